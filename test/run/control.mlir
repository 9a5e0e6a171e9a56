// Control flow and structure: while (including zero iterations), if, case
// (an out-of-range index takes the last branch), calls and recursion,
// composite, tuples, optimization_barrier, the ids of a single process.
// RUN: hlomem-run %s | FileCheck %s
// CHECK: checks: 12 passed, 0 failed

func.func @main() {
  // i counts from 1 while it is below 10: nine iterations, each adding 1
  // to the sum.
  %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
  %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
  %ten = "stablehlo.constant"() <{value = dense<10> : tensor<i64>}> : () -> tensor<i64>
  %w:2 = "stablehlo.while"(%one, %zero) ({
  ^bb0(%i: tensor<i64>, %s: tensor<i64>):
    %c = "stablehlo.compare"(%i, %ten) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i64>, %s: tensor<i64>):
    %s2 = "stablehlo.add"(%s, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%i2, %s2) : (tensor<i64>, tensor<i64>) -> ()
  }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  %nine = "stablehlo.constant"() <{value = dense<9> : tensor<i64>}> : () -> tensor<i64>
  "stablehlo.custom_call"(%w#0, %ten) <{call_target_name = "check.expect_eq"}> : (tensor<i64>, tensor<i64>) -> ()
  "stablehlo.custom_call"(%w#1, %nine) <{call_target_name = "check.expect_eq"}> : (tensor<i64>, tensor<i64>) -> ()

  // A loop whose condition fails at once returns its operands.
  %z = "stablehlo.while"(%ten) ({
  ^bb0(%i: tensor<i64>):
    %c = "stablehlo.compare"(%i, %ten) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i64>):
    "stablehlo.return"(%zero) : (tensor<i64>) -> ()
  }) : (tensor<i64>) -> tensor<i64>
  "stablehlo.custom_call"(%z, %ten) <{call_target_name = "check.expect_eq"}> : (tensor<i64>, tensor<i64>) -> ()

  // if picks a branch; branches see the enclosing values.
  %t = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
  %f = "stablehlo.not"(%t) : (tensor<i1>) -> tensor<i1>
  %a = "stablehlo.if"(%t) ({
    "stablehlo.return"(%ten) : (tensor<i64>) -> ()
  }, {
    "stablehlo.return"(%nine) : (tensor<i64>) -> ()
  }) : (tensor<i1>) -> tensor<i64>
  %b = "stablehlo.if"(%f) ({
    "stablehlo.return"(%ten) : (tensor<i64>) -> ()
  }, {
    %x = "stablehlo.multiply"(%nine, %nine) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%x) : (tensor<i64>) -> ()
  }) : (tensor<i1>) -> tensor<i64>
  %e81 = "stablehlo.constant"() <{value = dense<81> : tensor<i64>}> : () -> tensor<i64>
  "stablehlo.custom_call"(%a, %ten) <{call_target_name = "check.expect_eq"}> : (tensor<i64>, tensor<i64>) -> ()
  "stablehlo.custom_call"(%b, %e81) <{call_target_name = "check.expect_eq"}> : (tensor<i64>, tensor<i64>) -> ()

  // case: index 1 takes branch 1; -1 and 5 take the last branch.
  %i1 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %im = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
  %i5 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
  %c1 = func.call @pick(%i1) : (tensor<i32>) -> tensor<2xi64>
  %cm = func.call @pick(%im) : (tensor<i32>) -> tensor<2xi64>
  %c5 = func.call @pick(%i5) : (tensor<i32>) -> tensor<2xi64>
  %e1 = "stablehlo.constant"() <{value = dense<[1, 1]> : tensor<2xi64>}> : () -> tensor<2xi64>
  %e2 = "stablehlo.constant"() <{value = dense<[2, 2]> : tensor<2xi64>}> : () -> tensor<2xi64>
  "stablehlo.custom_call"(%c1, %e1) <{call_target_name = "check.expect_eq"}> : (tensor<2xi64>, tensor<2xi64>) -> ()
  "stablehlo.custom_call"(%cm, %e2) <{call_target_name = "check.expect_eq"}> : (tensor<2xi64>, tensor<2xi64>) -> ()
  "stablehlo.custom_call"(%c5, %e2) <{call_target_name = "check.expect_eq"}> : (tensor<2xi64>, tensor<2xi64>) -> ()

  // Recursion: 10! through if and func.call.
  %n = "stablehlo.constant"() <{value = dense<10> : tensor<i64>}> : () -> tensor<i64>
  %fact = func.call @factorial(%n) : (tensor<i64>) -> tensor<i64>
  %e10 = "stablehlo.constant"() <{value = dense<3628800> : tensor<i64>}> : () -> tensor<i64>
  "stablehlo.custom_call"(%fact, %e10) <{call_target_name = "check.expect_eq"}> : (tensor<i64>, tensor<i64>) -> ()

  // composite runs its decomposition.
  %sq = "stablehlo.composite"(%nine) <{name = "test.square", decomposition = @square}> : (tensor<i64>) -> tensor<i64>
  "stablehlo.custom_call"(%sq, %e81) <{call_target_name = "check.expect_eq"}> : (tensor<i64>, tensor<i64>) -> ()

  // Tuples and barriers pass values through.
  %tup = "stablehlo.tuple"(%nine, %e1) : (tensor<i64>, tensor<2xi64>) -> tuple<tensor<i64>, tensor<2xi64>>
  %g = "stablehlo.get_tuple_element"(%tup) <{index = 1 : i32}> : (tuple<tensor<i64>, tensor<2xi64>>) -> tensor<2xi64>
  %bar:2 = "stablehlo.optimization_barrier"(%g, %nine) : (tensor<2xi64>, tensor<i64>) -> (tensor<2xi64>, tensor<i64>)
  "stablehlo.custom_call"(%bar#0, %e1) <{call_target_name = "check.expect_eq"}> : (tensor<2xi64>, tensor<2xi64>) -> ()
  %pid = "stablehlo.partition_id"() : () -> tensor<ui32>
  %rid = "stablehlo.replica_id"() : () -> tensor<ui32>
  %sum = "stablehlo.add"(%pid, %rid) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %u0 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
  "stablehlo.custom_call"(%sum, %u0) <{call_target_name = "check.expect_eq"}> : (tensor<ui32>, tensor<ui32>) -> ()
  return
}

func.func private @pick(%i: tensor<i32>) -> tensor<2xi64> {
  %r = "stablehlo.case"(%i) ({
    %z = "stablehlo.constant"() <{value = dense<0> : tensor<2xi64>}> : () -> tensor<2xi64>
    "stablehlo.return"(%z) : (tensor<2xi64>) -> ()
  }, {
    %o = "stablehlo.constant"() <{value = dense<1> : tensor<2xi64>}> : () -> tensor<2xi64>
    "stablehlo.return"(%o) : (tensor<2xi64>) -> ()
  }, {
    %t = "stablehlo.constant"() <{value = dense<2> : tensor<2xi64>}> : () -> tensor<2xi64>
    "stablehlo.return"(%t) : (tensor<2xi64>) -> ()
  }) : (tensor<i32>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}

func.func private @factorial(%n: tensor<i64>) -> tensor<i64> {
  %one = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
  %base = "stablehlo.compare"(%n, %one) <{comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %r = "stablehlo.if"(%base) ({
    "stablehlo.return"(%one) : (tensor<i64>) -> ()
  }, {
    %m = "stablehlo.subtract"(%n, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %f = func.call @factorial(%m) : (tensor<i64>) -> tensor<i64>
    %p = "stablehlo.multiply"(%n, %f) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%p) : (tensor<i64>) -> ()
  }) : (tensor<i1>) -> tensor<i64>
  return %r : tensor<i64>
}

func.func private @square(%x: tensor<i64>) -> tensor<i64> {
  %y = "stablehlo.multiply"(%x, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
  return %y : tensor<i64>
}
