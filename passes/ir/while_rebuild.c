/*
 * Rewriting stablehlo.while loops (see loops.h): which carried slots a
 * loop can lose, and rebuilding it without them. MLIR cannot remove the
 * results of an op, so the loop is created anew with fewer operands and
 * results, its regions are moved into the new op, the dropped block
 * arguments are erased and the body's return is rebuilt. hlomem-scan-alias
 * and hlomem-while-cleanup both go through here.
 *
 * What a loop needs is a backward closure over each of its blocks: the
 * condition's predicate, the next values of the slots that stay and every
 * op with effects are needed, and so is whatever a needed op uses, at any
 * depth of nesting. A slot can go when neither of its block arguments is
 * needed; the ops nothing needs go with it.
 */
#include <stdlib.h>
#include <string.h>

#include "hlomem/ir.h"
#include "hlomem/loops.h"
#include "hlomem/support.h"

static MlirBlock only_block(MlirOperation op, intptr_t r) {
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
  if (mlirBlockIsNull(b) || !mlirBlockIsNull(mlirBlockGetNextInRegion(b)))
    return (MlirBlock){NULL};
  return b;
}

static MlirBlock cond_block(MlirOperation op) { return only_block(op, 0); }
static MlirBlock body_block(MlirOperation op) { return only_block(op, 1); }

/* ---- finding loops ---- */

typedef struct Loops {
  MlirOperation *ops;
  size_t len, cap;
} Loops;

static MlirWalkResult collect_loop(MlirOperation op, void *user) {
  Loops *l = user;
  if (hlo_op_id(op) == HLO_OP_WHILE) {
    if (l->len == l->cap) {
      l->cap = l->cap ? 2 * l->cap : 16;
      l->ops = hlo_xrealloc(l->ops, l->cap * sizeof *l->ops);
    }
    l->ops[l->len++] = op;
  }
  return MlirWalkResultAdvance;
}

MlirOperation *hlo_while_loops(MlirOperation root, size_t *count) {
  Loops loops = {0};
  mlirOperationWalk(root, collect_loop, &loops, MlirWalkPostOrder);
  *count = loops.len;
  return loops.ops;
}

/* ---- well-formedness ---- */

typedef struct OrderCheck {
  MlirBlock block;
  HloPtrMap position; /* top-level op -> its index in the block */
  MlirOperation top;  /* the top-level op being walked */
  int64_t at;         /* its index */
  bool ok;
} OrderCheck;

/* Every operand of ops nested in `top` must come from before `top`, or
 * from inside it, or from outside the block. */
static MlirWalkResult check_operands(MlirOperation op, void *user) {
  OrderCheck *c = user;
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++) {
    MlirValue v = mlirOperationGetOperand(op, i);
    if (!mlirValueIsAOpResult(v))
      continue;
    MlirOperation def = mlirOpResultGetOwner(v);
    MlirOperation at = hlo_op_ancestor_in_block(def, c->block);
    int64_t pos;
    if (mlirOperationIsNull(at) || !hlo_ptrmap_get(&c->position, at.ptr, &pos))
      continue;
    if (pos > c->at || mlirOperationEqual(def, c->top)) {
      c->ok = false;
      return MlirWalkResultInterrupt;
    }
  }
  return MlirWalkResultAdvance;
}

static bool in_program_order(MlirBlock block) {
  OrderCheck c = {block, {0}, {NULL}, 0, true};
  int64_t n = 0;
  for (MlirOperation o = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(o);
       o = mlirOperationGetNextInBlock(o))
    hlo_ptrmap_put(&c.position, o.ptr, n++);
  n = 0;
  for (MlirOperation o = mlirBlockGetFirstOperation(block); c.ok && !mlirOperationIsNull(o);
       o = mlirOperationGetNextInBlock(o)) {
    c.top = o;
    c.at = n++;
    mlirOperationWalk(o, check_operands, &c, MlirWalkPreOrder);
  }
  hlo_ptrmap_free(&c.position);
  return c.ok;
}

static bool args_match(MlirBlock b, MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op);
  if (mlirBlockGetNumArguments(b) != n)
    return false;
  for (intptr_t i = 0; i < n; i++)
    if (!mlirTypeEqual(mlirValueGetType(mlirBlockGetArgument(b, i)),
                       mlirValueGetType(mlirOperationGetOperand(op, i))))
      return false;
  return true;
}

