/*
 * The property names of unregistered ops (syntax layer).
 *
 * Contract: hlo_op_each_property lists an op's <{...}> properties, sorted
 * by name, as MLIR keeps them. MLIR 19's C API reads an unregistered op's
 * property by name but cannot list them, and a property can only come from
 * text MLIR parsed or from a builder (hlo_set_property; a clone's are
 * restored from its original). So a registry keeps, for each op name,
 * every name a <{...}> gave an op of that name in a parsed text
 * (hlo_properties_note_text, called on each text MLIR parsed)
 * and every name a builder set; listing an op asks for each of those.
 * The registry may hold more names than an op has, never fewer: a dict
 * whose op cannot be told from the text (a comment in between) counts
 * for every op. It is shared by all threads, grows only, and lives as
 * long as the process: arrays of names are published whole, never changed.
 */
#define _GNU_SOURCE /* memrchr */
#include "hlomem/syntax.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Names {
  size_t n;
  MlirStringRef name[];
} Names;

typedef struct Slot {
  const char *op; /* NULL: free */
  size_t len;
  const Names *names;
} Slot;

static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static Slot *slots;
static size_t nslots, nused;
static const Names *every_op; /* names of dicts whose op is not known */
static const Names no_names;
static HloArena kept;         /* names, op names and Names arrays, never freed */
static uint64_t generation = 1;

static uint64_t hash_text(const char *s, size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
  return h;
}

static int name_order(MlirStringRef a, MlirStringRef b) {
  size_t n = a.length < b.length ? a.length : b.length;
  int c = memcmp(a.data, b.data, n);
  return c ? c : (a.length > b.length) - (a.length < b.length);
}

static bool names_have(const Names *names, MlirStringRef name) {
  for (size_t i = 0; names && i < names->n; i++)
    if (names->name[i].length == name.length && !memcmp(names->name[i].data, name.data, name.length))
      return true;
  return false;
}

/* `names` with `name` added in order: a new array (readers may hold the old). */
static const Names *names_with(const Names *names, MlirStringRef name) {
  size_t n = names ? names->n : 0;
  Names *to = hlo_arena_alloc(&kept, sizeof *to + (n + 1) * sizeof to->name[0]);
  size_t k = 0;
  while (k < n && name_order(names->name[k], name) < 0) {
    to->name[k] = names->name[k];
    k++;
  }
  to->name[k] = (MlirStringRef){hlo_arena_strndup(&kept, name.data, name.length), name.length};
  for (; k < n; k++)
    to->name[k + 1] = names->name[k];
  to->n = n + 1;
  return to;
}

/* The slot of op name `op`, made (with the every-op names) if absent.
 * Holding the lock. */
static Slot *slot_of(const char *op, size_t len, bool make) {
  if (make && 2 * (nused + 1) > nslots) {
    size_t cap = nslots ? 2 * nslots : 64;
    Slot *grown = hlo_xcalloc(cap, sizeof *grown);
    for (size_t i = 0; i < nslots; i++) {
      if (!slots[i].op)
        continue;
      size_t j = hash_text(slots[i].op, slots[i].len) & (cap - 1);
      while (grown[j].op)
        j = (j + 1) & (cap - 1);
      grown[j] = slots[i];
    }
    free(slots);
    slots = grown;
    nslots = cap;
  }
  if (!nslots)
    return NULL;
  size_t j = hash_text(op, len) & (nslots - 1);
  for (; slots[j].op; j = (j + 1) & (nslots - 1))
    if (slots[j].len == len && !memcmp(slots[j].op, op, len))
      return &slots[j];
  if (!make)
    return NULL;
  slots[j] = (Slot){hlo_arena_strndup(&kept, op, len), len, every_op};
  nused++;
  return &slots[j];
}

static void note_locked(MlirStringRef op, MlirStringRef name) {
  if (!op.data) {
    if (names_have(every_op, name))
      return;
    every_op = names_with(every_op, name);
    for (size_t i = 0; i < nslots; i++)
      if (slots[i].op && !names_have(slots[i].names, name))
        slots[i].names = names_with(slots[i].names, name);
  } else {
    Slot *s = slot_of(op.data, op.length, true);
    if (names_have(s->names, name))
      return;
    s->names = names_with(s->names, name);
  }
  __atomic_add_fetch(&generation, 1, __ATOMIC_RELEASE);
}

void hlo_properties_note(MlirStringRef op, MlirStringRef name) {
  pthread_mutex_lock(&registry_lock);
  note_locked(op, name);
  pthread_mutex_unlock(&registry_lock);
}

/* ---- lookup: a per-thread cache by the op name's interned address ---- */

#define CACHE_SLOTS 64

