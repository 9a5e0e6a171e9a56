/*
 * hlomem-remat's emission: the state the search chose, written into the
 * function, then pinned so that the compiler downstream cannot undo it.
 *
 * Clones. Copies of their original op by hlo_op_clone (which keeps
 * <{...}> properties), inserted in schedule order before the next
 * original op of the schedule; their operands, and the outer values their
 * regions read, are remapped to what the state says they use. Original
 * ops whose uses moved to clones are remapped the same way, and the ops
 * the state dropped are erased, last first. A clone takes the
 * hlomem.phase marker of the op it is placed before, so phase-marked
 * programs stay marked consistently.
 *
 * Pinning. XLA compiles what we emit: its CSE (HloCSE) merges two
 * side-effect-free instructions of the same opcode, attributes and
 * operands, which a clone and its original are, and its scheduler orders
 * each computation as it likes, free to run a clone right after its
 * original. Either undoes the recomputation. So, as
 * jax.checkpoint(prevent_cse=True) does, the clones read their inputs
 * through a stablehlo.optimization_barrier, whose results are its
 * operands but which no transformation looks through or moves ops
 * across: a clone then differs from its original by its operands, and
 * runs after every value the barrier holds exists.
 *
 * One barrier per group: the clones placed before one original op A (a
 * chain, or several chains and the chains later rounds placed before
 * them; every clone of a group is needed by A, or by a clone of the group
 * that is). The barrier holds
 *   - the group's inputs: every value a clone of the group reads (as an
 *     operand, or from its regions) that the group does not compute; the
 *     clones read the barrier's results instead;
 *   - the results of the group's clones that read nothing at all
 *     (constants, iotas): such a clone equals its original wherever it
 *     runs (HloCSE combines equal constants, and takes equal iotas for
 *     the same operand), but the clones computed from it then read the
 *     barrier's copy and still differ from theirs. They move to the front of the group, before the
 *     barrier, unless that would raise the peak (then they stay, and the
 *     clones computed from them alone may be merged back: the statistics
 *     count them);
 *   - the tie: a value that only exists right before the group, so that
 *     no schedule respecting the data dependencies can hoist the group
 *     away from its use. Loops do not spare this, unlike in JAX, which
 *     turns prevent_cse off in scan bodies because there the recomputation
 *     (the backward loop's body) and the original (the forward loop's)
 *     lie in different loops: hlomem-remat clones into the block of the
 *     original, so the two always share a computation, whether or not
 *     that block is, after call inlining, a loop body.
 *
 * The tie is the operand of A computed last, among those the group does
 * not compute and that are neither arguments nor values computed from
 * constants alone (which exist whenever a scheduler likes), and A reads
 * the barrier's copy of it. A waited for that operand anyway: the tie
 * holds the group back to where its consumer could start, and puts no new
 * constraint on the consumer. A using the copy also keeps the barrier's
 * copy used, so no simplifier prunes the tie from the barrier (XLA's
 * algebraic simplifier drops a barrier operand whose result is unused and
 * that has no other user). When A has no such operand (it reads only
 * recomputed values, arguments and constants), the tie is the value the
 * block computed last before the group, whatever it is. It still lives at
 * the group if a later op uses it, and the barrier goes right before the
 * group; else (only ops without results, effects, follow its last use)
 * the barrier goes right after its last use, among those. Only when no
 * value at all is computed before the group is there no tie.
 *
 * Why the barrier costs no bytes. XLA's buffer assignment gives a barrier
 * result its operand's buffer, and so does the memory model: one buffer,
 * live to the last use of the operand or of the result. The barrier
 * extends no lifetime: the group's inputs were read by the group's
 * clones, after the barrier, anyway; the tie is an operand of A, or
 * lives past the barrier, or has its last use right before it; the moved
 * constants are checked against the peak. So the pinned schedule peaks
 * where the search's schedule did, at the same number of bytes.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "internal.h"

#define PHASE_ATTR "hlomem.phase"

typedef struct Remap {
  int32_t n;
  MlirValue *from, *to;
} Remap;

static MlirWalkResult remap_operands(MlirOperation op, void *user) {
  const Remap *r = user;
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++) {
    MlirValue v = mlirOperationGetOperand(op, i);
    for (int32_t j = 0; j < r->n; j++)
      if (mlirValueEqual(v, r->from[j])) {
        mlirOperationSetOperand(op, i, r->to[j]);
        break;
      }
  }
  return MlirWalkResultAdvance;
}

/* Points the uses in `op` (its regions included) of the model op's
 * inputs to the values node `node` of the state uses instead. */
