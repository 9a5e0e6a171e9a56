/*
 * Unit tests of XLA's memory scheduler (schedule.h) on random programs:
 * pure ops, ops with side effects, optimization barriers, constants,
 * effective scalars and region ops reading outer values.
 *
 * Each order is checked twice: against the rules every schedule must keep
 * (a permutation, uses after definitions, effects in order, terminator
 * last), and against a second implementation of each heuristic written
 * the way XLA's source reads: recursive DFS and post-order, and a list
 * scheduler that rescans and re-inserts its ready list as XLA's multimap
 * does, in quadratic time. The library's incremental heap must give the
 * same order, tie for tie. Then the module-level choice: the best of the
 * three by the memory model's peak, and the program order restored.
 * CHECK lines are matched by FileCheck under ctest.
 */
// RUN: schedule_test 2>&1 | FileCheck %s

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/ir.h"
#include "hlomem/memory.h"
#include "hlomem/schedule.h"

static MlirContext ctx;

enum { MAX_OPS = 48, MAX_VALUES = 160, MAX_IN = 6 };
enum { PURE, EFFECT, BARRIER, CONSTANT, REGION };

typedef struct Program {
  int nargs, nops, nvalues;
  int64_t elements[MAX_VALUES];
  int def[MAX_VALUES]; /* defining op, or -1 - argument number */
  int kind[MAX_OPS];
  int in[MAX_OPS + 1][MAX_IN], nin[MAX_OPS + 1]; /* op nops is the return */
  int ndirect[MAX_OPS];  /* of in[]: direct operands first, then region reads */
  int out[MAX_OPS][MAX_IN], nout[MAX_OPS];
} Program;

static unsigned rng_state = 2024;
static unsigned rnd(unsigned n) {
  rng_state = rng_state * 1103515245u + 12345u;
  return (rng_state >> 8) % n;
}

static int new_value(Program *p, int def) {
  int v = p->nvalues++;
  p->def[v] = def;
  p->elements[v] = rnd(5) == 0 ? 1 : 2 + rnd(63);
  return v;
}

static void type_of(const Program *p, int v, HloStr *s) {
  hlo_str_printf(s, "tensor<%lldxf32>", (long long)p->elements[v]);
}

static void types_of(const Program *p, const int *vs, int n, HloStr *s) {
  for (int i = 0; i < n; i++) {
    if (i)
      hlo_str_puts(s, ", ");
    type_of(p, vs[i], s);
  }
}

static void values_of(const int *vs, int n, HloStr *s) {
  for (int i = 0; i < n; i++)
    hlo_str_printf(s, "%s%%v%d", i ? ", " : "", vs[i]);
}

