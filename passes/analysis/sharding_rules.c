/*
 * What each op does to shardings (sharding_internal.h): the simple rules
 * a partitioner follows, after GSPMD (Xu et al. 2021, "GSPMD: General and
 * Scalable Parallelization for ML Computation Graphs", section 3 and
 * XLA's sharding_propagation.cc) and Shardy's op sharding rules
 * (openxla/shardy docs/propagation.md: dimensions related through
 * factors). Forward, a result gets the factors of the operand dimensions
 * it is made of; backward, an operand gets those of the result dimensions
 * made of it. Where a rule says nothing of a dimension, it is not split.
 *
 * - Elementwise ops, convert, compare, select, clamp, map, copy: a result
 *   dimension takes the first operand's split of it (operands of rank 0
 *   are broadcast scalars and say nothing).
 * - reshape: a factor moves to the result dimension holding the same
 *   digits of the element index, when the split dimension divides evenly
 *   and its factors stay the top digits of that result dimension; others
 *   are dropped. transpose permutes, broadcast_in_dim maps the operand's
 *   dimensions (not those broadcast from size 1), bitcast_convert keeps
 *   the leading ones.
 * - slice, dynamic_slice, pad, reduce_window, select_and_scatter, sort,
 *   reverse, dynamic_update_slice: dimensions the op leaves whole (same
 *   size, no padding, not the sort dimension) keep their split.
 * - concatenate: the dimensions it does not join, from the first operand
 *   split there.
 * - reduce: the dimensions kept; a reduced dimension that was split
 *   becomes a pending sum when the body adds.
 * - dot_general (and dot): batch dimensions from the lhs (else the rhs),
 *   free dimensions from their operand, and a contracted dimension that
 *   is split leaves each device with a partial sum: pending, until an
 *   all-reduce, which the partitioner inserts where the full value is
 *   needed; its size is the result's either way.
 * - convolution: batch, output feature and spatial dimensions as dot's;
 *   a split input feature is a pending sum.
 * - gather: the batch dimensions from the indices, the offset dimensions
 *   from the operand when the slice takes the whole dimension.
 * - scatter: each result as its input.
 * - collectives keep their operand's split, except the dimension they
 *   gather or exchange; all_reduce ends pending sums.
 * - batch_norm_*, fft, cholesky, triangular_solve: the dimensions they
 *   leave alone.
 * - constants, iotas, random numbers, partition and replica ids: not
 *   split, until a user's rule splits them backward.
 * Anything else (custom calls, tuples, unknown ops) has no rule.
 */
#include <string.h>

#include "hlomem/ir.h"
#include "sharding_internal.h"

/* ---- editing shardings ---- */

void shard_clear(HloSharding *s) {
  s->kind = HLO_SHARD_TILED;
  s->nfactors = 0;
  s->device = 0;
}

bool shard_has_dim(const HloSharding *s, int dim) {
  for (int i = 0; i < s->nfactors; i++)
    if (s->f[i].dim == dim)
      return true;
  return false;
}

static bool overlaps_any(const HloSharding *s, const HloShardFactor *f) {
  for (int i = 0; i < s->nfactors; i++)
    if (hlo_shard_factors_overlap(&s->f[i], f))
      return true;
  return false;
}

bool shard_copy_dim(HloSharding *dst, int ddim, const HloSharding *src, int sdim) {
  if (!src || src->kind != HLO_SHARD_TILED || dst->kind != HLO_SHARD_TILED)
    return false;
  int n = 0;
  for (int i = 0; i < src->nfactors; i++)
    if (src->f[i].dim == sdim) {
      if (overlaps_any(dst, &src->f[i]))
        return false;
      n++;
    }
  if (n == 0)
    return true;
  if (shard_has_dim(dst, ddim) || dst->nfactors + n > HLO_SHARD_MAX_FACTORS)
    return false;
  for (int i = 0; i < src->nfactors; i++)
    if (src->f[i].dim == sdim) {
      dst->f[dst->nfactors] = src->f[i];
      dst->f[dst->nfactors++].dim = (int8_t)ddim;
    }
  return true;
}

static void add_pending(HloSharding *dst, const HloShardFactor *f) {
  if (dst->kind != HLO_SHARD_TILED || overlaps_any(dst, f) ||
      dst->nfactors == HLO_SHARD_MAX_FACTORS)
    return;
  dst->f[dst->nfactors] = *f;
  dst->f[dst->nfactors++].dim = HLO_SHARD_PENDING;
}

