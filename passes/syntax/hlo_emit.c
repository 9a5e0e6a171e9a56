/*
 * XLA's HLO text, written as MLIR: each HLO instruction becomes the op
 * XLA's own HLO -> StableHLO translation makes of it
 * (xla/hlo/translate/hlo_to_mhlo), in generic form for MLIR's parser.
 *
 * Contract: tuples are flattened as the translation flattens them: a
 * value of tuple shape is the list of its leaves, `tuple` and
 * `get-tuple-element` write no op, a tuple parameter is one argument per
 * leaf, an op of tuple shape has one result per leaf. The entry becomes
 * @main; computations called by `call` (and custom calls) become private
 * functions; every other called computation becomes a region of the op
 * that calls it, its parameters the region's arguments (or, for the
 * branches of `conditional`, the branch operands themselves). Ops
 * StableHLO has no op for become `mhlo.<opcode>` ops (docs/syntax.md).
 * Attributes an op's translation does not read are kept as text in a
 * `hlo.attributes` dictionary, so the printer can give them back.
 *
 * SSA names are numbers, unique in each function, so that a computation
 * can be written as a region any number of times at any depth.
 */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/hlo_internal.h"

typedef struct Val {
  uint32_t id;
  int32_t sub; /* -1: the op's only result */
} Val;

/* The MLIR values of one instruction: its leaves. */
typedef struct Bound {
  Val *v;
  const char **t;
  uint32_t n;
  HShape *shape;
} Bound;

typedef struct Scope {
  HComp *c;
  Bound *b;
  HReader *r;
} Scope;

/* ---- output ---- */

static void put(HReader *r, const char *s) { hlo_str_puts(r->out, s); }
static void putn(HReader *r, const char *s, size_t n) { hlo_str_append(r->out, s, n); }

static void putf(HReader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void putf(HReader *r, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  hlo_str_vprintf(r->out, fmt, ap);
  va_end(ap);
}

/* `%N`, written without printf: one per operand of every op. */
static size_t fmt_u(char *buf, uint32_t v) {
  char tmp[12];
  size_t n = 0;
  do
    tmp[n++] = (char)('0' + v % 10);
  while (v /= 10);
  for (size_t i = 0; i < n; i++)
    buf[i] = tmp[n - 1 - i];
  return n;
}

/* Strings being built are tracked, so that an error, which leaves their
 * functions by longjmp, frees them (hr_error frees every tracked one). */
static void track(HReader *r, HloStr *s) {
  if (r->nlive == r->caplive) {
    r->caplive = r->caplive ? r->caplive * 2 : 32;
    r->live = hlo_xrealloc(r->live, sizeof(HloStr *) * r->caplive);
  }
  r->live[r->nlive++] = s;
}

static void untrack(HReader *r, HloStr *s) {
  for (size_t i = r->nlive; i-- > 0;)
    if (r->live[i] == s) {
      memmove(&r->live[i], &r->live[i + 1], sizeof(HloStr *) * (r->nlive - i - 1));
      r->nlive--;
      break;
    }
  hlo_str_free(s);
}

static void put_val(HReader *r, Val v) {
  char buf[32];
  size_t n = 0;
  buf[n++] = '%';
  n += fmt_u(buf + n, v.id);
  if (v.sub >= 0) {
    buf[n++] = '#';
    n += fmt_u(buf + n, (uint32_t)v.sub);
  }
  putn(r, buf, n);
}

/* A string for an MLIR string literal: '"' and '\' escaped. */
static void put_escaped(HloStr *s, const char *p, size_t n) {
  for (size_t i = 0; i < n; i++) {
    char c = p[i];
    if (c == '"' || c == '\\') {
      char e[2] = {'\\', c};
      hlo_str_append(s, e, 2);
    } else if (c == '\n') {
      hlo_str_append(s, "\\0A", 3);
    } else {
      hlo_str_append(s, &c, 1);
    }
  }
}

/* The contents of an HLO string literal (quotes included in `v`), kept
 * with its escapes, which MLIR reads alike. */
static HSlice unquote(HSlice v) {
  if (v.n >= 2 && v.p[0] == '"' && v.p[v.n - 1] == '"')
    return (HSlice){v.p + 1, v.n - 2};
  return v;
}

/* The contents of an HLO string (C escapes) as MLIR string contents:
 * MLIR knows \\ \" \n \t and two hex digits, not \' or \r. */
static void put_hlo_string(HloStr *s, const char *p, size_t n) {
  for (size_t i = 0; i < n; i++) {
    char c = p[i];
    if (c != '\\' || i + 1 == n) {
      if (c == '"')
        hlo_str_append(s, "\\\"", 2);
      else
        hlo_str_append(s, &c, 1);
      continue;
    }
    char d = p[++i];
    switch (d) {
    case '\\':
    case '"':
    case 'n':
    case 't': {
      char e2[2] = {'\\', d};
      hlo_str_append(s, e2, 2);
      break;
    }
    case 'r':
      hlo_str_append(s, "\\0D", 3);
      break;
    default:
      hlo_str_append(s, &d, 1); /* \' \? and the like: the character */
    }
  }
}

static void put_types(HReader *r, const char **t, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      put(r, ", ");
    put(r, t[i]);
  }
}

/* ---- values ---- */

static void leaf_types(const HShape *s, const char **out, uint32_t *n) {
  if (s->kind == HS_TUPLE) {
    for (int i = 0; i < s->nelems; i++)
      leaf_types(s->elems[i], out, n);
  } else {
    out[(*n)++] = s->type;
  }
}

static void leaf_shapes(HShape *s, HShape **out, uint32_t *n) {
  if (s->kind == HS_TUPLE) {
    for (int i = 0; i < s->nelems; i++)
      leaf_shapes(s->elems[i], out, n);
  } else {
    out[(*n)++] = s;
  }
}

static HShape **leaves(HReader *r, HShape *s) {
  HShape **l = hlo_arena_new(&r->arena, HShape *, s->nleaves ? s->nleaves : 1);
  uint32_t n = 0;
  leaf_shapes(s, l, &n);
  return l;
}

static bool same_shape(const HShape *a, const HShape *b) {
  if (a->kind != b->kind)
    return false;
  if (a->kind == HS_TUPLE) {
    if (a->nelems != b->nelems)
      return false;
    for (int i = 0; i < a->nelems; i++)
      if (!same_shape(a->elems[i], b->elems[i]))
        return false;
    return true;
  }
  return strcmp(a->type, b->type) == 0;
}

/* Result values for an instruction of `nres` leaves, one op. */
static Bound results(HReader *r, HInstr *in, uint32_t nres) {
  Bound b = {0};
  b.shape = in->shape;
  b.n = nres;
  b.v = hlo_arena_new(&r->arena, Val, nres ? nres : 1);
  b.t = hlo_arena_new(&r->arena, const char *, nres ? nres : 1);
  uint32_t id = r->next_id++;
  for (uint32_t i = 0; i < nres; i++)
    b.v[i] = (Val){id, nres == 1 ? -1 : (int32_t)i};
  uint32_t n = 0;
  if (in->shape->nleaves != nres)
    hr_error(r, in->at, "'%.*s' has %u result%s, not a tuple of %u", (int)in->opcode.n,
             in->opcode.p, nres, nres == 1 ? "" : "s", in->shape->nleaves);
  leaf_types(in->shape, b.t, &n);
  return b;
}

static void line_col(HReader *r, const char *at, unsigned *line, unsigned *col);

/* Ends a line of output: inside regions, which are written away from
 * their text, a blank does, so that the lines after them stay the
 * input's. */
static void end_line(HReader *r, const char *s) {
  put(r, s);
  put(r, r->in_region ? " " : "\n");
}

/* An op is located at its instruction's opcode. Lets MLIR's own
 * location of the op that starts here be that: when the output has not passed the instruction's line,
 * newlines and blanks put the op at its line and column, and it needs no
 * loc(...) (the cost of reading HLO text is mostly MLIR's parse). Ops of
 * regions written away from their text, and ops with metadata, say
 * their location. */
static void position_op(HReader *r, unsigned prefix) {
  HInstr *in = r->cur_instr;
  r->implicit = false;
  if (!in || r->positioned == in || r->in_region)
    return;
  r->positioned = in;
  for (uint32_t i = 0; i < in->nattrs; i++)
    if (hs_eq(in->attrs[i].key, "metadata"))
      return;
  for (; r->counted < r->out->len; r->counted++)
    if (r->out->data[r->counted] == '\n')
      r->out_line++;
  if (r->out->len && r->out->data[r->out->len - 1] != '\n')
    return;
  unsigned line, col;
  line_col(r, in->opcode_at, &line, &col);
  if (line < r->out_line)
    return;
  while (r->out_line < line) {
    put(r, "\n");
    r->out_line++;
  }
  r->counted = r->out->len;
  /* MLIR locates an op at its name, after `%N = ` */
  if (col <= prefix) {
    hlo_str_puts(r->out, "");
    return;
  }
  for (unsigned c = 1; c + prefix < col; c++)
    put(r, " ");
  r->implicit = true;
}

static void begin_results(HReader *r, const Bound *b) {
  char prefix[48];
  size_t n = 0;
  if (b->n >= 1) {
    prefix[n++] = '%';
    n += fmt_u(prefix + n, b->v[0].id);
    if (b->n > 1) {
      prefix[n++] = ':';
      n += fmt_u(prefix + n, b->n);
    }
    memcpy(prefix + n, " = ", 3);
    n += 3;
  }
  position_op(r, (unsigned)n);
  putn(r, prefix, n);
}

static Bound *opnd(Scope *s, HInstr *in, uint32_t k);

/* All leaves of all operands. */
static Bound operand_leaves(HReader *r, Scope *s, HInstr *in, uint32_t from, uint32_t to) {
  uint32_t n = 0;
  for (uint32_t k = from; k < to; k++)
    n += opnd(s, in, k)->n;
  Bound o = {0};
  o.n = n;
  o.v = hlo_arena_new(&r->arena, Val, n ? n : 1);
  o.t = hlo_arena_new(&r->arena, const char *, n ? n : 1);
  n = 0;
  for (uint32_t k = from; k < to; k++) {
    Bound *b = opnd(s, in, k);
    memcpy(o.v + n, b->v, sizeof(Val) * b->n);
    memcpy(o.t + n, b->t, sizeof(char *) * b->n);
    n += b->n;
  }
  return o;
}

/* Operand k: its instruction's values, or the tuple element `#i#j`
 * written after its name picks. */
static Bound *opnd(Scope *s, HInstr *in, uint32_t k) {
  Bound *b = &s->b[in->operand_index[k]];
  HSlice g = in->operand_gte[k];
  if (!g.n)
    return b;
  Bound *sub = hlo_arena_new(&s->r->arena, Bound, 1);
  *sub = *b;
  const char *p = g.p, *e = g.p + g.n;
  while (p < e) {
    p++;
    int64_t idx = 0;
    while (p < e && *p >= '0' && *p <= '9')
      idx = idx * 10 + (*p++ - '0');
    if (sub->shape->kind != HS_TUPLE)
      hr_error(s->r, in->operand_at[k], "GTE operand must be tuple: '%.*s' is not",
               (int)in->operands[k].n, in->operands[k].p);
    if (idx >= sub->shape->nelems)
      hr_error(s->r, in->operand_at[k], "tuple index %lld out of range", (long long)idx);
    uint32_t off = 0;
    for (int64_t i = 0; i < idx; i++)
      off += sub->shape->elems[i]->nleaves;
    sub->v += off;
    sub->t += off;
    sub->shape = sub->shape->elems[idx];
    sub->n = sub->shape->nleaves;
  }
  return sub;
}

static void put_vals(HReader *r, const Bound *b) {
  for (uint32_t i = 0; i < b->n; i++) {
    if (i)
      put(r, ", ");
    put_val(r, b->v[i]);
  }
}

/* ---- attribute values ---- */

static void skip_blank(const char **p, const char *e) {
  while (*p < e && (**p == ' ' || **p == '\n' || **p == '\t' || **p == '\r'))
    (*p)++;
}

static int64_t read_int(HReader *r, const char **p, const char *e) {
  skip_blank(p, e);
  const char *s = *p;
  bool neg = *p < e && **p == '-';
  if (neg)
    (*p)++;
  if (*p >= e || **p < '0' || **p > '9')
    hr_error(r, s, "expected an integer");
  int64_t v = 0;
  while (*p < e && **p >= '0' && **p <= '9') {
    if (v > (INT64_MAX - 9) / 10)
      hr_error(r, s, "integer out of range");
    v = v * 10 + (**p - '0');
    (*p)++;
  }
  return neg ? -v : v;
}

/* `{1,2,3}` (or `{}`) into `out` (at most max); the count. */
static int int_list(HReader *r, HSlice v, int64_t *out, int max) {
  const char *p = v.p, *e = v.p + v.n;
  skip_blank(&p, e);
  if (p >= e || *p != '{')
    hr_error(r, v.p, "expected '{' to open a list of integers");
  p++;
  int n = 0;
  skip_blank(&p, e);
  if (p < e && *p == '}')
    return 0;
  for (;;) {
    if (n == max)
      hr_error(r, v.p, "list too long");
    out[n++] = read_int(r, &p, e);
    skip_blank(&p, e);
    if (p < e && *p == ',') {
      p++;
      continue;
    }
    if (p < e && *p == '}')
      return n;
    hr_error(r, p, "expected ',' or '}' in a list of integers");
  }
}

static void put_i64s(HloStr *s, const int64_t *v, int n) {
  for (int i = 0; i < n; i++)
    hlo_str_printf(s, "%s%lld", i ? ", " : "", (long long)v[i]);
}

static void prop_array(HloStr *p, const char *name, const int64_t *v, int n) {
  hlo_str_printf(p, "%s%s = array<i64", p->len ? ", " : "", name);
  if (n)
    hlo_str_puts(p, ": ");
  put_i64s(p, v, n);
  hlo_str_puts(p, ">");
}

