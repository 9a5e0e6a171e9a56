/*
 * The graph the rematerialization program works on: one function's block,
 * from hlomem's memory analysis of it (docs/memory-model.md) and its cost
 * model, taken as hlomem-remat's model takes them (passes/remat/model.c),
 * so that the optimum and the pass count the same bytes and costs.
 *
 *  - Points: the block's ops in program order, the terminator last. Region
 *    ops and calls are single points whose transient is the memory
 *    model's (the largest local peak of their regions, the callee's).
 *  - Values: arguments (live everywhere: their bytes are a constant of
 *    every point) and results, with their bytes (0 when unknown). A use
 *    inside a region counts at the op of the block holding it.
 *  - In-place pairs (sharing=xla): a result that the memory model writes
 *    over an operand whose buffer dies at the op, elementwise ops on an
 *    operand of the result's type, dynamic_update_slice, scatter and while
 *    carries on an operand they use once (hlo_op_share_pairs). Arguments
 *    and constants are never written over. Buffers that alias (a barrier's
 *    results, a while carry passed through) are refused: in them two
 *    values live at once in one buffer, which the program's accounting,
 *    one value per buffer, cannot express.
 *  - Cost: hlomem-remat's unit, FLOPs plus transcendentals or roofline
 *    seconds on the device, with the pass's floor (1 FLOP, 1e-15 s) so
 *    that ops the cost model prices at zero are not recomputed for free.
 */
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "remat_optimal.h"

/* hlomem-remat's floors (passes/remat/model.c): below any real op's cost. */
#define MIN_SECONDS 1e-15
#define MIN_FLOPS 1.0

typedef struct Use {
  int32_t op, value;
} Use;

static int by_op_value(const void *x, const void *y) {
  const Use *a = x, *b = y;
  if (a->op != b->op)
    return a->op < b->op ? -1 : 1;
  return (a->value > b->value) - (a->value < b->value);
}

static int by_value_op(const void *x, const void *y) {
  const Use *a = x, *b = y;
  if (a->value != b->value)
    return a->value < b->value ? -1 : 1;
  return (a->op > b->op) - (a->op < b->op);
}

/* Every use of a block value charged to the op of the block holding the
 * user. */
static Use *collect_uses(Graph *g, const HloPtrMap *index, int32_t *count) {
  Use *uses = NULL;
  int32_t n = 0, cap = 0;
  for (int32_t v = 0; v < g->nvalues; v++) {
    for (MlirOpOperand u = mlirValueGetFirstUse(g->values[v].value); !mlirOpOperandIsNull(u);
         u = mlirOpOperandGetNextUse(u)) {
      MlirOperation top = hlo_op_ancestor_in_block(mlirOpOperandGetOwner(u), g->block);
      int64_t k;
      if (mlirOperationIsNull(top) || !hlo_ptrmap_get(index, top.ptr, &k))
        continue;
      if (n == cap) {
        cap = cap ? 2 * cap : 64;
        uses = hlo_xrealloc(uses, sizeof *uses * (size_t)cap);
      }
      uses[n++] = (Use){(int32_t)k, v};
    }
  }
  *count = n;
  return uses;
}

/* Ops' inputs (deduplicated, ascending) and, per input, how many uses it
 * stands for; then values' users. */
static int32_t *link_uses(Graph *g, Use *uses, int32_t n) {
  qsort(uses, (size_t)n, sizeof *uses, by_op_value);
  g->inputs = hlo_arena_new(&g->arena, int32_t, n + 1);
  int32_t *times = hlo_xcalloc((size_t)n + 1, sizeof *times);
  int32_t len = 0;
  for (int32_t i = 0; i < n; i++) {
    if (i > 0 && uses[i].op == uses[i - 1].op && uses[i].value == uses[i - 1].value) {
      times[len - 1]++;
      continue;
    }
    OptOp *op = &g->ops[uses[i].op];
    if (op->ninputs == 0)
      op->inputs0 = len;
    op->ninputs++;
    times[len] = 1;
    g->inputs[len++] = uses[i].value;
  }
  qsort(uses, (size_t)n, sizeof *uses, by_value_op);
  g->users = hlo_arena_new(&g->arena, int32_t, n + 1);
  int32_t nu = 0;
  for (int32_t i = 0; i < n; i++) {
    if (i > 0 && uses[i].op == uses[i - 1].op && uses[i].value == uses[i - 1].value)
      continue;
    OptValue *v = &g->values[uses[i].value];
    if (v->nusers == 0)
      v->users0 = nu;
    v->nusers++;
    g->users[nu++] = uses[i].op;
  }
  return times;
}