static void remap(const Model *m, const State *s, const MlirValue *vals, int32_t node,
                  MlirOperation op, Remap *r) {
  const RematOp *o = &m->ops[s->nodes[node].op];
  const int32_t *now = node_inputs(s, node);
  r->n = 0;
  for (int32_t i = 0; i < o->ninputs; i++) {
    int32_t was = m->inputs[o->inputs0 + i];
    if (now[i] == was)
      continue;
    r->from[r->n] = m->values[was].value;
    r->to[r->n] = vals[now[i]];
    r->n++;
  }
  if (r->n)
    mlirOperationWalk(op, remap_operands, r, MlirWalkPreOrder);
}

static void copy_phase(MlirOperation from, MlirOperation to) {
  MlirStringRef name = mlirStringRefCreateFromCString(PHASE_ATTR);
  MlirAttribute phase = mlirOperationGetDiscardableAttributeByName(from, name);
  if (mlirAttributeIsNull(phase))
    mlirOperationRemoveDiscardableAttributeByName(to, name);
  else
    mlirOperationSetDiscardableAttributeByName(to, name, phase);
}

static bool results_unused(MlirOperation op) {
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; i++)
    if (!mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, i))))
      return false;
  return true;
}

/* A clone of a splat constant of several elements, before `before`: a
 * broadcast of a scalar constant of its value (XLA's simplifier turns a
 * large splat into one anyway). A copy of the constant itself would be the
 * original again after CSE; remat_pin has the broadcast read the scalar
 * through a barrier, so no CSE makes it the original either. The scalar
 * is a few bytes more than the schedule counted, right before the
 * broadcast: *slack keeps the largest. */
static MlirOperation splat_clone(MlirOperation original, MlirOperation before, int64_t *slack) {
  HloDense dense;
  hlo_constant_dense(original, &dense); /* the model checked it is a splat */
  MlirAttribute element = mlirDenseElementsAttrGetSplatValue(dense.attr);
  MlirType scalar = mlirRankedTensorTypeGet(0, NULL, dense.elem, mlirAttributeGetNull());
  HloBuilder b = hlo_builder_before(before);
  b.loc = mlirOperationGetLocation(original);
  MlirValue x = hlo_build_constant_attr(&b, mlirDenseElementsAttrSplatGet(scalar, element));
  HloDims none = {0};
  MlirValue y = hlo_build_broadcast_in_dim(
      &b, x, mlirValueGetType(mlirOperationGetResult(original, 0)), &none);
  copy_phase(before, mlirOpResultGetOwner(x));
  copy_phase(before, mlirOpResultGetOwner(y));
  int64_t bytes = hlo_value_bytes(x);
  if (bytes > *slack)
    *slack = bytes;
  return mlirOpResultGetOwner(y);
}

/* A clone may read the copy of an argument that a one-operand barrier
 * makes later in the schedule (model.c, gathered_copy: the copy's
 * gathers are shared with its readers): the barrier, which reads only
 * the argument, moves before the first clone reading it. `at` holds the
 * schedule position of each such barrier, as moved. */
static void hoist_copies(const Model *m, const State *s, int32_t node, int32_t k,
                         MlirOperation clone, int32_t *at) {
  const int32_t *in = node_inputs(s, node);
  for (int32_t i = 0; i < s->nodes[node].ninputs; i++) {
    int32_t x = in[i];
    if (x >= m->nvalues || m->values[x].op < 0)
      continue;
    int32_t b = m->values[x].op;
    if (hlo_op_id(m->ops[b].op) != HLO_OP_OPTIMIZATION_BARRIER || at[b] < k)
      continue;
    mlirOperationMoveBefore(m->ops[b].op, clone);
    at[b] = k;
  }
}

