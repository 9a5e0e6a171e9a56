// A recomputation inside a loop body needs its barrier all the same.
// jax.checkpoint turns prevent_cse off inside scan bodies because there the
// recomputation and the original lie in two different loops (the backward
// scan's body and the forward's), which no CSE merges across. hlomem-remat
// clones into the block of the original: here @step, the body of @main's
// loop, which XLA inlines into the loop body. The clone of %b and %b then
// share one computation, so the clone reads %p through a barrier tied to
// %s1, as anywhere else.
//
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=14KiB function=step stats' 2>&1 | FileCheck %s
// RUN: %hlomem-diff %s --hlomem-remat='fusion=none budget=14KiB function=step' | FileCheck %s --check-prefix=DIFF
// DIFF: hlomem-diff: 2 functions agree, 0 skipped, 0 differ

// CHECK: remark: hlomem-remat: @step: peak 16388 B -> 12292 B (budget 14336 B, {{.*}}), pinned by 1 optimization barrier;
// CHECK-LABEL: func.func @main(
// CHECK:      stablehlo.while
// CHECK:      func.call @step(
// CHECK-LABEL: func.func private @step(
// CHECK:      %[[S1:.+]] = stablehlo.slice
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %[[S1]]
// CHECK-NEXT: %[[B:.+]] = stablehlo.broadcast_in_dim %[[P]]#0
// CHECK-NEXT: stablehlo.concatenate %[[B]], %[[P]]#1

func.func @main(%p: tensor<f32>) -> tensor<1xf32> {
  %i0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %r:2 = "stablehlo.while"(%i0, %init) ({
  ^bb0(%i: tensor<i32>, %acc: tensor<1xf32>):
    %n = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %lt = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%lt) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %acc: tensor<1xf32>):
    %y = func.call @step(%p) : (tensor<f32>) -> tensor<1xf32>
    %acc2 = "stablehlo.add"(%acc, %y) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%i2, %acc2) : (tensor<i32>, tensor<1xf32>) -> ()
  }) : (tensor<i32>, tensor<1xf32>) -> (tensor<i32>, tensor<1xf32>)
  return %r#1 : tensor<1xf32>
}

// XLA's classic case (xla-classic.mlir) as the loop's step.
func.func private @step(%p: tensor<f32>) -> tensor<1xf32> {
  %b = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
  %n = "stablehlo.negate"(%b) : (tensor<1024xf32>) -> tensor<1024xf32>
  %c1 = "stablehlo.concatenate"(%n, %n) <{dimension = 0 : i64}> : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<2048xf32>
  %s1 = "stablehlo.slice"(%c1) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1xf32>
  %c2 = "stablehlo.concatenate"(%b, %s1) <{dimension = 0 : i64}> : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1025xf32>
  %s2 = "stablehlo.slice"(%c2) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<1025xf32>) -> tensor<1xf32>
  return %s2 : tensor<1xf32>
}
