/*
 * Interpreter, element types: what each dtype is, conversions between any
 * two of them, reading literals back exactly, and tensors.
 *
 * Conversions are exact in the IEEE sense wherever the spec asks for
 * round-to-nearest-even, whatever the path: an integer becomes a float by
 * rounding its magnitude to the target's precision once; a double becomes
 * bf16 or f16 through f32 rounded to odd, which makes the second rounding
 * innocuous. Everything else is either exact (f16 and bf16 widen into f32
 * without loss) or a single correctly rounded C conversion. Float to
 * integer truncates and saturates, NaN becoming 0, as XLA does (the spec
 * leaves overflow open).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct DtypeInfo {
  const char *name;
  int bytes, bits;
  char cls; /* 'b' bool, 's' signed, 'u' unsigned, 'f' float, 'c' complex */
  int precision; /* significand bits of floats */
} DtypeInfo;

static const DtypeInfo dtypes[HLO_DT_COUNT] = {
    [HLO_DT_INVALID] = {"?", 0, 0, '?', 0},
    [HLO_DT_I1] = {"i1", 1, 1, 'b', 0},
    [HLO_DT_S8] = {"i8", 1, 8, 's', 0},
    [HLO_DT_S16] = {"i16", 2, 16, 's', 0},
    [HLO_DT_S32] = {"i32", 4, 32, 's', 0},
    [HLO_DT_S64] = {"i64", 8, 64, 's', 0},
    [HLO_DT_U8] = {"ui8", 1, 8, 'u', 0},
    [HLO_DT_U16] = {"ui16", 2, 16, 'u', 0},
    [HLO_DT_U32] = {"ui32", 4, 32, 'u', 0},
    [HLO_DT_U64] = {"ui64", 8, 64, 'u', 0},
    [HLO_DT_BF16] = {"bf16", 2, 16, 'f', 8},
    [HLO_DT_F16] = {"f16", 2, 16, 'f', 11},
    [HLO_DT_F32] = {"f32", 4, 32, 'f', 24},
    [HLO_DT_F64] = {"f64", 8, 64, 'f', 53},
    [HLO_DT_C64] = {"complex<f32>", 8, 64, 'c', 24},
    [HLO_DT_C128] = {"complex<f64>", 16, 128, 'c', 53},
    [HLO_DT_S2] = {"i2", 1, 2, 's', 0},
    [HLO_DT_S4] = {"i4", 1, 4, 's', 0},
    [HLO_DT_U2] = {"ui2", 1, 2, 'u', 0},
    [HLO_DT_U4] = {"ui4", 1, 4, 'u', 0},
};

static const DtypeInfo *info(HloDtype dt) {
  return &dtypes[dt > HLO_DT_INVALID && dt < HLO_DT_COUNT ? dt : HLO_DT_INVALID];
}

const char *hlo_dtype_name(HloDtype dt) { return info(dt)->name; }
int hlo_dtype_bytes(HloDtype dt) { return info(dt)->bytes; }
int hlo_dtype_bits(HloDtype dt) { return info(dt)->bits; }
bool hlo_dtype_is_float(HloDtype dt) { return info(dt)->cls == 'f'; }
bool hlo_dtype_is_int(HloDtype dt) { return info(dt)->cls == 's' || info(dt)->cls == 'u'; }
bool hlo_dtype_is_signed(HloDtype dt) { return info(dt)->cls == 's'; }
bool hlo_dtype_is_complex(HloDtype dt) { return info(dt)->cls == 'c'; }

