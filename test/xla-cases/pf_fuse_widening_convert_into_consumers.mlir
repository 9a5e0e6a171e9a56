// xla-case: pf_fuse_widening_convert_into_consumers
// xla-source: openxla/xla xla/service/gpu/transforms/priority_fusion_test.cc PriorityFusionTest.FuseWideningConvertIntoConsumers commit=5315aec37ebe2fefe75c220da90394d48a7a895b license=Apache-2.0
// xla-figure: kind=kernels value=2 fusions=2 schedule=program
// xla-measure: gpu::PriorityFusion on RTXA6000DeviceInfo (GpuHloCostAnalysis, count_multiple_input_accesses=true); the figure is the fusion outcome the test asserts; kernels = fusions plus unfused non-trivial instructions after the pass (parameters, constants, bitcasts and tuples are not kernels)
// xla-note: Two fusions, both reading the parameter: add+convert+multiply, and add+convert feeding the bitcast; the add
// xla-note: and the widening convert are duplicated into both, never written. The s32 bitcast of the f32 value is a
// xla-note: bitcast_convert in StableHLO.

func.func @main(%p: tensor<512xf16>) -> (tensor<512xf32>, tensor<512xi32>) {
  %a = stablehlo.add %p, %p : tensor<512xf16>
  %c = stablehlo.convert %a : (tensor<512xf16>) -> tensor<512xf32>
  %s = stablehlo.multiply %c, %c : tensor<512xf32>
  %bc = stablehlo.bitcast_convert %c : (tensor<512xf32>) -> tensor<512xi32>
  return %s, %bc : tensor<512xf32>, tensor<512xi32>
}
