// spmd-case: tiled_all_reduce
// xla-source: openxla/xla xla/service/spmd/spmd_partitioner_test.cc SpmdPartitioningTest.TiledAllReduce commit=c9400163701ac34826adf0c96e95fe7289705f49 license=Apache-2.0
// xla-devices: 2
// xla-expect: none
// xla-note: the program's own all-reduce over a split value: the partitioner keeps it on the local tile f32[2,3] and adds nothing (explicit collectives are the program)

module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%parameter: tensor<3x3xf32> {mhlo.sharding = "{devices=[2,1]0,1}"}) -> (tensor<3x3xf32> {mhlo.sharding = "{devices=[2,1]0,1}"}) {
    %all_reduce = "stablehlo.all_reduce"(%parameter) <{replica_groups = dense<> : tensor<0x0xi64>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %add = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %add : tensor<f32>
    }) {mhlo.sharding = "{devices=[2,1]0,1}"} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %all_reduce : tensor<3x3xf32>
  }
}
