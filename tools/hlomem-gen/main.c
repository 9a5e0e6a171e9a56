/*
 * hlomem-gen: writes benchmark and example programs as generic-form
 * StableHLO: an MLP and a GPT-2 training step with their backward passes,
 * scans over stacked layers in torch_xla's and JAX's shapes, PyTorch's
 * linear + cross-entropy step, and random layered DAGs for scaling runs.
 * The output depends on the options only.
 *
 * Programs are built as MLIR operations through the IR layer's builders
 * and printed by MLIR in generic form, the way JAX prints with
 * print_generic_op_form=True. Building through the C API rather than
 * writing text was measured to cost little: a million-op random module is
 * built in 0.3 s, verified in 0.5 s and printed in 1.2 s (2.4 s in all,
 * 390 MiB), and the printer guarantees the syntax, so there is no text
 * path. Every module is verified (MLIR's verifier and hlomem's StableHLO
 * checks) before anything is written, and the output file is replaced
 * atomically: a failing run leaves no partial file.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "gen.h"
#include "hlomem/version.h"
#include "source.h"

static const Generator *const generators[] = {&gen_mlp, &gen_gpt2, &gen_scan, &gen_linear_ce,
                                              &gen_random};
enum { NGENERATORS = sizeof generators / sizeof generators[0] };

const char *const gen_dtype_choices[] = {"f32", "bf16", NULL};
const char *const gen_loss_seed_choices[] = {"const", "arg", NULL};

MlirType gen_dtype(Gen *g, int choice) { return choice ? g->bf16 : g->f32; }

bool gen_check_loss_seed(int loss_seed, bool backward, HloStr *error) {
  if (loss_seed && !backward) {
    hlo_str_puts(error, "--loss-seed=arg needs the backward pass");
    return false;
  }
  return true;
}

/* Tensors beyond 64 PiB are refused: their byte counts, summed over a
 * program by the memory model, would approach int64's range. */
bool gen_check_size(const char *what, int rank, const int64_t *dims, int64_t elem_bytes,
                    HloStr *error) {
  const int64_t limit = (int64_t)1 << 56;
  int64_t n = elem_bytes;
  bool over = false;
  for (int i = 0; i < rank && !over; i++) {
    over = dims[i] > 0 && n > limit / dims[i];
    n *= over ? 1 : dims[i];
  }
  if (!over)
    return true;
  hlo_str_printf(error, "%s (", what);
  for (int i = 0; i < rank; i++)
    hlo_str_printf(error, "%s%lld", i ? "x" : "", (long long)dims[i]);
  hlo_str_puts(error, ") would exceed 64 PiB; choose smaller sizes");
  return false;
}

static void usage(FILE *f) {
  fprintf(f,
          "OVERVIEW: hlomem-gen: generic-form StableHLO training steps and test programs\n"
          "\n"
          "USAGE: hlomem-gen <generator> [--<option>=<value>...] [-o <file>]\n"
          "       hlomem-gen <generator> --help\n"
          "\n"
          "GENERATORS:\n");
  for (int i = 0; i < NGENERATORS; i++)
    fprintf(f, "  %-10s %s\n", generators[i]->name, generators[i]->summary);
  fprintf(f, "\n"
             "OPTIONS (every generator):\n"
             "  -o <file>   Output file (default '-', stdout); replaced only on success\n"
             "  --stats     Print the op count, size and generation time to stderr\n"
             "  --help      This text, or a generator's options after its name\n"
             "  --version   Version of hlomem-gen and MLIR\n");
}

static void generator_help(const Generator *gen) {
  printf("USAGE: hlomem-gen %s [--<option>=<value>...] [-o <file>]\n\n%s\n\nOPTIONS:\n",
         gen->name, gen->summary);
  for (int i = 0; i < gen->noptions; i++) {
    const GenOption *o = &gen->options[i];
    HloStr left = {0};
    hlo_str_printf(&left, "--%s=", o->name);
    switch (o->kind) {
    case OPT_INT:
      hlo_str_puts(&left, "<n>");
      break;
    case OPT_BOOL:
      hlo_str_puts(&left, "true|false");
      break;
    case OPT_LIST:
      hlo_str_puts(&left, "<n>,<n>,...");
      break;
    case OPT_STRING:
      hlo_str_puts(&left, "<text>");
      break;
    case OPT_ENUM:
      for (int c = 0; o->choices[c]; c++)
        hlo_str_printf(&left, "%s%s", c ? "|" : "", o->choices[c]);
      break;
    }
    if (left.len > 28)
      printf("  %s\n  %-28s %s (default %s", left.data, "", o->help, o->default_value);
    else
      printf("  %-28s %s (default %s", left.data, o->help, o->default_value);
    if (o->kind == OPT_INT || o->kind == OPT_LIST)
      printf("; %lld to %lld", (long long)o->min, (long long)o->max);
    printf(")\n");
    hlo_str_free(&left);
  }
}

