// The per-op rules beyond cross-entropy, one function each: where the
// chunked dimension goes, which attributes follow the chunk's size, what is
// rebuilt per chunk and how results combine.
// RUN: hlomem-opt %s --hlomem-auto-chunk=num-chunks=2 | FileCheck %s
// RUN: hlomem-opt %s --hlomem-auto-chunk='num-chunks=2 stats' --verify-diagnostics -o /dev/null

// transpose and reshape move the chunked dimension.
// CHECK-LABEL: func.func @moves(
// CHECK: %[[A:.*]] = call @moves__chunk0({{.*}}) : (tensor<128x16xf32>, tensor<16x1024xf32>) -> tensor<128xf32>
// CHECK: %[[P:.*]]:3 = stablehlo.optimization_barrier {{.*}}, %[[A]]
// CHECK-NEXT: %[[B:.*]] = call @moves__chunk0(%[[P]]#0, %[[P]]#1)
// CHECK: %[[F:[0-9]+]]{{(:[0-9]+)?}} = stablehlo.optimization_barrier
// CHECK: stablehlo.concatenate %[[P]]#2, %[[F]]{{(#[0-9]+)?}}, dim = 0
// expected-remark@+2 {{chunked the tensor<256x1024xf32> result of stablehlo.dot_general along dim 0 into 2 chunks of 128}}
func.func @moves(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>) -> tensor<256xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
  %t = "stablehlo.transpose"(%y) <{permutation = array<i64: 1, 0>}> : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
  %e = "stablehlo.exponential"(%t) : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
  %r = "stablehlo.reshape"(%e) : (tensor<1024x256xf32>) -> tensor<1024x1x256xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%r, %zero) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t2 = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t2) : (tensor<f32>) -> ()
  }) : (tensor<1024x1x256xf32>, tensor<f32>) -> tensor<256xf32>
  return %s : tensor<256xf32>
}

// A gather taking whole columns: the chunked rows are a full window, so
// the gather's slice_sizes follow the chunk; the result is chunked along
// its offset dimension (1) and concatenated there. A slice over all rows
// gets its limit patched the same way.
// CHECK-LABEL: func.func @window(
// CHECK-SAME: %[[X:[^:]*]]: tensor<256x16xf32>, %[[W:[^:]*]]: tensor<16x1024xf32>, %[[COLS:[^:]*]]: tensor<8x1xi32>)
// CHECK: %[[A:.*]]:2 = call @window__chunk0({{.*}}, %[[W]], %[[COLS]]) : (tensor<128x16xf32>, tensor<16x1024xf32>, tensor<8x1xi32>) -> (tensor<8x128xf32>, tensor<128xf32>)
// CHECK: %[[P:.*]]:5 = stablehlo.optimization_barrier {{.*}}, %[[W]], %[[COLS]], %[[A]]#0, %[[A]]#1
// CHECK-NEXT: %[[B:.*]]:2 = call @window__chunk0(%[[P]]#0, %[[P]]#1, %[[P]]#2)
// CHECK: %[[F:[0-9]+]]{{(:[0-9]+)?}} = stablehlo.optimization_barrier
// CHECK: stablehlo.concatenate %[[P]]#3, %[[F]]{{(#[0-9]+)?}}, dim = 1 : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x256xf32>
// CHECK: stablehlo.concatenate %[[P]]#4, %[[F]]{{(#[0-9]+)?}}, dim = 0
// expected-remark@+2 {{outputs 2 concatenated + 0 summed}}
func.func @window(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>, %cols: tensor<8x1xi32>) -> (tensor<8x256xf32>, tensor<256xf32>) {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %g = "stablehlo.gather"(%e, %cols) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 256, 1>}> : (tensor<256x1024xf32>, tensor<8x1xi32>) -> tensor<8x256xf32>
  %h = "stablehlo.slice"(%e) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 256, 512>, strides = array<i64: 1, 1>}> : (tensor<256x1024xf32>) -> tensor<256x512xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%h, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
  return %g, %s : tensor<8x256xf32>, tensor<256xf32>
}

