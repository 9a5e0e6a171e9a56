// convert and bitcast_convert against hand-computed values. Every
// conversion that rounds does it once, to nearest even, whatever the
// source (integer to bf16, f64 to bf16 through f32 would otherwise round
// twice); float to integer truncates, saturates and maps NaN to 0.
// RUN: hlomem-run %s | FileCheck %s
// CHECK: checks: 25 passed, 0 failed

func.func @main() {
  // float to integer truncates and saturates; NaN becomes 0
  %c0 = "stablehlo.constant"() <{value = dense<[2.9, -2.9, 0x7FC00000, 0x7F800000, 0xFF800000, 3.0e9, -3.0e9, -0.5]> : tensor<8xf32>}> : () -> tensor<8xf32>
  %r1 = "stablehlo.convert"(%c0) : (tensor<8xf32>) -> tensor<8xi32>
  %c2 = "stablehlo.constant"() <{value = dense<[2, -2, 0, 2147483647, -2147483648, 2147483647, -2147483648, 0]> : tensor<8xi32>}> : () -> tensor<8xi32>
  "stablehlo.custom_call"(%r1, %c2) <{call_target_name = "check.expect_eq"}> : (tensor<8xi32>, tensor<8xi32>) -> ()
  %c3 = "stablehlo.constant"() <{value = dense<[-1.0, 255.9, 300.0, 0x7FC00000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r4 = "stablehlo.convert"(%c3) : (tensor<4xf32>) -> tensor<4xui8>
  %c5 = "stablehlo.constant"() <{value = dense<[0, 255, 255, 0]> : tensor<4xui8>}> : () -> tensor<4xui8>
  "stablehlo.custom_call"(%r4, %c5) <{call_target_name = "check.expect_eq"}> : (tensor<4xui8>, tensor<4xui8>) -> ()
  %c6 = "stablehlo.constant"() <{value = dense<[1.0e19, -1.0e19]> : tensor<2xf64>}> : () -> tensor<2xf64>
  %r7 = "stablehlo.convert"(%c6) : (tensor<2xf64>) -> tensor<2xi64>
  %c8 = "stablehlo.constant"() <{value = dense<[9223372036854775807, -9223372036854775808]> : tensor<2xi64>}> : () -> tensor<2xi64>
  "stablehlo.custom_call"(%r7, %c8) <{call_target_name = "check.expect_eq"}> : (tensor<2xi64>, tensor<2xi64>) -> ()
  // integer narrowing keeps the low bits
  %c9 = "stablehlo.constant"() <{value = dense<[300, -129, 127]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %r10 = "stablehlo.convert"(%c9) : (tensor<3xi32>) -> tensor<3xi8>
  %c11 = "stablehlo.constant"() <{value = dense<[44, 127, 127]> : tensor<3xi8>}> : () -> tensor<3xi8>
  "stablehlo.custom_call"(%r10, %c11) <{call_target_name = "check.expect_eq"}> : (tensor<3xi8>, tensor<3xi8>) -> ()
  %c12 = "stablehlo.constant"() <{value = dense<[4294967295]> : tensor<1xui32>}> : () -> tensor<1xui32>
  %r13 = "stablehlo.convert"(%c12) : (tensor<1xui32>) -> tensor<1xi32>
  %c14 = "stablehlo.constant"() <{value = dense<[-1]> : tensor<1xi32>}> : () -> tensor<1xi32>
  "stablehlo.custom_call"(%r13, %c14) <{call_target_name = "check.expect_eq"}> : (tensor<1xi32>, tensor<1xi32>) -> ()
  // signed sources sign-extend
  %c15 = "stablehlo.constant"() <{value = dense<[-1]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %r16 = "stablehlo.convert"(%c15) : (tensor<1xi32>) -> tensor<1xui64>
  %c17 = "stablehlo.constant"() <{value = dense<[18446744073709551615]> : tensor<1xui64>}> : () -> tensor<1xui64>
  "stablehlo.custom_call"(%r16, %c17) <{call_target_name = "check.expect_eq"}> : (tensor<1xui64>, tensor<1xui64>) -> ()
  // integer to float rounds to nearest even, once
  %c18 = "stablehlo.constant"() <{value = dense<[16777217, 16777219, 9007199254740993]> : tensor<3xi64>}> : () -> tensor<3xi64>
  %r19 = "stablehlo.convert"(%c18) : (tensor<3xi64>) -> tensor<3xf32>
  %c20 = "stablehlo.constant"() <{value = dense<[16777216.0, 16777220.0, 9007199254740992.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  "stablehlo.custom_call"(%r19, %c20) <{call_target_name = "check.expect_eq"}> : (tensor<3xf32>, tensor<3xf32>) -> ()
  %c21 = "stablehlo.constant"() <{value = dense<[257, 259, 65535]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %r22 = "stablehlo.convert"(%c21) : (tensor<3xi32>) -> tensor<3xbf16>
  %c23 = "stablehlo.constant"() <{value = dense<[256.0, 260.0, 65536.0]> : tensor<3xbf16>}> : () -> tensor<3xbf16>
  "stablehlo.custom_call"(%r22, %c23) <{call_target_name = "check.expect_eq"}> : (tensor<3xbf16>, tensor<3xbf16>) -> ()
  // f16 overflows to infinity
  %c24 = "stablehlo.constant"() <{value = dense<[2049, 65519, 65520, -65520]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %r25 = "stablehlo.convert"(%c24) : (tensor<4xi32>) -> tensor<4xf16>
  %c26 = "stablehlo.constant"() <{value = dense<[2048.0, 65504.0, 0x7C00, 0xFC00]> : tensor<4xf16>}> : () -> tensor<4xf16>
  "stablehlo.custom_call"(%r25, %c26) <{call_target_name = "check.expect_eq"}> : (tensor<4xf16>, tensor<4xf16>) -> ()
  %c27 = "stablehlo.constant"() <{value = dense<[18446744073709551615]> : tensor<1xui64>}> : () -> tensor<1xui64>
  %r28 = "stablehlo.convert"(%c27) : (tensor<1xui64>) -> tensor<1xf32>
  %c29 = "stablehlo.constant"() <{value = dense<[18446744073709551616.0]> : tensor<1xf32>}> : () -> tensor<1xf32>
  "stablehlo.custom_call"(%r28, %c29) <{call_target_name = "check.expect_eq"}> : (tensor<1xf32>, tensor<1xf32>) -> ()
  // f64 to bf16 rounds once: 1 + 2^-8 + 2^-30 is above the tie, 1 + 2^-8 is the tie
  %c30 = "stablehlo.constant"() <{value = dense<[1.0039062509313226, 1.00390625]> : tensor<2xf64>}> : () -> tensor<2xf64>
  %r31 = "stablehlo.convert"(%c30) : (tensor<2xf64>) -> tensor<2xbf16>
  %c32 = "stablehlo.constant"() <{value = dense<[1.0078125, 1.0]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
  "stablehlo.custom_call"(%r31, %c32) <{call_target_name = "check.expect_eq"}> : (tensor<2xbf16>, tensor<2xbf16>) -> ()
  // f32 to bf16: ties to even, overflow to inf, NaN stays NaN
  %c33 = "stablehlo.constant"() <{value = dense<[0x3F808000, 0x3F818000, 0x7F7FFFFF, 0x7FC00001]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r34 = "stablehlo.convert"(%c33) : (tensor<4xf32>) -> tensor<4xbf16>
  %c35 = "stablehlo.constant"() <{value = dense<[1.0, 1.015625, 0x7F80, 0x7FC0]> : tensor<4xbf16>}> : () -> tensor<4xbf16>
  "stablehlo.custom_call"(%r34, %c35) <{call_target_name = "check.expect_eq"}> : (tensor<4xbf16>, tensor<4xbf16>) -> ()
  // f32 to f16: subnormals, the smallest normal, overflow
  %c36 = "stablehlo.constant"() <{value = dense<[1.0e-8, 5.9604645e-8, 6.1035156e-5, 65519.0, 65520.0, -0.0]> : tensor<6xf32>}> : () -> tensor<6xf32>
  %r37 = "stablehlo.convert"(%c36) : (tensor<6xf32>) -> tensor<6xf16>
  %c38 = "stablehlo.constant"() <{value = dense<[0.0, 0x0001, 0x0400, 65504.0, 0x7C00, -0.0]> : tensor<6xf16>}> : () -> tensor<6xf16>
  "stablehlo.custom_call"(%r37, %c38) <{call_target_name = "check.expect_eq"}> : (tensor<6xf16>, tensor<6xf16>) -> ()
  // widening is exact
  %c39 = "stablehlo.constant"() <{value = dense<[0x0001, 0x7BFF, 0xFC00]> : tensor<3xf16>}> : () -> tensor<3xf16>
  %r40 = "stablehlo.convert"(%c39) : (tensor<3xf16>) -> tensor<3xf64>
  %c41 = "stablehlo.constant"() <{value = dense<[5.9604644775390625e-8, 65504.0, 0xFFF0000000000000]> : tensor<3xf64>}> : () -> tensor<3xf64>
  "stablehlo.custom_call"(%r40, %c41) <{call_target_name = "check.expect_eq"}> : (tensor<3xf64>, tensor<3xf64>) -> ()
  // booleans convert to 0 and 1, and anything non-zero to true
  %c42 = "stablehlo.constant"() <{value = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
  %r43 = "stablehlo.convert"(%c42) : (tensor<2xi1>) -> tensor<2xf32>
  %c44 = "stablehlo.constant"() <{value = dense<[1.0, 0.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "stablehlo.custom_call"(%r43, %c44) <{call_target_name = "check.expect_eq"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  %c45 = "stablehlo.constant"() <{value = dense<[0.0, -0.0, 2.5, 0x7FC00000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r46 = "stablehlo.convert"(%c45) : (tensor<4xf32>) -> tensor<4xi1>
  %c47 = "stablehlo.constant"() <{value = dense<[false, false, true, true]> : tensor<4xi1>}> : () -> tensor<4xi1>
  "stablehlo.custom_call"(%r46, %c47) <{call_target_name = "check.expect_eq"}> : (tensor<4xi1>, tensor<4xi1>) -> ()
  %c48 = "stablehlo.constant"() <{value = dense<[0, 7, -1]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %r49 = "stablehlo.convert"(%c48) : (tensor<3xi32>) -> tensor<3xi1>
  %c50 = "stablehlo.constant"() <{value = dense<[false, true, true]> : tensor<3xi1>}> : () -> tensor<3xi1>
  "stablehlo.custom_call"(%r49, %c50) <{call_target_name = "check.expect_eq"}> : (tensor<3xi1>, tensor<3xi1>) -> ()
  // to complex the imaginary part is 0; from complex it is dropped
  %c51 = "stablehlo.constant"() <{value = dense<[1.5, -2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r52 = "stablehlo.convert"(%c51) : (tensor<2xf32>) -> tensor<2xcomplex<f32>>
  %c53 = "stablehlo.constant"() <{value = dense<[(1.5, 0.0), (-2.0, 0.0)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  "stablehlo.custom_call"(%r52, %c53) <{call_target_name = "check.expect_eq"}> : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> ()
  %c54 = "stablehlo.constant"() <{value = dense<[(1.5, 2.5)]> : tensor<1xcomplex<f32>>}> : () -> tensor<1xcomplex<f32>>
  %r55 = "stablehlo.convert"(%c54) : (tensor<1xcomplex<f32>>) -> tensor<1xf64>
  %c56 = "stablehlo.constant"() <{value = dense<[1.5]> : tensor<1xf64>}> : () -> tensor<1xf64>
  "stablehlo.custom_call"(%r55, %c56) <{call_target_name = "check.expect_eq"}> : (tensor<1xf64>, tensor<1xf64>) -> ()
  %c57 = "stablehlo.constant"() <{value = dense<[(2.7, 1.0)]> : tensor<1xcomplex<f64>>}> : () -> tensor<1xcomplex<f64>>
  %r58 = "stablehlo.convert"(%c57) : (tensor<1xcomplex<f64>>) -> tensor<1xi32>
  %c59 = "stablehlo.constant"() <{value = dense<[2]> : tensor<1xi32>}> : () -> tensor<1xi32>
  "stablehlo.custom_call"(%r58, %c59) <{call_target_name = "check.expect_eq"}> : (tensor<1xi32>, tensor<1xi32>) -> ()
  %c60 = "stablehlo.constant"() <{value = dense<[(0.1, 0.2)]> : tensor<1xcomplex<f64>>}> : () -> tensor<1xcomplex<f64>>
  %r61 = "stablehlo.convert"(%c60) : (tensor<1xcomplex<f64>>) -> tensor<1xcomplex<f32>>
  %c62 = "stablehlo.constant"() <{value = dense<[(0.100000001, 0.200000003)]> : tensor<1xcomplex<f32>>}> : () -> tensor<1xcomplex<f32>>
  "stablehlo.custom_call"(%r61, %c62) <{call_target_name = "check.expect_eq"}> : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> ()
  // bitcast_convert reinterprets little-endian bytes
  %c63 = "stablehlo.constant"() <{value = dense<[1.0, -2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r64 = "stablehlo.bitcast_convert"(%c63) : (tensor<2xf32>) -> tensor<2xi32>
  %c65 = "stablehlo.constant"() <{value = dense<[1065353216, -1073741824]> : tensor<2xi32>}> : () -> tensor<2xi32>
  "stablehlo.custom_call"(%r64, %c65) <{call_target_name = "check.expect_eq"}> : (tensor<2xi32>, tensor<2xi32>) -> ()
  %c66 = "stablehlo.constant"() <{value = dense<0x0123456789ABCDEF> : tensor<f64>}> : () -> tensor<f64>
  %r67 = "stablehlo.bitcast_convert"(%c66) : (tensor<f64>) -> tensor<4xf16>
  %c68 = "stablehlo.constant"() <{value = dense<[0xCDEF, 0x89AB, 0x4567, 0x0123]> : tensor<4xf16>}> : () -> tensor<4xf16>
  "stablehlo.custom_call"(%r67, %c68) <{call_target_name = "check.expect_eq"}> : (tensor<4xf16>, tensor<4xf16>) -> ()
  %c69 = "stablehlo.constant"() <{value = dense<[16909060]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %r70 = "stablehlo.bitcast_convert"(%c69) : (tensor<1xi32>) -> tensor<1x4xui8>
  %c71 = "stablehlo.constant"() <{value = dense<[[4, 3, 2, 1]]> : tensor<1x4xui8>}> : () -> tensor<1x4xui8>
  "stablehlo.custom_call"(%r70, %c71) <{call_target_name = "check.expect_eq"}> : (tensor<1x4xui8>, tensor<1x4xui8>) -> ()
  %c72 = "stablehlo.constant"() <{value = dense<[[1, 2]]> : tensor<1x2xi16>}> : () -> tensor<1x2xi16>
  %r73 = "stablehlo.bitcast_convert"(%c72) : (tensor<1x2xi16>) -> tensor<1xi32>
  %c74 = "stablehlo.constant"() <{value = dense<[131073]> : tensor<1xi32>}> : () -> tensor<1xi32>
  "stablehlo.custom_call"(%r73, %c74) <{call_target_name = "check.expect_eq"}> : (tensor<1xi32>, tensor<1xi32>) -> ()
  return
}

