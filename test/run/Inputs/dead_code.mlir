// Programs with dead code for the differential tests of hlomem-dce: dead
// chains beside live ones, dead ops inside loop bodies and branches, and
// whole dead region ops.
func.func @main(%x: tensor<64xf32>, %n: tensor<i32>) -> (tensor<64xf32>, tensor<f32>) {
  %dead0 = "stablehlo.exponential"(%x) : (tensor<64xf32>) -> tensor<64xf32>
  %dead1 = "stablehlo.multiply"(%dead0, %dead0) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  %y = "stablehlo.tanh"(%x) : (tensor<64xf32>) -> tensor<64xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %unused = "stablehlo.reduce"(%dead1, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%c0, %y) ({
  ^bb0(%i: tensor<i32>, %v: tensor<64xf32>):
    %lim = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<64xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %waste = "stablehlo.sqrt"(%v) : (tensor<64xf32>) -> tensor<64xf32>
    %v2 = "stablehlo.sine"(%v) : (tensor<64xf32>) -> tensor<64xf32>
    "stablehlo.return"(%i2, %v2) : (tensor<i32>, tensor<64xf32>) -> ()
  }) : (tensor<i32>, tensor<64xf32>) -> (tensor<i32>, tensor<64xf32>)
  %five = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
  %big = "stablehlo.compare"(%n, %five) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %t = "stablehlo.if"(%big) ({
    %d = "stablehlo.negate"(%zero) : (tensor<f32>) -> tensor<f32>
    %one = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
    "stablehlo.return"(%one) : (tensor<f32>) -> ()
  }, {
    "stablehlo.return"(%zero) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  return %r#1, %t : tensor<64xf32>, tensor<f32>
}
