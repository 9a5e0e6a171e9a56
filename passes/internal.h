/* Declarations shared by the library's own files, not part of its API. */
#ifndef HLOMEM_INTERNAL_H
#define HLOMEM_INTERNAL_H

#include "hlomem/passes.h"

void *hlo_pass_options_clone(const HloPassInfo *info, const void *options);

/* One HloPassInfo per pass file. */
extern const HloPassInfo hlo_memory_report_pass;
extern const HloPassInfo hlo_dce_pass;
extern const HloPassInfo hlo_auto_chunk_pass;

#endif
