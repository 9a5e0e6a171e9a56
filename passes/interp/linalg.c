/*
 * Interpreter, linear algebra and transforms: triangular_solve and fft.
 *
 * Contract. triangular_solve solves op(a) x = b (left_side) or x op(a) = b
 * for each batch matrix, reading only the triangle of a that `lower`
 * names, with 1 on the diagonal if `unit_diagonal`, op being a, its
 * transpose or its conjugate transpose (transpose_a); fft computes the
 * discrete Fourier transforms of the spec: FFT and IFFT (normalised by
 * 1/n per axis) on complex tensors, RFFT (the first n/2 + 1 outputs of a
 * real line's transform) and IRFFT (its inverse, the missing half taken as
 * the conjugates of the given one, so the imaginary parts of the first
 * and, for even n, the middle component are ignored), over the last 1 to
 * 3 dimensions given by fft_length.
 *
 * Design. Both are references, not fast kernels: operands are widened
 * once (triangular_solve to double or complex double, fft to complex long
 * double), computed there and rounded once to the result type. A solve is
 * plain substitution, each unknown's sum taken in the order of its index;
 * a transform is the direct sum over each line, O(n^2) per line, with the
 * twiddle factors of a table indexed by (k * j) mod n, so no angle loses
 * digits to a large argument.
 */
#include <complex.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* ---- triangular_solve ---- */

typedef struct Solve {
  bool left, lower, unit, transpose, conjugate;
  int64_t m, n, batches; /* a is m x m; the other side of b is n */
} Solve;

/* op(a)[i][j] of one batch matrix, from the triangle a holds. */
#define OPA(SRC, i, j) (s->transpose ? SRC[(j) * s->m + (i)] : SRC[(i) * s->m + (j)])

#define SOLVE_KERNEL(NAME, T, CONJ)                                                             \
  static void NAME(const Solve *s, const T *a, T *x) {                                           \
    /* op(a) is lower triangular when a's lower triangle is read as is,   \
     * or its upper one transposed. */                                                         \
    bool op_lower = s->lower != s->transpose;                                                   \
    int64_t m = s->m;                                                                           \
    for (int64_t c = 0; c < s->n; c++) {                                                        \
      for (int64_t t = 0; t < m; t++) {                                                         \
        /* unknowns in order: down for a lower op(a) on the left or an  \
         * upper one on the right, up otherwise */                                             \
        bool down = op_lower == s->left;                                                        \
        int64_t i = down ? t : m - 1 - t;                                                       \
        T *xi = s->left ? &x[i * s->n + c] : &x[c * m + i];                                     \
        T sum = *xi;                                                                            \
        for (int64_t u = 0; u < t; u++) {                                                       \
          int64_t k = down ? u : m - 1 - u;                                                     \
          T coef = s->left ? OPA(a, i, k) : OPA(a, k, i);                                       \
          if (s->conjugate)                                                                     \
            coef = CONJ(coef);                                                                  \
          sum -= coef * (s->left ? x[k * s->n + c] : x[c * m + k]);                             \
        }                                                                                       \
        T d = OPA(a, i, i);                                                                     \
        if (s->conjugate)                                                                       \
          d = CONJ(d);                                                                          \
        *xi = s->unit ? sum : sum / d;                                                          \
      }                                                                                         \
    }                                                                                           \
  }

#define REAL_CONJ(v) (v)
SOLVE_KERNEL(solve_real, double, REAL_CONJ)
SOLVE_KERNEL(solve_complex, double complex, conj)

