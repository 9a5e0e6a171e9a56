// The measured peak of live buffers against hand-computed values of the
// memory model (docs/memory-model.md), with and without buffer sharing:
// arguments live throughout; region bodies add what they create and do
// not yield; with sharing=none every SSA value is its own buffer from its
// definition to its last use, views included; with sharing=xla (the
// default) an elementwise op writes over an operand of its type that dies
// there (memory-sharing.mlir has a case per rule). The AGREE lines check
// that hlomem-memory-report's static peak is the same number on every
// function here and on the test/memory programs, in both modes.
// RUN: hlomem-run %s --entry=views --memory --fusion=none --print=none --sharing=none | FileCheck %s --check-prefix=VIEWS
// RUN: hlomem-run %s --entry=views --memory --fusion=none --print=none | FileCheck %s --check-prefix=VIEWS-XLA
// RUN: hlomem-run %s --entry=late_use --memory --fusion=none --print=none | FileCheck %s --check-prefix=LATE
// RUN: hlomem-run %s --entry=late_use --memory --fusion=none --print=none --sharing=none | FileCheck %s --check-prefix=LATE
// RUN: hlomem-run %s --entry=body_temporary --memory --fusion=none --print=none --sharing=none | FileCheck %s --check-prefix=BODY
// RUN: hlomem-run %s --entry=body_temporary --memory --fusion=none --print=none | FileCheck %s --check-prefix=BODY-XLA
// RUN: hlomem-run %s --entry=loop --memory --fusion=none --print=none | FileCheck %s --check-prefix=LOOP
// RUN: hlomem-run %s --entry=loop --memory --fusion=none --print=none --sharing=none | FileCheck %s --check-prefix=LOOP
// RUN: python3 %S/Inputs/memory_agree.py --fusion=none %s %hlomem_src/test/memory/straight-line.mlir %hlomem_src/test/memory/regions.mlir %hlomem_src/test/memory/cost.mlir %hlomem_src/test/memory/sharing.mlir %examples/mlp_train_step.mlir | FileCheck %s --check-prefix=AGREE
// RUN: python3 %S/Inputs/memory_agree.py --sharing=none --fusion=none %s %hlomem_src/test/memory/straight-line.mlir %hlomem_src/test/memory/regions.mlir %hlomem_src/test/memory/cost.mlir %hlomem_src/test/memory/sharing.mlir %examples/mlp_train_step.mlir | FileCheck %s --check-prefix=AGREE-NONE

// A reshape is a value of its own: at the negate, a, b and c are live.
// With sharing the negate writes over b, which dies there: a and b, 8 KiB,
// first reached at the reshape.
// VIEWS: memory: measured peak 12288 B (12.00 KiB) at op 2 of 3 of @views, stablehlo.negate at {{.*}}memory.mlir:[[@LINE+6]]:8
// VIEWS-NEXT: memory: static peak 12288 B (12.00 KiB)
// VIEWS-XLA: memory: measured peak 8192 B (8.00 KiB) at op 1 of 3 of @views, stablehlo.reshape at {{.*}}memory.mlir:[[@LINE+3]]:8
// VIEWS-XLA-NEXT: memory: static peak 8192 B (8.00 KiB)
func.func @views(%a: tensor<1024xf32>) -> tensor<32x32xf32> {
  %b = "stablehlo.reshape"(%a) : (tensor<1024xf32>) -> tensor<32x32xf32>
  %c = "stablehlo.negate"(%b) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  return %c : tensor<32x32xf32>
}

// %big lives until its last use at the reduce while smaller values come
// and go; arguments (a 400 B, seed 16 B) are live throughout; an unused
// result (the new state) is live at its own op only. With sharing, t is
// written over s and u over r, which changes no point before the peak.
//   op 1 broadcast: a, seed, big                      4416
//   op 2 rng:       + state 16, s 400                 4832
//   op 3 add:       a, seed, big, s, t                5216
//   op 4 constant:  a, seed, big, t, zero 4           4820
//   op 5 reduce:    a, seed, big, t, zero, r 400      5220  <- peak
//   op 6 add:       a, seed, t, r, u                  1616
// LATE: memory: measured peak 5220 B (5.10 KiB) at op 5 of 7 of @late_use, stablehlo.reduce at {{.*}}memory.mlir:[[@LINE+7]]:8
// LATE-NEXT: memory: static peak 5220 B (5.10 KiB)
func.func @late_use(%a: tensor<100xf32>, %seed: tensor<2xui64>) -> tensor<100xf32> {
  %big = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 1>}> : (tensor<100xf32>) -> tensor<10x100xf32>
  %state, %s = "stablehlo.rng_bit_generator"(%seed) <{rng_algorithm = #stablehlo<rng_algorithm PHILOX>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<100xf32>)
  %t = "stablehlo.add"(%s, %a) : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce"(%big, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%z) : (tensor<f32>) -> ()
  }) : (tensor<10x100xf32>, tensor<f32>) -> tensor<100xf32>
  %u = "stablehlo.add"(%r, %t) : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xf32>
  return %u : tensor<100xf32>
}

