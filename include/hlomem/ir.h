/*
 * The StableHLO IR layer: the one place in hlomem that knows StableHLO.
 *
 * StableHLO has no C library, so its ops live in MLIR as unregistered
 * operations in generic form. This layer gives them meaning: an op table
 * (kind, effects, arity, index operands), readers for their attributes
 * (dimension lists, #stablehlo.dot/gather/scatter/conv structs, comparison
 * directions, dense constants), byte sizes of their types, and builders that
 * create new ops in generic form with <{...}> properties, so that what
 * hlomem prints stays valid input for real StableHLO tooling. It also owns
 * context set-up and parsing, which must cope with files holding several
 * top-level ops (an implicit module, as mlir-opt allows).
 */
#ifndef HLOMEM_IR_H
#define HLOMEM_IR_H

#include <stdbool.h>
#include <stdint.h>

#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include <mlir-c/IR.h>

#include "hlomem/support.h"
#include "hlomem/syntax.h" /* hlo_op_each_property */

enum { HLO_MAX_RANK = 16 };

/* ---- context, parsing, printing ---- */

/* A context that allows unregistered dialects (StableHLO), with func
 * registered and loaded so passes can nest on func.func, and the upstream
 * transform passes (canonicalize, cse, inline, symbol-dce, ...) registered. */
MlirContext hlo_context_create(void);
/* Destroys a context made by hlo_context_create. Use it, not
 * mlirContextDestroy: the IR layer's per-thread memos are keyed by the
 * addresses of types, which a later context may reuse. */
void hlo_context_destroy(MlirContext ctx);

/* Parses MLIR text or bytecode into a builtin.module, wrapping several
 * top-level ops (or one that is not a module) in an implicit module.
 * Diagnostics go to the hlomem sink with `filename` in their locations.
 * Returns a null op on error. As for LLVM memory buffers, data[len] must
 * be a NUL byte: MLIR's lexer stops there. */
MlirOperation hlo_parse_module(MlirContext ctx, const char *data, size_t len, const char *filename);

/* The forms of input text: MLIR (StableHLO's pretty or generic form,
 * bytecode) or XLA's HLO text; AUTO reads HLO text when it starts with an
 * `HloModule` header (docs/syntax.md). */
typedef enum HloInputForm { HLO_INPUT_AUTO, HLO_INPUT_MLIR, HLO_INPUT_HLO } HloInputForm;
MlirOperation hlo_parse_module_as(MlirContext ctx, const char *data, size_t len,
                                  const char *filename, HloInputForm form);

/* True if the bytes start with the MLIR bytecode magic. */
bool hlo_is_bytecode(const char *data, size_t len);

/* ---- the op table ---- */

typedef enum HloOpId {
  HLO_OP_UNKNOWN = 0,
#define HLO_OP(id, ...) HLO_OP_##id,
#include "hlomem/ops.def"
#undef HLO_OP
  HLO_OP_COUNT
} HloOpId;

typedef enum HloOpKind {
  HLO_KIND_UNKNOWN,
  HLO_KIND_ELEMENTWISE,
  HLO_KIND_CONSTANT,
  HLO_KIND_DATA,
  HLO_KIND_CONTRACTION,
  HLO_KIND_REDUCTION,
  HLO_KIND_CONTROL,
  HLO_KIND_CUSTOM,
  HLO_KIND_RNG,
  HLO_KIND_COLLECTIVE,
  HLO_KIND_IO,
} HloOpKind;

enum {
  HLO_F_PURE = 1 << 0,           /* no side effects of its own */
  HLO_F_EFFECT = 1 << 1,         /* never removed, moved or duplicated */
  HLO_F_RECURSIVE = 1 << 2,      /* effects are those of its regions / callee */
  HLO_F_RNG = 1 << 3,            /* removable when dead, never duplicated */
  HLO_F_TERMINATOR = 1 << 4,
  HLO_F_COMMUTATIVE = 1 << 5,
  HLO_F_TRANSCENDENTAL = 1 << 6,
  HLO_F_VIEW = 1 << 7,           /* same bytes under a new shape or type */
  HLO_F_DYNAMIC = 1 << 8,        /* result shape computed at run time */
  HLO_F_BARRIER = 1 << 9,        /* transformations must not look through */
};