static bool written_over_never(const Graph *g, int32_t v) {
  int32_t op = g->values[v].op;
  return op < 0 || hlo_op_id(g->ops[op].op) == HLO_OP_CONSTANT;
}

/* The in-place pairs of every op; false (with an error) at the first
 * aliasing pair when sharing is on. */
static bool collect_pairs(Graph *g, const int32_t *times) {
  HloSharePair buf[64];
  int32_t cap = 0;
  for (int32_t k = 0; k < g->nops; k++) {
    OptOp *op = &g->ops[k];
    op->pairs0 = g->npairs;
    int n = hlo_op_share_pairs(op->op, buf, 64);
    if (n > 64) {
      hlo_error(mlirOperationGetLocation(op->op),
                "hlomem-remat-optimal: an op with more than 64 sharing pairs is not modelled");
      return false;
    }
    for (int i = 0; i < n; i++) {
      int64_t id;
      MlirValue operand = mlirOperationGetOperand(op->op, buf[i].operand);
      if (!hlo_ptrmap_get(&g->ids, operand.ptr, &id))
        continue;
      if (buf[i].kind == HLO_SHARE_ALIAS) {
        hlo_error(mlirOperationGetLocation(op->op),
                  "hlomem-remat-optimal: result %d shares the buffer of a live operand "
                  "(optimization_barrier, or a while carry passed through); the program "
                  "counts one value per buffer and cannot model it with sharing=xla",
                  (int)buf[i].result);
        return false;
      }
      int32_t result = op->result0 + buf[i].result;
      if (written_over_never(g, (int32_t)id) || g->values[id].bytes <= 0 ||
          hlo_value_bytes(mlirOperationGetResult(op->op, buf[i].result)) < 0)
        continue;
      int32_t j = 0;
      while (j < op->ninputs && g->inputs[op->inputs0 + j] != id)
        j++;
      if (j == op->ninputs)
        continue;
      if (buf[i].kind == HLO_SHARE_IF_ONLY_USE && times[op->inputs0 + j] != 1)
        continue;
      if (g->npairs == cap) {
        cap = cap ? 2 * cap : 64;
        g->pairs = hlo_xrealloc(g->pairs, sizeof *g->pairs * (size_t)cap);
      }
      g->pairs[g->npairs++] = (OptPair){result, (int32_t)id};
      op->npairs++;
    }
  }
  return true;
}

static void cost_ops(Graph *g, OptCost cost, const HloDevice *device) {
  HloCostCache *cache = hlo_cost_cache_create();
  for (int32_t k = 0; k < g->nops - 1; k++) {
    OptOp *op = &g->ops[k];
    HloCost c = hlo_op_cost_cached(cache, op->op);
    op->flops = c.flops;
    op->seconds = hlo_cost_seconds(device, c);
    if (cost == OPT_COST_FLOPS)
      op->cost = c.flops + c.transcendentals < MIN_FLOPS ? MIN_FLOPS : c.flops + c.transcendentals;
    else
      op->cost = op->seconds < MIN_SECONDS ? MIN_SECONDS : op->seconds;
  }
  hlo_cost_cache_free(cache);
}

