/* Declarations shared by the library's own files, not part of its API. */
#ifndef HLOMEM_INTERNAL_H
#define HLOMEM_INTERNAL_H

#include <mlir-c/IR.h>

#include "hlomem/passes.h"
#include "hlomem/support.h"

void *hlo_pass_options_clone(const HloPassInfo *info, const void *options);

/* Slot numbers of the loops a pass run rebuilt, as the input had them, so
 * that remarks name slots the way the user's program does. */
typedef struct HloSlotNumbers {
  HloArena arena;
  HloPtrMap loops; /* rebuilt loop -> index into `tables` */
  intptr_t **tables;
  size_t len, cap;
} HloSlotNumbers;

/* Records that `rebuilt` is `old` without the slots flagged in `drop`. */
void hlo_slot_numbers_record(HloSlotNumbers *s, MlirOperation old, MlirOperation rebuilt,
                             const bool *drop, intptr_t n);
/* The input's number for slot `slot` of `loop`. */
intptr_t hlo_slot_number(const HloSlotNumbers *s, MlirOperation loop, intptr_t slot);
/* True if this run rebuilt `loop`. */
bool hlo_slot_numbers_rebuilt(const HloSlotNumbers *s, MlirOperation loop);
void hlo_slot_numbers_free(HloSlotNumbers *s);

/* One HloPassInfo per pass file. */
extern const HloPassInfo hlo_memory_report_pass;
extern const HloPassInfo hlo_dce_pass;
extern const HloPassInfo hlo_scan_alias_pass;
extern const HloPassInfo hlo_while_cleanup_pass;
extern const HloPassInfo hlo_auto_chunk_pass;
extern const HloPassInfo hlo_remat_pass;
/* Named pipelines. */
extern const HloPipelineInfo hlo_default_pipeline;

#endif
