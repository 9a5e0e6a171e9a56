// XLA's fusion in the memory model (docs/memory-model.md, "Fusion"): a
// value XLA fuses into every user, or a view, has no buffer; what it reads
// lives until its users' kernels. One function per rule, hand-computed with
// fusion=xla (the default) and fusion=none; test/run/memory.mlir checks
// that hlomem-run measures the same peaks.
// RUN: hlomem-opt %s --hlomem-memory-report='top=5' -o /dev/null 2>&1 | FileCheck %s
// RUN: hlomem-opt %s --hlomem-memory-report='top=5 fusion=none' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: hlomem-opt %s --hlomem-memory-report='format=json top=0 out=-' -o /dev/null | FileCheck %s --check-prefix=JSON

// CHECK: buffer sharing: xla; fusion: xla
// NONE: buffer sharing: xla; fusion: none
// JSON: "fusion": "xla",

// relu with its broadcast: the broadcast of 0.0 is fused into the maximum,
// x and the result are the buffers (x is an argument: not written over).
// Unfused, the broadcast is a buffer the maximum writes over.
// CHECK-LABEL: @relu: peak 512.00 KiB (524288 B) at op 3 of 4, stablehlo.maximum
// CHECK: kernels: 1 (XLA's fusions and unfused ops)
// NONE-LABEL: @relu: peak 512.00 KiB (524292 B) at op 2 of 4, stablehlo.broadcast_in_dim
func.func @relu(%x: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %b = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
  %r = stablehlo.maximum %x, %b : tensor<256x256xf32>
  return %r : tensor<256x256xf32>
}

// One broadcast of 0.0 (CSE made it one) feeds two relus across a dot:
// fused into each, it is never a buffer, so at the dot only x, w, r1 and
// y are live (4 x 256 KiB); the second relu writes over y. Unfused, the
// broadcast lives from the first relu to the second.
// CHECK-LABEL: @shared_zero: peak 1.00 MiB (1048576 B) at op 4 of 6, stablehlo.dot_general
// CHECK: kernels: 3
// CHECK: largest live buffers at the peak (4 live):
// NONE-LABEL: @shared_zero: peak 1.25 MiB (1310720 B) at op 4 of 6, stablehlo.dot_general
func.func @shared_zero(%x: tensor<256x256xf32>, %w: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %b = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
  %r1 = stablehlo.maximum %x, %b : tensor<256x256xf32>
  %y = stablehlo.dot_general %r1, %w, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %r2 = stablehlo.maximum %y, %b : tensor<256x256xf32>
  return %r2 : tensor<256x256xf32>
}

// A row softmax: the maximum and the sum are reductions, their kernels'
// outputs ([64] each, 256 B); a broadcast of a reduction is not its
// epilogue, so both are buffers. The shifted values and their exp are
// fused into both users (the sum and the divide), the broadcasts into
// theirs: x, m, z and y, 2 x 256 KiB + 512 B, at the divide. Unfused, the
// broadcast of the sum is a [64x1024] buffer next to exp's.
// CHECK-LABEL: @softmax: peak 512.50 KiB (524800 B) at op 9 of 10, stablehlo.divide
// CHECK: kernels: 3
// NONE-LABEL: @softmax: peak 768.25 KiB (786688 B) at op 8 of 10, stablehlo.broadcast_in_dim
func.func @softmax(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<64xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<64xf32>) -> tensor<64x1024xf32>
  %s = stablehlo.subtract %x, %mb : tensor<64x1024xf32>
  %e = stablehlo.exponential %s : tensor<64x1024xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %z = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<64xf32>
  %zb = stablehlo.broadcast_in_dim %z, dims = [0] : (tensor<64xf32>) -> tensor<64x1024xf32>
  %y = stablehlo.divide %e, %zb : tensor<64x1024xf32>
  return %y : tensor<64x1024xf32>
}

// relu as a private function, as JAX exports it: the report measures the
// program with the calls inlined, so the peak is @shared_zero's (each
// inlined call brings its own constant and broadcast; unfused, the second
// broadcast is a buffer next to y, which the relu then writes over).
// CHECK-LABEL: @relu_calls: peak 1.00 MiB (1048576 B) at op 4 of 8, stablehlo.dot_general
// NONE-LABEL: @relu_calls: peak 1.00 MiB (1048580 B) at op 6 of 8, stablehlo.broadcast_in_dim
func.func @relu_calls(%x: tensor<256x256xf32>, %w: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %r1 = call @relu_private(%x) : (tensor<256x256xf32>) -> tensor<256x256xf32>
  %y = stablehlo.dot_general %r1, %w, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %r2 = call @relu_private(%y) : (tensor<256x256xf32>) -> tensor<256x256xf32>
  return %r2 : tensor<256x256xf32>
}
func.func private @relu_private(%x: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %b = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
  %r = stablehlo.maximum %x, %b : tensor<256x256xf32>
  return %r : tensor<256x256xf32>
}

