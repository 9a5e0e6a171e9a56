/*
 * hlomem-run: the reference interpreter's command line. Runs a function
 * of a StableHLO module on given or seeded-random inputs, prints its
 * results (a summary, or the full values as MLIR literals), honours the
 * check.* ops and custom calls, measures the peak of live buffers, and
 * compares against a second program run on the same inputs: the oracle
 * that a pass preserved what the program computes.
 *
 * A module with no @main (and no --entry), or every chunk of a
 * --split-input-file input, is run as a set of tests instead (suite.c),
 * as stablehlo-translate --interpret runs StableHLO's test files.
 *
 * Exit status: 0 on success; 1 on any error, failed check or mismatch.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "hlomem/diag.h"
#include "hlomem/interp.h"
#include "hlomem/ir.h"
#include "hlomem/memory.h"
#include "hlomem/version.h"
#include "tool.h"

typedef struct Program {
  Source src;
  MlirOperation module;
  HloInterp *interp;
  HloTensor *results;
  int nresults;
  HloRunStats stats;
  HloSharing sharing; /* of the memory count */
  HloFusion fusion;
  double parse_seconds, lower_seconds, run_seconds;
} Program;

static const char usage_text[] =
    "OVERVIEW: hlomem-run: the reference interpreter of StableHLO programs\n"
    "\n"
    "USAGE: hlomem-run [options] <program.mlir | ->\n"
    "\n"
    "OPTIONS:\n"
    "  --entry=<name>        Function to run (default main; a module without @main\n"
    "                        runs every public function without arguments as a test)\n"
    "  --split-input-file    Run each chunk between '// -----' lines as its own module\n"
    "  --input-form=<form>   auto (default): XLA's HLO text when the program starts\n"
    "                        with 'HloModule', MLIR otherwise; hlo; mlir\n"
    "  --inputs=<file>       Argument values: a text file of dense literals or a .npy\n"
    "                        file; repeat or separate with commas for several files,\n"
    "                        values are taken in order (default: random values)\n"
    "  --seed=<n>            Seed of the random arguments (default 0)\n"
    "  --print=<mode>        summary (default): shape, dtype, min/max/mean, checksum;\n"
    "                        full: the values as MLIR dense literals; none\n"
    "  --compare=<program>   Run a second program on the same inputs and compare\n"
    "  --rtol=<r>            Relative tolerance of --compare for floats (default 1e-5)\n"
    "  --atol=<a>            Absolute tolerance of --compare for floats (default 1e-8)\n"
    "  --memory              Print the measured peak of live buffers, where it\n"
    "                        happened, and the memory model's static peak\n"
    "  --sharing=<mode>      Buffer sharing of the memory count and the static peak:\n"
    "                        xla (default, as XLA's buffer assignment) or none\n"
    "  --fusion=<mode>       Fusion of the memory count and the static peak: xla\n"
    "                        (default: values XLA fuses into their users have no\n"
    "                        buffer) or none\n"
    "  --inline=<bool>       With --memory, run the program with its calls inlined,\n"
    "                        as XLA allocates it (default true; false counts a call\n"
    "                        as its callee's local peak)\n"
    "  --timing              Print parse, lowering and run times to stderr\n"
    "  --repeat=<n>          Run n times; --timing reports the fastest run\n"
    "  --max-ops=<n>         Stop with an error after n operations (default: no limit),\n"
    "                        for programs that may not terminate\n"
    "  --help                This text\n"
    "  --version             Version of hlomem-run and MLIR\n";

static int usage_error(const char *fmt, const char *arg) {
  fprintf(stderr, "hlomem-run: error: ");
  fprintf(stderr, fmt, arg);
  fputs("; see --help\n", stderr);
  return 1;
}

static bool parse_double(const char *s, double *out) {
  char *end;
  errno = 0;
  *out = strtod(s, &end);
  return s[0] && !*end && !errno && *out >= 0;
}

