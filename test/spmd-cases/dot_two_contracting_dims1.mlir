// spmd-case: dot_two_contracting_dims1
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.DotTwoContractingDims1 commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: dynamic-slice bf16[8,16,64]
// xla-collective: all-reduce bf16[64,7]
// xla-collective: all-reduce bf16[64,7]
// xla-collective: dynamic-slice bf16[16,7]
// xla-note: two contracting dimensions, split 2x2 in the rhs: the lhs is sliced to match, the dot's partial sums all-reduced twice (inner shape derived: an all-reduce keeps its operand's shape, the dot's bf16[64,7]), then sliced to the result's split

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<16x32x64xbf16> {mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"}, %rhs: tensor<16x32x7xbf16> {mhlo.sharding = "{devices=[2,2,1]<=[4]}"}) -> (tensor<64x7xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0, 1] x [0, 1] {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x32x64xbf16>, tensor<16x32x7xbf16>) -> tensor<64x7xbf16>
    return %dot : tensor<64x7xbf16>
  }
}
