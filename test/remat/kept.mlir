// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=95% explain stats' -o /dev/null --verify-diagnostics
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=95%' | FileCheck %s
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=95% stats cost=flops' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLOPS

// The knapsack keeps what costs most to recompute. %c1 = exponential(%x)
// and %c2 = exponential(sine(%x)) both wait across the peak, 1024 B each;
// %c2's chain is two ops (sine is dead at the peak), so it costs twice as
// much: 1.2 ns against 0.6 ns on the H100 roofline.
//   %c1 {x c1} 2048, %a {x c1 a} 3072, %c2 {x c1 a c2} 4096,
//   %u {x c1 c2 u} 4096, %big {x c1 c2 u big} 8192 <- peak,
//   %s {x c1 c2 big s} 8192, %o1 {x c1 c2 s o1} 5120, %o2 {x c2 o1 o2} 4096.
// 95% of 8192 B is 7782 B: one of them must go, and it is %c1.
// After: %big {x c2 u big} 7168, %c1' {x c2 s c1'} 4096.
// Recomputing both (6144 B) costs more, so it is not the answer.
//
// With cost=flops the answer is the same: exponential and sine count one
// transcendental evaluation per element, so %c2's chain costs 512 units
// against 256 for %c1.

// CHECK-LABEL: func.func @main
// CHECK:      %[[C1:.+]] = stablehlo.exponential %arg0
// CHECK:      %[[S:.+]] = stablehlo.slice
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %[[S]]
// CHECK-NEXT: %[[C1B:.+]] = stablehlo.exponential %[[P]]#0
// CHECK-NEXT: stablehlo.add %[[P]]#1, %[[C1B]]
// FLOPS: peak 8192 B -> 7168 B (budget 7782 B, 95.0% of the peak); recomputed 1 value: 1 op cloned, 0 dropped

// expected-remark@+1 {{hlomem-remat: @main: peak 8192 B -> 7168 B (budget 7782 B, 95.0% of the peak); recomputed 1 value: 1 op cloned, 0 dropped, 0 FLOP, 0.6 ns on h100}}
func.func @main(%x: tensor<256xf32>) -> tensor<256xf32> {
  %c1 = "stablehlo.exponential"(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %a = "stablehlo.sine"(%x) : (tensor<256xf32>) -> tensor<256xf32>
  // expected-remark@+1 {{hlomem-remat: tensor<256xf32> (1024 B) stays: kept, the budget holds without recomputing it: recomputing it would free 1024 B for 0 FLOP (1.2 ns)}}
  %c2 = "stablehlo.exponential"(%a) : (tensor<256xf32>) -> tensor<256xf32>
  %u = "stablehlo.add"(%c1, %c2) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  // expected-remark@+1 {{hlomem-remat: @main: the peak, 7168 B, is here: 1024 B of arguments, 1024 B live across this op, 5120 B used or made by it}}
  %big = "stablehlo.concatenate"(%u, %u, %u, %u) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<1024xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 256>, limit_indices = array<i64: 512>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  %o1 = "stablehlo.add"(%s, %c1) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %o2 = "stablehlo.add"(%o1, %c2) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %o2 : tensor<256xf32>
}
