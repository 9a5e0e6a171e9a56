// hlomem-remat sees the buffers XLA's SPMD partitioner adds
// (docs/memory-model.md, "What the partitioner adds"): a clone reads its
// inputs through a barrier, so a dot recomputed from an FSDP weight
// gathers the weight again, and remat counts that buffer in its peak and
// its bytes over the links in its cost.
//
// Per device: x 8 KiB, w 64 KiB (gathered whole: 256 KiB, 192 KiB moved
// over the links), h 512 B, k and e 8 KiB, b 2 MiB. The gather serves
// both dots (one buffer, from %h to %k); the peak is at %s. With a budget
// of 512 B less, %h is recomputed after the peak: its clone's dot reads w
// through the barrier, gathered again there (the report's second
// all-gather, at the clone alone).
// Recompute cost: the dot's roofline, 22.2 ns, plus 196608 B at 450 GB/s
// (H100 NVLink): 436.9 ns.
// RUN: hlomem-opt %s --hlomem-remat='fusion=none budget=2179076 stats-json=-' -o %t.mlir | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s < %t.mlir
// RUN: hlomem-opt %t.mlir --hlomem-memory-report='fusion=none format=json out=-' -o /dev/null | FileCheck %s --check-prefix=REPORT
// RUN: %hlomem-diff %s --hlomem-remat='fusion=none budget=2179076' | FileCheck %s --check-prefix=DIFF

// STATS: "peak_before": 2179588,
// STATS: "peak_after": 2179076,
// STATS: "recompute_flops": 262144,
// STATS-NEXT: "recompute_seconds": 4.59067
// The step: its ops' roofline, and each gather's seconds once.
// STATS: "step_seconds": 1.74334

// CHECK-LABEL: func.func @main
// CHECK: %[[H:.+]] = stablehlo.dot_general %arg0, %arg1
// CHECK: %[[P:.+]]:3 = stablehlo.optimization_barrier %arg0, %arg1
// CHECK-NEXT: %[[C:.+]] = stablehlo.dot_general %[[P]]#0, %[[P]]#1
// CHECK-NEXT: stablehlo.tanh %[[C]]

// REPORT: "name": "main", "peak_bytes": 2179076,
// REPORT-SAME: "collectives": [{"kind": "all-gather", "shape": "f32[1024,64]", "bytes": 262144, "extra_bytes": 262144, "moved_bytes": 196608, "op": "stablehlo.dot_general", "operand": 1, "loc": "{{.*}}", "first_point": 0, "last_point": 1, "readers": 2}, {"kind": "all-gather", "shape": "f32[1024,64]", "bytes": 262144, "extra_bytes": 262144, "moved_bytes": 196608, "op": "stablehlo.dot_general", "operand": 1, "loc": "{{.*}}", "first_point": 7, "last_point": 7, "readers": 1}]
// DIFF: hlomem-diff: 2 functions agree, 0 skipped, 0 differ

