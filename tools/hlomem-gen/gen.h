/* hlomem-gen's parts: the generator state, the op layer every generator
 * builds through, reverse-mode differentiation, network pieces, and the
 * generators with their option tables. */
#ifndef HLOMEM_GEN_H
#define HLOMEM_GEN_H

#include <stdbool.h>
#include <stdint.h>

#include "hlomem/ir.h"
#include "hlomem/support.h"

typedef struct AdTape AdTape;

/* A device mesh of two axes for SPMD annotations (shard.c): sizes of the
 * "data" and "model" axes (1: absent), and the language written, GSPMD
 * (0) or Shardy (1). */
typedef struct GenShard {
  int64_t data, model;
  bool fsdp; /* parameters and their gradients split over the data axis too */
  int format;
} GenShard;

/* One generation run: the module being built and where ops go. */
typedef struct Gen {
  MlirContext ctx;
  MlirOperation module;
  HloBuilder b;          /* insertion point of every op the op layer makes */
  MlirLocation loc;
  MlirType f32, bf16, i1, i32, i64;
  AdTape *tape;          /* the tape recording the forward, or NULL */
  const GenShard *shard; /* the mesh annotations are written for, or NULL */
  HloArena arena;        /* per-run tables */
} Gen;

/* Fatal error inside the generator itself (a rule missing for an op it
 * emitted): a bug, reported and exited on, never a crash. */
_Noreturn void gen_bug(const char *fmt, ...) HLO_PRINTF(1, 2);

/* ---- types ---- */

MlirType gen_type(Gen *g, MlirType elem, int rank, const int64_t *dims);
#define GEN_DIMS(...) ((const int64_t[]){__VA_ARGS__})
#define GEN_RANK(...) ((int)(sizeof(GEN_DIMS(__VA_ARGS__)) / sizeof(int64_t)))
/* A ranked tensor type from a dimension list: TY(g, g->f32, B, T, C). */
#define TY(g, elem, ...) gen_type((g), (elem), GEN_RANK(__VA_ARGS__), GEN_DIMS(__VA_ARGS__))
MlirType gen_scalar_type(MlirType elem);
HloShape gen_shape(MlirValue v);
MlirType gen_elem(MlirValue v);
/* `v`'s type with another element type. */
MlirType gen_retype(MlirValue v, MlirType elem);
HloDims gen_dims(int n, const int64_t *v);
#define DIMS(...) gen_dims(GEN_RANK(__VA_ARGS__), GEN_DIMS(__VA_ARGS__))
#define NO_DIMS ((HloDims){0, {0}})

/* ---- the op layer (ops.c) ----
 * Every op a generator emits is made here, through the IR layer's
 * builders, and announced to the tape, which decides whether the
 * derivative needs it. Ops appear in the order these functions are
 * called: never pass two op-making calls as arguments of one call, since
 * C leaves their order unspecified. */

MlirValue op_unary(Gen *g, HloOpId id, MlirValue x);
MlirValue op_binary(Gen *g, HloOpId id, MlirValue x, MlirValue y);
static inline MlirValue op_add(Gen *g, MlirValue x, MlirValue y) { return op_binary(g, HLO_OP_ADD, x, y); }
static inline MlirValue op_sub(Gen *g, MlirValue x, MlirValue y) { return op_binary(g, HLO_OP_SUBTRACT, x, y); }
static inline MlirValue op_mul(Gen *g, MlirValue x, MlirValue y) { return op_binary(g, HLO_OP_MULTIPLY, x, y); }
static inline MlirValue op_div(Gen *g, MlirValue x, MlirValue y) { return op_binary(g, HLO_OP_DIVIDE, x, y); }
static inline MlirValue op_neg(Gen *g, MlirValue x) { return op_unary(g, HLO_OP_NEGATE, x); }
static inline MlirValue op_exp(Gen *g, MlirValue x) { return op_unary(g, HLO_OP_EXPONENTIAL, x); }
static inline MlirValue op_log(Gen *g, MlirValue x) { return op_unary(g, HLO_OP_LOG, x); }
/* A splat constant of `type`. */
MlirValue op_full(Gen *g, MlirType type, double v);
/* A constant holding `value` (dense elements). */
MlirValue op_constant(Gen *g, MlirAttribute value);
/* A splat constant shaped and typed like `like`. */
MlirValue op_full_like(Gen *g, MlirValue like, double v);
MlirValue op_scalar(Gen *g, MlirType elem, double v);
/* x * v with v a constant of x's type. */
MlirValue op_scale(Gen *g, MlirValue x, double v);
MlirValue op_convert(Gen *g, MlirValue x, MlirType elem); /* no op if already elem */
MlirValue op_reshape(Gen *g, MlirValue x, int rank, const int64_t *dims);
MlirValue op_transpose(Gen *g, MlirValue x, const HloDims *perm);
MlirValue op_broadcast(Gen *g, MlirValue x, MlirType type, const HloDims *dims);
/* Broadcasts `x` to `like`'s shape along `like`'s leading dimensions
 * (x's dims map to like's first rank(x) dims) or, with `trailing`, its
 * last ones. */
