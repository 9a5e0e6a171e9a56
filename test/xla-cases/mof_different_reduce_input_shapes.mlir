// xla-case: mof_different_reduce_input_shapes
// xla-source: openxla/xla xla/service/gpu/transforms/multi_output_fusion_test.cc MultiOutputFusionTest.MultiOutputFusionDifferentReduceInputShapes commit=717d5469b851bd588e733b53ff8b675b01adf7a4 license=Apache-2.0
// xla-figure: kind=kernels value=2 fusions=2 multi_output=0 schedule=program
// xla-measure: gpu::MultiOutputFusion on RTXA6000DeviceInfo (HloCostAnalysis::DefaultShapeSize), run on an input that already has the fusions shown in the HLO; the figure is whether the pass merged the siblings into one multi-output fusion, i.e. kernels after the pass
// xla-note: The pass changes nothing: the two reductions read the same f32[6400] but one through a reshape to f32[64,100]
// xla-note: (layout {0,1}), so their input shapes differ and they stay two kernels. The StableHLO translation is the
// xla-note: program before any fusion (the fused computations written out in @main); the figure is XLA's outcome after its
// xla-note: fusion pipeline reaches multi-output fusion.

func.func @main(%p0: tensor<f32>, %p1: tensor<6400xf32>) -> (tensor<f32>, tensor<f32>) {
  %mul = stablehlo.multiply %p1, %p1 : tensor<6400xf32>
  %reduce1 = stablehlo.reduce(%mul init: %p0) applies stablehlo.add across dimensions = [0] : (tensor<6400xf32>, tensor<f32>) -> tensor<f32>
  %r1 = stablehlo.reshape %p1 : (tensor<6400xf32>) -> tensor<64x100xf32>
  %reduce2 = stablehlo.reduce(%r1 init: %p0) applies stablehlo.multiply across dimensions = [1, 0] : (tensor<64x100xf32>, tensor<f32>) -> tensor<f32>
  return %reduce1, %reduce2 : tensor<f32>, tensor<f32>
}
