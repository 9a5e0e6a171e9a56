// Row-aligned gathers and scatters: indices whose row component is an iota
// along their batch dimension, concatenated with the labels, as torch_xla
// and JAX before batching dimensions write take_along_axis. Lookup r reads
// row r of the chunked operand, so per chunk the indices are rebuilt from
// an iota of the chunk's own rows, counting from 0 (no chunk offset), and
// the labels are sliced like any chunked input.
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='num-chunks=4 min-bytes=0 amplify-ratio=2' | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='num-chunks=4 min-bytes=0 amplify-ratio=2' | FileCheck %s --check-prefix=CALLER
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='num-chunks=4 min-bytes=0 amplify-ratio=2 stats' --verify-diagnostics -o /dev/null

// torch_xla's form: concatenate(iota, reshape(labels)) picks each row's
// label; its transpose scatters into zeros with the same indices. Both
// run per chunk on one rebuilt index; the caller slices the labels (after
// their reshape) and the scattered values, and keeps no iota.
// CALLER-LABEL: func.func @aligned(
// CALLER-NOT: stablehlo.iota
// CALLER-NOT: tensor<16x2xi64>
// CALLER: func.func private @aligned__chunk0(
// CHECK-LABEL: func.func @aligned(
// CHECK-SAME: %[[X:[^:]*]]: tensor<16x4xf32>, %[[W:[^:]*]]: tensor<4x64xf32>, %[[L:[^:]*]]: tensor<16xi64>, %[[G:[^:]*]]: tensor<16xf32>)
// CHECK: %[[COLS:.*]] = stablehlo.reshape %[[L]] : (tensor<16xi64>) -> tensor<16x1xi64>
// CHECK: %[[X0:.*]] = stablehlo.slice %[[X]] [0:4{{(:[0-9]+)?}}, 0:4{{(:[0-9]+)?}}]
// CHECK: %[[C0:.*]] = stablehlo.slice %[[COLS]] [0:4{{(:[0-9]+)?}}, 0:1{{(:[0-9]+)?}}]
// CHECK: %[[G0:.*]] = stablehlo.slice %[[G]] [0:4{{(:[0-9]+)?}}]
// CHECK: call @aligned__chunk0(%[[X0]], %[[W]], %[[C0]], %[[G0]], %{{.*}}) : (tensor<4x4xf32>, tensor<4x64xf32>, tensor<4x1xi64>, tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<4x4xf32>)
// CHECK: %[[C3:.*]] = stablehlo.slice %[[COLS]] [12:16{{(:[0-9]+)?}}, 0:1{{(:[0-9]+)?}}]
// CHECK: %[[P3:.*]]:7 = stablehlo.optimization_barrier {{.*}}, %[[W]], %[[C3]], {{.*}}
// CHECK-NEXT: call @aligned__chunk0(%[[P3]]#0, %[[P3]]#1, %[[P3]]#2, %[[P3]]#3, %[[P3]]#4)
// CHECK: return
// CHECK-LABEL: func.func private @aligned__chunk0(
// CHECK-SAME: %{{[^:]*}}: tensor<4x4xf32>, %{{[^:]*}}: tensor<4x64xf32>, %[[CL:[^:]*]]: tensor<4x1xi64>, %[[CG:[^:]*]]: tensor<4xf32>, %[[ZS:[^:]*]]: tensor<f32>)
// CHECK: %[[Y:.*]] = stablehlo.dot_general
// CHECK: %[[ROWS:.*]] = stablehlo.iota dim = 0 : tensor<4x1xi64>
// CHECK-NEXT: %[[IDX:.*]] = stablehlo.concatenate %[[ROWS]], %[[CL]], dim = 1 : (tensor<4x1xi64>, tensor<4x1xi64>) -> tensor<4x2xi64>
// CHECK-NEXT: "stablehlo.gather"(%[[Y]], %[[IDX]]) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x64xf32>, tensor<4x2xi64>) -> tensor<4xf32>
// CHECK: %[[Z:.*]] = stablehlo.broadcast_in_dim %[[ZS]], dims = [] : (tensor<f32>) -> tensor<4x64xf32>
// CHECK-NEXT: "stablehlo.scatter"(%[[Z]], %[[IDX]], %[[CG]])
// CHECK: -> tensor<4x64xf32>
// CHECK: return
// expected-remark@+2 {{chunked the tensor<16x64xf32> result of stablehlo.dot_general along dim 0 into 4 chunks of 4 as 4 calls to @aligned__chunk0: 7 ops, inputs 3 sliced + 2 whole, outputs 2 concatenated}}
func.func @aligned(%x: tensor<16x4xf32>, %w: tensor<4x64xf32>, %labels: tensor<16xi64>, %g: tensor<16xf32>) -> (tensor<16xf32>, tensor<16x4xf32>) {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  %rows = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16x1xi64>
  %cols = "stablehlo.reshape"(%labels) : (tensor<16xi64>) -> tensor<16x1xi64>
  %idx = "stablehlo.concatenate"(%rows, %cols) <{dimension = 1 : i64}> : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
  %picked = "stablehlo.gather"(%y, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xf32>, tensor<16x2xi64>) -> tensor<16xf32>
  %zeros = "stablehlo.constant"() <{value = dense<0.0> : tensor<16x64xf32>}> : () -> tensor<16x64xf32>
  %dy = "stablehlo.scatter"(%zeros, %idx, %g) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<16x64xf32>, tensor<16x2xi64>, tensor<16xf32>) -> tensor<16x64xf32>
  %d = "stablehlo.subtract"(%dy, %e) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
  %dx = "stablehlo.dot_general"(%d, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<16x64xf32>, tensor<4x64xf32>) -> tensor<16x4xf32>
  return %picked, %dx : tensor<16xf32>, tensor<16x4xf32>
}

