// Variants of the linear + cross-entropy step (bench/auto_chunk_gen.py):
// forward only; no bias, sum, constant seed; bf16 with the tangent and with
// a constant seed.
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='num-chunks=2 min-bytes=512KiB' | FileCheck %s

// Forward only: the per-row log-likelihoods leave the region, concatenated;
// the mean over them is computed outside on 256 values.
// CHECK-LABEL: func.func @forward(
// CHECK: %[[A:.*]] = call @forward__chunk0({{.*}}) : (tensor<128x16xf32>, tensor<16x1024xf32>, tensor<1024xf32>, tensor<128x1x1xi32>) -> tensor<128x1xf32>
// CHECK: %[[P:.*]]:5 = stablehlo.optimization_barrier {{.*}}, %[[A]]
// CHECK-NEXT: %[[B:.*]] = call @forward__chunk0(%[[P]]#0, %[[P]]#1, %[[P]]#2, %[[P]]#3)
// CHECK: %[[F:[0-9]+]]{{(:[0-9]+)?}} = stablehlo.optimization_barrier
// CHECK: %[[NLL:.*]] = stablehlo.concatenate %[[P]]#4, %[[F]]{{(#[0-9]+)?}}, dim = 0
// CHECK: stablehlo.negate %[[NLL]]
// CHECK: stablehlo.reduce
// CHECK: stablehlo.divide
// CHECK-NOT: stablehlo.exponential
// CHECK: return
// CHECK-LABEL: func.func private @forward__chunk0(
// CHECK: stablehlo.dot_general
// CHECK: stablehlo.exponential{{.*}} : tensor<128x1024xf32>
// CHECK: %[[G:.*]] = "stablehlo.gather"
// CHECK-NEXT: return %[[G]] : tensor<128x1xf32>
func.func @forward(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>, %b: tensor<1024xf32>, %labels: tensor<256xi32>) -> (tensor<f32>) {
  %v1 = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
  %v2 = "stablehlo.broadcast_in_dim"(%b) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256x1024xf32>
  %v3 = "stablehlo.add"(%v1, %v2) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v4 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %v5 = "stablehlo.reduce"(%v3, %v4) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.maximum"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v6 = "stablehlo.broadcast_in_dim"(%v5) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
  %v7 = "stablehlo.broadcast_in_dim"(%v6) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v8 = "stablehlo.subtract"(%v3, %v7) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v9 = "stablehlo.exponential"(%v8) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %v11 = "stablehlo.reduce"(%v9, %v10) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v12 = "stablehlo.broadcast_in_dim"(%v11) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
  %v13 = "stablehlo.log"(%v12) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v14 = "stablehlo.broadcast_in_dim"(%v13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v15 = "stablehlo.subtract"(%v8, %v14) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v16 = "stablehlo.reshape"(%labels) : (tensor<256xi32>) -> tensor<256x1x1xi32>
  %v17 = "stablehlo.gather"(%v15, %v16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1024xf32>, tensor<256x1x1xi32>) -> tensor<256x1xf32>
  %v18 = "stablehlo.negate"(%v17) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v19 = "stablehlo.reduce"(%v18, %v10) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1xf32>, tensor<f32>) -> tensor<f32>
  %v20 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
  %v21 = "stablehlo.divide"(%v19, %v20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %v21 : tensor<f32>
}

// -----

// No bias, sum reduction, seed 1.0: the seed is a constant, so it is rebuilt
// inside the chunk and nothing is scaled afterwards.
// CHECK-LABEL: func.func @sum_const(
// CHECK: %[[A:.*]]:3 = call @sum_const__chunk0({{.*}}) : (tensor<128x16xf32>, tensor<16x1024xf32>, tensor<128x1x1xi32>, tensor<f32>) -> (tensor<128x1xf32>, tensor<128x16xf32>, tensor<16x1024xf32>)
// CHECK: %[[P:.*]]:7 = stablehlo.optimization_barrier {{.*}}, %[[A]]#0, %[[A]]#1, %[[A]]#2
// CHECK-NEXT: %[[B:.*]]:3 = call @sum_const__chunk0(%[[P]]#0, %[[P]]#1, %[[P]]#2, %[[P]]#3)
// CHECK: %[[DW:.*]] = stablehlo.add %[[P]]#6, %[[B]]#2 : tensor<16x1024xf32>
// CHECK: %[[F:[0-9]+]]:{{[0-9]+}} = stablehlo.optimization_barrier
// CHECK: %[[DX:.*]] = stablehlo.concatenate %[[P]]#5, %[[F]]{{(#[0-9]+)?}}
// CHECK-NOT: stablehlo.multiply
// CHECK: return %{{.*}}, %[[DX]], %[[F]]#{{[0-9]+}}
// CHECK-LABEL: func.func private @sum_const__chunk0(
// CHECK: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK: stablehlo.broadcast_in_dim %[[ONE]]{{.*}}-> tensor<128x1xf32>
func.func @sum_const(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>, %labels: tensor<256xi32>) -> (tensor<f32>, tensor<256x16xf32>, tensor<16x1024xf32>) {
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
  %v19 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %v20 = "stablehlo.broadcast_in_dim"(%v19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1xf32>
  %v21 = "stablehlo.negate"(%v20) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v22 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<256x1024xf32>}> : () -> tensor<256x1024xf32>
  %v23 = "stablehlo.scatter"(%v22, %v14, %v21) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v24 = "stablehlo.negate"(%v23) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v25 = "stablehlo.reduce"(%v24, %v8) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v26 = "stablehlo.reshape"(%v25) : (tensor<256xf32>) -> tensor<256x1xf32>
  %v27 = "stablehlo.divide"(%v26, %v10) : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
  %v28 = "stablehlo.reshape"(%v27) : (tensor<256x1xf32>) -> tensor<256xf32>
  %v29 = "stablehlo.broadcast_in_dim"(%v28) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1024xf32>
  %v30 = "stablehlo.multiply"(%v29, %v7) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v31 = "stablehlo.add"(%v23, %v30) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v32 = "stablehlo.dot_general"(%v31, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<256x1024xf32>, tensor<16x1024xf32>) -> tensor<256x16xf32>
  %v33 = "stablehlo.dot_general"(%x, %v31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<256x1024xf32>) -> tensor<16x1024xf32>
  return %v17, %v32, %v33 : tensor<f32>, tensor<256x16xf32>, tensor<16x1024xf32>
}

// -----

// bf16 activations: each chunk's partial dW and db are bf16; they are added
// up in f32, multiplied by the seed in f32, then rounded to bf16 once.
// CHECK-LABEL: func.func @bf16(
// CHECK: %[[A:.*]]:4 = call @bf16__chunk0({{.*}}) -> (tensor<128x1xf32>, tensor<128x16xbf16>, tensor<16x1024xbf16>, tensor<1024xbf16>)
// CHECK: %[[A2:.*]] = stablehlo.convert %[[A]]#2 : (tensor<16x1024xbf16>) -> tensor<16x1024xf32>
// CHECK: %[[A3:.*]] = stablehlo.convert %[[A]]#3 : (tensor<1024xbf16>) -> tensor<1024xf32>
// CHECK: %[[P:.*]]:9 = stablehlo.optimization_barrier {{.*}}, %[[A]]#0, %[[A]]#1, %[[A2]], %[[A3]]
// CHECK-NEXT: %[[B:.*]]:4 = call @bf16__chunk0(%[[P]]#0, %[[P]]#1, %[[P]]#2, %[[P]]#3, %[[P]]#4)
// CHECK: %[[B2:.*]] = stablehlo.convert %[[B]]#2 : (tensor<16x1024xbf16>) -> tensor<16x1024xf32>
// CHECK: %[[DW:.*]] = stablehlo.add %[[P]]#7, %[[B2]] : tensor<16x1024xf32>
// CHECK: %[[F:[0-9]+]]:{{[0-9]+}} = stablehlo.optimization_barrier
// CHECK: %[[DX:.*]] = stablehlo.concatenate %[[P]]#6, %[[F]]{{(#[0-9]+)?}}{{.*}}-> tensor<256x16xbf16>
// CHECK: %[[S:.*]] = stablehlo.divide %arg4,
// CHECK: %[[DX32:.*]] = stablehlo.convert %[[DX]] : (tensor<256x16xbf16>) -> tensor<256x16xf32>
// CHECK: %[[SX:.*]] = stablehlo.broadcast_in_dim %[[S]]{{.*}}-> tensor<256x16xf32>
// CHECK: %[[DXS:.*]] = stablehlo.multiply %[[DX32]], %[[SX]] : tensor<256x16xf32>
// CHECK: %[[DXB:.*]] = stablehlo.convert %[[DXS]] : (tensor<256x16xf32>) -> tensor<256x16xbf16>
// CHECK: %[[SW:.*]] = stablehlo.broadcast_in_dim %[[S]]{{.*}}-> tensor<16x1024xf32>
// CHECK: %[[DWS:.*]] = stablehlo.multiply %[[F]]#{{[0-9]+}}, %[[SW]] : tensor<16x1024xf32>
// CHECK: %[[DWB:.*]] = stablehlo.convert %[[DWS]] : (tensor<16x1024xf32>) -> tensor<16x1024xbf16>
// CHECK: return %{{.*}}, %[[DXB]], %[[DWB]], %{{.*}} : tensor<f32>, tensor<256x16xbf16>, tensor<16x1024xbf16>, tensor<1024xbf16>
// CHECK-LABEL: func.func private @bf16__chunk0(
// CHECK: stablehlo.dot_general{{.*}} -> tensor<128x1024xbf16>
// CHECK: stablehlo.convert{{.*}} : (tensor<128x1024xbf16>) -> tensor<128x1024xf32>
// CHECK: %[[D:.*]] = stablehlo.convert{{.*}} : (tensor<128x1024xf32>) -> tensor<128x1024xbf16>
// CHECK: stablehlo.dot_general %[[D]], {{.*}} -> tensor<128x16xbf16>
func.func @bf16(%x: tensor<256x16xbf16>, %w: tensor<16x1024xbf16>, %b: tensor<1024xbf16>, %labels: tensor<256xi32>, %g: tensor<f32>) -> (tensor<f32>, tensor<256x16xbf16>, tensor<16x1024xbf16>, tensor<1024xbf16>) {
  %v1 = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xbf16>, tensor<16x1024xbf16>) -> tensor<256x1024xbf16>
  %v2 = "stablehlo.broadcast_in_dim"(%b) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1024xbf16>) -> tensor<256x1024xbf16>
  %v3 = "stablehlo.add"(%v1, %v2) : (tensor<256x1024xbf16>, tensor<256x1024xbf16>) -> tensor<256x1024xbf16>
  %v4 = "stablehlo.convert"(%v3) : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
  %v5 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %v6 = "stablehlo.reduce"(%v4, %v5) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.maximum"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v7 = "stablehlo.broadcast_in_dim"(%v6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
  %v8 = "stablehlo.broadcast_in_dim"(%v7) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v9 = "stablehlo.subtract"(%v4, %v8) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v10 = "stablehlo.exponential"(%v9) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %v12 = "stablehlo.reduce"(%v10, %v11) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v13 = "stablehlo.broadcast_in_dim"(%v12) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
  %v14 = "stablehlo.log"(%v13) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v15 = "stablehlo.broadcast_in_dim"(%v14) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v16 = "stablehlo.subtract"(%v9, %v15) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v17 = "stablehlo.reshape"(%labels) : (tensor<256xi32>) -> tensor<256x1x1xi32>
  %v18 = "stablehlo.gather"(%v16, %v17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1024xf32>, tensor<256x1x1xi32>) -> tensor<256x1xf32>
  %v19 = "stablehlo.negate"(%v18) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v20 = "stablehlo.reduce"(%v19, %v11) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1xf32>, tensor<f32>) -> tensor<f32>
  %v21 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
  %v22 = "stablehlo.divide"(%v20, %v21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %v23 = "stablehlo.divide"(%g, %v21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %v24 = "stablehlo.broadcast_in_dim"(%v23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1xf32>
  %v25 = "stablehlo.negate"(%v24) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<256x1024xf32>}> : () -> tensor<256x1024xf32>
  %v27 = "stablehlo.scatter"(%v26, %v17, %v25) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v28 = "stablehlo.negate"(%v27) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v29 = "stablehlo.reduce"(%v28, %v11) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v30 = "stablehlo.reshape"(%v29) : (tensor<256xf32>) -> tensor<256x1xf32>
  %v31 = "stablehlo.divide"(%v30, %v13) : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
  %v32 = "stablehlo.reshape"(%v31) : (tensor<256x1xf32>) -> tensor<256xf32>
  %v33 = "stablehlo.broadcast_in_dim"(%v32) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1024xf32>
  %v34 = "stablehlo.multiply"(%v33, %v10) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v35 = "stablehlo.add"(%v27, %v34) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v36 = "stablehlo.convert"(%v35) : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
  %v37 = "stablehlo.dot_general"(%v36, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<256x1024xbf16>, tensor<16x1024xbf16>) -> tensor<256x16xbf16>
  %v38 = "stablehlo.dot_general"(%x, %v36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xbf16>, tensor<256x1024xbf16>) -> tensor<16x1024xbf16>
  %v39 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
  %v40 = "stablehlo.reduce"(%v36, %v39) <{dimensions = array<i64: 0>}> ({
  ^bb0(%lhs: tensor<bf16>, %rhs: tensor<bf16>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    "stablehlo.return"(%r) : (tensor<bf16>) -> ()
  }) : (tensor<256x1024xbf16>, tensor<bf16>) -> tensor<1024xbf16>
  return %v22, %v37, %v38, %v40 : tensor<f32>, tensor<256x16xbf16>, tensor<16x1024xbf16>, tensor<1024xbf16>
}

// -----

// bf16 with seed 1.0: the seed's scale 1.0 / 256 is made of constants, so
// it is passed in whole rather than factored out; computed after the loss
// uses the first results, it moves up above the calls. The f32 sums are
// rounded to bf16 right after the last chunk.
// CHECK-LABEL: func.func @bf16_const(
// CHECK: %[[N:.*]] = stablehlo.constant dense<2.560000e+02> : tensor<f32>
// CHECK: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK: %[[S:.*]] = stablehlo.divide %[[ONE]], %[[N]]
// CHECK: %[[A:.*]]:4 = call @bf16_const__chunk0({{.*}}, %[[S]], %{{.*}})
// CHECK: %[[P:.*]]:10 = stablehlo.optimization_barrier {{.*}}, %[[S]], %{{.*}}, %[[A]]#0, %[[A]]#1, {{.*}}
// CHECK-NEXT: %[[B:.*]]:4 = call @bf16_const__chunk0({{.*}}, %[[P]]#4, %[[P]]#5)
// CHECK: %[[DW:.*]] = stablehlo.add {{.*}} : tensor<16x1024xf32>
// CHECK: %[[DB:.*]] = stablehlo.add {{.*}} : tensor<1024xf32>
// CHECK: %[[F:[0-9]+]]:{{[0-9]+}} = stablehlo.optimization_barrier
// CHECK: stablehlo.concatenate %[[P]]#6, %[[F]]{{(#[0-9]+)?}}
// CHECK: %[[DX:.*]] = stablehlo.concatenate %[[P]]#7, %[[F]]{{(#[0-9]+)?}}
// CHECK: %[[DWB:.*]] = stablehlo.convert %[[F]]#{{[0-9]+}} : (tensor<16x1024xf32>) -> tensor<16x1024xbf16>
// CHECK: %[[DBB:.*]] = stablehlo.convert %[[F]]#{{[0-9]+}} : (tensor<1024xf32>) -> tensor<1024xbf16>
// CHECK-NOT: stablehlo.multiply
// CHECK: return %{{.*}}, %[[DX]], %[[DWB]], %[[DBB]]
func.func @bf16_const(%x: tensor<256x16xbf16>, %w: tensor<16x1024xbf16>, %b: tensor<1024xbf16>, %labels: tensor<256xi32>) -> (tensor<f32>, tensor<256x16xbf16>, tensor<16x1024xbf16>, tensor<1024xbf16>) {
  %v1 = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xbf16>, tensor<16x1024xbf16>) -> tensor<256x1024xbf16>
  %v2 = "stablehlo.broadcast_in_dim"(%b) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1024xbf16>) -> tensor<256x1024xbf16>
  %v3 = "stablehlo.add"(%v1, %v2) : (tensor<256x1024xbf16>, tensor<256x1024xbf16>) -> tensor<256x1024xbf16>
  %v4 = "stablehlo.convert"(%v3) : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
  %v5 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %v6 = "stablehlo.reduce"(%v4, %v5) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.maximum"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v7 = "stablehlo.broadcast_in_dim"(%v6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
  %v8 = "stablehlo.broadcast_in_dim"(%v7) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v9 = "stablehlo.subtract"(%v4, %v8) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v10 = "stablehlo.exponential"(%v9) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %v12 = "stablehlo.reduce"(%v10, %v11) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v13 = "stablehlo.broadcast_in_dim"(%v12) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
  %v14 = "stablehlo.log"(%v13) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v15 = "stablehlo.broadcast_in_dim"(%v14) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v16 = "stablehlo.subtract"(%v9, %v15) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v17 = "stablehlo.reshape"(%labels) : (tensor<256xi32>) -> tensor<256x1x1xi32>
  %v18 = "stablehlo.gather"(%v16, %v17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1024xf32>, tensor<256x1x1xi32>) -> tensor<256x1xf32>
  %v19 = "stablehlo.negate"(%v18) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v20 = "stablehlo.reduce"(%v19, %v11) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1xf32>, tensor<f32>) -> tensor<f32>
  %v21 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
  %v22 = "stablehlo.divide"(%v20, %v21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %v23 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %v24 = "stablehlo.divide"(%v23, %v21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %v25 = "stablehlo.broadcast_in_dim"(%v24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1xf32>
  %v26 = "stablehlo.negate"(%v25) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<256x1024xf32>}> : () -> tensor<256x1024xf32>
  %v28 = "stablehlo.scatter"(%v27, %v17, %v26) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v29 = "stablehlo.negate"(%v28) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v30 = "stablehlo.reduce"(%v29, %v11) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v31 = "stablehlo.reshape"(%v30) : (tensor<256xf32>) -> tensor<256x1xf32>
  %v32 = "stablehlo.divide"(%v31, %v13) : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
  %v33 = "stablehlo.reshape"(%v32) : (tensor<256x1xf32>) -> tensor<256xf32>
  %v34 = "stablehlo.broadcast_in_dim"(%v33) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1024xf32>
  %v35 = "stablehlo.multiply"(%v34, %v10) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v36 = "stablehlo.add"(%v28, %v35) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v37 = "stablehlo.convert"(%v36) : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
  %v38 = "stablehlo.dot_general"(%v37, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<256x1024xbf16>, tensor<16x1024xbf16>) -> tensor<256x16xbf16>
  %v39 = "stablehlo.dot_general"(%x, %v37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xbf16>, tensor<256x1024xbf16>) -> tensor<16x1024xbf16>
  %v40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
  %v41 = "stablehlo.reduce"(%v37, %v40) <{dimensions = array<i64: 0>}> ({
  ^bb0(%lhs: tensor<bf16>, %rhs: tensor<bf16>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    "stablehlo.return"(%r) : (tensor<bf16>) -> ()
  }) : (tensor<256x1024xbf16>, tensor<bf16>) -> tensor<1024xbf16>
  return %v22, %v38, %v39, %v41 : tensor<f32>, tensor<256x16xbf16>, tensor<16x1024xbf16>, tensor<1024xbf16>
}
