// RUN: hlomem-opt %s --verify-each=false --hlomem-schedule=heuristic=list | FileCheck %s
// RUN: hlomem-opt %s --verify-each=false --hlomem-schedule=heuristic=dfs | FileCheck %s
// RUN: hlomem-opt %s --verify-each=false --hlomem-schedule=heuristic=postorder | FileCheck %s
// RUN: hlomem-opt %s --verify-each=false --hlomem-schedule | FileCheck %s

// The regions of unregistered ops are graph regions: MLIR lets a value be
// used before its definition there, and these two negates use each other.
// hlomem's structure check rejects that (test/errors/barriers.mlir); an
// embedder that runs the pass without it (here --verify-each=false) gets
// the block back as it was.
// No order keeps both uses after their definitions, so the block keeps
// its program order under every heuristic (left free, the list scheduler
// would run the scalar exponential first), and the pass does not fail.
// CHECK-LABEL: func.func @cycle
// CHECK: stablehlo.negate
// CHECK-NEXT: stablehlo.exponential
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: stablehlo.return
func.func @cycle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.map"(%x) <{dimensions = array<i64: 0>}> ({
  ^bb0(%e: tensor<f32>):
    %a = "stablehlo.negate"(%b) : (tensor<f32>) -> tensor<f32>
    %c = "stablehlo.exponential"(%e) : (tensor<f32>) -> tensor<f32>
    %b = "stablehlo.negate"(%a) : (tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%c) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
