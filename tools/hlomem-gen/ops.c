/*
 * The op layer: the one way hlomem-gen makes an op. Each function builds
 * its op through the IR layer's builders (generic form, attributes in
 * <{...}> properties), infers result types the way StableHLO does, and
 * hands the new op to the tape, so that differentiation sees every op of
 * the forward pass without the generators saying anything about it.
 * Constants are splats: a generated program never carries element data.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"

_Noreturn void gen_bug(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "hlomem-gen: internal error: ");
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  exit(1);
}

/* ---- types ---- */

MlirType gen_type(Gen *g, MlirType elem, int rank, const int64_t *dims) {
  return hlo_tensor_type(g->ctx, rank, dims, elem);
}

MlirType gen_scalar_type(MlirType elem) { return hlo_scalar_tensor_type(elem); }

HloShape gen_shape(MlirValue v) {
  HloShape s;
  if (!hlo_shape_of(mlirValueGetType(v), &s))
    gen_bug("a value without a static shape");
  return s;
}

MlirType gen_elem(MlirValue v) { return mlirShapedTypeGetElementType(mlirValueGetType(v)); }

MlirType gen_retype(MlirValue v, MlirType elem) {
  HloShape s = gen_shape(v);
  return hlo_tensor_type(mlirTypeGetContext(elem), s.rank, s.dims, elem);
}

HloDims gen_dims(int n, const int64_t *v) {
  HloDims d = {n, {0}};
  memcpy(d.v, v, sizeof(int64_t) * (size_t)n);
  return d;
}

/* ---- the op layer ---- */

static MlirValue noted(Gen *g, MlirValue v) {
  ad_note(g, mlirOpResultGetOwner(v));
  return v;
}

MlirValue op_unary(Gen *g, HloOpId id, MlirValue x) {
  return noted(g, hlo_build_unary(&g->b, id, x));
}

MlirValue op_binary(Gen *g, HloOpId id, MlirValue x, MlirValue y) {
  return noted(g, hlo_build_binary(&g->b, id, x, y));
}

MlirValue op_full(Gen *g, MlirType type, double v) {
  return noted(g, hlo_build_constant_splat(&g->b, type, v));
}

MlirValue op_constant(Gen *g, MlirAttribute value) {
  return noted(g, hlo_build_constant_attr(&g->b, value));
}

MlirValue op_full_like(Gen *g, MlirValue like, double v) {
  return op_full(g, mlirValueGetType(like), v);
}

MlirValue op_scalar(Gen *g, MlirType elem, double v) {
  return op_full(g, gen_scalar_type(elem), v);
}

MlirValue op_scale(Gen *g, MlirValue x, double v) { return op_mul(g, x, op_full_like(g, x, v)); }

MlirValue op_convert(Gen *g, MlirValue x, MlirType elem) {
  if (mlirTypeEqual(gen_elem(x), elem))
    return x;
  return noted(g, hlo_build_convert(&g->b, x, elem));
}

MlirValue op_reshape(Gen *g, MlirValue x, int rank, const int64_t *dims) {
  MlirType type = hlo_tensor_type_like(mlirValueGetType(x), rank, dims);
  return noted(g, hlo_build_reshape(&g->b, x, type));
}

MlirValue op_transpose(Gen *g, MlirValue x, const HloDims *perm) {
  return noted(g, hlo_build_transpose(&g->b, x, perm));
}

MlirValue op_broadcast(Gen *g, MlirValue x, MlirType type, const HloDims *dims) {
  return noted(g, hlo_build_broadcast_in_dim(&g->b, x, type, dims));
}

MlirValue op_broadcast_to(Gen *g, MlirValue x, MlirValue like, bool trailing) {
  HloShape s = gen_shape(like);
  int rank = (int)mlirShapedTypeGetRank(mlirValueGetType(x));
  HloDims d = {rank, {0}};
  for (int i = 0; i < rank; i++)
    d.v[i] = trailing ? s.rank - rank + i : i;
  return op_broadcast(g, x, gen_retype(like, gen_elem(x)), &d);
}

/* dot_general's result: batch dimensions, then lhs's and rhs's free ones. */
static MlirType dot_result_type(MlirValue x, MlirValue y, const HloDotDims *d, MlirType elem) {
  HloShape sx = gen_shape(x), sy = gen_shape(y);
  int64_t out[HLO_MAX_RANK];
  int n = 0;
  for (int i = 0; i < d->lhs_batch.n; i++)
    out[n++] = sx.dims[d->lhs_batch.v[i]];
  for (int side = 0; side < 2; side++) {
    const HloShape *s = side ? &sy : &sx;
    const HloDims *batch = side ? &d->rhs_batch : &d->lhs_batch;
    const HloDims *contract = side ? &d->rhs_contract : &d->lhs_contract;
    for (int i = 0; i < s->rank; i++) {
      bool used = false;
      for (int k = 0; k < batch->n; k++)
        used |= batch->v[k] == i;
      for (int k = 0; k < contract->n; k++)
        used |= contract->v[k] == i;
      if (!used)
        out[n++] = s->dims[i];
    }
  }
  return hlo_tensor_type(mlirTypeGetContext(elem), n, out, elem);
}

