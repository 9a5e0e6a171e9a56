// spmd-case: broadcast_old_and_new_dims_sharded
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.BroadcastBothOldAndNewDimsSharded commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: dynamic-slice f32[2,3]
// xla-note: dimension 0 (new) and 1 (the operand's 0) split 2 ways each: the constant is sliced on its own dimension only

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main() -> (tensor<4x4x3xf32> {mhlo.sharding = "{devices=[2,2,1]<=[4]}"}) {
    %constant = stablehlo.constant {mhlo.sharding = "{replicated}"} dense<1.000000e+00> : tensor<4x3xf32>
    %broadcast = stablehlo.broadcast_in_dim %constant, dims = [1, 2] {mhlo.sharding = "{devices=[2,2,1]<=[4]}"} : (tensor<4x3xf32>) -> tensor<4x4x3xf32>
    return %broadcast : tensor<4x4x3xf32>
  }
}
