// Forward scans whose stacked output is the scanned input: the result is
// replaced by the input, the slot leaves the loop and its zero buffer goes.
// RUN: hlomem-opt %s --split-input-file --print-form=mlir --hlomem-scan-alias --hlomem-dce | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias=stats -o /dev/null --verify-diagnostics

// The loop carries (i, h, xs, ys); ys stacks the rows of xs.
// CHECK-LABEL: module @basic
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:.*]]: tensor<8x4xf32>, %[[H0:.*]]: tensor<4xf32>)
// CHECK-NOT: dense<0.000000e+00> : tensor<8x4xf32>
// CHECK: %[[W:.*]]:3 = "stablehlo.while"(%{{.*}}, %[[H0]], %[[XS]])
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<i64>, %{{.*}}: tensor<4xf32>, %{{.*}}: tensor<8x4xf32>):
// CHECK: ^bb0(%{{.*}}: tensor<i64>, %{{.*}}: tensor<4xf32>, %[[X:.*]]: tensor<8x4xf32>):
// CHECK: "stablehlo.dynamic_slice"(%[[X]]
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: "stablehlo.return"(%{{.*}}, %{{.*}}, %[[X]]) : (tensor<i64>, tensor<4xf32>, tensor<8x4xf32>) -> ()
// CHECK-NEXT: }) : (tensor<i64>, tensor<4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<4xf32>, tensor<8x4xf32>)
// CHECK-NEXT: return %[[W]]#1, %[[XS]] : tensor<4xf32>, tensor<8x4xf32>
module @basic {
  func.func @main(%xs: tensor<8x4xf32>, %h0: tensor<4xf32>) -> (tensor<4xf32>, tensor<8x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zeros = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    // expected-remark@+1 {{hlomem-scan-alias: 1 stacked buffer aliased, 128 B saved: result 3 = operand 2 at row k}}
    %r:4 = "stablehlo.while"(%c0, %h0, %xs, %zeros) ({
    ^bb0(%i: tensor<i64>, %h: tensor<4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %h: tensor<4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %row = "stablehlo.reshape"(%s) : (tensor<1x4xf32>) -> tensor<4xf32>
      %h2 = "stablehlo.add"(%h, %row) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %up = "stablehlo.broadcast_in_dim"(%row) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %up, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %h2, %x, %ys2) : (tensor<i64>, tensor<4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#1, %r#3 : tensor<4xf32>, tensor<8x4xf32>
  }
}

// -----

// An i32 counter compared as `7 >= i` (the limit first, LE after
// normalisation); ys starts as a function argument, which stays, and its
// later users read xs instead.
// CHECK-LABEL: module @i32_le
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:.*]]: tensor<8x2x3xbf16>, %[[INIT:.*]]: tensor<8x2x3xbf16>)
// CHECK: %[[W:.*]]:2 = "stablehlo.while"(%{{.*}}, %[[XS]]) ({
// CHECK: ^bb0(%{{[^:]*}}: tensor<i32>, %{{[^:]*}}: tensor<8x2x3xbf16>):
// CHECK: "stablehlo.negate"(%[[XS]])
// CHECK: return %[[INIT]], %{{.*}}, %[[W]]#0 :
module @i32_le {
  func.func @main(%xs: tensor<8x2x3xbf16>, %init: tensor<8x2x3xbf16>) -> (tensor<8x2x3xbf16>, tensor<8x2x3xbf16>, tensor<i32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    // expected-remark@+1 {{1 stacked buffer aliased, 96 B saved: result 2 = operand 1 at row k}}
    %r:3 = "stablehlo.while"(%c0, %xs, %init) ({
    ^bb0(%i: tensor<i32>, %x: tensor<8x2x3xbf16>, %ys: tensor<8x2x3xbf16>):
      %n = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
      %p = "stablehlo.compare"(%n, %i) <{comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %x: tensor<8x2x3xbf16>, %ys: tensor<8x2x3xbf16>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z, %z) <{slice_sizes = array<i64: 1, 2, 3>}> : (tensor<8x2x3xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xbf16>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z, %z) : (tensor<8x2x3xbf16>, tensor<1x2x3xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x2x3xbf16>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %i2 = "stablehlo.add"(%one, %i) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%i2, %x, %ys2) : (tensor<i32>, tensor<8x2x3xbf16>, tensor<8x2x3xbf16>) -> ()
    }) : (tensor<i32>, tensor<8x2x3xbf16>, tensor<8x2x3xbf16>) -> (tensor<i32>, tensor<8x2x3xbf16>, tensor<8x2x3xbf16>)
    %neg = "stablehlo.negate"(%r#2) : (tensor<8x2x3xbf16>) -> tensor<8x2x3xbf16>
    return %init, %neg, %r#0 : tensor<8x2x3xbf16>, tensor<8x2x3xbf16>, tensor<i32>
  }
}

// -----

// An unsigned counter stopped by `i != 6`; the indices are ui32 too. The
// loop also sums the rows, which keeps it alive after hlomem-dce.
// CHECK-LABEL: module @ui32_ne
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:.*]]: tensor<6x5xi8>)
// CHECK-NOT: stablehlo.broadcast_in_dim
// CHECK: %[[W:.*]]:3 = "stablehlo.while"(%{{.*}}, %{{.*}}, %[[XS]]) ({
// CHECK: ^bb0(%{{[^:]*}}: tensor<ui32>, %{{[^:]*}}: tensor<1x5xi8>, %{{[^:]*}}: tensor<6x5xi8>):
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XS]], %[[W]]#1 : tensor<6x5xi8>, tensor<1x5xi8>
module @ui32_ne {
  func.func @main(%xs: tensor<6x5xi8>) -> (tensor<6x5xi8>, tensor<1x5xi8>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %e = "stablehlo.constant"() <{value = dense<-1> : tensor<i8>}> : () -> tensor<i8>
    %init = "stablehlo.broadcast_in_dim"(%e) <{broadcast_dimensions = array<i64>}> : (tensor<i8>) -> tensor<6x5xi8>
    %acc0 = "stablehlo.constant"() <{value = dense<0> : tensor<1x5xi8>}> : () -> tensor<1x5xi8>
    // expected-remark@+1 {{1 stacked buffer aliased, 30 B saved: result 3 = operand 2 at row k}}
    %r:4 = "stablehlo.while"(%c0, %acc0, %xs, %init) ({
    ^bb0(%i: tensor<ui32>, %acc: tensor<1x5xi8>, %x: tensor<6x5xi8>, %ys: tensor<6x5xi8>):
      %n = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type UNSIGNED>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<ui32>, %acc: tensor<1x5xi8>, %x: tensor<6x5xi8>, %ys: tensor<6x5xi8>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 5>}> : (tensor<6x5xi8>, tensor<ui32>, tensor<ui32>) -> tensor<1x5xi8>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x5xi8>, tensor<1x5xi8>) -> tensor<1x5xi8>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<6x5xi8>, tensor<1x5xi8>, tensor<ui32>, tensor<ui32>) -> tensor<6x5xi8>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<ui32>, tensor<1x5xi8>, tensor<6x5xi8>, tensor<6x5xi8>) -> ()
    }) : (tensor<ui32>, tensor<1x5xi8>, tensor<6x5xi8>, tensor<6x5xi8>) -> (tensor<ui32>, tensor<1x5xi8>, tensor<6x5xi8>, tensor<6x5xi8>)
    return %r#3, %r#1 : tensor<6x5xi8>, tensor<1x5xi8>
  }
}

