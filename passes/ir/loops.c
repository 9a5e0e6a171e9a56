/*
 * Counted-loop recognition for stablehlo.while (see loops.h). The trip
 * count follows from start, step, limit and the comparison in closed form;
 * loops that would not terminate or wrap around are rejected.
 *
 * Start, step and limit are integers the loop never changes: constants,
 * or carried slots the body passes on unchanged from a constant initial
 * value (JAX's fori_loop with traced bounds and torch_xla's while_loop
 * carry the limit so). torch_xla's counters are one-element tensors of
 * shape [1], read through reshape or slice; such views of one element
 * are the element.
 */
#include "hlomem/loops.h"

#include <stdio.h>
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

/* The value `v` views when it is a reshape, slice or broadcast of a
 * one-element tensor to one element: the same integer. */
static MlirValue one_element_source(MlirValue v) {
  for (int depth = 0; depth < 8 && mlirValueIsAOpResult(v); depth++) {
    MlirOperation op = mlirOpResultGetOwner(v);
    HloOpId id = hlo_op_id(op);
    if ((id != HLO_OP_RESHAPE && id != HLO_OP_SLICE && id != HLO_OP_BROADCAST_IN_DIM) ||
        mlirOperationGetNumOperands(op) != 1)
      break;
    MlirValue src = mlirOperationGetOperand(op, 0);
    if (hlo_type_elements(mlirValueGetType(src)) != 1 ||
        hlo_type_elements(mlirValueGetType(v)) != 1)
      break;
    v = src;
  }
  return v;
}

/* The integer `v`, a value of the loop's condition or body (`block`),
 * holds at every iteration: a constant, or a slot carried unchanged from
 * a constant initial value. */
static bool invariant_i64(MlirOperation loop, MlirBlock block, MlirValue v, int64_t *out) {
  v = one_element_source(v);
  if (hlo_value_constant_i64(v, out))
    return true;
  intptr_t slot, next_slot;
  if (!is_block_arg(v, block, &slot) || slot >= mlirOperationGetNumOperands(loop))
    return false;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 1));
  MlirValue next = hlo_while_next(loop, slot);
  return !mlirValueIsNull(next) && is_block_arg(next, body, &next_slot) && next_slot == slot &&
         hlo_value_constant_i64(one_element_source(mlirOperationGetOperand(loop, slot)), out);
}

