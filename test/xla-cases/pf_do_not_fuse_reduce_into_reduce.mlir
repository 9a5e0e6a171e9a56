// xla-case: pf_do_not_fuse_reduce_into_reduce
// xla-source: openxla/xla xla/service/gpu/transforms/priority_fusion_test.cc PriorityFusionTest.DoNotFuseReduceIntoReduce commit=5315aec37ebe2fefe75c220da90394d48a7a895b license=Apache-2.0
// xla-figure: kind=kernels value=2 fusions=2 schedule=program
// xla-measure: gpu::PriorityFusion on RTXA6000DeviceInfo (GpuHloCostAnalysis, count_multiple_input_accesses=true); the figure is the fusion outcome the test asserts; kernels = fusions plus unfused non-trivial instructions after the pass (parameters, constants, bitcasts and tuples are not kernels)
// xla-note: Two reduction kernels: a reduce is never fused into another reduce's input (r0 is materialized: 8x4x128 f32).

func.func @main(%p0: tensor<8x4x128x226xf32>) -> tensor<8x4xf32> {
  %c0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %r0 = stablehlo.reduce(%p0 init: %c0) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x226xf32>, tensor<f32>) -> tensor<8x4x128xf32>
  %r1 = stablehlo.reduce(%r0 init: %c0) applies stablehlo.add across dimensions = [2] : (tensor<8x4x128xf32>, tensor<f32>) -> tensor<8x4xf32>
  return %r1 : tensor<8x4xf32>
}
