/* Upper bounds from cardinality constraints (Martello, Pisinger and
 * Toth's combo).
 *
 * If no feasible solution can hold more than kmax items, or no solution
 * worth more than z can hold fewer than kmin, then the LP relaxation of
 * the knapsack with that constraint added is an upper bound, often far
 * below the plain Dantzig bound: on strongly correlated instances
 * (p = w + K) it is exactly c + K kmax, which a solution filling the
 * capacity with kmax items reaches.
 *
 * The two-constraint LP is solved through its Lagrangian dual:
 *
 *   kmax:  L(l) =  l kmax + LP(p - l)   for l >= 0
 *   kmin:  L(m) = -m kmin + LP(p + m)   for m >= 0
 *
 * where LP(q) is the Dantzig bound with profits q (items with q <= 0
 * left out).  Every such L is an upper bound (weak duality), and L is
 * convex and piecewise linear, with a slope given by the cardinality of
 * the LP solution, so cutting planes from both sides (Kelley's method in
 * one dimension, with a bisection every other step so that a stalled cut
 * still halves the bracket) close in on the best multiplier.  Each LP
 * is a weighted quickselect, O(n), in doubles; the final values at the
 * integers around the minimum are computed in exact 128-bit arithmetic
 * and rounded down, so the bound is exact whatever the rounding in the
 * search.
 */
#include "knapsack_impl.h"

#include <math.h>
#include <string.h>

typedef struct U128 {
  uint64_t hi, lo;
} U128;

static U128 u128(uint64_t x) { return (U128){0, x}; }

static U128 add128(U128 a, U128 b) {
  U128 r = {a.hi + b.hi, a.lo + b.lo};
  r.hi += r.lo < a.lo;
  return r;
}

static bool lt128(U128 a, U128 b) {
  return a.hi != b.hi ? a.hi < b.hi : a.lo < b.lo;
}

static U128 sub128(U128 a, U128 b) {
  U128 r = {a.hi - b.hi, a.lo - b.lo};
  r.hi -= a.lo < b.lo;
  return r;
}

static U128 mul128(uint64_t a, uint64_t b) {
  U128 r;
  ks_mul_wide(a, b, &r.hi, &r.lo);
  return r;
}

/* floor(a / d) for d > 0, by binary long division; the quotient must fit
   in 64 bits, which holds for r * p / w with r < w. */
static uint64_t div128(U128 a, uint64_t d) {
  uint64_t q = 0;
  U128 rem = {0, 0};
  for (int i = 127; i >= 0; i--) {
    uint64_t bit = i >= 64 ? a.hi >> (i - 64) & 1 : a.lo >> i & 1;
    rem.hi = rem.hi << 1 | rem.lo >> 63;
    rem.lo = rem.lo << 1 | bit;
    if (!lt128(rem, u128(d))) {
      rem = sub128(rem, u128(d));
      if (i < 64)
        q |= (uint64_t)1 << i;
    }
  }
  return q;
}

/* An item with its Lagrangian profit q > 0. */
typedef struct LpItem {
  uint64_t w, q;
} LpItem;

/* x before y when q_x / w_x > q_y / w_y; ties: lighter first. */
static int cmp_lp(const LpItem *x, const LpItem *y) {
  int c = ks_cmp_mul(y->q, x->w, x->q, y->w);
  if (c)
    return c;
  return (x->w > y->w) - (x->w < y->w);
}

/* The Dantzig solution of LP(q): the profit of the items taken whole, and
   the break item with the capacity left for it. */
typedef struct LpSolution {
  U128 profit;
  bool has_break;
  LpItem brk;
  uint64_t room;
} LpSolution;

