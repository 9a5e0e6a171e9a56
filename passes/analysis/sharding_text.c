/*
 * The two sharding languages (sharding.h), read and lowered to factors
 * of the device numbering.
 *
 * GSPMD: the grammar of XLA's HloParserImpl::ParseSharding and
 * ParseSingleSharding (xla/hlo/parser/hlo_parser.cc), the checks of
 * HloSharding::ValidateNonTuple and FromProto (xla/hlo/ir/hlo_sharding.cc):
 *
 *   sharding  ::= '{' single '}' | '{' [single (',' single)*] '}'   (tuple)
 *   single    ::= '{' item* '}'
 *   item      ::= 'replicated' | 'maximal' | 'manual' | 'unknown' | 'unreduced'
 *               | 'device=' int | 'devices=' '[' ints ']' (ints | iota)
 *               | 'last_tile_dim_replicate' | 'last_tile_dims=' '{' types '}'
 *               | 'metadata=' '{' ... '}' | ('shard_as' | 'shard_like') int
 *   iota      ::= '<=' '[' ints ']' ('T' '(' ints ')')?    (T required for two dims or more)
 *
 * Tuples as XLA prints them carry C comments (index=N every fifth
 * element); they are skipped.
 *
 * Shardy: the assembly formats of openxla/shardy's attrs.td and the
 * custom parsers of parsers.cc (dimension shardings with `?` and priorities
 * `p<N>`, meshes inlined or by symbol, replicated and unreduced axes).
 *
 * Lowering splits every tile dimension (and mesh axis) into prime digits
 * and looks for the stride of each in the device numbering: a tile
 * assignment that is an iota, transposed or not, has one digit per prime
 * with a fixed stride, and its factors are those digits in space 0. Any
 * other order gets a space of its own (identical arrays share one), its
 * digits numbered within the array.
 */
#include "hlomem/sharding.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_DEVICES = 1 << 20 };

/* ---- text cursor ---- */

typedef struct Cur {
  const char *s;
  size_t n, i;
  HloShardError *err;
  bool failed;
} Cur;

static bool unsupported_at(Cur *c, size_t at, const char *fmt, ...) HLO_PRINTF(3, 4);
static bool fail_at(Cur *c, size_t at, const char *fmt, ...) HLO_PRINTF(3, 4);
static bool fail_at(Cur *c, size_t at, const char *fmt, ...) {
  if (c->failed)
    return false;
  c->failed = true;
  if (c->err) {
    c->err->offset = at;
    c->err->unsupported = false;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err->message, sizeof c->err->message, fmt, ap);
    va_end(ap);
  }
  return false;
}

static bool ident_char(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
         ch == '_';
}

static void skip_ws(Cur *c) {
  for (;;) {
    while (c->i < c->n && (c->s[c->i] == ' ' || c->s[c->i] == '\t' || c->s[c->i] == '\n' ||
                           c->s[c->i] == '\r'))
      c->i++;
    if (c->i + 1 < c->n && c->s[c->i] == '/' && c->s[c->i + 1] == '*') {
      const char *end = NULL;
      for (size_t j = c->i + 2; j + 1 < c->n; j++)
        if (c->s[j] == '*' && c->s[j + 1] == '/') {
          end = c->s + j;
          break;
        }
      if (!end)
        return;
      c->i = (size_t)(end - c->s) + 2;
      continue;
    }
    return;
  }
}

/* The position of the next token. */
static size_t here(Cur *c) {
  skip_ws(c);
  return c->i;
}

static char peek(Cur *c) {
  skip_ws(c);
  return c->i < c->n ? c->s[c->i] : 0;
}

static bool eat(Cur *c, char ch) {
  if (peek(c) != ch)
    return false;
  c->i++;
  return true;
}

static bool eat_str(Cur *c, const char *s) {
  size_t len = strlen(s);
  skip_ws(c);
  if (c->n - c->i < len || memcmp(c->s + c->i, s, len) != 0)
    return false;
  c->i += len;
  return true;
}

static const char *shown(char ch) {
  static _Thread_local char buf[8];
  if (!ch)
    return "the end";
  snprintf(buf, sizeof buf, "'%c'", ch);
  return buf;
}

static bool expect(Cur *c, char ch) {
  if (eat(c, ch))
    return true;
  return fail_at(c, c->i, "expected '%c', found %s", ch, shown(peek(c)));
}

static bool unsupported_at(Cur *c, size_t at, const char *fmt, ...) {
  if (c->failed)
    return false;
  c->failed = true;
  if (c->err) {
    c->err->offset = at;
    c->err->unsupported = true;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err->message, sizeof c->err->message, fmt, ap);
    va_end(ap);
  }
  return false;
}

/* An identifier made of letters, digits and '_'; `word` must match whole. */
static bool eat_word(Cur *c, const char *word) {
  size_t len = strlen(word);
  skip_ws(c);
  if (c->n - c->i >= len && memcmp(c->s + c->i, word, len) == 0 &&
      (c->i + len == c->n || !ident_char(c->s[c->i + len]))) {
    c->i += len;
    return true;
  }
  return false;
}

static bool integer(Cur *c, int64_t *out, const char *what) {
  skip_ws(c);
  size_t start = here(c);
  bool neg = c->i < c->n && c->s[c->i] == '-';
  if (neg)
    c->i++;
  if (c->i >= c->n || c->s[c->i] < '0' || c->s[c->i] > '9') {
    c->i = start;
    return fail_at(c, start, "expected %s, found %s", what, shown(peek(c)));
  }
  int64_t v = 0;
  while (c->i < c->n && c->s[c->i] >= '0' && c->s[c->i] <= '9') {
    if (v > (INT64_MAX - 9) / 10)
      return fail_at(c, start, "%s is too large", what);
    v = v * 10 + (c->s[c->i++] - '0');
  }
  *out = neg ? -v : v;
  return true;
}

