// Two groups of clones whose barriers would hold the same values: their
// consumers %u1 and %u2 both wait for %s1 last, and their clones read the
// same input. hlomem-cse leaves barriers alone, but XLA's HloCSE merges two
// barriers of the same operands: the second group's clones would then read
// the first barrier and be free to run next to the first group, both
// recomputed values live at once, undoing half the saving. So the second
// barrier also holds a result of the first for a value both hold (that
// result is the value's own buffer, which the barrier holds anyway: no byte
// is added, the peak is the one the search found).
//   %b1 4104, %b2 8200, %f2 12296 (%b2 dies there), %big {p q b1 f2 n big}
//   16396 <- peak. After, one recomputed value at a time: 8212.
//
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=60%' | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=60%' --hlomem-cse --hlomem-memory-report=fusion=none -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %hlomem-diff %s --split-input-file --hlomem-remat='fusion=none budget=60%' | FileCheck %s --check-prefix=DIFF
// DIFF: hlomem-diff: 2 functions agree, 0 skipped, 0 differ

// CHECK-LABEL: func.func @twin(
// CHECK:      %[[S1:.+]] = stablehlo.slice
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %[[S1]] :
// CHECK-NEXT: %[[B1:.+]] = stablehlo.broadcast_in_dim %[[P]]#0,
// CHECK-NEXT: stablehlo.concatenate %[[B1]], %[[P]]#1,
// CHECK:      %[[Q:.+]]:3 = stablehlo.optimization_barrier %arg0, %[[S1]], %[[P]]#0 :
// CHECK-NEXT: %[[B2:.+]] = stablehlo.broadcast_in_dim %[[Q]]#0,
// CHECK-NEXT: %[[F2:.+]] = stablehlo.reshape %[[B2]] :
// CHECK-NEXT: stablehlo.concatenate %[[F2]], %[[Q]]#1,
// REPORT: @twin: peak 8.02 KiB (8212 B)
func.func @twin(%p: tensor<f32>, %q: tensor<1xf32>) -> tensor<1xf32> {
  %b1 = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
  %b2 = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x512xf32>
  %f2 = "stablehlo.reshape"(%b2) : (tensor<2x512xf32>) -> tensor<1024xf32>
  %n = "stablehlo.negate"(%q) : (tensor<1xf32>) -> tensor<1xf32>
  %big = "stablehlo.broadcast_in_dim"(%n) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<2048xf32>
  %s1 = "stablehlo.slice"(%big) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1xf32>
  %u1 = "stablehlo.concatenate"(%b1, %s1) <{dimension = 0 : i64}> : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1025xf32>
  %r1 = "stablehlo.slice"(%u1) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<1025xf32>) -> tensor<1xf32>
  %u2 = "stablehlo.concatenate"(%f2, %s1) <{dimension = 0 : i64}> : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1025xf32>
  %r2 = "stablehlo.slice"(%u2) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<1025xf32>) -> tensor<1xf32>
  %r = "stablehlo.add"(%r1, %r2) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}

// -----

// The same from a constant: its clone moves in front of the first barrier
// and the second group reads it as an input, through its own barrier (not
// through the first's copy, which would tie the second group to the first
// barrier), and that barrier again holds a result of the first.
// CHECK-LABEL: func.func @twin_constant(
// CHECK:      %[[S1:.+]] = stablehlo.slice
// CHECK-NEXT: %[[C:.+]] = stablehlo.constant
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %[[C]], %[[S1]] :
// CHECK-NEXT: %[[B1:.+]] = stablehlo.broadcast_in_dim %[[P]]#0,
// CHECK:      %[[Q:.+]]:3 = stablehlo.optimization_barrier %[[C]], %[[S1]], %[[P]]#0 :
// CHECK-NEXT: %[[B2:.+]] = stablehlo.broadcast_in_dim %[[Q]]#0,
// REPORT: @twin_constant: peak 8.02 KiB (8208 B)
func.func @twin_constant(%q: tensor<1xf32>) -> tensor<1xf32> {
  %p = "stablehlo.constant"() <{value = dense<2.0> : tensor<f32>}> : () -> tensor<f32>
  %b1 = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
  %b2 = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x512xf32>
  %f2 = "stablehlo.reshape"(%b2) : (tensor<2x512xf32>) -> tensor<1024xf32>
  %n = "stablehlo.negate"(%q) : (tensor<1xf32>) -> tensor<1xf32>
  %big = "stablehlo.broadcast_in_dim"(%n) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<2048xf32>
  %s1 = "stablehlo.slice"(%big) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1xf32>
  %u1 = "stablehlo.concatenate"(%b1, %s1) <{dimension = 0 : i64}> : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1025xf32>
  %r1 = "stablehlo.slice"(%u1) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<1025xf32>) -> tensor<1xf32>
  %u2 = "stablehlo.concatenate"(%f2, %s1) <{dimension = 0 : i64}> : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1025xf32>
  %r2 = "stablehlo.slice"(%u2) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<1025xf32>) -> tensor<1xf32>
  %r = "stablehlo.add"(%r1, %r2) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
