/*
 * Interpreter, convolution (and dynamic_conv, whose padding is an operand
 * that must be a constant).
 *
 * Contract: the spec's convolution for every dimension layout, window
 * strides, padding, lhs (base) and rhs (window) dilations, window
 * reversal, feature groups and batch groups, on integer, floating-point
 * and complex elements; the result's element type may be wider than the
 * operands' (i8 operands, an i32 result). Each result element is the sum,
 * from zero, of the products of its window of the padded, dilated lhs
 * with the kernel, in row-major order of the kernel's spatial dimensions
 * as listed and then its input features: the order of the dot_general
 * the spec defines it by (padding and holes count as zeros, so 0 * inf is
 * a NaN there as in the spec). Sums are taken in the compute type of
 * dot_general: f32 for bf16, f16 and f32, f64, 64-bit integers that wrap,
 * complex<f32>, complex<f64>; the result rounds once to its type.
 *
 * Design: a direct reference, O(result x window x input features per
 * group); no im2col and no blocking. Operands are converted to the
 * compute type once; each result element finds its group, its lhs batch
 * and features, and the first kernel element, then walks the window.
 */
#include <complex.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct Conv {
  HloConvDims cd;
  int nsp;                              /* spatial dimensions: rank - 2 */
  int64_t stride[HLO_MAX_RANK], pad_lo[HLO_MAX_RANK];
  int64_t lhs_dil[HLO_MAX_RANK], rhs_dil[HLO_MAX_RANK];
  bool reverse[HLO_MAX_RANK];
  int64_t feature_groups, batch_groups;
  HloDtype ct;                          /* compute dtype */
  /* Derived: strides of the operands and result, window size. */
  int64_t ls[HLO_MAX_RANK], rs[HLO_MAX_RANK], os[HLO_MAX_RANK];
  int64_t window_count, group_features; /* kernel elements; input features per group */
} Conv;

/* Where one result element reads: the lhs batch and first feature, the
 * kernel's output feature, the window's origin in the padded lhs. */
typedef struct Site {
  int64_t lhs_base, rhs_base;
  int64_t origin[HLO_MAX_RANK];
} Site;

static void site_of(const Conv *c, const IType *lhs, const IType *rhs, const int64_t *oi,
                    Site *s) {
  const HloConvDims *cd = &c->cd;
  int64_t b = oi[cd->output_batch], f = oi[cd->output_feature];
  int64_t kout = rhs->dims[cd->kernel_output_feature];
  /* batch groups split the lhs batch, feature groups its features; both
   * split the kernel's output features, the result's features in order */
  int64_t batch = b, first_feature = 0;
  if (c->batch_groups > 1)
    batch = f / (kout / c->batch_groups) * (lhs->dims[cd->input_batch] / c->batch_groups) + b;
  if (c->feature_groups > 1)
    first_feature = f / (kout / c->feature_groups) * c->group_features;
  s->lhs_base = batch * c->ls[cd->input_batch] + first_feature * c->ls[cd->input_feature];
  s->rhs_base = f * c->rs[cd->kernel_output_feature];
  for (int k = 0; k < c->nsp; k++)
    s->origin[k] = oi[cd->output_spatial.v[k]] * c->stride[k] - c->pad_lo[k];
}

/* The lhs offset of window element w, false for padding and holes. */
static bool window_element(const Conv *c, const IType *lhs, const IType *rhs, const Site *s,
                           const int64_t *w, int64_t *off) {
  *off = s->lhs_base;
  for (int k = 0; k < c->nsp; k++) {
    int64_t size = rhs->dims[c->cd.kernel_spatial.v[k]];
    int64_t p = s->origin[k] + (c->reverse[k] ? size - 1 - w[k] : w[k]) * c->rhs_dil[k];
    int64_t dim = c->cd.input_spatial.v[k];
    if (p < 0 || p % c->lhs_dil[k] || p / c->lhs_dil[k] >= lhs->dims[dim])
      return false;
    *off += p / c->lhs_dil[k] * c->ls[dim];
  }
  return true;
}

