// Chunks that XLA cannot overlap (emit.c). XLA inlines the calls of the
// call form and schedules the result as it likes: nothing in the data
// keeps chunk k + 1 from starting before chunk k ends, and its ops of
// whole inputs alone would be merged by CSE with chunk k's. So each call
// after the first reads its operands (the slices, the whole inputs, the
// chunk's start when it takes one) through a stablehlo.optimization_barrier
// that also holds what the chunk before it left: its pieces of the
// concatenated outputs and the running sums, maxima and minima. The sums
// and the final concatenation read the barrier's copies; one more barrier
// after the last call holds what the chunks left, so that no combination
// starts while the last chunk runs.
//
// RUN: hlomem-opt %s --hlomem-auto-chunk='num-chunks=3 min-bytes=0 amplify-ratio=4' | FileCheck %s
// RUN: hlomem-opt %s --hlomem-auto-chunk='num-chunks=3 min-bytes=0 amplify-ratio=4 stats' -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// Neither MLIR's CSE nor hlomem-dce undoes it:
// RUN: hlomem-opt %s --hlomem-auto-chunk='num-chunks=3 min-bytes=0 amplify-ratio=4' --cse --hlomem-dce | FileCheck %s
//
// The loop form needs none: the iterations of a stablehlo.while run one
// after the other, each chunk's values dying within its own.
// RUN: hlomem-opt %s --hlomem-auto-chunk='num-chunks=3 min-bytes=0 amplify-ratio=4 loop stats' 2>&1 | FileCheck %s --check-prefix=LOOP --implicit-check-not=optimization_barrier
// barriers=false leaves the calls untied, for a consumer that does not
// inline them:
// RUN: hlomem-opt %s --hlomem-auto-chunk='num-chunks=3 min-bytes=0 amplify-ratio=4 barriers=false stats' 2>&1 | FileCheck %s --check-prefix=OFF --implicit-check-not=optimization_barrier

// STATS: into 3 chunks of 4 as 3 calls to @serial__chunk0: 5 ops, inputs 1 sliced + 1 whole, outputs 1 concatenated + 1 summed + 1 max/min; per-chunk peak {{.*}}; calls serialized by 3 optimization barriers{{$}}
// LOOP: into 3 chunks of 4 as a stablehlo.while of 3 calls to @serial__chunk0: 5 ops, inputs 1 sliced + 1 whole, outputs 1 concatenated + 1 summed + 1 max/min; per-chunk peak {{[^;]*$}}
// LOOP-LABEL: func.func @serial(
// LOOP: stablehlo.while
// OFF: into 3 chunks of 4 as 3 calls to @serial__chunk0: {{.*}}; per-chunk peak {{[^;]*$}}
// OFF-LABEL: func.func @serial(
// OFF: %[[C0:.*]]:3 = call @serial__chunk0(
// OFF: %[[C1:.*]]:3 = call @serial__chunk0(%{{.*}}, %arg1)
// OFF: stablehlo.add %[[C0]]#1, %[[C1]]#1

// CHECK-LABEL: func.func @serial(
// CHECK-NEXT: %[[X0:.*]] = stablehlo.slice %arg0 [0:4{{(:[0-9]+)?}}, 0:2{{(:[0-9]+)?}}]
// CHECK-NEXT: %[[C0:.*]]:3 = call @serial__chunk0(%[[X0]], %arg1)
// CHECK-NEXT: %[[X1:.*]] = stablehlo.slice %arg0 [4:8{{(:[0-9]+)?}}, 0:2{{(:[0-9]+)?}}]
// CHECK-NEXT: %[[P1:.*]]:5 = stablehlo.optimization_barrier %[[X1]], %arg1, %[[C0]]#0, %[[C0]]#1, %[[C0]]#2 : tensor<4x2xf32>, tensor<2x256xf32>, tensor<4xf32>, tensor<256xf32>, tensor<256xf32>
// CHECK-NEXT: %[[C1:.*]]:3 = call @serial__chunk0(%[[P1]]#0, %[[P1]]#1)
// CHECK-NEXT: %[[S1:.*]] = stablehlo.add %[[P1]]#3, %[[C1]]#1
// CHECK-NEXT: %[[M1:.*]] = stablehlo.maximum %[[P1]]#4, %[[C1]]#2
// CHECK-NEXT: %[[X2:.*]] = stablehlo.slice %arg0 [8:12{{(:[0-9]+)?}}, 0:2{{(:[0-9]+)?}}]
// CHECK-NEXT: %[[P2:.*]]:5 = stablehlo.optimization_barrier %[[X2]], %arg1, %[[C1]]#0, %[[S1]], %[[M1]]
// CHECK-NEXT: %[[C2:.*]]:3 = call @serial__chunk0(%[[P2]]#0, %[[P2]]#1)
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[P2]]#3, %[[C2]]#1
// CHECK-NEXT: %[[M:.*]] = stablehlo.maximum %[[P2]]#4, %[[C2]]#2
// CHECK-NEXT: %[[P3:.*]]:3 = stablehlo.optimization_barrier %[[C2]]#0, %[[S]], %[[M]]
// CHECK-NEXT: %[[R:.*]] = stablehlo.concatenate %[[P1]]#2, %[[P2]]#2, %[[P3]]#0, dim = 0
// CHECK-NEXT: return %[[R]], %[[P3]]#1, %[[P3]]#2
// CHECK-LABEL: func.func private @serial__chunk0(
// CHECK-NOT: optimization_barrier
// CHECK: return
func.func @serial(%x: tensor<12x2xf32>, %w: tensor<2x256xf32>) -> (tensor<12xf32>, tensor<256xf32>, tensor<256xf32>) {
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