Graph *graph_build(MlirOperation func, const HloBlockMemory *body, HloSharing sharing,
                   OptCost cost, const HloDevice *device) {
  MlirBlock block = hlo_func_entry(func);
  if (!body || mlirBlockIsNull(block) || !mlirBlockIsNull(mlirBlockGetNextInRegion(block))) {
    hlo_error(mlirOperationGetLocation(func),
              "hlomem-remat-optimal: the function needs a body of one block");
    return NULL;
  }
  Graph *g = hlo_xcalloc(1, sizeof *g);
  g->func = func;
  g->block = block;
  g->nops = body->nops;
  g->nargs = (int32_t)mlirBlockGetNumArguments(block);
  g->nvalues = body->nbuffers;
  g->peak = body->peak;
  g->sharing = sharing;
  g->ops = hlo_arena_new(&g->arena, OptOp, g->nops);
  g->values = hlo_arena_new(&g->arena, OptValue, g->nvalues);
  hlo_ptrmap_reserve(&g->ids, (size_t)g->nvalues);
  for (int32_t v = 0; v < g->nvalues; v++) {
    const HloBuffer *x = &body->buffers[v];
    g->values[v] = (OptValue){x->value, x->bytes, x->is_arg ? -1 : x->def, 0, 0};
    hlo_ptrmap_put(&g->ids, x->value.ptr, v);
    if (x->is_arg)
      g->arg_bytes += x->bytes;
  }
  HloPtrMap index = {0};
  hlo_ptrmap_reserve(&index, (size_t)g->nops);
  for (int32_t k = 0, result = g->nargs; k < g->nops; k++) {
    OptOp *op = &g->ops[k];
    op->op = body->ops[k];
    op->result0 = result;
    op->nresults = (int32_t)mlirOperationGetNumResults(op->op);
    for (int32_t i = 0; i < op->nresults; i++)
      op->out_bytes += g->values[result + i].bytes;
    result += op->nresults;
    op->transient = body->transient[k];
    op->once = op->nresults == 0 || !hlo_op_is_recomputable_deep(op->op);
    hlo_ptrmap_put(&index, op->op.ptr, k);
  }
  int32_t nuses;
  Use *uses = collect_uses(g, &index, &nuses);
  hlo_ptrmap_free(&index);
  int32_t *times = link_uses(g, uses, nuses);
  free(uses);
  bool ok = sharing != HLO_SHARING_XLA || collect_pairs(g, times);
  free(times);
  if (!ok) {
    graph_free(g);
    return NULL;
  }
  cost_ops(g, cost, device);
  return g;
}

static int by_int(const void *x, const void *y) {
  int32_t a = *(const int32_t *)x, b = *(const int32_t *)y;
  return (a > b) - (a < b);
}

Graph *graph_reorder(const Graph *g, const int32_t *order) {
  Graph *h = hlo_xcalloc(1, sizeof *h);
  *h = *g;
  memset(&h->arena, 0, sizeof h->arena);
  memset(&h->ids, 0, sizeof h->ids);
  int32_t *place = hlo_arena_new(&h->arena, int32_t, g->nops);
  for (int32_t i = 0; i < g->nops; i++)
    place[order[i]] = i;
  h->ops = hlo_arena_new(&h->arena, OptOp, g->nops);
  for (int32_t i = 0; i < g->nops; i++)
    h->ops[i] = g->ops[order[i]];
  h->values = hlo_arena_new(&h->arena, OptValue, g->nvalues);
  memcpy(h->values, g->values, sizeof *h->values * (size_t)g->nvalues);
  int32_t nusers = 0, ninputs = 0;
  for (int32_t v = 0; v < g->nvalues; v++)
    nusers += g->values[v].nusers;
  for (int32_t k = 0; k < g->nops; k++)
    ninputs += g->ops[k].ninputs;
  h->users = hlo_arena_new(&h->arena, int32_t, nusers + 1);
  for (int32_t v = 0; v < g->nvalues; v++) {
    OptValue *x = &h->values[v];
    if (x->op >= 0)
      x->op = place[x->op];
    for (int32_t u = 0; u < x->nusers; u++)
      h->users[x->users0 + u] = place[g->users[x->users0 + u]];
    qsort(h->users + x->users0, (size_t)x->nusers, sizeof *h->users, by_int);
  }
  h->inputs = hlo_arena_new(&h->arena, int32_t, ninputs + 1);
  memcpy(h->inputs, g->inputs, sizeof *h->inputs * (size_t)ninputs);
  h->pairs = hlo_xmalloc(sizeof *h->pairs * (size_t)(g->npairs + 1));
  if (g->npairs)
    memcpy(h->pairs, g->pairs, sizeof *h->pairs * (size_t)g->npairs);
  hlo_ptrmap_reserve(&h->ids, (size_t)g->nvalues);
  for (int32_t v = 0; v < g->nvalues; v++)
    hlo_ptrmap_put(&h->ids, g->values[v].value.ptr, v);
  return h;
}

void graph_free(Graph *g) {
  if (!g)
    return;
  free(g->pairs);
  hlo_ptrmap_free(&g->ids);
  hlo_arena_free(&g->arena);
  free(g);
}
