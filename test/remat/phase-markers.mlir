// RUN: hlomem-opt %s --split-input-file --hlomem-remat='budget=50%' -verify-diagnostics -o /dev/null
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='budget=50%' 2>/dev/null | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='budget=50% phase=on' -o /dev/null 2>&1 | FileCheck %s --check-prefix=ON

// Markers the phase form cannot use: the function is left as it is, with
// a warning. Forward ops after a backward op have no single cut.
// CHECK-LABEL: func.func @main
// CHECK-NEXT: stablehlo.exponential
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: return
// expected-warning-re@+1 {{hlomem-remat: @main cannot be rewritten in the phase form: the forward stablehlo.add at {{.*}}:16:8 comes after the backward stablehlo.negate at {{.*}}:15:8}}
func.func @main(%x: tensor<256xf32>) -> tensor<256xf32> {
  %a = "stablehlo.exponential"(%x) {hlomem.phase = "fwd"} : (tensor<256xf32>) -> tensor<256xf32>
  %b = "stablehlo.negate"(%a) {hlomem.phase = "bwd"} : (tensor<256xf32>) -> tensor<256xf32>
  %c = "stablehlo.add"(%a, %b) {hlomem.phase = "fwd"} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %c : tensor<256xf32>
}

// -----

// A marker other than "fwd" or "bwd".
// CHECK-LABEL: func.func @main
// CHECK-NEXT: stablehlo.exponential
// expected-warning-re@+1 {{hlomem-remat: @main cannot be rewritten in the phase form: stablehlo.negate at {{.*}} has hlomem.phase = "backward"; expected "fwd" or "bwd"}}
func.func @main(%x: tensor<256xf32>) -> tensor<256xf32> {
  %a = "stablehlo.exponential"(%x) {hlomem.phase = "fwd"} : (tensor<256xf32>) -> tensor<256xf32>
  %b = "stablehlo.negate"(%a) {hlomem.phase = "backward"} : (tensor<256xf32>) -> tensor<256xf32>
  return %b : tensor<256xf32>
}

// -----

// Only forward markers: phase=auto falls back to the peak form (no change
// here: the peak, {x a}, 2048 B with %b written over %a, has nothing to
// recompute, and the budget is out of reach); phase=on warns.
// CHECK-LABEL: func.func @main
// ON: warning: hlomem-remat: @main cannot be rewritten in the phase form: no op is marked hlomem.phase = "bwd"
// expected-remark@+1 {{the budget of 1024 B is out of reach}}
func.func @main(%x: tensor<256xf32>) -> tensor<256xf32> {
  %a = "stablehlo.exponential"(%x) {hlomem.phase = "fwd"} : (tensor<256xf32>) -> tensor<256xf32>
  %b = "stablehlo.negate"(%a) {hlomem.phase = "fwd"} : (tensor<256xf32>) -> tensor<256xf32>
  return %b : tensor<256xf32>
}
