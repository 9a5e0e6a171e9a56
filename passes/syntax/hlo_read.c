/*
 * XLA's HLO text, read: the grammar of XLA's HloParserImpl
 * (xla/hlo/parser/hlo_parser.cc) into a small parsed module, which
 * hlo_emit.c writes as generic MLIR text for MLIR's parser.
 *
 * Contract: hlo_xla_translate reads a whole module (`HloModule` header,
 * computations, ENTRY) or a bare list of computations, and writes one
 * `module` holding a func.func per entry or called computation; every
 * op carries an explicit location (the instruction's line and column, or
 * what its metadata names), so output lines need not match input lines.
 * Errors stop at the first one with the input's line:col.
 *
 * Design: a scanner over the text in one pass, no tokens kept; names are
 * resolved per computation through a hash table after the computation is
 * read (XLA allows an operand before its definition); attribute values
 * are kept as raw text, each op's writer reads the ones it knows.
 * Everything lives in one arena freed at the end.
 */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/hlo_internal.h"

/* ---- errors and positions ---- */

_Noreturn void hr_error(HReader *r, const char *at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(r->err, sizeof r->err, fmt, ap);
  va_end(ap);
  r->err_at = at ? at : r->pos;
  /* The frames longjmp leaves are still live here: free their strings. */
  for (size_t i = 0; i < r->nlive; i++)
    hlo_str_free(r->live[i]);
  r->nlive = 0;
  longjmp(r->fail, 1);
}

static void position_of(const char *text, const char *at, unsigned *line, unsigned *col) {
  unsigned l = 1;
  const char *ls = text;
  for (const char *p = text; p < at; p++)
    if (*p == '\n') {
      l++;
      ls = p + 1;
    }
  *line = l;
  *col = (unsigned)(at - ls) + 1;
}

bool hs_eq(HSlice s, const char *lit) {
  size_t n = strlen(lit);
  return s.n == n && memcmp(s.p, lit, n) == 0;
}

/* ---- the scanner ---- */

