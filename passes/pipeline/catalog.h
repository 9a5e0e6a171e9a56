/* The passes and named pipelines the registry lists: each pass file defines
 * the one HloPassInfo named here, and includes this header so that the
 * definition is checked against it. This is all a pass shares with the
 * pass infrastructure beyond include/hlomem/passes.h. */
#ifndef HLOMEM_PIPELINE_CATALOG_H
#define HLOMEM_PIPELINE_CATALOG_H

#include "hlomem/passes.h"

/* One HloPassInfo per pass file. */
extern const HloPassInfo hlo_memory_report_pass;
extern const HloPassInfo hlo_dce_pass;
extern const HloPassInfo hlo_inline_pass;
extern const HloPassInfo hlo_hold_narrow_pass;
extern const HloPassInfo hlo_regather_pass;
extern const HloPassInfo hlo_scan_alias_pass;
extern const HloPassInfo hlo_while_cleanup_pass;
extern const HloPassInfo hlo_cse_pass;
extern const HloPassInfo hlo_schedule_pass;
extern const HloPassInfo hlo_auto_chunk_pass;
extern const HloPassInfo hlo_remat_pass;
/* Named pipelines. */
extern const HloPipelineInfo hlo_default_pipeline;


#endif
