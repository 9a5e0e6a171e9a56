// RUN: hlomem-opt %s --split-input-file --hlomem-dce | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-dce=stats -o /dev/null --verify-diagnostics

// A dead chain goes in one sweep; live ops and the return stay.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: return
// expected-remark@+1 {{hlomem-dce: removed 3 dead ops from @chain}}
func.func @chain(%a: tensor<4xf32>) -> tensor<4xf32> {
  %live = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %0 = "stablehlo.exponential"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.add"(%0, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = "stablehlo.multiply"(%1, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %live : tensor<4xf32>
}

// -----

// Effects stay: custom calls, collectives, unknown ops. A dead RNG goes.
// CHECK-LABEL: func.func @effects
// CHECK-NOT: stablehlo.rng_bit_generator
// CHECK: stablehlo.custom_call
// CHECK: stablehlo.all_reduce
// CHECK: mhlo.some_op
// CHECK-NOT: stablehlo.rng_bit_generator
// expected-remark@+1 {{removed 1 dead ops from @effects}}
func.func @effects(%a: tensor<4xf32>, %s: tensor<2xui64>) {
  %0 = "stablehlo.custom_call"(%a) <{call_target_name = "foo"}> : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %z = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%z) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "mhlo.some_op"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %3:2 = "stablehlo.rng_bit_generator"(%s) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  return
}

// -----

// A dead while whose regions are pure is removed whole; inside a live
// while, dead ops are removed and the operands they used may die too.
// CHECK-LABEL: func.func @loops
// CHECK: stablehlo.while
// CHECK-NOT: stablehlo.while
// CHECK-NOT: stablehlo.sine
// CHECK-NOT: stablehlo.cosine
// expected-remark@+1 {{removed 3 dead ops from @loops}}
func.func @loops(%a: tensor<i32>) -> tensor<i32> {
  %outer = "stablehlo.cosine"(%a) : (tensor<i32>) -> tensor<i32>
  %dead = "stablehlo.while"(%a) ({
  ^bb0(%i: tensor<i32>):
    %p = "stablehlo.compare"(%i, %i) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>):
    "stablehlo.return"(%i) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  %live = "stablehlo.while"(%a) ({
  ^bb0(%i: tensor<i32>):
    %p = "stablehlo.compare"(%i, %i) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>):
    %unused = "stablehlo.sine"(%outer) : (tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%i) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  return %live : tensor<i32>
}

// -----

// A while with an effect inside is kept even when its result is unused.
// CHECK-LABEL: func.func @effect_in_loop
// CHECK: stablehlo.while
// CHECK: stablehlo.custom_call
// expected-remark@+1 {{removed 0 dead ops from @effect_in_loop}}
func.func @effect_in_loop(%a: tensor<i32>) {
  %w = "stablehlo.while"(%a) ({
  ^bb0(%i: tensor<i32>):
    %p = "stablehlo.compare"(%i, %i) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>):
    "stablehlo.custom_call"(%i) <{call_target_name = "print", has_side_effect = true}> : (tensor<i32>) -> ()
    "stablehlo.return"(%i) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  return
}
