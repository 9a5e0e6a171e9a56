// Options: target= forces an amplifier by location, num-chunks=auto picks
// the fewest chunks whose per-chunk peak fits target-bytes, loop with a
// single full chunk makes plain calls, and the pass runs from a textual
// pipeline too.
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk --hlomem-explain --verify-diagnostics -o /dev/null
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='target=options.mlir:21:8 num-chunks=2' | FileCheck %s --check-prefix=LINE
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='target=21 num-chunks=2' | FileCheck %s --check-prefix=LINE
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='target=logits num-chunks=2' | FileCheck %s --check-prefix=LINE
// RUN: hlomem-opt %s --split-input-file --pass-pipeline='builtin.module(hlomem-auto-chunk{target=logits num-chunks=2})' | FileCheck %s --check-prefix=LINE
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='target=logits num-chunks=1 loop' | FileCheck %s --check-prefix=ONE
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='target=logits num-chunks=auto target-bytes=200KiB stats' -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='target=logits num-chunks=auto target-bytes=1KiB stats' -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO-MISS
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='target=3:4' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOWHERE

// The logits are 512 KiB, under the default min-bytes of 1 MiB: not an
// amplifier unless targeted, by file:line:col, line or name. A chunk of n
// rows holds its slice of %x (64n B), %w (32 KiB), its logits (2 KiB a row;
// the exponential writes over them) and its sums: 2 chunks 296.5 KiB, 4
// chunks 164.25 KiB, so target-bytes=200KiB takes 4.
// LINE-LABEL: func.func @small(
// LINE-COUNT-2: call @small__chunk0({{.*}}) : (tensor<128x16xf32>, tensor<16x512xf32>) -> tensor<128xf32>
// ONE-LABEL: func.func @small(
// ONE-NOT: stablehlo.while
// ONE: call @small__chunk0({{.*}}) : (tensor<256x16xf32>, tensor<16x512xf32>) -> tensor<256xf32>
// ONE-NOT: {{[ ]}}call @
// AUTO: remark: hlomem-auto-chunk: chunked the tensor<256x512xf32> result of stablehlo.dot_general along dim 0 into 4 chunks of 64 as 4 calls to @small__chunk0: {{.*}}; per-chunk peak 164.25 KiB
// AUTO-MISS: into 8 chunks of 32 {{.*}}; per-chunk peak {{.*}} (target-bytes 1.00 KiB is out of reach)
// NOWHERE: options.mlir:1:1: warning: hlomem-auto-chunk: no op is at target '3:4'
// expected-remark@+1 {{no amplifier in @small (no dot_general of at least 1048576 bytes with 8x the bytes of its inputs)}}
func.func @small(%x: tensor<256x16xf32>, %w: tensor<16x512xf32>) -> tensor<256xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<16x512xf32>) -> tensor<256x512xf32> loc("logits"("options.mlir":21:8))
  %e = "stablehlo.exponential"(%y) : (tensor<256x512xf32>) -> tensor<256x512xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%e, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
  return %s : tensor<256xf32>
}

// -----

// A target the pass cannot chunk says why, explain or not.
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='target=opaque' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPAQUE
// OPAQUE: remark: hlomem-auto-chunk: cannot chunk the tensor<256x512xf32> result of stablehlo.custom_call: it has no chunking rule
// expected-remark@+1 {{no amplifier in @opaque}}
func.func @opaque(%x: tensor<256x16xf32>) -> tensor<256x512xf32> {
  %y = "stablehlo.custom_call"(%x) <{call_target_name = "widen"}> : (tensor<256x16xf32>) -> tensor<256x512xf32> loc("opaque")
  return %y : tensor<256x512xf32>
}
