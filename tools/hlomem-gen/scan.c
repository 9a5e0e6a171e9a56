/*
 * scan: a stack of identical layers, h <- act(h @ w[i] + b[i]) with act
 * tanh or GELU, run as a scan over the stacked weights, with a
 * mean-squared-error loss and the backward pass as a reverse scan.
 *
 *   @main(x [B, D], w [N, D, D], b [N, D], target [B, D][, dloss])
 *       -> (loss, dw [N, D, D], db [N, D])
 *
 * The layer is differentiated into a forward step (h, w_i, b_i) ->
 * (h', residuals...) and a backward step (ct_h', residuals...) -> (ct_h,
 * dw_i, db_i); the residuals are the forward values the backward reads
 * (for tanh: h', 1 - h' (its coefficient), w_i itself, the sliced input,
 * and h), constants excepted.
 * The forward scan stacks them with dynamic_update_slice; the reverse
 * scan slices them back and stacks the weight gradients.
 *
 * Two lowerings, both a stablehlo.while counting up to N with the slice
 * index i or N-1-i:
 *  - torch_xla (torch_xla.experimental.scan): carries (iter: i64,
 *    carry..., xs..., ys...), calls the step with func.call, stacks every
 *    activation, including w_i, which only copies w slice by slice, and
 *    starts ys from zero constants;
 *  - jax (lax.scan): carries (xs..., i: i32, carry..., ys...), with the
 *    step inlined into the body and ys started from broadcast zeros. As
 *    JAX's scan partial evaluation does, a residual that is just an xs
 *    slice is not stacked: the reverse scan slices the input itself.
 * --reverse runs the forward scan from the last layer (the backward scan
 * then runs from the first).
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"

enum { FORM_TORCH_XLA, FORM_JAX };
static const char *const forms[] = {"torch_xla", "jax", NULL};
enum { ACT_TANH, ACT_GELU };
static const char *const activations[] = {"tanh", "gelu", NULL};

typedef struct ScanConfig {
  int form, activation;
  int64_t layers, batch, dim;
  bool reverse;
  int dtype, loss_seed;
  bool backward;
} ScanConfig;

static const GenOption scan_options[] = {
    {"form", OPT_ENUM, offsetof(ScanConfig, form), "torch_xla", 0, 0,
     "lowering of the scans: torch_xla's or JAX's", forms},
    {"layers", OPT_INT, offsetof(ScanConfig, layers), "8", 1, 1 << 24,
     "layers scanned over (N, the trip count)", NULL},
    {"batch", OPT_INT, offsetof(ScanConfig, batch), "16", 1, 1 << 24, "rows of h (B)", NULL},
    {"dim", OPT_INT, offsetof(ScanConfig, dim), "256", 1, 1 << 20, "width of h (D)", NULL},
    {"activation", OPT_ENUM, offsetof(ScanConfig, activation), "tanh", 0, 0,
     "activation of the layer", activations},
    {"reverse", OPT_BOOL, offsetof(ScanConfig, reverse), "false", 0, 0,
     "the forward scan runs from the last layer to the first", NULL},
    {"dtype", OPT_ENUM, offsetof(ScanConfig, dtype), "f32", 0, 0,
     "the carried activation; bf16 keeps f32 weights, accumulation and loss",
     gen_dtype_choices},
    {"loss-seed", OPT_ENUM, offsetof(ScanConfig, loss_seed), "const", 0, 0,
     "cotangent of the loss: the constant 1.0 or a scalar argument", gen_loss_seed_choices},
    {"backward", OPT_BOOL, offsetof(ScanConfig, backward), "true", 0, 0,
     "emit the backward scan and return the gradients", NULL},
};

static bool scan_validate(const void *config, HloStr *error) {
  const ScanConfig *c = config;
  if (!gen_check_loss_seed(c->loss_seed, c->backward, error))
    return false;
  int64_t w[3] = {c->layers, c->dim, c->dim}, h[3] = {c->layers, c->batch, c->dim};
  return gen_check_size("the stacked weights", 3, w, 4, error) &&
         gen_check_size("the stacked activations", 3, h, 4, error);
}

enum { NCARRY = 1, NXS = 2 }; /* h; w_i, b_i */

