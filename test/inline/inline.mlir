// RUN: hlomem-opt %s --split-input-file --hlomem-inline | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-inline --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: hlomem-opt %s --split-input-file --hlomem-inline='stats explain' -o /dev/null --verify-diagnostics
// RUN: %hlomem-diff %s --split-input-file --hlomem-inline | FileCheck %s --check-prefix=DIFF
// DIFF: hlomem-diff: 7 functions agree, 1 skipped, 0 differ

// JAX's relu, as jax.jit exports it: a private function reached by
// func.call, called twice. Both calls become the body, callees' ops at the
// call site; the private function is erased.
// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[Z:.+]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[B:.+]] = stablehlo.broadcast_in_dim %[[Z]], dims = [] : (tensor<f32>) -> tensor<8x16xf32>
// CHECK-NEXT: %[[R1:.+]] = stablehlo.maximum %arg0, %[[B]]
// CHECK-NEXT: %[[Y:.+]] = stablehlo.dot_general %[[R1]], %arg1
// CHECK-NEXT: %[[Z2:.+]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[B2:.+]] = stablehlo.broadcast_in_dim %[[Z2]], dims = []
// CHECK-NEXT: %[[R2:.+]] = stablehlo.maximum %[[Y]], %[[B2]]
// CHECK-NEXT: return %[[R2]]
// CHECK-NOT: func.func private @relu
// LOC-LABEL: func.func @main
// LOC: stablehlo.maximum {{.*}} loc(callsite("{{.*}}inline.mlir":[[#@LINE+12]]:{{[0-9]+}} at "{{.*}}inline.mlir":[[#@LINE+4]]:{{[0-9]+}}))
// expected-remark@+1 {{hlomem-inline: inlined 2 calls, erased 1 functions}}
module {
  func.func @main(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>) -> tensor<8x16xf32> {
    %0 = call @relu(%x) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.dot_general %0, %w, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %2 = call @relu(%1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
  func.func private @relu(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}

// -----

// Calls of calls are inlined callees first, to any depth; a function
// returning its argument unchanged leaves the caller's value in its place;
// several results map one by one.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: %[[E:.+]] = stablehlo.exponential %arg0
// CHECK-NEXT: %[[S:.+]] = stablehlo.add %[[E]], %arg0
// CHECK-NEXT: %[[N:.+]] = stablehlo.negate %[[S]]
// CHECK-NEXT: return %[[N]], %arg0, %[[S]]
// CHECK-NOT: func.func private
// expected-remark@+1 {{hlomem-inline: inlined 3 calls, erased 3 functions}}
module {
  func.func @nested(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0:3 = call @outer(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
    return %0#0, %0#1, %0#2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @outer(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = call @inner(%a) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.negate %0 : tensor<4xf32>
    %2 = call @identity(%a) : (tensor<4xf32>) -> tensor<4xf32>
    return %1, %2, %0 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @inner(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.exponential %a : tensor<4xf32>
    %1 = stablehlo.add %0, %a : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @identity(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

// -----

// Calls in the regions of StableHLO ops (a reduce body calling @add, as
// JAX writes reducers of private functions) and calls inside a callee's
// loop are inlined into the region that holds them.
// CHECK-LABEL: func.func @regions
// CHECK: stablehlo.reduce(%arg0 init: %{{.+}}) applies stablehlo.add across dimensions = [0]
// CHECK: stablehlo.while
// CHECK: stablehlo.add
// CHECK: stablehlo.multiply
// CHECK-NOT: call
// CHECK-NOT: func.func private
// expected-remark@+1 {{hlomem-inline: inlined 3 calls, erased 3 functions}}
module {
  func.func @regions(%x: tensor<8xf32>, %n: tensor<i32>) -> (tensor<f32>, tensor<8xf32>) {
    %c = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%x init: %c) across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
     reducer(%a: tensor<f32>, %b: tensor<f32>)  {
      %s = func.call @add(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      stablehlo.return %s : tensor<f32>
    }
    %1 = call @loop(%x, %n) : (tensor<8xf32>, tensor<i32>) -> tensor<8xf32>
    return %0, %1 : tensor<f32>, tensor<8xf32>
  }
  func.func private @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %a, %b : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @loop(%x: tensor<8xf32>, %n: tensor<i32>) -> tensor<8xf32> {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<8xf32>
     cond {
      %p = stablehlo.compare  LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %w = func.call @square(%v) : (tensor<8xf32>) -> tensor<8xf32>
      stablehlo.return %j, %w : tensor<i32>, tensor<8xf32>
    }
    return %0#1 : tensor<8xf32>
  }
  func.func private @square(%v: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.multiply %v, %v : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}

// -----

// XLA inlines composites too (their decomposition), and keeps calls a
// frontend marked not inlineable and calls to declarations; a public
// function stays even when every call of it was inlined.
// CHECK-LABEL: func.func @kept
// CHECK-NEXT: %[[T:.+]] = stablehlo.tanh %arg0
// CHECK-NEXT: %[[K:.+]] = call @keep(%[[T]]) {mhlo.frontend_attributes = {inlineable = "false"}}
// CHECK-NEXT: %[[E:.+]] = call @external(%[[K]])
// CHECK-NEXT: %[[P:.+]] = stablehlo.negate %[[E]]
// CHECK-NEXT: return %[[P]]
// CHECK: func.func private @keep
// CHECK: func.func private @external
// CHECK: func.func @public_negate
// CHECK-NOT: func.func private @my_tanh
// expected-remark@+1 {{hlomem-inline: inlined 2 calls, erased 1 functions}}
module {
  func.func @kept(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.composite "my.tanh" %x {decomposition = @my_tanh} : (tensor<4xf32>) -> tensor<4xf32>
    // expected-remark@+1 {{hlomem-inline: call of @keep kept: its frontend attributes say inlineable = "false"}}
    %1 = call @keep(%0) {mhlo.frontend_attributes = {inlineable = "false"}} : (tensor<4xf32>) -> tensor<4xf32>
    // expected-remark@+1 {{hlomem-inline: call of @external kept: the callee is a declaration}}
    %2 = call @external(%1) : (tensor<4xf32>) -> tensor<4xf32>
    %3 = call @public_negate(%2) : (tensor<4xf32>) -> tensor<4xf32>
    return %3 : tensor<4xf32>
  }
  func.func private @my_tanh(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.tanh %a : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @keep(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.abs %a : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @external(tensor<4xf32>) -> tensor<4xf32>
  func.func @public_negate(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.negate %a : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// Shardings written on a callee's arguments and results become annotation
// ops on the values they described, so per-device sizes do not change.
// CHECK-LABEL: func.func @annotated
// CHECK-NEXT: %[[A:.+]] = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2,1]<=[2]}"}
// CHECK-NEXT: %[[N:.+]] = stablehlo.negate %[[A]]
// CHECK-NEXT: %[[R:.+]] = stablehlo.custom_call @Sharding(%[[N]]) {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func @annotated_sdy
// CHECK-NEXT: %[[C:.+]] = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]>
// CHECK-NEXT: %[[M:.+]] = stablehlo.abs %[[C]]
// CHECK-NEXT: return %[[M]]
// expected-remark@+1 {{hlomem-inline: inlined 2 calls, erased 2 functions}}
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @annotated(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = call @negate(%x) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
  func.func private @negate(%a: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) -> (tensor<8x4xf32> {mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.negate %a : tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
  func.func @annotated_sdy(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = call @abs(%x) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
  func.func private @abs(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x4xf32> {
    %0 = stablehlo.abs %a : tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
