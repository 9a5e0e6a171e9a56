/*
 * Module remat (passes/remat/, internal header internal.h): this file is
 * the search, model.c the rematerialisation model (candidates, chains,
 * costs), emit.c the rewrite. It may call the IR layer, the memory and
 * cost models, the knapsack library and the pass infrastructure's public
 * API; no other pass.
 *
 * hlomem-remat: lowers a function's peak memory under a budget by
 * recomputing values instead of keeping them alive, choosing what to keep
 * with a 0/1 knapsack. Anchored on builtin.module (the memory model is
 * interprocedural); it rewrites one function: @main, else the function
 * with the largest peak (the memory report's entry), or function=NAME.
 *
 * Options: budget=<bytes>|<p>% (required: of the function's peak, or in
 * the phase form of the bytes saved for the backward), solver=exact|dp|
 * hirschberg|greedy|ilp, cost=flops|roofline with device=, phase=auto|on|
 * off, levels=N (the budget ladder, below), barriers=true|false (below),
 * hold=off|auto (auto: also searched from hold.c's holds, run_remat),
 * stats (a remark), stats-json=FILE, explain (why values stay; also
 * --hlomem-explain).
 *
 * The schedule chosen is written back (emit.c) and pinned: the clones
 * placed before one op read their inputs through one
 * stablehlo.optimization_barrier, tied to a value that exists only right
 * before them, so that XLA's CSE cannot merge a clone with its original
 * nor its scheduler hoist it back next to it. jax.checkpoint does the
 * same with prevent_cse=True, its default; barriers=false, like
 * prevent_cse=False, is for a consumer known to do neither. The barriers
 * add no bytes: their results are their operands' buffers.
 *
 * One search, from the input schedule to a target T:
 *   analyse -> if the peak fits T, stop -> at the peak point p, the values
 *   live across p (defined before, unused at p, used after) whose producer
 *   can run again are the items: weight = the bytes recomputing one frees
 *   at p (its recompute chain may keep a dead value alive, which frees
 *   less), value = the chain's recompute cost -> knapsack: keep the most
 *   cost within the bytes T leaves for them -> clone the chains of the
 *   others before their first use after p -> repeat; stop when T holds or
 *   nothing at the peak can go, keeping the lowest-peak schedule seen.
 *
 * The budget ladder. A search is a sequence of knapsacks, each depending
 * on the schedules the ones before it left, and knapsack optima are not
 * nested as the capacity falls: searches to nearby targets can end far
 * apart. Taking the search to the budget itself, a lower budget could end
 * with a higher peak (PyTorch's partitioner does: pytorch issue 197838),
 * and an exact knapsack, the best first step, could lead to costlier
 * later ones than greedy's. So the pass searches a fixed ladder of
 * targets, L_j = floor(P0 (N - j) / N) for j = 1 .. N - 1 (P0 the input's
 * peak, N = levels), each with the chosen solver and with greedy, and
 * returns, of all the schedules found, the one recomputing least among
 * those whose peak fits the budget (ties: the lower peak), else the one
 * with the lowest peak. A solver's sequence of searches ends early at a
 * level it cannot reach where it lowers no peak of its own. None of this
 * depends on the budget, so a lower budget chooses among fewer of the
 * same schedules and never ends with a higher peak; and the schedules
 * greedy alone would choose from are among those of every other solver,
 * so exact never recomputes more than greedy where greedy meets the
 * budget, and never peaks higher where neither does. levels=0 runs one
 * search to the budget with the chosen solver instead, without these
 * guarantees.
 *
 * Seeds (seeded_walks): at each level, each solver's walk runs again
 * from the input schedule after a first knapsack at other cuts (across
 * two peaks, on a plateau, or with shared chain ops priced jointly),
 * where one peak point at a time misses the cheaper choice; they depend
 * on the level and the solver alone, so the guarantees above hold.
 *
 * What the ladder costs: rounds, each about linear in the function's
 * size (an evaluation, the chains at the peak), and knapsacks. Every
 * search starts from the input schedule, evaluated once with its
 * candidates; the two searches of a level are one walk for as long as
 * their solvers choose alike (walk_pair); knapsack costs are integers
 * (remat_cost_units), on which exact stops within a unit of its bound.
 *
 * The phase form (ops marked hlomem.phase = "fwd" | "bwd", as a
 * forward/backward partitioner sees a joint graph): the cut is the first
 * backward op, the items are the forward values the backward uses, and
 * the budget is a share of their bytes (PyTorch's activation_memory_budget:
 * at 100% all of them are kept, and the lower the share, the more that can
 * be recomputed is). One knapsack.
 */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "hlomem/knapsack.h"
#include "hlomem/schedule.h"
#include "internal.h"
#include "pipeline/catalog.h"

typedef struct RematOptions {
  HloBudget budget;
  int solver;
  int cost;
  int device;
  char *function;
  int phase;
  int64_t levels;
  int schedule;
  bool barriers;
  bool stats;
  char *stats_json;
  bool explain;
  int fusion; /* HloFusion */
  int hold;
} RematOptions;

static const char *const solvers[] = {"exact", "dp", "hirschberg", "greedy", "ilp", NULL};
static const HloKnapsackSolver solver_ids[] = {HLO_KNAPSACK_EXACT, HLO_KNAPSACK_DP,
                                               HLO_KNAPSACK_HIRSCHBERG, HLO_KNAPSACK_GREEDY,
                                               HLO_KNAPSACK_ILP};
static const char *const costs[] = {"flops", "roofline", NULL}; /* RematCost order */
static const char *const devices[] = {"h100", "a100", "cpu", NULL};
enum { PHASE_AUTO, PHASE_ON, PHASE_OFF };
static const char *const phase_names[] = {"auto", "on", "off", NULL};
enum { ORDER_PROGRAM, ORDER_XLA };
static const char *const orders[] = {"program", "xla", NULL};

static const char *const fusions[] = {"xla", "none", NULL}; /* HloFusion order */
enum { HOLD_OFF, HOLD_AUTO };
static const char *const holds[] = {"off", "auto", NULL};

/* A trial run (hold=auto, below) says nothing and fails nothing: the run
 * that follows it on the chosen input does both. */
static _Thread_local bool trial;
#define say(severity, ...)                                                                         \
  do {                                                                                             \
    if (!trial)                                                                                    \
      hlo_emit((severity), __VA_ARGS__);                                                           \
  } while (0)

static void fail(HloPassRun *run) {
  if (!trial)
    hlo_pass_fail(run);
}

/* The model remat searches and checks itself against: XLA's sharing and
 * (by default) fusion, the SPMD partitioner's buffers in a sharded module,
 * every argument live throughout (its schedule model does not free
 * donated arguments). */
static HloMemoryOptions remat_memory(const RematOptions *o) {
  return (HloMemoryOptions){.sharing = HLO_SHARING_XLA,
                            .bytes = HLO_BYTES_PER_DEVICE,
                            .fusion = (HloFusion)o->fusion,
                            .keep_donated = true,
                            .partitioner = true};
}

static const HloOptionInfo remat_options[] = {
    {"budget", HLO_OPT_BUDGET, offsetof(RematOptions, budget), NULL,
     "required: peak bytes to reach (512MiB), or a percentage of the peak (60%)", NULL},
    {"solver", HLO_OPT_ENUM, offsetof(RematOptions, solver), "exact",
     "knapsack solver choosing what to keep", solvers},
    {"cost", HLO_OPT_ENUM, offsetof(RematOptions, cost), "roofline",
     "recompute cost: FLOPs, or roofline time on the device", costs},
    {"device", HLO_OPT_ENUM, offsetof(RematOptions, device), "h100",
     "device of the roofline cost model", devices},
    {"function", HLO_OPT_STRING, offsetof(RematOptions, function), "",
     "the function to rewrite (default: @main, else the one with the largest peak)",
     NULL},
    {"phase", HLO_OPT_ENUM, offsetof(RematOptions, phase), "auto",
     "the functorch form on hlomem.phase markers: auto (when present), on, off", phase_names},
    {"levels", HLO_OPT_INT, offsetof(RematOptions, levels), "100",
     "levels of the budget ladder (0: one search to the budget, without its guarantees)",
     NULL},
    {"schedule", HLO_OPT_ENUM, offsetof(RematOptions, schedule), "program",
     "the order the search starts from: program, or xla (the module put in XLA's memory "
     "scheduler's order first, as hlomem-schedule does)",
     orders},
    {"barriers", HLO_OPT_BOOL, offsetof(RematOptions, barriers), "true",
     "pin each group of clones with a stablehlo.optimization_barrier, so that neither CSE "
     "nor a scheduler can undo the recomputation (false: the consumer does neither)",
     NULL},
    {"stats", HLO_OPT_BOOL, offsetof(RematOptions, stats), "false",
     "a remark with peak before/after, what was recomputed and what it costs", NULL},
    {"stats-json", HLO_OPT_STRING, offsetof(RematOptions, stats_json), "",
     "write the statistics as JSON to FILE ('-' for stdout)", NULL},
    {"explain", HLO_OPT_BOOL, offsetof(RematOptions, explain), "false",
     "say why values live at the final peak were kept", NULL},
    {"fusion", HLO_OPT_ENUM, offsetof(RematOptions, fusion), "xla",
     "the memory model's fusion: xla (values XLA fuses into their readers have no buffer) "
     "or none (every op's results are buffers)",
     fusions},
    {"hold", HLO_OPT_ENUM, offsetof(RematOptions, hold), "off",
     "auto: also search from the function with hlomem-hold-narrow's holds, and keep the "
     "better of the two results; off: only as given",
     holds},
};

static bool validate(const void *opts, HloStr *error) {
  const RematOptions *o = opts;
  if (!o->budget.is_percent && o->budget.bytes <= 0) {
    hlo_str_puts(error, "option 'budget' of pass 'hlomem-remat' is required and must be "
                        "positive: budget=<bytes> (such as 512MiB) or budget=<percent>% of "
                        "the peak");
    return false;
  }
  if (!hlo_knapsack_solver_available(solver_ids[o->solver])) {
    hlo_str_printf(error, "solver '%s' of pass 'hlomem-remat' is not available: hlomem was "
                          "built without GLPK",
                   solvers[o->solver]);
    return false;
  }
  if (o->levels < 0 || o->levels == 1 || o->levels > 10000) {
    hlo_str_puts(error, "option 'levels' of pass 'hlomem-remat' must be 0 (no ladder) or "
                        "between 2 and 10000");
    return false;
  }
  return true;
}

/* ---- small helpers ---- */

/* floor(x * num / den) without overflow, for den <= 10^9. */
static int64_t scale_floor(int64_t x, int64_t num, int64_t den) {
  return x / den * num + x % den * num / den;
}

