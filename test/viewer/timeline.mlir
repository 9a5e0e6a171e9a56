// The JSON report's timelines (option timeline, and format=html): every
// point's usage and live bytes, op, kind and location, and every buffer of
// the memory model with its range and role, in the order the figures use.
// test/viewer/show-timeline prints them with the string table resolved.

// The worked example of docs/memory-model.md: {b d} and {c e} are one
// buffer each with sharing, four buffers without.
// RUN: hlomem-opt %S/../memory/straight-line.mlir --hlomem-memory-report='format=json timeline function=diamond out=- fusion=none' -o /dev/null | python3 %S/show-timeline - | FileCheck %s --check-prefix=DIAMOND
// DIAMOND: @diamond order=program peak=36864 at point 1
// DIAMOND-NEXT: point 0: usage=20480 live=20480 stablehlo.broadcast_in_dim [broadcast] {{.*}}straight-line.mlir:38:8
// DIAMOND-NEXT: point 1: usage=36864 live=36864 stablehlo.negate [elementwise] {{.*}}straight-line.mlir:39:8
// DIAMOND-NEXT: point 2: usage=36864 live=36864 stablehlo.exponential [elementwise]
// DIAMOND-NEXT: point 3: usage=36864 live=36864 stablehlo.add [elementwise]
// DIAMOND-NEXT: point 4: usage=20484 live=20484 stablehlo.constant [constant]
// DIAMOND-NEXT: point 5: usage=20488 live=20488 stablehlo.reduce [reduction]
// DIAMOND-NEXT: point 6: usage=4100 live=4100 func.return [control flow]
// DIAMOND-NEXT: buffer 0: [-1, 6] 4096 B tensor<1024xf32> argument #0
// DIAMOND-NEXT: buffer 1: [0, 3] 16384 B tensor<4x1024xf32> stablehlo.broadcast_in_dim#0 values=2
// DIAMOND-NEXT: buffer 2: [1, 5] 16384 B tensor<4x1024xf32> stablehlo.negate#0 values=2
// DIAMOND-NEXT: buffer 3: [4, 5] 4 B tensor<f32> stablehlo.constant#0
// DIAMOND-NEXT: buffer 4: [5, 6] 4 B tensor<f32> stablehlo.reduce#0 output
// DIAMOND-NEXT: live at peak: 1 2 0
// RUN: hlomem-opt %S/../memory/straight-line.mlir --hlomem-memory-report='format=json timeline function=diamond sharing=none out=- fusion=none' -o /dev/null | python3 %S/show-timeline - | FileCheck %s --check-prefix=NONE
// NONE: @diamond order=program peak=53248 at point 2
// NONE: buffer 1: [0, 2] 16384 B tensor<4x1024xf32> stablehlo.broadcast_in_dim#0
// NONE-NEXT: buffer 2: [1, 3] 16384 B tensor<4x1024xf32> stablehlo.negate#0
// NONE-NEXT: buffer 3: [2, 3] 16384 B tensor<4x1024xf32> stablehlo.exponential#0
// NONE-NEXT: buffer 4: [3, 5] 16384 B tensor<4x1024xf32> stablehlo.add#0
// NONE: live at peak: 1 2 3 0

// In XLA's order (schedule=xla) the timeline is that order's, and says so:
// test/schedule/report.mlir's @main peaks at 8240 B at its 5th op under
// the list scheduler, 12312 B in program order.
// RUN: hlomem-opt %S/../schedule/report.mlir --hlomem-memory-report='format=json timeline schedule=xla function=main out=- fusion=none inline=false' -o /dev/null | python3 %S/show-timeline - | FileCheck %s --check-prefix=XLA
// XLA: @main order=xla(list) peak=8240 at point 4
// XLA: point 4: usage=8240 live=8240 stablehlo.dot_general
// XLA-NOT: point 6
// Without it, program order.
// RUN: hlomem-opt %S/../schedule/report.mlir --hlomem-memory-report='format=json timeline function=main out=- fusion=none inline=false' -o /dev/null | python3 %S/show-timeline - | FileCheck %s --check-prefix=PROGRAM
// PROGRAM: @main order=program peak=12312 at point 0
// PROGRAM-NEXT: point 0: usage=12312 live=1048 func.call [call] {{.*}} callee=@callee

