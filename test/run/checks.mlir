// The check.* custom calls: passes and failures are counted, each failure
// is a located error naming the first differing element, and any failure
// makes the exit status 1 while the run goes on. Without options they have
// stablehlo-translate's defaults: expect_close 0 to 3 ulp, expect_almost_eq
// 1e-3, check.eq exact on integers and 1e-4 on floats; expect_eq is
// bit-exact (NaN matching NaN, -0.0 differing from 0.0).
// RUN: hlomem-run %s --entry=passing --print=full | FileCheck %s --check-prefix=PASS
// RUN: not hlomem-run %s --entry=failing 2>&1 | FileCheck %s --check-prefix=FAIL

// PASS: // result #0
// PASS-NEXT: dense<true> : tensor<i1>
// PASS-NEXT: // result #1
// PASS-NEXT: dense<[true, true]> : tensor<2xi1>
// PASS-NEXT: checks: 11 passed, 0 failed
func.func @passing() -> (tensor<i1>, tensor<2xi1>) {
  %a = "stablehlo.constant"() <{value = dense<[1.0, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %b = "stablehlo.constant"() <{value = dense<[1.0000001, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c = "stablehlo.constant"() <{value = dense<[1.0, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  // expect_eq is exact, NaN matching NaN.
  "stablehlo.custom_call"(%a, %c) <{call_target_name = "check.expect_eq"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  // almost_eq: the default tolerance 1e-4, or a tolerance attribute, or
  // one in backend_config.
  "stablehlo.custom_call"(%a, %b) <{call_target_name = "check.expect_almost_eq"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  "stablehlo.custom_call"(%a, %b) <{call_target_name = "check.expect_almost_eq"}> {tolerance = 1.0e-6 : f64} : (tensor<2xf32>, tensor<2xf32>) -> ()
  "stablehlo.custom_call"(%a, %b) <{call_target_name = "check.expect_almost_eq", backend_config = {tolerance = 2.0e-7 : f64}}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  // close: 1.0 and 1.0000001 are 1 ulp apart in f32; 1.0 and 1.00000036
  // are 3 apart, within the default.
  "stablehlo.custom_call"(%a, %b) <{call_target_name = "check.expect_close"}> {max_ulp_difference = 1 : i64} : (tensor<2xf32>, tensor<2xf32>) -> ()
  %three = "stablehlo.constant"() <{value = dense<[1.00000036, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "stablehlo.custom_call"(%a, %three) <{call_target_name = "check.expect_close"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  // almost_eq's default is 1e-3; check.eq allows 1e-4 on floats.
  %near = "stablehlo.constant"() <{value = dense<[1.0009, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "stablehlo.custom_call"(%a, %near) <{call_target_name = "check.expect_almost_eq"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  %tiny = "stablehlo.constant"() <{value = dense<[1.00009, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %float_eq = "stablehlo.custom_call"(%a, %tiny) <{call_target_name = "check.eq"}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<i1>
  %i = "stablehlo.constant"() <{value = dense<[3, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  "stablehlo.custom_call"(%i, %i) <{call_target_name = "check.expect_eq"}> : (tensor<2xi32>, tensor<2xi32>) -> ()
  // check.eq answers too: one i1, or one per element; as a check, it
  // passes when all elements are equal.
  %all = "stablehlo.custom_call"(%i, %i) <{call_target_name = "check.eq"}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<i1>
  %each = "stablehlo.custom_call"(%i, %i) <{call_target_name = "check.eq"}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return %all, %each : tensor<i1>, tensor<2xi1>
}

func.func @failing() {
  %i = "stablehlo.constant"() <{value = dense<[3, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %j = "stablehlo.constant"() <{value = dense<[3, 5]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %m = "stablehlo.constant"() <{value = dense<-0.0> : tensor<f32>}> : () -> tensor<f32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %one = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
  %x = "stablehlo.constant"() <{value = dense<1.1> : tensor<f32>}> : () -> tensor<f32>
  %y = "stablehlo.constant"() <{value = dense<1.00000024> : tensor<f32>}> : () -> tensor<f32>
  %four = "stablehlo.constant"() <{value = dense<1.00000048> : tensor<f32>}> : () -> tensor<f32>
  %p = "stablehlo.constant"() <{value = dense<[[true, true], [false, true]]> : tensor<2x2xi1>}> : () -> tensor<2x2xi1>
  %q = "stablehlo.constant"() <{value = dense<true> : tensor<2x2xi1>}> : () -> tensor<2x2xi1>
  // FAIL: checks.mlir:[[@LINE+1]]:3: error: check.expect_eq failed: 1 of 2 elements differ; first at index [1]: 4 (actual) vs 5 (expected)
  "stablehlo.custom_call"(%i, %j) <{call_target_name = "check.expect_eq"}> : (tensor<2xi32>, tensor<2xi32>) -> ()
  // FAIL: checks.mlir:[[@LINE+1]]:3: error: check.expect_eq failed: 1 of 1 elements differ; first at index []: -0.0 (actual) vs 0.0 (expected)
  "stablehlo.custom_call"(%m, %z) <{call_target_name = "check.expect_eq"}> : (tensor<f32>, tensor<f32>) -> ()
  // FAIL: checks.mlir:[[@LINE+1]]:3: error: check.expect_almost_eq failed: 1 of 1 elements differ; first at index []: 1.0 (actual) vs 1.1 (expected), tolerance 0.01
  "stablehlo.custom_call"(%one, %x) <{call_target_name = "check.expect_almost_eq"}> {tolerance = 0.01 : f64} : (tensor<f32>, tensor<f32>) -> ()
  // FAIL: checks.mlir:[[@LINE+1]]:3: error: check.expect_close failed: 1 of 1 elements differ; first at index []: 1.0 (actual) vs 1.0000002 (expected), 2 ulp apart (allowed 0 to 1)
  "stablehlo.custom_call"(%one, %y) <{call_target_name = "check.expect_close"}> {max_ulp_difference = 1 : i64} : (tensor<f32>, tensor<f32>) -> ()
  // FAIL: checks.mlir:[[@LINE+1]]:3: error: check.expect_close failed: 1 of 1 elements differ; first at index []: 1.0 (actual) vs 1.0000005 (expected), 4 ulp apart (allowed 0 to 3)
  "stablehlo.custom_call"(%one, %four) <{call_target_name = "check.expect_close"}> : (tensor<f32>, tensor<f32>) -> ()
  // FAIL: checks.mlir:[[@LINE+1]]:3: error: check.expect_almost_eq failed: 1 of 1 elements differ; first at index []: 1.0 (actual) vs 1.1 (expected), tolerance 0.001
  "stablehlo.custom_call"(%one, %x) <{call_target_name = "check.expect_almost_eq"}> : (tensor<f32>, tensor<f32>) -> ()
  // FAIL: checks.mlir:[[@LINE+1]]:13: error: check.eq failed: 1 of 1 elements differ; first at index []: 1.0 (actual) vs 1.0000002 (expected), tolerance 0
  %answer = "stablehlo.custom_call"(%one, %y) <{call_target_name = "check.eq"}> {tolerance = 0.0 : f64} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  // FAIL: checks.mlir:[[@LINE+1]]:3: error: check.eq failed: 1 of 4 elements differ; first at index [1, 0]: false (actual) vs true (expected)
  "stablehlo.custom_call"(%p, %q) <{call_target_name = "check.eq"}> : (tensor<2x2xi1>, tensor<2x2xi1>) -> ()
  "stablehlo.custom_call"(%i, %i) <{call_target_name = "check.expect_eq"}> : (tensor<2xi32>, tensor<2xi32>) -> ()
  return
}
// FAIL: checks: 1 passed, 8 failed
