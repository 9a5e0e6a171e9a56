/*
 * Interpreter, elementwise ops: arithmetic, math, logic, comparison,
 * convert, select, clamp, reduce_precision.
 *
 * Each op runs as a kernel over a compute type: f32 (for bf16, f16 and
 * f32 storage; the result is rounded back after each op, as XLA's CPU
 * backend does), f64, complex<f32>, complex<f64>, or 64-bit integers
 * holding every integer dtype sign- or zero-extended, with the width and
 * signedness in the kernel's context so that wrapping, shifts, division
 * and comparisons see the real type. i1 is a 1-bit unsigned integer;
 * where the spec defines booleans differently (add is or, multiply is and)
 * the kernel says so. Lowering picks the kernel once; running converts
 * chunks of operands into the compute type when they are not already
 * stored in it, so f32 and f64 ops are plain loops over the buffers.
 *
 * Integer corner cases follow XLA, the spec leaving them to the
 * implementation: x / 0 is -1 (all bits set), x % 0 is x, INT_MIN / -1 is
 * INT_MIN and INT_MIN % -1 is 0; a shift by the width or more gives 0 (or
 * the sign for an arithmetic right shift); a negative integer power is 0
 * unless the base is 1 or -1. Floats follow IEEE-754: NaN propagates
 * through maximum and minimum, and -0.0 < +0.0 there.
 */
#include <complex.h>
#include <math.h>
#include <string.h>

#include "internal.h"

struct EwCtx {
  int bits;        /* integers: width of the dtype */
  bool is_signed;
  bool is_bool;
  HloCompare dir;
  bool total_order;
};

typedef struct EwPlan {
  EwFn fn;
  EwCtx ctx;
  int arity;
  HloDtype in_dt[3], in_ct[3]; /* storage and compute dtypes of operands */
  bool scalar[3];              /* a rank-0 operand applied to every element */
  HloDtype out_dt, out_ct;
} EwPlan;

/* ---- float kernels, for float and double ---- */

#define UNARY(NAME, T, EXPR)                                                                    \
  static void NAME(int64_t n, const void *const *in, void *out, const EwCtx *c) {               \
    const T *a = in[0];                                                                         \
    T *o = out;                                                                                 \
    (void)c;                                                                                    \
    for (int64_t i = 0; i < n; i++) {                                                           \
      T x = a[i];                                                                               \
      o[i] = (EXPR);                                                                            \
    }                                                                                           \
  }

#define BINARY(NAME, T, EXPR)                                                                   \
  static void NAME(int64_t n, const void *const *in, void *out, const EwCtx *c) {               \
    const T *a = in[0], *b = in[1];                                                             \
    T *o = out;                                                                                 \
    (void)c;                                                                                    \
    for (int64_t i = 0; i < n; i++) {                                                           \
      T x = a[i], y = b[i];                                                                     \
      o[i] = (EXPR);                                                                            \
    }                                                                                           \
  }

#define MF(fn) fn##f
#define MD(fn) fn

/* IEEE maximum / minimum: NaN wins, and +0 > -0. */
#define FLOAT_MINMAX(T, S)                                                                      \
  static inline T max_##S(T x, T y) {                                                           \
    if (x != x)                                                                                 \
      return x;                                                                                 \
    if (y != y)                                                                                 \
      return y;                                                                                 \
    if (x == y)                                                                                 \
      return signbit(x) ? y : x;                                                                \
    return x > y ? x : y;                                                                       \
  }                                                                                             \
  static inline T min_##S(T x, T y) {                                                           \
    if (x != x)                                                                                 \
      return x;                                                                                 \
    if (y != y)                                                                                 \
      return y;                                                                                 \
    if (x == y)                                                                                 \
      return signbit(x) ? x : y;                                                                \
    return x < y ? x : y;                                                                       \
  }                                                                                             \
  static inline T fsign_##S(T x) { return x != x || x == 0 ? x : x < 0 ? (T)-1 : (T)1; }

FLOAT_MINMAX(float, f32)
FLOAT_MINMAX(double, f64)

