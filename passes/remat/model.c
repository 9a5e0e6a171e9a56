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
 * buffer is used after the cut (else recomputing it frees nothing).
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

/* Every use of a block value, charged to the op of the block that holds
 * the user, deduplicated and grouped per op; `times` gets, per input, how
 * many uses it stands for. */
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
  m->inputs = hlo_arena_new(&m->arena, int32_t, n);
  *times = hlo_xcalloc((size_t)n + 1, sizeof **times);
  int32_t len = 0;
  for (int32_t i = 0; i < n; i++) {
    if (i > 0 && uses[i].op == uses[i - 1].op && uses[i].value == uses[i - 1].value) {
      (*times)[len - 1]++;
      continue;
    }
    (*times)[len] = 1;
    RematOp *op = &m->ops[uses[i].op];
    if (op->ninputs == 0)
      op->inputs0 = len;
    op->ninputs++;
    m->inputs[len++] = uses[i].value;
  }
  free(uses);
}

/* The sharing rules of each op, as input indices (memory.c's rules:
 * pairs of unknown size never write over anything). */
static void collect_shares(Model *m, const int32_t *times) {
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
      int64_t id;
      MlirValue operand = mlirOperationGetOperand(op->op, pairs[i].operand);
      if (!hlo_ptrmap_get(&m->ids, operand.ptr, &id))
        continue;
      /* memory.c's rule: values of different sizes (per device, in a
       * sharded module) never share a buffer. */
      if (m->values[id].bytes != m->values[op->result0 + pairs[i].result].bytes)
        continue;
      /* Never written over in any state: an argument stays one (clones
       * read it), a constant's clone is a constant. */
      if (pairs[i].kind != HLO_SHARE_ALIAS &&
          (hlo_value_bytes(operand) < 0 ||
           hlo_value_bytes(mlirOperationGetResult(op->op, pairs[i].result)) < 0 ||
           m->values[id].op < 0 || m->ops[m->values[id].op].constant))
        continue;
      int32_t j = 0;
      while (j < op->ninputs && m->inputs[op->inputs0 + j] != id)
        j++;
      if (j == op->ninputs)
        continue;
      GROW(m->shares, room, nshares + 1);
      m->shares[nshares++] = (RematShare){pairs[i].result, j, (uint8_t)pairs[i].kind,
                                          times[op->inputs0 + j] == 1};
    }
  }
  m->shares_of[m->nops] = nshares;
  free(pairs);
}

Model *remat_model_build(MlirOperation func, const HloBlockMemory *body, RematCost cost,
                         const HloDevice *device) {
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
  for (int32_t v = 0; v < m->nvalues; v++) {
    const HloBuffer *x = &body->buffers[v];
    m->values[v] = (RematValue){x->value, x->bytes, x->is_arg ? -1 : x->def};
    hlo_ptrmap_put(&m->ids, x->value.ptr, v);
  }

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
    HloCost c = hlo_op_cost_cached(cache, op->op);
    op->flops = c.flops;
    op->seconds = hlo_cost_seconds(device, c);
    op->value = cost == COST_FLOPS ? c.flops + c.transcendentals : op->seconds;
    if (op->value < (cost == COST_FLOPS ? MIN_FLOPS : MIN_SECONDS))
      op->value = cost == COST_FLOPS ? MIN_FLOPS : MIN_SECONDS;
    m->step_flops += op->flops;
    m->step_seconds += op->seconds;
    hlo_ptrmap_put(&index, op->op.ptr, k);
  }
  hlo_cost_cache_free(cache);
  int32_t *times;
  collect_inputs(m, &index, &times);
  hlo_ptrmap_free(&index);
  m->sharing = body->sharing == HLO_SHARING_XLA;
  if (m->sharing)
    collect_shares(m, times);
  free(times);
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
    s->nodes[k] =
        (Node){k, m->ops[k].result0, m->ops[k].inputs0, m->ops[k].ninputs, m->ops[k].kind, false};
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
  s->nodes[id] = (Node){x.op, s->nvalues, s->npool, x.ninputs, x.kind, false};
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

