// scale_by: a backward seed that is a non-constant scalar enters the chunk
// as 1.0 and the results it reaches are multiplied by it once, right
// before their first use. That lets the chunks run even when the seed is
// known only after them.
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk=num-chunks=2 | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='num-chunks=2 stats' --verify-diagnostics -o /dev/null

// The gradient of loss^2: the backward seed 2 * loss * g needs the loss,
// which the chunks compute. Passed in, it would make the call depend on
// itself; factored out, it scales dx and dW after the loss is known.
// CHECK-LABEL: func.func @squared(
// CHECK-SAME: %[[G:[^:]*]]: tensor<f32>)
// CHECK: %[[A:.*]]:3 = call @squared__chunk0(
// CHECK: %[[P:.*]]:7 = stablehlo.optimization_barrier {{.*}}, %[[A]]#0, %[[A]]#1, %[[A]]#2
// CHECK-NEXT: %[[B:.*]]:3 = call @squared__chunk0(%[[P]]#0, %[[P]]#1, %[[P]]#2, %[[P]]#3)
// CHECK: %[[T:.*]] = stablehlo.add %[[P]]#4, %[[B]]#0 : tensor<f32>
// CHECK: %[[W:.*]] = stablehlo.add %[[P]]#6, %[[B]]#2
// CHECK: %[[Q:.*]]:3 = stablehlo.optimization_barrier %[[T]], %[[B]]#1, %[[W]]
// CHECK: %[[DX:.*]] = stablehlo.concatenate %[[P]]#5, %[[Q]]#1
// CHECK: %[[LOSS:.*]] = stablehlo.divide %[[Q]]#0,
// CHECK: %[[L2:.*]] = stablehlo.multiply %{{.*}}, %[[LOSS]]
// CHECK: %[[SEED:.*]] = stablehlo.multiply %[[L2]], %[[G]]
// CHECK: %[[S:.*]] = stablehlo.divide %[[SEED]],
// CHECK: %[[SQ:.*]] = stablehlo.multiply %[[LOSS]], %[[LOSS]]
// CHECK: %[[SX:.*]] = stablehlo.broadcast_in_dim %[[S]]
// CHECK: %[[DXS:.*]] = stablehlo.multiply %[[DX]], %[[SX]]
// CHECK: %[[SW:.*]] = stablehlo.broadcast_in_dim %[[S]]
// CHECK: %[[DWS:.*]] = stablehlo.multiply %[[Q]]#2, %[[SW]]
// CHECK: return %[[SQ]], %[[DXS]], %[[DWS]]
// CHECK-LABEL: func.func private @squared__chunk0(
// CHECK: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK: stablehlo.broadcast_in_dim %[[ONE]]
// expected-remark@+2 {{as 2 calls to @squared__chunk0: 27 ops, inputs 2 sliced + 2 whole, outputs 1 concatenated + 2 summed + 0 max/min, scaled by the seed}}
func.func @squared(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>, %labels: tensor<256xi32>, %g: tensor<f32>) -> (tensor<f32>, tensor<256x16xf32>, tensor<16x1024xf32>) {
  %v1 = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
  %v2 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %v3 = "stablehlo.reduce"(%v1, %v2) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.maximum"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v4 = "stablehlo.broadcast_in_dim"(%v3) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
  %v5 = "stablehlo.broadcast_in_dim"(%v4) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v6 = "stablehlo.subtract"(%v1, %v5) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v7 = "stablehlo.exponential"(%v6) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %v9 = "stablehlo.reduce"(%v7, %v8) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v10 = "stablehlo.broadcast_in_dim"(%v9) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
  %v11 = "stablehlo.log"(%v10) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v12 = "stablehlo.broadcast_in_dim"(%v11) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v13 = "stablehlo.subtract"(%v6, %v12) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v14 = "stablehlo.reshape"(%labels) : (tensor<256xi32>) -> tensor<256x1x1xi32>
  %v15 = "stablehlo.gather"(%v13, %v14) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1024xf32>, tensor<256x1x1xi32>) -> tensor<256x1xf32>
  %v16 = "stablehlo.negate"(%v15) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v17 = "stablehlo.reduce"(%v16, %v8) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1xf32>, tensor<f32>) -> tensor<f32>
  %v18 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
  %v19 = "stablehlo.divide"(%v17, %v18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %two = "stablehlo.constant"() <{value = dense<2.0> : tensor<f32>}> : () -> tensor<f32>
  %l2 = "stablehlo.multiply"(%two, %v19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %seed = "stablehlo.multiply"(%l2, %g) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %v20 = "stablehlo.divide"(%seed, %v18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %v21 = "stablehlo.broadcast_in_dim"(%v20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1xf32>
  %v22 = "stablehlo.negate"(%v21) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<256x1024xf32>}> : () -> tensor<256x1024xf32>
  %v24 = "stablehlo.scatter"(%v23, %v14, %v22) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v25 = "stablehlo.negate"(%v24) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v26 = "stablehlo.reduce"(%v25, %v8) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v27 = "stablehlo.reshape"(%v26) : (tensor<256xf32>) -> tensor<256x1xf32>
  %v28 = "stablehlo.divide"(%v27, %v10) : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
  %v29 = "stablehlo.reshape"(%v28) : (tensor<256x1xf32>) -> tensor<256xf32>
  %v30 = "stablehlo.broadcast_in_dim"(%v29) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1024xf32>
  %v31 = "stablehlo.multiply"(%v30, %v7) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v32 = "stablehlo.add"(%v24, %v31) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v33 = "stablehlo.dot_general"(%v32, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<256x1024xf32>, tensor<16x1024xf32>) -> tensor<256x16xf32>
  %v34 = "stablehlo.dot_general"(%x, %v32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<256x1024xf32>) -> tensor<16x1024xf32>
  %sq = "stablehlo.multiply"(%v19, %v19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %sq, %v33, %v34 : tensor<f32>, tensor<256x16xf32>, tensor<16x1024xf32>
}

// -----

// A scalar that reaches something nonlinear cannot be factored out: the
// temperature t divides the logits before the softmax. It is passed whole.
// CHECK-LABEL: func.func @temperature(
// CHECK-SAME: %[[T:[^:]*]]: tensor<f32>)
// CHECK: call @temperature__chunk0({{.*}}, %[[T]], {{.*}}) : (tensor<128x16xf32>, tensor<16x1024xf32>, tensor<f32>, tensor<128x1x1xi32>)
// CHECK-NOT: stablehlo.multiply
// CHECK-LABEL: func.func private @temperature__chunk0(
// CHECK-SAME: %[[CT:[^:]*]]: tensor<f32>,
// CHECK: %[[TB:.*]] = stablehlo.broadcast_in_dim %[[CT]]
// CHECK: stablehlo.divide %{{.*}}, %[[TB]]
// expected-remark@+2 {{as 2 calls to @temperature__chunk0: 14 ops, inputs 2 sliced + 2 whole, outputs 1 concatenated + 0 summed + 0 max/min; per-chunk peak}}
func.func @temperature(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>, %labels: tensor<256xi32>, %t: tensor<f32>) -> (tensor<f32>) {
  %v1 = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
  %tb = "stablehlo.broadcast_in_dim"(%t) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1024xf32>
  %scaled = "stablehlo.divide"(%v1, %tb) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v2 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %v3 = "stablehlo.reduce"(%scaled, %v2) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.maximum"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v4 = "stablehlo.broadcast_in_dim"(%v3) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
  %v5 = "stablehlo.broadcast_in_dim"(%v4) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v6 = "stablehlo.subtract"(%scaled, %v5) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v7 = "stablehlo.exponential"(%v6) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %v9 = "stablehlo.reduce"(%v7, %v8) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v10 = "stablehlo.broadcast_in_dim"(%v9) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
  %v11 = "stablehlo.log"(%v10) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v12 = "stablehlo.broadcast_in_dim"(%v11) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v13 = "stablehlo.subtract"(%v6, %v12) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v14 = "stablehlo.reshape"(%labels) : (tensor<256xi32>) -> tensor<256x1x1xi32>
  %v15 = "stablehlo.gather"(%v13, %v14) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1024xf32>, tensor<256x1x1xi32>) -> tensor<256x1xf32>
  %v16 = "stablehlo.negate"(%v15) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v17 = "stablehlo.reduce"(%v16, %v8) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1xf32>, tensor<f32>) -> tensor<f32>
  %v18 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
  %v19 = "stablehlo.divide"(%v17, %v18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %v19 : tensor<f32>
}