/* The budget in bytes, for a base of `base` bytes (a percent budget).
 * Whole percents up to 100 are exact, so that they fall on the ladder. */
static int64_t budget_bytes(const HloBudget *b, int64_t base) {
  if (!b->is_percent)
    return b->bytes;
  double p = b->percent;
  if (p == floor(p) && p <= 100)
    return scale_floor(base, (int64_t)p, 100);
  double v = floor((double)base * p / 100.0);
  return v >= 9.2e18 ? INT64_MAX : (int64_t)v;
}

static const char *op_name(HloArena *a, MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return hlo_arena_strndup(a, n.data, n.length);
}

/* "stablehlo.add at f.mlir:3:8" */
static const char *describe(HloArena *a, MlirOperation op) {
  HloStr s = {0};
  hlo_location_format(mlirOperationGetLocation(op), &s);
  const char *r = s.len ? hlo_arena_printf(a, "%s at %s", op_name(a, op), s.data)
                        : op_name(a, op);
  hlo_str_free(&s);
  return r;
}

static const char *type_text(HloArena *a, MlirValue v) {
  HloStr s = {0};
  hlo_type_print(mlirValueGetType(v), &s);
  const char *r = hlo_arena_strndup(a, s.data ? s.data : "", s.len);
  hlo_str_free(&s);
  return r;
}

static const char *seconds_text(HloArena *a, double s) {
  if (s >= 1)
    return hlo_arena_printf(a, "%.3f s", s);
  if (s >= 1e-3)
    return hlo_arena_printf(a, "%.3f ms", s * 1e3);
  if (s >= 1e-6)
    return hlo_arena_printf(a, "%.3f us", s * 1e6);
  return hlo_arena_printf(a, "%.1f ns", s * 1e9);
}

static const char *flops_text(HloArena *a, double v) {
  static const char *prefix[] = {"", "K", "M", "G", "T", "P", "E"};
  int p = 0;
  while (v >= 1000 && p < 6)
    v /= 1000, p++;
  return hlo_arena_printf(a, p ? "%.2f %sFLOP" : "%.0f %sFLOP", v, prefix[p]);
}

/* ---- the search ---- */

/* Rounds a search goes on without lowering its best peak. */
enum { REMAT_STALL = 4 };

/* Times a round may stretch its cut (see round_try). */
enum { REMAT_STRETCH = 8 };

/* The solvers a ladder runs: the chosen one, and greedy (see the top). */
enum { MAX_SOLVERS = 2 };

/* What one solver chose at a cut: the values to recompute and their first
 * uses after the cut, and the knapsack's numbers for the tally. */
typedef struct Choice {
  int32_t n, cap;
  int32_t *values, *first;
  int64_t *weight;
  int32_t items;
  int64_t kept, freed;
  bool split; /* choose(joint): the choice of the costs split between chains */
} Choice;

typedef struct Search {
  const Model *m;
  const RematOptions *o;
  HloKnapsackOptions kopt[MAX_SOLVERS];
  int nsolvers;
  State base;
  /* Every search starts from the input schedule: its evaluation and the
     candidates at its peak are the same for all, computed once. */
  Eval base_e;
  Cands base_c;
  bool base_c_ready;
  Eval e;
  Cands c;
  int64_t peak0;
  int32_t searches;
  int32_t clone_limit;
  double solver_seconds; /* every knapsack of every search */
  HloKnapsackStatus failure;
  /* scratch for one knapsack, and what each solver chose */
  int32_t cap;
  int32_t *items;
  int64_t *weights;
  double *values;
  double *amortized; /* values with shared chain ops split (choose) */
  int32_t *picked;   /* candidates a knapsack recomputes (choose) */
  Choice choice[MAX_SOLVERS];
  RewriteScratch rw;
  State seed; /* seeded_walks */
  uint64_t *seen; /* hashes of the seeds made (seen_seed) */
  int32_t *marked, mark; /* mark_recomputed */
  /* Rounds of each solver's walks of the ladder, and of its seeded ones
   * (seeded_walks); a pair of walks sharing a round counts it for both. */
  int64_t rounds[MAX_SOLVERS], seed_rounds[MAX_SOLVERS];
  int32_t nseen, cap_seen;
} Search;

static void grow_items(Search *S, int32_t n) {
  if (n <= S->cap)
    return;
  S->cap = n * 2;
  S->items = hlo_xrealloc(S->items, sizeof *S->items * (size_t)S->cap);
  S->weights = hlo_xrealloc(S->weights, sizeof *S->weights * (size_t)S->cap);
  S->values = hlo_xrealloc(S->values, sizeof *S->values * (size_t)S->cap);
  S->amortized = hlo_xrealloc(S->amortized, sizeof *S->amortized * (size_t)S->cap);
  S->picked = hlo_xrealloc(S->picked, sizeof *S->picked * (size_t)S->cap);
}

/* The knapsack of the candidates cs that can go: items (S->items,
 * S->weights, and S->values in cost units); returns how many. */
static int32_t knapsack_items(Search *S, const Cands *cs) {
  int32_t n = 0;
  grow_items(S, cs->n);
  for (int32_t i = 0; i < cs->n; i++) {
    const Cand *c = &cs->c[i];
    if (c->why != WHY_CANDIDATE)
      continue;
    S->items[n] = i;
    S->weights[n] = c->weight;
    S->values[n] = c->cost;
    n++;
  }
  remat_cost_units(n, S->values, S->values);
  return n;
}

static void choice_room(Choice *ch, int32_t n) {
  if (ch->cap >= n)
    return;
  ch->cap = n;
  ch->values = hlo_xrealloc(ch->values, sizeof *ch->values * (size_t)n);
  ch->first = hlo_xrealloc(ch->first, sizeof *ch->first * (size_t)n);
  ch->weight = hlo_xrealloc(ch->weight, sizeof *ch->weight * (size_t)n);
}

static void choice_add(Choice *ch, const Cand *c) {
  ch->values[ch->n] = c->value;
  ch->first[ch->n] = c->first_use;
  ch->weight[ch->n] = c->weight;
  ch->freed += c->weight;
  ch->n++;
}

static void choice_copy(Choice *dst, const Choice *src) {
  choice_room(dst, src->n);
  *dst = (Choice){src->n,     dst->cap,   dst->values, dst->first,
                  dst->weight, src->items, src->kept,   src->freed, src->split};
  if (src->n) {
    memcpy(dst->values, src->values, sizeof *src->values * (size_t)src->n);
    memcpy(dst->first, src->first, sizeof *src->first * (size_t)src->n);
    memcpy(dst->weight, src->weight, sizeof *src->weight * (size_t)src->n);
  }
}

static void choice_free(Choice *ch) {
  free(ch->values);
  free(ch->first);
  free(ch->weight);
  memset(ch, 0, sizeof *ch);
}

/* Solves the knapsack of the n items at `units`; r as the solver gives it. */
static bool solve(Search *S, int32_t n, int solver, int64_t capacity, const double *units,
                  HloKnapsackResult *r) {
  HloKnapsackStatus st =
      hlo_knapsack_solve_i64((size_t)n, S->weights, units, capacity, &S->kopt[solver], r);
  if (st != HLO_KNAPSACK_OK) {
    S->failure = st;
    return false;
  }
  S->solver_seconds += r->stats.seconds;
  return true;
}

/* The candidates (indices in cs) that r recomputes, in S->picked. */
static int32_t picked(Search *S, const HloKnapsackResult *r) {
  for (size_t i = 0; i < r->num_recompute; i++)
    S->picked[i] = S->items[r->recompute[i]];
  return (int32_t)r->num_recompute;
}

/* Chooses which of the n items to recompute so that at most `capacity`
 * bytes of their weights stay: the knapsack keeps the most recompute
 * cost. A negative capacity recomputes them all. false if the solver
 * failed (S->failure says why).
 *
 * Items are independent in a knapsack, but chains may share ops the
 * rewrite clones once: two candidates sharing an expensive op cost
 * together less than the sum of their costs (the trap
 * bench/remat_optimal/graphs/shared-chain.mlir). `joint`: when chains
 * share ops, the knapsack is solved a second time with each shared op's
 * cost split between the chains holding it, and of the two choices, both
 * within the capacity, the one whose chains cost less together (each op
 * once) is taken; the first on ties. Only seeds price jointly (see Seed):
 * chains share ops nearly everywhere on real steps, and in every round
 * it doubles the knapsacks and moves the walks without ending cheaper
 * (GPT-2). */
static bool choose(Search *S, Cands *cs, int32_t n, int solver, int64_t capacity,
                   const State *s, bool joint, Choice *ch) {
  choice_room(ch, n);
  *ch = (Choice){0, ch->cap, ch->values, ch->first, ch->weight, n, 0, 0, false};
  if (capacity < 0) {
    for (int32_t i = 0; i < n; i++)
      choice_add(ch, &cs->c[S->items[i]]);
    return true;
  }
  HloKnapsackResult r, shared;
  if (!solve(S, n, solver, capacity, S->values, &r))
    return false;
  if (joint && n > 1) {
    if (remat_shared_costs(S->m, s, cs, S->items, n, S->amortized)) {
      remat_cost_units(n, S->amortized, S->amortized);
      if (!solve(S, n, solver, capacity, S->amortized, &shared)) {
        hlo_knapsack_result_free(&r);
        return false;
      }
      double whole = remat_chains_cost(S->m, s, cs, S->picked, picked(S, &r));
      double split = remat_chains_cost(S->m, s, cs, S->picked, picked(S, &shared));
      if (split < whole * (1 - 1e-12)) {
        hlo_knapsack_result_free(&r);
        r = shared;
        ch->split = true;
      } else {
        hlo_knapsack_result_free(&shared);
      }
    }
  }
  for (size_t i = 0; i < r.num_recompute; i++)
    choice_add(ch, &cs->c[S->items[r.recompute[i]]]);
  for (size_t i = 0; i < r.num_saved; i++)
    ch->kept += S->weights[r.saved[i]];
  hlo_knapsack_result_free(&r);
  return true;
}

static bool same_choice(const Choice *a, const Choice *b) {
  return a->n == b->n && !memcmp(a->values, b->values, sizeof *a->values * (size_t)a->n);
}

/* Recomputes what ch chose at cut a..b of s (evaluated by e). */
static void apply(Search *S, State *s, const Eval *e, int32_t a, int32_t b, const Choice *ch) {
  remat_rewrite(S->m, s, e, a, b, ch->values, ch->first, ch->n, &S->rw);
  /* After the rewrite, which an undo takes back to the tally before. */
  s->tally.knapsacks++;
  s->tally.items += ch->items;
  s->tally.kept_bytes += ch->kept;
  s->tally.freed_bytes += ch->freed;
}

/* The first use after the cut of the values ch recomputes: where their
 * first clones go. */
