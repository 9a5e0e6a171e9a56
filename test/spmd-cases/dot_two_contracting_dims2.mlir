// spmd-case: dot_two_contracting_dims2
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.DotTwoContractingDims2 commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 8
// xla-collective: dynamic-slice bf16[4,16,7]
// xla-collective: all-reduce bf16[7,64]
// xla-collective: all-reduce bf16[7,64]
// xla-collective: dynamic-slice bf16[7,16]
// xla-note: as dot_two_contracting_dims1 on 8 devices, the result partly replicated (inner all-reduce shape derived as there)

module attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%lhs: tensor<16x32x7xbf16> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}, %rhs: tensor<16x32x64xbf16> {mhlo.sharding = "{devices=[4,2,1]<=[8]}"}) -> (tensor<7x64xbf16> {mhlo.sharding = "{devices=[1,4,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0, 1] x [0, 1] {mhlo.sharding = "{devices=[1,4,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<16x32x7xbf16>, tensor<16x32x64xbf16>) -> tensor<7x64xbf16>
    return %dot : tensor<7x64xbf16>
  }
}
