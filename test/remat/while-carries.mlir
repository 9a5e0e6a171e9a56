// One value starting two carries the loop updates: the memory model gives
// the first carry its buffer and the second a copy (docs/memory-model.md,
// rule 4), and remat's evaluator must count the same, or the pass stops
// with an internal error when it checks its model against the memory
// model. At the while: %a 4096, %h 4096, %z/%r#1 4096, %r#2 4096, the two
// i32 counters 8, the body's constant 4: 16396. %h waits across the loop
// for the last add; moved after the loop (it has no other use, so the
// original goes: no recompute cost) the while holds 12300, the peak.
//
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=12300 stats' 2>&1 | FileCheck %s
// RUN: %hlomem-diff %s --hlomem-remat='fusion=none budget=12300' | FileCheck %s --check-prefix=DIFF
// DIFF: hlomem-diff: 1 function agree, 0 skipped, 0 differ

// CHECK: remark: hlomem-remat: @main: peak 16396 B -> 12300 B (budget 12300 B, 75.0% of the peak); recomputed 1 value: 1 op cloned, 1 dropped,
// CHECK-LABEL: func.func @main(
// CHECK-NOT:  stablehlo.exponential
// CHECK:      %[[R:.+]]:3 = stablehlo.while(%{{.+}} = %{{.+}}, %{{.+}} = %[[Z:[^,]+]], %{{.+}} = %[[Z]])
// CHECK:      %[[S:.+]] = stablehlo.add %[[R]]#1, %[[R]]#2
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %[[S]] :
// CHECK-NEXT: %[[H:.+]] = stablehlo.exponential %[[P]]#0
// CHECK-NEXT: stablehlo.add %[[P]]#1, %[[H]]
func.func @main(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %h = "stablehlo.exponential"(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %c = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %z = "stablehlo.broadcast_in_dim"(%c) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:3 = "stablehlo.while"(%c0, %z, %z) ({
  ^bb0(%i: tensor<i32>, %u: tensor<1024xf32>, %v: tensor<1024xf32>):
    %lim = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %u: tensor<1024xf32>, %v: tensor<1024xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %u2 = "stablehlo.add"(%u, %a) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %v2 = "stablehlo.multiply"(%v, %a) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    "stablehlo.return"(%i2, %u2, %v2) : (tensor<i32>, tensor<1024xf32>, tensor<1024xf32>) -> ()
  }) : (tensor<i32>, tensor<1024xf32>, tensor<1024xf32>) -> (tensor<i32>, tensor<1024xf32>, tensor<1024xf32>)
  %s = "stablehlo.add"(%r#1, %r#2) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %t = "stablehlo.add"(%s, %h) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %t : tensor<1024xf32>
}