static void prop(HloStr *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void prop(HloStr *p, const char *fmt, ...) {
  if (p->len)
    hlo_str_puts(p, ", ");
  va_list ap;
  va_start(ap, fmt);
  hlo_str_vprintf(p, fmt, ap);
  va_end(ap);
}

#define MAXL 4096

static HSlice need(HReader *r, HInstr *in, const char *key) {
  HAttr *a = hr_attr(in, key);
  if (!a)
    hr_error(r, in->opcode_at, "'%.*s' needs attribute '%s'", (int)in->opcode.n, in->opcode.p,
             key);
  return a->val;
}

static bool attr_bool(HReader *r, HInstr *in, const char *key, bool dflt) {
  HAttr *a = hr_attr(in, key);
  if (!a)
    return dflt;
  if (hs_eq(a->val, "true"))
    return true;
  if (hs_eq(a->val, "false"))
    return false;
  hr_error(r, a->val.p, "expected true or false for '%s'", key);
}

static int64_t attr_int(HReader *r, HInstr *in, const char *key, int64_t dflt, bool required) {
  HAttr *a = hr_attr(in, key);
  if (!a) {
    if (required)
      hr_error(r, in->opcode_at, "'%.*s' needs attribute '%s'", (int)in->opcode.n, in->opcode.p,
               key);
    return dflt;
  }
  const char *p = a->val.p, *e = a->val.p + a->val.n;
  int64_t v = read_int(r, &p, e);
  if (p != e)
    hr_error(r, p, "expected an integer for '%s'", key);
  return v;
}

static int dims_attr(HReader *r, HInstr *in, const char *key, int64_t *out, bool required) {
  HAttr *a = hr_attr(in, key);
  if (!a) {
    if (required)
      hr_error(r, in->opcode_at, "'%.*s' needs attribute '%s'", (int)in->opcode.n, in->opcode.p,
               key);
    return 0;
  }
  return int_list(r, a->val, out, MAXL);
}

/* ---- literals ---- */

static const char *special_float(const char *elem, int which /* 0 inf, 1 -inf, 2 nan */) {
  static const struct {
    const char *t, *v[3];
  } tab[] = {
      {"f16", {"0x7C00", "0xFC00", "0x7E00"}},
      {"bf16", {"0x7F80", "0xFF80", "0x7FC0"}},
      {"f32", {"0x7F800000", "0xFF800000", "0x7FC00000"}},
      {"f64", {"0x7FF0000000000000", "0xFFF0000000000000", "0x7FF8000000000000"}},
      {"f8E5M2", {"0x7C", "0xFC", "0x7E"}},
      {"f8E4M3", {"0x78", "0xF8", "0x7C"}},
      {"f8E4M3FN", {NULL, NULL, "0x7F"}},
      {"f8E5M2FNUZ", {NULL, NULL, "0x80"}},
      {"f8E4M3FNUZ", {NULL, NULL, "0x80"}},
      {"f8E4M3B11FNUZ", {NULL, NULL, "0x80"}},
  };
  for (size_t i = 0; i < sizeof tab / sizeof *tab; i++)
    if (!strcmp(tab[i].t, elem))
      return tab[i].v[which];
  return NULL;
}

static bool is_float_elem(const char *e) {
  return e[0] == 'f' || e[0] == 'b' || !strncmp(e, "complex", 7);
}

static const char *complex_part(const char *e) { return strstr(e, "f64") ? "f64" : "f32"; }

/* Writes one literal number, normalised for MLIR: floats get a '.',
 * inf and nan their bit pattern. Returns the end of the number. */
static const char *literal_number(HReader *r, const char *p, const char *e, const char *elem,
                                  HloStr *o) {
  const char *s = p;
  bool neg = false;
  if (p < e && (*p == '-' || *p == '+')) {
    neg = *p == '-';
    p++;
  }
  const char *w = p;
  while (p < e && ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
                   (*p >= '0' && *p <= '9') || *p == '.' || *p == '_' ||
                   ((*p == '-' || *p == '+') && p > w && (p[-1] == 'e' || p[-1] == 'E'))))
    p++;
  if (p < e && *p == '(' && p - w == 3 && !memcmp(w, "nan", 3)) {
    while (p < e && *p != ')')
      p++;
    if (p < e)
      p++;
  }
  size_t n = (size_t)(p - w);
  if (!n)
    hr_error(r, s, "expected a literal value");
  bool fl = is_float_elem(elem);
  if (!strncmp(elem, "complex", 7))
    elem = complex_part(elem);
  if ((n == 3 && !memcmp(w, "inf", 3)) || (n >= 3 && !memcmp(w, "nan", 3))) {
    const char *v = fl ? special_float(elem, w[0] == 'i' ? (neg ? 1 : 0) : 2) : NULL;
    if (!v)
      hr_error(r, s, "'%.*s' is not a value of %s", (int)(p - s), s, elem);
    hlo_str_puts(o, v);
    return p;
  }
  if (n == 4 && !memcmp(w, "true", 4)) {
    hlo_str_puts(o, "true");
    return p;
  }
  if (n == 5 && !memcmp(w, "false", 5)) {
    hlo_str_puts(o, "false");
    return p;
  }
  for (const char *q = w; q < p; q++)
    if (!((*q >= '0' && *q <= '9') || *q == '.' || *q == 'e' || *q == 'E' || *q == '-' ||
          *q == '+'))
      hr_error(r, s, "'%.*s' is not a number", (int)(p - s), s);
  if (neg)
    hlo_str_puts(o, "-");
  if (!fl) {
    for (const char *q = w; q < p; q++)
      if (*q == '.' || *q == 'e' || *q == 'E')
        hr_error(r, s, "'%.*s' is not an integer", (int)(p - s), s);
    if (!strcmp(elem, "i1")) {
      hlo_str_puts(o, (n == 1 && *w == '0') ? "false" : "true");
      return p;
    }
    hlo_str_append(o, w, n);
    return p;
  }
  const char *dot = memchr(w, '.', n);
  const char *exp = NULL;
  for (const char *q = w; q < p; q++)
    if (*q == 'e' || *q == 'E')
      exp = q;
  if (dot) {
    hlo_str_append(o, w, n);
    if (dot == p - 1 || (exp && dot == exp - 1)) {
      /* "1." and "1.e5": MLIR wants a digit after the dot. */
      o->len -= (size_t)(p - dot - 1);
      hlo_str_puts(o, "0");
      if (exp)
        hlo_str_append(o, exp, (size_t)(p - exp));
    }
  } else if (exp) {
    hlo_str_append(o, w, (size_t)(exp - w));
    hlo_str_puts(o, ".0");
    hlo_str_append(o, exp, (size_t)(p - exp));
  } else {
    hlo_str_append(o, w, n);
    hlo_str_puts(o, ".0");
  }
  return p;
}

/* An HLO array literal as an MLIR dense literal's body: braces become
 * brackets, numbers normalised; the nesting is checked against the
 * shape. */
static void array_literal(HReader *r, HSlice lit, const HShape *s, HloStr *o) {
  const char *p = lit.p, *e = lit.p + lit.n;
  int depth = 0;
  int64_t count[64] = {0};
  {
    /* `{...}`: XLA prints large constants elided and reads them as zeros. */
    const char *q = p;
    skip_blank(&q, e);
    if (e - q >= 5 && !memcmp(q, "{...}", 5)) {
      bool cplx = !strncmp(s->elem, "complex", 7);
      hlo_str_puts(o, cplx ? "(0.0, 0.0)" : !strcmp(s->elem, "i1") ? "false"
                                           : is_float_elem(s->elem) ? "0.0" : "0");
      return;
    }
  }
  bool cplx = !strncmp(s->elem, "complex", 7);
  skip_blank(&p, e);
  if (p < e && *p != '{' && s->rank > 0)
    hr_error(r, p, "expected '{' for a literal of rank %d", s->rank);
  while (p < e) {
    char c = *p;
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
      p++;
      continue;
    }
    if (c == '/' && p + 1 < e && p[1] == '*') {
      const char *q = p + 2;
      while (q + 1 < e && !(q[0] == '*' && q[1] == '/'))
        q++;
      p = q + 2;
      continue;
    }
    if (c == '{') {
      if (depth >= s->rank)
        hr_error(r, p, "the literal nests deeper than the shape's rank %d", s->rank);
      count[depth] = 0;
      depth++;
      hlo_str_puts(o, "[");
      p++;
      continue;
    }
    if (c == '}') {
      if (depth == 0)
        hr_error(r, p, "unbalanced '}' in the literal");
      if (count[depth - 1] != s->dims[depth - 1] && s->dims[depth - 1] >= 0)
        hr_error(r, p, "the literal has %lld elements in dimension %d, the shape %lld",
                 (long long)count[depth - 1], depth - 1, (long long)s->dims[depth - 1]);
      depth--;
      if (depth)
        count[depth - 1]++;
      hlo_str_puts(o, "]");
      p++;
      continue;
    }
    if (c == ',') {
      hlo_str_puts(o, ", ");
      p++;
      continue;
    }
    if (depth != s->rank)
      hr_error(r, p, "a value at depth %d of a literal of rank %d", depth, s->rank);
    if (cplx) {
      if (c != '(')
        hr_error(r, p, "expected '(' for a complex value");
      p++;
      hlo_str_puts(o, "(");
      skip_blank(&p, e);
      p = literal_number(r, p, e, s->elem, o);
      skip_blank(&p, e);
      if (p >= e || *p != ',')
        hr_error(r, p, "expected ',' in a complex value");
      p++;
      hlo_str_puts(o, ", ");
      skip_blank(&p, e);
      p = literal_number(r, p, e, s->elem, o);
      skip_blank(&p, e);
      if (p >= e || *p != ')')
        hr_error(r, p, "expected ')' after a complex value");
      p++;
      hlo_str_puts(o, ")");
    } else {
      p = literal_number(r, p, e, s->elem, o);
    }
    if (depth)
      count[depth - 1]++;
  }
  if (depth)
    hr_error(r, lit.p, "unbalanced '{' in the literal");
}

/* Splits a tuple literal `(a, b)` into its elements. */
static int tuple_literal(HReader *r, HSlice lit, HSlice *out, int max) {
  const char *p = lit.p, *e = lit.p + lit.n;
  skip_blank(&p, e);
  if (p >= e || *p != '(')
    hr_error(r, lit.p, "expected '(' for a tuple literal");
  p++;
  int n = 0, depth = 0;
  const char *s = p;
  for (; p < e; p++) {
    if (*p == '(' || *p == '{')
      depth++;
    else if ((*p == ')' || *p == '}') && depth)
      depth--;
    else if ((*p == ',' || *p == ')') && depth == 0) {
      if (n == max)
        hr_error(r, lit.p, "tuple literal too long");
      HSlice el = {s, (uint32_t)(p - s)};
      const char *q = el.p;
      skip_blank(&q, el.p + el.n);
      if (q < el.p + el.n || *p == ',')
        out[n++] = el;
      if (*p == ')')
        return n;
      s = p + 1;
    }
  }
  hr_error(r, lit.p, "unterminated tuple literal");
}

/* ---- locations and common attributes ---- */

typedef struct Meta {
  HSlice op_name, source_file;
  int64_t source_line, frame;
} Meta;

/* `key=N` in a `{...}` entry of the stack frame index; -1 if absent. */
static int64_t index_field(HSlice v, const char *key) {
  size_t n = strlen(key);
  for (const char *p = v.p; p + n + 1 < v.p + v.n; p++)
    if ((p == v.p || p[-1] == '{' || p[-1] == ' ') && !memcmp(p, key, n) && p[n] == '=') {
      int64_t x = 0;
      for (p += n + 1; p < v.p + v.n && *p >= '0' && *p <= '9'; p++)
        x = x * 10 + (*p - '0');
      return x;
    }
  return -1;
}

/* The innermost frame's file and line, as metadata's source_file and
 * source_line would say. */
static void resolve_frame(HReader *r, Meta *m) {
  const HStackIndex *x = &r->frames;
  if (m->frame < 1 || m->frame > x->nframes)
    return;
  int64_t loc = index_field(x->frames[m->frame - 1], "file_location_id");
  if (loc < 1 || loc > x->nlocations)
    return;
  HSlice l = x->locations[loc - 1];
  int64_t file = index_field(l, "file_name_id");
  if (file < 1 || file > x->nfiles)
    return;
  m->source_file = unquote(x->files[file - 1]);
  m->source_line = index_field(l, "line");
  if (m->source_line < 0)
    m->source_line = 0;
}

static Meta metadata(HReader *r, HSlice v) {
  Meta m = {0};
  const char *p = v.p, *e = v.p + v.n;
  if (p < e && *p == '{')
    p++, e--;
  while (p < e) {
    skip_blank(&p, e);
    if (p >= e)
      break;
    const char *k = p;
    while (p < e && *p != '=' && *p != ' ')
      p++;
    HSlice key = {k, (uint32_t)(p - k)};
    if (p >= e || *p != '=')
      hr_error(r, k, "expected '=' in metadata");
    p++;
    const char *vs = p;
    if (p < e && *p == '"') {
      p++;
      while (p < e && *p != '"') {
        if (*p == '\\')
          p++;
        p++;
      }
      p++;
    } else if (p < e && *p == '{') {
      int d = 0;
      for (; p < e; p++) {
        if (*p == '{')
          d++;
        else if (*p == '}' && --d == 0) {
          p++;
          break;
        }
      }
    } else {
      while (p < e && *p != ' ' && *p != ',')
        p++;
    }
    HSlice val = {vs, (uint32_t)(p - vs)};
    if (hs_eq(key, "op_name"))
      m.op_name = unquote(val);
    else if (hs_eq(key, "source_file"))
      m.source_file = unquote(val);
    else if (hs_eq(key, "source_line")) {
      const char *q = val.p;
      m.source_line = read_int(r, &q, val.p + val.n);
    } else if (hs_eq(key, "stack_frame_id")) {
      const char *q = val.p;
      m.frame = read_int(r, &q, val.p + val.n);
    }
    while (p < e && (*p == ',' || *p == ' '))
      p++;
  }
  return m;
}

/* `"file":line:col` of a position: a binary search over the line starts,
 * indexed once (regions are written once per use, far from their text). */
static void line_col(HReader *r, const char *at, unsigned *line, unsigned *col) {
  if (!r->line_starts) {
    size_t n = 1;
    for (const char *p = r->text; p < r->end; p++)
      n += *p == '\n';
    r->line_starts = hlo_arena_new(&r->arena, const char *, n);
    size_t k = 0;
    r->line_starts[k++] = r->text;
    for (const char *p = r->text; p < r->end; p++)
      if (*p == '\n')
        r->line_starts[k++] = p + 1;
    r->nlines = k;
  }
  size_t lo = 0, hi = r->nlines;
  /* ops mostly come in text order: step from the last line found */
  size_t last = r->last_line;
  if (r->line_starts[last] <= at) {
    while (last + 1 < r->nlines && r->line_starts[last + 1] <= at && last - r->last_line < 8)
      last++;
    if (last + 1 == r->nlines || r->line_starts[last + 1] > at)
      lo = hi = last;
  }
  while (hi - lo > 1) {
    size_t mid = (lo + hi) / 2;
    if (r->line_starts[mid] <= at)
      lo = mid;
    else
      hi = mid;
  }
  r->last_line = lo;
  *line = (unsigned)lo + 1;
  *col = (unsigned)(at - r->line_starts[lo]) + 1;
}

static void put_file_loc(HReader *r, const char *at) {
  unsigned line, col;
  line_col(r, at, &line, &col);
  put(r, "\"");
  if (!r->quoted_filename) {
    HloStr q = {0};
    track(r, &q);
    put_escaped(&q, r->filename, strlen(r->filename));
    r->quoted_filename = hlo_arena_strndup(&r->arena, q.data ? q.data : "", q.len);
    untrack(r, &q);
  }
  put(r, r->quoted_filename);
  putf(r, "\":%u:%u", line, col);
}

static void put_loc(HReader *r, HInstr *in) {
  if (r->implicit && in == r->cur_instr) {
    r->implicit = false;
    end_line(r, "");
    return;
  }
  HAttr *md = hr_attr(in, "metadata");
  Meta m = {0};
  if (md)
    m = metadata(r, md->val);
  if (!m.source_file.n && m.frame)
    resolve_frame(r, &m);
  put(r, " loc(");
  if (m.op_name.n) {
    put(r, "\"");
    put_hlo_string(r->out, m.op_name.p, m.op_name.n);
    put(r, "\"(");
  }
  if (m.source_file.n) {
    put(r, "\"");
    put_hlo_string(r->out, m.source_file.p, m.source_file.n);
    putf(r, "\":%lld:0", (long long)m.source_line);
  } else {
    put_file_loc(r, in->opcode_at);
  }
  if (m.op_name.n)
    put(r, ")");
  end_line(r, ")");
}

/* The attribute names XLA's parser knows (hlo_parser.cc): others are
 * errors, as there. */
static const char *const known_attrs[] = {
    "algorithm", "alias_passthrough_params", "api_version", "async_execution_thread",
    "backend_config", "batch_group_count", "body", "branch_computations", "called_computations",
    "calls", "channel_id", "collapsed_slice_dims", "condition", "constrain_layout",
    "control-predecessors", "convolution_kind", "custom_call_has_side_effect",
    "custom_call_target", "debug_attributes", "deduplicated_name", "delta", "dim_labels",
    "dimensions", "direction", "distribution", "domain", "dynamic_slice_sizes", "entry",
    "epsilon", "execution_thread", "exit", "exponent_bits", "false_computation",
    "feature_group_count", "feature_index", "fft_length", "fft_type", "frontend_attributes",
    "index", "index_vector_dim", "indices_are_sorted", "infeed_config", "inferred_dimension",
    "input_batching_dims", "inserted_window_dims", "iota_dimension", "is_associative",
    "is_composite", "is_host_transfer", "is_reverse", "is_stable", "k", "kind", "largest",
    "lhs_batch_dims", "lhs_contracting_dims", "lhs_ragged_dims", "mantissa_bits", "metadata",
    "mode", "num_carries", "offset_dims", "operand_batching_dims", "operand_layout_constraints",
    "operand_precision", "origin", "outfeed_config", "outfeed_shape",
    "output_to_operand_aliasing", "padding", "padding_type", "parameter_replication",
    "replica_groups", "result_accuracy", "rhs_batch_dims", "rhs_contracting_dims",
    "rhs_group_dims", "scatter", "scatter_dims_to_operand_dims", "scatter_indices_batching_dims",
    "schedule", "scheduling_name", "select", "sharding", "slice", "slice_sizes",
    "source_target_pairs", "sparsity", "sparsity_config", "start_index_map",
    "start_indices_batching_dims", "statistics", "to_apply", "true_computation", "type",
    "unique_indices", "update_window_dims", "use_global_device_ids", "window",
    "original_value", "frontend_attributes", "split_dimension", "output_shape",
    "precision_config", "result_layout", "cross_program_prefetch_index", "has_dynamic_root",
    "left_side", "lower", "unit_diagonal", "transpose_a", "literal", "cholesky_options",
    "triangular_solve_options",
};