void shard_dim_to_pending(HloSharding *dst, const HloSharding *src, int sdim) {
  if (!src || src->kind != HLO_SHARD_TILED)
    return;
  for (int i = 0; i < src->nfactors; i++)
    if (src->f[i].dim == sdim)
      add_pending(dst, &src->f[i]);
}

void shard_copy_pending(HloSharding *dst, const HloSharding *src) {
  shard_dim_to_pending(dst, src, HLO_SHARD_PENDING);
}

bool shard_same_devices(const HloShardFactor *a, const HloShardFactor *b) {
  return a->space == b->space && a->stride == b->stride && a->size == b->size;
}

bool shard_equal(const HloSharding *a, const HloSharding *b) {
  if (a->kind != b->kind || a->nfactors != b->nfactors ||
      (a->kind == HLO_SHARD_MAXIMAL && a->device != b->device))
    return false;
  for (int i = 0; i < a->nfactors; i++)
    if (a->f[i].dim != b->f[i].dim || !shard_same_devices(&a->f[i], &b->f[i]))
      return false;
  return true;
}

/* ---- shapes ---- */

static bool shape_of_value(MlirValue v, HloShape *s) { return hlo_shape_of(mlirValueGetType(v), s); }

static bool operand_shape(MlirOperation op, int j, HloShape *s) {
  return j < mlirOperationGetNumOperands(op) && shape_of_value(mlirOperationGetOperand(op, j), s);
}

static bool result_shape(MlirOperation op, int r, HloShape *s) {
  return r < mlirOperationGetNumResults(op) && shape_of_value(mlirOperationGetResult(op, r), s);
}

static bool contains(const HloDims *d, int64_t x) {
  for (int i = 0; i < d->n; i++)
    if (d->v[i] == x)
      return true;
  return false;
}

/* ---- reshape ---- */

/* The digits of an element index: dimension k of `s` spans (mult. ranges)
 * [top[k + 1], top[k]), top[k] the product of dims k.. */
static void tops(const HloShape *s, int64_t *top) {
  top[s->rank] = 1;
  for (int k = s->rank - 1; k >= 0; k--)
    top[k] = top[k + 1] * s->dims[k];
}

/* Moves the factors of `src` (on shape `from`) to `dst` (on shape `to`,
 * the same elements): each split dimension that divides evenly puts its
 * factors, major first, at the top of its digit range; a factor goes to
 * the `to` dimension that holds its digits, while the factors there stay
 * a run from the top of it and divide its size. */
static void reshape_map(const HloShape *from, const HloSharding *src, const HloShape *to,
                        HloSharding *dst) {
  if (!src || src->kind != HLO_SHARD_TILED)
    return;
  int64_t ftop[HLO_MAX_RANK + 1], ttop[HLO_MAX_RANK + 1], cursor[HLO_MAX_RANK];
  tops(from, ftop);
  tops(to, ttop);
  if (ftop[0] != ttop[0] || ftop[0] == 0)
    return;
  for (int m = 0; m < to->rank; m++)
    cursor[m] = ttop[m];
  for (int k = 0; k < from->rank; k++) {
    int64_t t = hlo_sharding_tiles(src, k);
    if (t == 1 || from->dims[k] % t != 0)
      continue;
    int64_t hi = ftop[k];
    for (int i = 0; i < src->nfactors; i++) {
      const HloShardFactor *f = &src->f[i];
      if (f->dim != k)
        continue;
      int64_t lo = hi / f->size;
      int m = 0;
      while (m < to->rank && !(ttop[m + 1] <= lo && hi <= ttop[m]))
        m++;
      if (m == to->rank || cursor[m] != hi || overlaps_any(dst, f) ||
          dst->nfactors == HLO_SHARD_MAX_FACTORS || ttop[m] % lo != 0 ||
          to->dims[m] % (ttop[m] / lo) != 0)
        break; /* the rest of this dimension's factors cannot follow */
      dst->f[dst->nfactors] = *f;
      dst->f[dst->nfactors++].dim = (int8_t)m;
      cursor[m] = lo;
      hi = lo;
    }
  }
  /* A dimension's factors must be listed major first: they were added
   * major first per source dimension, and the source dimensions in order,
   * so a target dimension fed by two source dimensions gets the major
   * one's first. */
  shard_copy_pending(dst, src);
}