typedef struct HloOpInfo {
  HloOpId id;
  const char *name;
  HloOpKind kind;
  unsigned flags;
  int8_t min_operands, max_operands; /* -1: unbounded */
  int8_t min_results, max_results;
  int8_t regions;                    /* -1: one or more */
  int8_t index_first, index_last;    /* operands that are indices; -9: none */
} HloOpInfo;

/* Unknown ops (other dialects, unknown stablehlo names) get an entry with
 * id HLO_OP_UNKNOWN and the EFFECT flag: nothing is assumed about them. */
const HloOpInfo *hlo_op_info(MlirOperation op);
const HloOpInfo *hlo_op_info_by_name(const char *name, size_t len);
const HloOpInfo *hlo_op_info_by_id(HloOpId id);
const HloOpInfo *hlo_op_table(size_t *count);
static inline HloOpId hlo_op_id(MlirOperation op) { return hlo_op_info(op)->id; }

bool hlo_op_name_is(MlirOperation op, const char *name);
bool hlo_op_in_dialect(MlirOperation op, const char *dialect);
/* True for operands that are start indices, shapes or other index data. */
bool hlo_operand_is_index(MlirOperation op, intptr_t index);
/* True if removing the op (when its results are dead) changes nothing:
 * pure or RNG, and for region-holding ops, every nested op too. Calls are
 * not looked through, so func.call is never removable here. */
bool hlo_op_is_removable(MlirOperation op);
/* True if the op computes the same results every time from its operands
 * and may be cloned: pure, not RNG, not a barrier, regions likewise. */
bool hlo_op_is_recomputable(MlirOperation op);
/* Sharding annotations (docs/memory-model.md, "Sharded programs"): ops
 * that only say how their operand is split over devices and pass it on,
 * sdy.sharding_constraint, sdy.reshard, and the custom calls @Sharding,
 * @SPMDFullToShardShape and @SPMDShardToFullShape (without
 * has_side_effect; the last two change the type between the global and
 * the per-device shape, not the data). They are pure and recomputable,
 * and their result is their operand's buffer; a dead one is kept all the
 * same (it still says how its operand is split, as Shardy reads a
 * dangling constraint): hlo_op_is_removable is false. */
bool hlo_op_is_annotation(MlirOperation op);

/* Is argument i of `func` donated (tf.aliasing_output: an output may be
 * written into it; jax.buffer_donor = true)? XLA may then write over it
 * and free it after its last use (input_output_alias). */
bool hlo_func_arg_donated(MlirOperation func, intptr_t i);

/* ---- fusion (docs/memory-model.md, "Fusion") ---- */

/* A view: XLA makes it a bitcast of its operand (a reshape, a
 * bitcast_convert between types of one width, a sharding annotation), so
 * its result has no buffer of its own. */
bool hlo_op_is_view(MlirOperation op);
/* Is operand j of `op` the same value as an earlier operand? A kernel
 * reads each distinct input once. */
bool hlo_operand_repeats(MlirOperation op, intptr_t j);
/* May XLA fuse `op` into its users (duplicating it into each)? Elementwise
 * ops, broadcasts, iotas, splat or one-element constants, data movement
 * that loop fusion emits, reductions (as heroes), views. Not dots,
 * convolutions, custom calls, collectives, sort, loops, scatter,
 * dynamic_update_slice, barriers, larger constants. */
bool hlo_op_fusible_producer(MlirOperation op);
/* May a fusible producer be fused into operand j of `user`? Loop and
 * input fusion consumers take any operand; dynamic_update_slice and
 * scatter all but the buffer they write into; kernels that are not
 * fusions (dots, custom calls, loops, barriers, terminators) none. */
