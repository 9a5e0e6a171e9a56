/*
 * Interpreter, transcendental kernels: exponential, exponential_minus_one,
 * log, log_plus_one, logistic, sine, cosine, tan, tanh, cbrt, rsqrt,
 * atan2 and power, and on complex numbers also sqrt and sign (z / |z|).
 * Complex cbrt is the principal root, complex atan2 the spec's formula
 * -i log((x + iy) / sqrt(x^2 + y^2)), both computed in the wider type.
 *
 * Contract: each result is the exact value rounded once to the result
 * type in all but rare cases (an error below one unit in the last place),
 * with IEEE-754's special values (NaN, infinities, signed zeros,
 * subnormals) as C99's Annex F and G define them.
 *
 * Design. A function of the C library is within about one ulp of its
 * type; rounding that to the same type again can be 1 or 2 ulp off the
 * correctly rounded result. So the kernels compute in a wider type and
 * round once: bf16, f16 and f32 go through double (elementwise.c converts
 * the operands to f64 and the results back with one rounding; this is
 * also what StableHLO's reference interpreter does, so results agree bit
 * for bit), f64 through long double (x87's 64-bit significand on x86-64,
 * IEEE quad elsewhere), complex<f32> through complex double and
 * complex<f64> through complex long double. expm1 and log1p of complex
 * numbers use the forms that keep their precision near zero, where
 * exp(z) - 1 and log(1 + z) would cancel.
 */
#include <complex.h>
#include <math.h>

#include "internal.h"

/* Kernels over arrays of double (or double complex), computing in T. */
#define UNARY_IN(NAME, ST, T, EXPR)                                                             \
  static void NAME(int64_t n, const void *const *in, void *out, const EwCtx *c) {               \
    const ST *a = in[0];                                                                        \
    ST *o = out;                                                                                \
    (void)c;                                                                                    \
    for (int64_t i = 0; i < n; i++) {                                                           \
      T x = a[i];                                                                               \
      o[i] = (ST)(EXPR);                                                                        \
    }                                                                                           \
  }

#define BINARY_IN(NAME, ST, T, EXPR)                                                            \
  static void NAME(int64_t n, const void *const *in, void *out, const EwCtx *c) {               \
    const ST *a = in[0], *b = in[1];                                                            \
    ST *o = out;                                                                                \
    (void)c;                                                                                    \
    for (int64_t i = 0; i < n; i++) {                                                           \
      T x = a[i], y = b[i];                                                                     \
      o[i] = (ST)(EXPR);                                                                        \
    }                                                                                           \
  }

#define MD(fn) fn
#define ML(fn) fn##l

/* logistic(x) = 1 / (1 + e^-x): e^-x overflows to inf for x below about
 * -710 (double), which gives the right limit 0. */