static int32_t first_anchor(const Choice *ch) {
  int32_t f = INT32_MAX;
  for (int32_t i = 0; i < ch->n; i++)
    f = ch->first[i] < f ? ch->first[i] : f;
  return f;
}

/* The bytes the candidates at the cut weigh together. */
static int64_t total_weight(const Cands *c) {
  int64_t w = 0;
  for (int32_t i = 0; i < c->n; i++)
    if (c->c[i].why == WHY_CANDIDATE)
      w += c->c[i].weight;
  return w;
}

/* The candidates at the peak of the input schedule. */
static Cands *base_candidates(Search *S) {
  if (!S->base_c_ready) {
    int32_t p = S->base_e.peak_at;
    remat_candidates(S->m, &S->base, &S->base_e, p, p, &S->base_c);
    S->base_c_ready = true;
  }
  return &S->base_c;
}

/* A round of a walk: at the peak p of its schedule, the knapsack chooses
 * what to recompute across a cut, positions p..b of the schedule, first
 * p alone. Each value recomputed is cloned before its first use after
 * the cut, where its bytes are back. When the first of those uses, f,
 * comes soon after p with the pressure still high there, recomputing
 * only moves the peak to the first clones: on a training step's loss,
 * the logits recomputed for the op right after the peak peak there
 * again, and the next round moves the peak back. So a choice whose
 * schedule peaks above the target at f (the first clones stand for f),
 * lower than before by less than a sixteenth of the way to the target,
 * is taken back, and the round chooses again with the cut stretched to
 * p..f: the values it may recompute are then free at f too, and what it
 * frees at p it frees there as well. A first estimate, usage at f less
 * the weights of the values first used after f, spares trying a choice
 * it already shows moving the peak; it misses the clones' temporaries,
 * which trying the choice measures. A round stretches its cut at most
 * REMAT_STRETCH times and ends with the attempt whose schedule peaked
 * lowest (the first of equals). */
typedef struct Round {
  const Eval *old; /* the evaluation of the schedule the round starts from */
  Eval *next;      /* the attempt's */
  int32_t p, b;    /* the cut p..b */
  int32_t old_nnodes, old_norder; /* of the schedule the round starts from */
  int32_t attempts;
  int64_t best_peak; /* of the best attempt (-1: none yet), at the cut p..best_b */
  int32_t best_b;
  int32_t guess_b;  /* the cut of Walk.guessed, stretched on the estimate (-1: none) */
  bool applied;     /* the walk's schedule is the last attempt's */
} Round;

/* Where a walk's best schedule is: the input schedule, the walk's own
 * (no round since has failed to improve it), or a copy. A walk's rounds
 * mostly improve on it, and copying every improvement would cost more
 * than all else a round does on a large function. */
typedef enum WalkOut { OUT_BASE, OUT_CUR, OUT_COPY } WalkOut;

/* A search from the input schedule to a target, round by round. It
 * keeps the first schedule whose peak fits, else the one with the lowest
 * peak (`best`). A search that no longer lowers its best peak is moving
 * the peak around: it stops after a few such rounds. */
typedef struct Walk {
  int solver;
  int64_t target;
  double ceiling; /* the walk stops once it recomputes this much */
  State cur, out;
  WalkOut out_is;
  Eval e[2];
  const Eval *ev; /* of cur: S->base_e until the first rewrite, then one of e */
  int64_t best;
  int32_t stall;
  bool done;
  Round r;
  Choice kept;    /* the best attempt's choice */
  Choice guessed; /* the last choice the estimate stretched the cut on, untried */
} Walk;

/* Starts a walk from the input schedule, or from `from` (a seed, below)
 * when not NULL; a walk from a seed stops once it recomputes as much as
 * `ceiling`. */
static void walk_start(Search *S, Walk *w, int solver, int64_t target, const State *from,
                       double ceiling) {
  w->solver = solver;
  w->target = target;
  w->ceiling = ceiling;
  w->stall = 0;
  w->done = false;
  S->searches++;
  if (!from) {
    state_copy(&w->cur, &S->base);
    w->out_is = OUT_BASE;
    w->ev = &S->base_e;
    w->best = S->peak0;
    return;
  }
  state_copy(&w->cur, from);
  remat_eval(S->m, &w->cur, &w->e[0]);
  w->out_is = OUT_CUR;
  w->ev = &w->e[0];
  w->best = w->ev->peak;
}

static const State *walk_out(const Search *S, const Walk *w) {
  return w->out_is == OUT_BASE ? &S->base : w->out_is == OUT_CUR ? &w->cur : &w->out;
}

/* Starts a round at the walk's peak; false when the walk is over. */
static bool round_start(Search *S, Walk *w) {
  if (w->done || w->ev->peak <= w->target || w->stall >= REMAT_STALL ||
      w->cur.tally.clones > S->clone_limit || w->cur.tally.value >= w->ceiling) {
    w->done = true;
    return false;
  }
  if (w->ceiling < INFINITY)
    S->seed_rounds[w->solver]++;
  else
    S->rounds[w->solver]++;
  Round *r = &w->r;
  r->old = w->ev;
  r->next = w->ev == &w->e[0] ? &w->e[1] : &w->e[0];
  r->p = r->b = w->ev->peak_at;
  r->old_nnodes = w->cur.nnodes;
  r->old_norder = w->cur.norder;
  r->attempts = 0;
  r->best_peak = -1;
  r->guess_b = -1;
  r->applied = false;
  return true;
}

/* The candidates at the round's cut and their knapsack (n items, the
 * capacity they leave: every point of the cut must come within the
 * target), or NULL when nothing there can go. */
static Cands *round_items(Search *S, Walk *w, int32_t *n, int64_t *capacity) {
  const Round *r = &w->r;
  Cands *cs = &S->c;
  if (r->old == &S->base_e && r->b == r->p)
    cs = base_candidates(S);
  else
    remat_candidates(S->m, &w->cur, r->old, r->p, r->b, &S->c);
  int64_t weight = total_weight(cs);
  if (weight == 0)
    return NULL;
  int64_t top = 0;
  for (int32_t k = r->p; k <= r->b; k++)
    top = r->old->usage[k] > top ? r->old->usage[k] : top;
  *n = knapsack_items(S, cs);
  *capacity = w->target - (top - weight);
  return cs;
}

/* The position in the round's old schedule of the point at position q of
 * the attempt's: its own, or for a clone of the attempt, its anchor's. */
static int32_t old_position(const Walk *w, int32_t q) {
  const State *s = &w->cur;
  for (; q < s->norder; q++)
    if (s->order[q] < w->r.old_nnodes)
      return w->r.old->pos[s->order[q]];
  return w->r.old_norder;
}

/* A peak above this one, for a target, is still as high as the round's:
 * lower by less than a sixteenth of the way to the target. */
static int64_t still_high(const Walk *w) {
  int64_t from = w->r.old->peak;
  return from - (from - w->target) / 16;
}

/* Tries what ch chose at the round's cut (f: its first anchor); true
 * when the round is over, false when it stretched the cut (the attempt
 * taken back). */
static bool round_try(Search *S, Walk *w, const Choice *ch, int32_t f) {
  Round *r = &w->r;
  apply(S, &w->cur, r->old, r->p, r->b, ch);
  remat_eval(S->m, &w->cur, r->next);
  r->applied = true;
  int64_t peak = r->next->peak;
  if (r->best_peak < 0 || peak < r->best_peak) {
    r->best_peak = peak;
    r->best_b = r->b;
    choice_copy(&w->kept, ch);
  }
  if (peak <= w->target || peak < still_high(w) || r->attempts >= REMAT_STRETCH)
    return true;
  int32_t q = old_position(w, r->next->peak_at);
  if (q <= r->b || q > f)
    return true;
  remat_rewrite_undo(&w->cur, &S->rw);
  r->applied = false;
  r->attempts++;
  r->b = q;
  return false;
}

/* Goes on with ch, the round's choice at its cut: stretches the cut on
 * the estimate, or tries ch. True when the round is over. */
static bool round_step(Search *S, Walk *w, const Choice *ch) {
  Round *r = &w->r;
  if (ch->n <= 0)
    return true;
  int32_t f = first_anchor(ch);
  if (r->attempts < REMAT_STRETCH && f > r->b) {
    int64_t at = r->old->usage[f];
    for (int32_t i = 0; i < ch->n; i++)
      if (ch->first[i] > f)
        at -= ch->weight[i];
    if (at > w->target && at >= still_high(w)) {
      choice_copy(&w->guessed, ch);
      r->guess_b = r->b;
      r->attempts++;
      r->b = f;
      return false;
    }
  }
  return round_try(S, w, ch, f);
}

/* Ends the round with its best attempt: the walk's schedule is then
 * that attempt's. */
static void round_end(Search *S, Walk *w) {
  Round *r = &w->r;
  if (r->best_peak < 0 && r->guess_b >= 0) {
    /* Stretched on estimates to a cut where nothing can go: the last
     * choice stretched on is the round's. */
    r->b = r->guess_b;
    r->attempts = REMAT_STRETCH;
    round_try(S, w, &w->guessed, first_anchor(&w->guessed));
  }
  if (r->best_peak < 0) {
    w->done = true;
    return;
  }
  if (!r->applied || r->b != r->best_b) {
    if (r->applied)
      remat_rewrite_undo(&w->cur, &S->rw);
    apply(S, &w->cur, r->old, r->p, r->best_b, &w->kept);
    remat_eval(S->m, &w->cur, r->next);
  }
  w->ev = r->next;
  if (w->ev->peak <= w->target || w->ev->peak < w->best) {
    w->best = w->ev->peak;
    w->out_is = OUT_CUR;
    w->stall = -1;
  } else if (w->out_is == OUT_CUR) {
    /* The walk leaves its best schedule, the one before this round:
     * copied, and the round done again (a rewrite is a function of the
     * schedule and the choice, so r->next still evaluates it). */
    remat_rewrite_undo(&w->cur, &S->rw);
    state_copy(&w->out, &w->cur);
    w->out_is = OUT_COPY;
    apply(S, &w->cur, r->old, r->p, r->best_b, &w->kept);
  }
  w->stall++;
}

/* Goes on with the walk's round, its solver alone, to its end. */
static void round_continue(Search *S, Walk *w) {
  int32_t n;
  int64_t capacity;
  for (;;) {
    Cands *cs = round_items(S, w, &n, &capacity);
    if (!cs || !choose(S, cs, n, w->solver, capacity, &w->cur, false, &S->choice[0]) ||
        round_step(S, w, &S->choice[0]))
      break;
  }
  round_end(S, w);
}

/* Runs a walk to its end. */
static void walk_run(Search *S, Walk *w) {
  while (!w->done && S->failure == HLO_KNAPSACK_OK && round_start(S, w))
    round_continue(S, w);
}

