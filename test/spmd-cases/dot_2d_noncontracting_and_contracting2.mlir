// spmd-case: dot_2d_noncontracting_and_contracting2
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.Dot2DPartitionedNonContractingAndContracting2 commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: dynamic-slice f32[24,100]
// xla-collective: collective-permute f32[16,50]
// xla-collective: all-gather f32[16,100]
// xla-note: replicated lhs sliced; the rhs's tiles moved to other devices (collective-permute keeps the shape of the tile it moves, f32[16,50]) then all-gathered on the contracting dimension

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<48x100xf32> {mhlo.sharding = "{replicated}"}, %rhs: tensor<32x100xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}) -> (tensor<48x32xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [1] {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<48x100xf32>, tensor<32x100xf32>) -> tensor<48x32xf32>
    return %dot : tensor<48x32xf32>
  }
}
