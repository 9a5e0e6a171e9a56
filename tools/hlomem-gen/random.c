/*
 * random: a layered DAG of pure ops with exactly --ops operations (every
 * op in @main, reduce bodies and the return included), for timing passes
 * on 10k to 1M-op modules.
 *
 *   @main(a, b: tensor<DxDxf32>) -> tensor<DxDxf32>
 *
 * Values come in layers of --width. Each op takes its first operand from
 * a value of the previous layer, in a shuffled order so that every value
 * gets used, and its second from the previous layer or, one time in four,
 * from up to four layers back. The mix: 3 in 32 dot_generals, 1 in 32 a
 * reduce (its add body included) broadcast back to DxD, 9 in 32 unary
 * and the rest binary elementwise ops. Whatever is still unused near the
 * end of the budget is summed pairwise into the result, so nothing is
 * dead and the count comes out exact.
 */
#include <stddef.h>
#include <stdlib.h>

#include "gen.h"

typedef struct RandomConfig {
  int64_t ops, width, dim, seed;
} RandomConfig;

static const GenOption random_options[] = {
    {"ops", OPT_INT, offsetof(RandomConfig, ops), "10000", 2, 10000000,
     "operations in @main, exactly", NULL},
    {"width", OPT_INT, offsetof(RandomConfig, width), "16", 1, 1 << 20,
     "values per layer", NULL},
    {"dim", OPT_INT, offsetof(RandomConfig, dim), "64", 1, 1 << 20,
     "every value is a DIMxDIM f32 tensor", NULL},
    {"seed", OPT_INT, offsetof(RandomConfig, seed), "1", 0, INT64_MAX, "random seed", NULL},
};

static bool random_validate(const void *config, HloStr *error) {
  const RandomConfig *c = config;
  int64_t d[2] = {c->dim, c->dim};
  return gen_check_size("a value", 2, d, 4, error);
}

