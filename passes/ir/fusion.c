/*
 * IR layer: XLA's fusion as the memory model needs it (docs/memory-model.md,
 * "Fusion"): which values XLA's GPU compiler writes to a buffer, decided
 * per block once, for the analysis, the interpreter's count and remat's
 * schedule model alike.
 *
 * The one idea is XLA's PriorityFusion rule: a producer is fused into all
 * of its users at once, duplicated into each, or into none of them
 * (priority_fusion.cc, CanFuseWithAllNonBitcastUsers). So an op's users are
 * decided before it (in an order of the graph, not of the block, so that
 * every schedule of a block fuses alike): an op whose every user is fused,
 * or is a kernel that can take it at that operand, is fused itself;
 * anything else is a kernel whose results are buffers. Views (reshapes,
 * same-width bitcasts, sharding annotations) have no buffer of their own
 * either way: they are XLA's bitcasts. A reduction is the hero of its
 * kernel: it takes in its inputs and at most a chain of one-operand
 * elementwise ops after it, and the end of that chain is a buffer. A
 * kernel stays within XLA's budget for one fusion (96 operands and
 * outputs, an IR of 10000 instructions): a producer that would take one
 * of its kernels past it is a buffer.
 */
#include <stdlib.h>
#include <string.h>

#include "hlomem/ir.h"

bool hlo_operand_repeats(MlirOperation op, intptr_t j) {
  MlirValue u = mlirOperationGetOperand(op, j);
  for (intptr_t i = 0; i < j; i++)
    if (mlirValueEqual(mlirOperationGetOperand(op, i), u))
      return true;
  return false;
}

bool hlo_op_is_view(MlirOperation op) {
  HloOpId id = hlo_op_id(op);
  if (id == HLO_OP_RESHAPE)
    return true;
  /* XLA fuses only a bitcast_convert keeping the bit width; an HLO bitcast
   * (mhlo.bitcast, from HLO text) is a view of its operand's bytes. */
  if (id == HLO_OP_BITCAST_CONVERT || id == HLO_OP_MHLO_BITCAST)
    return hlo_element_bytes(mlirShapedTypeGetElementType(
               mlirValueGetType(mlirOperationGetOperand(op, 0)))) ==
           hlo_element_bytes(mlirShapedTypeGetElementType(
               mlirValueGetType(mlirOperationGetResult(op, 0))));
  return hlo_op_is_annotation(op);
}

/* A splat constant, or one of at most one element: XLA's algebraic
 * simplifier makes the first a broadcast of a scalar, and fuses the
 * second into its users; larger constants keep their own storage. */
static bool is_fusible_constant(MlirOperation op) {
  MlirAttribute v = hlo_attr(op, "value");
  if (mlirAttributeIsNull(v) || !mlirAttributeIsADenseElements(v))
    return false;
  return mlirDenseElementsAttrIsSplat(v) || hlo_type_elements(mlirAttributeGetType(v)) <= 1;
}

/* Data movement, reductions and maps: the ops XLA's loop and input
 * fusions emit and read their operands through, alike as producers and
 * as consumers. */
static bool loop_fusion_op(HloOpId id) {
  switch (id) {
  case HLO_OP_BROADCAST:
  case HLO_OP_BROADCAST_IN_DIM:
  case HLO_OP_CONCATENATE:
  case HLO_OP_DYNAMIC_SLICE:
  case HLO_OP_GATHER:
  case HLO_OP_PAD:
  case HLO_OP_REVERSE:
  case HLO_OP_SLICE:
  case HLO_OP_TRANSPOSE:
  case HLO_OP_TORCH_INDEX_SELECT:
  case HLO_OP_REDUCE:
  case HLO_OP_REDUCE_WINDOW:
  case HLO_OP_MAP: return true;
  default: return false;
  }
}

bool hlo_op_fusible_producer(MlirOperation op) {
  if (mlirOperationGetNumResults(op) != 1 || hlo_op_is_view(op))
    return mlirOperationGetNumResults(op) == 1;
  HloOpId id = hlo_op_id(op);
  switch (id) {
  case HLO_OP_CONSTANT: return is_fusible_constant(op);
  case HLO_OP_IOTA:
  case HLO_OP_PARTITION_ID:
  case HLO_OP_REPLICA_ID: return true;
  default: return loop_fusion_op(id) || hlo_op_info(op)->kind == HLO_KIND_ELEMENTWISE;
  }
}

