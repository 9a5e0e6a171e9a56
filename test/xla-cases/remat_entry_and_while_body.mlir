// xla-case: remat_entry_and_while_body
// xla-source: openxla/xla xla/service/hlo_rematerialization_test.cc HloRematerializationTest.RematerializeEntryAndWhileBody commit=001918b7024cf5f020051a9d25d2dd57a5896aaa license=Apache-2.0
// xla-figure: kind=remat limit_bytes=15360 changed=yes recomputed=bcast:entry,body peak_before_about=18432 schedule=xla
// xla-measure: HloRematerialization (kRecomputeAndCompress, pass kPreFusion, block_size_limit=1) after HloMemoryScheduler(DefaultMemoryScheduler), size function ShapeUtil::ByteSizeOf(shape, sizeof(void*)); the figure is whether remat changed the module under memory_limit_bytes and which instructions it added
// xla-note: Built with MakeRematerializableWhileComputation around a MakeRematerializableComputation body and a condition
// xla-note: that returns constant true (hlo_rematerialization_test_utils.h, commit
// xla-note: 001918b7024cf5f020051a9d25d2dd57a5896aaa); written here as HLO text, the body region inlined in the while as
// xla-note: StableHLO has it. XLA's comment: the body uses 16 KiB and the entry 2 KiB... at the while, so the module's
// xla-note: peak is 18 KiB. With 15 KiB both the entry and the body get one rematerialized instruction (entry 7 -> 9 and
// xla-note: body 8 -> 9 instructions, as the test counts).

func.func @main(%param: tensor<1xf32>) -> tensor<1xf32> {
  %reshape = stablehlo.reshape %param : (tensor<1xf32>) -> tensor<f32>
  %bcast = stablehlo.broadcast_in_dim %reshape, dims = [] : (tensor<f32>) -> tensor<1024xf32>
  %slice_1 = stablehlo.slice %bcast [0:1] : (tensor<1024xf32>) -> tensor<1xf32>
  %while = stablehlo.while(%w = %slice_1) : tensor<1xf32>
   cond {
    %true = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %true : tensor<i1>
  } do {
    %b_reshape = stablehlo.reshape %w : (tensor<1xf32>) -> tensor<f32>
    %b_bcast = stablehlo.broadcast_in_dim %b_reshape, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %b_negate = stablehlo.negate %b_bcast : tensor<1024xf32>
    %b_concat_1 = stablehlo.concatenate %b_negate, %b_negate, dim = 0 : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<2048xf32>
    %b_slice_1 = stablehlo.slice %b_concat_1 [0:1] : (tensor<2048xf32>) -> tensor<1xf32>
    %b_concat_2 = stablehlo.concatenate %b_bcast, %b_slice_1, dim = 0 : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1025xf32>
    %b_slice_2 = stablehlo.slice %b_concat_2 [0:1] : (tensor<1025xf32>) -> tensor<1xf32>
    stablehlo.return %b_slice_2 : tensor<1xf32>
  }
  %concat = stablehlo.concatenate %bcast, %while, dim = 0 : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1025xf32>
  %slice_2 = stablehlo.slice %concat [0:1] : (tensor<1025xf32>) -> tensor<1xf32>
  return %slice_2 : tensor<1xf32>
}