static bool known_attr(HSlice k) {
  for (size_t i = 0; i < sizeof known_attrs / sizeof *known_attrs; i++)
    if (hs_eq(k, known_attrs[i]))
      return true;
  return false;
}

/* `{k="v", k2="v2"}` as an MLIR dictionary of strings. */
static void string_dict(HReader *r, HSlice v, HloStr *o) {
  const char *p = v.p, *e = v.p + v.n;
  if (p < e && *p == '{')
    p++, e--;
  hlo_str_puts(o, "{");
  bool first = true;
  while (p < e) {
    skip_blank(&p, e);
    if (p >= e)
      break;
    const char *k = p;
    while (p < e && *p != '=' && *p != ',')
      p++;
    if (p >= e || *p != '=')
      hr_error(r, k, "expected '=' in frontend_attributes");
    HSlice key = {k, (uint32_t)(p - k)};
    while (key.n && key.p[key.n - 1] == ' ')
      key.n--;
    p++;
    skip_blank(&p, e);
    const char *vs = p;
    if (p < e && *p == '"') {
      p++;
      while (p < e && *p != '"') {
        if (*p == '\\')
          p++;
        p++;
      }
      p++;
    } else if (p < e && *p == '{') {
      /* a raw `{...}` value (Shardy meshes), braces and strings balanced */
      int depth = 0;
      for (; p < e; p++) {
        if (*p == '"') {
          for (p++; p < e && *p != '"'; p++)
            if (*p == '\\')
              p++;
        } else if (*p == '{') {
          depth++;
        } else if (*p == '}' && --depth == 0) {
          p++;
          break;
        }
      }
    } else {
      while (p < e && *p != ',')
        p++;
    }
    HSlice val = {vs, (uint32_t)(p - vs)};
    hlo_str_puts(o, first ? "" : ", ");
    first = false;
    hlo_str_puts(o, "\"");
    put_escaped(o, key.p, key.n);
    hlo_str_puts(o, "\" = \"");
    if (val.n >= 2 && val.p[0] == '"')
      put_hlo_string(o, val.p + 1, val.n - 2);
    else
      put_escaped(o, val.p, val.n);
    hlo_str_puts(o, "\"");
    skip_blank(&p, e);
    if (p < e && *p == ',')
      p++;
  }
  hlo_str_puts(o, "}");
}

/* The discardable attributes every op may carry: sharding, frontend
 * attributes, and the HLO attributes its translation did not read. */
static void common_attrs(HReader *r, HInstr *in, HloStr *extra) {
  HloStr d = {0};
  track(r, &d);
  if (extra && extra->len)
    hlo_str_append(&d, extra->data, extra->len);
  /* The entry's root keeps its sharding too: it is the op's own split,
   * which the result attributes repeat for the caller. */
  HAttr *sh = hr_attr(in, "sharding");
  if (sh) {
    hlo_str_printf(&d, "%smhlo.sharding = \"", d.len ? ", " : "");
    put_escaped(&d, sh->val.p, sh->val.n);
    hlo_str_puts(&d, "\"");
  }
  HAttr *fa = hr_attr(in, "frontend_attributes");
  if (fa) {
    hlo_str_printf(&d, "%smhlo.frontend_attributes = ", d.len ? ", " : "");
    string_dict(r, fa->val, &d);
  }
  (void)hr_attr(in, "metadata");
  bool any = false;
  for (uint32_t i = 0; i < in->nattrs; i++) {
    HAttr *a = &in->attrs[i];
    if (a->used)
      continue;
    if (!known_attr(a->key))
      hr_error(r, a->key.p, "unexpected attribute '%.*s' for '%.*s'", (int)a->key.n, a->key.p,
               (int)in->opcode.n, in->opcode.p);
    hlo_str_puts(&d, any ? ", " : d.len ? ", hlo.attributes = {" : "hlo.attributes = {");
    any = true;
    hlo_str_puts(&d, "\"");
    put_escaped(&d, a->key.p, a->key.n);
    hlo_str_puts(&d, "\" = \"");
    put_escaped(&d, a->val.p, a->val.n);
    hlo_str_puts(&d, "\"");
  }
  if (any)
    hlo_str_puts(&d, "}");
  if (d.len) {
    put(r, " {");
    putn(r, d.data, d.len);
    put(r, "}");
  }
  untrack(r, &d);
}

/* ---- ops ---- */

typedef enum Kind {
  K_EW, K_COMPARE, K_CONSTANT, K_IOTA, K_BROADCAST, K_TRANSPOSE, K_SLICE, K_DSLICE, K_CONCAT,
  K_PAD, K_REVERSE, K_REDUCE, K_REDUCE_WINDOW, K_SELECT_SCATTER, K_MAP, K_SORT, K_DOT, K_CONV,
  K_GATHER, K_SCATTER, K_WHILE, K_CONDITIONAL, K_CALL, K_CUSTOM_CALL, K_TUPLE, K_GTE, K_PARAM,
  K_BARRIER, K_RNG, K_RNG_BITGEN, K_REDUCE_PRECISION, K_CHOLESKY, K_TRISOLVE, K_FFT, K_BATCHNORM,
  K_GET_DIM, K_SET_DIM, K_ALL_REDUCE, K_ALL_GATHER, K_REDUCE_SCATTER, K_ALL_TO_ALL, K_PERMUTE,
  K_COLL_BCAST, K_INFEED, K_OUTFEED, K_TOPK, K_FUSION, K_MHLO, K_AFTER_ALL, K_PARTITION_ID,
  K_DUS,
} Kind;

typedef struct OpDef {
  const char *hlo, *mlir;
  Kind kind;
  int arity; /* -1: any */
} OpDef;

static const OpDef op_defs[] = {
    {"abs", "stablehlo.abs", K_EW, 1}, {"acos", "chlo.acos", K_EW, 1},
    {"acosh", "chlo.acosh", K_EW, 1}, {"add", "stablehlo.add", K_EW, 2},
    {"add-dependency", "mhlo.add_dependency", K_MHLO, 2},
    {"after-all", "stablehlo.after_all", K_AFTER_ALL, -1},
    {"all-gather", "stablehlo.all_gather", K_ALL_GATHER, -1},
    {"all-gather-done", "mhlo.all_gather_done", K_MHLO, 1},
    {"all-gather-start", "mhlo.all_gather_start", K_MHLO, -1},
    {"all-reduce", "stablehlo.all_reduce", K_ALL_REDUCE, -1},
    {"all-reduce-done", "mhlo.all_reduce_done", K_MHLO, 1},
    {"all-reduce-start", "mhlo.all_reduce_start", K_MHLO, -1},
    {"all-to-all", "stablehlo.all_to_all", K_ALL_TO_ALL, -1},
    {"and", "stablehlo.and", K_EW, 2}, {"asin", "chlo.asin", K_EW, 1},
    {"asinh", "chlo.asinh", K_EW, 1}, {"async-done", "mhlo.async_done", K_MHLO, 1},
    {"async-start", "mhlo.async_start", K_MHLO, -1},
    {"async-update", "mhlo.async_update", K_MHLO, -1}, {"atan", "chlo.atan", K_EW, 1},
    {"atan2", "stablehlo.atan2", K_EW, 2}, {"atanh", "chlo.atanh", K_EW, 1},
    {"batch-norm-grad", "stablehlo.batch_norm_grad", K_BATCHNORM, 5},
    {"batch-norm-inference", "stablehlo.batch_norm_inference", K_BATCHNORM, 5},
    {"batch-norm-training", "stablehlo.batch_norm_training", K_BATCHNORM, 3},
    {"bitcast", "mhlo.bitcast", K_EW, 1},
    {"bitcast-convert", "stablehlo.bitcast_convert", K_EW, 1},
    {"broadcast", "stablehlo.broadcast_in_dim", K_BROADCAST, 1}, {"call", "func.call", K_CALL, -1},
    {"cbrt", "stablehlo.cbrt", K_EW, 1}, {"ceil", "stablehlo.ceil", K_EW, 1},
    {"cholesky", "stablehlo.cholesky", K_CHOLESKY, 1}, {"clamp", "stablehlo.clamp", K_EW, 3},
    {"collective-broadcast", "stablehlo.collective_broadcast", K_COLL_BCAST, -1},
    {"collective-permute", "stablehlo.collective_permute", K_PERMUTE, -1},
    {"collective-permute-done", "mhlo.collective_permute_done", K_MHLO, 1},
    {"collective-permute-start", "mhlo.collective_permute_start", K_MHLO, -1},
    {"compare", "stablehlo.compare", K_COMPARE, 2}, {"complex", "stablehlo.complex", K_EW, 2},
    {"concatenate", "stablehlo.concatenate", K_CONCAT, -1},
    {"conditional", "stablehlo.case", K_CONDITIONAL, -1},
    {"constant", "stablehlo.constant", K_CONSTANT, 0}, {"convert", "stablehlo.convert", K_EW, 1},
    {"convolution", "stablehlo.convolution", K_CONV, 2}, {"copy", "mhlo.copy", K_EW, 1},
    {"copy-done", "mhlo.copy_done", K_MHLO, 1}, {"copy-start", "mhlo.copy_start", K_MHLO, 1},
    {"cosh", "chlo.cosh", K_EW, 1}, {"cosine", "stablehlo.cosine", K_EW, 1},
    {"count-leading-zeros", "stablehlo.count_leading_zeros", K_EW, 1},
    {"custom-call", "stablehlo.custom_call", K_CUSTOM_CALL, -1},
    {"divide", "stablehlo.divide", K_EW, 2}, {"domain", "mhlo.domain", K_MHLO, 1},
    {"dot", "stablehlo.dot_general", K_DOT, 2},
    {"dynamic-reshape", "mhlo.dynamic_reshape", K_MHLO, -1},
    {"dynamic-slice", "stablehlo.dynamic_slice", K_DSLICE, -1},
    {"dynamic-update-slice", "stablehlo.dynamic_update_slice", K_DUS, -1},
    {"erf", "chlo.erf", K_EW, 1}, {"exponential", "stablehlo.exponential", K_EW, 1},
    {"exponential-minus-one", "stablehlo.exponential_minus_one", K_EW, 1},
    {"fft", "stablehlo.fft", K_FFT, 1}, {"floor", "stablehlo.floor", K_EW, 1},
    {"fusion", "mhlo.fusion", K_FUSION, -1}, {"gather", "stablehlo.gather", K_GATHER, 2},
    {"get-dimension-size", "stablehlo.get_dimension_size", K_GET_DIM, 1},
    {"get-tuple-element", "", K_GTE, 1}, {"imag", "stablehlo.imag", K_EW, 1},
    {"infeed", "stablehlo.infeed", K_INFEED, 1}, {"iota", "stablehlo.iota", K_IOTA, 0},
    {"is-finite", "stablehlo.is_finite", K_EW, 1}, {"log", "stablehlo.log", K_EW, 1},
    {"log-plus-one", "stablehlo.log_plus_one", K_EW, 1},
    {"logistic", "stablehlo.logistic", K_EW, 1}, {"map", "stablehlo.map", K_MAP, -1},
    {"maximum", "stablehlo.maximum", K_EW, 2}, {"minimum", "stablehlo.minimum", K_EW, 2},
    {"mulhi", "chlo.mulhi", K_EW, 2}, {"multiply", "stablehlo.multiply", K_EW, 2},
    {"negate", "stablehlo.negate", K_EW, 1}, {"not", "stablehlo.not", K_EW, 1},
    {"opt-barrier", "stablehlo.optimization_barrier", K_BARRIER, 1},
    {"or", "stablehlo.or", K_EW, 2}, {"outfeed", "stablehlo.outfeed", K_OUTFEED, 2},
    {"pad", "stablehlo.pad", K_PAD, 2}, {"parameter", "", K_PARAM, 0},
    {"partition-id", "stablehlo.partition_id", K_PARTITION_ID, 0},
    {"popcnt", "stablehlo.popcnt", K_EW, 1}, {"power", "stablehlo.power", K_EW, 2},
    {"ragged-all-to-all", "mhlo.ragged_all_to_all", K_MHLO, 6},
    {"ragged-dot", "mhlo.ragged_dot", K_MHLO, 3}, {"real", "stablehlo.real", K_EW, 1},
    {"recv", "mhlo.recv", K_MHLO, 1}, {"recv-done", "mhlo.recv_done", K_MHLO, 1},
    {"reduce", "stablehlo.reduce", K_REDUCE, -1},
    {"reduce-precision", "stablehlo.reduce_precision", K_REDUCE_PRECISION, 1},
    {"reduce-scatter", "stablehlo.reduce_scatter", K_REDUCE_SCATTER, -1},
    {"reduce-window", "stablehlo.reduce_window", K_REDUCE_WINDOW, -1},
    {"remainder", "stablehlo.remainder", K_EW, 2},
    {"replica-id", "stablehlo.replica_id", K_PARTITION_ID, 0},
    {"reshape", "stablehlo.reshape", K_EW, 1}, {"reverse", "stablehlo.reverse", K_REVERSE, 1},
    {"rng", "stablehlo.rng", K_RNG, 2},
    {"rng-bit-generator", "stablehlo.rng_bit_generator", K_RNG_BITGEN, 1},
    {"rng-get-and-update-state", "mhlo.rng_get_and_update_state", K_MHLO, 0},
    {"round-nearest-afz", "stablehlo.round_nearest_afz", K_EW, 1},
    {"round-nearest-even", "stablehlo.round_nearest_even", K_EW, 1},
    {"rsqrt", "stablehlo.rsqrt", K_EW, 1}, {"scaled-dot", "mhlo.scaled_dot", K_MHLO, 4},
    {"scan", "mhlo.scan", K_MHLO, -1}, {"scatter", "stablehlo.scatter", K_SCATTER, -1},
    {"select", "stablehlo.select", K_EW, 3},
    {"select-and-scatter", "stablehlo.select_and_scatter", K_SELECT_SCATTER, 3},
    {"send", "mhlo.send", K_MHLO, 2}, {"send-done", "mhlo.send_done", K_MHLO, 1},
    {"set-dimension-size", "stablehlo.set_dimension_size", K_SET_DIM, 2},
    {"shift-left", "stablehlo.shift_left", K_EW, 2},
    {"shift-right-arithmetic", "stablehlo.shift_right_arithmetic", K_EW, 2},
    {"shift-right-logical", "stablehlo.shift_right_logical", K_EW, 2},
    {"shuffle", "mhlo.shuffle", K_MHLO, 1}, {"sign", "stablehlo.sign", K_EW, 1},
    {"sine", "stablehlo.sine", K_EW, 1}, {"sinh", "chlo.sinh", K_EW, 1},
    {"slice", "stablehlo.slice", K_SLICE, 1}, {"sort", "stablehlo.sort", K_SORT, -1},
    {"sqrt", "stablehlo.sqrt", K_EW, 1},
    {"stochastic-convert", "mhlo.stochastic_convert", K_MHLO, 2},
    {"subtract", "stablehlo.subtract", K_EW, 2}, {"tan", "stablehlo.tan", K_EW, 1},
    {"tanh", "stablehlo.tanh", K_EW, 1}, {"topk", "chlo.top_k", K_TOPK, 1},
    {"transpose", "stablehlo.transpose", K_TRANSPOSE, 1},
    {"triangular-solve", "stablehlo.triangular_solve", K_TRISOLVE, 2},
    {"tuple", "", K_TUPLE, -1}, {"while", "stablehlo.while", K_WHILE, 1},
    {"xor", "stablehlo.xor", K_EW, 2},
    {"collective-reduce", "mhlo.collective_reduce", K_MHLO, -1},
};

