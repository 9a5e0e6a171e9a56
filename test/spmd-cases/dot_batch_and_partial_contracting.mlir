// spmd-case: dot_batch_and_partial_contracting
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.DotBatchAndPartialContracting commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 8
// xla-collective: all-reduce f32[2,12,32]
// xla-note: 8 devices, batch, rows and contraction split: the dot's partial sums (f32[2,12,32], pinned) all-reduced

module attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%lhs: tensor<4x24x100xf32> {mhlo.sharding = "{devices=[2,2,2]<=[8]}"}, %rhs: tensor<4x32x100xf32> {mhlo.sharding = "{devices=[2,1,2,2]0,2,1,3,4,6,5,7 last_tile_dim_replicate}"}) -> (tensor<4x24x32xf32> {mhlo.sharding = "{devices=[2,2,1,2]<=[8] last_tile_dim_replicate}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [2] {mhlo.sharding = "{devices=[2,2,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<4x24x100xf32>, tensor<4x32x100xf32>) -> tensor<4x24x32xf32>
    return %dot : tensor<4x24x32xf32>
  }
}