#define CONV_KERNEL(NAME, T)                                                                    \
  static void NAME(const Conv *c, const IType *lhs, const IType *rhs, const IType *t,           \
                   const T *a, const T *k, T *out) {                                            \
    int64_t oi[HLO_MAX_RANK] = {0};                                                             \
    int64_t lf = c->ls[c->cd.input_feature], kf = c->rs[c->cd.kernel_input_feature];           \
    for (int64_t o = 0; o < t->count; o++) {                                                    \
      int64_t at = 0;                                                                           \
      for (int d = 0; d < t->rank; d++)                                                         \
        at += oi[d] * c->os[d];                                                                 \
      Site s;                                                                                   \
      site_of(c, lhs, rhs, oi, &s);                                                             \
      T acc = 0;                                                                                \
      int64_t w[HLO_MAX_RANK] = {0};                                                            \
      for (int64_t e = 0; e < c->window_count; e++) {                                           \
        int64_t loff, roff = s.rhs_base;                                                        \
        bool real = window_element(c, lhs, rhs, &s, w, &loff);                                  \
        for (int q = 0; q < c->nsp; q++)                                                        \
          roff += w[q] * c->rs[c->cd.kernel_spatial.v[q]];                                      \
        for (int64_t i = 0; i < c->group_features; i++)                                         \
          acc = acc + (real ? a[loff + i * lf] : (T)0) * k[roff + i * kf];                      \
        for (int q = c->nsp - 1; q >= 0 && ++w[q] == rhs->dims[c->cd.kernel_spatial.v[q]]; q--) \
          w[q] = 0;                                                                             \
      }                                                                                         \
      out[at] = acc;                                                                            \
      for (int d = t->rank - 1; d >= 0 && ++oi[d] == t->dims[d]; d--)                           \
        oi[d] = 0;                                                                              \
    }                                                                                           \
  }

CONV_KERNEL(conv_f32, float)
CONV_KERNEL(conv_f64, double)
CONV_KERNEL(conv_c64, float complex)
CONV_KERNEL(conv_c128, double complex)
/* Integers wrap: uint64_t arithmetic on sign- or zero-extended values is
 * the exact sum modulo 2^64, which the store wraps to the result width. */
CONV_KERNEL(conv_int, uint64_t)

static bool run_convolution(Exec *x, Frame *f, const Instr *ins) {
  const Conv *c = ins->attr;
  const IType *lhs = ins->tin[0], *rhs = ins->tin[1], *t = ins->tout[0];
  size_t cb = (size_t)hlo_dtype_bytes(c->ct);
  void *a = hlo_xmalloc(cb * (size_t)(lhs->count ? lhs->count : 1));
  void *k = hlo_xmalloc(cb * (size_t)(rhs->count ? rhs->count : 1));
  void *out = hlo_xmalloc(cb * (size_t)(t->count ? t->count : 1));
  hlo_convert(c->ct, a, lhs->dt, in_data(f, ins, 0), lhs->count);
  hlo_convert(c->ct, k, rhs->dt, in_data(f, ins, 1), rhs->count);
  switch (c->ct) {
  case HLO_DT_F32: conv_f32(c, lhs, rhs, t, a, k, out); break;
  case HLO_DT_F64: conv_f64(c, lhs, rhs, t, a, k, out); break;
  case HLO_DT_C64: conv_c64(c, lhs, rhs, t, a, k, out); break;
  case HLO_DT_C128: conv_c128(c, lhs, rhs, t, a, k, out); break;
  default: conv_int(c, lhs, rhs, t, a, k, out); break;
  }
  hlo_convert(t->dt, interp_result(x, f, ins, 0)->data, c->ct, out, t->count);
  free(a);
  free(k);
  free(out);
  return true;
}

/* dot_general's compute type for operands of `in` and a result of `out`. */
static HloDtype compute_dtype(HloDtype in, HloDtype out) {
  if (hlo_dtype_is_int(in))
    return hlo_dtype_is_signed(in) ? HLO_DT_S64 : HLO_DT_U64;
  if (hlo_dtype_is_complex(in))
    return in == HLO_DT_C128 || out == HLO_DT_C128 ? HLO_DT_C128 : HLO_DT_C64;
  return in == HLO_DT_F64 || out == HLO_DT_F64 ? HLO_DT_F64 : HLO_DT_F32;
}