/* The second walk of a pair takes the first's place, in the middle of a
 * round: its schedule (the round's, every attempt so far taken back), its
 * best, and its round. */
static void walk_split(Search *S, Walk *w) {
  Walk *a = &w[0], *b = &w[1];
  state_copy(&b->cur, &a->cur);
  b->out_is = a->out_is;
  if (a->out_is == OUT_COPY)
    state_copy(&b->out, &a->out);
  b->best = a->best;
  b->stall = a->stall;
  b->done = false;
  b->r = a->r;
  if (a->r.old != &S->base_e) {
    remat_eval(S->m, &b->cur, &b->e[0]);
    b->r.old = &b->e[0];
  }
  b->ev = b->r.old;
  b->r.next = b->r.old == &b->e[0] ? &b->e[1] : &b->e[0];
  if (a->r.best_peak >= 0)
    choice_copy(&b->kept, &a->kept);
  if (a->r.guess_b >= 0)
    choice_copy(&b->guessed, &a->guessed);
}

/* Two walks to the same target, with different solvers, are the same
 * walk for as long as the solvers choose alike (with equal weights, or
 * an optimum greedy finds, they often do to the end): they share their
 * rounds until the first choice that differs, where the second walk
 * takes its own copy of the schedule and both go on alone. *mirror is
 * set when the second walk never parted: its result is the first's. */
static void walk_pair(Search *S, Walk *w, bool *mirror) {
  int32_t n;
  int64_t capacity;
  *mirror = true;
  while (S->failure == HLO_KNAPSACK_OK && round_start(S, &w[0])) {
    S->rounds[w[1].solver]++; /* the round is the second walk's too */
    for (;;) {
      Cands *cs = round_items(S, &w[0], &n, &capacity);
      if (!cs || !choose(S, cs, n, w[0].solver, capacity, &w[0].cur, false, &S->choice[0]) ||
          !choose(S, cs, n, w[1].solver, capacity, &w[0].cur, false, &S->choice[1]))
        break;
      if (!same_choice(&S->choice[0], &S->choice[1])) {
        *mirror = false;
        walk_split(S, w);
        for (int i = 0; i < 2; i++) {
          if (round_step(S, &w[i], &S->choice[i]))
            round_end(S, &w[i]);
          else
            round_continue(S, &w[i]);
          walk_run(S, &w[i]);
        }
        return;
      }
      if (round_step(S, &w[0], &S->choice[0]))
        break;
    }
    round_end(S, &w[0]);
  }
}

static void walk_free(Walk *w) {
  state_free(&w->cur);
  state_free(&w->out);
  eval_free(&w->e[0]);
  eval_free(&w->e[1]);
  choice_free(&w->kept);
  choice_free(&w->guessed);
}

/* L_j of the ladder. */
static int64_t level(int64_t peak0, int64_t j, int64_t n) { return scale_floor(peak0, n - j, n); }

/* The answer for a budget, kept while the ladder's schedules come: the
 * one recomputing least among those within the budget (ties: the lower
 * peak), and the one with the lowest peak (ties: the cheaper). The first
 * found wins remaining ties, so the answer depends on the ladder and the
 * budget alone. */
typedef struct Pick {
  int64_t budget;
  State fit, low;
  int64_t fit_peak, low_peak; /* -1 while none */
} Pick;

static void offer(Pick *k, const State *s, int64_t peak) {
  double cost = s->tally.value;
  if (peak <= k->budget &&
      (k->fit_peak < 0 || cost < k->fit.tally.value ||
       (cost == k->fit.tally.value && peak < k->fit_peak))) {
    state_copy(&k->fit, s);
    k->fit_peak = peak;
  }
  if (k->low_peak < 0 || peak < k->low_peak ||
      (peak == k->low_peak && cost < k->low.tally.value)) {
    state_copy(&k->low, s);
    k->low_peak = peak;
  }
}

/* The walks of one level of the ladder, one per active solver, from the
 * input schedule or from `from`; the schedules they found go to k in
 * solver order. least[solver], when not NULL: what its walk recomputes
 * if it fits the target, else INFINITY; outs[solver] its schedule. */
static void level_walks(Search *S, int64_t target, const bool *active, Walk *w, Pick *k,
                        const State *from, double ceiling, double *least, const State **outs) {
  int nw = 0;
  for (int i = 0; i < S->nsolvers; i++)
    if (active[i])
      walk_start(S, &w[nw++], i, target, from, ceiling);
  bool mirror = false;
  if (nw == 2)
    walk_pair(S, w, &mirror);
  else
    walk_run(S, &w[0]);
  for (int i = 0; i < nw; i++) {
    const Walk *x = mirror ? &w[0] : &w[i];
    const State *out = walk_out(S, x);
    offer(k, out, x->best);
    w[i].best = x->best;
    if (least)
      least[w[i].solver] = x->best <= target ? out->tally.value : INFINITY;
    if (outs)
      outs[w[i].solver] = out;
  }
}

/* Seeds. A walk lowers one peak at a time, at one point first, and at
 * each the knapsack weighs what recomputing a value frees there alone. A
 * value live across several peaks, which frees bytes at all of them for
 * one recomputation, loses at each to a cheaper value of that peak only
 * (the trap bench/remat_optimal/graphs/two-peaks.mlir: the walk
 * recomputes one value per peak where the optimum recomputes the one
 * crossing both); and at a peak of several points, the cheapest values
 * at the first point may be used at the next, which stays high (random
 * DAGs). So at each level whose walks recompute, the input schedule's
 * regions above the level (maximal runs of points above it) are found,
 * each with its plateau (its first run of points at its top), and the
 * walks of the level run again, each solver's alone, from seeds: the
 * input schedule after a first round whose cut is a span of plateaus
 * (from the first of two adjacent regions' to the second's, from the
 * first region's to the last's, or one plateau of several points) instead
 * of the walk's first peak point. A seeded walk is dropped once it
 * recomputes as much as its solver's walk of the level, and what it finds
 * goes to the same pick as the ladder's schedules. Seeds depend on the
 * input schedule, the level and the solver alone, never on the budget,
 * and a solver's seeds are the same whichever solver the pass was given,
 * so the ladder's guarantees hold (the top of the file). At most
 * REMAT_SEEDS spans per level, of the REMAT_SEED_REGIONS highest
 * regions. */
enum { REMAT_SEEDS = 4, REMAT_SEED_REGIONS = 8, REMAT_SEED_SHARE = 8, REMAT_SEED_WORK = 1 << 15 };

typedef struct Region {
  int32_t a, b; /* its plateau */
  int64_t top;
} Region;

static int by_top(const void *x, const void *y) {
  const Region *p = x, *q = y;
  return p->top != q->top ? (p->top < q->top ? 1 : -1) : (p->a > q->a) - (p->a < q->a);
}

static int by_start(const void *x, const void *y) {
  const Region *p = x, *q = y;
  return (p->a > q->a) - (p->a < q->a);
}

/* The plateaus of the REMAT_SEED_REGIONS highest regions of the input
 * schedule above target, in order; returns how many. */
static int32_t high_regions(const Search *S, int64_t target, Region *out) {
  const int64_t *u = S->base_e.usage;
  int32_t n = 0, norder = S->base.norder;
  for (int32_t k = 0; k < norder; k++) {
    if (u[k] <= target)
      continue;
    Region r = {k, k, u[k]};
    bool flat = true; /* still on the first run at the top so far */
    for (; k + 1 < norder && u[k + 1] > target; k++) {
      if (u[k + 1] > r.top)
        r = (Region){k + 1, k + 1, u[k + 1]}, flat = true;
      else if (u[k + 1] == r.top && flat)
        r.b = k + 1;
      else
        flat = false;
    }
    if (n == 2 * REMAT_SEED_REGIONS) {
      /* Full: keep the highest, then go on. */
      qsort(out, (size_t)n, sizeof *out, by_top);
      n = REMAT_SEED_REGIONS;
    }
    out[n++] = r;
  }
  if (n > REMAT_SEED_REGIONS) {
    qsort(out, (size_t)n, sizeof *out, by_top);
    n = REMAT_SEED_REGIONS;
  }
  qsort(out, (size_t)n, sizeof *out, by_start);
  return n;
}

/* The spans of the seeds (see above), at most REMAT_SEEDS + 1: first the
 * input's peak point, a seed only where joint prices change the choice. */
static int32_t seed_spans(const Search *S, const Region *r, int32_t nr, int32_t (*span)[2]) {
  int32_t n = 0;
  span[n][0] = span[n][1] = S->base_e.peak_at, n++;
  if (nr > 2)
    span[n][0] = r[0].a, span[n++][1] = r[nr - 1].b;
  for (int32_t i = 0; i + 1 < nr && n < REMAT_SEEDS + 1; i++)
    span[n][0] = r[i].a, span[n++][1] = r[i + 1].b;
  for (int32_t i = 0; i < nr && n < REMAT_SEEDS + 1; i++)
    if (r[i].b > r[i].a)
      span[n][0] = r[i].a, span[n++][1] = r[i].b;
  return n;
}

/* Whether solver's seed of choice ch at cut a..b was made before (at a
 * higher level), and marks it made. */
static bool seen_seed(Search *S, int solver, int32_t a, int32_t b, const Choice *ch) {
  uint64_t h = 1469598103934665603u;
  int32_t key[3] = {solver, a, b};
  for (int i = 0; i < 3; i++)
    h = (h ^ (uint32_t)key[i]) * 1099511628211u;
  for (int32_t i = 0; i < ch->n; i++)
    h = (h ^ (uint32_t)ch->values[i]) * 1099511628211u;
  for (int32_t i = 0; i < S->nseen; i++)
    if (S->seen[i] == h)
      return true;
  if (S->nseen == S->cap_seen) {
    S->cap_seen = S->cap_seen ? 2 * S->cap_seen : 16;
    S->seen = hlo_xrealloc(S->seen, sizeof *S->seen * (size_t)S->cap_seen);
  }
  S->seen[S->nseen++] = h;
  return false;
}

/* S->seed: the input schedule after solver's knapsack, prices joint, at
 * cut a..b for target. false when nothing there can go, when `split` and
 * joint prices change nothing, or when the seed was made at a level
 * before: its walk to this level would mostly retrace that one. */
