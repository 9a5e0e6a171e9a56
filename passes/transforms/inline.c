/*
 * hlomem-inline: XLA's CallInliner for StableHLO modules (the IR layer's
 * hlo_inline_calls): every func.call and stablehlo.composite of a function
 * defined in the module is replaced by the callee's body, callees first,
 * so that what later passes measure and rewrite is the one flat program
 * XLA allocates. Anchored on builtin.module; the first stage of
 * hlomem-default. Calls XLA keeps stay calls (to declarations, or marked
 * inlineable = "false"); a recursive call chain is an error and changes
 * nothing.
 *
 * Options: stats (a remark: calls inlined, functions erased), explain (a
 * remark per call kept, saying why).
 */
#include <stddef.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "pipeline/catalog.h"

typedef struct InlineOptions {
  bool stats;
  bool explain;
} InlineOptions;

static const HloOptionInfo inline_options[] = {
    {"stats", HLO_OPT_BOOL, offsetof(InlineOptions, stats), "false",
     "emit a remark with the calls inlined and the functions erased", NULL},
    {"explain", HLO_OPT_BOOL, offsetof(InlineOptions, explain), "false",
     "emit a remark for every call left in place, saying why", NULL},
};

static void run_inline(MlirOperation module, const void *opts, HloPassRun *run) {
  const InlineOptions *o = opts;
  HloInlineStats stats;
  HloInlineOptions io = {hlo_explain_enabled(o->explain), false};
  if (!hlo_inline_calls(module, &io, &stats)) {
    hlo_pass_fail(run);
    return;
  }
  if (stats.inlined == 0 && stats.erased == 0)
    hlo_pass_unchanged(run);
  if (o->stats)
    hlo_remark(mlirOperationGetLocation(module),
               "hlomem-inline: inlined %lld calls, erased %d functions", (long long)stats.inlined,
               (int)stats.erased);
}

const HloPassInfo hlo_inline_pass = {
    "hlomem-inline",
    "Inline every call of a function of the module, as XLA's CallInliner does",
    "builtin.module",
    inline_options,
    sizeof inline_options / sizeof inline_options[0],
    sizeof(InlineOptions),
    NULL,
    run_inline,
};
