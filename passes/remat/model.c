/*
 * The schedule model of hlomem-remat (see remat.h): the function's block
 * as arrays, evaluated and rewritten by the budget search without touching
 * the IR.
 *
 * Model: one entry per op of the block (the values it uses, operands and
 * outer values its regions read, deduplicated; its transient bytes from
 * the memory model; its deep cost; how it may be recomputed) and one per
 * value (bytes, producer), in the memory analysis's numbering.
 *
 * Evaluation numbers the schedule, places the values in buffers by the
 * memory model's sharing rules (each op's rules found once, when the model
 * is built; the deciding is redone per schedule, since where a buffer dies
 * depends on it) and turns the buffers' ranges into usage per point with a
 * difference array, as memory.c does: a buffer lives from its first
 * definition to the last use of any of its values, arguments everywhere,
 * plus the transient of each point's op (clones keep their original's).
 * A candidate's weight is its buffer's bytes when no other value of the
 * buffer is used after the cut (else recomputing it frees nothing). In a
 * sharded module the partitioner's reshards are buffers too, one per
 * copy of a value read (internal.h), and their communication is in the
 * cost of the op that reads them.
 *
 * Candidates at a cut are the values defined before it, unused in it and
 * used after it whose producer can run again. Each gets a recompute chain:
 * its producer and, transitively, the producers of inputs that are dead
 * at the cut (recomputed too, since keeping them would cost the bytes the
 * value frees), stopping at values live at the cut and at arguments; an
 * input that is dead and cannot be recomputed must stay alive across the
 * cut, and its bytes come off the weight. Loops, branches and calls are
 * recomputed only from live inputs.
 *
 * The rewrite clones the chains of the values to recompute right before
 * the first use of each after the cut, in order of those uses, so a chain
 * member needed by two chains is cloned once, before the earlier use.
 * Later uses read the clone; an original op left without uses leaves the
 * schedule (the value was moved rather than copied).
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/ir.h"
#include "internal.h"

/* Every cloned op costs something: without a floor, ops the cost model
 * prices at zero (reshapes, views) would be recomputed whether or not it
 * helps. Far below any real op's cost, so it only breaks ties. */
#define MIN_SECONDS 1e-15
#define MIN_FLOPS 1.0

static void grow(void **p, int32_t *cap, int32_t need, size_t size) {
  if (need <= *cap)
    return;
  int32_t cap2 = *cap ? *cap : 16;
  while (cap2 < need)
    cap2 *= 2;
  *p = hlo_xrealloc(*p, (size_t)cap2 * size);
  *cap = cap2;
}

#define GROW(p, cap, need) grow((void **)&(p), &(cap), (need), sizeof *(p))

/* Stamp arrays grow with zeros: below every stamp handed out. */
static void grow_stamps(int32_t **p, int32_t *cap, int32_t need) {
  int32_t old = *cap;
  GROW(*p, *cap, need);
  for (int32_t i = old; i < *cap; i++)
    (*p)[i] = 0;
}

/* ---- the model ---- */

typedef struct Use {
  int32_t op, value;
} Use;

static int by_op_value(const void *x, const void *y) {
  const Use *a = x, *b = y;
  if (a->op != b->op)
    return a->op < b->op ? -1 : 1;
  return (a->value > b->value) - (a->value < b->value);
}

static RematKind kind_of(MlirOperation op) {
  /* A one-operand barrier holds a value in a buffer (hold.c, emit.c's
   * holds): recomputing through it clones it, which holds the clone. */
  if (hlo_op_id(op) == HLO_OP_OPTIMIZATION_BARRIER && mlirOperationGetNumOperands(op) == 1)
    return RK_CHAIN;
  if (mlirOperationGetNumResults(op) == 0 || !hlo_op_is_recomputable_deep(op))
    return RK_NEVER;
  switch (hlo_op_id(op)) {
  case HLO_OP_WHILE:
  case HLO_OP_IF:
  case HLO_OP_CASE:
  case HLO_OP_CALL:
    return RK_ROOT;
  default:
    return RK_CHAIN;
  }
}

/* A max-heap of value ids: the fused values an op reads, latest first. */
typedef struct Heap {
  int32_t n, cap;
  int32_t *v;
} Heap;

static void heap_push(Heap *h, int32_t x) {
  GROW(h->v, h->cap, h->n + 1);
  int32_t i = h->n++;
  for (; i > 0 && h->v[(i - 1) / 2] < x; i = (i - 1) / 2)
    h->v[i] = h->v[(i - 1) / 2];
  h->v[i] = x;
}

static int32_t heap_pop(Heap *h) {
  int32_t top = h->v[0], x = h->v[--h->n], i = 0;
  for (;;) {
    int32_t c = 2 * i + 1;
    if (c >= h->n)
      break;
    if (c + 1 < h->n && h->v[c + 1] > h->v[c])
      c++;
    if (h->v[c] <= x)
      break;
    h->v[i] = h->v[c];
    i = c;
  }
  if (h->n)
    h->v[i] = x;
  return top;
}

/* One op's inputs while they are expanded: values with the uses each
 * stands for, stamped per op. */
typedef struct Expand {
  int32_t stamp;
  int32_t *seen, *direct, *count; /* value -> stamp, stamp, uses */
  int32_t n, cap;
  int32_t *list;
  Heap fused;
  /* A fused producer's operands as value ids, looked up the first time a
   * reader reads through it and kept: with fusion to any depth, hundreds
   * of readers read through each. */
  int32_t *reads_at, *nreads_of; /* op -> its ids: reads[reads_at ..], -1 until looked up */
  int32_t nreads, cap_reads;
  int32_t *reads;
} Expand;

static void expand_add(const Model *m, Expand *x, int32_t v, int32_t uses, bool direct) {
  if (x->seen[v] != x->stamp) {
    x->seen[v] = x->stamp;
    x->count[v] = 0;
    GROW(x->list, x->cap, x->n + 1);
    x->list[x->n++] = v;
    if (m->nobuf[v])
      heap_push(&x->fused, v);
  }
  x->count[v] = hlo_uses_add(x->count[v], uses);
  if (direct)
    x->direct[v] = x->stamp;
}

/* The operands of op k that are values of the block, each once. */
static const int32_t *fused_reads(const Model *m, Expand *x, int32_t k) {
  if (x->reads_at[k] < 0) {
    MlirOperation op = m->ops[k].op;
    x->reads_at[k] = x->nreads;
    for (intptr_t j = 0, n = mlirOperationGetNumOperands(op); j < n; j++) {
      int64_t id;
      if (!hlo_operand_repeats(op, j) &&
          hlo_ptrmap_get(&m->ids, mlirOperationGetOperand(op, j).ptr, &id)) {
        GROW(x->reads, x->cap_reads, x->nreads + 1);
        x->reads[x->nreads++] = (int32_t)id;
      }
    }
    x->nreads_of[k] = x->nreads - x->reads_at[k];
  }
  return x->reads + x->reads_at[k];
}

/* What a fused value's readers read through it: the operands of its
 * producer (each once, as one input of the kernel), standing for as
 * many uses as the fused value. Latest value first, so that a fused
 * value has all its uses when it passes them on (memory.c's
 * extend_fused_uses). */
static void expand_fused(const Model *m, Expand *x) {
  while (x->fused.n > 0) {
    int32_t v = heap_pop(&x->fused);
    const int32_t *reads = fused_reads(m, x, m->values[v].op);
    for (int32_t j = 0, n = x->nreads_of[m->values[v].op]; j < n; j++)
      expand_add(m, x, reads[j], x->count[v], false);
  }
}

static int by_value(const void *x, const void *y) {
  int32_t a = *(const int32_t *)x, b = *(const int32_t *)y;
  return (a > b) - (a < b);
}

/* Every use of a block value, charged to the op of the block that holds
 * the user, deduplicated and grouped per op; with fusion, an op also uses
 * the buffers it reads through fused values (not the fused values those
 * read in turn: their producers' inputs name them). `times` gets, per
 * input, how many uses it stands for. */
