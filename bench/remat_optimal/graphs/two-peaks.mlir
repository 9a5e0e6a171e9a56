// Trap: two peaks, one value across both. The peak-by-peak search fixes
// the first peak with the cheapest value live across it, then the second
// with the cheapest there; recomputing the one value live across both is
// cheaper than the two it picks.
//
// Every 4x256 value is 4096 B; the concatenations make two peaks of equal
// height (ops %big1/%r1 and %big2/%r2). Live across the first: %a (used
// again at the end) and %b (used right after it); across the second: %a
// and %c. A budget 4 KiB below the peak asks one of them gone at each.
// Recompute costs on the roofline are bytes moved: %a 5120 B (a broadcast
// of the 1 KiB %v), %b and %c 4100 B each (broadcasts of a scalar). At the
// first peak %b is cheaper than %a, at the second %c is: 8200 B moved
// where recomputing %a once, before its last use, moves 5120 B and frees
// it across both peaks.
func.func @main(%s1: tensor<f32>, %s2: tensor<f32>, %v: tensor<256xf32>) -> tensor<4x256xf32> {
  %a = "stablehlo.broadcast_in_dim"(%v) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<4x256xf32>
  %b = "stablehlo.broadcast_in_dim"(%s1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x256xf32>
  %e1 = "stablehlo.add"(%a, %b) : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
  %big1 = "stablehlo.concatenate"(%e1, %e1, %e1, %e1) <{dimension = 0 : i64}> : (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<16x256xf32>
  %r1 = "stablehlo.slice"(%big1) <{start_indices = array<i64: 4, 0>, limit_indices = array<i64: 8, 256>, strides = array<i64: 1, 1>}> : (tensor<16x256xf32>) -> tensor<4x256xf32>
  %f = "stablehlo.add"(%r1, %b) : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
  %c = "stablehlo.broadcast_in_dim"(%s2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x256xf32>
  %e2 = "stablehlo.multiply"(%f, %c) : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
  %big2 = "stablehlo.concatenate"(%e2, %e2, %e2, %e2) <{dimension = 0 : i64}> : (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<16x256xf32>
  %r2 = "stablehlo.slice"(%big2) <{start_indices = array<i64: 8, 0>, limit_indices = array<i64: 12, 256>, strides = array<i64: 1, 1>}> : (tensor<16x256xf32>) -> tensor<4x256xf32>
  %g = "stablehlo.subtract"(%r2, %c) : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
  %h = "stablehlo.add"(%g, %a) : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
  return %h : tensor<4x256xf32>
}
