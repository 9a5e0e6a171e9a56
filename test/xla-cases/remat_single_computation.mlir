// xla-case: remat_single_computation
// xla-source: openxla/xla xla/service/hlo_rematerialization_test.cc HloRematerializationTest.SingleComputation commit=001918b7024cf5f020051a9d25d2dd57a5896aaa license=Apache-2.0
// xla-figure: kind=remat limit_bytes=14336 changed=yes recomputed=bcast peak_before_about=16384 peak_after_about=12288 schedule=xla
// xla-measure: HloRematerialization (kRecomputeAndCompress, pass kPreFusion, block_size_limit=1) after HloMemoryScheduler(DefaultMemoryScheduler), size function ShapeUtil::ByteSizeOf(shape, sizeof(void*)); the figure is whether remat changed the module under memory_limit_bytes and which instructions it added
// xla-note: Built with RematerializationTestBase::MakeRematerializableComputation
// xla-note: (xla/service/hlo_rematerialization_test_utils.h, commit 001918b7024cf5f020051a9d25d2dd57a5896aaa); written
// xla-note: here as HLO text. XLA's comment: peak about 16 KiB before (bcast, negate and concat_1 live at concat_1), about
// xla-note: 12 KiB after bcast is recomputed for concat_2. XLA recomputes the broadcast right before concat_2 (immediately
// xla-note: before it in the schedule).

func.func @main(%param: tensor<1xf32>) -> tensor<1xf32> {
  %reshape = stablehlo.reshape %param : (tensor<1xf32>) -> tensor<f32>
  %bcast = stablehlo.broadcast_in_dim %reshape, dims = [] : (tensor<f32>) -> tensor<1024xf32>
  %negate = stablehlo.negate %bcast : tensor<1024xf32>
  %concat_1 = stablehlo.concatenate %negate, %negate, dim = 0 : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<2048xf32>
  %slice_1 = stablehlo.slice %concat_1 [0:1] : (tensor<2048xf32>) -> tensor<1xf32>
  %concat_2 = stablehlo.concatenate %bcast, %slice_1, dim = 0 : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1025xf32>
  %slice_2 = stablehlo.slice %concat_2 [0:1] : (tensor<1025xf32>) -> tensor<1xf32>
  return %slice_2 : tensor<1xf32>
}
