// The IR is verified after every pass run that may have changed it: after
// upstream passes, and after hlomem passes that do not say they left it as
// it was (here hlomem-dce finds nothing dead and the report only reads).
// RUN: hlomem-opt %s --timing --hlomem-dce --canonicalize --hlomem-memory-report -o /dev/null 2>&1 | FileCheck %s
// RUN: hlomem-opt %s --timing --verify-each=false --hlomem-dce -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
// OFF: StableHLO verifier (off: --verify-each=false)
// CHECK: ... Execution time report ...
// CHECK: Total Execution Time: {{[0-9.]+}} seconds
// CHECK: ----Wall Time----  ----Name----
// CHECK-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  Parser
// CHECK-NEXT: StableHLO verifier (after 1 of 3 pass runs; the others changed nothing)
// CHECK-NEXT: func.func(hlomem-dce)
// CHECK-NEXT: canonicalize
// CHECK-NEXT: hlomem-memory-report
// CHECK-NEXT: Output
// CHECK-NEXT: {{[0-9.]+}} (100.0%)  Total
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
