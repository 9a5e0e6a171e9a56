// Loops that never terminate because their counter wraps around: the
// closed-form trip count (64, 8) is not what they run, so the loop
// analysis must not be trusted and hlomem-scan-alias leaves them alone.
// These programs are for the compiler only: running them does not end.
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias --hlomem-dce | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias=explain -o /dev/null --verify-diagnostics

// An i8 counter stepping by 2 towards 127 wraps from 126 to -128 and never
// stops; the closed-form trip count (64) would be wrong.
// CHECK-LABEL: func.func @counter_wraps
// CHECK: stablehlo.dynamic_update_slice
func.func @counter_wraps(%xs: tensor<64x4xf32>) -> tensor<64x4xf32> {
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
  %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<64x4xf32>}> : () -> tensor<64x4xf32>
  // expected-remark@+1 {{hlomem-scan-alias: loop left alone: the trip count cannot be proven: the counter leaves the range of its type, or is compared as unsigned across negative values}}
  %r:3 = "stablehlo.while"(%c0, %xs, %init) ({
  ^bb0(%i: tensor<i8>, %x: tensor<64x4xf32>, %ys: tensor<64x4xf32>):
    %n = "stablehlo.constant"() <{value = dense<127> : tensor<i8>}> : () -> tensor<i8>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i8>, tensor<i8>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i8>, %x: tensor<64x4xf32>, %ys: tensor<64x4xf32>):
    %z = "stablehlo.constant"() <{value = dense<0> : tensor<i8>}> : () -> tensor<i8>
    %two = "stablehlo.constant"() <{value = dense<2> : tensor<i8>}> : () -> tensor<i8>
    %row = "stablehlo.divide"(%i, %two) : (tensor<i8>, tensor<i8>) -> tensor<i8>
    %s = "stablehlo.dynamic_slice"(%x, %row, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<64x4xf32>, tensor<i8>, tensor<i8>) -> tensor<1x4xf32>
    %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %row, %z) : (tensor<64x4xf32>, tensor<1x4xf32>, tensor<i8>, tensor<i8>) -> tensor<64x4xf32>
    %i2 = "stablehlo.add"(%i, %two) : (tensor<i8>, tensor<i8>) -> tensor<i8>
    "stablehlo.return"(%i2, %x, %ys2) : (tensor<i8>, tensor<64x4xf32>, tensor<64x4xf32>) -> ()
  }) : (tensor<i8>, tensor<64x4xf32>, tensor<64x4xf32>) -> (tensor<i8>, tensor<64x4xf32>, tensor<64x4xf32>)
  return %r#2 : tensor<64x4xf32>
}

// -----

// An unsigned counter running down while `i >= 0`: the condition never
// fails (0 - 1 wraps to the largest value).
// CHECK-LABEL: func.func @unsigned_count_down
// CHECK: stablehlo.dynamic_update_slice
func.func @unsigned_count_down(%xs: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %c0 = "stablehlo.constant"() <{value = dense<7> : tensor<ui32>}> : () -> tensor<ui32>
  %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
  // expected-remark@+1 {{hlomem-scan-alias: loop left alone: the trip count cannot be proven: the counter leaves the range of its type}}
  %r:3 = "stablehlo.while"(%c0, %xs, %init) ({
  ^bb0(%i: tensor<ui32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
    %n = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type UNSIGNED>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<ui32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
    %z = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<ui32>, tensor<ui32>) -> tensor<1x4xf32>
    %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<ui32>, tensor<ui32>) -> tensor<8x4xf32>
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %i2 = "stablehlo.subtract"(%i, %one) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    "stablehlo.return"(%i2, %x, %ys2) : (tensor<ui32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
  }) : (tensor<ui32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<ui32>, tensor<8x4xf32>, tensor<8x4xf32>)
  return %r#2 : tensor<8x4xf32>
}
