// xla-case: pf_reduction_epilogue_fusion
// xla-source: openxla/xla xla/service/gpu/transforms/priority_fusion_test.cc PriorityFusionTest.ReductionEpilogueFusionRegressionTest commit=5315aec37ebe2fefe75c220da90394d48a7a895b license=Apache-2.0
// xla-figure: kind=kernels value=2 fusions=2 fusion_kinds=loop,reduction schedule=program
// xla-measure: gpu::PriorityFusion on RTXA6000DeviceInfo (GpuHloCostAnalysis, count_multiple_input_accesses=true); the figure is the fusion outcome the test asserts; kernels = fusions plus unfused non-trivial instructions after the pass (parameters, constants, bitcasts and tuples are not kernels)
// xla-note: Two fusions: a loop fusion (the silu-like elementwise chain on f32[2752]) and a reduction fusion (broadcast,
// xla-note: convert, multiply, reduce, with the convert + bitcast epilogue fused into it). The bitcasts are reshapes in
// xla-note: StableHLO.

func.func @main(%param_0: tensor<2752xf32>, %param_1: tensor<2752xf32>, %param_2: tensor<8192x2752xbf16>) -> tensor<1x1x8192xbf16> {
  %cv1 = stablehlo.convert %param_1 : (tensor<2752xf32>) -> tensor<2752xbf16>
  %bc1 = stablehlo.reshape %cv1 : (tensor<2752xbf16>) -> tensor<1x1x2752xbf16>
  %x = stablehlo.convert %bc1 : (tensor<1x1x2752xbf16>) -> tensor<1x1x2752xf32>
  %one_bf16 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
  %one = stablehlo.convert %one_bf16 : (tensor<bf16>) -> tensor<f32>
  %ones = stablehlo.broadcast_in_dim %one, dims = [] : (tensor<f32>) -> tensor<1x1x2752xf32>
  %neg = stablehlo.negate %x : tensor<1x1x2752xf32>
  %exp = stablehlo.exponential %neg : tensor<1x1x2752xf32>
  %add = stablehlo.add %ones, %exp : tensor<1x1x2752xf32>
  %div = stablehlo.divide %ones, %add : tensor<1x1x2752xf32>
  %silu = stablehlo.multiply %x, %div : tensor<1x1x2752xf32>
  %cv0 = stablehlo.convert %param_0 : (tensor<2752xf32>) -> tensor<2752xbf16>
  %bc0 = stablehlo.reshape %cv0 : (tensor<2752xbf16>) -> tensor<1x1x2752xbf16>
  %y = stablehlo.convert %bc0 : (tensor<1x1x2752xbf16>) -> tensor<1x1x2752xf32>
  %prod = stablehlo.multiply %silu, %y : tensor<1x1x2752xf32>
  %prod_bf16 = stablehlo.convert %prod : (tensor<1x1x2752xf32>) -> tensor<1x1x2752xbf16>
  %flat = stablehlo.reshape %prod_bf16 : (tensor<1x1x2752xbf16>) -> tensor<2752xbf16>
  %flat_f32 = stablehlo.convert %flat : (tensor<2752xbf16>) -> tensor<2752xf32>
  %row = stablehlo.broadcast_in_dim %flat_f32, dims = [1] : (tensor<2752xf32>) -> tensor<8192x2752xf32>
  %w = stablehlo.convert %param_2 : (tensor<8192x2752xbf16>) -> tensor<8192x2752xf32>
  %mul = stablehlo.multiply %row, %w : tensor<8192x2752xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %red = stablehlo.reduce(%mul init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8192x2752xf32>, tensor<f32>) -> tensor<8192xf32>
  %red_bf16 = stablehlo.convert %red : (tensor<8192xf32>) -> tensor<8192xbf16>
  %out = stablehlo.reshape %red_bf16 : (tensor<8192xbf16>) -> tensor<1x1x8192xbf16>
  return %out : tensor<1x1x8192xbf16>
}
