// The program counts buffers as the memory model does: with sharing=xla
// (the default) an elementwise op writes over an operand of its type that
// dies there; with sharing=none every value is a buffer of its own.
//
// Each value is 4 KiB. As written: %a {x a} 8 KiB, %b {x a b} 12, %c
// {x a b c} 16, %u = add(%a, %b) writes over %a: {x a/u b c} 16, %v over
// %u: {x u/v c} 12. Peak 16 KiB; without sharing %u is a fifth buffer:
// 20 KiB.
// RUN: hlomem-remat-optimal %s --budget=100%% 2>&1 | FileCheck %s --check-prefix=XLA --implicit-check-not=warning
// RUN: hlomem-remat-optimal %s --budget=100%% --sharing=none 2>&1 | FileCheck %s --check-prefix=NONE --implicit-check-not=warning
// RUN: hlomem-opt %s --hlomem-memory-report=fusion=none -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT-XLA
// RUN: hlomem-opt %s --hlomem-memory-report='sharing=none fusion=none' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT-NONE
// XLA: @main: 5 ops, peak 16384 B, budget 16384 B: optimal in 1 order, recompute cost 0 {{.*}} peak 16384 B (program), 16384 B (memory model)
// NONE: @main: 5 ops, peak 20480 B, budget 20480 B: optimal in 1 order, recompute cost 0 {{.*}} peak 20480 B (program), 20480 B (memory model)
// REPORT-XLA: @main: peak {{.*}} (16384 B)
// REPORT-NONE: @main: peak {{.*}} (20480 B)
//
// At 12 KiB: computing %c after %u, a move that recomputes nothing, gives
// %u {x a/u b} 12, %c {x u c} 12, %v {x u/v c} 12. It needs %u written
// over %a; without sharing %u {x a b u} is 16 KiB, and no schedule fits.
// RUN: hlomem-remat-optimal %s --budget=12KiB -o %t.mlir 2>&1 | FileCheck %s --check-prefix=FIT --implicit-check-not=warning
// RUN: hlomem-opt %t.mlir --hlomem-memory-report=fusion=none -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT-FIT
// RUN: hlomem-run %s --compare=%t.mlir | FileCheck %s --check-prefix=SAME
// RUN: FileCheck %s --check-prefix=ORDER < %t.mlir
// RUN: hlomem-remat-optimal %s --budget=12KiB --sharing=none 2>&1 | FileCheck %s --check-prefix=NONE-FIT
// FIT: budget 12288 B: optimal in {{[0-9]}} orders, recompute cost 0 (0 s, 0 FLOP) in 5 runs, bound 0; peak 12288 B (program), 12288 B (memory model)
// REPORT-FIT: @main: peak {{.*}} (12288 B)
// SAME: compare: 1 result matches
// ORDER: stablehlo.add
// ORDER: stablehlo.cosine
// ORDER: stablehlo.multiply
// NONE-FIT: budget 12288 B: infeasible
func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %a = "stablehlo.exponential"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %b = "stablehlo.sine"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %c = "stablehlo.cosine"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %u = "stablehlo.add"(%a, %b) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %v = "stablehlo.multiply"(%u, %c) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %v : tensor<1024xf32>
}
