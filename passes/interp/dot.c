/*
 * Interpreter, dot_general (and dot, its fixed-numbers ancestor).
 *
 * The op is seen as a batch of matrix products C[b] = A[b] x B[b] with
 * A[b] of shape M x K and B[b] of shape K x N: M and N collect the free
 * dimensions of each side, K the contracting ones, b the batch ones. When
 * each group of an operand's dimensions is nested row-major in memory the
 * operand is used in place through three strides; otherwise (or when it
 * is not stored in the compute type) it is first copied into that form.
 *
 * f32 and f64 products run a blocked loop nest in the style of BLIS: B is
 * packed in panels of KC x NR, A in blocks of MC x KC, and a 6 x 8 micro
 * kernel keeps its tile of C in vector registers for KC steps, with an
 * AVX2 clone picked at run time. Every lane sums its products in the same
 * order, as separate multiplies and adds (the file is built without FMA
 * contraction), so both clones give the same bits: results do not depend
 * on the machine.
 * bf16 and f16 compute in f32 and round the result once, as XLA's CPU
 * backend does; integers accumulate in 64 bits and wrap; complex uses a
 * plain loop. No BLAS: its summation order changes with the CPU, and the
 * interpreter stays free of dependencies beyond MLIR.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct Side {
  int64_t stride_b, stride_outer, stride_k; /* (b, m, k) for lhs, (b, k, n) for rhs */
  bool in_place;                            /* strides address the operand directly */
  /* Otherwise: the permutation and shape that make it contiguous. */
  int rank;
  int64_t perm[HLO_MAX_RANK];
} Side;

typedef struct Dot {
  int64_t B, M, N, K;
  HloDtype ct; /* compute dtype */
  Side lhs, rhs;
} Dot;

/* ---- the f32 / f64 kernel ---- */

enum { MR = 6, NR = 8, KC = 256, MC = 96, NC = 1024 };

/* x86-64's baseline is SSE2; where the CPU has AVX2 the kernel's 8-wide
 * vectors take one register instead of two. */
#if defined(__x86_64__) && defined(__GNUC__)
#define KERNEL_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define KERNEL_CLONES
#endif

