// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @pretty_op_test() {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  %1 = stablehlo.negate %0 : tensor<i32>
  check.expect_eq_const %1, dense<-1> : tensor<i32>
  func.return
}

// -----

func.func @new_type_op_test() {
  %0 = stablehlo.constant dense<1.0> : tensor<2xf8E3M4>
  check.expect_almost_eq_const %0, dense<1.0> : tensor<2xf8E3M4>
  func.return
}
