// spmd-case: dot_2d_noncontracting_and_contracting1
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.Dot2DPartitionedNonContractingAndContracting1 commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: all-gather f32[32,50]
// xla-collective: all-reduce f32[24,32]
// xla-collective: dynamic-slice f32[24,16]
// xla-note: the rhs is all-gathered on its non-contracting dimension, the dot's partial sums (f32[24,32]; all-reduce keeps the shape) all-reduced, and sliced to the result's split

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<48x100xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}, %rhs: tensor<32x100xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}) -> (tensor<48x32xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [1] {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<48x100xf32>, tensor<32x100xf32>) -> tensor<48x32xf32>
    return %dot : tensor<48x32xf32>
  }
}