bool hlo_operand_fusible(MlirOperation user, intptr_t j) {
  if (hlo_op_is_view(user))
    return true;
  HloOpId id = hlo_op_id(user);
  switch (id) {
  /* In-place ops write into operand 0 (their inputs, for scatter): that
   * buffer must exist; what they read besides may be fused. */
  case HLO_OP_DYNAMIC_UPDATE_SLICE: return j > 0;
  case HLO_OP_SCATTER: return j >= (mlirOperationGetNumOperands(user) - 1) / 2;
  default: return loop_fusion_op(id) || hlo_op_info(user)->kind == HLO_KIND_ELEMENTWISE;
  }
}

/* ---- the decisions of one block ---- */

struct HloFusionPlan {
  int32_t nops;
  MlirOperation *ops;
  HloPtrMap index;   /* op -> position */
  uint8_t *nobuf;    /* no buffer of its own: fused into every user, or a view */
  uint8_t *absorbed; /* fused into every user (a view may be without it) */
  uint8_t *epilogue; /* a one-operand elementwise op after a reduction, in its kernel */
  uint8_t *costly;   /* a transcendental or a division in it or the elementwise ops it reads */
  bool over_budget;  /* a producer its users could take in is a buffer: the budget's */
};

static int32_t position(const HloFusionPlan *p, MlirOperation op) {
  int64_t k;
  return !mlirOperationIsNull(op) && hlo_ptrmap_get(&p->index, op.ptr, &k) ? (int32_t)k : -1;
}

/* The op of this block producing v, or -1 (arguments, outer values). */
static int32_t producer(const HloFusionPlan *p, MlirValue v) {
  return mlirValueIsAOpResult(v) ? position(p, mlirOpResultGetOwner(v)) : -1;
}

static bool is_unary_elementwise(MlirOperation op) {
  return hlo_op_info(op)->kind == HLO_KIND_ELEMENTWISE && mlirOperationGetNumOperands(op) == 1 &&
         mlirOperationGetNumResults(op) == 1;
}

static bool single_use(MlirValue v) {
  MlirOpOperand u = mlirValueGetFirstUse(v);
  return !mlirOpOperandIsNull(u) && mlirOpOperandIsNull(mlirOpOperandGetNextUse(u));
}

/* A reduction's kernel goes on through a chain of one-operand elementwise
 * ops, each the only user of the one before (its epilogue, XLA's
 * reduction hero staying the hero). */
static void mark_epilogues(HloFusionPlan *p) {
  for (int32_t k = 0; k < p->nops; k++) {
    MlirOperation op = p->ops[k];
    if (!is_unary_elementwise(op))
      continue;
    MlirValue in = mlirOperationGetOperand(op, 0);
    int32_t q = producer(p, in);
    p->epilogue[k] = q >= 0 && single_use(in) &&
                     (hlo_op_id(p->ops[q]) == HLO_OP_REDUCE || p->epilogue[q]) &&
                     mlirOperationGetNumResults(p->ops[q]) == 1;
  }
}

/* XLA's cost model does not duplicate a costly computation into a
 * broadcast that reads each element many times (priority_fusion.cc's
 * gate: the fused producer's flops count once per element the consumer
 * reads); the small value before the broadcast is then a buffer. A
 * computation is costly if it, or the elementwise ops it would take in, has
 * a transcendental or a division; many times is BROADCAST_REREADS. */
enum { BROADCAST_REREADS = 8 };

static void mark_costly(HloFusionPlan *p) {
  for (int32_t k = 0; k < p->nops; k++) {
    MlirOperation op = p->ops[k];
    const HloOpInfo *info = hlo_op_info(op);
    if (info->kind != HLO_KIND_ELEMENTWISE && !hlo_op_is_view(op))
      continue;
    bool costly = (info->flags & HLO_F_TRANSCENDENTAL) || info->id == HLO_OP_DIVIDE;
    for (intptr_t j = 0, n = mlirOperationGetNumOperands(op); j < n && !costly; j++) {
      int32_t q = producer(p, mlirOperationGetOperand(op, j));
      costly = q >= 0 && p->costly[q];
    }
    p->costly[k] = costly;
  }
}