static bool make_seed(Search *S, int solver, int64_t target, int32_t a, int32_t b, bool split) {
  const Eval *e = &S->base_e;
  remat_candidates(S->m, &S->base, e, a, b, &S->c);
  int64_t weight = total_weight(&S->c);
  if (weight == 0)
    return false;
  int64_t top = 0;
  for (int32_t k = a; k <= b; k++)
    top = e->usage[k] > top ? e->usage[k] : top;
  int32_t n = knapsack_items(S, &S->c);
  Choice *ch = &S->choice[0];
  if (!choose(S, &S->c, n, solver, target - (top - weight), &S->base, true, ch) ||
      ch->n == 0 || (split && !ch->split) || seen_seed(S, solver, a, b, ch))
    return false;
  state_copy(&S->seed, &S->base);
  apply(S, &S->seed, e, a, b, ch);
  return true;
}

/* Marks the model values s recomputes (or moves): S->marked[v] == S->mark. */
static void mark_recomputed(Search *S, const State *s) {
  if (!S->marked)
    S->marked = hlo_xcalloc((size_t)S->m->nvalues, sizeof *S->marked);
  S->mark++;
  for (int32_t v = S->m->nvalues; v < s->nvalues; v++)
    S->marked[s->vorig[v]] = S->mark;
}

/* Whether the seed recomputes only values the walk it is to improve on
 * recomputed too: walks from it mostly retrace that walk. */
static bool retraces(const Search *S) {
  const State *s = &S->seed;
  for (int32_t v = S->m->nvalues; v < s->nvalues; v++)
    if (S->marked[s->vorig[v]] != S->mark)
      return false;
  return true;
}

/* Each active solver's walk of the level again from its seeds, when its
 * walk of the level fits it recomputing least[solver] > 0 (outs[solver]
 * its schedule). A solver's seeds, their knapsacks and their walks' rounds,
 * take at most 1/REMAT_SEED_SHARE of the rounds its walks of the ladder
 * took so far, and of REMAT_SEED_WORK / ops rounds more (a round costs
 * about the function's size): on large steps seeds would otherwise cost
 * several times the ladder, and small functions, few rounds each, can
 * afford them all. */
static void seeded_walks(Search *S, int64_t target, const bool *active, Walk *w, Pick *k,
                         const double *least, const State **outs) {
  Region r[2 * REMAT_SEED_REGIONS];
  int32_t span[REMAT_SEEDS + 1][2];
  int32_t nspans = -1;
  for (int i = 0; i < S->nsolvers; i++) {
    if (!active[i] || !(least[i] > 0) || least[i] == INFINITY)
      continue;
    if (nspans < 0)
      nspans = seed_spans(S, r, high_regions(S, target, r), span);
    mark_recomputed(S, outs[i]);
    for (int32_t j = 0; j < nspans && S->failure == HLO_KNAPSACK_OK; j++) {
      if (S->seed_rounds[i] * REMAT_SEED_SHARE > S->rounds[i] + REMAT_SEED_WORK / S->m->nops)
        break;
      S->seed_rounds[i]++; /* the seed's own knapsack */
      if (!make_seed(S, i, target, span[j][0], span[j][1], j == 0) ||
          S->seed.tally.value >= least[i] || retraces(S))
        continue;
      bool one[MAX_SOLVERS] = {false};
      one[i] = true;
      level_walks(S, target, one, w, k, &S->seed, least[i], NULL, NULL);
    }
  }
}

/* The answer for `budget` from the ladder (see the top of the file). */
static int64_t search(Search *S, int64_t budget, State *out) {
  if (S->peak0 <= budget) {
    state_copy(out, &S->base);
    return S->peak0;
  }
  Walk w[MAX_SOLVERS] = {{0}}, sw[MAX_SOLVERS] = {{0}};
  if (S->o->levels == 0) {
    walk_start(S, &w[0], 0, budget, NULL, INFINITY);
    walk_run(S, &w[0]);
    state_copy(out, walk_out(S, &w[0]));
    int64_t peak = w[0].best;
    walk_free(&w[0]);
    return peak;
  }
  Pick k = {budget, {0}, {0}, -1, -1};
  offer(&k, &S->base, S->peak0);
  /* Each solver's sequence of searches ends on its own, at a level it
   * cannot reach and where it lowers no peak of its own. */
  bool active[MAX_SOLVERS];
  int64_t lowest[MAX_SOLVERS];
  for (int i = 0; i < S->nsolvers; i++)
    active[i] = true, lowest[i] = S->peak0;
  for (int64_t j = 1; j < S->o->levels && S->failure == HLO_KNAPSACK_OK; j++) {
    int64_t target = level(S->peak0, j, S->o->levels);
    double least[MAX_SOLVERS];
    const State *outs[MAX_SOLVERS];
    level_walks(S, target, active, w, &k, NULL, INFINITY, least, outs);
    seeded_walks(S, target, active, sw, &k, least, outs);
    bool any = false;
    for (int i = 0, x = 0; i < S->nsolvers; i++) {
      if (!active[i])
        continue;
      int64_t peak = w[x++].best;
      if (peak > target && peak >= lowest[i])
        active[i] = false;
      if (peak < lowest[i])
        lowest[i] = peak;
      any |= active[i];
    }
    if (!any)
      break;
  }
  int64_t peak = k.fit_peak >= 0 ? k.fit_peak : k.low_peak;
  state_copy(out, k.fit_peak >= 0 ? &k.fit : &k.low);
  for (int i = 0; i < MAX_SOLVERS; i++) {
    walk_free(&w[i]);
    walk_free(&sw[i]);
  }
  state_free(&k.fit);
  state_free(&k.low);
  return peak;
}

/* ---- the phase form ---- */

#define PHASE_ATTR "hlomem.phase"

typedef enum PhaseFound { PHASES_NONE, PHASES_OK, PHASES_BAD } PhaseFound;

/* The first op marked bwd, when every op marked fwd comes before it. */
static PhaseFound phase_cut(const Model *m, HloArena *ar, int32_t *cut, const char **why) {
  int32_t first_bwd = -1, fwd = 0;
  MlirStringRef key = mlirStringRefCreateFromCString(PHASE_ATTR);
  for (int32_t k = 0; k < m->nops; k++) {
    MlirOperation op = m->ops[k].op;
    MlirAttribute a = mlirOperationGetDiscardableAttributeByName(op, key);
    if (mlirAttributeIsNull(a))
      continue;
    MlirStringRef s = mlirAttributeIsAString(a) ? mlirStringAttrGetValue(a)
                                                : mlirStringRefCreate("", 0);
    bool is_fwd = s.length == 3 && !memcmp(s.data, "fwd", 3);
    bool is_bwd = s.length == 3 && !memcmp(s.data, "bwd", 3);
    if (!is_fwd && !is_bwd) {
      *why = hlo_arena_printf(ar, "%s has hlomem.phase = %s; expected \"fwd\" or \"bwd\"",
                              describe(ar, op), mlirAttributeIsAString(a) ?
                              hlo_arena_printf(ar, "\"%.*s\"", (int)s.length, s.data) :
                              "a non-string");
      return PHASES_BAD;
    }
    if (is_fwd && first_bwd >= 0) {
      *why = hlo_arena_printf(ar, "the forward %s comes after the backward %s",
                              describe(ar, op), describe(ar, m->ops[first_bwd].op));
      return PHASES_BAD;
    }
    fwd += is_fwd;
    if (is_bwd && first_bwd < 0)
      first_bwd = k;
  }
  if (first_bwd < 0 || fwd == 0) {
    *why = "no op is marked hlomem.phase = \"fwd\" and none \"bwd\"";
    if (first_bwd >= 0 || fwd)
      *why = first_bwd < 0 ? "no op is marked hlomem.phase = \"bwd\""
                           : "no op is marked hlomem.phase = \"fwd\"";
    return PHASES_NONE;
  }
  *cut = first_bwd;
  return PHASES_OK;
}

/* The forward values the backward uses, at the cut before op `cut` of
 * the schedule: values only returned are results of the step, not saved
 * for the backward. */
static void phase_candidates(Search *S, const State *s, const Eval *e, int32_t cut) {
  remat_candidates(S->m, s, e, cut, cut - 1, &S->c);
  for (int32_t i = 0; i < S->c.n; i++)
    if (S->c.c[i].first_use == s->norder - 1 && S->c.c[i].why != WHY_ARGUMENT)
      S->c.c[i].why = WHY_RESULT;
}

/* ---- remarks, statistics ---- */

typedef struct Outcome {
  bool phase;
  int32_t cut;              /* phase form: the first backward op */
  int64_t budget;           /* bytes: of the peak, or of the saved bytes */
  int64_t peak_before, peak_after;
  int64_t saved_total, saved_after; /* phase form: recomputable bytes saved for the backward */
  bool fits;
  double seconds;           /* the pass */
  PinTally pins;
  const State *state;
  const Eval *eval;         /* of the final state */
} Outcome;

static const char *func_name(HloArena *a, const Model *m) {
  MlirStringRef n = hlo_func_name(m->func);
  return hlo_arena_printf(a, "@%.*s", (int)n.length, n.data);
}

static double percent(double x, double of) { return of > 0 ? 100.0 * x / of : 0; }

/* "1 value", "3 values"; "1 search", "3 searches" */
static const char *count(HloArena *a, int64_t n, const char *what) {
  size_t len = strlen(what);
  const char *es = len && (what[len - 1] == 'h' || what[len - 1] == 's') ? "es" : "s";
  return hlo_arena_printf(a, "%lld %s%s", (long long)n, what, n == 1 ? "" : es);
}

/* ", pinned by 2 optimization barriers (1 clone reads no barrier: ...)" */
static const char *pins_text(const Search *S, const Outcome *r, HloArena *ar) {
  const PinTally *p = &r->pins;
  if (r->state->tally.clones == 0)
    return "";
  if (!S->o->barriers)
    return ", not pinned (barriers=false)";
  const char *loose = "", *held = "", *fused = "";
  if (p->unpinned)
    loose = hlo_arena_printf(ar, " (%s no barrier: constants, or computed from them alone)",
                             p->unpinned == 1
                                 ? "1 clone reads"
                                 : hlo_arena_printf(ar, "%d clones read", (int)p->unpinned));
  if (p->held)
    held = hlo_arena_printf(ar, ", %d holding a buffer XLA's fusion would take in",
                            (int)p->held);
  else if (p->fused_apart)
    fused = hlo_arena_printf(ar, "; XLA's fusion takes in %s the schedule buffers, at no cost",
                             count(ar, p->fused_apart, "value"));
  return hlo_arena_printf(ar, ", pinned by %s%s%s%s",
                          count(ar, p->barriers, "optimization barrier"), held, loose, fused);
}

/* The tally as reported: sums of clones less dropped ops that cancel out
 * (a chain moved rather than copied) leave rounding noise, shown as 0. */
static Tally reported_tally(const Search *S, const Outcome *r) {
  Tally t = r->state->tally;
  if (fabs(t.flops) < 1e-9 * S->m->step_flops)
    t.flops = 0;
  if (fabs(t.seconds) < 1e-9 * S->m->step_seconds)
    t.seconds = 0;
  if (fabs(t.value) < 1e-9 * (S->o->cost == COST_FLOPS ? S->m->step_flops : S->m->step_seconds))
    t.value = 0;
  return t;
}