/* ---- helpers of the rules ---- */

/* Result dimension d of an elementwise op: the first operand of the
 * result's rank splitting it. */
static void elementwise(MlirOperation op, const HloSharding *const *in, HloSharding *out) {
  HloShape rs;
  if (!result_shape(op, 0, &rs))
    return;
  intptr_t n = mlirOperationGetNumOperands(op);
  for (int d = 0; d < rs.rank; d++)
    for (intptr_t j = 0; j < n; j++) {
      HloShape os;
      if (!in[j] || !operand_shape(op, (int)j, &os) || os.rank != rs.rank)
        continue;
      if (shard_has_dim(in[j], d)) {
        if (shard_copy_dim(out, d, in[j], d))
          break;
      }
    }
  /* A sum stays pending through ops linear in every operand. */
  HloOpId id = hlo_op_id(op);
  bool linear = id == HLO_OP_ADD || id == HLO_OP_SUBTRACT || id == HLO_OP_NEGATE ||
                id == HLO_OP_CONVERT;
  if (linear && n > 0 && in[0]) {
    for (intptr_t j = 1; j < n; j++)
      if (!in[j] || in[j]->nfactors != in[0]->nfactors)
        return;
    shard_copy_pending(out, in[0]);
  }
}

/* Dimensions of the same size keep their split (skip: not this one). */
static void same_size_dims(MlirOperation op, int operand, const HloSharding *src, int result,
                           HloSharding *out, int skip, const HloDims *padded) {
  HloShape os, rs;
  if (!src || !operand_shape(op, operand, &os) || !result_shape(op, result, &rs) ||
      os.rank != rs.rank)
    return;
  for (int d = 0; d < rs.rank; d++)
    if (d != skip && os.dims[d] == rs.dims[d] && !(padded && contains(padded, d)))
      shard_copy_dim(out, d, src, d);
}

/* The dimensions a pad moves (any nonzero padding on them). */
static void padded_dims(MlirOperation op, HloDims *out) {
  HloDims lo, hi, in;
  out->n = 0;
  bool ok = hlo_attr_dims(op, "edge_padding_low", &lo) &&
            hlo_attr_dims(op, "edge_padding_high", &hi);
  if (!hlo_attr_dims(op, "interior_padding", &in))
    in.n = 0;
  for (int d = 0; ok && d < lo.n && d < hi.n; d++)
    if (lo.v[d] || hi.v[d] || (d < in.n && in.v[d]))
      out->v[out->n++] = d;
}

/* The binary op a reduce's body applies. */
static HloOpId reduce_body_op(MlirOperation op) {
  if (mlirOperationGetNumRegions(op) < 1)
    return HLO_OP_UNKNOWN;
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  if (mlirBlockIsNull(b))
    return HLO_OP_UNKNOWN;
  MlirOperation first = mlirBlockGetFirstOperation(b);
  return mlirOperationIsNull(first) ? HLO_OP_UNKNOWN : hlo_op_id(first);
}

/* Result dimensions of a dot_general: batch, lhs free, rhs free. */
typedef struct DotMap {
  HloDotDims d;
  int lhs_rank, rhs_rank;
  int lhs_free[HLO_MAX_RANK], nlhs_free;
  int rhs_free[HLO_MAX_RANK], nrhs_free;
} DotMap;

static bool dot_map(MlirOperation op, DotMap *m) {
  HloShape l, r;
  if (!hlo_dot_dims(op, &m->d) || !operand_shape(op, 0, &l) || !operand_shape(op, 1, &r))
    return false;
  m->lhs_rank = l.rank;
  m->rhs_rank = r.rank;
  m->nlhs_free = m->nrhs_free = 0;
  for (int k = 0; k < l.rank; k++)
    if (!contains(&m->d.lhs_batch, k) && !contains(&m->d.lhs_contract, k))
      m->lhs_free[m->nlhs_free++] = k;
  for (int k = 0; k < r.rank; k++)
    if (!contains(&m->d.rhs_batch, k) && !contains(&m->d.rhs_contract, k))
      m->rhs_free[m->nrhs_free++] = k;
  return m->d.lhs_batch.n == m->d.rhs_batch.n && m->d.lhs_contract.n == m->d.rhs_contract.n;
}

