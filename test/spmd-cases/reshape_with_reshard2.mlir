// spmd-case: reshape_with_reshard2
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.ReshapeWithReshard2 commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-collective: all-to-all f32[19,38,2,2,81]
// xla-note: a local reshape of the row-split parameter to f32[19,38,2,162] (pinned), then its split moves from dimension 0 to 3 with an all-to-all (shape derived, the matcher pins the result f32[38,38,2,81])
// xla-note: all-to-all shape: XLA's (ReshardWithAllToAll) reshapes the local tile so the target dimension n becomes [k, n/k] (k the group size) and exchanges along k; the array all-to-all's result has that shape, as many bytes as the target tile

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%param0: tensor<38x38x324xf32> {mhlo.sharding = "{devices=[2,1,1]0,1}"}) -> (tensor<38x38x2x162xf32> {mhlo.sharding = "{devices=[1,1,1,2]0,1}"}) {
    %reshape = stablehlo.reshape %param0 {mhlo.sharding = "{devices=[1,1,1,2]0,1}"} : (tensor<38x38x324xf32>) -> tensor<38x38x2x162xf32>
    return %reshape : tensor<38x38x2x162xf32>
  }
}
