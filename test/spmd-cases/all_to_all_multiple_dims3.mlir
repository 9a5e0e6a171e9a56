// spmd-case: all_to_all_multiple_dims3
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.MultipleSourceTargetDimsInOneAllToAll3 commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 64
// xla-collective: all-to-all f32[16,16,16,8,8]
// xla-note: 64 devices; the test asserts exactly one all-to-all (its shape, 4 groups of 16) and no collective-permute

module attributes {mhlo.num_partitions = 64 : i32} {
  func.func @main(%param: tensor<64x64x64x64xf32> {mhlo.sharding = "{devices=[2,4,8,1]<=[64]}"}) -> (tensor<64x64x64x64xf32> {mhlo.sharding = "{devices=[4,2,1,8]<=[2,2,2,8]T(0,2,1,3)}"}) {
    %copy = "mhlo.copy"(%param) {mhlo.sharding = "{devices=[4,2,1,8]<=[2,2,2,8]T(0,2,1,3)}"} : (tensor<64x64x64x64xf32>) -> tensor<64x64x64x64xf32>
    return %copy : tensor<64x64x64x64xf32>
  }
}