HloDtype hlo_dtype_of(MlirType t) {
  if (mlirTypeIsAInteger(t)) {
    unsigned w = mlirIntegerTypeGetWidth(t);
    bool u = mlirIntegerTypeIsUnsigned(t);
    switch (w) {
    case 1: return u ? HLO_DT_INVALID : HLO_DT_I1;
    case 2: return u ? HLO_DT_U2 : HLO_DT_S2;
    case 4: return u ? HLO_DT_U4 : HLO_DT_S4;
    case 8: return u ? HLO_DT_U8 : HLO_DT_S8;
    case 16: return u ? HLO_DT_U16 : HLO_DT_S16;
    case 32: return u ? HLO_DT_U32 : HLO_DT_S32;
    case 64: return u ? HLO_DT_U64 : HLO_DT_S64;
    default: return HLO_DT_INVALID;
    }
  }
  if (mlirTypeIsABF16(t))
    return HLO_DT_BF16;
  if (mlirTypeIsAF16(t))
    return HLO_DT_F16;
  if (mlirTypeIsAF32(t))
    return HLO_DT_F32;
  if (mlirTypeIsAF64(t))
    return HLO_DT_F64;
  if (mlirTypeIsAComplex(t)) {
    MlirType e = mlirComplexTypeGetElementType(t);
    if (mlirTypeIsAF32(e))
      return HLO_DT_C64;
    if (mlirTypeIsAF64(e))
      return HLO_DT_C128;
  }
  return HLO_DT_INVALID;
}

/* ---- float encodings ---- */

static uint32_t f32_bits(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}

static float f32_from_bits(uint32_t u) {
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

static float bf16_to_f32(uint16_t h) { return f32_from_bits((uint32_t)h << 16); }

static uint16_t f32_to_bf16(float f) {
  uint32_t x = f32_bits(f);
  if ((x & 0x7fffffff) > 0x7f800000)
    return (uint16_t)((x >> 16) | 0x40); /* quiet NaN, sign kept */
  return (uint16_t)((x + 0x7fff + ((x >> 16) & 1)) >> 16);
}

static float f16_to_f32(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000) << 16, exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
  if (exp == 0) {
    float v = (float)mant * (1.0f / 16777216.0f); /* mant * 2^-24, exact */
    return sign ? -v : v;
  }
  if (exp == 31)
    return f32_from_bits(sign | 0x7f800000 | (mant << 13));
  return f32_from_bits(sign | ((exp + 112) << 23) | (mant << 13));
}

static uint16_t f32_to_f16(float f) {
  uint32_t x = f32_bits(f);
  uint16_t sign = (uint16_t)((x >> 16) & 0x8000);
  x &= 0x7fffffff;
  if (x > 0x7f800000)
    return sign | 0x7e00 | (uint16_t)((x >> 13) & 0x3ff);
  if (x >= 0x477ff000) /* 65520 and up round to infinity */
    return sign | 0x7c00;
  if (x < 0x38800000) /* below 2^-14: a multiple of 2^-24, rounded to even */
    return sign | (uint16_t)rintf(f32_from_bits(x) * 16777216.0f);
  x -= 0x38000000; /* rebias the exponent from 127 to 15 */
  return sign | (uint16_t)((x + 0xfff + ((x >> 13) & 1)) >> 13);
}

/* double -> float rounded to odd: the nearest float toward zero, with its
 * last bit set when inexact. A second rounding to a format at least two
 * bits narrower is then as good as one rounding from the double. */
static float f64_to_f32_odd(double d) {
  float f = (float)d;
  if (isnan(d) || (double)f == d)
    return f;
  if (fabs((double)f) > fabs(d))
    f = nextafterf(f, 0.0f);
  return f32_from_bits(f32_bits(f) | 1);
}

/* An integer magnitude rounded once to `precision` significant bits. */
static double u64_rounded(uint64_t m, int precision) {
  if (m == 0)
    return 0.0;
  int msb = 63 - __builtin_clzll(m);
  if (msb < precision)
    return (double)m;
  int shift = msb + 1 - precision;
  uint64_t q = m >> shift, rem = m & ((UINT64_C(1) << shift) - 1);
  uint64_t half = UINT64_C(1) << (shift - 1);
  if (rem > half || (rem == half && (q & 1)))
    q++;
  return ldexp((double)q, shift);
}

/* ---- scalars ---- */

/* One element read into the widest form of its class. */
typedef struct Scalar {
  char cls; /* 'b', 's', 'u', 'f', 'c' */
  int64_t s;
  uint64_t u;
  double re, im;
} Scalar;