bool hlo_operand_fusible(MlirOperation user, intptr_t j);

/* XLA's fusion decisions for the ops of one block (its nested blocks have
 * plans of their own): an op has no buffer of its own when it is fused
 * into every user (XLA duplicates it into each) or is a view. */
typedef struct HloFusionPlan HloFusionPlan;
HloFusionPlan *hlo_fusion_plan(MlirBlock block);
void hlo_fusion_plan_free(HloFusionPlan *p);
bool hlo_fusion_nobuf(const HloFusionPlan *p, MlirOperation op);
/* The same for the op producing `v`; false for values from outside. */
bool hlo_fusion_value_nobuf(const HloFusionPlan *p, MlirValue v);
/* The plans of a program's blocks, each made the first time it is asked
 * for and kept: XLA fuses a program once, before it schedules it, and a
 * plan follows the graph, not the order of the block, so the analyses of
 * the orders a schedule tries share one. Valid while the blocks' ops are
 * only reordered. */
typedef struct HloFusionPlans HloFusionPlans;
HloFusionPlans *hlo_fusion_plans_new(void);
const HloFusionPlan *hlo_fusion_plans_get(HloFusionPlans *c, MlirBlock block);
void hlo_fusion_plans_free(HloFusionPlans *c);
/* Whether XLA's budget for one fusion (96 operands and outputs, an IR of
 * 10000 instructions) kept a producer that every user could take in in a
 * buffer of its own. Such decisions depend on the kernels around them,
 * not on the producer's users alone: a rewrite far away may change them. */
bool hlo_fusion_over_budget(const HloFusionPlan *p);
/* The buffers a kernel reading `v` reads, as far as writing over them in
 * place goes: v itself if it has a buffer; through a view, what it views;
 * through a fused elementwise op (when `elementwise`), its operands'.
 * Writes up to `max` distinct values to `out` in operand order and
 * returns how many there are. With a null plan, `v` alone. */
int hlo_fusion_sources(const HloFusionPlan *p, MlirValue v, bool elementwise, MlirValue *out,
                       int max);
/* The kernels the block's ops launch: materialized ops that compute
 * something (not constants, barriers, annotations, terminators). */
int32_t hlo_fusion_kernels(const HloFusionPlan *p);
/* Adds counts of uses at one point. Through fused readers a value's uses
 * multiply along every path of a DAG; the count only ever answers "are
 * these all of them?" for a handful of operands, so it saturates. */
static inline int32_t hlo_uses_add(int32_t a, int32_t b) {
  return a > (INT32_MAX >> 1) - b ? (INT32_MAX >> 1) : a + b;
}

/* ---- buffer sharing (docs/memory-model.md) ---- */

/* Which buffer-sharing rules a memory count follows: XLA's (a result may
 * take the buffer of an operand that dies at its op, barriers alias their
 * operands) or none (every value is its own buffer). */
typedef enum HloSharing { HLO_SHARING_XLA, HLO_SHARING_NONE } HloSharing;

const char *hlo_sharing_name(HloSharing s); /* "xla", "none" */
/* Parses "xla" or "none"; false for anything else. */
bool hlo_sharing_parse(const char *text, HloSharing *out);

/* Whether a memory count follows XLA's fusion (values fused into their
 * users have no buffer, hlo_fusion_plan) or counts every op's results. */
typedef enum HloFusion { HLO_FUSION_XLA, HLO_FUSION_NONE } HloFusion;
const char *hlo_fusion_name(HloFusion f); /* "xla", "none" */
bool hlo_fusion_parse(const char *text, HloFusion *out);

/* How a result may get the buffer of one of its operands, after XLA's
 * HloDataflowAnalysis (optimization barriers forward their operands' values;
 * CanShareOperandBufferWithUser and GetInPlaceInputOutputPairs for the
 * rest). Whether the operand's buffer really dies at the op, and may be
 * written at all (not a function argument, not a constant), is for the
 * counting code to decide. */