MlirValue op_broadcast_to(Gen *g, MlirValue x, MlirValue like, bool trailing);
MlirValue op_dot(Gen *g, MlirValue x, MlirValue y, const HloDotDims *dims, MlirType out_elem);
/* Sum or max over `dims`, with the identity as init. */
MlirValue op_reduce(Gen *g, MlirValue x, const HloDims *dims, HloOpId body);
MlirValue op_compare(Gen *g, HloCompare dir, MlirValue x, MlirValue y);
MlirValue op_select(Gen *g, MlirValue pred, MlirValue on_true, MlirValue on_false);
MlirValue op_iota(Gen *g, MlirType type, int64_t dim);
MlirValue op_slice(Gen *g, MlirValue x, const HloDims *start, const HloDims *limit);
MlirValue op_concat(Gen *g, int n, const MlirValue *xs, int64_t dim);
MlirValue op_gather(Gen *g, MlirValue operand, MlirValue indices, const HloGatherDims *dims,
                    const HloDims *slice_sizes);
MlirValue op_scatter_add(Gen *g, MlirValue operand, MlirValue indices, MlirValue updates,
                         const HloScatterDims *dims);
MlirValue op_dynamic_slice(Gen *g, MlirValue x, const MlirValue *starts, const HloDims *sizes);
MlirValue op_dynamic_update_slice(Gen *g, MlirValue x, MlirValue update, const MlirValue *starts);
MlirOperation op_call(Gen *g, const char *callee, int nargs, const MlirValue *args, int nresults,
                      const MlirType *types);
void op_return(Gen *g, const char *name, int n, const MlirValue *xs);

/* ---- functions and the module ---- */

/* Starts a function and moves the insertion point into its body. */
MlirOperation gen_func(Gen *g, const char *name, int nargs, const MlirType *args,
                       const char *visibility);
MlirValue gen_arg(MlirOperation func, int i);
/* Ends the function at the insertion point with func.return and fixes its
 * type from what it returns. */
void gen_func_return(Gen *g, MlirOperation func, int n, const MlirValue *xs);
void gen_set_insertion_end(Gen *g, MlirBlock block);

/* ---- reverse-mode differentiation (ad.c) ----
 * While a tape records, every op whose data operands depend on a marked
 * input is noted together with what its derivative needs from the
 * forward pass (computed then, as JAX's linearization does). The backward
 * pass walks the tape in reverse and emits the transposed ops at the
 * insertion point. Forward values the backward reads go through
 * ad_primal, which can carry them into another function. */

typedef struct AdNode AdNode;

typedef struct AdRule {
  const char *name;
  /* Emits what the backward needs that depends only on primal values,
   * right after the forward op; may be NULL. */
  void (*residual)(Gen *g, AdNode *n);
  /* Emits the backward: cts[k] is the cotangent of output k or null. */
  void (*backward)(Gen *g, AdTape *t, AdNode *n, const MlirValue *cts);
} AdRule;

enum { AD_MAX_VALUES = 8, AD_MAX_PARAMS = 4 };

struct AdNode {
  const AdRule *rule;
  MlirOperation op; /* the primal op of a primitive rule */
  int nin, nout;
  MlirValue in[AD_MAX_VALUES], out[AD_MAX_VALUES];
  MlirValue res[2];  /* forward-time residuals */
  int64_t param[AD_MAX_PARAMS];
};

/* Moves a forward value into the block the backward is emitted in. */
typedef MlirValue (*AdImport)(Gen *g, void *user, MlirValue v);

struct AdTape {
  AdNode *nodes;
  size_t len, cap;
  HloPtrMap active;   /* values depending on a marked input */
  HloPtrMap cotangent; /* value -> index into cts */
  MlirValue *cts;
  size_t ncts, capcts;
  int paused;
  bool onehot_gather; /* transpose gathers as one-hot contractions */
  AdImport import;
  void *import_user;
};

void ad_start(Gen *g, AdTape *t);
void ad_stop(Gen *g);
void ad_free(AdTape *t);
void ad_mark(AdTape *t, MlirValue v);
bool ad_active(const AdTape *t, MlirValue v);
/* Ops emitted while paused are not differentiated (stop_gradient). */
void ad_pause(Gen *g);
void ad_resume(Gen *g);
/* Called by the op layer for every new op. */
void ad_note(Gen *g, MlirOperation op);
/* Records a composite: ops emitted (paused) by a network piece whose
 * derivative has its own rule, as JAX's custom_jvp functions do. */
void ad_composite(Gen *g, const AdRule *rule, int nin, const MlirValue *in, int nout,
                  const MlirValue *out, const int64_t *params, int nparams);
MlirValue ad_primal(Gen *g, AdTape *t, MlirValue v);
void ad_accumulate(Gen *g, AdTape *t, MlirValue x, MlirValue ct);
void ad_seed(Gen *g, AdTape *t, MlirValue y, MlirValue ct);
void ad_backward(Gen *g, AdTape *t);
/* The cotangent of `x` after the backward, or zeros of its type. */
MlirValue ad_grad(Gen *g, AdTape *t, MlirValue x);

