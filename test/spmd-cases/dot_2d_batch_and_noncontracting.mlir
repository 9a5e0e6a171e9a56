// spmd-case: dot_2d_batch_and_noncontracting
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.Dot2DPartitionedBatchAndNonContracting commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: all-gather f32[2,32,100]
// xla-note: batch and non-contracting split in both: the rhs is all-gathered on its non-contracting dimension

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<4x24x100xf32> {mhlo.sharding = "{devices=[2,2,1]<=[4]}"}, %rhs: tensor<4x32x100xf32> {mhlo.sharding = "{devices=[2,2,1]<=[4]}"}) -> (tensor<4x24x32xf32> {mhlo.sharding = "{devices=[2,2,1]<=[4]}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [2] {mhlo.sharding = "{devices=[2,2,1]<=[4]}"} : (tensor<4x24x100xf32>, tensor<4x32x100xf32>) -> tensor<4x24x32xf32>
    return %dot : tensor<4x24x32xf32>
  }
}
