/*
 * The interpreter's parts and what they share (not part of the library's
 * API). One lowered program is a list of functions; a function is a block
 * of instructions over numbered slots, one slot per SSA value of the
 * function including those of nested regions. An instruction knows its
 * operand and result slots and their static types, the slots that die
 * after it, its regions (lowered blocks) or callee, its attributes decoded
 * by the op family that owns it, and the function that runs it.
 *
 *   lower.c       MLIR -> program: slots, types, liveness, charges
 *   exec.c        buffers, the memory count, blocks, the run
 *   control.c     while, if, case, calls, tuples
 *   checks.c      check.* ops and custom calls, interpreter.probe
 *   elementwise.c elementwise ops, convert, compare, select, clamp
 *   math.c        transcendental kernels, computed wider and rounded once
 *   data.c        data movement, gather, scatter
 *   dot.c         dot_general
 *   reduce.c      reduce, reduce_window, select_and_scatter, map, sort
 *   rng.c         Philox and Threefry: rng_bit_generator, inputs
 *   linalg.c      triangular_solve, fft
 *   conv.c        convolution
 *   types.c       element types, conversions, formatting
 */
#ifndef HLOMEM_INTERP_INTERNAL_H
#define HLOMEM_INTERP_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "hlomem/interp.h"
#include "hlomem/ir.h"
#include "hlomem/support.h"

/* ---- static types ---- */

typedef enum ITypeKind { IT_TENSOR, IT_TUPLE, IT_TOKEN } ITypeKind;

typedef struct IType IType;
struct IType {
  ITypeKind kind;
  HloDtype dt;
  int rank;
  int64_t dims[HLO_MAX_RANK];
  int64_t count;       /* elements */
  int64_t size;        /* storage bytes of a tensor */
  int64_t model_bytes; /* bytes under the memory model */
  int32_t nelems;      /* tuples */
  const IType **elems;
};

/* Row-major strides in elements. */
static inline void itype_strides(const IType *t, int64_t *strides) {
  int64_t s = 1;
  for (int d = t->rank - 1; d >= 0; d--) {
    strides[d] = s;
    s *= t->dims[d];
  }
}

static inline bool itype_same_shape(const IType *a, const IType *b) {
  if (a->rank != b->rank)
    return false;
  for (int d = 0; d < a->rank; d++)
    if (a->dims[d] != b->dims[d])
      return false;
  return true;
}

/* ---- the program ---- */

typedef struct Exec Exec;
typedef struct Frame Frame;
typedef struct Instr Instr;
typedef struct Block Block;
typedef struct Func Func;
typedef struct Buf Buf;

typedef bool (*RunFn)(Exec *x, Frame *f, const Instr *ins);

struct Block {
  int32_t nargs;
  const int32_t *args;
  const IType **targs;
  int32_t ncode;
  Instr *code; /* the last instruction is the terminator */
};

struct Instr {
  HloOpId op;
  RunFn run;
  int32_t nin, nout, nfree, nregions;
  const int32_t *in, *out, *free;
  const IType **tin, **tout;
  Block *regions;
  int32_t callee;          /* function index for calls, else -1 */
  int32_t point, npoints;  /* position in its block, for reports */
  MlirOperation mop;
  const void *attr;        /* decoded by the op's family */
};

enum { CHARGE_ENTRY, CHARGE_CALLEE };

struct Func {
  MlirOperation op;
  MlirStringRef name;
  Block body;
  int32_t nslots;
  const IType **types;
  /* Bytes charged for each slot while it is live, when the function runs
   * as the entry and when it runs as a callee (see lower.c). */
  const int64_t *charge[2];
};

typedef struct ProbeLog ProbeLog;

struct HloInterp {
  HloArena arena;
  MlirOperation module;
  Func *funcs; /* funcs[0] is the entry */
  int32_t nfuncs;
  int64_t op_limit; /* 0: none */
  ProbeLog *probes; /* what interpreter.probe recorded in this run */
  HloSharing sharing; /* the buffer sharing the memory count follows */
  HloFusion fusion;   /* and fusion */
};

/* ---- running ---- */

/* A buffer: tensor bytes, or the elements of a tuple. Buffers are
 * immutable once computed and shared by reference counting, so ops that
 * only reinterpret bytes (reshape, bitcast_convert, optimization_barrier)
 * hand on their operand's buffer. */
struct Buf {
  int32_t refs;
  int32_t nelems; /* tuples */
  size_t cap;     /* usable bytes at data */
  unsigned char *data;
  Buf **elems;
};

struct Frame {
  const Func *fn;
  Buf **slots;
  const int64_t *charge;
};