/* next = arg[slot] + c, c + arg[slot] or arg[slot] - c: the step. */
static bool step_of(MlirOperation loop, MlirValue next, MlirBlock body, intptr_t slot,
                    int64_t *step) {
  if (mlirValueIsNull(next) || !mlirValueIsAOpResult(next))
    return false;
  MlirOperation op = mlirOpResultGetOwner(next);
  HloOpId id = hlo_op_id(op);
  if ((id != HLO_OP_ADD && id != HLO_OP_SUBTRACT) || mlirOperationGetNumOperands(op) != 2)
    return false;
  MlirValue x = mlirOperationGetOperand(op, 0), y = mlirOperationGetOperand(op, 1);
  intptr_t s;
  int64_t c;
  if (is_block_arg(x, body, &s) && s == slot && invariant_i64(loop, body, y, &c)) {
    if (id == HLO_OP_SUBTRACT && c == INT64_MIN)
      return false;
    *step = id == HLO_OP_ADD ? c : -c;
    return true;
  }
  if (id == HLO_OP_ADD && is_block_arg(y, body, &s) && s == slot &&
      invariant_i64(loop, body, x, &c)) {
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

/* ceil(span / step) for span > 0, step > 0. */
static int64_t ceil_div(int64_t span, int64_t step) {
  return span / step + (span % step != 0);
}

/* Iterations of `for (i = start; i CMP limit; i += step)`, or -1 if the
 * loop does not terminate without wrapping (or its distances do not fit
 * 64 bits). */
static int64_t trip_count(int64_t start, int64_t step, int64_t limit, HloCompare cmp) {
  int64_t end, span;
  if (step == 0 || step == INT64_MIN)
    return -1;
  switch (cmp) {
  case HLO_CMP_LT:
  case HLO_CMP_LE:
    /* end: the first value that stops; i <= INT64_MAX never stops */
    if (cmp == HLO_CMP_LT)
      end = limit;
    else if (__builtin_add_overflow(limit, 1, &end))
      return -1;
    if (start >= end)
      return 0;
    if (step < 0 || __builtin_sub_overflow(end, start, &span))
      return -1;
    return ceil_div(span, step);
  case HLO_CMP_GT:
  case HLO_CMP_GE:
    if (cmp == HLO_CMP_GT)
      end = limit;
    else if (__builtin_sub_overflow(limit, 1, &end))
      return -1;
    if (start <= end)
      return 0;
    if (step > 0 || __builtin_sub_overflow(start, end, &span))
      return -1;
    return ceil_div(span, -step);
  case HLO_CMP_NE:
    if (__builtin_sub_overflow(limit, start, &span) || span == INT64_MIN)
      return -1;
    if (span == 0)
      return 0;
    if ((span > 0) != (step > 0) || span % step != 0)
      return -1;
    return span / step;
  default:
    return -1;
  }
}

/* The compare that decides the condition (through one-element views), or
 * null. */
static MlirOperation counter_compare(MlirOperation op) {
  MlirBlock cond = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  MlirOperation term = mlirBlockIsNull(cond) ? (MlirOperation){NULL} : hlo_block_terminator(cond);
  if (mlirOperationIsNull(term) || mlirOperationGetNumOperands(term) != 1)
    return (MlirOperation){NULL};
  MlirValue pred = one_element_source(mlirOperationGetOperand(term, 0));
  if (!mlirValueIsAOpResult(pred))
    return (MlirOperation){NULL};
  MlirOperation cmp = mlirOpResultGetOwner(pred);
  if (hlo_op_id(cmp) != HLO_OP_COMPARE || mlirOperationGetNumOperands(cmp) != 2)
    return (MlirOperation){NULL};
  return cmp;
}

bool hlo_while_loop_shape(MlirOperation op, HloLoopInfo *out) {
  memset(out, 0, sizeof *out);
  if (hlo_op_id(op) != HLO_OP_WHILE || mlirOperationGetNumRegions(op) != 2)
    return false;
  MlirBlock cond = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 1));
  if (mlirBlockIsNull(cond) || mlirBlockIsNull(body))
    return false;
  MlirOperation cmp = counter_compare(op);
  if (mlirOperationIsNull(cmp))
    return false;
  HloCompare dir = hlo_compare_direction(cmp);
  MlirValue x = one_element_source(mlirOperationGetOperand(cmp, 0));
  MlirValue y = one_element_source(mlirOperationGetOperand(cmp, 1));
  intptr_t slot;
  int64_t limit;
  if (is_block_arg(x, cond, &slot) && invariant_i64(op, cond, y, &limit)) {
    /* iv CMP limit */
  } else if (is_block_arg(y, cond, &slot) && invariant_i64(op, cond, x, &limit)) {
    dir = swap_compare(dir);
  } else {
    return false;
  }
  int64_t start, step;
  if (slot >= mlirOperationGetNumOperands(op) ||
      !hlo_value_constant_i64(one_element_source(mlirOperationGetOperand(op, slot)), &start) ||
      !step_of(op, hlo_while_next(op, slot), body, slot, &step))
    return false;
  int64_t trips = trip_count(start, step, limit, dir);
  if (trips < 0)
    return false;
  *out = (HloLoopInfo){slot, start, step, limit, dir, trips};
  return true;
}

/* ---- induction facts ----
 *
 * An index inside a counted loop is evaluated abstractly as base + stride*k
 * over the iterations k = 0..trips-1. Every intermediate value's range over
 * the loop is known from its two end points, which is what decides the
 * comparisons and selects that producers put around indices, and what
 * proves that no step wraps around in the value's integer type. The same
 * evaluation at one fixed iteration (every counter a number, stride 0)
 * folds any mix of these ops to the index's value there.
 */

