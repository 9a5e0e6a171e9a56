// xla-case: remat_nested_computations
// xla-source: openxla/xla xla/service/hlo_rematerialization_test.cc RecomputeAndCompressHloRematerializationTest.RematerializeNestedComputations commit=52d427fe5ff411491d692737f0d89b422f76e78d license=Apache-2.0
// xla-figure: kind=remat limit_bytes=13312 changed=yes recomputed=bcast:entry,middle,inner peak_after_about=12288 schedule=xla
// xla-measure: HloRematerialization (kRecomputeAndCompress, pass kPreFusion, block_size_limit=1) after HloMemoryScheduler(DefaultMemoryScheduler), size function ShapeUtil::ByteSizeOf(shape, sizeof(void*)); the figure is whether remat changed the module under memory_limit_bytes and which instructions it added
// xla-note: Entry while -> middle while computation -> inner rematerializable computation, all built with the test
// xla-note: utilities and written here as HLO text (StableHLO: nested while regions). XLA's comment: 'If all computations
// xla-note: are maximally rematerialized then peak memory usage is ~12K'; with 13 KiB each of the three gets one
// xla-note: rematerialized instruction (7 -> 9, 7 -> 9, 8 -> 9).

func.func @main(%param: tensor<1xf32>) -> tensor<1xf32> {
  %reshape = stablehlo.reshape %param : (tensor<1xf32>) -> tensor<f32>
  %bcast = stablehlo.broadcast_in_dim %reshape, dims = [] : (tensor<f32>) -> tensor<1024xf32>
  %slice_1 = stablehlo.slice %bcast [0:1] : (tensor<1024xf32>) -> tensor<1xf32>
  %while = stablehlo.while(%w = %slice_1) : tensor<1xf32>
   cond {
    %true = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %true : tensor<i1>
  } do {
    %m_reshape = stablehlo.reshape %w : (tensor<1xf32>) -> tensor<f32>
    %m_bcast = stablehlo.broadcast_in_dim %m_reshape, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %m_slice_1 = stablehlo.slice %m_bcast [0:1] : (tensor<1024xf32>) -> tensor<1xf32>
    %m_while = stablehlo.while(%v = %m_slice_1) : tensor<1xf32>
     cond {
      %m_true = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %m_true : tensor<i1>
    } do {
      %b_reshape = stablehlo.reshape %v : (tensor<1xf32>) -> tensor<f32>
      %b_bcast = stablehlo.broadcast_in_dim %b_reshape, dims = [] : (tensor<f32>) -> tensor<1024xf32>
      %b_negate = stablehlo.negate %b_bcast : tensor<1024xf32>
      %b_concat_1 = stablehlo.concatenate %b_negate, %b_negate, dim = 0 : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<2048xf32>
      %b_slice_1 = stablehlo.slice %b_concat_1 [0:1] : (tensor<2048xf32>) -> tensor<1xf32>
      %b_concat_2 = stablehlo.concatenate %b_bcast, %b_slice_1, dim = 0 : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1025xf32>
      %b_slice_2 = stablehlo.slice %b_concat_2 [0:1] : (tensor<1025xf32>) -> tensor<1xf32>
      stablehlo.return %b_slice_2 : tensor<1xf32>
    }
    %m_concat = stablehlo.concatenate %m_bcast, %m_while, dim = 0 : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1025xf32>
    %m_slice_2 = stablehlo.slice %m_concat [0:1] : (tensor<1025xf32>) -> tensor<1xf32>
    stablehlo.return %m_slice_2 : tensor<1xf32>
  }
  %concat = stablehlo.concatenate %bcast, %while, dim = 0 : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1025xf32>
  %slice_2 = stablehlo.slice %concat [0:1] : (tensor<1025xf32>) -> tensor<1xf32>
  return %slice_2 : tensor<1xf32>
}
