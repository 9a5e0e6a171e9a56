// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @cholesky_op_test() {
  %0 = "stablehlo.constant"() <{value = dense<[[4.0, 2.0], [2.0, 5.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %1 = "stablehlo.cholesky"(%0) {lower = true} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  "check.expect_almost_eq_const"(%1) {value = dense<[[2.0, 0.0], [1.0, 2.0]]> : tensor<2x2xf32>} : (tensor<2x2xf32>) -> ()
  func.return
}

// -----

func.func @einsum_op_test() {
  %0 = "stablehlo.constant"() <{value = dense<1.0> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %1 = "stablehlo.einsum"(%0, %0) {einsum_config = "ab,bc->ac"} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}
