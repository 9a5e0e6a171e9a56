/*
 * The sharding analysis, shared by its files: sharding_text.c (the two
 * languages, read and lowered), sharding.c (a module's annotations, the
 * propagation driver, per-device bytes) and sharding_rules.c (what each op
 * does to shardings, forward and backward).
 */
#ifndef HLOMEM_SHARDING_INTERNAL_H
#define HLOMEM_SHARDING_INTERNAL_H

#include <stdbool.h>

#include "hlomem/sharding.h"

/* ---- editing shardings ---- */

void shard_clear(HloSharding *s);
bool shard_has_dim(const HloSharding *s, int dim);
/* Adds src's factors of dimension `sdim` as dimension `ddim` of dst, all
 * or none: none when dst already splits ddim, or one of them shares
 * devices with a factor of dst. True if added (or src has none there). */
bool shard_copy_dim(HloSharding *dst, int ddim, const HloSharding *src, int sdim);
/* Adds src's factors of dimension `sdim` to dst as pending sums (each
 * that shares no devices with dst's factors). */
void shard_dim_to_pending(HloSharding *dst, const HloSharding *src, int sdim);
/* Adds src's pending factors to dst (each that shares no devices). */
void shard_copy_pending(HloSharding *dst, const HloSharding *src);
bool shard_equal(const HloSharding *a, const HloSharding *b);
/* Do two factors split by the same digits of the same device numbering? */
bool shard_same_devices(const HloShardFactor *a, const HloShardFactor *b);

/* ---- rules (sharding_rules.c) ---- */

/* What the op's results are, from its operands' shardings (in[j] is NULL
 * for an operand that is not a ranked tensor): false when hlomem has no
 * rule for the op. Ops with regions the driver looks into (while, if,
 * case, func.call, sdy.manual_computation, sdy.named_computation) and
 * the annotation ops are the driver's, not here. `out` has one sharding
 * per result, cleared by the caller. */
bool shard_forward(MlirOperation op, const HloSharding *const *in, HloSharding *out);

/* What operand j would be, given the results' shardings and the other
 * operands' (the rule read backward, as a partitioner's propagation does
 * from users to producers): false when the rule says nothing of it. */
bool shard_backward(MlirOperation op, int j, const HloSharding *const *in,
                    const HloSharding *const *out, HloSharding *implied);

/* What the partitioned op reads of operand j, split as `self` now, when
 * its result is split as `local` (for a sum reduced after the op, the
 * local sums' sharding): false for ops whose reads are not modelled. */
bool shard_read(MlirOperation op, int j, const HloSharding *self, const HloSharding *local,
                HloSharding *out);
#endif
