// Every pretty form prints back exactly as it is read (StableHLO's own
// spelling and spacing, ODS's rules), and the round trips hold both ways:
// pretty -> generic -> pretty, and generic -> pretty -> generic.
// RUN: hlomem-opt --verify-each=false --split-input-file %s --print-form=pretty | FileCheck %s --strict-whitespace --match-full-lines
// RUN: hlomem-opt --verify-each=false --split-input-file %s --mlir-print-op-generic -o %t.generic
// RUN: hlomem-opt --verify-each=false --split-input-file %t.generic --print-form=pretty -o %t.pretty
// RUN: hlomem-opt --verify-each=false --split-input-file %t.pretty --mlir-print-op-generic -o %t.generic2
// RUN: diff %t.generic %t.generic2
// RUN: hlomem-opt --verify-each=false --split-input-file %t.pretty --print-form=pretty | diff %t.pretty -

module {
  func.func @ops(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi1>, %arg2: tensor<i32>, %arg3: tensor<3xi64>, %arg4: tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32> {
    %0 = stablehlo.constant {attr = 1 : i32} dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.create_token : !stablehlo.token
    %2 = stablehlo.abs %arg0 : tensor<2x3xf32>
    %3 = stablehlo.convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xf16>
    %4 = stablehlo.is_finite %arg0 : (tensor<2x3xf32>) -> tensor<2x3xi1>
    %5 = stablehlo.select %arg1, %arg0, %2 : tensor<2x3xi1>, tensor<2x3xf32>
    %6 = stablehlo.clamp %2, %arg0, %2 : tensor<2x3xf32>
    %7 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %8 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
    %9 = stablehlo.concatenate %arg0, %2, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    %10 = stablehlo.dynamic_slice %arg0, %arg2, %arg2, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %11 = stablehlo.dynamic_update_slice %arg0, %10, %arg2, %arg2 : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    %12 = stablehlo.pad %arg0, %0, low = [0, 1], high = [1, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x4xf32>
    %13 = stablehlo.reverse %arg0, dims = [0] : tensor<2x3xf32>
    %14 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
    %15 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<2x3xf32>
    %16 = stablehlo.custom_call @foo(%arg0) {backend_config = "", has_side_effect = true, mhlo.sharding = "{replicated}"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %17 = stablehlo.convolution(%arg0, %arg0) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %18 = stablehlo.rng_bit_generator %arg3, algorithm =  DEFAULT : (tensor<3xi64>) -> tensor<3xi64>
    %19 = stablehlo.tuple %arg0, %arg2 : tuple<tensor<2x3xf32>, tensor<i32>>
    %20 = stablehlo.get_tuple_element %19[1] : (tuple<tensor<2x3xf32>, tensor<i32>>) -> tensor<i32>
    %21:2 = stablehlo.optimization_barrier %arg0, %arg2 : tensor<2x3xf32>, tensor<i32>
    %22 = stablehlo.real %arg4 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %23 = stablehlo.complex %arg0, %arg0 : tensor<2x3xcomplex<f32>>
    %24 = stablehlo.dot %arg0, %arg0, precision = [HIGHEST] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
    %25 = stablehlo.dot_general %arg0, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
    %26 = chlo.erf %arg0 : tensor<2x3xf32> -> tensor<2x3xf32>
    %27 = chlo.broadcast_add %arg0, %arg0 {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %28:2 = chlo.top_k(%arg0, k = 2) : tensor<2x3xf32> -> (tensor<2x2xf32>, tensor<2x2xi32>)
    %29 = stablehlo.fft %arg4, type =  FFT, length = [3] : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    %30 = stablehlo.cholesky %arg0, lower = true : tensor<2x3xf32>
    %31 = stablehlo.einsum %arg0, %arg0, config = "ab,ab->a" : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
    %32 = stablehlo.after_all %1, %1 : !stablehlo.token
    %33 = stablehlo.set_dimension_size %arg0, %arg2, dim = 1 : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
    %34 = stablehlo.broadcast %arg2, sizes = [2] : (tensor<i32>) -> tensor<2xi32>
    %35 = stablehlo.rng %0, %0, %arg3, distribution =  UNIFORM : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3xf32>
    %36 = stablehlo.replica_id : tensor<ui32>
    check.expect_eq %2, %2 : tensor<2x3xf32>
    check.expect_almost_eq_const %2, dense<1.000000e+00> : tensor<2x3xf32>, tolerance = 1.000000e-03
    check.expect_close %2, %2, max_ulp_difference = 3 : tensor<2x3xf32>, tensor<2x3xf32>
    stablehlo.optimization_barrier()
    return %5 : tensor<2x3xf32>
  }
}

// CHECK:module {
// CHECK-NEXT:  func.func @ops(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xi1>, %arg2: tensor<i32>, %arg3: tensor<3xi64>, %arg4: tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32> {
// CHECK-NEXT:    %0 = stablehlo.constant {attr = 1 : i32} dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %1 = stablehlo.create_token : !stablehlo.token
// CHECK-NEXT:    %2 = stablehlo.abs %arg0 : tensor<2x3xf32>
// CHECK-NEXT:    %3 = stablehlo.convert %arg0 : (tensor<2x3xf32>) -> tensor<2x3xf16>
// CHECK-NEXT:    %4 = stablehlo.is_finite %arg0 : (tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT:    %5 = stablehlo.select %arg1, %arg0, %2 : tensor<2x3xi1>, tensor<2x3xf32>
// CHECK-NEXT:    %6 = stablehlo.clamp %2, %arg0, %2 : tensor<2x3xf32>
// CHECK-NEXT:    %7 = stablehlo.iota dim = 1 : tensor<2x3xi32>
// CHECK-NEXT:    %8 = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK-NEXT:    %9 = stablehlo.concatenate %arg0, %2, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT:    %10 = stablehlo.dynamic_slice %arg0, %arg2, %arg2, sizes = [1, 2] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
// CHECK-NEXT:    %11 = stablehlo.dynamic_update_slice %arg0, %10, %arg2, %arg2 : (tensor<2x3xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %12 = stablehlo.pad %arg0, %0, low = [0, 1], high = [1, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x4xf32>
// CHECK-NEXT:    %13 = stablehlo.reverse %arg0, dims = [0] : tensor<2x3xf32>
// CHECK-NEXT:    %14 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
// CHECK-NEXT:    %15 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<2x3xf32>
// CHECK-NEXT:    %16 = stablehlo.custom_call @foo(%arg0) {backend_config = "", has_side_effect = true, mhlo.sharding = "{replicated}"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %17 = stablehlo.convolution(%arg0, %arg0) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = {{\[\[}}0, 0{{\]\]}}, lhs_dilate = [1], rhs_dilate = [1], reverse = [0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %18 = stablehlo.rng_bit_generator %arg3, algorithm =  DEFAULT : (tensor<3xi64>) -> tensor<3xi64>
// CHECK-NEXT:    %19 = stablehlo.tuple %arg0, %arg2 : tuple<tensor<2x3xf32>, tensor<i32>>
// CHECK-NEXT:    %20 = stablehlo.get_tuple_element %19[1] : (tuple<tensor<2x3xf32>, tensor<i32>>) -> tensor<i32>
// CHECK-NEXT:    %21:2 = stablehlo.optimization_barrier %arg0, %arg2 : tensor<2x3xf32>, tensor<i32>
// CHECK-NEXT:    %22 = stablehlo.real %arg4 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
// CHECK-NEXT:    %23 = stablehlo.complex %arg0, %arg0 : tensor<2x3xcomplex<f32>>
// CHECK-NEXT:    %24 = stablehlo.dot %arg0, %arg0, precision = [HIGHEST] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
// CHECK-NEXT:    %25 = stablehlo.dot_general %arg0, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
// CHECK-NEXT:    %26 = chlo.erf %arg0 : tensor<2x3xf32> -> tensor<2x3xf32>
// CHECK-NEXT:    %27 = chlo.broadcast_add %arg0, %arg0 {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %28:2 = chlo.top_k(%arg0, k = 2) : tensor<2x3xf32> -> (tensor<2x2xf32>, tensor<2x2xi32>)
// CHECK-NEXT:    %29 = stablehlo.fft %arg4, type =  FFT, length = [3] : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
// CHECK-NEXT:    %30 = stablehlo.cholesky %arg0, lower = true : tensor<2x3xf32>
// CHECK-NEXT:    %31 = stablehlo.einsum %arg0, %arg0, config = "ab,ab->a" : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
// CHECK-NEXT:    %32 = stablehlo.after_all %1, %1 : !stablehlo.token
// CHECK-NEXT:    %33 = stablehlo.set_dimension_size %arg0, %arg2, dim = 1 : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
// CHECK-NEXT:    %34 = stablehlo.broadcast %arg2, sizes = [2] : (tensor<i32>) -> tensor<2xi32>
// CHECK-NEXT:    %35 = stablehlo.rng %0, %0, %arg3, distribution =  UNIFORM : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3xf32>
// CHECK-NEXT:    %36 = stablehlo.replica_id : tensor<ui32>
// CHECK-NEXT:    check.expect_eq %2, %2 : tensor<2x3xf32>
// CHECK-NEXT:    check.expect_almost_eq_const %2, dense<1.000000e+00> : tensor<2x3xf32>, tolerance = 1.000000e-03
// CHECK-NEXT:    check.expect_close %2, %2, max_ulp_difference = 3 : tensor<2x3xf32>, tensor<2x3xf32>
// CHECK-NEXT:    stablehlo.optimization_barrier()
// CHECK-NEXT:    return %5 : tensor<2x3xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// -----

module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.layout_mode = "default"}, %arg1: tensor<16x4xf32>) -> (tensor<8x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    %1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %3 = stablehlo.maximum %0, %2 : tensor<8x4xf32>
    %4 = stablehlo.compare  GT, %3, %2,  FLOAT : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xi1>
    %5 = stablehlo.reduce(%3 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.reduce(%3 init: %1) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.constant dense<0> : tensor<i64>
    %8:2 = stablehlo.while(%arg2 = %7, %arg3 = %3) : tensor<i64>, tensor<8x4xf32>
     cond {
      %11 = stablehlo.constant dense<3> : tensor<i64>
      %12 = stablehlo.compare  LT, %arg2, %11,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %11 = stablehlo.constant dense<1> : tensor<i64>
      %12 = stablehlo.add %arg2, %11 : tensor<i64>
      %13 = stablehlo.negate %arg3 : tensor<8x4xf32>
      stablehlo.return %12, %13 : tensor<i64>, tensor<8x4xf32>
    }
    %9 = stablehlo.slice %3 [0:4, 1:4:2] : (tensor<8x4xf32>) -> tensor<4x2xf32>
    %10 = stablehlo.transpose %8#1, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    return %8#1 : tensor<8x4xf32>
  }
}

// CHECK:module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
// CHECK-NEXT:  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.layout_mode = "default"}, %arg1: tensor<16x4xf32>) -> (tensor<8x4xf32> {jax.result_info = "result"}) {
// CHECK-NEXT:    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:    %1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
// CHECK-NEXT:    %3 = stablehlo.maximum %0, %2 : tensor<8x4xf32>
// CHECK-NEXT:    %4 = stablehlo.compare  GT, %3, %2,  FLOAT : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xi1>
// CHECK-NEXT:    %5 = stablehlo.reduce(%3 init: %1) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
// CHECK-NEXT:    %6 = stablehlo.reduce(%3 init: %1) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %7 = stablehlo.constant dense<0> : tensor<i64>
// CHECK-NEXT:    %8:2 = stablehlo.while(%arg2 = %7, %arg3 = %3) : tensor<i64>, tensor<8x4xf32>
// CHECK-NEXT:     cond {
// CHECK-NEXT:      %11 = stablehlo.constant dense<3> : tensor<i64>
// CHECK-NEXT:      %12 = stablehlo.compare  LT, %arg2, %11,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT:      stablehlo.return %12 : tensor<i1>
// CHECK-NEXT:    } do {
// CHECK-NEXT:      %11 = stablehlo.constant dense<1> : tensor<i64>
// CHECK-NEXT:      %12 = stablehlo.add %arg2, %11 : tensor<i64>
// CHECK-NEXT:      %13 = stablehlo.negate %arg3 : tensor<8x4xf32>
// CHECK-NEXT:      stablehlo.return %12, %13 : tensor<i64>, tensor<8x4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %9 = stablehlo.slice %3 [0:4, 1:4:2] : (tensor<8x4xf32>) -> tensor<4x2xf32>
// CHECK-NEXT:    %10 = stablehlo.transpose %8#1, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:    return %8#1 : tensor<8x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// -----

module {
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  func.func @f(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> tensor<8x8xf32> {
    %0 = stablehlo.constant dense<3> : tensor<i32>
    %1 = stablehlo.constant dense<4> : tensor<1xindex>
    %2 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {"model"}]> : tensor<8x8xf32>
    %3 = sdy.reshard %2 <@mesh, [{}, {"model"}]> : tensor<8x8xf32>
    %4 = sdy.manual_computation(%3) in_shardings=[<@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data"} (%arg1: tensor<2x8xf32>) {
      %17 = stablehlo.negate %arg1 : tensor<2x8xf32>
      sdy.return %17 : tensor<2x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %5 = sdy.named_computation<"foo">(%4) (%arg1: tensor<8x8xf32>) {
      sdy.return %arg1 : tensor<8x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    sdy.sharding_group %5 group_id=0 : tensor<8x8xf32>
    %6 = chlo.broadcast_compare %5, %5 {comparison_direction = #chlo<comparison_direction LT>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
    %7 = chlo.broadcast_select %6, %5, %5 : (tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %8 = chlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.composite "my.op" %5 {composite_attributes = {k = 1 : i64}, decomposition = @f} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %10 = stablehlo.unary_einsum %5, config = "ab->a" : (tensor<8x8xf32>) -> tensor<8xf32>
    %11 = stablehlo.custom_call @"foo-bar"(%5) {api_version = 2 : i32, backend_config = ""} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %12 = stablehlo.count_leading_zeros %0 : tensor<i32>
    %13 = stablehlo.dot_general %5, %5, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %14 = stablehlo.dynamic_iota %1, dim = 0 : (tensor<1xindex>) -> tensor<4xi32>
    %15 = stablehlo.exponential %5 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x8xf32>
    %16 = stablehlo.dynamic_broadcast_in_dim %8, %1, dims = [] {known_expanding_dimensions = array<i64: 0>} : (tensor<f32>, tensor<1xindex>) -> tensor<4xf32>
    check.expect_serialized_eq %5, probe_id = "probe0", iter = 1 : tensor<8x8xf32>
    check.expect_eq_const %0, dense<3> : tensor<i32>
    check.expect_almost_eq %5, %5, tolerance = 1.000000e-01 : tensor<8x8xf32>
    return %7 : tensor<8x8xf32>
  }
}

// CHECK:module {
// CHECK-NEXT:  sdy.mesh @mesh = <["data"=4, "model"=2]>
// CHECK-NEXT:  func.func @f(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> tensor<8x8xf32> {
// CHECK-NEXT:    %0 = stablehlo.constant dense<3> : tensor<i32>
// CHECK-NEXT:    %1 = stablehlo.constant dense<4> : tensor<1xindex>
// CHECK-NEXT:    %2 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {"model"}]> : tensor<8x8xf32>
// CHECK-NEXT:    %3 = sdy.reshard %2 <@mesh, [{}, {"model"}]> : tensor<8x8xf32>
// CHECK-NEXT:    %4 = sdy.manual_computation(%3) in_shardings=[<@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data"} (%arg1: tensor<2x8xf32>) {
// CHECK-NEXT:      %17 = stablehlo.negate %arg1 : tensor<2x8xf32>
// CHECK-NEXT:      sdy.return %17 : tensor<2x8xf32>
// CHECK-NEXT:    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:    %5 = sdy.named_computation<"foo">(%4) (%arg1: tensor<8x8xf32>) {
// CHECK-NEXT:      sdy.return %arg1 : tensor<8x8xf32>
// CHECK-NEXT:    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:    sdy.sharding_group %5 group_id=0 : tensor<8x8xf32>
// CHECK-NEXT:    %6 = chlo.broadcast_compare %5, %5 {comparison_direction = #chlo<comparison_direction LT>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
// CHECK-NEXT:    %7 = chlo.broadcast_select %6, %5, %5 : (tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:    %8 = chlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %9 = stablehlo.composite "my.op" %5 {composite_attributes = {k = 1 : i64}, decomposition = @f} : (tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:    %10 = stablehlo.unary_einsum %5, config = "ab->a" : (tensor<8x8xf32>) -> tensor<8xf32>
// CHECK-NEXT:    %11 = stablehlo.custom_call @"foo-bar"(%5) {api_version = 2 : i32, backend_config = ""} : (tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:    %12 = stablehlo.count_leading_zeros %0 : tensor<i32>
// CHECK-NEXT:    %13 = stablehlo.dot_general %5, %5, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:    %14 = stablehlo.dynamic_iota %1, dim = 0 : (tensor<1xindex>) -> tensor<4xi32>
// CHECK-NEXT:    %15 = stablehlo.exponential %5 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<8x8xf32>
// CHECK-NEXT:    %16 = stablehlo.dynamic_broadcast_in_dim %8, %1, dims = [] {known_expanding_dimensions = array<i64: 0>} : (tensor<f32>, tensor<1xindex>) -> tensor<4xf32>
// CHECK-NEXT:    check.expect_serialized_eq %5, probe_id = "probe0", iter = 1 : tensor<8x8xf32>
// CHECK-NEXT:    check.expect_eq_const %0, dense<3> : tensor<i32>
// CHECK-NEXT:    check.expect_almost_eq %5, %5, tolerance = 1.000000e-01 : tensor<8x8xf32>
// CHECK-NEXT:    return %7 : tensor<8x8xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// -----

module {
  func.func @f(%arg0: tensor<8x9xf32>, %arg1: tensor<f32>) -> tensor<8x9xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 8, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<8x9xf32>, tensor<f32>) -> tensor<8x9xf32>
    return %0 : tensor<8x9xf32>
  }
}

// CHECK:module {
// CHECK-NEXT:  func.func @f(%arg0: tensor<8x9xf32>, %arg1: tensor<f32>) -> tensor<8x9xf32> {
// CHECK-NEXT:    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 8, 1>}> ({
// CHECK-NEXT:    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
// CHECK-NEXT:      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
// CHECK-NEXT:      stablehlo.return %1 : tensor<f32>
// CHECK-NEXT:    }) : (tensor<8x9xf32>, tensor<f32>) -> tensor<8x9xf32>
// CHECK-NEXT:    return %0 : tensor<8x9xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}
