// The check dialect's ops, with StableHLO's semantics (CheckOps.td and
// CheckOps.cpp): expect_eq is IEEE equality, expect_almost_eq an absolute
// tolerance (default 1e-4), expect_close a distance in ulp within
// [min_ulp_difference, max_ulp_difference] (defaults 0 and 1), and
// expect_serialized_eq compares with what interpreter.probe recorded.
// Each function is one test; its verdict names the first failing check.
// RUN: not hlomem-run --split-input-file %s 2>/dev/null | FileCheck %s
// RUN: not hlomem-run --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DIAG

// CHECK: @eq_ints: passed (2 checks)
func.func @eq_ints() {
  %a = "stablehlo.constant"() <{value = dense<[-2, 0, 2]> : tensor<3xi64>}> : () -> tensor<3xi64>
  %b = "stablehlo.constant"() <{value = dense<[-2, 0, 2]> : tensor<3xi64>}> : () -> tensor<3xi64>
  "check.expect_eq"(%a, %b) : (tensor<3xi64>, tensor<3xi64>) -> ()
  "check.expect_eq_const"(%a) {value = dense<[-2, 0, 2]> : tensor<3xi64>} : (tensor<3xi64>) -> ()
  func.return
}

// IEEE equality: -0.0 equals 0.0, NaN equals nothing.
// CHECK: @eq_signed_zero: passed (2 checks)
func.func @eq_signed_zero() {
  %a = "stablehlo.constant"() <{value = dense<[-0.0, 1.5]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %b = "stablehlo.constant"() <{value = dense<[0.0, 1.5]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "check.expect_eq"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> ()
  %c = "stablehlo.constant"() <{value = dense<[(-0.0, 1.0)]> : tensor<1xcomplex<f64>>}> : () -> tensor<1xcomplex<f64>>
  "check.expect_eq_const"(%c) {value = dense<[(0.0, 1.0)]> : tensor<1xcomplex<f64>>} : (tensor<1xcomplex<f64>>) -> ()
  func.return
}

// CHECK: @eq_nan: FAILED (1 of 1 check) at {{.*}}check-ops.mlir:[[@LINE+4]]:3: check.expect_eq failed: 1 of 2 elements differ; first at index [1]: 0x7FC00000 (actual) vs 0x7FC00000 (expected)
func.func @eq_nan() {
  %a = "stablehlo.constant"() <{value = dense<[1.0, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %b = "stablehlo.constant"() <{value = dense<[1.0, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "check.expect_eq"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> ()
  func.return
}

// A splat value and booleans.
// CHECK: @eq_const_splat: FAILED (1 of 2 checks) at {{.*}}:[[@LINE+5]]:3: check.expect_eq_const failed: 1 of 4 elements differ; first at index [1, 0]: false (actual) vs true (expected)
func.func @eq_const_splat() {
  %a = "stablehlo.constant"() <{value = dense<7> : tensor<2x2xui8>}> : () -> tensor<2x2xui8>
  "check.expect_eq_const"(%a) {value = dense<7> : tensor<2x2xui8>} : (tensor<2x2xui8>) -> ()
  %p = "stablehlo.constant"() <{value = dense<[[true, true], [false, true]]> : tensor<2x2xi1>}> : () -> tensor<2x2xi1>
  "check.expect_eq_const"(%p) {value = dense<true> : tensor<2x2xi1>} : (tensor<2x2xi1>) -> ()
  func.return
}

// -----

// almost_eq: |a - b| <= 1e-4 by default; NaN matches NaN, infinities only
// themselves, a zero is compared by difference.
// CHECK: @almost_eq: passed (3 checks)
func.func @almost_eq() {
  %a = "stablehlo.constant"() <{value = dense<[5.0, 0x7FF8000000000000, 0x7FF0000000000000, 0.0]> : tensor<4xf64>}> : () -> tensor<4xf64>
  %b = "stablehlo.constant"() <{value = dense<[5.0001, 0x7FF8000000000000, 0x7FF0000000000000, 1.0e-5]> : tensor<4xf64>}> : () -> tensor<4xf64>
  "check.expect_almost_eq"(%a, %b) : (tensor<4xf64>, tensor<4xf64>) -> ()
  "check.expect_almost_eq_const"(%a) {value = dense<[5.1, 0x7FF8000000000000, 0x7FF0000000000000, 0.0]> : tensor<4xf64>, tolerance = 1.000000e-01 : f64} : (tensor<4xf64>) -> ()
  %c = "stablehlo.constant"() <{value = dense<(1.0, 2.0)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
  "check.expect_almost_eq_const"(%c) {value = dense<(1.00001, 1.99999)> : tensor<complex<f32>>} : (tensor<complex<f32>>) -> ()
  func.return
}

// CHECK: @almost_eq_too_far: FAILED (1 of 1 check) at {{.*}}:[[@LINE+4]]:3: check.expect_almost_eq failed: 1 of 2 elements differ; first at index [0]: 5.0 (actual) vs 5.0002 (expected), tolerance 0.0001
func.func @almost_eq_too_far() {
  %a = "stablehlo.constant"() <{value = dense<[5.0, 1.0]> : tensor<2xf64>}> : () -> tensor<2xf64>
  %b = "stablehlo.constant"() <{value = dense<[5.0002, 1.0]> : tensor<2xf64>}> : () -> tensor<2xf64>
  "check.expect_almost_eq"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> ()
  func.return
}

// An infinity against the largest finite value, however large the
// tolerance.
// CHECK: @almost_eq_inf: FAILED (1 of 1 check) at {{.*}}:[[@LINE+3]]:3: check.expect_almost_eq_const failed: 1 of 1 elements differ; first at index []: 0x7C00 (actual) vs 65500.0 (expected), tolerance 1e+300
func.func @almost_eq_inf() {
  %a = "stablehlo.constant"() <{value = dense<0x7C00> : tensor<f16>}> : () -> tensor<f16>
  "check.expect_almost_eq_const"(%a) {value = dense<65504.0> : tensor<f16>, tolerance = 1.0e300 : f64} : (tensor<f16>) -> ()
  func.return
}

// -----

// expect_close counts representable values: 1.0 and 1.0000001 are 1 ulp
// apart in f32; -1.4e-45 and 1.4e-45 (the smallest subnormals) are 2 apart,
// through both zeros; 5.0 and 5.01 are 3 apart in f16 (ulp 2^-8 there);
// NaN matches NaN and infinity itself.
// CHECK: @close: passed (4 checks)
func.func @close() {
  %a = "stablehlo.constant"() <{value = dense<[1.0, -1.401298464e-45, 0x7FC00000, 0x7F800000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %b = "stablehlo.constant"() <{value = dense<[1.00000012, 1.401298464e-45, 0x7FC00000, 0x7F800000]> : tensor<4xf32>}> : () -> tensor<4xf32>
  "check.expect_close"(%a, %b) {max_ulp_difference = 2 : ui64} : (tensor<4xf32>, tensor<4xf32>) -> ()
  "check.expect_close"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> ()
  %h = "stablehlo.constant"() <{value = dense<5.0> : tensor<f16>}> : () -> tensor<f16>
  %g = "stablehlo.constant"() <{value = dense<5.01> : tensor<f16>}> : () -> tensor<f16>
  "check.expect_close"(%h, %g) {max_ulp_difference = 3 : ui64, min_ulp_difference = 3 : ui64} : (tensor<f16>, tensor<f16>) -> ()
  // bf16: 1.0 and 1.0078125 are neighbours.
  %x = "stablehlo.constant"() <{value = dense<1.0> : tensor<bf16>}> : () -> tensor<bf16>
  %y = "stablehlo.constant"() <{value = dense<1.0078125> : tensor<bf16>}> : () -> tensor<bf16>
  "check.expect_close"(%x, %y) : (tensor<bf16>, tensor<bf16>) -> ()
  func.return
}

// The default allows 1 ulp; the subnormals above are 2 apart.
// CHECK: @close_default: FAILED (1 of 1 check) at {{.*}}:[[@LINE+4]]:3: check.expect_close failed: 1 of 2 elements differ; first at index [1]: -1.0e-45 (actual) vs 1.0e-45 (expected), 2 ulp apart (allowed 0 to 1)
func.func @close_default() {
  %a = "stablehlo.constant"() <{value = dense<[1.0, -1.401298464e-45]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %b = "stablehlo.constant"() <{value = dense<[1.00000012, 1.401298464e-45]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "check.expect_close"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> ()
  func.return
}

// min_ulp_difference = 1 asks for values that differ: equal ones fail.
// CHECK: @close_min: FAILED (1 of 1 check) at {{.*}}:[[@LINE+3]]:3: check.expect_close failed: 1 of 1 elements differ; first at index []: 2.0 (actual) vs 2.0 (expected), 0 ulp apart (allowed 1 to 4)
func.func @close_min() {
  %a = "stablehlo.constant"() <{value = dense<2.0> : tensor<f64>}> : () -> tensor<f64>
  "check.expect_close"(%a, %a) {max_ulp_difference = 4 : ui64, min_ulp_difference = 1 : ui64} : (tensor<f64>, tensor<f64>) -> ()
  func.return
}

// A complex number is as far as its farther part: here the imaginary
// parts are 2 ulp apart.
// CHECK: @close_complex: FAILED (1 of 1 check) at {{.*}}:[[@LINE+4]]:3: check.expect_close failed: 1 of 1 elements differ; first at index []: (1.0, 1.0) (actual) vs (1.0000001, 1.0000002) (expected), 2 ulp apart (allowed 0 to 1)
func.func @close_complex() {
  %a = "stablehlo.constant"() <{value = dense<(1.0, 1.0)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
  %b = "stablehlo.constant"() <{value = dense<(1.00000012, 1.00000024)> : tensor<complex<f32>>}> : () -> tensor<complex<f32>>
  "check.expect_close"(%a, %b) : (tensor<complex<f32>>, tensor<complex<f32>>) -> ()
  func.return
}

// An infinity is no number of ulp away from the largest finite value.
// CHECK: @close_inf: FAILED (1 of 1 check) at {{.*}}:[[@LINE+4]]:3: check.expect_close failed: 1 of 1 elements differ; first at index []: 0x7F800000 (actual) vs 3.4028235e+38 (expected), not comparable in ulp (allowed 0 to 1)
func.func @close_inf() {
  %a = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
  %b = "stablehlo.constant"() <{value = dense<0x7F7FFFFF> : tensor<f32>}> : () -> tensor<f32>
  "check.expect_close"(%a, %b) : (tensor<f32>, tensor<f32>) -> ()
  func.return
}

// -----

// A probe records its operand each time it runs; expect_serialized_eq
// compares with the `iteration`-th record of its probe_id, type and value.
// CHECK: @probe_iterations: passed (3 checks)
func.func @probe_iterations() {
  %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
  %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
  %two = "stablehlo.constant"() <{value = dense<2> : tensor<i64>}> : () -> tensor<i64>
  %i, %sum = "stablehlo.while"(%zero, %zero) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = "stablehlo.compare"(%a, %two) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = "stablehlo.add"(%b, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %p = "interpreter.probe"(%s) {probe_id = "sum"} : (tensor<i64>) -> tensor<i64>
    %n = "stablehlo.add"(%a, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%n, %p) : (tensor<i64>, tensor<i64>) -> ()
  }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  "check.expect_eq_const"(%sum) {value = dense<2> : tensor<i64>} : (tensor<i64>) -> ()
  "check.expect_serialized_eq"(%one) {probe_id = "sum"} : (tensor<i64>) -> ()
  "check.expect_serialized_eq"(%two) {probe_id = "sum", iteration = 1 : ui32} : (tensor<i64>) -> ()
  func.return
}

// Records are per run: this function's probe did not run twice.
// CHECK: @probe_missing: FAILED (1 of 1 check) at {{.*}}:[[@LINE+4]]:3: check.expect_serialized_eq failed: no value was probed as 'sum' at iteration 1 of this run
func.func @probe_missing() {
  %a = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
  %p = "interpreter.probe"(%a) {probe_id = "sum"} : (tensor<i64>) -> tensor<i64>
  "check.expect_serialized_eq"(%p) {probe_id = "sum", iteration = 1 : ui32} : (tensor<i64>) -> ()
  func.return
}

// CHECK: @probe_type: FAILED (1 of 1 check) at {{.*}}:[[@LINE+5]]:3: check.expect_serialized_eq failed: probe 'x' recorded a tensor<2xi32>, the check expects a tensor<2xi64>
func.func @probe_type() {
  %a = "stablehlo.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %b = "stablehlo.constant"() <{value = dense<[1, 2]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %p = "interpreter.probe"(%a) {probe_id = "x"} : (tensor<2xi32>) -> tensor<2xi32>
  "check.expect_serialized_eq"(%b) {probe_id = "x"} : (tensor<2xi64>) -> ()
  func.return
}

// -----

// Malformed checks cannot be lowered.
// CHECK: @int_close: unsupported at {{.*}}:[[@LINE+3]]:3: 'check.expect_close' op check.expect_close expects floating-point or complex tensors
func.func @int_close() {
  %a = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  "check.expect_close"(%a, %a) : (tensor<i32>, tensor<i32>) -> ()
  func.return
}

// CHECK: @const_type: unsupported at {{.*}}:[[@LINE+3]]:3: 'check.expect_eq_const' op check.expect_eq_const expects a 'value' of its operand's type
func.func @const_type() {
  %a = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  "check.expect_eq_const"(%a) {value = dense<1> : tensor<i64>} : (tensor<i32>) -> ()
  func.return
}

// CHECK: @unknown_check: unsupported at {{.*}}:[[@LINE+3]]:3: 'check.expect_nothing' op is not supported by hlomem-run
func.func @unknown_check() {
  %a = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  "check.expect_nothing"(%a) : (tensor<i32>) -> ()
  func.return
}

// CHECK: functions: 5 passed, 10 failed, 3 unsupported

// The failures are located errors with the source line.
// DIAG: check-ops.mlir:34:3: error: check.expect_eq failed
// DIAG-NEXT: "check.expect_eq"(%a, %b)
// DIAG-NEXT: ^