static const OpDef *op_def(HSlice opcode) {
  if (!opcode.n)
    return NULL;
  for (size_t i = 0; i < sizeof op_defs / sizeof *op_defs; i++)
    if (op_defs[i].hlo[0] == opcode.p[0] && hs_eq(opcode, op_defs[i].hlo))
      return &op_defs[i];
  return NULL;
}

/* Writes `"name"(operands)` and the start of an op. */
static void op_head(HReader *r, const Bound *res, const char *name, const Bound *ops) {
  begin_results(r, res);
  put(r, "\"");
  put(r, name);
  put(r, "\"(");
  put_vals(r, ops);
  put(r, ")");
}

static void op_props(HReader *r, HloStr *p) {
  if (p->len) {
    put(r, " <{");
    putn(r, p->data, p->len);
    put(r, "}>");
  }
}

static void op_tail(HReader *r, HInstr *in, const Bound *ops, const Bound *res, HloStr *extra) {
  common_attrs(r, in, extra);
  put(r, " : (");
  put_types(r, ops->t, ops->n);
  put(r, ") -> (");
  put_types(r, res->t, res->n);
  put(r, ")");
  put_loc(r, in);
}

static void emit_body(HReader *r, HComp *c, Bound *params, bool func);

/* A called computation as a region: its parameters are block arguments
 * (or, with `captured`, those values), its root the region's return. */
static void emit_region(HReader *r, uint32_t ci, const Bound *captured) {
  HComp *c = &r->mod.comps[ci];
  if (c->active)
    hr_error(r, r->op_at, "computation '%.*s' calls itself", (int)c->name.n, c->name.p);
  if (++r->depth > 64)
    hr_error(r, r->op_at, "computations nest more than 64 deep");
  c->active = true;
  r->in_region++;
  Bound *params = hlo_arena_new(&r->arena, Bound, c->nparams ? c->nparams : 1);
  end_line(r, "{");
  if (captured) {
    uint32_t off = 0;
    for (uint32_t p = 0; p < c->nparams; p++) {
      HInstr *pi = &c->instrs[c->params[p]];
      uint32_t n = pi->shape->nleaves;
      if (off + n > captured->n)
        hr_error(r, pi->at, "parameter %u of '%.*s' does not match its operand", p,
                 (int)c->name.n, c->name.p);
      params[p] = (Bound){captured->v + off, captured->t + off, n, pi->shape};
      off += n;
    }
  } else {
    put(r, "^bb0(");
    bool first = true;
    for (uint32_t p = 0; p < c->nparams; p++) {
      HInstr *pi = &c->instrs[c->params[p]];
      Bound b = {0};
      b.n = pi->shape->nleaves;
      b.shape = pi->shape;
      b.v = hlo_arena_new(&r->arena, Val, b.n ? b.n : 1);
      b.t = hlo_arena_new(&r->arena, const char *, b.n ? b.n : 1);
      uint32_t n = 0;
      leaf_types(pi->shape, b.t, &n);
      for (uint32_t i = 0; i < b.n; i++) {
        b.v[i] = (Val){r->next_id++, -1};
        putf(r, "%s%%%u: %s", first ? "" : ", ", b.v[i].id, b.t[i]);
        first = false;
      }
      params[p] = b;
    }
    end_line(r, "):");
  }
  emit_body(r, c, params, false);
  put(r, "}");
  c->active = false;
  r->in_region--;
  r->depth--;
}

static void regions(HReader *r, const uint32_t *comps, int n, const Bound *captured) {
  put(r, " (");
  for (int i = 0; i < n; i++) {
    if (i)
      put(r, ", ");
    emit_region(r, comps[i], captured ? &captured[i] : NULL);
  }
  put(r, ")");
}

static uint32_t comp_attr(HReader *r, HInstr *in, const char *key) {
  HAttr *a = hr_attr(in, key);
  if (!a)
    hr_error(r, in->opcode_at, "'%.*s' needs attribute '%s'", (int)in->opcode.n, in->opcode.p,
             key);
  uint32_t c;
  if (hr_attr_comps(r, a, &c, 1) != 1)
    hr_error(r, a->val.p, "'%s' names no computation", key);
  return c;
}

static void check_arity(HReader *r, HInstr *in, const OpDef *d) {
  if (d->arity >= 0 && in->noperands != (uint32_t)d->arity)
    hr_error(r, in->opcode_at, "'%.*s' expects %d operand%s, but has %u", (int)in->opcode.n,
             in->opcode.p, d->arity, d->arity == 1 ? "" : "s", in->noperands);
}

static bool dims_equal(const HShape *a, const HShape *b) {
  if (a->kind != HS_ARRAY || b->kind != HS_ARRAY || a->rank != b->rank)
    return false;
  for (int i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i])
      return false;
  return true;
}

/* Elementwise ops: every operand has the result's dimensions (clamp's
 * bounds and select's predicate may be scalars). */
static void check_elementwise(HReader *r, HInstr *in, Scope *s, const OpDef *d) {
  if (in->shape->kind != HS_ARRAY)
    hr_error(r, in->at, "'%.*s' has an array shape, not a tuple", (int)in->opcode.n, in->opcode.p);
  bool plain = !strcmp(d->mlir, "stablehlo.reshape") || !strcmp(d->mlir, "mhlo.bitcast") ||
               !strcmp(d->mlir, "stablehlo.dynamic_update_slice") ||
               !strcmp(d->mlir, "stablehlo.bitcast_convert");
  if (plain)
    return;
  for (uint32_t k = 0; k < in->noperands; k++) {
    HShape *o = opnd(s, in, k)->shape;
    if (o->kind == HS_ARRAY && o->rank == 0 && (hs_eq(in->opcode, "clamp") || hs_eq(in->opcode, "select")))
      continue;
    if (!dims_equal(o, in->shape))
      hr_error(r, in->operand_at[k],
               "shape mismatch: operand %u of '%.*s' is %s, the result %s", k, (int)in->opcode.n,
               in->opcode.p, o->kind == HS_ARRAY ? o->type : "a tuple", in->shape->type);
  }
}

static const char *precision_name(HSlice p) {
  if (hs_eq(p, "default") || hs_eq(p, "DEFAULT"))
    return "DEFAULT";
  if (hs_eq(p, "high") || hs_eq(p, "HIGH"))
    return "HIGH";
  if (hs_eq(p, "highest") || hs_eq(p, "HIGHEST"))
    return "HIGHEST";
  return NULL;
}

static void precision_config(HReader *r, HInstr *in, HloStr *p) {
  HAttr *a = hr_attr(in, "operand_precision");
  if (!a)
    return;
  const char *q = a->val.p, *e = a->val.p + a->val.n;
  if (q < e && *q == '{')
    q++, e--;
  prop(p, "precision_config = [");
  bool first = true;
  while (q < e) {
    skip_blank(&q, e);
    const char *s = q;
    while (q < e && *q != ',' && *q != ' ')
      q++;
    const char *name = precision_name((HSlice){s, (uint32_t)(q - s)});
    if (!name)
      hr_error(r, s, "unknown precision '%.*s'", (int)(q - s), s);
    hlo_str_printf(p, "%s#stablehlo<precision %s>", first ? "" : ", ", name);
    first = false;
    skip_blank(&q, e);
    if (q < e && *q == ',')
      q++;
  }
  hlo_str_puts(p, "]");
}

/* `{size=3x3 stride=2x2 pad=0_1x1_1 lhs_dilate=1x1 rhs_dilate=1x1
 * rhs_reversal=0x1}`. */
typedef struct Window {
  int n;
  int64_t size[64], stride[64], lo[64], hi[64], lhs[64], rhs[64], rev[64];
  bool has_stride, has_pad, has_lhs, has_rhs, has_rev;
} Window;

static int dxd(HReader *r, const char **p, const char *e, int64_t *out) {
  int n = 0;
  for (;;) {
    if (n == 64)
      hr_error(r, *p, "too many window dimensions");
    out[n++] = read_int(r, p, e);
    if (*p < e && **p == 'x') {
      (*p)++;
      continue;
    }
    return n;
  }
}

static void window(HReader *r, HSlice v, Window *w) {
  memset(w, 0, sizeof *w);
  const char *p = v.p, *e = v.p + v.n;
  if (p < e && *p == '{')
    p++, e--;
  int nsize = -1;
  while (p < e) {
    skip_blank(&p, e);
    if (p >= e)
      break;
    const char *k = p;
    while (p < e && *p != '=')
      p++;
    HSlice key = {k, (uint32_t)(p - k)};
    if (p >= e)
      hr_error(r, k, "expected '=' in the window");
    p++;
    int n;
    if (hs_eq(key, "size")) {
      nsize = n = dxd(r, &p, e, w->size);
    } else if (hs_eq(key, "stride")) {
      n = dxd(r, &p, e, w->stride);
      w->has_stride = true;
    } else if (hs_eq(key, "lhs_dilate")) {
      n = dxd(r, &p, e, w->lhs);
      w->has_lhs = true;
    } else if (hs_eq(key, "rhs_dilate")) {
      n = dxd(r, &p, e, w->rhs);
      w->has_rhs = true;
    } else if (hs_eq(key, "rhs_reversal")) {
      n = dxd(r, &p, e, w->rev);
      w->has_rev = true;
    } else if (hs_eq(key, "pad")) {
      n = 0;
      w->has_pad = true;
      for (;;) {
        if (n == 64)
          hr_error(r, p, "too many window dimensions");
        w->lo[n] = read_int(r, &p, e);
        if (p >= e || *p != '_')
          hr_error(r, p, "expected '_' in the window's padding");
        p++;
        w->hi[n] = read_int(r, &p, e);
        n++;
        if (p < e && *p == 'x') {
          p++;
          continue;
        }
        break;
      }
    } else {
      hr_error(r, k, "unexpected window attribute '%.*s'", (int)key.n, key.p);
    }
    if (nsize >= 0 && n != nsize && !hs_eq(key, "size"))
      hr_error(r, k, "expects '%.*s=' to have the same size as 'size='", (int)key.n, key.p);
    w->n = n > w->n ? n : w->n;
  }
  if (nsize < 0)
    w->n = 0;
  for (int i = 0; i < w->n; i++) {
    if (!w->has_stride)
      w->stride[i] = 1;
    if (!w->has_lhs)
      w->lhs[i] = 1;
    if (!w->has_rhs)
      w->rhs[i] = 1;
  }
}

static void put_padding(HloStr *p, const char *name, const int64_t *lo, const int64_t *hi, int n) {
  prop(p, "%s = dense<", name);
  if (n) {
    hlo_str_puts(p, "[");
    for (int i = 0; i < n; i++)
      hlo_str_printf(p, "%s[%lld, %lld]", i ? ", " : "", (long long)lo[i], (long long)hi[i]);
    hlo_str_puts(p, "]");
  }
  hlo_str_printf(p, "> : tensor<%dx2xi64>", n);
}

/* Replica groups `{{0,1},{2,3}}` or `[G,S]<=[dims]T(perm)`, as the dense
 * array StableHLO uses (ragged groups padded with -1). */
static void replica_groups(HReader *r, HSlice v, HloStr *p, const char *name) {
  const char *q = v.p, *e = v.p + v.n;
  int64_t *vals = NULL;
  int64_t ngroups = 0, size = 0;
  if (q < e && *q == '[') {
    /* iota form */
    q++;
    ngroups = read_int(r, &q, e);
    if (q >= e || *q != ',')
      hr_error(r, q, "expected ',' in iota replica groups");
    q++;
    size = read_int(r, &q, e);
    if (q + 3 > e || memcmp(q, "]<=", 3))
      hr_error(r, q, "expected ']<=' in iota replica groups");
    q += 3;
    if (q >= e || *q != '[')
      hr_error(r, q, "expected '[' in iota replica groups");
    q++;
    int64_t dims[16];
    int nd = 0;
    for (;;) {
      if (nd == 16)
        hr_error(r, q, "too many iota dimensions");
      dims[nd++] = read_int(r, &q, e);
      if (q < e && *q == ',') {
        q++;
        continue;
      }
      break;
    }
    if (q >= e || *q != ']')
      hr_error(r, q, "expected ']' in iota replica groups");
    q++;
    int64_t perm[16];
    for (int i = 0; i < nd; i++)
      perm[i] = i;
    if (q < e && *q == 'T') {
      q++;
      if (q >= e || *q != '(')
        hr_error(r, q, "expected '(' after T");
      q++;
      for (int i = 0; i < nd; i++) {
        perm[i] = read_int(r, &q, e);
        if (perm[i] < 0 || perm[i] >= nd)
          hr_error(r, q, "bad transpose in iota replica groups");
        if (i + 1 < nd) {
          if (q >= e || *q != ',')
            hr_error(r, q, "expected ',' in the transpose");
          q++;
        }
      }
      q++;
    }
    int64_t total = 1;
    for (int i = 0; i < nd; i++)
      total *= dims[i];
    if (ngroups < 0 || size < 0 || total != ngroups * size || total > (1 << 22))
      hr_error(r, v.p, "iota replica groups of %lld devices do not make %lldx%lld", (long long)total,
               (long long)ngroups, (long long)size);
    vals = hlo_arena_new(&r->arena, int64_t, total ? total : 1);
    /* element k of the transposed array: unravel k over permuted dims. */
    int64_t tdims[16], strides[16];
    int64_t st = 1;
    for (int i = nd - 1; i >= 0; i--)
      strides[i] = st, st *= dims[i];
    for (int i = 0; i < nd; i++)
      tdims[i] = dims[perm[i]];
    for (int64_t k = 0; k < total; k++) {
      int64_t rem = k, src = 0;
      for (int i = nd - 1; i >= 0; i--) {
        int64_t idx = rem % tdims[i];
        rem /= tdims[i];
        src += idx * strides[perm[i]];
      }
      vals[k] = src;
    }
  } else {
    /* explicit lists */
    if (q >= e || *q != '{')
      hr_error(r, q, "expected '{' for replica groups");
    q++;
    int64_t cap = 64, n = 0;
    vals = hlo_arena_new(&r->arena, int64_t, cap);
    int64_t *lens = hlo_arena_new(&r->arena, int64_t, cap);
    int64_t lcap = cap;
    for (;;) {
      skip_blank(&q, e);
      if (q < e && *q == '}')
        break;
      if (q >= e || *q != '{') {
                hr_error(r, q, "expected '{' for a replica group");
      }
      q++;
      int64_t len = 0;
      skip_blank(&q, e);
      while (q < e && *q != '}') {
        if (n == cap) {
          int64_t *more = hlo_arena_new(&r->arena, int64_t, cap * 2);
          memcpy(more, vals, sizeof(int64_t) * (size_t)cap);
          vals = more;
          cap *= 2;
        }
        const char *s = q;
        bool ok = s < e && ((*s >= '0' && *s <= '9') || *s == '-');
        if (!ok) {
                    hr_error(r, q, "expected a device number");
        }
        vals[n++] = read_int(r, &q, e);
        len++;
        skip_blank(&q, e);
        if (q < e && *q == ',')
          q++;
        skip_blank(&q, e);
      }
      q++;
      if (ngroups == lcap) {
        lcap *= 2;
        int64_t *more = hlo_arena_new(&r->arena, int64_t, lcap);
        memcpy(more, lens, sizeof(int64_t) * (size_t)(lcap / 2));
        lens = more;
      }
      lens[ngroups++] = len;
      if (len > size)
        size = len;
      skip_blank(&q, e);
      if (q < e && *q == ',')
        q++;
    }
    int64_t cells = ngroups * size;
    int64_t *dense = hlo_arena_new(&r->arena, int64_t, cells > 0 ? cells : 1);
    int64_t k = 0;
    for (int64_t g = 0; g < ngroups; g++)
      for (int64_t i = 0; i < size; i++)
        dense[g * size + i] = i < lens[g] ? vals[k++] : -1;
    vals = dense;
  }
  prop(p, "%s = dense<", name);
  if (ngroups > 0 && size > 0) {
    hlo_str_puts(p, "[");
    for (int64_t g = 0; g < ngroups; g++) {
      hlo_str_puts(p, g ? ", [" : "[");
      put_i64s(p, vals + g * size, (int)size);
      hlo_str_puts(p, "]");
    }
    hlo_str_puts(p, "]");
  }
  hlo_str_printf(p, "> : tensor<%lldx%lldxi64>", (long long)ngroups, (long long)size);
}

