/*
 * Network pieces shared by the generators, written as the frameworks
 * lower them: dense layers as dot_general plus a broadcast bias, layer
 * norm with its statistics in f32, GELU in JAX's tanh form, softmax and
 * log-softmax with the max taken under stop_gradient, one-hot labels from
 * an iota comparison.
 *
 * Mixed precision follows flax's convention: parameters stay f32 and are
 * converted to the compute type where they are used; dot_general takes
 * compute-type operands and accumulates into an f32 result that is
 * converted back; normalizations and the loss run in f32.
 *
 * Pieces whose frameworks give them a derivative rule of their own
 * (JAX's custom_jvp for softmax and relu, integer_pow's rule, lax.split,
 * PyTorch's log_softmax backward) emit their ops with the tape paused and
 * record one composite node with that rule.
 */
#include <math.h>

#include "gen.h"

MlirValue nn_cast(Gen *g, MlirValue x, MlirType elem) { return op_convert(g, x, elem); }

static int rank_of(MlirValue v) { return (int)mlirShapedTypeGetRank(mlirValueGetType(v)); }

static HloDims last_dim(MlirValue x) { return DIMS(rank_of(x) - 1); }

MlirValue nn_dense(Gen *g, const Policy *p, MlirValue x, MlirValue w, MlirValue b) {
  HloDotDims d = {0};
  d.lhs_contract = last_dim(x);
  d.rhs_contract = DIMS(0);
  x = nn_cast(g, x, p->compute);
  MlirValue y = op_dot(g, x, nn_cast(g, w, p->compute), &d, g->f32);
  y = nn_cast(g, y, p->compute);
  if (!mlirValueIsNull(b))
    y = op_add(g, y, op_broadcast_to(g, nn_cast(g, b, p->compute), y, true));
  return y;
}

/* mean over the last dimension, as jnp.mean lowers: a sum, then a divide. */
static MlirValue mean_last(Gen *g, MlirValue x) {
  HloShape s = gen_shape(x);
  HloDims last = last_dim(x);
  MlirValue sum = op_reduce(g, x, &last, HLO_OP_ADD);
  return op_div(g, sum, op_full_like(g, sum, (double)s.dims[s.rank - 1]));
}

MlirValue nn_layer_norm(Gen *g, const Policy *p, MlirValue x, MlirValue gamma, MlirValue beta) {
  MlirValue xf = nn_cast(g, x, g->f32);
  MlirValue mean = mean_last(g, xf);
  MlirValue xc = op_sub(g, xf, op_broadcast_to(g, mean, xf, false));
  MlirValue var = mean_last(g, op_mul(g, xc, xc));
  MlirValue rstd = op_unary(g, HLO_OP_RSQRT, op_add(g, var, op_full_like(g, var, 1e-5)));
  MlirValue y = op_mul(g, xc, op_broadcast_to(g, rstd, xc, false));
  y = op_mul(g, y, op_broadcast_to(g, gamma, y, true));
  y = op_add(g, y, op_broadcast_to(g, beta, y, true));
  return nn_cast(g, y, p->compute);
}

/* jax.nn.gelu(approximate=True): x * 0.5 * (1 + tanh(sqrt(2/pi) * (x + 0.044715 x^3))). */
MlirValue nn_gelu(Gen *g, MlirValue x) {
  MlirValue inner = op_add(g, x, op_scale(g, nn_integer_pow(g, x, 3), 0.044715));
  MlirValue th = op_unary(g, HLO_OP_TANH, op_scale(g, inner, sqrt(2.0 / M_PI)));
  MlirValue cdf = op_scale(g, op_add(g, th, op_full_like(g, th, 1.0)), 0.5);
  return op_mul(g, x, cdf);
}

/* ---- composites ---- */

#define PRIMAL(v) ad_primal(g, t, (v))

/* relu: JAX's custom_jvp, select(x > 0, ct, 0); the mask is the residual. */
static void relu_residual(Gen *g, AdNode *n) {
  n->res[0] = op_compare(g, HLO_CMP_GT, n->in[0], op_full_like(g, n->in[0], 0));
}

static void relu_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  MlirValue zeros = op_full_like(g, ct[0], 0);
  ad_accumulate(g, t, n->in[0], op_select(g, PRIMAL(n->res[0]), ct[0], zeros));
}

