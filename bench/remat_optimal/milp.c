/*
 * Checkmate's mixed-integer program (Jain et al., "Checkmate: Breaking the
 * Memory Wall with Optimal Tensor Rematerialization", MLSys 2020) over
 * hlomem's memory model, solved with GLPK.
 *
 * A schedule is a sequence of stages t = 0 .. n (n: the terminator's
 * index); stage t runs some of the ops 0 .. t, in program order. The
 * program's variables, for stage t:
 *
 *   R[t,k]    op k runs in stage t;
 *   S[t,v]    value v is kept from stage t-1 into stage t;
 *   F[t,v,k]  value v is freed right after point k of stage t, k being
 *             its producer or one of its users;
 *   I[t,k,q]  op k writes its result over operand j of its in-place pair
 *             q = (result, j) (the memory model's sharing, rules 2 and 4);
 *   U[t,k]    bytes live while op k of stage t runs (continuous).
 *
 * Minimize sum c_k R[t,k] (the constant sum c_k, one run of each op, is
 * taken off: the objective is the recompute cost) subject to
 *
 *   R[t,j] <= R[t,p(v)] + S[t,v]      every input v of j: it exists;
 *   S[t,v] <= S[t-1,v] + R[t-1,p(v)]  what is kept was there;
 *   sum_t R[t,k] >= 1                 every op runs (= 1 and in program
 *                                     order for ops with effects);
 *   F[t,v,k] <= R[t,k], F[t,v,k] <= 1 - S[t+1,v],
 *   F[t,v,k] <= 1 - R[t,j]            for every user j of v, k < j <= t:
 *                                     freed only when nothing later needs it;
 *   I[t,k,q] <= F[t,j,k]              written over only an operand dying there;
 *   U[t,0] = A + sum_v M_v S[t,v] + M_out(0) R[t,0] - sum_q M_q I[t,0,q],
 *   U[t,k] = U[t,k-1] - sum_v M_v F[t,v,k-1] + sum_q M_q I[t,k-1,q]
 *            + M_out(k) R[t,k] - sum_q M_q I[t,k,q],
 *   U[t,k] + transient(k) R[t,k] <= budget,
 *
 * A being the arguments' bytes (live everywhere) and the terminator's
 * inputs, the returned values, being live to the end. U[t,k] counts the
 * operands and the results of op k, as the memory model's live(k) does;
 * a result written over an operand adds no bytes and that operand's
 * bytes, now the result's, are not freed after k.
 *
 * Two forms:
 *
 *  - frontier (the paper's): R[t,t] = 1, op t runs in stage t, so every
 *    op runs once at its place in a fixed topological order and the
 *    program chooses what to keep and what to run again. The order is
 *    the caller's (the graph's numbering, graph_reorder): main.c solves
 *    it in the program's order and in the orders in which hlomem-remat's
 *    schedules first run each op, since the pass may move an op (its
 *    original, left without uses, is dropped), which in a fixed order is
 *    a run that nothing reads and a second one, dropped afterwards.
 *  - cover (Checkmate's COVER_ALL_NODES): R[t,t] free, every op runs in
 *    some stage t >= k; the stages of a schedule are then its runs of
 *    increasing op numbers, and every order is in. Its relaxation is
 *    much weaker (fractions of the whole program run in several stages
 *    and halve every peak), and its many forms of one schedule stall
 *    branch and bound, so rows_canonical keeps one form of each.
 *
 * One departure in both: the paper frees a value by
 * F[t,v,k] = R[t,k] (1 - S[t+1,v]) prod (1 - R[t,j]), linearized with one
 * constraint bounding a sum of hazards. Here each factor gets its own
 * constraint (a tighter relaxation), and nothing forces F to 1: freeing
 * only lowers U, so an optimal solution frees whatever it may, and any
 * solution's U bounds the memory model's count of its schedule from
 * above. The memory model's sharing is then exact where it matters: a
 * value dying at an elementwise op of its type is written over (the
 * program may choose not to, which only costs it bytes).
 *
 * So every solution's schedule, emitted as a program, peaks at most at
 * max U[t,k] + transient by the memory model (equal, once its useless
 * runs are dropped and F is the largest it may be), and the optimum is
 * exact among schedules of stages: in each stage, the runs before its
 * new op in program order (in the frontier form, program order being
 * the order solved).
 *
 * Bytes are divided by their greatest common divisor (the budget rounded
 * down to it), costs by the largest op cost: GLPK works in doubles and
 * likes its coefficients near 1.
 *
 * Solving: the LP relaxation by the dual simplex method, then GLPK's
 * branch and cut, with the schedules given as warm starts (the input's
 * own, hlomem-remat's) offered as incumbents at the root, after checking
 * them against every row here (glp_ios_heur_sol does not). The best bound
 * is read in the callback so that a time limit still reports the gap, and
 * the search stops once the incumbent is within 1e-6 of the dearest op's
 * cost of it.
 */
#include <glpk.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "remat_optimal.h"

static inline int64_t tri(int32_t t, int32_t k) { return (int64_t)t * (t + 1) / 2 + k; }

static int64_t gcd64(int64_t a, int64_t b) {
  while (b) {
    int64_t r = a % b;
    a = b;
    b = r;
  }
  return a;
}

/* ---- the columns ---- */

