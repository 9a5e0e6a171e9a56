/*
 * The cost model: FLOPs, transcendentals and bytes accessed per op, and a
 * roofline time on a device (max of compute time and memory time). The
 * remat pass weighs recomputation with it; the memory report prints it.
 */
#ifndef HLOMEM_COST_H
#define HLOMEM_COST_H

#include <stdbool.h>

#include <mlir-c/IR.h>

typedef struct HloCost {
  double flops;           /* multiply-adds count 2 */
  double transcendentals; /* exp, log, tanh, ... evaluations */
  double bytes;           /* operand bytes read + result bytes written */
  double matmul_flops;    /* the part of flops done by contractions */
} HloCost;

typedef struct HloDevice {
  const char *name;
  const char *description;
  double matmul_flops; /* FLOP/s of dense contractions */
  double vector_flops; /* FLOP/s of everything else */
  double bandwidth;    /* bytes/s of main memory */
  double link_bandwidth; /* bytes/s one device sends to the others (collectives) */
} HloDevice;

/* "h100" (the default), "a100", "cpu" (this host, named from LLVM's host
 * triple and CPU). NULL for unknown names. */
const HloDevice *hlo_device_lookup(const char *name);
const HloDevice *hlo_device_default(void);
const char *hlo_device_names(void);

/* The op's own cost; ops holding regions (while, if, case) and calls cost
 * nothing themselves: hlo_op_cost_deep adds what they run. */
HloCost hlo_op_cost(MlirOperation op);
/* The op's cost including regions run once per use (a while body counts
 * once per iteration when the trip count is a known constant, else once)
 * and callees. */
HloCost hlo_op_cost_deep(MlirOperation op);

/* The same with callee costs remembered across calls: a caller costing many
 * ops that call the same functions creates one cache for all of them. */
typedef struct HloCostCache HloCostCache;
HloCostCache *hlo_cost_cache_create(void);
void hlo_cost_cache_free(HloCostCache *cache);
HloCost hlo_op_cost_cached(HloCostCache *cache, MlirOperation op);
/* Costs from then on are one device's of a module split over devices
 * (sharding.h): bytes per device, and FLOPs scaled by the share of the
 * work one device does (its piece of the result, less a split
 * contraction's pending sum). NULL: the whole program's. */
typedef struct HloShardingInfo HloShardingInfo;
void hlo_cost_cache_set_sharding(HloCostCache *cache, const HloShardingInfo *shard);
void hlo_cost_add(HloCost *acc, HloCost c, double times);
/* Roofline seconds: the larger of compute time and memory time. */
double hlo_cost_seconds(const HloDevice *d, HloCost c);
/* Seconds to send `bytes` from one device over its links (a collective
 * the SPMD partitioner inserts: HloReshard.moved). */
double hlo_link_seconds(const HloDevice *d, double bytes);

#endif