#define GEMM(T, S)                                                                              \
  typedef T vec_##S __attribute__((vector_size(NR * sizeof(T))));                               \
                                                                                                \
  /* c[MR x NR] (leading dimension ldc) += a_panel x b_panel over kc steps;                   \
   * only the top-left mr x nr of the tile is stored. */                                        \
  KERNEL_CLONES                                                                                 \
  static void micro_##S(int64_t kc, const T *a, const T *b, T *c, int64_t ldc, int mr, int nr) { \
    vec_##S acc[MR];                                                                            \
    memset(acc, 0, sizeof acc);                                                                 \
    for (int64_t k = 0; k < kc; k++) {                                                          \
      vec_##S bv;                                                                               \
      memcpy(&bv, b + k * NR, sizeof bv);                                                       \
      for (int r = 0; r < MR; r++)                                                              \
        acc[r] += bv * a[k * MR + r];                                                           \
    }                                                                                           \
    for (int r = 0; r < mr; r++) {                                                              \
      T row[NR];                                                                                \
      memcpy(row, &acc[r], sizeof row);                                                         \
      T *cr = c + r * ldc;                                                                      \
      for (int j = 0; j < nr; j++)                                                              \
        cr[j] += row[j];                                                                        \
    }                                                                                           \
  }                                                                                             \
                                                                                                \
  /* C (M x N, row-major) = A x B with A(m, k) at a[m*sam + k*sak] and                          \
   * B(k, n) at b[k*sbk + n*sbn]. */                                                            \
  static void gemm_##S(int64_t M, int64_t N, int64_t K, const T *a, int64_t sam, int64_t sak,   \
                       const T *b, int64_t sbk, int64_t sbn, T *c, T *apack, T *bpack) {        \
    memset(c, 0, sizeof(T) * (size_t)(M * N));                                                  \
    for (int64_t k0 = 0; k0 < K; k0 += KC) {                                                    \
      int64_t kc = K - k0 < KC ? K - k0 : KC;                                                   \
      for (int64_t n0 = 0; n0 < N; n0 += NC) {                                                  \
        int64_t nc = N - n0 < NC ? N - n0 : NC;                                                 \
        for (int64_t j = 0; j < nc; j += NR) {                                                  \
          T *bp = bpack + j * kc;                                                               \
          int nr = nc - j < NR ? (int)(nc - j) : NR;                                            \
          for (int64_t k = 0; k < kc; k++) {                                                    \
            const T *src = b + (k0 + k) * sbk + (n0 + j) * sbn;                                 \
            for (int q = 0; q < NR; q++)                                                        \
              bp[k * NR + q] = q < nr ? src[q * sbn] : 0;                                       \
          }                                                                                     \
        }                                                                                       \
        for (int64_t m0 = 0; m0 < M; m0 += MC) {                                                \
          int64_t mc = M - m0 < MC ? M - m0 : MC;                                               \
          for (int64_t i = 0; i < mc; i += MR) {                                                \
            T *ap = apack + i * kc;                                                             \
            int mr = mc - i < MR ? (int)(mc - i) : MR;                                          \
            for (int64_t k = 0; k < kc; k++) {                                                  \
              const T *src = a + (m0 + i) * sam + (k0 + k) * sak;                               \
              for (int r = 0; r < MR; r++)                                                      \
                ap[k * MR + r] = r < mr ? src[r * sam] : 0;                                     \
            }                                                                                   \
          }                                                                                     \
          for (int64_t i = 0; i < mc; i += MR)                                                  \
            for (int64_t j = 0; j < nc; j += NR)                                                \
              micro_##S(kc, apack + i * kc, bpack + j * kc, c + (m0 + i) * N + n0 + j, N,       \
                        mc - i < MR ? (int)(mc - i) : MR, nc - j < NR ? (int)(nc - j) : NR);    \
        }                                                                                       \
      }                                                                                         \
    }                                                                                           \
  }

GEMM(float, f32)
GEMM(double, f64)

/* ---- the plain loops: integers and complex ---- */

#define NAIVE(T, S, ACC)                                                                        \
  static void naive_##S(int64_t M, int64_t N, int64_t K, const T *a, int64_t sam, int64_t sak,  \
                        const T *b, int64_t sbk, int64_t sbn, T *c) {                           \
    for (int64_t m = 0; m < M; m++)                                                             \
      for (int64_t n = 0; n < N; n++) {                                                         \
        T acc = 0;                                                                              \
        for (int64_t k = 0; k < K; k++)                                                         \
          acc = ACC(acc, a[m * sam + k * sak], b[k * sbk + n * sbn]);                           \
        c[m * N + n] = acc;                                                                     \
      }                                                                                         \
  }

#define WRAPPING_MAC(acc, x, y) (int64_t)((uint64_t)(acc) + (uint64_t)(x) * (uint64_t)(y))
#define MAC(acc, x, y) ((acc) + (x) * (y))

NAIVE(int64_t, i64, WRAPPING_MAC)
NAIVE(float _Complex, c64, MAC)
NAIVE(double _Complex, c128, MAC)

/* ---- running ---- */

/* The operand as the kernel reads it: in place, or a contiguous copy in
 * the compute dtype (freed by the caller when it is not `data`). */
