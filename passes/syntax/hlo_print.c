/*
 * XLA's HLO text, written: a module as HLO text XLA's parser
 * (ParseAndReturnUnverifiedModule, hlo-opt, run_hlo_module) reads.
 *
 * Contract: hlo_xla_print writes @main (or the module's one public
 * function) as the ENTRY computation, every other function as a
 * computation, and every region of an op as a computation of its own
 * (regions of reduce, sort, scatter, ... take their block arguments as
 * parameters; the branches of if/case take the values they use from
 * outside as one tuple parameter, passed as the branch operand; while
 * loops carry what their regions use from outside). Each op is the HLO
 * instruction the reader (hlo_emit.c) maps to it, so HLO -> hlomem ->
 * HLO -> hlomem gives the same module. Ops of several results are HLO
 * tuples, read back with get-tuple-element. Locations named as the
 * reader writes metadata become metadata again; `hlo.attributes` are
 * written back as they were read. Anything HLO cannot say is an error at
 * the op, never a silent drop.
 *
 * Design: attributes are read from their printed text (the dialects are
 * unregistered: they are opaque attributes to the C API); constants from
 * their raw data. Computations are collected callee first, since XLA
 * resolves a computation's name where it is used.
 */
#define _GNU_SOURCE
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>

#include "syntax/internal.h"

typedef struct Comp {
  HloStr text;
} Comp;

typedef struct P {
  HloArena arena;
  HloPtrMap names;  /* MlirValue -> index in `vnames` */
  char **vnames;
  size_t nvnames, capnames;
  HloPtrMap funcs_done; /* func.func op -> 1 */
  HloPtrMap tuple_of;   /* an op of several results -> index in vnames of its instruction */
  Comp *comps;
  size_t ncomps, capcomps;
  unsigned counter;
  MlirOperation module;
  jmp_buf fail;
  MlirLocation err_loc;
  bool has_err_loc;
  char err[256];
  HloStr tmp;
  HloStr **live; /* strings being built, freed on failure */
  size_t nlive, caplive;
} P;