static void dot_forward(const DotMap *m, const HloSharding *lhs, const HloSharding *rhs,
                        HloSharding *out) {
  int r = 0;
  for (int i = 0; i < m->d.lhs_batch.n; i++, r++)
    if (!(lhs && shard_has_dim(lhs, (int)m->d.lhs_batch.v[i]) &&
          shard_copy_dim(out, r, lhs, (int)m->d.lhs_batch.v[i])))
      shard_copy_dim(out, r, rhs, (int)m->d.rhs_batch.v[i]);
  for (int i = 0; i < m->nlhs_free; i++, r++)
    shard_copy_dim(out, r, lhs, m->lhs_free[i]);
  for (int i = 0; i < m->nrhs_free; i++, r++)
    shard_copy_dim(out, r, rhs, m->rhs_free[i]);
  for (int i = 0; i < m->d.lhs_contract.n; i++) {
    if (lhs && shard_has_dim(lhs, (int)m->d.lhs_contract.v[i]))
      shard_dim_to_pending(out, lhs, (int)m->d.lhs_contract.v[i]);
    else
      shard_dim_to_pending(out, rhs, (int)m->d.rhs_contract.v[i]);
  }
  if (lhs)
    shard_copy_pending(out, lhs);
  if (rhs)
    shard_copy_pending(out, rhs);
}

/* Operand j (0 lhs, 1 rhs) from the result and the other operand. */
static void dot_backward(const DotMap *m, int j, const HloSharding *res, const HloSharding *other,
                         HloSharding *out) {
  const HloDims *batch = j == 0 ? &m->d.lhs_batch : &m->d.rhs_batch;
  const HloDims *contract = j == 0 ? &m->d.lhs_contract : &m->d.rhs_contract;
  const HloDims *other_contract = j == 0 ? &m->d.rhs_contract : &m->d.lhs_contract;
  for (int i = 0; i < batch->n; i++)
    shard_copy_dim(out, (int)batch->v[i], res, i);
  int r = batch->n + (j == 0 ? 0 : m->nlhs_free);
  int nfree = j == 0 ? m->nlhs_free : m->nrhs_free;
  const int *free = j == 0 ? m->lhs_free : m->rhs_free;
  for (int i = 0; i < nfree; i++)
    shard_copy_dim(out, free[i], res, r + i);
  /* Contracted dimensions are split alike in both operands. */
  for (int i = 0; i < contract->n; i++)
    shard_copy_dim(out, (int)contract->v[i], other, (int)other_contract->v[i]);
}

/* Gather: result batch dimensions from the indices, offset dimensions
 * from the operand's whole dimensions. */
typedef struct GatherMap {
  int nres;
  int from_operand[HLO_MAX_RANK]; /* result dim -> operand dim, or -1 */
  int from_indices[HLO_MAX_RANK]; /* result dim -> indices dim, or -1 */
} GatherMap;

static bool gather_map(MlirOperation op, GatherMap *g) {
  HloGatherDims d;
  HloDims sizes;
  HloShape os, is, rs;
  if (!hlo_gather_dims(op, &d) || !hlo_attr_dims(op, "slice_sizes", &sizes) ||
      !operand_shape(op, 0, &os) || !operand_shape(op, 1, &is) || !result_shape(op, 0, &rs))
    return false;
  g->nres = rs.rank;
  int od = 0, id = 0;
  for (int r = 0; r < rs.rank; r++) {
    g->from_operand[r] = g->from_indices[r] = -1;
    if (contains(&d.offset_dims, r)) {
      while (od < os.rank && (contains(&d.collapsed_slice_dims, od) ||
                              contains(&d.operand_batching_dims, od)))
        od++;
      if (od < os.rank && od < sizes.n && sizes.v[od] == os.dims[od])
        g->from_operand[r] = od;
      od++;
    } else {
      if (id == d.index_vector_dim)
        id++;
      if (id < is.rank)
        g->from_indices[r] = id;
      id++;
    }
  }
  return true;
}

/* Keeps every dimension but the last `n` (or those listed in `drop`). */
static void keep_leading(const HloSharding *src, int rank, int n, HloSharding *out) {
  for (int d = 0; d < rank - n; d++)
    shard_copy_dim(out, d, src, d);
}