static void stats_remark(const Search *S, const Outcome *r, HloArena *ar) {
  Tally reported = reported_tally(S, r);
  const Tally *t = &reported;
  const char *what =
      r->phase
          ? hlo_arena_printf(ar, "saved for the backward %lld B -> %lld B (budget %lld B, %.1f%%), "
                                 "peak %lld B -> %lld B",
                             (long long)r->saved_total, (long long)r->saved_after,
                             (long long)r->budget,
                             percent((double)r->budget, (double)r->saved_total),
                             (long long)r->peak_before, (long long)r->peak_after)
          : hlo_arena_printf(ar, "peak %lld B -> %lld B%s (budget %lld B, %.1f%% of the peak)",
                             (long long)r->peak_before, (long long)r->peak_after,
                             S->o->schedule == ORDER_XLA ? " in XLA's scheduling order" : "",
                             (long long)r->budget,
                             percent((double)r->budget, (double)r->peak_before));
  say(HLO_REMARK, mlirOperationGetLocation(S->m->func),
      "hlomem-remat: %s: %s%s; recomputed %s: %s cloned, %d dropped, %s, %s on %s "
      "(+%.2f%% of the step)%s; knapsack %s: %s of %s, kept %lld B, recomputed %lld B, "
      "%s; %s, %s",
      func_name(ar, S->m), what, r->fits ? "" : ", out of reach",
      count(ar, t->recomputed, "value"), count(ar, t->clones, "op"), (int)t->removed,
      flops_text(ar, t->flops), seconds_text(ar, t->seconds), devices[S->o->device],
      percent(t->seconds, S->m->step_seconds), pins_text(S, r, ar), solvers[S->o->solver],
      count(ar, t->knapsacks, "solve"), count(ar, t->items, "item"),
      (long long)t->kept_bytes, (long long)t->freed_bytes,
      seconds_text(ar, S->solver_seconds), count(ar, S->searches, "search"),
      seconds_text(ar, r->seconds));
}

static void stats_json(const Search *S, const Outcome *r, HloStr *out) {
  Tally reported = reported_tally(S, r);
  const Tally *t = &reported;
  MlirStringRef name = hlo_func_name(S->m->func);
  hlo_str_puts(out, "{\n  \"pass\": \"hlomem-remat\",\n  \"function\": ");
  hlo_str_json(out, name.data, name.length);
  hlo_str_printf(out,
                 ",\n  \"form\": \"%s\",\n  \"solver\": \"%s\",\n  \"cost\": \"%s\",\n"
                 "  \"device\": \"%s\",\n  \"levels\": %lld,\n  \"schedule\": \"%s\",\n"
                 "  \"budget_bytes\": %lld,\n"
                 "  \"budget_met\": %s,\n  \"peak_before\": %lld,\n  \"peak_after\": %lld,\n",
                 r->phase ? "phase" : "peak", solvers[S->o->solver], costs[S->o->cost],
                 devices[S->o->device], (long long)S->o->levels, orders[S->o->schedule],
                 (long long)r->budget,
                 r->fits ? "true" : "false", (long long)r->peak_before,
                 (long long)r->peak_after);
  if (r->phase)
    hlo_str_printf(out, "  \"saved_bytes_before\": %lld,\n  \"saved_bytes_after\": %lld,\n",
                   (long long)r->saved_total, (long long)r->saved_after);
  hlo_str_printf(out,
                 "  \"values_recomputed\": %d,\n  \"ops_cloned\": %d,\n  \"ops_dropped\": %d,\n"
                 "  \"barriers\": %s,\n  \"barriers_added\": %d,\n  \"clones_unpinned\": %d,\n"
                 "  \"barriers_holding\": %d,\n  \"values_fused_apart\": %d,\n"
                 "  \"bytes_kept\": %lld,\n  \"bytes_recomputed\": %lld,\n"
                 "  \"recompute_flops\": %.17g,\n  \"recompute_seconds\": %.17g,\n"
                 "  \"recompute_cost\": %.17g,\n"
                 "  \"step_flops\": %.17g,\n  \"step_seconds\": %.17g,\n  \"knapsacks\": %d,\n"
                 "  \"items\": %d,\n  \"solver_seconds\": %.9f,\n  \"searches\": %d,\n"
                 "  \"pass_seconds\": %.9f\n}\n",
                 (int)t->recomputed, (int)t->clones, (int)t->removed,
                 S->o->barriers ? "true" : "false", (int)r->pins.barriers, (int)r->pins.unpinned,
                 (int)r->pins.held, (int)r->pins.fused_apart, (long long)t->kept_bytes,
                 (long long)t->freed_bytes, t->flops, t->seconds, t->value, S->m->step_flops,
                 S->m->step_seconds, (int)t->knapsacks, (int)t->items, S->solver_seconds,
                 (int)S->searches, r->seconds);
}

/* What a value stays live for, in words. */
static const char *why_text(HloArena *ar, const Model *m, const State *s, const Cand *c,
                            bool fits) {
  int32_t node = s->vnode[c->value];
  MlirOperation op = node >= 0 ? m->ops[s->nodes[node].op].op : m->func;
  switch ((RematWhy)c->why) {
  case WHY_ARGUMENT: return "it is an argument";
  case WHY_NO_BYTES:
    return "it counts 0 B (a token, or a size that cannot be known), so recomputing it frees "
           "nothing";
  case WHY_NEVER: {
    const HloOpInfo *info = hlo_op_info(op);
    const char *reason = info->id == HLO_OP_CALL       ? "calls a function that cannot be"
                         : info->id == HLO_OP_UNKNOWN  ? "is not a known StableHLO op and cannot be"
                         : info->flags & HLO_F_RNG     ? "draws random numbers and cannot be"
                         : info->flags & HLO_F_BARRIER ? "is an optimization barrier and cannot be"
                         : info->flags & HLO_F_EFFECT  ? "has side effects and cannot be"
                                                       : "holds an op that cannot be";
    return hlo_arena_printf(ar, "%s %s recomputed", op_name(ar, op), reason);
  }
  case WHY_ROOT_OPERANDS:
    return hlo_arena_printf(ar, "%s is recomputed only from operands live at the peak, and "
                                "some are not",
                            op_name(ar, op));
  case WHY_CHAIN_LONG:
    return hlo_arena_printf(ar, "recomputing it would clone more than %d ops", REMAT_MAX_CHAIN);
  case WHY_FREES_NOTHING: {
    int32_t x = c->extended, xn = s->vnode[x];
    return hlo_arena_printf(ar, "recomputing it frees nothing: its chain would keep the %s of "
                                "%s alive across the peak",
                            type_text(ar, m->values[s->vorig[x]].value),
                            xn >= 0 ? describe(ar, m->ops[s->nodes[xn].op].op) : "an argument");
  }
  case WHY_MERGED:
    return hlo_arena_printf(ar, "%s reads nothing and is used before the peak too: CSE would "
                                "make a copy the original again",
                            op_name(ar, op));
  case WHY_RESULT: return "it is a result of the function, not saved for the backward";
  case WHY_CANDIDATE:
    return hlo_arena_printf(ar, "%s: recomputing it would free %lld B for %s (%s)",
                            fits ? "kept, the budget holds without recomputing it"
                                 : "kept, recomputing more gave no lower peak",
                            (long long)c->weight, flops_text(ar, c->flops),
                            seconds_text(ar, c->seconds));
  }
  return "";
}

/* Why the values live at the final schedule's peak (or, in the phase
 * form, saved for the backward) are still there. */
static void explain(Search *S, const Outcome *r, HloArena *ar) {
  const Model *m = S->m;
  const State *s = r->state;
  const Eval *e = r->eval;
  int32_t a = e->peak_at, b = a;
  if (r->phase) {
    /* The first backward op, or a clone placed before it. */
    for (a = 0; a < s->norder && s->order[a] < m->nops && s->order[a] != r->cut; a++)
      ;
    b = a - 1;
  }
  if (a < 0 || a >= s->norder)
    return;
  if (r->phase)
    phase_candidates(S, s, e, a);
  else
    remat_candidates(m, s, e, a, b, &S->c);
  int64_t args = 0, across = 0;
  for (int32_t i = 0; i < S->c.n; i++) {
    if (S->c.c[i].why == WHY_ARGUMENT)
      args += S->c.c[i].bytes;
    else if (S->c.c[i].why != WHY_RESULT)
      across += S->c.c[i].bytes;
  }
  MlirOperation at = m->ops[s->nodes[s->order[a]].op].op;
  if (r->phase)
    say(HLO_REMARK, mlirOperationGetLocation(at),
        "hlomem-remat: %s: the backward starts here; it uses %lld B of forward values",
        func_name(ar, m), (long long)across);
  else
    say(HLO_REMARK, mlirOperationGetLocation(at),
        "hlomem-remat: %s: the peak, %lld B, is here: %lld B of arguments, %lld B live "
        "across this op, %lld B used or made by it",
        func_name(ar, m), (long long)e->peak, (long long)args, (long long)across,
        (long long)(e->usage[a] - args - across));
  for (int32_t i = 0; i < S->c.n; i++) {
    const Cand *c = &S->c.c[i];
    if (c->why == WHY_ARGUMENT || c->why == WHY_RESULT)
      continue;
    int32_t node = s->vnode[c->value];
    MlirOperation op = m->ops[s->nodes[node].op].op;
    say(HLO_REMARK, mlirOperationGetLocation(op), "hlomem-remat: %s (%lld B) stays: %s",
        type_text(ar, m->values[s->vorig[c->value]].value), (long long)c->bytes,
        why_text(ar, m, s, c, r->fits));
  }
}

/* What the final peak is made of, for the remark every run without a fit
 * gets: what no recomputation frees there (arguments, what the op reads
 * and writes, values whose producer cannot run again), which bounds every
 * schedule from below, and what the search kept: values it could
 * recompute (doing so gave no lower peak), values its rules keep. */
typedef struct Floor {
  int64_t args, op, never, ruled, kept;
} Floor;

static Floor peak_floor(Search *S, const Outcome *r) {
  const Eval *e = r->eval;
  int32_t a = e->peak_at;
  remat_candidates(S->m, r->state, e, a, a, &S->c);
  Floor f = {0};
  for (int32_t i = 0; i < S->c.n; i++) {
    const Cand *c = &S->c.c[i];
    switch ((RematWhy)c->why) {
    case WHY_ARGUMENT: f.args += c->bytes; break;
    case WHY_NEVER:
    case WHY_NO_BYTES: f.never += c->bytes; break;
    case WHY_CANDIDATE: f.kept += c->bytes; break;
    default: f.ruled += c->bytes; break;
    }
  }
  f.op = e->usage[a] - f.args - f.never - f.ruled - f.kept;
  return f;
}

