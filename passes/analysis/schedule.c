/*
 * XLA's memory scheduler (schedule.h; docs/passes.md, hlomem-schedule):
 * the list, DFS and post-order heuristics of XLA's hlo_memory_scheduler.cc
 * over one block at a time, and DefaultMemoryScheduler's choice among
 * them by the memory model's peak.
 *
 * Each block becomes a graph once: nodes are its ops (the terminator
 * last, never scheduled, but a user of what it returns) and one node per
 * value coming from outside the block (block arguments, values of
 * enclosing blocks), which play XLA's parameters. An op's operands are
 * its own followed by the outside values its regions use, so a
 * region-holding op depends on everything its regions read. Ops with
 * side effects are chained by control edges, which the three heuristics
 * honour as XLA honours control predecessors. Buffers are the op results
 * XLA would count: constants are ignored as XLA ignores them, and the
 * results of stablehlo.optimization_barrier are the buffers of its
 * operands, as XLA's dataflow analysis forwards them.
 *
 * The list scheduler keeps its ready ops in a binary heap keyed by XLA's
 * priority (bytes freed minus bytes defined, then the number of users)
 * and, for ties, by insertion: XLA's multimap hands back the newest of
 * equal keys. A buffer whose unscheduled uses drop to one changes the
 * priority of its ready users only; they are re-keyed in the order XLA's
 * rescan of the scheduled op's operands would meet them, and the few XLA's
 * rescan misses (users reading the buffer through a barrier) stay stale
 * until it would meet them. So each buffer is rescanned once and the
 * scheduler runs in O((ops + uses) log ops), where XLA's rescan of every
 * user of every operand is quadratic in fan-out. test/unit/schedule_test.c
 * checks it, tie for tie, against a literal transcription of XLA's loop. The DFS and the post-order
 * are iterative, as XLA's are; the DFS sorts each op's operands by XLA's
 * key (cumulative fan-out, cumulative bytes), with program position
 * standing in for XLA's instruction names as the last tie-break.
 *
 * A block whose uses form a cycle (possible only in IR that uses a value
 * before defining it, which unregistered ops' regions let through) keeps
 * its program order under every heuristic.
 */
#include "hlomem/schedule.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/ir.h"

const char *hlo_schedule_name(HloSchedule s) {
  static const char *const names[] = {"program", "list", "dfs", "postorder", "best"};
  return (unsigned)s <= HLO_SCHEDULE_BEST ? names[s] : "?";
}

/* ---- growable arrays ---- */

typedef struct IVec {
  int32_t *v;
  int32_t len, cap;
} IVec;

static void ivec_push(IVec *a, int32_t x) {
  if (a->len == a->cap) {
    a->cap = a->cap ? 2 * a->cap : 64;
    a->v = hlo_xrealloc(a->v, sizeof *a->v * (size_t)a->cap);
  }
  a->v[a->len++] = x;
}

/* ---- which ops keep their relative order ---- */

/* Callees already looked through: 1 has effects, 0 none, 2 being looked
 * through (a recursive chain counts as having effects). */
typedef struct Effects {
  HloPtrMap callees;
} Effects;

static bool has_effects(Effects *e, MlirOperation op);

static bool block_has_effects(Effects *e, MlirBlock block) {
  for (MlirOperation o = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(o);
       o = mlirOperationGetNextInBlock(o))
    if (has_effects(e, o))
      return true;
  return false;
}

static bool callee_has_effects(Effects *e, MlirOperation call) {
  MlirOperation callee = hlo_call_callee(call);
  if (mlirOperationIsNull(callee))
    return true;
  int64_t known;
  if (hlo_ptrmap_get(&e->callees, callee.ptr, &known))
    return known != 0;
  MlirBlock entry = hlo_func_entry(callee);
  if (mlirBlockIsNull(entry))
    return true; /* a declaration: nothing is known of it */
  hlo_ptrmap_put(&e->callees, callee.ptr, 2);
  bool effects = false;
  for (MlirBlock b = entry; !mlirBlockIsNull(b) && !effects; b = mlirBlockGetNextInRegion(b))
    effects = block_has_effects(e, b);
  hlo_ptrmap_put(&e->callees, callee.ptr, effects);
  return effects;
}

/* Side effects (the op table's EFFECT, which unknown ops get too), RNG
 * state, and ops whose regions or callee hold such ops. */
static bool op_has_effects(Effects *e, MlirOperation op, const HloOpInfo *info) {
  if (info->flags & (HLO_F_EFFECT | HLO_F_RNG))
    return true;
  if (info->id == HLO_OP_CALL)
    return callee_has_effects(e, op);
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(op); r < n; r++)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      if (block_has_effects(e, b))
        return true;
  return false;
}

static bool has_effects(Effects *e, MlirOperation op) {
  return op_has_effects(e, op, hlo_op_info(op));
}

/* ---- the graph of one block ---- */

enum {
  NODE_SCALAR = 1 << 0,  /* one result of one element: XLA's effective scalar */
  NODE_OUTFEED = 1 << 1, /* outfeed with a config: scheduled as early as XLA does */
  NODE_INFEED = 1 << 2,  /* infeed with a config: as late */
  NODE_IGNORED = 1 << 3, /* a constant: XLA's list and DFS heuristics skip it */
};

typedef struct Graph {
  int32_t nops;         /* ops of the block; the last is the pinned terminator */
  int32_t term;         /* nops - 1 */
  int32_t nnodes;       /* nops + values from outside the block */
  MlirOperation *ops;
  int32_t *src_at, *src;     /* each op's operand nodes, first occurrence order */
  int32_t *user_at, *user;   /* each node's users, in program order */
  int32_t *ctrl, *ctrl_succ; /* previous and next op with effects, or -1 */
  uint8_t *flags;
  int64_t *defined;          /* bytes of the buffers each op defines */
  int32_t nbufs;
  int64_t *buf_bytes;
  int32_t *use_at, *use;     /* the buffers each op uses, each once */
  int32_t *buser_at, *buser; /* the ops using each buffer, in program order */
} Graph;

