// Nested scans: an outer loop over layers runs an inner scan over time
// steps on its layer's slice. Aliasing the inner scan makes its stacked
// output the layer slice, which makes the outer stacked output the input.
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias --hlomem-dce | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias=stats -o /dev/null --verify-diagnostics

// CHECK-LABEL: module @nested
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<2x3x4xf32>)
// CHECK: %[[OUT:.*]]:3 = stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[XS]])
// CHECK-SAME: : tensor<i64>, tensor<4xf32>, tensor<2x3x4xf32>
// CHECK-NEXT: cond {
// CHECK: %[[SEQ:.*]] = stablehlo.reshape
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[SEQ]])
// CHECK-SAME: : tensor<i64>, tensor<4xf32>, tensor<3x4xf32>
// CHECK-NEXT: cond {
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %[[OUT]]#1 :
module @nested {
  func.func @main(%xs: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<2x3x4xf32>}> : () -> tensor<2x3x4xf32>
    %acc0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
    // expected-remark@+1 {{hlomem-scan-alias: 1 stacked buffer aliased, 96 B saved: result 3 = operand 2 at row k}}
    %r:4 = "stablehlo.while"(%c0, %acc0, %xs, %zero) ({
    ^bb0(%l: tensor<i64>, %acc: tensor<4xf32>, %x: tensor<2x3x4xf32>, %ys: tensor<2x3x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%l, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%l: tensor<i64>, %acc: tensor<4xf32>, %x: tensor<2x3x4xf32>, %ys: tensor<2x3x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %sl = "stablehlo.dynamic_slice"(%x, %l, %z, %z) <{slice_sizes = array<i64: 1, 3, 4>}> : (tensor<2x3x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x3x4xf32>
      %seq = "stablehlo.reshape"(%sl) : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
      %izero = "stablehlo.constant"() <{value = dense<0.0> : tensor<3x4xf32>}> : () -> tensor<3x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: 1 stacked buffer aliased, 48 B saved: result 3 = operand 2 at row k}}
      %in:4 = "stablehlo.while"(%z, %acc, %seq, %izero) ({
      ^bb0(%t: tensor<i64>, %a: tensor<4xf32>, %s: tensor<3x4xf32>, %ysi: tensor<3x4xf32>):
        %m = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
        %q = "stablehlo.compare"(%t, %m) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
        "stablehlo.return"(%q) : (tensor<i1>) -> ()
      }, {
      ^bb0(%t: tensor<i64>, %a: tensor<4xf32>, %s: tensor<3x4xf32>, %ysi: tensor<3x4xf32>):
        %zi = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
        %row = "stablehlo.dynamic_slice"(%s, %t, %zi) <{slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
        %rr = "stablehlo.reshape"(%row) : (tensor<1x4xf32>) -> tensor<4xf32>
        %a2 = "stablehlo.add"(%a, %rr) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %ysi2 = "stablehlo.dynamic_update_slice"(%ysi, %row, %t, %zi) : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<3x4xf32>
        %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
        %t2 = "stablehlo.add"(%t, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%t2, %a2, %s, %ysi2) : (tensor<i64>, tensor<4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
      }) : (tensor<i64>, tensor<4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<i64>, tensor<4xf32>, tensor<3x4xf32>, tensor<3x4xf32>)
      %st = "stablehlo.reshape"(%in#3) : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %st, %l, %z, %z) : (tensor<2x3x4xf32>, tensor<1x3x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x3x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %l2 = "stablehlo.add"(%l, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%l2, %in#1, %x, %ys2) : (tensor<i64>, tensor<4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> ()
    }) : (tensor<i64>, tensor<4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> (tensor<i64>, tensor<4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>)
    return %r#3, %r#1 : tensor<2x3x4xf32>, tensor<4xf32>
  }
}

// -----

// The scan is in a callee whose result the caller's loop stacks: aliasing
// the callee's loop makes the call return a view of its argument, which
// makes the caller's stacked output its input too.
// CHECK-LABEL: module @caller
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<2x3x4xf32>)
// CHECK: return %[[XS]] :
// CHECK-LABEL: func.func private @copy_rows
// CHECK-SAME: (%[[S:[^:]*]]: tensor<3x4xf32>)
// CHECK: return %[[S]] :
module @caller {
  func.func @main(%xs: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<2x3x4xf32>}> : () -> tensor<2x3x4xf32>
    // expected-remark@+1 {{hlomem-scan-alias: 1 stacked buffer aliased, 96 B saved: result 2 = operand 1 at row k}}
    %r:3 = "stablehlo.while"(%c0, %xs, %zero) ({
    ^bb0(%l: tensor<i64>, %x: tensor<2x3x4xf32>, %ys: tensor<2x3x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%l, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%l: tensor<i64>, %x: tensor<2x3x4xf32>, %ys: tensor<2x3x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %sl = "stablehlo.dynamic_slice"(%x, %l, %z, %z) <{slice_sizes = array<i64: 1, 3, 4>}> : (tensor<2x3x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x3x4xf32>
      %seq = "stablehlo.reshape"(%sl) : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
      %copy = func.call @copy_rows(%seq) : (tensor<3x4xf32>) -> tensor<3x4xf32>
      %st = "stablehlo.reshape"(%copy) : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %st, %l, %z, %z) : (tensor<2x3x4xf32>, tensor<1x3x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x3x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %l2 = "stablehlo.add"(%l, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%l2, %x, %ys2) : (tensor<i64>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> ()
    }) : (tensor<i64>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> (tensor<i64>, tensor<2x3x4xf32>, tensor<2x3x4xf32>)
    return %r#2 : tensor<2x3x4xf32>
  }

  // A scan stacking the rows of its argument: it returns them unchanged.
  func.func private @copy_rows(%s: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<3x4xf32>}> : () -> tensor<3x4xf32>
    // expected-remark@+1 {{hlomem-scan-alias: 1 stacked buffer aliased, 48 B saved: result 2 = operand 1 at row k}}
    %r:3 = "stablehlo.while"(%c0, %s, %init) ({
    ^bb0(%t: tensor<i64>, %x: tensor<3x4xf32>, %ys: tensor<3x4xf32>):
      %m = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
      %q = "stablehlo.compare"(%t, %m) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%q) : (tensor<i1>) -> ()
    }, {
    ^bb0(%t: tensor<i64>, %x: tensor<3x4xf32>, %ys: tensor<3x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %row = "stablehlo.dynamic_slice"(%x, %t, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %row, %t, %z) : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<3x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %t2 = "stablehlo.add"(%t, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%t2, %x, %ys2) : (tensor<i64>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
    }) : (tensor<i64>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<i64>, tensor<3x4xf32>, tensor<3x4xf32>)
    return %r#2 : tensor<3x4xf32>
  }
}

// -----

// A loop rewritten twice: its first buffer goes in the first sweep, the
// second only once the callee's scan is aliased, in the next sweep. Both
// remarks name results and operands as the input does.
// CHECK-LABEL: module @twice
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<2x3x4xf32>)
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[XS]])
// CHECK: return %[[XS]], %[[XS]] :
module @twice {
  func.func @main(%xs: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<2x3x4xf32>}> : () -> tensor<2x3x4xf32>
    // expected-remark@+2 {{hlomem-scan-alias: 1 stacked buffer aliased, 96 B saved: result 2 = operand 1 at row k}}
    // expected-remark@+1 {{hlomem-scan-alias: 1 stacked buffer aliased, 96 B saved: result 3 = operand 1 at row k}}
    %r:4 = "stablehlo.while"(%c0, %xs, %zero, %zero) ({
    ^bb0(%l: tensor<i64>, %x: tensor<2x3x4xf32>, %ya: tensor<2x3x4xf32>, %yb: tensor<2x3x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%l, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%l: tensor<i64>, %x: tensor<2x3x4xf32>, %ya: tensor<2x3x4xf32>, %yb: tensor<2x3x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %sl = "stablehlo.dynamic_slice"(%x, %l, %z, %z) <{slice_sizes = array<i64: 1, 3, 4>}> : (tensor<2x3x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x3x4xf32>
      %ya2 = "stablehlo.dynamic_update_slice"(%ya, %sl, %l, %z, %z) : (tensor<2x3x4xf32>, tensor<1x3x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x3x4xf32>
      %seq = "stablehlo.reshape"(%sl) : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
      %copy = func.call @copy_rows_later(%seq) : (tensor<3x4xf32>) -> tensor<3x4xf32>
      %st = "stablehlo.reshape"(%copy) : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
      %yb2 = "stablehlo.dynamic_update_slice"(%yb, %st, %l, %z, %z) : (tensor<2x3x4xf32>, tensor<1x3x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x3x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %l2 = "stablehlo.add"(%l, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%l2, %x, %ya2, %yb2) : (tensor<i64>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> ()
    }) : (tensor<i64>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> (tensor<i64>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>)
    return %r#2, %r#3 : tensor<2x3x4xf32>, tensor<2x3x4xf32>
  }

  func.func private @copy_rows_later(%s: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<3x4xf32>}> : () -> tensor<3x4xf32>
    // expected-remark@+1 {{hlomem-scan-alias: 1 stacked buffer aliased, 48 B saved: result 2 = operand 1 at row k}}
    %r:3 = "stablehlo.while"(%c0, %s, %init) ({
    ^bb0(%t: tensor<i64>, %x: tensor<3x4xf32>, %ys: tensor<3x4xf32>):
      %m = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
      %q = "stablehlo.compare"(%t, %m) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%q) : (tensor<i1>) -> ()
    }, {
    ^bb0(%t: tensor<i64>, %x: tensor<3x4xf32>, %ys: tensor<3x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %row = "stablehlo.dynamic_slice"(%x, %t, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %row, %t, %z) : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<3x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %t2 = "stablehlo.add"(%t, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%t2, %x, %ys2) : (tensor<i64>, tensor<3x4xf32>, tensor<3x4xf32>) -> ()
    }) : (tensor<i64>, tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<i64>, tensor<3x4xf32>, tensor<3x4xf32>)
    return %r#2 : tensor<3x4xf32>
  }
}