static void random_program(Program *p, HloStr *text) {
  memset(p, 0, sizeof *p);
  p->nargs = 1 + (int)rnd(3);
  for (int a = 0; a < p->nargs; a++)
    new_value(p, -1 - a);
  p->nops = 2 + (int)rnd(MAX_OPS - 2);
  HloStr body = {0};
  for (int k = 0; k < p->nops; k++) {
    unsigned r = rnd(20);
    int kind = r < 12 ? PURE : r < 14 ? EFFECT : r < 16 ? BARRIER : r < 18 ? CONSTANT : REGION;
    p->kind[k] = kind;
    int nin = kind == CONSTANT ? 0 : kind == EFFECT ? (int)rnd(3) : 1 + (int)rnd(3);
    for (int j = 0; j < nin; j++)
      p->in[k][j] = (int)rnd((unsigned)p->nvalues);
    p->nin[k] = p->ndirect[k] = nin;
    if (kind == REGION) /* one direct operand, two values read inside */
      for (int j = 0; j < 2; j++)
        p->in[k][p->nin[k]++] = (int)rnd((unsigned)p->nvalues);
    p->nout[k] = kind == BARRIER ? nin : kind == EFFECT ? (int)rnd(2) : 1 + (int)rnd(2);
    if (kind == REGION)
      p->nout[k] = 1;
    for (int j = 0; j < p->nout[k]; j++) {
      p->out[k][j] = new_value(p, k);
      if (kind == BARRIER)
        p->elements[p->out[k][j]] = p->elements[p->in[k][j]];
    }
    hlo_str_puts(&body, "  ");
    if (p->nout[k]) {
      values_of(p->out[k], p->nout[k], &body);
      hlo_str_puts(&body, " = ");
    }
    static const char *const names[] = {"stablehlo.add", "stablehlo.custom_call",
                                        "stablehlo.optimization_barrier", "stablehlo.constant",
                                        "stablehlo.case"};
    hlo_str_printf(&body, "\"%s\"(", names[kind]);
    values_of(p->in[k], p->ndirect[k], &body);
    hlo_str_puts(&body, ")");
    if (kind == REGION) {
      for (int j = 0; j < 2; j++) {
        int v = p->in[k][p->ndirect[k] + j];
        hlo_str_printf(&body, "%s\"stablehlo.return\"(%%v%d) : (",
                       j ? "}, {\n    " : " ({\n    ", v);
        type_of(p, v, &body);
        hlo_str_puts(&body, ") -> ()\n  ");
      }
      hlo_str_puts(&body, "})");
    }
    if (kind == CONSTANT)
      hlo_str_puts(&body, " <{value = dense<1.0> : tensor<f32>}>");
    if (kind == EFFECT)
      hlo_str_puts(&body, " <{call_target_name = \"test\"}>");
    hlo_str_puts(&body, " : (");
    types_of(p, p->in[k], p->ndirect[k], &body);
    hlo_str_puts(&body, ") -> (");
    types_of(p, p->out[k], p->nout[k], &body);
    hlo_str_puts(&body, ")\n");
  }
  int ret = p->nops;
  p->nin[ret] = (int)rnd(4);
  for (int j = 0; j < p->nin[ret]; j++)
    p->in[ret][j] = (int)rnd((unsigned)p->nvalues);
  HloStr types = {0};
  hlo_str_append(&types, "", 0);
  types_of(p, p->in[ret], p->nin[ret], &types);
  hlo_str_puts(text, "func.func @f(");
  for (int a = 0; a < p->nargs; a++) {
    hlo_str_printf(text, "%s%%v%d: ", a ? ", " : "", a);
    type_of(p, a, text);
  }
  hlo_str_printf(text, ") -> (%s) {\n%s  \"func.return\"(", types.data, body.data);
  values_of(p->in[ret], p->nin[ret], text);
  hlo_str_printf(text, ") : (%s) -> ()\n}\n", types.data);
  hlo_str_free(&body);
  hlo_str_free(&types);
}

/* ---- the reference: XLA's heuristics as its source reads ---- */

/* Nodes: ops 0..nops-1, the return nops, the arguments after it. */
typedef struct Ref {
  const Program *p;
  int nnodes;
  int src[MAX_OPS + 1][MAX_IN], nsrc[MAX_OPS + 1]; /* distinct, first occurrence */
  int users[MAX_OPS + 1 + 4][MAX_OPS + 1], nusers[MAX_OPS + 1 + 4];
  int buf[MAX_VALUES]; /* buffer of each value (its own id), or -1 */
  int uses[MAX_OPS + 1][MAX_IN], nuses[MAX_OPS + 1];
  int ctrl[MAX_OPS], ctrl_succ[MAX_OPS];
  int64_t defined[MAX_OPS];
} Ref;

static int node_of(const Ref *r, int v) {
  return r->p->def[v] >= 0 ? r->p->def[v] : r->p->nops + 1 + (-1 - r->p->def[v]);
}

static int64_t bytes_of(const Program *p, int v) { return 4 * p->elements[v]; }

static void ref_build(Ref *r, const Program *p) {
  memset(r, 0, sizeof *r);
  r->p = p;
  r->nnodes = p->nops + 1 + p->nargs;
  for (int v = 0; v < p->nvalues; v++) {
    int k = p->def[v];
    r->buf[v] = k < 0 || p->kind[k] == CONSTANT ? -1 : v;
  }
  for (int k = 0; k < p->nops; k++)
    if (p->kind[k] == BARRIER)
      for (int j = 0; j < p->nout[k]; j++)
        r->buf[p->out[k][j]] = r->buf[p->in[k][j]];
  int last_effect = -1;
  for (int k = 0; k <= p->nops; k++) {
    for (int j = 0; j < p->nin[k]; j++) {
      int v = p->in[k][j], s = node_of(r, v), seen = 0;
      for (int i = 0; i < r->nsrc[k]; i++)
        seen |= r->src[k][i] == s;
      if (!seen) {
        r->src[k][r->nsrc[k]++] = s;
        r->users[s][r->nusers[s]++] = k;
      }
      seen = r->buf[v] < 0;
      for (int i = 0; i < r->nuses[k]; i++)
        seen |= r->uses[k][i] == r->buf[v];
      if (!seen)
        r->uses[k][r->nuses[k]++] = r->buf[v];
    }
    if (k == p->nops)
      break;
    r->ctrl[k] = r->ctrl_succ[k] = -1;
    for (int j = 0; j < p->nout[k]; j++)
      if (r->buf[p->out[k][j]] == p->out[k][j])
        r->defined[k] += bytes_of(p, p->out[k][j]);
    if (p->kind[k] == EFFECT) {
      r->ctrl[k] = last_effect;
      if (last_effect >= 0)
        r->ctrl_succ[last_effect] = k;
      last_effect = k;
    }
  }
}

