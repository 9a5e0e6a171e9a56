// hlomem-hold-narrow: a fused value smaller than the buffers it reads,
// live across the peak, gets a buffer of its own (a one-operand
// optimization_barrier no fusion crosses) where that lowers the peak in
// XLA's order. Each [256, 256] f32 value is 256 KiB, its i1 mask 64 KiB.
//
// RUN: hlomem-opt %s --split-input-file --hlomem-hold-narrow | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-hold-narrow='stats explain' -o /dev/null --verify-diagnostics
// RUN: hlomem-opt %s --split-input-file --hlomem-hold-narrow --hlomem-memory-report='schedule=xla' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %hlomem-diff %s --split-input-file --hlomem-hold-narrow | FileCheck %s --check-prefix=DIFF
// RUN: %hlomem-xla-check %s --split-input-file --hlomem-hold-narrow | FileCheck %s --check-prefix=XLA
// RUN: hlomem-opt %s --split-input-file --hlomem-remat='budget=50% schedule=xla hold=auto stats' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMAT
// RUN: %hlomem-diff %s --split-input-file --hlomem-remat='budget=50% schedule=xla hold=auto' | FileCheck %s --check-prefix=DIFF
// RUN: %hlomem-xla-check %s --split-input-file --hlomem-remat='budget=50% schedule=xla hold=auto' | FileCheck %s --check-prefix=XLA
// DIFF: hlomem-diff: 4 functions agree, 0 skipped, 0 differ
// XLA: 0 rises; results: 4 agree, 0 skipped, 0 differ
//
// hlomem-remat with hold=auto searches both the function as given and the
// function with the holds, and keeps the one that ends lower, then the one
// recomputing less: @relu_mask's search from the function as given
// recomputes the relu for the select and ends as low as the held one can;
// @bf16_copy's held function is at that peak with nothing recomputed.
// REMAT-NOT: @relu_mask: searched
// REMAT: @relu_mask: peak 1572864 B -> 1310720 B in XLA's scheduling order (budget 786432 B, 50.0% of the peak), out of reach; recomputed 1 value
// REMAT: @bf16_copy: searched from 1 fused value held in buffers of their own (hlomem-hold-narrow: peak 1441792 -> 1310720 B in XLA's order): it ends at 1310720 B, from the function as given at 1310720 B
// REMAT: @bf16_copy: peak 1310720 B -> 1310720 B in XLA's scheduling order (budget 720896 B, 55.0% of the peak), out of reach; recomputed 0 values

// A relu's mask read by the backward: fused into the select, it keeps the
// f32 pre-activation %h alive across the dots (1.50 MiB); held, %h dies at
// the relu and the mask's 64 KiB lives instead (1.31 MiB).
// CHECK-LABEL: func.func @relu_mask
// CHECK: %[[H:.*]] = stablehlo.dot_general %arg0, %arg1
// CHECK-NEXT: %[[M:.*]] = stablehlo.compare GT, %[[H]]
// CHECK-NEXT: %[[HELD:.*]] = stablehlo.optimization_barrier %[[M]] : tensor<256x256xi1>
// CHECK: stablehlo.select %[[HELD]],
// REPORT: @relu_mask: peak 1.31 MiB (1376256 B)
// expected-remark@+1 {{hlomem-hold-narrow: @relu_mask: 1 value held, 1 tried; peak in XLA's order 1572864 -> 1376256 B}}
func.func @relu_mask(%x: tensor<256x256xf32>, %w: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<256x256xf32>
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  // expected-remark@+1 {{hlomem-hold-narrow: tensor<256x256xi1> (65536 B) is held in a buffer of its own: the 262144 B it reads through fusion die where it is made, not at its last reader}}
  %mask = stablehlo.compare GT, %h, %zero : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
  %r = stablehlo.maximum %h, %zero : tensor<256x256xf32>
  %y = stablehlo.dot_general %r, %w, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %z = stablehlo.dot_general %y, %w, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %u = stablehlo.dot_general %z, %y, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %g = stablehlo.select %mask, %u, %zero : tensor<256x256xi1>, tensor<256x256xf32>
  return %g : tensor<256x256xf32>
}