typedef struct Layout {
  int32_t n;          /* the terminator's index: stages 0 .. n */
  int32_t ncols;      /* GLPK columns 1 .. ncols */
  int32_t *R, *U;     /* tri(t, k) -> column; 0 where op k cannot run in stage t */
  int32_t *I;         /* tri(t, k) -> op k's first in-place column in stage t, or 0 */
  int32_t *S;         /* value -> column of S[p(v)+1, v] (then one per stage), or 0 */
  int32_t **F;        /* value -> per stage t >= p(v): column of F[t, v, its first point], or NULL */
  int32_t *user_at;   /* Graph.inputs slot -> the op's place among the value's points */
  int32_t *C;         /* stage -> C[t] = sum of R[u,u] for u <= t (rows_canonical) */
  int64_t unit;       /* bytes per unit of the program */
  double budget;      /* the budget in units (rounded down), when not minimizing it */
  double cost_unit;   /* cost per unit of the objective */
  /* per column */
  double *lb, *ub, *obj;
  uint8_t *bounded;   /* GLP_LO, GLP_DB, GLP_FX */
  bool *binary;
  int32_t cap;
  HloArena arena;
} Layout;

static int32_t add_col(Layout *L, bool binary, int type, double lb, double ub, double obj) {
  if (L->ncols + 1 >= L->cap) {
    L->cap = L->cap ? 2 * L->cap : 1024;
    L->lb = hlo_xrealloc(L->lb, sizeof *L->lb * (size_t)L->cap);
    L->ub = hlo_xrealloc(L->ub, sizeof *L->ub * (size_t)L->cap);
    L->obj = hlo_xrealloc(L->obj, sizeof *L->obj * (size_t)L->cap);
    L->bounded = hlo_xrealloc(L->bounded, sizeof *L->bounded * (size_t)L->cap);
    L->binary = hlo_xrealloc(L->binary, sizeof *L->binary * (size_t)L->cap);
  }
  int32_t c = ++L->ncols;
  L->lb[c] = lb;
  L->ub[c] = ub;
  L->obj[c] = obj;
  L->bounded[c] = (uint8_t)type;
  L->binary[c] = binary;
  return c;
}

/* The points where a value may be freed: its producer, then its users
 * other than the terminator (a returned value lives to the end). */
static int32_t npoints(const Graph *g, int32_t v) {
  const OptValue *x = &g->values[v];
  int32_t n = g->nops - 1;
  bool returned = x->nusers > 0 && g->users[x->users0 + x->nusers - 1] == n;
  return 1 + x->nusers - returned;
}

static int32_t point(const Graph *g, int32_t v, int32_t i) {
  return i == 0 ? g->values[v].op : g->users[g->values[v].users0 + i - 1];
}

/* Points of v at or before stage t. */
static int32_t points_upto(const Graph *g, int32_t v, int32_t t) {
  int32_t c = 1, np = npoints(g, v);
  while (c < np && point(g, v, c) <= t)
    c++;
  return c;
}

static bool freeable(const Graph *g, int32_t v) {
  return g->values[v].op >= 0 && g->values[v].bytes > 0;
}

static int64_t unit_of(const Graph *g) {
  int64_t u = g->arg_bytes;
  for (int32_t v = 0; v < g->nvalues; v++)
    u = gcd64(u, g->values[v].bytes);
  for (int32_t k = 0; k < g->nops; k++)
    u = gcd64(u, g->ops[k].transient);
  return u > 0 ? u : 1;
}

/* The columns; budget < 0: none (a schedule's accounting only). */
static void layout_build(const Graph *g, int64_t budget, bool frontier, Layout *L) {
  memset(L, 0, sizeof *L);
  int32_t n = L->n = g->nops - 1;
  L->unit = unit_of(g);
  double top = 0;
  for (int32_t k = 0; k < n; k++)
    top = fmax(top, g->ops[k].cost);
  L->cost_unit = top > 0 ? top : 1;
  int64_t cells = tri(n, n) + 1;
  L->R = hlo_arena_new(&L->arena, int32_t, cells);
  L->U = hlo_arena_new(&L->arena, int32_t, cells);
  L->I = hlo_arena_new(&L->arena, int32_t, cells);
  L->budget = budget < 0 ? HUGE_VAL : (double)(budget / L->unit);
  for (int32_t t = 0; t <= n; t++) {
    for (int32_t k = 0; k <= t; k++) {
      if (k == n && t != n)
        continue;
      double c = k == n ? 0 : g->ops[k].cost / L->cost_unit;
      L->R[tri(t, k)] = k == n               ? add_col(L, true, GLP_FX, 1, 1, 0)
                        : frontier && k == t ? add_col(L, true, GLP_FX, 1, 1, c)
                                             : add_col(L, true, GLP_DB, 0, 1, c);
      bool plain = g->ops[k].transient == 0;
      L->U[tri(t, k)] = plain ? add_col(L, false, GLP_DB, 0, L->budget, 0)
                              : add_col(L, false, GLP_LO, 0, 0, 0);
      if (g->ops[k].npairs) {
        L->I[tri(t, k)] = L->ncols + 1;
        for (int32_t q = 0; q < g->ops[k].npairs; q++)
          add_col(L, true, GLP_DB, 0, 1, 0);
      }
    }
  }
  L->S = hlo_arena_new(&L->arena, int32_t, g->nvalues);
  L->F = hlo_arena_new(&L->arena, int32_t *, g->nvalues);
  for (int32_t v = g->nargs; v < g->nvalues; v++) {
    int32_t p = g->values[v].op;
    if (g->values[v].nusers > 0) {
      L->S[v] = L->ncols + 1;
      for (int32_t t = p + 1; t <= n; t++)
        add_col(L, true, GLP_DB, 0, 1, 0);
    }
    if (!freeable(g, v))
      continue;
    L->F[v] = hlo_arena_new(&L->arena, int32_t, n - p + 1);
    for (int32_t t = p; t <= n; t++) {
      L->F[v][t - p] = L->ncols + 1;
      for (int32_t i = 0, c = points_upto(g, v, t); i < c; i++)
        add_col(L, true, GLP_DB, 0, 1, 0);
    }
  }
  /* Where each op stands among the points of each of its inputs. */
  int32_t slots = 0;
  for (int32_t k = 0; k < g->nops; k++)
    slots += g->ops[k].ninputs;
  L->user_at = hlo_arena_new(&L->arena, int32_t, slots + 1);
  for (int32_t k = 0; k < g->nops; k++) {
    const OptOp *op = &g->ops[k];
    for (int32_t i = 0; i < op->ninputs; i++) {
      int32_t v = g->inputs[op->inputs0 + i], at = 1;
      while (at < npoints(g, v) && point(g, v, at) != k)
        at++;
      L->user_at[op->inputs0 + i] = at;
    }
  }
  L->C = hlo_arena_new(&L->arena, int32_t, n + 1);
  for (int32_t t = 0; t <= n; t++)
    L->C[t] = add_col(L, false, GLP_LO, 0, 0, 0);
}