/* Returns 0 to go on, 1 for an error, 2 for a clean early exit. */
static int parse_args(int argc, char **argv, Options *o) {
  o->entry = "main";
  o->print = PRINT_SUMMARY;
  o->tol = (Tolerance){1e-5, 1e-8};
  o->repeat = 1;
  o->inputs = hlo_xcalloc((size_t)argc + 1, sizeof *o->inputs);
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (a[0] != '-' || !strcmp(a, "-")) {
      if (o->program)
        return usage_error("more than one program: '%s'", a);
      o->program = a;
      continue;
    }
    const char *name = a + (a[1] == '-' ? 2 : 1);
    const char *eq = strchr(name, '=');
    size_t nlen = eq ? (size_t)(eq - name) : strlen(name);
    const char *value = eq ? eq + 1 : NULL;
#define IS(flag) (nlen == strlen(flag) && !strncmp(name, flag, nlen))
    bool takes_value = IS("entry") || IS("inputs") || IS("seed") || IS("print") || IS("sharing") ||
                       IS("compare") || IS("rtol") || IS("atol") || IS("repeat") ||
                       IS("max-ops") || IS("inline") || IS("fusion") || IS("input-form");
    if (takes_value && !value) {
      if (++i == argc)
        return usage_error("%s needs a value", a);
      value = argv[i];
    }
    if (IS("help") || IS("h")) {
      fputs(usage_text, stdout);
      return 2;
    } else if (IS("version")) {
      unsigned major, minor, patch;
      LLVMGetVersion(&major, &minor, &patch);
      printf("hlomem-run %s (MLIR %u.%u.%u)\n", hlomem_version(), major, minor, patch);
      return 2;
    } else if (IS("entry")) {
      o->entry = value;
      o->entry_given = true;
    } else if (IS("input-form")) {
      if (strcmp(value, "auto") && strcmp(value, "hlo") && strcmp(value, "mlir"))
        return usage_error("invalid value for %s: expected auto, hlo or mlir", a);
      o->input_form = !strcmp(value, "hlo")    ? HLO_INPUT_HLO
                      : !strcmp(value, "mlir") ? HLO_INPUT_MLIR
                                               : HLO_INPUT_AUTO;
    } else if (IS("split-input-file")) {
      o->split_marker = value && value[0] ? value : "// -----";
    } else if (IS("inputs")) {
      o->inputs[o->ninputs++] = value;
    } else if (IS("seed")) {
      char *end;
      errno = 0;
      o->seed = strtoull(value, &end, 0);
      if (!value[0] || *end || errno || value[0] == '-')
        return usage_error("invalid --seed '%s'", value);
    } else if (IS("print")) {
      o->print_given = true;
      if (!strcmp(value, "summary"))
        o->print = PRINT_SUMMARY;
      else if (!strcmp(value, "full"))
        o->print = PRINT_FULL;
      else if (!strcmp(value, "none"))
        o->print = PRINT_NONE;
      else
        return usage_error("invalid --print '%s' (summary, full or none)", value);
    } else if (IS("compare")) {
      o->compare = value;
    } else if (IS("rtol")) {
      if (!parse_double(value, &o->tol.rtol))
        return usage_error("invalid --rtol '%s'", value);
    } else if (IS("atol")) {
      if (!parse_double(value, &o->tol.atol))
        return usage_error("invalid --atol '%s'", value);
    } else if (IS("repeat")) {
      char *end;
      o->repeat = strtol(value, &end, 10);
      if (!value[0] || *end || o->repeat < 1 || o->repeat > 1000000)
        return usage_error("invalid --repeat '%s'", value);
    } else if (IS("max-ops")) {
      char *end;
      errno = 0;
      o->max_ops = strtoll(value, &end, 10);
      if (!value[0] || *end || errno || o->max_ops < 1)
        return usage_error("invalid --max-ops '%s'", value);
    } else if (IS("memory")) {
      o->memory = true;
    } else if (IS("sharing")) {
      if (!hlo_sharing_parse(value, &o->sharing))
        return usage_error("invalid --sharing '%s' (xla or none)", value);
    } else if (IS("fusion")) {
      if (!hlo_fusion_parse(value, &o->fusion))
        return usage_error("invalid --fusion '%s' (xla or none)", value);
    } else if (IS("inline")) {
      if (strcmp(value, "true") && strcmp(value, "false"))
        return usage_error("invalid --inline '%s' (true or false)", value);
      o->keep_calls = !strcmp(value, "false");
    } else if (IS("timing")) {
      o->timing = true;
    } else {
      return usage_error("unknown option '%s'", a);
    }
#undef IS
  }
  if (!o->program)
    o->program = "-";
  if (o->split_marker && (o->compare || o->ninputs || o->repeat > 1))
    return usage_error("%s cannot be combined with --compare, --inputs or --repeat",
                       "--split-input-file");
  return 0;
}

