// Arguments of several types, returned as given.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<i32>, %c: tensor<3xi1>) -> (tensor<2x3xf32>, tensor<i32>, tensor<3xi1>) {
  return %a, %b, %c : tensor<2x3xf32>, tensor<i32>, tensor<3xi1>
}

func.func @half(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  return %a : tensor<2xbf16>
}
