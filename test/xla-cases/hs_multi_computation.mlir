// xla-case: hs_multi_computation
// xla-source: openxla/xla xla/service/heap_simulator/heap_simulator_test.cc MinimumMemoryForSequenceTest.MultiComputation commit=665631ec9cf81f6212110f1a0184170bf5e04404 license=Apache-2.0
// xla-figure: kind=peak_bytes value=25 schedule=program
// xla-measure: HeapSimulator::MinimumMemoryForModule(schedule, alias_analysis, size_fn), size_fn = ShapeUtil::ByteSizeOf(shape, /*pointer_size=*/8); schedule given by the test (entry: iter, data, tuple, while; cond: param, gte0, gte1, lt; body: param)
// xla-note: Built with HloComputation::Builder; written here as HLO text. The 25 bytes count tuple index tables (8 bytes a
// xla-note: pointer, 16 bytes for the 2-tuple) and the 1-byte pred of the condition; StableHLO has no tuple buffers, so
// xla-note: the translation's while carries two scalars.

func.func @main(%iter: tensor<f32>, %data: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0:2 = stablehlo.while(%i = %iter, %d = %data) : tensor<f32>, tensor<f32>
   cond {
    %lt = stablehlo.compare  LT, %i, %d,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    stablehlo.return %i, %d : tensor<f32>, tensor<f32>
  }
  return %0#0, %0#1 : tensor<f32>, tensor<f32>
}
