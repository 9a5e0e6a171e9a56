/*
 * Interpreter, data movement: constants, iota, broadcasts, transposes,
 * slices (static and dynamic), dynamic_update_slice, concatenate, pad,
 * reverse, reshape and bitcast_convert, gather and scatter.
 *
 * Almost all of them are one mechanism: copy an index space from a
 * strided view of the operand to a strided view of the result
 * (interp_strided_copy). A transpose permutes the source strides, a
 * broadcast sets some to zero, a reverse makes them negative, a slice
 * scales them and offsets the base; gather copies one window per batch
 * position. Reshape and bitcast_convert change no byte and share their
 * operand's buffer.
 *
 * Out-of-range starts of dynamic_slice, dynamic_update_slice and gather
 * are clamped so the slice fits, as the spec says; scatter updates whose
 * target falls outside the result are skipped element by element.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* ---- the strided copy ---- */

void interp_fill(unsigned char *dst, int64_t n, int esize, const void *value) {
  switch (esize) {
#define FILL(T)                                                                                 \
  {                                                                                             \
    T v;                                                                                        \
    memcpy(&v, value, sizeof v);                                                                \
    T *d = (T *)dst;                                                                            \
    for (int64_t i = 0; i < n; i++)                                                             \
      d[i] = v;                                                                                 \
    return;                                                                                     \
  }
  case 1: memset(dst, *(const unsigned char *)value, (size_t)(n > 0 ? n : 0)); return;
  case 2: FILL(uint16_t)
  case 4: FILL(uint32_t)
  case 8: FILL(uint64_t)
#undef FILL
  default:
    for (int64_t i = 0; i < n; i++)
      memcpy(dst + i * esize, value, (size_t)esize);
  }
}

/* Copies n elements along one dimension. */
static void copy_run(int esize, int64_t n, unsigned char *dst, int64_t ds, const unsigned char *src,
                     int64_t ss) {
  if (ds == 1 && ss == 1) {
    memcpy(dst, src, (size_t)(n * esize));
    return;
  }
  if (ss == 0) {
    if (ds == 1) {
      interp_fill(dst, n, esize, src);
      return;
    }
  }
  switch (esize) {
#define RUN(T)                                                                                  \
  {                                                                                             \
    T *d = (T *)dst;                                                                            \
    const T *s = (const T *)src;                                                                \
    for (int64_t i = 0; i < n; i++)                                                             \
      d[i * ds] = s[i * ss];                                                                    \
    return;                                                                                     \
  }
  case 1: RUN(uint8_t)
  case 2: RUN(uint16_t)
  case 4: RUN(uint32_t)
  case 8: RUN(uint64_t)
#undef RUN
  default:
    for (int64_t i = 0; i < n; i++)
      memcpy(dst + i * ds * esize, src + i * ss * esize, (size_t)esize);
  }
}

void interp_strided_copy(int esize, int rank, const int64_t *dims, unsigned char *dst,
                         const int64_t *dst_strides, const unsigned char *src,
                         const int64_t *src_strides) {
  /* Drop unit dimensions and merge neighbours that are contiguous in both
   * views, so that most copies end in one long run. */
  int64_t n[HLO_MAX_RANK], ds[HLO_MAX_RANK], ss[HLO_MAX_RANK];
  int r = 0;
  for (int d = 0; d < rank; d++) {
    if (dims[d] == 0)
      return;
    if (dims[d] == 1)
      continue;
    if (r > 0 && ds[r - 1] == dst_strides[d] * dims[d] && ss[r - 1] == src_strides[d] * dims[d]) {
      n[r - 1] *= dims[d];
      ds[r - 1] = dst_strides[d];
      ss[r - 1] = src_strides[d];
      continue;
    }
    n[r] = dims[d];
    ds[r] = dst_strides[d];
    ss[r] = src_strides[d];
    r++;
  }
  if (r == 0) {
    memcpy(dst, src, (size_t)esize);
    return;
  }
  int64_t idx[HLO_MAX_RANK] = {0};
  int last = r - 1;
  for (;;) {
    int64_t doff = 0, soff = 0;
    for (int d = 0; d < last; d++) {
      doff += idx[d] * ds[d];
      soff += idx[d] * ss[d];
    }
    copy_run(esize, n[last], dst + doff * esize, ds[last], src + soff * esize, ss[last]);
    int d = last - 1;
    while (d >= 0 && ++idx[d] == n[d])
      idx[d--] = 0;
    if (d < 0)
      return;
  }
}

/* ---- attributes of the simple ops ---- */

typedef struct Layout {
  int64_t offset;               /* source base, in elements */
  int64_t strides[HLO_MAX_RANK]; /* source strides per result dimension */
} Layout;

typedef struct ConstAttr {
  bool splat;
  unsigned char *bytes;
} ConstAttr;

typedef struct PadAttr {
  int64_t src_offset, dst_offset;
  int64_t counts[HLO_MAX_RANK];
  int64_t src_strides[HLO_MAX_RANK], dst_strides[HLO_MAX_RANK];
} PadAttr;

/* ---- running ---- */

static int esize_of(const IType *t) { return hlo_dtype_bytes(t->dt); }

static bool run_layout(Exec *x, Frame *f, const Instr *ins) {
  const Layout *lay = ins->attr;
  const IType *t = ins->tout[0];
  int64_t rstrides[HLO_MAX_RANK];
  itype_strides(t, rstrides);
  int es = esize_of(t);
  Buf *out = interp_result(x, f, ins, 0);
  interp_strided_copy(es, t->rank, t->dims, out->data, rstrides,
                      in_data(f, ins, 0) + lay->offset * es, lay->strides);
  return true;
}

static bool run_share(Exec *x, Frame *f, const Instr *ins) {
  (void)x;
  interp_result_share(f, ins, 0, in_buf(f, ins, 0));
  return true;
}

static bool run_constant(Exec *x, Frame *f, const Instr *ins) {
  const ConstAttr *c = ins->attr;
  const IType *t = ins->tout[0];
  Buf *out = interp_result(x, f, ins, 0);
  if (c->splat)
    interp_fill(out->data, t->count, esize_of(t), c->bytes);
  else
    memcpy(out->data, c->bytes, (size_t)t->size);
  return true;
}

static bool run_iota(Exec *x, Frame *f, const Instr *ins) {
  const IType *t = ins->tout[0];
  int64_t dim = *(const int64_t *)ins->attr, outer = 1, inner = 1;
  for (int d = 0; d < dim; d++)
    outer *= t->dims[d];
  for (int d = (int)dim + 1; d < t->rank; d++)
    inner *= t->dims[d];
  int es = esize_of(t);
  unsigned char *o = interp_result(x, f, ins, 0)->data, value[16];
  for (int64_t j = 0; j < t->dims[dim]; j++) {
    hlo_convert(t->dt, value, HLO_DT_S64, &j, 1);
    for (int64_t k = 0; k < outer; k++)
      interp_fill(o + ((k * t->dims[dim] + j) * inner) * es, inner, es, value);
  }
  return true;
}

