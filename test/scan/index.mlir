// The index analysis of loops.h seen through hlomem-scan-alias: which
// row an index reaches at iteration k (stats remarks), in closed form or,
// for an index that is not affine in k, iteration by iteration; or what
// stops the analysis (explain remarks, on the update that is left alone).
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias --hlomem-dce | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias='stats explain' -o /dev/null --verify-diagnostics

// JAX wraps negative indices: select(i < 0, i + 8, i). Over the loop i is
// never negative, so the select always picks i.
// CHECK-LABEL: module @jax_normalised
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<8x3xf32>
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[XS]])
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %[[W]]#1 :
module @jax_normalised {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    // expected-remark@+1 {{result 3 = operand 2 at row k}}
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i32>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %a0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %an = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
      %alt = "stablehlo.compare"(%i, %a0) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %aadd = "stablehlo.add"(%i, %an) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %wi = "stablehlo.select"(%alt, %aadd, %i) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %b0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %bn = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
      %blt = "stablehlo.compare"(%i, %b0) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %badd = "stablehlo.add"(%i, %bn) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %ri = "stablehlo.select"(%blt, %badd, %i) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %s = "stablehlo.dynamic_slice"(%x, %ri, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<8x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<8x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %i2 = "stablehlo.add"(%i, %st) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i32>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> ()
    }) : (tensor<i32>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<i32>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>)
    return %r#3, %r#1 : tensor<8x3xf32>, tensor<1x3xf32>
  }
}

// -----

// A counter stepping by 2 up to 16; the row is i / 2.
// CHECK-LABEL: module @step_two
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<8x3xf32>
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[XS]])
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %[[W]]#1 :
module @step_two {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    // expected-remark@+1 {{result 3 = operand 2 at row k}}
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<16> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %two = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
      %wi = "stablehlo.divide"(%i, %two) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %wi, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<8x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<8x3xf32>
      %st = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %st) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> ()
    }) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>)
    return %r#3, %r#1 : tensor<8x3xf32>, tensor<1x3xf32>
  }
}

// -----

// A counter from 1 to 8 inclusive; the row is i - 1.
// CHECK-LABEL: module @offset_start
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<8x3xf32>
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[XS]])
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %[[W]]#1 :
module @offset_start {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    // expected-remark@+1 {{result 3 = operand 2 at row k}}
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %wi = "stablehlo.subtract"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %wi, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<8x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<8x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %st) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> ()
    }) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>)
    return %r#3, %r#1 : tensor<8x3xf32>, tensor<1x3xf32>
  }
}

// -----

// An i64 counter converted to i32 indices, clamped to [0, 7] and taken
// modulo 8: none of which changes it.
// CHECK-LABEL: module @converted
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<8x3xf32>
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[XS]])
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %[[W]]#1 :
module @converted {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    // expected-remark@+1 {{result 3 = operand 2 at row k}}
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %c = "stablehlo.convert"(%i) : (tensor<i64>) -> tensor<i32>
      %lo = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %hi = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
      %cl = "stablehlo.clamp"(%lo, %c, %hi) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %m = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
      %rem = "stablehlo.remainder"(%cl, %m) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %wi = "stablehlo.minimum"(%rem, %hi) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %s = "stablehlo.dynamic_slice"(%x, %wi, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<8x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<8x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %st) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> ()
    }) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>)
    return %r#3, %r#1 : tensor<8x3xf32>, tensor<1x3xf32>
  }
}

// -----

// An index that goes through a tensor<1xi64> and back, negated twice.
// CHECK-LABEL: module @reshaped_index
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<8x3xf32>
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[XS]])
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %[[W]]#1 :
module @reshaped_index {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    // expected-remark@+1 {{result 3 = operand 2 at row k}}
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %v = "stablehlo.reshape"(%i) : (tensor<i64>) -> tensor<1xi64>
      %back = "stablehlo.reshape"(%v) : (tensor<1xi64>) -> tensor<i64>
      %neg = "stablehlo.negate"(%back) : (tensor<i64>) -> tensor<i64>
      %wi = "stablehlo.negate"(%neg) : (tensor<i64>) -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %wi, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<8x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<8x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %st) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> ()
    }) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>)
    return %r#3, %r#1 : tensor<8x3xf32>, tensor<1x3xf32>
  }
}

