// Sub-byte integers: i2, i4, ui2, ui4 wrap to their width like any
// integer type (two's complement for the signed ones), shifts and
// count_leading_zeros see their width, conversions saturate or wrap as for
// wider types, and bitcast_convert sees only their bits. Expected values
// are worked out by hand in the comments.
// RUN: hlomem-run --split-input-file %s | FileCheck %s
// RUN: hlomem-run %s --entry=printed --print=full | FileCheck %s --check-prefix=PRINT
// RUN: printf 'dense<[-8, 7, -1]> : tensor<3xi4>\ndense<"0x0F0308"> : tensor<3xi4>\n' > %t.txt
// RUN: hlomem-run %s --entry=sum --inputs=%t.txt --print=full | FileCheck %s --check-prefix=SUM
// RUN: printf 'dense<[1, 2, 3]> : tensor<3xi4>\ndense<"0x1F0000"> : tensor<3xi4>\n' > %t.bad.txt
// RUN: not hlomem-run %s --entry=sum --inputs=%t.bad.txt 2>&1 | FileCheck %s --check-prefix=BAD

// 7 + 1 wraps to -8, -8 + -1 to 7; 3 * 3 = 9 is -7 in four bits; ui4
// 15 + 1 is 0 and 0 - 1 is 15; i2 1 + 1 is -2; ui2 3 * 3 = 9 is 1.
// CHECK: @wrap_add_mul: passed (6 checks)
func.func @wrap_add_mul() {
  %a = stablehlo.constant dense<[7, -8, 3]> : tensor<3xi4>
  %b = stablehlo.constant dense<[1, -1, 3]> : tensor<3xi4>
  %s = stablehlo.add %a, %b : tensor<3xi4>
  check.expect_eq_const %s, dense<[-8, 7, 6]> : tensor<3xi4>
  %p = stablehlo.multiply %a, %b : tensor<3xi4>
  check.expect_eq_const %p, dense<[7, -8, -7]> : tensor<3xi4>
  %u = stablehlo.constant dense<[15, 0]> : tensor<2xui4>
  %one = stablehlo.constant dense<1> : tensor<2xui4>
  %us = stablehlo.add %u, %one : tensor<2xui4>
  check.expect_eq_const %us, dense<[0, 1]> : tensor<2xui4>
  %ud = stablehlo.subtract %u, %one : tensor<2xui4>
  check.expect_eq_const %ud, dense<[14, 15]> : tensor<2xui4>
  %i2 = stablehlo.constant dense<[1, -2]> : tensor<2xi2>
  %i2s = stablehlo.add %i2, %i2 : tensor<2xi2>
  check.expect_eq_const %i2s, dense<[-2, 0]> : tensor<2xi2>
  %u2 = stablehlo.constant dense<[3, 2]> : tensor<2xui2>
  %u2p = stablehlo.multiply %u2, %u2 : tensor<2xui2>
  check.expect_eq_const %u2p, dense<[1, 0]> : tensor<2xui2>
  func.return
}

// -----

// 1 << 3 is 8, which is -8 in i4; a shift by the width (4) gives 0, or the
// sign for an arithmetic right shift; -8 is 1000b, so a logical right
// shift by 1 is 0100b = 4 and an arithmetic one -4. Leading zeros count
// within four bits; popcnt of -1 is 4; -8 / -1 is -8 and -8 % -1 is 0;
// 7 / 0 is -1 (all bits set) and 7 % 0 is 7, as for wider types.
// CHECK: @width_ops: passed (7 checks)
func.func @width_ops() {
  %x = stablehlo.constant dense<[1, 1, -8, -8]> : tensor<4xi4>
  %n = stablehlo.constant dense<[3, 4, 1, 4]> : tensor<4xi4>
  %l = stablehlo.shift_left %x, %n : tensor<4xi4>
  check.expect_eq_const %l, dense<[-8, 0, 0, 0]> : tensor<4xi4>
  %ra = stablehlo.shift_right_arithmetic %x, %n : tensor<4xi4>
  check.expect_eq_const %ra, dense<[0, 0, -4, -1]> : tensor<4xi4>
  %rl = stablehlo.shift_right_logical %x, %n : tensor<4xi4>
  check.expect_eq_const %rl, dense<[0, 0, 4, 0]> : tensor<4xi4>
  %v = stablehlo.constant dense<[1, -1, 0, 4]> : tensor<4xi4>
  %z = stablehlo.count_leading_zeros %v : tensor<4xi4>
  check.expect_eq_const %z, dense<[3, 0, 4, 1]> : tensor<4xi4>
  %c = stablehlo.popcnt %v : tensor<4xi4>
  check.expect_eq_const %c, dense<[1, 4, 0, 1]> : tensor<4xi4>
  %num = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %den = stablehlo.constant dense<[-1, 0]> : tensor<2xi4>
  %q = stablehlo.divide %num, %den : tensor<2xi4>
  check.expect_eq_const %q, dense<[-8, -1]> : tensor<2xi4>
  %r = stablehlo.remainder %num, %den : tensor<2xi4>
  check.expect_eq_const %r, dense<[0, 7]> : tensor<2xi4>
  func.return
}

// -----

