/* Randomized cross-checks of the knapsack solvers.
 *
 *   exact       equals brute force on thousands of small instances (int64
 *               weights up to 2^58, dyadic double weights, integer and
 *               real values), and equals a plain capacity DP on larger
 *               instances of Pisinger's classes, remat-like instances
 *               (log-normal weights, a large item at the break) and
 *               instances made of many copies of a few items.  Half of the runs lower
 *               bound_threshold so that pairing, cardinality bounds and
 *               surrogate searches run even on these small instances.
 *   dp, hirsch- equal the optimum of the quantized instance computed here
 *   berg        (so they agree with each other), and never exceed the
 *               real budget.
 *   greedy      equals the specified greedy written out here.
 *   ilp         (if built) equals exact.
 *
 * Every answer is also checked for consistency: the lists partition the
 * items in ascending order and the objective is the saved values' sum.
 */
#include "hlomem/knapsack.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

enum { MAXN = 16, MAXBIG = 2000 };

static uint64_t seed = 0xdecafbad;
static uint64_t next(void) {
  uint64_t z = (seed += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
static uint64_t below(uint64_t n) { return n ? next() % n : 0; }

static HloKnapsackOptions options(HloKnapsackSolver solver) {
  HloKnapsackOptions o;
  hlo_knapsack_options_init(&o);
  o.solver = solver;
  return o;
}

/* The lists partition 0..n-1, ascending, and the objective is the sum of
   the saved values in ascending order; returns the saved weight. */
static uint64_t check_shape(const char *what, size_t n, const int64_t *w,
                            const double *v, const HloKnapsackResult *r) {
  uint8_t seen[MAXBIG] = {0};
  double sum = 0;
  uint64_t used = 0;
  CHECK(r->num_saved + r->num_recompute == n, "%s: %zu + %zu items", what,
        r->num_saved, r->num_recompute);
  for (size_t i = 0; i < r->num_saved; i++) {
    size_t k = r->saved[i];
    CHECK(k < n && !seen[k] && (i == 0 || r->saved[i - 1] < k),
          "%s: saved list", what);
    if (k < n) {
      seen[k] = 1;
      sum += v[k];
      used += w ? (uint64_t)w[k] : 0;
    }
  }
  for (size_t i = 0; i < r->num_recompute; i++) {
    size_t k = r->recompute[i];
    CHECK(k < n && !seen[k] && (i == 0 || r->recompute[i - 1] < k),
          "%s: recompute list", what);
    if (k < n)
      seen[k] = 1;
  }
  CHECK(r->objective == sum, "%s: objective %.17g, saved values sum %.17g",
        what, r->objective, sum);
  return used;
}

/* Brute force over all subsets in Gray-code order, on integer values
   (the numerators of the values) so that every sum is exact. */
static int64_t brute_int(size_t n, const int64_t *w, const int64_t *num,
                         int64_t budget) {
  int64_t wsum = 0, vsum = 0, best = 0;
  uint8_t in[MAXN] = {0};
  for (uint32_t mask = 1; mask < (1u << n); mask++) {
    unsigned bit = 0;
    while (!(mask >> bit & 1))
      bit++;
    in[bit] ^= 1;
    wsum += in[bit] ? w[bit] : -w[bit];
    vsum += in[bit] ? num[bit] : -num[bit];
    if (wsum <= budget && vsum > best)
      best = vsum;
  }
  return best;
}

static double brute_double(size_t n, const double *w, const double *v,
                           double budget) {
  double best = 0;
  for (uint32_t mask = 0; mask < (1u << n); mask++) {
    double ws = 0, vs = 0;
    for (size_t i = 0; i < n; i++)
      if (mask >> i & 1)
        ws += w[i], vs += v[i];
    if (ws <= budget && vs > best)
      best = vs;
  }
  return best;
}

/* Values are num[i] / den: integers, or reals when den is not 1. */
static void random_small(size_t n, int64_t *w, int64_t *num, double den,
                         double *v, int64_t *budget, bool huge) {
  int64_t range = huge ? (int64_t)1 << 58 : (int64_t)(1 + below(100));
  int64_t total = 0;
  for (size_t i = 0; i < n; i++) {
    w[i] = (int64_t)below((uint64_t)range + 1);
    if (below(10) == 0)
      w[i] = 0;
    num[i] = (int64_t)below(huge ? 1ull << 40 : den == 1 ? 60 : 1000000);
    if (below(12) == 0)
      num[i] = 0;
    if (i && below(8) == 0) { /* ties */
      w[i] = w[i - 1];
      num[i] = num[i - 1];
    }
    total += w[i];
    v[i] = (double)num[i] / den;
  }
  *budget = (int64_t)below((uint64_t)total + 2);
}

static void test_exact_brute(int rounds) {
  int64_t w[MAXN], num[MAXN], budget;
  double v[MAXN];
  for (int round = 0; round < rounds; round++) {
    size_t n = (size_t)below(MAXN - 3);
    bool huge = below(4) == 0, real_values = below(3) == 0;
    double den = real_values ? 997 : 1;
    random_small(n, w, num, den, v, &budget, huge);
    HloKnapsackOptions o = options(HLO_KNAPSACK_EXACT);
    o.bound_threshold = (uint32_t)below(4);
    HloKnapsackResult r;
    if (hlo_knapsack_solve_i64(n, w, v, budget, &o, &r) != HLO_KNAPSACK_OK) {
      CHECK(0, "exact round %d failed", round);
      continue;
    }
    uint64_t used = check_shape("exact", n, w, v, &r);
    double best = (double)brute_int(n, w, num, budget) / den;
    CHECK(used <= (uint64_t)budget, "exact round %d over budget", round);
    if (real_values)
      CHECK(fabs(r.objective - best) <= 1e-9 * best,
            "exact round %d: %.17g, brute force %.17g", round, r.objective,
            best);
    else
      CHECK(r.objective == best, "exact round %d: %.17g, brute force %.17g",
            round, r.objective, best);
    hlo_knapsack_result_free(&r);

    /* The same with double weights on a dyadic grid, where double sums
       are exact and brute force can use them. */
    if (huge)
      continue;
    double wd[MAXN], bd = (double)budget / 64;
    for (size_t i = 0; i < n; i++)
      wd[i] = (double)w[i] / 64;
    if (hlo_knapsack_solve(n, wd, v, bd, &o, &r) != HLO_KNAPSACK_OK) {
      CHECK(0, "exact double round %d failed", round);
      continue;
    }
    check_shape("exact double", n, NULL, v, &r);
    double bb = brute_double(n, wd, v, bd);
    CHECK(real_values ? fabs(r.objective - bb) <= 1e-9 * bb
                      : r.objective == bb,
          "exact double round %d: %.17g, brute force %.17g", round,
          r.objective, bb);
    hlo_knapsack_result_free(&r);
  }
}

/* The optimum of the instance quantized as the library documents it:
   quanta of ceil(c / R), weights rounded up, budget down. */
static double quantized_optimum(size_t n, const int64_t *w, const double *v,
                                int64_t budget, uint64_t resolution) {
  uint64_t c = (uint64_t)budget, quantum = c <= resolution
                                               ? 1
                                               : (c + resolution - 1) /
                                                     resolution;
  size_t W = (size_t)(c / quantum);
  double *best = calloc(W + 1, sizeof(double));
  for (size_t i = 0; i < n; i++) {
    if (v[i] <= 0 || (uint64_t)w[i] > c)
      continue;
    size_t q = (size_t)(((uint64_t)w[i] + quantum - 1) / quantum);
    for (size_t j = W + 1; j-- > q;)
      if (best[j - q] + v[i] > best[j])
        best[j] = best[j - q] + v[i];
  }
  double z = best[W];
  free(best);
  return z;
}

static void test_quantized(int rounds) {
  int64_t w[MAXN], num[MAXN], budget;
  double v[MAXN];
  for (int round = 0; round < rounds; round++) {
    size_t n = (size_t)below(MAXN);
    random_small(n, w, num, 1, v, &budget, false);
    uint32_t resolutions[] = {0, 1, 7, 50, 10000};
    uint32_t res = resolutions[below(5)];
    double want = quantized_optimum(n, w, v, budget, res ? res : 10000);
    HloKnapsackSolver solvers[] = {HLO_KNAPSACK_DP, HLO_KNAPSACK_HIRSCHBERG};
    for (int s = 0; s < 2; s++) {
      HloKnapsackOptions o = options(solvers[s]);
      o.resolution = res;
      HloKnapsackResult r;
      if (hlo_knapsack_solve_i64(n, w, v, budget, &o, &r) !=
          HLO_KNAPSACK_OK) {
        CHECK(0, "%s round %d failed", hlo_knapsack_solver_name(solvers[s]),
              round);
        continue;
      }
      uint64_t used = check_shape(hlo_knapsack_solver_name(solvers[s]), n, w,
                                  v, &r);
      CHECK(used <= (uint64_t)budget, "%s round %d: weight %llu > %lld",
            hlo_knapsack_solver_name(solvers[s]), round,
            (unsigned long long)used, (long long)budget);
      CHECK(r.objective == want, "%s round %d (resolution %u): %.17g, want "
                                 "%.17g",
            hlo_knapsack_solver_name(solvers[s]), round, res, r.objective,
            want);
      hlo_knapsack_result_free(&r);
    }
  }
}

/* The specified greedy on integers: ratio v/w descending (exact, by cross
   multiplication), ties to the lighter then lower-indexed item; zero
   weights first; zero values never. */
static double reference_greedy(size_t n, const int64_t *w, const double *v,
                               int64_t budget) {
  size_t order[MAXN], m = 0;
  double total = 0;
  for (size_t i = 0; i < n; i++) {
    if (v[i] <= 0)
      continue;
    if (w[i] == 0)
      total += v[i];
    else
      order[m++] = i;
  }
  for (size_t i = 1; i < m; i++) {
    for (size_t k = i; k > 0; k--) {
      size_t a = order[k - 1], b = order[k];
      int64_t lhs = (int64_t)v[b] * w[a], rhs = (int64_t)v[a] * w[b];
      bool before = lhs > rhs || (lhs == rhs && (w[b] < w[a] ||
                                                 (w[b] == w[a] && b < a)));
      if (!before)
        break;
      order[k - 1] = b;
      order[k] = a;
    }
  }
  int64_t used = 0;
  for (size_t k = 0; k < m; k++) {
    size_t i = order[k];
    if (used + w[i] <= budget) {
      used += w[i];
      total += v[i];
    }
  }
  return total;
}

static void test_greedy_and_ilp(int rounds) {
  int64_t w[MAXN], num[MAXN], budget;
  double v[MAXN];
  bool ilp = hlo_knapsack_solver_available(HLO_KNAPSACK_ILP);
  for (int round = 0; round < rounds; round++) {
    size_t n = (size_t)below(MAXN);
    random_small(n, w, num, 1, v, &budget, false);
    HloKnapsackOptions o = options(HLO_KNAPSACK_GREEDY);
    HloKnapsackResult r;
    CHECK(hlo_knapsack_solve_i64(n, w, v, budget, &o, &r) == HLO_KNAPSACK_OK,
          "greedy");
    uint64_t used = check_shape("greedy", n, w, v, &r);
    CHECK(used <= (uint64_t)budget, "greedy round %d over budget", round);
    double want = reference_greedy(n, w, v, budget);
    CHECK(r.objective == want, "greedy round %d: %.17g, want %.17g", round,
          r.objective, want);
    hlo_knapsack_result_free(&r);
    if (!ilp)
      continue;
    o = options(HLO_KNAPSACK_ILP);
    CHECK(hlo_knapsack_solve_i64(n, w, v, budget, &o, &r) == HLO_KNAPSACK_OK,
          "ilp");
    used = check_shape("ilp", n, w, v, &r);
    CHECK(used <= (uint64_t)budget, "ilp round %d over budget", round);
    want = (double)brute_int(n, w, num, budget);
    CHECK(r.objective == want, "ilp round %d: %.17g, brute force %.17g",
          round, r.objective, want);
    hlo_knapsack_result_free(&r);
  }
}

/* Pisinger's classes with weights in [1, R]. */
static void pisinger(int cls, int64_t R, size_t n, int h, int64_t *w,
                     double *v, int64_t *budget) {
  int64_t total = 0;
  for (size_t i = 0; i < n; i++) {
    int64_t wi = 1 + (int64_t)below((uint64_t)R), pi;
    switch (cls) {
    case 0: /* uncorrelated */
      pi = 1 + (int64_t)below((uint64_t)R);
      break;
    case 1: /* weakly correlated */
      pi = wi - R / 10 + (int64_t)below((uint64_t)(R / 5 + 1));
      pi = pi < 1 ? 1 : pi;
      break;
    case 2: /* strongly correlated */
      pi = wi + R / 10;
      break;
    case 3: /* inverse strongly correlated */
      pi = wi;
      wi = pi + R / 10;
      break;
    case 4: /* almost strongly correlated */
      pi = wi + R / 10 - R / 500 + (int64_t)below((uint64_t)(R / 250 + 1));
      break;
    default: /* subset sum */
      pi = wi;
      break;
    }
    w[i] = wi;
    v[i] = (double)pi;
    total += wi;
  }
  *budget = h * total / 101;
}

static double capacity_dp(size_t n, const int64_t *w, const double *v,
                          int64_t budget) {
  double *best = calloc((size_t)budget + 1, sizeof(double));
  for (size_t i = 0; i < n; i++)
    for (int64_t j = budget; j >= w[i]; j--)
      if (best[j - w[i]] + v[i] > best[j])
        best[j] = best[j - w[i]] + v[i];
  double z = best[budget];
  free(best);
  return z;
}

static void test_exact_classes(void) {
  static int64_t w[MAXBIG];
  static double v[MAXBIG];
  int64_t budget;
  const int hs[] = {3, 17, 50, 71, 96};
  for (int cls = 0; cls < 6; cls++) {
    for (size_t k = 0; k < sizeof hs / sizeof hs[0]; k++) {
      size_t n = cls == 0 || cls == 1 ? 1000 : 400;
      int64_t R = cls >= 2 && cls <= 4 ? 1000 : 300;
      pisinger(cls, R, n, hs[k], w, v, &budget);
      double want = capacity_dp(n, w, v, budget);
      for (uint32_t threshold = 0; threshold <= 64; threshold += 8) {
        HloKnapsackOptions o = options(HLO_KNAPSACK_EXACT);
        o.bound_threshold = threshold;
        HloKnapsackResult r;
        if (hlo_knapsack_solve_i64(n, w, v, budget, &o, &r) !=
            HLO_KNAPSACK_OK) {
          CHECK(0, "exact class %d h %d failed", cls, hs[k]);
          continue;
        }
        uint64_t used = check_shape("exact class", n, w, v, &r);
        CHECK(used <= (uint64_t)budget, "class %d h %d over budget", cls,
              hs[k]);
        CHECK(r.objective == want,
              "class %d h %d threshold %u: %.17g, capacity DP %.17g", cls,
              hs[k], threshold, r.objective, want);
        hlo_knapsack_result_free(&r);
      }
    }
  }
}

/* Subset sum with even weights 2, 4, ..., 2m and one odd item heavier
   than all of them, under an odd capacity: only solutions with the odd
   item can fill it, and that item is the last one the core reaches. */
static void test_parity(void) {
  static int64_t w[MAXBIG];
  static double v[MAXBIG];
  for (size_t m = 150; m <= 450; m += 100) {
    size_t n = m + 1;
    for (size_t i = 0; i < m; i++)
      w[i] = 2 * (int64_t)(i + 1);
    w[m] = 4 * (int64_t)m + 1;
    for (size_t i = 0; i < n; i++)
      v[i] = (double)w[i];
    int64_t budget = (int64_t)(m * (m + 1) / 3) | 1;
    double want = capacity_dp(n, w, v, budget);
    for (uint32_t threshold = 0; threshold <= 16; threshold += 16) {
      HloKnapsackOptions o = options(HLO_KNAPSACK_EXACT);
      o.bound_threshold = threshold;
      HloKnapsackResult r;
      if (hlo_knapsack_solve_i64(n, w, v, budget, &o, &r) !=
          HLO_KNAPSACK_OK) {
        CHECK(0, "parity m %zu failed", m);
        continue;
      }
      uint64_t used = check_shape("parity", n, w, v, &r);
      CHECK(used <= (uint64_t)budget && r.objective == want &&
                want == (double)budget,
            "parity m %zu: %.17g, capacity DP %.17g, budget %lld", m,
            r.objective, want, (long long)budget);
      CHECK(r.num_saved && r.saved[r.num_saved - 1] == m,
            "parity m %zu: the odd item is not saved", m);
      hlo_knapsack_result_free(&r);
    }
  }
}

/* Every capacity h/101 of the correlated classes and subset sum with small
   coefficients, where the capacity DP is cheap.  Some of these optima are
   reached by states whose history is longer than the 64 decisions a state
   carries, so the older decisions come from further search rounds. */
static void test_class_sweep(void) {
  static int64_t w[MAXBIG];
  static double v[MAXBIG];
  int64_t budget;
  for (int cls = 2; cls < 6; cls++) {
    for (int h = 1; h <= 100; h += 3) {
      pisinger(cls, cls == 4 ? 500 : 100, 200, h, w, v, &budget);
      double want = capacity_dp(200, w, v, budget);
      HloKnapsackOptions o = options(HLO_KNAPSACK_EXACT);
      o.bound_threshold = (uint32_t)(h % 4) * 8;
      HloKnapsackResult r;
      if (hlo_knapsack_solve_i64(200, w, v, budget, &o, &r) !=
          HLO_KNAPSACK_OK) {
        CHECK(0, "sweep class %d h %d failed", cls, h);
        continue;
      }
      uint64_t used = check_shape("sweep", 200, w, v, &r);
      CHECK(used <= (uint64_t)budget && r.objective == want,
            "sweep class %d h %d: %.17g, capacity DP %.17g", cls, h,
            r.objective, want);
      hlo_knapsack_result_free(&r);
    }
  }
}

/* Many copies of a few kinds (equal weight and value), as a training
   step repeated over layers gives remat: exact solves each kind as
   bundles of copies.  The optimum is the capacity DP's, and the copies
   saved are the lowest-indexed of their kind. */
static void test_copies(int rounds) {
  static int64_t w[MAXBIG];
  static double v[MAXBIG];
  for (int round = 0; round < rounds; round++) {
    size_t kinds = 1 + (size_t)below(6), n = 1 + (size_t)below(MAXBIG / 4);
    bool correlated = below(2) == 0;
    int64_t kw[6], total = 0;
    double kv[6];
    for (size_t k = 0; k < kinds; k++) {
      kw[k] = 1 + (int64_t)below(60);
      kv[k] = (double)(correlated ? kw[k] + 10 : 1 + (int64_t)below(100));
    }
    for (size_t i = 0; i < n; i++) {
      size_t k = (size_t)below(kinds);
      w[i] = kw[k];
      v[i] = kv[k];
      total += w[i];
    }
    int64_t budget = (int64_t)below((uint64_t)total + 2);
    double want = capacity_dp(n, w, v, budget);
    HloKnapsackOptions o = options(HLO_KNAPSACK_EXACT);
    o.bound_threshold = (uint32_t)below(3) * 16;
    HloKnapsackResult r;
    if (hlo_knapsack_solve_i64(n, w, v, budget, &o, &r) != HLO_KNAPSACK_OK) {
      CHECK(0, "copies round %d failed", round);
      continue;
    }
    uint64_t used = check_shape("copies", n, w, v, &r);
    CHECK(used <= (uint64_t)budget && r.objective == want,
          "copies round %d: %.17g, capacity DP %.17g", round, r.objective,
          want);
    /* A copy left out is never followed by a saved copy of its kind. */
    uint8_t saved[MAXBIG] = {0};
    for (size_t i = 0; i < r.num_saved; i++)
      saved[r.saved[i]] = 1;
    for (size_t k = 0; k < kinds; k++) {
      bool gap = false;
      for (size_t i = 0; i < n; i++) {
        if (w[i] != kw[k] || v[i] != kv[k])
          continue;
        CHECK(!(gap && saved[i]), "copies round %d: copy %zu saved after "
                                  "one left out", round, i);
        gap |= !saved[i];
      }
    }
    hlo_knapsack_result_free(&r);
  }
}

static double unit_uniform(void) { return (double)(next() >> 11) * 0x1p-53; }

/* Remat-like instances (bench/knapsack/instances.py remat_like, on an
   integer grid the capacity DP can check): log-normal weights (sigma 1.5),
   values the weight times a uniform(0.2, 5) cost per unit, every capacity
   from 10% to 90% of the total.  A few large items among many small ones
   put a large item at the break, where exact's LP bounds with the break
   item decided, its beam searches and its greedy completions all run,
   and large items among small ones in the lists its states are bounded
   along, where its branch bounds and skipped steps prune. */
static void test_remat_like(int seeds) {
  static int64_t w[MAXBIG];
  static double v[MAXBIG];
  for (int seed_no = 0; seed_no < seeds; seed_no++) {
    size_t n = 300;
    int64_t total = 0;
    for (size_t i = 0; i < n; i++) {
      double g = sqrt(-2 * log(1 - unit_uniform())) *
                 cos(6.283185307179586 * unit_uniform());
      w[i] = (int64_t)fmax(1, round(exp(1.5 * g) * 20));
      if (w[i] > 4000)
        w[i] = 4000;
      v[i] = round((double)w[i] * (0.2 + 4.8 * unit_uniform()) * 1000);
      total += w[i];
    }
    for (int tenth = 1; tenth <= 9; tenth++) {
      int64_t budget = total * tenth / 10;
      double want = capacity_dp(n, w, v, budget);
      HloKnapsackOptions o = options(HLO_KNAPSACK_EXACT);
      o.bound_threshold = (uint32_t)(seed_no + tenth) % 3 * 32;
      HloKnapsackResult r;
      if (hlo_knapsack_solve_i64(n, w, v, budget, &o, &r) != HLO_KNAPSACK_OK) {
        CHECK(0, "remat-like round %d failed", seed_no);
        continue;
      }
      uint64_t used = check_shape("remat-like", n, w, v, &r);
      CHECK(used <= (uint64_t)budget && r.objective == want,
            "remat-like round %d capacity %d0%%: %.17g, capacity DP %.17g",
            seed_no, tenth, r.objective, want);
      hlo_knapsack_result_free(&r);
    }
  }
}

int main(void) {
  test_parity();
  test_remat_like(24);
  test_class_sweep();
  test_exact_brute(4000);
  test_quantized(3000);
  test_greedy_and_ilp(2000);
  test_exact_classes();
  test_copies(300);
  if (failures) {
    fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  puts("knapsack random: all checks passed");
  return 0;
}
