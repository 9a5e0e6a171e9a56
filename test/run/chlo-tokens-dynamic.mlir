// The CHLO ops StableHLO's interpreter tests run (chlo.mulhi, chlo.scan),
// tokens (after_all, create_token), and the dynamic ops on static shapes:
// dynamic_iota, dynamic_broadcast_in_dim and dynamic_reshape check their
// shape operand against the result as they run; dynamic_pad and
// dynamic_gather read their paddings and slice sizes from constants.
// Expected values are worked out in the comments.
// RUN: not hlomem-run --split-input-file %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG < %t.err

// mulhi is the high half of the double-width product: 100 * 100 = 0x2710
// gives 0x27 = 39, -100 * 100 = -10000 = 0xD8F0 gives 0xD8 = -40; ui8
// 255 * 255 = 0xFE01 gives 254; i32 2^30 * 8 = 2^33 gives 2, -1 * 1 gives
// -1 (all high bits set); ui64 (2^64 - 1)^2 = 2^128 - 2^65 + 1 gives
// 2^64 - 2; i64 (-2^63)^2 = 2^126 gives 2^62, -2^63 * 1 gives -1; i4
// 7 * 7 = 49 = 0x31 gives 3 and -8 * 7 = -56 gives -4.
// CHECK: @mulhi: passed (6 checks)
func.func @mulhi() {
  %a8 = stablehlo.constant dense<[100, -100]> : tensor<2xi8>
  %b8 = stablehlo.constant dense<100> : tensor<2xi8>
  %r8 = chlo.mulhi %a8, %b8 : tensor<2xi8>, tensor<2xi8> -> tensor<2xi8>
  check.expect_eq_const %r8, dense<[39, -40]> : tensor<2xi8>
  %u8 = stablehlo.constant dense<255> : tensor<ui8>
  %ru8 = chlo.mulhi %u8, %u8 : tensor<ui8>, tensor<ui8> -> tensor<ui8>
  check.expect_eq_const %ru8, dense<254> : tensor<ui8>
  %a32 = stablehlo.constant dense<[1073741824, -1]> : tensor<2xi32>
  %b32 = stablehlo.constant dense<[8, 1]> : tensor<2xi32>
  %r32 = chlo.mulhi %a32, %b32 : tensor<2xi32>, tensor<2xi32> -> tensor<2xi32>
  check.expect_eq_const %r32, dense<[2, -1]> : tensor<2xi32>
  %u64 = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %ru64 = chlo.mulhi %u64, %u64 : tensor<ui64>, tensor<ui64> -> tensor<ui64>
  check.expect_eq_const %ru64, dense<18446744073709551614> : tensor<ui64>
  %a64 = stablehlo.constant dense<[-9223372036854775808, -9223372036854775808]> : tensor<2xi64>
  %b64 = stablehlo.constant dense<[-9223372036854775808, 1]> : tensor<2xi64>
  %r64 = chlo.mulhi %a64, %b64 : tensor<2xi64>, tensor<2xi64> -> tensor<2xi64>
  check.expect_eq_const %r64, dense<[4611686018427387904, -1]> : tensor<2xi64>
  %a4 = stablehlo.constant dense<[7, -8]> : tensor<2xi4>
  %b4 = stablehlo.constant dense<7> : tensor<2xi4>
  %r4 = chlo.mulhi %a4, %b4 : tensor<2xi4>, tensor<2xi4> -> tensor<2xi4>
  check.expect_eq_const %r4, dense<[3, -4]> : tensor<2xi4>
  func.return
}

// -----