static void channel(HReader *r, HInstr *in, HloStr *p) {
  HAttr *a = hr_attr(in, "channel_id");
  if (!a)
    return;
  const char *q = a->val.p;
  int64_t id = read_int(r, &q, a->val.p + a->val.n);
  prop(p, "channel_handle = #stablehlo.channel_handle<handle = %lld, type = 1>", (long long)id);
}

static void collective_common(HReader *r, HInstr *in, HloStr *p) {
  HAttr *g = hr_attr(in, "replica_groups");
  if (g)
    replica_groups(r, g->val, p, "replica_groups");
  else
    prop(p, "replica_groups = dense<> : tensor<0x0xi64>");
  channel(r, in, p);
  if (attr_bool(r, in, "use_global_device_ids", false))
    prop(p, "use_global_device_ids");
}

/* ---- the ops ---- */

static void emit_simple(HReader *r, Scope *s, HInstr *in, const char *name, HloStr *props,
                        Bound *res_out) {
  Bound ops = operand_leaves(r, s, in, 0, in->noperands);
  Bound res = results(r, in, in->shape->nleaves);
  op_head(r, &res, name, &ops);
  op_props(r, props);
  op_tail(r, in, &ops, &res, NULL);
  *res_out = res;
}

static void emit_constant(HReader *r, HInstr *in, Bound *out) {
  HShape **ls = leaves(r, in->shape);
  uint32_t n = in->shape->nleaves;
  HSlice lits[4096];
  if (in->shape->kind == HS_TUPLE) {
    /* flatten nested tuple literals depth first */
    HSlice stack[64];
    HShape *shapes[64];
    int sp = 0;
    uint32_t k = 0;
    stack[sp] = in->payload;
    shapes[sp++] = in->shape;
    while (sp) {
      HSlice lit = stack[--sp];
      HShape *sh = shapes[sp];
      if (sh->kind != HS_TUPLE) {
        if (k == 4096)
          hr_error(r, in->payload.p, "tuple literal too long");
        lits[k++] = lit;
        continue;
      }
      HSlice el[256];
      int m = tuple_literal(r, lit, el, 256);
      if (m != sh->nelems)
        hr_error(r, lit.p, "the tuple literal has %d elements, the shape %d", m, sh->nelems);
      for (int i = m - 1; i >= 0; i--) {
        if (sp == 64)
          hr_error(r, lit.p, "tuple literal nests too deep");
        stack[sp] = el[i];
        shapes[sp++] = sh->elems[i];
      }
    }
  } else {
    lits[0] = in->payload;
  }
  Bound b = {0};
  b.n = n;
  b.shape = in->shape;
  b.v = hlo_arena_new(&r->arena, Val, n ? n : 1);
  b.t = hlo_arena_new(&r->arena, const char *, n ? n : 1);
  HloStr body = {0};
  track(r, &body);
  for (uint32_t i = 0; i < n; i++) {
    b.v[i] = (Val){r->next_id++, -1};
    b.t[i] = ls[i]->type;
    if (ls[i]->kind == HS_TOKEN)
      hr_error(r, in->at, "a constant cannot be a token");
    body.len = 0;
    array_literal(r, lits[i], ls[i], &body);
    char prefix[32];
    snprintf(prefix, sizeof prefix, "%%%u = ", b.v[i].id);
    position_op(r, (unsigned)strlen(prefix));
    putf(r, "%s\"stablehlo.constant\"() <{value = dense<", prefix);
    putn(r, body.data, body.len);
    putf(r, "> : %s}>", ls[i]->type);
    if (i + 1 == n)
      common_attrs(r, in, NULL);
    putf(r, " : () -> %s", ls[i]->type);
    put_loc(r, in);
  }
  untrack(r, &body);
  *out = b;
}

static void emit_reduce_like(HReader *r, Scope *s, HInstr *in, const char *name, HloStr *props,
                             const char *apply_key, Bound *out) {
  uint32_t ci = comp_attr(r, in, apply_key);
  Bound ops = operand_leaves(r, s, in, 0, in->noperands);
  Bound res = results(r, in, in->shape->nleaves);
  op_head(r, &res, name, &ops);
  op_props(r, props);
  regions(r, &ci, 1, NULL);
  op_tail(r, in, &ops, &res, NULL);
  *out = res;
}

static void conv_labels(HReader *r, HSlice v, HloStr *p) {
  /* b01f_01io->b01f: each position names what that dimension is. */
  const char *q = v.p, *e = v.p + v.n;
  prop(p, "dimension_numbers = #stablehlo.conv<[");
  int part = 0;
  bool first = true;
  for (; q < e; q++) {
    char c = *q;
    if (c == '_' || (c == '-' && q + 1 < e && q[1] == '>')) {
      hlo_str_puts(p, part == 0 ? "]x[" : "]->[");
      if (c == '-')
        q++;
      part++;
      first = true;
      continue;
    }
    if (!((c >= '0' && c <= '9') || c == 'b' || c == 'f' || c == 'i' || c == 'o'))
      hr_error(r, q, "unexpected '%c' in dim_labels", c);
    hlo_str_printf(p, "%s%c", first ? "" : ", ", c);
    first = false;
  }
  if (part != 2)
    hr_error(r, v.p, "expected dim_labels like b01f_01io->b01f");
  hlo_str_puts(p, "]>");
}

/* Older HLO gives dynamic-slice and dynamic-update-slice one vector of
 * start indices (operand `at`); StableHLO takes scalars: each is sliced
 * out and reshaped, as XLA's importer does. False if the indices are
 * scalars already. */
static bool index_vector(HReader *r, Scope *s, HInstr *in, uint32_t at, const char *name,
                         HloStr *props, Bound *out) {
  if (in->noperands != at + 1)
    return false;
  Bound *iv = opnd(s, in, at);
  HShape *sh = iv->shape;
  if (sh->kind != HS_ARRAY || sh->rank != 1 || sh->dims[0] < 0)
    return false;
  int64_t n = sh->dims[0];
  if (n > 4096)
    hr_error(r, in->operand_at[at], "too many start indices");
  Bound ops = operand_leaves(r, s, in, 0, at);
  Bound all = {0};
  all.n = ops.n + (uint32_t)n;
  all.v = hlo_arena_new(&r->arena, Val, all.n ? all.n : 1);
  all.t = hlo_arena_new(&r->arena, const char *, all.n ? all.n : 1);
  memcpy(all.v, ops.v, sizeof(Val) * ops.n);
  memcpy(all.t, ops.t, sizeof(char *) * ops.n);
  const char *one = hlo_arena_printf(&r->arena, "tensor<1x%s>", sh->elem);
  const char *scalar = hlo_arena_printf(&r->arena, "tensor<%s>", sh->elem);
  for (int64_t i = 0; i < n; i++) {
    uint32_t sl = r->next_id++, rs = r->next_id++;
    putf(r, "%%%u = \"stablehlo.slice\"(", sl);
    put_val(r, iv->v[0]);
    putf(r, ") <{limit_indices = array<i64: %lld>, start_indices = array<i64: %lld>, strides = "
            "array<i64: 1>}> : (%s) -> %s loc(", (long long)i + 1, (long long)i, iv->t[0], one);
    put_file_loc(r, in->operand_at[at]);
    end_line(r, ")");
    putf(r, "%%%u = \"stablehlo.reshape\"(%%%u) : (%s) -> %s loc(", rs, sl, one, scalar);
    put_file_loc(r, in->operand_at[at]);
    end_line(r, ")");
    all.v[ops.n + i] = (Val){rs, -1};
    all.t[ops.n + i] = scalar;
  }
  Bound res = results(r, in, 1);
  op_head(r, &res, name, &all);
  op_props(r, props);
  op_tail(r, in, &all, &res, NULL);
  *out = res;
  return true;
}

static void emit_instr(HReader *r, Scope *s, HInstr *in);

static void emit_body(HReader *r, HComp *c, Bound *params, bool func) {
  Scope s = {c, hlo_arena_new(&r->arena, Bound, c->ninstrs), r};
  for (uint32_t p = 0; p < c->nparams; p++)
    s.b[c->params[p]] = params[p];
  for (uint32_t k = 0; k < c->ninstrs; k++) {
    HInstr *in = &c->instrs[c->order[k]];
    if (in->param >= 0)
      continue;
    emit_instr(r, &s, in);
  }
  Bound *root = &s.b[c->root];
  put(r, func ? "\"func.return\"(" : "\"stablehlo.return\"(");
  put_vals(r, root);
  put(r, ") : (");
  put_types(r, root->t, root->n);
  put(r, ") -> ()");
  put_loc(r, &c->instrs[c->root]);
}

/* Gather's and scatter's dimension numbers: the five lists HLO names as
 * StableHLO does (those absent left out) and index_vector_dim, as the
 * property `head<...>`. */
static void prop_index_dims(HReader *r, HInstr *in, const char *head,
                            const char *const names[5], HloStr *p) {
  int64_t dims[MAXL];
  HloStr g = {0};
  track(r, &g);
  hlo_str_printf(&g, "%s<", head);
  bool any = false;
  for (int i = 0; i < 5; i++) {
    int n = dims_attr(r, in, names[i], dims, false);
    if (!n)
      continue;
    hlo_str_printf(&g, "%s%s = [", any ? ", " : "", names[i]);
    put_i64s(&g, dims, n);
    hlo_str_puts(&g, "]");
    any = true;
  }
  hlo_str_printf(&g, "%sindex_vector_dim = %lld>", any ? ", " : "",
                 (long long)attr_int(r, in, "index_vector_dim", 0, true));
  prop(p, "%s", g.data);
  untrack(r, &g);
}