static _Noreturn void fail(P *p, MlirOperation at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static _Noreturn void fail(P *p, MlirOperation at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(p->err, sizeof p->err, fmt, ap);
  va_end(ap);
  p->has_err_loc = !mlirOperationIsNull(at);
  if (p->has_err_loc)
    p->err_loc = mlirOperationGetLocation(at);
  for (size_t i = 0; i < p->nlive; i++)
    hlo_str_free(p->live[i]);
  p->nlive = 0;
  longjmp(p->fail, 1);
}

static MlirStringRef sref(const char *s) { return mlirStringRefCreateFromCString(s); }

/* Strings being built are tracked, so that fail(), which leaves their
 * functions by longjmp, frees them. */
static void track(P *p, HloStr *s) {
  if (p->nlive == p->caplive) {
    p->caplive = p->caplive ? p->caplive * 2 : 32;
    p->live = hlo_xrealloc(p->live, sizeof(HloStr *) * p->caplive);
  }
  p->live[p->nlive++] = s;
}

static void untrack(P *p, HloStr *s) {
  for (size_t i = p->nlive; i-- > 0;)
    if (p->live[i] == s) {
      memmove(&p->live[i], &p->live[i + 1], sizeof(HloStr *) * (p->nlive - i - 1));
      p->nlive--;
      break;
    }
  hlo_str_free(s);
}

static bool name_is(MlirOperation op, const char *n) {
  MlirStringRef s = mlirIdentifierStr(mlirOperationGetName(op));
  return s.length == strlen(n) && !memcmp(s.data, n, s.length);
}

static const char *op_name(P *p, MlirOperation op) {
  MlirStringRef s = mlirIdentifierStr(mlirOperationGetName(op));
  return hlo_arena_strndup(&p->arena, s.data, s.length);
}

static MlirAttribute prop(MlirOperation op, const char *n) {
  MlirAttribute a = mlirOperationGetAttributeByName(op, sref(n));
  if (mlirAttributeIsNull(a))
    a = mlirOperationGetDiscardableAttributeByName(op, sref(n));
  return a;
}

/* The printed text of an attribute or type, in p->tmp (valid until the
 * next call). */
static const char *attr_text(P *p, MlirAttribute a) {
  p->tmp.len = 0;
  mlirAttributePrint(a, hlo_str_callback, &p->tmp);
  hlo_str_puts(&p->tmp, "");
  return p->tmp.data;
}

static char *type_text(P *p, MlirType t) {
  HloStr s = {0};
  mlirTypePrint(t, hlo_str_callback, &s);
  char *r = hlo_arena_strndup(&p->arena, s.data ? s.data : "", s.len);
  hlo_str_free(&s);
  return r;
}

/* ---- shapes ---- */

static const struct {
  const char *mlir, *hlo;
} elems[] = {
    {"i1", "pred"},      {"i2", "s2"},         {"i4", "s4"},           {"i8", "s8"},
    {"i16", "s16"},      {"i32", "s32"},       {"i64", "s64"},         {"ui1", "u1"},
    {"ui2", "u2"},       {"ui4", "u4"},        {"ui8", "u8"},          {"ui16", "u16"},
    {"ui32", "u32"},     {"ui64", "u64"},      {"f16", "f16"},         {"bf16", "bf16"},
    {"f32", "f32"},      {"f64", "f64"},       {"complex<f32>", "c64"}, {"complex<f64>", "c128"},
    {"f8E5M2", "f8e5m2"}, {"f8E4M3", "f8e4m3"}, {"f8E4M3FN", "f8e4m3fn"},
    {"f8E4M3B11FNUZ", "f8e4m3b11fnuz"}, {"f8E5M2FNUZ", "f8e5m2fnuz"},
    {"f8E4M3FNUZ", "f8e4m3fnuz"}, {"si8", "s8"}, {"si16", "s16"}, {"si32", "s32"},
    {"si64", "s64"},
};

static const char *hlo_elem(const char *m, size_t n) {
  for (size_t i = 0; i < sizeof elems / sizeof *elems; i++)
    if (strlen(elems[i].mlir) == n && !memcmp(elems[i].mlir, m, n))
      return elems[i].hlo;
  return NULL;
}

/* tensor<4x?x8xf32, #stablehlo.bounds<?, 16, ?>> as f32[4,<=16,8]. */
static void put_array_shape(P *p, MlirOperation at, MlirType t, HloStr *o) {
  if (!mlirTypeIsATensor(t) || !mlirShapedTypeHasRank(t)) {
    const char *s = type_text(p, t);
    if (!strcmp(s, "!stablehlo.token")) {
      hlo_str_puts(o, "token[]");
      return;
    }
    fail(p, at, "type %s has no HLO shape", s);
  }
  const char *s = type_text(p, mlirShapedTypeGetElementType(t));
  const char *e = hlo_elem(s, strlen(s));
  if (!e)
    fail(p, at, "element type %s has no HLO primitive type", s);
  int64_t rank = mlirShapedTypeGetRank(t);
  int64_t bounds[64];
  for (int64_t i = 0; i < rank && i < 64; i++)
    bounds[i] = -1;
  MlirAttribute enc = mlirRankedTensorTypeGetEncoding(t);
  if (!mlirAttributeIsNull(enc)) {
    const char *b = attr_text(p, enc);
    const char *q = strchr(b, '<');
    for (int64_t i = 0; q && i < rank && i < 64; i++) {
      q++;
      while (*q == ' ')
        q++;
      bounds[i] = *q == '?' ? -1 : strtoll(q, NULL, 10);
      q = strchr(q, i + 1 < rank ? ',' : '>');
    }
  }
  hlo_str_printf(o, "%s[", e);
  for (int64_t i = 0; i < rank; i++) {
    int64_t d = mlirShapedTypeGetDimSize(t, i);
    if (i)
      hlo_str_puts(o, ",");
    if (mlirShapedTypeIsDynamicSize(d))
      hlo_str_printf(o, i < 64 && bounds[i] >= 0 ? "<=%lld" : "?", (long long)bounds[i]);
    else
      hlo_str_printf(o, "%lld", (long long)d);
  }
  hlo_str_puts(o, "]");
}

static void put_shape(P *p, MlirOperation at, MlirType t, HloStr *o) {
  if (mlirTypeIsATuple(t)) {
    hlo_str_puts(o, "(");
    for (intptr_t i = 0; i < mlirTupleTypeGetNumTypes(t); i++) {
      if (i)
        hlo_str_puts(o, ", ");
      put_shape(p, at, mlirTupleTypeGetType(t, i), o);
    }
    hlo_str_puts(o, ")");
    return;
  }
  put_array_shape(p, at, t, o);
}

/* ---- names ---- */

static const char *fresh(P *p, const char *base) {
  return hlo_arena_printf(&p->arena, "%s.%u", base, ++p->counter);
}

static void bind(P *p, MlirValue v, const char *name) {
  if (p->nvnames == p->capnames) {
    p->capnames = p->capnames ? p->capnames * 2 : 256;
    p->vnames = hlo_xrealloc(p->vnames, sizeof(char *) * p->capnames);
  }
  p->vnames[p->nvnames] = (char *)name;
  hlo_ptrmap_put(&p->names, v.ptr, (int64_t)p->nvnames++);
}

static const char *value_name(P *p, MlirOperation user, MlirValue v) {
  int64_t i;
  if (!hlo_ptrmap_get(&p->names, v.ptr, &i))
    fail(p, user, "an operand is defined outside the computation HLO can see");
  return p->vnames[i];
}

/* ---- attributes ---- */

/* The integers of `array<i64: 1, 2>`, `[1, 2]` or `dense<[1, 2]>` text. */
static int ints_of(const char *s, int64_t *out, int max) {
  int n = 0;
  const char *q = s;
  if (!strncmp(q, "array<", 6)) {
    q = strchr(q, ':');
    if (!q)
      return 0;
    q++;
  }
  /* up to the type of a dense attribute, `... : tensor<2x2xi64>` */
  while (*q && *q != ':' && n < max) {
    if ((*q >= '0' && *q <= '9') || (*q == '-' && q[1] >= '0' && q[1] <= '9')) {
      char *end;
      out[n++] = strtoll(q, &end, 10);
      q = end;
    } else {
      q++;
    }
  }
  return n;
}

static void put_ints(HloStr *o, const int64_t *v, int n) {
  hlo_str_puts(o, "{");
  for (int i = 0; i < n; i++)
    hlo_str_printf(o, "%s%lld", i ? "," : "", (long long)v[i]);
  hlo_str_puts(o, "}");
}

static int dims_prop(P *p, MlirOperation op, const char *n, int64_t *out) {
  MlirAttribute a = prop(op, n);
  if (mlirAttributeIsNull(a))
    return -1;
  if (mlirAttributeIsADenseI64Array(a)) {
    intptr_t k = mlirDenseArrayGetNumElements(a);
    for (intptr_t i = 0; i < k && i < 4096; i++)
      out[i] = mlirDenseI64ArrayGetElement(a, i);
    return (int)(k < 4096 ? k : 4096);
  }
  return ints_of(attr_text(p, a), out, 4096);
}

static int64_t int_prop(P *p, MlirOperation op, const char *n, int64_t dflt) {
  MlirAttribute a = prop(op, n);
  if (mlirAttributeIsNull(a))
    return dflt;
  if (mlirAttributeIsAInteger(a))
    return mlirIntegerAttrGetValueInt(a);
  int64_t v;
  return ints_of(attr_text(p, a), &v, 1) == 1 ? v : dflt;
}

static bool bool_prop(MlirOperation op, const char *n) {
  MlirAttribute a = prop(op, n);
  if (mlirAttributeIsNull(a))
    return false;
  if (mlirAttributeIsABool(a))
    return mlirBoolAttrGetValue(a);
  return mlirAttributeIsAUnit(a);
}

/* The word after the space in `#stablehlo<comparison_direction LT>`. */
static const char *enum_prop(P *p, MlirOperation op, const char *n) {
  MlirAttribute a = prop(op, n);
  if (mlirAttributeIsNull(a))
    return NULL;
  const char *s = attr_text(p, a);
  const char *sp = strrchr(s, ' ');
  const char *w = sp ? sp + 1 : s;
  size_t len = strcspn(w, ">");
  return hlo_arena_strndup(&p->arena, w, len);
}

/* `field = [1, 2]` in a struct attribute's text; the count, -1 absent. */
static int field_ints(const char *s, const char *field, int64_t *out) {
  size_t n = strlen(field);
  for (const char *q = s; (q = strstr(q, field)); q += n) {
    if ((q > s && (q[-1] == '_' || (q[-1] >= 'a' && q[-1] <= 'z'))) || q[n] != ' ')
      continue;
    q += n;
    while (*q == ' ' || *q == '=')
      q++;
    if (*q == '[') {
      const char *end = strchr(q, ']');
      int k = 0;
      for (const char *r = q + 1; r < end;) {
        if ((*r >= '0' && *r <= '9') || *r == '-') {
          char *e;
          out[k++] = strtoll(r, &e, 10);
          r = e;
        } else {
          r++;
        }
      }
      return k;
    }
    out[0] = strtoll(q, NULL, 10);
    return 1;
  }
  return -1;
}

/* ---- literals ---- */

static double minifloat(uint32_t bits, int ebits, int mbits, int bias, int kind) {
  /* kind 0: IEEE (inf and nan at the top exponent), 1: FN (only
   * all-ones is nan), 2: FNUZ (0x80 is nan, no -0) */
  uint32_t sign = bits >> (ebits + mbits) & 1;
  uint32_t exp = bits >> mbits & ((1u << ebits) - 1);
  uint32_t man = bits & ((1u << mbits) - 1);
  if (kind == 2 && sign && !exp && !man)
    return NAN;
  if (kind == 0 && exp == (1u << ebits) - 1)
    return man ? NAN : (sign ? -INFINITY : INFINITY);
  if (kind == 1 && exp == (1u << ebits) - 1 && man == (1u << mbits) - 1)
    return NAN;
  double v = exp ? ldexp(1.0 + ldexp(man, -mbits), (int)exp - bias)
                 : ldexp(ldexp(man, -mbits), 1 - bias);
  return sign ? -v : v;
}

static void put_double(HloStr *o, double v, int digits) {
  if (isnan(v))
    hlo_str_puts(o, "nan");
  else if (isinf(v))
    hlo_str_puts(o, v < 0 ? "-inf" : "inf");
  else
    hlo_str_printf(o, "%.*g", digits, v);
}

typedef struct ElemCodec {
  const char *mlir;
  int bytes; /* storage bytes; 0: bit-packed i1 */
  int kind;  /* 0 int, 1 uint, 2 float, 3 minifloat, 4 complex, 5 bool */
  int ebits, mbits, bias, mkind;
} ElemCodec;

static const ElemCodec codecs[] = {
    {"i1", 0, 5, 0, 0, 0, 0},       {"i2", 1, 0, 0, 0, 0, 0},     {"i4", 1, 0, 0, 0, 0, 0},
    {"i8", 1, 0, 0, 0, 0, 0},       {"i16", 2, 0, 0, 0, 0, 0},    {"i32", 4, 0, 0, 0, 0, 0},
    {"i64", 8, 0, 0, 0, 0, 0},      {"ui1", 1, 1, 0, 0, 0, 0},    {"ui2", 1, 1, 0, 0, 0, 0},
    {"ui4", 1, 1, 0, 0, 0, 0},      {"ui8", 1, 1, 0, 0, 0, 0},    {"ui16", 2, 1, 0, 0, 0, 0},
    {"ui32", 4, 1, 0, 0, 0, 0},     {"ui64", 8, 1, 0, 0, 0, 0},   {"f32", 4, 2, 0, 0, 0, 0},
    {"f64", 8, 2, 0, 0, 0, 0},      {"f16", 2, 3, 5, 10, 15, 0},  {"bf16", 2, 3, 8, 7, 127, 0},
    {"f8E5M2", 1, 3, 5, 2, 15, 0},  {"f8E4M3", 1, 3, 4, 3, 7, 0}, {"f8E4M3FN", 1, 3, 4, 3, 7, 1},
    {"f8E5M2FNUZ", 1, 3, 5, 2, 16, 2}, {"f8E4M3FNUZ", 1, 3, 4, 3, 8, 2},
    {"f8E4M3B11FNUZ", 1, 3, 4, 3, 11, 2}, {"complex<f32>", 8, 4, 0, 0, 0, 0},
    {"complex<f64>", 16, 4, 0, 0, 0, 0},
};

static void put_element(const ElemCodec *c, const unsigned char *raw, int64_t i, HloStr *o) {
  if (c->kind == 5) {
    hlo_str_puts(o, raw[i / 8] >> (i % 8) & 1 ? "true" : "false");
    return;
  }
  const unsigned char *e = raw + i * c->bytes;
  uint64_t u = 0;
  if (c->kind != 4)
    for (int b = c->bytes - 1; b >= 0; b--)
      u = u << 8 | e[b];
  switch (c->kind) {
  case 0: {
    int bits = !strcmp(c->mlir, "i2") ? 2 : !strcmp(c->mlir, "i4") ? 4 : c->bytes * 8;
    int64_t v = bits == 64 ? (int64_t)u : (int64_t)(u << (64 - bits)) >> (64 - bits);
    hlo_str_printf(o, "%lld", (long long)v);
    break;
  }
  case 1:
    hlo_str_printf(o, "%llu", (unsigned long long)u);
    break;
  case 2:
    if (c->bytes == 4) {
      float f;
      uint32_t w = (uint32_t)u;
      memcpy(&f, &w, 4);
      put_double(o, f, 9);
    } else {
      double d;
      memcpy(&d, &u, 8);
      put_double(o, d, 17);
    }
    break;
  case 3:
    put_double(o, minifloat((uint32_t)u, c->ebits, c->mbits, c->bias, c->mkind), 9);
    break;
  case 4: {
    hlo_str_puts(o, "(");
    for (int part = 0; part < 2; part++) {
      if (part)
        hlo_str_puts(o, ", ");
      if (c->bytes == 8) {
        float f;
        memcpy(&f, e + part * 4, 4);
        put_double(o, f, 9);
      } else {
        double d;
        memcpy(&d, e + part * 8, 8);
        put_double(o, d, 17);
      }
    }
    hlo_str_puts(o, ")");
    break;
  }
  }
}

/* A dense constant as an HLO literal: nested braces, every element
 * written (HLO has no splat). */
static void put_literal(P *p, MlirOperation at, MlirAttribute a, HloStr *o) {
  if (!mlirAttributeIsADenseElements(a))
    fail(p, at, "constant value %s is not dense elements", attr_text(p, a));
  MlirType t = mlirAttributeGetType(a);
  const char *es = type_text(p, mlirShapedTypeGetElementType(t));
  const ElemCodec *c = NULL;
  for (size_t i = 0; i < sizeof codecs / sizeof *codecs; i++)
    if (!strcmp(codecs[i].mlir, es))
      c = &codecs[i];
  if (!c)
    fail(p, at, "constants of %s cannot be written as HLO", es);
  const unsigned char *raw = mlirDenseElementsAttrGetRawData(a);
  bool splat = mlirDenseElementsAttrIsSplat(a);
  int64_t rank = mlirShapedTypeGetRank(t);
  int64_t n = mlirElementsAttrGetNumElements(a);
  if (rank == 0) {
    put_element(c, raw, 0, o);
    return;
  }
  int64_t dims[64], idx[64] = {0};
  for (int64_t d = 0; d < rank && d < 64; d++)
    dims[d] = mlirShapedTypeGetDimSize(t, d);
  for (int64_t d = 0; d < rank; d++)
    hlo_str_puts(o, "{");
  for (int64_t k = 0; k < n; k++) {
    if (k) {
      /* close and open braces where the index rolls over */
      int64_t d = rank - 1;
      int closes = 0;
      while (d > 0 && idx[d] == dims[d]) {
        idx[d] = 0;
        idx[d - 1]++;
        closes++;
        d--;
      }
      for (int i = 0; i < closes; i++)
        hlo_str_puts(o, "}");
      hlo_str_puts(o, ", ");
      for (int i = 0; i < closes; i++)
        hlo_str_puts(o, "{");
    }
    put_element(c, raw, splat ? 0 : k, o);
    idx[rank - 1]++;
  }
  for (int64_t d = 0; d < rank; d++)
    hlo_str_puts(o, "}");
}

/* ---- locations ---- */

/* loc("op_name"("file":L:C)) as metadata, the way the reader reads it. */
static void put_metadata(P *p, MlirOperation op, HloStr *o) {
  p->tmp.len = 0;
  mlirLocationPrint(mlirOperationGetLocation(op), hlo_str_callback, &p->tmp);
  hlo_str_puts(&p->tmp, "");
  const char *s = p->tmp.data;
  if (strncmp(s, "loc(\"", 5))
    return;
  const char *a = s + 5;
  const char *ae = a;
  while (*ae && *ae != '"') {
    if (*ae == '\\')
      ae++;
    ae++;
  }
  if (ae[0] != '"' || ae[1] != '(')
    return;
  const char *f = ae + 2;
  if (*f != '"')
    return;
  f++;
  const char *fe = f;
  while (*fe && *fe != '"') {
    if (*fe == '\\')
      fe++;
    fe++;
  }
  long line = 0;
  if (fe[0] == '"' && fe[1] == ':')
    line = strtol(fe + 2, NULL, 10);
  hlo_str_printf(o, ", metadata={op_name=\"%.*s\" source_file=\"%.*s\" source_line=%ld}",
                 (int)(ae - a), a, (int)(fe - f), f, line);
}

/* ---- computations ---- */

typedef struct Body {
  HloStr *o;
  P *p;
} Body;

static const char *emit_block_as_comp(P *p, MlirBlock b, const char *base, MlirValue *captured,
                                      intptr_t ncaptured, bool entry, MlirOperation func);

/* Writes `name = shape ` for one result (or a tuple of them). */
static const char *instr_head(P *p, HloStr *o, MlirOperation op, const char *base) {
  const char *name = fresh(p, base);
  intptr_t n = mlirOperationGetNumResults(op);
  hlo_str_printf(o, "  %s = ", name);
  MlirAttribute written = mlirOperationGetDiscardableAttributeByName(op, sref("hlo.shape"));
  if (!mlirAttributeIsNull(written) && mlirAttributeIsAString(written)) {
    MlirStringRef s = mlirStringAttrGetValue(written);
    hlo_str_append(o, s.data, s.length);
  } else if (n == 1) {
    put_shape(p, op, mlirValueGetType(mlirOperationGetResult(op, 0)), o);
  } else {
    hlo_str_puts(o, "(");
    for (intptr_t i = 0; i < n; i++) {
      if (i)
        hlo_str_puts(o, ", ");
      put_shape(p, op, mlirValueGetType(mlirOperationGetResult(op, i)), o);
    }
    hlo_str_puts(o, ")");
  }
  hlo_str_puts(o, " ");
  return name;
}

static void put_operands(P *p, HloStr *o, MlirOperation op, intptr_t from, intptr_t to) {
  for (intptr_t i = from; i < to; i++)
    hlo_str_printf(o, "%s%s", i > from ? ", " : "", value_name(p, op, mlirOperationGetOperand(op, i)));
}

/* Walks a tuple shape's text to leaf `want`: its index path and the text
 * of the tuple at each level. Returns the end of the shape at `s`. */
typedef struct LeafWalk {
  int want, seen, depth, found;
  int path[16];
  const char *sub[16];
  size_t subn[16];
} LeafWalk;

static const char *walk_shape(const char *s, const char *e, LeafWalk *w) {
  while (s < e && *s == ' ')
    s++;
  if (s < e && *s == '(') {
    const char *start = s;
    int d = w->depth++;
    int idx = 0;
    s++;
    while (s < e && *s != ')') {
      if (d < 16 && !w->found)
        w->path[d] = idx;
      const char *before = s;
      s = walk_shape(s, e, w);
      if (w->found && d < 16 && !w->sub[d]) {
        w->sub[d] = start;
        w->subn[d] = 0; /* set when this tuple's end is known */
      }
      while (s < e && (*s == ' ' || *s == ','))
        s++;
      if (s == before)
        break;
      idx++;
    }
    if (s < e)
      s++;
    if (w->found && d < 16 && w->sub[d] == start)
      w->subn[d] = (size_t)(s - start);
    w->depth--;
    return s;
  }
  int depth = 0;
  while (s < e && !(depth == 0 && (*s == ',' || *s == ')'))) {
    if (*s == '{' || *s == '[' || *s == '(')
      depth++;
    else if (*s == '}' || *s == ']' || *s == ')')
      depth--;
    s++;
  }
  if (!w->found && w->seen++ == w->want) {
    w->found = w->depth + 1;
    for (int i = 0; i < 16; i++)
      w->sub[i] = NULL;
  }
  return s;
}

/* The results of an op whose HLO shape is a nested tuple: each leaf is
 * reached through one get-tuple-element per level. */
static void nested_results(P *p, HloStr *o, MlirOperation op, const char *name, MlirStringRef shape) {
  intptr_t n = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < n; i++) {
    LeafWalk w = {0};
    w.want = (int)i;
    walk_shape(shape.data, shape.data + shape.length, &w);
    int levels = w.found ? w.found - 1 : 0;
    if (!w.found || levels < 1 || levels > 16)
      fail(p, op, "hlo.shape does not match the results");
    const char *cur = name;
    for (int l = 0; l < levels; l++) {
      const char *g = fresh(p, "get-tuple-element");
      hlo_str_printf(o, "  %s = ", g);
      if (l + 1 < levels && w.sub[l + 1])
        hlo_str_append(o, w.sub[l + 1], w.subn[l + 1]);
      else
        put_shape(p, op, mlirValueGetType(mlirOperationGetResult(op, i)), o);
      hlo_str_printf(o, " get-tuple-element(%s), index=%d\n", cur, w.path[l]);
      cur = g;
    }
    bind(p, mlirOperationGetResult(op, i), cur);
  }
}

