// Every case where hlomem-scan-alias must not fire leaves the loop as it
// was, and `explain` says which condition failed.
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias --hlomem-dce | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias=explain -o /dev/null --verify-diagnostics
// RUN: hlomem-opt %s --split-input-file --hlomem-explain --hlomem-scan-alias -o /dev/null --verify-diagnostics

// Seven iterations for eight rows: the last row keeps its initial value.
// CHECK-LABEL: module @too_few_iterations
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @too_few_iterations {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<7> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: coverage is partial: iteration k writes row k for k < 7, but dimension 0 has 8 rows}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// A counter from 1 to 8: row 0 is never written (and row 8 would be clamped).
// CHECK-LABEL: module @start_one
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @start_one {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<9> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: coverage is partial: iteration k writes row 1 + k for k < 8, but dimension 0 has 8 rows}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// A step of 2 writes every other row.
// CHECK-LABEL: module @step_two
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @step_two {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: coverage is partial: iteration k writes row 2k for k < 4, but dimension 0 has 8 rows}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %two = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %two) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// The update writes row i, the slice reads row 7 - i.
// CHECK-LABEL: module @indices_differ
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @indices_differ {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %last = "stablehlo.constant"() <{value = dense<7> : tensor<i64>}> : () -> tensor<i64>
      %ri = "stablehlo.subtract"(%last, %i) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %ri, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: update and slice indices differ: the update writes row k, the slice reads row 7 - k}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// xs is carried but the body writes into it.
