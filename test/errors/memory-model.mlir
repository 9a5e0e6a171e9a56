// The memory model's refusals: dynamic shapes and unknown types are counted
// as unknown (a warning, the peak a lower bound); recursion is an error.
// RUN: hlomem-opt %s --split-input-file --verify-diagnostics --hlomem-memory-report -o /dev/null
// RUN: not hlomem-opt %s --split-input-file --hlomem-memory-report -o /dev/null 2>&1 | FileCheck %s
// RUN: not hlomem-opt %s --split-input-file --hlomem-memory-report=inline=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOX

// CHECK: @dynamic: peak >= 20 B at op 1 of 2
// CHECK: unknown sizes: 1 value (first at {{.*}}memory-model.mlir:[[@LINE+3]]:8); the peak is a lower bound
func.func @dynamic(%a: tensor<4xf32>, %n: tensor<i32>) -> tensor<?xf32> {
  // expected-warning@+1 {{memory model: 1 value of unknown size (first: tensor<?xf32>) in @dynamic; its peak is reported as a lower bound}}
  %0 = "stablehlo.dynamic_iota"(%n) <{iota_dimension = 0 : i64}> : (tensor<i32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @opaque_type(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>> {
  // expected-warning@-1 {{memory model: 1 value of unknown size (first: tensor<4x!quant.uniform<i8:f32, 0.5>>) in @opaque_type}}
  return %a : tensor<4x!quant.uniform<i8:f32, 0.5>>
}

// -----

// The cycle is found at the call that closes it: by the inliner the
// report runs first, or by the model itself when calls are boxes.
// CHECK: memory-model.mlir:[[@LINE+8]]:8: error: hlomem-inline: recursive call chain @ping -> @pong -> @ping cannot be inlined
// BOX: memory-model.mlir:[[@LINE+7]]:8: error: memory model: recursive call chain @ping -> @pong -> @ping has no static peak
func.func @ping(%a: tensor<f32>) -> tensor<f32> {
  %0 = func.call @pong(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @pong(%a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{recursive call chain @ping -> @pong -> @ping}}
  %0 = func.call @ping(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
