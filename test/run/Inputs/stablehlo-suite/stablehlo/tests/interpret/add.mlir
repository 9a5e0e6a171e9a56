// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @add_op_test_si64() {
  %0 = "stablehlo.constant"() <{value = dense<[0, 1, -7]> : tensor<3xi64>}> : () -> tensor<3xi64>
  %1 = "stablehlo.add"(%0, %0) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  "check.expect_eq_const"(%1) {value = dense<[0, 2, -14]> : tensor<3xi64>} : (tensor<3xi64>) -> ()
  func.return
}

// -----

func.func @add_op_test_f32() {
  %0 = "stablehlo.constant"() <{value = dense<[0.5, 1.0e8]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %1 = "stablehlo.add"(%0, %0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  "check.expect_almost_eq_const"(%1) {value = dense<[1.0, 2.0e8]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  func.return
}

// -----

func.func @add_op_test_wrong() {
  %0 = "stablehlo.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %1 = "stablehlo.add"(%0, %0) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  "check.expect_eq_const"(%1) {value = dense<[2, 5]> : tensor<2xi32>} : (tensor<2xi32>) -> ()
  func.return
}

// -----

func.func @add_op_test_f8() {
  %0 = "stablehlo.constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf8E5M2>}> : () -> tensor<2xf8E5M2>
  %1 = "stablehlo.add"(%0, %0) : (tensor<2xf8E5M2>, tensor<2xf8E5M2>) -> tensor<2xf8E5M2>
  "check.expect_eq_const"(%1) {value = dense<[2.0, 4.0]> : tensor<2xf8E5M2>} : (tensor<2xf8E5M2>) -> ()
  func.return
}
