/*
 * Module auto_chunk (passes/auto_chunk/, internal header internal.h): this
 * file finds amplifiers and grows regions, rules.c holds the per-op
 * propagation rules, emit.c outlines and calls. It may call the IR layer,
 * the memory and cost models and the pass infrastructure's public API;
 * no other pass.
 *
 * hlomem-auto-chunk: computes the huge intermediates of a training step a
 * few rows at a time. It finds an amplifier (a dot_general whose output is
 * much larger than its inputs, like the [B*T, V] logits of linear +
 * cross-entropy), grows around it the region of ops that can run per
 * chunk, forward and backward, outlines that region into a private
 * function and calls it once per chunk, slicing chunked inputs, passing
 * weights whole, concatenating chunked outputs and summing partial ones.
 * The peak then holds one chunk of the big values instead of all of them.
 * Anchored on builtin.module (it adds functions).
 *
 * Options: num-chunks=N|auto, target-bytes= (for auto), amplify-ratio=,
 * min-bytes=, target=<location> (force an amplifier), loop (one
 * stablehlo.while over the chunks), barriers=true|false (serialize the
 * calls, emit.c), explain (a remark per refusal), stats (a remark per
 * rewrite).
 *
 * The pipeline, per function: find amplifiers (highest output/input ratio
 * first) -> for each chunkable dimension of the amplifier's result,
 * propagate chunking metadata with the per-op rules of
 * rules.c -> close: no output of the region may be amplified
 * -> factor the backward seed out as scale_by if it can -> place the call
 * where every input exists and no output has been used -> choose the
 * number of chunks -> emit (emit.c). The first dimension that
 * closes and has a row for every chunk asked for is chunked (GPT-2's
 * batch of 8 cannot take 16 chunks, its 1024 tokens can), else the first
 * that closes. An amplifier that cannot close leaves the next one its
 * turn; after a rewrite the function is read again and the amplifiers
 * are tried anew, and only the round that rewrites nothing explains its
 * refusals, one remark per amplifier.
 *
 * Propagation is a worklist, and it never grows through another
 * amplifier: a contraction whose result is amplified while none of its
 * operands is ("amplified" measured against this amplifier, whether or
 * not that product passes amplify-ratio itself). A value is derived when
 * it is computed from the amplifier's result, not through another
 * amplifier. A region value pushes its users when it is amplified (they
 * must join, or it escapes) or when a big derived value lies downstream
 * of it (the look-ahead); they join when their rule agrees with what is
 * known (forward), unless they are another amplifier. So where the data
 * narrows (the row maxima and sums of a softmax, dh = dlogits @ W,
 * dW = x^T @ dlogits) the region goes on toward what spreads it back (the
 * normaliser broadcast onto the logits, the loss's backward from its
 * seed), not into a new product. A broadcast adds no data; a product of
 * narrow values makes new data, of dimensions of its own: a computation
 * of its own, chunked on its own turn if at all. In a GPT-2 step the
 * blocks' backward makes [B, H, T, T] attention scores of dh. Growing
 * into them, the LM head's region would swallow the blocks' backward,
 * whose inputs are computed from the region's results, and the call could
 * not be placed; it ends at dh and dW instead. (A region op that needs
 * another amplifier's result chunked may still pull that product in, as
 * below: recomputed per chunk from its narrow operands, it leads nowhere
 * further.)
 *
 * An op in the region that needs an outside value chunked pulls that
 * value's producer in when recomputing it per chunk costs no more input
 * than slicing it and it is amplified itself (a zero-initialised scatter,
 * a broadcast bias, a one-hot mask), made from amplified values (the i1
 * compare under a one-hot mask) or computed from scalars alone (the
 * backward seed): backward. Everything else it needs becomes an input. A
 * function that cannot be chunked is left unchanged.
 *
 * Row numbers are the one value that is neither sliced nor passed whole.
 * A gather (or scatter) whose index component into the chunked dimension
 * is proved to be the row number of each lookup (an iota along the
 * indices' batch dimension, of the same length, seen through convert,
 * reshape, transpose, broadcast_in_dim and concatenate, and filling no
 * other component: torch_xla's take_along_axis) reads row r for lookup r,
 * so each chunk reads its own rows, which the chunk numbers from 0. Such indices are needed as
 * CK_ROWS: the ops computing them are pulled in whatever their size, the
 * iota is rebuilt without the chunk's offset, the other components (the
 * labels) are sliced, and they are never an output: ops outside keep the
 * original. When the proof fails, the remark says which step did.
 *
 * Cost. A training step has many amplifiers that cannot be chunked (a
 * transformer's attention scores and their gradients, two a layer), and
 * the region of each can reach across the whole step. So an attempt
 * costs what it explores, not the size of the function: what the rules
 * say of an op is asked once per body, what an attempt knows of an op
 * (big, derived, the look-ahead) when it is needed, and only the ops it
 * touched are reset for the next. And unless a refusal is to be said
 * (explain, or a target), an attempt stops at the first failure that
 * nothing joining later could undo ("certain failures" below), so that
 * a refusal costs about the ops its amplified values must reach. The
 * decisions are those of attempts run to the end.
 */
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "hlomem/diag.h"
#include "pipeline/catalog.h"

typedef struct ChunkOptions {
  char *num_chunks;
  int64_t target_bytes;
  double amplify_ratio;
  int64_t min_bytes;
  char *target;
  bool loop;
  bool barriers;
  bool explain;
  bool stats;
} ChunkOptions;

static const HloOptionInfo chunk_options[] = {
    {"num-chunks", HLO_OPT_STRING, offsetof(ChunkOptions, num_chunks), "8",
     "number of chunks, or auto (the fewest whose per-chunk peak fits target-bytes)", NULL},
    {"target-bytes", HLO_OPT_BYTES, offsetof(ChunkOptions, target_bytes), "0",
     "per-chunk peak that num-chunks=auto aims for (0: none, 8 chunks)", NULL},
    {"amplify-ratio", HLO_OPT_DOUBLE, offsetof(ChunkOptions, amplify_ratio), "8",
     "least output/input size ratio of an amplifier", NULL},
    {"min-bytes", HLO_OPT_BYTES, offsetof(ChunkOptions, min_bytes), "1MiB",
     "least output size of an amplifier", NULL},
    {"target", HLO_OPT_STRING, offsetof(ChunkOptions, target), "",
     "chunk the op at this location (file:line:col, line:col, line or a name)", NULL},
    {"loop", HLO_OPT_BOOL, offsetof(ChunkOptions, loop), "false",
     "emit one stablehlo.while over the chunks instead of one call each", NULL},
    {"barriers", HLO_OPT_BOOL, offsetof(ChunkOptions, barriers), "true",
     "tie each call to the chunks before it with a stablehlo.optimization_barrier, so that "
     "inlined chunks cannot overlap (false: the consumer keeps them apart)",
     NULL},
    {"explain", HLO_OPT_BOOL, offsetof(ChunkOptions, explain), "false",
     "say why an amplifier was not chunked", NULL},
    {"stats", HLO_OPT_BOOL, offsetof(ChunkOptions, stats), "false",
     "a remark per rewrite: amplifier, chunks, region, inputs, outputs, per-chunk peak", NULL},
};

/* num-chunks as a number, or 0 for auto. */
static int64_t requested_chunks(const ChunkOptions *o) {
  if (!strcmp(o->num_chunks, "auto"))
    return 0;
  char *end;
  long long n = strtoll(o->num_chunks, &end, 10);
  return *o->num_chunks && !*end && n >= 1 ? n : -1;
}

static bool validate(const void *opts, HloStr *error) {
  const ChunkOptions *o = opts;
  if (requested_chunks(o) < 0) {
    hlo_str_printf(error, "invalid value '%s' for option 'num-chunks' of pass "
                          "'hlomem-auto-chunk': expected a positive integer or auto",
                   o->num_chunks);
    return false;
  }
  if (!(o->amplify_ratio > 1)) {
    hlo_str_puts(error, "option 'amplify-ratio' of pass 'hlomem-auto-chunk' must be above 1");
    return false;
  }
  if (o->min_bytes < 0 || o->target_bytes < 0) {
    hlo_str_puts(error, "byte options of pass 'hlomem-auto-chunk' must be at least 0");
    return false;
  }
  if (o->target_bytes && requested_chunks(o) != 0) {
    hlo_str_puts(error, "option 'target-bytes' of pass 'hlomem-auto-chunk' needs num-chunks=auto");
    return false;
  }
  return true;
}

/* ---- describing ops in remarks ---- */

static const char *op_name(HloArena *a, MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return hlo_arena_strndup(a, n.data, n.length);
}

/* "stablehlo.add at f.mlir:3:8" */
static const char *describe(HloArena *a, MlirOperation op) {
  HloStr s = {0};
  chunk_op_text(&s, op);
  const char *r = hlo_arena_strndup(a, s.data, s.len);
  hlo_str_free(&s);
  return r;
}

/* "argument #2" or "computed by stablehlo.divide at f.mlir:3:8" */
static const char *value_text(HloArena *a, const Body *b, MlirValue v) {
  int32_t p = chunk_producer(b, v);
  if (p >= 0)
    return hlo_arena_printf(a, "computed by %s", describe(a, b->nodes[p].op));
  if (mlirValueIsABlockArgument(v))
    return hlo_arena_printf(a, "argument #%d", (int)mlirBlockArgumentGetArgNumber(v));
  return "from another block";
}

static const char *type_text(HloArena *a, MlirType t) {
  HloStr s = {0};
  hlo_type_print(t, &s);
  const char *r = hlo_arena_strndup(a, s.data ? s.data : "", s.len);
  hlo_str_free(&s);
  return r;
}

/* ---- the function body ---- */

