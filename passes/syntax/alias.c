/*
 * Type aliases for MLIR's parser (docs/syntax.md, "Type aliases for the
 * parser"): the table of aliased types the reader fills as it translates,
 * and the same for generic text, which needs no translation.
 *
 * Contract: a type is aliased only where its text is a builtin tensor
 * type of a builtin element type, and only where no op or block argument
 * follows it on its line, so every location MLIR takes from a column is
 * the one it takes from the input. The definitions go on line 1, before
 * the text: line numbers stay, and a module header there gets its
 * location written out. The caller parses the result only if MLIR reads
 * it without a diagnostic (hlo_parse_module_as), else the text as it was.
 *
 * Generic text is scanned line by line, in one pass: on each line, the
 * tail after its last `:` that holds nothing but types and punctuation (an
 * op's signature, up to a trailing loc(...)) has its tensor types aliased.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>

#include "syntax/internal.h"

static bool is_ident(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

bool syntax_plain_tensor_type(const char *p, size_t n) {
  if (n < 9 || memcmp(p, "tensor<", 7) != 0 || p[n - 1] != '>')
    return false;
  for (size_t i = 7; i + 1 < n; i++)
    if (!(is_ident(p[i]) || p[i] == '?'))
      return false;
  return true;
}

static void slots_grow(SyntaxAliases *a) {
  size_t cap = a->cap_slots ? a->cap_slots * 2 : 256;
  free(a->slots);
  a->slots = hlo_xcalloc(cap, sizeof *a->slots);
  a->cap_slots = cap;
  for (size_t i = 0; i < a->n; i++) {
    uint32_t h = syntax_hash(a->types[i].p, a->types[i].n) & (uint32_t)(cap - 1);
    while (a->slots[h])
      h = (h + 1) & (uint32_t)(cap - 1);
    a->slots[h] = (uint32_t)i + 1;
  }
}

void syntax_alias_write(SyntaxAliases *a, const char *p, size_t n, HloStr *out) {
  if ((a->n + 1) * 2 > a->cap_slots)
    slots_grow(a);
  uint32_t h = syntax_hash(p, n) & (uint32_t)(a->cap_slots - 1);
  uint32_t k;
  for (; (k = a->slots[h]); h = (h + 1) & (uint32_t)(a->cap_slots - 1))
    if (a->types[k - 1].n == n && memcmp(a->types[k - 1].p, p, n) == 0)
      break;
  if (!k) {
    if (a->n == a->cap) {
      a->cap = a->cap ? a->cap * 2 : 64;
      a->types = hlo_xrealloc(a->types, a->cap * sizeof *a->types);
    }
    a->types[a->n++] = (Slice){p, n};
    a->slots[h] = k = (uint32_t)a->n;
  }
  hlo_str_append(out, "!__hlo_t", 8);
  hlo_str_append_int(out, (int64_t)k - 1);
}

void syntax_aliases_prepend(const SyntaxAliases *a, HloStr *out) {
  HloStr text = {0};
  for (size_t i = 0; i < a->n; i++) {
    hlo_str_append(&text, "!__hlo_t", 8);
    hlo_str_append_int(&text, (int64_t)i);
    hlo_str_append(&text, " = ", 3);
    hlo_str_append(&text, a->types[i].p, a->types[i].n);
    hlo_str_append(&text, " ", 1);
  }
  hlo_str_append(&text, out->data ? out->data : "", out->len);
  hlo_str_free(out);
  *out = text;
}

void syntax_aliases_free(SyntaxAliases *a) {
  free(a->types);
  free(a->slots);
  memset(a, 0, sizeof *a);
}

void syntax_write_loc(HloStr *out, const char *filename, unsigned line, unsigned col) {
  hlo_str_append(out, " loc(\"", 6);
  for (const unsigned char *c = (const unsigned char *)filename; *c; c++) {
    if (*c >= 0x20 && *c < 0x7f && *c != '"' && *c != '\\') {
      hlo_str_append(out, (const char *)c, 1);
    } else {
      static const char hex[] = "0123456789ABCDEF";
      char e[3] = {'\\', hex[*c >> 4], hex[*c & 15]};
      hlo_str_append(out, e, 3);
    }
  }
  hlo_str_append(out, "\":", 2);
  hlo_str_append_int(out, line);
  hlo_str_append(out, ":", 1);
  hlo_str_append_int(out, col);
  hlo_str_append(out, ")", 1);
}

/* ---- generic text ---- */

