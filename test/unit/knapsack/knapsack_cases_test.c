/* Hand-checked knapsack cases and edge cases, for every solver.
 *
 * Each case states the answer worked out by hand; the checks compare the
 * objective, the saved list and the recompute list exactly.
 */
#include "hlomem/knapsack.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static const HloKnapsackSolver all_solvers[] = {
    HLO_KNAPSACK_EXACT, HLO_KNAPSACK_DP, HLO_KNAPSACK_HIRSCHBERG,
    HLO_KNAPSACK_GREEDY, HLO_KNAPSACK_ILP};
#define NSOLVERS (sizeof all_solvers / sizeof all_solvers[0])

static HloKnapsackOptions options(HloKnapsackSolver solver) {
  HloKnapsackOptions o;
  hlo_knapsack_options_init(&o);
  o.solver = solver;
  return o;
}

static bool same_list(const size_t *got, size_t n, const size_t *want,
                      size_t m) {
  return n == m && (n == 0 || memcmp(got, want, n * sizeof *got) == 0);
}

/* Solves with double weights and checks the whole answer. */
static void expect(const char *name, HloKnapsackSolver solver, size_t n,
                   const double *w, const double *v, double budget,
                   double objective, const size_t *saved, size_t nsaved,
                   const size_t *recompute, size_t nrecompute) {
  if (!hlo_knapsack_solver_available(solver))
    return;
  HloKnapsackOptions o = options(solver);
  HloKnapsackResult r;
  HloKnapsackStatus st = hlo_knapsack_solve(n, w, v, budget, &o, &r);
  const char *sn = hlo_knapsack_solver_name(solver);
  CHECK(st == HLO_KNAPSACK_OK, "%s/%s: status %d", name, sn, st);
  if (st != HLO_KNAPSACK_OK)
    return;
  CHECK(r.objective == objective, "%s/%s: objective %.17g, want %.17g", name,
        sn, r.objective, objective);
  CHECK(same_list(r.saved, r.num_saved, saved, nsaved),
        "%s/%s: saved list differs (%zu items)", name, sn, r.num_saved);
  CHECK(same_list(r.recompute, r.num_recompute, recompute, nrecompute),
        "%s/%s: recompute list differs (%zu items)", name, sn,
        r.num_recompute);
  hlo_knapsack_result_free(&r);
}

#define LIST(...) ((const size_t[]){__VA_ARGS__})
#define LEN(...) (sizeof((size_t[]){__VA_ARGS__}) / sizeof(size_t))
#define NONE NULL, 0

static void test_classic(void) {
  /* Weights 2 3 4 5, values 3 4 5 6, budget 5: {0, 1} is worth 7; every
     other subset that fits ({2}: 5, {3}: 6, {0}: 3, {1}: 4) is worth
     less.  Greedy (ratios 1.5, 1.33, 1.25, 1.2) finds it too. */
  const double w[] = {2, 3, 4, 5}, v[] = {3, 4, 5, 6};
  for (size_t s = 0; s < NSOLVERS; s++)
    expect("classic", all_solvers[s], 4, w, v, 5, 7, LIST(0, 1), 2,
           LIST(2, 3), 2);
}

static void test_greedy(void) {
  /* Budget 10: greedy takes item 0 (ratio 2, weight 6); item 1 (ratio
     1.9, weight 5) no longer fits, but the scan goes on and item 2 (ratio
     1, weight 4) fits: 12 + 4 = 16; item 3 (weight 1) no longer fits.
     That is also the optimum: {1, 2, 3} weighs 10 and is worth 14. */
  const double w[] = {6, 5, 4, 1}, v[] = {12, 9.5, 4, 0.5};
  for (size_t s = 0; s < NSOLVERS; s++)
    expect("greedy-scan", all_solvers[s], 4, w, v, 10, 16, LIST(0, 2), 2,
           LIST(1, 3), 2);
  /* Here greedy's order misleads it: item 0 (ratio 1.5) blocks the pair
     {1, 2} (ratio 1.4 each) that fills the budget. */
  const double w2[] = {6, 5, 5}, v2[] = {9, 7, 7};
  expect("greedy-suboptimal", HLO_KNAPSACK_GREEDY, 3, w2, v2, 10, 9, LIST(0),
         1, LIST(1, 2), 2);
  expect("greedy-suboptimal", HLO_KNAPSACK_EXACT, 3, w2, v2, 10, 14,
         LIST(1, 2), 2, LIST(0), 1);
  expect("greedy-suboptimal", HLO_KNAPSACK_DP, 3, w2, v2, 10, 14, LIST(1, 2),
         2, LIST(0), 1);
  expect("greedy-suboptimal", HLO_KNAPSACK_HIRSCHBERG, 3, w2, v2, 10, 14,
         LIST(1, 2), 2, LIST(0), 1);
}

