// How hlomem-remat pins what it recomputes (emit.c). XLA would undo a
// recomputation as emitted: its CSE merges a clone with its original (same
// op, same operands), and its scheduler may run a clone right after its
// original. So each group of clones placed before one op reads the values
// it does not compute through one stablehlo.optimization_barrier, which
// also holds a tie: the consumer's operand computed last (read by the
// consumer from the barrier too), else the value computed last before the
// group. No CSE can merge a clone then, nor a schedule run it before the
// tie exists. The barriers add no bytes: their results are their
// operands' buffers, and the peaks are those the search computed.
//
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=12304' | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=12304 stats' -o /dev/null --verify-diagnostics
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=12304' --hlomem-memory-report=fusion=none -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=12304 stats-json=-' -o /dev/null | FileCheck %s --check-prefix=JSON
//
// Neither MLIR's CSE nor hlomem-dce undoes it: the output is the same.
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=12304' --cse --hlomem-dce | FileCheck %s
//
// barriers=false, as jax.checkpoint(prevent_cse=False), for a consumer
// that neither merges nor reorders: the same clones, reading the originals.
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=12304 barriers=false' | FileCheck %s --check-prefix=OFF --implicit-check-not=optimization_barrier
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=12304 barriers=false stats' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF-STATS
// OFF-STATS-COUNT-5: (+{{.*}}% of the step), not pinned (barriers=false); knapsack
//
// JSON: "function": "latest_operand",
// JSON: "barriers": true,
// JSON-NEXT: "barriers_added": 1,
// JSON-NEXT: "clones_unpinned": 0,
// JSON: "function": "constant",
// JSON: "barriers_added": 1,
// JSON-NEXT: "clones_unpinned": 1,

// The consumer %c2 reads %e, %b and %s1; %b is recomputed before it. The
// tie is %s1, the operand computed last (after the peak, %c1), which %c2
// then reads from the barrier; %e, computed before, is read directly. The
// clone of %b reads %p from the barrier.
//   %e 8, %b 4104, %n 8200, %c1 {p q e b n c1} 16400 <- peak.
// After: %c1 {p q e n c1} 12304, %b' {p q e s1 b'} 4108.
// CHECK-LABEL: func.func @latest_operand(
// CHECK:      %[[E:.+]] = stablehlo.exponential %arg1
// CHECK:      %[[S1:.+]] = stablehlo.slice
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %[[S1]] : tensor<f32>, tensor<1xf32>
// CHECK-NEXT: %[[B:.+]] = stablehlo.broadcast_in_dim %[[P]]#0
// CHECK-NEXT: %[[C2:.+]] = stablehlo.concatenate %[[E]], %[[B]], %[[P]]#1
// CHECK-NEXT: stablehlo.slice %[[C2]]
// REPORT: @latest_operand: peak 12.02 KiB (12304 B)
// OFF-LABEL: func.func @latest_operand(
// OFF:       stablehlo.slice
// OFF-NEXT:  %[[B:.+]] = stablehlo.broadcast_in_dim %arg0
// OFF-NEXT:  stablehlo.concatenate %{{.+}}, %[[B]], %{{.+}}
// expected-remark@+1 {{hlomem-remat: @latest_operand: peak 16400 B -> 12304 B (budget 12304 B, 75.0% of the peak); recomputed 1 value: 1 op cloned, 0 dropped, 0 FLOP, 1.2 ns on h100 (+8.33% of the step), pinned by 1 optimization barrier;}}
func.func @latest_operand(%p: tensor<f32>, %q: tensor<1xf32>) -> tensor<1xf32> {
  %e = "stablehlo.exponential"(%q) : (tensor<1xf32>) -> tensor<1xf32>
  %b = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
  %n = "stablehlo.negate"(%b) : (tensor<1024xf32>) -> tensor<1024xf32>
  %c1 = "stablehlo.concatenate"(%n, %n, %e) <{dimension = 0 : i64}> : (tensor<1024xf32>, tensor<1024xf32>, tensor<1xf32>) -> tensor<2049xf32>
  %s1 = "stablehlo.slice"(%c1) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2049xf32>) -> tensor<1xf32>
  %c2 = "stablehlo.concatenate"(%e, %b, %s1) <{dimension = 0 : i64}> : (tensor<1xf32>, tensor<1024xf32>, tensor<1xf32>) -> tensor<1026xf32>
  %s2 = "stablehlo.slice"(%c2) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<1026xf32>) -> tensor<1xf32>
  return %s2 : tensor<1xf32>
}

