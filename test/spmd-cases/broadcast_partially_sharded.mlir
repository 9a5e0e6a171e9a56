// spmd-case: broadcast_partially_sharded
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.BroadcastBothOldAndNewDimsShardedPartiallySharded commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 8
// xla-expect: none
// xla-note: the operand is already split as the result's old dimensions need (f32[4,2] per device): local broadcast, no collective

module attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%param: tensor<4x3xf32> {mhlo.sharding = "{devices=[1,2,4]<=[2,2,2]T(1,0,2) last_tile_dim_replicate}"}) -> (tensor<4x4x3xf32> {mhlo.sharding = "{devices=[2,1,2,2]<=[8] last_tile_dim_replicate}"}) {
    %broadcast = stablehlo.broadcast_in_dim %param, dims = [1, 2] {mhlo.sharding = "{devices=[2,1,2,2]<=[8] last_tile_dim_replicate}"} : (tensor<4x3xf32>) -> tensor<4x4x3xf32>
    return %broadcast : tensor<4x4x3xf32>
  }
}
