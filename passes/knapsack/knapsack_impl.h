/* What the knapsack solver files share.
 *
 * knapsack.c validates the instance, runs one solver and turns its answer
 * (a flag per item, plus an objective or an order when compat mode fixes
 * them) into a HloKnapsackResult.  Solvers allocate through KsMem so the
 * statistics can report their peak memory.  exact, greedy and the
 * non-compat dp/hirschberg all work on the same integer form of the
 * instance (instance.c), which is what makes "never exceeds the budget"
 * an exact statement for double weights too.
 */
#ifndef HLOMEM_KNAPSACK_IMPL_H
#define HLOMEM_KNAPSACK_IMPL_H

#include "hlomem/knapsack.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Allocation with accounting; every function is a no-op on NULL/zero
   where the libc one is, and fails (NULL) on size overflow. */
typedef struct KsMem {
  size_t cur;
  size_t peak;
} KsMem;

void *ks_alloc(KsMem *m, size_t size);
void *ks_alloc_array(KsMem *m, size_t count, size_t size);
void *ks_zalloc_array(KsMem *m, size_t count, size_t size);
void *ks_realloc_array(KsMem *m, void *p, size_t count, size_t size);
void ks_free(KsMem *m, void *p);

/* The instance as the caller gave it: integer says which of wd/wi and
   budget_d/budget_i hold it. */
typedef struct KsInstance {
  size_t n;
  bool integer;
  const double *wd;
  const int64_t *wi;
  const double *v;
  double budget_d;
  int64_t budget_i;
} KsInstance;

/* One solve in progress.  Solvers fill take[] (1 = saved) and may set
   the objective, the recompute order or a full output order. */
typedef struct KsSolve {
  const KsInstance *in;
  const HloKnapsackOptions *opt;
  KsMem mem;
  HloKnapsackStats *stats;
  uint8_t *take;
  bool objective_set;        /* else the objective is the sum of saved
                                values in ascending index order */
  double objective;
  bool recompute_descending;
  size_t *order;             /* if set: all n indices; saved ones are
                                listed in this order, then the others */
} KsSolve;

/* An item of the integer instance; id is its index in the caller's
   arrays. */
typedef struct KsItem {
  uint64_t w;
  int64_t p;
  size_t id;
} KsItem;

/* The integer instance: 1 <= w <= c and p >= 1 for every item, the sum of
   the p below 2^62, c below 2^63. */
typedef struct KsIntInstance {
  KsItem *items;
  size_t n;
  uint64_t c;
} KsIntInstance;

/* Decides the items that need no search in s->take (zero weight and a
   positive value: saved; zero value or too heavy: not saved) and converts
   the rest to integers (instance.c). */
HloKnapsackStatus ks_int_instance(KsSolve *s, KsIntInstance *out);

/* a*b as two 64-bit halves. */
void ks_mul_wide(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo);
/* Sign of a*b - c*d, exactly.  Inline where the compiler has a 128-bit
   integer: exact's bounds compare one product pair per state. */
#ifdef __SIZEOF_INT128__
static inline int ks_cmp_mul(uint64_t a, uint64_t b, uint64_t c, uint64_t d) {
  __extension__ unsigned __int128 x = (unsigned __int128)a * b;
  __extension__ unsigned __int128 y = (unsigned __int128)c * d;
  return (x > y) - (x < y);
}
#else
int ks_cmp_mul(uint64_t a, uint64_t b, uint64_t c, uint64_t d);
#endif
/* Efficiency order: negative if item x is more efficient than y (higher
   p/w), then lighter, then lower id. */
int ks_cmp_efficiency(const KsItem *x, const KsItem *y);
uint64_t ks_sat_add(uint64_t a, uint64_t b);

/* Identical items of an integer instance as bundles of copies
   (copies.c): items[0, n) is the bundled instance, whose ids number the
   bundles; a bundle stands for size[id] copies of the kind whose items
   start at sorted[kind_lo[id]]. */
typedef struct KsCopies {
  KsItem *items;
  size_t n;
  KsItem *sorted; /* the instance's items by kind, ids ascending within */
  size_t *kind_lo;
  size_t *size;
} KsCopies;

HloKnapsackStatus ks_copies_bundle(KsMem *mem, const KsIntInstance *ii,
                                   KsCopies *out);
/* take[] for the instance's nitems items from the bundles' decisions:
   the lowest-indexed copies of each kind are saved. */
void ks_copies_unbundle(const KsCopies *b, const uint8_t *bundle_take,
                        size_t nitems, uint8_t *take);
void ks_copies_free(KsMem *mem, KsCopies *b);

/* An upper bound on the integer instance's optimum under the extra
   constraint "at most k items" (at_most) or "at least k items": the
   floor of the LP relaxation with that constraint, and the Lagrangian
   multiplier that gives it (bounds.c).  False if there is no usable bound
   (out of memory or beyond int64). */
bool ks_cardinality_bound(KsMem *mem, const KsItem *items, size_t n,
                          uint64_t c, size_t k, bool at_most, int64_t *bound,
                          uint64_t *multiplier);

HloKnapsackStatus ks_solve_exact(KsSolve *s);
HloKnapsackStatus ks_solve_dp(KsSolve *s);
HloKnapsackStatus ks_solve_hirschberg(KsSolve *s);
HloKnapsackStatus ks_solve_greedy(KsSolve *s);
#ifdef HLOMEM_KNAPSACK_ILP
HloKnapsackStatus ks_solve_ilp(KsSolve *s);
#endif

/* Quantization shared by dp and hirschberg (quantize.c): the items the DP
   runs on, their quantized weights (saturated at UINT64_MAX) and the
   quantized budget W.  Torch compat runs every item with PyTorch's
   quantization; otherwise the obvious items are decided in s->take and
   the rest are quantized from the integer instance.  The DP rows follow
   the same choice: float as PyTorch's, else double.  On failure nothing
   is left to free. */
struct KsRowOps;
typedef struct KsQuantized {
  size_t n;
  size_t *ids;
  uint64_t *q;
  uint64_t budget;
  const struct KsRowOps *rows;
} KsQuantized;

HloKnapsackStatus ks_quantize(KsSolve *s, KsQuantized *out);
void ks_quantized_free(KsSolve *s, KsQuantized *qz);

/* DP rows of float (torch compat) or double values (rows.c). */
typedef struct KsRowOps {
  size_t elem;
  /* cur[j] = max(prev[j], prev[j-q] + v) for j in [0, len); q == 0 adds v
     everywhere.  If bits is set, bit j (byte j/8, bit j%8) says
     cur[j] != prev[j]. */
  void (*step)(const void *prev, void *cur, uint8_t *bits, size_t len,
               uint64_t q, double v);
  void (*zero)(void *row, size_t len);
  /* First j maximizing a[j] + b[len-1-j], the sum taken in the row's
     precision. */
  size_t (*best_split)(const void *a, const void *b, size_t len);
  double (*get)(const void *row, size_t j);
} KsRowOps;

extern const KsRowOps ks_rows_f32;
extern const KsRowOps ks_rows_f64;

#endif
