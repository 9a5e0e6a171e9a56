// xla-case: ba_basic
// xla-source: openxla/xla xla/service/buffer_assignment_test.cc BufferAssignmentTest.Basic commit=001918b7024cf5f020051a9d25d2dd57a5896aaa license=Apache-2.0
// xla-figure: kind=peak_bytes value=1204 derived=sharing schedule=program
// xla-measure: BufferAssigner (RunBufferAssignment: DependencyHloOrdering, size ShapeUtil::ByteSizeOf(shape, sizeof(void*)), alignment 1); the test asserts which instructions share an allocation; the figure is the peak of live bytes that sharing implies in program order, derived here, not printed by XLA
// xla-note: Built with HloComputation::Builder; written here as HLO text. XLA asserts that add reuses mul's allocation and
// xla-note: that sub gets an output allocation. With XLA's standing rules (an elementwise op may take the buffer of a
// xla-note: same-shape operand that dies at it, the output included, as UnaryOpReuseChain asserts) broadcast, mul, add and
// xla-note: sub are one 400 B buffer: arguments 804 + 400 = 1204.

func.func @main(%p: tensor<f32>, %p1: tensor<100xf32>, %p2: tensor<100xf32>) -> tensor<100xf32> {
  %broadcast = stablehlo.broadcast_in_dim %p, dims = [] : (tensor<f32>) -> tensor<100xf32>
  %mul = stablehlo.multiply %broadcast, %p1 : tensor<100xf32>
  %add = stablehlo.add %mul, %p2 : tensor<100xf32>
  %sub = stablehlo.subtract %add, %p2 : tensor<100xf32>
  return %sub : tensor<100xf32>
}
