// Pretty forms of StableHLO, CHLO and check ops read as the generic ops
// they stand for: each attribute where the generic form holds it.
// RUN: hlomem-opt --verify-each=false %s --mlir-print-op-generic | FileCheck %s

func.func @ops(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi1>, %arg2: tensor<i32>, %arg3: tensor<3xi64>, %arg4: tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32> {
  %cst = stablehlo.constant {attr = 1 : i32} dense<1.0> : tensor<f32>
  %tok = stablehlo.create_token : !stablehlo.token
  %0 = stablehlo.abs %arg0 : tensor<2x3xf32>
  %1 = stablehlo.convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xf16>
  %2 = stablehlo.is_finite %arg0 : (tensor<2x3xf32>) -> tensor<2x3xi1>
  %3 = stablehlo.select %arg1, %arg0, %0 : tensor<2x3xi1>, tensor<2x3xf32>
  %4 = stablehlo.clamp %0, %arg0, %0 : tensor<2x3xf32>
  %5 = stablehlo.iota dim = 1 : tensor<2x3xi32>
  %6 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
  %7 = stablehlo.concatenate %arg0, %0, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %8 = stablehlo.dynamic_slice %arg0, %arg2, %arg2, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
  %9 = stablehlo.dynamic_update_slice %arg0, %8, %arg2, %arg2 : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %10 = stablehlo.pad %arg0, %cst, low = [0, 1], high = [1, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x4xf32>
  %11 = stablehlo.reverse %arg0, dims = [0] : tensor<2x3xf32>
  %12 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
  %13 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<2x3xf32>
  %14 = stablehlo.custom_call @foo(%arg0) {backend_config = "", has_side_effect = true, mhlo.sharding = "{replicated}"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %15 = stablehlo.convolution(%arg0, %arg0) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %16 = stablehlo.rng_bit_generator %arg3, algorithm =  DEFAULT : (tensor<3xi64>) -> tensor<3xi64>
  %17 = stablehlo.tuple %arg0, %arg2 : tuple<tensor<2x3xf32>, tensor<i32>>
  %18 = stablehlo.get_tuple_element %17[1] : (tuple<tensor<2x3xf32>, tensor<i32>>) -> tensor<i32>
  %19:2 = stablehlo.optimization_barrier %arg0, %arg2 : tensor<2x3xf32>, tensor<i32>
  %20 = stablehlo.real %arg4 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
  %21 = stablehlo.complex %arg0, %arg0 : tensor<2x3xcomplex<f32>>
  %22 = stablehlo.dot %arg0, %arg0, precision = [HIGHEST] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  %23 = stablehlo.dot_general %arg0, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
  %24 = chlo.erf %arg0 : tensor<2x3xf32> -> tensor<2x3xf32>
  %25 = chlo.broadcast_add %arg0, %arg0 {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %values, %indices = chlo.top_k(%arg0, k = 2) : tensor<2x3xf32> -> (tensor<2x2xf32>, tensor<2x2xi32>)
  %26 = stablehlo.fft %arg4, type =  FFT, length = [3] : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  %27 = stablehlo.cholesky %arg0, lower = true : tensor<2x3xf32>
  %28 = stablehlo.einsum %arg0, %arg0, config = "ab,ab->a" : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
  %29 = stablehlo.after_all %tok, %tok : !stablehlo.token
  %30 = stablehlo.set_dimension_size %arg0, %arg2, dim = 1 : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
  %31 = stablehlo.broadcast %arg2, sizes = [2] : (tensor<i32>) -> tensor<2xi32>
  %32 = stablehlo.rng %cst, %cst, %arg3, distribution =  UNIFORM : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3xf32>
  %33 = stablehlo.replica_id : tensor<ui32>
  check.expect_eq %0, %0 : tensor<2x3xf32>
  check.expect_almost_eq_const %0, dense<1.0> : tensor<2x3xf32>, tolerance = 1.0e-3
  check.expect_close %0, %0, max_ulp_difference = 3 : tensor<2x3xf32>, tensor<2x3xf32>
  stablehlo.optimization_barrier()
  return %3 : tensor<2x3xf32>
}

// CHECK-LABEL: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xi1>, tensor<i32>, tensor<3xi64>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>, sym_name = "ops"}> ({
// CHECK-NEXT: ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi1>, %arg2: tensor<i32>, %arg3: tensor<3xi64>, %arg4: tensor<2x3xcomplex<f32>>):
// CHECK-NEXT: %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> {attr = 1 : i32} : () -> tensor<f32>
// CHECK-NEXT: %1 = "stablehlo.create_token"() : () -> !stablehlo.token
// CHECK-NEXT: %2 = "stablehlo.abs"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %3 = "stablehlo.convert"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf16>
// CHECK-NEXT: %4 = "stablehlo.is_finite"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT: %5 = "stablehlo.select"(%arg1, %arg0, %2) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %6 = "stablehlo.clamp"(%2, %arg0, %2) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %7 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x3xi32>
// CHECK-NEXT: %8 = "stablehlo.reshape"(%arg0) : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK-NEXT: %9 = "stablehlo.concatenate"(%arg0, %2) <{dimension = 0 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: %10 = "stablehlo.dynamic_slice"(%arg0, %arg2, %arg2) <{slice_sizes = array<i64: 1, 2>}> : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
// CHECK-NEXT: %11 = "stablehlo.dynamic_update_slice"(%arg0, %10, %arg2, %arg2) : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
// CHECK-NEXT: %12 = "stablehlo.pad"(%arg0, %0) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 0>}> : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x4xf32>
// CHECK-NEXT: %13 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 0>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %14 = "stablehlo.get_dimension_size"(%arg0) <{dimension = 1 : i64}> : (tensor<2x3xf32>) -> tensor<i32>
// CHECK-NEXT: %15 = "stablehlo.reduce_precision"(%arg0) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %16 = "stablehlo.custom_call"(%arg0) <{backend_config = "", call_target_name = "foo", has_side_effect = true}> {mhlo.sharding = "{replicated}"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %17 = "stablehlo.convolution"(%arg0, %arg0) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1>, padding = dense<0> : tensor<1x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, window_strides = array<i64: 1>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %18 = "stablehlo.rng_bit_generator"(%arg3) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<3xi64>) -> tensor<3xi64>
// CHECK-NEXT: %19 = "stablehlo.tuple"(%arg0, %arg2) : (tensor<2x3xf32>, tensor<i32>) -> tuple<tensor<2x3xf32>, tensor<i32>>
// CHECK-NEXT: %20 = "stablehlo.get_tuple_element"(%19) <{index = 1 : i32}> : (tuple<tensor<2x3xf32>, tensor<i32>>) -> tensor<i32>
// CHECK-NEXT: %21:2 = "stablehlo.optimization_barrier"(%arg0, %arg2) : (tensor<2x3xf32>, tensor<i32>) -> (tensor<2x3xf32>, tensor<i32>)
// CHECK-NEXT: %22 = "stablehlo.real"(%arg4) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
// CHECK-NEXT: %23 = "stablehlo.complex"(%arg0, %arg0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>>
// CHECK-NEXT: %24 = "stablehlo.dot"(%arg0, %arg0) <{precision_config = [#stablehlo<precision HIGHEST>]}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: %25 = "stablehlo.dot_general"(%arg0, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
// CHECK-NEXT: %26 = "chlo.erf"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %27 = "chlo.broadcast_add"(%arg0, %arg0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %28:2 = "chlo.top_k"(%arg0) <{k = 2 : i64}> : (tensor<2x3xf32>) -> (tensor<2x2xf32>, tensor<2x2xi32>)
// CHECK-NEXT: %29 = "stablehlo.fft"(%arg4) <{fft_length = array<i64: 3>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
// CHECK-NEXT: %30 = "stablehlo.cholesky"(%arg0) <{lower = true}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %31 = "stablehlo.einsum"(%arg0, %arg0) <{einsum_config = "ab,ab->a"}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
// CHECK-NEXT: %32 = "stablehlo.after_all"(%1, %1) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: %33 = "stablehlo.set_dimension_size"(%arg0, %arg2) <{dimension = 1 : i64}> : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
// CHECK-NEXT: %34 = "stablehlo.broadcast"(%arg2) <{broadcast_sizes = array<i64: 2>}> : (tensor<i32>) -> tensor<2xi32>
// CHECK-NEXT: %35 = "stablehlo.rng"(%0, %0, %arg3) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3xf32>
// CHECK-NEXT: %36 = "stablehlo.replica_id"() : () -> tensor<ui32>
// CHECK-NEXT: "check.expect_eq"(%2, %2) : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
// CHECK-NEXT: "check.expect_almost_eq_const"(%2) <{tolerance = 1.000000e-03 : f64, value = dense<1.000000e+00> : tensor<2x3xf32>}> : (tensor<2x3xf32>) -> ()
// CHECK-NEXT: "check.expect_close"(%2, %2) <{max_ulp_difference = 3 : ui64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
// CHECK-NEXT: "stablehlo.optimization_barrier"() : () -> ()
// CHECK-NEXT: "func.return"(%5) : (tensor<2x3xf32>) -> ()
// CHECK-NEXT: }) : () -> ()
