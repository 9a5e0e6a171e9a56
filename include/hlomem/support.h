/*
 * Small support library shared by the hlomem passes and tools: checked
 * allocation, bump arenas for per-run tables, a pointer-keyed hash map (MLIR
 * hands out operations and values as opaque pointers, and the C API has no
 * op-to-index query), a growable string, and a monotonic clock.
 */
#ifndef HLOMEM_SUPPORT_H
#define HLOMEM_SUPPORT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <mlir-c/Support.h>

#if defined(__GNUC__)
#define HLO_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define HLO_PRINTF(f, a)
#endif

/* Allocation that never returns NULL: running out of memory ends the
 * process with a message, as in most compilers. */
void *hlo_xmalloc(size_t size);
void *hlo_xcalloc(size_t n, size_t size);
void *hlo_xrealloc(void *p, size_t size);
char *hlo_xstrdup(const char *s);
char *hlo_xstrndup(const char *s, size_t n);

/* Bump allocator: everything allocated in a run is freed at once. */
typedef struct HloArenaChunk HloArenaChunk;
typedef struct HloArena {
  HloArenaChunk *head;
} HloArena;

void *hlo_arena_alloc(HloArena *a, size_t size); /* zeroed, 16-aligned */
#define hlo_arena_new(a, T, n) ((T *)hlo_arena_alloc((a), sizeof(T) * (size_t)(n)))
char *hlo_arena_strndup(HloArena *a, const char *s, size_t n);
char *hlo_arena_printf(HloArena *a, const char *fmt, ...) HLO_PRINTF(2, 3);
void hlo_arena_free(HloArena *a);

/* Open-addressing map from non-NULL pointers to int64 values. */
typedef struct HloPtrMap {
  const void **keys;
  int64_t *vals;
  size_t cap, len;
} HloPtrMap;

/* Mixes the bits of a key (an address, or one combined with an index)
 * for an open-addressed table: the pointer map's hash. */
static inline uint64_t hlo_hash_mix(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  return x ^ (x >> 33);
}

/* Sizes the table for n keys up front, saving the rehashes of growth. */
void hlo_ptrmap_reserve(HloPtrMap *m, size_t n);
void hlo_ptrmap_put(HloPtrMap *m, const void *key, int64_t val);
bool hlo_ptrmap_get(const HloPtrMap *m, const void *key, int64_t *val);
void hlo_ptrmap_free(HloPtrMap *m);

/* Growable NUL-terminated string. */
typedef struct HloStr {
  char *data;
  size_t len, cap;
} HloStr;

void hlo_str_append(HloStr *s, const char *p, size_t n);
void hlo_str_puts(HloStr *s, const char *p);
void hlo_str_append_int(HloStr *s, int64_t v); /* decimal, as %lld */
void hlo_str_printf(HloStr *s, const char *fmt, ...) HLO_PRINTF(2, 3);
void hlo_str_vprintf(HloStr *s, const char *fmt, va_list ap);
void hlo_str_free(HloStr *s);
/* An MlirStringCallback appending to the HloStr passed as user data. */
void hlo_str_callback(MlirStringRef piece, void *user);

/* Replaces `path` with `len` bytes of `data` atomically: the bytes go to a
 * temporary file in the same directory, renamed over `path` only once
 * fully written, so a failure leaves an existing file as it was. "-"
 * writes to stdout; a path that exists and is not a regular file
 * (/dev/null, a FIFO) is written in place. false with a message in
 * `error` on failure. */
bool hlo_write_file_atomic(const char *path, const void *data, size_t len, HloStr *error);
/* Reads a whole file (or stdin for "-"); false with a message on error. */
bool hlo_read_file(const char *path, HloStr *out, HloStr *error);
/* Appends `s` as a JSON string literal, quotes and escapes included. */
void hlo_str_json(HloStr *out, const char *s, size_t len);

/* Seconds from an arbitrary origin, monotonic. */
double hlo_now(void);

/* "1.5 MiB", "512 B": human-readable byte counts. */
const char *hlo_format_bytes(int64_t bytes, char buf[32]);

/* Parses "123", "4KiB", "1.5GB", "2MiB"; false on anything else. */
bool hlo_parse_bytes(const char *s, int64_t *out);

#endif
