/*
 * hlomem-opt: the mlir-opt of hlomem. Reads MLIR (text or bytecode, a file
 * or stdin), runs a pipeline of hlomem and upstream passes, prints the
 * result. Follows mlir-opt's conventions: per-pass flags or
 * --pass-pipeline, --split-input-file, --verify-diagnostics, -o written
 * atomically, exit 1 on any error.
 *
 * The pipeline runs one stage (one pass, with its nesting) at a time, each
 * in its own pass manager: that gives per-pass timing, IR dumps after each
 * pass and diagnostics ordered per stage through a single mechanism, while
 * each stage still runs on all functions in parallel.
 */
#define _DEFAULT_SOURCE /* madvise */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <llvm-c/Core.h>
#include <mlir-c/IR.h>
#include <mlir-c/Pass.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "hlomem/passes.h"
#include "hlomem/syntax.h"
#include "hlomem/version.h"
#include "tool.h"

typedef struct Options {
  const char *input;
  const char *output;
  const char *pipeline_text; /* --pass-pipeline */
  HloPipeline flags;         /* --<pass>[=options], in order */
  const char *split_marker;  /* NULL unless --split-input-file */
  bool verify_diagnostics;
  bool generic; /* --mlir-print-op-generic, or --print-form=generic */
  bool pretty;  /* --print-form=pretty: StableHLO's pretty form */
  bool hlo;     /* --print-form=hlo: XLA's HLO text */
  HloInputForm input_form; /* --input-form */
  bool debuginfo;
  int64_t elide;             /* --mlir-elide-elementsattrs-if-larger, -1: off */
  bool bytecode;
  bool print_ir_after_all;
  bool timing;
  bool threading;
  bool verify_each;
} Options;

typedef struct Stage {
  const HloStage *stage;
  MlirPassManager pm;
  char *title;
  double seconds;
} Stage;

typedef struct Run {
  Options opt;
  MlirContext ctx;
  HloPipeline pipeline;
  Stage *stages;
  size_t nstages;
  DiagLog log;
  HloSource input;
  double parse_seconds, output_seconds, verify_seconds;
  size_t stages_run, stages_verified; /* after an hlomem pass, or upstream (MLIR's verifier) */
  bool failed;
} Run;

static const char *usage_text =
    "OVERVIEW: hlomem-opt: memory-saving passes for StableHLO training steps\n"
    "\n"
    "USAGE: hlomem-opt [options] [<input file> | -]\n"
    "\n"
    "OPTIONS:\n"
    "  -o <file>                     Output file (default '-', stdout); replaced only on\n"
    "                                success\n"
    "  --pass-pipeline=<pipeline>    Textual pipeline, e.g.\n"
    "                                'builtin.module(func.func(hlomem-dce),cse)'\n"
    "  --<pass>[=<options>]          Append a pass: hlomem passes (--list-passes) or\n"
    "                                upstream ones (--canonicalize, --cse, --inline,\n"
    "                                --symbol-dce, ...); options as 'key=value key2=value'\n"
    "  --hlomem-explain              Passes say why they did not apply (remarks)\n"
    "  --split-input-file[=<marker>] Process chunks split on lines starting with\n"
    "                                '// -----' (or <marker>) separately\n"
    "  --verify-diagnostics          Check diagnostics against expected-* comments\n"
    "  --mlir-print-op-generic       Print every op in generic form\n"
    "  --print-form=<form>           pretty: StableHLO's pretty form, as stablehlo-opt\n"
    "                                prints it (default); generic: every op generic\n"
    "                                (= --mlir-print-op-generic); mlir: MLIR's own printer\n"
    "                                (func and module pretty, StableHLO ops generic);\n"
    "                                hlo: XLA's HLO text, as XLA's parser reads it\n"
    "  --input-form=<form>           auto (default): XLA's HLO text when the input\n"
    "                                starts with 'HloModule', MLIR otherwise; hlo; mlir\n"
    "  --mlir-print-debuginfo        Print locations\n"
    "  --mlir-elide-elementsattrs-if-larger=<n>  Elide constants with more elements\n"
    "  --emit-bytecode               Write MLIR bytecode instead of text\n"
    "  --print-ir-after-all          Print the IR to stderr after every pass\n"
    "  --timing                      Print wall time per pass to stderr\n"
    "  --mlir-disable-threading      Run passes on one thread\n"
    "  --verify-each=<bool>          Verify the IR after every pass (default true)\n"
    "  --list-passes                 List the hlomem passes and their options\n"
    "  --help                        This text\n"
    "  --version                     Version of hlomem-opt and MLIR\n";

