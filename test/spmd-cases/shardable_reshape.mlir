// spmd-case: shardable_reshape
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.ShardableReshape commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-collective: dynamic-slice f32[19,38,324]
// xla-note: the split dimension is kept by the reshape: local reshape
// xla-note: an unannotated parameter is replicated; the sharded copy of it is a dynamic-slice of the whole parameter (then a local copy)

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%param0: tensor<38x38x324xf32>) -> (tensor<38x38x4x81xf32> {mhlo.sharding = "{devices=[2,1,1,1]0,1}"}) {
    %param0_copy = "mhlo.copy"(%param0) {mhlo.sharding = "{devices=[2,1,1]0,1}"} : (tensor<38x38x324xf32>) -> tensor<38x38x324xf32>
    %reshape = stablehlo.reshape %param0_copy {mhlo.sharding = "{devices=[2,1,1,1]0,1}"} : (tensor<38x38x324xf32>) -> tensor<38x38x4x81xf32>
    return %reshape : tensor<38x38x4x81xf32>
  }
}