static void join_buffer(Eval *e, int32_t v, int32_t owner) {
  if (!(e->shares[owner] & EVAL_EXTENDED)) {
    e->end[owner] = e->last[owner];
    e->end_uses[owner] = e->nuses[owner] > 0;
    e->shares[owner] |= EVAL_EXTENDED;
  }
  e->home[v] = owner;
  e->shares[v] |= EVAL_IN_OTHER;
  int32_t used = e->nuses[v] > 0;
  if (e->last[v] > e->end[owner]) {
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
                           int32_t input, int32_t k, const RematShare *r) {
  if (buffer_end(e, owner) != k) /* the common case, first */
    return false;
  /* The model keeps no rule whose input is an argument or a constant: only
   * a barrier's result can have such an owner. */
  if (owner != input && m->fixed[s->vorig[owner]])
    return false;
  if (r->kind != HLO_SHARE_IF_ONLY_USE)
    return true;
  int32_t uses = e->shares[owner] & EVAL_EXTENDED ? e->end_uses[owner] : e->nuses[owner] > 0;
  return r->once && uses == 1;
}

/* Each value's buffer, in schedule order (memory.c's rules). Only ops
 * with rules are looked at, through a compact table. */
static void place_buffers(const Model *m, const State *s, Eval *e) {
  memset(e->shares, 0, (size_t)s->nvalues);
  if (!m->sharing)
    return;
  const int32_t *shares_of = m->shares_of;
  for (int32_t k = 0; k < s->norder; k++) {
    const Node *nd = &s->nodes[s->order[k]];
    int32_t first = shares_of[nd->op], last = shares_of[nd->op + 1];
    const int32_t *in = s->pool + nd->inputs0;
    for (int32_t i = first; i < last; i++) {
      const RematShare *r = &m->shares[i];
      int32_t v = nd->result0 + r->result;
      if (e->shares[v] & EVAL_IN_OTHER)
        continue;
      int32_t owner = eval_buffer_of(e, in[r->input]);
      if (r->kind == HLO_SHARE_ALIAS || may_write_over(m, s, e, owner, in[r->input], k, r))
        join_buffer(e, v, owner);
    }
  }
}

void remat_eval(const Model *m, const State *s, Eval *e) {
  GROW(e->pos, e->cap_nodes, s->nnodes);
  int32_t vcap = e->cap_values;
  GROW(e->def, e->cap_values, s->nvalues + 1);
  if (vcap != e->cap_values) {
    e->last = hlo_xrealloc(e->last, sizeof *e->last * (size_t)e->cap_values);
    e->nuses = hlo_xrealloc(e->nuses, sizeof *e->nuses * (size_t)e->cap_values);
    e->shares = hlo_xrealloc(e->shares, sizeof *e->shares * (size_t)e->cap_values);
    e->home = hlo_xrealloc(e->home, sizeof *e->home * (size_t)e->cap_values);
    e->end = hlo_xrealloc(e->end, sizeof *e->end * (size_t)e->cap_values);
    e->end_uses = hlo_xrealloc(e->end_uses, sizeof *e->end_uses * (size_t)e->cap_values);
  }
  int32_t n = s->norder;
  GROW(e->usage, e->cap_order, n + 1);

  for (int32_t i = 0; i < s->nnodes; i++)
    e->pos[i] = -1;
  for (int32_t k = 0; k < n; k++)
    e->pos[s->order[k]] = k;
  for (int32_t v = 0; v < s->nvalues; v++) {
    int32_t node = s->vnode[v];
    e->def[v] = node < 0 ? -1 : e->pos[node];
    e->last[v] = node < 0 ? n - 1 : e->def[v];
    e->nuses[v] = 0;
  }
  for (int32_t k = 0; k < n; k++) {
    const Node *nd = &s->nodes[s->order[k]];
    const int32_t *in = s->pool + nd->inputs0;
    for (int32_t i = 0, ni = nd->ninputs; i < ni; i++) {
      e->nuses[in[i]]++;
      if (k > e->last[in[i]])
        e->last[in[i]] = k;
    }
  }

  place_buffers(m, s, e);

  /* Live bytes per point from the buffers' ranges, then the transients. */
  for (int32_t k = 0; k <= n; k++)
    e->usage[k] = 0;
  for (int32_t v = 0; v < s->nvalues; v++) {
    if (value_dead(s, v) || (e->shares[v] & EVAL_IN_OTHER))
      continue;
    int64_t bytes = m->values[s->vorig[v]].bytes;
    e->usage[e->def[v] < 0 ? 0 : e->def[v]] += bytes;
    e->usage[buffer_end(e, v) + 1] -= bytes;
  }
  int64_t live = 0;
  e->peak = 0;
  e->peak_at = -1;
  for (int32_t k = 0; k < n; k++) {
    live += e->usage[k];
    e->usage[k] = live + m->ops[s->nodes[s->order[k]].op].transient;
    if (e->peak_at < 0 || e->usage[k] > e->peak) {
      e->peak = e->usage[k];
      e->peak_at = k;
    }
  }
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
  free(e->usage);
  memset(e, 0, sizeof *e);
}

/* first[v]: the first position after b that uses value v, or -1. */
static void first_uses_after(const State *s, int32_t b, int32_t *first) {
  for (int32_t v = 0; v < s->nvalues; v++)
    first[v] = -1;
  for (int32_t k = s->norder - 1; k > b; k--) {
    const Node *nd = &s->nodes[s->order[k]];
    const int32_t *in = s->pool + nd->inputs0;
    for (int32_t i = 0, ni = nd->ninputs; i < ni; i++)
      first[in[i]] = k;
  }
}

/* ---- candidates and their chains ---- */

static bool available(const State *s, const Eval *e, int32_t a, int32_t v) {
  return s->vnode[v] < 0 || e->last[v] >= a;
}

static bool inputs_available(const Model *m, const State *s, const Eval *e, int32_t a,
                             int32_t node) {
  const int32_t *in = node_inputs(s, node);
  for (int32_t i = 0, n = s->nodes[node].ninputs; i < n; i++)
    if (!available(s, e, a, in[i]))
      return false;
  return true;
}

/* May `v`, dead at the cut, be recomputed as part of a chain? */
static bool chain_member(const Model *m, const State *s, const Eval *e, int32_t a, int32_t v) {
  if (available(s, e, a, v))
    return false;
  int32_t node = s->vnode[v];
  switch (s->nodes[node].kind) {
  case RK_CHAIN: return true;
  case RK_ROOT: return inputs_available(m, s, e, a, node);
  default: return false;
  }
}

/* What a value is to the chains at a cut. */
enum { LIVE, MEMBER, STAYS };

/* Each value's part in the chains at cut a, found once for all of them:
 * LIVE at the cut (or an argument), a dead MEMBER a chain recomputes, or
 * dead and STAYS alive across the cut if a chain needs it. */
static void chain_roles(const Model *m, const State *s, const Eval *e, int32_t a, Cands *cs) {
  for (int32_t v = 0; v < s->nvalues; v++)
    cs->role[v] = available(s, e, a, v) ? LIVE
                  : chain_member(m, s, e, a, v) ? MEMBER
                                                : STAYS;
}

/* Walks the chain of candidate c: its ops, then their cost, and the
 * bytes of dead values it would keep alive across the cut. A chain too
 * long stops the walk; the cost is summed only for a chain short enough,
 * so a long one costs no more than finding out that it is. */
static void walk_chain(const Model *m, const State *s, Cands *cs, Cand *c) {
  int32_t stamp = ++cs->stamp, top = 0;
  int32_t root = s->vnode[c->value];
  int64_t kept = 0;
  cs->stack[top++] = root;
  cs->node_seen[root] = stamp;
  while (top > 0) {
    int32_t node = cs->stack[--top];
    cs->walked[c->chain++] = node;
    if (c->chain > REMAT_MAX_CHAIN) {
      c->why = WHY_CHAIN_LONG;
      return;
    }
    const int32_t *in = node_inputs(s, node);
    for (int32_t i = 0, n = s->nodes[node].ninputs; i < n; i++) {
      int32_t x = in[i];
      switch (cs->role[x]) {
      case MEMBER:
        if (cs->node_seen[s->vnode[x]] != stamp) {
          cs->node_seen[s->vnode[x]] = stamp;
          cs->stack[top++] = s->vnode[x];
        }
        break;
      case STAYS:
        if (cs->value_seen[x] != stamp) {
          cs->value_seen[x] = stamp;
          kept += m->values[s->vorig[x]].bytes;
          if (c->extended < 0)
            c->extended = x;
        }
        break;
      }
    }
  }
  for (int32_t i = 0; i < c->chain; i++) {
    const RematOp *op = &m->ops[s->nodes[cs->walked[i]].op];
    c->cost += op->value;
    c->flops += op->flops;
    c->seconds += op->seconds;
  }
  c->weight -= kept;
  if (c->weight <= 0)
    c->why = WHY_FREES_NOTHING;
}

static void classify(const Model *m, const State *s, const Eval *e, int32_t a, Cands *cs,
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
  switch (s->nodes[node].kind) {
  case RK_NEVER: c->why = WHY_NEVER; return;
  case RK_ROOT:
    if (!inputs_available(m, s, e, a, node)) {
      c->why = WHY_ROOT_OPERANDS;
      return;
    }
    break;
  default: break;
  }
  walk_chain(m, s, cs, c);
}

/* A candidate in a buffer with other values: its bytes are the buffer's,
 * counted once, for the first of the buffer's values live across the cut;
 * the others, and the values in an argument's buffer, count nothing and
 * free nothing, and neither does the first while another value keeps the
 * buffer across. True when that settles the candidate. */
static bool shared_candidate(const Model *m, const State *s, const Eval *e, const Cands *cs,
                             Cand *c) {
  int32_t v = c->value, owner = eval_buffer_of(e, v);
  if (!e->shares[v] || s->vnode[v] < 0 || (owner == v && cs->after[owner] == 1))
    return false; /* a buffer of its own, or an argument */
  if (s->vnode[owner] < 0 || cs->held_first[owner] != v) {
    c->bytes = c->weight = 0;
    c->extended = s->vnode[owner] < 0 ? owner : cs->held_first[owner];
    c->why = WHY_FREES_NOTHING;
    return true;
  }
  c->bytes = m->values[s->vorig[owner]].bytes;
  if (cs->after[owner] == 1)
    return false;
  c->weight = 0;
  c->extended = cs->held_last[owner];
  c->why = WHY_FREES_NOTHING;
  return true;
}

void remat_candidates(const Model *m, const State *s, const Eval *e, int32_t a, int32_t b,
                      Cands *out) {
  grow_stamps(&out->node_seen, &out->cap_nodes, s->nnodes);
  out->stack = hlo_xrealloc(out->stack, sizeof *out->stack * (size_t)out->cap_nodes);
  int32_t cap_values = out->cap_values;
  grow_stamps(&out->value_seen, &out->cap_values, s->nvalues);
  if (cap_values != out->cap_values || !out->role) {
    out->role = hlo_xrealloc(out->role, sizeof *out->role * (size_t)out->cap_values);
    out->first = hlo_xrealloc(out->first, sizeof *out->first * (size_t)out->cap_values);
    out->after = hlo_xrealloc(out->after, sizeof *out->after * (size_t)out->cap_values);
    out->held_first =
        hlo_xrealloc(out->held_first, sizeof *out->held_first * (size_t)out->cap_values);
    out->held_last = hlo_xrealloc(out->held_last, sizeof *out->held_last * (size_t)out->cap_values);
  }
  /* A call uses at most one stamp per value, and one for the gap. */
  if (out->stamp > INT32_MAX - s->nvalues - 1) {
    memset(out->node_seen, 0, sizeof *out->node_seen * (size_t)out->cap_nodes);
    memset(out->value_seen, 0, sizeof *out->value_seen * (size_t)out->cap_values);
    out->stamp = 0;
  }
  out->n = 0;
  chain_roles(m, s, e, a, out);
  first_uses_after(s, b, out->first);

  /* Values of each buffer live across the cut (made before it, used after
   * it): recomputing one of them frees the buffer only if it is the only
   * one. Values made after the cut in the buffer's storage do not keep it
   * across. */
  if (m->sharing) {
    for (int32_t v = 0; v < s->nvalues; v++)
      if (e->shares[v])
        out->after[eval_buffer_of(e, v)] = 0;
    for (int32_t v = 0; v < s->nvalues; v++) {
      if (!e->shares[v] || out->first[v] < 0 || e->def[v] >= a)
        continue; /* alone in its buffer, or not across the cut */
      int32_t owner = eval_buffer_of(e, v);
      if (out->after[owner]++ == 0)
        out->held_first[owner] = v;
      out->held_last[owner] = v;
    }
  }

  int32_t gap = ++out->stamp;
  for (int32_t k = a; k <= b; k++) {
    int32_t node = s->order[k];
    const int32_t *in = node_inputs(s, node);
    for (int32_t i = 0, n = s->nodes[node].ninputs; i < n; i++)
      out->value_seen[in[i]] = gap;
  }
  for (int32_t v = 0; v < s->nvalues; v++) {
    if (value_dead(s, v) || e->def[v] >= a || e->last[v] <= b || out->value_seen[v] == gap)
      continue;
    GROW(out->c, out->cap, out->n + 1);
    Cand *c = &out->c[out->n++];
    memset(c, 0, sizeof *c);
    c->value = v;
    c->first_use = out->first[v];
    c->bytes = c->weight = m->values[s->vorig[v]].bytes;
    c->extended = -1;
    c->why = WHY_CANDIDATE;
    if (m->sharing && shared_candidate(m, s, e, out, c))
      continue;
    classify(m, s, e, a, out, c);
  }
}

void cands_free(Cands *c) {
  free(c->c);
  free(c->role);
  free(c->first);
  free(c->after);
  free(c->held_first);
  free(c->held_last);
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
  int32_t a, b;
  int32_t nvalues0;  /* values before the rewrite: the only ones the chains read */
  int32_t *clone_of; /* value -> its clone, -1 */
  bool *recompute;   /* value -> chosen by the knapsack */
  int32_t *uses;     /* value -> uses left */
  RewriteScratch *sc; /* ins, stack */
} Rewrite;

static bool needs_clone(Rewrite *w, int32_t v) {
  return v < w->nvalues0 && (w->recompute[v] || chain_member(w->m, w->s, w->e, w->a, v));
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
    if (w->clone_of[x] >= 0) {
      top--;
      continue;
    }
    int32_t node = s->vnode[x];
    const RematOp *op = &w->m->ops[s->nodes[node].op];
    bool ready = true;
    for (int32_t i = 0; i < op->ninputs; i++) {
      int32_t y = node_inputs(s, node)[i];
      if (needs_clone(w, y) && w->clone_of[y] < 0) {
        GROW(sc->stack, sc->cap_stack, top + 1);
        sc->stack[top++] = y;
        ready = false;
      }
    }
    if (!ready)
      continue;
    top--;
    int32_t c = new_node(s, node, op->nresults);
    for (int32_t i = 0; i < op->ninputs; i++) {
      int32_t y = node_inputs(s, node)[i];
      int32_t z = needs_clone(w, y) ? w->clone_of[y] : y;
      node_inputs(s, c)[i] = z;
      w->uses[z]++;
    }
    for (int32_t r = 0; r < op->nresults; r++) {
      s->vorig[s->nodes[c].result0 + r] = s->vorig[s->nodes[node].result0 + r];
      w->clone_of[s->nodes[node].result0 + r] = s->nodes[c].result0 + r;
      w->uses[s->nodes[c].result0 + r] = 0;
    }
    GROW(sc->ins, sc->cap_ins, sc->nins + 1);
    sc->ins[sc->nins++] = (Insert){anchor, c};
    s->tally.clones++;
    s->tally.flops += op->flops;
    s->tally.seconds += op->seconds;
    s->tally.value += op->value;
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
      used = w->uses[s->nodes[nd].result0 + r] > 0;
    if (used)
      continue;
    s->nodes[nd].dead = true;
    if (nd < m->nops)
      s->tally.removed++;
    else
      s->tally.clones--;
    s->tally.flops -= op->flops;
    s->tally.seconds -= op->seconds;
    s->tally.value -= op->value;
    for (int32_t i = 0; i < op->ninputs; i++) {
      int32_t y = node_inputs(s, nd)[i];
      if (--w->uses[y] == 0 && s->vnode[y] >= 0) {
        GROW(sc->stack, sc->cap_stack, top + 1);
        sc->stack[top++] = s->vnode[y];
      }
    }
  }
}

