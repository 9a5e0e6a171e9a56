// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=80% explain stats' -o /dev/null --verify-diagnostics
// RUN: hlomem-opt %s --split-input-file --print-form=mlir --hlomem-remat='fusion=none budget=80%' | FileCheck %s

// What stays live at the peak and why, from `explain`: ops that cannot run
// twice, loops and calls with an operand dead at the peak, chains that
// would keep a value alive across the peak. tensor<256xf32> is 1024 B.

// Effects, random numbers, barriers and impure calls are never recomputed.
// The barrier's result is its operand's buffer, the argument %x: it adds
// no bytes, and recomputing it would free none.
//   %e {x seed e} 2064, %g {.. e g0 g1} 3104, %h {x=h seed e g1} 3088,
//   %k 4112 (@impure's local peak is 0: it only returns), %c 5136, %u 6160,
//   %big {x=h seed e g1 k c u big} 10256 <- peak.
// The budget, 80% = 8204 B, is out of reach: %c, the one value that can
// move, goes after the peak (it had no earlier use: 1 clone, 1 dropped),
// leaving 9232 B: 1040 B of arguments, %e %g#1 %k (3072 B) across the
// peak, %u and %big (5120 B) used or made by it.
// CHECK-LABEL: func.func @main
// CHECK:      "stablehlo.slice"
// CHECK-NEXT: "stablehlo.convert"
// CHECK-NEXT: "stablehlo.add"
// CHECK-NEXT: "stablehlo.add"
// CHECK-NEXT: "stablehlo.add"
// CHECK-NEXT: %[[R3:.+]] = "stablehlo.add"
// CHECK-NEXT: %[[P:.+]]:2 = "stablehlo.optimization_barrier"(%arg0, %[[R3]])
// CHECK-NEXT: %[[C:.+]] = "stablehlo.exponential"(%[[P]]#0)
// CHECK-NEXT: "stablehlo.add"(%[[P]]#1, %[[C]])
// expected-remark-re@+2 {{hlomem-remat: @main: the budget of 8204 B is out of reach: the smallest peak found is 9232 B (90.0% of 10256 B), at stablehlo.concatenate at {{.*}}; no recomputation frees 9232 B there (1040 B of arguments, 5120 B the op reads or writes, 3072 B that cannot be recomputed), a floor above the budget; the peak is that floor}}
// expected-remark@+1 {{hlomem-remat: @main: peak 10256 B -> 9232 B (budget 8204 B, 80.0% of the peak), out of reach; recomputed 1 value: 1 op cloned, 1 dropped, 0 FLOP}}
func.func @main(%x: tensor<256xf32>, %seed: tensor<2xui64>) -> tensor<256xf32> {
  // expected-remark@+1 {{hlomem-remat: tensor<256xf32> (1024 B) stays: stablehlo.custom_call has side effects and cannot be recomputed}}
  %e = "stablehlo.custom_call"(%x) <{call_target_name = "foo"}> : (tensor<256xf32>) -> tensor<256xf32>
  // expected-remark@+1 {{hlomem-remat: tensor<256xui32> (1024 B) stays: stablehlo.rng_bit_generator draws random numbers and cannot be recomputed}}
  %g:2 = "stablehlo.rng_bit_generator"(%seed) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<256xui32>)
  // expected-remark@+1 {{hlomem-remat: tensor<256xf32> (0 B) stays: recomputing it frees nothing: its chain would keep the tensor<256xf32> of an argument alive across the peak}}
  %h = "stablehlo.optimization_barrier"(%x) : (tensor<256xf32>) -> tensor<256xf32>
  // expected-remark@+1 {{hlomem-remat: tensor<256xf32> (1024 B) stays: func.call calls a function that cannot be recomputed}}
  %k = func.call @impure(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %c = "stablehlo.exponential"(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %u = "stablehlo.add"(%x, %x) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  // expected-remark@+1 {{hlomem-remat: @main: the peak, 9232 B, is here: 1040 B of arguments, 3072 B live across this op, 5120 B used or made by it}}
  %big = "stablehlo.concatenate"(%u, %u, %u, %u) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<1024xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 256>, limit_indices = array<i64: 512>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  %f = "stablehlo.convert"(%g#1) : (tensor<256xui32>) -> tensor<256xf32>
  %r0 = "stablehlo.add"(%s, %e) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %r1 = "stablehlo.add"(%r0, %f) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %r2 = "stablehlo.add"(%r1, %h) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %r3 = "stablehlo.add"(%r2, %k) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %r4 = "stablehlo.add"(%r3, %c) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %r4 : tensor<256xf32>
}
func.func private @impure(%x: tensor<256xf32>) -> tensor<256xf32> {
  %y = "stablehlo.custom_call"(%x) <{call_target_name = "bar"}> : (tensor<256xf32>) -> tensor<256xf32>
  return %y : tensor<256xf32>
}

// -----

// Loops and calls are recomputed whole, only from operands live at the
// peak: the loop over %x (an argument) and the call of the pure @pure can
// move after the peak, the loop over %t (dead at the peak) cannot.
//   %t {x i0 t} 2052, %w {x i0 t w0 w1} 3080 + 4 (the regions' constants),
//   %v {x i0 w1 v0 v1} 3080 + 4, %k {x i0 w1 v1 k} 4100 + 1024 (@pure's
//   local peak: the sine), %u 5124, %big {x i0 w1 v1 k u big} 9220 <- peak.
// Budget 80% = 7376 B: the peak must lose 1844 B, so both %v#1 and %k go,
// each before its one use: 7172 B. The cloned loop reads its operands,
// and the call its argument, through a barrier each.
// CHECK-LABEL: func.func @main
// CHECK:      "stablehlo.while"(%arg1, %{{.+}})
// CHECK:      "stablehlo.slice"
// CHECK-NEXT: %[[R0:.+]] = "stablehlo.add"
// CHECK-NEXT: %[[P:.+]]:3 = "stablehlo.optimization_barrier"(%arg0, %arg1, %[[R0]])
// CHECK-NEXT: %[[V:.+]]:2 = "stablehlo.while"(%[[P]]#1, %[[P]]#0)
// CHECK:      "stablehlo.constant"() <{value = dense<3> : tensor<i32>}>
// CHECK:      "stablehlo.compare"({{.+}}) <{comparison_direction = #stablehlo<comparison_direction LT>}>
// CHECK:      }) :
// CHECK-NEXT: %[[R1:.+]] = "stablehlo.add"(%[[P]]#2, %[[V]]#1)
// CHECK-NEXT: %[[Q:.+]]:2 = "stablehlo.optimization_barrier"(%arg0, %[[R1]])
// CHECK-NEXT: %[[K:.+]] = call @pure(%[[Q]]#0)
// CHECK-NEXT: "stablehlo.add"(%[[Q]]#1, %[[K]])
// expected-remark@+1 {{hlomem-remat: @main: peak 9220 B -> 7172 B (budget 7376 B, 80.0% of the peak); recomputed 2 values: 2 ops cloned, 2 dropped}}
func.func @main(%x: tensor<256xf32>, %i0: tensor<i32>) -> tensor<256xf32> {
  %t = "stablehlo.exponential"(%x) : (tensor<256xf32>) -> tensor<256xf32>
  // expected-remark@+1 {{hlomem-remat: tensor<256xf32> (1024 B) stays: stablehlo.while is recomputed only from operands live at the peak, and some are not}}
  %w:2 = "stablehlo.while"(%i0, %t) ({
  ^bb0(%i: tensor<i32>, %acc: tensor<256xf32>):
    %n = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %lt = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%lt) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %acc: tensor<256xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %acc2 = "stablehlo.add"(%acc, %acc) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    "stablehlo.return"(%i2, %acc2) : (tensor<i32>, tensor<256xf32>) -> ()
  }) : (tensor<i32>, tensor<256xf32>) -> (tensor<i32>, tensor<256xf32>)
  %v:2 = "stablehlo.while"(%i0, %x) ({
  ^bb0(%i: tensor<i32>, %acc: tensor<256xf32>):
    %n = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %lt = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%lt) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %acc: tensor<256xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %acc2 = "stablehlo.multiply"(%acc, %acc) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    "stablehlo.return"(%i2, %acc2) : (tensor<i32>, tensor<256xf32>) -> ()
  }) : (tensor<i32>, tensor<256xf32>) -> (tensor<i32>, tensor<256xf32>)
  %k = func.call @pure(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %u = "stablehlo.add"(%x, %x) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  // expected-remark@+1 {{hlomem-remat: @main: the peak, 7172 B, is here: 1028 B of arguments, 1024 B live across this op, 5120 B used or made by it}}
  %big = "stablehlo.concatenate"(%u, %u, %u, %u) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<1024xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 256>, limit_indices = array<i64: 512>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  %r0 = "stablehlo.add"(%s, %w#1) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %r1 = "stablehlo.add"(%r0, %v#1) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %r2 = "stablehlo.add"(%r1, %k) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %r2 : tensor<256xf32>
}
func.func private @pure(%x: tensor<256xf32>) -> tensor<256xf32> {
  %y = "stablehlo.sine"(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %z = "stablehlo.cosine"(%y) : (tensor<256xf32>) -> tensor<256xf32>
  return %z : tensor<256xf32>
}

// -----

// A chain that would keep a dead value alive across the peak frees that
// much less. Here %w = negate(%r) needs %r, which a custom call made and
// which is dead at the peak: recomputing %w would free 1024 B and keep
// 1024 B. Nothing else can go, so 80% = 5734 B is out of reach.
//   %r {x r} 2048, %w {x r w} 3072, %u {x w u} 3072,
//   %big {x w u big} 7168 <- peak.
// CHECK-LABEL: func.func @main
// CHECK-NEXT: "stablehlo.custom_call"
// CHECK-NEXT: "stablehlo.negate"
// expected-remark-re@+2 {{hlomem-remat: @main: the budget of 5734 B is out of reach: the smallest peak found is 7168 B (100.0% of 7168 B), at stablehlo.concatenate at {{.*}}; no recomputation frees 6144 B there (1024 B of arguments, 5120 B the op reads or writes, 0 B that cannot be recomputed), a floor above the budget; the peak is 16.7% above it: 1024 B its rules keep (explain says why)}}
// expected-remark@+1 {{hlomem-remat: @main: peak 7168 B -> 7168 B (budget 5734 B, 80.0% of the peak), out of reach; recomputed 0 values: 0 ops cloned, 0 dropped}}
func.func @main(%x: tensor<256xf32>) -> tensor<256xf32> {
  %r = "stablehlo.custom_call"(%x) <{call_target_name = "foo"}> : (tensor<256xf32>) -> tensor<256xf32>
  // expected-remark-re@+1 {{hlomem-remat: tensor<256xf32> (1024 B) stays: recomputing it frees nothing: its chain would keep the tensor<256xf32> of stablehlo.custom_call at {{.*}}explain.mlir:{{[0-9]+}}:8 alive across the peak}}
  %w = "stablehlo.negate"(%r) : (tensor<256xf32>) -> tensor<256xf32>
  %u = "stablehlo.add"(%x, %x) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  // expected-remark@+1 {{hlomem-remat: @main: the peak, 7168 B, is here: 1024 B of arguments, 1024 B live across this op, 5120 B used or made by it}}
  %big = "stablehlo.concatenate"(%u, %u, %u, %u) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<1024xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 256>, limit_indices = array<i64: 512>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  %o = "stablehlo.add"(%s, %w) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %o : tensor<256xf32>
}

// -----

// The same with a value four times the size of the one its chain keeps:
// recomputing %v = concatenate(%r x4) frees 4096 - 1024 = 3072 B at the
// peak, and %r lives on until the clone.
//   %r {x r} 2048, %v {x r v} 6144, %u {x v u} 6144,
//   %big {x v u big} 10240 <- peak, %s {x v big s} 10240,
//   %t {x v s t} 7168, %o {x s t o} 4096.
// After: %u {x r u} 3072, %big {x r u big} 7168, %s {x r big s} 7168,
//   %v' {x r s v'} 7168, %t {x s v' t} 7168, %o 4096: peak 7168 B, within
//   80% = 8192 B. %v had no use before the peak: it moved. Its consumer
// %t reads nothing else: the barrier's tie is %s, the value computed last
// before the clone, which lives on to %o.
// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[R:.+]] = "stablehlo.custom_call"
// CHECK-NEXT: "stablehlo.add"
// CHECK-NEXT: "stablehlo.concatenate"
// CHECK-NEXT: %[[S:.+]] = "stablehlo.slice"
// CHECK-NEXT: %[[P:.+]]:2 = "stablehlo.optimization_barrier"(%[[R]], %[[S]])
// CHECK-NEXT: %[[V:.+]] = "stablehlo.concatenate"(%[[P]]#0, %[[P]]#0, %[[P]]#0, %[[P]]#0)
// CHECK-NEXT: %[[T:.+]] = "stablehlo.slice"(%[[V]])
// CHECK-NEXT: "stablehlo.add"(%[[S]], %[[T]])
// expected-remark@+1 {{hlomem-remat: @main: peak 10240 B -> 7168 B (budget 8192 B, 80.0% of the peak); recomputed 1 value: 1 op cloned, 1 dropped}}
func.func @main(%x: tensor<256xf32>) -> tensor<256xf32> {
  // expected-remark@+1 {{hlomem-remat: tensor<256xf32> (1024 B) stays: stablehlo.custom_call has side effects and cannot be recomputed}}
  %r = "stablehlo.custom_call"(%x) <{call_target_name = "foo"}> : (tensor<256xf32>) -> tensor<256xf32>
  %v = "stablehlo.concatenate"(%r, %r, %r, %r) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<1024xf32>
  %u = "stablehlo.add"(%x, %x) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  // expected-remark@+1 {{hlomem-remat: @main: the peak, 7168 B, is here: 1024 B of arguments, 1024 B live across this op, 5120 B used or made by it}}
  %big = "stablehlo.concatenate"(%u, %u, %u, %u) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<1024xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 256>, limit_indices = array<i64: 512>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  %t = "stablehlo.slice"(%v) <{start_indices = array<i64: 0>, limit_indices = array<i64: 256>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  %o = "stablehlo.add"(%s, %t) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %o : tensor<256xf32>
}

// -----

// Values of no size in the memory model, a token and a dynamic shape,
// free nothing and say so. %b, 16 B, is what can go.
//   %a {x t y a} 16 (x, t, a: 0 B), %b {.. y b} 32, %t2 32,
//   %c {y b c} 96, %d {y b c d} 112 <- peak, %e {y b d e} 64.
// Recomputing %b before %e: %c {y b c} 96 is the peak then, and 80% =
// 89 B is out of reach.
// CHECK-LABEL: func.func @main
// CHECK:      %[[D:.+]] = "stablehlo.slice"
// CHECK-NEXT: %[[P:.+]]:2 = "stablehlo.optimization_barrier"(%arg2, %[[D]])
// CHECK-NEXT: "stablehlo.negate"(%[[P]]#0)
// expected-remark@+2 {{hlomem-remat: @main: the budget of 89 B is out of reach: the smallest peak found is 96 B (85.7% of 112 B)}}
// expected-remark@+1 {{hlomem-remat: @main: peak 112 B -> 96 B (budget 89 B, 79.5% of the peak), out of reach; recomputed 1 value: 1 op cloned, 0 dropped}}
func.func @main(%x: tensor<?x4xf32>, %t: !stablehlo.token, %y: tensor<4xf32>) -> (tensor<?x4xf32>, !stablehlo.token, tensor<4xf32>) {
  // expected-remark@+1 {{hlomem-remat: tensor<?x4xf32> (0 B) stays: it counts 0 B (a token, or a size that cannot be known), so recomputing it frees nothing}}
  %a = "stablehlo.exponential"(%x) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %b = "stablehlo.negate"(%y) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-remark@+1 {{hlomem-remat: !stablehlo.token (0 B) stays: it counts 0 B}}
  %t2 = "stablehlo.after_all"(%t) : (!stablehlo.token) -> !stablehlo.token
  // expected-remark@+1 {{hlomem-remat: @main: the peak, 96 B, is here: 16 B of arguments, 0 B live across this op, 80 B used or made by it}}
  %c = "stablehlo.concatenate"(%b, %b, %b, %b) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<16xf32>
  %d = "stablehlo.slice"(%c) <{start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<16xf32>) -> tensor<4xf32>
  %e = "stablehlo.add"(%d, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %a, %t2, %e : tensor<?x4xf32>, !stablehlo.token, tensor<4xf32>
}
