// spmd-case: dot_2d_batch_and_reshard
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.Dot2DPartitionedBatchAndReshard commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: all-gather f32[2,8,32,100]
// xla-collective: all-to-all f32[2,2,4,12,32]
// xla-note: the rhs is all-gathered; the dot's result moves its split from dimension 0 to 1 with an all-to-all

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<4x8x24x100xf32> {mhlo.sharding = "{devices=[2,1,2,1]<=[4]}"}, %rhs: tensor<4x8x32x100xf32> {mhlo.sharding = "{devices=[2,1,2,1]<=[4]}"}) -> (tensor<4x8x24x32xf32> {mhlo.sharding = "{devices=[1,2,2,1]<=[4]}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] {mhlo.sharding = "{devices=[1,2,2,1]<=[4]}"} : (tensor<4x8x24x100xf32>, tensor<4x8x32x100xf32>) -> tensor<4x8x24x32xf32>
    return %dot : tensor<4x8x24x32xf32>
  }
}
