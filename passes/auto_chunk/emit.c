/*
 * hlomem-auto-chunk, part 3: emission.
 *
 * The region becomes a private function taking one chunk: its ops are
 * cloned in program order, operands remapped, chunked results retyped to
 * the chunk's shape and the few attributes that spell a size (a slice's
 * limits, a gather's slice sizes) patched. Splat constants and iotas are
 * rebuilt at the shape each use needs; an iota along the chunked dimension
 * adds the chunk's start, passed as a last i64 argument, unless it is the
 * row numbers of a row-aligned index (CK_ROWS), which count the chunk's
 * own rows. In scale_by mode the seed's broadcast broadcasts 1.0 instead.
 *
 * Chunks have ceil(D / N) rows; when that does not divide D, the last
 * chunk is smaller and calls a second function outlined for its size (so
 * there are ceil(D / ceil(D / N)) chunks, at most N). The caller slices
 * chunked inputs, calls, and combines: concatenation (or, in a loop,
 * dynamic_update_slice into a zero buffer), a running sum (in f32 for
 * 16-bit floats), or a running maximum or minimum. Scaled outputs are
 * multiplied by the seed right before their first use. Then every use of
 * an original output is redirected and the region erased.
 *
 * Serialized chunks. XLA inlines the calls and schedules the result as it
 * likes: nothing in the data keeps chunk k + 1 from starting before chunk
 * k ends, nor its ops computed from weights alone from being merged by
 * CSE with chunk k's, so the large intermediates of two chunks could be
 * live at once, the peak chunking was for. So each call after the first
 * reads its operands (sliced inputs, whole inputs, the chunk's start)
 * through a stablehlo.optimization_barrier that also holds what chunk k
 * left behind: per output, its piece (concatenated at the end) or its
 * running combination. No op of chunk k + 1 can then run before every
 * output of chunk k exists, nor share an op with it. The uses of chunk
 * k's outputs (the next combination, the final concatenation) read the
 * barrier's copies: they come after the barrier anyway, and a used copy
 * keeps the barrier holding it (a simplifier may prune a barrier operand
 * whose result is unused). The barrier costs no bytes where its results
 * share their operands' buffers, as in XLA: every operand is read after
 * it anyway, by the call or by a later combination. After the last call
 * one more barrier holds what the chunks left, so that no combination of
 * the outputs (a concatenation of every chunk's pieces) starts while the
 * last chunk still runs, its large values alive. The loop form needs
 * none between its chunks: the iterations of a stablehlo.while run one
 * after the other, each chunk's values dying in its iteration; only a
 * smaller last chunk, a call after the loop, is tied to the loop's
 * results. A splat constant of more than one element that the callee
 * would make from nothing is, once inlined, one value for every chunk
 * to CSE; where a user cannot fuse it (a scatter writing into it) XLA
 * makes it a buffer, alive from the first chunk to the last. So, in the
 * call form with barriers, the callee broadcasts such a constant from a
 * scalar input that reaches each call through its barrier, a value of its
 * own per chunk.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "hlomem/memory.h"

MlirType chunk_type(MlirType type, int dim, int64_t size) {
  HloShape s;
  if (!hlo_shape_of(type, &s) || dim < 0 || dim >= s.rank)
    return type;
  s.dims[dim] = size;
  return mlirRankedTensorTypeGet(s.rank, s.dims, s.elem, mlirRankedTensorTypeGetEncoding(type));
}

static MlirType meta_type(MlirType full, Meta m, int64_t size) {
  return meta_splits(m) ? chunk_type(full, m.dim, size) : full;
}

static MlirType result_type(const Plan *p, int32_t node) {
  return mlirValueGetType(mlirOperationGetResult(p->body->nodes[node].op, 0));
}

static MlirType i64_scalar(MlirContext ctx) {
  return hlo_scalar_tensor_type(mlirIntegerTypeGet(ctx, 64));
}

static MlirValue i64_const(HloBuilder *b, int64_t v) {
  return hlo_build_constant_splat(b, i64_scalar(b->ctx), (double)v);
}

/* ---- the outlined function ---- */

typedef struct Generated {
  int32_t node;
  Meta meta;
  MlirValue value;
} Generated;