static const unsigned char *prepare(const Side *s, const IType *t, HloDtype ct,
                                    const unsigned char *data) {
  if (s->in_place)
    return data;
  int es = hlo_dtype_bytes(t->dt);
  int64_t strides[HLO_MAX_RANK], src_strides[HLO_MAX_RANK], dims[HLO_MAX_RANK];
  int64_t dst_strides[HLO_MAX_RANK];
  itype_strides(t, strides);
  for (int d = 0; d < s->rank; d++) {
    dims[d] = t->dims[s->perm[d]];
    src_strides[d] = strides[s->perm[d]];
  }
  int64_t step = 1;
  for (int d = s->rank - 1; d >= 0; d--) {
    dst_strides[d] = step;
    step *= dims[d];
  }
  unsigned char *copy = hlo_xmalloc((size_t)t->size + 1);
  interp_strided_copy(es, s->rank, dims, copy, dst_strides, data, src_strides);
  if (ct == t->dt)
    return copy;
  unsigned char *conv = hlo_xmalloc((size_t)(t->count * hlo_dtype_bytes(ct)) + 1);
  hlo_convert(ct, conv, t->dt, copy, t->count);
  free(copy);
  return conv;
}

static bool run_dot(Exec *x, Frame *f, const Instr *ins) {
  const Dot *d = ins->attr;
  const IType *t = ins->tout[0];
  const unsigned char *a = prepare(&d->lhs, ins->tin[0], d->ct, in_data(f, ins, 0));
  const unsigned char *b = prepare(&d->rhs, ins->tin[1], d->ct, in_data(f, ins, 1));
  unsigned char *out = interp_result(x, f, ins, 0)->data;
  int cs = hlo_dtype_bytes(d->ct);
  unsigned char *c = d->ct == t->dt ? out : hlo_xmalloc((size_t)(t->count * cs) + 1);
  void *apack = NULL, *bpack = NULL;
  if (d->ct == HLO_DT_F32 || d->ct == HLO_DT_F64) {
    apack = hlo_xmalloc((size_t)(MC + MR) * KC * (size_t)cs);
    bpack = hlo_xmalloc((size_t)(NC + NR) * KC * (size_t)cs);
  }
  for (int64_t i = 0; i < d->B; i++) {
    const unsigned char *ab = a + i * d->lhs.stride_b * cs, *bb = b + i * d->rhs.stride_b * cs;
    unsigned char *cb = c + i * d->M * d->N * cs;
    int64_t sam = d->lhs.stride_outer, sak = d->lhs.stride_k;
    int64_t sbk = d->rhs.stride_k, sbn = d->rhs.stride_outer;
    switch (d->ct) {
    case HLO_DT_F32:
      gemm_f32(d->M, d->N, d->K, (const float *)ab, sam, sak, (const float *)bb, sbk, sbn,
               (float *)cb, apack, bpack);
      break;
    case HLO_DT_F64:
      gemm_f64(d->M, d->N, d->K, (const double *)ab, sam, sak, (const double *)bb, sbk, sbn,
               (double *)cb, apack, bpack);
      break;
    case HLO_DT_C64:
      naive_c64(d->M, d->N, d->K, (const float _Complex *)ab, sam, sak,
                (const float _Complex *)bb, sbk, sbn, (float _Complex *)cb);
      break;
    case HLO_DT_C128:
      naive_c128(d->M, d->N, d->K, (const double _Complex *)ab, sam, sak,
                 (const double _Complex *)bb, sbk, sbn, (double _Complex *)cb);
      break;
    default:
      naive_i64(d->M, d->N, d->K, (const int64_t *)ab, sam, sak, (const int64_t *)bb, sbk, sbn,
                (int64_t *)cb);
      break;
    }
  }
  if (c != out) {
    hlo_convert(t->dt, out, d->ct, c, t->count);
    free(c);
  }
  if (a != in_data(f, ins, 0))
    free((void *)a);
  if (b != in_data(f, ins, 1))
    free((void *)b);
  free(apack);
  free(bpack);
  return true;
}

/* ---- lowering ---- */

/* The stride of a group of dimensions taken in order as one index, or -1
 * if they are not nested row-major; `size` gets the group's extent. */
