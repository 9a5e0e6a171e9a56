// An op no format can say prints in MLIR's generic form, as mlir-opt
// prints it: <{...}> properties sorted by name (quoted names escaped as
// MLIR escapes them, unit ones bare), regions, discardable attributes and
// the function type; large elements elided at any depth when asked. The
// property names come from the parsed text: a dict on the line after its
// op, or after a comment, counts too; one in a comment or string does not.
// RUN: hlomem-opt --split-input-file %s | FileCheck %s
// RUN: hlomem-opt --split-input-file %s --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s --check-prefix=ELIDE

func.func @unknown(%a: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "x.c"(%a) <{value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>, b = [dense<[1,2,3]> : tensor<3xi32>, {k = dense<[4, 5, 6]> : tensor<3xi32>, s = dense<7> : tensor<3xi32>}], "q\"x" = 1 : i32, u}> {z = dense<[4,5,6]> : tensor<3xi32>, "a b" = "s\n", note = "<{in_string = 1}>"} : (tensor<3xf32>) -> tensor<3xf32>
  // "x.d"(%0) <{in_comment = 2}> : (tensor<3xf32>) -> ()
  "x.d"(%0)
     <{on_next_line = 2 : i64}> : (tensor<3xf32>) -> ()
  %1 = "x.r"(%0) ({
  ^bb0(%x: tensor<f32>):
    %2 = "stablehlo.negate"(%x) : (tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%2) : (tensor<f32>) -> ()
  }) : (tensor<3xf32>) -> tensor<3xf32>
  return %1 : tensor<3xf32>
}
// CHECK-LABEL: func.func @unknown
// CHECK-NEXT: %0 = "x.c"(%arg0) <{b = [dense<[1, 2, 3]> : tensor<3xi32>, {k = dense<[4, 5, 6]> : tensor<3xi32>, s = dense<7> : tensor<3xi32>}], "q\22x" = 1 : i32, u, value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>}> {"a b" = "s\0A", note = "<{in_string = 1}>", z = dense<[4, 5, 6]> : tensor<3xi32>} : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: "x.d"(%0) <{on_next_line = 2 : i64}> : (tensor<3xf32>) -> ()
// CHECK-NEXT: %1 = "x.r"(%0) ({
// CHECK-NEXT: ^bb0(%arg1: tensor<f32>):
// CHECK-NEXT:   %2 = stablehlo.negate %arg1 : tensor<f32>
// CHECK-NEXT:   stablehlo.return %2 : tensor<f32>
// CHECK-NEXT: }) : (tensor<3xf32>) -> tensor<3xf32>
// ELIDE-LABEL: func.func @unknown
// ELIDE-NEXT: %0 = "x.c"(%arg0) <{b = [dense_resource<__elided__> : tensor<3xi32>, {k = dense_resource<__elided__> : tensor<3xi32>, s = dense<7> : tensor<3xi32>}], "q\22x" = 1 : i32, u, value = dense_resource<__elided__> : tensor<3xf32>}> {"a b" = "s\0A", note = "<{in_string = 1}>", z = dense_resource<__elided__> : tensor<3xi32>} : (tensor<3xf32>) -> tensor<3xf32>

// -----

// A StableHLO op with a property its format does not know prints generic;
// so does a constant with more elements than elision allows (a splat
// keeps its value).
func.func @stablehlo(%a: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.negate"(%a) <{extra = 1 : i64}> : (tensor<3xf32>) -> tensor<3xf32>
  %1 = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %2 = stablehlo.constant dense<1.0> : tensor<3xf32>
  %3 = stablehlo.add %0, %1 : tensor<3xf32>
  %4 = stablehlo.add %3, %2 : tensor<3xf32>
  return %4 : tensor<3xf32>
}
// CHECK-LABEL: func.func @stablehlo
// CHECK-NEXT: %0 = "stablehlo.negate"(%arg0) <{extra = 1 : i64}> : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: %1 = stablehlo.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// ELIDE-LABEL: func.func @stablehlo
// ELIDE-NEXT: %0 = "stablehlo.negate"(%arg0) <{extra = 1 : i64}> : (tensor<3xf32>) -> tensor<3xf32>
// ELIDE-NEXT: %1 = "stablehlo.constant"() <{value = dense_resource<__elided__> : tensor<3xf32>}> : () -> tensor<3xf32>
// ELIDE-NEXT: %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<3xf32>}> : () -> tensor<3xf32>