typedef enum HloShareKind {
  HLO_SHARE_ALIAS,       /* the result IS the operand's buffer: optimization_barrier,
                            a while carry the body passes through unchanged */
  HLO_SHARE_IF_DEAD,     /* elementwise: written over the operand if its buffer dies here */
  HLO_SHARE_IF_ONLY_USE, /* in place (dynamic_update_slice, scatter, while carries):
                            if its buffer dies here and this operand is its only use */
} HloShareKind;

typedef struct HloSharePair {
  int32_t result, operand;
  HloShareKind kind;
} HloSharePair;

/* The (result, operand) pairs of `op` that may share, in order of
 * preference (a result takes the first pair that applies); at most
 * `max` are written, the count of all is returned. Annotation ops alias
 * their operand as barriers do. Elementwise ops pair
 * their result with each operand of exactly the result's type (XLA's
 * ShapeUtil::Equal: same dimensions and element type, so a convert
 * between types of one size is not in place); reshape and bitcast_convert
 * have no pairs (XLA makes them bitcasts only when layouts allow). */
int hlo_op_share_pairs(MlirOperation op, HloSharePair *out, int max);
/* How many of `op`'s uses of the operand of pairs[i] (one of its n pairs)
 * an in-place rule lets write over that operand's buffer: that one use;
 * for a while, the carries the body updates starting from that operand,
 * when pair i is the first of them (each gets its init copied, and only
 * one copy can go: XLA's IndicesToCopyForWhile and
 * RemoveUnnecessaryCopies), else 0. */
int32_t hlo_share_pair_uses(MlirOperation op, const HloSharePair *pairs, int n, int i);

/* Checks what MLIR's verifier cannot for unregistered ops: StableHLO op
 * names, operand, result and region counts, and index operand counts.
 * Reports through the diagnostics sink; returns the number of errors.
 * Unknown stablehlo.* names get one warning each, not an error: hlomem
 * treats them as opaque ops with side effects. */
int hlo_verify_stablehlo(MlirOperation module);

/* True if a func.call sits in the region of an unregistered op with one
 * region (the body of a reduce, reduce_window, sort, scatter, map...):
 * MLIR's verifier takes such an op for a possible symbol table, cannot
 * resolve the callee from inside it, and rejects the valid module. */
bool hlo_module_has_opaque_calls(MlirOperation module);
/* The first unregistered op with one region in the module, or null: MLIR
 * cannot list the symbol uses of a function holding one, so its upstream
 * inline (which crashes) and symbol-dce (which fails) cannot run. */
MlirOperation hlo_find_opaque_region_owner(MlirOperation module);
/* MLIR's verifier and hlo_verify_stablehlo. A module with opaque calls is
 * verified by MLIR op by op below the module, and its symbol table by
 * hlomem: unique names, and every call naming a func.func of the module
 * with its operand and result types. Returns the number of errors. */
int hlo_verify_module(MlirOperation module);

/* ---- types and sizes ---- */

typedef struct HloShape {
  int rank;
  int64_t dims[HLO_MAX_RANK];
  MlirType elem;
} HloShape;

/* A statically shaped ranked tensor (rank <= HLO_MAX_RANK); false else. */
bool hlo_shape_of(MlirType type, HloShape *out);
/* Bytes of one element: i1 and 8-bit types 1, bf16/f16 2, f32/i32 4,
 * f64/i64/index/complex<f32> 8, other widths rounded up to a power of two
 * bytes; -1 for types whose size is unknown. */
int64_t hlo_element_bytes(MlirType elem);
/* Bytes of a value of this type: tensors, scalars, tuples (summed) and
 * tokens (0); -1 if unknown (dynamic or unranked shapes, unknown types). */
