// RUN: stablehlo-opt -inline %s | stablehlo-translate --interpret

module @jit_main {
  func.func public @main() -> tensor<2xf32> {
    %0 = func.call @inputs() : () -> tensor<2xf32>
    %1 = func.call @expected() : () -> tensor<2xf32>
    %2 = "stablehlo.tanh"(%0) : (tensor<2xf32>) -> tensor<2xf32>
    "stablehlo.custom_call"(%2, %1) <{call_target_name = "check.expect_close", has_side_effect = true}> : (tensor<2xf32>, tensor<2xf32>) -> ()
    func.return %2 : tensor<2xf32>
  }
  func.func private @inputs() -> tensor<2xf32> {
    %0 = "stablehlo.constant"() <{value = dense<[-1.46958589553833, 0.5]> : tensor<2xf32>}> : () -> tensor<2xf32>
    func.return %0 : tensor<2xf32>
  }
  func.func private @expected() -> tensor<2xf32> {
    %0 = "stablehlo.constant"() <{value = dense<[-0.8994984030723572, 0.46211716532707214]> : tensor<2xf32>}> : () -> tensor<2xf32>
    func.return %0 : tensor<2xf32>
  }
}
