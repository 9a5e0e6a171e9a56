// spmd-case: tiled_to_tiled_reduce_output_reshard
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.TiledToTiledReduceOutputReshard commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-collective: dynamic-slice f32[4,16,32,128]
// xla-collective: all-reduce f32[128]
// xla-collective: dynamic-slice f32[64]
// xla-note: reduce over a split dimension into a split result: all-reduce then slice, a reduce-scatter
// xla-note: XLA's partitioner writes a reduce-scatter as all-reduce then dynamic-slice; ReduceScatterCreator, a later pass, fuses the pair
// xla-note: an unannotated parameter is replicated; the sharded copy of it is a dynamic-slice of the whole parameter (then a local copy)

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%param0: tensor<4x32x32x128xf32>) -> (tensor<128xf32> {mhlo.sharding = "{devices=[2]0,1}"}) {
    %param0_copy = "mhlo.copy"(%param0) {mhlo.sharding = "{devices=[1,2,1,1]0,1}"} : (tensor<4x32x32x128xf32>) -> tensor<4x32x32x128xf32>
    %constant_1 = stablehlo.constant {mhlo.sharding = "{replicated}"} dense<0.000000e+00> : tensor<f32>
    %reduce = stablehlo.reduce(%param0_copy init: %constant_1) applies stablehlo.add across dimensions = [0, 1, 2] {mhlo.sharding = "{devices=[2]0,1}"} : (tensor<4x32x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    return %reduce : tensor<128xf32>
  }
}