static void keep_except(const HloSharding *src, int rank, const HloDims *drop, HloSharding *out) {
  for (int d = 0; d < rank; d++)
    if (!drop || !contains(drop, d))
      shard_copy_dim(out, d, src, d);
}

static bool is_tensor_rank(MlirOperation op, int j, int *rank) {
  HloShape s;
  if (!operand_shape(op, j, &s))
    return false;
  *rank = s.rank;
  return true;
}

/* What the partitioned dot reads of operand j: batch and free dimensions
 * split as the local result `local` (the sums before their collective,
 * or the result), a contracted dimension split as operand j is only
 * where those devices hold pending sums of the result. */
static void dot_read(const DotMap *m, int j, const HloSharding *local, const HloSharding *self,
                     HloSharding *out) {
  dot_backward(m, j, local, NULL, out);
  const HloDims *contract = j == 0 ? &m->d.lhs_contract : &m->d.rhs_contract;
  for (int i = 0; i < contract->n; i++) {
    int d = (int)contract->v[i];
    bool summed = shard_has_dim(self, d);
    for (int k = 0; k < self->nfactors && summed; k++) {
      if (self->f[k].dim != d)
        continue;
      bool pending = false;
      for (int q = 0; q < local->nfactors && !pending; q++)
        pending = local->f[q].dim == HLO_SHARD_PENDING &&
                  shard_same_devices(&local->f[q], &self->f[k]);
      summed = pending;
    }
    if (summed)
      shard_copy_dim(out, d, self, d);
  }
}

bool shard_read(MlirOperation op, int j, const HloSharding *self, const HloSharding *local,
                HloSharding *out) {
  HloOpId id = hlo_op_id(op);
  if (id == HLO_OP_DOT || id == HLO_OP_DOT_GENERAL) {
    DotMap m;
    if (j > 1 || !dot_map(op, &m))
      return false;
    dot_read(&m, j, local, self, out);
    return true;
  }
  HloShape os, rs;
  if (!operand_shape(op, j, &os) || hlo_operand_is_index(op, j))
    return false;
  const HloOpInfo *info = hlo_op_info(op);
  if (info->kind == HLO_KIND_ELEMENTWISE || id == HLO_OP_MHLO_COPY) {
    if (!result_shape(op, 0, &rs) || rs.rank != os.rank || os.rank == 0)
      return false;
    keep_except(local, os.rank, NULL, out);
    return true;
  }
  const HloSharding *res[1] = {local};
  switch (id) {
  case HLO_OP_TRANSPOSE:
  case HLO_OP_BROADCAST_IN_DIM:
  case HLO_OP_CONCATENATE:
  case HLO_OP_RESHAPE:
    return shard_backward(op, j, NULL, res, out);
  case HLO_OP_REDUCE: {
    /* Reduced dimensions keep the operand's split: their sums are the
     * result's pending ones. */
    HloDims dims;
    if (mlirOperationGetNumResults(op) != 1 || j != 0 || !hlo_attr_dims(op, "dimensions", &dims))
      return false;
    for (int d = 0, k = 0; d < os.rank; d++) {
      if (contains(&dims, d))
        shard_copy_dim(out, d, self, d);
      else
        shard_copy_dim(out, d, local, k++);
    }
    return true;
  }
  default:
    return false;
  }
}

/* ---- forward ---- */