static const Generator *find_generator(const char *name) {
  for (int i = 0; i < NGENERATORS; i++)
    if (!strcmp(generators[i]->name, name))
      return generators[i];
  return NULL;
}

static bool parse_int(const char *s, int64_t *out) {
  char *end;
  errno = 0;
  long long v = strtoll(s, &end, 10);
  if (errno || end == s || *end)
    return false;
  *out = v;
  return true;
}

static bool in_range(const GenOption *o, int64_t v) { return v >= o->min && v <= o->max; }

/* Stores `value` into the option's field; false with a message. */
static bool set_option(const GenOption *o, void *config, const char *value, HloStr *error) {
  void *field = (char *)config + o->offset;
  switch (o->kind) {
  case OPT_INT: {
    int64_t v;
    if (!parse_int(value, &v) || !in_range(o, v)) {
      hlo_str_printf(error, "--%s: expected an integer from %lld to %lld, got '%s'", o->name,
                     (long long)o->min, (long long)o->max, value);
      return false;
    }
    *(int64_t *)field = v;
    return true;
  }
  case OPT_BOOL:
    if (!strcmp(value, "true") || !strcmp(value, "1")) {
      *(bool *)field = true;
      return true;
    }
    if (!strcmp(value, "false") || !strcmp(value, "0")) {
      *(bool *)field = false;
      return true;
    }
    hlo_str_printf(error, "--%s: expected true or false, got '%s'", o->name, value);
    return false;
  case OPT_ENUM:
    for (int c = 0; o->choices[c]; c++)
      if (!strcmp(value, o->choices[c])) {
        *(int *)field = c;
        return true;
      }
    hlo_str_printf(error, "--%s: expected one of ", o->name);
    for (int c = 0; o->choices[c]; c++)
      hlo_str_printf(error, "%s'%s'", c ? ", " : "", o->choices[c]);
    hlo_str_printf(error, "; got '%s'", value);
    return false;
  case OPT_STRING:
    *(const char **)field = value; /* argv or a default: both outlive the run */
    return true;
  case OPT_LIST: {
    GenList *list = field;
    list->n = 0;
    const char *p = value;
    for (;;) {
      const char *comma = strchr(p, ',');
      size_t len = comma ? (size_t)(comma - p) : strlen(p);
      char item[32];
      int64_t v;
      bool ok = len > 0 && len < sizeof item && list->n < GEN_MAX_LIST;
      if (ok) {
        memcpy(item, p, len);
        item[len] = 0;
        ok = parse_int(item, &v) && in_range(o, v);
      }
      if (!ok) {
        hlo_str_printf(error,
                       "--%s: expected up to %d comma-separated integers from %lld to %lld, "
                       "got '%s'",
                       o->name, GEN_MAX_LIST, (long long)o->min, (long long)o->max, value);
        return false;
      }
      list->v[list->n++] = v;
      if (!comma)
        return true;
      p = comma + 1;
    }
  }
  }
  return false;
}

static const GenOption *find_option(const Generator *gen, const char *name, size_t len) {
  for (int i = 0; i < gen->noptions; i++)
    if (strlen(gen->options[i].name) == len && !strncmp(gen->options[i].name, name, len))
      return &gen->options[i];
  return NULL;
}

typedef struct Args {
  const Generator *gen;
  void *config;
  const char *output;
  bool stats;
} Args;

static int fail(const char *msg) {
  fprintf(stderr, "hlomem-gen: error: %s\n", msg);
  return 1;
}

/* Returns 0 to go on, 1 for an error, 2 for a clean early exit. */
static int parse_args(int argc, char **argv, Args *a) {
  HloStr error = {0};
  a->output = "-";
  if (argc < 2) {
    fprintf(stderr, "hlomem-gen: error: no generator given\n\n");
    return usage(stderr), 1;
  }
  const char *first = argv[1];
  if (!strcmp(first, "--help") || !strcmp(first, "-h"))
    return usage(stdout), 2;
  if (!strcmp(first, "--version")) {
    unsigned major, minor, patch;
    LLVMGetVersion(&major, &minor, &patch);
    printf("hlomem-gen %s (MLIR %u.%u.%u)\n", hlomem_version(), major, minor, patch);
    return 2;
  }
  a->gen = find_generator(first);
  if (!a->gen) {
    hlo_str_printf(&error, "unknown generator '%s'; one of mlp, gpt2, scan, linear-ce, random",
                   first);
    int rc = fail(error.data);
    hlo_str_free(&error);
    return rc;
  }
  a->config = hlo_xcalloc(1, a->gen->config_size);
  for (int i = 0; i < a->gen->noptions; i++)
    if (!set_option(&a->gen->options[i], a->config, a->gen->options[i].default_value, &error))
      gen_bug("bad default: %s", error.data);
  for (int i = 2; i < argc; i++) {
    const char *arg = argv[i];
    if (!strcmp(arg, "-o")) {
      if (++i == argc)
        return fail("-o needs a file name");
      a->output = argv[i];
      continue;
    }
    if (!strncmp(arg, "-o", 2) && arg[2] && arg[2] != '-') {
      a->output = arg + (arg[2] == '=' ? 3 : 2);
      continue;
    }
    if (!strcmp(arg, "--help") || !strcmp(arg, "-h"))
      return generator_help(a->gen), 2;
    if (!strcmp(arg, "--stats")) {
      a->stats = true;
      continue;
    }
    if (strncmp(arg, "--", 2) != 0 || !arg[2]) {
      hlo_str_printf(&error, "unexpected argument '%s'; options look like --name=value", arg);
      break;
    }
    const char *name = arg + 2, *eq = strchr(name, '=');
    size_t len = eq ? (size_t)(eq - name) : strlen(name);
    const GenOption *o = find_option(a->gen, name, len);
    if (!o) {
      hlo_str_printf(&error, "%s has no option '--%.*s'; see hlomem-gen %s --help", a->gen->name,
                     (int)len, name, a->gen->name);
      break;
    }
    const char *value = eq ? eq + 1 : NULL;
    if (!value && o->kind == OPT_BOOL)
      value = "true";
    if (!value && i + 1 < argc)
      value = argv[++i];
    if (!value) {
      hlo_str_printf(&error, "--%s needs a value", o->name);
      break;
    }
    if (!set_option(o, a->config, value, &error))
      break;
  }
  if (!error.len && a->gen->validate)
    a->gen->validate(a->config, &error);
  if (error.len) {
    fail(error.data);
    hlo_str_free(&error);
    return 1;
  }
  return 0;
}

