/*
 * gpt2: a GPT-2 training step (nanoGPT's model, written as JAX lowers it)
 * and its reverse-mode backward pass, op by op.
 *
 * Forward: token embedding gather(wte, tokens) plus position embedding
 * gather(wpe, iota); L blocks of
 *   x += proj(attention(ln_1(x)))     causal, multi-head, scaled, masked
 *   x += mlp(ln_2(x))                 dense 4C, GELU (tanh), dense C
 * then ln_f and the LM head (wte^T when tied, a [C, V] matrix otherwise)
 * and the mean softmax cross-entropy against the targets. Attention uses
 * JAX's einsum lowering: q, k, v split from one dense layer and reshaped
 * to [B, T, H, D], scores by dot_general batched over (B, H), and the
 * output transposed back from [B, H, T, D].
 *
 * Arguments: the parameters, then tokens [B, T] i32, targets [B, T] i32,
 * and the loss seed with --loss-seed=arg. Parameters, all f32:
 *   wte [V, C], wpe [T, C],
 *   per block: ln_1 scale [C], ln_1 bias [C], qkv kernel [C, 3C],
 *     qkv bias [3C], attention proj kernel [C, C], proj bias [C],
 *     ln_2 scale [C], ln_2 bias [C], fc kernel [C, 4C], fc bias [4C],
 *     mlp proj kernel [4C, C], mlp proj bias [C],
 *   ln_f scale [C], ln_f bias [C], lm_head [C, V] when untied.
 * Results: the loss, then one gradient per parameter in that order.
 *
 * SPMD (--shard, shard.c): data:N splits the tokens and targets, hence
 * every activation, by batch over N devices (parameters and gradients
 * replicated); model:N splits the blocks Megatron's way: the qkv and fc
 * kernels (and biases) by columns, the attention and MLP output kernels
 * by rows, so that a block's output is a partial sum the partitioner
 * reduces, with q, k and v constrained to split their heads, as a JAX
 * step writes with_sharding_constraint. Both together make a 2-D mesh.
 * fsdp:N is data:N with each parameter (and its gradient) split over the
 * data axis too, along its first dimension the axis divides.
 */
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "gen.h"

typedef struct Gpt2Config {
  int64_t layers, heads, embd, seq, batch, vocab;
  int dtype, loss_seed, embedding_grad, shard_format;
  bool tied, backward;
  const char *shard;
} Gpt2Config;

static const char *const embedding_grads[] = {"scatter", "onehot", NULL};

static const GenOption gpt2_options[] = {
    {"layers", OPT_INT, offsetof(Gpt2Config, layers), "12", 1, 10000, "transformer blocks (L)",
     NULL},
    {"heads", OPT_INT, offsetof(Gpt2Config, heads), "0", 0, 1 << 16,
     "attention heads (H), a divisor of C; 0: the most heads at least 64 wide that divide C "
     "(C/64, as in GPT-2)",
     NULL},
    {"embd", OPT_INT, offsetof(Gpt2Config, embd), "768", 1, 1 << 20, "embedding width (C)", NULL},
    {"seq", OPT_INT, offsetof(Gpt2Config, seq), "1024", 1, 1 << 20, "sequence length (T)", NULL},
    {"batch", OPT_INT, offsetof(Gpt2Config, batch), "8", 1, 1 << 20, "sequences (B)", NULL},
    {"vocab", OPT_INT, offsetof(Gpt2Config, vocab), "50257", 1, 1 << 24, "vocabulary (V)", NULL},
    {"dtype", OPT_ENUM, offsetof(Gpt2Config, dtype), "f32", 0, 0,
     "activations; bf16 keeps f32 parameters, accumulation, statistics and loss",
     gen_dtype_choices},
    {"tied", OPT_BOOL, offsetof(Gpt2Config, tied), "true", 0, 0,
     "the LM head is wte transposed (false: a separate [C, V] matrix)", NULL},
    {"loss-seed", OPT_ENUM, offsetof(Gpt2Config, loss_seed), "const", 0, 0,
     "cotangent of the loss: the constant 1.0 or a scalar argument", gen_loss_seed_choices},
    {"embedding-grad", OPT_ENUM, offsetof(Gpt2Config, embedding_grad), "scatter", 0, 0,
     "transpose of the embedding gathers: scatter-add or a one-hot dot_general",
     embedding_grads},
    {"backward", OPT_BOOL, offsetof(Gpt2Config, backward), "true", 0, 0,
     "emit the backward pass and return the gradients", NULL},
    {"shard", OPT_STRING, offsetof(Gpt2Config, shard), "none", 0, 0,
     "SPMD mesh: data:N (batch split), fsdp:N (batch, parameters and gradients split), "
     "model:N (Megatron split of attention and MLP), or data:N,model:M / fsdp:N,model:M",
     NULL},
    {"shard-format", OPT_ENUM, offsetof(Gpt2Config, shard_format), "gspmd", 0, 0,
     "annotations in GSPMD's mhlo.sharding or Shardy's sdy dialect", gen_shard_format_choices},
};

