// spmd-case: partial_replicate_reshard_collective_permute1
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.PartialReplicateToPartialReplicateReshardCollectivePermute1 commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 8
// xla-collective: dynamic-slice f32[8,4]
// xla-collective: dynamic-slice f32[4,4]
// xla-collective: collective-permute f32[4,4]
// xla-note: 8 devices, columns (replicated 4) to 2x2 (replicated 2): a local slice then a collective-permute; the second slice's shape derived (the permute keeps it)
// xla-note: an unannotated parameter is replicated; the sharded copy of it is a dynamic-slice of the whole parameter (then a local copy)

module attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%param0: tensor<8x8xf32>) -> (tensor<8x8xf32> {mhlo.sharding = "{devices=[2,2,2]<=[8] last_tile_dim_replicate}"}) {
    %copy = "mhlo.copy"(%param0) {mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %copy0 = "mhlo.copy"(%copy) {mhlo.sharding = "{devices=[2,2,2]<=[8] last_tile_dim_replicate}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %copy0 : tensor<8x8xf32>
  }
}