typedef struct Outline {
  const Plan *p;
  int64_t size;
  MlirBlock block;
  HloBuilder b;         /* at the end of the callee */
  MlirValue *val;       /* callee value of each region op, by position */
  Generated *gen;       /* splat constants and iotas rebuilt so far */
  int32_t ngen, capgen;
  MlirValue one;        /* the seed's stand-in */
} Outline;

/* The input the callee broadcasts splat constant node q from, or -1. */
static int32_t pinned_input(const Plan *p, int32_t q) {
  for (int32_t i = 0; i < p->npinned; i++)
    if (p->pinned[i] == q)
      return p->ninputs - p->npinned + i;
  return -1;
}

/* A splat constant or iota rebuilt at the shape of meta `m`. An iota
 * along the chunked dimension counts the full value's rows from the
 * chunk's start; as row numbers (CK_ROWS), the chunk's own rows. */
static MlirValue generate(Outline *o, int32_t q, Meta m) {
  for (int32_t i = 0; i < o->ngen; i++)
    if (o->gen[i].node == q && meta_eq(o->gen[i].meta, m))
      return o->gen[i].value;
  MlirOperation op = o->p->body->nodes[q].op;
  MlirType t = meta_type(result_type(o->p, q), m, o->size);
  MlirValue v;
  if (hlo_op_id(op) == HLO_OP_IOTA) {
    int64_t dim = 0;
    hlo_attr_int(op, "iota_dimension", &dim);
    v = hlo_build_iota(&o->b, t, dim);
    if (m.kind == CK_CHUNK && m.dim == dim) {
      MlirValue start = mlirBlockGetArgument(o->block, o->p->ninputs);
      MlirType elem = mlirShapedTypeGetElementType(t);
      if (!mlirTypeEqual(elem, mlirShapedTypeGetElementType(mlirValueGetType(start))))
        start = hlo_build_convert(&o->b, start, elem);
      HloDims none = {0, {0}};
      MlirValue starts = hlo_build_broadcast_in_dim(&o->b, start, t, &none);
      v = hlo_build_binary(&o->b, HLO_OP_ADD, v, starts);
    }
  } else if (pinned_input(o->p, q) >= 0) {
    HloDims none = {0, {0}};
    v = hlo_build_broadcast_in_dim(&o->b, mlirBlockGetArgument(o->block, pinned_input(o->p, q)), t,
                                   &none);
  } else {
    HloDense d;
    hlo_constant_dense(op, &d); /* a splat, by chunk_is_generator */
    v = hlo_build_constant_splat_like(&o->b, t, d.attr);
  }
  if (o->ngen == o->capgen) {
    o->capgen = o->capgen ? 2 * o->capgen : 8;
    o->gen = hlo_xrealloc(o->gen, sizeof *o->gen * (size_t)o->capgen);
  }
  o->gen[o->ngen++] = (Generated){q, m, v};
  return v;
}

/* What operand j of region op k is inside the callee. */
static MlirValue callee_operand(Outline *o, int32_t k, intptr_t j) {
  const Plan *p = o->p;
  const Body *b = p->body;
  const Node *n = &b->nodes[k];
  MlirValue v = mlirOperationGetOperand(n->op, j);
  int32_t q = chunk_producer(b, v);
  if (q >= 0 && in_region(&b->nodes[q]))
    return o->val[q];
  if (j == 0 && chunk_is_seed(p, n)) {
    if (mlirValueIsNull(o->one))
      o->one = hlo_build_constant_splat(&o->b, mlirValueGetType(v), 1.0);
    return o->one;
  }
  if (q >= 0 && b->nodes[q].generator)
    return generate(o, q, n->need[j]);
  for (int32_t i = 0; i < p->ninputs; i++)
    if (mlirValueEqual(p->inputs[i].value, v) && meta_eq(p->inputs[i].meta, n->need[j]))
      return mlirBlockGetArgument(o->block, i);
  return v; /* unreachable: collect() made every other operand an input */
}

/* Sets an attribute where the op keeps it: discardable or property. */
static void set_attr(MlirOperation op, const char *name, MlirAttribute value) {
  MlirStringRef s = mlirStringRefCreateFromCString(name);
  if (!mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(op, s)))
    mlirOperationSetDiscardableAttributeByName(op, s, value);
  else
    hlo_set_property(op, name, value);
}