/* ---- programs ---- */

static bool open_program(const char *path, Program *p) {
  HloStr error = {0};
  if (!hlo_source_open(path, &p->src, &error)) {
    fprintf(stderr, "%s\n", error.data);
    hlo_str_free(&error);
    return false;
  }
  diag_register(&p->src);
  return true;
}

static bool parse_program(MlirContext ctx, HloInputForm form, Program *p) {
  double t0 = hlo_now();
  p->module = hlo_parse_module_as(ctx, p->src.data, p->src.len, p->src.name, form);
  if (mlirOperationIsNull(p->module))
    return false;
  if (hlo_verify_module(p->module) > 0)
    return false;
  p->parse_seconds = hlo_now() - t0;
  return true;
}

static bool lower_program(const char *entry, const Options *o, Program *p) {
  double t0 = hlo_now();
  p->sharing = o->sharing;
  p->fusion = o->fusion;
  p->interp = hlo_interp_create_model(p->module, entry, o->sharing, o->fusion);
  p->lower_seconds = hlo_now() - t0;
  return p->interp != NULL;
}

/* The memory count is of the program XLA allocates, calls inlined; the
 * functions stay, so that any of them can be the entry. */
static bool inline_for_memory(const Options *o, Program *p) {
  if (!o->memory || o->keep_calls || !hlo_module_has_inlinable_calls(p->module))
    return true;
  HloInlineOptions io = {false, true};
  return hlo_inline_calls(p->module, &io, NULL);
}

static bool load_program(MlirContext ctx, const char *path, const Options *o, Program *p) {
  return open_program(path, p) && parse_program(ctx, o->input_form, p) &&
         inline_for_memory(o, p) && lower_program(o->entry, o, p);
}

static void apply_limits(const Options *o, Program *p) {
  if (p->interp)
    hlo_interp_set_op_limit(p->interp, o->max_ops);
}

static void free_results(Program *p) {
  for (int i = 0; p->results && i < p->nresults; i++)
    hlo_tensor_free(&p->results[i]);
  free(p->results);
  p->results = NULL;
  p->nresults = 0;
}

static void close_program(Program *p) {
  free_results(p);
  hlo_interp_destroy(p->interp);
  if (!mlirOperationIsNull(p->module))
    mlirOperationDestroy(p->module);
  hlo_source_close(&p->src);
}

static bool same_tensor_type(const HloTensor *a, const HloTensor *b) {
  if (a->dtype != b->dtype || a->rank != b->rank)
    return false;
  for (int d = 0; d < a->rank; d++)
    if (a->dims[d] != b->dims[d])
      return false;
  return true;
}

static void type_text(const HloTensor *t, HloStr *out) {
  out->len = 0;
  hlo_str_puts(out, "");
  hlo_tensor_type_print(t, out);
}

static MlirLocation entry_loc(const Program *p) {
  return mlirOperationGetLocation(hlo_interp_entry(p->interp));
}