static void test_edges(void) {
  for (size_t s = 0; s < NSOLVERS; s++) {
    HloKnapsackSolver sv = all_solvers[s];
    /* No items. */
    expect("empty", sv, 0, NULL, NULL, 3, 0, NONE, NONE);
    /* Zero budget: only the zero-weight item with a positive value. */
    const double w[] = {1, 0, 0, 2}, v[] = {5, 2, 0, 1};
    expect("zero-budget", sv, 4, w, v, 0, 2, LIST(1), 1, LIST(0, 2, 3), 3);
    /* Zero weights are always saved when their value is positive, even
       when nothing else fits; zero values never are. */
    const double w2[] = {0, 5, 0, 1}, v2[] = {3, 1, 0, 0};
    expect("zero-weights", sv, 4, w2, v2, 1, 3, LIST(0), 1, LIST(1, 2, 3), 3);
    /* All items fit. */
    const double w3[] = {1, 2, 3}, v3[] = {1, 1, 1};
    expect("all-fit", sv, 3, w3, v3, 6, 3, LIST(0, 1, 2), 3, NONE);
    /* None fit. */
    expect("none-fit", sv, 3, w3, v3, 0.5, 0, NONE, LIST(0, 1, 2), 3);
  }
  /* Ties: two identical items and room for one; exact keeps the lower
     index (the efficiency order breaks ties by weight, then index). */
  const double w[] = {2, 2}, v[] = {3, 3};
  expect("tie", HLO_KNAPSACK_EXACT, 2, w, v, 3, 3, LIST(0), 1, LIST(1), 1);
  expect("tie", HLO_KNAPSACK_GREEDY, 2, w, v, 3, 3, LIST(0), 1, LIST(1), 1);
  /* The quantized DPs save an item only if it strictly improves: the
     backtrack from the last item finds item 1 changed nothing. */
  expect("tie", HLO_KNAPSACK_DP, 2, w, v, 3, 3, LIST(0), 1, LIST(1), 1);
  /* hirschberg's first maximal split gives the second item capacity 0. */
  expect("tie", HLO_KNAPSACK_HIRSCHBERG, 2, w, v, 3, 3, LIST(0), 1, LIST(1),
         1);
}

/* An empty instance is solved by every solver in every mode: objective
   +0.0, both lists empty, as PyTorch's three solvers return (0.0, [], [])
   for empty lists.  No table is needed, so even a budget no DP table
   could cover is fine; the same holds when every item is decided before
   the DP. */
static void test_empty(void) {
  const double budgets[] = {0, 3, 0.4, 1e300};
  const int64_t budgets_i[] = {0, 3, INT64_MAX};
  for (size_t s = 0; s < NSOLVERS; s++) {
    for (int compat = 0; compat < 2; compat++) {
      HloKnapsackSolver sv = all_solvers[s];
      if (!hlo_knapsack_solver_available(sv) ||
          (compat && (sv == HLO_KNAPSACK_EXACT || sv == HLO_KNAPSACK_ILP)))
        continue;
      HloKnapsackOptions o = options(sv);
      o.compat = compat ? HLO_KNAPSACK_COMPAT_TORCH : HLO_KNAPSACK_COMPAT_NONE;
      const char *sn = hlo_knapsack_solver_name(sv);
      for (size_t b = 0; b < 4 + 3; b++) {
        HloKnapsackResult r;
        HloKnapsackStatus st =
            b < 4 ? hlo_knapsack_solve(0, NULL, NULL, budgets[b], &o, &r)
                  : hlo_knapsack_solve_i64(0, NULL, NULL, budgets_i[b - 4], &o,
                                           &r);
        CHECK(st == HLO_KNAPSACK_OK, "empty/%s compat %d budget #%zu: status %d",
              sn, compat, b, st);
        if (st != HLO_KNAPSACK_OK)
          continue;
        CHECK(r.objective == 0 && !signbit(r.objective) && r.num_saved == 0 &&
                  r.num_recompute == 0,
              "empty/%s compat %d budget #%zu: objective %g, %zu saved, %zu "
              "to recompute",
              sn, compat, b, r.objective, r.num_saved, r.num_recompute);
        hlo_knapsack_result_free(&r);
      }
    }
  }
  /* Every item decided before the DP: the zero-weight one saved, the
     zero-value one not; the budget of 1e300 needs no table either. */
  const double w[] = {0, 5}, v[] = {2, 0};
  expect("decided", HLO_KNAPSACK_DP, 2, w, v, 1e300, 2, LIST(0), 1, LIST(1), 1);
  expect("decided", HLO_KNAPSACK_HIRSCHBERG, 2, w, v, 1e300, 2, LIST(0), 1,
         LIST(1), 1);
}

