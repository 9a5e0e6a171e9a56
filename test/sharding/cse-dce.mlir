// Sharding annotations under hlomem-cse and hlomem-dce. XLA's @Sharding
// custom call has no side effect, and HloCSE is sharding-sensitive: equal
// annotations of one value merge, annotations of another split do not;
// Shardy's constraints (which XLA sees as @Sharding calls) likewise. A
// dead annotation is kept: it still says how its operand is split (Shardy
// reads a dangling constraint so).
// RUN: hlomem-opt %s --hlomem-cse --hlomem-dce | FileCheck %s
// RUN: hlomem-opt %s --hlomem-cse=stats --verify-diagnostics -o /dev/null

module attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  // CHECK-LABEL: func.func @cse
  // CHECK-NEXT: %[[A:.+]] = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[4,1]<=[4]}"}
  // CHECK-NEXT: %[[B:.+]] = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[1,4]<=[4]}"}
  // CHECK-NEXT: %[[C:.+]] = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]>
  // CHECK-NEXT: return %[[A]], %[[A]], %[[B]], %[[C]], %[[C]]
  // expected-remark@+1 {{hlomem-cse: merged 2 ops in @cse (constants: 0)}}
  func.func @cse(%a: tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>) {
    %0 = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %1 = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %2 = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{devices=[1,4]<=[4]}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %3 = sdy.sharding_constraint %a <@mesh, [{"x"}, {}]> : tensor<16x8xf32>
    %4 = sdy.sharding_constraint %a <@mesh, [{"x"}, {}]> : tensor<16x8xf32>
    return %0, %1, %2, %3, %4 : tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>
  }
  // CHECK-LABEL: func.func @dce
  // CHECK-NEXT: stablehlo.custom_call @Sharding(%arg0)
  // CHECK-NEXT: sdy.sharding_constraint %arg0
  // CHECK-NEXT: return %arg0
  // expected-remark@+1 {{hlomem-cse: merged 0 ops in @dce}}
  func.func @dce(%a: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %1 = sdy.sharding_constraint %a <@mesh, [{"x"}, {}]> : tensor<16x8xf32>
    %2 = stablehlo.negate %a : tensor<16x8xf32>
    return %a : tensor<16x8xf32>
  }
}
