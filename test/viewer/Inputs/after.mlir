// The step of before.mlir rewritten (test/viewer/compare.test): %g is
// gone, %b is recomputed after the old peak, behind a barrier as
// hlomem-remat pins it; the locations are the before's.
func.func @main(%a: tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024xf32>) {
  %b = stablehlo.exponential %a : tensor<1024xf32> loc("m.py":1:1)
  %u = stablehlo.negate %b : tensor<1024xf32> loc("m.py":6:1)
  %c = stablehlo.negate %a : tensor<1024xf32> loc("m.py":2:1)
  %d = stablehlo.add %c, %c : tensor<1024xf32> loc("m.py":3:1)
  %e = stablehlo.negate %d : tensor<1024xf32> loc("m.py":4:1)
  %x:2 = stablehlo.optimization_barrier %a, %e : tensor<1024xf32>, tensor<1024xf32>
  %b2 = stablehlo.exponential %x#0 : tensor<1024xf32> loc("m.py":1:1)
  %f = stablehlo.add %x#1, %b2 : tensor<1024xf32> loc("m.py":5:1)
  return %f, %u : tensor<1024xf32>, tensor<1024xf32>
}
