/*
 * hlomem-run's diagnostics. Every diagnostic, from MLIR, the interpreter
 * or the input readers, is printed as compilers do, with the line and a
 * caret when it points into a file we hold (programs, text inputs, .npy
 * files, all read through tools/common/source.h).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "tool.h"

enum { MAX_SOURCES = 64 };

static const Source *sources[MAX_SOURCES];
static int nsources;
static unsigned errors;
/* The first error since diag_tap_reset, for a module run's verdict line. */
static HloStr tap_message, tap_where;
static bool tapped;

void diag_register(const Source *s) {
  if (nsources < MAX_SOURCES)
    sources[nsources++] = s;
}

void diag_unregister_all(void) {
  nsources = 0;
  hlo_str_free(&tap_message);
  hlo_str_free(&tap_where);
}

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
  hlo_print_diagnostic(file, line, col, sev, message, file ? find_source(file) : NULL);
}

void diag_tap_reset(void) {
  tapped = false;
  tap_message.len = tap_where.len = 0;
  hlo_str_puts(&tap_message, "");
  hlo_str_puts(&tap_where, "");
}

bool diag_tap_first(HloStr *message, HloStr *where) {
  message->len = where->len = 0;
  hlo_str_puts(message, tapped ? tap_message.data : "");
  hlo_str_puts(where, tapped ? tap_where.data : "");
  return tapped;
}

static void tap(const HloDiag *d, const char *file, unsigned line, unsigned col) {
  if (tapped || d->severity != HLO_ERROR)
    return;
  tapped = true;
  hlo_str_puts(&tap_message, d->message);
  if (file)
    hlo_str_printf(&tap_where, "%s:%u:%u", file, line, col);
}

static void sink(const HloDiag *d, void *user) {
  (void)user;
  HloStr file = {0};
  unsigned line = 0, col = 0;
  bool located = hlo_location_split(d->loc, &file, &line, &col);
  tap(d, located ? file.data : NULL, line, col);
  print(located ? file.data : NULL, line, col, d->severity, d->message);
  hlo_str_free(&file);
}

void diag_install(void) { hlo_diag_set_sink(sink, NULL); }

void diag_error_at(const Source *s, size_t offset, const char *fmt, ...) {
  unsigned line, col;
  hlo_source_position(s, offset, &line, &col);
  HloStr msg = {0};
  va_list ap;
  va_start(ap, fmt);
  hlo_str_vprintf(&msg, fmt, ap);
  va_end(ap);
  print(s->name, line, col, HLO_ERROR, msg.data);
  hlo_str_free(&msg);
}
