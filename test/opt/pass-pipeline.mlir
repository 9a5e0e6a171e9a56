// hlomem passes mix with upstream ones in a textual pipeline, with or
// without the builtin.module anchor, and as per-pass flags. (Upstream
// inline leaves StableHLO calls alone: MLIR inlines only ops whose dialect
// says they may be, and StableHLO is unregistered here.)
// RUN: hlomem-opt %s --pass-pipeline='builtin.module(inline,func.func(hlomem-dce{stats=false}),canonicalize,cse,symbol-dce)' | FileCheck %s
// RUN: hlomem-opt %s --pass-pipeline='inline, hlomem-dce, canonicalize, cse, symbol-dce' | FileCheck %s
// RUN: hlomem-opt %s --inline --hlomem-dce --canonicalize --cse --symbol-dce | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-NEXT: call @helper
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @helper
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: return
// CHECK-NOT: func.func private @unused
// CHECK-NOT: stablehlo.exponential
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @helper(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @helper(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.exponential"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @unused(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
