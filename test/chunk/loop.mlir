// loop: one stablehlo.while over the full chunks instead of one call each:
// the counter i runs from 0 while i < chunks; chunk i starts at i * size;
// chunked inputs are cut with dynamic_slice and chunked results written
// into zero buffers with dynamic_update_slice; sums start from zero and
// maxima from -inf. Inputs are used from above. The smaller last chunk
// follows the loop as a plain call. The loop needs no optimization
// barrier between its chunks: its iterations run one after the other, each
// chunk's values dying in its own; only the call after it is tied to the
// loop's results, as a call is to the chunks before it in the call form.
// RUN: hlomem-opt %s --split-input-file --print-form=mlir --hlomem-auto-chunk='num-chunks=4 loop min-bytes=0 amplify-ratio=4' | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='num-chunks=4 loop min-bytes=0 amplify-ratio=4 stats' --verify-diagnostics -o /dev/null

// 12 rows, 4 chunks of 3.
// CHECK-LABEL: func.func @even(
// CHECK-SAME: %[[X:[^:]*]]: tensor<12x2xf32>, %[[W:[^:]*]]: tensor<2x256xf32>)
// CHECK-DAG: %[[I0:.*]] = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}>
// CHECK-DAG: %[[R0:.*]] = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<12xf32>}>
// CHECK-DAG: %[[S0:.*]] = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<256xf32>}>
// CHECK-DAG: %[[M0:.*]] = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<256xf32>}>
// CHECK: %[[L:.*]]:4 = "stablehlo.while"(%[[I0]], %[[R0]], %[[S0]], %[[M0]]) ({
// CHECK-NEXT: ^bb0(%[[CI:.*]]: tensor<i64>, %{{.*}}: tensor<12xf32>, %{{.*}}: tensor<256xf32>, %{{.*}}: tensor<256xf32>):
// CHECK-NEXT: %[[N:.*]] = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}>
// CHECK-NEXT: %[[MORE:.*]] = "stablehlo.compare"(%[[CI]], %[[N]]) <{comparison_direction = #stablehlo<comparison_direction LT>}>
// CHECK-NEXT: "stablehlo.return"(%[[MORE]])
// CHECK: ^bb0(%[[I:.*]]: tensor<i64>, %[[R:.*]]: tensor<12xf32>, %[[S:.*]]: tensor<256xf32>, %[[M:.*]]: tensor<256xf32>):
// CHECK-NEXT: %[[SIZE:.*]] = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}>
// CHECK-NEXT: %[[START:.*]] = "stablehlo.multiply"(%[[I]], %[[SIZE]])
// CHECK-NEXT: %[[Z:.*]] = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}>
// CHECK-NEXT: %[[XS:.*]] = "stablehlo.dynamic_slice"(%[[X]], %[[START]], %[[Z]]) <{slice_sizes = array<i64: 3, 2>}> : (tensor<12x2xf32>, tensor<i64>, tensor<i64>) -> tensor<3x2xf32>
// CHECK-NEXT: %[[C:.*]]:3 = func.call @even__chunk0(%[[XS]], %[[W]])
// CHECK-NEXT: %[[ONE:.*]] = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}>
// CHECK-NEXT: %[[NEXT:.*]] = "stablehlo.add"(%[[I]], %[[ONE]])
// CHECK-NEXT: %[[R2:.*]] = "stablehlo.dynamic_update_slice"(%[[R]], %[[C]]#0, %[[START]]) : (tensor<12xf32>, tensor<3xf32>, tensor<i64>) -> tensor<12xf32>
// CHECK-NEXT: %[[S2:.*]] = "stablehlo.add"(%[[S]], %[[C]]#1)
// CHECK-NEXT: %[[M2:.*]] = "stablehlo.maximum"(%[[M]], %[[C]]#2)
// CHECK-NEXT: "stablehlo.return"(%[[NEXT]], %[[R2]], %[[S2]], %[[M2]])
// CHECK-NOT: optimization_barrier
// CHECK: return %[[L]]#1, %[[L]]#2, %[[L]]#3
// CHECK-LABEL: func.func private @even__chunk0(%{{.*}}: tensor<3x2xf32>, %{{.*}}: tensor<2x256xf32>)
// expected-remark@+2 {{into 4 chunks of 3 as a stablehlo.while of 4 calls to @even__chunk0:}}
func.func @even(%x: tensor<12x2xf32>, %w: tensor<2x256xf32>) -> (tensor<12xf32>, tensor<256xf32>, tensor<256xf32>) {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<12x2xf32>, tensor<2x256xf32>) -> tensor<12x256xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<12x256xf32>) -> tensor<12x256xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %ninf = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %rows = "stablehlo.reduce"(%e, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<12x256xf32>, tensor<f32>) -> tensor<12xf32>
  %cols = "stablehlo.reduce"(%e, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<12x256xf32>, tensor<f32>) -> tensor<256xf32>
  %max = "stablehlo.reduce"(%y, %ninf) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<12x256xf32>, tensor<f32>) -> tensor<256xf32>
  return %rows, %cols, %max : tensor<12xf32>, tensor<256xf32>, tensor<256xf32>
}

