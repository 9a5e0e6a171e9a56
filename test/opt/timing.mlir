// RUN: hlomem-opt %s --timing --hlomem-dce --canonicalize --hlomem-memory-report -o /dev/null 2>&1 | FileCheck %s
// CHECK: ... Execution time report ...
// CHECK: Total Execution Time: {{[0-9.]+}} seconds
// CHECK: ----Wall Time----  ----Name----
// CHECK-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  Parser
// CHECK-NEXT: StableHLO verifier
// CHECK-NEXT: func.func(hlomem-dce)
// CHECK-NEXT: canonicalize
// CHECK-NEXT: hlomem-memory-report
// CHECK-NEXT: Output
// CHECK-NEXT: {{[0-9.]+}} (100.0%)  Total
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
