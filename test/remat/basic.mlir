// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=6KiB' | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=6KiB stats' -o /dev/null --verify-diagnostics
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=6KiB' --hlomem-memory-report=fusion=none -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// The shapes of rematerialization, each with its peak worked out by hand
// under the memory model (docs/memory-model.md): tensor<256xf32> is
// 1024 B, the concatenation of four of them 4096 B, and the argument %x
// is live everywhere. In every case the concatenation %big and its slice
// make the peak while a value computed earlier waits for a later use; the
// budget, 6 KiB = 6144 B, leaves no room for that value at the peak, so it
// is recomputed right before that use. Live sets are listed per op.
//
// The clones read their inputs through a stablehlo.optimization_barrier
// tied to the consumer's operand computed last, which the consumer then
// reads from the barrier too (emit.c): XLA's CSE cannot merge a clone with
// its original, nor its scheduler run the clones before the peak. The
// barrier's results are its operands' buffers: the peaks stay as worked
// out below.

// A chain: %b = negate(exponential(%x)). At the peak %a is dead (its last
// use is %b), so recomputing %b recomputes %a too rather than keeping it.
//   %a {x a} 2048, %b {x a b} 3072, %u {x b u} 3072,
//   %big {x b u big} 7168 <- peak, %s {x b big s} 7168, %r {x b s r} 4096.
// After: %big {x u big} 6144, %s {x big s} 6144, %a' {x s a'} 3072,
//   %b' {x s a' b'} 4096, %r {x s b' r} 4096: peak 6144 B.
// CHECK-LABEL: func.func @chain
// CHECK:      %[[A:.+]] = stablehlo.exponential %arg0
// CHECK-NEXT: %[[B:.+]] = stablehlo.negate %[[A]]
// CHECK-NEXT: %[[U:.+]] = stablehlo.add %[[B]], %arg0
// CHECK-NEXT: %[[BIG:.+]] = stablehlo.concatenate %[[U]], %[[U]], %[[U]], %[[U]]
// CHECK-NEXT: %[[S:.+]] = stablehlo.slice %[[BIG]]
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %[[S]] : tensor<256xf32>, tensor<256xf32>
// CHECK-NEXT: %[[A2:.+]] = stablehlo.exponential %[[P]]#0
// CHECK-NEXT: %[[B2:.+]] = stablehlo.negate %[[A2]]
// CHECK-NEXT: %[[R:.+]] = stablehlo.add %[[P]]#1, %[[B2]]
// CHECK-NEXT: return %[[R]]
// REPORT: @chain: peak 6.00 KiB (6144 B)
// expected-remark@+1 {{hlomem-remat: @chain: peak 7168 B -> 6144 B (budget 6144 B, 85.7% of the peak); recomputed 1 value: 2 ops cloned, 0 dropped, 256 FLOP,}}
func.func @chain(%x: tensor<256xf32>) -> tensor<256xf32> {
  %a = "stablehlo.exponential"(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %b = "stablehlo.negate"(%a) : (tensor<256xf32>) -> tensor<256xf32>
  %u = "stablehlo.add"(%b, %x) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %big = "stablehlo.concatenate"(%u, %u, %u, %u) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<1024xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 256>, limit_indices = array<i64: 512>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  %r = "stablehlo.add"(%s, %b) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %r : tensor<256xf32>
}

// -----

// A diamond: %d = add(negate(%a), sine(%a)) with %a = exponential(%x).
// The chain of %d holds four ops; %a, which both branches need, is
// cloned once.
//   %a {x a} 2048, %b {x a b} 3072, %c {x a b c} 4096, %d {x b c d} 4096,
//   %u {x d u} 3072, %big {x d u big} 7168 <- peak, %s {x d big s} 7168,
//   %r {x d s r} 4096.
// After: %big {x u big} 6144, %s {x big s} 6144, %a' {x s a'} 3072,
//   %c' {x s a' c'} 4096, %b' {x s a' c' b'} 5120, %d' {x s b' c' d'} 5120,
//   %r {x s d' r} 4096: peak 6144 B.
// CHECK-LABEL: func.func @diamond
// CHECK:      %[[S:.+]] = stablehlo.slice
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %[[S]]
// CHECK-NEXT: %[[A:.+]] = stablehlo.exponential %[[P]]#0
// CHECK-NEXT: %[[C:.+]] = stablehlo.sine %[[A]]
// CHECK-NEXT: %[[B:.+]] = stablehlo.negate %[[A]]
// CHECK-NEXT: %[[D:.+]] = stablehlo.add %[[B]], %[[C]]
// CHECK-NEXT: %[[R:.+]] = stablehlo.add %[[P]]#1, %[[D]]
// CHECK-NEXT: return %[[R]]
// REPORT: @diamond: peak 6.00 KiB (6144 B)
// expected-remark@+1 {{hlomem-remat: @diamond: peak 7168 B -> 6144 B (budget 6144 B, 85.7% of the peak); recomputed 1 value: 4 ops cloned, 0 dropped, 512 FLOP,}}
func.func @diamond(%x: tensor<256xf32>) -> tensor<256xf32> {
  %a = "stablehlo.exponential"(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %b = "stablehlo.negate"(%a) : (tensor<256xf32>) -> tensor<256xf32>
  %c = "stablehlo.sine"(%a) : (tensor<256xf32>) -> tensor<256xf32>
  %d = "stablehlo.add"(%b, %c) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %u = "stablehlo.multiply"(%d, %x) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %big = "stablehlo.concatenate"(%u, %u, %u, %u) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<1024xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 256>, limit_indices = array<i64: 512>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  %r = "stablehlo.add"(%s, %d) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %r : tensor<256xf32>
}

// -----

// A value used by two later ops: one clone, before the first, serves both.
//   %v {x v} 2048, %u {x v u} 3072, %big {x v u big} 7168 <- peak,
//   %s {x v big s} 7168, %r1 {x v s r1} 4096, %r2 {x v r1 r2} 4096,
//   return {x r1 r2} 3072.
// After: %big {x u big} 6144, %s {x big s} 6144, %v' {x s v'} 3072,
//   %r1 {x s v' r1} 4096, %r2 {x v' r1 r2} 4096: peak 6144 B.
// CHECK-LABEL: func.func @two_uses
// CHECK:      %[[S:.+]] = stablehlo.slice
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %[[S]]
// CHECK-NEXT: %[[V:.+]] = stablehlo.exponential %[[P]]#0
// CHECK-NEXT: %[[R1:.+]] = stablehlo.add %[[P]]#1, %[[V]]
// CHECK-NEXT: %[[R2:.+]] = stablehlo.multiply %[[R1]], %[[V]]
// CHECK-NEXT: return %[[R1]], %[[R2]]
// REPORT: @two_uses: peak 6.00 KiB (6144 B)
// expected-remark@+1 {{hlomem-remat: @two_uses: peak 7168 B -> 6144 B (budget 6144 B, 85.7% of the peak); recomputed 1 value: 1 op cloned, 0 dropped, 0 FLOP,}}
func.func @two_uses(%x: tensor<256xf32>) -> (tensor<256xf32>, tensor<256xf32>) {
  %v = "stablehlo.exponential"(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %u = "stablehlo.add"(%v, %x) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %big = "stablehlo.concatenate"(%u, %u, %u, %u) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<1024xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 256>, limit_indices = array<i64: 512>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  %r1 = "stablehlo.add"(%s, %v) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %r2 = "stablehlo.multiply"(%r1, %v) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %r1, %r2 : tensor<256xf32>, tensor<256xf32>
}

// -----

// A candidate that needs another recomputed value: %v2 = negate(%v1), both
// live across the peak. The budget leaves no room for either, so both are
// recomputed; %v2's clone, needed first, reads %v1's clone, which is
// therefore placed before %v2's first use rather than its own.
//   %v1 {x v1} 2048, %v2 {x v1 v2} 3072, %u {x v1 v2 u} 4096,
//   %big {x v1 v2 u big} 8192 <- peak, %s {x v1 v2 big s} 8192,
//   %r {x v1 v2 s r} 5120, %q {x v1 r q} 4096.
// After: %big {x u big} 6144, %s {x big s} 6144, %v1' {x s v1'} 3072,
//   %v2' {x s v1' v2'} 4096, %r {x s v1' v2' r} 5120, %q {x v1' r q} 4096:
//   peak 6144 B. (Of the budget ladder's schedules, those for 99% .. 88%
//   of 8192 B recompute one of the two, 7168 B: not within 6144 B.)
// CHECK-LABEL: func.func @needs_another
// CHECK:      %[[S:.+]] = stablehlo.slice
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %[[S]]
// CHECK-NEXT: %[[V1:.+]] = stablehlo.exponential %[[P]]#0
// CHECK-NEXT: %[[V2:.+]] = stablehlo.negate %[[V1]]
// CHECK-NEXT: %[[R:.+]] = stablehlo.add %[[P]]#1, %[[V2]]
// CHECK-NEXT: %[[Q:.+]] = stablehlo.multiply %[[R]], %[[V1]]
// CHECK-NEXT: return %[[Q]]
// REPORT: @needs_another: peak 6.00 KiB (6144 B)
// expected-remark@+1 {{hlomem-remat: @needs_another: peak 8192 B -> 6144 B (budget 6144 B, 75.0% of the peak); recomputed 2 values: 2 ops cloned, 0 dropped, 256 FLOP,}}
func.func @needs_another(%x: tensor<256xf32>) -> tensor<256xf32> {
  %v1 = "stablehlo.exponential"(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %v2 = "stablehlo.negate"(%v1) : (tensor<256xf32>) -> tensor<256xf32>
  %u = "stablehlo.add"(%v2, %v1) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %big = "stablehlo.concatenate"(%u, %u, %u, %u) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<1024xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 256>, limit_indices = array<i64: 512>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  %r = "stablehlo.add"(%s, %v2) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %q = "stablehlo.multiply"(%r, %v1) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %q : tensor<256xf32>
}

// -----

// A while loop as the consumer: the loop body reads %v from outside, so
// the loop op is its first use after the peak. The clone goes before the
// loop and the body reads the clone; the tie is the loop's operand %s
// (the constant %zero, computed from nothing, ties nothing down). The loop's transient is 4 B (the
// constants of its regions; what they yield is the loop's own results).
//   %v {x v} 2048, %u {x v u} 3072, %big {x v u big} 7168 <- peak,
//   %s {x v big s} 7168, %zero {x v s zero} 3076,
//   while {x v s zero r0 r1} 4100 + 4.
// After: %big {x u big} 6144, %s {x big s} 6144, %zero {x s zero} 2052,
//   %v' {x s zero v'} 3076, while {x s zero v' r0 r1} 4104 + 4: peak 6144 B.
// CHECK-LABEL: func.func @loop_consumer
// CHECK:      %[[S:.+]] = stablehlo.slice
// CHECK:      %[[ZERO:.+]] = stablehlo.constant
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %[[S]]
// CHECK-NEXT: %[[V:.+]] = stablehlo.exponential %[[P]]#0
// CHECK-NEXT: stablehlo.while(%{{[^ ]*}} = %[[ZERO]], %{{[^ ]*}} = %[[P]]#1)
// CHECK:      stablehlo.add %{{.+}}, %[[V]]
// REPORT: @loop_consumer: peak 6.00 KiB (6144 B)
// expected-remark@+1 {{hlomem-remat: @loop_consumer: peak 7168 B -> 6144 B (budget 6144 B, 85.7% of the peak); recomputed 1 value: 1 op cloned, 0 dropped,}}
func.func @loop_consumer(%x: tensor<256xf32>) -> tensor<256xf32> {
  %v = "stablehlo.exponential"(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %u = "stablehlo.add"(%v, %x) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %big = "stablehlo.concatenate"(%u, %u, %u, %u) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<1024xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 256>, limit_indices = array<i64: 512>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%zero, %s) ({
  ^bb0(%i: tensor<i32>, %acc: tensor<256xf32>):
    %n = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %lt = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%lt) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %acc: tensor<256xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %acc2 = "stablehlo.add"(%acc, %v) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    "stablehlo.return"(%i2, %acc2) : (tensor<i32>, tensor<256xf32>) -> ()
  }) : (tensor<i32>, tensor<256xf32>) -> (tensor<i32>, tensor<256xf32>)
  return %r#1 : tensor<256xf32>
}