MlirValue op_dot(Gen *g, MlirValue x, MlirValue y, const HloDotDims *dims, MlirType out_elem) {
  MlirType type = dot_result_type(x, y, dims, out_elem);
  return noted(g, hlo_build_dot_general(&g->b, x, y, dims, type));
}

static double reduce_identity(HloOpId body) {
  switch (body) {
  case HLO_OP_ADD:
    return 0;
  case HLO_OP_MAXIMUM:
    return -INFINITY;
  case HLO_OP_MINIMUM:
    return INFINITY;
  case HLO_OP_MULTIPLY:
    return 1;
  default:
    gen_bug("no identity for reductions with %s", hlo_op_info_by_id(body)->name);
  }
}

MlirValue op_reduce(Gen *g, MlirValue x, const HloDims *dims, HloOpId body) {
  MlirValue init = op_scalar(g, gen_elem(x), reduce_identity(body));
  return noted(g, hlo_build_reduce(&g->b, x, init, dims, body));
}

MlirValue op_compare(Gen *g, HloCompare dir, MlirValue x, MlirValue y) {
  return noted(g, hlo_build_compare(&g->b, dir, x, y));
}

MlirValue op_select(Gen *g, MlirValue pred, MlirValue on_true, MlirValue on_false) {
  return noted(g, hlo_build_select(&g->b, pred, on_true, on_false));
}

MlirValue op_iota(Gen *g, MlirType type, int64_t dim) {
  return noted(g, hlo_build_iota(&g->b, type, dim));
}

MlirValue op_slice(Gen *g, MlirValue x, const HloDims *start, const HloDims *limit) {
  HloDims strides = {start->n, {0}};
  for (int i = 0; i < start->n; i++)
    strides.v[i] = 1;
  return noted(g, hlo_build_slice(&g->b, x, start, limit, &strides));
}

MlirValue op_concat(Gen *g, int n, const MlirValue *xs, int64_t dim) {
  return noted(g, hlo_build_concatenate(&g->b, n, xs, dim));
}

MlirValue op_gather(Gen *g, MlirValue operand, MlirValue indices, const HloGatherDims *dims,
                    const HloDims *slice_sizes) {
  return noted(g, hlo_build_gather(&g->b, operand, indices, dims, slice_sizes));
}

MlirValue op_scatter_add(Gen *g, MlirValue operand, MlirValue indices, MlirValue updates,
                         const HloScatterDims *dims) {
  return noted(g, hlo_build_scatter(&g->b, operand, indices, updates, dims, HLO_OP_ADD));
}

MlirValue op_dynamic_slice(Gen *g, MlirValue x, const MlirValue *starts, const HloDims *sizes) {
  return noted(g, hlo_build_dynamic_slice(&g->b, x, starts, sizes));
}

MlirValue op_dynamic_update_slice(Gen *g, MlirValue x, MlirValue update, const MlirValue *starts) {
  return noted(g, hlo_build_dynamic_update_slice(&g->b, x, update, starts));
}

MlirOperation op_call(Gen *g, const char *callee, int nargs, const MlirValue *args, int nresults,
                      const MlirType *types) {
  MlirOperation call = hlo_build_call(&g->b, callee, nargs, args, nresults, types);
  ad_note(g, call);
  return call;
}

void op_return(Gen *g, const char *name, int n, const MlirValue *xs) {
  hlo_build_return(&g->b, name, n, xs);
}

/* ---- functions ---- */

void gen_set_insertion_end(Gen *g, MlirBlock block) { g->b = hlo_builder_at_end(block, g->loc); }

MlirOperation gen_func(Gen *g, const char *name, int nargs, const MlirType *args,
                       const char *visibility) {
  MlirOperation f = hlo_build_func(g->module, name, nargs, args, 0, NULL, visibility, g->loc);
  gen_set_insertion_end(g, hlo_func_entry(f));
  return f;
}

MlirValue gen_arg(MlirOperation func, int i) {
  return mlirBlockGetArgument(hlo_func_entry(func), i);
}

void gen_func_return(Gen *g, MlirOperation func, int n, const MlirValue *xs) {
  op_return(g, "func.return", n, xs);
  hlo_func_sync_type(func);
}
