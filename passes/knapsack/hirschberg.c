/* hirschberg: the quantized DP in O(n + W) memory.
 *
 * A segment of items with capacity C is split in two halves.  The value
 * profile of each half (best value within capacity j, for every j <= C) is
 * computed with two rolling rows; the capacity split j maximizing
 * profile_second[j] + profile_first[C - j] (the first such j) gives the
 * second half j and the first half C - j, and both halves are solved the
 * same way down to single items, which are saved if they fit and have a
 * positive value.  The capacities handed down always add up to C, so the
 * answer never exceeds the budget.
 *
 * This is the shape of PyTorch's dp_knapsack_sliding_hirschberg (second
 * half first, first maximal split, float profiles in torch compat, the
 * objective summed from the saved runtimes), except that PyTorch hands the
 * first half C + 1 - j and can exceed its budget; here it gets C - j.
 * Three rows of W + 1 values and a stack of O(log n) segments are all the
 * memory used.
 */
#include "knapsack_impl.h"

enum { DEFAULT_TABLE_LIMIT = 1 << 30, MAX_SEGMENTS = 2 * 64 + 2 };

typedef struct Segment {
  size_t start, end;
  uint64_t cap;
} Segment;

typedef struct Profiles {
  const KsRowOps *ops;
  const KsQuantized *qz;
  const double *v;
  char *row[3];
  uint64_t cells;
} Profiles;

/* The value profile over capacities [0, cap] of items [start, end), built
   in two of the rows other than avoid; returns the row holding it. */
static char *profile(Profiles *pf, size_t start, size_t end, uint64_t cap,
                     const char *avoid) {
  char *r[2];
  int k = 0;
  for (int i = 0; i < 3 && k < 2; i++)
    if (pf->row[i] != avoid)
      r[k++] = pf->row[i];
  size_t len = (size_t)cap + 1;
  pf->ops->zero(r[0], len);
  for (size_t i = start; i < end; i++) {
    uint64_t q = pf->qz->q[i];
    if (q > cap)
      continue;
    pf->ops->step(r[0], r[1], NULL, len, q, pf->v[pf->qz->ids[i]]);
    char *t = r[0];
    r[0] = r[1];
    r[1] = t;
    pf->cells += len;
  }
  return r[0];
}

HloKnapsackStatus ks_solve_hirschberg(KsSolve *s) {
  bool torch = s->opt->compat == HLO_KNAPSACK_COMPAT_TORCH;
  KsQuantized qz;
  HloKnapsackStatus st = ks_quantize(s, &qz);
  if (st != HLO_KNAPSACK_OK)
    return st;
  if (torch)
    s->recompute_descending = true;
  /* No item to split (PyTorch's returns 0.0, [], [] for an empty list):
     no rows, however large the budget. */
  if (qz.n == 0) {
    ks_quantized_free(s, &qz);
    return HLO_KNAPSACK_OK;
  }
  const KsRowOps *ops = qz.rows;
  size_t limit = s->opt->max_table_bytes ? s->opt->max_table_bytes
                                         : (size_t)DEFAULT_TABLE_LIMIT;
  if (qz.budget >= limit / (3 * ops->elem)) {
    ks_quantized_free(s, &qz);
    return HLO_KNAPSACK_TOO_LARGE;
  }
  size_t len = (size_t)qz.budget + 1;
  Profiles pf = {ops, &qz, s->in->v, {NULL, NULL, NULL}, 0};
  for (int i = 0; i < 3; i++)
    pf.row[i] = ks_alloc_array(&s->mem, len, ops->elem);
  if (!pf.row[0] || !pf.row[1] || !pf.row[2])
    st = HLO_KNAPSACK_OUT_OF_MEMORY;

  Segment stack[MAX_SEGMENTS];
  size_t depth = 0;
  if (st == HLO_KNAPSACK_OK)
    stack[depth++] = (Segment){0, qz.n, qz.budget};
  while (depth > 0) {
    Segment seg = stack[--depth];
    if (seg.end - seg.start == 1) {
      size_t id = qz.ids[seg.start];
      s->take[id] = qz.q[seg.start] <= seg.cap && s->in->v[id] > 0;
      continue;
    }
    size_t mid = seg.start + (seg.end - seg.start) / 2;
    char *second = profile(&pf, mid, seg.end, seg.cap, NULL);
    char *first = profile(&pf, seg.start, mid, seg.cap, second);
    uint64_t split = ops->best_split(second, first, (size_t)seg.cap + 1);
    stack[depth++] = (Segment){seg.start, mid, seg.cap - split};
    stack[depth++] = (Segment){mid, seg.end, split};
  }
  s->stats->states = pf.cells;
  for (int i = 0; i < 3; i++)
    ks_free(&s->mem, pf.row[i]);
  ks_quantized_free(s, &qz);
  return st;
}