static bool is_terminator(MlirOperation op) {
  return !mlirOperationIsNull(op) && (hlo_op_info(op)->flags & HLO_F_TERMINATOR);
}

static bool set_why(const char **why, const char *text) {
  if (why)
    *why = text;
  return false;
}

bool hlo_while_is_well_formed(MlirOperation op, const char **why) {
  if (hlo_op_id(op) != HLO_OP_WHILE)
    return set_why(why, "not a stablehlo.while");
  if (mlirOperationGetNumRegions(op) != 2)
    return set_why(why, "a while needs two regions");
  MlirBlock cond = cond_block(op), body = body_block(op);
  if (mlirBlockIsNull(cond) || mlirBlockIsNull(body))
    return set_why(why, "each region of a while needs exactly one block");
  intptr_t n = mlirOperationGetNumOperands(op);
  if (mlirOperationGetNumResults(op) != n)
    return set_why(why, "a while needs one result per operand");
  for (intptr_t i = 0; i < n; i++)
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(op, i)),
                       mlirValueGetType(mlirOperationGetOperand(op, i))))
      return set_why(why, "the while's result types differ from its operand types");
  if (!args_match(cond, op) || !args_match(body, op))
    return set_why(why, "the while's block arguments do not match its operands");
  MlirOperation ct = hlo_block_terminator(cond), bt = hlo_block_terminator(body);
  if (!is_terminator(ct) || mlirOperationGetNumOperands(ct) != 1)
    return set_why(why, "the condition does not return one value");
  if (!is_terminator(bt) || mlirOperationGetNumOperands(bt) != n)
    return set_why(why, "the body does not return one value per carried slot");
  for (intptr_t i = 0; i < n; i++)
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetOperand(bt, i)),
                       mlirValueGetType(mlirOperationGetOperand(op, i))))
      return set_why(why, "the body returns values of other types than it carries");
  if (!in_program_order(cond) || !in_program_order(body))
    return set_why(why, "an op of the loop uses a value defined after it");
  if (why)
    *why = NULL;
  return true;
}

/* ---- what a block needs ---- */

typedef struct Needs {
  MlirBlock block;
  HloPtrMap ops;          /* needed top-level ops */
  bool *args;             /* needed block arguments */
  MlirOperation *stack;   /* needed ops whose operands are still to be marked */
  size_t len, cap;
} Needs;

static void need_op(Needs *n, MlirOperation op) {
  int64_t seen;
  if (hlo_ptrmap_get(&n->ops, op.ptr, &seen))
    return;
  hlo_ptrmap_put(&n->ops, op.ptr, 1);
  if (n->len == n->cap) {
    n->cap = n->cap ? 2 * n->cap : 16;
    n->stack = hlo_xrealloc(n->stack, n->cap * sizeof *n->stack);
  }
  n->stack[n->len++] = op;
}

static void need_value(Needs *n, MlirValue v) {
  if (mlirValueIsABlockArgument(v)) {
    if (mlirBlockEqual(mlirBlockArgumentGetOwner(v), n->block))
      n->args[mlirBlockArgumentGetArgNumber(v)] = true;
    return;
  }
  MlirOperation at = hlo_op_ancestor_in_block(mlirOpResultGetOwner(v), n->block);
  if (!mlirOperationIsNull(at))
    need_op(n, at);
}

static MlirWalkResult need_operands(MlirOperation op, void *user) {
  for (intptr_t i = 0, k = mlirOperationGetNumOperands(op); i < k; i++)
    need_value(user, mlirOperationGetOperand(op, i));
  return MlirWalkResultAdvance;
}

/* Marks what `block` needs when its terminator keeps the operands flagged
 * in `keep` (all of them when NULL). */
static void needs_compute(Needs *n, MlirBlock block, const bool *keep) {
  n->block = block;
  n->args = hlo_xcalloc((size_t)mlirBlockGetNumArguments(block) + 1, sizeof *n->args);
  MlirOperation term = hlo_block_terminator(block);
  for (MlirOperation o = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(o);
       o = mlirOperationGetNextInBlock(o))
    if (!mlirOperationEqual(o, term) && !hlo_op_is_removable(o))
      need_op(n, o);
  for (intptr_t i = 0, k = mlirOperationGetNumOperands(term); i < k; i++)
    if (!keep || keep[i])
      need_value(n, mlirOperationGetOperand(term, i));
  while (n->len)
    mlirOperationWalk(n->stack[--n->len], need_operands, n, MlirWalkPreOrder);
}

