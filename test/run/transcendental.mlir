// Transcendental ops (and the sign of complex numbers, z / |z|) are the
// exact result rounded once to the result type:
// bf16, f16 and f32 compute in double (as StableHLO's reference
// interpreter does), f64 in long double, complex<f32> in complex double,
// complex<f64> in complex long double. Each function compares bit for bit
// (the check.expect_eq custom call: NaN matching NaN, the sign of zero
// counted) with values computed independently in Python, as each comment
// says, at ordinary inputs (several where computing in the type itself, as
// the C library's tanhf or cbrt do, is 1 or 2 ulp off) and at edges: signed
// zeros, infinities, NaN, subnormals, overflow, the poles of log1p.
// RUN: hlomem-run %s | FileCheck %s

// expected: Python's math.tanh in double, rounded to the type
// CHECK: @tanh_f32: passed (1 check)
func.func @tanh_f32() {
  %x = "stablehlo.constant"() <{value = dense<[-1.46958589553833, -0.4033975899219513, -0.7127745747566223, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.401298464324817e-45, 10.0, -20.0]> : tensor<11xf32>}> : () -> tensor<11xf32>
  %r = "stablehlo.tanh"(%x) : (tensor<11xf32>) -> tensor<11xf32>
  %e = "stablehlo.constant"() <{value = dense<[-0.8994984030723572, -0.38285231590270996, -0.612413763999939, 0.0, -0.0, 1.0, -1.0, 0x7FC00000, 1.401298464324817e-45, 1.0, -1.0]> : tensor<11xf32>}> : () -> tensor<11xf32>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<11xf32>, tensor<11xf32>) -> ()
  func.return
}

// expected: Python's math.tanh in double, rounded to the type
// CHECK: @tanh_f16: passed (1 check)
func.func @tanh_f16() {
  %x = "stablehlo.constant"() <{value = dense<[0.5, -2.0, 3.30078125, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00, 5.960464477539063e-08, 0.0999755859375]> : tensor<10xf16>}> : () -> tensor<10xf16>
  %r = "stablehlo.tanh"(%x) : (tensor<10xf16>) -> tensor<10xf16>
  %e = "stablehlo.constant"() <{value = dense<[0.462158203125, -0.9638671875, 0.9970703125, 0.0, -0.0, 1.0, -1.0, 0x7E00, 5.960464477539063e-08, 0.09967041015625]> : tensor<10xf16>}> : () -> tensor<10xf16>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<10xf16>, tensor<10xf16>) -> ()
  func.return
}

// expected: Python's math.tanh in double, rounded to the type
// CHECK: @tanh_bf16: passed (1 check)
func.func @tanh_bf16() {
  %x = "stablehlo.constant"() <{value = dense<[0.5, -2.0, 3.296875, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0, 9.183549615799121e-41, 0.099609375]> : tensor<10xbf16>}> : () -> tensor<10xbf16>
  %r = "stablehlo.tanh"(%x) : (tensor<10xbf16>) -> tensor<10xbf16>
  %e = "stablehlo.constant"() <{value = dense<[0.462890625, -0.96484375, 0.99609375, 0.0, -0.0, 1.0, -1.0, 0x7FC0, 9.183549615799121e-41, 0.09912109375]> : tensor<10xbf16>}> : () -> tensor<10xbf16>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<10xbf16>, tensor<10xbf16>) -> ()
  func.return
}

// expected: Python's math.expm1 in double, rounded to the type (e^88.8 - 1 overflows f32)
// CHECK: @expm1_f32: passed (1 check)
func.func @expm1_f32() {
  %x = "stablehlo.constant"() <{value = dense<[-0.5566166639328003, 0.42238354682922363, 0.40608152747154236, 0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0000000031710769e-30, 1.401298464324817e-45, 88.80000305175781, -100.0]> : tensor<12xf32>}> : () -> tensor<12xf32>
  %r = "stablehlo.exponential_minus_one"(%x) : (tensor<12xf32>) -> tensor<12xf32>
  %e = "stablehlo.constant"() <{value = dense<[-0.42685505747795105, 0.5255935788154602, 0.5009248852729797, 0.0, -0.0, 0x7F800000, -1.0, 0x7FC00000, 1.0000000031710769e-30, 1.401298464324817e-45, 0x7F800000, -1.0]> : tensor<12xf32>}> : () -> tensor<12xf32>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<12xf32>, tensor<12xf32>) -> ()
  func.return
}

