// Module runs, as stablehlo-translate --interpret runs StableHLO's test
// files: without @main (and --entry) every public function that takes no
// arguments runs as a test, in order, one verdict line each and a summary;
// the exit status is 1 if any fails. --split-input-file runs each chunk as
// its own module, diagnostics keeping the file's line numbers.
// RUN: not hlomem-run --split-input-file --max-ops=1000 %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// A chunk with a @main runs @main; --entry picks a function in every chunk.
// RUN: not hlomem-run --split-input-file --max-ops=1000 --entry=second %s 2>/dev/null | FileCheck %s --check-prefix=ENTRY
// Flags that need one function are refused.
// RUN: not hlomem-run --split-input-file --memory %s 2>&1 | FileCheck %s --check-prefix=FLAGS

// A chunk of comments only is an empty module: nothing to run.

// -----

// CHECK: @first: passed (1 check)
// CHECK-NEXT: @second: FAILED (1 of 2 checks) at {{.*}}suite.mlir:[[@LINE+11]]:3: check.expect_eq_const failed: 1 of 2 elements differ; first at index [1]: 4 (actual) vs 5 (expected)
// The private helper and the function with arguments are not tests.
// CHECK-NOT: @helper
// CHECK-NOT: @takes_args
func.func @first() {
  %a = func.call @helper() : () -> tensor<2xi32>
  "check.expect_eq_const"(%a) {value = dense<[3, 4]> : tensor<2xi32>} : (tensor<2xi32>) -> ()
  func.return
}
func.func @second() {
  %a = func.call @helper() : () -> tensor<2xi32>
  "check.expect_eq_const"(%a) {value = dense<[3, 5]> : tensor<2xi32>} : (tensor<2xi32>) -> ()
  "check.expect_eq"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> ()
  func.return
}
func.func private @helper() -> tensor<2xi32> {
  %a = "stablehlo.constant"() <{value = dense<[3, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
  func.return %a : tensor<2xi32>
}
func.func @takes_args(%x: tensor<i32>) {
  func.return
}

// -----

// A function without checks passes when it runs.
// CHECK-NEXT: @no_checks: passed (0 checks)
func.func @no_checks() -> tensor<i32> {
  %a = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
  func.return %a : tensor<i32>
}

// CHECK-NEXT: @unsupported_op: unsupported at {{.*}}suite.mlir:[[@LINE+3]]:8: 'stablehlo.cholesky' op is not supported by hlomem-run
func.func @unsupported_op() {
  %a = "stablehlo.constant"() <{value = dense<1.0> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %b = "stablehlo.cholesky"(%a) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// CHECK-NEXT: @unsupported_type: unsupported at {{.*}}suite.mlir:[[@LINE+2]]:8: 'stablehlo.constant' op result #0 has type tensor<2xf8E4M3FN>
func.func @unsupported_type() {
  %a = "stablehlo.constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf8E4M3FN>}> : () -> tensor<2xf8E4M3FN>
  func.return
}

// -----

// A chunk with a @main runs @main only (arguments get seeded values).
// CHECK-NEXT: @main: passed (1 check)
// CHECK-NOT: @other
func.func @main(%x: tensor<f32>) {
  "check.expect_eq"(%x, %x) : (tensor<f32>, tensor<f32>) -> ()
  func.return
}
func.func @other() {
  func.return
}

// -----

// A chunk that does not parse is not read; the next chunks still run.
// CHECK-NEXT: chunk at line {{[0-9]+}}: cannot read at {{.*}}suite.mlir:[[@LINE+3]]:{{[0-9]+}}: {{.*}}
func.func @unreadable() {
  %a = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %b = "stablehlo.add"(%a, %a) : (tensor<i32>, tensor<i32>) -> tensor<i32>>
  func.return
}

// -----

// A runaway loop stops at --max-ops with an error verdict.
// CHECK-NEXT: @spin: error at {{.*}}suite.mlir:{{[0-9]+}}:{{[0-9]+}}: {{.*}}past the limit of 1000
func.func @spin() {
  %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r = "stablehlo.while"(%z) ({
  ^bb0(%i: tensor<i32>):
    %t = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    "stablehlo.return"(%t) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>):
    "stablehlo.return"(%i) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  func.return
}

// CHECK-NEXT: functions: 3 passed, 1 failed, 2 unsupported, 1 error, 1 chunk unreadable

// The failed check and the unsupported op are errors with their line.
// DIAG: suite.mlir:29:3: error: check.expect_eq_const failed
// DIAG-NEXT: "check.expect_eq_const"(%a) {value = dense<[3, 5]>
// DIAG: suite.mlir:53:8: error: 'stablehlo.cholesky' op is not supported by hlomem-run

// ENTRY: @second: FAILED
// ENTRY-NEXT: @second: error: the module has no function @second
// ENTRY: functions: 0 passed, 1 failed, 3 errors, 1 chunk unreadable

// FLAGS: hlomem-run: error: --memory runs one function; give --entry or a @main