/* The attributes that spell the chunked dimension's size: a slice's
 * limit or a gather's window when they cover the whole dimension (a
 * gather reading one row per lookup keeps its slice size of 1). */
static void patch_sizes(MlirOperation c, const Node *n, int64_t size) {
  Meta m = n->need[0];
  HloDims d;
  if (m.kind != CK_CHUNK)
    return;
  MlirContext ctx = mlirOperationGetContext(c);
  int64_t whole = mlirShapedTypeGetDimSize(mlirValueGetType(mlirOperationGetOperand(n->op, 0)),
                                           m.dim);
  switch (hlo_op_id(c)) {
  case HLO_OP_SLICE: /* the rule only chunks dims sliced whole, from 0 */
    if (hlo_attr_dims(c, "limit_indices", &d) && m.dim < d.n) {
      d.v[m.dim] = size;
      set_attr(c, "limit_indices", hlo_dims_attr(ctx, &d));
    }
    break;
  case HLO_OP_GATHER:
    if (hlo_attr_dims(c, "slice_sizes", &d) && m.dim < d.n && d.v[m.dim] == whole) {
      d.v[m.dim] = size;
      set_attr(c, "slice_sizes", hlo_dims_attr(ctx, &d));
    }
    break;
  default: break;
  }
}

static void clone_into(Outline *o, int32_t k) {
  const Node *n = &o->p->body->nodes[k];
  intptr_t nops = mlirOperationGetNumOperands(n->op);
  MlirValue *ops = hlo_xmalloc(sizeof(MlirValue) * (size_t)(nops ? nops : 1));
  for (intptr_t j = 0; j < nops; j++)
    ops[j] = callee_operand(o, k, j);
  MlirOperation c = hlo_op_clone(n->op);
  mlirOperationSetOperands(c, nops, ops);
  free(ops);
  MlirValue r = mlirOperationGetResult(c, 0);
  if (meta_splits(n->meta))
    mlirValueSetType(r, chunk_type(mlirValueGetType(r), n->meta.dim, o->size));
  patch_sizes(c, n, o->size);
  mlirBlockAppendOwnedOperation(o->block, c);
  o->val[k] = r;
}

MlirOperation chunk_build_callee(const Plan *p, MlirOperation module, const char *name,
                                 int64_t size) {
  const Body *b = p->body;
  MlirOperation amp = b->nodes[p->amp].op;
  MlirLocation loc = mlirOperationGetLocation(amp);
  MlirContext ctx = mlirOperationGetContext(amp);
  int32_t nargs = p->ninputs + (p->offset ? 1 : 0);
  MlirType *args = hlo_xmalloc(sizeof(MlirType) * (size_t)(nargs + 1));
  MlirType *results = hlo_xmalloc(sizeof(MlirType) * (size_t)(p->noutputs + 1));
  for (int32_t i = 0; i < p->ninputs; i++)
    args[i] = meta_type(mlirValueGetType(p->inputs[i].value), p->inputs[i].meta, size);
  if (p->offset)
    args[p->ninputs] = i64_scalar(ctx);
  for (int32_t i = 0; i < p->noutputs; i++)
    results[i] = meta_type(result_type(p, p->outputs[i].node), b->nodes[p->outputs[i].node].meta,
                           size);
  MlirOperation func =
      hlo_build_func(module, name, nargs, args, p->noutputs, results, "private", loc);
  mlirOperationSetDiscardableAttributeByName(
      func, mlirStringRefCreateFromCString(CHUNK_OUTLINED_ATTR), mlirBoolAttrGet(ctx, 1));

  Outline o = {.p = p, .size = size, .block = hlo_func_entry(func)};
  o.b = hlo_builder_at_end(o.block, loc);
  o.val = hlo_xcalloc((size_t)b->n, sizeof *o.val);
  for (int32_t i = 0; i < p->nregion; i++)
    clone_into(&o, p->region[i]);
  MlirValue *rets = hlo_xmalloc(sizeof(MlirValue) * (size_t)(p->noutputs + 1));
  for (int32_t i = 0; i < p->noutputs; i++)
    rets[i] = o.val[p->outputs[i].node];
  hlo_build_return(&o.b, "func.return", p->noutputs, rets);
  free(rets);
  free(o.val);
  free(o.gen);
  free(args);
  free(results);
  return func;
}

