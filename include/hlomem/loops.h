/*
 * Loop analysis for stablehlo.while: the counted-loop shape that scans
 * lower to. A carried slot is the induction variable when it starts at a
 * constant, the body steps it by a constant (add or subtract), and the
 * condition compares it with a constant (either operand order).
 */
#ifndef HLOMEM_LOOPS_H
#define HLOMEM_LOOPS_H

#include <stdbool.h>
#include <stdint.h>

#include <mlir-c/IR.h>

#include "hlomem/ir.h"

typedef struct HloLoopInfo {
  intptr_t iv;        /* carried slot of the induction variable */
  int64_t start;      /* its initial value */
  int64_t step;       /* added each iteration (may be negative) */
  int64_t limit;      /* the constant it is compared with */
  HloCompare cmp;     /* iv CMP limit, normalised to the iv on the left */
  int64_t trips;      /* iterations run */
} HloLoopInfo;

/* Finds the induction variable and trip count of a while; false unless the
 * trip count is provably finite and known. */
bool hlo_while_loop_info(MlirOperation op, HloLoopInfo *out);

/* The terminator operand `slot` of the body (the value carried into the
 * next iteration); null if the body is malformed. */
MlirValue hlo_while_next(MlirOperation op, intptr_t slot);

#endif
