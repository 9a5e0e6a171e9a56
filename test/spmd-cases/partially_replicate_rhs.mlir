// spmd-case: partially_replicate_rhs
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.PartiallyReplicateRHS commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 128
// xla-collective: all-gather bf16[1024,256]
// xla-collective: all-reduce bf16[256,256]
// xla-note: 128 devices: the rhs is all-gathered to the lhs's contracting split, the partial sums all-reduced (shape derived: the dot's bf16[256,256])

module attributes {mhlo.num_partitions = 128 : i32} {
  func.func @main(%lhs: tensor<16384x2048xbf16> {mhlo.sharding = "{devices=[16,8]<=[128]}"}, %rhs: tensor<16384x256xbf16> {mhlo.sharding = "{devices=[128,1]<=[128]}"}) -> (tensor<2048x256xbf16> {mhlo.sharding = "{devices=[8,1,16]<=[16,8]T(1,0) last_tile_dim_replicate}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0] {mhlo.sharding = "{devices=[8,1,16]<=[16,8]T(1,0) last_tile_dim_replicate}"} : (tensor<16384x2048xbf16>, tensor<16384x256xbf16>) -> tensor<2048x256xbf16>
    return %dot : tensor<2048x256xbf16>
  }
}