int32_t chunk_producer(const Body *b, MlirValue v) {
  int64_t k;
  if (!mlirValueIsAOpResult(v) || !hlo_ptrmap_get(&b->pos, mlirOpResultGetOwner(v).ptr, &k))
    return -1;
  return (int32_t)k;
}

/* The state of an op outside every attempt. */
static void node_reset(Node *n) {
  n->touched = false;
  n->role = ROLE_OUTSIDE;
  n->blocked = BLOCK_NONE;
  n->scale = SC_PLAIN;
  n->scalar_derived = n->big = n->another = n->derived = n->reach = -1;
  n->required = n->hoisted = false;
  n->meta = meta_of(CK_NONE, 0);
  n->need = NULL;
}

int64_t chunk_value_bytes(const Body *b, MlirValue v) {
  return b->shard ? hlo_sharding_value_bytes(b->shard, v) : hlo_value_bytes(v);
}

int64_t chunk_value_elements(const Body *b, MlirValue v) {
  MlirType t = mlirValueGetType(v);
  int64_t n = hlo_type_elements(t);
  if (!b->shard || n < 0)
    return n;
  int64_t elem = hlo_element_bytes(mlirShapedTypeGetElementType(t));
  return elem > 0 ? chunk_value_bytes(b, v) / elem : n;
}

/* How many pieces dimension `dim` of `v` is split into over the devices. */
static int64_t dim_split(const Body *b, MlirValue v, int dim) {
  HloSharding s;
  return b->shard && hlo_sharding_of(b->shard, v, &s) && s.kind == HLO_SHARD_TILED
             ? hlo_sharding_tiles(&s, dim)
             : 1;
}

/* The ops of the function's one block, in program order. */
static bool body_init(Body *b, MlirOperation module, MlirOperation func) {
  memset(b, 0, sizeof *b);
  b->module = module;
  b->func = func;
  b->block = hlo_func_entry(func);
  if (mlirBlockIsNull(b->block) || !mlirBlockIsNull(mlirBlockGetNextInRegion(b->block)))
    return false;
  intptr_t n;
  MlirOperation *ops = hlo_block_ops(b->block, &n);
  b->n = (int32_t)n;
  if (b->n == 0) {
    free(ops);
    return false;
  }
  if (hlo_module_devices(module) > 1) {
    b->shard = hlo_sharding_analyze(module, NULL);
    if (hlo_sharding_devices(b->shard) <= 1) {
      hlo_sharding_free(b->shard);
      b->shard = NULL;
    }
  }
  b->nodes = hlo_arena_new(&b->arena, Node, b->n);
  for (int32_t k = 0; k < b->n; k++) {
    Node *node = &b->nodes[k];
    node->op = ops[k];
    node->id = hlo_op_id(ops[k]);
    node->rule = -1;
    node_reset(node);
  }
  free(ops);
  return true;
}

/* Counts (pass 0) or records (pass 1) user k of node p. */
static void add_user(Body *b, int32_t p, int32_t k, int pass) {
  Node *n = &b->nodes[p];
  if (pass == 1)
    n->users[n->nusers] = k;
  n->nusers++;
}

typedef struct RegionUses {
  Body *b;
  int32_t user;
  int pass;
} RegionUses;

static MlirWalkResult add_nested_uses(MlirOperation op, void *data) {
  RegionUses *u = data;
  if (mlirOperationEqual(op, u->b->nodes[u->user].op))
    return MlirWalkResultAdvance;
  for (intptr_t j = 0, n = mlirOperationGetNumOperands(op); j < n; j++) {
    int32_t p = chunk_producer(u->b, mlirOperationGetOperand(op, j));
    if (p >= 0)
      add_user(u->b, p, u->user, u->pass);
  }
  return MlirWalkResultAdvance;
}

/* The body's values the regions of node k use, as uses by k. */
static void add_region_users(Body *b, int32_t k, int pass) {
  RegionUses u = {b, k, pass};
  mlirOperationWalk(b->nodes[k].op, add_nested_uses, &u, MlirWalkPreOrder);
}

/* The operands and users of every op, by position, which attempts need:
 * made only for a function with an amplifier to try (most have none).
 * Users come from the operand lists, not from MLIR's use lists: a use
 * list is read through the user's op, a cache miss per use in a large
 * body; the operand lists are in hand. An op with regions uses what its
 * regions' ops use from the body. */
static void body_link(Body *b) {
  hlo_ptrmap_reserve(&b->pos, (size_t)b->n);
  for (int32_t k = 0; k < b->n; k++)
    hlo_ptrmap_put(&b->pos, b->nodes[k].op.ptr, k);
  int32_t nnested = 0, *nested = hlo_arena_new(&b->arena, int32_t, b->n);
  for (int32_t k = 0; k < b->n; k++) {
    Node *n = &b->nodes[k];
    n->nops = (int32_t)mlirOperationGetNumOperands(n->op);
    n->ops = hlo_arena_new(&b->arena, int32_t, n->nops);
    for (int32_t j = 0; j < n->nops; j++)
      n->ops[j] = chunk_producer(b, mlirOperationGetOperand(n->op, j));
    if (mlirOperationGetNumRegions(n->op) > 0)
      nested[nnested++] = k;
    n->ruled = chunk_op_ruled(n->op);
    n->generator =
        (n->id == HLO_OP_CONSTANT || n->id == HLO_OP_IOTA) && chunk_is_generator(n->op);
    n->may_be_rows = chunk_may_be_rows(n->op);
  }
  for (int pass = 0; pass < 2; pass++) {
    for (int32_t k = 0; k < b->n; k++) {
      Node *n = &b->nodes[k];
      if (pass == 1) {
        n->users = hlo_arena_new(&b->arena, int32_t, n->nusers);
        n->nusers = 0;
      }
    }
    for (int32_t k = 0; k < b->n; k++)
      for (int32_t j = 0; j < b->nodes[k].nops; j++)
        if (b->nodes[k].ops[j] >= 0)
          add_user(b, b->nodes[k].ops[j], k, pass);
    for (int32_t i = 0; i < nnested; i++)
      add_region_users(b, nested[i], pass);
  }
}

static void body_free(Body *b) {
  hlo_sharding_free(b->shard);
  free(b->touched);
  hlo_ptrmap_free(&b->pos);
  hlo_arena_free(&b->arena);
}

/* Node k, whose per-attempt state is about to be read or set: the reset
 * before the next attempt will restore it. An attempt thus costs what it
 * explores, not the size of the function. */
static Node *touch(Body *b, int32_t k) {
  Node *n = &b->nodes[k];
  if (!n->touched) {
    if (b->ntouched == b->captouched) {
      b->captouched = b->captouched ? 2 * b->captouched : 256;
      b->touched = hlo_xrealloc(b->touched, sizeof *b->touched * (size_t)b->captouched);
    }
    b->touched[b->ntouched++] = k;
    n->touched = true;
  }
  return n;
}

static void body_reset(Body *b) {
  for (int32_t i = 0; i < b->ntouched; i++)
    node_reset(&b->nodes[b->touched[i]]);
  b->ntouched = 0;
}

/* The modes of op k (chunk_op_modes), asked once per body: they depend
 * on the op and on how its indices are computed, never on the attempt. */
static bool node_modes(Body *b, Modes *scratch, int32_t k) {
  Node *n = &b->nodes[k];
  if (n->rule < 0) {
    n->rule = chunk_op_modes(n->op, scratch);
    if (n->rule) {
      size_t size = (size_t)scratch->n * (size_t)scratch->nslots;
      Meta *m = hlo_arena_new(&b->arena, Meta, size);
      memcpy(m, scratch->m, sizeof(Meta) * size);
      n->modes = m;
      n->nmodes = scratch->n;
    }
  }
  return n->rule;
}

static MlirValue result0(const Node *n) { return mlirOperationGetResult(n->op, 0); }
static bool single_result(const Node *n) { return mlirOperationGetNumResults(n->op) == 1; }

/* ---- finding amplifiers ---- */

typedef struct Candidate {
  int32_t node;
  double ratio;
} Candidate;

static int by_ratio_desc(const void *x, const void *y) {
  const Candidate *a = x, *b = y;
  if (a->ratio != b->ratio)
    return a->ratio < b->ratio ? 1 : -1;
  return (a->node > b->node) - (a->node < b->node);
}

/* Amplifiers are contractions: dot_general, dot. */
static bool is_contraction(HloOpId id) {
  return id == HLO_OP_DOT_GENERAL || id == HLO_OP_DOT;
}

/* Output bytes over the sum of input bytes (one device's); -1 if a size
 * is unknown. */
static double amplification(const Body *body, MlirOperation op) {
  int64_t out = chunk_value_bytes(body, mlirOperationGetResult(op, 0)), in = 0;
  if (out < 0)
    return -1;
  for (intptr_t j = 0, n = mlirOperationGetNumOperands(op); j < n; j++) {
    int64_t b = chunk_value_bytes(body, mlirOperationGetOperand(op, j));
    if (b < 0)
      return -1;
    in += b;
  }
  return in > 0 ? (double)out / (double)in : INFINITY;
}

/* Does a location name `target`? Accepted: a name location's name, or
 * file:line:col with the file, or file and column, left out. */
