// Fully generic input, as JAX prints with print_generic_op_form=True,
// parses and prints; generic output re-parses to the same IR.
// RUN: hlomem-opt %s | FileCheck %s
// RUN: hlomem-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: hlomem-opt %s --mlir-print-op-generic > %t.1.mlir
// RUN: hlomem-opt %t.1.mlir --mlir-print-op-generic > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir

// CHECK: module @jit_f attributes {mhlo.num_partitions = 1 : i32}
// CHECK: func.func public @main(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK: stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK: return

// GENERIC: "builtin.module"() <{sym_name = "jit_f"}> ({
// GENERIC: "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<3x2xf32>, sym_name = "main", sym_visibility = "public"}> ({
// GENERIC: "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}>
// GENERIC: "func.return"
// GENERIC: }) {mhlo.num_partitions = 1 : i32} : () -> ()
"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<3x2xf32>, sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x3xf32>):
    %0 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
    "func.return"(%0) : (tensor<3x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32} : () -> ()
