// xla-case: mof_reduce_different_types
// xla-source: openxla/xla xla/service/gpu/transforms/multi_output_fusion_test.cc MultiOutputFusionTest.ReduceMofDifferentTypes commit=717d5469b851bd588e733b53ff8b675b01adf7a4 license=Apache-2.0
// xla-figure: kind=kernels value=1 fusions=1 multi_output=1 schedule=program
// xla-measure: gpu::MultiOutputFusion on RTXA6000DeviceInfo (HloCostAnalysis::DefaultShapeSize), run on an input that already has the fusions shown in the HLO; the figure is whether the pass merged the siblings into one multi-output fusion, i.e. kernels after the pass
// xla-note: An f32 reduce and a sibling fusion that converts to f16 and reduces in f16 become one multi-output fusion
// xla-note: (f16[512], f32[512]). The StableHLO translation is the program before any fusion (the fused computations
// xla-note: written out in @main); the figure is XLA's outcome after its fusion pipeline reaches multi-output fusion.

func.func @main(%p0: tensor<f32>, %p1: tensor<128x512x28x28xf32>) -> (tensor<512xf32>, tensor<512xf16>) {
  %const2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %reduce1 = stablehlo.reduce(%p1 init: %const2) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<128x512x28x28xf32>, tensor<f32>) -> tensor<512xf32>
  %c1 = stablehlo.convert %p1 : (tensor<128x512x28x28xf32>) -> tensor<128x512x28x28xf16>
  %const0 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
  %reduce0 = stablehlo.reduce(%c1 init: %const0) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<128x512x28x28xf16>, tensor<f16>) -> tensor<512xf16>
  return %reduce1, %reduce0 : tensor<512xf32>, tensor<512xf16>
}
