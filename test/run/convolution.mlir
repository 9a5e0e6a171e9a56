// convolution on any dimension layout, with strides, padding, lhs and rhs
// dilation, window reversal, feature and batch groups. The expected values
// come from a plain Python transcription of the spec's definition (pad
// and dilate lhs, slide the window, sum the products; split and
// concatenate for groups), which shares no code with hlomem-run; values
// are small integers, so sums are exact in every type.
// RUN: not hlomem-run --split-input-file %s 2>/dev/null | FileCheck %s

// NCHW: lhs [b, f, 0, 1], kernel [o, i, 0, 1]; stride 2 down the rows,
// one row of padding above and one column right, kernel columns dilated
// by 2. The output has (1 + 3 - 2) / 2 + 1 = 2 rows and 4 + 1 - 3 + 1 = 3
// columns.
// CHECK: @nchw_strided_padded_dilated: passed (1 check)
func.func @nchw_strided_padded_dilated() {
  %lhs = stablehlo.constant dense<[[[[1.0, 2.0, 0.0, -1.0], [3.0, 1.0, 2.0, 2.0], [0.0, -2.0, 1.0, 4.0]], [[2.0, 0.0, 1.0, 1.0], [-1.0, 3.0, 0.0, 2.0], [1.0, 1.0, -3.0, 0.0]]]]> : tensor<1x2x3x4xf32>
  %rhs = stablehlo.constant dense<[[[[1.0, 0.0], [2.0, -1.0]], [[0.0, 1.0], [1.0, 1.0]]], [[[-1.0, 2.0], [0.0, 1.0]], [[3.0, 0.0], [0.0, -2.0]]]]> : tensor<2x2x2x2xf32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[1, 0], [0, 1]], rhs_dilate = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x3x4xf32>, tensor<2x2x2x2xf32>) -> tensor<1x2x2x3xf32>
  check.expect_eq_const %r, dense<[[[[5.0, 6.0, 1.0], [0.0, -4.0, 1.0]], [[-2.0, -3.0, 0.0], [5.0, 16.0, -2.0]]]]> : tensor<1x2x2x3xf32>
  func.return
}

// -----

// lhs dilation 2 makes [1, 2, 3] the line [1, 0, 2, 0, 3], padded to
// [0, 1, 0, 2, 0, 3, 0]; the kernel [1, 10, 100] gives 10, 201, 20, 302,
// 30, and reversed (each window read backwards) 10, 102, 20, 203, 30.
// CHECK: @lhs_dilation_and_reversal: passed (2 checks)
func.func @lhs_dilation_and_reversal() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi32>
  %rhs = stablehlo.constant dense<[[[1]], [[10]], [[100]]]> : tensor<3x1x1xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 1]], lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi32>, tensor<3x1x1xi32>) -> tensor<1x5x1xi32>
  check.expect_eq_const %r, dense<[[[10], [201], [20], [302], [30]]]> : tensor<1x5x1xi32>
  %v = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 1]], lhs_dilate = [2], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi32>, tensor<3x1x1xi32>) -> tensor<1x5x1xi32>
  check.expect_eq_const %v, dense<[[[10], [102], [20], [203], [30]]]> : tensor<1x5x1xi32>
  func.return
}

// -----

// Two feature groups: input features 0-1 meet kernel outputs 0-1, input
// features 2-3 kernel outputs 2-3. Two batch groups: lhs batches 0-1 make
// output feature 0 with kernel output 0, batches 2-3 output feature 1.
// CHECK: @groups: passed (2 checks)
func.func @groups() {
  %lhs = stablehlo.constant dense<[[[1, 2, 3, 4], [0, 1, 0, 1], [2, 0, -1, 1]]]> : tensor<1x3x4xi64>
  %rhs = stablehlo.constant dense<[[[1, 0, 2, 1], [0, 1, 1, -1]], [[1, 1, 0, 2], [-1, 0, 1, 1]]]> : tensor<2x2x4xi64>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x3x4xi64>, tensor<2x2x4xi64>) -> tensor<1x2x4xi64>
  check.expect_eq_const %r, dense<[[[0, 2, 11, 0], [2, 3, 2, -2]]]> : tensor<1x2x4xi64>
  %b = stablehlo.constant dense<[[[1.0], [2.0]], [[3.0], [4.0]], [[5.0], [6.0]], [[7.0], [8.0]]]> : tensor<4x2x1xf64>
  %k = stablehlo.constant dense<[[[1.0, 10.0]], [[2.0, 20.0]]]> : tensor<2x1x2xf64>
  %g = stablehlo.convolution(%b, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x2x1xf64>, tensor<2x1x2xf64>) -> tensor<2x1x2xf64>
  check.expect_eq_const %g, dense<[[[5.0, 170.0]], [[11.0, 230.0]]]> : tensor<2x1x2xf64>
  func.return
}