static bool location_matches(MlirLocation loc, const char *target) {
  HloStr text = {0};
  mlirLocationPrint(loc, hlo_str_callback, &text);
  HloStr quoted = {0};
  hlo_str_printf(&quoted, "\"%s\"", target);
  bool named = text.data && strstr(text.data, quoted.data);
  hlo_str_free(&text);
  hlo_str_free(&quoted);
  if (named)
    return true;

  HloStr file = {0};
  unsigned line, col;
  bool ok = hlo_location_split(loc, &file, &line, &col);
  if (ok) {
    /* Peel ":col" and ":line" (or a bare line) off the end of the target. */
    char *t = hlo_xstrdup(target);
    long nums[2];
    int n = 0;
    char *colon;
    while (n < 2) {
      colon = strrchr(t, ':');
      char *digits = colon ? colon + 1 : t;
      char *end;
      long v = strtol(digits, &end, 10);
      if (!*digits || *end || v < 0)
        break;
      nums[n++] = v;
      if (!colon) {
        *t = 0;
        break;
      }
      *colon = 0;
    }
    size_t flen = strlen(t), have = file.len;
    bool file_ok = !flen || (have >= flen && !strcmp(file.data + have - flen, t) &&
                             (have == flen || file.data[have - flen - 1] == '/'));
    ok = n > 0 && file_ok &&
         (n == 1 ? (unsigned long)nums[0] == line
                 : (unsigned long)nums[1] == line && (unsigned long)nums[0] == col);
    free(t);
  }
  hlo_str_free(&file);
  return ok;
}

/* Amplifier candidates, best first: contractions over the thresholds, or
 * the ops at the target location. `dynamic` counts contractions skipped
 * for unknown sizes. */
static int32_t find_amplifiers(Body *b, const ChunkOptions *o, Candidate **out, int32_t *dynamic) {
  Candidate *c = hlo_arena_new(&b->arena, Candidate, b->n);
  int32_t n = 0;
  *dynamic = 0;
  for (int32_t k = 0; k < b->n; k++) {
    MlirOperation op = b->nodes[k].op;
    if (mlirOperationGetNumResults(op) != 1 || (!*o->target && !is_contraction(b->nodes[k].id)))
      continue;
    double ratio = amplification(b, op);
    if (*o->target) {
      if (location_matches(mlirOperationGetLocation(op), o->target))
        c[n++] = (Candidate){k, ratio};
      continue;
    }
    if (ratio < 0) {
      (*dynamic)++;
      continue;
    }
    if (chunk_value_bytes(b, mlirOperationGetResult(op, 0)) >= o->min_bytes &&
        ratio >= o->amplify_ratio)
      c[n++] = (Candidate){k, ratio};
  }
  qsort(c, (size_t)n, sizeof *c, by_ratio_desc);
  *out = c;
  return n;
}

/* ---- one attempt: an amplifier chunked along one dimension ---- */

typedef enum WorkKind { WORK_FORWARD, WORK_PULL } WorkKind;

typedef struct Work {
  int32_t node;
  uint8_t kind;
  Meta want;
} Work;

/* A step of a depth-first search: an op and the next neighbour to see. */
typedef struct Frame {
  int32_t node, next;
} Frame;

typedef struct Attempt {
  Body *b;
  const ChunkOptions *o;
  int32_t amp;
  int64_t amp_bytes, amp_in_elements;
  bool early;  /* stop at the first certain failure: nothing will explain it */
  bool doomed; /* one was met */
  Modes modes;
  Meta *known;
  Work *heap; /* pending work, earliest op first */
  size_t len, cap;
  int32_t nmembers, capmembers;
  int32_t *members; /* the region, in the order ops join it */
  int32_t *region;  /* the same in program order, once propagation ends */
  Frame *frames;
  int32_t nframes, capframes;
  int32_t *stack;
  int32_t nstack, capstack;
  int32_t *moved; /* ops that move up to the call site (place) */
  int32_t nmoved, capmoved;
  uint64_t leads, comes; /* the barriers required ops lead to, come from */
  HloStr why;            /* the reason it failed, clauses separated by "; " */
} Attempt;

/* Reasons are written only when they will be said (explain, a target):
 * naming ops by their locations costs more than the attempts themselves
 * on a step with thousands of amplifiers. */
#define WHY(a, ...) ((a)->early ? (void)0 : why((a), __VA_ARGS__))
#define DOOM(a, ...) ((a)->early ? (void)((a)->doomed = true) : doom((a), __VA_ARGS__))

static void why(Attempt *a, const char *fmt, ...) HLO_PRINTF(2, 3);
static void why(Attempt *a, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  if (a->why.len)
    hlo_str_puts(&a->why, "; ");
  hlo_str_vprintf(&a->why, fmt, ap);
  va_end(ap);
}

static void attempt_free(Attempt *a) {
  hlo_str_free(&a->why);
  chunk_modes_free(&a->modes);
  free(a->known);
  free(a->heap);
  free(a->members);
  free(a->region);
  free(a->frames);
  free(a->stack);
  free(a->moved);
}

static void stack_push(Attempt *a, int32_t k) {
  if (a->nstack == a->capstack) {
    a->capstack = a->capstack ? 2 * a->capstack : 64;
    a->stack = hlo_xrealloc(a->stack, sizeof *a->stack * (size_t)a->capstack);
  }
  a->stack[a->nstack++] = k;
}

/* Work on earlier ops goes first, so that an op's operands are settled,
 * as far as they can be, before the op is. */
static bool before(const Work *x, const Work *y) {
  return x->node < y->node || (x->node == y->node && x->kind < y->kind);
}

static void push(Attempt *a, int32_t node, WorkKind kind, Meta want) {
  if (a->len == a->cap) {
    a->cap = a->cap ? 2 * a->cap : 64;
    a->heap = hlo_xrealloc(a->heap, sizeof *a->heap * a->cap);
  }
  size_t i = a->len++;
  a->heap[i] = (Work){node, (uint8_t)kind, want};
  while (i > 0 && before(&a->heap[i], &a->heap[(i - 1) / 2])) {
    Work t = a->heap[i];
    a->heap[i] = a->heap[(i - 1) / 2];
    a->heap[(i - 1) / 2] = t;
    i = (i - 1) / 2;
  }
}

static Work pop(Attempt *a) {
  Work top = a->heap[0];
  a->heap[0] = a->heap[--a->len];
  for (size_t i = 0;;) {
    size_t l = 2 * i + 1, r = l + 1, m = i;
    if (l < a->len && before(&a->heap[l], &a->heap[m]))
      m = l;
    if (r < a->len && before(&a->heap[r], &a->heap[m]))
      m = r;
    if (m == i)
      break;
    Work t = a->heap[i];
    a->heap[i] = a->heap[m];
    a->heap[m] = t;
    i = m;
  }
  return top;
}

/* ---- what the attempt knows of an op, asked when needed ---- */

/* A value too large to leave the region: bigger than the amplifier's
 * inputs and than its output divided by the ratio. */
static bool is_big(const Attempt *a, MlirValue v) {
  int64_t bytes = chunk_value_bytes(a->b, v), elements = chunk_value_elements(a->b, v);
  return bytes >= 0 && elements > a->amp_in_elements &&
         (double)bytes * a->o->amplify_ratio > (double)a->amp_bytes;
}

/* A result of op k is amplified. */
static bool big(Attempt *a, int32_t k) {
  Node *n = touch(a->b, k);
  if (n->big < 0) {
    n->big = 0;
    for (intptr_t r = 0, nr = mlirOperationGetNumResults(n->op); r < nr && !n->big; r++)
      n->big = is_big(a, mlirOperationGetResult(n->op, r));
  }
  return n->big;
}

/* Another amplifier: a contraction whose result is big while none of its
 * operands is. */
static bool another(Attempt *a, int32_t k) {
  Node *n = touch(a->b, k);
  if (n->another < 0) {
    bool big_operand = false;
    for (int32_t j = 0; j < n->nops && !big_operand; j++)
      big_operand = n->ops[j] >= 0 && big(a, n->ops[j]);
    n->another = k != a->amp && big(a, k) && !big_operand && is_contraction(n->id);
  }
  return n->another;
}

/* Two facts hold of op k when they hold of k itself or of a neighbour:
 * derived (computed from the amplifier's result, not through another
 * amplifier: a neighbour is an operand) and reach (a big derived value
 * is k or downstream of it: a neighbour is a user). The look-ahead of
 * propagation asks them of the ops it meets, and each is found once per
 * attempt, by a search that stops at the first neighbour where it holds
 * (an attempt that is soon over never sees the rest of the function). */
typedef enum Fact { FACT_DERIVED, FACT_REACH } Fact;

static bool fact(Attempt *a, int32_t k, Fact f);

static int8_t *fact_slot(Node *n, Fact f) { return f == FACT_DERIVED ? &n->derived : &n->reach; }

/* What op k says for itself: 1 or 0, or -1 to ask its neighbours. */
static int fact_base(Attempt *a, int32_t k, Fact f) {
  if (f == FACT_REACH)
    return big(a, k) && fact(a, k, FACT_DERIVED) ? 1 : -1;
  if (k == a->amp)
    return 1;
  /* Nor through a product that narrows the data (dh = dlogits @ W): what
   * is computed from it is new data, not this amplifier's spread back
   * (the broadcast of an attention backward's row sums of dO * O onto the
   * scores is the next block's, not the head's). */
  if (k < a->amp || another(a, k) || (is_contraction(a->b->nodes[k].id) && !big(a, k)))
    return 0;
  return -1;
}

static void frame_push(Attempt *a, int32_t k) {
  if (a->nframes == a->capframes) {
    a->capframes = a->capframes ? 2 * a->capframes : 64;
    a->frames = hlo_xrealloc(a->frames, sizeof *a->frames * (size_t)a->capframes);
  }
  touch(a->b, k);
  a->frames[a->nframes++] = (Frame){k, -1};
}

/* Depth first without recursion: chains are as long as the function. A
 * base may search on its own (reach asks derived) above the frames of
 * this search, and is done with them when it returns. */
