/*
 * hlomem-auto-chunk, shared by its three files: auto_chunk.c (the driver:
 * amplifier, propagation, closure, placement), rules.c (the
 * per-op rules) and emit.c (outlining and the call site).
 */
#ifndef HLOMEM_AUTO_CHUNK_H
#define HLOMEM_AUTO_CHUNK_H

#include <stdbool.h>
#include <stdint.h>

#include <mlir-c/IR.h>

#include "hlomem/ir.h"
#include "hlomem/sharding.h"
#include "hlomem/support.h"

/* ---- chunking metadata ---- */

/* How the full value relates to the per-chunk values. */
typedef enum ChunkKind {
  CK_NONE,  /* unknown: a value outside the region, not yet constrained */
  CK_FULL,  /* the same whole value in every chunk (weights, scalars) */
  CK_CHUNK, /* split along `dim`: the full value is the concatenation */
  CK_SUM,   /* the full value is the sum of the per-chunk values */
  CK_MAX,   /* ... their elementwise maximum */
  CK_MIN,   /* ... their elementwise minimum */
  CK_ROWS,  /* indices split along `dim` whose row component counts the
               chunk's own rows from 0: see below */
} ChunkKind;

/* CK_ROWS is what a row-aligned gather or scatter needs: indices whose
 * component `pos` along dimension `vec` (every element when vec < 0) is
 * the row number along `dim`, an iota, and selects a row of the operand's
 * chunked dimension. The chunk's operand rows are numbered from 0, so the
 * indices are rebuilt in every chunk from an iota without the chunk's
 * offset, their other components sliced like any chunked value. */
typedef struct Meta {
  uint8_t kind;
  int8_t dim;
  int8_t vec, pos; /* CK_ROWS only */
} Meta;

static inline Meta meta_of(ChunkKind kind, int dim) {
  return (Meta){(uint8_t)kind, (int8_t)dim, -1, 0};
}
static inline bool meta_eq(Meta a, Meta b) {
  if (a.kind != b.kind)
    return false;
  if (a.kind == CK_ROWS)
    return a.dim == b.dim && a.vec == b.vec && a.pos == b.pos;
  return a.kind != CK_CHUNK || a.dim == b.dim;
}
/* Split along m.dim: each chunk holds some of the rows. */
static inline bool meta_splits(Meta m) { return m.kind == CK_CHUNK || m.kind == CK_ROWS; }

/* ---- rules (rules.c) ---- */

/* The ways an op can run per chunk: each mode gives one Meta per slot,
 * operands first, then the result. A rule lists every mode; the driver
 * picks the one that agrees with what is already known. */
typedef struct Modes {
  int nslots;
  int n;
  size_t cap; /* Metas allocated */
  Meta *m;    /* n rows of nslots */
  /* When set, the rules append to *why the reason a mode chunking dim
   * why_dim of operand 0 is missing (for row-aligned indices). */
  HloStr *why;
  int why_dim;
} Modes;

/* The op's modes, or false if it has no rule: it is not a pure
 * single-result op on static shapes, its regions use outer values, its
 * attributes are malformed, or hlomem knows no way to chunk it. `out` is
 * reused from call to call; chunk_modes_free releases it. */
bool chunk_op_modes(MlirOperation op, Modes *out);
void chunk_modes_free(Modes *m);

/* False when no rule applies to an op of this kind, whatever its types:
 * chunk_op_modes then fails too. Cheaper, since it reads no shape. */
bool chunk_op_ruled(MlirOperation op);

/* The one mode in which `op` computes the row numbers `want` (CK_ROWS)
 * per chunk: its operands carrying the row component are CK_ROWS too,
 * the others chunked as its ordinary rule says. false if the op cannot
 * (iotas are not asked: they are rebuilt, see chunk_is_generator). */
bool chunk_rows_modes(MlirOperation op, Meta want, Modes *out);

/* Can the op's result be row numbers (CK_ROWS)? Only integer values
 * that an op of chunk_rows_modes passes on. */
bool chunk_may_be_rows(MlirOperation op);

/* "stablehlo.add at f.mlir:3:8", appended to `s`. */
void chunk_op_text(HloStr *s, MlirOperation op);

/* The binary op applied by a reduce or scatter body to its two arguments
 * (HLO_OP_ADD, _MAXIMUM, ...), or HLO_OP_UNKNOWN. */
HloOpId chunk_combiner(MlirOperation op);

/* True if `v` is a constant whose elements are all zero. */
bool chunk_is_zero(MlirValue v);

/* True unless the op's regions use values from outside the op. */
bool chunk_regions_closed(MlirOperation op);

/* Splat constants and iotas: materialised inside the chunk at the shape a
 * use needs, never passed in. An iota along a CK_CHUNK dimension counts
 * from the chunk's start; as CK_ROWS, from 0. */
bool chunk_is_generator(MlirOperation op);

/* Linearity in the scale factor s of scale_by. */
typedef enum Scale {
  SC_PLAIN,    /* does not depend on s */
  SC_SCALED,   /* the true value is this value times s */
  SC_ZERO,     /* a zero constant: both at once */
  SC_CONFLICT, /* depends on s nonlinearly */
} Scale;

Scale chunk_scale_rule(MlirOperation op, const Scale *operands);

/* ---- the plan (auto_chunk.c) ---- */

typedef enum Role { ROLE_OUTSIDE, ROLE_REGION, ROLE_PULLED } Role;

/* Why an op using a region value stayed outside. */
typedef enum Blocked { BLOCK_NONE, BLOCK_NO_RULE, BLOCK_CONFLICT } Blocked;

