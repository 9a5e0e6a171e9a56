// Pretty and generic ops mix freely in one file and one block; `// -----`
// chunks are read on their own (the tool splits before reading).
// RUN: hlomem-opt --split-input-file %s --print-form=pretty | FileCheck %s
// RUN: hlomem-opt --split-input-file %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @mixed(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.negate %0 : tensor<4xf32>
  %2 = "stablehlo.add"(%1, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%2) : (tensor<4xf32>) -> ()
}
// CHECK-LABEL: func.func @mixed
// CHECK-NEXT: %0 = stablehlo.abs %arg0 : tensor<4xf32>
// CHECK-NEXT: %1 = stablehlo.negate %0 : tensor<4xf32>
// CHECK-NEXT: %2 = stablehlo.add %1, %0 : tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
// GENERIC-LABEL: sym_name = "mixed"
// GENERIC: "stablehlo.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: "stablehlo.negate"(%0) : (tensor<4xf32>) -> tensor<4xf32>

// -----

// A generic op's regions hold pretty ops; a pretty op's regions generic ones.
"func.func"() <{function_type = (tensor<i1>, tensor<f32>) -> tensor<f32>, sym_name = "regions"}> ({
^bb0(%p: tensor<i1>, %x: tensor<f32>):
  %0 = "stablehlo.if"(%p) ({
    %1 = stablehlo.negate %x : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }, {
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  %2 = stablehlo.while(%it = %0) : tensor<f32>
  cond {
    %3 = "stablehlo.compare"(%it, %it) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %3 : tensor<i1>
  } do {
    "stablehlo.return"(%it) : (tensor<f32>) -> ()
  }
  "func.return"(%2) : (tensor<f32>) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @regions
// CHECK-NEXT: %0 = "stablehlo.if"(%arg0) ({
// CHECK-NEXT:   %2 = stablehlo.negate %arg1 : tensor<f32>
// CHECK-NEXT:   stablehlo.return %2 : tensor<f32>
// CHECK-NEXT: }, {
// CHECK-NEXT:   stablehlo.return %arg1 : tensor<f32>
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<f32>
// CHECK-NEXT: %1 = stablehlo.while(%arg2 = %0) : tensor<f32>
// CHECK-NEXT:  cond {
// CHECK-NEXT:   %2 = stablehlo.compare  LT, %arg2, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:   stablehlo.return %2 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT:   stablehlo.return %arg2 : tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<f32>

// -----

// An op whose attributes its format cannot say prints generic: here a
// transpose with a property the format does not know.
func.func @fallback(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = "stablehlo.transpose"(%a) <{permutation = array<i64: 1, 0>, unknown_property = 1 : i64}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = "stablehlo.transpose"(%a) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = "stablehlo.add"(%0, %1) {mhlo.sharding = "{replicated}"} : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %3 = "stablehlo.transpose"(%a) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %2 : tensor<3x2xf32>
}
// CHECK-LABEL: func.func @fallback
// CHECK-NEXT: %0 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>, unknown_property = 1 : i64}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %1 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %2 = stablehlo.add %0, %1 {mhlo.sharding = "{replicated}"} : tensor<3x2xf32>
// CHECK-NEXT: %3 = "stablehlo.transpose"(%arg0) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