static void layout_free(Layout *L) {
  free(L->lb);
  free(L->ub);
  free(L->obj);
  free(L->bounded);
  free(L->binary);
  hlo_arena_free(&L->arena);
}

static int32_t col_S(const Graph *g, const Layout *L, int32_t t, int32_t v) {
  int32_t p = g->values[v].op;
  return p >= 0 && t > p && t <= L->n && L->S[v] ? L->S[v] + t - p - 1 : 0;
}

/* F[t, v, the i-th point of v] */
static int32_t col_F(const Graph *g, const Layout *L, int32_t t, int32_t v, int32_t i) {
  return L->F[v] ? L->F[v][t - g->values[v].op] + i : 0;
}

/* ---- the rows ---- */

typedef struct Rows {
  int32_t n;         /* rows 1 .. n */
  int64_t nnz;       /* entries 1 .. nnz */
  int32_t *ia, *ja;
  double *ar;
  int64_t cap;
  int32_t rcap;
  uint8_t *type;
  double *lb, *ub;
} Rows;

static void term(Rows *r, int32_t col, double coef) {
  if (!col || coef == 0)
    return;
  if (r->nnz + 1 >= r->cap) {
    r->cap = r->cap ? 2 * r->cap : 4096;
    r->ia = hlo_xrealloc(r->ia, sizeof *r->ia * (size_t)r->cap);
    r->ja = hlo_xrealloc(r->ja, sizeof *r->ja * (size_t)r->cap);
    r->ar = hlo_xrealloc(r->ar, sizeof *r->ar * (size_t)r->cap);
  }
  r->nnz++;
  r->ia[r->nnz] = r->n + 1;
  r->ja[r->nnz] = col;
  r->ar[r->nnz] = coef;
}

static void end_row(Rows *r, int type, double lb, double ub) {
  if (r->n + 1 >= r->rcap) {
    r->rcap = r->rcap ? 2 * r->rcap : 1024;
    r->type = hlo_xrealloc(r->type, sizeof *r->type * (size_t)r->rcap);
    r->lb = hlo_xrealloc(r->lb, sizeof *r->lb * (size_t)r->rcap);
    r->ub = hlo_xrealloc(r->ub, sizeof *r->ub * (size_t)r->rcap);
  }
  r->n++;
  r->type[r->n] = (uint8_t)type;
  r->lb[r->n] = lb;
  r->ub[r->n] = ub;
}

static void rows_free(Rows *r) {
  free(r->ia);
  free(r->ja);
  free(r->ar);
  free(r->type);
  free(r->lb);
  free(r->ub);
}

/* R[t,j] <= R[t,p(v)] + S[t,v] for every input v of every op j of stage t. */
static void rows_inputs(const Graph *g, const Layout *L, Rows *r) {
  for (int32_t t = 0; t <= L->n; t++)
    for (int32_t j = 0; j <= t; j++) {
      if (!L->R[tri(t, j)])
        continue;
      const OptOp *op = &g->ops[j];
      for (int32_t i = 0; i < op->ninputs; i++) {
        int32_t v = g->inputs[op->inputs0 + i], p = g->values[v].op;
        if (p < 0)
          continue;
        term(r, L->R[tri(t, j)], 1);
        term(r, L->R[tri(t, p)], -1);
        term(r, col_S(g, L, t, v), -1);
        end_row(r, GLP_UP, 0, 0);
      }
    }
}

/* S[t,v] <= S[t-1,v] + R[t-1,p(v)] */
static void rows_kept(const Graph *g, const Layout *L, Rows *r) {
  for (int32_t v = g->nargs; v < g->nvalues; v++) {
    int32_t p = g->values[v].op;
    for (int32_t t = p + 1; t <= L->n && L->S[v]; t++) {
      term(r, col_S(g, L, t, v), 1);
      term(r, col_S(g, L, t - 1, v), -1);
      term(r, L->R[tri(t - 1, p)], -1);
      end_row(r, GLP_UP, 0, 0);
    }
  }
}

/* One form per schedule. Without these rows a schedule has many: a
 * stage can take over the ops of the stages before it when they run in
 * program order, and the stages can be numbered in many ways, and branch
 * and bound, which must refute every form of every schedule, stalls (an
 * 11-op graph did not finish in 30 s; with them, 0.3 s). The form kept:
 *
 *   R[t,k] <= R[t,t]             a stage runs its own op, the last one;
 *   R[t,k] <= sum_{u=k}^{t-1} R[u,u]
 *                                an op numbered k < t runs in stage t only
 *                                if some stage between k and t ran: else
 *                                stage k could have ended there.
 *
 * The sum is C[t-1] - C[k-1] with C[t] = sum_{u<=t} R[u,u], continuous.
 * Stage t thus holds recomputations and moved ops numbered below the
 * stage before it, then op t: a schedule whose recomputations before one
 * op interleave two chains out of program order is outside this form
 * (its sorted version is in it). */
