// hlomem-remat copies a splat constant as a broadcast of a scalar constant
// (so that XLA's CSE keeps it a copy), both at the constant's location;
// as a warm start that copy is a run of the constant. Each value is 4 KiB:
// at the concatenation (16 KiB) %x, %c and %a are live; a budget 4 KiB
// below the peak recomputes %c after it, the pass's schedule and the
// program's optimum alike.
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=24576' --mlir-print-debuginfo -o %t.warm.mlir
// RUN: FileCheck %s --check-prefix=COPY < %t.warm.mlir
// RUN: hlomem-remat-optimal %s --budget=24576 --warm=%t.warm.mlir --json=- -o %t.mlir 2>&1 | FileCheck %s --implicit-check-not=warning
// RUN: hlomem-run %s --compare=%t.mlir | FileCheck %s --check-prefix=SAME
// COPY: stablehlo.constant dense<1.000000e+00> : tensor<f32>
// COPY: stablehlo.broadcast_in_dim
// CHECK: @main: 5 ops, peak 28672 B, budget 24576 B: optimal in 1 order, recompute cost 1.22269e-09 {{.*}} peak 24576 B (program), 24576 B (memory model)
// CHECK: {"order": "program", "status": "optimal", {{.*}} "warm_accepted": 1}
// SAME: compare: 1 result matches
func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<1024xf32>
  %a = stablehlo.add %x, %c : tensor<1024xf32>
  %big = "stablehlo.concatenate"(%a, %a, %a, %a) <{dimension = 0 : i64}> : (tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<4096xf32>
  %r = "stablehlo.slice"(%big) <{start_indices = array<i64: 1024>, limit_indices = array<i64: 2048>, strides = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1024xf32>
  %b = stablehlo.multiply %r, %c : tensor<1024xf32>
  return %b : tensor<1024xf32>
}
