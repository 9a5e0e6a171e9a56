// The cost model on one device of a sharded module: each op's FLOPs scale
// by the share of its result the device holds (for a reduce, of its input),
// a dot over a split contraction does its share of the pending sum, and
// the bytes accessed are the operands' and results' bytes per device.
// per-device=false gives the whole program's cost.
// RUN: hlomem-opt %s --hlomem-memory-report='format=json out=-' -o /dev/null | FileCheck %s
// RUN: hlomem-opt %s --hlomem-memory-report='format=json per-device=false out=-' -o /dev/null | FileCheck %s --check-prefix=WHOLE

module attributes {mhlo.num_partitions = 8 : i32} {
  // [64,128]x[128,256] with the rows split 8 ways: each device makes 8 rows
  // of the result, 2*8*256*128 FLOPs; it reads 8*128 + 128*256 floats and
  // writes 8*256: 143360 bytes.
  // CHECK-LABEL: "name": "rows"
  // CHECK-SAME: "cost": {"flops": 524288, "matmul_flops": 524288, "transcendentals": 0, "bytes_accessed": 143360,
  // WHOLE-LABEL: "name": "rows"
  // WHOLE-SAME: "cost": {"flops": 4194304, "matmul_flops": 4194304, "transcendentals": 0, "bytes_accessed": 229376,
  func.func @rows(%a: tensor<64x128xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %b: tensor<128x256xf32> {mhlo.sharding = "{replicated}"}) -> tensor<64x256xf32> {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x256xf32>) -> tensor<64x256xf32>
    return %0 : tensor<64x256xf32>
  }

  // The contraction split 2 ways (a row-parallel kernel): each device holds
  // a whole partial result over half the sum, 2*64*256*64 FLOPs; it reads
  // 64*64 + 64*256 floats and writes 64*256: 147456 bytes.
  // CHECK-LABEL: "name": "contraction"
  // CHECK-SAME: "cost": {"flops": 2097152, "matmul_flops": 2097152, "transcendentals": 0, "bytes_accessed": 147456,
  // WHOLE-LABEL: "name": "contraction"
  // WHOLE-SAME: "cost": {"flops": 4194304, "matmul_flops": 4194304, "transcendentals": 0, "bytes_accessed": 229376,
  func.func @contraction(%a: tensor<64x128xf32> {mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dim_replicate}"}, %b: tensor<128x256xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> tensor<64x256xf32> {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x256xf32>) -> tensor<64x256xf32>
    return %0 : tensor<64x256xf32>
  }

  // A sum over a dimension split 8 ways: each device adds its 64*16 of the
  // 64*128 inputs. The exp before it: 64*16 transcendentals per device.
  // CHECK-LABEL: "name": "reduce_split"
  // CHECK-SAME: "cost": {"flops": 1024, "matmul_flops": 0, "transcendentals": 1024,
  // WHOLE-LABEL: "name": "reduce_split"
  // WHOLE-SAME: "cost": {"flops": 8192, "matmul_flops": 0, "transcendentals": 8192,
  func.func @reduce_split(%a: tensor<64x128xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}) -> tensor<64xf32> {
    %e = stablehlo.exponential %a : tensor<64x128xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
}