static void collect_inputs(Model *m, HloPtrMap *index, int32_t **times) {
  Use *uses = NULL;
  int32_t n = 0, cap = 0;
  for (int32_t v = 0; v < m->nvalues; v++) {
    for (MlirOpOperand u = mlirValueGetFirstUse(m->values[v].value); !mlirOpOperandIsNull(u);
         u = mlirOpOperandGetNextUse(u)) {
      MlirOperation top = hlo_op_ancestor_in_block(mlirOpOperandGetOwner(u), m->block);
      int64_t k;
      if (mlirOperationIsNull(top) || !hlo_ptrmap_get(index, top.ptr, &k))
        continue;
      GROW(uses, cap, n + 1);
      uses[n++] = (Use){(int32_t)k, v};
    }
  }
  if (n > 1)
    qsort(uses, (size_t)n, sizeof *uses, by_op_value);
  Expand x = {0};
  x.seen = hlo_xcalloc((size_t)m->nvalues + 1, sizeof *x.seen);
  x.direct = hlo_xcalloc((size_t)m->nvalues + 1, sizeof *x.direct);
  x.count = hlo_xcalloc((size_t)m->nvalues + 1, sizeof *x.count);
  x.reads_at = hlo_xmalloc(sizeof *x.reads_at * ((size_t)m->nops + 1));
  x.nreads_of = hlo_xmalloc(sizeof *x.nreads_of * ((size_t)m->nops + 1));
  for (int32_t k = 0; k < m->nops; k++)
    x.reads_at[k] = -1;
  int32_t *inputs = NULL, *counts = NULL, len = 0, room = 0, room2 = 0;
  for (int32_t i = 0; i < n;) {
    int32_t k = uses[i].op;
    x.stamp = k + 1;
    x.n = 0;
    for (; i < n && uses[i].op == k; i++)
      expand_add(m, &x, uses[i].value, 1, true);
    expand_fused(m, &x);
    /* Fused values read only through others are left out before the
     * sort: most of what the expansion lists, on deep fusion. */
    int32_t kept = 0;
    for (int32_t j = 0; j < x.n; j++) {
      int32_t v = x.list[j];
      if (!m->nobuf[v] || x.direct[v] == x.stamp)
        x.list[kept++] = v;
    }
    if (kept > 1)
      qsort(x.list, (size_t)kept, sizeof *x.list, by_value);
    RematOp *op = &m->ops[k];
    op->inputs0 = len;
    GROW(inputs, room, len + kept);
    GROW(counts, room2, len + kept);
    for (int32_t j = 0; j < kept; j++) {
      int32_t v = x.list[j];
      inputs[len] = v;
      counts[len++] = x.count[v];
    }
    op->ninputs = len - op->inputs0;
  }
  m->inputs = hlo_arena_new(&m->arena, int32_t, len);
  if (len)
    memcpy(m->inputs, inputs, sizeof *inputs * (size_t)len);
  *times = hlo_xcalloc((size_t)len + 1, sizeof **times);
  if (len)
    memcpy(*times, counts, sizeof *counts * (size_t)len);
  free(inputs);
  free(counts);
  free(x.seen);
  free(x.direct);
  free(x.count);
  free(x.list);
  free(x.fused.v);
  free(x.reads_at);
  free(x.nreads_of);
  free(x.reads);
  free(uses);
}


/* Where op k's inputs hold value `id`, or -1. */
static int32_t input_index(const Model *m, const RematOp *op, int64_t id) {
  for (int32_t j = 0; j < op->ninputs; j++)
    if (m->inputs[op->inputs0 + j] == id)
      return j;
  return -1;
}

/* The sharing rules of each op, as input indices (memory.c's rules:
 * pairs of unknown size never write over anything; a pair's operand
 * stands for the buffers the kernel reads through fused values, in
 * order, hlo_fusion_sources; results without a buffer share nothing). */
static void collect_shares(Model *m, const int32_t *times, const HloFusionPlan *plan) {
  HloSharePair *pairs = NULL;
  int cap = 0;
  int32_t nshares = 0, room = 0;
  m->shares_of = hlo_arena_new(&m->arena, int32_t, m->nops + 1);
  m->fixed = hlo_arena_new(&m->arena, uint8_t, m->nvalues);
  for (int32_t v = 0; v < m->nvalues; v++)
    m->fixed[v] = m->values[v].op < 0 || m->ops[m->values[v].op].constant;
  for (int32_t k = 0; k < m->nops; k++) {
    RematOp *op = &m->ops[k];
    m->shares_of[k] = nshares;
    int n = hlo_op_share_pairs(op->op, pairs, cap);
    if (n > cap) {
      cap = n;
      pairs = hlo_xrealloc(pairs, sizeof *pairs * (size_t)cap);
      n = hlo_op_share_pairs(op->op, pairs, cap);
    }
    for (int i = 0; i < n; i++) {
      int32_t result = op->result0 + pairs[i].result;
      if (m->nobuf[result])
        continue;
      MlirValue sources[8];
      int ns = hlo_fusion_sources(plan, mlirOperationGetOperand(op->op, pairs[i].operand),
                                  pairs[i].kind == HLO_SHARE_IF_DEAD, sources, 8);
      for (int s = 0; s < ns && s < 8; s++) {
        int64_t id;
        MlirValue operand = sources[s];
        if (!hlo_ptrmap_get(&m->ids, operand.ptr, &id))
          continue;
        /* memory.c's rule: values of different sizes (per device, in a
         * sharded module) never share a buffer. */
        if (m->values[id].bytes != m->values[result].bytes)
          continue;
        /* Never written over in any state: an argument stays one (clones
         * read it), a constant's clone is a constant; but a splat's clone
         * is a broadcast (evaluation tells them apart). */
        if (pairs[i].kind != HLO_SHARE_ALIAS &&
            (hlo_value_bytes(operand) < 0 ||
             hlo_value_bytes(mlirOperationGetResult(op->op, pairs[i].result)) < 0 ||
             m->values[id].op < 0 ||
             (m->ops[m->values[id].op].constant && !m->ops[m->values[id].op].splat)))
          continue;
        int32_t j = input_index(m, op, id);
        if (j < 0)
          continue;
        GROW(m->shares, room, nshares + 1);
        m->shares[nshares++] =
            (RematShare){pairs[i].result, j, (uint8_t)pairs[i].kind,
                         times[op->inputs0 + j] == hlo_share_pair_uses(op->op, pairs, n, i)};
      }
    }
  }
  m->shares_of[m->nops] = nshares;
  free(pairs);
}

/* Reshards of a value that have their equal on a copy of it: one read by
 * a one-operand barrier's result, that barrier reading the value. */
static void find_reshard_copies(Model *m, const HloBlockMemory *body) {
  m->reshard_copy = hlo_arena_new(&m->arena, int32_t, m->nreshards + 1);
  HloPtrMap first_of = {0};
  int32_t *next = hlo_xcalloc((size_t)m->nreshards + 1, sizeof *next);
  for (int32_t c = m->nreshards - 1; c >= 0; c--) {
    m->reshard_copy[c] = -1;
    int64_t at;
    const void *key = body->collectives[c].what.value.ptr;
    next[c] = hlo_ptrmap_get(&first_of, key, &at) ? (int32_t)at : -1;
    hlo_ptrmap_put(&first_of, key, c);
  }
  for (int32_t c2 = 0; c2 < m->nreshards; c2++) {
    HloReshard r = body->collectives[c2].what;
    if (r.operand < 0 || !mlirValueIsAOpResult(r.value))
      continue;
    MlirOperation barrier = mlirOpResultGetOwner(r.value);
    if (hlo_op_id(barrier) != HLO_OP_OPTIMIZATION_BARRIER ||
        mlirOperationGetNumOperands(barrier) != 1)
      continue;
    r.value = mlirOperationGetOperand(barrier, 0);
    int64_t c;
    for (c = hlo_ptrmap_get(&first_of, r.value.ptr, &c) ? c : -1; c >= 0; c = next[c])
      if (m->reshard_copy[c] < 0 && hlo_reshard_same(&body->collectives[c].what, &r))
        m->reshard_copy[c] = c2;
  }
  free(next);
  hlo_ptrmap_free(&first_of);
}

/* The partitioner's buffers, from the memory model's collectives: reshards
 * read by ops become spans evaluation places; reductions stay in their
 * op's transient. */
static void reshards_init(Model *m, const HloBlockMemory *body, const HloDevice *device) {
  int32_t n = body->collective_reads_of[m->nops];
  m->nreshards = body->ncollectives;
  m->reshard_bytes = hlo_arena_new(&m->arena, int64_t, m->nreshards + 1);
  m->reshard_value = hlo_arena_new(&m->arena, int32_t, m->nreshards + 1);
  m->reshard_seconds = hlo_arena_new(&m->arena, double, m->nreshards + 1);
  for (int32_t i = 0; i < m->nreshards; i++) {
    const HloReshard *r = &body->collectives[i].what;
    int64_t id;
    m->reshard_bytes[i] = r->operand >= 0 ? r->extra : 0;
    m->reshard_value[i] = hlo_ptrmap_get(&m->ids, r->value.ptr, &id) ? (int32_t)id : -1;
    m->reshard_seconds[i] = hlo_link_seconds(device, (double)r->moved);
  }
  m->reshards_of = hlo_arena_new(&m->arena, int32_t, m->nops + 1);
  m->reshards = hlo_arena_new(&m->arena, int32_t, n + 1);
  m->reshard_via = hlo_arena_new(&m->arena, int32_t, n + 1);
  find_reshard_copies(m, body);
}

/* The broadcast of `value` that `op` reads and the partitioner reshards
 * `value` for (partitioner.c, through_broadcast), or -1: op reads value. */
static int32_t broadcast_read(const Model *m, MlirOperation op, MlirValue value) {
  int32_t found = -1;
  for (intptr_t j = 0, n = mlirOperationGetNumOperands(op); j < n; j++) {
    MlirValue x = mlirOperationGetOperand(op, j);
    if (mlirValueEqual(x, value))
      return -1;
    int64_t id;
    if (found < 0 && mlirValueIsAOpResult(x) &&
        hlo_op_id(mlirOpResultGetOwner(x)) == HLO_OP_BROADCAST_IN_DIM &&
        mlirValueEqual(mlirOperationGetOperand(mlirOpResultGetOwner(x), 0), value) &&
        hlo_ptrmap_get(&m->ids, x.ptr, &id))
      found = (int32_t)id;
  }
  return found;
}

/* Op k's reshards: its transient less the buffers memory.c spread over
 * the points (its reductions put back), and the reads it makes. */
