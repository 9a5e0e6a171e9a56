/*
 * Loop analysis for stablehlo.while: the counted-loop shape that scans
 * lower to. A carried slot is the induction variable when it starts at a
 * constant, the body steps it by a constant (add or subtract), and the
 * condition compares it with a constant (either operand order). The step
 * and the limit may also be slots the body carries unchanged from a
 * constant, and the counter and the condition one-element tensors read
 * through reshape or slice (torch_xla's while_loop).
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
  int64_t limit;      /* what it is compared with: a constant, or carried unchanged from one */
  HloCompare cmp;     /* iv CMP limit, normalised to the iv on the left */
  int64_t trips;      /* iterations run */
} HloLoopInfo;

/* Finds the induction variable and trip count of a while; false unless the
 * trip count is proven: the closed form of hlo_while_loop_shape, and every
 * value the counter takes until the condition fails, and the limit, fit in
 * the counter's integer type, none negative when the comparison or the
 * type is unsigned (where the order would differ from the signed one the
 * closed form assumes). */
bool hlo_while_loop_info(MlirOperation op, HloLoopInfo *out);

/* The counted-loop shape alone: counter, start, step, limit and the trip
 * count in closed form, without the proof that the counter's type does
 * not change it. For messages that tell the two failures apart. */
bool hlo_while_loop_shape(MlirOperation op, HloLoopInfo *out);

/* The terminator operand `slot` of the body (the value carried into the
 * next iteration); null if the body is malformed. */
MlirValue hlo_while_next(MlirOperation op, intptr_t slot);

/* ---- induction facts: which rows a loop touches ---- */

/* A scalar integer of a counted loop as a function of the iteration number
 * k = 0, 1, ..., trips-1: exactly base + stride * k, with no step wrapping
 * around in the value's type. */
typedef struct HloLoopIndex {
  int64_t base;
  int64_t stride;
} HloLoopIndex;

/* A carried slot stepped like an induction variable: a constant initial
 * value and a next value that is the slot plus or minus a loop-invariant
 * integer, or the slot itself (step 0). */
bool hlo_while_slot_step(MlirOperation op, intptr_t slot, int64_t *start, int64_t *step);

/* Expresses `value`, computed in the body of the loop `op` described by
 * `info`, as an HloLoopIndex. Understood: the loop's stepped slots, integer
 * constants, add, subtract, negate, multiply and exact divide by a
 * constant, convert, reshape and broadcast_in_dim of one element, and
 * compare, select, clamp, maximum, minimum and remainder whose outcome the
 * values' range over the loop decides (as in JAX's normalisation of
 * negative indices). false if `value` is none of these; `why` (may be
 * NULL) then names what stopped the analysis. */
bool hlo_loop_index(MlirOperation op, const HloLoopInfo *info, MlirValue value, HloLoopIndex *out,
                    const char **why);

/* The value of `value` at iteration k (0 <= k < trips) of the loop: the
 * same evaluation as hlo_loop_index with every counter at its k-th value,
 * so that expressions that are not affine in k (a remainder that wraps,
 * a division that truncates, a select that changes) fold to a number.
 * Loops of a few thousand iterations can be checked this way one
 * iteration at a time, as XLA's loop analysis does by brute force. */
bool hlo_loop_index_at(MlirOperation op, const HloLoopInfo *info, MlirValue value, int64_t k,
                       int64_t *out, const char **why);

/* "k", "7 - k", "2 + 3k", "5": an index for messages, into `buf`. */
const char *hlo_loop_index_format(const HloLoopIndex *index, char buf[64]);

/* ---- rewriting loops ---- */

/* The stablehlo.while ops inside `root`, innermost first (post-order), in
 * a malloc'd array of *count ops that the caller frees. */
MlirOperation *hlo_while_loops(MlirOperation root, size_t *count);

/* True if `op` is a stablehlo.while the rewriting functions can handle:
 * two regions of one block each, one block argument per operand with its
 * type in both, results of the operand types, a condition returning one
 * value and a body returning one value per slot of the slot's type, and
 * ops of both blocks using only values defined before them. Otherwise
 * `why` (may be NULL) says what is wrong. */
bool hlo_while_is_well_formed(MlirOperation op, const char **why);

/* Why a carried slot has to stay in its loop. */
typedef enum HloSlotNeed {
  HLO_SLOT_FREE,   /* nothing the loop keeps needs it */
  HLO_SLOT_COND,   /* the condition reads it */
  HLO_SLOT_BODY,   /* kept slots' next values or ops with effects need it */
} HloSlotNeed;

/* Narrows `drop` (one flag per slot, the candidates) to the slots that can
 * leave the well-formed loop `op` together: a slot stays when the
 * condition reads it, or when the body needs it to compute the next value
 * of a slot that stays or for an op with effects. Uses of the loop's
 * results are not looked at. `need` (may be NULL) receives the reason for
 * each slot. Returns the number of slots left in `drop`. */
intptr_t hlo_while_droppable_slots(MlirOperation op, bool *drop, HloSlotNeed *need);

/* Rebuilds the loop `op` without the slots flagged in `drop`: a new
 * stablehlo.while with the remaining operands and results, the regions
 * moved over with the dropped block arguments erased and the body's return
 * rebuilt, and body and condition ops that nothing kept needs erased. Uses
 * of a dropped result are replaced by `replacements[slot]` (NULL, or a null
 * value, when the result must be unused); the initial values of dropped
 * slots are erased, with their producers, when nothing else uses them.
 * Returns the new loop, or a null op, leaving the IR unchanged, when the
 * loop is not well formed, a flagged slot cannot be dropped or a
 * replacement does not fit. */
MlirOperation hlo_while_remove_slots(MlirOperation op, const bool *drop,
                                     const MlirValue *replacements);

/* Slot numbers of the loops a pass run rebuilt, as the input had them, so
 * that remarks name slots the way the user's program does. */
typedef struct HloSlotNumbers {
  HloArena arena;
  HloPtrMap loops; /* rebuilt loop -> index into `tables` */
  intptr_t **tables;
  size_t len, cap;
} HloSlotNumbers;

/* Records that `rebuilt` is `old` without the slots flagged in `drop`. */
void hlo_slot_numbers_record(HloSlotNumbers *s, MlirOperation old, MlirOperation rebuilt,
                             const bool *drop, intptr_t n);
/* The input's number for slot `slot` of `loop`. */
intptr_t hlo_slot_number(const HloSlotNumbers *s, MlirOperation loop, intptr_t slot);
/* True if this run rebuilt `loop`. */
bool hlo_slot_numbers_rebuilt(const HloSlotNumbers *s, MlirOperation loop);
void hlo_slot_numbers_free(HloSlotNumbers *s);

#endif