static const char *skip_blanks(const char *p, const char *e) {
  while (p < e && (*p == ' ' || *p == '\t' || *p == '\r'))
    p++;
  return p;
}

/* The end of a group opened at p (`{`, `(`, `<`), strings skipped; NULL
 * if it does not close on the line. */
static const char *group_close(const char *p, const char *e) {
  int depth = 0;
  for (; p < e; p++) {
    if (*p == '"') {
      for (p++; p < e && *p != '"'; p++)
        if (*p == '\\')
          p++;
    } else if (*p == '{' || *p == '(' || *p == '<' || *p == '[') {
      depth++;
    } else if (*p == '}' || *p == ')' || *p == '>' || *p == ']') {
      if (--depth == 0)
        return p + 1;
    }
  }
  return NULL;
}

static bool at_word(const char *p, const char *e, const char *w) {
  size_t n = strlen(w);
  return (size_t)(e - p) >= n && memcmp(p, w, n) == 0 && (p + n == e || !is_ident(p[n]));
}

/* Line 1 [p, e) holds a module header and nothing after it (`module
 * [@name] [attributes {..}] {` or `"builtin.module"() [<{..}>] ({`):
 * where the header ends (its closing text's kind in *generic), else NULL. */
static const char *module_header(const char *p, const char *e, bool *generic) {
  if (at_word(p, e, "module")) {
    *generic = false;
    p = skip_blanks(p + 6, e);
    if (p < e && *p == '@') {
      for (p++; p < e && (is_ident(*p) || *p == '.' || *p == '$');)
        p++;
      p = skip_blanks(p, e);
    }
    if (at_word(p, e, "attributes")) {
      p = skip_blanks(p + 10, e);
      if (p >= e || *p != '{' || !(p = group_close(p, e)))
        return NULL;
      p = skip_blanks(p, e);
    }
    if (p >= e || *p != '{')
      return NULL;
    p++;
  } else if ((size_t)(e - p) >= 18 && !memcmp(p, "\"builtin.module\"()", 18)) {
    *generic = true;
    p = skip_blanks(p + 18, e);
    if (p + 1 < e && p[0] == '<' && p[1] == '{') {
      if (!(p = group_close(p, e)))
        return NULL;
      p = skip_blanks(p, e);
    }
    if (p + 1 >= e || p[0] != '(' || p[1] != '{')
      return NULL;
    p += 2;
  } else {
    return NULL;
  }
  p = skip_blanks(p, e);
  return p == e || (p + 1 < e && p[0] == '/' && p[1] == '/') ? p : NULL;
}

/* The end of the last line holding more than blanks and comments. */
static const char *content_end(const char *text, const char *end) {
  while (end > text) {
    const char *bol = end;
    while (bol > text && bol[-1] != '\n')
      bol--;
    const char *p = skip_blanks(bol, end);
    const char *q = end;
    while (q > p && (q[-1] == ' ' || q[-1] == '\t' || q[-1] == '\r' || q[-1] == '\n'))
      q--;
    if (q > p && !(p + 1 < q && p[0] == '/' && p[1] == '/'))
      return q;
    end = bol > text ? bol - 1 : text;
  }
  return text;
}

/* The start of the line's aliasable tail: after its last `:`, nothing but
 * types and punctuation up to `stop`. */
static const char *signature_tail(const char *bol, const char *stop) {
  const char *t = stop;
  while (t > bol) {
    char c = t[-1];
    if (!(is_ident(c) || c == '<' || c == '>' || c == '(' || c == ')' || c == ',' || c == ' ' ||
          c == '-' || c == '?' || c == '!' || c == '.' || c == '\t'))
      break;
    t--;
  }
  return t > bol && t[-1] == ':' ? t : stop;
}