static bool run_triangular_solve(Exec *x, Frame *f, const Instr *ins) {
  const Solve *s = ins->attr;
  const IType *ta = ins->tin[0], *tb = ins->tin[1], *t = ins->tout[0];
  bool cplx = hlo_dtype_is_complex(t->dt);
  HloDtype wide = cplx ? HLO_DT_C128 : HLO_DT_F64;
  size_t es = (size_t)hlo_dtype_bytes(wide);
  unsigned char *a = hlo_xmalloc(es * (size_t)(ta->count ? ta->count : 1));
  unsigned char *b = hlo_xmalloc(es * (size_t)(tb->count ? tb->count : 1));
  hlo_convert(wide, a, ta->dt, in_data(f, ins, 0), ta->count);
  hlo_convert(wide, b, tb->dt, in_data(f, ins, 1), tb->count);
  int64_t asize = s->m * s->m, bsize = s->m * s->n;
  for (int64_t k = 0; k < s->batches; k++) {
    if (cplx)
      solve_complex(s, (const double complex *)a + k * asize, (double complex *)b + k * bsize);
    else
      solve_real(s, (const double *)a + k * asize, (double *)b + k * bsize);
  }
  hlo_convert(t->dt, interp_result(x, f, ins, 0)->data, wide, b, t->count);
  free(a);
  free(b);
  return true;
}

static bool lower_triangular_solve(Lower *l, Instr *ins) {
  if (ins->nin != 2 || ins->nout != 1)
    return interp_lower_fail(l, ins, "expects two operands and one result");
  const IType *a = ins->tin[0], *b = ins->tin[1], *t = ins->tout[0];
  if (a->kind != IT_TENSOR || b != t || a->dt != t->dt ||
      !(hlo_dtype_is_float(t->dt) || hlo_dtype_is_complex(t->dt)))
    return interp_lower_fail(l, ins, "expects floating-point or complex operands of one element "
                             "type and a result of b's type");
  Solve *s = LOWER_NEW(l, Solve);
  MlirStringRef word = {"", 0};
  MlirAttribute tr = hlo_attr(ins->mop, "transpose_a");
  if (!hlo_attr_bool(ins->mop, "left_side", &s->left) ||
      !hlo_attr_bool(ins->mop, "lower", &s->lower) ||
      !hlo_attr_bool(ins->mop, "unit_diagonal", &s->unit) || mlirAttributeIsNull(tr) ||
      !hlo_enum_attr(tr, "transpose", &word))
    return interp_lower_fail(l, ins, "requires left_side, lower, unit_diagonal and transpose_a");
  if (word.length == 9 && !memcmp(word.data, "TRANSPOSE", 9)) {
    s->transpose = true;
  } else if (word.length == 7 && !memcmp(word.data, "ADJOINT", 7)) {
    s->transpose = true;
    s->conjugate = hlo_dtype_is_complex(t->dt);
  } else if (!(word.length == 12 && !memcmp(word.data, "NO_TRANSPOSE", 12))) {
    return interp_lower_fail(l, ins, "has an unknown transpose_a");
  }
  int r = a->rank;
  bool ok = r >= 2 && b->rank == r && a->dims[r - 1] == a->dims[r - 2] &&
            b->dims[s->left ? r - 2 : r - 1] == a->dims[r - 1];
  for (int d = 0; ok && d < r - 2; d++)
    ok = a->dims[d] == b->dims[d];
  if (!ok)
    return interp_lower_fail(l, ins, "expects square matrices a and, on the side that meets "
                             "them, matching b, with the same batch dimensions");
  s->m = a->dims[r - 1];
  s->n = b->dims[s->left ? r - 1 : r - 2];
  s->batches = 1;
  for (int d = 0; d < r - 2; d++)
    s->batches *= a->dims[d];
  ins->attr = s;
  ins->run = run_triangular_solve;
  return true;
}

/* ---- fft ---- */

typedef long double complex Cx;

typedef enum FftKind { FFT_FORWARD, FFT_INVERSE, FFT_REAL, FFT_INVERSE_REAL } FftKind;

typedef struct Fft {
  FftKind kind;
  int naxes; /* the last naxes dimensions are transformed */
} Fft;

/* The transform of every line along `axis` of a row-major array of shape
 * `dims`: X_k = sum_j x_j w^(kj), w = e^(-2 pi i / n) forward, its
 * conjugate for the inverse; unnormalised. */
