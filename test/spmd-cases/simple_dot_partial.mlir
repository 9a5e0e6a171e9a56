// spmd-case: simple_dot_partial
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.SimpleDotPartial commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-expect: none
// xla-note: operands and result split alike on the batch dimension (partly replicated): local dot

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<2x24x100xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"}, %rhs: tensor<2x32x100xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"}) -> (tensor<2x24x32xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [2] {mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<2x24x100xf32>, tensor<2x32x100xf32>) -> tensor<2x24x32xf32>
    return %dot : tensor<2x24x32xf32>
  }
}
