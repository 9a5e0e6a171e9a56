/*
 * hlomem-auto-chunk, part 2: the per-op rules.
 *
 * A rule lists the modes in which an op can run on one chunk: for every
 * operand and the result, whether it is the chunk of a value split along
 * some dimension, a whole value (FULL), or a partial result that the
 * caller combines (SUM, MAX, MIN). Elementwise ops keep the chunked
 * dimension; broadcast_in_dim, transpose and reshape move it; dot_general
 * maps batch and free dimensions and turns a chunked contraction into a
 * SUM; reduce keeps dimensions it does not reduce and turns a reduced
 * chunked dimension into a SUM, MAX or MIN; gather and scatter follow
 * batching dimensions, whole windows and row-aligned indices (CK_ROWS:
 * an index component that is the row number of the rows it selects, as
 * torch_xla and JAX without batching dimensions write take_along_axis).
 * The driver needs nothing else to
 * propagate forward (operands known, result wanted) and backward (result
 * wanted, operands to find): it picks the mode agreeing with what it
 * knows.
 *
 * The scale rule says which ops are linear in the scale factor of
 * scale_by, so that a seed of 1.0 can run through them and the outputs be
 * multiplied by the real seed once, at the end.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "hlomem/diag.h"

/* ---- building mode lists ---- */

void chunk_modes_free(Modes *m) {
  free(m->m);
  memset(m, 0, sizeof *m);
}

/* A new mode, every slot FULL. */
static Meta *mode_new(Modes *ms) {
  size_t need = (size_t)(ms->n + 1) * (size_t)ms->nslots;
  if (need > ms->cap) {
    ms->cap = need * 2;
    ms->m = hlo_xrealloc(ms->m, sizeof(Meta) * ms->cap);
  }
  Meta *row = ms->m + (size_t)ms->n++ * (size_t)ms->nslots;
  for (int i = 0; i < ms->nslots; i++)
    row[i] = meta_of(CK_FULL, 0);
  return row;
}

static Meta chunk(int64_t dim) { return meta_of(CK_CHUNK, (int)dim); }

/* ---- helpers ---- */

static bool shape_of(MlirValue v, HloShape *s) { return hlo_shape_of(mlirValueGetType(v), s); }

static bool has(const HloDims *d, int64_t x) {
  for (int i = 0; i < d->n; i++)
    if (d->v[i] == x)
      return true;
  return false;
}

static int index_in(const HloDims *d, int64_t x) {
  for (int i = 0; i < d->n; i++)
    if (d->v[i] == x)
      return i;
  return -1;
}

/* Distinct dimensions of a rank-`rank` tensor. */
static bool valid_dims(const HloDims *d, int rank) {
  for (int i = 0; i < d->n; i++) {
    if (d->v[i] < 0 || d->v[i] >= rank)
      return false;
    for (int k = 0; k < i; k++)
      if (d->v[k] == d->v[i])
        return false;
  }
  return true;
}

/* The dims of a rank-`rank` tensor not in `a` nor `b`, in order. */
static HloDims complement(int rank, const HloDims *a, const HloDims *b) {
  HloDims out = {0, {0}};
  for (int i = 0; i < rank; i++)
    if (!has(a, i) && (!b || !has(b, i)))
      out.v[out.n++] = i;
  return out;
}

void chunk_op_text(HloStr *s, MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  hlo_str_append(s, name.data, name.length);
  HloStr loc = {0};
  hlo_location_format(mlirOperationGetLocation(op), &loc);
  if (loc.len)
    hlo_str_printf(s, " at %s", loc.data);
  hlo_str_free(&loc);
}

static bool same_dims(const HloShape *a, const HloShape *b) {
  if (a->rank != b->rank)
    return false;
  for (int i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i])
      return false;
  return true;
}

/* ---- regions ---- */

typedef struct Closed {
  MlirOperation root;
  bool closed;
} Closed;

static bool defined_inside(MlirValue v, MlirOperation root) {
  MlirBlock block = mlirValueIsABlockArgument(v) ? mlirBlockArgumentGetOwner(v)
                                                 : mlirOperationGetBlock(mlirOpResultGetOwner(v));
  if (mlirBlockIsNull(block))
    return false;
  for (MlirOperation p = mlirBlockGetParentOperation(block); !mlirOperationIsNull(p);
       p = mlirOperationGetParentOperation(p))
    if (mlirOperationEqual(p, root))
      return true;
  return false;
}

static MlirWalkResult check_closed(MlirOperation op, void *user) {
  Closed *c = user;
  if (mlirOperationEqual(op, c->root))
    return MlirWalkResultAdvance;
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++) {
    if (!defined_inside(mlirOperationGetOperand(op, i), c->root)) {
      c->closed = false;
      return MlirWalkResultInterrupt;
    }
  }
  return MlirWalkResultAdvance;
}

/* True unless the op's regions use values from outside the op: cloned
 * into another function, such uses would dangle. */
bool chunk_regions_closed(MlirOperation op) {
  if (mlirOperationGetNumRegions(op) == 0)
    return true;
  Closed c = {op, true};
  mlirOperationWalk(op, check_closed, &c, MlirWalkPreOrder);
  return c.closed;
}

