// spmd-case: all_to_all_multiple_dims1
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.MultipleSourceTargetDimsInOneAllToAll1 commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 8
// xla-collective: all-to-all s32[8,32,16,32,16]
// xla-note: the test asserts exactly one all-to-all (its shape) and no collective-permute: two source and two target dimensions in one exchange

module attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%param: tensor<64x64x64x64xi32> {mhlo.sharding = "{devices=[1,4,2,1]<=[8]}"}) -> (tensor<64x64x64x64xi32> {mhlo.sharding = "{devices=[2,1,1,4]<=[4,2]T(1,0)}"}) {
    %copy = "mhlo.copy"(%param) {mhlo.sharding = "{devices=[2,1,1,4]<=[4,2]T(1,0)}"} : (tensor<64x64x64x64xi32>) -> tensor<64x64x64x64xi32>
    return %copy : tensor<64x64x64x64xi32>
  }
}