/* Binds the results of an op written as `name`: one result is the
 * instruction, several are get-tuple-elements of it. */
static void bind_results(P *p, HloStr *o, MlirOperation op, const char *name) {
  intptr_t n = mlirOperationGetNumResults(op);
  if (n == 1) {
    bind(p, mlirOperationGetResult(op, 0), name);
    return;
  }
  if (p->nvnames == p->capnames) {
    p->capnames = p->capnames ? p->capnames * 2 : 256;
    p->vnames = hlo_xrealloc(p->vnames, sizeof(char *) * p->capnames);
  }
  p->vnames[p->nvnames] = (char *)name;
  hlo_ptrmap_put(&p->tuple_of, op.ptr, (int64_t)p->nvnames++);
  MlirAttribute written = mlirOperationGetDiscardableAttributeByName(op, sref("hlo.shape"));
  if (!mlirAttributeIsNull(written) && mlirAttributeIsAString(written)) {
    nested_results(p, o, op, name, mlirStringAttrGetValue(written));
    return;
  }
  for (intptr_t i = 0; i < n; i++) {
    MlirValue v = mlirOperationGetResult(op, i);
    const char *g = fresh(p, "get-tuple-element");
    hlo_str_printf(o, "  %s = ", g);
    put_shape(p, op, mlirValueGetType(v), o);
    hlo_str_printf(o, " get-tuple-element(%s), index=%lld\n", name, (long long)i);
    bind(p, v, g);
  }
}

/* A tuple of some values, as an instruction; its name. */
static const char *make_tuple(P *p, HloStr *o, MlirOperation at, MlirValue *vs, intptr_t n) {
  const char *name = fresh(p, "tuple");
  hlo_str_printf(o, "  %s = (", name);
  for (intptr_t i = 0; i < n; i++) {
    if (i)
      hlo_str_puts(o, ", ");
    put_shape(p, at, mlirValueGetType(vs[i]), o);
  }
  hlo_str_puts(o, ") tuple(");
  for (intptr_t i = 0; i < n; i++)
    hlo_str_printf(o, "%s%s", i ? ", " : "", value_name(p, at, vs[i]));
  hlo_str_puts(o, ")\n");
  return name;
}

/* Operands at..at+k of `op` as one HLO operand: the instruction of the op
 * whose results they are (all of them, in order), else a new tuple. */
static const char *operand_group(P *p, HloStr *o, MlirOperation op, intptr_t at, intptr_t k) {
  MlirValue first = mlirOperationGetOperand(op, at);
  if (k == 1 && !mlirValueIsAOpResult(first))
    return value_name(p, op, first);
  if (k >= 1 && mlirValueIsAOpResult(first)) {
    MlirOperation def = mlirOpResultGetOwner(first);
    bool whole = mlirOperationGetNumResults(def) == k;
    for (intptr_t i = 0; whole && i < k; i++)
      whole = mlirValueEqual(mlirOperationGetOperand(op, at + i), mlirOperationGetResult(def, i));
    int64_t idx;
    if (whole && hlo_ptrmap_get(&p->tuple_of, def.ptr, &idx))
      return p->vnames[idx];
  }
  if (k == 1)
    return value_name(p, op, first);
  MlirValue *vs = hlo_arena_new(&p->arena, MlirValue, k);
  for (intptr_t i = 0; i < k; i++)
    vs[i] = mlirOperationGetOperand(op, at + i);
  return make_tuple(p, o, op, vs, k);
}

/* A string as an HLO string literal, quotes included. */
static void put_hlo_quoted(HloStr *o, MlirStringRef s) {
  hlo_str_puts(o, "\"");
  for (size_t i = 0; i < s.length; i++) {
    char ch = s.data[i];
    if (ch == '"' || ch == '\\')
      hlo_str_puts(o, "\\");
    if (ch == '\n')
      hlo_str_puts(o, "\\n");
    else
      hlo_str_append(o, &ch, 1);
  }
  hlo_str_puts(o, "\"");
}

static void common_tail(P *p, HloStr *o, MlirOperation op) {
  MlirAttribute sh = mlirOperationGetDiscardableAttributeByName(op, sref("mhlo.sharding"));
  if (!mlirAttributeIsNull(sh) && mlirAttributeIsAString(sh)) {
    MlirStringRef s = mlirStringAttrGetValue(sh);
    hlo_str_printf(o, ", sharding=%.*s", (int)s.length, s.data);
  }
  MlirAttribute fa =
      mlirOperationGetDiscardableAttributeByName(op, sref("mhlo.frontend_attributes"));
  if (!mlirAttributeIsNull(fa) && mlirAttributeIsADictionary(fa)) {
    hlo_str_puts(o, ", frontend_attributes={");
    for (intptr_t i = 0; i < mlirDictionaryAttrGetNumElements(fa); i++) {
      MlirNamedAttribute na = mlirDictionaryAttrGetElement(fa, i);
      MlirStringRef k = mlirIdentifierStr(na.name);
      hlo_str_printf(o, "%s%.*s=", i ? "," : "", (int)k.length, k.data);
      if (mlirAttributeIsAString(na.attribute)) {
        MlirStringRef v = mlirStringAttrGetValue(na.attribute);
        if (v.length >= 2 && v.data[0] == '{' && v.data[v.length - 1] == '}') {
          hlo_str_append(o, v.data, v.length);
          continue;
        }
        hlo_str_puts(o, "\"");
        for (size_t j = 0; j < v.length; j++) {
          if (v.data[j] == '"' || v.data[j] == '\\')
            hlo_str_puts(o, "\\");
          hlo_str_append(o, &v.data[j], 1);
        }
        hlo_str_puts(o, "\"");
      } else {
        hlo_str_printf(o, "\"%s\"", attr_text(p, na.attribute));
      }
    }
    hlo_str_puts(o, "}");
  }
  MlirAttribute ha = mlirOperationGetDiscardableAttributeByName(op, sref("hlo.attributes"));
  if (!mlirAttributeIsNull(ha) && mlirAttributeIsADictionary(ha))
    for (intptr_t i = 0; i < mlirDictionaryAttrGetNumElements(ha); i++) {
      MlirNamedAttribute na = mlirDictionaryAttrGetElement(ha, i);
      MlirStringRef k = mlirIdentifierStr(na.name);
      if (!mlirAttributeIsAString(na.attribute))
        continue;
      MlirStringRef v = mlirStringAttrGetValue(na.attribute);
      hlo_str_printf(o, ", %.*s=%.*s", (int)k.length, k.data, (int)v.length, v.data);
    }
  put_metadata(p, op, o);
  hlo_str_puts(o, "\n");
}

typedef struct Map {
  const char *mlir, *hlo;
} Map;

/* Ops written as an HLO opcode with their operands and no attribute of
 * their own. */
static const Map plain_ops[] = {
    {"stablehlo.abs", "abs"}, {"chlo.acos", "acos"}, {"chlo.acosh", "acosh"},
    {"stablehlo.add", "add"}, {"mhlo.add_dependency", "add-dependency"},
    {"stablehlo.after_all", "after-all"}, {"stablehlo.and", "and"}, {"chlo.asin", "asin"},
    {"chlo.asinh", "asinh"}, {"chlo.atan", "atan"}, {"stablehlo.atan2", "atan2"},
    {"chlo.atanh", "atanh"}, {"mhlo.bitcast", "bitcast"},
    {"stablehlo.bitcast_convert", "bitcast-convert"}, {"stablehlo.cbrt", "cbrt"},
    {"stablehlo.ceil", "ceil"}, {"stablehlo.clamp", "clamp"}, {"stablehlo.complex", "complex"},
    {"stablehlo.convert", "convert"}, {"mhlo.copy", "copy"}, {"chlo.cosh", "cosh"},
    {"stablehlo.cosine", "cosine"}, {"stablehlo.count_leading_zeros", "count-leading-zeros"},
    {"stablehlo.divide", "divide"}, {"stablehlo.dynamic_update_slice", "dynamic-update-slice"},
    {"chlo.erf", "erf"}, {"stablehlo.exponential", "exponential"},
    {"stablehlo.exponential_minus_one", "exponential-minus-one"}, {"stablehlo.floor", "floor"},
    {"stablehlo.imag", "imag"}, {"stablehlo.is_finite", "is-finite"}, {"stablehlo.log", "log"},
    {"stablehlo.log_plus_one", "log-plus-one"}, {"stablehlo.logistic", "logistic"},
    {"stablehlo.maximum", "maximum"}, {"stablehlo.minimum", "minimum"}, {"chlo.mulhi", "mulhi"},
    {"stablehlo.multiply", "multiply"}, {"stablehlo.negate", "negate"}, {"stablehlo.not", "not"},
    {"stablehlo.or", "or"}, {"stablehlo.popcnt", "popcnt"}, {"stablehlo.power", "power"},
    {"stablehlo.real", "real"}, {"stablehlo.remainder", "remainder"},
    {"stablehlo.reshape", "reshape"}, {"stablehlo.round_nearest_afz", "round-nearest-afz"},
    {"stablehlo.round_nearest_even", "round-nearest-even"}, {"stablehlo.rsqrt", "rsqrt"},
    {"stablehlo.select", "select"}, {"stablehlo.shift_left", "shift-left"},
    {"stablehlo.shift_right_arithmetic", "shift-right-arithmetic"},
    {"stablehlo.shift_right_logical", "shift-right-logical"}, {"stablehlo.sign", "sign"},
    {"stablehlo.sine", "sine"}, {"chlo.sinh", "sinh"}, {"stablehlo.sqrt", "sqrt"},
    {"stablehlo.subtract", "subtract"}, {"stablehlo.tan", "tan"}, {"stablehlo.tanh", "tanh"},
    {"stablehlo.xor", "xor"}, {"stablehlo.partition_id", "partition-id"},
    {"stablehlo.replica_id", "replica-id"},
};