// One-hot by iota and compare: the mask is as big as the logits, so it is
// built per chunk from the sliced labels; the iota runs along the columns
// and needs no offset.
// CHECK-LABEL: func.func @onehot(
// CHECK-SAME: %{{[^:]*}}: tensor<256x16xf32>, %{{[^:]*}}: tensor<16x1024xf32>, %[[L:[^:]*]]: tensor<256xi32>)
// CHECK: %[[L0:.*]] = stablehlo.slice %[[L]] [0:128{{(:[0-9]+)?}}]
// CHECK: call @onehot__chunk0({{.*}}, %[[L0]])
// CHECK-NOT: stablehlo.iota
// CHECK-NOT: stablehlo.compare
// CHECK: return
// expected-remark@+2 {{inputs 2 sliced + 1 whole}}
func.func @onehot(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>, %labels: tensor<256xi32>) -> tensor<256xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
  %cols = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<256x1024xi32>
  %lb = "stablehlo.broadcast_in_dim"(%labels) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xi32>) -> tensor<256x1024xi32>
  %hot = "stablehlo.compare"(%cols, %lb) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<256x1024xi32>, tensor<256x1024xi32>) -> tensor<256x1024xi1>
  %zeros = "stablehlo.constant"() <{value = dense<0.0> : tensor<256x1024xf32>}> : () -> tensor<256x1024xf32>
  %picked = "stablehlo.select"(%hot, %y, %zeros) : (tensor<256x1024xi1>, tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%picked, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  return %s : tensor<256xf32>
}

// Masking padded rows by position: the iota runs along the chunked rows,
// so each chunk adds its start, passed in as a last i64 argument.
// CHECK-LABEL: func.func @rowmask(
// CHECK: %[[AT0:.*]] = stablehlo.constant dense<0> : tensor<i64>
// CHECK: call @rowmask__chunk0({{.*}}, %[[AT0]]) : (tensor<128x16xf32>, tensor<16x1024xf32>, tensor<i32>, tensor<i64>) -> tensor<128xf32>
// CHECK: %[[AT1:.*]] = stablehlo.constant dense<128> : tensor<i64>
// CHECK-NEXT: %[[P:.*]]:5 = stablehlo.optimization_barrier {{.*}}, %[[AT1]], %{{.*}}
// CHECK-NEXT: call @rowmask__chunk0({{.*}}, %[[P]]#3)
// expected-remark@+2 {{inputs 1 sliced + 2 whole}}
func.func @rowmask(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>, %n: tensor<i32>) -> tensor<256xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
  %rows = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<256x1024xi32>
  %nb = "stablehlo.broadcast_in_dim"(%n) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<256x1024xi32>
  %valid = "stablehlo.compare"(%rows, %nb) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<256x1024xi32>, tensor<256x1024xi32>) -> tensor<256x1024xi1>
  %zeros = "stablehlo.constant"() <{value = dense<0.0> : tensor<256x1024xf32>}> : () -> tensor<256x1024xf32>
  %z = "stablehlo.select"(%valid, %y, %zeros) : (tensor<256x1024xi1>, tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%z, %zero) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256xf32>
  return %s : tensor<256xf32>
}

