// reduce_precision rounds the mantissa to nearest, ties to the even
// neighbour (with no mantissa bits left, the neighbours are powers of two
// and "even" is the one with an even biased exponent), then flushes
// exponents outside the narrower range to a signed infinity or zero, with
// no subnormals. A NaN stays the same NaN while the format keeps a
// mantissa bit; a format without one has no NaN, and every NaN, of either
// sign, becomes +inf, as XLA's emitter and StableHLO's reference do.
// Expected values are worked out on the bits in the comments; every check
// is bit for bit (the check.expect_eq custom call).
// RUN: hlomem-run --split-input-file %s | FileCheck %s

// e5m0 on f32: 1.25 is below the midpoint of 1 and 2; 1.5 is the midpoint
// and goes to 2.0 (exponent 128 is even, 127 odd); 3.0 is the midpoint of
// 2 and 4 and stays at 2.0; 1.75 rounds up. The exponent range of e5 is
// [2^-14, 2^15]: 57344 = 1.75 * 2^15 rounds up to 2^16 and overflows,
// 2^-14 stays, 2^-15 underflows to zero, signs kept.
// CHECK: @e5m0_f32: passed (1 check)
func.func @e5m0_f32() {
  %x = stablehlo.constant dense<[1.25, 1.5, 3.0, 1.75, -1.5, 57344.0, 6.103515625e-05, -3.0517578125e-05]> : tensor<8xf32>
  %r = stablehlo.reduce_precision %x, format = e5m0 : tensor<8xf32>
  %e = stablehlo.constant dense<[1.0, 2.0, 2.0, 2.0, -2.0, 0x7F800000, 6.103515625e-05, -0.0]> : tensor<8xf32>
  stablehlo.custom_call @check.expect_eq(%r, %e) : (tensor<8xf32>, tensor<8xf32>) -> ()
  func.return
}

// -----

// Without mantissa bits every NaN is +inf: quiet, signalling, negative,
// and one whose payload would carry into the exponent when rounded.
// CHECK: @nan_without_mantissa_f32: passed (1 check)
func.func @nan_without_mantissa_f32() {
  %x = stablehlo.constant dense<[0x7FC00000, 0xFFC00000, 0x7F800001, 0x7FFFFFFF, 0xFFFFFFFF]> : tensor<5xf32>
  %r = stablehlo.reduce_precision %x, format = e8m0 : tensor<5xf32>
  %e = stablehlo.constant dense<[0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000]> : tensor<5xf32>
  stablehlo.custom_call @check.expect_eq(%r, %e) : (tensor<5xf32>, tensor<5xf32>) -> ()
  func.return
}

// -----

// The same on f64 and bf16; infinities keep their sign.
// CHECK: @nan_without_mantissa_f64: passed (1 check)
func.func @nan_without_mantissa_f64() {
  %x = stablehlo.constant dense<[0xFFF8000000000000, 0x7FF0000000000001, 0xFFF0000000000000]> : tensor<3xf64>
  %r = stablehlo.reduce_precision %x, format = e11m0 : tensor<3xf64>
  %e = stablehlo.constant dense<[0x7FF0000000000000, 0x7FF0000000000000, 0xFFF0000000000000]> : tensor<3xf64>
  stablehlo.custom_call @check.expect_eq(%r, %e) : (tensor<3xf64>, tensor<3xf64>) -> ()
  func.return
}

// CHECK: @nan_without_mantissa_bf16: passed (1 check)
func.func @nan_without_mantissa_bf16() {
  %x = stablehlo.constant dense<[0x7FC1, 0xFFC0, 0x3FC0]> : tensor<3xbf16>
  %r = stablehlo.reduce_precision %x, format = e8m0 : tensor<3xbf16>
  %e = stablehlo.constant dense<[0x7F80, 0x7F80, 2.0]> : tensor<3xbf16>
  stablehlo.custom_call @check.expect_eq(%r, %e) : (tensor<3xbf16>, tensor<3xbf16>) -> ()
  func.return
}

// -----

// With one mantissa bit a NaN is kept bit for bit, even one whose payload
// rounding would carry out of the mantissa.
// CHECK: @nan_with_mantissa_f16: passed (1 check)
func.func @nan_with_mantissa_f16() {
  %x = stablehlo.constant dense<[0x7E01, 0xFFFF, 0x7C01]> : tensor<3xf16>
  %r = stablehlo.reduce_precision %x, format = e5m1 : tensor<3xf16>
  %e = stablehlo.constant dense<[0x7E01, 0xFFFF, 0x7C01]> : tensor<3xf16>
  stablehlo.custom_call @check.expect_eq(%r, %e) : (tensor<3xf16>, tensor<3xf16>) -> ()
  func.return
}
