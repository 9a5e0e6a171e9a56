/*
 * hlomem-run's source files and diagnostics. Programs, text inputs and
 * .npy files are read through LLVM memory buffers; every diagnostic, from
 * MLIR, the interpreter or the input readers, is printed as compilers do,
 * with the line and a caret when it points into a file we hold.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "hlomem/diag.h"
#include "tool.h"

enum { MAX_SOURCES = 64 };

static const Source *sources[MAX_SOURCES];
static int nsources;
static unsigned errors;

bool source_open(const char *path, Source *s, HloStr *error) {
  LLVMMemoryBufferRef buf;
  char *message = NULL;
  bool is_stdin = strcmp(path, "-") == 0;
  LLVMBool failed = is_stdin ? LLVMCreateMemoryBufferWithSTDIN(&buf, &message)
                             : LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &message);
  if (failed) {
    hlo_str_printf(error, "%s: error: could not open: %s", is_stdin ? "<stdin>" : path,
                   message ? message : "unknown error");
    LLVMDisposeMessage(message);
    return false;
  }
  s->name = hlo_xstrdup(is_stdin ? "<stdin>" : path);
  s->data = LLVMGetBufferStart(buf);
  s->len = LLVMGetBufferSize(buf);
  s->buffer = buf;
  return true;
}

void source_close(Source *s) {
  if (s->buffer)
    LLVMDisposeMemoryBuffer(s->buffer);
  free(s->name);
  memset(s, 0, sizeof *s);
}

void diag_register(const Source *s) {
  if (nsources < MAX_SOURCES)
    sources[nsources++] = s;
}

void diag_unregister_all(void) { nsources = 0; }

unsigned diag_error_count(void) { return errors; }

static const Source *find_source(const char *name) {
  for (int i = 0; i < nsources; i++)
    if (strcmp(sources[i]->name, name) == 0)
      return sources[i];
  return NULL;
}

/* Prints the diagnostic and, for errors in text we hold, its line. */
static void print(const char *file, unsigned line, unsigned col, HloSeverity sev,
                  const char *message) {
  if (sev == HLO_ERROR)
    errors++;
  if (file)
    fprintf(stderr, "%s:%u:%u: %s: %s\n", file, line, col, hlo_severity_name(sev), message);
  else
    fprintf(stderr, "%s: %s\n", hlo_severity_name(sev), message);
  const Source *s = file ? find_source(file) : NULL;
  if (!s || (sev != HLO_ERROR && sev != HLO_WARNING))
    return;
  const char *p = s->data, *end = s->data + s->len;
  for (unsigned l = 1; l < line && p < end; l++) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    if (!eol)
      return;
    p = eol + 1;
  }
  const char *eol = p < end ? memchr(p, '\n', (size_t)(end - p)) : NULL;
  size_t len = (size_t)((eol ? eol : end) - p);
  if (p >= end || len > 400)
    return;
  for (size_t i = 0; i < len; i++)
    if (((unsigned char)p[i] < 0x20 && p[i] != '\t') || p[i] == 0x7f)
      return; /* binary: keep the terminal clean */
  fprintf(stderr, "%.*s\n", (int)len, p);
  for (unsigned c = 1; c < col && c <= len; c++)
    fputc(p[c - 1] == '\t' ? '\t' : ' ', stderr);
  fputs("^\n", stderr);
}

static void sink(const HloDiag *d, void *user) {
  (void)user;
  HloStr file = {0};
  unsigned line = 0, col = 0;
  bool located = hlo_location_split(d->loc, &file, &line, &col);
  print(located ? file.data : NULL, line, col, d->severity, d->message);
  hlo_str_free(&file);
}

void diag_install(void) { hlo_diag_set_sink(sink, NULL); }

void diag_error_at(const Source *s, size_t offset, const char *fmt, ...) {
  unsigned line = 1, col = 1;
  for (size_t i = 0; i < offset && i < s->len; i++) {
    if (s->data[i] == '\n') {
      line++;
      col = 1;
    } else {
      col++;
    }
  }
  HloStr msg = {0};
  va_list ap;
  va_start(ap, fmt);
  hlo_str_vprintf(&msg, fmt, ap);
  va_end(ap);
  print(s->name, line, col, HLO_ERROR, msg.data);
  hlo_str_free(&msg);
}
