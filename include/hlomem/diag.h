/*
 * Diagnostics. The MLIR C API can emit errors but not warnings or remarks,
 * and passes running on worker threads need their messages ordered, so all
 * hlomem diagnostics (and MLIR's own, forwarded) go through one process-wide
 * sink. The default sink prints "file:line:col: severity: message" to
 * stderr; hlomem-opt installs its own to order, verify or print them.
 */
#ifndef HLOMEM_DIAG_H
#define HLOMEM_DIAG_H

#include <stdbool.h>

#include <mlir-c/Diagnostics.h>
#include <mlir-c/IR.h>

#include "hlomem/support.h"

typedef enum HloSeverity { HLO_ERROR, HLO_WARNING, HLO_NOTE, HLO_REMARK } HloSeverity;

typedef struct HloDiag {
  HloSeverity severity;
  MlirLocation loc;     /* may be null: a diagnostic with no location */
  const char *message;
  MlirOperation anchor; /* op the emitting pass runs on, or null */
} HloDiag;

typedef void (*HloDiagSink)(const HloDiag *diag, void *user);

/* Installs a sink for every thread; NULL restores the default. */
void hlo_diag_set_sink(HloDiagSink sink, void *user);

void hlo_emit(HloSeverity severity, MlirLocation loc, const char *fmt, ...) HLO_PRINTF(3, 4);
void hlo_emitv(HloSeverity severity, MlirLocation loc, const char *fmt, va_list ap);
#define hlo_error(loc, ...) hlo_emit(HLO_ERROR, (loc), __VA_ARGS__)
#define hlo_warning(loc, ...) hlo_emit(HLO_WARNING, (loc), __VA_ARGS__)
#define hlo_note(loc, ...) hlo_emit(HLO_NOTE, (loc), __VA_ARGS__)
#define hlo_remark(loc, ...) hlo_emit(HLO_REMARK, (loc), __VA_ARGS__)

/* The op the pass on this thread is running on; diagnostics carry it so a
 * tool can print them in a stable order whatever the thread schedule. */
void hlo_diag_set_anchor(MlirOperation op);
MlirOperation hlo_diag_anchor(void);

/* Number of errors emitted through hlo_emit on this thread so far. */
unsigned hlo_diag_error_count(void);

/* Forwards the context's MLIR diagnostics (parser, verifier, upstream
 * passes) into the sink, notes included. */
MlirDiagnosticHandlerID hlo_diag_forward_mlir(MlirContext ctx);

/* Where a location points: the first file:line:col inside it (through
 * name, call-site and fused locations). false for unknown locations. */
bool hlo_location_split(MlirLocation loc, HloStr *file, unsigned *line, unsigned *col);
/* "file:line:col", or "" when the location names no file position. */
void hlo_location_format(MlirLocation loc, HloStr *out);

const char *hlo_severity_name(HloSeverity severity);

#endif