static int by_first_use(const void *x, const void *y) {
  const int32_t *a = x, *b = y;
  if (a[0] != b[0])
    return a[0] < b[0] ? -1 : 1;
  return (a[1] > b[1]) - (a[1] < b[1]);
}

void remat_rewrite(const Model *m, State *s, const Eval *e, int32_t a, int32_t b,
                   const int32_t *recompute, int32_t n, RewriteScratch *sc) {
  int32_t nvalues0 = s->nvalues;
  /* Room for every value a rewrite can create: at most one clone each. */
  int32_t room = 2 * nvalues0 + 1;
  int32_t cap = sc->cap_values;
  GROW(sc->clone_of, sc->cap_values, room);
  if (cap != sc->cap_values) {
    sc->uses = hlo_xrealloc(sc->uses, sizeof *sc->uses * (size_t)sc->cap_values);
    sc->first = hlo_xrealloc(sc->first, sizeof *sc->first * (size_t)sc->cap_values);
    sc->recompute = hlo_xrealloc(sc->recompute, sizeof *sc->recompute * (size_t)sc->cap_values);
  }
  GROW(sc->pairs, sc->cap_pairs, n);
  sc->nins = 0;
  Rewrite w = {m, s, e, a, b, nvalues0, sc->clone_of, sc->recompute, sc->uses, sc};
  memset(w.clone_of, 0xff, sizeof *w.clone_of * (size_t)room); /* -1 */
  memset(w.recompute, 0, sizeof *w.recompute * (size_t)room);
  for (int32_t v = 0; v < nvalues0; v++)
    w.uses[v] = e->nuses[v];

  /* (first use after the cut, value), earliest first. */
  first_uses_after(s, b, sc->first);
  int32_t(*order)[2] = sc->pairs;
  for (int32_t i = 0; i < n; i++) {
    order[i][0] = sc->first[recompute[i]];
    order[i][1] = recompute[i];
    w.recompute[recompute[i]] = true;
  }
  if (n > 1)
    qsort(order, (size_t)n, sizeof *order, by_first_use);
  for (int32_t i = 0; i < n; i++)
    ensure_clone(&w, order[i][1], order[i][0]);

  /* Later uses read the clones. */
  for (int32_t k = b + 1; k < s->norder; k++) {
    int32_t *in = node_inputs(s, s->order[k]);
    for (int32_t j = 0, nj = s->nodes[s->order[k]].ninputs; j < nj; j++) {
      int32_t v = in[j];
      if (v < nvalues0 && w.recompute[v]) {
        in[j] = w.clone_of[v];
        w.uses[v]--;
        w.uses[in[j]]++;
      }
    }
  }
  s->tally.recomputed += n;
  for (int32_t i = 0; i < n; i++)
    if (w.uses[recompute[i]] == 0)
      drop_unused(&w, s->vnode[recompute[i]]);

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
}

void rewrite_scratch_free(RewriteScratch *sc) {
  free(sc->clone_of);
  free(sc->uses);
  free(sc->first);
  free(sc->recompute);
  free(sc->pairs);
  free(sc->ins);
  free(sc->stack);
  free(sc->order);
  memset(sc, 0, sizeof *sc);
}