// -----

// JAX's form before batching dimensions: [R, 1, 2] indices along
// index_vector_dim 2, an i32 iota of [R] broadcast to [R, 1, 1].
// CHECK-LABEL: func.func private @jax__chunk0(
// CHECK-SAME: %[[CL:[^:]*]]: tensor<4x1x1xi32>) -> tensor<4x1xf32>
// CHECK: %[[IOTA:.*]] = stablehlo.iota dim = 0 : tensor<4xi32>
// CHECK-NEXT: %[[ROWS:.*]] = stablehlo.broadcast_in_dim %[[IOTA]], dims = [0] : (tensor<4xi32>) -> tensor<4x1x1xi32>
// CHECK-NEXT: %[[IDX:.*]] = stablehlo.concatenate %[[ROWS]], %[[CL]], dim = 2
// CHECK-NEXT: "stablehlo.gather"(%{{.*}}, %[[IDX]]) {{.*}} : (tensor<4x64xf32>, tensor<4x1x2xi32>) -> tensor<4x1xf32>
// expected-remark@+2 {{into 4 chunks of 4 as 4 calls to @jax__chunk0}}
func.func @jax(%x: tensor<16x4xf32>, %w: tensor<4x64xf32>, %labels: tensor<16xi32>) -> tensor<16x1xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  %iota = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xi32>
  %rows = "stablehlo.broadcast_in_dim"(%iota) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1x1xi32>
  %cols = "stablehlo.reshape"(%labels) : (tensor<16xi32>) -> tensor<16x1x1xi32>
  %idx = "stablehlo.concatenate"(%rows, %cols) <{dimension = 2 : i64}> : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x2xi32>
  %picked = "stablehlo.gather"(%e, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xf32>, tensor<16x1x2xi32>) -> tensor<16x1xf32>
  return %picked : tensor<16x1xf32>
}

// -----

// The row number reached through a transpose and an integer convert, as
// the second index component (start_index_map = [1, 0]): the whole chain
// is rebuilt at the chunk's size.
// CHECK-LABEL: func.func private @moved__chunk0(
// CHECK-SAME: %[[CL:[^:]*]]: tensor<4x1xi64>) -> tensor<4xf32>
// CHECK: %[[IOTA:.*]] = stablehlo.iota dim = 1 : tensor<1x4xi32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[IOTA]], dims = [1, 0] : (tensor<1x4xi32>) -> tensor<4x1xi32>
// CHECK-NEXT: %[[ROWS:.*]] = stablehlo.convert %[[T]] : (tensor<4x1xi32>) -> tensor<4x1xi64>
// CHECK-NEXT: %[[IDX:.*]] = stablehlo.concatenate %[[CL]], %[[ROWS]], dim = 1
// CHECK-NEXT: "stablehlo.gather"(%{{.*}}, %[[IDX]])
// expected-remark@+2 {{into 4 chunks of 4 as 4 calls to @moved__chunk0}}
func.func @moved(%x: tensor<16x4xf32>, %w: tensor<4x64xf32>, %labels: tensor<16x1xi64>) -> tensor<16xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  %iota = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x16xi32>
  %t = "stablehlo.transpose"(%iota) <{permutation = array<i64: 1, 0>}> : (tensor<1x16xi32>) -> tensor<16x1xi32>
  %rows = "stablehlo.convert"(%t) : (tensor<16x1xi32>) -> tensor<16x1xi64>
  %idx = "stablehlo.concatenate"(%labels, %rows) <{dimension = 1 : i64}> : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
  %picked = "stablehlo.gather"(%e, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xf32>, tensor<16x2xi64>) -> tensor<16xf32>
  return %picked : tensor<16xf32>
}

