// Several top-level ops are wrapped in a module, as mlir-opt does; so is a
// single func.func. Locations keep the file's lines and columns.
// RUN: hlomem-opt %s | FileCheck %s
// RUN: hlomem-opt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// CHECK: module {
// CHECK-NEXT: func.func @f
// CHECK: func.func @g
// LOC: stablehlo.negate %arg0 : tensor<f32> loc("{{.*}}implicit-module.mlir":[[@LINE+2]]:8)
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.negate"(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @g() {
  return
}
