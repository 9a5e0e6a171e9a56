/*
 * A JSON reader for the reports hlomem wrote earlier (compare=FILE): the
 * whole document parsed into arena nodes by recursive descent, RFC 8259
 * syntax, nesting capped so that no input can exhaust the stack. Integers
 * that fit int64_t stay exact (byte counts exceed a double's 53 bits).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "viewer.h"

enum { MAX_DEPTH = 64 };

typedef struct Reader {
  HloArena *arena;
  const char *text, *p, *end;
  HloStr *error;
  bool failed;
} Reader;

static void fail(Reader *r, const char *what) {
  if (r->failed)
    return;
  r->failed = true;
  int line = 1, col = 1;
  for (const char *q = r->text; q < r->p; q++) {
    if (*q == '\n')
      line++, col = 1;
    else
      col++;
  }
  hlo_str_printf(r->error, "line %d, column %d: %s", line, col, what);
}

static void skip_space(Reader *r) {
  while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r'))
    r->p++;
}

static bool literal(Reader *r, const char *word) {
  size_t n = strlen(word);
  if ((size_t)(r->end - r->p) < n || memcmp(r->p, word, n) != 0)
    return false;
  r->p += n;
  return true;
}

static int hex_digit(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

static bool hex4(Reader *r, unsigned *out) {
  unsigned v = 0;
  for (int i = 0; i < 4; i++) {
    int d = r->p < r->end ? hex_digit(*r->p) : -1;
    if (d < 0) {
      fail(r, "expected four hex digits after \\u");
      return false;
    }
    v = v * 16 + (unsigned)d;
    r->p++;
  }
  *out = v;
  return true;
}

static void put_utf8(HloStr *s, unsigned c) {
  char b[4];
  int n;
  if (c < 0x80)
    b[0] = (char)c, n = 1;
  else if (c < 0x800)
    b[0] = (char)(0xc0 | c >> 6), b[1] = (char)(0x80 | (c & 0x3f)), n = 2;
  else if (c < 0x10000)
    b[0] = (char)(0xe0 | c >> 12), b[1] = (char)(0x80 | ((c >> 6) & 0x3f)),
    b[2] = (char)(0x80 | (c & 0x3f)), n = 3;
  else
    b[0] = (char)(0xf0 | c >> 18), b[1] = (char)(0x80 | ((c >> 12) & 0x3f)),
    b[2] = (char)(0x80 | ((c >> 6) & 0x3f)), b[3] = (char)(0x80 | (c & 0x3f)), n = 4;
  hlo_str_append(s, b, (size_t)n);
}

/* At the opening quote; the string's bytes go to `s`. */
static bool string_body(Reader *r, HloStr *s) {
  s->len = 0;
  hlo_str_append(s, "", 0);
  r->p++;
  while (r->p < r->end && *r->p != '"') {
    const char *run = r->p;
    while (r->p < r->end && *r->p != '"' && *r->p != '\\' && (unsigned char)*r->p >= 0x20)
      r->p++;
    hlo_str_append(s, run, (size_t)(r->p - run));
    if (r->p == r->end || *r->p == '"')
      break;
    if ((unsigned char)*r->p < 0x20) {
      fail(r, "control character in a string");
      return false;
    }
    r->p++; /* the backslash */
    char e = r->p < r->end ? *r->p++ : '\0';
    const char *simple = strchr("\"\\/bfnrt", e);
    if (e && simple) {
      static const char to[] = "\"\\/\b\f\n\r\t";
      hlo_str_append(s, &to[simple - "\"\\/bfnrt"], 1);
      continue;
    }
    if (e != 'u') {
      r->p--;
      fail(r, "unknown escape in a string");
      return false;
    }
    unsigned c;
    if (!hex4(r, &c))
      return false;
    if (c >= 0xd800 && c < 0xdc00) {
      unsigned lo;
      if (!literal(r, "\\u") || !hex4(r, &lo) || lo < 0xdc00 || lo >= 0xe000) {
        fail(r, "unpaired UTF-16 surrogate");
        return false;
      }
      c = 0x10000 + ((c - 0xd800) << 10) + (lo - 0xdc00);
    }
    put_utf8(s, c);
  }
  if (r->p == r->end) {
    fail(r, "unterminated string");
    return false;
  }
  r->p++;
  return true;
}

static bool number(Reader *r, HloJson *v) {
  const char *start = r->p;
  bool integer = true;
  if (r->p < r->end && *r->p == '-')
    r->p++;
  if (r->p == r->end || *r->p < '0' || *r->p > '9') {
    fail(r, "expected a value");
    return false;
  }
  while (r->p < r->end && strchr("0123456789+-.eE", *r->p)) {
    if (strchr(".eE", *r->p))
      integer = false;
    r->p++;
  }
  char buf[64];
  size_t n = (size_t)(r->p - start);
  if (n >= sizeof buf) {
    fail(r, "number too long");
    return false;
  }
  memcpy(buf, start, n);
  buf[n] = '\0';
  char *stop;
  errno = 0;
  if (integer) {
    long long i = strtoll(buf, &stop, 10);
    if (errno == 0 && *stop == '\0') {
      v->kind = HLO_JSON_INT;
      v->u.i = i;
      return true;
    }
  }
  errno = 0;
  v->kind = HLO_JSON_DOUBLE;
  v->u.d = strtod(buf, &stop);
  if (*stop != '\0') {
    fail(r, "malformed number");
    return false;
  }
  return true;
}

