// The buffer-sharing rules of the memory model (docs/memory-model.md), one
// function per rule, hand-computed with sharing=xla (the default) and with
// sharing=none. test/run/memory.mlir checks that hlomem-run measures the
// same peaks in both modes.
// RUN: hlomem-opt %s --hlomem-memory-report='top=4 fusion=none' -o /dev/null 2>&1 | FileCheck %s
// RUN: hlomem-opt %s --hlomem-memory-report='top=4 sharing=none fusion=none' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE

// CHECK: buffer sharing: xla
// NONE: buffer sharing: none

// An elementwise op writes over an operand of its type that dies there.
// The argument is never written over, so the negate makes a buffer; the
// exponential and the add (both operands the same dying value) write over
// it: 1 KiB + 1 KiB throughout. Without sharing, a, %0 and %1 at op 2.
// CHECK-LABEL: @elementwise: peak 2.00 KiB (2048 B) at op 1 of 4, stablehlo.negate
// NONE-LABEL: @elementwise: peak 3.00 KiB (3072 B) at op 2 of 4, stablehlo.exponential
func.func @elementwise(%a: tensor<256xf32>) -> tensor<256xf32> {
  %0 = "stablehlo.negate"(%a) : (tensor<256xf32>) -> tensor<256xf32>
  %1 = "stablehlo.exponential"(%0) : (tensor<256xf32>) -> tensor<256xf32>
  %2 = "stablehlo.add"(%1, %1) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %2 : tensor<256xf32>
}

// Same size, other type: XLA shares only between equal shapes (element
// type included), so the convert to i32 makes a buffer though %0 dies
// there: a, %0 and %1 at op 2. The negate of %1 writes over it.
// CHECK-LABEL: @convert_same_size: peak 3.00 KiB (3072 B) at op 2 of 4, stablehlo.convert
// CHECK: largest live buffers at the peak (3 live):
// NONE-LABEL: @convert_same_size: peak 3.00 KiB (3072 B) at op 2 of 4, stablehlo.convert
func.func @convert_same_size(%a: tensor<256xf32>) -> tensor<256xi32> {
  %0 = "stablehlo.negate"(%a) : (tensor<256xf32>) -> tensor<256xf32>
  %1 = "stablehlo.convert"(%0) : (tensor<256xf32>) -> tensor<256xi32>
  %2 = "stablehlo.negate"(%1) : (tensor<256xi32>) -> tensor<256xi32>
  return %2 : tensor<256xi32>
}