/* A value for an argument of type `want`: the value itself, or for .npy
 * files, f32 rounded to bf16 and 16-bit words taken as bf16 bits. */
static bool bind_value(const InputValue *v, const HloTensor *want, HloTensor *arg) {
  HloTensor t = v->tensor;
  HloDtype dt = t.dtype;
  bool bf16_from_npy = v->npy && want->dtype == HLO_DT_BF16 &&
                       (dt == HLO_DT_F32 || dt == HLO_DT_U16);
  if (bf16_from_npy)
    t.dtype = HLO_DT_BF16;
  if (!same_tensor_type(&t, want))
    return false;
  hlo_tensor_alloc(arg, want->dtype, want->rank, want->dims);
  hlo_convert(want->dtype, arg->data, dt == HLO_DT_U16 ? HLO_DT_BF16 : dt, v->tensor.data,
              hlo_tensor_count(want));
  return true;
}

/* The entry's arguments, from the inputs or seeded random values. */
static bool make_args(const Program *p, const Options *o, InputList *in, HloTensor *args) {
  int n = hlo_interp_num_args(p->interp);
  HloStr a = {0}, b = {0};
  bool ok = true;
  if (o->ninputs && in->len != n) {
    hlo_error(entry_loc(p), "@%s takes %d argument%s; the inputs give %d value%s", o->entry, n,
              n == 1 ? "" : "s", in->len, in->len == 1 ? "" : "s");
    ok = false;
  }
  for (int i = 0; ok && i < n; i++) {
    HloTensor want = hlo_interp_arg_type(p->interp, i);
    if (!o->ninputs) {
      hlo_tensor_alloc(&args[i], want.dtype, want.rank, want.dims);
      hlo_tensor_fill_random(&args[i], o->seed, (uint64_t)i);
      continue;
    }
    const InputValue *v = &in->items[i];
    if (!bind_value(v, &want, &args[i])) {
      type_text(&v->tensor, &a);
      type_text(&want, &b);
      diag_error_at(v->source, v->offset, "value #%d is %s, but argument #%d of @%s is %s", i,
                    a.data, i, o->entry, b.data);
      ok = false;
    }
  }
  hlo_str_free(&a);
  hlo_str_free(&b);
  return ok;
}

static bool same_signature(const Program *x, const Program *y, const Options *o) {
  int n = hlo_interp_num_args(x->interp);
  bool same = n == hlo_interp_num_args(y->interp) &&
              hlo_interp_num_results(x->interp) == hlo_interp_num_results(y->interp);
  for (int i = 0; same && i < n; i++) {
    HloTensor a = hlo_interp_arg_type(x->interp, i), b = hlo_interp_arg_type(y->interp, i);
    same = same_tensor_type(&a, &b);
  }
  if (!same)
    hlo_error(entry_loc(y), "@%s of %s does not take the arguments, or return as many results, "
              "as @%s of %s", o->entry, y->src.name, o->entry, x->src.name);
  return same;
}

static bool run_program(Program *p, const Options *o, const HloTensor *args) {
  for (long r = 0; r < o->repeat; r++) {
    free_results(p);
    p->nresults = hlo_interp_num_results(p->interp);
    p->results = hlo_xcalloc((size_t)(p->nresults ? p->nresults : 1), sizeof *p->results);
    double t0 = hlo_now();
    if (!hlo_interp_run(p->interp, args, p->results, &p->stats))
      return false;
    double t = hlo_now() - t0;
    if (r == 0 || t < p->run_seconds)
      p->run_seconds = t;
  }
  return true;
}

/* ---- reports ---- */

static void silent(const HloDiag *d, void *user) {
  (void)d;
  (void)user;
}

static void op_text(MlirOperation op, HloStr *out) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  hlo_str_append(out, name.data, name.length);
  HloStr loc = {0};
  hlo_location_format(mlirOperationGetLocation(op), &loc);
  if (loc.len)
    hlo_str_printf(out, " at %s", loc.data);
  hlo_str_free(&loc);
}