static bool same_class(HloDtype a, HloDtype b) {
  return (hlo_dtype_is_int(a) && hlo_dtype_is_int(b)) ||
         (hlo_dtype_is_float(a) && hlo_dtype_is_float(b)) ||
         (hlo_dtype_is_complex(a) && hlo_dtype_is_complex(b));
}

/* The layout lists: distinct dimensions of the rank, spatial lists of
 * rank - 2 entries. */
static bool check_layout(Lower *l, Instr *ins, const HloConvDims *cd, int rank) {
  HloDims in = {0}, kernel = {0}, out = {0};
  in.v[in.n++] = cd->input_batch;
  kernel.v[kernel.n++] = cd->kernel_input_feature;
  out.v[out.n++] = cd->output_batch;
  for (int k = 0; k < rank - 2; k++) {
    in.v[in.n++] = cd->input_spatial.v[k];
    kernel.v[kernel.n++] = cd->kernel_spatial.v[k];
    out.v[out.n++] = cd->output_spatial.v[k];
  }
  in.v[in.n++] = cd->input_feature;
  kernel.v[kernel.n++] = cd->kernel_output_feature;
  out.v[out.n++] = cd->output_feature;
  return interp_check_axes(l, ins, "input dimension", &in, rank) &&
         interp_check_axes(l, ins, "kernel dimension", &kernel, rank) &&
         interp_check_axes(l, ins, "output dimension", &out, rank);
}

static bool lower_window(Lower *l, Instr *ins, Conv *c, int64_t *pad_hi) {
  int n = c->nsp;
  if (!interp_window_attr(l, ins, "window_strides", n, c->stride) ||
      !interp_window_attr(l, ins, "lhs_dilation", n, c->lhs_dil) ||
      !interp_window_attr(l, ins, "rhs_dilation", n, c->rhs_dil))
    return false;
  if (ins->op == HLO_OP_DYNAMIC_CONV) {
    int64_t pad[2 * HLO_MAX_RANK], count;
    if (!interp_const_operand(l, ins, 2, "padding", pad, 2 * HLO_MAX_RANK, &count))
      return false;
    if (count != 2 * n)
      return interp_lower_fail(l, ins, "expects padding of %d x 2 integers", n);
    for (int k = 0; k < n; k++) {
      c->pad_lo[k] = pad[2 * k];
      pad_hi[k] = pad[2 * k + 1];
      if (c->pad_lo[k] < -INT32_MAX || c->pad_lo[k] > INT32_MAX || pad_hi[k] < -INT32_MAX ||
          pad_hi[k] > INT32_MAX)
        return interp_lower_fail(l, ins, "has padding out of range");
    }
  } else if (!interp_window_padding(l, ins, hlo_attr(ins->mop, "padding"), n, c->pad_lo,
                                    pad_hi)) {
    return false;
  }
  MlirAttribute rev = hlo_attr(ins->mop, "window_reversal");
  if (!mlirAttributeIsNull(rev)) {
    if (!mlirAttributeIsADenseBoolArray(rev) || mlirDenseArrayGetNumElements(rev) != n)
      return interp_lower_fail(l, ins, "expects one 'window_reversal' per spatial dimension");
    for (int k = 0; k < n; k++)
      c->reverse[k] = mlirDenseBoolArrayGetElement(rev, k);
  }
  c->feature_groups = c->batch_groups = 1;
  if (!interp_attr_i64(l, ins, "feature_group_count", &c->feature_groups, false) ||
      !interp_attr_i64(l, ins, "batch_group_count", &c->batch_groups, false))
    return false;
  if (c->feature_groups < 1 || c->batch_groups < 1 ||
      (c->feature_groups > 1 && c->batch_groups > 1))
    return interp_lower_fail(l, ins, "expects positive group counts, at most one above 1");
  return true;
}

