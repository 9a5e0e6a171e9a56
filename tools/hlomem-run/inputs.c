/*
 * hlomem-run's inputs: text files of MLIR dense literals, and NumPy .npy
 * files (told apart by the .npy magic bytes).
 *
 * The text format is what --print=full writes: one value per argument, in
 * order, each `dense<LITERAL> : tensor<SHAPE x TYPE>`, separated by white
 * space, with `//` and `#` comments. LITERAL is an element (filling the
 * whole tensor), nested [...] lists matching the shape, nothing (`dense<>`,
 * empty tensors) or a quoted hex string of the raw little-endian bytes.
 * Elements: integers (decimal or 0x hex), floats (decimal, inf, -inf, nan,
 * or 0x hex of the bits, as MLIR prints them), true and false for i1,
 * (re, im) for complex. Integers must fit their type; floats round to
 * nearest even.
 *
 * A .npy file holds one value. Its dtype must be the argument's (b1 for
 * i1, <i4 for i32, <f4 for f32, <c8 for complex<f32>, ...; '>' byte
 * orders are swapped), except that a bf16 argument takes <f4 (rounded) or
 * <u2 / <V2 (raw bits). Fortran order is accepted.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tool.h"

/* ---- the text format ---- */

typedef struct Parser {
  const Source *src;
  const char *p, *end;
  bool failed;
} Parser;

static size_t offset_of(const Parser *ps, const char *at) { return (size_t)(at - ps->src->data); }

static bool fail_at(Parser *ps, const char *at, const char *fmt, const char *arg) {
  if (!ps->failed)
    diag_error_at(ps->src, offset_of(ps, at), fmt, arg);
  ps->failed = true;
  return false;
}

static void skip_space(Parser *ps) {
  for (;;) {
    while (ps->p < ps->end && isspace((unsigned char)*ps->p))
      ps->p++;
    bool hash = ps->p < ps->end && *ps->p == '#';
    bool slashes = ps->end - ps->p >= 2 && ps->p[0] == '/' && ps->p[1] == '/';
    if (!hash && !slashes)
      return;
    while (ps->p < ps->end && *ps->p != '\n')
      ps->p++;
  }
}

static bool eat(Parser *ps, const char *tok) {
  skip_space(ps);
  size_t n = strlen(tok);
  if ((size_t)(ps->end - ps->p) >= n && memcmp(ps->p, tok, n) == 0) {
    ps->p += n;
    return true;
  }
  return false;
}

static bool expect(Parser *ps, const char *tok) {
  return eat(ps, tok) || fail_at(ps, ps->p, "expected '%s'", tok);
}

static bool is_word_char(char c) {
  return isalnum((unsigned char)c) || c == '.' || c == '_' || c == '+' || c == '-';
}

/* The next word (a number, a type or a keyword); its length in *n. */
static const char *word(Parser *ps, size_t *n) {
  skip_space(ps);
  const char *start = ps->p;
  while (ps->p < ps->end && is_word_char(*ps->p))
    ps->p++;
  *n = (size_t)(ps->p - start);
  return start;
}

static HloDtype dtype_named(const char *s, size_t n) {
  for (int dt = HLO_DT_I1; dt < HLO_DT_COUNT; dt++) {
    const char *name = hlo_dtype_name((HloDtype)dt);
    if (strlen(name) == n && memcmp(name, s, n) == 0)
      return (HloDtype)dt;
    /* si8 .. si64 spell the signed types too */
    if (hlo_dtype_is_signed((HloDtype)dt) && n == strlen(name) + 1 && s[0] == 's' &&
        memcmp(name, s + 1, n - 1) == 0)
      return (HloDtype)dt;
  }
  return HLO_DT_INVALID;
}

