// spmd-case: dot_partial_contracting2
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.DotPartialContracting2 commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: dynamic-slice f32[12,50]
// xla-collective: all-reduce f32[12,32]
// xla-note: the lhs is sliced to the result's row split, the partial sums all-reduced (shape derived: the dot's f32[12,32], which all-reduce keeps)

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<24x100xf32> {mhlo.sharding = "{devices=[1,2,2]<=[4] last_tile_dim_replicate}"}, %rhs: tensor<32x100xf32> {mhlo.sharding = "{devices=[1,2,2]<=[4] last_tile_dim_replicate}"}) -> (tensor<24x32xf32> {mhlo.sharding = "{devices=[2,1,2]0,2,1,3 last_tile_dim_replicate}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [1] {mhlo.sharding = "{devices=[2,1,2]0,2,1,3 last_tile_dim_replicate}"} : (tensor<24x100xf32>, tensor<32x100xf32>) -> tensor<24x32xf32>
    return %dot : tensor<24x32xf32>
  }
}