static bool rereads(MlirOperation broadcast) {
  int64_t in = hlo_type_elements(mlirValueGetType(mlirOperationGetOperand(broadcast, 0)));
  int64_t out = hlo_type_elements(mlirValueGetType(mlirOperationGetResult(broadcast, 0)));
  return in > 0 && out >= BROADCAST_REREADS * in;
}

/* Can the kernel of user `t` (an op of this block) take producer k in at
 * operand j? */
static bool user_absorbs(const HloFusionPlan *p, int32_t k, int32_t t, intptr_t j) {
  MlirOperation producer_op = p->ops[k], user = p->ops[t];
  bool hero = hlo_op_id(producer_op) == HLO_OP_REDUCE || p->epilogue[k];
  if (hero)
    return p->epilogue[t]; /* only its own epilogue; never another reduction */
  HloOpId uid = hlo_op_id(user);
  if (p->costly[k] && (uid == HLO_OP_BROADCAST_IN_DIM || uid == HLO_OP_BROADCAST) &&
      rereads(user))
    return false;
  if (p->absorbed[t])
    return true; /* fused on into every user of t */
  if (hlo_op_is_view(user))
    return false; /* a view nobody fuses reads the buffer itself */
  if (hlo_op_id(producer_op) == HLO_OP_TRANSPOSE &&
      (uid == HLO_OP_DOT_GENERAL || uid == HLO_OP_DOT || uid == HLO_OP_CONVOLUTION))
    return true; /* folded into the dimension numbers (TransposeFolding) */
  return hlo_operand_fusible(user, j);
}

/* Is every use of op k's result taken in by its user's kernel? */
static bool all_users_absorb(const HloFusionPlan *p, int32_t k, MlirBlock block) {
  MlirValue v = mlirOperationGetResult(p->ops[k], 0);
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation owner = mlirOpOperandGetOwner(u);
    if (mlirOperationGetBlock(owner).ptr != block.ptr)
      return false; /* read inside a region: another computation's input */
    int32_t t = position(p, owner);
    if (t < 0 || (hlo_op_info(owner)->flags & HLO_F_TERMINATOR) ||
        !user_absorbs(p, k, t, mlirOpOperandGetOperandNumber(u)))
      return false;
  }
  return true;
}

/* XLA's budget for one fusion: its operands and outputs
 * (gpu_fusible.h, MaxOperandsAndOutputsPerFusion) and its IR size, the
 * instructions of the fused computation, parameters included, each
 * counted here once however often it is emitted (gpu_hlo_cost_analysis.h,
 * kMaxIRSize; ProducerConsumerMergedTooLarge). */
enum { MAX_OPERANDS_AND_OUTPUTS = 96, MAX_IR_SIZE = 10000 };

/* The kernels of the block while their producers are decided: which
 * values each reads (pairs of kernel and value in one open-addressed
 * table, a pair taken back when the kernel takes the value's producer
 * in), how many, and how many ops it holds. */
typedef struct Read {
  const void *value;
  int32_t kernel;
  bool live;
} Read;

typedef struct Budget {
  Read *reads;
  size_t cap, used;   /* slots, slots ever filled */
  int32_t *nreads;    /* kernel op -> the values it reads */
  int32_t *size;      /* kernel op -> its ops; 0 until it is first asked about */
  int32_t **kernels_of; /* absorbed op -> the kernels it is fused into, -1 ended */
  int32_t *listed;    /* kernel op -> the producer that last listed it, plus one */
  int32_t *list, list_cap;
  HloArena arena;
} Budget;

static Read *read_slot(const Budget *b, int32_t kernel, MlirValue v) {
  uint64_t key = (uint64_t)(uintptr_t)v.ptr ^ ((uint64_t)kernel * 0x9e3779b97f4a7c15ULL);
  uint64_t x = hlo_hash_mix(key);
  for (size_t j = (size_t)x & (b->cap - 1);; j = (j + 1) & (b->cap - 1)) {
    Read *r = &b->reads[j];
    if (!r->value || (r->value == v.ptr && r->kernel == kernel))
      return r;
  }
}

static bool reads_value(const Budget *b, int32_t kernel, MlirValue v) {
  return read_slot(b, kernel, v)->live;
}