// -----

// Two chains before one use share one barrier. %m reads nothing but the
// two recomputed values, so the tie is the value computed last before the
// clones, %s1 (returned, so it lives past them anyway).
//   %b1 4104, %b2 8200, %n 12296, %c1 {p q b1 b2 n c1} 20488 <- peak.
// After: %c1 {p q n c1} 12296 <- peak, %m {p q s1 b1' b2'} 8204 (%m
// writes over b1', which dies there).
// CHECK-LABEL: func.func @shared(
// CHECK:      %[[S1:.+]] = stablehlo.slice
// CHECK-NEXT: %[[P:.+]]:3 = stablehlo.optimization_barrier %arg0, %arg1, %[[S1]]
// CHECK-NEXT: %[[B1:.+]] = stablehlo.broadcast_in_dim %[[P]]#0
// CHECK-NEXT: %[[B2:.+]] = stablehlo.broadcast_in_dim %[[P]]#1
// CHECK-NEXT: %[[M:.+]] = stablehlo.multiply %[[B1]], %[[B2]]
// CHECK-NEXT: return %[[M]], %[[S1]]
// REPORT: @shared: peak 12.01 KiB (12296 B)
// OFF-LABEL: func.func @shared(
// expected-remark@+1 {{hlomem-remat: @shared: peak 20488 B -> 12296 B (budget 12304 B, 60.1% of the peak); recomputed 2 values: 2 ops cloned, 0 dropped, 0 FLOP, 2.4 ns on h100 (+14.30% of the step), pinned by 1 optimization barrier;}}
func.func @shared(%p: tensor<f32>, %q: tensor<f32>) -> (tensor<1024xf32>, tensor<1xf32>) {
  %b1 = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
  %b2 = "stablehlo.broadcast_in_dim"(%q) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
  %n = "stablehlo.add"(%b1, %b2) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %c1 = "stablehlo.concatenate"(%n, %n) <{dimension = 0 : i64}> : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<2048xf32>
  %s1 = "stablehlo.slice"(%c1) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1xf32>
  %m = "stablehlo.multiply"(%b1, %b2) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %m, %s1 : tensor<1024xf32>, tensor<1xf32>
}

// -----

// The consumer's only operand is the recomputed value: the tie is %s1,
// the value computed last before the clone.
//   %b 4100, %n 8196, %c1 {p b n c1} 16388 <- peak.
// After: %c1 {p n c1} 12292.
// CHECK-LABEL: func.func @only_recomputed(
// CHECK:      %[[S1:.+]] = stablehlo.slice
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %[[S1]]
// CHECK-NEXT: %[[B:.+]] = stablehlo.broadcast_in_dim %[[P]]#0
// CHECK-NEXT: stablehlo.multiply %[[B]], %[[B]]
// REPORT: @only_recomputed: peak 12.00 KiB (12292 B)
// OFF-LABEL: func.func @only_recomputed(
// expected-remark@+1 {{hlomem-remat: @only_recomputed: peak 16388 B -> 12292 B (budget 12304 B, 75.1% of the peak); recomputed 1 value: 1 op cloned, 0 dropped, 0 FLOP, 1.2 ns on h100 (+8.34% of the step), pinned by 1 optimization barrier;}}
func.func @only_recomputed(%p: tensor<f32>) -> (tensor<1024xf32>, tensor<1xf32>) {
  %b = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
  %n = "stablehlo.negate"(%b) : (tensor<1024xf32>) -> tensor<1024xf32>
  %c1 = "stablehlo.concatenate"(%n, %n) <{dimension = 0 : i64}> : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<2048xf32>
  %s1 = "stablehlo.slice"(%c1) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1xf32>
  %c2 = "stablehlo.multiply"(%b, %b) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %c2, %s1 : tensor<1024xf32>, tensor<1xf32>
}

// -----