bool hlo_while_slot_step(MlirOperation op, intptr_t slot, int64_t *start, int64_t *step) {
  if (hlo_op_id(op) != HLO_OP_WHILE || mlirOperationGetNumRegions(op) != 2 || slot < 0 ||
      slot >= mlirOperationGetNumOperands(op))
    return false;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 1));
  MlirValue next = hlo_while_next(op, slot);
  intptr_t next_slot;
  if (mlirBlockIsNull(body) || mlirValueIsNull(next) ||
      !hlo_value_constant_i64(one_element_source(mlirOperationGetOperand(op, slot)), start))
    return false;
  if (is_block_arg(next, body, &next_slot) && next_slot == slot) {
    *step = 0;
    return true;
  }
  return step_of(op, next, body, slot, step);
}

static bool int_scalar_range(MlirValue v, int64_t *lo, int64_t *hi);

bool hlo_while_loop_info(MlirOperation op, HloLoopInfo *out) {
  if (!hlo_while_loop_shape(op, out))
    return false;
  int64_t lo, hi, last, span;
  MlirValue counter = mlirOperationGetOperand(op, out->iv);
  if (!int_scalar_range(counter, &lo, &hi))
    return false;
  MlirStringRef kind;
  MlirOperation cmp = counter_compare(op);
  bool is_unsigned = (hlo_enum_attr(hlo_attr(cmp, "compare_type"), "comparison_type", &kind) &&
                      kind.length == 8 && !memcmp(kind.data, "UNSIGNED", 8));
  if (is_unsigned && lo < 0)
    lo = 0; /* a signed counter compared as unsigned: only nonnegative values agree */
  /* The counter takes start + step*k for k = 0..trips (the last one stops the loop). */
  if (__builtin_mul_overflow(out->step, out->trips, &span) ||
      __builtin_add_overflow(out->start, span, &last))
    return false;
  return out->start >= lo && out->start <= hi && last >= lo && last <= hi && out->limit >= lo &&
         out->limit <= hi;
}

typedef struct IndexEval {
  MlirOperation loop;
  MlirBlock body;
  const HloLoopInfo *info;
  int64_t at;       /* one iteration to evaluate at, or -1 for all of them */
  int budget;       /* values left to look at: index expressions are small */
  const char *why;
} IndexEval;

static bool fail(IndexEval *e, const char *why) {
  if (!e->why)
    e->why = why;
  return false;
}

/* The values of `x` at the first and the last iteration. */
static bool index_range(const IndexEval *e, HloLoopIndex x, int64_t *lo, int64_t *hi) {
  int64_t last = e->info->trips > 0 ? e->info->trips - 1 : 0, span, end;
  if (__builtin_mul_overflow(x.stride, last, &span) || __builtin_add_overflow(x.base, span, &end))
    return false;
  *lo = x.stride < 0 ? end : x.base;
  *hi = x.stride < 0 ? x.base : end;
  return true;
}

/* The integer scalar type of `v` (a one-element integer tensor): its range. */
static bool int_scalar_range(MlirValue v, int64_t *lo, int64_t *hi) {
  MlirType t = mlirValueGetType(v);
  if (mlirTypeIsATensor(t)) {
    if (hlo_type_elements(t) != 1)
      return false;
    t = mlirShapedTypeGetElementType(t);
  }
  if (!mlirTypeIsAInteger(t))
    return false;
  unsigned w = mlirIntegerTypeGetWidth(t);
  if (w < 2)
    return false;
  if (mlirIntegerTypeIsUnsigned(t)) {
    *lo = 0;
    *hi = w >= 64 ? INT64_MAX : (int64_t)((UINT64_C(1) << w) - 1);
  } else {
    *lo = w >= 64 ? INT64_MIN : -(INT64_C(1) << (w - 1));
    *hi = w >= 64 ? INT64_MAX : (INT64_C(1) << (w - 1)) - 1;
  }
  return true;
}

static bool eval_index(IndexEval *e, MlirValue v, HloLoopIndex *out);
static int eval_pred(IndexEval *e, MlirValue v);

static bool eval_operand(IndexEval *e, MlirOperation op, intptr_t i, HloLoopIndex *out) {
  return eval_index(e, mlirOperationGetOperand(op, i), out);
}

