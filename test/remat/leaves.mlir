// A value computed from nothing (a constant, an iota) can be moved after
// the peak, never copied there: XLA's CSE (and hlomem-cse) makes a copy of
// it the original again, which then lives from its first use to the last.
//
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='budget=80%' | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='budget=80% explain' -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='budget=80%' --hlomem-cse --hlomem-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %hlomem-diff %s --split-input-file --hlomem-remat='budget=80%' | FileCheck %s --check-prefix=DIFF
// DIFF: hlomem-diff: 2 functions agree, 0 skipped, 0 differ

// %c (4 KiB) is read before the peak (%s) and after it (%m): a copy after
// the peak would be %c again after CSE, so it stays, and nothing else at
// the peak can go: {a c big s} 17408 B.
// EXPLAIN: remark: hlomem-remat: @used_before: the budget of 13926 B is out of reach: the smallest peak found is 17408 B
// EXPLAIN: remark: hlomem-remat: tensor<1024xf32> (4096 B) stays: stablehlo.constant reads nothing and is used before the peak too: CSE would make a copy the original again
// CHECK-LABEL: func.func @used_before(
// CHECK-NOT:   stablehlo.optimization_barrier
// REPORT: @used_before: peak 17.00 KiB (17408 B)
func.func @used_before(%a: tensor<256xf32>) -> tensor<256xf32> {
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

// Read after the peak only, %c moves there whole (the original goes): no
// copy for CSE to merge. It moves in front of the barrier, which holds it
// for the multiply. {a big s} 13312 B at the peak, and after CSE.
// CHECK-LABEL: func.func @used_after(
// CHECK:      %[[S:.+]] = stablehlo.slice
// CHECK-NEXT: %[[C:.+]] = stablehlo.constant dense<2.000000e+00> : tensor<1024xf32>
// CHECK-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %[[C]], %[[S]]
// CHECK-NEXT: stablehlo.multiply %[[P]]#1, %[[P]]#0
// REPORT: @used_after: peak 13.00 KiB (13312 B)
func.func @used_after(%a: tensor<256xf32>) -> tensor<256xf32> {
  %c = "stablehlo.constant"() <{value = dense<2.0> : tensor<1024xf32>}> : () -> tensor<1024xf32>
  %big = "stablehlo.concatenate"(%a, %a, %a, %a, %a, %a, %a, %a) <{dimension = 0 : i64}> : (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) -> tensor<2048xf32>
  %s = "stablehlo.slice"(%big) <{start_indices = array<i64: 0>, limit_indices = array<i64: 1024>, strides = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1024xf32>
  %m = "stablehlo.multiply"(%s, %c) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %r = "stablehlo.slice"(%m) <{start_indices = array<i64: 0>, limit_indices = array<i64: 256>, strides = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<256xf32>
  return %r : tensor<256xf32>
}
