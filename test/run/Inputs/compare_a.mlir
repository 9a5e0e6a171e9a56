// The "before" programs of compare.test.
func.func @double(%x: tensor<8xf32>) -> tensor<8xf32> {
  %two = "stablehlo.constant"() <{value = dense<2.0> : tensor<8xf32>}> : () -> tensor<8xf32>
  %y = "stablehlo.multiply"(%x, %two) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}

func.func @sum3(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %ab = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %r = "stablehlo.add"(%ab, %c) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @count(%x: tensor<6xi32>) -> (tensor<6xi32>, tensor<f32>) {
  %one = "stablehlo.constant"() <{value = dense<1> : tensor<6xi32>}> : () -> tensor<6xi32>
  %y = "stablehlo.add"(%x, %one) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
  %z = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
  return %y, %z : tensor<6xi32>, tensor<f32>
}