static bool run_concatenate(Exec *x, Frame *f, const Instr *ins) {
  const IType *t = ins->tout[0];
  int64_t dim = *(const int64_t *)ins->attr, rstrides[HLO_MAX_RANK], at = 0;
  itype_strides(t, rstrides);
  int es = esize_of(t);
  unsigned char *o = interp_result(x, f, ins, 0)->data;
  for (int32_t i = 0; i < ins->nin; i++) {
    int64_t istrides[HLO_MAX_RANK];
    itype_strides(ins->tin[i], istrides);
    interp_strided_copy(es, t->rank, ins->tin[i]->dims, o + at * rstrides[dim] * es, rstrides,
                        in_data(f, ins, i), istrides);
    at += ins->tin[i]->dims[dim];
  }
  return true;
}

/* Start indices clamped so that a window of `sizes` fits in `t`. */
static int64_t clamped_offset(Frame *f, const Instr *ins, int first, const IType *t,
                              const int64_t *sizes) {
  int64_t strides[HLO_MAX_RANK], offset = 0;
  itype_strides(t, strides);
  for (int d = 0; d < t->rank; d++) {
    int64_t s = interp_read_index(ins->tin[first + d]->dt, in_data(f, ins, first + d));
    int64_t hi = t->dims[d] - sizes[d];
    s = s < 0 ? 0 : s > hi ? hi : s;
    offset += s * strides[d];
  }
  return offset;
}

static bool run_dynamic_slice(Exec *x, Frame *f, const Instr *ins) {
  const IType *src = ins->tin[0], *t = ins->tout[0];
  int64_t sstrides[HLO_MAX_RANK], rstrides[HLO_MAX_RANK];
  itype_strides(src, sstrides);
  itype_strides(t, rstrides);
  int es = esize_of(t);
  int64_t offset = clamped_offset(f, ins, 1, src, t->dims);
  interp_strided_copy(es, t->rank, t->dims, interp_result(x, f, ins, 0)->data, rstrides,
                      in_data(f, ins, 0) + offset * es, sstrides);
  return true;
}

static bool run_dynamic_update_slice(Exec *x, Frame *f, const Instr *ins) {
  const IType *t = ins->tout[0], *upd = ins->tin[1];
  int64_t rstrides[HLO_MAX_RANK], ustrides[HLO_MAX_RANK];
  itype_strides(t, rstrides);
  itype_strides(upd, ustrides);
  int es = esize_of(t);
  unsigned char *o = interp_result(x, f, ins, 0)->data;
  memcpy(o, in_data(f, ins, 0), (size_t)t->size);
  int64_t offset = clamped_offset(f, ins, 2, t, upd->dims);
  interp_strided_copy(es, t->rank, upd->dims, o + offset * es, rstrides, in_data(f, ins, 1),
                      ustrides);
  return true;
}

static bool run_pad(Exec *x, Frame *f, const Instr *ins) {
  const PadAttr *p = ins->attr;
  const IType *t = ins->tout[0];
  int es = esize_of(t);
  unsigned char *o = interp_result(x, f, ins, 0)->data;
  interp_fill(o, t->count, es, in_data(f, ins, 1));
  interp_strided_copy(es, t->rank, p->counts, o + p->dst_offset * es, p->dst_strides,
                      in_data(f, ins, 0) + p->src_offset * es, p->src_strides);
  return true;
}

static bool run_get_dimension_size(Exec *x, Frame *f, const Instr *ins) {
  int32_t v = (int32_t)ins->tin[0]->dims[*(const int64_t *)ins->attr];
  memcpy(interp_result(x, f, ins, 0)->data, &v, 4);
  return true;
}

/* ---- lowering the simple ops ---- */

static bool result_dtype_is_operand(Lower *l, Instr *ins) {
  if (ins->tout[0]->dt != ins->tin[0]->dt)
    return interp_lower_fail(l, ins, "expects its result to have the operand's element type");
  return true;
}

unsigned char *interp_dense_bytes(Lower *l, MlirAttribute value, const IType *t, bool expand) {
  bool splat = mlirDenseElementsAttrIsSplat(value);
  int64_t n = splat && !expand ? 1 : t->count;
  int es = esize_of(t);
  unsigned char *bytes = interp_lower_alloc(l, (size_t)(n * es + 1));
  const unsigned char *raw = mlirDenseElementsAttrGetRawData(value);
  if (t->dt == HLO_DT_I1) {
    /* i1 is bit-packed; a splat is one byte. */
    for (int64_t i = 0; i < n; i++)
      bytes[i] = splat ? raw[0] != 0 : (raw[i / 8] >> (i % 8)) & 1;
  } else if (splat) {
    if (n > 0)
      interp_fill(bytes, n, es, raw);
  } else if (n > 0) {
    memcpy(bytes, raw, (size_t)(n * es));
  }
  /* MLIR stores i2 and i4 in a byte each with only their own bits set;
   * the interpreter holds them sign-extended. */
  if (t->dt == HLO_DT_S2 || t->dt == HLO_DT_S4 || t->dt == HLO_DT_U2 || t->dt == HLO_DT_U4) {
    HloDtype wide = hlo_dtype_is_signed(t->dt) ? HLO_DT_S64 : HLO_DT_U64;
    for (int64_t i = 0; i < n; i++) {
      uint64_t v = bytes[i];
      hlo_convert(t->dt, bytes + i, wide, &v, 1);
    }
  }
  return bytes;
}

static bool lower_constant(Lower *l, Instr *ins) {
  MlirAttribute value = hlo_attr(ins->mop, "value");
  const IType *t = ins->tout[0];
  if (mlirAttributeIsNull(value) || !mlirAttributeIsADenseElements(value))
    return interp_lower_fail(l, ins, "requires a dense elements 'value'");
  MlirType result = mlirValueGetType(mlirOperationGetResult(ins->mop, 0));
  if (!mlirTypeEqual(mlirAttributeGetType(value), result))
    return interp_lower_fail(l, ins, "has a value whose type is not the result type");
  ConstAttr *c = LOWER_NEW(l, ConstAttr);
  c->splat = mlirDenseElementsAttrIsSplat(value);
  c->bytes = interp_dense_bytes(l, value, t, false);
  ins->attr = c;
  ins->run = run_constant;
  return true;
}

