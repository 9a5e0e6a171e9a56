// hlomem-default expands, where it is named, into the hlomem passes in
// order; options reach the stages they are for.
// RUN: hlomem-opt %s --hlomem-default --timing -o /dev/null 2>&1 | FileCheck %s
// RUN: hlomem-opt %s --pass-pipeline='builtin.module(hlomem-default{stats num-chunks=4},cse)' --timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTS
// RUN: hlomem-opt %s --hlomem-default='budget=70% solver=greedy' --timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMAT
// RUN: not hlomem-opt %s --hlomem-default='chunks=4' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: hlomem-opt --list-passes | FileCheck %s --check-prefix=LIST

// CHECK: Parser
// CHECK-NEXT: StableHLO verifier
// CHECK-NEXT: hlomem-inline
// CHECK-NEXT: hlomem-cse
// CHECK-NEXT: hlomem-scan-alias
// CHECK-NEXT: func.func(hlomem-while-cleanup)
// CHECK-NEXT: func.func(hlomem-dce)
// CHECK-NEXT: hlomem-auto-chunk{num-chunks=auto}
// CHECK: func.func(hlomem-dce)
// CHECK-NEXT: Output

// OPTS: hlomem-inline{stats}
// OPTS-NEXT: hlomem-cse{stats}
// OPTS-NEXT: hlomem-scan-alias{stats}
// OPTS-NEXT: func.func(hlomem-while-cleanup{stats})
// OPTS-NEXT: func.func(hlomem-dce)
// OPTS-NEXT: hlomem-auto-chunk{num-chunks=4 stats}
// OPTS: func.func(hlomem-dce)
// OPTS-NEXT: cse

// REMAT: hlomem-auto-chunk{num-chunks=auto}
// REMAT-NEXT: hlomem-inline
// REMAT-NEXT: hlomem-regather
// REMAT-NEXT: hlomem-remat{budget=70% solver=greedy schedule=xla hold=auto}
// REMAT-NEXT: func.func(hlomem-dce)

// BAD: unknown option 'chunks' for pass 'hlomem-default'; valid options: budget, solver, num-chunks, stats, explain, html

// LIST: hlomem pipelines:
// LIST-NEXT: hlomem-default

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