static bool is_ident_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static bool is_ident_char(char c) {
  return is_ident_start(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
}

static void skip_ws(HReader *r) {
  const char *p = r->pos, *e = r->end;
  for (;;) {
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
      p++;
    if (p + 1 < e && p[0] == '/' && p[1] == '*') {
      const char *s = p;
      p += 2;
      while (p + 1 < e && !(p[0] == '*' && p[1] == '/'))
        p++;
      if (p + 1 >= e)
        hr_error(r, s, "unterminated comment");
      p += 2;
    } else if (p + 1 < e && p[0] == '/' && p[1] == '/') {
      while (p < e && *p != '\n')
        p++;
    } else {
      break;
    }
  }
  r->pos = p;
}

static char peek(HReader *r) {
  skip_ws(r);
  return r->pos < r->end ? *r->pos : 0;
}

static bool accept(HReader *r, char c) {
  if (peek(r) != c)
    return false;
  r->pos++;
  return true;
}

static const char *describe(HReader *r) {
  if (r->pos >= r->end)
    return "end of input";
  static _Thread_local char buf[48];
  const char *p = r->pos;
  size_t n = 0;
  if (is_ident_char(*p) || *p == '%')
    while (p + n < r->end && n < 32 && (is_ident_char(p[n]) || (n == 0 && p[n] == '%')))
      n++;
  if (n == 0)
    n = 1;
  snprintf(buf, sizeof buf, "'%.*s'", (int)n, p);
  return buf;
}

static void expect(HReader *r, char c, const char *what) {
  if (!accept(r, c))
    hr_error(r, NULL, "expected '%c' %s, found %s", c, what, describe(r));
}

/* An identifier ([a-zA-Z_][a-zA-Z0-9_.-]*), or an empty slice. */
static HSlice ident(HReader *r) {
  skip_ws(r);
  const char *p = r->pos;
  if (p >= r->end || !is_ident_start(*p))
    return (HSlice){p, 0};
  while (p < r->end && is_ident_char(*p))
    p++;
  HSlice s = {r->pos, (uint32_t)(p - r->pos)};
  r->pos = p;
  return s;
}

/* A name, with or without its %. */
static HSlice name(HReader *r, const char *what) {
  skip_ws(r);
  if (r->pos < r->end && *r->pos == '%')
    r->pos++;
  HSlice s = ident(r);
  if (!s.n)
    hr_error(r, NULL, "expected %s, found %s", what, describe(r));
  return s;
}

static int64_t integer(HReader *r, const char *what) {
  skip_ws(r);
  const char *p = r->pos;
  bool neg = p < r->end && *p == '-';
  if (neg)
    p++;
  if (p >= r->end || *p < '0' || *p > '9')
    hr_error(r, NULL, "expected %s, found %s", what, describe(r));
  uint64_t v = 0;
  while (p < r->end && *p >= '0' && *p <= '9') {
    if (v > (UINT64_MAX - 9) / 10)
      hr_error(r, r->pos, "integer out of range");
    v = v * 10 + (uint64_t)(*p++ - '0');
  }
  if (v > (uint64_t)INT64_MAX)
    hr_error(r, r->pos, "integer out of range");
  r->pos = p;
  return neg ? -(int64_t)v : (int64_t)v;
}

/* Skips a string literal at r->pos (on its '"'). */
static void skip_string(HReader *r) {
  const char *s = r->pos, *p = r->pos + 1;
  while (p < r->end && *p != '"') {
    if (*p == '\\')
      p++;
    p++;
  }
  if (p >= r->end)
    hr_error(r, s, "unterminated string");
  r->pos = p + 1;
}

/* Skips balanced text opened by the bracket at r->pos. */
static void skip_balanced(HReader *r) {
  const char *start = r->pos;
  char stack[256];
  int depth = 0;
  while (r->pos < r->end) {
    char c = *r->pos;
    if (c == '"') {
      skip_string(r);
      continue;
    }
    if (c == '{' || c == '[' || c == '(') {
      if (depth == 256)
        hr_error(r, r->pos, "nesting too deep");
      stack[depth++] = c == '{' ? '}' : c == '[' ? ']' : ')';
    } else if (c == '}' || c == ']' || c == ')') {
      if (depth == 0 || stack[depth - 1] != c)
        hr_error(r, r->pos, "unbalanced '%c'", c);
      if (--depth == 0) {
        r->pos++;
        return;
      }
    }
    r->pos++;
  }
  hr_error(r, start, "unterminated '%c'", *start);
}

/* An attribute value as raw text: balanced brackets and strings, up to a
 * ',' or blank at depth 0 (dim_labels, padding and iota replica groups
 * have no blank). */
static HSlice raw_value(HReader *r) {
  skip_ws(r);
  const char *s = r->pos;
  while (r->pos < r->end) {
    char c = *r->pos;
    if (c == '"')
      skip_string(r);
    else if (c == '{' || c == '[' || c == '(')
      skip_balanced(r);
    else if (c == ',' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '}' ||
             c == ')' || c == ']')
      break;
    else
      r->pos++;
  }
  if (r->pos == s)
    hr_error(r, s, "expected an attribute value, found %s", describe(r));
  return (HSlice){s, (uint32_t)(r->pos - s)};
}

/* ---- shapes ---- */

typedef struct ElemType {
  const char *hlo, *mlir;
} ElemType;

/* XLA's primitive types and the MLIR 19 element type of each (NULL: MLIR
 * 19 has none). */
static const ElemType elem_types[] = {
    {"pred", "i1"},         {"s2", "i2"},          {"s4", "i4"},
    {"s8", "i8"},           {"s16", "i16"},        {"s32", "i32"},
    {"s64", "i64"},         {"u1", "ui1"},         {"u2", "ui2"},
    {"u4", "ui4"},          {"u8", "ui8"},         {"u16", "ui16"},
    {"u32", "ui32"},        {"u64", "ui64"},       {"f16", "f16"},
    {"bf16", "bf16"},       {"f32", "f32"},        {"f64", "f64"},
    {"c64", "complex<f32>"}, {"c128", "complex<f64>"}, {"f8e5m2", "f8E5M2"},
    {"f8e4m3", "f8E4M3"},   {"f8e4m3fn", "f8E4M3FN"}, {"f8e4m3b11fnuz", "f8E4M3B11FNUZ"},
    {"f8e5m2fnuz", "f8E5M2FNUZ"}, {"f8e4m3fnuz", "f8E4M3FNUZ"}, {"f8e3m4", NULL},
    {"f4e2m1fn", NULL},     {"f6e2m3fn", NULL},    {"f6e3m2fn", NULL},
    {"f8e8m0fnu", NULL},    {"token", "!stablehlo.token"}, {"opaque", NULL},
    {"s1", "i1"},
};

static const ElemType *elem_type(HSlice s) {
  for (size_t i = 0; i < sizeof elem_types / sizeof *elem_types; i++)
    if (hs_eq(s, elem_types[i].hlo))
      return &elem_types[i];
  return NULL;
}

/* Whether an identifier followed by '[' starts a shape here. */
static bool at_shape(HReader *r) {
  skip_ws(r);
  const char *p = r->pos;
  if (p < r->end && *p == '(')
    return true;
  const char *s = p;
  while (p < r->end && is_ident_char(*p))
    p++;
  return p > s && p < r->end && *p == '[' && elem_type((HSlice){s, (uint32_t)(p - s)});
}

/* Skips a layout `{1,0:T(8,128)(2,1)E(4)S(1)}` (layouts do not reach
 * MLIR's tensor types). */
static void skip_layout(HReader *r) {
  if (peek(r) != '{')
    return;
  /* A computation's body also opens with '{' after its result shape. */
  const char *p = r->pos + 1;
  while (p < r->end && (*p == ' ' || *p == '\t'))
    p++;
  if (p < r->end && ((*p >= '0' && *p <= '9') || *p == '}' || *p == ':'))
    skip_balanced(r);
}

static HShape *shape(HReader *r);

const char *hr_array_type(HReader *r, const HShape *s) {
  HloStr t = {0};
  hlo_str_puts(&t, "tensor<");
  for (int i = 0; i < s->rank; i++) {
    if (s->dims[i] < 0)
      hlo_str_puts(&t, "?x");
    else
      hlo_str_printf(&t, "%lldx", (long long)s->dims[i]);
  }
  hlo_str_puts(&t, s->elem);
  if (s->bounds) {
    hlo_str_puts(&t, ", #stablehlo.bounds<");
    for (int i = 0; i < s->rank; i++)
      hlo_str_printf(&t, "%s%s", i ? ", " : "",
                     s->bounds[i] < 0 ? "?" : hlo_arena_printf(&r->arena, "%lld",
                                                               (long long)s->bounds[i]));
    hlo_str_puts(&t, ">");
  }
  hlo_str_puts(&t, ">");
  char *type = hlo_arena_strndup(&r->arena, t.data, t.len);
  hlo_str_free(&t);
  return type;
}

static HShape *array_shape(HReader *r) {
  const char *at = r->pos;
  HSlice et = ident(r);
  const ElemType *e = elem_type(et);
  if (!e)
    hr_error(r, at, "unknown element type '%.*s'", (int)et.n, et.p);
  if (!e->mlir)
    hr_error(r, at,
             hs_eq(et, "opaque") ? "element type 'opaque' has no MLIR type"
                                 : "element type '%.*s' does not exist in MLIR 19 (later "
                                   "versions added it)",
             (int)et.n, et.p);
  HShape *s = hlo_arena_new(&r->arena, HShape, 1);
  s->elem = e->mlir;
  s->nleaves = 1;
  expect(r, '[', "after an element type");
  int64_t dims[64], bounds[64];
  bool bounded = false;
  int rank = 0;
  if (!accept(r, ']')) {
    do {
      if (rank == 64)
        hr_error(r, NULL, "too many dimensions");
      skip_ws(r);
      bounds[rank] = -1;
      if (r->pos < r->end && *r->pos == '?') {
        r->pos++;
        dims[rank] = -1;
      } else if (r->pos + 1 < r->end && r->pos[0] == '<' && r->pos[1] == '=') {
        r->pos += 2;
        dims[rank] = -1;
        bounds[rank] = integer(r, "a dimension bound");
        bounded = true;
      } else {
        dims[rank] = integer(r, "a dimension size");
        if (dims[rank] < 0)
          hr_error(r, NULL, "negative dimension size");
      }
      rank++;
    } while (accept(r, ','));
    expect(r, ']', "after the dimensions");
  }
  s->rank = rank;
  s->dims = hlo_arena_new(&r->arena, int64_t, rank ? rank : 1);
  memcpy(s->dims, dims, sizeof(int64_t) * (size_t)rank);
  if (bounded) {
    s->bounds = hlo_arena_new(&r->arena, int64_t, rank);
    memcpy(s->bounds, bounds, sizeof(int64_t) * (size_t)rank);
  }
  if (hs_eq(et, "token")) {
    if (rank)
      hr_error(r, at, "a token has no dimensions");
    s->kind = HS_TOKEN;
    s->type = "!stablehlo.token";
  } else {
    s->kind = HS_ARRAY;
    s->type = hr_array_type(r, s);
  }
  skip_layout(r);
  return s;
}

static HShape *shape(HReader *r) {
  if (accept(r, '(')) {
    if (++r->shape_depth > 64)
      hr_error(r, NULL, "tuples nest more than 64 deep");
    HShape *t = hlo_arena_new(&r->arena, HShape, 1);
    t->kind = HS_TUPLE;
    HShape *buf[16];
    HShape **elems = buf;
    int n = 0, cap = 16;
    if (!accept(r, ')')) {
      do {
        if (n == cap) {
          HShape **more = hlo_arena_new(&r->arena, HShape *, cap * 2);
          memcpy(more, elems, sizeof(HShape *) * (size_t)n);
          elems = more;
          cap *= 2;
        }
        elems[n] = shape(r);
        t->nleaves += elems[n]->nleaves;
        n++;
      } while (accept(r, ','));
      expect(r, ')', "after the tuple's shapes");
    }
    t->elems = hlo_arena_new(&r->arena, HShape *, n ? n : 1);
    memcpy(t->elems, elems, sizeof(HShape *) * (size_t)n);
    t->nelems = n;
    r->shape_depth--;
    return t;
  }
  if (!at_shape(r))
    hr_error(r, NULL, "expected a shape, found %s", describe(r));
  return array_shape(r);
}

/* ---- instructions ---- */

static uint32_t inline_computation(HReader *r);

/* The attributes whose value is one computation, which XLA lets the text
 * write inline (`to_apply={ p0 = f32[] parameter(0) ... }`). */
static bool computation_key(HSlice key) {
  static const char *const keys[] = {"to_apply", "calls", "condition", "body", "select",
                                     "scatter", "true_computation", "false_computation"};
  for (size_t i = 0; i < sizeof keys / sizeof *keys; i++)
    if (hs_eq(key, keys[i]))
      return true;
  return false;
}

/* Whether the '{' at r->pos opens instructions (`{ ROOT x = ...`,
 * `{ x = ...`) rather than a list of computation names (`{%a, %b}`). */
static bool instructions_follow(HReader *r) {
  const char *save = r->pos;
  r->pos++;
  skip_ws(r);
  const char *p = r->pos, *e = r->end;
  bool yes = e - p > 4 && !memcmp(p, "ROOT", 4) && !is_ident_char(p[4]);
  if (!yes) {
    if (p < e && *p == '%')
      p++;
    const char *s = p;
    while (p < e && is_ident_char(*p))
      p++;
    r->pos = p;
    yes = p > s && is_ident_start(*s) && peek(r) == '=';
  }
  r->pos = save;
  return yes;
}

static void attr_list(HReader *r, HAttr **out, uint32_t *nout) {
  HAttr buf[64];
  HAttr *attrs = buf;
  uint32_t n = 0, cap = 64;
  while (accept(r, ',')) {
    const char *at = r->pos;
    HSlice key = ident(r);
    if (!key.n)
      hr_error(r, NULL, "expected an attribute name, found %s", describe(r));
    if (!accept(r, '='))
      hr_error(r, NULL, "expected '=' after attribute '%.*s'", (int)key.n, key.p);
    for (uint32_t i = 0; i < n; i++)
      if (attrs[i].key.n == key.n && memcmp(attrs[i].key.p, key.p, key.n) == 0)
        hr_error(r, at, "attribute '%.*s' already given", (int)key.n, key.p);
    if (n == cap) {
      HAttr *more = hlo_arena_new(&r->arena, HAttr, cap * 2);
      memcpy(more, attrs, sizeof(HAttr) * n);
      attrs = more;
      cap *= 2;
    }
    attrs[n].key = key;
    attrs[n].comp = 0;
    if (computation_key(key) && peek(r) == '{' && instructions_follow(r)) {
      const char *s = r->pos;
      attrs[n].comp = inline_computation(r) + 1;
      attrs[n].val = (HSlice){s, (uint32_t)(r->pos - s)};
    } else if (hs_eq(key, "literal")) {
      /* a custom call's literal: `s32[2]{0} {1, 2}`, blanks inside */
      skip_ws(r);
      const char *s = r->pos;
      if (at_shape(r))
        (void)shape(r);
      if (peek(r) == '{' || peek(r) == '(')
        skip_balanced(r);
      else
        (void)raw_value(r);
      attrs[n].val = (HSlice){s, (uint32_t)(r->pos - s)};
    } else {
      attrs[n].val = raw_value(r);
    }
    attrs[n].used = false;
    n++;
  }
  *out = hlo_arena_new(&r->arena, HAttr, n ? n : 1);
  memcpy(*out, attrs, sizeof(HAttr) * n);
  *nout = n;
}

HAttr *hr_attr(HInstr *in, const char *key) {
  for (uint32_t i = 0; i < in->nattrs; i++)
    if (hs_eq(in->attrs[i].key, key)) {
      in->attrs[i].used = true;
      return &in->attrs[i];
    }
  return NULL;
}

/* The instructions of the computation being read, nested ones first. */
typedef struct HInstrList {
  HInstr *v;
  uint32_t n, cap;
} HInstrList;

static uint32_t push_instr(HReader *r, const HInstr *in) {
  HInstrList *l = r->instrs;
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 16;
    HInstr *more = hlo_arena_new(&r->arena, HInstr, l->cap);
    if (l->n)
      memcpy(more, l->v, sizeof(HInstr) * l->n);
    l->v = more;
  }
  l->v[l->n] = *in;
  return l->n++;
}

