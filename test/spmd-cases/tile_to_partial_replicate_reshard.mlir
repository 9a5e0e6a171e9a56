// spmd-case: tile_to_partial_replicate_reshard
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.TileToPartialReplicateReshard commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: dynamic-slice f32[4,4]
// xla-collective: all-gather f32[4,8]
// xla-note: tiled 2x2 to rows only (partly replicated): all-gather along the columns (the matcher pins f32[4,8] on the copy that reads the all-gather; a copy keeps its operand's shape)
// xla-note: an unannotated parameter is replicated; the sharded copy of it is a dynamic-slice of the whole parameter (then a local copy)

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%param0: tensor<8x8xf32>) -> (tensor<8x8xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}) {
    %copy = "mhlo.copy"(%param0) {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %copy0 = "mhlo.copy"(%copy) {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %copy0 : tensor<8x8xf32>
  }
}