/* A list of integers separated by commas, at least one. */
static int int_list(Cur *c, int64_t *v, int cap, const char *what) {
  int n = 0;
  do {
    int64_t x;
    if (!integer(c, &x, what))
      return -1;
    if (n == cap) {
      fail_at(c, c->i, "too many %ss (at most %d)", what, cap);
      return -1;
    }
    v[n++] = x;
  } while (eat(c, ','));
  return n;
}

/* Skips a balanced {...} (strings may hold braces). */
static bool skip_braces(Cur *c) {
  size_t start = here(c);
  if (!expect(c, '{'))
    return false;
  int depth = 1;
  while (c->i < c->n && depth > 0) {
    char ch = c->s[c->i++];
    if (ch == '"') {
      while (c->i < c->n && c->s[c->i] != '"')
        c->i += c->s[c->i] == '\\' ? 2 : 1;
      if (c->i >= c->n)
        break;
      c->i++;
    } else if (ch == '{') {
      depth++;
    } else if (ch == '}') {
      depth--;
    }
  }
  return depth == 0 || fail_at(c, start, "unbalanced braces");
}

/* A "quoted" string (Shardy axis names); *s, *len without the quotes. */
static bool quoted(Cur *c, const char **s, size_t *len, const char *what) {
  skip_ws(c);
  size_t start = here(c);
  if (c->i >= c->n || c->s[c->i] != '"')
    return fail_at(c, start, "expected %s, found %s", what, shown(peek(c)));
  c->i++;
  size_t from = c->i;
  while (c->i < c->n && c->s[c->i] != '"') {
    if (c->s[c->i] == '\\')
      c->i++;
    c->i++;
  }
  if (c->i >= c->n)
    return fail_at(c, start, "unterminated string");
  *s = c->s + from;
  *len = c->i - from;
  c->i++;
  return true;
}

static bool at_end(Cur *c) {
  if (peek(c) == 0)
    return true;
  return fail_at(c, c->i, "unexpected %s after the sharding", shown(peek(c)));
}

/* ---- GSPMD ---- */

static int64_t product(const int64_t *v, int n) {
  int64_t p = 1;
  for (int i = 0; i < n; i++)
    p *= v[i];
  return p;
}

/* The devices of an iota tile assignment: iota(reshape) transposed by
 * perm, read in row-major order. */
static void iota_devices(const HloGspmd *g, int64_t *out) {
  int m = g->nreshape;
  int64_t stride[HLO_GSPMD_MAX_DIMS], size[HLO_GSPMD_MAX_DIMS], idx[HLO_GSPMD_MAX_DIMS] = {0};
  int64_t s = 1;
  for (int k = m - 1; k >= 0; k--) {
    stride[k] = s;
    s *= g->reshape[k];
  }
  for (int q = 0; q < m; q++)
    size[q] = g->reshape[g->perm[q]];
  for (int64_t l = 0; l < g->ndevices; l++) {
    int64_t d = 0;
    for (int q = 0; q < m; q++)
      d += idx[q] * stride[g->perm[q]];
    out[l] = d;
    for (int q = m - 1; q >= 0; q--) {
      if (++idx[q] < size[q])
        break;
      idx[q] = 0;
    }
  }
}

static bool parse_devices(Cur *c, HloArena *arena, HloGspmd *g) {
  size_t at = here(c);
  if (!expect(c, '['))
    return false;
  int nd = int_list(c, g->dims, HLO_GSPMD_MAX_DIMS, "tile assignment dimension");
  if (nd < 0 || !expect(c, ']'))
    return false;
  g->ndims = nd;
  int64_t total = 1;
  for (int k = 0; k < nd; k++) {
    if (g->dims[k] <= 0)
      return fail_at(c, at, "tile assignment dimension %d is %lld; dimensions must be positive", k,
                     (long long)g->dims[k]);
    if (total > MAX_DEVICES / g->dims[k])
      return fail_at(c, at, "a tile assignment of more than %d devices", MAX_DEVICES);
    total *= g->dims[k];
  }
  g->ndevices = total;
  g->devices = hlo_arena_new(arena, int64_t, total);
  if (eat_str(c, "<=")) {
    size_t rat = here(c);
    g->iota = true;
    if (!expect(c, '['))
      return false;
    int nr = int_list(c, g->reshape, HLO_GSPMD_MAX_DIMS, "iota reshape dimension");
    if (nr < 0 || !expect(c, ']'))
      return false;
    g->nreshape = nr;
    for (int k = 0; k < nr; k++)
      if (g->reshape[k] <= 0)
        return fail_at(c, rat, "iota reshape dimension %d is %lld; dimensions must be positive",
                       k, (long long)g->reshape[k]);
    if (product(g->reshape, nr) != total)
      return fail_at(c, rat, "the iota reshape dimensions hold %lld devices, the tile "
                     "assignment %lld",
                     (long long)product(g->reshape, nr), (long long)total);
    for (int k = 0; k < nr; k++)
      g->perm[k] = k;
    if (nr > 1) {
      size_t tat = here(c);
      if (!eat_word(c, "T") || !expect(c, '('))
        return fail_at(c, tat, "expected 'T(' to give the iota's transpose");
      int64_t perm[HLO_GSPMD_MAX_DIMS];
      int np = int_list(c, perm, HLO_GSPMD_MAX_DIMS, "transpose dimension");
      if (np < 0 || !expect(c, ')'))
        return false;
      if (np != nr)
        return fail_at(c, tat, "the transpose has %d dimensions, the iota reshape %d", np, nr);
      bool seen[HLO_GSPMD_MAX_DIMS] = {false};
      for (int k = 0; k < np; k++) {
        if (perm[k] < 0 || perm[k] >= nr || seen[perm[k]])
          return fail_at(c, tat, "the transpose (%s) is not a permutation of 0..%d",
                         "T(...)", nr - 1);
        seen[perm[k]] = true;
        g->perm[k] = (int)perm[k];
      }
    }
    iota_devices(g, g->devices);
    return true;
  }
  size_t lat = here(c);
  int64_t n = 0;
  do {
    int64_t d;
    if (!integer(c, &d, "device"))
      return false;
    if (n == total)
      return fail_at(c, lat, "more devices than the %lld tiles of the assignment",
                     (long long)total);
    g->devices[n++] = d;
  } while (eat(c, ','));
  if (n != total)
    return fail_at(c, lat, "%lld devices for a tile assignment of %lld", (long long)n,
                   (long long)total);
  return true;
}

