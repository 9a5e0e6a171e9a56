// A warm schedule that moves an op is a schedule of stages only in the
// order of its own first runs: hlomem-remat moves the broadcast %c past
// the peak (a clone before its use, the original dropped: no recompute).
// The search of the smallest peak counts each schedule's peak in an order
// that can express it, and ends at the moved schedule's 24580 B.
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=80%%' --mlir-print-debuginfo -o %t.warm.mlir 2>/dev/null
// RUN: hlomem-remat-optimal %s --budget=min --warm=%t.warm.mlir -o %t.mlir 2>&1 | FileCheck %s --implicit-check-not=warning
// RUN: hlomem-opt %t.mlir --hlomem-memory-report=fusion=none -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: hlomem-run %s --compare=%t.mlir | FileCheck %s --check-prefix=SAME
// CHECK: @main: 4 ops, peak 28676 B, budget 24580 B (the smallest peak): optimal in 2 orders, recompute cost 0 {{.*}} peak 24580 B (program), 24580 B (memory model)
// REPORT: @main: peak {{.*}} (24580 B)
// SAME: compare: 1 result matches
func.func @main(%x: tensor<1024xf32>, %s: tensor<f32>) -> tensor<1024xf32> {
  %c = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<1024xf32>
  %big = "stablehlo.concatenate"(%x, %x, %x, %x) <{dimension = 0 : i64}> : (tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<4096xf32>
  %r = "stablehlo.slice"(%big) <{start_indices = array<i64: 1024>, limit_indices = array<i64: 2048>, strides = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1024xf32>
  %b = stablehlo.multiply %r, %c : tensor<1024xf32>
  return %b : tensor<1024xf32>
}
