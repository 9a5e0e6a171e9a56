/* The public entry points: validate, run one solver, assemble the result.
 *
 * Validation happens once here so the solvers can assume finite,
 * non-negative numbers.  A solver answers with a flag per item; turning
 * the flags into index lists (and the default objective, the sum of the
 * saved values in ascending index order) is shared, so every solver lists
 * and sums the same way unless a compat mode says otherwise.
 */
#include "knapsack_impl.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Every block carries its size in front so ks_free can account for it. */
typedef union KsBlock {
  size_t size;
  max_align_t align;
} KsBlock;

void *ks_alloc(KsMem *m, size_t size) {
  if (size > SIZE_MAX - sizeof(KsBlock))
    return NULL;
  KsBlock *b = malloc(sizeof(KsBlock) + size);
  if (!b)
    return NULL;
  b->size = size;
  m->cur += size;
  if (m->cur > m->peak)
    m->peak = m->cur;
  return b + 1;
}

void *ks_alloc_array(KsMem *m, size_t count, size_t size) {
  if (size && count > SIZE_MAX / size)
    return NULL;
  return ks_alloc(m, count * size);
}

void *ks_zalloc_array(KsMem *m, size_t count, size_t size) {
  void *p = ks_alloc_array(m, count, size);
  if (p)
    memset(p, 0, count * size);
  return p;
}

void *ks_realloc_array(KsMem *m, void *p, size_t count, size_t size) {
  if (!p)
    return ks_alloc_array(m, count, size);
  if ((size && count > SIZE_MAX / size) ||
      count * size > SIZE_MAX - sizeof(KsBlock))
    return NULL;
  KsBlock *old = (KsBlock *)p - 1;
  size_t old_size = old->size;
  KsBlock *b = realloc(old, sizeof(KsBlock) + count * size);
  if (!b)
    return NULL;
  b->size = count * size;
  m->cur = m->cur - old_size + b->size;
  if (m->cur > m->peak)
    m->peak = m->cur;
  return b + 1;
}

void ks_free(KsMem *m, void *p) {
  if (!p)
    return;
  KsBlock *b = (KsBlock *)p - 1;
  m->cur -= b->size;
  free(b);
}

void hlo_knapsack_options_init(HloKnapsackOptions *options) {
  memset(options, 0, sizeof *options);
  options->solver = HLO_KNAPSACK_EXACT;
  options->compat = HLO_KNAPSACK_COMPAT_NONE;
}

static const char *const solver_names[] = {
    [HLO_KNAPSACK_EXACT] = "exact",
    [HLO_KNAPSACK_DP] = "dp",
    [HLO_KNAPSACK_HIRSCHBERG] = "hirschberg",
    [HLO_KNAPSACK_GREEDY] = "greedy",
    [HLO_KNAPSACK_ILP] = "ilp",
};

#define NUM_SOLVERS (sizeof solver_names / sizeof solver_names[0])

const char *hlo_knapsack_solver_name(HloKnapsackSolver solver) {
  if ((size_t)solver >= NUM_SOLVERS)
    return "unknown";
  return solver_names[solver];
}

bool hlo_knapsack_solver_parse(const char *name, HloKnapsackSolver *solver) {
  for (size_t i = 0; i < NUM_SOLVERS; i++) {
    if (strcmp(name, solver_names[i]) == 0) {
      *solver = (HloKnapsackSolver)i;
      return true;
    }
  }
  return false;
}

bool hlo_knapsack_solver_available(HloKnapsackSolver solver) {
  switch (solver) {
  case HLO_KNAPSACK_EXACT:
  case HLO_KNAPSACK_DP:
  case HLO_KNAPSACK_HIRSCHBERG:
  case HLO_KNAPSACK_GREEDY:
    return true;
  case HLO_KNAPSACK_ILP:
#ifdef HLOMEM_KNAPSACK_ILP
    return true;
#else
    return false;
#endif
  }
  return false;
}

const char *hlo_knapsack_status_message(HloKnapsackStatus status) {
  switch (status) {
  case HLO_KNAPSACK_OK:
    return "ok";
  case HLO_KNAPSACK_INVALID_ARGUMENT:
    return "weights, values and budget must be finite and non-negative";
  case HLO_KNAPSACK_OUT_OF_MEMORY:
    return "out of memory";
  case HLO_KNAPSACK_TOO_LARGE:
    return "the quantized table would exceed the table size limit";
  case HLO_KNAPSACK_UNSUPPORTED:
    return "solver not available in this build, or compat mode not "
           "defined for it";
  }
  return "unknown status";
}

static bool valid_number(double x) { return isfinite(x) && !(x < 0); }

static bool valid_instance(const KsInstance *in) {
  bool integer = in->integer;
  if (in->n && (!in->v || (integer ? !in->wi : !in->wd)))
    return false;
  if (integer ? in->budget_i < 0 : !valid_number(in->budget_d))
    return false;
  for (size_t i = 0; i < in->n; i++) {
    if (!valid_number(in->v[i]))
      return false;
    if (integer ? in->wi[i] < 0 : !valid_number(in->wd[i]))
      return false;
  }
  return true;
}

