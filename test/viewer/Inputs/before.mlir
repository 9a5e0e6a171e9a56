// A step before a rewrite (test/viewer/compare.test).
func.func @main(%a: tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) {
  %g = stablehlo.exponential %a : tensor<1024xf32> loc("m.py":9:1)
  %b = stablehlo.exponential %a : tensor<1024xf32> loc("m.py":1:1)
  %u = stablehlo.negate %b : tensor<1024xf32> loc("m.py":6:1)
  %c = stablehlo.negate %a : tensor<1024xf32> loc("m.py":2:1)
  %d = stablehlo.add %c, %c : tensor<1024xf32> loc("m.py":3:1)
  %e = stablehlo.negate %d : tensor<1024xf32> loc("m.py":4:1)
  %f = stablehlo.add %e, %b : tensor<1024xf32> loc("m.py":5:1)
  return %f, %u, %g : tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>
}
