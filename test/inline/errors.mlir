// A module the inliner cannot flatten is an error at the call, and the
// module is left as it was (nothing is written).
// RUN: hlomem-opt %s --split-input-file --hlomem-inline --verify-diagnostics -o %t
// RUN: not hlomem-opt %s --hlomem-inline -o %t.out 2>&1 | FileCheck %s --check-prefix=EXIT
// RUN: not test -e %t.out
// EXIT: error: hlomem-inline: recursive call chain @even -> @odd -> @even cannot be inlined

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @even(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @even(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @odd(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @odd(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{hlomem-inline: recursive call chain @even -> @odd -> @even cannot be inlined}}
  %0 = call @even(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @self(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{hlomem-inline: recursive call chain @self -> @self cannot be inlined}}
  %0 = call @self(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A composite naming no function of the module (MLIR cannot check the
// symbol of an unregistered op).
func.func @composite(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{hlomem-inline: @nowhere is not a function of the module}}
  %0 = stablehlo.composite "my.op" %x {decomposition = @nowhere} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
