// RUN: hlomem-opt %s --print-form=mlir --split-input-file --hlomem-schedule=heuristic=list 2>/dev/null | FileCheck %s
// RUN: hlomem-opt %s --print-form=mlir --split-input-file --hlomem-schedule=heuristic=dfs 2>/dev/null | FileCheck %s --check-prefix=UNIT
// RUN: hlomem-opt %s --print-form=mlir --split-input-file --hlomem-schedule=heuristic=postorder 2>/dev/null | FileCheck %s --check-prefix=UNIT
// RUN: hlomem-opt %s --print-form=mlir --split-input-file --hlomem-schedule 2>/dev/null | FileCheck %s --check-prefix=UNIT

// Region-holding ops move whole; their blocks are scheduled in turn, the
// terminator last. In the loop body the list scheduler runs the scalar
// counter update first (XLA clusters effective scalars), then the slice
// of %c (1 KiB) before the broadcast (4 KiB), and the slice right after
// the broadcast it frees.
// The body reads %c from the enclosing block: that use counts at the
// while, which therefore waits for %c's broadcast, though it defines less
// (the carry, 4 B more than the 1 KiB it frees, against 8 KiB) and would
// otherwise go first.
// CHECK-LABEL: func.func @loop
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.reshape
// CHECK-NEXT: -> tensor<8x256xf32>
// CHECK-NEXT: stablehlo.while
// CHECK: ^bb0
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.compare
// CHECK-NEXT: stablehlo.return
// CHECK: ^bb0
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.add
// CHECK-SAME: tensor<i32>
// CHECK-NEXT: stablehlo.slice
// CHECK-SAME: (tensor<8x256xf32>)
// CHECK-NEXT: -> tensor<4x256xf32>
// CHECK-NEXT: stablehlo.slice
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.return
// CHECK: return
// UNIT-LABEL: func.func @loop
// UNIT: -> tensor<8x256xf32>
// UNIT: stablehlo.while
// UNIT: stablehlo.slice
// UNIT: stablehlo.return
// UNIT: return
func.func @loop(%p: tensor<256xf32>) -> tensor<1x256xf32> {
  %c = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<8x256xf32>
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %init = "stablehlo.reshape"(%p) : (tensor<256xf32>) -> tensor<1x256xf32>
  %w:2 = "stablehlo.while"(%c0, %init) ({
  ^bb0(%i: tensor<i32>, %v: tensor<1x256xf32>):
    %lim = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %k = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%k) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<1x256xf32>):
    %wide = "stablehlo.broadcast_in_dim"(%v) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x256xf32>) -> tensor<4x256xf32>
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %s = "stablehlo.slice"(%wide) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 256>, strides = array<i64: 1, 1>}> : (tensor<4x256xf32>) -> tensor<1x256xf32>
    %from_c = "stablehlo.slice"(%c) <{start_indices = array<i64: 2, 0>, limit_indices = array<i64: 3, 256>, strides = array<i64: 1, 1>}> : (tensor<8x256xf32>) -> tensor<1x256xf32>
    %next = "stablehlo.add"(%s, %from_c) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %n = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%n, %next) : (tensor<i32>, tensor<1x256xf32>) -> ()
  }) : (tensor<i32>, tensor<1x256xf32>) -> (tensor<i32>, tensor<1x256xf32>)
  return %w#1 : tensor<1x256xf32>
}

// -----

// A callee's body is a block like any other: the list scheduler orders
// @callee as in test/schedule/heuristics.mlir's @list_wins (h, v, u, z),
// and calls move as units. In the branches of an if, each block is
// ordered on its own: the true branch as @callee. The if and the call
// tie (24 B defined, one user each); the if, ready last (after %flag),
// goes first.
// CHECK-LABEL: func.func @caller
// CHECK-NEXT: stablehlo.if
// CHECK-NEXT: -> tensor<4x256xf32>
// CHECK-NEXT: stablehlo.slice
// CHECK-NEXT: -> tensor<6x256xf32>
// CHECK-NEXT: stablehlo.dot_general
// CHECK-NEXT: stablehlo.return
// CHECK: }, {
// CHECK-NEXT: stablehlo.constant
// CHECK-NEXT: stablehlo.return
// CHECK: call @callee
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @callee
// CHECK-NEXT: -> tensor<4x256xf32>
// CHECK-NEXT: stablehlo.slice
// CHECK-NEXT: -> tensor<6x256xf32>
// CHECK-NEXT: stablehlo.dot_general
// CHECK-NEXT: return
// UNIT-LABEL: func.func @caller
// UNIT: stablehlo.if
// UNIT: stablehlo.dot_general
// UNIT-NEXT: stablehlo.return
// UNIT-LABEL: func.func private @callee
// UNIT: stablehlo.dot_general
// UNIT-NEXT: return
func.func @caller(%p: tensor<256xf32>, %flag: tensor<i1>) -> (tensor<6x1xf32>, tensor<6x1xf32>) {
  %r = func.call @callee(%p) : (tensor<256xf32>) -> tensor<6x1xf32>
  %q = "stablehlo.if"(%flag) ({
    %u = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<6x256xf32>
    %h = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<4x256xf32>
    %v = "stablehlo.slice"(%h) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 256>, strides = array<i64: 1, 1>}> : (tensor<4x256xf32>) -> tensor<1x256xf32>
    %z = "stablehlo.dot_general"(%u, %v) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<6x256xf32>, tensor<1x256xf32>) -> tensor<6x1xf32>
    "stablehlo.return"(%z) : (tensor<6x1xf32>) -> ()
  }, {
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<6x1xf32>}> : () -> tensor<6x1xf32>
    "stablehlo.return"(%zero) : (tensor<6x1xf32>) -> ()
  }) : (tensor<i1>) -> tensor<6x1xf32>
  return %r, %q : tensor<6x1xf32>, tensor<6x1xf32>
}
func.func private @callee(%p: tensor<256xf32>) -> tensor<6x1xf32> {
  %u = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<6x256xf32>
  %h = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<4x256xf32>
  %v = "stablehlo.slice"(%h) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 256>, strides = array<i64: 1, 1>}> : (tensor<4x256xf32>) -> tensor<1x256xf32>
  %z = "stablehlo.dot_general"(%u, %v) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<6x256xf32>, tensor<1x256xf32>) -> tensor<6x1xf32>
  return %z : tensor<6x1xf32>
}

// -----

// Nested regions: the reduce inside the loop body moves with its op, and
// its own block (one add and the return) keeps its terminator last.
// CHECK-LABEL: func.func @nested
// CHECK: stablehlo.while
// CHECK: stablehlo.reduce
// CHECK: stablehlo.add
// CHECK-NEXT: stablehlo.return
// UNIT-LABEL: func.func @nested
// UNIT: stablehlo.reduce
// UNIT: stablehlo.add
// UNIT-NEXT: stablehlo.return
func.func @nested(%x: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %w:2 = "stablehlo.while"(%c0, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<4x256xf32>):
    %lim = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %k = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%k) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<4x256xf32>):
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
    %s = "stablehlo.reduce"(%v, %init) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%t) : (tensor<f32>) -> ()
    }) : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    %sb = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<4x256xf32>
    %next = "stablehlo.subtract"(%v, %sb) : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %n = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%n, %next) : (tensor<i32>, tensor<4x256xf32>) -> ()
  }) : (tensor<i32>, tensor<4x256xf32>) -> (tensor<i32>, tensor<4x256xf32>)
  return %w#1 : tensor<4x256xf32>
}
