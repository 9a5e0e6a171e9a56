// Trap for the greedy knapsack: keeping values by recompute cost per byte,
// dearest first, keeps a small dear value and then finds no room for a
// large cheap one, which it recomputes at a high total cost.
//
// Across the peak (%big, 32 KiB) wait %a, 1 KiB, the negation of the
// argument %x (2 KiB moved: 2 bytes per byte kept), and %b, 10 KiB, a
// broadcast of the scalar %s (10 KiB moved: 1 per byte). Both are read
// before the peak by ops it needs and after it by ops needing its result.
// The budget, 1 KiB below the peak, leaves room for 10 of their 11 KiB:
// greedy keeps %a, the dearer per byte, cannot fit %b, and recomputes it
// (10 KiB moved); exact keeps %b and recomputes %a (2 KiB moved).
func.func @main(%x: tensor<256xf32>, %s: tensor<f32>) -> tensor<f32> {
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %a = "stablehlo.negate"(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %b = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2560xf32>
  %ea = "stablehlo.reduce"(%a, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %t = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
  %eb = "stablehlo.reduce"(%b, %ea) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %t = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<2560xf32>, tensor<f32>) -> tensor<f32>
  %big = "stablehlo.broadcast_in_dim"(%eb) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8192xf32>
  %m = "stablehlo.reduce"(%big, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %t = "stablehlo.maximum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<8192xf32>, tensor<f32>) -> tensor<f32>
  %la = "stablehlo.reduce"(%a, %m) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %t = "stablehlo.maximum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
  %lb = "stablehlo.reduce"(%b, %la) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %t = "stablehlo.minimum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<2560xf32>, tensor<f32>) -> tensor<f32>
  return %lb : tensor<f32>
}
