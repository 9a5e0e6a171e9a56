// spmd-case: dot_2d_noncontracting_and_contracting0
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.Dot2DPartitionedNonContractingAndContracting0 commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: all-gather f32[24,12]
// xla-collective: all-gather f32[16,12]
// xla-note: both operands split on the non-contracting and the contracting dimension: both are all-gathered along the contracting one; the rhs's device order differs

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<48x12xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}, %rhs: tensor<32x12xf32> {mhlo.sharding = "{devices=[2,2]0,2,1,3}"}) -> (tensor<48x32xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [1] {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<48x12xf32>, tensor<32x12xf32>) -> tensor<48x32xf32>
    return %dot : tensor<48x32xf32>
  }
}