static bool parse_subgroup_types(Cur *c, HloGspmd *g) {
  if (!expect(c, '{'))
    return false;
  g->nsubgroups = 0;
  if (eat(c, '}'))
    return true;
  do {
    size_t at = here(c);
    uint8_t t;
    if (eat_word(c, "replicated"))
      t = HLO_SUBGROUP_REPLICATED;
    else if (eat_word(c, "manual"))
      t = HLO_SUBGROUP_MANUAL;
    else if (eat_word(c, "unreduced"))
      t = HLO_SUBGROUP_UNREDUCED;
    else if (eat_word(c, "maximal"))
      return unsupported_at(c, at, "a maximal subgroup is not supported");
    else
      return fail_at(c, at, "expected a subgroup type (replicated, manual, unreduced)");
    if (g->nsubgroups == HLO_GSPMD_MAX_DIMS)
      return fail_at(c, at, "too many subgroup types");
    g->subgroup[g->nsubgroups++] = t;
  } while (eat(c, ','));
  return expect(c, '}');
}

static bool parse_single(Cur *c, HloArena *arena, HloGspmd *g) {
  size_t start = here(c);
  memset(g, 0, sizeof *g);
  g->shard_group = -1;
  bool replicated = false, maximal = false, manual = false, unknown = false, unreduced = false;
  bool last_replicate = false, last_dims = false, have_device = false, have_devices = false;
  skip_ws(c);
  if (eat_word(c, "mesh") || eat_word(c, "maximal_mesh"))
    return unsupported_at(c, start, "named shardings (mesh[...]) in mhlo.sharding are not "
                          "supported");
  while (peek(c) != '}') {
    size_t at = here(c);
    if (peek(c) == 0)
      return fail_at(c, at, "expected '}' to end the sharding");
    if (eat_word(c, "replicated"))
      replicated = true;
    else if (eat_word(c, "maximal"))
      maximal = true;
    else if (eat_word(c, "manual"))
      manual = true;
    else if (eat_word(c, "unknown"))
      unknown = true;
    else if (eat_word(c, "unreduced"))
      unreduced = true;
    else if (eat_word(c, "last_tile_dim_replicate"))
      last_replicate = true;
    else if (eat_word(c, "shard_as") || (g->shard_like = eat_word(c, "shard_like"))) {
      if (!integer(c, &g->shard_group, "shard group"))
        return false;
    } else if (eat_word(c, "devices")) {
      if (!expect(c, '=') || !parse_devices(c, arena, g))
        return false;
      have_devices = true;
    } else if (eat_word(c, "device")) {
      if (!expect(c, '=') || !integer(c, &g->device, "device"))
        return false;
      have_device = true;
    } else if (eat_word(c, "metadata")) {
      if (!expect(c, '=') || !skip_braces(c))
        return false;
    } else if (eat_word(c, "last_tile_dims")) {
      if (!expect(c, '=') || !parse_subgroup_types(c, g))
        return false;
      last_dims = true;
    } else {
      return fail_at(c, at, "unexpected %s in a sharding (expected replicated, maximal, "
                     "manual, devices=, last_tile_dim_replicate, last_tile_dims=, metadata=...)",
                     shown(peek(c)));
    }
  }
  c->i++; /* '}' */
  int kinds = replicated + maximal + manual + unknown + unreduced;
  if (kinds > 1)
    return fail_at(c, start, "a sharding can be only one of replicated, maximal, manual, "
                   "unknown and unreduced");
  if (replicated || manual || unknown || unreduced) {
    if (have_device || have_devices)
      return fail_at(c, start, "%s shardings should not have any devices assigned",
                     replicated ? "replicated"
                     : manual   ? "manual"
                     : unknown  ? "unknown"
                                : "unreduced");
    g->kind = replicated ? HLO_GSPMD_REPLICATED
              : manual   ? HLO_GSPMD_MANUAL
              : unknown  ? HLO_GSPMD_UNKNOWN
                         : HLO_GSPMD_UNREDUCED;
    return true;
  }
  if (maximal) {
    if (!have_device || have_devices)
      return fail_at(c, start, "maximal shardings should have exactly one device assigned");
    g->kind = HLO_GSPMD_MAXIMAL;
    return true;
  }
  if (!have_devices)
    return fail_at(c, start, "non-maximal shardings must have a tile assignment list "
                   "including dimensions");
  if (have_device)
    return fail_at(c, start, "a sharding has either device= or devices=, not both");
  if (last_replicate && last_dims)
    return fail_at(c, start, "last_tile_dim_replicate and last_tile_dims= cannot be combined");
  if (last_replicate) {
    g->nsubgroups = 1;
    g->subgroup[0] = HLO_SUBGROUP_REPLICATED;
  }
  if (g->nsubgroups > g->ndims)
    return fail_at(c, start, "%d subgroup types for a tile assignment of %d dimensions",
                   g->nsubgroups, g->ndims);
  if (!g->iota && g->ndevices <= 1)
    return fail_at(c, start, "non-maximal shardings must have more than one device assigned");
  g->kind = HLO_GSPMD_TILED;
  return true;
}

int hlo_gspmd_parse(HloArena *arena, const char *text, size_t len, HloGspmd **out, bool *tuple,
                    HloShardError *err) {
  Cur c = {text, len, 0, err, false};
  *tuple = false;
  if (!expect(&c, '{'))
    return -1;
  if (peek(&c) != '{' && peek(&c) != '}') {
    *out = hlo_arena_new(arena, HloGspmd, 1);
    if (!parse_single(&c, arena, *out) || !at_end(&c))
      return -1;
    return 1;
  }
  *tuple = true;
  int n = 0, cap = 4;
  HloGspmd *v = hlo_arena_new(arena, HloGspmd, cap);
  if (peek(&c) != '}') {
    do {
      if (!expect(&c, '{'))
        return -1;
      if (n == cap) {
        HloGspmd *w = hlo_arena_new(arena, HloGspmd, cap * 2);
        memcpy(w, v, sizeof *v * (size_t)n);
        v = w;
        cap *= 2;
      }
      if (!parse_single(&c, arena, &v[n++]))
        return -1;
    } while (eat(&c, ','));
  }
  if (!expect(&c, '}') || !at_end(&c))
    return -1;
  *out = v;
  return n;
}

