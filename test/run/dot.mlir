// dot_general (and dot) against hand-computed values: transposed and
// batched operands, contracting dimensions that need a copy, integer
// wrap-around, bf16 accumulated in f32, complex, empty contractions; then
// the blocked kernel on sizes that are not multiples of its tiles, against
// the same product computed as reduce(multiply(broadcast, broadcast)).
// RUN: hlomem-run %s | FileCheck %s
// CHECK: checks: 15 passed, 0 failed

func.func @main() {
  // the spec's example: a batch of products with the identity
  %c0 = "stablehlo.constant"() <{value = dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi64>}> : () -> tensor<2x2x2xi64>
  %c1 = "stablehlo.constant"() <{value = dense<[[[1, 0], [0, 1]], [[1, 0], [0, 1]]]> : tensor<2x2x2xi64>}> : () -> tensor<2x2x2xi64>
  %r2 = "stablehlo.dot_general"(%c0, %c1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> tensor<2x2x2xi64>
  %c3 = "stablehlo.constant"() <{value = dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi64>}> : () -> tensor<2x2x2xi64>
  "stablehlo.custom_call"(%r2, %c3) <{call_target_name = "check.expect_eq"}> : (tensor<2x2x2xi64>, tensor<2x2x2xi64>) -> ()
  %c4 = "stablehlo.constant"() <{value = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %c5 = "stablehlo.constant"() <{value = dense<[[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<3x2xf32>}> : () -> tensor<3x2xf32>
  %r6 = "stablehlo.dot_general"(%c4, %c5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %c7 = "stablehlo.constant"() <{value = dense<[[58.0, 64.0], [139.0, 154.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  "stablehlo.custom_call"(%r6, %c7) <{call_target_name = "check.expect_eq"}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> ()
  // the same product from a transposed lhs, then a transposed rhs
  %c8 = "stablehlo.constant"() <{value = dense<[[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]> : tensor<3x2xf32>}> : () -> tensor<3x2xf32>
  %c9 = "stablehlo.constant"() <{value = dense<[[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<3x2xf32>}> : () -> tensor<3x2xf32>
  %r10 = "stablehlo.dot_general"(%c8, %c9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %c11 = "stablehlo.constant"() <{value = dense<[[58.0, 64.0], [139.0, 154.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  "stablehlo.custom_call"(%r10, %c11) <{call_target_name = "check.expect_eq"}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> ()
  %c12 = "stablehlo.constant"() <{value = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %c13 = "stablehlo.constant"() <{value = dense<[[7.0, 9.0, 11.0], [8.0, 10.0, 12.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %r14 = "stablehlo.dot_general"(%c12, %c13) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  %c15 = "stablehlo.constant"() <{value = dense<[[58.0, 64.0], [139.0, 154.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  "stablehlo.custom_call"(%r14, %c15) <{call_target_name = "check.expect_eq"}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> ()
  // two contracting dimensions in an order memory does not nest: trace(AB) = 58 + 154
  %c16 = "stablehlo.constant"() <{value = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %c17 = "stablehlo.constant"() <{value = dense<[[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<3x2xf32>}> : () -> tensor<3x2xf32>
  %r18 = "stablehlo.dot_general"(%c16, %c17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1, 0], rhs_contracting_dimensions = [0, 1]>}> : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<f32>
  %c19 = "stablehlo.constant"() <{value = dense<212.0> : tensor<f32>}> : () -> tensor<f32>
  "stablehlo.custom_call"(%r18, %c19) <{call_target_name = "check.expect_eq"}> : (tensor<f32>, tensor<f32>) -> ()
  // a batch dimension in the middle of lhs; the result leads with it
  %c20 = "stablehlo.constant"() <{value = dense<[[[1.0], [2.0]], [[3.0], [4.0]]]> : tensor<2x2x1xf32>}> : () -> tensor<2x2x1xf32>
  %c21 = "stablehlo.constant"() <{value = dense<[[[10.0, 20.0]], [[30.0, 40.0]]]> : tensor<2x1x2xf32>}> : () -> tensor<2x1x2xf32>
  %r22 = "stablehlo.dot_general"(%c20, %c21) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x2x1xf32>, tensor<2x1x2xf32>) -> tensor<2x2x2xf32>
  %c23 = "stablehlo.constant"() <{value = dense<[[[10.0, 20.0], [30.0, 60.0]], [[60.0, 80.0], [120.0, 160.0]]]> : tensor<2x2x2xf32>}> : () -> tensor<2x2x2xf32>
  "stablehlo.custom_call"(%r22, %c23) <{call_target_name = "check.expect_eq"}> : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> ()
  // integer products wrap: 300 is 44 in i8
  %c24 = "stablehlo.constant"() <{value = dense<[[100, 100]]> : tensor<1x2xi8>}> : () -> tensor<1x2xi8>
  %c25 = "stablehlo.constant"() <{value = dense<[[2], [1]]> : tensor<2x1xi8>}> : () -> tensor<2x1xi8>
  %r26 = "stablehlo.dot_general"(%c24, %c25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<1x2xi8>, tensor<2x1xi8>) -> tensor<1x1xi8>
  %c27 = "stablehlo.constant"() <{value = dense<[[44]]> : tensor<1x1xi8>}> : () -> tensor<1x1xi8>
  "stablehlo.custom_call"(%r26, %c27) <{call_target_name = "check.expect_eq"}> : (tensor<1x1xi8>, tensor<1x1xi8>) -> ()
  // bf16 accumulates in f32 and rounds once (per step it would stay 1.0)
  %c28 = "stablehlo.constant"() <{value = dense<[[1.0, 0.00390625, 0.00390625]]> : tensor<1x3xbf16>}> : () -> tensor<1x3xbf16>
  %c29 = "stablehlo.constant"() <{value = dense<[[1.0], [1.0], [1.0]]> : tensor<3x1xbf16>}> : () -> tensor<3x1xbf16>
  %r30 = "stablehlo.dot_general"(%c28, %c29) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<1x3xbf16>, tensor<3x1xbf16>) -> tensor<1x1xbf16>
  %c31 = "stablehlo.constant"() <{value = dense<[[1.0078125]]> : tensor<1x1xbf16>}> : () -> tensor<1x1xbf16>
  "stablehlo.custom_call"(%r30, %c31) <{call_target_name = "check.expect_eq"}> : (tensor<1x1xbf16>, tensor<1x1xbf16>) -> ()
  // a wider result type
  %c32 = "stablehlo.constant"() <{value = dense<[[1.0, 2.0]]> : tensor<1x2xbf16>}> : () -> tensor<1x2xbf16>
  %c33 = "stablehlo.constant"() <{value = dense<[[3.0], [4.0]]> : tensor<2x1xbf16>}> : () -> tensor<2x1xbf16>
  %r34 = "stablehlo.dot_general"(%c32, %c33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<1x2xbf16>, tensor<2x1xbf16>) -> tensor<1x1xf32>
  %c35 = "stablehlo.constant"() <{value = dense<[[11.0]]> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  "stablehlo.custom_call"(%r34, %c35) <{call_target_name = "check.expect_eq"}> : (tensor<1x1xf32>, tensor<1x1xf32>) -> ()
  %c36 = "stablehlo.constant"() <{value = dense<[[0.1, 0.2]]> : tensor<1x2xf64>}> : () -> tensor<1x2xf64>
  %c37 = "stablehlo.constant"() <{value = dense<[[0.3], [0.4]]> : tensor<2x1xf64>}> : () -> tensor<2x1xf64>
  %r38 = "stablehlo.dot_general"(%c36, %c37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<1x2xf64>, tensor<2x1xf64>) -> tensor<1x1xf64>
  %c39 = "stablehlo.constant"() <{value = dense<[[0.11]]> : tensor<1x1xf64>}> : () -> tensor<1x1xf64>
  "stablehlo.custom_call"(%r38, %c39) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-15 : f64}> : (tensor<1x1xf64>, tensor<1x1xf64>) -> ()
  // (1+i)(1-i) + (2i)(i) = 2 - 2
  %c40 = "stablehlo.constant"() <{value = dense<[[(1.0, 1.0), (0.0, 2.0)]]> : tensor<1x2xcomplex<f32>>}> : () -> tensor<1x2xcomplex<f32>>
  %c41 = "stablehlo.constant"() <{value = dense<[[(1.0, -1.0)], [(0.0, 1.0)]]> : tensor<2x1xcomplex<f32>>}> : () -> tensor<2x1xcomplex<f32>>
  %r42 = "stablehlo.dot_general"(%c40, %c41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<1x2xcomplex<f32>>, tensor<2x1xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
  %c43 = "stablehlo.constant"() <{value = dense<[[(0.0, 0.0)]]> : tensor<1x1xcomplex<f32>>}> : () -> tensor<1x1xcomplex<f32>>
  "stablehlo.custom_call"(%r42, %c43) <{call_target_name = "check.expect_eq"}> : (tensor<1x1xcomplex<f32>>, tensor<1x1xcomplex<f32>>) -> ()
  // stablehlo.dot contracts lhs's last dimension with rhs's first
  %c44 = "stablehlo.constant"() <{value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %c45 = "stablehlo.constant"() <{value = dense<[4.0, 5.0, 6.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %r46 = "stablehlo.dot"(%c44, %c45) : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  %c47 = "stablehlo.constant"() <{value = dense<32.0> : tensor<f32>}> : () -> tensor<f32>
  "stablehlo.custom_call"(%r46, %c47) <{call_target_name = "check.expect_eq"}> : (tensor<f32>, tensor<f32>) -> ()
  // an empty contraction gives zeros
  %c48 = "stablehlo.constant"() <{value = dense<> : tensor<2x0xf32>}> : () -> tensor<2x0xf32>
  %c49 = "stablehlo.constant"() <{value = dense<> : tensor<0x3xf32>}> : () -> tensor<0x3xf32>
  %r50 = "stablehlo.dot_general"(%c48, %c49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
  %c51 = "stablehlo.constant"() <{value = dense<0.0> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  "stablehlo.custom_call"(%r50, %c51) <{call_target_name = "check.expect_eq"}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
  func.call @blocked() : () -> ()
  return
}


// 13x300 times 300x17: two K blocks, partial row and column tiles. The
// entries are small integers, so every order of summation is exact and the
// two computations must agree bit for bit.
func.func @blocked() {
  %i = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<13x300xi32>
  %k = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<13x300xi32>
  %ik = "stablehlo.add"(%i, %k) : (tensor<13x300xi32>, tensor<13x300xi32>) -> tensor<13x300xi32>
  %five = "stablehlo.constant"() <{value = dense<5> : tensor<13x300xi32>}> : () -> tensor<13x300xi32>
  %am = "stablehlo.remainder"(%ik, %five) : (tensor<13x300xi32>, tensor<13x300xi32>) -> tensor<13x300xi32>
  %a = "stablehlo.convert"(%am) : (tensor<13x300xi32>) -> tensor<13x300xf32>
  %k2 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<300x17xi32>
  %j = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<300x17xi32>
  %kj = "stablehlo.multiply"(%k2, %j) : (tensor<300x17xi32>, tensor<300x17xi32>) -> tensor<300x17xi32>
  %three = "stablehlo.constant"() <{value = dense<3> : tensor<300x17xi32>}> : () -> tensor<300x17xi32>
  %bm = "stablehlo.remainder"(%kj, %three) : (tensor<300x17xi32>, tensor<300x17xi32>) -> tensor<300x17xi32>
  %b = "stablehlo.convert"(%bm) : (tensor<300x17xi32>) -> tensor<300x17xf32>
  %c = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<13x300xf32>, tensor<300x17xf32>) -> tensor<13x17xf32>
  %ab = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<13x300xf32>) -> tensor<13x300x17xf32>
  %bb = "stablehlo.broadcast_in_dim"(%b) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<300x17xf32>) -> tensor<13x300x17xf32>
  %m = "stablehlo.multiply"(%ab, %bb) : (tensor<13x300x17xf32>, tensor<13x300x17xf32>) -> tensor<13x300x17xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %sum = "stablehlo.reduce"(%m, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<13x300x17xf32>, tensor<f32>) -> tensor<13x17xf32>
  "stablehlo.custom_call"(%c, %sum) <{call_target_name = "check.expect_eq"}> : (tensor<13x17xf32>, tensor<13x17xf32>) -> ()
  // The same product from the transposed lhs.
  %at = "stablehlo.transpose"(%a) <{permutation = array<i64: 1, 0>}> : (tensor<13x300xf32>) -> tensor<300x13xf32>
  %c2 = "stablehlo.dot_general"(%at, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<300x13xf32>, tensor<300x17xf32>) -> tensor<13x17xf32>
  "stablehlo.custom_call"(%c2, %sum) <{call_target_name = "check.expect_eq"}> : (tensor<13x17xf32>, tensor<13x17xf32>) -> ()
  return
}