static bool value(Reader *r, HloJson *v, int depth, HloStr *scratch);

/* Arrays and objects: items parsed into a growing vector, then moved to
 * the arena at their final size. */
static bool container(Reader *r, HloJson *v, int depth, HloStr *scratch) {
  bool object = *r->p == '{';
  char close = object ? '}' : ']';
  if (depth >= MAX_DEPTH) {
    fail(r, "nested too deeply");
    return false;
  }
  r->p++;
  size_t n = 0, cap = 8;
  HloJson *items = hlo_xmalloc(cap * sizeof *items);
  skip_space(r);
  bool ok = true;
  if (r->p < r->end && *r->p == close) {
    r->p++;
  } else {
    for (;;) {
      if (n == cap)
        items = hlo_xrealloc(items, (cap *= 2) * sizeof *items);
      HloJson *item = &items[n];
      memset(item, 0, sizeof *item);
      skip_space(r);
      if (object) {
        if (r->p == r->end || *r->p != '"') {
          fail(r, "expected a member name");
          ok = false;
          break;
        }
        if (!string_body(r, scratch)) {
          ok = false;
          break;
        }
        item->key = hlo_arena_strndup(r->arena, scratch->data, scratch->len);
        skip_space(r);
        if (r->p == r->end || *r->p != ':') {
          fail(r, "expected ':'");
          ok = false;
          break;
        }
        r->p++;
      }
      if (!value(r, item, depth + 1, scratch)) {
        ok = false;
        break;
      }
      n++;
      skip_space(r);
      if (r->p < r->end && *r->p == ',') {
        r->p++;
        continue;
      }
      if (r->p < r->end && *r->p == close) {
        r->p++;
        break;
      }
      fail(r, object ? "expected ',' or '}'" : "expected ',' or ']'");
      ok = false;
      break;
    }
  }
  if (ok) {
    v->kind = object ? HLO_JSON_OBJECT : HLO_JSON_ARRAY;
    v->n = (int32_t)n;
    v->u.items = hlo_arena_new(r->arena, HloJson, n ? n : 1);
    memcpy(v->u.items, items, n * sizeof *items);
  }
  free(items);
  return ok;
}

static bool value(Reader *r, HloJson *v, int depth, HloStr *scratch) {
  skip_space(r);
  if (r->p == r->end) {
    fail(r, "expected a value");
    return false;
  }
  switch (*r->p) {
  case '{':
  case '[':
    return container(r, v, depth, scratch);
  case '"':
    if (!string_body(r, scratch))
      return false;
    v->kind = HLO_JSON_STRING;
    v->n = (int32_t)scratch->len;
    v->u.s = hlo_arena_strndup(r->arena, scratch->data, scratch->len);
    return true;
  case 't':
  case 'f':
  case 'n':
    if (literal(r, "true") || literal(r, "false")) {
      v->kind = HLO_JSON_BOOL;
      v->u.b = r->p[-1] == 'e' && r->p[-4] == 't';
      return true;
    }
    if (literal(r, "null")) {
      v->kind = HLO_JSON_NULL;
      return true;
    }
    fail(r, "expected a value");
    return false;
  default:
    return number(r, v);
  }
}

HloJson *hlo_json_parse(HloArena *arena, const char *text, size_t len, HloStr *error) {
  Reader r = {arena, text, text, text + len, error, false};
  HloJson *root = hlo_arena_new(arena, HloJson, 1);
  HloStr scratch = {0};
  bool ok = value(&r, root, 0, &scratch);
  hlo_str_free(&scratch);
  if (ok) {
    skip_space(&r);
    if (r.p != r.end) {
      fail(&r, "text after the document");
      ok = false;
    }
  }
  return ok ? root : NULL;
}

const HloJson *hlo_json_get(const HloJson *obj, const char *key) {
  if (!obj || obj->kind != HLO_JSON_OBJECT)
    return NULL;
  for (int32_t i = 0; i < obj->n; i++)
    if (strcmp(obj->u.items[i].key, key) == 0)
      return &obj->u.items[i];
  return NULL;
}

int64_t hlo_json_int(const HloJson *v, int64_t fallback) {
  if (v && v->kind == HLO_JSON_INT)
    return v->u.i;
  if (v && v->kind == HLO_JSON_DOUBLE && v->u.d > -9.2e18 && v->u.d < 9.2e18)
    return (int64_t)v->u.d;
  return fallback;
}

const char *hlo_json_str(const HloJson *v, const char *fallback) {
  return v && v->kind == HLO_JSON_STRING ? v->u.s : fallback;
}
