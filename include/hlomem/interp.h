/*
 * The reference interpreter: runs a function of a StableHLO module on
 * concrete tensors, with the semantics of the StableHLO specification, and
 * measures the peak of live buffers under the memory model.
 *
 * A module is lowered once (hlo_interp_create) into a compact program:
 * every SSA value of a function gets a slot, every op an instruction with
 * its attributes decoded and its shapes checked, and every slot the
 * instruction after which it is dead. Running it (hlo_interp_run) walks
 * that program; nothing is looked up in MLIR while it runs. Lowering
 * reports unsupported ops and malformed attributes as located errors, so a
 * program that lowers runs without further checks.
 *
 * Memory is measured as the allocator hands buffers to SSA values and takes
 * them back after their last use, charging bytes by the rules of
 * docs/memory-model.md (see docs/hlomem-run.md for loops and calls).
 */
#ifndef HLOMEM_INTERP_H
#define HLOMEM_INTERP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <mlir-c/IR.h>

#include "hlomem/ir.h"
#include "hlomem/support.h"

/* Element types the interpreter computes with. Signed and signless
 * integers are the same (StableHLO's iN is signed). */
typedef enum HloDtype {
  HLO_DT_INVALID,
  HLO_DT_I1,
  HLO_DT_S8,
  HLO_DT_S16,
  HLO_DT_S32,
  HLO_DT_S64,
  HLO_DT_U8,
  HLO_DT_U16,
  HLO_DT_U32,
  HLO_DT_U64,
  HLO_DT_BF16,
  HLO_DT_F16,
  HLO_DT_F32,
  HLO_DT_F64,
  HLO_DT_C64,  /* complex<f32> */
  HLO_DT_C128, /* complex<f64> */
  /* Sub-byte integers, one byte an element holding the value sign- or
   * zero-extended (as MLIR's dense attributes and the memory model count
   * them). */
  HLO_DT_S2,
  HLO_DT_S4,
  HLO_DT_U2,
  HLO_DT_U4,
  HLO_DT_COUNT
} HloDtype;

/* HLO_DT_INVALID for element types the interpreter cannot hold. */
HloDtype hlo_dtype_of(MlirType elem);
/* The MLIR spelling: "i1", "i32", "ui8", "bf16", "complex<f32>". */
const char *hlo_dtype_name(HloDtype dt);
/* Storage bytes of one element (i1 takes a byte holding 0 or 1). */
int hlo_dtype_bytes(HloDtype dt);
bool hlo_dtype_is_float(HloDtype dt);   /* bf16, f16, f32, f64 */
bool hlo_dtype_is_int(HloDtype dt);     /* signed or unsigned, not i1 */
bool hlo_dtype_is_signed(HloDtype dt);  /* i2, i4, i8..i64 */
bool hlo_dtype_is_complex(HloDtype dt);
int hlo_dtype_bits(HloDtype dt);        /* 1 for i1, 4 for i4 */

/* A dense row-major tensor. `data` is owned by whoever made the tensor and
 * released with hlo_tensor_free. */
typedef struct HloTensor {
  HloDtype dtype;
  int rank;
  int64_t dims[HLO_MAX_RANK];
  void *data;
} HloTensor;

int64_t hlo_tensor_count(const HloTensor *t);
size_t hlo_tensor_bytes(const HloTensor *t);
/* Allocates zeroed storage for a tensor of the given type. */
void hlo_tensor_alloc(HloTensor *t, HloDtype dt, int rank, const int64_t *dims);
void hlo_tensor_free(HloTensor *t);
/* "tensor<2x3xf32>" */
void hlo_tensor_type_print(const HloTensor *t, HloStr *out);

/* Element i as a double (complex: the real part); writing converts with
 * hlo_convert's rules. */
double hlo_tensor_get_f64(const HloTensor *t, int64_t i);
void hlo_tensor_set_f64(HloTensor *t, int64_t i, double v);

/* Converts n elements between any two dtypes with StableHLO's convert
 * semantics: integers wrap to the destination width, floats round to
 * nearest even (exactly, whatever the source), floats convert to integers
 * by truncation, saturating, NaN to 0; anything to i1 is `!= 0`; complex
 * to real drops the imaginary part. */
void hlo_convert(HloDtype to, void *dst, HloDtype from, const void *src, int64_t n);

/* Appends element i in MLIR literal syntax: shortest text that reads back
 * as the same value (1.5, 0.1, 1.0e+10), hex bits for NaN and infinities
 * (0x7FC00000), true/false for i1, (re, im) for complex. */
void hlo_format_element(const HloTensor *t, int64_t i, HloStr *out);
/* "[i, j, k]": the multi-index of row-major element `flat` of a shape. */
void hlo_format_index(int rank, const int64_t *dims, int64_t flat, HloStr *out);

/* Deterministic uniform random values from a seed and a stream number:
 * floats in [-1, 1), integers in [0, 16), i1 in {0, 1}. The same seed
 * gives the same bits on every machine. */
void hlo_tensor_fill_random(HloTensor *t, uint64_t seed, uint64_t stream);

/* ---- programs ---- */

typedef struct HloInterp HloInterp;

/* Lowers function `entry` of `module` and every function it calls.
 * Reports unsupported ops, unsupported types and malformed attributes
 * through the diagnostics sink and returns NULL. The module must outlive
 * the program. */
HloInterp *hlo_interp_create(MlirOperation module, const char *entry);
/* The same, with the memory count following the given buffer sharing
 * (hlo_interp_create: HLO_SHARING_XLA, as the memory model's default). */
HloInterp *hlo_interp_create_with(MlirOperation module, const char *entry, HloSharing sharing);
/* The same, with the memory count following the given sharing and fusion
 * (the others: HLO_FUSION_XLA, as the memory model's default). */
HloInterp *hlo_interp_create_model(MlirOperation module, const char *entry, HloSharing sharing,
                                   HloFusion fusion);
void hlo_interp_destroy(HloInterp *p);

MlirOperation hlo_interp_entry(const HloInterp *p);
int hlo_interp_num_args(const HloInterp *p);
int hlo_interp_num_results(const HloInterp *p);
/* Dtype, rank and dims of argument / result i (data is NULL). */
HloTensor hlo_interp_arg_type(const HloInterp *p, int i);
HloTensor hlo_interp_result_type(const HloInterp *p, int i);

/* One level of where the measured peak happened: the op at `point` (of
 * `npoints`) in a block of function `func`. Level 0 is the entry's op;
 * deeper levels are inside its regions or callee. */
typedef struct HloPeakSite {
  MlirOperation op;
  MlirOperation func;
  int32_t point, npoints;
} HloPeakSite;

enum { HLO_PEAK_DEPTH = 16 };

typedef struct HloRunStats {
  int64_t peak_bytes;      /* measured peak of live buffers */
  int32_t peak_depth;      /* levels filled in peak_at */
  HloPeakSite peak_at[HLO_PEAK_DEPTH];
  int64_t checks_passed, checks_failed;
  int64_t ops_executed;
} HloRunStats;

/* Stops a run after `ops` operations with an error (0, the default: no
 * limit): a guard against programs that do not terminate. */
void hlo_interp_set_op_limit(HloInterp *p, int64_t ops);

/* Runs the entry on `args` (hlo_interp_num_args tensors of the argument
 * types) and fills `results` with newly allocated tensors. Failing check.*
 * custom calls are reported and counted, and the run goes on; a runtime
 * error (calls nested too deep, the op limit reached) is reported and
 * returns false with no results. */
bool hlo_interp_run(HloInterp *p, const HloTensor *args, HloTensor *results, HloRunStats *stats);

#endif