static bool add_index(IndexEval *e, HloLoopIndex a, HloLoopIndex b, int sign, HloLoopIndex *out) {
  int64_t bb = b.base, bs = b.stride;
  if (sign < 0 && (__builtin_sub_overflow(0, bb, &bb) || __builtin_sub_overflow(0, bs, &bs)))
    return fail(e, "an index overflows 64 bits");
  if (__builtin_add_overflow(a.base, bb, &out->base) ||
      __builtin_add_overflow(a.stride, bs, &out->stride))
    return fail(e, "an index overflows 64 bits");
  return true;
}

/* a <= b at every iteration (1), a > b at every iteration (0), or -1. */
static int always_le(const IndexEval *e, HloLoopIndex a, HloLoopIndex b) {
  int64_t alo, ahi, blo, bhi;
  if (!index_range(e, a, &alo, &ahi) || !index_range(e, b, &blo, &bhi))
    return -1;
  /* Both are affine in k, so their difference is too: its end points decide. */
  HloLoopIndex d;
  if (__builtin_sub_overflow(a.base, b.base, &d.base) ||
      __builtin_sub_overflow(a.stride, b.stride, &d.stride))
    return -1;
  int64_t lo, hi;
  if (!index_range(e, d, &lo, &hi))
    return -1;
  return hi <= 0 ? 1 : lo > 0 ? 0 : -1;
}

static bool eval_op(IndexEval *e, MlirOperation op, HloLoopIndex *out) {
  HloLoopIndex a, b, c;
  intptr_t n = mlirOperationGetNumOperands(op);
  switch (hlo_op_id(op)) {
  case HLO_OP_CONSTANT: {
    int64_t v;
    if (!hlo_value_constant_i64(mlirOperationGetResult(op, 0), &v))
      return fail(e, "a constant that is not one integer");
    *out = (HloLoopIndex){v, 0};
    return true;
  }
  case HLO_OP_ADD:
  case HLO_OP_SUBTRACT:
    if (n != 2 || !eval_operand(e, op, 0, &a) || !eval_operand(e, op, 1, &b))
      return false;
    return add_index(e, a, b, hlo_op_id(op) == HLO_OP_ADD ? 1 : -1, out);
  case HLO_OP_NEGATE:
    if (n != 1 || !eval_operand(e, op, 0, &a))
      return false;
    return add_index(e, (HloLoopIndex){0, 0}, a, -1, out);
  case HLO_OP_MULTIPLY:
    if (n != 2 || !eval_operand(e, op, 0, &a) || !eval_operand(e, op, 1, &b))
      return false;
    if (a.stride != 0) {
      c = a;
      a = b;
      b = c;
    }
    if (a.stride != 0)
      return fail(e, "a product of two values that change with the iteration");
    if (__builtin_mul_overflow(b.base, a.base, &out->base) ||
        __builtin_mul_overflow(b.stride, a.base, &out->stride))
      return fail(e, "an index overflows 64 bits");
    return true;
  case HLO_OP_DIVIDE:
    if (n != 2 || !eval_operand(e, op, 0, &a) || !eval_operand(e, op, 1, &b))
      return false;
    if (b.stride != 0 || b.base == 0)
      return fail(e, "a division by a value that is not a nonzero constant");
    if (b.base == -1) /* INT64_MIN / -1 overflows: negate with a check instead */
      return add_index(e, (HloLoopIndex){0, 0}, a, -1, out);
    if (a.stride == 0) { /* both fixed: truncate, as StableHLO does */
      *out = (HloLoopIndex){a.base / b.base, 0};
      return true;
    }
    if (a.base % b.base != 0 || a.stride % b.base != 0)
      return fail(e, "a division that is not exact at every iteration");
    *out = (HloLoopIndex){a.base / b.base, a.stride / b.base};
    return true;
  case HLO_OP_REMAINDER: {
    if (n != 2 || !eval_operand(e, op, 0, &a) || !eval_operand(e, op, 1, &b))
      return false;
    if (a.stride == 0 && b.stride == 0 && b.base != 0) { /* sign of the dividend, as in C */
      *out = (HloLoopIndex){b.base == -1 ? 0 : a.base % b.base, 0};
      return true;
    }
    int64_t lo, hi;
    if (b.stride != 0 || b.base <= 0 || !index_range(e, a, &lo, &hi) || lo < 0 || hi >= b.base)
      return fail(e, "a remainder that changes its operand");
    *out = a;
    return true;
  }
  case HLO_OP_SLICE:
    if (n != 1 || hlo_type_elements(mlirValueGetType(mlirOperationGetOperand(op, 0))) != 1)
      return fail(e, "a slice of more than one element");
    return eval_operand(e, op, 0, out);
  case HLO_OP_CONVERT:
  case HLO_OP_RESHAPE:
  case HLO_OP_BROADCAST_IN_DIM:
    /* Value-preserving as long as the value fits: checked on the result. */
    if (n != 1)
      return fail(e, "a malformed op");
    return eval_operand(e, op, 0, out);
  case HLO_OP_SELECT: {
    if (n != 3)
      return fail(e, "a malformed op");
    int p = eval_pred(e, mlirOperationGetOperand(op, 0));
    if (p >= 0)
      return eval_operand(e, op, p ? 1 : 2, out);
    if (eval_operand(e, op, 1, &a) && eval_operand(e, op, 2, &b) && a.base == b.base &&
        a.stride == b.stride) {
      *out = a;
      return true;
    }
    return fail(e, "a select whose predicate the range of values over the loop does not decide");
  }
  case HLO_OP_CLAMP: /* clamp(min, operand, max) */
    if (n != 3 || !eval_operand(e, op, 0, &a) || !eval_operand(e, op, 1, &b) ||
        !eval_operand(e, op, 2, &c))
      return false;
    if (always_le(e, a, b) == 1 && always_le(e, b, c) == 1) {
      *out = b;
      return true;
    }
    return fail(e, "a clamp that changes its operand");
  case HLO_OP_MAXIMUM:
  case HLO_OP_MINIMUM: {
    if (n != 2 || !eval_operand(e, op, 0, &a) || !eval_operand(e, op, 1, &b))
      return false;
    int le = always_le(e, a, b);
    if (le < 0)
      return fail(e, "a maximum or minimum that the range of values over the loop does not decide");
    *out = (le == 1) == (hlo_op_id(op) == HLO_OP_MAXIMUM) ? b : a;
    return true;
  }
  default:
    return fail(e, "an op the index analysis does not model");
  }
}