static Scalar read_scalar(HloDtype dt, const unsigned char *p) {
  Scalar v = {info(dt)->cls, 0, 0, 0, 0};
  switch (dt) {
  case HLO_DT_I1: v.u = p[0] != 0; break;
  case HLO_DT_S2:
  case HLO_DT_S4:
  case HLO_DT_S8: v.s = (int8_t)p[0]; break;
  case HLO_DT_S16: { int16_t x; memcpy(&x, p, 2); v.s = x; break; }
  case HLO_DT_S32: { int32_t x; memcpy(&x, p, 4); v.s = x; break; }
  case HLO_DT_S64: memcpy(&v.s, p, 8); break;
  case HLO_DT_U2:
  case HLO_DT_U4:
  case HLO_DT_U8: v.u = p[0]; break;
  case HLO_DT_U16: { uint16_t x; memcpy(&x, p, 2); v.u = x; break; }
  case HLO_DT_U32: { uint32_t x; memcpy(&x, p, 4); v.u = x; break; }
  case HLO_DT_U64: memcpy(&v.u, p, 8); break;
  case HLO_DT_BF16: { uint16_t x; memcpy(&x, p, 2); v.re = bf16_to_f32(x); break; }
  case HLO_DT_F16: { uint16_t x; memcpy(&x, p, 2); v.re = f16_to_f32(x); break; }
  case HLO_DT_F32: { float x; memcpy(&x, p, 4); v.re = x; break; }
  case HLO_DT_F64: memcpy(&v.re, p, 8); break;
  case HLO_DT_C64: { float x[2]; memcpy(x, p, 8); v.re = x[0]; v.im = x[1]; break; }
  case HLO_DT_C128: { double x[2]; memcpy(x, p, 16); v.re = x[0]; v.im = x[1]; break; }
  default: break;
  }
  return v;
}

/* A double converted to float dtype `dt` (one correct rounding). */
static void write_float(HloDtype dt, unsigned char *p, double d) {
  switch (dt) {
  case HLO_DT_BF16: { uint16_t h = f32_to_bf16(f64_to_f32_odd(d)); memcpy(p, &h, 2); break; }
  case HLO_DT_F16: { uint16_t h = f32_to_f16(f64_to_f32_odd(d)); memcpy(p, &h, 2); break; }
  case HLO_DT_F32: { float f = (float)d; memcpy(p, &f, 4); break; }
  case HLO_DT_F64: memcpy(p, &d, 8); break;
  default: break;
  }
}

/* Truncates toward zero and saturates to the integer dtype's range. */
static uint64_t float_to_int_bits(HloDtype dt, double d) {
  if (isnan(d))
    return 0;
  double t = trunc(d);
  int bits = info(dt)->bits;
  if (info(dt)->cls == 'u') {
    double limit = ldexp(1.0, bits); /* 2^bits, exact */
    if (t <= 0)
      return 0;
    if (t >= limit)
      return bits == 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
    return (uint64_t)t;
  }
  /* The bit patterns of the extremes; stores truncate to the width. */
  double limit = ldexp(1.0, bits - 1);
  if (t >= limit)
    return (UINT64_C(1) << (bits - 1)) - 1;
  if (t < -limit)
    return UINT64_C(1) << (bits - 1);
  return (uint64_t)(int64_t)t;
}

/* Stores the low bits of v; sub-byte integers wrap to their width and
 * are stored sign- or zero-extended to the byte. */
static void write_int_bits(HloDtype dt, unsigned char *p, uint64_t v) {
  int bits = info(dt)->bits;
  if (bits < 8) {
    uint64_t m = UINT64_C(1) << (bits - 1);
    v &= (m << 1) - 1;
    if (info(dt)->cls == 's')
      v = (v ^ m) - m;
  }
  switch (info(dt)->bytes) {
  case 1: p[0] = (unsigned char)v; break;
  case 2: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); break; }
  case 4: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
  default: memcpy(p, &v, 8); break;
  }
}

/* A real value of scalar v, as the float rules see it. */
static double scalar_as_double(HloDtype to, const Scalar *v) {
  int precision = info(to)->precision;
  switch (v->cls) {
  case 'b':
  case 'u': return u64_rounded(v->u, precision);
  case 's': {
    uint64_t mag = v->s < 0 ? (uint64_t)0 - (uint64_t)v->s : (uint64_t)v->s;
    double d = u64_rounded(mag, precision);
    return v->s < 0 ? -d : d;
  }
  default: return v->re;
  }
}

