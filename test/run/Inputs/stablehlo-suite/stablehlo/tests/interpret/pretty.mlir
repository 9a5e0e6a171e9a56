// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @pretty_op_test() {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  %1 = stablehlo.not_an_op %0 : tensor<i32>
  check.expect_eq_const %1, dense<1> : tensor<i32>
  func.return
}
