// RUN: hlomem-opt %s --split-input-file --hlomem-schedule='heuristic=list fusion=none' 2>/dev/null | FileCheck %s --check-prefix=LIST
// RUN: hlomem-opt %s --split-input-file --hlomem-schedule='heuristic=dfs fusion=none' 2>/dev/null | FileCheck %s --check-prefix=DFS
// RUN: hlomem-opt %s --split-input-file --hlomem-schedule='heuristic=postorder fusion=none' 2>/dev/null | FileCheck %s --check-prefix=POST
// RUN: hlomem-opt %s --split-input-file --hlomem-schedule=fusion=none 2>/dev/null | FileCheck %s --check-prefix=BEST
// RUN: hlomem-opt %s --split-input-file --hlomem-schedule='heuristic=list stats fusion=none' -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST-PEAK
// RUN: hlomem-opt %s --split-input-file --hlomem-schedule='heuristic=dfs stats fusion=none' -o /dev/null 2>&1 | FileCheck %s --check-prefix=DFS-PEAK
// RUN: hlomem-opt %s --split-input-file --hlomem-schedule='heuristic=postorder stats fusion=none' -o /dev/null 2>&1 | FileCheck %s --check-prefix=POST-PEAK
// RUN: hlomem-opt %s --split-input-file --hlomem-schedule='stats fusion=none' -o /dev/null --verify-diagnostics

// Three graphs on which XLA's three heuristics disagree, each won by a
// different one; the peaks are worked out by hand below (p, the argument,
// is 1 KiB and live throughout; a KxN f32 tensor is K KiB when N = 256).

// x (2 KiB) is needed last, h (8 KiB) only to make y (1 KiB).
//   program, list and post-order: x, h, y, z.
//     x: p+x = 3 KiB; h: p+x+h = 11; y: p+x+h+y = 12; z: p+x+y+z = 7.
//     peak 12 KiB = 12288 B.
//   The list scheduler takes x first: both are ready after p, and x
//   defines less (-2 KiB against -8 KiB). The post-order visits z's
//   operands in order, x first.
//   y's operand subtree holds more bytes (h + y = 9 KiB against 2), so
//   the DFS visits it first: h, y, x, z.
//     h: p+h = 9; y: p+h+y = 10; x: p+y+x = 4; z: 7.  peak 10240 B.
// LIST-LABEL: func.func @dfs_wins
// LIST-NEXT: -> tensor<2x256xf32>
// LIST-NEXT: -> tensor<8x256xf32>
// LIST-NEXT: stablehlo.slice
// LIST-NEXT: stablehlo.concatenate
// DFS-LABEL: func.func @dfs_wins
// DFS-NEXT: -> tensor<8x256xf32>
// DFS-NEXT: stablehlo.slice
// DFS-NEXT: -> tensor<2x256xf32>
// DFS-NEXT: stablehlo.concatenate
// POST-LABEL: func.func @dfs_wins
// POST-NEXT: -> tensor<2x256xf32>
// POST-NEXT: -> tensor<8x256xf32>
// POST-NEXT: stablehlo.slice
// POST-NEXT: stablehlo.concatenate
// BEST-LABEL: func.func @dfs_wins
// BEST-NEXT: -> tensor<8x256xf32>
// BEST-NEXT: stablehlo.slice
// BEST-NEXT: -> tensor<2x256xf32>
// LIST-PEAK: @dfs_wins in list order: peak 12288 B in program order, 12288 B scheduled
// DFS-PEAK: @dfs_wins in dfs order: peak 12288 B in program order, 10240 B scheduled
// POST-PEAK: @dfs_wins in postorder order: peak 12288 B in program order, 12288 B scheduled
// expected-remark@+1 {{@dfs_wins in dfs order (entry peak: list 12288 B, dfs 10240 B, postorder 12288 B): peak 12288 B in program order, 10240 B scheduled}}
func.func @dfs_wins(%p: tensor<256xf32>) -> tensor<3x256xf32> {
  %x = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<2x256xf32>
  %h = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<8x256xf32>
  %y = "stablehlo.slice"(%h) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 256>, strides = array<i64: 1, 1>}> : (tensor<8x256xf32>) -> tensor<1x256xf32>
  %z = "stablehlo.concatenate"(%x, %y) <{dimension = 0 : i64}> : (tensor<2x256xf32>, tensor<1x256xf32>) -> tensor<3x256xf32>
  return %z : tensor<3x256xf32>
}

// -----

