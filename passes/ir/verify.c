/*
 * Structural checks of StableHLO ops against the op table: MLIR verifies
 * registered ops only, and a malformed unregistered op (an add with three
 * operands) would otherwise reach the passes. Messages follow MLIR's
 * "'op.name' op ..." style.
 *
 * MLIR treats the regions of unregistered ops as graph regions, where an op
 * may use a value defined after it: two barriers in a loop body can feed
 * each other. Every hlomem analysis needs program order to be an order of
 * definition, so such a use is an error here. One pre-order walk does all:
 * a use is in order when its definition was visited before the user and
 * is not the user's ancestor, and lies in a block enclosing the user.
 * Values defined in a func.func body need no check: MLIR's verifier,
 * which every caller runs first (parsing runs it too), checks dominance in
 * that SSACFG region, nested uses included. So only ops of graph-region
 * blocks (a while's body, the module's) enter the set of visited ops:
 * none in a flat function, which keeps the walk linear and cache-bound by
 * the IR alone at a million ops (a map of every op cost 1.7 s there).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"

typedef struct Verify {
  int errors;
  HloPtrMap warned;  /* op name identifiers already warned about */
  HloPtrMap visited; /* ops of graph-region blocks the walk has passed */
  HloPtrMap infos;   /* op name identifier -> its HloOpInfo, 0: not stablehlo */
  MlirIdentifier func; /* "func.func" */
} Verify;

static const char *plural(int64_t n, const char *word, char buf[64]) {
  snprintf(buf, 64, "%lld %s%s", (long long)n, word, n == 1 ? "" : "s");
  return buf;
}

/* "2", "at least 1", "1 to 3" */
static void describe_range(HloStr *s, int lo, int hi) {
  if (hi < 0)
    hlo_str_printf(s, "at least %d", lo);
  else if (lo == hi)
    hlo_str_printf(s, "%d", lo);
  else
    hlo_str_printf(s, "%d to %d", lo, hi);
}

static void count_error(Verify *v, MlirOperation op, const HloOpInfo *info, const char *what,
                        int lo, int hi, intptr_t got) {
  HloStr want = {0};
  describe_range(&want, lo, hi);
  hlo_error(mlirOperationGetLocation(op), "'%s' op expects %s %s, found %lld", info->name,
            want.data, what, (long long)got);
  hlo_str_free(&want);
  v->errors++;
}

static bool out_of_range(intptr_t n, int lo, int hi) { return n < lo || (hi >= 0 && n > hi); }

static void check_index_count(Verify *v, MlirOperation op, const HloOpInfo *info, int fixed) {
  intptr_t n = mlirOperationGetNumOperands(op);
  if (n < 1)
    return;
  MlirType t = mlirValueGetType(mlirOperationGetOperand(op, 0));
  if (!mlirTypeIsARankedTensor(t))
    return;
  int64_t rank = mlirShapedTypeGetRank(t);
  if (n != fixed + rank) {
    char buf[64];
    hlo_error(mlirOperationGetLocation(op),
              "'%s' op expects one start index per dimension of its rank-%lld operand (%s), "
              "found %lld",
              info->name, (long long)rank, plural(rank, "index", buf), (long long)(n - fixed));
    v->errors++;
  }
}

static void region_error(Verify *v, MlirOperation op, const HloOpInfo *info, intptr_t r,
                         const char *what) {
  hlo_error(mlirOperationGetLocation(op), "'%s' op expects region %lld to %s", info->name,
            (long long)r, what);
  v->errors++;
}

/* Every region of a StableHLO op is one block ended by stablehlo.return;
 * a while's regions take its operands as arguments, the condition
 * returns one value and the body as many as the loop carries; each
 * branch of if and case returns the op's results. */