static bool eval_index(IndexEval *e, MlirValue v, HloLoopIndex *out) {
  if (--e->budget < 0)
    return fail(e, "an index expression too large to follow");
  int64_t tlo, thi;
  if (!int_scalar_range(v, &tlo, &thi))
    return fail(e, "a value that is not an integer scalar");
  if (mlirValueIsABlockArgument(v)) {
    intptr_t slot;
    int64_t start, step;
    if (!is_block_arg(v, e->body, &slot))
      return fail(e, "a block argument from outside the loop");
    if (slot == e->info->iv) {
      start = e->info->start;
      step = e->info->step;
    } else if (!hlo_while_slot_step(e->loop, slot, &start, &step)) {
      return fail(e, "a carried value that is not stepped by a constant");
    }
    *out = (HloLoopIndex){start, step};
    if (e->at >= 0 && (__builtin_mul_overflow(step, e->at, &step) ||
                       __builtin_add_overflow(start, step, &out->base)))
      return fail(e, "an index overflows 64 bits");
    if (e->at >= 0)
      out->stride = 0;
  } else if (!eval_op(e, mlirOpResultGetOwner(v), out)) {
    return false;
  }
  int64_t lo, hi;
  if (!index_range(e, *out, &lo, &hi) || lo < tlo || hi > thi)
    return fail(e, "a value that wraps around in its integer type");
  return true;
}

