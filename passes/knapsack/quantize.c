/* Weight quantization for dp and hirschberg.
 *
 * Torch compat quantizes as PyTorch does: q = round(m * 10000) with
 * Python's round (half to even, which is nearbyint in the default rounding
 * mode) on the double product, the budget the same way, every item in the
 * DP.  Such a solution can exceed the real budget by up to half a quantum
 * per item, exactly as PyTorch's can.
 *
 * Otherwise the integer instance is cut into quanta of Q = ceil(c / R)
 * units for a resolution R: weights round up and the budget down, so every
 * quantized solution fits the real budget, and budgets of at most R units
 * are solved without any rounding at all.
 */
#include "knapsack_impl.h"

#include <math.h>

enum { TORCH_SCALE = 10000, DEFAULT_RESOLUTION = 10000 };

static uint64_t torch_quantize_double(double m) {
  double x = nearbyint(m * TORCH_SCALE);
  return x >= 0x1p64 ? UINT64_MAX : (uint64_t)x;
}

static uint64_t torch_quantize_int(int64_t m) {
  return (uint64_t)m > UINT64_MAX / TORCH_SCALE ? UINT64_MAX
                                                 : (uint64_t)m * TORCH_SCALE;
}

static HloKnapsackStatus quantize_torch(KsSolve *s, KsQuantized *out) {
  const KsInstance *in = s->in;
  size_t n = in->n;
  out->ids = ks_alloc_array(&s->mem, n ? n : 1, sizeof(size_t));
  out->q = ks_alloc_array(&s->mem, n ? n : 1, sizeof(uint64_t));
  if (!out->ids || !out->q)
    return HLO_KNAPSACK_OUT_OF_MEMORY;
  for (size_t i = 0; i < n; i++) {
    out->ids[i] = i;
    out->q[i] = in->integer ? torch_quantize_int(in->wi[i])
                            : torch_quantize_double(in->wd[i]);
  }
  out->n = n;
  out->budget = in->integer ? torch_quantize_int(in->budget_i)
                            : torch_quantize_double(in->budget_d);
  return HLO_KNAPSACK_OK;
}

static HloKnapsackStatus quantize_resolution(KsSolve *s, KsQuantized *out) {
  KsIntInstance ii;
  HloKnapsackStatus st = ks_int_instance(s, &ii);
  if (st != HLO_KNAPSACK_OK)
    return st;
  uint64_t r = s->opt->resolution ? s->opt->resolution : DEFAULT_RESOLUTION;
  uint64_t quantum = ii.c <= r ? 1 : (ii.c + r - 1) / r;
  out->ids = ks_alloc_array(&s->mem, ii.n ? ii.n : 1, sizeof(size_t));
  out->q = ks_alloc_array(&s->mem, ii.n ? ii.n : 1, sizeof(uint64_t));
  if (out->ids && out->q) {
    for (size_t j = 0; j < ii.n; j++) {
      out->ids[j] = ii.items[j].id;
      out->q[j] = (ii.items[j].w + quantum - 1) / quantum;
    }
    out->n = ii.n;
    out->budget = ii.c / quantum;
  }
  ks_free(&s->mem, ii.items);
  return out->ids && out->q ? HLO_KNAPSACK_OK : HLO_KNAPSACK_OUT_OF_MEMORY;
}

HloKnapsackStatus ks_quantize(KsSolve *s, KsQuantized *out) {
  out->n = 0;
  out->ids = NULL;
  out->q = NULL;
  out->budget = 0;
  bool torch = s->opt->compat == HLO_KNAPSACK_COMPAT_TORCH;
  out->rows = torch ? &ks_rows_f32 : &ks_rows_f64;
  HloKnapsackStatus st = torch ? quantize_torch(s, out) : quantize_resolution(s, out);
  if (st == HLO_KNAPSACK_OK)
    s->stats->quantized_budget =
        out->budget > INT64_MAX ? INT64_MAX : (int64_t)out->budget;
  else
    ks_quantized_free(s, out);
  return st;
}

void ks_quantized_free(KsSolve *s, KsQuantized *qz) {
  ks_free(&s->mem, qz->ids);
  ks_free(&s->mem, qz->q);
  qz->ids = NULL;
  qz->q = NULL;
}
