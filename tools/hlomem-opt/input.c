/*
 * Input files through LLVM's memory buffers: mmap-backed for regular files,
 * read fully from stdin, never copied before the parser sees them (except
 * when split into chunks).
 */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "tool.h"

bool input_open(const char *path, Input *in, HloStr *error) {
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
  in->name = is_stdin ? "<stdin>" : path;
  in->data = LLVMGetBufferStart(buf);
  in->len = LLVMGetBufferSize(buf);
  in->buffer = buf;
  return true;
}

void input_close(Input *in) {
  if (in->buffer)
    LLVMDisposeMemoryBuffer(in->buffer);
  memset(in, 0, sizeof *in);
}

static void add_chunk(Chunk **chunks, size_t *n, const char *start, const char *end,
                      unsigned first_line) {
  *chunks = hlo_xrealloc(*chunks, sizeof **chunks * (*n + 1));
  size_t pad = first_line - 1, len = (size_t)(end - start);
  char *text = hlo_xmalloc(pad + len + 1);
  memset(text, '\n', pad);
  memcpy(text + pad, start, len);
  text[pad + len] = '\0';
  (*chunks)[(*n)++] = (Chunk){text, pad + len, first_line};
}

size_t input_split(const Input *in, const char *marker, Chunk **chunks) {
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

void chunks_free(Chunk *chunks, size_t n) {
  for (size_t i = 0; i < n; i++)
    free(chunks[i].text);
  free(chunks);
}