/* Where the line's text ends before a trailing ` loc(...)`. */
static const char *before_loc(const char *bol, const char *eol) {
  const char *q = eol;
  while (q > bol && (q[-1] == ' ' || q[-1] == '\t' || q[-1] == '\r'))
    q--;
  if (q == bol || q[-1] != ')')
    return q;
  for (const char *l = q - 4; l > bol; l--)
    if (l[-1] == ' ' && !memcmp(l, "loc(", 4) && group_close(l + 3, q) == q)
      return l - 1;
  return q;
}

static void alias_line(SyntaxAliases *a, const char *bol, const char *eol, HloStr *out) {
  const char *stop = before_loc(bol, eol);
  const char *t = signature_tail(bol, stop);
  const char *done = bol;
  for (const char *p = t; p < stop && (p = memmem(p, (size_t)(stop - p), "tensor<", 7));) {
    const char *close = memchr(p, '>', (size_t)(stop - p));
    if (!close)
      break;
    if ((p == bol || !is_ident(p[-1])) && syntax_plain_tensor_type(p, (size_t)(close + 1 - p))) {
      hlo_str_append(out, done, (size_t)(p - done));
      syntax_alias_write(a, p, (size_t)(close + 1 - p), out);
      done = close + 1;
    }
    p = close + 1;
  }
  hlo_str_append(out, done, (size_t)(eol - done));
}

bool hlo_syntax_alias_generic(const char *text, size_t len, const char *filename, HloStr *out) {
  const char *end = text + len;
  if (memmem(text, len, "!__hlo_t", 8))
    return false;
  const char *eol1 = memchr(text, '\n', len);
  if (!eol1)
    return false;
  const char *first = skip_blanks(text, eol1);
  bool generic = false, module_on_line_1 = false;
  if (first < eol1 && !(first + 1 < eol1 && first[0] == '/' && first[1] == '/') &&
      *first != '#' && *first != '!') {
    if (!module_header(first, eol1, &generic))
      return false; /* another op on line 1: its column would move */
    module_on_line_1 = true;
  }
  /* A module header on line 1 gets its location at its end, which must be
   * the text's last line, with no loc of its own: `}`, or `})`, attributes
   * and `: () -> ()`. */
  const char *module_end = NULL;
  if (module_on_line_1) {
    const char *q = content_end(text, end);
    if (q <= eol1)
      return false;
    const char *bol = q;
    while (bol[-1] != '\n')
      bol--;
    bol = skip_blanks(bol, q);
    static const char fn[] = ": () -> ()";
    size_t n = sizeof fn - 1;
    bool closes = generic ? q - bol >= 2 && !memcmp(bol, "})", 2) && (size_t)(q - bol) >= n + 2 &&
                                !memcmp(q - n, fn, n)
                          : q - bol == 1 && *bol == '}';
    if (!closes)
      return false;
    module_end = q;
  }
  SyntaxAliases a = {0};
  HloStr body = {0};
  hlo_str_append(&body, text, (size_t)(eol1 + 1 - text));
  for (const char *bol = eol1 + 1; bol < end;) {
    const char *nl = memchr(bol, '\n', (size_t)(end - bol));
    const char *eol = nl ? nl : end;
    if (module_end && module_end > bol && module_end <= eol) {
      alias_line(&a, bol, module_end, &body);
      syntax_write_loc(&body, filename, 1, (unsigned)(first - text) + 1);
      hlo_str_append(&body, module_end, (size_t)(eol - module_end));
    } else {
      alias_line(&a, bol, eol, &body);
    }
    if (nl)
      hlo_str_append(&body, "\n", 1);
    bol = eol + 1;
  }
  bool aliased = a.n > 0;
  if (aliased) {
    syntax_aliases_prepend(&a, &body);
    hlo_str_free(out);
    *out = body;
  } else {
    hlo_str_free(&body);
  }
  syntax_aliases_free(&a);
  return aliased;
}
