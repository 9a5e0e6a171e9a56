// xla-case: mof_different_reduce_output_shapes
// xla-source: openxla/xla xla/service/gpu/transforms/multi_output_fusion_test.cc MultiOutputFusionTest.MultiOutputFusionDifferentReduceOutputShapes commit=717d5469b851bd588e733b53ff8b675b01adf7a4 license=Apache-2.0
// xla-figure: kind=kernels value=2 fusions=2 multi_output=0 schedule=program
// xla-measure: gpu::MultiOutputFusion on RTXA6000DeviceInfo (HloCostAnalysis::DefaultShapeSize), run on an input that already has the fusions shown in the HLO; the figure is whether the pass merged the siblings into one multi-output fusion, i.e. kernels after the pass
// xla-note: The pass changes nothing: a full reduction (f32[]) and a row reduction (f32[10]) of the same f32[10,10] have
// xla-note: different output shapes, so they stay two kernels. The StableHLO translation is the program before any fusion
// xla-note: (the fused computations written out in @main); the figure is XLA's outcome after its fusion pipeline reaches
// xla-note: multi-output fusion.

func.func @main(%p0: tensor<f32>, %p1: tensor<10x10xf32>, %p2: tensor<f32>) -> (tensor<f32>, tensor<10xf32>) {
  %mul = stablehlo.multiply %p1, %p1 : tensor<10x10xf32>
  %reduce1 = stablehlo.reduce(%mul init: %p0) applies stablehlo.add across dimensions = [0, 1] : (tensor<10x10xf32>, tensor<f32>) -> tensor<f32>
  %reduce2 = stablehlo.reduce(%p1 init: %p2) applies stablehlo.multiply across dimensions = [0] : (tensor<10x10xf32>, tensor<f32>) -> tensor<10xf32>
  return %reduce1, %reduce2 : tensor<f32>, tensor<10xf32>
}
