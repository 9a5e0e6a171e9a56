// The training step of linear + softmax cross-entropy as JAX lowers
// jax.value_and_grad (bench/auto_chunk_gen.py --c 16 --v 1024): forward and
// backward, bias, mean, the tangent %g as an argument, f32. The [256x1024]
// logits are the amplifier; the pass cuts them into 4 chunks of 64 rows.
// RUN: hlomem-opt %s --hlomem-auto-chunk=num-chunks=4 | FileCheck %s
// RUN: hlomem-opt %s --hlomem-auto-chunk='num-chunks=4 stats' -o /dev/null --verify-diagnostics
// The output parses again, and a second run leaves it alone: the outlined
// function is marked and not chunked again.
// RUN: hlomem-opt %s --hlomem-auto-chunk=num-chunks=4 | hlomem-opt --hlomem-auto-chunk=stats 2>&1 | FileCheck %s --check-prefix=AGAIN
// AGAIN-NOT: remark
// AGAIN-NOT: __chunk1

// The caller slices x and the labels' indices per chunk, passes w and b
// whole, calls, sums the partial dW and db as they come, concatenates the
// per-row log-likelihoods and dx, and scales the gradients by the seed
// g / 256 once, right before they are returned. Each call after the
// first reads its operands through an optimization_barrier that also holds
// what the chunk before it left (its two pieces, the running dW and db),
// so that no two chunks can overlap once XLA inlines the calls; the sums
// and concatenations read the barrier's copies.
// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[X:[^:]*]]: tensor<256x16xf32>, %[[W:[^:]*]]: tensor<16x1024xf32>, %[[B:[^:]*]]: tensor<1024xf32>, %[[L:[^:]*]]: tensor<256xi32>, %[[G:[^:]*]]: tensor<f32>)
// CHECK: %[[IDX:.*]] = stablehlo.reshape %[[L]]
// CHECK: %[[X0:.*]] = stablehlo.slice %[[X]] [0:64, 0:16]
// CHECK: %[[I0:.*]] = stablehlo.slice %[[IDX]] [0:64{{(:[0-9]+)?}}, 0:1{{(:[0-9]+)?}}, 0:1{{(:[0-9]+)?}}]
// CHECK: %[[C0:.*]]:4 = call @main__chunk0(%[[X0]], %[[W]], %[[B]], %[[I0]], %[[Z:.*]]) : (tensor<64x16xf32>, tensor<16x1024xf32>, tensor<1024xf32>, tensor<64x1x1xi32>, tensor<f32>) -> (tensor<64x1xf32>, tensor<64x16xf32>, tensor<16x1024xf32>, tensor<1024xf32>)
// CHECK: %[[X1:.*]] = stablehlo.slice %[[X]] [64:128{{(:[0-9]+)?}}, 0:16{{(:[0-9]+)?}}]
// CHECK: %[[I1:.*]] = stablehlo.slice %[[IDX]]
// CHECK-NEXT: %[[P1:.*]]:9 = stablehlo.optimization_barrier %[[X1]], %[[W]], %[[B]], %[[I1]], %[[Z]], %[[C0]]#0, %[[C0]]#1, %[[C0]]#2, %[[C0]]#3 : tensor<64x16xf32>, tensor<16x1024xf32>, tensor<1024xf32>, tensor<64x1x1xi32>, tensor<f32>, tensor<64x1xf32>, tensor<64x16xf32>, tensor<16x1024xf32>, tensor<1024xf32>
// CHECK-NEXT: %[[C1:.*]]:4 = call @main__chunk0(%[[P1]]#0, %[[P1]]#1, %[[P1]]#2, %[[P1]]#3, %[[P1]]#4)
// CHECK-NEXT: %[[DW1:.*]] = stablehlo.add %[[P1]]#7, %[[C1]]#2
// CHECK-NEXT: %[[DB1:.*]] = stablehlo.add %[[P1]]#8, %[[C1]]#3
// CHECK: %[[P2:.*]]:9 = stablehlo.optimization_barrier %{{.*}}, %[[W]], %[[B]], %{{.*}}, %[[Z]], %[[C1]]#0, %[[C1]]#1, %[[DW1]], %[[DB1]]
// CHECK-NEXT: %[[C2:.*]]:4 = call @main__chunk0(%[[P2]]#0, %[[P2]]#1, %[[P2]]#2, %[[P2]]#3, %[[P2]]#4)
// CHECK-NEXT: %[[DW2:.*]] = stablehlo.add %[[P2]]#7, %[[C2]]#2
// CHECK-NEXT: %[[DB2:.*]] = stablehlo.add %[[P2]]#8, %[[C2]]#3
// CHECK: %[[X3:.*]] = stablehlo.slice %[[X]] [192:256{{(:[0-9]+)?}}, 0:16{{(:[0-9]+)?}}]
// CHECK: %[[P3:.*]]:9 = stablehlo.optimization_barrier %[[X3]], %[[W]], %[[B]], %{{.*}}, %[[Z]], %[[C2]]#0, %[[C2]]#1, %[[DW2]], %[[DB2]]
// CHECK-NEXT: %[[C3:.*]]:4 = call @main__chunk0(%[[P3]]#0, %[[P3]]#1, %[[P3]]#2, %[[P3]]#3, %[[P3]]#4)
// CHECK-NEXT: %[[DW3:.*]] = stablehlo.add %[[P3]]#7, %[[C3]]#2
// CHECK-NEXT: %[[DB3:.*]] = stablehlo.add %[[P3]]#8, %[[C3]]#3
// CHECK-NEXT: %[[P4:.*]]:4 = stablehlo.optimization_barrier %[[C3]]#0, %[[C3]]#1, %[[DW3]], %[[DB3]]
// CHECK: %[[NLL:.*]] = stablehlo.concatenate %[[P1]]#5, %[[P2]]#5, %[[P3]]#5, %[[P4]]#0, dim = 0 {{.*}} -> tensor<256x1xf32>
// CHECK: %[[DX:.*]] = stablehlo.concatenate %[[P1]]#6, %[[P2]]#6, %[[P3]]#6, %[[P4]]#1, dim = 0 {{.*}} -> tensor<256x16xf32>
// CHECK: stablehlo.negate %[[NLL]]
// CHECK: %[[LOSS:.*]] = stablehlo.divide
// CHECK: %[[S:.*]] = stablehlo.divide %[[G]],
// CHECK: %[[SX:.*]] = stablehlo.broadcast_in_dim %[[S]]{{.*}}-> tensor<256x16xf32>
// CHECK: %[[DXS:.*]] = stablehlo.multiply %[[DX]], %[[SX]]
// CHECK: %[[SW:.*]] = stablehlo.broadcast_in_dim %[[S]]{{.*}}-> tensor<16x1024xf32>
// CHECK: %[[DWS:.*]] = stablehlo.multiply %[[P4]]#2, %[[SW]]
// CHECK: %[[SB:.*]] = stablehlo.broadcast_in_dim %[[S]]{{.*}}-> tensor<1024xf32>
// CHECK: %[[DBS:.*]] = stablehlo.multiply %[[P4]]#3, %[[SB]]
// CHECK: return %[[LOSS]], %[[DXS]], %[[DWS]], %[[DBS]]
// CHECK-NOT: stablehlo.dot_general
// CHECK-NOT: stablehlo.scatter

