/*
 * hlomem-regather (a pass of the remat module): in a sharded module,
 * gathers a value again for the ops that read it after the entry
 * function's peak, where XLA's partitioner would otherwise hold one
 * gathered copy from the first reader to the last. It may call the IR
 * layer, the memory model (with the partitioner's buffers) and the
 * scheduler.
 *
 * The one idea: the partitioner reshards each HLO value once per target
 * sharding and shares the result (its reshard cache), so an FSDP weight
 * read whole by a forward dot and a backward dot stays gathered in
 * between. Read by the later ops through a one-operand
 * optimization_barrier, the weight is another value there and is
 * gathered again, as FSDP's "reshard after forward" does; the copy held
 * across the peak is gone, for one more all-gather's traffic. Each split
 * is kept if the peak in XLA's order falls (docs/passes.md).
 */
#include <stddef.h>
#include <stdlib.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "hlomem/memory.h"
#include "hlomem/schedule.h"
#include "internal.h"
#include "pipeline/catalog.h"

typedef struct RegatherOptions {
  bool stats;
  bool explain;
} RegatherOptions;

static const HloOptionInfo regather_options[] = {
    {"stats", HLO_OPT_BOOL, offsetof(RegatherOptions, stats), "false",
     "emit a remark with the gathers split, the bytes gathered again and the peak before and "
     "after",
     NULL},
    {"explain", HLO_OPT_BOOL, offsetof(RegatherOptions, explain), "false",
     "emit a remark per gather split, and say why none was", NULL},
};

/* Splits are measured by full analyses in XLA's order: all of a round's
 * together, or at most MAX_SINGLES of them one by one; kept when the peak
 * falls by 1/MIN_GAIN of it. */
enum { MAX_ROUNDS = 8, MAX_CANDIDATES = 1024, MAX_SINGLES = 8, MIN_GAIN = 256 };

static const HloMemoryOptions with_partitioner = {.partitioner = true};

static HloModuleMemory *analyze(MlirOperation module) {
  HloScheduleChoice choice;
  return hlo_memory_analyze_scheduled(module, HLO_SCHEDULE_BEST, &with_partitioner, &choice);
}

/* A reshard held across the peak by readers on both sides of it. */
typedef struct Split {
  HloReshard what;
  int32_t nlate;
  MlirOperation *late; /* the readers after the peak, in the schedule's order */
  int32_t *operand;    /* which operand of each reads the value */
  MlirOperation barrier;
} Split;

static int larger_first(const void *x, const void *y) {
  const Split *a = x, *b = y;
  return a->what.extra < b->what.extra ? 1 : a->what.extra > b->what.extra ? -1 : 0;
}

/* The ops after the peak that read `c`'s value directly with its reshard. */
static int32_t late_readers(const HloBlockMemory *b, const HloCollective *c, HloArena *arena,
                            Split *out) {
  int32_t n = 0;
  out->late = hlo_arena_new(arena, MlirOperation, c->readers);
  out->operand = hlo_arena_new(arena, int32_t, c->readers);
  for (int32_t k = b->peak_at + 1; k <= c->last && n < c->readers; k++) {
    HloReshard r[8];
    int nr = hlo_partitioner_reshards(b->shard, b->ops[k], r, 8);
    for (int i = 0; i < nr; i++)
      if (hlo_reshard_same(&r[i], &c->what) &&
          mlirValueEqual(mlirOperationGetOperand(b->ops[k], r[i].operand), c->what.value)) {
        out->late[n] = b->ops[k];
        out->operand[n++] = r[i].operand;
        break;
      }
  }
  return n;
}

static int32_t candidates(const HloBlockMemory *b, HloArena *arena, Split *out, int32_t max) {
  int32_t n = 0;
  for (int32_t i = 0; i < b->ncollectives && n < max; i++) {
    const HloCollective *c = &b->collectives[i];
    if (c->what.operand < 0 || c->readers < 2 || c->what.extra <= 0 || c->first >= b->peak_at ||
        c->last <= b->peak_at)
      continue;
    out[n].what = c->what;
    out[n].barrier = (MlirOperation){NULL};
    if ((out[n].nlate = late_readers(b, c, arena, &out[n])) > 0)
      n++;
  }
  qsort(out, (size_t)n, sizeof *out, larger_first);
  return n;
}

/* The late readers read the value through one new barrier, placed before
 * the first of them in the block. */
static void split(MlirBlock block, Split *s) {
  MlirOperation first = {NULL};
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op) &&
                                                             mlirOperationIsNull(first);
       op = mlirOperationGetNextInBlock(op))
    for (int32_t i = 0; i < s->nlate; i++)
      if (mlirOperationEqual(op, s->late[i]))
        first = op;
  HloBuilder b = hlo_builder_before(first);
  b.loc = mlirOperationGetLocation(first);
  s->barrier = hlo_build_optimization_barrier(&b, 1, &s->what.value);
  MlirValue again = mlirOperationGetResult(s->barrier, 0);
  for (int32_t i = 0; i < s->nlate; i++)
    mlirOperationSetOperand(s->late[i], s->operand[i], again);
}

static void unsplit(Split *s) {
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(s->barrier, 0), s->what.value);
  mlirOperationDestroy(s->barrier);
  s->barrier = (MlirOperation){NULL};
}

