/*
 * Structural checks of StableHLO ops against the op table: MLIR verifies
 * registered ops only, and a malformed unregistered op (an add with three
 * operands) would otherwise reach the passes. Messages follow MLIR's
 * "'op.name' op ..." style.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"

typedef struct Verify {
  int errors;
  HloPtrMap warned; /* op name identifiers already warned about */
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

static MlirWalkResult verify_op(MlirOperation op, void *user) {
  Verify *v = user;
  if (!hlo_op_in_dialect(op, "stablehlo"))
    return MlirWalkResultAdvance;
  const HloOpInfo *info = hlo_op_info(op);
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
  if (info->regions >= 0 ? nreg != info->regions : nreg < 1)
    count_error(v, op, info, "regions", info->regions >= 0 ? info->regions : 1, info->regions,
                nreg);
  if (nreg > 0)
    check_regions(v, op, info);
  if (info->id == HLO_OP_DYNAMIC_SLICE)
    check_index_count(v, op, info, 1);
  else if (info->id == HLO_OP_DYNAMIC_UPDATE_SLICE)
    check_index_count(v, op, info, 2);
  return MlirWalkResultAdvance;
}

int hlo_verify_stablehlo(MlirOperation module) {
  Verify v = {0, {0}};
  mlirOperationWalk(module, verify_op, &v, MlirWalkPreOrder);
  hlo_ptrmap_free(&v.warned);
  return v.errors;
}