static bool needs_op(const Needs *n, MlirOperation op) {
  int64_t v;
  return hlo_ptrmap_get(&n->ops, op.ptr, &v);
}

static void needs_free(Needs *n) {
  hlo_ptrmap_free(&n->ops);
  free(n->args);
  free(n->stack);
  memset(n, 0, sizeof *n);
}

intptr_t hlo_while_droppable_slots(MlirOperation op, bool *drop, HloSlotNeed *need) {
  intptr_t n = mlirOperationGetNumOperands(op);
  if (!hlo_while_is_well_formed(op, NULL)) {
    for (intptr_t i = 0; i < n; i++) {
      drop[i] = false;
      if (need)
        need[i] = HLO_SLOT_BODY;
    }
    return 0;
  }
  if (need)
    for (intptr_t i = 0; i < n; i++)
      need[i] = HLO_SLOT_FREE;
  Needs cond = {0};
  needs_compute(&cond, cond_block(op), NULL);
  bool *keep = hlo_xmalloc(sizeof *keep * (size_t)(n + 1));
  intptr_t left;
  for (bool changed = true; changed;) {
    changed = false;
    for (intptr_t i = 0; i < n; i++)
      keep[i] = !drop[i];
    Needs body = {0};
    needs_compute(&body, body_block(op), keep);
    left = 0;
    for (intptr_t i = 0; i < n; i++) {
      if (!drop[i])
        continue;
      HloSlotNeed why = cond.args[i] ? HLO_SLOT_COND : body.args[i] ? HLO_SLOT_BODY : HLO_SLOT_FREE;
      if (why != HLO_SLOT_FREE) {
        drop[i] = false;
        changed = true;
        if (need)
          need[i] = why;
      } else {
        left++;
      }
    }
    needs_free(&body);
  }
  free(keep);
  needs_free(&cond);
  return left;
}

/* ---- rebuilding ---- */

/* Erases the ops of `block` (but its terminator) that `needs` does not
 * hold, last to first: in a well-formed loop their users come after them
 * and are gone by then. */
static void erase_unneeded(MlirBlock block, const Needs *needs) {
  intptr_t n;
  MlirOperation *ops = hlo_block_ops(block, &n);
  for (intptr_t k = n - 2; k >= 0; k--) {
    if (needs_op(needs, ops[k]))
      continue;
    bool used = false;
    for (intptr_t r = 0, nr = mlirOperationGetNumResults(ops[k]); r < nr && !used; r++)
      used = !mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(ops[k], r)));
    if (!used)
      mlirOperationDestroy(ops[k]);
  }
  free(ops);
}

static void erase_arguments(MlirBlock block, const bool *drop, intptr_t n) {
  for (intptr_t i = n - 1; i >= 0; i--)
    if (drop[i] && mlirOpOperandIsNull(mlirValueGetFirstUse(mlirBlockGetArgument(block, i))))
      mlirBlockEraseArgument(block, (unsigned)i);
}

/* Replaces the body's return by one that yields the kept slots only. */
static void rebuild_return(MlirBlock body, const bool *drop) {
  MlirOperation term = hlo_block_terminator(body);
  intptr_t n = mlirOperationGetNumOperands(term), k = 0;
  MlirValue *kept = hlo_xmalloc(sizeof *kept * (size_t)(n + 1));
  for (intptr_t i = 0; i < n; i++)
    if (!drop[i])
      kept[k++] = mlirOperationGetOperand(term, i);
  MlirOperationState st = mlirOperationStateGet(mlirIdentifierStr(mlirOperationGetName(term)),
                                                mlirOperationGetLocation(term));
  mlirOperationStateAddOperands(&st, k, kept);
  MlirOperation ret = mlirOperationCreate(&st);
  hlo_op_copy_attributes(term, ret);
  mlirBlockInsertOwnedOperationBefore(body, term, ret);
  mlirOperationDestroy(term);
  free(kept);
}

/* The new while: kept operands and result types, two empty regions, the
 * old op's attributes, placed right before it. */