static void op_reshards(Model *m, const HloBlockMemory *body, int32_t k) {
  RematOp *op = &m->ops[k];
  op->transient -= body->partitioner[k];
  m->reshards_of[k] = body->collective_reads_of[k];
  for (int32_t i = body->collective_reads_of[k]; i < body->collective_reads_of[k + 1]; i++) {
    int32_t c = body->collective_reads[i];
    const HloReshard *r = &body->collectives[c].what;
    m->reshards[i] = c;
    m->reshard_via[i] = r->operand >= 0 ? broadcast_read(m, op->op, r->value) : -1;
    if (r->operand < 0)
      op->transient += r->extra;
  }
}

/* The copy of y whose reshards a clone of op shares (all those op makes
 * of y have their equal on it), or -1; the clone must also read
 * something else, which tells it from any op reading the copy. */
static int32_t shared_copy(const Model *m, int32_t op, int32_t y) {
  if (m->ops[op].ninputs < 2)
    return -1;
  int32_t copy = -1;
  for (int32_t i = m->reshards_of[op]; i < m->reshards_of[op + 1]; i++) {
    int32_t c = m->reshards[i];
    if (m->reshard_value[c] != y || !m->reshard_bytes[c])
      continue;
    int32_t c2 = m->reshard_copy[c];
    if (c2 < 0 || (copy >= 0 && m->reshard_value[c2] != copy))
      return -1;
    copy = m->reshard_value[c2];
  }
  return copy;
}

/* Is `copy` an argument's, which can be made anywhere? */
static bool copy_of_argument(const Model *m, int32_t copy) {
  return m->inputs[m->ops[m->values[copy].op].inputs0] < m->nargs;
}

/* The seconds op k's collectives take on the links, which its clone pays
 * again but for those it shares (ensure_clone takes them off). */
static double op_link_seconds(const Model *m, int32_t k) {
  double seconds = 0;
  for (int32_t i = m->reshards_of[k]; i < m->reshards_of[k + 1]; i++)
    seconds += m->reshard_seconds[m->reshards[i]];
  return seconds;
}

Model *remat_model_build(MlirOperation func, const HloBlockMemory *body, HloFusionPlans *plans,
                         RematCost cost, const HloDevice *device) {
  MlirBlock block = hlo_func_entry(func);
  if (!body || mlirBlockIsNull(block) || !mlirBlockIsNull(mlirBlockGetNextInRegion(block)))
    return NULL;
  Model *m = hlo_xcalloc(1, sizeof *m);
  m->func = func;
  m->block = block;
  m->nops = body->nops;
  m->nargs = (int32_t)mlirBlockGetNumArguments(block);
  m->nvalues = body->nbuffers;
  m->ops = hlo_arena_new(&m->arena, RematOp, m->nops);
  m->values = hlo_arena_new(&m->arena, RematValue, m->nvalues);
  hlo_ptrmap_reserve(&m->ids, (size_t)m->nvalues);
  m->nobuf = hlo_arena_new(&m->arena, uint8_t, m->nvalues);
  for (int32_t v = 0; v < m->nvalues; v++) {
    const HloBuffer *x = &body->buffers[v];
    m->nobuf[v] = x->storage == HLO_STORAGE_FUSED;
    m->values[v] = (RematValue){x->value, m->nobuf[v] ? 0 : x->bytes, x->is_arg ? -1 : x->def};
    hlo_ptrmap_put(&m->ids, x->value.ptr, v);
  }

  if (body->collective_reads_of)
    reshards_init(m, body, device);
  HloPtrMap index = {0};
  hlo_ptrmap_reserve(&index, (size_t)m->nops);
  HloCostCache *cache = hlo_cost_cache_create();
  hlo_cost_cache_set_sharding(cache, body->shard); /* one device's work, as its bytes */
  int32_t result = m->nargs;
  for (int32_t k = 0; k < m->nops; k++) {
    RematOp *op = &m->ops[k];
    op->op = body->ops[k];
    op->result0 = result;
    op->nresults = (int32_t)mlirOperationGetNumResults(op->op);
    result += op->nresults;
    op->transient = body->transient[k];
    op->kind = (uint8_t)kind_of(op->op);
    op->constant = hlo_op_id(op->op) == HLO_OP_CONSTANT;
    HloDense dense;
    /* A splat fused into its readers is a copy like any constant (no
     * buffer to free, CSE may merge it back). */
    op->splat = op->constant && op->nresults == 1 && !m->nobuf[op->result0] &&
                hlo_constant_dense(op->op, &dense) && dense.splat && dense.count > 1 &&
                mlirAttributeIsADenseElements(dense.attr);
    HloCost c = hlo_op_cost_cached(cache, op->op);
    op->flops = c.flops;
    op->seconds = hlo_cost_seconds(device, c);
    m->step_seconds += op->seconds;
    if (body->collective_reads_of)
      op_reshards(m, body, k);
    op->value = cost == COST_FLOPS ? c.flops + c.transcendentals : op->seconds;
    if (op->value < (cost == COST_FLOPS ? MIN_FLOPS : MIN_SECONDS))
      op->value = cost == COST_FLOPS ? MIN_FLOPS : MIN_SECONDS;
    m->step_flops += op->flops;
    hlo_ptrmap_put(&index, op->op.ptr, k);
  }
  hlo_cost_cache_free(cache);
  if (body->collective_reads_of) {
    m->reshards_of[m->nops] = body->collective_reads_of[m->nops];
    for (int32_t i = 0; i < m->nreshards; i++)
      m->step_seconds += m->reshard_seconds[i];
  }
  int32_t *times;
  collect_inputs(m, &index, &times);
  hlo_ptrmap_free(&index);
  m->value_in_seconds = cost == COST_ROOFLINE;
  for (int32_t k = 0; k < m->nops && body->collective_reads_of; k++) {
    RematOp *op = &m->ops[k];
    op->seconds += op_link_seconds(m, k);
    if (cost == COST_ROOFLINE)
      op->value = op->seconds > MIN_SECONDS ? op->seconds : MIN_SECONDS;
  }
  m->sharing = body->sharing == HLO_SHARING_XLA;
  m->fusion = body->fusion == HLO_FUSION_XLA;
  HloFusionPlan *own = m->fusion && !plans ? hlo_fusion_plan(block) : NULL;
  const HloFusionPlan *plan = m->fusion && plans ? hlo_fusion_plans_get(plans, block) : own;
  m->over_budget = hlo_fusion_over_budget(plan);
  if (m->sharing)
    collect_shares(m, times, plan);
  hlo_fusion_plan_free(own);
  free(times);
  m->bytes = hlo_arena_new(&m->arena, int64_t, m->nvalues);
  for (int32_t v = 0; v < m->nvalues; v++)
    m->bytes[v] = m->values[v].bytes;
  for (int32_t v = 0; v < m->nargs; v++)
    m->arg_bytes += m->bytes[v];
  m->transient = hlo_arena_new(&m->arena, int64_t, m->nops);
  for (int32_t k = 0; k < m->nops; k++)
    m->transient[k] = m->ops[k].transient;
  return m;
}

void remat_model_free(Model *m) {
  if (!m)
    return;
  free(m->shares);
  hlo_ptrmap_free(&m->ids);
  hlo_arena_free(&m->arena);
  free(m);
}

/* ---- states ---- */

void state_init(State *s, const Model *m) {
  memset(s, 0, sizeof *s);
  GROW(s->nodes, s->node_cap, m->nops);
  GROW(s->order, s->order_cap, m->nops);
  GROW(s->vorig, s->value_cap, m->nvalues);
  s->vnode = hlo_xmalloc(sizeof *s->vnode * (size_t)s->value_cap);
  int32_t npool = 0;
  for (int32_t k = 0; k < m->nops; k++)
    npool += m->ops[k].ninputs;
  GROW(s->pool, s->pool_cap, npool);
  for (int32_t k = 0; k < m->nops; k++) {
    s->nodes[k] = (Node){k,
                         m->ops[k].result0,
                         m->ops[k].nresults,
                         m->ops[k].inputs0,
                         m->ops[k].ninputs,
                         m->ops[k].kind,
                         false};
    s->order[k] = k;
  }
  if (npool)
    memcpy(s->pool, m->inputs, sizeof *s->pool * (size_t)npool);
  for (int32_t v = 0; v < m->nvalues; v++) {
    s->vorig[v] = v;
    s->vnode[v] = m->values[v].op;
  }
  s->nnodes = s->norder = m->nops;
  s->npool = npool;
  s->nvalues = m->nvalues;
}

/* *dst gets n elements of src, in its own buffer when that is large
 * enough: a search copies states of about the same size again and again,
 * and fresh buffers of that size cost page faults each time. */
static void copy_into(void **dst, int32_t *cap, const void *src, int32_t n, size_t size) {
  if (*cap < n || !*dst) {
    free(*dst);
    *dst = hlo_xmalloc(n ? (size_t)n * size : 1);
    *cap = n;
  }
  if (n)
    memcpy(*dst, src, (size_t)n * size);
}

void state_copy(State *dst, const State *src) {
  State d = *dst;
  copy_into((void **)&d.nodes, &d.node_cap, src->nodes, src->nnodes, sizeof *src->nodes);
  copy_into((void **)&d.order, &d.order_cap, src->order, src->norder, sizeof *src->order);
  copy_into((void **)&d.pool, &d.pool_cap, src->pool, src->npool, sizeof *src->pool);
  /* vorig and vnode share value_cap. */
  int32_t cap = d.value_cap;
  copy_into((void **)&d.vorig, &d.value_cap, src->vorig, src->nvalues, sizeof *src->vorig);
  copy_into((void **)&d.vnode, &cap, src->vnode, src->nvalues, sizeof *src->vnode);
  d.nnodes = src->nnodes;
  d.norder = src->norder;
  d.npool = src->npool;
  d.nvalues = src->nvalues;
  d.tally = src->tally;
  *dst = d;
}