/* ---- network pieces (nn.c) ---- */

/* Mixed precision: parameters are f32; activations are `compute`
 * (f32 or bf16); contractions and statistics accumulate in f32. */
typedef struct Policy {
  MlirType compute;
} Policy;

MlirValue nn_cast(Gen *g, MlirValue x, MlirType elem);
/* x [..., K] @ w [K, N] (+ b [N]), f32 accumulation, result in compute. */
MlirValue nn_dense(Gen *g, const Policy *p, MlirValue x, MlirValue w, MlirValue b);
MlirValue nn_layer_norm(Gen *g, const Policy *p, MlirValue x, MlirValue gamma, MlirValue beta);
MlirValue nn_gelu(Gen *g, MlirValue x);
MlirValue nn_relu(Gen *g, MlirValue x);
MlirValue nn_softmax(Gen *g, MlirValue x, int64_t axis);
/* log_softmax as JAX writes it (differentiated op by op) and as PyTorch
 * decomposes it (one rule keeping the output, computing in f32). */
MlirValue nn_log_softmax(Gen *g, MlirValue x, int64_t axis);
MlirValue nn_log_softmax_torch(Gen *g, MlirValue x, int64_t axis);
/* x ** n for a small integer n (JAX's integer_pow). */
MlirValue nn_integer_pow(Gen *g, MlirValue x, int n);
/* n equal parts along `axis` (lax.split): one rule, a concatenate back. */
void nn_split(Gen *g, MlirValue x, int64_t axis, int n, MlirValue *out);
/* one_hot(labels, n) in `elem`: iota == labels, as jax.nn.one_hot. */
MlirValue nn_one_hot(Gen *g, MlirValue labels, int64_t n, MlirType elem);
/* Mean over all positions of -sum(one_hot(labels) * log_softmax(logits)),
 * in f32; logits [..., V], labels [...]. */
MlirValue nn_cross_entropy(Gen *g, MlirValue logits, MlirValue labels);
/* The loss seed: 1.0, or a tangent argument when `arg` is not null. */
MlirValue nn_loss_seed(Gen *g, MlirValue arg);

/* ---- SPMD annotations (shard.c) ----
 * A sharding spec has one character per dimension: '.' whole, 'd' split
 * over the data axis, 'm' over the model axis. Nothing is written unless
 * the mesh has more than one device. */

extern const char *const gen_shard_format_choices[]; /* gspmd, sdy */
/* "none", "data:N", "model:N" or "data:N,model:M". */
bool gen_shard_parse(const char *text, int format, GenShard *out, HloStr *error);
bool gen_shard_active(const GenShard *s);
/* mhlo.num_partitions, and Shardy's sdy.mesh @mesh. */
void gen_shard_module(Gen *g);
/* Shardings of a function's arguments and results (NULL entries: none). */
void gen_shard_signature(Gen *g, MlirOperation func, const char *const *args,
                         const char *const *results);
/* with_sharding_constraint: a @Sharding custom call or an
 * sdy.sharding_constraint, whose cotangent is constrained alike. */
MlirValue op_shard(Gen *g, MlirValue x, const char *spec);

/* ---- generators ---- */

typedef enum GenOptKind { OPT_INT, OPT_BOOL, OPT_ENUM, OPT_LIST, OPT_STRING } GenOptKind;

enum { GEN_MAX_LIST = 64 };

typedef struct GenList {
  int n;
  int64_t v[GEN_MAX_LIST];
} GenList;

typedef struct GenOption {
  const char *name;
  GenOptKind kind;
  size_t offset;              /* of the field in the generator's config */
  const char *default_value;
  int64_t min, max;           /* OPT_INT and OPT_LIST elements */
  const char *help;
  const char *const *choices; /* OPT_ENUM: NULL-terminated; the field is an int */
                              /* OPT_STRING: the field is a const char * */
} GenOption;

typedef struct Generator {
  const char *name;
  const char *summary;
  const char *module_name; /* sym_name of the module, as JAX names it */
  const GenOption *options;
  int noptions;
  size_t config_size;
  /* Cross-option checks; false with a message in `error`. May be NULL. */
  bool (*validate)(const void *config, HloStr *error);
  void (*generate)(Gen *g, const void *config);
} Generator;

extern const Generator gen_mlp, gen_gpt2, gen_scan, gen_linear_ce, gen_random;

/* Options shared by the training-step generators. */
extern const char *const gen_dtype_choices[];     /* f32, bf16 */
extern const char *const gen_loss_seed_choices[]; /* const, arg */
MlirType gen_dtype(Gen *g, int choice);
/* --loss-seed=arg is the backward pass's input: false, with the error
 * said, when there is no backward pass to take it. */
bool gen_check_loss_seed(int loss_seed, bool backward, HloStr *error);

/* Checks that a tensor of these dimensions has a byte size that fits in
 * int64; false with a message naming `what` otherwise. */
bool gen_check_size(const char *what, int rank, const int64_t *dims, int64_t elem_bytes,
                    HloStr *error);

#endif