bool remat_emit(const Model *m, const State *s, Emission *em) {
  MlirValue *vals = hlo_xcalloc((size_t)s->nvalues + 1, sizeof *vals);
  MlirOperation *ops = hlo_xcalloc((size_t)s->nnodes + 1, sizeof *ops);
  em->vals = vals;
  em->ops = ops;
  for (int32_t v = 0; v < m->nvalues; v++)
    vals[v] = m->values[v].value;
  for (int32_t k = 0; k < m->nops; k++)
    ops[k] = m->ops[k].op;
  int32_t most = 1;
  for (int32_t k = 0; k < m->nops; k++)
    if (m->ops[k].ninputs > most)
      most = m->ops[k].ninputs;
  Remap r = {0, hlo_xmalloc(sizeof *r.from * (size_t)most),
             hlo_xmalloc(sizeof *r.to * (size_t)most)};

  /* Each clone goes before the next original op of the schedule. */
  int32_t *anchor = hlo_xmalloc(sizeof *anchor * (size_t)(s->norder ? s->norder : 1));
  int32_t *at = hlo_xmalloc(sizeof *at * (size_t)(m->nops ? m->nops : 1));
  for (int32_t k = 0; k < m->nops; k++)
    at[k] = -1; /* dropped */
  for (int32_t k = s->norder - 1, next = -1; k >= 0; k--) {
    if (s->order[k] < m->nops) {
      next = s->order[k];
      at[next] = k;
    }
    anchor[k] = next;
  }
  bool ok = true;
  for (int32_t k = 0; k < s->norder && ok; k++) {
    int32_t node = s->order[k];
    if (node < m->nops)
      continue;
    if (anchor[k] < 0) {
      hlo_error(mlirOperationGetLocation(m->func),
                "hlomem-remat: internal error: a clone is scheduled after the return");
      ok = false;
      break;
    }
    MlirOperation before = m->ops[anchor[k]].op;
    MlirOperation clone;
    if (m->ops[s->nodes[node].op].splat) {
      clone = splat_clone(m->ops[s->nodes[node].op].op, before, &em->slack);
    } else {
      clone = hlo_op_clone(m->ops[s->nodes[node].op].op);
      remap(m, s, vals, node, clone, &r);
      copy_phase(before, clone);
      mlirBlockInsertOwnedOperationBefore(m->block, before, clone);
      if (m->nreshards)
        hoist_copies(m, s, node, k, clone, at);
    }
    ops[node] = clone;
    for (int32_t i = 0, n = m->ops[s->nodes[node].op].nresults; i < n; i++)
      vals[s->nodes[node].result0 + i] = mlirOperationGetResult(clone, i);
  }
  for (int32_t node = 0; node < m->nops && ok; node++)
    if (!s->nodes[node].dead)
      remap(m, s, vals, node, m->ops[node].op, &r);
  for (int32_t node = m->nops - 1; node >= 0 && ok; node--) {
    if (!s->nodes[node].dead)
      continue;
    MlirOperation op = m->ops[node].op;
    if (!results_unused(op)) {
      hlo_error(mlirOperationGetLocation(op),
                "hlomem-remat: internal error: an op left the schedule but is still used");
      ok = false;
      break;
    }
    mlirOperationDestroy(op);
    ops[node] = (MlirOperation){NULL};
  }
  free(anchor);
  free(at);
  free(r.from);
  free(r.to);
  return ok;
}

void emission_free(Emission *em) {
  free(em->vals);
  free(em->ops);
  em->vals = NULL;
  em->ops = NULL;
}

/* ---- pinning ---- */

/* A barrier pin_group made, as distinguish() compares them. */
typedef struct Barrier {
  MlirOperation op;
  int32_t n;
  int64_t *keys; /* of its operands */
} Barrier;

typedef struct Pin {
  const Model *m;
  const State *s;
  Emission *em;
  Eval e;
  HloArena arena;
  bool *floating;   /* value -> computed from constants alone */
  int32_t *group;   /* node -> the group holding it, 0 for none (groups count from 1) */
  int32_t *listed;  /* value -> the last group whose barrier holds it */
  bool *moved;      /* node -> a clone of no inputs moved before its barrier */
  bool *pinned;     /* node -> reads a barrier result, itself or through clones */
  int32_t *inputs;  /* the group's inputs */
  int64_t *extra;   /* position -> bytes the moved clones add there */
  MlirValue *operands;
  int64_t *keys;    /* what each operand is (same_operand) */
  MlirValue *copies; /* the barrier's results for the moved clones' */
  Barrier *made;    /* the barriers so far, for distinguish() */
  int32_t nmade, cap_made;
  HloPtrMap routes; /* value -> (group << 32) | its result of the group's barrier */
  HloPtrMap fused;  /* the values without a buffer (Model.nobuf), as emitted */
  MlirOperation barrier;
  int32_t gid;
  PinTally *tally;
} Pin;

/* May a barrier hold v? A tensor or token with a buffer: a fused value
 * held would be computed once and stored, costing bytes the schedule
 * does not count. */
static bool carriable(const Pin *p, MlirValue v) {
  MlirType t = mlirValueGetType(v);
  return (mlirTypeIsATensor(t) || hlo_type_is_token(t)) && !hlo_ptrmap_get(&p->fused, v.ptr, NULL);
}

/* Values computed from constants alone, and by pure ops: they can run
 * anywhere, so they tie nothing down. */
static void find_floating(Pin *p) {
  const State *s = p->s;
  for (int32_t k = 0; k < s->norder; k++) {
    const Node *nd = &s->nodes[s->order[k]];
    bool f = nd->kind != RK_NEVER;
    const int32_t *in = s->pool + nd->inputs0;
    for (int32_t i = 0; i < nd->ninputs && f; i++)
      f = s->vnode[in[i]] >= 0 && p->floating[in[i]];
    for (int32_t r = 0, n = p->m->ops[nd->op].nresults; r < n; r++)
      p->floating[nd->result0 + r] = f;
  }
}