static void graph_free(Graph *g) {
  free(g->ops);
  free(g->src_at);
  free(g->src);
  free(g->user_at);
  free(g->user);
  free(g->ctrl);
  free(g->ctrl_succ);
  free(g->flags);
  free(g->defined);
  free(g->buf_bytes);
  free(g->use_at);
  free(g->use);
  free(g->buser_at);
  free(g->buser);
}

static bool is_scalar_value(MlirValue v) { return hlo_type_elements(mlirValueGetType(v)) == 1; }

static bool has_config(MlirOperation op, const char *name) {
  MlirStringRef s;
  return hlo_attr_string(op, name, &s) && s.length > 0;
}

/* What building a graph needs besides the graph. */
typedef struct Builder {
  Graph *g;
  MlirBlock block;
  HloPtrMap index;    /* op of the block -> its index */
  HloPtrMap outside;  /* value from outside the block -> its node */
  int32_t nargs;
  IVec outside_scalar; /* per outside value beyond the arguments: is it a scalar */
  const HloOpInfo **info; /* each op's entry in the op table */
  int32_t *res_at;    /* first result of each op in result_buf */
  int32_t *result_buf; /* buffer of each result, or -1 */
  const HloShardingInfo *shard; /* per-device bytes of a sharded module, or NULL */
  const HloFusionPlan *fusion;  /* what XLA fuses, or NULL (every op a kernel) */
  /* the op being built: its operand nodes and buffers, each once */
  int32_t current;
  IVec src, use;
  IVec src_stamp, buf_stamp; /* per node / buffer: last op that listed it, plus 1 */
  IVec fused_stamp;          /* per op: last op that read through it, plus 1 */
  /* Per op, whether XLA fuses it, and the (node, buffer) of each of its
   * operands, kept once the op is built: a reader of a fused value reads
   * through its producer's operands again, and with fusion to any depth a
   * fused op is read through by hundreds of readers, each of which would
   * otherwise look its operands up in the maps again. */
  bool *nobuf;
  int32_t *opsrc_at;  /* op k's pairs: opsrc[opsrc_at[k] .. opsrc_at[k + 1]), ops before current */
  IVec opsrc;         /* node, buffer, node, buffer, ... */
} Builder;

static int32_t op_index(const Builder *b, MlirOperation op) {
  int64_t k;
  return hlo_ptrmap_get(&b->index, op.ptr, &k) ? (int32_t)k : -1;
}

static int32_t outside_node(Builder *b, MlirValue v) {
  int64_t k;
  if (hlo_ptrmap_get(&b->outside, v.ptr, &k))
    return (int32_t)k;
  int32_t node = b->g->nops + b->nargs + b->outside_scalar.len;
  ivec_push(&b->outside_scalar, is_scalar_value(v));
  hlo_ptrmap_put(&b->outside, v.ptr, node);
  return node;
}

/* The node a value used inside op `user` comes from: an op of the block,
 * an outside value, or -1 when it is defined inside `user` itself. */
static int32_t source_of(Builder *b, MlirValue v, int32_t user, int32_t *buf) {
  *buf = -1;
  MlirOperation def;
  if (mlirValueIsABlockArgument(v)) {
    MlirBlock owner = mlirBlockArgumentGetOwner(v);
    if (mlirBlockEqual(owner, b->block))
      return b->g->nops + (int32_t)mlirBlockArgumentGetArgNumber(v);
    def = mlirBlockGetParentOperation(owner);
    MlirOperation at = hlo_op_ancestor_in_block(def, b->block);
    if (mlirOperationIsNull(at))
      return outside_node(b, v);
    int32_t k = op_index(b, at);
    return k == user ? -1 : k;
  }
  def = mlirOpResultGetOwner(v);
  if (mlirBlockEqual(mlirOperationGetBlock(def), b->block)) {
    int32_t k = op_index(b, def);
    if (k == user)
      return -1;
    *buf = b->result_buf[b->res_at[k] + mlirOpResultGetResultNumber(v)];
    return k;
  }
  MlirOperation at = hlo_op_ancestor_in_block(def, b->block);
  if (mlirOperationIsNull(at))
    return outside_node(b, v);
  int32_t k = op_index(b, at);
  return k == user ? -1 : k;
}

static void grow_stamps(IVec *stamps, int32_t n) {
  while (stamps->len < n)
    ivec_push(stamps, 0);
}

static void note_buffer(Builder *b, int32_t buf) {
  if (buf >= 0 && b->buf_stamp.v[buf] != b->current + 1) {
    b->buf_stamp.v[buf] = b->current + 1;
    ivec_push(&b->use, buf);
  }
}

/* An op reading a fused value or a view reads what that one reads: the
 * buffers of its operands, through fused producers to any depth (each
 * once per reader). The fused op stays a node, scheduled before its
 * readers, but XLA runs it inside them. */
static void note_fused_reads(Builder *b, int32_t k) {
  grow_stamps(&b->fused_stamp, b->g->nops);
  if (b->fused_stamp.v[k] == b->current + 1)
    return;
  b->fused_stamp.v[k] = b->current + 1;
  if (k < b->current) {
    /* Built already: its operands' sources are kept. */
    for (int32_t i = b->opsrc_at[k]; i < b->opsrc_at[k + 1]; i += 2) {
      int32_t node = b->opsrc.v[i], buf = b->opsrc.v[i + 1];
      note_buffer(b, buf);
      if (node >= 0 && node < b->g->nops && b->nobuf[node])
        note_fused_reads(b, node);
    }
    return;
  }
  /* A value used before its definition (unregistered ops' regions let
   * such IR through): looked up, as it will be when the op is built. */
  MlirOperation op = b->g->ops[k];
  for (intptr_t i = 0, m = mlirOperationGetNumOperands(op); i < m; i++) {
    int32_t buf, node = source_of(b, mlirOperationGetOperand(op, i), k, &buf);
    note_buffer(b, buf);
    if (node >= 0 && node < b->g->nops && b->nobuf[node])
      note_fused_reads(b, node);
  }
}

/* Op `current`'s use of a value from `node` (-1: its own), held in `buf`. */
static void note_source(Builder *b, int32_t node, int32_t buf) {
  if (node < 0)
    return;
  grow_stamps(&b->src_stamp, node + 1);
  if (b->src_stamp.v[node] != b->current + 1) {
    b->src_stamp.v[node] = b->current + 1;
    ivec_push(&b->src, node);
  }
  note_buffer(b, buf);
  if (node < b->g->nops && b->nobuf[node])
    note_fused_reads(b, node);
}

