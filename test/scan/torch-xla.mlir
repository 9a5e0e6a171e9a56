// torch_xla's scan (torch_xla/experimental/scan.py): the loop carries
// (iter, carry..., xs..., ys..., hoisted...), the body slices every xs at
// iter (N-1-iter when reversed), reshapes the slices, calls the traced step
// function and stacks its outputs with dynamic_update_slice. The forward
// step saves its weight slice as an activation: the callee returns its
// argument, so that stacked buffer is the weights themselves.
// RUN: hlomem-opt %s --split-input-file --print-form=mlir --hlomem-scan-alias --hlomem-dce | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias='stats explain' -o /dev/null --verify-diagnostics

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:[^:]*]]: tensor<2x4xf32>, %[[W:[^:]*]]: tensor<3x4x4xf32>, %[[B:[^:]*]]: tensor<3x4xf32>)
// The forward loop lost ys_W; its operands are (iter, h, W, b, ys_h, scale).
// CHECK: %[[FWD:.*]]:6 = "stablehlo.while"(%{{[^,]*}}, %[[X]], %[[W]], %[[B]], %{{[^,]*}}, %{{[^,]*}}) ({
// CHECK: ^bb0(%{{[^:]*}}: tensor<i64>, %{{[^:]*}}: tensor<2x4xf32>, %{{[^:]*}}: tensor<3x4x4xf32>, %{{[^:]*}}: tensor<3x4xf32>, %{{[^:]*}}: tensor<3x2x4xf32>, %{{[^:]*}}: tensor<f32>):
// CHECK: func.call @fwd_step
// CHECK: "stablehlo.dynamic_update_slice"
// CHECK-NOT: "stablehlo.dynamic_update_slice"
// CHECK: "stablehlo.return"
// CHECK-SAME: (tensor<i64>, tensor<2x4xf32>, tensor<3x4x4xf32>, tensor<3x4xf32>, tensor<3x2x4xf32>, tensor<f32>) -> ()
// The backward loop reads the stacked weights straight from the argument.
// CHECK: "stablehlo.while"(%{{[^,]*}}, %{{[^,]*}}, %[[FWD]]#4, %[[W]], %{{[^,]*}}, %{{[^,]*}}) ({
// CHECK: func.call @bwd_step
func.func @main(%x: tensor<2x4xf32>, %w: tensor<3x4x4xf32>, %b: tensor<3x4xf32>) -> (tensor<2x4xf32>, tensor<3x4x4xf32>) {
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
  %scale = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
  %fz = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %ys_h0 = "stablehlo.broadcast_in_dim"(%fz) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2x4xf32>
  %ys_w0 = "stablehlo.broadcast_in_dim"(%fz) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
  // expected-remark@+1 {{hlomem-scan-alias: 1 stacked buffer aliased, 192 B saved: result 5 = operand 2 at row k}}
  %f:7 = "stablehlo.while"(%c0, %x, %w, %b, %ys_h0, %ys_w0, %scale) ({
  ^bb0(%it: tensor<i64>, %h: tensor<2x4xf32>, %xw: tensor<3x4x4xf32>, %xb: tensor<3x4xf32>, %ysh: tensor<3x2x4xf32>, %ysw: tensor<3x4x4xf32>, %s: tensor<f32>):
    %n = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
    %p = "stablehlo.compare"(%it, %n) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%it: tensor<i64>, %h: tensor<2x4xf32>, %xw: tensor<3x4x4xf32>, %xb: tensor<3x4xf32>, %ysh: tensor<3x2x4xf32>, %ysw: tensor<3x4x4xf32>, %s: tensor<f32>):
    %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %w1 = "stablehlo.dynamic_slice"(%xw, %it, %z, %z) <{slice_sizes = array<i64: 1, 4, 4>}> : (tensor<3x4x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x4x4xf32>
    %wi = "stablehlo.reshape"(%w1) : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
    %b1 = "stablehlo.dynamic_slice"(%xb, %it, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
    %bi = "stablehlo.reshape"(%b1) : (tensor<1x4xf32>) -> tensor<4xf32>
    %r:3 = func.call @fwd_step(%h, %wi, %bi, %s) : (tensor<2x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<f32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>)
    %yh = "stablehlo.broadcast_in_dim"(%r#1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the update is not exactly a slice of an input: it is carried value 1}}
    %ysh2 = "stablehlo.dynamic_update_slice"(%ysh, %yh, %it, %z, %z) : (tensor<3x2x4xf32>, tensor<1x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x2x4xf32>
    %yw = "stablehlo.broadcast_in_dim"(%r#2) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %ysw2 = "stablehlo.dynamic_update_slice"(%ysw, %yw, %it, %z, %z) : (tensor<3x4x4xf32>, tensor<1x4x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x4x4xf32>
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %it2 = "stablehlo.add"(%it, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%it2, %r#0, %xw, %xb, %ysh2, %ysw2, %s) : (tensor<i64>, tensor<2x4xf32>, tensor<3x4x4xf32>, tensor<3x4xf32>, tensor<3x2x4xf32>, tensor<3x4x4xf32>, tensor<f32>) -> ()
  }) : (tensor<i64>, tensor<2x4xf32>, tensor<3x4x4xf32>, tensor<3x4xf32>, tensor<3x2x4xf32>, tensor<3x4x4xf32>, tensor<f32>) -> (tensor<i64>, tensor<2x4xf32>, tensor<3x4x4xf32>, tensor<3x4xf32>, tensor<3x2x4xf32>, tensor<3x4x4xf32>, tensor<f32>)
  // Backward: reversed, over the saved activations (h, W).
  %g0 = "stablehlo.broadcast_in_dim"(%fz) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
  %one_f = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
  %g:6 = "stablehlo.while"(%c0, %one_f, %f#4, %f#5, %g0, %scale) ({
  ^bb0(%it: tensor<i64>, %gh: tensor<2x4xf32>, %ah: tensor<3x2x4xf32>, %aw: tensor<3x4x4xf32>, %ysg: tensor<3x4x4xf32>, %s: tensor<f32>):
    %n = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
    %p = "stablehlo.compare"(%it, %n) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%it: tensor<i64>, %gh: tensor<2x4xf32>, %ah: tensor<3x2x4xf32>, %aw: tensor<3x4x4xf32>, %ysg: tensor<3x4x4xf32>, %s: tensor<f32>):
    %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %last = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
    %idx = "stablehlo.subtract"(%last, %it) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %h1 = "stablehlo.dynamic_slice"(%ah, %idx, %z, %z) <{slice_sizes = array<i64: 1, 2, 4>}> : (tensor<3x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x4xf32>
    %hi = "stablehlo.reshape"(%h1) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %w1 = "stablehlo.dynamic_slice"(%aw, %idx, %z, %z) <{slice_sizes = array<i64: 1, 4, 4>}> : (tensor<3x4x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x4x4xf32>
    %wi = "stablehlo.reshape"(%w1) : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
    %r:2 = func.call @bwd_step(%hi, %wi, %gh, %s) : (tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<f32>) -> (tensor<2x4xf32>, tensor<4x4xf32>)
    %gw = "stablehlo.broadcast_in_dim"(%r#1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the update is not exactly a slice of an input: func.call @bwd_step returns something else}}
    %ysg2 = "stablehlo.dynamic_update_slice"(%ysg, %gw, %idx, %z, %z) : (tensor<3x4x4xf32>, tensor<1x4x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x4x4xf32>
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %it2 = "stablehlo.add"(%it, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%it2, %r#0, %ah, %aw, %ysg2, %s) : (tensor<i64>, tensor<2x4xf32>, tensor<3x2x4xf32>, tensor<3x4x4xf32>, tensor<3x4x4xf32>, tensor<f32>) -> ()
  }) : (tensor<i64>, tensor<2x4xf32>, tensor<3x2x4xf32>, tensor<3x4x4xf32>, tensor<3x4x4xf32>, tensor<f32>) -> (tensor<i64>, tensor<2x4xf32>, tensor<3x2x4xf32>, tensor<3x4x4xf32>, tensor<3x4x4xf32>, tensor<f32>)
  return %g#1, %g#4 : tensor<2x4xf32>, tensor<3x4x4xf32>
}

// The forward step: h' = tanh(h W + b) * s; saves (h, W) for the backward.
func.func private @fwd_step(%h: tensor<2x4xf32>, %w: tensor<4x4xf32>, %b: tensor<4xf32>, %s: tensor<f32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>) {
  %z = "stablehlo.dot_general"(%h, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
  %bb = "stablehlo.broadcast_in_dim"(%b) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2x4xf32>
  %zb = "stablehlo.add"(%z, %bb) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %a = "stablehlo.tanh"(%zb) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %sb = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
  %out = "stablehlo.multiply"(%a, %sb) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %out, %h, %w : tensor<2x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>
}

// A linearised backward step: grad_h = s * g W^T, grad_W = h^T g.
func.func private @bwd_step(%h: tensor<2x4xf32>, %w: tensor<4x4xf32>, %g: tensor<2x4xf32>, %s: tensor<f32>) -> (tensor<2x4xf32>, tensor<4x4xf32>) {
  %sb = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
  %gs = "stablehlo.multiply"(%g, %sb) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %gh = "stablehlo.dot_general"(%gs, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
  %gw = "stablehlo.dot_general"(%h, %gs) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
  return %gh, %gw : tensor<2x4xf32>, tensor<4x4xf32>
}

// -----

// The same forward step as an HLO-style computation returning a tuple,
// read back with get_tuple_element (HLO's call of a tuple computation).
// CHECK-LABEL: module @tuple_step
// CHECK: func.func @main
// CHECK-SAME: (%{{[^:]*}}: tensor<2x4xf32>, %[[W:[^:]*]]: tensor<3x4x4xf32>)
// CHECK: "stablehlo.while"(%{{[^,]*}}, %{{[^,]*}}, %[[W]]) ({
// CHECK: return %{{.*}}, %[[W]] :
module @tuple_step {
  func.func @main(%x: tensor<2x4xf32>, %w: tensor<3x4x4xf32>) -> (tensor<2x4xf32>, tensor<3x4x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %fz = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %ys_w0 = "stablehlo.broadcast_in_dim"(%fz) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4x4xf32>
    // expected-remark@+1 {{hlomem-scan-alias: 1 stacked buffer aliased, 192 B saved: result 3 = operand 2 at row k}}
    %f:4 = "stablehlo.while"(%c0, %x, %w, %ys_w0) ({
    ^bb0(%it: tensor<i64>, %h: tensor<2x4xf32>, %xw: tensor<3x4x4xf32>, %ysw: tensor<3x4x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%it, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%it: tensor<i64>, %h: tensor<2x4xf32>, %xw: tensor<3x4x4xf32>, %ysw: tensor<3x4x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %w1 = "stablehlo.dynamic_slice"(%xw, %it, %z, %z) <{slice_sizes = array<i64: 1, 4, 4>}> : (tensor<3x4x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x4x4xf32>
      %wi = "stablehlo.reshape"(%w1) : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
      %t = func.call @step_tuple(%h, %wi) : (tensor<2x4xf32>, tensor<4x4xf32>) -> tuple<tensor<2x4xf32>, tensor<4x4xf32>>
      %h2 = "stablehlo.get_tuple_element"(%t) <{index = 0 : i32}> : (tuple<tensor<2x4xf32>, tensor<4x4xf32>>) -> tensor<2x4xf32>
      %sw = "stablehlo.get_tuple_element"(%t) <{index = 1 : i32}> : (tuple<tensor<2x4xf32>, tensor<4x4xf32>>) -> tensor<4x4xf32>
      %yw = "stablehlo.reshape"(%sw) : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
      %ysw2 = "stablehlo.dynamic_update_slice"(%ysw, %yw, %it, %z, %z) : (tensor<3x4x4xf32>, tensor<1x4x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x4x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %it2 = "stablehlo.add"(%it, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%it2, %h2, %xw, %ysw2) : (tensor<i64>, tensor<2x4xf32>, tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> ()
    }) : (tensor<i64>, tensor<2x4xf32>, tensor<3x4x4xf32>, tensor<3x4x4xf32>) -> (tensor<i64>, tensor<2x4xf32>, tensor<3x4x4xf32>, tensor<3x4x4xf32>)
    return %f#1, %f#3 : tensor<2x4xf32>, tensor<3x4x4xf32>
  }

  func.func private @step_tuple(%h: tensor<2x4xf32>, %w: tensor<4x4xf32>) -> tuple<tensor<2x4xf32>, tensor<4x4xf32>> {
    %z = "stablehlo.dot_general"(%h, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %a = "stablehlo.tanh"(%z) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %t = "stablehlo.tuple"(%a, %w) : (tensor<2x4xf32>, tensor<4x4xf32>) -> tuple<tensor<2x4xf32>, tensor<4x4xf32>>
    return %t : tuple<tensor<2x4xf32>, tensor<4x4xf32>>
  }
}
