// reduce and reduce_window fold each result element's inputs in row-major
// order of the input (of the padded window), the init value first, as
// StableHLO's reference interpreter does (stablehlo/reference/Ops.cpp):
// so f32 sums agree with it bit for bit. So does dot_general in f32 up to
// 256 contracted elements: products added one by one from zero, in
// row-major order of the contracting dimensions as listed. With x = [[1e8, 1], [-1e8, 1]]
// in f32 (ulp 8 at 1e8): row-major ((((0 + 1e8) + 1) - 1e8) + 1) = 1;
// column-major ((((0 + 1e8) - 1e8) + 1) + 1) = 2; pairwise
// ((1e8 + 1) + (-1e8 + 1)) = 0.
// RUN: hlomem-run %s | FileCheck %s

// CHECK: @reduce_both_dims: passed (1 check)
func.func @reduce_both_dims() {
  %x = "stablehlo.constant"() <{value = dense<[[1.0e8, 1.0], [-1.0e8, 1.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce"(%x, %z) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
  "check.expect_eq_const"(%r) {value = dense<1.0> : tensor<f32>} : (tensor<f32>) -> ()
  func.return
}

// A 2x2 window over x padded with one column of init values on the right:
// the first window is x itself (1), the second [[1, pad], [1, pad]] (2).
// CHECK: @reduce_window_padded: passed (1 check)
func.func @reduce_window_padded() {
  %x = "stablehlo.constant"() <{value = dense<[[1.0e8, 1.0], [-1.0e8, 1.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %z) <{window_dimensions = array<i64: 2, 2>, padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<2x2xf32>, tensor<f32>) -> tensor<1x2xf32>
  "check.expect_eq_const"(%r) {value = dense<[[1.0, 2.0]]> : tensor<1x2xf32>} : (tensor<1x2xf32>) -> ()
  func.return
}

// The same body written as add(b, a) folds in the same order.
// CHECK: @reduce_swapped_body: passed (1 check)
func.func @reduce_swapped_body() {
  %x = "stablehlo.constant"() <{value = dense<[1.0e8, 1.0, -1.0e8, 1.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce"(%x, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%b, %a) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  "check.expect_eq_const"(%r) {value = dense<1.0> : tensor<f32>} : (tensor<f32>) -> ()
  func.return
}

// Contracting both dimensions of x with ones: listed [0, 1] the products
// come in the order (0,0), (0,1), (1,0), (1,1): 1; listed [1, 0] in the
// order (0,0), (1,0), (0,1), (1,1): ((1e8 - 1e8) + 1) + 1 = 2.
// CHECK: @dot_general_contracting_order: passed (2 checks)
func.func @dot_general_contracting_order() {
  %x = "stablehlo.constant"() <{value = dense<[[1.0e8, 1.0], [-1.0e8, 1.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %o = "stablehlo.constant"() <{value = dense<1.0> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %r = "stablehlo.dot_general"(%x, %o) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<f32>
  "check.expect_eq_const"(%r) {value = dense<1.0> : tensor<f32>} : (tensor<f32>) -> ()
  %s = "stablehlo.dot_general"(%x, %o) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1, 0], rhs_contracting_dimensions = [1, 0]>}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<f32>
  "check.expect_eq_const"(%s) {value = dense<2.0> : tensor<f32>} : (tensor<f32>) -> ()
  func.return
}

// A matrix product: row [1, 1e8, 1, -1e8] sums to ((1 + 1e8) + 1) - 1e8 = 0.
// CHECK: @dot_general_matmul: passed (1 check)
func.func @dot_general_matmul() {
  %x = "stablehlo.constant"() <{value = dense<[[1.0e8, 1.0, -1.0e8, 1.0], [1.0, 1.0e8, 1.0, -1.0e8]]> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
  %o = "stablehlo.constant"() <{value = dense<1.0> : tensor<4x3xf32>}> : () -> tensor<4x3xf32>
  %r = "stablehlo.dot_general"(%x, %o) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  "check.expect_eq_const"(%r) {value = dense<[[1.0, 1.0, 1.0], [0.0, 0.0, 0.0]]> : tensor<2x3xf32>} : (tensor<2x3xf32>) -> ()
  func.return
}

// CHECK: functions: 5 passed, 0 failed