/* ---- the step and its derivative ---- */

/* Forward values the backward step reads: each becomes a result of the
 * forward step and an argument of the backward one. Constants are copied
 * instead, as JAX hoists loop-invariant residuals. */
typedef struct Residuals {
  MlirOperation bwd;
  HloPtrMap index;   /* forward value -> entry */
  MlirValue *fwd, *bwd_value;
  bool *is_residual;
  int n, cap, count;
} Residuals;

static MlirValue import_residual(Gen *g, void *user, MlirValue v) {
  Residuals *r = user;
  int64_t i;
  if (hlo_ptrmap_get(&r->index, v.ptr, &i))
    return r->bwd_value[i];
  if (r->n == r->cap) {
    r->cap = r->cap ? 2 * r->cap : 16;
    r->fwd = hlo_xrealloc(r->fwd, sizeof(MlirValue) * (size_t)r->cap);
    r->bwd_value = hlo_xrealloc(r->bwd_value, sizeof(MlirValue) * (size_t)r->cap);
    r->is_residual = hlo_xrealloc(r->is_residual, sizeof(bool) * (size_t)r->cap);
  }
  bool constant = mlirValueIsAOpResult(v) && hlo_op_id(mlirOpResultGetOwner(v)) == HLO_OP_CONSTANT;
  MlirValue copy;
  if (constant) {
    copy = op_constant(g, hlo_attr(mlirOpResultGetOwner(v), "value"));
  } else {
    copy = mlirBlockAddArgument(hlo_func_entry(r->bwd), mlirValueGetType(v), g->loc);
    r->count++;
  }
  r->fwd[r->n] = v;
  r->bwd_value[r->n] = copy;
  r->is_residual[r->n] = !constant;
  hlo_ptrmap_put(&r->index, v.ptr, r->n++);
  return copy;
}

typedef struct Step {
  MlirOperation fwd, bwd;
  int nres;
  MlirValue *res;    /* residuals, as values of the forward step */
  MlirType *res_types;
  int *res_xs;       /* the xs argument a residual is, or -1 */
} Step;

static MlirValue layer(Gen *g, const ScanConfig *c, const Policy *p, MlirValue h, MlirValue w,
                       MlirValue b) {
  MlirValue z = nn_dense(g, p, h, w, b);
  return c->activation == ACT_GELU ? nn_gelu(g, z) : op_unary(g, HLO_OP_TANH, z);
}

