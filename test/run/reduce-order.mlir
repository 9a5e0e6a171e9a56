// reduce and reduce_window fold each result element's inputs in row-major
// order of the input (of the padded window), the init value first, as
// StableHLO's reference interpreter does (stablehlo/reference/Ops.cpp):
// so f32 sums agree with it bit for bit. With x = [[1e8, 1], [-1e8, 1]]
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

// CHECK: functions: 3 passed, 0 failed