// dynamic_update_slice updates %0 in place: it dies there and is its only
// use. Arguments 4096 + 64 + 4 = 4164, plus one 4 KiB buffer: 8260.
// CHECK-LABEL: @dus_in_place: peak 8.07 KiB (8260 B) at op 1 of 3, stablehlo.negate
// NONE-LABEL: @dus_in_place: peak 12.07 KiB (12356 B) at op 2 of 3, stablehlo.dynamic_update_slice
func.func @dus_in_place(%a: tensor<1024xf32>, %u: tensor<16xf32>, %i: tensor<i32>) -> tensor<1024xf32> {
  %0 = "stablehlo.negate"(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %1 = "stablehlo.dynamic_update_slice"(%0, %u, %i) : (tensor<1024xf32>, tensor<16xf32>, tensor<i32>) -> tensor<1024xf32>
  return %1 : tensor<1024xf32>
}

// scatter updates its input in place too: arguments 4096 + 4 + 4 = 4104,
// plus one 4 KiB buffer. (Its region's sum is written over a block
// argument: nothing there either.)
// CHECK-LABEL: @scatter_in_place: peak 8.01 KiB (8200 B) at op 1 of 3, stablehlo.negate
// NONE-LABEL: @scatter_in_place: peak 12.01 KiB (12296 B) at op 2 of 3, stablehlo.scatter
func.func @scatter_in_place(%a: tensor<1024xf32>, %i: tensor<1x1xi32>, %u: tensor<1xf32>) -> tensor<1024xf32> {
  %0 = "stablehlo.negate"(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %1 = "stablehlo.scatter"(%0, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<1024xf32>, tensor<1x1xi32>, tensor<1xf32>) -> tensor<1024xf32>
  return %1 : tensor<1024xf32>
}

// %0 is read again after the update: the update is a buffer of its own
// (XLA copies the operand first). The add writes over %0, which dies
// there: 4164 + 4096 + 4096 at ops 2 and 3.
// CHECK-LABEL: @dus_copied: peak 12.07 KiB (12356 B) at op 2 of 4, stablehlo.dynamic_update_slice
// NONE-LABEL: @dus_copied: peak 16.07 KiB (16452 B) at op 3 of 4, stablehlo.add
func.func @dus_copied(%a: tensor<1024xf32>, %u: tensor<16xf32>, %i: tensor<i32>) -> tensor<1024xf32> {
  %0 = "stablehlo.negate"(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %1 = "stablehlo.dynamic_update_slice"(%0, %u, %i) : (tensor<1024xf32>, tensor<16xf32>, tensor<i32>) -> tensor<1024xf32>
  %2 = "stablehlo.add"(%0, %1) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %2 : tensor<1024xf32>
}

// A while's result shares the buffer of a carried operand that dies at
// the loop: %x and %r#1 are one 4 KiB buffer. %c0 is a constant, never
// written over: %r#0 is a buffer of its own. At the while: a 4096, %c0 4,
// %x/%r#1 4096, %r#0 4 = 8200, plus the body's local peak: %one (4 B);
// %i2 and %v2 are written over the dying block arguments %i and %v, the
// carries, counted outside. Without sharing, %x and %r#1 are two buffers.
// CHECK-LABEL: @while_shared: peak 8.01 KiB (8204 B) at op 3 of 4, stablehlo.while
// NONE-LABEL: @while_shared: peak 12.01 KiB (12300 B) at op 3 of 4, stablehlo.while
func.func @while_shared(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %x = "stablehlo.negate"(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%c0, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<1024xf32>):
    %lim = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<1024xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v2 = "stablehlo.exponential"(%v) : (tensor<1024xf32>) -> tensor<1024xf32>
    "stablehlo.return"(%i2, %v2) : (tensor<i32>, tensor<1024xf32>) -> ()
  }) : (tensor<i32>, tensor<1024xf32>) -> (tensor<i32>, tensor<1024xf32>)
  return %r#1 : tensor<1024xf32>
}

// %x is read after the loop, so the loop carries a copy: %x and %r#1 are
// two buffers (12296 + 4 at the while). The add then writes over %r#1.
// Without sharing the add makes a fifth buffer: a, x, r#1, s = 16 KiB.
// CHECK-LABEL: @while_copied: peak 12.01 KiB (12300 B) at op 3 of 5, stablehlo.while
// NONE-LABEL: @while_copied: peak 16.00 KiB (16384 B) at op 4 of 5, stablehlo.add
func.func @while_copied(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %x = "stablehlo.negate"(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%c0, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<1024xf32>):
    %lim = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<1024xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %v2 = "stablehlo.exponential"(%v) : (tensor<1024xf32>) -> tensor<1024xf32>
    "stablehlo.return"(%i2, %v2) : (tensor<i32>, tensor<1024xf32>) -> ()
  }) : (tensor<i32>, tensor<1024xf32>) -> (tensor<i32>, tensor<1024xf32>)
  %s = "stablehlo.add"(%r#1, %x) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %s : tensor<1024xf32>
}

