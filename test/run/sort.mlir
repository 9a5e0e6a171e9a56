// sort against hand-computed values: the spec's example, stability on
// ties, descending orders, TOTALORDER with NaN and signed zeros, negative
// dimensions, and comparators that are not a single compare.
// RUN: hlomem-run %s | FileCheck %s
// CHECK: checks: 11 passed, 0 failed

// The spec's example: two inputs sorted by the first, descending, along
// dimension 0.
func.func @main() {
  %a = "stablehlo.constant"() <{value = dense<[[1, 2, 3], [3, 2, 1]]> : tensor<2x3xi64>}> : () -> tensor<2x3xi64>
  %b = "stablehlo.constant"() <{value = dense<[[3, 2, 1], [1, 2, 3]]> : tensor<2x3xi64>}> : () -> tensor<2x3xi64>
  %r:2 = "stablehlo.sort"(%a, %b) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>, %u: tensor<i64>, %v: tensor<i64>):
    %p = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
  %e0 = "stablehlo.constant"() <{value = dense<[[3, 2, 3], [1, 2, 1]]> : tensor<2x3xi64>}> : () -> tensor<2x3xi64>
  %e1 = "stablehlo.constant"() <{value = dense<[[1, 2, 1], [3, 2, 3]]> : tensor<2x3xi64>}> : () -> tensor<2x3xi64>
  "stablehlo.custom_call"(%r#0, %e0) <{call_target_name = "check.expect_eq"}> : (tensor<2x3xi64>, tensor<2x3xi64>) -> ()
  "stablehlo.custom_call"(%r#1, %e1) <{call_target_name = "check.expect_eq"}> : (tensor<2x3xi64>, tensor<2x3xi64>) -> ()
  func.call @argsort() : () -> ()
  func.call @total_order() : () -> ()
  func.call @rows() : () -> ()
  func.call @any_comparator() : () -> ()
  return
}

// argsort: equal keys keep their order (1 before 3, 0 before 4).
func.func @argsort() {
  %v = "stablehlo.constant"() <{value = dense<[3.0, 1.0, 2.0, 1.0, 3.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %i = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
  %r:2 = "stablehlo.sort"(%v, %i) <{dimension = 0 : i64}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %u: tensor<i32>, %w: tensor<i32>):
    %p = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
  %e0 = "stablehlo.constant"() <{value = dense<[1.0, 1.0, 2.0, 3.0, 3.0]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %e1 = "stablehlo.constant"() <{value = dense<[1, 3, 2, 0, 4]> : tensor<5xi32>}> : () -> tensor<5xi32>
  "stablehlo.custom_call"(%r#0, %e0) <{call_target_name = "check.expect_eq"}> : (tensor<5xf32>, tensor<5xf32>) -> ()
  "stablehlo.custom_call"(%r#1, %e1) <{call_target_name = "check.expect_eq"}> : (tensor<5xi32>, tensor<5xi32>) -> ()
  // Arguments swapped in the comparator: descending, still stable.
  %d:2 = "stablehlo.sort"(%v, %i) <{dimension = 0 : i64}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %u: tensor<i32>, %w: tensor<i32>):
    %p = "stablehlo.compare"(%y, %x) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
  %e2 = "stablehlo.constant"() <{value = dense<[0, 4, 2, 1, 3]> : tensor<5xi32>}> : () -> tensor<5xi32>
  "stablehlo.custom_call"(%d#1, %e2) <{call_target_name = "check.expect_eq"}> : (tensor<5xi32>, tensor<5xi32>) -> ()
  return
}

// TOTALORDER puts -NaN first and NaN last, and -0.0 before 0.0.
func.func @total_order() {
  %v = "stablehlo.constant"() <{value = dense<[0x7FC00000, 0.0, -0.0, 0xFF800000, 1.0, 0xFFC00000]> : tensor<6xf32>}> : () -> tensor<6xf32>
  %r = "stablehlo.sort"(%v) <{dimension = 0 : i64}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %p = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type TOTALORDER>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<6xf32>) -> tensor<6xf32>
  %e = "stablehlo.constant"() <{value = dense<[0xFFC00000, 0xFF800000, -0.0, 0.0, 1.0, 0x7FC00000]> : tensor<6xf32>}> : () -> tensor<6xf32>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<6xf32>, tensor<6xf32>) -> ()
  return
}

// dimension -1 is the last one; each row sorts on its own. Unsigned and
// bf16 keys compare as their types do.
func.func @rows() {
  %v = "stablehlo.constant"() <{value = dense<[[3, 1, 2], [9, 8, 7]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %r = "stablehlo.sort"(%v) <{dimension = -1 : i64}> ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %p = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %e = "stablehlo.constant"() <{value = dense<[[1, 2, 3], [7, 8, 9]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<2x3xi32>, tensor<2x3xi32>) -> ()
  %u = "stablehlo.constant"() <{value = dense<[200, 5, 255, 0]> : tensor<4xui8>}> : () -> tensor<4xui8>
  %ur = "stablehlo.sort"(%u) <{dimension = 0 : i64}> ({
  ^bb0(%x: tensor<ui8>, %y: tensor<ui8>):
    %p = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<4xui8>) -> tensor<4xui8>
  %ue = "stablehlo.constant"() <{value = dense<[0, 5, 200, 255]> : tensor<4xui8>}> : () -> tensor<4xui8>
  "stablehlo.custom_call"(%ur, %ue) <{call_target_name = "check.expect_eq"}> : (tensor<4xui8>, tensor<4xui8>) -> ()
  %h = "stablehlo.constant"() <{value = dense<[2.5, -1.0, 0.5]> : tensor<3xbf16>}> : () -> tensor<3xbf16>
  %hr = "stablehlo.sort"(%h) <{dimension = 0 : i64}> ({
  ^bb0(%x: tensor<bf16>, %y: tensor<bf16>):
    %p = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<3xbf16>) -> tensor<3xbf16>
  %he = "stablehlo.constant"() <{value = dense<[2.5, 0.5, -1.0]> : tensor<3xbf16>}> : () -> tensor<3xbf16>
  "stablehlo.custom_call"(%hr, %he) <{call_target_name = "check.expect_eq"}> : (tensor<3xbf16>, tensor<3xbf16>) -> ()
  return
}

// A comparator that runs as a region: x - y < 0, then ordering by the
// second input when the first ties.
func.func @any_comparator() {
  %v = "stablehlo.constant"() <{value = dense<[5, -3, 0, 5]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %w = "stablehlo.constant"() <{value = dense<[2, 7, 1, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %r:2 = "stablehlo.sort"(%v, %w) <{dimension = 0 : i64}> ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>, %u: tensor<i32>, %t: tensor<i32>):
    %d = "stablehlo.subtract"(%x, %y) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %lt = "stablehlo.compare"(%d, %zero) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq = "stablehlo.compare"(%d, %zero) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %lt2 = "stablehlo.compare"(%u, %t) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = "stablehlo.and"(%eq, %lt2) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %p = "stablehlo.or"(%lt, %tie) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
  %e0 = "stablehlo.constant"() <{value = dense<[-3, 0, 5, 5]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %e1 = "stablehlo.constant"() <{value = dense<[7, 1, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
  "stablehlo.custom_call"(%r#0, %e0) <{call_target_name = "check.expect_eq"}> : (tensor<4xi32>, tensor<4xi32>) -> ()
  "stablehlo.custom_call"(%r#1, %e1) <{call_target_name = "check.expect_eq"}> : (tensor<4xi32>, tensor<4xi32>) -> ()
  return
}
