// rng_bit_generator: THREE_FRY is Threefry-2x32-20 and PHILOX (and
// DEFAULT) Philox-4x32-10, keyed by state word 0 and counting from the
// rest; the first blocks are the generators' published known-answer
// vectors (Salmon et al., Random123), and the new state is the counter
// advanced past the blocks used.
// RUN: hlomem-run %s | FileCheck %s
// CHECK: checks: 10 passed, 0 failed

func.func @main() {
  %zero2 = "stablehlo.constant"() <{value = dense<0> : tensor<2xui64>}> : () -> tensor<2xui64>
  %s1, %o1 = "stablehlo.rng_bit_generator"(%zero2) <{rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
  %k1 = "stablehlo.constant"() <{value = dense<[0x6B200159, 0x99BA4EFE]> : tensor<2xui32>}> : () -> tensor<2xui32>
  %n1 = "stablehlo.constant"() <{value = dense<[0, 1]> : tensor<2xui64>}> : () -> tensor<2xui64>
  "stablehlo.custom_call"(%o1, %k1) <{call_target_name = "check.expect_eq"}> : (tensor<2xui32>, tensor<2xui32>) -> ()
  "stablehlo.custom_call"(%s1, %n1) <{call_target_name = "check.expect_eq"}> : (tensor<2xui64>, tensor<2xui64>) -> ()

  %ones2 = "stablehlo.constant"() <{value = dense<18446744073709551615> : tensor<2xui64>}> : () -> tensor<2xui64>
  %s2, %o2 = "stablehlo.rng_bit_generator"(%ones2) <{rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
  %k2 = "stablehlo.constant"() <{value = dense<[0x1CB996FC, 0xBB002BE7]> : tensor<2xui32>}> : () -> tensor<2xui32>
  "stablehlo.custom_call"(%o2, %k2) <{call_target_name = "check.expect_eq"}> : (tensor<2xui32>, tensor<2xui32>) -> ()

  %s3, %o3 = "stablehlo.rng_bit_generator"(%zero2) <{rng_algorithm = #stablehlo<rng_algorithm PHILOX>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  %k3 = "stablehlo.constant"() <{value = dense<[0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]> : tensor<4xui32>}> : () -> tensor<4xui32>
  "stablehlo.custom_call"(%o3, %k3) <{call_target_name = "check.expect_eq"}> : (tensor<4xui32>, tensor<4xui32>) -> ()
  "stablehlo.custom_call"(%s3, %n1) <{call_target_name = "check.expect_eq"}> : (tensor<2xui64>, tensor<2xui64>) -> ()

  // A 128-bit counter of all ones wraps to zero.
  %ones3 = "stablehlo.constant"() <{value = dense<18446744073709551615> : tensor<3xui64>}> : () -> tensor<3xui64>
  %s4, %o4 = "stablehlo.rng_bit_generator"(%ones3) <{rng_algorithm = #stablehlo<rng_algorithm PHILOX>}> : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  %k4 = "stablehlo.constant"() <{value = dense<[0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD]> : tensor<4xui32>}> : () -> tensor<4xui32>
  %n4 = "stablehlo.constant"() <{value = dense<[18446744073709551615, 0, 0]> : tensor<3xui64>}> : () -> tensor<3xui64>
  "stablehlo.custom_call"(%o4, %k4) <{call_target_name = "check.expect_eq"}> : (tensor<4xui32>, tensor<4xui32>) -> ()
  "stablehlo.custom_call"(%s4, %n4) <{call_target_name = "check.expect_eq"}> : (tensor<3xui64>, tensor<3xui64>) -> ()

  // DEFAULT is PHILOX; a later state continues the stream: blocks 0 and 1
  // of one call are block 0 of a call at counter 0 and at counter 1.
  %s5, %o5 = "stablehlo.rng_bit_generator"(%zero2) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x4xui32>)
  %b0 = "stablehlo.slice"(%o5) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 4>, strides = array<i64: 1, 1>}> : (tensor<2x4xui32>) -> tensor<1x4xui32>
  %b1 = "stablehlo.slice"(%o5) <{start_indices = array<i64: 1, 0>, limit_indices = array<i64: 2, 4>, strides = array<i64: 1, 1>}> : (tensor<2x4xui32>) -> tensor<1x4xui32>
  %k3r = "stablehlo.reshape"(%k3) : (tensor<4xui32>) -> tensor<1x4xui32>
  "stablehlo.custom_call"(%b0, %k3r) <{call_target_name = "check.expect_eq"}> : (tensor<1x4xui32>, tensor<1x4xui32>) -> ()
  %s6, %o6 = "stablehlo.rng_bit_generator"(%n1) <{rng_algorithm = #stablehlo<rng_algorithm PHILOX>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1x4xui32>)
  "stablehlo.custom_call"(%b1, %o6) <{call_target_name = "check.expect_eq"}> : (tensor<1x4xui32>, tensor<1x4xui32>) -> ()
  %n5 = "stablehlo.constant"() <{value = dense<[0, 2]> : tensor<2xui64>}> : () -> tensor<2xui64>
  "stablehlo.custom_call"(%s5, %n5) <{call_target_name = "check.expect_eq"}> : (tensor<2xui64>, tensor<2xui64>) -> ()
  return
}