int64_t hlo_type_bytes(MlirType type);
int64_t hlo_value_bytes(MlirValue value);
int64_t hlo_type_elements(MlirType type); /* -1 unless a static tensor */
bool hlo_type_is_token(MlirType type);
bool hlo_type_is_float(MlirType elem);
void hlo_type_print(MlirType type, HloStr *out);

MlirType hlo_tensor_type(MlirContext ctx, int rank, const int64_t *dims, MlirType elem);
MlirType hlo_tensor_type_like(MlirType like, int rank, const int64_t *dims);
MlirType hlo_scalar_tensor_type(MlirType elem);

/* ---- attributes ---- */

typedef struct HloDims {
  int n;
  int64_t v[HLO_MAX_RANK];
} HloDims;

/* An op's attribute by name, whether stored in <{...}> properties or as a
 * discardable attribute; null if absent. */
MlirAttribute hlo_attr(MlirOperation op, const char *name);
/* A list of integers from array<i64: ...>, dense<...> integer elements or
 * [1, 2] of integer attributes. */
bool hlo_attr_dims(MlirOperation op, const char *name, HloDims *out);
bool hlo_attr_to_dims(MlirAttribute attr, HloDims *out);
bool hlo_attr_int(MlirOperation op, const char *name, int64_t *out);
bool hlo_attr_bool(MlirOperation op, const char *name, bool *out);
/* A string or flat symbol reference attribute. */
bool hlo_attr_string(MlirOperation op, const char *name, MlirStringRef *out);

typedef struct HloDotDims {
  HloDims lhs_batch, rhs_batch, lhs_contract, rhs_contract;
} HloDotDims;

typedef struct HloGatherDims {
  HloDims offset_dims, collapsed_slice_dims, operand_batching_dims;
  HloDims start_indices_batching_dims, start_index_map;
  int64_t index_vector_dim;
} HloGatherDims;

typedef struct HloScatterDims {
  HloDims update_window_dims, inserted_window_dims, input_batching_dims;
  HloDims scatter_indices_batching_dims, scatter_dims_to_operand_dims;
  int64_t index_vector_dim;
} HloScatterDims;

typedef struct HloConvDims {
  int64_t input_batch, input_feature, kernel_input_feature, kernel_output_feature;
  int64_t output_batch, output_feature;
  HloDims input_spatial, kernel_spatial, output_spatial;
} HloConvDims;

/* dot_general's dot_dimension_numbers; stablehlo.dot gets the implied
 * numbers (contract lhs's last dim with rhs's first). */
bool hlo_dot_dims(MlirOperation op, HloDotDims *out);
bool hlo_gather_dims(MlirOperation op, HloGatherDims *out);
bool hlo_scatter_dims(MlirOperation op, HloScatterDims *out);
bool hlo_conv_dims(MlirOperation op, HloConvDims *out);

/* Reads field `key` (an integer list or an integer) of a struct-like
 * attribute such as #stablehlo.gather<offset_dims = [1], ...>. Absent
 * fields read as empty lists. false if the attribute is not such a struct
 * or the field is malformed. */
bool hlo_struct_attr_field(MlirAttribute attr, const char *key, HloDims *out);

typedef enum HloCompare {
  HLO_CMP_INVALID,
  HLO_CMP_EQ,
  HLO_CMP_NE,
  HLO_CMP_GE,
  HLO_CMP_GT,
  HLO_CMP_LE,
  HLO_CMP_LT,
} HloCompare;

HloCompare hlo_compare_direction(MlirOperation op);
const char *hlo_compare_name(HloCompare dir);
/* The word after `enum_name` in #stablehlo<enum_name WORD>, e.g. the
 * "FLOAT" of #stablehlo<comparison_type FLOAT>; false if not that enum. */
bool hlo_enum_attr(MlirAttribute attr, const char *enum_name, MlirStringRef *word);

/* Dense element constants (stablehlo.constant's `value`). */
typedef struct HloDense {
  MlirAttribute attr;
  MlirType elem;
  int64_t count; /* logical elements; a splat reads the same at every index */
  bool splat;
} HloDense;

