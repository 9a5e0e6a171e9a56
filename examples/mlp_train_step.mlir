// A small MLP training step (64x256 inputs, 512 hidden units, 10 classes):
// forward, softmax cross-entropy loss, backward and an SGD update, in the
// fully generic form JAX prints with print_generic_op_form=True.
"builtin.module"() <{sym_name = "jit_train_step"}> ({
  "func.func"() <{function_type = (tensor<64x256xf32>, tensor<256x512xf32>, tensor<512x10xf32>, tensor<64x10xf32>) -> (tensor<f32>, tensor<256x512xf32>, tensor<512x10xf32>), sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<64x256xf32>, %arg1: tensor<256x512xf32>, %arg2: tensor<512x10xf32>, %arg3: tensor<64x10xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<64x256xf32>, tensor<256x512xf32>) -> tensor<64x512xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<64x512xf32>}> : () -> tensor<64x512xf32>
    %2 = "stablehlo.maximum"(%0, %1) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %3 = "stablehlo.dot_general"(%2, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<64x512xf32>, tensor<512x10xf32>) -> tensor<64x10xf32>
    %4 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.reduce"(%3, %4) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0>}> : (tensor<64xf32>) -> tensor<64x10xf32>
    %7 = "stablehlo.subtract"(%3, %6) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %8 = "stablehlo.exponential"(%7) : (tensor<64x10xf32>) -> tensor<64x10xf32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.reduce"(%8, %9) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %11 = "stablehlo.log"(%10) : (tensor<64xf32>) -> tensor<64xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0>}> : (tensor<64xf32>) -> tensor<64x10xf32>
    %13 = "stablehlo.subtract"(%7, %12) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %14 = "stablehlo.multiply"(%arg3, %13) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %15 = "stablehlo.reduce"(%14, %9) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<64x10xf32>, tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.constant"() <{value = dense<-1.562500e-02> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.multiply"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0>}> : (tensor<64xf32>) -> tensor<64x10xf32>
    %19 = "stablehlo.divide"(%8, %18) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %20 = "stablehlo.subtract"(%19, %arg3) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %21 = "stablehlo.constant"() <{value = dense<1.562500e-02> : tensor<64x10xf32>}> : () -> tensor<64x10xf32>
    %22 = "stablehlo.multiply"(%20, %21) : (tensor<64x10xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %23 = "stablehlo.dot_general"(%2, %22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<64x512xf32>, tensor<64x10xf32>) -> tensor<512x10xf32>
    %24 = "stablehlo.dot_general"(%22, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<64x10xf32>, tensor<512x10xf32>) -> tensor<64x512xf32>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<64x512xf32>}> : () -> tensor<64x512xf32>
    %26 = "stablehlo.compare"(%0, %25) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xi1>
    %27 = "stablehlo.select"(%26, %24, %25) : (tensor<64x512xi1>, tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %28 = "stablehlo.dot_general"(%arg0, %27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<64x256xf32>, tensor<64x512xf32>) -> tensor<256x512xf32>
    %29 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<256x512xf32>}> : () -> tensor<256x512xf32>
    %30 = "stablehlo.multiply"(%28, %29) : (tensor<256x512xf32>, tensor<256x512xf32>) -> tensor<256x512xf32>
    %31 = "stablehlo.subtract"(%arg1, %30) : (tensor<256x512xf32>, tensor<256x512xf32>) -> tensor<256x512xf32>
    %32 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<512x10xf32>}> : () -> tensor<512x10xf32>
    %33 = "stablehlo.multiply"(%23, %32) : (tensor<512x10xf32>, tensor<512x10xf32>) -> tensor<512x10xf32>
    %34 = "stablehlo.subtract"(%arg2, %33) : (tensor<512x10xf32>, tensor<512x10xf32>) -> tensor<512x10xf32>
    "func.return"(%17, %31, %34) : (tensor<f32>, tensor<256x512xf32>, tensor<512x10xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
