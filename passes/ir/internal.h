/* What the files of the ir layer share beyond include/hlomem/ir.h. */
#ifndef HLOMEM_IR_INTERNAL_H
#define HLOMEM_IR_INTERNAL_H

#include <mlir-c/IR.h>

/* Parses `text` again with every func.call hidden from MLIR's verifier
 * (opaque_calls.c), for a text whose parse failed only because MLIR could
 * not resolve calls in opaque regions; the calls are rebuilt and checked.
 * Null, with diagnostics through MLIR's engine if any, when the text has
 * no call, is bytecode, or does not parse or check. */
MlirOperation hlo_parse_hiding_calls(MlirContext ctx, MlirStringRef text, const char *filename);

#endif