static void rows_canonical(const Graph *g, const Layout *L, Rows *r) {
  (void)g;
  for (int32_t t = 0; t <= L->n; t++) {
    term(r, L->C[t], 1);
    if (t > 0)
      term(r, L->C[t - 1], -1);
    term(r, L->R[tri(t, t)], -1);
    end_row(r, GLP_FX, 0, 0);
  }
  for (int32_t t = 1; t <= L->n; t++)
    for (int32_t k = 0; k < t && k < L->n; k++) {
      if (t < L->n) {
        term(r, L->R[tri(t, k)], 1);
        term(r, L->R[tri(t, t)], -1);
        end_row(r, GLP_UP, 0, 0);
      }
      term(r, L->R[tri(t, k)], 1);
      term(r, L->C[t - 1], -1);
      if (k > 0)
        term(r, L->C[k - 1], 1);
      end_row(r, GLP_UP, 0, 0);
    }
}

/* Every op runs; ops with effects once, in their order. */
static void rows_cover(const Graph *g, const Layout *L, Rows *r) {
  int32_t last_once = -1;
  for (int32_t k = 0; k < L->n; k++) {
    for (int32_t t = k; t <= L->n; t++)
      term(r, L->R[tri(t, k)], 1);
    if (!g->ops[k].once) {
      end_row(r, GLP_LO, 1, 0);
      continue;
    }
    end_row(r, GLP_FX, 1, 1);
    if (last_once >= 0) { /* stage(k) >= stage(last_once) */
      for (int32_t t = k; t <= L->n; t++)
        term(r, L->R[tri(t, k)], t);
      for (int32_t t = last_once; t <= L->n; t++)
        term(r, L->R[tri(t, last_once)], -t);
      end_row(r, GLP_LO, 0, 0);
    }
    last_once = k;
  }
}

/* F[t,v,k] <= R[t,k], <= 1 - S[t+1,v], <= 1 - R[t,j] for later users j. */
static void rows_free_when(const Graph *g, const Layout *L, Rows *r) {
  for (int32_t v = g->nargs; v < g->nvalues; v++) {
    if (!L->F[v])
      continue;
    const OptValue *x = &g->values[v];
    for (int32_t t = x->op; t <= L->n; t++) {
      int32_t c = points_upto(g, v, t);
      for (int32_t i = 0; i < c; i++) {
        int32_t f = col_F(g, L, t, v, i), k = point(g, v, i);
        term(r, f, 1);
        term(r, L->R[tri(t, k)], -1);
        end_row(r, GLP_UP, 0, 0);
        if (col_S(g, L, t + 1, v)) {
          term(r, f, 1);
          term(r, col_S(g, L, t + 1, v), 1);
          end_row(r, GLP_UP, 0, 1);
        }
        for (int32_t u = 0; u < x->nusers; u++) {
          int32_t j = g->users[x->users0 + u];
          if (j <= k || j > t)
            continue;
          term(r, f, 1);
          term(r, L->R[tri(t, j)], 1);
          end_row(r, GLP_UP, 0, 1);
        }
      }
    }
  }
}

static int32_t input_slot(const Graph *g, int32_t k, int32_t v) {
  const OptOp *op = &g->ops[k];
  for (int32_t i = 0; i < op->ninputs; i++)
    if (g->inputs[op->inputs0 + i] == v)
      return op->inputs0 + i;
  return -1;
}

/* sum I[t,k,z] <= 1 over the pairs z of op k naming the result (or the
 * operand) of pair q, written once: at the first such pair, and only when
 * there are two or more. */
static void row_at_most_one(const Graph *g, Rows *r, int32_t k, int32_t base, int32_t q,
                            bool by_result) {
  const OptOp *op = &g->ops[k];
  const OptPair *pairs = g->pairs + op->pairs0;
  int32_t key = by_result ? pairs[q].result : pairs[q].operand, m = 0;
  for (int32_t z = 0; z < op->npairs; z++) {
    if ((by_result ? pairs[z].result : pairs[z].operand) != key)
      continue;
    if (z < q)
      return;
    m++;
  }
  if (m < 2)
    return;
  for (int32_t z = q; z < op->npairs; z++)
    if ((by_result ? pairs[z].result : pairs[z].operand) == key)
      term(r, base + z, 1);
  end_row(r, GLP_UP, 0, 1);
}

/* I[t,k,q] <= F[t,j,k]; one pair per result and per operand. */
static void rows_in_place(const Graph *g, const Layout *L, Rows *r) {
  for (int32_t t = 0; t <= L->n; t++)
    for (int32_t k = 0; k <= t && k < L->n; k++) {
      const OptOp *op = &g->ops[k];
      if (!op->npairs)
        continue;
      int32_t base = L->I[tri(t, k)];
      for (int32_t q = 0; q < op->npairs; q++) {
        const OptPair *pq = &g->pairs[op->pairs0 + q];
        term(r, base + q, 1);
        term(r, col_F(g, L, t, pq->operand, L->user_at[input_slot(g, k, pq->operand)]), -1);
        end_row(r, GLP_UP, 0, 0);
      }
      for (int32_t q = 0; q < op->npairs; q++) {
        row_at_most_one(g, r, k, base, q, true);
        row_at_most_one(g, r, k, base, q, false);
      }
    }
}

/* The bytes (in units) an op's in-place pair q makes no new buffer for. */
static double pair_units(const Graph *g, const Layout *L, int32_t k, int32_t q) {
  return (double)(g->values[g->pairs[g->ops[k].pairs0 + q].result].bytes / L->unit);
}