typedef struct Cached {
  const char *key;   /* the identifier's characters */
  const char *op;    /* the registry's copy, to tell a reused address */
  size_t len;
  uint64_t generation;
  const Names *names;
} Cached;

static _Thread_local Cached cache[CACHE_SLOTS];

static const Names *names_of(MlirStringRef op) {
  uint64_t now = __atomic_load_n(&generation, __ATOMIC_ACQUIRE);
  Cached *c = &cache[((uintptr_t)op.data >> 4) % CACHE_SLOTS];
  if (c->key == op.data && c->len == op.length && c->generation == now &&
      !memcmp(c->op, op.data, op.length))
    return c->names;
  pthread_mutex_lock(&registry_lock);
  Slot *s = slot_of(op.data, op.length, true); /* made: the cache checks its copy of the name */
  *c = (Cached){op.data, s->op, op.length, now, s->names ? s->names : &no_names};
  pthread_mutex_unlock(&registry_lock);
  return c->names;
}

void hlo_op_each_property(MlirOperation op, HloPropertyFn fn, void *user) {
  if (!mlirTypeIDIsNull(mlirOperationGetTypeID(op))) {
    /* A registered op lists its inherent attributes with the others. */
    for (intptr_t i = 0, n = mlirOperationGetNumAttributes(op); i < n; i++) {
      MlirNamedAttribute a = mlirOperationGetAttribute(op, i);
      MlirStringRef name = mlirIdentifierStr(a.name);
      if (mlirOperationHasInherentAttributeByName(op, name))
        fn(name, a.attribute, user);
    }
    return;
  }
  const Names *names = names_of(mlirIdentifierStr(mlirOperationGetName(op)));
  for (size_t i = 0; i < names->n; i++) {
    MlirAttribute value = mlirOperationGetInherentAttributeByName(op, names->name[i]);
    if (!mlirAttributeIsNull(value))
      fn(names->name[i], value, user);
  }
}

/* ---- reading the names in a text ----
 *
 * Every `<` outside strings and comments followed by `{` may open a
 * property dict: it does when it follows an op's operand list (and its
 * successors), `"name"(...)[...] <{`. Strings do not span lines, so a
 * line's prefix tells strings and comments apart. The text is one MLIR
 * has parsed: its strings are closed. */

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

static const char *skip_blank(const char *s, const char *end) {
  for (;;) {
    while (s < end && is_blank(*s))
      s++;
    if (end - s >= 2 && s[0] == '/' && s[1] == '/') {
      const char *nl = memchr(s, '\n', (size_t)(end - s));
      s = nl ? nl : end;
      continue;
    }
    return s;
  }
}

/* Past the string opening at s: its closing quote is the first not
 * escaped by an odd run of backslashes. */
static const char *skip_string(const char *s, const char *end) {
  for (s++; s < end;) {
    const char *q = memchr(s, '"', (size_t)(end - s));
    if (!q)
      return end;
    size_t slashes = 0;
    while (q - slashes > s && q[-1 - (ptrdiff_t)slashes] == '\\')
      slashes++;
    if (slashes % 2 == 0)
      return q + 1;
    s = q + 1;
  }
  return end;
}

/* True if `at` is code: not inside a string or a comment of its line. */
static bool is_code(const char *text, const char *at) {
  const char *s = memrchr(text, '\n', (size_t)(at - text));
  s = s ? s + 1 : text;
  while (s < at) {
    if (*s == '"') {
      s = skip_string(s, at + 1);
      if (s > at)
        return false;
    } else if (*s == '/' && s + 1 < at && s[1] == '/') {
      return false;
    } else {
      s++;
    }
  }
  return true;
}

static const char *skip_blank_back(const char *text, const char *s) {
  while (s > text && is_blank(s[-1]))
    s--;
  return s;
}

/* The op name of `"name"(operands)[successors]` ending just before `lt`;
 * false if the text there is not that. */
static bool op_before(const char *text, const char *lt, MlirStringRef *op) {
  const char *s = skip_blank_back(text, lt);
  if (s > text && s[-1] == ']') {
    while (s > text && s[-1] != '[')
      s--;
    if (s == text)
      return false;
    s = skip_blank_back(text, s - 1);
  }
  if (s == text || s[-1] != ')')
    return false;
  s--;
  while (s > text && s[-1] != '(' && s[-1] != ')' && s[-1] != '"')
    s--;
  if (s == text || s[-1] != '(')
    return false;
  s = skip_blank_back(text, s - 1);
  if (s == text || s[-1] != '"')
    return false;
  const char *close = s - 1, *open = memrchr(text, '"', (size_t)(close - text));
  if (!open || open + 1 == close || memchr(open, '\n', (size_t)(close - open)))
    return false;
  *op = (MlirStringRef){open + 1, (size_t)(close - open - 1)};
  return true;
}

