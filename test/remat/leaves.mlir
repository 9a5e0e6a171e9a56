// A value computed from nothing can be moved after the peak, not copied
// there: XLA's CSE (and hlomem-cse) makes a copy of an iota, or of a
// constant, the original again, which then lives from its first use to
// the last. A splat constant of several elements is copied as a broadcast
// of a scalar constant, which the broadcast reads through a barrier of its
// own: that stays a copy (XLA's simplifier makes a large splat such a
// broadcast anyway).
//
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=80%' | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=80% explain' -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='fusion=none budget=80%' --hlomem-cse --hlomem-memory-report=fusion=none -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %hlomem-diff %s --split-input-file --hlomem-remat='fusion=none budget=80%' | FileCheck %s --check-prefix=DIFF
// DIFF: hlomem-diff: 3 functions agree, 0 skipped, 0 differ

// %c (4 KiB) is read before the peak (%h) and after it (%m): a copy after
// the peak would be %c again after CSE, so it stays, and nothing else at
// the peak can go: {a c big s} 17408 B.
// EXPLAIN: remark: hlomem-remat: @iota_used_before: the budget of 13926 B is out of reach: the smallest peak found is 17408 B
// EXPLAIN: remark: hlomem-remat: tensor<1024xf32> (4096 B) stays: stablehlo.iota reads nothing and is used before the peak too: CSE would make a copy the original again
// CHECK-LABEL: func.func @iota_used_before(
// CHECK-NOT:   stablehlo.optimization_barrier
// REPORT: @iota_used_before: peak 17.00 KiB (17408 B)
func.func @iota_used_before(%a: tensor<256xf32>) -> tensor<256xf32> {
  %c = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1024xf32>
  %h = "stablehlo.slice"(%c) <{start_indices = array<i64: 0>, limit_indices = array<i64: 256>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  %x = "stablehlo.add"(%a, %h) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %big = "stablehlo.concatenate"(%x, %x, %x, %x, %x, %x, %x, %x) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<2048xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1024>, strides = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1024xf32>
  %m = "stablehlo.multiply"(%s, %c) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %r = "stablehlo.slice"(%m) <{start_indices = array<i64: 0>, limit_indices = array<i64: 256>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  return %r : tensor<256xf32>
}

// -----

// The same with a splat: its copy is a broadcast of a scalar, after the
// peak, and the peak drops to {a big s} 13312 B, after CSE too (the scalar
// adds its 4 B next to the broadcast only, below the peak).
// CHECK-LABEL: func.func @splat_used_before(
// CHECK:      %[[S:.+]] = stablehlo.slice %{{.+}} [0:1024]
// CHECK-NEXT: %[[C:.+]] = stablehlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %[[C]], %[[S]] : tensor<f32>, tensor<1024xf32>
// CHECK-NEXT: %[[B:.+]] = stablehlo.broadcast_in_dim %[[P]]#0, dims = [] : (tensor<f32>) -> tensor<1024xf32>
// CHECK-NEXT: stablehlo.multiply %[[S]], %[[B]]
// REPORT: @splat_used_before: peak 13.00 KiB (13312 B)
func.func @splat_used_before(%a: tensor<256xf32>) -> tensor<256xf32> {
  %c = "stablehlo.constant"() <{value = dense<2.0> : tensor<1024xf32>}> : () -> tensor<1024xf32>
  %h = "stablehlo.slice"(%c) <{start_indices = array<i64: 0>, limit_indices = array<i64: 256>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  %x = "stablehlo.add"(%a, %h) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %big = "stablehlo.concatenate"(%x, %x, %x, %x, %x, %x, %x, %x) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<2048xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1024>, strides = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1024xf32>
  %m = "stablehlo.multiply"(%s, %c) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %r = "stablehlo.slice"(%m) <{start_indices = array<i64: 0>, limit_indices = array<i64: 256>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  return %r : tensor<256xf32>
}

// -----

// Read after the peak only, the iota moves there whole (the original
// goes): no copy for CSE to merge. It moves in front of the barrier, which
// holds it for the multiply. {a big s} 13312 B at the peak, after CSE too.
// CHECK-LABEL: func.func @iota_used_after(
// CHECK:      %[[S:.+]] = stablehlo.slice
// CHECK-NEXT: %[[C:.+]] = stablehlo.iota dim = 0 : tensor<1024xf32>
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %[[C]], %[[S]]
// CHECK-NEXT: stablehlo.multiply %[[P]]#1, %[[P]]#0
// REPORT: @iota_used_after: peak 13.00 KiB (13312 B)
func.func @iota_used_after(%a: tensor<256xf32>) -> tensor<256xf32> {
  %c = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1024xf32>
  %big = "stablehlo.concatenate"(%a, %a, %a, %a, %a, %a, %a, %a) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<2048xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1024>, strides = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1024xf32>
  %m = "stablehlo.multiply"(%s, %c) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %r = "stablehlo.slice"(%m) <{start_indices = array<i64: 0>, limit_indices = array<i64: 256>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  return %r : tensor<256xf32>
}
