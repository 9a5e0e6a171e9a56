func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %a = "stablehlo.exponential"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %p = "stablehlo.optimization_barrier"(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %b = "stablehlo.negate"(%p) : (tensor<1024xf32>) -> tensor<1024xf32>
  return %b : tensor<1024xf32>
}