static int eval_compare(IndexEval *e, MlirOperation op) {
  HloLoopIndex a, b;
  if (mlirOperationGetNumOperands(op) != 2 || !eval_operand(e, op, 0, &a) ||
      !eval_operand(e, op, 1, &b))
    return -1;
  MlirStringRef kind;
  int64_t alo, ahi, blo, bhi;
  if (hlo_enum_attr(hlo_attr(op, "compare_type"), "comparison_type", &kind) &&
      kind.length == 8 && !memcmp(kind.data, "UNSIGNED", 8) &&
      (!index_range(e, a, &alo, &ahi) || !index_range(e, b, &blo, &bhi) || alo < 0 || blo < 0))
    return -1; /* unsigned order differs from ours on negative values */
  int le = always_le(e, a, b), ge = always_le(e, b, a);
  switch (hlo_compare_direction(op)) {
  case HLO_CMP_LE: return le;
  case HLO_CMP_GT: return le < 0 ? -1 : !le;
  case HLO_CMP_GE: return ge;
  case HLO_CMP_LT: return ge < 0 ? -1 : !ge;
  case HLO_CMP_EQ:
  case HLO_CMP_NE: {
    int eq = le == 1 && ge == 1 ? 1 : le == 0 || ge == 0 ? 0 : -1;
    return eq < 0 || hlo_compare_direction(op) == HLO_CMP_EQ ? eq : !eq;
  }
  default: return -1;
  }
}

/* A predicate's value at every iteration: 1, 0, or -1 if it changes. */
static int eval_pred(IndexEval *e, MlirValue v) {
  if (--e->budget < 0 || !mlirValueIsAOpResult(v))
    return -1;
  MlirOperation op = mlirOpResultGetOwner(v);
  int64_t c;
  switch (hlo_op_id(op)) {
  case HLO_OP_CONSTANT:
    return hlo_value_constant_i64(v, &c) ? c != 0 : -1;
  case HLO_OP_COMPARE:
    return eval_compare(e, op);
  case HLO_OP_NOT: {
    if (mlirOperationGetNumOperands(op) != 1)
      return -1;
    int p = eval_pred(e, mlirOperationGetOperand(op, 0));
    return p < 0 ? -1 : !p;
  }
  case HLO_OP_AND:
  case HLO_OP_OR: {
    if (mlirOperationGetNumOperands(op) != 2)
      return -1;
    int p = eval_pred(e, mlirOperationGetOperand(op, 0));
    int q = eval_pred(e, mlirOperationGetOperand(op, 1));
    if (hlo_op_id(op) == HLO_OP_AND)
      return p == 0 || q == 0 ? 0 : p == 1 && q == 1 ? 1 : -1;
    return p == 1 || q == 1 ? 1 : p == 0 && q == 0 ? 0 : -1;
  }
  default:
    return -1;
  }
}

static bool evaluate(MlirOperation op, const HloLoopInfo *info, int64_t at, MlirValue value,
                     HloLoopIndex *out, const char **why) {
  IndexEval e = {op, mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 1)), info, at, 256, NULL};
  bool ok = !mlirBlockIsNull(e.body) && eval_index(&e, value, out);
  if (why)
    *why = ok ? NULL : e.why ? e.why : "a malformed loop";
  return ok;
}

bool hlo_loop_index(MlirOperation op, const HloLoopInfo *info, MlirValue value, HloLoopIndex *out,
                    const char **why) {
  return evaluate(op, info, -1, value, out, why);
}

bool hlo_loop_index_at(MlirOperation op, const HloLoopInfo *info, MlirValue value, int64_t k,
                       int64_t *out, const char **why) {
  HloLoopIndex x;
  if (k < 0 || k >= info->trips) {
    if (why)
      *why = "an iteration the loop does not run";
    return false;
  }
  if (!evaluate(op, info, k, value, &x, why))
    return false;
  *out = x.base;
  return true;
}

const char *hlo_loop_index_format(const HloLoopIndex *x, char buf[64]) {
  long long b = x->base, s = x->stride;
  if (s == 0) {
    snprintf(buf, 64, "%lld", b);
    return buf;
  }
  unsigned long long m = s < 0 ? 0ULL - (unsigned long long)s : (unsigned long long)s;
  char coef[24] = "";
  if (m != 1)
    snprintf(coef, sizeof coef, "%llu", m);
  if (b == 0)
    snprintf(buf, 64, "%s%sk", s < 0 ? "-" : "", coef);
  else
    snprintf(buf, 64, "%lld %c %sk", b, s < 0 ? '-' : '+', coef);
  return buf;
}
