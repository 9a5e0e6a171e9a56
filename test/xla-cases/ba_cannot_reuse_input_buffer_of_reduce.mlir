// xla-case: ba_cannot_reuse_input_buffer_of_reduce
// xla-source: openxla/xla xla/service/buffer_assignment_test.cc BufferAssignmentTest.CannotReuseInputBufferOfReduce commit=001918b7024cf5f020051a9d25d2dd57a5896aaa license=Apache-2.0
// xla-figure: kind=peak_bytes value=8044 derived=sharing schedule=program
// xla-measure: BufferAssigner (RunBufferAssignment: DependencyHloOrdering, size ShapeUtil::ByteSizeOf(shape, sizeof(void*)), alignment 1); the test asserts which instructions share an allocation; the figure is the peak of live bytes that sharing implies in program order, derived here, not printed by XLA
// xla-note: Built with HloComputation::Builder; written here as HLO text. exp2 reuses exp1's allocation; reduce may NOT
// xla-note: reuse exp2's (reduce's output never shares its input). Live at reduce: p 4000 + exp2 4000 + reduce 40 + the
// xla-note: 4-byte init constant (RunBufferAssignment gives constants allocations) = 8044.

func.func @main(%p: tensor<100x10xf32>) -> tensor<10xf32> {
  %exp1 = stablehlo.exponential %p : tensor<100x10xf32>
  %exp2 = stablehlo.exponential %exp1 : tensor<100x10xf32>
  %const0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %reduce = stablehlo.reduce(%exp2 init: %const0) applies stablehlo.add across dimensions = [0] : (tensor<100x10xf32>, tensor<f32>) -> tensor<10xf32>
  %exp3 = stablehlo.exponential %reduce : tensor<10xf32>
  return %exp3 : tensor<10xf32>
}