typedef struct RegatherReport {
  PeakRewrite peak; /* done: the gathers split */
  int64_t bytes_again;
} RegatherReport;

static void explain_split(const Split *s) {
  HloStr shape = {0};
  hlo_sharding_local_shape(&s->what.to, mlirValueGetType(s->what.value), &shape);
  hlo_remark(mlirOperationGetLocation(s->barrier),
             "hlomem-regather: %s (%s, %lld B per device) is gathered again for %d reader%s "
             "after the peak instead of held from the first reader",
             hlo_collective_name((HloCollectiveKind)s->what.kind), shape.data,
             (long long)s->what.extra, (int)s->nlate, s->nlate == 1 ? "" : "s");
  hlo_str_free(&shape);
}

/* Tries the splits together, then, if that does not lower the peak,
 * one at a time, largest first; returns the splits kept. */
static int32_t try_splits(MlirOperation module, MlirBlock block, Split *cand, int32_t n,
                          int64_t need, int64_t *peak, RegatherReport *out) {
  for (int32_t i = 0; i < n; i++)
    split(block, &cand[i]);
  out->peak.tried++;
  int64_t p = remat_xla_peak(module, out->peak.func, &with_partitioner);
  if (p >= 0 && p <= *peak - need) {
    *peak = p;
    return n;
  }
  for (int32_t i = 0; i < n; i++)
    unsplit(&cand[i]);
  int32_t kept = 0;
  for (int32_t i = 0; i < n && i < MAX_SINGLES; i++) {
    split(block, &cand[i]);
    out->peak.tried++;
    p = remat_xla_peak(module, out->peak.func, &with_partitioner);
    if (p >= 0 && p <= *peak - need) {
      *peak = p;
      cand[kept++] = cand[i];
    } else {
      unsplit(&cand[i]);
    }
  }
  return kept;
}

/* Rounds: the reshards held across the current peak are split; the peak
 * moves, and the next round looks again there. */
static void regather(MlirOperation module, bool explain, RegatherReport *out) {
  *out = (RegatherReport){0};
  if (hlo_module_devices(module) <= 1)
    return; /* one device: nothing is gathered; no analysis is paid for */
  HloModuleMemory *mm = analyze(module);
  if (!mm || mm->failed) {
    if (mm)
      hlo_memory_free(mm);
    out->peak.failed = true;
    return;
  }
  HloFuncMemory *f = hlo_memory_entry(mm);
  if (!f || !f->body || f->body->peak_at < 0) {
    hlo_memory_free(mm);
    return;
  }
  out->peak.func = f->func;
  MlirBlock block = hlo_func_entry(f->func);
  int64_t peak0 = f->body->peak, peak = peak0;
  HloArena arena = {0};
  for (int round = 0; round < MAX_ROUNDS && f && f->body && f->body->peak_at >= 0; round++) {
    Split *cand = hlo_arena_new(&arena, Split, MAX_CANDIDATES);
    int32_t n = candidates(f->body, &arena, cand, MAX_CANDIDATES);
    hlo_memory_free(mm);
    mm = NULL;
    int32_t kept = n ? try_splits(module, block, cand, n, peak0 / MIN_GAIN, &peak, out) : 0;
    for (int32_t i = 0; i < kept; i++) {
      out->peak.done++;
      out->bytes_again += cand[i].what.extra;
      if (explain)
        explain_split(&cand[i]);
    }
    if (!kept)
      break;
    mm = analyze(module);
    f = mm && !mm->failed ? hlo_memory_func(mm, out->peak.func) : NULL;
  }
  if (mm)
    hlo_memory_free(mm);
  out->peak.peak_before = peak0;
  out->peak.peak_after = peak;
  hlo_arena_free(&arena);
}

static void run_regather(MlirOperation module, const void *opts, HloPassRun *run) {
  const RegatherOptions *o = opts;
  RegatherReport r;
  MlirStringRef name;
  regather(module, hlo_explain_enabled(o->explain), &r);
  if (!remat_peak_rewrite_end(run, &r.peak, &name))
    return;
  MlirLocation loc = mlirOperationGetLocation(r.peak.func);
  if (hlo_explain_enabled(o->explain) && r.peak.done == 0)
    hlo_remark(loc, "hlomem-regather: @%.*s: nothing gathered again: %s", (int)name.length,
               name.data,
               r.peak.tried ? "gathering again after the peak gave no lower peak"
                       : "no gathered value is held across the peak by readers on both sides");
  if (o->stats)
    hlo_remark(loc,
               "hlomem-regather: @%.*s: %d gather%s split, %d tried, %lld B gathered again; "
               "peak in XLA's order %lld -> %lld B",
               (int)name.length, name.data, (int)r.peak.done, r.peak.done == 1 ? "" : "s",
               (int)r.peak.tried, (long long)r.bytes_again, (long long)r.peak.peak_before,
               (long long)r.peak.peak_after);
}

const HloPassInfo hlo_regather_pass = {
    "hlomem-regather",
    "In a sharded module, gather values again for their readers after the peak instead of "
    "holding XLA's one gathered copy across it",
    "builtin.module",
    regather_options,
    sizeof regather_options / sizeof regather_options[0],
    sizeof(RegatherOptions),
    NULL,
    run_regather,
};
