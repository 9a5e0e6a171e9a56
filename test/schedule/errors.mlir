// RUN: not hlomem-opt %s --hlomem-schedule=heuristic=random 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not hlomem-opt %s --split-input-file --hlomem-schedule -o %t.mlir 2>&1 | FileCheck %s
// RUN: not hlomem-opt %s --split-input-file --hlomem-memory-report=schedule=xla -o /dev/null 2>&1 | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-schedule=heuristic=list 2>&1 | FileCheck %s --check-prefix=FIXED

// OPTION: error: invalid value 'random' for option 'heuristic' of pass 'hlomem-schedule': expected one of best, list, dfs, postorder

// The choice needs the memory model, which cannot size a recursive call
// chain: the pass fails with the model's error and leaves the IR alone.
// With a fixed heuristic the model is not needed.
// CHECK: error: {{memory model|hlomem-inline}}: recursive call chain
// FIXED-LABEL: func.func @ping
// FIXED: call @pong
func.func @ping(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = func.call @pong(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
func.func @pong(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = func.call @ping(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