static MlirOperation create_loop(MlirOperation op, const bool *drop) {
  intptr_t n = mlirOperationGetNumOperands(op), k = 0;
  MlirValue *operands = hlo_xmalloc(sizeof *operands * (size_t)(n + 1));
  MlirType *types = hlo_xmalloc(sizeof *types * (size_t)(n + 1));
  for (intptr_t i = 0; i < n; i++)
    if (!drop[i]) {
      operands[k] = mlirOperationGetOperand(op, i);
      types[k++] = mlirValueGetType(mlirOperationGetResult(op, i));
    }
  MlirOperationState st = mlirOperationStateGet(mlirIdentifierStr(mlirOperationGetName(op)),
                                                mlirOperationGetLocation(op));
  mlirOperationStateAddOperands(&st, k, operands);
  mlirOperationStateAddResults(&st, k, types);
  MlirRegion regions[2] = {mlirRegionCreate(), mlirRegionCreate()};
  mlirOperationStateAddOwnedRegions(&st, 2, regions);
  MlirOperation loop = mlirOperationCreate(&st);
  hlo_op_copy_attributes(op, loop);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, loop);
  free(operands);
  free(types);
  return loop;
}

/* Erases the region-free ops that produced `values` when nothing uses
 * them any more and removing them changes nothing, then their producers.
 * Ops are remembered by address and never touched once destroyed. */
static void erase_dead_producers(const MlirValue *values, intptr_t n) {
  HloPtrMap gone = {0};
  size_t len = 0, cap = (size_t)n + 1;
  MlirOperation *work = hlo_xmalloc(sizeof *work * cap);
  for (intptr_t i = 0; i < n; i++)
    if (mlirValueIsAOpResult(values[i]))
      work[len++] = mlirOpResultGetOwner(values[i]);
  while (len) {
    MlirOperation op = work[--len];
    int64_t seen;
    if (hlo_ptrmap_get(&gone, op.ptr, &seen) || mlirOperationGetNumRegions(op) != 0 ||
        mlirOperationGetNumResults(op) == 0 || !hlo_op_is_removable(op) ||
        (hlo_op_info(op)->flags & HLO_F_TERMINATOR))
      continue;
    bool used = false;
    for (intptr_t r = 0, nr = mlirOperationGetNumResults(op); r < nr && !used; r++)
      used = !mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, r)));
    if (used)
      continue;
    for (intptr_t i = 0, k = mlirOperationGetNumOperands(op); i < k; i++) {
      MlirValue v = mlirOperationGetOperand(op, i);
      if (!mlirValueIsAOpResult(v))
        continue;
      if (len == cap) {
        cap *= 2;
        work = hlo_xrealloc(work, sizeof *work * cap);
      }
      work[len++] = mlirOpResultGetOwner(v);
    }
    hlo_ptrmap_put(&gone, op.ptr, 1);
    mlirOperationDestroy(op);
  }
  free(work);
  hlo_ptrmap_free(&gone);
}

/* The new position of kept slot `slot`. */
static intptr_t kept_before(const bool *keep, intptr_t slot) {
  intptr_t k = 0;
  for (intptr_t i = 0; i < slot; i++)
    k += keep[i];
  return k;
}

static bool is_result_of(MlirValue v, MlirOperation op, intptr_t *index) {
  if (!mlirValueIsAOpResult(v) || !mlirOperationEqual(mlirOpResultGetOwner(v), op))
    return false;
  *index = mlirOpResultGetResultNumber(v);
  return true;
}

/* Dropped results must be unused or have a replacement of their type that
 * is visible where the loop is, or that is one of its kept results. */
static bool replacements_fit(MlirOperation op, const bool *drop, const MlirValue *repl) {
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; i++) {
    if (!drop[i])
      continue;
    MlirValue result = mlirOperationGetResult(op, i);
    MlirValue with = repl ? repl[i] : (MlirValue){NULL};
    if (mlirValueIsNull(with)) {
      if (!mlirOpOperandIsNull(mlirValueGetFirstUse(result)))
        return false;
      continue;
    }
    intptr_t j;
    if (!mlirTypeEqual(mlirValueGetType(with), mlirValueGetType(result)))
      return false;
    if (is_result_of(with, op, &j) ? drop[j] : !hlo_value_defined_before(with, op))
      return false;
  }
  return true;
}