bool hlo_dense_of(MlirAttribute attr, HloDense *out);
bool hlo_constant_dense(MlirOperation op, HloDense *out);
double hlo_dense_f64(const HloDense *d, int64_t i);
int64_t hlo_dense_i64(const HloDense *d, int64_t i);
/* If `value` is produced by a constant whose elements are all equal (a
 * splat or a one-element tensor), reads that element. */
bool hlo_value_constant_i64(MlirValue value, int64_t *out);
bool hlo_value_constant_f64(MlirValue value, double *out);

/* ---- functions and modules ---- */

MlirBlock hlo_module_body(MlirOperation module);
bool hlo_is_func(MlirOperation op);
MlirStringRef hlo_func_name(MlirOperation func);
MlirBlock hlo_func_entry(MlirOperation func); /* null for declarations */
/* The func.func named by a func.call, looked up in the nearest enclosing
 * symbol table (the module); null if absent. */
MlirOperation hlo_call_callee(MlirOperation call);
MlirOperation hlo_lookup_func(MlirOperation module, MlirStringRef name);
/* The last op of a block: its terminator. */
MlirOperation hlo_block_terminator(MlirBlock block);
intptr_t hlo_block_num_ops(MlirBlock block);
/* The ops of a block in order, in one walk (a walk of a large block costs
 * a cache miss per op): a malloc'd array the caller frees; *n its length. */
MlirOperation *hlo_block_ops(MlirBlock block, intptr_t *n);

/* ---- builders ---- */

/* Where new ops go: before `anchor`, or at the end of `block` when the
 * anchor is null. New ops take `loc`. */
typedef struct HloBuilder {
  MlirContext ctx;
  MlirBlock block;
  MlirOperation anchor;
  MlirLocation loc;
} HloBuilder;

typedef struct HloProp {
  const char *name;
  MlirAttribute value;
} HloProp;

HloBuilder hlo_builder_before(MlirOperation op);
HloBuilder hlo_builder_at_end(MlirBlock block, MlirLocation loc);

/* Creates and inserts `name` with the given operands, result types,
 * <{...}> properties and `nregions` empty regions. */
MlirOperation hlo_build_op(HloBuilder *b, const char *name, intptr_t noperands,
                           const MlirValue *operands, intptr_t nresults, const MlirType *types,
                           intptr_t nprops, const HloProp *props, intptr_t nregions);
/* Sets an op's property, keeping it in <{...}> for unregistered ops. */
void hlo_set_property(MlirOperation op, const char *name, MlirAttribute value);

MlirAttribute hlo_dims_attr(MlirContext ctx, const HloDims *dims); /* array<i64: ...> */
MlirAttribute hlo_i64_attr(MlirContext ctx, int64_t v);
MlirAttribute hlo_dot_dims_attr(MlirContext ctx, const HloDotDims *d);
MlirAttribute hlo_compare_attr(MlirContext ctx, HloCompare dir);

MlirValue hlo_build_unary(HloBuilder *b, HloOpId id, MlirValue x);
MlirValue hlo_build_binary(HloBuilder *b, HloOpId id, MlirValue x, MlirValue y);
MlirValue hlo_build_select(HloBuilder *b, MlirValue pred, MlirValue on_true, MlirValue on_false);
MlirValue hlo_build_compare(HloBuilder *b, HloCompare dir, MlirValue x, MlirValue y);
MlirValue hlo_build_convert(HloBuilder *b, MlirValue x, MlirType elem);
MlirValue hlo_build_reshape(HloBuilder *b, MlirValue x, MlirType type);
MlirValue hlo_build_transpose(HloBuilder *b, MlirValue x, const HloDims *perm);
MlirValue hlo_build_broadcast_in_dim(HloBuilder *b, MlirValue x, MlirType type,
                                     const HloDims *dims);
MlirValue hlo_build_slice(HloBuilder *b, MlirValue x, const HloDims *start, const HloDims *limit,
                          const HloDims *strides);