// -----

// Mixed precision: the bf16 copy of an f32 activation, read late by a
// fused multiply, keeps the f32 value alive; held, the 128 KiB copy lives.
// CHECK-LABEL: func.func @bf16_copy
// CHECK: %[[C:.*]] = stablehlo.convert %{{.*}} : (tensor<256x256xf32>) -> tensor<256x256xbf16>
// CHECK-NEXT: stablehlo.optimization_barrier %[[C]] : tensor<256x256xbf16>
// REPORT: @bf16_copy: peak 1.25 MiB (1310720 B)
// expected-remark@+1 {{hlomem-hold-narrow: @bf16_copy: 1 value held, 1 tried; peak in XLA's order 1441792 -> 1310720 B}}
func.func @bf16_copy(%x: tensor<256x256xf32>, %w: tensor<256x256xf32>, %gb: tensor<256x256xbf16>) -> tensor<256x256xbf16> {
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  // expected-remark@+1 {{hlomem-hold-narrow: tensor<256x256xbf16> (131072 B) is held in a buffer of its own: the 262144 B it reads through fusion die where it is made, not at its last reader}}
  %hb = stablehlo.convert %h : (tensor<256x256xf32>) -> tensor<256x256xbf16>
  %t = stablehlo.tanh %h : tensor<256x256xf32>
  %y = stablehlo.dot_general %t, %w, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %z = stablehlo.dot_general %y, %y, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %zb = stablehlo.convert %z : (tensor<256x256xf32>) -> tensor<256x256xbf16>
  %p = stablehlo.multiply %hb, %zb : tensor<256x256xbf16>
  %q = stablehlo.add %p, %gb : tensor<256x256xbf16>
  return %q : tensor<256x256xbf16>
}

// -----

// The mask is read at once: nothing fused lives across the peak, and the
// function is left as it is.
// CHECK-LABEL: func.func @read_at_once
// CHECK-NOT: optimization_barrier
// CHECK: return
// expected-remark@+2 {{hlomem-hold-narrow: @read_at_once: nothing held: no fused value across the peak is smaller than what it reads}}
// expected-remark@+1 {{hlomem-hold-narrow: @read_at_once: 0 values held, 0 tried; peak in XLA's order 786432 -> 786432 B}}
func.func @read_at_once(%x: tensor<256x256xf32>, %w: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<256x256xf32>
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %mask = stablehlo.compare GT, %h, %zero : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
  %g = stablehlo.select %mask, %h, %zero : tensor<256x256xi1>, tensor<256x256xf32>
  return %g : tensor<256x256xf32>
}

// -----

// The pre-activation is read after the peak anyway, by a dot: holding
// the mask frees nothing there and adds its 64 KiB, so it is taken back.
// CHECK-LABEL: func.func @source_read_late
// CHECK-NOT: optimization_barrier
// CHECK: return
// expected-remark@+2 {{hlomem-hold-narrow: @source_read_late: nothing held: holding a fused value smaller than what it reads gave no lower peak}}
// expected-remark@+1 {{hlomem-hold-narrow: @source_read_late: 0 values held, 1 tried; peak in XLA's order 1310720 -> 1310720 B}}
func.func @source_read_late(%x: tensor<256x256xf32>, %w: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<256x256xf32>
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %mask = stablehlo.compare GT, %h, %zero : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xi1>
  %r = stablehlo.maximum %h, %zero : tensor<256x256xf32>
  %y = stablehlo.dot_general %r, %w, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %z = stablehlo.dot_general %y, %y, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %k = stablehlo.dot_general %h, %z, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %g = stablehlo.select %mask, %k, %zero : tensor<256x256xi1>, tensor<256x256xf32>
  return %g : tensor<256x256xf32>
}
