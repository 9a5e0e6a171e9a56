/*
 * Layer analysis (passes/analysis/, public headers memory.h, cost.h): the
 * memory model (this file) and the cost model (cost.c), shared by every
 * pass, the report and the benchmarks. It may call the IR layer; it knows
 * no pass.
 *
 * The memory model (see memory.h and docs/memory-model.md).
 *
 * Each block is analysed once: its ops are numbered, every value it defines
 * gets its last use (a use in a nested region is charged to the op of this
 * block that contains it) and then, walking the ops in order, the buffer it
 * lives in: each value points at its buffer's owner, the first value of the
 * buffer, which carries the bytes and the range up to the last use of any
 * value of the buffer. Deciding in program order is enough: a value joins a
 * buffer only at an op that uses the buffer, so a buffer that ends at point
 * k with the values it has so far can gain none after k. Two difference
 * arrays turn the owners' ranges into live bytes per point, all of them and
 * those counted locally. Region-holding ops recurse into their regions;
 * calls recurse into the callee's body, memoised per function, with a stack
 * to report recursive call chains.
 */
#include "hlomem/memory.h"

#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"

enum { UNVISITED, IN_PROGRESS, DONE };

typedef struct Analysis {
  HloModuleMemory *m;
  HloSharePair *pairs;      /* scratch for hlo_op_share_pairs */
  int npairs_cap;
  HloPtrMap func_index;     /* func op -> index in m->funcs */
  HloFuncMemory **stack;    /* functions being analysed, for cycle reports */
  int32_t depth, cap;
  HloFusionPlans *plans;    /* shared plans, or NULL: each block makes its own */
} Analysis;

static HloBlockMemory *analyze_block(Analysis *a, MlirBlock block, MlirOperation owner);

static void note_unknown(HloBlockMemory *b, MlirValue v, int32_t count) {
  if (!count)
    return;
  if (!b->unknown)
    b->first_unknown = v;
  b->unknown += count;
}

/* The point of `block` whose op contains `op`, or -1. */
static int32_t point_of(const HloPtrMap *index, MlirBlock block, MlirOperation op) {
  while (!mlirOperationIsNull(op)) {
    if (mlirOperationGetBlock(op).ptr == block.ptr) {
      int64_t k;
      return hlo_ptrmap_get(index, op.ptr, &k) ? (int32_t)k : -1;
    }
    op = mlirOperationGetParentOperation(op);
  }
  return -1;
}

/* The last point of `block` using v (from at least), and in *at_last how
 * many uses happen at that point. */
static int32_t last_use(const HloPtrMap *index, MlirBlock block, MlirValue v, int32_t from,
                        int32_t *at_last) {
  int32_t last = from, count = 0;
  for (MlirOpOperand use = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use)) {
    int32_t k = point_of(index, block, mlirOpOperandGetOwner(use));
    if (k > last)
      last = k, count = 0;
    if (k == last)
      count++;
  }
  *at_last = count;
  return last;
}

/* The one place a value's size is read: one device's bytes in a sharded
 * module (sharding.h), the whole value's otherwise. */
static int64_t value_bytes(const Analysis *a, MlirValue v) {
  return a->m->shard ? hlo_sharding_value_bytes(a->m->shard, v) : hlo_value_bytes(v);
}

static void set_buffer(const Analysis *a, HloBuffer *buf, MlirValue v, int32_t def, int32_t last) {
  int64_t bytes = value_bytes(a, v);
  buf->value = v;
  buf->unknown = bytes < 0;
  buf->bytes = bytes < 0 ? 0 : bytes;
  buf->def = def;
  buf->last_use = last;
  buf->end = last;
  buf->local = true;
}

static HloFuncMemory *func_memory(Analysis *a, MlirOperation func) {
  int64_t i;
  return hlo_ptrmap_get(&a->func_index, func.ptr, &i) ? &a->m->funcs[i] : NULL;
}

static void analyze_func(Analysis *a, HloFuncMemory *f);

