// spmd-case: broadcast_only_old_dims_sharded
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.BroadcastOnlyOldDimsSharded commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-collective: dynamic-slice f32[2,3]
// xla-note: the result's dimension 1 (the operand's dimension 0) is split 2 ways: the replicated constant is dynamic-sliced before the broadcast; shape derived (the matcher pins the broadcast's f32[4,2,3]): the [4,3] operand with dimension 0 halved

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main() -> (tensor<4x4x3xf32> {mhlo.sharding = "{devices=[1,2,1]0,1}"}) {
    %constant = stablehlo.constant {mhlo.sharding = "{replicated}"} dense<1.000000e+00> : tensor<4x3xf32>
    %broadcast = stablehlo.broadcast_in_dim %constant, dims = [1, 2] {mhlo.sharding = "{devices=[1,2,1]0,1}"} : (tensor<4x3xf32>) -> tensor<4x4x3xf32>
    return %broadcast : tensor<4x4x3xf32>
  }
}
