/*
 * Reverse-mode differentiation of the forward pass, written out op by op
 * as jax.value_and_grad produces it.
 *
 * A tape records, in program order, every op whose data operands depend
 * on a marked input (activity is decided as ops are made, so constants,
 * masks and index arithmetic never reach the tape). Each op kind has a
 * rule in two parts, mirroring JAX's linearize-then-transpose: the
 * residual part runs right after the forward op and computes the
 * coefficients that depend only on primal values (1 - tanh for tanh,
 * rsqrt(x)/x * -0.5 for rsqrt), so they sit in the forward pass and stay
 * live until the backward, as in JAX's output; the backward part emits
 * the transposed linear map. The backward pass visits the tape in reverse
 * and sums cotangents of values with several uses with stablehlo.add.
 *
 * Network pieces with derivative rules of their own (softmax, relu,
 * integer_pow, split, PyTorch's log_softmax) are recorded as one
 * composite node; the ops inside are emitted with recording paused, as
 * for JAX's custom_jvp functions.
 *
 * Forward values read by the backward go through ad_primal. Inside one
 * function that is the value itself; a scan step differentiated into a
 * separate backward function installs an import hook that turns each
 * such value into a residual: an output of the forward step and an
 * argument of the backward one.
 */
#include <stdlib.h>
#include <string.h>

#include "gen.h"

void ad_start(Gen *g, AdTape *t) {
  memset(t, 0, sizeof *t);
  g->tape = t;
}

void ad_stop(Gen *g) { g->tape = NULL; }

void ad_free(AdTape *t) {
  free(t->nodes);
  free(t->cts);
  hlo_ptrmap_free(&t->active);
  hlo_ptrmap_free(&t->cotangent);
  memset(t, 0, sizeof *t);
}

void ad_mark(AdTape *t, MlirValue v) { hlo_ptrmap_put(&t->active, v.ptr, 1); }

bool ad_active(const AdTape *t, MlirValue v) { return hlo_ptrmap_get(&t->active, v.ptr, NULL); }

void ad_pause(Gen *g) {
  if (g->tape)
    g->tape->paused++;
}

void ad_resume(Gen *g) {
  if (g->tape)
    g->tape->paused--;
}

static AdNode *push_node(AdTape *t) {
  if (t->len == t->cap) {
    t->cap = t->cap ? 2 * t->cap : 256;
    t->nodes = hlo_xrealloc(t->nodes, sizeof(AdNode) * t->cap);
  }
  AdNode *n = &t->nodes[t->len++];
  memset(n, 0, sizeof *n);
  return n;
}

static bool is_float(MlirValue v) {
  MlirType t = mlirValueGetType(v);
  return mlirTypeIsARankedTensor(t) && mlirTypeIsAFloat(mlirShapedTypeGetElementType(t));
}

/* Marks the float outputs active and lets the rule compute its residuals
 * while the forward op is the latest one. */
static void record(Gen *g, AdNode *n) {
  for (int k = 0; k < n->nout; k++)
    if (is_float(n->out[k]))
      ad_mark(g->tape, n->out[k]);
  if (n->rule->residual) {
    ad_pause(g);
    n->rule->residual(g, n);
    ad_resume(g);
  }
}

static const AdRule *primitive_rule(HloOpId id);

void ad_note(Gen *g, MlirOperation op) {
  AdTape *t = g->tape;
  if (!t || t->paused)
    return;
  intptr_t nin = mlirOperationGetNumOperands(op), nout = mlirOperationGetNumResults(op);
  bool active = false, float_out = false;
  for (intptr_t i = 0; i < nin; i++)
    active |= !hlo_operand_is_index(op, i) && ad_active(t, mlirOperationGetOperand(op, i));
  for (intptr_t k = 0; k < nout; k++)
    float_out |= is_float(mlirOperationGetResult(op, k));
  /* Comparisons and other ops without float results have no derivative. */
  if (!active || !float_out)
    return;
  const AdRule *rule = primitive_rule(hlo_op_id(op));
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (!rule)
    gen_bug("no derivative rule for %.*s", (int)name.length, name.data);
  if (nin > AD_MAX_VALUES || nout > AD_MAX_VALUES)
    gen_bug("%.*s has too many operands to differentiate", (int)name.length, name.data);
  AdNode *n = push_node(t);
  n->rule = rule;
  n->op = op;
  n->nin = (int)nin;
  n->nout = (int)nout;
  for (int i = 0; i < n->nin; i++)
    n->in[i] = mlirOperationGetOperand(op, i);
  for (int k = 0; k < n->nout; k++)
    n->out[k] = mlirOperationGetResult(op, k);
  record(g, n);
}