// Along dimension 1 of [[1, 5, 2], [4, 0, 6]], carrying the row sums: the
// first output is the running sum, the second twice each element, the
// carry the totals.
// CHECK: @scan_rows: passed (3 checks)
func.func @scan_rows() {
  %x = stablehlo.constant dense<[[1.0, 5.0, 2.0], [4.0, 0.0, 6.0]]> : tensor<2x3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<2xf32>
  %r:3 = chlo.scan(%x) inits(%zero) dimension=1 {
  ^bb0(%col: tensor<2xf32>, %acc: tensor<2xf32>):
    %s = stablehlo.add %col, %acc : tensor<2xf32>
    %d = stablehlo.add %col, %col : tensor<2xf32>
    stablehlo.return %s, %d, %s : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  } : (tensor<2x3xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2xf32>)
  check.expect_eq_const %r#0, dense<[[1.0, 6.0, 8.0], [4.0, 4.0, 10.0]]> : tensor<2x3xf32>
  check.expect_eq_const %r#1, dense<[[2.0, 10.0, 4.0], [8.0, 0.0, 12.0]]> : tensor<2x3xf32>
  check.expect_eq_const %r#2, dense<[8.0, 10.0]> : tensor<2xf32>
  func.return
}

// -----

// Reversed over [3, 1, 2], steps visit positions 2, 1, 0: the suffix sums
// 2, 3, 6 land at their positions; a second carry counts the steps.
// CHECK: @scan_reverse_two_carries: passed (3 checks)
func.func @scan_reverse_two_carries() {
  %x = stablehlo.constant dense<[3, 1, 2]> : tensor<3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r:3 = chlo.scan(%x) inits(%zero, %zero) dimension=0 attributes {is_reverse = true} {
  ^bb0(%e: tensor<i32>, %sum: tensor<i32>, %n: tensor<i32>):
    %s = stablehlo.add %e, %sum : tensor<i32>
    %m = stablehlo.add %n, %one : tensor<i32>
    stablehlo.return %s, %s, %m : tensor<i32>, tensor<i32>, tensor<i32>
  } : (tensor<3xi32>, tensor<i32>, tensor<i32>) -> (tensor<3xi32>, tensor<i32>, tensor<i32>)
  check.expect_eq_const %r#0, dense<[6, 3, 2]> : tensor<3xi32>
  check.expect_eq_const %r#1, dense<6> : tensor<i32>
  check.expect_eq_const %r#2, dense<3> : tensor<i32>
  func.return
}

// -----

// Without inputs the outputs come from the carry alone: powers of two.
// CHECK: @scan_no_inputs: passed (2 checks)
func.func @scan_no_inputs() {
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r:2 = chlo.scan() inits(%one) dimension=0 {
  ^bb0(%c: tensor<i64>):
    %d = stablehlo.add %c, %c : tensor<i64>
    stablehlo.return %c, %d : tensor<i64>, tensor<i64>
  } : (tensor<i64>) -> (tensor<4xi64>, tensor<i64>)
  check.expect_eq_const %r#0, dense<[1, 2, 4, 8]> : tensor<4xi64>
  check.expect_eq_const %r#1, dense<16> : tensor<i64>
  func.return
}

// -----

// Tokens order effects; in one process they are values without data that
// flow through calls and control flow.
// CHECK: @tokens: passed (1 check)
func.func @tokens() {
  %t0 = stablehlo.create_token : !stablehlo.token
  %t1 = stablehlo.after_all : !stablehlo.token
  %t2 = stablehlo.after_all %t0, %t1 : !stablehlo.token
  %t3 = func.call @pass_token(%t2) : (!stablehlo.token) -> !stablehlo.token
  %x = stablehlo.constant dense<2> : tensor<i32>
  %r:2 = stablehlo.while(%i = %x, %t = %t3) : tensor<i32>, !stablehlo.token
  cond {
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %go = stablehlo.compare GT, %i, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %go : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.subtract %i, %one : tensor<i32>
    %u = stablehlo.after_all %t : !stablehlo.token
    stablehlo.return %j, %u : tensor<i32>, !stablehlo.token
  }
  check.expect_eq_const %r#0, dense<0> : tensor<i32>
  func.return
}
func.func private @pass_token(%t: !stablehlo.token) -> !stablehlo.token {
  %u = stablehlo.after_all %t : !stablehlo.token
  func.return %u : !stablehlo.token
}

