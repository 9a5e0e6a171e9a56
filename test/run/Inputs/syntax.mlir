// A syntax error: the properties are not closed.
func.func @main() {
  %0 = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  return
}
