// jax.lax.scan as JAX lowers it (print_generic_op_form=True): xs enters
// the loop as a body constant carried in front of (i, carry, ys...), the
// counter is i32, and both the slice and the update normalise their index
// with select(i < 0, i + N, i). Here f(c, x) = (c * sin(x), (x, c)): the
// first stacked output is xs itself.
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias --hlomem-dce | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-scan-alias=stats -o /dev/null --verify-diagnostics

// CHECK-LABEL: module @jit_scan {
// CHECK: func.func public @main
// CHECK-SAME: (%[[INIT:[^:]*]]: tensor<4xf32>, %[[XS:[^:]*]]: tensor<5x4xf32>)
// CHECK: %[[W:.*]]:4 = stablehlo.while(%{{[^ ]*}} = %[[XS]], %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[INIT]], %{{[^ ]*}} = %{{[^,]*}})
// CHECK-SAME: : tensor<5x4xf32>, tensor<i32>, tensor<4xf32>, tensor<5x4xf32>
// CHECK-NEXT: cond {
// CHECK: return %[[W]]#2, %[[XS]], %[[W]]#3 :
"builtin.module"() <{sym_name = "jit_scan"}> ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<5x4xf32>) -> (tensor<4xf32>, tensor<5x4xf32>, tensor<5x4xf32>), sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<5x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x4xf32>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x4xf32>
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    // expected-remark@+1 {{hlomem-scan-alias: 1 stacked buffer aliased, 80 B saved: result 3 = operand 0 at row k}}
    %4:5 = "stablehlo.while"(%arg1, %3, %arg0, %1, %2) ({
    ^bb0(%arg2: tensor<5x4xf32>, %arg3: tensor<i32>, %arg4: tensor<4xf32>, %arg5: tensor<5x4xf32>, %arg6: tensor<5x4xf32>):
      %5 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %6 = "stablehlo.compare"(%arg3, %5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%6) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<5x4xf32>, %arg3: tensor<i32>, %arg4: tensor<4xf32>, %arg5: tensor<5x4xf32>, %arg6: tensor<5x4xf32>):
      %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %6 = "stablehlo.compare"(%arg3, %5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %8 = "stablehlo.add"(%arg3, %7) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %9 = "stablehlo.select"(%6, %8, %arg3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %11 = "stablehlo.dynamic_slice"(%arg2, %9, %10) <{slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
      %12 = "stablehlo.reshape"(%11) : (tensor<1x4xf32>) -> tensor<4xf32>
      %13 = "stablehlo.sine"(%12) : (tensor<4xf32>) -> tensor<4xf32>
      %14 = "stablehlo.multiply"(%arg4, %13) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %15 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
      %16 = "stablehlo.compare"(%arg3, %5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %17 = "stablehlo.add"(%arg3, %7) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %18 = "stablehlo.select"(%16, %17, %arg3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %19 = "stablehlo.dynamic_update_slice"(%arg5, %15, %18, %10) : (tensor<5x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x4xf32>
      %20 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
      %21 = "stablehlo.dynamic_update_slice"(%arg6, %20, %18, %10) : (tensor<5x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x4xf32>
      %22 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %23 = "stablehlo.add"(%arg3, %22) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg2, %23, %14, %19, %21) : (tensor<5x4xf32>, tensor<i32>, tensor<4xf32>, tensor<5x4xf32>, tensor<5x4xf32>) -> ()
    }) : (tensor<5x4xf32>, tensor<i32>, tensor<4xf32>, tensor<5x4xf32>, tensor<5x4xf32>) -> (tensor<5x4xf32>, tensor<i32>, tensor<4xf32>, tensor<5x4xf32>, tensor<5x4xf32>)
    "func.return"(%4#2, %4#3, %4#4) : (tensor<4xf32>, tensor<5x4xf32>, tensor<5x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// jax.lax.scan(..., reverse=True): the row is 5 - i - 1, normalised the
// same way.
// CHECK-LABEL: module @jit_scan_reverse
// CHECK: func.func public @main
// CHECK-SAME: (%[[INIT:[^:]*]]: tensor<4xf32>, %[[XS:[^:]*]]: tensor<5x4xf32>)
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{[^ ]*}} = %[[XS]], %{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[INIT]])
// CHECK: return %[[W]]#2, %[[XS]] :
"builtin.module"() <{sym_name = "jit_scan_reverse"}> ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<5x4xf32>) -> (tensor<4xf32>, tensor<5x4xf32>), sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<5x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x4xf32>
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    // expected-remark@+1 {{hlomem-scan-alias: 1 stacked buffer aliased, 80 B saved: result 3 = operand 0 at row 4 - k}}
    %4:4 = "stablehlo.while"(%arg1, %3, %arg0, %1) ({
    ^bb0(%arg2: tensor<5x4xf32>, %arg3: tensor<i32>, %arg4: tensor<4xf32>, %arg5: tensor<5x4xf32>):
      %5 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %6 = "stablehlo.compare"(%arg3, %5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%6) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg2: tensor<5x4xf32>, %arg3: tensor<i32>, %arg4: tensor<4xf32>, %arg5: tensor<5x4xf32>):
      %c5 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %c1 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %r0 = "stablehlo.subtract"(%c5, %arg3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %r = "stablehlo.subtract"(%r0, %c1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %6 = "stablehlo.compare"(%r, %5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %8 = "stablehlo.add"(%r, %c5) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %9 = "stablehlo.select"(%6, %8, %r) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %11 = "stablehlo.dynamic_slice"(%arg2, %9, %5) <{slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
      %12 = "stablehlo.reshape"(%11) : (tensor<1x4xf32>) -> tensor<4xf32>
      %14 = "stablehlo.add"(%arg4, %12) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %15 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
      %19 = "stablehlo.dynamic_update_slice"(%arg5, %15, %9, %5) : (tensor<5x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<5x4xf32>
      %23 = "stablehlo.add"(%arg3, %c1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg2, %23, %14, %19) : (tensor<5x4xf32>, tensor<i32>, tensor<4xf32>, tensor<5x4xf32>) -> ()
    }) : (tensor<5x4xf32>, tensor<i32>, tensor<4xf32>, tensor<5x4xf32>) -> (tensor<5x4xf32>, tensor<i32>, tensor<4xf32>, tensor<5x4xf32>)
    "func.return"(%4#2, %4#3) : (tensor<4xf32>, tensor<5x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