static void list_options(const HloPassInfo *p) {
  for (size_t k = 0; k < p->noptions; k++) {
    const HloOptionInfo *o = &p->options[k];
    printf("      %s", o->name);
    if (o->kind == HLO_OPT_ENUM) {
      printf("=");
      for (int c = 0; o->choices[c]; c++)
        printf("%s%s", c ? "|" : "", o->choices[c]);
    }
    printf("  %s", o->help);
    if (o->default_value && o->default_value[0])
      printf(" (default %s)", o->default_value);
    printf("\n");
  }
}

static void list_passes(void) {
  printf("hlomem passes:\n");
  for (size_t i = 0; i < hlo_pass_count(); i++) {
    const HloPassInfo *p = hlo_pass_at(i);
    printf("  %s  (on %s)\n      %s\n", p->name, p->anchor, p->summary);
    list_options(p);
  }
  printf("\nhlomem pipelines:\n");
  for (size_t i = 0; i < hlo_pipeline_count(); i++) {
    const HloPassInfo *p = &hlo_pipeline_at(i)->info;
    printf("  %s\n      %s\n", p->name, p->summary);
    list_options(p);
  }
  printf("\nupstream MLIR passes: any pass registered by MLIR's transforms library, e.g.\n"
         "  canonicalize, cse, inline, symbol-dce, symbol-privatize, sccp, loop-invariant-code-motion\n");
}

static void print_version(void) {
  unsigned major, minor, patch;
  LLVMGetVersion(&major, &minor, &patch);
  printf("hlomem-opt %s (MLIR %u.%u.%u)\n", hlomem_version(), major, minor, patch);
}

static bool tool_error(const char *fmt, const char *arg) {
  fprintf(stderr, "hlomem-opt: error: ");
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  return false;
}

static bool parse_bool(const char *v, bool *out) {
  if (!strcmp(v, "true") || !strcmp(v, "1")) {
    *out = true;
    return true;
  }
  if (!strcmp(v, "false") || !strcmp(v, "0")) {
    *out = false;
    return true;
  }
  return false;
}

/* Adds "--name[=options]" as a pass stage at module level. */
static bool add_pass_flag(Options *o, const char *arg) {
  const char *eq = strchr(arg, '=');
  HloStr text = {0}, error = {0};
  hlo_str_append(&text, arg, eq ? (size_t)(eq - arg) : strlen(arg));
  if (eq && eq[1]) {
    hlo_str_puts(&text, "{");
    hlo_str_puts(&text, eq + 1);
    hlo_str_puts(&text, "}");
  }
  bool ok = hlo_pipeline_parse(text.data, "builtin.module", &o->flags, &error);
  if (!ok)
    tool_error("%s", error.data);
  hlo_str_free(&text);
  hlo_str_free(&error);
  return ok;
}