static void emit_instr(HReader *r, Scope *s, HInstr *in) {
  const OpDef *d = op_def(in->opcode);
  HSlice wrapped = {0};
  if (!d) {
    /* `X-start`, `X-update`, `X-done` of any opcode X: the async ops that
     * wrap X (XLA's syntax sugar), kept as mhlo.async_* with X named. */
    static const OpDef async_ops[3] = {{"async-start", "mhlo.async_start", K_MHLO, -1},
                                       {"async-update", "mhlo.async_update", K_MHLO, -1},
                                       {"async-done", "mhlo.async_done", K_MHLO, -1}};
    static const char *const suffix[3] = {"-start", "-update", "-done"};
    for (int i = 0; i < 3 && !d; i++) {
      size_t n = strlen(suffix[i]);
      HSlice base = {in->opcode.p, in->opcode.n - (uint32_t)n};
      /* ops with async forms of their own have no sugar */
      bool own = hs_eq(base, "all-reduce") || hs_eq(base, "all-gather") ||
                 hs_eq(base, "collective-permute") || hs_eq(base, "copy") ||
                 hs_eq(base, "send") || hs_eq(base, "recv") || hs_eq(base, "async");
      if (in->opcode.n > n && !memcmp(in->opcode.p + base.n, suffix[i], n) && op_def(base) &&
          !own) {
        d = &async_ops[i];
        wrapped = base;
      }
    }
  }
  if (!d)
    hr_error(r, in->opcode_at, "unknown opcode '%.*s'", (int)in->opcode.n, in->opcode.p);
  check_arity(r, in, d);
  r->op_at = in->opcode_at;
  r->cur_instr = in;
  for (uint32_t i = 0; i < in->nattrs; i++)
    in->attrs[i].used = false;
  for (uint32_t k = 0; k < in->noperands; k++) {
    HShape *decl = in->operand_shape[k];
    if (decl && !same_shape(decl, opnd(s, in, k)->shape))
      hr_error(r, in->operand_at[k], "the operand's declared shape differs from the shape of '%.*s'",
               (int)in->operands[k].n, in->operands[k].p);
  }
  Bound *out = &s->b[in - s->c->instrs];
  HloStr p = {0};
  track(r, &p);
  int64_t dims[MAXL];
  switch (d->kind) {
  case K_EW:
    check_elementwise(r, in, s, d);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  case K_COMPARE: {
    HSlice dir = need(r, in, "direction");
    static const char *const dirs[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
    bool ok = false;
    for (int i = 0; i < 6; i++)
      ok |= hs_eq(dir, dirs[i]);
    if (!ok)
      hr_error(r, dir.p, "unknown comparison direction '%.*s'", (int)dir.n, dir.p);
    prop(&p, "comparison_direction = #stablehlo<comparison_direction %.*s>", (int)dir.n, dir.p);
    HAttr *t = hr_attr(in, "type");
    if (t) {
      static const char *const types[] = {"FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"};
      ok = false;
      for (int i = 0; i < 4; i++)
        ok |= hs_eq(t->val, types[i]);
      if (!ok)
        hr_error(r, t->val.p, "unknown comparison type '%.*s'", (int)t->val.n, t->val.p);
      prop(&p, "compare_type = #stablehlo<comparison_type %.*s>", (int)t->val.n, t->val.p);
    }
    for (uint32_t k = 0; k < 2; k++)
      if (!dims_equal(opnd(s, in, k)->shape, in->shape))
        hr_error(r, in->operand_at[k], "shape mismatch: operand %u of 'compare' has other "
                 "dimensions than the result", k);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_CONSTANT:
    emit_constant(r, in, out);
    break;
  case K_IOTA:
    if (in->shape->kind != HS_ARRAY)
      hr_error(r, in->at, "iota has an array shape");
    prop(&p, "iota_dimension = %lld : i64", (long long)attr_int(r, in, "iota_dimension", 0, true));
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  case K_BROADCAST: {
    HShape *o = opnd(s, in, 0)->shape;
    /* a scalar's broadcast may leave out its (empty) dimensions */
    bool scalar = o->kind == HS_ARRAY && o->rank == 0;
    int n = dims_attr(r, in, "dimensions", dims, !scalar);
    if (o->kind != HS_ARRAY || n != o->rank)
      hr_error(r, in->opcode_at, "broadcast's dimensions name %d dimensions, its operand has %d",
               n, o->kind == HS_ARRAY ? o->rank : -1);
    prop_array(&p, "broadcast_dimensions", dims, n);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_TRANSPOSE:
    prop_array(&p, "permutation", dims, dims_attr(r, in, "dimensions", dims, true));
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  case K_REVERSE:
    prop_array(&p, "dimensions", dims, dims_attr(r, in, "dimensions", dims, true));
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  case K_CONCAT: {
    int n = dims_attr(r, in, "dimensions", dims, true);
    if (n != 1)
      hr_error(r, in->opcode_at, "concatenate expects one dimension");
    prop(&p, "dimension = %lld : i64", (long long)dims[0]);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_SLICE: {
    HSlice v = need(r, in, "slice");
    int64_t st[64], li[64], sd[64];
    int n = 0;
    const char *q = v.p, *e = v.p + v.n;
    if (q < e && *q == '{')
      q++, e--;
    for (;;) {
      skip_blank(&q, e);
      if (q >= e)
        break;
      if (*q != '[' || n == 64)
        hr_error(r, q, "expected '[start:limit:stride]'");
      q++;
      st[n] = read_int(r, &q, e);
      if (q >= e || *q != ':')
        hr_error(r, q, "expected ':' in a slice");
      q++;
      li[n] = read_int(r, &q, e);
      sd[n] = 1;
      if (q < e && *q == ':') {
        q++;
        sd[n] = read_int(r, &q, e);
      }
      if (q >= e || *q != ']')
        hr_error(r, q, "expected ']' in a slice");
      q++;
      n++;
      skip_blank(&q, e);
      if (q < e && *q == ',')
        q++;
    }
    prop_array(&p, "start_indices", st, n);
    prop_array(&p, "limit_indices", li, n);
    prop_array(&p, "strides", sd, n);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_DSLICE:
    prop_array(&p, "slice_sizes", dims, dims_attr(r, in, "dynamic_slice_sizes", dims, true));
    if (!index_vector(r, s, in, 1, d->mlir, &p, out))
      emit_simple(r, s, in, d->mlir, &p, out);
    break;
  case K_DUS:
    check_elementwise(r, in, s, d);
    if (!index_vector(r, s, in, 2, d->mlir, &p, out))
      emit_simple(r, s, in, d->mlir, &p, out);
    break;
  case K_PAD: {
    HSlice v = need(r, in, "padding");
    int64_t lo[64], hi[64], it[64];
    int n = 0;
    const char *q = v.p, *e = v.p + v.n;
    if (!(v.n == 1 && v.p[0] == '{') && !(v.n == 2 && !memcmp(v.p, "{}", 2)))
      for (;;) {
        if (n == 64)
          hr_error(r, q, "too many dimensions");
        lo[n] = read_int(r, &q, e);
        if (q >= e || *q != '_')
          hr_error(r, q, "expected '_' in padding");
        q++;
        hi[n] = read_int(r, &q, e);
        it[n] = 0;
        if (q < e && *q == '_') {
          q++;
          it[n] = read_int(r, &q, e);
        }
        n++;
        if (q < e && *q == 'x') {
          q++;
          continue;
        }
        break;
      }
    prop_array(&p, "edge_padding_low", lo, n);
    prop_array(&p, "edge_padding_high", hi, n);
    prop_array(&p, "interior_padding", it, n);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_REDUCE:
    prop_array(&p, "dimensions", dims, dims_attr(r, in, "dimensions", dims, true));
    emit_reduce_like(r, s, in, d->mlir, &p, "to_apply", out);
    break;
  case K_MAP:
    prop_array(&p, "dimensions", dims, dims_attr(r, in, "dimensions", dims, false));
    if (!hr_attr(in, "dimensions")) {
      p.len = 0;
      int64_t all[64];
      int rank = in->shape->kind == HS_ARRAY ? in->shape->rank : 0;
      for (int i = 0; i < rank; i++)
        all[i] = i;
      prop_array(&p, "dimensions", all, rank);
    }
    emit_reduce_like(r, s, in, d->mlir, &p, "to_apply", out);
    break;
  case K_REDUCE_WINDOW: {
    Window w;
    HAttr *wa = hr_attr(in, "window");
    if (wa)
      window(r, wa->val, &w);
    else
      memset(&w, 0, sizeof w);
    prop_array(&p, "window_dimensions", w.size, w.n);
    prop_array(&p, "window_strides", w.stride, w.n);
    prop_array(&p, "base_dilations", w.lhs, w.n);
    prop_array(&p, "window_dilations", w.rhs, w.n);
    put_padding(&p, "padding", w.lo, w.hi, w.n);
    emit_reduce_like(r, s, in, d->mlir, &p, "to_apply", out);
    break;
  }
  case K_SELECT_SCATTER: {
    Window w;
    HAttr *wa = hr_attr(in, "window");
    if (wa)
      window(r, wa->val, &w);
    else
      memset(&w, 0, sizeof w);
    prop_array(&p, "window_dimensions", w.size, w.n);
    prop_array(&p, "window_strides", w.stride, w.n);
    put_padding(&p, "padding", w.lo, w.hi, w.n);
    if (in->shape->kind != HS_ARRAY)
      hr_error(r, in->at, "select-and-scatter has an array shape");
    uint32_t cs[2] = {comp_attr(r, in, "select"), comp_attr(r, in, "scatter")};
    Bound ops = operand_leaves(r, s, in, 0, 3);
    Bound res = results(r, in, 1);
    op_head(r, &res, d->mlir, &ops);
    op_props(r, &p);
    regions(r, cs, 2, NULL);
    op_tail(r, in, &ops, &res, NULL);
    *out = res;
    break;
  }
  case K_SORT: {
    int n = dims_attr(r, in, "dimensions", dims, true);
    if (n != 1)
      hr_error(r, in->opcode_at, "sort expects one dimension");
    prop(&p, "dimension = %lld : i64", (long long)dims[0]);
    if (attr_bool(r, in, "is_stable", false))
      prop(&p, "is_stable = true");
    emit_reduce_like(r, s, in, d->mlir, &p, "to_apply", out);
    break;
  }
  case K_DOT: {
    int64_t lb[64], rb[64], lc[64], rc[64];
    int nlb = dims_attr(r, in, "lhs_batch_dims", lb, false);
    int nrb = dims_attr(r, in, "rhs_batch_dims", rb, false);
    int nlc = dims_attr(r, in, "lhs_contracting_dims", lc, false);
    int nrc = dims_attr(r, in, "rhs_contracting_dims", rc, false);
    if (nlb != nrb || nlc != nrc)
      hr_error(r, in->opcode_at, "dot's lhs and rhs have different numbers of %s dimensions",
               nlb != nrb ? "batch" : "contracting");
    if (hr_attr(in, "sparsity"))
      hr_error(r, in->opcode_at, "sparse dot has no StableHLO op");
    HloStr dn = {0};
    track(r, &dn);
    hlo_str_puts(&dn, "dot_dimension_numbers = #stablehlo.dot<");
    bool any = false;
    const struct {
      const char *n;
      int64_t *v;
      int c;
    } f[4] = {{"lhs_batching_dimensions", lb, nlb},
              {"rhs_batching_dimensions", rb, nrb},
              {"lhs_contracting_dimensions", lc, nlc},
              {"rhs_contracting_dimensions", rc, nrc}};
    for (int i = 0; i < 4; i++) {
      if (!f[i].c)
        continue;
      hlo_str_printf(&dn, "%s%s = [", any ? ", " : "", f[i].n);
      put_i64s(&dn, f[i].v, f[i].c);
      hlo_str_puts(&dn, "]");
      any = true;
    }
    hlo_str_puts(&dn, ">");
    prop(&p, "%s", dn.data);
    untrack(r, &dn);
    precision_config(r, in, &p);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_CONV: {
    Window w;
    HAttr *wa = hr_attr(in, "window");
    if (wa)
      window(r, wa->val, &w);
    else
      memset(&w, 0, sizeof w);
    prop(&p, "batch_group_count = %lld : i64",
         (long long)attr_int(r, in, "batch_group_count", 1, false));
    conv_labels(r, need(r, in, "dim_labels"), &p);
    prop(&p, "feature_group_count = %lld : i64",
         (long long)attr_int(r, in, "feature_group_count", 1, false));
    if (w.n) {
      prop_array(&p, "lhs_dilation", w.lhs, w.n);
      put_padding(&p, "padding", w.lo, w.hi, w.n);
      prop_array(&p, "rhs_dilation", w.rhs, w.n);
      prop_array(&p, "window_strides", w.stride, w.n);
      if (w.has_rev) {
        prop(&p, "window_reversal = array<i1: ");
        for (int i = 0; i < w.n; i++)
          hlo_str_printf(&p, "%s%s", i ? ", " : "", w.rev[i] ? "true" : "false");
        hlo_str_puts(&p, ">");
      }
    }
    precision_config(r, in, &p);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_GATHER: {
    static const char *const gather[5] = {"offset_dims", "collapsed_slice_dims",
                                          "operand_batching_dims",
                                          "start_indices_batching_dims", "start_index_map"};
    prop_index_dims(r, in, "dimension_numbers = #stablehlo.gather", gather, &p);
    if (attr_bool(r, in, "indices_are_sorted", false))
      prop(&p, "indices_are_sorted = true");
    prop_array(&p, "slice_sizes", dims, dims_attr(r, in, "slice_sizes", dims, true));
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_SCATTER: {
    if (in->noperands < 3 || in->noperands % 2 == 0)
      hr_error(r, in->opcode_at, "scatter expects inputs, indices and as many updates");
    static const char *const scatter[5] = {"update_window_dims", "inserted_window_dims",
                                           "input_batching_dims",
                                           "scatter_indices_batching_dims",
                                           "scatter_dims_to_operand_dims"};
    prop_index_dims(r, in, "scatter_dimension_numbers = #stablehlo.scatter", scatter, &p);
    if (attr_bool(r, in, "indices_are_sorted", false))
      prop(&p, "indices_are_sorted = true");
    if (attr_bool(r, in, "unique_indices", false))
      prop(&p, "unique_indices = true");
    emit_reduce_like(r, s, in, d->mlir, &p, "to_apply", out);
    break;
  }
  case K_WHILE: {
    uint32_t cs[2] = {comp_attr(r, in, "condition"), comp_attr(r, in, "body")};
    Bound ops = operand_leaves(r, s, in, 0, 1);
    for (int i = 0; i < 2; i++) {
      HComp *c = &r->mod.comps[cs[i]];
      if (c->nparams != 1 || !same_shape(c->instrs[c->params[0]].shape, opnd(s, in, 0)->shape))
        hr_error(r, in->opcode_at, "the %s '%.*s' does not take the while's operand shape",
                 i ? "body" : "condition", (int)c->name.n, c->name.p);
    }
    if (!same_shape(in->shape, opnd(s, in, 0)->shape))
      hr_error(r, in->at, "shape mismatch: a while's shape is its operand's");
    Bound res = results(r, in, in->shape->nleaves);
    op_head(r, &res, d->mlir, &ops);
    regions(r, cs, 2, NULL);
    op_tail(r, in, &ops, &res, NULL);
    *out = res;
    break;
  }
  case K_CONDITIONAL: {
    uint32_t cs[256];
    int n;
    HAttr *bc = hr_attr(in, "branch_computations");
    const char *name = "stablehlo.case";
    if (bc) {
      n = hr_attr_comps(r, bc, cs, 256);
    } else {
      cs[1] = comp_attr(r, in, "true_computation");
      cs[0] = comp_attr(r, in, "false_computation");
      /* stablehlo.if: true branch first */
      uint32_t t = cs[1];
      cs[1] = cs[0];
      cs[0] = t;
      n = 2;
      name = "stablehlo.if";
    }
    if (in->noperands != (uint32_t)n + 1)
      hr_error(r, in->opcode_at, "conditional with %d branches expects %d operands, but has %u", n,
               n + 1, in->noperands);
    Bound pred = operand_leaves(r, s, in, 0, 1);
    Bound *caps = hlo_arena_new(&r->arena, Bound, n);
    for (int i = 0; i < n; i++)
      caps[i] = operand_leaves(r, s, in, (uint32_t)i + 1, (uint32_t)i + 2);
    Bound res = results(r, in, in->shape->nleaves);
    op_head(r, &res, name, &pred);
    regions(r, cs, n, caps);
    op_tail(r, in, &pred, &res, NULL);
    *out = res;
    break;
  }
  case K_CALL: {
    uint32_t ci = comp_attr(r, in, "to_apply");
    HComp *c = &r->mod.comps[ci];
    hr_attr(in, "is_composite");
    Bound ops = operand_leaves(r, s, in, 0, in->noperands);
    Bound res = results(r, in, in->shape->nleaves);
    begin_results(r, &res);
    putf(r, "\"func.call\"(");
    put_vals(r, &ops);
    putf(r, ") <{callee = @%s}>", c->sym);
    op_tail(r, in, &ops, &res, NULL);
    *out = res;
    break;
  }
  case K_CUSTOM_CALL: {
    HSlice target = unquote(need(r, in, "custom_call_target"));
    HloStr t = {0};
    track(r, &t);
    put_hlo_string(&t, target.p, target.n);
    prop(&p, "call_target_name = \"%s\"", t.data ? t.data : "");
    untrack(r, &t);
    HAttr *bc = hr_attr(in, "backend_config");
    if (bc) {
      HSlice v = bc->val;
      HloStr b = {0};
      track(r, &b);
      if (v.n >= 2 && v.p[0] == '"')
        put_hlo_string(&b, v.p + 1, v.n - 2);
      else
        put_escaped(&b, v.p, v.n);
      prop(&p, "backend_config = \"%s\"", b.data ? b.data : "");
      untrack(r, &b);
    }
    HAttr *av = hr_attr(in, "api_version");
    if (av) {
      static const char *const versions[] = {"API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL",
                                             "API_VERSION_STATUS_RETURNING",
                                             "API_VERSION_STATUS_RETURNING_UNIFIED",
                                             "API_VERSION_TYPED_FFI"};
      int k = -1;
      for (int i = 0; i < 5; i++)
        if (hs_eq(av->val, versions[i]))
          k = i;
      if (k < 0)
        hr_error(r, av->val.p, "unknown api_version '%.*s'", (int)av->val.n, av->val.p);
      prop(&p, "api_version = %d : i32", k);
    }
    if (attr_bool(r, in, "custom_call_has_side_effect", false))
      prop(&p, "has_side_effect = true");
    HAttr *cc = hr_attr(in, "called_computations");
    if (cc) {
      uint32_t cs[64];
      int n = hr_attr_comps(r, cc, cs, 64);
      prop(&p, "called_computations = [");
      for (int i = 0; i < n; i++)
        hlo_str_printf(&p, "%s@%s", i ? ", " : "", r->mod.comps[cs[i]].sym);
      hlo_str_puts(&p, "]");
    }
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_TUPLE: {
    *out = operand_leaves(r, s, in, 0, in->noperands);
    out->shape = in->shape;
    HShape **ls = leaves(r, in->shape);
    if (out->n != in->shape->nleaves)
      hr_error(r, in->at, "shape mismatch: the tuple's shape has %u leaves, its operands %u",
               in->shape->nleaves, out->n);
    for (uint32_t i = 0; i < out->n; i++)
      if (strcmp(out->t[i], ls[i]->type))
        hr_error(r, in->at, "shape mismatch: element %u of the tuple is %s, its operand %s", i,
                 ls[i]->type, out->t[i]);
    /* A tuple writes no op: its sharding and metadata have nowhere to go. */
    for (uint32_t i = 0; i < in->nattrs; i++)
      in->attrs[i].used = true;
    break;
  }
  case K_GTE: {
    int64_t idx = attr_int(r, in, "index", 0, true);
    Bound *o = opnd(s, in, 0);
    if (o->shape->kind != HS_TUPLE)
      hr_error(r, in->operand_at[0], "get-tuple-element of '%.*s', which is not a tuple",
               (int)in->operands[0].n, in->operands[0].p);
    if (idx < 0 || idx >= o->shape->nelems)
      hr_error(r, in->opcode_at, "index %lld out of range for a tuple of %d elements",
               (long long)idx, o->shape->nelems);
    uint32_t off = 0;
    for (int64_t i = 0; i < idx; i++)
      off += o->shape->elems[i]->nleaves;
    HShape *el = o->shape->elems[idx];
    if (!same_shape(el, in->shape))
      hr_error(r, in->at, "shape mismatch: element %lld of '%.*s' has another shape",
               (long long)idx, (int)in->operands[0].n, in->operands[0].p);
    *out = (Bound){o->v + off, o->t + off, el->nleaves, in->shape};
    hr_attr(in, "sharding");
    hr_attr(in, "metadata");
    hr_attr(in, "frontend_attributes");
    break;
  }
  case K_PARAM:
    break;
  case K_BARRIER: {
    if (!same_shape(in->shape, opnd(s, in, 0)->shape))
      hr_error(r, in->at, "shape mismatch: an opt-barrier's shape is its operand's");
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_AFTER_ALL:
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  case K_PARTITION_ID:
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  case K_RNG: {
    HSlice dist = need(r, in, "distribution");
    const char *dn = hs_eq(dist, "rng_uniform") ? "UNIFORM"
                     : hs_eq(dist, "rng_normal") ? "NORMAL"
                                                  : NULL;
    if (!dn)
      hr_error(r, dist.p, "unknown distribution '%.*s'", (int)dist.n, dist.p);
    if (in->shape->kind != HS_ARRAY)
      hr_error(r, in->at, "rng has an array shape");
    Bound ops = operand_leaves(r, s, in, 0, 2);
    uint32_t shape_id = r->next_id++;
    putf(r, "%%%u = \"stablehlo.constant\"() <{value = dense<[", shape_id);
    for (int i = 0; i < in->shape->rank; i++)
      putf(r, "%s%lld", i ? ", " : "", (long long)in->shape->dims[i]);
    putf(r, "]> : tensor<%dxi64>}> : () -> tensor<%dxi64>", in->shape->rank, in->shape->rank);
    put(r, " loc(");
    put_file_loc(r, in->at);
    end_line(r, ")");
    Bound all = {0};
    all.n = 3;
    all.v = hlo_arena_new(&r->arena, Val, 3);
    all.t = hlo_arena_new(&r->arena, const char *, 3);
    memcpy(all.v, ops.v, sizeof(Val) * 2);
    memcpy(all.t, ops.t, sizeof(char *) * 2);
    all.v[2] = (Val){shape_id, -1};
    all.t[2] = hlo_arena_printf(&r->arena, "tensor<%dxi64>", in->shape->rank);
    prop(&p, "rng_distribution = #stablehlo<rng_distribution %s>", dn);
    Bound res = results(r, in, 1);
    op_head(r, &res, d->mlir, &all);
    op_props(r, &p);
    op_tail(r, in, &all, &res, NULL);
    *out = res;
    break;
  }
  case K_RNG_BITGEN: {
    HSlice a = need(r, in, "algorithm");
    const char *an = hs_eq(a, "rng_default")     ? "DEFAULT"
                     : hs_eq(a, "rng_three_fry") ? "THREE_FRY"
                     : hs_eq(a, "rng_philox")    ? "PHILOX"
                                                 : NULL;
    if (!an)
      hr_error(r, a.p, "unknown algorithm '%.*s'", (int)a.n, a.p);
    prop(&p, "rng_algorithm = #stablehlo<rng_algorithm %s>", an);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_REDUCE_PRECISION:
    prop(&p, "exponent_bits = %lld : i32", (long long)attr_int(r, in, "exponent_bits", 0, true));
    prop(&p, "mantissa_bits = %lld : i32", (long long)attr_int(r, in, "mantissa_bits", 0, true));
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  case K_CHOLESKY:
    if (attr_bool(r, in, "lower", false))
      prop(&p, "lower = true");
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  case K_TRISOLVE: {
    prop(&p, "left_side = %s", attr_bool(r, in, "left_side", false) ? "true" : "false");
    prop(&p, "lower = %s", attr_bool(r, in, "lower", false) ? "true" : "false");
    prop(&p, "unit_diagonal = %s", attr_bool(r, in, "unit_diagonal", false) ? "true" : "false");
    HAttr *t = hr_attr(in, "transpose_a");
    HSlice tv = t ? t->val : (HSlice){"NO_TRANSPOSE", 12};
    if (!hs_eq(tv, "NO_TRANSPOSE") && !hs_eq(tv, "TRANSPOSE") && !hs_eq(tv, "ADJOINT"))
      hr_error(r, tv.p, "unknown transpose_a '%.*s'", (int)tv.n, tv.p);
    prop(&p, "transpose_a = #stablehlo<transpose %.*s>", (int)tv.n, tv.p);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_FFT:
  case K_BATCHNORM:
    if (d->kind == K_FFT) {
      HSlice t = need(r, in, "fft_type");
      prop(&p, "fft_type = #stablehlo<fft_type %.*s>", (int)t.n, t.p);
      prop_array(&p, "fft_length", dims, dims_attr(r, in, "fft_length", dims, true));
    } else if (d->kind == K_BATCHNORM) {
      HSlice eps = need(r, in, "epsilon");
      HloStr f = {0};
      track(r, &f);
      literal_number(r, eps.p, eps.p + eps.n, "f32", &f);
      prop(&p, "epsilon = %s : f32", f.data);
      untrack(r, &f);
      prop(&p, "feature_index = %lld : i64", (long long)attr_int(r, in, "feature_index", 0, true));
    }
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  case K_GET_DIM:
  case K_SET_DIM: {
    int n = dims_attr(r, in, "dimensions", dims, true);
    if (n != 1)
      hr_error(r, in->opcode_at, "expects one dimension");
    prop(&p, "dimension = %lld : i64", (long long)dims[0]);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_ALL_REDUCE:
  case K_REDUCE_SCATTER: {
    if (d->kind == K_REDUCE_SCATTER) {
      int n = dims_attr(r, in, "dimensions", dims, true);
      if (n != 1)
        hr_error(r, in->opcode_at, "reduce-scatter expects one dimension");
      prop(&p, "scatter_dimension = %lld : i64", (long long)dims[0]);
    }
    collective_common(r, in, &p);
    emit_reduce_like(r, s, in, d->mlir, &p, "to_apply", out);
    break;
  }
  case K_ALL_GATHER: {
    int n = dims_attr(r, in, "dimensions", dims, true);
    if (n != 1)
      hr_error(r, in->opcode_at, "all-gather expects one dimension");
    prop(&p, "all_gather_dim = %lld : i64", (long long)dims[0]);
    collective_common(r, in, &p);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_ALL_TO_ALL: {
    int n = dims_attr(r, in, "dimensions", dims, false);
    if (n == 0) {
      static const OpDef tuple_all_to_all = {"all-to-all", "mhlo.all_to_all", K_MHLO, -1};
      d = &tuple_all_to_all;
      goto mhlo;
    }
    HAttr *g = hr_attr(in, "replica_groups");
    int64_t count = 0;
    if (g) {
      HloStr tmp = {0};
      track(r, &tmp);
      replica_groups(r, g->val, &tmp, "replica_groups");
      const char *x = strstr(tmp.data, "> : tensor<");
      if (x) {
        x += 11;
        while (*x && *x != 'x')
          x++;
        count = strtoll(x + 1, NULL, 10);
      }
      untrack(r, &tmp);
      g->used = false;
    }
    prop(&p, "split_dimension = %lld : i64", (long long)dims[0]);
    prop(&p, "concat_dimension = %lld : i64", (long long)dims[0]);
    prop(&p, "split_count = %lld : i64", (long long)count);
    collective_common(r, in, &p);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_PERMUTE: {
    if (in->noperands != 1 || opnd(s, in, 0)->shape->kind == HS_TUPLE) {
      /* combined or in-place (4 operand) forms: no StableHLO op */
      static const OpDef combined = {"collective-permute", "mhlo.collective_permute", K_MHLO, -1};
      d = &combined;
      goto mhlo;
    }
    HSlice v = need(r, in, "source_target_pairs");
    replica_groups(r, v, &p, "source_target_pairs");
    channel(r, in, &p);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_COLL_BCAST:
    collective_common(r, in, &p);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  case K_INFEED:
  case K_OUTFEED: {
    HAttr *cfg = hr_attr(in, d->kind == K_INFEED ? "infeed_config" : "outfeed_config");
    if (cfg) {
      HSlice v = unquote(cfg->val);
      HloStr c = {0};
      track(r, &c);
      put_hlo_string(&c, v.p, v.n);
      prop(&p, "%s = \"%s\"", d->kind == K_INFEED ? "infeed_config" : "outfeed_config",
           c.data ? c.data : "");
      untrack(r, &c);
    }
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_TOPK: {
    int64_t k = attr_int(r, in, "k", 0, true);
    if (!attr_bool(r, in, "largest", true)) {
      static const OpDef smallest_topk = {"topk", "mhlo.topk", K_MHLO, 1};
      d = &smallest_topk;
      HAttr *a = hr_attr(in, "largest");
      a->used = false;
      HAttr *ka = hr_attr(in, "k");
      ka->used = false;
      goto mhlo;
    }
    prop(&p, "k = %lld : i64", (long long)k);
    emit_simple(r, s, in, d->mlir, &p, out);
    break;
  }
  case K_FUSION: {
    HSlice kind = need(r, in, "kind");
    uint32_t ci = comp_attr(r, in, "calls");
    prop(&p, "fusion_kind = #mhlo<fusion_kind %.*s>", (int)kind.n, kind.p);
    Bound ops = operand_leaves(r, s, in, 0, in->noperands);
    Bound res = results(r, in, in->shape->nleaves);
    op_head(r, &res, d->mlir, &ops);
    op_props(r, &p);
    regions(r, &ci, 1, NULL);
    op_tail(r, in, &ops, &res, NULL);
    *out = res;
    break;
  }
  case K_MHLO:
  mhlo: {
    /* Called computations become regions, in the order the keys are
     * listed; everything else stays text in hlo.attributes. */
    static const char *const called[] = {"calls", "to_apply", "condition", "body",
                                         "select", "scatter"};
    uint32_t cs[64];
    int n = 0;
    HloStr names = {0};
    track(r, &names);
    for (int i = 0; i < 6; i++) {
      HAttr *a = hr_attr(in, called[i]);
      if (!a)
        continue;
      int m = hr_attr_comps(r, a, cs + n, 64 - n);
      hlo_str_printf(&names, "%s\"%s\"", names.len ? ", " : "", called[i]);
      for (int j = 1; j < m; j++)
        hlo_str_puts(&names, ", \"\"");
      n += m;
    }
    Bound ops = operand_leaves(r, s, in, 0, in->noperands);
    Bound res = results(r, in, in->shape->nleaves);
    op_head(r, &res, d->mlir, &ops);
    if (n)
      regions(r, cs, n, NULL);
    HloStr extra = {0};
    track(r, &extra);
    if (names.len)
      hlo_str_printf(&extra, "hlo.called = [%s]", names.data);
    if (wrapped.n)
      hlo_str_printf(&extra, "%shlo.wrapped = \"%.*s\"", extra.len ? ", " : "",
                     (int)wrapped.n, wrapped.p);
    /* Tuples flattened here are tuples in HLO: their leaf counts and the
     * shape as written let the printer give them back. */
    bool tuples = false;
    for (uint32_t k = 0; k < in->noperands; k++)
      tuples |= opnd(s, in, k)->shape->kind == HS_TUPLE;
    if (tuples) {
      hlo_str_printf(&extra, "%shlo.operand_leaves = array<i64: ", extra.len ? ", " : "");
      for (uint32_t k = 0; k < in->noperands; k++)
        hlo_str_printf(&extra, "%s%u", k ? ", " : "", opnd(s, in, k)->n);
      hlo_str_puts(&extra, ">");
    }
    if (in->shape->kind == HS_TUPLE) {
      hlo_str_printf(&extra, "%shlo.shape = \"", extra.len ? ", " : "");
      put_escaped(&extra, in->shape_src.p, in->shape_src.n);
      hlo_str_puts(&extra, "\"");
    }
    op_tail(r, in, &ops, &res, &extra);
    untrack(r, &extra);
    untrack(r, &names);
    *out = res;
    break;
  }
  }
  untrack(r, &p);
}

/* ---- shapes XLA infers ---- */

static HShape *operand_shape(HReader *r, HComp *c, HInstr *in, uint32_t k) {
  HShape *s = c->instrs[in->operand_index[k]].shape;
  if (!s)
    hr_error(r, in->operand_at[k], "the shape of '%.*s' is not known", (int)in->operands[k].n,
             in->operands[k].p);
  return s;
}

static HShape *called_result(HReader *r, HInstr *in, uint32_t ci);

static void infer_shape(HReader *r, HComp *c, HInstr *in) {
  const OpDef *d = op_def(in->opcode);
  HShape *s = NULL;
  if (d && d->kind == K_EW && in->noperands >= 1 && strcmp(d->mlir, "stablehlo.convert") &&
      strcmp(d->mlir, "stablehlo.bitcast_convert") && strcmp(d->mlir, "stablehlo.reshape") &&
      strcmp(d->mlir, "mhlo.bitcast")) {
    uint32_t k = hs_eq(in->opcode, "select") ? 1 : 0;
    for (uint32_t i = 0; i < in->noperands && hs_eq(in->opcode, "clamp"); i++)
      if (operand_shape(r, c, in, i)->rank > operand_shape(r, c, in, k)->rank)
        k = i;
    s = operand_shape(r, c, in, k < in->noperands ? k : 0);
  } else if (d && d->kind == K_COMPARE && in->noperands == 2) {
    HShape *o = operand_shape(r, c, in, 0);
    if (o->kind != HS_ARRAY)
      hr_error(r, in->opcode_at, "compare of a tuple");
    s = hlo_arena_new(&r->arena, HShape, 1);
    *s = *o;
    s->elem = "i1";
    s->type = hr_array_type(r, s);
  } else if (d && d->kind == K_TUPLE) {
    s = hlo_arena_new(&r->arena, HShape, 1);
    s->kind = HS_TUPLE;
    s->nelems = (int)in->noperands;
    s->elems = hlo_arena_new(&r->arena, HShape *, in->noperands ? in->noperands : 1);
    for (uint32_t k = 0; k < in->noperands; k++) {
      s->elems[k] = operand_shape(r, c, in, k);
      s->nleaves += s->elems[k]->nleaves;
    }
  } else if (d && d->kind == K_GTE && in->noperands == 1) {
    HShape *o = operand_shape(r, c, in, 0);
    int64_t idx = attr_int(r, in, "index", 0, true);
    if (o->kind != HS_TUPLE || idx < 0 || idx >= o->nelems)
      hr_error(r, in->opcode_at, "get-tuple-element index %lld is not in its operand",
               (long long)idx);
    s = o->elems[idx];
  } else if (d && d->kind == K_DOT && in->noperands == 2) {
    HShape *l = operand_shape(r, c, in, 0), *rt = operand_shape(r, c, in, 1);
    int64_t lb[64], rb[64], lc[64], rc[64];
    int nlb = dims_attr(r, in, "lhs_batch_dims", lb, false);
    int nrb = dims_attr(r, in, "rhs_batch_dims", rb, false);
    int nlc = dims_attr(r, in, "lhs_contracting_dims", lc, false);
    int nrc = dims_attr(r, in, "rhs_contracting_dims", rc, false);
    if (l->kind != HS_ARRAY || rt->kind != HS_ARRAY || nlb != nrb || nlc != nrc)
      hr_error(r, in->opcode_at, "cannot infer the shape of this dot");
    s = hlo_arena_new(&r->arena, HShape, 1);
    *s = *l;
    s->bounds = NULL;
    s->dims = hlo_arena_new(&r->arena, int64_t, l->rank + rt->rank + 1);
    int n = 0;
    for (int i = 0; i < nlb; i++)
      if (lb[i] >= 0 && lb[i] < l->rank)
        s->dims[n++] = l->dims[lb[i]];
    const struct {
      HShape *sh;
      int64_t *b, *cdims;
      int nb, nc;
    } side[2] = {{l, lb, lc, nlb, nlc}, {rt, rb, rc, nrb, nrc}};
    for (int sd = 0; sd < 2; sd++)
      for (int i = 0; i < side[sd].sh->rank; i++) {
        bool used = false;
        for (int j = 0; j < side[sd].nb; j++)
          used |= side[sd].b[j] == i;
        for (int j = 0; j < side[sd].nc; j++)
          used |= side[sd].cdims[j] == i;
        if (!used)
          s->dims[n++] = side[sd].sh->dims[i];
      }
    s->rank = n;
    s->type = hr_array_type(r, s);
  } else if (d && d->kind == K_CONDITIONAL && in->noperands >= 1) {
    /* every branch returns the conditional's shape: the first says it */
    HAttr *bc = hr_attr(in, "branch_computations");
    uint32_t cs[256];
    if (!bc)
      s = called_result(r, in, comp_attr(r, in, "true_computation"));
    else if (hr_attr_comps(r, bc, cs, 256) > 0)
      s = called_result(r, in, cs[0]);
  } else if (d && d->kind == K_CALL) {
    s = called_result(r, in, comp_attr(r, in, "to_apply"));
  }
  for (uint32_t i = 0; i < in->nattrs; i++)
    in->attrs[i].used = false;
  if (!s)
    hr_error(r, in->opcode_at, "cannot infer the shape of '%.*s': write it", (int)in->opcode.n,
             in->opcode.p);
  in->shape = s;
}

/* The shape a called computation returns, its own shapes inferred first. */
static HShape *called_result(HReader *r, HInstr *in, uint32_t ci) {
  HComp *c = &r->mod.comps[ci];
  if (c->typing)
    hr_error(r, in->opcode_at, "computation '%.*s' calls itself", (int)c->name.n, c->name.p);
  hr_infer_shapes(r, c);
  return c->instrs[c->root].shape;
}

void hr_infer_shapes(HReader *r, HComp *c) {
  if (c->typed)
    return;
  if (++r->depth > 64)
    hr_error(r, c->at, "computations nest more than 64 deep");
  c->typing = true;
  for (uint32_t k = 0; k < c->ninstrs; k++)
    if (!c->instrs[c->order[k]].shape)
      infer_shape(r, c, &c->instrs[c->order[k]]);
  c->typing = false;
  c->typed = true;
  r->depth--;
}

/* ---- functions and the module ---- */

static bool plain_symbol(HSlice s) {
  if (!s.n || !(((s.p[0] | 32) >= 'a' && (s.p[0] | 32) <= 'z') || s.p[0] == '_'))
    return false;
  for (uint32_t i = 0; i < s.n; i++) {
    char c = s.p[i];
    if (!(((c | 32) >= 'a' && (c | 32) <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
          c == '$'))
      return false;
  }
  return true;
}

/* Marks computations that become functions: the entry, `call` targets
 * and custom calls' called computations. */
static void mark_functions(HReader *r) {
  HModule *m = &r->mod;
  m->comps[m->entry].func = 1;
  for (uint32_t c = 0; c < m->ncomps; c++)
    for (uint32_t i = 0; i < m->comps[c].ninstrs; i++) {
      HInstr *in = &m->comps[c].instrs[i];
      HAttr *a = NULL;
      if (hs_eq(in->opcode, "call"))
        a = hr_attr(in, "to_apply");
      else if (hs_eq(in->opcode, "custom-call"))
        a = hr_attr(in, "called_computations");
      if (!a)
        continue;
      uint32_t cs[64];
      int n = hr_attr_comps(r, a, cs, 64);
      for (int k = 0; k < n; k++)
        m->comps[cs[k]].func = 1;
    }
  for (uint32_t c = 0; c < m->ncomps; c++) {
    HComp *comp = &m->comps[c];
    if (c == m->entry)
      comp->sym = "main";
    else if (plain_symbol(comp->name) && !hs_eq(comp->name, "main"))
      comp->sym = hlo_arena_strndup(&r->arena, comp->name.p, comp->name.n);
    else
      comp->sym = hlo_arena_printf(&r->arena, "\"%.*s%s\"", (int)comp->name.n, comp->name.p,
                                   hs_eq(comp->name, "main") ? ".0" : "");
  }
}

static HAttr *module_attr(HReader *r, const char *key) {
  for (uint32_t i = 0; i < r->mod.nattrs; i++)
    if (hs_eq(r->mod.attrs[i].key, key)) {
      r->mod.attrs[i].used = true;
      return &r->mod.attrs[i];
    }
  return NULL;
}

/* Leaf offset of shape index {a,b,...} within a shape. */
static int64_t leaf_offset(HReader *r, const HShape *s, const int64_t *idx, int n, uint32_t *count,
                           const char *at) {
  int64_t off = 0;
  for (int k = 0; k < n; k++) {
    if (s->kind != HS_TUPLE || idx[k] < 0 || idx[k] >= s->nelems)
      hr_error(r, at, "shape index out of range");
    for (int64_t i = 0; i < idx[k]; i++)
      off += s->elems[i]->nleaves;
    s = s->elems[idx[k]];
  }
  *count = s->nleaves;
  return off;
}

typedef struct ArgInfo {
  int64_t alias;  /* result leaf, or -1 */
  bool donor;
} ArgInfo;

/* `{ {0}: (0, {}, may-alias), ... }` and `{ (0, {}), ... }`. */
static void aliasing(HReader *r, HComp *entry, ArgInfo *args, const uint32_t *arg_off,
                     const HShape *result) {
  HAttr *a = module_attr(r, "input_output_alias");
  HAttr *b = module_attr(r, "buffer_donor");
  for (int which = 0; which < 2; which++) {
    HAttr *attr = which ? b : a;
    if (!attr)
      continue;
    const char *p = attr->val.p, *e = attr->val.p + attr->val.n;
    if (p < e && *p == '{')
      p++, e--;
    for (;;) {
      skip_blank(&p, e);
      if (p >= e)
        break;
      const char *at = p;
      int64_t out_idx[16];
      int nout = 0;
      if (!which) {
        HSlice l = {p, 0};
        const char *q = p;
        while (q < e && *q != '}')
          q++;
        l.n = (uint32_t)(q + 1 - p);
        nout = int_list(r, l, out_idx, 16);
        p = q + 1;
        skip_blank(&p, e);
        if (p >= e || *p != ':')
          hr_error(r, p, "expected ':' in input_output_alias");
        p++;
        skip_blank(&p, e);
      }
      if (p >= e || *p != '(')
        hr_error(r, p, "expected '(' in %s", which ? "buffer_donor" : "input_output_alias");
      p++;
      int64_t param = read_int(r, &p, e);
      skip_blank(&p, e);
      if (p >= e || *p != ',')
        hr_error(r, p, "expected ','");
      p++;
      skip_blank(&p, e);
      const char *q = p;
      while (q < e && *q != '}')
        q++;
      int64_t pidx[16];
      int np = int_list(r, (HSlice){p, (uint32_t)(q + 1 - p)}, pidx, 16);
      p = q + 1;
      while (p < e && *p != ')')
        p++;
      p++;
      skip_blank(&p, e);
      if (p < e && *p == ',')
        p++;
      if (param < 0 || (uint64_t)param >= entry->nparams)
        hr_error(r, at, "parameter %lld does not exist", (long long)param);
      uint32_t cnt;
      int64_t poff = leaf_offset(r, entry->instrs[entry->params[param]].shape, pidx, np, &cnt, at);
      if (cnt != 1)
        hr_error(r, at, "aliasing names a tuple, not one buffer");
      ArgInfo *ai = &args[arg_off[param] + poff];
      if (which) {
        ai->donor = true;
      } else {
        int64_t roff = leaf_offset(r, result, out_idx, nout, &cnt, at);
        if (cnt != 1)
          hr_error(r, at, "aliasing names a tuple, not one buffer");
        ai->alias = roff;
      }
    }
  }
}

/* Splits a tuple sharding `{{a}, {b}}` into leaf shardings. */
static int split_sharding(HSlice v, HSlice *out, int max) {
  const char *p = v.p, *e = v.p + v.n;
  skip_blank(&p, e);
  if (p >= e || *p != '{')
    return 0;
  const char *q = p + 1;
  skip_blank(&q, e);
  if (q >= e || *q != '{')
    return 0;
  int n = 0, depth = 0;
  const char *s = NULL;
  for (q = p + 1; q < e - 1; q++) {
    if (*q == '{') {
      if (depth++ == 0)
        s = q;
    } else if (*q == '}') {
      if (--depth == 0 && n < max)
        out[n++] = (HSlice){s, (uint32_t)(q + 1 - s)};
    }
  }
  return n;
}

static void put_sharding(HReader *r, HSlice v) {
  put(r, "mhlo.sharding = \"");
  put_escaped(r->out, v.p, v.n);
  put(r, "\"");
}

static void emit_function(HReader *r, HComp *c, bool entry) {
  r->next_id = 0;
  Bound *params = hlo_arena_new(&r->arena, Bound, c->nparams ? c->nparams : 1);
  uint32_t *arg_off = hlo_arena_new(&r->arena, uint32_t, c->nparams + 1);
  uint32_t nargs = 0;
  for (uint32_t p = 0; p < c->nparams; p++) {
    arg_off[p] = nargs;
    nargs += c->instrs[c->params[p]].shape->nleaves;
  }
  HInstr *root = &c->instrs[c->root];
  ArgInfo *ai = hlo_arena_new(&r->arena, ArgInfo, nargs ? nargs : 1);
  for (uint32_t i = 0; i < nargs; i++)
    ai[i].alias = -1;
  if (entry)
    aliasing(r, c, ai, arg_off, root->shape);
  putf(r, "  func.func %s@%s(", entry ? "" : "private ", c->sym);
  uint32_t a = 0;
  for (uint32_t p = 0; p < c->nparams; p++) {
    HInstr *pi = &c->instrs[c->params[p]];
    Bound b = {0};
    b.n = pi->shape->nleaves;
    b.shape = pi->shape;
    b.v = hlo_arena_new(&r->arena, Val, b.n ? b.n : 1);
    b.t = hlo_arena_new(&r->arena, const char *, b.n ? b.n : 1);
    uint32_t n = 0;
    leaf_types(pi->shape, b.t, &n);
    HAttr *sh = hr_attr(pi, "sharding");
    HSlice *shs = hlo_arena_new(&r->arena, HSlice, b.n + 1);
    int nsh = sh ? split_sharding(sh->val, shs, (int)b.n + 1) : 0;
    for (uint32_t i = 0; i < b.n; i++, a++) {
      b.v[i] = (Val){r->next_id++, -1};
      putf(r, "%s%%%u: %s", a ? ", " : "", b.v[i].id, b.t[i]);
      bool any = false;
      if (ai[a].alias >= 0) {
        putf(r, " {tf.aliasing_output = %lld : i32", (long long)ai[a].alias);
        any = true;
      }
      if (ai[a].donor) {
        put(r, any ? ", " : " {");
        put(r, "jax.buffer_donor = true");
        any = true;
      }
      if (sh && (nsh == (int)b.n || b.n == 1)) {
        put(r, any ? ", " : " {");
        put_sharding(r, nsh == (int)b.n ? shs[i] : sh->val);
        any = true;
      }
      if (any)
        put(r, "}");
    }
    params[p] = b;
    /* The parameter's other attributes are checked like any op's. */
    for (uint32_t k = 0; k < pi->nattrs; k++)
      if (!pi->attrs[k].used && !known_attr(pi->attrs[k].key))
        hr_error(r, pi->attrs[k].key.p, "unexpected attribute '%.*s' for 'parameter'",
                 (int)pi->attrs[k].key.n, pi->attrs[k].key.p);
  }
  put(r, ") -> (");
  const char **rt = hlo_arena_new(&r->arena, const char *, root->shape->nleaves + 1);
  uint32_t nr = 0;
  leaf_types(root->shape, rt, &nr);
  HAttr *rsh = entry ? hr_attr(root, "sharding") : NULL;
  HSlice *rshs = hlo_arena_new(&r->arena, HSlice, nr + 1);
  int nrsh = rsh ? split_sharding(rsh->val, rshs, (int)nr + 1) : 0;
  for (uint32_t i = 0; i < nr; i++) {
    putf(r, "%s%s", i ? ", " : "", rt[i]);
    if (rsh && (nrsh == (int)nr || nr == 1)) {
      put(r, " {");
      put_sharding(r, nrsh == (int)nr ? rshs[i] : rsh->val);
      put(r, "}");
    }
  }
  put(r, ") {\n");
  emit_body(r, c, params, true);
  put(r, "  } loc(");
  put_file_loc(r, c->at);
  put(r, ")\n");
}

static void visit_calls(HReader *r, HComp *c);

/* Writes the functions `in` calls (and those they call) not yet written. */
static void visit_instr_calls(HReader *r, HInstr *in) {
  static const char *const keys[] = {"to_apply", "called_computations", "calls", "condition",
                                     "body", "select", "scatter", "branch_computations",
                                     "true_computation", "false_computation"};
  bool is_call = hs_eq(in->opcode, "call") || hs_eq(in->opcode, "custom-call");
  for (size_t k = 0; k < sizeof keys / sizeof *keys; k++) {
    HAttr *a = hr_attr(in, keys[k]);
    if (!a)
      continue;
    uint32_t cs[256];
    int n = hr_attr_comps(r, a, cs, 256);
    for (int i = 0; i < n; i++) {
      HComp *c = &r->mod.comps[cs[i]];
      bool as_func = is_call && (k == 0 || k == 1);
      if (as_func) {
        if (c->emitted)
          continue;
        c->emitted = true;
        visit_calls(r, c);
        emit_function(r, c, false);
      } else if (!c->scanned) {
        c->scanned = true;
        visit_calls(r, c);
      }
    }
  }
}

static void visit_calls(HReader *r, HComp *c) {
  if (++r->depth > 64)
    hr_error(r, c->at, "computations nest more than 64 deep");
  for (uint32_t k = 0; k < c->ninstrs; k++)
    visit_instr_calls(r, &c->instrs[c->order[k]]);
  r->depth--;
}

void hr_emit_module(HReader *r) {
  HModule *m = &r->mod;
  mark_functions(r);
  HloStr attrs = {0};
  track(r, &attrs);
  HAttr *a;
  if ((a = module_attr(r, "num_partitions")))
    hlo_str_printf(&attrs, "%smhlo.num_partitions = %.*s : i32", attrs.len ? ", " : "",
                   (int)a->val.n, a->val.p);
  if ((a = module_attr(r, "replica_count")))
    hlo_str_printf(&attrs, "%smhlo.num_replicas = %.*s : i32", attrs.len ? ", " : "",
                   (int)a->val.n, a->val.p);
  if ((a = module_attr(r, "is_scheduled")) && hs_eq(a->val, "true"))
    hlo_str_printf(&attrs, "%smhlo.is_scheduled = true", attrs.len ? ", " : "");
  if ((a = module_attr(r, "frontend_attributes"))) {
    hlo_str_printf(&attrs, "%smhlo.frontend_attributes = ", attrs.len ? ", " : "");
    string_dict(r, a->val, &attrs);
  }
  static const char *const ignored[] = {
      "entry_computation_layout", "input_output_alias", "buffer_donor",
      "alias_passthrough_params", "allow_spmd_sharding_propagation_to_parameters",
      "allow_spmd_sharding_propagation_to_output", "spmd_output_sharding",
      "spmd_parameters_shardings", "cross_program_prefetch", "cross_program_prefetches",
      "use_auto_spmd_partitioning", "auto_spmd_partitioning_mesh_shape",
      "auto_spmd_partitioning_mesh_ids", "launch_id", "origin_recovery_table",
      "deduplicate_hlo", "debug_attributes"};
  for (uint32_t i = 0; i < m->nattrs; i++) {
    HAttr *ma = &m->attrs[i];
    if (ma->used)
      continue;
    bool known = false;
    for (size_t k = 0; k < sizeof ignored / sizeof *ignored; k++)
      known |= hs_eq(ma->key, ignored[k]);
    if (!known)
      hr_error(r, ma->key.p, "unexpected module attribute '%.*s'", (int)ma->key.n, ma->key.p);
  }
  HloStr name = {0};
  track(r, &name);
  put_escaped(&name, m->name.p, m->name.n);
  putf(r, "module @\"%s\"", name.data ? name.data : "");
  untrack(r, &name);
  if (attrs.len)
    putf(r, " attributes {%s}", attrs.data);
  untrack(r, &attrs);
  put(r, " {\n");
  /* Callees first, in the order their calls appear, the entry last: the
   * order the printer writes them in, so that a round trip keeps it. */
  visit_calls(r, &m->comps[m->entry]);
  emit_function(r, &m->comps[m->entry], true);
  put(r, "} loc(");
  put_file_loc(r, r->text);
  put(r, ")\n");
}
