/*
 * Diagnostics sink and location decoding. MLIR 19's C API cannot take a
 * location apart, so locations are printed and the first "file":line:col
 * in the text is read back; that covers file, name, call-site and fused
 * locations alike.
 */
#include "hlomem/diag.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t sink_lock = PTHREAD_MUTEX_INITIALIZER;
static HloDiagSink sink_fn;
static void *sink_user;
static _Thread_local MlirOperation current_anchor;
static _Thread_local unsigned thread_errors;

const char *hlo_severity_name(HloSeverity severity) {
  switch (severity) {
  case HLO_ERROR: return "error";
  case HLO_WARNING: return "warning";
  case HLO_NOTE: return "note";
  case HLO_REMARK: return "remark";
  }
  return "error";
}

void hlo_diag_set_sink(HloDiagSink sink, void *user) {
  pthread_mutex_lock(&sink_lock);
  sink_fn = sink;
  sink_user = user;
  pthread_mutex_unlock(&sink_lock);
}

void hlo_diag_set_anchor(MlirOperation op) { current_anchor = op; }
MlirOperation hlo_diag_anchor(void) { return current_anchor; }
unsigned hlo_diag_error_count(void) { return thread_errors; }

static void default_sink(const HloDiag *d) {
  HloStr where = {0};
  if (!mlirLocationIsNull(d->loc))
    hlo_location_format(d->loc, &where);
  if (where.len)
    fprintf(stderr, "%s: %s: %s\n", where.data, hlo_severity_name(d->severity), d->message);
  else
    fprintf(stderr, "%s: %s\n", hlo_severity_name(d->severity), d->message);
  hlo_str_free(&where);
}

static void deliver(const HloDiag *d) {
  if (d->severity == HLO_ERROR)
    thread_errors++;
  pthread_mutex_lock(&sink_lock);
  if (sink_fn)
    sink_fn(d, sink_user);
  else
    default_sink(d);
  pthread_mutex_unlock(&sink_lock);
}

void hlo_emitv(HloSeverity severity, MlirLocation loc, const char *fmt, va_list ap) {
  HloStr msg = {0};
  hlo_str_vprintf(&msg, fmt, ap);
  HloDiag d = {severity, loc, msg.data ? msg.data : "", current_anchor};
  deliver(&d);
  hlo_str_free(&msg);
}

void hlo_emit(HloSeverity severity, MlirLocation loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  hlo_emitv(severity, loc, fmt, ap);
  va_end(ap);
}

/* ---- forwarding MLIR's diagnostics ---- */

static HloSeverity from_mlir_severity(MlirDiagnosticSeverity s) {
  switch (s) {
  case MlirDiagnosticError: return HLO_ERROR;
  case MlirDiagnosticWarning: return HLO_WARNING;
  case MlirDiagnosticNote: return HLO_NOTE;
  case MlirDiagnosticRemark: return HLO_REMARK;
  }
  return HLO_ERROR;
}

static void forward_one(MlirDiagnostic diag) {
  HloStr msg = {0};
  mlirDiagnosticPrint(diag, hlo_str_callback, &msg);
  HloDiag d = {from_mlir_severity(mlirDiagnosticGetSeverity(diag)),
               mlirDiagnosticGetLocation(diag), msg.data ? msg.data : "", current_anchor};
  deliver(&d);
  hlo_str_free(&msg);
  intptr_t n = mlirDiagnosticGetNumNotes(diag);
  for (intptr_t i = 0; i < n; i++)
    forward_one(mlirDiagnosticGetNote(diag, i));
}

static MlirLogicalResult forward_mlir(MlirDiagnostic diag, void *user) {
  (void)user;
  forward_one(diag);
  return mlirLogicalResultSuccess();
}

MlirDiagnosticHandlerID hlo_diag_forward_mlir(MlirContext ctx) {
  return mlirContextAttachDiagnosticHandler(ctx, forward_mlir, NULL, NULL);
}

/* ---- locations ---- */

static bool read_uint(const char **p, unsigned *out) {
  const char *s = *p;
  unsigned long v = 0;
  if (*s < '0' || *s > '9')
    return false;
  while (*s >= '0' && *s <= '9') {
    v = v * 10 + (unsigned long)(*s - '0');
    if (v > 0xffffffffUL)
      return false;
    s++;
  }
  *out = (unsigned)v;
  *p = s;
  return true;
}

/* Reads a quoted MLIR string starting at *p (at the opening quote) into
 * out, undoing \" and \\ escapes; leaves *p after the closing quote. */
static bool read_quoted(const char **p, HloStr *out) {
  const char *s = *p + 1;
  out->len = 0;
  hlo_str_append(out, "", 0);
  while (*s && *s != '"') {
    if (*s == '\\' && s[1]) {
      s++;
      if (s[0] == '"' || s[0] == '\\') {
        hlo_str_append(out, s, 1);
        s++;
        continue;
      }
      /* Two-digit hex escape, as MLIR prints non-printable bytes. */
      static const char hex[] = "0123456789abcdef0123456789ABCDEF";
      const char *h1 = s[0] ? strchr(hex, s[0]) : NULL;
      const char *h2 = h1 && s[1] ? strchr(hex, s[1]) : NULL;
      if (h1 && h2) {
        char c = (char)((((h1 - hex) & 15) << 4) | ((h2 - hex) & 15));
        hlo_str_append(out, &c, 1);
        s += 2;
        continue;
      }
      hlo_str_append(out, "\\", 1);
      continue;
    }
    hlo_str_append(out, s, 1);
    s++;
  }
  if (*s != '"')
    return false;
  *p = s + 1;
  return true;
}

bool hlo_location_split(MlirLocation loc, HloStr *file, unsigned *line, unsigned *col) {
  if (mlirLocationIsNull(loc))
    return false;
  HloStr text = {0};
  mlirLocationPrint(loc, hlo_str_callback, &text);
  bool found = false;
  const char *p = text.data ? text.data : "";
  while ((p = strchr(p, '"')) != NULL) {
    if (!read_quoted(&p, file))
      break;
    const char *q = p;
    unsigned l, c;
    if (*q == ':' && (q++, read_uint(&q, &l)) && *q == ':' && (q++, read_uint(&q, &c))) {
      *line = l;
      *col = c;
      found = true;
      break;
    }
  }
  hlo_str_free(&text);
  return found;
}

void hlo_location_format(MlirLocation loc, HloStr *out) {
  HloStr file = {0};
  unsigned line, col;
  if (hlo_location_split(loc, &file, &line, &col))
    hlo_str_printf(out, "%s:%u:%u", file.data, line, col);
  else
    hlo_str_append(out, "", 0);
  hlo_str_free(&file);
}