static const char *plain_opcode(MlirOperation op) {
  MlirStringRef s = mlirIdentifierStr(mlirOperationGetName(op));
  for (size_t i = 0; i < sizeof plain_ops / sizeof *plain_ops; i++)
    if (strlen(plain_ops[i].mlir) == s.length && !memcmp(plain_ops[i].mlir, s.data, s.length))
      return plain_ops[i].hlo;
  return NULL;
}

/* The values a region uses that are defined outside it, in first-use
 * order. */
typedef struct Captures {
  MlirValue *v;
  intptr_t n, cap;
  HloPtrMap seen, inside;
} Captures;

static MlirWalkResult note_defs(MlirOperation op, void *user) {
  Captures *c = user;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++)
    hlo_ptrmap_put(&c->inside, mlirOperationGetResult(op, i).ptr, 1);
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); r++)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      for (intptr_t i = 0; i < mlirBlockGetNumArguments(b); i++)
        hlo_ptrmap_put(&c->inside, mlirBlockGetArgument(b, i).ptr, 1);
  return MlirWalkResultAdvance;
}

static MlirWalkResult note_uses(MlirOperation op, void *user) {
  Captures *c = user;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); i++) {
    MlirValue v = mlirOperationGetOperand(op, i);
    if (hlo_ptrmap_get(&c->inside, v.ptr, NULL) || hlo_ptrmap_get(&c->seen, v.ptr, NULL))
      continue;
    hlo_ptrmap_put(&c->seen, v.ptr, 1);
    if (c->n == c->cap) {
      c->cap = c->cap ? c->cap * 2 : 8;
      c->v = hlo_xrealloc(c->v, sizeof(MlirValue) * (size_t)c->cap);
    }
    c->v[c->n++] = v;
  }
  return MlirWalkResultAdvance;
}

static void captures_of(MlirRegion region, Captures *c) {
  memset(c, 0, sizeof *c);
  for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
       b = mlirBlockGetNextInRegion(b)) {
    for (intptr_t i = 0; i < mlirBlockGetNumArguments(b); i++)
      hlo_ptrmap_put(&c->inside, mlirBlockGetArgument(b, i).ptr, 1);
    for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o);
         o = mlirOperationGetNextInBlock(o))
      mlirOperationWalk(o, note_defs, c, MlirWalkPreOrder);
  }
  for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
       b = mlirBlockGetNextInRegion(b))
    for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o);
         o = mlirOperationGetNextInBlock(o))
      mlirOperationWalk(o, note_uses, c, MlirWalkPreOrder);
}

static void captures_free(Captures *c) {
  free(c->v);
  hlo_ptrmap_free(&c->seen);
  hlo_ptrmap_free(&c->inside);
}

/* A region with no outside uses, as a computation of its block's
 * arguments. */
/* The attribute that names region r of an mhlo op (hlo.called; `calls`
 * without it); empty: one more computation of the key before. */
static MlirStringRef called_key(MlirAttribute called, intptr_t r) {
  if (!mlirAttributeIsNull(called) && mlirAttributeIsAArray(called) &&
      r < mlirArrayAttrGetNumElements(called)) {
    MlirAttribute k = mlirArrayAttrGetElement(called, r);
    if (mlirAttributeIsAString(k))
      return mlirStringAttrGetValue(k);
  }
  return (MlirStringRef){"calls", 5};
}

static const char *region_comp(P *p, MlirOperation op, intptr_t r, const char *base) {
  MlirRegion region = mlirOperationGetRegion(op, r);
  Captures c;
  captures_of(region, &c);
  intptr_t n = c.n;
  captures_free(&c);
  if (n)
    fail(p, op, "a region of '%s' uses values defined outside it, which HLO cannot say",
         op_name(p, op));
  return emit_block_as_comp(p, mlirRegionGetFirstBlock(region), base, NULL, 0, false,
                            (MlirOperation){NULL});
}

/* The `padding` of a window op: `want` numbers (a splat repeated). */
static int padding_of(P *p, MlirOperation op, int64_t *pad, int want) {
  MlirAttribute pa = prop(op, "padding");
  if (mlirAttributeIsNull(pa))
    return 0;
  int np = ints_of(attr_text(p, pa), pad, 128);
  if (np == 1 && want > 1 && want <= 128)
    for (np = 1; np < want; np++)
      pad[np] = pad[0];
  return np;
}

/* The window of n spatial dimensions up to its closing brace: size, and
 * strides, dilations (lists of n, all 1 left out) and padding (2n, all 0
 * left out) when given. */
typedef struct Window {
  int n;
  const int64_t *size;
  const int64_t *v[3]; /* stride, lhs_dilate, rhs_dilate */
  int nv[3];
  const int64_t *pad;
  int npad;
} Window;

static void window_open(HloStr *o, const Window *w) {
  static const char *const keys[3] = {"stride", "lhs_dilate", "rhs_dilate"};
  hlo_str_puts(o, ", window={size=");
  for (int i = 0; i < w->n; i++)
    hlo_str_printf(o, "%s%lld", i ? "x" : "", (long long)w->size[i]);
  for (int j = 0; j < 3; j++) {
    bool trivial = true;
    for (int i = 0; i < w->nv[j]; i++)
      trivial &= w->v[j][i] == 1;
    if (w->nv[j] == w->n && !trivial) {
      hlo_str_printf(o, " %s=", keys[j]);
      for (int i = 0; i < w->n; i++)
        hlo_str_printf(o, "%s%lld", i ? "x" : "", (long long)w->v[j][i]);
    }
  }
  bool zero = true;
  for (int i = 0; i < w->npad; i++)
    zero &= w->pad[i] == 0;
  if (w->npad == 2 * w->n && !zero) {
    hlo_str_puts(o, " pad=");
    for (int i = 0; i < w->n; i++)
      hlo_str_printf(o, "%s%lld_%lld", i ? "x" : "", (long long)w->pad[2 * i],
                     (long long)w->pad[2 * i + 1]);
  }
}

static void window_text(P *p, MlirOperation op, HloStr *o, bool with_dilation) {
  int64_t size[64], stride[64], lhs[64], rhs[64], pad[128];
  int n = dims_prop(p, op, "window_dimensions", size);
  if (n <= 0)
    return;
  int ns = dims_prop(p, op, "window_strides", stride);
  int nl = with_dilation ? dims_prop(p, op, "base_dilations", lhs) : -1;
  int nr = with_dilation ? dims_prop(p, op, "window_dilations", rhs) : -1;
  int np = padding_of(p, op, pad, 2 * n);
  window_open(o, &(Window){n, size, {stride, lhs, rhs}, {ns, nl, nr}, pad, np});
  hlo_str_puts(o, "}");
}

/* Replica groups (or pairs) as `{{0,1},{2,3}}`, -1 padding dropped. */
static void groups_text(P *p, MlirOperation op, const char *n, const char *key, HloStr *o) {
  MlirAttribute a = prop(op, n);
  if (mlirAttributeIsNull(a))
    return;
  MlirType t = mlirAttributeGetType(a);
  if (!mlirAttributeIsADenseElements(a) || mlirShapedTypeGetRank(t) != 2)
    fail(p, op, "%s of '%s' is not a 2-D dense array", n, op_name(p, op));
  int64_t g = mlirShapedTypeGetDimSize(t, 0), s = mlirShapedTypeGetDimSize(t, 1);
  hlo_str_printf(o, ", %s={", key);
  for (int64_t i = 0; i < g; i++) {
    hlo_str_puts(o, i ? ",{" : "{");
    bool first = true;
    for (int64_t j = 0; j < s; j++) {
      int64_t v = mlirDenseElementsAttrGetInt64Value(a, (intptr_t)(i * s + j));
      if (v < 0)
        continue;
      hlo_str_printf(o, "%s%lld", first ? "" : ",", (long long)v);
      first = false;
    }
    hlo_str_puts(o, "}");
  }
  hlo_str_puts(o, "}");
}

static void collective_text(P *p, MlirOperation op, HloStr *o) {
  groups_text(p, op, "replica_groups", "replica_groups", o);
  MlirAttribute ch = prop(op, "channel_handle");
  if (!mlirAttributeIsNull(ch)) {
    int64_t h[1];
    if (field_ints(attr_text(p, ch), "handle", h) == 1)
      hlo_str_printf(o, ", channel_id=%lld", (long long)h[0]);
  }
  if (bool_prop(op, "use_global_device_ids"))
    hlo_str_puts(o, ", use_global_device_ids=true");
}

static void precision_text(P *p, MlirOperation op, HloStr *o) {
  MlirAttribute a = prop(op, "precision_config");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAArray(a) || !mlirArrayAttrGetNumElements(a))
    return;
  hlo_str_puts(o, ", operand_precision={");
  for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(a); i++) {
    const char *s = attr_text(p, mlirArrayAttrGetElement(a, i));
    const char *w = strrchr(s, ' ');
    w = w ? w + 1 : s;
    size_t n = strcspn(w, ">");
    hlo_str_puts(o, i ? "," : "");
    for (size_t k = 0; k < n; k++) {
      char c = w[k] >= 'A' && w[k] <= 'Z' ? (char)(w[k] + 32) : w[k];
      hlo_str_append(o, &c, 1);
    }
  }
  hlo_str_puts(o, "}");
}

/* #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> as b01f_01io->b01f. */
static void conv_labels_text(P *p, MlirOperation op, HloStr *o) {
  MlirAttribute a = prop(op, "dimension_numbers");
  if (mlirAttributeIsNull(a))
    fail(p, op, "convolution without dimension_numbers");
  const char *s = attr_text(p, a);
  const char *q = strchr(s, '[');
  if (!q || strstr(s, "raw"))
    fail(p, op, "convolution dimension numbers %s are not in the compact form", s);
  hlo_str_puts(o, ", dim_labels=");
  int part = 0;
  for (; *q && part < 3; q++) {
    char c = *q;
    if (c == ']') {
      part++;
      hlo_str_puts(o, part == 1 ? "_" : part == 2 ? "->" : "");
    } else if ((c >= '0' && c <= '9') || c == 'b' || c == 'f' || c == 'i' || c == 'o') {
      hlo_str_append(o, &c, 1);
    }
  }
}

static void struct_dims(P *p, MlirOperation op, const char *attr, const char *const (*f)[2],
                        int nf, HloStr *o) {
  MlirAttribute a = prop(op, attr);
  if (mlirAttributeIsNull(a))
    fail(p, op, "'%s' without %s", op_name(p, op), attr);
  char *s = hlo_xstrdup(attr_text(p, a));
  int64_t v[4096];
  for (int i = 0; i < nf; i++) {
    int n = field_ints(s, f[i][0], v);
    if (n < 0 && strcmp(f[i][1], "index_vector_dim"))
      n = 0;
    if (n < 0)
      continue;
    if (!strcmp(f[i][1], "index_vector_dim")) {
      hlo_str_printf(o, ", %s=%lld", f[i][1], (long long)v[0]);
      continue;
    }
    if (!n && (strstr(f[i][1], "batch") || !strcmp(f[i][1], "operand_batching_dims")))
      continue;
    hlo_str_printf(o, ", %s=", f[i][1]);
    put_ints(o, v, n);
  }
  free(s);
}

static void emit_op(P *p, HloStr *o, MlirOperation op);

