// triangular_solve and fft. Solves read only the triangle `lower` names
// (the other holds 99s and -9s that must not matter) and take the
// diagonal as 1 when unit_diagonal; the values are chosen so that
// substitution is exact, worked out in the comments. Transforms are
// checked against the DFT by its definition, summed by mpmath at 200
// bits and rounded to the type, within 1e-12.
// RUN: not hlomem-run --split-input-file %s 2>/dev/null | FileCheck %s

// Left, lower, a as is, two batches. Batch 0: x0 = [2, 4] / 2 = [1, 2];
// x1 = ([5, 6] - 1 x0) / 4 = [1, 1]; x2 = ([0, 16] + 3 x0 - 2 x1) / 8 =
// [0.125, 2.5]. Batch 1: x0 = [1, 1], x1 = [2, 2] - 2 x0 = 0, x2 = 0.
// CHECK: @solve_left_lower_batched: passed (1 check)
func.func @solve_left_lower_batched() {
  %a = stablehlo.constant dense<[[[2.0, 99.0, 99.0], [1.0, 4.0, 99.0], [-3.0, 2.0, 8.0]], [[1.0, 99.0, 99.0], [2.0, 1.0, 99.0], [3.0, 4.0, 1.0]]]> : tensor<2x3x3xf64>
  %b = stablehlo.constant dense<[[[2.0, 4.0], [5.0, 6.0], [0.0, 16.0]], [[1.0, 1.0], [2.0, 2.0], [3.0, 3.0]]]> : tensor<2x3x2xf64>
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
  check.expect_eq_const %x, dense<[[[1.0, 2.0], [1.0, 1.0], [0.125, 2.5]], [[1.0, 1.0], [0.0, 0.0], [0.0, 0.0]]]> : tensor<2x3x2xf64>
  func.return
}

// -----

// Right, upper, transposed: x a^T = b with a^T = [[2, 0, 0], [1, 4, 0],
// [-1, 2, 0.5]], lower, so the unknowns go from the last: x2 = 1 / 0.5 =
// 2; 4 x1 = 10 - 2 x2, x1 = 1.5; 2 x0 = 4 - x1 + x2, x0 = 2.25.
// CHECK: @solve_right_upper_transposed: passed (1 check)
func.func @solve_right_upper_transposed() {
  %a = stablehlo.constant dense<[[2.0, 1.0, -1.0], [99.0, 4.0, 2.0], [99.0, 99.0, 0.5]]> : tensor<3x3xf32>
  %b = stablehlo.constant dense<[[4.0, 10.0, 1.0]]> : tensor<1x3xf32>
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  check.expect_eq_const %x, dense<[[2.25, 1.5, 2.0]]> : tensor<1x3xf32>
  func.return
}

// -----

// Unit diagonal, left, upper: the diagonal 5, 7, 6 reads as 1. Backward:
// x2 = 3, x1 = 2 - 3 x2 = -7, x0 = 1 - 2 x1 - x2 = 12.
// CHECK: @solve_unit_diagonal: passed (1 check)
func.func @solve_unit_diagonal() {
  %a = stablehlo.constant dense<[[5.0, 2.0, 1.0], [-9.0, 7.0, 3.0], [-9.0, -9.0, 6.0]]> : tensor<3x3xf64>
  %b = stablehlo.constant dense<[[1.0], [2.0], [3.0]]> : tensor<3x1xf64>
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf64>, tensor<3x1xf64>) -> tensor<3x1xf64>
  check.expect_eq_const %x, dense<[[12.0], [-7.0], [3.0]]> : tensor<3x1xf64>
  func.return
}

// -----

