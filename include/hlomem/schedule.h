/*
 * XLA's memory scheduler, on StableHLO blocks (docs/passes.md,
 * hlomem-schedule): the order in which XLA would run each block's ops,
 * so that the memory model can measure a program the way XLA will lay it
 * out rather than in the order it was written.
 *
 * XLA's DefaultMemoryScheduler orders every computation of a module with
 * three heuristics, a greedy list scheduler, a DFS with a fan-out and size
 * heuristic, and a plain post-order, then keeps the one of the three
 * whose module schedule needs the least memory (ties: list, then DFS,
 * then post-order). Here a computation is a block: function bodies and,
 * recursively, the blocks of region-holding ops. An order keeps every
 * data dependency (a use inside a nested region counts at the op holding
 * the region), the relative order of ops with side effects, and the
 * terminator last; region-holding ops move as units.
 *
 * The memory of an order is what the memory model (memory.h) says about
 * it: the module is put in that order and analysed, so the choice follows
 * whatever the model counts. In a module split over devices the
 * heuristics weigh one device's bytes, as XLA schedules the partitioned
 * program.
 */
#ifndef HLOMEM_SCHEDULE_H
#define HLOMEM_SCHEDULE_H

#include <stdint.h>

#include <mlir-c/IR.h>

#include "hlomem/memory.h"

typedef enum HloSchedule {
  HLO_SCHEDULE_PROGRAM,   /* the order the ops were written in */
  HLO_SCHEDULE_LIST,      /* XLA's ListMemoryScheduler */
  HLO_SCHEDULE_DFS,       /* XLA's DFSMemoryScheduler */
  HLO_SCHEDULE_POSTORDER, /* XLA's PostOrderScheduler */
  HLO_SCHEDULE_BEST,      /* XLA's DefaultMemoryScheduler: the best of the three */
} HloSchedule;

enum { HLO_SCHEDULE_COUNT = HLO_SCHEDULE_BEST };

/* "program", "list", "dfs", "postorder", "best". */
const char *hlo_schedule_name(HloSchedule s);

/* The order heuristic `s` (list, dfs or postorder) gives the ops of one
 * block, terminator last, into `order` (room for every op of the block).
 * Returns the number of ops. */
int32_t hlo_schedule_block(MlirBlock block, HloSchedule s, MlirOperation *order);

/* The orders of every block of a module: each function body and,
 * recursively, each block of their region-holding ops, under the program
 * order and heuristic `s` (BEST: all three), computed once from the
 * module as it is. */
typedef struct HloSchedulePlan HloSchedulePlan;

HloSchedulePlan *hlo_schedule_plan(MlirOperation module, HloSchedule s);
/* The same, the orders found and measured with the memory model's
 * `memory` options (hlo_schedule_plan: the defaults, XLA's sharing and
 * fusion: the heuristics see kernels, a fused op's readers reading what
 * it reads). */
HloSchedulePlan *hlo_schedule_plan_with(MlirOperation module, HloSchedule s,
                                        const HloMemoryOptions *memory);
void hlo_schedule_plan_free(HloSchedulePlan *p);
/* The fusion plans the plan's orders are measured with: its blocks' in
 * the order it was given (HloMemoryOptions.fusion_plans); NULL without
 * fusion. */
HloFusionPlans *hlo_schedule_fusion_plans(const HloSchedulePlan *p);
/* Moves the ops of every planned block into the order of `s`, one the plan
 * holds (not BEST); HLO_SCHEDULE_PROGRAM puts the module back as it was
 * planned. */
void hlo_schedule_apply(HloSchedulePlan *p, HloSchedule s);

/* The figure XLA minimises: the peak of the module's entry (hlo_memory_entry:
 * @main, else the function with the largest peak); 0 without one. */
int64_t hlo_schedule_criterion(HloModuleMemory *m);

typedef struct HloScheduleChoice {
  HloSchedule chosen;
  int64_t peak[HLO_SCHEDULE_COUNT]; /* the criterion under each heuristic;
                                       peak[PROGRAM] only when evaluated */
} HloScheduleChoice;

/* XLA's DefaultMemoryScheduler: applies each heuristic in turn, analyses
 * the module under it, and leaves the module in the order with the least
 * criterion. Returns the memory model of the module in that order (the
 * caller frees it), or NULL if the model failed (errors reported, the
 * module back in program order). With `s` a single heuristic (one the plan
 * holds), only that one is applied and analysed. */
HloModuleMemory *hlo_schedule_choose(HloSchedulePlan *p, HloSchedule s, HloScheduleChoice *out);

/* The memory model of `module` under the order `s` gives it (BEST: XLA's
 * choice), with the IR left as it was: the module is reordered for the
 * analysis and put back. The ops named by the result are the module's own,
 * numbered in the scheduled order. NULL if the model failed. */
HloModuleMemory *hlo_memory_analyze_scheduled(MlirOperation module, HloSchedule s,
                                              const HloMemoryOptions *memory,
                                              HloScheduleChoice *out);

#endif
