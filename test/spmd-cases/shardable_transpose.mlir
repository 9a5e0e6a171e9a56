// spmd-case: shardable_transpose
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.ShardableTranspose commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-collective: dynamic-slice f32[16,19,38,4]
// xla-note: the split dimension moves with the transpose: local transpose
// xla-note: an unannotated parameter is replicated; the sharded copy of it is a dynamic-slice of the whole parameter (then a local copy)

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%param0: tensor<16x38x38x4xf32>) -> (tensor<16x4x38x38xf32> {mhlo.sharding = "{devices=[1,1,2,1]0,1}"}) {
    %param0_copy = "mhlo.copy"(%param0) {mhlo.sharding = "{devices=[1,2,1,1]0,1}"} : (tensor<16x38x38x4xf32>) -> tensor<16x38x38x4xf32>
    %transpose = stablehlo.transpose %param0_copy, dims = [0, 3, 1, 2] {mhlo.sharding = "{devices=[1,1,2,1]0,1}"} : (tensor<16x38x38x4xf32>) -> tensor<16x4x38x38xf32>
    return %transpose : tensor<16x4x38x38xf32>
  }
}
