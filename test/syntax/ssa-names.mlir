// SSA names are numbered as MLIR's AsmState numbers them, so the printer
// agrees with mlir-opt: each function from %0 and %arg0, a nested region
// after all values of its parent's region, sibling regions from the same
// number, an op of several results as one name (%0:2, used as %0#1). A
// registered op that names its own results (func.constant) leaves the
// naming to MLIR.
// RUN: hlomem-opt --split-input-file %s | FileCheck %s

func.func @names(%a: tensor<f32>, %p: tensor<i1>) -> (tensor<f32>, tensor<f32>) {
  %0:2 = "x.pair"(%a) : (tensor<f32>) -> (tensor<f32>, tensor<f32>)
  %1 = "stablehlo.if"(%p) ({
    %2 = "stablehlo.negate"(%0#1) : (tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%2) : (tensor<f32>) -> ()
  }, {
    %3 = "stablehlo.abs"(%0#0) : (tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%3) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  %4 = "x.region"(%1) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %5 = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "x.yield"(%5) : (tensor<f32>) -> ()
  }) : (tensor<f32>) -> tensor<f32>
  %6 = "stablehlo.add"(%4, %1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %6, %0#1 : tensor<f32>, tensor<f32>
}
func.func @second(%b: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.negate"(%b) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
// CHECK-LABEL: func.func @names(%arg0: tensor<f32>, %arg1: tensor<i1>)
// CHECK-NEXT: %0:2 = "x.pair"(%arg0)
// CHECK-NEXT: %1 = "stablehlo.if"(%arg1) ({
// CHECK-NEXT:   %4 = stablehlo.negate %0#1 : tensor<f32>
// CHECK-NEXT:   stablehlo.return %4 : tensor<f32>
// CHECK-NEXT: }, {
// CHECK-NEXT:   %4 = stablehlo.abs %0#0 : tensor<f32>
// CHECK:      %2 = "x.region"(%1) ({
// CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
// CHECK-NEXT:   %4 = stablehlo.add %arg2, %arg3 : tensor<f32>
// CHECK:      %3 = stablehlo.add %2, %1 : tensor<f32>
// CHECK-NEXT: return %3, %0#1 : tensor<f32>, tensor<f32>
// CHECK-LABEL: func.func @second(%arg0: tensor<f32>)
// CHECK-NEXT: %0 = stablehlo.negate %arg0 : tensor<f32>

// -----

func.func @hint() -> (() -> ()) {
  %f = func.constant @callee : () -> ()
  %0 = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
  return %f : () -> ()
}
func.func @callee() {
  return
}
// CHECK-LABEL: func.func @hint()
// CHECK-NEXT: %f = "func.constant"() <{value = @callee}> : () -> (() -> ())
// CHECK-NEXT: %0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
