// xla-case: ba_aliased_param_can_be_reused
// xla-source: openxla/xla xla/service/buffer_assignment_test.cc BufferAssignmentTest.AliasedParamCanBeReused commit=001918b7024cf5f020051a9d25d2dd57a5896aaa license=Apache-2.0
// xla-figure: kind=peak_bytes value=400 derived=sharing schedule=program
// xla-measure: BufferAssigner (RunBufferAssignment: DependencyHloOrdering, size ShapeUtil::ByteSizeOf(shape, sizeof(void*)), alignment 1); the test asserts which instructions share an allocation; the figure is the peak of live bytes that sharing implies in program order, derived here, not printed by XLA
// xla-note: Built with HloComputation::Builder; written here as HLO text. The entry parameter is aliased to the output
// xla-note: (input_output_alias {} : (0, {})), i.e. donated: XLA puts param, neg_1 and neg_2 in ONE allocation, so
// xla-note: argument + output + temp is 400 B. The translation marks the donation as JAX does (tf.aliasing_output = 0).

func.func @main(%p0: tensor<100xf32> {tf.aliasing_output = 0 : i32}) -> tensor<100xf32> {
  %neg_1 = stablehlo.negate %p0 : tensor<100xf32>
  %neg_2 = stablehlo.negate %neg_1 : tensor<100xf32>
  return %neg_2 : tensor<100xf32>
}