/* The shardings of the outlined function's arguments, as the module
 * splits the values passed (a chunk is split like its source: chunked
 * dimensions are never split over devices). */
static HloSharding *callee_shardings(const Plan *p, int32_t nargs) {
  HloSharding *args = hlo_xcalloc((size_t)nargs + 1, sizeof *args);
  for (int32_t i = 0; i < p->ninputs; i++)
    if (!hlo_sharding_of(p->body->shard, p->inputs[i].value, &args[i]))
      args[i] = (HloSharding){0};
  return args;
}

int64_t chunk_callee_peak(const Plan *p, int64_t size) {
  MlirOperation amp = p->body->nodes[p->amp].op;
  MlirModule scratch = mlirModuleCreateEmpty(mlirOperationGetLocation(amp));
  MlirOperation module = mlirModuleGetOperation(scratch);
  HloMemoryOptions mo = {.sharing = HLO_SHARING_XLA, .partitioner = true};
  HloShardingSeed seed = {0};
  HloSharding *args = NULL;
  if (p->body->shard) {
    /* Measured per device: the meshes its annotations name come along,
     * and its arguments are split as the values the calls pass. */
    MlirBlock body = hlo_module_body(p->body->module), to = hlo_module_body(module);
    for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op))
      if (hlo_op_name_is(op, "sdy.mesh"))
        mlirBlockAppendOwnedOperation(to, hlo_op_clone(op));
    seed.ndevices = hlo_sharding_devices(p->body->shard);
    seed.nargs = p->ninputs + (p->offset ? 1 : 0);
    seed.args = args = callee_shardings(p, seed.nargs);
    mo.seed = &seed;
  }
  chunk_build_callee(p, module, "chunk", size);
  HloModuleMemory *m = hlo_memory_analyze_with(module, &mo);
  free(args);
  HloFuncMemory *f = m->nfuncs > 0 ? &m->funcs[m->nfuncs - 1] : NULL;
  int64_t peak = f && f->body ? f->body->peak : 0;
  hlo_memory_free(m);
  mlirModuleDestroy(scratch);
  return peak;
}

/* ---- the call site ---- */

typedef struct Acc {
  MlirValue value;   /* running sum, max or min; the buffer in a loop */
  MlirValue *pieces; /* chunks to concatenate */
  int32_t npieces;
} Acc;

typedef struct Site {
  Plan *p;
  HloBuilder b;      /* before the anchor */
  Acc *acc;
  bool buffers;      /* chunked outputs go into full buffers (loop form) */
  bool serialize;    /* tie each call to the chunks before it */
  bool after_chunk;  /* a chunk is done: the next call is tied to it */
  int32_t barriers;
} Site;

static const Meta *output_meta(const Plan *p, int32_t i) {
  return &p->body->nodes[p->outputs[i].node].meta;
}

/* Partial sums of 16-bit floats add up in f32. */
static MlirType sum_type(MlirType t) {
  MlirType elem = mlirShapedTypeGetElementType(t);
  if (!mlirTypeIsAFloat(elem) || mlirFloatTypeGetWidth(elem) >= 32)
    return t;
  HloShape s;
  hlo_shape_of(t, &s);
  return mlirRankedTensorTypeGet(s.rank, s.dims, mlirF32TypeGet(mlirTypeGetContext(t)),
                                 mlirAttributeGetNull());
}

/* Start indices of a chunk at `start` along `dim`, zero elsewhere; the
 * zero constant is made once, when first needed, in *zero. */
static void chunk_starts(HloBuilder *b, MlirValue *starts, int rank, int dim, MlirValue start,
                         MlirValue *zero) {
  for (int d = 0; d < rank; d++) {
    if (d != dim && mlirValueIsNull(*zero))
      *zero = i64_const(b, 0);
    starts[d] = d == dim ? start : *zero;
  }
}

/* Adds chunk result `r` of output i to its combination `acc` (null for
 * the first chunk); `starts` places a chunk into a buffer. */
