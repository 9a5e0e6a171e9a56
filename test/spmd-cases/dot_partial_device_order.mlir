// spmd-case: dot_partial_device_order
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.DotPartialDeviceOrder commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 4
// xla-collective: all-reduce f32[16,256,1024]
// xla-note: operands and result in other device orders, but consistent: no collective-permute, only the all-reduce of the partial sums

module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%lhs: tensor<16x256x4096xf32> {mhlo.sharding = "{devices=[1,1,2,2]1,3,0,2 last_tile_dim_replicate}"}, %rhs: tensor<4096x2048xf32> {mhlo.sharding = "{devices=[2,2]3,1,2,0}"}) -> (tensor<16x256x2048xf32> {mhlo.sharding = "{devices=[1,1,2,2]2,3,0,1 last_tile_dim_replicate}"}) {
    %dot = stablehlo.dot_general %lhs, %rhs, contracting_dims = [2] x [0] {mhlo.sharding = "{devices=[1,1,2,2]2,3,0,1 last_tile_dim_replicate}"} : (tensor<16x256x4096xf32>, tensor<4096x2048xf32>) -> tensor<16x256x2048xf32>
    return %dot : tensor<16x256x2048xf32>
  }
}
