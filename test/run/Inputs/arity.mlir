// An op MLIR accepts but StableHLO does not: add with one operand.
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.add"(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