static bool in_group(const Pin *p, int32_t v) {
  return p->s->vnode[v] >= 0 && p->group[p->s->vnode[v]] == p->gid;
}

/* The operand of the consumer (node `a`) computed last, that the group
 * does not compute and that is neither an argument nor floating; -1. */
static int32_t consumer_tie(const Pin *p, int32_t a) {
  const State *s = p->s;
  int32_t best = -1;
  const int32_t *in = node_inputs(s, a);
  for (int32_t i = 0; i < s->nodes[a].ninputs; i++) {
    int32_t x = in[i];
    if (s->vnode[x] < 0 || p->floating[x] || in_group(p, x) || !carriable(p, p->em->vals[x]))
      continue;
    if (best < 0 || p->e.def[x] > p->e.def[best])
      best = x;
  }
  return best;
}

/* The value computed last before position g0, floating ones aside; -1. */
static int32_t last_value_before(const Pin *p, int32_t g0) {
  const State *s = p->s;
  for (int32_t k = g0 - 1; k >= 0; k--) {
    const Node *nd = &s->nodes[s->order[k]];
    for (int32_t r = 0, n = p->m->ops[nd->op].nresults; r < n; r++) {
      int32_t v = nd->result0 + r;
      if (!p->floating[v] && carriable(p, p->em->vals[v]))
        return v;
    }
  }
  return -1;
}

/* A clone of a splat constant, emitted as a broadcast (splat_clone). */
static bool splat_node(const Pin *p, int32_t node) {
  return node >= p->m->nops && p->m->ops[p->s->nodes[node].op].splat;
}

/* A clone of no inputs whose results a barrier can hold. */
static bool movable_leaf(const Pin *p, int32_t node) {
  const Node *nd = &p->s->nodes[node];
  if (nd->ninputs > 0 || splat_node(p, node))
    return false;
  for (int32_t r = 0, n = p->m->ops[nd->op].nresults; r < n; r++)
    if (!carriable(p, p->em->vals[nd->result0 + r]))
      return false;
  return true;
}

static int64_t result_bytes(const Pin *p, int32_t node) {
  const Node *nd = &p->s->nodes[node];
  int64_t bytes = 0;
  for (int32_t r = 0, n = p->m->ops[nd->op].nresults; r < n; r++)
    bytes += p->m->values[p->s->vorig[nd->result0 + r]].bytes;
  return bytes;
}

/* Moves the group's clones of no inputs (positions g0..g1-1) in front of
 * the barrier at position q where that keeps every point at or below the
 * peak: a clone moved from position z adds its bytes at the points from
 * q to z that stay (the points in front of the barrier hold no more than
 * the first point that stays, or with q < g0 the point q - 1, where the
 * tie's last use is). */
static void move_leaves(Pin *p, int32_t q, int32_t g0, int32_t g1) {
  const State *s = p->s;
  const Eval *e = &p->e;
  int64_t total = 0;
  for (int32_t k = q; k < g1; k++)
    p->extra[k] = 0;
  for (int32_t z = g0; z < g1; z++) {
    int32_t node = s->order[z];
    if (!movable_leaf(p, node))
      continue;
    int64_t bytes = result_bytes(p, node);
    bool fits = q == g0 || e->usage[q - 1] + total + bytes <= e->peak;
    for (int32_t k = q; k < z && fits; k++)
      if (!p->moved[s->order[k]])
        fits = e->usage[k] + p->extra[k] + bytes <= e->peak;
    if (!fits)
      continue;
    for (int32_t k = q; k < z; k++)
      p->extra[k] += bytes;
    total += bytes;
    p->moved[node] = true;
  }
}

static void route(Pin *p, MlirValue v, intptr_t result) {
  hlo_ptrmap_put(&p->routes, v.ptr, ((int64_t)p->gid << 32) | result);
}

static MlirWalkResult read_routes(MlirOperation op, void *user) {
  const Pin *p = user;
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++) {
    int64_t r;
    if (hlo_ptrmap_get(&p->routes, mlirOperationGetOperand(op, i).ptr, &r) && r >> 32 == p->gid)
      mlirOperationSetOperand(op, i, mlirOperationGetResult(p->barrier, (intptr_t)(r & 0xffffffff)));
  }
  return MlirWalkResultAdvance;
}

/* Counts the group's clones that read no barrier result, themselves or
 * through other clones of the group: a CSE may merge them back. */
