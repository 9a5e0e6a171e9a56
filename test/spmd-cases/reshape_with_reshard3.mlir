// spmd-case: reshape_with_reshard3
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.ReshapeWithReshard3 commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 128
// xla-collective: all-gather bf16[5,64,2,2,2,2,2]
// xla-collective: dynamic-slice bf16[40,4,8]
// xla-note: 128 devices: the parameter is all-gathered on dimension 1 (the matcher: AllGather(parameter) read by a reshape to bf16[320,4,8]; a one-dimension all-gather gathers in place, so its shape is bf16[5,64,2,2,2,2,2], derived), reshaped, then sliced

module attributes {mhlo.num_partitions = 128 : i32} {
  func.func @main(%p0: tensor<80x64x2x2x2x2x2xbf16> {mhlo.sharding = "{devices=[16,8,1,1,1,1,1]<=[128]}"}) -> (tensor<5120x4x8xbf16> {mhlo.sharding = "{devices=[128,1,1]<=[128]}"}) {
    %reshape = stablehlo.reshape %p0 {mhlo.sharding = "{devices=[128,1,1]<=[128]}"} : (tensor<80x64x2x2x2x2x2xbf16>) -> tensor<5120x4x8xbf16>
    return %reshape : tensor<5120x4x8xbf16>
  }
}