static bool ref_scalar(const Ref *r, int n) {
  const Program *p = r->p;
  if (n > p->nops)
    return p->elements[n - p->nops - 1] == 1;
  return p->nout[n] == 1 && p->elements[p->out[n][0]] == 1;
}

typedef struct Entry {
  int node;
  int64_t freed, users, seq;
} Entry;

static void ref_priority(const Ref *r, const int *count, int n, Entry *e) {
  const Program *p = r->p;
  e->users = r->nusers[n];
  if (ref_scalar(r, n)) {
    e->freed = e->users = INT64_MAX;
    return;
  }
  e->freed = 0;
  if (n > p->nops)
    return;
  for (int i = 0; i < r->nuses[n]; i++)
    if (count[r->uses[n][i]] == 1)
      e->freed += bytes_of(p, r->uses[n][i]);
  e->freed -= r->defined[n];
}

static int ref_list(const Ref *r, int *order) {
  const Program *p = r->p;
  int count[MAX_VALUES] = {0}, pending[MAX_OPS + 1 + 4] = {0}, n = 0;
  Entry ready[MAX_OPS + 4];
  int nready = 0;
  int64_t seq = 0;
  for (int k = 0; k <= p->nops; k++)
    for (int i = 0; i < r->nuses[k]; i++)
      count[r->uses[k][i]]++;
  for (int k = 0; k < p->nops; k++)
    pending[k] = r->nsrc[k] + (r->ctrl[k] >= 0);
#define ADD(x)                                                                                     \
  do {                                                                                             \
    ready[nready].node = (x);                                                                      \
    ref_priority(r, count, (x), &ready[nready]);                                                   \
    ready[nready++].seq = seq++;                                                                   \
  } while (0)
  for (int a = 0; a < p->nargs; a++)
    ADD(p->nops + 1 + a);
  for (int k = 0; k < p->nops; k++)
    if (pending[k] == 0)
      ADD(k);
  while (nready > 0) {
    int b = 0;
    for (int i = 1; i < nready; i++) {
      Entry *x = &ready[i], *y = &ready[b];
      if (x->freed != y->freed ? x->freed > y->freed
          : x->users != y->users ? x->users > y->users
                                 : x->seq > y->seq)
        b = i;
    }
    int best = ready[b].node;
    ready[b] = ready[--nready];
    if (best < p->nops)
      order[n++] = best;
    bool adjust = false;
    if (best < p->nops)
      for (int i = 0; i < r->nuses[best]; i++)
        adjust |= --count[r->uses[best][i]] == 1;
    for (int i = 0; i < r->nusers[best]; i++) {
      int u = r->users[best][i];
      if (u != p->nops && --pending[u] == 0)
        ADD(u);
    }
    if (best < p->nops && r->ctrl_succ[best] >= 0 && --pending[r->ctrl_succ[best]] == 0)
      ADD(r->ctrl_succ[best]);
    if (!adjust)
      continue;
    /* XLA: for each operand of best, for each of its users still ready,
     * re-insert the entry if its priority changed. */
    for (int j = 0; j < p->nin[best]; j++) {
      int s = node_of(r, p->in[best][j]);
      for (int i = 0; i < r->nusers[s]; i++)
        for (int e = 0; e < nready; e++) {
          if (ready[e].node != r->users[s][i])
            continue;
          Entry now = ready[e];
          ref_priority(r, count, now.node, &now);
          if (now.freed == ready[e].freed && now.users == ready[e].users)
            continue;
          now.seq = seq++;
          ready[e] = now;
        }
    }
  }
#undef ADD
  return n;
}