static void count_unpinned(Pin *p, int32_t g0, int32_t g1) {
  const State *s = p->s;
  for (int32_t k = g0; k < g1; k++) {
    int32_t c = s->order[k];
    const int32_t *in = node_inputs(s, c);
    bool pinned = splat_node(p, c); /* its broadcast reads a barrier (pin_splats) */
    for (int32_t i = 0; i < s->nodes[c].ninputs && !pinned; i++) {
      int32_t x = in[i], producer = s->vnode[x];
      pinned = !in_group(p, x) ? p->listed[x] == p->gid
                               : p->moved[producer] || p->pinned[producer];
    }
    p->pinned[c] = pinned;
    p->tally->unpinned += !pinned;
  }
}

/* Operands of two barriers that XLA's CSE makes one: the same value, or
 * results of clones of one op that reads nothing (a constant, an iota:
 * CSE merges those first). Keys are state values, or for result i of
 * earlier barrier j, -2 - (j << 32 | i): unlike any other. */
static bool same_operand(const Pin *p, int64_t a, int64_t b) {
  if (a == b)
    return true;
  if (a < 0 || b < 0)
    return false;
  const State *s = p->s;
  int32_t na = s->vnode[a], nb = s->vnode[b];
  return na >= 0 && nb >= 0 && s->nodes[na].ninputs == 0 && s->nodes[nb].ninputs == 0 &&
         s->vorig[a] == s->vorig[b];
}

static const Barrier *same_barrier(const Pin *p, int32_t nops) {
  for (int32_t j = 0; j < p->nmade; j++) {
    const Barrier *x = &p->made[j];
    bool same = x->n == nops;
    for (int32_t i = 0; i < nops && same; i++)
      same = same_operand(p, x->keys[i], p->keys[i]);
    if (same)
      return x;
  }
  return NULL;
}

/* Makes the barrier about to be built unlike every earlier one: two
 * groups whose barriers hold the same values (two consumers tied to one
 * operand, reading clones of the same inputs) would be one barrier after
 * XLA's CSE, and the later group's clones free to run at the earlier
 * group's place, undoing the saving. The barrier then also holds the
 * earlier barrier's result for a value both hold: that result is the
 * value's buffer, which the new barrier holds anyway, so no lifetime
 * grows; and it has other users, so no simplifier drops it. Repeated
 * while the operands still match some earlier barrier. Returns the
 * number of operands. */
static int32_t distinguish(Pin *p, int32_t nops) {
  for (const Barrier *x; (x = same_barrier(p, nops));) {
    int32_t i = 0;
    while (i < nops && (p->keys[i] < 0 || p->keys[i] != x->keys[i]))
      i++;
    if (i == nops)
      break; /* only clones of constants: nothing both hold as such */
    p->keys[nops] = -2 - ((int64_t)(x - p->made) << 32 | i);
    p->operands[nops++] = mlirOperationGetResult(x->op, i);
  }
  return nops;
}

static void remember(Pin *p, int32_t nops) {
  if (p->nmade == p->cap_made) {
    p->cap_made = p->cap_made ? 2 * p->cap_made : 16;
    p->made = hlo_xrealloc(p->made, sizeof *p->made * (size_t)p->cap_made);
  }
  Barrier *x = &p->made[p->nmade++];
  x->op = p->barrier;
  x->n = nops;
  x->keys = hlo_arena_new(&p->arena, int64_t, nops);
  memcpy(x->keys, p->keys, sizeof *x->keys * (size_t)nops);
}

/* A barrier of p->operands[0..n) right before `at`, at `loc`, counted in
 * the statistics. */
static MlirOperation build_barrier(Pin *p, MlirOperation at, MlirLocation loc, int32_t n) {
  HloBuilder b = hlo_builder_before(at);
  b.loc = loc;
  MlirOperation barrier = hlo_build_optimization_barrier(&b, n, p->operands);
  copy_phase(at, barrier);
  p->tally->barriers++;
  return barrier;
}

/* build_barrier, made unlike every earlier barrier (distinguish) and
 * remembered for the later ones; into p->barrier. */
static void build_distinct_barrier(Pin *p, MlirOperation at, MlirLocation loc, int32_t n) {
  n = distinguish(p, n);
  p->barrier = build_barrier(p, at, loc, n);
  remember(p, n);
}

/* Does clone c compute what clone d does: the same op on the same values
 * (or copies of one constant)? Then XLA's CSE makes them one. */
static bool same_clone(const Pin *p, int32_t c, int32_t d) {
  const State *s = p->s;
  const Node *nc = &s->nodes[c], *nd = &s->nodes[d];
  if (nc->op != nd->op || nc->ninputs != nd->ninputs)
    return false;
  for (int32_t i = 0; i < nc->ninputs; i++)
    if (!same_operand(p, node_inputs(s, c)[i], node_inputs(s, d)[i]))
      return false;
  return true;
}

/* The value computed last before position k that is still used at k or
 * later, floating ones aside (the tie of a duplicate clone at k); -1. */
