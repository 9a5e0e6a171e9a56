// Malformed StableHLO ops are located errors; unknown StableHLO op names
// are a warning (once per name), and the op is kept as opaque.
// RUN: hlomem-opt %s --split-input-file --verify-diagnostics

func.func @operands(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.add' op expects 2 operands, found 1}}
  %0 = "stablehlo.add"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @results(%a: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.negate' op expects 1 results, found 0}}
  "stablehlo.negate"(%a) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @regions(%a: tensor<i1>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.if' op expects 2 regions, found 1}}
  %0 = "stablehlo.if"(%a) ({
    %c = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
    "stablehlo.return"(%c) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @start_indices(%a: tensor<4x4xf32>, %i: tensor<i32>) -> tensor<1x4xf32> {
  // expected-error@+1 {{'stablehlo.dynamic_slice' op expects one start index per dimension of its rank-2 operand (2 indexs), found 1}}
  %0 = "stablehlo.dynamic_slice"(%a, %i) <{slice_sizes = array<i64: 1, 4>}> : (tensor<4x4xf32>, tensor<i32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

func.func @unknown(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-warning@+1 {{unknown StableHLO operation 'stablehlo.frobnicate'; hlomem treats it as opaque}}
  %0 = "stablehlo.frobnicate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.frobnicate"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Regions: one block each, ended by stablehlo.return; a while's regions
// take its carried values, its condition returns one value and its body
// one per carried value; the branches of if and case return the results.
func.func @while_body_without_return(%a: tensor<i64>) -> tensor<i64> {
  // expected-error@+1 {{'stablehlo.while' op expects region 1 to end with 'stablehlo.return'}}
  %r = "stablehlo.while"(%a) ({
  ^bb0(%i: tensor<i64>):
    %p = "stablehlo.compare"(%i, %i) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i64>):
    %j = "stablehlo.add"(%i, %i) : (tensor<i64>, tensor<i64>) -> tensor<i64>
  }) : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}

// -----

func.func @while_short_return(%a: tensor<i64>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.while' op expects region 1 to return 2 values, not 1}}
  %r:2 = "stablehlo.while"(%a, %b) ({
  ^bb0(%i: tensor<i64>, %x: tensor<4xf32>):
    %p = "stablehlo.compare"(%i, %i) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i64>, %x: tensor<4xf32>):
    "stablehlo.return"(%i) : (tensor<i64>) -> ()
  }) : (tensor<i64>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>)
  return %r#1 : tensor<4xf32>
}

// -----

func.func @while_arguments(%a: tensor<i64>) -> tensor<i64> {
  // expected-error@+1 {{'stablehlo.while' op expects region 0 to take the 1 carried values as arguments, not 0}}
  %r = "stablehlo.while"(%a) ({
    %p = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i64>):
    "stablehlo.return"(%i) : (tensor<i64>) -> ()
  }) : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}

// -----

func.func @reduce_two_blocks(%a: tensor<4xf32>, %z: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.reduce' op expects region 0 to hold exactly one block}}
  %r = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  ^bb1:
    "stablehlo.return"(%z) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func @if_branch(%p: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.if' op expects region 1 to return 1 values, not 0}}
  %r = "stablehlo.if"(%p) ({
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }, {
    "stablehlo.return"() : () -> ()
  }) : (tensor<i1>) -> tensor<f32>
  return %r : tensor<f32>
}
