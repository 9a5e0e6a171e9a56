/*
 * The memory model shared by every pass, the memory report, the benchmarks
 * and the interpreter (docs/memory-model.md is the contract):
 *
 *  - Every tensor SSA value lives in a buffer; its size is elements x
 *    element size. Values of unknown size (dynamic shapes, unknown element
 *    types) count 0 bytes and are reported, never guessed.
 *  - The schedule is program order. A point is one op of a block. A value
 *    is used until its last use; a use inside a nested region counts at
 *    the enclosing op of this block.
 *  - Buffers are shared as XLA shares them (sharing=xla, the default): an
 *    optimization_barrier's results ARE its operands' buffers; an
 *    elementwise op writes over an operand of its exact type whose buffer
 *    dies at the op; a while carry the body passes through is its init's
 *    buffer; dynamic_update_slice, scatter and while carries update their
 *    operand in place when its buffer dies there and is used only there.
 *    Function arguments and constants are never written over. A
 *    buffer is the set of values living in it: its bytes count once, from
 *    its first definition to the last use of any of its values. With
 *    sharing=none every value is its own buffer.
 *  - In a function body the arguments are live at every point, and the
 *    returned values until the return.
 *  - Usage(k) = live bytes at point k + transient(op k), where transient is
 *    the op's own internal peak: for a region-holding op the largest local
 *    peak of its regions, for func.call the callee's local peak. A local
 *    peak counts only the buffers the block creates for itself: not its
 *    block arguments' buffers (the enclosing op's operands), not the
 *    buffers of the values its terminator yields (the op's results) except,
 *    in a while body with sharing, a yielded buffer made while its carry's
 *    buffer is still in use (XLA copies it into the carry at the end).
 *  - Peak = max over points of Usage(k).
 *  - Fusion (fusion=xla, the default): a value XLA fuses into every user
 *    (hlo_fusion_plan), or a view of its operand, has no buffer; a use of
 *    it is a use of its operands, so they live until its users' kernels,
 *    and a kernel may write over a dying buffer it reads through fused
 *    elementwise ops or views.
 *  - In a sharded module (more than one device, sharding.h) every size
 *    is one device's: a value's bytes are its piece under its sharding;
 *    the buffers the SPMD partitioner adds (reshards, a reduce-scatter's
 *    local sums) count as transient bytes over the points they span.
 *    Buffers share only between values of equal bytes.
 */
#ifndef HLOMEM_MEMORY_H
#define HLOMEM_MEMORY_H

#include <stdbool.h>
#include <stdint.h>

#include <mlir-c/IR.h>

#include "hlomem/ir.h"
#include "hlomem/sharding.h"
#include "hlomem/support.h"

/* How a value got its storage. */
typedef enum HloStorage {
  HLO_STORAGE_OWN,      /* a buffer of its own */
  HLO_STORAGE_IN_PLACE, /* written over an operand's buffer that died at its op */
  HLO_STORAGE_ALIAS,    /* its operand's buffer (optimization_barrier) */
  HLO_STORAGE_OUTER,    /* a buffer of an enclosing block: counted there */
  HLO_STORAGE_FUSED,    /* none: fused into its users' kernels, or a view of its operand */
} HloStorage;

/* One value of a block and the buffer it lives in. The value that owns a
 * buffer (home == its own index) carries the buffer's bytes and range;
 * the others count nothing. */
typedef struct HloBuffer {
  MlirValue value;
  int64_t bytes;    /* the value's size; 0 when unknown */
  int32_t def;      /* defining point; -1 for block arguments */
  int32_t last_use; /* last point using it; def if unused */
  int32_t home;     /* index in HloBlockMemory.buffers of its buffer's owner */
  int32_t end;      /* owners: the last point any value of the buffer is used */
  uint8_t storage;  /* HloStorage */
  bool unknown;     /* size could not be determined */
  bool is_arg;      /* a block argument */
  bool donated;     /* a donated function argument: it may be written over, and dies */
  bool yielded;     /* returned by the block's terminator */
  bool local;       /* owners: counted in the block's local peak */
} HloBuffer;

/* A buffer XLA's SPMD partitioner adds to a block (sharding.h): a
 * reshard shared by the ops from `first` to `last` that read `what.value`
 * split as `what.to`, or the reduction of an op's partial sums. */
typedef struct HloCollective {
  HloReshard what;
  MlirOperation op; /* the first op reading it, or the op reduced */
  int32_t first, last;
  int32_t readers;
} HloCollective;