static void note_use(Builder *b, MlirValue v) {
  int32_t buf, node = source_of(b, v, b->current, &buf);
  note_source(b, node, buf);
}

static MlirWalkResult note_nested_uses(MlirOperation op, void *user) {
  Builder *b = user;
  if (mlirOperationEqual(op, b->g->ops[b->current]))
    return MlirWalkResultAdvance;
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++)
    note_use(b, mlirOperationGetOperand(op, i));
  return MlirWalkResultAdvance;
}

/* With fusion, a splat constant is what XLA's simplifier makes it, a
 * broadcast of a scalar: a buffer where a user cannot fuse it (a scatter
 * writing into it), not read-only storage. */
static bool is_splat_buffer(const Builder *b, int32_t k) {
  MlirOperation op = b->g->ops[k];
  MlirAttribute v = hlo_attr(op, "value");
  return b->fusion && !mlirAttributeIsNull(v) && mlirAttributeIsADenseElements(v) &&
         mlirDenseElementsAttrIsSplat(v) && hlo_type_elements(mlirAttributeGetType(v)) > 1;
}

/* Barriers, annotations and (with fusion) views: their results are their
 * operands' buffers. */
static bool forwards_buffer(const Builder *b, int32_t k) {
  MlirOperation op = b->g->ops[k];
  return b->info[k]->id == HLO_OP_OPTIMIZATION_BARRIER || hlo_op_is_annotation(op) ||
         (b->fusion && hlo_op_is_view(op));
}

/* Numbers the ops and gives every result its buffer: its own, none for
 * constants and fused ops, its operand's for an optimization barrier or a
 * view. */
static void number_ops(Builder *b, MlirBlock block) {
  Graph *g = b->g;
  int32_t n = 0, nresults = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    n++;
  g->nops = n;
  g->term = n - 1;
  g->ops = hlo_xmalloc(sizeof *g->ops * (size_t)(n ? n : 1));
  b->res_at = hlo_xmalloc(sizeof *b->res_at * (size_t)(n + 1));
  b->info = hlo_xmalloc(sizeof *b->info * (size_t)(n ? n : 1));
  hlo_ptrmap_reserve(&b->index, (size_t)n);
  n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op), n++) {
    g->ops[n] = op;
    b->info[n] = hlo_op_info(op);
    hlo_ptrmap_put(&b->index, op.ptr, n);
    b->res_at[n] = nresults;
    nresults += (int32_t)mlirOperationGetNumResults(op);
  }
  b->res_at[n] = nresults;
  b->result_buf = hlo_xmalloc(sizeof *b->result_buf * (size_t)(nresults ? nresults : 1));
  g->buf_bytes = hlo_xmalloc(sizeof *g->buf_bytes * (size_t)(nresults ? nresults : 1));
  g->defined = hlo_xcalloc((size_t)(n ? n : 1), sizeof *g->defined);
  g->nbufs = 0;
  b->nobuf = hlo_xmalloc(sizeof *b->nobuf * (size_t)(n ? n : 1));
  for (int32_t k = 0; k < n; k++)
    b->nobuf[k] = hlo_fusion_nobuf(b->fusion, g->ops[k]);
  for (int32_t k = 0; k < n; k++) {
    HloOpId id = b->info[k]->id;
    bool forwards = forwards_buffer(b, k);
    for (int32_t r = b->res_at[k]; r < b->res_at[k + 1]; r++) {
      b->result_buf[r] = -1;
      if ((id == HLO_OP_CONSTANT && !is_splat_buffer(b, k)) || forwards || b->nobuf[k])
        continue;
      MlirValue v = mlirOperationGetResult(g->ops[k], r - b->res_at[k]);
      int64_t bytes = b->shard ? hlo_sharding_value_bytes(b->shard, v) : hlo_value_bytes(v);
      g->buf_bytes[g->nbufs] = bytes > 0 ? bytes : 0;
      g->defined[k] += g->buf_bytes[g->nbufs];
      b->result_buf[r] = g->nbufs++;
    }
  }
  /* Barriers (and sharding annotations, views of their operand) in
   * program order, so a barrier of a barrier finds its operand's buffer
   * already forwarded. */
  for (int32_t k = 0; k < n; k++) {
    if (!forwards_buffer(b, k))
      continue;
    intptr_t nops = mlirOperationGetNumOperands(g->ops[k]);
    for (int32_t r = b->res_at[k]; r < b->res_at[k + 1]; r++) {
      intptr_t i = r - b->res_at[k];
      if (i >= nops)
        continue;
      MlirValue v = mlirOperationGetOperand(g->ops[k], i);
      if (mlirValueIsAOpResult(v) &&
          mlirBlockEqual(mlirOperationGetBlock(mlirOpResultGetOwner(v)), block)) {
        int32_t d = op_index(b, mlirOpResultGetOwner(v));
        if (d < k)
          b->result_buf[r] = b->result_buf[b->res_at[d] + mlirOpResultGetResultNumber(v)];
      }
    }
  }
}

/* Turns per-op lists into per-target lists (users of nodes, users of
 * buffers), in program order of the ops. */
static void transpose(int32_t nops, const int32_t *at, const int32_t *list, int32_t ntargets,
                      int32_t **out_at, int32_t **out) {
  int32_t *tat = hlo_xcalloc((size_t)ntargets + 1, sizeof *tat);
  for (int32_t i = 0; i < at[nops]; i++)
    tat[list[i] + 1]++;
  for (int32_t t = 0; t < ntargets; t++)
    tat[t + 1] += tat[t];
  int32_t *fill = hlo_xmalloc(sizeof *fill * (size_t)(ntargets ? ntargets : 1));
  memcpy(fill, tat, sizeof *fill * (size_t)ntargets);
  int32_t *t = hlo_xmalloc(sizeof *t * (size_t)(at[nops] ? at[nops] : 1));
  for (int32_t k = 0; k < nops; k++)
    for (int32_t i = at[k]; i < at[k + 1]; i++)
      t[fill[list[i]]++] = k;
  free(fill);
  *out_at = tat;
  *out = t;
}