#define REAL_KERNELS(S, T, M)                                                                   \
  UNARY_IN(exp_##S, double, T, M(exp)(x))                                                       \
  UNARY_IN(expm1_##S, double, T, M(expm1)(x))                                                   \
  UNARY_IN(log_##S, double, T, M(log)(x))                                                       \
  UNARY_IN(log1p_##S, double, T, M(log1p)(x))                                                   \
  UNARY_IN(logistic_##S, double, T, (T)1 / ((T)1 + M(exp)(-x)))                                 \
  UNARY_IN(sin_##S, double, T, M(sin)(x))                                                       \
  UNARY_IN(cos_##S, double, T, M(cos)(x))                                                       \
  UNARY_IN(tan_##S, double, T, M(tan)(x))                                                       \
  UNARY_IN(tanh_##S, double, T, M(tanh)(x))                                                     \
  UNARY_IN(cbrt_##S, double, T, M(cbrt)(x))                                                     \
  UNARY_IN(rsqrt_##S, double, T, (T)1 / M(sqrt)(x))                                             \
  BINARY_IN(atan2_##S, double, T, M(atan2)(x, y))                                               \
  BINARY_IN(pow_##S, double, T, M(pow)(x, y))

REAL_KERNELS(d, double, MD)
REAL_KERNELS(x, long double, ML)

/* expm1(a + ib) = e^a cos b - 1 + i e^a sin b, with the real part as
 * expm1(a) cos b - 2 sin^2(b/2): no cancellation when a and b are small.
 * Infinite and NaN parts take cexp's answer, whose special cases C99
 * defines. */
#define COMPLEX_HELPERS(S, T, R, M)                                                             \
  static T cexpm1_of_##S(T z) {                                                                 \
    R a = M(creal)(z), b = M(cimag)(z);                                                         \
    if (!isfinite(a) || !isfinite(b))                                                           \
      return M(cexp)(z) - 1;                                                                    \
    R h = M(sin)(b / 2);                                                                        \
    R re = M(expm1)(a) * M(cos)(b) - 2 * h * h;                                                 \
    R im = M(exp)(a) * M(sin)(b);                                                               \
    return CMPLX_##S(re, im);                                                                   \
  }                                                                                             \
  /* log1p(z) = log|1 + z| + i arg(1 + z); near zero log|1 + z| is        \
   * log1p(2a + a^2 + b^2) / 2, which keeps the digits of small z. */                           \
  static T clog1p_of_##S(T z) {                                                                 \
    R a = M(creal)(z), b = M(cimag)(z);                                                         \
    if (!isfinite(a) || !isfinite(b) || M(fabs)(a) + M(fabs)(b) >= (R)0.5)                      \
      return M(clog)(1 + z);                                                                    \
    R re = M(log1p)(a * (2 + a) + b * b) / 2;                                                   \
    return CMPLX_##S(re, M(atan2)(b, 1 + a));                                                   \
  }                                                                                             \
  /* sign(z) = z / |z|, NaN if a part is, 0 at 0 (as StableHLO defines it). */                 \
  static T csign_of_##S(T z) {                                                                  \
    R a = M(creal)(z), b = M(cimag)(z);                                                         \
    if (isnan(a) || isnan(b))                                                                   \
      return CMPLX_##S(NAN, NAN);                                                               \
    if (a == 0 && b == 0)                                                                       \
      return 0;                                                                                 \
    R n = M(hypot)(a, b);                                                                       \
    return CMPLX_##S(a / n, b / n);                                                             \
  }                                                                                             \
  /* The principal cube root |z|^(1/3) e^(i arg(z) / 3), the branch       \
   * StableHLO's reference takes. */                                                            \
  static T ccbrt_of_##S(T z) {                                                                  \
    R a = M(creal)(z), b = M(cimag)(z);                                                         \
    R r = M(cbrt)(M(hypot)(a, b)), theta = M(atan2)(b, a) / 3;                                  \
    return CMPLX_##S(r * M(cos)(theta), r * M(sin)(theta));                                     \
  }                                                                                             \
  /* atan2(y, x) = -i log(q), q = (x + iy) / s, s = sqrt(x^2 + y^2): the \
   * spec's complex atan2. Where s is close to x, q is close to 1 and    \
   * log(q) would lose the digits of a small result, so q - 1 = (w - s)/s \
   * is formed without cancelling, w - s = iy - y^2 / (s + x) (as         \
   * (s - x)(s + x) = y^2), and log(q) is log1p(q - 1). x + iy is formed  \
   * part by part, (x.re - y.im) + i (x.im + y.re), so that no infinity    \
   * meets a zero in a multiplication. */                                                       \
  static T catan2_of_##S(T y, T x) {                                                            \
    R xr = M(creal)(x), xi = M(cimag)(x), yr = M(creal)(y), yi = M(cimag)(y);                   \
    T w = CMPLX_##S(xr - yi, xi + yr);                                                          \
    T s = M(csqrt)(x * x + y * y);                                                              \
    T sum = s + x;                                                                              \
    T d = M(cabs)(sum) > M(cabs)(x) ? (CMPLX_##S(-yi, yr) - y * y / sum) / s : w / s - 1;       \
    T l = clog1p_of_##S(d);                                                                     \
    return CMPLX_##S(M(cimag)(l), -M(creal)(l));                                                \
  }

#define CMPLX_d(re, im) CMPLX(re, im)
#define CMPLX_x(re, im) CMPLXL(re, im)
COMPLEX_HELPERS(d, double complex, double, MD)
COMPLEX_HELPERS(x, long double complex, long double, ML)

#define COMPLEX_KERNELS(S, T, M)                                                                \
  UNARY_IN(cexp_##S, double complex, T, M(cexp)(x))                                             \
  UNARY_IN(cexpm1_##S, double complex, T, cexpm1_of_##S(x))                                     \
  UNARY_IN(clog_##S, double complex, T, M(clog)(x))                                             \
  UNARY_IN(clog1p_##S, double complex, T, clog1p_of_##S(x))                                     \
  UNARY_IN(clogistic_##S, double complex, T, 1 / (1 + M(cexp)(-x)))                             \
  UNARY_IN(csin_##S, double complex, T, M(csin)(x))                                             \
  UNARY_IN(ccos_##S, double complex, T, M(ccos)(x))                                             \
  UNARY_IN(ctan_##S, double complex, T, M(ctan)(x))                                             \
  UNARY_IN(ctanh_##S, double complex, T, M(ctanh)(x))                                           \
  UNARY_IN(csqrt_##S, double complex, T, M(csqrt)(x))                                           \
  UNARY_IN(crsqrt_##S, double complex, T, 1 / M(csqrt)(x))                                      \
  UNARY_IN(csign_##S, double complex, T, csign_of_##S(x))                                       \
  UNARY_IN(ccbrt_##S, double complex, T, ccbrt_of_##S(x))                                       \
  BINARY_IN(catan2_##S, double complex, T, catan2_of_##S(x, y))                                 \
  BINARY_IN(cpow_##S, double complex, T, M(cpow)(x, y))

COMPLEX_KERNELS(d, double complex, MD)
COMPLEX_KERNELS(x, long double complex, ML)

typedef struct MathKernel {
  HloOpId op;
  EwFn real[2], cplx[2]; /* by MathPrecision */
} MathKernel;

#define BOTH(k) {k##_d, k##_x}

static const MathKernel kernels[] = {
    {HLO_OP_EXPONENTIAL, BOTH(exp), BOTH(cexp)},
    {HLO_OP_EXPONENTIAL_MINUS_ONE, BOTH(expm1), BOTH(cexpm1)},
    {HLO_OP_LOG, BOTH(log), BOTH(clog)},
    {HLO_OP_LOG_PLUS_ONE, BOTH(log1p), BOTH(clog1p)},
    {HLO_OP_LOGISTIC, BOTH(logistic), BOTH(clogistic)},
    {HLO_OP_SINE, BOTH(sin), BOTH(csin)},
    {HLO_OP_COSINE, BOTH(cos), BOTH(ccos)},
    {HLO_OP_TAN, BOTH(tan), BOTH(ctan)},
    {HLO_OP_TANH, BOTH(tanh), BOTH(ctanh)},
    {HLO_OP_CBRT, BOTH(cbrt), BOTH(ccbrt)},
    {HLO_OP_RSQRT, BOTH(rsqrt), BOTH(crsqrt)},
    {HLO_OP_SQRT, {NULL, NULL}, BOTH(csqrt)},
    {HLO_OP_SIGN, {NULL, NULL}, BOTH(csign)},
    {HLO_OP_ATAN2, BOTH(atan2), BOTH(catan2)},
    {HLO_OP_POWER, BOTH(pow), BOTH(cpow)},
};

EwFn interp_math_kernel(HloOpId op, bool on_complex, MathPrecision precision) {
  for (size_t i = 0; i < sizeof kernels / sizeof *kernels; i++)
    if (kernels[i].op == op)
      return on_complex ? kernels[i].cplx[precision] : kernels[i].real[precision];
  return NULL;
}
