// spmd-case: dot_partial_contracting_partial_match
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.DotPartialContractingPartialMatch commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: dynamic-slice f32[32,4,50]
// xla-collective: all-reduce f32[24,32]
// xla-collective: all-reduce f32[24,32]
// xla-note: two contracting dimensions: the rhs is sliced on the one only the lhs splits, the partial sums all-reduced twice (shape derived: the dot's f32[24,32])

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<24x8x100xf32> {mhlo.sharding = "{devices=[1,2,2]<=[4]}"}, %rhs: tensor<32x8x100xf32> {mhlo.sharding = "{devices=[1,1,2,2]0,2,1,3 last_tile_dim_replicate}"}) -> (tensor<24x32xf32> {mhlo.sharding = "{replicated}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1, 2] x [1, 2] {mhlo.sharding = "{replicated}"} : (tensor<24x8x100xf32>, tensor<32x8x100xf32>) -> tensor<24x32xf32>
    return %dot : tensor<24x32xf32>
  }
}