static void build_graph(Graph *g, MlirBlock block, Effects *effects,
                        const HloShardingInfo *shard, const HloFusionPlan *fusion) {
  memset(g, 0, sizeof *g);
  Builder b = {0};
  b.g = g;
  b.shard = shard;
  b.fusion = fusion;
  b.block = block;
  b.nargs = (int32_t)mlirBlockGetNumArguments(block);
  number_ops(&b, block);
  int32_t n = g->nops;
  grow_stamps(&b.buf_stamp, g->nbufs);

  g->src_at = hlo_xmalloc(sizeof *g->src_at * (size_t)(n + 1));
  g->use_at = hlo_xmalloc(sizeof *g->use_at * (size_t)(n + 1));
  g->ctrl = hlo_xmalloc(sizeof *g->ctrl * (size_t)(n ? n : 1));
  g->ctrl_succ = hlo_xmalloc(sizeof *g->ctrl_succ * (size_t)(n ? n : 1));
  b.opsrc_at = hlo_xmalloc(sizeof *b.opsrc_at * (size_t)(n + 1));
  int32_t last_effect = -1;
  for (int32_t k = 0; k < n; k++) {
    MlirOperation op = g->ops[k];
    b.current = k;
    g->src_at[k] = b.src.len;
    g->use_at[k] = b.use.len;
    b.opsrc_at[k] = b.opsrc.len;
    for (intptr_t i = 0, m = mlirOperationGetNumOperands(op); i < m; i++) {
      int32_t buf, node = source_of(&b, mlirOperationGetOperand(op, i), k, &buf);
      ivec_push(&b.opsrc, node);
      ivec_push(&b.opsrc, buf);
      note_source(&b, node, buf);
    }
    b.opsrc_at[k + 1] = b.opsrc.len;
    if (mlirOperationGetNumRegions(op) > 0)
      mlirOperationWalk(op, note_nested_uses, &b, MlirWalkPreOrder);
    g->ctrl[k] = g->ctrl_succ[k] = -1;
    if (k < g->term && op_has_effects(effects, op, b.info[k])) {
      g->ctrl[k] = last_effect;
      if (last_effect >= 0)
        g->ctrl_succ[last_effect] = k;
      last_effect = k;
    }
  }
  g->src_at[n] = b.src.len;
  g->use_at[n] = b.use.len;
  g->src = b.src.v;
  g->use = b.use.v;
  g->nnodes = n + b.nargs + b.outside_scalar.len;

  transpose(n, g->src_at, g->src, g->nnodes, &g->user_at, &g->user);
  transpose(n, g->use_at, g->use, g->nbufs, &g->buser_at, &g->buser);

  g->flags = hlo_xcalloc((size_t)g->nnodes + 1, 1);
  for (int32_t k = 0; k < n; k++) {
    MlirOperation op = g->ops[k];
    HloOpId id = b.info[k]->id;
    if (mlirOperationGetNumResults(op) == 1 && is_scalar_value(mlirOperationGetResult(op, 0)))
      g->flags[k] |= NODE_SCALAR;
    if (id == HLO_OP_CONSTANT && !is_splat_buffer(&b, k))
      g->flags[k] |= NODE_IGNORED;
    if (id == HLO_OP_OUTFEED && has_config(op, "outfeed_config"))
      g->flags[k] |= NODE_OUTFEED;
    if (id == HLO_OP_INFEED && has_config(op, "infeed_config"))
      g->flags[k] |= NODE_INFEED;
  }
  for (int32_t a = 0; a < b.nargs; a++)
    if (is_scalar_value(mlirBlockGetArgument(block, a)))
      g->flags[n + a] |= NODE_SCALAR;
  for (int32_t j = 0; j < b.outside_scalar.len; j++)
    if (b.outside_scalar.v[j])
      g->flags[n + b.nargs + j] |= NODE_SCALAR;

  hlo_ptrmap_free(&b.index);
  hlo_ptrmap_free(&b.outside);
  free(b.outside_scalar.v);
  free(b.res_at);
  free(b.info);
  free(b.result_buf);
  free(b.src_stamp.v);
  free(b.buf_stamp.v);
  free(b.fused_stamp.v);
  free(b.nobuf);
  free(b.opsrc_at);
  free(b.opsrc.v);
}

static int32_t nusers(const Graph *g, int32_t node) {
  return g->user_at[node + 1] - g->user_at[node];
}

static int32_t npreds(const Graph *g, int32_t k) {
  if (k >= g->nops)
    return 0;
  return g->src_at[k + 1] - g->src_at[k] + (g->ctrl[k] >= 0);
}

/* Kahn's count: false if the uses form a cycle. */
static bool is_acyclic(const Graph *g) {
  int32_t *pending = hlo_xmalloc(sizeof *pending * (size_t)(g->nnodes ? g->nnodes : 1));
  int32_t *ready = hlo_xmalloc(sizeof *ready * (size_t)(g->nnodes ? g->nnodes : 1));
  int32_t nready = 0, done = 0;
  for (int32_t k = 0; k < g->nnodes; k++)
    if ((pending[k] = npreds(g, k)) == 0)
      ready[nready++] = k;
  while (nready > 0) {
    int32_t k = ready[--nready];
    done++;
    for (int32_t i = g->user_at[k]; i < g->user_at[k + 1]; i++)
      if (--pending[g->user[i]] == 0)
        ready[nready++] = g->user[i];
    if (k < g->nops && g->ctrl_succ[k] >= 0 && --pending[g->ctrl_succ[k]] == 0)
      ready[nready++] = g->ctrl_succ[k];
  }
  free(pending);
  free(ready);
  return done == g->nnodes;
}

/* ---- XLA's list scheduler ---- */

typedef struct Key {
  int64_t freed, users, seq;
} Key;

typedef struct Rekey {
  int32_t slot, node; /* where XLA's rescan meets the node: operand slot, then user order */
  Key key;
} Rekey;