static void add_read(Budget *b, int32_t kernel, MlirValue v) {
  if (2 * (b->used + 1) > b->cap) {
    Budget old = *b;
    b->cap *= 2;
    b->reads = hlo_xcalloc(b->cap, sizeof *b->reads);
    b->used = 0;
    for (size_t j = 0; j < old.cap; j++)
      if (old.reads[j].live) {
        *read_slot(b, old.reads[j].kernel, (MlirValue){old.reads[j].value}) = old.reads[j];
        b->used++;
      }
    free(old.reads);
  }
  Read *r = read_slot(b, kernel, v);
  if (r->live)
    return;
  if (!r->value)
    b->used++;
  *r = (Read){v.ptr, kernel, true};
  b->nreads[kernel]++;
}

/* Kernel t as it is so far: its op and what the op reads. */
static void kernel_at(const HloFusionPlan *p, Budget *b, int32_t t) {
  if (b->size[t])
    return;
  b->size[t] = 1;
  MlirOperation op = p->ops[t];
  for (intptr_t j = 0, n = mlirOperationGetNumOperands(op); j < n; j++)
    add_read(b, t, mlirOperationGetOperand(op, j));
}

/* The kernels op k's users are in: themselves, or those they are fused
 * into, each once, in b->list. */
static int32_t kernels_of_users(const HloFusionPlan *p, Budget *b, int32_t k) {
  int32_t n = 0;
  MlirValue v = mlirOperationGetResult(p->ops[k], 0);
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    int32_t t = position(p, mlirOpOperandGetOwner(u));
    int32_t one[2] = {t, -1};
    for (const int32_t *kt = p->absorbed[t] ? b->kernels_of[t] : one; *kt >= 0; kt++) {
      if (b->listed[*kt] == k + 1)
        continue;
      b->listed[*kt] = k + 1;
      if (n + 1 >= b->list_cap) {
        b->list_cap *= 2;
        b->list = hlo_xrealloc(b->list, sizeof *b->list * (size_t)b->list_cap);
      }
      b->list[n++] = *kt;
    }
  }
  b->list[n] = -1;
  return n;
}

/* Would taking op k in keep kernel t within the budget? As XLA's
 * FusionFitsInParameterLimit, a fusion that reads no more operands than
 * its consumer did is allowed even past the limit. */
static bool fits_in_kernel(const HloFusionPlan *p, Budget *b, int32_t t, int32_t k) {
  kernel_at(p, b, t);
  if (1 + b->size[t] + b->nreads[t] > MAX_IR_SIZE)
    return false;
  MlirOperation op = p->ops[k];
  intptr_t n = mlirOperationGetNumOperands(op);
  int32_t before = b->nreads[t], outputs = (int32_t)mlirOperationGetNumResults(p->ops[t]);
  if (before - 1 + n + outputs <= MAX_OPERANDS_AND_OUTPUTS)
    return true; /* within it even if every operand is new to the kernel */
  int32_t added = 0;
  for (intptr_t j = 0; j < n; j++)
    added += !hlo_operand_repeats(op, j) && !reads_value(b, t, mlirOperationGetOperand(op, j));
  int32_t after = before - 1 + added;
  return after <= before || after + outputs <= MAX_OPERANDS_AND_OUTPUTS;
}

static void take_in(const HloFusionPlan *p, Budget *b, int32_t t, int32_t k) {
  Read *r = read_slot(b, t, mlirOperationGetResult(p->ops[k], 0));
  if (r->live) {
    r->live = false;
    b->nreads[t]--;
  }
  MlirOperation op = p->ops[k];
  for (intptr_t j = 0, n = mlirOperationGetNumOperands(op); j < n; j++)
    add_read(b, t, mlirOperationGetOperand(op, j));
  b->size[t]++;
}

/* Op k, every use of which its user's kernel can take in: fused, unless
 * that takes one of the kernels past XLA's budget. */
static bool fuse_within_budget(const HloFusionPlan *p, Budget *b, int32_t k) {
  int32_t n = kernels_of_users(p, b, k);
  for (int32_t i = 0; i < n; i++)
    if (!fits_in_kernel(p, b, b->list[i], k))
      return false;
  for (int32_t i = 0; i < n; i++)
    take_in(p, b, b->list[i], k);
  b->kernels_of[k] = hlo_arena_new(&b->arena, int32_t, n + 1);
  memcpy(b->kernels_of[k], b->list, sizeof *b->list * (size_t)(n + 1));
  return true;
}