/* The result's shape, dimension by dimension (the spec's C25). */
static bool check_result(Lower *l, Instr *ins, const Conv *c, const int64_t *pad_hi) {
  const IType *lhs = ins->tin[0], *rhs = ins->tin[1], *t = ins->tout[0];
  const HloConvDims *cd = &c->cd;
  int64_t batch = lhs->dims[cd->input_batch], features = lhs->dims[cd->input_feature];
  int64_t kout = rhs->dims[cd->kernel_output_feature];
  if (batch % c->batch_groups || kout % c->batch_groups || features % c->feature_groups ||
      kout % c->feature_groups ||
      rhs->dims[cd->kernel_input_feature] != features / c->feature_groups)
    return interp_lower_fail(l, ins, "has batch or feature sizes its group counts do not divide, "
                             "or a kernel input feature size other than %lld",
                             (long long)(features / c->feature_groups));
  int64_t want[HLO_MAX_RANK];
  want[cd->output_batch] = batch / c->batch_groups;
  want[cd->output_feature] = kout;
  for (int k = 0; k < c->nsp; k++) {
    int64_t in = lhs->dims[cd->input_spatial.v[k]], win = rhs->dims[cd->kernel_spatial.v[k]];
    int64_t dilated = in == 0 ? 0 : (in - 1) * c->lhs_dil[k] + 1;
    int64_t padded = c->pad_lo[k] + dilated + pad_hi[k];
    int64_t window = win == 0 ? 0 : (win - 1) * c->rhs_dil[k] + 1;
    want[cd->output_spatial.v[k]] =
        padded <= 0 || window > padded ? 0 : (padded - window) / c->stride[k] + 1;
  }
  for (int d = 0; d < t->rank; d++)
    if (t->dims[d] != want[d])
      return interp_lower_fail(l, ins, "expects result dimension %d of size %lld", d,
                               (long long)want[d]);
  return true;
}

bool interp_lower_convolution(Lower *l, Instr *ins) {
  if (ins->nin != (ins->op == HLO_OP_DYNAMIC_CONV ? 3 : 2) || ins->nout != 1)
    return interp_lower_fail(l, ins, "has the wrong number of operands or results");
  const IType *lhs = ins->tin[0], *rhs = ins->tin[1], *t = ins->tout[0];
  if (lhs->kind != IT_TENSOR || rhs->kind != IT_TENSOR || t->kind != IT_TENSOR ||
      lhs->dt != rhs->dt || lhs->dt == HLO_DT_I1 || !same_class(lhs->dt, t->dt))
    return interp_lower_fail(l, ins, "expects operands of one element type (not i1) and a "
                             "result of their kind");
  Conv *c = LOWER_NEW(l, Conv);
  int rank = lhs->rank;
  c->nsp = rank - 2;
  if (!hlo_conv_dims(ins->mop, &c->cd))
    return interp_lower_fail(l, ins, "has malformed dimension_numbers");
  if (rank < 2 || rhs->rank != rank || t->rank != rank || c->cd.input_spatial.n != c->nsp ||
      c->cd.kernel_spatial.n != c->nsp || c->cd.output_spatial.n != c->nsp)
    return interp_lower_fail(l, ins, "expects operands and result of one rank N >= 2 and N - 2 "
                             "spatial dimensions");
  int64_t pad_hi[HLO_MAX_RANK];
  if (!check_layout(l, ins, &c->cd, rank) || !lower_window(l, ins, c, pad_hi) ||
      !check_result(l, ins, c, pad_hi))
    return false;
  c->ct = compute_dtype(lhs->dt, t->dt);
  itype_strides(lhs, c->ls);
  itype_strides(rhs, c->rs);
  itype_strides(t, c->os);
  c->window_count = 1;
  for (int k = 0; k < c->nsp; k++)
    c->window_count *= rhs->dims[c->cd.kernel_spatial.v[k]];
  c->group_features = rhs->dims[c->cd.kernel_input_feature];
  ins->attr = c;
  ins->run = run_convolution;
  return true;
}
