/*
 * hlomem-run's module runs: a module as a set of tests, the way
 * `stablehlo-translate --interpret` runs StableHLO's interpreter tests
 * (functions without arguments that compute and end in check ops).
 *
 * Which functions: --entry if given, else @main if the module has one,
 * else every public function that takes no arguments, in the order of the
 * module (private functions are callees). Each gets one verdict line:
 *
 *   @add_op_test_si64: passed (1 check)
 *   @bad: FAILED (1 of 2 checks) at t.mlir:7:3: check.expect_eq failed: ...
 *   @cholesky_op_test: unsupported at t.mlir:4:8: 'stablehlo.cholesky' op is ...
 *   @loop: error at t.mlir:9:5: 'stablehlo.while' op is operation 1001 ...
 *
 * (failed checks and errors are also printed to stderr as diagnostics,
 * with the source line), and the run ends with a summary line:
 *
 *   functions: 10 passed, 1 failed, 1 unsupported
 *
 * With --split-input-file every chunk is parsed as its own module, its
 * diagnostics keeping the file's line numbers; a chunk that does not
 * parse is "cannot read" and counted as such. A function passes when it
 * runs and no check fails; a function that cannot be lowered (an op, type
 * or attribute hlomem-run does not support) is unsupported.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "tool.h"

typedef struct Tally {
  int passed, failed, unsupported, errors, unreadable;
} Tally;

static bool is_private(MlirOperation func) {
  MlirStringRef v;
  return hlo_attr_string(func, "sym_visibility", &v) && v.length == 7 &&
         memcmp(v.data, "private", 7) == 0;
}

static bool is_test_function(MlirOperation op) {
  if (!hlo_op_name_is(op, "func.func") || is_private(op))
    return false;
  MlirBlock body = hlo_func_entry(op);
  return !mlirBlockIsNull(body) && mlirBlockGetNumArguments(body) == 0;
}

/* " at FILE:LINE:COL: MESSAGE" from the first error since the tap was
 * reset, or `fallback`. */
static void append_reason(HloStr *line, const char *fallback) {
  HloStr message = {0}, where = {0};
  if (!diag_tap_first(&message, &where)) {
    hlo_str_printf(line, ": %s", fallback);
  } else {
    if (where.len)
      hlo_str_printf(line, " at %s", where.data);
    hlo_str_printf(line, ": %s", message.data);
  }
  hlo_str_free(&message);
  hlo_str_free(&where);
}

static void print_results(const Options *o, int n, const HloTensor *results) {
  for (int i = 0; o->print_given && i < n; i++) {
    if (o->print == PRINT_SUMMARY)
      print_summary(stdout, i, &results[i]);
    else if (o->print == PRINT_FULL)
      print_full(stdout, i, &results[i]);
  }
}

/* Runs one function on seeded arguments (if it takes any) and prints its
 * verdict line. */
static void run_function(MlirOperation module, const char *name, const Options *o, Tally *t) {
  HloStr line = {0};
  hlo_str_printf(&line, "@%s: ", name);
  diag_tap_reset();
  HloInterp *p = hlo_interp_create_model(module, name, o->sharing, o->fusion);
  if (!p) {
    hlo_str_puts(&line, "unsupported");
    append_reason(&line, "it cannot be lowered");
    t->unsupported++;
    printf("%s\n", line.data);
    hlo_str_free(&line);
    return;
  }
  hlo_interp_set_op_limit(p, o->max_ops);
  int nargs = hlo_interp_num_args(p), nres = hlo_interp_num_results(p);
  HloTensor *args = hlo_xcalloc((size_t)(nargs ? nargs : 1), sizeof *args);
  HloTensor *results = hlo_xcalloc((size_t)(nres ? nres : 1), sizeof *results);
  for (int i = 0; i < nargs; i++) {
    HloTensor want = hlo_interp_arg_type(p, i);
    hlo_tensor_alloc(&args[i], want.dtype, want.rank, want.dims);
    hlo_tensor_fill_random(&args[i], o->seed, (uint64_t)i);
  }
  HloRunStats stats;
  bool ran = hlo_interp_run(p, args, results, &stats);
  long long checks = stats.checks_passed + stats.checks_failed;
  if (!ran) {
    hlo_str_puts(&line, "error");
    append_reason(&line, "the run stopped");
    t->errors++;
  } else if (stats.checks_failed) {
    hlo_str_printf(&line, "FAILED (%lld of %lld check%s)", (long long)stats.checks_failed, checks,
                   checks == 1 ? "" : "s");
    append_reason(&line, "a check failed");
    t->failed++;
  } else {
    hlo_str_printf(&line, "passed (%lld check%s)", checks, checks == 1 ? "" : "s");
    t->passed++;
  }
  printf("%s\n", line.data);
  if (ran)
    print_results(o, nres, results);
  for (int i = 0; i < nargs; i++)
    hlo_tensor_free(&args[i]);
  for (int i = 0; ran && i < nres; i++)
    hlo_tensor_free(&results[i]);
  free(args);
  free(results);
  hlo_interp_destroy(p);
  hlo_str_free(&line);
}

