// spmd-case: dot_partial_contracting3
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.DotPartialContracting3 commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 8
// xla-collective: dynamic-slice f32[16,50]
// xla-collective: all-reduce f32[24,16]
// xla-collective: collective-permute f32[24,16]
// xla-note: 8 devices: the rhs is sliced, the partial sums all-reduced, then moved to the devices the result's order wants (all-reduce and collective-permute keep the dot's f32[24,16], derived)

module attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%lhs: tensor<24x100xf32> {mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dim_replicate}"}, %rhs: tensor<32x100xf32> {mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<24x32xf32> {mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dim_replicate}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [1] {mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dim_replicate}"} : (tensor<24x100xf32>, tensor<32x100xf32>) -> tensor<24x32xf32>
    return %dot : tensor<24x32xf32>
  }
}