static void build_step(Gen *g, const ScanConfig *c, Step *s) {
  Policy p = {gen_dtype(g, c->dtype)};
  MlirType types[3] = {TY(g, p.compute, c->batch, c->dim), TY(g, g->f32, c->dim, c->dim),
                       TY(g, g->f32, c->dim)};
  s->fwd = gen_func(g, "scan_step", 3, types, "private");
  AdTape t = {0};
  if (c->backward) {
    ad_start(g, &t);
    for (int i = 0; i < NCARRY + NXS; i++)
      ad_mark(&t, gen_arg(s->fwd, i));
  }
  MlirValue h = layer(g, c, &p, gen_arg(s->fwd, 0), gen_arg(s->fwd, 1), gen_arg(s->fwd, 2));
  ad_stop(g);
  MlirBlock fwd_body = g->b.block;

  Residuals r = {0};
  if (c->backward) {
    MlirType ct = mlirValueGetType(h);
    r.bwd = s->bwd = gen_func(g, "scan_step_bwd", 1, &ct, "private");
    t.import = import_residual;
    t.import_user = &r;
    ad_seed(g, &t, h, gen_arg(s->bwd, 0));
    ad_backward(g, &t);
    MlirValue grads[NCARRY + NXS];
    for (int i = 0; i < NCARRY + NXS; i++)
      grads[i] = ad_grad(g, &t, gen_arg(s->fwd, i));
    gen_func_return(g, s->bwd, NCARRY + NXS, grads);
  }
  s->res = hlo_arena_new(&g->arena, MlirValue, r.count + 1);
  s->res_types = hlo_arena_new(&g->arena, MlirType, r.count + 1);
  s->res_xs = hlo_arena_new(&g->arena, int, r.count + 1);
  MlirValue *outs = hlo_arena_new(&g->arena, MlirValue, r.count + 1);
  outs[0] = h;
  for (int i = 0; i < r.n; i++) {
    if (!r.is_residual[i])
      continue;
    MlirValue v = r.fwd[i];
    bool arg = mlirValueIsABlockArgument(v) && mlirBlockArgumentGetOwner(v).ptr == fwd_body.ptr;
    int number = arg ? (int)mlirBlockArgumentGetArgNumber(v) : -1;
    s->res_xs[s->nres] = number >= NCARRY ? number - NCARRY : -1;
    s->res_types[s->nres] = mlirValueGetType(v);
    s->res[s->nres++] = v;
    outs[s->nres] = v;
  }
  gen_set_insertion_end(g, fwd_body);
  gen_func_return(g, s->fwd, 1 + s->nres, outs);
  ad_free(&t);
  hlo_ptrmap_free(&r.index);
  free(r.fwd);
  free(r.bwd_value);
  free(r.is_residual);
}

/* ---- scans as stablehlo.while ---- */

typedef struct Loop {
  const char *callee;         /* (carry..., x slices...) -> (carry..., results...) */
  bool reverse;
  int ncarry, nxs, nresults;
  const MlirValue *carry, *xs;
  const MlirType *result_types;
  const bool *stack;          /* results stacked into ys; NULL: all */
  MlirValue *carry_out, *ys_out;
  MlirOperation call;
} Loop;

static MlirType stacked(Gen *g, int64_t n, MlirType t) {
  HloShape s;
  hlo_shape_of(t, &s);
  int64_t dims[HLO_MAX_RANK] = {n};
  for (int d = 0; d < s.rank; d++)
    dims[d + 1] = s.dims[d];
  return gen_type(g, s.elem, s.rank + 1, dims);
}

/* Start indices (idx, 0, ..., 0) for a rank-`rank` stacked buffer. */
static void starts_at(MlirValue idx, MlirValue zero, int rank, MlirValue *starts) {
  starts[0] = idx;
  for (int d = 1; d < rank; d++)
    starts[d] = zero;
}