void state_free(State *s) {
  free(s->nodes);
  free(s->order);
  free(s->pool);
  free(s->vorig);
  free(s->vnode);
  memset(s, 0, sizeof *s);
}

/* A new node running the op of node `like`, with room for its inputs and
 * its `nresults` values. */
static int32_t new_node(State *s, int32_t like, int32_t nresults) {
  Node x = s->nodes[like]; /* the arrays may move */
  GROW(s->nodes, s->node_cap, s->nnodes + 1);
  GROW(s->pool, s->pool_cap, s->npool + x.ninputs);
  int32_t cap = s->value_cap;
  GROW(s->vorig, s->value_cap, s->nvalues + nresults);
  if (s->value_cap != cap)
    s->vnode = hlo_xrealloc(s->vnode, sizeof *s->vnode * (size_t)s->value_cap);
  int32_t id = s->nnodes++;
  s->nodes[id] = (Node){x.op, s->nvalues, nresults, s->npool, x.ninputs, x.kind, false};
  for (int32_t r = 0; r < nresults; r++)
    s->vnode[s->nvalues + r] = id;
  s->nvalues += nresults;
  s->npool += x.ninputs;
  return id;
}

/* ---- evaluation ---- */

static int32_t buffer_end(const Eval *e, int32_t owner) {
  return e->shares[owner] & EVAL_EXTENDED ? e->end[owner] : e->last[owner];
}

/* v takes owner's buffer at position k; `diff` holds the pending changes
 * of the live bytes at later positions, where the buffer's bytes leave
 * after its last use, which v may move later. */
static void join_buffer(const Model *m, const State *s, Eval *e, int32_t v, int32_t owner,
                        int64_t *diff) {
  if (!(e->shares[owner] & EVAL_EXTENDED)) {
    e->end[owner] = e->last[owner];
    e->end_uses[owner] = e->nuses[owner] > 0;
    e->next[owner] = -1;
    e->shares[owner] |= EVAL_EXTENDED;
  }
  e->home[v] = owner;
  e->shares[v] |= EVAL_IN_OTHER;
  e->next[v] = e->next[owner];
  e->next[owner] = v;
  int32_t used = e->nuses[v] > 0;
  if (e->last[v] > e->end[owner]) {
    if (s->vnode[owner] >= 0) { /* an argument's bytes never leave */
      int64_t bytes = m->bytes[s->vorig[owner]];
      diff[e->end[owner] + 1] += bytes;
      diff[e->last[v] + 1] -= bytes;
    }
    e->end[owner] = e->last[v];
    e->end_uses[owner] = used;
  } else if (e->last[v] == e->end[owner]) {
    e->end_uses[owner] += used;
  }
}

/* May the node at position k write over the buffer of `owner`? Not an
 * argument's, not a constant's; only one that dies at k (and, in place,
 * used there by that one input alone). Inputs are distinct values, so the
 * buffer's values used at k are counted, and the input's own uses. */
static bool may_write_over(const Model *m, const State *s, const Eval *e, int32_t owner,
                           int32_t k, const RematShare *r) {
  if (buffer_end(e, owner) != k) /* the common case, first */
    return false;
  /* Arguments and constants are never written over, but a splat's clone
   * is a broadcast and may be (a barrier's result can have either as its
   * owner). */
  if (m->fixed[s->vorig[owner]] &&
      (s->vnode[owner] < m->nops || !m->ops[s->nodes[s->vnode[owner]].op].splat))
    return false;
  if (r->kind != HLO_SHARE_IF_ONLY_USE)
    return true;
  int32_t uses = e->shares[owner] & EVAL_EXTENDED ? e->end_uses[owner] : e->nuses[owner] > 0;
  return r->alone && uses == 1;
}

/* The buffers of node nd's results, at position k (memory.c's rules). */
static void place_results(const Model *m, const State *s, Eval *e, const Node *nd, int32_t k,
                          int64_t *diff) {
  const int32_t *in = s->pool + nd->inputs0;
  for (int32_t i = m->shares_of[nd->op], end = m->shares_of[nd->op + 1]; i < end; i++) {
    const RematShare *r = &m->shares[i];
    int32_t v = nd->result0 + r->result;
    if (e->shares[v] & EVAL_IN_OTHER)
      continue;
    int32_t owner = eval_buffer_of(e, in[r->input]);
    if (r->kind == HLO_SHARE_ALIAS || may_write_over(m, s, e, owner, k, r))
      join_buffer(m, s, e, v, owner, diff);
  }
}

/* A reshard read by node `node` at position k of the schedule, other
 * than an original op's read of the original value. */
typedef struct EvalRead {
  int32_t reshard, at;
  int32_t copy; /* the value read: 1 + a clone's result, or 1 + nvalues + the position of
                   the original op whose clone group passes it through its barrier */
} EvalRead;

enum { NO_RESHARD = -1 }; /* read_copy: the read needs no reshard */

/* The barrier the op at position k reads through: its clone group's, or
 * for a clone equal to an earlier one of the group, one of its own
 * (emit.c, pin_duplicates). */
static int32_t barrier_of(const Eval *e, int32_t k, int32_t n) {
  return e->dup[k] ? n + k : e->anchor[k];
}

static bool same_inputs(const State *s, int32_t a, int32_t b) {
  const int32_t *x = node_inputs(s, a), *y = node_inputs(s, b);
  for (int32_t i = 0; i < s->nodes[a].ninputs; i++)
    if (x[i] != y[i])
      return false;
  return true;
}

/* Marks the clones that compute what an earlier clone of their group
 * does, from the same values. */
static void find_duplicates(const Model *m, const State *s, Eval *e) {
  int32_t n = s->norder;
  GROW(e->dup, e->cap_dup, n);
  if (e->cap_seen < m->nops) {
    e->cap_seen = m->nops;
    e->seen_at = hlo_xrealloc(e->seen_at, sizeof(int32_t) * (size_t)m->nops);
  }
  for (int32_t i = 0; i < m->nops; i++)
    e->seen_at[i] = -1;
  for (int32_t k = 0; k < n; k++) {
    int32_t node = s->order[k], op = s->nodes[node].op, last = e->seen_at[op];
    e->dup[k] = node >= m->nops && last >= 0 && e->anchor[last] == e->anchor[k] &&
                s->nodes[node].ninputs > 0 && !mlirOperationGetNumRegions(m->ops[op].op) &&
                same_inputs(s, s->order[last], node);
    if (node >= m->nops)
      e->seen_at[op] = k;
  }
}

/* Which copy of reshard *c's value node `node` (at position k) reads, in
 * its read `read`: 0 for the original, read directly; NO_RESHARD when
 * the read needs none. A clone reads what it does not compute through
 * its group's barrier (emit.c), but for values fused into their readers,
 * which it reads directly; a read through a broadcast (partitioner.c)
 * reshards the broadcast's operand where the broadcast is made, and a
 * barrier's copy of a broadcast is split as its reader needs. */
static int32_t read_copy(const Model *m, const State *s, const Eval *e, int32_t node, int32_t k,
                         int32_t read, int32_t *c) {
  const int32_t *in = node_inputs(s, node);
  int32_t via = m->reshard_via[read], copy = via < 0 ? m->reshard_copy[*c] : -1;
  int32_t want = via >= 0 ? via : m->reshard_value[*c], y = -1;
  for (int32_t i = 0; i < s->nodes[node].ninputs; i++) {
    if (s->vorig[in[i]] == want) {
      y = in[i];
      break;
    }
    if (copy >= 0 && in[i] == m->reshard_value[copy]) { /* read in place of the value */
      *c = copy;
      return 0;
    }
  }
  bool clone = node >= m->nops;
  int32_t group = 1 + s->nvalues + barrier_of(e, k, s->norder);
  if (y < 0)
    return clone ? group : 0;
  if (s->vnode[y] >= m->nops) {
    int32_t at = e->pos[s->vnode[y]];
    if (via >= 0)
      return 1 + s->nvalues + barrier_of(e, at, s->norder);
    return !clone || (e->anchor[at] == e->anchor[k] && !e->dup[k]) ? 1 + y : group;
  }
  if (!clone || m->nobuf[y])
    return 0;
  return via >= 0 ? NO_RESHARD : group;
}

static int by_reshard_copy(const void *x, const void *y) {
  const EvalRead *a = x, *b = y;
  if (a->reshard != b->reshard)
    return a->reshard < b->reshard ? -1 : 1;
  return a->copy < b->copy ? -1 : a->copy > b->copy;
}

static void add_span(Eval *e, int32_t first, int32_t last, int64_t bytes) {
  e->usage[first] += bytes;
  e->usage[last + 1] -= bytes;
}

/* The reshards the schedule reads, one buffer per copy of a value and
 * sharding, from its first reader to its last, as pending changes of
 * the usage. */