static double clock_seconds(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static HloKnapsackStatus run_solver(KsSolve *s) {
  bool compat = s->opt->compat == HLO_KNAPSACK_COMPAT_TORCH;
  switch (s->opt->solver) {
  case HLO_KNAPSACK_EXACT:
    return compat ? HLO_KNAPSACK_UNSUPPORTED : ks_solve_exact(s);
  case HLO_KNAPSACK_DP:
    return ks_solve_dp(s);
  case HLO_KNAPSACK_HIRSCHBERG:
    return ks_solve_hirschberg(s);
  case HLO_KNAPSACK_GREEDY:
    return ks_solve_greedy(s);
  case HLO_KNAPSACK_ILP:
#ifdef HLOMEM_KNAPSACK_ILP
    return compat ? HLO_KNAPSACK_UNSUPPORTED : ks_solve_ilp(s);
#else
    return HLO_KNAPSACK_UNSUPPORTED;
#endif
  }
  return HLO_KNAPSACK_UNSUPPORTED;
}

/* The flags become index lists; the objective defaults to the saved
   values summed in ascending index order. */
static HloKnapsackStatus assemble(const KsSolve *s, HloKnapsackResult *r) {
  size_t n = s->in->n, saved = 0;
  for (size_t i = 0; i < n; i++)
    saved += s->take[i] != 0;
  r->saved = malloc((saved ? saved : 1) * sizeof(size_t));
  r->recompute = malloc((n - saved ? n - saved : 1) * sizeof(size_t));
  if (!r->saved || !r->recompute)
    return HLO_KNAPSACK_OUT_OF_MEMORY;
  for (size_t k = 0; k < n; k++) {
    size_t i = s->order ? s->order[k] : k;
    if (s->take[i])
      r->saved[r->num_saved++] = i;
    else
      r->recompute[r->num_recompute++] = i;
  }
  if (s->recompute_descending) {
    for (size_t a = 0, b = r->num_recompute; a + 1 < b; a++, b--) {
      size_t t = r->recompute[a];
      r->recompute[a] = r->recompute[b - 1];
      r->recompute[b - 1] = t;
    }
  }
  if (s->objective_set) {
    r->objective = s->objective;
  } else {
    double sum = 0;
    for (size_t i = 0; i < n; i++)
      if (s->take[i])
        sum += s->in->v[i];
    r->objective = sum;
  }
  return HLO_KNAPSACK_OK;
}

static HloKnapsackStatus solve(const KsInstance *in,
                               const HloKnapsackOptions *options,
                               HloKnapsackResult *result) {
  HloKnapsackOptions defaults;
  if (!options) {
    hlo_knapsack_options_init(&defaults);
    options = &defaults;
  }
  if (!result)
    return HLO_KNAPSACK_INVALID_ARGUMENT;
  memset(result, 0, sizeof *result);
  if (!valid_instance(in))
    return HLO_KNAPSACK_INVALID_ARGUMENT;
  if ((size_t)options->solver >= NUM_SOLVERS ||
      (options->compat != HLO_KNAPSACK_COMPAT_NONE &&
       options->compat != HLO_KNAPSACK_COMPAT_TORCH))
    return HLO_KNAPSACK_INVALID_ARGUMENT;

  double start = clock_seconds(CLOCK_MONOTONIC);
  double cpu_start = clock_seconds(CLOCK_THREAD_CPUTIME_ID);
  KsSolve s = {.in = in, .opt = options, .stats = &result->stats};
  HloKnapsackStatus st = HLO_KNAPSACK_OUT_OF_MEMORY;
  s.take = ks_zalloc_array(&s.mem, in->n ? in->n : 1, 1);
  if (s.take)
    st = run_solver(&s);
  result->stats.seconds = clock_seconds(CLOCK_MONOTONIC) - start;
  result->stats.cpu_seconds = clock_seconds(CLOCK_THREAD_CPUTIME_ID) - cpu_start;
  result->stats.peak_bytes = s.mem.peak;
  if (st == HLO_KNAPSACK_OK)
    st = assemble(&s, result);
  ks_free(&s.mem, s.take);
  ks_free(&s.mem, s.order);
  if (st != HLO_KNAPSACK_OK)
    hlo_knapsack_result_free(result);
  return st;
}

HloKnapsackStatus hlo_knapsack_solve(size_t n, const double *weights,
                                     const double *values, double budget,
                                     const HloKnapsackOptions *options,
                                     HloKnapsackResult *result) {
  KsInstance in = {.n = n, .wd = weights, .v = values, .budget_d = budget};
  return solve(&in, options, result);
}

HloKnapsackStatus hlo_knapsack_solve_i64(size_t n, const int64_t *weights,
                                         const double *values, int64_t budget,
                                         const HloKnapsackOptions *options,
                                         HloKnapsackResult *result) {
  KsInstance in = {.n = n, .integer = true, .wi = weights, .v = values,
                   .budget_i = budget};
  return solve(&in, options, result);
}

void hlo_knapsack_result_free(HloKnapsackResult *result) {
  if (!result)
    return;
  free(result->saved);
  free(result->recompute);
  memset(result, 0, sizeof *result);
}