static void dft_axis(Cx *data, int rank, const int64_t *dims, int axis, bool inverse) {
  int64_t n = dims[axis], inner = 1, outer = 1;
  if (n <= 1)
    return;
  for (int d = axis + 1; d < rank; d++)
    inner *= dims[d];
  for (int d = 0; d < axis; d++)
    outer *= dims[d];
  Cx *w = hlo_xmalloc(sizeof *w * (size_t)n), *line = hlo_xmalloc(sizeof *line * (size_t)n);
  const long double two_pi = 6.283185307179586476925286766559005768L;
  for (int64_t j = 0; j < n; j++) {
    long double angle = two_pi * (long double)j / (long double)n;
    w[j] = cosl(angle) + (inverse ? 1 : -1) * sinl(angle) * I;
  }
  for (int64_t o = 0; o < outer; o++)
    for (int64_t i = 0; i < inner; i++) {
      Cx *base = data + o * n * inner + i;
      for (int64_t j = 0; j < n; j++)
        line[j] = base[j * inner];
      for (int64_t k = 0; k < n; k++) {
        Cx sum = 0;
        for (int64_t j = 0, kj = 0; j < n; j++, kj = (kj + k) % n)
          sum += line[j] * w[kj];
        base[k * inner] = sum;
      }
    }
  free(w);
  free(line);
}

static Cx *widen(HloDtype dt, const unsigned char *src, int64_t n) {
  double complex *tmp = hlo_xmalloc(sizeof *tmp * (size_t)(n ? n : 1));
  hlo_convert(HLO_DT_C128, tmp, dt, src, n);
  Cx *out = hlo_xmalloc(sizeof *out * (size_t)(n ? n : 1));
  for (int64_t i = 0; i < n; i++)
    out[i] = tmp[i];
  free(tmp);
  return out;
}

/* Copies the first `keep` entries of each line of the last dimension
 * (from lines of `from` entries), filling beyond with the conjugates of
 * the mirrored entries (IRFFT's Hermitian half) when keep > from. */
static Cx *resize_last(const Cx *src, int64_t lines, int64_t from, int64_t keep) {
  int64_t n = lines * keep;
  Cx *out = hlo_xcalloc((size_t)(n > 0 ? n : 1), sizeof *out);
  for (int64_t r = 0; r < lines; r++)
    for (int64_t k = 0; k < keep; k++)
      out[r * keep + k] = k < from ? src[r * from + k] : conjl(src[r * from + (keep - k)]);
  return out;
}

static bool run_fft(Exec *x, Frame *f, const Instr *ins) {
  const Fft *p = ins->attr;
  const IType *in = ins->tin[0], *t = ins->tout[0];
  int r = in->rank, last = r - 1, first = r - p->naxes;
  int64_t dims[HLO_MAX_RANK];
  memcpy(dims, in->dims, sizeof(int64_t) * (size_t)r);
  Cx *data = widen(in->dt, in_data(f, ins, 0), in->count);
  int64_t lines = dims[last] ? in->count / dims[last] : 0;
  long double scale = 1;
  switch (p->kind) {
  case FFT_FORWARD:
    for (int d = first; d < r; d++)
      dft_axis(data, r, dims, d, false);
    break;
  case FFT_INVERSE:
    for (int d = first; d < r; d++) {
      dft_axis(data, r, dims, d, true);
      scale *= (long double)dims[d];
    }
    break;
  case FFT_REAL: {
    dft_axis(data, r, dims, last, false);
    Cx *cut = resize_last(data, lines, dims[last], t->dims[last]);
    free(data);
    data = cut;
    dims[last] = t->dims[last];
    for (int d = first; d < last; d++)
      dft_axis(data, r, dims, d, false);
    break;
  }
  case FFT_INVERSE_REAL: {
    for (int d = first; d < last; d++) {
      dft_axis(data, r, dims, d, true);
      scale *= (long double)dims[d];
    }
    Cx *full = resize_last(data, lines, dims[last], t->dims[last]);
    free(data);
    data = full;
    dims[last] = t->dims[last];
    dft_axis(data, r, dims, last, true);
    scale *= (long double)dims[last];
    break;
  }
  }
  double complex *out = hlo_xmalloc(sizeof *out * (size_t)(t->count ? t->count : 1));
  for (int64_t i = 0; i < t->count; i++) {
    Cx v = data[i] / scale;
    out[i] = (double)creall(v) + (double)cimagl(v) * I;
  }
  hlo_convert(t->dt, interp_result(x, f, ins, 0)->data, HLO_DT_C128, out, t->count);
  free(out);
  free(data);
  return true;
}