// -----

// The row i / 2 with a step of 1: not affine in k (the division truncates),
// so it is evaluated iteration by iteration, and writes every row twice.
// CHECK-LABEL: module @inexact_division
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @inexact_division {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<16> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %two = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
      %wi = "stablehlo.divide"(%i, %two) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %wi, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      // expected-remark@+1 {{stacked buffer not aliased: coverage is partial: the 16 iterations write rows 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, but dimension 0 has 8 rows}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<8x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<8x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %st) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> ()
    }) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>)
    return %r#3, %r#1 : tensor<8x3xf32>, tensor<1x3xf32>
  }
}

// -----

// The row i * i runs past the last row.
// CHECK-LABEL: module @squared
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @squared {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %wi = "stablehlo.multiply"(%i, %i) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %wi, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      // expected-remark@+1 {{coverage is partial: the 8 iterations write rows 0, 1, 4, 9, 16, 25, 36, 49, but dimension 0 has 8 rows}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<8x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<8x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %st) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> ()
    }) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>)
    return %r#3, %r#1 : tensor<8x3xf32>, tensor<1x3xf32>
  }
}

// -----

// The row (3i + 1) mod 8, computed once for the update and once for the
// slice: not affine, but evaluated iteration by iteration it visits each
// row once (3 and 8 are coprime), the same row for both.
// CHECK-LABEL: module @modular
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<8x3xf32>
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[XS]])
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %[[W]]#1 :
module @modular {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    // expected-remark@+1 {{result 3 = operand 2 at rows 1, 4, 7, 2, 5, 0, 3, 6}}
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %three = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %eight = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %m = "stablehlo.multiply"(%i, %three) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %m1 = "stablehlo.add"(%m, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %wi = "stablehlo.remainder"(%m1, %eight) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %q = "stablehlo.multiply"(%three, %i) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %q1 = "stablehlo.add"(%one, %q) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %ri = "stablehlo.remainder"(%q1, %eight) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %ri, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<8x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<8x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %st) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> ()
    }) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>)
    return %r#3, %r#1 : tensor<8x3xf32>, tensor<1x3xf32>
  }
}

// -----

// The update writes row (3i + 1) mod 8, the slice reads (5i + 1) mod 8:
// both permutations, but not the same one.
// CHECK-LABEL: module @modular_differ
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @modular_differ {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %three = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
      %five = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %eight = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %m = "stablehlo.multiply"(%i, %three) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %m1 = "stablehlo.add"(%m, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %wi = "stablehlo.remainder"(%m1, %eight) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %q = "stablehlo.multiply"(%i, %five) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %q1 = "stablehlo.add"(%q, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %ri = "stablehlo.remainder"(%q1, %eight) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %ri, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      // expected-remark@+1 {{update and slice indices differ: at iteration 1 the update writes row 4, the slice reads row 6}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<8x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<8x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %st) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> ()
    }) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>)
    return %r#3, %r#1 : tensor<8x3xf32>, tensor<1x3xf32>
  }
}

// -----

// (3i + 1) mod 5000 over 5000 iterations: a permutation too, but more
// iterations than are checked one by one.
// CHECK-LABEL: module @modular_long
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @modular_long {
  func.func @main(%xs: tensor<5000x3xf32>) -> (tensor<5000x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<5000x3xf32>}> : () -> tensor<5000x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<5000x3xf32>, %ys: tensor<5000x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<5000> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<5000x3xf32>, %ys: tensor<5000x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %three = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %n5000 = "stablehlo.constant"() <{value = dense<5000> : tensor<i64>}> : () -> tensor<i64>
      %m = "stablehlo.multiply"(%i, %three) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %m1 = "stablehlo.add"(%m, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %wi = "stablehlo.remainder"(%m1, %n5000) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %wi, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<5000x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      // expected-remark@+1 {{the update index is not a function of the iteration: it depends on a remainder that changes its operand}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<5000x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<5000x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %st) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x3xf32>, tensor<5000x3xf32>, tensor<5000x3xf32>) -> ()
    }) : (tensor<i64>, tensor<1x3xf32>, tensor<5000x3xf32>, tensor<5000x3xf32>) -> (tensor<i64>, tensor<1x3xf32>, tensor<5000x3xf32>, tensor<5000x3xf32>)
    return %r#3, %r#1 : tensor<5000x3xf32>, tensor<1x3xf32>
  }
}