static bool fact(Attempt *a, int32_t k, Fact f) {
  Body *b = a->b;
  int8_t *known = fact_slot(touch(b, k), f);
  if (*known >= 0)
    return *known;
  int32_t bottom = a->nframes;
  frame_push(a, k);
  while (a->nframes > bottom) {
    int32_t top = a->nframes - 1, v = a->frames[top].node;
    Node *n = &b->nodes[v];
    if (a->frames[top].next < 0) {
      int base = fact_base(a, v, f);
      if (base >= 0) {
        *fact_slot(n, f) = (int8_t)base;
        a->nframes = top;
        continue;
      }
      a->frames[top].next = 0;
    }
    int32_t i = a->frames[top].next, count = f == FACT_DERIVED ? n->nops : n->nusers;
    int32_t unknown = -1;
    int8_t holds = 0;
    for (; i < count; i++) {
      int32_t m = f == FACT_DERIVED ? n->ops[i] : n->users[i];
      int8_t seen = m < 0 ? 0 : *fact_slot(touch(b, m), f);
      if (seen < 0) {
        unknown = m; /* this frame comes back to it once it is known */
        break;
      }
      if (seen > 0) {
        holds = 1;
        break;
      }
    }
    a->frames[top].next = i;
    if (unknown >= 0) {
      frame_push(a, unknown);
      continue;
    }
    *fact_slot(n, f) = holds;
    a->nframes = top;
  }
  return *known;
}

/* ---- certain failures ----
 *
 * Unless a remark is to say why an attempt failed, the attempt stops as
 * soon as it cannot succeed whatever else joins the region, and the
 * amplifier's decision is the same as if it had run to the end:
 *
 * - An op is required when the region cannot close without it: an op
 *   in the region, and every user of a required amplified value (which
 *   would escape otherwise). A required op that no region can take (no
 *   rule, the return, blocked), or that cannot take an amplified value
 *   in the way the region computes it, means an escape.
 * - An op in the region that needs an operand chunked otherwise than
 *   the region computes it is an inconsistency.
 * - A barrier is an op no region can take. If a required op leads to a
 *   barrier (through ops that are not row numbers, so the first one
 *   outside is the first use of an output, at or before the call site)
 *   and the barrier leads to a required op (not through the seed of a
 *   broadcast, so the last one outside is an input), that input must
 *   be computed after the call from one of its results: the call cannot
 *   be placed. A transformer's attention scores are refused at once so:
 *   their softmax is needed by the block's backward, which needs dh from
 *   the chunked LM head's calls, which need the block's output.
 *
 * Each op carries, as bits, the barriers it leads to and comes from,
 * computed once per body (a pass each way in program order); required
 * ops add theirs to the attempt's, and a common bit is a failure. */

/* Operand j of op n may be a seed of scale_by, factored out of the call
 * rather than passed in: a rank-0 value broadcast. */
static bool seed_edge(const Node *n, int32_t j) {
  if (n->id != HLO_OP_BROADCAST_IN_DIM || j != 0)
    return false;
  MlirType t = mlirValueGetType(mlirOperationGetOperand(n->op, 0));
  return mlirTypeIsARankedTensor(t) && mlirShapedTypeGetRank(t) == 0;
}

/* The barriers of the body, and what leads to them and from them. With
 * more than 64, 64 spread over the body stand for all: any subset is
 * sound, it only finds fewer failures. */
static void body_barriers(Body *b) {
  if (b->barriers_ready)
    return;
  b->barriers_ready = true;
  int8_t *bit = hlo_xmalloc((size_t)b->n);
  int32_t count = 0;
  for (int32_t k = 0; k < b->n; k++) {
    const Node *n = &b->nodes[k];
    bool fed = false; /* by an op of the body: else nothing can lead to it */
    for (int32_t j = 0; j < n->nops && !fed; j++)
      fed = n->ops[j] >= 0;
    bit[k] = fed && n->nusers > 0 && !n->ruled ? 0 : -1;
    count += bit[k] == 0;
  }
  for (int32_t k = 0, i = 0; k < b->n; k++) {
    if (bit[k] < 0)
      continue;
    bool pick = count <= 64 || (int64_t)i * 64 / count == b->nbarriers;
    i++;
    bit[k] = -1;
    if (pick && b->nbarriers < 64) {
      bit[k] = (int8_t)b->nbarriers;
      b->barriers[b->nbarriers++] = k;
    }
  }
  b->leads_to = hlo_arena_new(&b->arena, uint64_t, b->n);
  b->comes_from = hlo_arena_new(&b->arena, uint64_t, b->n);
  for (int32_t k = 0; k < b->n; k++) {
    const Node *n = &b->nodes[k];
    for (int32_t j = 0; j < n->nops; j++) {
      int32_t p = n->ops[j];
      if (p >= 0 && !seed_edge(n, j))
        b->comes_from[k] |= b->comes_from[p] | (bit[p] >= 0 ? UINT64_C(1) << bit[p] : 0);
    }
  }
  for (int32_t k = b->n - 1; k >= 0; k--) {
    const Node *n = &b->nodes[k];
    if (n->may_be_rows)
      b->leads_to[k] = 0;
    for (int32_t j = 0; j < n->nops; j++)
      if (n->ops[j] >= 0)
        b->leads_to[n->ops[j]] |= b->leads_to[k] | (bit[k] >= 0 ? UINT64_C(1) << bit[k] : 0);
  }
  free(bit);
}

static void doom(Attempt *a, const char *fmt, ...) HLO_PRINTF(2, 3);
static void doom(Attempt *a, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  if (a->why.len)
    hlo_str_puts(&a->why, "; ");
  hlo_str_vprintf(&a->why, fmt, ap);
  va_end(ap);
  a->doomed = true;
}

/* Can op k ever join a region? */
static bool joinable(Attempt *a, int32_t k) {
  return k != a->b->n - 1 && !a->b->nodes[k].blocked && node_modes(a->b, &a->modes, k);
}

/* Can op u join with its operand k computed as `m`? */
static bool takes(Attempt *a, int32_t u, int32_t k, Meta m) {
  if (!joinable(a, u))
    return false;
  const Node *n = &a->b->nodes[u];
  for (int32_t r = 0; r < n->nmodes; r++) {
    const Meta *row = n->modes + (size_t)r * (size_t)(n->nops + 1);
    bool ok = true;
    for (int32_t j = 0; j < n->nops && ok; j++)
      ok = n->ops[j] != k || meta_eq(row[j], m);
    if (ok)
      return true;
  }
  return false;
}

/* A partial result (a sum, maximum or minimum of the chunks' values) is
 * as large after chunking as before: its accumulator is the value. */
static bool is_partial(const Node *n) {
  return n->meta.kind == CK_SUM || n->meta.kind == CK_MAX || n->meta.kind == CK_MIN;
}

/* An amplified value leaves the region only as an output, and only whole
 * if it is partial. Row numbers never are outputs, and only integer
 * values can be row numbers. */
static bool must_stay(Attempt *a, int32_t k) {
  const Node *n = &a->b->nodes[k];
  return big(a, k) && !n->may_be_rows && !(in_region(n) && is_partial(n));
}

/* Ops whose result may be partial once they join (a contraction or a
 * reduction over the chunked dimension): until then, their users are not
 * yet required. */
static bool may_be_partial(const Node *n) {
  return !in_region(n) &&
         (n->id == HLO_OP_DOT_GENERAL || n->id == HLO_OP_DOT || n->id == HLO_OP_REDUCE);
}

/* Op k is in the region, or must be: so must the users of its value if
 * that is amplified, and theirs in turn. */
static void require(Attempt *a, int32_t k) {
  Body *b = a->b;
  HloArena *ar = &b->arena;
  int32_t bottom = a->nstack;
  stack_push(a, k);
  while (a->nstack > bottom && !a->doomed) {
    int32_t v = a->stack[--a->nstack];
    Node *n = touch(b, v);
    if (n->required)
      continue;
    n->required = true;
    if (!in_region(n) && !joinable(a, v)) {
      DOOM(a, "an amplified value escapes into %s, which cannot join the region",
           describe(ar, n->op));
      break;
    }
    a->leads |= b->leads_to[v];
    a->comes |= b->comes_from[v];
    if (a->leads & a->comes) {
      int bit = __builtin_ctzll(a->leads & a->comes);
      DOOM(a, "the call cannot be placed: its inputs need %s, which needs one of its results",
           describe(ar, b->nodes[b->barriers[bit]].op));
      break;
    }
    if (must_stay(a, v) && !may_be_partial(n))
      for (int32_t i = 0; i < n->nusers; i++)
        stack_push(a, n->users[i]);
  }
  a->nstack = bottom;
}

static const char *meta_text(HloArena *ar, Meta m);

/* Op k joined: the ops of the region using it must agree on how it is
 * chunked; if it must stay in the region, its other users must be able
 * to take it so. Then it is required. */
static void check_join(Attempt *a, int32_t k) {
  Body *b = a->b;
  HloArena *ar = &b->arena;
  const Node *n = &b->nodes[k];
  bool stays = must_stay(a, k);
  for (int32_t i = 0; i < n->nusers && !a->doomed; i++) {
    const Node *u = &b->nodes[n->users[i]];
    if (in_region(u)) {
      for (int32_t j = 0; j < u->nops; j++)
        if (u->ops[j] == k && !meta_eq(u->need[j], n->meta)) {
          DOOM(a, "%s needs the value of %s %s, but it is computed %s", describe(ar, u->op),
               describe(ar, n->op), meta_text(ar, u->need[j]), meta_text(ar, n->meta));
          break;
        }
    } else if (stays && !takes(a, n->users[i], k, n->meta)) {
      DOOM(a, "the %s value of %s escapes into %s, which cannot take it",
           type_text(ar, mlirValueGetType(result0(n))), describe(ar, n->op), describe(ar, u->op));
    }
  }
  if (a->doomed)
    return;
  bool deferred = n->required; /* required before it joined: its users wait */
  require(a, k);
  if (deferred && stays)
    for (int32_t i = 0; i < n->nusers && !a->doomed; i++)
      require(a, n->users[i]);
}

