/*
 * hlomem-schedule: puts every block of the module in the order XLA's
 * memory scheduler would run it (include/hlomem/schedule.h), so that what
 * follows, the memory report above all, measures the program as XLA will
 * lay it out. Anchored on builtin.module: like XLA's
 * DefaultMemoryScheduler, the choice among the heuristics is one for the
 * whole module, by the peak of its entry function.
 *
 * Guarantees: only the order of ops inside their blocks changes. Every op
 * stays after the ops whose results it (or anything in its regions) uses,
 * ops with side effects keep their relative order, terminators stay last,
 * region-holding ops move whole and their blocks are ordered in turn.
 * The program computes what it computed.
 *
 * Options: fusion=xla|none (the memory model the heuristics and the choice
 * use; xla: XLA's kernels, as its scheduler sees them),
 * heuristic=best|list|dfs|postorder (best: the one of list, dfs,
 * postorder under which the memory model gives the entry the smallest
 * peak, ties in that order, as XLA), stats (a remark per function: the
 * heuristic, its peak beside the program order's). A module the memory
 * model cannot analyse (recursive calls, regions of several blocks) is
 * left as it was when the model is needed: for best, or with stats.
 */
#include <stddef.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "hlomem/memory.h"
#include "hlomem/schedule.h"
#include "pipeline/catalog.h"

typedef struct ScheduleOptions {
  int heuristic;
  bool stats;
  int fusion; /* HloFusion */
} ScheduleOptions;

static const char *const heuristics[] = {"best", "list", "dfs", "postorder", NULL};
static const char *const fusions[] = {"xla", "none", NULL}; /* HloFusion order */
static const HloSchedule heuristic_of[] = {HLO_SCHEDULE_BEST, HLO_SCHEDULE_LIST, HLO_SCHEDULE_DFS,
                                           HLO_SCHEDULE_POSTORDER};

static const HloOptionInfo schedule_options[] = {
    {"heuristic", HLO_OPT_ENUM, offsetof(ScheduleOptions, heuristic), "best",
     "best (XLA's choice among the three by peak), list, dfs or postorder", heuristics},
    {"stats", HLO_OPT_BOOL, offsetof(ScheduleOptions, stats), "false",
     "emit a remark per function: the heuristic and the peak before and after", NULL},
    {"fusion", HLO_OPT_ENUM, offsetof(ScheduleOptions, fusion), "xla",
     "the memory model's fusion: xla (the heuristics see XLA's kernels) or none", fusions},
};

static void remark_function(const HloFuncMemory *before, const HloFuncMemory *after,
                            const HloScheduleChoice *c) {
  HloStr why = {0};
  if (c->peak[HLO_SCHEDULE_LIST] >= 0 && c->peak[HLO_SCHEDULE_DFS] >= 0)
    hlo_str_printf(&why, " (entry peak: list %lld B, dfs %lld B, postorder %lld B)",
                   (long long)c->peak[HLO_SCHEDULE_LIST], (long long)c->peak[HLO_SCHEDULE_DFS],
                   (long long)c->peak[HLO_SCHEDULE_POSTORDER]);
  hlo_remark(mlirOperationGetLocation(before->func),
             "hlomem-schedule: @%.*s in %s order%s: peak %lld B in program order, %lld B "
             "scheduled",
             (int)before->name.length, before->name.data, hlo_schedule_name(c->chosen),
             why.data ? why.data : "", (long long)before->body->peak,
             (long long)after->body->peak);
  hlo_str_free(&why);
}

static void run_schedule(MlirOperation module, const void *opts, HloPassRun *run) {
  const ScheduleOptions *o = opts;
  HloSchedule s = heuristic_of[o->heuristic];
  HloModuleMemory *before = NULL, *after = NULL;
  HloMemoryOptions memory = {
      .sharing = HLO_SHARING_XLA, .fusion = (HloFusion)o->fusion, .partitioner = true};
  if (o->stats) {
    before = hlo_memory_analyze_with(module, &memory);
    if (before->failed) {
      hlo_pass_fail(run);
      goto done;
    }
  }
  HloSchedulePlan *plan = hlo_schedule_plan_with(module, s, &memory);
  HloScheduleChoice choice = {s, {-1, -1, -1, -1}};
  if (s == HLO_SCHEDULE_BEST || o->stats) {
    after = hlo_schedule_choose(plan, s, &choice);
    if (!after)
      hlo_pass_fail(run);
  } else {
    hlo_schedule_apply(plan, s);
  }
  hlo_schedule_plan_free(plan);
  if (o->stats && after)
    for (int32_t i = 0; i < before->nfuncs; i++)
      if (before->funcs[i].body)
        remark_function(&before->funcs[i], hlo_memory_func(after, before->funcs[i].func),
                        &choice);
done:
  hlo_memory_free(before);
  hlo_memory_free(after);
}

const HloPassInfo hlo_schedule_pass = {
    "hlomem-schedule",
    "Order each block as XLA's memory scheduler would (list, DFS or post-order, the best by peak)",
    "builtin.module",
    schedule_options,
    sizeof schedule_options / sizeof schedule_options[0],
    sizeof(ScheduleOptions),
    NULL,
    run_schedule,
};
