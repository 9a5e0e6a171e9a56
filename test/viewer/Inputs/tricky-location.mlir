// A location no page may take for markup (test/viewer/html.test).
func.func @main(%a: tensor<16xf32>) -> tensor<16xf32> {
  %0 = stablehlo.negate %a : tensor<16xf32> loc("</script><script>x()</script><!--":1:2)
  return %0 : tensor<16xf32>
}
