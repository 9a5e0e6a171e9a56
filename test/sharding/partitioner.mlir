// What XLA's SPMD partitioner adds to one device's program
// (docs/memory-model.md, "What the partitioner adds").
//
// @fsdp: a layer whose weight is split by rows over the 4 devices that
// also split the batch (FSDP). Per device: x 8 KiB, w 4 MiB, dy 32 KiB.
//  - %h = x . w: the batch keeps its split, so w's contracted rows must
//    be gathered: f32[1024,4096], 16 MiB. %dx reads w whole too: XLA's
//    reshard cache gives both one all-gather, live from %h to %dx.
//  - %dw = x^T . dy contracts the split batch: each device makes the
//    whole f32[1024,4096] of local sums (16 MiB), reduce-scattered into
//    the rows the result attribute asks for (4 MiB).
// Peak at %dw: arguments 4,235,264 + %y 32,768 + %dw 4,194,304 live, and
// the gathered weight and the local sums, 2 x 16,777,216: 42,016,768 B.
// Without the partitioner's buffers (partitioner=false) %dw stays a
// pending sum of 16 MiB, live until the return.
//
// @data_parallel: every operand is split as its op reads it: nothing is
// added. @explicit: a manual computation's collectives are the program's.
// RUN: hlomem-opt %s --hlomem-memory-report='top=2' -o /dev/null 2>&1 | FileCheck %s
// RUN: hlomem-opt %s --hlomem-memory-report='top=0 partitioner=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: hlomem-opt %s --hlomem-memory-report='format=json out=-' -o /dev/null | FileCheck %s --check-prefix=JSON

// CHECK-LABEL: @fsdp: peak 40.07 MiB (42016768 B) at op 3 of 5
// CHECK-NEXT: live 8.07 MiB + transient 32.00 MiB
// CHECK: the SPMD partitioner's collectives: 2 (all-gather 1, reduce-scatter 1); their buffers at the peak: 32.00 MiB
// CHECK-NEXT: 16.00 MiB  f32[1024,4096]  all-gather of argument #1 for stablehlo.dot_general (2 readers) at {{.*}}partitioner.mlir:38:10
// CHECK-NEXT: 16.00 MiB  f32[1024,4096]  reduce-scatter of stablehlo.dot_general at {{.*}}partitioner.mlir:40:11
// CHECK-LABEL: @data_parallel: peak
// CHECK-NOT: partitioner's
// CHECK-LABEL: @explicit: peak
// CHECK-NOT: partitioner's
// OFF-LABEL: @fsdp: peak 20.08 MiB (21053440 B)
// OFF-NOT: partitioner's
// JSON: "name": "fsdp", "peak_bytes": 42016768,
// JSON-SAME: "partitioner_bytes_at_peak": 33554432, "collectives": [{"kind": "all-gather", "shape": "f32[1024,4096]", "bytes": 16777216, "extra_bytes": 16777216, "moved_bytes": 12582912, "op": "stablehlo.dot_general", "operand": 1, "loc": "{{.*}}partitioner.mlir:38:10", "first_point": 0, "last_point": 3, "readers": 2}, {"kind": "reduce-scatter", "shape": "f32[256,4096]", "bytes": 4194304, "extra_bytes": 16777216, "moved_bytes": 12582912, "op": "stablehlo.dot_general", "operand": -1, "loc": "{{.*}}partitioner.mlir:40:11", "sums_shape": "f32[1024,4096]", "first_point": 2, "last_point": 2, "readers": 1}]
module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @fsdp(%x: tensor<8x1024xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %w: tensor<1024x4096xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %dy: tensor<8x4096xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<8x4096xf32>, tensor<1024x4096xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, tensor<8x1024xf32>) {
    %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x1024xf32>, tensor<1024x4096xf32>) -> tensor<8x4096xf32>
    %y = stablehlo.tanh %h : tensor<8x4096xf32>
    %dw = stablehlo.dot_general %x, %dy, contracting_dims = [0] x [0] : (tensor<8x1024xf32>, tensor<8x4096xf32>) -> tensor<1024x4096xf32>
    %dx = stablehlo.dot_general %dy, %w, contracting_dims = [1] x [1] : (tensor<8x4096xf32>, tensor<1024x4096xf32>) -> tensor<8x1024xf32>
    return %y, %dw, %dx : tensor<8x4096xf32>, tensor<1024x4096xf32>, tensor<8x1024xf32>
  }
  func.func @data_parallel(%x: tensor<8x1024xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %w: tensor<1024x256xf32> {mhlo.sharding = "{replicated}"}) -> tensor<8x256xf32> {
    %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x1024xf32>, tensor<1024x256xf32>) -> tensor<8x256xf32>
    %y = stablehlo.tanh %h : tensor<8x256xf32>
    return %y : tensor<8x256xf32>
  }
  func.func @explicit(%x: tensor<8x1024xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> tensor<8x1024xf32> {
    %0 = stablehlo.custom_call @SPMDFullToShardShape(%x) {mhlo.sharding = "{manual}"} : (tensor<8x1024xf32>) -> tensor<2x1024xf32>
    %1 = "stablehlo.all_reduce"(%0) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, mhlo.sharding = "{manual}"} : (tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %2 = stablehlo.custom_call @SPMDShardToFullShape(%1) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<2x1024xf32>) -> tensor<8x1024xf32>
    return %2 : tensor<8x1024xf32>
  }
}
