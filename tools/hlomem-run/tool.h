/* hlomem-run's parts: source files, diagnostics, inputs, outputs. */
#ifndef HLOMEM_RUN_TOOL_H
#define HLOMEM_RUN_TOOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "hlomem/interp.h"
#include "hlomem/ir.h"
#include "hlomem/support.h"
#include "source.h"

/* ---- diagnostics (diagnostics.c) ---- */

typedef HloSource Source;

/* Diagnostics print as "file:line:col: severity: message", with the source
 * line and a caret when the file is one of the registered sources. */
void diag_install(void);
void diag_register(const Source *s);
void diag_unregister_all(void);
/* An error at a position of a source that MLIR does not know (inputs). */
void diag_error_at(const Source *s, size_t offset, const char *fmt, ...) HLO_PRINTF(3, 4);
unsigned diag_error_count(void);

/* ---- inputs (inputs.c) ---- */

/* A value given for an argument, and where it was written. */
typedef struct InputValue {
  HloTensor tensor;
  const Source *source; /* NULL for random values */
  size_t offset;
  bool npy;
} InputValue;

typedef struct InputList {
  InputValue *items;
  int len, cap;
  Source **sources; /* kept open for diagnostics */
  int nsources;
} InputList;

/* Reads a text file of dense literals or a .npy file (by its magic bytes)
 * and appends its values; false after reporting what is wrong. */
bool inputs_read(const char *path, InputList *list);
void inputs_free(InputList *list);

/* ---- outputs (output.c) ---- */

void print_summary(FILE *out, int index, const HloTensor *t);
/* MLIR dense-literal syntax, readable back with --inputs. */
void print_full(FILE *out, int index, const HloTensor *t);
void print_dense(HloStr *out, const HloTensor *t);

typedef struct Tolerance {
  double rtol, atol;
} Tolerance;

/* Compares result lists element by element: exact for integers and i1,
 * |a - b| <= atol + rtol * |a| for floats (NaN matches NaN, infinities
 * match themselves). Prints a line per differing result; true if all
 * match. */
bool compare_results(FILE *out, int n, const HloTensor *expected, const HloTensor *actual,
                     const Tolerance *tol);

/* ---- options (main.c) ---- */

typedef enum PrintMode { PRINT_SUMMARY, PRINT_FULL, PRINT_NONE } PrintMode;

typedef struct Options {
  const char *program;
  const char *entry; /* "main" unless --entry */
  bool entry_given;
  const char **inputs;
  int ninputs;
  uint64_t seed;
  PrintMode print;
  bool print_given;
  const char *compare;
  Tolerance tol;
  bool memory, timing;
  HloSharing sharing; /* of the memory count and the static peak */
  bool keep_calls;    /* --inline=false: --memory counts calls as boxes */
  HloFusion fusion;   /* of the memory count and the static peak */
  long repeat;
  long long max_ops;
  const char *split_marker; /* NULL unless --split-input-file */
  HloInputForm input_form;  /* --input-form */
} Options;

/* ---- module runs (suite.c) ---- */

/* Runs a module as a set of tests: @main (or --entry) if it has one,
 * otherwise every public function that takes no arguments; prints one
 * verdict line per function and a summary. true if all passed. */
bool suite_run_module(MlirOperation module, const Options *o);
/* The same on each --split-input-file chunk of `src`, parsed on its own. */
bool suite_run_chunks(MlirContext ctx, const Options *o, const Source *src);

/* The first error reported since diag_tap_reset: its message and where
 * ("file:line:col", or empty). false if there was none. */
void diag_tap_reset(void);
bool diag_tap_first(HloStr *message, HloStr *where);

#endif