enum { PER_BLOCK = 12 };

/* --heads, or when not given the most heads at least 64 wide that divide
 * C: C/64 for every GPT-2 (768/12, 1024/16, 1280/20, 1600/25), one head
 * below C = 128. */
static int64_t heads_of(const Gpt2Config *c) {
  if (c->heads)
    return c->heads;
  int64_t h = c->embd / 64 > 1 ? c->embd / 64 : 1;
  while (c->embd % h)
    h--;
  return h;
}

static bool gpt2_validate(const void *config, HloStr *error) {
  const Gpt2Config *c = config;
  if (c->heads && c->embd % c->heads) {
    hlo_str_printf(error, "--embd=%lld is not a multiple of --heads=%lld", (long long)c->embd,
                   (long long)c->heads);
    return false;
  }
  if (!gen_check_loss_seed(c->loss_seed, c->backward, error))
    return false;
  GenShard sh;
  if (!gen_shard_parse(c->shard, c->shard_format, &sh, error))
    return false;
  if (c->batch % sh.data || heads_of(c) % sh.model) {
    hlo_str_printf(error, "--shard=%s: the data axis must divide --batch=%lld and the model axis "
                   "--heads=%lld",
                   c->shard, (long long)c->batch, (long long)heads_of(c));
    return false;
  }
  int64_t logits[3] = {c->batch, c->seq, c->vocab};
  int64_t scores[4] = {c->batch, heads_of(c), c->seq, c->seq};
  int64_t hidden[3] = {c->batch, c->seq, 4 * c->embd};
  int64_t wte[2] = {c->vocab, c->embd};
  return gen_check_size("the logits", 3, logits, 4, error) &&
         gen_check_size("the attention scores", 4, scores, 4, error) &&
         gen_check_size("the MLP activations", 3, hidden, 4, error) &&
         gen_check_size("wte", 2, wte, 4, error);
}

typedef struct Model {
  const Gpt2Config *c;
  Policy p;
  MlirOperation main;
  int nparams;
  MlirValue mask; /* [T, T] i1, true on and below the diagonal */
} Model;

static MlirValue param(const Model *m, int i) { return gen_arg(m->main, i); }
static MlirValue block_param(const Model *m, int layer, int k) {
  return param(m, 2 + layer * PER_BLOCK + k);
}

static int nparams_of(const Gpt2Config *c) {
  return 2 + (int)c->layers * PER_BLOCK + 2 + (c->tied ? 0 : 1);
}

