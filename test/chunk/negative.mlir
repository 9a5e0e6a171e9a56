// Cases the pass refuses, each with the remark --hlomem-explain gives. The
// IR is left as it was.
// RUN: hlomem-opt %s --split-input-file --hlomem-explain --hlomem-auto-chunk='min-bytes=0' --verify-diagnostics -o /dev/null
// RUN: hlomem-opt %s --split-input-file -o %t.before
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='min-bytes=0' -o %t.after
// RUN: diff %t.before %t.after

// No amplifier: the output is not 8 times its inputs.
// expected-remark@+1 {{no amplifier in @square (no dot_general of at least 0 bytes with 8x the bytes of its inputs)}}
func.func @square(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %y : tensor<64x64xf32>
}

// -----

// Dynamic shapes have no size to compare.
// expected-remark@+1 {{no amplifier in @dynamic (no dot_general of at least 0 bytes with 8x the bytes of its inputs; 1 with dynamic shapes skipped)}}
func.func @dynamic(%x: tensor<?x16xf32>, %w: tensor<16x1024xf32>) -> tensor<?xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<?x16xf32>, tensor<16x1024xf32>) -> tensor<?x1024xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%y, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<?x1024xf32>, tensor<f32>) -> tensor<?xf32>
  return %s : tensor<?xf32>
}

// -----

// A static amplifier whose logits turn dynamic: no rule for that.
func.func @turns_dynamic(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>) -> tensor<?x1024xf32> {
  // expected-remark@+1 {{cannot chunk the tensor<256x1024xf32> result of stablehlo.dot_general: along dim 0, the tensor<256x1024xf32> value of stablehlo.dot_general at}}
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<256x1024xf32>) -> tensor<?x1024xf32>
  return %e : tensor<?x1024xf32>
}

// -----

// An op without a rule in the region: a custom call takes the whole
// exponential, along either dimension.
func.func @custom(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>) -> tensor<256x1024xf32> {
  // expected-remark@+1 {{cannot chunk the tensor<256x1024xf32> result of stablehlo.dot_general: along dim 0, the tensor<256x1024xf32> value of stablehlo.exponential at}}
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %z = "stablehlo.custom_call"(%e) <{call_target_name = "foo"}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  return %z : tensor<256x1024xf32>
}

// -----

// Returning the logits themselves, or handing them to a loop that reads
// them inside its body: they escape whole.
func.func @escapes(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>) -> tensor<256x1024xf32> {
  // expected-remark@+1 {{escapes into func.return at}}
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
  return %y : tensor<256x1024xf32>
}
func.func @captured(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>, %n: tensor<i32>) -> tensor<256x1024xf32> {
  // expected-remark@+1 {{the tensor<256x1024xf32> value of stablehlo.dot_general at}}
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
  %r:2 = "stablehlo.while"(%n, %y) ({
  ^bb0(%i: tensor<i32>, %v: tensor<256x1024xf32>):
    %p = "stablehlo.compare"(%i, %i) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<256x1024xf32>):
    %s = "stablehlo.add"(%v, %y) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    "stablehlo.return"(%i, %s) : (tensor<i32>, tensor<256x1024xf32>) -> ()
  }) : (tensor<i32>, tensor<256x1024xf32>) -> (tensor<i32>, tensor<256x1024xf32>)
  return %r#1 : tensor<256x1024xf32>
}

// -----

// A placement conflict: the total of the logits, computed from a region
// result, is subtracted from them again: the call would need its own
// result as an input. Along dim 1, the total is a scalar that could be
// factored out of the subtraction only if that were linear.
func.func @placement(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>) -> tensor<256xf32> {
  // expected-remark@+1 {{along dim 0, the call cannot be placed: its inputs need stablehlo.broadcast_in_dim at}}
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
  %c0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce"(%y, %c0) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %tot = "stablehlo.reduce"(%r, %c0) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
  %tb = "stablehlo.broadcast_in_dim"(%tot) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
  %z = "stablehlo.subtract"(%y, %tb) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %e = "stablehlo.exponential"(%z) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %s = "stablehlo.reduce"(%e, %c0) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  return %s : tensor<256xf32>
}

// -----

// Dead logits: nothing to chunk for.
func.func @dead(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>) -> tensor<256x16xf32> {
  // expected-remark@+1 {{along dim 0, nothing it computes is used}}
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
  return %x : tensor<256x16xf32>
}