static LpSolution dantzig(LpItem *v, size_t m, uint64_t c) {
  LpSolution s = {{0, 0}, false, {0, 0}, c};
  size_t lo = 0, hi = m;
  while (lo < hi) {
    /* Median-of-three pivot, moved to hi - 1. */
    size_t mid = lo + (hi - lo) / 2, last = hi - 1;
    LpItem t;
    if (cmp_lp(&v[mid], &v[lo]) < 0)
      t = v[mid], v[mid] = v[lo], v[lo] = t;
    if (cmp_lp(&v[last], &v[lo]) < 0)
      t = v[last], v[last] = v[lo], v[lo] = t;
    if (cmp_lp(&v[mid], &v[last]) < 0)
      t = v[mid], v[mid] = v[last], v[last] = t;
    size_t p = lo;
    for (size_t i = lo; i < last; i++)
      if (cmp_lp(&v[i], &v[last]) < 0)
        t = v[i], v[i] = v[p], v[p] = t, p++;
    t = v[p], v[p] = v[last], v[last] = t;
    /* v[lo, p) beat the pivot v[p]. */
    uint64_t w = 0;
    U128 q = {0, 0};
    for (size_t i = lo; i < p; i++) {
      w = ks_sat_add(w, v[i].w);
      q = add128(q, u128(v[i].q));
    }
    if (w > s.room) {
      hi = p;
      continue;
    }
    s.room -= w;
    s.profit = add128(s.profit, q);
    if (v[p].w > s.room) {
      s.has_break = true;
      s.brk = v[p];
      return s;
    }
    s.room -= v[p].w;
    s.profit = add128(s.profit, u128(v[p].q));
    lo = p + 1;
  }
  return s;
}

/* floor(LP(q)) with q = p - shift (lower) or p + shift (raise). */
static LpSolution lp_with_shift(const KsItem *items, size_t n, uint64_t c,
                                LpItem *scratch, uint64_t shift, bool raise) {
  size_t m = 0;
  for (size_t i = 0; i < n; i++) {
    uint64_t p = (uint64_t)items[i].p;
    if (raise)
      scratch[m++] = (LpItem){items[i].w, p + shift};
    else if (p > shift)
      scratch[m++] = (LpItem){items[i].w, p - shift};
  }
  return dantzig(scratch, m, c);
}

static U128 lp_floor(const LpSolution *s) {
  if (!s->has_break)
    return s->profit;
  return add128(s->profit, u128(div128(mul128(s->room, s->brk.q), s->brk.w)));
}

/* The dual value L at this multiplier, or false if it does not fit in
   an int64 (then it is no use as a bound anyway). */
static bool dual_value(const KsItem *items, size_t n, uint64_t c,
                       LpItem *scratch, uint64_t mult, bool at_most, size_t k,
                       int64_t *out) {
  LpSolution s = lp_with_shift(items, n, c, scratch, mult, !at_most);
  U128 lp = lp_floor(&s), term = mul128(mult, (uint64_t)k);
  U128 v;
  if (at_most) {
    v = add128(lp, term);
  } else {
    if (lt128(lp, term)) {
      *out = -1;
      return true;
    }
    v = sub128(lp, term);
  }
  if (v.hi || v.lo > (uint64_t)INT64_MAX)
    return false;
  *out = (int64_t)v.lo;
  return true;
}

/* The search for the multiplier runs in doubles; only the final values
   are exact. */
typedef struct LpKey {
  double w, q, key;
} LpKey;

typedef struct DualPoint {
  uint64_t mult;
  double value, slope;
} DualPoint;

/* L and its slope at mult, in doubles: the Dantzig solution by weighted
   quickselect on q / w. */