static void check_regions(Verify *v, MlirOperation op, const HloOpInfo *info) {
  intptr_t nops = mlirOperationGetNumOperands(op), nres = mlirOperationGetNumResults(op);
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); r++) {
    MlirBlock block = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
    if (mlirBlockIsNull(block) || !mlirBlockIsNull(mlirBlockGetNextInRegion(block))) {
      region_error(v, op, info, r, "hold exactly one block");
      continue;
    }
    MlirOperation term = hlo_block_terminator(block);
    if (mlirOperationIsNull(term) || hlo_op_id(term) != HLO_OP_RETURN) {
      region_error(v, op, info, r, "end with 'stablehlo.return'");
      continue;
    }
    intptr_t returned = mlirOperationGetNumOperands(term), want = -1;
    if (info->id == HLO_OP_WHILE) {
      if (mlirBlockGetNumArguments(block) != nops) {
        char buf[96];
        snprintf(buf, sizeof buf, "take the %lld carried values as arguments, not %lld",
                 (long long)nops, (long long)mlirBlockGetNumArguments(block));
        region_error(v, op, info, r, buf);
        continue;
      }
      want = r == 0 ? 1 : nops;
    } else if (info->id == HLO_OP_IF || info->id == HLO_OP_CASE) {
      want = nres;
    }
    if (want >= 0 && returned != want) {
      char buf[96];
      snprintf(buf, sizeof buf, "return %lld values, not %lld", (long long)want,
               (long long)returned);
      region_error(v, op, info, r, buf);
    }
  }
}

static void op_error(Verify *v, MlirOperation op, const HloStr *msg) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  hlo_error(mlirOperationGetLocation(op), "'%.*s' op %s", (int)name.length, name.data, msg->data);
  v->errors++;
}

/* Whether MLIR's verifier checks the order of uses of values defined in
 * `block`: a func.func body is an SSACFG region, the others here are
 * graph regions (builtin.module's, an unregistered op's). */
static bool mlir_checks_order(const Verify *v, MlirBlock block) {
  MlirOperation owner = mlirBlockGetParentOperation(block);
  return !mlirOperationIsNull(owner) && mlirIdentifierEqual(mlirOperationGetName(owner), v->func);
}

/* Each operand defined before the op that uses it (one error per op).
 * Called when the pre-order walk reaches `op`, before it is marked. */
static void check_order(Verify *v, MlirOperation op) {
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++) {
    MlirValue x = mlirOperationGetOperand(op, i);
    bool in_order;
    if (mlirValueIsABlockArgument(x)) {
      in_order = !mlirOperationIsNull(hlo_op_ancestor_in_block(op, mlirBlockArgumentGetOwner(x)));
    } else {
      MlirOperation def = mlirOpResultGetOwner(x);
      MlirBlock block = mlirOperationGetBlock(def);
      if (mlirBlockIsNull(block) || mlir_checks_order(v, block))
        continue;
      /* def precedes op in pre-order and shares a block with an ancestor
         `at` of op: def comes before `at` there, or is `at` itself. */
      MlirOperation at = hlo_op_ancestor_in_block(op, block);
      in_order = !mlirOperationIsNull(at) && !mlirOperationEqual(at, def) &&
                 hlo_ptrmap_get(&v->visited, def.ptr, NULL);
    }
    if (!in_order) {
      HloStr msg = {0};
      hlo_str_printf(&msg,
                     "uses operand #%d before it is defined (a cycle through a graph region); "
                     "hlomem needs each value defined before its uses in program order",
                     (int)i);
      op_error(v, op, &msg);
      hlo_str_free(&msg);
      return;
    }
  }
}

/* Marks `op` as passed, if a later use of its results is ours to check. */
static void mark_visited(Verify *v, MlirOperation op) {
  MlirBlock block = mlirOperationGetBlock(op);
  if (!mlirBlockIsNull(block) && !mlir_checks_order(v, block))
    hlo_ptrmap_put(&v->visited, op.ptr, 1);
}

/* The op table's entry for a stablehlo op, NULL for other dialects; one
 * lookup by name per distinct op name. */
