/*
 * hlomem-dce: removes StableHLO ops whose results are unused and whose
 * removal changes nothing (pure, RNG, or region ops whose regions are
 * such), inside nested regions too. Upstream DCE cannot: it sees
 * unregistered ops as having unknown side effects. Anchored on func.func.
 * Options: stats (a remark with the count of removed ops).
 *
 * Ops are visited last to first, so a dead op's operands lose that use
 * before their own producers are visited: one sweep removes whole dead
 * chains. Live region ops are cleaned inside before their operands'
 * producers are reached.
 */
#include <stddef.h>
#include <stdlib.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "pipeline/catalog.h"

typedef struct DceOptions {
  bool stats;
} DceOptions;

static const HloOptionInfo dce_options[] = {
    {"stats", HLO_OPT_BOOL, offsetof(DceOptions, stats), "false",
     "emit a remark with the number of removed ops", NULL},
};

static bool results_unused(MlirOperation op) {
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; i++)
    if (!mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, i))))
      return false;
  return true;
}

static bool is_dead(MlirOperation op) {
  const HloOpInfo *info = hlo_op_info(op);
  return !(info->flags & HLO_F_TERMINATOR) && mlirOperationGetNumResults(op) > 0 &&
         results_unused(op) && hlo_op_is_removable(op);
}

static int64_t sweep_block(MlirBlock block);

static int64_t sweep_regions(MlirOperation op) {
  int64_t removed = 0;
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(op); r < n; r++)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      removed += sweep_block(b);
  return removed;
}

static int64_t sweep_block(MlirBlock block) {
  intptr_t n;
  MlirOperation *ops = hlo_block_ops(block, &n);
  int64_t removed = 0;
  for (intptr_t k = n - 1; k >= 0; k--) {
    if (is_dead(ops[k])) {
      mlirOperationDestroy(ops[k]);
      removed++;
    } else {
      removed += sweep_regions(ops[k]);
    }
  }
  free(ops);
  return removed;
}

static void run_dce(MlirOperation func, const void *opts, HloPassRun *run) {
  const DceOptions *o = opts;
  int64_t removed = sweep_regions(func);
  if (removed == 0)
    hlo_pass_unchanged(run);
  if (o->stats) {
    MlirStringRef name = hlo_func_name(func);
    hlo_remark(mlirOperationGetLocation(func), "hlomem-dce: removed %lld dead ops from @%.*s",
               (long long)removed, (int)name.length, name.data);
  }
}

const HloPassInfo hlo_dce_pass = {
    "hlomem-dce",
    "Remove dead StableHLO ops (pure ops whose results are unused)",
    "func.func",
    dce_options,
    sizeof dce_options / sizeof dce_options[0],
    sizeof(DceOptions),
    NULL,
    run_dce,
};
