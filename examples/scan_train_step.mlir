// A scan-over-layers training step in the shape torch_xla's scan gives it
// (torch_xla/experimental/scan.py): 8 residual layers
//   h' = h + s * (tanh(h W_l + b_l) * g_l)
// run by a forward scan whose step function sits behind a func.call, an L2
// loss, and a reversed backward scan over the saved activations, then SGD.
// Batch 32, width 128, f32. Each loop carries (iter, carry..., xs...,
// ys..., hoisted...): the scale s is a hoisted value.
//
// The forward step saves (h, W_l, tanh(.), g_l) for the backward step. Two
// of those four stacked activations are only the slices of the scanned
// weights, W and g: hlomem-scan-alias replaces them by the weights
// themselves (the forward loop stops stacking them, the backward loop
// reads the weights directly), which is what torch_xla's alias_input does
// by hand:
//
//   hlomem-opt examples/scan_train_step.mlir --hlomem-memory-report -o /dev/null
//   hlomem-opt examples/scan_train_step.mlir --hlomem-scan-alias=stats \
//       --hlomem-dce --hlomem-memory-report -o /dev/null

func.func @main(%x: tensor<32x128xf32>, %target: tensor<32x128xf32>, %w: tensor<8x128x128xf32>, %b: tensor<8x128xf32>, %g: tensor<8x128xf32>) -> (tensor<f32>, tensor<8x128x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) {
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
  %scale = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
  %zero = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %act_h0 = "stablehlo.broadcast_in_dim"(%zero) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32x128xf32>
  %act_w0 = "stablehlo.broadcast_in_dim"(%zero) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x128xf32>
  %act_a0 = "stablehlo.broadcast_in_dim"(%zero) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32x128xf32>
  %act_g0 = "stablehlo.broadcast_in_dim"(%zero) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128xf32>
  // Forward scan: (iter, h, W, b, g, act_h, act_W, act_a, act_g, s).
  %fwd:10 = "stablehlo.while"(%c0, %x, %w, %b, %g, %act_h0, %act_w0, %act_a0, %act_g0, %scale) ({
  ^bb0(%it: tensor<i64>, %h: tensor<32x128xf32>, %xw: tensor<8x128x128xf32>, %xb: tensor<8x128xf32>, %xg: tensor<8x128xf32>, %ah: tensor<8x32x128xf32>, %aw: tensor<8x128x128xf32>, %aa: tensor<8x32x128xf32>, %ag: tensor<8x128xf32>, %s: tensor<f32>):
    %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
    %p = "stablehlo.compare"(%it, %n) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%it: tensor<i64>, %h: tensor<32x128xf32>, %xw: tensor<8x128x128xf32>, %xb: tensor<8x128xf32>, %xg: tensor<8x128xf32>, %ah: tensor<8x32x128xf32>, %aw: tensor<8x128x128xf32>, %aa: tensor<8x32x128xf32>, %ag: tensor<8x128xf32>, %s: tensor<f32>):
    %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %w1 = "stablehlo.dynamic_slice"(%xw, %it, %z, %z) <{slice_sizes = array<i64: 1, 128, 128>}> : (tensor<8x128x128xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x128x128xf32>
    %wl = "stablehlo.reshape"(%w1) : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %b1 = "stablehlo.dynamic_slice"(%xb, %it, %z) <{slice_sizes = array<i64: 1, 128>}> : (tensor<8x128xf32>, tensor<i64>, tensor<i64>) -> tensor<1x128xf32>
    %bl = "stablehlo.reshape"(%b1) : (tensor<1x128xf32>) -> tensor<128xf32>
    %g1 = "stablehlo.dynamic_slice"(%xg, %it, %z) <{slice_sizes = array<i64: 1, 128>}> : (tensor<8x128xf32>, tensor<i64>, tensor<i64>) -> tensor<1x128xf32>
    %gl = "stablehlo.reshape"(%g1) : (tensor<1x128xf32>) -> tensor<128xf32>
    %r:5 = func.call @layer_fwd(%h, %wl, %bl, %gl, %s) : (tensor<32x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<f32>) -> (tensor<32x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128xf32>)
    %u0 = "stablehlo.broadcast_in_dim"(%r#1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %ah2 = "stablehlo.dynamic_update_slice"(%ah, %u0, %it, %z, %z) : (tensor<8x32x128xf32>, tensor<1x32x128xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8x32x128xf32>
    %u1 = "stablehlo.broadcast_in_dim"(%r#2) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %aw2 = "stablehlo.dynamic_update_slice"(%aw, %u1, %it, %z, %z) : (tensor<8x128x128xf32>, tensor<1x128x128xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8x128x128xf32>
    %u2 = "stablehlo.broadcast_in_dim"(%r#3) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %aa2 = "stablehlo.dynamic_update_slice"(%aa, %u2, %it, %z, %z) : (tensor<8x32x128xf32>, tensor<1x32x128xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8x32x128xf32>
    %u3 = "stablehlo.broadcast_in_dim"(%r#4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<1x128xf32>
    %ag2 = "stablehlo.dynamic_update_slice"(%ag, %u3, %it, %z) : (tensor<8x128xf32>, tensor<1x128xf32>, tensor<i64>, tensor<i64>) -> tensor<8x128xf32>
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %it2 = "stablehlo.add"(%it, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%it2, %r#0, %xw, %xb, %xg, %ah2, %aw2, %aa2, %ag2, %s) : (tensor<i64>, tensor<32x128xf32>, tensor<8x128x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x32x128xf32>, tensor<8x128x128xf32>, tensor<8x32x128xf32>, tensor<8x128xf32>, tensor<f32>) -> ()
  }) : (tensor<i64>, tensor<32x128xf32>, tensor<8x128x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x32x128xf32>, tensor<8x128x128xf32>, tensor<8x32x128xf32>, tensor<8x128xf32>, tensor<f32>) -> (tensor<i64>, tensor<32x128xf32>, tensor<8x128x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x32x128xf32>, tensor<8x128x128xf32>, tensor<8x32x128xf32>, tensor<8x128xf32>, tensor<f32>)
  // L2 loss and its gradient.
  %diff = "stablehlo.subtract"(%fwd#1, %target) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
  %sq = "stablehlo.multiply"(%diff, %diff) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
  %sum = "stablehlo.reduce"(%sq, %zero) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%p0: tensor<f32>, %p1: tensor<f32>):
    %t = "stablehlo.add"(%p0, %p1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<32x128xf32>, tensor<f32>) -> tensor<f32>
  %half_b = "stablehlo.constant"() <{value = dense<1.562500e-02> : tensor<f32>}> : () -> tensor<f32>
  %loss = "stablehlo.multiply"(%sum, %half_b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %inv_b = "stablehlo.constant"() <{value = dense<3.125000e-02> : tensor<32x128xf32>}> : () -> tensor<32x128xf32>
  %gh0 = "stablehlo.multiply"(%diff, %inv_b) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
  %gw0 = "stablehlo.broadcast_in_dim"(%zero) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x128xf32>
  %gb0 = "stablehlo.broadcast_in_dim"(%zero) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128xf32>
  %gg0 = "stablehlo.broadcast_in_dim"(%zero) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128xf32>
  // Backward scan, reversed: (iter, grad_h, act_h, act_W, act_a, act_g, grad_W, grad_b, grad_g, s).
  %bwd:10 = "stablehlo.while"(%c0, %gh0, %fwd#5, %fwd#6, %fwd#7, %fwd#8, %gw0, %gb0, %gg0, %scale) ({
  ^bb0(%it: tensor<i64>, %gh: tensor<32x128xf32>, %xh: tensor<8x32x128xf32>, %xw: tensor<8x128x128xf32>, %xa: tensor<8x32x128xf32>, %xg: tensor<8x128xf32>, %yw: tensor<8x128x128xf32>, %yb: tensor<8x128xf32>, %yg: tensor<8x128xf32>, %s: tensor<f32>):
    %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
    %p = "stablehlo.compare"(%it, %n) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%it: tensor<i64>, %gh: tensor<32x128xf32>, %xh: tensor<8x32x128xf32>, %xw: tensor<8x128x128xf32>, %xa: tensor<8x32x128xf32>, %xg: tensor<8x128xf32>, %yw: tensor<8x128x128xf32>, %yb: tensor<8x128xf32>, %yg: tensor<8x128xf32>, %s: tensor<f32>):
    %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %last = "stablehlo.constant"() <{value = dense<7> : tensor<i64>}> : () -> tensor<i64>
    %idx = "stablehlo.subtract"(%last, %it) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %hl1 = "stablehlo.dynamic_slice"(%xh, %idx, %z, %z) <{slice_sizes = array<i64: 1, 32, 128>}> : (tensor<8x32x128xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x32x128xf32>
    %hl = "stablehlo.reshape"(%hl1) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %wl1 = "stablehlo.dynamic_slice"(%xw, %idx, %z, %z) <{slice_sizes = array<i64: 1, 128, 128>}> : (tensor<8x128x128xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x128x128xf32>
    %wl = "stablehlo.reshape"(%wl1) : (tensor<1x128x128xf32>) -> tensor<128x128xf32>
    %al1 = "stablehlo.dynamic_slice"(%xa, %idx, %z, %z) <{slice_sizes = array<i64: 1, 32, 128>}> : (tensor<8x32x128xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x32x128xf32>
    %al = "stablehlo.reshape"(%al1) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %gl1 = "stablehlo.dynamic_slice"(%xg, %idx, %z) <{slice_sizes = array<i64: 1, 128>}> : (tensor<8x128xf32>, tensor<i64>, tensor<i64>) -> tensor<1x128xf32>
    %gl = "stablehlo.reshape"(%gl1) : (tensor<1x128xf32>) -> tensor<128xf32>
    %r:4 = func.call @layer_bwd(%hl, %wl, %al, %gl, %gh, %s) : (tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<f32>) -> (tensor<32x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>)
    %v0 = "stablehlo.broadcast_in_dim"(%r#1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<128x128xf32>) -> tensor<1x128x128xf32>
    %yw2 = "stablehlo.dynamic_update_slice"(%yw, %v0, %idx, %z, %z) : (tensor<8x128x128xf32>, tensor<1x128x128xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<8x128x128xf32>
    %v1 = "stablehlo.broadcast_in_dim"(%r#2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<1x128xf32>
    %yb2 = "stablehlo.dynamic_update_slice"(%yb, %v1, %idx, %z) : (tensor<8x128xf32>, tensor<1x128xf32>, tensor<i64>, tensor<i64>) -> tensor<8x128xf32>
    %v2 = "stablehlo.broadcast_in_dim"(%r#3) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<1x128xf32>
    %yg2 = "stablehlo.dynamic_update_slice"(%yg, %v2, %idx, %z) : (tensor<8x128xf32>, tensor<1x128xf32>, tensor<i64>, tensor<i64>) -> tensor<8x128xf32>
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %it2 = "stablehlo.add"(%it, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%it2, %r#0, %xh, %xw, %xa, %xg, %yw2, %yb2, %yg2, %s) : (tensor<i64>, tensor<32x128xf32>, tensor<8x32x128xf32>, tensor<8x128x128xf32>, tensor<8x32x128xf32>, tensor<8x128xf32>, tensor<8x128x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>, tensor<f32>) -> ()
  }) : (tensor<i64>, tensor<32x128xf32>, tensor<8x32x128xf32>, tensor<8x128x128xf32>, tensor<8x32x128xf32>, tensor<8x128xf32>, tensor<8x128x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>, tensor<f32>) -> (tensor<i64>, tensor<32x128xf32>, tensor<8x32x128xf32>, tensor<8x128x128xf32>, tensor<8x32x128xf32>, tensor<8x128xf32>, tensor<8x128x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>, tensor<f32>)
  // SGD.
  %lr_w = "stablehlo.constant"() <{value = dense<1.000000e-02> : tensor<8x128x128xf32>}> : () -> tensor<8x128x128xf32>
  %step_w = "stablehlo.multiply"(%bwd#6, %lr_w) : (tensor<8x128x128xf32>, tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %new_w = "stablehlo.subtract"(%w, %step_w) : (tensor<8x128x128xf32>, tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %lr_b = "stablehlo.constant"() <{value = dense<1.000000e-02> : tensor<8x128xf32>}> : () -> tensor<8x128xf32>
  %step_b = "stablehlo.multiply"(%bwd#7, %lr_b) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
  %new_b = "stablehlo.subtract"(%b, %step_b) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
  %lr_g = "stablehlo.constant"() <{value = dense<1.000000e-02> : tensor<8x128xf32>}> : () -> tensor<8x128xf32>
  %step_g = "stablehlo.multiply"(%bwd#8, %lr_g) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
  %new_g = "stablehlo.subtract"(%g, %step_g) : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
  return %loss, %new_w, %new_b, %new_g : tensor<f32>, tensor<8x128x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>
}

// One layer forward: h' = h + s * (tanh(h W + b) * g). Returns h' and the
// activations the backward step needs: h, W, tanh(h W + b), g.
func.func private @layer_fwd(%h: tensor<32x128xf32>, %w: tensor<128x128xf32>, %b: tensor<128xf32>, %g: tensor<128xf32>, %s: tensor<f32>) -> (tensor<32x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128xf32>) {
  %hw = "stablehlo.dot_general"(%h, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
  %bb = "stablehlo.broadcast_in_dim"(%b) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<32x128xf32>
  %z = "stablehlo.add"(%hw, %bb) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
  %a = "stablehlo.tanh"(%z) : (tensor<32x128xf32>) -> tensor<32x128xf32>
  %gb = "stablehlo.broadcast_in_dim"(%g) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<32x128xf32>
  %ag = "stablehlo.multiply"(%a, %gb) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
  %sb = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
  %d = "stablehlo.multiply"(%ag, %sb) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
  %out = "stablehlo.add"(%h, %d) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
  return %out, %h, %w, %a, %g : tensor<32x128xf32>, tensor<32x128xf32>, tensor<128x128xf32>, tensor<32x128xf32>, tensor<128xf32>
}

// One layer backward, from the saved activations and dL/dh':
//   grad_g = sum_batch(dh' * s * a), dz = dh' * s * g * (1 - a^2),
//   grad_W = h^T dz, grad_b = sum_batch(dz), dh = dh' + dz W^T.
func.func private @layer_bwd(%h: tensor<32x128xf32>, %w: tensor<128x128xf32>, %a: tensor<32x128xf32>, %g: tensor<128xf32>, %dout: tensor<32x128xf32>, %s: tensor<f32>) -> (tensor<32x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>) {
  %zero = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %sb = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
  %ds = "stablehlo.multiply"(%dout, %sb) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
  %dsa = "stablehlo.multiply"(%ds, %a) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
  %dg = "stablehlo.reduce"(%dsa, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p0: tensor<f32>, %p1: tensor<f32>):
    %t = "stablehlo.add"(%p0, %p1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
  %gb = "stablehlo.broadcast_in_dim"(%g) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<32x128xf32>
  %da = "stablehlo.multiply"(%ds, %gb) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
  %a2 = "stablehlo.multiply"(%a, %a) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
  %ones = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<32x128xf32>}> : () -> tensor<32x128xf32>
  %dt = "stablehlo.subtract"(%ones, %a2) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
  %dz = "stablehlo.multiply"(%da, %dt) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
  %dw = "stablehlo.dot_general"(%h, %dz) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
  %db = "stablehlo.reduce"(%dz, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p0: tensor<f32>, %p1: tensor<f32>):
    %t = "stablehlo.add"(%p0, %p1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
  %dzw = "stablehlo.dot_general"(%dz, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
  %dh = "stablehlo.add"(%dout, %dzw) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
  return %dh, %dw, %db, %dg : tensor<32x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>
}