// expected: Python's math.expm1 in double, rounded to the type (e^11.1 - 1 overflows f16)
// CHECK: @expm1_f16: passed (1 check)
func.func @expm1_f16() {
  %x = "stablehlo.constant"() <{value = dense<[0.000690460205078125, 0.5, -0.75, 0.0, -0.0, 0x7C00, 0xFC00, 0x7E00, 5.960464477539063e-08, 11.1015625, -20.0]> : tensor<11xf16>}> : () -> tensor<11xf16>
  %r = "stablehlo.exponential_minus_one"(%x) : (tensor<11xf16>) -> tensor<11xf16>
  %e = "stablehlo.constant"() <{value = dense<[0.0006909370422363281, 0.64892578125, -0.52783203125, 0.0, -0.0, 0x7C00, -1.0, 0x7E00, 5.960464477539063e-08, 0x7C00, -1.0]> : tensor<11xf16>}> : () -> tensor<11xf16>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<11xf16>, tensor<11xf16>) -> ()
  func.return
}

// expected: Python's math.expm1 in double, rounded to the type
// CHECK: @expm1_bf16: passed (1 check)
func.func @expm1_bf16() {
  %x = "stablehlo.constant"() <{value = dense<[0.5, -0.75, 0.0, -0.0, 0x7F80, 0xFF80, 0x7FC0, 9.183549615799121e-41, 0.00099945068359375]> : tensor<9xbf16>}> : () -> tensor<9xbf16>
  %r = "stablehlo.exponential_minus_one"(%x) : (tensor<9xbf16>) -> tensor<9xbf16>
  %e = "stablehlo.constant"() <{value = dense<[0.6484375, -0.52734375, 0.0, -0.0, 0x7F80, -1.0, 0x7FC0, 9.183549615799121e-41, 0.00099945068359375]> : tensor<9xbf16>}> : () -> tensor<9xbf16>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<9xbf16>, tensor<9xbf16>) -> ()
  func.return
}

// expected: Python's math.log1p in double, rounded to the type (-1 gives -inf, below -1 NaN)
// CHECK: @log1p_f32: passed (1 check)
func.func @log1p_f32() {
  %x = "stablehlo.constant"() <{value = dense<[1.0560089349746704, -0.1190895140171051, 1.4465056657791138, -1.0, -2.0, 0.0, -0.0, 0x7F800000, 0x7FC00000, 1.0000000031710769e-30, 1.401298464324817e-45, 3.0000000054977558e+38]> : tensor<12xf32>}> : () -> tensor<12xf32>
  %r = "stablehlo.log_plus_one"(%x) : (tensor<12xf32>) -> tensor<12xf32>
  %e = "stablehlo.constant"() <{value = dense<[0.7207667231559753, -0.12679927051067352, 0.8946607708930969, 0xFF800000, 0x7FC00000, 0.0, -0.0, 0x7F800000, 0x7FC00000, 1.0000000031710769e-30, 1.401298464324817e-45, 88.59684753417969]> : tensor<12xf32>}> : () -> tensor<12xf32>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<12xf32>, tensor<12xf32>) -> ()
  func.return
}

// expected: Python's math.log1p in double, rounded to the type
// CHECK: @log1p_f16: passed (1 check)
func.func @log1p_f16() {
  %x = "stablehlo.constant"() <{value = dense<[-0.005847930908203125, 0.005870819091796875, -1.0, -2.0, 0.0, -0.0, 0x7C00, 0x7E00, 5.960464477539063e-08, 65504.0]> : tensor<10xf16>}> : () -> tensor<10xf16>
  %r = "stablehlo.log_plus_one"(%x) : (tensor<10xf16>) -> tensor<10xf16>
  %e = "stablehlo.constant"() <{value = dense<[-0.005863189697265625, 0.005855560302734375, 0xFC00, 0x7E00, 0.0, -0.0, 0x7C00, 0x7E00, 5.960464477539063e-08, 11.09375]> : tensor<10xf16>}> : () -> tensor<10xf16>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<10xf16>, tensor<10xf16>) -> ()
  func.return
}