static const AdRule relu_rule = {"relu", relu_residual, relu_back};

MlirValue nn_relu(Gen *g, MlirValue x) {
  ad_pause(g);
  MlirValue y = op_binary(g, HLO_OP_MAXIMUM, x, op_full_like(g, x, 0));
  ad_resume(g);
  ad_composite(g, &relu_rule, 1, &x, 1, &y, NULL, 0);
  return y;
}

/* softmax: JAX's custom_jvp; the transpose is y*ct - y*sum(y*ct). */
static void softmax_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  MlirValue y = PRIMAL(n->out[0]);
  HloDims axis = DIMS(n->param[0]);
  MlirValue yct = op_mul(g, y, ct[0]);
  MlirValue s = op_reduce(g, yct, &axis, HLO_OP_ADD);
  HloDims keep = {0, {0}};
  for (int d = 0; d < rank_of(y); d++)
    if (d != n->param[0])
      keep.v[keep.n++] = d;
  MlirValue sb = op_broadcast(g, s, mlirValueGetType(y), &keep);
  ad_accumulate(g, t, n->in[0], op_sub(g, yct, op_mul(g, y, sb)));
}

static const AdRule softmax_rule = {"softmax", NULL, softmax_back};

/* Broadcasts a reduction over `axis` back to `like`. */
static MlirValue unreduce(Gen *g, MlirValue r, MlirValue like, int64_t axis) {
  HloDims keep = {0, {0}};
  for (int d = 0; d < rank_of(like); d++)
    if (d != axis)
      keep.v[keep.n++] = d;
  return op_broadcast(g, r, gen_retype(like, gen_elem(r)), &keep);
}

/* x - stop_gradient(max(x)) along `axis`. */
static MlirValue shift_by_max(Gen *g, MlirValue x, int64_t axis) {
  HloDims ax = DIMS(axis);
  ad_pause(g);
  MlirValue m = op_reduce(g, x, &ax, HLO_OP_MAXIMUM);
  ad_resume(g);
  return op_sub(g, x, unreduce(g, m, x, axis));
}

MlirValue nn_softmax(Gen *g, MlirValue x, int64_t axis) {
  ad_pause(g);
  HloDims ax = DIMS(axis);
  MlirValue e = op_exp(g, shift_by_max(g, x, axis));
  MlirValue y = op_div(g, e, unreduce(g, op_reduce(g, e, &ax, HLO_OP_ADD), e, axis));
  ad_resume(g);
  int64_t param = axis;
  ad_composite(g, &softmax_rule, 1, &x, 1, &y, &param, 1);
  return y;
}

MlirValue nn_log_softmax(Gen *g, MlirValue x, int64_t axis) {
  HloDims ax = DIMS(axis);
  MlirValue shifted = shift_by_max(g, x, axis);
  MlirValue lse = op_log(g, op_reduce(g, op_exp(g, shifted), &ax, HLO_OP_ADD));
  return op_sub(g, shifted, unreduce(g, lse, shifted, axis));
}

/* PyTorch's _log_softmax_backward_data: ct - exp(y) * sum(ct), in f32. */
static void log_softmax_torch_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  HloDims ax = DIMS(n->param[0]);
  MlirValue c = nn_cast(g, ct[0], g->f32);
  MlirValue e = op_exp(g, nn_cast(g, PRIMAL(n->out[0]), g->f32));
  MlirValue s = unreduce(g, op_reduce(g, c, &ax, HLO_OP_ADD), c, n->param[0]);
  MlirValue r = op_sub(g, c, op_mul(g, e, s));
  ad_accumulate(g, t, n->in[0], nn_cast(g, r, gen_elem(n->in[0])));
}

static const AdRule log_softmax_torch_rule = {"log_softmax", NULL, log_softmax_torch_back};

MlirValue nn_log_softmax_torch(Gen *g, MlirValue x, int64_t axis) {
  ad_pause(g);
  MlirValue y = nn_cast(g, nn_log_softmax(g, nn_cast(g, x, g->f32), axis), gen_elem(x));
  ad_resume(g);
  int64_t param = axis;
  ad_composite(g, &log_softmax_torch_rule, 1, &x, 1, &y, &param, 1);
  return y;
}