// The same, where the value computed last, %s1, dies at a custom call
// before the clone: the barrier goes right after that last use, among the
// ops without results that follow, so that it keeps %s1 no longer.
// CHECK-LABEL: func.func @after_effects(
// CHECK:      %[[S1:.+]] = stablehlo.slice
// CHECK-NEXT: stablehlo.custom_call @log(%[[S1]])
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %[[S1]]
// CHECK-NEXT: stablehlo.custom_call @log(%arg0)
// CHECK-NEXT: %[[B:.+]] = stablehlo.broadcast_in_dim %[[P]]#0
// CHECK-NEXT: stablehlo.multiply %[[B]], %[[B]]
// REPORT: @after_effects: peak 12.00 KiB (12292 B)
// OFF-LABEL: func.func @after_effects(
// expected-remark@+1 {{hlomem-remat: @after_effects: peak 16388 B -> 12292 B (budget 12304 B, 75.1% of the peak); recomputed 1 value: 1 op cloned, 0 dropped, 0 FLOP, 1.2 ns on h100 (+8.34% of the step), pinned by 1 optimization barrier;}}
func.func @after_effects(%p: tensor<f32>) -> tensor<1024xf32> {
  %b = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
  %n = "stablehlo.negate"(%b) : (tensor<1024xf32>) -> tensor<1024xf32>
  %c1 = "stablehlo.concatenate"(%n, %n) <{dimension = 0 : i64}> : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<2048xf32>
  %s1 = "stablehlo.slice"(%c1) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1xf32>
  "stablehlo.custom_call"(%s1) <{call_target_name = "log", has_side_effect = true}> : (tensor<1xf32>) -> ()
  "stablehlo.custom_call"(%p) <{call_target_name = "log", has_side_effect = true}> : (tensor<f32>) -> ()
  %c2 = "stablehlo.multiply"(%b, %b) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %c2 : tensor<1024xf32>
}

// -----

// A chain with a constant: a clone of nothing is its original wherever it
// runs, and XLA merges the two whatever we do, so the constant's clone
// moves in front of the barrier and the barrier holds its result: the
// broadcast reads that, and still differs from its original. (The chain
// moves whole: %v had no use before the peak.)
//   %v 6144, %u 8192, %big {x v u big} 14336 <- peak.
// After: %big {x u big} 12288.
// CHECK-LABEL: func.func @constant(
// CHECK:      %[[S:.+]] = stablehlo.slice
// CHECK-NEXT: %[[C:.+]] = stablehlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[P:.+]]:3 = stablehlo.optimization_barrier %arg0, %[[C]], %[[S]]
// CHECK-NEXT: %[[E:.+]] = stablehlo.exponential %[[P]]#0
// CHECK-NEXT: %[[BC:.+]] = stablehlo.broadcast_in_dim %[[P]]#1
// CHECK-NEXT: %[[V:.+]] = stablehlo.add %[[BC]], %[[E]]
// CHECK-NEXT: stablehlo.multiply %[[P]]#2, %[[V]]
// REPORT: @constant: peak 12.00 KiB (12288 B)
// OFF-LABEL: func.func @constant(
// expected-remark-re@+1 {{hlomem-remat: @constant: peak 14336 B -> 12288 B (budget 12304 B, 85.8% of the peak); recomputed 1 value: 4 ops cloned, 4 dropped, {{.*}}, pinned by 1 optimization barrier (1 clone reads no barrier: constants, or computed from them alone);}}
func.func @constant(%x: tensor<512xf32>) -> tensor<512xf32> {
  %c = "stablehlo.constant"() <{value = dense<2.0> : tensor<f32>}> : () -> tensor<f32>
  %bc = "stablehlo.broadcast_in_dim"(%c) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<512xf32>
  %e = "stablehlo.exponential"(%x) : (tensor<512xf32>) -> tensor<512xf32>
  %v = "stablehlo.add"(%bc, %e) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
  %u = "stablehlo.add"(%x, %x) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
  %big = "stablehlo.concatenate"(%u, %u, %u, %u) <{dimension = 0 : i64}> : (tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) -> tensor<2048xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 512>, limit_indices = array<i64: 1024>, strides = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<512xf32>
  %r = "stablehlo.multiply"(%s, %v) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xf32>
  return %r : tensor<512xf32>
}