MlirValue hlo_build_dynamic_slice(HloBuilder *b, MlirValue x, const MlirValue *starts,
                                  const HloDims *sizes);
MlirValue hlo_build_dynamic_update_slice(HloBuilder *b, MlirValue x, MlirValue update,
                                         const MlirValue *starts);
MlirValue hlo_build_concatenate(HloBuilder *b, intptr_t n, const MlirValue *xs, int64_t dim);
MlirValue hlo_build_iota(HloBuilder *b, MlirType type, int64_t dim);
/* A splat constant: every element `v` (converted to the element type). */
MlirValue hlo_build_constant_splat(HloBuilder *b, MlirType type, double v);
MlirValue hlo_build_constant_attr(HloBuilder *b, MlirAttribute value);
MlirValue hlo_build_dot_general(HloBuilder *b, MlirValue lhs, MlirValue rhs,
                                const HloDotDims *dims, MlirType type);
/* reduce(x, init) over `dims` with a body applying the binary op `body`
 * (add, maximum, ...) to scalars of init's element type. */
MlirValue hlo_build_reduce(HloBuilder *b, MlirValue x, MlirValue init, const HloDims *dims,
                           HloOpId body);
MlirOperation hlo_build_return(HloBuilder *b, const char *name, intptr_t n, const MlirValue *xs);
/* stablehlo.optimization_barrier of `xs`: result i is xs[i], and nothing
 * moves across it (ops computing xs run before any op using a result). */
MlirOperation hlo_build_optimization_barrier(HloBuilder *b, intptr_t n, const MlirValue *xs);
MlirOperation hlo_build_call(HloBuilder *b, const char *callee, intptr_t nargs,
                             const MlirValue *args, intptr_t nresults, const MlirType *types);
/* A func.func with an entry block holding one argument per input type,
 * appended to the module; `visibility` is NULL (public) or "private". */
MlirOperation hlo_build_func(MlirOperation module, const char *name, intptr_t ninputs,
                             const MlirType *inputs, intptr_t nresults, const MlirType *results,
                             const char *visibility, MlirLocation loc);

/* ---- program order and op rewriting (loop rebuilding) ---- */

/* The op of `block` that holds `op`: `op` itself when it is in `block`, else
 * the ancestor of `op` that is; null if `op` is not nested in `block`. */
MlirOperation hlo_op_ancestor_in_block(MlirOperation op, MlirBlock block);
/* True if `value` is visible at `op` in program order: an argument of a
 * block that encloses `op`, or a result of an op placed before the
 * ancestor of `op` in the defining block. */
bool hlo_value_defined_before(MlirValue value, MlirOperation op);
/* Copies the discardable attributes and the <{...}> properties of `from`
 * onto `to`, e.g. when an op is rebuilt with other operands or results. */
void hlo_op_copy_attributes(MlirOperation from, MlirOperation to);
/* ---- cloning, and builders for outlining ---- */

/* A detached deep copy of `op`, as mlirOperationClone, but keeping the
 * <{...}> properties of unregistered ops at every nesting level: MLIR 19's
 * clone drops them. Insert it with mlirBlockInsertOwnedOperation*. */
MlirOperation hlo_op_clone(MlirOperation op);
/* Puts the top-level ops of module `from` (a clone of `module` taken
 * earlier, say) in place of `module`'s own, which are erased; `from` is
 * left empty for the caller to destroy. A pass that tried a rewrite and
 * must take it back restores the module this way. */
void hlo_module_replace_body(MlirOperation module, MlirOperation from);

/* A splat constant of `type` holding the element of the splat `like`
 * (a dense elements attribute of any shape and the same element type). */
MlirValue hlo_build_constant_splat_like(HloBuilder *b, MlirType type, MlirAttribute like);

/* ---- builders: indexing, loops, functions ---- */

/* #stablehlo.gather<...> and #stablehlo.scatter<...>, empty lists left out
 * as StableHLO prints them. */
