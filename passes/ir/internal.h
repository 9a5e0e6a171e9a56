/* What the files of the ir layer share beyond include/hlomem/ir.h. */
#ifndef HLOMEM_IR_INTERNAL_H
#define HLOMEM_IR_INTERNAL_H

#include <mlir-c/IR.h>
#include <stdint.h>

/* Changes whenever a context is destroyed (hlo_context_destroy): a memo
 * keyed by the address of a uniqued type or op name holds only while it
 * stays the same. */
extern uint64_t hlo_context_generation_counter;
static inline uint64_t hlo_context_generation(void) {
  return __atomic_load_n(&hlo_context_generation_counter, __ATOMIC_ACQUIRE);
}

/* Parses `text` again with every func.call hidden from MLIR's verifier
 * (opaque_calls.c), for a text whose parse failed only because MLIR could
 * not resolve calls in opaque regions; the calls are rebuilt and checked.
 * Null, with diagnostics through MLIR's engine if any, when the text has
 * no call, is bytecode, or does not parse or check. */
MlirOperation hlo_parse_hiding_calls(MlirContext ctx, MlirStringRef text, const char *filename);

#endif