/* The callee's local peak, analysing the callee first if needed. */
static int64_t call_transient(Analysis *a, HloBlockMemory *b, MlirOperation call,
                              const HloBlockMemory **inner) {
  MlirOperation callee = hlo_call_callee(call);
  HloFuncMemory *f = mlirOperationIsNull(callee) ? NULL : func_memory(a, callee);
  if (!f) {
    hlo_error(mlirOperationGetLocation(call), "memory model: call to an unknown function");
    a->m->failed = true;
    return 0;
  }
  if (f->state == IN_PROGRESS) {
    HloStr chain = {0};
    int32_t start = 0;
    while (start < a->depth && a->stack[start] != f)
      start++;
    for (int32_t i = start; i < a->depth; i++)
      hlo_str_printf(&chain, "@%.*s -> ", (int)a->stack[i]->name.length, a->stack[i]->name.data);
    hlo_str_printf(&chain, "@%.*s", (int)f->name.length, f->name.data);
    hlo_error(mlirOperationGetLocation(call),
              "memory model: recursive call chain %s has no static peak", chain.data);
    hlo_str_free(&chain);
    a->m->failed = true;
    return 0;
  }
  analyze_func(a, f);
  if (!f->body) {
    note_unknown(b, mlirOperationGetNumResults(call) ? mlirOperationGetResult(call, 0)
                                                     : (MlirValue){NULL},
                 1);
    return 0;
  }
  *inner = f->body;
  return f->body->local_peak;
}

/* The largest local peak among the op's regions. */
static int64_t region_transient(Analysis *a, HloBlockMemory *b, MlirOperation op,
                                const HloBlockMemory **inner) {
  int64_t best = 0;
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(op); r < n; r++) {
    MlirRegion region = mlirOperationGetRegion(op, r);
    MlirBlock first = mlirRegionGetFirstBlock(region);
    if (mlirBlockIsNull(first))
      continue;
    if (!mlirBlockIsNull(mlirBlockGetNextInRegion(first))) {
      hlo_error(mlirOperationGetLocation(op),
                "memory model: regions with several blocks are not supported");
      a->m->failed = true;
      continue;
    }
    HloBlockMemory *nested = analyze_block(a, first, op);
    note_unknown(b, nested->first_unknown, nested->unknown);
    HloOpId id = hlo_op_id(op);
    if (id == HLO_OP_WHILE || id == HLO_OP_IF || id == HLO_OP_CASE)
      b->kernels += nested->kernels; /* a reducer's body is no kernel of its own */
    if (nested->local_peak > best || !*inner) {
      best = nested->local_peak;
      *inner = nested;
    }
  }
  return best;
}

/* ---- buffers ---- */

/* Per block, while buffers are assigned. */
typedef struct Sharing {
  HloBlockMemory *b;
  HloPtrMap ids;       /* value -> index in b->buffers */
  int32_t *at_last;    /* value -> uses at its last point */
  int32_t *end_uses;   /* owner -> uses at the buffer's last point */
  bool function_body;  /* its arguments are the function's: never written over */
  const HloFusionPlan *fusion; /* the block's fusion, or NULL (fusion=none) */
} Sharing;

static void join(Sharing *sh, int32_t v, int32_t owner, HloStorage how) {
  HloBuffer *x = &sh->b->buffers[v], *o = &sh->b->buffers[owner];
  x->home = owner;
  x->storage = (uint8_t)how;
  if (x->last_use > o->end) {
    o->end = x->last_use;
    sh->end_uses[owner] = sh->at_last[v];
  } else if (x->last_use == o->end) {
    sh->end_uses[owner] = hlo_uses_add(sh->end_uses[owner], sh->at_last[v]);
  }
}


/* May the op at point k write over the buffer owned by `owner`, with
 * `uses` of the uses at k allowed (in place: every use of the buffer
 * there must be one of them)? */
