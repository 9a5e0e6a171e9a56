// spmd-case: dot_lhs_multi_noncontracting_rhs_not_match
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.DotLHSMutiNonContractingRHSNotMatch commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: all-gather f32[10,50]
// xla-note: activations split on two non-contracting dimensions, the weight split on its contracting dimension: the weight is all-gathered whole before the dot (the FSDP pattern)

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<24x8x10xf32> {mhlo.sharding = "{devices=[2,2,1]<=[4]}"}, %rhs: tensor<10x50xf32> {mhlo.sharding = "{devices=[2,1,2]0,2,1,3 last_tile_dim_replicate}"}) -> (tensor<24x8x50xf32> {mhlo.sharding = "{devices=[2,2,1]<=[4]}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [2] x [0] {mhlo.sharding = "{devices=[2,2,1]<=[4]}"} : (tensor<24x8x10xf32>, tensor<10x50xf32>) -> tensor<24x8x50xf32>
    return %dot : tensor<24x8x50xf32>
  }
}
