// hlomem-auto-chunk on programs split over 4 devices: amplifiers and
// thresholds are measured per device, a dimension split over devices is
// never chunked (its chunks would not be split like it), and chunking goes
// through sharding annotations, which the outlined function keeps.
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='num-chunks=2 amplify-ratio=2 min-bytes=0' | FileCheck %s
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='num-chunks=2 amplify-ratio=2 min-bytes=0 stats explain' --verify-diagnostics -o /dev/null
// RUN: %hlomem-diff %s --split-input-file --hlomem-auto-chunk='num-chunks=2 amplify-ratio=2 min-bytes=0' -- --rtol=1e-4 --atol=1e-6 | FileCheck %s --check-prefix=DIFF
// (A weight's gradient summed chunk by chunk differs from the whole sum
// by rounding, hence the tolerances.)
// DIFF: hlomem-diff: 4 functions agree, 0 skipped, 0 differ
//
// With the default thresholds (1 MiB, 8x its inputs) the logits, 1 MiB in
// all, are no amplifier: a device holds 256 KiB of them, 3.8x its 68 KiB
// of inputs.
// RUN: hlomem-opt %s --split-input-file --hlomem-auto-chunk='explain' -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: hlomem-auto-chunk: no amplifier in @rows_split (no dot_general of at least 1048576 bytes with 8x the bytes of its inputs)

// The logits' rows are split (x is): chunked by columns instead, the
// partial row sums added; the @Sharding call goes into the callee.
// CHECK-LABEL: func.func @rows_split
// CHECK: stablehlo.slice %arg1 [0:16, 0:512]
// CHECK: call @rows_split__chunk0(%arg0, %{{.+}}) : (tensor<256x16xf32>, tensor<16x512xf32>) -> tensor<256xf32>
// CHECK-LABEL: func.func private @rows_split__chunk0
// CHECK: stablehlo.custom_call @Sharding(%{{.+}}) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @rows_split(%x: tensor<256x16xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %w: tensor<16x1024xf32>) -> tensor<256xf32> {
    // expected-remark@+1 {{chunked the tensor<256x1024xf32> result of stablehlo.dot_general along dim 1 into 2 chunks of 512 as 2 calls to @rows_split__chunk0: 4 ops, inputs 1 sliced + 1 whole, outputs 0 concatenated + 1 summed + 0 max/min; per-chunk peak 164.25 KiB}}
    %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
    %e = stablehlo.exponential %y : tensor<256x1024xf32>
    %c = stablehlo.custom_call @Sharding(%e) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%c init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
    return %s : tensor<256xf32>
  }
}

// -----

// Columns split (w is): chunked by rows, x sliced, w whole. Per device the
// per-chunk peak is x's half (8 KiB), w's quarter (16 KiB), and 128 KiB of
// the chunk's logits and their exponential, which share a buffer.
// CHECK-LABEL: func.func @cols_split
// CHECK: stablehlo.slice %arg0 [0:128, 0:16]
// CHECK: call @cols_split__chunk0(%{{.+}}, %arg1) : (tensor<128x16xf32>, tensor<16x1024xf32>) -> tensor<128xf32>
// CHECK: stablehlo.concatenate
module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @cols_split(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32> {mhlo.sharding = "{devices=[1,4]<=[4]}"}) -> tensor<256xf32> {
    // expected-remark@+1 {{chunked the tensor<256x1024xf32> result of stablehlo.dot_general along dim 0 into 2 chunks of 128 as 2 calls to @cols_split__chunk0: 3 ops, inputs 1 sliced + 1 whole, outputs 1 concatenated + 0 summed + 0 max/min; per-chunk peak 152.50 KiB}}
    %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
    %e = stablehlo.exponential %y : tensor<256x1024xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
    return %s : tensor<256xf32>
  }
}

// -----

// Both dimensions split (a 2x2 mesh: rows over the major axis, columns
// over the minor one): nothing can be chunked, and the remark says why.
// CHECK-LABEL: func.func @both_split
// CHECK-NOT: call
module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @both_split(%x: tensor<256x16xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, %w: tensor<16x1024xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}) -> tensor<256xf32> {
    // expected-remark@+1 {{cannot chunk the tensor<256x1024xf32> result of stablehlo.dot_general: along dim 0, it is split over 2 devices (its chunks would not be split like it); along dim 1, it is split over 2 devices (its chunks would not be split like it)}}
    %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
    %e = stablehlo.exponential %y : tensor<256x1024xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
    return %s : tensor<256xf32>
  }
}

// -----

// An LM head whose batch is split (x's rows) and whose weight is split
// over its embedding dimension (FSDP, as MaxText's Llama step splits it):
// the batch cannot be cut, the tokens are. The weight's gradient, a sum
// over the tokens, is whole on each device and four times the bytes of
// the device's share of the weight: a partial sum, it leaves the region (summed across
// the chunks, as large as before chunking), and its transpose stays out.
// CHECK-LABEL: func.func @head_fsdp
// CHECK: stablehlo.slice %arg0 [0:4, 0:4, 0:8]
// CHECK: call @head_fsdp__chunk0
// CHECK: %[[DW:.+]] = stablehlo.add %{{.+}}, %{{.+}}#1 : tensor<1024x8xf32>
// CHECK: %[[OUT:.+]]:2 = stablehlo.optimization_barrier %{{.+}}, %[[DW]]
// CHECK: stablehlo.transpose %[[OUT]]#1, dims = [1, 0]
module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @head_fsdp(%x: tensor<4x8x8xf32> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %w: tensor<8x1024xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<4x8xf32>, tensor<8x1024xf32>) {
    // expected-remark@+1 {{chunked the tensor<4x8x1024xf32> result of stablehlo.dot_general along dim 1 into 2 chunks of 4 as 2 calls to @head_fsdp__chunk0: 4 ops, inputs 1 sliced + 1 whole, outputs 1 concatenated + 1 summed + 0 max/min}}
    %y = stablehlo.dot_general %x, %w, contracting_dims = [2] x [0] : (tensor<4x8x8xf32>, tensor<8x1024xf32>) -> tensor<4x8x1024xf32>
    %e = stablehlo.exponential %y : tensor<4x8x1024xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1024xf32>, tensor<f32>) -> tensor<4x8xf32>
    %dw = stablehlo.dot_general %e, %x, contracting_dims = [0, 1] x [0, 1] : (tensor<4x8x1024xf32>, tensor<4x8x8xf32>) -> tensor<1024x8xf32>
    %dwt = stablehlo.transpose %dw, dims = [1, 0] : (tensor<1024x8xf32>) -> tensor<8x1024xf32>
    return %s, %dwt : tensor<4x8xf32>, tensor<8x1024xf32>
  }
}
