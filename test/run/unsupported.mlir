// What hlomem-run cannot run is a located error naming the op, exit 1,
// never a guess: unsupported ops and types, custom calls it does not know,
// attributes that do not fit the operands (MLIR does not verify
// unregistered ops, so the lowering does), and runaway recursion.
// Each function is its own case: only the entry and what it calls lower.

// RUN: not hlomem-run %s --entry=cholesky 2>&1 | FileCheck %s --check-prefix=CHOL
// CHOL: unsupported.mlir:[[@LINE+3]]:8: error: 'stablehlo.cholesky' op is not supported by hlomem-run
// CHOL-NEXT: {{^}}  %0 = "stablehlo.cholesky"
func.func @cholesky(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = "stablehlo.cholesky"(%x) <{lower = true}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// RUN: not hlomem-run %s --entry=other_dialect 2>&1 | FileCheck %s --check-prefix=OTHER
// OTHER: unsupported.mlir:[[@LINE+2]]:8: error: 'mhlo.fancy' op is not supported by hlomem-run
func.func @other_dialect(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "mhlo.fancy"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// RUN: not hlomem-run %s --entry=target 2>&1 | FileCheck %s --check-prefix=TARGET
// TARGET: unsupported.mlir:[[@LINE+2]]:8: error: 'stablehlo.custom_call' op has target 'my.kernel', which hlomem-run does not support
func.func @target(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.custom_call"(%x) <{call_target_name = "my.kernel"}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// RUN: not hlomem-run %s --entry=dynamic 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// DYNAMIC: unsupported.mlir:[[@LINE+1]]:1: error: 'func.func' op block argument #0 has type tensor<?x4xf32>, which hlomem-run cannot hold: dynamic and unranked shapes are not supported
func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  return %x : tensor<?x4xf32>
}

// RUN: not hlomem-run %s --entry=fp8 2>&1 | FileCheck %s --check-prefix=FP8
// FP8: unsupported.mlir:[[@LINE+3]]:8: error: 'stablehlo.convert' op result #0 has type tensor<4xf8E4M3FN>, which hlomem-run cannot hold: its element type is not supported
func.func @fp8(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = "stablehlo.negate"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %0 = "stablehlo.convert"(%y) : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  %1 = "stablehlo.convert"(%0) : (tensor<4xf8E4M3FN>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// RUN: not hlomem-run %s --entry=huge 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: error: 'stablehlo.broadcast_in_dim' op result #0 has type tensor<100000x100000x100xf32>, which hlomem-run cannot hold: it is too large to interpret
func.func @huge(%x: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.broadcast_in_dim"(%x) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<100000x100000x100xf32>
  return %x : tensor<f32>
}

// RUN: not hlomem-run %s --entry=bad_permutation 2>&1 | FileCheck %s --check-prefix=PERM
// PERM: unsupported.mlir:[[@LINE+2]]:8: error: 'stablehlo.transpose' op repeats dimension 0 in permutation
func.func @bad_permutation(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = "stablehlo.transpose"(%x) <{permutation = array<i64: 0, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// RUN: not hlomem-run %s --entry=bad_slice 2>&1 | FileCheck %s --check-prefix=SLICE
// SLICE: error: 'stablehlo.slice' op has an invalid slice [2:9:1] of dimension 0 of size 4
func.func @bad_slice(%x: tensor<4xf32>) -> tensor<7xf32> {
  %0 = "stablehlo.slice"(%x) <{start_indices = array<i64: 2>, limit_indices = array<i64: 9>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}

// RUN: not hlomem-run %s --entry=bad_broadcast 2>&1 | FileCheck %s --check-prefix=BCAST
// BCAST: error: 'stablehlo.broadcast_in_dim' op cannot broadcast operand dimension 0 of size 3 to result dimension 1 of size 4
func.func @bad_broadcast(%x: tensor<3xf32>) -> tensor<2x4xf32> {
  %0 = "stablehlo.broadcast_in_dim"(%x) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// RUN: not hlomem-run %s --entry=bad_dot 2>&1 | FileCheck %s --check-prefix=DOT
// DOT: error: 'stablehlo.dot_general' op contracts dimensions of different sizes
func.func @bad_dot(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<2x5xf32> {
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// RUN: not hlomem-run %s --entry=bad_types 2>&1 | FileCheck %s --check-prefix=TYPES
// TYPES: error: 'stablehlo.add' op expects operands of one element type, found f32 and i32
func.func @bad_types(%a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<2xf32> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// RUN: not hlomem-run %s --entry=undefined_op 2>&1 | FileCheck %s --check-prefix=UNDEF
// UNDEF: error: 'stablehlo.exponential' op is not defined on signed integer elements (i32)
func.func @undefined_op(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "stablehlo.exponential"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// RUN: not hlomem-run %s --entry=bad_body 2>&1 | FileCheck %s --check-prefix=BODY
// BODY: error: 'stablehlo.reduce' op expects region argument #1 of type tensor<f32>
func.func @bad_body(%x: tensor<4xf32>) -> tensor<f32> {
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %0 = "stablehlo.reduce"(%x, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f64>):
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// RUN: not hlomem-run %s --entry=bad_while 2>&1 | FileCheck %s --check-prefix=WHILE
// WHILE: error: 'stablehlo.while' op expects its condition to yield a tensor<i1>
func.func @bad_while(%x: tensor<i32>) -> tensor<i32> {
  %0 = "stablehlo.while"(%x) ({
  ^bb0(%i: tensor<i32>):
    "stablehlo.return"(%i) : (tensor<i32>) -> ()
  }, {
  ^bb0(%i: tensor<i32>):
    "stablehlo.return"(%i) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// RUN: not hlomem-run %s --entry=bad_gather 2>&1 | FileCheck %s --check-prefix=GATHER
// GATHER: error: 'stablehlo.gather' op has inconsistent dimension_numbers for its operand, start indices and result
func.func @bad_gather(%x: tensor<3x2xf32>, %i: tensor<4xi32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<3x2xf32>, tensor<4xi32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// A call of a function that never stops calling itself.
// RUN: not hlomem-run %s --entry=forever 2>&1 | FileCheck %s --check-prefix=FOREVER
// FOREVER: unsupported.mlir:[[@LINE+2]]:8: error: 'func.call' op nests calls and regions more than 512 deep
func.func @forever(%x: tensor<f32>) -> tensor<f32> {
  %0 = func.call @forever(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// RUN: not hlomem-run %s --entry=nope 2>&1 | FileCheck %s --check-prefix=NOPE
// NOPE: unsupported.mlir:1:1: error: the module has no function @nope

// RUN: not hlomem-run %s --entry=declared 2>&1 | FileCheck %s --check-prefix=DECL
// DECL: unsupported.mlir:[[@LINE+1]]:1: error: @declared is a declaration; hlomem-run needs its body
func.func private @declared(%x: tensor<f32>) -> tensor<f32>

// RUN: not hlomem-run %s --entry=tuple_arg 2>&1 | FileCheck %s --check-prefix=TUPLE
// TUPLE: unsupported.mlir:[[@LINE+1]]:1: error: argument #0 of @tuple_arg is not a tensor; hlomem-run passes tensors
func.func @tuple_arg(%t: tuple<tensor<f32>>) -> tensor<f32> {
  %0 = "stablehlo.get_tuple_element"(%t) <{index = 0 : i32}> : (tuple<tensor<f32>>) -> tensor<f32>
  return %0 : tensor<f32>
}

// RUN: not hlomem-run %s --entry=calls_missing 2>&1 | FileCheck %s --check-prefix=CALLEE
// CALLEE: unsupported.mlir:[[@LINE+2]]:8: error: 'func.call' op calls @declared, which has no body: not supported
func.func @calls_missing(%x: tensor<f32>) -> tensor<f32> {
  %0 = func.call @declared(%x) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