// expected: Python's math.log1p in double, rounded to the type
// CHECK: @log1p_bf16: passed (1 check)
func.func @log1p_bf16() {
  %x = "stablehlo.constant"() <{value = dense<[0.5, -0.5, -1.0, -2.0, -0.0, 0x7F80, 0x7FC0, 9.183549615799121e-41, 0.00099945068359375]> : tensor<9xbf16>}> : () -> tensor<9xbf16>
  %r = "stablehlo.log_plus_one"(%x) : (tensor<9xbf16>) -> tensor<9xbf16>
  %e = "stablehlo.constant"() <{value = dense<[0.40625, -0.69140625, 0xFF80, 0x7FC0, -0.0, 0x7F80, 0x7FC0, 9.183549615799121e-41, 0.00099945068359375]> : tensor<9xbf16>}> : () -> tensor<9xbf16>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<9xbf16>, tensor<9xbf16>) -> ()
  func.return
}

// expected: the cube root in 60-digit decimal arithmetic (Python's decimal, Newton-refined), rounded to f64
// CHECK: @cbrt_f64: passed (1 check)
func.func @cbrt_f64() {
  %x = "stablehlo.constant"() <{value = dense<[0.3735656704600405, 1.2271572955675794, -1.478186406236997, 27.0, -8.0, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 5.0e-324, 1.0e+300, -2.2250738585072014e-308]> : tensor<13xf64>}> : () -> tensor<13xf64>
  %r = "stablehlo.cbrt"(%x) : (tensor<13xf64>) -> tensor<13xf64>
  %e = "stablehlo.constant"() <{value = dense<[0.7202042054911129, 1.0706152154138089, -1.1391381621582712, 3.0, -2.0, 0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 1.7031839360032603e-108, 1.0e+100, -2.812644285236262e-103]> : tensor<13xf64>}> : () -> tensor<13xf64>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<13xf64>, tensor<13xf64>) -> ()
  func.return
}

// expected: the same cube root, rounded to f32
// CHECK: @cbrt_f32: passed (1 check)
func.func @cbrt_f32() {
  %x = "stablehlo.constant"() <{value = dense<[27.0, -0.0010000000474974513, 2.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.401298464324817e-45, 3.0000000054977558e+38]> : tensor<9xf32>}> : () -> tensor<9xf32>
  %r = "stablehlo.cbrt"(%x) : (tensor<9xf32>) -> tensor<9xf32>
  %e = "stablehlo.constant"() <{value = dense<[3.0, -0.10000000149011612, 1.2599210739135742, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.119034708375443e-15, 6694329384960.0]> : tensor<9xf32>}> : () -> tensor<9xf32>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<9xf32>, tensor<9xf32>) -> ()
  func.return
}

// expected: exp(a + ib) = e^a cos b + i e^a sin b computed part by part (e^a, sin, cos, sinh, cosh) in 70-digit decimal arithmetic (Python's decimal), each part rounded to the type; values with a zero or infinite part from Python's cmath (C99 Annex G)
// CHECK: @exp_c64: passed (1 check)
func.func @exp_c64() {
  %x = "stablehlo.constant"() <{value = dense<[(2.012993335723877, 1.4158198833465576), (0.6356649994850159, 0.6408104300498962), (0.0, 0.0), (1.0, -0.0), (0xFF800000, 3.0), (0xFF800000, 1.0), (-80.0, 0.5)]> : tensor<7xcomplex<f32>>}> : () -> tensor<7xcomplex<f32>>
  %r = "stablehlo.exponential"(%x) : (tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
  %e = "stablehlo.constant"() <{value = dense<[(1.1554675102233887, 7.3959760665893555), (1.513664960861206, 1.128897786140442), (1.0, 0.0), (2.7182817459106445, -0.0), (-0.0, 0.0), (0.0, 0.0), (1.5839061737868453e-35, 8.652918379279738e-36)]> : tensor<7xcomplex<f32>>}> : () -> tensor<7xcomplex<f32>>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>) -> ()
  func.return
}