typedef struct List {
  const Graph *g;
  int32_t *count;   /* unscheduled uses of each buffer */
  int32_t *pending; /* unscheduled predecessors of each node */
  Key *key;
  int32_t *heap, *pos; /* pos: index in heap, or -1 */
  int32_t nheap;
  int64_t seq;      /* insertions so far: XLA's multimap order among equal keys */
  int32_t step;     /* ops scheduled so far: stamps of rekey_after */
  int32_t *slot_stamp, *slot, *seen; /* per node, for rekey_after */
  IVec hits;        /* buffers left with one unscheduled use by this step */
  IVec stale;       /* ready nodes whose key XLA has not updated yet */
  uint8_t *is_stale;
  Rekey *changed;
  int32_t nchanged, cap;
} List;

static bool key_above(const Key *a, const Key *b) {
  if (a->freed != b->freed)
    return a->freed > b->freed;
  if (a->users != b->users)
    return a->users > b->users;
  return a->seq > b->seq;
}

static void heap_swap(List *l, int32_t i, int32_t j) {
  int32_t a = l->heap[i], b = l->heap[j];
  l->heap[i] = b;
  l->heap[j] = a;
  l->pos[b] = i;
  l->pos[a] = j;
}

static void sift_up(List *l, int32_t i) {
  while (i > 0) {
    int32_t parent = (i - 1) / 2;
    if (!key_above(&l->key[l->heap[i]], &l->key[l->heap[parent]]))
      break;
    heap_swap(l, i, parent);
    i = parent;
  }
}

static void sift_down(List *l, int32_t i) {
  for (;;) {
    int32_t best = i, c = 2 * i + 1;
    for (int32_t j = c; j < c + 2 && j < l->nheap; j++)
      if (key_above(&l->key[l->heap[j]], &l->key[l->heap[best]]))
        best = j;
    if (best == i)
      return;
    heap_swap(l, i, best);
    i = best;
  }
}

/* XLA's GetPriority: effective scalars first; else bytes freed (the
 * buffers this op is the last unscheduled user of) minus bytes defined,
 * then the number of users. Outfeeds and infeeds with a config go first
 * and last. Outside values, XLA's parameters, define and free nothing. */
static void priority(const List *l, int32_t node, Key *out) {
  const Graph *g = l->g;
  out->users = nusers(g, node);
  if (g->flags[node] & NODE_SCALAR) {
    out->freed = out->users = INT64_MAX;
    return;
  }
  if (node >= g->nops) {
    out->freed = 0;
    return;
  }
  if (g->flags[node] & NODE_OUTFEED) {
    out->freed = INT_MAX;
    return;
  }
  if (g->flags[node] & NODE_INFEED) {
    out->freed = INT_MIN;
    return;
  }
  int64_t freed = 0;
  for (int32_t i = g->use_at[node]; i < g->use_at[node + 1]; i++)
    if (l->count[g->use[i]] == 1)
      freed += g->buf_bytes[g->use[i]];
  out->freed = freed - g->defined[node];
}

static void make_ready(List *l, int32_t node) {
  priority(l, node, &l->key[node]);
  l->key[node].seq = l->seq++;
  l->heap[l->nheap] = node;
  l->pos[node] = l->nheap++;
  sift_up(l, l->nheap - 1);
}

static int32_t pop_best(List *l) {
  int32_t best = l->heap[0];
  heap_swap(l, 0, --l->nheap);
  l->pos[best] = -1;
  sift_down(l, 0);
  return best;
}

static int by_slot(const void *x, const void *y) {
  const Rekey *a = x, *b = y;
  if (a->slot != b->slot)
    return a->slot < b->slot ? -1 : 1;
  return (a->node > b->node) - (a->node < b->node);
}

/* The first operand slot of the op being rescanned that `u` also reads. */
static int32_t shared_slot(const List *l, int32_t u) {
  const Graph *g = l->g;
  int32_t first = INT32_MAX;
  for (int32_t j = g->src_at[u]; j < g->src_at[u + 1]; j++)
    if (l->slot_stamp[g->src[j]] == l->step && l->slot[g->src[j]] < first)
      first = l->slot[g->src[j]];
  return first;
}

/* Considers ready node `u` in XLA's rescan: queued for a new key if its
 * priority changed and the rescan meets it, else remembered as stale. */
static void consider(List *l, int32_t u) {
  if (l->pos[u] < 0 || l->seen[u] == l->step)
    return;
  l->seen[u] = l->step;
  Key k;
  priority(l, u, &k);
  if (k.freed == l->key[u].freed && k.users == l->key[u].users)
    return;
  int32_t slot = shared_slot(l, u);
  if (slot == INT32_MAX) {
    if (!l->is_stale[u]) {
      l->is_stale[u] = 1;
      ivec_push(&l->stale, u);
    }
    return;
  }
  l->is_stale[u] = 0;
  if (l->nchanged == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 16;
    l->changed = hlo_xrealloc(l->changed, sizeof *l->changed * (size_t)l->cap);
  }
  l->changed[l->nchanged++] = (Rekey){slot, u, k};
}

/* After `best`, the buffers in `hits` have one unscheduled use left: their
 * ready users may now free them. XLA rescans the users of best's operands
 * and re-inserts each whose priority changed, in the order of that rescan
 * (by the first operand of best they share, then by program order), so
 * each becomes the newest of its key. Only those users can have changed,
 * save one case: a user that reads a hit buffer through another op than
 * best did (an optimization barrier forwards its operands' buffers). XLA
 * does not see it then; it stays stale until a later rescan meets it. */
