/* hlomem-remat's knapsack on integer costs (remat_cost_units) against the
 * same knapsack on the real costs, on small random instances solved by
 * brute force:
 *
 *   - the units: at least 1, the dearest exactly REMAT_COST_UNITS, each
 *     less than one unit above its real cost;
 *   - exact's choice on the units is optimal for the units;
 *   - its real cost is within n units of the real optimum (each unit
 *     rounds up by less than one), and is the real optimum when the real
 *     costs are whole units already.
 *
 * Costs are drawn as the pass meets them: positive, spread over orders of
 * magnitude, or nearly proportional to the weight as memory-bound ops
 * are, so that many choices tie but for a few parts in a billion.
 */
#include "hlomem/knapsack.h"

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "check.h"
#include "remat/internal.h"

enum { MAXN = 14 };

static uint64_t seed = 0x5eedc0de;
static uint64_t next(void) {
  uint64_t z = (seed += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
static uint64_t below(uint64_t n) { return next() % n; }
static double uniform(void) { return (double)(next() >> 11) * 0x1p-53; }

/* The most a subset within the budget is worth. */
static double brute(int32_t n, const int64_t *w, const double *v, int64_t budget) {
  double best = 0;
  for (uint32_t mask = 0; mask < (1u << n); mask++) {
    int64_t ws = 0;
    double vs = 0;
    for (int32_t i = 0; i < n; i++)
      if (mask >> i & 1)
        ws += w[i], vs += v[i];
    if (ws <= budget && vs > best)
      best = vs;
  }
  return best;
}

static void draw(int32_t n, int64_t *w, double *cost, int64_t *budget, bool whole) {
  static const int64_t sizes[] = {4096, 32768, 1 << 20, 3 << 20, 25165824};
  int64_t total = 0;
  double per_byte = 1e-12 * (1 + uniform());
  for (int32_t i = 0; i < n; i++) {
    w[i] = sizes[below(5)];
    total += w[i];
    if (whole) /* whole units of 2^-30 of a dearest cost of 2^-10 */
      cost[i] = (double)(1 + below(1u << 20)) * 0x1p-40;
    else if (below(2))
      cost[i] = (double)w[i] * per_byte * (1 + 1e-9 * (double)below(8));
    else
      cost[i] = pow(10, -12 + 9 * uniform());
  }
  if (whole)
    cost[below((uint64_t)n)] = 0x1p-10;
  *budget = (int64_t)below((uint64_t)total + 1);
}

static void check_units(int32_t n, const double *cost, const double *units) {
  double top = 0, most = 0;
  for (int32_t i = 0; i < n; i++)
    top = cost[i] > top ? cost[i] : top;
  for (int32_t i = 0; i < n; i++) {
    double exact = cost[i] / top * REMAT_COST_UNITS;
    CHECK(units[i] >= 1 && units[i] == floor(units[i]) && units[i] >= exact &&
              units[i] < exact + 1,
          "cost %.17g of %.17g: %.17g units", cost[i], top, units[i]);
    most = units[i] > most ? units[i] : most;
  }
  CHECK(most == REMAT_COST_UNITS, "the dearest is %.17g units", most);
}

static void round_trip(int round, bool whole) {
  int32_t n = 1 + (int32_t)below(MAXN);
  int64_t w[MAXN], budget;
  double cost[MAXN], units[MAXN];
  draw(n, w, cost, &budget, whole);
  remat_cost_units(n, cost, units);
  check_units(n, cost, units);

  HloKnapsackOptions o;
  hlo_knapsack_options_init(&o);
  HloKnapsackResult r;
  if (hlo_knapsack_solve_i64((size_t)n, w, units, budget, &o, &r) != HLO_KNAPSACK_OK) {
    CHECK(0, "round %d: the solve failed", round);
    return;
  }
  double got = 0, top = 0;
  for (size_t i = 0; i < r.num_saved; i++)
    got += cost[r.saved[i]];
  for (int32_t i = 0; i < n; i++)
    top = cost[i] > top ? cost[i] : top;
  double unit = top / REMAT_COST_UNITS, best = brute(n, w, cost, budget);
  CHECK(r.objective == brute(n, w, units, budget), "round %d: %.17g units, brute force %.17g",
        round, r.objective, brute(n, w, units, budget));
  if (whole)
    CHECK(got == best, "round %d, whole units: %.17g, real optimum %.17g", round, got, best);
  else
    CHECK(got >= best - n * unit * (1 + 1e-9), "round %d: %.17g, real optimum %.17g, unit %.3g",
          round, got, best, unit);
  hlo_knapsack_result_free(&r);
}

int main(void) {
  for (int round = 0; round < 3000; round++)
    round_trip(round, round % 4 == 0);
  if (failures) {
    fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  puts("remat costs: all checks passed");
  return 0;
}
