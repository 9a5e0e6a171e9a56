// Calls inside the region of a StableHLO op: jax.lax.cumlogsumexp, as JAX
// lowers it on CPU and GPU, is a reduce_window over the prefix of each row
// whose body calls JAX's logaddexp, a private function. MLIR 19's verifier
// rejects such a call (it cannot look past the unregistered reduce_window
// for the callee); hlomem parses, verifies, rewrites, runs and prints it,
// and its output parses again.
// RUN: hlomem-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: hlomem-opt %s --mlir-print-op-generic > %t.1.mlir
// RUN: hlomem-opt %t.1.mlir --mlir-print-op-generic > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: hlomem-opt %s | hlomem-opt - --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "builtin.module"() <{sym_name = "jit_step"}>
// CHECK:       sym_name = "main"
// CHECK:       "stablehlo.reduce_window"
// CHECK-NEXT:  ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT:    %[[C:.*]] = "func.call"(%[[A]], %[[B]]) <{callee = @logaddexp}> : (tensor<f32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT:    "stablehlo.return"(%[[C]])
// CHECK:       sym_name = "logaddexp", sym_visibility = "private"
// CHECK:       "stablehlo.log_plus_one"

// hlomem-remat recomputes the cumlogsumexp after the peak: the clone of
// the reduce_window calls @logaddexp too (the figures count each op's
// results as buffers, fusion=none). The pass manager's verifier, which
// would reject the module, is replaced by hlomem's.
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=99%% stats' --mlir-print-op-generic 2>&1 | FileCheck %s --check-prefix=REMAT
// REMAT:      remark: hlomem-remat: @main: peak 17540 B -> 17284 B (budget {{.*}}); recomputed 1 value: 3 ops cloned
// REMAT:      "stablehlo.reduce_window"
// REMAT-NEXT: ^bb0
// REMAT-NEXT: "func.call"({{.*}}) <{callee = @logaddexp}>
// REMAT:      "stablehlo.broadcast_in_dim"
// REMAT:      "stablehlo.reduce_window"
// REMAT-NEXT: ^bb0
// REMAT-NEXT: "func.call"({{.*}}) <{callee = @logaddexp}>
// REMAT:      "stablehlo.multiply"

// Every pass keeps what the program computes: hlomem-run on the same
// inputs before and after.
// RUN: %hlomem-diff %s --hlomem-remat='fusion=none budget=99%%' | FileCheck %s --check-prefix=DIFF
// RUN: %hlomem-diff %s --hlomem-default='budget=99%%' | FileCheck %s --check-prefix=INLINED
// RUN: %hlomem-diff %s --hlomem-dce --canonicalize --cse --sccp | FileCheck %s --check-prefix=DIFF
// DIFF: hlomem-diff: @main: compare: 2 results match
// DIFF: hlomem-diff: @logaddexp: compare: 1 result matches
// DIFF: hlomem-diff: 2 functions agree, 0 skipped, 0 differ
// hlomem-default inlines the calls first, as XLA does.
// INLINED: hlomem-diff: @main: compare: 2 results match
// INLINED: hlomem-diff: @logaddexp: removed by the pipeline (private)
// INLINED: hlomem-diff: 1 function agree, 0 skipped, 0 differ

// The memory model follows the call from the body into @logaddexp, and
// the interpreter measures the same peak.
// RUN: hlomem-opt %s --hlomem-memory-report=fusion=none -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: @main: peak 17.13 KiB (17540 B) at op 7 of 10, stablehlo.reduce at {{.*}}cumlogsumexp.mlir:[[@LINE+28]]:10
// REPORT: arguments: 2, 640 B; results: 2, 260 B; as a callee: {{.*}}
// RUN: hlomem-run %s --memory --fusion=none | FileCheck %s --check-prefix=MEASURED
// MEASURED:      memory: measured peak 17540 B (17.13 KiB) at op 7 of 10 of @main, stablehlo.reduce
// MEASURED-NEXT: memory: static peak 17540 B

// Upstream inline and symbol-dce cannot run on a function holding a
// reduce or a reduce_window (MLIR cannot list its symbol uses): they are
// refused with a message, where MLIR's inliner would crash.
// RUN: not hlomem-opt %s --inline 2>&1 | FileCheck %s --check-prefix=INLINE
// INLINE: cumlogsumexp.mlir:[[@LINE+10]]:10: error: upstream 'inline' cannot run on this module: MLIR cannot list symbol uses inside 'stablehlo.reduce_window', an unregistered op with one region
// RUN: not hlomem-opt %s --symbol-dce 2>&1 | FileCheck %s --check-prefix=SYMBOL-DCE
// SYMBOL-DCE: error: upstream 'symbol-dce' cannot run on this module

// c = cumlogsumexp(x @ w, axis=1); a large intermediate built from exp(c);
// c is used again after it.
module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>) -> (tensor<4x16xf32>, tensor<f32>) {
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce_window"(%0, %1) <{padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 16>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %9 = func.call @logaddexp(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) : (tensor<4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %3 = "stablehlo.exponential"(%2) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %9 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %7 = "stablehlo.multiply"(%6, %2) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %8 = "stablehlo.reduce"(%7, %5) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %9 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%9) : (tensor<f32>) -> ()
    }) : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    return %7, %8 : tensor<4x16xf32>, tensor<f32>
  }
  // JAX's logaddexp(x1, x2):
  // where(isnan(x1 - x2), x1 + x2, max(x1, x2) + log1p(exp(-|x1 - x2|)))
  func.func private @logaddexp(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = "stablehlo.maximum"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.subtract"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.compare"(%1, %1) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = "stablehlo.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.abs"(%1) : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.negate"(%4) : (tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.exponential"(%5) : (tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.log_plus_one"(%6) : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.add"(%0, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.select"(%2, %3, %8) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    return %9 : tensor<f32>
  }
}