static void rekey_after(List *l, int32_t best) {
  const Graph *g = l->g;
  for (int32_t i = g->src_at[best]; i < g->src_at[best + 1]; i++) {
    l->slot_stamp[g->src[i]] = l->step;
    l->slot[g->src[i]] = i - g->src_at[best];
  }
  l->nchanged = 0;
  for (int32_t h = 0; h < l->hits.len; h++) {
    int32_t buf = l->hits.v[h];
    for (int32_t i = g->buser_at[buf]; i < g->buser_at[buf + 1]; i++)
      consider(l, g->buser[i]);
  }
  int32_t kept = 0;
  for (int32_t i = 0; i < l->stale.len; i++) {
    int32_t u = l->stale.v[i];
    if (!l->is_stale[u] || l->pos[u] < 0) { /* rekeyed above, or scheduled */
      l->is_stale[u] = 0;
      continue;
    }
    if (shared_slot(l, u) == INT32_MAX) {
      l->stale.v[kept++] = u;
      continue;
    }
    l->is_stale[u] = 0;
    l->seen[u] = 0;
    consider(l, u);
  }
  l->stale.len = kept;
  if (l->nchanged > 1)
    qsort(l->changed, (size_t)l->nchanged, sizeof *l->changed, by_slot);
  for (int32_t i = 0; i < l->nchanged; i++) {
    int32_t u = l->changed[i].node;
    l->key[u] = l->changed[i].key;
    l->key[u].seq = l->seq++;
    sift_up(l, l->pos[u]);
    sift_down(l, l->pos[u]);
  }
}

static int32_t list_order(const Graph *g, int32_t *out) {
  int32_t nn = g->nnodes ? g->nnodes : 1;
  List l;
  memset(&l, 0, sizeof l);
  l.g = g;
  l.count = hlo_xmalloc(sizeof *l.count * (size_t)(g->nbufs ? g->nbufs : 1));
  for (int32_t b = 0; b < g->nbufs; b++)
    l.count[b] = g->buser_at[b + 1] - g->buser_at[b];
  l.pending = hlo_xmalloc(sizeof *l.pending * (size_t)nn);
  l.key = hlo_xmalloc(sizeof *l.key * (size_t)nn);
  l.heap = hlo_xmalloc(sizeof *l.heap * (size_t)nn);
  l.pos = hlo_xmalloc(sizeof *l.pos * (size_t)nn);
  l.slot_stamp = hlo_xcalloc((size_t)nn, sizeof *l.slot_stamp);
  l.slot = hlo_xmalloc(sizeof *l.slot * (size_t)nn);
  l.seen = hlo_xcalloc((size_t)nn, sizeof *l.seen);
  l.is_stale = hlo_xcalloc((size_t)nn, 1);
  for (int32_t k = 0; k < g->nnodes; k++) {
    l.pending[k] = npreds(g, k);
    l.pos[k] = -1;
  }
  /* XLA's first ready list: the parameters, then the ops without operands,
   * in program order. */
  for (int32_t k = g->nops; k < g->nnodes; k++)
    make_ready(&l, k);
  for (int32_t k = 0; k < g->term; k++)
    if (l.pending[k] == 0)
      make_ready(&l, k);
  int32_t n = 0;
  while (l.nheap > 0) {
    int32_t best = pop_best(&l);
    l.step++;
    l.hits.len = 0;
    if (best < g->nops) {
      out[n++] = best;
      for (int32_t i = g->use_at[best]; i < g->use_at[best + 1]; i++)
        if (--l.count[g->use[i]] == 1)
          ivec_push(&l.hits, g->use[i]);
    }
    for (int32_t i = g->user_at[best]; i < g->user_at[best + 1]; i++) {
      int32_t u = g->user[i];
      if (u != g->term && --l.pending[u] == 0)
        make_ready(&l, u);
    }
    if (best < g->nops && g->ctrl_succ[best] >= 0 && --l.pending[g->ctrl_succ[best]] == 0)
      make_ready(&l, g->ctrl_succ[best]);
    if (l.hits.len > 0)
      rekey_after(&l, best);
  }
  free(l.count);
  free(l.pending);
  free(l.key);
  free(l.heap);
  free(l.pos);
  free(l.slot_stamp);
  free(l.slot);
  free(l.seen);
  free(l.is_stale);
  free(l.hits.v);
  free(l.stale.v);
  free(l.changed);
  return n;
}

/* ---- XLA's DFS scheduler ---- */

typedef struct DfsStats {
  int64_t extra_users, total_bytes;
} DfsStats;

static int64_t add_capped(int64_t a, int64_t b) { return a > INT64_MAX - b ? INT64_MAX : a + b; }

/* Each op's statistics over the post-order: extra users (users - 1) and
 * bytes defined, summed over its operands transitively. A DAG counts a
 * shared op once per path, so XLA caps the sums by the totals so far.
 * Constants count nothing. */
static DfsStats *dfs_stats(const Graph *g, const int32_t *postorder, int32_t npost) {
  DfsStats *st = hlo_xcalloc((size_t)g->nops + 1, sizeof *st);
  int64_t cumulative = 0, total_ops = g->nnodes;
  for (int32_t i = 0; i < npost; i++) {
    int32_t k = postorder[i];
    DfsStats *s = &st[k];
    if (g->flags[k] & NODE_IGNORED)
      continue;
    s->extra_users = nusers(g, k) > 0 ? nusers(g, k) - 1 : 0;
    s->total_bytes = g->defined[k];
    cumulative = add_capped(cumulative, g->defined[k]);
    for (int32_t j = g->src_at[k]; j < g->src_at[k + 1]; j++) {
      int32_t o = g->src[j];
      if (o >= g->nops)
        continue;
      s->extra_users = add_capped(s->extra_users, st[o].extra_users);
      s->total_bytes = add_capped(s->total_bytes, st[o].total_bytes);
    }
    if (s->total_bytes > cumulative)
      s->total_bytes = cumulative;
    if (s->extra_users > total_ops)
      s->extra_users = total_ops;
  }
  return st;
}

/* XLA's operand order: more cumulative extra users first, then more
 * cumulative bytes, then (XLA: by name) program order. */
static bool visits_before(const DfsStats *st, int32_t a, int32_t b) {
  if (st[a].extra_users != st[b].extra_users)
    return st[a].extra_users > st[b].extra_users;
  if (st[a].total_bytes != st[b].total_bytes)
    return st[a].total_bytes > st[b].total_bytes;
  return a < b;
}

/* Sorts a pushed segment of the DFS stack so that the operand visited
 * first is on top (last): a merge sort, operands being few but a
 * concatenate or a call may have thousands. */