static MlirValue combine(HloBuilder *b, Meta m, MlirValue acc, MlirValue r,
                         const MlirValue *starts) {
  switch (m.kind) {
  case CK_CHUNK: return hlo_build_dynamic_update_slice(b, acc, r, starts);
  case CK_SUM: {
    MlirType t = sum_type(mlirValueGetType(r));
    if (!mlirTypeEqual(t, mlirValueGetType(r)))
      r = hlo_build_convert(b, r, mlirShapedTypeGetElementType(t));
    return mlirValueIsNull(acc) ? r : hlo_build_binary(b, HLO_OP_ADD, acc, r);
  }
  case CK_MAX: return mlirValueIsNull(acc) ? r : hlo_build_binary(b, HLO_OP_MAXIMUM, acc, r);
  default: return mlirValueIsNull(acc) ? r : hlo_build_binary(b, HLO_OP_MINIMUM, acc, r);
  }
}

static MlirValue slice_input(HloBuilder *b, const Input *in, int64_t start, int64_t size) {
  HloShape s;
  hlo_shape_of(mlirValueGetType(in->value), &s);
  HloDims lo = {s.rank, {0}}, hi = {s.rank, {0}}, step = {s.rank, {0}};
  for (int d = 0; d < s.rank; d++) {
    hi.v[d] = s.dims[d];
    step.v[d] = 1;
  }
  lo.v[in->meta.dim] = start;
  hi.v[in->meta.dim] = start + size;
  return hlo_build_slice(b, in->value, &lo, &hi, &step);
}

/* The results of one call, whose operands `args` are ready. */
static MlirOperation call_chunk(Site *s, HloBuilder *b, const char *callee, MlirValue *args,
                                int64_t size) {
  Plan *p = s->p;
  MlirType *types = hlo_xmalloc(sizeof(MlirType) * (size_t)(p->noutputs + 1));
  for (int32_t i = 0; i < p->noutputs; i++)
    types[i] = meta_type(result_type(p, p->outputs[i].node), *output_meta(p, i), size);
  MlirOperation call =
      hlo_build_call(b, callee, p->ninputs + (p->offset ? 1 : 0), args, p->noutputs, types);
  free(types);
  return call;
}

/* What the chunks so far left for output i: its last piece, or its
 * running combination. */
static MlirValue *left_behind(Site *s, int32_t i) {
  Acc *acc = &s->acc[i];
  if (output_meta(s->p, i)->kind == CK_CHUNK && !s->buffers)
    return &acc->pieces[acc->npieces - 1];
  return &acc->value;
}

/* The next call's operands `args` (n of them) and what the chunks before
 * it left behind go through one barrier; the call and the uses of those
 * values to come read its results. Operands are listed once. */
static void tie_to_previous(Site *s, MlirValue *args, int32_t n) {
  Plan *p = s->p;
  int32_t cap = n + p->noutputs, m = 0;
  MlirValue *ops = hlo_xmalloc(sizeof(MlirValue) * (size_t)(cap ? cap : 1));
  MlirValue **where = hlo_xmalloc(sizeof(MlirValue *) * (size_t)(cap ? cap : 1));
  for (int32_t i = 0; i < n + p->noutputs; i++) {
    MlirValue *v = i < n ? &args[i] : left_behind(s, i - n);
    where[i] = v;
    bool seen = false;
    for (int32_t j = 0; j < m && !seen; j++)
      seen = mlirValueEqual(ops[j], *v);
    if (!seen)
      ops[m++] = *v;
  }
  MlirOperation barrier = hlo_build_optimization_barrier(&s->b, m, ops);
  for (int32_t i = 0; i < n + p->noutputs; i++) {
    int32_t j = 0;
    while (!mlirValueEqual(ops[j], *where[i]))
      j++;
    *where[i] = mlirOperationGetResult(barrier, j);
  }
  s->barriers++;
  free(ops);
  free(where);
}

