// Reverse scans (the backward pass of a scan over layers): the row written
// at iteration k is N-1-k, however the index is spelled.
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias --hlomem-dce | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias=stats -o /dev/null --verify-diagnostics

// torch_xla's reverse scan: the counter runs up, the row is N-1-i.
// CHECK-LABEL: module @torch_xla_reverse
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<8x3xf32>
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[XS]])
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %[[W]]#1 :
module @torch_xla_reverse {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    // expected-remark@+1 {{1 stacked buffer aliased, 96 B saved: result 3 = operand 2 at row 7 - k}}
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %last = "stablehlo.constant"() <{value = dense<7> : tensor<i64>}> : () -> tensor<i64>
      %wi = "stablehlo.subtract"(%last, %i) : (tensor<i64>, tensor<i64>) -> tensor<i64>
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

// A counter running down from 7 while `i >= 0`, used as the row itself.
// CHECK-LABEL: module @count_down
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<8x3xf32>
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[XS]])
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %[[W]]#1 :
module @count_down {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<7> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    // expected-remark@+1 {{result 3 = operand 2 at row 7 - k}}
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %wi = "stablehlo.add"(%i, %z) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %wi, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<8x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<8x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.subtract"(%i, %st) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> ()
    }) : (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<i64>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>)
    return %r#3, %r#1 : tensor<8x3xf32>, tensor<1x3xf32>
  }
}

// -----

// The same with an i32 counter, `-1 < i` written with the limit first.
// CHECK-LABEL: module @count_down_gt
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<8x3xf32>
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[XS]])
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %[[W]]#1 :
module @count_down_gt {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    // expected-remark@+1 {{result 3 = operand 2 at row 7 - k}}
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i32>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
      %p = "stablehlo.compare"(%n, %i) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %wi = "stablehlo.multiply"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %s = "stablehlo.dynamic_slice"(%x, %wi, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<8x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %wi, %z) : (tensor<8x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<8x3xf32>
      %st = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %i2 = "stablehlo.subtract"(%i, %st) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i32>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> ()
    }) : (tensor<i32>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>) -> (tensor<i32>, tensor<1x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>)
    return %r#3, %r#1 : tensor<8x3xf32>, tensor<1x3xf32>
  }
}

// -----

// JAX's reverse scan: row N - i - 1, computed separately for the slice
// and the update.
// CHECK-LABEL: module @jax_reverse
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<8x3xf32>
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[XS]])
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %[[W]]#1 :
module @jax_reverse {
  func.func @main(%xs: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x3xf32>}> : () -> tensor<8x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    // expected-remark@+1 {{result 3 = operand 2 at row 7 - k}}
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x3xf32>, %x: tensor<8x3xf32>, %ys: tensor<8x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %len = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %t = "stablehlo.subtract"(%len, %i) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %wi = "stablehlo.subtract"(%t, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %u = "stablehlo.subtract"(%len, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %ri = "stablehlo.subtract"(%u, %i) : (tensor<i64>, tensor<i64>) -> tensor<i64>
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