// -----

// i8 operands, i32 result: 100 * 100 + -100 * 50 = 5000 and -100 * 100 +
// 127 * 50 = -3650 do not fit i8 and need no wrapping in i32.
// CHECK: @wider_result: passed (1 check)
func.func @wider_result() {
  %lhs = stablehlo.constant dense<[[[100], [-100], [127]]]> : tensor<1x3x1xi8>
  %rhs = stablehlo.constant dense<[[[100]], [[50]]]> : tensor<2x1x1xi8>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi8>, tensor<2x1x1xi8>) -> tensor<1x2x1xi32>
  check.expect_eq_const %r, dense<[[[5000], [-3650]]]> : tensor<1x2x1xi32>
  func.return
}

// -----

// Padding is a zero that multiplies: with an infinity in the kernel, a
// window over padding gives 0 * inf = NaN, as the spec's pad-then-dot
// does; windows inside the data give inf. Complex numbers multiply as
// such: (1 + 2i)(3 - i) + (2 - i)(i) = 5 + 5i + 1 + 2i = 6 + 7i.
// CHECK: @padding_multiplies_and_complex: passed (2 checks)
func.func @padding_multiplies_and_complex() {
  %lhs = stablehlo.constant dense<[[[1.0], [2.0]]]> : tensor<1x2x1xf32>
  %rhs = stablehlo.constant dense<[[[0x7F800000]], [[1.0]]]> : tensor<2x1x1xf32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xf32>, tensor<2x1x1xf32>) -> tensor<1x2x1xf32>
  %nan_inf = stablehlo.constant dense<[[[0x7FC00000], [0x7F800000]]]> : tensor<1x2x1xf32>
  stablehlo.custom_call @check.expect_eq(%r, %nan_inf) : (tensor<1x2x1xf32>, tensor<1x2x1xf32>) -> ()
  %cl = stablehlo.constant dense<[[[(1.0, 2.0)], [(2.0, -1.0)]]]> : tensor<1x2x1xcomplex<f32>>
  %ck = stablehlo.constant dense<[[[(3.0, -1.0)]], [[(0.0, 1.0)]]]> : tensor<2x1x1xcomplex<f32>>
  %c = stablehlo.convolution(%cl, %ck) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xcomplex<f32>>, tensor<2x1x1xcomplex<f32>>) -> tensor<1x1x1xcomplex<f32>>
  check.expect_eq_const %c, dense<[[[(6.0, 7.0)]]]> : tensor<1x1x1xcomplex<f32>>
  func.return
}

// -----

// dynamic_conv takes its padding as a constant operand: the first case
// again, with [[1, 0], [0, 1]] given that way.
// CHECK: @dynamic_conv: passed (1 check)
func.func @dynamic_conv() {
  %lhs = stablehlo.constant dense<[[[[1.0, 2.0, 0.0, -1.0], [3.0, 1.0, 2.0, 2.0], [0.0, -2.0, 1.0, 4.0]], [[2.0, 0.0, 1.0, 1.0], [-1.0, 3.0, 0.0, 2.0], [1.0, 1.0, -3.0, 0.0]]]]> : tensor<1x2x3x4xf32>
  %rhs = stablehlo.constant dense<[[[[1.0, 0.0], [2.0, -1.0]], [[0.0, 1.0], [1.0, 1.0]]], [[[-1.0, 2.0], [0.0, 1.0]], [[3.0, 0.0], [0.0, -2.0]]]]> : tensor<2x2x2x2xf32>
  %pad = stablehlo.constant dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>
  %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {window_strides = array<i64: 2, 1>, rhs_dilation = array<i64: 1, 2>, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x3x4xf32>, tensor<2x2x2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x3xf32>
  check.expect_eq_const %r, dense<[[[[5.0, 6.0, 1.0], [0.0, -4.0, 1.0]], [[-2.0, -3.0, 0.0], [5.0, 16.0, -2.0]]]]> : tensor<1x2x2x3xf32>
  func.return
}

// -----

// CHECK: @wrong_result_shape: unsupported at {{.*}}'stablehlo.convolution' op expects result dimension 1 of size 2
func.func @wrong_result_shape() {
  %lhs = stablehlo.constant dense<1.0> : tensor<1x3x1xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<2x1x1xf32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xf32>, tensor<2x1x1xf32>) -> tensor<1x3x1xf32>
  func.return
}