static int32_t live_before(const Pin *p, int32_t k) {
  const State *s = p->s;
  for (int32_t j = k - 1; j >= 0; j--) {
    const Node *nd = &s->nodes[s->order[j]];
    for (int32_t r = 0; r < nd->nresults; r++) {
      int32_t v = nd->result0 + r;
      if (p->e.last[v] >= k && !p->floating[v] && carriable(p, p->em->vals[v]))
        return v;
    }
  }
  return -1;
}

/* Does clone `node` read x, a copy of a value its original reads, made to
 * share the copy's gathers (model.c, gathered_copy)? It reads the copy
 * itself: that already tells it from its original, and a barrier's copy
 * of the copy would be gathered again. */
static bool reads_gathered_copy(const Pin *p, int32_t node, int32_t x) {
  const Model *m = p->m;
  int32_t op = p->s->nodes[node].op;
  if (!m->nreshards || x >= m->nvalues || m->values[x].op < 0 ||
      hlo_op_id(m->ops[m->values[x].op].op) != HLO_OP_OPTIMIZATION_BARRIER)
    return false;
  for (int32_t i = 0; i < m->ops[op].ninputs; i++)
    if (m->inputs[m->ops[op].inputs0 + i] == x)
      return false;
  return true;
}

/* The same for one of its operands. */
static bool reads_gathered_copy_value(const Pin *p, int32_t node, MlirValue v) {
  const int32_t *in = node_inputs(p->s, node);
  for (int32_t i = 0; i < p->s->nodes[node].ninputs; i++)
    if (mlirValueEqual(p->em->vals[in[i]], v))
      return reads_gathered_copy(p, node, in[i]);
  return false;
}

/* Two clones of one group may compute the same op on the same values: a
 * value recomputed twice, for an op before the peak's successor and for
 * one after it (the logits of a training step's loss, once for their
 * maximum and once for the shifted logits, so that both are never live
 * at once). Both read the group's barrier, so XLA's CSE would make them
 * one, alive from the first to the last use. The later one reads its
 * operands through a barrier of its own, right before it, which also
 * holds the value computed last before it that lives on (so it cannot
 * run earlier than there): operands it reads anyway, a value live there
 * anyway; no byte is added. */
static void pin_duplicates(Pin *p, int32_t g0, int32_t g1) {
  const State *s = p->s;
  Emission *em = p->em;
  for (int32_t k = g0 + 1; k < g1; k++) {
    int32_t c = s->order[k];
    if (p->moved[c] || splat_node(p, c) || mlirOperationGetNumRegions(em->ops[c]) > 0 ||
        mlirOperationGetNumOperands(em->ops[c]) == 0)
      continue; /* no operand to read through a barrier: a copy of a constant is one */
    bool dup = false;
    for (int32_t j = g0; j < k && !dup; j++)
      dup = !p->moved[s->order[j]] && same_clone(p, c, s->order[j]);
    if (!dup)
      continue;
    MlirOperation op = em->ops[c];
    int32_t n = 0;
    for (intptr_t i = 0, m = mlirOperationGetNumOperands(op); i < m; i++) {
      MlirValue v = mlirOperationGetOperand(op, i);
      bool seen = false;
      for (int32_t j = 0; j < n && !seen; j++)
        seen = mlirValueEqual(p->operands[j], v);
      if (!seen && carriable(p, v) && !reads_gathered_copy_value(p, c, v))
        p->operands[n++] = v;
    }
    int32_t tie = live_before(p, k);
    if (tie >= 0) {
      bool seen = false;
      for (int32_t j = 0; j < n && !seen; j++)
        seen = mlirValueEqual(p->operands[j], em->vals[tie]);
      if (!seen)
        p->operands[n++] = em->vals[tie];
    }
    if (n == 0)
      continue;
    MlirOperation barrier = build_barrier(p, op, mlirOperationGetLocation(op), n);
    for (intptr_t i = 0, m = mlirOperationGetNumOperands(op); i < m; i++) {
      MlirValue v = mlirOperationGetOperand(op, i);
      for (int32_t j = 0; j < n; j++)
        if (mlirValueEqual(p->operands[j], v)) {
          mlirOperationSetOperand(op, i, mlirOperationGetResult(barrier, j));
          break;
        }
    }
  }
}

/* The broadcast a splat's clone is (splat_clone) reads its scalar through
 * a barrier right before it, which also holds the value computed last
 * before it that lives on: no CSE makes it the original again (XLA
 * turns the large splat into a broadcast of that scalar too), and it
 * runs no earlier than its place. The scalar's key: INT64_MIN + its op,
 * one for every copy of one constant, as CSE sees them. */