static void param_types(Gen *g, const Gpt2Config *c, MlirType *t) {
  int64_t C = c->embd;
  int n = 0;
  t[n++] = TY(g, g->f32, c->vocab, C);
  t[n++] = TY(g, g->f32, c->seq, C);
  for (int64_t l = 0; l < c->layers; l++) {
    t[n++] = TY(g, g->f32, C);
    t[n++] = TY(g, g->f32, C);
    t[n++] = TY(g, g->f32, C, 3 * C);
    t[n++] = TY(g, g->f32, 3 * C);
    t[n++] = TY(g, g->f32, C, C);
    t[n++] = TY(g, g->f32, C);
    t[n++] = TY(g, g->f32, C);
    t[n++] = TY(g, g->f32, C);
    t[n++] = TY(g, g->f32, C, 4 * C);
    t[n++] = TY(g, g->f32, 4 * C);
    t[n++] = TY(g, g->f32, 4 * C, C);
    t[n++] = TY(g, g->f32, C);
  }
  t[n++] = TY(g, g->f32, C);
  t[n++] = TY(g, g->f32, C);
  if (!c->tied)
    t[n++] = TY(g, g->f32, C, c->vocab);
}

/* table[ids]: rows of a [N, C] table for integer ids of any shape, as
 * JAX's indexing lowers (ids get a trailing index dimension of 1). */
static MlirValue embed(Gen *g, MlirValue table, MlirValue ids) {
  HloShape si = gen_shape(ids), st = gen_shape(table);
  si.dims[si.rank] = 1;
  MlirValue idx = op_reshape(g, ids, si.rank + 1, si.dims);
  HloGatherDims d = {.offset_dims = DIMS(si.rank),
                     .collapsed_slice_dims = DIMS(0),
                     .start_index_map = DIMS(0),
                     .index_vector_dim = si.rank};
  HloDims sizes = DIMS(1, st.dims[1]);
  return op_gather(g, table, idx, &d, &sizes);
}

static MlirValue causal_mask(Gen *g, int64_t T) {
  MlirType t = TY(g, g->i32, T, T);
  MlirValue row = op_iota(g, t, 0);
  MlirValue col = op_iota(g, t, 1);
  return op_compare(g, HLO_CMP_GE, row, col);
}

static MlirValue attention(Gen *g, const Model *m, MlirValue x, int layer) {
  const Gpt2Config *c = m->c;
  int64_t B = c->batch, T = c->seq, C = c->embd, H = heads_of(c), D = C / H;
  MlirValue qkv = nn_dense(g, &m->p, x, block_param(m, layer, 2), block_param(m, layer, 3));
  MlirValue parts[3];
  nn_split(g, qkv, 2, 3, parts);
  MlirValue q = op_reshape(g, parts[0], 4, GEN_DIMS(B, T, H, D));
  MlirValue k = op_reshape(g, parts[1], 4, GEN_DIMS(B, T, H, D));
  MlirValue v = op_reshape(g, parts[2], 4, GEN_DIMS(B, T, H, D));
  if (g->shard && g->shard->model > 1) {
    /* Heads split over the model axis (the fused qkv kernel's columns
     * are not head-aligned: the partitioner moves the halves). */
    q = op_shard(g, q, "d.m.");
    k = op_shard(g, k, "d.m.");
    v = op_shard(g, v, "d.m.");
  }

  /* einsum('bthd,bshd->bhts'): batch (b, h), contract d. */
  HloDotDims qk = {.lhs_batch = DIMS(0, 2), .rhs_batch = DIMS(0, 2),
                   .lhs_contract = DIMS(3), .rhs_contract = DIMS(3)};
  MlirValue att = nn_cast(g, op_dot(g, q, k, &qk, g->f32), m->p.compute);
  att = op_scale(g, att, 1.0 / sqrt((double)D));
  HloDims tt = DIMS(2, 3);
  MlirValue mask = op_broadcast(g, m->mask, gen_retype(att, g->i1), &tt);
  att = op_select(g, mask, att, op_full_like(g, att, -INFINITY));
  MlirValue probs = nn_cast(g, nn_softmax(g, nn_cast(g, att, g->f32), 3), m->p.compute);

  /* einsum('bhts,bshd->bthd'): dot_general gives [B, H, T, D]. */
  HloDotDims pv = {.lhs_batch = DIMS(0, 1), .rhs_batch = DIMS(0, 2),
                   .lhs_contract = DIMS(3), .rhs_contract = DIMS(1)};
  MlirValue y = nn_cast(g, op_dot(g, probs, v, &pv, g->f32), m->p.compute);
  HloDims perm = DIMS(0, 2, 1, 3);
  y = op_reshape(g, op_transpose(g, y, &perm), 3, GEN_DIMS(B, T, C));
  return nn_dense(g, &m->p, y, block_param(m, layer, 4), block_param(m, layer, 5));
}