static void ref_post_visit(const Ref *r, int k, char *state, int *order, int *n) {
  if (state[k])
    return;
  state[k] = 1;
  if (k < r->p->nops && r->ctrl[k] >= 0)
    ref_post_visit(r, r->ctrl[k], state, order, n);
  for (int j = 0; j < r->p->nin[k]; j++)
    if (r->p->def[r->p->in[k][j]] >= 0)
      ref_post_visit(r, r->p->def[r->p->in[k][j]], state, order, n);
  if (k < r->p->nops)
    order[(*n)++] = k;
}

static int ref_post_order(const Ref *r, int *order) {
  char state[MAX_OPS + 1] = {0};
  int n = 0;
  for (int k = 0; k <= r->p->nops; k++)
    if (r->nusers[k] == 0)
      ref_post_visit(r, k, state, order, &n);
  return n;
}

typedef struct Stats {
  int64_t extra, total;
} Stats;

static bool ref_before(const Stats *st, int a, int b) {
  if (st[a].extra != st[b].extra)
    return st[a].extra > st[b].extra;
  if (st[a].total != st[b].total)
    return st[a].total > st[b].total;
  return a < b;
}

static void ref_dfs_visit(const Ref *r, const Stats *st, int k, char *state, int *order, int *n) {
  if (state[k])
    return;
  state[k] = 1;
  int kids[MAX_IN + 1], nkids = 0;
  for (int i = 0; i < r->nsrc[k]; i++)
    if (r->src[k][i] <= r->p->nops)
      kids[nkids++] = r->src[k][i];
  if (k < r->p->nops && r->ctrl[k] >= 0)
    kids[nkids++] = r->ctrl[k];
  for (int i = 1; i < nkids; i++)
    for (int j = i; j > 0 && ref_before(st, kids[j], kids[j - 1]); j--) {
      int t = kids[j];
      kids[j] = kids[j - 1];
      kids[j - 1] = t;
    }
  for (int i = 0; i < nkids; i++)
    ref_dfs_visit(r, st, kids[i], state, order, n);
  if (k < r->p->nops)
    order[(*n)++] = k;
}

static int ref_dfs(const Ref *r, int *order) {
  const Program *p = r->p;
  int post[MAX_OPS], npost = ref_post_order(r, post);
  Stats st[MAX_OPS + 1] = {{0, 0}};
  int64_t cumulative = 0;
  for (int i = 0; i < npost; i++) {
    int k = post[i];
    if (p->kind[k] == CONSTANT)
      continue;
    st[k].extra = r->nusers[k] > 0 ? r->nusers[k] - 1 : 0;
    st[k].total = r->defined[k];
    cumulative += r->defined[k];
    for (int j = 0; j < r->nsrc[k]; j++)
      if (r->src[k][j] < p->nops) {
        st[k].extra += st[r->src[k][j]].extra;
        st[k].total += st[r->src[k][j]].total;
      }
    if (st[k].total > cumulative)
      st[k].total = cumulative;
    if (st[k].extra > r->nnodes)
      st[k].extra = r->nnodes;
  }
  char state[MAX_OPS + 1] = {0};
  int n = 0;
  for (int k = 0; k < p->nops; k++)
    if (r->nusers[k] == 0 && r->ctrl_succ[k] < 0)
      ref_dfs_visit(r, st, k, state, order, &n);
  ref_dfs_visit(r, st, p->nops, state, order, &n);
  return n;
}

/* ---- the checks ---- */

static MlirOperation parse(const char *text) {
  MlirOperation m = hlo_parse_module(ctx, text, strlen(text), "schedule_test.mlir");
  if (mlirOperationIsNull(m)) {
    fprintf(stderr, "parse failed:\n%s\n", text);
    exit(1);
  }
  return m;
}

/* The rules every order keeps, over op indices of the program. */
static bool valid(const Program *p, const int *order, int n) {
  int at[MAX_OPS];
  for (int k = 0; k < p->nops; k++)
    at[k] = -1;
  if (n != p->nops)
    return false;
  for (int i = 0; i < n; i++) {
    if (order[i] < 0 || order[i] >= p->nops || at[order[i]] >= 0)
      return false;
    at[order[i]] = i;
  }
  int last_effect = -1;
  for (int i = 0; i < n; i++) {
    int k = order[i];
    for (int j = 0; j < p->nin[k]; j++) {
      int d = p->def[p->in[k][j]];
      if (d >= 0 && at[d] > i)
        return false;
    }
    if (p->kind[k] == EFFECT) {
      if (k < last_effect)
        return false;
      last_effect = k;
    }
  }
  return true;
}