// Complex, right, lower, adjoint: x a^H = b with a^H = [[-2i, 1 - i],
// [0, 4]] (the conjugated transpose of a's lower triangle), upper, so the
// unknowns go from the first: x0 (-2i) = 2, x0 = i; x0 (1 - i) + 4 x1 =
// 3 + i, i + 1 + 4 x1 = 3 + i, x1 = 0.5.
// CHECK: @solve_complex_adjoint: passed (1 check)
func.func @solve_complex_adjoint() {
  %a = stablehlo.constant dense<[[(0.0, 2.0), (9.0, 9.0)], [(1.0, 1.0), (4.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  %b = stablehlo.constant dense<[[(2.0, 0.0), (3.0, 1.0)]]> : tensor<1x2xcomplex<f64>>
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<2x2xcomplex<f64>>, tensor<1x2xcomplex<f64>>) -> tensor<1x2xcomplex<f64>>
  check.expect_eq_const %x, dense<[[(0.0, 1.0), (0.5, 0.0)]]> : tensor<1x2xcomplex<f64>>
  func.return
}

// -----

// bf16 rounds once: 1/3 = 1.0101010|101...b x 2^-2 rounds up to
// 1.0101011b x 2^-2 = 0.333984375.
// CHECK: @solve_bf16: passed (1 check)
func.func @solve_bf16() {
  %a = stablehlo.constant dense<[[3.0]]> : tensor<1x1xbf16>
  %b = stablehlo.constant dense<[[1.0]]> : tensor<1x1xbf16>
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<1x1xbf16>, tensor<1x1xbf16>) -> tensor<1x1xbf16>
  check.expect_eq_const %x, dense<[[0.333984375]]> : tensor<1x1xbf16>
  func.return
}

// -----

// A transform of length 5 (not a power of two).
// CHECK: @fft_length_5: passed (1 check)
func.func @fft_length_5() {
  %x = stablehlo.constant dense<[(1.0, 0.0), (2.0, 1.0), (3.0, 0.0), (4.0, -1.0), (5.0, 2.0)]> : tensor<5xcomplex<f64>>
  %r = stablehlo.fft %x, type = FFT, length = [5] : (tensor<5xcomplex<f64>>) -> tensor<5xcomplex<f64>>
  check.expect_almost_eq_const %r, dense<[(15.0, 2.0), (-2.8632712640026803, 5.177022778677723), (-4.038841768587627, -1.9237687369175238), (-0.9611582314123733, -3.5483672180820554), (-2.1367287359973197, -1.7048868236781443)]> : tensor<5xcomplex<f64>>, tolerance = 1.000000e-12
  func.return
}

// -----

// IFFT undoes FFT over the last two of three dimensions (a batch of two
// 3x4 arrays), complex<f32>.
// CHECK: @fft_round_trip_2d: passed (1 check)
func.func @fft_round_trip_2d() {
  %x = stablehlo.constant dense<[[[(1.0, 0.5), (2.0, 0.0), (0.0, -1.0), (3.0, 2.0)], [(-1.0, 0.0), (0.5, 0.5), (4.0, 1.0), (0.0, 0.0)], [(2.0, -2.0), (1.0, 1.0), (-3.0, 0.0), (1.0, 0.25)]], [[(0.0, 0.0), (1.0, 0.0), (0.0, 0.0), (0.0, 0.0)], [(0.0, 1.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)], [(0.0, 0.0), (0.0, 0.0), (0.0, 0.0), (7.0, 0.0)]]]> : tensor<2x3x4xcomplex<f32>>
  %f = stablehlo.fft %x, type = FFT, length = [3, 4] : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %y = stablehlo.fft %f, type = IFFT, length = [3, 4] : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  check.expect_almost_eq %y, %x, tolerance = 1.000000e-06 : tensor<2x3x4xcomplex<f32>>
  func.return
}

// -----

// RFFT keeps the first n / 2 + 1 components: 4 of 6; in two dimensions
// the rows' halves are then transformed along the columns.
// CHECK: @rfft: passed (2 checks)
func.func @rfft() {
  %x = stablehlo.constant dense<[0.5, -1.0, 2.0, 3.0, -2.5, 1.0]> : tensor<6xf64>
  %r = stablehlo.fft %x, type = RFFT, length = [6] : (tensor<6xf64>) -> tensor<4xcomplex<f64>>
  check.expect_almost_eq_const %r, dense<[(3.0, 0.0), (-2.25, -2.165063509461097), (3.75, 5.629165124598851), (-3.0, 0.0)]> : tensor<4xcomplex<f64>>, tolerance = 1.000000e-12
  %a = stablehlo.constant dense<[[1.0, 2.0, 0.0], [-1.0, 4.0, 3.0]]> : tensor<2x3xf32>
  %ra = stablehlo.fft %a, type = RFFT, length = [2, 3] : (tensor<2x3xf32>) -> tensor<2x2xcomplex<f32>>
  check.expect_almost_eq_const %ra, dense<[[(9.0, 0.0), (-4.5, -2.598076211353316)], [(-3.0, 0.0), (4.5, -0.8660254037844386)]]> : tensor<2x2xcomplex<f32>>, tolerance = 1.000000e-05
  func.return
}

// -----

// IRFFT of n = 6 from 4 components: the other two are the conjugates of
// components 2 and 1, and the imaginary parts of components 0 and 3 (7
// and 9 here) do not count; of n = 5 from 3 components, only the first's.
// CHECK: @irfft: passed (2 checks)
func.func @irfft() {
  %h = stablehlo.constant dense<[(4.0, 7.0), (1.0, 2.0), (-1.0, 0.5), (2.0, 9.0)]> : tensor<4xcomplex<f64>>
  %r = stablehlo.fft %h, type = IRFFT, length = [6] : (tensor<4xcomplex<f64>>) -> tensor<6xf64>
  check.expect_almost_eq_const %r, dense<[1.0, -0.05502116982036554, 0.5669872981077807, -0.3333333333333333, 1.4330127018922194, 1.3883545031536988]> : tensor<6xf64>, tolerance = 1.000000e-12
  %g = stablehlo.constant dense<[(3.0, 1.0), (-1.0, 2.0), (0.5, -0.5)]> : tensor<3xcomplex<f64>>
  %s = stablehlo.fft %g, type = IRFFT, length = [5] : (tensor<3xcomplex<f64>>) -> tensor<5xf64>
  check.expect_almost_eq_const %s, dense<[0.4, -0.3286983592025967, 0.32497069153195923, 1.6458497017179776, 0.9578779659526597]> : tensor<5xf64>, tolerance = 1.000000e-12
  func.return
}

// -----

// CHECK: @fft_wrong_length: unsupported at {{.*}}'stablehlo.fft' op has fft_length 8 for a dimension of size 4
func.func @fft_wrong_length() {
  %x = stablehlo.constant dense<1.0> : tensor<4xf32>
  %r = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  func.return
}
