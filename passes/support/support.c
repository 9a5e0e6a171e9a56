/*
 * Layer support (passes/support/, public headers support.h, diag.h,
 * version.h): allocation, arenas, maps, strings, diagnostics. It knows
 * neither StableHLO nor any pass.
 *
 * Support library: checked allocation, arenas, pointer maps, strings.
 * The pointer map uses linear probing with a multiplicative hash of the
 * pointer bits; tables stay at most half full so probes stay short.
 */
#include "hlomem/support.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

static void out_of_memory(size_t size) {
  fprintf(stderr, "hlomem: fatal: out of memory allocating %zu bytes\n", size);
  abort();
}

void *hlo_xmalloc(size_t size) {
  void *p = malloc(size ? size : 1);
  if (!p)
    out_of_memory(size);
  return p;
}

void *hlo_xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p)
    out_of_memory(n * size);
  return p;
}

void *hlo_xrealloc(void *p, size_t size) {
  p = realloc(p, size ? size : 1);
  if (!p)
    out_of_memory(size);
  return p;
}

char *hlo_xstrdup(const char *s) { return hlo_xstrndup(s, strlen(s)); }

char *hlo_xstrndup(const char *s, size_t n) {
  char *p = hlo_xmalloc(n + 1);
  memcpy(p, s, n);
  p[n] = '\0';
  return p;
}

/* ---- arenas ---- */

struct HloArenaChunk {
  HloArenaChunk *next;
  size_t used, cap;
  _Alignas(16) unsigned char data[];
};

enum { ARENA_CHUNK = 64 * 1024 };

void *hlo_arena_alloc(HloArena *a, size_t size) {
  size = (size + 15) & ~(size_t)15;
  HloArenaChunk *c = a->head;
  if (!c || c->cap - c->used < size) {
    size_t cap = size > ARENA_CHUNK ? size : ARENA_CHUNK;
    c = hlo_xmalloc(sizeof(HloArenaChunk) + cap);
    c->used = 0;
    c->cap = cap;
    /* A large one-off allocation goes behind the current chunk so the
     * current chunk's free space is not wasted. */
    if (a->head && size > ARENA_CHUNK) {
      c->next = a->head->next;
      a->head->next = c;
    } else {
      c->next = a->head;
      a->head = c;
    }
  }
  void *p = c->data + c->used;
  c->used += size;
  memset(p, 0, size);
  return p;
}

char *hlo_arena_strndup(HloArena *a, const char *s, size_t n) {
  char *p = hlo_arena_alloc(a, n + 1);
  memcpy(p, s, n);
  return p;
}

char *hlo_arena_printf(HloArena *a, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *p = hlo_arena_alloc(a, (size_t)n + 1);
  va_start(ap, fmt);
  vsnprintf(p, (size_t)n + 1, fmt, ap);
  va_end(ap);
  return p;
}

void hlo_arena_free(HloArena *a) {
  for (HloArenaChunk *c = a->head, *next; c; c = next) {
    next = c->next;
    free(c);
  }
  a->head = NULL;
}

/* ---- pointer map ---- */

static size_t ptr_hash(const void *p, size_t mask) {
  return (size_t)hlo_hash_mix((uint64_t)(uintptr_t)p) & mask;
}

static void ptrmap_resize(HloPtrMap *m, size_t cap) {
  const void **keys = hlo_xcalloc(cap, sizeof *keys);
  int64_t *vals = hlo_xmalloc(cap * sizeof *vals);
  for (size_t i = 0; i < m->cap; i++) {
    if (!m->keys[i])
      continue;
    size_t j = ptr_hash(m->keys[i], cap - 1);
    while (keys[j])
      j = (j + 1) & (cap - 1);
    keys[j] = m->keys[i];
    vals[j] = m->vals[i];
  }
  free(m->keys);
  free(m->vals);
  m->keys = keys;
  m->vals = vals;
  m->cap = cap;
}

void hlo_ptrmap_reserve(HloPtrMap *m, size_t n) {
  size_t cap = m->cap ? m->cap : 64;
  while (cap < 2 * n)
    cap *= 2;
  if (cap > m->cap)
    ptrmap_resize(m, cap);
}

