// The cost model: FLOPs, transcendentals, bytes and roofline time.
// RUN: hlomem-opt %s --hlomem-memory-report='format=json top=3 out=-' -o /dev/null | FileCheck %s
// RUN: hlomem-opt %s --hlomem-memory-report='format=json device=a100 out=-' -o /dev/null | FileCheck %s --check-prefix=A100

// A [64,128]x[128,256] matmul: 2*64*256*128 FLOPs; it reads 8192+32768
// floats and writes 16384: 229376 bytes, memory-bound on an H100:
// 229376 / 3.35e12 s.
// CHECK-LABEL: "name": "matmul"
// CHECK-SAME: "cost": {"flops": 4194304, "matmul_flops": 4194304, "transcendentals": 0, "bytes_accessed": 229376, "roofline_seconds": 6.84704e-08}
// On an A100 the same matmul takes 229376 / 2.039e12 s.
// A100: "device": {"name": "a100"
// A100: "name": "matmul"{{.*}}"roofline_seconds": 1.12494e-07
func.func @matmul(%a: tensor<64x128xf32>, %b: tensor<128x256xf32>) -> tensor<64x256xf32> {
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<64x128xf32>, tensor<128x256xf32>) -> tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}

// A batched matmul [8,64,32]x[8,32,16]: 2*8*64*16*32 FLOPs.
// CHECK-LABEL: "name": "batched"
// CHECK-SAME: "cost": {"flops": 524288, "matmul_flops": 524288,
func.func @batched(%a: tensor<8x64x32xf32>, %b: tensor<8x32x16xf32>) -> tensor<8x64x16xf32> {
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<8x64x32xf32>, tensor<8x32x16xf32>) -> tensor<8x64x16xf32>
  return %0 : tensor<8x64x16xf32>
}

// A loop of 10 iterations: the body (an exp of 256 elements and the
// counter add) counts 10 times, the condition 11 times; a reshape moves
// no bytes.
// CHECK-LABEL: "name": "loop"
// CHECK-SAME: "cost": {"flops": 21, "matmul_flops": 0, "transcendentals": 2560,
func.func @loop(%x: tensor<256xf32>) -> tensor<16x16xf32> {
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%c0, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<256xf32>):
    %lim = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %lim) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<256xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %n = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %e = "stablehlo.exponential"(%v) : (tensor<256xf32>) -> tensor<256xf32>
    "stablehlo.return"(%n, %e) : (tensor<i32>, tensor<256xf32>) -> ()
  }) : (tensor<i32>, tensor<256xf32>) -> (tensor<i32>, tensor<256xf32>)
  %s = "stablehlo.reshape"(%r#1) : (tensor<256xf32>) -> tensor<16x16xf32>
  return %s : tensor<16x16xf32>
}
