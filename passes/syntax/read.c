/*
 * The reader: pretty StableHLO text to generic text, for MLIR's parser.
 *
 * Contract: hlo_syntax_translate copies its input, except that every op
 * written in a pretty form formats.def describes is rewritten as the same
 * op in generic form, source ranges in locations (`"f":1:2 to 3:4`, which
 * MLIR 19 rejects) keep their start, and bare `return`/`call` in a
 * func.func body become generic func ops. Generic ops, func.func and
 * module headers, aliases, comments and blank text pass through as they
 * are, so pretty and generic ops mix freely. Every op's first token keeps
 * its line and column: MLIR gives the op the location it has in the input.
 * hlo_syntax_translate_for_parser also writes the translated signatures'
 * tensor types as aliases defined on line 1 (docs/syntax.md).
 *
 * Design: one forward pass of a hand-written scanner. Text that passes
 * through is not copied token by token: a mark trails the cursor and the
 * span between is flushed when a translated op or a fixed location needs
 * to be written. A translated op is written on its first line; the lines
 * it spanned are restored by newlines after it, and a region inside it is
 * written from the line of its `{`, so the ops inside keep their lines.
 * The pretty form leaves out operand types: a hash table maps each SSA
 * name to the type(s) it was defined with (function and block arguments,
 * op results), latest definition first, which is MLIR's scoping for any
 * input MLIR accepts. Cost is linear in the input: no regexes, the output
 * and tables grow by doubling, per-op scratch is reused.
 *
 * Errors in the pretty syntax stop the translation with the input's
 * line:col. Errors MLIR's parser finds later in translated text are
 * mapped back by hlo_syntax_map_position, which translates once more
 * recording, for every piece written, where it came from.
 */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/internal.h"

/* ---- the value table ---- */

typedef struct Value {
  const char *name; /* with its %, NULL: empty slot */
  uint32_t len;
  uint32_t ntypes;
  Slice type;   /* ntypes == 1 */
  Slice *types; /* ntypes > 1, in the arena */
} Value;

/* Where a piece of output came from, for mapping errors back. */
typedef struct Anchor {
  size_t out, in;
} Anchor;

#define MAX_DEPTH 256

typedef struct ResultName {
  Slice name;
  uint32_t count;
} ResultName;

/* Where an op being translated starts, and where its results end. */
typedef struct OpSpan {
  const char *start, *results_end;
} OpSpan;

struct Reader {
  const char *text, *end, *pos;
  const char *tok_end; /* end of the last token consumed */
  const char *mark;    /* start of input not yet written; NULL: none pending */
  HloStr *out;
  /* line counting, incremental: both cursors only move forward */
  const char *in_line_pos;
  unsigned in_line;
  size_t out_line_pos;
  unsigned out_line;
  /* SSA names and their types */
  Value *values;
  size_t nvalues, cap_values;
  HloArena arena;
  /* per-op scratch, one level per region nesting */
  OpText ops[MAX_DEPTH];
  ResultName *results[MAX_DEPTH];
  size_t nresults[MAX_DEPTH], cap_results[MAX_DEPTH];
  OpSpan spans[MAX_DEPTH];
  Slice *fn_ins, *fn_outs; /* scratch for splitting function types */
  size_t cap_fn_ins, cap_fn_outs;
  int depth;
  int in_func;
  unsigned fresh;
  /* errors */
  bool failed;
  HloSyntaxError *err;
  /* anchors: only when mapping an error back */
  bool anchoring;
  Anchor *anchors;
  size_t nanchors, cap_anchors;
  /* type aliases, for MLIR's parser alone (hlo_syntax_translate_for_parser) */
  bool aliasing;          /* signature types are written as !__hlo_tN */
  bool first_op_seen;     /* the first op at the top was looked at */
  const char *filename;   /* the parser's source name */
  const char *module_loc; /* a module header on line 1: its first token */
  size_t alias_at;        /* where in the output the last alias was written */
  SyntaxAliases aliases;
};

/* ASCII classes, without the C library's locale tables: this is the
 * scanner's inner loop. */
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool is_alnum(char c) { return is_alpha(c) || is_digit(c); }
static bool is_space(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; }
static bool is_ident_char(char c) { return is_alnum(c) || c == '_' || c == '$' || c == '.'; }
static bool is_suffix_char(char c) { return is_ident_char(c) || c == '-'; }

static void values_grow(Reader *r) {
  size_t cap = r->cap_values ? r->cap_values * 2 : 1024;
  Value *old = r->values;
  size_t oldcap = r->cap_values;
  r->values = hlo_xcalloc(cap, sizeof *r->values);
  r->cap_values = cap;
  for (size_t i = 0; i < oldcap; i++) {
    if (!old[i].name)
      continue;
    uint32_t h = syntax_hash(old[i].name, old[i].len) & (uint32_t)(cap - 1);
    while (r->values[h].name)
      h = (h + 1) & (uint32_t)(cap - 1);
    r->values[h] = old[i];
  }
  free(old);
}

static Value *value_slot(Reader *r, const char *name, size_t len) {
  if ((r->nvalues + 1) * 2 > r->cap_values)
    values_grow(r);
  uint32_t h = syntax_hash(name, len) & (uint32_t)(r->cap_values - 1);
  while (r->values[h].name &&
         !(r->values[h].len == len && memcmp(r->values[h].name, name, len) == 0))
    h = (h + 1) & (uint32_t)(r->cap_values - 1);
  return &r->values[h];
}

static void define_types(Reader *r, Slice name, const Slice *types, size_t n) {
  Value *v = value_slot(r, name.p, name.n);
  if (!v->name) {
    v->name = name.p;
    v->len = (uint32_t)name.n;
    r->nvalues++;
  }
  v->ntypes = (uint32_t)n;
  if (n == 1) {
    v->type = types[0];
  } else if (n > 1) {
    v->types = hlo_arena_alloc(&r->arena, n * sizeof *types);
    memcpy(v->types, types, n * sizeof *types);
  }
}

void rd_define(Reader *r, Slice name, Slice type) { define_types(r, name, &type, 1); }

Slice rd_lookup(Reader *r, Slice use) {
  const char *hash = memchr(use.p, '#', use.n);
  size_t base = hash ? (size_t)(hash - use.p) : use.n;
  size_t index = 0;
  if (hash) {
    int64_t v = 0;
    scan_decimal(hash + 1, use.p + use.n, &v);
    index = v > 0 ? (size_t)v : 0;
  }
  if (!r->cap_values)
    return (Slice){NULL, 0};
  Value *v = value_slot(r, use.p, base);
  if (!v->name || index >= v->ntypes)
    return (Slice){NULL, 0};
  return v->ntypes == 1 ? v->type : v->types[index];
}

Slice rd_intern(Reader *r, const char *fmt, ...) {
  va_list ap;
  HloStr s = {0};
  va_start(ap, fmt);
  hlo_str_vprintf(&s, fmt, ap);
  va_end(ap);
  Slice out = {hlo_arena_strndup(&r->arena, s.data, s.len), s.len};
  hlo_str_free(&s);
  return out;
}

/* ---- output ---- */

static void anchor(Reader *r, const char *in) {
  if (!r->anchoring)
    return;
  if (r->nanchors == r->cap_anchors) {
    r->cap_anchors = r->cap_anchors ? r->cap_anchors * 2 : 256;
    r->anchors = hlo_xrealloc(r->anchors, r->cap_anchors * sizeof *r->anchors);
  }
  r->anchors[r->nanchors++] = (Anchor){r->out->len, (size_t)(in - r->text)};
}