static void open_nesting(HReader *r, const char *at) {
  if (++r->nesting > 64)
    hr_error(r, at, "instructions and computations nest more than 64 deep");
}

static void instruction_rhs(HReader *r, HInstr *in);

/* Whether an operand at r->pos is an instruction written in place
 * (`multiply(y, z)`): an opcode and its '(' where a name would end. */
static bool nested_follows(HReader *r) {
  const char *p = r->pos, *save = r->pos;
  if (p >= r->end || !is_ident_start(*p))
    return false;
  while (p < r->end && is_ident_char(*p))
    p++;
  r->pos = p;
  bool yes = peek(r) == '(';
  r->pos = save;
  return yes;
}

/* An instruction written as an operand, its shape (or NULL: inferred)
 * read already: it joins the computation, unnamed, before its user. XLA
 * gives it no attributes (a ',' would be ambiguous). */
static uint32_t nested_instruction(HReader *r, HShape *shape, const char *at) {
  open_nesting(r, at);
  HInstr in;
  memset(&in, 0, sizeof in);
  in.anon = true;
  in.at = at;
  in.shape = shape;
  in.shape_src = (HSlice){at, (uint32_t)(r->pos - at)};
  instruction_rhs(r, &in);
  /* XLA's name for it; messages only say it */
  const char *nm = hlo_arena_printf(&r->arena, "%.*s.anon", (int)in.opcode.n, in.opcode.p);
  in.name = (HSlice){nm, (uint32_t)strlen(nm)};
  in.attrs = hlo_arena_new(&r->arena, HAttr, 1);
  r->nesting--;
  return push_instr(r, &in);
}