/* ---- digits of a device array ---- */

/* Prime factors of n, ascending. */
static int primes_of(int64_t n, int64_t *p, int cap) {
  int k = 0;
  for (int64_t f = 2; f * f <= n && k < cap; f++)
    while (n % f == 0 && k < cap) {
      p[k++] = f;
      n /= f;
    }
  if (n > 1 && k < cap)
    p[k++] = n;
  return k;
}

enum { MAX_DIGITS = 64 };

typedef struct Digits {
  int n;
  int dim[MAX_DIGITS];      /* the array dimension each digit splits */
  int64_t size[MAX_DIGITS]; /* major to minor within a dimension */
  int64_t stride[MAX_DIGITS];
  uint16_t space;
} Digits;

static uint64_t hash_array(const int64_t *dims, int ndims, const int64_t *devices, int64_t n) {
  uint64_t h = 1469598103934665603ull;
  for (int k = 0; k < ndims; k++)
    h = (h ^ (uint64_t)dims[k]) * 1099511628211ull;
  for (int64_t i = 0; i < n; i++)
    h = (h ^ (uint64_t)devices[i]) * 1099511628211ull;
  return h;
}

static uint16_t private_space(HloShardSpaces *sp, uint64_t key) {
  for (int i = 0; i < sp->nkeys; i++)
    if (sp->keys[i] == key)
      return sp->ids[i];
  if (sp->next == 0)
    sp->next = 1;
  uint16_t id = sp->next++;
  if (sp->nkeys < (int)(sizeof sp->keys / sizeof sp->keys[0])) {
    sp->keys[sp->nkeys] = key;
    sp->ids[sp->nkeys++] = id;
  }
  return id;
}

static int by_stride(const void *x, const void *y) {
  const int64_t *a = x, *b = y;
  return (a[0] > b[0]) - (a[0] < b[0]);
}

/* Splits an array of device numbers (dims, row-major devices, every
 * number 0..n-1 once) into prime digits and finds their strides: in
 * space 0 when the array is a product of digits of the device numbering
 * and n is the module's device count, else in a private space. */
static bool array_digits(const int64_t *dims, int ndims, const int64_t *devices, int64_t n,
                         HloShardSpaces *sp, Digits *d) {
  d->n = 0;
  for (int k = 0; k < ndims; k++) {
    int64_t p[MAX_DIGITS];
    int np = primes_of(dims[k], p, MAX_DIGITS);
    if (d->n + np > MAX_DIGITS)
      return false;
    for (int j = 0; j < np; j++) {
      d->dim[d->n] = k;
      d->size[d->n++] = p[j];
    }
  }
  /* Row-major strides of the digits within the array. */
  int64_t local[MAX_DIGITS], s = 1;
  for (int j = d->n - 1; j >= 0; j--) {
    local[j] = s;
    s *= d->size[j];
  }
  bool affine = n == sp->ndevices && n > 0 && devices[0] == 0;
  for (int j = 0; j < d->n && affine; j++)
    d->stride[j] = devices[local[j]];
  if (affine) {
    int64_t idx[MAX_DIGITS] = {0};
    for (int64_t l = 0; l < n && affine; l++) {
      int64_t want = 0;
      for (int j = 0; j < d->n; j++)
        want += idx[j] * d->stride[j];
      affine = devices[l] == want;
      for (int j = d->n - 1; j >= 0; j--) {
        if (++idx[j] < d->size[j])
          break;
        idx[j] = 0;
      }
    }
  }
  if (affine) {
    int64_t sorted[MAX_DIGITS][2];
    for (int j = 0; j < d->n; j++)
      sorted[j][0] = d->stride[j], sorted[j][1] = d->size[j];
    qsort(sorted, (size_t)d->n, sizeof sorted[0], by_stride);
    int64_t next = 1;
    for (int j = 0; j < d->n && affine; j++) {
      affine = sorted[j][0] == next;
      next *= sorted[j][1];
    }
  }
  if (affine) {
    d->space = 0;
    return true;
  }
  d->space = private_space(sp, hash_array(dims, ndims, devices, n));
  for (int j = 0; j < d->n; j++)
    d->stride[j] = local[j];
  return true;
}

/* Devices distinct, in [0, limit), and all of them. */
static bool check_devices(Cur *c, const int64_t *devices, int64_t n, int64_t limit) {
  uint8_t *seen = hlo_xcalloc((size_t)(limit > n ? limit : n) + 1, 1);
  bool ok = true;
  for (int64_t i = 0; i < n && ok; i++) {
    int64_t dv = devices[i];
    if (dv < 0 || dv >= limit)
      ok = fail_at(c, 0, "device %lld is not below the %lld devices of the module",
                   (long long)dv, (long long)limit);
    else if (seen[dv]++)
      ok = fail_at(c, 0, "device %lld is not unique in the tile assignment", (long long)dv);
  }
  if (ok && n != limit)
    ok = fail_at(c, 0, "the tile assignment has %lld devices, the module %lld", (long long)n,
                 (long long)limit);
  free(seen);
  return ok;
}

static bool add_factor(HloSharding *s, int dim, uint16_t space, int64_t stride, int64_t size) {
  if (s->nfactors == HLO_SHARD_MAX_FACTORS)
    return false;
  s->f[s->nfactors++] = (HloShardFactor){(int8_t)dim, space, stride, size};
  return true;
}

