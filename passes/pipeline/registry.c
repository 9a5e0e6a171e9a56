/*
 * Module pipeline (passes/pipeline/, headers internal.h and catalog.h): the
 * pass infrastructure of include/hlomem/passes.h. registry.c lists passes
 * and wraps them as MLIR passes, options.c parses options, pipeline.c
 * parses textual pipelines, default_pipeline.c is hlomem-default. Passes
 * see only passes.h and catalog.h, where each declares its HloPassInfo.
 *
 * The pass registry and the wrapper that turns an HloPassInfo plus parsed
 * options into an MLIR external pass. MLIR clones a pass for each worker
 * thread, so the wrapper's state is the options struct alone and clone
 * deep-copies it. Each pass kind gets one TypeID for the process lifetime.
 */
#include <pthread.h>
#include <stdlib.h>
#include <stdatomic.h>
#include <string.h>

#include "hlomem/diag.h"
#include "internal.h"

static const HloPassInfo *const registry[] = {
    &hlo_auto_chunk_pass,
    &hlo_cse_pass,
    &hlo_dce_pass,
    &hlo_hold_narrow_pass,
    &hlo_inline_pass,
    &hlo_memory_report_pass,
    &hlo_regather_pass,
    &hlo_remat_pass,
    &hlo_scan_alias_pass,
    &hlo_schedule_pass,
    &hlo_while_cleanup_pass,
};
enum { NPASSES = sizeof registry / sizeof registry[0] };

size_t hlo_pass_count(void) { return NPASSES; }
const HloPassInfo *hlo_pass_at(size_t i) { return i < NPASSES ? registry[i] : NULL; }

const HloPassInfo *hlo_pass_lookup(const char *name, size_t len) {
  for (size_t i = 0; i < NPASSES; i++)
    if (strlen(registry[i]->name) == len && !strncmp(registry[i]->name, name, len))
      return registry[i];
  return NULL;
}

static const HloPipelineInfo *const pipelines[] = {
    &hlo_default_pipeline,
};
enum { NPIPELINES = sizeof pipelines / sizeof pipelines[0] };

size_t hlo_pipeline_count(void) { return NPIPELINES; }
const HloPipelineInfo *hlo_pipeline_at(size_t i) { return i < NPIPELINES ? pipelines[i] : NULL; }

const HloPipelineInfo *hlo_pipeline_lookup(const char *name, size_t len) {
  for (size_t i = 0; i < NPIPELINES; i++)
    if (strlen(pipelines[i]->info.name) == len && !strncmp(pipelines[i]->info.name, name, len))
      return pipelines[i];
  return NULL;
}

static bool explain_all;
void hlo_set_explain_all(bool on) { explain_all = on; }
bool hlo_explain_enabled(bool pass_option) { return pass_option || explain_all; }

struct HloPassRun {
  MlirExternalPass pass;
  bool failed;
  bool unchanged;
};

void hlo_pass_fail(HloPassRun *run) {
  if (!run->failed)
    mlirExternalPassSignalFailure(run->pass);
  run->failed = true;
}

void hlo_pass_unchanged(HloPassRun *run) { run->unchanged = true; }

/* Function passes run on several threads at once. */
static atomic_uint_fast64_t runs_total, runs_unchanged;

void hlo_pass_run_counts(uint64_t *runs, uint64_t *unchanged) {
  *unchanged = atomic_load(&runs_unchanged);
  *runs = atomic_load(&runs_total);
}

/* ---- the external pass wrapper ---- */

typedef struct Instance {
  const HloPassInfo *info;
  void *options;
} Instance;

static void instance_construct(void *user) { (void)user; }

static void instance_destruct(void *user) {
  Instance *in = user;
  hlo_pass_options_free(in->info, in->options);
  free(in);
}

static void *instance_clone(void *user) {
  Instance *in = user, *copy = hlo_xmalloc(sizeof *copy);
  copy->info = in->info;
  copy->options = hlo_pass_options_clone(in->info, in->options);
  return copy;
}

static void instance_run(MlirOperation op, MlirExternalPass pass, void *user) {
  Instance *in = user;
  HloPassRun run = {pass, false, false};
  MlirOperation saved = hlo_diag_anchor();
  hlo_diag_set_anchor(op);
  in->info->run(op, in->options, &run);
  hlo_diag_set_anchor(saved);
  if (run.unchanged && !run.failed)
    atomic_fetch_add(&runs_unchanged, 1);
  atomic_fetch_add(&runs_total, 1);
}

static pthread_mutex_t typeid_lock = PTHREAD_MUTEX_INITIALIZER;
static MlirTypeIDAllocator typeid_allocator;
static MlirTypeID typeids[NPASSES];

static MlirTypeID type_id_of(const HloPassInfo *info) {
  size_t i = 0;
  while (i < NPASSES && registry[i] != info)
    i++;
  pthread_mutex_lock(&typeid_lock);
  if (!typeid_allocator.ptr)
    typeid_allocator = mlirTypeIDAllocatorCreate();
  if (!typeids[i].ptr)
    typeids[i] = mlirTypeIDAllocatorAllocateTypeID(typeid_allocator);
  MlirTypeID id = typeids[i];
  pthread_mutex_unlock(&typeid_lock);
  return id;
}

MlirPass hlo_create_pass(const HloPassInfo *info, const char *options, HloStr *error) {
  const char *text = options ? options : "";
  if (hlo_pipeline_lookup(info->name, strlen(info->name))) {
    hlo_str_printf(error, "'%s' is a pipeline, not a pass: add it with "
                          "hlo_pass_manager_add_pipeline", info->name);
    return (MlirPass){NULL};
  }
  void *parsed = hlo_pass_options_parse(info, text, strlen(text), error);
  if (!parsed)
    return (MlirPass){NULL};
  Instance *in = hlo_xmalloc(sizeof *in);
  in->info = info;
  in->options = parsed;
  MlirExternalPassCallbacks callbacks = {instance_construct, instance_destruct, NULL,
                                         instance_clone, instance_run};
  MlirStringRef name = mlirStringRefCreateFromCString(info->name);
  return mlirCreateExternalPass(type_id_of(info), name, name,
                                mlirStringRefCreateFromCString(info->summary),
                                mlirStringRefCreateFromCString(info->anchor), 0, NULL, callbacks,
                                in);
}

MlirPass hlo_create_pass_by_name(const char *name, const char *options, HloStr *error) {
  const HloPassInfo *info = hlo_pass_lookup(name, strlen(name));
  if (!info) {
    hlo_str_printf(error, "unknown hlomem pass '%s'", name);
    return (MlirPass){NULL};
  }
  return hlo_create_pass(info, options, error);
}

static MlirPass create_or_report(const HloPassInfo *info, const char *options) {
  HloStr error = {0};
  MlirPass pass = hlo_create_pass(info, options, &error);
  if (!pass.ptr)
    hlo_error((MlirLocation){NULL}, "%s", error.data);
  hlo_str_free(&error);
  return pass;
}

MlirPass hlo_create_memory_report_pass(const char *options) {
  return create_or_report(&hlo_memory_report_pass, options);
}

MlirPass hlo_create_dce_pass(void) { return create_or_report(&hlo_dce_pass, ""); }