static int64_t group_stride(const IType *t, const int64_t *strides, const int64_t *group, int n,
                            int64_t *size) {
  int64_t stride = 0, inner_extent = 1;
  *size = 1;
  for (int i = n - 1; i >= 0; i--) {
    int64_t d = group[i];
    *size *= t->dims[d];
    if (t->dims[d] == 1)
      continue;
    if (stride == 0)
      stride = strides[d];
    else if (strides[d] != stride * inner_extent)
      return -1;
    inner_extent *= t->dims[d];
  }
  return stride;
}

/* Lays out one operand: groups (batch, outer, k) for lhs or (batch, k,
 * outer) for rhs, in that memory order when copied. */
static void plan_side(Side *s, const IType *t, HloDtype ct, const HloDims *batch,
                      const HloDims *contract, bool is_rhs, int64_t *outer_size) {
  int64_t free_dims[HLO_MAX_RANK];
  int nfree = 0;
  for (int d = 0; d < t->rank; d++) {
    bool used = false;
    for (int i = 0; i < batch->n; i++)
      used |= batch->v[i] == d;
    for (int i = 0; i < contract->n; i++)
      used |= contract->v[i] == d;
    if (!used)
      free_dims[nfree++] = d;
  }
  int64_t strides[HLO_MAX_RANK], bsize, ksize;
  itype_strides(t, strides);
  int64_t sb = group_stride(t, strides, batch->v, batch->n, &bsize);
  int64_t sk = group_stride(t, strides, contract->v, contract->n, &ksize);
  int64_t so = group_stride(t, strides, free_dims, nfree, outer_size);
  s->in_place = sb >= 0 && sk >= 0 && so >= 0 && ct == t->dt;
  if (s->in_place) {
    s->stride_b = sb;
    s->stride_k = sk;
    s->stride_outer = so;
    return;
  }
  /* The copy is (batch, outer, k) for lhs and (batch, k, outer) for rhs. */
  s->rank = 0;
  for (int i = 0; i < batch->n; i++)
    s->perm[s->rank++] = batch->v[i];
  const int64_t *first = is_rhs ? contract->v : free_dims;
  const int64_t *second = is_rhs ? free_dims : contract->v;
  int nfirst = is_rhs ? contract->n : nfree, nsecond = is_rhs ? nfree : contract->n;
  for (int i = 0; i < nfirst; i++)
    s->perm[s->rank++] = first[i];
  for (int i = 0; i < nsecond; i++)
    s->perm[s->rank++] = second[i];
  s->stride_b = *outer_size * ksize;
  s->stride_k = is_rhs ? *outer_size : 1;
  s->stride_outer = is_rhs ? 1 : ksize;
}

static HloDtype compute_dtype_for(HloDtype in, HloDtype out) {
  if (hlo_dtype_is_complex(in) || hlo_dtype_is_complex(out))
    return in == HLO_DT_C128 || out == HLO_DT_C128 ? HLO_DT_C128 : HLO_DT_C64;
  if (hlo_dtype_is_float(in) || hlo_dtype_is_float(out))
    return in == HLO_DT_F64 || out == HLO_DT_F64 ? HLO_DT_F64 : HLO_DT_F32;
  return hlo_dtype_is_signed(in) ? HLO_DT_S64 : HLO_DT_U64;
}