/* ---- propagation ---- */

static void attempt_reset(Attempt *a) {
  body_reset(a->b);
  if (a->early)
    body_barriers(a->b);
  a->len = 0;
  a->nmembers = 0;
  a->nframes = a->nstack = 0;
  a->leads = a->comes = 0;
  a->doomed = false;
  a->why.len = 0;
  if (a->why.data)
    a->why.data[0] = 0;
}

/* The mode of node k agreeing with what is known: the metas of operands
 * already in the region, and `want` for the result (CK_NONE when
 * propagating forward). Operands from outside can only be sliced, passed
 * whole or rebuilt as row numbers. NULL if none; *no_rule tells why, and
 * *scratch that the row lives in a->modes, until the next call. */
static const Meta *solve(Attempt *a, int32_t k, Meta want, bool *no_rule, bool *scratch) {
  Body *b = a->b;
  const Node *n = &b->nodes[k];
  const Meta *rows;
  int32_t nrows;
  *scratch = want.kind == CK_ROWS;
  if (*scratch) {
    *no_rule = !chunk_rows_modes(n->op, want, &a->modes);
    rows = a->modes.m;
    nrows = a->modes.n;
  } else {
    *no_rule = !node_modes(b, &a->modes, k);
    rows = n->modes;
    nrows = n->nmodes;
  }
  if (*no_rule)
    return NULL;
  int nops = n->nops;
  a->known = hlo_xrealloc(a->known, sizeof(Meta) * (size_t)(nops + 1));
  for (int j = 0; j < nops; j++) {
    int32_t p = n->ops[j];
    a->known[j] = p >= 0 && in_region(&b->nodes[p]) ? b->nodes[p].meta : meta_of(CK_NONE, 0);
  }
  a->known[nops] = want;
  for (int32_t m = 0; m < nrows; m++) {
    const Meta *row = rows + (size_t)m * (size_t)(nops + 1);
    bool ok = true;
    for (int j = 0; j <= nops && ok; j++) {
      if (a->known[j].kind != CK_NONE)
        ok = meta_eq(row[j], a->known[j]);
      else if (j < nops)
        ok = row[j].kind == CK_FULL || meta_splits(row[j]);
    }
    if (ok)
      return row;
  }
  return NULL;
}

/* Node k enters the region in mode `row` (copied first if it is
 * scratch): its users are examined when it is big (they must join, or it
 * escapes) or leads to a big value derived from the amplifier's result,
 * and outside values it needs chunked may be pulled in. */
static void join(Attempt *a, int32_t k, Role role, const Meta *row, bool scratch) {
  Body *b = a->b;
  Node *n = touch(b, k);
  if (scratch) {
    Meta *copy = hlo_arena_new(&b->arena, Meta, n->nops + 1);
    memcpy(copy, row, sizeof(Meta) * (size_t)(n->nops + 1));
    row = copy;
  }
  n->role = (uint8_t)role;
  n->meta = row[n->nops];
  n->need = row;
  if (a->nmembers == a->capmembers) {
    a->capmembers = a->capmembers ? 2 * a->capmembers : 64;
    a->members = hlo_xrealloc(a->members, sizeof *a->members * (size_t)a->capmembers);
  }
  a->members[a->nmembers++] = k;
  if (a->early) {
    check_join(a, k);
    if (a->doomed)
      return;
  }
  if (big(a, k) || fact(a, k, FACT_REACH))
    for (int32_t i = 0; i < n->nusers; i++)
      push(a, n->users[i], WORK_FORWARD, meta_of(CK_NONE, 0));
  for (int32_t j = 0; j < n->nops; j++) {
    int32_t p = n->ops[j];
    if (p >= 0 && !in_region(&b->nodes[p]) && meta_splits(n->need[j]))
      push(a, p, WORK_PULL, n->need[j]);
  }
}

/* Computed from rank-0 values and generators alone (the backward seed's
 * broadcast and what is derived from it elementwise). */
static bool scalar_derived(Body *b, int32_t k, int depth) {
  Node *n = touch(b, k);
  if (n->scalar_derived >= 0)
    return n->scalar_derived;
  bool ok = depth < 32 && hlo_op_is_recomputable(n->op) && n->nops > 0;
  for (int32_t j = 0; j < n->nops && ok; j++) {
    MlirValue v = mlirOperationGetOperand(n->op, j);
    HloShape s;
    int32_t p = n->ops[j];
    if (hlo_shape_of(mlirValueGetType(v), &s) && s.rank == 0)
      continue;
    ok = p >= 0 && (b->nodes[p].generator || scalar_derived(b, p, depth + 1));
  }
  n->scalar_derived = ok;
  return ok;
}

/* Has node k an amplified operand? Then it has as many elements as an
 * amplified value, in a narrower type (a one-hot mask: an i1 compare of
 * the broadcast labels with an iota). */
static bool made_from_big(Attempt *a, const Node *n) {
  for (int32_t j = 0; j < n->nops; j++)
    if (n->ops[j] >= 0 && big(a, n->ops[j]))
      return true;
  return false;
}

/* May node k be recomputed per chunk instead of sliced? Not if that needs
 * a larger input than its result (a reduction), and only if it is big,
 * made from big values (sliced, it would leave them computed in full
 * outside) or made from scalars: anything else is as cheap to slice. */
static bool worth_pulling(Attempt *a, int32_t k) {
  Body *b = a->b;
  Node *n = &b->nodes[k];
  if (!single_result(n) || !(big(a, k) || made_from_big(a, n) || scalar_derived(b, k, 0)))
    return false;
  int64_t out = hlo_type_elements(mlirValueGetType(result0(n)));
  for (int32_t j = 0; j < n->nops; j++) {
    int32_t p = n->ops[j];
    if (p >= 0 && b->nodes[p].generator)
      continue;
    if (hlo_type_elements(mlirValueGetType(mlirOperationGetOperand(n->op, j))) > out)
      return false;
  }
  return true;
}

static bool has_chunked_operand(const Body *b, const Node *n) {
  for (int32_t j = 0; j < n->nops; j++) {
    int32_t p = n->ops[j];
    if (p >= 0 && in_region(&b->nodes[p]) && b->nodes[p].meta.kind == CK_CHUNK)
      return true;
  }
  return false;
}

static void propagate(Attempt *a, const Meta *amp_row) {
  Body *b = a->b;
  join(a, a->amp, ROLE_REGION, amp_row, false);
  while (a->len > 0 && !a->doomed) {
    Work w = pop(a);
    Node *n = &b->nodes[w.node];
    if (in_region(n) || n->blocked || w.node == b->n - 1)
      continue;
    bool no_rule, scratch;
    const Meta *row;
    if (w.kind == WORK_FORWARD) {
      if (!has_chunked_operand(b, n) || another(a, w.node))
        continue;
      row = solve(a, w.node, meta_of(CK_NONE, 0), &no_rule, &scratch);
      if (!row) {
        touch(b, w.node)->blocked = no_rule ? BLOCK_NO_RULE : BLOCK_CONFLICT;
        if (a->early && n->required)
          DOOM(a, "an amplified value escapes into %s, which cannot join the region",
               describe(&b->arena, n->op));
        continue;
      }
      join(a, w.node, ROLE_REGION, row, scratch);
    } else {
      /* Row numbers cannot be sliced: they are always rebuilt. */
      if (n->generator || (w.want.kind != CK_ROWS && !worth_pulling(a, w.node)))
        continue;
      row = solve(a, w.node, w.want, &no_rule, &scratch);
      if (row)
        join(a, w.node, ROLE_PULLED, row, scratch);
    }
  }
}

static int by_position(const void *x, const void *y) {
  int32_t a = *(const int32_t *)x, b = *(const int32_t *)y;
  return (a > b) - (a < b);
}

/* The region in program order, for the checks and the plan. */
static void settle(Attempt *a) {
  a->region = hlo_xrealloc(a->region, sizeof *a->region * (size_t)(a->nmembers + 1));
  memcpy(a->region, a->members, sizeof *a->region * (size_t)a->nmembers);
  qsort(a->region, (size_t)a->nmembers, sizeof *a->region, by_position);
}

static const char *meta_text(HloArena *ar, Meta m) {
  switch (m.kind) {
  case CK_CHUNK: return hlo_arena_printf(ar, "chunked along dim %d", m.dim);
  case CK_SUM: return "as partial sums";
  case CK_MAX: return "as partial maxima";
  case CK_MIN: return "as partial minima";
  case CK_ROWS: return hlo_arena_printf(ar, "as row numbers along dim %d", m.dim);
  default: return "whole";
  }
}

/* A value can join the region after an op took it from outside; then
 * both must agree on how it is chunked. Row numbers cannot be sliced:
 * what computes them must be in the region, or be the iota itself. */
static bool consistent(Attempt *a) {
  Body *b = a->b;
  HloArena *ar = &b->arena;
  for (int32_t i = 0; i < a->nmembers; i++) {
    const Node *n = &b->nodes[a->region[i]];
    for (int32_t j = 0; j < n->nops; j++) {
      int32_t p = n->ops[j];
      bool inside = p >= 0 && in_region(&b->nodes[p]);
      if (inside && !meta_eq(b->nodes[p].meta, n->need[j])) {
        WHY(a, "%s needs the value of %s %s, but it is computed %s", describe(ar, n->op),
            describe(ar, b->nodes[p].op), meta_text(ar, n->need[j]),
            meta_text(ar, b->nodes[p].meta));
        return false;
      }
      if (!inside && n->need[j].kind == CK_ROWS && !(p >= 0 && b->nodes[p].id == HLO_OP_IOTA)) {
        WHY(a, "%s needs the value %s %s, which cannot be rebuilt per chunk", describe(ar, n->op),
            value_text(ar, b, mlirOperationGetOperand(n->op, j)), meta_text(ar, n->need[j]));
        return false;
      }
    }
  }
  return true;
}