/* "5220 B (5.10 KiB)", or "28 B" below a KiB. */
static void bytes_text(HloStr *out, int64_t bytes) {
  char human[32];
  hlo_str_printf(out, "%lld B", (long long)bytes);
  if (bytes >= 1024)
    hlo_str_printf(out, " (%s)", hlo_format_bytes(bytes, human));
}

static void print_memory(const Program *p, const char *label) {
  const HloRunStats *s = &p->stats;
  HloStr line = {0};
  hlo_str_printf(&line, "memory%s: measured peak ", label);
  bytes_text(&line, s->peak_bytes);
  for (int i = 0; i < s->peak_depth; i++) {
    const HloPeakSite *site = &s->peak_at[i];
    if (i == 0) {
      MlirStringRef fn = hlo_func_name(site->func);
      hlo_str_printf(&line, " at op %d of %d of @%.*s, ", site->point + 1, site->npoints,
                     (int)fn.length, fn.data);
    } else if (site->func.ptr != s->peak_at[i - 1].func.ptr) {
      MlirStringRef fn = hlo_func_name(site->func);
      hlo_str_printf(&line, "\n  inside @%.*s, op %d of %d: ", (int)fn.length, fn.data,
                     site->point + 1, site->npoints);
    } else {
      MlirStringRef outer = mlirIdentifierStr(mlirOperationGetName(s->peak_at[i - 1].op));
      hlo_str_printf(&line, "\n  inside %.*s, op %d of %d: ", (int)outer.length, outer.data,
                     site->point + 1, site->npoints);
    }
    op_text(site->op, &line);
  }
  /* The memory model's static peak of the same function, for comparison;
   * its own diagnostics (recursion) only mean there is none. */
  hlo_diag_set_sink(silent, NULL);
  /* The interpreter runs the global program on whole tensors: its peak
   * is compared with the model's global figure, even for a module split
   * over devices (whose model figures are per device elsewhere). */
  HloModuleMemory *mm = hlo_memory_analyze_with(
      p->module, &(HloMemoryOptions){.sharing = p->sharing, .bytes = HLO_BYTES_GLOBAL,
                                     .fusion = p->fusion});
  diag_install();
  HloFuncMemory *fm = hlo_memory_func(mm, hlo_interp_entry(p->interp));
  hlo_str_printf(&line, "\nmemory%s: static peak ", label);
  int64_t devices = hlo_module_devices(p->module);
  if (devices > 1)
    hlo_str_printf(&line, "(global, not per device: the module is split over %lld devices) ",
                   (long long)devices);
  if (mm->failed || !fm || !fm->body) {
    hlo_str_puts(&line, "unknown (the memory model cannot analyse the module)");
  } else {
    if (fm->body->unknown)
      hlo_str_puts(&line, ">= ");
    bytes_text(&line, fm->body->peak);
  }
  hlo_memory_free(mm);
  printf("%s\n", line.data);
  hlo_str_free(&line);
}

static void print_results(const Program *p, PrintMode mode) {
  for (int i = 0; i < p->nresults; i++) {
    if (mode == PRINT_SUMMARY)
      print_summary(stdout, i, &p->results[i]);
    else if (mode == PRINT_FULL)
      print_full(stdout, i, &p->results[i]);
  }
}

static bool report_checks(const Program *p, const char *label) {
  const HloRunStats *s = &p->stats;
  if (s->checks_passed + s->checks_failed == 0)
    return true;
  printf("checks%s: %lld passed, %lld failed\n", label, (long long)s->checks_passed,
         (long long)s->checks_failed);
  return s->checks_failed == 0;
}

static void print_timing(const Program *p, const Options *o) {
  fprintf(stderr, "timing: %s: parse %.6f s, lower %.6f s, run %.6f s%s, %lld ops\n", p->src.name,
          p->parse_seconds, p->lower_seconds, p->run_seconds, o->repeat > 1 ? " (fastest)" : "",
          (long long)p->stats.ops_executed);
}