static bool lower_broadcast_in_dim(Lower *l, Instr *ins, const HloDims *bd) {
  const IType *src = ins->tin[0], *t = ins->tout[0];
  if (bd->n != src->rank)
    return interp_lower_fail(l, ins, "expects one broadcast dimension per operand dimension");
  if (!interp_check_axes(l, ins, "broadcast dimension", bd, t->rank) ||
      !result_dtype_is_operand(l, ins))
    return false;
  Layout *lay = LOWER_NEW(l, Layout);
  int64_t sstrides[HLO_MAX_RANK];
  itype_strides(src, sstrides);
  for (int d = 0; d < src->rank; d++) {
    int64_t k = bd->v[d];
    if (src->dims[d] != 1 && src->dims[d] != t->dims[k])
      return interp_lower_fail(l, ins, "cannot broadcast operand dimension %d of size %lld to "
                               "result dimension %lld of size %lld", d, (long long)src->dims[d],
                               (long long)k, (long long)t->dims[k]);
    if (src->dims[d] != 1)
      lay->strides[k] = sstrides[d];
  }
  ins->attr = lay;
  ins->run = run_layout;
  return true;
}

static bool lower_transpose(Lower *l, Instr *ins) {
  const IType *src = ins->tin[0], *t = ins->tout[0];
  HloDims perm;
  if (!interp_attr_dims(l, ins, "permutation", &perm, true) || !result_dtype_is_operand(l, ins))
    return false;
  if (perm.n != src->rank || !interp_check_axes(l, ins, "permutation", &perm, src->rank))
    return interp_lower_fail(l, ins, "expects a permutation of the operand's %d dimensions",
                             src->rank);
  Layout *lay = LOWER_NEW(l, Layout);
  int64_t sstrides[HLO_MAX_RANK];
  itype_strides(src, sstrides);
  if (t->rank != src->rank)
    return interp_lower_fail(l, ins, "expects a result of the operand's rank");
  for (int k = 0; k < t->rank; k++) {
    if (t->dims[k] != src->dims[perm.v[k]])
      return interp_lower_fail(l, ins, "expects result dimension %d of size %lld", k,
                               (long long)src->dims[perm.v[k]]);
    lay->strides[k] = sstrides[perm.v[k]];
  }
  ins->attr = lay;
  ins->run = run_layout;
  return true;
}

static bool lower_reverse(Lower *l, Instr *ins) {
  const IType *t = ins->tout[0];
  HloDims dims;
  if (!interp_attr_dims(l, ins, "dimensions", &dims, true) ||
      !interp_check_axes(l, ins, "dimensions", &dims, t->rank))
    return false;
  if (ins->tin[0] != t)
    return interp_lower_fail(l, ins, "expects its result to have the operand's type");
  Layout *lay = LOWER_NEW(l, Layout);
  itype_strides(t, lay->strides);
  for (int i = 0; i < dims.n; i++) {
    int64_t d = dims.v[i];
    if (t->dims[d] > 0)
      lay->offset += (t->dims[d] - 1) * lay->strides[d];
    lay->strides[d] = -lay->strides[d];
  }
  ins->attr = lay;
  ins->run = run_layout;
  return true;
}

static bool lower_slice(Lower *l, Instr *ins) {
  const IType *src = ins->tin[0], *t = ins->tout[0];
  HloDims start, limit, strides;
  if (!interp_attr_dims(l, ins, "start_indices", &start, true) ||
      !interp_attr_dims(l, ins, "limit_indices", &limit, true) ||
      !result_dtype_is_operand(l, ins))
    return false;
  if (mlirAttributeIsNull(hlo_attr(ins->mop, "strides"))) {
    strides.n = src->rank;
    for (int d = 0; d < src->rank; d++)
      strides.v[d] = 1;
  } else if (!interp_attr_dims(l, ins, "strides", &strides, true)) {
    return false;
  }
  if (start.n != src->rank || limit.n != src->rank || strides.n != src->rank ||
      t->rank != src->rank)
    return interp_lower_fail(l, ins, "expects start, limit and strides for each of %d dimensions",
                             src->rank);
  Layout *lay = LOWER_NEW(l, Layout);
  int64_t sstrides[HLO_MAX_RANK];
  itype_strides(src, sstrides);
  for (int d = 0; d < src->rank; d++) {
    int64_t s = start.v[d], e = limit.v[d], st = strides.v[d];
    if (s < 0 || s > e || e > src->dims[d] || st <= 0)
      return interp_lower_fail(l, ins, "has an invalid slice [%lld:%lld:%lld] of dimension %d of "
                               "size %lld", (long long)s, (long long)e, (long long)st, d,
                               (long long)src->dims[d]);
    if (t->dims[d] != (e - s + st - 1) / st)
      return interp_lower_fail(l, ins, "expects result dimension %d of size %lld", d,
                               (long long)((e - s + st - 1) / st));
    lay->offset += s * sstrides[d];
    lay->strides[d] = st * sstrides[d];
  }
  ins->attr = lay;
  ins->run = run_layout;
  return true;
}

static bool check_index_operands(Lower *l, Instr *ins, int first, int rank) {
  if (ins->nin != first + rank)
    return interp_lower_fail(l, ins, "expects %d start indices, found %d", rank, ins->nin - first);
  for (int i = first; i < ins->nin; i++) {
    const IType *t = ins->tin[i];
    if (t->kind != IT_TENSOR || t->rank != 0 || !hlo_dtype_is_int(t->dt) || t != ins->tin[first])
      return interp_lower_fail(l, ins,
                               "expects start indices that are integer scalars of one type");
  }
  return true;
}

static bool lower_dynamic_slice(Lower *l, Instr *ins) {
  const IType *src = ins->tin[0], *t = ins->tout[0];
  HloDims sizes;
  if (!interp_attr_dims(l, ins, "slice_sizes", &sizes, true) || !result_dtype_is_operand(l, ins) ||
      !check_index_operands(l, ins, 1, src->rank))
    return false;
  if (sizes.n != src->rank || t->rank != src->rank)
    return interp_lower_fail(l, ins, "expects one slice size per operand dimension");
  for (int d = 0; d < src->rank; d++)
    if (sizes.v[d] < 0 || sizes.v[d] > src->dims[d] || t->dims[d] != sizes.v[d])
      return interp_lower_fail(l, ins, "has slice size %lld for dimension %d of size %lld, or a "
                               "result that is not the slice", (long long)sizes.v[d], d,
                               (long long)src->dims[d]);
  ins->run = run_dynamic_slice;
  return true;
}

static bool lower_dynamic_update_slice(Lower *l, Instr *ins) {
  const IType *t = ins->tout[0];
  if (ins->nin < 2 || ins->tin[0] != t)
    return interp_lower_fail(l, ins, "expects its result to have the operand's type");
  const IType *upd = ins->tin[1];
  if (upd->kind != IT_TENSOR || upd->dt != t->dt || upd->rank != t->rank)
    return interp_lower_fail(l, ins, "expects an update of the operand's rank and element type");
  for (int d = 0; d < t->rank; d++)
    if (upd->dims[d] > t->dims[d])
      return interp_lower_fail(l, ins, "has an update larger than the operand in dimension %d", d);
  if (!check_index_operands(l, ins, 2, t->rank))
    return false;
  ins->run = run_dynamic_update_slice;
  return true;
}

