// reduce, reduce_window and map against hand-computed values. Results fold
// each result element's inputs in row-major order from the init value, so
// a bf16 or a NaN-propagating body gives one well-defined answer.
// RUN: hlomem-run %s | FileCheck %s
// CHECK: checks: 17 passed, 0 failed

func.func @main() {
  // the spec's example
  %c0 = "stablehlo.constant"() <{value = dense<[[0, 1, 2, 3, 4, 5]]> : tensor<1x6xi64>}> : () -> tensor<1x6xi64>
  %c1 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
  %r2 = "stablehlo.reduce"(%c0, %c1) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = "stablehlo.add"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
  %c3 = "stablehlo.constant"() <{value = dense<[15]> : tensor<1xi64>}> : () -> tensor<1xi64>
  "stablehlo.custom_call"(%r2, %c3) <{call_target_name = "check.expect_eq"}> : (tensor<1xi64>, tensor<1xi64>) -> ()
  // over a leading dimension, over all of them, with an init that is not the identity
  %c4 = "stablehlo.constant"() <{value = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %c5 = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r6 = "stablehlo.reduce"(%c4, %c5) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  %c7 = "stablehlo.constant"() <{value = dense<[5.0, 7.0, 9.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  "stablehlo.custom_call"(%r6, %c7) <{call_target_name = "check.expect_eq"}> : (tensor<3xf32>, tensor<3xf32>) -> ()
  %c8 = "stablehlo.constant"() <{value = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %c9 = "stablehlo.constant"() <{value = dense<10.0> : tensor<f32>}> : () -> tensor<f32>
  %r10 = "stablehlo.reduce"(%c8, %c9) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
  %c11 = "stablehlo.constant"() <{value = dense<31.0> : tensor<f32>}> : () -> tensor<f32>
  "stablehlo.custom_call"(%r10, %c11) <{call_target_name = "check.expect_eq"}> : (tensor<f32>, tensor<f32>) -> ()
  // maximum propagates NaN
  %c12 = "stablehlo.constant"() <{value = dense<[[1.0, 0x7FC00000, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %c13 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %r14 = "stablehlo.reduce"(%c12, %c13) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %c15 = "stablehlo.constant"() <{value = dense<[0x7FC00000, 6.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "stablehlo.custom_call"(%r14, %c15) <{call_target_name = "check.expect_eq"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  %c16 = "stablehlo.constant"() <{value = dense<[[true, false], [true, true]]> : tensor<2x2xi1>}> : () -> tensor<2x2xi1>
  %c17 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
  %r18 = "stablehlo.reduce"(%c16, %c17) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<i1>, %b: tensor<i1>):
    %s = "stablehlo.and"(%a, %b) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%s) : (tensor<i1>) -> ()
  }) : (tensor<2x2xi1>, tensor<i1>) -> tensor<2xi1>
  %c19 = "stablehlo.constant"() <{value = dense<[false, true]> : tensor<2xi1>}> : () -> tensor<2xi1>
  "stablehlo.custom_call"(%r18, %c19) <{call_target_name = "check.expect_eq"}> : (tensor<2xi1>, tensor<2xi1>) -> ()
  %c20 = "stablehlo.constant"() <{value = dense<[[3, -7], [2, 9]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %c21 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
  %r22 = "stablehlo.reduce"(%c20, %c21) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = "stablehlo.minimum"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<2x2xi32>, tensor<i32>) -> tensor<2xi32>
  %c23 = "stablehlo.constant"() <{value = dense<[-7, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  "stablehlo.custom_call"(%r22, %c23) <{call_target_name = "check.expect_eq"}> : (tensor<2xi32>, tensor<2xi32>) -> ()
  // a bf16 body rounds at every step, in row-major order
  %c24 = "stablehlo.constant"() <{value = dense<[1.0, 0.00390625, 0.00390625]> : tensor<3xbf16>}> : () -> tensor<3xbf16>
  %c25 = "stablehlo.constant"() <{value = dense<0.0> : tensor<bf16>}> : () -> tensor<bf16>
  %r26 = "stablehlo.reduce"(%c24, %c25) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = "stablehlo.add"(%a, %b) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    "stablehlo.return"(%s) : (tensor<bf16>) -> ()
  }) : (tensor<3xbf16>, tensor<bf16>) -> tensor<bf16>
  %c27 = "stablehlo.constant"() <{value = dense<1.0> : tensor<bf16>}> : () -> tensor<bf16>
  "stablehlo.custom_call"(%r26, %c27) <{call_target_name = "check.expect_eq"}> : (tensor<bf16>, tensor<bf16>) -> ()
  // an empty reduction is the init value
  %c28 = "stablehlo.constant"() <{value = dense<> : tensor<0xf32>}> : () -> tensor<0xf32>
  %c29 = "stablehlo.constant"() <{value = dense<5.0> : tensor<f32>}> : () -> tensor<f32>
  %r30 = "stablehlo.reduce"(%c28, %c29) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<0xf32>, tensor<f32>) -> tensor<f32>
  %c31 = "stablehlo.constant"() <{value = dense<5.0> : tensor<f32>}> : () -> tensor<f32>
  "stablehlo.custom_call"(%r30, %c31) <{call_target_name = "check.expect_eq"}> : (tensor<f32>, tensor<f32>) -> ()
  %c32 = "stablehlo.constant"() <{value = dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>}> : () -> tensor<2x2x2xi32>
  %c33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r34 = "stablehlo.reduce"(%c32, %c33) <{dimensions = array<i64: 0, 2>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<2x2x2xi32>, tensor<i32>) -> tensor<2xi32>
  %c35 = "stablehlo.constant"() <{value = dense<[14, 22]> : tensor<2xi32>}> : () -> tensor<2xi32>
  "stablehlo.custom_call"(%r34, %c35) <{call_target_name = "check.expect_eq"}> : (tensor<2xi32>, tensor<2xi32>) -> ()
  // any body: a sum of squares
  %c36 = "stablehlo.constant"() <{value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %c37 = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r38 = "stablehlo.reduce"(%c36, %c37) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.multiply"(%b, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %s = "stablehlo.add"(%a, %t) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  %c39 = "stablehlo.constant"() <{value = dense<14.0> : tensor<f32>}> : () -> tensor<f32>
  "stablehlo.custom_call"(%r38, %c39) <{call_target_name = "check.expect_eq"}> : (tensor<f32>, tensor<f32>) -> ()
  // the spec's example: strides, both dilations, padding
  %c40 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>}> : () -> tensor<3x2xi64>
  %c41 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
  %r42 = "stablehlo.reduce_window"(%c40, %c41) <{window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>, base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 3, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = "stablehlo.add"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  %c43 = "stablehlo.constant"() <{value = dense<[[0, 0], [3, 4]]> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
  "stablehlo.custom_call"(%r42, %c43) <{call_target_name = "check.expect_eq"}> : (tensor<2x2xi64>, tensor<2x2xi64>) -> ()
  // 2x2 max pooling
  %c44 = "stablehlo.constant"() <{value = dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
  %c45 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %r46 = "stablehlo.reduce_window"(%c44, %c45) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>
  %c47 = "stablehlo.constant"() <{value = dense<[[6.0, 8.0], [14.0, 16.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  "stablehlo.custom_call"(%r46, %c47) <{call_target_name = "check.expect_eq"}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> ()
  // a cumulative sum: padding reads as the init value
  %c48 = "stablehlo.constant"() <{value = dense<[1, 2, 3, 4]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %c49 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r50 = "stablehlo.reduce_window"(%c48, %c49) <{window_dimensions = array<i64: 4>, padding = dense<[[3, 0]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %c51 = "stablehlo.constant"() <{value = dense<[1, 3, 6, 10]> : tensor<4xi32>}> : () -> tensor<4xi32>
  "stablehlo.custom_call"(%r50, %c51) <{call_target_name = "check.expect_eq"}> : (tensor<4xi32>, tensor<4xi32>) -> ()
  // map: the spec's example
  %c52 = "stablehlo.constant"() <{value = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
  %c53 = "stablehlo.constant"() <{value = dense<[[4, 5], [6, 7]]> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
  %r54 = "stablehlo.map"(%c52, %c53) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = "stablehlo.multiply"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  %c55 = "stablehlo.constant"() <{value = dense<[[0, 5], [12, 21]]> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
  "stablehlo.custom_call"(%r54, %c55) <{call_target_name = "check.expect_eq"}> : (tensor<2x2xi64>, tensor<2x2xi64>) -> ()
  %c56 = "stablehlo.constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c57 = "stablehlo.constant"() <{value = dense<[3.0, 4.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r58 = "stablehlo.map"(%c56, %c57) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.multiply"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %s = "stablehlo.add"(%t, %a) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %c59 = "stablehlo.constant"() <{value = dense<[4.0, 10.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "stablehlo.custom_call"(%r58, %c59) <{call_target_name = "check.expect_eq"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  func.call @argmax() : () -> ()
  return
}


// A variadic reduce: argmax, keeping the first index on ties.
func.func @argmax() {
  %v = "stablehlo.constant"() <{value = dense<[3.0, 9.0, 2.0, 9.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %i = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
  %v0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %i0 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.reduce"(%v, %i, %v0, %i0) <{dimensions = array<i64: 0>}> ({
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %keep = "stablehlo.compare"(%av, %bv) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %sv = "stablehlo.select"(%keep, %av, %bv) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %si = "stablehlo.select"(%keep, %ai, %bi) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%sv, %si) : (tensor<f32>, tensor<i32>) -> ()
  }) : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
  %ev = "stablehlo.constant"() <{value = dense<9.0> : tensor<f32>}> : () -> tensor<f32>
  %ei = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  "stablehlo.custom_call"(%r#0, %ev) <{call_target_name = "check.expect_eq"}> : (tensor<f32>, tensor<f32>) -> ()
  "stablehlo.custom_call"(%r#1, %ei) <{call_target_name = "check.expect_eq"}> : (tensor<i32>, tensor<i32>) -> ()
  return
}
