// spmd-case: reshard_to_a_single_all_to_all
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.ReshardToASingleAllToAll commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 32
// xla-collective: all-to-all f32[1,1,1,4,2]
// xla-note: 32 devices, [8,4] to [2,16] with another device order: one all-to-all between reshapes

module attributes {mhlo.num_partitions = 32 : i32} {
  func.func @main(%param0: tensor<8x32xf32> {mhlo.sharding = "{devices=[8,4]<=[2,4,4]T(0,2,1)}"}) -> (tensor<8x32xf32> {mhlo.sharding = "{devices=[2,16]<=[32]}"}) {
    %copy = "mhlo.copy"(%param0) {mhlo.sharding = "{devices=[2,16]<=[32]}"} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    return %copy : tensor<8x32xf32>
  }
}