void ad_composite(Gen *g, const AdRule *rule, int nin, const MlirValue *in, int nout,
                  const MlirValue *out, const int64_t *params, int nparams) {
  AdTape *t = g->tape;
  if (!t || t->paused)
    return;
  bool active = false;
  for (int i = 0; i < nin; i++)
    active |= ad_active(t, in[i]);
  if (!active)
    return;
  if (nin > AD_MAX_VALUES || nout > AD_MAX_VALUES || nparams > AD_MAX_PARAMS)
    gen_bug("composite %s is too wide", rule->name);
  AdNode *n = push_node(t);
  n->rule = rule;
  n->nin = nin;
  n->nout = nout;
  memcpy(n->in, in, sizeof(MlirValue) * (size_t)nin);
  memcpy(n->out, out, sizeof(MlirValue) * (size_t)nout);
  if (nparams)
    memcpy(n->param, params, sizeof(int64_t) * (size_t)nparams);
  record(g, n);
}

MlirValue ad_primal(Gen *g, AdTape *t, MlirValue v) {
  return t->import ? t->import(g, t->import_user, v) : v;
}

static MlirValue *cotangent_slot(AdTape *t, MlirValue v) {
  int64_t i;
  return hlo_ptrmap_get(&t->cotangent, v.ptr, &i) ? &t->cts[i] : NULL;
}

void ad_accumulate(Gen *g, AdTape *t, MlirValue x, MlirValue ct) {
  if (!ad_active(t, x))
    return;
  if (!mlirTypeEqual(mlirValueGetType(x), mlirValueGetType(ct))) {
    HloStr a = {0}, b = {0};
    hlo_type_print(mlirValueGetType(x), &a);
    hlo_type_print(mlirValueGetType(ct), &b);
    gen_bug("cotangent of type %s for a value of type %s", b.data, a.data);
  }
  MlirValue *slot = cotangent_slot(t, x);
  if (slot) {
    *slot = op_add(g, *slot, ct);
    return;
  }
  if (t->ncts == t->capcts) {
    t->capcts = t->capcts ? 2 * t->capcts : 256;
    t->cts = hlo_xrealloc(t->cts, sizeof(MlirValue) * t->capcts);
  }
  t->cts[t->ncts] = ct;
  hlo_ptrmap_put(&t->cotangent, x.ptr, (int64_t)t->ncts++);
}

void ad_seed(Gen *g, AdTape *t, MlirValue y, MlirValue ct) {
  if (!ad_active(t, y))
    gen_bug("seeding a value that does not depend on the marked inputs");
  ad_accumulate(g, t, y, ct);
}

void ad_backward(Gen *g, AdTape *t) {
  AdTape *recording = g->tape;
  g->tape = NULL; /* the backward itself is not differentiated */
  for (size_t i = t->len; i-- > 0;) {
    AdNode *n = &t->nodes[i];
    MlirValue cts[AD_MAX_VALUES];
    bool any = false;
    for (int k = 0; k < n->nout; k++) {
      MlirValue *slot = cotangent_slot(t, n->out[k]);
      cts[k] = slot ? *slot : (MlirValue){NULL};
      any |= slot != NULL;
    }
    if (any)
      n->rule->backward(g, t, n, cts);
  }
  g->tape = recording;
}

MlirValue ad_grad(Gen *g, AdTape *t, MlirValue x) {
  MlirValue *slot = cotangent_slot(t, x);
  return slot ? *slot : op_full_like(g, x, 0);
}