static void emit_op(P *p, HloStr *o, MlirOperation op) {
  const char *plain = plain_opcode(op);
  int64_t dims[4096];
  intptr_t nops = mlirOperationGetNumOperands(op);
  if (plain) {
    const char *name = instr_head(p, o, op, plain);
    hlo_str_printf(o, "%s(", plain);
    put_operands(p, o, op, 0, nops);
    hlo_str_puts(o, ")");
    common_tail(p, o, op);
    bind_results(p, o, op, name);
    return;
  }
  const char *n = op_name(p, op);
  if (!strcmp(n, "stablehlo.constant")) {
    MlirAttribute v = prop(op, "value");
    /* The shape operand of rng is the instruction's shape in HLO. */
    MlirOpOperand use = mlirValueGetFirstUse(mlirOperationGetResult(op, 0));
    if (!mlirOpOperandIsNull(use) && mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)) &&
        name_is(mlirOpOperandGetOwner(use), "stablehlo.rng") &&
        mlirOpOperandGetOperandNumber(use) == 2)
      return;
    if (mlirAttributeIsADenseElements(v) && mlirDenseElementsAttrIsSplat(v) &&
        mlirElementsAttrGetNumElements(v) > 4096) {
      /* HLO has no splat: a large one is its scalar broadcast, not a
       * literal of every element. */
      MlirType t = mlirAttributeGetType(v);
      MlirType st = mlirRankedTensorTypeGet(0, NULL, mlirShapedTypeGetElementType(t),
                                            mlirAttributeGetNull());
      MlirAttribute scalar = mlirDenseElementsAttrReshapeGet(v, st);
      const char *k = fresh(p, "constant");
      hlo_str_printf(o, "  %s = ", k);
      put_shape(p, op, st, o);
      hlo_str_puts(o, " constant(");
      put_literal(p, op, scalar, o);
      hlo_str_puts(o, ")\n");
      const char *name = instr_head(p, o, op, "broadcast");
      hlo_str_printf(o, "broadcast(%s), dimensions={}", k);
      common_tail(p, o, op);
      bind_results(p, o, op, name);
      return;
    }
    const char *name = instr_head(p, o, op, "constant");
    hlo_str_puts(o, "constant(");
    put_literal(p, op, v, o);
    hlo_str_puts(o, ")");
    common_tail(p, o, op);
    bind_results(p, o, op, name);
    return;
  }
  if (!strcmp(n, "func.return") || !strcmp(n, "stablehlo.return"))
    return; /* the block's ROOT, written by the caller */
  HloStr a = {0};
  track(p, &a);
  const char *opcode = NULL;
  intptr_t from = 0, to = nops;
  const char *tuple_operand = NULL; /* opt-barrier and while take one tuple */
  const char *regions_text = NULL;
  if (!strcmp(n, "stablehlo.compare")) {
    opcode = "compare";
    hlo_str_printf(&a, ", direction=%s", enum_prop(p, op, "comparison_direction"));
    const char *t = enum_prop(p, op, "compare_type");
    if (t && strcmp(t, "NOTYPE"))
      hlo_str_printf(&a, ", type=%s", t);
  } else if (!strcmp(n, "stablehlo.iota")) {
    opcode = "iota";
    hlo_str_printf(&a, ", iota_dimension=%lld", (long long)int_prop(p, op, "iota_dimension", 0));
  } else if (!strcmp(n, "stablehlo.broadcast_in_dim")) {
    opcode = "broadcast";
    int k = dims_prop(p, op, "broadcast_dimensions", dims);
    hlo_str_puts(&a, ", dimensions=");
    put_ints(&a, dims, k < 0 ? 0 : k);
  } else if (!strcmp(n, "stablehlo.broadcast")) {
    opcode = "broadcast";
    MlirType t = mlirValueGetType(mlirOperationGetOperand(op, 0));
    int64_t r = mlirShapedTypeGetRank(t);
    int k = dims_prop(p, op, "broadcast_sizes", dims);
    for (int64_t i = 0; i < r; i++)
      dims[i] = k + i;
    hlo_str_puts(&a, ", dimensions=");
    put_ints(&a, dims, (int)r);
  } else if (!strcmp(n, "stablehlo.transpose") || !strcmp(n, "stablehlo.reverse")) {
    opcode = n[10] == 't' ? "transpose" : "reverse";
    int k = dims_prop(p, op, n[10] == 't' ? "permutation" : "dimensions", dims);
    hlo_str_puts(&a, ", dimensions=");
    put_ints(&a, dims, k < 0 ? 0 : k);
  } else if (!strcmp(n, "stablehlo.concatenate")) {
    opcode = "concatenate";
    hlo_str_printf(&a, ", dimensions={%lld}", (long long)int_prop(p, op, "dimension", 0));
  } else if (!strcmp(n, "stablehlo.slice")) {
    opcode = "slice";
    int64_t st[64], li[64], sd[64];
    int k = dims_prop(p, op, "start_indices", st);
    dims_prop(p, op, "limit_indices", li);
    int ks = dims_prop(p, op, "strides", sd);
    hlo_str_puts(&a, ", slice={");
    for (int i = 0; i < k; i++) {
      hlo_str_printf(&a, "%s[%lld:%lld", i ? ", " : "", (long long)st[i], (long long)li[i]);
      if (ks == k && sd[i] != 1)
        hlo_str_printf(&a, ":%lld", (long long)sd[i]);
      hlo_str_puts(&a, "]");
    }
    hlo_str_puts(&a, "}");
  } else if (!strcmp(n, "stablehlo.dynamic_slice")) {
    opcode = "dynamic-slice";
    int k = dims_prop(p, op, "slice_sizes", dims);
    hlo_str_puts(&a, ", dynamic_slice_sizes=");
    put_ints(&a, dims, k < 0 ? 0 : k);
  } else if (!strcmp(n, "stablehlo.pad")) {
    opcode = "pad";
    int64_t lo[64], hi[64], it[64];
    int k = dims_prop(p, op, "edge_padding_low", lo);
    dims_prop(p, op, "edge_padding_high", hi);
    dims_prop(p, op, "interior_padding", it);
    hlo_str_puts(&a, ", padding=");
    for (int i = 0; i < k; i++) {
      hlo_str_printf(&a, "%s%lld_%lld", i ? "x" : "", (long long)lo[i], (long long)hi[i]);
      if (it[i])
        hlo_str_printf(&a, "_%lld", (long long)it[i]);
    }
    if (k == 0)
      hlo_str_puts(&a, "{}");
  } else if (!strcmp(n, "stablehlo.reduce") || !strcmp(n, "stablehlo.map") ||
             !strcmp(n, "stablehlo.sort") || !strcmp(n, "stablehlo.scatter") ||
             !strcmp(n, "stablehlo.reduce_window") || !strcmp(n, "stablehlo.all_reduce") ||
             !strcmp(n, "stablehlo.reduce_scatter")) {
    const char *comp = region_comp(p, op, 0, "region");
    opcode = !strcmp(n, "stablehlo.reduce")           ? "reduce"
             : !strcmp(n, "stablehlo.map")            ? "map"
             : !strcmp(n, "stablehlo.sort")           ? "sort"
             : !strcmp(n, "stablehlo.scatter")        ? "scatter"
             : !strcmp(n, "stablehlo.reduce_window")  ? "reduce-window"
             : !strcmp(n, "stablehlo.all_reduce")     ? "all-reduce"
                                                      : "reduce-scatter";
    if (!strcmp(opcode, "reduce") || !strcmp(opcode, "map")) {
      int k = dims_prop(p, op, "dimensions", dims);
      hlo_str_puts(&a, ", dimensions=");
      put_ints(&a, dims, k < 0 ? 0 : k);
    } else if (!strcmp(opcode, "sort")) {
      hlo_str_printf(&a, ", dimensions={%lld}", (long long)int_prop(p, op, "dimension", -1));
      if (bool_prop(op, "is_stable"))
        hlo_str_puts(&a, ", is_stable=true");
    } else if (!strcmp(opcode, "scatter")) {
      static const char *const f[][2] = {
          {"update_window_dims", "update_window_dims"},
          {"inserted_window_dims", "inserted_window_dims"},
          {"input_batching_dims", "input_batching_dims"},
          {"scatter_indices_batching_dims", "scatter_indices_batching_dims"},
          {"scatter_dims_to_operand_dims", "scatter_dims_to_operand_dims"},
          {"index_vector_dim", "index_vector_dim"}};
      struct_dims(p, op, "scatter_dimension_numbers", f, 6, &a);
      if (bool_prop(op, "indices_are_sorted"))
        hlo_str_puts(&a, ", indices_are_sorted=true");
      if (bool_prop(op, "unique_indices"))
        hlo_str_puts(&a, ", unique_indices=true");
    } else if (!strcmp(opcode, "reduce-window")) {
      window_text(p, op, &a, true);
    } else {
      if (!strcmp(opcode, "reduce-scatter"))
        hlo_str_printf(&a, ", dimensions={%lld}", (long long)int_prop(p, op, "scatter_dimension", 0));
      collective_text(p, op, &a);
    }
    hlo_str_printf(&a, ", to_apply=%s", comp);
  } else if (!strcmp(n, "stablehlo.select_and_scatter")) {
    opcode = "select-and-scatter";
    window_text(p, op, &a, false);
    const char *sel = region_comp(p, op, 0, "select");
    const char *sc = region_comp(p, op, 1, "scatter");
    hlo_str_printf(&a, ", select=%s, scatter=%s", sel, sc);
  } else if (!strcmp(n, "stablehlo.dot_general") || !strcmp(n, "stablehlo.dot")) {
    opcode = "dot";
    if (!strcmp(n, "stablehlo.dot")) {
      MlirType lt = mlirValueGetType(mlirOperationGetOperand(op, 0));
      hlo_str_printf(&a, ", lhs_contracting_dims={%lld}, rhs_contracting_dims={0}",
                     (long long)mlirShapedTypeGetRank(lt) - 1);
    } else {
      static const char *const f[][2] = {{"lhs_batching_dimensions", "lhs_batch_dims"},
                                         {"lhs_contracting_dimensions", "lhs_contracting_dims"},
                                         {"rhs_batching_dimensions", "rhs_batch_dims"},
                                         {"rhs_contracting_dimensions", "rhs_contracting_dims"}};
      struct_dims(p, op, "dot_dimension_numbers", f, 4, &a);
    }
    precision_text(p, op, &a);
  } else if (!strcmp(n, "stablehlo.convolution")) {
    opcode = "convolution";
    int64_t size[64];
    MlirType rt = mlirValueGetType(mlirOperationGetOperand(op, 1));
    const char *s = attr_text(p, prop(op, "dimension_numbers"));
    (void)s;
    int ns = dims_prop(p, op, "window_strides", size);
    (void)ns;
    /* window size: the kernel's spatial dimensions, in the kernel's label order */
    HloStr labels = {0};
    track(p, &labels);
    conv_labels_text(p, op, &labels);
    const char *lab = labels.data + strlen(", dim_labels=");
    const char *kern = strchr(lab, '_') + 1;
    int nsp = 0;
    int64_t ksz[64];
    for (const char *q = kern; *q && *q != '-'; q++)
      if (*q >= '0' && *q <= '9')
        nsp++;
    for (int i = 0; i < nsp; i++) {
      int pos = 0;
      for (const char *q = kern; *q && *q != '-'; q++, pos++)
        if (*q == '0' + i)
          ksz[i] = mlirShapedTypeGetDimSize(rt, pos);
    }
    int64_t st[64], lhs[64], rhs[64], pad[128];
    int kst = dims_prop(p, op, "window_strides", st);
    int kl = dims_prop(p, op, "lhs_dilation", lhs);
    int kr = dims_prop(p, op, "rhs_dilation", rhs);
    int np = padding_of(p, op, pad, 2 * nsp);
    if (nsp) {
      window_open(&a, &(Window){nsp, ksz, {st, lhs, rhs}, {kst, kl, kr}, pad, np});
      MlirAttribute rev = prop(op, "window_reversal");
      if (!mlirAttributeIsNull(rev) && strstr(attr_text(p, rev), "true")) {
        hlo_str_puts(&a, " rhs_reversal=");
        const char *t = attr_text(p, rev);
        bool first = true;
        for (const char *q = strchr(t, ':'); q && *q; q++)
          if (*q == 't' || *q == 'f') {
            hlo_str_printf(&a, "%s%d", first ? "" : "x", *q == 't');
            first = false;
            q += *q == 't' ? 3 : 4;
          }
      }
      hlo_str_puts(&a, "}");
    }
    hlo_str_append(&a, labels.data, labels.len);
    untrack(p, &labels);
    int64_t fg = int_prop(p, op, "feature_group_count", 1), bg = int_prop(p, op, "batch_group_count", 1);
    if (fg != 1)
      hlo_str_printf(&a, ", feature_group_count=%lld", (long long)fg);
    if (bg != 1)
      hlo_str_printf(&a, ", batch_group_count=%lld", (long long)bg);
    precision_text(p, op, &a);
  } else if (!strcmp(n, "stablehlo.gather")) {
    opcode = "gather";
    static const char *const f[][2] = {
        {"offset_dims", "offset_dims"},
        {"collapsed_slice_dims", "collapsed_slice_dims"},
        {"operand_batching_dims", "operand_batching_dims"},
        {"start_indices_batching_dims", "start_indices_batching_dims"},
        {"start_index_map", "start_index_map"},
        {"index_vector_dim", "index_vector_dim"}};
    struct_dims(p, op, "dimension_numbers", f, 6, &a);
    int k = dims_prop(p, op, "slice_sizes", dims);
    hlo_str_puts(&a, ", slice_sizes=");
    put_ints(&a, dims, k < 0 ? 0 : k);
    if (bool_prop(op, "indices_are_sorted"))
      hlo_str_puts(&a, ", indices_are_sorted=true");
  } else if (!strcmp(n, "stablehlo.cholesky")) {
    opcode = "cholesky";
    if (bool_prop(op, "lower"))
      hlo_str_puts(&a, ", lower=true");
  } else if (!strcmp(n, "stablehlo.triangular_solve")) {
    opcode = "triangular-solve";
    hlo_str_printf(&a, ", left_side=%s, lower=%s, unit_diagonal=%s",
                   bool_prop(op, "left_side") ? "true" : "false",
                   bool_prop(op, "lower") ? "true" : "false",
                   bool_prop(op, "unit_diagonal") ? "true" : "false");
    const char *t = enum_prop(p, op, "transpose_a");
    if (t && strcmp(t, "NO_TRANSPOSE"))
      hlo_str_printf(&a, ", transpose_a=%s", t);
  } else if (!strcmp(n, "stablehlo.get_dimension_size") ||
             !strcmp(n, "stablehlo.set_dimension_size")) {
    opcode = n[10] == 'g' ? "get-dimension-size" : "set-dimension-size";
    hlo_str_printf(&a, ", dimensions={%lld}", (long long)int_prop(p, op, "dimension", 0));
  } else if (!strcmp(n, "stablehlo.reduce_precision")) {
    opcode = "reduce-precision";
    hlo_str_printf(&a, ", exponent_bits=%lld, mantissa_bits=%lld",
                   (long long)int_prop(p, op, "exponent_bits", 0),
                   (long long)int_prop(p, op, "mantissa_bits", 0));
  } else if (!strcmp(n, "stablehlo.rng_bit_generator")) {
    opcode = "rng-bit-generator";
    const char *alg = enum_prop(p, op, "rng_algorithm");
    hlo_str_printf(&a, ", algorithm=%s",
                   !alg || !strcmp(alg, "DEFAULT") ? "rng_default"
                   : !strcmp(alg, "THREE_FRY")    ? "rng_three_fry"
                                                  : "rng_philox");
  } else if (!strcmp(n, "stablehlo.rng")) {
    opcode = "rng";
    to = 2;
    const char *d = enum_prop(p, op, "rng_distribution");
    hlo_str_printf(&a, ", distribution=%s", d && !strcmp(d, "NORMAL") ? "rng_normal" : "rng_uniform");
  } else if (!strcmp(n, "stablehlo.fft")) {
    opcode = "fft";
    hlo_str_printf(&a, ", fft_type=%s", enum_prop(p, op, "fft_type"));
    int k = dims_prop(p, op, "fft_length", dims);
    hlo_str_puts(&a, ", fft_length=");
    put_ints(&a, dims, k < 0 ? 0 : k);
  } else if (!strncmp(n, "stablehlo.batch_norm_", 21)) {
    opcode = !strcmp(n + 21, "training") ? "batch-norm-training"
             : !strcmp(n + 21, "inference") ? "batch-norm-inference"
                                            : "batch-norm-grad";
    MlirAttribute e = prop(op, "epsilon");
    hlo_str_printf(&a, ", epsilon=%.9g, feature_index=%lld",
                   mlirAttributeIsNull(e) ? 0.0 : mlirFloatAttrGetValueDouble(e),
                   (long long)int_prop(p, op, "feature_index", 0));
  } else if (!strcmp(n, "stablehlo.all_gather")) {
    opcode = "all-gather";
    hlo_str_printf(&a, ", dimensions={%lld}", (long long)int_prop(p, op, "all_gather_dim", 0));
    collective_text(p, op, &a);
  } else if (!strcmp(n, "stablehlo.all_to_all")) {
    opcode = "all-to-all";
    hlo_str_printf(&a, ", dimensions={%lld}", (long long)int_prop(p, op, "split_dimension", 0));
    collective_text(p, op, &a);
  } else if (!strcmp(n, "stablehlo.collective_permute")) {
    opcode = "collective-permute";
    groups_text(p, op, "source_target_pairs", "source_target_pairs", &a);
    MlirAttribute ch = prop(op, "channel_handle");
    int64_t h[1];
    if (!mlirAttributeIsNull(ch) && field_ints(attr_text(p, ch), "handle", h) == 1)
      hlo_str_printf(&a, ", channel_id=%lld", (long long)h[0]);
  } else if (!strcmp(n, "stablehlo.collective_broadcast")) {
    opcode = "collective-broadcast";
    collective_text(p, op, &a);
  } else if (!strcmp(n, "chlo.top_k")) {
    opcode = "topk";
    hlo_str_printf(&a, ", k=%lld, largest=true", (long long)int_prop(p, op, "k", 0));
  } else if (!strcmp(n, "stablehlo.custom_call")) {
    opcode = "custom-call";
    MlirAttribute t = prop(op, "call_target_name");
    MlirStringRef ts = mlirAttributeIsNull(t) ? sref("") : mlirStringAttrGetValue(t);
    hlo_str_puts(&a, ", custom_call_target=");
    put_hlo_quoted(&a, ts);
    if (bool_prop(op, "has_side_effect"))
      hlo_str_puts(&a, ", custom_call_has_side_effect=true");
    MlirAttribute bc = prop(op, "backend_config");
    if (!mlirAttributeIsNull(bc) && mlirAttributeIsAString(bc)) {
      hlo_str_puts(&a, ", backend_config=");
      put_hlo_quoted(&a, mlirStringAttrGetValue(bc));
    }
    int64_t v = int_prop(p, op, "api_version", 1);
    static const char *const versions[] = {"API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL",
                                           "API_VERSION_STATUS_RETURNING",
                                           "API_VERSION_STATUS_RETURNING_UNIFIED",
                                           "API_VERSION_TYPED_FFI"};
    if (v != 1 && v >= 0 && v < 5)
      hlo_str_printf(&a, ", api_version=%s", versions[v]);
    MlirAttribute cc = prop(op, "called_computations");
    if (!mlirAttributeIsNull(cc) && mlirAttributeIsAArray(cc) && mlirArrayAttrGetNumElements(cc)) {
      hlo_str_puts(&a, ", called_computations={");
      for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(cc); i++) {
        MlirAttribute s = mlirArrayAttrGetElement(cc, i);
        MlirStringRef r = mlirFlatSymbolRefAttrGetValue(s);
        hlo_str_printf(&a, "%s%.*s", i ? "," : "", (int)r.length, r.data);
      }
      hlo_str_puts(&a, "}");
    }
  } else if (!strcmp(n, "stablehlo.optimization_barrier")) {
    opcode = "opt-barrier";
    MlirValue *vs = hlo_arena_new(&p->arena, MlirValue, nops ? nops : 1);
    for (intptr_t i = 0; i < nops; i++)
      vs[i] = mlirOperationGetOperand(op, i);
    tuple_operand = make_tuple(p, o, op, vs, nops);
  } else if (!strcmp(n, "stablehlo.while")) {
    opcode = "while";
    /* Values the regions use from outside ride along in the state. */
    Captures c0, c1;
    captures_of(mlirOperationGetRegion(op, 0), &c0);
    captures_of(mlirOperationGetRegion(op, 1), &c1);
    intptr_t total = nops + c0.n + c1.n;
    MlirValue *vs = hlo_arena_new(&p->arena, MlirValue, total ? total : 1);
    for (intptr_t i = 0; i < nops; i++)
      vs[i] = mlirOperationGetOperand(op, i);
    intptr_t k = nops;
    HloPtrMap seen = {0};
    for (intptr_t i = 0; i < c0.n + c1.n; i++) {
      MlirValue v = i < c0.n ? c0.v[i] : c1.v[i - c0.n];
      if (hlo_ptrmap_get(&seen, v.ptr, NULL))
        continue;
      hlo_ptrmap_put(&seen, v.ptr, 1);
      vs[k++] = v;
    }
    hlo_ptrmap_free(&seen);
    captures_free(&c0);
    captures_free(&c1);
    tuple_operand = make_tuple(p, o, op, vs, k);
    const char *cond = emit_block_as_comp(p, mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)),
                                          "cond", vs + nops, k - nops, false, op);
    const char *body = emit_block_as_comp(p, mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 1)),
                                          "body", vs + nops, k - nops, false, op);
    hlo_str_printf(&a, ", condition=%s, body=%s", cond, body);
    /* the instruction's shape is the whole state */
    const char *name = fresh(p, "while");
    hlo_str_printf(o, "  %s = (", name);
    for (intptr_t i = 0; i < k; i++) {
      if (i)
        hlo_str_puts(o, ", ");
      put_shape(p, op, mlirValueGetType(vs[i]), o);
    }
    hlo_str_printf(o, ") while(%s)%s", tuple_operand, a.data);
    common_tail(p, o, op);
    for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++) {
      MlirValue v = mlirOperationGetResult(op, i);
      const char *g = fresh(p, "get-tuple-element");
      hlo_str_printf(o, "  %s = ", g);
      put_shape(p, op, mlirValueGetType(v), o);
      hlo_str_printf(o, " get-tuple-element(%s), index=%lld\n", name, (long long)i);
      bind(p, v, g);
    }
    untrack(p, &a);
    return;
  } else if (!strcmp(n, "stablehlo.if") || !strcmp(n, "stablehlo.case")) {
    opcode = "conditional";
    intptr_t nr = mlirOperationGetNumRegions(op);
    HloStr ops = {0};
    track(p, &ops);
    HloStr comps = {0};
    track(p, &comps);
    hlo_str_puts(&ops, value_name(p, op, mlirOperationGetOperand(op, 0)));
    for (intptr_t r = 0; r < nr; r++) {
      Captures c;
      captures_of(mlirOperationGetRegion(op, r), &c);
      const char *t = make_tuple(p, o, op, c.v, c.n);
      const char *comp = emit_block_as_comp(p, mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)),
                                            "branch", c.v, c.n, false, op);
      captures_free(&c);
      hlo_str_printf(&ops, ", %s", t);
      hlo_str_printf(&comps, "%s%s", r ? ", " : "", comp);
    }
    if (!strcmp(n, "stablehlo.if"))
      hlo_str_printf(&a, ", true_computation=%.*s, false_computation=%s",
                     (int)strcspn(comps.data, ","), comps.data, strchr(comps.data, ',') + 2);
    else
      hlo_str_printf(&a, ", branch_computations={%s}", comps.data);
    const char *name = instr_head(p, o, op, "conditional");
    hlo_str_printf(o, "conditional(%s)%s", ops.data, a.data);
    common_tail(p, o, op);
    bind_results(p, o, op, name);
    untrack(p, &ops);
    untrack(p, &comps);
    untrack(p, &a);
    return;
  } else if (!strcmp(n, "func.call")) {
    opcode = "call";
    MlirAttribute c = prop(op, "callee");
    MlirStringRef s = mlirFlatSymbolRefAttrGetValue(c);
    hlo_str_printf(&a, ", to_apply=%.*s", (int)s.length, s.data);
  } else if (!strcmp(n, "mhlo.fusion")) {
    opcode = "fusion";
    const char *k = enum_prop(p, op, "fusion_kind");
    const char *comp = region_comp(p, op, 0, "fused_computation");
    hlo_str_printf(&a, ", kind=%s, calls=%s", k ? k : "kLoop", comp);
  } else if (!strncmp(n, "mhlo.", 5) && op_name(p, op)) {
    /* mhlo.<opcode>: the opcode with '-' for '_'; regions are the
     * computations named in hlo.called */
    char *oc = hlo_arena_strndup(&p->arena, n + 5, strlen(n + 5));
    for (char *q = oc; *q; q++)
      if (*q == '_')
        *q = '-';
    opcode = oc;
    MlirAttribute wrapped = mlirOperationGetDiscardableAttributeByName(op, sref("hlo.wrapped"));
    if (!mlirAttributeIsNull(wrapped) && mlirAttributeIsAString(wrapped) &&
        !strncmp(oc, "async-", 6)) {
      MlirStringRef w = mlirStringAttrGetValue(wrapped);
      opcode = hlo_arena_printf(&p->arena, "%.*s%s", (int)w.length, w.data, oc + 5);
    }
    MlirAttribute called = mlirOperationGetDiscardableAttributeByName(op, sref("hlo.called"));
    intptr_t nr = mlirOperationGetNumRegions(op);
    bool open = false;
    for (intptr_t r = 0; r < nr; r++) {
      const char *comp = region_comp(p, op, r, "computation");
      MlirStringRef k = called_key(called, r);
      /* one computation is `key=c`: XLA reads `key={...}` as one written
       * inline; several are `key={a, b}` */
      bool more = r + 1 < nr && !called_key(called, r + 1).length;
      if (k.length) {
        hlo_str_printf(&a, ", %.*s=%s%s", (int)k.length, k.data, more ? "{" : "", comp);
        open = more;
      } else {
        hlo_str_printf(&a, ", %s", comp);
      }
      if (open && !more) {
        hlo_str_puts(&a, "}");
        open = false;
      }
    }
  } else if (!strcmp(n, "stablehlo.get_tuple_element") || !strcmp(n, "stablehlo.tuple")) {
    opcode = n[10] == 't' ? "tuple" : "get-tuple-element";
    if (n[10] == 'g')
      hlo_str_printf(&a, ", index=%lld", (long long)int_prop(p, op, "index", 0));
  } else if (!strcmp(n, "stablehlo.infeed") || !strcmp(n, "stablehlo.outfeed")) {
    bool in = n[10] == 'i';
    opcode = in ? "infeed" : "outfeed";
    MlirAttribute cfg = prop(op, in ? "infeed_config" : "outfeed_config");
    if (!mlirAttributeIsNull(cfg) && mlirAttributeIsAString(cfg) &&
        mlirStringAttrGetValue(cfg).length) {
      hlo_str_printf(&a, ", %s=", in ? "infeed_config" : "outfeed_config");
      put_hlo_quoted(&a, mlirStringAttrGetValue(cfg));
    }
    if (!in && nops != 2) {
      /* outfeed(data, token): several data leaves are one tuple */
      MlirValue *vs = hlo_arena_new(&p->arena, MlirValue, nops);
      for (intptr_t i = 0; i + 1 < nops; i++)
        vs[i] = mlirOperationGetOperand(op, i);
      const char *t = make_tuple(p, o, op, vs, nops - 1);
      tuple_operand = hlo_arena_printf(&p->arena, "%s, %s", t,
                                       value_name(p, op, mlirOperationGetOperand(op, nops - 1)));
    }
  } else {
    fail(p, op, "'%s' has no HLO instruction", n);
  }
  MlirAttribute groups = mlirOperationGetDiscardableAttributeByName(op, sref("hlo.operand_leaves"));
  HloStr grouped = {0};
  track(p, &grouped);
  if (!tuple_operand && !mlirAttributeIsNull(groups) && mlirAttributeIsADenseI64Array(groups)) {
    intptr_t at = 0;
    for (intptr_t g = 0; g < mlirDenseArrayGetNumElements(groups); g++) {
      intptr_t k = mlirDenseI64ArrayGetElement(groups, g);
      if (k < 0 || at + k > nops)
        fail(p, op, "hlo.operand_leaves does not match the operands");
      hlo_str_puts(&grouped, g ? ", " : "");
      hlo_str_puts(&grouped, operand_group(p, o, op, at, k));
      at += k;
    }
  }
  const char *name = instr_head(p, o, op, opcode);
  hlo_str_printf(o, "%s(", opcode);
  if (tuple_operand)
    hlo_str_puts(o, tuple_operand);
  else if (grouped.len)
    hlo_str_puts(o, grouped.data);
  else
    put_operands(p, o, op, from, to);
  untrack(p, &grouped);
  hlo_str_printf(o, ")%s", a.data ? a.data : "");
  common_tail(p, o, op);
  bind_results(p, o, op, name);
  (void)regions_text;
  untrack(p, &a);
}