static void place_reshards(const Model *m, const State *s, Eval *e) {
  int32_t n = s->norder;
  if (e->cap_reshards < m->nreshards) {
    e->cap_reshards = m->nreshards;
    e->reshard_first = hlo_xrealloc(e->reshard_first, sizeof(int32_t) * (size_t)m->nreshards);
    e->reshard_last = hlo_xrealloc(e->reshard_last, sizeof(int32_t) * (size_t)m->nreshards);
  }
  GROW(e->anchor, e->cap_anchor, n);
  for (int32_t k = n - 1, next = n; k >= 0; k--) {
    if (s->order[k] < m->nops)
      next = k;
    e->anchor[k] = next;
  }
  find_duplicates(m, s, e);
  for (int32_t i = 0; i < m->nreshards; i++)
    e->reshard_first[i] = -1;
  e->nreads = 0;
  for (int32_t k = 0; k < n; k++) {
    int32_t node = s->order[k], op = s->nodes[node].op;
    for (int32_t i = m->reshards_of[op]; i < m->reshards_of[op + 1]; i++) {
      int32_t c = m->reshards[i];
      if (!m->reshard_bytes[c])
        continue;
      int32_t copy = read_copy(m, s, e, node, k, i, &c);
      if (copy == NO_RESHARD)
        continue;
      if (copy) {
        GROW(e->reads, e->cap_reads, e->nreads + 1);
        e->reads[e->nreads++] = (EvalRead){c, k, copy};
      } else {
        if (e->reshard_first[c] < 0)
          e->reshard_first[c] = k;
        e->reshard_last[c] = k;
      }
    }
  }
  for (int32_t c = 0; c < m->nreshards; c++)
    if (e->reshard_first[c] >= 0)
      add_span(e, e->reshard_first[c], e->reshard_last[c], m->reshard_bytes[c]);
  if (e->nreads > 1)
    qsort(e->reads, (size_t)e->nreads, sizeof *e->reads, by_reshard_copy);
  for (int32_t i = 0, j; i < e->nreads; i = j) {
    int32_t first = e->reads[i].at, last = first;
    for (j = i + 1; j < e->nreads && !by_reshard_copy(&e->reads[i], &e->reads[j]); j++) {
      if (e->reads[j].at < first)
        first = e->reads[j].at;
      if (e->reads[j].at > last)
        last = e->reads[j].at;
    }
    add_span(e, first, last, m->reshard_bytes[e->reads[i].reshard]);
  }
}

/* Two passes over the schedule. The first numbers it and finds each
 * value's uses; the second places the results in buffers in schedule
 * order and sums the live bytes: a buffer's bytes come with its owner's
 * definition and leave after the last use of its last value, kept as
 * pending changes at later positions (in `usage`, ahead of the pass),
 * moved when a value joins the buffer. */
void remat_eval(const Model *m, const State *s, Eval *e) {
  GROW(e->pos, e->cap_nodes, s->nnodes);
  int32_t vcap = e->cap_values;
  GROW(e->def, e->cap_values, s->nvalues + 1);
  if (vcap != e->cap_values) {
    size_t nv = (size_t)e->cap_values;
    e->last = hlo_xrealloc(e->last, sizeof *e->last * nv);
    e->nuses = hlo_xrealloc(e->nuses, sizeof *e->nuses * nv);
    e->shares = hlo_xrealloc(e->shares, sizeof *e->shares * nv);
    e->home = hlo_xrealloc(e->home, sizeof *e->home * nv);
    e->end = hlo_xrealloc(e->end, sizeof *e->end * nv);
    e->end_uses = hlo_xrealloc(e->end_uses, sizeof *e->end_uses * nv);
    e->next = hlo_xrealloc(e->next, sizeof *e->next * nv);
  }
  int32_t n = s->norder;
  GROW(e->usage, e->cap_order, n + 1);
  const Node *nodes = s->nodes;
  const int32_t *order = s->order, *pool = s->pool, *vorig = s->vorig;
  int32_t *def = e->def, *last = e->last, *nuses = e->nuses;

  for (int32_t v = 0; v < m->nargs; v++) {
    def[v] = -1;
    last[v] = n - 1;
    nuses[v] = 0;
  }
  for (int32_t k = 0; k < n; k++) {
    int32_t id = order[k];
    const Node *nd = &nodes[id];
    e->pos[id] = k;
    const int32_t *in = pool + nd->inputs0;
    for (int32_t i = 0, ni = nd->ninputs; i < ni; i++) {
      int32_t x = in[i];
      nuses[x]++;
      if (last[x] < k)
        last[x] = k;
    }
    for (int32_t v = nd->result0, end = v + nd->nresults; v < end; v++) {
      def[v] = k;
      last[v] = k;
      nuses[v] = 0;
    }
  }

  int64_t *usage = e->usage;
  memset(e->shares, 0, (size_t)s->nvalues);
  memset(usage, 0, sizeof *usage * (size_t)(n + 1));
  if (m->nreshards)
    place_reshards(m, s, e);
  int64_t live = m->arg_bytes, peak = 0;
  int32_t peak_at = -1;
  for (int32_t k = 0; k < n; k++) {
    const Node *nd = &nodes[order[k]];
    live += usage[k];
    if (m->sharing && m->shares_of[nd->op] != m->shares_of[nd->op + 1])
      place_results(m, s, e, nd, k, usage);
    for (int32_t v = nd->result0, end = v + nd->nresults; v < end; v++) {
      if (e->shares[v] & EVAL_IN_OTHER)
        continue;
      int64_t bytes = m->bytes[vorig[v]];
      live += bytes;
      usage[last[v] + 1] -= bytes;
    }
    int64_t here = live + m->transient[nd->op];
    usage[k] = here;
    if (peak_at < 0 || here > peak) {
      peak = here;
      peak_at = k;
    }
  }
  e->peak = peak;
  e->peak_at = peak_at;
}

void eval_free(Eval *e) {
  free(e->pos);
  free(e->def);
  free(e->last);
  free(e->nuses);
  free(e->shares);
  free(e->home);
  free(e->end);
  free(e->end_uses);
  free(e->next);
  free(e->usage);
  free(e->reshard_first);
  free(e->reshard_last);
  free(e->anchor);
  free(e->dup);
  free(e->seen_at);
  free(e->reads);
  memset(e, 0, sizeof *e);
}

/* ---- candidates and their chains ---- */

/* Would a copy of node's op be the node again after CSE, and matter? It
 * reads nothing (a constant, an iota); but a splat's copy is a broadcast
 * of a scalar read through a barrier (emit.c), which stays a copy, and a
 * copy of a scalar is merged back for a few bytes (a reduce's init): it
 * is copied with its chain, as before CSE was considered. */
static bool copy_merges(const Model *m, const State *s, int32_t node) {
  const Node *nd = &s->nodes[node];
  return nd->ninputs == 0 && nd->kind != RK_NEVER && !m->ops[nd->op].splat &&
         m->bytes[s->vorig[s->nodes[node].result0]] > REMAT_SCALAR_BYTES;
}

/* A cut is positions a..b of the schedule (empty when b < a: the phase
 * form's boundary). A value is available to the chains at it when it is
 * an argument or still used at the cut's last point: a clone reading it
 * after the cut keeps it no longer within the cut. */
static int32_t cut_end(int32_t a, int32_t b) { return b > a ? b : a; }

static bool available(const State *s, const Eval *e, int32_t live_at, int32_t v) {
  return s->vnode[v] < 0 || e->last[v] >= live_at;
}

static bool inputs_available(const State *s, const Eval *e, int32_t live_at, int32_t node) {
  const int32_t *in = node_inputs(s, node);
  for (int32_t i = 0, n = s->nodes[node].ninputs; i < n; i++)
    if (!available(s, e, live_at, in[i]))
      return false;
  return true;
}

/* What a value is to the chains at a cut: available (LIVE), a MEMBER a
 * chain recomputes (it is not available, and its producer can run again
 * from what is), or a value that STAYS alive across the cut if a chain
 * needs it. */
enum { LIVE, MEMBER, STAYS };

static int chain_role(const Model *m, const State *s, const Eval *e, int32_t live_at,
                      int32_t v) {
  /* A fused value is computed by each kernel that reads it: a chain's
   * clone reads one of its own, never the original through a barrier
   * (which would give it a buffer). */
  if (s->vnode[v] >= 0 && m->nobuf[s->vorig[v]] && s->nodes[s->vnode[v]].kind == RK_CHAIN)
    return MEMBER;
  if (available(s, e, live_at, v))
    return LIVE;
  int32_t node = s->vnode[v];
  switch (s->nodes[node].kind) {
  case RK_CHAIN: return MEMBER;
  case RK_ROOT: return inputs_available(s, e, live_at, node) ? MEMBER : STAYS;
  default: return STAYS;
  }
}

/* Walks the chain of candidate c: its ops and their cost, and the bytes
 * of dead values it would keep alive across the cut. A chain too long
 * stops the walk at REMAT_MAX_CHAIN ops. */