static bool may_write_over(const Sharing *sh, int32_t owner, int32_t k, HloShareKind kind,
                           int32_t uses) {
  const HloBuffer *o = &sh->b->buffers[owner];
  if (o->storage == HLO_STORAGE_OUTER || o->unknown || o->end != k)
    return false;
  if (o->is_arg && sh->function_body && !o->donated)
    return false; /* XLA never writes into an entry parameter it was not donated */
  if (!o->is_arg && hlo_op_id(sh->b->ops[o->def]) == HLO_OP_CONSTANT)
    return false; /* constants live in read-only storage */
  return kind != HLO_SHARE_IF_ONLY_USE || (uses > 0 && sh->end_uses[owner] == uses);
}

/* Result v of the op at point k may share with `source` by pair i. */
static void share_with(Analysis *a, Sharing *sh, int32_t k, int n, int i, int32_t v,
                       MlirValue source) {
  const HloSharePair *p = &a->pairs[i];
  HloBuffer *x = &sh->b->buffers[v];
  if (x->home != v || x->storage != HLO_STORAGE_OWN)
    return; /* already placed by an earlier pair */
  int64_t id;
  if (!hlo_ptrmap_get(&sh->ids, source.ptr, &id)) {
    if (p->kind == HLO_SHARE_ALIAS)
      x->storage = HLO_STORAGE_OUTER; /* a value of an enclosing block */
    return;
  }
  int32_t owner = sh->b->buffers[id].home;
  /* Per device, a value may be split otherwise than the operand it
   * would share with: a buffer holds values of one size only. */
  if (x->bytes != sh->b->buffers[id].bytes)
    return;
  MlirOperation op = sh->b->ops[k];
  if (p->kind == HLO_SHARE_ALIAS) {
    if (sh->b->buffers[owner].storage == HLO_STORAGE_OUTER)
      x->storage = HLO_STORAGE_OUTER;
    else
      join(sh, v, owner, HLO_STORAGE_ALIAS);
  } else if (!x->unknown &&
             may_write_over(sh, owner, k, p->kind,
                            p->kind == HLO_SHARE_IF_ONLY_USE ? hlo_share_pair_uses(op, a->pairs, n, i)
                                                             : 0)) {
    join(sh, v, owner, HLO_STORAGE_IN_PLACE);
  }
}

/* The buffers of the results of the op at point k. A pair's operand
 * stands for the buffers its kernel reads through fused producers and
 * views (hlo_fusion_sources), in order. */
static void share_results(Analysis *a, Sharing *sh, int32_t k, int32_t first_result) {
  MlirOperation op = sh->b->ops[k];
  int n = hlo_op_share_pairs(op, a->pairs, a->npairs_cap);
  if (n > a->npairs_cap) {
    a->npairs_cap = n;
    a->pairs = hlo_xrealloc(a->pairs, sizeof *a->pairs * (size_t)n);
    n = hlo_op_share_pairs(op, a->pairs, a->npairs_cap);
  }
  for (int i = 0; i < n; i++) {
    MlirValue sources[8];
    int ns = hlo_fusion_sources(sh->fusion, mlirOperationGetOperand(op, a->pairs[i].operand),
                                a->pairs[i].kind == HLO_SHARE_IF_DEAD, sources, 8);
    for (int j = 0; j < ns && j < 8; j++)
      share_with(a, sh, k, n, i, first_result + a->pairs[i].result, sources[j]);
  }
}

static bool is_while_body(MlirBlock block, MlirOperation owner) {
  return hlo_op_id(owner) == HLO_OP_WHILE && mlirOperationGetNumRegions(owner) > 1 &&
         mlirRegionGetFirstBlock(mlirOperationGetRegion(owner, 1)).ptr == block.ptr;
}

/* Which owners count in the local peak: not the block arguments' buffers
 * (the enclosing op's operands), not the buffers yielded (its results),
 * except in a while body with sharing: there the carries' buffers are one
 * with the yields', and a buffer yielded as carry i counts locally unless
 * it is made after carry i's buffer is last used (then XLA writes it
 * straight into the carry; else it copies it there at the end). */
