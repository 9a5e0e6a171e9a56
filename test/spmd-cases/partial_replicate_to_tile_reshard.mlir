// spmd-case: partial_replicate_to_tile_reshard
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.PartialReplicateToTileReshard commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: dynamic-slice f32[4,8]
// xla-collective: dynamic-slice f32[4,4]
// xla-note: rows split (partly replicated) to 2x2: a local slice, no collective
// xla-note: an unannotated parameter is replicated; the sharded copy of it is a dynamic-slice of the whole parameter (then a local copy)

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%param0: tensor<8x8xf32>) -> (tensor<8x8xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}) {
    %copy = "mhlo.copy"(%param0) {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %copy0 = "mhlo.copy"(%copy) {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %copy0 : tensor<8x8xf32>
  }
}
