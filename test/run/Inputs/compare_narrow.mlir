// @double of compare_a.mlir with a narrower argument.
func.func @double(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
