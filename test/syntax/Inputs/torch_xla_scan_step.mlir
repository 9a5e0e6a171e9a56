module @IrToHlo.187 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x4xf32>, %arg1: tensor<3x4x4xf32>, %arg2: tensor<3x4xf32>, %arg3: tensor<2x4xf32>) -> (tensor<f32>, tensor<3x4x4xf32>, tensor<3x4xf32>) {
    %0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x4xf32>
    %2 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x4xf32>
    %3 = stablehlo.constant dense<0.000000e+00> : tensor<3x4x4xf32>
    %4 = stablehlo.constant dense<0.000000e+00> : tensor<3x2x4xf32>
    %5:8 = stablehlo.while(%arg4 = %0, %arg5 = %arg0, %arg6 = %arg1, %arg7 = %arg2, %arg8 = %1, %arg9 = %2, %arg10 = %3, %arg11 = %4) : tensor<i64>, tensor<2x4xf32>, tensor<3x4x4xf32>, tensor<3x4xf32>, tensor<3x2x4xf32>, tensor<3x2x4xf32>, tensor<3x4x4xf32>, tensor<3x2x4xf32>
     cond {
      %22 = stablehlo.constant dense<3> : tensor<i64>
      %23 = stablehlo.compare  LT, %arg4, %22 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %23 : tensor<i1>
    } do {
      %22 = stablehlo.constant dense<0> : tensor<i64>
      %23 = stablehlo.dynamic_slice %arg6, %arg4, %22, %22, sizes = [1, 4, 4] : (tensor<3x4x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x4x4xf32>
      %24 = stablehlo.reshape %23 : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
      %25 = stablehlo.dynamic_slice %arg7, %arg4, %22, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i64>, tensor<i64>) -> tensor<1x4xf32>
      %26 = stablehlo.reshape %25 : (tensor<1x4xf32>) -> tensor<4xf32>
      %27:5 = func.call @scan_step(%arg5, %24, %26) : (tensor<2x4xf32>, tensor<4x4xf32>, tensor<4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>)
      %28 = stablehlo.broadcast_in_dim %27#1, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %29 = stablehlo.dynamic_update_slice %arg8, %28, %arg4, %22, %22 : (tensor<3x2x4xf32>, tensor<1x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x2x4xf32>
      %30 = stablehlo.broadcast_in_dim %27#2, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %31 = stablehlo.dynamic_update_slice %arg9, %30, %arg4, %22, %22 : (tensor<3x2x4xf32>, tensor<1x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x2x4xf32>
      %32 = stablehlo.broadcast_in_dim %27#3, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
      %33 = stablehlo.dynamic_update_slice %arg10, %32, %arg4, %22, %22 : (tensor<3x4x4xf32>, tensor<1x4x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x4x4xf32>
      %34 = stablehlo.broadcast_in_dim %27#4, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
      %35 = stablehlo.dynamic_update_slice %arg11, %34, %arg4, %22, %22 : (tensor<3x2x4xf32>, tensor<1x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x2x4xf32>
      %36 = stablehlo.constant dense<1> : tensor<i64>
      %37 = stablehlo.add %arg4, %36 : tensor<i64>
      stablehlo.return %37, %27#0, %arg6, %arg7, %29, %31, %33, %35 : tensor<i64>, tensor<2x4xf32>, tensor<3x4x4xf32>, tensor<3x4xf32>, tensor<3x2x4xf32>, tensor<3x2x4xf32>, tensor<3x4x4xf32>, tensor<3x2x4xf32>
    }
    %6 = stablehlo.subtract %5#1, %arg3 : tensor<2x4xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<2x4xf32>
    %8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %11 = stablehlo.divide %9, %10 : tensor<f32>
    %12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.divide %12, %10 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %15 = stablehlo.multiply %14, %6 : tensor<2x4xf32>
    %16 = stablehlo.multiply %6, %14 : tensor<2x4xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x4xf32>
    %18 = stablehlo.constant dense<0> : tensor<i64>
    %19 = stablehlo.constant dense<0.000000e+00> : tensor<3x4x4xf32>
    %20 = stablehlo.constant dense<0.000000e+00> : tensor<3x4xf32>
    %21:8 = stablehlo.while(%arg4 = %18, %arg5 = %17, %arg6 = %5#4, %arg7 = %5#5, %arg8 = %5#6, %arg9 = %5#7, %arg10 = %19, %arg11 = %20) : tensor<i64>, tensor<2x4xf32>, tensor<3x2x4xf32>, tensor<3x2x4xf32>, tensor<3x4x4xf32>, tensor<3x2x4xf32>, tensor<3x4x4xf32>, tensor<3x4xf32>
     cond {
      %22 = stablehlo.constant dense<3> : tensor<i64>
      %23 = stablehlo.compare  LT, %arg4, %22 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %23 : tensor<i1>
    } do {
      %22 = stablehlo.constant dense<2> : tensor<i64>
      %23 = stablehlo.subtract %22, %arg4 : tensor<i64>
      %24 = stablehlo.constant dense<0> : tensor<i64>
      %25 = stablehlo.dynamic_slice %arg6, %23, %24, %24, sizes = [1, 2, 4] : (tensor<3x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x4xf32>
      %26 = stablehlo.reshape %25 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %27 = stablehlo.dynamic_slice %arg7, %23, %24, %24, sizes = [1, 2, 4] : (tensor<3x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x4xf32>
      %28 = stablehlo.reshape %27 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %29 = stablehlo.dynamic_slice %arg8, %23, %24, %24, sizes = [1, 4, 4] : (tensor<3x4x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x4x4xf32>
      %30 = stablehlo.reshape %29 : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
      %31 = stablehlo.dynamic_slice %arg9, %23, %24, %24, sizes = [1, 2, 4] : (tensor<3x2x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x2x4xf32>
      %32 = stablehlo.reshape %31 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
      %33:3 = func.call @scan_step_bwd(%arg5, %26, %28, %30, %32) : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<4x4xf32>, tensor<4xf32>)
      %34 = stablehlo.broadcast_in_dim %33#1, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
      %35 = stablehlo.dynamic_update_slice %arg10, %34, %23, %24, %24 : (tensor<3x4x4xf32>, tensor<1x4x4xf32>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<3x4x4xf32>
      %36 = stablehlo.broadcast_in_dim %33#2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
      %37 = stablehlo.dynamic_update_slice %arg11, %36, %23, %24 : (tensor<3x4xf32>, tensor<1x4xf32>, tensor<i64>, tensor<i64>) -> tensor<3x4xf32>
      %38 = stablehlo.constant dense<1> : tensor<i64>
      %39 = stablehlo.add %arg4, %38 : tensor<i64>
      stablehlo.return %39, %33#0, %arg6, %arg7, %arg8, %arg9, %35, %37 : tensor<i64>, tensor<2x4xf32>, tensor<3x2x4xf32>, tensor<3x2x4xf32>, tensor<3x4x4xf32>, tensor<3x2x4xf32>, tensor<3x4x4xf32>, tensor<3x4xf32>
    }
    return %11, %21#6, %21#7 : tensor<f32>, tensor<3x4x4xf32>, tensor<3x4xf32>
  }
  func.func private @scan_step(%arg0: tensor<2x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x4xf32>
    %3 = stablehlo.tanh %2 : tensor<2x4xf32>
    %4 = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf32>
    %5 = stablehlo.subtract %4, %3 : tensor<2x4xf32>
    return %3, %3, %5, %arg1, %arg0 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>
  }
  func.func private @scan_step_bwd(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x4xf32>, %arg3: tensor<4x4xf32>, %arg4: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<4x4xf32>, tensor<4xf32>) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<2x4xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2x4xf32>
    %2 = stablehlo.multiply %1, %arg2 : tensor<2x4xf32>
    %3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%2 init: %3) applies stablehlo.add across dimensions = [0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.dot_general %2, %arg3, contracting_dims = [1] x [1] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %6 = stablehlo.dot_general %arg4, %2, contracting_dims = [0] x [0] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
    return %5, %6, %4 : tensor<2x4xf32>, tensor<4x4xf32>, tensor<4xf32>
  }
}
