// GPT-2 small training step (L=12, 12 heads, C=768, T=1024, B=8, V=50257, f32, tied head):
// forward, cross-entropy loss and full backward, as written by `hlomem-gen gpt2`.
"builtin.module"() <{sym_name = "jit_gpt2_train_step"}> ({
  "func.func"() <{function_type = (tensor<50257x768xf32>, tensor<1024x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<8x1024xi32>, tensor<8x1024xi32>) -> (tensor<f32>, tensor<50257x768xf32>, tensor<1024x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>), sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<50257x768xf32>, %arg1: tensor<1024x768xf32>, %arg2: tensor<768xf32>, %arg3: tensor<768xf32>, %arg4: tensor<768x2304xf32>, %arg5: tensor<2304xf32>, %arg6: tensor<768x768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<768x3072xf32>, %arg11: tensor<3072xf32>, %arg12: tensor<3072x768xf32>, %arg13: tensor<768xf32>, %arg14: tensor<768xf32>, %arg15: tensor<768xf32>, %arg16: tensor<768x2304xf32>, %arg17: tensor<2304xf32>, %arg18: tensor<768x768xf32>, %arg19: tensor<768xf32>, %arg20: tensor<768xf32>, %arg21: tensor<768xf32>, %arg22: tensor<768x3072xf32>, %arg23: tensor<3072xf32>, %arg24: tensor<3072x768xf32>, %arg25: tensor<768xf32>, %arg26: tensor<768xf32>, %arg27: tensor<768xf32>, %arg28: tensor<768x2304xf32>, %arg29: tensor<2304xf32>, %arg30: tensor<768x768xf32>, %arg31: tensor<768xf32>, %arg32: tensor<768xf32>, %arg33: tensor<768xf32>, %arg34: tensor<768x3072xf32>, %arg35: tensor<3072xf32>, %arg36: tensor<3072x768xf32>, %arg37: tensor<768xf32>, %arg38: tensor<768xf32>, %arg39: tensor<768xf32>, %arg40: tensor<768x2304xf32>, %arg41: tensor<2304xf32>, %arg42: tensor<768x768xf32>, %arg43: tensor<768xf32>, %arg44: tensor<768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<768x3072xf32>, %arg47: tensor<3072xf32>, %arg48: tensor<3072x768xf32>, %arg49: tensor<768xf32>, %arg50: tensor<768xf32>, %arg51: tensor<768xf32>, %arg52: tensor<768x2304xf32>, %arg53: tensor<2304xf32>, %arg54: tensor<768x768xf32>, %arg55: tensor<768xf32>, %arg56: tensor<768xf32>, %arg57: tensor<768xf32>, %arg58: tensor<768x3072xf32>, %arg59: tensor<3072xf32>, %arg60: tensor<3072x768xf32>, %arg61: tensor<768xf32>, %arg62: tensor<768xf32>, %arg63: tensor<768xf32>, %arg64: tensor<768x2304xf32>, %arg65: tensor<2304xf32>, %arg66: tensor<768x768xf32>, %arg67: tensor<768xf32>, %arg68: tensor<768xf32>, %arg69: tensor<768xf32>, %arg70: tensor<768x3072xf32>, %arg71: tensor<3072xf32>, %arg72: tensor<3072x768xf32>, %arg73: tensor<768xf32>, %arg74: tensor<768xf32>, %arg75: tensor<768xf32>, %arg76: tensor<768x2304xf32>, %arg77: tensor<2304xf32>, %arg78: tensor<768x768xf32>, %arg79: tensor<768xf32>, %arg80: tensor<768xf32>, %arg81: tensor<768xf32>, %arg82: tensor<768x3072xf32>, %arg83: tensor<3072xf32>, %arg84: tensor<3072x768xf32>, %arg85: tensor<768xf32>, %arg86: tensor<768xf32>, %arg87: tensor<768xf32>, %arg88: tensor<768x2304xf32>, %arg89: tensor<2304xf32>, %arg90: tensor<768x768xf32>, %arg91: tensor<768xf32>, %arg92: tensor<768xf32>, %arg93: tensor<768xf32>, %arg94: tensor<768x3072xf32>, %arg95: tensor<3072xf32>, %arg96: tensor<3072x768xf32>, %arg97: tensor<768xf32>, %arg98: tensor<768xf32>, %arg99: tensor<768xf32>, %arg100: tensor<768x2304xf32>, %arg101: tensor<2304xf32>, %arg102: tensor<768x768xf32>, %arg103: tensor<768xf32>, %arg104: tensor<768xf32>, %arg105: tensor<768xf32>, %arg106: tensor<768x3072xf32>, %arg107: tensor<3072xf32>, %arg108: tensor<3072x768xf32>, %arg109: tensor<768xf32>, %arg110: tensor<768xf32>, %arg111: tensor<768xf32>, %arg112: tensor<768x2304xf32>, %arg113: tensor<2304xf32>, %arg114: tensor<768x768xf32>, %arg115: tensor<768xf32>, %arg116: tensor<768xf32>, %arg117: tensor<768xf32>, %arg118: tensor<768x3072xf32>, %arg119: tensor<3072xf32>, %arg120: tensor<3072x768xf32>, %arg121: tensor<768xf32>, %arg122: tensor<768xf32>, %arg123: tensor<768xf32>, %arg124: tensor<768x2304xf32>, %arg125: tensor<2304xf32>, %arg126: tensor<768x768xf32>, %arg127: tensor<768xf32>, %arg128: tensor<768xf32>, %arg129: tensor<768xf32>, %arg130: tensor<768x3072xf32>, %arg131: tensor<3072xf32>, %arg132: tensor<3072x768xf32>, %arg133: tensor<768xf32>, %arg134: tensor<768xf32>, %arg135: tensor<768xf32>, %arg136: tensor<768x2304xf32>, %arg137: tensor<2304xf32>, %arg138: tensor<768x768xf32>, %arg139: tensor<768xf32>, %arg140: tensor<768xf32>, %arg141: tensor<768xf32>, %arg142: tensor<768x3072xf32>, %arg143: tensor<3072xf32>, %arg144: tensor<3072x768xf32>, %arg145: tensor<768xf32>, %arg146: tensor<768xf32>, %arg147: tensor<768xf32>, %arg148: tensor<8x1024xi32>, %arg149: tensor<8x1024xi32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1024x1024xi32>
    %1 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1024x1024xi32>
    %2 = "stablehlo.compare"(%0, %1) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %3 = "stablehlo.reshape"(%arg148) : (tensor<8x1024xi32>) -> tensor<8x1024x1xi32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<50257x768xf32>, tensor<8x1024x1xi32>) -> tensor<8x1024x768xf32>
    %5 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1024xi32>
    %6 = "stablehlo.reshape"(%5) : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %7 = "stablehlo.gather"(%arg1, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<1024x768xf32>, tensor<1024x1xi32>) -> tensor<1024x768xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x768xf32>) -> tensor<8x1024x768xf32>
    %9 = "stablehlo.add"(%4, %8) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.reduce"(%9, %10) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg632: tensor<f32>, %arg633: tensor<f32>):
      %2731 = "stablehlo.add"(%arg632, %arg633) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2731) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %12 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %13 = "stablehlo.divide"(%11, %12) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %15 = "stablehlo.subtract"(%9, %14) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %16 = "stablehlo.multiply"(%15, %15) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg630: tensor<f32>, %arg631: tensor<f32>):
      %2730 = "stablehlo.add"(%arg630, %arg631) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2730) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %19 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %20 = "stablehlo.divide"(%18, %19) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %21 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %22 = "stablehlo.add"(%20, %21) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %23 = "stablehlo.rsqrt"(%22) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %24 = "stablehlo.divide"(%23, %22) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %25 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %26 = "stablehlo.multiply"(%25, %24) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %27 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %28 = "stablehlo.multiply"(%15, %27) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %29 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %30 = "stablehlo.multiply"(%28, %29) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %31 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %32 = "stablehlo.add"(%30, %31) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %33 = "stablehlo.dot_general"(%32, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %34 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 2>}> : (tensor<2304xf32>) -> tensor<8x1024x2304xf32>
    %35 = "stablehlo.add"(%33, %34) : (tensor<8x1024x2304xf32>, tensor<8x1024x2304xf32>) -> tensor<8x1024x2304xf32>
    %36 = "stablehlo.slice"(%35) <{limit_indices = array<i64: 8, 1024, 768>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %37 = "stablehlo.slice"(%35) <{limit_indices = array<i64: 8, 1024, 1536>, start_indices = array<i64: 0, 0, 768>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %38 = "stablehlo.slice"(%35) <{limit_indices = array<i64: 8, 1024, 2304>, start_indices = array<i64: 0, 0, 1536>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %39 = "stablehlo.reshape"(%36) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %40 = "stablehlo.reshape"(%37) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %41 = "stablehlo.reshape"(%38) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %42 = "stablehlo.dot_general"(%39, %40) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %43 = "stablehlo.constant"() <{value = dense<1.250000e-01> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %44 = "stablehlo.multiply"(%42, %43) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %45 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1024x1024xi1>) -> tensor<8x12x1024x1024xi1>
    %46 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %47 = "stablehlo.select"(%45, %44, %46) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %48 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.reduce"(%47, %48) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg628: tensor<f32>, %arg629: tensor<f32>):
      %2729 = "stablehlo.maximum"(%arg628, %arg629) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2729) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %51 = "stablehlo.subtract"(%47, %50) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %52 = "stablehlo.exponential"(%51) : (tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %53 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.reduce"(%52, %53) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg626: tensor<f32>, %arg627: tensor<f32>):
      %2728 = "stablehlo.add"(%arg626, %arg627) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2728) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %56 = "stablehlo.divide"(%52, %55) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %57 = "stablehlo.dot_general"(%56, %41) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %58 = "stablehlo.transpose"(%57) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %60 = "stablehlo.dot_general"(%59, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %61 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %62 = "stablehlo.add"(%60, %61) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %63 = "stablehlo.add"(%9, %62) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.reduce"(%63, %64) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg624: tensor<f32>, %arg625: tensor<f32>):
      %2727 = "stablehlo.add"(%arg624, %arg625) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2727) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %66 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %67 = "stablehlo.divide"(%65, %66) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %69 = "stablehlo.subtract"(%63, %68) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %70 = "stablehlo.multiply"(%69, %69) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %71 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.reduce"(%70, %71) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg622: tensor<f32>, %arg623: tensor<f32>):
      %2726 = "stablehlo.add"(%arg622, %arg623) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2726) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %73 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %74 = "stablehlo.divide"(%72, %73) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %75 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %76 = "stablehlo.add"(%74, %75) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %77 = "stablehlo.rsqrt"(%76) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %78 = "stablehlo.divide"(%77, %76) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %79 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %80 = "stablehlo.multiply"(%79, %78) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %81 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %82 = "stablehlo.multiply"(%69, %81) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %83 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %84 = "stablehlo.multiply"(%82, %83) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %85 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %86 = "stablehlo.add"(%84, %85) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %87 = "stablehlo.dot_general"(%86, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %88 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3072xf32>) -> tensor<8x1024x3072xf32>
    %89 = "stablehlo.add"(%87, %88) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %90 = "stablehlo.multiply"(%89, %89) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %91 = "stablehlo.multiply"(%89, %90) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %92 = "stablehlo.multiply"(%89, %89) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %93 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %94 = "stablehlo.multiply"(%92, %93) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %95 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %96 = "stablehlo.multiply"(%91, %95) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %97 = "stablehlo.add"(%89, %96) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %98 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %99 = "stablehlo.multiply"(%97, %98) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %100 = "stablehlo.tanh"(%99) : (tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %101 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %102 = "stablehlo.subtract"(%101, %100) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %103 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %104 = "stablehlo.add"(%100, %103) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %105 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %106 = "stablehlo.multiply"(%104, %105) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %107 = "stablehlo.multiply"(%89, %106) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %108 = "stablehlo.dot_general"(%107, %arg12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %109 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %110 = "stablehlo.add"(%108, %109) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %111 = "stablehlo.add"(%63, %110) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %112 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.reduce"(%111, %112) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg620: tensor<f32>, %arg621: tensor<f32>):
      %2725 = "stablehlo.add"(%arg620, %arg621) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2725) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %114 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %115 = "stablehlo.divide"(%113, %114) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %117 = "stablehlo.subtract"(%111, %116) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %118 = "stablehlo.multiply"(%117, %117) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.reduce"(%118, %119) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg618: tensor<f32>, %arg619: tensor<f32>):
      %2724 = "stablehlo.add"(%arg618, %arg619) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2724) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %121 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %122 = "stablehlo.divide"(%120, %121) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %123 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %124 = "stablehlo.add"(%122, %123) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %125 = "stablehlo.rsqrt"(%124) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %126 = "stablehlo.divide"(%125, %124) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %127 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %128 = "stablehlo.multiply"(%127, %126) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %129 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %130 = "stablehlo.multiply"(%117, %129) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %131 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %132 = "stablehlo.multiply"(%130, %131) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %133 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %134 = "stablehlo.add"(%132, %133) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %135 = "stablehlo.dot_general"(%134, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %136 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64: 2>}> : (tensor<2304xf32>) -> tensor<8x1024x2304xf32>
    %137 = "stablehlo.add"(%135, %136) : (tensor<8x1024x2304xf32>, tensor<8x1024x2304xf32>) -> tensor<8x1024x2304xf32>
    %138 = "stablehlo.slice"(%137) <{limit_indices = array<i64: 8, 1024, 768>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %139 = "stablehlo.slice"(%137) <{limit_indices = array<i64: 8, 1024, 1536>, start_indices = array<i64: 0, 0, 768>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %140 = "stablehlo.slice"(%137) <{limit_indices = array<i64: 8, 1024, 2304>, start_indices = array<i64: 0, 0, 1536>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %141 = "stablehlo.reshape"(%138) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %142 = "stablehlo.reshape"(%139) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %143 = "stablehlo.reshape"(%140) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %144 = "stablehlo.dot_general"(%141, %142) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %145 = "stablehlo.constant"() <{value = dense<1.250000e-01> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %146 = "stablehlo.multiply"(%144, %145) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %147 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1024x1024xi1>) -> tensor<8x12x1024x1024xi1>
    %148 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %149 = "stablehlo.select"(%147, %146, %148) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %150 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.reduce"(%149, %150) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg616: tensor<f32>, %arg617: tensor<f32>):
      %2723 = "stablehlo.maximum"(%arg616, %arg617) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2723) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %153 = "stablehlo.subtract"(%149, %152) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %154 = "stablehlo.exponential"(%153) : (tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %155 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.reduce"(%154, %155) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg614: tensor<f32>, %arg615: tensor<f32>):
      %2722 = "stablehlo.add"(%arg614, %arg615) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2722) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %158 = "stablehlo.divide"(%154, %157) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %159 = "stablehlo.dot_general"(%158, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %160 = "stablehlo.transpose"(%159) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %161 = "stablehlo.reshape"(%160) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %162 = "stablehlo.dot_general"(%161, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %163 = "stablehlo.broadcast_in_dim"(%arg19) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %164 = "stablehlo.add"(%162, %163) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %165 = "stablehlo.add"(%111, %164) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %166 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %167 = "stablehlo.reduce"(%165, %166) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg612: tensor<f32>, %arg613: tensor<f32>):
      %2721 = "stablehlo.add"(%arg612, %arg613) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2721) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %168 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %169 = "stablehlo.divide"(%167, %168) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %171 = "stablehlo.subtract"(%165, %170) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %172 = "stablehlo.multiply"(%171, %171) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.reduce"(%172, %173) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg610: tensor<f32>, %arg611: tensor<f32>):
      %2720 = "stablehlo.add"(%arg610, %arg611) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2720) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %175 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %176 = "stablehlo.divide"(%174, %175) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %177 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %178 = "stablehlo.add"(%176, %177) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %179 = "stablehlo.rsqrt"(%178) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %180 = "stablehlo.divide"(%179, %178) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %181 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %182 = "stablehlo.multiply"(%181, %180) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %183 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %184 = "stablehlo.multiply"(%171, %183) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %185 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %186 = "stablehlo.multiply"(%184, %185) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %187 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %188 = "stablehlo.add"(%186, %187) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %189 = "stablehlo.dot_general"(%188, %arg22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %190 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3072xf32>) -> tensor<8x1024x3072xf32>
    %191 = "stablehlo.add"(%189, %190) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %192 = "stablehlo.multiply"(%191, %191) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %193 = "stablehlo.multiply"(%191, %192) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %194 = "stablehlo.multiply"(%191, %191) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %195 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %196 = "stablehlo.multiply"(%194, %195) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %197 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %198 = "stablehlo.multiply"(%193, %197) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %199 = "stablehlo.add"(%191, %198) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %200 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %201 = "stablehlo.multiply"(%199, %200) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %202 = "stablehlo.tanh"(%201) : (tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %203 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %204 = "stablehlo.subtract"(%203, %202) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %205 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %206 = "stablehlo.add"(%202, %205) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %207 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %208 = "stablehlo.multiply"(%206, %207) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %209 = "stablehlo.multiply"(%191, %208) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %210 = "stablehlo.dot_general"(%209, %arg24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %211 = "stablehlo.broadcast_in_dim"(%arg25) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %212 = "stablehlo.add"(%210, %211) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %213 = "stablehlo.add"(%165, %212) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %214 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.reduce"(%213, %214) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg608: tensor<f32>, %arg609: tensor<f32>):
      %2719 = "stablehlo.add"(%arg608, %arg609) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2719) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %216 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %217 = "stablehlo.divide"(%215, %216) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %219 = "stablehlo.subtract"(%213, %218) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %220 = "stablehlo.multiply"(%219, %219) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %221 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.reduce"(%220, %221) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg606: tensor<f32>, %arg607: tensor<f32>):
      %2718 = "stablehlo.add"(%arg606, %arg607) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2718) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %223 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %224 = "stablehlo.divide"(%222, %223) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %225 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %226 = "stablehlo.add"(%224, %225) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %227 = "stablehlo.rsqrt"(%226) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %228 = "stablehlo.divide"(%227, %226) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %229 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %230 = "stablehlo.multiply"(%229, %228) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %231 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %232 = "stablehlo.multiply"(%219, %231) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %233 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %234 = "stablehlo.multiply"(%232, %233) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %235 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %236 = "stablehlo.add"(%234, %235) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %237 = "stablehlo.dot_general"(%236, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %238 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64: 2>}> : (tensor<2304xf32>) -> tensor<8x1024x2304xf32>
    %239 = "stablehlo.add"(%237, %238) : (tensor<8x1024x2304xf32>, tensor<8x1024x2304xf32>) -> tensor<8x1024x2304xf32>
    %240 = "stablehlo.slice"(%239) <{limit_indices = array<i64: 8, 1024, 768>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %241 = "stablehlo.slice"(%239) <{limit_indices = array<i64: 8, 1024, 1536>, start_indices = array<i64: 0, 0, 768>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %242 = "stablehlo.slice"(%239) <{limit_indices = array<i64: 8, 1024, 2304>, start_indices = array<i64: 0, 0, 1536>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %243 = "stablehlo.reshape"(%240) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %244 = "stablehlo.reshape"(%241) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %245 = "stablehlo.reshape"(%242) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %246 = "stablehlo.dot_general"(%243, %244) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %247 = "stablehlo.constant"() <{value = dense<1.250000e-01> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %248 = "stablehlo.multiply"(%246, %247) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %249 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1024x1024xi1>) -> tensor<8x12x1024x1024xi1>
    %250 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %251 = "stablehlo.select"(%249, %248, %250) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %252 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.reduce"(%251, %252) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg604: tensor<f32>, %arg605: tensor<f32>):
      %2717 = "stablehlo.maximum"(%arg604, %arg605) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2717) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %255 = "stablehlo.subtract"(%251, %254) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %256 = "stablehlo.exponential"(%255) : (tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %257 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.reduce"(%256, %257) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg602: tensor<f32>, %arg603: tensor<f32>):
      %2716 = "stablehlo.add"(%arg602, %arg603) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2716) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %260 = "stablehlo.divide"(%256, %259) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %261 = "stablehlo.dot_general"(%260, %245) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %262 = "stablehlo.transpose"(%261) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %263 = "stablehlo.reshape"(%262) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %264 = "stablehlo.dot_general"(%263, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %265 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %266 = "stablehlo.add"(%264, %265) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %267 = "stablehlo.add"(%213, %266) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %268 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.reduce"(%267, %268) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg600: tensor<f32>, %arg601: tensor<f32>):
      %2715 = "stablehlo.add"(%arg600, %arg601) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2715) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %270 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %271 = "stablehlo.divide"(%269, %270) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %273 = "stablehlo.subtract"(%267, %272) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %274 = "stablehlo.multiply"(%273, %273) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %275 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.reduce"(%274, %275) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg598: tensor<f32>, %arg599: tensor<f32>):
      %2714 = "stablehlo.add"(%arg598, %arg599) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2714) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %277 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %278 = "stablehlo.divide"(%276, %277) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %279 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %280 = "stablehlo.add"(%278, %279) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %281 = "stablehlo.rsqrt"(%280) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %282 = "stablehlo.divide"(%281, %280) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %283 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %284 = "stablehlo.multiply"(%283, %282) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %285 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %286 = "stablehlo.multiply"(%273, %285) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %287 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %288 = "stablehlo.multiply"(%286, %287) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %289 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %290 = "stablehlo.add"(%288, %289) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %291 = "stablehlo.dot_general"(%290, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %292 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3072xf32>) -> tensor<8x1024x3072xf32>
    %293 = "stablehlo.add"(%291, %292) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %294 = "stablehlo.multiply"(%293, %293) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %295 = "stablehlo.multiply"(%293, %294) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %296 = "stablehlo.multiply"(%293, %293) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %297 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %298 = "stablehlo.multiply"(%296, %297) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %299 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %300 = "stablehlo.multiply"(%295, %299) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %301 = "stablehlo.add"(%293, %300) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %302 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %303 = "stablehlo.multiply"(%301, %302) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %304 = "stablehlo.tanh"(%303) : (tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %305 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %306 = "stablehlo.subtract"(%305, %304) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %307 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %308 = "stablehlo.add"(%304, %307) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %309 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %310 = "stablehlo.multiply"(%308, %309) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %311 = "stablehlo.multiply"(%293, %310) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %312 = "stablehlo.dot_general"(%311, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %313 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %314 = "stablehlo.add"(%312, %313) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %315 = "stablehlo.add"(%267, %314) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %316 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %317 = "stablehlo.reduce"(%315, %316) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg596: tensor<f32>, %arg597: tensor<f32>):
      %2713 = "stablehlo.add"(%arg596, %arg597) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2713) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %318 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %319 = "stablehlo.divide"(%317, %318) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %321 = "stablehlo.subtract"(%315, %320) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %322 = "stablehlo.multiply"(%321, %321) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %323 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.reduce"(%322, %323) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg594: tensor<f32>, %arg595: tensor<f32>):
      %2712 = "stablehlo.add"(%arg594, %arg595) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2712) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %325 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %326 = "stablehlo.divide"(%324, %325) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %327 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %328 = "stablehlo.add"(%326, %327) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %329 = "stablehlo.rsqrt"(%328) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %330 = "stablehlo.divide"(%329, %328) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %331 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %332 = "stablehlo.multiply"(%331, %330) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %333 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %334 = "stablehlo.multiply"(%321, %333) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %335 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %336 = "stablehlo.multiply"(%334, %335) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %337 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %338 = "stablehlo.add"(%336, %337) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %339 = "stablehlo.dot_general"(%338, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %340 = "stablehlo.broadcast_in_dim"(%arg41) <{broadcast_dimensions = array<i64: 2>}> : (tensor<2304xf32>) -> tensor<8x1024x2304xf32>
    %341 = "stablehlo.add"(%339, %340) : (tensor<8x1024x2304xf32>, tensor<8x1024x2304xf32>) -> tensor<8x1024x2304xf32>
    %342 = "stablehlo.slice"(%341) <{limit_indices = array<i64: 8, 1024, 768>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %343 = "stablehlo.slice"(%341) <{limit_indices = array<i64: 8, 1024, 1536>, start_indices = array<i64: 0, 0, 768>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %344 = "stablehlo.slice"(%341) <{limit_indices = array<i64: 8, 1024, 2304>, start_indices = array<i64: 0, 0, 1536>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %345 = "stablehlo.reshape"(%342) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %346 = "stablehlo.reshape"(%343) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %347 = "stablehlo.reshape"(%344) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %348 = "stablehlo.dot_general"(%345, %346) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %349 = "stablehlo.constant"() <{value = dense<1.250000e-01> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %350 = "stablehlo.multiply"(%348, %349) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %351 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1024x1024xi1>) -> tensor<8x12x1024x1024xi1>
    %352 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %353 = "stablehlo.select"(%351, %350, %352) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %354 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %355 = "stablehlo.reduce"(%353, %354) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg592: tensor<f32>, %arg593: tensor<f32>):
      %2711 = "stablehlo.maximum"(%arg592, %arg593) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2711) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %357 = "stablehlo.subtract"(%353, %356) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %358 = "stablehlo.exponential"(%357) : (tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %359 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %360 = "stablehlo.reduce"(%358, %359) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg590: tensor<f32>, %arg591: tensor<f32>):
      %2710 = "stablehlo.add"(%arg590, %arg591) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2710) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %362 = "stablehlo.divide"(%358, %361) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %363 = "stablehlo.dot_general"(%362, %347) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %364 = "stablehlo.transpose"(%363) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %365 = "stablehlo.reshape"(%364) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %366 = "stablehlo.dot_general"(%365, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %367 = "stablehlo.broadcast_in_dim"(%arg43) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %368 = "stablehlo.add"(%366, %367) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %369 = "stablehlo.add"(%315, %368) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %370 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.reduce"(%369, %370) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg588: tensor<f32>, %arg589: tensor<f32>):
      %2709 = "stablehlo.add"(%arg588, %arg589) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2709) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %372 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %373 = "stablehlo.divide"(%371, %372) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %374 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %375 = "stablehlo.subtract"(%369, %374) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %376 = "stablehlo.multiply"(%375, %375) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %377 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %378 = "stablehlo.reduce"(%376, %377) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg586: tensor<f32>, %arg587: tensor<f32>):
      %2708 = "stablehlo.add"(%arg586, %arg587) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2708) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %379 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %380 = "stablehlo.divide"(%378, %379) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %381 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %382 = "stablehlo.add"(%380, %381) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %383 = "stablehlo.rsqrt"(%382) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %384 = "stablehlo.divide"(%383, %382) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %385 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %386 = "stablehlo.multiply"(%385, %384) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %387 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %388 = "stablehlo.multiply"(%375, %387) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %389 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %390 = "stablehlo.multiply"(%388, %389) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %391 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %392 = "stablehlo.add"(%390, %391) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %393 = "stablehlo.dot_general"(%392, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %394 = "stablehlo.broadcast_in_dim"(%arg47) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3072xf32>) -> tensor<8x1024x3072xf32>
    %395 = "stablehlo.add"(%393, %394) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %396 = "stablehlo.multiply"(%395, %395) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %397 = "stablehlo.multiply"(%395, %396) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %398 = "stablehlo.multiply"(%395, %395) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %399 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %400 = "stablehlo.multiply"(%398, %399) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %401 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %402 = "stablehlo.multiply"(%397, %401) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %403 = "stablehlo.add"(%395, %402) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %404 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %405 = "stablehlo.multiply"(%403, %404) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %406 = "stablehlo.tanh"(%405) : (tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %407 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %408 = "stablehlo.subtract"(%407, %406) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %409 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %410 = "stablehlo.add"(%406, %409) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %411 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %412 = "stablehlo.multiply"(%410, %411) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %413 = "stablehlo.multiply"(%395, %412) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %414 = "stablehlo.dot_general"(%413, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %415 = "stablehlo.broadcast_in_dim"(%arg49) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %416 = "stablehlo.add"(%414, %415) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %417 = "stablehlo.add"(%369, %416) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %418 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %419 = "stablehlo.reduce"(%417, %418) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg584: tensor<f32>, %arg585: tensor<f32>):
      %2707 = "stablehlo.add"(%arg584, %arg585) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2707) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %420 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %421 = "stablehlo.divide"(%419, %420) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %422 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %423 = "stablehlo.subtract"(%417, %422) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %424 = "stablehlo.multiply"(%423, %423) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %425 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %426 = "stablehlo.reduce"(%424, %425) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg582: tensor<f32>, %arg583: tensor<f32>):
      %2706 = "stablehlo.add"(%arg582, %arg583) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2706) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %427 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %428 = "stablehlo.divide"(%426, %427) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %429 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %430 = "stablehlo.add"(%428, %429) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %431 = "stablehlo.rsqrt"(%430) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %432 = "stablehlo.divide"(%431, %430) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %433 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %434 = "stablehlo.multiply"(%433, %432) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %435 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %436 = "stablehlo.multiply"(%423, %435) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %437 = "stablehlo.broadcast_in_dim"(%arg50) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %438 = "stablehlo.multiply"(%436, %437) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %439 = "stablehlo.broadcast_in_dim"(%arg51) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %440 = "stablehlo.add"(%438, %439) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %441 = "stablehlo.dot_general"(%440, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %442 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64: 2>}> : (tensor<2304xf32>) -> tensor<8x1024x2304xf32>
    %443 = "stablehlo.add"(%441, %442) : (tensor<8x1024x2304xf32>, tensor<8x1024x2304xf32>) -> tensor<8x1024x2304xf32>
    %444 = "stablehlo.slice"(%443) <{limit_indices = array<i64: 8, 1024, 768>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %445 = "stablehlo.slice"(%443) <{limit_indices = array<i64: 8, 1024, 1536>, start_indices = array<i64: 0, 0, 768>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %446 = "stablehlo.slice"(%443) <{limit_indices = array<i64: 8, 1024, 2304>, start_indices = array<i64: 0, 0, 1536>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %447 = "stablehlo.reshape"(%444) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %448 = "stablehlo.reshape"(%445) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %449 = "stablehlo.reshape"(%446) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %450 = "stablehlo.dot_general"(%447, %448) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %451 = "stablehlo.constant"() <{value = dense<1.250000e-01> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %452 = "stablehlo.multiply"(%450, %451) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %453 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1024x1024xi1>) -> tensor<8x12x1024x1024xi1>
    %454 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %455 = "stablehlo.select"(%453, %452, %454) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %456 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.reduce"(%455, %456) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg580: tensor<f32>, %arg581: tensor<f32>):
      %2705 = "stablehlo.maximum"(%arg580, %arg581) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2705) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %459 = "stablehlo.subtract"(%455, %458) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %460 = "stablehlo.exponential"(%459) : (tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %461 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %462 = "stablehlo.reduce"(%460, %461) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg578: tensor<f32>, %arg579: tensor<f32>):
      %2704 = "stablehlo.add"(%arg578, %arg579) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2704) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %463 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %464 = "stablehlo.divide"(%460, %463) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %465 = "stablehlo.dot_general"(%464, %449) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %466 = "stablehlo.transpose"(%465) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %467 = "stablehlo.reshape"(%466) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %468 = "stablehlo.dot_general"(%467, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %469 = "stablehlo.broadcast_in_dim"(%arg55) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %470 = "stablehlo.add"(%468, %469) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %471 = "stablehlo.add"(%417, %470) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %472 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %473 = "stablehlo.reduce"(%471, %472) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg576: tensor<f32>, %arg577: tensor<f32>):
      %2703 = "stablehlo.add"(%arg576, %arg577) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2703) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %474 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %475 = "stablehlo.divide"(%473, %474) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %476 = "stablehlo.broadcast_in_dim"(%475) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %477 = "stablehlo.subtract"(%471, %476) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %478 = "stablehlo.multiply"(%477, %477) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %479 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %480 = "stablehlo.reduce"(%478, %479) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg574: tensor<f32>, %arg575: tensor<f32>):
      %2702 = "stablehlo.add"(%arg574, %arg575) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2702) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %481 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %482 = "stablehlo.divide"(%480, %481) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %483 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %484 = "stablehlo.add"(%482, %483) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %485 = "stablehlo.rsqrt"(%484) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %486 = "stablehlo.divide"(%485, %484) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %487 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %488 = "stablehlo.multiply"(%487, %486) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %489 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %490 = "stablehlo.multiply"(%477, %489) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %491 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %492 = "stablehlo.multiply"(%490, %491) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %493 = "stablehlo.broadcast_in_dim"(%arg57) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %494 = "stablehlo.add"(%492, %493) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %495 = "stablehlo.dot_general"(%494, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %496 = "stablehlo.broadcast_in_dim"(%arg59) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3072xf32>) -> tensor<8x1024x3072xf32>
    %497 = "stablehlo.add"(%495, %496) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %498 = "stablehlo.multiply"(%497, %497) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %499 = "stablehlo.multiply"(%497, %498) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %500 = "stablehlo.multiply"(%497, %497) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %501 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %502 = "stablehlo.multiply"(%500, %501) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %503 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %504 = "stablehlo.multiply"(%499, %503) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %505 = "stablehlo.add"(%497, %504) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %506 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %507 = "stablehlo.multiply"(%505, %506) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %508 = "stablehlo.tanh"(%507) : (tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %509 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %510 = "stablehlo.subtract"(%509, %508) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %511 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %512 = "stablehlo.add"(%508, %511) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %513 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %514 = "stablehlo.multiply"(%512, %513) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %515 = "stablehlo.multiply"(%497, %514) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %516 = "stablehlo.dot_general"(%515, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %517 = "stablehlo.broadcast_in_dim"(%arg61) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %518 = "stablehlo.add"(%516, %517) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %519 = "stablehlo.add"(%471, %518) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %520 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %521 = "stablehlo.reduce"(%519, %520) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg572: tensor<f32>, %arg573: tensor<f32>):
      %2701 = "stablehlo.add"(%arg572, %arg573) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2701) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %522 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %523 = "stablehlo.divide"(%521, %522) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %525 = "stablehlo.subtract"(%519, %524) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %526 = "stablehlo.multiply"(%525, %525) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %527 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %528 = "stablehlo.reduce"(%526, %527) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg570: tensor<f32>, %arg571: tensor<f32>):
      %2700 = "stablehlo.add"(%arg570, %arg571) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2700) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %529 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %530 = "stablehlo.divide"(%528, %529) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %531 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %532 = "stablehlo.add"(%530, %531) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %533 = "stablehlo.rsqrt"(%532) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %534 = "stablehlo.divide"(%533, %532) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %535 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %536 = "stablehlo.multiply"(%535, %534) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %537 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %538 = "stablehlo.multiply"(%525, %537) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %539 = "stablehlo.broadcast_in_dim"(%arg62) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %540 = "stablehlo.multiply"(%538, %539) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %541 = "stablehlo.broadcast_in_dim"(%arg63) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %542 = "stablehlo.add"(%540, %541) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %543 = "stablehlo.dot_general"(%542, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %544 = "stablehlo.broadcast_in_dim"(%arg65) <{broadcast_dimensions = array<i64: 2>}> : (tensor<2304xf32>) -> tensor<8x1024x2304xf32>
    %545 = "stablehlo.add"(%543, %544) : (tensor<8x1024x2304xf32>, tensor<8x1024x2304xf32>) -> tensor<8x1024x2304xf32>
    %546 = "stablehlo.slice"(%545) <{limit_indices = array<i64: 8, 1024, 768>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %547 = "stablehlo.slice"(%545) <{limit_indices = array<i64: 8, 1024, 1536>, start_indices = array<i64: 0, 0, 768>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %548 = "stablehlo.slice"(%545) <{limit_indices = array<i64: 8, 1024, 2304>, start_indices = array<i64: 0, 0, 1536>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %549 = "stablehlo.reshape"(%546) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %550 = "stablehlo.reshape"(%547) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %551 = "stablehlo.reshape"(%548) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %552 = "stablehlo.dot_general"(%549, %550) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %553 = "stablehlo.constant"() <{value = dense<1.250000e-01> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %554 = "stablehlo.multiply"(%552, %553) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %555 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1024x1024xi1>) -> tensor<8x12x1024x1024xi1>
    %556 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %557 = "stablehlo.select"(%555, %554, %556) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %558 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %559 = "stablehlo.reduce"(%557, %558) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg568: tensor<f32>, %arg569: tensor<f32>):
      %2699 = "stablehlo.maximum"(%arg568, %arg569) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2699) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %561 = "stablehlo.subtract"(%557, %560) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %562 = "stablehlo.exponential"(%561) : (tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %563 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %564 = "stablehlo.reduce"(%562, %563) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg566: tensor<f32>, %arg567: tensor<f32>):
      %2698 = "stablehlo.add"(%arg566, %arg567) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2698) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %565 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %566 = "stablehlo.divide"(%562, %565) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %567 = "stablehlo.dot_general"(%566, %551) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %568 = "stablehlo.transpose"(%567) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %569 = "stablehlo.reshape"(%568) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %570 = "stablehlo.dot_general"(%569, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %571 = "stablehlo.broadcast_in_dim"(%arg67) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %572 = "stablehlo.add"(%570, %571) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %573 = "stablehlo.add"(%519, %572) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %574 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %575 = "stablehlo.reduce"(%573, %574) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg564: tensor<f32>, %arg565: tensor<f32>):
      %2697 = "stablehlo.add"(%arg564, %arg565) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2697) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %576 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %577 = "stablehlo.divide"(%575, %576) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %578 = "stablehlo.broadcast_in_dim"(%577) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %579 = "stablehlo.subtract"(%573, %578) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %580 = "stablehlo.multiply"(%579, %579) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %581 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %582 = "stablehlo.reduce"(%580, %581) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg562: tensor<f32>, %arg563: tensor<f32>):
      %2696 = "stablehlo.add"(%arg562, %arg563) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2696) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %583 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %584 = "stablehlo.divide"(%582, %583) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %585 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %586 = "stablehlo.add"(%584, %585) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %587 = "stablehlo.rsqrt"(%586) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %588 = "stablehlo.divide"(%587, %586) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %589 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %590 = "stablehlo.multiply"(%589, %588) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %591 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %592 = "stablehlo.multiply"(%579, %591) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %593 = "stablehlo.broadcast_in_dim"(%arg68) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %594 = "stablehlo.multiply"(%592, %593) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %595 = "stablehlo.broadcast_in_dim"(%arg69) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %596 = "stablehlo.add"(%594, %595) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %597 = "stablehlo.dot_general"(%596, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %598 = "stablehlo.broadcast_in_dim"(%arg71) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3072xf32>) -> tensor<8x1024x3072xf32>
    %599 = "stablehlo.add"(%597, %598) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %600 = "stablehlo.multiply"(%599, %599) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %601 = "stablehlo.multiply"(%599, %600) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %602 = "stablehlo.multiply"(%599, %599) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %603 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %604 = "stablehlo.multiply"(%602, %603) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %605 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %606 = "stablehlo.multiply"(%601, %605) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %607 = "stablehlo.add"(%599, %606) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %608 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %609 = "stablehlo.multiply"(%607, %608) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %610 = "stablehlo.tanh"(%609) : (tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %611 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %612 = "stablehlo.subtract"(%611, %610) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %613 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %614 = "stablehlo.add"(%610, %613) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %615 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %616 = "stablehlo.multiply"(%614, %615) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %617 = "stablehlo.multiply"(%599, %616) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %618 = "stablehlo.dot_general"(%617, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %619 = "stablehlo.broadcast_in_dim"(%arg73) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %620 = "stablehlo.add"(%618, %619) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %621 = "stablehlo.add"(%573, %620) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %622 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %623 = "stablehlo.reduce"(%621, %622) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg560: tensor<f32>, %arg561: tensor<f32>):
      %2695 = "stablehlo.add"(%arg560, %arg561) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2695) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %624 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %625 = "stablehlo.divide"(%623, %624) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %626 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %627 = "stablehlo.subtract"(%621, %626) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %628 = "stablehlo.multiply"(%627, %627) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %629 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %630 = "stablehlo.reduce"(%628, %629) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg558: tensor<f32>, %arg559: tensor<f32>):
      %2694 = "stablehlo.add"(%arg558, %arg559) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2694) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %631 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %632 = "stablehlo.divide"(%630, %631) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %633 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %634 = "stablehlo.add"(%632, %633) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %635 = "stablehlo.rsqrt"(%634) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %636 = "stablehlo.divide"(%635, %634) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %637 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %638 = "stablehlo.multiply"(%637, %636) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %639 = "stablehlo.broadcast_in_dim"(%635) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %640 = "stablehlo.multiply"(%627, %639) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %641 = "stablehlo.broadcast_in_dim"(%arg74) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %642 = "stablehlo.multiply"(%640, %641) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %643 = "stablehlo.broadcast_in_dim"(%arg75) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %644 = "stablehlo.add"(%642, %643) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %645 = "stablehlo.dot_general"(%644, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %646 = "stablehlo.broadcast_in_dim"(%arg77) <{broadcast_dimensions = array<i64: 2>}> : (tensor<2304xf32>) -> tensor<8x1024x2304xf32>
    %647 = "stablehlo.add"(%645, %646) : (tensor<8x1024x2304xf32>, tensor<8x1024x2304xf32>) -> tensor<8x1024x2304xf32>
    %648 = "stablehlo.slice"(%647) <{limit_indices = array<i64: 8, 1024, 768>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %649 = "stablehlo.slice"(%647) <{limit_indices = array<i64: 8, 1024, 1536>, start_indices = array<i64: 0, 0, 768>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %650 = "stablehlo.slice"(%647) <{limit_indices = array<i64: 8, 1024, 2304>, start_indices = array<i64: 0, 0, 1536>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %651 = "stablehlo.reshape"(%648) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %652 = "stablehlo.reshape"(%649) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %653 = "stablehlo.reshape"(%650) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %654 = "stablehlo.dot_general"(%651, %652) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %655 = "stablehlo.constant"() <{value = dense<1.250000e-01> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %656 = "stablehlo.multiply"(%654, %655) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %657 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1024x1024xi1>) -> tensor<8x12x1024x1024xi1>
    %658 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %659 = "stablehlo.select"(%657, %656, %658) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %660 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %661 = "stablehlo.reduce"(%659, %660) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg556: tensor<f32>, %arg557: tensor<f32>):
      %2693 = "stablehlo.maximum"(%arg556, %arg557) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2693) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %662 = "stablehlo.broadcast_in_dim"(%661) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %663 = "stablehlo.subtract"(%659, %662) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %664 = "stablehlo.exponential"(%663) : (tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %665 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %666 = "stablehlo.reduce"(%664, %665) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg554: tensor<f32>, %arg555: tensor<f32>):
      %2692 = "stablehlo.add"(%arg554, %arg555) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2692) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %667 = "stablehlo.broadcast_in_dim"(%666) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %668 = "stablehlo.divide"(%664, %667) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %669 = "stablehlo.dot_general"(%668, %653) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %670 = "stablehlo.transpose"(%669) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %671 = "stablehlo.reshape"(%670) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %672 = "stablehlo.dot_general"(%671, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %673 = "stablehlo.broadcast_in_dim"(%arg79) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %674 = "stablehlo.add"(%672, %673) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %675 = "stablehlo.add"(%621, %674) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %676 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %677 = "stablehlo.reduce"(%675, %676) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg552: tensor<f32>, %arg553: tensor<f32>):
      %2691 = "stablehlo.add"(%arg552, %arg553) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2691) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %678 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %679 = "stablehlo.divide"(%677, %678) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %680 = "stablehlo.broadcast_in_dim"(%679) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %681 = "stablehlo.subtract"(%675, %680) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %682 = "stablehlo.multiply"(%681, %681) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %683 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %684 = "stablehlo.reduce"(%682, %683) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg550: tensor<f32>, %arg551: tensor<f32>):
      %2690 = "stablehlo.add"(%arg550, %arg551) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2690) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %685 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %686 = "stablehlo.divide"(%684, %685) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %687 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %688 = "stablehlo.add"(%686, %687) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %689 = "stablehlo.rsqrt"(%688) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %690 = "stablehlo.divide"(%689, %688) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %691 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %692 = "stablehlo.multiply"(%691, %690) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %693 = "stablehlo.broadcast_in_dim"(%689) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %694 = "stablehlo.multiply"(%681, %693) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %695 = "stablehlo.broadcast_in_dim"(%arg80) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %696 = "stablehlo.multiply"(%694, %695) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %697 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %698 = "stablehlo.add"(%696, %697) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %699 = "stablehlo.dot_general"(%698, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %700 = "stablehlo.broadcast_in_dim"(%arg83) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3072xf32>) -> tensor<8x1024x3072xf32>
    %701 = "stablehlo.add"(%699, %700) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %702 = "stablehlo.multiply"(%701, %701) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %703 = "stablehlo.multiply"(%701, %702) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %704 = "stablehlo.multiply"(%701, %701) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %705 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %706 = "stablehlo.multiply"(%704, %705) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %707 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %708 = "stablehlo.multiply"(%703, %707) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %709 = "stablehlo.add"(%701, %708) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %710 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %711 = "stablehlo.multiply"(%709, %710) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %712 = "stablehlo.tanh"(%711) : (tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %713 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %714 = "stablehlo.subtract"(%713, %712) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %715 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %716 = "stablehlo.add"(%712, %715) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %717 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %718 = "stablehlo.multiply"(%716, %717) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %719 = "stablehlo.multiply"(%701, %718) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %720 = "stablehlo.dot_general"(%719, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %721 = "stablehlo.broadcast_in_dim"(%arg85) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %722 = "stablehlo.add"(%720, %721) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %723 = "stablehlo.add"(%675, %722) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %724 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %725 = "stablehlo.reduce"(%723, %724) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg548: tensor<f32>, %arg549: tensor<f32>):
      %2689 = "stablehlo.add"(%arg548, %arg549) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2689) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %726 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %727 = "stablehlo.divide"(%725, %726) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %728 = "stablehlo.broadcast_in_dim"(%727) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %729 = "stablehlo.subtract"(%723, %728) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %730 = "stablehlo.multiply"(%729, %729) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %731 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %732 = "stablehlo.reduce"(%730, %731) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg546: tensor<f32>, %arg547: tensor<f32>):
      %2688 = "stablehlo.add"(%arg546, %arg547) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2688) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %733 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %734 = "stablehlo.divide"(%732, %733) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %735 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %736 = "stablehlo.add"(%734, %735) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %737 = "stablehlo.rsqrt"(%736) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %738 = "stablehlo.divide"(%737, %736) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %739 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %740 = "stablehlo.multiply"(%739, %738) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %741 = "stablehlo.broadcast_in_dim"(%737) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %742 = "stablehlo.multiply"(%729, %741) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %743 = "stablehlo.broadcast_in_dim"(%arg86) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %744 = "stablehlo.multiply"(%742, %743) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %745 = "stablehlo.broadcast_in_dim"(%arg87) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %746 = "stablehlo.add"(%744, %745) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %747 = "stablehlo.dot_general"(%746, %arg88) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %748 = "stablehlo.broadcast_in_dim"(%arg89) <{broadcast_dimensions = array<i64: 2>}> : (tensor<2304xf32>) -> tensor<8x1024x2304xf32>
    %749 = "stablehlo.add"(%747, %748) : (tensor<8x1024x2304xf32>, tensor<8x1024x2304xf32>) -> tensor<8x1024x2304xf32>
    %750 = "stablehlo.slice"(%749) <{limit_indices = array<i64: 8, 1024, 768>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %751 = "stablehlo.slice"(%749) <{limit_indices = array<i64: 8, 1024, 1536>, start_indices = array<i64: 0, 0, 768>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %752 = "stablehlo.slice"(%749) <{limit_indices = array<i64: 8, 1024, 2304>, start_indices = array<i64: 0, 0, 1536>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %753 = "stablehlo.reshape"(%750) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %754 = "stablehlo.reshape"(%751) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %755 = "stablehlo.reshape"(%752) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %756 = "stablehlo.dot_general"(%753, %754) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %757 = "stablehlo.constant"() <{value = dense<1.250000e-01> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %758 = "stablehlo.multiply"(%756, %757) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %759 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1024x1024xi1>) -> tensor<8x12x1024x1024xi1>
    %760 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %761 = "stablehlo.select"(%759, %758, %760) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %762 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %763 = "stablehlo.reduce"(%761, %762) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg544: tensor<f32>, %arg545: tensor<f32>):
      %2687 = "stablehlo.maximum"(%arg544, %arg545) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2687) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %764 = "stablehlo.broadcast_in_dim"(%763) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %765 = "stablehlo.subtract"(%761, %764) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %766 = "stablehlo.exponential"(%765) : (tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %767 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %768 = "stablehlo.reduce"(%766, %767) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg542: tensor<f32>, %arg543: tensor<f32>):
      %2686 = "stablehlo.add"(%arg542, %arg543) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2686) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %769 = "stablehlo.broadcast_in_dim"(%768) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %770 = "stablehlo.divide"(%766, %769) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %771 = "stablehlo.dot_general"(%770, %755) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %772 = "stablehlo.transpose"(%771) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %773 = "stablehlo.reshape"(%772) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %774 = "stablehlo.dot_general"(%773, %arg90) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %775 = "stablehlo.broadcast_in_dim"(%arg91) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %776 = "stablehlo.add"(%774, %775) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %777 = "stablehlo.add"(%723, %776) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %778 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %779 = "stablehlo.reduce"(%777, %778) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg540: tensor<f32>, %arg541: tensor<f32>):
      %2685 = "stablehlo.add"(%arg540, %arg541) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2685) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %780 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %781 = "stablehlo.divide"(%779, %780) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %782 = "stablehlo.broadcast_in_dim"(%781) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %783 = "stablehlo.subtract"(%777, %782) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %784 = "stablehlo.multiply"(%783, %783) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %785 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %786 = "stablehlo.reduce"(%784, %785) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg538: tensor<f32>, %arg539: tensor<f32>):
      %2684 = "stablehlo.add"(%arg538, %arg539) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2684) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %787 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %788 = "stablehlo.divide"(%786, %787) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %789 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %790 = "stablehlo.add"(%788, %789) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %791 = "stablehlo.rsqrt"(%790) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %792 = "stablehlo.divide"(%791, %790) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %793 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %794 = "stablehlo.multiply"(%793, %792) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %795 = "stablehlo.broadcast_in_dim"(%791) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %796 = "stablehlo.multiply"(%783, %795) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %797 = "stablehlo.broadcast_in_dim"(%arg92) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %798 = "stablehlo.multiply"(%796, %797) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %799 = "stablehlo.broadcast_in_dim"(%arg93) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %800 = "stablehlo.add"(%798, %799) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %801 = "stablehlo.dot_general"(%800, %arg94) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %802 = "stablehlo.broadcast_in_dim"(%arg95) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3072xf32>) -> tensor<8x1024x3072xf32>
    %803 = "stablehlo.add"(%801, %802) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %804 = "stablehlo.multiply"(%803, %803) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %805 = "stablehlo.multiply"(%803, %804) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %806 = "stablehlo.multiply"(%803, %803) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %807 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %808 = "stablehlo.multiply"(%806, %807) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %809 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %810 = "stablehlo.multiply"(%805, %809) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %811 = "stablehlo.add"(%803, %810) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %812 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %813 = "stablehlo.multiply"(%811, %812) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %814 = "stablehlo.tanh"(%813) : (tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %815 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %816 = "stablehlo.subtract"(%815, %814) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %817 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %818 = "stablehlo.add"(%814, %817) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %819 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %820 = "stablehlo.multiply"(%818, %819) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %821 = "stablehlo.multiply"(%803, %820) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %822 = "stablehlo.dot_general"(%821, %arg96) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %823 = "stablehlo.broadcast_in_dim"(%arg97) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %824 = "stablehlo.add"(%822, %823) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %825 = "stablehlo.add"(%777, %824) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %826 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %827 = "stablehlo.reduce"(%825, %826) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg536: tensor<f32>, %arg537: tensor<f32>):
      %2683 = "stablehlo.add"(%arg536, %arg537) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2683) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %828 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %829 = "stablehlo.divide"(%827, %828) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %830 = "stablehlo.broadcast_in_dim"(%829) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %831 = "stablehlo.subtract"(%825, %830) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %832 = "stablehlo.multiply"(%831, %831) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %833 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %834 = "stablehlo.reduce"(%832, %833) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg534: tensor<f32>, %arg535: tensor<f32>):
      %2682 = "stablehlo.add"(%arg534, %arg535) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2682) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %835 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %836 = "stablehlo.divide"(%834, %835) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %837 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %838 = "stablehlo.add"(%836, %837) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %839 = "stablehlo.rsqrt"(%838) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %840 = "stablehlo.divide"(%839, %838) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %841 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %842 = "stablehlo.multiply"(%841, %840) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %843 = "stablehlo.broadcast_in_dim"(%839) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %844 = "stablehlo.multiply"(%831, %843) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %845 = "stablehlo.broadcast_in_dim"(%arg98) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %846 = "stablehlo.multiply"(%844, %845) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %847 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %848 = "stablehlo.add"(%846, %847) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %849 = "stablehlo.dot_general"(%848, %arg100) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %850 = "stablehlo.broadcast_in_dim"(%arg101) <{broadcast_dimensions = array<i64: 2>}> : (tensor<2304xf32>) -> tensor<8x1024x2304xf32>
    %851 = "stablehlo.add"(%849, %850) : (tensor<8x1024x2304xf32>, tensor<8x1024x2304xf32>) -> tensor<8x1024x2304xf32>
    %852 = "stablehlo.slice"(%851) <{limit_indices = array<i64: 8, 1024, 768>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %853 = "stablehlo.slice"(%851) <{limit_indices = array<i64: 8, 1024, 1536>, start_indices = array<i64: 0, 0, 768>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %854 = "stablehlo.slice"(%851) <{limit_indices = array<i64: 8, 1024, 2304>, start_indices = array<i64: 0, 0, 1536>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %855 = "stablehlo.reshape"(%852) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %856 = "stablehlo.reshape"(%853) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %857 = "stablehlo.reshape"(%854) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %858 = "stablehlo.dot_general"(%855, %856) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %859 = "stablehlo.constant"() <{value = dense<1.250000e-01> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %860 = "stablehlo.multiply"(%858, %859) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %861 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1024x1024xi1>) -> tensor<8x12x1024x1024xi1>
    %862 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %863 = "stablehlo.select"(%861, %860, %862) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %864 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %865 = "stablehlo.reduce"(%863, %864) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg532: tensor<f32>, %arg533: tensor<f32>):
      %2681 = "stablehlo.maximum"(%arg532, %arg533) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2681) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %866 = "stablehlo.broadcast_in_dim"(%865) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %867 = "stablehlo.subtract"(%863, %866) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %868 = "stablehlo.exponential"(%867) : (tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %869 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %870 = "stablehlo.reduce"(%868, %869) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg530: tensor<f32>, %arg531: tensor<f32>):
      %2680 = "stablehlo.add"(%arg530, %arg531) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2680) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %871 = "stablehlo.broadcast_in_dim"(%870) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %872 = "stablehlo.divide"(%868, %871) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %873 = "stablehlo.dot_general"(%872, %857) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %874 = "stablehlo.transpose"(%873) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %875 = "stablehlo.reshape"(%874) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %876 = "stablehlo.dot_general"(%875, %arg102) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %877 = "stablehlo.broadcast_in_dim"(%arg103) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %878 = "stablehlo.add"(%876, %877) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %879 = "stablehlo.add"(%825, %878) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %880 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %881 = "stablehlo.reduce"(%879, %880) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg528: tensor<f32>, %arg529: tensor<f32>):
      %2679 = "stablehlo.add"(%arg528, %arg529) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2679) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %882 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %883 = "stablehlo.divide"(%881, %882) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %884 = "stablehlo.broadcast_in_dim"(%883) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %885 = "stablehlo.subtract"(%879, %884) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %886 = "stablehlo.multiply"(%885, %885) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %887 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %888 = "stablehlo.reduce"(%886, %887) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg526: tensor<f32>, %arg527: tensor<f32>):
      %2678 = "stablehlo.add"(%arg526, %arg527) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2678) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %889 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %890 = "stablehlo.divide"(%888, %889) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %891 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %892 = "stablehlo.add"(%890, %891) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %893 = "stablehlo.rsqrt"(%892) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %894 = "stablehlo.divide"(%893, %892) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %895 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %896 = "stablehlo.multiply"(%895, %894) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %897 = "stablehlo.broadcast_in_dim"(%893) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %898 = "stablehlo.multiply"(%885, %897) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %899 = "stablehlo.broadcast_in_dim"(%arg104) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %900 = "stablehlo.multiply"(%898, %899) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %901 = "stablehlo.broadcast_in_dim"(%arg105) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %902 = "stablehlo.add"(%900, %901) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %903 = "stablehlo.dot_general"(%902, %arg106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %904 = "stablehlo.broadcast_in_dim"(%arg107) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3072xf32>) -> tensor<8x1024x3072xf32>
    %905 = "stablehlo.add"(%903, %904) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %906 = "stablehlo.multiply"(%905, %905) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %907 = "stablehlo.multiply"(%905, %906) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %908 = "stablehlo.multiply"(%905, %905) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %909 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %910 = "stablehlo.multiply"(%908, %909) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %911 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %912 = "stablehlo.multiply"(%907, %911) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %913 = "stablehlo.add"(%905, %912) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %914 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %915 = "stablehlo.multiply"(%913, %914) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %916 = "stablehlo.tanh"(%915) : (tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %917 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %918 = "stablehlo.subtract"(%917, %916) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %919 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %920 = "stablehlo.add"(%916, %919) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %921 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %922 = "stablehlo.multiply"(%920, %921) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %923 = "stablehlo.multiply"(%905, %922) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %924 = "stablehlo.dot_general"(%923, %arg108) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %925 = "stablehlo.broadcast_in_dim"(%arg109) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %926 = "stablehlo.add"(%924, %925) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %927 = "stablehlo.add"(%879, %926) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %928 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %929 = "stablehlo.reduce"(%927, %928) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg524: tensor<f32>, %arg525: tensor<f32>):
      %2677 = "stablehlo.add"(%arg524, %arg525) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2677) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %930 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %931 = "stablehlo.divide"(%929, %930) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %932 = "stablehlo.broadcast_in_dim"(%931) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %933 = "stablehlo.subtract"(%927, %932) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %934 = "stablehlo.multiply"(%933, %933) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %935 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %936 = "stablehlo.reduce"(%934, %935) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg522: tensor<f32>, %arg523: tensor<f32>):
      %2676 = "stablehlo.add"(%arg522, %arg523) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2676) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %937 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %938 = "stablehlo.divide"(%936, %937) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %939 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %940 = "stablehlo.add"(%938, %939) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %941 = "stablehlo.rsqrt"(%940) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %942 = "stablehlo.divide"(%941, %940) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %943 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %944 = "stablehlo.multiply"(%943, %942) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %945 = "stablehlo.broadcast_in_dim"(%941) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %946 = "stablehlo.multiply"(%933, %945) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %947 = "stablehlo.broadcast_in_dim"(%arg110) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %948 = "stablehlo.multiply"(%946, %947) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %949 = "stablehlo.broadcast_in_dim"(%arg111) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %950 = "stablehlo.add"(%948, %949) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %951 = "stablehlo.dot_general"(%950, %arg112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %952 = "stablehlo.broadcast_in_dim"(%arg113) <{broadcast_dimensions = array<i64: 2>}> : (tensor<2304xf32>) -> tensor<8x1024x2304xf32>
    %953 = "stablehlo.add"(%951, %952) : (tensor<8x1024x2304xf32>, tensor<8x1024x2304xf32>) -> tensor<8x1024x2304xf32>
    %954 = "stablehlo.slice"(%953) <{limit_indices = array<i64: 8, 1024, 768>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %955 = "stablehlo.slice"(%953) <{limit_indices = array<i64: 8, 1024, 1536>, start_indices = array<i64: 0, 0, 768>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %956 = "stablehlo.slice"(%953) <{limit_indices = array<i64: 8, 1024, 2304>, start_indices = array<i64: 0, 0, 1536>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %957 = "stablehlo.reshape"(%954) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %958 = "stablehlo.reshape"(%955) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %959 = "stablehlo.reshape"(%956) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %960 = "stablehlo.dot_general"(%957, %958) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %961 = "stablehlo.constant"() <{value = dense<1.250000e-01> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %962 = "stablehlo.multiply"(%960, %961) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %963 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1024x1024xi1>) -> tensor<8x12x1024x1024xi1>
    %964 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %965 = "stablehlo.select"(%963, %962, %964) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %966 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %967 = "stablehlo.reduce"(%965, %966) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg520: tensor<f32>, %arg521: tensor<f32>):
      %2675 = "stablehlo.maximum"(%arg520, %arg521) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2675) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %968 = "stablehlo.broadcast_in_dim"(%967) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %969 = "stablehlo.subtract"(%965, %968) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %970 = "stablehlo.exponential"(%969) : (tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %971 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %972 = "stablehlo.reduce"(%970, %971) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg518: tensor<f32>, %arg519: tensor<f32>):
      %2674 = "stablehlo.add"(%arg518, %arg519) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2674) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %973 = "stablehlo.broadcast_in_dim"(%972) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %974 = "stablehlo.divide"(%970, %973) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %975 = "stablehlo.dot_general"(%974, %959) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %976 = "stablehlo.transpose"(%975) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %977 = "stablehlo.reshape"(%976) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %978 = "stablehlo.dot_general"(%977, %arg114) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %979 = "stablehlo.broadcast_in_dim"(%arg115) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %980 = "stablehlo.add"(%978, %979) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %981 = "stablehlo.add"(%927, %980) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %982 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %983 = "stablehlo.reduce"(%981, %982) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg516: tensor<f32>, %arg517: tensor<f32>):
      %2673 = "stablehlo.add"(%arg516, %arg517) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2673) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %984 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %985 = "stablehlo.divide"(%983, %984) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %986 = "stablehlo.broadcast_in_dim"(%985) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %987 = "stablehlo.subtract"(%981, %986) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %988 = "stablehlo.multiply"(%987, %987) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %989 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %990 = "stablehlo.reduce"(%988, %989) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg514: tensor<f32>, %arg515: tensor<f32>):
      %2672 = "stablehlo.add"(%arg514, %arg515) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2672) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %991 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %992 = "stablehlo.divide"(%990, %991) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %993 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %994 = "stablehlo.add"(%992, %993) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %995 = "stablehlo.rsqrt"(%994) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %996 = "stablehlo.divide"(%995, %994) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %997 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %998 = "stablehlo.multiply"(%997, %996) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %999 = "stablehlo.broadcast_in_dim"(%995) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1000 = "stablehlo.multiply"(%987, %999) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1001 = "stablehlo.broadcast_in_dim"(%arg116) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1002 = "stablehlo.multiply"(%1000, %1001) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1003 = "stablehlo.broadcast_in_dim"(%arg117) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1004 = "stablehlo.add"(%1002, %1003) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1005 = "stablehlo.dot_general"(%1004, %arg118) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %1006 = "stablehlo.broadcast_in_dim"(%arg119) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3072xf32>) -> tensor<8x1024x3072xf32>
    %1007 = "stablehlo.add"(%1005, %1006) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1008 = "stablehlo.multiply"(%1007, %1007) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1009 = "stablehlo.multiply"(%1007, %1008) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1010 = "stablehlo.multiply"(%1007, %1007) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1011 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1012 = "stablehlo.multiply"(%1010, %1011) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1013 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1014 = "stablehlo.multiply"(%1009, %1013) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1015 = "stablehlo.add"(%1007, %1014) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1016 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1017 = "stablehlo.multiply"(%1015, %1016) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1018 = "stablehlo.tanh"(%1017) : (tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1019 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1020 = "stablehlo.subtract"(%1019, %1018) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1021 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1022 = "stablehlo.add"(%1018, %1021) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1023 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1024 = "stablehlo.multiply"(%1022, %1023) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1025 = "stablehlo.multiply"(%1007, %1024) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1026 = "stablehlo.dot_general"(%1025, %arg120) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %1027 = "stablehlo.broadcast_in_dim"(%arg121) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1028 = "stablehlo.add"(%1026, %1027) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1029 = "stablehlo.add"(%981, %1028) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1030 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1031 = "stablehlo.reduce"(%1029, %1030) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg512: tensor<f32>, %arg513: tensor<f32>):
      %2671 = "stablehlo.add"(%arg512, %arg513) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2671) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1032 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1033 = "stablehlo.divide"(%1031, %1032) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1034 = "stablehlo.broadcast_in_dim"(%1033) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1035 = "stablehlo.subtract"(%1029, %1034) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1036 = "stablehlo.multiply"(%1035, %1035) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1037 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1038 = "stablehlo.reduce"(%1036, %1037) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg510: tensor<f32>, %arg511: tensor<f32>):
      %2670 = "stablehlo.add"(%arg510, %arg511) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2670) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1039 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1040 = "stablehlo.divide"(%1038, %1039) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1041 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1042 = "stablehlo.add"(%1040, %1041) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1043 = "stablehlo.rsqrt"(%1042) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1044 = "stablehlo.divide"(%1043, %1042) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1045 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1046 = "stablehlo.multiply"(%1045, %1044) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1047 = "stablehlo.broadcast_in_dim"(%1043) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1048 = "stablehlo.multiply"(%1035, %1047) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1049 = "stablehlo.broadcast_in_dim"(%arg122) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1050 = "stablehlo.multiply"(%1048, %1049) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1051 = "stablehlo.broadcast_in_dim"(%arg123) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1052 = "stablehlo.add"(%1050, %1051) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1053 = "stablehlo.dot_general"(%1052, %arg124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %1054 = "stablehlo.broadcast_in_dim"(%arg125) <{broadcast_dimensions = array<i64: 2>}> : (tensor<2304xf32>) -> tensor<8x1024x2304xf32>
    %1055 = "stablehlo.add"(%1053, %1054) : (tensor<8x1024x2304xf32>, tensor<8x1024x2304xf32>) -> tensor<8x1024x2304xf32>
    %1056 = "stablehlo.slice"(%1055) <{limit_indices = array<i64: 8, 1024, 768>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %1057 = "stablehlo.slice"(%1055) <{limit_indices = array<i64: 8, 1024, 1536>, start_indices = array<i64: 0, 0, 768>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %1058 = "stablehlo.slice"(%1055) <{limit_indices = array<i64: 8, 1024, 2304>, start_indices = array<i64: 0, 0, 1536>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %1059 = "stablehlo.reshape"(%1056) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1060 = "stablehlo.reshape"(%1057) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1061 = "stablehlo.reshape"(%1058) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1062 = "stablehlo.dot_general"(%1059, %1060) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %1063 = "stablehlo.constant"() <{value = dense<1.250000e-01> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %1064 = "stablehlo.multiply"(%1062, %1063) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1065 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1024x1024xi1>) -> tensor<8x12x1024x1024xi1>
    %1066 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %1067 = "stablehlo.select"(%1065, %1064, %1066) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1068 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1069 = "stablehlo.reduce"(%1067, %1068) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg508: tensor<f32>, %arg509: tensor<f32>):
      %2669 = "stablehlo.maximum"(%arg508, %arg509) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2669) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %1070 = "stablehlo.broadcast_in_dim"(%1069) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1071 = "stablehlo.subtract"(%1067, %1070) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1072 = "stablehlo.exponential"(%1071) : (tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1073 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1074 = "stablehlo.reduce"(%1072, %1073) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg506: tensor<f32>, %arg507: tensor<f32>):
      %2668 = "stablehlo.add"(%arg506, %arg507) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2668) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %1075 = "stablehlo.broadcast_in_dim"(%1074) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1076 = "stablehlo.divide"(%1072, %1075) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1077 = "stablehlo.dot_general"(%1076, %1061) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1078 = "stablehlo.transpose"(%1077) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1079 = "stablehlo.reshape"(%1078) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1080 = "stablehlo.dot_general"(%1079, %arg126) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %1081 = "stablehlo.broadcast_in_dim"(%arg127) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1082 = "stablehlo.add"(%1080, %1081) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1083 = "stablehlo.add"(%1029, %1082) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1084 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1085 = "stablehlo.reduce"(%1083, %1084) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg504: tensor<f32>, %arg505: tensor<f32>):
      %2667 = "stablehlo.add"(%arg504, %arg505) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2667) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1086 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1087 = "stablehlo.divide"(%1085, %1086) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1088 = "stablehlo.broadcast_in_dim"(%1087) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1089 = "stablehlo.subtract"(%1083, %1088) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1090 = "stablehlo.multiply"(%1089, %1089) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1091 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1092 = "stablehlo.reduce"(%1090, %1091) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg502: tensor<f32>, %arg503: tensor<f32>):
      %2666 = "stablehlo.add"(%arg502, %arg503) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2666) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1093 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1094 = "stablehlo.divide"(%1092, %1093) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1095 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1096 = "stablehlo.add"(%1094, %1095) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1097 = "stablehlo.rsqrt"(%1096) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1098 = "stablehlo.divide"(%1097, %1096) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1099 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1100 = "stablehlo.multiply"(%1099, %1098) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1101 = "stablehlo.broadcast_in_dim"(%1097) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1102 = "stablehlo.multiply"(%1089, %1101) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1103 = "stablehlo.broadcast_in_dim"(%arg128) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1104 = "stablehlo.multiply"(%1102, %1103) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1105 = "stablehlo.broadcast_in_dim"(%arg129) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1106 = "stablehlo.add"(%1104, %1105) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1107 = "stablehlo.dot_general"(%1106, %arg130) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %1108 = "stablehlo.broadcast_in_dim"(%arg131) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3072xf32>) -> tensor<8x1024x3072xf32>
    %1109 = "stablehlo.add"(%1107, %1108) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1110 = "stablehlo.multiply"(%1109, %1109) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1111 = "stablehlo.multiply"(%1109, %1110) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1112 = "stablehlo.multiply"(%1109, %1109) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1113 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1114 = "stablehlo.multiply"(%1112, %1113) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1115 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1116 = "stablehlo.multiply"(%1111, %1115) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1117 = "stablehlo.add"(%1109, %1116) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1118 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1119 = "stablehlo.multiply"(%1117, %1118) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1120 = "stablehlo.tanh"(%1119) : (tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1121 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1122 = "stablehlo.subtract"(%1121, %1120) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1123 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1124 = "stablehlo.add"(%1120, %1123) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1125 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1126 = "stablehlo.multiply"(%1124, %1125) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1127 = "stablehlo.multiply"(%1109, %1126) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1128 = "stablehlo.dot_general"(%1127, %arg132) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %1129 = "stablehlo.broadcast_in_dim"(%arg133) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1130 = "stablehlo.add"(%1128, %1129) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1131 = "stablehlo.add"(%1083, %1130) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1132 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1133 = "stablehlo.reduce"(%1131, %1132) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg500: tensor<f32>, %arg501: tensor<f32>):
      %2665 = "stablehlo.add"(%arg500, %arg501) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2665) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1134 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1135 = "stablehlo.divide"(%1133, %1134) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1136 = "stablehlo.broadcast_in_dim"(%1135) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1137 = "stablehlo.subtract"(%1131, %1136) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1138 = "stablehlo.multiply"(%1137, %1137) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1139 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1140 = "stablehlo.reduce"(%1138, %1139) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg498: tensor<f32>, %arg499: tensor<f32>):
      %2664 = "stablehlo.add"(%arg498, %arg499) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2664) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1141 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1142 = "stablehlo.divide"(%1140, %1141) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1143 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1144 = "stablehlo.add"(%1142, %1143) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1145 = "stablehlo.rsqrt"(%1144) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1146 = "stablehlo.divide"(%1145, %1144) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1147 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1148 = "stablehlo.multiply"(%1147, %1146) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1149 = "stablehlo.broadcast_in_dim"(%1145) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1150 = "stablehlo.multiply"(%1137, %1149) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1151 = "stablehlo.broadcast_in_dim"(%arg134) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1152 = "stablehlo.multiply"(%1150, %1151) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1153 = "stablehlo.broadcast_in_dim"(%arg135) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1154 = "stablehlo.add"(%1152, %1153) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1155 = "stablehlo.dot_general"(%1154, %arg136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x2304xf32>) -> tensor<8x1024x2304xf32>
    %1156 = "stablehlo.broadcast_in_dim"(%arg137) <{broadcast_dimensions = array<i64: 2>}> : (tensor<2304xf32>) -> tensor<8x1024x2304xf32>
    %1157 = "stablehlo.add"(%1155, %1156) : (tensor<8x1024x2304xf32>, tensor<8x1024x2304xf32>) -> tensor<8x1024x2304xf32>
    %1158 = "stablehlo.slice"(%1157) <{limit_indices = array<i64: 8, 1024, 768>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %1159 = "stablehlo.slice"(%1157) <{limit_indices = array<i64: 8, 1024, 1536>, start_indices = array<i64: 0, 0, 768>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %1160 = "stablehlo.slice"(%1157) <{limit_indices = array<i64: 8, 1024, 2304>, start_indices = array<i64: 0, 0, 1536>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1024x2304xf32>) -> tensor<8x1024x768xf32>
    %1161 = "stablehlo.reshape"(%1158) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1162 = "stablehlo.reshape"(%1159) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1163 = "stablehlo.reshape"(%1160) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1164 = "stablehlo.dot_general"(%1161, %1162) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x1024x12x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %1165 = "stablehlo.constant"() <{value = dense<1.250000e-01> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %1166 = "stablehlo.multiply"(%1164, %1165) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1167 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1024x1024xi1>) -> tensor<8x12x1024x1024xi1>
    %1168 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %1169 = "stablehlo.select"(%1167, %1166, %1168) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1170 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1171 = "stablehlo.reduce"(%1169, %1170) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg496: tensor<f32>, %arg497: tensor<f32>):
      %2663 = "stablehlo.maximum"(%arg496, %arg497) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2663) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %1172 = "stablehlo.broadcast_in_dim"(%1171) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1173 = "stablehlo.subtract"(%1169, %1172) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1174 = "stablehlo.exponential"(%1173) : (tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1175 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1176 = "stablehlo.reduce"(%1174, %1175) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg494: tensor<f32>, %arg495: tensor<f32>):
      %2662 = "stablehlo.add"(%arg494, %arg495) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2662) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %1177 = "stablehlo.broadcast_in_dim"(%1176) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1178 = "stablehlo.divide"(%1174, %1177) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1179 = "stablehlo.dot_general"(%1178, %1163) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1180 = "stablehlo.transpose"(%1179) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1181 = "stablehlo.reshape"(%1180) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1182 = "stablehlo.dot_general"(%1181, %arg138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %1183 = "stablehlo.broadcast_in_dim"(%arg139) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1184 = "stablehlo.add"(%1182, %1183) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1185 = "stablehlo.add"(%1131, %1184) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1186 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1187 = "stablehlo.reduce"(%1185, %1186) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg492: tensor<f32>, %arg493: tensor<f32>):
      %2661 = "stablehlo.add"(%arg492, %arg493) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2661) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1188 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1189 = "stablehlo.divide"(%1187, %1188) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1190 = "stablehlo.broadcast_in_dim"(%1189) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1191 = "stablehlo.subtract"(%1185, %1190) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1192 = "stablehlo.multiply"(%1191, %1191) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1194 = "stablehlo.reduce"(%1192, %1193) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg490: tensor<f32>, %arg491: tensor<f32>):
      %2660 = "stablehlo.add"(%arg490, %arg491) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2660) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1195 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1196 = "stablehlo.divide"(%1194, %1195) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1197 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1198 = "stablehlo.add"(%1196, %1197) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1199 = "stablehlo.rsqrt"(%1198) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1200 = "stablehlo.divide"(%1199, %1198) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1201 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1202 = "stablehlo.multiply"(%1201, %1200) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1203 = "stablehlo.broadcast_in_dim"(%1199) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1204 = "stablehlo.multiply"(%1191, %1203) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1205 = "stablehlo.broadcast_in_dim"(%arg140) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1206 = "stablehlo.multiply"(%1204, %1205) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1207 = "stablehlo.broadcast_in_dim"(%arg141) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1208 = "stablehlo.add"(%1206, %1207) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1209 = "stablehlo.dot_general"(%1208, %arg142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x768xf32>, tensor<768x3072xf32>) -> tensor<8x1024x3072xf32>
    %1210 = "stablehlo.broadcast_in_dim"(%arg143) <{broadcast_dimensions = array<i64: 2>}> : (tensor<3072xf32>) -> tensor<8x1024x3072xf32>
    %1211 = "stablehlo.add"(%1209, %1210) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1212 = "stablehlo.multiply"(%1211, %1211) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1213 = "stablehlo.multiply"(%1211, %1212) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1214 = "stablehlo.multiply"(%1211, %1211) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1215 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1216 = "stablehlo.multiply"(%1214, %1215) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1217 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1218 = "stablehlo.multiply"(%1213, %1217) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1219 = "stablehlo.add"(%1211, %1218) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1220 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1221 = "stablehlo.multiply"(%1219, %1220) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1222 = "stablehlo.tanh"(%1221) : (tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1223 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1224 = "stablehlo.subtract"(%1223, %1222) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1225 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1226 = "stablehlo.add"(%1222, %1225) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1227 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<8x1024x3072xf32>}> : () -> tensor<8x1024x3072xf32>
    %1228 = "stablehlo.multiply"(%1226, %1227) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1229 = "stablehlo.multiply"(%1211, %1228) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1230 = "stablehlo.dot_general"(%1229, %arg144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x3072xf32>, tensor<3072x768xf32>) -> tensor<8x1024x768xf32>
    %1231 = "stablehlo.broadcast_in_dim"(%arg145) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1232 = "stablehlo.add"(%1230, %1231) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1233 = "stablehlo.add"(%1185, %1232) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1234 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1235 = "stablehlo.reduce"(%1233, %1234) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg488: tensor<f32>, %arg489: tensor<f32>):
      %2659 = "stablehlo.add"(%arg488, %arg489) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2659) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1236 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1237 = "stablehlo.divide"(%1235, %1236) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1238 = "stablehlo.broadcast_in_dim"(%1237) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1239 = "stablehlo.subtract"(%1233, %1238) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1240 = "stablehlo.multiply"(%1239, %1239) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1241 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1242 = "stablehlo.reduce"(%1240, %1241) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg486: tensor<f32>, %arg487: tensor<f32>):
      %2658 = "stablehlo.add"(%arg486, %arg487) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2658) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1243 = "stablehlo.constant"() <{value = dense<7.680000e+02> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1244 = "stablehlo.divide"(%1242, %1243) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1245 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1246 = "stablehlo.add"(%1244, %1245) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1247 = "stablehlo.rsqrt"(%1246) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1248 = "stablehlo.divide"(%1247, %1246) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1249 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<8x1024xf32>}> : () -> tensor<8x1024xf32>
    %1250 = "stablehlo.multiply"(%1249, %1248) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1251 = "stablehlo.broadcast_in_dim"(%1247) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1252 = "stablehlo.multiply"(%1239, %1251) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1253 = "stablehlo.broadcast_in_dim"(%arg146) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1254 = "stablehlo.multiply"(%1252, %1253) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1255 = "stablehlo.broadcast_in_dim"(%arg147) <{broadcast_dimensions = array<i64: 2>}> : (tensor<768xf32>) -> tensor<8x1024x768xf32>
    %1256 = "stablehlo.add"(%1254, %1255) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1257 = "stablehlo.dot_general"(%1256, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<50257x768xf32>) -> tensor<8x1024x50257xf32>
    %1258 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1259 = "stablehlo.reduce"(%1257, %1258) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg484: tensor<f32>, %arg485: tensor<f32>):
      %2657 = "stablehlo.maximum"(%arg484, %arg485) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2657) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x50257xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1260 = "stablehlo.broadcast_in_dim"(%1259) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x50257xf32>
    %1261 = "stablehlo.subtract"(%1257, %1260) : (tensor<8x1024x50257xf32>, tensor<8x1024x50257xf32>) -> tensor<8x1024x50257xf32>
    %1262 = "stablehlo.exponential"(%1261) : (tensor<8x1024x50257xf32>) -> tensor<8x1024x50257xf32>
    %1263 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1264 = "stablehlo.reduce"(%1262, %1263) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg482: tensor<f32>, %arg483: tensor<f32>):
      %2656 = "stablehlo.add"(%arg482, %arg483) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2656) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x50257xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1265 = "stablehlo.log"(%1264) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1266 = "stablehlo.broadcast_in_dim"(%1265) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x50257xf32>
    %1267 = "stablehlo.subtract"(%1261, %1266) : (tensor<8x1024x50257xf32>, tensor<8x1024x50257xf32>) -> tensor<8x1024x50257xf32>
    %1268 = "stablehlo.broadcast_in_dim"(%arg149) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xi32>) -> tensor<8x1024x50257xi32>
    %1269 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<8x1024x50257xi32>
    %1270 = "stablehlo.compare"(%1268, %1269) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x1024x50257xi32>, tensor<8x1024x50257xi32>) -> tensor<8x1024x50257xi1>
    %1271 = "stablehlo.convert"(%1270) : (tensor<8x1024x50257xi1>) -> tensor<8x1024x50257xf32>
    %1272 = "stablehlo.multiply"(%1271, %1267) : (tensor<8x1024x50257xf32>, tensor<8x1024x50257xf32>) -> tensor<8x1024x50257xf32>
    %1273 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1274 = "stablehlo.reduce"(%1272, %1273) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg480: tensor<f32>, %arg481: tensor<f32>):
      %2655 = "stablehlo.add"(%arg480, %arg481) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2655) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x50257xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1275 = "stablehlo.negate"(%1274) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1276 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1277 = "stablehlo.reduce"(%1275, %1276) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg478: tensor<f32>, %arg479: tensor<f32>):
      %2654 = "stablehlo.add"(%arg478, %arg479) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2654) : (tensor<f32>) -> ()
    }) : (tensor<8x1024xf32>, tensor<f32>) -> tensor<f32>
    %1278 = "stablehlo.constant"() <{value = dense<8.192000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1279 = "stablehlo.divide"(%1277, %1278) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1280 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1281 = "stablehlo.divide"(%1280, %1278) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1282 = "stablehlo.broadcast_in_dim"(%1281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1024xf32>
    %1283 = "stablehlo.negate"(%1282) : (tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1284 = "stablehlo.broadcast_in_dim"(%1283) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x50257xf32>
    %1285 = "stablehlo.multiply"(%1271, %1284) : (tensor<8x1024x50257xf32>, tensor<8x1024x50257xf32>) -> tensor<8x1024x50257xf32>
    %1286 = "stablehlo.negate"(%1285) : (tensor<8x1024x50257xf32>) -> tensor<8x1024x50257xf32>
    %1287 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1288 = "stablehlo.reduce"(%1286, %1287) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg476: tensor<f32>, %arg477: tensor<f32>):
      %2653 = "stablehlo.add"(%arg476, %arg477) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2653) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x50257xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1289 = "stablehlo.divide"(%1288, %1264) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1290 = "stablehlo.broadcast_in_dim"(%1289) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x50257xf32>
    %1291 = "stablehlo.multiply"(%1290, %1262) : (tensor<8x1024x50257xf32>, tensor<8x1024x50257xf32>) -> tensor<8x1024x50257xf32>
    %1292 = "stablehlo.add"(%1285, %1291) : (tensor<8x1024x50257xf32>, tensor<8x1024x50257xf32>) -> tensor<8x1024x50257xf32>
    %1293 = "stablehlo.dot_general"(%1292, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1024x50257xf32>, tensor<50257x768xf32>) -> tensor<8x1024x768xf32>
    %1294 = "stablehlo.dot_general"(%1256, %1292) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x50257xf32>) -> tensor<768x50257xf32>
    %1295 = "stablehlo.transpose"(%1294) <{permutation = array<i64: 1, 0>}> : (tensor<768x50257xf32>) -> tensor<50257x768xf32>
    %1296 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1297 = "stablehlo.reduce"(%1293, %1296) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg474: tensor<f32>, %arg475: tensor<f32>):
      %2652 = "stablehlo.add"(%arg474, %arg475) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2652) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1298 = "stablehlo.multiply"(%1293, %1253) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1299 = "stablehlo.multiply"(%1252, %1293) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1300 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1301 = "stablehlo.reduce"(%1299, %1300) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg472: tensor<f32>, %arg473: tensor<f32>):
      %2651 = "stablehlo.add"(%arg472, %arg473) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2651) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1302 = "stablehlo.multiply"(%1298, %1251) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1303 = "stablehlo.multiply"(%1239, %1298) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1304 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1305 = "stablehlo.reduce"(%1303, %1304) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg470: tensor<f32>, %arg471: tensor<f32>):
      %2650 = "stablehlo.add"(%arg470, %arg471) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2650) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1306 = "stablehlo.multiply"(%1305, %1250) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1307 = "stablehlo.divide"(%1306, %1243) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1308 = "stablehlo.broadcast_in_dim"(%1307) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1309 = "stablehlo.multiply"(%1308, %1239) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1310 = "stablehlo.add"(%1302, %1309) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1311 = "stablehlo.multiply"(%1239, %1308) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1312 = "stablehlo.add"(%1310, %1311) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1313 = "stablehlo.negate"(%1312) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1314 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1315 = "stablehlo.reduce"(%1313, %1314) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg468: tensor<f32>, %arg469: tensor<f32>):
      %2649 = "stablehlo.add"(%arg468, %arg469) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2649) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1316 = "stablehlo.divide"(%1315, %1236) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1317 = "stablehlo.broadcast_in_dim"(%1316) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1318 = "stablehlo.add"(%1312, %1317) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1319 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1320 = "stablehlo.reduce"(%1318, %1319) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg466: tensor<f32>, %arg467: tensor<f32>):
      %2648 = "stablehlo.add"(%arg466, %arg467) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2648) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1321 = "stablehlo.dot_general"(%1318, %arg144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<3072x768xf32>) -> tensor<8x1024x3072xf32>
    %1322 = "stablehlo.dot_general"(%1229, %1318) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x3072xf32>, tensor<8x1024x768xf32>) -> tensor<3072x768xf32>
    %1323 = "stablehlo.multiply"(%1321, %1228) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1324 = "stablehlo.multiply"(%1211, %1321) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1325 = "stablehlo.multiply"(%1324, %1227) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1326 = "stablehlo.multiply"(%1325, %1222) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1327 = "stablehlo.add"(%1325, %1326) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1328 = "stablehlo.multiply"(%1327, %1224) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1329 = "stablehlo.multiply"(%1328, %1220) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1330 = "stablehlo.add"(%1323, %1329) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1331 = "stablehlo.multiply"(%1329, %1217) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1332 = "stablehlo.multiply"(%1331, %1216) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1333 = "stablehlo.add"(%1330, %1332) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1334 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1335 = "stablehlo.reduce"(%1333, %1334) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg464: tensor<f32>, %arg465: tensor<f32>):
      %2647 = "stablehlo.add"(%arg464, %arg465) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2647) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1336 = "stablehlo.dot_general"(%1333, %arg142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x3072xf32>, tensor<768x3072xf32>) -> tensor<8x1024x768xf32>
    %1337 = "stablehlo.dot_general"(%1208, %1333) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x3072xf32>) -> tensor<768x3072xf32>
    %1338 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1339 = "stablehlo.reduce"(%1336, %1338) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg462: tensor<f32>, %arg463: tensor<f32>):
      %2646 = "stablehlo.add"(%arg462, %arg463) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2646) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1340 = "stablehlo.multiply"(%1336, %1205) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1341 = "stablehlo.multiply"(%1204, %1336) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1342 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1343 = "stablehlo.reduce"(%1341, %1342) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg460: tensor<f32>, %arg461: tensor<f32>):
      %2645 = "stablehlo.add"(%arg460, %arg461) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2645) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1344 = "stablehlo.multiply"(%1340, %1203) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1345 = "stablehlo.multiply"(%1191, %1340) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1346 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1347 = "stablehlo.reduce"(%1345, %1346) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg458: tensor<f32>, %arg459: tensor<f32>):
      %2644 = "stablehlo.add"(%arg458, %arg459) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2644) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1348 = "stablehlo.multiply"(%1347, %1202) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1349 = "stablehlo.divide"(%1348, %1195) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1350 = "stablehlo.broadcast_in_dim"(%1349) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1351 = "stablehlo.multiply"(%1350, %1191) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1352 = "stablehlo.add"(%1344, %1351) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1353 = "stablehlo.multiply"(%1191, %1350) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1354 = "stablehlo.add"(%1352, %1353) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1355 = "stablehlo.add"(%1318, %1354) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1356 = "stablehlo.negate"(%1354) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1357 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1358 = "stablehlo.reduce"(%1356, %1357) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg456: tensor<f32>, %arg457: tensor<f32>):
      %2643 = "stablehlo.add"(%arg456, %arg457) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2643) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1359 = "stablehlo.divide"(%1358, %1188) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1360 = "stablehlo.broadcast_in_dim"(%1359) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1361 = "stablehlo.add"(%1355, %1360) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1362 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1363 = "stablehlo.reduce"(%1361, %1362) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg454: tensor<f32>, %arg455: tensor<f32>):
      %2642 = "stablehlo.add"(%arg454, %arg455) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2642) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1364 = "stablehlo.dot_general"(%1361, %arg138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %1365 = "stablehlo.dot_general"(%1181, %1361) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<768x768xf32>
    %1366 = "stablehlo.reshape"(%1364) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1367 = "stablehlo.transpose"(%1366) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1368 = "stablehlo.dot_general"(%1367, %1163) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x12x1024x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %1369 = "stablehlo.dot_general"(%1178, %1367) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x64xf32>) -> tensor<8x12x1024x64xf32>
    %1370 = "stablehlo.transpose"(%1369) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1371 = "stablehlo.multiply"(%1178, %1368) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1372 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1373 = "stablehlo.reduce"(%1371, %1372) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg452: tensor<f32>, %arg453: tensor<f32>):
      %2641 = "stablehlo.add"(%arg452, %arg453) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2641) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %1374 = "stablehlo.broadcast_in_dim"(%1373) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1375 = "stablehlo.multiply"(%1178, %1374) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1376 = "stablehlo.subtract"(%1371, %1375) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1377 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %1378 = "stablehlo.select"(%1167, %1376, %1377) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1379 = "stablehlo.multiply"(%1378, %1165) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1380 = "stablehlo.dot_general"(%1379, %1162) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1381 = "stablehlo.transpose"(%1380) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1382 = "stablehlo.dot_general"(%1161, %1379) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>}> : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %1383 = "stablehlo.transpose"(%1382) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %1384 = "stablehlo.reshape"(%1370) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1385 = "stablehlo.reshape"(%1383) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1386 = "stablehlo.reshape"(%1381) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1387 = "stablehlo.concatenate"(%1386, %1385, %1384) <{dimension = 2 : i64}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %1388 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1389 = "stablehlo.reduce"(%1387, %1388) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg450: tensor<f32>, %arg451: tensor<f32>):
      %2640 = "stablehlo.add"(%arg450, %arg451) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2640) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x2304xf32>, tensor<f32>) -> tensor<2304xf32>
    %1390 = "stablehlo.dot_general"(%1387, %arg136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x2304xf32>, tensor<768x2304xf32>) -> tensor<8x1024x768xf32>
    %1391 = "stablehlo.dot_general"(%1154, %1387) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x2304xf32>) -> tensor<768x2304xf32>
    %1392 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1393 = "stablehlo.reduce"(%1390, %1392) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg448: tensor<f32>, %arg449: tensor<f32>):
      %2639 = "stablehlo.add"(%arg448, %arg449) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2639) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1394 = "stablehlo.multiply"(%1390, %1151) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1395 = "stablehlo.multiply"(%1150, %1390) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1396 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1397 = "stablehlo.reduce"(%1395, %1396) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg446: tensor<f32>, %arg447: tensor<f32>):
      %2638 = "stablehlo.add"(%arg446, %arg447) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2638) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1398 = "stablehlo.multiply"(%1394, %1149) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1399 = "stablehlo.multiply"(%1137, %1394) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1400 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1401 = "stablehlo.reduce"(%1399, %1400) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg444: tensor<f32>, %arg445: tensor<f32>):
      %2637 = "stablehlo.add"(%arg444, %arg445) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2637) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1402 = "stablehlo.multiply"(%1401, %1148) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1403 = "stablehlo.divide"(%1402, %1141) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1404 = "stablehlo.broadcast_in_dim"(%1403) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1405 = "stablehlo.multiply"(%1404, %1137) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1406 = "stablehlo.add"(%1398, %1405) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1407 = "stablehlo.multiply"(%1137, %1404) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1408 = "stablehlo.add"(%1406, %1407) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1409 = "stablehlo.add"(%1361, %1408) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1410 = "stablehlo.negate"(%1408) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1411 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1412 = "stablehlo.reduce"(%1410, %1411) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg442: tensor<f32>, %arg443: tensor<f32>):
      %2636 = "stablehlo.add"(%arg442, %arg443) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2636) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1413 = "stablehlo.divide"(%1412, %1134) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1414 = "stablehlo.broadcast_in_dim"(%1413) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1415 = "stablehlo.add"(%1409, %1414) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1416 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1417 = "stablehlo.reduce"(%1415, %1416) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg440: tensor<f32>, %arg441: tensor<f32>):
      %2635 = "stablehlo.add"(%arg440, %arg441) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2635) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1418 = "stablehlo.dot_general"(%1415, %arg132) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<3072x768xf32>) -> tensor<8x1024x3072xf32>
    %1419 = "stablehlo.dot_general"(%1127, %1415) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x3072xf32>, tensor<8x1024x768xf32>) -> tensor<3072x768xf32>
    %1420 = "stablehlo.multiply"(%1418, %1126) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1421 = "stablehlo.multiply"(%1109, %1418) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1422 = "stablehlo.multiply"(%1421, %1125) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1423 = "stablehlo.multiply"(%1422, %1120) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1424 = "stablehlo.add"(%1422, %1423) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1425 = "stablehlo.multiply"(%1424, %1122) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1426 = "stablehlo.multiply"(%1425, %1118) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1427 = "stablehlo.add"(%1420, %1426) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1428 = "stablehlo.multiply"(%1426, %1115) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1429 = "stablehlo.multiply"(%1428, %1114) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1430 = "stablehlo.add"(%1427, %1429) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1431 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1432 = "stablehlo.reduce"(%1430, %1431) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg438: tensor<f32>, %arg439: tensor<f32>):
      %2634 = "stablehlo.add"(%arg438, %arg439) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2634) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1433 = "stablehlo.dot_general"(%1430, %arg130) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x3072xf32>, tensor<768x3072xf32>) -> tensor<8x1024x768xf32>
    %1434 = "stablehlo.dot_general"(%1106, %1430) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x3072xf32>) -> tensor<768x3072xf32>
    %1435 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1436 = "stablehlo.reduce"(%1433, %1435) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg436: tensor<f32>, %arg437: tensor<f32>):
      %2633 = "stablehlo.add"(%arg436, %arg437) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2633) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1437 = "stablehlo.multiply"(%1433, %1103) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1438 = "stablehlo.multiply"(%1102, %1433) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1439 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1440 = "stablehlo.reduce"(%1438, %1439) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg434: tensor<f32>, %arg435: tensor<f32>):
      %2632 = "stablehlo.add"(%arg434, %arg435) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2632) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1441 = "stablehlo.multiply"(%1437, %1101) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1442 = "stablehlo.multiply"(%1089, %1437) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1443 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1444 = "stablehlo.reduce"(%1442, %1443) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg432: tensor<f32>, %arg433: tensor<f32>):
      %2631 = "stablehlo.add"(%arg432, %arg433) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2631) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1445 = "stablehlo.multiply"(%1444, %1100) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1446 = "stablehlo.divide"(%1445, %1093) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1447 = "stablehlo.broadcast_in_dim"(%1446) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1448 = "stablehlo.multiply"(%1447, %1089) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1449 = "stablehlo.add"(%1441, %1448) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1450 = "stablehlo.multiply"(%1089, %1447) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1451 = "stablehlo.add"(%1449, %1450) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1452 = "stablehlo.add"(%1415, %1451) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1453 = "stablehlo.negate"(%1451) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1454 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1455 = "stablehlo.reduce"(%1453, %1454) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg430: tensor<f32>, %arg431: tensor<f32>):
      %2630 = "stablehlo.add"(%arg430, %arg431) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2630) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1456 = "stablehlo.divide"(%1455, %1086) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1457 = "stablehlo.broadcast_in_dim"(%1456) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1458 = "stablehlo.add"(%1452, %1457) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1459 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1460 = "stablehlo.reduce"(%1458, %1459) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg428: tensor<f32>, %arg429: tensor<f32>):
      %2629 = "stablehlo.add"(%arg428, %arg429) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2629) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1461 = "stablehlo.dot_general"(%1458, %arg126) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %1462 = "stablehlo.dot_general"(%1079, %1458) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<768x768xf32>
    %1463 = "stablehlo.reshape"(%1461) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1464 = "stablehlo.transpose"(%1463) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1465 = "stablehlo.dot_general"(%1464, %1061) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x12x1024x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %1466 = "stablehlo.dot_general"(%1076, %1464) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x64xf32>) -> tensor<8x12x1024x64xf32>
    %1467 = "stablehlo.transpose"(%1466) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1468 = "stablehlo.multiply"(%1076, %1465) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1469 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1470 = "stablehlo.reduce"(%1468, %1469) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg426: tensor<f32>, %arg427: tensor<f32>):
      %2628 = "stablehlo.add"(%arg426, %arg427) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2628) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %1471 = "stablehlo.broadcast_in_dim"(%1470) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1472 = "stablehlo.multiply"(%1076, %1471) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1473 = "stablehlo.subtract"(%1468, %1472) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1474 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %1475 = "stablehlo.select"(%1065, %1473, %1474) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1476 = "stablehlo.multiply"(%1475, %1063) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1477 = "stablehlo.dot_general"(%1476, %1060) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1478 = "stablehlo.transpose"(%1477) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1479 = "stablehlo.dot_general"(%1059, %1476) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>}> : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %1480 = "stablehlo.transpose"(%1479) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %1481 = "stablehlo.reshape"(%1467) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1482 = "stablehlo.reshape"(%1480) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1483 = "stablehlo.reshape"(%1478) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1484 = "stablehlo.concatenate"(%1483, %1482, %1481) <{dimension = 2 : i64}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %1485 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1486 = "stablehlo.reduce"(%1484, %1485) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg424: tensor<f32>, %arg425: tensor<f32>):
      %2627 = "stablehlo.add"(%arg424, %arg425) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2627) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x2304xf32>, tensor<f32>) -> tensor<2304xf32>
    %1487 = "stablehlo.dot_general"(%1484, %arg124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x2304xf32>, tensor<768x2304xf32>) -> tensor<8x1024x768xf32>
    %1488 = "stablehlo.dot_general"(%1052, %1484) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x2304xf32>) -> tensor<768x2304xf32>
    %1489 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1490 = "stablehlo.reduce"(%1487, %1489) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg422: tensor<f32>, %arg423: tensor<f32>):
      %2626 = "stablehlo.add"(%arg422, %arg423) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2626) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1491 = "stablehlo.multiply"(%1487, %1049) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1492 = "stablehlo.multiply"(%1048, %1487) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1493 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1494 = "stablehlo.reduce"(%1492, %1493) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg420: tensor<f32>, %arg421: tensor<f32>):
      %2625 = "stablehlo.add"(%arg420, %arg421) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2625) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1495 = "stablehlo.multiply"(%1491, %1047) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1496 = "stablehlo.multiply"(%1035, %1491) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1497 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1498 = "stablehlo.reduce"(%1496, %1497) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg418: tensor<f32>, %arg419: tensor<f32>):
      %2624 = "stablehlo.add"(%arg418, %arg419) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2624) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1499 = "stablehlo.multiply"(%1498, %1046) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1500 = "stablehlo.divide"(%1499, %1039) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1501 = "stablehlo.broadcast_in_dim"(%1500) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1502 = "stablehlo.multiply"(%1501, %1035) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1503 = "stablehlo.add"(%1495, %1502) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1504 = "stablehlo.multiply"(%1035, %1501) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1505 = "stablehlo.add"(%1503, %1504) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1506 = "stablehlo.add"(%1458, %1505) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1507 = "stablehlo.negate"(%1505) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1508 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1509 = "stablehlo.reduce"(%1507, %1508) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg416: tensor<f32>, %arg417: tensor<f32>):
      %2623 = "stablehlo.add"(%arg416, %arg417) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2623) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1510 = "stablehlo.divide"(%1509, %1032) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1511 = "stablehlo.broadcast_in_dim"(%1510) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1512 = "stablehlo.add"(%1506, %1511) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1513 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1514 = "stablehlo.reduce"(%1512, %1513) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg414: tensor<f32>, %arg415: tensor<f32>):
      %2622 = "stablehlo.add"(%arg414, %arg415) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2622) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1515 = "stablehlo.dot_general"(%1512, %arg120) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<3072x768xf32>) -> tensor<8x1024x3072xf32>
    %1516 = "stablehlo.dot_general"(%1025, %1512) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x3072xf32>, tensor<8x1024x768xf32>) -> tensor<3072x768xf32>
    %1517 = "stablehlo.multiply"(%1515, %1024) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1518 = "stablehlo.multiply"(%1007, %1515) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1519 = "stablehlo.multiply"(%1518, %1023) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1520 = "stablehlo.multiply"(%1519, %1018) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1521 = "stablehlo.add"(%1519, %1520) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1522 = "stablehlo.multiply"(%1521, %1020) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1523 = "stablehlo.multiply"(%1522, %1016) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1524 = "stablehlo.add"(%1517, %1523) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1525 = "stablehlo.multiply"(%1523, %1013) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1526 = "stablehlo.multiply"(%1525, %1012) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1527 = "stablehlo.add"(%1524, %1526) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1528 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1529 = "stablehlo.reduce"(%1527, %1528) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg412: tensor<f32>, %arg413: tensor<f32>):
      %2621 = "stablehlo.add"(%arg412, %arg413) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2621) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1530 = "stablehlo.dot_general"(%1527, %arg118) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x3072xf32>, tensor<768x3072xf32>) -> tensor<8x1024x768xf32>
    %1531 = "stablehlo.dot_general"(%1004, %1527) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x3072xf32>) -> tensor<768x3072xf32>
    %1532 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1533 = "stablehlo.reduce"(%1530, %1532) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg410: tensor<f32>, %arg411: tensor<f32>):
      %2620 = "stablehlo.add"(%arg410, %arg411) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2620) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1534 = "stablehlo.multiply"(%1530, %1001) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1535 = "stablehlo.multiply"(%1000, %1530) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1536 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1537 = "stablehlo.reduce"(%1535, %1536) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg408: tensor<f32>, %arg409: tensor<f32>):
      %2619 = "stablehlo.add"(%arg408, %arg409) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2619) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1538 = "stablehlo.multiply"(%1534, %999) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1539 = "stablehlo.multiply"(%987, %1534) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1540 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1541 = "stablehlo.reduce"(%1539, %1540) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg406: tensor<f32>, %arg407: tensor<f32>):
      %2618 = "stablehlo.add"(%arg406, %arg407) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2618) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1542 = "stablehlo.multiply"(%1541, %998) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1543 = "stablehlo.divide"(%1542, %991) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1544 = "stablehlo.broadcast_in_dim"(%1543) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1545 = "stablehlo.multiply"(%1544, %987) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1546 = "stablehlo.add"(%1538, %1545) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1547 = "stablehlo.multiply"(%987, %1544) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1548 = "stablehlo.add"(%1546, %1547) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1549 = "stablehlo.add"(%1512, %1548) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1550 = "stablehlo.negate"(%1548) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1551 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1552 = "stablehlo.reduce"(%1550, %1551) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg404: tensor<f32>, %arg405: tensor<f32>):
      %2617 = "stablehlo.add"(%arg404, %arg405) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2617) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1553 = "stablehlo.divide"(%1552, %984) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1554 = "stablehlo.broadcast_in_dim"(%1553) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1555 = "stablehlo.add"(%1549, %1554) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1556 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1557 = "stablehlo.reduce"(%1555, %1556) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg402: tensor<f32>, %arg403: tensor<f32>):
      %2616 = "stablehlo.add"(%arg402, %arg403) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2616) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1558 = "stablehlo.dot_general"(%1555, %arg114) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %1559 = "stablehlo.dot_general"(%977, %1555) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<768x768xf32>
    %1560 = "stablehlo.reshape"(%1558) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1561 = "stablehlo.transpose"(%1560) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1562 = "stablehlo.dot_general"(%1561, %959) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x12x1024x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %1563 = "stablehlo.dot_general"(%974, %1561) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x64xf32>) -> tensor<8x12x1024x64xf32>
    %1564 = "stablehlo.transpose"(%1563) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1565 = "stablehlo.multiply"(%974, %1562) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1566 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1567 = "stablehlo.reduce"(%1565, %1566) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      %2615 = "stablehlo.add"(%arg400, %arg401) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2615) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %1568 = "stablehlo.broadcast_in_dim"(%1567) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1569 = "stablehlo.multiply"(%974, %1568) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1570 = "stablehlo.subtract"(%1565, %1569) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1571 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %1572 = "stablehlo.select"(%963, %1570, %1571) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1573 = "stablehlo.multiply"(%1572, %961) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1574 = "stablehlo.dot_general"(%1573, %958) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1575 = "stablehlo.transpose"(%1574) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1576 = "stablehlo.dot_general"(%957, %1573) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>}> : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %1577 = "stablehlo.transpose"(%1576) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %1578 = "stablehlo.reshape"(%1564) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1579 = "stablehlo.reshape"(%1577) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1580 = "stablehlo.reshape"(%1575) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1581 = "stablehlo.concatenate"(%1580, %1579, %1578) <{dimension = 2 : i64}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %1582 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1583 = "stablehlo.reduce"(%1581, %1582) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg398: tensor<f32>, %arg399: tensor<f32>):
      %2614 = "stablehlo.add"(%arg398, %arg399) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2614) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x2304xf32>, tensor<f32>) -> tensor<2304xf32>
    %1584 = "stablehlo.dot_general"(%1581, %arg112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x2304xf32>, tensor<768x2304xf32>) -> tensor<8x1024x768xf32>
    %1585 = "stablehlo.dot_general"(%950, %1581) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x2304xf32>) -> tensor<768x2304xf32>
    %1586 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1587 = "stablehlo.reduce"(%1584, %1586) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg396: tensor<f32>, %arg397: tensor<f32>):
      %2613 = "stablehlo.add"(%arg396, %arg397) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2613) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1588 = "stablehlo.multiply"(%1584, %947) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1589 = "stablehlo.multiply"(%946, %1584) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1590 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1591 = "stablehlo.reduce"(%1589, %1590) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg394: tensor<f32>, %arg395: tensor<f32>):
      %2612 = "stablehlo.add"(%arg394, %arg395) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2612) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1592 = "stablehlo.multiply"(%1588, %945) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1593 = "stablehlo.multiply"(%933, %1588) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1594 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1595 = "stablehlo.reduce"(%1593, %1594) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg392: tensor<f32>, %arg393: tensor<f32>):
      %2611 = "stablehlo.add"(%arg392, %arg393) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2611) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1596 = "stablehlo.multiply"(%1595, %944) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1597 = "stablehlo.divide"(%1596, %937) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1598 = "stablehlo.broadcast_in_dim"(%1597) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1599 = "stablehlo.multiply"(%1598, %933) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1600 = "stablehlo.add"(%1592, %1599) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1601 = "stablehlo.multiply"(%933, %1598) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1602 = "stablehlo.add"(%1600, %1601) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1603 = "stablehlo.add"(%1555, %1602) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1604 = "stablehlo.negate"(%1602) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1605 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1606 = "stablehlo.reduce"(%1604, %1605) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg390: tensor<f32>, %arg391: tensor<f32>):
      %2610 = "stablehlo.add"(%arg390, %arg391) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2610) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1607 = "stablehlo.divide"(%1606, %930) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1608 = "stablehlo.broadcast_in_dim"(%1607) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1609 = "stablehlo.add"(%1603, %1608) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1610 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1611 = "stablehlo.reduce"(%1609, %1610) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg388: tensor<f32>, %arg389: tensor<f32>):
      %2609 = "stablehlo.add"(%arg388, %arg389) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2609) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1612 = "stablehlo.dot_general"(%1609, %arg108) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<3072x768xf32>) -> tensor<8x1024x3072xf32>
    %1613 = "stablehlo.dot_general"(%923, %1609) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x3072xf32>, tensor<8x1024x768xf32>) -> tensor<3072x768xf32>
    %1614 = "stablehlo.multiply"(%1612, %922) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1615 = "stablehlo.multiply"(%905, %1612) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1616 = "stablehlo.multiply"(%1615, %921) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1617 = "stablehlo.multiply"(%1616, %916) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1618 = "stablehlo.add"(%1616, %1617) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1619 = "stablehlo.multiply"(%1618, %918) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1620 = "stablehlo.multiply"(%1619, %914) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1621 = "stablehlo.add"(%1614, %1620) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1622 = "stablehlo.multiply"(%1620, %911) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1623 = "stablehlo.multiply"(%1622, %910) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1624 = "stablehlo.add"(%1621, %1623) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1625 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1626 = "stablehlo.reduce"(%1624, %1625) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg386: tensor<f32>, %arg387: tensor<f32>):
      %2608 = "stablehlo.add"(%arg386, %arg387) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2608) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1627 = "stablehlo.dot_general"(%1624, %arg106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x3072xf32>, tensor<768x3072xf32>) -> tensor<8x1024x768xf32>
    %1628 = "stablehlo.dot_general"(%902, %1624) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x3072xf32>) -> tensor<768x3072xf32>
    %1629 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1630 = "stablehlo.reduce"(%1627, %1629) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg384: tensor<f32>, %arg385: tensor<f32>):
      %2607 = "stablehlo.add"(%arg384, %arg385) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2607) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1631 = "stablehlo.multiply"(%1627, %899) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1632 = "stablehlo.multiply"(%898, %1627) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1633 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1634 = "stablehlo.reduce"(%1632, %1633) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg382: tensor<f32>, %arg383: tensor<f32>):
      %2606 = "stablehlo.add"(%arg382, %arg383) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2606) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1635 = "stablehlo.multiply"(%1631, %897) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1636 = "stablehlo.multiply"(%885, %1631) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1637 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1638 = "stablehlo.reduce"(%1636, %1637) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg380: tensor<f32>, %arg381: tensor<f32>):
      %2605 = "stablehlo.add"(%arg380, %arg381) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2605) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1639 = "stablehlo.multiply"(%1638, %896) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1640 = "stablehlo.divide"(%1639, %889) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1641 = "stablehlo.broadcast_in_dim"(%1640) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1642 = "stablehlo.multiply"(%1641, %885) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1643 = "stablehlo.add"(%1635, %1642) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1644 = "stablehlo.multiply"(%885, %1641) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1645 = "stablehlo.add"(%1643, %1644) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1646 = "stablehlo.add"(%1609, %1645) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1647 = "stablehlo.negate"(%1645) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1648 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1649 = "stablehlo.reduce"(%1647, %1648) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg378: tensor<f32>, %arg379: tensor<f32>):
      %2604 = "stablehlo.add"(%arg378, %arg379) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2604) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1650 = "stablehlo.divide"(%1649, %882) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1651 = "stablehlo.broadcast_in_dim"(%1650) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1652 = "stablehlo.add"(%1646, %1651) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1653 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1654 = "stablehlo.reduce"(%1652, %1653) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg376: tensor<f32>, %arg377: tensor<f32>):
      %2603 = "stablehlo.add"(%arg376, %arg377) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2603) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1655 = "stablehlo.dot_general"(%1652, %arg102) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %1656 = "stablehlo.dot_general"(%875, %1652) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<768x768xf32>
    %1657 = "stablehlo.reshape"(%1655) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1658 = "stablehlo.transpose"(%1657) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1659 = "stablehlo.dot_general"(%1658, %857) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x12x1024x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %1660 = "stablehlo.dot_general"(%872, %1658) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x64xf32>) -> tensor<8x12x1024x64xf32>
    %1661 = "stablehlo.transpose"(%1660) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1662 = "stablehlo.multiply"(%872, %1659) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1663 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1664 = "stablehlo.reduce"(%1662, %1663) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg374: tensor<f32>, %arg375: tensor<f32>):
      %2602 = "stablehlo.add"(%arg374, %arg375) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2602) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %1665 = "stablehlo.broadcast_in_dim"(%1664) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1666 = "stablehlo.multiply"(%872, %1665) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1667 = "stablehlo.subtract"(%1662, %1666) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1668 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %1669 = "stablehlo.select"(%861, %1667, %1668) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1670 = "stablehlo.multiply"(%1669, %859) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1671 = "stablehlo.dot_general"(%1670, %856) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1672 = "stablehlo.transpose"(%1671) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1673 = "stablehlo.dot_general"(%855, %1670) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>}> : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %1674 = "stablehlo.transpose"(%1673) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %1675 = "stablehlo.reshape"(%1661) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1676 = "stablehlo.reshape"(%1674) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1677 = "stablehlo.reshape"(%1672) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1678 = "stablehlo.concatenate"(%1677, %1676, %1675) <{dimension = 2 : i64}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %1679 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1680 = "stablehlo.reduce"(%1678, %1679) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg372: tensor<f32>, %arg373: tensor<f32>):
      %2601 = "stablehlo.add"(%arg372, %arg373) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2601) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x2304xf32>, tensor<f32>) -> tensor<2304xf32>
    %1681 = "stablehlo.dot_general"(%1678, %arg100) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x2304xf32>, tensor<768x2304xf32>) -> tensor<8x1024x768xf32>
    %1682 = "stablehlo.dot_general"(%848, %1678) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x2304xf32>) -> tensor<768x2304xf32>
    %1683 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1684 = "stablehlo.reduce"(%1681, %1683) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg370: tensor<f32>, %arg371: tensor<f32>):
      %2600 = "stablehlo.add"(%arg370, %arg371) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2600) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1685 = "stablehlo.multiply"(%1681, %845) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1686 = "stablehlo.multiply"(%844, %1681) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1687 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1688 = "stablehlo.reduce"(%1686, %1687) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg368: tensor<f32>, %arg369: tensor<f32>):
      %2599 = "stablehlo.add"(%arg368, %arg369) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2599) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1689 = "stablehlo.multiply"(%1685, %843) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1690 = "stablehlo.multiply"(%831, %1685) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1691 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1692 = "stablehlo.reduce"(%1690, %1691) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg366: tensor<f32>, %arg367: tensor<f32>):
      %2598 = "stablehlo.add"(%arg366, %arg367) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2598) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1693 = "stablehlo.multiply"(%1692, %842) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1694 = "stablehlo.divide"(%1693, %835) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1695 = "stablehlo.broadcast_in_dim"(%1694) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1696 = "stablehlo.multiply"(%1695, %831) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1697 = "stablehlo.add"(%1689, %1696) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1698 = "stablehlo.multiply"(%831, %1695) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1699 = "stablehlo.add"(%1697, %1698) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1700 = "stablehlo.add"(%1652, %1699) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1701 = "stablehlo.negate"(%1699) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1702 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1703 = "stablehlo.reduce"(%1701, %1702) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg364: tensor<f32>, %arg365: tensor<f32>):
      %2597 = "stablehlo.add"(%arg364, %arg365) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2597) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1704 = "stablehlo.divide"(%1703, %828) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1705 = "stablehlo.broadcast_in_dim"(%1704) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1706 = "stablehlo.add"(%1700, %1705) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1707 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1708 = "stablehlo.reduce"(%1706, %1707) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg362: tensor<f32>, %arg363: tensor<f32>):
      %2596 = "stablehlo.add"(%arg362, %arg363) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2596) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1709 = "stablehlo.dot_general"(%1706, %arg96) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<3072x768xf32>) -> tensor<8x1024x3072xf32>
    %1710 = "stablehlo.dot_general"(%821, %1706) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x3072xf32>, tensor<8x1024x768xf32>) -> tensor<3072x768xf32>
    %1711 = "stablehlo.multiply"(%1709, %820) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1712 = "stablehlo.multiply"(%803, %1709) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1713 = "stablehlo.multiply"(%1712, %819) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1714 = "stablehlo.multiply"(%1713, %814) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1715 = "stablehlo.add"(%1713, %1714) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1716 = "stablehlo.multiply"(%1715, %816) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1717 = "stablehlo.multiply"(%1716, %812) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1718 = "stablehlo.add"(%1711, %1717) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1719 = "stablehlo.multiply"(%1717, %809) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1720 = "stablehlo.multiply"(%1719, %808) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1721 = "stablehlo.add"(%1718, %1720) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1722 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1723 = "stablehlo.reduce"(%1721, %1722) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg360: tensor<f32>, %arg361: tensor<f32>):
      %2595 = "stablehlo.add"(%arg360, %arg361) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2595) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1724 = "stablehlo.dot_general"(%1721, %arg94) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x3072xf32>, tensor<768x3072xf32>) -> tensor<8x1024x768xf32>
    %1725 = "stablehlo.dot_general"(%800, %1721) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x3072xf32>) -> tensor<768x3072xf32>
    %1726 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1727 = "stablehlo.reduce"(%1724, %1726) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg358: tensor<f32>, %arg359: tensor<f32>):
      %2594 = "stablehlo.add"(%arg358, %arg359) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2594) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1728 = "stablehlo.multiply"(%1724, %797) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1729 = "stablehlo.multiply"(%796, %1724) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1730 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1731 = "stablehlo.reduce"(%1729, %1730) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg356: tensor<f32>, %arg357: tensor<f32>):
      %2593 = "stablehlo.add"(%arg356, %arg357) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2593) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1732 = "stablehlo.multiply"(%1728, %795) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1733 = "stablehlo.multiply"(%783, %1728) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1734 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1735 = "stablehlo.reduce"(%1733, %1734) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg354: tensor<f32>, %arg355: tensor<f32>):
      %2592 = "stablehlo.add"(%arg354, %arg355) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2592) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1736 = "stablehlo.multiply"(%1735, %794) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1737 = "stablehlo.divide"(%1736, %787) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1738 = "stablehlo.broadcast_in_dim"(%1737) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1739 = "stablehlo.multiply"(%1738, %783) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1740 = "stablehlo.add"(%1732, %1739) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1741 = "stablehlo.multiply"(%783, %1738) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1742 = "stablehlo.add"(%1740, %1741) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1743 = "stablehlo.add"(%1706, %1742) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1744 = "stablehlo.negate"(%1742) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1745 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1746 = "stablehlo.reduce"(%1744, %1745) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg352: tensor<f32>, %arg353: tensor<f32>):
      %2591 = "stablehlo.add"(%arg352, %arg353) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2591) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1747 = "stablehlo.divide"(%1746, %780) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1748 = "stablehlo.broadcast_in_dim"(%1747) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1749 = "stablehlo.add"(%1743, %1748) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1750 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1751 = "stablehlo.reduce"(%1749, %1750) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg350: tensor<f32>, %arg351: tensor<f32>):
      %2590 = "stablehlo.add"(%arg350, %arg351) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2590) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1752 = "stablehlo.dot_general"(%1749, %arg90) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %1753 = "stablehlo.dot_general"(%773, %1749) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<768x768xf32>
    %1754 = "stablehlo.reshape"(%1752) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1755 = "stablehlo.transpose"(%1754) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1756 = "stablehlo.dot_general"(%1755, %755) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x12x1024x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %1757 = "stablehlo.dot_general"(%770, %1755) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x64xf32>) -> tensor<8x12x1024x64xf32>
    %1758 = "stablehlo.transpose"(%1757) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1759 = "stablehlo.multiply"(%770, %1756) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1760 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1761 = "stablehlo.reduce"(%1759, %1760) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg348: tensor<f32>, %arg349: tensor<f32>):
      %2589 = "stablehlo.add"(%arg348, %arg349) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2589) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %1762 = "stablehlo.broadcast_in_dim"(%1761) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1763 = "stablehlo.multiply"(%770, %1762) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1764 = "stablehlo.subtract"(%1759, %1763) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1765 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %1766 = "stablehlo.select"(%759, %1764, %1765) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1767 = "stablehlo.multiply"(%1766, %757) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1768 = "stablehlo.dot_general"(%1767, %754) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1769 = "stablehlo.transpose"(%1768) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1770 = "stablehlo.dot_general"(%753, %1767) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>}> : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %1771 = "stablehlo.transpose"(%1770) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %1772 = "stablehlo.reshape"(%1758) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1773 = "stablehlo.reshape"(%1771) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1774 = "stablehlo.reshape"(%1769) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1775 = "stablehlo.concatenate"(%1774, %1773, %1772) <{dimension = 2 : i64}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %1776 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1777 = "stablehlo.reduce"(%1775, %1776) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg346: tensor<f32>, %arg347: tensor<f32>):
      %2588 = "stablehlo.add"(%arg346, %arg347) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2588) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x2304xf32>, tensor<f32>) -> tensor<2304xf32>
    %1778 = "stablehlo.dot_general"(%1775, %arg88) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x2304xf32>, tensor<768x2304xf32>) -> tensor<8x1024x768xf32>
    %1779 = "stablehlo.dot_general"(%746, %1775) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x2304xf32>) -> tensor<768x2304xf32>
    %1780 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1781 = "stablehlo.reduce"(%1778, %1780) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg344: tensor<f32>, %arg345: tensor<f32>):
      %2587 = "stablehlo.add"(%arg344, %arg345) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2587) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1782 = "stablehlo.multiply"(%1778, %743) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1783 = "stablehlo.multiply"(%742, %1778) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1784 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1785 = "stablehlo.reduce"(%1783, %1784) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg342: tensor<f32>, %arg343: tensor<f32>):
      %2586 = "stablehlo.add"(%arg342, %arg343) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2586) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1786 = "stablehlo.multiply"(%1782, %741) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1787 = "stablehlo.multiply"(%729, %1782) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1788 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1789 = "stablehlo.reduce"(%1787, %1788) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg340: tensor<f32>, %arg341: tensor<f32>):
      %2585 = "stablehlo.add"(%arg340, %arg341) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2585) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1790 = "stablehlo.multiply"(%1789, %740) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1791 = "stablehlo.divide"(%1790, %733) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1792 = "stablehlo.broadcast_in_dim"(%1791) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1793 = "stablehlo.multiply"(%1792, %729) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1794 = "stablehlo.add"(%1786, %1793) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1795 = "stablehlo.multiply"(%729, %1792) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1796 = "stablehlo.add"(%1794, %1795) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1797 = "stablehlo.add"(%1749, %1796) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1798 = "stablehlo.negate"(%1796) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1799 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1800 = "stablehlo.reduce"(%1798, %1799) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg338: tensor<f32>, %arg339: tensor<f32>):
      %2584 = "stablehlo.add"(%arg338, %arg339) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2584) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1801 = "stablehlo.divide"(%1800, %726) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1802 = "stablehlo.broadcast_in_dim"(%1801) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1803 = "stablehlo.add"(%1797, %1802) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1804 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1805 = "stablehlo.reduce"(%1803, %1804) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg336: tensor<f32>, %arg337: tensor<f32>):
      %2583 = "stablehlo.add"(%arg336, %arg337) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2583) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1806 = "stablehlo.dot_general"(%1803, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<3072x768xf32>) -> tensor<8x1024x3072xf32>
    %1807 = "stablehlo.dot_general"(%719, %1803) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x3072xf32>, tensor<8x1024x768xf32>) -> tensor<3072x768xf32>
    %1808 = "stablehlo.multiply"(%1806, %718) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1809 = "stablehlo.multiply"(%701, %1806) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1810 = "stablehlo.multiply"(%1809, %717) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1811 = "stablehlo.multiply"(%1810, %712) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1812 = "stablehlo.add"(%1810, %1811) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1813 = "stablehlo.multiply"(%1812, %714) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1814 = "stablehlo.multiply"(%1813, %710) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1815 = "stablehlo.add"(%1808, %1814) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1816 = "stablehlo.multiply"(%1814, %707) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1817 = "stablehlo.multiply"(%1816, %706) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1818 = "stablehlo.add"(%1815, %1817) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1819 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1820 = "stablehlo.reduce"(%1818, %1819) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg334: tensor<f32>, %arg335: tensor<f32>):
      %2582 = "stablehlo.add"(%arg334, %arg335) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2582) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1821 = "stablehlo.dot_general"(%1818, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x3072xf32>, tensor<768x3072xf32>) -> tensor<8x1024x768xf32>
    %1822 = "stablehlo.dot_general"(%698, %1818) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x3072xf32>) -> tensor<768x3072xf32>
    %1823 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1824 = "stablehlo.reduce"(%1821, %1823) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg332: tensor<f32>, %arg333: tensor<f32>):
      %2581 = "stablehlo.add"(%arg332, %arg333) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2581) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1825 = "stablehlo.multiply"(%1821, %695) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1826 = "stablehlo.multiply"(%694, %1821) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1827 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1828 = "stablehlo.reduce"(%1826, %1827) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg330: tensor<f32>, %arg331: tensor<f32>):
      %2580 = "stablehlo.add"(%arg330, %arg331) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2580) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1829 = "stablehlo.multiply"(%1825, %693) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1830 = "stablehlo.multiply"(%681, %1825) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1831 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1832 = "stablehlo.reduce"(%1830, %1831) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg328: tensor<f32>, %arg329: tensor<f32>):
      %2579 = "stablehlo.add"(%arg328, %arg329) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2579) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1833 = "stablehlo.multiply"(%1832, %692) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1834 = "stablehlo.divide"(%1833, %685) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1835 = "stablehlo.broadcast_in_dim"(%1834) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1836 = "stablehlo.multiply"(%1835, %681) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1837 = "stablehlo.add"(%1829, %1836) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1838 = "stablehlo.multiply"(%681, %1835) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1839 = "stablehlo.add"(%1837, %1838) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1840 = "stablehlo.add"(%1803, %1839) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1841 = "stablehlo.negate"(%1839) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1842 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1843 = "stablehlo.reduce"(%1841, %1842) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg326: tensor<f32>, %arg327: tensor<f32>):
      %2578 = "stablehlo.add"(%arg326, %arg327) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2578) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1844 = "stablehlo.divide"(%1843, %678) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1845 = "stablehlo.broadcast_in_dim"(%1844) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1846 = "stablehlo.add"(%1840, %1845) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1847 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1848 = "stablehlo.reduce"(%1846, %1847) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg324: tensor<f32>, %arg325: tensor<f32>):
      %2577 = "stablehlo.add"(%arg324, %arg325) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2577) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1849 = "stablehlo.dot_general"(%1846, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %1850 = "stablehlo.dot_general"(%671, %1846) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<768x768xf32>
    %1851 = "stablehlo.reshape"(%1849) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1852 = "stablehlo.transpose"(%1851) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1853 = "stablehlo.dot_general"(%1852, %653) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x12x1024x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %1854 = "stablehlo.dot_general"(%668, %1852) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x64xf32>) -> tensor<8x12x1024x64xf32>
    %1855 = "stablehlo.transpose"(%1854) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1856 = "stablehlo.multiply"(%668, %1853) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1857 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1858 = "stablehlo.reduce"(%1856, %1857) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg322: tensor<f32>, %arg323: tensor<f32>):
      %2576 = "stablehlo.add"(%arg322, %arg323) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2576) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %1859 = "stablehlo.broadcast_in_dim"(%1858) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1860 = "stablehlo.multiply"(%668, %1859) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1861 = "stablehlo.subtract"(%1856, %1860) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1862 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %1863 = "stablehlo.select"(%657, %1861, %1862) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1864 = "stablehlo.multiply"(%1863, %655) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1865 = "stablehlo.dot_general"(%1864, %652) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1866 = "stablehlo.transpose"(%1865) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1867 = "stablehlo.dot_general"(%651, %1864) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>}> : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %1868 = "stablehlo.transpose"(%1867) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %1869 = "stablehlo.reshape"(%1855) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1870 = "stablehlo.reshape"(%1868) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1871 = "stablehlo.reshape"(%1866) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1872 = "stablehlo.concatenate"(%1871, %1870, %1869) <{dimension = 2 : i64}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %1873 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1874 = "stablehlo.reduce"(%1872, %1873) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg320: tensor<f32>, %arg321: tensor<f32>):
      %2575 = "stablehlo.add"(%arg320, %arg321) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2575) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x2304xf32>, tensor<f32>) -> tensor<2304xf32>
    %1875 = "stablehlo.dot_general"(%1872, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x2304xf32>, tensor<768x2304xf32>) -> tensor<8x1024x768xf32>
    %1876 = "stablehlo.dot_general"(%644, %1872) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x2304xf32>) -> tensor<768x2304xf32>
    %1877 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1878 = "stablehlo.reduce"(%1875, %1877) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg318: tensor<f32>, %arg319: tensor<f32>):
      %2574 = "stablehlo.add"(%arg318, %arg319) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2574) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1879 = "stablehlo.multiply"(%1875, %641) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1880 = "stablehlo.multiply"(%640, %1875) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1881 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1882 = "stablehlo.reduce"(%1880, %1881) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg316: tensor<f32>, %arg317: tensor<f32>):
      %2573 = "stablehlo.add"(%arg316, %arg317) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2573) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1883 = "stablehlo.multiply"(%1879, %639) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1884 = "stablehlo.multiply"(%627, %1879) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1885 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1886 = "stablehlo.reduce"(%1884, %1885) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg314: tensor<f32>, %arg315: tensor<f32>):
      %2572 = "stablehlo.add"(%arg314, %arg315) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2572) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1887 = "stablehlo.multiply"(%1886, %638) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1888 = "stablehlo.divide"(%1887, %631) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1889 = "stablehlo.broadcast_in_dim"(%1888) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1890 = "stablehlo.multiply"(%1889, %627) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1891 = "stablehlo.add"(%1883, %1890) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1892 = "stablehlo.multiply"(%627, %1889) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1893 = "stablehlo.add"(%1891, %1892) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1894 = "stablehlo.add"(%1846, %1893) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1895 = "stablehlo.negate"(%1893) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1896 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1897 = "stablehlo.reduce"(%1895, %1896) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg312: tensor<f32>, %arg313: tensor<f32>):
      %2571 = "stablehlo.add"(%arg312, %arg313) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2571) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1898 = "stablehlo.divide"(%1897, %624) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1899 = "stablehlo.broadcast_in_dim"(%1898) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1900 = "stablehlo.add"(%1894, %1899) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1901 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1902 = "stablehlo.reduce"(%1900, %1901) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg310: tensor<f32>, %arg311: tensor<f32>):
      %2570 = "stablehlo.add"(%arg310, %arg311) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2570) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1903 = "stablehlo.dot_general"(%1900, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<3072x768xf32>) -> tensor<8x1024x3072xf32>
    %1904 = "stablehlo.dot_general"(%617, %1900) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x3072xf32>, tensor<8x1024x768xf32>) -> tensor<3072x768xf32>
    %1905 = "stablehlo.multiply"(%1903, %616) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1906 = "stablehlo.multiply"(%599, %1903) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1907 = "stablehlo.multiply"(%1906, %615) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1908 = "stablehlo.multiply"(%1907, %610) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1909 = "stablehlo.add"(%1907, %1908) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1910 = "stablehlo.multiply"(%1909, %612) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1911 = "stablehlo.multiply"(%1910, %608) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1912 = "stablehlo.add"(%1905, %1911) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1913 = "stablehlo.multiply"(%1911, %605) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1914 = "stablehlo.multiply"(%1913, %604) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1915 = "stablehlo.add"(%1912, %1914) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %1916 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1917 = "stablehlo.reduce"(%1915, %1916) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg308: tensor<f32>, %arg309: tensor<f32>):
      %2569 = "stablehlo.add"(%arg308, %arg309) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2569) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %1918 = "stablehlo.dot_general"(%1915, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x3072xf32>, tensor<768x3072xf32>) -> tensor<8x1024x768xf32>
    %1919 = "stablehlo.dot_general"(%596, %1915) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x3072xf32>) -> tensor<768x3072xf32>
    %1920 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1921 = "stablehlo.reduce"(%1918, %1920) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg306: tensor<f32>, %arg307: tensor<f32>):
      %2568 = "stablehlo.add"(%arg306, %arg307) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2568) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1922 = "stablehlo.multiply"(%1918, %593) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1923 = "stablehlo.multiply"(%592, %1918) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1924 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1925 = "stablehlo.reduce"(%1923, %1924) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg304: tensor<f32>, %arg305: tensor<f32>):
      %2567 = "stablehlo.add"(%arg304, %arg305) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2567) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1926 = "stablehlo.multiply"(%1922, %591) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1927 = "stablehlo.multiply"(%579, %1922) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1928 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1929 = "stablehlo.reduce"(%1927, %1928) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg302: tensor<f32>, %arg303: tensor<f32>):
      %2566 = "stablehlo.add"(%arg302, %arg303) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2566) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1930 = "stablehlo.multiply"(%1929, %590) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1931 = "stablehlo.divide"(%1930, %583) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1932 = "stablehlo.broadcast_in_dim"(%1931) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1933 = "stablehlo.multiply"(%1932, %579) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1934 = "stablehlo.add"(%1926, %1933) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1935 = "stablehlo.multiply"(%579, %1932) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1936 = "stablehlo.add"(%1934, %1935) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1937 = "stablehlo.add"(%1900, %1936) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1938 = "stablehlo.negate"(%1936) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1939 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1940 = "stablehlo.reduce"(%1938, %1939) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg300: tensor<f32>, %arg301: tensor<f32>):
      %2565 = "stablehlo.add"(%arg300, %arg301) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2565) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1941 = "stablehlo.divide"(%1940, %576) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1942 = "stablehlo.broadcast_in_dim"(%1941) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1943 = "stablehlo.add"(%1937, %1942) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1944 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1945 = "stablehlo.reduce"(%1943, %1944) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg298: tensor<f32>, %arg299: tensor<f32>):
      %2564 = "stablehlo.add"(%arg298, %arg299) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2564) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1946 = "stablehlo.dot_general"(%1943, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %1947 = "stablehlo.dot_general"(%569, %1943) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<768x768xf32>
    %1948 = "stablehlo.reshape"(%1946) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %1949 = "stablehlo.transpose"(%1948) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1950 = "stablehlo.dot_general"(%1949, %551) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x12x1024x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %1951 = "stablehlo.dot_general"(%566, %1949) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x64xf32>) -> tensor<8x12x1024x64xf32>
    %1952 = "stablehlo.transpose"(%1951) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1953 = "stablehlo.multiply"(%566, %1950) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1954 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1955 = "stablehlo.reduce"(%1953, %1954) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg296: tensor<f32>, %arg297: tensor<f32>):
      %2563 = "stablehlo.add"(%arg296, %arg297) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2563) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %1956 = "stablehlo.broadcast_in_dim"(%1955) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1957 = "stablehlo.multiply"(%566, %1956) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1958 = "stablehlo.subtract"(%1953, %1957) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1959 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %1960 = "stablehlo.select"(%555, %1958, %1959) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1961 = "stablehlo.multiply"(%1960, %553) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %1962 = "stablehlo.dot_general"(%1961, %550) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %1963 = "stablehlo.transpose"(%1962) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %1964 = "stablehlo.dot_general"(%549, %1961) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>}> : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %1965 = "stablehlo.transpose"(%1964) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %1966 = "stablehlo.reshape"(%1952) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1967 = "stablehlo.reshape"(%1965) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1968 = "stablehlo.reshape"(%1963) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %1969 = "stablehlo.concatenate"(%1968, %1967, %1966) <{dimension = 2 : i64}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %1970 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1971 = "stablehlo.reduce"(%1969, %1970) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg294: tensor<f32>, %arg295: tensor<f32>):
      %2562 = "stablehlo.add"(%arg294, %arg295) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2562) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x2304xf32>, tensor<f32>) -> tensor<2304xf32>
    %1972 = "stablehlo.dot_general"(%1969, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x2304xf32>, tensor<768x2304xf32>) -> tensor<8x1024x768xf32>
    %1973 = "stablehlo.dot_general"(%542, %1969) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x2304xf32>) -> tensor<768x2304xf32>
    %1974 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1975 = "stablehlo.reduce"(%1972, %1974) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg292: tensor<f32>, %arg293: tensor<f32>):
      %2561 = "stablehlo.add"(%arg292, %arg293) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2561) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1976 = "stablehlo.multiply"(%1972, %539) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1977 = "stablehlo.multiply"(%538, %1972) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1978 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1979 = "stablehlo.reduce"(%1977, %1978) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg290: tensor<f32>, %arg291: tensor<f32>):
      %2560 = "stablehlo.add"(%arg290, %arg291) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2560) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1980 = "stablehlo.multiply"(%1976, %537) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1981 = "stablehlo.multiply"(%525, %1976) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1982 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1983 = "stablehlo.reduce"(%1981, %1982) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg288: tensor<f32>, %arg289: tensor<f32>):
      %2559 = "stablehlo.add"(%arg288, %arg289) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2559) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1984 = "stablehlo.multiply"(%1983, %536) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1985 = "stablehlo.divide"(%1984, %529) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1986 = "stablehlo.broadcast_in_dim"(%1985) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1987 = "stablehlo.multiply"(%1986, %525) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1988 = "stablehlo.add"(%1980, %1987) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1989 = "stablehlo.multiply"(%525, %1986) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1990 = "stablehlo.add"(%1988, %1989) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1991 = "stablehlo.add"(%1943, %1990) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1992 = "stablehlo.negate"(%1990) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1993 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1994 = "stablehlo.reduce"(%1992, %1993) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg286: tensor<f32>, %arg287: tensor<f32>):
      %2558 = "stablehlo.add"(%arg286, %arg287) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2558) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %1995 = "stablehlo.divide"(%1994, %522) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %1996 = "stablehlo.broadcast_in_dim"(%1995) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %1997 = "stablehlo.add"(%1991, %1996) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %1998 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1999 = "stablehlo.reduce"(%1997, %1998) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg284: tensor<f32>, %arg285: tensor<f32>):
      %2557 = "stablehlo.add"(%arg284, %arg285) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2557) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2000 = "stablehlo.dot_general"(%1997, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<3072x768xf32>) -> tensor<8x1024x3072xf32>
    %2001 = "stablehlo.dot_general"(%515, %1997) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x3072xf32>, tensor<8x1024x768xf32>) -> tensor<3072x768xf32>
    %2002 = "stablehlo.multiply"(%2000, %514) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2003 = "stablehlo.multiply"(%497, %2000) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2004 = "stablehlo.multiply"(%2003, %513) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2005 = "stablehlo.multiply"(%2004, %508) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2006 = "stablehlo.add"(%2004, %2005) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2007 = "stablehlo.multiply"(%2006, %510) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2008 = "stablehlo.multiply"(%2007, %506) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2009 = "stablehlo.add"(%2002, %2008) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2010 = "stablehlo.multiply"(%2008, %503) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2011 = "stablehlo.multiply"(%2010, %502) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2012 = "stablehlo.add"(%2009, %2011) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2013 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2014 = "stablehlo.reduce"(%2012, %2013) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg282: tensor<f32>, %arg283: tensor<f32>):
      %2556 = "stablehlo.add"(%arg282, %arg283) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2556) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %2015 = "stablehlo.dot_general"(%2012, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x3072xf32>, tensor<768x3072xf32>) -> tensor<8x1024x768xf32>
    %2016 = "stablehlo.dot_general"(%494, %2012) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x3072xf32>) -> tensor<768x3072xf32>
    %2017 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2018 = "stablehlo.reduce"(%2015, %2017) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg280: tensor<f32>, %arg281: tensor<f32>):
      %2555 = "stablehlo.add"(%arg280, %arg281) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2555) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2019 = "stablehlo.multiply"(%2015, %491) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2020 = "stablehlo.multiply"(%490, %2015) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2021 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2022 = "stablehlo.reduce"(%2020, %2021) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg278: tensor<f32>, %arg279: tensor<f32>):
      %2554 = "stablehlo.add"(%arg278, %arg279) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2554) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2023 = "stablehlo.multiply"(%2019, %489) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2024 = "stablehlo.multiply"(%477, %2019) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2025 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2026 = "stablehlo.reduce"(%2024, %2025) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg276: tensor<f32>, %arg277: tensor<f32>):
      %2553 = "stablehlo.add"(%arg276, %arg277) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2553) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2027 = "stablehlo.multiply"(%2026, %488) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2028 = "stablehlo.divide"(%2027, %481) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2029 = "stablehlo.broadcast_in_dim"(%2028) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2030 = "stablehlo.multiply"(%2029, %477) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2031 = "stablehlo.add"(%2023, %2030) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2032 = "stablehlo.multiply"(%477, %2029) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2033 = "stablehlo.add"(%2031, %2032) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2034 = "stablehlo.add"(%1997, %2033) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2035 = "stablehlo.negate"(%2033) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2036 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2037 = "stablehlo.reduce"(%2035, %2036) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg274: tensor<f32>, %arg275: tensor<f32>):
      %2552 = "stablehlo.add"(%arg274, %arg275) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2552) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2038 = "stablehlo.divide"(%2037, %474) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2039 = "stablehlo.broadcast_in_dim"(%2038) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2040 = "stablehlo.add"(%2034, %2039) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2041 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2042 = "stablehlo.reduce"(%2040, %2041) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg272: tensor<f32>, %arg273: tensor<f32>):
      %2551 = "stablehlo.add"(%arg272, %arg273) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2551) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2043 = "stablehlo.dot_general"(%2040, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %2044 = "stablehlo.dot_general"(%467, %2040) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<768x768xf32>
    %2045 = "stablehlo.reshape"(%2043) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %2046 = "stablehlo.transpose"(%2045) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %2047 = "stablehlo.dot_general"(%2046, %449) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x12x1024x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %2048 = "stablehlo.dot_general"(%464, %2046) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x64xf32>) -> tensor<8x12x1024x64xf32>
    %2049 = "stablehlo.transpose"(%2048) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %2050 = "stablehlo.multiply"(%464, %2047) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2051 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2052 = "stablehlo.reduce"(%2050, %2051) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg270: tensor<f32>, %arg271: tensor<f32>):
      %2550 = "stablehlo.add"(%arg270, %arg271) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2550) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %2053 = "stablehlo.broadcast_in_dim"(%2052) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2054 = "stablehlo.multiply"(%464, %2053) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2055 = "stablehlo.subtract"(%2050, %2054) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2056 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %2057 = "stablehlo.select"(%453, %2055, %2056) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2058 = "stablehlo.multiply"(%2057, %451) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2059 = "stablehlo.dot_general"(%2058, %448) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %2060 = "stablehlo.transpose"(%2059) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %2061 = "stablehlo.dot_general"(%447, %2058) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>}> : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %2062 = "stablehlo.transpose"(%2061) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %2063 = "stablehlo.reshape"(%2049) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2064 = "stablehlo.reshape"(%2062) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2065 = "stablehlo.reshape"(%2060) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2066 = "stablehlo.concatenate"(%2065, %2064, %2063) <{dimension = 2 : i64}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %2067 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2068 = "stablehlo.reduce"(%2066, %2067) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg268: tensor<f32>, %arg269: tensor<f32>):
      %2549 = "stablehlo.add"(%arg268, %arg269) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2549) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x2304xf32>, tensor<f32>) -> tensor<2304xf32>
    %2069 = "stablehlo.dot_general"(%2066, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x2304xf32>, tensor<768x2304xf32>) -> tensor<8x1024x768xf32>
    %2070 = "stablehlo.dot_general"(%440, %2066) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x2304xf32>) -> tensor<768x2304xf32>
    %2071 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2072 = "stablehlo.reduce"(%2069, %2071) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg266: tensor<f32>, %arg267: tensor<f32>):
      %2548 = "stablehlo.add"(%arg266, %arg267) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2548) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2073 = "stablehlo.multiply"(%2069, %437) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2074 = "stablehlo.multiply"(%436, %2069) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2075 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2076 = "stablehlo.reduce"(%2074, %2075) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg264: tensor<f32>, %arg265: tensor<f32>):
      %2547 = "stablehlo.add"(%arg264, %arg265) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2547) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2077 = "stablehlo.multiply"(%2073, %435) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2078 = "stablehlo.multiply"(%423, %2073) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2079 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2080 = "stablehlo.reduce"(%2078, %2079) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg262: tensor<f32>, %arg263: tensor<f32>):
      %2546 = "stablehlo.add"(%arg262, %arg263) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2546) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2081 = "stablehlo.multiply"(%2080, %434) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2082 = "stablehlo.divide"(%2081, %427) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2083 = "stablehlo.broadcast_in_dim"(%2082) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2084 = "stablehlo.multiply"(%2083, %423) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2085 = "stablehlo.add"(%2077, %2084) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2086 = "stablehlo.multiply"(%423, %2083) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2087 = "stablehlo.add"(%2085, %2086) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2088 = "stablehlo.add"(%2040, %2087) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2089 = "stablehlo.negate"(%2087) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2090 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2091 = "stablehlo.reduce"(%2089, %2090) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg260: tensor<f32>, %arg261: tensor<f32>):
      %2545 = "stablehlo.add"(%arg260, %arg261) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2545) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2092 = "stablehlo.divide"(%2091, %420) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2093 = "stablehlo.broadcast_in_dim"(%2092) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2094 = "stablehlo.add"(%2088, %2093) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2095 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2096 = "stablehlo.reduce"(%2094, %2095) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg258: tensor<f32>, %arg259: tensor<f32>):
      %2544 = "stablehlo.add"(%arg258, %arg259) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2544) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2097 = "stablehlo.dot_general"(%2094, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<3072x768xf32>) -> tensor<8x1024x3072xf32>
    %2098 = "stablehlo.dot_general"(%413, %2094) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x3072xf32>, tensor<8x1024x768xf32>) -> tensor<3072x768xf32>
    %2099 = "stablehlo.multiply"(%2097, %412) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2100 = "stablehlo.multiply"(%395, %2097) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2101 = "stablehlo.multiply"(%2100, %411) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2102 = "stablehlo.multiply"(%2101, %406) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2103 = "stablehlo.add"(%2101, %2102) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2104 = "stablehlo.multiply"(%2103, %408) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2105 = "stablehlo.multiply"(%2104, %404) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2106 = "stablehlo.add"(%2099, %2105) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2107 = "stablehlo.multiply"(%2105, %401) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2108 = "stablehlo.multiply"(%2107, %400) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2109 = "stablehlo.add"(%2106, %2108) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2110 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2111 = "stablehlo.reduce"(%2109, %2110) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg256: tensor<f32>, %arg257: tensor<f32>):
      %2543 = "stablehlo.add"(%arg256, %arg257) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2543) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %2112 = "stablehlo.dot_general"(%2109, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x3072xf32>, tensor<768x3072xf32>) -> tensor<8x1024x768xf32>
    %2113 = "stablehlo.dot_general"(%392, %2109) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x3072xf32>) -> tensor<768x3072xf32>
    %2114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2115 = "stablehlo.reduce"(%2112, %2114) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg254: tensor<f32>, %arg255: tensor<f32>):
      %2542 = "stablehlo.add"(%arg254, %arg255) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2542) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2116 = "stablehlo.multiply"(%2112, %389) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2117 = "stablehlo.multiply"(%388, %2112) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2118 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2119 = "stablehlo.reduce"(%2117, %2118) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg252: tensor<f32>, %arg253: tensor<f32>):
      %2541 = "stablehlo.add"(%arg252, %arg253) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2541) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2120 = "stablehlo.multiply"(%2116, %387) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2121 = "stablehlo.multiply"(%375, %2116) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2122 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2123 = "stablehlo.reduce"(%2121, %2122) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg250: tensor<f32>, %arg251: tensor<f32>):
      %2540 = "stablehlo.add"(%arg250, %arg251) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2540) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2124 = "stablehlo.multiply"(%2123, %386) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2125 = "stablehlo.divide"(%2124, %379) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2126 = "stablehlo.broadcast_in_dim"(%2125) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2127 = "stablehlo.multiply"(%2126, %375) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2128 = "stablehlo.add"(%2120, %2127) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2129 = "stablehlo.multiply"(%375, %2126) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2130 = "stablehlo.add"(%2128, %2129) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2131 = "stablehlo.add"(%2094, %2130) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2132 = "stablehlo.negate"(%2130) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2133 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2134 = "stablehlo.reduce"(%2132, %2133) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg248: tensor<f32>, %arg249: tensor<f32>):
      %2539 = "stablehlo.add"(%arg248, %arg249) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2539) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2135 = "stablehlo.divide"(%2134, %372) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2136 = "stablehlo.broadcast_in_dim"(%2135) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2137 = "stablehlo.add"(%2131, %2136) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2138 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2139 = "stablehlo.reduce"(%2137, %2138) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg246: tensor<f32>, %arg247: tensor<f32>):
      %2538 = "stablehlo.add"(%arg246, %arg247) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2538) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2140 = "stablehlo.dot_general"(%2137, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %2141 = "stablehlo.dot_general"(%365, %2137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<768x768xf32>
    %2142 = "stablehlo.reshape"(%2140) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %2143 = "stablehlo.transpose"(%2142) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %2144 = "stablehlo.dot_general"(%2143, %347) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x12x1024x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %2145 = "stablehlo.dot_general"(%362, %2143) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x64xf32>) -> tensor<8x12x1024x64xf32>
    %2146 = "stablehlo.transpose"(%2145) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %2147 = "stablehlo.multiply"(%362, %2144) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2148 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2149 = "stablehlo.reduce"(%2147, %2148) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg244: tensor<f32>, %arg245: tensor<f32>):
      %2537 = "stablehlo.add"(%arg244, %arg245) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2537) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %2150 = "stablehlo.broadcast_in_dim"(%2149) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2151 = "stablehlo.multiply"(%362, %2150) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2152 = "stablehlo.subtract"(%2147, %2151) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2153 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %2154 = "stablehlo.select"(%351, %2152, %2153) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2155 = "stablehlo.multiply"(%2154, %349) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2156 = "stablehlo.dot_general"(%2155, %346) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %2157 = "stablehlo.transpose"(%2156) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %2158 = "stablehlo.dot_general"(%345, %2155) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>}> : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %2159 = "stablehlo.transpose"(%2158) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %2160 = "stablehlo.reshape"(%2146) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2161 = "stablehlo.reshape"(%2159) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2162 = "stablehlo.reshape"(%2157) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2163 = "stablehlo.concatenate"(%2162, %2161, %2160) <{dimension = 2 : i64}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %2164 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2165 = "stablehlo.reduce"(%2163, %2164) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg242: tensor<f32>, %arg243: tensor<f32>):
      %2536 = "stablehlo.add"(%arg242, %arg243) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2536) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x2304xf32>, tensor<f32>) -> tensor<2304xf32>
    %2166 = "stablehlo.dot_general"(%2163, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x2304xf32>, tensor<768x2304xf32>) -> tensor<8x1024x768xf32>
    %2167 = "stablehlo.dot_general"(%338, %2163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x2304xf32>) -> tensor<768x2304xf32>
    %2168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2169 = "stablehlo.reduce"(%2166, %2168) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg240: tensor<f32>, %arg241: tensor<f32>):
      %2535 = "stablehlo.add"(%arg240, %arg241) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2535) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2170 = "stablehlo.multiply"(%2166, %335) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2171 = "stablehlo.multiply"(%334, %2166) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2172 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2173 = "stablehlo.reduce"(%2171, %2172) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg238: tensor<f32>, %arg239: tensor<f32>):
      %2534 = "stablehlo.add"(%arg238, %arg239) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2534) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2174 = "stablehlo.multiply"(%2170, %333) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2175 = "stablehlo.multiply"(%321, %2170) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2176 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2177 = "stablehlo.reduce"(%2175, %2176) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg236: tensor<f32>, %arg237: tensor<f32>):
      %2533 = "stablehlo.add"(%arg236, %arg237) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2533) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2178 = "stablehlo.multiply"(%2177, %332) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2179 = "stablehlo.divide"(%2178, %325) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2180 = "stablehlo.broadcast_in_dim"(%2179) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2181 = "stablehlo.multiply"(%2180, %321) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2182 = "stablehlo.add"(%2174, %2181) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2183 = "stablehlo.multiply"(%321, %2180) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2184 = "stablehlo.add"(%2182, %2183) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2185 = "stablehlo.add"(%2137, %2184) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2186 = "stablehlo.negate"(%2184) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2187 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2188 = "stablehlo.reduce"(%2186, %2187) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg234: tensor<f32>, %arg235: tensor<f32>):
      %2532 = "stablehlo.add"(%arg234, %arg235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2532) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2189 = "stablehlo.divide"(%2188, %318) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2190 = "stablehlo.broadcast_in_dim"(%2189) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2191 = "stablehlo.add"(%2185, %2190) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2192 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2193 = "stablehlo.reduce"(%2191, %2192) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg232: tensor<f32>, %arg233: tensor<f32>):
      %2531 = "stablehlo.add"(%arg232, %arg233) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2531) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2194 = "stablehlo.dot_general"(%2191, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<3072x768xf32>) -> tensor<8x1024x3072xf32>
    %2195 = "stablehlo.dot_general"(%311, %2191) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x3072xf32>, tensor<8x1024x768xf32>) -> tensor<3072x768xf32>
    %2196 = "stablehlo.multiply"(%2194, %310) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2197 = "stablehlo.multiply"(%293, %2194) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2198 = "stablehlo.multiply"(%2197, %309) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2199 = "stablehlo.multiply"(%2198, %304) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2200 = "stablehlo.add"(%2198, %2199) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2201 = "stablehlo.multiply"(%2200, %306) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2202 = "stablehlo.multiply"(%2201, %302) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2203 = "stablehlo.add"(%2196, %2202) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2204 = "stablehlo.multiply"(%2202, %299) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2205 = "stablehlo.multiply"(%2204, %298) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2206 = "stablehlo.add"(%2203, %2205) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2207 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2208 = "stablehlo.reduce"(%2206, %2207) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg230: tensor<f32>, %arg231: tensor<f32>):
      %2530 = "stablehlo.add"(%arg230, %arg231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2530) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %2209 = "stablehlo.dot_general"(%2206, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x3072xf32>, tensor<768x3072xf32>) -> tensor<8x1024x768xf32>
    %2210 = "stablehlo.dot_general"(%290, %2206) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x3072xf32>) -> tensor<768x3072xf32>
    %2211 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2212 = "stablehlo.reduce"(%2209, %2211) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg228: tensor<f32>, %arg229: tensor<f32>):
      %2529 = "stablehlo.add"(%arg228, %arg229) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2529) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2213 = "stablehlo.multiply"(%2209, %287) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2214 = "stablehlo.multiply"(%286, %2209) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2215 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2216 = "stablehlo.reduce"(%2214, %2215) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg226: tensor<f32>, %arg227: tensor<f32>):
      %2528 = "stablehlo.add"(%arg226, %arg227) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2528) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2217 = "stablehlo.multiply"(%2213, %285) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2218 = "stablehlo.multiply"(%273, %2213) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2219 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2220 = "stablehlo.reduce"(%2218, %2219) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg224: tensor<f32>, %arg225: tensor<f32>):
      %2527 = "stablehlo.add"(%arg224, %arg225) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2527) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2221 = "stablehlo.multiply"(%2220, %284) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2222 = "stablehlo.divide"(%2221, %277) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2223 = "stablehlo.broadcast_in_dim"(%2222) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2224 = "stablehlo.multiply"(%2223, %273) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2225 = "stablehlo.add"(%2217, %2224) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2226 = "stablehlo.multiply"(%273, %2223) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2227 = "stablehlo.add"(%2225, %2226) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2228 = "stablehlo.add"(%2191, %2227) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2229 = "stablehlo.negate"(%2227) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2230 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2231 = "stablehlo.reduce"(%2229, %2230) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg222: tensor<f32>, %arg223: tensor<f32>):
      %2526 = "stablehlo.add"(%arg222, %arg223) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2526) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2232 = "stablehlo.divide"(%2231, %270) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2233 = "stablehlo.broadcast_in_dim"(%2232) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2234 = "stablehlo.add"(%2228, %2233) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2235 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2236 = "stablehlo.reduce"(%2234, %2235) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg220: tensor<f32>, %arg221: tensor<f32>):
      %2525 = "stablehlo.add"(%arg220, %arg221) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2525) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2237 = "stablehlo.dot_general"(%2234, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %2238 = "stablehlo.dot_general"(%263, %2234) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<768x768xf32>
    %2239 = "stablehlo.reshape"(%2237) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %2240 = "stablehlo.transpose"(%2239) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %2241 = "stablehlo.dot_general"(%2240, %245) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x12x1024x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %2242 = "stablehlo.dot_general"(%260, %2240) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x64xf32>) -> tensor<8x12x1024x64xf32>
    %2243 = "stablehlo.transpose"(%2242) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %2244 = "stablehlo.multiply"(%260, %2241) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2245 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2246 = "stablehlo.reduce"(%2244, %2245) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg218: tensor<f32>, %arg219: tensor<f32>):
      %2524 = "stablehlo.add"(%arg218, %arg219) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2524) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %2247 = "stablehlo.broadcast_in_dim"(%2246) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2248 = "stablehlo.multiply"(%260, %2247) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2249 = "stablehlo.subtract"(%2244, %2248) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2250 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %2251 = "stablehlo.select"(%249, %2249, %2250) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2252 = "stablehlo.multiply"(%2251, %247) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2253 = "stablehlo.dot_general"(%2252, %244) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %2254 = "stablehlo.transpose"(%2253) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %2255 = "stablehlo.dot_general"(%243, %2252) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>}> : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %2256 = "stablehlo.transpose"(%2255) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %2257 = "stablehlo.reshape"(%2243) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2258 = "stablehlo.reshape"(%2256) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2259 = "stablehlo.reshape"(%2254) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2260 = "stablehlo.concatenate"(%2259, %2258, %2257) <{dimension = 2 : i64}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %2261 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2262 = "stablehlo.reduce"(%2260, %2261) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg216: tensor<f32>, %arg217: tensor<f32>):
      %2523 = "stablehlo.add"(%arg216, %arg217) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2523) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x2304xf32>, tensor<f32>) -> tensor<2304xf32>
    %2263 = "stablehlo.dot_general"(%2260, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x2304xf32>, tensor<768x2304xf32>) -> tensor<8x1024x768xf32>
    %2264 = "stablehlo.dot_general"(%236, %2260) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x2304xf32>) -> tensor<768x2304xf32>
    %2265 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2266 = "stablehlo.reduce"(%2263, %2265) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg214: tensor<f32>, %arg215: tensor<f32>):
      %2522 = "stablehlo.add"(%arg214, %arg215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2522) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2267 = "stablehlo.multiply"(%2263, %233) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2268 = "stablehlo.multiply"(%232, %2263) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2269 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2270 = "stablehlo.reduce"(%2268, %2269) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg212: tensor<f32>, %arg213: tensor<f32>):
      %2521 = "stablehlo.add"(%arg212, %arg213) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2521) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2271 = "stablehlo.multiply"(%2267, %231) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2272 = "stablehlo.multiply"(%219, %2267) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2273 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2274 = "stablehlo.reduce"(%2272, %2273) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg210: tensor<f32>, %arg211: tensor<f32>):
      %2520 = "stablehlo.add"(%arg210, %arg211) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2520) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2275 = "stablehlo.multiply"(%2274, %230) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2276 = "stablehlo.divide"(%2275, %223) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2277 = "stablehlo.broadcast_in_dim"(%2276) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2278 = "stablehlo.multiply"(%2277, %219) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2279 = "stablehlo.add"(%2271, %2278) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2280 = "stablehlo.multiply"(%219, %2277) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2281 = "stablehlo.add"(%2279, %2280) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2282 = "stablehlo.add"(%2234, %2281) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2283 = "stablehlo.negate"(%2281) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2284 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2285 = "stablehlo.reduce"(%2283, %2284) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg208: tensor<f32>, %arg209: tensor<f32>):
      %2519 = "stablehlo.add"(%arg208, %arg209) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2519) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2286 = "stablehlo.divide"(%2285, %216) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2287 = "stablehlo.broadcast_in_dim"(%2286) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2288 = "stablehlo.add"(%2282, %2287) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2289 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2290 = "stablehlo.reduce"(%2288, %2289) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg206: tensor<f32>, %arg207: tensor<f32>):
      %2518 = "stablehlo.add"(%arg206, %arg207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2518) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2291 = "stablehlo.dot_general"(%2288, %arg24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<3072x768xf32>) -> tensor<8x1024x3072xf32>
    %2292 = "stablehlo.dot_general"(%209, %2288) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x3072xf32>, tensor<8x1024x768xf32>) -> tensor<3072x768xf32>
    %2293 = "stablehlo.multiply"(%2291, %208) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2294 = "stablehlo.multiply"(%191, %2291) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2295 = "stablehlo.multiply"(%2294, %207) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2296 = "stablehlo.multiply"(%2295, %202) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2297 = "stablehlo.add"(%2295, %2296) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2298 = "stablehlo.multiply"(%2297, %204) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2299 = "stablehlo.multiply"(%2298, %200) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2300 = "stablehlo.add"(%2293, %2299) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2301 = "stablehlo.multiply"(%2299, %197) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2302 = "stablehlo.multiply"(%2301, %196) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2303 = "stablehlo.add"(%2300, %2302) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2304 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2305 = "stablehlo.reduce"(%2303, %2304) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg204: tensor<f32>, %arg205: tensor<f32>):
      %2517 = "stablehlo.add"(%arg204, %arg205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2517) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %2306 = "stablehlo.dot_general"(%2303, %arg22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x3072xf32>, tensor<768x3072xf32>) -> tensor<8x1024x768xf32>
    %2307 = "stablehlo.dot_general"(%188, %2303) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x3072xf32>) -> tensor<768x3072xf32>
    %2308 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2309 = "stablehlo.reduce"(%2306, %2308) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg202: tensor<f32>, %arg203: tensor<f32>):
      %2516 = "stablehlo.add"(%arg202, %arg203) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2516) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2310 = "stablehlo.multiply"(%2306, %185) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2311 = "stablehlo.multiply"(%184, %2306) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2312 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2313 = "stablehlo.reduce"(%2311, %2312) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg200: tensor<f32>, %arg201: tensor<f32>):
      %2515 = "stablehlo.add"(%arg200, %arg201) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2515) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2314 = "stablehlo.multiply"(%2310, %183) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2315 = "stablehlo.multiply"(%171, %2310) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2316 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2317 = "stablehlo.reduce"(%2315, %2316) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg198: tensor<f32>, %arg199: tensor<f32>):
      %2514 = "stablehlo.add"(%arg198, %arg199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2514) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2318 = "stablehlo.multiply"(%2317, %182) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2319 = "stablehlo.divide"(%2318, %175) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2320 = "stablehlo.broadcast_in_dim"(%2319) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2321 = "stablehlo.multiply"(%2320, %171) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2322 = "stablehlo.add"(%2314, %2321) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2323 = "stablehlo.multiply"(%171, %2320) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2324 = "stablehlo.add"(%2322, %2323) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2325 = "stablehlo.add"(%2288, %2324) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2326 = "stablehlo.negate"(%2324) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2327 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2328 = "stablehlo.reduce"(%2326, %2327) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg196: tensor<f32>, %arg197: tensor<f32>):
      %2513 = "stablehlo.add"(%arg196, %arg197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2513) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2329 = "stablehlo.divide"(%2328, %168) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2330 = "stablehlo.broadcast_in_dim"(%2329) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2331 = "stablehlo.add"(%2325, %2330) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2332 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2333 = "stablehlo.reduce"(%2331, %2332) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg194: tensor<f32>, %arg195: tensor<f32>):
      %2512 = "stablehlo.add"(%arg194, %arg195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2512) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2334 = "stablehlo.dot_general"(%2331, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %2335 = "stablehlo.dot_general"(%161, %2331) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<768x768xf32>
    %2336 = "stablehlo.reshape"(%2334) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %2337 = "stablehlo.transpose"(%2336) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %2338 = "stablehlo.dot_general"(%2337, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x12x1024x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %2339 = "stablehlo.dot_general"(%158, %2337) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x64xf32>) -> tensor<8x12x1024x64xf32>
    %2340 = "stablehlo.transpose"(%2339) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %2341 = "stablehlo.multiply"(%158, %2338) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2342 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2343 = "stablehlo.reduce"(%2341, %2342) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg192: tensor<f32>, %arg193: tensor<f32>):
      %2511 = "stablehlo.add"(%arg192, %arg193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2511) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %2344 = "stablehlo.broadcast_in_dim"(%2343) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2345 = "stablehlo.multiply"(%158, %2344) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2346 = "stablehlo.subtract"(%2341, %2345) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2347 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %2348 = "stablehlo.select"(%147, %2346, %2347) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2349 = "stablehlo.multiply"(%2348, %145) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2350 = "stablehlo.dot_general"(%2349, %142) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %2351 = "stablehlo.transpose"(%2350) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %2352 = "stablehlo.dot_general"(%141, %2349) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>}> : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %2353 = "stablehlo.transpose"(%2352) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %2354 = "stablehlo.reshape"(%2340) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2355 = "stablehlo.reshape"(%2353) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2356 = "stablehlo.reshape"(%2351) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2357 = "stablehlo.concatenate"(%2356, %2355, %2354) <{dimension = 2 : i64}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %2358 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2359 = "stablehlo.reduce"(%2357, %2358) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg190: tensor<f32>, %arg191: tensor<f32>):
      %2510 = "stablehlo.add"(%arg190, %arg191) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2510) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x2304xf32>, tensor<f32>) -> tensor<2304xf32>
    %2360 = "stablehlo.dot_general"(%2357, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x2304xf32>, tensor<768x2304xf32>) -> tensor<8x1024x768xf32>
    %2361 = "stablehlo.dot_general"(%134, %2357) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x2304xf32>) -> tensor<768x2304xf32>
    %2362 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2363 = "stablehlo.reduce"(%2360, %2362) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg188: tensor<f32>, %arg189: tensor<f32>):
      %2509 = "stablehlo.add"(%arg188, %arg189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2509) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2364 = "stablehlo.multiply"(%2360, %131) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2365 = "stablehlo.multiply"(%130, %2360) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2366 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2367 = "stablehlo.reduce"(%2365, %2366) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg186: tensor<f32>, %arg187: tensor<f32>):
      %2508 = "stablehlo.add"(%arg186, %arg187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2508) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2368 = "stablehlo.multiply"(%2364, %129) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2369 = "stablehlo.multiply"(%117, %2364) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2370 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2371 = "stablehlo.reduce"(%2369, %2370) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg184: tensor<f32>, %arg185: tensor<f32>):
      %2507 = "stablehlo.add"(%arg184, %arg185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2507) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2372 = "stablehlo.multiply"(%2371, %128) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2373 = "stablehlo.divide"(%2372, %121) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2374 = "stablehlo.broadcast_in_dim"(%2373) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2375 = "stablehlo.multiply"(%2374, %117) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2376 = "stablehlo.add"(%2368, %2375) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2377 = "stablehlo.multiply"(%117, %2374) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2378 = "stablehlo.add"(%2376, %2377) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2379 = "stablehlo.add"(%2331, %2378) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2380 = "stablehlo.negate"(%2378) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2381 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2382 = "stablehlo.reduce"(%2380, %2381) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg182: tensor<f32>, %arg183: tensor<f32>):
      %2506 = "stablehlo.add"(%arg182, %arg183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2506) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2383 = "stablehlo.divide"(%2382, %114) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2384 = "stablehlo.broadcast_in_dim"(%2383) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2385 = "stablehlo.add"(%2379, %2384) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2386 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2387 = "stablehlo.reduce"(%2385, %2386) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg180: tensor<f32>, %arg181: tensor<f32>):
      %2505 = "stablehlo.add"(%arg180, %arg181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2505) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2388 = "stablehlo.dot_general"(%2385, %arg12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<3072x768xf32>) -> tensor<8x1024x3072xf32>
    %2389 = "stablehlo.dot_general"(%107, %2385) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x3072xf32>, tensor<8x1024x768xf32>) -> tensor<3072x768xf32>
    %2390 = "stablehlo.multiply"(%2388, %106) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2391 = "stablehlo.multiply"(%89, %2388) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2392 = "stablehlo.multiply"(%2391, %105) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2393 = "stablehlo.multiply"(%2392, %100) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2394 = "stablehlo.add"(%2392, %2393) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2395 = "stablehlo.multiply"(%2394, %102) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2396 = "stablehlo.multiply"(%2395, %98) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2397 = "stablehlo.add"(%2390, %2396) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2398 = "stablehlo.multiply"(%2396, %95) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2399 = "stablehlo.multiply"(%2398, %94) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2400 = "stablehlo.add"(%2397, %2399) : (tensor<8x1024x3072xf32>, tensor<8x1024x3072xf32>) -> tensor<8x1024x3072xf32>
    %2401 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2402 = "stablehlo.reduce"(%2400, %2401) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg178: tensor<f32>, %arg179: tensor<f32>):
      %2504 = "stablehlo.add"(%arg178, %arg179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2504) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x3072xf32>, tensor<f32>) -> tensor<3072xf32>
    %2403 = "stablehlo.dot_general"(%2400, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x3072xf32>, tensor<768x3072xf32>) -> tensor<8x1024x768xf32>
    %2404 = "stablehlo.dot_general"(%86, %2400) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x3072xf32>) -> tensor<768x3072xf32>
    %2405 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2406 = "stablehlo.reduce"(%2403, %2405) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg176: tensor<f32>, %arg177: tensor<f32>):
      %2503 = "stablehlo.add"(%arg176, %arg177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2503) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2407 = "stablehlo.multiply"(%2403, %83) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2408 = "stablehlo.multiply"(%82, %2403) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2409 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2410 = "stablehlo.reduce"(%2408, %2409) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg174: tensor<f32>, %arg175: tensor<f32>):
      %2502 = "stablehlo.add"(%arg174, %arg175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2502) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2411 = "stablehlo.multiply"(%2407, %81) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2412 = "stablehlo.multiply"(%69, %2407) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2413 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2414 = "stablehlo.reduce"(%2412, %2413) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg172: tensor<f32>, %arg173: tensor<f32>):
      %2501 = "stablehlo.add"(%arg172, %arg173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2501) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2415 = "stablehlo.multiply"(%2414, %80) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2416 = "stablehlo.divide"(%2415, %73) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2417 = "stablehlo.broadcast_in_dim"(%2416) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2418 = "stablehlo.multiply"(%2417, %69) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2419 = "stablehlo.add"(%2411, %2418) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2420 = "stablehlo.multiply"(%69, %2417) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2421 = "stablehlo.add"(%2419, %2420) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2422 = "stablehlo.add"(%2385, %2421) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2423 = "stablehlo.negate"(%2421) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2424 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2425 = "stablehlo.reduce"(%2423, %2424) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg170: tensor<f32>, %arg171: tensor<f32>):
      %2500 = "stablehlo.add"(%arg170, %arg171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2500) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2426 = "stablehlo.divide"(%2425, %66) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2427 = "stablehlo.broadcast_in_dim"(%2426) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2428 = "stablehlo.add"(%2422, %2427) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2429 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2430 = "stablehlo.reduce"(%2428, %2429) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg168: tensor<f32>, %arg169: tensor<f32>):
      %2499 = "stablehlo.add"(%arg168, %arg169) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2499) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2431 = "stablehlo.dot_general"(%2428, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x768xf32>, tensor<768x768xf32>) -> tensor<8x1024x768xf32>
    %2432 = "stablehlo.dot_general"(%59, %2428) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<768x768xf32>
    %2433 = "stablehlo.reshape"(%2431) : (tensor<8x1024x768xf32>) -> tensor<8x1024x12x64xf32>
    %2434 = "stablehlo.transpose"(%2433) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %2435 = "stablehlo.dot_general"(%2434, %41) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>}> : (tensor<8x12x1024x64xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x1024xf32>
    %2436 = "stablehlo.dot_general"(%56, %2434) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x64xf32>) -> tensor<8x12x1024x64xf32>
    %2437 = "stablehlo.transpose"(%2436) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %2438 = "stablehlo.multiply"(%56, %2435) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2439 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2440 = "stablehlo.reduce"(%2438, %2439) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg166: tensor<f32>, %arg167: tensor<f32>):
      %2498 = "stablehlo.add"(%arg166, %arg167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2498) : (tensor<f32>) -> ()
    }) : (tensor<8x12x1024x1024xf32>, tensor<f32>) -> tensor<8x12x1024xf32>
    %2441 = "stablehlo.broadcast_in_dim"(%2440) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x12x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2442 = "stablehlo.multiply"(%56, %2441) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2443 = "stablehlo.subtract"(%2438, %2442) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2444 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<8x12x1024x1024xf32>}> : () -> tensor<8x12x1024x1024xf32>
    %2445 = "stablehlo.select"(%45, %2443, %2444) : (tensor<8x12x1024x1024xi1>, tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2446 = "stablehlo.multiply"(%2445, %43) : (tensor<8x12x1024x1024xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x1024x1024xf32>
    %2447 = "stablehlo.dot_general"(%2446, %40) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>}> : (tensor<8x12x1024x1024xf32>, tensor<8x1024x12x64xf32>) -> tensor<8x12x1024x64xf32>
    %2448 = "stablehlo.transpose"(%2447) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<8x12x1024x64xf32>) -> tensor<8x1024x12x64xf32>
    %2449 = "stablehlo.dot_general"(%39, %2446) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>}> : (tensor<8x1024x12x64xf32>, tensor<8x12x1024x1024xf32>) -> tensor<8x12x64x1024xf32>
    %2450 = "stablehlo.transpose"(%2449) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<8x12x64x1024xf32>) -> tensor<8x1024x12x64xf32>
    %2451 = "stablehlo.reshape"(%2437) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2452 = "stablehlo.reshape"(%2450) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2453 = "stablehlo.reshape"(%2448) : (tensor<8x1024x12x64xf32>) -> tensor<8x1024x768xf32>
    %2454 = "stablehlo.concatenate"(%2453, %2452, %2451) <{dimension = 2 : i64}> : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x2304xf32>
    %2455 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2456 = "stablehlo.reduce"(%2454, %2455) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg164: tensor<f32>, %arg165: tensor<f32>):
      %2497 = "stablehlo.add"(%arg164, %arg165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2497) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x2304xf32>, tensor<f32>) -> tensor<2304xf32>
    %2457 = "stablehlo.dot_general"(%2454, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x1024x2304xf32>, tensor<768x2304xf32>) -> tensor<8x1024x768xf32>
    %2458 = "stablehlo.dot_general"(%32, %2454) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x1024x768xf32>, tensor<8x1024x2304xf32>) -> tensor<768x2304xf32>
    %2459 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2460 = "stablehlo.reduce"(%2457, %2459) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg162: tensor<f32>, %arg163: tensor<f32>):
      %2496 = "stablehlo.add"(%arg162, %arg163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2496) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2461 = "stablehlo.multiply"(%2457, %29) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2462 = "stablehlo.multiply"(%28, %2457) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2463 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2464 = "stablehlo.reduce"(%2462, %2463) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg160: tensor<f32>, %arg161: tensor<f32>):
      %2495 = "stablehlo.add"(%arg160, %arg161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2495) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2465 = "stablehlo.multiply"(%2461, %27) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2466 = "stablehlo.multiply"(%15, %2461) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2467 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2468 = "stablehlo.reduce"(%2466, %2467) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg158: tensor<f32>, %arg159: tensor<f32>):
      %2494 = "stablehlo.add"(%arg158, %arg159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2494) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2469 = "stablehlo.multiply"(%2468, %26) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2470 = "stablehlo.divide"(%2469, %19) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2471 = "stablehlo.broadcast_in_dim"(%2470) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2472 = "stablehlo.multiply"(%2471, %15) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2473 = "stablehlo.add"(%2465, %2472) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2474 = "stablehlo.multiply"(%15, %2471) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2475 = "stablehlo.add"(%2473, %2474) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2476 = "stablehlo.add"(%2428, %2475) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2477 = "stablehlo.negate"(%2475) : (tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2478 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2479 = "stablehlo.reduce"(%2477, %2478) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg156: tensor<f32>, %arg157: tensor<f32>):
      %2493 = "stablehlo.add"(%arg156, %arg157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2493) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2480 = "stablehlo.divide"(%2479, %12) : (tensor<8x1024xf32>, tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %2481 = "stablehlo.broadcast_in_dim"(%2480) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1024xf32>) -> tensor<8x1024x768xf32>
    %2482 = "stablehlo.add"(%2476, %2481) : (tensor<8x1024x768xf32>, tensor<8x1024x768xf32>) -> tensor<8x1024x768xf32>
    %2483 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2484 = "stablehlo.reduce"(%2482, %2483) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg154: tensor<f32>, %arg155: tensor<f32>):
      %2492 = "stablehlo.add"(%arg154, %arg155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2492) : (tensor<f32>) -> ()
    }) : (tensor<8x1024x768xf32>, tensor<f32>) -> tensor<1024x768xf32>
    %2485 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<1024x768xf32>}> : () -> tensor<1024x768xf32>
    %2486 = "stablehlo.scatter"(%2485, %6, %2484) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg152: tensor<f32>, %arg153: tensor<f32>):
      %2491 = "stablehlo.add"(%arg152, %arg153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2491) : (tensor<f32>) -> ()
    }) : (tensor<1024x768xf32>, tensor<1024x1xi32>, tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %2487 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<50257x768xf32>}> : () -> tensor<50257x768xf32>
    %2488 = "stablehlo.scatter"(%2487, %3, %2482) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
      %2490 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%2490) : (tensor<f32>) -> ()
    }) : (tensor<50257x768xf32>, tensor<8x1024x1xi32>, tensor<8x1024x768xf32>) -> tensor<50257x768xf32>
    %2489 = "stablehlo.add"(%1295, %2488) : (tensor<50257x768xf32>, tensor<50257x768xf32>) -> tensor<50257x768xf32>
    "func.return"(%1279, %2489, %2486, %2464, %2460, %2458, %2456, %2432, %2430, %2410, %2406, %2404, %2402, %2389, %2387, %2367, %2363, %2361, %2359, %2335, %2333, %2313, %2309, %2307, %2305, %2292, %2290, %2270, %2266, %2264, %2262, %2238, %2236, %2216, %2212, %2210, %2208, %2195, %2193, %2173, %2169, %2167, %2165, %2141, %2139, %2119, %2115, %2113, %2111, %2098, %2096, %2076, %2072, %2070, %2068, %2044, %2042, %2022, %2018, %2016, %2014, %2001, %1999, %1979, %1975, %1973, %1971, %1947, %1945, %1925, %1921, %1919, %1917, %1904, %1902, %1882, %1878, %1876, %1874, %1850, %1848, %1828, %1824, %1822, %1820, %1807, %1805, %1785, %1781, %1779, %1777, %1753, %1751, %1731, %1727, %1725, %1723, %1710, %1708, %1688, %1684, %1682, %1680, %1656, %1654, %1634, %1630, %1628, %1626, %1613, %1611, %1591, %1587, %1585, %1583, %1559, %1557, %1537, %1533, %1531, %1529, %1516, %1514, %1494, %1490, %1488, %1486, %1462, %1460, %1440, %1436, %1434, %1432, %1419, %1417, %1397, %1393, %1391, %1389, %1365, %1363, %1343, %1339, %1337, %1335, %1322, %1320, %1301, %1297) : (tensor<f32>, tensor<50257x768xf32>, tensor<1024x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x2304xf32>, tensor<2304xf32>, tensor<768x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072xf32>, tensor<3072x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

