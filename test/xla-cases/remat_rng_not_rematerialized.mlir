// xla-case: remat_rng_not_rematerialized
// xla-source: openxla/xla xla/service/hlo_rematerialization_test.cc RecomputeAndCompressHloRematerializationTest.RngNotRematerialized commit=52d427fe5ff411491d692737f0d89b422f76e78d license=Apache-2.0
// xla-figure: kind=remat limit_bytes=16384 changed=yes not_recomputed=rng peak_before_about=24576 peak_after_about=20480 schedule=xla
// xla-measure: HloRematerialization (kRecomputeAndCompress, pass kPreFusion, block_size_limit=1) after HloMemoryScheduler(DefaultMemoryScheduler), size function ShapeUtil::ByteSizeOf(shape, sizeof(void*)); the figure is whether remat changed the module under memory_limit_bytes and which instructions it added
// xla-note: Built with HloComputation::Builder (param f32[], rng f32[1024] uniform(param, param), tanh, exp, three adds);
// xla-note: written here as HLO text. XLA's comment: about 24 KiB at first (parameter and output included), about 20 KiB
// xla-note: possible with remat; the limit is 4 x 4 KiB, XLA rematerializes something but never the rng (not idempotent).
// xla-note: StableHLO's rng takes its shape as an operand.

func.func @main(%param: tensor<f32>) -> tensor<1024xf32> {
  %shape = stablehlo.constant dense<1024> : tensor<1xi64>
  %rng = stablehlo.rng %param, %param, %shape, distribution =  UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<1024xf32>
  %tanh = stablehlo.tanh %rng : tensor<1024xf32>
  %exp = stablehlo.exponential %rng : tensor<1024xf32>
  %add_0 = stablehlo.add %rng, %tanh : tensor<1024xf32>
  %add_a = stablehlo.add %exp, %add_0 : tensor<1024xf32>
  %add_1 = stablehlo.add %rng, %add_a : tensor<1024xf32>
  %add_b = stablehlo.add %tanh, %add_1 : tensor<1024xf32>
  %add_2 = stablehlo.add %rng, %add_b : tensor<1024xf32>
  return %add_2 : tensor<1024xf32>
}