void hlo_ptrmap_put(HloPtrMap *m, const void *key, int64_t val) {
  if ((m->len + 1) * 2 > m->cap)
    ptrmap_resize(m, m->cap ? m->cap * 2 : 64);
  size_t j = ptr_hash(key, m->cap - 1);
  while (m->keys[j] && m->keys[j] != key)
    j = (j + 1) & (m->cap - 1);
  if (!m->keys[j]) {
    m->keys[j] = key;
    m->len++;
  }
  m->vals[j] = val;
}

bool hlo_ptrmap_get(const HloPtrMap *m, const void *key, int64_t *val) {
  if (!m->cap)
    return false;
  size_t j = ptr_hash(key, m->cap - 1);
  while (m->keys[j]) {
    if (m->keys[j] == key) {
      if (val)
        *val = m->vals[j];
      return true;
    }
    j = (j + 1) & (m->cap - 1);
  }
  return false;
}

void hlo_ptrmap_free(HloPtrMap *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

/* ---- strings ---- */

static void str_grow(HloStr *s, size_t n) {
  size_t cap = s->cap ? s->cap : 64;
  while (cap < s->len + n + 1)
    cap *= 2;
  s->data = hlo_xrealloc(s->data, cap);
  s->cap = cap;
}

void hlo_str_append(HloStr *s, const char *p, size_t n) {
  if (s->len + n + 1 > s->cap)
    str_grow(s, n);
  char *d = s->data + s->len;
  /* Printers hand over a few bytes at a time (MLIR's C API streams are
   * unbuffered): a loop beats a call to memcpy there. */
  if (n <= 16)
    for (size_t i = 0; i < n; i++)
      d[i] = p[i];
  else
    memcpy(d, p, n);
  s->len += n;
  d[n] = '\0';
}

void hlo_str_puts(HloStr *s, const char *p) { hlo_str_append(s, p, strlen(p)); }

/* Formats straight into the string's spare room, growing it and formatting
 * again only when the text did not fit. */
void hlo_str_vprintf(HloStr *s, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  if (s->cap - s->len < 128)
    str_grow(s, 128);
  int n = vsnprintf(s->data + s->len, s->cap - s->len, fmt, ap);
  if (n >= 0 && (size_t)n >= s->cap - s->len) {
    str_grow(s, (size_t)n);
    vsnprintf(s->data + s->len, s->cap - s->len, fmt, ap2);
  }
  if (n > 0)
    s->len += (size_t)n;
  s->data[s->len] = '\0';
  va_end(ap2);
}

void hlo_str_append_int(HloStr *s, int64_t v) {
  char digits[24], *d = digits + sizeof digits;
  uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
  do
    *--d = (char)('0' + u % 10);
  while ((u /= 10) != 0);
  if (v < 0)
    *--d = '-';
  hlo_str_append(s, d, (size_t)(digits + sizeof digits - d));
}

void hlo_str_printf(HloStr *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  hlo_str_vprintf(s, fmt, ap);
  va_end(ap);
}

void hlo_str_free(HloStr *s) {
  free(s->data);
  memset(s, 0, sizeof *s);
}

void hlo_str_callback(MlirStringRef piece, void *user) {
  hlo_str_append(user, piece.data, piece.length);
}

double hlo_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

const char *hlo_format_bytes(int64_t bytes, char buf[32]) {
  static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
  double v = (double)bytes;
  int u = 0;
  while ((v >= 1024.0 || v <= -1024.0) && u < 5) {
    v /= 1024.0;
    u++;
  }
  if (u == 0)
    snprintf(buf, 32, "%lld B", (long long)bytes);
  else
    snprintf(buf, 32, "%.2f %s", v, units[u]);
  return buf;
}

bool hlo_parse_bytes(const char *s, int64_t *out) {
  static const struct {
    const char *suffix;
    double scale;
  } units[] = {
      {"", 1},        {"B", 1},           {"K", 1e3},         {"KB", 1e3},
      {"KiB", 1024.}, {"M", 1e6},         {"MB", 1e6},        {"MiB", 1048576.},
      {"G", 1e9},     {"GB", 1e9},        {"GiB", 1073741824.}, {"T", 1e12},
      {"TB", 1e12},   {"TiB", 1099511627776.},
  };
  if (!s || !*s || isspace((unsigned char)*s) || *s == '-' || *s == '+')
    return false;
  errno = 0;
  char *end;
  double v = strtod(s, &end);
  if (end == s || errno || !isfinite(v) || v < 0)
    return false;
  for (size_t i = 0; i < sizeof units / sizeof units[0]; i++) {
    if (strcmp(end, units[i].suffix) == 0) {
      double bytes = v * units[i].scale;
      if (bytes > 9.2e18 || bytes != floor(bytes))
        return false;
      *out = (int64_t)bytes;
      return true;
    }
  }
  return false;
}

/* ---- files ---- */

static bool write_all(int fd, const char *p, size_t len) {
  while (len) {
    ssize_t n = write(fd, p, len);
    if (n < 0) {
      if (errno == EINTR)
        continue;
      return false;
    }
    p += n;
    len -= (size_t)n;
  }
  return true;
}

bool hlo_write_file_atomic(const char *path, const void *data, size_t len, HloStr *error) {
  if (strcmp(path, "-") == 0) {
    fflush(stdout);
    if (!write_all(STDOUT_FILENO, data, len)) {
      hlo_str_printf(error, "cannot write to stdout: %s", strerror(errno));
      return false;
    }
    return true;
  }
  /* A device or a pipe (-o /dev/null) is written in place: renaming a
   * file over it would replace the device with that file. */
  struct stat dev;
  if (stat(path, &dev) == 0 && !S_ISREG(dev.st_mode) && !S_ISDIR(dev.st_mode)) {
    int out = open(path, O_WRONLY | O_TRUNC);
    bool written = out >= 0 && write_all(out, data, len);
    int saved = errno;
    if (out >= 0 && close(out) != 0 && written) {
      saved = errno;
      written = false;
    }
    if (!written)
      hlo_str_printf(error, "cannot write '%s': %s", path, strerror(saved));
    return written;
  }
  HloStr tmp = {0};
  hlo_str_printf(&tmp, "%s.tmp.XXXXXX", path);
  int fd = mkstemp(tmp.data);
  if (fd < 0) {
    hlo_str_printf(error, "cannot create a temporary file next to '%s': %s", path,
                   strerror(errno));
    hlo_str_free(&tmp);
    return false;
  }
  /* Keep the mode of the file being replaced; new files get 0666 & ~umask. */
  mode_t mode;
  struct stat st;
  if (stat(path, &st) == 0) {
    mode = st.st_mode & 07777;
  } else {
    mode_t mask = umask(0);
    umask(mask);
    mode = 0666 & ~mask;
  }
  bool ok = write_all(fd, data, len) && fchmod(fd, mode) == 0;
  int saved = errno;
  ok = (close(fd) == 0) && ok;
  if (ok && rename(tmp.data, path) != 0) {
    saved = errno;
    ok = false;
  }
  if (!ok) {
    hlo_str_printf(error, "cannot write '%s': %s", path, strerror(saved ? saved : errno));
    unlink(tmp.data);
  }
  hlo_str_free(&tmp);
  return ok;
}

bool hlo_read_file(const char *path, HloStr *out, HloStr *error) {
  bool is_stdin = strcmp(path, "-") == 0;
  FILE *f = is_stdin ? stdin : fopen(path, "rb");
  if (!f) {
    hlo_str_printf(error, "cannot open '%s': %s", path, strerror(errno));
    return false;
  }
  char buf[65536];
  size_t n;
  hlo_str_append(out, "", 0);
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    hlo_str_append(out, buf, n);
  bool ok = !ferror(f);
  if (!ok)
    hlo_str_printf(error, "cannot read '%s': %s", path, strerror(errno));
  if (!is_stdin)
    fclose(f);
  return ok;
}

void hlo_str_json(HloStr *out, const char *s, size_t len) {
  hlo_str_append(out, "\"", 1);
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') {
      char esc[2] = {'\\', (char)c};
      hlo_str_append(out, esc, 2);
    } else if (c < 0x20) {
      hlo_str_printf(out, "\\u%04x", c);
    } else {
      hlo_str_append(out, (const char *)&c, 1);
    }
  }
  hlo_str_append(out, "\"", 1);
}