/* Past an attribute value: brackets of every kind nest, the '>' of an
 * arrow does not close, strings are skipped. Stops at the ',' or closing
 * bracket that ends it. */
static const char *skip_value(const char *s, const char *end) {
  static const char special[256] = {['"'] = 1, ['('] = 1, ['['] = 1, ['{'] = 1, ['<'] = 1,
                                  [')'] = 1, [']'] = 1, ['}'] = 1, ['>'] = 1, [','] = 1};
  int depth = 0;
  for (; s < end; s++) {
    while (s < end && !special[(unsigned char)*s])
      s++;
    if (s == end)
      break;
    char c = *s;
    if (c == '"') {
      s = skip_string(s, end) - 1;
    } else if (c == '(' || c == '[' || c == '{' || c == '<') {
      depth++;
    } else if (c == ')' || c == ']' || c == '}' || (c == '>' && s[-1] != '-')) {
      if (depth-- == 0)
        return s;
    } else if (c == ',' && depth == 0) {
      return s;
    }
  }
  return end;
}

static int hex_digit(char c) {
  return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                        : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* A dict key at s, bare or quoted (MLIR's escapes decoded into `key`). */
static const char *read_key(const char *s, const char *end, HloStr *key) {
  key->len = 0;
  if (*s == '"') {
    for (s++; s < end && *s != '"' && *s != '\n'; s++) {
      char c = *s;
      if (c == '\\' && s + 1 < end) {
        c = *++s;
        if (c == 'n')
          c = '\n';
        else if (c == 't')
          c = '\t';
        else if (s + 1 < end && hex_digit(c) >= 0 && hex_digit(s[1]) >= 0) {
          c = (char)(hex_digit(c) * 16 + hex_digit(s[1]));
          s++;
        }
      }
      hlo_str_append(key, &c, 1);
    }
    return s < end ? s + 1 : end;
  }
  const char *from = s;
  while (s < end && (((*s | 32) >= 'a' && (*s | 32) <= 'z') || (*s >= '0' && *s <= '9') ||
                     *s == '_' || *s == '$' || *s == '.' || *s == '-'))
    s++;
  hlo_str_append(key, from, (size_t)(s - from));
  return s;
}

/* The names of a text's dicts, noted in batches: most are known already,
 * and a known one costs a look at the op's names, without the lock. */
typedef struct TextScan {
  bool started;
  MlirStringRef op;   /* of the last dict; data NULL: every op */
  const Names *names; /* the op's names as last seen (NULL: none yet) */
  HloStr key;
} TextScan;

/* The registry's names for `op` now (every op's for a null name). Holding
 * the lock. */
static const Names *names_locked(MlirStringRef op) {
  if (!op.data)
    return every_op;
  Slot *s = slot_of(op.data, op.length, false);
  return s ? s->names : NULL;
}

static void note_key(TextScan *t) {
  MlirStringRef name = {t->key.data, t->key.len};
  if (names_have(t->names, name))
    return;
  pthread_mutex_lock(&registry_lock);
  note_locked(t->op, name);
  t->names = names_locked(t->op);
  pthread_mutex_unlock(&registry_lock);
}

static bool same_name(MlirStringRef a, MlirStringRef b) {
  return a.data == b.data ||
         (a.data && b.data && a.length == b.length && !memcmp(a.data, b.data, a.length));
}

static void note_dict(TextScan *t, MlirStringRef op, const char *s, const char *end) {
  if (!t->started || !same_name(op, t->op)) {
    pthread_mutex_lock(&registry_lock);
    t->names = names_locked(op);
    pthread_mutex_unlock(&registry_lock);
  }
  t->started = true;
  t->op = op;
  for (s = skip_blank(s + 1, end); s < end && *s != '}';) {
    s = read_key(s, end, &t->key);
    if (!t->key.len)
      return;
    note_key(t);
    s = skip_blank(s, end);
    if (s < end && *s == '=')
      s = skip_blank(skip_value(s + 1, end), end);
    if (s >= end || *s != ',')
      return;
    s = skip_blank(s + 1, end);
  }
}

void hlo_properties_note_text(const char *text, size_t len) {
  const char *end = text + len;
  TextScan t = {0};
  for (const char *s = text; (s = memchr(s, '<', (size_t)(end - s))) != NULL;) {
    const char *lt = s++;
    const char *brace = skip_blank(s, end);
    if (brace >= end || *brace != '{' || !is_code(text, lt))
      continue;
    MlirStringRef op = {NULL, 0};
    if (!op_before(text, lt, &op) || memchr(op.data, '\\', op.length))
      op = (MlirStringRef){NULL, 0};
    note_dict(&t, op, brace, end);
  }
  hlo_str_free(&t.key);
}