// An FSDP GPT-2 step (two blocks, over 2 devices): the peak remat says it
// reaches is the memory report's with the partitioner's buffers (remat
// checks its model against the memory model on the rewritten function),
// not the figure of the values alone with their sums left pending
// (partitioner=false).
// RUN: hlomem-gen gpt2 --layers=2 --heads=2 --embd=8 --seq=4 --batch=2 --vocab=16 --shard=fsdp:2 -o %t.gpt2.mlir
// RUN: hlomem-opt %t.gpt2.mlir --hlomem-remat='budget=70% stats' -o %t.gpt2.out.mlir 2>&1 | FileCheck %s --check-prefix=GPT2
// GPT2: remark: hlomem-remat: @main: peak 16052 B -> 10784 B (budget 11236 B, 70.0% of the peak)
// RUN: hlomem-opt %t.gpt2.out.mlir --hlomem-memory-report=top=0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=GPT2-REPORT
// GPT2-REPORT: @main: peak 10.53 KiB (10784 B)
// RUN: hlomem-opt %t.gpt2.out.mlir --hlomem-memory-report='top=0 partitioner=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=GPT2-VALUES
// GPT2-VALUES: @main: peak 12.44 KiB (12736 B)
// Over 8 devices remat recomputes the whole forward in one group, two
// clones of one broadcast of a bias among them: the later reads its
// operands through a barrier of its own (emit.c, pin_duplicates), so the
// bias is gathered for each, as the model counts it; the rewritten
// function's peak is the model's, with no remark that they differ.
// RUN: hlomem-gen gpt2 --layers=1 --heads=2 --embd=16 --seq=8 --batch=8 --vocab=32 --shard=fsdp:8 -o %t.gpt2x8.mlir
// RUN: hlomem-opt %t.gpt2x8.mlir --hlomem-remat='budget=50% stats' -o %t.gpt2x8.out.mlir 2>&1 | FileCheck %s --check-prefix=GPT2X8
// GPT2X8-NOT: come to a peak
// GPT2X8: remark: hlomem-remat: @main: peak 27868 B -> 18648 B
// RUN: hlomem-opt %t.gpt2x8.out.mlir --hlomem-memory-report=top=0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=GPT2X8-REPORT
// GPT2X8-REPORT: @main: peak 18.21 KiB (18648 B)
// With hlomem-regather first (hlomem-default), the clones share the
// gathers of the copies it makes; XLA's CSE and scheduler keep the result.
// RUN: %hlomem-xla-check %t.gpt2.mlir --hlomem-default='budget=50%%' | FileCheck %s --check-prefix=GPT2-XLA
// GPT2-XLA: hlomem-xla-check: @main: peak 9704 B as written, 9704 B after CSE and XLA's schedule (+0.00%): kept
// @copy: the same, but the backward reads w through a one-operand barrier
// (hlomem-regather's copy), and gathers the copy for %d. The clone reads
// the copy itself, not through its group's barrier, so it shares that
// gather (2 readers) and its cost is the dot's alone, 22.2 ns; the
// copy's barrier, which reads an argument only, moves before the clone.
// RUN: hlomem-opt %s --hlomem-remat='function=copy fusion=none budget=2179076 stats-json=-' -o %t.copy.mlir | FileCheck %s --check-prefix=COPY-STATS
// RUN: FileCheck %s --check-prefix=COPY < %t.copy.mlir
// RUN: hlomem-opt %t.copy.mlir --hlomem-memory-report='fusion=none format=json out=-' -o /dev/null | FileCheck %s --check-prefix=COPY-REPORT
// RUN: %hlomem-diff %s --hlomem-remat='function=copy fusion=none budget=2179076' | FileCheck %s --check-prefix=COPY-DIFF
// RUN: %hlomem-xla-check %s --hlomem-remat='function=copy fusion=none budget=2179076' | FileCheck %s --check-prefix=COPY-XLA
// COPY-STATS: "peak_after": 2179076,
// COPY-STATS: "recompute_seconds": 2.2161
// COPY-LABEL: func.func @copy
// COPY: %[[W:.+]] = stablehlo.optimization_barrier %arg1 : tensor<1024x64xf32>
// COPY-NEXT: %[[P:.+]]:2 = stablehlo.optimization_barrier %arg0
// COPY-NEXT: %[[C:.+]] = stablehlo.dot_general %[[P]]#0, %[[W]]
// COPY-NEXT: %[[T:.+]] = stablehlo.tanh %[[C]]
// COPY-NEXT: stablehlo.dot_general %[[T]], %[[W]]
// COPY-REPORT: "name": "copy", "peak_bytes": 2179076,
// COPY-REPORT-SAME: "collectives": [{"kind": "all-gather", {{.*}} "readers": 2}, {"kind": "all-gather", {{.*}} "first_point": 8, "last_point": 10, "readers": 2}]
// COPY-DIFF: hlomem-diff: 2 functions agree, 0 skipped, 0 differ
// COPY-XLA: 2 functions keep their peak under XLA's CSE and scheduler, 0 rises
module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%x: tensor<8x1024xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %w: tensor<1024x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<8x1024xf32>, tensor<8x64xf32>) {
    %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x1024xf32>, tensor<1024x64xf32>) -> tensor<8x64xf32>
    %k = stablehlo.dot_general %h, %w, contracting_dims = [1] x [1] : (tensor<8x64xf32>, tensor<1024x64xf32>) -> tensor<8x1024xf32>
    %e = stablehlo.exponential %k : tensor<8x1024xf32>
    %b = stablehlo.broadcast_in_dim %e, dims = [1, 2] : (tensor<8x1024xf32>) -> tensor<256x8x1024xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%b init: %z) applies stablehlo.add across dimensions = [0] : (tensor<256x8x1024xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %o = stablehlo.tanh %h : tensor<8x64xf32>
    return %s, %o : tensor<8x1024xf32>, tensor<8x64xf32>
  }
  func.func @copy(%x: tensor<8x1024xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %w: tensor<1024x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<8x1024xf32>, tensor<8x1024xf32>) {
    %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x1024xf32>, tensor<1024x64xf32>) -> tensor<8x64xf32>
    %k = stablehlo.dot_general %h, %w, contracting_dims = [1] x [1] : (tensor<8x64xf32>, tensor<1024x64xf32>) -> tensor<8x1024xf32>
    %e = stablehlo.exponential %k : tensor<8x1024xf32>
    %b = stablehlo.broadcast_in_dim %e, dims = [1, 2] : (tensor<8x1024xf32>) -> tensor<256x8x1024xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%b init: %z) applies stablehlo.add across dimensions = [0] : (tensor<256x8x1024xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %o = stablehlo.tanh %h : tensor<8x64xf32>
    %wc = stablehlo.optimization_barrier %w : tensor<1024x64xf32>
    %d = stablehlo.dot_general %o, %wc, contracting_dims = [1] x [1] : (tensor<8x64xf32>, tensor<1024x64xf32>) -> tensor<8x1024xf32>
    return %s, %d : tensor<8x1024xf32>, tensor<8x1024xf32>
  }
}
