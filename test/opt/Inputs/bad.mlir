func.func @bad(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