static DualPoint dual_point(const KsItem *items, size_t n, uint64_t c,
                            LpKey *v, uint64_t imult, bool at_most, size_t k) {
  double mult = (double)imult;
  size_t m = 0;
  for (size_t i = 0; i < n; i++) {
    double q = at_most ? (double)items[i].p - mult : (double)items[i].p + mult;
    if (q > 0) {
      double w = (double)items[i].w;
      v[m++] = (LpKey){w, q, q / w};
    }
  }
  double room = (double)c, value = 0, card = 0;
  size_t lo = 0, hi = m;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    double pivot = v[mid].key;
    size_t a = lo;
    for (size_t i = lo; i < hi; i++) {
      if (v[i].key > pivot) {
        LpKey t = v[i];
        v[i] = v[a];
        v[a] = t;
        a++;
      }
    }
    size_t e = a; /* v[lo, a) > pivot, v[a, e) == pivot */
    for (size_t i = a; i < hi; i++) {
      if (v[i].key == pivot) {
        LpKey t = v[i];
        v[i] = v[e];
        v[e] = t;
        e++;
      }
    }
    double wa = 0, qa = 0;
    for (size_t i = lo; i < a; i++)
      wa += v[i].w, qa += v[i].q;
    if (wa > room) {
      hi = a;
      continue;
    }
    room -= wa, value += qa, card += (double)(a - lo);
    double we = 0, qe = 0;
    for (size_t i = a; i < e; i++)
      we += v[i].w, qe += v[i].q;
    if (we >= room) { /* the break lies among equal keys */
      value += room * pivot;
      card += we > 0 ? (double)(e - a) * room / we : 0;
      room = 0;
      break;
    }
    room -= we, value += qe, card += (double)(e - a);
    lo = e;
  }
  double sign = at_most ? 1 : -1;
  return (DualPoint){imult, value + sign * mult * (double)k,
                     sign * ((double)k - card)};
}

bool ks_cardinality_bound(KsMem *mem, const KsItem *items, size_t n,
                          uint64_t c, size_t k, bool at_most, int64_t *bound,
                          uint64_t *multiplier) {
  void *scratch = ks_alloc_array(mem, n ? n : 1,
                                 sizeof(LpKey) > sizeof(LpItem)
                                     ? sizeof(LpKey)
                                     : sizeof(LpItem));
  if (!scratch)
    return false;
  uint64_t pmax = 0;
  for (size_t i = 0; i < n; i++)
    if ((uint64_t)items[i].p > pmax)
      pmax = (uint64_t)items[i].p;
  /* L is convex and piecewise linear: cut from both sides (Kelley) until
     the bracket holds at most one integer step, bisecting every other
     step so that a stalled cut still halves the bracket. */
  DualPoint lo = dual_point(items, n, c, scratch, 0, at_most, k);
  DualPoint hi = dual_point(items, n, c, scratch, pmax + 1, at_most, k);
  for (int iter = 0; lo.slope < 0 && hi.slope > 0 && hi.mult - lo.mult > 1;
       iter++) {
    uint64_t x = lo.mult + (hi.mult - lo.mult) / 2;
    if (iter % 2 == 0) {
      double kelley = ((hi.value - lo.value) + lo.slope * (double)lo.mult -
                       hi.slope * (double)hi.mult) /
                      (lo.slope - hi.slope);
      if (kelley > (double)lo.mult && kelley < (double)hi.mult)
        x = (uint64_t)kelley;
    }
    x = x <= lo.mult ? lo.mult + 1 : x >= hi.mult ? hi.mult - 1 : x;
    DualPoint mid = dual_point(items, n, c, scratch, x, at_most, k);
    if (mid.slope == 0) {
      lo = hi = mid;
      break;
    }
    if (mid.slope < 0)
      lo = mid;
    else
      hi = mid;
  }
  /* The minimum is at an integer next to lo or hi; evaluate exactly. */
  uint64_t cand[4] = {lo.mult, lo.mult + 1, hi.mult,
                      hi.mult ? hi.mult - 1 : 0};
  bool found = false;
  *bound = INT64_MAX;
  for (int i = 0; i < 4; i++) {
    int64_t v;
    if (dual_value(items, n, c, scratch, cand[i], at_most, k, &v) &&
        v < *bound) {
      *bound = v;
      *multiplier = cand[i];
      found = true;
    }
  }
  ks_free(mem, scratch);
  return found;
}
