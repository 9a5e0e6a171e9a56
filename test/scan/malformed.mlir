// Malformed loops that MLIR's verifier lets through. hlomem-opt rejects
// them on input (test/errors/stablehlo-structure.mlir); with the checks
// off, as when the passes are embedded in another pass manager, both loop
// passes and the remat pass's cost model leave them as they are, say why
// under `explain`, and do not crash.
// RUN: hlomem-opt %s --split-input-file --verify-each=false --hlomem-scan-alias --hlomem-while-cleanup | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --verify-each=false --hlomem-scan-alias=explain --hlomem-while-cleanup=explain -o /dev/null --verify-diagnostics
// RUN: not hlomem-opt %s --split-input-file --verify-each=false --hlomem-remat=budget=50%% -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMAT
// REMAT: malformed.mlir:[[@LINE+66]]:8: error: memory model: regions with several blocks are not supported
// REMAT-NOT: Sanitizer

// The body returns fewer values than the loop carries.
// CHECK-LABEL: func.func @short_return
// CHECK: stablehlo.while
func.func @short_return(%a: tensor<i64>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-remark@+2 {{hlomem-scan-alias: loop left alone: the body does not return one value per carried slot}}
  // expected-remark@+1 {{hlomem-while-cleanup: loop left alone: the body does not return one value per carried slot}}
  %r:2 = "stablehlo.while"(%a, %b) ({
  ^bb0(%i: tensor<i64>, %x: tensor<4xf32>):
    %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i64>, %x: tensor<4xf32>):
    "stablehlo.return"(%i) : (tensor<i64>) -> ()
  }) : (tensor<i64>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>)
  return %r#1 : tensor<4xf32>
}

// -----

