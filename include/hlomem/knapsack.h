/* hlomem knapsack: 0/1 knapsack solvers for rematerialization planning.
 *
 * An instance is n items, each a weight (bytes kept alive if the item is
 * saved) and a value (runtime spent recomputing it otherwise), plus a
 * budget.  A solve keeps ("saves") a set of items whose weights fit in the
 * budget and whose values add up to as much as possible; the other items
 * are to be recomputed.
 *
 * Solvers:
 *   exact       optimal, no quantization (the default)
 *   dp          quantized pseudo-polynomial DP, decisions kept as bits
 *   hirschberg  the quantized DP in O(n + W) memory by divide and conquer
 *   greedy      value/weight order, keeps scanning after a misfit
 *   ilp         a MILP solver, when the library was built with GLPK
 *
 * HLO_KNAPSACK_COMPAT_TORCH makes dp, hirschberg and greedy reproduce
 * PyTorch's torch/_functorch/_activation_checkpointing/knapsack.py (see
 * docs/knapsack.md for the exact contract).
 *
 * The library is plain C11 and needs nothing but libm.
 */
#ifndef HLOMEM_KNAPSACK_H
#define HLOMEM_KNAPSACK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum HloKnapsackSolver {
  HLO_KNAPSACK_EXACT,
  HLO_KNAPSACK_DP,
  HLO_KNAPSACK_HIRSCHBERG,
  HLO_KNAPSACK_GREEDY,
  HLO_KNAPSACK_ILP,
} HloKnapsackSolver;

typedef enum HloKnapsackCompat {
  HLO_KNAPSACK_COMPAT_NONE,
  HLO_KNAPSACK_COMPAT_TORCH,
} HloKnapsackCompat;

typedef enum HloKnapsackStatus {
  HLO_KNAPSACK_OK,
  /* A weight, value or budget is negative, NaN or infinite, or an
     array is missing. */
  HLO_KNAPSACK_INVALID_ARGUMENT,
  HLO_KNAPSACK_OUT_OF_MEMORY,
  /* dp or hirschberg would need more than max_table_bytes. */
  HLO_KNAPSACK_TOO_LARGE,
  /* The solver is not built in, or the compat mode does not apply to it. */
  HLO_KNAPSACK_UNSUPPORTED,
} HloKnapsackStatus;

typedef struct HloKnapsackOptions {
  HloKnapsackSolver solver;
  HloKnapsackCompat compat;
  /* dp and hirschberg without compat: the budget is cut into this many
     quanta (weights rounded up, the budget down, so a quantized solution
     always fits the real budget).  0 means 10000. */
  uint32_t resolution;
  /* dp and hirschberg: refuse to allocate more than this for tables and
     profiles.  0 means 1 GiB. */
  size_t max_table_bytes;
  /* exact: how many live states make the search pair states with items
     outside the core (from min(this, 1024)) and compute cardinality
     bounds with their surrogate relaxations (from this many).  Lower
     values prove hard instances sooner and cost easy ones time; the
     answer is the same.  0 means 8192. */
  uint32_t bound_threshold;
} HloKnapsackOptions;

typedef struct HloKnapsackStats {
  /* exact: states generated; dp, hirschberg: table cells computed;
     greedy, ilp: items considered. */
  uint64_t states;
  /* exact: most states alive at once. */
  uint64_t peak_states;
  /* exact: items that entered the core. */
  uint64_t core_items;
  /* dp, hirschberg: the quantized budget W. */
  int64_t quantized_budget;
  /* Most bytes the solver had allocated at once (result arrays excluded). */
  size_t peak_bytes;
  /* Seconds spent in the solver: wall clock, and CPU time of the calling
     thread (the solvers are single-threaded; this one does not grow when
     other work competes for the machine). */
  double seconds;
  double cpu_seconds;
} HloKnapsackStats;

typedef struct HloKnapsackResult {
  /* Sum of the values of the saved items (compat modes: as PyTorch
     computes it). */
  double objective;
  /* Saved indices, ascending (greedy in torch compat: in greedy order). */
  size_t *saved;
  size_t num_saved;
  /* The other indices, ascending (torch compat: descending for dp and
     hirschberg, greedy order for greedy). */
  size_t *recompute;
  size_t num_recompute;
  HloKnapsackStats stats;
} HloKnapsackResult;

/* Defaults: exact solver, no compat, default resolution and table limit. */
void hlo_knapsack_options_init(HloKnapsackOptions *options);

/* Solves the instance (weights[i], values[i]) for i < n under budget.
   options may be NULL for the defaults.  On success the caller owns the
   result arrays and frees them with hlo_knapsack_result_free; on failure
   *result is zeroed.  Weights, values and the budget must be finite and
   non-negative; n may be 0. */
HloKnapsackStatus hlo_knapsack_solve(size_t n, const double *weights,
                                     const double *values, double budget,
                                     const HloKnapsackOptions *options,
                                     HloKnapsackResult *result);

/* The same with integer weights (bytes) and budget; exact is exact on the
   full int64 range. */
HloKnapsackStatus hlo_knapsack_solve_i64(size_t n, const int64_t *weights,
                                         const double *values, int64_t budget,
                                         const HloKnapsackOptions *options,
                                         HloKnapsackResult *result);

void hlo_knapsack_result_free(HloKnapsackResult *result);

const char *hlo_knapsack_status_message(HloKnapsackStatus status);
const char *hlo_knapsack_solver_name(HloKnapsackSolver solver);
/* Parses "exact", "dp", "hirschberg", "greedy" or "ilp". */
bool hlo_knapsack_solver_parse(const char *name, HloKnapsackSolver *solver);
/* False only for ilp in a build without GLPK. */
bool hlo_knapsack_solver_available(HloKnapsackSolver solver);

#ifdef __cplusplus
}
#endif

#endif