/* The terms of what leaves after point k of stage t: values freed there,
 * less the operands written over (their bytes are the result's now). */
static void terms_freed_after(const Graph *g, const Layout *L, Rows *r, int32_t t, int32_t k,
                              double sign) {
  const OptOp *op = &g->ops[k];
  for (int32_t i = 0; i < op->nresults; i++) {
    int32_t v = op->result0 + i;
    term(r, col_F(g, L, t, v, 0), sign * (double)(g->values[v].bytes / L->unit));
  }
  for (int32_t i = 0; i < op->ninputs; i++) {
    int32_t v = g->inputs[op->inputs0 + i];
    if (freeable(g, v))
      term(r, col_F(g, L, t, v, L->user_at[op->inputs0 + i]),
           sign * (double)(g->values[v].bytes / L->unit));
  }
  for (int32_t q = 0; q < op->npairs; q++)
    term(r, L->I[tri(t, k)] + q, -sign * pair_units(g, L, k, q));
}

/* The U recurrence and the budget. */
static void rows_memory(const Graph *g, const Layout *L, Rows *r) {
  double args = (double)(g->arg_bytes / L->unit);
  for (int32_t t = 0; t <= L->n; t++)
    for (int32_t k = 0; k <= t; k++) {
      if (!L->U[tri(t, k)])
        continue;
      const OptOp *op = &g->ops[k];
      term(r, L->U[tri(t, k)], 1);
      if (k == 0) {
        for (int32_t v = g->nargs; v < g->nvalues; v++)
          term(r, col_S(g, L, t, v), -(double)(g->values[v].bytes / L->unit));
      } else {
        term(r, L->U[tri(t, k - 1)], -1);
        terms_freed_after(g, L, r, t, k - 1, 1);
      }
      term(r, L->R[tri(t, k)], -(double)(op->out_bytes / L->unit));
      for (int32_t q = 0; q < op->npairs; q++)
        term(r, L->I[tri(t, k)] + q, pair_units(g, L, k, q));
      end_row(r, GLP_FX, k == 0 ? args : 0, k == 0 ? args : 0);
      if (op->transient) {
        term(r, L->U[tri(t, k)], 1);
        term(r, L->R[tri(t, k)], (double)(op->transient / L->unit));
        end_row(r, GLP_UP, 0, L->budget);
      }
    }
}

/* ---- schedules as solutions ---- */

static int by_int(const void *x, const void *y) {
  int32_t a = *(const int32_t *)x, b = *(const int32_t *)y;
  return (a > b) - (a < b);
}

/* The stages of a schedule in the program's one form of it: a stage
 * ends at each run of an op numbered above every stage before it (that
 * op is the stage's number), and the runs in between, ops numbered below,
 * join it in program order. A schedule whose runs in between are not in
 * program order (two recompute chains interleaved) is taken with them
 * sorted, a schedule of its own: ops[] is what gets staged. false if some
 * stage would run an op twice, or an op of `once` would leave its order. */
static bool stages_of(const Graph *g, const Schedule *s, int32_t *ops, int32_t *stage) {
  int32_t n = g->nops - 1, label = -1, open = 0, last_once = -1;
  memcpy(ops, s->ops, sizeof *ops * (size_t)s->n);
  for (int32_t e = 0; e < s->n; e++) {
    if (ops[e] <= label)
      continue;
    /* ops[open .. e) join stage ops[e], in program order */
    qsort(ops + open, (size_t)(e - open), sizeof *ops, by_int);
    for (int32_t i = open; i <= e; i++) {
      if (i > open && ops[i] == ops[i - 1])
        return false;
      if (g->ops[ops[i]].once) {
        if (ops[i] < last_once)
          return false;
        last_once = ops[i];
      }
      stage[i] = ops[e];
    }
    label = ops[e];
    open = e + 1;
  }
  return s->n > 0 && open == s->n && label == n;
}

/* The solution vector x[1..ncols] of a schedule: R and S from its stages
 * and the executions its uses read (the latest of each producer), F
 * wherever a value may be freed, the in-place pairs wherever the operand
 * is freed, U by the recurrence. Returns the largest U + transient in
 * units, or -1 if the program cannot express the schedule. */