static void test_exact_weights(void) {
  /* In doubles 0.1 + 0.2 = 0.30000000000000004 > 0.3 and exactly too
     (0.1 and 0.2 are slightly above, 0.3 slightly below their decimal
     values), so the pair worth 2 does not fit and 1.5 is the optimum. */
  const double w[] = {0.1, 0.2, 0.3}, v[] = {1, 1, 1.5};
  expect("0.1+0.2", HLO_KNAPSACK_EXACT, 3, w, v, 0.3, 1.5, LIST(2), 1,
         LIST(0, 1), 2);
  /* With budget 0.30000000000000004 the pair fits exactly. */
  expect("0.1+0.2", HLO_KNAPSACK_EXACT, 3, w, v, 0.1 + 0.2, 2, LIST(0, 1), 2,
         LIST(2), 1);
  /* Weights 1 apart at 2^62 with a budget that fits exactly two of them;
     the best pair is the one with the largest values that fits. */
  const int64_t big = (int64_t)1 << 62;
  const int64_t wi[] = {big - 1, big - 3, big - 2, 5};
  const double vi[] = {10, 9, 8, 1};
  HloKnapsackOptions o = options(HLO_KNAPSACK_EXACT);
  HloKnapsackResult r;
  /* budget 2^63 - 4: {0, 1} weighs 2^63 - 4 and fits; {0, 1, 3} does not;
     {0, 2} weighs 2^63 - 3 and does not fit. */
  HloKnapsackStatus st =
      hlo_knapsack_solve_i64(4, wi, vi, INT64_MAX - 3, &o, &r);
  CHECK(st == HLO_KNAPSACK_OK, "2^62: status %d", st);
  if (st == HLO_KNAPSACK_OK) {
    CHECK(r.objective == 19, "2^62: objective %g", r.objective);
    CHECK(same_list(r.saved, r.num_saved, LIST(0, 1), 2), "2^62: saved");
    hlo_knapsack_result_free(&r);
  }
  /* The full int64 range: one item of INT64_MAX with budget INT64_MAX. */
  const int64_t wmax[] = {INT64_MAX, INT64_MAX - 1, 1};
  const double vmax[] = {3, 2, 2};
  st = hlo_knapsack_solve_i64(3, wmax, vmax, INT64_MAX, &o, &r);
  CHECK(st == HLO_KNAPSACK_OK, "int64 max: status %d", st);
  if (st == HLO_KNAPSACK_OK) {
    CHECK(r.objective == 4, "int64 max: objective %g", r.objective);
    CHECK(same_list(r.saved, r.num_saved, LIST(1, 2), 2), "int64 max: saved");
    hlo_knapsack_result_free(&r);
  }
}

/* Extreme doubles: values whose sum overflows, weights 600 orders of
   magnitude apart (the grid puts the light one at one unit, never zero). */