/* A value of the region used outside it. Row numbers never are: the
 * chunk's count from 0, and the ops outside keep the original. */
static bool is_output(const Body *b, const Node *n) {
  if (n->meta.kind == CK_ROWS)
    return false;
  for (int32_t i = 0; i < n->nusers; i++)
    if (!in_region(&b->nodes[n->users[i]]))
      return true;
  return false;
}

/* The first op outside the region using node k's result. */
static int32_t first_outside_user(const Body *b, const Node *n) {
  int32_t first = -1;
  for (int32_t i = 0; i < n->nusers; i++)
    if (!in_region(&b->nodes[n->users[i]]) && (first < 0 || n->users[i] < first))
      first = n->users[i];
  return first;
}

/* What the rules of `u` can say about reading the chunked operand `n`
 * row by row: why its indices are not row-aligned. */
static const char *rows_note(Attempt *a, const Node *n, const Node *u) {
  if (u->blocked != BLOCK_CONFLICT || n->meta.kind != CK_CHUNK ||
      mlirOperationGetNumOperands(u->op) == 0 ||
      !mlirValueEqual(mlirOperationGetOperand(u->op, 0), result0(n)))
    return "";
  HloStr note = {0};
  a->modes.why = &note;
  a->modes.why_dim = n->meta.dim;
  chunk_op_modes(u->op, &a->modes);
  a->modes.why = NULL;
  const char *r = note.len ? hlo_arena_printf(&a->b->arena, " (%s)", note.data) : "";
  hlo_str_free(&note);
  return r;
}

/* The region closes when no amplified value leaves it whole, concatenated
 * from its chunks: a partial one may (a weight's gradient, larger per
 * device than the weight when the weight is split and its gradient not). */
static bool closes(Attempt *a) {
  Body *b = a->b;
  HloArena *ar = &b->arena;
  for (int32_t i = 0; i < a->nmembers; i++) {
    const Node *n = &b->nodes[a->region[i]];
    if (!big(a, a->region[i]) || !is_output(b, n) || is_partial(n))
      continue;
    const Node *u = &b->nodes[first_outside_user(b, n)];
    const char *reason = u->blocked == BLOCK_NO_RULE ? ", which has no chunking rule"
                      : u->blocked == BLOCK_CONFLICT ? ", whose operands cannot be chunked alike"
                      : n->meta.kind != CK_CHUNK     ? ", which needs it whole"
                                                     : "";
    WHY(a, "the %s value of %s escapes into %s%s%s", type_text(ar, mlirValueGetType(result0(n))),
        describe(ar, n->op), describe(ar, u->op), reason, rows_note(a, n, u));
    return false;
  }
  return true;
}

/* ---- scale_by ---- */

/* Computed from constants alone. */
static bool constant_expr(const Body *b, MlirValue v, int depth) {
  int32_t p = chunk_producer(b, v);
  if (p < 0 || depth > 16)
    return false;
  MlirOperation op = b->nodes[p].op;
  if (b->nodes[p].id == HLO_OP_CONSTANT)
    return true;
  intptr_t n = mlirOperationGetNumOperands(op);
  if (n == 0 || !hlo_op_is_recomputable(op))
    return false;
  for (intptr_t j = 0; j < n; j++)
    if (!constant_expr(b, mlirOperationGetOperand(op, j), depth + 1))
      return false;
  return true;
}

/* The rank-0 operand of a broadcast that is not a constant: a seed. A
 * constant one is as cheap to pass in. */
static bool seed_scalar(const Body *b, const Node *n, MlirValue *s) {
  if (n->role != ROLE_PULLED || n->id != HLO_OP_BROADCAST_IN_DIM)
    return false;
  MlirValue v = mlirOperationGetOperand(n->op, 0);
  HloShape shape;
  int32_t p = n->ops[0];
  if (!hlo_shape_of(mlirValueGetType(v), &shape) || shape.rank != 0 ||
      !hlo_type_is_float(shape.elem) || (p >= 0 && b->nodes[p].generator) ||
      constant_expr(b, v, 0))
    return false;
  *s = v;
  return true;
}

bool chunk_is_seed(const Plan *p, const Node *n) {
  MlirValue s;
  return !mlirValueIsNull(p->scale) && seed_scalar(p->body, n, &s) && mlirValueEqual(s, p->scale);
}

static int32_t def_pos(const Body *b, MlirValue v) { return chunk_producer(b, v); }

/* Distinct seeds, latest defined first: the backward seed comes last. */
static int32_t scale_candidates(Attempt *a, MlirValue *out, int32_t max) {
  Body *b = a->b;
  int32_t n = 0;
  for (int32_t i = a->nmembers - 1; i >= 0 && n < max; i--) {
    MlirValue s;
    if (!seed_scalar(b, &b->nodes[a->region[i]], &s))
      continue;
    bool seen = false;
    for (int32_t j = 0; j < n; j++)
      seen |= mlirValueEqual(out[j], s);
    if (!seen)
      out[n++] = s;
  }
  for (int32_t i = 1; i < n; i++)
    for (int32_t j = i; j > 0 && def_pos(b, out[j]) > def_pos(b, out[j - 1]); j--) {
      MlirValue t = out[j];
      out[j] = out[j - 1];
      out[j - 1] = t;
    }
  return n;
}

/* Runs the seed of 1.0 through the region in program order: every op on
 * the way must be linear in s. */
static bool scale_region(Attempt *a, Plan *p) {
  Body *b = a->b;
  Scale in[64];
  for (int32_t i = 0; i < p->nregion; i++) {
    Node *n = &b->nodes[p->region[i]];
    if (chunk_is_seed(p, n)) {
      n->scale = SC_SCALED;
      continue;
    }
    for (int32_t j = 0; j < n->nops && j < 64; j++) {
      int32_t q = n->ops[j];
      in[j] = q >= 0 && in_region(&b->nodes[q])                   ? (Scale)b->nodes[q].scale
              : chunk_is_zero(mlirOperationGetOperand(n->op, j)) ? SC_ZERO
                                                                   : SC_PLAIN;
    }
    n->scale = n->nops > 64 ? SC_CONFLICT : chunk_scale_rule(n->op, in);
    MlirType elem = mlirShapedTypeGetElementType(mlirValueGetType(result0(n)));
    bool bad_output = n->scale == SC_SCALED && is_output(b, n) &&
                      (n->meta.kind == CK_MAX || n->meta.kind == CK_MIN || !hlo_type_is_float(elem));
    if (n->scale == SC_CONFLICT || bad_output) {
      HloArena *ar = &b->arena;
      WHY(a, "the scalar %s cannot be factored out (scale_by): %s is not linear in it",
          value_text(ar, b, p->scale), describe(ar, n->op));
      return false;
    }
  }
  return true;
}

/* ---- the plan ---- */

static void add_input(Plan *p, MlirValue v, Meta m, int32_t cap) {
  for (int32_t i = 0; i < p->ninputs; i++)
    if (mlirValueEqual(p->inputs[i].value, v) && meta_eq(p->inputs[i].meta, m))
      return;
  if (p->ninputs < cap)
    p->inputs[p->ninputs++] = (Input){v, m};
}

/* Region, inputs and outputs of the attempt, with scale `s` (or none). */
static void collect(Attempt *a, Plan *p, MlirValue s) {
  Body *b = a->b;
  p->body = b;
  p->amp = a->amp;
  p->scale = s;
  p->offset = false;
  p->nregion = a->nmembers;
  p->ninputs = p->noutputs = 0;
  int32_t cap = 0;
  for (int32_t i = 0; i < a->nmembers; i++)
    cap += b->nodes[a->region[i]].nops;
  p->region = hlo_arena_new(&p->arena, int32_t, p->nregion);
  p->inputs = hlo_arena_new(&p->arena, Input, cap);
  p->outputs = hlo_arena_new(&p->arena, Output, p->nregion);
  for (int32_t i = 0; i < a->nmembers; i++) {
    int32_t k = a->region[i];
    Node *n = &b->nodes[k];
    p->region[i] = k;
    if (is_output(b, n))
      p->outputs[p->noutputs++] = (Output){k, first_outside_user(b, n), false};
    for (int32_t j = 0; j < n->nops; j++) {
      int32_t q = n->ops[j];
      if ((q >= 0 && in_region(&b->nodes[q])) || (j == 0 && chunk_is_seed(p, n)))
        continue;
      if (q >= 0 && b->nodes[q].generator) {
        int64_t dim;
        p->offset |= b->nodes[q].id == HLO_OP_IOTA && n->need[j].kind == CK_CHUNK &&
                     hlo_attr_int(b->nodes[q].op, "iota_dimension", &dim) && dim == n->need[j].dim;
        continue;
      }
      add_input(p, mlirOperationGetOperand(n->op, j), n->need[j], cap);
    }
  }
}

/* May op k move up, above ops it does not depend on? Pure ops whose
 * regions use nothing from outside them. */
static bool movable(const Body *b, int32_t k) {
  MlirOperation op = b->nodes[k].op;
  return hlo_op_is_recomputable(op) && chunk_regions_closed(op);
}

/* Op k, computed at or after the call site, moves up to it: marked once,
 * and searched. */