static void pin_splats(Pin *p, int32_t g0, int32_t g1) {
  const State *s = p->s;
  Emission *em = p->em;
  for (int32_t k = g0; k < g1; k++) {
    int32_t c = s->order[k];
    if (!splat_node(p, c))
      continue;
    MlirOperation op = em->ops[c];
    int32_t n = 0;
    p->keys[n] = INT64_MIN + s->nodes[c].op;
    p->operands[n++] = mlirOperationGetOperand(op, 0);
    int32_t tie = live_before(p, k);
    if (tie >= 0) {
      p->keys[n] = tie;
      p->operands[n++] = em->vals[tie];
    }
    build_distinct_barrier(p, op, mlirOperationGetLocation(op), n);
    mlirOperationSetOperand(op, 0, mlirOperationGetResult(p->barrier, 0));
  }
}

/* Pins the clones at positions g0..g1-1, placed before the op at g1. */
static void pin_group(Pin *p, int32_t g0, int32_t g1) {
  const State *s = p->s;
  const Emission *em = p->em;
  p->gid++;
  for (int32_t k = g0; k < g1; k++)
    p->group[s->order[k]] = p->gid;

  /* The tie, and where the barrier goes: right before the group, or
   * right after the tie's last use. */
  int32_t a = s->order[g1], q = g0;
  int32_t tie = consumer_tie(p, a);
  bool consumer_reads_tie = tie >= 0;
  if (tie < 0) {
    tie = last_value_before(p, g0);
    if (tie >= 0 && p->e.last[tie] < g0)
      q = p->e.last[tie] + 1;
  }

  /* The group's inputs; with the barrier before the group's place, those
   * computed after it (constants: only floating values can be) stay. */
  int32_t n = 0;
  for (int32_t k = g0; k < g1; k++) {
    int32_t c = s->order[k];
    const int32_t *in = node_inputs(s, c);
    for (int32_t i = 0; i < s->nodes[c].ninputs; i++) {
      int32_t x = in[i];
      if (in_group(p, x) || p->listed[x] == p->gid || p->e.def[x] >= q ||
          !carriable(p, em->vals[x]) || reads_gathered_copy(p, c, x))
        continue;
      p->listed[x] = p->gid;
      p->inputs[n++] = x;
    }
  }
  move_leaves(p, q, g0, g1);

  int32_t nops = 0;
  for (int32_t i = 0; i < n; i++) {
    p->keys[nops] = p->inputs[i];
    p->operands[nops++] = em->vals[p->inputs[i]];
  }
  for (int32_t k = g0; k < g1; k++) {
    const Node *nd = &s->nodes[s->order[k]];
    if (!p->moved[s->order[k]])
      continue;
    for (int32_t r = 0, nr = p->m->ops[nd->op].nresults; r < nr; r++) {
      p->keys[nops] = nd->result0 + r;
      p->operands[nops++] = em->vals[nd->result0 + r];
    }
  }
  int32_t copies = nops; /* inputs, then the moved clones' results */
  intptr_t tie_at = -1;
  if (tie >= 0) {
    for (intptr_t i = 0; i < n && tie_at < 0; i++)
      if (p->inputs[i] == tie)
        tie_at = i;
    if (tie_at < 0) {
      tie_at = nops;
      p->keys[nops] = tie;
      p->operands[nops++] = em->vals[tie];
    }
  }
  count_unpinned(p, g0, g1);
  if (copies == 0) {
    /* No clone would read it (splats' clones are pinned on their own):
     * the barrier would only hand the consumer its tie. */
    pin_duplicates(p, g0, g1);
    pin_splats(p, g0, g1);
    return;
  }
  MlirOperation consumer = em->ops[a], at = em->ops[s->order[q]];
  build_distinct_barrier(p, at, mlirOperationGetLocation(consumer), nops);
  /* The group's clones read the copies of its inputs and of the moved
   * clones' results; the consumer those of the moved clones too. Clones of
   * later groups that share a moved clone read it through their own
   * barrier. */
  for (intptr_t i = 0; i < copies; i++)
    route(p, p->operands[i], i);
  for (int32_t k = g0; k < g1; k++)
    if (!p->moved[s->order[k]])
      mlirOperationWalk(em->ops[s->order[k]], read_routes, p, MlirWalkPreOrder);
  if (copies > n) {
    Remap r = {(int32_t)(copies - n), p->operands + n, p->copies};
    for (intptr_t i = n; i < copies; i++)
      p->copies[i - n] = mlirOperationGetResult(p->barrier, i);
    mlirOperationWalk(consumer, remap_operands, &r, MlirWalkPreOrder);
  }
  for (int32_t k = g0; k < g1; k++)
    if (p->moved[s->order[k]])
      mlirOperationMoveBefore(em->ops[s->order[k]], p->barrier);
  if (consumer_reads_tie) {
    MlirValue from = em->vals[tie], to = mlirOperationGetResult(p->barrier, tie_at);
    Remap r = {1, &from, &to};
    mlirOperationWalk(consumer, remap_operands, &r, MlirWalkPreOrder);
  }
  pin_duplicates(p, g0, g1);
  pin_splats(p, g0, g1);
}