// expected: exp computed part by part (e^a, sin, cos, sinh, cosh) in 70-digit decimal arithmetic (Python's decimal), each part rounded to the type; values with a zero or infinite part from Python's cmath (C99 Annex G)
// CHECK: @exp_c128: passed (1 check)
func.func @exp_c128() {
  %x = "stablehlo.constant"() <{value = dense<[(-2.660691793639148, -2.49076802904647), (0.48722410267201877, -2.0497027784711666), (0.0, 0.0), (1.0, -0.0), (0xFFF0000000000000, 3.0), (700.0, 1.0)]> : tensor<6xcomplex<f64>>}> : () -> tensor<6xcomplex<f64>>
  %r = "stablehlo.exponential"(%x) : (tensor<6xcomplex<f64>>) -> tensor<6xcomplex<f64>>
  %e = "stablehlo.constant"() <{value = dense<[(-0.0556112345612623, -0.04234831100499113), (-0.7501007917227338, -1.4446638075609142), (1.0, 0.0), (2.718281828459045, -0.0), (-0.0, 0.0), (5.4799191785870425e+303, 8.534468459216007e+303)]> : tensor<6xcomplex<f64>>}> : () -> tensor<6xcomplex<f64>>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> ()
  func.return
}

// expected: sin(a + ib) = sin a cosh b + i cos a sinh b computed part by part (e^a, sin, cos, sinh, cosh) in 70-digit decimal arithmetic (Python's decimal), each part rounded to the type; values with a zero or infinite part from Python's cmath (C99 Annex G)
// CHECK: @sin_c64: passed (1 check)
func.func @sin_c64() {
  %x = "stablehlo.constant"() <{value = dense<[(2.012993335723877, 1.4158198833465576), (0.6356649994850159, 0.6408104300498962), (0.0, 0.0), (-0.0, 1.0), (3.0, -0.0)]> : tensor<5xcomplex<f32>>}> : () -> tensor<5xcomplex<f32>>
  %r = "stablehlo.sine"(%x) : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
  %e = "stablehlo.constant"() <{value = dense<[(1.9714840650558472, -0.829564094543457), (0.7198421955108643, 0.5516677498817444), (0.0, 0.0), (-0.0, 1.175201177597046), (0.14112000167369843, 0.0)]> : tensor<5xcomplex<f32>>}> : () -> tensor<5xcomplex<f32>>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> ()
  func.return
}

// expected: sin computed part by part (e^a, sin, cos, sinh, cosh) in 70-digit decimal arithmetic (Python's decimal), each part rounded to the type; values with a zero or infinite part from Python's cmath (C99 Annex G)
// CHECK: @sin_c128: passed (1 check)
func.func @sin_c128() {
  %x = "stablehlo.constant"() <{value = dense<[(1.0183824086413251, -1.1511812544651348), (0.48722410267201877, -2.0497027784711666), (0.0, 0.0), (-0.0, 1.0)]> : tensor<4xcomplex<f64>>}> : () -> tensor<4xcomplex<f64>>
  %r = "stablehlo.sine"(%x) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  %e = "stablehlo.constant"() <{value = dense<[(1.4804220068064342, -0.7466217068199006), (1.8479716227186618, -3.3740838041011494), (0.0, 0.0), (-0.0, 1.1752011936438014)]> : tensor<4xcomplex<f64>>}> : () -> tensor<4xcomplex<f64>>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>) -> ()
  func.return
}

// expected: cos(a + ib) = cos a cosh b - i sin a sinh b computed part by part (e^a, sin, cos, sinh, cosh) in 70-digit decimal arithmetic (Python's decimal), each part rounded to the type; values with a zero or infinite part from Python's cmath (C99 Annex G)
// CHECK: @cos_c64: passed (1 check)
func.func @cos_c64() {
  %x = "stablehlo.constant"() <{value = dense<[(2.736205577850342, 2.686964988708496), (0.6356649994850159, 0.6408104300498962), (0.0, 0.0), (1.0, -0.0)]> : tensor<4xcomplex<f32>>}> : () -> tensor<4xcomplex<f32>>
  %r = "stablehlo.cosine"(%x) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  %e = "stablehlo.constant"() <{value = dense<[(-6.77960729598999, -2.882669687271118), (0.975624144077301, -0.40703555941581726), (1.0, -0.0), (0.5403022766113281, 0.0)]> : tensor<4xcomplex<f32>>}> : () -> tensor<4xcomplex<f32>>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> ()
  func.return
}