HloOpId chunk_combiner(MlirOperation op) {
  if (mlirOperationGetNumRegions(op) != 1)
    return HLO_OP_UNKNOWN;
  MlirBlock block = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  if (mlirBlockIsNull(block) || mlirBlockGetNumArguments(block) != 2)
    return HLO_OP_UNKNOWN;
  MlirOperation body = mlirBlockGetFirstOperation(block);
  if (mlirOperationIsNull(body) || mlirOperationGetNumOperands(body) != 2 ||
      mlirOperationGetNumResults(body) != 1)
    return HLO_OP_UNKNOWN;
  MlirOperation ret = mlirOperationGetNextInBlock(body);
  if (mlirOperationIsNull(ret) || hlo_op_id(ret) != HLO_OP_RETURN ||
      !mlirOperationIsNull(mlirOperationGetNextInBlock(ret)) ||
      mlirOperationGetNumOperands(ret) != 1 ||
      !mlirValueEqual(mlirOperationGetOperand(ret, 0), mlirOperationGetResult(body, 0)))
    return HLO_OP_UNKNOWN;
  MlirValue x = mlirOperationGetOperand(body, 0), y = mlirOperationGetOperand(body, 1);
  MlirValue a = mlirBlockGetArgument(block, 0), b = mlirBlockGetArgument(block, 1);
  if (!((mlirValueEqual(x, a) && mlirValueEqual(y, b)) ||
        (mlirValueEqual(x, b) && mlirValueEqual(y, a))))
    return HLO_OP_UNKNOWN;
  HloOpId id = hlo_op_id(body);
  return id == HLO_OP_ADD || id == HLO_OP_MAXIMUM || id == HLO_OP_MINIMUM ? id : HLO_OP_UNKNOWN;
}

bool chunk_is_zero(MlirValue v) {
  double x;
  return hlo_value_constant_f64(v, &x) && x == 0;
}

bool chunk_is_generator(MlirOperation op) {
  HloDense d;
  HloShape s;
  if (mlirOperationGetNumResults(op) != 1 ||
      !hlo_shape_of(mlirValueGetType(mlirOperationGetResult(op, 0)), &s))
    return false;
  if (hlo_op_id(op) == HLO_OP_IOTA) {
    int64_t dim;
    return hlo_attr_int(op, "iota_dimension", &dim) && dim >= 0 && dim < s.rank;
  }
  return hlo_constant_dense(op, &d) && d.splat;
}

/* ---- the rules ---- */

/* Same-shaped operands keep the chunked dimension; rank-0 operands (a
 * select's predicate, a clamp's bounds) stay whole. */
static bool rule_elementwise(MlirOperation op, const HloShape *out, Modes *ms) {
  int nops = ms->nslots - 1;
  bool scalar[8];
  if (nops > 8)
    return false;
  for (int j = 0; j < nops; j++) {
    HloShape s;
    shape_of(mlirOperationGetOperand(op, j), &s);
    scalar[j] = s.rank == 0 && out->rank > 0;
    if (!scalar[j] && !same_dims(&s, out))
      return false;
  }
  for (int d = 0; d < out->rank; d++) {
    Meta *row = mode_new(ms);
    for (int j = 0; j < nops; j++)
      row[j] = scalar[j] ? meta_of(CK_FULL, 0) : chunk(d);
    row[nops] = chunk(d);
  }
  return true;
}

/* Chunks along lhs free dims first: the token dimension of x @ w. */
static bool rule_dot(MlirOperation op, const HloShape *out, Modes *ms) {
  HloDotDims dd;
  HloShape l, r;
  if (!hlo_dot_dims(op, &dd) || !shape_of(mlirOperationGetOperand(op, 0), &l) ||
      !shape_of(mlirOperationGetOperand(op, 1), &r))
    return false;
  if (!valid_dims(&dd.lhs_batch, l.rank) || !valid_dims(&dd.lhs_contract, l.rank) ||
      !valid_dims(&dd.rhs_batch, r.rank) || !valid_dims(&dd.rhs_contract, r.rank))
    return false;
  for (int i = 0; i < dd.lhs_batch.n; i++)
    if (has(&dd.lhs_contract, dd.lhs_batch.v[i]) || has(&dd.rhs_contract, dd.rhs_batch.v[i]) ||
        l.dims[dd.lhs_batch.v[i]] != r.dims[dd.rhs_batch.v[i]])
      return false;
  for (int i = 0; i < dd.lhs_contract.n; i++)
    if (l.dims[dd.lhs_contract.v[i]] != r.dims[dd.rhs_contract.v[i]])
      return false;
  HloDims lf = complement(l.rank, &dd.lhs_batch, &dd.lhs_contract);
  HloDims rf = complement(r.rank, &dd.rhs_batch, &dd.rhs_contract);
  int nb = dd.lhs_batch.n;
  if (out->rank != nb + lf.n + rf.n)
    return false;
  for (int i = 0; i < nb; i++)
    if (out->dims[i] != l.dims[dd.lhs_batch.v[i]])
      return false;
  for (int i = 0; i < lf.n; i++)
    if (out->dims[nb + i] != l.dims[lf.v[i]])
      return false;
  for (int i = 0; i < rf.n; i++)
    if (out->dims[nb + lf.n + i] != r.dims[rf.v[i]])
      return false;

  for (int i = 0; i < lf.n; i++) {
    Meta *row = mode_new(ms);
    row[0] = chunk(lf.v[i]);
    row[2] = chunk(nb + i);
  }
  for (int i = 0; i < nb; i++) {
    Meta *row = mode_new(ms);
    row[0] = chunk(dd.lhs_batch.v[i]);
    row[1] = chunk(dd.rhs_batch.v[i]);
    row[2] = chunk(i);
  }
  for (int i = 0; i < rf.n; i++) {
    Meta *row = mode_new(ms);
    row[1] = chunk(rf.v[i]);
    row[2] = chunk(nb + lf.n + i);
  }
  for (int i = 0; i < dd.lhs_contract.n; i++) {
    Meta *row = mode_new(ms);
    row[0] = chunk(dd.lhs_contract.v[i]);
    row[1] = chunk(dd.rhs_contract.v[i]);
    row[2] = meta_of(CK_SUM, 0);
  }
  return true;
}

