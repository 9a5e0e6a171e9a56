// RUN: hlomem-opt %s --split-input-file --hlomem-schedule='heuristic=list fusion=none' 2>/dev/null | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-schedule='heuristic=list stats fusion=none' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PEAK
// RUN: hlomem-opt %s --split-input-file --hlomem-schedule=fusion=none 2>/dev/null | FileCheck %s --check-prefix=BEST

// A recomputation left free is hoisted back next to its original: x2
// recomputes x for the last use, but reads only the argument, so the list
// scheduler runs it at once (tied with x, it is p's newer user), and both
// 8 KiB copies are live together.
//   list: x2, x, y, t, z.  y: p+x2+x+y = 18 KiB = 18432 B.
//   program order: x: p+x = 9; y: p+x+y = 10; t: p+y+t = 3;
//   x2: p+t+x2 = 10; z: p+t+x2+z = 10 KiB + 32 = 10272 B.
// CHECK-LABEL: func.func @unpinned
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.slice
// PEAK: @unpinned in list order: peak 10272 B in program order, 18432 B scheduled
func.func @unpinned(%p: tensor<256xf32>) -> tensor<8x1xf32> {
  %x = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<8x256xf32>
  %y = "stablehlo.slice"(%x) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 256>, strides = array<i64: 1, 1>}> : (tensor<8x256xf32>) -> tensor<1x256xf32>
  %t = "stablehlo.negate"(%y) : (tensor<1x256xf32>) -> tensor<1x256xf32>
  %x2 = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<8x256xf32>
  %z = "stablehlo.dot_general"(%x2, %t) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<8x256xf32>, tensor<1x256xf32>) -> tensor<8x1xf32>
  return %z : tensor<8x1xf32>
}

// -----

// Pinned as jax.checkpoint(prevent_cse=True) pins it: x2 reads p through
// an optimization barrier that also takes t, so x2 cannot run before t
// exists, whatever the heuristic. The barrier is an ordinary op: it only
// waits for its operands, and its users wait for it. Its results are its
// operands' buffers, so it frees and defines nothing of its own.
//   list: x, y, t, barrier, x2, z: the program order, and its peak.
// CHECK-LABEL: func.func @pinned
// CHECK-NEXT: -> tensor<8x256xf32>
// CHECK-NEXT: stablehlo.slice
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: stablehlo.optimization_barrier
// CHECK-NEXT: -> tensor<8x256xf32>
// CHECK-NEXT: stablehlo.dot_general
// BEST-LABEL: func.func @pinned
// BEST: stablehlo.negate
// BEST: stablehlo.optimization_barrier
// BEST: -> tensor<8x256xf32>
// BEST: stablehlo.dot_general
// PEAK: @pinned in list order: peak [[PINNED:[0-9]+]] B in program order, [[PINNED]] B scheduled
func.func @pinned(%p: tensor<256xf32>) -> tensor<8x1xf32> {
  %x = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<8x256xf32>
  %y = "stablehlo.slice"(%x) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 256>, strides = array<i64: 1, 1>}> : (tensor<8x256xf32>) -> tensor<1x256xf32>
  %t = "stablehlo.negate"(%y) : (tensor<1x256xf32>) -> tensor<1x256xf32>
  %b:2 = "stablehlo.optimization_barrier"(%p, %t) : (tensor<256xf32>, tensor<1x256xf32>) -> (tensor<256xf32>, tensor<1x256xf32>)
  %x2 = "stablehlo.broadcast_in_dim"(%b#0) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<8x256xf32>
  %z = "stablehlo.dot_general"(%x2, %b#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<8x256xf32>, tensor<1x256xf32>) -> tensor<8x1xf32>
  return %z : tensor<8x1xf32>
}

// -----

// A barrier does not pin what does not depend on it: the negate of the
// argument is free to run first, before the barrier and its operands.
// CHECK-LABEL: func.func @independent
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.optimization_barrier
func.func @independent(%p: tensor<256xf32>) -> (tensor<4x256xf32>, tensor<256xf32>) {
  %w = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<4x256xf32>
  %b = "stablehlo.optimization_barrier"(%w) : (tensor<4x256xf32>) -> tensor<4x256xf32>
  %n = "stablehlo.negate"(%p) : (tensor<256xf32>) -> tensor<256xf32>
  return %b, %n : tensor<4x256xf32>, tensor<256xf32>
}
