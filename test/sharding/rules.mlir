// Propagation rules of the sharding analysis (docs/memory-model.md, "Sharded
// programs"), one function per rule: each value's split and bytes per device,
// said by the report's shardings=true remarks.
// RUN: hlomem-opt %s --verify-diagnostics --hlomem-memory-report='shardings=true partitioner=false out=/dev/null' -o /dev/null

module attributes {mhlo.num_partitions = 8 : i32} {
  // reshape: the 8 tiles of dimension 0 (16 rows) become 4 tiles of the
  // new dimension 0 and 2 of dimension 1: the same rows on the same devices.
  // expected-remark@+1 {{argument 0 [{8}, {}]: 256 B of 2.00 KiB per device, annotated}}
  func.func @reshape_split(%x: tensor<16x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> tensor<4x4x32xf32> {
    // expected-remark@+1 {{result [{4}, {2}, {}]: 256 B of 2.00 KiB per device}}
    %0 = stablehlo.reshape %x : (tensor<16x32xf32>) -> tensor<4x4x32xf32>
    return %0 : tensor<4x4x32xf32>
  }
  // Dimension 0 fully split (2 of 2), then dimension 1 by 4: the merged
  // dimension is split by 8, major first.
  // expected-remark@+1 {{argument 0 [{2}, {4}, {}]: 48 B of 384 B per device, annotated}}
  func.func @reshape_merge(%x: tensor<2x8x6xf32> {mhlo.sharding = "{devices=[2,4,1]<=[8]}"}) -> tensor<16x6xf32> {
    // expected-remark@+1 {{result [{8}, {}]: 48 B of 384 B per device}}
    %0 = stablehlo.reshape %x : (tensor<2x8x6xf32>) -> tensor<16x6xf32>
    return %0 : tensor<16x6xf32>
  }
  // A split of the minor dimension is not contiguous once merged: dropped,
  // the result is whole on every device.
  // expected-remark@+1 {{argument 0 [{}, {2}]: 48 B of 96 B per device, annotated}}
  func.func @reshape_blocked(%x: tensor<4x6xf32> {mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dim_replicate}"}) -> tensor<24xf32> {
    // expected-remark@+1 {{result replicated: 96 B of 96 B per device}}
    %0 = stablehlo.reshape %x : (tensor<4x6xf32>) -> tensor<24xf32>
    return %0 : tensor<24xf32>
  }
  // transpose moves the split with its dimension.
  // expected-remark@+1 {{argument 0 [{8}, {}, {}]: 32 B of 256 B per device, annotated}}
  func.func @transpose(%x: tensor<8x4x2xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) -> tensor<2x8x4xf32> {
    // expected-remark@+1 {{result [{}, {8}, {}]: 32 B of 256 B per device}}
    %0 = stablehlo.transpose %x, dims = [2, 0, 1] : (tensor<8x4x2xf32>) -> tensor<2x8x4xf32>
    return %0 : tensor<2x8x4xf32>
  }
  // broadcast_in_dim keeps the operand dimension's split; a dimension
  // broadcast from size 1 is not split.
  // expected-remark@+2 {{argument 0 [{8}]: 4 B of 32 B per device, annotated}}
  // expected-remark@+1 {{argument 1 replicated: 4 B of 4 B per device, annotated}}
  func.func @broadcast(%x: tensor<8xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %y: tensor<1xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
    // expected-remark@+1 {{result [{}, {8}]: 16 B of 128 B per device}}
    %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
    // expected-remark@+1 {{result replicated: 128 B of 128 B per device}}
    %1 = stablehlo.broadcast_in_dim %y, dims = [1] : (tensor<1xf32>) -> tensor<4x8xf32>
    return %0, %1 : tensor<4x8xf32>, tensor<4x8xf32>
  }
  // slice and pad keep the splits of the dimensions they leave whole.
  // expected-remark@+2 {{argument 0 [{2}, {4}]: 256 B of 2.00 KiB per device, annotated}}
  // expected-remark@+1 {{argument 1 replicated: 4 B of 4 B per device}}
  func.func @slice_pad(%x: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %z: tensor<f32>) -> (tensor<16x8xf32>, tensor<18x32xf32>) {
    // expected-remark@+1 {{result [{2}, {}]: 256 B of 512 B per device}}
    %0 = stablehlo.slice %x [0:16, 8:16] : (tensor<16x32xf32>) -> tensor<16x8xf32>
    // expected-remark@+1 {{result [{}, {4}]: 576 B of 2.25 KiB per device}}
    %1 = stablehlo.pad %x, %z, low = [1, 0], high = [1, 0], interior = [0, 0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<18x32xf32>
    return %0, %1 : tensor<16x8xf32>, tensor<18x32xf32>
  }
  // concatenate keeps the splits of the dimensions it does not join.
  // expected-remark@+2 {{argument 0 [{8}, {}]: 64 B of 512 B per device, annotated}}
  // expected-remark@+1 {{argument 1 replicated: 512 B of 512 B per device}}
  func.func @concat(%x: tensor<16x8xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %y: tensor<16x8xf32>) -> tensor<16x16xf32> {
    // expected-remark@+1 {{result [{8}, {}]: 128 B of 1.00 KiB per device}}
    %0 = stablehlo.concatenate %x, %y, dim = 1 : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
    return %0 : tensor<16x16xf32>
  }
  // reduce: a summed split dimension leaves a pending sum (full size); a
  // kept dimension keeps its split.
  // expected-remark@+1 {{argument 0 [{8}, {}]: 256 B of 2.00 KiB per device, annotated}}
  func.func @reduce(%x: tensor<16x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<32xf32>, tensor<16xf32>) {
    // expected-remark@+1 {{result replicated: 4 B of 4 B per device}}
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    // expected-remark@+4 {{result [{}] pending 8: 128 B of 128 B per device}}
    // expected-remark@+3 {{region 0 argument 0 replicated: 4 B of 4 B per device}}
    // expected-remark@+2 {{region 0 argument 1 replicated: 4 B of 4 B per device}}
    // expected-remark@+1 {{result replicated: 4 B of 4 B per device}}
    %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    // expected-remark@+4 {{result [{8}]: 8 B of 64 B per device}}
    // expected-remark@+3 {{region 0 argument 0 replicated: 4 B of 4 B per device}}
    // expected-remark@+2 {{region 0 argument 1 replicated: 4 B of 4 B per device}}
    // expected-remark@+1 {{result replicated: 4 B of 4 B per device}}
    %1 = stablehlo.reduce(%x init: %z) applies stablehlo.maximum across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    return %0, %1 : tensor<32xf32>, tensor<16xf32>
  }
  // dot_general keeps free dimensions' splits (data parallel); contracting
  // the split batch (dW = x^T dy) leaves a pending sum of the whole size.
  // expected-remark@+3 {{argument 0 [{8}, {}]: 256 B of 2.00 KiB per device, annotated}}
  // expected-remark@+2 {{argument 1 replicated: 8.00 KiB of 8.00 KiB per device, annotated}}
  // expected-remark@+1 {{argument 2 [{8}, {}]: 512 B of 4.00 KiB per device, annotated}}
  func.func @dot_data(%x: tensor<16x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %w: tensor<32x64xf32> {mhlo.sharding = "{replicated}"}, %dy: tensor<16x64xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<16x64xf32>, tensor<32x64xf32>) {
    // expected-remark@+1 {{result [{8}, {}]: 512 B of 4.00 KiB per device}}
    %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    // expected-remark@+1 {{result [{}, {}] pending 8: 8.00 KiB of 8.00 KiB per device}}
    %1 = stablehlo.dot_general %x, %dy, contracting_dims = [0] x [0] : (tensor<16x32xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    return %0, %1 : tensor<16x64xf32>, tensor<32x64xf32>
  }
  // Megatron: x split 4 ways on rows (replicated over the 2 devices of the
  // lowest digit), w1 split by columns on that digit, w2 by rows: h is
  // split both ways, and h @ w2 a pending sum over the 2 devices, kept by
  // add, ended by multiply (the partitioner's all-reduce).
  // expected-remark@+3 {{argument 0 [{4}, {}]: 512 B of 2.00 KiB per device, annotated}}
  // expected-remark@+2 {{argument 1 [{}, {2}]: 4.00 KiB of 8.00 KiB per device, annotated}}
  // expected-remark@+1 {{argument 2 [{2}, {}]: 4.00 KiB of 8.00 KiB per device, annotated}}
  func.func @dot_model(%x: tensor<16x32xf32> {mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"}, %w1: tensor<32x64xf32> {mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %w2: tensor<64x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}) -> tensor<16x32xf32> {
    // expected-remark@+1 {{result [{4}, {2}]: 512 B of 4.00 KiB per device}}
    %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    // expected-remark@+1 {{result [{4}, {}] pending 2: 512 B of 2.00 KiB per device}}
    %1 = stablehlo.dot_general %0, %w2, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    // expected-remark@+1 {{result [{4}, {}] pending 2: 512 B of 2.00 KiB per device}}
    %2 = stablehlo.add %1, %1 : tensor<16x32xf32>
    // expected-remark@+1 {{result [{4}, {}]: 512 B of 2.00 KiB per device}}
    %3 = stablehlo.multiply %1, %1 : tensor<16x32xf32>
    return %3 : tensor<16x32xf32>
  }
  // Batch dimensions from the lhs.
  // expected-remark@+2 {{argument 0 [{8}, {}, {}]: 256 B of 2.00 KiB per device, annotated}}
  // expected-remark@+1 {{argument 1 replicated: 2.00 KiB of 2.00 KiB per device}}
  func.func @dot_batch(%q: tensor<8x4x16xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, %k: tensor<8x4x16xf32>) -> tensor<8x4x4xf32> {
    // expected-remark@+1 {{result [{8}, {}, {}]: 64 B of 512 B per device}}
    %0 = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<8x4x16xf32>, tensor<8x4x16xf32>) -> tensor<8x4x4xf32>
    return %0 : tensor<8x4x4xf32>
  }
  // gather: batch dimensions from the indices, offset dimensions from the
  // table; scatter: as its input.
  // expected-remark@+3 {{argument 0 replicated: 4.00 KiB of 4.00 KiB per device}}
  // expected-remark@+2 {{argument 1 [{8}, {}, {}]: 16 B of 128 B per device, annotated}}
  // expected-remark@+1 {{argument 2 replicated: 2.00 KiB of 2.00 KiB per device}}
  func.func @gather_scatter(%table: tensor<64x16xf32>, %ids: tensor<8x4x1xi32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, %upd: tensor<8x4x16xf32>) -> (tensor<8x4x16xf32>, tensor<64x16xf32>) {
    // expected-remark@+1 {{result [{8}, {}, {}]: 256 B of 2.00 KiB per device}}
    %0 = "stablehlo.gather"(%table, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<8x4x1xi32>) -> tensor<8x4x16xf32>
    // expected-remark@+1 {{result [{8}, {}, {}]: 256 B of 2.00 KiB per device}}
    %1 = stablehlo.add %0, %upd : tensor<8x4x16xf32>
    // expected-remark@+3 {{result replicated: 4.00 KiB of 4.00 KiB per device}}
    // expected-remark@+2 {{region 0 argument 0 replicated: 4 B of 4 B per device}}
    // expected-remark@+1 {{region 0 argument 1 replicated: 4 B of 4 B per device}}
    %2 = "stablehlo.scatter"(%table, %ids, %1) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      // expected-remark@+1 {{result replicated: 4 B of 4 B per device}}
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<8x4x1xi32>, tensor<8x4x16xf32>) -> tensor<64x16xf32>
    return %0, %2 : tensor<8x4x16xf32>, tensor<64x16xf32>
  }
  // No rule for an unknown custom call: its result keeps its whole size,
  // said in the remark.
  // expected-remark@+1 {{argument 0 [{8}, {}]: 256 B of 2.00 KiB per device, annotated}}
  func.func @no_rule(%x: tensor<16x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> tensor<16x32xf32> {
    // expected-remark@+1 {{result replicated: 2.00 KiB of 2.00 KiB per device, whole size: no sharding rule for stablehlo.custom_call @my_kernel}}
    %0 = stablehlo.custom_call @my_kernel(%x) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    // expected-remark@+1 {{result replicated: 2.00 KiB of 2.00 KiB per device}}
    %1 = stablehlo.negate %0 : tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  // A result annotation splits the values returned, backward.
  // expected-remark@+1 {{argument 0 replicated: 2.00 KiB of 2.00 KiB per device}}
  func.func @result_annotation(%x: tensor<16x32xf32>) -> (tensor<16x32xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}) {
    // expected-remark@+1 {{result [{}, {8}]: 256 B of 2.00 KiB per device}}
    %0 = stablehlo.exponential %x : tensor<16x32xf32>
    // expected-remark@+1 {{result [{}, {8}]: 256 B of 2.00 KiB per device}}
    %1 = stablehlo.negate %0 : tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
}