/* A result dimension fed by an operand dimension of the same size keeps
 * the chunk; one that is broadcast takes the whole operand. */
static bool rule_broadcast(MlirOperation op, const HloShape *out, Modes *ms) {
  HloShape x;
  HloDims bd;
  if (!shape_of(mlirOperationGetOperand(op, 0), &x) ||
      !hlo_attr_dims(op, "broadcast_dimensions", &bd) || bd.n != x.rank ||
      !valid_dims(&bd, out->rank))
    return false;
  for (int i = 0; i < x.rank; i++)
    if (x.dims[i] != 1 && x.dims[i] != out->dims[bd.v[i]])
      return false;
  for (int j = 0; j < out->rank; j++) {
    Meta *row = mode_new(ms);
    int i = index_in(&bd, j);
    row[0] = i >= 0 && x.dims[i] == out->dims[j] ? chunk(i) : meta_of(CK_FULL, 0);
    row[1] = chunk(j);
  }
  return true;
}

/* A dimension survives a reshape when everything before it has the same
 * number of elements on both sides and it keeps its size. */
static bool rule_reshape(MlirOperation op, const HloShape *out, Modes *ms) {
  HloShape x;
  if (!shape_of(mlirOperationGetOperand(op, 0), &x) ||
      hlo_type_elements(mlirValueGetType(mlirOperationGetOperand(op, 0))) !=
          hlo_type_elements(mlirValueGetType(mlirOperationGetResult(op, 0))))
    return false;
  int64_t before = 1;
  for (int d = 0; d < x.rank; d++) {
    int64_t after = 1;
    for (int j = 0; j < out->rank; j++) {
      if (after == before && out->dims[j] == x.dims[d] && x.dims[d] > 1) {
        Meta *row = mode_new(ms);
        row[0] = chunk(d);
        row[1] = chunk(j);
        break;
      }
      after *= out->dims[j];
    }
    before *= x.dims[d];
  }
  return true;
}

static bool rule_transpose(MlirOperation op, const HloShape *out, Modes *ms) {
  HloShape x;
  HloDims perm;
  if (!shape_of(mlirOperationGetOperand(op, 0), &x) || !hlo_attr_dims(op, "permutation", &perm) ||
      perm.n != x.rank || perm.n != out->rank || !valid_dims(&perm, x.rank))
    return false;
  for (int j = 0; j < out->rank; j++) {
    if (out->dims[j] != x.dims[perm.v[j]])
      return false;
    Meta *row = mode_new(ms);
    row[0] = chunk(perm.v[j]);
    row[1] = chunk(j);
  }
  return true;
}

/* Reducing a chunked dimension leaves a partial sum (add from zero), max
 * or min per chunk; other dimensions keep the chunk. */
static bool rule_reduce(MlirOperation op, const HloShape *out, Modes *ms) {
  HloShape x, init;
  HloDims dims;
  if (ms->nslots != 3 || !shape_of(mlirOperationGetOperand(op, 0), &x) ||
      !shape_of(mlirOperationGetOperand(op, 1), &init) || init.rank != 0 ||
      !hlo_attr_dims(op, "dimensions", &dims) || !valid_dims(&dims, x.rank) ||
      out->rank != x.rank - dims.n)
    return false;
  HloOpId combine = chunk_combiner(op);
  bool is_float = hlo_type_is_float(x.elem);
  for (int d = 0, kept = 0; d < x.rank; d++) {
    Meta result;
    if (!has(&dims, d)) {
      if (out->dims[kept] != x.dims[d])
        return false;
      result = chunk(kept++);
    } else if (combine == HLO_OP_ADD && chunk_is_zero(mlirOperationGetOperand(op, 1))) {
      result = meta_of(CK_SUM, 0);
    } else if (combine == HLO_OP_MAXIMUM && is_float) {
      result = meta_of(CK_MAX, 0);
    } else if (combine == HLO_OP_MINIMUM && is_float) {
      result = meta_of(CK_MIN, 0);
    } else {
      continue;
    }
    Meta *row = mode_new(ms);
    row[0] = chunk(d);
    row[2] = result;
  }
  return true;
}