static void test_extremes(void) {
  const double w[] = {1, 1, 1}, v[] = {1e308, 1e308, 1};
  for (int s = 0; s < 4; s++) {
    expect("huge values", all_solvers[s], 3, w, v, 1, 1e308, LIST(0), 1,
           LIST(1, 2), 2);
  }
  const double w2[] = {1e-300, 1e300, 0.5}, v2[] = {1, 2, 3};
  /* 1e-300 + 1e300 > 1e300 exactly, so the heavy item goes alone or not
     at all; the two light ones are worth more. */
  expect("far apart", HLO_KNAPSACK_EXACT, 3, w2, v2, 1e300, 4, LIST(0, 2), 2,
         LIST(1), 1);
  expect("far apart", HLO_KNAPSACK_GREEDY, 3, w2, v2, 1e300, 4, LIST(0, 2), 2,
         LIST(1), 1);
  const double w3[] = {4.9e-324, 1e-310}, v3[] = {1e-320, 5e-324};
  expect("subnormal", HLO_KNAPSACK_EXACT, 2, w3, v3, 1e-310, 1e-320, LIST(0),
         1, LIST(1), 1);
}

static void test_invalid(void) {
  const double w[] = {1, 2}, v[] = {1, 1};
  const double bad[] = {NAN, -1, INFINITY, -INFINITY};
  HloKnapsackResult r;
  memset(&r, 0xff, sizeof r);
  for (size_t i = 0; i < 4; i++) {
    const double wb[] = {1, bad[i]}, vb[] = {1, bad[i]};
    CHECK(hlo_knapsack_solve(2, wb, v, 1, NULL, &r) ==
              HLO_KNAPSACK_INVALID_ARGUMENT,
          "weight %g accepted", bad[i]);
    CHECK(r.saved == NULL && r.num_saved == 0, "result not zeroed");
    CHECK(hlo_knapsack_solve(2, w, vb, 1, NULL, &r) ==
              HLO_KNAPSACK_INVALID_ARGUMENT,
          "value %g accepted", bad[i]);
    CHECK(hlo_knapsack_solve(2, w, v, bad[i], NULL, &r) ==
              HLO_KNAPSACK_INVALID_ARGUMENT,
          "budget %g accepted", bad[i]);
  }
  const int64_t wi[] = {1, -1};
  CHECK(hlo_knapsack_solve_i64(2, wi, v, 1, NULL, &r) ==
            HLO_KNAPSACK_INVALID_ARGUMENT,
        "negative int64 weight accepted");
  CHECK(hlo_knapsack_solve_i64(1, wi, v, -1, NULL, &r) ==
            HLO_KNAPSACK_INVALID_ARGUMENT,
        "negative int64 budget accepted");
  CHECK(hlo_knapsack_solve(2, NULL, v, 1, NULL, &r) ==
            HLO_KNAPSACK_INVALID_ARGUMENT,
        "missing weights accepted");
  CHECK(hlo_knapsack_solve(2, w, NULL, 1, NULL, &r) ==
            HLO_KNAPSACK_INVALID_ARGUMENT,
        "missing values accepted");
  CHECK(hlo_knapsack_solve(2, w, v, 1, NULL, NULL) ==
            HLO_KNAPSACK_INVALID_ARGUMENT,
        "missing result accepted");
  HloKnapsackOptions o = options(HLO_KNAPSACK_EXACT);
  o.compat = HLO_KNAPSACK_COMPAT_TORCH;
  CHECK(hlo_knapsack_solve(2, w, v, 1, &o, &r) == HLO_KNAPSACK_UNSUPPORTED,
        "exact with torch compat accepted");
  o = options((HloKnapsackSolver)42);
  CHECK(hlo_knapsack_solve(2, w, v, 1, &o, &r) ==
            HLO_KNAPSACK_INVALID_ARGUMENT,
        "unknown solver accepted");
  /* A table that does not fit the limit. */
  o = options(HLO_KNAPSACK_DP);
  o.compat = HLO_KNAPSACK_COMPAT_TORCH;
  o.max_table_bytes = 1000;
  CHECK(hlo_knapsack_solve(2, w, v, 1, &o, &r) == HLO_KNAPSACK_TOO_LARGE,
        "dp table of 10001 columns under a 1000-byte limit");
  o.solver = HLO_KNAPSACK_HIRSCHBERG;
  CHECK(hlo_knapsack_solve(2, w, v, 1, &o, &r) == HLO_KNAPSACK_TOO_LARGE,
        "hirschberg rows of 10001 floats under a 1000-byte limit");
  o.max_table_bytes = 200000;
  CHECK(hlo_knapsack_solve(2, w, v, 1, &o, &r) == HLO_KNAPSACK_OK,
        "hirschberg rows under a 200000-byte limit");
  hlo_knapsack_result_free(&r);
}

