// spmd-case: tiled_dot_output_tiled
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.TiledDotOutputTiled commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-collective: dynamic-slice f32[128,32]
// xla-collective: dynamic-slice f32[32,256]
// xla-collective: all-reduce f32[128,256]
// xla-collective: dynamic-slice f32[128,128]
// xla-note: a convolution written as a dot (bf_io->bf), the contracting dimension split: the partial sums are all-reduced and the result's columns sliced: the gradient pattern of FSDP
// xla-note: XLA's partitioner writes a reduce-scatter as all-reduce then dynamic-slice; ReduceScatterCreator, a later pass, fuses the pair
// xla-note: an unannotated parameter is replicated; the sharded copy of it is a dynamic-slice of the whole parameter (then a local copy)

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%lhs: tensor<128x64xf32>, %rhs: tensor<64x256xf32>) -> (tensor<128x256xf32> {mhlo.sharding = "{devices=[1,2]0,1}"}) {
    %lhs_copy = "mhlo.copy"(%lhs) {mhlo.sharding = "{devices=[1,2]0,1}"} : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %rhs_copy = "mhlo.copy"(%rhs) {mhlo.sharding = "{devices=[2,1]0,1}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %conv = stablehlo.convolution(%lhs_copy, %rhs_copy) dim_numbers = [b, f]x[i, o]->[b, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, mhlo.sharding = "{devices=[1,2]0,1}"} : (tensor<128x64xf32>, tensor<64x256xf32>) -> tensor<128x256xf32>
    return %conv : tensor<128x256xf32>
  }
}
