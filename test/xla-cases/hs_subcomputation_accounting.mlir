// xla-case: hs_subcomputation_accounting
// xla-source: openxla/xla xla/service/heap_simulator/heap_simulator_test.cc MinimumMemoryForSequenceTest.SubcomputationAccounting commit=665631ec9cf81f6212110f1a0184170bf5e04404 license=Apache-2.0
// xla-figure: kind=peak_bytes value=64 schedule=program
// xla-measure: HeapSimulator::MinimumMemoryForComputation(entry, sequence, alias_analysis, size_fn), size_fn = ShapeUtil::ByteSizeOf(shape); entry sequence given by the test: while_init, while, bcast, matrix, transpose, add
// xla-note: The HLO text is the test's own comment. XLA: the while's body and condition are accounted for, and 'the output
// xla-note: buffer is aliased, so we don't double count'. Constants are buffers here (no constant-free size function).

func.func @main() -> tensor<2x4xf32> {
  %init = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
  %while = stablehlo.while(%p = %init) : tensor<4xf32>
   cond {
    %slice = stablehlo.slice %p [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %reshape = stablehlo.reshape %slice : (tensor<1xf32>) -> tensor<f32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %ne = stablehlo.compare  NE, %reshape, %zero,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ne : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
    %sub = stablehlo.subtract %p, %one : tensor<4xf32>
    stablehlo.return %sub : tensor<4xf32>
  }
  %bcast = stablehlo.broadcast_in_dim %while, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
  %matrix = stablehlo.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]]> : tensor<2x4xf32>
  %transpose = stablehlo.transpose %matrix, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %add = stablehlo.add %transpose, %bcast : tensor<2x4xf32>
  return %add : tensor<2x4xf32>
}
