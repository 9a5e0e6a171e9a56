/*
 * The pass section of `hlomem-opt --help`, generated from the registry
 * (hlo_pass_at, hlo_pipeline_at), so a pass added to the registry is
 * listed with its options without touching this file.
 *
 * The layout is mlir-opt's: under "Compiler passes to run", "Passes:" and
 * "Pass Pipelines:", one line per pass (its flag, then its summary after
 * " -   ") and below it one line per option (" - " and its help, then the
 * default), passes and options sorted by name as MLIR sorts them, the
 * description column at 62. Option kinds are shown as LLVM's command line
 * shows them: a bare flag for a bool, `=<int>`, `=<number>`, `=<string>`,
 * `=<value>` with one `=choice` line per choice; byte counts and budgets,
 * which have parsers of their own, as `=<bytes>` and `=<budget>`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/passes.h"
#include "tool.h"

enum { DESCRIPTION_COLUMN = 60 };

static const char *kind_placeholder(HloOptionKind kind) {
  switch (kind) {
  case HLO_OPT_BOOL: return "";
  case HLO_OPT_INT: return "=<int>";
  case HLO_OPT_DOUBLE: return "=<number>";
  case HLO_OPT_STRING: return "=<string>";
  case HLO_OPT_ENUM: return "=<value>";
  case HLO_OPT_BYTES: return "=<bytes>";
  case HLO_OPT_BUDGET: return "=<budget>";
  }
  return "";
}

/* "<indent><flag><kind>", padded to the description column, then `dash`
 * and the text; the caller ends the line. */
static void print_row(FILE *out, int indent, const char *flag, const char *kind,
                      const char *dash, const char *text) {
  int width = fprintf(out, "%*s%s%s", indent, "", flag, kind);
  fprintf(out, "%*s %s%s", width < DESCRIPTION_COLUMN ? DESCRIPTION_COLUMN - width : 0, "",
          dash, text ? text : "");
}

static int by_option_name(const void *x, const void *y) {
  const HloOptionInfo *a = *(const HloOptionInfo *const *)x;
  const HloOptionInfo *b = *(const HloOptionInfo *const *)y;
  return strcmp(a->name, b->name);
}

static void print_option(FILE *out, const HloOptionInfo *o) {
  char flag[128];
  snprintf(flag, sizeof flag, "--%s", o->name);
  print_row(out, 8, flag, kind_placeholder(o->kind), "- ", o->help);
  if (o->default_value && o->default_value[0])
    fprintf(out, " (default: %s)", o->default_value);
  fputc('\n', out);
  if (o->kind == HLO_OPT_ENUM)
    for (size_t c = 0; o->choices[c]; c++)
      fprintf(out, "%*s=%s\n", 10, "", o->choices[c]);
}

static void print_pass(FILE *out, const HloPassInfo *p) {
  char flag[128];
  snprintf(flag, sizeof flag, "--%s", p->name);
  print_row(out, 6, flag, "", "-   ", p->summary);
  fputc('\n', out);
  const HloOptionInfo **sorted = hlo_xcalloc(p->noptions ? p->noptions : 1, sizeof *sorted);
  for (size_t k = 0; k < p->noptions; k++)
    sorted[k] = &p->options[k];
  qsort(sorted, p->noptions, sizeof *sorted, by_option_name);
  for (size_t k = 0; k < p->noptions; k++)
    print_option(out, sorted[k]);
  free(sorted);
}

static int by_pass_name(const void *x, const void *y) {
  const HloPassInfo *a = *(const HloPassInfo *const *)x;
  const HloPassInfo *b = *(const HloPassInfo *const *)y;
  return strcmp(a->name, b->name);
}

static void print_sorted(FILE *out, const HloPassInfo **infos, size_t n) {
  qsort(infos, n, sizeof *infos, by_pass_name);
  for (size_t i = 0; i < n; i++)
    print_pass(out, infos[i]);
}

void print_pass_help(FILE *out) {
  size_t npasses = hlo_pass_count(), npipelines = hlo_pipeline_count();
  const HloPassInfo **infos =
      hlo_xcalloc(npasses + npipelines ? npasses + npipelines : 1, sizeof *infos);
  fputs("\n  Compiler passes to run\n    Passes:\n", out);
  for (size_t i = 0; i < npasses; i++)
    infos[i] = hlo_pass_at(i);
  print_sorted(out, infos, npasses);
  fputs("    Pass Pipelines:\n", out);
  for (size_t i = 0; i < npipelines; i++)
    infos[i] = &hlo_pipeline_at(i)->info;
  print_sorted(out, infos, npipelines);
  fputs("    Upstream passes: any pass of MLIR's transforms library (--canonicalize, --cse,\n"
        "    --inline, --symbol-dce, --sccp, ...)\n",
        out);
  free(infos);
}
