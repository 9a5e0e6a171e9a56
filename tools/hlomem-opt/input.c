/*
 * --split-input-file: the input cut into chunks at marker lines, each
 * padded with newlines so that the parser's line numbers are the file's.
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"

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

size_t input_split(const HloSource *in, const char *marker, Chunk **chunks) {
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
