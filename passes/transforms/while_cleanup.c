/*
 * hlomem-while-cleanup: removes the carried slots of stablehlo.while
 * loops that nothing needs, as XLA's TryRemoveDeadWhileParams. Anchored
 * on func.func.
 *
 * A slot is dead when its result is unused after the loop, the condition
 * does not read it, and the body reads it only to compute the next values
 * of dead slots (a counter nobody looks at, a buffer passed through for
 * nothing, two slots feeding only each other). The largest such set is
 * found by narrowing the candidates until no dead slot is needed by a
 * live one (hlo_while_droppable_slots). The loop is rebuilt without them
 * (hlo_while_remove_slots): operands, both regions' block arguments, the
 * body's return, the results, the body ops that only fed them, and their
 * initial values when nothing else uses those. The loop computes the
 * same live results; loops with nothing dead are left as they were.
 *
 * Options: explain (a remark for each slot with an unused result that has
 * to stay, saying why; also --hlomem-explain), stats (a remark per
 * function: slots removed and their bytes).
 */
#include <stddef.h>
#include <stdlib.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "hlomem/loops.h"
#include "pipeline/catalog.h"

typedef struct CleanupOptions {
  bool explain;
  bool stats;
} CleanupOptions;

static const HloOptionInfo cleanup_options[] = {
    {"explain", HLO_OPT_BOOL, offsetof(CleanupOptions, explain), "false",
     "emit a remark for each unused loop result whose slot has to stay, saying why", NULL},
    {"stats", HLO_OPT_BOOL, offsetof(CleanupOptions, stats), "false",
     "emit a remark per function with the number of slots removed and their bytes", NULL},
};

typedef struct Cleanup {
  bool explain;
  int64_t slots, bytes;   /* removed so far */
  HloSlotNumbers numbers; /* slots of rebuilt loops as the input numbered them */
} Cleanup;

static void explain_kept(const Cleanup *c, MlirOperation op, intptr_t slot, HloSlotNeed need) {
  const char *why = need == HLO_SLOT_COND ? "the loop condition reads it"
                                          : "the body needs it for values or effects that stay";
  hlo_remark(mlirOperationGetLocation(op), "hlomem-while-cleanup: slot %ld stays: %s",
             (long)hlo_slot_number(&c->numbers, op, slot), why);
}

static void clean_loop(Cleanup *c, MlirOperation op) {
  const char *bad;
  if (!hlo_while_is_well_formed(op, &bad)) {
    if (c->explain)
      hlo_remark(mlirOperationGetLocation(op), "hlomem-while-cleanup: loop left alone: %s", bad);
    return;
  }
  intptr_t n = mlirOperationGetNumOperands(op);
  bool *drop = hlo_xcalloc((size_t)n + 1, sizeof *drop);
  bool *unused = hlo_xcalloc((size_t)n + 1, sizeof *unused);
  HloSlotNeed *need = hlo_xcalloc((size_t)n + 1, sizeof *need);
  for (intptr_t i = 0; i < n; i++)
    drop[i] = unused[i] = mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, i)));
  intptr_t dead = hlo_while_droppable_slots(op, drop, need);
  if (c->explain)
    for (intptr_t i = 0; i < n; i++)
      if (unused[i] && !drop[i])
        explain_kept(c, op, i, need[i]);
  int64_t bytes = 0;
  for (intptr_t i = 0; i < n; i++)
    if (drop[i]) {
      int64_t b = hlo_value_bytes(mlirOperationGetResult(op, i));
      bytes += b > 0 ? b : 0;
    }
  MlirOperation rebuilt = dead > 0 ? hlo_while_remove_slots(op, drop, NULL) : (MlirOperation){NULL};
  if (!mlirOperationIsNull(rebuilt)) {
    hlo_slot_numbers_record(&c->numbers, op, rebuilt, drop, n);
    c->slots += dead;
    c->bytes += bytes;
  }
  free(drop);
  free(unused);
  free(need);
}

/* One pass over the function's loops, innermost first. Rebuilding a loop
 * replaces that op only: loops nested in it move with its regions. */
static int64_t sweep(MlirOperation func, Cleanup *c) {
  size_t n;
  int64_t before = c->slots;
  MlirOperation *loops = hlo_while_loops(func, &n);
  for (size_t i = 0; i < n; i++)
    clean_loop(c, loops[i]);
  free(loops);
  return c->slots - before;
}

/* Sweeps repeat until nothing changes: an inner loop's dead slot can be
 * all that kept an outer slot alive, and the other way round. Remarks of
 * `explain` come from the last sweep, which changes nothing. */
static void run_while_cleanup(MlirOperation func, const void *opts, HloPassRun *run) {
  const CleanupOptions *o = opts;
  Cleanup c = {false, 0, 0, {{0}, {0}, NULL, 0, 0}};
  if (sweep(func, &c) == 0)
    hlo_pass_unchanged(run);
  else
    while (sweep(func, &c) > 0) {
    }
  if (hlo_explain_enabled(o->explain)) {
    c.explain = true;
    sweep(func, &c);
  }
  if (o->stats) {
    MlirStringRef name = hlo_func_name(func);
    hlo_remark(mlirOperationGetLocation(func),
               "hlomem-while-cleanup: removed %lld loop-carried slots (%lld B) from @%.*s",
               (long long)c.slots, (long long)c.bytes, (int)name.length, name.data);
  }
  hlo_slot_numbers_free(&c.numbers);
}

const HloPassInfo hlo_while_cleanup_pass = {
    "hlomem-while-cleanup",
    "Remove loop-carried values of stablehlo.while that nothing needs",
    "func.func",
    cleanup_options,
    sizeof cleanup_options / sizeof cleanup_options[0],
    sizeof(CleanupOptions),
    NULL,
    run_while_cleanup,
};