static void write_scalar(HloDtype to, unsigned char *p, const Scalar *v) {
  char cls = info(to)->cls;
  if (cls == 'b') {
    bool nz = v->cls == 'f' || v->cls == 'c' ? v->re != 0 : (v->cls == 's' ? v->s != 0 : v->u != 0);
    p[0] = nz;
  } else if (cls == 's' || cls == 'u') {
    uint64_t bits = v->cls == 's' ? (uint64_t)v->s
                    : v->cls == 'b' || v->cls == 'u' ? v->u
                                                     : float_to_int_bits(to, v->re);
    write_int_bits(to, p, bits);
  } else if (cls == 'f') {
    write_float(to, p, scalar_as_double(to, v));
  } else if (cls == 'c') {
    HloDtype part = to == HLO_DT_C64 ? HLO_DT_F32 : HLO_DT_F64;
    int half = info(part)->bytes;
    write_float(part, p, scalar_as_double(part, v));
    write_float(part, p + half, v->cls == 'c' ? v->im : 0.0);
  }
}

/* ---- bulk conversion ---- */

static bool convert_fast(HloDtype to, void *dst, HloDtype from, const void *src, int64_t n) {
  if (from == HLO_DT_BF16 && to == HLO_DT_F32) {
    const uint16_t *s = src;
    float *d = dst;
    for (int64_t i = 0; i < n; i++)
      d[i] = bf16_to_f32(s[i]);
  } else if (from == HLO_DT_F32 && to == HLO_DT_BF16) {
    const float *s = src;
    uint16_t *d = dst;
    for (int64_t i = 0; i < n; i++)
      d[i] = f32_to_bf16(s[i]);
  } else if (from == HLO_DT_F16 && to == HLO_DT_F32) {
    const uint16_t *s = src;
    float *d = dst;
    for (int64_t i = 0; i < n; i++)
      d[i] = f16_to_f32(s[i]);
  } else if (from == HLO_DT_F32 && to == HLO_DT_F16) {
    const float *s = src;
    uint16_t *d = dst;
    for (int64_t i = 0; i < n; i++)
      d[i] = f32_to_f16(s[i]);
  } else if (from == HLO_DT_F32 && to == HLO_DT_F64) {
    const float *s = src;
    double *d = dst;
    for (int64_t i = 0; i < n; i++)
      d[i] = s[i];
  } else if (from == HLO_DT_F64 && to == HLO_DT_F32) {
    const double *s = src;
    float *d = dst;
    for (int64_t i = 0; i < n; i++)
      d[i] = (float)s[i];
  } else if (from == HLO_DT_S32 && to == HLO_DT_S64) {
    const int32_t *s = src;
    int64_t *d = dst;
    for (int64_t i = 0; i < n; i++)
      d[i] = s[i];
  } else if (from == HLO_DT_S64 && to == HLO_DT_S32) {
    const int64_t *s = src;
    int32_t *d = dst;
    for (int64_t i = 0; i < n; i++)
      d[i] = (int32_t)(uint32_t)(uint64_t)s[i];
  } else if (from == HLO_DT_S32 && to == HLO_DT_F32) {
    const int32_t *s = src;
    float *d = dst;
    for (int64_t i = 0; i < n; i++)
      d[i] = (float)s[i];
  } else {
    return false;
  }
  return true;
}

void hlo_convert(HloDtype to, void *dst, HloDtype from, const void *src, int64_t n) {
  if (to == from) {
    memcpy(dst, src, (size_t)n * (size_t)info(to)->bytes);
    return;
  }
  if (convert_fast(to, dst, from, src, n))
    return;
  int sb = info(from)->bytes, db = info(to)->bytes;
  const unsigned char *s = src;
  unsigned char *d = dst;
  for (int64_t i = 0; i < n; i++) {
    Scalar v = read_scalar(from, s + i * sb);
    write_scalar(to, d + i * db, &v);
  }
}

/* Indices are clamped to +-2^40: no dimension comes near (tensors are
 * limited to 2^33 bytes), so every index keeps its meaning, in range or
 * out, and sums of an index and an offset cannot overflow. */
int64_t interp_read_index(HloDtype dt, const unsigned char *p) {
  const int64_t limit = INT64_C(1) << 40;
  Scalar v = read_scalar(dt, p);
  if (v.cls != 's')
    return v.u > (uint64_t)limit ? limit : (int64_t)v.u;
  return v.s > limit ? limit : v.s < -limit ? -limit : v.s;
}

