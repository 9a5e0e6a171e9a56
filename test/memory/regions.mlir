// Transient peaks inside regions and callees (calls as boxes: inline=false).
// RUN: hlomem-opt %s --hlomem-memory-report='inline=false fusion=none' -o /dev/null 2>&1 | FileCheck %s

// The while holds x (4096), the counter (4) and its two results (4, 4096):
// 8200 live; its body creates a 16384-byte broadcast and a 4-byte constant
// that it does not yield, so the transient is 16388.
// CHECK-LABEL: @loop: peak 24.01 KiB (24588 B) at op 2 of 3, stablehlo.while
// CHECK-NEXT: live 8.01 KiB + transient 16.00 KiB inside stablehlo.while, at stablehlo.constant at {{.*}}regions.mlir:21:
func.func @loop(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%c0, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<1024xf32>):
    %lim = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<1024xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %n = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %big = "stablehlo.broadcast_in_dim"(%v) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<4x1024xf32>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
    %s = "stablehlo.reduce"(%big, %init) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%t) : (tensor<f32>) -> ()
    }) : (tensor<4x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    "stablehlo.return"(%n, %s) : (tensor<i32>, tensor<1024xf32>) -> ()
  }) : (tensor<i32>, tensor<1024xf32>) -> (tensor<i32>, tensor<1024xf32>)
  return %r#1 : tensor<1024xf32>
}

// The callee's local peak (what it creates and does not return: the
// broadcast and the constant, 16388 B) is the transient of the call.
// CHECK-LABEL: @caller: peak 24.00 KiB (24580 B) at op 1 of 2, func.call
// CHECK-NEXT: live 8.00 KiB + transient 16.00 KiB inside @widen, at stablehlo.constant
func.func @caller(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %y = func.call @widen(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  return %y : tensor<1024xf32>
}

// On its own, @widen holds its argument, the broadcast, the constant and
// the result at the reduce.
// CHECK-LABEL: @widen: peak 24.00 KiB (24580 B) at op 3 of 4, stablehlo.reduce
// CHECK: as a callee: 16.00 KiB local peak
func.func private @widen(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %b = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<4x1024xf32>
  %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %c = "stablehlo.reduce"(%b, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %t = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<4x1024xf32>, tensor<f32>) -> tensor<1024xf32>
  return %c : tensor<1024xf32>
}

// Calls through two levels: @outer's call holds @caller's local peak, which
// contains @widen's.
// CHECK-LABEL: @outer: peak 24.00 KiB (24580 B) at op 1 of 2, func.call
// CHECK-NEXT: inside @caller > @widen, at stablehlo.constant
func.func @outer(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %y = func.call @caller(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  return %y : tensor<1024xf32>
}

// By default the report measures the program with its calls inlined, as
// XLA allocates it: the peak is at the callee's reduce, in each caller.
// RUN: hlomem-opt %s --hlomem-memory-report=fusion=none -o /dev/null 2>&1 | FileCheck %s --check-prefix=INLINED
// INLINED: calls: 2 inlined, as XLA does before it allocates
// INLINED: @loop: peak 24.01 KiB (24588 B) at op 2 of 3, stablehlo.while
// INLINED: @caller: peak 24.00 KiB (24580 B) at op 3 of 4, stablehlo.reduce at {{.*}}regions.mlir:[[#WIDEN_REDUCE:]]:8
// INLINED: @outer: peak 24.00 KiB (24580 B) at op 3 of 4, stablehlo.reduce at {{.*}}regions.mlir:[[#WIDEN_REDUCE]]:8
// INLINED-NOT: @widen
