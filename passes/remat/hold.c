/*
 * hlomem-hold-narrow (a pass of the remat module: remat.c runs its rewrite
 * first with hold=auto): gives a fused value smaller than the buffers it
 * keeps alive a buffer of its own, where that lowers the entry function's
 * peak in XLA's order. It may call the IR layer, the memory model and the
 * scheduler.
 *
 * The one idea: XLA fuses a cheap value into its readers, so a relu's mask
 * (x > 0, one byte an element) read by the backward keeps the f32 x alive
 * until then. Read through a one-operand optimization_barrier, which no
 * fusion crosses, the mask is written once where it is made and x dies
 * there. Nothing is computed twice; only where the values live changes.
 * Each candidate is held, kept if the peak falls enough, and the search
 * starts again at the new peak (docs/passes.md).
 */
#include <stddef.h>
#include <stdlib.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "hlomem/memory.h"
#include "hlomem/schedule.h"
#include "internal.h"
#include "pipeline/catalog.h"

typedef struct HoldOptions {
  bool stats;
  bool explain;
} HoldOptions;

static const HloOptionInfo hold_options[] = {
    {"stats", HLO_OPT_BOOL, offsetof(HoldOptions, stats), "false",
     "emit a remark with the values held and the peak before and after", NULL},
    {"explain", HLO_OPT_BOOL, offsetof(HoldOptions, explain), "false",
     "emit a remark per value held, and say why nothing was", NULL},
};

/* Every hold is tried against a full analysis in XLA's order: at most
 * MAX_TRIES per run, and the search ends after MAX_MISSES in a row that
 * lower nothing, so the pass costs a bounded number of analyses. */
enum { MAX_TRIES = 16, MAX_MISSES = 4, SOURCE_LIMIT = 128 };

/* A hold pins a buffer that hlomem-remat can then only keep or recompute
 * whole, with what it reads: one that lowers the peak by less than this
 * fraction of it (1/MIN_GAIN) costs the search more than it gives. */
enum { MIN_GAIN = 32 };

typedef struct Candidate {
  MlirValue value;
  int64_t bytes;   /* its own, per device */
  int64_t sources; /* the buffers its kernel reads through fusion, per device */
} Candidate;

typedef struct Hold {
  MlirValue value;
  MlirOperation barrier;
  int64_t bytes, sources;
} Hold;

int64_t remat_xla_peak(MlirOperation module, MlirOperation func, const HloMemoryOptions *memory) {
  HloScheduleChoice choice;
  HloModuleMemory *mm = hlo_memory_analyze_scheduled(module, HLO_SCHEDULE_BEST, memory, &choice);
  HloFuncMemory *f = mm && !mm->failed ? hlo_memory_func(mm, func) : NULL;
  int64_t peak = f && f->body ? f->body->peak : -1;
  if (mm)
    hlo_memory_free(mm);
  return peak;
}

/* The bytes of the buffers v is computed from through fused producers
 * and views, each once, that live across the peak and die at v's last
 * reader (`until`): what v keeps alive there. Arguments and constants are
 * left out: they never die. */
static int64_t source_bytes(const HloBlockMemory *b, const HloPtrMap *index, MlirValue v,
                            int32_t until, HloPtrMap *seen, int *budget) {
  if (--*budget < 0 || hlo_ptrmap_get(seen, v.ptr, &(int64_t){0}))
    return 0;
  hlo_ptrmap_put(seen, v.ptr, 1);
  int64_t k;
  if (!mlirValueIsAOpResult(v) || !hlo_ptrmap_get(index, v.ptr, &k))
    return 0;
  const HloBuffer *buf = &b->buffers[k];
  MlirOperation op = mlirOpResultGetOwner(v);
  if (buf->storage != HLO_STORAGE_FUSED) {
    const HloBuffer *home = &b->buffers[buf->home];
    bool dies_with_v = home->end >= b->peak_at && home->end <= until;
    return hlo_op_id(op) == HLO_OP_CONSTANT || !dies_with_v ? 0 : home->bytes;
  }
  int64_t total = 0;
  for (intptr_t j = 0, n = mlirOperationGetNumOperands(op); j < n; j++)
    total += source_bytes(b, index, mlirOperationGetOperand(op, j), until, seen, budget);
  return total;
}