/* ---- tensors ---- */

int64_t hlo_tensor_count(const HloTensor *t) {
  int64_t n = 1;
  for (int d = 0; d < t->rank; d++)
    n *= t->dims[d];
  return n;
}

size_t hlo_tensor_bytes(const HloTensor *t) {
  return (size_t)hlo_tensor_count(t) * (size_t)info(t->dtype)->bytes;
}

void hlo_tensor_alloc(HloTensor *t, HloDtype dt, int rank, const int64_t *dims) {
  t->dtype = dt;
  t->rank = rank;
  for (int d = 0; d < rank; d++)
    t->dims[d] = dims[d];
  size_t bytes = hlo_tensor_bytes(t);
  t->data = hlo_xcalloc(bytes ? bytes : 1, 1);
}

void hlo_tensor_free(HloTensor *t) {
  free(t->data);
  t->data = NULL;
}

void hlo_tensor_type_print(const HloTensor *t, HloStr *out) {
  hlo_str_puts(out, "tensor<");
  for (int d = 0; d < t->rank; d++)
    hlo_str_printf(out, "%lldx", (long long)t->dims[d]);
  hlo_str_printf(out, "%s>", hlo_dtype_name(t->dtype));
}

double hlo_tensor_get_f64(const HloTensor *t, int64_t i) {
  Scalar v = read_scalar(t->dtype, (const unsigned char *)t->data + i * info(t->dtype)->bytes);
  switch (v.cls) {
  case 's': return (double)v.s;
  case 'u':
  case 'b': return (double)v.u;
  default: return v.re;
  }
}

void hlo_tensor_set_f64(HloTensor *t, int64_t i, double v) {
  hlo_convert(t->dtype, (unsigned char *)t->data + i * info(t->dtype)->bytes, HLO_DT_F64, &v, 1);
}

/* ---- formatting ---- */

/* d rounded to float dtype dt, read back as a double. */
static double rounded_to(HloDtype dt, double d) {
  unsigned char buf[8];
  write_float(dt, buf, d);
  Scalar v = read_scalar(dt, buf);
  return v.re;
}

/* Shortest decimal that reads back as `d` in dtype dt: positional for
 * moderate exponents (0.001, 10.0, 65504.0), scientific otherwise
 * (1.0e-08), always with a '.' so that MLIR lexes it as a float. */
static void format_real(HloDtype dt, double d, const unsigned char *bits, HloStr *out) {
  if (!isfinite(d)) {
    int bytes = info(dt)->bytes;
    uint64_t u = 0;
    memcpy(&u, bits, (size_t)bytes);
    hlo_str_printf(out, "0x%0*llX", bytes * 2, (unsigned long long)u);
    return;
  }
  char buf[40];
  int prec = 1;
  for (; prec < 17; prec++) {
    snprintf(buf, sizeof buf, "%.*e", prec - 1, d);
    double back = rounded_to(dt, strtod(buf, NULL));
    if (back == d && signbit(back) == signbit(d))
      break;
  }
  snprintf(buf, sizeof buf, "%.*e", prec - 1, d);
  /* buf is [-]D[.DDD]e[+-]XX: split it into sign, digits and exponent. */
  const char *p = buf;
  bool neg = *p == '-';
  p += neg;
  char digits[24];
  int nd = 0;
  for (; *p != 'e'; p++)
    if (*p != '.')
      digits[nd++] = *p;
  int exp = atoi(p + 1);
  if (neg)
    hlo_str_puts(out, "-");
  if (exp < -4 || exp >= 16) {
    hlo_str_printf(out, "%c.", digits[0]);
    if (nd > 1)
      hlo_str_append(out, digits + 1, (size_t)(nd - 1));
    else
      hlo_str_puts(out, "0");
    hlo_str_printf(out, "e%+03d", exp);
    return;
  }
  if (exp < 0) {
    hlo_str_puts(out, "0.");
    for (int i = -1; i > exp; i--)
      hlo_str_puts(out, "0");
    hlo_str_append(out, digits, (size_t)nd);
    return;
  }
  /* exp >= 0: digits before the point, padded with zeros if needed. */
  for (int i = 0; i <= exp; i++)
    hlo_str_printf(out, "%c", i < nd ? digits[i] : '0');
  hlo_str_puts(out, ".");
  if (nd > exp + 1)
    hlo_str_append(out, digits + exp + 1, (size_t)(nd - exp - 1));
  else
    hlo_str_puts(out, "0");
}

