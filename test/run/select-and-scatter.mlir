// select_and_scatter: in each window (row-major) the element `select`
// keeps against every later one is chosen, padding taking no part; the
// source values are then scattered there in row-major order of the
// source, scatter(current, source), over a result filled with init.
// Expected values are worked out in the comments.
// RUN: hlomem-run --split-input-file %s | FileCheck %s

// Max-pool's gradient over 2x2 windows of
//   [[1, 3, 2, 2], [4, 0, 2, 1], [5, 5, 0, 7], [1, 2, 7, 3]]:
// with GE the first of equal maxima stays: 4 at (1, 0), 2 at (0, 2), 5 at
// (2, 0), 7 at (2, 3); with GT a later equal one wins: (1, 0), (1, 2),
// (2, 1), (3, 2).
// CHECK: @max_pool_gradient: passed (2 checks)
func.func @max_pool_gradient() {
  %x = stablehlo.constant dense<[[1.0, 3.0, 2.0, 2.0], [4.0, 0.0, 2.0, 1.0], [5.0, 5.0, 0.0, 7.0], [1.0, 2.0, 7.0, 3.0]]> : tensor<4x4xf32>
  %g = stablehlo.constant dense<[[10.0, 20.0], [30.0, 40.0]]> : tensor<2x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ge = "stablehlo.select_and_scatter"(%x, %g, %zero) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  check.expect_eq_const %ge, dense<[[0.0, 0.0, 20.0, 0.0], [10.0, 0.0, 0.0, 0.0], [30.0, 0.0, 0.0, 40.0], [0.0, 0.0, 0.0, 0.0]]> : tensor<4x4xf32>
  %gt = "stablehlo.select_and_scatter"(%x, %g, %zero) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
  check.expect_eq_const %gt, dense<[[0.0, 0.0, 0.0, 0.0], [10.0, 0.0, 20.0, 0.0], [0.0, 30.0, 0.0, 0.0], [0.0, 0.0, 40.0, 0.0]]> : tensor<4x4xf32>
  func.return
}

// -----

// Overlapping windows of 2 over [1, 3, 2] padded by one on each side:
// windows [pad, 1], [1, 3], [3, 2], [2, pad] select elements 0, 1, 1, 2.
// Adding [1, 10, 100, 1000] to init 5 gives [6, 115, 1005]; subtracting,
// in source order, gives [4, (5 - 10) - 100, 5 - 1000].
// CHECK: @overlapping_windows_in_order: passed (2 checks)
func.func @overlapping_windows_in_order() {
  %x = stablehlo.constant dense<[1, 3, 2]> : tensor<3xi32>
  %src = stablehlo.constant dense<[1, 10, 100, 1000]> : tensor<4xi32>
  %init = stablehlo.constant dense<5> : tensor<i32>
  %add = "stablehlo.select_and_scatter"(%x, %src, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 1>, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<3xi32>, tensor<4xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %add, dense<[6, 115, 1005]> : tensor<3xi32>
  %sub = "stablehlo.select_and_scatter"(%x, %src, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.subtract %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 1>, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<3xi32>, tensor<4xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %sub, dense<[4, -105, -995]> : tensor<3xi32>
  func.return
}

// -----

// A window of padding only selects nothing: its source value 7 is dropped.
// CHECK: @padding_only_window: passed (1 check)
func.func @padding_only_window() {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %src = stablehlo.constant dense<[7.0, 8.0, 9.0]> : tensor<3xf64>
  %init = stablehlo.constant dense<0.0> : tensor<f64>
  %r = "stablehlo.select_and_scatter"(%x, %src, %init) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) {window_dimensions = array<i64: 1>, window_strides = array<i64: 1>, padding = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2xf64>, tensor<3xf64>, tensor<f64>) -> tensor<2xf64>
  check.expect_eq_const %r, dense<[8.0, 9.0]> : tensor<2xf64>
  func.return
}