/* Fused values (not views) XLA's order places before the peak and reads
 * at or after it, smaller by at least min_gain than the buffers they keep
 * alive across it: the first `max` of them in the block's order, largest
 * difference first. (Sorting them all and taking the largest gains
 * instead, searchless chess 270M ends at 96.5% of its peak, not 90.1%:
 * the estimate does not say which holds pay.) */
static int by_gain(const void *x, const void *y) {
  const Candidate *a = x, *c = y;
  int64_t ga = a->sources - a->bytes, gc = c->sources - c->bytes;
  return ga < gc ? 1 : ga > gc ? -1 : 0;
}

static int32_t candidates(const HloBlockMemory *b, int64_t min_gain, Candidate *out,
                          int32_t max) {
  HloPtrMap index = {0};
  hlo_ptrmap_reserve(&index, (size_t)b->nbuffers);
  for (int32_t i = 0; i < b->nbuffers; i++)
    hlo_ptrmap_put(&index, b->buffers[i].value.ptr, i);
  int32_t n = 0;
  for (int32_t i = 0; i < b->nbuffers && n < max; i++) {
    const HloBuffer *buf = &b->buffers[i];
    if (buf->storage != HLO_STORAGE_FUSED || buf->is_arg || buf->unknown || buf->bytes <= 0 ||
        buf->def >= b->peak_at || buf->last_use < b->peak_at)
      continue;
    MlirOperation op = mlirOpResultGetOwner(buf->value);
    if (hlo_op_is_view(op) || mlirOperationGetNumResults(op) != 1)
      continue;
    HloPtrMap seen = {0};
    int budget = SOURCE_LIMIT;
    int64_t sources = 0;
    for (intptr_t j = 0, m = mlirOperationGetNumOperands(op); j < m; j++)
      sources += source_bytes(b, &index, mlirOperationGetOperand(op, j), buf->last_use, &seen,
                              &budget);
    hlo_ptrmap_free(&seen);
    if (sources - buf->bytes >= min_gain) /* at most what a hold can free */
      out[n++] = (Candidate){buf->value, buf->bytes, sources};
  }
  hlo_ptrmap_free(&index);
  qsort(out, (size_t)n, sizeof *out, by_gain);
  return n;
}

/* Every reader of v reads it through a new barrier right after its op. */
static MlirOperation hold(MlirValue v) {
  MlirOperation op = mlirOpResultGetOwner(v);
  HloBuilder b = hlo_builder_before(mlirOperationGetNextInBlock(op));
  b.loc = mlirOperationGetLocation(op);
  MlirOperation barrier = hlo_build_optimization_barrier(&b, 1, &v);
  MlirValue held = mlirOperationGetResult(barrier, 0);
  MlirOpOperand u = mlirValueGetFirstUse(v);
  while (!mlirOpOperandIsNull(u)) {
    MlirOpOperand next = mlirOpOperandGetNextUse(u);
    MlirOperation owner = mlirOpOperandGetOwner(u);
    if (!mlirOperationEqual(owner, barrier))
      mlirOperationSetOperand(owner, mlirOpOperandGetOperandNumber(u), held);
    u = next;
  }
  return barrier;
}

static void release(MlirValue v, MlirOperation barrier) {
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(barrier, 0), v);
  mlirOperationDestroy(barrier);
}

static bool tried(const MlirValue *seen, int32_t n, MlirValue v) {
  for (int32_t i = 0; i < n; i++)
    if (mlirValueEqual(seen[i], v))
      return true;
  return false;
}