static void walk_chain(const Model *m, const State *s, const Eval *e, int32_t live_at,
                       Cands *cs, Cand *c) {
  int32_t stamp = ++cs->stamp, top = 0;
  int32_t root = s->vnode[c->value];
  int64_t kept = 0;
  cs->stack[top++] = root;
  cs->node_seen[root] = stamp;
  while (top > 0) {
    int32_t node = cs->stack[--top];
    if (++c->chain > REMAT_MAX_CHAIN) {
      c->why = WHY_CHAIN_LONG;
      return;
    }
    const RematOp *op = &m->ops[s->nodes[node].op];
    c->cost += op->value;
    c->flops += op->flops;
    c->seconds += op->seconds;
    const int32_t *in = node_inputs(s, node);
    for (int32_t i = 0, n = s->nodes[node].ninputs; i < n; i++) {
      int32_t x = in[i];
      /* Chains of one cut share most of their values: each value's role
       * is found once per cut. */
      if (cs->role_at[x] != cs->cut) {
        cs->role_at[x] = cs->cut;
        cs->role[x] = (uint8_t)chain_role(m, s, e, live_at, x);
      }
      int role = cs->role[x];
      /* A clone of an op that reads nothing is its original after CSE:
       * unless the whole chain moves, the original stays (merge_leaves). */
      if (role == MEMBER && !c->moves && copy_merges(m, s, s->vnode[x]))
        role = STAYS;
      switch (role) {
      case MEMBER:
        if (cs->node_seen[s->vnode[x]] != stamp) {
          cs->node_seen[s->vnode[x]] = stamp;
          cs->stack[top++] = s->vnode[x];
        }
        break;
      case STAYS:
        if (cs->value_seen[x] != stamp) {
          cs->value_seen[x] = stamp;
          kept += m->bytes[s->vorig[x]];
          if (c->extended < 0 || m->bytes[s->vorig[x]] > m->bytes[s->vorig[c->extended]])
            c->extended = x; /* the largest, for explain */
        }
        break;
      }
    }
  }
  c->weight -= kept;
  if (c->weight <= 0)
    c->why = WHY_FREES_NOTHING;
}

static void classify(const Model *m, const State *s, const Eval *e, int32_t live_at, Cands *cs,
                     Cand *c) {
  int32_t node = s->vnode[c->value];
  if (node < 0) {
    c->why = WHY_ARGUMENT;
    return;
  }
  if (c->bytes == 0) {
    c->why = WHY_NO_BYTES;
    return;
  }
  if (copy_merges(m, s, node) && !c->moves) {
    c->why = WHY_MERGED;
    return;
  }
  switch (s->nodes[node].kind) {
  case RK_NEVER: c->why = WHY_NEVER; return;
  case RK_ROOT:
    if (!inputs_available(s, e, live_at, node)) {
      c->why = WHY_ROOT_OPERANDS;
      return;
    }
    break;
  default: break;
  }
  walk_chain(m, s, e, live_at, cs, c);
}

/* The values of owner's buffer at cut a..b (its members, through
 * Eval.next): how many are live at a (made before it, used at it or
 * later), and the first (by id) of those live across the cut. Found once
 * per buffer and cut. */
static void buffer_holders(const Eval *e, int32_t a, int32_t b, Cands *cs, int32_t owner,
                           int32_t gap) {
  if (cs->held_at[owner] == gap)
    return;
  cs->held_at[owner] = gap;
  int32_t n = 0, first = -1;
  for (int32_t v = owner; v >= 0; v = e->next[v]) {
    if (e->def[v] >= a || e->last[v] < a)
      continue;
    n++;
    if (e->last[v] > b && cs->cut_seen[v] != gap && (first < 0 || v < first))
      first = v;
  }
  cs->held_n[owner] = n;
  cs->held_first[owner] = first;
}

/* A candidate in a buffer with other values: its bytes are the buffer's,
 * counted once, for the first of the buffer's values live across the cut;
 * the others, and the values in an argument's buffer, count nothing and
 * free nothing, and neither does the first while another value of the
 * buffer lives at the cut (`extended` names one). True when that settles
 * the candidate. */
static bool shared_candidate(const Model *m, const State *s, const Eval *e, int32_t a,
                             int32_t b, Cands *cs, Cand *c, int32_t gap) {
  int32_t v = c->value, owner = eval_buffer_of(e, v);
  if (s->vnode[v] < 0)
    return false; /* an argument */
  if (s->vnode[owner] < 0) {
    c->bytes = c->weight = 0;
    c->extended = owner;
    c->why = WHY_FREES_NOTHING;
    return true;
  }
  buffer_holders(e, a, b, cs, owner, gap);
  if (cs->held_n[owner] == 1)
    return false; /* v alone: the buffer is as good as its own */
  c->bytes = cs->held_first[owner] == v ? m->bytes[s->vorig[owner]] : 0;
  c->weight = 0;
  for (int32_t x = owner; x >= 0 && c->extended < 0; x = e->next[x])
    if (x != v && e->def[x] < a && e->last[x] >= a)
      c->extended = x;
  c->why = WHY_FREES_NOTHING;
  return true;
}

void remat_candidates(const Model *m, const State *s, const Eval *e, int32_t a, int32_t b,
                      Cands *out) {
  grow_stamps(&out->node_seen, &out->cap_nodes, s->nnodes);
  out->stack = hlo_xrealloc(out->stack, sizeof *out->stack * (size_t)out->cap_nodes);
  int32_t cap_values = out->cap_values;
  grow_stamps(&out->value_seen, &out->cap_values, s->nvalues);
  if (cap_values != out->cap_values || !out->cut_seen) {
    size_t nv = (size_t)out->cap_values;
    out->cut_seen = hlo_xrealloc(out->cut_seen, sizeof *out->cut_seen * nv);
    out->held_at = hlo_xrealloc(out->held_at, sizeof *out->held_at * nv);
    out->held_n = hlo_xrealloc(out->held_n, sizeof *out->held_n * nv);
    out->held_first = hlo_xrealloc(out->held_first, sizeof *out->held_first * nv);
    out->first = hlo_xrealloc(out->first, sizeof *out->first * nv);
    out->role = hlo_xrealloc(out->role, sizeof *out->role * nv);
    out->role_at = hlo_xrealloc(out->role_at, sizeof *out->role_at * nv);
    out->nafter = hlo_xrealloc(out->nafter, sizeof *out->nafter * nv);
    for (size_t v = (size_t)cap_values; v < nv; v++)
      out->cut_seen[v] = out->held_at[v] = out->role_at[v] = 0;
    if (!cap_values)
      for (size_t v = 0; v < nv; v++)
        out->cut_seen[v] = out->held_at[v] = out->role_at[v] = 0;
  }
  /* A call uses at most one stamp per value, and two for the cut;
   * remat_shared_costs and remat_chains_cost after it one per value, and two. */
  if (out->stamp > INT32_MAX - 4 * s->nvalues - 4) {
    memset(out->node_seen, 0, sizeof *out->node_seen * (size_t)out->cap_nodes);
    memset(out->value_seen, 0, sizeof *out->value_seen * (size_t)out->cap_values);
    memset(out->cut_seen, 0, sizeof *out->cut_seen * (size_t)out->cap_values);
    memset(out->held_at, 0, sizeof *out->held_at * (size_t)out->cap_values);
    memset(out->role_at, 0, sizeof *out->role_at * (size_t)out->cap_values);
    if (out->count_at)
      memset(out->count_at, 0, sizeof *out->count_at * (size_t)out->cap_count);
    out->stamp = 0;
  }
  out->n = 0;
  int32_t live_at = cut_end(a, b);

  /* The values used in the cut; those made before it and used after it,
   * with their first uses after it; then the candidates in id order. */
  int32_t gap = ++out->stamp, after = ++out->stamp;
  out->cut = gap;
  for (int32_t k = a; k <= b; k++) {
    const Node *nd = &s->nodes[s->order[k]];
    const int32_t *in = s->pool + nd->inputs0;
    for (int32_t i = 0, n = nd->ninputs; i < n; i++)
      out->cut_seen[in[i]] = gap;
  }
  for (int32_t k = b + 1; k < s->norder; k++) {
    const Node *nd = &s->nodes[s->order[k]];
    const int32_t *in = s->pool + nd->inputs0;
    for (int32_t i = 0, n = nd->ninputs; i < n; i++) {
      int32_t v = in[i];
      if (out->cut_seen[v] == after) {
        out->nafter[v]++;
      } else if (e->def[v] < a && out->cut_seen[v] != gap) {
        out->cut_seen[v] = after;
        out->first[v] = k;
        out->nafter[v] = 1;
      }
    }
  }
  for (int32_t v = 0; v < s->nvalues; v++) {
    /* Arguments are live everywhere, also those no op uses after the cut;
     * fused values are no buffers (what they read is). */
    bool across = out->cut_seen[v] == after;
    if ((!across && (v >= m->nargs || out->cut_seen[v] == gap)) || m->nobuf[s->vorig[v]])
      continue;
    GROW(out->c, out->cap, out->n + 1);
    Cand *c = &out->c[out->n++];
    memset(c, 0, sizeof *c);
    c->value = v;
    c->first_use = across ? out->first[v] : -1;
    c->moves = across && out->nafter[v] == e->nuses[v];
  }

  for (int32_t i = 0; i < out->n; i++) {
    Cand *c = &out->c[i];
    c->bytes = c->weight = m->bytes[s->vorig[c->value]];
    c->extended = -1;
    c->why = WHY_CANDIDATE;
    if (m->sharing && e->shares[c->value] && shared_candidate(m, s, e, a, b, out, c, gap))
      continue;
    classify(m, s, e, live_at, out, c);
  }
}

/* ---- chains shared between candidates ---- */

/* Walks the chain of candidate c again, as walk_chain found it (the
 * roles of the cut are cached), appending its nodes to cs->nodes_of and
 * counting it in each node's count. Returns how many of its nodes chains
 * counted before hold. */
