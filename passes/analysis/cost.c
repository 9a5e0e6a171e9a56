/*
 * The cost model (see cost.h). FLOP counts follow the usual conventions of
 * XLA's HloCostAnalysis: one FLOP per output element for elementwise ops,
 * transcendental evaluations counted apart, two per multiply-add for
 * contractions, one per reduced input element. Bytes are operand bytes
 * read plus result bytes written; reshapes and bitcasts move nothing.
 * Device figures are vendor peak numbers for dense math.
 */
#include "hlomem/cost.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>

#include "hlomem/ir.h"
#include "hlomem/loops.h"
#include "hlomem/sharding.h"
#include "hlomem/support.h"

static HloDevice devices[] = {
    /* NVIDIA H100 SXM: 989 TFLOP/s dense BF16 tensor cores, 67 TFLOP/s
     * FP32 vector, 3.35 TB/s HBM3, NVLink 4 at 450 GB/s each way. */
    {"h100", "NVIDIA H100 SXM", 989e12, 67e12, 3.35e12, 450e9},
    /* NVIDIA A100 SXM 80GB: 312 TFLOP/s BF16, 19.5 TFLOP/s FP32, 2.04 TB/s,
     * NVLink 3 at 300 GB/s each way. */
    {"a100", "NVIDIA A100 SXM 80GB", 312e12, 19.5e12, 2.039e12, 300e9},
    /* This host, a nominal multicore CPU: 1 TFLOP/s in matmuls, 0.25
     * TFLOP/s otherwise, 50 GB/s, devices exchanging through that memory;
     * described from LLVM's host triple. */
    {"cpu", NULL, 1e12, 0.25e12, 50e9, 50e9},
};

static char host_description[256];
static pthread_once_t host_once = PTHREAD_ONCE_INIT;

static void describe_host(void) {
  char *triple = LLVMGetDefaultTargetTriple();
  char *cpu = LLVMGetHostCPUName();
  snprintf(host_description, sizeof host_description, "host CPU %s (%s)", cpu, triple);
  LLVMDisposeMessage(triple);
  LLVMDisposeMessage(cpu);
  devices[2].description = host_description;
}

const HloDevice *hlo_device_lookup(const char *name) {
  pthread_once(&host_once, describe_host);
  for (size_t i = 0; i < sizeof devices / sizeof devices[0]; i++)
    if (strcmp(devices[i].name, name) == 0)
      return &devices[i];
  return NULL;
}

const HloDevice *hlo_device_default(void) { return hlo_device_lookup("h100"); }

const char *hlo_device_names(void) { return "h100, a100, cpu"; }

void hlo_cost_add(HloCost *acc, HloCost c, double times) {
  acc->flops += c.flops * times;
  acc->transcendentals += c.transcendentals * times;
  acc->bytes += c.bytes * times;
  acc->matmul_flops += c.matmul_flops * times;
}

double hlo_cost_seconds(const HloDevice *d, HloCost c) {
  double compute = c.matmul_flops / d->matmul_flops +
                   (c.flops - c.matmul_flops + c.transcendentals) / d->vector_flops;
  double memory = c.bytes / d->bandwidth;
  return compute > memory ? compute : memory;
}

double hlo_link_seconds(const HloDevice *d, double bytes) { return bytes / d->link_bandwidth; }

static double elements(MlirValue v) {
  int64_t n = hlo_type_elements(mlirValueGetType(v));
  return n < 0 ? 0 : (double)n;
}

static double bytes_of(MlirValue v) {
  int64_t b = hlo_value_bytes(v);
  return b < 0 ? 0 : (double)b;
}

static double io_bytes(MlirOperation op) {
  double b = 0;
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++)
    b += bytes_of(mlirOperationGetOperand(op, i));
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; i++)
    b += bytes_of(mlirOperationGetResult(op, i));
  return b;
}

static double result_elements(MlirOperation op) {
  double e = 0;
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; i++)
    e += elements(mlirOperationGetResult(op, i));
  return e;
}

static double dim_size(MlirValue v, int64_t d) {
  MlirType t = mlirValueGetType(v);
  if (!mlirTypeIsARankedTensor(t) || d < 0 || d >= mlirShapedTypeGetRank(t))
    return 0;
  int64_t s = mlirShapedTypeGetDimSize(t, d);
  return s < 0 ? 0 : (double)s;
}

static double dot_flops(MlirOperation op) {
  HloDotDims dims;
  if (mlirOperationGetNumOperands(op) != 2 || !hlo_dot_dims(op, &dims))
    return 0;
  double k = 1;
  MlirValue lhs = mlirOperationGetOperand(op, 0);
  for (int i = 0; i < dims.lhs_contract.n; i++)
    k *= dim_size(lhs, dims.lhs_contract.v[i]);
  return 2.0 * result_elements(op) * k;
}

