// Propagation through regions and calls, annotation ops and open dimensions:
// each value's split and bytes per device (the report's shardings=true).
// RUN: hlomem-opt %s --verify-diagnostics --hlomem-memory-report='shardings=true out=/dev/null inline=false' -o /dev/null

module attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]>
  // A while loop's carries keep their init's split, in the body too.
  // expected-remark@+2 {{argument 0 [{4}, {}]: 32 B of 128 B per device, annotated}}
  // expected-remark@+1 {{argument 1 replicated: 4 B of 4 B per device}}
  func.func @loop(%x: tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %n: tensor<i32>) -> tensor<8x4xf32> {
    // expected-remark@+1 {{result replicated: 4 B of 4 B per device}}
    %zero = stablehlo.constant dense<0> : tensor<i32>
    // expected-remark@+6 {{result #0 replicated: 4 B of 4 B per device}}
    // expected-remark@+5 {{result #1 [{4}, {}]: 32 B of 128 B per device}}
    // expected-remark@+4 {{region 0 argument 0 replicated: 4 B of 4 B per device}}
    // expected-remark@+3 {{region 0 argument 1 [{4}, {}]: 32 B of 128 B per device}}
    // expected-remark@+2 {{region 1 argument 0 replicated: 4 B of 4 B per device}}
    // expected-remark@+1 {{region 1 argument 1 [{4}, {}]: 32 B of 128 B per device}}
    %0:2 = stablehlo.while(%i = %zero, %acc = %x) : tensor<i32>, tensor<8x4xf32>
    cond {
      // expected-remark@+1 {{result replicated: 1 B of 1 B per device}}
      %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      // expected-remark@+1 {{result [{4}, {}]: 32 B of 128 B per device}}
      %e = stablehlo.exponential %acc : tensor<8x4xf32>
      // expected-remark@+1 {{result replicated: 4 B of 4 B per device}}
      %one = stablehlo.constant dense<1> : tensor<i32>
      // expected-remark@+1 {{result replicated: 4 B of 4 B per device}}
      %j = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %j, %e : tensor<i32>, tensor<8x4xf32>
    }
    return %0#1 : tensor<8x4xf32>
  }
  // A private function's arguments are what its calls pass, dimension by
  // dimension where they agree; its results go back to the calls.
  // expected-remark@+3 {{argument 0 [{4}, {}]: 32 B of 128 B per device, annotated}}
  // expected-remark@+2 {{argument 1 [{4}, {}]: 32 B of 128 B per device, annotated}}
  // expected-remark@+1 {{argument 2 [{}, {4}]: 32 B of 128 B per device, annotated}}
  func.func @caller(%x: tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %y: tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %z: tensor<8x4xf32> {mhlo.sharding = "{devices=[1,4]<=[4]}"}) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
    // expected-remark@+1 {{result [{4}, {}]: 32 B of 128 B per device}}
    %0 = func.call @callee(%x, %y) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    // expected-remark@+1 {{result [{4}, {}]: 32 B of 128 B per device}}
    %1 = func.call @callee(%x, %z) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0, %1 : tensor<8x4xf32>, tensor<8x4xf32>
  }
  // expected-remark@+2 {{argument 0 [{4}, {}]: 32 B of 128 B per device}}
  // expected-remark@+1 {{argument 1 replicated: 128 B of 128 B per device}}
  func.func private @callee(%a: tensor<8x4xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
    // expected-remark@+1 {{result [{4}, {}]: 32 B of 128 B per device}}
    %0 = stablehlo.subtract %b, %a : tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
  // GSPMD's manual regions (shard_map): @Sharding, then the per-device
  // shape under {manual}, and back. The views have one size throughout.
  // expected-remark@+1 {{argument 0 [{4}, {}]: 32 B of 128 B per device, annotated}}
  func.func @manual(%x: tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> tensor<8x4xf32> {
    // expected-remark@+1 {{result [{4}, {}]: 32 B of 128 B per device, annotated}}
    %0 = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    // expected-remark@+1 {{result manual: 32 B of 32 B per device, annotated}}
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<2x4xf32>
    // expected-remark@+1 {{result manual: 32 B of 32 B per device}}
    %2 = stablehlo.negate %1 : tensor<2x4xf32>
    // expected-remark@+1 {{result manual: 32 B of 32 B per device, annotated}}
    %3 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    // expected-remark@+1 {{result [{4}, {}]: 32 B of 128 B per device, annotated}}
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<2x4xf32>) -> tensor<8x4xf32>
    return %4 : tensor<8x4xf32>
  }
  // Shardy's manual computation: the body is local to the manual axis,
  // still split over the free one.
  // expected-remark@+1 {{argument 0 [{2}, {2}]: 32 B of 128 B per device, annotated}}
  func.func @sdy_manual(%x: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> tensor<8x4xf32> {
    // expected-remark@+2 {{result [{2}, {}]: 64 B of 128 B per device, annotated}}
    // expected-remark@+1 {{region 0 argument 0 [{}, {2}]: 32 B of 64 B per device, annotated}}
    %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data"} (%arg1: tensor<4x4xf32>) {
      // expected-remark@+1 {{result [{}, {2}]: 32 B of 64 B per device}}
      %1 = stablehlo.negate %arg1 : tensor<4x4xf32>
      sdy.return %1 : tensor<4x4xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
  // Open dimensions of a constraint take the operand's split; an
  // unspecified dimension of @Sharding likewise; the operand of a
  // constraint takes its split backward.
  // expected-remark@+2 {{argument 0 replicated: 128 B of 128 B per device}}
  // expected-remark@+1 {{argument 1 [{}, {2}]: 64 B of 128 B per device, annotated}}
  func.func @open(%x: tensor<8x4xf32>, %y: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
    // expected-remark@+1 {{result [{2}, {}]: 64 B of 128 B per device}}
    %0 = stablehlo.exponential %x : tensor<8x4xf32>
    // expected-remark@+1 {{result [{2}, {}]: 64 B of 128 B per device, annotated}}
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
    // expected-remark@+1 {{result [{2}, {2}]: 32 B of 128 B per device}}
    %2 = stablehlo.add %y, %y : tensor<8x4xf32>
    // expected-remark@+1 {{result [{2}, {2}]: 32 B of 128 B per device, annotated}}
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {?}]> : tensor<8x4xf32>
    // expected-remark@+1 {{result [{2}, {2}]: 32 B of 128 B per device, annotated}}
    %4 = stablehlo.custom_call @Sharding(%2) {backend_config = "unspecified_dims=[1]", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %1, %4 : tensor<8x4xf32>, tensor<8x4xf32>
  }
  // sdy.sharding on an op's results, and a maximal sharding that passes to
  // the ops computed from it.
  // expected-remark@+1 {{argument 0 replicated: 128 B of 128 B per device}}
  func.func @on_ops(%x: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
    // expected-remark@+1 {{result [{4}, {}]: 32 B of 128 B per device, annotated}}
    %0 = stablehlo.negate %x {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<8x4xf32>
    // expected-remark@+1 {{result maximal device=1: 128 B of 128 B per device, annotated}}
    %1 = stablehlo.abs %x {mhlo.sharding = "{maximal device=1}"} : tensor<8x4xf32>
    // expected-remark@+1 {{result maximal device=1: 128 B of 128 B per device}}
    %2 = stablehlo.exponential %1 : tensor<8x4xf32>
    return %0, %2 : tensor<8x4xf32>, tensor<8x4xf32>
  }
  // if: each result from the branch that splits it.
  // expected-remark@+2 {{argument 0 replicated: 1 B of 1 B per device}}
  // expected-remark@+1 {{argument 1 [{4}, {}]: 32 B of 128 B per device, annotated}}
  func.func @branches(%p: tensor<i1>, %x: tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> tensor<8x4xf32> {
    // expected-remark@+1 {{result [{4}, {}]: 32 B of 128 B per device}}
    %0 = "stablehlo.if"(%p) ({
      // expected-remark@+1 {{result [{4}, {}]: 32 B of 128 B per device}}
      %1 = stablehlo.negate %x : tensor<8x4xf32>
      stablehlo.return %1 : tensor<8x4xf32>
    }, {
      stablehlo.return %x : tensor<8x4xf32>
    }) : (tensor<i1>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