/* Returns 0 to go on, 1 for an error, 2 for a clean early exit. */
static int parse_args(int argc, char **argv, Options *o) {
  o->output = "-";
  o->elide = -1;
  o->pretty = true;
  o->threading = true;
  o->verify_each = true;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (a[0] != '-' || !strcmp(a, "-")) {
      if (o->input)
        return !tool_error("more than one input file: '%s'", a);
      o->input = a;
      continue;
    }
    if (!strcmp(a, "-o") || !strcmp(a, "--o")) {
      if (++i == argc)
        return !tool_error("%s", "-o needs a file name");
      o->output = argv[i];
      continue;
    }
    if (!strncmp(a, "-o=", 3) || (!strncmp(a, "-o", 2) && a[2] != '-' && a[2])) {
      o->output = a + (a[2] == '=' ? 3 : 2);
      continue;
    }
    const char *name = a + (a[1] == '-' ? 2 : 1);
    const char *eq = strchr(name, '=');
    size_t nlen = eq ? (size_t)(eq - name) : strlen(name);
    const char *value = eq ? eq + 1 : NULL;
#define IS(flag) (nlen == strlen(flag) && !strncmp(name, flag, nlen))
    if (IS("help") || IS("h")) {
      fputs(usage_text, stdout);
      print_pass_help(stdout);
      return 2;
    } else if (IS("version")) {
      print_version();
      return 2;
    } else if (IS("list-passes")) {
      list_passes();
      return 2;
    } else if (IS("pass-pipeline")) {
      if (!value && ++i < argc)
        value = argv[i];
      if (!value)
        return !tool_error("%s", "--pass-pipeline needs a pipeline");
      o->pipeline_text = value;
    } else if (IS("split-input-file")) {
      o->split_marker = value && value[0] ? value : "// -----";
    } else if (IS("verify-diagnostics")) {
      o->verify_diagnostics = true;
    } else if (IS("mlir-print-op-generic")) {
      o->generic = true;
    } else if (IS("print-form")) {
      if (!value || (strcmp(value, "pretty") && strcmp(value, "generic") && strcmp(value, "mlir") &&
                     strcmp(value, "hlo")))
        return !tool_error("invalid value for %s: expected pretty, generic, mlir or hlo", a);
      o->generic = !strcmp(value, "generic");
      o->pretty = !strcmp(value, "pretty");
      o->hlo = !strcmp(value, "hlo");
    } else if (IS("input-form")) {
      if (!value || (strcmp(value, "auto") && strcmp(value, "hlo") && strcmp(value, "mlir")))
        return !tool_error("invalid value for %s: expected auto, hlo or mlir", a);
      o->input_form = !strcmp(value, "hlo")    ? HLO_INPUT_HLO
                      : !strcmp(value, "mlir") ? HLO_INPUT_MLIR
                                               : HLO_INPUT_AUTO;
    } else if (IS("mlir-print-debuginfo")) {
      o->debuginfo = true;
    } else if (IS("mlir-elide-elementsattrs-if-larger")) {
      char *end;
      o->elide = value ? strtoll(value, &end, 10) : -1;
      if (!value || *end || o->elide < 0)
        return !tool_error("invalid value for %s: expected a count", a);
    } else if (IS("emit-bytecode")) {
      o->bytecode = true;
    } else if (IS("print-ir-after-all")) {
      o->print_ir_after_all = true;
    } else if (IS("timing") || IS("mlir-timing")) {
      o->timing = true;
    } else if (IS("mlir-disable-threading")) {
      o->threading = false;
    } else if (IS("verify-each")) {
      if (value && !parse_bool(value, &o->verify_each))
        return !tool_error("invalid value for %s: expected true or false", a);
      if (!value)
        o->verify_each = true;
    } else if (IS("hlomem-explain")) {
      hlo_set_explain_all(true);
    } else if (IS("allow-unregistered-dialect")) {
      /* Always on: StableHLO is unregistered. */
    } else if (a[1] == '-' && nlen > 0 && (isalpha((unsigned char)name[0]))) {
      if (!add_pass_flag(o, name))
        return 1;
    } else {
      return !tool_error("unknown option '%s'; see --help", a);
    }
#undef IS
  }
  if (!o->input)
    o->input = "-";
  if (o->pipeline_text && o->flags.len)
    return !tool_error("%s", "--pass-pipeline cannot be combined with per-pass flags");
  if (o->bytecode && o->split_marker)
    return !tool_error("%s", "--emit-bytecode cannot be combined with --split-input-file");
  return 0;
}

/* MLIR's pipeline parser answers with a located message about its own
 * one-line input; say it in terms of the command line instead. */
static void report_stage_error(const HloStage *stage, const char *message) {
  if (strstr(message, "does not refer to a registered pass")) {
    fprintf(stderr, "hlomem-opt: error: unknown pass '%s'; see --list-passes\n", stage->name);
    return;
  }
  const char *p = strstr(message, "error: ");
  p = p ? p + 7 : message;
  const char *eol = strchr(p, '\n');
  fprintf(stderr, "hlomem-opt: error: in pass '%s': %.*s\n", stage->name,
          (int)(eol ? eol - p : (long)strlen(p)), p);
}

/* Builds one pass manager per stage; unknown passes are reported here,
 * before any input is read. */