/* ---- primitive rules ---- */

#define P(k) ad_primal(g, t, n->in[k])
#define ACTIVE(k) ad_active(t, n->in[k])

static void add_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  ad_accumulate(g, t, n->in[0], ct[0]);
  ad_accumulate(g, t, n->in[1], ct[0]);
}

static void subtract_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  ad_accumulate(g, t, n->in[0], ct[0]);
  if (ACTIVE(1))
    ad_accumulate(g, t, n->in[1], op_neg(g, ct[0]));
}

static void multiply_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  if (ACTIVE(0))
    ad_accumulate(g, t, n->in[0], op_mul(g, ct[0], P(1)));
  if (ACTIVE(1))
    ad_accumulate(g, t, n->in[1], op_mul(g, P(0), ct[0]));
}

/* d(x/y)/dy = -x * y^-2: y^-2 is the residual, as integer_pow(y, -2). */
static void divide_residual(Gen *g, AdNode *n) {
  if (!ad_active(g->tape, n->in[1]))
    return;
  MlirValue y2 = op_mul(g, n->in[1], n->in[1]);
  n->res[0] = op_div(g, op_full_like(g, y2, 1), y2);
}

static void divide_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  if (ACTIVE(0))
    ad_accumulate(g, t, n->in[0], op_div(g, ct[0], P(1)));
  if (ACTIVE(1)) {
    MlirValue r = ad_primal(g, t, n->res[0]);
    MlirValue x = P(0);
    MlirValue neg = op_neg(g, ct[0]);
    ad_accumulate(g, t, n->in[1], op_mul(g, op_mul(g, neg, x), r));
  }
}

static void negate_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  ad_accumulate(g, t, n->in[0], op_neg(g, ct[0]));
}

static void exp_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  ad_accumulate(g, t, n->in[0], op_mul(g, ct[0], ad_primal(g, t, n->out[0])));
}

static void log_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  ad_accumulate(g, t, n->in[0], op_div(g, ct[0], P(0)));
}

/* Rules whose derivative is ct times one residual coefficient. */
static void scaled_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  ad_accumulate(g, t, n->in[0], op_mul(g, ct[0], ad_primal(g, t, n->res[0])));
}

/* tanh: (ct + ct * y) * (1 - y), with 1 - y in the forward (JAX's rule). */
static void tanh_residual(Gen *g, AdNode *n) {
  n->res[0] = op_sub(g, op_full_like(g, n->out[0], 1), n->out[0]);
}

static void tanh_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  MlirValue y = ad_primal(g, t, n->out[0]);
  MlirValue s = op_add(g, ct[0], op_mul(g, ct[0], y));
  ad_accumulate(g, t, n->in[0], op_mul(g, s, ad_primal(g, t, n->res[0])));
}

static void logistic_residual(Gen *g, AdNode *n) {
  MlirValue y = n->out[0];
  n->res[0] = op_mul(g, y, op_sub(g, op_full_like(g, y, 1), y));
}

static void rsqrt_residual(Gen *g, AdNode *n) {
  MlirValue q = op_div(g, n->out[0], n->in[0]);
  n->res[0] = op_mul(g, op_full_like(g, q, -0.5), q);
}

static void sqrt_residual(Gen *g, AdNode *n) {
  n->res[0] = op_div(g, op_full_like(g, n->out[0], 0.5), n->out[0]);
}

static void convert_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  ad_accumulate(g, t, n->in[0], op_convert(g, ct[0], gen_elem(n->in[0])));
}

static void reshape_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  HloShape s = gen_shape(n->in[0]);
  ad_accumulate(g, t, n->in[0], op_reshape(g, ct[0], s.rank, s.dims));
}

static void transpose_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  HloDims perm, inv;
  if (!hlo_attr_dims(n->op, "permutation", &perm))
    gen_bug("transpose without a permutation");
  inv.n = perm.n;
  for (int i = 0; i < perm.n; i++)
    inv.v[perm.v[i]] = i;
  ad_accumulate(g, t, n->in[0], op_transpose(g, ct[0], &inv));
}

