// spmd-case: partial_tiled_to_partial_tiled_reduce
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.PartialTiledToPartialTiledReduce commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 8
// xla-collective: all-reduce f32[2]
// xla-note: reduce over a dimension split 2 ways: the local sums are all-reduced

module attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%param0: tensor<4x4xf32> {mhlo.sharding = "{devices=[2,2,2]<=[8] last_tile_dim_replicate}"}) -> (tensor<4xf32> {mhlo.sharding = "{devices=[2,4]0,1,4,5,2,3,6,7 last_tile_dim_replicate}"}) {
    %constant_1 = stablehlo.constant {mhlo.sharding = "{replicated}"} dense<0.000000e+00> : tensor<f32>
    %reduce = stablehlo.reduce(%param0 init: %constant_1) applies stablehlo.add across dimensions = [0] {mhlo.sharding = "{devices=[2,4]0,1,4,5,2,3,6,7 last_tile_dim_replicate}"} : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    return %reduce : tensor<4xf32>
  }
}
