// Gathers whose row component cannot be proved to be the row number:
// the pass refuses, says why under --hlomem-explain, and leaves the IR as
// it was.
// RUN: hlomem-opt %s --split-input-file --hlomem-explain --hlomem-auto-chunk='num-chunks=4 min-bytes=0 amplify-ratio=2' -o /dev/null 2>&1 | FileCheck %s
// RUN: hlomem-opt %s --split-input-file -o %t.before
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='num-chunks=4 min-bytes=0 amplify-ratio=2' -o %t.after
// RUN: diff %t.before %t.after

// An iota along the index vector: every lookup reads rows 0 and 1. The
// reason is given where the rows are chunked (dim 0), not for dim 1.
// CHECK: rows-refused.mlir:[[@LINE+2]]:8: remark: hlomem-auto-chunk: cannot chunk the tensor<16x64xf32> result of stablehlo.dot_general: along dim 0, the tensor<16x64xf32> value of stablehlo.exponential at {{[^ ]*}} escapes into stablehlo.gather at {{[^ ]*}}, whose operands cannot be chunked alike (index component 0 is not the row number alone along indices dim 0: stablehlo.iota at {{.*}}rows-refused.mlir:[[@LINE+4]]:10 counts along dim 1, not 0); along dim 1, the tensor<16x64xf32> value of stablehlo.exponential at {{[^ ]*}} escapes into stablehlo.gather at {{[^ ]*}}, whose operands cannot be chunked alike{{$}}
func.func @wrong_dim(%x: tensor<16x4xf32>, %w: tensor<4x64xf32>) -> tensor<16xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  %idx = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<16x2xi64>
  %picked = "stablehlo.gather"(%e, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xf32>, tensor<16x2xi64>) -> tensor<16xf32>
  return %picked : tensor<16xf32>
}

// -----

// Row r + 1: the next chunk's first row is not in this chunk.
// CHECK: rows-refused.mlir:[[@LINE+2]]:8: remark: {{.*}} escapes into stablehlo.gather at {{[^ ]*}}, whose operands cannot be chunked alike (index component 0 is not the row number alone along indices dim 0: it is computed by stablehlo.add at {{.*}}rows-refused.mlir:[[@LINE+6]]:11);
func.func @shifted(%x: tensor<16x4xf32>, %w: tensor<4x64xf32>, %labels: tensor<16x1xi64>) -> tensor<16xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  %iota = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16x1xi64>
  %one = "stablehlo.constant"() <{value = dense<1> : tensor<16x1xi64>}> : () -> tensor<16x1xi64>
  %rows = "stablehlo.add"(%iota, %one) : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x1xi64>
  %idx = "stablehlo.concatenate"(%rows, %labels) <{dimension = 1 : i64}> : (tensor<16x1xi64>, tensor<16x1xi64>) -> tensor<16x2xi64>
  %picked = "stablehlo.gather"(%e, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xf32>, tensor<16x2xi64>) -> tensor<16xf32>
  return %picked : tensor<16xf32>
}

// -----

// An iota of 8 rows into 16: the lookups do not cover the chunks alike.
// CHECK: rows-refused.mlir:[[@LINE+2]]:8: remark: {{.*}} escapes into stablehlo.gather at {{[^ ]*}}, whose operands cannot be chunked alike (index component 0 numbers 8 rows, operand dim 0 has 16);
func.func @fewer_rows(%x: tensor<16x4xf32>, %w: tensor<4x64xf32>, %labels: tensor<8x1xi64>) -> tensor<8xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  %rows = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8x1xi64>
  %idx = "stablehlo.concatenate"(%rows, %labels) <{dimension = 1 : i64}> : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x2xi64>
  %picked = "stablehlo.gather"(%e, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xf32>, tensor<8x2xi64>) -> tensor<8xf32>
  return %picked : tensor<8xf32>
}

// -----

// An i4 iota cannot count 16 rows: it would wrap.
// CHECK: rows-refused.mlir:[[@LINE+2]]:8: remark: {{.*}} escapes into stablehlo.gather at {{[^ ]*}}, whose operands cannot be chunked alike (index component 0 is not the row number alone along indices dim 0: its type tensor<16x2xi4> cannot number 16 rows);
func.func @narrow(%x: tensor<16x4xf32>, %w: tensor<4x64xf32>, %labels: tensor<16x1xi4>) -> tensor<16xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  %rows = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16x1xi4>
  %idx = "stablehlo.concatenate"(%rows, %labels) <{dimension = 1 : i64}> : (tensor<16x1xi4>, tensor<16x1xi4>) -> tensor<16x2xi4>
  %picked = "stablehlo.gather"(%e, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xf32>, tensor<16x2xi4>) -> tensor<16xf32>
  return %picked : tensor<16xf32>
}

// -----

// Indices passed in: nothing says what they hold.
// CHECK: rows-refused.mlir:[[@LINE+2]]:8: remark: {{.*}} escapes into stablehlo.gather at {{[^ ]*}}, whose operands cannot be chunked alike (index component 0 is not the row number alone along indices dim 0: it is argument #2);
func.func @data(%x: tensor<16x4xf32>, %w: tensor<4x64xf32>, %idx: tensor<16x2xi64>) -> tensor<16xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  %picked = "stablehlo.gather"(%e, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xf32>, tensor<16x2xi64>) -> tensor<16xf32>
  return %picked : tensor<16xf32>
}

// -----

// One iota as both components: rebuilt for the chunk, it would renumber
// the column too, which indexes the whole dim 1 and must count all rows.
// CHECK: rows-refused.mlir:[[@LINE+2]]:8: remark: {{.*}} escapes into stablehlo.gather at {{[^ ]*}}, whose operands cannot be chunked alike (index component 0 is not the row number alone along indices dim 0: stablehlo.iota at {{.*}}rows-refused.mlir:[[@LINE+4]]:10 fills the other components too);
func.func @iota_both(%x: tensor<16x4xf32>, %w: tensor<4x64xf32>) -> tensor<16xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  %idx = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16x2xi64>
  %picked = "stablehlo.gather"(%e, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xf32>, tensor<16x2xi64>) -> tensor<16xf32>
  return %picked : tensor<16xf32>
}

// -----

// The same through a broadcast of the row numbers into both components.
// CHECK: rows-refused.mlir:[[@LINE+2]]:8: remark: {{.*}} (index component 0 is not the row number alone along indices dim 0: it is computed by stablehlo.broadcast_in_dim at {{.*}}rows-refused.mlir:[[@LINE+5]]:10);
func.func @broadcast_both(%x: tensor<16x4xf32>, %w: tensor<4x64xf32>) -> tensor<16xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  %rows = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xi64>
  %idx = "stablehlo.broadcast_in_dim"(%rows) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi64>) -> tensor<16x2xi64>
  %picked = "stablehlo.gather"(%e, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xf32>, tensor<16x2xi64>) -> tensor<16xf32>
  return %picked : tensor<16xf32>
}