static int64_t solution_of(const Graph *g, const Layout *L, const Schedule *s, double *x) {
  int32_t n = L->n;
  memset(x, 0, sizeof *x * ((size_t)L->ncols + 1));
  int32_t *stage = hlo_xmalloc(sizeof *stage * (size_t)(s->n + 1));
  int32_t *ops = hlo_xmalloc(sizeof *ops * (size_t)(s->n + 1));
  int32_t *latest = hlo_xmalloc(sizeof *latest * (size_t)g->nops);
  int32_t *runs = hlo_xcalloc((size_t)g->nops, sizeof *runs);
  int64_t peak = -1;
  if (!stages_of(g, s, ops, stage))
    goto done;
  for (int32_t k = 0; k < g->nops; k++)
    latest[k] = -1;
  for (int32_t e = 0; e < s->n; e++) {
    int32_t k = ops[e], t = stage[e];
    const OptOp *op = &g->ops[k];
    for (int32_t i = 0; i < op->ninputs; i++) {
      int32_t p = g->values[g->inputs[op->inputs0 + i]].op;
      if (p < 0)
        continue;
      if (latest[p] < 0)
        goto done; /* used before it is computed */
      for (int32_t u = stage[latest[p]] + 1; u <= t; u++)
        x[col_S(g, L, u, g->inputs[op->inputs0 + i])] = 1;
    }
    x[L->R[tri(t, k)]] = 1;
    latest[k] = e;
    runs[k]++;
  }
  for (int32_t k = 0; k < n; k++)
    if (runs[k] == 0 || (g->ops[k].once && runs[k] != 1))
      goto done;
  for (int32_t t = 0; t <= n; t++) {
    /* F: at the last point of v run in stage t, unless kept further. */
    for (int32_t v = g->nargs; v < g->nvalues; v++) {
      if (!L->F[v] || g->values[v].op > t || x[col_S(g, L, t + 1, v)] > 0.5)
        continue;
      if (t == n && npoints(g, v) == g->values[v].nusers)
        continue; /* returned: lives to the end */
      for (int32_t i = points_upto(g, v, t) - 1; i >= 0; i--)
        if (x[L->R[tri(t, point(g, v, i))]] > 0.5) {
          x[col_F(g, L, t, v, i)] = 1;
          break;
        }
    }
    /* I: the first pair of each result whose operand dies at the op. */
    for (int32_t k = 0; k <= t && k < n; k++) {
      const OptOp *op = &g->ops[k];
      if (!op->npairs || x[L->R[tri(t, k)]] < 0.5)
        continue;
      for (int32_t q = 0; q < op->npairs; q++) {
        const OptPair *pq = &g->pairs[op->pairs0 + q];
        int32_t f = col_F(g, L, t, pq->operand, L->user_at[input_slot(g, k, pq->operand)]);
        bool taken = false;
        for (int32_t z = 0; z < q; z++) {
          const OptPair *pz = &g->pairs[op->pairs0 + z];
          taken |= x[L->I[tri(t, k)] + z] > 0.5 &&
                   (pz->result == pq->result || pz->operand == pq->operand);
        }
        if (x[f] > 0.5 && !taken)
          x[L->I[tri(t, k)] + q] = 1;
      }
    }
  }
  /* U by the recurrence, as rows_memory states it. */
  peak = 0;
  for (int32_t t = 0; t <= n; t++) {
    int64_t u = g->arg_bytes / L->unit;
    for (int32_t v = g->nargs; v < g->nvalues; v++)
      if (x[col_S(g, L, t, v)] > 0.5)
        u += g->values[v].bytes / L->unit;
    for (int32_t k = 0; k <= t; k++) {
      if (!L->U[tri(t, k)])
        continue;
      const OptOp *op = &g->ops[k];
      if (k > 0) {
        const OptOp *prev = &g->ops[k - 1];
        for (int32_t i = 0; i < prev->nresults; i++) {
          int32_t v = prev->result0 + i;
          if (L->F[v] && x[col_F(g, L, t, v, 0)] > 0.5)
            u -= g->values[v].bytes / L->unit;
        }
        for (int32_t i = 0; i < prev->ninputs; i++) {
          int32_t v = g->inputs[prev->inputs0 + i];
          if (freeable(g, v) && x[col_F(g, L, t, v, L->user_at[prev->inputs0 + i])] > 0.5)
            u -= g->values[v].bytes / L->unit;
        }
        for (int32_t q = 0; q < prev->npairs; q++)
          if (x[L->I[tri(t, k - 1)] + q] > 0.5)
            u += (int64_t)pair_units(g, L, k - 1, q);
      }
      bool runs_here = x[L->R[tri(t, k)]] > 0.5;
      if (runs_here)
        u += op->out_bytes / L->unit;
      for (int32_t q = 0; q < op->npairs; q++)
        if (x[L->I[tri(t, k)] + q] > 0.5)
          u -= (int64_t)pair_units(g, L, k, q);
      x[L->U[tri(t, k)]] = (double)u;
      int64_t with = u + (runs_here ? op->transient / L->unit : 0);
      if (with > peak)
        peak = with;
    }
  }
  for (int32_t t = 0, c = 0; t <= n; t++) {
    c += x[L->R[tri(t, t)]] > 0.5;
    x[L->C[t]] = c;
  }
done:
  free(stage);
  free(ops);
  free(latest);
  free(runs);
  return peak;
}

/* Checks x against every row and column bound, as glp_ios_heur_sol does
 * not. */
static bool satisfies(const Layout *L, const Rows *r, const double *x) {
  for (int32_t c = 1; c <= L->ncols; c++) {
    if (x[c] < L->lb[c] - 1e-9)
      return false;
    if ((L->bounded[c] == GLP_DB || L->bounded[c] == GLP_FX) && x[c] > L->ub[c] + 1e-9)
      return false;
  }
  double *act = hlo_xcalloc((size_t)r->n + 1, sizeof *act);
  for (int64_t i = 1; i <= r->nnz; i++)
    act[r->ia[i]] += r->ar[i] * x[r->ja[i]];
  bool ok = true;
  for (int32_t i = 1; i <= r->n && ok; i++) {
    double tol = 1e-6 * (1 + fabs(r->lb[i]) + fabs(r->ub[i]));
    if ((r->type[i] == GLP_LO || r->type[i] == GLP_DB || r->type[i] == GLP_FX) &&
        act[i] < r->lb[i] - tol)
      ok = false;
    if ((r->type[i] == GLP_UP || r->type[i] == GLP_DB || r->type[i] == GLP_FX) &&
        act[i] > r->ub[i] + tol)
      ok = false;
  }
  free(act);
  return ok;
}

int64_t schedule_peak(const Graph *g, const Schedule *s) {
  Layout L;
  layout_build(g, -1, false, &L);
  double *x = hlo_xmalloc(sizeof *x * ((size_t)L.ncols + 1));
  int64_t peak = solution_of(g, &L, s, x);
  int64_t unit = L.unit;
  free(x);
  layout_free(&L);
  return peak < 0 ? -1 : peak * unit;
}