bool hlo_gspmd_lower(const HloGspmd *g, int rank, HloShardSpaces *spaces, HloSharding *out,
                     HloShardError *err) {
  Cur c = {"", 0, 0, err, false};
  memset(out, 0, sizeof *out);
  if (err)
    err->unsupported = false;
  switch (g->kind) {
  case HLO_GSPMD_REPLICATED:
  case HLO_GSPMD_UNKNOWN:
  case HLO_GSPMD_UNREDUCED:
    return true;
  case HLO_GSPMD_MANUAL:
    out->kind = HLO_SHARD_MANUAL;
    return true;
  case HLO_GSPMD_MAXIMAL:
    if (spaces->ndevices > 0 && (g->device < 0 || g->device >= spaces->ndevices))
      return fail_at(&c, 0, "device %lld is not below the %lld devices of the module",
                     (long long)g->device, (long long)spaces->ndevices);
    out->kind = HLO_SHARD_MAXIMAL;
    out->device = g->device;
    return true;
  default: break;
  }
  int data = g->ndims - g->nsubgroups;
  if (data != rank)
    return fail_at(&c, 0, "the tile assignment splits %d dimension%s, the value has %d", data,
                   data == 1 ? "" : "s", rank);
  if (g->ndevices == 1)
    return fail_at(&c, 0, "the tile assignment holds a single device (replicated or maximal "
                   "was meant)");
  if (spaces->ndevices == 0)
    spaces->ndevices = g->ndevices;
  if (!check_devices(&c, g->devices, g->ndevices, spaces->ndevices))
    return false;
  Digits d;
  if (!array_digits(g->dims, g->ndims, g->devices, g->ndevices, spaces, &d))
    return fail_at(&c, 0, "a tile assignment with more than %d prime factors", MAX_DIGITS);
  out->kind = HLO_SHARD_TILED;
  for (int j = 0; j < d.n; j++) {
    if (d.dim[j] >= data)
      continue; /* a subgroup: replicated, manual or unreduced devices split no data */
    if (!add_factor(out, d.dim[j], d.space, d.stride[j], d.size[j]))
      return fail_at(&c, 0, "a sharding with more than %d factors", HLO_SHARD_MAX_FACTORS);
  }
  for (int k = 0; k < g->nsubgroups; k++)
    if (g->subgroup[k] == HLO_SUBGROUP_UNREDUCED)
      for (int j = 0; j < d.n; j++)
        if (d.dim[j] == data + k &&
            !add_factor(out, HLO_SHARD_PENDING, d.space, d.stride[j], d.size[j]))
          return fail_at(&c, 0, "a sharding with more than %d factors", HLO_SHARD_MAX_FACTORS);
  return true;
}

/* ---- Shardy ---- */

static bool parse_mesh_body(Cur *c, HloArena *arena, HloSdyMesh *m) {
  memset(m, 0, sizeof *m);
  if (!expect(c, '<') || !expect(c, '['))
    return false;
  int cap = 8;
  m->axis = hlo_arena_new(arena, const char *, cap);
  m->axis_len = hlo_arena_new(arena, size_t, cap);
  m->size = hlo_arena_new(arena, int64_t, cap);
  if (!eat(c, ']')) {
    do {
      if (m->naxes == cap) {
        const char **a = hlo_arena_new(arena, const char *, cap * 2);
        size_t *l = hlo_arena_new(arena, size_t, cap * 2);
        int64_t *s = hlo_arena_new(arena, int64_t, cap * 2);
        memcpy(a, m->axis, sizeof *a * (size_t)cap);
        memcpy(l, m->axis_len, sizeof *l * (size_t)cap);
        memcpy(s, m->size, sizeof *s * (size_t)cap);
        m->axis = a, m->axis_len = l, m->size = s;
        cap *= 2;
      }
      size_t at = here(c);
      if (!quoted(c, &m->axis[m->naxes], &m->axis_len[m->naxes], "an axis name") ||
          !expect(c, '=') || !integer(c, &m->size[m->naxes], "an axis size"))
        return false;
      if (m->size[m->naxes] <= 0)
        return fail_at(c, at, "axis \"%.*s\" has size %lld; sizes must be positive",
                       (int)m->axis_len[m->naxes], m->axis[m->naxes],
                       (long long)m->size[m->naxes]);
      m->naxes++;
    } while (eat(c, ','));
    if (!expect(c, ']'))
      return false;
  }
  if (eat(c, ',')) {
    if (!eat_word(c, "device_ids"))
      return fail_at(c, c->i, "expected device_ids after ','");
    if (!expect(c, '=') || !expect(c, '['))
      return false;
    int dcap = 16;
    m->device_ids = hlo_arena_new(arena, int64_t, dcap);
    do {
      int64_t d;
      if (!integer(c, &d, "a device id"))
        return false;
      if (m->ndevice_ids == dcap) {
        int64_t *w = hlo_arena_new(arena, int64_t, dcap * 2);
        memcpy(w, m->device_ids, sizeof *w * (size_t)dcap);
        m->device_ids = w;
        dcap *= 2;
      }
      m->device_ids[m->ndevice_ids++] = d;
    } while (eat(c, ','));
    if (!expect(c, ']'))
      return false;
  }
  return expect(c, '>');
}

bool hlo_sdy_parse_mesh(HloArena *arena, const char *text, size_t len, HloSdyMesh *out,
                        HloShardError *err) {
  Cur c = {text, len, 0, err, false};
  eat_str(&c, "#sdy.mesh");
  return parse_mesh_body(&c, arena, out) && at_end(&c);
}

static bool parse_axis_ref(Cur *c, HloSdyAxisRef *a) {
  skip_ws(c);
  a->offset = c->i;
  a->pre = 0;
  a->size = 0;
  if (!quoted(c, &a->name, &a->len, "an axis name"))
    return false;
  if (eat(c, ':')) {
    if (!expect(c, '(') || !integer(c, &a->pre, "a sub-axis pre-size") || !expect(c, ')') ||
        !integer(c, &a->size, "a sub-axis size"))
      return false;
    if (a->pre < 1)
      return fail_at(c, a->offset, "sub-axis \"%.*s\":(%lld)%lld: the pre-size must be at least 1",
                     (int)a->len, a->name, (long long)a->pre, (long long)a->size);
    if (a->size <= 1)
      return fail_at(c, a->offset, "sub-axis \"%.*s\":(%lld)%lld: the size must be above 1",
                     (int)a->len, a->name, (long long)a->pre, (long long)a->size);
  }
  return true;
}

