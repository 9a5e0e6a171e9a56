/* The pass infrastructure's own declarations (options, registry, pipelines),
 * not part of the library's API. */
#ifndef HLOMEM_PIPELINE_INTERNAL_H
#define HLOMEM_PIPELINE_INTERNAL_H

#include "hlomem/passes.h"
#include "pipeline/catalog.h"

void *hlo_pass_options_clone(const HloPassInfo *info, const void *options);

#endif