double schedule_recompute_cost(const Graph *g, const Schedule *s, double *seconds,
                               double *flops) {
  int32_t *runs = hlo_xcalloc((size_t)g->nops, sizeof *runs);
  for (int32_t e = 0; e < s->n; e++)
    runs[s->ops[e]]++;
  /* Per op, so that a schedule recomputing nothing costs 0 exactly. */
  double cost = 0, sec = 0, fl = 0;
  for (int32_t k = 0; k < g->nops - 1; k++) {
    int32_t extra = runs[k] - 1;
    cost += extra * g->ops[k].cost;
    sec += extra * g->ops[k].seconds;
    fl += extra * g->ops[k].flops;
  }
  free(runs);
  if (seconds)
    *seconds = sec;
  if (flops)
    *flops = fl;
  return cost;
}

void schedule_free(Schedule *s) {
  free(s->ops);
  s->ops = NULL;
  s->n = 0;
}

/* ---- solving ---- */

typedef struct Search {
  double **warm;     /* solution vectors of the warm schedules that fit, or NULL */
  int32_t nwarm;
  bool offered;
  bool first;        /* stop at the first schedule found */
  double tolerance;  /* stop when the incumbent is this close to the bound */
  bool closed;       /* stopped so: optimal within the tolerance */
  int32_t accepted;
  double bound;      /* the best bound seen, in the program's objective */
  bool bounded;
} Search;

static void on_tree(glp_tree *tree, void *info) {
  Search *s = info;
  int best = glp_ios_best_node(tree);
  if (best) {
    s->bound = glp_ios_node_bound(tree, best);
    s->bounded = true;
  }
  if (glp_ios_reason(tree) == GLP_IBINGO && s->first)
    glp_ios_terminate(tree);
  glp_prob *lp = glp_ios_get_prob(tree);
  if (s->bounded && glp_mip_status(lp) == GLP_FEAS &&
      glp_mip_obj_val(lp) - s->bound <= s->tolerance && !s->closed) {
    s->closed = true;
    glp_ios_terminate(tree);
  }
  if (glp_ios_reason(tree) != GLP_IHEUR || s->offered)
    return;
  s->offered = true;
  for (int32_t i = 0; i < s->nwarm; i++)
    if (s->warm[i] && glp_ios_heur_sol(tree, s->warm[i]) == 0)
      s->accepted++;
}

static void load(glp_prob *lp, const Layout *L, const Rows *r, double constant) {
  glp_set_obj_dir(lp, GLP_MIN);
  glp_set_obj_coef(lp, 0, constant);
  glp_add_cols(lp, L->ncols);
  for (int32_t c = 1; c <= L->ncols; c++) {
    glp_set_col_bnds(lp, c, L->bounded[c], L->lb[c], L->ub[c]);
    glp_set_obj_coef(lp, c, L->obj[c]);
    if (L->binary[c])
      glp_set_col_kind(lp, c, GLP_IV);
  }
  glp_add_rows(lp, r->n);
  for (int32_t i = 1; i <= r->n; i++)
    glp_set_row_bnds(lp, i, r->type[i], r->lb[i], r->ub[i]);
  glp_load_matrix(lp, (int)r->nnz, r->ia, r->ja, r->ar);
}

static Schedule schedule_of(const Layout *L, glp_prob *lp) {
  Schedule s = {0, hlo_xmalloc(sizeof *s.ops * ((size_t)tri(L->n, L->n) + 1))};
  for (int32_t t = 0; t <= L->n; t++)
    for (int32_t k = 0; k <= t; k++)
      if (L->R[tri(t, k)] && glp_mip_col_val(lp, L->R[tri(t, k)]) > 0.5)
        s.ops[s.n++] = k;
  return s;
}

const char *milp_status_name(MilpStatus s) {
  switch (s) {
  case MILP_OPTIMAL: return "optimal";
  case MILP_FEASIBLE: return "feasible";
  case MILP_INFEASIBLE: return "infeasible";
  case MILP_UNKNOWN: return "unknown";
  }
  return "?";
}

/* Runs GLPK on the loaded program; fills status, objective, bound in the
 * program's units. */
static bool run_glpk(glp_prob *lp, const MilpOptions *o, Search *search, double start,
                     MilpResult *r) {
  glp_smcp sm;
  glp_init_smcp(&sm);
  sm.msg_lev = o->verbose ? GLP_MSG_ON : GLP_MSG_OFF;
  /* Bytes and costs span orders of magnitude: scaled, the dual simplex
   * from an advanced basis solved mlp relaxations ten times faster than
   * the primal, which also lost feasibility on them. No LP presolver:
   * branch and cut needs the basis it would not give back. */
  sm.meth = GLP_DUALP;
  glp_scale_prob(lp, GLP_SF_AUTO);
  glp_adv_basis(lp, 0);
  double left = o->time_limit - (hlo_now() - start);
  sm.tm_lim = left > 0 ? (int)fmin(left * 1000, 2e9) : 1;
  int rc = glp_simplex(lp, &sm);
  int lp_status = glp_get_status(lp);
  if (rc == GLP_ENOPFS || lp_status == GLP_NOFEAS) {
    r->status = MILP_INFEASIBLE;
    return true;
  }
  if (rc != 0 || lp_status != GLP_OPT) {
    r->status = MILP_UNKNOWN;
    return true;
  }
  glp_iocp ip;
  glp_init_iocp(&ip);
  ip.msg_lev = o->verbose ? GLP_MSG_ON : GLP_MSG_OFF;
  ip.cb_func = on_tree;
  ip.cb_info = search;
  ip.mir_cuts = GLP_ON;
  ip.cov_cuts = GLP_ON;
  ip.clq_cuts = GLP_ON;
  ip.fp_heur = GLP_ON;
  ip.mip_gap = 1e-6;
  left = o->time_limit - (hlo_now() - start);
  ip.tm_lim = left > 0 ? (int)fmin(left * 1000, 2e9) : 1;
  search->bound = glp_get_obj_val(lp);
  search->bounded = true;
  rc = glp_intopt(lp, &ip);
  int st = glp_mip_status(lp);
  if (st == GLP_OPT || (st == GLP_FEAS && search->closed)) {
    r->status = MILP_OPTIMAL;
  } else if (st == GLP_FEAS) {
    r->status = MILP_FEASIBLE;
  } else if (st == GLP_NOFEAS) {
    r->status = MILP_INFEASIBLE;
    return true;
  } else {
    r->status = MILP_UNKNOWN;
    r->bound = search->bound;
    return true;
  }
  r->objective = glp_mip_obj_val(lp);
  r->bound = st == GLP_OPT ? r->objective : fmin(search->bound, r->objective);
  return true;
}