static void test_quantization(void) {
  /* Without compat, weights round up and the budget down: with
     resolution 2 the budget 10 is cut into quanta of 5; weights 4 and 6
     become 1 and 2 quanta, so {4, 6} (3 quanta) does not fit 2 quanta
     although 4 + 6 = 10 would.  The answer fits the real budget anyway. */
  const int64_t w[] = {4, 6};
  const double v[] = {1, 1};
  HloKnapsackOptions o = options(HLO_KNAPSACK_DP);
  o.resolution = 2;
  HloKnapsackResult r;
  CHECK(hlo_knapsack_solve_i64(2, w, v, 10, &o, &r) == HLO_KNAPSACK_OK,
        "dp resolution 2");
  CHECK(r.objective == 1 && r.stats.quantized_budget == 2,
        "dp resolution 2: objective %g, W %lld", r.objective,
        (long long)r.stats.quantized_budget);
  hlo_knapsack_result_free(&r);
  /* With a budget of at most `resolution` units the DP is exact. */
  o.resolution = 10;
  CHECK(hlo_knapsack_solve_i64(2, w, v, 10, &o, &r) == HLO_KNAPSACK_OK,
        "dp resolution 10");
  CHECK(r.objective == 2 && r.stats.quantized_budget == 10,
        "dp resolution 10: objective %g", r.objective);
  hlo_knapsack_result_free(&r);
}

static void test_stats_and_names(void) {
  const double w[] = {3, 4, 5, 6, 7}, v[] = {4, 5, 6, 7, 8.5};
  HloKnapsackOptions o = options(HLO_KNAPSACK_EXACT);
  HloKnapsackResult r;
  CHECK(hlo_knapsack_solve(5, w, v, 13, &o, &r) == HLO_KNAPSACK_OK, "exact");
  /* {0, 1, 3}: 3 + 4 + 6 = 13, 16; {2, 4}: 12 -> 14.5; {0, 1, 2}: 12 -> 15;
     {1, 4}: 11 -> 13.5; {0, 4}: 10 -> 12.5; {2, 3}: 11 -> 13; {0, 3}: 9. */
  CHECK(r.objective == 16, "exact objective %g", r.objective);
  CHECK(r.stats.peak_bytes > 0, "no memory reported");
  CHECK(r.stats.seconds >= 0 && r.stats.cpu_seconds >= 0, "negative time");
  hlo_knapsack_result_free(&r);
  o.solver = HLO_KNAPSACK_DP;
  CHECK(hlo_knapsack_solve(5, w, v, 13, &o, &r) == HLO_KNAPSACK_OK, "dp");
  CHECK(r.stats.quantized_budget == 13 && r.stats.states == 5 * 14,
        "dp stats: W %lld, cells %llu", (long long)r.stats.quantized_budget,
        (unsigned long long)r.stats.states);
  hlo_knapsack_result_free(&r);

  for (size_t s = 0; s < NSOLVERS; s++) {
    HloKnapsackSolver parsed;
    const char *name = hlo_knapsack_solver_name(all_solvers[s]);
    CHECK(hlo_knapsack_solver_parse(name, &parsed) &&
              parsed == all_solvers[s],
          "solver name %s does not parse back", name);
  }
  HloKnapsackSolver parsed;
  CHECK(!hlo_knapsack_solver_parse("simplex", &parsed), "bogus solver name");
  CHECK(hlo_knapsack_solver_available(HLO_KNAPSACK_EXACT), "exact missing");
  for (int st = HLO_KNAPSACK_OK; st <= HLO_KNAPSACK_UNSUPPORTED; st++)
    CHECK(strlen(hlo_knapsack_status_message((HloKnapsackStatus)st)) > 0,
          "status %d has no message", st);
  if (!hlo_knapsack_solver_available(HLO_KNAPSACK_ILP)) {
    o = options(HLO_KNAPSACK_ILP);
    CHECK(hlo_knapsack_solve(5, w, v, 13, &o, &r) == HLO_KNAPSACK_UNSUPPORTED,
          "ilp without GLPK");
  }
}

int main(void) {
  test_classic();
  test_greedy();
  test_edges();
  test_empty();
  test_exact_weights();
  test_extremes();
  test_invalid();
  test_quantization();
  test_stats_and_names();
  if (failures) {
    fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  puts("knapsack cases: all checks passed");
  return 0;
}