// expected: cos computed part by part (e^a, sin, cos, sinh, cosh) in 70-digit decimal arithmetic (Python's decimal), each part rounded to the type; values with a zero or infinite part from Python's cmath (C99 Annex G)
// CHECK: @cos_c128: passed (1 check)
func.func @cos_c128() {
  %x = "stablehlo.constant"() <{value = dense<[(0.48722410267201877, -2.0497027784711666), (1.3380724874247951, 2.9689173776984568), (0.0, 0.0), (1.0, -0.0)]> : tensor<4xcomplex<f64>>}> : () -> tensor<4xcomplex<f64>>
  %r = "stablehlo.cosine"(%x) : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  %e = "stablehlo.constant"() <{value = dense<[(3.4878723975920245, 1.7876832670135105), (2.2511891969461275, -9.447977991891776), (1.0, -0.0), (0.5403023058681398, 0.0)]> : tensor<4xcomplex<f64>>}> : () -> tensor<4xcomplex<f64>>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>) -> ()
  func.return
}

// expected: e^a cos b - 1 and e^a sin b in 70-digit decimal arithmetic, rounded to f32: near zero exp(z) - 1 would lose the digits
// CHECK: @expm1_c64: passed (1 check)
func.func @expm1_c64() {
  %x = "stablehlo.constant"() <{value = dense<[(9.999999747378752e-06, 1.9999999494757503e-05), (-0.0003000000142492354, 0.0010000000474974513), (0.5, -0.25)]> : tensor<3xcomplex<f32>>}> : () -> tensor<3xcomplex<f32>>
  %r = "stablehlo.exponential_minus_one"(%x) : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  %e = "stablehlo.constant"() <{value = dense<[(9.999849680752959e-06, 2.0000199583591893e-05), (-0.0003004548780154437, 0.0009996999287977815), (0.5974665284156799, -0.4079001843929291)]> : tensor<3xcomplex<f32>>}> : () -> tensor<3xcomplex<f32>>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> ()
  func.return
}

// expected: the same in 70-digit decimal arithmetic, rounded to f64
// CHECK: @expm1_c128: passed (1 check)
func.func @expm1_c128() {
  %x = "stablehlo.constant"() <{value = dense<[(1.0e-10, 1.0e-10), (-3.0e-08, 2.0e-08), (0.5, -0.25)]> : tensor<3xcomplex<f64>>}> : () -> tensor<3xcomplex<f64>>
  %r = "stablehlo.exponential_minus_one"(%x) : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
  %e = "stablehlo.constant"() <{value = dense<[(1.0e-10, 1.0000000001000001e-10), (-2.9999999749999996e-08, 1.9999999400000007e-08), (0.5974665191199127, -0.40790017007835977)]> : tensor<3xcomplex<f64>>}> : () -> tensor<3xcomplex<f64>>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> ()
  func.return
}

// expected: log|1 + z| = ln((1+a)^2 + b^2)/2 and arg(1 + z) = atan(b / (1+a)) in 70-digit decimal arithmetic (atan by its series), rounded to f32
// CHECK: @log1p_c64: passed (1 check)
func.func @log1p_c64() {
  %x = "stablehlo.constant"() <{value = dense<[(9.999999747378752e-06, 1.9999999494757503e-05), (-0.0003000000142492354, 0.0010000000474974513), (0.125, -0.25)]> : tensor<3xcomplex<f32>>}> : () -> tensor<3xcomplex<f32>>
  %r = "stablehlo.log_plus_one"(%x) : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  %e = "stablehlo.constant"() <{value = dense<[(1.0000149814004544e-05, 1.9999799405923113e-05), (-0.00029954471392557025, 0.0010002998169511557), (0.14188408851623535, -0.21866895258426666)]> : tensor<3xcomplex<f32>>}> : () -> tensor<3xcomplex<f32>>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> ()
  func.return
}

// expected: the same, rounded to f64
// CHECK: @log1p_c128: passed (1 check)
func.func @log1p_c128() {
  %x = "stablehlo.constant"() <{value = dense<[(1.0e-10, 1.0e-10), (-3.0e-08, 2.0e-08), (0.125, -0.25)]> : tensor<3xcomplex<f64>>}> : () -> tensor<3xcomplex<f64>>
  %r = "stablehlo.log_plus_one"(%x) : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
  %e = "stablehlo.constant"() <{value = dense<[(1.0e-10, 9.999999999e-11), (-3.000000024999999e-08, 2.0000000600000017e-08), (0.1418840865653223, -0.21866894587394195)]> : tensor<3xcomplex<f64>>}> : () -> tensor<3xcomplex<f64>>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> ()
  func.return
}

