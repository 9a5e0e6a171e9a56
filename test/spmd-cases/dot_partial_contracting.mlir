// spmd-case: dot_partial_contracting
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.DotPartialContracting commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: all-reduce f32[24,32]
// xla-note: the contracting dimension split 2 ways in both operands (replicated over the other 2): the local dot f32[24,32] is all-reduced to the replicated result

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<24x100xf32> {mhlo.sharding = "{devices=[1,2,2]<=[4] last_tile_dim_replicate}"}, %rhs: tensor<32x100xf32> {mhlo.sharding = "{devices=[1,2,2]<=[4] last_tile_dim_replicate}"}) -> (tensor<24x32xf32> {mhlo.sharding = "{replicated}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [1] {mhlo.sharding = "{replicated}"} : (tensor<24x100xf32>, tensor<32x100xf32>) -> tensor<24x32xf32>
    return %dot : tensor<24x32xf32>
  }
}
