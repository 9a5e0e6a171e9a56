// The JSON form of the report carries the same numbers as the text one.
// RUN: hlomem-opt %S/regions.mlir --hlomem-memory-report='format=json top=2 out=- inline=false fusion=none' -o /dev/null | FileCheck %s
// RUN: hlomem-opt %S/regions.mlir --hlomem-memory-report='format=json out=%t.json inline=false fusion=none' -o /dev/null
// RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(len(d['functions']), d['functions'][0]['peak_bytes'])" %t.json | FileCheck %s --check-prefix=PARSED
// PARSED: 4 24588
// The buffer sharing the numbers follow is a field of the report.
// RUN: hlomem-opt %S/sharing.mlir --hlomem-memory-report='format=json top=0 out=- sharing=none function=barrier fusion=none' -o /dev/null | FileCheck %s --check-prefix=NONE
// NONE: "sharing": "none",
// NONE: {"name": "barrier", "peak_bytes": 16384,

// CHECK: "module": "{{.*}}regions.mlir",
// CHECK-NEXT: "device": {"name": "h100", "matmul_flops_per_second": 9.89e+14, "vector_flops_per_second": 6.7e+13, "bytes_per_second": 3.35e+12},
// CHECK-NEXT: "sharing": "xla",
// CHECK-NEXT: "fusion": "none",
// CHECK-NEXT: "calls_inlined": 0,
// CHECK: {"name": "loop", "peak_bytes": 24588, "peak_is_lower_bound": false, "unknown_values": 0, "num_points": 3, "peak_point": 1, "peak_op": {"name": "stablehlo.while", "loc": "{{.*}}regions.mlir:11:10"}, "live_bytes_at_peak": 8200, "transient_bytes_at_peak": 16388, "peak_inside": {"path": "stablehlo.while", "op": "stablehlo.constant", "loc": "{{.*}}regions.mlir:21:13"}
// CHECK-SAME: "num_arguments": 1, "argument_bytes": 4096, "num_results": 1, "result_bytes": 4096, "local_peak_bytes": 16396
// CHECK-SAME: "top_buffers": [{"what": "argument #0", "loc": "", "type": "tensor<1024xf32>", "bytes": 4096, "unknown": false}, {"what": "stablehlo.while#1", "loc": "{{.*}}regions.mlir:11:10", "type": "tensor<1024xf32>", "bytes": 4096, "unknown": false}]
// CHECK-SAME: "cost": {"flops":
// CHECK: {"name": "caller", "peak_bytes": 24580,
// CHECK-SAME: "peak_inside": {"path": "@widen", "op": "stablehlo.constant"
// CHECK: {"name": "outer", "peak_bytes": 24580,
// CHECK-SAME: "peak_inside": {"path": "@caller > @widen"