// expected: z / |z| part by part in 60-digit decimal arithmetic, rounded to f32; NaN parts give (NaN, NaN) and zero (0, 0), as StableHLO defines sign
// CHECK: @sign_c64: passed (1 check)
func.func @sign_c64() {
  %x = "stablehlo.constant"() <{value = dense<[(1.229016900062561, 2.417869806289673), (2.9519357681274414, 4.424502849578857), (2.3989858627319336, 4.223249912261963), (-4.70994758605957, -0.3437734544277191), (4.433567047119141, 1.4897454977035522), (4.009005069732666, -3.8679404258728027), (0.0, 0.0), (-0.0, -0.0), (0x7FC00000, 1.0), (3.0, -4.0)]> : tensor<10xcomplex<f32>>}> : () -> tensor<10xcomplex<f32>>
  %r = "stablehlo.sign"(%x) : (tensor<10xcomplex<f32>>) -> tensor<10xcomplex<f32>>
  %e = "stablehlo.constant"() <{value = dense<[(0.45312702655792236, 0.8914459347724915), (0.5549952387809753, 0.8318535089492798), (0.49391788244247437, 0.8695085644721985), (-0.9973469376564026, -0.07279516011476517), (0.9479179382324219, 0.31851473450660706), (0.7196546196937561, -0.6943321824073792), (0.0, 0.0), (0.0, 0.0), (0x7FC00000, 0x7FC00000), (0.6000000238418579, -0.800000011920929)]> : tensor<10xcomplex<f32>>}> : () -> tensor<10xcomplex<f32>>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<10xcomplex<f32>>, tensor<10xcomplex<f32>>) -> ()
  func.return
}

// expected: the same, rounded to f64
// CHECK: @sign_c128: passed (1 check)
func.func @sign_c128() {
  %x = "stablehlo.constant"() <{value = dense<[(-0.3093095221783626, -2.5342716738016966), (0.4376085923593038, 0.7394118792810076), (-4.868858104110978, -2.8327019953615187), (-2.205176339888897, 4.163453718085519), (2.6572545162914176, -3.403957876419618), (2.9714699143120447, -3.6123258160109684), (0.0, 0.0), (1.0, 0x7FF8000000000000), (-3.0, 4.0)]> : tensor<9xcomplex<f64>>}> : () -> tensor<9xcomplex<f64>>
  %r = "stablehlo.sign"(%x) : (tensor<9xcomplex<f64>>) -> tensor<9xcomplex<f64>>
  %e = "stablehlo.constant"() <{value = dense<[(-0.1211516330814805, -0.9926340120113205), (0.509318721909822, 0.8605779682934868), (-0.8643551417512696, -0.5028818836746286), (-0.46805266253423616, 0.8837005743432628), (0.6153438005455487, -0.7882588452597027), (0.6352757178880061, -0.7722854150259983), (0.0, 0.0), (0x7FF8000000000000, 0x7FF8000000000000), (-0.6, 0.8)]> : tensor<9xcomplex<f64>>}> : () -> tensor<9xcomplex<f64>>
  "stablehlo.custom_call"(%r, %e) <{call_target_name = "check.expect_eq"}> : (tensor<9xcomplex<f64>>, tensor<9xcomplex<f64>>) -> ()
  func.return
}

// expected: mpmath at 300 bits, the principal cube root |z|^(1/3) e^(i arg(z) / 3),
// rounded to f64
// CHECK: @cbrt_c128: passed (1 check)
func.func @cbrt_c128() {
  %x = stablehlo.constant dense<[(3.0, 4.0), (-8.0, 0.0), (0.0, -27.0), (0.001, 2.0), (-1.5, -0.25)]> : tensor<5xcomplex<f64>>
  %r = stablehlo.cbrt %x : tensor<5xcomplex<f64>>
  %e = stablehlo.constant dense<[(1.628937145922176, 0.5201745023045459), (1.0, 1.7320508075688772), (2.598076211353316, -1.5), (1.0912286596966723, 0.629778688515429), (0.6289013270405001, -0.9627441191823765)]> : tensor<5xcomplex<f64>>
  stablehlo.custom_call @check.expect_eq(%r, %e) : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>) -> ()
  func.return
}