int32_t remat_hold_narrow(MlirOperation module, bool explain, PeakRewrite *out) {
  *out = (PeakRewrite){0};
  HloMemoryOptions memory = {.partitioner = true};
  HloScheduleChoice choice;
  HloModuleMemory *mm = hlo_memory_analyze_scheduled(module, HLO_SCHEDULE_BEST, &memory, &choice);
  if (!mm || mm->failed) {
    if (mm)
      hlo_memory_free(mm);
    out->failed = true;
    return 0;
  }
  HloFuncMemory *f = hlo_memory_entry(mm);
  if (!f || !f->body || f->body->peak_at < 0 || f->body->fusion != HLO_FUSION_XLA) {
    hlo_memory_free(mm);
    return 0;
  }
  MlirOperation func = f->func;
  int64_t peak0 = f->body->peak, peak = peak0;
  Hold holds[MAX_TRIES];
  MlirValue rejected[MAX_TRIES];
  int32_t nheld = 0, nrejected = 0, tries = 0, misses = 0;
  Candidate cand[MAX_TRIES];
  /* Hold the first candidate that lowers the peak, then look again at the
   * new peak; stop when none does or the tries run out. */
  while (tries < MAX_TRIES && misses < MAX_MISSES && mm) {
    int32_t n = candidates(f->body, peak0 / MIN_GAIN, cand, MAX_TRIES);
    hlo_memory_free(mm);
    mm = NULL;
    bool progress = false;
    for (int32_t i = 0; i < n && tries < MAX_TRIES && misses < MAX_MISSES && !progress; i++) {
      if (tried(rejected, nrejected, cand[i].value))
        continue;
      tries++;
      MlirOperation barrier = hold(cand[i].value);
      int64_t p = remat_xla_peak(module, func, &memory);
      if (p >= 0 && p <= peak - peak0 / MIN_GAIN) {
        holds[nheld++] = (Hold){cand[i].value, barrier, cand[i].bytes, cand[i].sources};
        peak = p;
        progress = true;
        misses = 0;
      } else {
        misses++;
        release(cand[i].value, barrier);
        rejected[nrejected++] = cand[i].value;
      }
    }
    if (!progress)
      break;
    mm = hlo_memory_analyze_scheduled(module, HLO_SCHEDULE_BEST, &memory, &choice);
    f = mm && !mm->failed ? hlo_memory_func(mm, func) : NULL;
    if (!f || !f->body || f->body->peak_at < 0)
      break;
  }
  if (mm)
    hlo_memory_free(mm);
  for (int32_t i = 0; i < nheld && explain; i++) {
    HloStr type = {0};
    hlo_type_print(mlirValueGetType(holds[i].value), &type);
    hlo_remark(mlirOperationGetLocation(holds[i].barrier),
               "hlomem-hold-narrow: %s (%lld B) is held in a buffer of its own: the %lld B it "
               "reads through fusion die where it is made, not at its last reader",
               type.data, (long long)holds[i].bytes, (long long)holds[i].sources);
    hlo_str_free(&type);
  }
  *out = (PeakRewrite){func, peak0, peak, nheld, tries, false};
  return nheld;
}

bool remat_peak_rewrite_end(HloPassRun *run, const PeakRewrite *r, MlirStringRef *name) {
  if (r->done == 0)
    hlo_pass_unchanged(run);
  if (r->failed) {
    hlo_pass_fail(run);
    return false;
  }
  if (mlirOperationIsNull(r->func))
    return false;
  *name = hlo_func_name(r->func);
  return true;
}

static void run_hold_narrow(MlirOperation module, const void *opts, HloPassRun *run) {
  const HoldOptions *o = opts;
  PeakRewrite r;
  MlirStringRef name;
  remat_hold_narrow(module, hlo_explain_enabled(o->explain), &r);
  if (!remat_peak_rewrite_end(run, &r, &name))
    return;
  MlirLocation loc = mlirOperationGetLocation(r.func);
  if (hlo_explain_enabled(o->explain) && r.done == 0)
    hlo_remark(loc, "hlomem-hold-narrow: @%.*s: nothing held: %s", (int)name.length, name.data,
               r.tried ? "holding a fused value smaller than what it reads gave no lower peak"
                       : "no fused value across the peak is smaller than what it reads");
  if (o->stats)
    hlo_remark(loc,
               "hlomem-hold-narrow: @%.*s: %d value%s held, %d tried; peak in XLA's order "
               "%lld -> %lld B",
               (int)name.length, name.data, (int)r.done, r.done == 1 ? "" : "s", (int)r.tried,
               (long long)r.peak_before, (long long)r.peak_after);
}

const HloPassInfo hlo_hold_narrow_pass = {
    "hlomem-hold-narrow",
    "Give fused values smaller than what they read a buffer of their own, where that lowers "
    "the peak",
    "builtin.module",
    hold_options,
    sizeof hold_options / sizeof hold_options[0],
    sizeof(HoldOptions),
    NULL,
    run_hold_narrow,
};