/* The operand list of an op, after its '('. */
static void operands(HReader *r, HInstr *in) {
  HSlice names[512];
  const char *ats[512];
  HShape *shapes[512];
  HSlice gtes[512];
  uint32_t nested[512];
  HSlice *pn = names, *pg = gtes;
  const char **pa = ats;
  HShape **ps = shapes;
  uint32_t *pi = nested;
  uint32_t n = 0, cap = 512;
  if (!accept(r, ')')) {
    do {
      if (n == cap) {
        HSlice *nn = hlo_arena_new(&r->arena, HSlice, cap * 2);
        const char **na = hlo_arena_new(&r->arena, const char *, cap * 2);
        HShape **ns = hlo_arena_new(&r->arena, HShape *, cap * 2);
        HSlice *ng = hlo_arena_new(&r->arena, HSlice, cap * 2);
        uint32_t *ni = hlo_arena_new(&r->arena, uint32_t, cap * 2);
        memcpy(ng, pg, sizeof(HSlice) * n);
        pg = ng;
        memcpy(nn, pn, sizeof(HSlice) * n);
        memcpy(na, pa, sizeof(char *) * n);
        memcpy(ns, ps, sizeof(HShape *) * n);
        memcpy(ni, pi, sizeof(uint32_t) * n);
        pn = nn, pa = na, ps = ns, pi = ni;
        cap *= 2;
      }
      skip_ws(r);
      const char *start = r->pos;
      ps[n] = at_shape(r) ? shape(r) : NULL;
      skip_ws(r);
      pa[n] = r->pos;
      pg[n] = (HSlice){r->pos, 0};
      pi[n] = 0;
      if (nested_follows(r)) {
        pi[n] = nested_instruction(r, ps[n], start) + 1;
        pa[n] = start;
        pn[n] = (HSlice){start, (uint32_t)(r->pos - start)};
        ps[n] = NULL; /* the shape was the nested instruction's */
        n++;
        continue;
      }
      pn[n] = name(r, "an operand");
      /* `%t#1#0`: get-tuple-element written in the operand */
      const char *g = r->pos;
      while (r->pos < r->end && *r->pos == '#') {
        r->pos++;
        if (r->pos >= r->end || *r->pos < '0' || *r->pos > '9')
          hr_error(r, NULL, "expected a tuple index after '#'");
        while (r->pos < r->end && *r->pos >= '0' && *r->pos <= '9')
          r->pos++;
      }
      pg[n] = (HSlice){g, (uint32_t)(r->pos - g)};
      n++;
    } while (accept(r, ','));
    expect(r, ')', "after the operands");
  }
  in->noperands = n;
  in->operands = hlo_arena_new(&r->arena, HSlice, n ? n : 1);
  in->operand_at = hlo_arena_new(&r->arena, const char *, n ? n : 1);
  in->operand_shape = hlo_arena_new(&r->arena, HShape *, n ? n : 1);
  memcpy(in->operands, pn, sizeof(HSlice) * n);
  memcpy(in->operand_at, pa, sizeof(char *) * n);
  memcpy(in->operand_shape, ps, sizeof(HShape *) * n);
  in->operand_gte = hlo_arena_new(&r->arena, HSlice, n ? n : 1);
  memcpy(in->operand_gte, pg, sizeof(HSlice) * n);
  in->operand_nested = hlo_arena_new(&r->arena, uint32_t, n ? n : 1);
  memcpy(in->operand_nested, pi, sizeof(uint32_t) * n);
}

