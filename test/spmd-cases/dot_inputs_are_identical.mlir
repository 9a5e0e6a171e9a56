// spmd-case: dot_inputs_are_identical
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.DotInputsAreIdentical commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 8
// xla-collective: all-gather f32[2000,4000]
// xla-collective: all-gather f32[4000,1000]
// xla-note: a convolution (bf_io->bf) of a parameter with itself: the lhs is all-gathered on its contracting columns, the rhs (a local copy of the parameter) on its contracting rows

module attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%parameter_1: tensor<4000x4000xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}) -> (tensor<4000x4000xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}) {
    %convolution = stablehlo.convolution(%parameter_1, %parameter_1) dim_numbers = [b, f]x[i, o]->[b, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<4000x4000xf32>, tensor<4000x4000xf32>) -> tensor<4000x4000xf32>
    return %convolution : tensor<4000x4000xf32>
  }
}