/* Sums over the dimensions the broadcast added or stretched from 1, then
 * reshapes when stretched unit dimensions must come back. */
static void broadcast_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  HloDims map;
  if (!hlo_attr_dims(n->op, "broadcast_dimensions", &map))
    gen_bug("broadcast_in_dim without broadcast_dimensions");
  HloShape sx = gen_shape(n->in[0]), so = gen_shape(n->out[0]);
  bool kept[HLO_MAX_RANK] = {false};
  bool stretched = false;
  for (int i = 0; i < map.n; i++) {
    if (i && map.v[i] <= map.v[i - 1])
      gen_bug("broadcast_in_dim with unsorted dimensions");
    bool stretch = sx.dims[i] == 1 && so.dims[map.v[i]] != 1;
    kept[map.v[i]] = !stretch;
    stretched |= stretch;
  }
  HloDims sum = {0, {0}};
  for (int d = 0; d < so.rank; d++)
    if (!kept[d])
      sum.v[sum.n++] = d;
  MlirValue r = sum.n ? op_reduce(g, ct[0], &sum, HLO_OP_ADD) : ct[0];
  if (stretched)
    r = op_reshape(g, r, sx.rank, sx.dims);
  ad_accumulate(g, t, n->in[0], r);
}

static void reduce_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(n->op, 0));
  if (n->nin != 2 || hlo_op_id(mlirBlockGetFirstOperation(body)) != HLO_OP_ADD)
    gen_bug("only single-input sum reductions are differentiated");
  HloDims reduced;
  if (!hlo_attr_dims(n->op, "dimensions", &reduced))
    gen_bug("reduce without dimensions");
  HloShape sx = gen_shape(n->in[0]);
  HloDims keep = {0, {0}};
  for (int d = 0; d < sx.rank; d++) {
    bool r = false;
    for (int k = 0; k < reduced.n; k++)
      r |= reduced.v[k] == d;
    if (!r)
      keep.v[keep.n++] = d;
  }
  ad_accumulate(g, t, n->in[0],
                op_broadcast(g, ct[0], mlirValueGetType(n->in[0]), &keep));
}

/* The dimensions of `rank` not in `a` or `b`, ascending. */
static HloDims free_dims(int rank, const HloDims *a, const HloDims *b) {
  HloDims f = {0, {0}};
  for (int d = 0; d < rank; d++) {
    bool used = false;
    for (int k = 0; k < a->n; k++)
      used |= a->v[k] == d;
    for (int k = 0; k < b->n; k++)
      used |= b->v[k] == d;
    if (!used)
      f.v[f.n++] = d;
  }
  return f;
}

static int index_of(const HloDims *d, int64_t v) {
  for (int k = 0; k < d->n; k++)
    if (d->v[k] == v)
      return k;
  return -1;
}

/* Brings a contraction result whose dimension k holds `target` dimension
 * holds[k] into the target's layout, and into its element type. */
static MlirValue to_layout(Gen *g, MlirValue r, const int64_t *holds, MlirValue target) {
  HloShape s = gen_shape(target);
  HloDims perm = {s.rank, {0}};
  bool identity = true;
  for (int k = 0; k < s.rank; k++) {
    perm.v[holds[k]] = k;
    identity &= holds[k] == k;
  }
  if (!identity)
    r = op_transpose(g, r, &perm);
  return op_convert(g, r, gen_elem(target));
}

/* The cotangent in `elem`, converted once for both transposes. */
static MlirValue ct_as(Gen *g, MlirValue ct, MlirType elem, MlirValue *cast) {
  if (mlirTypeEqual(gen_elem(ct), elem))
    return ct;
  if (mlirValueIsNull(*cast) || !mlirTypeEqual(gen_elem(*cast), elem))
    *cast = op_convert(g, ct, elem);
  return *cast;
}

/* Transposes of dot_general, as JAX's: ct @ y^T for x, x^T @ ct for y
 * (contracting over what the other side kept), then a transpose into the
 * operand's layout when the dimensions come out in another order. The
 * cotangent takes the other operand's element type and the contraction
 * accumulates in the forward result's element type. */