static void test_random_programs(void) {
  printf("test_random_programs\n");
  // CHECK-LABEL: test_random_programs
  int runs = 400, invalid = 0, differ[HLO_SCHEDULE_COUNT] = {0}, wrong_choice = 0, not_restored = 0;
  for (int run = 0; run < runs; run++) {
    Program p;
    HloStr text = {0};
    random_program(&p, &text);
    MlirOperation m = parse(text.data);
    MlirOperation func = mlirBlockGetFirstOperation(hlo_module_body(m));
    MlirBlock body = hlo_func_entry(func);
    MlirOperation program[MAX_OPS + 1];
    int k = 0;
    for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op))
      program[k++] = op;
    Ref ref;
    ref_build(&ref, &p);
    for (int s = HLO_SCHEDULE_LIST; s < HLO_SCHEDULE_COUNT; s++) {
      MlirOperation got[MAX_OPS + 1];
      int32_t n = hlo_schedule_block(body, (HloSchedule)s, got);
      int order[MAX_OPS + 1] = {0}, want[MAX_OPS] = {0};
      for (int32_t i = 0; i < n; i++) {
        order[i] = -1;
        for (int j = 0; j <= p.nops; j++)
          if (mlirOperationEqual(got[i], program[j]))
            order[i] = j;
      }
      bool ok = n == p.nops + 1 && order[p.nops] == p.nops && valid(&p, order, p.nops);
      invalid += !ok;
      int nwant = s == HLO_SCHEDULE_LIST ? ref_list(&ref, want)
                  : s == HLO_SCHEDULE_DFS ? ref_dfs(&ref, want)
                                          : ref_post_order(&ref, want);
      bool same = ok && nwant == p.nops && !memcmp(want, order, sizeof *want * (size_t)nwant);
      if (!same && differ[s]++ < 2) {
        printf("%s differs from the reference:\n%s", hlo_schedule_name((HloSchedule)s), text.data);
        for (int i = 0; i < p.nops; i++)
          printf("%s%d", i ? " " : "got  ", order[i]);
        printf("\n");
        for (int i = 0; i < nwant; i++)
          printf("%s%d", i ? " " : "want ", want[i]);
        printf("\n");
      }
    }

    /* The module-level choice is the least peak, ties to the earlier. */
    HloStr before = {0}, after = {0};
    mlirOperationPrint(m, hlo_str_callback, &before);
    int64_t peak[HLO_SCHEDULE_COUNT];
    HloSchedulePlan *plan = hlo_schedule_plan(m, HLO_SCHEDULE_BEST);
    for (int s = HLO_SCHEDULE_LIST; s < HLO_SCHEDULE_COUNT; s++) {
      HloScheduleChoice c;
      HloModuleMemory *mm = hlo_schedule_choose(plan, (HloSchedule)s, &c);
      peak[s] = hlo_schedule_criterion(mm);
      hlo_memory_free(mm);
    }
    HloScheduleChoice best;
    hlo_memory_free(hlo_schedule_choose(plan, HLO_SCHEDULE_BEST, &best));
    HloSchedule want = HLO_SCHEDULE_LIST;
    for (int s = HLO_SCHEDULE_DFS; s < HLO_SCHEDULE_COUNT; s++)
      if (peak[s] < peak[want])
        want = (HloSchedule)s;
    wrong_choice += best.chosen != want || best.peak[want] != peak[want];
    hlo_schedule_apply(plan, HLO_SCHEDULE_PROGRAM);
    hlo_schedule_plan_free(plan);
    mlirOperationPrint(m, hlo_str_callback, &after);
    not_restored += strcmp(before.data, after.data) != 0;
    hlo_str_free(&before);
    hlo_str_free(&after);
    mlirOperationDestroy(m);
    hlo_str_free(&text);
  }
  printf("random programs: %d, invalid orders: %d\n", runs, invalid);
  printf("orders unlike the reference: list %d, dfs %d, postorder %d\n", differ[HLO_SCHEDULE_LIST],
         differ[HLO_SCHEDULE_DFS], differ[HLO_SCHEDULE_POSTORDER]);
  printf("wrong choices: %d, program orders not restored: %d\n", wrong_choice, not_restored);
  // CHECK-NEXT: random programs: 400, invalid orders: 0
  // CHECK-NEXT: orders unlike the reference: list 0, dfs 0, postorder 0
  // CHECK-NEXT: wrong choices: 0, program orders not restored: 0
}

int main(void) {
  ctx = hlo_context_create();
  test_random_programs();
  hlo_context_destroy(ctx);
  return 0;
}
