// spmd-case: dot_partial_noncontracting
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.DotPartialNonContracting commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: all-gather f32[16,100]
// xla-note: the weight (rhs) split on its contracting dimension is all-gathered before the dot: the FSDP pattern

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<24x8x100xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"}, %rhs: tensor<32x100xf32> {mhlo.sharding = "{devices=[2,2]0,2,1,3}"}) -> (tensor<24x8x32xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4]}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [2] x [1] {mhlo.sharding = "{devices=[2,1,2]<=[4]}"} : (tensor<24x8x100xf32>, tensor<32x100xf32>) -> tensor<24x8x32xf32>
    return %dot : tensor<24x8x32xf32>
  }
}
