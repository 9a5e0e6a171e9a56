// Where a region stops: never inside another amplifier, a product whose
// result is amplified while its operands are not. Past a narrow value the
// region goes on toward the amplified values derived from the amplifier's
// result that lie downstream, not into another amplifier's.
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='num-chunks=4 min-bytes=0 amplify-ratio=3 stats' --verify-diagnostics -o /dev/null
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='num-chunks=4 min-bytes=0 amplify-ratio=3' | FileCheck %s

// Two products in a row: %dx narrows the head's [16, 512] data to
// [16, 4], and %z makes a new [16, 256] value of it: another amplifier.
// The head's region ends at %dx; %z is chunked on its own turn, from %dx
// as a sliced input.
// CHECK-LABEL: func.func @two_products(
// CHECK-COUNT-4: call @two_products__chunk0(
// CHECK: %[[DX:.*]] = stablehlo.concatenate{{.*}} -> tensor<16x4xf32>
// CHECK: stablehlo.slice %[[DX]]
// CHECK-NEXT: call @two_products__chunk1(
// CHECK-LABEL: func.func private @two_products__chunk0(
// CHECK-SAME: -> (tensor<4x4xf32>, tensor<4xf32>)
// CHECK-NOT: tensor<4x256xf32>
// CHECK: return
// CHECK-LABEL: func.func private @two_products__chunk1(
// CHECK-SAME: -> tensor<4xf32>
// CHECK: stablehlo.tanh{{.*}} : tensor<4x256xf32>
// expected-remark@+3 {{chunked the tensor<16x512xf32> result of stablehlo.dot_general along dim 0 into 4 chunks of 4 as 4 calls to @two_products__chunk0: 4 ops, inputs 1 sliced + 1 whole, outputs 2 concatenated + 0 summed + 0 max/min;}}
// expected-remark@+5 {{chunked the tensor<16x256xf32> result of stablehlo.dot_general along dim 0 into 4 chunks of 4 as 4 calls to @two_products__chunk1: 3 ops, inputs 1 sliced + 1 whole, outputs 1 concatenated + 0 summed + 0 max/min;}}
func.func @two_products(%x: tensor<16x4xf32>, %w: tensor<4x512xf32>, %v: tensor<4x256xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x512xf32>) -> tensor<16x512xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<16x512xf32>) -> tensor<16x512xf32>
  %dx = "stablehlo.dot_general"(%e, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<16x512xf32>, tensor<4x512xf32>) -> tensor<16x4xf32>
  %z = "stablehlo.dot_general"(%dx, %v) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x256xf32>) -> tensor<16x256xf32>
  %t = "stablehlo.tanh"(%z) : (tensor<16x256xf32>) -> tensor<16x256xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%e, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<16x512xf32>, tensor<f32>) -> tensor<16xf32>
  %u = "stablehlo.reduce"(%t, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<16x256xf32>, tensor<f32>) -> tensor<16xf32>
  return %s, %u : tensor<16xf32>, tensor<16xf32>
}

// -----

// A softmax: the row sums of %e are broadcast back and divided into it,
// so the region follows them. The one-hot mask of the labels is amplified
// but not derived from the amplifier: the product needs it chunked, so it
// is pulled in, and so is the i1 compare it converts, which is made from
// amplified values (the broadcast labels; the iota is rebuilt). Only the
// labels' rows go in.
// CHECK-LABEL: func.func @back_to_the_data(
// CHECK-COUNT-4: call @back_to_the_data__chunk0(
// CHECK-NOT: tensor<16x512x
// CHECK-LABEL: func.func private @back_to_the_data__chunk0(
// CHECK-SAME: %{{.*}}: tensor<4x4xf32>, %{{.*}}: tensor<4x512xf32>, %{{.*}}: tensor<4xi32>)
// CHECK-SAME: -> tensor<4xf32>
// CHECK: stablehlo.compare{{.*}} -> tensor<4x512xi1>
// expected-remark@+2 {{chunked the tensor<16x512xf32> result of stablehlo.dot_general along dim 0 into 4 chunks of 4 as 4 calls to @back_to_the_data__chunk0: 10 ops, inputs 2 sliced + 1 whole, outputs 1 concatenated + 0 summed + 0 max/min;}}
func.func @back_to_the_data(%x: tensor<16x4xf32>, %w: tensor<4x512xf32>, %labels: tensor<16xi32>) -> tensor<16xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x512xf32>) -> tensor<16x512xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<16x512xf32>) -> tensor<16x512xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%e, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<16x512xf32>, tensor<f32>) -> tensor<16xf32>
  %sb = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x512xf32>
  %p = "stablehlo.divide"(%e, %sb) : (tensor<16x512xf32>, tensor<16x512xf32>) -> tensor<16x512xf32>
  %lb = "stablehlo.broadcast_in_dim"(%labels) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x512xi32>
  %cols = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<16x512xi32>
  %hit = "stablehlo.compare"(%lb, %cols) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<16x512xi32>, tensor<16x512xi32>) -> tensor<16x512xi1>
  %mask = "stablehlo.convert"(%hit) : (tensor<16x512xi1>) -> tensor<16x512xf32>
  %m = "stablehlo.multiply"(%mask, %p) : (tensor<16x512xf32>, tensor<16x512xf32>) -> tensor<16x512xf32>
  %picked = "stablehlo.reduce"(%m, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<16x512xf32>, tensor<f32>) -> tensor<16xf32>
  return %picked : tensor<16xf32>
}

// -----

// Spread back without meeting the logits again: the row maxima, broadcast
// over the columns, are amplified values derived from the amplifier, so
// the region follows the maxima to them and on to their row sums.
// CHECK-LABEL: func.func @spread_back(
// CHECK-COUNT-4: call @spread_back__chunk0(
// CHECK-NOT: tensor<16x512x
// CHECK-LABEL: func.func private @spread_back__chunk0(
// CHECK-SAME: -> tensor<4xf32>
// CHECK: stablehlo.tanh{{.*}} : tensor<4x512xf32>
// expected-remark@+2 {{chunked the tensor<16x512xf32> result of stablehlo.dot_general along dim 0 into 4 chunks of 4 as 4 calls to @spread_back__chunk0: 5 ops, inputs 1 sliced + 1 whole, outputs 1 concatenated + 0 summed + 0 max/min;}}
func.func @spread_back(%x: tensor<16x4xf32>, %w: tensor<4x512xf32>) -> tensor<16xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x4xf32>, tensor<4x512xf32>) -> tensor<16x512xf32>
  %ninf = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %m = "stablehlo.reduce"(%y, %ninf) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<16x512xf32>, tensor<f32>) -> tensor<16xf32>
  %mb = "stablehlo.broadcast_in_dim"(%m) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x512xf32>
  %t = "stablehlo.tanh"(%mb) : (tensor<16x512xf32>) -> tensor<16x512xf32>
  %s = "stablehlo.reduce"(%t, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<16x512xf32>, tensor<f32>) -> tensor<16xf32>
  return %s : tensor<16xf32>
}