static MlirValue mlp(Gen *g, const Model *m, MlirValue x, int layer) {
  MlirValue h = nn_dense(g, &m->p, x, block_param(m, layer, 8), block_param(m, layer, 9));
  h = nn_gelu(g, h);
  return nn_dense(g, &m->p, h, block_param(m, layer, 10), block_param(m, layer, 11));
}

static MlirValue block(Gen *g, const Model *m, MlirValue x, int layer) {
  MlirValue h = nn_layer_norm(g, &m->p, x, block_param(m, layer, 0), block_param(m, layer, 1));
  x = op_add(g, x, attention(g, m, h, layer));
  h = nn_layer_norm(g, &m->p, x, block_param(m, layer, 6), block_param(m, layer, 7));
  return op_add(g, x, mlp(g, m, h, layer));
}

static MlirValue forward(Gen *g, Model *m, MlirValue tokens, MlirValue targets) {
  const Gpt2Config *c = m->c;
  MlirType compute = m->p.compute;
  m->mask = causal_mask(g, c->seq);
  MlirValue x = embed(g, nn_cast(g, param(m, 0), compute), tokens);
  MlirValue pos = op_iota(g, TY(g, g->i32, c->seq), 0);
  MlirValue pe = embed(g, nn_cast(g, param(m, 1), compute), pos);
  x = op_add(g, x, op_broadcast_to(g, pe, x, true));
  for (int l = 0; l < (int)c->layers; l++)
    x = block(g, m, x, l);
  int lnf = 2 + (int)c->layers * PER_BLOCK;
  x = nn_layer_norm(g, &m->p, x, param(m, lnf), param(m, lnf + 1));
  MlirValue logits;
  if (c->tied) {
    /* einsum('btc,vc->btv') against the embedding table. */
    HloDotDims d = {.lhs_contract = DIMS(2), .rhs_contract = DIMS(1)};
    logits = op_dot(g, x, nn_cast(g, param(m, 0), compute), &d, g->f32);
  } else {
    HloDotDims d = {.lhs_contract = DIMS(2), .rhs_contract = DIMS(0)};
    logits = op_dot(g, x, nn_cast(g, param(m, lnf + 2), compute), &d, g->f32);
  }
  return nn_cross_entropy(g, logits, targets);
}

/* Megatron's split of a block's parameters: column-parallel qkv and fc,
 * row-parallel output kernels; the rest replicated. */
static const char *param_spec(const Gpt2Config *c, int i) {
  static const char *const block[PER_BLOCK] = {
      ".", ".",  /* ln_1 scale and bias */
      ".m", "m", /* qkv kernel [C, 3C] and bias: by columns */
      "m.", ".", /* attention output kernel [C, C]: by rows */
      ".", ".",  /* ln_2 */
      ".m", "m", /* fc kernel [C, 4C] and bias: by columns */
      "m.", ".", /* MLP output kernel [4C, C]: by rows */
  };
  int nblock = (int)c->layers * PER_BLOCK;
  if (i < 2)
    return ".."; /* wte, wpe */
  if (i < 2 + nblock)
    return block[(i - 2) % PER_BLOCK];
  return i < 2 + nblock + 2 ? "." : ".."; /* ln_f, the untied LM head */
}

/* FSDP: the model axis's split of a parameter, and the data axis on its
 * first other dimension that the axis divides. */
