// Chunk counts that do not divide the chunked dimension. Chunks have
// ceil(D / N) rows and the last one is smaller, served by a second outlined
// function (@..._tail); there are ceil(D / ceil(D / N)) chunks, at most N.
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='num-chunks=4 min-bytes=0 amplify-ratio=1.5' | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='num-chunks=4 min-bytes=0 amplify-ratio=1.5 stats' --verify-diagnostics -o /dev/null
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='num-chunks=auto target-bytes=16KiB min-bytes=0 amplify-ratio=1.5 stats' -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO

// 10 rows in 4 chunks: 3 + 3 + 3 + 1. Rows are concatenated, column sums
// added up, column maxima combined with maximum. Each call after the first,
// the smaller last one too, is tied by an optimization barrier to what the
// chunk before it left.
// CHECK-LABEL: func.func @ten(
// CHECK: %[[X0:.*]] = stablehlo.slice %arg0 [0:3{{(:[0-9]+)?}}, 0:2{{(:[0-9]+)?}}]
// CHECK: %[[C0:.*]]:3 = call @ten__chunk0(%[[X0]], %arg1) : (tensor<3x2xf32>, tensor<2x256xf32>) -> (tensor<3xf32>, tensor<256xf32>, tensor<256xf32>)
// CHECK: %[[X1:.*]] = stablehlo.slice %arg0 [3:6{{(:[0-9]+)?}}, 0:2{{(:[0-9]+)?}}]
// CHECK-NEXT: %[[P1:.*]]:5 = stablehlo.optimization_barrier %[[X1]], %arg1, %[[C0]]#0, %[[C0]]#1, %[[C0]]#2
// CHECK-NEXT: %[[C1:.*]]:3 = call @ten__chunk0(%[[P1]]#0, %[[P1]]#1)
// CHECK: %[[S1:.*]] = stablehlo.add %[[P1]]#3, %[[C1]]#1
// CHECK: %[[M1:.*]] = stablehlo.maximum %[[P1]]#4, %[[C1]]#2
// CHECK: %[[X2:.*]] = stablehlo.slice %arg0 [6:9{{(:[0-9]+)?}}, 0:2{{(:[0-9]+)?}}]
// CHECK-NEXT: %[[P2:.*]]:5 = stablehlo.optimization_barrier %[[X2]], %arg1, %[[C1]]#0, %[[S1]], %[[M1]]
// CHECK-NEXT: %[[C2:.*]]:3 = call @ten__chunk0(%[[P2]]#0, %[[P2]]#1)
// CHECK: %[[X3:.*]] = stablehlo.slice %arg0 [9:10, 0:2] : (tensor<10x2xf32>) -> tensor<1x2xf32>
// CHECK-NEXT: %[[P3:.*]]:5 = stablehlo.optimization_barrier %[[X3]], %arg1, %[[C2]]#0, %{{.*}}, %{{.*}}
// CHECK-NEXT: %[[C3:.*]]:3 = call @ten__chunk0_tail(%[[P3]]#0, %[[P3]]#1) : (tensor<1x2xf32>, tensor<2x256xf32>) -> (tensor<1xf32>, tensor<256xf32>, tensor<256xf32>)
// CHECK: %[[S:.*]] = stablehlo.add %[[P3]]#3, %[[C3]]#1
// CHECK: %[[M:.*]] = stablehlo.maximum %[[P3]]#4, %[[C3]]#2
// CHECK: %[[P4:.*]]:3 = stablehlo.optimization_barrier %[[C3]]#0, %[[S]], %[[M]]
// CHECK: %[[R:.*]] = stablehlo.concatenate %[[P1]]#2, %[[P2]]#2, %[[P3]]#2, %[[P4]]#0, dim = 0 : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<1xf32>) -> tensor<10xf32>
// CHECK: return %[[R]], %[[P4]]#1, %[[P4]]#2
// CHECK-LABEL: func.func private @ten__chunk0(%{{.*}}: tensor<3x2xf32>
// CHECK: stablehlo.dot_general{{.*}} -> tensor<3x256xf32>
// CHECK-LABEL: func.func private @ten__chunk0_tail(%{{.*}}: tensor<1x2xf32>
// CHECK: stablehlo.dot_general{{.*}} -> tensor<1x256xf32>
// CHECK: stablehlo.exponential{{.*}} : tensor<1x256xf32>
// expected-remark@+2 {{into 4 chunks of 3 (last 1) as 3 calls to @ten__chunk0 and 1 to @ten__chunk0_tail: 5 ops, inputs 1 sliced + 1 whole, outputs 1 concatenated + 1 summed + 1 max/min;}}
func.func @ten(%x: tensor<10x2xf32>, %w: tensor<2x256xf32>) -> (tensor<10xf32>, tensor<256xf32>, tensor<256xf32>) {
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

// -----

// 9 rows asked in 4 chunks: 3 chunks of 3 (ceil(9/4) = 3 divides 9).
// CHECK-LABEL: func.func @nine(
// CHECK-COUNT-3: call @nine__chunk0({{.*}}) : (tensor<3x2xf32>
// CHECK-NOT: call
// CHECK: stablehlo.concatenate{{.*}} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<9xf32>
// CHECK-NOT: _tail
// expected-remark@+2 {{into 3 chunks of 3 as 3 calls to @nine__chunk0:}}
func.func @nine(%x: tensor<9x2xf32>, %w: tensor<2x256xf32>) -> (tensor<9xf32>, tensor<256xf32>, tensor<256xf32>) {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<9x2xf32>, tensor<2x256xf32>) -> tensor<9x256xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<9x256xf32>) -> tensor<9x256xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %ninf = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %rows = "stablehlo.reduce"(%e, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<9x256xf32>, tensor<f32>) -> tensor<9xf32>
  %cols = "stablehlo.reduce"(%e, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<9x256xf32>, tensor<f32>) -> tensor<256xf32>
  %max = "stablehlo.reduce"(%y, %ninf) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<9x256xf32>, tensor<f32>) -> tensor<256xf32>
  return %rows, %cols, %max : tensor<9xf32>, tensor<256xf32>, tensor<256xf32>
}