/* ---- row numbers (CK_ROWS) ---- */

/* The row numbers along `dim` at component `pos` of dimension `vec` of a
 * value of shape `s`; a component dimension of size 1, or none (vec ==
 * rank, gather's implicit index vector), is the whole value. */
static Meta rows_meta(int64_t dim, int64_t vec, int64_t pos, const HloShape *s) {
  Meta m = meta_of(CK_ROWS, (int)dim);
  if (vec >= 0 && vec < s->rank && s->dims[vec] > 1) {
    m.vec = (int8_t)vec;
    m.pos = (int8_t)pos;
  }
  return m;
}

/* An integer type that holds 0 .. n-1. */
static bool holds_rows(MlirType elem, int64_t n) {
  if (!mlirTypeIsAInteger(elem))
    return false;
  unsigned w = mlirIntegerTypeGetWidth(elem);
  if (!mlirIntegerTypeIsUnsigned(elem))
    w--;
  return w >= 63 || n - 1 <= (int64_t)((UINT64_C(1) << w) - 1);
}

/* The ops that pass row numbers on to their result unchanged in value:
 * integer converts, and ops that only move or join elements. */
static bool passes_rows(HloOpId id) {
  switch (id) {
  case HLO_OP_CONVERT:
  case HLO_OP_RESHAPE:
  case HLO_OP_TRANSPOSE:
  case HLO_OP_BROADCAST_IN_DIM:
  case HLO_OP_CONCATENATE: return true;
  default: return false;
  }
}

bool chunk_may_be_rows(MlirOperation op) {
  return mlirOperationGetNumResults(op) == 1 && passes_rows(hlo_op_id(op)) &&
         mlirTypeIsAInteger(
             mlirShapedTypeGetElementType(mlirValueGetType(mlirOperationGetResult(op, 0))));
}

/* Operand slot `m` of the ordinary mode, which splits the rows, as the
 * row numbers at component `pos` of its dimension `vec`. */
static bool as_rows(Meta *m, MlirValue operand, int64_t vec, int64_t pos) {
  HloShape s;
  if (m->kind != CK_CHUNK || !shape_of(operand, &s))
    return false;
  *m = rows_meta(m->dim, vec, pos, &s);
  return true;
}

bool chunk_rows_modes(MlirOperation op, Meta want, Modes *ms) {
  HloOpId id = hlo_op_id(op);
  if (want.kind != CK_ROWS || !passes_rows(id) || !chunk_op_modes(op, ms))
    return false;
  int nops = ms->nslots - 1;
  Meta *row = NULL;
  for (int m = 0; m < ms->n && !row; m++)
    if (meta_eq(ms->m[(size_t)m * (size_t)ms->nslots + (size_t)nops], chunk(want.dim)))
      row = ms->m + (size_t)m * (size_t)ms->nslots;
  if (!row)
    return false;
  memmove(ms->m, row, sizeof(Meta) * (size_t)ms->nslots);
  ms->n = 1;
  row = ms->m;
  row[nops] = want;
  MlirValue x = mlirOperationGetOperand(op, 0);
  HloDims d;
  switch (id) {
  case HLO_OP_CONVERT:
    return mlirTypeIsAInteger(mlirShapedTypeGetElementType(mlirValueGetType(x))) &&
           as_rows(&row[0], x, want.vec, want.pos);
  case HLO_OP_RESHAPE: /* the rows survive; an index vector would not */
    return want.vec < 0 && as_rows(&row[0], x, -1, 0);
  case HLO_OP_TRANSPOSE:
    return hlo_attr_dims(op, "permutation", &d) &&
           as_rows(&row[0], x, want.vec < 0 ? -1 : d.v[want.vec], want.pos);
  case HLO_OP_BROADCAST_IN_DIM: {
    /* The component must come from an operand dim of its own: broadcast
     * from one value, it would fill every component. */
    if (want.vec < 0)
      return as_rows(&row[0], x, -1, 0);
    HloShape xs;
    int i = hlo_attr_dims(op, "broadcast_dimensions", &d) ? index_in(&d, want.vec) : -1;
    return i >= 0 && shape_of(x, &xs) && xs.dims[i] > 1 && as_rows(&row[0], x, i, want.pos);
  }
  default: { /* concatenate: along the index vector, the operand holding the component */
    int64_t k, at = 0;
    hlo_attr_int(op, "dimension", &k);
    for (int j = 0; j < nops; j++) {
      MlirValue v = mlirOperationGetOperand(op, j);
      HloShape s;
      shape_of(v, &s);
      bool holds = k != want.vec || (want.pos >= at && want.pos < at + s.dims[k]);
      if (holds && !as_rows(&row[j], v, want.vec, k == want.vec ? want.pos - at : want.pos))
        return false;
      at += s.dims[k];
    }
    return true;
  }
  }
}