static void run_tests(MlirOperation module, const Options *o, Tally *t) {
  int functions = 0, found = 0;
  MlirBlock body = hlo_module_body(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    functions += hlo_op_name_is(op, "func.func");
  /* A chunk of only comments is an empty module, as StableHLO's files
   * have: nothing to run. */
  if (!functions)
    return;
  MlirOperation entry = hlo_lookup_func(module, mlirStringRefCreateFromCString(o->entry));
  if (!mlirOperationIsNull(entry)) {
    run_function(module, o->entry, o, t);
    return;
  }
  if (o->entry_given) {
    printf("@%s: error: the module has no function @%s\n", o->entry, o->entry);
    t->errors++;
    return;
  }
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!is_test_function(op))
      continue;
    MlirStringRef name = hlo_func_name(op);
    char *text = hlo_xmalloc(name.length + 1);
    memcpy(text, name.data, name.length);
    text[name.length] = '\0';
    run_function(module, text, o, t);
    free(text);
    found++;
  }
  if (!found) {
    hlo_error(mlirOperationGetLocation(module),
              "the module has no @main and no public function without arguments to run");
    t->errors++;
  }
}

static bool print_summary_line(const Tally *t, bool chunks) {
  printf("functions: %d passed, %d failed", t->passed, t->failed);
  if (t->unsupported)
    printf(", %d unsupported", t->unsupported);
  if (t->errors)
    printf(", %d error%s", t->errors, t->errors == 1 ? "" : "s");
  if (chunks && t->unreadable)
    printf(", %d chunk%s unreadable", t->unreadable, t->unreadable == 1 ? "" : "s");
  printf("\n");
  return t->failed + t->unsupported + t->errors + t->unreadable == 0;
}

bool suite_run_module(MlirOperation module, const Options *o) {
  Tally t = {0, 0, 0, 0, 0};
  run_tests(module, o, &t);
  return print_summary_line(&t, false);
}

bool suite_run_chunks(MlirContext ctx, const Options *o, const Source *src) {
  Tally t = {0, 0, 0, 0, 0};
  HloChunk *chunks;
  size_t n = hlo_source_split(src, o->split_marker, &chunks);
  for (size_t i = 0; i < n; i++) {
    diag_tap_reset();
    MlirOperation module =
        hlo_parse_module_as(ctx, chunks[i].text, chunks[i].len, src->name, o->input_form);
    bool readable = !mlirOperationIsNull(module) && mlirOperationVerify(module) &&
                    hlo_verify_stablehlo(module) == 0;
    if (readable) {
      run_tests(module, o, &t);
    } else {
      HloStr line = {0};
      hlo_str_printf(&line, "chunk at line %u: cannot read", chunks[i].first_line);
      append_reason(&line, "it does not parse");
      printf("%s\n", line.data);
      hlo_str_free(&line);
      t.unreadable++;
    }
    if (!mlirOperationIsNull(module))
      mlirOperationDestroy(module);
  }
  hlo_chunks_free(chunks, n);
  return print_summary_line(&t, true);
}
