// Each chunk is processed on its own; outputs are joined by "// -----";
// locations are those of the whole file.
// RUN: hlomem-opt %s --split-input-file | FileCheck %s

// CHECK: module {
// CHECK: func.func @first
// CHECK: // -----
// CHECK: module {
// CHECK: func.func @second
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT: }
func.func @first() {
  return
}

// -----

func.func @second(%a: tensor<f32>) -> tensor<f32> {
  return %a : tensor<f32>
}

// -----
