// Calls inside StableHLO regions, which MLIR's verifier cannot check, are
// checked by hlomem as MLIR checks the others: the callee is a function
// of the module, with the call's operand and result types.
// RUN: hlomem-opt %s --split-input-file --verify-diagnostics

func.func @missing(%x: tensor<8xf32>) -> tensor<f32> {
  %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce"(%x, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    // expected-error@+1 {{'func.call' op 'add' does not reference a valid function}}
    %s = func.call @add(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func private @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

func.func @operands(%x: tensor<8xf32>) -> tensor<f32> {
  %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce"(%x, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
    %s = "func.call"(%a) <{callee = @add}> : (tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func private @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

func.func @operand_type(%x: tensor<8xi32>) -> tensor<i32> {
  %init = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r = "stablehlo.reduce"(%x, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type tensor<f32>, but provided tensor<i32> for operand number 0}}
    %s = call @add(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

// -----

func.func private @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

func.func @results(%x: tensor<8xf32>) -> tensor<8xf32> {
  %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %init) <{window_dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
    func.call @add(%a, %b) : (tensor<f32>, tensor<f32>) -> ()
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

func.func private @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

func.func @result_type(%x: tensor<8xf32>) -> tensor<8xf32> {
  %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %init) <{window_dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    // expected-error@+1 {{'func.call' op result type mismatch at index 0: the callee returns tensor<f32>, the call tensor<f64>}}
    %s = func.call @add(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f64>
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A call outside any StableHLO region is checked too, when the module
// also has calls inside one.
func.func private @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}

func.func @outside(%x: tensor<8xf32>) -> tensor<f32> {
  %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce"(%x, %init) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = func.call @add(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
  // expected-error@+1 {{'func.call' op 'sub' does not reference a valid function}}
  %t = func.call @sub(%r, %r) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %t : tensor<f32>
}