static void move_up(Attempt *a, int32_t k) {
  Node *n = touch(a->b, k);
  if (n->hoisted)
    return;
  n->hoisted = true;
  if (a->nmoved == a->capmoved) {
    a->capmoved = a->capmoved ? 2 * a->capmoved : 64;
    a->moved = hlo_xrealloc(a->moved, sizeof *a->moved * (size_t)a->capmoved);
  }
  a->moved[a->nmoved++] = k;
  stack_push(a, k);
}

/* Depth first from the inputs that move up: every op on the way must be
 * pure and use nothing of the region. */
static bool can_move_up(Attempt *a, int32_t limit) {
  Body *b = a->b;
  HloArena *ar = &b->arena;
  while (a->nstack > 0) {
    int32_t k = a->stack[--a->nstack];
    const Node *n = &b->nodes[k];
    bool uses_result = k == limit;
    for (int32_t j = 0; j < n->nops; j++)
      uses_result |= n->ops[j] >= 0 && in_region(&b->nodes[n->ops[j]]);
    if (uses_result) {
      WHY(a, "the call cannot be placed: its inputs need %s, which uses one of its results",
          describe(ar, n->op));
      return false;
    }
    if (!movable(b, k)) {
      WHY(a, "the call cannot be placed: it must come before %s, and its input from %s cannot "
             "move above it",
          describe(ar, b->nodes[limit].op), describe(ar, n->op));
      return false;
    }
    for (int32_t j = 0; j < n->nops; j++)
      if (n->ops[j] >= limit)
        move_up(a, n->ops[j]);
  }
  return true;
}

/* The call goes right before the first use of a result. Inputs computed
 * later (the backward seed, often) move up with what they need, which
 * must be pure and must not depend on the region. Scaled results also
 * need the scale before their first use. */
static bool place(Attempt *a, Plan *p) {
  Body *b = a->b;
  int32_t limit = b->n - 1;
  for (int32_t i = 0; i < p->noutputs; i++) {
    Output *o = &p->outputs[i];
    o->scaled = !mlirValueIsNull(p->scale) && b->nodes[o->node].scale == SC_SCALED;
    if (o->first_use < limit)
      limit = o->first_use;
    if (o->scaled && def_pos(b, p->scale) >= o->first_use) {
      WHY(a, "the scale (scale_by) is computed after %s needs a scaled result",
          describe(&b->arena, b->nodes[o->first_use].op));
      return false;
    }
  }
  p->anchor = limit;
  a->nstack = a->nmoved = 0;
  for (int32_t i = 0; i < p->ninputs; i++) {
    int32_t d = def_pos(b, p->inputs[i].value);
    if (d >= limit)
      move_up(a, d);
  }
  bool ok = can_move_up(a, limit);
  a->nstack = 0;
  for (int32_t i = 0; i < a->nmoved; i++)
    b->nodes[a->moved[i]].hoisted = false;
  if (ok) {
    p->nhoist = a->nmoved;
    p->hoist = hlo_arena_new(&p->arena, int32_t, a->nmoved);
    for (int32_t i = 0; i < a->nmoved; i++)
      p->hoist[i] = a->moved[i];
    if (p->nhoist > 1)
      qsort(p->hoist, (size_t)p->nhoist, sizeof *p->hoist, by_position);
  }
  return ok;
}

/* Every chunked value must split a dimension of the amplifier's size. */
static bool same_extent(Attempt *a, Plan *p) {
  Body *b = a->b;
  p->extent = mlirShapedTypeGetDimSize(mlirValueGetType(result0(&b->nodes[p->amp])), p->chunk_dim);
  for (int32_t i = 0; i < p->nregion; i++) {
    Node *n = &b->nodes[p->region[i]];
    if (meta_splits(n->meta) &&
        mlirShapedTypeGetDimSize(mlirValueGetType(result0(n)), n->meta.dim) != p->extent) {
      WHY(a, "%s splits a dimension of another size", describe(&b->arena, n->op));
      return false;
    }
  }
  return true;
}

/* In a sharded module, no value may be chunked along a dimension split
 * over devices: a chunk of it would not be split like the whole. */
static bool unsplit_chunks(Attempt *a, Plan *p) {
  Body *b = a->b;
  if (!b->shard)
    return true;
  for (int32_t i = 0; i < p->nregion; i++) {
    Node *n = &b->nodes[p->region[i]];
    int64_t split = meta_splits(n->meta) ? dim_split(b, result0(n), n->meta.dim) : 1;
    if (split > 1) {
      WHY(a, "%s is chunked along dim %d, which is split over %lld devices",
          describe(&b->arena, n->op), n->meta.dim, (long long)split);
      return false;
    }
  }
  for (int32_t i = 0; i < p->ninputs; i++) {
    const Input *in = &p->inputs[i];
    int64_t split = meta_splits(in->meta) ? dim_split(b, in->value, in->meta.dim) : 1;
    if (split > 1) {
      WHY(a, "an input %s is sliced along dim %d, which is split over %lld devices",
          value_text(&b->arena, b, in->value), in->meta.dim, (long long)split);
      return false;
    }
  }
  return true;
}

/* Tries dim `dim` of the amplifier's result (mode `row`); fills `p`. */
static bool try_dim(Attempt *a, int dim, const Meta *row, Plan *p) {
  attempt_reset(a);
  p->chunk_dim = dim;
  propagate(a, row);
  if (a->doomed)
    return false;
  settle(a);
  if (!consistent(a) || !closes(a))
    return false;
  bool used = false;
  for (int32_t i = 0; i < a->nmembers && !used; i++)
    used = is_output(a->b, &a->b->nodes[a->region[i]]);
  if (!used) {
    WHY(a, "nothing it computes is used");
    return false;
  }
  MlirValue seeds[8];
  int32_t nseeds = scale_candidates(a, seeds, 8);
  for (int32_t i = 0; i <= nseeds; i++) {
    MlirValue s = i < nseeds ? seeds[i] : (MlirValue){NULL};
    for (int32_t k = 0; k < a->nmembers; k++)
      a->b->nodes[a->region[k]].scale = SC_PLAIN;
    collect(a, p, s);
    if (i < nseeds && !scale_region(a, p))
      continue;
    if (place(a, p) && same_extent(a, p) && unsplit_chunks(a, p))
      return true;
  }
  return false;
}

/* ---- choosing the number of chunks ---- */

static int64_t chunk_size(int64_t extent, int64_t n) { return (extent + n - 1) / n; }

/* The fewest chunks whose per-chunk peak fits the target, else 8 (and
 * *fits is false). The peak grows with the chunk size: search the size. */
static int64_t auto_chunks(const Plan *p, int64_t target, bool *fits) {
  int64_t lo = 1, hi = p->extent, best = 0;
  while (target > 0 && lo <= hi) {
    int64_t mid = lo + (hi - lo) / 2;
    if (chunk_callee_peak(p, mid) <= target)
      best = mid, lo = mid + 1;
    else
      hi = mid - 1;
  }
  *fits = best > 0;
  return best ? (p->extent + best - 1) / best : 8;
}

/* ---- remarks ---- */

/* What a stats remark says of the amplifier, taken before it is erased. */
typedef struct AmpText {
  MlirLocation loc;
  const char *type, *name;
} AmpText;

static AmpText amp_text(const Plan *p) {
  HloArena *ar = (HloArena *)&p->arena;
  MlirOperation op = p->body->nodes[p->amp].op;
  return (AmpText){mlirOperationGetLocation(op),
                   type_text(ar, mlirValueGetType(mlirOperationGetResult(op, 0))),
                   op_name(ar, op)};
}

static void stats_remark(const Plan *p, const AmpText *amp, const EmitResult *e, bool loop,
                         int64_t peak, int64_t missed) {
  HloArena *ar = (HloArena *)&p->arena;
  int32_t sliced = 0, counts[CK_ROWS + 1] = {0};
  for (int32_t i = 0; i < p->ninputs; i++)
    sliced += p->inputs[i].meta.kind == CK_CHUNK;
  bool scaled = false;
  for (int32_t i = 0; i < p->noutputs; i++) {
    counts[p->body->nodes[p->outputs[i].node].meta.kind]++;
    scaled |= p->outputs[i].scaled;
  }
  int64_t nchunks = e->full_chunks + (e->tail ? 1 : 0);
  HloStr how = {0};
  if (loop && e->full_chunks > 1)
    hlo_str_printf(&how, "a stablehlo.while of %lld calls to @%s", (long long)e->full_chunks,
                   e->callee);
  else
    hlo_str_printf(&how, "%lld calls to @%s", (long long)e->full_chunks, e->callee);
  if (e->tail)
    hlo_str_printf(&how, " and 1 to @%s", e->tail);
  char buf[32], buf2[32];
  hlo_remark(amp->loc,
             "hlomem-auto-chunk: chunked the %s result of %s along dim %d into %lld chunks "
             "of %lld%s as %s: %d ops, inputs %d sliced + %d whole, outputs %d concatenated + "
             "%d summed + %d max/min%s; per-chunk peak %s%s%s",
             amp->type, amp->name, p->chunk_dim, (long long)nchunks, (long long)e->size,
             e->tail ? hlo_arena_printf(ar, " (last %lld)", (long long)e->tail_size) : "", how.data,
             (int)p->nregion, (int)sliced, (int)(p->ninputs - sliced), counts[CK_CHUNK],
             counts[CK_SUM], counts[CK_MAX] + counts[CK_MIN], scaled ? ", scaled by the seed" : "",
             hlo_format_bytes(peak, buf),
             missed ? hlo_arena_printf(ar, " (target-bytes %s is out of reach)",
                                       hlo_format_bytes(missed, buf2))
                    : "",
             e->barriers ? hlo_arena_printf(ar, "; calls serialized by %d optimization barrier%s",
                                            (int)e->barriers, e->barriers == 1 ? "" : "s")
                         : "");
  hlo_str_free(&how);
}