static HloSdyAxisRef *grow_refs(HloArena *arena, HloSdyAxisRef *v, int n, int *cap) {
  if (n < *cap)
    return v;
  HloSdyAxisRef *w = hlo_arena_new(arena, HloSdyAxisRef, *cap * 2);
  memcpy(w, v, sizeof *v * (size_t)n);
  *cap *= 2;
  return w;
}

/* {"a", "b":(1)2} */
static int parse_axis_list(Cur *c, HloArena *arena, HloSdyAxisRef **out) {
  if (!expect(c, '{'))
    return -1;
  int n = 0, cap = 4;
  HloSdyAxisRef *v = hlo_arena_new(arena, HloSdyAxisRef, cap);
  if (!eat(c, '}')) {
    do {
      v = grow_refs(arena, v, n, &cap);
      if (!parse_axis_ref(c, &v[n++]))
        return -1;
    } while (eat(c, ','));
    if (!expect(c, '}'))
      return -1;
  }
  *out = v;
  return n;
}

static bool parse_dim(Cur *c, HloArena *arena, HloSdyDim *d) {
  memset(d, 0, sizeof *d);
  d->priority = -1;
  if (!expect(c, '{'))
    return false;
  int cap = 4;
  d->axes = hlo_arena_new(arena, HloSdyAxisRef, cap);
  while (!eat(c, '}')) {
    if (d->naxes > 0 && !expect(c, ','))
      return false;
    if (eat(c, '?')) {
      d->open = true;
      if (!expect(c, '}'))
        return false;
      break;
    }
    d->axes = grow_refs(arena, d->axes, d->naxes, &cap);
    if (!parse_axis_ref(c, &d->axes[d->naxes++]))
      return false;
  }
  skip_ws(c);
  if (c->i < c->n && c->s[c->i] == 'p' && c->i + 1 < c->n && ident_char(c->s[c->i + 1])) {
    size_t at = c->i++;
    size_t from = c->i;
    int64_t v = 0;
    while (c->i < c->n && ident_char(c->s[c->i])) {
      char ch = c->s[c->i++];
      if (ch < '0' || ch > '9' || v > INT32_MAX)
        return fail_at(c, at, "expecting priority in format 'p<number>', got: %.*s",
                       (int)(c->i - at), c->s + at);
      v = v * 10 + (ch - '0');
    }
    if (c->s[from] == '0' && c->i - from > 1)
      return fail_at(c, at, "priorities with leading zeros are not allowed, got: %.*s",
                     (int)(c->i - at), c->s + at);
    if (d->naxes == 0 && !d->open)
      return fail_at(c, at, "an empty closed dimension sharding has no priority");
    d->priority = v;
  }
  return true;
}

static bool parse_sharding_body(Cur *c, HloArena *arena, HloSdySharding *s) {
  memset(s, 0, sizeof *s);
  if (!expect(c, '<'))
    return false;
  skip_ws(c);
  s->mesh_offset = c->i;
  if (eat(c, '@')) {
    skip_ws(c);
    if (peek(c) == '"') {
      if (!quoted(c, &s->mesh_name, &s->mesh_len, "a mesh name"))
        return false;
    } else {
      size_t from = c->i;
      while (c->i < c->n && (ident_char(c->s[c->i]) || c->s[c->i] == '.' || c->s[c->i] == '$' ||
                             c->s[c->i] == '-'))
        c->i++;
      if (c->i == from)
        return fail_at(c, from, "expected a mesh name after '@'");
      s->mesh_name = c->s + from;
      s->mesh_len = c->i - from;
    }
  } else if (eat_word(c, "mesh")) {
    if (!parse_mesh_body(c, arena, &s->mesh))
      return false;
  } else {
    return fail_at(c, c->i, "expected a mesh (@name or mesh<...>), found %s", shown(peek(c)));
  }
  if (!expect(c, ',') || !expect(c, '['))
    return false;
  int cap = 4;
  s->dims = hlo_arena_new(arena, HloSdyDim, cap);
  if (!eat(c, ']')) {
    do {
      if (s->rank == HLO_MAX_RANK)
        return fail_at(c, c->i, "more than %d dimension shardings", HLO_MAX_RANK);
      if (s->rank == cap) {
        HloSdyDim *w = hlo_arena_new(arena, HloSdyDim, cap * 2);
        memcpy(w, s->dims, sizeof *w * (size_t)cap);
        s->dims = w;
        cap *= 2;
      }
      if (!parse_dim(c, arena, &s->dims[s->rank++]))
        return false;
    } while (eat(c, ','));
    if (!expect(c, ']'))
      return false;
  }
  while (eat(c, ',')) {
    size_t at = here(c);
    if (eat_word(c, "replicated")) {
      if (s->replicated)
        return fail_at(c, at, "replicated axes given twice");
      if (!expect(c, '=') || (s->nreplicated = parse_axis_list(c, arena, &s->replicated)) < 0)
        return false;
    } else if (eat_word(c, "unreduced")) {
      if (s->unreduced)
        return fail_at(c, at, "unreduced axes given twice");
      if (eat(c, '='))
        (void)(eat_word(c, "sum") || eat_word(c, "max") || eat_word(c, "min"));
      if ((s->nunreduced = parse_axis_list(c, arena, &s->unreduced)) < 0)
        return false;
    } else {
      return fail_at(c, at, "expected replicated={...} or unreduced={...} after ','");
    }
  }
  return expect(c, '>');
}

bool hlo_sdy_parse_sharding(HloArena *arena, const char *text, size_t len, HloSdySharding *out,
                            HloShardError *err) {
  Cur c = {text, len, 0, err, false};
  eat_str(&c, "#sdy.sharding");
  return parse_sharding_body(&c, arena, out) && at_end(&c);
}