/* tensor<2x3xf32>, tensor<i1>, tensor<4xcomplex<f32>> */
static bool parse_type(Parser *ps, HloTensor *t) {
  memset(t, 0, sizeof *t);
  if (!expect(ps, "tensor") || !expect(ps, "<"))
    return false;
  skip_space(ps);
  for (;;) {
    const char *at = ps->p;
    if (ps->p < ps->end && isdigit((unsigned char)*ps->p)) {
      char *endp;
      errno = 0;
      long long d = strtoll(ps->p, &endp, 10);
      if (errno || d < 0 || endp > ps->end)
        return fail_at(ps, at, "invalid dimension%s", "");
      if (t->rank == HLO_MAX_RANK)
        return fail_at(ps, at, "rank above 16 is not supported%s", "");
      ps->p = endp;
      if (ps->p < ps->end && *ps->p == 'x') {
        t->dims[t->rank++] = d;
        ps->p++;
        continue;
      }
      return fail_at(ps, ps->p, "expected 'x' after a dimension%s", "");
    }
    break;
  }
  const char *at = ps->p;
  if (eat(ps, "complex")) {
    size_t n;
    if (!expect(ps, "<"))
      return false;
    const char *w = word(ps, &n);
    t->dtype = n == 3 && memcmp(w, "f32", 3) == 0   ? HLO_DT_C64
               : n == 3 && memcmp(w, "f64", 3) == 0 ? HLO_DT_C128
                                                    : HLO_DT_INVALID;
    if (!expect(ps, ">"))
      return false;
  } else {
    size_t n;
    const char *w = word(ps, &n);
    t->dtype = dtype_named(w, n);
  }
  if (t->dtype == HLO_DT_INVALID)
    return fail_at(ps, at, "unsupported element type%s", "");
  return expect(ps, ">");
}

/* One element into `dst` (storage of t->dtype). */
static bool parse_element(Parser *ps, const HloTensor *t, unsigned char *dst) {
  HloDtype dt = t->dtype;
  if (hlo_dtype_is_complex(dt)) {
    HloDtype part = dt == HLO_DT_C64 ? HLO_DT_F32 : HLO_DT_F64;
    HloTensor pt = {part, 0, {0}, NULL};
    int half = hlo_dtype_bytes(part);
    return expect(ps, "(") && parse_element(ps, &pt, dst) && expect(ps, ",") &&
           parse_element(ps, &pt, dst + half) && expect(ps, ")");
  }
  size_t n;
  const char *w = word(ps, &n);
  if (n == 0)
    return fail_at(ps, w, "expected an element%s", "");
  char buf[80];
  if (n >= sizeof buf)
    return fail_at(ps, w, "element too long%s", "");
  memcpy(buf, w, n);
  buf[n] = '\0';
  if (dt == HLO_DT_I1) {
    if (!strcmp(buf, "true") || !strcmp(buf, "1"))
      dst[0] = 1;
    else if (!strcmp(buf, "false") || !strcmp(buf, "0"))
      dst[0] = 0;
    else
      return fail_at(ps, w, "expected true or false, found '%s'", buf);
    return true;
  }
  bool neg = buf[0] == '-', hex = false;
  const char *digits = buf + (buf[0] == '-' || buf[0] == '+');
  hex = digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X');
  if (hlo_dtype_is_float(dt)) {
    double v;
    if (hex) {
      if (neg)
        return fail_at(ps, w, "a hex float is the bits, without a sign: '%s'", buf);
      char *endp;
      errno = 0;
      unsigned long long bits = strtoull(digits, &endp, 16);
      int width = hlo_dtype_bits(dt);
      if (errno || *endp || (width < 64 && bits >> width))
        return fail_at(ps, w, "invalid hex bits '%s' for this type", buf);
      memcpy(dst, &bits, (size_t)hlo_dtype_bytes(dt)); /* little-endian */
      return true;
    }
    const char *mag = digits;
    if (!strcmp(mag, "inf"))
      v = neg ? -INFINITY : INFINITY;
    else if (!strcmp(mag, "nan"))
      v = neg ? -NAN : NAN;
    else {
      char *endp;
      v = strtod(buf, &endp);
      bool lexed = *endp == '\0' && (isdigit((unsigned char)mag[0]) || mag[0] == '.');
      if (!lexed || isnan(v) || isinf(v))
        return fail_at(ps, w, "invalid number '%s'", buf);
    }
    hlo_convert(dt, dst, HLO_DT_F64, &v, 1);
    return true;
  }
  /* Integers, checked against the type's range. */
  char *endp;
  errno = 0;
  unsigned long long mag = strtoull(digits, &endp, hex ? 16 : 10);
  if (errno || *endp || digits[0] == '-' || digits[0] == '+' || !isxdigit((unsigned char)digits[0]))
    return fail_at(ps, w, "invalid integer '%s'", buf);
  int bits = hlo_dtype_bits(dt);
  bool sgn = hlo_dtype_is_signed(dt);
  unsigned long long limit = sgn ? (1ULL << (bits - 1)) - (neg ? 0 : 1)
                                 : (bits == 64 ? ~0ULL : (1ULL << bits) - 1);
  if ((neg && !sgn && mag != 0) || mag > limit)
    return fail_at(ps, w, "'%s' does not fit the element type", buf);
  uint64_t v = neg ? 0 - (uint64_t)mag : (uint64_t)mag;
  memcpy(dst, &v, (size_t)hlo_dtype_bytes(dt)); /* little-endian: the low bytes */
  return true;
}