/* After the name and '=' of an instruction: its shape, unless left for
 * XLA (and hlomem) to infer (`x = add(a, b)`). */
static void instruction_shape(HReader *r, HInstr *in) {
  skip_ws(r);
  const char *shape_start = r->pos;
  const char *q = r->pos;
  while (q < r->end && is_ident_char(*q))
    q++;
  bool inferred = q > r->pos && q < r->end && *q == '(' && is_ident_start(*r->pos) &&
                  !elem_type((HSlice){r->pos, (uint32_t)(q - r->pos)});
  in->shape = inferred ? NULL : shape(r);
  in->shape_src = (HSlice){shape_start, (uint32_t)(r->pos - shape_start)};
}

/* The opcode and what its parentheses hold; the shape is read. */
static void instruction_rhs(HReader *r, HInstr *in) {
  skip_ws(r);
  in->opcode_at = r->pos;
  in->opcode = ident(r);
  if (!in->opcode.n)
    hr_error(r, NULL, "expected an opcode, found %s", describe(r));
  in->param = -1;
  expect(r, '(', "after the opcode");
  if (hs_eq(in->opcode, "constant")) {
    skip_ws(r);
    const char *s = r->pos;
    int depth = 0;
    while (r->pos < r->end && !(depth == 0 && *r->pos == ')')) {
      char c = *r->pos;
      if (c == '"') {
        skip_string(r);
        continue;
      }
      if (c == '(' || c == '{' || c == '[')
        depth++;
      else if (c == ')' || c == '}' || c == ']')
        depth--;
      if (depth < 0)
        hr_error(r, r->pos, "unbalanced '%c' in the literal", c);
      r->pos++;
    }
    if (r->pos >= r->end)
      hr_error(r, s, "unterminated literal");
    in->payload = (HSlice){s, (uint32_t)(r->pos - s)};
    r->pos++;
  } else if (hs_eq(in->opcode, "parameter")) {
    skip_ws(r);
    in->payload.p = r->pos;
    in->param = integer(r, "a parameter number");
    if (in->param < 0)
      hr_error(r, in->payload.p, "negative parameter number");
    expect(r, ')', "after the parameter number");
  } else {
    operands(r, in);
  }
}

static void instruction(HReader *r, HInstr *in) {
  skip_ws(r);
  const char *at = r->pos;
  HSlice first = ident(r);
  if (hs_eq(first, "ROOT")) {
    in->root = true;
  } else {
    r->pos = at;
  }
  skip_ws(r);
  in->at = r->pos;
  in->name = name(r, "an instruction name");
  expect(r, '=', "after the instruction name");
  instruction_shape(r, in);
  instruction_rhs(r, in);
  attr_list(r, &in->attrs, &in->nattrs);
}

/* ---- name tables ---- */

static uint64_t hash(HSlice s) {
  uint64_t h = 1469598103934665603ull;
  for (uint32_t i = 0; i < s.n; i++)
    h = (h ^ (unsigned char)s.p[i]) * 1099511628211ull;
  return h;
}

typedef HNameTable NameTable;