// -----

// Several aliased buffers in one loop: ys1 stacks rows of xa, ys2 rows of
// xb; ys3 stacks the carry, which is not a slice, and stays.
// CHECK-LABEL: module @several
// CHECK: func.func @main
// CHECK-SAME: (%[[XA:[^:]*]]: tensor<4x3xf32>, %[[XB:[^:]*]]: tensor<4x2xi32>, %{{.*}}: tensor<3xf32>)
// CHECK: %[[W:.*]]:5 = "stablehlo.while"(%{{.*}}, %{{.*}}, %[[XA]], %[[XB]], %{{.*}}) ({
// CHECK: ^bb0(%{{[^:]*}}: tensor<i64>, %{{[^:]*}}: tensor<3xf32>, %{{[^:]*}}: tensor<4x3xf32>, %{{[^:]*}}: tensor<4x2xi32>, %{{[^:]*}}: tensor<4x3xf32>):
// CHECK: stablehlo.dynamic_update_slice
// CHECK-NOT: stablehlo.dynamic_update_slice
// CHECK: return %[[XA]], %[[XB]], %[[W]]#4 :
module @several {
  func.func @main(%xa: tensor<4x3xf32>, %xb: tensor<4x2xi32>, %h0: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<4x2xi32>, tensor<4x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %fz = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
    %iz = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %ia = "stablehlo.broadcast_in_dim"(%fz) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %ib = "stablehlo.broadcast_in_dim"(%iz) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x2xi32>
    // expected-remark@+1 {{2 stacked buffers aliased, 80 B saved: result 4 = operand 2 at row k, result 5 = operand 3 at row k}}
    %r:7 = "stablehlo.while"(%c0, %h0, %xa, %xb, %ia, %ib, %ia) ({
    ^bb0(%i: tensor<i64>, %h: tensor<3xf32>, %a: tensor<4x3xf32>, %b: tensor<4x2xi32>, %ya: tensor<4x3xf32>, %yb: tensor<4x2xi32>, %yh: tensor<4x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %h: tensor<3xf32>, %a: tensor<4x3xf32>, %b: tensor<4x2xi32>, %ya: tensor<4x3xf32>, %yb: tensor<4x2xi32>, %yh: tensor<4x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %sa = "stablehlo.dynamic_slice"(%a, %i, %z) <{slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
      %sb = "stablehlo.dynamic_slice"(%b, %i, %z) <{slice_sizes = array<i64: 1, 2>}> : (tensor<4x2xi32>, tensor<i64>, tensor<i64>) -> tensor<1x2xi32>
      %ra = "stablehlo.reshape"(%sa) : (tensor<1x3xf32>) -> tensor<3xf32>
      %h2 = "stablehlo.multiply"(%h, %ra) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %ya2 = "stablehlo.dynamic_update_slice"(%ya, %sa, %i, %z) : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<4x3xf32>
      %yb2 = "stablehlo.dynamic_update_slice"(%yb, %sb, %i, %z) : (tensor<4x2xi32>, tensor<1x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x2xi32>
      %hh = "stablehlo.reshape"(%h2) : (tensor<3xf32>) -> tensor<1x3xf32>
      %yh2 = "stablehlo.dynamic_update_slice"(%yh, %hh, %i, %z) : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<4x3xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %h2, %a, %b, %ya2, %yb2, %yh2) : (tensor<i64>, tensor<3xf32>, tensor<4x3xf32>, tensor<4x2xi32>, tensor<4x3xf32>, tensor<4x2xi32>, tensor<4x3xf32>) -> ()
    }) : (tensor<i64>, tensor<3xf32>, tensor<4x3xf32>, tensor<4x2xi32>, tensor<4x3xf32>, tensor<4x2xi32>, tensor<4x3xf32>) -> (tensor<i64>, tensor<3xf32>, tensor<4x3xf32>, tensor<4x2xi32>, tensor<4x3xf32>, tensor<4x2xi32>, tensor<4x3xf32>)
    return %r#4, %r#5, %r#6 : tensor<4x3xf32>, tensor<4x2xi32>, tensor<4x3xf32>
  }
}

// -----

// One input aliased by two buffers: one stacks the slice as it is, the
// other through a reshape to a row vector and back, a bitcast to i32 and
// back, and a transpose of unit dimensions. The loop also takes the
// running maximum of the rows.
// CHECK-LABEL: module @same_input_twice
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:.*]]: tensor<5x1x2xf32>)
// CHECK-NOT: dense<0.000000e+00> : tensor<5x1x2xf32>
// CHECK: %[[W:.*]]:3 = "stablehlo.while"(%{{.*}}, %{{.*}}, %[[XS]]) ({
// CHECK-NOT: stablehlo.bitcast_convert
// CHECK: return %[[XS]], %[[XS]], %[[W]]#1 :
module @same_input_twice {
  func.func @main(%xs: tensor<5x1x2xf32>) -> (tensor<5x1x2xf32>, tensor<5x1x2xf32>, tensor<1x1x2xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<5x1x2xf32>}> : () -> tensor<5x1x2xf32>
    %m0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<1x1x2xf32>}> : () -> tensor<1x1x2xf32>
    // expected-remark@+1 {{2 stacked buffers aliased, 80 B saved: result 3 = operand 2 at row k, result 4 = operand 2 at row k}}
    %r:5 = "stablehlo.while"(%c0, %m0, %xs, %zero, %zero) ({
    ^bb0(%i: tensor<i64>, %m: tensor<1x1x2xf32>, %x: tensor<5x1x2xf32>, %y1: tensor<5x1x2xf32>, %y2: tensor<5x1x2xf32>):
      %n = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %m: tensor<1x1x2xf32>, %x: tensor<5x1x2xf32>, %y1: tensor<5x1x2xf32>, %y2: tensor<5x1x2xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z, %z) <{slice_sizes = array<i64: 1, 1, 2>}> : (tensor<5x1x2xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x1x2xf32>
      %m2 = "stablehlo.maximum"(%m, %s) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
      %y1n = "stablehlo.dynamic_update_slice"(%y1, %s, %i, %z, %z) : (tensor<5x1x2xf32>, tensor<1x1x2xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<5x1x2xf32>
      %v = "stablehlo.reshape"(%s) : (tensor<1x1x2xf32>) -> tensor<2xf32>
      %b = "stablehlo.bitcast_convert"(%v) : (tensor<2xf32>) -> tensor<2xi32>
      %bb = "stablehlo.bitcast_convert"(%b) : (tensor<2xi32>) -> tensor<2xf32>
      %col = "stablehlo.reshape"(%bb) : (tensor<2xf32>) -> tensor<1x2x1xf32>
      %t = "stablehlo.transpose"(%col) <{permutation = array<i64: 2, 0, 1>}> : (tensor<1x2x1xf32>) -> tensor<1x1x2xf32>
      %y2n = "stablehlo.dynamic_update_slice"(%y2, %t, %i, %z, %z) : (tensor<5x1x2xf32>, tensor<1x1x2xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<5x1x2xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %m2, %x, %y1n, %y2n) : (tensor<i64>, tensor<1x1x2xf32>, tensor<5x1x2xf32>, tensor<5x1x2xf32>, tensor<5x1x2xf32>) -> ()
    }) : (tensor<i64>, tensor<1x1x2xf32>, tensor<5x1x2xf32>, tensor<5x1x2xf32>, tensor<5x1x2xf32>) -> (tensor<i64>, tensor<1x1x2xf32>, tensor<5x1x2xf32>, tensor<5x1x2xf32>, tensor<5x1x2xf32>)
    return %r#3, %r#4, %r#1 : tensor<5x1x2xf32>, tensor<5x1x2xf32>, tensor<1x1x2xf32>
  }
}

