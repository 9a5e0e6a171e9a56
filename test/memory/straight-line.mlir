// Hand-computed peaks of the memory model on straight-line functions,
// without buffer sharing (CHECK) and with XLA's (XLA; sharing.mlir has a
// case per sharing rule).
// RUN: hlomem-opt %s --hlomem-memory-report='top=3 sharing=none fusion=none' -o /dev/null 2>&1 | FileCheck %s
// RUN: hlomem-opt %s --hlomem-memory-report='top=3 fusion=none' -o /dev/null 2>&1 | FileCheck %s --check-prefix=XLA

// 1 KiB argument. Point 1: a, %0, %1 live = 3 KiB; point 2: a, %1, %2 also
// 3 KiB; the first point with the peak is reported. With sharing, the
// exponential writes over %0 and the add over %1 (each dies there; the
// argument is never written over): 2 KiB from op 1 on.
// CHECK-LABEL: @chain: peak 3.00 KiB (3072 B) at op 2 of 4, stablehlo.exponential
// CHECK-SAME: straight-line.mlir:[[@LINE+6]]:8
// CHECK-NEXT: live 3.00 KiB + transient 0 B
// XLA-LABEL: @chain: peak 2.00 KiB (2048 B) at op 1 of 4, stablehlo.negate
// XLA-SAME: straight-line.mlir:[[@LINE+2]]:8
func.func @chain(%a: tensor<256xf32>) -> tensor<256xf32> {
  %0 = "stablehlo.negate"(%a) : (tensor<256xf32>) -> tensor<256xf32>
  %1 = "stablehlo.exponential"(%0) : (tensor<256xf32>) -> tensor<256xf32>
  %2 = "stablehlo.add"(%1, %a) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  return %2 : tensor<256xf32>
}

// A 16 KiB broadcast feeding two ops: at the exponential, a (4 KiB) and
// %b, %c, %d (16 KiB each) are live: 52 KiB. With sharing, %b dies at the
// exponential, which writes over it, and the add writes over %c: never
// more than three 16 KiB buffers' worth, a, %b and %c: 36 KiB at the
// negate; as a callee, without a, 32 KiB.
// CHECK-LABEL: @diamond: peak 52.00 KiB (53248 B) at op 3 of 7, stablehlo.exponential
// CHECK: arguments: 1, 4.00 KiB; results: 1, 4 B; as a callee: 48.00 KiB local peak
// CHECK: largest live buffers at the peak (4 live):
// CHECK-NEXT: 16.00 KiB  tensor<4x1024xf32>  stablehlo.broadcast_in_dim at {{.*}}:[[@LINE+7]]:8
// CHECK-NEXT: 16.00 KiB  tensor<4x1024xf32>  stablehlo.negate
// CHECK-NEXT: 16.00 KiB  tensor<4x1024xf32>  stablehlo.exponential
// XLA-LABEL: @diamond: peak 36.00 KiB (36864 B) at op 2 of 7, stablehlo.negate
// XLA: arguments: 1, 4.00 KiB; results: 1, 4 B; as a callee: 32.00 KiB local peak
// XLA: largest live buffers at the peak (3 live):
func.func @diamond(%a: tensor<1024xf32>) -> tensor<f32> {
  %b = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1024xf32>) -> tensor<4x1024xf32>
  %c = "stablehlo.negate"(%b) : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
  %d = "stablehlo.exponential"(%b) : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
  %e = "stablehlo.add"(%c, %d) : (tensor<4x1024xf32>, tensor<4x1024xf32>) -> tensor<4x1024xf32>
  %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce"(%e, %init) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x1024xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// Element sizes: i1 and i8 1 byte, bf16 2, i64 8, complex<f32> 8; the
// unused complex result is live at its own op only (op 3).
// CHECK-LABEL: @element_sizes: peak 1.12 KiB (1152 B) at op 3 of 6
// CHECK: 512 B  tensor<64xi64>
// CHECK-NEXT: 512 B  tensor<64xcomplex<f32>>
// CHECK-NEXT: 64 B  tensor<64xi1>  argument #0
func.func @element_sizes(%p: tensor<64xi1>, %q: tensor<64xi8>) -> tensor<64xi64> {
  %0 = "stablehlo.convert"(%q) : (tensor<64xi8>) -> tensor<64xbf16>
  %1 = "stablehlo.convert"(%0) : (tensor<64xbf16>) -> tensor<64xi64>
  %2 = "stablehlo.convert"(%1) : (tensor<64xi64>) -> tensor<64xcomplex<f32>>
  %3 = "stablehlo.select"(%p, %1, %1) : (tensor<64xi1>, tensor<64xi64>, tensor<64xi64>) -> tensor<64xi64>
  %4 = "stablehlo.negate"(%3) : (tensor<64xi64>) -> tensor<64xi64>
  return %4 : tensor<64xi64>
}
