// spmd-case: conv_lhs_rhs_tiled_with_reshard
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.DotLhsTiledRhsTiledWithReshard commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-collective: dynamic-slice f32[128,28,56,64]
// xla-collective: all-to-all f32[2,64,28,56,64]
// xla-collective: dynamic-slice f32[64,56,56,256]
// xla-collective: all-reduce f32[1,1,64,256]
// xla-note: a convolution that is a dot (f01b_i01o->01bf, window 56x56 over the whole image): the lhs's split moves from spatial dimension 1 to its input-feature dimension 0 (all-to-all) to match the rhs's split input features; the contracted features are split, so the result is all-reduced
// xla-note: an unannotated parameter is replicated; the sharded copy of it is a dynamic-slice of the whole parameter (then a local copy)

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%lhs: tensor<128x56x56x64xf32>, %rhs: tensor<128x56x56x256xf32>) -> (tensor<1x1x64x256xf32> {mhlo.sharding = "{replicated}"}) {
    %lhs_copy = "mhlo.copy"(%lhs) {mhlo.sharding = "{devices=[1,2,1,1]0,1}"} : (tensor<128x56x56x64xf32>) -> tensor<128x56x56x64xf32>
    %rhs_copy = "mhlo.copy"(%rhs) {mhlo.sharding = "{devices=[2,1,1,1]0,1}"} : (tensor<128x56x56x256xf32>) -> tensor<128x56x56x256xf32>
    %conv = stablehlo.convolution(%lhs_copy, %rhs_copy) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, mhlo.sharding = "{replicated}"} : (tensor<128x56x56x64xf32>, tensor<128x56x56x256xf32>) -> tensor<1x1x64x256xf32>
    return %conv : tensor<1x1x64x256xf32>
  }
}