static int32_t count_chain(const Model *m, const State *s, Cands *cs, const Cand *c) {
  int32_t top = 0, root = s->vnode[c->value], stamp = ++cs->stamp, shared = 0;
  cs->node_seen[root] = stamp;
  cs->stack[top++] = root;
  while (top > 0) {
    int32_t node = cs->stack[--top];
    GROW(cs->nodes_of, cs->cap_nodes_of, cs->nnodes_of + 1);
    cs->nodes_of[cs->nnodes_of++] = node;
    if (cs->count_at[node] != cs->cut)
      cs->count_at[node] = cs->cut, cs->count[node] = 0;
    shared += cs->count[node]++ > 0;
    const int32_t *in = node_inputs(s, node);
    for (int32_t i = 0, n = s->nodes[node].ninputs; i < n; i++) {
      int32_t x = in[i];
      if (cs->role[x] != MEMBER || cs->node_seen[s->vnode[x]] == stamp ||
          (!c->moves && copy_merges(m, s, s->vnode[x])))
        continue;
      cs->node_seen[s->vnode[x]] = stamp;
      cs->stack[top++] = s->vnode[x];
    }
  }
  return shared;
}

bool remat_shared_costs(const Model *m, const State *s, Cands *cs, const int32_t *items,
                        int32_t n, double *amortized) {
  if (cs->cap_count < cs->cap_nodes) {
    cs->count = hlo_xrealloc(cs->count, sizeof *cs->count * (size_t)cs->cap_nodes);
    grow_stamps(&cs->count_at, &cs->cap_count, cs->cap_nodes);
  }
  GROW(cs->chain_from, cs->cap_from, cs->n);
  GROW(cs->chain_to, cs->cap_to, cs->n);
  cs->nnodes_of = 0;
  int32_t shared = 0;
  for (int32_t i = 0; i < n; i++) {
    cs->chain_from[items[i]] = cs->nnodes_of;
    shared += count_chain(m, s, cs, &cs->c[items[i]]);
    cs->chain_to[items[i]] = cs->nnodes_of;
  }
  if (!shared)
    return false;
  for (int32_t i = 0; i < n; i++) {
    double cost = 0;
    for (int32_t k = cs->chain_from[items[i]]; k < cs->chain_to[items[i]]; k++)
      cost += m->ops[s->nodes[cs->nodes_of[k]].op].value / cs->count[cs->nodes_of[k]];
    amortized[i] = cost;
  }
  return true;
}

double remat_chains_cost(const Model *m, const State *s, Cands *cs, const int32_t *items,
                         int32_t n) {
  int32_t stamp = ++cs->stamp;
  double cost = 0;
  for (int32_t i = 0; i < n; i++) {
    for (int32_t k = cs->chain_from[items[i]]; k < cs->chain_to[items[i]]; k++) {
      int32_t node = cs->nodes_of[k];
      if (cs->node_seen[node] != stamp) {
        cs->node_seen[node] = stamp;
        cost += m->ops[s->nodes[node].op].value;
      }
    }
  }
  return cost;
}

void cands_free(Cands *c) {
  free(c->chain_from);
  free(c->chain_to);
  free(c->nodes_of);
  free(c->count);
  free(c->count_at);
  free(c->c);
  free(c->cut_seen);
  free(c->held_at);
  free(c->held_n);
  free(c->held_first);
  free(c->first);
  free(c->nafter);
  free(c->role);
  free(c->role_at);
  free(c->node_seen);
  free(c->value_seen);
  free(c->stack);
  memset(c, 0, sizeof *c);
}

/* ---- the knapsack's costs ---- */

void remat_cost_units(int32_t n, const double *cost, double *units) {
  double top = 0;
  for (int32_t i = 0; i < n; i++)
    top = cost[i] > top ? cost[i] : top;
  for (int32_t i = 0; i < n; i++)
    units[i] = ceil(cost[i] / top * REMAT_COST_UNITS);
}

/* ---- the rewrite ---- */

typedef struct Rewrite {
  const Model *m;
  State *s;
  const Eval *e;
  int32_t live_at;   /* the cut's last point: chains read what is live there */
  int32_t nvalues0;  /* values before the rewrite: the only ones the chains read */
  RewriteScratch *sc; /* per value tables, ins, stack, undo log */
} Rewrite;

/* Per value tables are kept clean between rewrites: only the entries a
 * rewrite touched are reset, not the whole tables. */
static void touch(RewriteScratch *sc, int32_t v) {
  GROW(sc->touched, sc->cap_touched, sc->ntouched + 1);
  sc->touched[sc->ntouched++] = v;
}

static int32_t uses_of(const Rewrite *w, int32_t v) {
  return (v < w->nvalues0 ? w->e->nuses[v] : 0) + w->sc->use_delta[v];
}

static void add_uses(Rewrite *w, int32_t v, int32_t d) {
  if (w->sc->use_delta[v] == 0)
    touch(w->sc, v);
  w->sc->use_delta[v] += d;
}

static bool needs_clone(const Rewrite *w, int32_t v) {
  return v < w->nvalues0 &&
         (w->sc->recompute[v] || chain_role(w->m, w->s, w->e, w->live_at, v) == MEMBER);
}

/* A fused value whose producer reads a value being recomputed: its
 * inputs include every buffer it reads through other fused values. */
static bool fused_from_recomputed(const Rewrite *w, int32_t v) {
  const State *s = w->s;
  int32_t node = s->vnode[v];
  if (node < 0 || !w->m->nobuf[s->vorig[v]] || s->nodes[node].kind != RK_CHAIN)
    return false;
  const int32_t *in = node_inputs(s, node);
  for (int32_t i = 0, n = s->nodes[node].ninputs; i < n; i++)
    if (in[i] < w->nvalues0 && w->sc->recompute[in[i]])
      return true;
  return false;
}

/* The link seconds of op's reshards of y, which a clone reading y's copy
 * shares with the copy's readers. */
static double shared_seconds(const Model *m, int32_t op, int32_t y) {
  double seconds = 0;
  for (int32_t i = m->reshards_of[op]; i < m->reshards_of[op + 1]; i++)
    if (m->reshard_value[m->reshards[i]] == y)
      seconds += m->reshard_seconds[m->reshards[i]];
  return seconds;
}

/* What a clone of model op `op`, placed at `anchor`, reads for its input
 * y: y, or the copy of y whose reshards it shares (shared_copy). The copy
 * must exist at the anchor, unless it is an argument's, which emission
 * moves before the clone (emit.c, hoist_copies): what FSDP does, the
 * backward gathering a layer's weights once for the recomputed forward
 * and the gradients. */
static int32_t gathered_copy(const Rewrite *w, int32_t op, int32_t y, int32_t anchor) {
  const Model *m = w->m;
  int32_t copy = m->nreshards ? shared_copy(m, op, y) : -1;
  if (copy < 0 || copy >= w->nvalues0 || value_dead(w->s, copy) ||
      (w->e->def[copy] >= anchor && !copy_of_argument(m, copy)))
    return y;
  return copy;
}

/* Clones the producer of `v` (after the producers of its inputs that need
 * it), placed before position `anchor`. Iterative: chains can be long. */
static void ensure_clone(Rewrite *w, int32_t v, int32_t anchor) {
  State *s = w->s;
  RewriteScratch *sc = w->sc;
  int32_t top = 0;
  GROW(sc->stack, sc->cap_stack, top + 1);
  sc->stack[top++] = v;
  while (top > 0) {
    int32_t x = sc->stack[top - 1];
    if (sc->clone_of[x] >= 0) {
      top--;
      continue;
    }
    int32_t node = s->vnode[x];
    const RematOp *op = &w->m->ops[s->nodes[node].op];
    bool ready = true;
    for (int32_t i = 0; i < op->ninputs; i++) {
      int32_t y = node_inputs(s, node)[i];
      if (needs_clone(w, y) && sc->clone_of[y] < 0) {
        GROW(sc->stack, sc->cap_stack, top + 1);
        sc->stack[top++] = y;
        ready = false;
      }
    }
    if (!ready)
      continue;
    top--;
    int32_t c = new_node(s, node, op->nresults);
    double shared = 0;
    for (int32_t i = 0; i < op->ninputs; i++) {
      int32_t y = node_inputs(s, node)[i];
      int32_t z = needs_clone(w, y) ? sc->clone_of[y] : gathered_copy(w, s->nodes[node].op, y, anchor);
      if (z != y && !needs_clone(w, y))
        shared += shared_seconds(w->m, s->nodes[node].op, y);
      node_inputs(s, c)[i] = z;
      add_uses(w, z, 1);
    }
    for (int32_t r = 0; r < op->nresults; r++) {
      int32_t from = s->nodes[node].result0 + r;
      s->vorig[s->nodes[c].result0 + r] = s->vorig[from];
      if (sc->clone_of[from] < 0 && !sc->recompute[from])
        touch(sc, from);
      sc->clone_of[from] = s->nodes[c].result0 + r;
    }
    GROW(sc->ins, sc->cap_ins, sc->nins + 1);
    sc->ins[sc->nins++] = (Insert){anchor, c, node};
    s->tally.clones++;
    s->tally.flops += op->flops;
    s->tally.seconds += op->seconds - shared;
    double value = w->m->value_in_seconds ? op->value - shared : op->value;
    s->tally.value += value > MIN_SECONDS ? value : MIN_SECONDS;
  }
}

/* Drops `node` if none of its results is used any more, then the
 * producers its inputs leave unused in turn. */