// -----

// The row i + off for an offset passed in.
// CHECK-LABEL: module @argument_offset
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @argument_offset {
  func.func @main(%xs: tensor<8x3xf32>, %off: tensor<i64>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %wi = "stablehlo.add"(%i, %off) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %wi, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      // expected-remark@+1 {{it depends on a block argument from outside the loop}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<8x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<8x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %st) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> ()
    }) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>)
    return %r#3, %r#1 : tensor<8x3xf32>, tensor<1x3xf32>
  }
}

// -----

// The row i for i < 4 and 11 - i after: the select changes with the
// iteration, so the rows are checked one by one; they are all different.
// CHECK-LABEL: module @zigzag
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<8x3xf32>
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[XS]])
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %[[W]]#1 :
module @zigzag {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    // expected-remark@+1 {{result 3 = operand 2 at rows 0, 1, 2, 3, 7, 6, 5, 4}}
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %four = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
      %eleven = "stablehlo.constant"() <{value = dense<11> : tensor<i64>}> : () -> tensor<i64>
      %lt = "stablehlo.compare"(%i, %four) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %back = "stablehlo.subtract"(%eleven, %i) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %wi = "stablehlo.select"(%lt, %i, %back) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %wi, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<8x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<8x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %st) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> ()
    }) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>)
    return %r#3, %r#1 : tensor<8x3xf32>, tensor<1x3xf32>
  }
}

// -----

// 200 rows indexed by the counter converted to i8, which wraps past 127
// (rows 128 and on would be negative).
// CHECK-LABEL: module @wraps
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @wraps {
  func.func @main(%xs: tensor<200x3xf32>) -> (tensor<200x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<200x3xf32>}> : () -> tensor<200x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<200x3xf32>, %ys: tensor<200x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<200> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<200x3xf32>, %ys: tensor<200x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
      %wi = "stablehlo.convert"(%i) : (tensor<i64>) -> tensor<i8>
      %s = "stablehlo.dynamic_slice"(%x, %wi, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<200x3xf32>, tensor<i8>, tensor<i8>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      // expected-remark@+1 {{it depends on a value that wraps around in its integer type}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<200x3xf32>, tensor<1x3xf32>, tensor<i8>, tensor<i8>) -> tensor<200x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %st) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x3xf32>, tensor<200x3xf32>, tensor<200x3xf32>) -> ()
    }) : (tensor<i64>, tensor<1x3xf32>, tensor<200x3xf32>, tensor<200x3xf32>) -> (tensor<i64>, tensor<1x3xf32>, tensor<200x3xf32>, tensor<200x3xf32>)
    return %r#3, %r#1 : tensor<200x3xf32>, tensor<1x3xf32>
  }
}

// -----

// i - 4 compared UNSIGNED with 0 picks between two rows: unsigned order on
// negative values is not decided, so the select is not either.
// CHECK-LABEL: module @unsigned_negative
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @unsigned_negative {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %four = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
      %seven = "stablehlo.constant"() <{value = dense<7> : tensor<i64>}> : () -> tensor<i64>
      %d = "stablehlo.subtract"(%i, %four) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %lt = "stablehlo.compare"(%d, %z) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type UNSIGNED>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %back = "stablehlo.subtract"(%seven, %i) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %wi = "stablehlo.select"(%lt, %back, %i) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %wi, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      // expected-remark@+1 {{it depends on a select whose predicate the range of values over the loop does not decide}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<8x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<8x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %st) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> ()
    }) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>)
    return %r#3, %r#1 : tensor<8x3xf32>, tensor<1x3xf32>
  }
}