static double conv_flops(MlirOperation op) {
  HloConvDims dims;
  if (mlirOperationGetNumOperands(op) < 2 || !hlo_conv_dims(op, &dims))
    return 0;
  MlirValue kernel = mlirOperationGetOperand(op, 1);
  double out_features = dim_size(kernel, dims.kernel_output_feature);
  if (out_features <= 0)
    return 0;
  return 2.0 * result_elements(op) * elements(kernel) / out_features;
}

/* Inputs of a reduce-like op are its first half of operands. */
static double reduced_elements(MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op) / 2;
  double e = 0;
  for (intptr_t i = 0; i < n; i++)
    e += elements(mlirOperationGetOperand(op, i));
  return e;
}

static double window_size(MlirOperation op) {
  HloDims w;
  double size = 1;
  if (hlo_attr_dims(op, "window_dimensions", &w))
    for (int i = 0; i < w.n; i++)
      size *= (double)w.v[i];
  return size;
}

HloCost hlo_op_cost(MlirOperation op) {
  const HloOpInfo *info = hlo_op_info(op);
  HloCost c = {0, 0, 0, 0};
  c.bytes = (info->flags & HLO_F_VIEW) ? 0 : io_bytes(op);
  double out = result_elements(op);
  switch (info->id) {
  case HLO_OP_DOT:
  case HLO_OP_DOT_GENERAL:
    c.flops = c.matmul_flops = dot_flops(op);
    return c;
  case HLO_OP_CONVOLUTION:
    c.flops = c.matmul_flops = conv_flops(op);
    return c;
  case HLO_OP_REDUCE:
    c.flops = reduced_elements(op);
    return c;
  case HLO_OP_REDUCE_WINDOW:
    c.flops = out * window_size(op);
    return c;
  case HLO_OP_SELECT_AND_SCATTER:
    c.flops = 2 * elements(mlirOperationGetOperand(op, 0)) * window_size(op);
    return c;
  case HLO_OP_SORT: {
    double n = mlirOperationGetNumOperands(op) ? elements(mlirOperationGetOperand(op, 0)) : 0;
    c.flops = n > 1 ? n * log2(n) : 0;
    return c;
  }
  case HLO_OP_FFT:
    c.flops = out > 1 ? 5 * out * log2(out) : 0;
    return c;
  case HLO_OP_BATCH_NORM_TRAINING:
  case HLO_OP_BATCH_NORM_GRAD:
  case HLO_OP_BATCH_NORM_INFERENCE:
    c.flops = 8 * elements(mlirOperationGetOperand(op, 0));
    return c;
  case HLO_OP_CHOLESKY: {
    double n = out > 0 ? cbrt(out) : 0; /* rough: n^3/3 from an n x n matrix */
    c.flops = n * n * n / 3;
    return c;
  }
  case HLO_OP_TRIANGULAR_SOLVE:
    c.flops = out * dim_size(mlirOperationGetOperand(op, 0), 0);
    return c;
  case HLO_OP_DYNAMIC_UPDATE_SLICE:
    /* Done in place: read and write the update, not the whole buffer. */
    c.bytes = 2 * bytes_of(mlirOperationGetOperand(op, 1));
    return c;
  default:
    break;
  }
  if (info->kind == HLO_KIND_ELEMENTWISE) {
    if (info->flags & HLO_F_TRANSCENDENTAL)
      c.transcendentals = out;
    else
      c.flops = out;
  } else if (info->kind == HLO_KIND_CONTROL) {
    c.bytes = 0; /* the ops inside move the data */
  }
  return c;
}

/* ---- one device's share ---- */

static double device_bytes(const HloShardingInfo *s, MlirValue v) {
  int64_t b = hlo_sharding_value_bytes(s, v);
  return b < 0 ? 0 : (double)b;
}

/* The part of an op's work one device does: the share of its result it
 * holds, divided by the devices a split contraction spreads over (a
 * pending sum); for a reduce, the share of its input it reads. */
static double work_share(const HloShardingInfo *s, MlirOperation op) {
  HloOpId id = hlo_op_id(op);
  MlirValue v;
  if (id == HLO_OP_REDUCE && mlirOperationGetNumOperands(op) > 0)
    v = mlirOperationGetOperand(op, 0);
  else if (mlirOperationGetNumResults(op) > 0)
    v = mlirOperationGetResult(op, 0);
  else
    return 1;
  double whole = bytes_of(v);
  if (whole <= 0)
    return 1;
  double share = device_bytes(s, v) / whole;
  HloSharding x;
  /* A sum reduced after the op: each device made its local sums. */
  if (id != HLO_OP_REDUCE && (hlo_sharding_partial(s, v, &x) || hlo_sharding_of(s, v, &x)))
    for (int i = 0; i < x.nfactors; i++)
      if (x.f[i].dim == HLO_SHARD_PENDING)
        share /= (double)x.f[i].size;
  return share;
}