// expected: the same, rounded to f32
// CHECK: @cbrt_c64: passed (1 check)
func.func @cbrt_c64() {
  %x = stablehlo.constant dense<[(3.0, 4.0), (-8.0, 0.0), (0.0, -27.0), (0.001, 2.0), (-1.5, -0.25)]> : tensor<5xcomplex<f32>>
  %r = stablehlo.cbrt %x : tensor<5xcomplex<f32>>
  %e = stablehlo.constant dense<[(1.6289371252059937, 0.520174503326416), (1.0, 1.7320507764816284), (2.598076105117798, -1.5), (1.0912286043167114, 0.6297786831855774), (0.6289013028144836, -0.9627441167831421)]> : tensor<5xcomplex<f32>>
  stablehlo.custom_call @check.expect_eq(%r, %e) : (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> ()
  func.return
}

// expected: mpmath at 300 bits, the spec's -i log((x + iy) / sqrt(x^2 + y^2))
// for atan2(y, x), rounded to the type; where the log's real part is an
// exact zero, the formula's -i * (0 + ib) has imaginary part -0.0
// CHECK: @atan2_c128: passed (1 check)
func.func @atan2_c128() {
  %y = stablehlo.constant dense<[(1.0, 0.0), (1.0, 2.0), (0.0, 1.0)]> : tensor<3xcomplex<f64>>
  %x = stablehlo.constant dense<[(0.0, 0.0), (3.0, -1.0), (2.0, 0.0)]> : tensor<3xcomplex<f64>>
  %r = stablehlo.atan2 %y, %x : tensor<3xcomplex<f64>>
  %e = stablehlo.constant dense<[(1.5707963267948966, -0.0), (0.19025318855618245, 0.8418239574966185), (0.0, 0.5493061443340549)]> : tensor<3xcomplex<f64>>
  stablehlo.custom_call @check.expect_eq(%r, %e) : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> ()
  func.return
}

// CHECK: @atan2_c64: passed (1 check)
func.func @atan2_c64() {
  %y = stablehlo.constant dense<[(1.0, 0.0), (1.0, 2.0), (0.0, 1.0)]> : tensor<3xcomplex<f32>>
  %x = stablehlo.constant dense<[(0.0, 0.0), (3.0, -1.0), (2.0, 0.0)]> : tensor<3xcomplex<f32>>
  %r = stablehlo.atan2 %y, %x : tensor<3xcomplex<f32>>
  %e = stablehlo.constant dense<[(1.5707963705062866, -0.0), (0.19025318324565887, 0.841823935508728), (0.0, 0.5493061542510986)]> : tensor<3xcomplex<f32>>
  stablehlo.custom_call @check.expect_eq(%r, %e) : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> ()
  func.return
}

// expected: the same; small results where q = (x + iy) / sqrt(x^2 + y^2)
// is close to 1, whose log would lose the result's digits (taken naively,
// 1e4 to 2e5 ulps off)
// CHECK: @atan2_c128_small: passed (1 check)
func.func @atan2_c128_small() {
  %y = stablehlo.constant dense<[(0.004943198286463835, 0.0005108230928036104), (-0.0006700885052743473, -0.0005341625729976418), (-0.00018783031712137711, 0.00017264833421853055)]> : tensor<3xcomplex<f64>>
  %x = stablehlo.constant dense<[(26775.625411639092, -86434.46156861594), (0.5769788902751287, -17287.464269875618), (0.35919304462529644, -75156.9011004229)]> : tensor<3xcomplex<f64>>
  %r = stablehlo.atan2 %y, %x : tensor<3xcomplex<f64>>
  %e = stablehlo.constant dense<[(1.0772608662717824e-08, 5.385299876611778e-08), (3.089754515072774e-08, -3.876255777276476e-08), (-2.2971840160160854e-09, -2.4991649368017843e-09)]> : tensor<3xcomplex<f64>>
  stablehlo.custom_call @check.expect_eq(%r, %e) : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> ()
  func.return
}

// CHECK: functions: 28 passed, 0 failed