/* splitmix64: small, fast and the same everywhere. */
static uint64_t next_random(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static int64_t below(uint64_t *state, int64_t n) { return (int64_t)(next_random(state) % (uint64_t)n); }

typedef struct Dag {
  Gen *g;
  uint64_t rng;
  MlirValue *values;
  bool *used;
  int64_t len, cap;
  int64_t unused;       /* values nobody uses yet */
  int64_t budget;       /* ops left, the return excluded */
  int64_t width;
  int64_t layer[5];     /* starts of the current layer and the four before */
  int64_t *order;       /* shuffled first operands of the current layer */
  int64_t scan;         /* where the search for unused values resumes */
} Dag;

static void add_value(Dag *d, MlirValue v) {
  if (d->len == d->cap) {
    d->cap = d->cap ? 2 * d->cap : 1024;
    d->values = hlo_xrealloc(d->values, sizeof(MlirValue) * (size_t)d->cap);
    d->used = hlo_xrealloc(d->used, sizeof(bool) * (size_t)d->cap);
  }
  d->values[d->len] = v;
  d->used[d->len++] = false;
  d->unused++;
}

static MlirValue use(Dag *d, int64_t i) {
  if (!d->used[i]) {
    d->used[i] = true;
    d->unused--;
  }
  return d->values[i];
}

/* What using value i would change in the unused count. */
static int64_t consumes(const Dag *d, int64_t i) { return d->used[i] ? 0 : 1; }

/* An op costing `cost` ops that leaves `unused` values unused still leaves
 * budget to sum them all into one. */
static bool fits(const Dag *d, int64_t cost, int64_t unused) {
  return d->budget - cost >= unused - 1;
}

static void begin_layer(Dag *d) {
  for (int k = 4; k > 0; k--)
    d->layer[k] = d->layer[k - 1];
  d->layer[0] = d->len;
  int64_t lo = d->layer[1], n = d->layer[0] - lo;
  for (int64_t i = 0; i < n; i++)
    d->order[i] = lo + i;
  for (int64_t i = n - 1; i > 0; i--) { /* Fisher-Yates */
    int64_t j = below(&d->rng, i + 1), t = d->order[i];
    d->order[i] = d->order[j];
    d->order[j] = t;
  }
}

static int64_t previous_layer_pick(Dag *d) {
  return d->layer[1] + below(&d->rng, d->layer[0] - d->layer[1]);
}

static int64_t second_operand(Dag *d) {
  if (below(&d->rng, 4))
    return previous_layer_pick(d);
  return d->layer[4] + below(&d->rng, d->len - d->layer[4]);
}

/* The most recent unused value other than `not`, or -1. */
static int64_t find_unused(Dag *d, int64_t not) {
  for (int64_t i = d->len; i-- > 0;)
    if (!d->used[i] && i != not)
      return i;
  return -1;
}

static const HloOpId unary_ops[] = {HLO_OP_NEGATE, HLO_OP_EXPONENTIAL, HLO_OP_TANH,
                                    HLO_OP_ABS,    HLO_OP_SQRT,        HLO_OP_LOGISTIC};
static const HloOpId binary_ops[] = {HLO_OP_ADD, HLO_OP_MULTIPLY, HLO_OP_SUBTRACT,
                                     HLO_OP_MAXIMUM, HLO_OP_DIVIDE};

/* Emits one random op (or the 5-op reduce group) of the current layer;
 * false if none fits the budget. */
static bool random_op(Dag *d, int64_t first) {
  Gen *g = d->g;
  int64_t kind = below(&d->rng, 32);
  if (kind == 0 && fits(d, 5, d->unused - consumes(d, first) + 1)) {
    MlirValue x = use(d, first);
    HloDims cols = DIMS(1), rows = DIMS(0);
    MlirValue r = op_reduce(g, x, &cols, HLO_OP_ADD);
    add_value(d, op_broadcast(g, r, mlirValueGetType(x), &rows));
    d->budget -= 5;
    return true;
  }
  if (kind >= 3 && kind < 12) {
    if (!fits(d, 1, d->unused - consumes(d, first) + 1))
      return false;
    HloOpId op = unary_ops[below(&d->rng, sizeof unary_ops / sizeof unary_ops[0])];
    add_value(d, op_unary(g, op, use(d, first)));
    d->budget--;
    return true;
  }
  int64_t second = second_operand(d);
  int64_t gone = consumes(d, first) + (second != first ? consumes(d, second) : 0);
  if (!fits(d, 1, d->unused - gone + 1))
    return false;
  MlirValue x = use(d, first), y = use(d, second);
  if (kind < 3) {
    HloDotDims dd = {0};
    dd.lhs_contract = DIMS(1);
    dd.rhs_contract = DIMS(0);
    add_value(d, op_dot(g, x, y, &dd, gen_elem(x)));
  } else {
    HloOpId op = binary_ops[below(&d->rng, sizeof binary_ops / sizeof binary_ops[0])];
    add_value(d, op_binary(g, op, x, y));
  }
  d->budget--;
  return true;
}

/* An op that lowers the unused count (or keeps it at one): always fits. */
static void consuming_op(Dag *d) {
  int64_t a = find_unused(d, -1), b = find_unused(d, a);
  if (b >= 0)
    add_value(d, op_add(d->g, use(d, a), use(d, b)));
  else
    add_value(d, op_unary(d->g, HLO_OP_NEGATE, use(d, a)));
  d->budget--;
}

/* Sums the unused values pairwise, oldest first, into one. */
static MlirValue sum_unused(Dag *d) {
  int64_t n = 0;
  int64_t *live = hlo_xmalloc(sizeof(int64_t) * (size_t)(d->unused ? d->unused : 1));
  for (int64_t i = 0; i < d->len; i++)
    if (!d->used[i])
      live[n++] = i;
  while (n > 1) {
    int64_t m = 0;
    for (int64_t i = 0; i + 1 < n; i += 2) {
      add_value(d, op_add(d->g, use(d, live[i]), use(d, live[i + 1])));
      live[m++] = d->len - 1;
      d->budget--;
    }
    if (n & 1)
      live[m++] = live[n - 1];
    n = m;
  }
  MlirValue r = d->values[live[0]];
  free(live);
  return r;
}

static void random_generate(Gen *g, const void *config) {
  const RandomConfig *c = config;
  MlirType t = TY(g, g->f32, c->dim, c->dim);
  MlirType args[2] = {t, t};
  MlirOperation main = gen_func(g, "main", 2, args, "public");
  Dag d = {.g = g, .rng = (uint64_t)c->seed, .budget = c->ops - 1, .width = c->width};
  d.order = hlo_xmalloc(sizeof(int64_t) * (size_t)(c->width > 2 ? c->width : 2));
  add_value(&d, gen_arg(main, 0));
  add_value(&d, gen_arg(main, 1));
  begin_layer(&d); /* the arguments are the layer before the first */
  int64_t in_layer = 0;
  while (d.budget > d.unused - 1) {
    if (in_layer == c->width) {
      begin_layer(&d);
      in_layer = 0;
    }
    int64_t nprev = d.layer[0] - d.layer[1];
    int64_t first = in_layer < nprev ? d.order[in_layer] : previous_layer_pick(&d);
    if (!random_op(&d, first))
      consuming_op(&d);
    in_layer++;
  }
  MlirValue result = sum_unused(&d);
  if (d.budget != 0)
    gen_bug("random DAG missed its op count by %lld", (long long)d.budget);
  gen_func_return(g, main, 1, &result);
  free(d.values);
  free(d.used);
  free(d.order);
}

const Generator gen_random = {
    "random",
    "random layered DAG of pure ops with an exact op count, for scaling runs",
    "jit_random",
    random_options,
    sizeof random_options / sizeof random_options[0],
    sizeof(RandomConfig),
    random_validate,
    random_generate,
};