/* One call for the chunk at static `start`. */
static void emit_call(Site *s, const char *callee, int64_t start, int64_t size) {
  Plan *p = s->p;
  HloBuilder *b = &s->b;
  int32_t nargs = p->ninputs + (p->offset ? 1 : 0);
  MlirValue *args = hlo_xmalloc(sizeof(MlirValue) * (size_t)(p->ninputs + 1));
  for (int32_t i = 0; i < p->ninputs; i++)
    args[i] = p->inputs[i].meta.kind == CK_CHUNK ? slice_input(b, &p->inputs[i], start, size)
                                                 : p->inputs[i].value;
  if (p->offset)
    args[p->ninputs] = i64_const(b, start);
  if (s->serialize && s->after_chunk)
    tie_to_previous(s, args, nargs);
  MlirOperation call = call_chunk(s, b, callee, args, size);
  free(args);
  for (int32_t i = 0; i < p->noutputs; i++) {
    Meta m = *output_meta(p, i);
    MlirValue r = mlirOperationGetResult(call, i);
    Acc *acc = &s->acc[i];
    if (m.kind == CK_CHUNK && !s->buffers) {
      acc->pieces = hlo_xrealloc(acc->pieces, sizeof(MlirValue) * (size_t)(acc->npieces + 1));
      acc->pieces[acc->npieces++] = r;
      continue;
    }
    MlirValue starts[HLO_MAX_RANK], zero = {NULL};
    if (m.kind == CK_CHUNK)
      chunk_starts(b, starts, (int)mlirShapedTypeGetRank(mlirValueGetType(r)), m.dim,
                   i64_const(b, start), &zero);
    acc->value = combine(b, m, acc->value, r, starts);
  }
  s->after_chunk = true;
}

/* The identity a loop's accumulator starts from. */
static MlirValue initial(HloBuilder *b, MlirType full, Meta m) {
  switch (m.kind) {
  case CK_SUM: return hlo_build_constant_splat(b, sum_type(full), 0);
  case CK_MAX: return hlo_build_constant_splat(b, full, -INFINITY);
  case CK_MIN: return hlo_build_constant_splat(b, full, INFINITY);
  default: return hlo_build_constant_splat(b, full, 0);
  }
}

/* A stablehlo.while over `trips` chunks of `size` rows: counter i from
 * 0, chunk i starting at i * size, inputs captured from above. */
static void emit_loop(Site *s, const char *callee, int64_t trips, int64_t size) {
  Plan *p = s->p;
  HloBuilder *b = &s->b;
  int32_t ncarry = 1 + p->noutputs;
  MlirValue *carry = hlo_xmalloc(sizeof(MlirValue) * (size_t)ncarry);
  carry[0] = i64_const(b, 0);
  for (int32_t i = 0; i < p->noutputs; i++)
    carry[1 + i] = initial(b, result_type(p, p->outputs[i].node), *output_meta(p, i));
  MlirOperation loop = hlo_build_while(b, ncarry, carry, NULL, NULL);

  MlirBlock cond = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
  HloBuilder cb = hlo_builder_at_end(cond, b->loc);
  MlirValue more =
      hlo_build_compare(&cb, HLO_CMP_LT, mlirBlockGetArgument(cond, 0), i64_const(&cb, trips));
  hlo_build_return(&cb, "stablehlo.return", 1, &more);

  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 1));
  HloBuilder bb = hlo_builder_at_end(body, b->loc);
  MlirValue i = mlirBlockGetArgument(body, 0);
  MlirValue start = hlo_build_binary(&bb, HLO_OP_MULTIPLY, i, i64_const(&bb, size));
  MlirValue zero = {NULL};
  MlirValue *args = hlo_xmalloc(sizeof(MlirValue) * (size_t)(p->ninputs + 1));
  MlirValue starts[HLO_MAX_RANK];
  for (int32_t k = 0; k < p->ninputs; k++) {
    const Input *in = &p->inputs[k];
    if (in->meta.kind != CK_CHUNK) {
      args[k] = in->value;
      continue;
    }
    HloShape sh;
    hlo_shape_of(mlirValueGetType(in->value), &sh);
    HloDims sizes = {sh.rank, {0}};
    memcpy(sizes.v, sh.dims, sizeof(int64_t) * (size_t)sh.rank);
    sizes.v[in->meta.dim] = size;
    chunk_starts(&bb, starts, sh.rank, in->meta.dim, start, &zero);
    args[k] = hlo_build_dynamic_slice(&bb, in->value, starts, &sizes);
  }
  if (p->offset)
    args[p->ninputs] = start;
  MlirOperation call = call_chunk(s, &bb, callee, args, size);
  free(args);
  carry[0] = hlo_build_binary(&bb, HLO_OP_ADD, i, i64_const(&bb, 1));
  for (int32_t k = 0; k < p->noutputs; k++) {
    Meta m = *output_meta(p, k);
    MlirValue r = mlirOperationGetResult(call, k);
    if (m.kind == CK_CHUNK)
      chunk_starts(&bb, starts, (int)mlirShapedTypeGetRank(mlirValueGetType(r)), m.dim, start,
                   &zero);
    carry[1 + k] = combine(&bb, m, mlirBlockGetArgument(body, 1 + k), r, starts);
  }
  hlo_build_return(&bb, "stablehlo.return", ncarry, carry);
  free(carry);
  for (int32_t k = 0; k < p->noutputs; k++)
    s->acc[k].value = mlirOperationGetResult(loop, 1 + k);
  s->after_chunk = true;
}