Buf *interp_buf_new(Exec *x, size_t size);
Buf *interp_tuple_new(Exec *x, int32_t n);
void interp_buf_unref(Exec *x, Buf *b);
static inline Buf *buf_ref(Buf *b) {
  b->refs++;
  return b;
}

/* A result buffer of the instruction's type for result i, stored into its
 * slot. */
Buf *interp_result(Exec *x, Frame *f, const Instr *ins, int i);
/* Result i is the operand's buffer: a view. */
void interp_result_share(Frame *f, const Instr *ins, int i, Buf *b);
static inline Buf *in_buf(Frame *f, const Instr *ins, int i) { return f->slots[ins->in[i]]; }
static inline const unsigned char *in_data(Frame *f, const Instr *ins, int i) {
  return f->slots[ins->in[i]]->data;
}

/* Runs a block on argument buffers; on success `yields` holds new
 * references to what its terminator returns. */
bool interp_run_block(Exec *x, Frame *f, const Block *b, Buf *const *args, Buf **yields);
/* Most block arguments and yields a scalar body may have. */
enum { INTERP_MAX_SCALARS = 64 };
/* Runs a region on scalars: args[i] points at one element of block
 * argument i's type, outs[i] receives yield i. For reduce, sort, scatter
 * and map bodies. */
bool interp_apply_scalar(Exec *x, Frame *f, const Block *b, const void *const *args,
                         void *const *outs);
/* Calls function `callee` on argument buffers. */
bool interp_call(Exec *x, int32_t callee, Buf *const *args, Buf **results);
/* Reports an error at the instruction and returns false. */
bool interp_runtime_error(Exec *x, const Instr *ins, const char *fmt, ...) HLO_PRINTF(3, 4);
/* Counts a check.* outcome. */
void interp_count_check(Exec *x, bool passed);
/* The program being run. */
HloInterp *interp_exec_program(Exec *x);
/* Forgets the values probed by the previous run; frees them all. */
void interp_probes_reset(HloInterp *p);
void interp_probes_free(HloInterp *p);

/* ---- lowering ---- */

typedef struct Lower Lower;

/* Reports "'op' op MESSAGE" at the instruction and returns false. */
bool interp_lower_fail(Lower *l, const Instr *ins, const char *fmt, ...) HLO_PRINTF(3, 4);
void *interp_lower_alloc(Lower *l, size_t size);
#define LOWER_NEW(l, T) ((T *)interp_lower_alloc((l), sizeof(T)))
/* The function named by a symbol attribute, lowered on demand; -1 after
 * reporting an error. */
int32_t interp_lower_callee(Lower *l, const Instr *ins, const char *attr);
MlirOperation interp_lower_func_op(Lower *l, int32_t index);

/* Attribute readers that report what is wrong. */
bool interp_attr_dims(Lower *l, const Instr *ins, const char *name, HloDims *out, bool required);
bool interp_attr_i64(Lower *l, const Instr *ins, const char *name, int64_t *out, bool required);
/* The values of integer operand i when a stablehlo.constant defines it
 * (the shape operands of dynamic ops), at most `max` of them, into vals;
 * otherwise reports that `what` must be a constant. Values are clamped to
 * +-2^40 (interp_read_index). */
bool interp_const_operand(Lower *l, const Instr *ins, int i, const char *what, int64_t *vals,
                          int64_t max, int64_t *n);
/* Windowed ops (reduce.c): an optional per-dimension attribute of
 * positive values, all ones when absent; padding as n x 2 integers (low,
 * high), zeros when absent. */
bool interp_window_attr(Lower *l, Instr *ins, const char *name, int rank, int64_t *out);
bool interp_window_padding(Lower *l, Instr *ins, MlirAttribute padding, int n, int64_t *lo,
                           int64_t *hi);
/* A permutation-free list of distinct dims, each in [0, rank). */
bool interp_check_axes(Lower *l, const Instr *ins, const char *what, const HloDims *d, int rank);
/* The block's args are scalars of the given dtypes and it yields scalars
 * of the given dtypes. */
bool interp_check_scalar_body(Lower *l, const Instr *ins, const Block *b, int nargs,
                              const HloDtype *args, int nyields, const HloDtype *yields);
bool interp_check_yields(Lower *l, const Instr *ins, const Block *b, int n, const IType **types,
                         const char *what);

/* The family of an op lowers it: checks operands, results and attributes,
 * decodes attributes into ins->attr and sets ins->run. */
bool interp_lower_control(Lower *l, Instr *ins);
/* Sharding annotations (hlo_op_is_annotation): the global program passes
 * the value on; the custom calls between global and per-device shapes
 * cannot run on whole tensors. */