// ui4 compares unsigned (15 > 1), i4 signed (-1 < 1); reduce adds in the
// type: 7 + 7 + 7 = 21 wraps to 5; iota counts up to 7.
// CHECK: @compare_reduce_iota: passed (4 checks)
func.func @compare_reduce_iota() {
  %u = stablehlo.constant dense<[15, 0]> : tensor<2xui4>
  %u1 = stablehlo.constant dense<1> : tensor<2xui4>
  %cu = stablehlo.compare GT, %u, %u1 : (tensor<2xui4>, tensor<2xui4>) -> tensor<2xi1>
  check.expect_eq_const %cu, dense<[true, false]> : tensor<2xi1>
  %s = stablehlo.constant dense<[-1, 1]> : tensor<2xi4>
  %s1 = stablehlo.constant dense<1> : tensor<2xi4>
  %cs = stablehlo.compare LT, %s, %s1 : (tensor<2xi4>, tensor<2xi4>) -> tensor<2xi1>
  check.expect_eq_const %cs, dense<[true, false]> : tensor<2xi1>
  %x = stablehlo.constant dense<7> : tensor<3xi4>
  %zero = stablehlo.constant dense<0> : tensor<i4>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<3xi4>, tensor<i4>) -> tensor<i4>
  check.expect_eq_const %sum, dense<5> : tensor<i4>
  %io = stablehlo.iota dim = 0 : tensor<8xi4>
  check.expect_eq_const %io, dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi4>
  func.return
}

// -----

// Conversions: i4 -8 is exactly -8.0; floats saturate (100.0 to 7,
// -100.0 to -8, -3.0 to ui4 0) and NaN is 0; integers wrap: 20 is 10100b,
// whose low four bits are 4, -9 is ...10111b, low bits 0111b = 7, and -1 as
// ui4 is 15.
// CHECK: @conversions: passed (4 checks)
func.func @conversions() {
  %a = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %af = stablehlo.convert %a : (tensor<2xi4>) -> tensor<2xf32>
  check.expect_eq_const %af, dense<[-8.0, 7.0]> : tensor<2xf32>
  %f = stablehlo.constant dense<[100.0, -100.0, 0x7FC00000]> : tensor<3xf32>
  %fi = stablehlo.convert %f : (tensor<3xf32>) -> tensor<3xi4>
  check.expect_eq_const %fi, dense<[7, -8, 0]> : tensor<3xi4>
  %i = stablehlo.constant dense<[20, -9]> : tensor<2xi32>
  %ii = stablehlo.convert %i : (tensor<2xi32>) -> tensor<2xi4>
  check.expect_eq_const %ii, dense<[4, 7]> : tensor<2xi4>
  %m = stablehlo.constant dense<[-1.0, -3.0]> : tensor<2xf32>
  %mu = stablehlo.convert %i : (tensor<2xi32>) -> tensor<2xui4>
  %mf = stablehlo.convert %m : (tensor<2xf32>) -> tensor<2xui4>
  %both = stablehlo.concatenate %mu, %mf, dim = 0 : (tensor<2xui4>, tensor<2xui4>) -> tensor<4xui4>
  check.expect_eq_const %both, dense<[4, 7, 0, 0]> : tensor<4xui4>
  func.return
}

// -----

// bitcast_convert counts i1 as one bit and i4 as four: the first of the
// narrow elements is the low end of the wide one. [-1, 3] as i4 is the
// nibbles 1111b and 0011b, so the i8 is 0x3F = 63; the i8 0xA5 = -91 is
// the ui4 nibbles 5 and 10; 0x96 as eight i1 reads 0,1,1,0,1,0,0,1 from
// bit 0; 1.0f is 0x3F800000, bits 23 to 29 set.
// CHECK: @bitcast_bits: passed (5 checks)
func.func @bitcast_bits() {
  %a = stablehlo.constant dense<[-1, 3]> : tensor<2xi4>
  %b = stablehlo.bitcast_convert %a : (tensor<2xi4>) -> tensor<i8>
  check.expect_eq_const %b, dense<63> : tensor<i8>
  %c = stablehlo.constant dense<-91> : tensor<i8>
  %d = stablehlo.bitcast_convert %c : (tensor<i8>) -> tensor<2xui4>
  check.expect_eq_const %d, dense<[5, 10]> : tensor<2xui4>
  %e = stablehlo.constant dense<[false, true, true, false, true, false, false, true]> : tensor<8xi1>
  %g = stablehlo.bitcast_convert %e : (tensor<8xi1>) -> tensor<ui8>
  check.expect_eq_const %g, dense<150> : tensor<ui8>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %bits = stablehlo.bitcast_convert %one : (tensor<f32>) -> tensor<32xi1>
  check.expect_eq_const %bits, dense<[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, false, false]> : tensor<32xi1>
  // i4 to ui4 of the same width keeps the bits: -3 is 1101b = 13
  %n = stablehlo.constant dense<-3> : tensor<i4>
  %nu = stablehlo.bitcast_convert %n : (tensor<i4>) -> tensor<ui4>
  check.expect_eq_const %nu, dense<13> : tensor<ui4>
  func.return
}

// -----

// Results print as their values.
// PRINT: // result #0
// PRINT-NEXT: dense<[-8, -1, 0, 7]> : tensor<4xi4>
// PRINT-NEXT: // result #1
// PRINT-NEXT: dense<[3, 0]> : tensor<2xui2>
func.func @printed() -> (tensor<4xi4>, tensor<2xui2>) {
  %a = stablehlo.constant dense<[-8, -1, 0, 7]> : tensor<4xi4>
  %b = stablehlo.constant dense<[3, 0]> : tensor<2xui2>
  func.return %a, %b : tensor<4xi4>, tensor<2xui2>
}

// Inputs in decimal and as the raw bytes MLIR writes (one byte an
// element, only the type's bits set: 0x0F is -1 and 0x08 is -8):
// -8 + -1 = -9 wraps to 7, 7 + 3 = 10 to -6, -1 + -8 to 7.
// SUM: dense<[7, -6, 7]> : tensor<3xi4>
// BAD: error: a i4 element has more bits than its type
func.func @sum(%a: tensor<3xi4>, %b: tensor<3xi4>) -> tensor<3xi4> {
  %s = stablehlo.add %a, %b : tensor<3xi4>
  func.return %s : tensor<3xi4>
}