// The fields are added to the report; the others are unchanged, and
// without timeline there is none.
// RUN: hlomem-opt %s --hlomem-memory-report='format=json out=- fusion=none' -o /dev/null | FileCheck %s --check-prefix=PLAIN
// PLAIN-NOT: "timeline"
// RUN: hlomem-opt %s --hlomem-memory-report='format=json timeline out=- fusion=none' -o /dev/null | FileCheck %s --check-prefix=RAW
// RAW: {"name": "remat", "peak_bytes": 16396, {{.*}} "costliest_ops": [{{.*}}],
// RAW-NEXT: "timeline": {"order": "program", "peak_bytes": 16396, "peak_point": 7,
// RAW-NEXT: "usage": [
// RAW-NEXT: "live": [
// RAW-NEXT: "ops": {"name": [{{.*}}], "loc": [{{.*}}], "scope": [{{.*}}], "kind": [{{.*}}], "callee": [{{.*}}], "recomputes": [-1,-1,-1,0,-1,-1,-1,5,-1,-1]},
// RAW-NEXT: "buffers": {"def": [{{.*}}], "end": [{{.*}}], "bytes": [{{.*}}], "type": [{{.*}}], "argument": [{{.*}}], "result": [{{.*}}], "values": [{{.*}}], "output": [{{.*}}]},
// RAW-NEXT: "live_at_peak": [
// RAW-NEXT: "strings": ["stablehlo.exponential", "f.py:1:1",

// Recomputations: an op with the same name, location, attributes and
// types as an earlier one, reading the same values (an optimization
// barrier's results read as its operands), as hlomem-remat's clones.
// RUN: hlomem-opt %s --hlomem-memory-report='format=json timeline out=- fusion=none inline=false' -o /dev/null | python3 %S/show-timeline - | FileCheck %s
// CHECK-LABEL: @remat order=program
// CHECK-NEXT: point 0: {{.*}} stablehlo.exponential [elementwise] f.py:1:1
// CHECK-NEXT: point 1: {{.*}} stablehlo.negate [elementwise] f.py:2:1
// CHECK-NEXT: point 2: {{.*}} stablehlo.optimization_barrier [barrier]
// CHECK-NEXT: point 3: {{.*}} stablehlo.exponential [recomputed] f.py:1:1 recomputes=0
// Same location, another operand: not a recomputation.
// CHECK-NEXT: point 4: {{.*}} stablehlo.exponential [elementwise] f.py:1:1
// Equal constants at one location are; different values are not.
// CHECK-NEXT: point 5: {{.*}} stablehlo.constant [constant] f.py:3:1
// CHECK-NEXT: point 6: {{.*}} stablehlo.constant [constant] f.py:3:1
// CHECK-NEXT: point 7: {{.*}} stablehlo.constant [recomputed] f.py:3:1 recomputes=5
// CHECK: buffer {{[0-9]+}}: [3, {{[0-9]+}}] 4096 B tensor<1024xf32> stablehlo.exponential#0
func.func @remat(%a: tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024xf32>, tensor<f32>, tensor<f32>, tensor<f32>) {
  %b = stablehlo.exponential %a : tensor<1024xf32> loc("f.py":1:1)
  %c = stablehlo.negate %b : tensor<1024xf32> loc("f.py":2:1)
  %d:2 = stablehlo.optimization_barrier %a, %c : tensor<1024xf32>, tensor<1024xf32>
  %e = stablehlo.exponential %d#0 : tensor<1024xf32> loc("f.py":1:1)
  %g = stablehlo.exponential %d#1 : tensor<1024xf32> loc("f.py":1:1)
  %k1 = stablehlo.constant dense<1.0> : tensor<f32> loc("f.py":3:1)
  %k2 = stablehlo.constant dense<2.0> : tensor<f32> loc("f.py":3:1)
  %k3 = stablehlo.constant dense<1.0> : tensor<f32> loc("f.py":3:1)
  %f = stablehlo.add %e, %g : tensor<1024xf32>
  return %f, %c, %k1, %k2, %k3 : tensor<1024xf32>, tensor<1024xf32>, tensor<f32>, tensor<f32>, tensor<f32>
}

// Calls: a call of a function hlomem-auto-chunk outlined (CALLER__chunkN)
// is a chunk call; the callee's local peak is the call's transient, above
// the live bytes. JAX's scope names come from the locations.
// CHECK-LABEL: @main order=program
// CHECK-NEXT: point 0: usage=12288 live=8192 func.call [chunk call] py.py:7:3 callee=@main__chunk0 scope=jit(step)/jit(main)/dot_general
// CHECK-NEXT: point 1: usage=12288 live=12288 func.call [call] - callee=@helper
// CHECK: buffer 1: [0, 2] 4096 B tensor<1024xf32> func.call#0 output
func.func @main(%a: tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024xf32>) {
  %0 = func.call @main__chunk0(%a) : (tensor<1024xf32>) -> tensor<1024xf32> loc("jit(step)/jit(main)/dot_general"("py.py":7:3))
  %1 = func.call @helper(%a) : (tensor<1024xf32>) -> tensor<1024xf32> loc(unknown)
  return %0, %1 : tensor<1024xf32>, tensor<1024xf32>
}
func.func private @main__chunk0(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = stablehlo.exponential %a : tensor<1024xf32>
  %1 = stablehlo.negate %0 : tensor<1024xf32>
  %2 = stablehlo.add %0, %1 : tensor<1024xf32>
  return %2 : tensor<1024xf32>
}
func.func private @helper(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = stablehlo.negate %a : tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
