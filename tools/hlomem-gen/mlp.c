/*
 * mlp: a multi-layer perceptron training step, as jax.value_and_grad of a
 * softmax cross-entropy loss over dense layers produces it.
 *
 *   @main(w1, b1, ..., wn, bn, x, labels[, dloss])
 *       -> (loss, dw1, db1, ..., dwn, dbn)
 *
 * w_l: [sizes[l-1], sizes[l]] f32, b_l: [sizes[l]] f32 (absent with
 * --bias=false), x: [batch, sizes[0]] f32, labels: [batch] i32 class ids,
 * dloss: the loss seed when --loss-seed=arg. Hidden layers apply the
 * activation; the last layer gives the logits. With --backward=false the
 * function returns the loss only.
 */
#include <stddef.h>

#include "gen.h"

typedef struct MlpConfig {
  int64_t batch;
  GenList sizes;
  int activation;
  int dtype;
  int loss_seed;
  bool bias;
  bool backward;
} MlpConfig;

enum { ACT_RELU, ACT_GELU, ACT_TANH };
static const char *const activations[] = {"relu", "gelu", "tanh", NULL};

static const GenOption mlp_options[] = {
    {"batch", OPT_INT, offsetof(MlpConfig, batch), "64", 1, 1 << 24, "rows of x", NULL},
    {"sizes", OPT_LIST, offsetof(MlpConfig, sizes), "256,512,10", 1, 1 << 24,
     "layer widths: input, hidden..., classes", NULL},
    {"activation", OPT_ENUM, offsetof(MlpConfig, activation), "relu", 0, 0,
     "activation of the hidden layers", activations},
    {"dtype", OPT_ENUM, offsetof(MlpConfig, dtype), "f32", 0, 0,
     "activations; bf16 keeps f32 parameters, accumulation and loss", gen_dtype_choices},
    {"loss-seed", OPT_ENUM, offsetof(MlpConfig, loss_seed), "const", 0, 0,
     "cotangent of the loss: the constant 1.0 or a scalar argument", gen_loss_seed_choices},
    {"bias", OPT_BOOL, offsetof(MlpConfig, bias), "true", 0, 0, "dense layers have biases",
     NULL},
    {"backward", OPT_BOOL, offsetof(MlpConfig, backward), "true", 0, 0,
     "emit the backward pass and return the gradients", NULL},
};

static bool mlp_validate(const void *config, HloStr *error) {
  const MlpConfig *c = config;
  if (!gen_check_loss_seed(c->loss_seed, c->backward, error))
    return false;
  if (c->sizes.n < 2) {
    hlo_str_puts(error, "--sizes: needs at least an input width and a class count");
    return false;
  }
  for (int l = 1; l < c->sizes.n; l++) {
    int64_t w[2] = {c->sizes.v[l - 1], c->sizes.v[l]}, a[2] = {c->batch, c->sizes.v[l]};
    if (!gen_check_size("a weight", 2, w, 4, error) ||
        !gen_check_size("an activation", 2, a, 4, error))
      return false;
  }
  return true;
}

static MlirValue activate(Gen *g, int act, MlirValue h) {
  switch (act) {
  case ACT_GELU:
    return nn_gelu(g, h);
  case ACT_TANH:
    return op_unary(g, HLO_OP_TANH, h);
  default:
    return nn_relu(g, h);
  }
}

static void mlp_generate(Gen *g, const void *config) {
  const MlpConfig *c = config;
  int nlayers = c->sizes.n - 1, per = c->bias ? 2 : 1, nparams = nlayers * per;
  int nargs = nparams + 2 + (c->loss_seed ? 1 : 0);
  MlirType *types = hlo_arena_new(&g->arena, MlirType, nargs);
  for (int l = 0; l < nlayers; l++) {
    types[l * per] = TY(g, g->f32, c->sizes.v[l], c->sizes.v[l + 1]);
    if (c->bias)
      types[l * per + 1] = TY(g, g->f32, c->sizes.v[l + 1]);
  }
  types[nparams] = TY(g, g->f32, c->batch, c->sizes.v[0]);
  types[nparams + 1] = TY(g, g->i32, c->batch);
  if (c->loss_seed)
    types[nparams + 2] = gen_scalar_type(g->f32);
  MlirOperation main = gen_func(g, "main", nargs, types, "public");

  AdTape tape;
  ad_start(g, &tape);
  for (int i = 0; i < nparams; i++)
    ad_mark(&tape, gen_arg(main, i));
  if (!c->backward)
    ad_stop(g);
  Policy p = {gen_dtype(g, c->dtype)};
  MlirValue h = nn_cast(g, gen_arg(main, nparams), p.compute);
  for (int l = 0; l < nlayers; l++) {
    MlirValue b = c->bias ? gen_arg(main, l * per + 1) : (MlirValue){NULL};
    h = nn_dense(g, &p, h, gen_arg(main, l * per), b);
    if (l + 1 < nlayers)
      h = activate(g, c->activation, h);
  }
  MlirValue loss = nn_cross_entropy(g, h, gen_arg(main, nparams + 1));
  ad_stop(g);

  MlirValue *results = hlo_arena_new(&g->arena, MlirValue, 1 + nparams);
  results[0] = loss;
  int nresults = 1;
  if (c->backward) {
    MlirValue seed = nn_loss_seed(g, c->loss_seed ? gen_arg(main, nparams + 2) : (MlirValue){NULL});
    ad_seed(g, &tape, loss, seed);
    ad_backward(g, &tape);
    for (int i = 0; i < nparams; i++)
      results[nresults++] = ad_grad(g, &tape, gen_arg(main, i));
  }
  gen_func_return(g, main, nresults, results);
  ad_free(&tape);
}

const Generator gen_mlp = {
    "mlp",
    "MLP training step: dense layers, softmax cross-entropy, backward",
    "jit_mlp_train_step",
    mlp_options,
    sizeof mlp_options / sizeof mlp_options[0],
    sizeof(MlpConfig),
    mlp_validate,
    mlp_generate,
};
