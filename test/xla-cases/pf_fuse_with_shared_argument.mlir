// xla-case: pf_fuse_with_shared_argument
// xla-source: openxla/xla xla/service/gpu/transforms/priority_fusion_test.cc PriorityFusionTest.FuseWithSharedArgument commit=5315aec37ebe2fefe75c220da90394d48a7a895b license=Apache-2.0
// xla-figure: kind=kernels value=1 fusions=1 schedule=program
// xla-measure: gpu::PriorityFusion on RTXA6000DeviceInfo (GpuHloCostAnalysis, count_multiple_input_accesses=true); the figure is the fusion outcome the test asserts; kernels = fusions plus unfused non-trivial instructions after the pass (parameters, constants, bitcasts and tuples are not kernels)
// xla-note: Everything fuses into one loop fusion at the root.

func.func @main(%p0: tensor<f32>, %p1: tensor<f32>) -> tensor<f32> {
  %subtract = stablehlo.subtract %p0, %p1 : tensor<f32>
  %compare = stablehlo.compare  NE, %subtract, %subtract,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %add = stablehlo.add %p0, %p1 : tensor<f32>
  %abs = stablehlo.abs %subtract : tensor<f32>
  %select = stablehlo.select %compare, %add, %abs : tensor<i1>, tensor<f32>
  return %select : tensor<f32>
}
