// xla-case: pf_fuse_broadcast_into_bitcast_consumers
// xla-source: openxla/xla xla/service/gpu/transforms/priority_fusion_test.cc PriorityFusionTest.FuseBroadcastIntoBitcastConsumers commit=5315aec37ebe2fefe75c220da90394d48a7a895b license=Apache-2.0
// xla-figure: kind=kernels value=1 fusions=1 schedule=program
// xla-measure: gpu::PriorityFusion on RTXA6000DeviceInfo (GpuHloCostAnalysis, count_multiple_input_accesses=true); the figure is the fusion outcome the test asserts; kernels = fusions plus unfused non-trivial instructions after the pass (parameters, constants, bitcasts and tuples are not kernels)
// xla-note: broadcast, bitcast and transpose become one fusion of the parameter (the broadcast is never materialized). The
// xla-note: bitcast is a reshape in StableHLO.

func.func @main(%param_0: tensor<96xf32>) -> tensor<8x24x128x7x4xf32> {
  %broadcast = stablehlo.broadcast_in_dim %param_0, dims = [1] : (tensor<96xf32>) -> tensor<8x96x128x7xf32>
  %bitcast = stablehlo.reshape %broadcast : (tensor<8x96x128x7xf32>) -> tensor<8x24x4x128x7xf32>
  %transpose = stablehlo.transpose %bitcast, dims = [0, 1, 3, 4, 2] : (tensor<8x24x4x128x7xf32>) -> tensor<8x24x128x7x4xf32>
  return %transpose : tensor<8x24x128x7x4xf32>
}
