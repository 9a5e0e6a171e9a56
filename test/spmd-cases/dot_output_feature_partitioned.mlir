// spmd-case: dot_output_feature_partitioned
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.DotOutputFeaturePartitioned commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-collective: dynamic-slice f32[19648,64]
// xla-note: the rhs's non-contracting dimension split, the output's feature dimension likewise: local dot
// xla-note: an unannotated parameter is replicated; the sharded copy of it is a dynamic-slice of the whole parameter (then a local copy)

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%lhs: tensor<24x64xf32>, %rhs: tensor<39296x64xf32>) -> (tensor<24x39296xf32> {mhlo.sharding = "{devices=[1,2]0,1}"}) {
    %lhs_copy = "mhlo.copy"(%lhs) {mhlo.sharding = "{replicated}"} : (tensor<24x64xf32>) -> tensor<24x64xf32>
    %rhs_copy = "mhlo.copy"(%rhs) {mhlo.sharding = "{devices=[2,1]0,1}"} : (tensor<39296x64xf32>) -> tensor<39296x64xf32>
    %dot = stablehlo.dot_general %lhs_copy, %rhs_copy, contracting_dims = [1] x [1] {mhlo.sharding = "{devices=[1,2]0,1}"} : (tensor<24x64xf32>, tensor<39296x64xf32>) -> tensor<24x39296xf32>
    return %dot : tensor<24x39296xf32>
  }
}
