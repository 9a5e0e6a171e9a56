// spmd-case: tiled_to_replicated
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.TiledToReplicated commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-collective: all-gather s32[2,3]
// xla-note: an evenly split constant of one value becomes a per-device constant s32[1,3] (HandleConstant); the replicated copy reads it all-gathered

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main() -> (tensor<2x3xi32> {mhlo.sharding = "{replicated}"}) {
    %constant = stablehlo.constant {mhlo.sharding = "{devices=[2,1]0,1}"} dense<1> : tensor<2x3xi32>
    %copy = "mhlo.copy"(%constant) {mhlo.sharding = "{replicated}"} : (tensor<2x3xi32>) -> tensor<2x3xi32>
    return %copy : tensor<2x3xi32>
  }
}