static void emit(Reader *r, const char *s, size_t n) { hlo_str_append(r->out, s, n); }
static void emits(Reader *r, const char *s) { hlo_str_append(r->out, s, strlen(s)); }
/* Writes a piece of the input, remembering where it came from. */
static void emit_from(Reader *r, Slice s) {
  anchor(r, s.p);
  emit(r, s.p, s.n);
}

/* Writes the pending input up to `upto`. */
static void flush(Reader *r, const char *upto) {
  if (r->mark && upto > r->mark) {
    anchor(r, r->mark);
    emit(r, r->mark, (size_t)(upto - r->mark));
  }
  r->mark = NULL;
}

static unsigned count_newlines(const char *p, const char *end) {
  unsigned n = 0;
  while ((p = memchr(p, '\n', (size_t)(end - p)))) {
    n++;
    p++;
  }
  return n;
}

static unsigned in_line_at(Reader *r, const char *pos) {
  if (pos < r->in_line_pos) {
    r->in_line_pos = r->text;
    r->in_line = 1;
  }
  r->in_line += count_newlines(r->in_line_pos, pos);
  r->in_line_pos = pos;
  return r->in_line;
}

static unsigned out_line_now(Reader *r) {
  r->out_line += count_newlines(r->out->data + r->out_line_pos, r->out->data + r->out->len);
  r->out_line_pos = r->out->len;
  return r->out_line;
}

/* Pads the output with newlines to the line of `pos` in the input. */
static void sync_line(Reader *r, const char *pos) {
  unsigned want = in_line_at(r, pos);
  if (!r->out->data)
    hlo_str_append(r->out, "", 0);
  for (unsigned have = out_line_now(r); have < want; have++)
    emit(r, "\n", 1);
}

/* ---- errors ---- */

static void position_of(const Reader *r, const char *pos, unsigned *line, unsigned *col) {
  *line = 1 + count_newlines(r->text, pos);
  const char *bol = pos;
  while (bol > r->text && bol[-1] != '\n')
    bol--;
  *col = (unsigned)(pos - bol) + 1;
}

static bool error_at(Reader *r, const char *pos, const char *fmt, va_list ap) {
  if (r->failed)
    return false;
  r->failed = true;
  if (r->err) {
    position_of(r, pos, &r->err->line, &r->err->col);
    vsnprintf(r->err->message, sizeof r->err->message, fmt, ap);
  }
  return false;
}

static bool error_at_pos(Reader *r, const char *pos, const char *fmt, ...) HLO_PRINTF(3, 4);
static bool error_at_pos(Reader *r, const char *pos, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  error_at(r, pos, fmt, ap);
  va_end(ap);
  return false;
}

bool rd_error_at(Reader *r, const char *pos, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  error_at(r, pos, fmt, ap);
  va_end(ap);
  return false;
}

bool rd_error(Reader *r, const char *fmt, ...) {
  rd_skip_ws(r);
  va_list ap;
  va_start(ap, fmt);
  error_at(r, r->pos, fmt, ap);
  va_end(ap);
  return false;
}

const char *rd_pos(Reader *r) { return r->pos; }

/* ---- scanning ---- */