/* hlo_op_cost for one device of a sharded module. */
static HloCost op_cost(MlirOperation op, const HloShardingInfo *s) {
  HloCost c = hlo_op_cost(op);
  if (!s)
    return c;
  double share = work_share(s, op);
  c.flops *= share;
  c.matmul_flops *= share;
  c.transcendentals *= share;
  const HloOpInfo *info = hlo_op_info(op);
  if (c.bytes > 0 && info->id == HLO_OP_DYNAMIC_UPDATE_SLICE) {
    c.bytes = 2 * device_bytes(s, mlirOperationGetOperand(op, 1));
  } else if (c.bytes > 0) {
    c.bytes = 0;
    for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++)
      c.bytes += device_bytes(s, mlirOperationGetOperand(op, i));
    for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; i++)
      c.bytes += device_bytes(s, mlirOperationGetResult(op, i));
  }
  return c;
}

/* Callee bodies already costed, by block: calls reuse them, so a chain of
 * functions each calling the next twice costs linear time, not
 * exponential. The depth bound stops recursive call chains, for which the
 * model has no answer. */
struct HloCostCache {
  HloPtrMap index; /* callee body -> slot in costs */
  HloCost *costs;
  size_t len, cap;
  const HloShardingInfo *shard; /* one device's costs, or NULL */
};

void hlo_cost_cache_set_sharding(HloCostCache *cache, const HloShardingInfo *shard) {
  cache->shard = shard;
}

HloCostCache *hlo_cost_cache_create(void) { return hlo_xcalloc(1, sizeof(HloCostCache)); }

void hlo_cost_cache_free(HloCostCache *cache) {
  if (!cache)
    return;
  hlo_ptrmap_free(&cache->index);
  free(cache->costs);
  free(cache);
}

static HloCost block_cost(HloCostCache *cache, MlirBlock block, int depth);

static HloCost callee_cost(HloCostCache *cache, MlirBlock entry, int depth) {
  int64_t slot;
  if (hlo_ptrmap_get(&cache->index, entry.ptr, &slot))
    return cache->costs[slot];
  HloCost c = block_cost(cache, entry, depth + 1);
  if (cache->len == cache->cap) {
    cache->cap = cache->cap ? 2 * cache->cap : 16;
    cache->costs = hlo_xrealloc(cache->costs, cache->cap * sizeof *cache->costs);
  }
  cache->costs[cache->len] = c;
  hlo_ptrmap_put(&cache->index, entry.ptr, (int64_t)cache->len++);
  return c;
}

static HloCost deep_cost(HloCostCache *cache, MlirOperation op, int depth) {
  HloCost c = op_cost(op, cache->shard);
  if (depth > 64)
    return c;
  HloOpId id = hlo_op_id(op);
  if (id == HLO_OP_CALL) {
    MlirOperation callee = hlo_call_callee(op);
    MlirBlock entry = mlirOperationIsNull(callee) ? (MlirBlock){NULL} : hlo_func_entry(callee);
    if (!mlirBlockIsNull(entry))
      hlo_cost_add(&c, callee_cost(cache, entry, depth), 1);
    return c;
  }
  intptr_t nregions = mlirOperationGetNumRegions(op);
  if (!nregions)
    return c;
  if (id == HLO_OP_WHILE) {
    HloLoopInfo loop;
    double trips = hlo_while_loop_info(op, &loop) ? (double)loop.trips : 1;
    for (intptr_t r = 0; r < nregions; r++) {
      MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
      if (!mlirBlockIsNull(b))
        hlo_cost_add(&c, block_cost(cache, b, depth + 1), r == 0 ? trips + 1 : trips);
    }
    return c;
  }
  if (id == HLO_OP_IF || id == HLO_OP_CASE) {
    /* One branch runs: charge the most expensive. */
    HloCost worst = {0, 0, 0, 0};
    for (intptr_t r = 0; r < nregions; r++) {
      MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
      HloCost bc = mlirBlockIsNull(b) ? worst : block_cost(cache, b, depth + 1);
      if (bc.flops + bc.bytes > worst.flops + worst.bytes)
        worst = bc;
    }
    hlo_cost_add(&c, worst, 1);
  }
  /* Per-element bodies (reduce, sort, map, scatter) are in the op's own
   * count already. */
  return c;
}

static HloCost block_cost(HloCostCache *cache, MlirBlock block, int depth) {
  HloCost c = {0, 0, 0, 0};
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    hlo_cost_add(&c, deep_cost(cache, op, depth), 1);
  return c;
}

HloCost hlo_op_cost_cached(HloCostCache *cache, MlirOperation op) {
  return deep_cost(cache, op, 0);
}

HloCost hlo_op_cost_deep(MlirOperation op) {
  HloCostCache *cache = hlo_cost_cache_create();
  HloCost c = deep_cost(cache, op, 0);
  hlo_cost_cache_free(cache);
  return c;
}