static void table_init(HReader *r, NameTable *t, uint32_t n) {
  uint32_t cap = 16;
  while (cap < n * 2)
    cap *= 2;
  t->slots = hlo_arena_new(&r->arena, uint32_t, cap);
  t->mask = cap - 1;
}

/* Puts `i` under names[i]; returns the earlier index of that name, or -1. */
static int64_t table_put(NameTable *t, const HSlice *names, size_t stride, uint32_t i) {
  HSlice s = *(const HSlice *)((const char *)names + stride * i);
  for (uint64_t h = hash(s) & t->mask;; h = (h + 1) & t->mask) {
    if (!t->slots[h]) {
      t->slots[h] = i + 1;
      return -1;
    }
    HSlice o = *(const HSlice *)((const char *)names + stride * (t->slots[h] - 1));
    if (o.n == s.n && memcmp(o.p, s.p, s.n) == 0)
      return t->slots[h] - 1;
  }
}

static int64_t table_get(const NameTable *t, const HSlice *names, size_t stride, HSlice s) {
  for (uint64_t h = hash(s) & t->mask;; h = (h + 1) & t->mask) {
    if (!t->slots[h])
      return -1;
    HSlice o = *(const HSlice *)((const char *)names + stride * (t->slots[h] - 1));
    if (o.n == s.n && memcmp(o.p, s.p, s.n) == 0)
      return t->slots[h] - 1;
  }
}

uint32_t hr_comp_index(HReader *r, HSlice nm, const char *at) {
  if (nm.n && nm.p[0] == '%')
    nm.p++, nm.n--;
  int64_t i = table_get(&r->comp_names, &r->mod.comps[0].name, sizeof(HComp), nm);
  if (i < 0)
    hr_error(r, at, "unknown computation '%.*s'", (int)nm.n, nm.p);
  return (uint32_t)i;
}

/* ---- computations ---- */

/* Resolves operand names, numbers parameters and orders the instructions
 * so that every operand comes before its user. */
static void resolve(HReader *r, HComp *c) {
  NameTable t;
  table_init(r, &t, c->ninstrs);
  int64_t maxp = -1;
  for (uint32_t i = 0; i < c->ninstrs; i++) {
    if (!c->instrs[i].anon && table_put(&t, &c->instrs[0].name, sizeof(HInstr), i) >= 0)
      hr_error(r, c->instrs[i].at, "instruction '%.*s' is defined twice", (int)c->instrs[i].name.n,
               c->instrs[i].name.p);
    if (c->instrs[i].param > maxp)
      maxp = c->instrs[i].param;
  }
  if (maxp >= (int64_t)c->ninstrs)
    hr_error(r, c->at, "computation '%.*s' has parameter number %lld but only %u instructions",
             (int)c->name.n, c->name.p, (long long)maxp, c->ninstrs);
  c->nparams = (uint32_t)(maxp + 1);
  c->params = hlo_arena_new(&r->arena, uint32_t, c->nparams ? c->nparams : 1);
  for (uint32_t p = 0; p < c->nparams; p++)
    c->params[p] = UINT32_MAX;
  for (uint32_t i = 0; i < c->ninstrs; i++) {
    HInstr *in = &c->instrs[i];
    if (in->param >= 0) {
      if (c->params[in->param] != UINT32_MAX)
        hr_error(r, in->payload.p, "duplicate parameter number %lld", (long long)in->param);
      c->params[in->param] = i;
    }
    in->operand_index = hlo_arena_new(&r->arena, uint32_t, in->noperands ? in->noperands : 1);
    for (uint32_t k = 0; k < in->noperands; k++) {
      if (in->operand_nested[k]) {
        in->operand_index[k] = in->operand_nested[k] - 1;
        continue;
      }
      int64_t j = table_get(&t, &c->instrs[0].name, sizeof(HInstr), in->operands[k]);
      if (j < 0)
        hr_error(r, in->operand_at[k], "unknown operand '%.*s'", (int)in->operands[k].n,
                 in->operands[k].p);
      in->operand_index[k] = (uint32_t)j;
    }
  }
  for (uint32_t p = 0; p < c->nparams; p++)
    if (c->params[p] == UINT32_MAX)
      hr_error(r, c->at, "computation '%.*s' has no parameter number %u", (int)c->name.n,
               c->name.p, p);
  /* Post-order DFS over operands, from each instruction in text order. */
  uint8_t *state = hlo_arena_new(&r->arena, uint8_t, c->ninstrs);
  uint32_t *stack = hlo_arena_new(&r->arena, uint32_t, c->ninstrs * 2 + 2);
  c->order = hlo_arena_new(&r->arena, uint32_t, c->ninstrs ? c->ninstrs : 1);
  uint32_t norder = 0;
  for (uint32_t s = 0; s < c->ninstrs; s++) {
    if (state[s])
      continue;
    uint32_t sp = 0;
    stack[sp++] = s;
    stack[sp++] = 0;
    state[s] = 1;
    while (sp) {
      uint32_t i = stack[sp - 2], k = stack[sp - 1];
      HInstr *in = &c->instrs[i];
      if (k < in->noperands) {
        stack[sp - 1]++;
        uint32_t j = in->operand_index[k];
        if (state[j] == 1)
          hr_error(r, in->operand_at[k], "operand '%.*s' depends on its own result",
                   (int)in->operands[k].n, in->operands[k].p);
        if (!state[j]) {
          state[j] = 1;
          stack[sp++] = j;
          stack[sp++] = 0;
        }
        continue;
      }
      state[i] = 2;
      c->order[norder++] = i;
      sp -= 2;
    }
  }
}