/* Is `v` the row numbers `want`: an iota along want.dim seen through ops
 * that pass row numbers on, in types that hold them? If not, says why. */
static bool rows_proved(MlirValue v, Meta want, int depth, HloStr *why) {
  HloShape s;
  if (!shape_of(v, &s)) {
    hlo_str_puts(why, "its shape is not static");
    return false;
  }
  if (!holds_rows(s.elem, s.dims[want.dim])) {
    hlo_str_puts(why, "its type ");
    hlo_type_print(mlirValueGetType(v), why);
    hlo_str_printf(why, " cannot number %lld rows", (long long)s.dims[want.dim]);
    return false;
  }
  if (!mlirValueIsAOpResult(v)) {
    hlo_str_printf(why, "it is argument #%d", (int)mlirBlockArgumentGetArgNumber(v));
    return false;
  }
  MlirOperation op = mlirOpResultGetOwner(v);
  int64_t dim;
  if (hlo_op_id(op) == HLO_OP_IOTA && hlo_attr_int(op, "iota_dimension", &dim)) {
    /* Rebuilt whole: it may only hold row numbers that index rows. */
    if (dim == want.dim && want.vec < 0)
      return true;
    chunk_op_text(why, op);
    if (dim != want.dim)
      hlo_str_printf(why, " counts along dim %lld, not %d", (long long)dim, want.dim);
    else
      hlo_str_puts(why, " fills the other components too");
    return false;
  }
  Modes ms = {0};
  bool ok = depth < 32 && chunk_rows_modes(op, want, &ms);
  if (!ok) {
    hlo_str_puts(why, "it is computed by ");
    chunk_op_text(why, op);
  }
  for (int j = 0; ok && j < ms.nslots - 1; j++)
    if (ms.m[j].kind == CK_ROWS)
      ok = rows_proved(mlirOperationGetOperand(op, j), ms.m[j], depth + 1, why);
  chunk_modes_free(&ms);
  return ok;
}

/* Row-aligned lookups: index component k picks operand dim xd one row
 * wide. When that component is the row number along index batch dim ib
 * and both count the same rows, lookup r touches operand row r: the
 * chunk's lookups touch the chunk's rows, numbered from 0 there. The
 * claim on the indices, or CK_NONE (and the reason, if asked). */
static Meta aligned_rows(Modes *ms, MlirValue indices, const HloShape *idx, int64_t vec, int64_t k,
                         int64_t ib, const HloShape *x, int64_t xd) {
  Meta want = rows_meta(ib, vec, k, idx);
  HloStr why = {0};
  bool proved = rows_proved(indices, want, 0, &why);
  bool asked = ms->why && ms->why_dim == xd;
  if (asked && proved && idx->dims[ib] != x->dims[xd])
    hlo_str_printf(ms->why, "%sindex component %lld numbers %lld rows, operand dim %lld has %lld",
                   ms->why->len ? "; " : "", (long long)k, (long long)idx->dims[ib],
                   (long long)xd, (long long)x->dims[xd]);
  else if (asked && !proved && idx->dims[ib] == x->dims[xd])
    hlo_str_printf(ms->why, "%sindex component %lld is not the row number alone along indices "
                            "dim %lld: %s",
                   ms->why->len ? "; " : "", (long long)k, (long long)ib, why.data ? why.data : "");
  hlo_str_free(&why);
  return proved && idx->dims[ib] == x->dims[xd] ? want : meta_of(CK_NONE, 0);
}

/* The dims of `indices` other than index_vector_dim: its batch dims, in
 * the order they appear in the result (gather) or updates (scatter). */
static HloDims index_batch_dims(int rank, int64_t index_vector_dim) {
  HloDims d = {0, {0}};
  for (int i = 0; i < rank; i++)
    if (i != index_vector_dim)
      d.v[d.n++] = i;
  return d;
}

/* gather: an operand batching dim pairs with an indices batching dim and
 * a result batch dim, and so does an operand dim read one row at a time
 * by a row-aligned index component; a window covering a whole operand dim
 * not indexed maps to its offset dim; other indices batch dims chunk the
 * lookups of a whole operand (an embedding lookup chunked by tokens). */
