// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @fft_op_test() {
  %0 = "stablehlo.constant"() <{value = dense<[(1.0, 0.0), (0.0, 0.0)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  %1 = "stablehlo.fft"(%0) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 2>} : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  "check.expect_almost_eq_const"(%1) {value = dense<[(1.0, 0.0), (1.0, 0.0)]> : tensor<2xcomplex<f32>>} : (tensor<2xcomplex<f32>>) -> ()
  func.return
}

// -----

func.func @einsum_op_test() {
  %0 = "stablehlo.constant"() <{value = dense<1.0> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %1 = "stablehlo.einsum"(%0, %0) {einsum_config = "ab,bc->ac"} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}