/* Nested lists, checked against the shape; elements fill `next`. */
static bool parse_list(Parser *ps, const HloTensor *t, int depth, unsigned char **next) {
  if (depth == t->rank)
    return parse_element(ps, t, *next) && (*next += hlo_dtype_bytes(t->dtype), true);
  const char *open = (skip_space(ps), ps->p);
  if (!expect(ps, "["))
    return false;
  int64_t count = 0;
  if (!eat(ps, "]")) {
    do {
      if (count == t->dims[depth])
        return fail_at(ps, ps->p, "more elements than the dimension allows%s", "");
      if (!parse_list(ps, t, depth + 1, next))
        return false;
      count++;
    } while (eat(ps, ","));
    if (!expect(ps, "]"))
      return false;
  }
  if (count != t->dims[depth]) {
    char msg[96];
    snprintf(msg, sizeof msg, "%lld elements", (long long)t->dims[depth]);
    return fail_at(ps, open, "this list should have %s", msg);
  }
  return true;
}

static bool parse_hex_string(Parser *ps, HloTensor *t, const char *at) {
  ps->p++; /* the quote */
  if (!eat(ps, "0x"))
    return fail_at(ps, at, "expected a hex string \"0x...\"%s", "");
  size_t bytes = hlo_tensor_bytes(t);
  unsigned char *d = t->data;
  for (size_t i = 0; i < bytes; i++) {
    if (ps->end - ps->p < 2 || !isxdigit((unsigned char)ps->p[0]) ||
        !isxdigit((unsigned char)ps->p[1]))
      return fail_at(ps, ps->p, "the hex string is shorter than the tensor%s", "");
    char pair[3] = {ps->p[0], ps->p[1], 0};
    d[i] = (unsigned char)strtoul(pair, NULL, 16);
    ps->p += 2;
  }
  if (ps->p >= ps->end || *ps->p != '"')
    return fail_at(ps, ps->p, "the hex string is longer than the tensor%s", "");
  ps->p++;
  if (t->dtype == HLO_DT_I1)
    for (size_t i = 0; i < bytes; i++)
      if (d[i] > 1)
        return fail_at(ps, at, "i1 elements must be 0 or 1%s", "");
  /* i2 and i4 bytes as MLIR writes them, only their own bits set: held
   * sign-extended. */
  if (hlo_dtype_is_int(t->dtype) && hlo_dtype_bits(t->dtype) < 8)
    for (size_t i = 0; i < bytes; i++) {
      uint64_t v = d[i];
      if (v >> hlo_dtype_bits(t->dtype))
        return fail_at(ps, at, "a %s element has more bits than its type",
                       hlo_dtype_name(t->dtype));
      hlo_convert(t->dtype, d + i, HLO_DT_U64, &v, 1);
    }
  return true;
}

/* dense<...> : tensor<...>. The type comes after the literal, so the
 * literal is found first and parsed once the type is known. */
static bool parse_value(Parser *ps, InputValue *v) {
  skip_space(ps);
  v->offset = offset_of(ps, ps->p);
  if (!expect(ps, "dense") || !expect(ps, "<"))
    return false;
  /* The literal ends at '>'; ':' or '<' first means it was not closed. */
  const char *body = ps->p, *close = body;
  while (close < ps->end && !strchr(">:<", *close))
    close++;
  if (close == ps->end || *close != '>')
    return fail_at(ps, close, "expected '>' to close the literal%s", "");
  ps->p = close + 1;
  if (!expect(ps, ":") || !parse_type(ps, &v->tensor))
    return false;
  const char *after = ps->p;
  HloTensor *t = &v->tensor;
  int64_t count = 1;
  for (int d = 0; d < t->rank; d++) {
    if (t->dims[d] && count > (INT64_C(1) << 32) / t->dims[d])
      return fail_at(ps, body, "the tensor is too large for a text input%s", "");
    count *= t->dims[d];
  }
  hlo_tensor_alloc(t, t->dtype, t->rank, t->dims);
  Parser inner = {ps->src, body, close, false};
  skip_space(&inner);
  bool ok;
  if (inner.p == inner.end) {
    ok = count == 0 || fail_at(ps, body, "an empty literal needs an empty tensor%s", "");
  } else if (*inner.p == '"') {
    ok = parse_hex_string(&inner, t, inner.p);
  } else if (*inner.p == '[') {
    unsigned char *next = t->data;
    ok = parse_list(&inner, t, 0, &next);
  } else {
    /* One element fills the tensor. */
    int es = hlo_dtype_bytes(t->dtype);
    ok = parse_element(&inner, t, t->data);
    for (int64_t i = 1; ok && i < count; i++)
      memcpy((unsigned char *)t->data + i * es, t->data, (size_t)es);
  }
  skip_space(&inner);
  if (ok && inner.p != inner.end)
    ok = fail_at(&inner, inner.p, "unexpected text in the literal%s", "");
  ps->failed |= inner.failed;
  ps->p = after;
  return ok;
}