static void out_of_reach(Search *S, const Outcome *r, HloArena *ar) {
  const Model *m = S->m;
  MlirOperation at = m->ops[r->state->nodes[r->state->order[r->eval->peak_at]].op].op;
  Floor f = peak_floor(S, r);
  int64_t floor = f.args + f.op + f.never;
  const char *above = "the peak is that floor";
  if (r->peak_after > floor) {
    const char *kept = hlo_arena_printf(ar, "%lld B of values it could recompute there "
                                            "but kept, as recomputing them gave no lower "
                                            "peak",
                                        (long long)f.kept);
    const char *ruled =
        hlo_arena_printf(ar, "%lld B its rules keep (explain says why)", (long long)f.ruled);
    above = hlo_arena_printf(ar, "the peak is %.1f%% above it: %s%s%s",
                             percent((double)(r->peak_after - floor), (double)floor),
                             f.kept ? kept : "", f.kept && f.ruled ? ", " : "",
                             f.ruled ? ruled : "");
  }
  say(HLO_REMARK, mlirOperationGetLocation(m->func),
      "hlomem-remat: %s: the budget of %lld B is out of reach: the smallest peak found "
      "is %lld B (%.1f%% of %lld B), at %s; no recomputation frees %lld B there (%lld B "
      "of arguments, %lld B the op reads or writes, %lld B that cannot be recomputed)%s; "
      "%s",
      func_name(ar, m), (long long)r->budget, (long long)r->peak_after,
      percent((double)r->peak_after, (double)r->peak_before), (long long)r->peak_before,
      describe(ar, at), (long long)floor, (long long)f.args, (long long)f.op,
      (long long)f.never, floor > r->budget ? ", a floor above the budget" : "", above);
}

/* ---- driver ---- */

static HloFuncMemory *pick_function(HloModuleMemory *mm, const RematOptions *o, HloPassRun *run) {
  if (!o->function[0])
    return hlo_memory_entry(mm);
  for (int32_t i = 0; i < mm->nfuncs; i++) {
    MlirStringRef n = mm->funcs[i].name;
    if (n.length == strlen(o->function) && !memcmp(n.data, o->function, n.length))
      return &mm->funcs[i];
  }
  say(HLO_ERROR, mlirOperationGetLocation(mm->module), "hlomem-remat: no function named @%s",
      o->function);
  fail(run);
  return NULL;
}

static bool changed(const State *s) { return s->tally.clones > 0 || s->tally.removed > 0; }

/* Rewrites the function in the phase form: one knapsack at the cut. */
static void phase_form(Search *S, Outcome *r, State *answer) {
  const Model *m = S->m;
  state_copy(answer, &S->base);
  remat_eval(m, answer, &S->e);
  phase_candidates(S, answer, &S->e, r->cut);
  r->saved_total = total_weight(&S->c);
  r->budget = budget_bytes(&S->o->budget, r->saved_total);
  r->saved_after = r->saved_total;
  S->searches = 1;
  if (r->saved_total <= r->budget)
    return;
  Choice *ch = &S->choice[0];
  if (!choose(S, &S->c, knapsack_items(S, &S->c), 0, r->budget, answer, false, ch))
    return;
  r->saved_after -= ch->freed;
  apply(S, answer, &S->e, r->cut, r->cut - 1, ch);
}

/* ---- schedule=xla: what XLA's scheduler makes of the result ---- */

/* The module as it came (program order), for take_back, with the module
 * itself left in the order `chosen`, the search's. */
static MlirOperation program_order_copy(MlirOperation module, HloSchedulePlan *plan,
                                        HloSchedule chosen) {
  hlo_schedule_apply(plan, HLO_SCHEDULE_PROGRAM);
  MlirOperation copy = hlo_op_clone(module);
  hlo_schedule_apply(plan, chosen);
  return copy;
}

/* Whether XLA's budget for one fusion decides some of the fusion of m's
 * function, as it came or as rewritten: the schedule model keeps the
 * input's decisions, which the budget may make otherwise around a
 * rewrite (hlo_fusion_over_budget). */
static bool fusion_over_budget(const Model *m) {
  if (m->over_budget || !m->fusion)
    return m->over_budget;
  HloFusionPlan *plan = hlo_fusion_plan(m->block);
  bool over = hlo_fusion_over_budget(plan);
  hlo_fusion_plan_free(plan);
  return over;
}

/* `func`'s peak in the memory model; -1 if it failed (reported). */
static int64_t function_peak(MlirOperation module, MlirOperation func,
                             const HloMemoryOptions *memory) {
  HloModuleMemory *mm = hlo_memory_analyze_with(module, memory);
  HloFuncMemory *f = mm->failed ? NULL : hlo_memory_func(mm, func);
  int64_t peak = f && f->body ? f->body->peak : -1;
  hlo_memory_free(mm);
  return peak;
}

/* The peak of `func` as XLA's memory scheduler orders the rewritten
 * module; -1 if the memory model failed (reported). XLA's heuristics
 * break ties by the order they are given, so the order XLA gives a
 * function depends on the order it gets, and ordering an ordered function
 * again may give another (two orders can even alternate): the module is
 * ordered again up to four times and left in the order XLA gave (never
 * the search's own, whose peak XLA does not run) from which XLA's reaches
 * the lowest peak, and that peak is returned: what XLA's scheduler, given
 * the output, runs, at most the output's own peak. */
static int64_t peak_in_xla_order(MlirOperation module, MlirOperation func,
                                 const HloMemoryOptions *memory) {
  enum { TRIES = 4 };
  HloSchedulePlan *given[TRIES];
  int64_t peak[TRIES];
  int n = 0, best = 1;
  bool failed = false;
  while (n < TRIES) {
    given[n] = hlo_schedule_plan_with(module, HLO_SCHEDULE_BEST, memory);
    HloScheduleChoice c;
    HloModuleMemory *mm = hlo_schedule_choose(given[n], HLO_SCHEDULE_BEST, &c);
    HloFuncMemory *f = mm && !mm->failed ? hlo_memory_func(mm, func) : NULL;
    peak[n] = f && f->body ? f->body->peak : -1;
    if (mm)
      hlo_memory_free(mm);
    if (peak[n++] < 0) {
      failed = true;
      break;
    }
    if (n > 2 && peak[n - 1] < peak[best])
      best = n - 1;
    if (n > 1 && peak[n - 1] == peak[n - 2])
      break;
  }
  if (!failed)
    hlo_schedule_apply(given[best], HLO_SCHEDULE_PROGRAM); /* the order XLA is given */
  for (int i = 0; i < n; i++)
    hlo_schedule_plan_free(given[i]);
  return failed ? -1 : peak[best];
}

/* The module back as it came, from `backup`: the rewrite saves nothing
 * once XLA has ordered it (`peak` in XLA's order). The outcome becomes
 * "nothing recomputed", and the model's function handle the restored
 * function's, for the remarks that follow. */
static void take_back(const Search *S, Model *m, Outcome *r, State *answer,
                      MlirOperation module, MlirOperation backup, int64_t peak, HloArena *ar,
                      const char *why) {
  const char *name = func_name(ar, m);
  MlirLocation loc = mlirOperationGetLocation(m->func);
  say(HLO_REMARK, loc,
      "hlomem-remat: %s: the rewrite is taken back: %s at a peak of %lld B, not below the "
      "%lld B it starts from",
      name, why, (long long)peak, (long long)r->peak_before);
  hlo_module_replace_body(module, backup);
  mlirOperationDestroy(backup);
  m->func = hlo_lookup_func(module, mlirStringRefCreateFromCString(name + 1));
  state_copy(answer, &S->base);
  r->pins = (PinTally){0};
}

/* What a run ends with, to compare two: its peak as XLA orders the result
 * and the step time its recomputation adds. */
typedef struct Result {
  bool ok;
  int64_t budget, peak;
  double seconds;
  bool rewrote; /* the function was rewritten (perhaps taken back) */
} Result;

