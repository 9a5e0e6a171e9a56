// RUN: hlomem-opt %s --hlomem-dce --cse --print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// CHECK: // -----// IR Dump After func.func(hlomem-dce) //----- //
// CHECK-NOT: stablehlo.exponential
// CHECK: stablehlo.negate
// CHECK: // -----// IR Dump After cse //----- //
// CHECK: stablehlo.negate
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.exponential"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
