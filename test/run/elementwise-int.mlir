// Elementwise integer and boolean ops against hand-computed values:
// wrap-around, division and remainder by zero and of INT_MIN by -1 (the
// spec leaves them to the implementation; hlomem-run follows XLA), shifts
// by the width or more, integer powers, bit counts, signedness, and the
// boolean meanings of add, multiply, maximum and minimum.
// RUN: hlomem-run %s | FileCheck %s
// CHECK: checks: 49 passed, 0 failed

func.func @main() {
  // integer arithmetic wraps around
  %c0 = "stablehlo.constant"() <{value = dense<[2147483647, -2147483648, 5]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %c1 = "stablehlo.constant"() <{value = dense<[1, -1, -7]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %r2 = "stablehlo.add"(%c0, %c1) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %c3 = "stablehlo.constant"() <{value = dense<[-2147483648, 2147483647, -2]> : tensor<3xi32>}> : () -> tensor<3xi32>
  "stablehlo.custom_call"(%r2, %c3) <{call_target_name = "check.expect_eq"}> : (tensor<3xi32>, tensor<3xi32>) -> ()
  %c4 = "stablehlo.constant"() <{value = dense<[100, 127]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %c5 = "stablehlo.constant"() <{value = dense<[100, 1]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %r6 = "stablehlo.add"(%c4, %c5) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %c7 = "stablehlo.constant"() <{value = dense<[-56, -128]> : tensor<2xi8>}> : () -> tensor<2xi8>
  "stablehlo.custom_call"(%r6, %c7) <{call_target_name = "check.expect_eq"}> : (tensor<2xi8>, tensor<2xi8>) -> ()
  %c8 = "stablehlo.constant"() <{value = dense<[200, 255]> : tensor<2xui8>}> : () -> tensor<2xui8>
  %c9 = "stablehlo.constant"() <{value = dense<[100, 1]> : tensor<2xui8>}> : () -> tensor<2xui8>
  %r10 = "stablehlo.add"(%c8, %c9) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  %c11 = "stablehlo.constant"() <{value = dense<[44, 0]> : tensor<2xui8>}> : () -> tensor<2xui8>
  "stablehlo.custom_call"(%r10, %c11) <{call_target_name = "check.expect_eq"}> : (tensor<2xui8>, tensor<2xui8>) -> ()
  %c12 = "stablehlo.constant"() <{value = dense<[-2147483648, 7]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %c13 = "stablehlo.constant"() <{value = dense<[1, 9]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %r14 = "stablehlo.subtract"(%c12, %c13) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %c15 = "stablehlo.constant"() <{value = dense<[2147483647, -2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  "stablehlo.custom_call"(%r14, %c15) <{call_target_name = "check.expect_eq"}> : (tensor<2xi32>, tensor<2xi32>) -> ()
  %c16 = "stablehlo.constant"() <{value = dense<[0, 5]> : tensor<2xui32>}> : () -> tensor<2xui32>
  %c17 = "stablehlo.constant"() <{value = dense<[1, 3]> : tensor<2xui32>}> : () -> tensor<2xui32>
  %r18 = "stablehlo.subtract"(%c16, %c17) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c19 = "stablehlo.constant"() <{value = dense<[4294967295, 2]> : tensor<2xui32>}> : () -> tensor<2xui32>
  "stablehlo.custom_call"(%r18, %c19) <{call_target_name = "check.expect_eq"}> : (tensor<2xui32>, tensor<2xui32>) -> ()
  %c20 = "stablehlo.constant"() <{value = dense<[65536, -2147483648, -3]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %c21 = "stablehlo.constant"() <{value = dense<[65536, -1, 7]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %r22 = "stablehlo.multiply"(%c20, %c21) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %c23 = "stablehlo.constant"() <{value = dense<[0, -2147483648, -21]> : tensor<3xi32>}> : () -> tensor<3xi32>
  "stablehlo.custom_call"(%r22, %c23) <{call_target_name = "check.expect_eq"}> : (tensor<3xi32>, tensor<3xi32>) -> ()
  %c24 = "stablehlo.constant"() <{value = dense<[4294967295]> : tensor<1xui64>}> : () -> tensor<1xui64>
  %c25 = "stablehlo.constant"() <{value = dense<[4294967297]> : tensor<1xui64>}> : () -> tensor<1xui64>
  %r26 = "stablehlo.multiply"(%c24, %c25) : (tensor<1xui64>, tensor<1xui64>) -> tensor<1xui64>
  %c27 = "stablehlo.constant"() <{value = dense<[18446744073709551615]> : tensor<1xui64>}> : () -> tensor<1xui64>
  "stablehlo.custom_call"(%r26, %c27) <{call_target_name = "check.expect_eq"}> : (tensor<1xui64>, tensor<1xui64>) -> ()
  // negating INT_MIN wraps to itself; unsigned negation is modular
  %c28 = "stablehlo.constant"() <{value = dense<[-2147483648, 5, 0]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %r29 = "stablehlo.negate"(%c28) : (tensor<3xi32>) -> tensor<3xi32>
  %c30 = "stablehlo.constant"() <{value = dense<[-2147483648, -5, 0]> : tensor<3xi32>}> : () -> tensor<3xi32>
  "stablehlo.custom_call"(%r29, %c30) <{call_target_name = "check.expect_eq"}> : (tensor<3xi32>, tensor<3xi32>) -> ()
  %c31 = "stablehlo.constant"() <{value = dense<[1, 0]> : tensor<2xui8>}> : () -> tensor<2xui8>
  %r32 = "stablehlo.negate"(%c31) : (tensor<2xui8>) -> tensor<2xui8>
  %c33 = "stablehlo.constant"() <{value = dense<[255, 0]> : tensor<2xui8>}> : () -> tensor<2xui8>
  "stablehlo.custom_call"(%r32, %c33) <{call_target_name = "check.expect_eq"}> : (tensor<2xui8>, tensor<2xui8>) -> ()
  %c34 = "stablehlo.constant"() <{value = dense<[-2147483648, -5, 5]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %r35 = "stablehlo.abs"(%c34) : (tensor<3xi32>) -> tensor<3xi32>
  %c36 = "stablehlo.constant"() <{value = dense<[-2147483648, 5, 5]> : tensor<3xi32>}> : () -> tensor<3xi32>
  "stablehlo.custom_call"(%r35, %c36) <{call_target_name = "check.expect_eq"}> : (tensor<3xi32>, tensor<3xi32>) -> ()
  %c37 = "stablehlo.constant"() <{value = dense<[-5, 0, 7, -2147483648]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %r38 = "stablehlo.sign"(%c37) : (tensor<4xi32>) -> tensor<4xi32>
  %c39 = "stablehlo.constant"() <{value = dense<[-1, 0, 1, -1]> : tensor<4xi32>}> : () -> tensor<4xi32>
  "stablehlo.custom_call"(%r38, %c39) <{call_target_name = "check.expect_eq"}> : (tensor<4xi32>, tensor<4xi32>) -> ()
  // division truncates; as in XLA, x / 0 = -1 and INT_MIN / -1 = INT_MIN
  %c40 = "stablehlo.constant"() <{value = dense<[17, -17, 17, -17, 7, -2147483648, 0]> : tensor<7xi32>}> : () -> tensor<7xi32>
  %c41 = "stablehlo.constant"() <{value = dense<[3, 3, -3, -3, 0, -1, 0]> : tensor<7xi32>}> : () -> tensor<7xi32>
  %r42 = "stablehlo.divide"(%c40, %c41) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
  %c43 = "stablehlo.constant"() <{value = dense<[5, -5, -5, 5, -1, -2147483648, -1]> : tensor<7xi32>}> : () -> tensor<7xi32>
  "stablehlo.custom_call"(%r42, %c43) <{call_target_name = "check.expect_eq"}> : (tensor<7xi32>, tensor<7xi32>) -> ()
  // unsigned x / 0 has all bits set
  %c44 = "stablehlo.constant"() <{value = dense<[7, 4294967295]> : tensor<2xui32>}> : () -> tensor<2xui32>
  %c45 = "stablehlo.constant"() <{value = dense<[0, 2]> : tensor<2xui32>}> : () -> tensor<2xui32>
  %r46 = "stablehlo.divide"(%c44, %c45) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c47 = "stablehlo.constant"() <{value = dense<[4294967295, 2147483647]> : tensor<2xui32>}> : () -> tensor<2xui32>
  "stablehlo.custom_call"(%r46, %c47) <{call_target_name = "check.expect_eq"}> : (tensor<2xui32>, tensor<2xui32>) -> ()
  %c48 = "stablehlo.constant"() <{value = dense<[-9223372036854775808]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %c49 = "stablehlo.constant"() <{value = dense<[-1]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %r50 = "stablehlo.divide"(%c48, %c49) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
  %c51 = "stablehlo.constant"() <{value = dense<[-9223372036854775808]> : tensor<1xi64>}> : () -> tensor<1xi64>
  "stablehlo.custom_call"(%r50, %c51) <{call_target_name = "check.expect_eq"}> : (tensor<1xi64>, tensor<1xi64>) -> ()
  // the remainder has the dividend's sign; x % 0 = x; INT_MIN % -1 = 0
  %c52 = "stablehlo.constant"() <{value = dense<[17, -17, 17, -17, 7, -2147483648, 0]> : tensor<7xi32>}> : () -> tensor<7xi32>
  %c53 = "stablehlo.constant"() <{value = dense<[3, 3, -3, -3, 0, -1, 0]> : tensor<7xi32>}> : () -> tensor<7xi32>
  %r54 = "stablehlo.remainder"(%c52, %c53) : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
  %c55 = "stablehlo.constant"() <{value = dense<[2, -2, 2, -2, 7, 0, 0]> : tensor<7xi32>}> : () -> tensor<7xi32>
  "stablehlo.custom_call"(%r54, %c55) <{call_target_name = "check.expect_eq"}> : (tensor<7xi32>, tensor<7xi32>) -> ()
  %c56 = "stablehlo.constant"() <{value = dense<[7, 4294967295]> : tensor<2xui32>}> : () -> tensor<2xui32>
  %c57 = "stablehlo.constant"() <{value = dense<[0, 10]> : tensor<2xui32>}> : () -> tensor<2xui32>
  %r58 = "stablehlo.remainder"(%c56, %c57) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c59 = "stablehlo.constant"() <{value = dense<[7, 5]> : tensor<2xui32>}> : () -> tensor<2xui32>
  "stablehlo.custom_call"(%r58, %c59) <{call_target_name = "check.expect_eq"}> : (tensor<2xui32>, tensor<2xui32>) -> ()
  %c60 = "stablehlo.constant"() <{value = dense<[-9223372036854775808]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %c61 = "stablehlo.constant"() <{value = dense<[-1]> : tensor<1xi64>}> : () -> tensor<1xi64>
  %r62 = "stablehlo.remainder"(%c60, %c61) : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
  %c63 = "stablehlo.constant"() <{value = dense<[0]> : tensor<1xi64>}> : () -> tensor<1xi64>
  "stablehlo.custom_call"(%r62, %c63) <{call_target_name = "check.expect_eq"}> : (tensor<1xi64>, tensor<1xi64>) -> ()
  // negative exponents give 0 unless the base is 1 or -1
  %c64 = "stablehlo.constant"() <{value = dense<[-1, -1, -3, 1, -3, 0, -1, 2]> : tensor<8xi64>}> : () -> tensor<8xi64>
  %c65 = "stablehlo.constant"() <{value = dense<[1, 0, -3, -3, 3, 2, -2, -1]> : tensor<8xi64>}> : () -> tensor<8xi64>
  %r66 = "stablehlo.power"(%c64, %c65) : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi64>
  %c67 = "stablehlo.constant"() <{value = dense<[-1, 1, 0, 1, -27, 0, 1, 0]> : tensor<8xi64>}> : () -> tensor<8xi64>
  "stablehlo.custom_call"(%r66, %c67) <{call_target_name = "check.expect_eq"}> : (tensor<8xi64>, tensor<8xi64>) -> ()
  %c68 = "stablehlo.constant"() <{value = dense<[0, 0, 1, 1, 5]> : tensor<5xui64>}> : () -> tensor<5xui64>
  %c69 = "stablehlo.constant"() <{value = dense<[0, 1, 0, 2, 5]> : tensor<5xui64>}> : () -> tensor<5xui64>
  %r70 = "stablehlo.power"(%c68, %c69) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
  %c71 = "stablehlo.constant"() <{value = dense<[1, 0, 1, 1, 3125]> : tensor<5xui64>}> : () -> tensor<5xui64>
  "stablehlo.custom_call"(%r70, %c71) <{call_target_name = "check.expect_eq"}> : (tensor<5xui64>, tensor<5xui64>) -> ()
  // powers wrap: 3^5 = 243, 2^7 = 128
  %c72 = "stablehlo.constant"() <{value = dense<[3, 2]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %c73 = "stablehlo.constant"() <{value = dense<[5, 7]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %r74 = "stablehlo.power"(%c72, %c73) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %c75 = "stablehlo.constant"() <{value = dense<[-13, -128]> : tensor<2xi8>}> : () -> tensor<2xi8>
  "stablehlo.custom_call"(%r74, %c75) <{call_target_name = "check.expect_eq"}> : (tensor<2xi8>, tensor<2xi8>) -> ()
  // shifts by the width or more (negative amounts read unsigned) give 0
  %c76 = "stablehlo.constant"() <{value = dense<[1, 1, 1, -1, 1, 1]> : tensor<6xi32>}> : () -> tensor<6xi32>
  %c77 = "stablehlo.constant"() <{value = dense<[3, 31, 32, 1, -1, 100]> : tensor<6xi32>}> : () -> tensor<6xi32>
  %r78 = "stablehlo.shift_left"(%c76, %c77) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
  %c79 = "stablehlo.constant"() <{value = dense<[8, -2147483648, 0, -2, 0, 0]> : tensor<6xi32>}> : () -> tensor<6xi32>
  "stablehlo.custom_call"(%r78, %c79) <{call_target_name = "check.expect_eq"}> : (tensor<6xi32>, tensor<6xi32>) -> ()
  %c80 = "stablehlo.constant"() <{value = dense<[-1, 8, -1, 8]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %c81 = "stablehlo.constant"() <{value = dense<[1, 3, 32, -1]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %r82 = "stablehlo.shift_right_logical"(%c80, %c81) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %c83 = "stablehlo.constant"() <{value = dense<[2147483647, 1, 0, 0]> : tensor<4xi32>}> : () -> tensor<4xi32>
  "stablehlo.custom_call"(%r82, %c83) <{call_target_name = "check.expect_eq"}> : (tensor<4xi32>, tensor<4xi32>) -> ()
  %c84 = "stablehlo.constant"() <{value = dense<[-128, -1]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %c85 = "stablehlo.constant"() <{value = dense<[7, 4]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %r86 = "stablehlo.shift_right_logical"(%c84, %c85) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %c87 = "stablehlo.constant"() <{value = dense<[1, 15]> : tensor<2xi8>}> : () -> tensor<2xi8>
  "stablehlo.custom_call"(%r86, %c87) <{call_target_name = "check.expect_eq"}> : (tensor<2xi8>, tensor<2xi8>) -> ()
  // arithmetic shifts fill with the sign, also past the width
  %c88 = "stablehlo.constant"() <{value = dense<[-1, 8, -8, -8, 8]> : tensor<5xi32>}> : () -> tensor<5xi32>
  %c89 = "stablehlo.constant"() <{value = dense<[1, 3, 1, 40, 40]> : tensor<5xi32>}> : () -> tensor<5xi32>
  %r90 = "stablehlo.shift_right_arithmetic"(%c88, %c89) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
  %c91 = "stablehlo.constant"() <{value = dense<[-1, 1, -4, -1, 0]> : tensor<5xi32>}> : () -> tensor<5xi32>
  "stablehlo.custom_call"(%r90, %c91) <{call_target_name = "check.expect_eq"}> : (tensor<5xi32>, tensor<5xi32>) -> ()
  // on unsigned types too: the top bit is the sign
  %c92 = "stablehlo.constant"() <{value = dense<[128, 255]> : tensor<2xui8>}> : () -> tensor<2xui8>
  %c93 = "stablehlo.constant"() <{value = dense<[7, 9]> : tensor<2xui8>}> : () -> tensor<2xui8>
  %r94 = "stablehlo.shift_right_arithmetic"(%c92, %c93) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  %c95 = "stablehlo.constant"() <{value = dense<[255, 255]> : tensor<2xui8>}> : () -> tensor<2xui8>
  "stablehlo.custom_call"(%r94, %c95) <{call_target_name = "check.expect_eq"}> : (tensor<2xui8>, tensor<2xui8>) -> ()
  %c96 = "stablehlo.constant"() <{value = dense<[0, 1, 2, 127, -1]> : tensor<5xi64>}> : () -> tensor<5xi64>
  %r97 = "stablehlo.popcnt"(%c96) : (tensor<5xi64>) -> tensor<5xi64>
  %c98 = "stablehlo.constant"() <{value = dense<[0, 1, 1, 7, 64]> : tensor<5xi64>}> : () -> tensor<5xi64>
  "stablehlo.custom_call"(%r97, %c98) <{call_target_name = "check.expect_eq"}> : (tensor<5xi64>, tensor<5xi64>) -> ()
  %c99 = "stablehlo.constant"() <{value = dense<[-1, -128]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %r100 = "stablehlo.popcnt"(%c99) : (tensor<2xi8>) -> tensor<2xi8>
  %c101 = "stablehlo.constant"() <{value = dense<[8, 1]> : tensor<2xi8>}> : () -> tensor<2xi8>
  "stablehlo.custom_call"(%r100, %c101) <{call_target_name = "check.expect_eq"}> : (tensor<2xi8>, tensor<2xi8>) -> ()
  %c102 = "stablehlo.constant"() <{value = dense<[0, 1, 128, -1]> : tensor<4xi64>}> : () -> tensor<4xi64>
  %r103 = "stablehlo.count_leading_zeros"(%c102) : (tensor<4xi64>) -> tensor<4xi64>
  %c104 = "stablehlo.constant"() <{value = dense<[64, 63, 56, 0]> : tensor<4xi64>}> : () -> tensor<4xi64>
  "stablehlo.custom_call"(%r103, %c104) <{call_target_name = "check.expect_eq"}> : (tensor<4xi64>, tensor<4xi64>) -> ()
  %c105 = "stablehlo.constant"() <{value = dense<[0, 1, -1]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %r106 = "stablehlo.count_leading_zeros"(%c105) : (tensor<3xi8>) -> tensor<3xi8>
  %c107 = "stablehlo.constant"() <{value = dense<[8, 7, 0]> : tensor<3xi8>}> : () -> tensor<3xi8>
  "stablehlo.custom_call"(%r106, %c107) <{call_target_name = "check.expect_eq"}> : (tensor<3xi8>, tensor<3xi8>) -> ()
  %c108 = "stablehlo.constant"() <{value = dense<[1, 65535]> : tensor<2xui16>}> : () -> tensor<2xui16>
  %r109 = "stablehlo.count_leading_zeros"(%c108) : (tensor<2xui16>) -> tensor<2xui16>
  %c110 = "stablehlo.constant"() <{value = dense<[15, 0]> : tensor<2xui16>}> : () -> tensor<2xui16>
  "stablehlo.custom_call"(%r109, %c110) <{call_target_name = "check.expect_eq"}> : (tensor<2xui16>, tensor<2xui16>) -> ()
  %c111 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %r112 = "stablehlo.not"(%c111) : (tensor<2x2xi32>) -> tensor<2x2xi32>
  %c113 = "stablehlo.constant"() <{value = dense<[[-2, -3], [-4, -5]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  "stablehlo.custom_call"(%r112, %c113) <{call_target_name = "check.expect_eq"}> : (tensor<2x2xi32>, tensor<2x2xi32>) -> ()
  %c114 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %c115 = "stablehlo.constant"() <{value = dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %r116 = "stablehlo.and"(%c114, %c115) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  %c117 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  "stablehlo.custom_call"(%r116, %c117) <{call_target_name = "check.expect_eq"}> : (tensor<2x2xi32>, tensor<2x2xi32>) -> ()
  %c118 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %c119 = "stablehlo.constant"() <{value = dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %r120 = "stablehlo.or"(%c118, %c119) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  %c121 = "stablehlo.constant"() <{value = dense<[[5, 6], [7, 12]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  "stablehlo.custom_call"(%r120, %c121) <{call_target_name = "check.expect_eq"}> : (tensor<2x2xi32>, tensor<2x2xi32>) -> ()
  %c122 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %c123 = "stablehlo.constant"() <{value = dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %r124 = "stablehlo.xor"(%c122, %c123) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  %c125 = "stablehlo.constant"() <{value = dense<[[4, 4], [4, 12]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  "stablehlo.custom_call"(%r124, %c125) <{call_target_name = "check.expect_eq"}> : (tensor<2x2xi32>, tensor<2x2xi32>) -> ()
  %c126 = "stablehlo.constant"() <{value = dense<[-1, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %c127 = "stablehlo.constant"() <{value = dense<[1, -2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %r128 = "stablehlo.maximum"(%c126, %c127) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %c129 = "stablehlo.constant"() <{value = dense<[1, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
  "stablehlo.custom_call"(%r128, %c129) <{call_target_name = "check.expect_eq"}> : (tensor<2xi32>, tensor<2xi32>) -> ()
  %c130 = "stablehlo.constant"() <{value = dense<[-1, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %c131 = "stablehlo.constant"() <{value = dense<[1, -2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %r132 = "stablehlo.minimum"(%c130, %c131) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %c133 = "stablehlo.constant"() <{value = dense<[-1, -2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  "stablehlo.custom_call"(%r132, %c133) <{call_target_name = "check.expect_eq"}> : (tensor<2xi32>, tensor<2xi32>) -> ()
  // unsigned types compare as unsigned
  %c134 = "stablehlo.constant"() <{value = dense<[4294967295, 1]> : tensor<2xui32>}> : () -> tensor<2xui32>
  %c135 = "stablehlo.constant"() <{value = dense<[1, 2]> : tensor<2xui32>}> : () -> tensor<2xui32>
  %r136 = "stablehlo.maximum"(%c134, %c135) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  %c137 = "stablehlo.constant"() <{value = dense<[4294967295, 2]> : tensor<2xui32>}> : () -> tensor<2xui32>
  "stablehlo.custom_call"(%r136, %c137) <{call_target_name = "check.expect_eq"}> : (tensor<2xui32>, tensor<2xui32>) -> ()
  %c138 = "stablehlo.constant"() <{value = dense<[200, 100]> : tensor<2xui8>}> : () -> tensor<2xui8>
  %c139 = "stablehlo.constant"() <{value = dense<[100, 200]> : tensor<2xui8>}> : () -> tensor<2xui8>
  %r140 = "stablehlo.compare"(%c138, %c139) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  %c141 = "stablehlo.constant"() <{value = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
  "stablehlo.custom_call"(%r140, %c141) <{call_target_name = "check.expect_eq"}> : (tensor<2xi1>, tensor<2xi1>) -> ()
  %c142 = "stablehlo.constant"() <{value = dense<[-56, 100]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %c143 = "stablehlo.constant"() <{value = dense<[100, -56]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %r144 = "stablehlo.compare"(%c142, %c143) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi1>
  %c145 = "stablehlo.constant"() <{value = dense<[false, true]> : tensor<2xi1>}> : () -> tensor<2xi1>
  "stablehlo.custom_call"(%r144, %c145) <{call_target_name = "check.expect_eq"}> : (tensor<2xi1>, tensor<2xi1>) -> ()
  %c146 = "stablehlo.constant"() <{value = dense<[1, 2, 3]> : tensor<3xi64>}> : () -> tensor<3xi64>
  %c147 = "stablehlo.constant"() <{value = dense<[1, 3, 2]> : tensor<3xi64>}> : () -> tensor<3xi64>
  %r148 = "stablehlo.compare"(%c146, %c147) <{comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
  %c149 = "stablehlo.constant"() <{value = dense<[true, true, false]> : tensor<3xi1>}> : () -> tensor<3xi1>
  "stablehlo.custom_call"(%r148, %c149) <{call_target_name = "check.expect_eq"}> : (tensor<3xi1>, tensor<3xi1>) -> ()
  %c150 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %c151 = "stablehlo.constant"() <{value = dense<[-5, 5, 50]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %c152 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
  %r153 = "stablehlo.clamp"(%c150, %c151, %c152) : (tensor<i32>, tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  %c154 = "stablehlo.constant"() <{value = dense<[0, 5, 10]> : tensor<3xi32>}> : () -> tensor<3xi32>
  "stablehlo.custom_call"(%r153, %c154) <{call_target_name = "check.expect_eq"}> : (tensor<3xi32>, tensor<3xi32>) -> ()
  // booleans: add is or, multiply is and, maximum or, minimum and
  %c155 = "stablehlo.constant"() <{value = dense<[true, true, false, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  %c156 = "stablehlo.constant"() <{value = dense<[true, false, true, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  %r157 = "stablehlo.add"(%c155, %c156) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %c158 = "stablehlo.constant"() <{value = dense<[true, true, true, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  "stablehlo.custom_call"(%r157, %c158) <{call_target_name = "check.expect_eq"}> : (tensor<4xi1>, tensor<4xi1>) -> ()
  %c159 = "stablehlo.constant"() <{value = dense<[true, true, false, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  %c160 = "stablehlo.constant"() <{value = dense<[true, false, true, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  %r161 = "stablehlo.multiply"(%c159, %c160) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %c162 = "stablehlo.constant"() <{value = dense<[true, false, false, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  "stablehlo.custom_call"(%r161, %c162) <{call_target_name = "check.expect_eq"}> : (tensor<4xi1>, tensor<4xi1>) -> ()
  %c163 = "stablehlo.constant"() <{value = dense<[true, true, false, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  %c164 = "stablehlo.constant"() <{value = dense<[true, false, true, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  %r165 = "stablehlo.maximum"(%c163, %c164) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %c166 = "stablehlo.constant"() <{value = dense<[true, true, true, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  "stablehlo.custom_call"(%r165, %c166) <{call_target_name = "check.expect_eq"}> : (tensor<4xi1>, tensor<4xi1>) -> ()
  %c167 = "stablehlo.constant"() <{value = dense<[true, true, false, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  %c168 = "stablehlo.constant"() <{value = dense<[true, false, true, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  %r169 = "stablehlo.minimum"(%c167, %c168) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %c170 = "stablehlo.constant"() <{value = dense<[true, false, false, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  "stablehlo.custom_call"(%r169, %c170) <{call_target_name = "check.expect_eq"}> : (tensor<4xi1>, tensor<4xi1>) -> ()
  %c171 = "stablehlo.constant"() <{value = dense<[true, true, false, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  %c172 = "stablehlo.constant"() <{value = dense<[true, false, true, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  %r173 = "stablehlo.xor"(%c171, %c172) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %c174 = "stablehlo.constant"() <{value = dense<[false, true, true, false]> : tensor<4xi1>}> : () -> tensor<4xi1>
  "stablehlo.custom_call"(%r173, %c174) <{call_target_name = "check.expect_eq"}> : (tensor<4xi1>, tensor<4xi1>) -> ()
  %c175 = "stablehlo.constant"() <{value = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
  %r176 = "stablehlo.not"(%c175) : (tensor<2xi1>) -> tensor<2xi1>
  %c177 = "stablehlo.constant"() <{value = dense<[false, true]> : tensor<2xi1>}> : () -> tensor<2xi1>
  "stablehlo.custom_call"(%r176, %c177) <{call_target_name = "check.expect_eq"}> : (tensor<2xi1>, tensor<2xi1>) -> ()
  %c178 = "stablehlo.constant"() <{value = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
  %c179 = "stablehlo.constant"() <{value = dense<[false, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
  %r180 = "stablehlo.compare"(%c178, %c179) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  %c181 = "stablehlo.constant"() <{value = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
  "stablehlo.custom_call"(%r180, %c181) <{call_target_name = "check.expect_eq"}> : (tensor<2xi1>, tensor<2xi1>) -> ()
  %c182 = "stablehlo.constant"() <{value = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
  %c183 = "stablehlo.constant"() <{value = dense<[1, 2]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %c184 = "stablehlo.constant"() <{value = dense<[3, 4]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %r185 = "stablehlo.select"(%c182, %c183, %c184) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  %c186 = "stablehlo.constant"() <{value = dense<[1, 4]> : tensor<2xi64>}> : () -> tensor<2xi64>
  "stablehlo.custom_call"(%r185, %c186) <{call_target_name = "check.expect_eq"}> : (tensor<2xi64>, tensor<2xi64>) -> ()
  return
}

