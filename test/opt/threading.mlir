// Diagnostics of a pass running on many functions in parallel come out in
// module order, the same with and without threads.
// RUN: hlomem-opt %s --hlomem-dce=stats -o /dev/null 2>&1 | FileCheck %s
// RUN: hlomem-opt %s --hlomem-dce=stats -o /dev/null --mlir-disable-threading 2>&1 | FileCheck %s
// CHECK: removed 1 dead ops from @f0
// CHECK-NEXT: removed 1 dead ops from @f1
// CHECK-NEXT: removed 1 dead ops from @f2
// CHECK-NEXT: removed 1 dead ops from @f3
// CHECK-NEXT: removed 1 dead ops from @f4
// CHECK-NEXT: removed 1 dead ops from @f5
// CHECK-NEXT: removed 1 dead ops from @f6
// CHECK-NEXT: removed 1 dead ops from @f7
func.func @f0(%a: tensor<4xf32>) { %0 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return }
func.func @f1(%a: tensor<4xf32>) { %0 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return }
func.func @f2(%a: tensor<4xf32>) { %0 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return }
func.func @f3(%a: tensor<4xf32>) { %0 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return }
func.func @f4(%a: tensor<4xf32>) { %0 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return }
func.func @f5(%a: tensor<4xf32>) { %0 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return }
func.func @f6(%a: tensor<4xf32>) { %0 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return }
func.func @f7(%a: tensor<4xf32>) { %0 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return }