/* `{ instructions }`: a computation's body, its ROOT (or last
 * instruction) the result. */
static void instruction_list(HReader *r, HComp *c) {
  expect(r, '{', "to open the computation's body");
  HInstrList list = {0}, *outer = r->instrs;
  r->instrs = &list;
  int64_t root = -1;
  while (peek(r) != '}') {
    if (r->pos >= r->end)
      hr_error(r, c->at, "computation '%.*s' is not closed", (int)c->name.n, c->name.p);
    HInstr in;
    memset(&in, 0, sizeof in);
    instruction(r, &in);
    uint32_t i = push_instr(r, &in);
    if (in.root) {
      if (root >= 0)
        hr_error(r, in.at, "computation '%.*s' has more than one ROOT", (int)c->name.n,
                 c->name.p);
      root = i;
    }
  }
  r->pos++;
  r->instrs = outer;
  if (!list.n)
    hr_error(r, c->at, "computation '%.*s' has no instructions", (int)c->name.n, c->name.p);
  c->instrs = list.v;
  c->ninstrs = list.n;
  c->root = root >= 0 ? (uint32_t)root : list.n - 1;
}

static void computation(HReader *r, HComp *c) {
  skip_ws(r);
  const char *at = r->pos;
  HSlice first = ident(r);
  if (hs_eq(first, "ENTRY"))
    c->entry = true;
  else
    r->pos = at;
  skip_ws(r);
  c->at = r->pos;
  c->name = name(r, "a computation name");
  if (peek(r) == '(') {
    /* The signature repeats the parameters; they are read from the body. */
    skip_balanced(r);
    if (peek(r) != '-' || r->pos + 1 >= r->end || r->pos[1] != '>')
      hr_error(r, NULL, "expected '->' after the parameter list, found %s", describe(r));
    r->pos += 2;
    (void)shape(r);
  }
  instruction_list(r, c);
  /* `, execution_thread="..."` may follow. */
  const char *save = r->pos;
  if (accept(r, ',')) {
    HSlice key = ident(r);
    if (hs_eq(key, "execution_thread") && accept(r, '=')) {
      (void)raw_value(r);
    } else {
      r->pos = save;
    }
  }
  resolve(r, c);
}

/* A computation written as an attribute's value (`to_apply={ ... }`),
 * XLA's nested computation: its own names, numbered among the inline ones
 * (named once the module is read). */
static uint32_t inline_computation(HReader *r) {
  HComp c;
  memset(&c, 0, sizeof c);
  skip_ws(r);
  c.at = r->pos;
  c.name = (HSlice){"_", 1};
  open_nesting(r, c.at);
  instruction_list(r, &c);
  resolve(r, &c);
  r->nesting--;
  if (r->ninlined == r->capinlined) {
    r->capinlined = r->capinlined ? r->capinlined * 2 : 4;
    HComp *more = hlo_arena_new(&r->arena, HComp, r->capinlined);
    if (r->ninlined)
      memcpy(more, r->inlined, sizeof(HComp) * r->ninlined);
    r->inlined = more;
  }
  r->inlined[r->ninlined] = c;
  return r->ninlined++;
}

/* The stack frame index XLA writes after the header: `FileNames` and
 * `FunctionNames` (numbered strings), `FileLocations` and `StackFrames`
 * (numbered `{key=value ...}`). Metadata's stack_frame_id names a frame. */
static bool stack_frame_section(HReader *r) {
  skip_ws(r);
  const char *at = r->pos;
  HSlice s = ident(r);
  int kind = hs_eq(s, "FileNames") ? 0 : hs_eq(s, "FunctionNames") ? 1
             : hs_eq(s, "FileLocations") ? 2 : hs_eq(s, "StackFrames") ? 3 : -1;
  if (kind < 0) {
    r->pos = at;
    return false;
  }
  HStackIndex *x = &r->frames;
  for (;;) {
    skip_ws(r);
    if (r->pos >= r->end || *r->pos < '0' || *r->pos > '9')
      break;
    int64_t id = integer(r, "an index");
    skip_ws(r);
    const char *vs = r->pos;
    if (kind < 2) {
      if (r->pos >= r->end || *r->pos != '"')
        hr_error(r, NULL, "expected a string, found %s", describe(r));
      skip_string(r);
    } else {
      if (r->pos >= r->end || *r->pos != '{')
        hr_error(r, NULL, "expected '{', found %s", describe(r));
      skip_balanced(r);
    }
    HSlice v = {vs, (uint32_t)(r->pos - vs)};
    HSlice **arr = kind == 0 ? &x->files : kind == 1 ? &x->functions : kind == 2 ? &x->locations
                                                                                 : &x->frames;
    uint32_t *n = kind == 0 ? &x->nfiles : kind == 1 ? &x->nfunctions : kind == 2 ? &x->nlocations
                                                                                  : &x->nframes;
    if (id != (int64_t)*n + 1)
      hr_error(r, vs, "expected entry %u, found %lld", *n + 1, (long long)id);
    if ((*n & (*n - 1)) == 0) {
      HSlice *more = hlo_arena_new(&r->arena, HSlice, *n ? *n * 2 : 1);
      if (*n)
        memcpy(more, *arr, sizeof(HSlice) * *n);
      *arr = more;
    }
    (*arr)[(*n)++] = v;
  }
  return true;
}