// -----

// dynamic_iota, dynamic_broadcast_in_dim and dynamic_reshape run as their
// static ops when the shape operand names the result's shape.
// CHECK: @dynamic_shapes: passed (3 checks)
func.func @dynamic_shapes() {
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %io = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi32>) -> tensor<2x3xi64>
  check.expect_eq_const %io, dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi64>
  %row = stablehlo.constant dense<[7, 9, 8]> : tensor<3xi64>
  %b = stablehlo.dynamic_broadcast_in_dim %row, %shape, dims = [1] : (tensor<3xi64>, tensor<2xi32>) -> tensor<2x3xi64>
  check.expect_eq_const %b, dense<[[7, 9, 8], [7, 9, 8]]> : tensor<2x3xi64>
  %flat = stablehlo.constant dense<[6]> : tensor<1xi64>
  %r = stablehlo.dynamic_reshape %b, %flat : (tensor<2x3xi64>, tensor<1xi64>) -> tensor<6xi64>
  check.expect_eq_const %r, dense<[7, 9, 8, 7, 9, 8]> : tensor<6xi64>
  func.return
}

// -----

// dynamic_pad of [[1, 2, 3], [4, 5, 6]] with low [0, -1] (drops column 0),
// high [1, 0], interior [1, 1]: rows [1 2 3], padding, [4 5 6], padding;
// each row's columns [a, p, b, p, c] without the first: [p, b, p, c].
// dynamic_gather takes slices of size [1, 2] at rows [1, 0], columns [1, 0].
// CHECK: @dynamic_pad_gather: passed (2 checks)
func.func @dynamic_pad_gather() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %p = stablehlo.constant dense<0> : tensor<i32>
  %lo = stablehlo.constant dense<[0, -1]> : tensor<2xi64>
  %hi = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %in = stablehlo.constant dense<[1, 1]> : tensor<2xi64>
  %r = stablehlo.dynamic_pad %x, %p, %lo, %hi, %in : (tensor<2x3xi32>, tensor<i32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<4x4xi32>
  check.expect_eq_const %r, dense<[[0, 2, 0, 3], [0, 0, 0, 0], [0, 5, 0, 6], [0, 0, 0, 0]]> : tensor<4x4xi32>
  %idx = stablehlo.constant dense<[[1, 1], [0, 0]]> : tensor<2x2xi32>
  %sizes = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %g = "stablehlo.dynamic_gather"(%x, %idx, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>} : (tensor<2x3xi32>, tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %g, dense<[[5, 6], [1, 2]]> : tensor<2x2xi32>
  func.return
}

// -----

// A shape operand that contradicts the result stops the run; paddings
// that are not constants cannot be run.
// CHECK: @wrong_shape: error at {{.*}}chlo-tokens-dynamic.mlir:[[@LINE+3]]:9: 'stablehlo.dynamic_iota' op has output size 4 for dimension 1 of a result of size 3
func.func @wrong_shape() {
  %shape = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
  %io = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi32>) -> tensor<2x3xi64>
  func.return
}
// CHECK: @computed_padding: unsupported at {{.*}}chlo-tokens-dynamic.mlir:[[@LINE+6]]:8: 'stablehlo.dynamic_pad' op needs its edge_padding_low (operand #2) to be a stablehlo.constant
func.func @computed_padding() {
  %x = stablehlo.constant dense<1.0> : tensor<2xf32>
  %p = stablehlo.constant dense<0.0> : tensor<f32>
  %z = stablehlo.constant dense<0> : tensor<1xi64>
  %lo = stablehlo.add %z, %z : tensor<1xi64>
  %r = stablehlo.dynamic_pad %x, %p, %lo, %z, %z : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xf32>
  func.return
}
// DIAG: error: 'stablehlo.dynamic_iota' op has output size 4
// DIAG: error: 'stablehlo.dynamic_pad' op needs its edge_padding_low (operand #2) to be a stablehlo.constant