// One value starting two carries the body updates (after CSE, two
// zero-filled accumulators of one shape are one broadcast): XLA's copy
// insertion copies the init of each updated carry, and RemoveUnnecessaryCopies
// can drop only one of the copies, so each carry has a buffer of its own,
// the first one %z's, which dies at the loop. At the while: a 4096, %z/%r#1
// 4096, %r#2 4096, %c0 and %r#0 (a constant is never written over) 4 + 4,
// and the body's %one 4: 12300. Counting %z once for both carries would give
// 8204; counting it beside both, 16396 (as without sharing).
// CHECK-LABEL: @while_twice: peak 12.01 KiB (12300 B) at op 4 of 6, stablehlo.while
// CHECK: largest live buffers at the peak (5 live):
// NONE-LABEL: @while_twice: peak 16.01 KiB (16396 B) at op 4 of 6, stablehlo.while
func.func @while_twice(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %c = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %z = "stablehlo.broadcast_in_dim"(%c) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:3 = "stablehlo.while"(%c0, %z, %z) ({
  ^bb0(%i: tensor<i32>, %u: tensor<1024xf32>, %v: tensor<1024xf32>):
    %lim = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %u: tensor<1024xf32>, %v: tensor<1024xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %u2 = "stablehlo.add"(%u, %a) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %v2 = "stablehlo.multiply"(%v, %a) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    "stablehlo.return"(%i2, %u2, %v2) : (tensor<i32>, tensor<1024xf32>, tensor<1024xf32>) -> ()
  }) : (tensor<i32>, tensor<1024xf32>, tensor<1024xf32>) -> (tensor<i32>, tensor<1024xf32>, tensor<1024xf32>)
  %s = "stablehlo.add"(%r#1, %r#2) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %s : tensor<1024xf32>
}

// The same value starting an updated carry and, after it, one passed
// through: the carry passed through is %z's buffer for the whole loop, so
// the updated one starts from a copy (%z is also used by the other carry at
// the loop): two buffers again, 12300.
// CHECK-LABEL: @while_twice_through: peak 12.01 KiB (12300 B) at op 4 of 6, stablehlo.while
// CHECK: largest live buffers at the peak (5 live):
// NONE-LABEL: @while_twice_through: peak 16.01 KiB (16396 B) at op 4 of 6, stablehlo.while
func.func @while_twice_through(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %c = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %z = "stablehlo.broadcast_in_dim"(%c) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:3 = "stablehlo.while"(%c0, %z, %z) ({
  ^bb0(%i: tensor<i32>, %u: tensor<1024xf32>, %v: tensor<1024xf32>):
    %lim = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %u: tensor<1024xf32>, %v: tensor<1024xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %u2 = "stablehlo.add"(%u, %a) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    "stablehlo.return"(%i2, %u2, %v) : (tensor<i32>, tensor<1024xf32>, tensor<1024xf32>) -> ()
  }) : (tensor<i32>, tensor<1024xf32>, tensor<1024xf32>) -> (tensor<i32>, tensor<1024xf32>, tensor<1024xf32>)
  %s = "stablehlo.add"(%r#1, %r#2) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %s : tensor<1024xf32>
}

// A carry the body passes through unchanged is the init's buffer for the
// whole loop, even an argument's or one read after the loop (XLA's
// dataflow gives the result the init's value; copy insertion copies
// nothing for it): %r#1 is %a. At the while: a 4096, %c0 and %r#0 (a
// constant, not written over) 8, + %one 4 in the body; at the add, a and
// %s. Without sharing %r#1 is a copy: at the add a, r#1 and s.
// CHECK-LABEL: @while_pass_through: peak 8.00 KiB (8192 B) at op 3 of 4, stablehlo.add
// NONE-LABEL: @while_pass_through: peak 12.00 KiB (12288 B) at op 3 of 4, stablehlo.add
func.func @while_pass_through(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%c0, %a) ({
  ^bb0(%i: tensor<i32>, %v: tensor<1024xf32>):
    %lim = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<1024xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%i2, %v) : (tensor<i32>, tensor<1024xf32>) -> ()
  }) : (tensor<i32>, tensor<1024xf32>) -> (tensor<i32>, tensor<1024xf32>)
  %s = "stablehlo.add"(%r#1, %a) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %s : tensor<1024xf32>
}

// In the body, %w is made while the carry %v is still read (by the add
// below): it cannot be written into the carry, XLA copies it there at the
// end, so it counts in the body's local peak (4 KiB; %one, 4 B, died at
// the first add). %u2 is written over %u, which dies at the add. Outside:
// a 4096, %x and %y passed as carries and dying there (shared with the
// results), c0 and r#0: 4096 * 3 + 8 = 12296, + 4096 in the body.
// Without sharing: a, x, y, three results = 20492 with 4 B in the body.
// CHECK-LABEL: @while_yield_copied: peak 16.01 KiB (16392 B) at op 4 of 5, stablehlo.while
// CHECK-NEXT: live 12.01 KiB + transient 4.00 KiB inside stablehlo.while, at stablehlo.negate at {{.*}}sharing.mlir:[[@LINE+16]]:10
// NONE-LABEL: @while_yield_copied: peak 20.01 KiB (20492 B) at op 4 of 5, stablehlo.while
// NONE-NEXT: live 20.01 KiB + transient 4 B
func.func @while_yield_copied(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %x = "stablehlo.negate"(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %y = "stablehlo.exponential"(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:3 = "stablehlo.while"(%c0, %x, %y) ({
  ^bb0(%i: tensor<i32>, %v: tensor<1024xf32>, %u: tensor<1024xf32>):
    %lim = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<1024xf32>, %u: tensor<1024xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %w = "stablehlo.negate"(%v) : (tensor<1024xf32>) -> tensor<1024xf32>
    %u2 = "stablehlo.add"(%u, %v) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    "stablehlo.return"(%i2, %w, %u2) : (tensor<i32>, tensor<1024xf32>, tensor<1024xf32>) -> ()
  }) : (tensor<i32>, tensor<1024xf32>, tensor<1024xf32>) -> (tensor<i32>, tensor<1024xf32>, tensor<1024xf32>)
  return %r#2 : tensor<1024xf32>
}

// An optimization barrier's result IS its operand's buffer: no new bytes,
// and the buffer lives until the last use of either. %x's own last use is
// the exponential, but %b, the same buffer, is read by the add: the
// exponential cannot write over it, and at op 3 a, x/b and n are live.
// The add then writes over x/b. Without sharing, b is a third buffer.
// CHECK-LABEL: @barrier: peak 12.00 KiB (12288 B) at op 3 of 5, stablehlo.exponential
// CHECK: largest live buffers at the peak (3 live):
// NONE-LABEL: @barrier: peak 16.00 KiB (16384 B) at op 3 of 5, stablehlo.exponential
func.func @barrier(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %x = "stablehlo.negate"(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %b = "stablehlo.optimization_barrier"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %n = "stablehlo.exponential"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %s = "stablehlo.add"(%b, %n) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  return %s : tensor<1024xf32>
}

// Arguments are never written over (XLA writes into an entry parameter
// only if it is donated): %b is the argument's buffer, and the negate,
// though %b dies there, makes a buffer of its own.
// CHECK-LABEL: @arguments: peak 8.00 KiB (8192 B) at op 2 of 3, stablehlo.negate
// NONE-LABEL: @arguments: peak 12.00 KiB (12288 B) at op 2 of 3, stablehlo.negate
func.func @arguments(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %b = "stablehlo.optimization_barrier"(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %n = "stablehlo.negate"(%b) : (tensor<1024xf32>) -> tensor<1024xf32>
  return %n : tensor<1024xf32>
}

// Nor are constants (read-only storage): 16 + 1024 + 1024.
// CHECK-LABEL: @constants: peak 2.02 KiB (2064 B) at op 2 of 3, stablehlo.negate
// NONE-LABEL: @constants: peak 2.02 KiB (2064 B) at op 2 of 3, stablehlo.negate
func.func @constants(%a: tensor<4xf32>) -> tensor<256xf32> {
  %c = "stablehlo.constant"() <{value = dense<1.0> : tensor<256xf32>}> : () -> tensor<256xf32>
  %n = "stablehlo.negate"(%c) : (tensor<256xf32>) -> tensor<256xf32>
  return %n : tensor<256xf32>
}
