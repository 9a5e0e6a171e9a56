// Both loop passes in a textual pipeline, with hlomem-dce: scan-alias
// removes the stacked copy of xs, while-cleanup the counter nobody reads.
// RUN: hlomem-opt %s --pass-pipeline='builtin.module(hlomem-scan-alias{stats},func.func(hlomem-while-cleanup{stats},hlomem-dce))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: hlomem-opt %s --pass-pipeline='builtin.module(hlomem-scan-alias,func.func(hlomem-while-cleanup,hlomem-dce))' | FileCheck %s

// REMARK: remark: hlomem-scan-alias: 1 stacked buffer aliased, 128 B saved: result 4 = operand 3 at row k
// REMARK: remark: hlomem-while-cleanup: removed 1 loop-carried slots (4 B) from @main
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[XS:[^:]*]]: tensor<8x4xf32>, %[[H0:[^:]*]]: tensor<4xf32>)
// CHECK: %[[W:.*]]:3 = stablehlo.while(%{{[^ ]*}} = %{{[^,]*}}, %{{[^ ]*}} = %[[H0]], %{{[^ ]*}} = %[[XS]])
// CHECK: return %[[W]]#1, %[[XS]] : tensor<4xf32>, tensor<8x4xf32>
func.func @main(%xs: tensor<8x4xf32>, %h0: tensor<4xf32>) -> (tensor<4xf32>, tensor<8x4xf32>) {
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
  %k0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %zeros = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x4xf32>}> : () -> tensor<8x4xf32>
  %r:5 = "stablehlo.while"(%c0, %k0, %h0, %xs, %zeros) ({
  ^bb0(%i: tensor<i64>, %k: tensor<i32>, %h: tensor<4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
    %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i64>, %k: tensor<i32>, %h: tensor<4xf32>, %x: tensor<8x4xf32>, %ys: tensor<8x4xf32>):
    %z = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %s = "stablehlo.dynamic_slice"(%x, %i, %z) <{slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
    %row = "stablehlo.reshape"(%s) : (tensor<1x4xf32>) -> tensor<4xf32>
    %h2 = "stablehlo.add"(%h, %row) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %ys2 = "stablehlo.dynamic_update_slice"(%ys, %s, %i, %z) : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %onek = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %k2 = "stablehlo.add"(%k, %onek) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%i2, %k2, %h2, %x, %ys2) : (tensor<i64>, tensor<i32>, tensor<4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> ()
  }) : (tensor<i64>, tensor<i32>, tensor<4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<i64>, tensor<i32>, tensor<4xf32>, tensor<8x4xf32>, tensor<8x4xf32>)
  return %r#2, %r#4 : tensor<4xf32>, tensor<8x4xf32>
}