/* The entry's result shardings as the ROOT's `, sharding=...`, or NULL. */
static const char *root_sharding(P *p, MlirOperation func, intptr_t nres) {
  MlirAttribute ra = mlirOperationGetAttributeByName(func, sref("res_attrs"));
  if (mlirAttributeIsNull(ra) || !mlirAttributeIsAArray(ra) || mlirArrayAttrGetNumElements(ra) != nres)
    return NULL;
  HloStr s = {0};
  bool any = false;
  for (intptr_t i = 0; i < nres; i++) {
    MlirAttribute d = mlirArrayAttrGetElement(ra, i);
    MlirAttribute sh = mlirAttributeIsADictionary(d)
                           ? mlirDictionaryAttrGetElementByName(d, sref("mhlo.sharding"))
                           : (MlirAttribute){NULL};
    MlirStringRef t = sref("{replicated}");
    if (!mlirAttributeIsNull(sh) && mlirAttributeIsAString(sh)) {
      t = mlirStringAttrGetValue(sh);
      any = true;
    }
    hlo_str_printf(&s, "%s%.*s", i ? ", " : "", (int)t.length, t.data);
  }
  const char *r = NULL;
  if (any)
    r = hlo_arena_printf(&p->arena, nres == 1 ? ", sharding=%s" : ", sharding={%s}", s.data);
  hlo_str_free(&s);
  return r;
}

