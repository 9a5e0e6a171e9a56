/* dp: the pseudo-polynomial 0/1 knapsack DP on quantized weights.
 *
 * Only two value rows of W + 1 entries are kept; what the backtrack needs
 * is one decision bit per item and capacity (bit j of row i: item i
 * changed the best value at capacity j), so the table is n x (W + 1) bits
 * instead of PyTorch's (n + 1) x (W + 1) floats.  The backtrack walks the
 * bits from the last item down exactly as PyTorch's walks its table, so
 * with torch compat (float rows, PyTorch's quantization, the objective
 * read from the last row) the answer is PyTorch's bit for bit.
 */
#include "knapsack_impl.h"

enum { DEFAULT_TABLE_LIMIT = 1 << 30 };

static size_t table_limit(const KsSolve *s) {
  return s->opt->max_table_bytes ? s->opt->max_table_bytes
                                 : (size_t)DEFAULT_TABLE_LIMIT;
}

/* The row length W + 1 and bytes per bit row, if the table fits the
   limit. */
static bool table_fits(const KsSolve *s, const KsQuantized *qz, size_t elem,
                       size_t *len, size_t *stride) {
  size_t limit = table_limit(s);
  if (qz->budget >= limit / (2 * elem))
    return false;
  *len = (size_t)qz->budget + 1;
  *stride = (*len + 7) / 8;
  size_t rows = 2 * *len * elem;
  return !qz->n || *stride <= (limit - rows) / qz->n;
}

/* Nothing left to run through the DP (no items, or every one decided by
   ks_quantize): the answer is already in s->take and the table would be
   all zeros, so no row is allocated however large the budget.  PyTorch's
   dp returns its zero table value, 0.0, for an empty list. */
static HloKnapsackStatus solve_without_items(KsSolve *s, KsQuantized *qz) {
  if (s->opt->compat == HLO_KNAPSACK_COMPAT_TORCH) {
    s->objective_set = true;
    s->objective = 0;
    s->recompute_descending = true;
  }
  ks_quantized_free(s, qz);
  return HLO_KNAPSACK_OK;
}

HloKnapsackStatus ks_solve_dp(KsSolve *s) {
  bool torch = s->opt->compat == HLO_KNAPSACK_COMPAT_TORCH;
  KsQuantized qz;
  HloKnapsackStatus st = ks_quantize(s, &qz);
  if (st != HLO_KNAPSACK_OK)
    return st;
  if (qz.n == 0)
    return solve_without_items(s, &qz);
  const KsRowOps *ops = qz.rows;
  size_t len, stride;
  if (!table_fits(s, &qz, ops->elem, &len, &stride)) {
    ks_quantized_free(s, &qz);
    return HLO_KNAPSACK_TOO_LARGE;
  }
  char *prev = ks_alloc_array(&s->mem, len, ops->elem);
  char *cur = ks_alloc_array(&s->mem, len, ops->elem);
  uint8_t *bits = ks_alloc_array(&s->mem, qz.n ? qz.n : 1, stride);
  if (prev && cur && bits) {
    ops->zero(prev, len);
    for (size_t i = 0; i < qz.n; i++) {
      ops->step(prev, cur, bits + i * stride, len, qz.q[i],
                s->in->v[qz.ids[i]]);
      char *t = prev;
      prev = cur;
      cur = t;
    }
    size_t j = len - 1;
    for (size_t i = qz.n; i-- > 0;) {
      if (bits[i * stride + j / 8] >> (j % 8) & 1) {
        s->take[qz.ids[i]] = 1;
        j -= (size_t)qz.q[i];
      }
    }
    if (torch) {
      s->objective_set = true;
      s->objective = ops->get(prev, len - 1);
      s->recompute_descending = true;
    }
    s->stats->states = (uint64_t)qz.n * len;
  } else {
    st = HLO_KNAPSACK_OUT_OF_MEMORY;
  }
  ks_free(&s->mem, prev);
  ks_free(&s->mem, cur);
  ks_free(&s->mem, bits);
  ks_quantized_free(s, &qz);
  return st;
}
