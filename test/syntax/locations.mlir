// Every op keeps its location in the input (MLIR's: where its name starts),
// in pretty and generic text alike, across ops that span lines and regions the
// translation rewrites; JAX's source ranges keep their start.
// RUN: hlomem-opt %s --print-form=pretty --mlir-print-debuginfo | FileCheck %s

func.func @f(%a: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a : tensor<4xf32>
      %1 = "stablehlo.negate"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.reduce(%1 init: %i) across dimensions = [0]
         : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%x: tensor<f32>, %y: tensor<f32>) {
    %3 = stablehlo.add %y, %x : tensor<f32>
    stablehlo.return %3 : tensor<f32>
  }
  %4 = stablehlo.add %2, %2 {attr = 1 : i64,
                             other = 2 : i64} : tensor<f32>
  %5 = stablehlo.multiply %4, %4 : tensor<f32> loc("train.py":3:4 to :9)
  %6:2 = stablehlo.while(%it = %5, %jt = %4) : tensor<f32>, tensor<f32>
   cond {
    %c = stablehlo.compare  LT, %it, %jt : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
      %7 = stablehlo.add %it, %jt : tensor<f32>
    stablehlo.return %7, %jt : tensor<f32>, tensor<f32>
  }
  return %6#0 : tensor<f32>
}
// CHECK: stablehlo.abs {{.*}} loc("{{.*}}locations.mlir":7:8)
// CHECK: stablehlo.negate {{.*}} loc("{{.*}}locations.mlir":8:12)
// CHECK: stablehlo.reduce(
// CHECK: reducer(
// CHECK: stablehlo.add {{.*}} loc("{{.*}}locations.mlir":12:10)
// CHECK: stablehlo.return {{.*}} loc("{{.*}}locations.mlir":13:5)
// CHECK: } loc("{{.*}}locations.mlir":9:8)
// CHECK: stablehlo.add {{.*}} {attr = 1 : i64, other = 2 : i64} : tensor<f32> loc("{{.*}}locations.mlir":15:8)
// CHECK: stablehlo.multiply {{.*}} loc("train.py":3:4)
// CHECK: cond {
// CHECK: stablehlo.compare {{.*}} loc("{{.*}}locations.mlir":20:10)
// CHECK: } do {
// CHECK: stablehlo.add {{.*}} loc("{{.*}}locations.mlir":23:12)
// CHECK: } loc("{{.*}}locations.mlir":18:10)
// CHECK: return {{.*}} loc("{{.*}}locations.mlir":26:3)