/* No schedule from GLPK (its relaxation unsolved in the time, or branch
 * and bound without an incumbent): the cheapest warm schedule that fits
 * is still one, with the bound proven so far (a recompute cost is never
 * negative). */
static void fall_back_to_warm(const Layout *L, const MilpOptions *o, const Search *search,
                              double constant, MilpResult *r) {
  int32_t best = -1;
  double least = HUGE_VAL;
  for (int32_t i = 0; i < o->nwarm; i++) {
    if (!search->warm[i])
      continue;
    double obj = constant;
    for (int32_t c = 1; c <= L->ncols; c++)
      obj += L->obj[c] * search->warm[i][c];
    if (obj < least) {
      least = obj;
      best = i;
    }
  }
  if (best < 0)
    return;
  r->status = MILP_FEASIBLE;
  r->objective = least;
  r->bound = search->bounded ? fmin(fmax(search->bound, 0), least) : 0;
  r->schedule.n = o->warm[best]->n;
  r->schedule.ops = hlo_xmalloc(sizeof *r->schedule.ops * (size_t)(r->schedule.n + 1));
  memcpy(r->schedule.ops, o->warm[best]->ops, sizeof *r->schedule.ops * (size_t)r->schedule.n);
}

bool milp_solve(const Graph *g, const MilpOptions *o, MilpResult *r) {
  memset(r, 0, sizeof *r);
  double start = hlo_now();
  Layout L;
  layout_build(g, o->budget, o->frontier, &L);
  Rows rows = {0};
  rows_inputs(g, &L, &rows);
  rows_kept(g, &L, &rows);
  rows_cover(g, &L, &rows);
  if (!o->frontier)
    rows_canonical(g, &L, &rows);
  rows_free_when(g, &L, &rows);
  rows_in_place(g, &L, &rows);
  rows_memory(g, &L, &rows);

  /* The objective less one run of every op: the recompute cost. */
  double base = 0;
  for (int32_t k = 0; k < L.n; k++)
    base += g->ops[k].cost / L.cost_unit;
  Search search = {0};
  search.nwarm = o->nwarm;
  search.first = o->first_feasible;
  /* Recompute costs closer than a millionth of the dearest op are equal
   * here: what separates them is the floor cost (1e-15 s) of ops priced
   * at zero, which only breaks ties, and proving that last fraction is
   * what takes branch and bound longest. */
  search.tolerance = 1e-6;
  search.warm = hlo_xcalloc((size_t)o->nwarm + 1, sizeof *search.warm);
  r->warm_fits = hlo_xcalloc((size_t)o->nwarm + 1, sizeof *r->warm_fits);
  for (int32_t i = 0; i < o->nwarm; i++) {
    double *x = hlo_xmalloc(sizeof *x * ((size_t)L.ncols + 1));
    if (solution_of(g, &L, o->warm[i], x) >= 0 && satisfies(&L, &rows, x)) {
      search.warm[i] = x;
      r->warm_fits[i] = true;
    } else {
      free(x);
    }
  }
  r->columns = L.ncols;
  r->rows = rows.n;
  r->nonzeros = rows.nnz;
  for (int32_t c = 1; c <= L.ncols; c++)
    r->binaries += L.binary[c];

  glp_term_out(o->verbose ? GLP_ON : GLP_OFF);
  glp_prob *lp = glp_create_prob();
  load(lp, &L, &rows, -base);
  r->build_seconds = hlo_now() - start;
  bool ok = run_glpk(lp, o, &search, start, r);
  r->warm_accepted = search.accepted;
  if (ok && (r->status == MILP_OPTIMAL || r->status == MILP_FEASIBLE))
    r->schedule = schedule_of(&L, lp);
  else if (ok && r->status == MILP_UNKNOWN)
    fall_back_to_warm(&L, o, &search, -base, r);
  /* Back to bytes and cost units. */
  /* The objective's constant (one run of each op) leaves rounding noise
   * around 0, far below the tolerance the search works to. */
  if (fabs(r->objective) < 1e-9)
    r->objective = 0;
  if (r->bound < 1e-9)
    r->bound = 0;
  r->objective *= L.cost_unit;
  r->bound *= L.cost_unit;
  r->solve_seconds = hlo_now() - start - r->build_seconds;
  glp_delete_prob(lp);
  for (int32_t i = 0; i < o->nwarm; i++)
    free(search.warm[i]);
  free(search.warm);
  rows_free(&rows);
  layout_free(&L);
  return ok;
}

void milp_result_free(MilpResult *r) {
  schedule_free(&r->schedule);
  free(r->warm_fits);
  r->warm_fits = NULL;
}
