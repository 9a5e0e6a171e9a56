// spmd-case: multi_dimension_sharded_transpose
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.MultiDimensionShardedTranspose commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 8
// xla-collective: dynamic-slice f32[4,19,38,4]
// xla-note: two split dimensions move with the transpose: local transpose
// xla-note: an unannotated parameter is replicated; the sharded copy of it is a dynamic-slice of the whole parameter (then a local copy)

module attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%param0: tensor<16x38x38x4xf32>) -> (tensor<38x4x16x38xf32> {mhlo.sharding = "{devices=[2,1,4,1]<=[4,2]T(1,0)}"}) {
    %param0_copy = "mhlo.copy"(%param0) {mhlo.sharding = "{devices=[4,2,1,1]<=[8]}"} : (tensor<16x38x38x4xf32>) -> tensor<16x38x38x4xf32>
    %transpose = stablehlo.transpose %param0_copy, dims = [1, 3, 0, 2] {mhlo.sharding = "{devices=[2,1,4,1]<=[4,2]T(1,0)}"} : (tensor<16x38x38x4xf32>) -> tensor<38x4x16x38xf32>
    return %transpose : tensor<38x4x16x38xf32>
  }
}
