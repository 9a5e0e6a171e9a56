// Loops whose bound (or step) is not a constant in the condition but a
// slot the body carries unchanged from a constant: JAX's fori_loop with
// traced bounds carries (i, upper, ...), torch_xla's while_loop carries
// its limit and counts in one-element tensors of shape [1], read through
// slice and reshape. The trip count is proven all the same.
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias --hlomem-dce | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias='stats explain' -o /dev/null --verify-diagnostics
// RUN: %hlomem-diff %s --split-input-file --hlomem-scan-alias --hlomem-dce | FileCheck %s --check-prefix=DIFF
// DIFF: hlomem-diff: 4 functions agree, 0 skipped, 0 differ

// fori_loop(0, n, ...) with n = 8 carried as slot 1.
// CHECK-LABEL: module @carried_limit
// CHECK: func.func @main(%[[XS:[^:]*]]: tensor<8x4xf32>)
// CHECK: %[[R:.*]]:4 = stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[XS]])
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %[[R]]#2 :
module @carried_limit {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %c8 = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    // expected-remark@+1 {{hlomem-scan-alias: 1 stacked buffer aliased, 128 B saved: result 4 = operand 3 at row k}}
    %r:5 = "stablehlo.while"(%c0, %c8, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %n: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %n: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %n, %acc2, %x, %ys2) : (tensor<i64>, tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#4, %r#2 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// A reverse scan over a carried length: the row is n - 1 - i, with n the
// carried slot (stride 0 at every iteration), and the step is carried too.
// CHECK-LABEL: module @carried_reverse
// CHECK: func.func @main(%[[XS:[^:]*]]: tensor<6x3xf32>)
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %{{.*}} :
module @carried_reverse {
  func.func @main(%xs: tensor<6x3xf32>) -> (tensor<6x3xf32>, tensor<1x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %c1 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %c6 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<6x3xf32>}> : () -> tensor<6x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<1.0> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
    // expected-remark@+1 {{hlomem-scan-alias: 1 stacked buffer aliased, 72 B saved: result 5 = operand 4 at row 5 - k}}
    %r:6 = "stablehlo.while"(%c0, %c1, %c6, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i32>, %step: tensor<i32>, %n: tensor<i32>, %acc: tensor<1x3xf32>, %x: tensor<6x3xf32>, %ys: tensor<6x3xf32>):
      %p = "stablehlo.compare"(%n, %i) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %step: tensor<i32>, %n: tensor<i32>, %acc: tensor<1x3xf32>, %x: tensor<6x3xf32>, %ys: tensor<6x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %last = "stablehlo.subtract"(%n, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %row = "stablehlo.subtract"(%last, %i) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %s = "stablehlo.dynamic_slice"(%x, %row, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<6x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
      %acc2 = "stablehlo.multiply"(%acc, %s) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %row, %z) : (tensor<6x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x3xf32>
      %i2 = "stablehlo.add"(%i, %step) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%i2, %step, %n, %acc2, %x, %ys2) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>)
    return %r#5, %r#3 : tensor<6x3xf32>, tensor<1x3xf32>
  }
}

// -----

// torch_xla's while_loop(cond_fn, body_fn, (init, limit_value, ...)) with
// cond_fn = limit_value[0] >= init[0] and body_fn adding ones(1) to init
// and returning limit_value.clone(): counter and limit are tensor<1xi32>,
// the condition reads them through slice and reshape, and so does the
// row index. i runs from 0 to 4 inclusive: 5 iterations for 5 rows.
// CHECK-LABEL: module @torch_xla_while_loop
// CHECK: func.func @main(%[[XS:[^:]*]]: tensor<5x2xf32>)
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %{{.*}} :
module @torch_xla_while_loop {
  func.func @main(%xs: tensor<5x2xf32>) -> (tensor<5x2xf32>, tensor<1x2xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %c4 = "stablehlo.constant"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<5x2xf32>}> : () -> tensor<5x2xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x2xf32>}> : () -> tensor<1x2xf32>
    // expected-remark@+1 {{hlomem-scan-alias: 1 stacked buffer aliased, 40 B saved: result 4 = operand 3 at row k}}
    %r:5 = "stablehlo.while"(%c0, %c4, %s0, %xs, %init) ({
    ^bb0(%i: tensor<1xi32>, %lim: tensor<1xi32>, %acc: tensor<1x2xf32>, %x: tensor<5x2xf32>, %ys: tensor<5x2xf32>):
      %l1 = "stablehlo.slice"(%lim) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1xi32>
      %l = "stablehlo.reshape"(%l1) : (tensor<1xi32>) -> tensor<i32>
      %i1 = "stablehlo.slice"(%i) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1xi32>
      %ii = "stablehlo.reshape"(%i1) : (tensor<1xi32>) -> tensor<i32>
      %p = "stablehlo.compare"(%l, %ii) <{comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<1xi32>, %lim: tensor<1xi32>, %acc: tensor<1x2xf32>, %x: tensor<5x2xf32>, %ys: tensor<5x2xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %i1 = "stablehlo.slice"(%i) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1xi32>
      %ii = "stablehlo.reshape"(%i1) : (tensor<1xi32>) -> tensor<i32>
      %s = "stablehlo.dynamic_slice"(%x, %ii, %z) <{slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %ii, %z) : (tensor<5x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<5x2xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      "stablehlo.return"(%i2, %lim, %acc2, %x, %ys2) : (tensor<1xi32>, tensor<1xi32>, tensor<1x2xf32>, tensor<5x2xf32>, tensor<5x2xf32>) -> ()
    }) : (tensor<1xi32>, tensor<1xi32>, tensor<1x2xf32>, tensor<5x2xf32>, tensor<5x2xf32>) -> (tensor<1xi32>, tensor<1xi32>, tensor<1x2xf32>, tensor<5x2xf32>, tensor<5x2xf32>)
    return %r#4, %r#2 : tensor<5x2xf32>, tensor<1x2xf32>
  }
}

// -----

// The same with the limit read from a one-element slice of a larger
// carried tensor: that slice picks one element of several, not a view of
// one, so the limit is not proven and the loop is left alone.
// CHECK-LABEL: module @limit_sliced_from_a_vector
// CHECK: stablehlo.dynamic_update_slice
module @limit_sliced_from_a_vector {
  func.func @main(%xs: tensor<5x2xf32>) -> (tensor<5x2xf32>, tensor<1x2xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %c4 = "stablehlo.constant"() <{value = dense<[4, 9]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<5x2xf32>}> : () -> tensor<5x2xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x2xf32>}> : () -> tensor<1x2xf32>
    // expected-remark@+1 {{hlomem-scan-alias: loop left alone: the trip count cannot be proven}}
    %r:5 = "stablehlo.while"(%c0, %c4, %s0, %xs, %init) ({
    ^bb0(%i: tensor<1xi32>, %lim: tensor<2xi32>, %acc: tensor<1x2xf32>, %x: tensor<5x2xf32>, %ys: tensor<5x2xf32>):
      %l1 = "stablehlo.slice"(%lim) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xi32>) -> tensor<1xi32>
      %l = "stablehlo.reshape"(%l1) : (tensor<1xi32>) -> tensor<i32>
      %ii = "stablehlo.reshape"(%i) : (tensor<1xi32>) -> tensor<i32>
      %p = "stablehlo.compare"(%l, %ii) <{comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<1xi32>, %lim: tensor<2xi32>, %acc: tensor<1x2xf32>, %x: tensor<5x2xf32>, %ys: tensor<5x2xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %ii = "stablehlo.reshape"(%i) : (tensor<1xi32>) -> tensor<i32>
      %s = "stablehlo.dynamic_slice"(%x, %ii, %z) <{slice_sizes = array<i64: 1, 2>}> : (tensor<5x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %ii, %z) : (tensor<5x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<5x2xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      "stablehlo.return"(%i2, %lim, %acc2, %x, %ys2) : (tensor<1xi32>, tensor<2xi32>, tensor<1x2xf32>, tensor<5x2xf32>, tensor<5x2xf32>) -> ()
    }) : (tensor<1xi32>, tensor<2xi32>, tensor<1x2xf32>, tensor<5x2xf32>, tensor<5x2xf32>) -> (tensor<1xi32>, tensor<2xi32>, tensor<1x2xf32>, tensor<5x2xf32>, tensor<5x2xf32>)
    return %r#4, %r#2 : tensor<5x2xf32>, tensor<1x2xf32>
  }
}
