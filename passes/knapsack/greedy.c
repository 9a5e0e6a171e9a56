/* greedy: items in value/weight order, each saved if it still fits.
 *
 * A misfit does not stop the scan; later, lighter items may still fit.
 * Zero-weight items come first (their ratio is infinite) and are always
 * saved when their value is positive.  Without compat the ratios and the
 * fit test are exact on the integer instance, zero-value items are never
 * saved, and ties go to the lighter, then the lower-indexed item.
 *
 * Torch compat is PyTorch's greedy_knapsack: a stable sort on the double
 * ratio runtime / memory, a running double sum of memory compared with
 * the budget (exactly, as Python compares a float with an int), the
 * objective summed in greedy order, and both lists in greedy order.
 * PyTorch divides by zero on a zero-weight item; here its ratio is +inf
 * (0 for a zero value, which PyTorch cannot sort either).
 */
#include "knapsack_impl.h"

#include <math.h>
#include <stdlib.h>

typedef struct Ratio {
  double r;
  size_t i;
} Ratio;

static int cmp_ratio(const void *a, const void *b) {
  const Ratio *x = a, *y = b;
  if (x->r != y->r)
    return x->r > y->r ? -1 : 1;
  return (x->i > y->i) - (x->i < y->i);
}

static int cmp_item(const void *a, const void *b) {
  return ks_cmp_efficiency(a, b);
}

/* x <= y for a double x >= 0 and an integer y, without rounding y. */
static bool double_le_int(double x, int64_t y) {
  if (x >= 0x1p63)
    return false;
  return (int64_t)floor(x) <= y;
}

static HloKnapsackStatus greedy_torch(KsSolve *s) {
  const KsInstance *in = s->in;
  size_t n = in->n;
  Ratio *ratio = ks_alloc_array(&s->mem, n ? n : 1, sizeof(Ratio));
  s->order = ks_alloc_array(&s->mem, n ? n : 1, sizeof(size_t));
  if (!ratio || !s->order) {
    ks_free(&s->mem, ratio);
    return HLO_KNAPSACK_OUT_OF_MEMORY;
  }
  for (size_t i = 0; i < n; i++) {
    double m = in->integer ? (double)in->wi[i] : in->wd[i];
    ratio[i].i = i;
    ratio[i].r = m != 0 ? in->v[i] / m : in->v[i] > 0 ? INFINITY : 0;
  }
  qsort(ratio, n, sizeof(Ratio), cmp_ratio);
  double total_memory = 0, total_runtime = 0;
  for (size_t k = 0; k < n; k++) {
    size_t i = ratio[k].i;
    s->order[k] = i;
    double next = total_memory + (in->integer ? (double)in->wi[i] : in->wd[i]);
    bool fits = in->integer ? double_le_int(next, in->budget_i)
                            : next <= in->budget_d;
    if (fits) {
      total_memory = next;
      total_runtime += in->v[i];
      s->take[i] = 1;
    }
  }
  ks_free(&s->mem, ratio);
  s->objective_set = true;
  s->objective = total_runtime;
  s->stats->states = n;
  return HLO_KNAPSACK_OK;
}

HloKnapsackStatus ks_solve_greedy(KsSolve *s) {
  if (s->opt->compat == HLO_KNAPSACK_COMPAT_TORCH)
    return greedy_torch(s);
  KsIntInstance ii;
  HloKnapsackStatus st = ks_int_instance(s, &ii);
  if (st != HLO_KNAPSACK_OK)
    return st;
  qsort(ii.items, ii.n, sizeof(KsItem), cmp_item);
  uint64_t used = 0;
  for (size_t k = 0; k < ii.n; k++) {
    if (ii.items[k].w <= ii.c - used) {
      used += ii.items[k].w;
      s->take[ii.items[k].id] = 1;
    }
  }
  s->stats->states = s->in->n;
  ks_free(&s->mem, ii.items);
  return HLO_KNAPSACK_OK;
}
