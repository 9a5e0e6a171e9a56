// The training step of linear + softmax cross-entropy as JAX lowers
// jax.value_and_grad of mean(-take_along_axis(log_softmax(x @ w + b), labels)):
// B*T = 256 tokens, C = 64 features, V = 1000 classes, f32, the tangent %g of
// the loss as an argument. Made by `bench/auto_chunk_gen.py` (defaults).
// Returns the loss and the gradients of x, w and b. Labels must be < 1000.
//
// The [256x1000] logits are only 3.2 times the bytes of x and w, under the
// default amplify-ratio of 8; to chunk them:
//   hlomem-opt linear_ce_step.mlir \
//     --hlomem-auto-chunk='amplify-ratio=3 min-bytes=0 num-chunks=3 stats' \
//     --hlomem-memory-report
module {
  func.func @main(%x: tensor<256x64xf32>, %w: tensor<64x1000xf32>, %b: tensor<1000xf32>, %labels: tensor<256xi32>, %g: tensor<f32>) -> (tensor<f32>, tensor<256x64xf32>, tensor<64x1000xf32>, tensor<1000xf32>) {
    %v1 = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x64xf32>, tensor<64x1000xf32>) -> tensor<256x1000xf32>
    %v2 = "stablehlo.broadcast_in_dim"(%b) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1000xf32>) -> tensor<256x1000xf32>
    %v3 = "stablehlo.add"(%v1, %v2) : (tensor<256x1000xf32>, tensor<256x1000xf32>) -> tensor<256x1000xf32>
    %v4 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %v5 = "stablehlo.reduce"(%v3, %v4) <{dimensions = array<i64: 1>}> ({
    ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
      %r = "stablehlo.maximum"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<256x1000xf32>, tensor<f32>) -> tensor<256xf32>
    %v6 = "stablehlo.broadcast_in_dim"(%v5) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
    %v7 = "stablehlo.broadcast_in_dim"(%v6) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x1000xf32>
    %v8 = "stablehlo.subtract"(%v3, %v7) : (tensor<256x1000xf32>, tensor<256x1000xf32>) -> tensor<256x1000xf32>
    %v9 = "stablehlo.exponential"(%v8) : (tensor<256x1000xf32>) -> tensor<256x1000xf32>
    %v10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %v11 = "stablehlo.reduce"(%v9, %v10) <{dimensions = array<i64: 1>}> ({
    ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
      %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<256x1000xf32>, tensor<f32>) -> tensor<256xf32>
    %v12 = "stablehlo.broadcast_in_dim"(%v11) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
    %v13 = "stablehlo.log"(%v12) : (tensor<256x1xf32>) -> tensor<256x1xf32>
    %v14 = "stablehlo.broadcast_in_dim"(%v13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x1000xf32>
    %v15 = "stablehlo.subtract"(%v8, %v14) : (tensor<256x1000xf32>, tensor<256x1000xf32>) -> tensor<256x1000xf32>
    %v16 = "stablehlo.reshape"(%labels) : (tensor<256xi32>) -> tensor<256x1x1xi32>
    %v17 = "stablehlo.gather"(%v15, %v16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1000xf32>, tensor<256x1x1xi32>) -> tensor<256x1xf32>
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
    %v25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<256x1000xf32>}> : () -> tensor<256x1000xf32>
    %v26 = "stablehlo.scatter"(%v25, %v16, %v24) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, indices_are_sorted = false, unique_indices = false}> ({
    ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
      %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<256x1000xf32>, tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x1000xf32>
    %v27 = "stablehlo.negate"(%v26) : (tensor<256x1000xf32>) -> tensor<256x1000xf32>
    %v28 = "stablehlo.reduce"(%v27, %v10) <{dimensions = array<i64: 1>}> ({
    ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
      %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<256x1000xf32>, tensor<f32>) -> tensor<256xf32>
    %v29 = "stablehlo.reshape"(%v28) : (tensor<256xf32>) -> tensor<256x1xf32>
    %v30 = "stablehlo.divide"(%v29, %v12) : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
    %v31 = "stablehlo.reshape"(%v30) : (tensor<256x1xf32>) -> tensor<256xf32>
    %v32 = "stablehlo.broadcast_in_dim"(%v31) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1000xf32>
    %v33 = "stablehlo.multiply"(%v32, %v9) : (tensor<256x1000xf32>, tensor<256x1000xf32>) -> tensor<256x1000xf32>
    %v34 = "stablehlo.add"(%v26, %v33) : (tensor<256x1000xf32>, tensor<256x1000xf32>) -> tensor<256x1000xf32>
    %v35 = "stablehlo.dot_general"(%v34, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<256x1000xf32>, tensor<64x1000xf32>) -> tensor<256x64xf32>
    %v36 = "stablehlo.dot_general"(%x, %v34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<256x64xf32>, tensor<256x1000xf32>) -> tensor<64x1000xf32>
    %v37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %v38 = "stablehlo.reduce"(%v34, %v37) <{dimensions = array<i64: 0>}> ({
    ^bb0(%lhs: tensor<f32>, %rhs: tensor<f32>):
      %r = "stablehlo.add"(%lhs, %rhs) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<256x1000xf32>, tensor<f32>) -> tensor<1000xf32>
    return %v21, %v35, %v36, %v38 : tensor<f32>, tensor<256x64xf32>, tensor<64x1000xf32>, tensor<1000xf32>
  }
}
