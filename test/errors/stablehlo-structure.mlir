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
