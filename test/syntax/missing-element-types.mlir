// Newer StableHLO writes small float types MLIR 19 does not have
// (f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E3M4, f8E8M0FNU). MLIR's parser only
// says "expected non-function type" near them; the error that replaces
// it names the type, at its position, in generic and pretty text alike.
// MLIR 19's own small floats read as before (no error for the last case),
// and names in comments and strings are not types.
// RUN: not hlomem-opt --split-input-file %s 2>&1 | FileCheck %s

func.func @pretty() -> tensor<3xf4E2M1FN> {
  %0 = stablehlo.constant dense<[0.5, 1.0, 6.0]> : tensor<3xf4E2M1FN>
  func.return %0 : tensor<3xf4E2M1FN>
}
// CHECK: missing-element-types.mlir:9:33: error: element type 'f4E2M1FN' does not exist in MLIR 19 (later versions added it)

// -----

func.func @generic(%a: tensor<2x2xf32>) {
  %0 = "stablehlo.convert"(%a) : (tensor<2x2xf32>) -> tensor<2x2xf8E8M0FNU>
  func.return
}
// CHECK: missing-element-types.mlir:18:66: error: element type 'f8E8M0FNU' does not exist in MLIR 19 (later versions added it)

// -----

// An f6E3M2FN in a comment and in a string is no type; the error is at
// the f8E3M4 of the signature.
func.func @later(%a: tensor<?xf8E3M4>) attributes {note = "f6E3M2FN"} {
  func.return
}
// CHECK: missing-element-types.mlir:27:31: error: element type 'f8E3M4' does not exist in MLIR 19 (later versions added it)

// -----

// CHECK-NOT: error
func.func @known(%a: tensor<4xf8E4M3FN>, %b: tensor<4xf8E5M2FNUZ>, %c: tensor<4xf8E4M3B11FNUZ>) {
  func.return
}