/* x ** n by repeated squaring, as JAX lowers integer_pow. */
static MlirValue power(Gen *g, MlirValue x, int n) {
  MlirValue acc = {NULL};
  for (MlirValue sq = x; n > 0; n >>= 1) {
    if (n & 1)
      acc = mlirValueIsNull(acc) ? sq : op_mul(g, acc, sq);
    if (n > 1)
      sq = op_mul(g, sq, sq);
  }
  return mlirValueIsNull(acc) ? op_full_like(g, x, 1) : acc;
}

/* integer_pow's rule: ct * (n * x^(n-1)), the coefficient in the forward. */
static void integer_pow_residual(Gen *g, AdNode *n) {
  n->res[0] = op_scale(g, power(g, n->in[0], (int)n->param[0] - 1), (double)n->param[0]);
}

static void integer_pow_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  ad_accumulate(g, t, n->in[0], op_mul(g, ct[0], PRIMAL(n->res[0])));
}

static const AdRule integer_pow_rule = {"integer_pow", integer_pow_residual, integer_pow_back};

MlirValue nn_integer_pow(Gen *g, MlirValue x, int n) {
  ad_pause(g);
  MlirValue y = power(g, x, n);
  ad_resume(g);
  int64_t param = n;
  ad_composite(g, &integer_pow_rule, 1, &x, 1, &y, &param, 1);
  return y;
}

/* lax.split: the transpose concatenates the parts' cotangents (zeros for
 * parts that have none). */
static void split_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  MlirValue parts[AD_MAX_VALUES];
  for (int k = 0; k < n->nout; k++)
    parts[k] = mlirValueIsNull(ct[k]) ? op_full_like(g, n->out[k], 0) : ct[k];
  ad_accumulate(g, t, n->in[0], op_concat(g, n->nout, parts, n->param[0]));
}

static const AdRule split_rule = {"split", NULL, split_back};

void nn_split(Gen *g, MlirValue x, int64_t axis, int n, MlirValue *out) {
  HloShape s = gen_shape(x);
  int64_t part = s.dims[axis] / n;
  ad_pause(g);
  for (int k = 0; k < n; k++) {
    HloDims start = {s.rank, {0}}, limit = {s.rank, {0}};
    for (int d = 0; d < s.rank; d++)
      limit.v[d] = s.dims[d];
    start.v[axis] = k * part;
    limit.v[axis] = (k + 1) * part;
    out[k] = op_slice(g, x, &start, &limit);
  }
  ad_resume(g);
  int64_t param = axis;
  ad_composite(g, &split_rule, 1, &x, n, out, &param, 1);
}

/* ---- labels and the loss ---- */

MlirValue nn_one_hot(Gen *g, MlirValue labels, int64_t n, MlirType elem) {
  HloShape s = gen_shape(labels);
  s.dims[s.rank] = n;
  MlirType wide = hlo_tensor_type(g->ctx, s.rank + 1, s.dims, s.elem);
  HloDims keep = {s.rank, {0}};
  for (int d = 0; d < s.rank; d++)
    keep.v[d] = d;
  MlirValue lab = op_broadcast(g, labels, wide, &keep);
  MlirValue eq = op_compare(g, HLO_CMP_EQ, lab, op_iota(g, wide, s.rank));
  return op_convert(g, eq, elem);
}

MlirValue nn_cross_entropy(Gen *g, MlirValue logits, MlirValue labels) {
  HloShape s = gen_shape(logits);
  MlirValue logits32 = nn_cast(g, logits, g->f32);
  MlirValue logp = nn_log_softmax(g, logits32, s.rank - 1);
  MlirValue onehot = nn_one_hot(g, labels, s.dims[s.rank - 1], g->f32);
  HloDims last = DIMS(s.rank - 1);
  MlirValue per = op_neg(g, op_reduce(g, op_mul(g, onehot, logp), &last, HLO_OP_ADD));
  HloDims all = {s.rank - 1, {0}};
  int64_t count = 1;
  for (int d = 0; d < s.rank - 1; d++) {
    all.v[d] = d;
    count *= s.dims[d];
  }
  MlirValue total = op_reduce(g, per, &all, HLO_OP_ADD);
  return op_div(g, total, op_full_like(g, total, (double)count));
}

MlirValue nn_loss_seed(Gen *g, MlirValue arg) {
  return mlirValueIsNull(arg) ? op_scalar(g, g->f32, 1.0) : arg;
}