static void sort_segment(int32_t *a, int32_t n, const DfsStats *st, int32_t *tmp) {
  if (n < 2)
    return;
  if (n <= 16) {
    for (int32_t i = 1; i < n; i++) {
      int32_t x = a[i], j = i;
      for (; j > 0 && visits_before(st, a[j - 1], x); j--)
        a[j] = a[j - 1];
      a[j] = x;
    }
    return;
  }
  int32_t h = n / 2;
  sort_segment(a, h, st, tmp);
  sort_segment(a + h, n - h, st, tmp);
  int32_t i = 0, j = h, k = 0;
  while (i < h && j < n)
    tmp[k++] = visits_before(st, a[i], a[j]) ? a[j++] : a[i++];
  while (i < h)
    tmp[k++] = a[i++];
  while (j < n)
    tmp[k++] = a[j++];
  memcpy(a, tmp, sizeof *a * (size_t)n);
}

/* ---- XLA's post-orders ---- */

/* A DFS post-order from each root in program order, every op after what
 * it reads and after its control predecessor; outside values are leaves
 * XLA would emit too, no ops here. Without `st`, the post-order of
 * HloComputation::MakeInstructionPostOrder: the roots are the ops without
 * users, whose operands are visited first to last after the control
 * predecessor. With `st`, the DFS scheduler's AcceptWithOperandOrder: the
 * roots are the ops without users or control successors, then the
 * terminator, operands in XLA's order (visits_before). */
static int32_t post_order(const Graph *g, const DfsStats *st, int32_t *out) {
  uint8_t *state = hlo_xcalloc((size_t)g->nops + 1, 1);
  int32_t cap = g->src_at[g->nops] + 2 * g->nops + 1;
  int32_t *stack = hlo_xmalloc(sizeof *stack * (size_t)cap);
  int32_t *tmp = st ? hlo_xmalloc(sizeof *tmp * (size_t)cap) : NULL;
  int32_t n = 0;
  for (int32_t root = 0; root < g->nops; root++) {
    bool is_root = st ? root == g->term || (nusers(g, root) == 0 && g->ctrl_succ[root] < 0)
                      : nusers(g, root) == 0;
    if (!is_root || state[root])
      continue;
    int32_t sp = 0;
    stack[sp++] = root;
    while (sp > 0) {
      int32_t cur = stack[sp - 1];
      if (state[cur]) {
        sp--;
        if (state[cur] == 1) {
          state[cur] = 2;
          if (cur != g->term)
            out[n++] = cur;
        }
        continue;
      }
      state[cur] = 1;
      if (!st) {
        for (int32_t i = g->src_at[cur + 1] - 1; i >= g->src_at[cur]; i--)
          if (g->src[i] < g->nops)
            stack[sp++] = g->src[i];
        if (g->ctrl[cur] >= 0)
          stack[sp++] = g->ctrl[cur];
        continue;
      }
      int32_t base = sp;
      for (int32_t i = g->src_at[cur]; i < g->src_at[cur + 1]; i++)
        if (g->src[i] < g->nops && !state[g->src[i]])
          stack[sp++] = g->src[i];
      if (g->ctrl[cur] >= 0 && !state[g->ctrl[cur]])
        stack[sp++] = g->ctrl[cur];
      sort_segment(stack + base, sp - base, st, tmp);
    }
  }
  free(state);
  free(stack);
  free(tmp);
  return n;
}

/* ---- one block ---- */

/* The orders of the ops before the terminator under each heuristic, into
 * orders[s] (PROGRAM included); each holds nops - 1 ops. */
static void order_block(MlirBlock block, Effects *effects, const HloShardingInfo *shard,
                        const HloFusionPlan *fp, MlirOperation *const orders[]) {
  Graph g;
  build_graph(&g, block, effects, shard, fp);
  int32_t n = g.term > 0 ? g.term : 0;
  for (int32_t k = 0; k < n; k++)
    orders[HLO_SCHEDULE_PROGRAM][k] = g.ops[k];
  bool acyclic = n > 0 && is_acyclic(&g);
  int32_t *idx = hlo_xmalloc(sizeof *idx * (size_t)(g.nops ? g.nops : 1));
  for (int s = HLO_SCHEDULE_LIST; s < HLO_SCHEDULE_COUNT; s++) {
    MlirOperation *order = orders[s];
    if (!order)
      continue;
    int32_t got = 0;
    if (acyclic && s == HLO_SCHEDULE_LIST) {
      got = list_order(&g, idx);
    } else if (acyclic) {
      got = post_order(&g, NULL, idx);
      if (s == HLO_SCHEDULE_DFS && got == n) {
        DfsStats *st = dfs_stats(&g, idx, got);
        got = post_order(&g, st, idx);
        free(st);
      }
    }
    for (int32_t k = 0; k < n; k++)
      order[k] = got == n ? g.ops[idx[k]] : g.ops[k];
  }
  free(idx);
  graph_free(&g);
}

int32_t hlo_schedule_block(MlirBlock block, HloSchedule s, MlirOperation *order) {
  int32_t nops = (int32_t)hlo_block_num_ops(block);
  if (nops == 0)
    return 0;
  MlirOperation *orders[HLO_SCHEDULE_COUNT] = {0};
  MlirOperation *program = hlo_xmalloc(sizeof *program * (size_t)nops);
  orders[HLO_SCHEDULE_PROGRAM] = program;
  if (s > HLO_SCHEDULE_PROGRAM && (int)s < HLO_SCHEDULE_COUNT)
    orders[s] = order;
  Effects effects = {{0}};
  order_block(block, &effects, NULL, NULL, orders);
  hlo_ptrmap_free(&effects.callees);
  if (!orders[s] || s == HLO_SCHEDULE_PROGRAM)
    memcpy(order, program, sizeof *order * (size_t)(nops - 1));
  order[nops - 1] = hlo_block_terminator(block);
  free(program);
  return nops;
}

/* ---- a whole module ---- */

typedef struct PlanBlock {
  MlirBlock block;
  MlirOperation last; /* the terminator, which stays last */
  int32_t n;          /* ops before it */
  MlirOperation *order[HLO_SCHEDULE_COUNT];
} PlanBlock;

struct HloSchedulePlan {
  HloArena arena;
  MlirOperation module;
  HloMemoryOptions memory; /* how orders are measured; its fusion_plans are the plan's own */
  bool planned[HLO_SCHEDULE_COUNT];
  PlanBlock *blocks;
  int32_t nblocks, cap;
  HloFusionPlans *own_plans; /* made here: the blocks' fusion in program order */
};