static void drop_unused(Rewrite *w, int32_t node) {
  State *s = w->s;
  const Model *m = w->m;
  RewriteScratch *sc = w->sc;
  int32_t top = 0;
  GROW(sc->stack, sc->cap_stack, 1);
  sc->stack[top++] = node;
  while (top > 0) {
    int32_t nd = sc->stack[--top];
    const RematOp *op = &m->ops[s->nodes[nd].op];
    if (s->nodes[nd].dead || op->kind == RK_NEVER)
      continue;
    bool used = false;
    for (int32_t r = 0; r < op->nresults && !used; r++)
      used = uses_of(w, s->nodes[nd].result0 + r) > 0;
    if (used)
      continue;
    s->nodes[nd].dead = true;
    if (nd < sc->nnodes0) {
      GROW(sc->killed, sc->cap_killed, sc->nkilled + 1);
      sc->killed[sc->nkilled++] = nd;
    }
    if (nd < m->nops)
      s->tally.removed++;
    else
      s->tally.clones--;
    s->tally.flops -= op->flops;
    s->tally.seconds -= op->seconds;
    s->tally.value -= op->value;
    for (int32_t i = 0; i < op->ninputs; i++) {
      int32_t y = node_inputs(s, nd)[i];
      add_uses(w, y, -1);
      if (uses_of(w, y) == 0 && s->vnode[y] >= 0) {
        GROW(sc->stack, sc->cap_stack, top + 1);
        sc->stack[top++] = s->vnode[y];
      }
    }
  }
}

/* A clone of an op that reads nothing (a constant, an iota) and the node
 * it copies are one op wherever both stay: CSE makes them one (XLA's
 * HloCSE, hlomem-cse), so such a clone can only move its op, never copy
 * it. Where the copied node keeps a use, the clone's users read that node
 * again and the clone goes: what the search evaluates is then what
 * survives CSE. */
static void merge_leaves(Rewrite *w) {
  State *s = w->s;
  RewriteScratch *sc = w->sc;
  for (int32_t i = 0; i < sc->nins; i++) {
    int32_t c = sc->ins[i].node, from = sc->ins[i].source;
    const Node *nc = &s->nodes[c];
    if (!copy_merges(w->m, s, c) || nc->dead || s->nodes[from].dead)
      continue;
    int32_t c0 = nc->result0, f0 = s->nodes[from].result0, nres = nc->nresults;
    /* Its users: clones of this rewrite (inputs past the old pool), and
     * the ops after the cut it was redirected to (in the undo log). */
    for (int32_t k = sc->npool0; k < s->npool; k++)
      if (s->pool[k] >= c0 && s->pool[k] < c0 + nres)
        s->pool[k] = f0 + (s->pool[k] - c0);
    for (int32_t e = 0; e < sc->nedits; e++) {
      int32_t *in = &s->pool[sc->edits[e][0]];
      if (*in >= c0 && *in < c0 + nres)
        *in = f0 + (*in - c0);
    }
    for (int32_t r = 0; r < nres; r++) {
      add_uses(w, f0 + r, uses_of(w, c0 + r));
      add_uses(w, c0 + r, -uses_of(w, c0 + r));
    }
    s->nodes[c].dead = true;
    const RematOp *op = &w->m->ops[nc->op];
    s->tally.clones--;
    s->tally.flops -= op->flops;
    s->tally.seconds -= op->seconds;
    s->tally.value -= op->value;
  }
}

static int by_first_use(const void *x, const void *y) {
  const int32_t *a = x, *b = y;
  if (a[0] != b[0])
    return a[0] < b[0] ? -1 : 1;
  return (a[1] > b[1]) - (a[1] < b[1]);
}

/* Room in the per value tables for `need` values, the new part clean. */
static void grow_value_tables(RewriteScratch *sc, int32_t need) {
  int32_t old = sc->cap_values;
  GROW(sc->clone_of, sc->cap_values, need);
  if (old == sc->cap_values)
    return;
  size_t nv = (size_t)sc->cap_values;
  sc->recompute = hlo_xrealloc(sc->recompute, sizeof *sc->recompute * nv);
  sc->use_delta = hlo_xrealloc(sc->use_delta, sizeof *sc->use_delta * nv);
  for (int32_t v = old; v < sc->cap_values; v++) {
    sc->clone_of[v] = -1;
    sc->recompute[v] = false;
    sc->use_delta[v] = 0;
  }
}

void remat_rewrite(const Model *m, State *s, const Eval *e, int32_t a, int32_t b,
                   const int32_t *recompute, const int32_t *first, int32_t n,
                   RewriteScratch *sc) {
  int32_t nvalues0 = s->nvalues;
  /* Room for every value a rewrite can create: at most one clone each. */
  grow_value_tables(sc, 2 * nvalues0 + 1);
  GROW(sc->pairs, sc->cap_pairs, n);
  sc->nins = sc->nedits = sc->nkilled = sc->ntouched = 0;
  sc->nnodes0 = s->nnodes;
  sc->npool0 = s->npool;
  sc->nvalues0 = nvalues0;
  sc->norder0 = s->norder;
  sc->tally0 = s->tally;
  Rewrite w = {m, s, e, cut_end(a, b), nvalues0, sc};

  /* (first use after the cut, value), earliest first. */
  int32_t(*order)[2] = sc->pairs;
  int32_t from = s->norder;
  for (int32_t i = 0; i < n; i++) {
    order[i][0] = first[i];
    order[i][1] = recompute[i];
    sc->recompute[recompute[i]] = true;
    touch(sc, recompute[i]);
    from = first[i] < from ? first[i] : from;
  }
  /* A fused value made before that from a value recomputed is made again
   * too, before its first reader from there on: the kernels that fuse it
   * must read the clone. */
  int32_t npairs = n;
  for (int32_t k = from; k < s->norder && m->fusion; k++) {
    const Node *nd = &s->nodes[s->order[k]];
    const int32_t *in = s->pool + nd->inputs0;
    for (int32_t j = 0; j < nd->ninputs; j++) {
      int32_t v = in[j];
      if (v >= nvalues0 || sc->recompute[v] || !fused_from_recomputed(&w, v) ||
          e->pos[s->vnode[v]] >= from)
        continue;
      GROW(sc->pairs, sc->cap_pairs, npairs + 1);
      order = sc->pairs;
      order[npairs][0] = k;
      order[npairs++][1] = v;
      sc->recompute[v] = true;
      touch(sc, v);
    }
  }
  if (npairs > 1)
    qsort(order, (size_t)npairs, sizeof *order, by_first_use);
  for (int32_t i = 0; i < npairs; i++)
    ensure_clone(&w, order[i][1], order[i][0]);

  /* Later uses read the clones: none comes before the earliest first use. */
  for (int32_t k = from; k < s->norder; k++) {
    const Node *nd = &s->nodes[s->order[k]];
    int32_t *in = s->pool + nd->inputs0;
    for (int32_t j = 0, nj = nd->ninputs; j < nj; j++) {
      int32_t v = in[j];
      if (v < nvalues0 && sc->recompute[v]) {
        GROW(sc->edits, sc->cap_edits, sc->nedits + 1);
        sc->edits[sc->nedits][0] = nd->inputs0 + j;
        sc->edits[sc->nedits][1] = v;
        sc->nedits++;
        in[j] = sc->clone_of[v];
        add_uses(&w, v, -1);
        add_uses(&w, in[j], 1);
      }
    }
  }
  s->tally.recomputed += n;
  for (int32_t i = 0; i < npairs; i++)
    if (uses_of(&w, order[i][1]) == 0)
      drop_unused(&w, s->vnode[order[i][1]]);
  merge_leaves(&w);

  /* The new schedule, in the scratch order buffer, which the old one
   * becomes: clones before their anchors, dropped ops out. */
  GROW(sc->order, sc->cap_order, s->norder + sc->nins);
  int32_t len = 0, j = 0;
  for (int32_t k = 0; k < s->norder; k++) {
    for (; j < sc->nins && sc->ins[j].anchor == k; j++)
      if (!s->nodes[sc->ins[j].node].dead)
        sc->order[len++] = sc->ins[j].node;
    if (!s->nodes[s->order[k]].dead)
      sc->order[len++] = s->order[k];
  }
  int32_t *old = s->order, old_cap = s->order_cap;
  s->order = sc->order;
  s->order_cap = sc->cap_order;
  s->norder = len;
  sc->order = old;
  sc->cap_order = old_cap;

  for (int32_t i = 0; i < sc->ntouched; i++) {
    int32_t v = sc->touched[i];
    sc->clone_of[v] = -1;
    sc->recompute[v] = false;
    sc->use_delta[v] = 0;
  }
  sc->ntouched = 0;
}

void remat_rewrite_undo(State *s, RewriteScratch *sc) {
  for (int32_t i = sc->nedits - 1; i >= 0; i--)
    s->pool[sc->edits[i][0]] = sc->edits[i][1];
  for (int32_t i = 0; i < sc->nkilled; i++)
    s->nodes[sc->killed[i]].dead = false;
  s->nnodes = sc->nnodes0;
  s->npool = sc->npool0;
  s->nvalues = sc->nvalues0;
  int32_t *order = s->order, cap = s->order_cap;
  s->order = sc->order;
  s->order_cap = sc->cap_order;
  s->norder = sc->norder0;
  sc->order = order;
  sc->cap_order = cap;
  s->tally = sc->tally0;
  sc->nedits = sc->nkilled = 0;
}

void rewrite_scratch_free(RewriteScratch *sc) {
  free(sc->clone_of);
  free(sc->recompute);
  free(sc->use_delta);
  free(sc->touched);
  free(sc->pairs);
  free(sc->ins);
  free(sc->stack);
  free(sc->order);
  free(sc->edits);
  free(sc->killed);
  memset(sc, 0, sizeof *sc);
}
