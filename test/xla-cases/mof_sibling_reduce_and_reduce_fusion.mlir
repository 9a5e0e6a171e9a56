// xla-case: mof_sibling_reduce_and_reduce_fusion
// xla-source: openxla/xla xla/service/gpu/transforms/multi_output_fusion_test.cc MultiOutputFusionTest.MultiOutputFusionSiblingReduceAndReduceFusion commit=717d5469b851bd588e733b53ff8b675b01adf7a4 license=Apache-2.0
// xla-figure: kind=kernels value=1 fusions=1 multi_output=1 schedule=program
// xla-measure: gpu::MultiOutputFusion on RTXA6000DeviceInfo (HloCostAnalysis::DefaultShapeSize), run on an input that already has the fusions shown in the HLO; the figure is whether the pass merged the siblings into one multi-output fusion, i.e. kernels after the pass
// xla-note: A reduce fusion (multiply + reduce) and a sibling unfused reduce of the same parameter become one multi-output
// xla-note: fusion whose root is tuple(reduce, reduce): the 128x512x28x28 input is read once, by one kernel. The StableHLO
// xla-note: translation is the program before any fusion (the fused computations written out in @main); the figure is
// xla-note: XLA's outcome after its fusion pipeline reaches multi-output fusion.

func.func @main(%p0: tensor<f32>, %p1: tensor<128x512x28x28xf32>) -> (tensor<512xf32>, tensor<512xf32>) {
  %const2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %mul = stablehlo.multiply %p1, %p1 : tensor<128x512x28x28xf32>
  %reduce1 = stablehlo.reduce(%mul init: %p0) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<128x512x28x28xf32>, tensor<f32>) -> tensor<512xf32>
  %reduce2 = stablehlo.reduce(%p1 init: %const2) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<128x512x28x28xf32>, tensor<f32>) -> tensor<512xf32>
  return %reduce1, %reduce2 : tensor<512xf32>, tensor<512xf32>
}