static const char *fsdp_spec(Gen *g, const char *spec, MlirType type) {
  int64_t rank = mlirShapedTypeGetRank(type);
  char *s = hlo_arena_new(&g->arena, char, rank + 1);
  for (int64_t d = 0; d < rank; d++) {
    s[d] = d < (int64_t)strlen(spec) ? spec[d] : '.';
    if (s[d] == 'm' && g->shard->model == 1)
      s[d] = '.';
  }
  s[rank] = 0;
  for (int64_t d = 0; d < rank; d++)
    if (s[d] == '.' && mlirShapedTypeGetDimSize(type, d) % g->shard->data == 0) {
      s[d] = 'd';
      break;
    }
  return s;
}

static void shard_signature(Gen *g, const Gpt2Config *c, const Model *m, int nargs,
                            const MlirType *types) {
  const char **args = hlo_arena_new(&g->arena, const char *, nargs);
  const char **results = hlo_arena_new(&g->arena, const char *, 1 + m->nparams);
  for (int i = 0; i < m->nparams; i++)
    args[i] = g->shard->fsdp ? fsdp_spec(g, param_spec(c, i), types[i]) : param_spec(c, i);
  args[m->nparams] = args[m->nparams + 1] = "d.";
  if (c->loss_seed)
    args[m->nparams + 2] = "";
  results[0] = "";
  for (int i = 0; i < m->nparams && c->backward; i++)
    results[1 + i] = args[i];
  gen_shard_signature(g, m->main, args, results);
}

static void gpt2_generate(Gen *g, const void *config) {
  const Gpt2Config *c = config;
  Model m = {.c = c, .p = {gen_dtype(g, c->dtype)}, .nparams = nparams_of(c)};
  GenShard sh;
  HloStr error = {0};
  if (!gen_shard_parse(c->shard, c->shard_format, &sh, &error))
    gen_bug("%s", error.data);
  g->shard = &sh;
  gen_shard_module(g);
  int nargs = m.nparams + 2 + (c->loss_seed ? 1 : 0);
  MlirType *types = hlo_arena_new(&g->arena, MlirType, nargs);
  param_types(g, c, types);
  types[m.nparams] = TY(g, g->i32, c->batch, c->seq);
  types[m.nparams + 1] = TY(g, g->i32, c->batch, c->seq);
  if (c->loss_seed)
    types[m.nparams + 2] = gen_scalar_type(g->f32);
  m.main = gen_func(g, "main", nargs, types, "public");

  AdTape tape;
  ad_start(g, &tape);
  tape.onehot_gather = c->embedding_grad == 1;
  for (int i = 0; i < m.nparams; i++)
    ad_mark(&tape, param(&m, i));
  if (!c->backward)
    ad_stop(g);
  MlirValue loss = forward(g, &m, gen_arg(m.main, m.nparams), gen_arg(m.main, m.nparams + 1));
  ad_stop(g);

  MlirValue *results = hlo_arena_new(&g->arena, MlirValue, 1 + m.nparams);
  int nresults = 0;
  results[nresults++] = loss;
  if (c->backward) {
    MlirValue arg = c->loss_seed ? gen_arg(m.main, m.nparams + 2) : (MlirValue){NULL};
    ad_seed(g, &tape, loss, nn_loss_seed(g, arg));
    ad_backward(g, &tape);
    for (int i = 0; i < m.nparams; i++)
      results[nresults++] = ad_grad(g, &tape, param(&m, i));
  }
  gen_func_return(g, m.main, nresults, results);
  shard_signature(g, c, &m, nargs, types);
  g->shard = NULL;
  ad_free(&tape);
}

const Generator gen_gpt2 = {
    "gpt2",
    "GPT-2 training step: embeddings, attention blocks, LM head, cross-entropy, backward",
    "jit_gpt2_train_step",
    gpt2_options,
    sizeof gpt2_options / sizeof gpt2_options[0],
    sizeof(Gpt2Config),
    gpt2_validate,
    gpt2_generate,
};
