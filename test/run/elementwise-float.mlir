// Elementwise floating-point ops against hand-computed values: IEEE
// special values (NaN, infinities, signed zeros), rounding modes, the
// FLOAT and TOTALORDER comparisons, and bf16/f16 rounding after each op.
// RUN: hlomem-run %s | FileCheck %s
// CHECK: checks: 43 passed, 0 failed

func.func @main() {
  // abs clears the sign, also of -0.0, -inf and NaN
  %c0 = "stablehlo.constant"() <{value = dense<[-2.5, -0.0, 0xFF800000, 0x7FC00000, 3.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %r1 = "stablehlo.abs"(%c0) : (tensor<5xf32>) -> tensor<5xf32>
  %c2 = "stablehlo.constant"() <{value = dense<[2.5, 0.0, 0x7F800000, 0x7FC00000, 3.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  "stablehlo.custom_call"(%r1, %c2) <{call_target_name = "check.expect_eq"}> : (tensor<5xf32>, tensor<5xf32>) -> ()
  // negate flips the sign of zero and infinity
  %c3 = "stablehlo.constant"() <{value = dense<[0.0, -1.5, 0x7F800000]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %r4 = "stablehlo.negate"(%c3) : (tensor<3xf32>) -> tensor<3xf32>
  %c5 = "stablehlo.constant"() <{value = dense<[-0.0, 1.5, 0xFF800000]> : tensor<3xf32>}> : () -> tensor<3xf32>
  "stablehlo.custom_call"(%r4, %c5) <{call_target_name = "check.expect_eq"}> : (tensor<3xf32>, tensor<3xf32>) -> ()
  // ceil rounds toward +inf; small negatives give -0.0
  %c6 = "stablehlo.constant"() <{value = dense<[-0.8166, -0.2530, 0.2530, 0.8166, 2.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %r7 = "stablehlo.ceil"(%c6) : (tensor<5xf32>) -> tensor<5xf32>
  %c8 = "stablehlo.constant"() <{value = dense<[-0.0, -0.0, 1.0, 1.0, 2.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  "stablehlo.custom_call"(%r7, %c8) <{call_target_name = "check.expect_eq"}> : (tensor<5xf32>, tensor<5xf32>) -> ()
  %c9 = "stablehlo.constant"() <{value = dense<[-0.8166, -0.2530, 0.2530, 0.8166, 2.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %r10 = "stablehlo.floor"(%c9) : (tensor<5xf32>) -> tensor<5xf32>
  %c11 = "stablehlo.constant"() <{value = dense<[-1.0, -1.0, 0.0, 0.0, 2.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  "stablehlo.custom_call"(%r10, %c11) <{call_target_name = "check.expect_eq"}> : (tensor<5xf32>, tensor<5xf32>) -> ()
  // ties away from zero
  %c12 = "stablehlo.constant"() <{value = dense<[-2.5, 0.4, 0.5, 0.6, 2.5]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %r13 = "stablehlo.round_nearest_afz"(%c12) : (tensor<5xf32>) -> tensor<5xf32>
  %c14 = "stablehlo.constant"() <{value = dense<[-3.0, 0.0, 1.0, 1.0, 3.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  "stablehlo.custom_call"(%r13, %c14) <{call_target_name = "check.expect_eq"}> : (tensor<5xf32>, tensor<5xf32>) -> ()
  // ties to even
  %c15 = "stablehlo.constant"() <{value = dense<[-2.5, 0.4, 0.5, 0.6, 2.5]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %r16 = "stablehlo.round_nearest_even"(%c15) : (tensor<5xf32>) -> tensor<5xf32>
  %c17 = "stablehlo.constant"() <{value = dense<[-2.0, 0.0, 0.0, 1.0, 2.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  "stablehlo.custom_call"(%r16, %c17) <{call_target_name = "check.expect_eq"}> : (tensor<5xf32>, tensor<5xf32>) -> ()
  // sign keeps NaN and signed zeros
  %c18 = "stablehlo.constant"() <{value = dense<[0x7FC00000, -1.0, -0.0, 0.0, 1.0, -7.0, 0x7F800000]> : tensor<7xf32>}> : () -> tensor<7xf32>
  %r19 = "stablehlo.sign"(%c18) : (tensor<7xf32>) -> tensor<7xf32>
  %c20 = "stablehlo.constant"() <{value = dense<[0x7FC00000, -1.0, -0.0, 0.0, 1.0, -1.0, 1.0]> : tensor<7xf32>}> : () -> tensor<7xf32>
  "stablehlo.custom_call"(%r19, %c20) <{call_target_name = "check.expect_eq"}> : (tensor<7xf32>, tensor<7xf32>) -> ()
  // sqrt of a negative is NaN; sqrt(-0.0) is -0.0
  %c21 = "stablehlo.constant"() <{value = dense<[0.0, 1.0, 4.0, 9.0, -1.0, 0x7F800000, -0.0]> : tensor<7xf32>}> : () -> tensor<7xf32>
  %r22 = "stablehlo.sqrt"(%c21) : (tensor<7xf32>) -> tensor<7xf32>
  %c23 = "stablehlo.constant"() <{value = dense<[0.0, 1.0, 2.0, 3.0, 0x7FC00000, 0x7F800000, -0.0]> : tensor<7xf32>}> : () -> tensor<7xf32>
  "stablehlo.custom_call"(%r22, %c23) <{call_target_name = "check.expect_eq"}> : (tensor<7xf32>, tensor<7xf32>) -> ()
  %c24 = "stablehlo.constant"() <{value = dense<[1.0, 4.0, 0.25, 0.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r25 = "stablehlo.rsqrt"(%c24) : (tensor<4xf32>) -> tensor<4xf32>
  %c26 = "stablehlo.constant"() <{value = dense<[1.0, 0.5, 2.0, 0x7F800000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  "stablehlo.custom_call"(%r25, %c26) <{call_target_name = "check.expect_eq"}> : (tensor<4xf32>, tensor<4xf32>) -> ()
  %c27 = "stablehlo.constant"() <{value = dense<[8.0, -27.0, 0.0, 1.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r28 = "stablehlo.cbrt"(%c27) : (tensor<4xf32>) -> tensor<4xf32>
  %c29 = "stablehlo.constant"() <{value = dense<[2.0, -3.0, 0.0, 1.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  "stablehlo.custom_call"(%r28, %c29) <{call_target_name = "check.expect_eq"}> : (tensor<4xf32>, tensor<4xf32>) -> ()
  // transcendentals: exact at special points, close elsewhere
  %c30 = "stablehlo.constant"() <{value = dense<[0.0, 0xFF800000, 0x7F800000, 1.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r31 = "stablehlo.exponential"(%c30) : (tensor<4xf32>) -> tensor<4xf32>
  %c32 = "stablehlo.constant"() <{value = dense<[1.0, 0.0, 0x7F800000, 2.71828175]> : tensor<4xf32>}> : () -> tensor<4xf32>
  "stablehlo.custom_call"(%r31, %c32) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-6 : f64}> : (tensor<4xf32>, tensor<4xf32>) -> ()
  %c33 = "stablehlo.constant"() <{value = dense<[1.0, 0.0, -1.0, 0x7F800000, 2.71828175]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %r34 = "stablehlo.log"(%c33) : (tensor<5xf32>) -> tensor<5xf32>
  %c35 = "stablehlo.constant"() <{value = dense<[0.0, 0xFF800000, 0x7FC00000, 0x7F800000, 1.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  "stablehlo.custom_call"(%r34, %c35) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-6 : f64}> : (tensor<5xf32>, tensor<5xf32>) -> ()
  %c36 = "stablehlo.constant"() <{value = dense<[0.0, -1.0, 7.0, 15.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r37 = "stablehlo.log_plus_one"(%c36) : (tensor<4xf32>) -> tensor<4xf32>
  %c38 = "stablehlo.constant"() <{value = dense<[0.0, 0xFF800000, 2.07944155, 2.77258873]> : tensor<4xf32>}> : () -> tensor<4xf32>
  "stablehlo.custom_call"(%r37, %c38) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-6 : f64}> : (tensor<4xf32>, tensor<4xf32>) -> ()
  %c39 = "stablehlo.constant"() <{value = dense<[0.0, 1.0, 0xFF800000]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %r40 = "stablehlo.exponential_minus_one"(%c39) : (tensor<3xf32>) -> tensor<3xf32>
  %c41 = "stablehlo.constant"() <{value = dense<[0.0, 1.71828187, -1.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  "stablehlo.custom_call"(%r40, %c41) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-6 : f64}> : (tensor<3xf32>, tensor<3xf32>) -> ()
  %c42 = "stablehlo.constant"() <{value = dense<[0.0, 0x7F800000, 0xFF800000, 1.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r43 = "stablehlo.logistic"(%c42) : (tensor<4xf32>) -> tensor<4xf32>
  %c44 = "stablehlo.constant"() <{value = dense<[0.5, 1.0, 0.0, 0.731058597]> : tensor<4xf32>}> : () -> tensor<4xf32>
  "stablehlo.custom_call"(%r43, %c44) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-6 : f64}> : (tensor<4xf32>, tensor<4xf32>) -> ()
  %c45 = "stablehlo.constant"() <{value = dense<[0.0, 0x7F800000, 0xFF800000, 1.0, -1.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %r46 = "stablehlo.tanh"(%c45) : (tensor<5xf32>) -> tensor<5xf32>
  %c47 = "stablehlo.constant"() <{value = dense<[0.0, 1.0, -1.0, 0.761594176, -0.761594176]> : tensor<5xf32>}> : () -> tensor<5xf32>
  "stablehlo.custom_call"(%r46, %c47) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-6 : f64}> : (tensor<5xf32>, tensor<5xf32>) -> ()
  %c48 = "stablehlo.constant"() <{value = dense<[0.0, 1.57079633, 3.14159274]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %r49 = "stablehlo.sine"(%c48) : (tensor<3xf32>) -> tensor<3xf32>
  %c50 = "stablehlo.constant"() <{value = dense<[0.0, 1.0, 0.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  "stablehlo.custom_call"(%r49, %c50) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-6 : f64}> : (tensor<3xf32>, tensor<3xf32>) -> ()
  // cos(inf) is NaN
  %c51 = "stablehlo.constant"() <{value = dense<[0.0, 3.14159274, 0x7F800000]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %r52 = "stablehlo.cosine"(%c51) : (tensor<3xf32>) -> tensor<3xf32>
  %c53 = "stablehlo.constant"() <{value = dense<[1.0, -1.0, 0x7FC00000]> : tensor<3xf32>}> : () -> tensor<3xf32>
  "stablehlo.custom_call"(%r52, %c53) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-6 : f64}> : (tensor<3xf32>, tensor<3xf32>) -> ()
  %c54 = "stablehlo.constant"() <{value = dense<[0.0, 0.785398185]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r55 = "stablehlo.tan"(%c54) : (tensor<2xf32>) -> tensor<2xf32>
  %c56 = "stablehlo.constant"() <{value = dense<[0.0, 1.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "stablehlo.custom_call"(%r55, %c56) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-6 : f64}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  %c57 = "stablehlo.constant"() <{value = dense<[0xFF800000, 0x7F800000, 0x7FC00000, -10.0, -0.0, 0.0, 10.0]> : tensor<7xf32>}> : () -> tensor<7xf32>
  %r58 = "stablehlo.is_finite"(%c57) : (tensor<7xf32>) -> tensor<7xi1>
  %c59 = "stablehlo.constant"() <{value = dense<[false, false, false, true, true, true, true]> : tensor<7xi1>}> : () -> tensor<7xi1>
  "stablehlo.custom_call"(%r58, %c59) <{call_target_name = "check.expect_eq"}> : (tensor<7xi1>, tensor<7xi1>) -> ()
  // inf + -inf is NaN; 0.0 + -0.0 is 0.0
  %c60 = "stablehlo.constant"() <{value = dense<[1.0, 0x7F800000, 0x7F800000, 0.0, -0.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %c61 = "stablehlo.constant"() <{value = dense<[2.0, 0xFF800000, 1.0, -0.0, -0.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %r62 = "stablehlo.add"(%c60, %c61) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c63 = "stablehlo.constant"() <{value = dense<[3.0, 0x7FC00000, 0x7F800000, 0.0, -0.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  "stablehlo.custom_call"(%r62, %c63) <{call_target_name = "check.expect_eq"}> : (tensor<5xf32>, tensor<5xf32>) -> ()
  %c64 = "stablehlo.constant"() <{value = dense<[1.0, 0x7F800000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c65 = "stablehlo.constant"() <{value = dense<[3.0, 0x7F800000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r66 = "stablehlo.subtract"(%c64, %c65) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %c67 = "stablehlo.constant"() <{value = dense<[-2.0, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "stablehlo.custom_call"(%r66, %c67) <{call_target_name = "check.expect_eq"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  // 0 * inf is NaN; overflow gives inf
  %c68 = "stablehlo.constant"() <{value = dense<[0.0, 2.0, -0.0, 3.0e38]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %c69 = "stablehlo.constant"() <{value = dense<[0x7F800000, -3.0, 5.0, 10.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r70 = "stablehlo.multiply"(%c68, %c69) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c71 = "stablehlo.constant"() <{value = dense<[0x7FC00000, -6.0, -0.0, 0x7F800000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  "stablehlo.custom_call"(%r70, %c71) <{call_target_name = "check.expect_eq"}> : (tensor<4xf32>, tensor<4xf32>) -> ()
  // float division by zero follows IEEE
  %c72 = "stablehlo.constant"() <{value = dense<[1.0, -1.0, 0.0, 6.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %c73 = "stablehlo.constant"() <{value = dense<[0.0, 0.0, 0.0, -3.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r74 = "stablehlo.divide"(%c72, %c73) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c75 = "stablehlo.constant"() <{value = dense<[0x7F800000, 0xFF800000, 0x7FC00000, -2.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  "stablehlo.custom_call"(%r74, %c75) <{call_target_name = "check.expect_eq"}> : (tensor<4xf32>, tensor<4xf32>) -> ()
  // the sign of the dividend; x % inf = x; inf % y and x % 0 are NaN
  %c76 = "stablehlo.constant"() <{value = dense<[17.0, -17.0, 17.0, -17.0, 5.0, 0x7F800000, 1.0]> : tensor<7xf32>}> : () -> tensor<7xf32>
  %c77 = "stablehlo.constant"() <{value = dense<[3.0, 3.0, -3.0, -3.0, 0x7F800000, 2.0, 0.0]> : tensor<7xf32>}> : () -> tensor<7xf32>
  %r78 = "stablehlo.remainder"(%c76, %c77) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
  %c79 = "stablehlo.constant"() <{value = dense<[2.0, -2.0, 2.0, -2.0, 5.0, 0x7FC00000, 0x7FC00000]> : tensor<7xf32>}> : () -> tensor<7xf32>
  "stablehlo.custom_call"(%r78, %c79) <{call_target_name = "check.expect_eq"}> : (tensor<7xf32>, tensor<7xf32>) -> ()
  // a negative base to a fractional power is NaN; 0^0 is 1
  %c80 = "stablehlo.constant"() <{value = dense<[-2.0, -0.0, -36.0, 5.0, 3.0, 10000.0, 0.0]> : tensor<7xf32>}> : () -> tensor<7xf32>
  %c81 = "stablehlo.constant"() <{value = dense<[2.0, 2.0, 1.1, 2.0, -1.0, 10.0, 0.0]> : tensor<7xf32>}> : () -> tensor<7xf32>
  %r82 = "stablehlo.power"(%c80, %c81) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
  %c83 = "stablehlo.constant"() <{value = dense<[4.0, 0.0, 0x7FC00000, 25.0, 0.333333343, 0x7F800000, 1.0]> : tensor<7xf32>}> : () -> tensor<7xf32>
  "stablehlo.custom_call"(%r82, %c83) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-7 : f64}> : (tensor<7xf32>, tensor<7xf32>) -> ()
  %c84 = "stablehlo.constant"() <{value = dense<[0.0, 1.0, -1.0, 0.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %c85 = "stablehlo.constant"() <{value = dense<[0.0, 0.0, 0.0, -1.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r86 = "stablehlo.atan2"(%c84, %c85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c87 = "stablehlo.constant"() <{value = dense<[0.0, 1.57079637, -1.57079637, 3.14159274]> : tensor<4xf32>}> : () -> tensor<4xf32>
  "stablehlo.custom_call"(%r86, %c87) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-6 : f64}> : (tensor<4xf32>, tensor<4xf32>) -> ()
  // maximum propagates NaN and orders -0.0 below 0.0
  %c88 = "stablehlo.constant"() <{value = dense<[1.0, 0x7FC00000, 0.0, -0.0, 0xFF800000]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %c89 = "stablehlo.constant"() <{value = dense<[2.0, 1.0, -0.0, 0.0, 0x7FC00000]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %r90 = "stablehlo.maximum"(%c88, %c89) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c91 = "stablehlo.constant"() <{value = dense<[2.0, 0x7FC00000, 0.0, 0.0, 0x7FC00000]> : tensor<5xf32>}> : () -> tensor<5xf32>
  "stablehlo.custom_call"(%r90, %c91) <{call_target_name = "check.expect_eq"}> : (tensor<5xf32>, tensor<5xf32>) -> ()
  %c92 = "stablehlo.constant"() <{value = dense<[1.0, 0x7FC00000, 0.0, -0.0, 0xFF800000]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %c93 = "stablehlo.constant"() <{value = dense<[2.0, 1.0, -0.0, 0.0, 0x7FC00000]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %r94 = "stablehlo.minimum"(%c92, %c93) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %c95 = "stablehlo.constant"() <{value = dense<[1.0, 0x7FC00000, -0.0, -0.0, 0x7FC00000]> : tensor<5xf32>}> : () -> tensor<5xf32>
  "stablehlo.custom_call"(%r94, %c95) <{call_target_name = "check.expect_eq"}> : (tensor<5xf32>, tensor<5xf32>) -> ()
  // FLOAT comparisons: NaN is unordered
  %c96 = "stablehlo.constant"() <{value = dense<[1.0, 0x7FC00000, -0.0, 1.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %c97 = "stablehlo.constant"() <{value = dense<[1.1, 1.0, 0.0, 0x7FC00000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r98 = "stablehlo.compare"(%c96, %c97) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %c99 = "stablehlo.constant"() <{value = dense<[true, false, false, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  "stablehlo.custom_call"(%r98, %c99) <{call_target_name = "check.expect_eq"}> : (tensor<4xi1>, tensor<4xi1>) -> ()
  %c100 = "stablehlo.constant"() <{value = dense<[-0.0, 0x7FC00000, 1.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %c101 = "stablehlo.constant"() <{value = dense<[0.0, 0x7FC00000, 1.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %r102 = "stablehlo.compare"(%c100, %c101) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %c103 = "stablehlo.constant"() <{value = dense<[true, false, true]> : tensor<3xi1>}> : () -> tensor<3xi1>
  "stablehlo.custom_call"(%r102, %c103) <{call_target_name = "check.expect_eq"}> : (tensor<3xi1>, tensor<3xi1>) -> ()
  %c104 = "stablehlo.constant"() <{value = dense<[0x7FC00000, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c105 = "stablehlo.constant"() <{value = dense<[0x7FC00000, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r106 = "stablehlo.compare"(%c104, %c105) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %c107 = "stablehlo.constant"() <{value = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
  "stablehlo.custom_call"(%r106, %c107) <{call_target_name = "check.expect_eq"}> : (tensor<2xi1>, tensor<2xi1>) -> ()
  // TOTALORDER: -NaN < -inf < -0.0 < 0.0 < inf < NaN
  %c108 = "stablehlo.constant"() <{value = dense<[-0.0, 0x7FC00000, 0xFFC00000, 0xFF800000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %c109 = "stablehlo.constant"() <{value = dense<[0.0, 0x7F800000, 0xFF800000, 0xFF800000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %r110 = "stablehlo.compare"(%c108, %c109) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type TOTALORDER>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %c111 = "stablehlo.constant"() <{value = dense<[true, false, true, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  "stablehlo.custom_call"(%r110, %c111) <{call_target_name = "check.expect_eq"}> : (tensor<4xi1>, tensor<4xi1>) -> ()
  %c112 = "stablehlo.constant"() <{value = dense<[-0.0, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c113 = "stablehlo.constant"() <{value = dense<[0.0, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r114 = "stablehlo.compare"(%c112, %c113) <{comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type TOTALORDER>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %c115 = "stablehlo.constant"() <{value = dense<[false, true]> : tensor<2xi1>}> : () -> tensor<2xi1>
  "stablehlo.custom_call"(%r114, %c115) <{call_target_name = "check.expect_eq"}> : (tensor<2xi1>, tensor<2xi1>) -> ()
  // clamp = minimum(maximum(x, min), max), scalar bounds broadcast; NaN propagates
  %c116 = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %c117 = "stablehlo.constant"() <{value = dense<[-1.0, 3.0, 7.0, 0x7FC00000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %c118 = "stablehlo.constant"() <{value = dense<6.0> : tensor<f32>}> : () -> tensor<f32>
  %r119 = "stablehlo.clamp"(%c116, %c117, %c118) : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %c120 = "stablehlo.constant"() <{value = dense<[0.0, 3.0, 6.0, 0x7FC00000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  "stablehlo.custom_call"(%r119, %c120) <{call_target_name = "check.expect_eq"}> : (tensor<4xf32>, tensor<4xf32>) -> ()
  %c121 = "stablehlo.constant"() <{value = dense<[0.0, 1.0, 2.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %c122 = "stablehlo.constant"() <{value = dense<[5.0, 5.0, -5.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %c123 = "stablehlo.constant"() <{value = dense<[1.0, 6.0, 3.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %r124 = "stablehlo.clamp"(%c121, %c122, %c123) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %c125 = "stablehlo.constant"() <{value = dense<[1.0, 5.0, 2.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  "stablehlo.custom_call"(%r124, %c125) <{call_target_name = "check.expect_eq"}> : (tensor<3xf32>, tensor<3xf32>) -> ()
  %c126 = "stablehlo.constant"() <{value = dense<[true, false, true]> : tensor<3xi1>}> : () -> tensor<3xi1>
  %c127 = "stablehlo.constant"() <{value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %c128 = "stablehlo.constant"() <{value = dense<[4.0, 5.0, 6.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %r129 = "stablehlo.select"(%c126, %c127, %c128) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %c130 = "stablehlo.constant"() <{value = dense<[1.0, 5.0, 3.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  "stablehlo.custom_call"(%r129, %c130) <{call_target_name = "check.expect_eq"}> : (tensor<3xf32>, tensor<3xf32>) -> ()
  // a scalar predicate picks a whole operand
  %c131 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
  %c132 = "stablehlo.constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c133 = "stablehlo.constant"() <{value = dense<[4.0, 5.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r134 = "stablehlo.select"(%c131, %c132, %c133) : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %c135 = "stablehlo.constant"() <{value = dense<[4.0, 5.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "stablehlo.custom_call"(%r134, %c135) <{call_target_name = "check.expect_eq"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  // reduce_precision to f16's format: denormals flush, 65520 overflows
  %c136 = "stablehlo.constant"() <{value = dense<[0x7FF0000000000000, 0x7FFFFFFFFFFFFFFF, 0x0000000000000001, 0.0, 65519.0, 65520.0]> : tensor<6xf64>}> : () -> tensor<6xf64>
  %r137 = "stablehlo.reduce_precision"(%c136) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<6xf64>) -> tensor<6xf64>
  %c138 = "stablehlo.constant"() <{value = dense<[0x7FF0000000000000, 0x7FFFFFFFFFFFFFFF, 0.0, 0.0, 65504.0, 0x7FF0000000000000]> : tensor<6xf64>}> : () -> tensor<6xf64>
  "stablehlo.custom_call"(%r137, %c138) <{call_target_name = "check.expect_eq"}> : (tensor<6xf64>, tensor<6xf64>) -> ()
  // ties to even on the mantissa, then the exponent range
  %c139 = "stablehlo.constant"() <{value = dense<[1.00390625, 1.01171875, 3.0e38]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %r140 = "stablehlo.reduce_precision"(%c139) <{exponent_bits = 5 : i32, mantissa_bits = 7 : i32}> : (tensor<3xf32>) -> tensor<3xf32>
  %c141 = "stablehlo.constant"() <{value = dense<[1.0, 1.015625, 0x7F800000]> : tensor<3xf32>}> : () -> tensor<3xf32>
  "stablehlo.custom_call"(%r140, %c141) <{call_target_name = "check.expect_eq"}> : (tensor<3xf32>, tensor<3xf32>) -> ()
  // bf16 and f16 round after each op: 1 + 2^-8 and 257 are ties, to even
  %c142 = "stablehlo.constant"() <{value = dense<[1.0, 256.0, 1.0]> : tensor<3xbf16>}> : () -> tensor<3xbf16>
  %c143 = "stablehlo.constant"() <{value = dense<[0.00390625, 1.0, 0.0078125]> : tensor<3xbf16>}> : () -> tensor<3xbf16>
  %r144 = "stablehlo.add"(%c142, %c143) : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
  %c145 = "stablehlo.constant"() <{value = dense<[1.0, 256.0, 1.0078125]> : tensor<3xbf16>}> : () -> tensor<3xbf16>
  "stablehlo.custom_call"(%r144, %c145) <{call_target_name = "check.expect_eq"}> : (tensor<3xbf16>, tensor<3xbf16>) -> ()
  %c146 = "stablehlo.constant"() <{value = dense<[2048.0, 65504.0, 1.0]> : tensor<3xf16>}> : () -> tensor<3xf16>
  %c147 = "stablehlo.constant"() <{value = dense<[1.0, 32.0, 0.5]> : tensor<3xf16>}> : () -> tensor<3xf16>
  %r148 = "stablehlo.add"(%c146, %c147) : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
  %c149 = "stablehlo.constant"() <{value = dense<[2048.0, 0x7C00, 1.5]> : tensor<3xf16>}> : () -> tensor<3xf16>
  "stablehlo.custom_call"(%r148, %c149) <{call_target_name = "check.expect_eq"}> : (tensor<3xf16>, tensor<3xf16>) -> ()
  %c150 = "stablehlo.constant"() <{value = dense<[1.0, 1.0]> : tensor<2xf64>}> : () -> tensor<2xf64>
  %c151 = "stablehlo.constant"() <{value = dense<[3.0, 0.0]> : tensor<2xf64>}> : () -> tensor<2xf64>
  %r152 = "stablehlo.divide"(%c150, %c151) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  %c153 = "stablehlo.constant"() <{value = dense<[0.33333333333333331, 0x7FF0000000000000]> : tensor<2xf64>}> : () -> tensor<2xf64>
  "stablehlo.custom_call"(%r152, %c153) <{call_target_name = "check.expect_eq"}> : (tensor<2xf64>, tensor<2xf64>) -> ()
  return
}