void remat_pin(const Model *m, const State *s, Emission *em, PinTally *tally) {
  Pin p = {.m = m, .s = s, .em = em, .tally = tally};
  remat_eval(m, s, &p.e);
  HloArena *ar = &p.arena;
  p.floating = hlo_arena_new(ar, bool, s->nvalues + 1);
  p.listed = hlo_arena_new(ar, int32_t, s->nvalues + 1);
  p.inputs = hlo_arena_new(ar, int32_t, s->nvalues + 1);
  /* A barrier holds each value once, and distinguish() adds at most one
   * result of each earlier barrier. */
  p.operands = hlo_arena_new(ar, MlirValue, 2 * (size_t)s->nvalues + s->nnodes + 1);
  p.keys = hlo_arena_new(ar, int64_t, 2 * (size_t)s->nvalues + s->nnodes + 1);
  p.copies = hlo_arena_new(ar, MlirValue, s->nvalues + 1);
  p.group = hlo_arena_new(ar, int32_t, s->nnodes + 1);
  p.moved = hlo_arena_new(ar, bool, s->nnodes + 1);
  p.pinned = hlo_arena_new(ar, bool, s->nnodes + 1);
  p.extra = hlo_arena_new(ar, int64_t, s->norder + 1);
  for (int32_t v = 0; v < s->nvalues; v++)
    if (m->nobuf[s->vorig[v]] && !value_dead(s, v) && em->vals[v].ptr)
      hlo_ptrmap_put(&p.fused, em->vals[v].ptr, 1);
  find_floating(&p);
  for (int32_t k = 0; k < s->norder;) {
    if (s->order[k] < m->nops) {
      k++;
      continue;
    }
    int32_t g0 = k;
    while (k < s->norder && s->order[k] >= m->nops)
      k++;
    if (k < s->norder) /* remat_emit refused clones after the return */
      pin_group(&p, g0, k);
  }
  hlo_ptrmap_free(&p.routes);
  hlo_ptrmap_free(&p.fused);
  free(p.made);
  hlo_arena_free(ar);
  eval_free(&p.e);
}

/* The block's ops by position. */
static void number_ops(MlirBlock block, HloPtrMap *at) {
  int64_t k = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    hlo_ptrmap_put(at, op.ptr, k++);
}

/* The op of `block` reading v first, or null. */
static MlirOperation first_reader(MlirBlock block, const HloPtrMap *at, MlirValue v) {
  MlirOperation first = {NULL};
  int64_t best = INT64_MAX, k;
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation owner = hlo_op_ancestor_in_block(mlirOpOperandGetOwner(u), block);
    if (!mlirOperationIsNull(owner) && hlo_ptrmap_get(at, owner.ptr, &k) && k < best) {
      best = k;
      first = owner;
    }
  }
  return first;
}

int32_t remat_hold_buffers(const Model *m, const State *s, Emission *em, bool hold,
                           PinTally *tally) {
  if (!m->fusion)
    return 0;
  HloFusionPlan *plan = hlo_fusion_plan(m->block);
  int32_t *held = hlo_xmalloc(sizeof *held * (size_t)(s->nvalues + 1));
  int32_t n = 0;
  for (int32_t v = 0; v < s->nvalues; v++)
    if (!value_dead(s, v) && em->vals[v].ptr && !m->nobuf[s->vorig[v]] &&
        mlirValueIsAOpResult(em->vals[v]) && hlo_fusion_value_nobuf(plan, em->vals[v]))
      held[n++] = v;
  hlo_fusion_plan_free(plan);
  if (hold && n > 0) {
    HloPtrMap at = {0};
    number_ops(m->block, &at);
    for (int32_t i = 0; i < n; i++) {
      MlirValue x = em->vals[held[i]];
      MlirOperation reader = first_reader(m->block, &at, x);
      if (mlirOperationIsNull(reader))
        continue;
      HloBuilder b = hlo_builder_before(reader);
      b.loc = mlirOperationGetLocation(mlirOpResultGetOwner(x));
      MlirOperation barrier = hlo_build_optimization_barrier(&b, 1, &x);
      copy_phase(reader, barrier);
      MlirValue copy = mlirOperationGetResult(barrier, 0);
      Remap r = {1, &x, &copy};
      mlirOperationWalk(reader, remap_operands, &r, MlirWalkPreOrder);
      tally->barriers++;
      tally->held++;
    }
    hlo_ptrmap_free(&at);
  }
  free(held);
  return n;
}