// u (6 KiB) is needed last; h (4 KiB) only to make v (1 KiB); z is 24 B.
//   program, the DFS and post-order: u, h, v, z (the DFS as u's subtree
//   holds 6 KiB, v's 5 KiB; post-order as u is z's first operand).
//     u: p+u = 7; h: p+u+h = 11; v: p+u+h+v = 12; z: p+u+v+z = 8 KiB + 24.
//     peak 12288 B.
//   list: h defines less than u (-4 KiB against -6), then v frees h
//   (4 - 1 = 3 KiB): h, v, u, z.
//     h: p+h = 5; v: p+h+v = 6; u: p+v+u = 8; z: 8 KiB + 24 = 8216 B.
// LIST-LABEL: func.func @list_wins
// LIST-NEXT: -> tensor<4x256xf32>
// LIST-NEXT: stablehlo.slice
// LIST-NEXT: -> tensor<6x256xf32>
// LIST-NEXT: stablehlo.dot_general
// DFS-LABEL: func.func @list_wins
// DFS-NEXT: -> tensor<6x256xf32>
// DFS-NEXT: -> tensor<4x256xf32>
// POST-LABEL: func.func @list_wins
// POST-NEXT: -> tensor<6x256xf32>
// POST-NEXT: -> tensor<4x256xf32>
// BEST-LABEL: func.func @list_wins
// BEST-NEXT: -> tensor<4x256xf32>
// BEST-NEXT: stablehlo.slice
// BEST-NEXT: -> tensor<6x256xf32>
// LIST-PEAK: @list_wins in list order: peak 12288 B in program order, 8216 B scheduled
// DFS-PEAK: @list_wins in dfs order: peak 12288 B in program order, 12288 B scheduled
// POST-PEAK: @list_wins in postorder order: peak 12288 B in program order, 12288 B scheduled
// expected-remark@+1 {{@list_wins in list order (entry peak: list 8216 B, dfs 12288 B, postorder 12288 B): peak 12288 B in program order, 8216 B scheduled}}
func.func @list_wins(%p: tensor<256xf32>) -> tensor<6x1xf32> {
  %u = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<6x256xf32>
  %h = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<4x256xf32>
  %v = "stablehlo.slice"(%h) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 256>, strides = array<i64: 1, 1>}> : (tensor<4x256xf32>) -> tensor<1x256xf32>
  %z = "stablehlo.dot_general"(%u, %v) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<6x256xf32>, tensor<1x256xf32>) -> tensor<6x1xf32>
  return %z : tensor<6x1xf32>
}

// -----

// u1 (3 KiB) makes u (6 KiB), needed last; h (7 KiB) only makes v (1 KiB).
//   program, list and the DFS give u1, u, h, v, z (list: u1 defines less than h,
//   then u's -3 KiB beats h's -7; the DFS as u's subtree holds 9 KiB,
//   v's 8).
//     u1: p+u1 = 4; u: p+u1+u = 10; h: p+u+h = 14; v: p+u+h+v = 15;
//     z: p+u+v+z = 8 KiB + 24.  peak 15360 B.
//   post-order: v is z's first operand: h, v, u1, u, z.
//     h: p+h = 8; v: p+h+v = 9; u1: p+v+u1 = 5; u: p+v+u1+u = 11;
//     z: 8 KiB + 24.  peak 11264 B.
// LIST-LABEL: func.func @postorder_wins
// LIST-NEXT: -> tensor<3x256xf32>
// LIST-NEXT: stablehlo.concatenate
// LIST-NEXT: -> tensor<7x256xf32>
// DFS-LABEL: func.func @postorder_wins
// DFS-NEXT: -> tensor<3x256xf32>
// DFS-NEXT: stablehlo.concatenate
// DFS-NEXT: -> tensor<7x256xf32>
// POST-LABEL: func.func @postorder_wins
// POST-NEXT: -> tensor<7x256xf32>
// POST-NEXT: stablehlo.slice
// POST-NEXT: -> tensor<3x256xf32>
// POST-NEXT: stablehlo.concatenate
// POST-NEXT: stablehlo.dot_general
// BEST-LABEL: func.func @postorder_wins
// BEST-NEXT: -> tensor<7x256xf32>
// BEST-NEXT: stablehlo.slice
// LIST-PEAK: @postorder_wins in list order: peak 15360 B in program order, 15360 B scheduled
// DFS-PEAK: @postorder_wins in dfs order: peak 15360 B in program order, 15360 B scheduled
// POST-PEAK: @postorder_wins in postorder order: peak 15360 B in program order, 11264 B scheduled
// expected-remark@+1 {{@postorder_wins in postorder order (entry peak: list 15360 B, dfs 15360 B, postorder 11264 B): peak 15360 B in program order, 11264 B scheduled}}
func.func @postorder_wins(%p: tensor<256xf32>) -> tensor<1x6xf32> {
  %u1 = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<3x256xf32>
  %u = "stablehlo.concatenate"(%u1, %u1) <{dimension = 0 : i64}> : (tensor<3x256xf32>, tensor<3x256xf32>) -> tensor<6x256xf32>
  %h = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<7x256xf32>
  %v = "stablehlo.slice"(%h) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 256>, strides = array<i64: 1, 1>}> : (tensor<7x256xf32>) -> tensor<1x256xf32>
  %z = "stablehlo.dot_general"(%v, %u) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<1x256xf32>, tensor<6x256xf32>) -> tensor<1x6xf32>
  return %z : tensor<1x6xf32>
}

// -----

// Ties go as in XLA: list before DFS before post-order. Here every order
// is the program order (one chain: p+a+b = 4 KiB), and the list
// scheduler's is kept.
// BEST-LABEL: func.func @tie
// expected-remark@+1 {{@tie in list order (entry peak: list 4096 B, dfs 4096 B, postorder 4096 B): peak 4096 B in program order, 4096 B scheduled}}
func.func @tie(%p: tensor<256xf32>) -> tensor<1x256xf32> {
  %a = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<2x256xf32>
  %b = "stablehlo.slice"(%a) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 256>, strides = array<i64: 1, 1>}> : (tensor<2x256xf32>) -> tensor<1x256xf32>
  return %b : tensor<1x256xf32>
}