/* Has op k a user in the block? */
static bool used_in_block(const HloFusionPlan *p, int32_t k) {
  MlirOperation op = p->ops[k];
  for (intptr_t r = 0, nr = mlirOperationGetNumResults(op); r < nr; r++)
    for (MlirOpOperand u = mlirValueGetFirstUse(mlirOperationGetResult(op, r));
         !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u))
      if (position(p, mlirOpOperandGetOwner(u)) >= 0)
        return true;
  return false;
}

/* The ops of the block, users before the ops they use: the reverse of a
 * depth-first post-order through operands, in operand order, from the
 * ops no op of the block uses (the terminator first). It follows the
 * graph, not the order of the block, which every schedule changes, and
 * grows a kernel along one path at a time, as the order of a program
 * does, where a breadth-first order would have every kernel read its
 * whole frontier at once. */
static int32_t *users_first(const HloFusionPlan *p) {
  int32_t n = p->nops, at = n, depth = 0; /* the post-order is written from the end */
  size_t size = (size_t)(n ? n : 1);
  int32_t *order = hlo_xmalloc(sizeof *order * size);
  uint8_t *seen = hlo_xcalloc(size, 1);
  struct Frame { int32_t op, next; } *stack = hlo_xmalloc(sizeof *stack * size);
  for (int32_t root = n - 1; root >= 0; root--) {
    if (seen[root] || used_in_block(p, root))
      continue;
    seen[root] = 1;
    stack[depth++] = (struct Frame){root, 0};
    while (depth > 0) {
      struct Frame *f = &stack[depth - 1];
      MlirOperation op = p->ops[f->op];
      if (f->next == mlirOperationGetNumOperands(op)) {
        order[--at] = f->op;
        depth--;
        continue;
      }
      int32_t q = producer(p, mlirOperationGetOperand(op, f->next++));
      if (q >= 0 && !seen[q]) {
        seen[q] = 1;
        stack[depth++] = (struct Frame){q, 0};
      }
    }
  }
  /* Ops of a cycle (a use before its definition, which unregistered
   * ops' regions let through) no root reaches: first, in the block's
   * order. */
  for (int32_t k = n - 1; k >= 0; k--)
    if (!seen[k])
      order[--at] = k;
  free(seen);
  free(stack);
  return order;
}

HloFusionPlan *hlo_fusion_plan(MlirBlock block) {
  HloFusionPlan *p = hlo_xcalloc(1, sizeof *p);
  intptr_t nops;
  p->ops = hlo_block_ops(block, &nops);
  p->nops = (int32_t)nops;
  size_t n = (size_t)(p->nops ? p->nops : 1);
  p->nobuf = hlo_xcalloc(n, 1);
  p->absorbed = hlo_xcalloc(n, 1);
  p->epilogue = hlo_xcalloc(n, 1);
  p->costly = hlo_xcalloc(n, 1);
  hlo_ptrmap_reserve(&p->index, n);
  for (int32_t k = 0; k < p->nops; k++)
    hlo_ptrmap_put(&p->index, p->ops[k].ptr, k);
  mark_epilogues(p);
  mark_costly(p);
  Budget b = {.cap = 1024, .list_cap = 16};
  b.reads = hlo_xcalloc(b.cap, sizeof *b.reads);
  b.list = hlo_xmalloc(sizeof *b.list * (size_t)b.list_cap);
  b.nreads = hlo_xcalloc(n, sizeof *b.nreads);
  b.size = hlo_xcalloc(n, sizeof *b.size);
  b.kernels_of = hlo_xcalloc(n, sizeof *b.kernels_of);
  b.listed = hlo_xcalloc(n, sizeof *b.listed);
  /* An op's users are decided before it. */
  int32_t *order = users_first(p);
  for (int32_t i = 0; i < p->nops; i++) {
    int32_t k = order[i];
    MlirOperation op = p->ops[k];
    if (!hlo_op_fusible_producer(op))
      continue;
    if (all_users_absorb(p, k, block)) {
      p->absorbed[k] = fuse_within_budget(p, &b, k);
      p->over_budget |= !p->absorbed[k];
    }
    p->nobuf[k] = p->absorbed[k] || hlo_op_is_view(op);
  }
  free(order);
  free(b.reads);
  free(b.nreads);
  free(b.size);
  free(b.kernels_of);
  free(b.listed);
  free(b.list);
  hlo_arena_free(&b.arena);
  return p;
}

