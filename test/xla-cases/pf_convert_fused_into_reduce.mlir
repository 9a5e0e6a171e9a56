// xla-case: pf_convert_fused_into_reduce
// xla-source: openxla/xla xla/service/gpu/transforms/priority_fusion_test.cc PriorityFusionTest.ConvertFusedIntoReduce commit=5315aec37ebe2fefe75c220da90394d48a7a895b license=Apache-2.0
// xla-figure: kind=kernels value=3 fusions=3 schedule=program
// xla-measure: gpu::PriorityFusion on RTXA6000DeviceInfo (GpuHloCostAnalysis, count_multiple_input_accesses=true); the figure is the fusion outcome the test asserts; kernels = fusions plus unfused non-trivial instructions after the pass (parameters, constants, bitcasts and tuples are not kernels)
// xla-note: Exactly three fusions, each a reduction whose root is the narrowing convert (CHECK-COUNT-3 ... convert, CHECK-
// xla-note: NOT a fourth fusion): the widening converts, the shared broadcast and the multiplies are fused into each
// xla-note: reduction, never written (same program as FuseConvertIntoReduce).

func.func @main(%p0: tensor<1024x8192xbf16>, %p1: tensor<1024x8192xbf16>, %p2: tensor<8192xf32>, %p3: tensor<1024x8192xbf16>) -> (tensor<1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>) {
  %c0 = stablehlo.convert %p0 : (tensor<1024x8192xbf16>) -> tensor<1024x8192xf32>
  %c1 = stablehlo.convert %p1 : (tensor<1024x8192xbf16>) -> tensor<1024x8192xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %bcast = stablehlo.broadcast_in_dim %p2, dims = [1] : (tensor<8192xf32>) -> tensor<1024x8192xf32>
  %m0 = stablehlo.multiply %bcast, %c0 : tensor<1024x8192xf32>
  %r0 = stablehlo.reduce(%m0 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<1024x8192xf32>, tensor<f32>) -> tensor<1024xf32>
  %o0 = stablehlo.convert %r0 : (tensor<1024xf32>) -> tensor<1024xbf16>
  %c3 = stablehlo.convert %p3 : (tensor<1024x8192xbf16>) -> tensor<1024x8192xf32>
  %m1 = stablehlo.multiply %bcast, %c3 : tensor<1024x8192xf32>
  %r1 = stablehlo.reduce(%m1 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<1024x8192xf32>, tensor<f32>) -> tensor<1024xf32>
  %o1 = stablehlo.convert %r1 : (tensor<1024xf32>) -> tensor<1024xbf16>
  %m2 = stablehlo.multiply %bcast, %c1 : tensor<1024x8192xf32>
  %r2 = stablehlo.reduce(%m2 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<1024x8192xf32>, tensor<f32>) -> tensor<1024xf32>
  %o2 = stablehlo.convert %r2 : (tensor<1024xf32>) -> tensor<1024xbf16>
  return %o0, %o1, %o2 : tensor<1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>
}
