// gather and scatter against hand-computed values: the spec's examples
// with batching dimensions, clamped gather starts, scatter updates outside
// the result skipped element by element, repeated indices accumulating,
// plain stores, any update body, and several inputs at once.
// RUN: hlomem-run %s | FileCheck %s
// CHECK: checks: 13 passed, 0 failed

func.func @main() {
  // the spec's example: batching dimensions, a two-component index, and the start (0, 9) clamped to (0, 2)
  %c0 = "stablehlo.constant"() <{value = dense<[[[[1, 2], [3, 4], [5, 6], [7, 8]], [[9, 10], [11, 12], [13, 14], [15, 16]], [[17, 18], [19, 20], [21, 22], [23, 24]]], [[[25, 26], [27, 28], [29, 30], [31, 32]], [[33, 34], [35, 36], [37, 38], [39, 40]], [[41, 42], [43, 44], [45, 46], [47, 48]]]]> : tensor<2x3x4x2xi32>}> : () -> tensor<2x3x4x2xi32>
  %c1 = "stablehlo.constant"() <{value = dense<[[[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 9]]], [[[0, 0], [2, 1], [2, 2]], [[1, 2], [0, 1], [1, 0]]]]> : tensor<2x2x3x2xi64>}> : () -> tensor<2x2x3x2xi64>
  %r2 = "stablehlo.gather"(%c0, %c1) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  %c3 = "stablehlo.constant"() <{value = dense<[[[[[1, 2], [3, 4]], [[3, 4], [5, 6]], [[13, 14], [15, 16]]], [[[33, 34], [35, 36]], [[35, 36], [37, 38]], [[41, 42], [43, 44]]]], [[[[1, 2], [3, 4]], [[13, 14], [15, 16]], [[21, 22], [23, 24]]], [[[43, 44], [45, 46]], [[33, 34], [35, 36]], [[27, 28], [29, 30]]]]]> : tensor<2x2x3x2x2xi32>}> : () -> tensor<2x2x3x2x2xi32>
  "stablehlo.custom_call"(%r2, %c3) <{call_target_name = "check.expect_eq"}> : (tensor<2x2x3x2x2xi32>, tensor<2x2x3x2x2xi32>) -> ()
  // an embedding lookup; out-of-range rows clamp to the first and last
  %c4 = "stablehlo.constant"() <{value = dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>}> : () -> tensor<3x2xf32>
  %c5 = "stablehlo.constant"() <{value = dense<[2, 0, 2, -1, 7]> : tensor<5xi32>}> : () -> tensor<5xi32>
  %r6 = "stablehlo.gather"(%c4, %c5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<3x2xf32>, tensor<5xi32>) -> tensor<5x2xf32>
  %c7 = "stablehlo.constant"() <{value = dense<[[5.0, 6.0], [1.0, 2.0], [5.0, 6.0], [1.0, 2.0], [5.0, 6.0]]> : tensor<5x2xf32>}> : () -> tensor<5x2xf32>
  "stablehlo.custom_call"(%r6, %c7) <{call_target_name = "check.expect_eq"}> : (tensor<5x2xf32>, tensor<5x2xf32>) -> ()
  // index_vector_dim 0: each column of the indices is one (row, column) start
  %c8 = "stablehlo.constant"() <{value = dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>}> : () -> tensor<3x3xi32>
  %c9 = "stablehlo.constant"() <{value = dense<[[0, 2], [1, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %r10 = "stablehlo.gather"(%c8, %c9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 0>, slice_sizes = array<i64: 1, 1>}> : (tensor<3x3xi32>, tensor<2x2xi32>) -> tensor<2xi32>
  %c11 = "stablehlo.constant"() <{value = dense<[2, 7]> : tensor<2xi32>}> : () -> tensor<2xi32>
  "stablehlo.custom_call"(%r10, %c11) <{call_target_name = "check.expect_eq"}> : (tensor<2xi32>, tensor<2xi32>) -> ()
  // a 2x2 window starting at (1, 2) is clamped to start at (1, 1)
  %c12 = "stablehlo.constant"() <{value = dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>}> : () -> tensor<3x3xi32>
  %c13 = "stablehlo.constant"() <{value = dense<[[1, 2]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %r14 = "stablehlo.gather"(%c12, %c13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 2>}> : (tensor<3x3xi32>, tensor<1x2xi32>) -> tensor<1x2x2xi32>
  %c15 = "stablehlo.constant"() <{value = dense<[[[5, 6], [8, 9]]]> : tensor<1x2x2xi32>}> : () -> tensor<1x2x2xi32>
  "stablehlo.custom_call"(%r14, %c15) <{call_target_name = "check.expect_eq"}> : (tensor<1x2x2xi32>, tensor<1x2x2xi32>) -> ()
  // the spec's example: the window at (0, 9) lies outside and is skipped element by element
  %c16 = "stablehlo.constant"() <{value = dense<[[[[1, 2], [3, 4], [5, 6], [7, 8]], [[9, 10], [11, 12], [13, 14], [15, 16]], [[17, 18], [19, 20], [21, 22], [23, 24]]], [[[25, 26], [27, 28], [29, 30], [31, 32]], [[33, 34], [35, 36], [37, 38], [39, 40]], [[41, 42], [43, 44], [45, 46], [47, 48]]]]> : tensor<2x3x4x2xi64>}> : () -> tensor<2x3x4x2xi64>
  %c17 = "stablehlo.constant"() <{value = dense<[[[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 9]]], [[[0, 0], [2, 1], [2, 2]], [[1, 2], [0, 1], [1, 0]]]]> : tensor<2x2x3x2xi64>}> : () -> tensor<2x2x3x2xi64>
  %c18 = "stablehlo.constant"() <{value = dense<1> : tensor<2x2x3x2x2xi64>}> : () -> tensor<2x2x3x2x2xi64>
  %r19 = "stablehlo.scatter"(%c16, %c17, %c18) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>, indices_are_sorted = false, unique_indices = false}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = "stablehlo.add"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  %c20 = "stablehlo.constant"() <{value = dense<[[[[3, 4], [6, 7], [6, 7], [7, 8]], [[9, 10], [11, 12], [15, 16], [17, 18]], [[17, 18], [19, 20], [22, 23], [24, 25]]], [[[25, 26], [28, 29], [30, 31], [31, 32]], [[35, 36], [38, 39], [38, 39], [39, 40]], [[41, 42], [44, 45], [46, 47], [47, 48]]]]> : tensor<2x3x4x2xi64>}> : () -> tensor<2x3x4x2xi64>
  "stablehlo.custom_call"(%r19, %c20) <{call_target_name = "check.expect_eq"}> : (tensor<2x3x4x2xi64>, tensor<2x3x4x2xi64>) -> ()
  // an embedding gradient: repeated rows accumulate, rows 5 and -1 are dropped (not clamped)
  %c21 = "stablehlo.constant"() <{value = dense<0.0> : tensor<3x2xf32>}> : () -> tensor<3x2xf32>
  %c22 = "stablehlo.constant"() <{value = dense<[2, 0, 2, 5, -1]> : tensor<5xi32>}> : () -> tensor<5xi32>
  %c23 = "stablehlo.constant"() <{value = dense<[[1.0, 1.0], [2.0, 2.0], [3.0, 3.0], [8.0, 8.0], [9.0, 9.0]]> : tensor<5x2xf32>}> : () -> tensor<5x2xf32>
  %r24 = "stablehlo.scatter"(%c21, %c22, %c23) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<3x2xf32>, tensor<5xi32>, tensor<5x2xf32>) -> tensor<3x2xf32>
  %c25 = "stablehlo.constant"() <{value = dense<[[2.0, 2.0], [0.0, 0.0], [4.0, 4.0]]> : tensor<3x2xf32>}> : () -> tensor<3x2xf32>
  "stablehlo.custom_call"(%r24, %c25) <{call_target_name = "check.expect_eq"}> : (tensor<3x2xf32>, tensor<3x2xf32>) -> ()
  // a window sticking out: the elements inside are updated
  %c26 = "stablehlo.constant"() <{value = dense<[0, 0, 0, 0, 0]> : tensor<5xi32>}> : () -> tensor<5xi32>
  %c27 = "stablehlo.constant"() <{value = dense<[[3]]> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %c28 = "stablehlo.constant"() <{value = dense<[[1, 2, 3]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
  %r29 = "stablehlo.scatter"(%c26, %c27, %c28) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<5xi32>, tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<5xi32>
  %c30 = "stablehlo.constant"() <{value = dense<[0, 0, 0, 1, 2]> : tensor<5xi32>}> : () -> tensor<5xi32>
  "stablehlo.custom_call"(%r29, %c30) <{call_target_name = "check.expect_eq"}> : (tensor<5xi32>, tensor<5xi32>) -> ()
  // a body returning the update stores it
  %c31 = "stablehlo.constant"() <{value = dense<[0, 0, 0, 0]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %c32 = "stablehlo.constant"() <{value = dense<[[1], [3]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
  %c33 = "stablehlo.constant"() <{value = dense<[5, 6]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %r34 = "stablehlo.scatter"(%c31, %c32, %c33) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    "stablehlo.return"(%b) : (tensor<i32>) -> ()
  }) : (tensor<4xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<4xi32>
  %c35 = "stablehlo.constant"() <{value = dense<[0, 5, 0, 6]> : tensor<4xi32>}> : () -> tensor<4xi32>
  "stablehlo.custom_call"(%r34, %c35) <{call_target_name = "check.expect_eq"}> : (tensor<4xi32>, tensor<4xi32>) -> ()
  // any body, applied in update order: element 0 becomes 1*10+10 = 20, then 20*30+30 = 630
  %c36 = "stablehlo.constant"() <{value = dense<[1, 2, 3]> : tensor<3xi64>}> : () -> tensor<3xi64>
  %c37 = "stablehlo.constant"() <{value = dense<[[0], [2], [0]]> : tensor<3x1xi32>}> : () -> tensor<3x1xi32>
  %c38 = "stablehlo.constant"() <{value = dense<[10, 20, 30]> : tensor<3xi64>}> : () -> tensor<3xi64>
  %r39 = "stablehlo.scatter"(%c36, %c37, %c38) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %t = "stablehlo.multiply"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %u = "stablehlo.add"(%t, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%u) : (tensor<i64>) -> ()
  }) : (tensor<3xi64>, tensor<3x1xi32>, tensor<3xi64>) -> tensor<3xi64>
  %c40 = "stablehlo.constant"() <{value = dense<[630, 2, 80]> : tensor<3xi64>}> : () -> tensor<3xi64>
  "stablehlo.custom_call"(%r39, %c40) <{call_target_name = "check.expect_eq"}> : (tensor<3xi64>, tensor<3xi64>) -> ()
  // Indices far out of range, of the widest types: skipped, never wrapped.
  %big_in = "stablehlo.constant"() <{value = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %big_idx = "stablehlo.constant"() <{value = dense<[[9223372036854775807], [-9223372036854775808], [1]]> : tensor<3x1xi64>}> : () -> tensor<3x1xi64>
  %big_upd = "stablehlo.constant"() <{value = dense<[[10, 20], [30, 40], [50, 60]]> : tensor<3x2xi32>}> : () -> tensor<3x2xi32>
  %big_r = "stablehlo.scatter"(%big_in, %big_idx, %big_upd) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<3xi32>, tensor<3x1xi64>, tensor<3x2xi32>) -> tensor<3xi32>
  %big_e = "stablehlo.constant"() <{value = dense<[1, 52, 63]> : tensor<3xi32>}> : () -> tensor<3xi32>
  "stablehlo.custom_call"(%big_r, %big_e) <{call_target_name = "check.expect_eq"}> : (tensor<3xi32>, tensor<3xi32>) -> ()
  %huge = "stablehlo.constant"() <{value = dense<[18446744073709551615]> : tensor<1xui64>}> : () -> tensor<1xui64>
  %g = "stablehlo.gather"(%big_in, %huge) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<1xui64>) -> tensor<1xi32>
  %g_e = "stablehlo.constant"() <{value = dense<[3]> : tensor<1xi32>}> : () -> tensor<1xi32>
  "stablehlo.custom_call"(%g, %g_e) <{call_target_name = "check.expect_eq"}> : (tensor<1xi32>, tensor<1xi32>) -> ()
  func.call @variadic() : () -> ()
  return
}


// Two inputs scattered together by one body.
func.func @variadic() {
  %a = "stablehlo.constant"() <{value = dense<[0, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %b = "stablehlo.constant"() <{value = dense<[0.0, 0.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %i = "stablehlo.constant"() <{value = dense<[[1], [1]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
  %u = "stablehlo.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %v = "stablehlo.constant"() <{value = dense<[0.5, 0.25]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r:2 = "stablehlo.scatter"(%a, %b, %i, %u, %v) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a0: tensor<i32>, %a1: tensor<f32>, %b0: tensor<i32>, %b1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %b0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %s1 = "stablehlo.add"(%a1, %b1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0, %s1) : (tensor<i32>, tensor<f32>) -> ()
  }) : (tensor<2xi32>, tensor<2xf32>, tensor<2x1xi32>, tensor<2xi32>, tensor<2xf32>) -> (tensor<2xi32>, tensor<2xf32>)
  %e0 = "stablehlo.constant"() <{value = dense<[0, 3]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %e1 = "stablehlo.constant"() <{value = dense<[0.0, 0.75]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "stablehlo.custom_call"(%r#0, %e0) <{call_target_name = "check.expect_eq"}> : (tensor<2xi32>, tensor<2xi32>) -> ()
  "stablehlo.custom_call"(%r#1, %e1) <{call_target_name = "check.expect_eq"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  return
}
