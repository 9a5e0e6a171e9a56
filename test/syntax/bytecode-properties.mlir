// Read from bytecode, an op's <{...}> properties are learned from MLIR's
// generic print of what it read (there is no text to scan): the op with a
// property its format does not know still prints generic, nothing lost.
// RUN: hlomem-opt %s --emit-bytecode -o %t.mlirbc
// RUN: hlomem-opt %t.mlirbc | FileCheck %s

func.func @f(%a: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.negate"(%a) <{extra = 1 : i64}> : (tensor<3xf32>) -> tensor<3xf32>
  %1 = "x.c"(%0) <{value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>, u}> : (tensor<3xf32>) -> tensor<3xf32>
  %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<2x3xf32>
  %3 = "stablehlo.reduce"(%2, %a) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %4 = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%4) : (tensor<f32>) -> ()
  }) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %3 : tensor<3xf32>
}
// CHECK-LABEL: func.func @f(%arg0: tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: %0 = "stablehlo.negate"(%arg0) <{extra = 1 : i64}> : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: %1 = "x.c"(%0) <{u, value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>}> : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %3 = stablehlo.reduce(%2 init: %arg0) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<3xf32>
