// spmd-case: tiled_reverse_swap_shards
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.TiledReverseSwapShards commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-collective: collective-permute f32[2]
// xla-note: reverse of a split dimension: the two devices swap tiles (collective-permute), then reverse locally; the matcher pins f32[2] on the reverse, which keeps the permuted tile's shape

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%param: tensor<4xf32> {mhlo.sharding = "{devices=[2]0,1}"}) -> (tensor<4xf32> {mhlo.sharding = "{devices=[2]0,1}"}) {
    %reverse = stablehlo.reverse %param, dims = [0] {mhlo.sharding = "{devices=[2]0,1}"} : tensor<4xf32>
    return %reverse : tensor<4xf32>
  }
}
