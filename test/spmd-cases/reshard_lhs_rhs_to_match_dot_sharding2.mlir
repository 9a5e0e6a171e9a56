// spmd-case: reshard_lhs_rhs_to_match_dot_sharding2
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.ReshardLHSRHSToMatchDotSharding2 commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 8
// xla-collective: dynamic-slice f32[64,32]
// xla-note: the partly replicated rhs is sliced further to the result's column split

module attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%lhs: tensor<32x64xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %rhs: tensor<64x128xf32> {mhlo.sharding = "{devices=[1,2,4]<=[2,2,2]T(1,0,2) last_tile_dim_replicate}"}) -> (tensor<32x128xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0] {mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    return %dot : tensor<32x128xf32>
  }
}