/* Marks the instruction whose line starts at `off` ROOT, adding `extra`
 * at the end of its line unless it has a sharding already. */
static void mark_root(HloStr *o, size_t off, const char *extra) {
  HloStr fixed = {0};
  hlo_str_append(&fixed, o->data, off);
  hlo_str_puts(&fixed, "  ROOT ");
  const char *line = o->data + off + 2;
  const char *eol = strchr(line, '\n');
  size_t n = eol ? (size_t)(eol - line) : strlen(line);
  hlo_str_append(&fixed, line, n);
  if (extra && !memmem(line, n, ", sharding=", 11))
    hlo_str_puts(&fixed, extra);
  hlo_str_append(&fixed, line + n, o->len - off - 2 - n);
  hlo_str_free(o);
  *o = fixed;
}

/* A block as a computation. Parameters: the block's arguments, one per
 * parameter (functions and regions), or, with `captured`, one tuple
 * parameter of the block's arguments followed by the captured values
 * (while loops and branches); its ROOT: what the terminator returns
 * (a tuple when not one value; a while body also returns the captured
 * values unchanged). Returns the computation's name. */
static const char *emit_block_as_comp(P *p, MlirBlock b, const char *base, MlirValue *captured,
                                      intptr_t ncaptured, bool entry, MlirOperation loop) {
  const char *cname = base[0] == '@' ? base + 1 : fresh(p, base);
  HloStr o = {0};
  track(p, &o);
  intptr_t nargs = mlirBlockGetNumArguments(b);
  MlirOperation at = mlirBlockGetParentOperation(b);
  bool tuple_param = !mlirOperationIsNull(loop);
  /* Captured values have other names inside: their outside names come
   * back when the computation is written. */
  int64_t *saved = hlo_arena_new(&p->arena, int64_t, ncaptured ? ncaptured : 1);
  for (intptr_t i = 0; i < ncaptured; i++)
    if (!hlo_ptrmap_get(&p->names, captured[i].ptr, &saved[i]))
      saved[i] = -1;
  if (tuple_param) {
    const char *param = fresh(p, "param");
    hlo_str_printf(&o, "  %s = (", param);
    for (intptr_t i = 0; i < nargs; i++) {
      if (i)
        hlo_str_puts(&o, ", ");
      put_shape(p, at, mlirValueGetType(mlirBlockGetArgument(b, i)), &o);
    }
    for (intptr_t i = 0; i < ncaptured; i++) {
      if (i || nargs)
        hlo_str_puts(&o, ", ");
      put_shape(p, at, mlirValueGetType(captured[i]), &o);
    }
    hlo_str_puts(&o, ") parameter(0)\n");
    for (intptr_t i = 0; i < nargs + ncaptured; i++) {
      MlirValue v = i < nargs ? mlirBlockGetArgument(b, i) : captured[i - nargs];
      const char *g = fresh(p, "get-tuple-element");
      hlo_str_printf(&o, "  %s = ", g);
      put_shape(p, at, mlirValueGetType(v), &o);
      hlo_str_printf(&o, " get-tuple-element(%s), index=%lld\n", param, (long long)i);
      bind(p, v, g);
    }
  } else {
    for (intptr_t i = 0; i < nargs; i++) {
      MlirValue v = mlirBlockGetArgument(b, i);
      const char *param = fresh(p, "Arg");
      hlo_str_printf(&o, "  %s = ", param);
      put_shape(p, at, mlirValueGetType(v), &o);
      hlo_str_printf(&o, " parameter(%lld)", (long long)i);
      if (entry) {
        MlirAttribute sh = mlirOperationGetAttributeByName(at, sref("arg_attrs"));
        if (!mlirAttributeIsNull(sh) && mlirAttributeIsAArray(sh) &&
            i < mlirArrayAttrGetNumElements(sh)) {
          MlirAttribute d = mlirArrayAttrGetElement(sh, i);
          MlirAttribute s = mlirAttributeIsADictionary(d)
                                ? mlirDictionaryAttrGetElementByName(d, sref("mhlo.sharding"))
                                : (MlirAttribute){NULL};
          if (!mlirAttributeIsNull(s) && mlirAttributeIsAString(s)) {
            MlirStringRef t = mlirStringAttrGetValue(s);
            hlo_str_printf(&o, ", sharding=%.*s", (int)t.length, t.data);
          }
        }
      }
      hlo_str_puts(&o, "\n");
      bind(p, v, param);
    }
  }
  MlirOperation term = {NULL};
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (mlirOperationIsNull(mlirOperationGetNextInBlock(op)))
      term = op;
    emit_op(p, &o, op);
  }
  if (mlirOperationIsNull(term))
    fail(p, at, "an empty block has no ROOT");
  intptr_t nres = mlirOperationGetNumOperands(term);
  bool body = !mlirOperationIsNull(loop) && !strcmp(base, "body");
  intptr_t nroot = nres + (body ? ncaptured : 0);
  const char *extra = entry ? root_sharding(p, at, nres) : NULL;
  if (nroot == 1) {
    /* rename the one value as ROOT through a copy-free alias: HLO marks
     * an existing instruction ROOT, so the last line is rewritten */
    const char *v = value_name(p, term, mlirOperationGetOperand(term, 0));
    /* find `  v = ` line and prefix ROOT */
    char needle[512];
    snprintf(needle, sizeof needle, "\n  %s = ", v);
    HloStr whole = {0};
    track(p, &whole);
    hlo_str_puts(&whole, "\n");
    hlo_str_append(&whole, o.data, o.len);
    char *hit = strstr(whole.data, needle);
    if (hit) {
      /* the '\n' before the line in `whole` is the line's start in `o` */
      mark_root(&o, (size_t)(hit - whole.data), extra);
    } else {
      /* an argument returned as it is: a copy-free tuple of one is not
       * the value; use a bitcast-free reshape of the same shape */
      const char *r = fresh(p, "reshape");
      hlo_str_printf(&o, "  ROOT %s = ", r);
      put_shape(p, term, mlirValueGetType(mlirOperationGetOperand(term, 0)), &o);
      hlo_str_printf(&o, " reshape(%s)%s\n", v, extra ? extra : "");
    }
    untrack(p, &whole);
  } else {
    MlirValue *vs = hlo_arena_new(&p->arena, MlirValue, nroot ? nroot : 1);
    for (intptr_t i = 0; i < nres; i++)
      vs[i] = mlirOperationGetOperand(term, i);
    for (intptr_t i = nres; i < nroot; i++)
      vs[i] = captured[i - nres];
    const char *t = make_tuple(p, &o, term, vs, nroot);
    /* mark the tuple ROOT */
    char needle[512];
    snprintf(needle, sizeof needle, "  %s = ", t);
    char *hit = strstr(o.data, needle);
    if (hit)
      mark_root(&o, (size_t)(hit - o.data), extra);
  }
  for (intptr_t i = 0; i < ncaptured; i++)
    if (saved[i] >= 0)
      hlo_ptrmap_put(&p->names, captured[i].ptr, saved[i]);
  if (p->ncomps == p->capcomps) {
    p->capcomps = p->capcomps ? p->capcomps * 2 : 16;
    p->comps = hlo_xrealloc(p->comps, sizeof(Comp) * p->capcomps);
  }
  Comp *c = &p->comps[p->ncomps++];
  memset(c, 0, sizeof *c);
  hlo_str_printf(&c->text, "%s%s {\n", entry ? "ENTRY " : "", cname);
  hlo_str_append(&c->text, o.data, o.len);
  hlo_str_puts(&c->text, "}\n\n");
  untrack(p, &o);
  return cname;
}

