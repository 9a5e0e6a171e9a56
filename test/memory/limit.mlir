// limit=BYTES compares each peak with a device memory limit: a warning
// when it is exceeded, and the verdict in the text and the JSON.
// RUN: hlomem-opt %s --hlomem-memory-report='limit=2KiB top=0 sharing=none fusion=none' -o /dev/null --verify-diagnostics
// RUN: hlomem-opt %s --hlomem-memory-report='limit=2KiB top=0 sharing=none fusion=none' -o /dev/null 2>&1 | FileCheck %s
// RUN: hlomem-opt %s --hlomem-memory-report='limit=2KiB format=json out=- sharing=none fusion=none' -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: not hlomem-opt %s --hlomem-memory-report='limit=abc fusion=none' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: @small: peak 1.00 KiB
// CHECK-NEXT: under the 2.00 KiB limit by 1.00 KiB
// CHECK: @large: peak 3.00 KiB
// CHECK-NEXT: over the 2.00 KiB limit by 1.00 KiB
// JSON: "name": "small", "peak_bytes": 1024, {{.*}}"limit_bytes": 2048, "fits_limit": true
// JSON: "name": "large", "peak_bytes": 3072, {{.*}}"limit_bytes": 2048, "fits_limit": false
// BAD: invalid value 'abc' for option 'limit' of pass 'hlomem-memory-report': expected a byte count such as 4096, 64KiB or 1.5GB

func.func @small(%a: tensor<128xf32>) -> tensor<128xf32> {
  %0 = "stablehlo.negate"(%a) : (tensor<128xf32>) -> tensor<128xf32>
  return %0 : tensor<128xf32>
}

// expected-warning@+1 {{peak of @large (3.00 KiB) exceeds the limit of 2.00 KiB}}
func.func @large(%a: tensor<256xf32>) -> tensor<256xf32> {
  %0 = "stablehlo.negate"(%a) : (tensor<256xf32>) -> tensor<256xf32>
  %1 = "stablehlo.exponential"(%0) : (tensor<256xf32>) -> tensor<256xf32>
  return %1 : tensor<256xf32>
}
