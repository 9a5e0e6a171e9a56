// spmd-case: dot_2d_batch_and_contracting
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.Dot2DPartitionedBatchAndContracting commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: all-to-all f32[2,2,16,50]
// xla-collective: all-reduce f32[2,24,32]
// xla-collective: dynamic-slice f32[2,12,32]
// xla-note: the rhs's split moves from dimension 1 to the batch dimension (all-to-all; shape derived, the matcher pins the reshaped f32[2,32,50]), partial sums all-reduced, then sliced
// xla-note: all-to-all shape: XLA's (ReshardWithAllToAll) reshapes the local tile so the target dimension n becomes [k, n/k] (k the group size) and exchanges along k; the array all-to-all's result has that shape, as many bytes as the target tile

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<4x24x100xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4]}"}, %rhs: tensor<4x32x100xf32> {mhlo.sharding = "{devices=[1,2,2]<=[4]}"}) -> (tensor<4x24x32xf32> {mhlo.sharding = "{devices=[2,2,1]<=[4]}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [2] {mhlo.sharding = "{devices=[2,2,1]<=[4]}"} : (tensor<4x24x100xf32>, tensor<4x32x100xf32>) -> tensor<4x24x32xf32>
    return %dot : tensor<4x24x32xf32>
  }
}
