/* ilp: the knapsack as a binary program for GLPK's branch-and-cut.
 *
 * This is the counterpart of PyTorch's scipy-based ilp_knapsack, for
 * comparison and as a second opinion on exact.  It runs on the integer
 * instance, so the weights GLPK sees are the ones exact sees.  GLPK works
 * in floating point with tolerances; a solution it reports as feasible is
 * checked against the integer budget, and if rounding let it through over
 * the budget, the least valuable saved items are dropped until it fits.
 * GLPK's own allocations are not in the memory statistics.
 */
#include "knapsack_impl.h"

#include <glpk.h>
#include <stdlib.h>

static int cmp_value_desc(const void *a, const void *b) {
  const KsItem *x = a, *y = b;
  if (x->p != y->p)
    return x->p > y->p ? -1 : 1;
  return (x->id > y->id) - (x->id < y->id);
}

static HloKnapsackStatus solve_milp(KsSolve *s, const KsIntInstance *ii) {
  size_t m = ii->n;
  if (m > (size_t)INT32_MAX - 1)
    return HLO_KNAPSACK_TOO_LARGE;
  int *ind = ks_alloc_array(&s->mem, m + 1, sizeof(int));
  double *val = ks_alloc_array(&s->mem, m + 1, sizeof(double));
  if (!ind || !val) {
    ks_free(&s->mem, ind);
    ks_free(&s->mem, val);
    return HLO_KNAPSACK_OUT_OF_MEMORY;
  }
  glp_prob *lp = glp_create_prob();
  glp_set_obj_dir(lp, GLP_MAX);
  glp_add_rows(lp, 1);
  glp_set_row_bnds(lp, 1, GLP_UP, 0.0, (double)ii->c);
  glp_add_cols(lp, (int)m);
  for (size_t j = 0; j < m; j++) {
    int col = (int)j + 1;
    glp_set_col_kind(lp, col, GLP_BV);
    glp_set_obj_coef(lp, col, s->in->v[ii->items[j].id]);
    ind[col] = col;
    val[col] = (double)ii->items[j].w;
  }
  glp_set_mat_row(lp, 1, (int)m, ind, val);

  glp_iocp parm;
  glp_init_iocp(&parm);
  parm.presolve = GLP_ON;
  parm.msg_lev = GLP_MSG_OFF;
  /* GLPK failing on a knapsack means it hit one of its own limits. */
  HloKnapsackStatus st = HLO_KNAPSACK_OK;
  if (glp_intopt(lp, &parm) != 0 || (glp_mip_status(lp) != GLP_OPT &&
                                     glp_mip_status(lp) != GLP_FEAS)) {
    st = HLO_KNAPSACK_UNSUPPORTED;
  } else {
    for (size_t j = 0; j < m; j++)
      s->take[ii->items[j].id] = glp_mip_col_val(lp, (int)j + 1) > 0.5;
  }
  glp_delete_prob(lp);
  ks_free(&s->mem, ind);
  ks_free(&s->mem, val);
  return st;
}

/* If the saved items exceed the integer budget, keeps them in order of
   decreasing value while they fit. */
static void enforce_budget(KsSolve *s, KsIntInstance *ii) {
  uint64_t used = 0;
  for (size_t j = 0; j < ii->n; j++)
    if (s->take[ii->items[j].id])
      used = ks_sat_add(used, ii->items[j].w);
  if (used <= ii->c)
    return;
  qsort(ii->items, ii->n, sizeof(KsItem), cmp_value_desc);
  used = 0;
  for (size_t j = 0; j < ii->n; j++) {
    uint8_t *t = &s->take[ii->items[j].id];
    if (*t && ii->items[j].w <= ii->c - used)
      used += ii->items[j].w;
    else
      *t = 0;
  }
}

HloKnapsackStatus ks_solve_ilp(KsSolve *s) {
  KsIntInstance ii;
  HloKnapsackStatus st = ks_int_instance(s, &ii);
  if (st == HLO_KNAPSACK_OK && ii.n > 0) {
    st = solve_milp(s, &ii);
    if (st == HLO_KNAPSACK_OK)
      enforce_budget(s, &ii);
  }
  s->stats->states = s->in->n;
  ks_free(&s->mem, ii.items);
  return st;
}