void hlo_format_element(const HloTensor *t, int64_t i, HloStr *out) {
  int bytes = info(t->dtype)->bytes;
  const unsigned char *p = (const unsigned char *)t->data + i * bytes;
  Scalar v = read_scalar(t->dtype, p);
  switch (v.cls) {
  case 'b': hlo_str_puts(out, v.u ? "true" : "false"); break;
  case 's': hlo_str_printf(out, "%lld", (long long)v.s); break;
  case 'u': hlo_str_printf(out, "%llu", (unsigned long long)v.u); break;
  case 'f': format_real(t->dtype, v.re, p, out); break;
  case 'c': {
    HloDtype part = t->dtype == HLO_DT_C64 ? HLO_DT_F32 : HLO_DT_F64;
    hlo_str_puts(out, "(");
    format_real(part, v.re, p, out);
    hlo_str_puts(out, ", ");
    format_real(part, v.im, p + bytes / 2, out);
    hlo_str_puts(out, ")");
    break;
  }
  default: hlo_str_puts(out, "?"); break;
  }
}

/* ---- random values ---- */

/* 64 random bits for element i of stream `stream`: Philox on the counter
 * (i / 2, stream) keyed by the seed, so values do not depend on how many
 * other tensors were filled before. */
static uint64_t random_bits(uint64_t seed, uint64_t stream, int64_t i) {
  uint32_t key[2] = {(uint32_t)seed, (uint32_t)(seed >> 32)};
  uint64_t block = (uint64_t)i >> 1;
  uint32_t ctr[4] = {(uint32_t)block, (uint32_t)(block >> 32), (uint32_t)stream,
                     (uint32_t)(stream >> 32)};
  uint32_t out[4];
  interp_philox4x32(key, ctr, out);
  int k = (int)(i & 1) * 2;
  return (uint64_t)out[k] | (uint64_t)out[k + 1] << 32;
}

/* A uniform value in [-1, 1) with `precision` significant bits, so that it
 * is exact in the dtype and never rounds up to 1. */
static double random_unit(uint64_t bits, int precision) {
  int p = precision > 53 ? 53 : precision;
  uint64_t u = bits >> (64 - p);
  return ldexp((double)u, 1 - p) - 1.0;
}

void hlo_tensor_fill_random(HloTensor *t, uint64_t seed, uint64_t stream) {
  int64_t n = hlo_tensor_count(t);
  const DtypeInfo *di = info(t->dtype);
  unsigned char *p = t->data;
  for (int64_t i = 0; i < n; i++) {
    uint64_t bits = random_bits(seed, stream, i);
    unsigned char *e = p + i * di->bytes;
    switch (di->cls) {
    case 'b': e[0] = bits & 1; break;
    case 's':
    case 'u': write_int_bits(t->dtype, e, bits % 16); break;
    case 'f': write_float(t->dtype, e, random_unit(bits, di->precision)); break;
    case 'c': {
      HloDtype part = t->dtype == HLO_DT_C64 ? HLO_DT_F32 : HLO_DT_F64;
      write_float(part, e, random_unit(bits, di->precision));
      write_float(part, e + di->bytes / 2,
                  random_unit(random_bits(seed, stream ^ UINT64_C(0x9e3779b97f4a7c15), i),
                              di->precision));
      break;
    }
    default: break;
    }
  }
}

void hlo_format_index(int rank, const int64_t *dims, int64_t flat, HloStr *out) {
  int64_t idx[HLO_MAX_RANK];
  for (int d = rank - 1; d >= 0; d--) {
    idx[d] = dims[d] ? flat % dims[d] : 0;
    flat = dims[d] ? flat / dims[d] : 0;
  }
  hlo_str_puts(out, "[");
  for (int d = 0; d < rank; d++)
    hlo_str_printf(out, "%s%lld", d ? ", " : "", (long long)idx[d]);
  hlo_str_puts(out, "]");
}
