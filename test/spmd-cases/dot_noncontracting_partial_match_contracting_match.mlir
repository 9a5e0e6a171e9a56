// spmd-case: dot_noncontracting_partial_match_contracting_match
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.DotNonContractingPartialMatchContractingMatch commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: all-gather f32[50,50]
// xla-collective: all-reduce f32[12,8,50]
// xla-collective: dynamic-slice f32[12,4,50]
// xla-note: the rhs is all-gathered on its non-contracting dimension, the partial sums all-reduced (shape derived: the dot's f32[12,8,50]), then sliced on dimension 1

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<24x8x100xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4]}"}, %rhs: tensor<100x50xf32> {mhlo.sharding = "{devices=[2,2]0,2,1,3}"}) -> (tensor<24x8x50xf32> {mhlo.sharding = "{devices=[2,2,1]<=[4]}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [2] x [0] {mhlo.sharding = "{devices=[2,2,1]<=[4]}"} : (tensor<24x8x100xf32>, tensor<100x50xf32>) -> tensor<24x8x50xf32>
    return %dot : tensor<24x8x50xf32>
  }
}
