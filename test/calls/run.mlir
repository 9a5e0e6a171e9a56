// The interpreter runs calls made from the bodies of StableHLO ops, which
// only parse because hlomem checks them itself: JAX's cumlogsumexp (a
// reduce_window whose body calls logaddexp), a reduce whose body calls a
// function, and a sort whose comparator does; each against values worked
// out by hand. The same through bytecode fails with a note saying why.
// RUN: hlomem-run %s | FileCheck %s
// CHECK: checks: 3 passed, 0 failed

// RUN: hlomem-opt %s --emit-bytecode -o %t.mlirbc
// RUN: not hlomem-run %t.mlirbc 2>&1 | FileCheck %s --check-prefix=BYTECODE
// BYTECODE: error: 'func.call' op '{{[a-z_]+}}' does not reference a valid function
// BYTECODE: note: calls inside the regions of StableHLO ops are read from text only: MLIR's bytecode reader cannot resolve their callees

func.func @main() {
  // cumlogsumexp([0, 0, 0, 0]) = [log 1, log 2, log 3, log 4]
  %x = "stablehlo.constant"() <{value = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %ninf = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %c = "stablehlo.reduce_window"(%x, %ninf) <{padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 4>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = func.call @logaddexp(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %logs = "stablehlo.constant"() <{value = dense<[0.0, 0.693147182, 1.09861231, 1.38629436]> : tensor<4xf32>}> : () -> tensor<4xf32>
  "stablehlo.custom_call"(%c, %logs) <{call_target_name = "check.expect_close"}> {max_ulp_difference = 2 : i64} : (tensor<4xf32>, tensor<4xf32>) -> ()

  // sum of squares through a called body: 1 + 4 + 9 = 14 (from 0)
  %v = "stablehlo.constant"() <{value = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %q = "stablehlo.reduce"(%v, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%acc: tensor<i32>, %e: tensor<i32>):
    %s = "func.call"(%acc, %e) <{callee = @add_square}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  %fourteen = "stablehlo.constant"() <{value = dense<14> : tensor<i32>}> : () -> tensor<i32>
  "stablehlo.custom_call"(%q, %fourteen) <{call_target_name = "check.expect_eq"}> : (tensor<i32>, tensor<i32>) -> ()

  // descending by absolute value, the comparator a call
  %u = "stablehlo.constant"() <{value = dense<[1.0, -3.0, 2.0, -0.5]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %sorted = "stablehlo.sort"(%u) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = call @abs_greater(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  %want = "stablehlo.constant"() <{value = dense<[-3.0, 2.0, 1.0, -0.5]> : tensor<4xf32>}> : () -> tensor<4xf32>
  "stablehlo.custom_call"(%sorted, %want) <{call_target_name = "check.expect_eq"}> : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

func.func private @logaddexp(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %1 = "stablehlo.subtract"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %2 = "stablehlo.compare"(%1, %1) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %3 = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %4 = "stablehlo.abs"(%1) : (tensor<f32>) -> tensor<f32>
  %5 = "stablehlo.negate"(%4) : (tensor<f32>) -> tensor<f32>
  %6 = "stablehlo.exponential"(%5) : (tensor<f32>) -> tensor<f32>
  %7 = "stablehlo.log_plus_one"(%6) : (tensor<f32>) -> tensor<f32>
  %8 = "stablehlo.add"(%0, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %9 = "stablehlo.select"(%2, %3, %8) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return %9 : tensor<f32>
}

func.func private @add_square(%acc: tensor<i32>, %e: tensor<i32>) -> tensor<i32> {
  %sq = "stablehlo.multiply"(%e, %e) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %s = "stablehlo.add"(%acc, %sq) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %s : tensor<i32>
}

func.func private @abs_greater(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  %x = "stablehlo.abs"(%a) : (tensor<f32>) -> tensor<f32>
  %y = "stablehlo.abs"(%b) : (tensor<f32>) -> tensor<f32>
  %p = "stablehlo.compare"(%x, %y) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %p : tensor<i1>
}
