// xla-case: remat_through_bitcast
// xla-source: openxla/xla xla/service/hlo_rematerialization_test.cc RecomputeAndCompressHloRematerializationTest.ThroughBitcastRemat commit=52d427fe5ff411491d692737f0d89b422f76e78d license=Apache-2.0
// xla-figure: kind=remat limit_bytes=14336 changed=yes recomputed=broadcast peak_before_about=16384 peak_after_about=12288 schedule=xla
// xla-measure: HloRematerialization (kRecomputeAndCompress, pass kPreFusion, block_size_limit=1) after HloMemoryScheduler(DefaultMemoryScheduler), size function ShapeUtil::ByteSizeOf(shape, sizeof(void*)); the figure is whether remat changed the module under memory_limit_bytes and which instructions it added
// xla-note: HLO text from the test. The bitcasts are reshapes in StableHLO (same bytes, XLA makes them views). XLA
// xla-note: recomputes the broadcast (and its bitcast) before concatenate.1.

func.func @main(%param: tensor<1xf32>) -> tensor<1xf32> {
  %reshape = stablehlo.reshape %param : (tensor<1xf32>) -> tensor<f32>
  %broadcast = stablehlo.broadcast_in_dim %reshape, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
  %bitcast = stablehlo.reshape %broadcast : (tensor<1024x1xf32>) -> tensor<1024xf32>
  %negate = stablehlo.negate %broadcast : tensor<1024x1xf32>
  %concatenate = stablehlo.concatenate %negate, %negate, dim = 0 : (tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<2048x1xf32>
  %slice = stablehlo.slice %concatenate [0:1, 0:1] : (tensor<2048x1xf32>) -> tensor<1x1xf32>
  %bitcast_1 = stablehlo.reshape %slice : (tensor<1x1xf32>) -> tensor<1xf32>
  %concatenate_1 = stablehlo.concatenate %bitcast, %bitcast_1, dim = 0 : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1025xf32>
  %slice_1 = stablehlo.slice %concatenate_1 [0:1] : (tensor<1025xf32>) -> tensor<1xf32>
  return %slice_1 : tensor<1xf32>
}