static bool build_stages(Run *r) {
  HloStr error = {0};
  if (r->opt.pipeline_text) {
    if (!hlo_pipeline_parse(r->opt.pipeline_text, "builtin.module", &r->pipeline, &error)) {
      tool_error("%s", error.data);
      hlo_str_free(&error);
      return false;
    }
  } else {
    r->pipeline = r->opt.flags;
    memset(&r->opt.flags, 0, sizeof r->opt.flags);
  }
  r->nstages = r->pipeline.len;
  r->stages = hlo_xcalloc(r->nstages ? r->nstages : 1, sizeof *r->stages);
  bool ok = true;
  for (size_t i = 0; i < r->nstages && ok; i++) {
    Stage *s = &r->stages[i];
    s->stage = &r->pipeline.stages[i];
    s->pm = mlirPassManagerCreateOnOperation(r->ctx, mlirStringRefCreateFromCString("builtin.module"));
    mlirPassManagerEnableVerifier(s->pm, r->opt.verify_each);
    HloStr title = {0};
    hlo_stage_print(s->stage, &title);
    s->title = title.data;
    error.len = 0;
    if (!hlo_stage_add(s->stage, mlirPassManagerGetAsOpPassManager(s->pm), &error)) {
      report_stage_error(s->stage, error.data ? error.data : "cannot add pass");
      ok = false;
    }
  }
  hlo_str_free(&error);
  return ok;
}

/* Maps every function to its position in the module, so diagnostics from
 * passes running on several threads print in module order. */
static void number_functions(MlirOperation module, HloPtrMap *map) {
  int64_t n = 1;
  MlirBlock body = hlo_module_body(module);
  hlo_ptrmap_put(map, module.ptr, 0);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    hlo_ptrmap_put(map, op.ptr, n++);
}

static MlirOpPrintingFlags printing_flags(const Options *o) {
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  if (o->generic)
    mlirOpPrintingFlagsPrintGenericOpForm(flags);
  if (o->debuginfo)
    mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  if (o->elide >= 0)
    mlirOpPrintingFlagsElideLargeElementsAttrs(flags, o->elide);
  return flags;
}

/* Prints the module as -o wants it; false (reported) if it cannot be
 * written in that form. */
static bool print_module(const Options *o, MlirOperation module, HloStr *out) {
  if (o->bytecode) {
    mlirOperationWriteBytecode(module, hlo_str_callback, out);
    return true;
  }
  if (o->hlo) {
    HloSyntaxError err;
    size_t mark = out->len;
    if (hlo_xla_print(module, out, &err))
      return true;
    out->len = mark;
    MlirContext ctx = mlirOperationGetContext(module);
    MlirLocation loc = err.line ? mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString(o->input), err.line, err.col)
                                : mlirOperationGetLocation(module);
    hlo_emit(HLO_ERROR, loc, "cannot print as HLO text: %s", err.message);
    return false;
  }
  if (o->pretty && !o->generic) {
    HloPrintOptions pretty = {.debuginfo = o->debuginfo, .elide_larger = o->elide};
    hlo_syntax_print(module, &pretty, out);
    return true;
  }
  MlirOpPrintingFlags flags = printing_flags(o);
  mlirOperationPrintWithFlags(module, flags, hlo_str_callback, out);
  mlirOpPrintingFlagsDestroy(flags);
  hlo_str_puts(out, "\n");
  return true;
}

/* Diagnostics of a step: printed now, or kept for --verify-diagnostics. */
static bool end_step(Run *r) {
  bool had_errors = r->log.errors > 0;
  if (!r->opt.verify_diagnostics)
    diag_log_flush(&r->log, &r->input);
  return !had_errors;
}

/* MLIR 19 cannot list the symbol uses of a function that holds an
 * unregistered op with one region (stablehlo.reduce, sort, ...): its
 * inliner then crashes and its symbol-dce fails with a dump of the
 * function. Refuse them on such modules with a message instead. */
static bool upstream_stage_can_run(const HloStage *stage, MlirOperation module) {
  if (stage->pass || (strcmp(stage->name, "inline") && strcmp(stage->name, "symbol-dce")))
    return true;
  MlirOperation owner = hlo_find_opaque_region_owner(module);
  if (mlirOperationIsNull(owner))
    return true;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(owner));
  hlo_error(mlirOperationGetLocation(owner),
            "upstream '%s' cannot run on this module: MLIR cannot list symbol uses inside "
            "'%.*s', an unregistered op with one region",
            stage->name, (int)name.length, name.data);
  return false;
}