static void mark_local(Analysis *a, Sharing *sh, MlirOperation owner_op) {
  HloBlockMemory *b = sh->b;
  if (b->nops == 0)
    return;
  bool share = a->m->sharing == HLO_SHARING_XLA;
  bool carries = share && is_while_body(b->block, owner_op);
  MlirOperation term = b->ops[b->nops - 1];
  int32_t *yields = hlo_xcalloc((size_t)b->nbuffers + 1, sizeof *yields);
  int32_t *position = hlo_xcalloc((size_t)b->nbuffers + 1, sizeof *position);
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(term); i < n; i++) {
    int64_t id;
    MlirValue v = mlirOperationGetOperand(term, i);
    hlo_fusion_sources(sh->fusion, v, false, &v, 1); /* a view yields what it views */
    if (!hlo_ptrmap_get(&sh->ids, v.ptr, &id))
      continue;
    int32_t owner = share ? b->buffers[id].home : (int32_t)id;
    yields[owner]++;
    position[owner] = (int32_t)i;
  }
  int32_t nargs = (int32_t)mlirBlockGetNumArguments(b->block);
  for (int32_t v = 0; v < b->nbuffers; v++) {
    HloBuffer *x = &b->buffers[v];
    if (x->home != v)
      continue;
    if (x->is_arg || x->storage == HLO_STORAGE_OUTER || x->storage == HLO_STORAGE_FUSED)
      x->local = false;
    else if (yields[v] == 0)
      x->local = true;
    else if (!carries)
      x->local = false;
    else
      x->local = !(yields[v] == 1 && position[v] < nargs && b->buffers[position[v]].end < x->def);
  }
  free(yields);
  free(position);
}

/* A fused value or a view is used where its users are: the last use of
 * what it reads moves to its own, last op to first so that chains of them
 * resolve, and it gets no buffer. An operand read twice counts once (one
 * input of the kernel). */
static void extend_fused_uses(HloBlockMemory *b, Sharing *sh, const int32_t *first) {
  for (int32_t k = b->nops - 1; k >= 0; k--) {
    MlirOperation op = b->ops[k];
    if (!hlo_fusion_nobuf(sh->fusion, op))
      continue;
    HloBuffer *r = &b->buffers[first[k]];
    r->storage = HLO_STORAGE_FUSED;
    for (intptr_t j = 0, n = mlirOperationGetNumOperands(op); j < n; j++) {
      int64_t id;
      if (hlo_operand_repeats(op, j) ||
          !hlo_ptrmap_get(&sh->ids, mlirOperationGetOperand(op, j).ptr, &id))
        continue;
      HloBuffer *x = &b->buffers[id];
      if (r->last_use > x->last_use) {
        x->last_use = r->last_use;
        sh->at_last[id] = sh->at_last[first[k]];
      } else if (r->last_use == x->last_use) {
        sh->at_last[id] = hlo_uses_add(sh->at_last[id], sh->at_last[first[k]]);
      }
    }
  }
}

/* Kernels the block's own ops launch (nested blocks are added by their
 * ops): XLA's fusions and unfused ops. */
static int32_t own_kernels(const HloBlockMemory *b, const HloFusionPlan *fp) {
  if (fp)
    return hlo_fusion_kernels(fp);
  int32_t n = 0;
  for (int32_t k = 0; k + 1 < b->nops; k++)
    n += hlo_op_id(b->ops[k]) != HLO_OP_CONSTANT;
  return n;
}

/* ---- the partitioner's buffers ----
 * In a sharded module each op may need reshards (hlo_partitioner_reshards).
 * Equal reshards of one value in one block are one buffer, as XLA's
 * reshard cache makes them (PartitionedHlo::Reshard, cache_all_gather on
 * by default), live from the first op reading it to the last; a
 * reduction's local sums live at their op. They are not values of the
 * program: their bytes count in the transient of the points they span. */

enum { MAX_RESHARDS = 8 };

static HloCollective *find_reshard(HloCollective *c, const HloPtrMap *last_of,
                                   const int32_t *prev, const HloReshard *r) {
  int64_t i;
  if (!hlo_ptrmap_get(last_of, r->value.ptr, &i))
    return NULL;
  for (; i >= 0; i = prev[i])
    if (hlo_reshard_same(&c[i].what, r))
      return &c[i];
  return NULL;
}

/* Fills b->collectives and adds their bytes over their ranges to
 * `extra`, a difference array of nops + 1. */
