// spmd-case: dot_2d_noncontracting_and_contracting3
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.Dot2DPartitionedNoncontractingAndContracting3 commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: all-reduce f32[24,16]
// xla-collective: dynamic-slice f32[12,16]
// xla-note: the contracting dimension 23 is uneven: the padded rows are masked with select (no collective), the partial sums all-reduced, then sliced

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<23x24xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, %rhs: tensor<23x32xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}) -> (tensor<24x32xf32> {mhlo.sharding = "{devices=[2,2]1,0,3,2}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0] {mhlo.sharding = "{devices=[2,2]1,0,3,2}"} : (tensor<23x24xf32>, tensor<23x32xf32>) -> tensor<24x32xf32>
    return %dot : tensor<24x32xf32>
  }
}