typedef struct HloBlockMemory HloBlockMemory;
struct HloBlockMemory {
  MlirBlock block;
  int32_t nops;
  MlirOperation *ops;         /* the schedule */
  int32_t nbuffers;
  HloBuffer *buffers;         /* every value: arguments first, then results in order */
  int64_t *live;              /* live bytes at each point */
  int64_t *live_local;        /* the same, only the buffers counted locally */
  int64_t *transient;         /* transient bytes of each point's op */
  int64_t *partitioner;       /* the part of them that is the partitioner's buffers */
  int32_t ncollectives;       /* those buffers (sharded modules) */
  HloCollective *collectives;
  int32_t *collective_reads_of; /* point k needs collectives collective_reads[of[k] .. of[k+1]),
                                   its reductions first (NULL when there are none) */
  int32_t *collective_reads;
  const HloBlockMemory **inner; /* block giving each point's transient, or NULL */
  int64_t peak;               /* max of live + transient */
  int32_t peak_at;            /* -1 for an empty block */
  int64_t local_peak;         /* max of live_local + transient */
  int32_t local_peak_at;
  MlirOperation owner;        /* function or op holding the block */
  HloSharing sharing;         /* the analysis's buffer sharing */
  HloFusion fusion;           /* and fusion */
  int32_t kernels;            /* kernels XLA would launch for it, nested blocks included */
  const HloShardingInfo *shard; /* sizes are one device's of these, or NULL */
  int32_t unknown;            /* values of unknown size, nested ones included */
  MlirValue first_unknown;
};

typedef struct HloFuncMemory {
  MlirOperation func;
  MlirStringRef name;
  HloBlockMemory *body;       /* NULL for declarations */
  int64_t arg_bytes, result_bytes;
  int32_t nargs, nresults;
  int state;                  /* analysis state, internal */
} HloFuncMemory;

typedef struct HloModuleMemory {
  HloArena arena;
  MlirOperation module;
  HloSharing sharing;
  HloFusion fusion;
  bool keep_donated;
  bool partitioner;           /* HloMemoryOptions.partitioner */
  int64_t devices;            /* > 1: every figure is one device's */
  HloShardingInfo *shard;     /* the shardings behind them, or NULL */
  int32_t nfuncs;
  HloFuncMemory *funcs;
  bool failed;                /* an error was reported (cycle, CFG region) */
} HloModuleMemory;

/* Whose bytes: one device's in a sharded module (the default), or the
 * whole program's (what hlomem-run measures on full tensors). */
typedef enum HloBytes { HLO_BYTES_PER_DEVICE, HLO_BYTES_GLOBAL } HloBytes;

typedef struct HloMemoryOptions {
  HloSharing sharing; /* HLO_SHARING_XLA (0) unless asked otherwise */
  HloBytes bytes;     /* HLO_BYTES_PER_DEVICE (0) unless asked otherwise */
  const HloShardingSeed *seed; /* shardings of a module cut out of a sharded one */
  HloFusion fusion;   /* HLO_FUSION_XLA (0) unless asked otherwise */
  bool keep_donated;  /* count donated arguments as any other (remat's model does) */
  bool partitioner;   /* sharded modules: add the SPMD partitioner's buffers (the report
                         and every rewriting pass do) */
  HloFusionPlans *fusion_plans; /* with fusion: the blocks' plans, shared (the orders of one
                                   program, hlo_schedule_plan's); NULL: made per analysis */
} HloMemoryOptions;

/* Analyses every function of the module. Errors (recursive calls, regions
 * with several blocks, unknown callees, malformed shardings) are reported
 * through the hlomem diagnostics sink and set `failed`; the rest of the
 * module is analysed.
 * hlo_memory_analyze shares buffers as XLA does. */
HloModuleMemory *hlo_memory_analyze(MlirOperation module);
HloModuleMemory *hlo_memory_analyze_with(MlirOperation module, const HloMemoryOptions *o);
void hlo_memory_free(HloModuleMemory *m);
HloFuncMemory *hlo_memory_func(HloModuleMemory *m, MlirOperation func);

/* The buffers live at `point` (their owners), largest first; the array is
 * arena-owned. */
int32_t hlo_memory_live_at(HloModuleMemory *m, const HloBlockMemory *b, int32_t point,
                           HloBuffer ***out);

/* The module's entry: @main if it has a body, else the function with the
 * largest peak. NULL if the module has no function with a body. */
HloFuncMemory *hlo_memory_entry(HloModuleMemory *m);

#endif
