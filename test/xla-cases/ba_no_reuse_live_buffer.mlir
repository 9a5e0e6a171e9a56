// xla-case: ba_no_reuse_live_buffer
// xla-source: openxla/xla xla/service/buffer_assignment_test.cc BufferAssignmentTest.NoReuseLiveBuffer commit=001918b7024cf5f020051a9d25d2dd57a5896aaa license=Apache-2.0
// xla-figure: kind=peak_bytes value=4840 derived=sharing schedule=program
// xla-measure: BufferAssigner (RunBufferAssignment: DependencyHloOrdering, size ShapeUtil::ByteSizeOf(shape, sizeof(void*)), alignment 1); the test asserts which instructions share an allocation; the figure is the peak of live bytes that sharing implies in program order, derived here, not printed by XLA
// xla-note: Built with HloComputation::Builder; written here as HLO text. As ReuseNonOperandBuffer, but negate is also an
// xla-note: output (in the result tuple), so it cannot share the broadcast's allocation. Arguments 400 + negate 400 +
// xla-note: slice 40 + broadcast 4000 = 4840. The tuple's own index table (16 B with 8-byte pointers) is left out:
// xla-note: StableHLO returns two results.

func.func @main(%param0: tensor<100xf32>) -> (tensor<100x10xf32>, tensor<100xf32>) {
  %negate = stablehlo.negate %param0 : tensor<100xf32>
  %slice = stablehlo.slice %negate [0:10] : (tensor<100xf32>) -> tensor<10xf32>
  %broadcast = stablehlo.broadcast_in_dim %slice, dims = [1] : (tensor<10xf32>) -> tensor<100x10xf32>
  return %broadcast, %negate : tensor<100x10xf32>, tensor<100xf32>
}
