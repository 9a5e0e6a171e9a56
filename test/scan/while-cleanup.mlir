// hlomem-while-cleanup removes loop-carried slots that nothing needs.
// RUN: hlomem-opt %s --split-input-file --print-form=mlir --hlomem-while-cleanup | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-while-cleanup='stats explain' -o /dev/null --verify-diagnostics

// A counter nobody reads after the loop (the condition uses another one),
// a buffer passed through for nothing, and two slots that only feed each
// other go; their initial values go with them.
// CHECK-LABEL: module @dead
// CHECK: func.func @main
// CHECK-SAME: (%[[A:[^:]*]]: tensor<4xf32>, %{{[^:]*}}: tensor<16xf32>)
// CHECK-NOT: stablehlo.broadcast_in_dim
// CHECK: %[[W:.*]]:2 = "stablehlo.while"(%{{[^,]*}}, %[[A]]) ({
// CHECK-NEXT: ^bb0(%{{[^:]*}}: tensor<i32>, %{{[^:]*}}: tensor<4xf32>):
// CHECK: ^bb0(%[[I:[^:]*]]: tensor<i32>, %[[H:[^:]*]]: tensor<4xf32>):
// CHECK-NEXT: %[[ONE:.*]] = "stablehlo.constant"
// CHECK-NEXT: %[[I2:.*]] = "stablehlo.add"(%[[I]], %[[ONE]])
// CHECK-NEXT: %[[H2:.*]] = "stablehlo.tanh"(%[[H]])
// CHECK-NEXT: "stablehlo.return"(%[[I2]], %[[H2]]) : (tensor<i32>, tensor<4xf32>) -> ()
// CHECK: return %[[W]]#1 : tensor<4xf32>
module @dead {
  // expected-remark@+1 {{hlomem-while-cleanup: removed 4 loop-carried slots (4228 B) from @main}}
  func.func @main(%a: tensor<4xf32>, %big: tensor<16xf32>) -> tensor<4xf32> {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %f0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
    %buf = "stablehlo.broadcast_in_dim"(%f0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
    // expected-remark@+1 {{hlomem-while-cleanup: slot 0 stays: the loop condition reads it}}
    %r:6 = "stablehlo.while"(%c0, %c0, %a, %buf, %big, %big) ({
    ^bb0(%i: tensor<i32>, %k: tensor<i32>, %h: tensor<4xf32>, %b: tensor<1024xf32>, %p: tensor<16xf32>, %q: tensor<16xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
      %c = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%c) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %k: tensor<i32>, %h: tensor<4xf32>, %b: tensor<1024xf32>, %p: tensor<16xf32>, %q: tensor<16xf32>):
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %k2 = "stablehlo.add"(%k, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %h2 = "stablehlo.tanh"(%h) : (tensor<4xf32>) -> tensor<4xf32>
      %p2 = "stablehlo.negate"(%q) : (tensor<16xf32>) -> tensor<16xf32>
      "stablehlo.return"(%i2, %k2, %h2, %b, %p2, %p) : (tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<1024xf32>, tensor<16xf32>, tensor<16xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<1024xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<1024xf32>, tensor<16xf32>, tensor<16xf32>)
    return %r#2 : tensor<4xf32>
  }
}

// -----

// Slots that stay: one feeds a live value, one is read by an op with
// effects, one has a user after the loop. Nothing changes.
// CHECK-LABEL: module @needed
// CHECK: func.func @main
// CHECK: "stablehlo.while"(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}) ({
module @needed {
  // expected-remark@+1 {{removed 0 loop-carried slots (0 B) from @main}}
  func.func @main(%a: tensor<4xf32>, %s: tensor<4xf32>, %e: tensor<4xf32>) -> tensor<4xf32> {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    // expected-remark@+3 {{hlomem-while-cleanup: slot 0 stays: the loop condition reads it}}
    // expected-remark@+2 {{hlomem-while-cleanup: slot 2 stays: the body needs it for values or effects that stay}}
    // expected-remark@+1 {{hlomem-while-cleanup: slot 3 stays: the body needs it for values or effects that stay}}
    %r:4 = "stablehlo.while"(%c0, %a, %s, %e) ({
    ^bb0(%i: tensor<i32>, %h: tensor<4xf32>, %scale: tensor<4xf32>, %obs: tensor<4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
      %c = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%c) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %h: tensor<4xf32>, %scale: tensor<4xf32>, %obs: tensor<4xf32>):
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %h2 = "stablehlo.multiply"(%h, %scale) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.custom_call"(%obs, %obs) <{call_target_name = "check.expect_eq", has_side_effect = true}> : (tensor<4xf32>, tensor<4xf32>) -> ()
      "stablehlo.return"(%i2, %h2, %scale, %obs) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
    return %r#1 : tensor<4xf32>
  }
}

// -----

// Nested loops: the outer loop sums the inner loop's step count into a
// slot nobody reads. Removing that slot leaves the inner counter's result
// unused, and the next sweep removes the inner slot as well.
// CHECK-LABEL: module @nested
// CHECK: func.func @main
// CHECK: "stablehlo.while"(%{{[^,]*}}, %{{[^,]*}}) ({
// CHECK: "stablehlo.while"(%{{[^,]*}}, %{{[^,]*}}) ({
// CHECK-NOT: tensor<i64>
// CHECK: return
module @nested {
  // expected-remark@+1 {{removed 2 loop-carried slots (16 B) from @main}}
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %s0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    // expected-remark@+1 {{slot 0 stays: the loop condition reads it}}
    %r:3 = "stablehlo.while"(%c0, %a, %s0) ({
    ^bb0(%i: tensor<i32>, %h: tensor<4xf32>, %steps: tensor<i64>):
      %n = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %c = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%c) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %h: tensor<4xf32>, %steps: tensor<i64>):
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %zl = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
      // expected-remark@+1 {{slot 0 stays: the loop condition reads it}}
      %in:3 = "stablehlo.while"(%z, %h, %zl) ({
      ^bb0(%j: tensor<i32>, %g: tensor<4xf32>, %cnt: tensor<i64>):
        %m = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
        %c = "stablehlo.compare"(%j, %m) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
        "stablehlo.return"(%c) : (tensor<i1>) -> ()
      }, {
      ^bb0(%j: tensor<i32>, %g: tensor<4xf32>, %cnt: tensor<i64>):
        %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
        %j2 = "stablehlo.add"(%j, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        %g2 = "stablehlo.sine"(%g) : (tensor<4xf32>) -> tensor<4xf32>
        %onel = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
        %cnt2 = "stablehlo.add"(%cnt, %onel) : (tensor<i64>, tensor<i64>) -> tensor<i64>
        "stablehlo.return"(%j2, %g2, %cnt2) : (tensor<i32>, tensor<4xf32>, tensor<i64>) -> ()
      }) : (tensor<i32>, tensor<4xf32>, tensor<i64>) -> (tensor<i32>, tensor<4xf32>, tensor<i64>)
      %steps2 = "stablehlo.add"(%steps, %in#2) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%i2, %in#1, %steps2) : (tensor<i32>, tensor<4xf32>, tensor<i64>) -> ()
    }) : (tensor<i32>, tensor<4xf32>, tensor<i64>) -> (tensor<i32>, tensor<4xf32>, tensor<i64>)
    return %r#1 : tensor<4xf32>
  }
}

// -----

// A rebuilt loop keeps its attributes and properties, and the body's
// return keeps its own.
// CHECK-LABEL: module @attributes
// CHECK: func.func @main
// CHECK: "stablehlo.while"(%{{[^,]*}}) <{hlomem.test = "x}>y"}> ({
// CHECK: "stablehlo.return"(%{{[^)]*}}) {note = 1 : i32} : (tensor<i32>) -> ()
// CHECK: }) {mhlo.frontend_attributes = {_xla_stream = "1"}} : (tensor<i32>) -> tensor<i32>
module @attributes {
  // expected-remark@+1 {{removed 1 loop-carried slots (16 B) from @main}}
  func.func @main(%a: tensor<4xf32>) -> tensor<i32> {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %r:2 = "stablehlo.while"(%c0, %a) <{hlomem.test = "x}>y"}> ({
    ^bb0(%i: tensor<i32>, %h: tensor<4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
      %c = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%c) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %h: tensor<4xf32>):
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%i2, %h) {note = 1 : i32} : (tensor<i32>, tensor<4xf32>) -> ()
    }) {mhlo.frontend_attributes = {_xla_stream = "1"}} : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
    return %r#0 : tensor<i32>
  }
}

// -----

// Remarks name slots as the input does, also once the loop was rebuilt
// without slot 1 (slot 3 is the third slot of the rebuilt loop).
// CHECK-LABEL: module @numbering
// CHECK: func.func @main
// CHECK: "stablehlo.while"(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}) ({
module @numbering {
  // expected-remark@+1 {{removed 1 loop-carried slots (4 B) from @main}}
  func.func @main(%a: tensor<4xf32>, %s: tensor<4xf32>) -> tensor<4xf32> {
    %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    // expected-remark@+2 {{slot 0 stays: the loop condition reads it}}
    // expected-remark@+1 {{slot 3 stays: the body needs it for values or effects that stay}}
    %r:4 = "stablehlo.while"(%c0, %c0, %a, %s) ({
    ^bb0(%i: tensor<i32>, %k: tensor<i32>, %h: tensor<4xf32>, %scale: tensor<4xf32>):
      %n = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
      %c = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%c) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %k: tensor<i32>, %h: tensor<4xf32>, %scale: tensor<4xf32>):
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %k2 = "stablehlo.add"(%k, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %h2 = "stablehlo.multiply"(%h, %scale) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%i2, %k2, %h2, %scale) : (tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>)
    return %r#2 : tensor<4xf32>
  }
}