// Batched matmul: chunked along its lhs free dimension T; concatenate
// along the columns, clamp with scalar bounds, a select with a scalar
// predicate, pad and reverse of untouched dimensions.
// CHECK-LABEL: func.func @batched(
// CHECK: stablehlo.slice %arg0 [0:4{{(:[0-9]+)?}}, 0:64{{(:[0-9]+)?}}, 0:8{{(:[0-9]+)?}}]
// CHECK: %[[A:.*]] = call @batched__chunk0({{.*}}, %arg1, %arg2, %arg3, %arg4) : (tensor<4x64x8xf32>, tensor<4x8x1024xf32>, tensor<f32>, tensor<f32>, tensor<i1>) -> tensor<4x64xf32>
// CHECK: stablehlo.slice %arg0 [0:4{{(:[0-9]+)?}}, 64:128{{(:[0-9]+)?}}, 0:8{{(:[0-9]+)?}}]
// CHECK: %[[P:.*]]:6 = stablehlo.optimization_barrier {{.*}}, %arg1, %arg2, %arg3, %arg4, %[[A]]
// CHECK-NEXT: %[[B:.*]] = call @batched__chunk0(%[[P]]#0, %[[P]]#1, %[[P]]#2, %[[P]]#3, %[[P]]#4)
// CHECK: %[[F:[0-9]+]]{{(:[0-9]+)?}} = stablehlo.optimization_barrier
// CHECK: stablehlo.concatenate %[[P]]#5, %[[F]]{{(#[0-9]+)?}}, dim = 1 : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x128xf32>
// expected-remark@+2 {{chunked the tensor<4x128x1024xf32> result of stablehlo.dot_general along dim 1 into 2 chunks of 64}}
func.func @batched(%x: tensor<4x128x8xf32>, %w: tensor<4x8x1024xf32>, %lo: tensor<f32>, %hi: tensor<f32>, %p: tensor<i1>) -> tensor<4x128xf32> {
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<4x128x8xf32>, tensor<4x8x1024xf32>) -> tensor<4x128x1024xf32>
  %c = "stablehlo.clamp"(%lo, %y, %hi) : (tensor<f32>, tensor<4x128x1024xf32>, tensor<f32>) -> tensor<4x128x1024xf32>
  %s = "stablehlo.select"(%p, %y, %c) : (tensor<i1>, tensor<4x128x1024xf32>, tensor<4x128x1024xf32>) -> tensor<4x128x1024xf32>
  %cat = "stablehlo.concatenate"(%s, %c) <{dimension = 2 : i64}> : (tensor<4x128x1024xf32>, tensor<4x128x1024xf32>) -> tensor<4x128x2048xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %pad = "stablehlo.pad"(%cat, %zero) <{edge_padding_low = array<i64: 0, 0, 1>, edge_padding_high = array<i64: 0, 0, 1>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<4x128x2048xf32>, tensor<f32>) -> tensor<4x128x2050xf32>
  %rev = "stablehlo.reverse"(%pad) <{dimensions = array<i64: 2>}> : (tensor<4x128x2050xf32>) -> tensor<4x128x2050xf32>
  %r = "stablehlo.reduce"(%rev, %zero) <{dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<4x128x2050xf32>, tensor<f32>) -> tensor<4x128xf32>
  return %r : tensor<4x128xf32>
}

// An embedding-style gradient: chunked rows scattered with add into a zero
// table give a partial table per chunk, summed by the caller. stablehlo.dot
// is an amplifier too. The zero table, which the scatter writes into, is
// broadcast in each chunk from a scalar its barrier passes: inlined, the
// chunks' tables are values of their own that CSE cannot merge.
// CHECK-LABEL: func.func @scatter_sum(
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK: %[[A:.*]] = call @scatter_sum__chunk0({{.*}}, %[[Z]]) : (tensor<128x16xf32>, tensor<16x1024xf32>, tensor<128x1xi32>, tensor<f32>) -> tensor<8x1024xf32>
// CHECK: %[[P:.*]]:5 = stablehlo.optimization_barrier {{.*}}, %[[A]]
// CHECK-NEXT: %[[B:.*]] = call @scatter_sum__chunk0(%[[P]]#0, %[[P]]#1, %[[P]]#2, %[[P]]#3)
// CHECK: %[[S:.*]] = stablehlo.add %[[P]]#4, %[[B]] : tensor<8x1024xf32>
// CHECK: %[[F:[0-9]+]] = stablehlo.optimization_barrier %[[S]]
// CHECK: return %[[F]]
// expected-remark@+2 {{result of stablehlo.dot along dim 0 into 2 chunks of 128 as 2 calls to @scatter_sum__chunk0: 3 ops, inputs 2 sliced + 2 whole, outputs 0 concatenated + 1 summed}}
func.func @scatter_sum(%x: tensor<256x16xf32>, %w: tensor<16x1024xf32>, %ids: tensor<256x1xi32>) -> tensor<8x1024xf32> {
  %y = "stablehlo.dot"(%x, %w) : (tensor<256x16xf32>, tensor<16x1024xf32>) -> tensor<256x1024xf32>
  %e = "stablehlo.exponential"(%y) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %table = "stablehlo.constant"() <{value = dense<0.0> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
  %g = "stablehlo.scatter"(%table, %ids, %e) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<8x1024xf32>, tensor<256x1xi32>, tensor<256x1024xf32>) -> tensor<8x1024xf32>
  return %g : tensor<8x1024xf32>
}