// A reduction takes in its one-operand elementwise users (its epilogue):
// the sum is not a buffer, its log is the kernel's output. The log's
// broadcast is fused into the subtract.
// CHECK-LABEL: @epilogue: peak 512.25 KiB (524544 B) at op 5 of 6, stablehlo.subtract
// CHECK: kernels: 2
// NONE-LABEL: @epilogue: peak 512.25 KiB (524544 B) at op 4 of 6, stablehlo.broadcast_in_dim
func.func @epilogue(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %r = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<64xf32>
  %l = stablehlo.log %r : tensor<64xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0] : (tensor<64xf32>) -> tensor<64x1024xf32>
  %d = stablehlo.subtract %x, %lb : tensor<64x1024xf32>
  return %d : tensor<64x1024xf32>
}

// All or nothing: the exp has a user that fuses nothing (the dot), so it
// is a buffer, and the negate reads it there rather than computing it
// again; the negate then writes over it (it dies there).
// CHECK-LABEL: @all_or_nothing: peak 1.00 MiB (1048576 B) at op 2 of 4, stablehlo.dot_general
// CHECK: kernels: 3
// NONE-LABEL: @all_or_nothing: peak 1.00 MiB (1048576 B) at op 2 of 4, stablehlo.dot_general
func.func @all_or_nothing(%x: tensor<256x256xf32>, %w: tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xf32>) {
  %v = stablehlo.exponential %x : tensor<256x256xf32>
  %d = stablehlo.dot_general %v, %w, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %n = stablehlo.negate %v : tensor<256x256xf32>
  return %d, %n : tensor<256x256xf32>, tensor<256x256xf32>
}

// A view is a bitcast of its operand: the reshape that a dot reads keeps
// no buffer of its own, the dot reads the exp's (which the dot keeps a
// buffer, as above). A transpose a dot reads is folded into its dimension
// numbers: the dot reads w itself.
// CHECK-LABEL: @views: peak 1.00 MiB (1048576 B) at op 4 of 5, stablehlo.dot_general
// CHECK: kernels: 2
// NONE-LABEL: @views: peak 1.25 MiB (1310720 B) at op 4 of 5, stablehlo.dot_general
func.func @views(%x: tensor<65536xf32>, %w: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %e = stablehlo.exponential %x : tensor<65536xf32>
  %r = stablehlo.reshape %e : (tensor<65536xf32>) -> tensor<256x256xf32>
  %t = stablehlo.transpose %w, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
  %d = stablehlo.dot_general %r, %t, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  return %d : tensor<256x256xf32>
}

// A kernel writes over a dying buffer it reads through fused elementwise
// ops: the add reads the dot's result through the exp, and takes its
// buffer. x, w, c and one 256 KiB buffer.
// CHECK-LABEL: @in_place_through_fusion: peak 1.00 MiB (1048576 B) at op 1 of 4, stablehlo.dot_general
// CHECK: kernels: 2
// NONE-LABEL: @in_place_through_fusion: peak 1.00 MiB (1048576 B) at op 1 of 4, stablehlo.dot_general
func.func @in_place_through_fusion(%x: tensor<256x256xf32>, %w: tensor<256x256xf32>, %c: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %a = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %e = stablehlo.exponential %a : tensor<256x256xf32>
  %s = stablehlo.add %e, %c : tensor<256x256xf32>
  return %s : tensor<256x256xf32>
}

// A donated argument (tf.aliasing_output, jax.buffer_donor) may be written
// over and dies after its last use, as XLA's input_output_alias lets it:
// the SGD update writes into w, so only w and g are live (g is not
// donated: the scaled gradient is fused into the update). Without fusion
// the scaled gradient is a buffer (written over the broadcast).
// CHECK-LABEL: @donated: peak 512.00 KiB (524288 B) at op 1 of 5, stablehlo.constant
// NONE-LABEL: @donated: peak 768.00 KiB (786436 B) at op 2 of 5, stablehlo.broadcast_in_dim
func.func @donated(%w: tensor<256x256xf32> {tf.aliasing_output = 0 : i32}, %g: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %lr = stablehlo.constant dense<1.000000e-03> : tensor<f32>
  %s = stablehlo.broadcast_in_dim %lr, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
  %u = stablehlo.multiply %g, %s : tensor<256x256xf32>
  %w2 = stablehlo.subtract %w, %u : tensor<256x256xf32>
  return %w2 : tensor<256x256xf32>
}