static bool lower_concatenate(Lower *l, Instr *ins) {
  const IType *t = ins->tout[0];
  int64_t *dim = LOWER_NEW(l, int64_t);
  if (!interp_attr_i64(l, ins, "dimension", dim, true))
    return false;
  if (*dim < 0 || *dim >= t->rank)
    return interp_lower_fail(l, ins, "has dimension %lld out of range for rank %d",
                             (long long)*dim, t->rank);
  int64_t total = 0;
  for (int32_t i = 0; i < ins->nin; i++) {
    const IType *in = ins->tin[i];
    if (in->kind != IT_TENSOR || in->dt != t->dt || in->rank != t->rank)
      return interp_lower_fail(l, ins, "expects operands of the result's rank and element type");
    for (int d = 0; d < t->rank; d++)
      if (d != *dim && in->dims[d] != t->dims[d])
        return interp_lower_fail(l, ins, "expects operand #%d to match the result in dimension %d",
                                 i, d);
    total += in->dims[*dim];
  }
  if (total != t->dims[*dim])
    return interp_lower_fail(l, ins, "expects result dimension %lld of size %lld",
                             (long long)*dim, (long long)total);
  ins->attr = dim;
  ins->run = run_concatenate;
  return true;
}

/* Floor division for possibly negative numerators. */
static int64_t floor_div(int64_t a, int64_t b) {
  return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

/* The paddings of dynamic_pad: operands 2, 3 and 4, constants. */
static bool const_dims_operand(Lower *l, Instr *ins, int i, const char *what, HloDims *out) {
  int64_t n;
  if (!interp_const_operand(l, ins, i, what, out->v, HLO_MAX_RANK, &n))
    return false;
  out->n = (int)n;
  return true;
}

static bool lower_pad(Lower *l, Instr *ins) {
  const IType *src = ins->tin[0], *t = ins->tout[0];
  HloDims lo, hi, interior;
  if (ins->nin != (ins->op == HLO_OP_DYNAMIC_PAD ? 5 : 2))
    return interp_lower_fail(l, ins, "has the wrong number of operands");
  bool ok = ins->op == HLO_OP_DYNAMIC_PAD
                ? const_dims_operand(l, ins, 2, "edge_padding_low", &lo) &&
                      const_dims_operand(l, ins, 3, "edge_padding_high", &hi) &&
                      const_dims_operand(l, ins, 4, "interior_padding", &interior)
                : interp_attr_dims(l, ins, "edge_padding_low", &lo, true) &&
                      interp_attr_dims(l, ins, "edge_padding_high", &hi, true) &&
                      interp_attr_dims(l, ins, "interior_padding", &interior, true);
  if (!ok || !result_dtype_is_operand(l, ins))
    return false;
  if (lo.n != src->rank || hi.n != src->rank || interior.n != src->rank || t->rank != src->rank)
    return interp_lower_fail(l, ins, "expects paddings for each of %d dimensions", src->rank);
  if (ins->tin[1]->rank != 0 || ins->tin[1]->dt != t->dt)
    return interp_lower_fail(l, ins, "expects a scalar padding value of the operand's type");
  PadAttr *p = LOWER_NEW(l, PadAttr);
  int64_t sstrides[HLO_MAX_RANK], rstrides[HLO_MAX_RANK];
  itype_strides(src, sstrides);
  itype_strides(t, rstrides);
  for (int d = 0; d < src->rank; d++) {
    int64_t n = src->dims[d], step = interior.v[d] + 1;
    if (interior.v[d] < 0 || interior.v[d] > INT32_MAX || lo.v[d] < -INT32_MAX ||
        lo.v[d] > INT32_MAX || hi.v[d] < -INT32_MAX || hi.v[d] > INT32_MAX)
      return interp_lower_fail(l, ins, "has an invalid padding of dimension %d", d);
    int64_t size = lo.v[d] + (n > 0 ? (n - 1) * step + 1 : 0) + hi.v[d];
    if (size != t->dims[d])
      return interp_lower_fail(l, ins, "expects result dimension %d of size %lld", d,
                               (long long)size);
    /* Operand elements i land at lo + i * step; keep those inside. */
    int64_t first = lo.v[d] >= 0 ? 0 : floor_div(-lo.v[d] + step - 1, step);
    int64_t last = floor_div(t->dims[d] - 1 - lo.v[d], step); /* inclusive */
    if (last > n - 1)
      last = n - 1;
    p->counts[d] = last >= first ? last - first + 1 : 0;
    p->src_offset += (p->counts[d] ? first : 0) * sstrides[d];
    p->dst_offset += (p->counts[d] ? lo.v[d] + first * step : 0) * rstrides[d];
    p->src_strides[d] = sstrides[d];
    p->dst_strides[d] = step * rstrides[d];
  }
  ins->attr = p;
  ins->run = run_pad;
  return true;
}

/* Element types narrower than their storage byte (i1, i2, i4, ui2, ui4)
 * hold fewer bits than the bytes show: bitcast_convert sees only those. */
static bool is_packed(HloDtype dt) { return hlo_dtype_bits(dt) < 8 * hlo_dtype_bytes(dt); }

/* The bits of element i as the spec counts them: the low `bits` of its
 * little-endian storage. */
static uint64_t element_bits(HloDtype dt, const unsigned char *base, int64_t i) {
  int bytes = hlo_dtype_bytes(dt), bits = hlo_dtype_bits(dt);
  uint64_t v = 0;
  memcpy(&v, base + i * bytes, (size_t)bytes);
  return bits < 64 ? v & ((UINT64_C(1) << bits) - 1) : v;
}

/* bitcast_convert through a bit stream, for packed types: element i of
 * the operand is bits [i * sb, (i + 1) * sb) of the stream, and so is
 * element j of the result with its own width (the spec's rule: the first
 * of several narrow elements is the low end of a wide one). */
static bool run_bitcast_bits(Exec *x, Frame *f, const Instr *ins) {
  const IType *src = ins->tin[0], *t = ins->tout[0];
  int sb = hlo_dtype_bits(src->dt), tb = hlo_dtype_bits(t->dt);
  const unsigned char *a = in_data(f, ins, 0);
  unsigned char *o = interp_result(x, f, ins, 0)->data;
  for (int64_t j = 0; j < t->count; j++) {
    uint64_t v;
    if (tb >= sb) {
      v = 0;
      for (int k = 0; k < tb / sb; k++)
        v |= element_bits(src->dt, a, j * (tb / sb) + k) << (k * sb);
    } else {
      int per = sb / tb;
      v = element_bits(src->dt, a, j / per) >> ((j % per) * tb);
    }
    if (t->dt == HLO_DT_I1)
      o[j] = v & 1;
    else if (hlo_dtype_is_int(t->dt))
      hlo_convert(t->dt, o + j * hlo_dtype_bytes(t->dt),
                  hlo_dtype_is_signed(t->dt) ? HLO_DT_S64 : HLO_DT_U64, &v, 1);
    else
      memcpy(o + j * hlo_dtype_bytes(t->dt), &v, (size_t)hlo_dtype_bytes(t->dt));
  }
  return true;
}

static bool lower_bitcast_convert(Lower *l, Instr *ins) {
  const IType *src = ins->tin[0], *t = ins->tout[0];
  if (hlo_dtype_is_complex(src->dt) != hlo_dtype_is_complex(t->dt))
    return interp_lower_fail(l, ins, "cannot reinterpret %s as %s", hlo_dtype_name(src->dt),
                             hlo_dtype_name(t->dt));
  int sb = hlo_dtype_bits(src->dt), tb = hlo_dtype_bits(t->dt);
  bool packed = is_packed(src->dt) || is_packed(t->dt);
  bool ok = src->count * sb == t->count * tb && (sb % tb == 0 || tb % sb == 0);
  if (sb == tb)
    ok = ok && itype_same_shape(src, t);
  else if (tb < sb)
    ok = ok && t->rank == src->rank + 1 && t->dims[src->rank] * tb == sb;
  else
    ok = ok && src->rank == t->rank + 1 && src->dims[t->rank] * sb == tb;
  for (int d = 0; ok && d < (src->rank < t->rank ? src->rank : t->rank); d++)
    ok = src->dims[d] == t->dims[d];
  if (!ok)
    return interp_lower_fail(l, ins, "cannot reinterpret the operand's bits with this shape");
  ins->run = packed ? run_bitcast_bits : run_share;
  return true;
}

/* dynamic_iota, dynamic_broadcast_in_dim and dynamic_reshape with a
 * static result: their shape operand must name that shape, which is
 * checked as the op runs; then the static op's kernel runs. */
typedef struct ShapeChecked {
  RunFn inner;
  const void *attr;
  int operand;
} ShapeChecked;

static bool run_shape_checked(Exec *x, Frame *f, const Instr *ins) {
  const ShapeChecked *c = ins->attr;
  const IType *st = ins->tin[c->operand], *t = ins->tout[0];
  const unsigned char *v = in_data(f, ins, c->operand);
  for (int d = 0; d < t->rank; d++) {
    int64_t size = interp_read_index(st->dt, v + d * hlo_dtype_bytes(st->dt));
    if (size != t->dims[d])
      return interp_runtime_error(x, ins, "has output size %lld for dimension %d of a result of "
                                  "size %lld", (long long)size, d, (long long)t->dims[d]);
  }
  Instr inner = *ins;
  inner.attr = c->attr;
  return c->inner(x, f, &inner);
}

static bool check_shape_operand(Lower *l, Instr *ins, int operand) {
  const IType *st = ins->tin[operand], *t = ins->tout[0];
  if (st->rank != 1 || st->count != t->rank || !hlo_dtype_is_int(st->dt))
    return interp_lower_fail(l, ins, "expects its shape operand to hold %d integers", t->rank);
  ShapeChecked *c = LOWER_NEW(l, ShapeChecked);
  c->inner = ins->run;
  c->attr = ins->attr;
  c->operand = operand;
  ins->run = run_shape_checked;
  ins->attr = c;
  return true;
}

static bool lower_iota(Lower *l, Instr *ins) {
  const IType *t = ins->tout[0];
  int64_t *dim = LOWER_NEW(l, int64_t);
  if (!interp_attr_i64(l, ins, "iota_dimension", dim, true))
    return false;
  if (*dim < 0 || *dim >= t->rank || t->dt == HLO_DT_I1)
    return interp_lower_fail(l, ins, "has iota_dimension %lld out of range for rank %d, or an "
                             "i1 result", (long long)*dim, t->rank);
  ins->attr = dim;
  ins->run = run_iota;
  return true;
}

bool interp_lower_data(Lower *l, Instr *ins) {
  for (int i = 0; i < ins->nin; i++)
    if (ins->tin[i]->kind != IT_TENSOR)
      return interp_lower_fail(l, ins, "expects tensor operands");
  if (ins->nout != 1 || ins->tout[0]->kind != IT_TENSOR)
    return interp_lower_fail(l, ins, "expects one tensor result");
  const IType *t = ins->tout[0];
  switch (ins->op) {
  case HLO_OP_CONSTANT:
    return lower_constant(l, ins);
  case HLO_OP_IOTA:
    return lower_iota(l, ins);
  case HLO_OP_DYNAMIC_IOTA:
    return lower_iota(l, ins) && check_shape_operand(l, ins, 0);
  case HLO_OP_BROADCAST_IN_DIM:
  case HLO_OP_DYNAMIC_BROADCAST_IN_DIM: {
    HloDims bd;
    return interp_attr_dims(l, ins, "broadcast_dimensions", &bd, true) &&
           lower_broadcast_in_dim(l, ins, &bd) &&
           (ins->op == HLO_OP_BROADCAST_IN_DIM || check_shape_operand(l, ins, 1));
  }
  case HLO_OP_BROADCAST: {
    HloDims sizes, bd;
    if (!interp_attr_dims(l, ins, "broadcast_sizes", &sizes, true))
      return false;
    bd.n = ins->tin[0]->rank;
    if (sizes.n + bd.n != t->rank)
      return interp_lower_fail(l, ins, "expects a result of rank %d", sizes.n + bd.n);
    for (int d = 0; d < bd.n; d++)
      bd.v[d] = sizes.n + d;
    for (int d = 0; d < sizes.n; d++)
      if (t->dims[d] != sizes.v[d])
        return interp_lower_fail(l, ins, "expects result dimension %d of size %lld", d,
                                 (long long)sizes.v[d]);
    return lower_broadcast_in_dim(l, ins, &bd);
  }
  case HLO_OP_TRANSPOSE:
    return lower_transpose(l, ins);
  case HLO_OP_REVERSE:
    return lower_reverse(l, ins);
  case HLO_OP_SLICE:
    return lower_slice(l, ins);
  case HLO_OP_DYNAMIC_SLICE:
    return lower_dynamic_slice(l, ins);
  case HLO_OP_DYNAMIC_UPDATE_SLICE:
    return lower_dynamic_update_slice(l, ins);
  case HLO_OP_CONCATENATE:
    return lower_concatenate(l, ins);
  case HLO_OP_PAD:
  case HLO_OP_DYNAMIC_PAD:
    return lower_pad(l, ins);
  case HLO_OP_RESHAPE:
  case HLO_OP_DYNAMIC_RESHAPE:
    if (ins->tin[0]->count != t->count || !result_dtype_is_operand(l, ins))
      return interp_lower_fail(l, ins, "expects a result with the operand's elements");
    ins->run = run_share;
    return ins->op == HLO_OP_RESHAPE || check_shape_operand(l, ins, 1);
  case HLO_OP_BITCAST_CONVERT:
    return lower_bitcast_convert(l, ins);
  case HLO_OP_GET_DIMENSION_SIZE: {
    int64_t *dim = LOWER_NEW(l, int64_t);
    if (!interp_attr_i64(l, ins, "dimension", dim, true))
      return false;
    if (*dim < 0 || *dim >= ins->tin[0]->rank || t->rank != 0 || t->dt != HLO_DT_S32)
      return interp_lower_fail(l, ins, "expects a dimension of the operand and a tensor<i32> "
                               "result");
    ins->attr = dim;
    ins->run = run_get_dimension_size;
    return true;
  }
  default:
    return interp_lower_fail(l, ins, "is not supported by hlomem-run");
  }
}

/* ---- gather ---- */

typedef struct Gather {
  int nbatch;                           /* batch dimensions of the result */
  int64_t batch_dims[HLO_MAX_RANK];     /* their sizes */
  int64_t batch_result_stride[HLO_MAX_RANK];
  int64_t batch_index_stride[HLO_MAX_RANK]; /* stride in the indices tensor */
  int64_t index_vector_stride;          /* stride of the index vector, 0 if implicit */
  int nstart;
  int64_t start_operand_dim[HLO_MAX_RANK], start_limit[HLO_MAX_RANK];
  int nbatching;
  int64_t batching_operand_dim[HLO_MAX_RANK], batching_batch_pos[HLO_MAX_RANK];
  int64_t operand_strides[HLO_MAX_RANK];
  int nwindow;
  int64_t window_dims[HLO_MAX_RANK], window_src_strides[HLO_MAX_RANK];
  int64_t window_dst_strides[HLO_MAX_RANK];
} Gather;

static bool dims_contain(const HloDims *d, int64_t v) {
  for (int i = 0; i < d->n; i++)
    if (d->v[i] == v)
      return true;
  return false;
}

static bool sorted_unique(const HloDims *d) {
  for (int i = 1; i < d->n; i++)
    if (d->v[i] <= d->v[i - 1])
      return false;
  return true;
}

/* The position of indices dimension `d` among the batch dimensions (the
 * indices dimensions other than index_vector_dim). */
static int batch_pos(int64_t d, int64_t ivd) { return (int)(d < ivd ? d : d - 1); }

static bool run_gather(Exec *x, Frame *f, const Instr *ins) {
  const Gather *g = ins->attr;
  const IType *t = ins->tout[0], *it = ins->tin[1];
  int es = esize_of(t), is = hlo_dtype_bytes(it->dt);
  const unsigned char *src = in_data(f, ins, 0), *idx = in_data(f, ins, 1);
  unsigned char *o = interp_result(x, f, ins, 0)->data;
  if (t->count == 0)
    return true;
  int64_t bi[HLO_MAX_RANK] = {0};
  for (;;) {
    int64_t ioff = 0, roff = 0, soff = 0;
    for (int k = 0; k < g->nbatch; k++) {
      ioff += bi[k] * g->batch_index_stride[k];
      roff += bi[k] * g->batch_result_stride[k];
    }
    for (int j = 0; j < g->nstart; j++) {
      int64_t s = interp_read_index(it->dt, idx + (ioff + j * g->index_vector_stride) * is);
      int64_t hi = g->start_limit[j];
      s = s < 0 ? 0 : s > hi ? hi : s;
      soff += s * g->operand_strides[g->start_operand_dim[j]];
    }
    for (int j = 0; j < g->nbatching; j++)
      soff += bi[g->batching_batch_pos[j]] * g->operand_strides[g->batching_operand_dim[j]];
    interp_strided_copy(es, g->nwindow, g->window_dims, o + roff * es, g->window_dst_strides,
                        src + soff * es, g->window_src_strides);
    int k = g->nbatch - 1;
    while (k >= 0 && ++bi[k] == g->batch_dims[k])
      bi[k--] = 0;
    if (k < 0)
      return true;
  }
}

bool interp_lower_gather(Lower *l, Instr *ins) {
  if (ins->nin != (ins->op == HLO_OP_DYNAMIC_GATHER ? 3 : 2) || ins->nout != 1)
    return interp_lower_fail(l, ins, "expects an operand and start indices");
  const IType *op = ins->tin[0], *it = ins->tin[1], *t = ins->tout[0];
  if (op->kind != IT_TENSOR || it->kind != IT_TENSOR || t->kind != IT_TENSOR ||
      !hlo_dtype_is_int(it->dt) || t->dt != op->dt)
    return interp_lower_fail(l, ins, "expects integer start indices and a result of the "
                             "operand's element type");
  HloGatherDims gd;
  HloDims sizes;
  if (!hlo_gather_dims(ins->mop, &gd))
    return interp_lower_fail(l, ins, "has malformed dimension_numbers");
  if (ins->op == HLO_OP_DYNAMIC_GATHER ? !const_dims_operand(l, ins, 2, "slice_sizes", &sizes)
                                       : !interp_attr_dims(l, ins, "slice_sizes", &sizes, true))
    return false;
  int64_t ivd = gd.index_vector_dim;
  int nbatch = it->rank - (ivd < it->rank ? 1 : 0);
  int64_t nstart = ivd < it->rank ? it->dims[ivd] : 1;
  bool ok = ivd >= 0 && ivd <= it->rank && gd.start_index_map.n == nstart &&
            op->rank == gd.offset_dims.n + gd.collapsed_slice_dims.n + gd.operand_batching_dims.n &&
            sizes.n == op->rank && sorted_unique(&gd.offset_dims) &&
            sorted_unique(&gd.collapsed_slice_dims) && sorted_unique(&gd.operand_batching_dims) &&
            gd.operand_batching_dims.n == gd.start_indices_batching_dims.n &&
            t->rank == gd.offset_dims.n + nbatch;
  ok = ok && interp_check_axes(l, ins, "offset_dims", &gd.offset_dims, t->rank) &&
       interp_check_axes(l, ins, "collapsed_slice_dims", &gd.collapsed_slice_dims, op->rank) &&
       interp_check_axes(l, ins, "operand_batching_dims", &gd.operand_batching_dims, op->rank) &&
       interp_check_axes(l, ins, "start_index_map", &gd.start_index_map, op->rank) &&
       interp_check_axes(l, ins, "start_indices_batching_dims", &gd.start_indices_batching_dims,
                         it->rank);
  if (!ok)
    return interp_lower_fail(l, ins, "has inconsistent dimension_numbers for its operand, start "
                             "indices and result");
  Gather *g = LOWER_NEW(l, Gather);
  itype_strides(op, g->operand_strides);
  int64_t istrides[HLO_MAX_RANK], rstrides[HLO_MAX_RANK];
  itype_strides(it, istrides);
  itype_strides(t, rstrides);
  for (int d = 0; d < op->rank; d++) {
    bool collapsed = dims_contain(&gd.collapsed_slice_dims, d);
    bool batching = dims_contain(&gd.operand_batching_dims, d);
    if (collapsed && batching)
      return interp_lower_fail(l, ins, "collapses and batches dimension %d", d);
    if (sizes.v[d] < 0 || sizes.v[d] > op->dims[d] || ((collapsed || batching) && sizes.v[d] > 1))
      return interp_lower_fail(l, ins, "has an invalid slice size %lld for dimension %d",
                               (long long)sizes.v[d], d);
    if (batching && dims_contain(&gd.start_index_map, d))
      return interp_lower_fail(l, ins, "both batches and indexes operand dimension %d", d);
  }
  /* Batch dimensions: the result axes outside offset_dims, in order,
   * matching the indices dimensions other than index_vector_dim. */
  g->nbatch = 0;
  for (int k = 0, id = 0; k < t->rank; k++) {
    if (dims_contain(&gd.offset_dims, k))
      continue;
    if (id == ivd)
      id++;
    if (t->dims[k] != it->dims[id])
      return interp_lower_fail(l, ins, "expects result dimension %d of size %lld", k,
                               (long long)it->dims[id]);
    g->batch_dims[g->nbatch] = t->dims[k];
    g->batch_result_stride[g->nbatch] = rstrides[k];
    g->batch_index_stride[g->nbatch] = istrides[id];
    g->nbatch++;
    id++;
  }
  g->index_vector_stride = ivd < it->rank ? istrides[ivd] : 0;
  g->nstart = (int)nstart;
  for (int j = 0; j < nstart; j++) {
    int64_t d = gd.start_index_map.v[j];
    g->start_operand_dim[j] = d;
    g->start_limit[j] = op->dims[d] - sizes.v[d];
  }
  g->nbatching = gd.operand_batching_dims.n;
  for (int j = 0; j < g->nbatching; j++) {
    int64_t od = gd.operand_batching_dims.v[j], sd = gd.start_indices_batching_dims.v[j];
    if (sd == ivd || op->dims[od] != it->dims[sd])
      return interp_lower_fail(l, ins, "has batching dimensions of different sizes");
    g->batching_operand_dim[j] = od;
    g->batching_batch_pos[j] = batch_pos(sd, ivd);
  }
  /* The window: operand dimensions kept in the result, at offset_dims. */
  g->nwindow = 0;
  for (int d = 0; d < op->rank; d++) {
    if (dims_contain(&gd.collapsed_slice_dims, d) || dims_contain(&gd.operand_batching_dims, d))
      continue;
    int64_t k = gd.offset_dims.v[g->nwindow];
    if (t->dims[k] != sizes.v[d])
      return interp_lower_fail(l, ins, "expects result dimension %lld of size %lld",
                               (long long)k, (long long)sizes.v[d]);
    g->window_dims[g->nwindow] = sizes.v[d];
    g->window_src_strides[g->nwindow] = g->operand_strides[d];
    g->window_dst_strides[g->nwindow] = rstrides[k];
    g->nwindow++;
  }
  ins->attr = g;
  ins->run = run_gather;
  return true;
}

/* ---- scatter ---- */

typedef struct Scatter {
  int n;                                 /* inputs, and updates */
  int urank;
  int64_t udims[HLO_MAX_RANK];
  /* Per update dimension: the indices stride it moves (scatter dims), or
   * the input dimension it moves along (window dims, else -1). */
  int64_t u_index_stride[HLO_MAX_RANK];
  int64_t u_input_dim[HLO_MAX_RANK];
  int64_t index_vector_stride;
  int nstart;
  int64_t start_input_dim[HLO_MAX_RANK];
  int nbatching;
  int64_t batching_input_dim[HLO_MAX_RANK], batching_update_dim[HLO_MAX_RANK];
  HloOpId combine;                       /* a binary body, or UNKNOWN */
  CombineFn combine_fn;
  const EwPlan *combine_plan;
  bool replace;                          /* the body yields the update */
} Scatter;

static bool run_scatter(Exec *x, Frame *f, const Instr *ins) {
  const Scatter *s = ins->attr;
  const IType *t = ins->tout[0], *it = ins->tin[s->n];
  int64_t rstrides[HLO_MAX_RANK];
  itype_strides(t, rstrides);
  int is = hlo_dtype_bytes(it->dt);
  unsigned char *res[INTERP_MAX_SCALARS];
  const unsigned char *upd[INTERP_MAX_SCALARS];
  int es[INTERP_MAX_SCALARS];
  for (int k = 0; k < s->n; k++) {
    res[k] = interp_result(x, f, ins, k)->data;
    memcpy(res[k], in_data(f, ins, k), (size_t)ins->tout[k]->size);
    upd[k] = in_data(f, ins, s->n + 1 + k);
    es[k] = hlo_dtype_bytes(ins->tout[k]->dt);
  }
  const unsigned char *idx = in_data(f, ins, s->n);
  int64_t count = ins->tin[s->n + 1]->count;
  int64_t u[HLO_MAX_RANK] = {0};
  for (int64_t flat = 0; flat < count; flat++) {
    int64_t ioff = 0, ri[HLO_MAX_RANK] = {0};
    for (int d = 0; d < s->urank; d++)
      ioff += u[d] * s->u_index_stride[d];
    for (int j = 0; j < s->nstart; j++)
      ri[s->start_input_dim[j]] +=
          interp_read_index(it->dt, idx + (ioff + j * s->index_vector_stride) * is);
    for (int j = 0; j < s->nbatching; j++)
      ri[s->batching_input_dim[j]] += u[s->batching_update_dim[j]];
    for (int d = 0; d < s->urank; d++)
      if (s->u_input_dim[d] >= 0)
        ri[s->u_input_dim[d]] += u[d];
    int64_t roff = 0;
    bool inside = true;
    for (int d = 0; d < t->rank && inside; d++) {
      inside = ri[d] >= 0 && ri[d] < t->dims[d];
      roff += ri[d] * rstrides[d];
    }
    if (inside) {
      if (s->replace) {
        for (int k = 0; k < s->n; k++)
          memcpy(res[k] + roff * es[k], upd[k] + flat * es[k], (size_t)es[k]);
      } else if (s->combine_fn) {
        s->combine_fn(1, res[0] + roff * es[0], upd[0] + flat * es[0], res[0] + roff * es[0]);
      } else if (s->combine_plan) {
        interp_ew_binary_apply(s->combine_plan, 1, res[0] + roff * es[0], upd[0] + flat * es[0],
                               res[0] + roff * es[0]);
      } else {
        const void *args[INTERP_MAX_SCALARS];
        void *outs[INTERP_MAX_SCALARS];
        for (int k = 0; k < s->n; k++) {
          args[k] = res[k] + roff * es[k];
          args[s->n + k] = upd[k] + flat * es[k];
          outs[k] = res[k] + roff * es[k];
        }
        if (!interp_apply_scalar(x, f, &ins->regions[0], args, outs))
          return false;
      }
    }
    for (int d = s->urank - 1; d >= 0 && ++u[d] == s->udims[d]; d--)
      u[d] = 0;
  }
  return true;
}

/* True if the body yields its update arguments unchanged: a plain store. */
static bool body_replaces(const Block *b, int n) {
  if (b->ncode != 1)
    return false;
  const Instr *term = &b->code[0];
  for (int k = 0; k < n; k++)
    if (term->in[k] != b->args[n + k])
      return false;
  return true;
}

bool interp_lower_scatter(Lower *l, Instr *ins) {
  int n = ins->nout;
  if (n < 1 || ins->nin != 2 * n + 1 || ins->nregions != 1)
    return interp_lower_fail(l, ins, "expects N inputs, indices, N updates and one region");
  if (n > INTERP_MAX_SCALARS / 2)
    return interp_lower_fail(l, ins, "has more than %d inputs", INTERP_MAX_SCALARS / 2);
  const IType *in0 = ins->tin[0], *it = ins->tin[n], *up0 = ins->tin[n + 1];
  HloDtype dts[INTERP_MAX_SCALARS];
  for (int k = 0; k < n; k++) {
    const IType *a = ins->tin[k], *u = ins->tin[n + 1 + k];
    if (a->kind != IT_TENSOR || u->kind != IT_TENSOR || ins->tout[k] != a ||
        !itype_same_shape(a, in0) || !itype_same_shape(u, up0) || u->dt != a->dt)
      return interp_lower_fail(l, ins, "expects inputs and updates of matching shapes and types, "
                               "and results of the inputs' types");
    dts[k] = dts[n + k] = a->dt;
  }
  if (it->kind != IT_TENSOR || !hlo_dtype_is_int(it->dt))
    return interp_lower_fail(l, ins, "expects integer scatter indices");
  if (!interp_check_scalar_body(l, ins, &ins->regions[0], 2 * n, dts, n, dts))
    return false;
  HloScatterDims sd;
  if (!hlo_scatter_dims(ins->mop, &sd))
    return interp_lower_fail(l, ins, "has malformed scatter_dimension_numbers");
  int64_t ivd = sd.index_vector_dim;
  int64_t nstart = ivd < it->rank ? it->dims[ivd] : 1;
  int nscatter = it->rank - (ivd < it->rank ? 1 : 0);
  bool ok = ivd >= 0 && ivd <= it->rank && sd.scatter_dims_to_operand_dims.n == nstart &&
            in0->rank == sd.update_window_dims.n + sd.inserted_window_dims.n +
                             sd.input_batching_dims.n &&
            up0->rank == sd.update_window_dims.n + nscatter &&
            sorted_unique(&sd.update_window_dims) && sorted_unique(&sd.inserted_window_dims) &&
            sorted_unique(&sd.input_batching_dims) &&
            sd.input_batching_dims.n == sd.scatter_indices_batching_dims.n;
  ok = ok && interp_check_axes(l, ins, "update_window_dims", &sd.update_window_dims, up0->rank) &&
       interp_check_axes(l, ins, "inserted_window_dims", &sd.inserted_window_dims, in0->rank) &&
       interp_check_axes(l, ins, "input_batching_dims", &sd.input_batching_dims, in0->rank) &&
       interp_check_axes(l, ins, "scatter_dims_to_operand_dims", &sd.scatter_dims_to_operand_dims,
                         in0->rank) &&
       interp_check_axes(l, ins, "scatter_indices_batching_dims",
                         &sd.scatter_indices_batching_dims, it->rank);
  if (!ok)
    return interp_lower_fail(l, ins, "has inconsistent scatter_dimension_numbers for its inputs, "
                             "indices and updates");
  Scatter *s = LOWER_NEW(l, Scatter);
  s->n = n;
  s->urank = up0->rank;
  int64_t istrides[HLO_MAX_RANK] = {0};
  itype_strides(it, istrides);
  s->index_vector_stride = ivd < it->rank ? istrides[ivd] : 0;
  /* Window dims of the inputs: not inserted, not batching, ascending. */
  int64_t window_input[HLO_MAX_RANK];
  int nwin = 0;
  for (int d = 0; d < in0->rank; d++) {
    bool inserted = dims_contain(&sd.inserted_window_dims, d);
    bool batching = dims_contain(&sd.input_batching_dims, d);
    if (inserted && batching)
      return interp_lower_fail(l, ins, "inserts and batches dimension %d", d);
    if (batching && dims_contain(&sd.scatter_dims_to_operand_dims, d))
      return interp_lower_fail(l, ins, "both batches and indexes input dimension %d", d);
    if (!inserted && !batching)
      window_input[nwin++] = d;
  }
  /* Scatter dims of the updates correspond, in order, to the indices
   * dimensions other than index_vector_dim. */
  int64_t index_dim_of_batch[HLO_MAX_RANK];
  for (int d = 0, b = 0; d < it->rank; d++)
    if (d != ivd)
      index_dim_of_batch[b++] = d;
  int64_t update_dim_of_batch[HLO_MAX_RANK];
  for (int d = 0, w = 0, b = 0; d < up0->rank; d++) {
    s->udims[d] = up0->dims[d];
    if (dims_contain(&sd.update_window_dims, d)) {
      int64_t in_d = window_input[w++];
      if (up0->dims[d] > in0->dims[in_d])
        return interp_lower_fail(l, ins, "has an update window larger than the input in dimension "
                                 "%lld", (long long)in_d);
      s->u_input_dim[d] = in_d;
      s->u_index_stride[d] = 0;
    } else {
      int64_t id = index_dim_of_batch[b];
      if (up0->dims[d] != it->dims[id])
        return interp_lower_fail(l, ins, "expects update dimension %d of size %lld", d,
                                 (long long)it->dims[id]);
      s->u_input_dim[d] = -1;
      s->u_index_stride[d] = istrides[id];
      update_dim_of_batch[b++] = d;
    }
  }
  s->nstart = (int)nstart;
  for (int j = 0; j < nstart; j++)
    s->start_input_dim[j] = sd.scatter_dims_to_operand_dims.v[j];
  s->nbatching = sd.input_batching_dims.n;
  for (int j = 0; j < s->nbatching; j++) {
    int64_t in_d = sd.input_batching_dims.v[j], id = sd.scatter_indices_batching_dims.v[j];
    if (id == ivd || in0->dims[in_d] != it->dims[id])
      return interp_lower_fail(l, ins, "has batching dimensions of different sizes");
    s->batching_input_dim[j] = in_d;
    s->batching_update_dim[j] = update_dim_of_batch[batch_pos(id, ivd)];
  }
  s->replace = body_replaces(&ins->regions[0], n);
  if (n == 1 && !s->replace) {
    s->combine = interp_body_binary(&ins->regions[0]);
    if (s->combine != HLO_OP_UNKNOWN) {
      s->combine_fn = interp_combine_fn(s->combine, in0->dt);
      if (!s->combine_fn)
        s->combine_plan = interp_ew_binary_plan(l, s->combine, in0->dt);
    }
  }
  ins->attr = s;
  ins->run = run_scatter;
  return true;
}
