// expected-* comments are matched against the diagnostics of each chunk.
// RUN: hlomem-opt %s --split-input-file --verify-diagnostics --hlomem-dce=stats

// expected-remark@+1 {{removed 0 dead ops from @offset}}
func.func @offset() {
  return
}

// -----

// expected-remark@below {{removed 1 dead ops}}
func.func @below(%a: tensor<f32>) {
  %0 = "stablehlo.negate"(%a) : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @above() {
  return
}
// expected-remark-re@-3 {{removed {{[0-9]+}} dead ops from @{{a[a-z]+}}}}

// -----

func.func @parse_error() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %0 = "stablehlo.negate"(%undefined) : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @arity(%a: tensor<f32>) {
  // expected-error@+1 {{'stablehlo.add' op expects 2 operands, found 3}}
  %0 = "stablehlo.add"(%a, %a, %a) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return
}