static const struct {
  const char *word;
  FftKind kind;
} fft_kinds[] = {
    {"FFT", FFT_FORWARD}, {"IFFT", FFT_INVERSE}, {"RFFT", FFT_REAL}, {"IRFFT", FFT_INVERSE_REAL}};

/* The complex side of a real line of n: n / 2 + 1 entries (none if n is 0). */
static int64_t half_plus_one(int64_t n) { return n ? n / 2 + 1 : 0; }

static HloDtype complex_of(HloDtype dt) {
  return dt == HLO_DT_F32 ? HLO_DT_C64 : dt == HLO_DT_F64 ? HLO_DT_C128 : HLO_DT_INVALID;
}

static bool lower_fft(Lower *l, Instr *ins) {
  if (ins->nin != 1 || ins->nout != 1)
    return interp_lower_fail(l, ins, "expects one operand and one result");
  const IType *in = ins->tin[0], *t = ins->tout[0];
  Fft *p = LOWER_NEW(l, Fft);
  MlirAttribute kind = hlo_attr(ins->mop, "fft_type");
  MlirStringRef word;
  bool known = false;
  if (!mlirAttributeIsNull(kind) && hlo_enum_attr(kind, "fft_type", &word))
    for (size_t i = 0; i < sizeof fft_kinds / sizeof *fft_kinds; i++)
      if (word.length == strlen(fft_kinds[i].word) &&
          !memcmp(word.data, fft_kinds[i].word, word.length)) {
        p->kind = fft_kinds[i].kind;
        known = true;
      }
  if (!known)
    return interp_lower_fail(l, ins, "requires an fft_type of FFT, IFFT, RFFT or IRFFT");
  HloDims len;
  if (!interp_attr_dims(l, ins, "fft_length", &len, true))
    return false;
  if (in->kind != IT_TENSOR || t->kind != IT_TENSOR || len.n < 1 || len.n > 3 ||
      len.n > in->rank || t->rank != in->rank)
    return interp_lower_fail(l, ins, "expects 1 to 3 fft_length dimensions within the operand's "
                             "rank, and a result of that rank");
  bool types_ok = p->kind == FFT_REAL          ? complex_of(in->dt) == t->dt
                  : p->kind == FFT_INVERSE_REAL ? complex_of(t->dt) == in->dt
                                                : in->dt == t->dt && hlo_dtype_is_complex(t->dt);
  if (!types_ok)
    return interp_lower_fail(l, ins, "has operand and result element types that do not fit its "
                             "fft_type (f32 and f64, complex<f32> and complex<f64>)");
  p->naxes = len.n;
  int r = in->rank, last = r - 1;
  for (int d = 0; d < r; d++) {
    int64_t want = in->dims[d];
    if (d == last && p->kind == FFT_REAL)
      want = half_plus_one(in->dims[d]);
    if (d == last && p->kind == FFT_INVERSE_REAL) {
      if (in->dims[d] != half_plus_one(t->dims[d]))
        return interp_lower_fail(l, ins, "expects operand dimension %d of size %lld", d,
                                 (long long)half_plus_one(t->dims[d]));
      want = t->dims[d];
    }
    if (t->dims[d] != want)
      return interp_lower_fail(l, ins, "expects result dimension %d of size %lld", d,
                               (long long)want);
  }
  for (int i = 0; i < len.n; i++) {
    int d = r - len.n + i;
    int64_t logical = d == last && p->kind == FFT_INVERSE_REAL ? t->dims[d] : in->dims[d];
    if (len.v[i] != logical)
      return interp_lower_fail(l, ins, "has fft_length %lld for a dimension of size %lld",
                               (long long)len.v[i], (long long)logical);
  }
  ins->attr = p;
  ins->run = run_fft;
  return true;
}

bool interp_lower_linalg(Lower *l, Instr *ins) {
  switch (ins->op) {
  case HLO_OP_TRIANGULAR_SOLVE:
    return lower_triangular_solve(l, ins);
  case HLO_OP_FFT:
    return lower_fft(l, ins);
  default:
    return interp_lower_fail(l, ins, "is not supported by hlomem-run");
  }
}