static void gen_init(Gen *g, MlirContext ctx, const char *module_name) {
  memset(g, 0, sizeof *g);
  g->ctx = ctx;
  g->loc = mlirLocationUnknownGet(ctx);
  g->module = mlirModuleGetOperation(mlirModuleCreateEmpty(g->loc));
  g->f32 = mlirF32TypeGet(ctx);
  g->bf16 = mlirBF16TypeGet(ctx);
  g->i1 = mlirIntegerTypeGet(ctx, 1);
  g->i32 = mlirIntegerTypeGet(ctx, 32);
  g->i64 = mlirIntegerTypeGet(ctx, 64);
  /* As JAX names and annotates the modules it lowers. */
  hlo_set_property(g->module, "sym_name",
                   mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(module_name)));
  MlirType i32 = g->i32;
  mlirOperationSetDiscardableAttributeByName(g->module,
                                             mlirStringRefCreateFromCString("mhlo.num_partitions"),
                                             mlirIntegerAttrGet(i32, 1));
  mlirOperationSetDiscardableAttributeByName(g->module,
                                             mlirStringRefCreateFromCString("mhlo.num_replicas"),
                                             mlirIntegerAttrGet(i32, 1));
}

/* Counts the ops inside functions, nested regions and terminators included. */
static MlirWalkResult count_op(MlirOperation op, void *user) {
  if (!hlo_op_name_is(op, "builtin.module") && !hlo_is_func(op))
    ++*(int64_t *)user;
  return MlirWalkResultAdvance;
}

int main(int argc, char **argv) {
  hlo_tool_catch_fatal_errors("hlomem-gen");
  Args a = {0};
  int rc = parse_args(argc, argv, &a);
  if (rc) {
    free(a.config);
    return rc == 2 ? 0 : 1;
  }
  double t0 = hlo_now();
  MlirContext ctx = hlo_context_create();
  mlirContextEnableMultithreading(ctx, false);
  Gen g;
  gen_init(&g, ctx, a.gen->module_name);
  a.gen->generate(&g, a.config);

  int status = 0;
  if (!mlirOperationVerify(g.module) ||
      hlo_verify_stablehlo(g.module) != 0) {
    fprintf(stderr, "hlomem-gen: internal error: the generated %s program does not verify\n",
            a.gen->name);
    status = 1;
  }
  HloStr out = {0}, error = {0};
  if (status == 0) {
    MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
    mlirOpPrintingFlagsPrintGenericOpForm(flags);
    mlirOpPrintingFlagsAssumeVerified(flags);
    mlirOperationPrintWithFlags(g.module, flags, hlo_str_callback, &out);
    mlirOpPrintingFlagsDestroy(flags);
    hlo_str_puts(&out, "\n");
    if (!hlo_write_file_atomic(a.output, out.data, out.len, &error)) {
      fprintf(stderr, "hlomem-gen: error: %s\n", error.data);
      status = 1;
    }
  }
  if (status == 0 && a.stats) {
    int64_t ops = 0;
    mlirOperationWalk(g.module, count_op, &ops, MlirWalkPreOrder);
    char size[32];
    fprintf(stderr, "hlomem-gen: %s: %lld ops, %s of text, %.2f s\n", a.gen->name,
            (long long)ops, hlo_format_bytes((int64_t)out.len, size), hlo_now() - t0);
  }
  hlo_str_free(&out);
  hlo_str_free(&error);
  mlirOperationDestroy(g.module);
  hlo_arena_free(&g.arena);
  hlo_context_destroy(ctx);
  free(a.config);
  return status;
}
