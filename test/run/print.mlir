// Printing results: the default summary (type, min/max/mean, a checksum of
// the bytes) and --print=full in MLIR's dense-literal syntax: the
// shortest text that reads back as the same value (bf16 65280 is 65300.0).
// RUN: hlomem-run %s | FileCheck %s --check-prefix=SUMMARY
// RUN: hlomem-run %s --print=full | FileCheck %s --check-prefix=FULL
// RUN: hlomem-run %s --print=none | count 0

// SUMMARY: result #0: tensor<2x3xf32> min -inf max 4 mean -inf nan 1 checksum {{[0-9a-f]+}}
// SUMMARY-NEXT: result #1: tensor<3xi8> min -128 max 127 mean 0.333333 checksum {{[0-9a-f]+}}
// SUMMARY-NEXT: result #2: tensor<2xui64> min 1 max 18446744073709551615 mean 9.22337e+18 checksum {{[0-9a-f]+}}
// SUMMARY-NEXT: result #3: tensor<4xi1> true 3 of 4 checksum {{[0-9a-f]+}}
// SUMMARY-NEXT: result #4: tensor<2xcomplex<f32>> mean (1, -1) checksum {{[0-9a-f]+}}
// SUMMARY-NEXT: result #5: tensor<0x2xf32> empty checksum cbf29ce484222325
// SUMMARY-NEXT: result #6: tensor<2xbf16> min 0.100098 max 65280 mean 32640.1 checksum {{[0-9a-f]+}}

// FULL: // result #0
// FULL-NEXT: dense<{{\[}}[-2.5, 0x7FC00000, 4.0], [0.001, 0xFF800000, -0.0]]> : tensor<2x3xf32>
// FULL-NEXT: // result #1
// FULL-NEXT: dense<[-128, 127, 2]> : tensor<3xi8>
// FULL-NEXT: // result #2
// FULL-NEXT: dense<[1, 18446744073709551615]> : tensor<2xui64>
// FULL-NEXT: // result #3
// FULL-NEXT: dense<[true, false, true, true]> : tensor<4xi1>
// FULL-NEXT: // result #4
// FULL-NEXT: dense<[(1.5, -2.0), (0.5, 0.0)]> : tensor<2xcomplex<f32>>
// FULL-NEXT: // result #5
// FULL-NEXT: dense<> : tensor<0x2xf32>
// FULL-NEXT: // result #6
// FULL-NEXT: dense<[0.1, 65300.0]> : tensor<2xbf16>
func.func @main() -> (tensor<2x3xf32>, tensor<3xi8>, tensor<2xui64>, tensor<4xi1>, tensor<2xcomplex<f32>>, tensor<0x2xf32>, tensor<2xbf16>) {
  %0 = "stablehlo.constant"() <{value = dense<[[-2.5, 0x7FC00000, 4.0], [0.001, 0xFF800000, -0.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %1 = "stablehlo.constant"() <{value = dense<[-128, 127, 2]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %2 = "stablehlo.constant"() <{value = dense<[1, 18446744073709551615]> : tensor<2xui64>}> : () -> tensor<2xui64>
  %3 = "stablehlo.constant"() <{value = dense<[true, false, true, true]> : tensor<4xi1>}> : () -> tensor<4xi1>
  %4 = "stablehlo.constant"() <{value = dense<[(1.5, -2.0), (0.5, 0.0)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
  %5 = "stablehlo.constant"() <{value = dense<> : tensor<0x2xf32>}> : () -> tensor<0x2xf32>
  %6 = "stablehlo.constant"() <{value = dense<[0.1, 65280.0]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x3xf32>, tensor<3xi8>, tensor<2xui64>, tensor<4xi1>, tensor<2xcomplex<f32>>, tensor<0x2xf32>, tensor<2xbf16>
}
