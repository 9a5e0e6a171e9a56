/*
 * The hlomem passes as MLIR passes, for tools and for C programs with pass
 * managers of their own.
 *
 * MLIR's C API cannot register external passes in its registry, so hlomem
 * keeps its own table: each pass is described by an HloPassInfo (name,
 * anchor op, options table, run function) and wrapped into an MlirPass on
 * demand. Textual pipelines mixing hlomem passes with upstream ones
 * ("builtin.module(func.func(hlomem-dce),canonicalize,cse)") are parsed
 * here; upstream elements are handed to mlirOpPassManagerAddPipeline.
 */
#ifndef HLOMEM_PASSES_H
#define HLOMEM_PASSES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <mlir-c/IR.h>
#include <mlir-c/Pass.h>

#include "hlomem/support.h"

/* ---- describing a pass ---- */

typedef enum HloOptionKind {
  HLO_OPT_BOOL,   /* bool; a bare `name` means true */
  HLO_OPT_INT,    /* int64_t */
  HLO_OPT_DOUBLE, /* double */
  HLO_OPT_STRING, /* char *, owned by the options struct */
  HLO_OPT_ENUM,   /* int: index into `choices` */
  HLO_OPT_BYTES,  /* int64_t; accepts 4096, 4KiB, 1.5GB */
  HLO_OPT_BUDGET, /* HloBudget: bytes or a percentage */
} HloOptionKind;

typedef struct HloBudget {
  bool is_percent;
  double percent; /* 0 < percent, when is_percent */
  int64_t bytes;
} HloBudget;

typedef struct HloOptionInfo {
  const char *name;
  HloOptionKind kind;
  size_t offset;              /* of the field in the pass's options struct */
  const char *default_value;  /* parsed like a user value; NULL: zero */
  const char *help;
  const char *const *choices; /* HLO_OPT_ENUM: NULL-terminated */
} HloOptionInfo;

typedef struct HloPassRun HloPassRun;

typedef struct HloPassInfo {
  const char *name;   /* "hlomem-memory-report" */
  const char *summary;
  const char *anchor; /* "builtin.module" or "func.func" */
  const HloOptionInfo *options;
  size_t noptions;
  size_t options_size;
  /* Cross-option checks after parsing; NULL if none. */
  bool (*validate)(const void *options, HloStr *error);
  void (*run)(MlirOperation op, const void *options, HloPassRun *run);
} HloPassInfo;

/* A named pipeline: a name and options (described as for a pass, `run`
 * unused) standing for the pipeline text `expand` appends. It expands where
 * it is named, in pipeline text or as a --<name> flag. */
typedef struct HloPipelineInfo {
  HloPassInfo info;
  void (*expand)(const void *options, HloStr *pipeline);
} HloPipelineInfo;

/* Marks the running pass as failed; the pass manager then stops. */
void hlo_pass_fail(HloPassRun *run);
/* Says the running pass left the IR as it found it (a pass that says
 * nothing may have changed it): a driver need not verify the IR again. */
void hlo_pass_unchanged(HloPassRun *run);
/* How many hlomem pass runs there have been in this process, and how many
 * of them said they left the IR unchanged; a driver compares the counts
 * around a stage. */
void hlo_pass_run_counts(uint64_t *runs, uint64_t *unchanged);
/* True if --hlomem-explain is on or the pass has its own explain option
 * set: passes then say why they did not apply. */
bool hlo_explain_enabled(bool pass_option);
void hlo_set_explain_all(bool on);

/* ---- the registry ---- */

size_t hlo_pass_count(void);
const HloPassInfo *hlo_pass_at(size_t i);
const HloPassInfo *hlo_pass_lookup(const char *name, size_t len);
size_t hlo_pipeline_count(void);
const HloPipelineInfo *hlo_pipeline_at(size_t i);
const HloPipelineInfo *hlo_pipeline_lookup(const char *name, size_t len);

/* Parses "key=value flag key='quoted value'" into a fresh options struct
 * (defaults first). NULL with a message in `error` on failure. */
void *hlo_pass_options_parse(const HloPassInfo *info, const char *text, size_t len, HloStr *error);
void hlo_pass_options_free(const HloPassInfo *info, void *options);

/* An MlirPass running `info` with the given options text. A null pass with
 * a message in `error` if the options do not parse. */
MlirPass hlo_create_pass(const HloPassInfo *info, const char *options, HloStr *error);
/* Constructors by name, for embedders. */
MlirPass hlo_create_pass_by_name(const char *name, const char *options, HloStr *error);
MlirPass hlo_create_memory_report_pass(const char *options);
MlirPass hlo_create_dce_pass(void);

/* ---- textual pipelines ---- */

typedef struct HloStage {
  char *nesting[4];          /* op names to nest under, outermost first */
  int depth;
  const HloPassInfo *pass;   /* an hlomem pass, or NULL for an upstream one */
  char *name;                /* the pass name */
  char *options;             /* text between the braces, or "" */
} HloStage;

typedef struct HloPipeline {
  HloStage *stages;
  size_t len, cap;
} HloPipeline;

/* Parses `text` ("builtin.module(a,func.func(b{x=1}))", or the same
 * without the anchor) for a pass manager anchored on `root` into one
 * stage per pass. hlomem passes anchored elsewhere are nested implicitly.
 * false with a message in `error` on syntax errors and unknown hlomem
 * options; upstream names are checked when the stage is added. */
bool hlo_pipeline_parse(const char *text, const char *root, HloPipeline *out, HloStr *error);
void hlo_pipeline_free(HloPipeline *p);
/* Appends one stage to a pass manager anchored on the pipeline's root. */
bool hlo_stage_add(const HloStage *stage, MlirOpPassManager pm, HloStr *error);
/* "func.func(hlomem-dce{stats})": the stage as pipeline text. */
void hlo_stage_print(const HloStage *stage, HloStr *out);

/* Adds a whole textual pipeline to `pm`, anchored on `root`. */
bool hlo_pass_manager_add_pipeline(MlirOpPassManager pm, const char *root, const char *pipeline,
                                   HloStr *error);

#endif
