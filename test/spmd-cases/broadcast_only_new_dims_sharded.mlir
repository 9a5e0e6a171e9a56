// spmd-case: broadcast_only_new_dims_sharded
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.BroadcastOnlyNewDimsSharded commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-expect: none
// xla-note: the split dimension is new: each device broadcasts the replicated constant into its f32[2,4,3] tile, no collective

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main() -> (tensor<3x4x3xf32> {mhlo.sharding = "{devices=[2,1,1]0,1}"}) {
    %constant = stablehlo.constant {mhlo.sharding = "{replicated}"} dense<1.000000e+00> : tensor<4x3xf32>
    %broadcast = stablehlo.broadcast_in_dim %constant, dims = [1, 2] {mhlo.sharding = "{devices=[2,1,1]0,1}"} : (tensor<4x3xf32>) -> tensor<3x4x3xf32>
    return %broadcast : tensor<3x4x3xf32>
  }
}