static void partitioner_buffers(Analysis *a, HloBlockMemory *b, int64_t *extra) {
  int32_t n = 0, cap = 0, nreads = 0, reads_cap = 0;
  HloCollective *c = NULL;
  int32_t *prev = NULL, *reads = NULL;
  int32_t *reads_of = hlo_arena_new(&a->m->arena, int32_t, (size_t)b->nops + 1);
  HloPtrMap last_of = {0};
  for (int32_t k = 0; k < b->nops; k++) {
    HloReshard r[MAX_RESHARDS];
    int nr = hlo_partitioner_reshards(a->m->shard, b->ops[k], r, MAX_RESHARDS);
    reads_of[k] = nreads;
    if (nreads + nr > reads_cap) {
      reads_cap = 2 * (nreads + nr);
      reads = hlo_xrealloc(reads, sizeof *reads * (size_t)reads_cap);
    }
    for (int i = 0; i < nr; i++) {
      HloCollective *same = find_reshard(c, &last_of, prev, &r[i]);
      if (same) {
        same->last = k;
        same->readers++;
        reads[nreads++] = (int32_t)(same - c);
        continue;
      }
      reads[nreads++] = n;
      if (n == cap) {
        cap = cap ? 2 * cap : 16;
        c = hlo_xrealloc(c, sizeof *c * (size_t)cap);
        prev = hlo_xrealloc(prev, sizeof *prev * (size_t)cap);
      }
      int64_t before;
      prev[n] = hlo_ptrmap_get(&last_of, r[i].value.ptr, &before) ? (int32_t)before : -1;
      hlo_ptrmap_put(&last_of, r[i].value.ptr, n);
      c[n++] = (HloCollective){r[i], b->ops[k], k, k, 1};
    }
  }
  for (int32_t i = 0; i < n; i++) {
    extra[c[i].first] += c[i].what.extra;
    extra[c[i].last + 1] -= c[i].what.extra;
  }
  b->ncollectives = n;
  b->collectives = hlo_arena_new(&a->m->arena, HloCollective, n ? n : 1);
  if (n)
    memcpy(b->collectives, c, sizeof *c * (size_t)n);
  reads_of[b->nops] = nreads;
  b->collective_reads_of = reads_of;
  b->collective_reads = hlo_arena_new(&a->m->arena, int32_t, nreads ? (size_t)nreads : 1);
  if (nreads)
    memcpy(b->collective_reads, reads, sizeof *reads * (size_t)nreads);
  free(reads);
  free(c);
  free(prev);
  hlo_ptrmap_free(&last_of);
}

