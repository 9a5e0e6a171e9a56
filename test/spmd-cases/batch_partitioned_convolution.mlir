// spmd-case: batch_partitioned_convolution
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.BatchPartitionedConvolution commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-collective: dynamic-slice f32[128,128,256]
// xla-note: batch split, kernel replicated: local convolution
// xla-note: an unannotated parameter is replicated; the sharded copy of it is a dynamic-slice of the whole parameter (then a local copy)

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%lhs: tensor<128x256x256xf32>, %rhs: tensor<256x8x1xf32>) -> (tensor<128x256x8xf32> {mhlo.sharding = "{devices=[1,2,1]0,1}"}) {
    %lhs_copy = "mhlo.copy"(%lhs) {mhlo.sharding = "{devices=[1,2,1]0,1}"} : (tensor<128x256x256xf32>) -> tensor<128x256x256xf32>
    %rhs_copy = "mhlo.copy"(%rhs) {mhlo.sharding = "{replicated}"} : (tensor<256x8x1xf32>) -> tensor<256x8x1xf32>
    %conv = stablehlo.convolution(%lhs_copy, %rhs_copy) dim_numbers = [0, b, f]x[i, o, 0]->[0, b, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, mhlo.sharding = "{devices=[1,2,1]0,1}"} : (tensor<128x256x256xf32>, tensor<256x8x1xf32>) -> tensor<128x256x8xf32>
    return %conv : tensor<128x256x8xf32>
  }
}