/* One op of the function body, in program order. What the op is stays
 * for the body's life; the rest belongs to one attempt, and is reset
 * before the next for the ops that attempt touched. */
typedef struct Node {
  MlirOperation op;
  HloOpId id;
  int32_t nusers, *users; /* positions of the ops using a result, in their regions too */
  int32_t nops, *ops;     /* producer of each operand, -1 if none in the body */
  bool ruled;             /* chunk_op_ruled */
  bool may_be_rows;       /* chunk_may_be_rows */
  bool generator;         /* chunk_is_generator */
  int8_t rule;            /* -1 not yet asked; else whether `modes` holds any */
  int32_t nmodes;
  const Meta *modes;      /* chunk_op_modes, nmodes rows of nops + 1 */
  /* Per attempt: */
  bool touched;
  uint8_t role, blocked, scale;
  int8_t scalar_derived; /* -1: not yet known, as for the four below */
  int8_t big;            /* a result is amplified */
  int8_t another;        /* another amplifier: big, of operands that are not */
  int8_t derived;        /* computed from the amplifier's result, not through another */
  int8_t reach;          /* a big derived value is this or downstream */
  bool required;         /* must be in the region for it to close */
  bool hoisted;          /* moves up to the call site (place, in auto_chunk.c) */
  Meta meta;             /* of the result, in the region */
  const Meta *need;      /* of each operand, in the region */
} Node;

typedef struct Body {
  HloArena arena;
  MlirOperation module;
  MlirOperation func;
  /* In a module split over devices, sizes are one device's: thresholds
   * compare them, and chunked dimensions must not be split. NULL when
   * the module is not sharded. */
  HloShardingInfo *shard;
  MlirBlock block;
  int32_t n; /* ops; the terminator is the last */
  Node *nodes;
  HloPtrMap pos; /* op -> position */
  int32_t ntouched, captouched;
  int32_t *touched; /* ops whose per-attempt state is set */
  /* Barriers: ops no region can take (at most 64 of them), and for each
   * op the barriers it leads to and comes from, one bit each (see
   * auto_chunk.c, "certain failures"). */
  bool barriers_ready;
  int32_t nbarriers, barriers[64];
  uint64_t *leads_to, *comes_from;
} Body;

/* A value passed to the outlined function: sliced (CK_CHUNK) or whole. */
typedef struct Input {
  MlirValue value;
  Meta meta;
} Input;

typedef struct Output {
  int32_t node;      /* the region op producing it */
  int32_t first_use; /* position of its first user outside the region */
  bool scaled;
} Output;

typedef struct Plan {
  HloArena arena;
  Body *body;
  int32_t amp;
  int chunk_dim;     /* of the amplifier's result */
  int64_t extent;    /* the size of every chunked dimension */
  int32_t nregion, *region; /* positions, in program order */
  int32_t ninputs;
  Input *inputs;
  int32_t noutputs;
  Output *outputs;
  MlirValue scale;   /* s of scale_by, or null */
  bool offset;       /* the callee takes the chunk's start (an iota needs it) */
  int32_t npinned, *pinned; /* splat constants the callee broadcasts from an input:
                               node, and its input at the same position + ninputs - npinned */
  int32_t anchor;    /* the call site goes right before this op */
  int32_t nhoist, *hoist; /* ops computing inputs that move up to the anchor */
} Plan;

static inline bool in_region(const Node *n) { return n->role != ROLE_OUTSIDE; }

/* Bytes of `v` on one device (the whole value when the module is not
 * sharded), and its elements likewise. */
int64_t chunk_value_bytes(const Body *b, MlirValue v);
int64_t chunk_value_elements(const Body *b, MlirValue v);

/* The node producing `v` in the body, or -1 (arguments, other blocks). */
int32_t chunk_producer(const Body *b, MlirValue v);

/* A seed of scale_by: a region broadcast_in_dim of the plan's s. */
bool chunk_is_seed(const Plan *p, const Node *n);

/* ---- emission (emit.c) ---- */

/* Functions the pass outlined carry this attribute (`= true`) and are not
 * chunked again. A boolean, not a unit attribute: StableHLO's portable
 * artifacts (VHLO), which jax.export and torch_xla's saved programs hold,
 * serialize no unit attribute. */
#define CHUNK_OUTLINED_ATTR "hlomem.auto_chunk"

/* `type` with dimension `dim` set to `size`. */
MlirType chunk_type(MlirType type, int dim, int64_t size);

/* Builds the outlined function for chunks of `size` rows, appended to
 * `module` under `name`. */
MlirOperation chunk_build_callee(const Plan *p, MlirOperation module, const char *name,
                                 int64_t size);

/* The memory model's peak of that function on its own (arguments and
 * results included), built in a scratch module. */
int64_t chunk_callee_peak(const Plan *p, int64_t size);

typedef struct EmitResult {
  char *callee, *tail; /* names; tail is NULL when the chunks are even */
  int64_t size, tail_size, full_chunks;
  int32_t barriers;    /* optimization barriers serializing the calls */
} EmitResult;

/* Rewrites the function: outlines the region, calls it per chunk (or in
 * a stablehlo.while when `loop`), combines the outputs and erases the
 * region. With `barriers`, each call after the first (the call after the
 * loop, in the loop form) is tied by an optimization_barrier to the
 * outputs of the chunks before it (see emit.c). Names are allocated in
 * the plan's arena. */
void chunk_emit(Plan *p, MlirOperation module, int64_t nchunks, bool loop, bool barriers,
                EmitResult *out);

#endif
