/*
 * hlomem-opt's diagnostics sink. Everything (parser, verifier, upstream
 * and hlomem passes) arrives here and is held until the stage that raised
 * it is over; then it is printed ordered by the function the pass ran on,
 * so output does not depend on how worker threads were scheduled.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tool.h"

static void record(const HloDiag *d, void *user) {
  DiagLog *log = user;
  if (log->len == log->cap) {
    log->cap = log->cap ? 2 * log->cap : 16;
    log->items = hlo_xrealloc(log->items, log->cap * sizeof *log->items);
  }
  ToolDiag *t = &log->items[log->len];
  memset(t, 0, sizeof *t);
  HloStr file = {0};
  if (hlo_location_split(d->loc, &file, &t->line, &t->col))
    t->file = file.data;
  else
    hlo_str_free(&file);
  t->severity = d->severity;
  t->message = hlo_xstrdup(d->message);
  int64_t ordinal = 0;
  if (log->order_map && d->anchor.ptr)
    hlo_ptrmap_get(log->order_map, d->anchor.ptr, &ordinal);
  t->order = (long)ordinal;
  t->seq = log->len++;
  if (d->severity == HLO_ERROR)
    log->errors++;
}

void diag_log_install(DiagLog *log) { hlo_diag_set_sink(record, log); }

void diag_print(const ToolDiag *d, const HloSource *in) {
  if (!d->file && in)
    fprintf(stderr, "%s: %s: %s\n", in->name, hlo_severity_name(d->severity), d->message);
  else
    hlo_print_diagnostic(d->file, d->line, d->col, d->severity, d->message, in);
}

static int by_order(const void *x, const void *y) {
  const ToolDiag *a = x, *b = y;
  if (a->order != b->order)
    return a->order < b->order ? -1 : 1;
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

void diag_log_flush(DiagLog *log, const HloSource *in) {
  if (log->len)
    qsort(log->items, log->len, sizeof *log->items, by_order);
  for (size_t i = 0; i < log->len; i++)
    diag_print(&log->items[i], in);
  fflush(stderr);
  diag_log_clear(log);
}

void diag_log_clear(DiagLog *log) {
  for (size_t i = 0; i < log->len; i++) {
    free(log->items[i].file);
    free(log->items[i].message);
  }
  log->len = 0;
  log->errors = 0;
}