// A reduce body with a temporary: the square (4 B) is what the body holds
// beyond its arguments and its yield. At the reduce: x 16 + init 4 +
// result 4 + 4 = 28 B. With sharing the square is written over %e, which
// dies there (a block argument: the enclosing op's), and the sum over
// %acc: the body holds nothing, 24 B.
// BODY: memory: measured peak 28 B at op 2 of 3 of @body_temporary, stablehlo.reduce at {{.*}}memory.mlir:[[@LINE+7]]:8
// BODY-NEXT: inside stablehlo.reduce, op 1 of 3: stablehlo.multiply at {{.*}}memory.mlir:[[@LINE+8]]:11
// BODY-NEXT: memory: static peak 28 B
// BODY-XLA: memory: measured peak 24 B at op 2 of 3 of @body_temporary, stablehlo.reduce at {{.*}}memory.mlir:[[@LINE+4]]:8
// BODY-XLA-NEXT: memory: static peak 24 B
func.func @body_temporary(%x: tensor<4xf32>) -> tensor<f32> {
  %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce"(%x, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
    %sq = "stablehlo.multiply"(%e, %e) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %s = "stablehlo.add"(%acc, %sq) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// A counted loop: each iteration makes a 2 KiB temporary and frees it. The
// carried values are the while's operands and results: outside, x 512,
// c0 4 and the results 4 + 512 are live at the while (1032 B). Inside the
// body, %one dies at the add; %n and %v2 are yielded, so they are the
// while's results and cost nothing more; %wide 2048 and %zero 4 make the
// body's local peak 2052, first reached at the constant. 1032 + 2052.
// With sharing the same: c0 is a constant and x an argument, so both
// results are fresh buffers; in the body %n is written over %i, and %v2,
// made after %v's last use, goes straight into the carry.
// LOOP: memory: measured peak 3084 B (3.01 KiB) at op 2 of 3 of @loop, stablehlo.while
// LOOP-NEXT: inside stablehlo.while, op 4 of 6: stablehlo.constant
// LOOP-NEXT: memory: static peak 3084 B (3.01 KiB)
func.func @loop(%x: tensor<128xf32>) -> tensor<128xf32> {
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%c0, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<128xf32>):
    %lim = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<128xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %n = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %wide = "stablehlo.broadcast_in_dim"(%v) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<4x128xf32>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
    %v2 = "stablehlo.reduce"(%wide, %zero) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<4x128xf32>, tensor<f32>) -> tensor<128xf32>
    "stablehlo.return"(%n, %v2) : (tensor<i32>, tensor<128xf32>) -> ()
  }) : (tensor<i32>, tensor<128xf32>) -> (tensor<i32>, tensor<128xf32>)
  return %r#1 : tensor<128xf32>
}

// AGREE-DAG: @views (memory.mlir): measured 8192 B = static 8192 B
// AGREE-DAG: @late_use (memory.mlir): measured 5220 B = static 5220 B
// AGREE-DAG: @body_temporary (memory.mlir): measured 24 B = static 24 B
// AGREE-DAG: @loop (memory.mlir): measured 3084 B = static 3084 B
// AGREE-DAG: @diamond (straight-line.mlir): measured 36864 B = static 36864 B
// AGREE-DAG: @outer (regions.mlir): measured 24580 B = static 24580 B
// AGREE: agree: [[N:[0-9]+]] functions; skipped 0; disagree 0
// AGREE-NONE-DAG: @views (memory.mlir): measured 12288 B = static 12288 B
// AGREE-NONE-DAG: @late_use (memory.mlir): measured 5220 B = static 5220 B
// AGREE-NONE-DAG: @body_temporary (memory.mlir): measured 28 B = static 28 B
// AGREE-NONE-DAG: @loop (memory.mlir): measured 3084 B = static 3084 B
// AGREE-NONE-DAG: @diamond (straight-line.mlir): measured 53248 B = static 53248 B
// AGREE-NONE-DAG: @outer (regions.mlir): measured 24580 B = static 24580 B
// AGREE-NONE: agree: {{[0-9]+}} functions; skipped 0; disagree 0
// With XLA's fusion (the default) too, on the same programs and those of
// test/memory/fusion.mlir, in both sharing modes.
// RUN: python3 %S/Inputs/memory_agree.py %s %hlomem_src/test/memory/straight-line.mlir %hlomem_src/test/memory/regions.mlir %hlomem_src/test/memory/cost.mlir %hlomem_src/test/memory/sharing.mlir %hlomem_src/test/memory/fusion.mlir %examples/mlp_train_step.mlir | FileCheck %s --check-prefix=AGREE-FUSED
// RUN: python3 %S/Inputs/memory_agree.py --sharing=none %s %hlomem_src/test/memory/straight-line.mlir %hlomem_src/test/memory/regions.mlir %hlomem_src/test/memory/cost.mlir %hlomem_src/test/memory/sharing.mlir %hlomem_src/test/memory/fusion.mlir %examples/mlp_train_step.mlir | FileCheck %s --check-prefix=AGREE-FUSED
// AGREE-FUSED: agree: {{[0-9]+}} functions; skipped 0; disagree 0