/* Runs the stages on one module; false if a stage failed. */
static bool run_stages(Run *r, MlirOperation module) {
  HloPtrMap order = {0};
  bool ok = true, opaque_calls = false, opaque_known = false;
  for (size_t i = 0; i < r->nstages && ok; i++) {
    Stage *s = &r->stages[i];
    order.len = 0;
    hlo_ptrmap_free(&order);
    number_functions(module, &order);
    r->log.order_map = &order;
    /* MLIR's verifier rejects calls in opaque regions: hlo_verify_module
       verifies such a module in its place. An hlomem pass says when it
       left the IR as it was: the module is then not verified again (a
       pass that finds nothing to do costs its walk, not a verification);
       after upstream passes MLIR's pass manager verifies, as mlir-opt. */
    if (!opaque_known) /* a walk of the module: again only once it may have changed */
      opaque_calls = hlo_module_has_opaque_calls(module);
    opaque_known = true;
    bool ours = s->stage->pass != NULL;
    mlirPassManagerEnableVerifier(s->pm, r->opt.verify_each && !opaque_calls && !ours);
    uint64_t runs0, unchanged0, runs1, unchanged1;
    hlo_pass_run_counts(&runs0, &unchanged0);
    double t0 = hlo_now();
    ok = upstream_stage_can_run(s->stage, module) &&
         mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(s->pm, module));
    s->seconds += hlo_now() - t0;
    hlo_pass_run_counts(&runs1, &unchanged1);
    bool unchanged = ours && runs1 > runs0 && unchanged1 - unchanged0 == runs1 - runs0;
    opaque_known = unchanged;
    r->stages_run++;
    r->stages_verified += ok && r->opt.verify_each && !unchanged;
    if (ok && r->opt.verify_each && !unchanged) {
      t0 = hlo_now();
      if (opaque_calls)
        ok = hlo_verify_module(module) == 0;
      else
        ok = (!ours || mlirOperationVerify(module)) &&
             hlo_verify_stablehlo(module) == 0;
      r->verify_seconds += hlo_now() - t0;
    }
    r->log.order_map = NULL;
    ok = end_step(r) && ok;
    if (!ok && !r->opt.verify_diagnostics && r->log.errors == 0)
      fprintf(stderr, "%s: error: pass '%s' failed\n", r->input.name, s->stage->name);
    if (ok && r->opt.print_ir_after_all) {
      HloStr dump = {0};
      Options text = r->opt;
      text.bytecode = false;
      hlo_str_printf(&dump, "// -----// IR Dump After %s //----- //\n", s->title);
      text.hlo = false;
      print_module(&text, module, &dump);
      fputs(dump.data, stderr);
      hlo_str_free(&dump);
    }
  }
  hlo_ptrmap_free(&order);
  return ok;
}

/* Once parsed, the text is read again only to quote a line in a
 * diagnostic: its pages go back to the kernel (a mapped file's are read
 * again from it on demand; a copied stdin is left alone, with no swap),
 * so they do not count in the peak next to the module and its output. */
static void release_text(const char *text, size_t len) {
#ifdef MADV_PAGEOUT
  uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
  uintptr_t from = ((uintptr_t)text + page - 1) & ~(page - 1);
  uintptr_t to = ((uintptr_t)text + len) & ~(page - 1);
  if (to > from)
    madvise((void *)from, to - from, MADV_PAGEOUT);
#else
  (void)text;
  (void)len;
#endif
}

/* Parses, verifies, transforms and prints one chunk; false on failure
 * (with --verify-diagnostics: if diagnostics did not match). */
static bool process_chunk(Run *r, const Chunk *c, HloStr *out) {
  double t0 = hlo_now();
  MlirOperation module =
      hlo_parse_module_as(r->ctx, c->text, c->len, r->input.name, r->opt.input_form);
  if (c->text == r->input.data)
    release_text(c->text, c->len);
  r->parse_seconds += hlo_now() - t0;
  bool ok = !mlirOperationIsNull(module);
  if (ok && r->opt.verify_each) {
    t0 = hlo_now();
    ok = hlo_verify_stablehlo(module) == 0;
    r->verify_seconds += hlo_now() - t0;
  }
  ok = end_step(r) && ok;
  if (ok)
    ok = run_stages(r, module);
  if (ok && !r->opt.verify_diagnostics) {
    t0 = hlo_now();
    ok = print_module(&r->opt, module, out);
    r->output_seconds += hlo_now() - t0;
    ok = end_step(r) && ok;
  }
  if (r->opt.verify_diagnostics)
    ok = verify_diagnostics(&r->log, r->input.name, c->text, c->len, &r->input);
  if (!mlirOperationIsNull(module))
    mlirOperationDestroy(module);
  return ok;
}