static void plan_add(HloSchedulePlan *p, MlirBlock block) {
  if (p->nblocks == p->cap) {
    p->cap = p->cap ? 2 * p->cap : 16;
    p->blocks = hlo_xrealloc(p->blocks, sizeof *p->blocks * (size_t)p->cap);
  }
  p->blocks[p->nblocks++] = (PlanBlock){block, {NULL}, 0, {NULL}};
}

HloSchedulePlan *hlo_schedule_plan(MlirOperation module, HloSchedule which) {
  return hlo_schedule_plan_with(module, which, &(HloMemoryOptions){.sharing = HLO_SHARING_XLA});
}

HloSchedulePlan *hlo_schedule_plan_with(MlirOperation module, HloSchedule which,
                                        const HloMemoryOptions *memory) {
  HloSchedulePlan *p = hlo_xcalloc(1, sizeof *p);
  p->module = module;
  p->memory = *memory;
  if (memory->fusion == HLO_FUSION_XLA && !memory->fusion_plans)
    p->memory.fusion_plans = p->own_plans = hlo_fusion_plans_new();
  for (int s = 0; s < HLO_SCHEDULE_COUNT; s++)
    p->planned[s] = s == HLO_SCHEDULE_PROGRAM || s == (int)which || which == HLO_SCHEDULE_BEST;
  MlirBlock body = hlo_module_body(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!hlo_is_func(op))
      continue;
    MlirRegion region = mlirOperationGetRegion(op, 0);
    for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      plan_add(p, b);
  }
  Effects effects = {{0}};
  /* The heuristics weigh buffers as XLA does after partitioning: one
   * device's bytes. */
  HloShardingInfo *shard = hlo_module_devices(module) > 1 ? hlo_sharding_analyze(module, NULL)
                                                          : NULL;
  /* The list grows as nested blocks are found: a queue over itself. */
  for (int32_t i = 0; i < p->nblocks; i++) {
    MlirBlock block = p->blocks[i].block;
    int32_t nops = 0;
    for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op)) {
      nops++;
      for (intptr_t r = 0, nr = mlirOperationGetNumRegions(op); r < nr; r++)
        for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
             !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
          plan_add(p, b);
    }
    PlanBlock *pb = &p->blocks[i];
    if (nops < 2)
      continue; /* nothing to reorder */
    pb->last = hlo_block_terminator(block);
    pb->n = nops - 1;
    for (int s = 0; s < HLO_SCHEDULE_COUNT; s++)
      if (p->planned[s])
        pb->order[s] = hlo_arena_new(&p->arena, MlirOperation, pb->n);
    order_block(block, &effects, shard,
                p->memory.fusion_plans ? hlo_fusion_plans_get(p->memory.fusion_plans, block)
                                       : NULL,
                pb->order);
  }
  hlo_ptrmap_free(&effects.callees);
  hlo_sharding_free(shard);
  return p;
}

HloFusionPlans *hlo_schedule_fusion_plans(const HloSchedulePlan *p) {
  return p->memory.fusion_plans;
}

void hlo_schedule_plan_free(HloSchedulePlan *p) {
  if (!p)
    return;
  hlo_arena_free(&p->arena);
  free(p->blocks);
  hlo_fusion_plans_free(p->own_plans);
  free(p);
}

void hlo_schedule_apply(HloSchedulePlan *p, HloSchedule s) {
  if ((unsigned)s >= HLO_SCHEDULE_COUNT || !p->planned[s])
    return;
  for (int32_t i = 0; i < p->nblocks; i++) {
    const PlanBlock *pb = &p->blocks[i];
    for (int32_t k = 0; k < pb->n; k++)
      mlirOperationMoveBefore(pb->order[s][k], pb->last);
  }
}

int64_t hlo_schedule_criterion(HloModuleMemory *m) {
  HloFuncMemory *entry = hlo_memory_entry(m);
  return entry ? entry->body->peak : 0;
}

/* Puts the module in order `s` and analyses it there. */
static HloModuleMemory *evaluate(HloSchedulePlan *p, HloSchedule s, HloScheduleChoice *out) {
  hlo_schedule_apply(p, s);
  HloModuleMemory *m = hlo_memory_analyze_with(p->module, &p->memory);
  if (m->failed) {
    hlo_memory_free(m);
    hlo_schedule_apply(p, HLO_SCHEDULE_PROGRAM);
    return NULL;
  }
  out->peak[s] = hlo_schedule_criterion(m);
  return m;
}

HloModuleMemory *hlo_schedule_choose(HloSchedulePlan *p, HloSchedule s, HloScheduleChoice *out) {
  for (int i = 0; i < HLO_SCHEDULE_COUNT; i++)
    out->peak[i] = -1;
  if (s != HLO_SCHEDULE_BEST) {
    out->chosen = s;
    return p->planned[s] ? evaluate(p, s, out) : NULL;
  }
  /* DefaultMemoryScheduler keeps the first of list, DFS, post-order with
   * the least memory. */
  HloModuleMemory *best = NULL;
  for (int h = HLO_SCHEDULE_LIST; h < HLO_SCHEDULE_COUNT; h++) {
    HloModuleMemory *m = evaluate(p, (HloSchedule)h, out);
    if (!m) {
      hlo_memory_free(best);
      return NULL;
    }
    if (!best || out->peak[h] < out->peak[out->chosen]) {
      hlo_memory_free(best);
      best = m;
      out->chosen = (HloSchedule)h;
    } else {
      hlo_memory_free(m);
    }
  }
  hlo_schedule_apply(p, out->chosen);
  return best;
}

HloModuleMemory *hlo_memory_analyze_scheduled(MlirOperation module, HloSchedule s,
                                              const HloMemoryOptions *memory,
                                              HloScheduleChoice *out) {
  HloSchedulePlan *p = hlo_schedule_plan_with(module, s, memory);
  HloModuleMemory *m = hlo_schedule_choose(p, s, out);
  hlo_schedule_apply(p, HLO_SCHEDULE_PROGRAM);
  hlo_schedule_plan_free(p);
  return m;
}