MlirAttribute hlo_gather_dims_attr(MlirContext ctx, const HloGatherDims *d);
MlirAttribute hlo_scatter_dims_attr(MlirContext ctx, const HloScatterDims *d);
/* gather(operand, indices) with the result shape the StableHLO spec gives
 * for these dimension numbers and slice sizes. */
MlirValue hlo_build_gather(HloBuilder *b, MlirValue operand, MlirValue indices,
                           const HloGatherDims *dims, const HloDims *slice_sizes);
/* scatter(operand, indices, updates), combining with the binary op
 * `combiner` on scalars (add: a scatter-add); the result has the operand's
 * type. */
MlirValue hlo_build_scatter(HloBuilder *b, MlirValue operand, MlirValue indices,
                            MlirValue updates, const HloScatterDims *dims, HloOpId combiner);
/* A stablehlo.while carrying `inits`. *cond and *body (either may be NULL)
 * receive the entry blocks of its two regions, one argument per carried
 * value; the caller fills them and ends each with a stablehlo.return. */
MlirOperation hlo_build_while(HloBuilder *b, intptr_t n, const MlirValue *inits, MlirBlock *cond,
                              MlirBlock *body);
/* Sets a func.func's function_type from its entry block's arguments and
 * the operands of its func.return, for functions whose signature grew
 * while they were built. */
void hlo_func_sync_type(MlirOperation func);
/* Replaces a func.call by its callee's body (one block), uses of the
 * call's results by the values the callee returns, and erases the callee.
 * The ops are moved, not cloned (cloning loses the properties of
 * unregistered ops), so the callee must have no other call. false,
 * changing nothing, if the callee is missing, a declaration, has several
 * blocks or other calls. */
bool hlo_inline_call(MlirOperation call);

/* A copy of `op` built anew, for inlining: each operand found in `map`
 * (value -> value) is replaced by its image, others are kept; the copy's
 * results are added to `map`; regions are copied the same way; every
 * location L in the copy becomes callsite(L at `caller`) unless `caller`
 * is null. MLIR 19's C API cannot set an op's location, hence the
 * rebuild. Detached: insert it with mlirBlockInsertOwnedOperation*. */
MlirOperation hlo_op_copy_mapped(MlirOperation op, HloPtrMap *map, MlirLocation caller);

/* Inlines every func.call and stablehlo.composite of a function defined
 * in the module, to any depth, as XLA's CallInliner does, and erases the
 * private functions left unreferenced unless `keep_functions`. Calls to
 * declarations and calls marked mhlo.frontend_attributes = {inlineable =
 * "false"} stay (a remark each when `explain`). A recursive call chain,
 * an unknown callee or a callee of several blocks is an error (reported)
 * and leaves the module as it was: false. A module whose functions would
 * grow beyond HLO_INLINE_MAX_OPS ops (calls of calls that double at each
 * level) is left as it was with a warning: true, `too_large` set. */
typedef struct HloInlineOptions {
  bool explain;
  bool keep_functions;
} HloInlineOptions;
#define HLO_INLINE_MAX_OPS (INT64_C(1) << 24)
typedef struct HloInlineStats {
  int64_t inlined; /* call sites replaced */
  int32_t erased;  /* private functions erased */
  bool too_large;  /* nothing inlined: a function would pass HLO_INLINE_MAX_OPS */
} HloInlineStats;
bool hlo_inline_calls(MlirOperation module, const HloInlineOptions *o, HloInlineStats *stats);
/* True if some call or composite of the module would be inlined. */
bool hlo_module_has_inlinable_calls(MlirOperation module);

/* ---- recomputation (hlomem-remat) ---- */

/* True if `op` may be cloned to compute its results again: as
 * hlo_op_is_recomputable, but a func.call is recomputable too when its
 * callee has a body whose ops all are, through calls to any depth (a
 * recursive call chain is not). */
bool hlo_op_is_recomputable_deep(MlirOperation op);

#endif