bool interp_lower_dot(Lower *l, Instr *ins) {
  if (ins->nin != 2 || ins->nout != 1)
    return interp_lower_fail(l, ins, "expects two operands and one result");
  const IType *lhs = ins->tin[0], *rhs = ins->tin[1], *t = ins->tout[0];
  if (lhs->kind != IT_TENSOR || rhs->kind != IT_TENSOR || t->kind != IT_TENSOR)
    return interp_lower_fail(l, ins, "expects tensors");
  if (lhs->dt != rhs->dt || lhs->dt == HLO_DT_I1 || t->dt == HLO_DT_I1 ||
      hlo_dtype_is_complex(lhs->dt) != hlo_dtype_is_complex(t->dt) ||
      hlo_dtype_is_int(lhs->dt) != hlo_dtype_is_int(t->dt))
    return interp_lower_fail(l, ins, "cannot multiply %s by %s into %s", hlo_dtype_name(lhs->dt),
                             hlo_dtype_name(rhs->dt), hlo_dtype_name(t->dt));
  HloDotDims dd;
  if (!hlo_dot_dims(ins->mop, &dd))
    return interp_lower_fail(l, ins, "has malformed dot_dimension_numbers");
  if (!interp_check_axes(l, ins, "lhs dimensions", &dd.lhs_batch, lhs->rank) ||
      !interp_check_axes(l, ins, "rhs dimensions", &dd.rhs_batch, rhs->rank) ||
      !interp_check_axes(l, ins, "lhs dimensions", &dd.lhs_contract, lhs->rank) ||
      !interp_check_axes(l, ins, "rhs dimensions", &dd.rhs_contract, rhs->rank))
    return false;
  HloDims lall = dd.lhs_batch, rall = dd.rhs_batch;
  for (int i = 0; i < dd.lhs_contract.n; i++) {
    lall.v[lall.n++] = dd.lhs_contract.v[i];
    rall.v[rall.n++] = dd.rhs_contract.v[i];
    if (lhs->dims[dd.lhs_contract.v[i]] != rhs->dims[dd.rhs_contract.v[i]])
      return interp_lower_fail(l, ins, "contracts dimensions of different sizes");
  }
  if (!interp_check_axes(l, ins, "lhs batching and contracting dimensions", &lall, lhs->rank) ||
      !interp_check_axes(l, ins, "rhs batching and contracting dimensions", &rall, rhs->rank))
    return false;
  for (int i = 0; i < dd.lhs_batch.n; i++)
    if (lhs->dims[dd.lhs_batch.v[i]] != rhs->dims[dd.rhs_batch.v[i]])
      return interp_lower_fail(l, ins, "batches dimensions of different sizes");
  /* The result: batch dims, then lhs free dims, then rhs free dims. */
  int64_t expect[HLO_MAX_RANK];
  int rank = 0;
  for (int i = 0; i < dd.lhs_batch.n; i++)
    expect[rank++] = lhs->dims[dd.lhs_batch.v[i]];
  for (int side = 0; side < 2; side++) {
    const IType *o = side ? rhs : lhs;
    const HloDims *used = side ? &rall : &lall;
    for (int d = 0; d < o->rank; d++) {
      bool taken = false;
      for (int i = 0; i < used->n; i++)
        taken |= used->v[i] == d;
      if (!taken && rank < HLO_MAX_RANK)
        expect[rank++] = o->dims[d];
      else if (!taken)
        return interp_lower_fail(l, ins, "has a result of rank above %d", HLO_MAX_RANK);
    }
  }
  bool shape_ok = rank == t->rank;
  for (int d = 0; shape_ok && d < rank; d++)
    shape_ok = expect[d] == t->dims[d];
  if (!shape_ok)
    return interp_lower_fail(l, ins, "has a result shape that is not batch x lhs free x rhs free");
  Dot *dot = LOWER_NEW(l, Dot);
  dot->ct = compute_dtype_for(lhs->dt, t->dt);
  dot->B = 1;
  for (int i = 0; i < dd.lhs_batch.n; i++)
    dot->B *= lhs->dims[dd.lhs_batch.v[i]];
  dot->K = 1;
  for (int i = 0; i < dd.lhs_contract.n; i++)
    dot->K *= lhs->dims[dd.lhs_contract.v[i]];
  plan_side(&dot->lhs, lhs, dot->ct, &dd.lhs_batch, &dd.lhs_contract, false, &dot->M);
  plan_side(&dot->rhs, rhs, dot->ct, &dd.rhs_batch, &dd.rhs_contract, true, &dot->N);
  ins->attr = dot;
  ins->run = run_dot;
  return true;
}
