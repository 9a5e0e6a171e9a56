// XLA's classic rematerialization case (hlo_rematerialization_test.cc): a
// broadcast of 1024 floats, negated, concatenated with itself, sliced, and
// the broadcast concatenated again with that slice. XLA's test runs its
// pass on unfused HLO: so does this one (fusion=none).
//
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=14KiB' | FileCheck %s --check-prefix=REMAT
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=14KiB' --hlomem-memory-report=fusion=none -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=20KiB' | FileCheck %s --check-prefix=SAME
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=100%' | FileCheck %s --check-prefix=SAME
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=12KiB' | FileCheck %s --check-prefix=REMAT
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=14KiB stats' -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS14
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=20KiB stats' -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS20
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=12KiB stats' -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS12
//
// As XLA compiles it: its CSE, then its memory scheduler's order. The
// pinned clone survives both, and the peak stays within 14 KiB; without
// the barrier, the CSE makes the clone its original again.
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=14KiB' --hlomem-cse --hlomem-schedule --hlomem-memory-report=fusion=none -o /dev/null 2>&1 | FileCheck %s --check-prefix=XLA
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=14KiB barriers=false' --hlomem-cse --hlomem-schedule --hlomem-memory-report=fusion=none -o /dev/null 2>&1 | FileCheck %s --check-prefix=XLA-UNPINNED
// XLA: @main: peak 12.00 KiB (12292 B)
// XLA-UNPINNED: @main: peak 16.00 KiB (16388 B)
//
// The numbers, by the memory model (each value its own buffer, the scalar
// argument 4 B and live throughout):
//
//   %b  = broadcast     {p b}          4 + 4096                 =  4100
//   %n  = negate        {p b n}        4 + 4096 + 4096          =  8196
//   %c1 = concatenate   {p b n c1}     4 + 4096 + 4096 + 8192   = 16388  <- peak
//   %s1 = slice         {p b c1 s1}    4 + 4096 + 8192 + 4      = 12296
//   %c2 = concatenate   {p b s1 c2}    4 + 4096 + 4 + 4100      =  8204
//   %s2 = slice         {p c2 s2}      4 + 4100 + 4             =  4108
//
// XLA counts the 16 KiB of %b, %n and %c1 at the peak; the model adds the
// argument, so its peak is 16388 B. %b is live across the peak, unused by
// it, and recomputable from the argument: recomputing it right before %c2
// leaves {p n c1} = 12292 B at the peak (XLA's 12 KiB, plus the argument),
// and the clone's point {p s1 b'} = 4104 B is far below.
//
// XLA would undo that as it stands: its CSE merges the clone of %b with
// %b (same op, same operand), and its scheduler may run the clone right
// after %b. So the clone reads %p through a stablehlo.optimization_barrier
// that also carries %s1, the other operand of %c2: the clone differs from
// %b by its operand, and cannot run before %s1 exists, after the peak;
// %c2 reads %s1 from the barrier too. The barrier's results are its
// operands' buffers: the report of the output still says 12292 B.
//
// At 14 KiB = 14336 B the broadcast is recomputed: 12292 B. At 20 KiB, or
// 100% of the peak, the peak already fits and nothing changes. 12 KiB =
// 12288 B is 4 B too few: {p n c1} cannot shrink (the negate and the first
// concatenation are the peak op's operand and result), so the pass keeps
// the best it reaches, 12292 B, and says the budget is out of reach.

// REMAT-LABEL: func.func @main
// REMAT:      %[[B:.+]] = stablehlo.broadcast_in_dim %arg0
// REMAT-NEXT: %[[N:.+]] = stablehlo.negate %[[B]]
// REMAT-NEXT: %[[C1:.+]] = stablehlo.concatenate %[[N]], %[[N]]
// REMAT-NEXT: %[[S1:.+]] = stablehlo.slice %[[C1]]
// REMAT-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %[[S1]] : tensor<f32>, tensor<1xf32>
// REMAT-NEXT: %[[B2:.+]] = stablehlo.broadcast_in_dim %[[P]]#0, dims = [] : (tensor<f32>) -> tensor<1024xf32>
// REMAT-NEXT: %[[C2:.+]] = stablehlo.concatenate %[[B2]], %[[P]]#1
// REMAT-NEXT: %[[S2:.+]] = stablehlo.slice %[[C2]]
// REMAT-NEXT: return %[[S2]]

// REPORT: @main: peak 12.00 KiB (12292 B)

// SAME-LABEL: func.func @main
// SAME:      %[[B:.+]] = stablehlo.broadcast_in_dim %arg0
// SAME-NEXT: %[[N:.+]] = stablehlo.negate %[[B]]
// SAME-NEXT: %[[C1:.+]] = stablehlo.concatenate %[[N]], %[[N]]
// SAME-NEXT: %[[S1:.+]] = stablehlo.slice %[[C1]]
// SAME-NEXT: %[[C2:.+]] = stablehlo.concatenate %[[B]], %[[S1]]

// STATS14: remark: hlomem-remat: @main: peak 16388 B -> 12292 B (budget 14336 B, 87.5% of the peak); recomputed 1 value: 1 op cloned, 0 dropped, {{.*}}, pinned by 1 optimization barrier;
// STATS20: remark: hlomem-remat: @main: peak 16388 B -> 16388 B (budget 20480 B, 125.0% of the peak); recomputed 0 values: 0 ops cloned, 0 dropped
// STATS12: remark: hlomem-remat: @main: the budget of 12288 B is out of reach: the smallest peak found is 12292 B (75.0% of 16388 B), at stablehlo.concatenate at {{.*}}xla-classic.mlir:[[#@LINE+6]]:9
// STATS12: remark: hlomem-remat: @main: peak 16388 B -> 12292 B (budget 12288 B, 75.0% of the peak), out of reach; recomputed 1 value: 1 op cloned, 0 dropped

func.func @main(%p: tensor<f32>) -> tensor<1xf32> {
  %b = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
  %n = "stablehlo.negate"(%b) : (tensor<1024xf32>) -> tensor<1024xf32>
  %c1 = "stablehlo.concatenate"(%n, %n) <{dimension = 0 : i64}> : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<2048xf32>
  %s1 = "stablehlo.slice"(%c1) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1xf32>
  %c2 = "stablehlo.concatenate"(%b, %s1) <{dimension = 0 : i64}> : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1025xf32>
  %s2 = "stablehlo.slice"(%c2) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<1025xf32>) -> tensor<1xf32>
  return %s2 : tensor<1xf32>
}
