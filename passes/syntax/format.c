/*
 * Layer syntax (passes/syntax/, public header syntax.h): StableHLO's own
 * pretty syntax in and out (docs/syntax.md). format.c compiles the op
 * format table (formats.def), read.c translates pretty text to generic
 * text for MLIR's parser, print.c prints modules in pretty form,
 * directives.c holds the named custom directives, each a reader and a
 * printer. It may call support and the MLIR C API; it knows nothing of
 * the ir layer, which calls it to parse.
 *
 * The table is compiled once per process into element arrays and an
 * open-addressing index by op name; both directions then interpret the
 * same elements, so a format written once is read and printed alike.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/internal.h"

typedef struct Source {
  const char *name, *format, *inherent;
} Source;

static const Source sources[] = {
#define SYNTAX_OP(name, format, inherent) {name, format, inherent},
#include "syntax/formats.def"
#undef SYNTAX_OP
};

#define NFORMATS (sizeof sources / sizeof sources[0])
#define INDEX_SIZE 1024 /* a power of two, over twice the table */

static OpFormat formats[NFORMATS];
static int index_slots[INDEX_SIZE]; /* format + 1, 0 empty */
static pthread_once_t compiled = PTHREAD_ONCE_INIT;

static uint32_t hash_name(const char *s, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

static bool slice_is(Slice s, const char *t, size_t n) {
  return s.n == n && memcmp(s.p, t, n) == 0;
}

static Slice cut(const char *p, const char *end) { return (Slice){p, (size_t)(end - p)}; }

/* The table is part of the program: a malformed entry is a bug, caught by
 * the first test that reads anything. */
static void bad_format(const Source *s, const char *why) {
  fprintf(stderr, "hlomem: bad op format for %s: %s\n", s->name, why);
  abort();
}

static int attr_kind(const Source *s, Slice k, FElem *e) {
  static const struct {
    const char *word;
    int kind;
    const char *type;
  } kinds[] = {
      {"i64", A_INT, "i64"},  {"i32", A_INT, "i32"},   {"ui64", A_INT, "ui64"},
      {"ui32", A_INT, "ui32"}, {"f64", A_F64, "f64"},   {"bool", A_BOOL, NULL},
      {"str", A_STR, NULL},    {"sym", A_SYM, NULL},    {"dims", A_DIMS, NULL},
      {"typed", A_TYPED, NULL}, {"attr", A_ANY, NULL},
  };
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (slice_is(k, kinds[i].word, strlen(kinds[i].word))) {
      if (kinds[i].type)
        e->arg = (Slice){kinds[i].type, strlen(kinds[i].type)};
      return kinds[i].kind;
    }
  if (k.n > 5 && !memcmp(k.p, "enum:", 5)) {
    e->arg = cut(k.p + 5, k.p + k.n);
    return A_ENUM;
  }
  if (k.n > 5 && !memcmp(k.p, "wrap:", 5)) {
    const char *bar = memchr(k.p, '|', k.n);
    if (!bar)
      bad_format(s, "wrap without |");
    e->arg = cut(k.p + 5, bar);
    e->arg2 = cut(bar + 1, k.p + k.n);
    return A_WRAP;
  }
  bad_format(s, "unknown attribute kind");
  return 0;
}

static int type_kind(const Source *s, Slice k) {
  static const char *const words[] = {"same", "fn", "results", "complex", "select",
                                      "tuple", "pairwise", "operands"};
  for (int i = 0; i < (int)(sizeof words / sizeof words[0]); i++)
    if (slice_is(k, words[i], strlen(words[i])))
      return i;
  if (k.n > 1 && k.p[0] == '%')
    return T_OPERAND;
  bad_format(s, "unknown type directive");
  return 0;
}

static int custom_kind(const Source *s, Slice k) {
  static const char *const words[] = {
      "constant", "while",  "reduce",   "barrier",     "slice",      "dot-dims",  "precision",
      "precision-algorithm", "conv-dims", "window", "exp-mant", "call-target", "callee",
      "region-args", "scan"};
  for (int i = 0; i < (int)(sizeof words / sizeof words[0]); i++)
    if (slice_is(k, words[i], strlen(words[i])))
      return i;
  bad_format(s, "unknown custom directive");
  return 0;
}

static void compile_custom(const Source *s, Slice tok, FElem *e) {
  const char *open = memchr(tok.p, '(', tok.n);
  if (!open || tok.p[tok.n - 1] != ')')
    bad_format(s, "custom directive without (attributes)");
  e->kind = F_CUSTOM;
  e->sub = custom_kind(s, cut(tok.p + 7, open));
  const char *p = open + 1, *end = tok.p + tok.n - 1;
  while (p < end) {
    const char *comma = memchr(p, ',', (size_t)(end - p));
    const char *stop = comma ? comma : end;
    if (e->nattrs == FORMAT_MAX_ATTRS)
      bad_format(s, "too many attributes");
    e->attrs[e->nattrs++] = cut(p, stop);
    p = stop + 1;
  }
  e->text = cut(tok.p + 7, open);
}

static void compile_elem(const Source *s, Slice tok, FElem *e) {
  memset(e, 0, sizeof *e);
  e->text = tok;
  if (slice_is(tok, "''", 2)) {
    e->kind = F_NOSPACE;
  } else if (tok.p[0] == '%' && tok.n > 1) {
    if (tok.p[tok.n - 1] == ',' && tok.p[tok.n - 2] == '*') {
      e->kind = F_OPERANDS_COMMA;
      e->text.n -= 2;
    } else if (tok.p[tok.n - 1] == '*') {
      e->kind = F_OPERANDS;
      e->text.n -= 1;
    } else {
      e->kind = F_OPERAND;
    }
  } else if (tok.p[0] == '@' && tok.n > 1) {
    const char *colon = memchr(tok.p, ':', tok.n);
    if (!colon)
      bad_format(s, "attribute without kind");
    e->kind = F_ATTR;
    e->text = cut(tok.p + 1, colon);
    e->sub = attr_kind(s, cut(colon + 1, tok.p + tok.n), e);
  } else if (slice_is(tok, "attr-dict", 9)) {
    e->kind = F_ATTR_DICT;
  } else if (tok.n > 5 && !memcmp(tok.p, "type:", 5)) {
    e->kind = F_TYPE;
    e->arg = cut(tok.p + 5, tok.p + tok.n);
    e->sub = type_kind(s, e->arg);
  } else if (tok.n > 7 && !memcmp(tok.p, "custom:", 7)) {
    compile_custom(s, tok, e);
  } else if (slice_is(tok, "(?", 2)) {
    e->kind = F_OPT_BEGIN;
  } else if (slice_is(tok, "?)", 2)) {
    e->kind = F_OPT_END;
  } else {
    e->kind = F_LIT;
  }
}

/* Links type:%x to its operand and each (? to its ?). */
static void link_elems(const Source *s, OpFormat *f) {
  int open = -1;
  for (int i = 0; i < f->nelems; i++) {
    FElem *e = &f->elems[i];
    if (e->kind == F_OPT_BEGIN) {
      if (open >= 0)
        bad_format(s, "nested optional group");
      open = i;
    } else if (e->kind == F_OPT_END) {
      if (open < 0)
        bad_format(s, "?) without (?");
      f->elems[open].match = i;
      open = -1;
    } else if (e->kind == F_TYPE && e->sub == T_OPERAND) {
      e->operand = -1;
      for (int j = 0; j < f->nelems; j++)
        if (f->elems[j].kind == F_OPERAND && e->arg.n - 1 == f->elems[j].text.n - 1 &&
            !memcmp(e->arg.p + 1, f->elems[j].text.p + 1, e->arg.n - 1))
          e->operand = j;
      if (e->operand < 0)
        bad_format(s, "type of an unknown operand");
    }
  }
  if (open >= 0)
    bad_format(s, "(? without ?)");
}

static void add_inherent(OpFormat *f, Slice name, int *cap) {
  for (int i = 0; i < f->ninherent; i++)
    if (slice_is(f->inherent[i], name.p, name.n))
      return;
  if (f->ninherent == *cap) {
    *cap = *cap ? *cap * 2 : 8;
    f->inherent = hlo_xrealloc(f->inherent, (size_t)*cap * sizeof *f->inherent);
  }
  f->inherent[f->ninherent++] = name;
}

static void compile_one(const Source *s, OpFormat *f) {
  f->name = (Slice){s->name, strlen(s->name)};
  f->dialect = cut(s->name, strchr(s->name, '.'));
  size_t cap = 8;
  f->elems = hlo_xmalloc(cap * sizeof *f->elems);
  for (const char *p = s->format; *p;) {
    while (*p == ' ')
      p++;
    const char *start = p;
    while (*p && *p != ' ')
      p++;
    if (p == start)
      break;
    if ((size_t)f->nelems == cap) {
      cap *= 2;
      f->elems = hlo_xrealloc(f->elems, cap * sizeof *f->elems);
    }
    compile_elem(s, cut(start, p), &f->elems[f->nelems++]);
  }
  link_elems(s, f);
  int icap = 0;
  for (int i = 0; i < f->nelems; i++) {
    FElem *e = &f->elems[i];
    if (e->kind == F_ATTR)
      add_inherent(f, e->text, &icap);
    for (int j = 0; j < e->nattrs; j++)
      add_inherent(f, e->attrs[j], &icap);
    if (e->kind == F_CUSTOM && (e->sub == C_WHILE || e->sub == C_REDUCE ||
                                e->sub == C_REGION_ARGS || e->sub == C_SCAN))
      f->has_region = true;
  }
  for (const char *p = s->inherent; *p;) {
    while (*p == ' ')
      p++;
    const char *start = p;
    while (*p && *p != ' ')
      p++;
    if (p > start)
      add_inherent(f, cut(start, p), &icap);
  }
}

static void compile_all(void) {
  for (size_t i = 0; i < NFORMATS; i++) {
    compile_one(&sources[i], &formats[i]);
    uint32_t h = hash_name(formats[i].name.p, formats[i].name.n) & (INDEX_SIZE - 1);
    while (index_slots[h])
      h = (h + 1) & (INDEX_SIZE - 1);
    index_slots[h] = (int)i + 1;
  }
}

const OpFormat *format_lookup(const char *name, size_t len) {
  pthread_once(&compiled, compile_all);
  uint32_t h = hash_name(name, len) & (INDEX_SIZE - 1);
  for (; index_slots[h]; h = (h + 1) & (INDEX_SIZE - 1)) {
    const OpFormat *f = &formats[index_slots[h] - 1];
    if (slice_is(f->name, name, len))
      return f;
  }
  return NULL;
}

bool format_is_inherent(const OpFormat *f, const char *name, size_t len) {
  for (int i = 0; i < f->ninherent; i++)
    if (slice_is(f->inherent[i], name, len))
      return true;
  return false;
}

const OpFormat *format_at(size_t i) {
  pthread_once(&compiled, compile_all);
  return i < NFORMATS ? &formats[i] : NULL;
}

size_t format_count(void) { return NFORMATS; }
