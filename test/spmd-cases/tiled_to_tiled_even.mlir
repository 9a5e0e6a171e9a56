// spmd-case: tiled_to_tiled_even
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.TiledToTiledEven commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-collective: all-to-all s32[4,2,1]
// xla-note: rows split 2 ways to columns split 2 ways: one all-to-all; the matcher pins the shape of the reshape it reads, which an array all-to-all keeps
// xla-note: all-to-all shape: XLA's (ReshardWithAllToAll) reshapes the local tile so the target dimension n becomes [k, n/k] (k the group size) and exchanges along k; the array all-to-all's result has that shape, as many bytes as the target tile

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%param: tensor<8x2xi32> {mhlo.sharding = "{devices=[2,1]0,1}"}) -> (tensor<8x2xi32> {mhlo.sharding = "{devices=[1,2]0,1}"}) {
    %copy = "mhlo.copy"(%param) {mhlo.sharding = "{devices=[1,2]0,1}"} : (tensor<8x2xi32>) -> tensor<8x2xi32>
    return %copy : tensor<8x2xi32>
  }
}