// One chunk: the forward and backward of 64 rows, with the seed replaced
// by 1.0 and the zero-initialised scatter rebuilt at the chunk's shape,
// broadcast from the scalar the call passes (through the barrier: a value
// of its own per chunk, which XLA's CSE cannot merge across chunks).
// Properties survive outlining.
// CHECK-LABEL: func.func private @main__chunk0(
// CHECK-SAME: %[[CX:[^:]*]]: tensor<64x16xf32>, %[[CW:[^:]*]]: tensor<16x1024xf32>, %[[CB:[^:]*]]: tensor<1024xf32>, %[[CI:[^:]*]]: tensor<64x1x1xi32>, %[[CZ:[^:]*]]: tensor<f32>)
// CHECK-SAME: -> (tensor<64x1xf32>, tensor<64x16xf32>, tensor<16x1024xf32>, tensor<1024xf32>) attributes {hlomem.auto_chunk = true}
// CHECK: %[[Y:.*]] = stablehlo.dot_general %[[CX]], %[[CW]], contracting_dims = [1] x [0] : (tensor<64x16xf32>, tensor<16x1024xf32>) -> tensor<64x1024xf32>
// CHECK: stablehlo.broadcast_in_dim %[[CB]], dims = [1] : (tensor<1024xf32>) -> tensor<64x1024xf32>
// CHECK: stablehlo.reduce({{.*}}) applies stablehlo.maximum across dimensions = [1]
// CHECK-SAME: -> tensor<64xf32>
// CHECK: stablehlo.exponential{{.*}} : tensor<64x1024xf32>
// CHECK: %[[PICK:.*]] = "stablehlo.gather"({{.*}}, %[[CI]]) <{dimension_numbers = #stablehlo.gather<{{.*}}operand_batching_dims = [0]{{.*}}>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<64x1024xf32>, tensor<64x1x1xi32>) -> tensor<64x1xf32>
// CHECK: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK: %[[SEED:.*]] = stablehlo.broadcast_in_dim %[[ONE]]{{.*}}-> tensor<64x1xf32>
// CHECK: %[[NEG:.*]] = stablehlo.negate %[[SEED]]
// CHECK: %[[ZEROS:.*]] = stablehlo.broadcast_in_dim %[[CZ]], dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
// CHECK: %[[DLOGP:.*]] = "stablehlo.scatter"(%[[ZEROS]], %[[CI]], %[[NEG]])
// CHECK: %[[DL:.*]] = stablehlo.add %[[DLOGP]], {{.*}} : tensor<64x1024xf32>
// CHECK: %[[CDX:.*]] = stablehlo.dot_general %[[DL]], %[[CW]]{{.*}}-> tensor<64x16xf32>
// CHECK: %[[CDW:.*]] = stablehlo.dot_general %[[CX]], %[[DL]]{{.*}}-> tensor<16x1024xf32>
// CHECK: %[[CDB:.*]] = stablehlo.reduce(%[[DL]] init: {{.*}}across dimensions = [0]
// CHECK: return %[[PICK]], %[[CDX]], %[[CDW]], %[[CDB]]
// CHECK-NOT: func.func