static void print_timing(const Run *r) {
  double total = r->parse_seconds + r->verify_seconds + r->output_seconds;
  for (size_t i = 0; i < r->nstages; i++)
    total += r->stages[i].seconds;
  double denom = total > 0 ? total : 1;
  fprintf(stderr,
          "===-------------------------------------------------------------------------===\n"
          "                         ... Execution time report ...\n"
          "===-------------------------------------------------------------------------===\n"
          "  Total Execution Time: %.4f seconds\n\n"
          "  ----Wall Time----  ----Name----\n",
          total);
#define ROW(sec, name) fprintf(stderr, "  %8.4f (%5.1f%%)  %s\n", (sec), 100 * (sec) / denom, (name))
  ROW(r->parse_seconds, "Parser");
  char verifier[96];
  if (!r->opt.verify_each)
    snprintf(verifier, sizeof verifier, "StableHLO verifier (off: --verify-each=false)");
  else
    snprintf(verifier, sizeof verifier, "StableHLO verifier (after %zu of %zu pass runs%s)",
             r->stages_verified, r->stages_run,
             r->stages_verified < r->stages_run ? "; the others changed nothing" : "");
  ROW(r->verify_seconds, verifier);
  for (size_t i = 0; i < r->nstages; i++)
    ROW(r->stages[i].seconds, r->stages[i].title);
  ROW(r->output_seconds, "Output");
  ROW(total, "Total");
#undef ROW
}

int main(int argc, char **argv) {
  hlo_tool_catch_fatal_errors("hlomem-opt");
  Run r;
  memset(&r, 0, sizeof r);
  int rc = parse_args(argc, argv, &r.opt);
  if (rc)
    return rc == 2 ? 0 : 1;

  r.ctx = hlo_context_create();
  mlirContextEnableMultithreading(r.ctx, r.opt.threading);
  diag_log_install(&r.log);
  int status = 0;
  HloStr out = {0}, error = {0};
  if (!build_stages(&r)) {
    status = 1;
    goto done;
  }
  if (!hlo_source_open(r.opt.input, &r.input, &error)) {
    fprintf(stderr, "%s\n", error.data);
    status = 1;
    goto done;
  }
  if (r.input.len == 0 && !r.opt.verify_diagnostics)
    fprintf(stderr, "%s:1:1: warning: input is empty; treating it as an empty module\n",
            r.input.name);

  /* Without --split-input-file the input is its one chunk, read in place
     (LLVM's buffer ends in a NUL too): a copy of the text would stay
     resident through the whole run, as large as the module's output. */
  Chunk whole = {(char *)r.input.data, r.input.len, 1}, *chunks = &whole;
  size_t nchunks = 1;
  if (r.opt.split_marker)
    nchunks = hlo_source_split(&r.input, r.opt.split_marker, &chunks);
  for (size_t i = 0; i < nchunks; i++) {
    if (i && !r.opt.verify_diagnostics)
      hlo_str_puts(&out, "// -----\n");
    if (!process_chunk(&r, &chunks[i], &out))
      status = 1;
  }
  if (chunks != &whole)
    hlo_chunks_free(chunks, nchunks);

  if (status == 0 && !r.opt.verify_diagnostics) {
    double t0 = hlo_now();
    if (!hlo_write_file_atomic(r.opt.output, out.data ? out.data : "", out.len, &error)) {
      fprintf(stderr, "hlomem-opt: error: %s\n", error.data);
      status = 1;
    }
    r.output_seconds += hlo_now() - t0;
  }
  if (r.opt.timing)
    print_timing(&r);

done:
  diag_log_flush(&r.log, r.input.data ? &r.input : NULL);
  free(r.log.items);
  for (size_t i = 0; i < r.nstages; i++) {
    if (r.stages[i].pm.ptr)
      mlirPassManagerDestroy(r.stages[i].pm);
    free(r.stages[i].title);
  }
  free(r.stages);
  hlo_pipeline_free(&r.pipeline);
  hlo_pipeline_free(&r.opt.flags);
  hlo_diag_set_sink(NULL, NULL);
  hlo_context_destroy(r.ctx);
  hlo_source_close(&r.input);
  hlo_str_free(&out);
  hlo_str_free(&error);
  return status;
}