static bool rule_gather(MlirOperation op, const HloShape *out, Modes *ms) {
  HloGatherDims g;
  HloShape x, idx;
  HloDims sizes;
  if (ms->nslots != 3 || !hlo_gather_dims(op, &g) ||
      !shape_of(mlirOperationGetOperand(op, 0), &x) ||
      !shape_of(mlirOperationGetOperand(op, 1), &idx) ||
      !hlo_attr_dims(op, "slice_sizes", &sizes) || sizes.n != x.rank ||
      g.index_vector_dim < 0 || g.index_vector_dim > idx.rank ||
      !valid_dims(&g.offset_dims, out->rank) || !valid_dims(&g.collapsed_slice_dims, x.rank) ||
      !valid_dims(&g.operand_batching_dims, x.rank) || !valid_dims(&g.start_index_map, x.rank) ||
      !valid_dims(&g.start_indices_batching_dims, idx.rank) ||
      g.operand_batching_dims.n != g.start_indices_batching_dims.n)
    return false;
  HloDims ib = index_batch_dims(idx.rank, g.index_vector_dim);
  HloDims rb = complement(out->rank, &g.offset_dims, NULL);
  HloDims window = complement(x.rank, &g.collapsed_slice_dims, &g.operand_batching_dims);
  if (ib.n != rb.n || window.n != g.offset_dims.n)
    return false;
  for (int i = 0; i < ib.n; i++)
    if (idx.dims[ib.v[i]] != out->dims[rb.v[i]])
      return false;
  for (int i = 0; i < g.operand_batching_dims.n; i++) {
    int64_t xd = g.operand_batching_dims.v[i], id = g.start_indices_batching_dims.v[i];
    int k = index_in(&ib, id);
    if (k < 0 || x.dims[xd] != idx.dims[id])
      return false;
    Meta *row = mode_new(ms);
    row[0] = chunk(xd);
    row[1] = chunk(id);
    row[2] = chunk(rb.v[k]);
  }
  for (int k = 0; k < g.start_index_map.n; k++) {
    int64_t xd = g.start_index_map.v[k];
    for (int i = 0; i < ib.n && sizes.v[xd] == 1; i++) {
      if (has(&g.start_indices_batching_dims, ib.v[i]))
        continue;
      Meta rows = aligned_rows(ms, mlirOperationGetOperand(op, 1), &idx, g.index_vector_dim, k,
                               ib.v[i], &x, xd);
      if (rows.kind != CK_ROWS)
        continue;
      Meta *row = mode_new(ms);
      row[0] = chunk(xd);
      row[1] = rows;
      row[2] = chunk(rb.v[i]);
    }
  }
  for (int i = 0; i < window.n; i++) {
    int64_t xd = window.v[i];
    if (sizes.v[xd] != x.dims[xd] || has(&g.start_index_map, xd) ||
        out->dims[g.offset_dims.v[i]] != x.dims[xd])
      continue;
    Meta *row = mode_new(ms);
    row[0] = chunk(xd);
    row[2] = chunk(g.offset_dims.v[i]);
  }
  for (int i = 0; i < ib.n; i++) {
    if (has(&g.start_indices_batching_dims, ib.v[i]))
      continue;
    Meta *row = mode_new(ms);
    row[1] = chunk(ib.v[i]);
    row[2] = chunk(rb.v[i]);
  }
  return true;
}

/* scatter, one input: the mirror of gather (row-aligned indices
 * included). Chunked lookups scattered with add into zeros give a partial
 * sum per chunk. */
static bool rule_scatter(MlirOperation op, const HloShape *out, Modes *ms) {
  HloScatterDims s;
  HloShape x, idx, upd;
  if (ms->nslots != 4 || !hlo_scatter_dims(op, &s) ||
      !shape_of(mlirOperationGetOperand(op, 0), &x) ||
      !shape_of(mlirOperationGetOperand(op, 1), &idx) ||
      !shape_of(mlirOperationGetOperand(op, 2), &upd) || !same_dims(&x, out) ||
      s.index_vector_dim < 0 || s.index_vector_dim > idx.rank ||
      !valid_dims(&s.update_window_dims, upd.rank) ||
      !valid_dims(&s.inserted_window_dims, x.rank) || !valid_dims(&s.input_batching_dims, x.rank) ||
      !valid_dims(&s.scatter_dims_to_operand_dims, x.rank) ||
      !valid_dims(&s.scatter_indices_batching_dims, idx.rank) ||
      s.input_batching_dims.n != s.scatter_indices_batching_dims.n)
    return false;
  HloDims ib = index_batch_dims(idx.rank, s.index_vector_dim);
  HloDims ub = complement(upd.rank, &s.update_window_dims, NULL);
  HloDims window = complement(x.rank, &s.inserted_window_dims, &s.input_batching_dims);
  if (ib.n != ub.n || window.n != s.update_window_dims.n)
    return false;
  for (int i = 0; i < ib.n; i++)
    if (idx.dims[ib.v[i]] != upd.dims[ub.v[i]])
      return false;
  for (int i = 0; i < s.input_batching_dims.n; i++) {
    int64_t xd = s.input_batching_dims.v[i], id = s.scatter_indices_batching_dims.v[i];
    int k = index_in(&ib, id);
    if (k < 0 || x.dims[xd] != idx.dims[id])
      return false;
    Meta *row = mode_new(ms);
    row[0] = chunk(xd);
    row[1] = chunk(id);
    row[2] = chunk(ub.v[k]);
    row[3] = chunk(xd);
  }
  for (int k = 0; k < s.scatter_dims_to_operand_dims.n; k++) {
    int64_t xd = s.scatter_dims_to_operand_dims.v[k];
    int w = index_in(&window, xd);
    if (!has(&s.inserted_window_dims, xd) && (w < 0 || upd.dims[s.update_window_dims.v[w]] != 1))
      continue; /* not one row wide */
    for (int i = 0; i < ib.n; i++) {
      if (has(&s.scatter_indices_batching_dims, ib.v[i]))
        continue;
      Meta rows = aligned_rows(ms, mlirOperationGetOperand(op, 1), &idx, s.index_vector_dim, k,
                               ib.v[i], &x, xd);
      if (rows.kind != CK_ROWS)
        continue;
      Meta *row = mode_new(ms);
      row[0] = chunk(xd);
      row[1] = rows;
      row[2] = chunk(ub.v[i]);
      row[3] = chunk(xd);
    }
  }
  for (int i = 0; i < window.n; i++) {
    int64_t xd = window.v[i], ud = s.update_window_dims.v[i];
    if (upd.dims[ud] != x.dims[xd] || has(&s.scatter_dims_to_operand_dims, xd))
      continue;
    Meta *row = mode_new(ms);
    row[0] = chunk(xd);
    row[2] = chunk(ud);
    row[3] = chunk(xd);
  }
  if (chunk_combiner(op) == HLO_OP_ADD && chunk_is_zero(mlirOperationGetOperand(op, 0))) {
    for (int i = 0; i < ib.n; i++) {
      if (has(&s.scatter_indices_batching_dims, ib.v[i]))
        continue;
      Meta *row = mode_new(ms);
      row[1] = chunk(ib.v[i]);
      row[2] = chunk(ub.v[i]);
      row[3] = meta_of(CK_SUM, 0);
    }
  }
  return true;
}