/* ---- driver ---- */

/* The number of chunks for plan `p`: num-chunks, or with auto the fewest
 * whose peak fits target-bytes (else 8, and *missed is the target). */
static int64_t chunk_count(const Plan *p, const ChunkOptions *o, int64_t *missed) {
  int64_t n = requested_chunks(o);
  bool fits = true;
  if (n == 0)
    n = auto_chunks(p, o->target_bytes, &fits);
  *missed = fits ? 0 : o->target_bytes;
  return n;
}

/* Refusals of one round over a function's amplifiers, said only when the
 * round ends without a rewrite: an amplifier tried before the one that
 * is chunked is tried again in the next round, so it is explained once,
 * with the reason that holds at the end. */
typedef struct Refusals {
  int32_t n, cap;
  MlirLocation *loc;
  char **text;
} Refusals;

static void refusal_add(Refusals *r, MlirLocation loc, const char *text) {
  if (r->n == r->cap) {
    r->cap = r->cap ? 2 * r->cap : 8;
    r->loc = hlo_xrealloc(r->loc, sizeof *r->loc * (size_t)r->cap);
    r->text = hlo_xrealloc(r->text, sizeof *r->text * (size_t)r->cap);
  }
  r->loc[r->n] = loc;
  r->text[r->n++] = hlo_xstrdup(text);
}

/* Says them (when `say`), and forgets them. */
static void refusals_flush(Refusals *r, bool say) {
  for (int32_t i = 0; i < r->n; i++) {
    if (say)
      hlo_remark(r->loc[i], "%s", r->text[i]);
    free(r->text[i]);
  }
  r->n = 0;
}

static void refusals_free(Refusals *r) {
  refusals_flush(r, false);
  free(r->loc);
  free(r->text);
}

/* Tries the dimensions of amplifier `c`'s result in the order of its
 * rule; the first that closes and has rows for the chunks asked for is
 * chunked, else the first that closes, in as many chunks as it has rows.
 * true if the function changed; otherwise the reason goes to `refused`. */
static bool chunk_amplifier(Body *b, MlirOperation module, const ChunkOptions *o, Candidate c,
                            Refusals *refused) {
  Node *amp = &b->nodes[c.node];
  /* Refusals are said with explain, and of a target: then every
   * dimension runs to the end to say what stops it. */
  Attempt a = {.b = b,
               .o = o,
               .amp = c.node,
               .amp_bytes = chunk_value_bytes(b, result0(amp)),
               .early = !hlo_explain_enabled(o->explain) && !*o->target};
  for (intptr_t j = 0, n = mlirOperationGetNumOperands(amp->op); j < n; j++) {
    int64_t e = chunk_value_elements(b, mlirOperationGetOperand(amp->op, j));
    if (e > a.amp_in_elements)
      a.amp_in_elements = e;
  }
  if (!is_big(&a, result0(amp)))
    a.amp_in_elements = 0; /* a forced target need not amplify */

  Plan plan = {0};
  HloStr reasons = {0};
  bool done = false;
  int64_t n = 0, missed = 0;
  HloShape shape;
  int32_t nslots = amp->nops + 1;
  if (!node_modes(b, &a.modes, c.node) || a.amp_bytes < 0 ||
      !hlo_shape_of(mlirValueGetType(result0(amp)), &shape)) {
    hlo_str_puts(&reasons, "it has no chunking rule");
  } else {
    int fallback = -1;
    for (int m = 0; m < amp->nmodes && !done; m++) {
      const Meta *row = amp->modes + (size_t)m * (size_t)nslots;
      Meta r = row[nslots - 1];
      if (r.kind != CK_CHUNK || shape.dims[r.dim] < 2)
        continue;
      int64_t split = dim_split(b, result0(amp), r.dim);
      if (split > 1) {
        hlo_str_printf(&reasons,
                       "%salong dim %d, it is split over %lld devices (its chunks would not be "
                       "split like it)",
                       reasons.len ? "; " : "", r.dim, (long long)split);
        continue;
      }
      hlo_arena_free(&plan.arena);
      memset(&plan, 0, sizeof plan);
      if (!try_dim(&a, r.dim, row, &plan)) {
        hlo_str_printf(&reasons, "%salong dim %d, %s", reasons.len ? "; " : "", r.dim,
                       a.why.data ? a.why.data : "");
        continue;
      }
      n = chunk_count(&plan, o, &missed);
      done = n <= plan.extent && !missed;
      if (!done && fallback < 0)
        fallback = m;
    }
    if (!done && fallback >= 0) {
      const Meta *row = amp->modes + (size_t)fallback * (size_t)nslots;
      hlo_arena_free(&plan.arena);
      memset(&plan, 0, sizeof plan);
      done = try_dim(&a, row[nslots - 1].dim, row, &plan);
      n = chunk_count(&plan, o, &missed);
    }
    if (!done && !reasons.len)
      hlo_str_puts(&reasons, "no dimension of its result can be chunked");
  }

  if (done) {
    if (n > plan.extent)
      n = plan.extent;
    int64_t peak = o->stats ? chunk_callee_peak(&plan, chunk_size(plan.extent, n)) : 0;
    AmpText text = amp_text(&plan);
    EmitResult e;
    chunk_emit(&plan, module, n, o->loop, o->barriers, &e);
    if (o->stats)
      stats_remark(&plan, &text, &e, o->loop, peak, missed);
  } else if (!a.early) {
    const char *why = hlo_arena_printf(
        &b->arena, "hlomem-auto-chunk: cannot chunk the %s result of %s: %s",
        type_text(&b->arena, mlirValueGetType(result0(amp))), op_name(&b->arena, amp->op),
        reasons.data);
    refusal_add(refused, mlirOperationGetLocation(amp->op), why);
  }
  hlo_arena_free(&plan.arena);
  hlo_str_free(&reasons);
  attempt_free(&a);
  return done;
}

/* Chunks the function's amplifiers one after the other, best first; with
 * a target, only the ops found there at first. A round tries the
 * amplifiers until one is chunked; the function is then read again and
 * the next round begins. Returns the number of amplifiers found at first. */
static int32_t chunk_function(MlirOperation module, MlirOperation func, const ChunkOptions *o) {
  bool explain = hlo_explain_enabled(o->explain), targeted = *o->target;
  int32_t found = 0;
  Refusals refused = {0};
  for (bool changed = true, first = true; changed && (first || !targeted); first = false) {
    changed = false;
    Body b;
    if (!body_init(&b, module, func)) {
      MlirStringRef name = hlo_func_name(func);
      if (first && explain && !mlirBlockIsNull(b.block) &&
          !mlirBlockIsNull(mlirBlockGetNextInRegion(b.block)))
        hlo_remark(mlirOperationGetLocation(func),
                   "hlomem-auto-chunk: @%.*s has several blocks; only single-block functions "
                   "are chunked",
                   (int)name.length, name.data);
      body_free(&b);
      break;
    }
    Candidate *c;
    int32_t dynamic;
    int32_t n = find_amplifiers(&b, o, &c, &dynamic);
    MlirStringRef name = hlo_func_name(func);
    if (first)
      found = n;
    if (first && n == 0 && explain && !targeted)
      hlo_remark(mlirOperationGetLocation(func),
                 "hlomem-auto-chunk: no amplifier in @%.*s (no dot_general of at least %lld bytes "
                 "with %gx the bytes of its inputs%s)",
                 (int)name.length, name.data, (long long)o->min_bytes, o->amplify_ratio,
                 dynamic ? hlo_arena_printf(&b.arena, "; %d with dynamic shapes skipped",
                                            (int)dynamic)
                         : "");
    if (n > 0)
      body_link(&b);
    for (int32_t i = 0; i < n && !changed; i++)
      changed = chunk_amplifier(&b, module, o, c[i], &refused);
    /* A target is tried once: what failed there is said even when
     * another op at the same place was chunked. */
    refusals_flush(&refused, targeted || (explain && !changed));
    body_free(&b);
  }
  refusals_free(&refused);
  return found;
}

static void run_auto_chunk(MlirOperation module, const void *opts, HloPassRun *run) {
  const ChunkOptions *o = opts;
  MlirBlock body = hlo_module_body(module);
  if (mlirBlockIsNull(body)) {
    hlo_pass_unchanged(run);
    return;
  }
  /* The functions present now: the ones this run outlines come after. */
  int32_t n = 0, cap = 16;
  MlirOperation *funcs = hlo_xmalloc(sizeof *funcs * (size_t)cap);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!hlo_is_func(op) ||
        !mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(
            op, mlirStringRefCreateFromCString(CHUNK_OUTLINED_ATTR))))
      continue;
    if (n == cap)
      funcs = hlo_xrealloc(funcs, sizeof *funcs * (size_t)(cap *= 2));
    funcs[n++] = op;
  }
  int32_t found = 0;
  for (int32_t i = 0; i < n; i++)
    found += chunk_function(module, funcs[i], o);
  if (*o->target && !found)
    hlo_warning(mlirOperationGetLocation(module), "hlomem-auto-chunk: no op is at target '%s'",
                o->target);
  if (!found) /* no amplifier: nothing was tried */
    hlo_pass_unchanged(run);
  free(funcs);
}

const HloPassInfo hlo_auto_chunk_pass = {
    "hlomem-auto-chunk",
    "Compute huge intermediates (logits and their gradients) in chunks, one call each",
    "builtin.module",
    chunk_options,
    sizeof chunk_options / sizeof chunk_options[0],
    sizeof(ChunkOptions),
    validate,
    run_auto_chunk,
};