static HloBlockMemory *analyze_block(Analysis *a, MlirBlock block, MlirOperation owner) {
  HloArena *arena = &a->m->arena;
  HloBlockMemory *b = hlo_arena_new(arena, HloBlockMemory, 1);
  b->block = block;
  b->owner = owner;
  b->sharing = a->m->sharing;
  b->fusion = a->m->fusion;
  b->shard = a->m->shard;

  /* Number the schedule. */
  intptr_t count;
  MlirOperation *ops = hlo_block_ops(block, &count);
  int32_t nops = (int32_t)count;
  HloPtrMap index = {0};
  hlo_ptrmap_reserve(&index, (size_t)nops);
  b->nops = nops;
  b->ops = hlo_arena_new(arena, MlirOperation, nops);
  memcpy(b->ops, ops, sizeof *ops * (size_t)nops);
  free(ops);
  int32_t *first = hlo_xmalloc(sizeof *first * (size_t)(nops ? nops : 1));
  int32_t nresults = 0;
  int32_t nargs = (int32_t)mlirBlockGetNumArguments(block);
  for (int32_t k = 0; k < nops; k++) {
    hlo_ptrmap_put(&index, b->ops[k].ptr, k);
    first[k] = nargs + nresults;
    nresults += (int32_t)mlirOperationGetNumResults(b->ops[k]);
  }
  HloFusionPlan *own = a->m->fusion == HLO_FUSION_XLA && !a->plans ? hlo_fusion_plan(block) : NULL;
  const HloFusionPlan *fusion =
      a->m->fusion == HLO_FUSION_XLA && a->plans ? hlo_fusion_plans_get(a->plans, block) : own;

  /* Values the terminator hands back are the owner's results. */
  HloPtrMap yielded = {0};
  if (nops > 0)
    for (intptr_t i = 0, n = mlirOperationGetNumOperands(b->ops[nops - 1]); i < n; i++)
      hlo_ptrmap_put(&yielded, mlirOperationGetOperand(b->ops[nops - 1], i).ptr, 1);

  /* Values: arguments live over the whole block, results over their use. */
  b->nbuffers = nargs + nresults;
  b->buffers = hlo_arena_new(arena, HloBuffer, b->nbuffers);
  Sharing sh = {b, {0}, hlo_xcalloc((size_t)b->nbuffers + 1, sizeof(int32_t)),
                hlo_xcalloc((size_t)b->nbuffers + 1, sizeof(int32_t)), hlo_is_func(owner), fusion};
  hlo_ptrmap_reserve(&sh.ids, (size_t)b->nbuffers);
  HloBuffer *buf = b->buffers;
  /* A function's arguments are live throughout; with sharing, a region's
   * block arguments end at their last use, when an op may write over them
   * (a loop body updating its carry in place). */
  bool whole = hlo_is_func(owner) || a->m->sharing == HLO_SHARING_NONE;
  for (int32_t i = 0; i < nargs; i++, buf++) {
    MlirValue v = mlirBlockGetArgument(block, i);
    /* A donated argument of a function XLA may write over and free after
     * its last use (input_output_alias). */
    bool donated = hlo_is_func(owner) && a->m->sharing == HLO_SHARING_XLA &&
                   !a->m->keep_donated && hlo_func_arg_donated(owner, i);
    set_buffer(a, buf, v, -1,
               whole && !donated ? nops - 1 : last_use(&index, block, v, -1, &sh.at_last[i]));
    buf->is_arg = true;
    buf->donated = donated;
    note_unknown(b, buf->value, buf->unknown);
  }
  for (int32_t k = 0; k < nops; k++) {
    for (intptr_t r = 0, n = mlirOperationGetNumResults(b->ops[k]); r < n; r++, buf++) {
      MlirValue v = mlirOperationGetResult(b->ops[k], r);
      int32_t i = (int32_t)(buf - b->buffers);
      set_buffer(a, buf, v, k, last_use(&index, block, v, k, &sh.at_last[i]));
      buf->yielded = hlo_ptrmap_get(&yielded, v.ptr, NULL);
      note_unknown(b, v, buf->unknown);
    }
  }
  for (int32_t i = 0; i < b->nbuffers; i++)
    hlo_ptrmap_put(&sh.ids, b->buffers[i].value.ptr, i);
  if (fusion)
    extend_fused_uses(b, &sh, first);
  for (int32_t i = 0; i < b->nbuffers; i++) {
    b->buffers[i].home = i;
    b->buffers[i].end = b->buffers[i].last_use;
    sh.end_uses[i] = sh.at_last[i];
  }
  free(first);
  hlo_ptrmap_free(&index);
  hlo_ptrmap_free(&yielded);

  /* Buffers, in program order. */
  buf = b->buffers + nargs;
  if (a->m->sharing == HLO_SHARING_XLA)
    for (int32_t k = 0; k < nops; k++) {
      share_results(a, &sh, k, (int32_t)(buf - b->buffers));
      buf += mlirOperationGetNumResults(b->ops[k]);
    }
  mark_local(a, &sh, owner);
  b->kernels = own_kernels(b, fusion);
  hlo_ptrmap_free(&sh.ids);
  free(sh.at_last);
  free(sh.end_uses);

  /* Live bytes per point from the owners' ranges. */
  int64_t *delta = hlo_xcalloc((size_t)nops + 1, sizeof *delta);
  int64_t *delta_local = hlo_xcalloc((size_t)nops + 1, sizeof *delta_local);
  for (int32_t i = 0; i < b->nbuffers && nops > 0; i++) {
    HloBuffer *x = &b->buffers[i];
    if (x->home != i || x->storage == HLO_STORAGE_OUTER || x->storage == HLO_STORAGE_FUSED)
      continue;
    int32_t from = x->def < 0 ? 0 : x->def;
    delta[from] += x->bytes;
    delta[x->end + 1] -= x->bytes;
    if (x->local) {
      delta_local[from] += x->bytes;
      delta_local[x->end + 1] -= x->bytes;
    }
  }
  b->live = hlo_arena_new(arena, int64_t, nops);
  b->live_local = hlo_arena_new(arena, int64_t, nops);
  b->transient = hlo_arena_new(arena, int64_t, nops);
  b->inner = hlo_arena_new(arena, const HloBlockMemory *, nops);
  b->partitioner = hlo_arena_new(arena, int64_t, nops);
  int64_t *extra = hlo_xcalloc((size_t)nops + 1, sizeof *extra);
  if (a->m->partitioner && a->m->shard && a->m->devices > 1)
    partitioner_buffers(a, b, extra);
  int64_t live = 0, live_local = 0, partitioner = 0;
  b->peak_at = b->local_peak_at = -1;
  for (int32_t k = 0; k < nops; k++) {
    live += delta[k];
    live_local += delta_local[k];
    b->live[k] = live;
    b->live_local[k] = live_local;
    MlirOperation op = b->ops[k];
    const HloBlockMemory *inner = NULL;
    if (hlo_fusion_nobuf(fusion, op))
      b->transient[k] = 0; /* it runs inside its users' kernels */
    else if (hlo_op_id(op) == HLO_OP_CALL)
      b->transient[k] = call_transient(a, b, op, &inner);
    else if (mlirOperationGetNumRegions(op) > 0)
      b->transient[k] = region_transient(a, b, op, &inner);
    b->inner[k] = inner;
    partitioner += extra[k];
    b->partitioner[k] = partitioner;
    b->transient[k] += partitioner;
    if (b->peak_at < 0 || live + b->transient[k] > b->peak) {
      b->peak = live + b->transient[k];
      b->peak_at = k;
    }
    if (b->local_peak_at < 0 || live_local + b->transient[k] > b->local_peak) {
      b->local_peak = live_local + b->transient[k];
      b->local_peak_at = k;
    }
  }
  free(delta);
  free(delta_local);
  free(extra);
  hlo_fusion_plan_free(own);
  return b;
}