int hlo_sdy_parse_sharding_list(HloArena *arena, const char *text, size_t len,
                                HloSdySharding **out, HloShardError *err) {
  Cur c = {text, len, 0, err, false};
  bool wrapped = eat_str(&c, "#sdy.sharding_per_value");
  if (wrapped && !expect(&c, '<'))
    return -1;
  if (!expect(&c, '['))
    return -1;
  int n = 0, cap = 4;
  HloSdySharding *v = hlo_arena_new(arena, HloSdySharding, cap);
  if (!eat(&c, ']')) {
    do {
      if (n == cap) {
        HloSdySharding *w = hlo_arena_new(arena, HloSdySharding, cap * 2);
        memcpy(w, v, sizeof *v * (size_t)cap);
        v = w;
        cap *= 2;
      }
      if (!parse_sharding_body(&c, arena, &v[n++]))
        return -1;
    } while (eat(&c, ','));
    if (!expect(&c, ']'))
      return -1;
  }
  if (wrapped && !expect(&c, '>'))
    return -1;
  if (!at_end(&c))
    return -1;
  *out = v;
  return n;
}

int hlo_sdy_parse_manual_axes(HloArena *arena, const char *text, size_t len, HloSdyAxisRef **out,
                              HloShardError *err) {
  Cur c = {text, len, 0, err, false};
  bool wrapped = eat_str(&c, "#sdy<");
  if (wrapped && !eat_word(&c, "manual_axes"))
    return fail_at(&c, c.i, "expected manual_axes"), -1;
  int n = parse_axis_list(&c, arena, out);
  if (n < 0 || (wrapped && !expect(&c, '>')) || !at_end(&c))
    return -1;
  for (int i = 0; i < n; i++)
    if ((*out)[i].pre)
      return fail_at(&c, (*out)[i].offset, "manual axes are whole axes"), -1;
  return n;
}

/* ---- Shardy, lowered ---- */

bool hlo_shard_mesh_lower(HloArena *arena, const HloSdyMesh *mesh, HloShardSpaces *spaces,
                          HloShardMesh *out, HloShardError *err) {
  Cur c = {"", 0, 0, err, false};
  memset(out, 0, sizeof *out);
  out->sdy = *mesh;
  for (int i = 0; i < mesh->naxes; i++)
    for (int j = 0; j < i; j++)
      if (mesh->axis_len[i] == mesh->axis_len[j] &&
          !memcmp(mesh->axis[i], mesh->axis[j], mesh->axis_len[i]))
        return fail_at(&c, 0, "the mesh names axis \"%.*s\" twice", (int)mesh->axis_len[i],
                       mesh->axis[i]);
  int64_t total = 1;
  for (int i = 0; i < mesh->naxes; i++) {
    if (total > MAX_DEVICES / mesh->size[i])
      return fail_at(&c, 0, "a mesh of more than %d devices", MAX_DEVICES);
    total *= mesh->size[i];
  }
  out->total = total;
  if (mesh->naxes == 0) {
    if (mesh->ndevice_ids > 1)
      return fail_at(&c, 0, "a mesh without axes has at most one device id");
    if (mesh->ndevice_ids == 1) {
      if (mesh->device_ids[0] < 0)
        return fail_at(&c, 0, "device id %lld is negative", (long long)mesh->device_ids[0]);
      out->maximal = true;
      out->device = mesh->device_ids[0];
    }
    return true;
  }
  int64_t *devices = hlo_arena_new(arena, int64_t, total);
  if (mesh->ndevice_ids) {
    if (mesh->ndevice_ids != total)
      return fail_at(&c, 0, "the mesh has %lld devices and %d device ids", (long long)total,
                     mesh->ndevice_ids);
    uint8_t *seen = hlo_arena_new(arena, uint8_t, total);
    for (int64_t i = 0; i < total; i++) {
      int64_t d = mesh->device_ids[i];
      if (d < 0 || d >= total || seen[d]++)
        return fail_at(&c, 0, "device_ids are not a permutation of 0..%lld", (long long)total - 1);
      devices[i] = d;
    }
  } else {
    for (int64_t i = 0; i < total; i++)
      devices[i] = i;
  }
  Digits d;
  if (!array_digits(mesh->size, mesh->naxes, devices, total, spaces, &d))
    return fail_at(&c, 0, "a mesh with more than %d prime factors", MAX_DIGITS);
  out->nfactors = hlo_arena_new(arena, int, mesh->naxes);
  out->factors = hlo_arena_new(arena, HloShardFactor *, mesh->naxes);
  for (int i = 0; i < mesh->naxes; i++)
    out->factors[i] = hlo_arena_new(arena, HloShardFactor, d.n + 1);
  for (int j = 0; j < d.n; j++) {
    int a = d.dim[j];
    out->factors[a][out->nfactors[a]++] = (HloShardFactor){0, d.space, d.stride[j], d.size[j]};
  }
  return true;
}

static int find_axis(const HloSdyMesh *m, const char *name, size_t len) {
  for (int i = 0; i < m->naxes; i++)
    if (m->axis_len[i] == len && !memcmp(m->axis[i], name, len))
      return i;
  return -1;
}

/* The factors of an axis or sub-axis: the axis's primes from pre-size
 * `pre` on, up to `size`. */
static int ref_factors(Cur *c, const HloShardMesh *m, const HloSdyAxisRef *a, HloShardFactor *out) {
  int i = find_axis(&m->sdy, a->name, a->len);
  if (i < 0)
    return fail_at(c, a->offset, "axis \"%.*s\" is not in the mesh", (int)a->len, a->name), -1;
  int n = m->nfactors[i];
  const HloShardFactor *f = m->factors[i];
  if (!a->pre) {
    memcpy(out, f, sizeof *f * (size_t)n);
    return n;
  }
  int64_t full = m->sdy.size[i];
  if (full % (a->pre * a->size) != 0 || a->size == full)
    return fail_at(c, a->offset, "sub-axis \"%.*s\":(%lld)%lld does not fit axis \"%.*s\" of size %lld",
                   (int)a->len, a->name, (long long)a->pre, (long long)a->size, (int)a->len,
                   a->name, (long long)full),
           -1;
  int j = 0, k = 0;
  int64_t p = 1;
  while (j < n && p < a->pre)
    p *= f[j++].size;
  int64_t q = 1;
  while (j < n && q < a->size) {
    q *= f[j].size;
    out[k++] = f[j++];
  }
  if (p != a->pre || q != a->size)
    return unsupported_at(c, a->offset, "sub-axis \"%.*s\":(%lld)%lld splits a prime factor of the "
                   "axis in a way hlomem does not follow",
                   (int)a->len, a->name, (long long)a->pre, (long long)a->size),
           -1;
  return k;
}