bool interp_lower_annotation(Lower *l, Instr *ins);
bool interp_lower_elementwise(Lower *l, Instr *ins);
bool interp_lower_data(Lower *l, Instr *ins);
bool interp_lower_gather(Lower *l, Instr *ins);
bool interp_lower_scatter(Lower *l, Instr *ins);
bool interp_lower_dot(Lower *l, Instr *ins);
bool interp_lower_reduce(Lower *l, Instr *ins);
bool interp_lower_reduce_window(Lower *l, Instr *ins);
bool interp_lower_select_and_scatter(Lower *l, Instr *ins);
bool interp_lower_map(Lower *l, Instr *ins);
bool interp_lower_sort(Lower *l, Instr *ins);
bool interp_lower_rng(Lower *l, Instr *ins);
/* CHLO ops StableHLO's tests run: chlo.mulhi (elementwise.c), chlo.scan
 * (control.c). */
bool interp_lower_mulhi(Lower *l, Instr *ins);
/* triangular_solve and fft (linalg.c). */
bool interp_lower_linalg(Lower *l, Instr *ins);
/* convolution and dynamic_conv (conv.c). */
bool interp_lower_convolution(Lower *l, Instr *ins);
bool interp_lower_scan(Lower *l, Instr *ins);
/* The check.* custom calls, by target. */
bool interp_lower_check_call(Lower *l, Instr *ins, MlirStringRef target);
/* Ops of the check dialect and interpreter.probe (not StableHLO ops). */
bool interp_is_test_op(MlirOperation op);
bool interp_lower_test_op(Lower *l, Instr *ins);

/* The elements of a dense attribute of type t as the interpreter stores
 * them (i1 one byte each), in the lowering arena; a splat is one element
 * unless `expand`. */
unsigned char *interp_dense_bytes(Lower *l, MlirAttribute value, const IType *t, bool expand);

/* ---- shared kernels ---- */

/* An elementwise kernel over n elements of its compute type; the context
 * (elementwise.c) carries integer widths and comparison directions. */
typedef struct EwCtx EwCtx;
typedef void (*EwFn)(int64_t n, const void *const *in, void *out, const EwCtx *c);

/* The transcendental kernels (math.c) over doubles (or double complex):
 * MATH_DOUBLE computes in double, for operands stored as bf16, f16 or f32
 * (complex<f32>) and rounded once to them; MATH_EXTENDED in long double,
 * for f64 (complex<f64>). NULL if the op has no such kernel. */
typedef enum MathPrecision { MATH_DOUBLE, MATH_EXTENDED } MathPrecision;
EwFn interp_math_kernel(HloOpId op, bool on_complex, MathPrecision precision);

/* A binary elementwise op on two operands of one dtype, for the ops
 * reductions and scatters apply; NULL if the op is not defined there. */
typedef struct EwPlan EwPlan;
const EwPlan *interp_ew_binary_plan(Lower *l, HloOpId op, HloDtype dt);
void interp_ew_binary_apply(const EwPlan *p, int64_t n, const void *a, const void *b, void *out);

/* out[i] = op(a[i], b[i]) on n elements of dtype `dt` for the binary ops
 * reductions and scatters combine with (add, multiply, maximum, minimum,
 * and, or, xor); NULL if op is not one of them or dt is unsupported. */
typedef void (*CombineFn)(int64_t n, const void *a, const void *b, void *out);
CombineFn interp_combine_fn(HloOpId op, HloDtype dt);
/* The binary op a region applies to its two arguments and yields (either
 * argument order, for commutative ops), or HLO_OP_UNKNOWN. */
HloOpId interp_body_binary(const Block *b);

/* Copies an index space of shape `dims` (rank `rank`) from src to dst,
 * element i at src + sum(idx * src_strides) and dst + sum(idx *
 * dst_strides), strides in elements of `esize` bytes (negative and zero
 * strides allowed). */
void interp_strided_copy(int esize, int rank, const int64_t *dims, unsigned char *dst,
                         const int64_t *dst_strides, const unsigned char *src,
                         const int64_t *src_strides);
/* Fills n elements of `esize` bytes with the element at `value`. */
void interp_fill(unsigned char *dst, int64_t n, int esize, const void *value);
/* Reads an integer element (index operands) of any integer dtype,
 * clamped to +-2^40. */
int64_t interp_read_index(HloDtype dt, const unsigned char *p);

/* Philox-4x32-10 and Threefry-2x32-20 (Salmon et al., SC 2011). */
void interp_philox4x32(const uint32_t key[2], const uint32_t ctr[4], uint32_t out[4]);
void interp_threefry2x32(const uint32_t key[2], const uint32_t ctr[2], uint32_t out[2]);

#endif