static void analyze_func(Analysis *a, HloFuncMemory *f) {
  if (f->state != UNVISITED)
    return;
  f->state = IN_PROGRESS;
  if (a->depth == a->cap) {
    a->cap = a->cap ? 2 * a->cap : 16;
    a->stack = hlo_xrealloc(a->stack, sizeof *a->stack * (size_t)a->cap);
  }
  a->stack[a->depth++] = f;
  MlirBlock entry = hlo_func_entry(f->func);
  if (!mlirBlockIsNull(entry)) {
    if (!mlirBlockIsNull(mlirBlockGetNextInRegion(entry))) {
      hlo_error(mlirOperationGetLocation(f->func),
                "memory model: functions with several blocks are not supported");
      a->m->failed = true;
    } else {
      f->body = analyze_block(a, entry, f->func);
      for (int32_t i = 0; i < f->body->nbuffers; i++) {
        HloBuffer *x = &f->body->buffers[i];
        if (x->is_arg)
          f->arg_bytes += x->bytes, f->nargs++;
      }
      if (f->body->nops > 0) {
        MlirOperation ret = f->body->ops[f->body->nops - 1];
        f->nresults = (int32_t)mlirOperationGetNumOperands(ret);
        for (int32_t i = 0; i < f->nresults; i++) {
          int64_t bytes = value_bytes(a, mlirOperationGetOperand(ret, i));
          f->result_bytes += bytes > 0 ? bytes : 0;
        }
      }
    }
  }
  a->depth--;
  f->state = DONE;
}

