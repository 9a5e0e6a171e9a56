// xla-case: ba_reuse_non_operand_buffer
// xla-source: openxla/xla xla/service/buffer_assignment_test.cc BufferAssignmentTest.ReuseNonOperandBuffer commit=001918b7024cf5f020051a9d25d2dd57a5896aaa license=Apache-2.0
// xla-figure: kind=peak_bytes value=4440 derived=sharing schedule=program
// xla-measure: BufferAssigner (RunBufferAssignment: DependencyHloOrdering, size ShapeUtil::ByteSizeOf(shape, sizeof(void*)), alignment 1); the test asserts which instructions share an allocation; the figure is the peak of live bytes that sharing implies in program order, derived here, not printed by XLA
// xla-note: Built with HloComputation::Builder; written here as HLO text. param -> negate -> slice -> broadcast: negate
// xla-note: shares the broadcast's (output) allocation although it is not its operand; the slice has its own. Argument 400
// xla-note: + output 4000 + slice 40 = 4440 (the live-set peak at the broadcast is the same 4440).

func.func @main(%param0: tensor<100xf32>) -> tensor<100x10xf32> {
  %negate = stablehlo.negate %param0 : tensor<100xf32>
  %slice = stablehlo.slice %negate [0:10] : (tensor<100xf32>) -> tensor<10xf32>
  %broadcast = stablehlo.broadcast_in_dim %slice, dims = [1] : (tensor<10xf32>) -> tensor<100x10xf32>
  return %broadcast : tensor<100x10xf32>
}