static void dot_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  HloDotDims d;
  if (!hlo_dot_dims(n->op, &d))
    gen_bug("dot_general without dimension numbers");
  MlirValue x = n->in[0], y = n->in[1];
  HloShape sx = gen_shape(x), sy = gen_shape(y);
  HloDims xfree = free_dims(sx.rank, &d.lhs_batch, &d.lhs_contract);
  HloDims yfree = free_dims(sy.rank, &d.rhs_batch, &d.rhs_contract);
  int nb = d.lhs_batch.n;
  MlirType acc = gen_elem(n->out[0]);
  MlirValue cast = {NULL};
  int64_t holds[HLO_MAX_RANK];
  if (ACTIVE(0)) {
    HloDotDims e = {.lhs_batch = {nb, {0}}, .rhs_batch = d.rhs_batch, .rhs_contract = yfree};
    for (int k = 0; k < nb; k++)
      e.lhs_batch.v[k] = k;
    e.lhs_contract.n = yfree.n;
    for (int k = 0; k < yfree.n; k++)
      e.lhs_contract.v[k] = nb + xfree.n + k;
    int m = 0;
    for (int k = 0; k < nb; k++)
      holds[m++] = d.lhs_batch.v[k];
    for (int k = 0; k < xfree.n; k++)
      holds[m++] = xfree.v[k];
    for (int yd = 0; yd < sy.rank; yd++) /* y's contracted dims, ascending */
      if (index_of(&d.rhs_contract, yd) >= 0)
        holds[m++] = d.lhs_contract.v[index_of(&d.rhs_contract, yd)];
    MlirValue lhs = ct_as(g, ct[0], gen_elem(y), &cast);
    MlirValue r = op_dot(g, lhs, P(1), &e, acc);
    ad_accumulate(g, t, x, to_layout(g, r, holds, x));
  }
  if (ACTIVE(1)) {
    HloDotDims e = {.lhs_batch = d.lhs_batch, .rhs_batch = {nb, {0}}, .lhs_contract = xfree};
    for (int k = 0; k < nb; k++)
      e.rhs_batch.v[k] = k;
    e.rhs_contract.n = xfree.n;
    for (int k = 0; k < xfree.n; k++)
      e.rhs_contract.v[k] = nb + k;
    int m = 0;
    for (int k = 0; k < nb; k++)
      holds[m++] = d.rhs_batch.v[k];
    for (int xd = 0; xd < sx.rank; xd++) /* x's contracted dims, ascending */
      if (index_of(&d.lhs_contract, xd) >= 0)
        holds[m++] = d.rhs_contract.v[index_of(&d.lhs_contract, xd)];
    for (int k = 0; k < yfree.n; k++)
      holds[m++] = yfree.v[k];
    MlirValue lhs = P(0);
    MlirValue r = op_dot(g, lhs, ct_as(g, ct[0], gen_elem(x), &cast), &e, acc);
    ad_accumulate(g, t, y, to_layout(g, r, holds, y));
  }
}

static void select_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  MlirValue zeros = op_full_like(g, ct[0], 0);
  if (ACTIVE(1))
    ad_accumulate(g, t, n->in[1], op_select(g, P(0), ct[0], zeros));
  if (ACTIVE(2))
    ad_accumulate(g, t, n->in[2], op_select(g, P(0), zeros, ct[0]));
}

/* One-hot form of an embedding lookup's transpose: operand [V, C] gathered
 * by indices [..., 1] into [..., C]; the gradient is one_hot(ids)^T @ ct. */
