// hlomem-remat on XLA's fusion (its default model, as the memory report's):
// a value fused into its readers has no buffer, and a reader keeps what
// the fused value reads alive. Each [16, 16] f32 value is 1 KiB, each
// [64, 16] one 4 KiB; the arguments (5 KiB) live throughout.
//
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='budget=10KiB' | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='budget=10KiB stats' -o /dev/null --verify-diagnostics
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='budget=10KiB' --hlomem-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='budget=10KiB stats' -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %hlomem-diff %s --split-input-file --hlomem-remat='budget=10KiB' | FileCheck %s --check-prefix=DIFFS
// RUN: %hlomem-xla-check %s --split-input-file --hlomem-remat='budget=10KiB' | FileCheck %s --check-prefix=XLA
// DIFFS: hlomem-diff: 2 functions agree, 0 skipped, 0 differ
// XLA: 0 rises; results: 2 agree, 0 skipped, 0 differ
// DIFF: hlomem-diff: 1 function agree, 1 skipped, 0 differ
//
// A clone XLA would fuse at a cost: on JAX's MLP step at 50%, the clone of
// the ReLU's gradient (select(%x > 0, %g, 0)) made for the bias gradient's
// reduction alone would be computed inside that reduction, which would
// then read the pre-activation's dot and %g, keeping them live to it:
// 7568 B rather than the schedule's 7440 B. An optimization barrier holds
// it in its buffer instead; without barriers the pass says what XLA makes
// of it.
// RUN: hlomem-opt %S/Inputs/jax-mlp-one-device.mlir --hlomem-cse -o %t.mlp.mlir
// RUN: hlomem-opt %t.mlp.mlir --hlomem-remat='budget=50% stats' -o %t.held.mlir 2>&1 | FileCheck %s --check-prefix=HELD
// RUN: hlomem-opt %t.held.mlir --hlomem-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=HELD-REPORT
// RUN: hlomem-opt %t.mlp.mlir --hlomem-remat='budget=50% barriers=false stats' -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNHELD
// RUN: %hlomem-diff %t.mlp.mlir --hlomem-remat='budget=50%' | FileCheck %s --check-prefix=DIFF
// HELD: peak 8100 B -> 7440 B (budget 4050 B, 50.0% of the peak), out of reach; {{.*}}, 1 holding a buffer XLA's fusion would take in
// HELD-REPORT: @main: peak 7.27 KiB (7440 B)
// UNHELD: remark: hlomem-remat: @main: without barriers, XLA's fusion takes in 1 value the schedule keeps in buffers: the rewritten function peaks at 7568 B, the schedule at 7440 B
// UNHELD: peak 8100 B -> 7568 B

// A value read after the peak only through a fused op: %e = exp(%a) has no
// buffer, and %r's kernel computes it from %a, so %a lives to %r:
//   %big {x y a big} 5120 + 1024 + 4096 = 10240, %s {x y a big s} 11264
//   <- peak, %r {x y a s r} 7168 (%r may take %s's buffer).
// Recomputing %a after the peak clones %e with it, so that %r's kernel
// reads the clone: %s {x y big s} 10240, %a' {x y s a'} 7168. Nothing is
// left of the originals (moved: 2 ops cloned, 2 dropped).
// CHECK-LABEL: func.func @fused_reader
// CHECK:      %[[BIG:.+]] = stablehlo.dot_general %arg1, %arg0
// CHECK-NEXT: %[[S:.+]] = stablehlo.dot_general %[[BIG]], %arg1
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %[[S]]
// CHECK-NEXT: %[[A:.+]] = stablehlo.dot_general %[[P]]#0, %[[P]]#0
// CHECK-NEXT: %[[E:.+]] = stablehlo.exponential %[[A]]
// CHECK-NEXT: %[[R:.+]] = stablehlo.add %[[E]], %[[P]]#1
// CHECK-NEXT: return %[[R]]
// REPORT: @fused_reader: peak 10.00 KiB (10240 B)
// expected-remark@+1 {{hlomem-remat: @fused_reader: peak 11264 B -> 10240 B (budget 10240 B, 90.9% of the peak); recomputed 1 value: 2 ops cloned, 2 dropped}}
func.func @fused_reader(%x: tensor<16x16xf32>, %y: tensor<64x16xf32>) -> tensor<16x16xf32> {
  %a = "stablehlo.dot_general"(%x, %x) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %e = stablehlo.exponential %a : tensor<16x16xf32>
  %big = "stablehlo.dot_general"(%y, %x) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<64x16xf32>
  %s = "stablehlo.dot_general"(%big, %y) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<16x16xf32>
  %r = stablehlo.add %e, %s : tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// -----

// A clone XLA fuses where its original was a buffer: %v = exp(%x) is
// stored, since a dot reads it; recomputed after the peak for the
// reduction alone, it is taken into the reduction's kernel, which reads
// %x, an argument. The schedule counts the clone's 1 KiB at its point
// ({x y s v'} 7168 B), XLA nothing; the peak, 10240 B at %s, is the same
// either way, so the clone is left to XLA.
//   before: %big {x y v big} 10240, %s {x y v big s} 11264 <- peak
//   after:  %s {x y big s} 10240
// CHECK-LABEL: func.func @fused_apart
// CHECK:      %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %{{.+}}
// CHECK-NEXT: %[[V:.+]] = stablehlo.exponential %[[P]]#0
// CHECK-NEXT: stablehlo.reduce(%[[V]] init:
// REPORT: @fused_apart: peak 10.00 KiB (10240 B)
// STATS: @fused_apart: {{.*}} pinned by 1 optimization barrier; XLA's fusion takes in 1 value the schedule buffers, at no cost;
// expected-remark@+1 {{hlomem-remat: @fused_apart: peak 11264 B -> 10240 B (budget 10240 B, 90.9% of the peak); recomputed 1 value: 1 op cloned, 0 dropped}}
func.func @fused_apart(%x: tensor<16x16xf32>, %y: tensor<64x16xf32>) -> (tensor<16x16xf32>, tensor<16xf32>) {
  %v = stablehlo.exponential %x : tensor<16x16xf32>
  %d = "stablehlo.dot_general"(%v, %x) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %big = "stablehlo.dot_general"(%y, %d) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<64x16xf32>
  %s = "stablehlo.dot_general"(%big, %y) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<16x16xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%v init: %z) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
  return %s, %r : tensor<16x16xf32>, tensor<16xf32>
}