// -----

// The diagonal: one iota is both components. As the row component it
// counts the chunk's rows from 0; as the column index into the whole
// dimension 1 it is data, and counts the full value's rows: the chunk's
// start is added (passed as a last i64 argument).
// CHECK-LABEL: func.func @diagonal(
// CHECK: %[[S1:.*]] = stablehlo.constant dense<4> : tensor<i64>
// CHECK-NEXT: %[[P1:.*]]:4 = stablehlo.optimization_barrier %{{.*}}, %{{.*}}, %[[S1]], %{{.*}}
// CHECK-NEXT: call @diagonal__chunk0(%[[P1]]#0, %[[P1]]#1, %[[P1]]#2)
// CHECK-LABEL: func.func private @diagonal__chunk0(
// CHECK-SAME: %[[START:[^:]*]]: tensor<i64>) -> tensor<4xf32>
// CHECK: %[[LOCAL:.*]] = stablehlo.iota dim = 0 : tensor<4x1xi64>
// CHECK-NEXT: %[[IOTA:.*]] = stablehlo.iota dim = 0 : tensor<4x1xi64>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[START]]
// CHECK-NEXT: %[[GLOBAL:.*]] = stablehlo.add %[[IOTA]], %[[B]]
// CHECK-NEXT: %[[IDX:.*]] = stablehlo.concatenate %[[LOCAL]], %[[GLOBAL]], dim = 1
// CHECK-NEXT: "stablehlo.gather"(%{{.*}}, %[[IDX]])
// expected-remark@+2 {{into 4 chunks of 4 as 4 calls to @diagonal__chunk0}}
func.func @diagonal(%x: tensor<16x4xf32>, %w: tensor<4x64xf32>) -> tensor<16xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  %rows = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16x1xi64>
  %idx = "stablehlo.concatenate"(%rows, %rows) <{dimension = 1 : i64}> : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
  %picked = "stablehlo.gather"(%e, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xf32>, tensor<16x2xi64>) -> tensor<16xf32>
  return %picked : tensor<16xf32>
}

// -----

// Indices also used outside the region stay where they are for that use;
// the chunks rebuild their own.
// CHECK-LABEL: func.func @shared(
// CHECK: %[[ROWS:.*]] = stablehlo.iota dim = 0 : tensor<16x1xi64>
// CHECK-NEXT: %[[IDX:.*]] = stablehlo.concatenate %[[ROWS]], %{{.*}}, dim = 1 : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
// CHECK: %[[P:.*]] = stablehlo.concatenate 
// CHECK-NEXT: return %[[P]], %[[IDX]]
// CHECK-LABEL: func.func private @shared__chunk0(
// CHECK: stablehlo.iota dim = 0 : tensor<4x1xi64>
// CHECK-NEXT: stablehlo.concatenate
// CHECK-NEXT: "stablehlo.gather"
// expected-remark@+2 {{into 4 chunks of 4 as 4 calls to @shared__chunk0}}
func.func @shared(%x: tensor<16x4xf32>, %w: tensor<4x64xf32>, %labels: tensor<16x1xi64>) -> (tensor<16xf32>, tensor<16x2xi64>) {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  %rows = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16x1xi64>
  %idx = "stablehlo.concatenate"(%rows, %labels) <{dimension = 1 : i64}> : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
  %picked = "stablehlo.gather"(%e, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xf32>, tensor<16x2xi64>) -> tensor<16xf32>
  return %picked, %idx : tensor<16xf32>, tensor<16x2xi64>
}