// -----

// More chunks than rows, and no other dimension to cut (the columns are
// reversed before their sums): one row each.
// CHECK-LABEL: func.func @two(
// CHECK: call @two__chunk0({{.*}}) : (tensor<1x1xf32>
// CHECK: call @two__chunk0({{.*}}) : (tensor<1x1xf32>
// CHECK-NOT: call
// expected-remark@+2 {{along dim 0 into 2 chunks of 1 as 2 calls to @two__chunk0:}}
func.func @two(%x: tensor<2x1xf32>, %w: tensor<1x2048xf32>) -> (tensor<2xf32>, tensor<2048xf32>, tensor<2048xf32>) {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x1xf32>, tensor<1x2048xf32>) -> tensor<2x2048xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<2x2048xf32>) -> tensor<2x2048xf32>
  %er = "stablehlo.reverse"(%e) <{dimensions = array<i64: 1>}> : (tensor<2x2048xf32>) -> tensor<2x2048xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %ninf = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %rows = "stablehlo.reduce"(%e, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<2x2048xf32>, tensor<f32>) -> tensor<2xf32>
  %cols = "stablehlo.reduce"(%er, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<2x2048xf32>, tensor<f32>) -> tensor<2048xf32>
  %max = "stablehlo.reduce"(%y, %ninf) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<2x2048xf32>, tensor<f32>) -> tensor<2048xf32>
  return %rows, %cols, %max : tensor<2xf32>, tensor<2048xf32>, tensor<2048xf32>
}

// -----

// More chunks than rows, but the columns can be cut as well: the first
// dimension with a row for every chunk is chunked, 4 chunks of 512
// columns (row sums added up, column sums and maxima concatenated).
// With num-chunks=auto, a dimension whose chunks fit target-bytes is
// preferred in the same way. One row holds all of w and 2048 values of
// each kind, too much for 16 KiB: @two, whose columns cannot be cut, says
// so; @wide is cut into columns instead, 3 chunks once the exp is fused
// into the reductions that read it.
// AUTO: chunked the tensor<2x2048xf32> result of stablehlo.dot_general along dim 0 into 2 chunks of 1 as 2 calls to @two__chunk0: {{.*}} (target-bytes 16.00 KiB is out of reach)
// AUTO: chunked the tensor<2x2048xf32> result of stablehlo.dot_general along dim 1 into 3 chunks of 683 (last 682) as 2 calls to @wide__chunk0 and 1 to @wide__chunk0_tail: {{.*}}; per-chunk peak 13.36 KiB; calls serialized by 3 optimization barriers{{$}}
// CHECK-LABEL: func.func @wide(
// CHECK-COUNT-4: call @wide__chunk0({{.*}}) : (tensor<2x1xf32>, tensor<1x512xf32>) -> (tensor<2xf32>, tensor<512xf32>, tensor<512xf32>)
// CHECK-NOT: call
// CHECK: stablehlo.concatenate{{.*}} -> tensor<2048xf32>
// expected-remark@+2 {{along dim 1 into 4 chunks of 512 as 4 calls to @wide__chunk0: 5 ops, inputs 1 sliced + 1 whole, outputs 2 concatenated + 1 summed + 0 max/min;}}
func.func @wide(%x: tensor<2x1xf32>, %w: tensor<1x2048xf32>) -> (tensor<2xf32>, tensor<2048xf32>, tensor<2048xf32>) {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x1xf32>, tensor<1x2048xf32>) -> tensor<2x2048xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<2x2048xf32>) -> tensor<2x2048xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %ninf = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %rows = "stablehlo.reduce"(%e, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<2x2048xf32>, tensor<f32>) -> tensor<2xf32>
  %cols = "stablehlo.reduce"(%e, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<2x2048xf32>, tensor<f32>) -> tensor<2048xf32>
  %max = "stablehlo.reduce"(%y, %ninf) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<2x2048xf32>, tensor<f32>) -> tensor<2048xf32>
  return %rows, %cols, %max : tensor<2xf32>, tensor<2048xf32>, tensor<2048xf32>
}