/* `v` with the element type of `t`. */
static MlirValue convert_to(HloBuilder *b, MlirValue v, MlirType t) {
  MlirType elem = mlirShapedTypeGetElementType(t);
  if (mlirTypeEqual(mlirShapedTypeGetElementType(mlirValueGetType(v)), elem))
    return v;
  return hlo_build_convert(b, v, elem);
}

/* Final values of the outputs replace the originals. A scaled output is
 * multiplied by the seed right before its first use, in f32 when it is a
 * 16-bit float, and only then rounded to its type. */
static void finish(Site *s) {
  Plan *p = s->p;
  const Body *body = p->body;
  for (int32_t i = 0; i < p->noutputs; i++) {
    const Output *out = &p->outputs[i];
    Meta m = *output_meta(p, i);
    MlirValue orig = mlirOperationGetResult(body->nodes[out->node].op, 0);
    MlirType t = mlirValueGetType(orig);
    Acc *acc = &s->acc[i];
    MlirValue v = acc->value;
    if (m.kind == CK_CHUNK && !s->buffers)
      v = acc->npieces == 1 ? acc->pieces[0]
                            : hlo_build_concatenate(&s->b, acc->npieces, acc->pieces, m.dim);
    if (out->scaled) {
      HloBuilder mb = hlo_builder_before(body->nodes[out->first_use].op);
      mb.loc = s->b.loc;
      MlirType wide = sum_type(t);
      v = convert_to(&mb, v, wide);
      MlirValue sc = convert_to(&mb, p->scale, wide);
      HloDims none = {0, {0}};
      v = hlo_build_binary(&mb, HLO_OP_MULTIPLY, v,
                           hlo_build_broadcast_in_dim(&mb, sc, mlirValueGetType(v), &none));
      v = convert_to(&mb, v, t);
    } else {
      v = convert_to(&s->b, v, t);
    }
    mlirValueReplaceAllUsesOfWith(orig, v);
    free(acc->pieces);
  }
}

static bool unused(MlirOperation op) {
  for (intptr_t r = 0, n = mlirOperationGetNumResults(op); r < n; r++)
    if (!mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, r))))
      return false;
  return true;
}

/* The region goes, last op first, and the constants and iotas only it
 * used. An op still in use stays (it cannot be, short of a bug). */
static void erase_region(Plan *p) {
  Body *b = p->body;
  for (int32_t i = p->nregion - 1; i >= 0; i--)
    if (unused(b->nodes[p->region[i]].op))
      mlirOperationDestroy(b->nodes[p->region[i]].op);
  for (int32_t k = 0; k < b->n; k++) {
    Node *n = &b->nodes[k];
    if (!in_region(n) && n->nusers > 0 && n->generator && unused(n->op))
      mlirOperationDestroy(n->op);
  }
}

/* "@main__chunk0": the first number free for both it and its tail. */
static char *fresh_name(Plan *p, MlirOperation module) {
  MlirStringRef caller = hlo_func_name(p->body->func);
  for (int k = 0;; k++) {
    char *name = hlo_arena_printf(&p->arena, "%.*s__chunk%d", (int)caller.length, caller.data, k);
    char *tail = hlo_arena_printf(&p->arena, "%s_tail", name);
    if (mlirOperationIsNull(hlo_lookup_func(module, mlirStringRefCreateFromCString(name))) &&
        mlirOperationIsNull(hlo_lookup_func(module, mlirStringRefCreateFromCString(tail))))
      return name;
  }
}