static void remat_module(MlirOperation module, const RematOptions *o, HloPassRun *run,
                         Result *result) {
  *result = (Result){0};
  double t0 = hlo_now();
  HloArena ar = {0};
  bool explaining = hlo_explain_enabled(o->explain);
  const HloMemoryOptions memory = remat_memory(o);
  /* schedule=xla: the search starts from the order XLA will run the
   * module in, which XLA's scheduler, run again on the result, mostly
   * keeps; the input order comes back if nothing is rewritten. */
  HloSchedulePlan *plan = NULL;
  HloScheduleChoice choice = {0};
  MlirOperation backup = {NULL};
  bool emitted = false;
  HloModuleMemory *mm;
  if (o->schedule == ORDER_XLA) {
    plan = hlo_schedule_plan_with(module, HLO_SCHEDULE_BEST, &memory);
    mm = hlo_schedule_choose(plan, HLO_SCHEDULE_BEST, &choice);
  } else {
    mm = hlo_memory_analyze_with(module, &memory);
  }
  Model *m = NULL;
  Search S = {0};
  State answer = {0};
  if (!mm || mm->failed) {
    fail(run);
    goto done;
  }
  HloFuncMemory *f = pick_function(mm, o, run);
  if (!f)
    goto done;
  if (!f->body || f->body->nops == 0) {
    say(HLO_WARNING, mlirOperationGetLocation(f->func), "hlomem-remat: @%.*s has no body",
        (int)f->name.length, f->name.data);
    goto done;
  }
  m = remat_model_build(f->func, f->body, plan ? hlo_schedule_fusion_plans(plan) : NULL,
                        (RematCost)o->cost, hlo_device_lookup(devices[o->device]));
  if (!m)
    goto done;

  S.m = m;
  S.o = o;
  S.nsolvers = solver_ids[o->solver] == HLO_KNAPSACK_GREEDY ? 1 : 2;
  for (int i = 0; i < S.nsolvers; i++) {
    hlo_knapsack_options_init(&S.kopt[i]);
    S.kopt[i].solver = i == 0 ? solver_ids[o->solver] : HLO_KNAPSACK_GREEDY;
  }
  S.clone_limit = 4 * m->nops + 64;
  state_init(&S.base, m);
  remat_eval(m, &S.base, &S.base_e);
  S.peak0 = S.base_e.peak;
  if (S.peak0 != f->body->peak) {
    say(HLO_ERROR, mlirOperationGetLocation(m->func),
        "hlomem-remat: internal error: the schedule model's peak %lld B is not the memory "
        "model's %lld B",
        (long long)S.peak0, (long long)f->body->peak);
    fail(run);
    goto done;
  }

  Outcome r = {0};
  r.peak_before = S.peak0;
  const char *why = NULL;
  PhaseFound phases = o->phase == PHASE_OFF ? PHASES_NONE : phase_cut(m, &ar, &r.cut, &why);
  if (phases == PHASES_BAD || (o->phase == PHASE_ON && phases != PHASES_OK)) {
    say(HLO_WARNING, mlirOperationGetLocation(m->func),
        "hlomem-remat: %s cannot be rewritten in the phase form: %s", func_name(&ar, m),
        why);
    goto done;
  }
  r.phase = phases == PHASES_OK;
  if (r.phase) {
    phase_form(&S, &r, &answer);
  } else {
    r.budget = budget_bytes(&o->budget, S.peak0);
    search(&S, r.budget, &answer);
  }
  if (S.failure != HLO_KNAPSACK_OK) {
    say(HLO_ERROR, mlirOperationGetLocation(m->func),
        "hlomem-remat: the %s knapsack solver failed: %s", solvers[o->solver],
        hlo_knapsack_status_message(S.failure));
    fail(run);
    goto done;
  }
  remat_eval(m, &answer, &S.e);
  r.peak_after = S.e.peak;
  r.fits = r.phase ? r.saved_after <= r.budget : r.peak_after <= r.budget;
  r.state = &answer;
  r.eval = &S.e;
  /* Remarks that name ops come first: the rewrite may erase some. A
   * trial makes none (nor the statistics below). */
  if (!r.fits && !r.phase && !trial)
    out_of_reach(&S, &r, &ar);
  if (explaining && !trial)
    explain(&S, &r, &ar);

  if (changed(&answer)) {
    emitted = true;
    if (plan)
      backup = program_order_copy(module, plan, choice.chosen);
    else if (m->nreshards)
      backup = hlo_op_clone(module);
    Emission em = {0};
    if (!remat_emit(m, &answer, &em)) {
      emission_free(&em);
      fail(run);
      goto done;
    }
    if (o->barriers)
      remat_pin(m, &answer, &em, &r.pins);
    /* The memory model must agree with the schedule model on the
     * schedule chosen, barriers included: their results are their
     * operands' buffers, and emit.c places them where they extend no
     * lifetime. But for values the schedule keeps in buffers and XLA's
     * fusion would take into their readers in the rewritten function:
     * left to XLA where that keeps the peak at most the schedule's, else
     * held in their buffers by barriers (without barriers, the function's
     * own figure is the answer). */
    int32_t fused_apart = remat_hold_buffers(m, &answer, &em, false, &r.pins);
    r.pins.fused_apart = fused_apart;
    int64_t peak = function_peak(module, m->func, &memory);
    bool taken_back = false;
    if (fused_apart > 0 && o->barriers && peak > r.peak_after + em.slack) {
      remat_hold_buffers(m, &answer, &em, true, &r.pins);
      peak = function_peak(module, m->func, &memory);
    }
    if (fused_apart > 0 && !o->barriers && peak > r.peak_after + em.slack) {
      say(HLO_REMARK, mlirOperationGetLocation(m->func),
          "hlomem-remat: %s: without barriers, XLA's fusion takes in %d value%s the "
          "schedule keeps in buffers: the rewritten function peaks at %lld B, the "
          "schedule at %lld B",
          func_name(&ar, m), (int)fused_apart, fused_apart == 1 ? "" : "s",
          (long long)peak, (long long)r.peak_after);
    } else if (peak >= 0 &&
               (peak > r.peak_after + em.slack || (fused_apart == 0 && peak < r.peak_after)) &&
               (m->nreshards || fusion_over_budget(m))) {
      /* The schedule model takes a clone's splits and reads from its
       * original's, and the fusion decisions XLA's budget made on the
       * input; the partitioner and the fusion pass decide them again on
       * the rewritten function, whose own figure is the answer. */
      say(HLO_REMARK, mlirOperationGetLocation(m->func),
          "hlomem-remat: %s: %s the rewritten function come to a peak of %lld B, the "
          "schedule model said %lld B",
          func_name(&ar, m),
          m->nreshards ? "the SPMD partitioner's buffers in"
                       : "the kernels XLA's budget for one fusion makes of",
          (long long)peak, (long long)r.peak_after);
      if (peak >= r.peak_before) {
        take_back(&S, m, &r, &answer, module, backup, peak, &ar, "it would run");
        backup = (MlirOperation){NULL};
        peak = r.peak_before;
        taken_back = true;
      }
    } else if (peak < 0 || peak > r.peak_after + em.slack ||
               (fused_apart == 0 && peak < r.peak_after)) {
      /* Exactly, but for the scalar a splat's clone broadcasts (em.slack),
       * which the schedule does not hold. */
      say(HLO_ERROR, mlirOperationGetLocation(m->func),
          "hlomem-remat: internal error: the rewritten function peaks at %lld B, the "
          "schedule model said %lld B",
          (long long)peak, (long long)r.peak_after);
      emission_free(&em);
      fail(run);
      goto done;
    }
    if (!r.phase && r.fits && peak > r.budget)
      say(HLO_REMARK, mlirOperationGetLocation(m->func),
          "hlomem-remat: %s: the budget of %lld B is out of reach: the smallest peak "
          "found is %lld B (%.1f%% of %lld B), with the scalars of broadcast splat "
          "constants",
          func_name(&ar, m), (long long)r.budget, (long long)peak,
          percent((double)peak, (double)r.peak_before), (long long)r.peak_before);
    emission_free(&em);
    if (plan && !taken_back) {
      /* XLA orders the result again, and the order it picks for the
       * rewritten function is not the one the search measured: the result
       * is left in XLA's order and measured there, and taken back if XLA
       * would keep nothing of the saving. */
      peak = peak_in_xla_order(module, m->func, &memory);
      if (peak < 0) {
        fail(run);
        goto done;
      }
      if (peak >= r.peak_before) {
        take_back(&S, m, &r, &answer, module, backup, peak, &ar,
                  "XLA's scheduler, ordering it again, would run it");
        backup = (MlirOperation){NULL};
        peak = r.peak_before;
      }
    }
    r.peak_after = peak;
    r.fits = r.phase ? r.fits : peak <= r.budget;
  }
  r.seconds = hlo_now() - t0;
  *result = (Result){true, r.budget, r.peak_after, changed(&answer) ? answer.tally.seconds : 0,
                     emitted};
  if (o->stats && !trial)
    stats_remark(&S, &r, &ar);
  if (o->stats_json[0] && !trial) {
    HloStr json = {0}, error = {0};
    stats_json(&S, &r, &json);
    if (!hlo_write_file_atomic(o->stats_json, json.data, json.len, &error)) {
      say(HLO_ERROR, mlirOperationGetLocation(module), "hlomem-remat: %s", error.data);
      fail(run);
    }
    hlo_str_free(&json);
    hlo_str_free(&error);
  }

done:
  if (plan && !emitted)
    hlo_schedule_apply(plan, HLO_SCHEDULE_PROGRAM);
  if (!mlirOperationIsNull(backup))
    mlirOperationDestroy(backup);
  hlo_schedule_plan_free(plan);
  state_free(&answer);
  state_free(&S.base);
  state_free(&S.seed);
  free(S.seen);
  free(S.marked);
  eval_free(&S.e);
  eval_free(&S.base_e);
  cands_free(&S.c);
  cands_free(&S.base_c);
  free(S.items);
  free(S.weights);
  free(S.values);
  free(S.amortized);
  free(S.picked);
  for (int i = 0; i < MAX_SOLVERS; i++)
    choice_free(&S.choice[i]);
  rewrite_scratch_free(&S.rw);
  remat_model_free(m);
  if (mm)
    hlo_memory_free(mm);
  hlo_arena_free(&ar);
}

/* hold=auto: hlomem-hold-narrow's holds lower the peak the search starts
 * from, but pin buffers the search could otherwise have freed whole, so
 * whether they help is known only from where the search ends. Both inputs
 * are searched, as trials on copies, to the same budget in bytes (of the
 * function as given), and the pass runs on the one that ends lower (ties:
 * the one recomputing less). */
static void run_remat(MlirOperation module, const void *opts, HloPassRun *run) {
  const RematOptions *o = opts;
  Result given, held_result;
  MlirOperation held = {NULL};
  PeakRewrite hold = {0};
  if (o->hold == HOLD_AUTO && o->fusion == HLO_FUSION_XLA && o->phase != PHASE_ON &&
      !o->function[0]) {
    held = hlo_op_clone(module);
    int32_t nh = remat_hold_narrow(held, false, &hold);
      if (nh == 0) {
      mlirOperationDestroy(held);
      held = (MlirOperation){NULL};
    }
  }
  if (mlirOperationIsNull(held)) {
    remat_module(module, o, run, &given);
    if (given.ok && !given.rewrote)
      hlo_pass_unchanged(run);
    return;
  }
  trial = true;
  MlirOperation copy = hlo_op_clone(module);
  remat_module(copy, o, NULL, &given);
  mlirOperationDestroy(copy);
  RematOptions fixed = *o;
  fixed.budget = (HloBudget){.is_percent = false, .bytes = given.budget};
  copy = hlo_op_clone(held);
  remat_module(copy, &fixed, NULL, &held_result);
  mlirOperationDestroy(copy);
  trial = false;
  bool take_held = given.ok && held_result.ok &&
                   (held_result.peak < given.peak ||
                    (held_result.peak == given.peak && held_result.seconds < given.seconds));
  if (!take_held) {
    mlirOperationDestroy(held);
    remat_module(module, o, run, &given);
    if (given.ok && !given.rewrote)
      hlo_pass_unchanged(run);
    return;
  }
  hlo_module_replace_body(module, held);
  mlirOperationDestroy(held);
  if (o->stats || hlo_explain_enabled(o->explain)) {
    MlirStringRef name = hlo_func_name(hold.func);
    say(HLO_REMARK, mlirOperationGetLocation(hold.func),
        "hlomem-remat: @%.*s: searched from %d fused value%s held in buffers of their own "
        "(hlomem-hold-narrow: peak %lld -> %lld B in XLA's order): it ends at %lld B, from the "
        "function as given at %lld B",
        (int)name.length, name.data, (int)hold.done, hold.done == 1 ? "" : "s",
        (long long)hold.peak_before, (long long)hold.peak_after, (long long)held_result.peak,
        (long long)given.peak);
  }
  remat_module(module, &fixed, run, &held_result);
}

const HloPassInfo hlo_remat_pass = {
    "hlomem-remat",
    "Recompute values instead of keeping them, to bring the peak under a budget (knapsack)",
    "builtin.module",
    remat_options,
    sizeof remat_options / sizeof remat_options[0],
    sizeof(RematOptions),
    validate,
    run_remat,
};