bool shard_forward(MlirOperation op, const HloSharding *const *in, HloSharding *out) {
  const HloOpInfo *info = hlo_op_info(op);
  intptr_t nres = mlirOperationGetNumResults(op), nin = mlirOperationGetNumOperands(op);
  HloShape rs, os;
  if (info->kind == HLO_KIND_ELEMENTWISE || info->id == HLO_OP_MAP || info->id == HLO_OP_MHLO_COPY) {
    elementwise(op, in, out);
    return true;
  }
  switch (info->id) {
  case HLO_OP_CONSTANT:
  case HLO_OP_IOTA:
  case HLO_OP_RNG:
  case HLO_OP_RNG_BIT_GENERATOR:
  case HLO_OP_PARTITION_ID:
  case HLO_OP_REPLICA_ID:
  case HLO_OP_GET_DIMENSION_SIZE:
    return true;
  case HLO_OP_OPTIMIZATION_BARRIER:
    for (intptr_t r = 0; r < nres && r < nin; r++)
      if (in[r])
        out[r] = *in[r];
    return true;
  case HLO_OP_BITCAST_CONVERT:
    if (in[0] && result_shape(op, 0, &rs) && operand_shape(op, 0, &os))
      keep_leading(in[0], os.rank < rs.rank ? os.rank : rs.rank, 0, &out[0]);
    return true;
  case HLO_OP_RESHAPE:
    if (result_shape(op, 0, &rs) && operand_shape(op, 0, &os))
      reshape_map(&os, in[0], &rs, &out[0]);
    return true;
  case HLO_OP_TRANSPOSE: {
    HloDims perm;
    if (hlo_attr_dims(op, "permutation", &perm))
      for (int d = 0; d < perm.n; d++)
        shard_copy_dim(&out[0], d, in[0], (int)perm.v[d]);
    return true;
  }
  case HLO_OP_BROADCAST_IN_DIM: {
    HloDims dims;
    if (hlo_attr_dims(op, "broadcast_dimensions", &dims) && result_shape(op, 0, &rs) &&
        operand_shape(op, 0, &os))
      for (int i = 0; i < dims.n && i < os.rank; i++)
        if (dims.v[i] < rs.rank && os.dims[i] == rs.dims[dims.v[i]])
          shard_copy_dim(&out[0], (int)dims.v[i], in[0], i);
    return true;
  }
  case HLO_OP_BROADCAST:
    if (result_shape(op, 0, &rs) && operand_shape(op, 0, &os))
      for (int i = 0; i < os.rank; i++)
        shard_copy_dim(&out[0], rs.rank - os.rank + i, in[0], i);
    return true;
  case HLO_OP_SLICE:
  case HLO_OP_DYNAMIC_SLICE:
  case HLO_OP_REVERSE:
  case HLO_OP_REDUCE_WINDOW:
  case HLO_OP_SELECT_AND_SCATTER:
  case HLO_OP_DYNAMIC_UPDATE_SLICE:
    for (intptr_t r = 0; r < nres; r++)
      same_size_dims(op, (int)r, in[r < nin ? r : 0], (int)r, &out[r], -1, NULL);
    return true;
  case HLO_OP_PAD: {
    HloDims padded;
    padded_dims(op, &padded);
    same_size_dims(op, 0, in[0], 0, &out[0], -1, &padded);
    return true;
  }
  case HLO_OP_SORT: {
    int64_t dim = -1;
    hlo_attr_int(op, "dimension", &dim);
    for (intptr_t r = 0; r < nres && r < nin; r++) {
      HloShape s;
      if (dim < 0 && result_shape(op, (int)r, &s))
        dim += s.rank;
      same_size_dims(op, (int)r, in[r], (int)r, &out[r], (int)dim, NULL);
    }
    return true;
  }
  case HLO_OP_CONCATENATE: {
    int64_t dim;
    if (!hlo_attr_int(op, "dimension", &dim) || !result_shape(op, 0, &rs))
      return true;
    for (int d = 0; d < rs.rank; d++)
      for (intptr_t j = 0; d != dim && j < nin; j++)
        if (in[j] && shard_has_dim(in[j], d) && shard_copy_dim(&out[0], d, in[j], d))
          break;
    return true;
  }
  case HLO_OP_REDUCE: {
    HloDims dims;
    if (!hlo_attr_dims(op, "dimensions", &dims))
      return true;
    bool sum = reduce_body_op(op) == HLO_OP_ADD;
    for (intptr_t r = 0; r < nres && r < nin; r++) {
      int rank;
      if (!in[r] || !is_tensor_rank(op, (int)r, &rank))
        continue;
      for (int d = 0, k = 0; d < rank; d++) {
        if (contains(&dims, d)) {
          if (sum)
            shard_dim_to_pending(&out[r], in[r], d);
        } else {
          shard_copy_dim(&out[r], k++, in[r], d);
        }
      }
      if (sum)
        shard_copy_pending(&out[r], in[r]);
    }
    return true;
  }
  case HLO_OP_DOT:
  case HLO_OP_DOT_GENERAL: {
    DotMap m;
    if (dot_map(op, &m))
      dot_forward(&m, in[0], in[1], &out[0]);
    return true;
  }
  case HLO_OP_CONVOLUTION: {
    HloConvDims c;
    if (!hlo_conv_dims(op, &c))
      return true;
    shard_copy_dim(&out[0], (int)c.output_batch, in[0], (int)c.input_batch);
    shard_copy_dim(&out[0], (int)c.output_feature, in[1], (int)c.kernel_output_feature);
    for (int i = 0; i < c.output_spatial.n && i < c.input_spatial.n; i++)
      shard_copy_dim(&out[0], (int)c.output_spatial.v[i], in[0], (int)c.input_spatial.v[i]);
    shard_dim_to_pending(&out[0], in[0], (int)c.input_feature);
    return true;
  }
  case HLO_OP_GATHER: {
    GatherMap g;
    if (!gather_map(op, &g))
      return true;
    for (int r = 0; r < g.nres; r++) {
      if (g.from_indices[r] >= 0)
        shard_copy_dim(&out[0], r, in[1], g.from_indices[r]);
      else if (g.from_operand[r] >= 0)
        shard_copy_dim(&out[0], r, in[0], g.from_operand[r]);
    }
    return true;
  }
  case HLO_OP_SCATTER:
    for (intptr_t r = 0; r < nres && r < nin; r++)
      if (in[r])
        keep_except(in[r], HLO_MAX_RANK, NULL, &out[r]);
    return true;
  case HLO_OP_ALL_REDUCE:
  case HLO_OP_COLLECTIVE_PERMUTE:
  case HLO_OP_COLLECTIVE_BROADCAST:
  case HLO_OP_REDUCE_SCATTER:
  case HLO_OP_ALL_GATHER:
  case HLO_OP_ALL_TO_ALL: {
    HloDims drop = {0, {0}};
    int64_t d;
    if (info->id == HLO_OP_ALL_GATHER && hlo_attr_int(op, "all_gather_dim", &d))
      drop.v[drop.n++] = d;
    if (info->id == HLO_OP_REDUCE_SCATTER && hlo_attr_int(op, "scatter_dimension", &d))
      drop.v[drop.n++] = d;
    if (info->id == HLO_OP_ALL_TO_ALL) {
      if (hlo_attr_int(op, "split_dimension", &d))
        drop.v[drop.n++] = d;
      if (hlo_attr_int(op, "concat_dimension", &d))
        drop.v[drop.n++] = d;
    }
    for (intptr_t r = 0; r < nres && r < nin; r++)
      if (in[r])
        keep_except(in[r], HLO_MAX_RANK, &drop, &out[r]);
    return true;
  }
  case HLO_OP_BATCH_NORM_TRAINING:
  case HLO_OP_BATCH_NORM_INFERENCE:
  case HLO_OP_BATCH_NORM_GRAD: {
    int64_t feature;
    if (!in[0] || !hlo_attr_int(op, "feature_index", &feature))
      return true;
    keep_except(in[0], HLO_MAX_RANK, NULL, &out[0]);
    for (intptr_t r = 1; r < nres; r++)
      shard_copy_dim(&out[r], 0, in[0], (int)feature);
    return true;
  }
  case HLO_OP_FFT: {
    HloDims len;
    if (in[0] && result_shape(op, 0, &rs) && hlo_attr_dims(op, "fft_length", &len))
      keep_leading(in[0], rs.rank, len.n, &out[0]);
    return true;
  }
  case HLO_OP_CHOLESKY:
  case HLO_OP_TRIANGULAR_SOLVE:
    if (in[0] && result_shape(op, 0, &rs))
      keep_leading(in[0], rs.rank, 2, &out[0]);
    return true;
  default:
    return false;
  }
}