static MlirValue gather_back_onehot(Gen *g, AdTape *t, AdNode *n, MlirValue ct) {
  HloShape so = gen_shape(n->in[0]), si = gen_shape(n->in[1]);
  HloGatherDims d;
  hlo_gather_dims(n->op, &d);
  if (so.rank != 2 || d.collapsed_slice_dims.n != 1 || d.collapsed_slice_dims.v[0] != 0 ||
      d.index_vector_dim != si.rank - 1 || si.dims[si.rank - 1] != 1)
    gen_bug("one-hot gradients are for embedding lookups only");
  MlirValue ids = op_reshape(g, P(1), si.rank - 1, si.dims);
  MlirValue onehot = nn_one_hot(g, ids, so.dims[0], gen_elem(ct));
  HloDotDims e = {0};
  e.lhs_contract.n = e.rhs_contract.n = si.rank - 1;
  for (int k = 0; k < si.rank - 1; k++)
    e.lhs_contract.v[k] = e.rhs_contract.v[k] = k;
  return op_dot(g, onehot, ct, &e, gen_elem(ct));
}

/* gather's transpose is a scatter-add of the cotangent into zeros, with
 * the same dimension numbers seen from the other side. */
static void gather_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  if (!ACTIVE(0))
    return;
  if (t->onehot_gather) {
    ad_accumulate(g, t, n->in[0], gather_back_onehot(g, t, n, ct[0]));
    return;
  }
  HloGatherDims d;
  if (!hlo_gather_dims(n->op, &d))
    gen_bug("gather without dimension numbers");
  HloScatterDims s = {
      .update_window_dims = d.offset_dims,
      .inserted_window_dims = d.collapsed_slice_dims,
      .input_batching_dims = d.operand_batching_dims,
      .scatter_indices_batching_dims = d.start_indices_batching_dims,
      .scatter_dims_to_operand_dims = d.start_index_map,
      .index_vector_dim = d.index_vector_dim,
  };
  MlirValue zeros = op_full_like(g, n->in[0], 0);
  ad_accumulate(g, t, n->in[0], op_scatter_add(g, zeros, P(1), ct[0], &s));
}

#define RULE(name, residual, backward)                                                         \
  static const AdRule name##_rule = {#name, residual, backward};
RULE(add, NULL, add_back)
RULE(subtract, NULL, subtract_back)
RULE(multiply, NULL, multiply_back)
RULE(divide, divide_residual, divide_back)
RULE(negate, NULL, negate_back)
RULE(exponential, NULL, exp_back)
RULE(log, NULL, log_back)
RULE(tanh, tanh_residual, tanh_back)
RULE(logistic, logistic_residual, scaled_back)
RULE(rsqrt, rsqrt_residual, scaled_back)
RULE(sqrt, sqrt_residual, scaled_back)
RULE(convert, NULL, convert_back)
RULE(reshape, NULL, reshape_back)
RULE(transpose, NULL, transpose_back)
RULE(broadcast_in_dim, NULL, broadcast_back)
RULE(reduce, NULL, reduce_back)
RULE(dot_general, NULL, dot_back)
RULE(select, NULL, select_back)
RULE(gather, NULL, gather_back)
#undef RULE

static const AdRule *primitive_rule(HloOpId id) {
  switch (id) {
  case HLO_OP_ADD: return &add_rule;
  case HLO_OP_SUBTRACT: return &subtract_rule;
  case HLO_OP_MULTIPLY: return &multiply_rule;
  case HLO_OP_DIVIDE: return &divide_rule;
  case HLO_OP_NEGATE: return &negate_rule;
  case HLO_OP_EXPONENTIAL: return &exponential_rule;
  case HLO_OP_LOG: return &log_rule;
  case HLO_OP_TANH: return &tanh_rule;
  case HLO_OP_LOGISTIC: return &logistic_rule;
  case HLO_OP_RSQRT: return &rsqrt_rule;
  case HLO_OP_SQRT: return &sqrt_rule;
  case HLO_OP_CONVERT: return &convert_rule;
  case HLO_OP_RESHAPE: return &reshape_rule;
  case HLO_OP_TRANSPOSE: return &transpose_rule;
  case HLO_OP_BROADCAST_IN_DIM: return &broadcast_in_dim_rule;
  case HLO_OP_REDUCE: return &reduce_rule;
  case HLO_OP_DOT_GENERAL: return &dot_general_rule;
  case HLO_OP_SELECT: return &select_rule;
  case HLO_OP_GATHER: return &gather_rule;
  default: return NULL;
  }
}
