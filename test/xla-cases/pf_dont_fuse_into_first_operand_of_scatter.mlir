// xla-case: pf_dont_fuse_into_first_operand_of_scatter
// xla-source: openxla/xla xla/service/gpu/transforms/priority_fusion_test.cc PriorityFusionTest.DontFuseIntoFirstOperandOfScatter commit=5315aec37ebe2fefe75c220da90394d48a7a895b license=Apache-2.0
// xla-figure: kind=kernels value=3 fusions=2 schedule=program
// xla-measure: gpu::PriorityFusion on RTXA6000DeviceInfo (GpuHloCostAnalysis, count_multiple_input_accesses=true); the figure is the fusion outcome the test asserts; kernels = fusions plus unfused non-trivial instructions after the pass (parameters, constants, bitcasts and tuples are not kernels)
// xla-note: The scatter becomes an input fusion with the indices and updates adds fused in, but its first operand (operand
// xla-note: = add(p0, p0)) is not fused into it: a loop fusion of its own. The root add(scatter, scatter) stays an unfused
// xla-note: add of the scatter fusion. Kernels: operand fusion, scatter fusion, root add.

func.func @main(%p0: tensor<3x3xi32>, %p1: tensor<2x1xi32>, %p2: tensor<2x3xi32>) -> tensor<3x3xi32> {
  %operand = stablehlo.add %p0, %p0 : tensor<3x3xi32>
  %indices = stablehlo.add %p1, %p1 : tensor<2x1xi32>
  %updates = stablehlo.add %p2, %p2 : tensor<2x3xi32>
  %scatter = "stablehlo.scatter"(%operand, %indices, %updates) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%lhs: tensor<i32>, %rhs: tensor<i32>):
    %sum = stablehlo.add %lhs, %rhs : tensor<i32>
    stablehlo.return %sum : tensor<i32>
  }) : (tensor<3x3xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<3x3xi32>
  %add = stablehlo.add %scatter, %scatter : tensor<3x3xi32>
  return %add : tensor<3x3xi32>
}
