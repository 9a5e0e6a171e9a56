// spmd-case: tiled_to_replicated_reduce
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.TiledToReplicatedReduce commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-collective: dynamic-slice f32[2,3]
// xla-collective: all-reduce f32[]
// xla-note: a constant f32[3,3] split unevenly 2 ways: kept whole, padded to f32[4,3] and sliced to f32[2,3] per device (HandleConstant takes only even splits); the padded rows are masked with select, the local sums all-reduced (shape derived: the reduce's scalar, which all-reduce keeps)

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main() -> (tensor<f32> {mhlo.sharding = "{replicated}"}) {
    %constant = stablehlo.constant {mhlo.sharding = "{devices=[2,1]0,1}"} dense<1.000000e+00> : tensor<3x3xf32>
    %constant_1 = stablehlo.constant {mhlo.sharding = "{replicated}"} dense<0.000000e+00> : tensor<f32>
    %reduce = stablehlo.reduce(%constant init: %constant_1) applies stablehlo.add across dimensions = [0, 1] {mhlo.sharding = "{replicated}"} : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    return %reduce : tensor<f32>
  }
}