static void build_loop(Gen *g, const ScanConfig *c, Loop *L) {
  bool jax = c->form == FORM_JAX;
  int64_t N = c->layers;
  MlirType ie = jax ? g->i32 : g->i64;
  int nys = 0;
  for (int k = 0; k < L->nresults; k++)
    nys += !L->stack || L->stack[k];
  int n = 1 + L->ncarry + L->nxs + nys;
  MlirValue *init = hlo_arena_new(&g->arena, MlirValue, n);
  /* Positions of the counter, carry, xs and ys in the carried tuple. */
  int pi = jax ? L->nxs : 0, pc = pi + 1, px = jax ? 0 : pc + L->ncarry, py = pc + L->ncarry + (jax ? 0 : L->nxs);
  init[pi] = op_scalar(g, ie, 0);
  for (int k = 0; k < L->ncarry; k++)
    init[pc + k] = L->carry[k];
  for (int k = 0; k < L->nxs; k++)
    init[px + k] = L->xs[k];
  for (int k = 0, y = 0; k < L->nresults; k++) {
    if (L->stack && !L->stack[k])
      continue;
    MlirType t = stacked(g, N, L->result_types[k]);
    init[py + y++] = jax ? op_broadcast(g, op_scalar(g, mlirShapedTypeGetElementType(t), 0), t,
                                        &(HloDims){0, {0}})
                         : op_full(g, t, 0);
  }
  MlirBlock cond, body;
  MlirOperation loop = hlo_build_while(&g->b, n, init, &cond, &body);
  ad_note(g, loop);
  HloBuilder outer = g->b;

  gen_set_insertion_end(g, cond);
  MlirValue more = op_compare(g, HLO_CMP_LT, mlirBlockGetArgument(cond, pi), op_scalar(g, ie, N));
  op_return(g, "stablehlo.return", 1, &more);

  gen_set_insertion_end(g, body);
  MlirValue *arg = hlo_arena_new(&g->arena, MlirValue, n);
  for (int k = 0; k < n; k++)
    arg[k] = mlirBlockGetArgument(body, k);
  MlirValue i = arg[pi], idx = i;
  if (L->reverse && jax) {
    MlirValue left = op_sub(g, op_scalar(g, ie, N), i);
    idx = op_sub(g, left, op_scalar(g, ie, 1));
  } else if (L->reverse) {
    idx = op_sub(g, op_scalar(g, ie, N - 1), i);
  }
  MlirValue zero = op_scalar(g, ie, 0);
  int ncall = L->ncarry + L->nxs;
  MlirValue *call_args = hlo_arena_new(&g->arena, MlirValue, ncall);
  for (int k = 0; k < L->ncarry; k++)
    call_args[k] = arg[pc + k];
  for (int k = 0; k < L->nxs; k++) {
    HloShape s = gen_shape(arg[px + k]);
    MlirValue starts[HLO_MAX_RANK];
    starts_at(idx, zero, s.rank, starts);
    HloDims sizes = gen_dims(s.rank, s.dims);
    sizes.v[0] = 1;
    MlirValue slice = op_dynamic_slice(g, arg[px + k], starts, &sizes);
    call_args[L->ncarry + k] = op_reshape(g, slice, s.rank - 1, s.dims + 1);
  }
  MlirType *types = hlo_arena_new(&g->arena, MlirType, L->ncarry + L->nresults);
  for (int k = 0; k < L->ncarry; k++)
    types[k] = mlirValueGetType(L->carry[k]);
  for (int k = 0; k < L->nresults; k++)
    types[L->ncarry + k] = L->result_types[k];
  L->call = op_call(g, L->callee, ncall, call_args, L->ncarry + L->nresults, types);

  MlirValue *next = hlo_arena_new(&g->arena, MlirValue, n);
  memcpy(next, arg, sizeof(MlirValue) * (size_t)n);
  for (int k = 0; k < L->ncarry; k++)
    next[pc + k] = mlirOperationGetResult(L->call, k);
  for (int k = 0, y = 0; k < L->nresults; k++) {
    if (L->stack && !L->stack[k])
      continue;
    MlirValue v = mlirOperationGetResult(L->call, L->ncarry + k);
    MlirValue ys = arg[py + y];
    HloShape s = gen_shape(ys);
    HloDims inner = {s.rank - 1, {0}};
    for (int d = 0; d < inner.n; d++)
      inner.v[d] = d + 1;
    s.dims[0] = 1;
    MlirValue one = op_broadcast(g, v, gen_type(g, s.elem, s.rank, s.dims), &inner);
    MlirValue starts[HLO_MAX_RANK];
    starts_at(idx, zero, s.rank, starts);
    next[py + y++] = op_dynamic_update_slice(g, ys, one, starts);
  }
  next[pi] = op_add(g, i, op_scalar(g, ie, 1));
  op_return(g, "stablehlo.return", n, next);
  g->b = outer;

  for (int k = 0; k < L->ncarry; k++)
    L->carry_out[k] = mlirOperationGetResult(loop, pc + k);
  for (int y = 0; y < nys; y++)
    L->ys_out[y] = mlirOperationGetResult(loop, py + y);
}

/* ---- the training step ---- */

static MlirValue mse(Gen *g, MlirValue h, MlirValue target) {
  MlirValue d = op_sub(g, nn_cast(g, h, g->f32), target);
  HloDims all = DIMS(0, 1);
  MlirValue total = op_reduce(g, op_mul(g, d, d), &all, HLO_OP_ADD);
  HloShape s = gen_shape(h);
  return op_div(g, total, op_full_like(g, total, (double)(s.dims[0] * s.dims[1])));
}

