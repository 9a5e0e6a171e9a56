// xla-case: pf_do_not_fuse_bit_width_changing_bitcast
// xla-source: openxla/xla xla/service/gpu/transforms/priority_fusion_test.cc PriorityFusionTest.DoNotFuseBitWidthChangingBitcast commit=5315aec37ebe2fefe75c220da90394d48a7a895b license=Apache-2.0
// xla-figure: kind=kernels value=2 fusions=0 schedule=program
// xla-measure: gpu::PriorityFusion on RTXA6000DeviceInfo (GpuHloCostAnalysis, count_multiple_input_accesses=true); the figure is the fusion outcome the test asserts; kernels = fusions plus unfused non-trivial instructions after the pass (parameters, constants, bitcasts and tuples are not kernels)
// xla-note: The pass changes nothing: a bitcast that changes the element width (s8[3,5,2] -> s16[3,5]) is a fusion
// xla-note: barrier, so negate and multiply stay two kernels.

func.func @main(%a: tensor<3x5x2xi8>) -> tensor<3x5xi16> {
  %n = stablehlo.negate %a : tensor<3x5x2xi8>
  %b = stablehlo.bitcast_convert %n : (tensor<3x5x2xi8>) -> tensor<3x5xi16>
  %m = stablehlo.multiply %b, %b : tensor<3x5xi16>
  return %m : tensor<3x5xi16>
}
