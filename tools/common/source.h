/*
 * What the hlomem tools share: input files read through LLVM memory
 * buffers, diagnostics printed as compilers print them (with the source
 * line and a caret), and LLVM fatal errors turned into a clean exit.
 */
#ifndef HLOMEM_TOOLS_SOURCE_H
#define HLOMEM_TOOLS_SOURCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "hlomem/diag.h"
#include "hlomem/support.h"

/* A file read through an LLVM memory buffer (mmap-backed where the file
 * allows, stdin for "-"); data[len] is a NUL byte. */
typedef struct HloSource {
  char *name; /* owned: the path as given, "<stdin>" for "-" */
  const char *data;
  size_t len;
  void *buffer;
} HloSource;

/* false with "path: error: could not open input file: why" in `error`. */
bool hlo_source_open(const char *path, HloSource *s, HloStr *error);
void hlo_source_close(HloSource *s);
/* The 1-based line and column of a byte offset. */
void hlo_source_position(const HloSource *s, size_t offset, unsigned *line, unsigned *col);

/* One chunk of a --split-input-file input: its text padded with newlines
 * so that line numbers inside match the whole file's. */
typedef struct HloChunk {
  char *text;
  size_t len;
  unsigned first_line; /* where the chunk starts in the file */
} HloChunk;

/* Splits on lines starting with `marker`; one chunk if marker is NULL. */
size_t hlo_source_split(const HloSource *in, const char *marker, HloChunk **chunks);
void hlo_chunks_free(HloChunk *chunks, size_t n);

/* Prints "file:line:col: severity: message" ("severity: message" when
 * `file` is NULL) to stderr; errors and warnings pointing into `s` (may be
 * NULL) also show their line and a caret, unless the line looks binary. */
void hlo_print_diagnostic(const char *file, unsigned line, unsigned col, HloSeverity severity,
                          const char *message, const HloSource *s);

/* LLVM's fatal errors end the tool with "tool: error: reason" and exit 1,
 * not a crash report. */
void hlo_tool_catch_fatal_errors(const char *tool);

#endif
