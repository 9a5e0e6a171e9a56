// RUN: hlomem-opt %s --split-input-file --hlomem-cse=explain -o /dev/null --verify-diagnostics
// RUN: hlomem-opt %s --split-input-file --hlomem-explain --hlomem-cse -o /dev/null --verify-diagnostics

// explain says why an op equal to an earlier one stays.
func.func @refused(%s: tensor<2xui64>, %a: tensor<4xf32>) -> (tensor<4xui32>, tensor<4xui32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %r0:2 = "stablehlo.rng_bit_generator"(%s) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  // expected-remark-re@+1 {{hlomem-cse: stablehlo.rng_bit_generator not merged with the equal op at {{.*}}explain.mlir:6:{{[0-9]+}}: it draws random numbers}}
  %r1:2 = "stablehlo.rng_bit_generator"(%s) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  %b0 = "stablehlo.optimization_barrier"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-remark@+1 {{it is an optimization barrier}}
  %b1 = "stablehlo.optimization_barrier"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %c0 = "stablehlo.custom_call"(%a) <{call_target_name = "f", has_side_effect = true}> : (tensor<4xf32>) -> tensor<4xf32>
  // expected-remark@+1 {{stablehlo.custom_call not merged with the equal op at}}
  %c1 = "stablehlo.custom_call"(%a) <{call_target_name = "f", has_side_effect = true}> : (tensor<4xf32>) -> tensor<4xf32>
  // A third one is reported against the first.
  // expected-remark-re@+1 {{not merged with the equal op at {{.*}}explain.mlir:12:{{[0-9]+}}: it has side effects}}
  %c2 = "stablehlo.custom_call"(%a) <{call_target_name = "f", has_side_effect = true}> : (tensor<4xf32>) -> tensor<4xf32>
  %g0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  // expected-remark@+1 {{it is a collective}}
  %g1 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return %r0#1, %r1#1, %b0, %b1, %c0, %c1, %g0, %g1 : tensor<4xui32>, tensor<4xui32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// An op of a loop body equal to one before the loop stays: the body is a
// computation of its own in XLA.
func.func @enclosing(%a: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %outer = "stablehlo.cosine"(%a) : (tensor<f32>) -> tensor<f32>
  %w = "stablehlo.while"(%a) ({
  ^bb0(%i: tensor<f32>):
    %p = "stablehlo.compare"(%i, %a) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<f32>):
    // expected-remark-re@+1 {{hlomem-cse: stablehlo.cosine not merged with the equal op at {{.*}}explain.mlir:29:{{[0-9]+}}: that op is in an enclosing block}}
    %c = "stablehlo.cosine"(%a) : (tensor<f32>) -> tensor<f32>
    %s = "stablehlo.add"(%i, %c) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<f32>) -> tensor<f32>
  return %outer, %w : tensor<f32>, tensor<f32>
}

// -----

// An elided value stands for data the printer left out: such constants
// stay apart.
func.func @elided() -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.constant"() <{value = dense_resource<__elided__> : tensor<4xf32>}> : () -> tensor<4xf32>
  // expected-remark-re@+1 {{stablehlo.constant not merged with the equal op at {{.*}}: its value was elided when it was printed}}
  %1 = "stablehlo.constant"() <{value = dense_resource<__elided__> : tensor<4xf32>}> : () -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Merged ops and ops without an equal earlier op get no remark.
func.func @quiet(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "stablehlo.custom_call"(%a) <{call_target_name = "f", has_side_effect = true}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