static bool read_text(const Source *src, InputList *list) {
  Parser ps = {src, src->data, src->data + src->len, false};
  for (;;) {
    skip_space(&ps);
    if (ps.p >= ps.end)
      return true;
    if (list->len == list->cap) {
      list->cap = list->cap ? 2 * list->cap : 8;
      list->items = hlo_xrealloc(list->items, sizeof *list->items * (size_t)list->cap);
    }
    InputValue *v = &list->items[list->len];
    memset(v, 0, sizeof *v);
    v->source = src;
    if (!parse_value(&ps, v)) {
      hlo_tensor_free(&v->tensor);
      return false;
    }
    list->len++;
  }
}

/* ---- .npy ---- */

static const char npy_magic[] = "\x93NUMPY";

typedef struct NpyKind {
  const char *code; /* after the byte-order character */
  HloDtype dt;
} NpyKind;

static const NpyKind npy_kinds[] = {
    {"b1", HLO_DT_I1},   {"i1", HLO_DT_S8},   {"i2", HLO_DT_S16},  {"i4", HLO_DT_S32},
    {"i8", HLO_DT_S64},  {"u1", HLO_DT_U8},   {"u2", HLO_DT_U16},  {"u4", HLO_DT_U32},
    {"u8", HLO_DT_U64},  {"f2", HLO_DT_F16},  {"f4", HLO_DT_F32},  {"f8", HLO_DT_F64},
    {"c8", HLO_DT_C64},  {"c16", HLO_DT_C128}, {"V2", HLO_DT_BF16},
};

/* The value of `key` in the header dict: the text after "'key':". */
static const char *npy_field(const char *h, const char *end, const char *key) {
  char quoted[32];
  snprintf(quoted, sizeof quoted, "'%s'", key);
  size_t n = strlen(quoted);
  for (const char *p = h; p + n <= end; p++) {
    if (memcmp(p, quoted, n) != 0)
      continue;
    p += n;
    while (p < end && (isspace((unsigned char)*p) || *p == ':'))
      p++;
    return p;
  }
  return NULL;
}

