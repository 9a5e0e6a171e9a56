// xla-case: ba_unary_op_reuse_chain
// xla-source: openxla/xla xla/service/buffer_assignment_test.cc BufferAssignmentTest.UnaryOpReuseChain commit=001918b7024cf5f020051a9d25d2dd57a5896aaa license=Apache-2.0
// xla-figure: kind=peak_bytes value=800 derived=sharing schedule=program
// xla-measure: BufferAssigner (RunBufferAssignment: DependencyHloOrdering, size ShapeUtil::ByteSizeOf(shape, sizeof(void*)), alignment 1); the test asserts which instructions share an allocation; the figure is the peak of live bytes that sharing implies in program order, derived here, not printed by XLA
// xla-note: Built with HloComputation::Builder; written here as HLO text. exp -> tanh -> exp -> negate: XLA puts all four
// xla-note: in exp1's allocation, the output (neg) included: the output's allocation holds every temporary. Argument 400 +
// xla-note: one 400 B allocation = 800.

func.func @main(%p: tensor<100xf32>) -> tensor<100xf32> {
  %exp1 = stablehlo.exponential %p : tensor<100xf32>
  %tanh = stablehlo.tanh %exp1 : tensor<100xf32>
  %exp2 = stablehlo.exponential %tanh : tensor<100xf32>
  %neg = stablehlo.negate %exp2 : tensor<100xf32>
  return %neg : tensor<100xf32>
}
