// spmd-case: reshape_with_reshard
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.ReshapeWithReshard commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-collective: all-to-all f32[19,2,19,324]
// xla-note: the reshape wants dimension 1 split, the parameter has dimension 0: all-to-all before the local reshape (shape derived, the matcher pins the result f32[38,19,4,81])
// xla-note: all-to-all shape: XLA's (ReshardWithAllToAll) reshapes the local tile so the target dimension n becomes [k, n/k] (k the group size) and exchanges along k; the array all-to-all's result has that shape, as many bytes as the target tile

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%param0: tensor<38x38x324xf32> {mhlo.sharding = "{devices=[2,1,1]0,1}"}) -> (tensor<38x38x4x81xf32> {mhlo.sharding = "{devices=[1,2,1,1]0,1}"}) {
    %reshape = stablehlo.reshape %param0 {mhlo.sharding = "{devices=[1,2,1,1]0,1}"} : (tensor<38x38x324xf32>) -> tensor<38x38x4x81xf32>
    return %reshape : tensor<38x38x4x81xf32>
  }
}
