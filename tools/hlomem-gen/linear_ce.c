/*
 * linear-ce: the linear + cross-entropy training step of PyTorch
 * Inductor's AutoChunker test (test_fused_linear_cel: B = 32, T = 1024,
 * C = 768, V = 50257, bf16 module), as its joint forward-backward graph
 * computes it:
 *
 *   x2 = x * 2; logits = x2 @ weight^T + bias          [B*T, V]
 *   loss = nll(log_softmax(logits), labels)             mean over B*T
 *
 * The matmul returns the input type, as PyTorch's bf16 mm does (its f32
 * accumulation is internal); log_softmax computes in f32 and returns the
 * input type; its backward is
 * PyTorch's (ct - exp(y) * sum(ct)). The nll picks each row's label with
 * a gather, so its backward is a scatter into zeros of the logits' shape;
 * the [B*T, V] tensors around the LM head are what auto-chunking is for.
 *
 *   @main(x [B, T, C], weight [V, C], bias [V], labels [B, T] i64[, dloss])
 *       -> (loss, dx, dweight, dbias)
 *
 * x, weight and bias are in --dtype; the loss is f32. PyTorch's joint
 * graph takes the loss's tangent as an input, hence --loss-seed=arg by
 * default.
 */
#include <stddef.h>

#include "gen.h"

typedef struct LinearCeConfig {
  int64_t batch, seq, embd, vocab;
  int dtype, loss_seed;
  bool bias, backward;
} LinearCeConfig;

static const GenOption linear_ce_options[] = {
    {"batch", OPT_INT, offsetof(LinearCeConfig, batch), "32", 1, 1 << 20, "sequences (B)", NULL},
    {"seq", OPT_INT, offsetof(LinearCeConfig, seq), "1024", 1, 1 << 20,
     "tokens per sequence (T); B*T rows reach the LM head", NULL},
    {"embd", OPT_INT, offsetof(LinearCeConfig, embd), "768", 1, 1 << 20, "hidden width (C)",
     NULL},
    {"vocab", OPT_INT, offsetof(LinearCeConfig, vocab), "50257", 1, 1 << 24, "classes (V)",
     NULL},
    {"dtype", OPT_ENUM, offsetof(LinearCeConfig, dtype), "bf16", 0, 0,
     "type of x, the weights and the logits", gen_dtype_choices},
    {"loss-seed", OPT_ENUM, offsetof(LinearCeConfig, loss_seed), "arg", 0, 0,
     "cotangent of the loss: the constant 1.0 or a scalar argument", gen_loss_seed_choices},
    {"bias", OPT_BOOL, offsetof(LinearCeConfig, bias), "true", 0, 0, "the linear layer has a bias",
     NULL},
    {"backward", OPT_BOOL, offsetof(LinearCeConfig, backward), "true", 0, 0,
     "emit the backward pass and return the gradients", NULL},
};

static bool linear_ce_validate(const void *config, HloStr *error) {
  const LinearCeConfig *c = config;
  if (!gen_check_loss_seed(c->loss_seed, c->backward, error))
    return false;
  int64_t logits[3] = {c->batch, c->seq, c->vocab}, x[3] = {c->batch, c->seq, c->embd};
  int64_t w[2] = {c->vocab, c->embd};
  return gen_check_size("the logits", 3, logits, 4, error) &&
         gen_check_size("x", 3, x, 4, error) && gen_check_size("the weight", 2, w, 4, error);
}

/* logp[i, labels[i]] for each row i: a gather at (iota, label) pairs. */
static MlirValue pick_labels(Gen *g, MlirValue logp, MlirValue labels) {
  int64_t n = gen_shape(logp).dims[0];
  MlirValue rows = op_iota(g, TY(g, g->i64, n, 1), 0);
  MlirValue cols = op_reshape(g, labels, 2, GEN_DIMS(n, 1));
  MlirValue pairs[2] = {rows, cols};
  MlirValue idx = op_concat(g, 2, pairs, 1);
  HloGatherDims d = {.collapsed_slice_dims = DIMS(0, 1),
                     .start_index_map = DIMS(0, 1),
                     .index_vector_dim = 1};
  HloDims sizes = DIMS(1, 1);
  return op_gather(g, logp, idx, &d, &sizes);
}

static void linear_ce_generate(Gen *g, const void *config) {
  const LinearCeConfig *c = config;
  MlirType dt = gen_dtype(g, c->dtype);
  int64_t N = c->batch * c->seq;
  int nparams = c->bias ? 3 : 2;
  MlirType types[5];
  int nargs = 0;
  types[nargs++] = TY(g, dt, c->batch, c->seq, c->embd);
  types[nargs++] = TY(g, dt, c->vocab, c->embd);
  if (c->bias)
    types[nargs++] = TY(g, dt, c->vocab);
  types[nargs++] = TY(g, g->i64, c->batch, c->seq);
  if (c->loss_seed)
    types[nargs++] = gen_scalar_type(g->f32);
  MlirOperation main = gen_func(g, "main", nargs, types, "public");

  AdTape tape;
  ad_start(g, &tape);
  for (int i = 0; i < nparams; i++)
    ad_mark(&tape, gen_arg(main, i));
  if (!c->backward)
    ad_stop(g);
  MlirValue x = op_scale(g, gen_arg(main, 0), 2.0);
  x = op_reshape(g, x, 2, GEN_DIMS(N, c->embd));
  HloDotDims d = {.lhs_contract = DIMS(1), .rhs_contract = DIMS(1)};
  MlirValue logits = op_dot(g, x, gen_arg(main, 1), &d, dt);
  if (c->bias)
    logits = op_add(g, logits, op_broadcast_to(g, gen_arg(main, 2), logits, true));
  MlirValue logp = nn_log_softmax_torch(g, logits, 1);
  MlirValue labels = op_reshape(g, gen_arg(main, nparams), 1, GEN_DIMS(N));
  MlirValue picked = op_convert(g, pick_labels(g, logp, labels), g->f32);
  HloDims rows = DIMS(0);
  MlirValue total = op_reduce(g, picked, &rows, HLO_OP_ADD);
  MlirValue loss = op_neg(g, op_div(g, total, op_full_like(g, total, (double)N)));
  ad_stop(g);

  MlirValue results[4] = {loss};
  int nresults = 1;
  if (c->backward) {
    MlirValue arg = c->loss_seed ? gen_arg(main, nparams + 1) : (MlirValue){NULL};
    ad_seed(g, &tape, loss, nn_loss_seed(g, arg));
    ad_backward(g, &tape);
    for (int i = 0; i < nparams; i++)
      results[nresults++] = ad_grad(g, &tape, gen_arg(main, i));
  }
  gen_func_return(g, main, nresults, results);
  ad_free(&tape);
}

const Generator gen_linear_ce = {
    "linear-ce",
    "linear + cross-entropy training step of PyTorch's AutoChunker test",
    "linear_ce_train_step",
    linear_ce_options,
    sizeof linear_ce_options / sizeof linear_ce_options[0],
    sizeof(LinearCeConfig),
    linear_ce_validate,
    linear_ce_generate,
};