/* Splat constants of more than one element that region ops read where
 * XLA cannot fuse them: each becomes a scalar input of the callee, made
 * right before the anchor. */
static void pin_splats(Plan *p) {
  const Body *b = p->body;
  int32_t *found = hlo_xcalloc((size_t)b->n + 1, sizeof *found);
  int32_t n = 0;
  for (int32_t i = 0; i < p->nregion; i++) {
    const Node *k = &b->nodes[p->region[i]];
    for (intptr_t j = 0, m = mlirOperationGetNumOperands(k->op); j < m; j++) {
      int32_t q = chunk_producer(b, mlirOperationGetOperand(k->op, j));
      if (q < 0 || in_region(&b->nodes[q]) || hlo_op_id(b->nodes[q].op) != HLO_OP_CONSTANT ||
          !b->nodes[q].generator || hlo_operand_fusible(k->op, j) ||
          hlo_type_elements(mlirValueGetType(mlirOperationGetResult(b->nodes[q].op, 0))) <= 1)
        continue;
      bool seen = false;
      for (int32_t x = 0; x < n && !seen; x++)
        seen = found[x] == q;
      if (!seen)
        found[n++] = q;
    }
  }
  if (n) {
    HloBuilder at = hlo_builder_before(b->nodes[p->anchor].op);
    Input *inputs = hlo_arena_new(&p->arena, Input, p->ninputs + n);
    memcpy(inputs, p->inputs, sizeof *inputs * (size_t)p->ninputs);
    p->pinned = hlo_arena_new(&p->arena, int32_t, n);
    for (int32_t x = 0; x < n; x++) {
      MlirOperation c = b->nodes[found[x]].op;
      MlirType t = mlirValueGetType(mlirOperationGetResult(c, 0));
      HloDense d;
      hlo_constant_dense(c, &d);
      at.loc = mlirOperationGetLocation(c);
      MlirValue scalar = hlo_build_constant_splat_like(
          &at, hlo_scalar_tensor_type(mlirShapedTypeGetElementType(t)), d.attr);
      inputs[p->ninputs + x] = (Input){scalar, meta_of(CK_FULL, -1)};
      p->pinned[x] = found[x];
    }
    p->inputs = inputs;
    p->ninputs += n;
    p->npinned = n;
  }
  free(found);
}

void chunk_emit(Plan *p, MlirOperation module, int64_t nchunks, bool loop, bool barriers,
                EmitResult *e) {
  int64_t extent = p->extent;
  int64_t size = (extent + nchunks - 1) / nchunks;
  int64_t full = extent / size, rest = extent - full * size;
  e->callee = fresh_name(p, module);
  e->tail = rest ? hlo_arena_printf(&p->arena, "%s_tail", e->callee) : NULL;
  e->size = size;
  e->tail_size = rest;
  e->full_chunks = full;
  if (barriers && !(loop && full > 1))
    pin_splats(p);
  chunk_build_callee(p, module, e->callee, size);
  if (rest)
    chunk_build_callee(p, module, e->tail, rest);

  MlirOperation anchor = p->body->nodes[p->anchor].op;
  for (int32_t i = 0; i < p->nhoist; i++)
    mlirOperationMoveBefore(p->body->nodes[p->hoist[i]].op, anchor);
  Site s = {p, hlo_builder_before(anchor), NULL, loop && full > 1, barriers, false, 0};
  s.b.loc = mlirOperationGetLocation(p->body->nodes[p->amp].op);
  s.acc = hlo_xcalloc((size_t)p->noutputs + 1, sizeof *s.acc);
  if (s.buffers)
    emit_loop(&s, e->callee, full, size);
  else
    for (int64_t k = 0; k < full; k++)
      emit_call(&s, e->callee, k * size, size);
  if (rest)
    emit_call(&s, e->tail, full * size, rest);
  if (s.serialize && !s.buffers)
    tie_to_previous(&s, NULL, 0);
  finish(&s);
  free(s.acc);
  erase_region(p);
  e->barriers = s.barriers;
}