/* Runs the entry on its inputs, prints its results, checks, memory and
 * timing, and with --compare runs the second program and compares. */
static bool run_entry(MlirContext ctx, const Options *o, Program *a) {
  Program b;
  memset(&b, 0, sizeof b);
  InputList in;
  memset(&in, 0, sizeof in);
  HloTensor *args = NULL;
  int nargs = 0;
  bool ok = inline_for_memory(o, a) && lower_program(o->entry, o, a);
  if (ok && o->compare)
    ok = load_program(ctx, o->compare, o, &b) && same_signature(a, &b, o);
  apply_limits(o, a);
  apply_limits(o, &b);
  for (int i = 0; ok && i < o->ninputs; i++) {
    /* --inputs=a.txt,b.npy is two files. */
    char *list = hlo_xstrdup(o->inputs[i]);
    char *save = NULL;
    for (char *f = strtok_r(list, ",", &save); ok && f; f = strtok_r(NULL, ",", &save))
      ok = inputs_read(f, &in);
    free(list);
  }
  if (ok) {
    nargs = hlo_interp_num_args(a->interp);
    args = hlo_xcalloc((size_t)(nargs ? nargs : 1), sizeof *args);
    ok = make_args(a, o, &in, args);
  }
  bool passed = ok;
  if (ok && (ok = run_program(a, o, args))) {
    print_results(a, o->print);
    passed = report_checks(a, o->compare ? " (first program)" : "");
    if (o->memory)
      print_memory(a, o->compare ? " (first program)" : "");
    if (o->timing)
      print_timing(a, o);
  }
  if (ok && o->compare && (ok = run_program(&b, o, args))) {
    passed = report_checks(&b, " (second program)") && passed;
    if (o->memory)
      print_memory(&b, " (second program)");
    if (o->timing)
      print_timing(&b, o);
    passed = compare_results(stdout, a->nresults, a->results, b.results, &o->tol) && passed;
  }
  for (int i = 0; i < nargs; i++)
    hlo_tensor_free(&args[i]);
  free(args);
  inputs_free(&in);
  close_program(&b);
  return ok && passed;
}

/* Flags that need one function to run. */
static bool one_entry_flags_ok(const Options *o) {
  const char *flag = o->compare ? "--compare" : o->ninputs ? "--inputs" : o->memory ? "--memory"
                     : o->timing ? "--timing" : o->repeat > 1 ? "--repeat" : NULL;
  if (flag)
    usage_error("%s runs one function; give --entry or a @main", flag);
  return !flag;
}

int main(int argc, char **argv) {
  hlo_tool_catch_fatal_errors("hlomem-run");
  Options o;
  memset(&o, 0, sizeof o);
  int rc = parse_args(argc, argv, &o);
  if (rc) {
    free(o.inputs);
    return rc == 2 ? 0 : 1;
  }
  MlirContext ctx = hlo_context_create();
  diag_install();
  Program a;
  memset(&a, 0, sizeof a);
  bool ok = open_program(o.program, &a);
  if (ok && o.split_marker) {
    ok = one_entry_flags_ok(&o) && suite_run_chunks(ctx, &o, &a.src);
  } else if (ok && (ok = parse_program(ctx, o.input_form, &a))) {
    bool has_entry = o.entry_given || !mlirOperationIsNull(hlo_lookup_func(
                                          a.module, mlirStringRefCreateFromCString(o.entry)));
    if (has_entry)
      ok = run_entry(ctx, &o, &a);
    else
      ok = one_entry_flags_ok(&o) && suite_run_module(a.module, &o);
  }
  fflush(stdout);
  close_program(&a);
  diag_unregister_all();
  hlo_diag_set_sink(NULL, NULL);
  hlo_context_destroy(ctx);
  free(o.inputs);
  return ok ? 0 : 1;
}