// CHECK-LABEL: module @input_written
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @input_written {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the sliced input (operand 2) is written inside the loop}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %x2 = "stablehlo.add"(%x, %x) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x2, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// The update is the slice times 1: numerically equal, but not the slice.
// CHECK-LABEL: module @times_one
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @times_one {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      %f1 = "stablehlo.constant"() <{value = dense<1.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
      %s1 = "stablehlo.multiply"(%s, %f1) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the update is not exactly a slice of an input: it comes from stablehlo.multiply}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s1, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// The update is the slice converted to bf16 and back.
// CHECK-LABEL: module @converted
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @converted {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      %h = "stablehlo.convert"(%s) : (tensor<1x4xf32>) -> tensor<1x4xbf16>
      %f = "stablehlo.convert"(%h) : (tensor<1x4xbf16>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the update is not exactly a slice of an input: it comes from stablehlo.convert}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %f, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// The bound is carried from 8 but the body lowers it by one each
// iteration: not a loop invariant, so the trip count is not proven
// (carried-bounds.mlir holds the bound passed on unchanged).
// CHECK-LABEL: module @unknown_trip_count
// CHECK: func.func @main
// CHECK: stablehlo.dynamic_update_slice
module @unknown_trip_count {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %c8 = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    // expected-remark@+1 {{hlomem-scan-alias: loop left alone: the trip count cannot be proven}}
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
      %n2 = "stablehlo.subtract"(%n, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %n2, %acc2, %x, %ys2) : (tensor<i64>, tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#4, %r#2 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// The bound is carried unchanged but starts as a computed value (4 + 4),
// not a constant: the trip count is not proven (no folding here).
// CHECK-LABEL: module @computed_trip_count
// CHECK: func.func @main
// CHECK: stablehlo.dynamic_update_slice
module @computed_trip_count {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %c4 = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %c8 = "stablehlo.add"(%c4, %c4) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    // expected-remark@+1 {{hlomem-scan-alias: loop left alone: the trip count cannot be proven}}
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

// The counter also steps by 2 in some iterations: it is modified
// elsewhere than by one constant step.
// CHECK-LABEL: module @counter_stepped_twice
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @counter_stepped_twice {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    // expected-remark@+1 {{hlomem-scan-alias: loop left alone: the trip count cannot be proven}}
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %two = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
      %four = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
      %a = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %b = "stablehlo.add"(%i, %two) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %q = "stablehlo.compare"(%i, %four) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %i2 = "stablehlo.select"(%q, %b, %a) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// The update is half a row.
// CHECK-LABEL: module @partial_row
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @partial_row {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 2>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x2xf32>
      %pz = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
      %p2 = "stablehlo.pad"(%s, %pz) <{edge_padding_high = array<i64: 0, 2>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<1x2xf32>, tensor<f32>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %p2) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the update is not one whole row: tensor<1x2xf32> into tensor<8x4xf32>}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x2xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// The update is two rows at a time.
// CHECK-LABEL: module @two_rows
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @two_rows {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s2 = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 2, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<2x4xf32>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the update is not one whole row: tensor<2x4xf32> into tensor<8x4xf32>}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s2, %i, %z) : (tensor<8x4xf32>, tensor<2x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// The slice reads 4 of the 6 columns of a wider input.
// CHECK-LABEL: module @wider_input
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @wider_input {
  func.func @main(%xs: tensor<8x6xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x6xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x6xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x6xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the sliced input is a tensor<8x6xf32>, the stacked buffer a tensor<8x4xf32>}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x6xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x6xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x6xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// The body also reads the buffer being stacked.
// CHECK-LABEL: module @buffer_read
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @buffer_read {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %prev = "stablehlo.dynamic_slice"(%ys, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %prev) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the stacked buffer is also read inside the loop}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// The body also reads the updated buffer.
// CHECK-LABEL: module @updated_read
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @updated_read {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the updated buffer is also used inside the loop}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %back = "stablehlo.dynamic_slice"(%ys2, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %back) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// The slice reads a value the body computes.
// CHECK-LABEL: module @computed_input
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @computed_input {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %xx = "stablehlo.multiply"(%x, %x) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
      %s = "stablehlo.dynamic_slice"(%xx, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the slice reads a value computed inside the loop}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// The update writes into the input rather than into the stacked buffer.
// CHECK-LABEL: module @not_in_place
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @not_in_place {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:4 = "stablehlo.while"(%c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the buffer is not updated in place: the update writes into another value}}
      %ys2 = "stablehlo.dynamic_update_slice"(%x, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %acc2, %x, %ys2) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#3, %r#1 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// The row is a second counter j whose next value adds i rather than a
// constant.
// CHECK-LABEL: module @second_counter
// CHECK: func.func @main
// CHECK: stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}})
// CHECK: stablehlo.dynamic_update_slice
module @second_counter {
  func.func @main(%xs: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x4xf32>) {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %s0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %r:5 = "stablehlo.while"(%c0, %c0, %s0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %j: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %j: tensor<i64>, %acc: tensor<1x4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %j, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %acc2 = "stablehlo.add"(%acc, %s) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the update index is not a function of the iteration: it depends on a carried value that is not stepped by a constant}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %j, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %j2 = "stablehlo.add"(%j, %i) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %j2, %acc2, %x, %ys2) : (tensor<i64>, tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<i64>, tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#4, %r#2 : tensor<8x4xf32>, tensor<1x4xf32>
  }
}

// -----

// The condition also reads the stacked buffer (for nothing, but it does).
// CHECK-LABEL: module @condition_reads
// CHECK: func.func @main
// CHECK: stablehlo.dynamic_update_slice
module @condition_reads {
  func.func @main(%xs: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %r:3 = "stablehlo.while"(%c0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %peek = "stablehlo.slice"(%ys) <{limit_indices = array<i64: 1, 4>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x4xf32>) -> tensor<1x4xf32>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the loop condition reads the stacked buffer}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %x, %ys2) : (tensor<i64>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#2 : tensor<8x4xf32>
  }
}

// -----

// The step function behind a call returns a new value, not its argument.
// CHECK-LABEL: module @call_computes
// CHECK: func.func @main
// CHECK: stablehlo.dynamic_update_slice
module @call_computes {
  func.func @main(%xs: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
    %r:3 = "stablehlo.while"(%c0, %xs, %init) ({
    ^bb0(%i: tensor<i64>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %row = "stablehlo.reshape"(%s) : (tensor<1x4xf32>) -> tensor<4xf32>
      %y = func.call @step(%row) : (tensor<4xf32>) -> tensor<4xf32>
      %u = "stablehlo.reshape"(%y) : (tensor<4xf32>) -> tensor<1x4xf32>
      // expected-remark@+1 {{hlomem-scan-alias: stacked buffer not aliased: the update is not exactly a slice of an input: func.call @step returns something else}}
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %u, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %x, %ys2) : (tensor<i64>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
    }) : (tensor<i64>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<8x4xf32>, tensor<8x4xf32>)
    return %r#2 : tensor<8x4xf32>
  }
  func.func private @step(%a: tensor<4xf32>) -> tensor<4xf32> {
    %b = "stablehlo.tanh"(%a) : (tensor<4xf32>) -> tensor<4xf32>
    return %b : tensor<4xf32>
  }
}

// -----

// A loop that stacks nothing is not a scan.
// CHECK-LABEL: module @no_stacking
// CHECK: func.func @main
// CHECK: stablehlo.while
module @no_stacking {
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    // expected-remark@+1 {{hlomem-scan-alias: loop left alone: no carried buffer is updated by dynamic_update_slice}}
    %r:2 = "stablehlo.while"(%c0, %a) ({
    ^bb0(%i: tensor<i64>, %h: tensor<4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i64>, %h: tensor<4xf32>):
      %h2 = "stablehlo.tanh"(%h) : (tensor<4xf32>) -> tensor<4xf32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i2, %h2) : (tensor<i64>, tensor<4xf32>) -> ()
    }) : (tensor<i64>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>)
    return %r#1 : tensor<4xf32>
  }
}

// -----

// A counter from -1, compared UNSIGNED with 8: -1 is the largest unsigned
// value, so the loop never runs, although the row i + 1 would cover 0..8.
// CHECK-LABEL: module @unsigned_compare
// CHECK: func.func @main
// CHECK: stablehlo.dynamic_update_slice
module @unsigned_compare {
  func.func @main(%xs: tensor<9x4xf32>) -> tensor<9x4xf32> {
    %c0 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<9x4xf32>}> : () -> tensor<9x4xf32>
    // expected-remark@+1 {{hlomem-scan-alias: loop left alone: the trip count cannot be proven: the counter leaves the range of its type, or is compared as unsigned across negative values}}
    %r:3 = "stablehlo.while"(%c0, %xs, %init) ({
    ^bb0(%i: tensor<i32>, %x: tensor<9x4xf32>, %ys: tensor<9x4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
      %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type UNSIGNED>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %x: tensor<9x4xf32>, %ys: tensor<9x4xf32>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %row = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %s = "stablehlo.dynamic_slice"(%x, %row, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<9x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
      %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %row, %z) : (tensor<9x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<9x4xf32>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%i2, %x, %ys2) : (tensor<i32>, tensor<9x4xf32>, tensor<9x4xf32>) -> ()
    }) : (tensor<i32>, tensor<9x4xf32>, tensor<9x4xf32>) -> (tensor<i32>, tensor<9x4xf32>, tensor<9x4xf32>)
    return %r#2 : tensor<9x4xf32>
  }
}
