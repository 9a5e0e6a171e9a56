// Optimization barriers hand their operands through, so result i must
// have operand i's type; and in the graph regions MLIR gives unregistered
// ops, a use before the definition (two barriers feeding each other in a
// loop body) is a cycle hlomem rejects, at the op, before any analysis.
// RUN: hlomem-opt %s --split-input-file --verify-diagnostics
// RUN: not hlomem-run %s --entry=cycle 2>&1 | FileCheck %s --check-prefix=INTERP
// With the input check off, the analyses and passes still neither crash
// nor hang on the cycle.
// RUN: hlomem-opt %s --split-input-file --verify-each=false --hlomem-memory-report=out=/dev/null --hlomem-remat=budget=50% --hlomem-auto-chunk --hlomem-dce -o /dev/null
// RUN: hlomem-opt %s --split-input-file --verify-each=false --hlomem-memory-report='sharing=none out=/dev/null' -o /dev/null

func.func @types(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error@+1 {{'stablehlo.optimization_barrier' op result #0 has type tensor<4xf16>, not tensor<4xf32>, the type of operand #0}}
  %0 = "stablehlo.optimization_barrier"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @counts(%a: tensor<4xf32>, %b: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.optimization_barrier' op has 2 operands and 1 results; they must pair up}}
  %0 = "stablehlo.optimization_barrier"(%a, %b) : (tensor<4xf32>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// INTERP: {{.*}}barriers.mlir:[[@LINE+9]]:11: error: 'stablehlo.optimization_barrier' op uses operand #0 before it is defined
func.func @cycle(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r:2 = "stablehlo.while"(%a, %a) ({
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %p = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    // expected-error@+1 {{'stablehlo.optimization_barrier' op uses operand #0 before it is defined (a cycle through a graph region); hlomem needs each value defined before its uses in program order}}
    %b1 = "stablehlo.optimization_barrier"(%b2) : (tensor<4xf32>) -> tensor<4xf32>
    %b2 = "stablehlo.optimization_barrier"(%b1) : (tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%b1, %b2) : (tensor<4xf32>, tensor<4xf32>) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %r#0 : tensor<4xf32>
}
