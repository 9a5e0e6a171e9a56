/*
 * The hlomem tools' input files, their --split-input-file chunks and
 * diagnostics (see source.h). The file name of a diagnostic is what MLIR
 * recorded at parse time: the path as given on the command line, so
 * matching a diagnostic to its source is a string compare.
 */
#include "source.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <llvm-c/Core.h>
#include <llvm-c/ErrorHandling.h>

bool hlo_source_open(const char *path, HloSource *s, HloStr *error) {
  LLVMMemoryBufferRef buf;
  char *message = NULL;
  bool is_stdin = strcmp(path, "-") == 0;
  LLVMBool failed = is_stdin ? LLVMCreateMemoryBufferWithSTDIN(&buf, &message)
                             : LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &message);
  if (failed) {
    hlo_str_printf(error, "%s: error: could not open input file: %s",
                   is_stdin ? "<stdin>" : path, message ? message : "unknown error");
    LLVMDisposeMessage(message);
    return false;
  }
  s->name = hlo_xstrdup(is_stdin ? "<stdin>" : path);
  s->data = LLVMGetBufferStart(buf);
  s->len = LLVMGetBufferSize(buf);
  s->buffer = buf;
  return true;
}

void hlo_source_close(HloSource *s) {
  if (s->buffer)
    LLVMDisposeMemoryBuffer(s->buffer);
  free(s->name);
  memset(s, 0, sizeof *s);
}

void hlo_source_position(const HloSource *s, size_t offset, unsigned *line, unsigned *col) {
  *line = 1;
  *col = 1;
  for (size_t i = 0; i < offset && i < s->len; i++) {
    if (s->data[i] == '\n') {
      ++*line;
      *col = 1;
    } else {
      ++*col;
    }
  }
}

/* Line `line` (1-based) of the source; its length in *len. */
static const char *source_line(const HloSource *s, unsigned line, size_t *len) {
  const char *p = s->data, *end = s->data + s->len;
  for (unsigned l = 1; l < line && p < end; l++) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    if (!eol)
      return NULL;
    p = eol + 1;
  }
  if (p >= end)
    return NULL;
  const char *eol = memchr(p, '\n', (size_t)(end - p));
  *len = (size_t)((eol ? eol : end) - p);
  return p;
}

void hlo_print_diagnostic(const char *file, unsigned line, unsigned col, HloSeverity severity,
                          const char *message, const HloSource *s) {
  const char *sev = hlo_severity_name(severity);
  if (file)
    fprintf(stderr, "%s:%u:%u: %s: %s\n", file, line, col, sev, message);
  else
    fprintf(stderr, "%s: %s\n", sev, message);
  /* Errors and warnings show where, as compilers do; remarks stay terse. */
  if (!file || !s || strcmp(file, s->name) != 0 ||
      (severity != HLO_ERROR && severity != HLO_WARNING))
    return;
  size_t len;
  const char *text = source_line(s, line, &len);
  if (!text || len > 400)
    return;
  for (size_t i = 0; i < len; i++)
    if (((unsigned char)text[i] < 0x20 && text[i] != '\t') || text[i] == 0x7f)
      return; /* binary input: the line would garble the terminal */
  fprintf(stderr, "%.*s\n", (int)len, text);
  for (unsigned c = 1; c < col && c <= len; c++)
    fputc(text[c - 1] == '\t' ? '\t' : ' ', stderr);
  fputs("^\n", stderr);
}

static const char *fatal_tool = "hlomem";

static void fatal_error(const char *reason) {
  fprintf(stderr, "%s: error: %s\n", fatal_tool, reason);
  fflush(stderr);
  _exit(1);
}

void hlo_tool_catch_fatal_errors(const char *tool) {
  fatal_tool = tool;
  LLVMInstallFatalErrorHandler(fatal_error);
}

/* ---- --split-input-file ---- */

static void add_chunk(HloChunk **chunks, size_t *n, const char *start, const char *end,
                      unsigned first_line) {
  *chunks = hlo_xrealloc(*chunks, sizeof **chunks * (*n + 1));
  size_t pad = first_line - 1, len = (size_t)(end - start);
  char *text = hlo_xmalloc(pad + len + 1);
  memset(text, '\n', pad);
  memcpy(text + pad, start, len);
  text[pad + len] = '\0';
  (*chunks)[(*n)++] = (HloChunk){text, pad + len, first_line};
}

size_t hlo_source_split(const HloSource *in, const char *marker, HloChunk **chunks) {
  size_t n = 0;
  *chunks = NULL;
  const char *p = in->data, *end = in->data + in->len, *start = p;
  unsigned line = 1, start_line = 1;
  size_t mlen = marker ? strlen(marker) : 0;
  while (marker && p < end) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    const char *next = eol ? eol + 1 : end;
    if ((size_t)(end - p) >= mlen && memcmp(p, marker, mlen) == 0) {
      add_chunk(chunks, &n, start, p, start_line);
      start = next;
      start_line = line + 1;
    }
    p = next;
    line++;
  }
  add_chunk(chunks, &n, start, end, start_line);
  return n;
}

void hlo_chunks_free(HloChunk *chunks, size_t n) {
  for (size_t i = 0; i < n; i++)
    free(chunks[i].text);
  free(chunks);
}
