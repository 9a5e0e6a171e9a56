// The "after" programs of compare.test: the same names, some computing the
// same thing another way, some not.
func.func @double(%x: tensor<8xf32>) -> tensor<8xf32> {
  %y = "stablehlo.add"(%x, %x) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}

// Summed in another order: equal up to rounding.
func.func @sum3(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %bc = "stablehlo.add"(%b, %c) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %r = "stablehlo.add"(%a, %bc) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// Off by one in the last element.
func.func @count(%x: tensor<6xi32>) -> (tensor<6xi32>, tensor<f32>) {
  %one = "stablehlo.constant"() <{value = dense<[1, 1, 1, 1, 1, 2]> : tensor<6xi32>}> : () -> tensor<6xi32>
  %y = "stablehlo.add"(%x, %one) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
  %z = "stablehlo.constant"() <{value = dense<0xFFC00001> : tensor<f32>}> : () -> tensor<f32>
  return %y, %z : tensor<6xi32>, tensor<f32>
}

// A different signature.
func.func @sig(%x: tensor<8xf32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}
