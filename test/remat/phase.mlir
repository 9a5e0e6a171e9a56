// The functorch form: ops marked hlomem.phase = "fwd" | "bwd", the budget
// a share of the bytes the forward saves for the backward (PyTorch's
// activation_memory_budget). One knapsack at the cut, the first "bwd" op.
//
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=50%' | FileCheck %s --check-prefix=HALF
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=1KiB' | FileCheck %s --check-prefix=HALF
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=1%' | FileCheck %s --check-prefix=NONE
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=100%' | FileCheck %s --check-prefix=ALL
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=50% stats explain' -o /dev/null --verify-diagnostics
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=1% stats' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE-STATS
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=90% phase=off stats' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
//
// sum(exp(tanh(x * w))) and its gradient with respect to w. The backward
// uses %b (for 1 - tanh^2) and %c (the derivative of exp); %a only feeds
// the forward, and the loss %l is returned, not used by the backward. So
// 2048 B are saved for the backward: %b, whose chain is tanh(multiply(x,
// w)) (%a is dead at the cut), and %c = exp(%b), one op from the saved %b.
// On an H100 roofline %b's chain costs 1.5 ns, %c 0.6 ns.
//
// 50% (1024 B, also budget=1KiB): keep %b, recompute %c before its use.
// 1% (20 B): recompute both; %c's clone needs %b's, which needs %a's.
// 100%: keep both, nothing changes.
//
// The form bounds what is saved, not the peak: the peak, 5124 B, is in the
// backward ({x w b c l one}, first at %one; %db then writes over %c, which
// dies there) and stays. phase=off ignores the markers and works on the
// peak, which cannot go lower here.

// The clones' consumer, %db, reads a constant besides: the barrier's tie
// is the value computed last before the clones, the loss %l (a constant
// ties nothing down: it can be computed anywhere). The barrier takes the
// phase of the op it is placed before.
//
// HALF-LABEL: func.func @main
// HALF:      %[[B:.+]] = stablehlo.tanh
// HALF:      %[[L:.+]] = stablehlo.reduce
// HALF:      %[[ONE:.+]] = stablehlo.constant {hlomem.phase = "bwd"} dense<1.000000e+00>
// HALF-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier {hlomem.phase = "bwd"} %[[B]], %[[L]]
// HALF-NEXT: %[[C:.+]] = stablehlo.exponential %[[P]]#0 {hlomem.phase = "bwd"}
// HALF-NEXT: stablehlo.multiply %[[ONE]], %[[C]] {hlomem.phase = "bwd"}
// HALF-NEXT: stablehlo.multiply %[[B]], %[[B]]

// NONE-LABEL: func.func @main
// NONE:      %[[L:.+]] = stablehlo.reduce
// NONE:      %[[ONE:.+]] = stablehlo.constant {hlomem.phase = "bwd"} dense<1.000000e+00>
// NONE-NEXT: %[[P:.+]]:3 = stablehlo.optimization_barrier {hlomem.phase = "bwd"} %arg0, %arg1, %[[L]]
// NONE-NEXT: %[[A:.+]] = stablehlo.multiply %[[P]]#0, %[[P]]#1 {hlomem.phase = "bwd"}
// NONE-NEXT: %[[B:.+]] = stablehlo.tanh %[[A]] {hlomem.phase = "bwd"}
// NONE-NEXT: %[[C:.+]] = stablehlo.exponential %[[B]] {hlomem.phase = "bwd"}
// NONE-NEXT: stablehlo.multiply %[[ONE]], %[[C]]
// NONE-NEXT: stablehlo.multiply %[[B]], %[[B]]
// NONE-STATS: saved for the backward 2048 B -> 0 B (budget 20 B, 1.0%), peak 5124 B -> 5124 B; recomputed 2 values: 3 ops cloned, 0 dropped

// ALL-LABEL: func.func @main
// ALL:      %[[C:.+]] = stablehlo.exponential
// ALL:      stablehlo.constant {hlomem.phase = "bwd"} dense<1.000000e+00>
// ALL-NEXT: stablehlo.multiply %{{.+}}, %[[C]]

// OFF: the budget of 4611 B is out of reach: the smallest peak found is 5124 B (100.0% of 5124 B)
// OFF: peak 5124 B -> 5124 B (budget 4611 B, 90.0% of the peak), out of reach; recomputed 0 values

// expected-remark@+1 {{hlomem-remat: @main: saved for the backward 2048 B -> 1024 B (budget 1024 B, 50.0%), peak 5124 B -> 5124 B; recomputed 1 value: 1 op cloned, 0 dropped}}
func.func @main(%x: tensor<256xf32>, %w: tensor<256xf32>) -> (tensor<f32>, tensor<256xf32>) {
  %a = "stablehlo.multiply"(%x, %w) {hlomem.phase = "fwd"} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  // expected-remark@+1 {{hlomem-remat: tensor<256xf32> (1024 B) stays: kept, the budget holds without recomputing it: recomputing it would free 1024 B for 256 FLOP (1.5 ns)}}
  %b = "stablehlo.tanh"(%a) {hlomem.phase = "fwd"} : (tensor<256xf32>) -> tensor<256xf32>
  %c = "stablehlo.exponential"(%b) {hlomem.phase = "fwd"} : (tensor<256xf32>) -> tensor<256xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> {hlomem.phase = "fwd"} : () -> tensor<f32>
  %l = "stablehlo.reduce"(%c, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {hlomem.phase = "fwd"} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
  // expected-remark@+1 {{hlomem-remat: @main: the backward starts here; it uses 1024 B of forward values}}
  %one = "stablehlo.constant"() <{value = dense<1.0> : tensor<256xf32>}> {hlomem.phase = "bwd"} : () -> tensor<256xf32>
  %db = "stablehlo.multiply"(%one, %c) {hlomem.phase = "bwd"} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %bb = "stablehlo.multiply"(%b, %b) {hlomem.phase = "bwd"} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %t = "stablehlo.subtract"(%one, %bb) {hlomem.phase = "bwd"} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %da = "stablehlo.multiply"(%db, %t) {hlomem.phase = "bwd"} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %dw = "stablehlo.multiply"(%da, %x) {hlomem.phase = "bwd"} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %l, %dw : tensor<f32>, tensor<256xf32>
}