void rd_skip_ws(Reader *r) {
  const char *p = r->pos, *end = r->end;
  for (;;) {
    while (p < end && (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r'))
      p++;
    if (p + 1 < end && p[0] == '/' && p[1] == '/') {
      const char *nl = memchr(p, '\n', (size_t)(end - p));
      p = nl ? nl : end;
      continue;
    }
    break;
  }
  r->pos = p;
}

static char peek(Reader *r) {
  rd_skip_ws(r);
  return r->pos < r->end ? *r->pos : '\0';
}

static void take(Reader *r, const char *to) {
  r->pos = to;
  r->tok_end = to;
}

/* The end of a string literal starting at p (at its quote). */
static const char *string_end(const Reader *r, const char *p) {
  for (p++; p < r->end; p++) {
    if (*p == '\\' && p + 1 < r->end)
      p++;
    else if (*p == '"')
      return p + 1;
  }
  return r->end;
}

/* The end of a bracketed group starting at p, `open` ... `close`,
 * nesting only those, strings skipped. */
static const char *group_end(const Reader *r, const char *p, char open, char close) {
  int depth = 0;
  for (; p < r->end; p++) {
    if (*p == '"') {
      p = string_end(r, p) - 1;
    } else if (*p == open) {
      depth++;
    } else if (*p == close) {
      if (--depth == 0)
        return p + 1;
    } else if (open == '<' && *p == '-' && p + 1 < r->end && p[1] == '>') {
      p++; /* an arrow inside <...>: affine maps, function types */
    }
  }
  return r->end;
}

/* The end of a value of an attribute dictionary or list starting at p:
 * stops at `,` or a closing bracket at depth 0. */
static const char *item_end(const Reader *r, const char *p) {
  int depth = 0;
  for (; p < r->end; p++) {
    char c = *p;
    if (c == '"') {
      p = string_end(r, p) - 1;
    } else if (c == '-' && p + 1 < r->end && p[1] == '>') {
      p++;
    } else if (c == '(' || c == '[' || c == '{' || c == '<') {
      depth++;
    } else if (c == ')' || c == ']' || c == '}' || c == '>') {
      if (depth-- == 0)
        return p;
    } else if (c == ',' && depth == 0) {
      return p;
    }
  }
  return r->end;
}

static const char *ident_end(const Reader *r, const char *p) {
  while (p < r->end && is_ident_char(*p))
    p++;
  return p;
}

static bool at_slice(Reader *r, const char *lit, size_t n) {
  rd_skip_ws(r);
  if ((size_t)(r->end - r->pos) < n || memcmp(r->pos, lit, n) != 0)
    return false;
  if (is_ident_char(lit[n - 1]) && r->pos + n < r->end && is_ident_char(r->pos[n]))
    return false;
  if (n == 1 && lit[0] == '-' && r->pos + 1 < r->end && r->pos[1] == '>')
    return false;
  return true;
}

bool rd_at(Reader *r, const char *lit) { return at_slice(r, lit, strlen(lit)); }

/* A format literal: expected next. */
static bool expect_slice(Reader *r, Slice lit) {
  if (at_slice(r, lit.p, lit.n)) {
    take(r, r->pos + lit.n);
    return true;
  }
  return rd_error(r, "expected '%.*s'", (int)lit.n, lit.p);
}

bool rd_accept(Reader *r, const char *lit) {
  if (!rd_at(r, lit))
    return false;
  take(r, r->pos + strlen(lit));
  return true;
}

bool rd_expect(Reader *r, const char *lit) {
  if (rd_accept(r, lit))
    return true;
  return rd_error(r, "expected '%s'", lit);
}

bool rd_at_value(Reader *r) { return peek(r) == '%'; }

/* %name or %name#3 */
bool rd_value(Reader *r, Slice *name) {
  *name = (Slice){NULL, 0};
  if (!rd_at_value(r))
    return rd_error(r, "expected SSA value");
  const char *p = r->pos + 1;
  while (p < r->end && is_suffix_char(*p))
    p++;
  if (p < r->end && *p == '#')
    for (p++; p < r->end && is_digit(*p);)
      p++;
  if (p == r->pos + 1)
    return rd_error(r, "expected SSA value");
  *name = (Slice){r->pos, (size_t)(p - r->pos)};
  take(r, p);
  return true;
}

bool rd_int(Reader *r, int64_t *v) {
  rd_skip_ws(r);
  const char *end = scan_decimal(r->pos, r->end, v);
  if (end == r->pos)
    return rd_error(r, "expected integer");
  take(r, end);
  return true;
}

bool rd_keyword(Reader *r, Slice *word) {
  *word = (Slice){NULL, 0};
  rd_skip_ws(r);
  if (r->pos >= r->end || !(is_alpha(*r->pos) || *r->pos == '_'))
    return rd_error(r, "expected keyword");
  const char *e = ident_end(r, r->pos);
  *word = (Slice){r->pos, (size_t)(e - r->pos)};
  take(r, e);
  return true;
}

bool rd_symbol(Reader *r, Slice *sym) {
  *sym = (Slice){NULL, 0};
  if (peek(r) != '@')
    return rd_error(r, "expected symbol name");
  const char *p = r->pos + 1;
  if (p < r->end && *p == '"')
    p = string_end(r, p);
  else
    p = ident_end(r, p);
  if (p == r->pos + 1)
    return rd_error(r, "expected symbol name");
  *sym = (Slice){r->pos, (size_t)(p - r->pos)};
  take(r, p);
  return true;
}

/* A type: `(a, b) -> c`, `tensor<...>`, `!dialect.t<...>`, `i32`. */
static const char *type_end(Reader *r, const char *p);

static const char *type_list_end(Reader *r, const char *p) {
  /* p at '(' */
  p++;
  for (;;) {
    while (p < r->end && is_space(*p))
      p++;
    if (p < r->end && *p == ')')
      return p + 1;
    const char *e = type_end(r, p);
    if (!e)
      return NULL;
    p = e;
    while (p < r->end && is_space(*p))
      p++;
    if (p < r->end && *p == ',') {
      p++;
      continue;
    }
    if (p < r->end && *p == ')')
      return p + 1;
    return NULL;
  }
}

static const char *type_end(Reader *r, const char *p) {
  if (p >= r->end)
    return NULL;
  if (*p == '(') {
    const char *e = type_list_end(r, p);
    if (!e)
      return NULL;
    const char *q = e;
    while (q < r->end && is_space(*q))
      q++;
    if (q + 1 < r->end && q[0] == '-' && q[1] == '>') {
      q += 2;
      while (q < r->end && is_space(*q))
        q++;
      return type_end(r, q);
    }
    return e;
  }
  const char *s = p;
  if (*p == '!')
    p++;
  p = ident_end(r, p);
  if (p == s || (p == s + 1 && *s == '!'))
    return NULL;
  if (p < r->end && *p == '<')
    p = group_end(r, p, '<', '>');
  return p;
}

bool rd_type(Reader *r, Slice *type) {
  *type = (Slice){NULL, 0};
  rd_skip_ws(r);
  const char *e = type_end(r, r->pos);
  if (!e)
    return rd_error(r, "expected type");
  *type = (Slice){r->pos, (size_t)(e - r->pos)};
  take(r, e);
  return true;
}

static void push_slice(Slice **v, size_t *n, size_t *cap, Slice s) {
  if (*n == *cap) {
    *cap = *cap ? *cap * 2 : 8;
    *v = hlo_xrealloc(*v, *cap * sizeof **v);
  }
  (*v)[(*n)++] = s;
}

bool rd_type_list(Reader *r, Slice **types, size_t *n, size_t *cap) {
  do {
    Slice t;
    if (!rd_type(r, &t))
      return false;
    push_slice(types, n, cap, t);
  } while (rd_accept(r, ","));
  return true;
}

static bool split_function_type_in(Reader *r, Slice **ins, size_t *nin, size_t *capin,
                                   Slice **outs, size_t *nout, size_t *capout) {
  take(r, r->pos + 1);
  if (!rd_accept(r, ")")) {
    if (!rd_type_list(r, ins, nin, capin) || !rd_expect(r, ")"))
      return false;
  }
  if (!rd_accept(r, "->"))
    return false;
  size_t first = *nout;
  if (rd_at(r, "(")) {
    /* `-> (a, b)`, unless it is one function-typed result */
    const char *save = r->pos;
    take(r, r->pos + 1);
    if (rd_accept(r, ")"))
      return true;
    if (rd_type_list(r, outs, nout, capout) && rd_accept(r, ")") && peek(r) == '\0')
      return true;
    r->pos = save;
    r->failed = false;
    *nout = first;
  }
  Slice t;
  if (!rd_type(r, &t))
    return false;
  push_slice(outs, nout, capout, t);
  return true;
}

/* Splits a function type `(a, b) -> c` or `(a) -> (b, c)` into its
 * parts, appending to ins and outs; false if it is not a function type.
 * Scans the type's text with the reader's own cursor, put back after. */
static bool split_function_type(Reader *r, Slice fn, Slice **ins, size_t *nin, size_t *capin,
                                Slice **outs, size_t *nout, size_t *capout) {
  if (!fn.n || fn.p[0] != '(')
    return false;
  const char *pos = r->pos, *end = r->end, *tok_end = r->tok_end;
  bool failed = r->failed;
  HloSyntaxError *err = r->err;
  r->pos = fn.p;
  r->end = fn.p + fn.n;
  r->failed = false;
  r->err = NULL;
  bool ok = split_function_type_in(r, ins, nin, capin, outs, nout, capout);
  r->pos = pos;
  r->end = end;
  r->tok_end = tok_end;
  r->failed = failed;
  r->err = err;
  return ok;
}

/* One attribute value; with_type: and its `: type` if present. */
static const char *attr_end(Reader *r, const char *p) {
  if (p >= r->end)
    return p;
  char c = *p;
  if (c == '"')
    return string_end(r, p);
  if (c == '[')
    return group_end(r, p, '[', ']');
  if (c == '{')
    return group_end(r, p, '{', '}');
  if (c == '(')
    return group_end(r, p, '(', ')');
  if (c == '<')
    return group_end(r, p, '<', '>');
  if (c == '@') {
    p++;
    p = (p < r->end && *p == '"') ? string_end(r, p) : ident_end(r, p);
    while (p + 2 < r->end && p[0] == ':' && p[1] == ':' && p[2] == '@') {
      p += 3;
      p = (p < r->end && *p == '"') ? string_end(r, p) : ident_end(r, p);
    }
    return p;
  }
  if (is_digit(c) || c == '-' || c == '+') {
    for (p++; p < r->end; p++) {
      if (is_alnum(*p) || *p == '.')
        continue;
      if ((*p == '-' || *p == '+') && (p[-1] == 'e' || p[-1] == 'E'))
        continue;
      break;
    }
    return p;
  }
  if (c == '#' || c == '!')
    p++;
  p = ident_end(r, p);
  if (p < r->end && *p == '<')
    p = group_end(r, p, '<', '>');
  return p;
}

static bool attr_value(Reader *r, Slice *value, Slice *type) {
  *value = (Slice){NULL, 0};
  rd_skip_ws(r);
  const char *s = r->pos, *e = attr_end(r, s);
  if (e == s)
    return rd_error(r, "expected attribute value");
  take(r, e);
  *value = (Slice){s, (size_t)(e - s)};
  if (type) {
    type->p = NULL;
    type->n = 0;
    if (rd_at(r, ":") && !rd_at(r, "::")) {
      take(r, r->pos + 1);
      if (!rd_type(r, type))
        return false;
      value->n = (size_t)(type->p + type->n - s);
    }
  }
  return true;
}

bool rd_attr_value(Reader *r, Slice *value, bool with_type) {
  Slice type;
  return attr_value(r, value, with_type ? &type : NULL);
}

/* ---- the op being read ---- */

static void str_sep(HloStr *s) {
  if (s->len)
    hlo_str_append(s, ", ", 2);
}

void op_prop(OpText *op, const char *name, const char *fmt, ...) {
  str_sep(&op->props);
  hlo_str_puts(&op->props, name);
  hlo_str_append(&op->props, " = ", 3);
  va_list ap;
  va_start(ap, fmt);
  hlo_str_vprintf(&op->props, fmt, ap);
  va_end(ap);
}

void op_prop_slice(OpText *op, const char *name, Slice value) {
  str_sep(&op->props);
  hlo_str_puts(&op->props, name);
  hlo_str_append(&op->props, " = ", 3);
  hlo_str_append(&op->props, value.p, value.n);
}

void op_add_operand(Reader *r, OpText *op, Slice name) {
  (void)r;
  if (op->noperands == op->cap_operands) {
    op->cap_operands = op->cap_operands ? op->cap_operands * 2 : 8;
    op->operands = hlo_xrealloc(op->operands, op->cap_operands * sizeof *op->operands);
    op->operand_types =
        hlo_xrealloc(op->operand_types, op->cap_operands * sizeof *op->operand_types);
  }
  op->operands[op->noperands] = name;
  op->operand_types[op->noperands] = (Slice){NULL, 0};
  op->noperands++;
}

void op_add_result_type(OpText *op, Slice type) {
  push_slice(&op->result_types, &op->nresults, &op->cap_results, type);
}

size_t rd_nresults(Reader *r) {
  size_t n = 0;
  for (size_t i = 0; i < r->nresults[r->depth]; i++)
    n += r->results[r->depth][i].count;
  return n;
}

/* {a = 1, "b.c" = x, d}: each entry to the properties if the op owns it. */
bool rd_attr_dict(Reader *r, OpText *op) {
  if (peek(r) != '{')
    return true;
  take(r, r->pos + 1);
  if (rd_accept(r, "}"))
    return true;
  do {
    rd_skip_ws(r);
    const char *s = r->pos, *name_end;
    if (*s == '"') {
      name_end = string_end(r, s);
    } else {
      name_end = ident_end(r, s);
      if (name_end == s)
        return rd_error(r, "expected attribute name");
    }
    take(r, name_end);
    const char *e = name_end;
    if (rd_accept(r, "=")) {
      rd_skip_ws(r);
      e = item_end(r, r->pos);
      if (e == r->pos)
        return rd_error(r, "expected attribute value");
      while (e > r->pos && is_space(e[-1]))
        e--;
      take(r, e);
    }
    bool quoted = *s == '"';
    HloStr *dst = op->format && format_is_inherent(op->format, s + quoted,
                                                   (size_t)(name_end - s) - 2 * quoted)
                      ? &op->props
                      : &op->attrs;
    str_sep(dst);
    hlo_str_append(dst, s, (size_t)(e - s));
  } while (rd_accept(r, ","));
  return rd_expect(r, "}");
}

/* ---- locations ---- */

/* Appends loc(...) text to `out` dropping the end of source ranges:
 * MLIR 19 reads `"f":1:2` but not `"f":1:2 to 3:4` or `"f":1:2 to :4`. */
static void location_text(Reader *r, const char *s, const char *e, HloStr *out) {
  const char *run = s;
  for (const char *p = s; p < e; p++) {
    if (*p != '"')
      continue;
    p = string_end(r, p);
    const char *q = p;
    int numbers = 0;
    while (q < e && *q == ':' && q + 1 < e && is_digit(q[1]) && numbers < 2) {
      for (q++; q < e && is_digit(*q);)
        q++;
      numbers++;
    }
    if (numbers == 2 && e - q > 4 && !memcmp(q, " to ", 4)) {
      hlo_str_append(out, run, (size_t)(q - run));
      for (q += 4; q < e && (is_digit(*q) || *q == ':');)
        q++;
      run = q;
    }
    p--;
  }
  hlo_str_append(out, run, (size_t)(e - run));
}

static void emit_location(Reader *r, const char *s, const char *e) {
  anchor(r, s);
  location_text(r, s, e, r->out);
}

static bool at_loc(Reader *r) { return rd_at(r, "loc") && r->pos + 3 < r->end && r->pos[3] == '('; }

/* An optional ` loc(...)` (block arguments of pretty regions): appended
 * to `out`, fixed. */
void rd_optional_location(Reader *r, HloStr *out) {
  if (!at_loc(r))
    return;
  const char *s = r->pos, *e = group_end(r, s + 3, '(', ')');
  hlo_str_append(out, " ", 1);
  location_text(r, s, e, out);
  take(r, e);
}

/* A loc(...) in passing text: written fixed, in place. */
static void pass_location(Reader *r) {
  const char *s = r->pos, *e = group_end(r, s + 3, '(', ')');
  if (r->mark) {
    flush(r, s);
    emit_location(r, s, e);
    r->mark = e;
  }
  take(r, e);
}

/* ---- regions and blocks ---- */

static void block_list(Reader *r);
static void op_statement(Reader *r);

/* ^bb0(%a: t loc(...), ...): in passing text. */
static void block_label(Reader *r) {
  take(r, ident_end(r, r->pos + 1));
  if (rd_accept(r, "(") && !rd_accept(r, ")")) {
    do {
      Slice name, type;
      if (!rd_value(r, &name) || !rd_expect(r, ":") || !rd_type(r, &type))
        return;
      rd_define(r, name, type);
      if (at_loc(r))
        pass_location(r);
    } while (rd_accept(r, ","));
    if (!rd_expect(r, ")"))
      return;
  }
  rd_expect(r, ":");
}

/* `#name = value` or `!name = type` at the top: value up to the end of
 * its line, brackets balanced (locations fixed). */
static void alias_definition(Reader *r) {
  const char *p = r->pos;
  int depth = 0;
  for (; p < r->end; p++) {
    char c = *p;
    if (c == '"')
      p = string_end(r, p) - 1;
    else if (c == '(' || c == '[' || c == '{' || c == '<')
      depth++;
    else if ((c == ')' || c == ']' || c == '}' || c == '>') && !(c == '>' && p[-1] == '-'))
      depth--;
    else if (c == '\n' && depth <= 0)
      break;
  }
  if (r->mark && memmem(r->pos, (size_t)(p - r->pos), " to ", 4)) {
    flush(r, r->pos);
    emit_location(r, r->pos, p);
    r->mark = p;
  }
  take(r, p);
}

/* An op or block label starting on the line of an alias written before
 * it: its column (its arguments') would differ from the plain
 * translation's. */
static bool after_alias_on_line(const Reader *r, const char *start) {
  if (!r->aliases.n || memchr(r->out->data + r->alias_at, '\n', r->out->len - r->alias_at))
    return false;
  return !r->mark || !memchr(r->mark, '\n', (size_t)(start - r->mark));
}

static void block_list(Reader *r) {
  for (;;) {
    char c = peek(r);
    if (r->failed || c == '\0' || c == '}')
      return;
    if (c == '^') {
      if (r->aliasing && after_alias_on_line(r, r->pos))
        r->aliasing = false;
      block_label(r);
    } else if ((c == '#' || c == '!') && r->depth == 0) {
      alias_definition(r);
    } else if (c == '{' && r->pos + 1 < r->end && r->pos[1] == '-') {
      /* {-# dialect_resources ... #-} */
      const char *e = memmem(r->pos, (size_t)(r->end - r->pos), "#-}", 3);
      take(r, e ? e + 3 : r->end);
    } else {
      op_statement(r);
    }
  }
}

/* A region of passing text: `{` blocks `}`. */
static void pass_region(Reader *r) {
  take(r, r->pos + 1);
  block_list(r);
  rd_expect(r, "}");
}

static OpText *op_begin(Reader *r, const OpFormat *f, Slice name) {
  OpText *op = &r->ops[r->depth];
  op->format = f;
  op->name = name;
  op->props.len = 0;
  op->attrs.len = 0;
  op->noperands = 0;
  op->nresults = 0;
  op->nregions = 0;
  return op;
}

/* The generic head: `%r = "name"(%a, %b) <{props}>`. */
static void emit_head(Reader *r, OpText *op, const char *start, const char *results_end) {
  if (results_end > start) {
    emit_from(r, (Slice){start, (size_t)(results_end - start)});
    emit(r, " ", 1);
  }
  anchor(r, op->name.p);
  emit(r, "\"", 1);
  emit(r, op->format->name.p, op->format->name.n);
  emit(r, "\"(", 2);
  for (size_t i = 0; i < op->noperands; i++) {
    if (i)
      emits(r, ", ");
    emit_from(r, op->operands[i]);
  }
  emit(r, ")", 1);
  if (op->props.len) {
    emits(r, " <{");
    emit(r, op->props.data, op->props.len);
    emits(r, "}>");
  }
}

bool rd_region(Reader *r, OpText *op, const char *entry_args) {
  if (op->nregions == 0) {
    emit_head(r, op, r->spans[r->depth].start, r->spans[r->depth].results_end);
    emits(r, " (");
  } else {
    emits(r, ", ");
  }
  op->nregions++;
  if (peek(r) != '{')
    return rd_error(r, "expected '{' to begin a region");
  sync_line(r, r->pos);
  anchor(r, r->pos);
  emit(r, "{", 1);
  take(r, r->pos + 1);
  if (entry_args && peek(r) != '^') {
    emits(r, "^bb0(");
    emits(r, entry_args);
    emits(r, "):");
  }
  if (r->depth + 1 >= MAX_DEPTH)
    return rd_error(r, "regions nested too deeply");
  r->depth++;
  r->mark = r->tok_end;
  block_list(r);
  r->depth--;
  if (r->failed)
    return false;
  if (peek(r) != '}')
    return rd_error(r, "expected '}' to end a region");
  flush(r, r->pos);
  anchor(r, r->pos);
  emit(r, "}", 1);
  take(r, r->pos + 1);
  return true;
}

/* A region the pretty form leaves out (reduce's `applies`): written
 * whole, on the op's line. */
void rd_synthetic_region(Reader *r, OpText *op, const char *body) {
  if (op->nregions == 0) {
    emit_head(r, op, r->spans[r->depth].start, r->spans[r->depth].results_end);
    emits(r, " (");
  } else {
    emits(r, ", ");
  }
  op->nregions++;
  emits(r, body);
}

unsigned rd_fresh(Reader *r) { return r->fresh++; }

/* ---- formats ---- */

static bool read_elems(Reader *r, OpText *op, int from, int to);

static bool read_int_attr(Reader *r, OpText *op, const FElem *e, const char *name) {
  int64_t v;
  if (!rd_int(r, &v))
    return false;
  op_prop(op, name, "%lld : %.*s", (long long)v, (int)e->arg.n, e->arg.p);
  return true;
}

bool rd_dims(Reader *r, HloStr *out) {
  if (!rd_expect(r, "["))
    return false;
  hlo_str_puts(out, "array<i64");
  if (!rd_accept(r, "]")) {
    const char *sep = ": ";
    do {
      int64_t v;
      if (!rd_int(r, &v))
        return false;
      str_item(out, sep, v);
      sep = ", ";
    } while (rd_accept(r, ","));
    if (!rd_expect(r, "]"))
      return false;
  }
  hlo_str_puts(out, ">");
  return true;
}

static bool read_attr(Reader *r, OpText *op, const FElem *e) {
  char name[128];
  snprintf(name, sizeof name, "%.*s", (int)e->text.n, e->text.p);
  Slice v, t;
  switch ((AttrKind)e->sub) {
  case A_INT:
    return read_int_attr(r, op, e, name);
  case A_F64:
    if (!attr_value(r, &v, NULL))
      return false;
    op_prop(op, name, "%.*s : f64", (int)v.n, v.p);
    return true;
  case A_BOOL:
    if (!rd_keyword(r, &v))
      return false;
    if (!(v.n == 4 && !memcmp(v.p, "true", 4)) && !(v.n == 5 && !memcmp(v.p, "false", 5)))
      return error_at_pos(r, v.p, "expected 'true' or 'false'");
    op_prop_slice(op, name, v);
    return true;
  case A_STR:
    if (peek(r) != '"')
      return rd_error(r, "expected string");
    if (!attr_value(r, &v, NULL))
      return false;
    op_prop_slice(op, name, v);
    return true;
  case A_SYM:
    if (!rd_symbol(r, &v))
      return false;
    if (v.p[1] == '"')
      op_prop(op, name, "%.*s", (int)v.n - 1, v.p + 1);
    else
      op_prop(op, name, "\"%.*s\"", (int)v.n - 1, v.p + 1);
    return true;
  case A_DIMS:
    str_sep(&op->props);
    hlo_str_printf(&op->props, "%s = ", name);
    return rd_dims(r, &op->props);
  case A_TYPED:
    if (!attr_value(r, &v, &t))
      return false;
    op_prop_slice(op, name, v);
    return true;
  case A_ANY:
    if (!attr_value(r, &v, NULL))
      return false;
    op_prop_slice(op, name, v);
    return true;
  case A_ENUM:
    if (!rd_keyword(r, &v))
      return false;
    op_prop(op, name, "#stablehlo<%.*s %.*s>", (int)e->arg.n, e->arg.p, (int)v.n, v.p);
    return true;
  case A_WRAP:
    if (!attr_value(r, &v, NULL))
      return false;
    op_prop(op, name, "%.*s%.*s%.*s", (int)e->arg.n, e->arg.p, (int)v.n, v.p, (int)e->arg2.n,
            e->arg2.p);
    return true;
  }
  return false;
}

static int operand_index(const OpFormat *f, int elem) {
  int n = 0;
  for (int i = 0; i < elem; i++)
    if (f->elems[i].kind == F_OPERAND)
      n++;
  return n;
}

static void set_all_operand_types(OpText *op, Slice t) {
  for (size_t i = 0; i < op->noperands; i++)
    op->operand_types[i] = t;
}

bool rd_assign_function_type(Reader *r, OpText *op, Slice fn, const char *at) {
  size_t nin = 0;
  if (!split_function_type(r, fn, &r->fn_ins, &nin, &r->cap_fn_ins, &op->result_types,
                           &op->nresults, &op->cap_results))
    return error_at_pos(r, at, "expected function type");
  Slice *ins = r->fn_ins;
  if (nin != op->noperands)
    return error_at_pos(r, at, "%zu operands present, but expected %zu", op->noperands, nin);
  for (size_t i = 0; i < nin; i++)
    op->operand_types[i] = ins[i];
  return true;
}

static bool read_type_directive(Reader *r, OpText *op, const FElem *e) {
  Slice t;
  rd_skip_ws(r);
  const char *at = r->pos;
  switch ((TypeKind)e->sub) {
  case T_SAME:
  case T_COMPLEX:
  case T_TUPLE:
    if (!rd_type(r, &t))
      return false;
    if (t.p[0] == '(' && e->sub != T_TUPLE)
      return rd_assign_function_type(r, op, t, at);
    if (e->sub == T_SAME)
      set_all_operand_types(op, t);
    op_add_result_type(op, t);
    return true;
  case T_FN:
    if (!rd_type(r, &t))
      return false;
    return rd_assign_function_type(r, op, t, at);
  case T_RESULTS:
    return rd_type_list(r, &op->result_types, &op->nresults, &op->cap_results);
  case T_SELECT: {
    if (!rd_type(r, &t))
      return false;
    if (t.p[0] == '(')
      return rd_assign_function_type(r, op, t, at);
    Slice result;
    if (!rd_expect(r, ",") || !rd_type(r, &result))
      return false;
    if (op->noperands != 3)
      return error_at_pos(r, at, "expected 3 operands");
    op->operand_types[0] = t;
    op->operand_types[1] = op->operand_types[2] = result;
    op_add_result_type(op, result);
    return true;
  }
  case T_PAIRWISE:
  case T_OPERANDS: {
    size_t first = op->nresults;
    if (!rd_type_list(r, &op->result_types, &op->nresults, &op->cap_results))
      return false;
    size_t n = op->nresults - first;
    if (n != op->noperands)
      return error_at_pos(r, at, "expected %zu types, found %zu", op->noperands, n);
    for (size_t i = 0; i < n; i++)
      op->operand_types[i] = op->result_types[first + i];
    if (e->sub == T_OPERANDS)
      op->nresults = first;
    return true;
  }
  case T_OPERAND: {
    if (!rd_type(r, &t))
      return false;
    size_t i = (size_t)operand_index(op->format, e->operand);
    if (i < op->noperands)
      op->operand_types[i] = t;
    return true;
  }
  }
  return false;
}

static bool group_present(Reader *r, const OpFormat *f, int i) {
  const FElem *first = &f->elems[i + 1];
  switch (first->kind) {
  case F_LIT:
    return at_slice(r, first->text.p, first->text.n);
  case F_OPERAND:
  case F_OPERANDS:
  case F_OPERANDS_COMMA:
    return rd_at_value(r);
  default:
    return true;
  }
}

static bool read_elems(Reader *r, OpText *op, int from, int to) {
  const OpFormat *f = op->format;
  for (int i = from; i < to && !r->failed; i++) {
    const FElem *e = &f->elems[i];
    Slice v;
    switch (e->kind) {
    case F_LIT:
      if (!expect_slice(r, e->text))
        return false;
      break;
    case F_NOSPACE:
    case F_OPT_END:
      break;
    case F_OPERAND:
      if (!rd_value(r, &v))
        return false;
      op_add_operand(r, op, v);
      break;
    case F_OPERANDS:
      if (!rd_at_value(r))
        break;
      for (;;) {
        if (!rd_value(r, &v))
          return false;
        op_add_operand(r, op, v);
        const char *save = r->pos, *save_end = r->tok_end;
        if (rd_accept(r, ",") && rd_at_value(r))
          continue;
        r->pos = save;
        r->tok_end = save_end;
        break;
      }
      break;
    case F_OPERANDS_COMMA:
      while (rd_at_value(r)) {
        if (!rd_value(r, &v) || !rd_expect(r, ","))
          return false;
        op_add_operand(r, op, v);
      }
      break;
    case F_ATTR:
      if (!read_attr(r, op, e))
        return false;
      break;
    case F_ATTR_DICT:
      if (!rd_attr_dict(r, op))
        return false;
      break;
    case F_TYPE:
      if (!read_type_directive(r, op, e))
        return false;
      break;
    case F_CUSTOM:
      if (!directive_read(r, op, e))
        return false;
      break;
    case F_OPT_BEGIN:
      if (!group_present(r, f, i))
        i = e->match;
      break;
    }
  }
  return !r->failed;
}

/* ---- statements ---- */

static void push_result(Reader *r, Slice name, uint32_t count) {
  int d = r->depth;
  if (r->nresults[d] == r->cap_results[d]) {
    r->cap_results[d] = r->cap_results[d] ? r->cap_results[d] * 2 : 4;
    r->results[d] = hlo_xrealloc(r->results[d], r->cap_results[d] * sizeof *r->results[d]);
  }
  r->results[d][r->nresults[d]++] = (ResultName){name, count};
}

/* `%a, %b:2 =` */
static bool result_list(Reader *r) {
  r->nresults[r->depth] = 0;
  if (!rd_at_value(r))
    return true;
  do {
    Slice name;
    if (!rd_value(r, &name))
      return false;
    uint32_t count = 1;
    if (rd_accept(r, ":")) {
      int64_t n;
      if (!rd_int(r, &n) || n < 1)
        return false;
      count = (uint32_t)n;
    }
    push_result(r, name, count);
  } while (rd_accept(r, ","));
  return rd_expect(r, "=");
}

static void define_results(Reader *r, const Slice *types, size_t ntypes) {
  size_t k = 0;
  int d = r->depth;
  for (size_t i = 0; i < r->nresults[d]; i++) {
    ResultName *res = &r->results[d][i];
    if (k + res->count > ntypes)
      return;
    define_types(r, res->name, types + k, res->count);
    k += res->count;
  }
}

static void trailing_location(Reader *r, Slice *loc) {
  loc->p = NULL;
  loc->n = 0;
  if (at_loc(r)) {
    const char *s = r->pos, *e = group_end(r, s + 3, '(', ')');
    *loc = (Slice){s, (size_t)(e - s)};
    take(r, e);
  }
}

/* "name"(...) [succ] <{...}> ({...}) {...} : type loc(...) */
static void generic_op(Reader *r) {
  take(r, string_end(r, r->pos));
  if (peek(r) != '(') {
    rd_error(r, "expected '(' to start operand list");
    return;
  }
  take(r, group_end(r, r->pos, '(', ')'));
  if (peek(r) == '[')
    take(r, group_end(r, r->pos, '[', ']'));
  if (peek(r) == '<') {
    if (r->pos + 1 < r->end && r->pos[1] == '{') {
      take(r, group_end(r, r->pos + 1, '{', '}'));
      if (!rd_expect(r, ">"))
        return;
    }
  }
  if (peek(r) == '(') {
    const char *save = r->pos;
    take(r, r->pos + 1);
    if (peek(r) == '{') {
      do {
        if (peek(r) != '{') {
          rd_error(r, "expected '{' to begin a region");
          return;
        }
        if (r->depth + 1 >= MAX_DEPTH) {
          rd_error(r, "regions nested too deeply");
          return;
        }
        r->depth++;
        pass_region(r);
        r->depth--;
        if (r->failed)
          return;
      } while (rd_accept(r, ","));
      if (!rd_expect(r, ")"))
        return;
    } else {
      r->pos = save;
    }
  }
  if (peek(r) == '{')
    take(r, group_end(r, r->pos, '{', '}'));
  if (!rd_expect(r, ":"))
    return;
  Slice fn;
  if (!rd_type(r, &fn))
    return;
  size_t nin = 0, nout = 0;
  if (split_function_type(r, fn, &r->fn_ins, &nin, &r->cap_fn_ins, &r->fn_outs, &nout,
                          &r->cap_fn_outs))
    define_results(r, r->fn_outs, nout);
  if (at_loc(r))
    pass_location(r);
}

/* An op whose syntax no table entry describes: passes up to the end of
 * its line, brackets balanced. */
static void unknown_op(Reader *r) {
  const char *p = r->pos;
  int depth = 0;
  for (; p < r->end; p++) {
    char c = *p;
    if (c == '"')
      p = string_end(r, p) - 1;
    else if (c == '(' || c == '[' || c == '{')
      depth++;
    else if (c == ')' || c == ']' || c == '}') {
      if (depth-- == 0)
        break;
    } else if (c == '\n' && depth <= 0)
      break;
  }
  take(r, p);
}

/* func.func [visibility] @name(%a: t {attrs} loc(..), ...) [-> results]
 * (a declaration: @name(t {attrs}, ...))
 * [attributes {...}] [{ body }] */
static void func_op(Reader *r) {
  Slice word, sym;
  if (peek(r) != '@' && !rd_keyword(r, &word))
    return;
  if (!rd_symbol(r, &sym) || !rd_expect(r, "("))
    return;
  if (!rd_accept(r, ")")) {
    do {
      Slice name, type;
      if (peek(r) != '%') { /* a declaration's arguments are bare types */
        if (!rd_type(r, &type))
          return;
      } else if (!rd_value(r, &name) || !rd_expect(r, ":") || !rd_type(r, &type)) {
        return;
      } else {
        rd_define(r, name, type);
      }
      if (peek(r) == '{')
        take(r, group_end(r, r->pos, '{', '}'));
      if (at_loc(r))
        pass_location(r);
    } while (rd_accept(r, ","));
    if (!rd_expect(r, ")"))
      return;
  }
  if (rd_accept(r, "->")) {
    if (peek(r) == '(')
      take(r, group_end(r, r->pos, '(', ')'));
    else if (!rd_type(r, &word))
      return;
  }
  if (rd_accept(r, "attributes")) {
    if (peek(r) != '{') {
      rd_error(r, "expected '{'");
      return;
    }
    take(r, group_end(r, r->pos, '{', '}'));
  }
  if (peek(r) == '{') {
    r->in_func++;
    r->depth++;
    pass_region(r);
    r->depth--;
    r->in_func--;
  }
  if (at_loc(r))
    pass_location(r);
}

/* Nothing but blanks or a comment from p to the end of its line. */
static bool rest_of_line_blank(const Reader *r, const char *p) {
  while (p < r->end && (*p == ' ' || *p == '\t' || *p == '\r'))
    p++;
  return p >= r->end || *p == '\n' || (p + 1 < r->end && p[0] == '/' && p[1] == '/');
}

/* The aliases go before line 1, where MLIR would take a module header's
 * location from its column: it is written out, as the parser would have
 * made it. */
static void module_location(Reader *r) {
  if (!r->aliasing)
    return;
  if (!r->mark) {
    r->aliasing = false;
    return;
  }
  flush(r, r->tok_end);
  syntax_write_loc(r->out, r->filename, 1, (unsigned)(r->module_loc - r->text) + 1);
  r->module_loc = NULL;
  r->mark = r->tok_end;
}

/* module [@name] [attributes {...}] { body } */
static void module_op(Reader *r) {
  Slice sym;
  if (peek(r) == '@' && !rd_symbol(r, &sym))
    return;
  if (rd_accept(r, "attributes")) {
    if (peek(r) != '{') {
      rd_error(r, "expected '{'");
      return;
    }
    take(r, group_end(r, r->pos, '{', '}'));
  }
  if (peek(r) != '{') {
    rd_error(r, "expected '{' to begin the module body");
    return;
  }
  if (r->module_loc && !rest_of_line_blank(r, r->pos + 1))
    r->aliasing = false; /* an op after the header on line 1 */
  int in_func = r->in_func;
  r->in_func = 0;
  r->depth++;
  pass_region(r);
  r->depth--;
  r->in_func = in_func;
  if (at_loc(r))
    pass_location(r);
  else if (r->module_loc && r->depth == 0)
    module_location(r);
}

static void emit_types(Reader *r, const Slice *types, size_t n, bool parens) {
  if (parens)
    emit(r, "(", 1);
  for (size_t i = 0; i < n; i++) {
    if (i)
      emits(r, ", ");
    if (r->aliasing && syntax_plain_tensor_type(types[i].p, types[i].n)) {
      r->alias_at = r->out->len;
      syntax_alias_write(&r->aliases, types[i].p, types[i].n, r->out);
    } else {
      emit_from(r, types[i]);
    }
  }
  if (parens)
    emit(r, ")", 1);
}

static bool resolve_operand_types(Reader *r, OpText *op) {
  for (size_t i = 0; i < op->noperands; i++) {
    if (op->operand_types[i].p)
      continue;
    op->operand_types[i] = rd_lookup(r, op->operands[i]);
    if (!op->operand_types[i].p)
      return error_at_pos(r, op->operands[i].p, "cannot infer the type of '%.*s': not defined before",
                          (int)op->operands[i].n, op->operands[i].p);
  }
  return true;
}

/* An op in a pretty form: read by its format, written in generic form. */
/* func.return and func.call: MLIR reads their pretty form itself (and
 * its error recovery is sounder on it than on their generic form); they
 * are read only for the types of a call's results, and pass through. */
static void registered_op(Reader *r, const OpFormat *f, Slice name) {
  OpText *op = op_begin(r, f, name);
  if (!read_elems(r, op, 0, f->nelems))
    return;
  if (at_loc(r))
    pass_location(r);
  define_results(r, op->result_types, op->nresults);
}

static void pretty_op(Reader *r, const OpFormat *f, Slice name, const char *start,
                      const char *results_end) {
  if (f->dialect.n == 4 && !memcmp(f->dialect.p, "func", 4)) {
    registered_op(r, f, name);
    return;
  }
  flush(r, start);
  OpText *op = op_begin(r, f, name);
  r->spans[r->depth] = (OpSpan){start, results_end};
  if (!read_elems(r, op, 0, f->nelems))
    return;
  Slice loc;
  trailing_location(r, &loc);
  const char *op_end = r->tok_end;
  if (!resolve_operand_types(r, op))
    return;
  size_t want = rd_nresults(r);
  if (op->nresults != want) {
    error_at_pos(r, start, "'%.*s' defines %zu results but its types give %zu", (int)f->name.n,
                 f->name.p, want, op->nresults);
    return;
  }
  if (op->nregions == 0)
    emit_head(r, op, start, results_end);
  else
    emit(r, ")", 1);
  if (op->attrs.len) {
    emits(r, " {");
    emit(r, op->attrs.data, op->attrs.len);
    emits(r, "}");
  }
  emits(r, " : ");
  emit_types(r, op->operand_types, op->noperands, true);
  emits(r, " -> ");
  bool one = op->nresults == 1 && op->result_types[0].p[0] != '(';
  emit_types(r, op->result_types, op->nresults, !one);
  if (loc.p) {
    emit(r, " ", 1);
    emit_location(r, loc.p, loc.p + loc.n);
  }
  define_results(r, op->result_types, op->nresults);
  sync_line(r, op_end);
  r->mark = op_end;
}

/* The first op at the top: aliases may go before line 1 unless an op
 * there other than a module header would have its column moved. */
static void first_top_op(Reader *r, const char *start) {
  r->first_op_seen = true;
  if (memchr(r->text, '\n', (size_t)(start - r->text)))
    return;
  const char *e = ident_end(r, start);
  Slice word = {start, (size_t)(e - start)};
  if ((word.n == 6 && !memcmp(word.p, "module", 6)) ||
      (word.n == 14 && !memcmp(word.p, "builtin.module", 14)))
    r->module_loc = start;
  else
    r->aliasing = false;
}

static void op_statement(Reader *r) {
  const char *start = r->pos;
  if (r->aliasing && !r->first_op_seen && r->depth == 0)
    first_top_op(r, start);
  if (r->aliasing && after_alias_on_line(r, start))
    r->aliasing = false;
  if (!result_list(r))
    return;
  const char *results_end = r->tok_end > start ? r->tok_end : start;
  char c = peek(r);
  if (c == '"') {
    generic_op(r);
    return;
  }
  Slice name;
  if (!(is_alpha(c) || c == '_')) {
    unknown_op(r); /* not ours: MLIR's parser says what is wrong */
    if (r->pos == start)
      take(r, r->pos + 1);
    return;
  }
  rd_keyword(r, &name);
  char full[160];
  const char *lookup = name.p;
  size_t len = name.n;
  if (!memchr(name.p, '.', name.n) && r->in_func && name.n < 100) {
    len = (size_t)snprintf(full, sizeof full, "func.%.*s", (int)name.n, name.p);
    lookup = full;
  }
  if (len == 9 && !memcmp(lookup, "func.func", 9)) {
    func_op(r);
    return;
  }
  if ((name.n == 6 && !memcmp(name.p, "module", 6)) ||
      (name.n == 14 && !memcmp(name.p, "builtin.module", 14))) {
    module_op(r);
    return;
  }
  const OpFormat *f = format_lookup(lookup, len);
  if (f)
    pretty_op(r, f, name, start, results_end);
  else
    unknown_op(r);
}

/* ---- entry points ---- */

/* A dialect prefix at p that starts a pretty op name: not inside a quoted
 * name ("stablehlo.add"), an attribute (#stablehlo.gather), a type
 * (!stablehlo.token), a symbol (@check.x) or a longer identifier. */
static bool starts_pretty_name(const char *text, const char *p) {
  if (p == text)
    return true;
  char c = p[-1];
  return !(c == '"' || c == '#' || c == '!' || c == '@' || is_ident_char(c));
}

bool hlo_syntax_needed(const char *text, size_t len) {
  static const struct {
    const char *name;
    size_t len;
  } dialects[] = {{"stablehlo", 9}, {"chlo", 4}, {"sdy", 3}, {"check", 5}, {"interpreter", 11}};
  const char *end = text + len;
  /* every dialect-qualified name has a dot: look at the words before dots */
  for (const char *p = text; (p = memchr(p, '.', (size_t)(end - p))); p++) {
    for (size_t k = 0; k < sizeof dialects / sizeof dialects[0]; k++) {
      size_t n = dialects[k].len;
      if ((size_t)(p - text) >= n && !memcmp(p - n, dialects[k].name, n) &&
          starts_pretty_name(text, p - n))
        return true;
    }
  }
  /* a source range: `"f":1:2 to ...` */
  for (const char *p = text; (p = memmem(p, (size_t)(end - p), " to ", 4)); p += 4)
    if (p > text && is_digit(p[-1]))
      return true;
  return false;
}

static void reader_free(Reader *r) {
  for (int d = 0; d < MAX_DEPTH; d++) {
    OpText *op = &r->ops[d];
    hlo_str_free(&op->props);
    hlo_str_free(&op->attrs);
    free(op->operands);
    free(op->operand_types);
    free(op->result_types);
    free(r->results[d]);
  }
  free(r->values);
  free(r->anchors);
  free(r->fn_ins);
  free(r->fn_outs);
  syntax_aliases_free(&r->aliases);
  hlo_arena_free(&r->arena);
}

static bool run(Reader *r, const char *text, size_t len, HloStr *out, HloSyntaxError *err) {
  r->text = r->pos = r->tok_end = r->mark = r->in_line_pos = text;
  r->end = text + len;
  r->in_line = r->out_line = 1;
  r->out = out;
  r->err = err;
  out->len = 0;
  hlo_str_append(out, "", 0);
  r->out_line_pos = 0;
  block_list(r);
  if (!r->failed && peek(r) == '}')
    rd_error(r, "unexpected '}'");
  if (r->failed)
    return false;
  flush(r, r->end);
  return true;
}

bool hlo_syntax_translate(const char *text, size_t len, HloStr *out, HloSyntaxError *err) {
  Reader *r = hlo_xcalloc(1, sizeof *r);
  bool ok = run(r, text, len, out, err);
  reader_free(r);
  free(r);
  return ok;
}

bool hlo_syntax_translate_for_parser(const char *text, size_t len, const char *filename,
                                     HloStr *out, bool *aliased, HloSyntaxError *err) {
  *aliased = false;
  if (!memmem(text, len, "!__hlo_t", 8)) {
    Reader *r = hlo_xcalloc(1, sizeof *r);
    r->aliasing = true;
    r->filename = filename;
    bool ok = run(r, text, len, out, err);
    /* Off after the first alias was written: the text names aliases it
     * cannot define (never seen; translated again below). */
    bool broken = ok && !r->aliasing && r->aliases.n > 0;
    *aliased = ok && r->aliasing && r->aliases.n > 0;
    if (*aliased)
      syntax_aliases_prepend(&r->aliases, out);
    reader_free(r);
    free(r);
    if (!ok || !broken)
      return ok;
  }
  return hlo_syntax_translate(text, len, out, err);
}

void hlo_syntax_map_position(const char *text, size_t len, unsigned *line, unsigned *col) {
  Reader *r = hlo_xcalloc(1, sizeof *r);
  HloStr out = {0};
  r->anchoring = true;
  if (run(r, text, len, &out, NULL) && r->nanchors) {
    /* the output offset of line:col */
    size_t off = 0;
    for (unsigned l = 1; l < *line && off < out.len; off++)
      if (out.data[off] == '\n')
        l++;
    off += *col - 1;
    size_t lo = 0, hi = r->nanchors;
    while (hi - lo > 1) {
      size_t mid = (lo + hi) / 2;
      if (r->anchors[mid].out <= off)
        lo = mid;
      else
        hi = mid;
    }
    Anchor a = r->anchors[lo];
    if (a.out <= off) {
      size_t in = a.in + (off - a.out);
      /* a piece written from elsewhere: never past the next anchor's source */
      if (in > len)
        in = len;
      position_of(r, text + in, line, col);
    }
  }
  hlo_str_free(&out);
  reader_free(r);
  free(r);
}
