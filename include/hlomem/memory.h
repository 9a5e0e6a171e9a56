/*
 * The memory model shared by every pass, the memory report, the benchmarks
 * and the interpreter (docs/memory-model.md is the contract):
 *
 *  - A buffer is a tensor SSA value; its size is elements x element size.
 *    Values of unknown size (dynamic shapes, unknown element types) count
 *    0 bytes and are reported, never guessed.
 *  - The schedule is program order. A point is one op of a block. A value
 *    is live from the point that defines it to its last use; a use inside a
 *    nested region counts at the enclosing op of this block.
 *  - In a function body the arguments are live at every point, and the
 *    returned values until the return.
 *  - Usage(k) = live bytes at point k + transient(op k), where transient is
 *    the op's own internal peak: for a region-holding op the largest local
 *    peak of its regions, for func.call the callee's local peak. A local
 *    peak counts only what the block creates and does not yield: its block
 *    arguments and the values its terminator yields are the enclosing op's
 *    operands and results, already counted outside.
 *  - Peak = max over points of Usage(k).
 */
#ifndef HLOMEM_MEMORY_H
#define HLOMEM_MEMORY_H

#include <stdbool.h>
#include <stdint.h>

#include <mlir-c/IR.h>

#include "hlomem/support.h"

typedef struct HloBuffer {
  MlirValue value;
  int64_t bytes;    /* 0 when unknown */
  int32_t def;      /* defining point; -1 for block arguments */
  int32_t last_use; /* last point using it; def if unused */
  bool unknown;     /* size could not be determined */
  bool is_arg;      /* a block argument */
  bool yielded;     /* returned by the block's terminator */
} HloBuffer;

typedef struct HloBlockMemory HloBlockMemory;
struct HloBlockMemory {
  MlirBlock block;
  int32_t nops;
  MlirOperation *ops;         /* the schedule */
  int32_t nbuffers;
  HloBuffer *buffers;         /* arguments first, then results in order */
  int64_t *live;              /* live bytes at each point */
  int64_t *live_local;        /* the same without arguments and yielded values */
  int64_t *transient;         /* transient bytes of each point's op */
  const HloBlockMemory **inner; /* block giving each point's transient, or NULL */
  int64_t peak;               /* max of live + transient */
  int32_t peak_at;            /* -1 for an empty block */
  int64_t local_peak;         /* max of live_local + transient */
  int32_t local_peak_at;
  MlirOperation owner;        /* function or op holding the block */
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
  int32_t nfuncs;
  HloFuncMemory *funcs;
  bool failed;                /* an error was reported (cycle, CFG region) */
} HloModuleMemory;

/* Analyses every function of the module. Errors (recursive calls, regions
 * with several blocks, unknown callees) are reported through the hlomem
 * diagnostics sink and set `failed`; the rest of the module is analysed. */
HloModuleMemory *hlo_memory_analyze(MlirOperation module);
void hlo_memory_free(HloModuleMemory *m);
HloFuncMemory *hlo_memory_func(HloModuleMemory *m, MlirOperation func);

/* The buffers live at `point`, largest first; the array is arena-owned. */
int32_t hlo_memory_live_at(HloModuleMemory *m, const HloBlockMemory *b, int32_t point,
                           HloBuffer ***out);

/* The module's entry: @main if it has a body, else the function with the
 * largest peak. NULL if the module has no function with a body. */
HloFuncMemory *hlo_memory_entry(HloModuleMemory *m);

#endif