/* ---- backward ---- */

bool shard_backward(MlirOperation op, int j, const HloSharding *const *in,
                    const HloSharding *const *out, HloSharding *implied) {
  const HloOpInfo *info = hlo_op_info(op);
  intptr_t nres = mlirOperationGetNumResults(op);
  HloShape rs, os;
  if (nres == 0 || !operand_shape(op, j, &os) || hlo_operand_is_index(op, j))
    return false;
  if (info->kind == HLO_KIND_ELEMENTWISE || info->id == HLO_OP_MAP || info->id == HLO_OP_MHLO_COPY) {
    if (!result_shape(op, 0, &rs) || rs.rank != os.rank)
      return false;
    keep_except(out[0], os.rank, NULL, implied);
    return true;
  }
  switch (info->id) {
  case HLO_OP_OPTIMIZATION_BARRIER:
    if (j >= nres)
      return false;
    *implied = *out[j];
    return true;
  case HLO_OP_BITCAST_CONVERT:
    if (!result_shape(op, 0, &rs))
      return false;
    keep_leading(out[0], os.rank < rs.rank ? os.rank : rs.rank, 0, implied);
    return true;
  case HLO_OP_RESHAPE:
    if (!result_shape(op, 0, &rs))
      return false;
    reshape_map(&rs, out[0], &os, implied);
    return true;
  case HLO_OP_TRANSPOSE: {
    HloDims perm;
    if (!hlo_attr_dims(op, "permutation", &perm))
      return false;
    for (int d = 0; d < perm.n; d++)
      shard_copy_dim(implied, (int)perm.v[d], out[0], d);
    return true;
  }
  case HLO_OP_BROADCAST_IN_DIM: {
    HloDims dims;
    if (!hlo_attr_dims(op, "broadcast_dimensions", &dims) || !result_shape(op, 0, &rs))
      return false;
    for (int i = 0; i < dims.n && i < os.rank; i++)
      if (dims.v[i] < rs.rank && os.dims[i] == rs.dims[dims.v[i]])
        shard_copy_dim(implied, i, out[0], (int)dims.v[i]);
    return true;
  }
  case HLO_OP_SLICE:
  case HLO_OP_DYNAMIC_SLICE:
  case HLO_OP_REVERSE:
  case HLO_OP_REDUCE_WINDOW:
  case HLO_OP_SELECT_AND_SCATTER:
  case HLO_OP_DYNAMIC_UPDATE_SLICE:
  case HLO_OP_PAD:
  case HLO_OP_SORT: {
    int r = info->id == HLO_OP_SORT || info->id == HLO_OP_REDUCE_WINDOW ? j : 0;
    if (info->id == HLO_OP_SELECT_AND_SCATTER && j != 0)
      return false;
    if (r >= nres || !result_shape(op, r, &rs) || rs.rank != os.rank)
      return false;
    HloDims padded = {0, {0}};
    if (info->id == HLO_OP_PAD)
      padded_dims(op, &padded);
    int64_t skip = -1;
    if (info->id == HLO_OP_SORT && hlo_attr_int(op, "dimension", &skip) && skip < 0)
      skip += rs.rank;
    for (int d = 0; d < rs.rank; d++)
      if (d != skip && os.dims[d] == rs.dims[d] && !contains(&padded, d))
        shard_copy_dim(implied, d, out[r], d);
    return true;
  }
  case HLO_OP_CONCATENATE: {
    int64_t dim;
    if (!hlo_attr_int(op, "dimension", &dim))
      return false;
    for (int d = 0; d < os.rank; d++)
      if (d != dim)
        shard_copy_dim(implied, d, out[0], d);
    return true;
  }
  case HLO_OP_REDUCE: {
    HloDims dims;
    if (j >= nres || !hlo_attr_dims(op, "dimensions", &dims))
      return false;
    for (int d = 0, k = 0; d < os.rank; d++)
      if (!contains(&dims, d))
        shard_copy_dim(implied, d, out[j], k++);
    return true;
  }
  case HLO_OP_DOT:
  case HLO_OP_DOT_GENERAL: {
    DotMap m;
    if (j > 1 || !dot_map(op, &m))
      return false;
    dot_backward(&m, j, out[0], in[1 - j], implied);
    return true;
  }
  case HLO_OP_GATHER: {
    GatherMap g;
    if (!gather_map(op, &g))
      return false;
    for (int r = 0; r < g.nres; r++) {
      if (j == 1 && g.from_indices[r] >= 0)
        shard_copy_dim(implied, g.from_indices[r], out[0], r);
      if (j == 0 && g.from_operand[r] >= 0)
        shard_copy_dim(implied, g.from_operand[r], out[0], r);
    }
    return true;
  }
  case HLO_OP_SCATTER:
    if (j >= nres)
      return false;
    keep_except(out[j], os.rank, NULL, implied);
    return true;
  default:
    return false;
  }
}