HloModuleMemory *hlo_memory_analyze(MlirOperation module) {
  HloMemoryOptions o = {.sharing = HLO_SHARING_XLA, .bytes = HLO_BYTES_PER_DEVICE,
                        .fusion = HLO_FUSION_XLA};
  return hlo_memory_analyze_with(module, &o);
}

HloModuleMemory *hlo_memory_analyze_with(MlirOperation module, const HloMemoryOptions *o) {
  HloModuleMemory *m = hlo_xcalloc(1, sizeof *m);
  m->module = module;
  m->sharing = o->sharing;
  m->fusion = o->fusion;
  m->keep_donated = o->keep_donated;
  m->partitioner = o->partitioner;
  m->devices = 1;
  if (o->bytes == HLO_BYTES_PER_DEVICE) {
    m->shard = o->partitioner ? hlo_sharding_analyze_partitioned(module, o->seed)
                              : hlo_sharding_analyze(module, o->seed);
    m->failed = hlo_sharding_failed(m->shard);
    m->devices = hlo_sharding_devices(m->shard);
    if (m->devices <= 1) {
      hlo_sharding_free(m->shard);
      m->shard = NULL;
    }
  }
  Analysis a = {m, NULL, 0, {0}, NULL, 0, 0, o->fusion_plans};
  MlirBlock body = hlo_module_body(module);
  int32_t n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    n += hlo_is_func(op);
  m->funcs = hlo_arena_new(&m->arena, HloFuncMemory, n);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!hlo_is_func(op))
      continue;
    HloFuncMemory *f = &m->funcs[m->nfuncs];
    f->func = op;
    f->name = hlo_func_name(op);
    hlo_ptrmap_put(&a.func_index, op.ptr, m->nfuncs++);
  }
  for (int32_t i = 0; i < m->nfuncs; i++)
    analyze_func(&a, &m->funcs[i]);
  hlo_ptrmap_free(&a.func_index);
  free(a.stack);
  free(a.pairs);
  return m;
}

void hlo_memory_free(HloModuleMemory *m) {
  if (!m)
    return;
  hlo_sharding_free(m->shard);
  hlo_arena_free(&m->arena);
  free(m);
}

HloFuncMemory *hlo_memory_func(HloModuleMemory *m, MlirOperation func) {
  for (int32_t i = 0; i < m->nfuncs; i++)
    if (m->funcs[i].func.ptr == func.ptr)
      return &m->funcs[i];
  return NULL;
}

HloFuncMemory *hlo_memory_entry(HloModuleMemory *m) {
  HloFuncMemory *best = NULL;
  for (int32_t i = 0; i < m->nfuncs; i++) {
    HloFuncMemory *f = &m->funcs[i];
    if (f->name.length == 4 && memcmp(f->name.data, "main", 4) == 0 && f->body)
      return f;
    if (f->body && (!best || f->body->peak > best->body->peak))
      best = f;
  }
  return best;
}

static int by_bytes_desc(const void *x, const void *y) {
  const HloBuffer *a = *(HloBuffer *const *)x, *b = *(HloBuffer *const *)y;
  if (a->bytes != b->bytes)
    return a->bytes < b->bytes ? 1 : -1;
  return a < b ? -1 : a > b;
}

static bool owner_live_at(const HloBlockMemory *b, int32_t i, int32_t point) {
  const HloBuffer *x = &b->buffers[i];
  return x->home == i && x->storage != HLO_STORAGE_OUTER && x->storage != HLO_STORAGE_FUSED &&
         x->def <= point && point <= x->end;
}

int32_t hlo_memory_live_at(HloModuleMemory *m, const HloBlockMemory *b, int32_t point,
                           HloBuffer ***out) {
  int32_t n = 0;
  for (int32_t i = 0; i < b->nbuffers; i++)
    n += owner_live_at(b, i, point);
  HloBuffer **live = hlo_arena_new(&m->arena, HloBuffer *, n);
  n = 0;
  for (int32_t i = 0; i < b->nbuffers; i++)
    if (owner_live_at(b, i, point))
      live[n++] = &b->buffers[i];
  qsort(live, (size_t)n, sizeof *live, by_bytes_desc);
  *out = live;
  return n;
}
