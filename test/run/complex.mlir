// Complex arithmetic, math and comparison, and the ops moving between
// complex and real (abs, real, imag, complex).
// RUN: hlomem-run %s | FileCheck %s
// CHECK: checks: 18 passed, 0 failed

func.func @main() {
  %c0 = "stablehlo.constant"() <{value = dense<[(1.0, 2.0), (-1.5, 0.5)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  %c1 = "stablehlo.constant"() <{value = dense<[(3.0, 4.0), (1.5, -0.5)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  %r2 = "stablehlo.add"(%c0, %c1) : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  %c3 = "stablehlo.constant"() <{value = dense<[(4.0, 6.0), (0.0, 0.0)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  "stablehlo.custom_call"(%r2, %c3) <{call_target_name = "check.expect_eq"}> : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> ()
  %c4 = "stablehlo.constant"() <{value = dense<[(1.0, 2.0)]> : tensor<1xcomplex<f64>>}> : () -> tensor<1xcomplex<f64>>
  %c5 = "stablehlo.constant"() <{value = dense<[(3.0, 5.0)]> : tensor<1xcomplex<f64>>}> : () -> tensor<1xcomplex<f64>>
  %r6 = "stablehlo.subtract"(%c4, %c5) : (tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>) -> tensor<1xcomplex<f64>>
  %c7 = "stablehlo.constant"() <{value = dense<[(-2.0, -3.0)]> : tensor<1xcomplex<f64>>}> : () -> tensor<1xcomplex<f64>>
  "stablehlo.custom_call"(%r6, %c7) <{call_target_name = "check.expect_eq"}> : (tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>) -> ()
  // (1+2i)(3+4i) = -5+10i; i*i = -1
  %c8 = "stablehlo.constant"() <{value = dense<[(1.0, 2.0), (0.0, 1.0)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  %c9 = "stablehlo.constant"() <{value = dense<[(3.0, 4.0), (0.0, 1.0)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  %r10 = "stablehlo.multiply"(%c8, %c9) : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  %c11 = "stablehlo.constant"() <{value = dense<[(-5.0, 10.0), (-1.0, 0.0)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  "stablehlo.custom_call"(%r10, %c11) <{call_target_name = "check.expect_eq"}> : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> ()
  %c12 = "stablehlo.constant"() <{value = dense<[(1.5, 2.5), (7.5, 5.5)]> : tensor<2xcomplex<f64>>}> : () -> tensor<2xcomplex<f64>>
  %c13 = "stablehlo.constant"() <{value = dense<[(2.5, 1.5), (5.5, 7.5)]> : tensor<2xcomplex<f64>>}> : () -> tensor<2xcomplex<f64>>
  %r14 = "stablehlo.divide"(%c12, %c13) : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  %c15 = "stablehlo.constant"() <{value = dense<[(0.88235294117647056, 0.4705882352941177), (0.95375722543352603, -0.30057803468208094)]> : tensor<2xcomplex<f64>>}> : () -> tensor<2xcomplex<f64>>
  "stablehlo.custom_call"(%r14, %c15) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-12 : f64}> : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> ()
  %c16 = "stablehlo.constant"() <{value = dense<[(1.0, -2.0)]> : tensor<1xcomplex<f32>>}> : () -> tensor<1xcomplex<f32>>
  %r17 = "stablehlo.negate"(%c16) : (tensor<1xcomplex<f32>>) -> tensor<1xcomplex<f32>>
  %c18 = "stablehlo.constant"() <{value = dense<[(-1.0, 2.0)]> : tensor<1xcomplex<f32>>}> : () -> tensor<1xcomplex<f32>>
  "stablehlo.custom_call"(%r17, %c18) <{call_target_name = "check.expect_eq"}> : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>) -> ()
  // abs, real and imag return the component type
  %c19 = "stablehlo.constant"() <{value = dense<[(3.0, 4.0), (0.0, -2.0)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  %r20 = "stablehlo.abs"(%c19) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %c21 = "stablehlo.constant"() <{value = dense<[5.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "stablehlo.custom_call"(%r20, %c21) <{call_target_name = "check.expect_eq"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  %c22 = "stablehlo.constant"() <{value = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  %r23 = "stablehlo.real"(%c22) : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %c24 = "stablehlo.constant"() <{value = dense<[1.0, 3.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "stablehlo.custom_call"(%r23, %c24) <{call_target_name = "check.expect_eq"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  %c25 = "stablehlo.constant"() <{value = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>}> : () -> tensor<2xcomplex<f64>>
  %r26 = "stablehlo.imag"(%c25) : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  %c27 = "stablehlo.constant"() <{value = dense<[2.0, 4.0]> : tensor<2xf64>}> : () -> tensor<2xf64>
  "stablehlo.custom_call"(%r26, %c27) <{call_target_name = "check.expect_eq"}> : (tensor<2xf64>, tensor<2xf64>) -> ()
  // of a real number: itself, and an exact 0
  %c28 = "stablehlo.constant"() <{value = dense<[5.0, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r29 = "stablehlo.real"(%c28) : (tensor<2xf32>) -> tensor<2xf32>
  %c30 = "stablehlo.constant"() <{value = dense<[5.0, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "stablehlo.custom_call"(%r29, %c30) <{call_target_name = "check.expect_eq"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  %c31 = "stablehlo.constant"() <{value = dense<[5.0, 0x7FC00000]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r32 = "stablehlo.imag"(%c31) : (tensor<2xf32>) -> tensor<2xf32>
  %c33 = "stablehlo.constant"() <{value = dense<[0.0, 0.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "stablehlo.custom_call"(%r32, %c33) <{call_target_name = "check.expect_eq"}> : (tensor<2xf32>, tensor<2xf32>) -> ()
  %c34 = "stablehlo.constant"() <{value = dense<[1.0, 3.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c35 = "stablehlo.constant"() <{value = dense<[2.0, 4.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %r36 = "stablehlo.complex"(%c34, %c35) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f32>>
  %c37 = "stablehlo.constant"() <{value = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  "stablehlo.custom_call"(%r36, %c37) <{call_target_name = "check.expect_eq"}> : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> ()
  // e^(i pi) = -1
  %c38 = "stablehlo.constant"() <{value = dense<[(0.0, 3.14159265358979)]> : tensor<1xcomplex<f64>>}> : () -> tensor<1xcomplex<f64>>
  %r39 = "stablehlo.exponential"(%c38) : (tensor<1xcomplex<f64>>) -> tensor<1xcomplex<f64>>
  %c40 = "stablehlo.constant"() <{value = dense<[(-1.0, 0.0)]> : tensor<1xcomplex<f64>>}> : () -> tensor<1xcomplex<f64>>
  "stablehlo.custom_call"(%r39, %c40) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-12 : f64}> : (tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>) -> ()
  %c41 = "stablehlo.constant"() <{value = dense<[(-4.0, 0.0), (0.0, 2.0)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  %r42 = "stablehlo.sqrt"(%c41) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  %c43 = "stablehlo.constant"() <{value = dense<[(0.0, 2.0), (1.0, 1.0)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  "stablehlo.custom_call"(%r42, %c43) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-6 : f64}> : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> ()
  %c44 = "stablehlo.constant"() <{value = dense<[(-1.0, 0.0)]> : tensor<1xcomplex<f64>>}> : () -> tensor<1xcomplex<f64>>
  %r45 = "stablehlo.log"(%c44) : (tensor<1xcomplex<f64>>) -> tensor<1xcomplex<f64>>
  %c46 = "stablehlo.constant"() <{value = dense<[(0.0, 3.1415926535897931)]> : tensor<1xcomplex<f64>>}> : () -> tensor<1xcomplex<f64>>
  "stablehlo.custom_call"(%r45, %c46) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-12 : f64}> : (tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>) -> ()
  %c47 = "stablehlo.constant"() <{value = dense<[(1.5, 2.5), (7.5, 5.5)]> : tensor<2xcomplex<f64>>}> : () -> tensor<2xcomplex<f64>>
  %c48 = "stablehlo.constant"() <{value = dense<[(2.5, 1.5), (5.5, 7.5)]> : tensor<2xcomplex<f64>>}> : () -> tensor<2xcomplex<f64>>
  %r49 = "stablehlo.power"(%c47, %c48) : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  %c50 = "stablehlo.constant"() <{value = dense<[(-1.5679313814305016, -2.6674775446623613), (392.89270835580857, 1801.8249193362644)]> : tensor<2xcomplex<f64>>}> : () -> tensor<2xcomplex<f64>>
  "stablehlo.custom_call"(%r49, %c50) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-9 : f64}> : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> ()
  %c51 = "stablehlo.constant"() <{value = dense<[(3.0, 4.0), (0.0, 0.0)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  %r52 = "stablehlo.sign"(%c51) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  %c53 = "stablehlo.constant"() <{value = dense<[(0.6, 0.8), (0.0, 0.0)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  "stablehlo.custom_call"(%r52, %c53) <{call_target_name = "check.expect_almost_eq", tolerance = 1.0e-6 : f64}> : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> ()
  %c54 = "stablehlo.constant"() <{value = dense<[(1.0, 2.0), (1.0, 2.0), (1.0, 2.0)]> : tensor<3xcomplex<f32>>}> : () -> tensor<3xcomplex<f32>>
  %c55 = "stablehlo.constant"() <{value = dense<[(1.0, 2.0), (1.0, 3.0), (0.0, 9.0)]> : tensor<3xcomplex<f32>>}> : () -> tensor<3xcomplex<f32>>
  %r56 = "stablehlo.compare"(%c54, %c55) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xi1>
  %c57 = "stablehlo.constant"() <{value = dense<[true, false, false]> : tensor<3xi1>}> : () -> tensor<3xi1>
  "stablehlo.custom_call"(%r56, %c57) <{call_target_name = "check.expect_eq"}> : (tensor<3xi1>, tensor<3xi1>) -> ()
  // ordered comparisons are lexicographic on (real, imag)
  %c58 = "stablehlo.constant"() <{value = dense<[(1.0, 2.0), (1.0, 2.0), (1.0, 2.0)]> : tensor<3xcomplex<f32>>}> : () -> tensor<3xcomplex<f32>>
  %c59 = "stablehlo.constant"() <{value = dense<[(1.0, 2.0), (1.0, 3.0), (0.0, 9.0)]> : tensor<3xcomplex<f32>>}> : () -> tensor<3xcomplex<f32>>
  %r60 = "stablehlo.compare"(%c58, %c59) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xi1>
  %c61 = "stablehlo.constant"() <{value = dense<[false, true, false]> : tensor<3xi1>}> : () -> tensor<3xi1>
  "stablehlo.custom_call"(%r60, %c61) <{call_target_name = "check.expect_eq"}> : (tensor<3xi1>, tensor<3xi1>) -> ()
  return
}

