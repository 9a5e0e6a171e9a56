// Data movement against hand-computed values (several are the spec's own
// examples): broadcasts, transpose, reverse, static and dynamic slices
// (clamped starts), dynamic_update_slice, concatenate, pad (negative and
// interior padding), reshape, iota, get_dimension_size, empty tensors.
// RUN: hlomem-run %s | FileCheck %s
// CHECK: checks: 28 passed, 0 failed

func.func @main() {
  // size-1 dimensions broadcast; broadcast_dimensions may reorder
  %c0 = "stablehlo.constant"() <{value = dense<[[1, 2, 3]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
  %r1 = "stablehlo.broadcast_in_dim"(%c0) <{broadcast_dimensions = array<i64: 2, 1>}> : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
  %c2 = "stablehlo.constant"() <{value = dense<[[[1, 1], [2, 2], [3, 3]], [[1, 1], [2, 2], [3, 3]]]> : tensor<2x3x2xi32>}> : () -> tensor<2x3x2xi32>
  "stablehlo.custom_call"(%r1, %c2) <{call_target_name = "check.expect_eq"}> : (tensor<2x3x2xi32>, tensor<2x3x2xi32>) -> ()
  %c3 = "stablehlo.constant"() <{value = dense<5.0> : tensor<f32>}> : () -> tensor<f32>
  %r4 = "stablehlo.broadcast_in_dim"(%c3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2xf32>
  %c5 = "stablehlo.constant"() <{value = dense<[[5.0, 5.0], [5.0, 5.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  "stablehlo.custom_call"(%r4, %c5) <{call_target_name = "check.expect_eq"}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> ()
  %c6 = "stablehlo.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %r7 = "stablehlo.broadcast"(%c6) <{broadcast_sizes = array<i64: 3>}> : (tensor<2xi32>) -> tensor<3x2xi32>
  %c8 = "stablehlo.constant"() <{value = dense<[[1, 2], [1, 2], [1, 2]]> : tensor<3x2xi32>}> : () -> tensor<3x2xi32>
  "stablehlo.custom_call"(%r7, %c8) <{call_target_name = "check.expect_eq"}> : (tensor<3x2xi32>, tensor<3x2xi32>) -> ()
  %c9 = "stablehlo.constant"() <{value = dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : tensor<2x3x2xi32>}> : () -> tensor<2x3x2xi32>
  %r10 = "stablehlo.transpose"(%c9) <{permutation = array<i64: 2, 1, 0>}> : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  %c11 = "stablehlo.constant"() <{value = dense<[[[1, 7], [3, 9], [5, 11]], [[2, 8], [4, 10], [6, 12]]]> : tensor<2x3x2xi32>}> : () -> tensor<2x3x2xi32>
  "stablehlo.custom_call"(%r10, %c11) <{call_target_name = "check.expect_eq"}> : (tensor<2x3x2xi32>, tensor<2x3x2xi32>) -> ()
  %c12 = "stablehlo.constant"() <{value = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xbf16>}> : () -> tensor<2x3xbf16>
  %r13 = "stablehlo.transpose"(%c12) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xbf16>) -> tensor<3x2xbf16>
  %c14 = "stablehlo.constant"() <{value = dense<[[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]> : tensor<3x2xbf16>}> : () -> tensor<3x2xbf16>
  "stablehlo.custom_call"(%r13, %c14) <{call_target_name = "check.expect_eq"}> : (tensor<3x2xbf16>, tensor<3x2xbf16>) -> ()
  %c15 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>}> : () -> tensor<3x2xi32>
  %r16 = "stablehlo.reverse"(%c15) <{dimensions = array<i64: 1>}> : (tensor<3x2xi32>) -> tensor<3x2xi32>
  %c17 = "stablehlo.constant"() <{value = dense<[[2, 1], [4, 3], [6, 5]]> : tensor<3x2xi32>}> : () -> tensor<3x2xi32>
  "stablehlo.custom_call"(%r16, %c17) <{call_target_name = "check.expect_eq"}> : (tensor<3x2xi32>, tensor<3x2xi32>) -> ()
  %c18 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>}> : () -> tensor<3x2xi32>
  %r19 = "stablehlo.reverse"(%c18) <{dimensions = array<i64: 0, 1>}> : (tensor<3x2xi32>) -> tensor<3x2xi32>
  %c20 = "stablehlo.constant"() <{value = dense<[[6, 5], [4, 3], [2, 1]]> : tensor<3x2xi32>}> : () -> tensor<3x2xi32>
  "stablehlo.custom_call"(%r19, %c20) <{call_target_name = "check.expect_eq"}> : (tensor<3x2xi32>, tensor<3x2xi32>) -> ()
  %c21 = "stablehlo.constant"() <{value = dense<[[0, 0, 0, 0], [0, 0, 1, 1], [0, 0, 1, 1]]> : tensor<3x4xi64>}> : () -> tensor<3x4xi64>
  %r22 = "stablehlo.slice"(%c21) <{start_indices = array<i64: 1, 2>, limit_indices = array<i64: 3, 4>, strides = array<i64: 1, 1>}> : (tensor<3x4xi64>) -> tensor<2x2xi64>
  %c23 = "stablehlo.constant"() <{value = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
  "stablehlo.custom_call"(%r22, %c23) <{call_target_name = "check.expect_eq"}> : (tensor<2x2xi64>, tensor<2x2xi64>) -> ()
  // strides step through the operand; the size is ceil((limit - start) / stride)
  %c24 = "stablehlo.constant"() <{value = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]> : tensor<10xi32>}> : () -> tensor<10xi32>
  %r25 = "stablehlo.slice"(%c24) <{start_indices = array<i64: 1>, limit_indices = array<i64: 8>, strides = array<i64: 3>}> : (tensor<10xi32>) -> tensor<3xi32>
  %c26 = "stablehlo.constant"() <{value = dense<[1, 4, 7]> : tensor<3xi32>}> : () -> tensor<3xi32>
  "stablehlo.custom_call"(%r25, %c26) <{call_target_name = "check.expect_eq"}> : (tensor<3xi32>, tensor<3xi32>) -> ()
  %c27 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>}> : () -> tensor<3x2xi64>
  %c28 = "stablehlo.constant"() <{value = dense<[[7, 8]]> : tensor<1x2xi64>}> : () -> tensor<1x2xi64>
  %r29 = "stablehlo.concatenate"(%c27, %c28) <{dimension = 0 : i64}> : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
  %c30 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi64>}> : () -> tensor<4x2xi64>
  "stablehlo.custom_call"(%r29, %c30) <{call_target_name = "check.expect_eq"}> : (tensor<4x2xi64>, tensor<4x2xi64>) -> ()
  %c31 = "stablehlo.constant"() <{value = dense<[[1.0], [2.0]]> : tensor<2x1xf32>}> : () -> tensor<2x1xf32>
  %c32 = "stablehlo.constant"() <{value = dense<[[3.0, 4.0], [5.0, 6.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %r33 = "stablehlo.concatenate"(%c31, %c32) <{dimension = 1 : i64}> : (tensor<2x1xf32>, tensor<2x2xf32>) -> tensor<2x3xf32>
  %c34 = "stablehlo.constant"() <{value = dense<[[1.0, 3.0, 4.0], [2.0, 5.0, 6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  "stablehlo.custom_call"(%r33, %c34) <{call_target_name = "check.expect_eq"}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
  %c35 = "stablehlo.constant"() <{value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %c36 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r37 = "stablehlo.pad"(%c35, %c36) <{edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 2, 1>, interior_padding = array<i64: 1, 2>}> : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
  %c38 = "stablehlo.constant"() <{value = dense<[[0, 1, 0, 0, 2, 0, 0, 3, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 4, 0, 0, 5, 0, 0, 6, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0]]> : tensor<5x9xi32>}> : () -> tensor<5x9xi32>
  "stablehlo.custom_call"(%r37, %c38) <{call_target_name = "check.expect_eq"}> : (tensor<5x9xi32>, tensor<5x9xi32>) -> ()
  // negative edge padding removes elements, after interior padding
  %c39 = "stablehlo.constant"() <{value = dense<[1, 2, 3, 4, 5]> : tensor<5xi32>}> : () -> tensor<5xi32>
  %c40 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
  %r41 = "stablehlo.pad"(%c39, %c40) <{edge_padding_low = array<i64: -1>, edge_padding_high = array<i64: -2>, interior_padding = array<i64: 0>}> : (tensor<5xi32>, tensor<i32>) -> tensor<2xi32>
  %c42 = "stablehlo.constant"() <{value = dense<[2, 3]> : tensor<2xi32>}> : () -> tensor<2xi32>
  "stablehlo.custom_call"(%r41, %c42) <{call_target_name = "check.expect_eq"}> : (tensor<2xi32>, tensor<2xi32>) -> ()
  %c43 = "stablehlo.constant"() <{value = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %c44 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r45 = "stablehlo.pad"(%c43, %c44) <{edge_padding_low = array<i64: -2>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 1>}> : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  %c46 = "stablehlo.constant"() <{value = dense<[2, 0, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
  "stablehlo.custom_call"(%r45, %c46) <{call_target_name = "check.expect_eq"}> : (tensor<3xi32>, tensor<3xi32>) -> ()
  %c47 = "stablehlo.constant"() <{value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %r48 = "stablehlo.reshape"(%c47) : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %c49 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>}> : () -> tensor<3x2xi32>
  "stablehlo.custom_call"(%r48, %c49) <{call_target_name = "check.expect_eq"}> : (tensor<3x2xi32>, tensor<3x2xi32>) -> ()
  %c50 = "stablehlo.constant"() <{value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>}> : () -> tensor<2x3xi64>
  %r51 = "stablehlo.get_dimension_size"(%c50) <{dimension = 1 : i64}> : (tensor<2x3xi64>) -> tensor<i32>
  %c52 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
  "stablehlo.custom_call"(%r51, %c52) <{call_target_name = "check.expect_eq"}> : (tensor<i32>, tensor<i32>) -> ()
  // dynamic starts are clamped so the slice fits: (-1, 3) reads at (0, 2)
  %c53 = "stablehlo.constant"() <{value = dense<[[0, 0, 1, 1], [0, 0, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0]]> : tensor<4x4xi32>}> : () -> tensor<4x4xi32>
  %c54 = "stablehlo.constant"() <{value = dense<-1> : tensor<i64>}> : () -> tensor<i64>
  %c55 = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
  %r56 = "stablehlo.dynamic_slice"(%c53, %c54, %c55) <{slice_sizes = array<i64: 2, 2>}> : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  %c57 = "stablehlo.constant"() <{value = dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  "stablehlo.custom_call"(%r56, %c57) <{call_target_name = "check.expect_eq"}> : (tensor<2x2xi32>, tensor<2x2xi32>) -> ()
  %c58 = "stablehlo.constant"() <{value = dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<6xf32>}> : () -> tensor<6xf32>
  %c59 = "stablehlo.constant"() <{value = dense<200> : tensor<ui8>}> : () -> tensor<ui8>
  %r60 = "stablehlo.dynamic_slice"(%c58, %c59) <{slice_sizes = array<i64: 3>}> : (tensor<6xf32>, tensor<ui8>) -> tensor<3xf32>
  %c61 = "stablehlo.constant"() <{value = dense<[3.0, 4.0, 5.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  "stablehlo.custom_call"(%r60, %c61) <{call_target_name = "check.expect_eq"}> : (tensor<3xf32>, tensor<3xf32>) -> ()
  %c62 = "stablehlo.constant"() <{value = dense<[[1, 1, 0, 0], [1, 1, 0, 0], [1, 1, 1, 1], [1, 1, 1, 1]]> : tensor<4x4xi32>}> : () -> tensor<4x4xi32>
  %c63 = "stablehlo.constant"() <{value = dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %c64 = "stablehlo.constant"() <{value = dense<-1> : tensor<i64>}> : () -> tensor<i64>
  %c65 = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
  %r66 = "stablehlo.dynamic_update_slice"(%c62, %c63, %c64, %c65) : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  %c67 = "stablehlo.constant"() <{value = dense<[[1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]]> : tensor<4x4xi32>}> : () -> tensor<4x4xi32>
  "stablehlo.custom_call"(%r66, %c67) <{call_target_name = "check.expect_eq"}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> ()
  %c68 = "stablehlo.constant"() <{value = dense<[0, 0, 0, 0]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %c69 = "stablehlo.constant"() <{value = dense<[7, 8]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %c70 = "stablehlo.constant"() <{value = dense<-5> : tensor<i32>}> : () -> tensor<i32>
  %r71 = "stablehlo.dynamic_update_slice"(%c68, %c69, %c70) : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  %c72 = "stablehlo.constant"() <{value = dense<[7, 8, 0, 0]> : tensor<4xi32>}> : () -> tensor<4xi32>
  "stablehlo.custom_call"(%r71, %c72) <{call_target_name = "check.expect_eq"}> : (tensor<4xi32>, tensor<4xi32>) -> ()
  %r73 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x2xi32>
  %c74 = "stablehlo.constant"() <{value = dense<[[0, 0], [1, 1], [2, 2]]> : tensor<3x2xi32>}> : () -> tensor<3x2xi32>
  "stablehlo.custom_call"(%r73, %c74) <{call_target_name = "check.expect_eq"}> : (tensor<3x2xi32>, tensor<3x2xi32>) -> ()
  %r75 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x3xf32>
  %c76 = "stablehlo.constant"() <{value = dense<[[0.0, 1.0, 2.0], [0.0, 1.0, 2.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  "stablehlo.custom_call"(%r75, %c76) <{call_target_name = "check.expect_eq"}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
  // empty tensors flow through every op
  %c77 = "stablehlo.constant"() <{value = dense<> : tensor<0x3xf32>}> : () -> tensor<0x3xf32>
  %c78 = "stablehlo.constant"() <{value = dense<> : tensor<0x3xf32>}> : () -> tensor<0x3xf32>
  %r79 = "stablehlo.add"(%c77, %c78) : (tensor<0x3xf32>, tensor<0x3xf32>) -> tensor<0x3xf32>
  %c80 = "stablehlo.constant"() <{value = dense<> : tensor<0x3xf32>}> : () -> tensor<0x3xf32>
  "stablehlo.custom_call"(%r79, %c80) <{call_target_name = "check.expect_eq"}> : (tensor<0x3xf32>, tensor<0x3xf32>) -> ()
  %c81 = "stablehlo.constant"() <{value = dense<> : tensor<0x2xi32>}> : () -> tensor<0x2xi32>
  %c82 = "stablehlo.constant"() <{value = dense<[[1, 2]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  %r83 = "stablehlo.concatenate"(%c81, %c82) <{dimension = 0 : i64}> : (tensor<0x2xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
  %c84 = "stablehlo.constant"() <{value = dense<[[1, 2]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
  "stablehlo.custom_call"(%r83, %c84) <{call_target_name = "check.expect_eq"}> : (tensor<1x2xi32>, tensor<1x2xi32>) -> ()
  %c85 = "stablehlo.constant"() <{value = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %r86 = "stablehlo.slice"(%c85) <{start_indices = array<i64: 2>, limit_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<3xi32>) -> tensor<0xi32>
  %c87 = "stablehlo.constant"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
  "stablehlo.custom_call"(%r86, %c87) <{call_target_name = "check.expect_eq"}> : (tensor<0xi32>, tensor<0xi32>) -> ()
  %c88 = "stablehlo.constant"() <{value = dense<> : tensor<0xf32>}> : () -> tensor<0xf32>
  %c89 = "stablehlo.constant"() <{value = dense<7.0> : tensor<f32>}> : () -> tensor<f32>
  %r90 = "stablehlo.pad"(%c88, %c89) <{edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 3>}> : (tensor<0xf32>, tensor<f32>) -> tensor<2xf32>
  %c91 = "stablehlo.constant"() <{value = dense<[7.0, 7.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "stablehlo.custom_call"(%r90, %c91) <{call_target_name = "check.expect_eq"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  %c92 = "stablehlo.constant"() <{value = dense<> : tensor<0xf32>}> : () -> tensor<0xf32>
  %r93 = "stablehlo.broadcast_in_dim"(%c92) <{broadcast_dimensions = array<i64: 1>}> : (tensor<0xf32>) -> tensor<2x0xf32>
  %c94 = "stablehlo.constant"() <{value = dense<> : tensor<2x0xf32>}> : () -> tensor<2x0xf32>
  "stablehlo.custom_call"(%r93, %c94) <{call_target_name = "check.expect_eq"}> : (tensor<2x0xf32>, tensor<2x0xf32>) -> ()
  %c95 = "stablehlo.constant"() <{value = dense<> : tensor<0x4xi8>}> : () -> tensor<0x4xi8>
  %r96 = "stablehlo.transpose"(%c95) <{permutation = array<i64: 1, 0>}> : (tensor<0x4xi8>) -> tensor<4x0xi8>
  %c97 = "stablehlo.constant"() <{value = dense<> : tensor<4x0xi8>}> : () -> tensor<4x0xi8>
  "stablehlo.custom_call"(%r96, %c97) <{call_target_name = "check.expect_eq"}> : (tensor<4x0xi8>, tensor<4x0xi8>) -> ()
  return
}

