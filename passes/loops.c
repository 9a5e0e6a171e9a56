/*
 * Counted-loop recognition for stablehlo.while (see loops.h). The trip
 * count follows from start, step, limit and the comparison in closed form;
 * loops that would not terminate or wrap around are rejected.
 */
#include "hlomem/loops.h"

#include <string.h>

MlirValue hlo_while_next(MlirOperation op, intptr_t slot) {
  if (mlirOperationGetNumRegions(op) != 2)
    return (MlirValue){NULL};
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 1));
  if (mlirBlockIsNull(body))
    return (MlirValue){NULL};
  MlirOperation term = hlo_block_terminator(body);
  if (mlirOperationIsNull(term) || slot >= mlirOperationGetNumOperands(term))
    return (MlirValue){NULL};
  return mlirOperationGetOperand(term, slot);
}

static bool is_block_arg(MlirValue v, MlirBlock block, intptr_t *slot) {
  if (!mlirValueIsABlockArgument(v) || mlirBlockArgumentGetOwner(v).ptr != block.ptr)
    return false;
  *slot = mlirBlockArgumentGetArgNumber(v);
  return true;
}

/* next = arg[slot] + c, c + arg[slot] or arg[slot] - c: the step. */
static bool step_of(MlirValue next, MlirBlock body, intptr_t slot, int64_t *step) {
  if (!mlirValueIsAOpResult(next))
    return false;
  MlirOperation op = mlirOpResultGetOwner(next);
  HloOpId id = hlo_op_id(op);
  if ((id != HLO_OP_ADD && id != HLO_OP_SUBTRACT) || mlirOperationGetNumOperands(op) != 2)
    return false;
  MlirValue x = mlirOperationGetOperand(op, 0), y = mlirOperationGetOperand(op, 1);
  intptr_t s;
  int64_t c;
  if (is_block_arg(x, body, &s) && s == slot && hlo_value_constant_i64(y, &c)) {
    *step = id == HLO_OP_ADD ? c : -c;
    return true;
  }
  if (id == HLO_OP_ADD && is_block_arg(y, body, &s) && s == slot && hlo_value_constant_i64(x, &c)) {
    *step = c;
    return true;
  }
  return false;
}

static HloCompare swap_compare(HloCompare c) {
  switch (c) {
  case HLO_CMP_LT: return HLO_CMP_GT;
  case HLO_CMP_LE: return HLO_CMP_GE;
  case HLO_CMP_GT: return HLO_CMP_LT;
  case HLO_CMP_GE: return HLO_CMP_LE;
  default: return c;
  }
}

/* Iterations of `for (i = start; i CMP limit; i += step)`, or -1 if the
 * loop does not terminate without wrapping. */
static int64_t trip_count(int64_t start, int64_t step, int64_t limit, HloCompare cmp) {
  if (step == 0)
    return -1;
  switch (cmp) {
  case HLO_CMP_LT:
  case HLO_CMP_LE: {
    int64_t end = cmp == HLO_CMP_LT ? limit : limit + 1; /* first value that stops */
    if (start >= end)
      return 0;
    if (step < 0)
      return -1;
    return (end - start + step - 1) / step;
  }
  case HLO_CMP_GT:
  case HLO_CMP_GE: {
    int64_t end = cmp == HLO_CMP_GT ? limit : limit - 1;
    if (start <= end)
      return 0;
    if (step > 0)
      return -1;
    return (start - end + (-step) - 1) / (-step);
  }
  case HLO_CMP_NE: {
    int64_t dist = limit - start;
    if (dist == 0)
      return 0;
    if ((dist > 0) != (step > 0) || dist % step != 0)
      return -1;
    return dist / step;
  }
  default:
    return -1;
  }
}

bool hlo_while_loop_info(MlirOperation op, HloLoopInfo *out) {
  memset(out, 0, sizeof *out);
  if (hlo_op_id(op) != HLO_OP_WHILE || mlirOperationGetNumRegions(op) != 2)
    return false;
  MlirBlock cond = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 1));
  if (mlirBlockIsNull(cond) || mlirBlockIsNull(body))
    return false;
  MlirOperation term = hlo_block_terminator(cond);
  if (mlirOperationIsNull(term) || mlirOperationGetNumOperands(term) != 1)
    return false;
  MlirValue pred = mlirOperationGetOperand(term, 0);
  if (!mlirValueIsAOpResult(pred))
    return false;
  MlirOperation cmp = mlirOpResultGetOwner(pred);
  if (hlo_op_id(cmp) != HLO_OP_COMPARE || mlirOperationGetNumOperands(cmp) != 2)
    return false;
  HloCompare dir = hlo_compare_direction(cmp);
  MlirValue x = mlirOperationGetOperand(cmp, 0), y = mlirOperationGetOperand(cmp, 1);
  intptr_t slot;
  int64_t limit;
  if (is_block_arg(x, cond, &slot) && hlo_value_constant_i64(y, &limit)) {
    /* iv CMP limit */
  } else if (is_block_arg(y, cond, &slot) && hlo_value_constant_i64(x, &limit)) {
    dir = swap_compare(dir);
  } else {
    return false;
  }
  int64_t start, step;
  if (slot >= mlirOperationGetNumOperands(op) ||
      !hlo_value_constant_i64(mlirOperationGetOperand(op, slot), &start) ||
      !step_of(hlo_while_next(op, slot), body, slot, &step))
    return false;
  int64_t trips = trip_count(start, step, limit, dir);
  if (trips < 0)
    return false;
  *out = (HloLoopInfo){slot, start, step, limit, dir, trips};
  return true;
}