void hlo_fusion_plan_free(HloFusionPlan *p) {
  if (!p)
    return;
  free(p->ops);
  free(p->nobuf);
  free(p->absorbed);
  free(p->epilogue);
  free(p->costly);
  hlo_ptrmap_free(&p->index);
  free(p);
}

bool hlo_fusion_nobuf(const HloFusionPlan *p, MlirOperation op) {
  int32_t k = p ? position(p, op) : -1;
  return k >= 0 && p->nobuf[k];
}

bool hlo_fusion_over_budget(const HloFusionPlan *p) { return p && p->over_budget; }

bool hlo_fusion_value_nobuf(const HloFusionPlan *p, MlirValue v) {
  int32_t k = p ? producer(p, v) : -1;
  return k >= 0 && p->nobuf[k];
}

struct HloFusionPlans {
  HloPtrMap index; /* block -> its plan in plans[] */
  HloFusionPlan **plans;
  int32_t n, cap;
};

HloFusionPlans *hlo_fusion_plans_new(void) { return hlo_xcalloc(1, sizeof(HloFusionPlans)); }

const HloFusionPlan *hlo_fusion_plans_get(HloFusionPlans *c, MlirBlock block) {
  int64_t i;
  if (hlo_ptrmap_get(&c->index, block.ptr, &i))
    return c->plans[i];
  if (c->n == c->cap) {
    c->cap = c->cap ? 2 * c->cap : 16;
    c->plans = hlo_xrealloc(c->plans, sizeof *c->plans * (size_t)c->cap);
  }
  hlo_ptrmap_put(&c->index, block.ptr, c->n);
  return c->plans[c->n++] = hlo_fusion_plan(block);
}

void hlo_fusion_plans_free(HloFusionPlans *c) {
  if (!c)
    return;
  for (int32_t i = 0; i < c->n; i++)
    hlo_fusion_plan_free(c->plans[i]);
  free(c->plans);
  hlo_ptrmap_free(&c->index);
  free(c);
}

/* A kernel's inputs are few (XLA caps a fusion at 96 operands and
 * outputs): the walk through fused producers visits at most this many
 * values, so a DAG of fused ops cannot make it exponential. */
enum { SOURCE_WALK_LIMIT = 128 };

static int add_sources(const HloFusionPlan *p, MlirValue v, bool elementwise, MlirValue *out,
                       int n, int max, int *budget) {
  if (--*budget < 0)
    return n;
  int32_t k = producer(p, v);
  if (k < 0 || !p->nobuf[k]) {
    for (int i = 0; i < n && i < max; i++)
      if (mlirValueEqual(out[i], v))
        return n;
    if (n < max)
      out[n] = v;
    return n + 1;
  }
  MlirOperation op = p->ops[k];
  if (hlo_op_is_view(op))
    return add_sources(p, mlirOperationGetOperand(op, 0), elementwise, out, n, max, budget);
  if (!elementwise || hlo_op_info(op)->kind != HLO_KIND_ELEMENTWISE)
    return n;
  for (intptr_t j = 0, m = mlirOperationGetNumOperands(op); j < m && n < max; j++)
    n = add_sources(p, mlirOperationGetOperand(op, j), elementwise, out, n, max, budget);
  return n;
}

int hlo_fusion_sources(const HloFusionPlan *p, MlirValue v, bool elementwise, MlirValue *out,
                       int max) {
  if (!p) {
    if (max > 0)
      out[0] = v;
    return 1;
  }
  int budget = SOURCE_WALK_LIMIT;
  return add_sources(p, v, elementwise, out, 0, max, &budget);
}

/* Ops that launch work of their own: not the fused, not views, not
 * constants (read-only storage), barriers, tuples or terminators. */
int32_t hlo_fusion_kernels(const HloFusionPlan *p) {
  int32_t n = 0;
  for (int32_t k = 0; k < p->nops; k++) {
    MlirOperation op = p->ops[k];
    HloOpId id = hlo_op_id(op);
    if (p->nobuf[k] || id == HLO_OP_CONSTANT || id == HLO_OP_OPTIMIZATION_BARRIER ||
        id == HLO_OP_TUPLE || id == HLO_OP_GET_TUPLE_ELEMENT || hlo_op_is_annotation(op) ||
        (hlo_op_info(op)->flags & HLO_F_TERMINATOR))
      continue;
    n++;
  }
  return n;
}
