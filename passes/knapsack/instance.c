/* The integer form of an instance, shared by exact, greedy and the
 * non-compat dp and hirschberg.
 *
 * Items that need no search are decided first: a zero-weight item with a
 * positive value is always saved, a zero-value item never is (saving it
 * cannot strictly improve anything) and neither is an item heavier than
 * the budget.  The rest become integers:
 *
 *   weights  int64 weights are used as they are.  Double weights are put on
 *            the grid 2^-k with k as large as the data needs (the finest
 *            power of two at which every weight is an integer) but small
 *            enough that the budget stays below 2^62.  Weights round up and
 *            the budget rounds down, so a solution that fits the integer
 *            budget fits the real one exactly.  Weights that are multiples
 *            of 2^-k (all of them, unless the weights span more than about
 *            62 - 53 = 9 binary orders of magnitude below the budget) are
 *            represented exactly.
 *   values   the same construction with round-up, keeping the sum of all
 *            values below 2^62 so no profit sum can overflow.  Integer
 *            runtimes are exact as long as they sum to less than 2^60.
 */
#include "knapsack_impl.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

uint64_t ks_sat_add(uint64_t a, uint64_t b) {
  return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

/* 128-bit products as (high, low) halves: with the compiler's 128-bit
   integer where it has one (GCC and Clang on 64-bit targets), else from
   32-bit limbs, as plain C11 has no wider integer. */
#ifdef __SIZEOF_INT128__
__extension__ typedef unsigned __int128 KsU128;

void ks_mul_wide(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo) {
  KsU128 x = (KsU128)a * b;
  *hi = (uint64_t)(x >> 64);
  *lo = (uint64_t)x;
}

#else
void ks_mul_wide(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo) {
  uint64_t a0 = a & 0xffffffffu, a1 = a >> 32;
  uint64_t b0 = b & 0xffffffffu, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  *lo = (mid << 32) | (p00 & 0xffffffffu);
  *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

int ks_cmp_mul(uint64_t a, uint64_t b, uint64_t c, uint64_t d) {
  /* Most comparisons in practice involve numbers below 2^32. */
  if (((a | b | c | d) >> 32) == 0) {
    uint64_t x = a * b, y = c * d;
    return (x > y) - (x < y);
  }
  uint64_t xh, xl, yh, yl;
  ks_mul_wide(a, b, &xh, &xl);
  ks_mul_wide(c, d, &yh, &yl);
  if (xh != yh)
    return xh > yh ? 1 : -1;
  return (xl > yl) - (xl < yl);
}
#endif

int ks_cmp_efficiency(const KsItem *x, const KsItem *y) {
  /* x before y when p_x / w_x > p_y / w_y, i.e. p_x w_y > p_y w_x. */
  int c = ks_cmp_mul((uint64_t)y->p, x->w, (uint64_t)x->p, y->w);
  if (c)
    return c;
  if (x->w != y->w)
    return x->w < y->w ? -1 : 1;
  return (x->id > y->id) - (x->id < y->id);
}

/* A finite x >= 0 as m * 2^e with integer m < 2^53, read from its bits:
   the conversions below run once per item, and frexp and ldexp calls
   cost more than everything else in an easy solve. */
static void split_double(double x, uint64_t *m, int *e) {
  uint64_t bits;
  memcpy(&bits, &x, sizeof bits);
  int biased = (int)(bits >> 52 & 0x7ff);
  uint64_t frac = bits & (((uint64_t)1 << 52) - 1);
  *m = biased ? frac | (uint64_t)1 << 52 : frac;
  *e = biased ? biased - 1075 : -1074;
}

static int trailing_zeros(uint64_t m) { /* m != 0 */
  int n = 0;
  while (!(m & 0xff)) {
    m >>= 8;
    n += 8;
  }
  while (!(m & 1)) {
    m >>= 1;
    n++;
  }
  return n;
}

static int bit_length(uint64_t m) {
  if (m >> 52)
    return 53; /* normal numbers */
  int n = 0;
  while (m >> n)
    n++;
  return n;
}

/* The exponent of the lowest set bit of x > 0: x = odd * 2^e. */
static int lowest_bit_exponent(double x) {
  uint64_t m;
  int e;
  split_double(x, &m, &e);
  return e + trailing_zeros(m);
}

/* frexp's exponent of x > 0: x = f * 2^E with f in [0.5, 1). */
static int frexp_exponent(double x) {
  uint64_t m;
  int e;
  split_double(x, &m, &e);
  return e + bit_length(m);
}

/* ceil(x * 2^k) for x >= 0, exactly, when it is below 2^63. */
static uint64_t scaled_ceil(double x, int k) {
  uint64_t m;
  int e;
  split_double(x, &m, &e);
  int s = e + k;
  if (s >= 0)
    return m << s;
  if (s <= -64)
    return m != 0;
  uint64_t q = m >> -s;
  return q + ((m & (((uint64_t)1 << -s) - 1)) != 0);
}

/* The grid exponent: the finest k at which every x[i] * 2^k is an integer,
   capped at cap. */
static int grid_exponent(const double *x, const size_t *ids, size_t n,
                         int cap) {
  int k = INT32_MIN;
  for (size_t i = 0; i < n; i++) {
    int e = -lowest_bit_exponent(x[ids[i]]);
    if (e > k)
      k = e;
  }
  return k < cap ? k : cap;
}

/* An e with sum(x[i]) < 2^e give or take rounding: the sum is taken on the
   values scaled down by the largest one, so it cannot overflow. */
static int sum_exponent(const double *x, const size_t *ids, size_t n) {
  int emax = INT32_MIN;
  for (size_t i = 0; i < n; i++) {
    int e = frexp_exponent(x[ids[i]]);
    emax = e > emax ? e : emax;
  }
  /* One multiplication by a power of two (exact, as ldexp) unless that
     power itself is out of range. */
  bool multiply = emax > -1000 && emax < 1000;
  double scale = multiply ? ldexp(1.0, -emax) : 0, scaled = 0;
  for (size_t i = 0; i < n; i++)
    scaled += multiply ? x[ids[i]] * scale : ldexp(x[ids[i]], -emax);
  return emax + frexp_exponent(scaled);
}

HloKnapsackStatus ks_int_instance(KsSolve *s, KsIntInstance *out) {
  const KsInstance *in = s->in;
  out->items = NULL;
  out->n = 0;
  out->c = 0;
  size_t *ids = ks_alloc_array(&s->mem, in->n ? in->n : 1, sizeof(size_t));
  if (!ids)
    return HLO_KNAPSACK_OUT_OF_MEMORY;

  /* Decide the obvious items; collect the rest. */
  size_t m = 0;
  for (size_t i = 0; i < in->n; i++) {
    bool zero_w = in->integer ? in->wi[i] == 0 : in->wd[i] == 0;
    bool too_heavy = in->integer ? in->wi[i] > in->budget_i
                                 : in->wd[i] > in->budget_d;
    s->take[i] = zero_w && in->v[i] > 0;
    if (!zero_w && !too_heavy && in->v[i] > 0) {
      ids[m++] = i;
    }
  }

  KsItem *items = ks_alloc_array(&s->mem, m ? m : 1, sizeof(KsItem));
  if (!items) {
    ks_free(&s->mem, ids);
    return HLO_KNAPSACK_OUT_OF_MEMORY;
  }
  /* The sum of the scaled values may be off by a factor (1 + n 2^-53);
     keeping it below 2^60 leaves a spare bit for that and for rounding
     every value up. */
  int kv = m ? grid_exponent(in->v, ids, m, 60 - sum_exponent(in->v, ids, m))
             : 0;
  int kw = 0;
  uint64_t c = 0; /* without candidates the capacity does not matter */
  if (in->integer) {
    c = (uint64_t)in->budget_i;
  } else if (m) {
    int eb;
    frexp(in->budget_d, &eb); /* the budget is below 2^eb */
    kw = grid_exponent(in->wd, ids, m, 62 - eb);
    c = (uint64_t)floor(ldexp(in->budget_d, kw));
  }
  size_t kept = 0;
  for (size_t j = 0; j < m; j++) {
    size_t i = ids[j];
    uint64_t w = in->integer ? (uint64_t)in->wi[i] : scaled_ceil(in->wd[i], kw);
    if (w > c)
      continue; /* rounding up pushed it over the budget */
    /* Rounding up keeps positive numbers at least one unit, even where
       ldexp underflows to zero. */
    int64_t p = (int64_t)scaled_ceil(in->v[i], kv);
    KsItem it = {w ? w : 1, p ? p : 1, i};
    items[kept++] = it;
  }
  ks_free(&s->mem, ids);
  out->items = items;
  out->n = kept;
  out->c = c;
  return HLO_KNAPSACK_OK;
}
