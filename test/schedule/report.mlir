// The heuristics on a module whose calls stay boxes (inline=false).
// RUN: hlomem-opt %s --hlomem-memory-report='schedule=xla inline=false fusion=none' -o /dev/null 2>&1 | FileCheck %s
// RUN: hlomem-opt %s --hlomem-memory-report='schedule=xla format=json inline=false fusion=none' -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: hlomem-opt %s --hlomem-memory-report='inline=false fusion=none' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PROGRAM
// The report works on the module and puts it back: the IR it passes on
// is the input's, op for op.
// RUN: hlomem-opt %s -o %t.plain.mlir
// RUN: hlomem-opt %s --hlomem-memory-report='schedule=xla fusion=none' -o %t.reported.mlir 2>/dev/null
// RUN: diff %t.plain.mlir %t.reported.mlir

// @main calls @callee (test/schedule/heuristics.mlir's @list_wins) and
// then does the same inline. p is 1 KiB, each result r, z 24 B.
//   @callee in program order: u: p+u = 7 KiB; h: 11; v: p+u+h+v =
//   12288 B; z: 8 KiB + 24. Its local peak (without p and z): 11264 B.
//   In list order (h, v, u, z): h: 5 KiB; v: 6; u: p+v+u = 8;
//   z: 8216 B. Local peak: 7168 B.
//   @main in program order: at the call p + r + 11264 = 12312 B, the
//   peak; the inline copy reaches p + r + 11 KiB = 12312 B too, later.
//   List: the call defines least (24 B), then h, v, u, z as in @callee:
//   call: p + r + 7168 = 8216 B; z: p+r+u+v+z = 8240 B.
//   DFS: u, h, v, z, then the call, with z live and @callee in DFS order
//   (its program order): p + z + r + 11264 = 12336 B.
//   Post-order: the call first, then the program order: 12312 B.
// So XLA takes the list scheduler's order, for every block.
// CHECK: schedule: XLA's memory scheduler takes list (entry peak: list 8240 B, dfs 12336 B, postorder 12312 B)
// CHECK-LABEL: @main: peak 12.02 KiB (12312 B) at op 1 of 6, func.call
// CHECK-NEXT: under XLA's schedule (list): peak 8.05 KiB (8240 B) at op 5 of 6, stablehlo.dot_general
// CHECK-LABEL: @callee: peak 12.00 KiB (12288 B) at op 3 of 5, stablehlo.slice
// CHECK-NEXT: under XLA's schedule (list): peak 8.02 KiB (8216 B) at op 4 of 5, stablehlo.dot_general
// PROGRAM-NOT: schedule:
// PROGRAM-NOT: under XLA's schedule
// JSON: "schedule": {"order": "xla", "heuristic": "list", "entry_peak_bytes": {"list": 8240, "dfs": 12336, "postorder": 12312}}
// JSON: {"name": "main", "peak_bytes": 12312, {{.*}} "peak_point": 0,
// JSON-SAME: "xla_schedule": {"heuristic": "list", "peak_bytes": 8240, "peak_point": 4, "peak_op": {"name": "stablehlo.dot_general", "loc": "{{.*}}report.mlir:{{[0-9]+}}:8"}}
// JSON: {"name": "callee", "peak_bytes": 12288, {{.*}} "peak_point": 2,
// JSON-SAME: "xla_schedule": {"heuristic": "list", "peak_bytes": 8216, "peak_point": 3,
func.func @main(%p: tensor<256xf32>) -> (tensor<6x1xf32>, tensor<6x1xf32>) {
  %r = func.call @callee(%p) : (tensor<256xf32>) -> tensor<6x1xf32>
  %u = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<6x256xf32>
  %h = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<4x256xf32>
  %v = "stablehlo.slice"(%h) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 256>, strides = array<i64: 1, 1>}> : (tensor<4x256xf32>) -> tensor<1x256xf32>
  %z = "stablehlo.dot_general"(%u, %v) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<6x256xf32>, tensor<1x256xf32>) -> tensor<6x1xf32>
  return %r, %z : tensor<6x1xf32>, tensor<6x1xf32>
}
func.func private @callee(%p: tensor<256xf32>) -> tensor<6x1xf32> {
  %u = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<6x256xf32>
  %h = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<4x256xf32>
  %v = "stablehlo.slice"(%h) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 256>, strides = array<i64: 1, 1>}> : (tensor<4x256xf32>) -> tensor<1x256xf32>
  %z = "stablehlo.dot_general"(%u, %v) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<6x256xf32>, tensor<1x256xf32>) -> tensor<6x1xf32>
  return %z : tensor<6x1xf32>
}