// -----

// xs stacked along dimension 1: rows are [:, i, :]. The loop also sums
// the rows.
// CHECK-LABEL: module @dim1
// CHECK: func.func @main
// CHECK-SAME: (%[[XS:.*]]: tensor<2x6x3xf32>)
// CHECK: %[[W:.*]]:3 = "stablehlo.while"(%{{.*}}, %{{.*}}, %[[XS]]) ({
// CHECK: return %[[XS]], %[[W]]#1 :
module @dim1 {
  func.func @main(%xs: tensor<2x6x3xf32>) -> (tensor<2x6x3xf32>, tensor<2x3xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<2x6x3xf32>}> : () -> tensor<2x6x3xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
    // expected-remark@+1 {{1 stacked buffer aliased, 144 B saved: result 3 = operand 2 at row k}}
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %zero) ({
    ^bb0(%i: tensor<i64>, %sum: tensor<2x3xf32>, %x: tensor<2x6x3xf32>, %ys: tensor<2x6x3xf32>):
      %n = "stablehlo.constant"() <{value = dense<6> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %sum: tensor<2x3xf32>, %x: tensor<2x6x3xf32>, %ys: tensor<2x6x3xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %z, %i, %z) <{slice_sizes = array<i64: 2, 1, 3>}> : (tensor<2x6x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x1x3xf32>
      %m = "stablehlo.reshape"(%s) : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
      %sum2 = "stablehlo.add"(%sum, %m) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %u = "stablehlo.reshape"(%m) : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %u, %z, %i, %z) : (tensor<2x6x3xf32>, tensor<2x1x3xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x6x3xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %sum2, %x, %ys2) : (tensor<i64>, tensor<2x3xf32>, tensor<2x6x3xf32>, tensor<2x6x3xf32>) -> ()
    }) : (tensor<i64>, tensor<2x3xf32>, tensor<2x6x3xf32>, tensor<2x6x3xf32>) -> (tensor<i64>, tensor<2x3xf32>, tensor<2x6x3xf32>, tensor<2x6x3xf32>)
    return %r#3, %r#1 : tensor<2x6x3xf32>, tensor<2x3xf32>
  }
}

// -----

// xs is not carried: the body reads a value defined before the loop. The
// loop also sums the rows.
// CHECK-LABEL: module @outer_value
// CHECK: func.func @main
// CHECK: %[[XS:.*]] = "stablehlo.exponential"
// CHECK: %[[W:.*]]:2 = "stablehlo.while"(%{{[^,]*}}, %{{[^,]*}}) ({
// CHECK: "stablehlo.dynamic_slice"(%[[XS]],
// CHECK: return %[[XS]], %[[W]]#1 :
module @outer_value {
  func.func @main(%a: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<1x4xf32>) {
    %xs = "stablehlo.exponential"(%a) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    // expected-remark@+1 {{1 stacked buffer aliased, 48 B saved: result 2 = outer value at row k}}
    %r:3 = "stablehlo.while"(%c0, %s0, %a) ({
    ^bb0(%i: tensor<i64>, %sum: tensor<1x4xf32>, %ys: tensor<3x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %sum: tensor<1x4xf32>, %ys: tensor<3x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%xs, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %sum2 = "stablehlo.add"(%sum, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<3x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %sum2, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<3x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<3x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<3x4xf32>)
    return %r#2, %r#1 : tensor<3x4xf32>, tensor<1x4xf32>
  }
}