// -----

// 10 rows: a loop over 3 chunks of 3, then one of 1 row, sliced and
// written back at row 9.
// CHECK-LABEL: func.func @uneven(
// CHECK: %[[L:.*]]:4 = "stablehlo.while"
// CHECK: dense<3> : tensor<i64>
// CHECK: func.call @uneven__chunk0(
// CHECK: %[[XT:.*]] = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 10, 2>, start_indices = array<i64: 9, 0>, strides = array<i64: 1, 1>}>
// CHECK-NEXT: %[[P:.*]]:5 = "stablehlo.optimization_barrier"(%[[XT]], %arg1, %[[L]]#1, %[[L]]#2, %[[L]]#3)
// CHECK-NEXT: %[[T:.*]]:3 = call @uneven__chunk0_tail(%[[P]]#0, %[[P]]#1) : (tensor<1x2xf32>, tensor<2x256xf32>)
// CHECK: %[[AT:.*]] = "stablehlo.constant"() <{value = dense<9> : tensor<i64>}>
// CHECK: %[[R:.*]] = "stablehlo.dynamic_update_slice"(%[[P]]#2, %[[T]]#0, %[[AT]]) : (tensor<10xf32>, tensor<1xf32>, tensor<i64>) -> tensor<10xf32>
// CHECK: %[[S:.*]] = "stablehlo.add"(%[[P]]#3, %[[T]]#1)
// CHECK: %[[M:.*]] = "stablehlo.maximum"(%[[P]]#4, %[[T]]#2)
// CHECK: return %[[R]], %[[S]], %[[M]]
// expected-remark@+2 {{into 4 chunks of 3 (last 1) as a stablehlo.while of 3 calls to @uneven__chunk0 and 1 to @uneven__chunk0_tail:}}
func.func @uneven(%x: tensor<10x2xf32>, %w: tensor<2x256xf32>) -> (tensor<10xf32>, tensor<256xf32>, tensor<256xf32>) {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<10x2xf32>, tensor<2x256xf32>) -> tensor<10x256xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<10x256xf32>) -> tensor<10x256xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %ninf = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %rows = "stablehlo.reduce"(%e, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<10x256xf32>, tensor<f32>) -> tensor<10xf32>
  %cols = "stablehlo.reduce"(%e, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<10x256xf32>, tensor<f32>) -> tensor<256xf32>
  %max = "stablehlo.reduce"(%y, %ninf) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<10x256xf32>, tensor<f32>) -> tensor<256xf32>
  return %rows, %cols, %max : tensor<10xf32>, tensor<256xf32>, tensor<256xf32>
}