// The outlined functions, in the order they were made.
// CHECK-LABEL: func.func private @moves__chunk0(
// CHECK: stablehlo.transpose {{.*}}, dims = [1, 0] : (tensor<128x1024xf32>) -> tensor<1024x128xf32>
// CHECK: stablehlo.reshape {{.*}} : (tensor<1024x128xf32>) -> tensor<1024x1x128xf32>
// CHECK: stablehlo.reduce({{.*}}{{.*}}across dimensions = [0, 1]
// CHECK-LABEL: func.func private @window__chunk0(
// CHECK: "stablehlo.gather"({{.*}}) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 128, 1>}> : (tensor<128x1024xf32>, tensor<8x1xi32>) -> tensor<8x128xf32>
// CHECK: stablehlo.slice {{.*}} [0:128, 0:512] : (tensor<128x1024xf32>) -> tensor<128x512xf32>
// CHECK-LABEL: func.func private @onehot__chunk0(
// CHECK-SAME: %[[CL:[^:]*]]: tensor<128xi32>)
// CHECK: %[[LB:.*]] = stablehlo.broadcast_in_dim %[[CL]], dims = [0] : (tensor<128xi32>) -> tensor<128x1024xi32>
// CHECK: %[[COL:.*]] = stablehlo.iota dim = 1 : tensor<128x1024xi32>
// CHECK: stablehlo.compare  EQ, %[[COL]], %[[LB]]
// CHECK-LABEL: func.func private @rowmask__chunk0(
// CHECK-SAME: %[[N:[^:]*]]: tensor<i32>, %[[AT:[^:]*]]: tensor<i64>)
// CHECK: %[[NB:.*]] = stablehlo.broadcast_in_dim %[[N]], dims = [] : (tensor<i32>) -> tensor<128x1024xi32>
// CHECK: %[[ROW:.*]] = stablehlo.iota dim = 0 : tensor<128x1024xi32>
// CHECK: %[[AT32:.*]] = stablehlo.convert %[[AT]] : (tensor<i64>) -> tensor<i32>
// CHECK: %[[ATB:.*]] = stablehlo.broadcast_in_dim %[[AT32]], dims = [] : (tensor<i32>) -> tensor<128x1024xi32>
// CHECK: %[[POS:.*]] = stablehlo.add %[[ROW]], %[[ATB]]
// CHECK: stablehlo.compare  LT, %[[POS]], %[[NB]]
// CHECK-LABEL: func.func private @batched__chunk0(
// CHECK: stablehlo.dot_general{{.*}}batching_dims = [0] x [0]{{.*}} -> tensor<4x64x1024xf32>
// CHECK: stablehlo.clamp %arg2, %{{.*}}, %arg3 : (tensor<f32>, tensor<4x64x1024xf32>, tensor<f32>) -> tensor<4x64x1024xf32>
// CHECK: stablehlo.select %arg4, {{.*}} : tensor<i1>, tensor<4x64x1024xf32>
// CHECK: stablehlo.concatenate{{.*}} dim = 2 {{.*}} -> tensor<4x64x2048xf32>
// CHECK: stablehlo.pad{{.*}} -> tensor<4x64x2050xf32>
// CHECK: stablehlo.reverse{{.*}} : tensor<4x64x2050xf32>
// CHECK-LABEL: func.func private @scatter_sum__chunk0(
// CHECK: stablehlo.dot {{.*}} : (tensor<128x16xf32>, tensor<16x1024xf32>) -> tensor<128x1024xf32>
// CHECK: %[[T:.*]] = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<8x1024xf32>
// CHECK: "stablehlo.scatter"(%[[T]], {{.*}}) <{{.*}}update_window_dims = [1]{{.*}}
// CHECK: }) : (tensor<8x1024xf32>, tensor<128x1xi32>, tensor<128x1024xf32>) -> tensor<8x1024xf32>
