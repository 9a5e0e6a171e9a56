// RUN: hlomem-opt %s --print-form=mlir --split-input-file --hlomem-schedule=heuristic=list 2>/dev/null | FileCheck %s
// RUN: hlomem-opt %s --print-form=mlir --split-input-file --hlomem-schedule=heuristic=dfs 2>/dev/null | FileCheck %s --check-prefix=ORDER
// RUN: hlomem-opt %s --print-form=mlir --split-input-file --hlomem-schedule=heuristic=postorder 2>/dev/null | FileCheck %s --check-prefix=ORDER
// RUN: hlomem-opt %s --print-form=mlir --split-input-file --hlomem-schedule 2>/dev/null | FileCheck %s --check-prefix=ORDER

// Ops with side effects keep their relative order; pure ops move around
// them. Left free, the list scheduler would run the custom call that
// defines 1 KiB before the one that defines 8 KiB; chained, the small one
// waits. The pure broadcast and its slice still move up past both.
// CHECK-LABEL: func.func @custom_calls
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.slice
// CHECK-NEXT: call_target_name = "big"
// CHECK-NEXT: call_target_name = "small"
// ORDER-LABEL: func.func @custom_calls
// ORDER: call_target_name = "big"
// ORDER: call_target_name = "small"
func.func @custom_calls(%p: tensor<256xf32>) -> (tensor<8x256xf32>, tensor<256xf32>, tensor<1x256xf32>) {
  %big = "stablehlo.custom_call"(%p) <{call_target_name = "big"}> : (tensor<256xf32>) -> tensor<8x256xf32>
  %a = "stablehlo.broadcast_in_dim"(%p) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<4x256xf32>
  %small = "stablehlo.custom_call"(%p) <{call_target_name = "small"}> : (tensor<256xf32>) -> tensor<256xf32>
  %s = "stablehlo.slice"(%a) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 256>, strides = array<i64: 1, 1>}> : (tensor<4x256xf32>) -> tensor<1x256xf32>
  return %big, %small, %s : tensor<8x256xf32>, tensor<256xf32>, tensor<1x256xf32>
}

// -----

// RNG state, collectives and unknown ops are ordered too; the pure
// negate, ready from the start and the cheapest, goes first.
// CHECK-LABEL: func.func @other_effects
// CHECK: stablehlo.negate
// CHECK-NEXT: stablehlo.rng
// CHECK-NEXT: stablehlo.all_gather
// CHECK-NEXT: mhlo.unknown
// CHECK-NEXT: stablehlo.rng
// ORDER-LABEL: func.func @other_effects
// ORDER: stablehlo.rng
// ORDER-SAME: tensor<8x256xf32>
// ORDER: stablehlo.all_gather
// ORDER: mhlo.unknown
// ORDER: stablehlo.rng
// ORDER-SAME: tensor<256xf32>
func.func @other_effects(%lo: tensor<f32>, %hi: tensor<f32>, %p: tensor<256xf32>) -> (tensor<8x256xf32>, tensor<2x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) {
  %shape1 = "stablehlo.constant"() <{value = dense<[8, 256]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %r1 = "stablehlo.rng"(%lo, %hi, %shape1) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<8x256xf32>
  %g = "stablehlo.all_gather"(%p) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<256xf32>) -> tensor<2x256xf32>
  %u = "mhlo.unknown"(%p) : (tensor<256xf32>) -> tensor<256xf32>
  %shape2 = "stablehlo.constant"() <{value = dense<256> : tensor<1xi64>}> : () -> tensor<1xi64>
  %r2 = "stablehlo.rng"(%lo, %hi, %shape2) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<256xf32>
  %n = "stablehlo.negate"(%p) : (tensor<256xf32>) -> tensor<256xf32>
  return %r1, %g, %u, %r2, %n : tensor<8x256xf32>, tensor<2x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>
}

// -----

// A call has the effects of its callee, a while those of its body: the
// call to @log (which prints, and defines 1 KiB) waits for the loop that
// prints (and defines 4 KiB), though the list scheduler prefers what
// defines less; so does the call to a declaration. Calls to pure
// functions are free: @narrow (4 KiB) goes first, @wide (8 KiB) last.
// CHECK-LABEL: func.func @calls_and_loops
// CHECK: stablehlo.constant
// CHECK-NEXT: call @narrow
// CHECK-NEXT: stablehlo.while
// CHECK: call @log
// CHECK-NEXT: call @external
// CHECK-NEXT: call @wide
// ORDER-LABEL: func.func @calls_and_loops
// ORDER: stablehlo.while
// ORDER: call @log
// ORDER: call @external
func.func @calls_and_loops(%p: tensor<256xf32>, %q: tensor<4x256xf32>) -> (tensor<8x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>) {
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %w:2 = "stablehlo.while"(%c0, %q) ({
  ^bb0(%i: tensor<i32>, %v: tensor<4x256xf32>):
    %lim = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %c = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<4x256xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %n = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.custom_call"(%v) <{call_target_name = "print", has_side_effect = true}> : (tensor<4x256xf32>) -> ()
    "stablehlo.return"(%n, %v) : (tensor<i32>, tensor<4x256xf32>) -> ()
  }) : (tensor<i32>, tensor<4x256xf32>) -> (tensor<i32>, tensor<4x256xf32>)
  %l = func.call @log(%p) : (tensor<256xf32>) -> tensor<256xf32>
  %e = func.call @external(%p) : (tensor<256xf32>) -> tensor<256xf32>
  %wide = func.call @wide(%p) : (tensor<256xf32>) -> tensor<8x256xf32>
  %narrow = func.call @narrow(%p) : (tensor<256xf32>) -> tensor<4x256xf32>
  return %wide, %w#1, %narrow, %l, %e : tensor<8x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<256xf32>, tensor<256xf32>
}
func.func private @log(%x: tensor<256xf32>) -> tensor<256xf32> {
  "stablehlo.custom_call"(%x) <{call_target_name = "print", has_side_effect = true}> : (tensor<256xf32>) -> ()
  return %x : tensor<256xf32>
}
// A declaration: nothing is known of it, so it is ordered too.
func.func private @external(%x: tensor<256xf32>) -> tensor<256xf32>
func.func private @wide(%x: tensor<256xf32>) -> tensor<8x256xf32> {
  %y = "stablehlo.broadcast_in_dim"(%x) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<8x256xf32>
  return %y : tensor<8x256xf32>
}
func.func private @narrow(%x: tensor<256xf32>) -> tensor<4x256xf32> {
  %y = "stablehlo.broadcast_in_dim"(%x) <{broadcast_dimensions = array<i64: 1>}> : (tensor<256xf32>) -> tensor<4x256xf32>
  return %y : tensor<4x256xf32>
}