static bool read_npy(const Source *src, InputList *list) {
  const unsigned char *d = (const unsigned char *)src->data;
  size_t len = src->len;
  if (len < 10 || (d[6] != 1 && d[6] != 2 && d[6] != 3)) {
    diag_error_at(src, 0, "not a .npy file of a known version");
    return false;
  }
  size_t hlen = d[6] == 1 ? (size_t)(d[8] | d[9] << 8)
                          : len < 12 ? 0 : (size_t)d[8] | (size_t)d[9] << 8 |
                                               (size_t)d[10] << 16 | (size_t)d[11] << 24;
  size_t hstart = d[6] == 1 ? 10 : 12;
  if (hlen == 0 || hstart + hlen > len) {
    diag_error_at(src, 8, "the .npy header is truncated");
    return false;
  }
  const char *h = src->data + hstart, *hend = h + hlen;
  const char *descr = npy_field(h, hend, "descr");
  const char *order = npy_field(h, hend, "fortran_order");
  const char *shape = npy_field(h, hend, "shape");
  if (!descr || !order || !shape || *descr != '\'' || *shape != '(') {
    diag_error_at(src, hstart, "the .npy header lacks 'descr', 'fortran_order' or 'shape'");
    return false;
  }
  /* descr: '<f4' */
  const char *q = memchr(descr + 1, '\'', (size_t)(hend - descr - 1));
  if (!q || q - descr < 3) {
    diag_error_at(src, (size_t)(descr - src->data), "malformed 'descr'");
    return false;
  }
  char byteorder = descr[1];
  size_t clen = (size_t)(q - descr - 2);
  HloDtype dt = HLO_DT_INVALID;
  for (size_t i = 0; i < sizeof npy_kinds / sizeof *npy_kinds; i++)
    if (strlen(npy_kinds[i].code) == clen && memcmp(npy_kinds[i].code, descr + 2, clen) == 0)
      dt = npy_kinds[i].dt;
  if (dt == HLO_DT_INVALID || !strchr("<>|=", byteorder)) {
    diag_error_at(src, (size_t)(descr - src->data), "unsupported .npy dtype %.*s",
                  (int)(q - descr + 1), descr);
    return false;
  }
  bool fortran = strncmp(order, "True", 4) == 0;
  if (!fortran && strncmp(order, "False", 5) != 0) {
    diag_error_at(src, (size_t)(order - src->data), "malformed 'fortran_order'");
    return false;
  }
  HloTensor t;
  memset(&t, 0, sizeof t);
  const char *p = shape + 1;
  for (;;) {
    while (p < hend && (isspace((unsigned char)*p) || *p == ','))
      p++;
    if (p < hend && *p == ')')
      break;
    char *endp;
    errno = 0;
    long long dim = p < hend && isdigit((unsigned char)*p) ? strtoll(p, &endp, 10) : -1;
    if (dim < 0 || errno || endp > hend || t.rank == HLO_MAX_RANK) {
      diag_error_at(src, (size_t)(p - src->data), "malformed 'shape'");
      return false;
    }
    t.dims[t.rank++] = dim;
    p = endp;
  }
  int es = hlo_dtype_bytes(dt);
  size_t count = 1;
  for (int i = 0; i < t.rank; i++) {
    if (t.dims[i] && count > ((size_t)1 << 40) / (size_t)t.dims[i]) {
      diag_error_at(src, (size_t)(shape - src->data), "the shape is too large");
      return false;
    }
    count *= (size_t)t.dims[i];
  }
  size_t data_at = hstart + hlen;
  if (len - data_at != count * (size_t)es) {
    diag_error_at(src, data_at, "the .npy data has %zu bytes; shape and dtype need %zu",
                  len - data_at, count * (size_t)es);
    return false;
  }
  hlo_tensor_alloc(&t, dt, t.rank, t.dims);
  unsigned char *dst = t.data;
  const unsigned char *raw = d + data_at;
  int swap = byteorder == '>' && es > 1 ? (hlo_dtype_is_complex(dt) ? es / 2 : es) : 0;
  for (size_t i = 0; i < count; i++) {
    /* Fortran order: element i of the C order sits at the index with the
     * same coordinates, dimensions reversed in significance. */
    size_t at = i;
    if (fortran && t.rank > 1) {
      size_t rest = i, f = 0, fstride = 1;
      size_t coord[HLO_MAX_RANK];
      for (int k = t.rank - 1; k >= 0; k--) {
        coord[k] = rest % (size_t)t.dims[k];
        rest /= (size_t)t.dims[k];
      }
      for (int k = 0; k < t.rank; k++) {
        f += coord[k] * fstride;
        fstride *= (size_t)t.dims[k];
      }
      at = f;
    }
    memcpy(dst + i * (size_t)es, raw + at * (size_t)es, (size_t)es);
    for (int part = 0; swap && part < es / swap; part++) {
      unsigned char *e = dst + i * (size_t)es + part * swap;
      for (int a = 0, b = swap - 1; a < b; a++, b--) {
        unsigned char tmp = e[a];
        e[a] = e[b];
        e[b] = tmp;
      }
    }
  }
  if (dt == HLO_DT_I1)
    for (size_t i = 0; i < count; i++)
      dst[i] = dst[i] != 0;
  if (list->len == list->cap) {
    list->cap = list->cap ? 2 * list->cap : 8;
    list->items = hlo_xrealloc(list->items, sizeof *list->items * (size_t)list->cap);
  }
  list->items[list->len++] = (InputValue){t, src, 0, true};
  return true;
}

/* ---- the list ---- */

bool inputs_read(const char *path, InputList *list) {
  Source *src = hlo_xcalloc(1, sizeof *src);
  HloStr error = {0};
  if (!hlo_source_open(path, src, &error)) {
    fprintf(stderr, "%s\n", error.data);
    hlo_str_free(&error);
    free(src);
    return false;
  }
  list->sources = hlo_xrealloc(list->sources, sizeof *list->sources * (size_t)(list->nsources + 1));
  list->sources[list->nsources++] = src;
  diag_register(src);
  bool npy = src->len >= 6 && memcmp(src->data, npy_magic, 6) == 0;
  return npy ? read_npy(src, list) : read_text(src, list);
}

void inputs_free(InputList *list) {
  for (int i = 0; i < list->len; i++)
    hlo_tensor_free(&list->items[i].tensor);
  for (int i = 0; i < list->nsources; i++) {
    hlo_source_close(list->sources[i]);
    free(list->sources[i]);
  }
  free(list->items);
  free(list->sources);
  memset(list, 0, sizeof *list);
}