static MlirWalkResult collect_callees(MlirOperation op, void *user);

typedef struct FuncOrder {
  P *p;
  MlirSymbolTable table;
} FuncOrder;

static void emit_func(P *p, MlirSymbolTable table, MlirOperation f, bool entry);

static MlirWalkResult collect_callees(MlirOperation op, void *user) {
  FuncOrder *fo = user;
  MlirStringRef nm = mlirIdentifierStr(mlirOperationGetName(op));
  const char *key = NULL;
  if (nm.length == 9 && !memcmp(nm.data, "func.call", 9))
    key = "callee";
  if (!key && !(nm.length == 21 && !memcmp(nm.data, "stablehlo.custom_call", 21)))
    return MlirWalkResultAdvance;
  MlirAttribute a = prop(op, key ? key : "called_computations");
  if (mlirAttributeIsNull(a))
    return MlirWalkResultAdvance;
  intptr_t n = mlirAttributeIsAArray(a) ? mlirArrayAttrGetNumElements(a) : 1;
  for (intptr_t i = 0; i < n; i++) {
    MlirAttribute s = mlirAttributeIsAArray(a) ? mlirArrayAttrGetElement(a, i) : a;
    if (!mlirAttributeIsAFlatSymbolRef(s))
      continue;
    MlirOperation callee = mlirSymbolTableLookup(fo->table, mlirFlatSymbolRefAttrGetValue(s));
    if (!mlirOperationIsNull(callee))
      emit_func(fo->p, fo->table, callee, false);
  }
  return MlirWalkResultAdvance;
}

static void emit_func(P *p, MlirSymbolTable table, MlirOperation f, bool entry) {
  if (hlo_ptrmap_get(&p->funcs_done, f.ptr, NULL))
    return;
  hlo_ptrmap_put(&p->funcs_done, f.ptr, 1);
  FuncOrder fo = {p, table};
  mlirOperationWalk(f, collect_callees, &fo, MlirWalkPreOrder);
  MlirRegion body = mlirOperationGetRegion(f, 0);
  MlirBlock b = mlirRegionGetFirstBlock(body);
  if (mlirBlockIsNull(b) || !mlirBlockIsNull(mlirBlockGetNextInRegion(b)))
    fail(p, f, "a function of several blocks has no HLO form");
  MlirAttribute name = mlirOperationGetAttributeByName(f, sref("sym_name"));
  MlirStringRef s = mlirStringAttrGetValue(name);
  const char *cname = hlo_arena_printf(&p->arena, "@%.*s", (int)s.length, s.data);
  emit_block_as_comp(p, b, cname, NULL, 0, entry, (MlirOperation){NULL});
}

/* `{ {0}: (2, {}, may-alias) }` from tf.aliasing_output; buffer donors. */
static void module_aliasing(P *p, MlirOperation entry, HloStr *o) {
  MlirAttribute aa = mlirOperationGetAttributeByName(entry, sref("arg_attrs"));
  if (mlirAttributeIsNull(aa) || !mlirAttributeIsAArray(aa))
    return;
  HloStr alias = {0}, donors = {0};
  for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(aa); i++) {
    MlirAttribute d = mlirArrayAttrGetElement(aa, i);
    if (!mlirAttributeIsADictionary(d))
      continue;
    MlirAttribute al = mlirDictionaryAttrGetElementByName(d, sref("tf.aliasing_output"));
    if (!mlirAttributeIsNull(al) && mlirAttributeIsAInteger(al))
      hlo_str_printf(&alias, "%s{%lld}: (%lld, {}, may-alias)", alias.len ? ", " : "",
                     (long long)mlirIntegerAttrGetValueInt(al), (long long)i);
    MlirAttribute dn = mlirDictionaryAttrGetElementByName(d, sref("jax.buffer_donor"));
    if (!mlirAttributeIsNull(dn) && mlirAttributeIsABool(dn) && mlirBoolAttrGetValue(dn))
      hlo_str_printf(&donors, "%s(%lld, {})", donors.len ? ", " : "", (long long)i);
  }
  if (alias.len)
    hlo_str_printf(o, ", input_output_alias={ %s }", alias.data);
  if (donors.len)
    hlo_str_printf(o, ", buffer_donor={ %s }", donors.data);
  hlo_str_free(&alias);
  hlo_str_free(&donors);
  (void)p;
}

bool hlo_xla_print(MlirOperation module, HloStr *out, HloSyntaxError *err) {
  P *p = hlo_xcalloc(1, sizeof *p);
  p->module = module;
  bool ok = true;
  MlirSymbolTable table = mlirSymbolTableCreate(module);
  if (setjmp(p->fail) == 0) {
    MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
    MlirOperation entry = mlirSymbolTableLookup(table, sref("main"));
    if (mlirOperationIsNull(entry)) {
      for (MlirOperation f = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(f);
           f = mlirOperationGetNextInBlock(f)) {
        if (!name_is(f, "func.func"))
          continue;
        MlirAttribute vis = mlirOperationGetAttributeByName(f, sref("sym_visibility"));
        if (mlirAttributeIsNull(vis)) {
          if (!mlirOperationIsNull(entry))
            fail(p, f, "HLO has one ENTRY: name the entry function @main");
          entry = f;
        }
      }
    }
    if (mlirOperationIsNull(entry))
      fail(p, module, "the module has no function to be the ENTRY computation");
    emit_func(p, table, entry, true);
    MlirAttribute mname = mlirOperationGetAttributeByName(module, sref("sym_name"));
    MlirStringRef mn = mlirAttributeIsNull(mname) ? sref("module") : mlirStringAttrGetValue(mname);
    hlo_str_puts(out, "HloModule ");
    bool plain = mn.length > 0;
    for (size_t i = 0; i < mn.length; i++) {
      char c = mn.data[i];
      plain &= (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '_' || c == '.' || c == '-';
    }
    hlo_str_append(out, plain ? mn.data : "module", plain ? mn.length : 6);
    MlirAttribute np = mlirOperationGetDiscardableAttributeByName(module, sref("mhlo.num_partitions"));
    MlirAttribute nr = mlirOperationGetDiscardableAttributeByName(module, sref("mhlo.num_replicas"));
    MlirAttribute sc = mlirOperationGetDiscardableAttributeByName(module, sref("mhlo.is_scheduled"));
    if (!mlirAttributeIsNull(sc) && mlirAttributeIsABool(sc) && mlirBoolAttrGetValue(sc))
      hlo_str_puts(out, ", is_scheduled=true");
    module_aliasing(p, entry, out);
    if (!mlirAttributeIsNull(nr) && mlirAttributeIsAInteger(nr))
      hlo_str_printf(out, ", replica_count=%lld", (long long)mlirIntegerAttrGetValueInt(nr));
    if (!mlirAttributeIsNull(np) && mlirAttributeIsAInteger(np))
      hlo_str_printf(out, ", num_partitions=%lld", (long long)mlirIntegerAttrGetValueInt(np));
    MlirAttribute fa =
        mlirOperationGetDiscardableAttributeByName(module, sref("mhlo.frontend_attributes"));
    if (!mlirAttributeIsNull(fa) && mlirAttributeIsADictionary(fa)) {
      hlo_str_puts(out, ", frontend_attributes={");
      for (intptr_t i = 0; i < mlirDictionaryAttrGetNumElements(fa); i++) {
        MlirNamedAttribute na = mlirDictionaryAttrGetElement(fa, i);
        MlirStringRef k = mlirIdentifierStr(na.name);
        MlirStringRef v = mlirAttributeIsAString(na.attribute) ? mlirStringAttrGetValue(na.attribute)
                                                                : sref("");
        bool raw = v.length >= 2 && v.data[0] == '{' && v.data[v.length - 1] == '}';
        hlo_str_printf(out, "%s%.*s=%s%.*s%s", i ? "," : "", (int)k.length, k.data, raw ? "" : "\"",
                       (int)v.length, v.data, raw ? "" : "\"");
      }
      hlo_str_puts(out, "}");
    }
    hlo_str_puts(out, "\n\n");
    for (size_t i = 0; i < p->ncomps; i++)
      hlo_str_append(out, p->comps[i].text.data, p->comps[i].text.len);
  } else {
    ok = false;
    snprintf(err->message, sizeof err->message, "%s", p->err);
    err->line = err->col = 0;
    if (p->has_err_loc) {
      p->tmp.len = 0;
      mlirLocationPrint(p->err_loc, hlo_str_callback, &p->tmp);
      hlo_str_puts(&p->tmp, "");
      const char *q = strstr(p->tmp.data, "\":");
      if (q)
        sscanf(q + 2, "%u:%u", &err->line, &err->col);
    }
  }
  mlirSymbolTableDestroy(table);
  for (size_t i = 0; i < p->ncomps; i++)
    hlo_str_free(&p->comps[i].text);
  free(p->comps);
  free(p->vnames);
  hlo_ptrmap_free(&p->names);
  hlo_ptrmap_free(&p->funcs_done);
  hlo_ptrmap_free(&p->tuple_of);
  hlo_str_free(&p->tmp);
  free(p->live);
  hlo_arena_free(&p->arena);
  free(p);
  return ok;
}
