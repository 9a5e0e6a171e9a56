// Where the measured peak and the static one part: the memory model takes
// the larger branch of an if and the larger of a loop's regions, while a
// run measures the branch it took and the regions it entered. The
// measured peak is never above the static one.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf 'dense<true> : tensor<i1>\ndense<1.0> : tensor<256xf32>\n' > %t/true.txt
// RUN: printf 'dense<false> : tensor<i1>\ndense<1.0> : tensor<256xf32>\n' > %t/false.txt
// RUN: hlomem-run %s --entry=branches --inputs=%t/true.txt --memory --fusion=none --print=none | FileCheck %s --check-prefix=TAKEN
// RUN: hlomem-run %s --entry=branches --inputs=%t/false.txt --memory --fusion=none --print=none | FileCheck %s --check-prefix=SKIPPED
// RUN: hlomem-run %s --entry=zero_trip --memory --fusion=none --print=none | FileCheck %s --check-prefix=ZERO

// At the if: p 1 + x 1024 + r 1024 = 2049 B. The true branch holds %big
// 4096 and %zero 4 at its peak (%s is yielded: it is r); the false branch
// holds nothing it does not yield. Static: 2049 + 4100.
// TAKEN: memory: measured peak 6149 B (6.00 KiB) at op 1 of 2 of @branches, stablehlo.if
// TAKEN-NEXT: inside stablehlo.if, op 2 of 4: stablehlo.constant
// TAKEN-NEXT: memory: static peak 6149 B (6.00 KiB)
// SKIPPED: memory: measured peak 2049 B (2.00 KiB) at op 1 of 2 of @branches, stablehlo.if
// SKIPPED-NEXT: memory: static peak 6149 B (6.00 KiB)
func.func @branches(%p: tensor<i1>, %x: tensor<256xf32>) -> tensor<256xf32> {
  %r = "stablehlo.if"(%p) ({
    %big = "stablehlo.broadcast_in_dim"(%x) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<4x256xf32>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
    %s = "stablehlo.reduce"(%big, %zero) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%t) : (tensor<f32>) -> ()
    }) : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    "stablehlo.return"(%s) : (tensor<256xf32>) -> ()
  }, {
    %n = "stablehlo.negate"(%x) : (tensor<256xf32>) -> tensor<256xf32>
    "stablehlo.return"(%n) : (tensor<256xf32>) -> ()
  }) : (tensor<i1>) -> tensor<256xf32>
  return %r : tensor<256xf32>
}

// A loop whose condition fails at once: the run measures the condition
// (its constant, 4 B) and never the body (4100 B). Outside: x 1024, c0 4,
// results 4 + 1024.
// ZERO: memory: measured peak 2060 B (2.01 KiB) at op 2 of 3 of @zero_trip, stablehlo.while
// ZERO-NEXT: inside stablehlo.while, op 1 of 3: stablehlo.constant
// ZERO-NEXT: memory: static peak 6156 B (6.01 KiB)
func.func @zero_trip(%x: tensor<256xf32>) -> tensor<256xf32> {
  %c0 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%c0, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<256xf32>):
    %lim = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<256xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %n = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %big = "stablehlo.broadcast_in_dim"(%v) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<4x256xf32>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
    %v2 = "stablehlo.reduce"(%big, %zero) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%t) : (tensor<f32>) -> ()
    }) : (tensor<4x256xf32>, tensor<f32>) -> tensor<256xf32>
    "stablehlo.return"(%n, %v2) : (tensor<i32>, tensor<256xf32>) -> ()
  }) : (tensor<i32>, tensor<256xf32>) -> (tensor<i32>, tensor<256xf32>)
  return %r#1 : tensor<256xf32>
}