/* Inline computations are named as XLA names them, `_` made unique
 * (`_.1`, ...), as a function's symbol needs a name. */
static void name_inline_computations(HReader *r) {
  HModule *m = &r->mod;
  uint32_t next = 0;
  for (uint32_t i = m->nnamed; i < m->ncomps; i++) {
    HComp *c = &m->comps[i];
    for (;;) {
      const char *nm = next ? hlo_arena_printf(&r->arena, "_.%u", next) : "_";
      next++;
      c->name = (HSlice){nm, (uint32_t)strlen(nm)};
      if (table_put(&r->comp_names, &m->comps[0].name, sizeof(HComp), i) < 0)
        break;
    }
  }
}

int hr_attr_comps(HReader *r, const HAttr *a, uint32_t *out, int max) {
  if (a->comp) {
    if (max < 1)
      hr_error(r, a->val.p, "too many computations");
    out[0] = r->mod.nnamed + a->comp - 1;
    return 1;
  }
  const char *p = a->val.p, *e = a->val.p + a->val.n;
  if (p < e && *p == '{')
    p++, e--;
  int n = 0;
  while (p < e) {
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
      p++;
    if (p >= e)
      break;
    const char *s = p;
    while (p < e && *p != ',' && *p != ' ')
      p++;
    if (n == max)
      hr_error(r, s, "too many computations");
    out[n++] = hr_comp_index(r, (HSlice){s, (uint32_t)(p - s)}, s);
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
      p++;
    if (p < e && *p == ',')
      p++;
  }
  return n;
}

static void module(HReader *r) {
  HModule *m = &r->mod;
  skip_ws(r);
  const char *at = r->pos;
  HSlice kw = ident(r);
  if (hs_eq(kw, "HloModule")) {
    m->name = name(r, "the module's name");
    if (r->pos < r->end && *r->pos == ':')
      r->pos++; /* `HloModule name:` lexes as a name token */
    attr_list(r, &m->attrs, &m->nattrs);
  } else {
    r->pos = at;
    m->name = (HSlice){"module", 6};
  }
  uint32_t cap = 0;
  for (;;) {
    skip_ws(r);
    if (r->pos >= r->end)
      break;
    if (stack_frame_section(r))
      continue;
    if (m->ncomps == cap) {
      cap = cap ? cap * 2 : 8;
      HComp *more = hlo_arena_new(&r->arena, HComp, cap);
      if (m->ncomps)
        memcpy(more, m->comps, sizeof(HComp) * m->ncomps);
      m->comps = more;
    }
    HComp *c = &m->comps[m->ncomps];
    memset(c, 0, sizeof *c);
    computation(r, c);
    m->ncomps++;
  }
  if (!m->ncomps)
    hr_error(r, r->end, "expected a computation, found end of input");
  m->nnamed = m->ncomps;
  if (r->ninlined) {
    HComp *all = hlo_arena_new(&r->arena, HComp, m->ncomps + r->ninlined);
    memcpy(all, m->comps, sizeof(HComp) * m->ncomps);
    memcpy(all + m->ncomps, r->inlined, sizeof(HComp) * r->ninlined);
    m->comps = all;
    m->ncomps += r->ninlined;
  }
  table_init(r, &r->comp_names, m->ncomps);
  int64_t entry = -1;
  for (uint32_t i = 0; i < m->nnamed; i++) {
    if (table_put(&r->comp_names, &m->comps[0].name, sizeof(HComp), i) >= 0)
      hr_error(r, m->comps[i].at, "computation '%.*s' is defined twice", (int)m->comps[i].name.n,
               m->comps[i].name.p);
    if (m->comps[i].entry) {
      if (entry >= 0)
        hr_error(r, m->comps[i].at, "more than one ENTRY computation");
      entry = i;
    }
  }
  m->entry = entry >= 0 ? (uint32_t)entry : m->nnamed - 1;
  name_inline_computations(r);
  for (uint32_t i = 0; i < m->ncomps; i++)
    hr_infer_shapes(r, &m->comps[i]);
}

/* ---- entry points ---- */

bool hlo_xla_detect(const char *text, size_t len) {
  const char *p = text, *e = text + len;
  for (;;) {
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
      p++;
    if (p + 1 < e && p[0] == '/' && p[1] == '/') {
      while (p < e && *p != '\n')
        p++;
    } else if (p + 1 < e && p[0] == '/' && p[1] == '*') {
      p += 2;
      while (p + 1 < e && !(p[0] == '*' && p[1] == '/'))
        p++;
      p += 2;
    } else {
      break;
    }
  }
  return e - p >= 10 && memcmp(p, "HloModule", 9) == 0 && !is_ident_char(p[9]);
}

bool hlo_xla_translate(const char *text, size_t len, const char *filename, HloStr *out,
                       HloSyntaxError *err) {
  HReader *r = hlo_xcalloc(1, sizeof *r);
  r->text = r->pos = text;
  r->end = text + len;
  r->filename = filename;
  r->out = out;
  r->out_line = 1;
  r->counted = out->len;
  bool ok = true;
  if (setjmp(r->fail) == 0) {
    module(r);
    hr_emit_module(r);
  } else {
    ok = false;
    position_of(text, r->err_at, &err->line, &err->col);
    snprintf(err->message, sizeof err->message, "%s", r->err);
  }
  free(r->live);
  hlo_arena_free(&r->arena);
  free(r);
  return ok;
}
