/* hlomem-opt's parts: input, diagnostics and their verification. */
#ifndef HLOMEM_OPT_TOOL_H
#define HLOMEM_OPT_TOOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "hlomem/diag.h"
#include "hlomem/support.h"
#include "source.h"

/* ---- input ---- */

/* A --split-input-file chunk (tools/common/source.h). */
typedef HloChunk Chunk;

/* ---- diagnostics ---- */

typedef struct ToolDiag {
  HloSeverity severity;
  char *file;
  unsigned line, col; /* 0 when the diagnostic has no file location */
  char *message;
  long order;         /* ordinal of the anchor op, for a stable order */
  size_t seq;
} ToolDiag;

typedef struct DiagLog {
  ToolDiag *items;
  size_t len, cap;
  size_t errors;
  void *order_map; /* HloPtrMap of anchor op -> ordinal, or NULL */
} DiagLog;

/* Installs the sink that records every diagnostic into `log`. */
void diag_log_install(DiagLog *log);
/* Sorts by anchor ordinal (stable) and prints the recorded diagnostics to
 * stderr, with the source line and a caret when `in` is their file. */
void diag_log_flush(DiagLog *log, const HloSource *in);
void diag_log_clear(DiagLog *log);

/* ---- --help ---- */

/* Prints every hlomem pass and named pipeline with its summary and
 * options, from the registry, in mlir-opt's --help layout. */
void print_pass_help(FILE *out);

/* ---- --verify-diagnostics ---- */

/* Matches recorded diagnostics against expected-* comments in `text`;
 * reports mismatches on stderr and returns false if there are any. */
bool verify_diagnostics(DiagLog *log, const char *filename, const char *text, size_t len,
                        const HloSource *in);

/* Prints one diagnostic in file:line:col: severity: message form. */
void diag_print(const ToolDiag *d, const HloSource *in);

#endif