static bool is_manual(const HloSdyAxisRef *manual, int nmanual, const HloSdyAxisRef *a) {
  for (int i = 0; i < nmanual; i++)
    if (manual[i].len == a->len && !memcmp(manual[i].name, a->name, a->len))
      return true;
  return false;
}

static bool lower_refs(Cur *c, const HloShardMesh *mesh, const HloSdyAxisRef *refs, int n, int dim,
                       const HloSdyAxisRef *manual, int nmanual, HloSharding *out,
                       HloSharding *all) {
  for (int i = 0; i < n; i++) {
    HloShardFactor f[MAX_DIGITS];
    int k = ref_factors(c, mesh, &refs[i], f);
    if (k < 0)
      return false;
    for (int j = 0; j < k; j++) {
      for (int m = 0; m < all->nfactors; m++)
        if (hlo_shard_factors_overlap(&all->f[m], &f[j]))
          return fail_at(c, refs[i].offset, "axis \"%.*s\" is used twice in the sharding",
                         (int)refs[i].len, refs[i].name);
      if (!add_factor(all, dim, f[j].space, f[j].stride, f[j].size))
        return fail_at(c, refs[i].offset, "a sharding with more than %d factors",
                       HLO_SHARD_MAX_FACTORS);
      if (out && !is_manual(manual, nmanual, &refs[i]) &&
          !add_factor(out, dim, f[j].space, f[j].stride, f[j].size))
        return fail_at(c, refs[i].offset, "a sharding with more than %d factors",
                       HLO_SHARD_MAX_FACTORS);
    }
  }
  return true;
}

bool hlo_sdy_lower(const HloSdySharding *s, const HloShardMesh *mesh, int rank,
                   const HloSdyAxisRef *manual, int nmanual, HloSharding *out, HloShardError *err) {
  Cur c = {"", 0, 0, err, false};
  memset(out, 0, sizeof *out);
  if (s->rank != rank)
    return fail_at(&c, s->mesh_offset, "%d dimension sharding%s for a value of rank %d", s->rank,
                   s->rank == 1 ? "" : "s", rank);
  if (mesh->maximal) {
    out->kind = HLO_SHARD_MAXIMAL;
    out->device = mesh->device;
    return true;
  }
  out->kind = HLO_SHARD_TILED;
  HloSharding all = {0}; /* every axis the sharding names, to find one used twice */
  for (int d = 0; d < s->rank; d++)
    if (!lower_refs(&c, mesh, s->dims[d].axes, s->dims[d].naxes, d, manual, nmanual, out, &all))
      return false;
  if (!lower_refs(&c, mesh, s->unreduced, s->nunreduced, HLO_SHARD_PENDING, manual, nmanual, out,
                  &all) ||
      !lower_refs(&c, mesh, s->replicated, s->nreplicated, HLO_SHARD_PENDING, manual, nmanual,
                  NULL, &all))
    return false;
  return true;
}

/* ---- shardings ---- */

int64_t hlo_sharding_tiles(const HloSharding *s, int dim) {
  int64_t t = 1;
  for (int i = 0; i < s->nfactors; i++)
    if (s->f[i].dim == dim)
      t *= s->f[i].size;
  return t;
}

int64_t hlo_sharding_total_tiles(const HloSharding *s) {
  int64_t t = 1;
  for (int i = 0; i < s->nfactors; i++)
    if (s->f[i].dim >= 0)
      t *= s->f[i].size;
  return t;
}

int64_t hlo_sharding_type_bytes(const HloSharding *s, MlirType type) {
  HloShape shape;
  if (s->kind != HLO_SHARD_TILED || s->nfactors == 0 || !hlo_shape_of(type, &shape))
    return hlo_type_bytes(type);
  int64_t elem = hlo_element_bytes(shape.elem);
  if (elem < 0)
    return -1;
  int64_t n = 1;
  for (int d = 0; d < shape.rank; d++) {
    int64_t t = hlo_sharding_tiles(s, d);
    n *= (shape.dims[d] + t - 1) / t;
  }
  return n * elem;
}

bool hlo_shard_factors_overlap(const HloShardFactor *a, const HloShardFactor *b) {
  if (a->space != b->space)
    return true;
  return a->stride < b->stride * b->size && b->stride < a->stride * a->size;
}

void hlo_sharding_format(const HloSharding *s, int rank, HloStr *out) {
  if (s->kind == HLO_SHARD_MAXIMAL) {
    hlo_str_printf(out, "maximal device=%lld", (long long)s->device);
    return;
  }
  if (s->kind == HLO_SHARD_MANUAL) {
    hlo_str_puts(out, "manual");
    return;
  }
  bool any = false;
  for (int i = 0; i < s->nfactors; i++)
    any |= s->f[i].dim >= 0;
  if (!any && s->nfactors == 0) {
    hlo_str_puts(out, "replicated");
    return;
  }
  hlo_str_puts(out, "[");
  for (int d = 0; d < rank; d++) {
    int64_t t = hlo_sharding_tiles(s, d);
    if (t > 1)
      hlo_str_printf(out, "%s{%lld}", d ? ", " : "", (long long)t);
    else
      hlo_str_puts(out, d ? ", {}" : "{}");
  }
  hlo_str_puts(out, "]");
  int64_t pending = 1;
  for (int i = 0; i < s->nfactors; i++)
    if (s->f[i].dim == HLO_SHARD_PENDING)
      pending *= s->f[i].size;
  if (pending > 1)
    hlo_str_printf(out, " pending %lld", (long long)pending);
}
