// hlomem-remat on a program split over 4 devices: the budget is one
// device's, and a recomputation goes through a sharding annotation, its
// clones keeping their shardings (mhlo.sharding on the exponential, the
// @Sharding call itself).
//
// Per device every tensor<1024xf32> is 1 KiB and %big 4 KiB (its columns
// split like %u). @Sharding's result is its operand's buffer.
//   %a {x a} 2 KiB, %b = view of %a, %u {x a u} 3 KiB,
//   %big {x a u big} 7 KiB <- peak, %s {x a big s} ..., %t, %r.
// With a budget of 6 KiB, %b (with %a) is recomputed after the peak:
//   %big {x u big} 6 KiB.
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=6KiB' | FileCheck %s
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=6KiB stats' --verify-diagnostics -o /dev/null
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=6KiB' --hlomem-memory-report=fusion=none -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %hlomem-diff %s --hlomem-remat='fusion=none budget=6KiB' | FileCheck %s --check-prefix=DIFF

// CHECK-LABEL: func.func @chain
// CHECK: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0, %{{.+}} : tensor<1024xf32>, tensor<1024xf32>
// CHECK-NEXT: %[[A:.+]] = stablehlo.exponential %[[P]]#0 {mhlo.sharding = "{devices=[4]<=[4]}"}
// CHECK-NEXT: %[[B:.+]] = stablehlo.custom_call @Sharding(%[[A]]) {mhlo.sharding = "{devices=[4]<=[4]}"}
// CHECK-NEXT: %[[R:.+]] = stablehlo.add %[[P]]#1, %[[B]]
// CHECK-NEXT: return %[[R]]
// REPORT: sizes: per device (4 devices)
// REPORT: @chain: peak 6.00 KiB (6144 B)
// DIFF: hlomem-diff: 1 function agree, 0 skipped, 0 differ
module attributes {mhlo.num_partitions = 4 : i32} {
  // expected-remark@+1 {{hlomem-remat: @chain: peak 7168 B -> 6144 B (budget 6144 B, 85.7% of the peak); recomputed 1 value: 2 ops cloned, 0 dropped}}
  func.func @chain(%x: tensor<1024xf32> {mhlo.sharding = "{devices=[4]<=[4]}"}) -> tensor<1024xf32> {
    %a = stablehlo.exponential %x {mhlo.sharding = "{devices=[4]<=[4]}"} : tensor<1024xf32>
    %b = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %u = stablehlo.add %b, %x : tensor<1024xf32>
    %big = stablehlo.broadcast_in_dim %u, dims = [1] : (tensor<1024xf32>) -> tensor<4x1024xf32>
    %s = stablehlo.slice %big [1:2, 0:1024] : (tensor<4x1024xf32>) -> tensor<1x1024xf32>
    %t = stablehlo.reshape %s : (tensor<1x1024xf32>) -> tensor<1024xf32>
    %r = stablehlo.add %t, %b : tensor<1024xf32>
    return %r : tensor<1024xf32>
  }
}