// The body's block argument has another type than the operand.
// CHECK-LABEL: func.func @types
// CHECK: stablehlo.while
func.func @types(%a: tensor<i64>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-remark@+2 {{hlomem-scan-alias: loop left alone: the while's block arguments do not match its operands}}
  // expected-remark@+1 {{hlomem-while-cleanup: loop left alone: the while's block arguments do not match its operands}}
  %r:2 = "stablehlo.while"(%a, %b) ({
  ^bb0(%i: tensor<i64>, %x: tensor<4xf32>):
    %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i64>, %x: tensor<8xf32>):
    "stablehlo.return"(%i, %x) : (tensor<i64>, tensor<8xf32>) -> ()
  }) : (tensor<i64>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>)
  return %r#1 : tensor<4xf32>
}

// -----

// The regions have no block arguments.
// CHECK-LABEL: func.func @no_args
// CHECK: stablehlo.while
func.func @no_args(%a: tensor<i64>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-remark@+2 {{hlomem-scan-alias: loop left alone: the while's block arguments do not match its operands}}
  // expected-remark@+1 {{hlomem-while-cleanup: loop left alone: the while's block arguments do not match its operands}}
  %r:2 = "stablehlo.while"(%a, %b) ({
    %n = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    "stablehlo.return"(%n) : (tensor<i1>) -> ()
  }, {
    "stablehlo.return"(%a, %b) : (tensor<i64>, tensor<4xf32>) -> ()
  }) : (tensor<i64>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>)
  return %r#1 : tensor<4xf32>
}

// -----

// The body has two blocks.
// CHECK-LABEL: func.func @two_blocks
// CHECK: stablehlo.while
func.func @two_blocks(%a: tensor<i64>) -> tensor<i64> {
  // expected-remark@+2 {{hlomem-scan-alias: loop left alone: each region of a while needs exactly one block}}
  // expected-remark@+1 {{hlomem-while-cleanup: loop left alone: each region of a while needs exactly one block}}
  %r = "stablehlo.while"(%a) ({
  ^bb0(%i: tensor<i64>):
    %n = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    "stablehlo.return"(%n) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i64>):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    "stablehlo.return"(%i) : (tensor<i64>) -> ()
  }) : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}

// -----

// The body has no block at all.
// CHECK-LABEL: func.func @empty_body
// CHECK: stablehlo.while
func.func @empty_body(%a: tensor<i64>) -> tensor<i64> {
  // expected-remark@+2 {{hlomem-scan-alias: loop left alone: each region of a while needs exactly one block}}
  // expected-remark@+1 {{hlomem-while-cleanup: loop left alone: each region of a while needs exactly one block}}
  %r = "stablehlo.while"(%a) ({
  ^bb0(%i: tensor<i64>):
    %n = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    "stablehlo.return"(%n) : (tensor<i1>) -> ()
  }, {
  }) : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}

// -----

// The condition does not end in a return.
// CHECK-LABEL: func.func @no_terminator
// CHECK: stablehlo.while
func.func @no_terminator(%a: tensor<i64>, %x: tensor<4x2xf32>) -> tensor<4x2xf32> {
  // expected-remark@+2 {{hlomem-scan-alias: loop left alone: the condition does not return one value}}
  // expected-remark@+1 {{hlomem-while-cleanup: loop left alone: the condition does not return one value}}
  %r:2 = "stablehlo.while"(%a, %x) ({
  ^bb0(%i: tensor<i64>, %y: tensor<4x2xf32>):
    %n = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
  }, {
  ^bb0(%i: tensor<i64>, %y: tensor<4x2xf32>):
    "stablehlo.return"(%i, %y) : (tensor<i64>, tensor<4x2xf32>) -> ()
  }) : (tensor<i64>, tensor<4x2xf32>) -> (tensor<i64>, tensor<4x2xf32>)
  return %r#1 : tensor<4x2xf32>
}

// -----

// The body does not end in a return, and the loop is counted otherwise.
// CHECK-LABEL: func.func @no_body_terminator
// CHECK: stablehlo.while
func.func @no_body_terminator(%a: tensor<i64>, %x: tensor<4x2xf32>) -> tensor<4x2xf32> {
  // expected-remark@+2 {{hlomem-scan-alias: loop left alone: the body does not return one value per carried slot}}
  // expected-remark@+1 {{hlomem-while-cleanup: loop left alone: the body does not return one value per carried slot}}
  %r:2 = "stablehlo.while"(%a, %x) ({
  ^bb0(%i: tensor<i64>, %y: tensor<4x2xf32>):
    %n = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i64>, %y: tensor<4x2xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
  }) : (tensor<i64>, tensor<4x2xf32>) -> (tensor<i64>, tensor<4x2xf32>)
  return %r#1 : tensor<4x2xf32>
}

// -----

// The body uses a value before defining it (unregistered ops' regions
// are graph regions, so MLIR accepts this).
// CHECK-LABEL: func.func @use_before_def
// CHECK: stablehlo.while
func.func @use_before_def(%a: tensor<i64>, %x: tensor<4x2xf32>) -> tensor<4x2xf32> {
  // expected-remark@+2 {{hlomem-scan-alias: loop left alone: an op of the loop uses a value defined after it}}
  // expected-remark@+1 {{hlomem-while-cleanup: loop left alone: an op of the loop uses a value defined after it}}
  %r:2 = "stablehlo.while"(%a, %x) ({
  ^bb0(%i: tensor<i64>, %y: tensor<4x2xf32>):
    %n = "stablehlo.constant"() <{value = dense<4> : tensor<i64>}> : () -> tensor<i64>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i64>, %y: tensor<4x2xf32>):
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    "stablehlo.return"(%i2, %y) : (tensor<i64>, tensor<4x2xf32>) -> ()
  }) : (tensor<i64>, tensor<4x2xf32>) -> (tensor<i64>, tensor<4x2xf32>)
  return %r#1 : tensor<4x2xf32>
}

// -----

// A loop with nothing carried: nothing to alias or remove.
// CHECK-LABEL: func.func @zero_slots
// CHECK: stablehlo.while
func.func @zero_slots() {
  // expected-remark@+1 {{hlomem-scan-alias: loop left alone: no carried buffer is updated by dynamic_update_slice}}
  "stablehlo.while"() ({
    %p = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
    "stablehlo.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

// The loop has fewer results than operands.
// CHECK-LABEL: func.func @result_count
// CHECK: stablehlo.while
func.func @result_count(%a: tensor<i64>, %b: tensor<4xf32>) -> tensor<i64> {
  // expected-remark@+2 {{hlomem-scan-alias: loop left alone: a while needs one result per operand}}
  // expected-remark@+1 {{hlomem-while-cleanup: loop left alone: a while needs one result per operand}}
  %r = "stablehlo.while"(%a, %b) ({
  ^bb0(%i: tensor<i64>, %x: tensor<4xf32>):
    %n = "stablehlo.constant"() <{value = dense<8> : tensor<i64>}> : () -> tensor<i64>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i64>, %x: tensor<4xf32>):
    "stablehlo.return"(%i, %x) : (tensor<i64>, tensor<4xf32>) -> ()
  }) : (tensor<i64>, tensor<4xf32>) -> tensor<i64>
  return %r : tensor<i64>
}