// expected-remark-re@+2 {{chunked the tensor<256x1024xf32> result of stablehlo.dot_general along dim 0 into 4 chunks of 64 as 4 calls to @main__chunk0: 28 ops, inputs 2 sliced + 3 whole, outputs 2 concatenated + 2 summed + 0 max/min, scaled by the seed; per-chunk peak {{.*}}; calls serialized by 4 optimization barriers}}
func.func @main(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>, %b: tensor<1024xf32>, %labels: tensor<256xi32>, %g: tensor<f32>) -> (tensor<f32>, tensor<256x16xf32>, tensor<16x1024xf32>, tensor<1024xf32>) {
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
  %v22 = "stablehlo.divide"(%g, %v20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %v23 = "stablehlo.broadcast_in_dim"(%v22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1xf32>
  %v24 = "stablehlo.negate"(%v23) : (tensor<256x1xf32>) -> tensor<256x1xf32>
  %v25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<256x1024xf32>}> : () -> tensor<256x1024xf32>
  %v26 = "stablehlo.scatter"(%v25, %v16, %v24) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x1024xf32>
  %v27 = "stablehlo.negate"(%v26) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v28 = "stablehlo.reduce"(%v27, %v10) <{dimensions = array<i64: 1>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  %v29 = "stablehlo.reshape"(%v28) : (tensor<256xf32>) -> tensor<256x1xf32>
  %v30 = "stablehlo.divide"(%v29, %v12) : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
  %v31 = "stablehlo.reshape"(%v30) : (tensor<256x1xf32>) -> tensor<256xf32>
  %v32 = "stablehlo.broadcast_in_dim"(%v31) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1024xf32>
  %v33 = "stablehlo.multiply"(%v32, %v9) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v34 = "stablehlo.add"(%v26, %v33) : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %v35 = "stablehlo.dot_general"(%v34, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<256x1024xf32>, tensor<16x1024xf32>) -> tensor<256x16xf32>
  %v36 = "stablehlo.dot_general"(%x, %v34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<256x1024xf32>) -> tensor<16x1024xf32>
  %v37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %v38 = "stablehlo.reduce"(%v34, %v37) <{dimensions = array<i64: 0>}> ({
  ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
    %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<1024xf32>
  return %v21, %v35, %v36, %v38 : tensor<f32>, tensor<256x16xf32>, tensor<16x1024xf32>, tensor<1024xf32>
}