static bool rule_concatenate(MlirOperation op, const HloShape *out, Modes *ms) {
  int64_t k;
  int nops = ms->nslots - 1;
  if (!hlo_attr_int(op, "dimension", &k) || k < 0 || k >= out->rank)
    return false;
  for (int j = 0; j < nops; j++) {
    HloShape s;
    shape_of(mlirOperationGetOperand(op, j), &s);
    if (s.rank != out->rank)
      return false;
    for (int d = 0; d < s.rank; d++)
      if (d != k && s.dims[d] != out->dims[d])
        return false;
  }
  for (int d = 0; d < out->rank; d++) {
    if (d == k)
      continue;
    Meta *row = mode_new(ms);
    for (int j = 0; j <= nops; j++)
      row[j] = chunk(d);
  }
  return true;
}

/* slice, pad, reverse: dimensions they leave alone keep the chunk. */
static bool rule_untouched_dims(MlirOperation op, const HloShape *out, Modes *ms) {
  HloShape x;
  if (!shape_of(mlirOperationGetOperand(op, 0), &x) || x.rank != out->rank)
    return false;
  HloDims a, b, c;
  bool untouched[HLO_MAX_RANK];
  switch (hlo_op_id(op)) {
  case HLO_OP_SLICE:
    if (!hlo_attr_dims(op, "start_indices", &a) || !hlo_attr_dims(op, "limit_indices", &b) ||
        !hlo_attr_dims(op, "strides", &c) || a.n != x.rank || b.n != x.rank || c.n != x.rank)
      return false;
    for (int d = 0; d < x.rank; d++)
      untouched[d] = a.v[d] == 0 && b.v[d] == x.dims[d] && c.v[d] == 1;
    break;
  case HLO_OP_PAD:
    if (!hlo_attr_dims(op, "edge_padding_low", &a) || !hlo_attr_dims(op, "edge_padding_high", &b) ||
        !hlo_attr_dims(op, "interior_padding", &c) || a.n != x.rank || b.n != x.rank ||
        c.n != x.rank)
      return false;
    for (int d = 0; d < x.rank; d++)
      untouched[d] = a.v[d] == 0 && b.v[d] == 0 && c.v[d] == 0;
    break;
  default: /* reverse */
    if (!hlo_attr_dims(op, "dimensions", &a) || !valid_dims(&a, x.rank))
      return false;
    for (int d = 0; d < x.rank; d++)
      untouched[d] = !has(&a, d);
    break;
  }
  for (int d = 0; d < x.rank; d++) {
    if (!untouched[d] || x.dims[d] != out->dims[d])
      continue;
    Meta *row = mode_new(ms);
    row[0] = chunk(d);
    row[ms->nslots - 1] = chunk(d);
  }
  return true;
}

bool chunk_op_ruled(MlirOperation op) {
  intptr_t nops = mlirOperationGetNumOperands(op);
  if (mlirOperationGetNumResults(op) != 1 || nops > 64 || !hlo_op_is_recomputable(op) ||
      !chunk_regions_closed(op))
    return false;
  /* A sharding annotation passes its operand on: chunked as it is (those
   * that change the type, between global and per-device shapes, fail the
   * elementwise rule's shape check). */
  if (hlo_op_is_annotation(op))
    return nops == 1;
  const HloOpInfo *info = hlo_op_info(op);
  switch (info->id) {
  case HLO_OP_DOT:
  case HLO_OP_DOT_GENERAL:
  case HLO_OP_BROADCAST_IN_DIM:
  case HLO_OP_RESHAPE:
  case HLO_OP_TRANSPOSE:
  case HLO_OP_REDUCE:
  case HLO_OP_GATHER:
  case HLO_OP_SCATTER:
  case HLO_OP_CONCATENATE:
  case HLO_OP_SLICE:
  case HLO_OP_PAD:
  case HLO_OP_REVERSE: return true;
  default: return info->kind == HLO_KIND_ELEMENTWISE && nops > 0;
  }
}

