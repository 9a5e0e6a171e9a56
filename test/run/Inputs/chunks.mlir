// Two cases in one file, each with its own @main, as pass tests write them
// for --split-input-file.
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %dead = "stablehlo.exponential"(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %y = "stablehlo.negate"(%x) : (tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
  %a = "stablehlo.add"(%x, %x) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %b = "stablehlo.add"(%x, %x) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %c = "stablehlo.multiply"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %c : tensor<4xi32>
}