static void scan_generate(Gen *g, const void *config) {
  const ScanConfig *c = config;
  Policy p = {gen_dtype(g, c->dtype)};
  int64_t N = c->layers, B = c->batch, D = c->dim;
  MlirType types[5] = {TY(g, g->f32, B, D), TY(g, g->f32, N, D, D), TY(g, g->f32, N, D),
                       TY(g, g->f32, B, D), gen_scalar_type(g->f32)};
  MlirOperation main = gen_func(g, "main", c->loss_seed ? 5 : 4, types, "public");
  MlirBlock main_body = g->b.block;
  Step step = {0};
  build_step(g, c, &step);
  gen_set_insertion_end(g, main_body);

  bool jax = c->form == FORM_JAX;
  bool *stack = hlo_arena_new(&g->arena, bool, step.nres + 1);
  for (int k = 0; k < step.nres; k++)
    stack[k] = !(jax && step.res_xs[k] >= 0);
  MlirValue h0 = nn_cast(g, gen_arg(main, 0), p.compute);
  MlirValue xs[NXS] = {gen_arg(main, 1), gen_arg(main, 2)};
  MlirValue hN;
  MlirValue *res_stacks = hlo_arena_new(&g->arena, MlirValue, step.nres + 1);
  Loop fwd = {.callee = "scan_step", .reverse = c->reverse, .ncarry = 1, .nxs = NXS,
              .nresults = step.nres, .carry = &h0, .xs = xs, .result_types = step.res_types,
              .stack = stack, .carry_out = &hN, .ys_out = res_stacks};
  build_loop(g, c, &fwd);

  AdTape tape = {0};
  if (c->backward) {
    ad_start(g, &tape);
    ad_mark(&tape, hN);
  }
  MlirValue loss = mse(g, hN, gen_arg(main, 3));
  ad_stop(g);
  MlirValue results[3] = {loss};
  int nresults = 1;
  Loop bwd = {0};
  if (c->backward) {
    ad_seed(g, &tape, loss, nn_loss_seed(g, c->loss_seed ? gen_arg(main, 4) : (MlirValue){NULL}));
    ad_backward(g, &tape);
    MlirValue ct = ad_grad(g, &tape, hN), ct0;
    /* The reverse scan reads each residual from its stack or, when it is
     * an xs slice that was not stacked, from the input itself. */
    MlirValue *bxs = hlo_arena_new(&g->arena, MlirValue, step.nres + 1);
    for (int k = 0, y = 0; k < step.nres; k++)
      bxs[k] = stack[k] ? res_stacks[y++] : xs[step.res_xs[k]];
    MlirType grad_types[NXS];
    for (int k = 0; k < NXS; k++)
      grad_types[k] = mlirValueGetType(gen_arg(step.fwd, NCARRY + k));
    bwd = (Loop){.callee = "scan_step_bwd", .reverse = !c->reverse, .ncarry = 1,
                 .nxs = step.nres, .nresults = NXS, .carry = &ct, .xs = bxs,
                 .result_types = grad_types, .carry_out = &ct0, .ys_out = results + 1};
    build_loop(g, c, &bwd);
    nresults += NXS;
  }
  gen_func_return(g, main, nresults, results);
  ad_free(&tape);

  if (jax) {
    /* lax.scan lowers the step into the loop body. */
    if (!hlo_inline_call(fwd.call) || (c->backward && !hlo_inline_call(bwd.call)))
      gen_bug("cannot inline the scan step");
  }
}

const Generator gen_scan = {
    "scan",
    "layers scanned with stablehlo.while over stacked weights, torch_xla or JAX form",
    "jit_scan_train_step",
    scan_options,
    sizeof scan_options / sizeof scan_options[0],
    sizeof(ScanConfig),
    scan_validate,
    scan_generate,
};
