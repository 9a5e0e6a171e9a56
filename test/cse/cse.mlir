// RUN: hlomem-opt %s --split-input-file --hlomem-cse | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-cse=stats -o /dev/null --verify-diagnostics
// RUN: %hlomem-diff %s --split-input-file --hlomem-cse | FileCheck %s --check-prefix=DIFF
// DIFF: hlomem-diff: 12 functions agree, 5 skipped, 0 differ

// Equal elementwise ops merge, chains of them in one walk; add's operands
// match in either order, subtract's do not.
// CHECK-LABEL: func.func @elementwise
// CHECK-NEXT: %[[ADD:.+]] = stablehlo.add %arg0, %arg1
// CHECK-NEXT: %[[EXP:.+]] = stablehlo.exponential %[[ADD]]
// CHECK-NEXT: %[[S1:.+]] = stablehlo.subtract %arg0, %arg1
// CHECK-NEXT: %[[S2:.+]] = stablehlo.subtract %arg1, %arg0
// CHECK-NEXT: %[[M:.+]] = stablehlo.multiply %[[EXP]], %[[S1]]
// CHECK-NEXT: return %[[ADD]], %[[ADD]], %[[EXP]], %[[S1]], %[[S2]], %[[M]], %[[M]]
// expected-remark@+1 {{hlomem-cse: merged 4 ops in @elementwise (constants: 0)}}
func.func @elementwise(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.exponential"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "stablehlo.add"(%b, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = "stablehlo.exponential"(%2) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = "stablehlo.subtract"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %5 = "stablehlo.subtract"(%b, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %6 = "stablehlo.multiply"(%1, %4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %7 = "stablehlo.subtract"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %8 = "stablehlo.multiply"(%7, %3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %2, %3, %4, %5, %6, %8 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Broadcasts merge when operand, dimensions and result type agree.
// CHECK-LABEL: func.func @broadcasts
// CHECK-NEXT: %[[B0:.+]] = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %[[B1:.+]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %[[B2:.+]] = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %[[B0]], %[[B0]], %[[B1]], %[[B2]]
// expected-remark@+1 {{merged 1 ops in @broadcasts}}
func.func @broadcasts(%a: tensor<4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>) {
  %0 = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x4xf32>
  %1 = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x4xf32>
  %2 = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<4x4xf32>
  %3 = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x8xf32>
  return %0, %1, %2, %3 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>
}

// -----

// Constants merge by value and type, bit for bit: -0.0 is not 0.0, and a
// dense constant equals the same elements written again.
// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %[[ONE:.+]] = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %[[TWO:.+]] = stablehlo.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %[[HALF:.+]] = stablehlo.constant dense<1.000000e+00> : tensor<4xf16>
// CHECK-NEXT: %[[Z:.+]] = stablehlo.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %[[NZ:.+]] = stablehlo.constant dense<-0.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %[[V:.+]] = stablehlo.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-NEXT: %[[W:.+]] = stablehlo.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 5.000000e+00]> : tensor<4xf32>
// CHECK-NEXT: return %[[ONE]], %[[ONE]], %[[TWO]], %[[HALF]], %[[Z]], %[[NZ]], %[[V]], %[[V]], %[[W]]
// expected-remark@+1 {{merged 2 ops in @constants (constants: 2)}}
func.func @constants() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.constant"() <{value = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %1 = "stablehlo.constant"() <{value = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %2 = "stablehlo.constant"() <{value = dense<2.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %3 = "stablehlo.constant"() <{value = dense<1.0> : tensor<4xf16>}> : () -> tensor<4xf16>
  %4 = "stablehlo.constant"() <{value = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %5 = "stablehlo.constant"() <{value = dense<-0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %6 = "stablehlo.constant"() <{value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %7 = "stablehlo.constant"() <{value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %8 = "stablehlo.constant"() <{value = dense<[1.0, 2.0, 3.0, 5.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// dot_general merges with the same dimension numbers and precision only.
// CHECK-LABEL: func.func @dots
// CHECK-NEXT: %[[D0:.+]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0]
// CHECK-NEXT: %[[D1:.+]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1]
// CHECK-NEXT: %[[D2:.+]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST]
// CHECK-NEXT: return %[[D0]], %[[D0]], %[[D1]], %[[D2]]
// expected-remark@+1 {{merged 1 ops in @dots}}
func.func @dots(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0, %1, %2, %3 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// Reduces merge when their bodies are equal op for op, block arguments
// by position; a max body, a body adding its arguments the other way
// round, or other dimensions keep a reduce apart. The constants merge
// first, which makes the init operands the same.
// CHECK-LABEL: func.func @reduces
// CHECK-NEXT: %[[Z:.+]] = stablehlo.constant
// CHECK-NEXT: %[[SUM:.+]] = stablehlo.reduce(%arg0 init: %[[Z]]) applies stablehlo.add across dimensions = [0]
// CHECK-NEXT: %[[MAX:.+]] = stablehlo.reduce(%arg0 init: %[[Z]]) applies stablehlo.maximum across dimensions = [0]
// CHECK-NEXT: %[[SWAP:.+]] = stablehlo.reduce(%arg0 init: %[[Z]]) across dimensions = [0]
// CHECK-NEXT: reducer(%arg1: tensor<f32>, %arg2: tensor<f32>)
// CHECK-NEXT: stablehlo.add %arg2, %arg1
// CHECK: %[[DIM:.+]] = stablehlo.reduce(%arg0 init: %[[Z]]) applies stablehlo.add across dimensions = [1]
// CHECK: return %[[SUM]], %[[SUM]], %[[MAX]], %[[SWAP]], %[[DIM]]
// expected-remark@+1 {{merged 5 ops in @reduces (constants: 4)}}
func.func @reduces(%x: tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %z0 = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %0 = "stablehlo.reduce"(%x, %z0) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
  %z1 = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %1 = "stablehlo.reduce"(%x, %z1) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
  %z2 = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %2 = "stablehlo.reduce"(%x, %z2) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.maximum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
  %z3 = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %3 = "stablehlo.reduce"(%x, %z3) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%q, %p) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
  %z4 = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %4 = "stablehlo.reduce"(%x, %z4) <{dimensions = array<i64: 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Blocks are separate scopes. In the loop body the two sines merge with
// each other, not with the sine before the loop (the body is a computation
// of its own in XLA), and the constant of the condition stays apart from
// the equal one of the body. Two whiles with equal regions and operands
// merge.
// CHECK-LABEL: func.func @nesting
// CHECK-NEXT: %[[OUT:.+]] = stablehlo.sine %arg0
// CHECK-NEXT: %[[W:.+]] = stablehlo.while(%[[I:[^ ]*]] = %arg0)
// CHECK-SAME: : tensor<f32>
// CHECK-NEXT: cond {
// CHECK-NEXT: %[[CC:.+]] = stablehlo.constant dense<1.000000e+00>
// CHECK-NEXT: stablehlo.compare  LT, %[[I]], %[[CC]]
// CHECK-NEXT: stablehlo.return
// CHECK-NEXT: } do {
// CHECK-NEXT: %[[BC:.+]] = stablehlo.constant dense<1.000000e+00>
// CHECK-NEXT: %[[S:.+]] = stablehlo.sine %arg0
// CHECK-NEXT: %[[T:.+]] = stablehlo.add %[[S]], %[[S]]
// CHECK-NEXT: %[[U:.+]] = stablehlo.add %[[T]], %[[BC]]
// CHECK-NEXT: stablehlo.return %[[U]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[OUT]], %[[W]], %[[W]]
// expected-remark@+1 {{merged 2 ops in @nesting (constants: 0)}}
func.func @nesting(%a: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %outer = "stablehlo.sine"(%a) : (tensor<f32>) -> tensor<f32>
  %w = "stablehlo.while"(%a) ({
  ^bb0(%i: tensor<f32>):
    %one = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
    %p = "stablehlo.compare"(%i, %one) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<f32>):
    %one = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
    %s0 = "stablehlo.sine"(%a) : (tensor<f32>) -> tensor<f32>
    %s1 = "stablehlo.sine"(%a) : (tensor<f32>) -> tensor<f32>
    %t = "stablehlo.add"(%s0, %s1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %u = "stablehlo.add"(%t, %one) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%u) : (tensor<f32>) -> ()
  }) : (tensor<f32>) -> tensor<f32>
  %w2 = "stablehlo.while"(%a) ({
  ^bb0(%i: tensor<f32>):
    %one = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
    %p = "stablehlo.compare"(%i, %one) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<f32>):
    %one = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
    %s0 = "stablehlo.sine"(%a) : (tensor<f32>) -> tensor<f32>
    %t = "stablehlo.add"(%s0, %s0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %u = "stablehlo.add"(%t, %one) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%u) : (tensor<f32>) -> ()
  }) : (tensor<f32>) -> tensor<f32>
  return %outer, %w, %w2 : tensor<f32>, tensor<f32>, tensor<f32>
}

// -----

// The branches of an if are sibling regions: equal ops in them stay.
// CHECK-LABEL: func.func @siblings
// CHECK: "stablehlo.if"
// CHECK: stablehlo.negate %arg1
// CHECK: stablehlo.negate %arg1
// expected-remark@+1 {{merged 0 ops in @siblings}}
func.func @siblings(%p: tensor<i1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.if"(%p) ({
    %n = "stablehlo.negate"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%n) : (tensor<4xf32>) -> ()
  }, {
    %n = "stablehlo.negate"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %m = "stablehlo.multiply"(%n, %n) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%m) : (tensor<4xf32>) -> ()
  }) : (tensor<i1>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Iotas are never merged themselves (XLA leaves zero-operand ops but
// constants alone), but equal iotas are equal operands: the second add
// merges into the first and its iota, now unused, goes; a compare of two
// equal iotas reads one of them twice.
// CHECK-LABEL: func.func @iotas
// CHECK-NEXT: %[[I0:.+]] = stablehlo.iota dim = 0
// CHECK-NEXT: %[[A0:.+]] = stablehlo.add %arg0, %[[I0]]
// CHECK-NEXT: %[[I2:.+]] = stablehlo.iota dim = 0
// CHECK-NEXT: %[[I3:.+]] = stablehlo.iota dim = 1
// CHECK-NEXT: %[[C:.+]] = stablehlo.compare  EQ, %[[I2]], %[[I2]]
// CHECK-NEXT: %[[D:.+]] = stablehlo.compare  EQ, %[[I2]], %[[I3]]
// CHECK-NEXT: return %[[A0]], %[[A0]], %[[C]], %[[D]], %[[I0]]
// expected-remark@+1 {{merged 1 ops in @iotas}}
func.func @iotas(%x: tensor<4x4xi32>) -> (tensor<4x4xi32>, tensor<4x4xi32>, tensor<4x4xi1>, tensor<4x4xi1>, tensor<4x4xi32>) {
  %i0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
  %a0 = "stablehlo.add"(%x, %i0) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
  %i1 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
  %a1 = "stablehlo.add"(%i1, %x) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
  %i2 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
  %i3 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
  %i4 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
  %c = "stablehlo.compare"(%i2, %i4) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
  %d = "stablehlo.compare"(%i2, %i3) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
  return %a0, %a1, %c, %d, %i0 : tensor<4x4xi32>, tensor<4x4xi32>, tensor<4x4xi1>, tensor<4x4xi1>, tensor<4x4xi32>
}

// -----

// Calls merge when the callee is pure through calls to any depth (XLA
// inlines calls before its CSE, or merges equal kCall ops); calls of a
// callee with a custom call with side effects, or with an rng, stay.
// CHECK-LABEL: func.func @calls
// CHECK-NEXT: %[[P:.+]] = call @pure(%arg0)
// CHECK-NEXT: %[[Q:.+]] = call @pure(%arg1)
// CHECK-NEXT: %[[E0:.+]] = call @effect(%arg0)
// CHECK-NEXT: %[[E1:.+]] = call @effect(%arg0)
// CHECK-NEXT: %[[R0:.+]] = call @random(%arg0)
// CHECK-NEXT: %[[R1:.+]] = call @random(%arg0)
// CHECK-NEXT: return %[[P]], %[[P]], %[[Q]], %[[E0]], %[[E1]], %[[R0]], %[[R1]]
// expected-remark@+1 {{merged 1 ops in @calls}}
func.func @calls(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = func.call @pure(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = func.call @pure(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = func.call @pure(%b) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = func.call @effect(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = func.call @effect(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %5 = func.call @random(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %6 = func.call @random(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
// expected-remark@+1 {{merged 0 ops in @pure}}
func.func private @pure(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @inner(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// expected-remark@+1 {{merged 0 ops in @inner}}
func.func private @inner(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// expected-remark@+1 {{merged 0 ops in @effect}}
func.func private @effect(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.custom_call"(%a) <{call_target_name = "print", has_side_effect = true}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// expected-remark@+1 {{merged 0 ops in @random}}
func.func private @random(%a: tensor<4xf32>) -> tensor<4xf32> {
  %lo = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %hi = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
  %shape = "stablehlo.constant"() <{value = dense<4> : tensor<1xi64>}> : () -> tensor<1xi64>
  %r = "stablehlo.rng"(%lo, %hi, %shape) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>
  %s = "stablehlo.add"(%a, %r) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// Custom calls merge as XLA merges them: without has_side_effect, with the
// same target and attributes.
// CHECK-LABEL: func.func @custom_calls
// CHECK-NEXT: %[[F:.+]] = stablehlo.custom_call @f(%arg0)
// CHECK-NEXT: %[[G:.+]] = stablehlo.custom_call @g(%arg0)
// CHECK-NEXT: %[[H:.+]] = stablehlo.custom_call @f(%arg0) {backend_config = "x"}
// CHECK-NEXT: %[[S0:.+]] = stablehlo.custom_call @f(%arg0) {has_side_effect = true}
// CHECK-NEXT: %[[S1:.+]] = stablehlo.custom_call @f(%arg0) {has_side_effect = true}
// CHECK-NEXT: return %[[F]], %[[F]], %[[G]], %[[H]], %[[S0]], %[[S1]]
// expected-remark@+1 {{merged 1 ops in @custom_calls}}
func.func @custom_calls(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.custom_call"(%a) <{call_target_name = "f"}> : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.custom_call"(%a) <{call_target_name = "f"}> : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "stablehlo.custom_call"(%a) <{call_target_name = "g"}> : (tensor<4xf32>) -> tensor<4xf32>
  %3 = "stablehlo.custom_call"(%a) <{backend_config = "x", call_target_name = "f"}> : (tensor<4xf32>) -> tensor<4xf32>
  %4 = "stablehlo.custom_call"(%a) <{call_target_name = "f", has_side_effect = true}> : (tensor<4xf32>) -> tensor<4xf32>
  %5 = "stablehlo.custom_call"(%a) <{call_target_name = "f", has_side_effect = true}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Never merged: random numbers, optimization barriers, collectives, token
// ops and ops carrying tokens, ops of other dialects.
// CHECK-LABEL: func.func @never
// CHECK-COUNT-2: stablehlo.rng_bit_generator
// CHECK-COUNT-2: stablehlo.optimization_barrier
// CHECK-COUNT-2: "stablehlo.all_reduce"
// CHECK-COUNT-2: stablehlo.after_all
// CHECK-COUNT-2: stablehlo.tuple
// CHECK-COUNT-2: "foo.copy"
// expected-remark@+1 {{merged 0 ops in @never}}
func.func @never(%s: tensor<2xui64>, %a: tensor<4xf32>, %t: !stablehlo.token) -> (tensor<4xui32>, tensor<4xui32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, !stablehlo.token, !stablehlo.token, tuple<!stablehlo.token>, tuple<!stablehlo.token>, tensor<4xf32>, tensor<4xf32>) {
  %r0:2 = "stablehlo.rng_bit_generator"(%s) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  %r1:2 = "stablehlo.rng_bit_generator"(%s) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  %b0 = "stablehlo.optimization_barrier"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %b1 = "stablehlo.optimization_barrier"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %c0 = "stablehlo.all_reduce"(%a) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%z) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  %c1 = "stablehlo.all_reduce"(%a) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%z) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  %t0 = "stablehlo.after_all"(%t) : (!stablehlo.token) -> !stablehlo.token
  %t1 = "stablehlo.after_all"(%t) : (!stablehlo.token) -> !stablehlo.token
  %u0 = "stablehlo.tuple"(%t) : (!stablehlo.token) -> tuple<!stablehlo.token>
  %u1 = "stablehlo.tuple"(%t) : (!stablehlo.token) -> tuple<!stablehlo.token>
  %m0 = "foo.copy"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %m1 = "foo.copy"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r0#1, %r1#1, %b0, %b1, %c0, %c1, %t0, %t1, %u0, %u1, %m0, %m1 : tensor<4xui32>, tensor<4xui32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, !stablehlo.token, !stablehlo.token, tuple<!stablehlo.token>, tuple<!stablehlo.token>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Different result types, properties or discardable attributes keep ops
// apart; the location does not.
// CHECK-LABEL: func.func @differences
// CHECK-NEXT: %[[R0:.+]] = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: %[[R1:.+]] = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<4x1xf32>
// CHECK-NEXT: %[[LT:.+]] = stablehlo.compare  LT, %arg0, %arg1
// CHECK-NEXT: %[[GT:.+]] = stablehlo.compare  GT, %arg0, %arg1
// CHECK-NEXT: %[[T:.+]] = stablehlo.compare  LT, %arg0, %arg1,  TOTALORDER
// CHECK-NEXT: %[[N0:.+]] = stablehlo.negate %arg0 {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: %[[N1:.+]] = stablehlo.negate %arg0 {mhlo.sharding = "{maximal device=0}"}
// CHECK-NEXT: return %[[R0]], %[[R1]], %[[LT]], %[[GT]], %[[T]], %[[LT]], %[[N0]], %[[N1]], %[[N0]]
// expected-remark@+1 {{merged 2 ops in @differences}}
func.func @differences(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<2x2xf32>, tensor<4x1xf32>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.reshape"(%a) : (tensor<4xf32>) -> tensor<2x2xf32>
  %1 = "stablehlo.reshape"(%a) : (tensor<4xf32>) -> tensor<4x1xf32>
  %2 = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %4 = "stablehlo.compare"(%a, %b) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %5 = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1> loc("elsewhere.py":3:1)
  %6 = "stablehlo.negate"(%a) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  %7 = "stablehlo.negate"(%a) {mhlo.sharding = "{maximal device=0}"} : (tensor<4xf32>) -> tensor<4xf32>
  %8 = "stablehlo.negate"(%a) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<2x2xf32>, tensor<4x1xf32>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// partition_id and replica_id, the zero-operand ops XLA does merge.
// CHECK-LABEL: func.func @ids
// CHECK-NEXT: %[[P:.+]] = stablehlo.partition_id
// CHECK-NEXT: %[[R:.+]] = stablehlo.replica_id
// CHECK-NEXT: return %[[P]], %[[P]], %[[R]], %[[R]]
// expected-remark@+1 {{merged 2 ops in @ids}}
func.func @ids() -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) {
  %0 = "stablehlo.partition_id"() : () -> tensor<ui32>
  %1 = "stablehlo.partition_id"() : () -> tensor<ui32>
  %2 = "stablehlo.replica_id"() : () -> tensor<ui32>
  %3 = "stablehlo.replica_id"() : () -> tensor<ui32>
  return %0, %1, %2, %3 : tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>
}
