// xla-case: ba_multiple_users_for_node
// xla-source: openxla/xla xla/service/buffer_assignment_test.cc BufferAssignmentTest.MultipleUsersForNode commit=001918b7024cf5f020051a9d25d2dd57a5896aaa license=Apache-2.0
// xla-figure: kind=peak_bytes value=1604 derived=sharing schedule=program
// xla-measure: BufferAssigner (RunBufferAssignment: DependencyHloOrdering, size ShapeUtil::ByteSizeOf(shape, sizeof(void*)), alignment 1); the test asserts which instructions share an allocation; the figure is the peak of live bytes that sharing implies in program order, derived here, not printed by XLA
// xla-note: Built with HloComputation::Builder; written here as HLO text. sub = subtract(add, mul): mul is live until sub,
// xla-note: so XLA asserts add does NOT reuse mul's allocation. Two 400 B buffers are live at add and at sub (mul in the
// xla-note: broadcast's, add, then sub in add's): arguments 804 + 800 = 1604.

func.func @main(%p: tensor<f32>, %p1: tensor<100xf32>, %p2: tensor<100xf32>) -> tensor<100xf32> {
  %broadcast = stablehlo.broadcast_in_dim %p, dims = [] : (tensor<f32>) -> tensor<100xf32>
  %mul = stablehlo.multiply %broadcast, %p1 : tensor<100xf32>
  %add = stablehlo.add %mul, %p2 : tensor<100xf32>
  %sub = stablehlo.subtract %add, %mul : tensor<100xf32>
  return %sub : tensor<100xf32>
}
