// Conversions checked exhaustively against each other: every bf16 and f16
// bit pattern survives a round trip through f32; and for 65536 f32 values
// of every exponent and sign (and exact ties), rounding to bf16 and f16
// directly from the f32 bits agrees with rounding from f64 through f32
// rounded to odd, a different implementation of the same rounding; integers
// up to 2^31 round to f16 and bf16 as their exact f64 values do.
// RUN: hlomem-run %s | FileCheck %s
// CHECK: checks: 13 passed, 0 failed

func.func @main() {
  %bits = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<65536xui16>
  // bf16 -> f32 -> bf16 is the identity (NaN stays NaN).
  %b = "stablehlo.bitcast_convert"(%bits) : (tensor<65536xui16>) -> tensor<65536xbf16>
  %bf = "stablehlo.convert"(%b) : (tensor<65536xbf16>) -> tensor<65536xf32>
  %bb = "stablehlo.convert"(%bf) : (tensor<65536xf32>) -> tensor<65536xbf16>
  %bbf = "stablehlo.convert"(%bb) : (tensor<65536xbf16>) -> tensor<65536xf32>
  "stablehlo.custom_call"(%bbf, %bf) <{call_target_name = "check.expect_eq"}> : (tensor<65536xf32>, tensor<65536xf32>) -> ()
  // f16 -> f32 -> f16 and f16 -> f64 -> f16 likewise.
  %h = "stablehlo.bitcast_convert"(%bits) : (tensor<65536xui16>) -> tensor<65536xf16>
  %hf = "stablehlo.convert"(%h) : (tensor<65536xf16>) -> tensor<65536xf32>
  %hh = "stablehlo.convert"(%hf) : (tensor<65536xf32>) -> tensor<65536xf16>
  %hhf = "stablehlo.convert"(%hh) : (tensor<65536xf16>) -> tensor<65536xf32>
  "stablehlo.custom_call"(%hhf, %hf) <{call_target_name = "check.expect_eq"}> : (tensor<65536xf32>, tensor<65536xf32>) -> ()
  %hd = "stablehlo.convert"(%h) : (tensor<65536xf16>) -> tensor<65536xf64>
  %hdh = "stablehlo.convert"(%hd) : (tensor<65536xf64>) -> tensor<65536xf16>
  %hdhf = "stablehlo.convert"(%hdh) : (tensor<65536xf16>) -> tensor<65536xf32>
  "stablehlo.custom_call"(%hdhf, %hf) <{call_target_name = "check.expect_eq"}> : (tensor<65536xf32>, tensor<65536xf32>) -> ()

  // f32 values: the 16 bits of i in the high half, and in the low half
  // i (any mantissa), 0x8000 (a tie for bf16), 0x7FFF and 0x8001 (either
  // side of it).
  %i = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<65536xui32>
  %k16 = "stablehlo.constant"() <{value = dense<16> : tensor<65536xui32>}> : () -> tensor<65536xui32>
  %hi = "stablehlo.shift_left"(%i, %k16) : (tensor<65536xui32>, tensor<65536xui32>) -> tensor<65536xui32>
  func.call @two_paths(%hi, %i) : (tensor<65536xui32>, tensor<65536xui32>) -> ()
  %tie = "stablehlo.constant"() <{value = dense<32768> : tensor<65536xui32>}> : () -> tensor<65536xui32>
  %below = "stablehlo.constant"() <{value = dense<32767> : tensor<65536xui32>}> : () -> tensor<65536xui32>
  %above = "stablehlo.constant"() <{value = dense<32769> : tensor<65536xui32>}> : () -> tensor<65536xui32>
  func.call @two_paths(%hi, %tie) : (tensor<65536xui32>, tensor<65536xui32>) -> ()
  func.call @two_paths(%hi, %below) : (tensor<65536xui32>, tensor<65536xui32>) -> ()
  func.call @two_paths(%hi, %above) : (tensor<65536xui32>, tensor<65536xui32>) -> ()

  // Integers i * 32771: up to 2^31, exact in f64.
  %step = "stablehlo.constant"() <{value = dense<32771> : tensor<65536xi64>}> : () -> tensor<65536xi64>
  %ii = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<65536xi64>
  %n = "stablehlo.multiply"(%ii, %step) : (tensor<65536xi64>, tensor<65536xi64>) -> tensor<65536xi64>
  %nd = "stablehlo.convert"(%n) : (tensor<65536xi64>) -> tensor<65536xf64>
  %nb = "stablehlo.convert"(%n) : (tensor<65536xi64>) -> tensor<65536xbf16>
  %ndb = "stablehlo.convert"(%nd) : (tensor<65536xf64>) -> tensor<65536xbf16>
  "stablehlo.custom_call"(%nb, %ndb) <{call_target_name = "check.expect_eq"}> : (tensor<65536xbf16>, tensor<65536xbf16>) -> ()
  %nh = "stablehlo.convert"(%n) : (tensor<65536xi64>) -> tensor<65536xf16>
  %ndh = "stablehlo.convert"(%nd) : (tensor<65536xf64>) -> tensor<65536xf16>
  "stablehlo.custom_call"(%nh, %ndh) <{call_target_name = "check.expect_eq"}> : (tensor<65536xf16>, tensor<65536xf16>) -> ()
  return
}

// f32 bits hi | lo, rounded to bf16 and to f16 from f32 and from f64.
func.func private @two_paths(%hi: tensor<65536xui32>, %lo: tensor<65536xui32>) {
  %u = "stablehlo.or"(%hi, %lo) : (tensor<65536xui32>, tensor<65536xui32>) -> tensor<65536xui32>
  %x = "stablehlo.bitcast_convert"(%u) : (tensor<65536xui32>) -> tensor<65536xf32>
  %d = "stablehlo.convert"(%x) : (tensor<65536xf32>) -> tensor<65536xf64>
  %b1 = "stablehlo.convert"(%x) : (tensor<65536xf32>) -> tensor<65536xbf16>
  %b2 = "stablehlo.convert"(%d) : (tensor<65536xf64>) -> tensor<65536xbf16>
  %h1 = "stablehlo.convert"(%x) : (tensor<65536xf32>) -> tensor<65536xf16>
  %h2 = "stablehlo.convert"(%d) : (tensor<65536xf64>) -> tensor<65536xf16>
  "stablehlo.custom_call"(%b1, %b2) <{call_target_name = "check.expect_eq"}> : (tensor<65536xbf16>, tensor<65536xbf16>) -> ()
  "stablehlo.custom_call"(%h1, %h2) <{call_target_name = "check.expect_eq"}> : (tensor<65536xf16>, tensor<65536xf16>) -> ()
  return
}