bool chunk_op_modes(MlirOperation op, Modes *ms) {
  ms->n = 0;
  intptr_t nops = mlirOperationGetNumOperands(op);
  if (!chunk_op_ruled(op))
    return false;
  HloShape out;
  if (!shape_of(mlirOperationGetResult(op, 0), &out))
    return false;
  for (intptr_t j = 0; j < nops; j++) {
    HloShape s;
    if (!shape_of(mlirOperationGetOperand(op, j), &s))
      return false;
  }
  ms->nslots = (int)nops + 1;
  const HloOpInfo *info = hlo_op_info(op);
  bool ok;
  switch (info->id) {
  case HLO_OP_DOT:
  case HLO_OP_DOT_GENERAL: ok = rule_dot(op, &out, ms); break;
  case HLO_OP_BROADCAST_IN_DIM: ok = rule_broadcast(op, &out, ms); break;
  case HLO_OP_RESHAPE: ok = rule_reshape(op, &out, ms); break;
  case HLO_OP_TRANSPOSE: ok = rule_transpose(op, &out, ms); break;
  case HLO_OP_REDUCE: ok = rule_reduce(op, &out, ms); break;
  case HLO_OP_GATHER: ok = rule_gather(op, &out, ms); break;
  case HLO_OP_SCATTER: ok = rule_scatter(op, &out, ms); break;
  case HLO_OP_CONCATENATE: ok = rule_concatenate(op, &out, ms); break;
  case HLO_OP_SLICE:
  case HLO_OP_PAD:
  case HLO_OP_REVERSE: ok = rule_untouched_dims(op, &out, ms); break;
  default:
    ok = (info->kind == HLO_KIND_ELEMENTWISE || hlo_op_is_annotation(op)) && nops > 0 &&
         rule_elementwise(op, &out, ms);
    break;
  }
  return ok && ms->n > 0;
}

/* ---- linearity in the scale ---- */

static bool scaled_or_zero(Scale s) { return s == SC_SCALED || s == SC_ZERO; }

/* Operands that must agree: all scaled (or zero) for a scaled result. */
static Scale merge(const Scale *in, int from, int to) {
  for (int j = from; j < to; j++)
    if (!scaled_or_zero(in[j]))
      return SC_CONFLICT;
  return SC_SCALED;
}

Scale chunk_scale_rule(MlirOperation op, const Scale *in) {
  int n = (int)mlirOperationGetNumOperands(op), scaled = 0;
  for (int j = 0; j < n; j++) {
    if (in[j] == SC_CONFLICT)
      return SC_CONFLICT;
    scaled += in[j] == SC_SCALED;
  }
  if (!scaled)
    return SC_PLAIN;
  if (hlo_op_is_annotation(op))
    return SC_SCALED;
  switch (hlo_op_id(op)) {
  case HLO_OP_ADD:
  case HLO_OP_SUBTRACT:
  case HLO_OP_CONCATENATE: return merge(in, 0, n);
  case HLO_OP_SELECT: return in[0] == SC_SCALED ? SC_CONFLICT : merge(in, 1, n);
  case HLO_OP_MULTIPLY:
  case HLO_OP_DOT:
  case HLO_OP_DOT_GENERAL: return scaled == 1 ? SC_SCALED : SC_CONFLICT;
  case HLO_OP_DIVIDE: return in[0] == SC_SCALED && in[1] != SC_SCALED ? SC_SCALED : SC_CONFLICT;
  case HLO_OP_CONVERT:
    return hlo_type_is_float(mlirShapedTypeGetElementType(
               mlirValueGetType(mlirOperationGetResult(op, 0))))
               ? SC_SCALED
               : SC_CONFLICT;
  case HLO_OP_NEGATE:
  case HLO_OP_RESHAPE:
  case HLO_OP_TRANSPOSE:
  case HLO_OP_BROADCAST_IN_DIM:
  case HLO_OP_SLICE:
  case HLO_OP_REVERSE: return SC_SCALED;
  case HLO_OP_PAD: return in[1] == SC_ZERO ? SC_SCALED : SC_CONFLICT;
  case HLO_OP_GATHER: return in[1] == SC_SCALED ? SC_CONFLICT : SC_SCALED;
  case HLO_OP_REDUCE:
    return chunk_combiner(op) == HLO_OP_ADD && n == 2 && in[1] == SC_ZERO ? SC_SCALED
                                                                          : SC_CONFLICT;
  case HLO_OP_SCATTER:
    return chunk_combiner(op) == HLO_OP_ADD && n == 3 && in[1] != SC_SCALED &&
                   scaled_or_zero(in[0]) && scaled_or_zero(in[2])
               ? SC_SCALED
               : SC_CONFLICT;
  default: return SC_CONFLICT;
  }
}