MlirOperation hlo_while_remove_slots(MlirOperation op, const bool *drop,
                                     const MlirValue *replacements) {
  if (!hlo_while_is_well_formed(op, NULL))
    return (MlirOperation){NULL};
  intptr_t n = mlirOperationGetNumOperands(op), ndrop = 0;
  for (intptr_t i = 0; i < n; i++)
    ndrop += drop[i];
  if (ndrop == 0)
    return op;
  bool *check = hlo_xmalloc(sizeof *check * (size_t)n);
  memcpy(check, drop, sizeof *check * (size_t)n);
  bool droppable = hlo_while_droppable_slots(op, check, NULL) == ndrop;
  free(check);
  if (!droppable || !replacements_fit(op, drop, replacements))
    return (MlirOperation){NULL};

  bool *keep = hlo_xmalloc(sizeof *keep * (size_t)n);
  for (intptr_t i = 0; i < n; i++)
    keep[i] = !drop[i];
  Needs cond = {0}, body = {0};
  needs_compute(&cond, cond_block(op), NULL);
  needs_compute(&body, body_block(op), keep);

  MlirOperation loop = create_loop(op, drop);
  for (intptr_t r = 0; r < 2; r++)
    mlirRegionTakeBody(mlirOperationGetRegion(loop, r), mlirOperationGetRegion(op, r));
  MlirBlock cb = cond_block(loop), bb = body_block(loop);
  rebuild_return(bb, drop);
  erase_unneeded(cb, &cond);
  erase_unneeded(bb, &body);
  erase_arguments(cb, drop, n);
  erase_arguments(bb, drop, n);

  MlirValue *inits = hlo_xmalloc(sizeof *inits * (size_t)n);
  intptr_t ninits = 0;
  for (intptr_t i = 0, k = 0; i < n; i++) {
    MlirValue old = mlirOperationGetResult(op, i), with;
    intptr_t j;
    if (keep[i]) {
      with = mlirOperationGetResult(loop, k++);
    } else {
      inits[ninits++] = mlirOperationGetOperand(op, i);
      with = replacements ? replacements[i] : (MlirValue){NULL};
      if (mlirValueIsNull(with))
        continue;
      if (is_result_of(with, op, &j)) /* a kept result: its new self */
        with = mlirOperationGetResult(loop, kept_before(keep, j));
    }
    mlirValueReplaceAllUsesOfWith(old, with);
  }
  mlirOperationDestroy(op);
  erase_dead_producers(inits, ninits);

  free(inits);
  free(keep);
  needs_free(&cond);
  needs_free(&body);
  return loop;
}

/* ---- slot numbers across rebuilds ---- */

static const intptr_t *numbers_of(const HloSlotNumbers *s, MlirOperation loop) {
  int64_t i;
  return hlo_ptrmap_get(&s->loops, loop.ptr, &i) ? s->tables[i] : NULL;
}

void hlo_slot_numbers_record(HloSlotNumbers *s, MlirOperation old, MlirOperation rebuilt,
                             const bool *drop, intptr_t n) {
  const intptr_t *before = numbers_of(s, old);
  intptr_t *after = hlo_arena_new(&s->arena, intptr_t, n + 1), k = 0;
  for (intptr_t i = 0; i < n; i++)
    if (!drop[i])
      after[k++] = before ? before[i] : i;
  if (s->len == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 16;
    s->tables = hlo_xrealloc(s->tables, s->cap * sizeof *s->tables);
  }
  s->tables[s->len] = after;
  hlo_ptrmap_put(&s->loops, rebuilt.ptr, (int64_t)s->len++);
}

intptr_t hlo_slot_number(const HloSlotNumbers *s, MlirOperation loop, intptr_t slot) {
  const intptr_t *numbers = numbers_of(s, loop);
  return numbers ? numbers[slot] : slot;
}

bool hlo_slot_numbers_rebuilt(const HloSlotNumbers *s, MlirOperation loop) {
  return numbers_of(s, loop) != NULL;
}

void hlo_slot_numbers_free(HloSlotNumbers *s) {
  hlo_arena_free(&s->arena);
  hlo_ptrmap_free(&s->loops);
  free(s->tables);
  memset(s, 0, sizeof *s);
}