#define FLOAT_KERNELS(T, S, M)                                                                  \
  UNARY(abs_##S, T, M(fabs)(x))                                                                 \
  UNARY(ceil_##S, T, M(ceil)(x))                                                                \
  UNARY(floor_##S, T, M(floor)(x))                                                              \
  UNARY(neg_##S, T, -x)                                                                         \
  UNARY(round_afz_##S, T, M(round)(x))                                                          \
  UNARY(round_even_##S, T, M(rint)(x))                                                          \
  UNARY(sign_##S, T, fsign_##S(x))                                                               \
  UNARY(sqrt_##S, T, M(sqrt)(x))                                                                \
  UNARY(ident_##S, T, x)                                                                        \
  BINARY(add_##S, T, x + y)                                                                     \
  BINARY(sub_##S, T, x - y)                                                                     \
  BINARY(mul_##S, T, x * y)                                                                     \
  BINARY(div_##S, T, x / y)                                                                     \
  BINARY(rem_##S, T, M(fmod)(x, y))                                                             \
  BINARY(maxk_##S, T, max_##S(x, y))                                                            \
  BINARY(mink_##S, T, min_##S(x, y))                                                            \
  static void is_finite_##S(int64_t n, const void *const *in, void *out, const EwCtx *c) {     \
    const T *a = in[0];                                                                         \
    unsigned char *o = out;                                                                     \
    (void)c;                                                                                    \
    for (int64_t i = 0; i < n; i++)                                                             \
      o[i] = isfinite(a[i]) != 0;                                                               \
  }                                                                                             \
  static void clamp_##S(int64_t n, const void *const *in, void *out, const EwCtx *c) {          \
    const T *lo = in[0], *a = in[1], *hi = in[2];                                               \
    T *o = out;                                                                                 \
    (void)c;                                                                                    \
    for (int64_t i = 0; i < n; i++)                                                             \
      o[i] = min_##S(max_##S(a[i], lo[i]), hi[i]);                                              \
  }

FLOAT_KERNELS(float, f32, MF)
FLOAT_KERNELS(double, f64, MD)

/* imag of a real number: an exact zero, whatever the operand. */
#define ZERO_KERNEL(T, S)                                                                       \
  static void imag_real_##S(int64_t n, const void *const *in, void *out, const EwCtx *c) {      \
    (void)in;                                                                                   \
    (void)c;                                                                                    \
    memset(out, 0, (size_t)n * sizeof(T));                                                      \
  }
ZERO_KERNEL(float, f32)
ZERO_KERNEL(double, f64)

/* Total order of IEEE floats as signed integers: -NaN < -Inf < ... < -0 <
 * +0 < ... < +Inf < +NaN. */
static inline int64_t total_key_f32(float x) {
  int32_t k;
  memcpy(&k, &x, 4);
  return k ^ ((k >> 31) & 0x7fffffff);
}

static inline int64_t total_key_f64(double x) {
  int64_t k;
  memcpy(&k, &x, 8);
  return k ^ ((k >> 63) & INT64_MAX);
}

#define COMPARE_LOOPS(A, B)                                                                     \
  switch (c->dir) {                                                                             \
  case HLO_CMP_EQ: for (int64_t i = 0; i < n; i++) o[i] = (A) == (B); break;                    \
  case HLO_CMP_NE: for (int64_t i = 0; i < n; i++) o[i] = (A) != (B); break;                    \
  case HLO_CMP_GE: for (int64_t i = 0; i < n; i++) o[i] = (A) >= (B); break;                    \
  case HLO_CMP_GT: for (int64_t i = 0; i < n; i++) o[i] = (A) > (B); break;                     \
  case HLO_CMP_LE: for (int64_t i = 0; i < n; i++) o[i] = (A) <= (B); break;                    \
  case HLO_CMP_LT: for (int64_t i = 0; i < n; i++) o[i] = (A) < (B); break;                     \
  default: break;                                                                               \
  }

#define FLOAT_COMPARE(T, S)                                                                     \
  static void compare_##S(int64_t n, const void *const *in, void *out, const EwCtx *c) {        \
    const T *a = in[0], *b = in[1];                                                             \
    unsigned char *o = out;                                                                     \
    if (c->total_order) {                                                                       \
      COMPARE_LOOPS(total_key_##S(a[i]), total_key_##S(b[i]))                                   \
    } else {                                                                                    \
      COMPARE_LOOPS(a[i], b[i])                                                                 \
    }                                                                                           \
  }
FLOAT_COMPARE(float, f32)
FLOAT_COMPARE(double, f64)

/* ---- complex kernels ---- */

#define COMPLEX_KERNELS(T, R, S, M)                                                             \
  UNARY(cneg_##S, T, -x)                                                                        \
  BINARY(cadd_##S, T, x + y)                                                                    \
  BINARY(csub_##S, T, x - y)                                                                    \
  BINARY(cmul_##S, T, x * y)                                                                    \
  BINARY(cdiv_##S, T, x / y)                                                                    \
  static void cabs_##S(int64_t n, const void *const *in, void *out, const EwCtx *c) {           \
    const T *a = in[0];                                                                         \
    R *o = out;                                                                                 \
    (void)c;                                                                                    \
    for (int64_t i = 0; i < n; i++)                                                             \
      o[i] = M(cabs)(a[i]);                                                                     \
  }                                                                                             \
  static void creal_##S(int64_t n, const void *const *in, void *out, const EwCtx *c) {          \
    const T *a = in[0];                                                                         \
    R *o = out;                                                                                 \
    (void)c;                                                                                    \
    for (int64_t i = 0; i < n; i++)                                                             \
      o[i] = M(creal)(a[i]);                                                                    \
  }                                                                                             \
  static void cimag_##S(int64_t n, const void *const *in, void *out, const EwCtx *c) {          \
    const T *a = in[0];                                                                         \
    R *o = out;                                                                                 \
    (void)c;                                                                                    \
    for (int64_t i = 0; i < n; i++)                                                             \
      o[i] = M(cimag)(a[i]);                                                                    \
  }                                                                                             \
  static void cmake_##S(int64_t n, const void *const *in, void *out, const EwCtx *c) {          \
    const R *re = in[0], *im = in[1];                                                           \
    R *o = out;                                                                                 \
    (void)c;                                                                                    \
    for (int64_t i = 0; i < n; i++) {                                                           \
      o[2 * i] = re[i];                                                                         \
      o[2 * i + 1] = im[i];                                                                     \
    }                                                                                           \
  }                                                                                             \
  /* Lexicographic on (real, imaginary), as the spec orders complex. */                         \
  static int ccmp_##S(T x, T y) {                                                               \
    R xr = M(creal)(x), yr = M(creal)(y), xi = M(cimag)(x), yi = M(cimag)(y);                   \
    if (xr != yr)                                                                               \
      return xr < yr ? -1 : xr > yr ? 1 : 2; /* 2: unordered */                                 \
    return xi < yi ? -1 : xi > yi ? 1 : xi == yi ? 0 : 2;                                       \
  }                                                                                             \
  static void ccompare_##S(int64_t n, const void *const *in, void *out, const EwCtx *c) {       \
    const T *a = in[0], *b = in[1];                                                             \
    unsigned char *o = out;                                                                     \
    for (int64_t i = 0; i < n; i++) {                                                           \
      int r = ccmp_##S(a[i], b[i]);                                                             \
      switch (c->dir) {                                                                         \
      case HLO_CMP_EQ: o[i] = r == 0; break;                                                    \
      case HLO_CMP_NE: o[i] = r != 0; break;                                                    \
      case HLO_CMP_GE: o[i] = r == 0 || r == 1; break;                                          \
      case HLO_CMP_GT: o[i] = r == 1; break;                                                    \
      case HLO_CMP_LE: o[i] = r == 0 || r == -1; break;                                         \
      default: o[i] = r == -1; break;                                                           \
      }                                                                                         \
    }                                                                                           \
  }                                                                                             \
  BINARY(cmax_##S, T, ccmp_##S(x, y) == -1 ? y : x)                                             \
  BINARY(cmin_##S, T, ccmp_##S(x, y) == 1 ? y : x)

COMPLEX_KERNELS(float complex, float, c64, MF)
COMPLEX_KERNELS(double complex, double, c128, MD)

/* ---- integer kernels on 64-bit lanes ---- */

static inline uint64_t width_mask(int bits) {
  return bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
}

static inline int64_t sign_extend(uint64_t v, int bits) {
  if (bits >= 64)
    return (int64_t)v;
  uint64_t m = UINT64_C(1) << (bits - 1);
  v &= width_mask(bits);
  return (int64_t)((v ^ m) - m);
}

static inline bool int_less(const EwCtx *c, int64_t x, int64_t y) {
  return c->is_signed ? x < y : (uint64_t)x < (uint64_t)y;
}

static inline int64_t int_div(const EwCtx *c, int64_t x, int64_t y) {
  if (y == 0)
    return -1;
  if (c->is_signed)
    return x == INT64_MIN && y == -1 ? x : x / y;
  return (int64_t)((uint64_t)x / (uint64_t)y);
}

static inline int64_t int_rem(const EwCtx *c, int64_t x, int64_t y) {
  if (y == 0)
    return x;
  if (c->is_signed)
    return y == -1 ? 0 : x % y;
  return (int64_t)((uint64_t)x % (uint64_t)y);
}

static inline int64_t int_pow(const EwCtx *c, int64_t base, int64_t exp) {
  if (c->is_signed && exp < 0) {
    if (base == 1)
      return 1;
    if (base == -1)
      return (exp & 1) ? -1 : 1;
    return 0;
  }
  uint64_t r = 1, b = (uint64_t)base, e = (uint64_t)exp;
  while (e) {
    if (e & 1)
      r *= b;
    b *= b;
    e >>= 1;
  }
  return (int64_t)r;
}

static inline int64_t int_shl(const EwCtx *c, int64_t x, int64_t amount) {
  return (uint64_t)amount >= (uint64_t)c->bits ? 0 : (int64_t)((uint64_t)x << amount);
}

static inline int64_t int_shr_logical(const EwCtx *c, int64_t x, int64_t amount) {
  if ((uint64_t)amount >= (uint64_t)c->bits)
    return 0;
  return (int64_t)(((uint64_t)x & width_mask(c->bits)) >> amount);
}

static inline int64_t int_shr_arith(const EwCtx *c, int64_t x, int64_t amount) {
  int64_t sx = sign_extend((uint64_t)x, c->bits);
  if ((uint64_t)amount >= (uint64_t)c->bits)
    return sx < 0 ? -1 : 0;
  return sx >> amount;
}

static inline int64_t int_clz(const EwCtx *c, int64_t x) {
  uint64_t v = (uint64_t)x & width_mask(c->bits);
  return v ? __builtin_clzll(v) - (64 - c->bits) : c->bits;
}

#define IUNARY(NAME, EXPR) UNARY(NAME, int64_t, EXPR)
#define IBINARY(NAME, EXPR) BINARY(NAME, int64_t, EXPR)

IUNARY(iabs, x < 0 ? (int64_t)(0 - (uint64_t)x) : x)
IUNARY(ineg, (int64_t)(0 - (uint64_t)x))
IUNARY(inot, c->is_bool ? x ^ 1 : ~x)
IUNARY(isign, x < 0 ? -1 : x > 0)
IUNARY(ipopcnt, __builtin_popcountll((uint64_t)x & width_mask(c->bits)))
IUNARY(iclz, int_clz(c, x))
IBINARY(iadd, c->is_bool ? (x | y) : (int64_t)((uint64_t)x + (uint64_t)y))
IBINARY(isub, (int64_t)((uint64_t)x - (uint64_t)y))
IBINARY(imul, c->is_bool ? (x & y) : (int64_t)((uint64_t)x * (uint64_t)y))
IBINARY(idiv, int_div(c, x, y))
IBINARY(irem, int_rem(c, x, y))
IBINARY(ipow, int_pow(c, x, y))
IBINARY(imax, int_less(c, x, y) ? y : x)
IBINARY(imin, int_less(c, x, y) ? x : y)
IBINARY(iand, x & y)
IBINARY(ior, x | y)
IBINARY(ixor, x ^ y)
IBINARY(ishl, int_shl(c, x, y))
IBINARY(ishr_logical, int_shr_logical(c, x, y))
IBINARY(ishr_arith, int_shr_arith(c, x, y))

/* chlo.mulhi: the high half of the double-width product. Lanes hold the
 * values sign- or zero-extended, so the 128-bit product is exact; the
 * store wraps the shifted value to the width. */
static inline int64_t int_mulhi(const EwCtx *c, int64_t x, int64_t y) {
  if (c->is_signed)
    return (int64_t)(((__int128)x * y) >> c->bits);
  return (int64_t)(((unsigned __int128)(uint64_t)x * (uint64_t)y) >> c->bits);
}
IBINARY(imulhi, int_mulhi(c, x, y))

static void icompare(int64_t n, const void *const *in, void *out, const EwCtx *c) {
  const int64_t *a = in[0], *b = in[1];
  unsigned char *o = out;
  if (c->is_signed) {
    COMPARE_LOOPS(a[i], b[i])
  } else {
    COMPARE_LOOPS((uint64_t)a[i], (uint64_t)b[i])
  }
}

static void iclamp(int64_t n, const void *const *in, void *out, const EwCtx *c) {
  const int64_t *lo = in[0], *a = in[1], *hi = in[2];
  int64_t *o = out;
  for (int64_t i = 0; i < n; i++) {
    int64_t v = int_less(c, a[i], lo[i]) ? lo[i] : a[i];
    o[i] = int_less(c, hi[i], v) ? hi[i] : v;
  }
}

/* ---- the kernel table ---- */

typedef enum Ct { CT_F32, CT_F64, CT_INT, CT_C64, CT_C128, CT_COUNT } Ct;

typedef struct Kernel {
  HloOpId op;
  EwFn fn[CT_COUNT];
} Kernel;

#define FLOATS(k) [CT_F32] = k##_f32, [CT_F64] = k##_f64
#define COMPLEXES(k) [CT_C64] = k##_c64, [CT_C128] = k##_c128

static const Kernel kernels[] = {
    {HLO_OP_ABS, {FLOATS(abs), [CT_INT] = iabs, COMPLEXES(cabs)}},
    {HLO_OP_CEIL, {FLOATS(ceil)}},
    {HLO_OP_COUNT_LEADING_ZEROS, {[CT_INT] = iclz}},
    {HLO_OP_FLOOR, {FLOATS(floor)}},
    {HLO_OP_IMAG, {FLOATS(imag_real), COMPLEXES(cimag)}},
    {HLO_OP_IS_FINITE, {FLOATS(is_finite)}},
    {HLO_OP_NEGATE, {FLOATS(neg), [CT_INT] = ineg, COMPLEXES(cneg)}},
    {HLO_OP_NOT, {[CT_INT] = inot}},
    {HLO_OP_POPCNT, {[CT_INT] = ipopcnt}},
    {HLO_OP_REAL, {FLOATS(ident), COMPLEXES(creal)}},
    {HLO_OP_ROUND_NEAREST_AFZ, {FLOATS(round_afz)}},
    {HLO_OP_ROUND_NEAREST_EVEN, {FLOATS(round_even)}},
    {HLO_OP_SIGN, {FLOATS(sign), [CT_INT] = isign}},
    {HLO_OP_SQRT, {FLOATS(sqrt)}},
    {HLO_OP_ADD, {FLOATS(add), [CT_INT] = iadd, COMPLEXES(cadd)}},
    {HLO_OP_SUBTRACT, {FLOATS(sub), [CT_INT] = isub, COMPLEXES(csub)}},
    {HLO_OP_MULTIPLY, {FLOATS(mul), [CT_INT] = imul, COMPLEXES(cmul)}},
    {HLO_OP_DIVIDE, {FLOATS(div), [CT_INT] = idiv, COMPLEXES(cdiv)}},
    {HLO_OP_REMAINDER, {FLOATS(rem), [CT_INT] = irem}},
    {HLO_OP_POWER, {[CT_INT] = ipow}},
    {HLO_OP_MAXIMUM, {FLOATS(maxk), [CT_INT] = imax, COMPLEXES(cmax)}},
    {HLO_OP_MINIMUM, {FLOATS(mink), [CT_INT] = imin, COMPLEXES(cmin)}},
    {HLO_OP_AND, {[CT_INT] = iand}},
    {HLO_OP_OR, {[CT_INT] = ior}},
    {HLO_OP_XOR, {[CT_INT] = ixor}},
    {HLO_OP_SHIFT_LEFT, {[CT_INT] = ishl}},
    {HLO_OP_SHIFT_RIGHT_LOGICAL, {[CT_INT] = ishr_logical}},
    {HLO_OP_SHIFT_RIGHT_ARITHMETIC, {[CT_INT] = ishr_arith}},
    {HLO_OP_COMPARE, {FLOATS(compare), [CT_INT] = icompare, COMPLEXES(ccompare)}},
    {HLO_OP_CLAMP, {FLOATS(clamp), [CT_INT] = iclamp}},
    {HLO_OP_COMPLEX, {[CT_F32] = cmake_c64, [CT_F64] = cmake_c128}},
};

static const Kernel *kernel_for(HloOpId op) {
  for (size_t i = 0; i < sizeof kernels / sizeof *kernels; i++)
    if (kernels[i].op == op)
      return &kernels[i];
  return NULL;
}

static Ct compute_type(HloDtype dt) {
  switch (dt) {
  case HLO_DT_BF16:
  case HLO_DT_F16:
  case HLO_DT_F32: return CT_F32;
  case HLO_DT_F64: return CT_F64;
  case HLO_DT_C64: return CT_C64;
  case HLO_DT_C128: return CT_C128;
  default: return CT_INT;
  }
}

/* The dtype a compute type is stored as when loading `dt` into it. */
static HloDtype compute_dtype(Ct ct, HloDtype dt) {
  switch (ct) {
  case CT_F32: return HLO_DT_F32;
  case CT_F64: return HLO_DT_F64;
  case CT_C64: return HLO_DT_C64;
  case CT_C128: return HLO_DT_C128;
  default: return hlo_dtype_is_signed(dt) ? HLO_DT_S64 : HLO_DT_U64;
  }
}

/* ---- running ---- */

enum { CHUNK = 512 };

/* Per-thread scratch for converted operands and results: a chunk of the
 * widest compute type (16 bytes) for each of three operands and a result. */
static _Thread_local unsigned char scratch[4][CHUNK * 16];

static void ew_apply(const EwPlan *p, int64_t n, const unsigned char *const *src,
                     unsigned char *dst) {
  int out_bytes = hlo_dtype_bytes(p->out_dt);
  for (int64_t off = 0; off < n; off += CHUNK) {
    int64_t m = n - off < CHUNK ? n - off : CHUNK;
    const void *in[3];
    for (int k = 0; k < p->arity; k++) {
      int ib = hlo_dtype_bytes(p->in_dt[k]), cb = hlo_dtype_bytes(p->in_ct[k]);
      const unsigned char *s = src[k] + (p->scalar[k] ? 0 : off * ib);
      if (p->scalar[k]) {
        hlo_convert(p->in_ct[k], scratch[k], p->in_dt[k], s, 1);
        interp_fill(scratch[k] + cb, m - 1, cb, scratch[k]);
        in[k] = scratch[k];
      } else if (p->in_ct[k] == p->in_dt[k]) {
        in[k] = s;
      } else {
        hlo_convert(p->in_ct[k], scratch[k], p->in_dt[k], s, m);
        in[k] = scratch[k];
      }
    }
    unsigned char *d = dst + off * out_bytes;
    if (p->out_ct == p->out_dt) {
      p->fn(m, in, d, &p->ctx);
    } else {
      p->fn(m, in, scratch[3], &p->ctx);
      hlo_convert(p->out_dt, d, p->out_ct, scratch[3], m);
    }
  }
}

static bool run_elementwise(Exec *x, Frame *f, const Instr *ins) {
  const EwPlan *p = ins->attr;
  const unsigned char *src[3] = {NULL, NULL, NULL};
  for (int k = 0; k < p->arity; k++)
    src[k] = in_data(f, ins, k);
  Buf *out = interp_result(x, f, ins, 0);
  ew_apply(p, ins->tout[0]->count, src, out->data);
  return true;
}

static bool run_convert(Exec *x, Frame *f, const Instr *ins) {
  Buf *out = interp_result(x, f, ins, 0);
  const IType *t = ins->tout[0];
  hlo_convert(t->dt, out->data, ins->tin[0]->dt, in_data(f, ins, 0), t->count);
  return true;
}

static bool run_select(Exec *x, Frame *f, const Instr *ins) {
  const IType *t = ins->tout[0];
  const unsigned char *pred = in_data(f, ins, 0), *a = in_data(f, ins, 1), *b = in_data(f, ins, 2);
  unsigned char *o = interp_result(x, f, ins, 0)->data;
  size_t esize = (size_t)hlo_dtype_bytes(t->dt);
  if (ins->tin[0]->rank == 0 && t->rank != 0) {
    memcpy(o, pred[0] ? a : b, (size_t)t->size);
    return true;
  }
  switch (esize) {
#define SELECT_LOOP(T)                                                                          \
  {                                                                                             \
    const T *ta = (const T *)a, *tb = (const T *)b;                                             \
    T *to = (T *)o;                                                                             \
    for (int64_t i = 0; i < t->count; i++)                                                      \
      to[i] = pred[i] ? ta[i] : tb[i];                                                          \
    break;                                                                                      \
  }
  case 1: SELECT_LOOP(uint8_t)
  case 2: SELECT_LOOP(uint16_t)
  case 4: SELECT_LOOP(uint32_t)
  case 8: SELECT_LOOP(uint64_t)
#undef SELECT_LOOP
  default:
    for (int64_t i = 0; i < t->count; i++)
      memcpy(o + i * esize, (pred[i] ? a : b) + i * esize, esize);
  }
  return true;
}

/* reduce_precision on the bits of the stored format: round the mantissa
 * to `mantissa_bits` (ties to even), then flush exponents outside
 * `exponent_bits` to infinity or zero. A NaN stays the same NaN, except
 * that a format without mantissa bits has no NaN: there it becomes +inf,
 * whatever its sign (as XLA and StableHLO's reference do). */
typedef struct Precision {
  int exponent_bits, mantissa_bits;
} Precision;

static uint64_t reduce_precision_bits(uint64_t x, int total, int src_exp, int src_mant,
                                      const Precision *pr) {
  uint64_t sign_mask = UINT64_C(1) << (total - 1);
  uint64_t exp_mask = ((UINT64_C(1) << src_exp) - 1) << src_mant;
  uint64_t abs = x & ~sign_mask;
  bool nan = (abs & exp_mask) == exp_mask && (abs & ((UINT64_C(1) << src_mant) - 1));
  uint64_t r = x;
  if (pr->mantissa_bits < src_mant) {
    int drop = src_mant - pr->mantissa_bits;
    uint64_t last = UINT64_C(1) << drop;
    uint64_t bias = ((last >> 1) - 1) + ((r & last) >> drop);
    r = (r + bias) & ~(last - 1);
  }
  if (pr->exponent_bits < src_exp) {
    uint64_t e = r & exp_mask;
    int64_t bias = (INT64_C(1) << (src_exp - 1)) - 1;
    int64_t reduced = (INT64_C(1) << (pr->exponent_bits - 1)) - 1;
    uint64_t max_e = (uint64_t)(bias + reduced) << src_mant;
    uint64_t min_e = (uint64_t)(bias - reduced) << src_mant;
    if (e > max_e)
      r = (r & sign_mask) | exp_mask;
    else if (e <= min_e)
      r = r & sign_mask;
  }
  if (nan)
    r = pr->mantissa_bits > 0 ? x : exp_mask;
  return r;
}

static bool run_reduce_precision(Exec *x, Frame *f, const Instr *ins) {
  const Precision *pr = ins->attr;
  const IType *t = ins->tout[0];
  int total = hlo_dtype_bits(t->dt), bytes = hlo_dtype_bytes(t->dt);
  int exp = t->dt == HLO_DT_F16 ? 5 : t->dt == HLO_DT_BF16 || t->dt == HLO_DT_F32 ? 8 : 11;
  int mant = total - 1 - exp;
  const unsigned char *a = in_data(f, ins, 0);
  unsigned char *o = interp_result(x, f, ins, 0)->data;
  for (int64_t i = 0; i < t->count; i++) {
    uint64_t v = 0;
    memcpy(&v, a + i * bytes, (size_t)bytes);
    v = reduce_precision_bits(v, total, exp, mant, pr);
    memcpy(o + i * bytes, &v, (size_t)bytes);
  }
  return true;
}

/* ---- lowering ---- */

static const char *dtype_class_name(HloDtype dt) {
  if (dt == HLO_DT_I1)
    return "boolean";
  if (hlo_dtype_is_int(dt))
    return hlo_dtype_is_signed(dt) ? "signed integer" : "unsigned integer";
  return hlo_dtype_is_complex(dt) ? "complex" : "floating-point";
}

/* Ops the spec does not define on booleans, or on unsigned integers. */
static bool rejects(HloOpId op, HloDtype dt) {
  if (dt == HLO_DT_I1)
    return !(op == HLO_OP_ADD || op == HLO_OP_MULTIPLY || op == HLO_OP_MAXIMUM ||
             op == HLO_OP_MINIMUM || op == HLO_OP_AND || op == HLO_OP_OR || op == HLO_OP_XOR ||
             op == HLO_OP_NOT || op == HLO_OP_COMPARE || op == HLO_OP_CLAMP);
  if (hlo_dtype_is_int(dt) && !hlo_dtype_is_signed(dt))
    return op == HLO_OP_ABS || op == HLO_OP_SIGN;
  return false;
}

static bool lower_compare(Lower *l, Instr *ins, EwPlan *p) {
  p->ctx.dir = hlo_compare_direction(ins->mop);
  if (p->ctx.dir == HLO_CMP_INVALID)
    return interp_lower_fail(l, ins, "requires a valid comparison_direction");
  MlirAttribute type = hlo_attr(ins->mop, "compare_type");
  MlirStringRef word;
  if (!mlirAttributeIsNull(type)) {
    if (!hlo_enum_attr(type, "comparison_type", &word))
      return interp_lower_fail(l, ins, "has a malformed compare_type");
    p->ctx.total_order = word.length == 10 && memcmp(word.data, "TOTALORDER", 10) == 0;
    HloDtype dt = ins->tin[0]->dt;
    if (p->ctx.total_order && !hlo_dtype_is_float(dt))
      return interp_lower_fail(l, ins, "compares %s values in TOTALORDER", hlo_dtype_name(dt));
  }
  if (ins->tout[0]->dt != HLO_DT_I1)
    return interp_lower_fail(l, ins, "must return i1 elements");
  return true;
}

/* The result dtype rule of each op, given its (first data) operand. */
static HloDtype result_dtype(HloOpId op, HloDtype in) {
  switch (op) {
  case HLO_OP_COMPARE:
  case HLO_OP_IS_FINITE: return HLO_DT_I1;
  case HLO_OP_ABS:
  case HLO_OP_REAL:
  case HLO_OP_IMAG:
    return in == HLO_DT_C64 ? HLO_DT_F32 : in == HLO_DT_C128 ? HLO_DT_F64 : in;
  case HLO_OP_COMPLEX:
    return in == HLO_DT_F32 ? HLO_DT_C64 : in == HLO_DT_F64 ? HLO_DT_C128 : HLO_DT_INVALID;
  default: return in;
  }
}

/* Fills the plan's kernel and types for `op` on operands of dtype dt;
 * false if the op is not defined there. */
/* A transcendental op on floats or complex numbers: computed in double
 * for types of 32 bits or less, in long double for f64 (math.c), the
 * result rounded once to its type. */
static bool plan_math(EwPlan *p, HloOpId op, HloDtype dt, int arity) {
  bool is_complex = hlo_dtype_is_complex(dt);
  if (!is_complex && !hlo_dtype_is_float(dt))
    return false;
  bool wide = dt == HLO_DT_F64 || dt == HLO_DT_C128;
  EwFn fn = interp_math_kernel(op, is_complex, wide ? MATH_EXTENDED : MATH_DOUBLE);
  if (!fn)
    return false;
  HloDtype ct = is_complex ? HLO_DT_C128 : HLO_DT_F64;
  p->fn = fn;
  p->arity = arity;
  for (int i = 0; i < arity; i++) {
    p->in_dt[i] = dt;
    p->in_ct[i] = ct;
  }
  p->out_dt = dt;
  p->out_ct = ct;
  return true;
}

static bool plan_kernel(EwPlan *p, HloOpId op, HloDtype dt, HloDtype out_dt, int arity) {
  if (plan_math(p, op, dt, arity))
    return true;
  const Kernel *k = kernel_for(op);
  Ct ct = compute_type(dt);
  if (!k || !k->fn[ct] || rejects(op, dt) ||
      (op == HLO_OP_COMPLEX && dt != HLO_DT_F32 && dt != HLO_DT_F64))
    return false;
  p->fn = k->fn[ct];
  p->arity = arity;
  p->ctx.bits = hlo_dtype_bits(dt);
  p->ctx.is_signed = hlo_dtype_is_signed(dt);
  p->ctx.is_bool = dt == HLO_DT_I1;
  for (int i = 0; i < arity; i++) {
    p->in_dt[i] = dt;
    p->in_ct[i] = compute_dtype(ct, dt);
  }
  p->out_dt = out_dt;
  /* compare and is_finite write i1 bytes directly */
  p->out_ct = op == HLO_OP_COMPARE || op == HLO_OP_IS_FINITE
                  ? HLO_DT_I1
                  : compute_dtype(compute_type(out_dt), out_dt);
  return true;
}

static bool lower_kernel(Lower *l, Instr *ins) {
  EwPlan *p = LOWER_NEW(l, EwPlan);
  const IType *out = ins->tout[0];
  /* clamp's operand is its second; select's data is its second. */
  int data = ins->op == HLO_OP_CLAMP ? 1 : 0;
  HloDtype dt = ins->tin[data]->dt;
  for (int k = 0; k < ins->nin; k++) {
    const IType *t = ins->tin[k];
    bool scalar_ok = ins->op == HLO_OP_CLAMP && k != 1;
    if (t->dt != dt)
      return interp_lower_fail(l, ins, "expects operands of one element type, found %s and %s",
                               hlo_dtype_name(dt), hlo_dtype_name(t->dt));
    p->scalar[k] = scalar_ok && t->rank == 0 && out->rank != 0;
    if (!p->scalar[k] && !itype_same_shape(t, out))
      return interp_lower_fail(l, ins, "expects operand #%d to have the result's shape", k);
  }
  if (result_dtype(ins->op, dt) != out->dt)
    return interp_lower_fail(l, ins, "cannot return %s elements from %s operands",
                             hlo_dtype_name(out->dt), hlo_dtype_name(dt));
  if (!plan_kernel(p, ins->op, dt, out->dt, ins->nin))
    return interp_lower_fail(l, ins, "is not defined on %s elements (%s)", dtype_class_name(dt),
                             hlo_dtype_name(dt));
  if (ins->op == HLO_OP_COMPARE && !lower_compare(l, ins, p))
    return false;
  ins->attr = p;
  ins->run = run_elementwise;
  return true;
}

bool interp_lower_elementwise(Lower *l, Instr *ins) {
  for (int i = 0; i < ins->nin; i++)
    if (ins->tin[i]->kind != IT_TENSOR)
      return interp_lower_fail(l, ins, "expects tensor operands");
  if (ins->nout != 1 || ins->tout[0]->kind != IT_TENSOR)
    return interp_lower_fail(l, ins, "expects one tensor result");
  const IType *out = ins->tout[0];
  switch (ins->op) {
  case HLO_OP_CONVERT:
    if (!itype_same_shape(ins->tin[0], out))
      return interp_lower_fail(l, ins, "expects its result to have the operand's shape");
    ins->run = run_convert;
    return true;
  case HLO_OP_SELECT: {
    const IType *pred = ins->tin[0];
    if (pred->dt != HLO_DT_I1 || (pred->rank != 0 && !itype_same_shape(pred, out)))
      return interp_lower_fail(l, ins, "expects an i1 predicate, scalar or of the result's shape");
    if (ins->tin[1] != out || ins->tin[2] != out)
      return interp_lower_fail(l, ins, "expects both choices to have the result's type");
    ins->run = run_select;
    return true;
  }
  case HLO_OP_REDUCE_PRECISION: {
    Precision *pr = LOWER_NEW(l, Precision);
    int64_t e, m;
    if (!interp_attr_i64(l, ins, "exponent_bits", &e, true) ||
        !interp_attr_i64(l, ins, "mantissa_bits", &m, true))
      return false;
    if (!hlo_dtype_is_float(out->dt) || ins->tin[0] != out)
      return interp_lower_fail(l, ins, "expects floating-point operand and result of one type");
    if (e < 1 || m < 0 || e > 64 || m > 64)
      return interp_lower_fail(l, ins, "expects exponent_bits >= 1 and mantissa_bits >= 0");
    pr->exponent_bits = (int)e;
    pr->mantissa_bits = (int)m;
    ins->attr = pr;
    ins->run = run_reduce_precision;
    return true;
  }
  default:
    return lower_kernel(l, ins);
  }
}

/* chlo.mulhi on two integer tensors of one type (not i1). */
bool interp_lower_mulhi(Lower *l, Instr *ins) {
  if (ins->nin != 2 || ins->nout != 1)
    return interp_lower_fail(l, ins, "expects two operands and one result");
  const IType *t = ins->tout[0];
  if (t->kind != IT_TENSOR || ins->tin[0] != t || ins->tin[1] != t || !hlo_dtype_is_int(t->dt))
    return interp_lower_fail(l, ins, "expects integer operands and result of one type");
  EwPlan *p = LOWER_NEW(l, EwPlan);
  p->fn = imulhi;
  p->arity = 2;
  p->ctx.bits = hlo_dtype_bits(t->dt);
  p->ctx.is_signed = hlo_dtype_is_signed(t->dt);
  for (int i = 0; i < 2; i++) {
    p->in_dt[i] = t->dt;
    p->in_ct[i] = compute_dtype(CT_INT, t->dt);
  }
  p->out_dt = t->dt;
  p->out_ct = compute_dtype(CT_INT, t->dt);
  ins->attr = p;
  ins->run = run_elementwise;
  return true;
}

/* ---- combiners for reductions and scatters ---- */

const EwPlan *interp_ew_binary_plan(Lower *l, HloOpId op, HloDtype dt) {
  EwPlan *p = LOWER_NEW(l, EwPlan);
  return plan_kernel(p, op, dt, dt, 2) ? p : NULL;
}

void interp_ew_binary_apply(const EwPlan *p, int64_t n, const void *a, const void *b, void *out) {
  const unsigned char *src[3] = {a, b, NULL};
  ew_apply(p, n, src, out);
}

#define COMBINER(NAME, T, EXPR)                                                                 \
  static void NAME(int64_t n, const void *a_, const void *b_, void *out_) {                     \
    const T *a = a_, *b = b_;                                                                   \
    T *o = out_;                                                                                \
    for (int64_t i = 0; i < n; i++) {                                                           \
      T x = a[i], y = b[i];                                                                     \
      o[i] = (EXPR);                                                                            \
    }                                                                                           \
  }

COMBINER(comb_add_f32, float, x + y)
COMBINER(comb_mul_f32, float, x * y)
COMBINER(comb_max_f32, float, max_f32(x, y))
COMBINER(comb_min_f32, float, min_f32(x, y))
COMBINER(comb_add_f64, double, x + y)
COMBINER(comb_mul_f64, double, x * y)
COMBINER(comb_max_f64, double, max_f64(x, y))
COMBINER(comb_min_f64, double, min_f64(x, y))

CombineFn interp_combine_fn(HloOpId op, HloDtype dt) {
  if (dt == HLO_DT_F32)
    switch (op) {
    case HLO_OP_ADD: return comb_add_f32;
    case HLO_OP_MULTIPLY: return comb_mul_f32;
    case HLO_OP_MAXIMUM: return comb_max_f32;
    case HLO_OP_MINIMUM: return comb_min_f32;
    default: return NULL;
    }
  if (dt == HLO_DT_F64)
    switch (op) {
    case HLO_OP_ADD: return comb_add_f64;
    case HLO_OP_MULTIPLY: return comb_mul_f64;
    case HLO_OP_MAXIMUM: return comb_max_f64;
    case HLO_OP_MINIMUM: return comb_min_f64;
    default: return NULL;
    }
  return NULL;
}