static const HloOpInfo *stablehlo_info(Verify *v, MlirOperation op) {
  MlirIdentifier name = mlirOperationGetName(op);
  int64_t cached;
  if (hlo_ptrmap_get(&v->infos, name.ptr, &cached))
    return (const HloOpInfo *)(intptr_t)cached;
  const HloOpInfo *info = hlo_op_in_dialect(op, "stablehlo") ? hlo_op_info(op) : NULL;
  hlo_ptrmap_put(&v->infos, name.ptr, (int64_t)(intptr_t)info);
  return info;
}

/* A barrier hands its operands through: result i has operand i's type. */
static void check_barrier(Verify *v, MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op), nres = mlirOperationGetNumResults(op);
  HloStr msg = {0};
  if (n != nres) {
    hlo_str_printf(&msg, "has %d operands and %d results; they must pair up", (int)n, (int)nres);
    op_error(v, op, &msg);
  }
  for (intptr_t i = 0; i < n && i < nres; i++) {
    MlirType in = mlirValueGetType(mlirOperationGetOperand(op, i));
    MlirType out = mlirValueGetType(mlirOperationGetResult(op, i));
    if (mlirTypeEqual(in, out))
      continue;
    msg.len = 0;
    hlo_str_printf(&msg, "result #%d has type ", (int)i);
    hlo_type_print(out, &msg);
    hlo_str_puts(&msg, ", not ");
    hlo_type_print(in, &msg);
    hlo_str_printf(&msg, ", the type of operand #%d", (int)i);
    op_error(v, op, &msg);
  }
  hlo_str_free(&msg);
}

static MlirWalkResult verify_op(MlirOperation op, void *user) {
  Verify *v = user;
  check_order(v, op);
  mark_visited(v, op);
  const HloOpInfo *info = stablehlo_info(v, op);
  if (!info)
    return MlirWalkResultAdvance;
  if (info->id == HLO_OP_UNKNOWN) {
    MlirIdentifier name = mlirOperationGetName(op);
    if (!hlo_ptrmap_get(&v->warned, name.ptr, NULL)) {
      hlo_ptrmap_put(&v->warned, name.ptr, 1);
      MlirStringRef s = mlirIdentifierStr(name);
      hlo_warning(mlirOperationGetLocation(op),
                  "unknown StableHLO operation '%.*s'; hlomem treats it as opaque",
                  (int)s.length, s.data);
    }
    return MlirWalkResultAdvance;
  }
  intptr_t nops = mlirOperationGetNumOperands(op);
  intptr_t nres = mlirOperationGetNumResults(op);
  intptr_t nreg = mlirOperationGetNumRegions(op);
  if (out_of_range(nops, info->min_operands, info->max_operands))
    count_error(v, op, info, "operands", info->min_operands, info->max_operands, nops);
  if (out_of_range(nres, info->min_results, info->max_results))
    count_error(v, op, info, "results", info->min_results, info->max_results, nres);
  if (info->regions >= 0 ? nreg != info->regions : info->regions == -1 && nreg < 1)
    count_error(v, op, info, "regions", info->regions >= 0 ? info->regions : 1, info->regions,
                nreg);
  if (nreg > 0)
    check_regions(v, op, info);
  if (info->id == HLO_OP_DYNAMIC_SLICE)
    check_index_count(v, op, info, 1);
  else if (info->id == HLO_OP_DYNAMIC_UPDATE_SLICE)
    check_index_count(v, op, info, 2);
  else if (info->id == HLO_OP_OPTIMIZATION_BARRIER)
    check_barrier(v, op);
  return MlirWalkResultAdvance;
}

int hlo_verify_stablehlo(MlirOperation module) {
  Verify v = {0};
  v.func = mlirIdentifierGet(mlirOperationGetContext(module), mlirStringRefCreateFromCString("func.func"));
  mlirOperationWalk(module, verify_op, &v, MlirWalkPreOrder);
  hlo_ptrmap_free(&v.warned);
  hlo_ptrmap_free(&v.visited);
  hlo_ptrmap_free(&v.infos);
  return v.errors;
}
