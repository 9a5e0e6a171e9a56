// Errors in the pretty syntax point at the user's line and column; errors
// MLIR's parser finds in translated text are mapped back to them.
// RUN: not hlomem-opt --split-input-file %s 2>&1 | FileCheck %s

func.func @missing_bracket(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [0 : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: errors.mlir:6:49: error: expected ']'

// -----

func.func @undefined_value(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: errors.mlir:14:26: error: use of undeclared SSA value name

// -----

func.func @untyped_operand(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.transpose %b, dims = [0] : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: errors.mlir:22:28: error: use of undeclared SSA value name

// -----

func.func @result_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0:2 = stablehlo.abs %a : tensor<4xf32>
  return %0#0 : tensor<4xf32>
}
// CHECK: errors.mlir:30:3: error: 'stablehlo.abs' defines 2 results but its types give 1

// -----

func.func @bad_enum_spot(%a: tensor<4xf32>) -> tensor<4xi1> {
  %0 = stablehlo.compare %a, %a, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
// CHECK: errors.mlir:38:26: error: expected keyword

// -----

func.func @bad_type_in_translated_op(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.transpose %a, dims = [0] : (tensor<4xf32>) -> tensor<4xf32, #bogus>
  return %0 : tensor<4xf32>
}
// CHECK: errors.mlir:46:84: error: undefined symbol alias id 'bogus'

// -----

func.func @exp_mant(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.reduce_precision %a, format = e8x10 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: errors.mlir:54:48: error: expected exponent mantissa in format e#m#

// -----

func.func @while_types(%a: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.while(%it = %a) : tensor<i64>, tensor<i64>
  cond {
    stablehlo.return %it : tensor<i64>
  } do {
    stablehlo.return %it : tensor<i64>
  }
  return %0 : tensor<i64>
}
// CHECK: errors.mlir:62:36: error: 1 loop-carried values but 2 types

// -----

func.func @function_type_arity(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: errors.mlir:75:31: error: 2 operands present, but expected 1

// -----

func.func @unclosed_region(%a: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%a init: %i) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%x: tensor<f32>, %y: tensor<f32>) {
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
// CHECK: errors.mlir:{{[0-9]+}}:{{[0-9]+}}: error: expected '}' to end a region
