// xla-case: remat_instruction_multiple_times
// xla-source: openxla/xla xla/service/hlo_rematerialization_test.cc RecomputeAndCompressHloRematerializationTest.InstructionRematerializedMultipleTimes commit=52d427fe5ff411491d692737f0d89b422f76e78d license=Apache-2.0
// xla-figure: kind=remat limit_bytes=22528 changed=yes recomputed=bcast:3-times peak_before_about=20480 peak_after_about=16384 schedule=xla
// xla-measure: HloRematerialization (kRecomputeAndCompress, pass kPreFusion, block_size_limit=1) after HloMemoryScheduler(DefaultMemoryScheduler), size function ShapeUtil::ByteSizeOf(shape, sizeof(void*)); the figure is whether remat changed the module under memory_limit_bytes and which instructions it added
// xla-note: Built with HloComputation::Builder; written here as HLO text. The subcomputation is reached by kCall, so the
// xla-note: translation keeps func.call. XLA's comment: bcast is live across each call (8 KiB inside) though not used by
// xla-note: it; recomputing it reduces the peak from ~20 KiB to ~16 KiB; with 22 KiB XLA adds 3 broadcasts (instructions 9
// xla-note: -> 12). XLA's remat runs on the module with the calls still in it.

func.func @main(%param: tensor<f32>) -> tensor<1024xf32> {
  %bcast = stablehlo.broadcast_in_dim %param, dims = [] : (tensor<f32>) -> tensor<1024xf32>
  %add_1 = stablehlo.add %bcast, %bcast : tensor<1024xf32>
  %call_1 = func.call @subcomputation(%add_1) : (tensor<1024xf32>) -> tensor<1024xf32>
  %add_2 = stablehlo.add %bcast, %call_1 : tensor<1024xf32>
  %call_2 = func.call @subcomputation(%add_2) : (tensor<1024xf32>) -> tensor<1024xf32>
  %add_3 = stablehlo.add %bcast, %call_2 : tensor<1024xf32>
  %call_3 = func.call @subcomputation(%add_3) : (tensor<1024xf32>) -> tensor<1024xf32>
  %add_4 = stablehlo.add %bcast, %call_3 : tensor<1024xf32>
  return %add_4 : tensor<1024xf32>
}
func.func private @subcomputation(%param: tensor<1024xf32>) -> tensor<1024xf32> {
  %concat = stablehlo.concatenate %param, %param, dim = 0 : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<2048xf32>
  %slice = stablehlo.slice %concat [0:1024] : (tensor<2048xf32>) -> tensor<1024xf32>
  return %slice : tensor<1024xf32>
}
