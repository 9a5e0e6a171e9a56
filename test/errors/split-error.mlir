// An error in one chunk is reported at its line in the whole file; the
// other chunks are still checked, nothing is written, the exit code is 1.
// RUN: not hlomem-opt %s --split-input-file -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out

func.func @fine() {
  return
}

// -----

func.func @broken(%a: tensor<f32>) -> tensor<f32> {
  // CHECK: split-error.mlir:[[@LINE+3]]:27: error: use of undeclared SSA value name
  // CHECK-NEXT: {{^}}  %0 = "stablehlo.negate"(%nope) : (tensor<f32>) -> tensor<f32>
  // CHECK-NEXT: {{^}}                          ^
  %0 = "stablehlo.negate"(%nope) : (tensor<f32>) -> tensor<f32>
  return %a : tensor<f32>
}

// -----

func.func @also_broken() {
  // CHECK: split-error.mlir:[[@LINE+1]]:3: error: custom op 'oops' is unknown
  oops
}
