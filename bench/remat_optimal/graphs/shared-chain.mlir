// Trap: two chains sharing an input that is dead at the peak. The knapsack
// prices each candidate with its whole recompute chain, so two candidates
// whose chains share an op pay for it twice in its sums, though the
// rewrite clones it once.
//
// %d, the column sums of the 16 KiB argument %w (1 KiB), feeds %a and %b
// (broadcasts of it, 4 KiB each) and dies before the peak (%big, 32 KiB).
// %a, %b and %c (8 KiB, the sums of the 32 KiB argument %w3) are read
// before the peak by ops the peak needs, and again after it by ops that
// need the peak's result (so no order avoids the peak); the budget, 8 KiB below the peak,
// needs 8 KiB of them gone. Roofline costs are bytes moved: %d 17 KiB,
// %a and %b 5 KiB each, %c 40 KiB. The knapsack sees %a and %b at
// 22 KiB each (their chains, %d included), 44 KiB together, and %c at
// 40 KiB, and recomputes %c; recomputing %a and %b clones %d once and
// moves 27 KiB.
func.func @main(%w: tensor<16x256xf32>, %w3: tensor<4x8x256xf32>, %s: tensor<f32>) -> (tensor<4x4xf32>, tensor<f32>) {
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %d = "stablehlo.reduce"(%w, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %t = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<16x256xf32>, tensor<f32>) -> tensor<256xf32>
  %a = "stablehlo.broadcast_in_dim"(%d) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<4x256xf32>
  %b = "stablehlo.broadcast_in_dim"(%d) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x4xf32>
  %c = "stablehlo.reduce"(%w3, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %t = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<4x8x256xf32>, tensor<f32>) -> tensor<8x256xf32>
  %early = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x256xf32>, tensor<256x4xf32>) -> tensor<4x4xf32>
  %ec = "stablehlo.reduce"(%c, %zero) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %t = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<8x256xf32>, tensor<f32>) -> tensor<f32>
  %e = "stablehlo.reduce"(%early, %s) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %t = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
  %big = "stablehlo.broadcast_in_dim"(%e) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x256xf32>
  %rb = "stablehlo.reduce"(%big, %ec) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %t = "stablehlo.maximum"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<32x256xf32>, tensor<f32>) -> tensor<f32>
  %rbb = "stablehlo.broadcast_in_dim"(%rb) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x256xf32>
  %la = "stablehlo.multiply"(%rbb, %a) : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
  %late = "stablehlo.dot_general"(%b, %la) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>}> : (tensor<256x4xf32>, tensor<4x256xf32>) -> tensor<4x4xf32>
  %lc = "stablehlo.reduce"(%c, %rb) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %t = "stablehlo.maximum"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<8x256xf32>, tensor<f32>) -> tensor<f32>
  return %late, %lc : tensor<4x4xf32>, tensor<f32>
}
