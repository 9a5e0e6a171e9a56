/*
 * IR layer, part 3: builders. New StableHLO ops are created in generic form
 * with their attributes in <{...}> properties, as stablehlo-opt prints
 * them, so output stays valid input for real StableHLO tooling. Properties
 * of unregistered ops are set through the inherent-attribute API: an op
 * created from an OperationState holds discardable attributes only.
 */
#include "hlomem/ir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static MlirStringRef str(const char *s) { return mlirStringRefCreateFromCString(s); }

HloBuilder hlo_builder_before(MlirOperation op) {
  return (HloBuilder){mlirOperationGetContext(op), mlirOperationGetBlock(op), op,
                      mlirOperationGetLocation(op)};
}

HloBuilder hlo_builder_at_end(MlirBlock block, MlirLocation loc) {
  return (HloBuilder){mlirLocationGetContext(loc), block, {NULL}, loc};
}

void hlo_set_property(MlirOperation op, const char *name, MlirAttribute value) {
  hlo_properties_note(mlirIdentifierStr(mlirOperationGetName(op)), str(name));
  mlirOperationSetInherentAttributeByName(op, str(name), value);
}

static void insert(HloBuilder *b, MlirOperation op) {
  if (!mlirOperationIsNull(b->anchor))
    mlirBlockInsertOwnedOperationBefore(b->block, b->anchor, op);
  else
    mlirBlockAppendOwnedOperation(b->block, op);
}

MlirOperation hlo_build_op(HloBuilder *b, const char *name, intptr_t noperands,
                           const MlirValue *operands, intptr_t nresults, const MlirType *types,
                           intptr_t nprops, const HloProp *props, intptr_t nregions) {
  MlirOperationState st = mlirOperationStateGet(str(name), b->loc);
  mlirOperationStateAddOperands(&st, noperands, operands);
  mlirOperationStateAddResults(&st, nresults, types);
  MlirRegion *regions = hlo_xmalloc(sizeof(MlirRegion) * (size_t)(nregions ? nregions : 1));
  for (intptr_t i = 0; i < nregions; i++)
    regions[i] = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&st, nregions, regions);
  free(regions);
  MlirOperation op = mlirOperationCreate(&st);
  for (intptr_t i = 0; i < nprops; i++)
    hlo_set_property(op, props[i].name, props[i].value);
  insert(b, op);
  return op;
}

static MlirValue build1(HloBuilder *b, const char *name, intptr_t n, const MlirValue *operands,
                        MlirType type, intptr_t nprops, const HloProp *props) {
  MlirOperation op = hlo_build_op(b, name, n, operands, 1, &type, nprops, props, 0);
  return mlirOperationGetResult(op, 0);
}

/* ---- attributes ---- */

MlirAttribute hlo_dims_attr(MlirContext ctx, const HloDims *dims) {
  return mlirDenseI64ArrayGet(ctx, dims->n, dims->v);
}

MlirAttribute hlo_i64_attr(MlirContext ctx, int64_t v) {
  return mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), v);
}

static MlirAttribute opaque(MlirContext ctx, const HloStr *text) {
  return mlirOpaqueAttrGet(ctx, str("stablehlo"), (intptr_t)text->len, text->data,
                           mlirNoneTypeGet(ctx));
}

static void dims_field(HloStr *s, bool *first, const char *key, const HloDims *d) {
  if (!d->n)
    return;
  hlo_str_printf(s, "%s%s = [", *first ? "" : ", ", key);
  for (int i = 0; i < d->n; i++)
    hlo_str_printf(s, "%s%lld", i ? ", " : "", (long long)d->v[i]);
  hlo_str_puts(s, "]");
  *first = false;
}

MlirAttribute hlo_dot_dims_attr(MlirContext ctx, const HloDotDims *d) {
  HloStr s = {0};
  bool first = true;
  hlo_str_puts(&s, "dot<");
  dims_field(&s, &first, "lhs_batching_dimensions", &d->lhs_batch);
  dims_field(&s, &first, "rhs_batching_dimensions", &d->rhs_batch);
  dims_field(&s, &first, "lhs_contracting_dimensions", &d->lhs_contract);
  dims_field(&s, &first, "rhs_contracting_dimensions", &d->rhs_contract);
  hlo_str_puts(&s, ">");
  MlirAttribute a = opaque(ctx, &s);
  hlo_str_free(&s);
  return a;
}

MlirAttribute hlo_compare_attr(MlirContext ctx, HloCompare dir) {
  HloStr s = {0};
  hlo_str_printf(&s, "comparison_direction %s", hlo_compare_name(dir));
  MlirAttribute a = opaque(ctx, &s);
  hlo_str_free(&s);
  return a;
}

/* ---- ops ---- */

MlirValue hlo_build_unary(HloBuilder *b, HloOpId id, MlirValue x) {
  return build1(b, hlo_op_info_by_id(id)->name, 1, &x, mlirValueGetType(x), 0, NULL);
}

MlirValue hlo_build_binary(HloBuilder *b, HloOpId id, MlirValue x, MlirValue y) {
  MlirValue ops[2] = {x, y};
  return build1(b, hlo_op_info_by_id(id)->name, 2, ops, mlirValueGetType(x), 0, NULL);
}

MlirValue hlo_build_select(HloBuilder *b, MlirValue pred, MlirValue on_true, MlirValue on_false) {
  MlirValue ops[3] = {pred, on_true, on_false};
  return build1(b, "stablehlo.select", 3, ops, mlirValueGetType(on_true), 0, NULL);
}

/* The type of `x` with its element type replaced. */
static MlirType with_elem(MlirType t, MlirType elem) {
  if (!mlirTypeIsARankedTensor(t))
    return elem;
  intptr_t rank = mlirShapedTypeGetRank(t);
  int64_t dims[HLO_MAX_RANK];
  for (intptr_t i = 0; i < rank && i < HLO_MAX_RANK; i++)
    dims[i] = mlirShapedTypeGetDimSize(t, i);
  return mlirRankedTensorTypeGet(rank, dims, elem, mlirAttributeGetNull());
}

MlirValue hlo_build_compare(HloBuilder *b, HloCompare dir, MlirValue x, MlirValue y) {
  MlirValue ops[2] = {x, y};
  HloProp p = {"comparison_direction", hlo_compare_attr(b->ctx, dir)};
  MlirType i1 = mlirIntegerTypeGet(b->ctx, 1);
  return build1(b, "stablehlo.compare", 2, ops, with_elem(mlirValueGetType(x), i1), 1, &p);
}

MlirValue hlo_build_convert(HloBuilder *b, MlirValue x, MlirType elem) {
  return build1(b, "stablehlo.convert", 1, &x, with_elem(mlirValueGetType(x), elem), 0, NULL);
}

MlirValue hlo_build_reshape(HloBuilder *b, MlirValue x, MlirType type) {
  return build1(b, "stablehlo.reshape", 1, &x, type, 0, NULL);
}

MlirValue hlo_build_transpose(HloBuilder *b, MlirValue x, const HloDims *perm) {
  MlirType t = mlirValueGetType(x);
  int64_t dims[HLO_MAX_RANK];
  for (int i = 0; i < perm->n; i++)
    dims[i] = mlirShapedTypeGetDimSize(t, perm->v[i]);
  HloProp p = {"permutation", hlo_dims_attr(b->ctx, perm)};
  return build1(b, "stablehlo.transpose", 1, &x, hlo_tensor_type_like(t, perm->n, dims), 1, &p);
}

MlirValue hlo_build_broadcast_in_dim(HloBuilder *b, MlirValue x, MlirType type,
                                     const HloDims *dims) {
  HloProp p = {"broadcast_dimensions", hlo_dims_attr(b->ctx, dims)};
  return build1(b, "stablehlo.broadcast_in_dim", 1, &x, type, 1, &p);
}

MlirValue hlo_build_slice(HloBuilder *b, MlirValue x, const HloDims *start, const HloDims *limit,
                          const HloDims *strides) {
  MlirType t = mlirValueGetType(x);
  int64_t dims[HLO_MAX_RANK];
  for (int i = 0; i < start->n; i++) {
    int64_t stride = strides->v[i] > 0 ? strides->v[i] : 1;
    int64_t len = limit->v[i] - start->v[i];
    dims[i] = len > 0 ? (len + stride - 1) / stride : 0;
  }
  HloProp p[3] = {{"start_indices", hlo_dims_attr(b->ctx, start)},
                  {"limit_indices", hlo_dims_attr(b->ctx, limit)},
                  {"strides", hlo_dims_attr(b->ctx, strides)}};
  return build1(b, "stablehlo.slice", 1, &x, hlo_tensor_type_like(t, start->n, dims), 3, p);
}

MlirValue hlo_build_dynamic_slice(HloBuilder *b, MlirValue x, const MlirValue *starts,
                                  const HloDims *sizes) {
  MlirValue ops[1 + HLO_MAX_RANK];
  ops[0] = x;
  memcpy(ops + 1, starts, sizeof(MlirValue) * (size_t)sizes->n);
  HloProp p = {"slice_sizes", hlo_dims_attr(b->ctx, sizes)};
  MlirType type = hlo_tensor_type_like(mlirValueGetType(x), sizes->n, sizes->v);
  return build1(b, "stablehlo.dynamic_slice", 1 + sizes->n, ops, type, 1, &p);
}

MlirValue hlo_build_dynamic_update_slice(HloBuilder *b, MlirValue x, MlirValue update,
                                         const MlirValue *starts) {
  MlirValue ops[2 + HLO_MAX_RANK];
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(x));
  ops[0] = x;
  ops[1] = update;
  memcpy(ops + 2, starts, sizeof(MlirValue) * (size_t)rank);
  return build1(b, "stablehlo.dynamic_update_slice", 2 + rank, ops, mlirValueGetType(x), 0, NULL);
}

MlirValue hlo_build_concatenate(HloBuilder *b, intptr_t n, const MlirValue *xs, int64_t dim) {
  MlirType t = mlirValueGetType(xs[0]);
  int rank = (int)mlirShapedTypeGetRank(t);
  int64_t dims[HLO_MAX_RANK];
  for (int i = 0; i < rank; i++)
    dims[i] = mlirShapedTypeGetDimSize(t, i);
  for (intptr_t k = 1; k < n; k++)
    dims[dim] += mlirShapedTypeGetDimSize(mlirValueGetType(xs[k]), dim);
  HloProp p = {"dimension", hlo_i64_attr(b->ctx, dim)};
  return build1(b, "stablehlo.concatenate", n, xs, hlo_tensor_type_like(t, rank, dims), 1, &p);
}

MlirValue hlo_build_iota(HloBuilder *b, MlirType type, int64_t dim) {
  HloProp p = {"iota_dimension", hlo_i64_attr(b->ctx, dim)};
  return build1(b, "stablehlo.iota", 0, NULL, type, 1, &p);
}

MlirValue hlo_build_constant_attr(HloBuilder *b, MlirAttribute value) {
  HloProp p = {"value", value};
  return build1(b, "stablehlo.constant", 0, NULL, mlirAttributeGetType(value), 1, &p);
}

MlirValue hlo_build_constant_splat(HloBuilder *b, MlirType type, double v) {
  MlirType elem = mlirShapedTypeGetElementType(type);
  MlirAttribute value;
  if (mlirTypeIsAInteger(elem) && mlirIntegerTypeGetWidth(elem) == 1)
    value = mlirDenseElementsAttrBoolSplatGet(type, v != 0);
  else if (mlirTypeIsAFloat(elem))
    value = mlirDenseElementsAttrSplatGet(type, mlirFloatAttrDoubleGet(b->ctx, elem, v));
  else
    value = mlirDenseElementsAttrSplatGet(type, mlirIntegerAttrGet(elem, (int64_t)v));
  return hlo_build_constant_attr(b, value);
}

MlirValue hlo_build_dot_general(HloBuilder *b, MlirValue lhs, MlirValue rhs,
                                const HloDotDims *dims, MlirType type) {
  MlirValue ops[2] = {lhs, rhs};
  HloProp p = {"dot_dimension_numbers", hlo_dot_dims_attr(b->ctx, dims)};
  return build1(b, "stablehlo.dot_general", 2, ops, type, 1, &p);
}

MlirValue hlo_build_reduce(HloBuilder *b, MlirValue x, MlirValue init, const HloDims *dims,
                           HloOpId body) {
  MlirType xt = mlirValueGetType(x);
  MlirType elem = mlirShapedTypeGetElementType(mlirValueGetType(init));
  int rank = (int)mlirShapedTypeGetRank(xt);
  int64_t out[HLO_MAX_RANK];
  int n = 0;
  for (int i = 0; i < rank; i++) {
    bool reduced = false;
    for (int k = 0; k < dims->n; k++)
      reduced |= dims->v[k] == i;
    if (!reduced)
      out[n++] = mlirShapedTypeGetDimSize(xt, i);
  }
  MlirType rt = mlirRankedTensorTypeGet(n, out, elem, mlirAttributeGetNull());
  MlirValue ops[2] = {x, init};
  HloProp p = {"dimensions", hlo_dims_attr(b->ctx, dims)};
  MlirOperation reduce = hlo_build_op(b, "stablehlo.reduce", 2, ops, 1, &rt, 1, &p, 1);

  MlirType scalar = hlo_scalar_tensor_type(elem);
  MlirType args[2] = {scalar, scalar};
  MlirLocation locs[2] = {b->loc, b->loc};
  MlirBlock block = mlirBlockCreate(2, args, locs);
  mlirRegionAppendOwnedBlock(mlirOperationGetRegion(reduce, 0), block);
  HloBuilder inner = hlo_builder_at_end(block, b->loc);
  MlirValue r = hlo_build_binary(&inner, body, mlirBlockGetArgument(block, 0),
                                 mlirBlockGetArgument(block, 1));
  hlo_build_return(&inner, "stablehlo.return", 1, &r);
  return mlirOperationGetResult(reduce, 0);
}

MlirOperation hlo_build_return(HloBuilder *b, const char *name, intptr_t n, const MlirValue *xs) {
  return hlo_build_op(b, name, n, xs, 0, NULL, 0, NULL, 0);
}

MlirOperation hlo_build_optimization_barrier(HloBuilder *b, intptr_t n, const MlirValue *xs) {
  MlirType *types = hlo_xmalloc(sizeof(MlirType) * (size_t)(n ? n : 1));
  for (intptr_t i = 0; i < n; i++)
    types[i] = mlirValueGetType(xs[i]);
  MlirOperation op = hlo_build_op(b, "stablehlo.optimization_barrier", n, xs, n, types, 0, NULL, 0);
  free(types);
  return op;
}

MlirOperation hlo_build_call(HloBuilder *b, const char *callee, intptr_t nargs,
                             const MlirValue *args, intptr_t nresults, const MlirType *types) {
  MlirOperationState st = mlirOperationStateGet(str("func.call"), b->loc);
  mlirOperationStateAddOperands(&st, nargs, args);
  mlirOperationStateAddResults(&st, nresults, types);
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(b->ctx, str("callee")), mlirFlatSymbolRefAttrGet(b->ctx, str(callee)));
  mlirOperationStateAddAttributes(&st, 1, &attr);
  MlirOperation op = mlirOperationCreate(&st);
  insert(b, op);
  return op;
}

MlirOperation hlo_build_func(MlirOperation module, const char *name, intptr_t ninputs,
                             const MlirType *inputs, intptr_t nresults, const MlirType *results,
                             const char *visibility, MlirLocation loc) {
  MlirContext ctx = mlirOperationGetContext(module);
  MlirType fty = mlirFunctionTypeGet(ctx, ninputs, inputs, nresults, results);
  MlirNamedAttribute attrs[3] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("sym_name")),
                            mlirStringAttrGet(ctx, str(name))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("function_type")), mlirTypeAttrGet(fty)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("sym_visibility")),
                            mlirStringAttrGet(ctx, str(visibility ? visibility : ""))),
  };
  MlirOperationState st = mlirOperationStateGet(str("func.func"), loc);
  mlirOperationStateAddAttributes(&st, visibility ? 3 : 2, attrs);
  MlirRegion body = mlirRegionCreate();
  MlirLocation locs[64];
  MlirLocation *argl = ninputs <= 64 ? locs : hlo_xmalloc(sizeof(MlirLocation) * (size_t)ninputs);
  for (intptr_t i = 0; i < ninputs; i++)
    argl[i] = loc;
  mlirRegionAppendOwnedBlock(body, mlirBlockCreate(ninputs, inputs, argl));
  if (argl != locs)
    free(argl);
  mlirOperationStateAddOwnedRegions(&st, 1, &body);
  MlirOperation func = mlirOperationCreate(&st);
  mlirBlockAppendOwnedOperation(hlo_module_body(module), func);
  return func;
}

/* ---- copying attributes ---- */

static void set_property(MlirStringRef name, MlirAttribute value, void *to) {
  mlirOperationSetInherentAttributeByName(*(MlirOperation *)to, name, value);
}

static void note_and_set_property(MlirStringRef name, MlirAttribute value, void *to) {
  MlirOperation op = *(MlirOperation *)to;
  hlo_properties_note(mlirIdentifierStr(mlirOperationGetName(op)), name);
  set_property(name, value, to);
}

void hlo_op_copy_attributes(MlirOperation from, MlirOperation to) {
  hlo_op_each_property(from, note_and_set_property, &to);
  for (intptr_t i = 0, n = mlirOperationGetNumDiscardableAttributes(from); i < n; i++) {
    MlirNamedAttribute a = mlirOperationGetDiscardableAttribute(from, i);
    mlirOperationSetDiscardableAttributeByName(to, mlirIdentifierStr(a.name), a.attribute);
  }
}

/* ---- cloning, and builders for outlining ---- */

/* Restores properties on `to`, a clone of `from`, and in its regions. */
static void restore_properties(MlirOperation from, MlirOperation to) {
  if (mlirTypeIDIsNull(mlirOperationGetTypeID(from)))
    hlo_op_each_property(from, set_property, &to);
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(from); r < n; r++) {
    MlirBlock a = mlirRegionGetFirstBlock(mlirOperationGetRegion(from, r));
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(to, r));
    for (; !mlirBlockIsNull(a) && !mlirBlockIsNull(b);
         a = mlirBlockGetNextInRegion(a), b = mlirBlockGetNextInRegion(b)) {
      MlirOperation x = mlirBlockGetFirstOperation(a), y = mlirBlockGetFirstOperation(b);
      for (; !mlirOperationIsNull(x) && !mlirOperationIsNull(y);
           x = mlirOperationGetNextInBlock(x), y = mlirOperationGetNextInBlock(y))
        restore_properties(x, y);
    }
  }
}

MlirOperation hlo_op_clone(MlirOperation op) {
  MlirOperation c = mlirOperationClone(op);
  restore_properties(op, c);
  return c;
}

void hlo_module_replace_body(MlirOperation module, MlirOperation from) {
  MlirBlock to = hlo_module_body(module), src = hlo_module_body(from);
  for (MlirOperation op = mlirBlockGetFirstOperation(to); !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationDestroy(op);
    op = next;
  }
  for (MlirOperation op = mlirBlockGetFirstOperation(src); !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationRemoveFromParent(op);
    mlirBlockAppendOwnedOperation(to, op);
    op = next;
  }
}

MlirValue hlo_build_constant_splat_like(HloBuilder *b, MlirType type, MlirAttribute like) {
  MlirType elem = mlirShapedTypeGetElementType(type);
  MlirAttribute value;
  if (mlirTypeIsAInteger(elem) && mlirIntegerTypeGetWidth(elem) == 1)
    value = mlirDenseElementsAttrBoolSplatGet(type, mlirDenseElementsAttrGetBoolSplatValue(like));
  else
    value = mlirDenseElementsAttrSplatGet(type, mlirDenseElementsAttrGetSplatValue(like));
  return hlo_build_constant_attr(b, value);
}

/* ---- builders: indexing, loops, functions ----
 *
 * Gather and scatter take their dimension numbers as opaque struct
 * attributes, printed field by field as StableHLO does; the gather result
 * shape follows the spec (batch dimensions of the indices around the
 * offset dimensions of the slice). Inlining moves the callee's ops rather
 * than cloning them: MLIR 19 drops the <{...}> properties of unregistered
 * ops when it clones them. */

static void int_field(HloStr *s, bool *first, const char *key, int64_t v) {
  hlo_str_printf(s, "%s%s = %lld", *first ? "" : ", ", key, (long long)v);
  *first = false;
}

MlirAttribute hlo_gather_dims_attr(MlirContext ctx, const HloGatherDims *d) {
  HloStr s = {0};
  bool first = true;
  hlo_str_puts(&s, "gather<");
  dims_field(&s, &first, "offset_dims", &d->offset_dims);
  dims_field(&s, &first, "collapsed_slice_dims", &d->collapsed_slice_dims);
  dims_field(&s, &first, "operand_batching_dims", &d->operand_batching_dims);
  dims_field(&s, &first, "start_indices_batching_dims", &d->start_indices_batching_dims);
  dims_field(&s, &first, "start_index_map", &d->start_index_map);
  int_field(&s, &first, "index_vector_dim", d->index_vector_dim);
  hlo_str_puts(&s, ">");
  MlirAttribute a = opaque(ctx, &s);
  hlo_str_free(&s);
  return a;
}

MlirAttribute hlo_scatter_dims_attr(MlirContext ctx, const HloScatterDims *d) {
  HloStr s = {0};
  bool first = true;
  hlo_str_puts(&s, "scatter<");
  dims_field(&s, &first, "update_window_dims", &d->update_window_dims);
  dims_field(&s, &first, "inserted_window_dims", &d->inserted_window_dims);
  dims_field(&s, &first, "input_batching_dims", &d->input_batching_dims);
  dims_field(&s, &first, "scatter_indices_batching_dims", &d->scatter_indices_batching_dims);
  dims_field(&s, &first, "scatter_dims_to_operand_dims", &d->scatter_dims_to_operand_dims);
  int_field(&s, &first, "index_vector_dim", d->index_vector_dim);
  hlo_str_puts(&s, ">");
  MlirAttribute a = opaque(ctx, &s);
  hlo_str_free(&s);
  return a;
}

static bool dims_contain(const HloDims *d, int64_t v) {
  for (int i = 0; i < d->n; i++)
    if (d->v[i] == v)
      return true;
  return false;
}

MlirValue hlo_build_gather(HloBuilder *b, MlirValue operand, MlirValue indices,
                           const HloGatherDims *dims, const HloDims *slice_sizes) {
  MlirType it = mlirValueGetType(indices);
  int irank = (int)mlirShapedTypeGetRank(it);
  int64_t batch[HLO_MAX_RANK], offset[HLO_MAX_RANK];
  int nbatch = 0, noffset = 0;
  for (int i = 0; i < irank; i++)
    if (i != dims->index_vector_dim)
      batch[nbatch++] = mlirShapedTypeGetDimSize(it, i);
  for (int i = 0; i < slice_sizes->n; i++)
    if (!dims_contain(&dims->collapsed_slice_dims, i) &&
        !dims_contain(&dims->operand_batching_dims, i))
      offset[noffset++] = slice_sizes->v[i];
  int64_t out[HLO_MAX_RANK];
  int rank = nbatch + noffset;
  for (int i = 0, bi = 0, oi = 0; i < rank; i++)
    out[i] = dims_contain(&dims->offset_dims, i) ? offset[oi++] : batch[bi++];
  MlirValue ops[2] = {operand, indices};
  HloProp p[3] = {{"dimension_numbers", hlo_gather_dims_attr(b->ctx, dims)},
                  {"indices_are_sorted", mlirBoolAttrGet(b->ctx, 0)},
                  {"slice_sizes", hlo_dims_attr(b->ctx, slice_sizes)}};
  MlirType type = hlo_tensor_type_like(mlirValueGetType(operand), rank, out);
  return build1(b, "stablehlo.gather", 2, ops, type, 3, p);
}

/* One block of two scalar arguments returning `body` applied to them: the
 * combiner region of reduce-like ops. */
static void scalar_combiner(HloBuilder *b, MlirRegion region, MlirType elem, HloOpId body) {
  MlirType scalar = hlo_scalar_tensor_type(elem);
  MlirType args[2] = {scalar, scalar};
  MlirLocation locs[2] = {b->loc, b->loc};
  MlirBlock block = mlirBlockCreate(2, args, locs);
  mlirRegionAppendOwnedBlock(region, block);
  HloBuilder inner = hlo_builder_at_end(block, b->loc);
  MlirValue r = hlo_build_binary(&inner, body, mlirBlockGetArgument(block, 0),
                                 mlirBlockGetArgument(block, 1));
  hlo_build_return(&inner, "stablehlo.return", 1, &r);
}

MlirValue hlo_build_scatter(HloBuilder *b, MlirValue operand, MlirValue indices,
                            MlirValue updates, const HloScatterDims *dims, HloOpId combiner) {
  MlirType type = mlirValueGetType(operand);
  MlirValue ops[3] = {operand, indices, updates};
  HloProp p[3] = {{"indices_are_sorted", mlirBoolAttrGet(b->ctx, 0)},
                  {"scatter_dimension_numbers", hlo_scatter_dims_attr(b->ctx, dims)},
                  {"unique_indices", mlirBoolAttrGet(b->ctx, 0)}};
  MlirOperation op = hlo_build_op(b, "stablehlo.scatter", 3, ops, 1, &type, 3, p, 1);
  scalar_combiner(b, mlirOperationGetRegion(op, 0), mlirShapedTypeGetElementType(type), combiner);
  return mlirOperationGetResult(op, 0);
}

MlirOperation hlo_build_while(HloBuilder *b, intptr_t n, const MlirValue *inits, MlirBlock *cond,
                              MlirBlock *body) {
  MlirType *types = hlo_xmalloc(sizeof(MlirType) * (size_t)(n ? n : 1));
  MlirLocation *locs = hlo_xmalloc(sizeof(MlirLocation) * (size_t)(n ? n : 1));
  for (intptr_t i = 0; i < n; i++) {
    types[i] = mlirValueGetType(inits[i]);
    locs[i] = b->loc;
  }
  MlirOperation op = hlo_build_op(b, "stablehlo.while", n, inits, n, types, 0, NULL, 2);
  MlirBlock blocks[2];
  for (intptr_t r = 0; r < 2; r++) {
    blocks[r] = mlirBlockCreate(n, types, locs);
    mlirRegionAppendOwnedBlock(mlirOperationGetRegion(op, r), blocks[r]);
  }
  free(types);
  free(locs);
  if (cond)
    *cond = blocks[0];
  if (body)
    *body = blocks[1];
  return op;
}

void hlo_func_sync_type(MlirOperation func) {
  MlirBlock entry = hlo_func_entry(func);
  MlirOperation ret = hlo_block_terminator(entry);
  intptr_t nin = mlirBlockGetNumArguments(entry);
  intptr_t nout = mlirOperationIsNull(ret) ? 0 : mlirOperationGetNumOperands(ret);
  MlirType *types = hlo_xmalloc(sizeof(MlirType) * (size_t)(nin + nout + 1));
  for (intptr_t i = 0; i < nin; i++)
    types[i] = mlirValueGetType(mlirBlockGetArgument(entry, i));
  for (intptr_t i = 0; i < nout; i++)
    types[nin + i] = mlirValueGetType(mlirOperationGetOperand(ret, i));
  MlirContext ctx = mlirOperationGetContext(func);
  MlirType fty = mlirFunctionTypeGet(ctx, nin, types, nout, types + nin);
  hlo_set_property(func, "function_type", mlirTypeAttrGet(fty));
  free(types);
}

/* The func.call ops in `module` naming `callee`. */
typedef struct CallCount {
  MlirStringRef callee;
  int n;
} CallCount;

static MlirWalkResult count_calls(MlirOperation op, void *user) {
  CallCount *c = user;
  MlirStringRef name;
  if (hlo_op_name_is(op, "func.call") && hlo_attr_string(op, "callee", &name) &&
      name.length == c->callee.length && !memcmp(name.data, c->callee.data, name.length))
    c->n++;
  return MlirWalkResultAdvance;
}

bool hlo_inline_call(MlirOperation call) {
  MlirOperation callee = hlo_call_callee(call);
  if (mlirOperationIsNull(callee))
    return false;
  MlirBlock entry = hlo_func_entry(callee);
  if (mlirBlockIsNull(entry) || !mlirBlockIsNull(mlirBlockGetNextInRegion(entry)))
    return false;
  CallCount count = {hlo_func_name(callee), 0};
  mlirOperationWalk(mlirOperationGetParentOperation(callee), count_calls, &count,
                    MlirWalkPreOrder);
  if (count.n != 1)
    return false;
  for (intptr_t i = 0, n = mlirBlockGetNumArguments(entry); i < n; i++)
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(entry, i), mlirOperationGetOperand(call, i));
  MlirOperation ret = hlo_block_terminator(entry);
  for (MlirOperation op = mlirBlockGetFirstOperation(entry); op.ptr != ret.ptr;) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, call);
    op = next;
  }
  for (intptr_t i = 0, n = mlirOperationGetNumResults(call); i < n; i++)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(call, i), mlirOperationGetOperand(ret, i));
  mlirOperationDestroy(call);
  mlirOperationDestroy(callee);
  return true;
}

/* ---- copying with a value map (hlomem-inline) ---- */

static MlirValue mapped(const HloPtrMap *map, MlirValue v) {
  int64_t to;
  return hlo_ptrmap_get(map, v.ptr, &to) ? (MlirValue){(const void *)(intptr_t)to} : v;
}

static MlirLocation at_caller(MlirLocation loc, MlirLocation caller) {
  return mlirLocationIsNull(caller) ? loc : mlirLocationCallSiteGet(loc, caller);
}

static void copy_block_into(MlirBlock from, MlirRegion to, MlirLocation loc, HloPtrMap *map,
                            MlirLocation caller) {
  intptr_t nargs = mlirBlockGetNumArguments(from);
  MlirType *types = hlo_xmalloc(sizeof *types * (size_t)(nargs ? nargs : 1));
  MlirLocation *locs = hlo_xmalloc(sizeof *locs * (size_t)(nargs ? nargs : 1));
  for (intptr_t i = 0; i < nargs; i++) {
    types[i] = mlirValueGetType(mlirBlockGetArgument(from, i));
    locs[i] = loc; /* MLIR 19's C API cannot read a block argument's location */
  }
  MlirBlock block = mlirBlockCreate(nargs, types, locs);
  free(types);
  free(locs);
  mlirRegionAppendOwnedBlock(to, block);
  for (intptr_t i = 0; i < nargs; i++)
    hlo_ptrmap_put(map, mlirBlockGetArgument(from, i).ptr,
                   (int64_t)(intptr_t)mlirBlockGetArgument(block, i).ptr);
  for (MlirOperation op = mlirBlockGetFirstOperation(from); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    mlirBlockAppendOwnedOperation(block, hlo_op_copy_mapped(op, map, caller));
}

MlirOperation hlo_op_copy_mapped(MlirOperation op, HloPtrMap *map, MlirLocation caller) {
  MlirLocation loc = at_caller(mlirOperationGetLocation(op), caller);
  MlirOperationState st = mlirOperationStateGet(mlirIdentifierStr(mlirOperationGetName(op)), loc);
  intptr_t nops = mlirOperationGetNumOperands(op), nres = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < nops; i++) {
    MlirValue v = mapped(map, mlirOperationGetOperand(op, i));
    mlirOperationStateAddOperands(&st, 1, &v);
  }
  for (intptr_t i = 0; i < nres; i++) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, i));
    mlirOperationStateAddResults(&st, 1, &t);
  }
  for (intptr_t i = 0, n = mlirOperationGetNumDiscardableAttributes(op); i < n; i++) {
    MlirNamedAttribute a = mlirOperationGetDiscardableAttribute(op, i);
    mlirOperationStateAddAttributes(&st, 1, &a);
  }
  intptr_t nregions = mlirOperationGetNumRegions(op);
  MlirRegion *regions = hlo_xmalloc(sizeof *regions * (size_t)(nregions ? nregions : 1));
  for (intptr_t r = 0; r < nregions; r++) {
    regions[r] = mlirRegionCreate();
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      copy_block_into(b, regions[r], loc, map, caller);
  }
  mlirOperationStateAddOwnedRegions(&st, nregions, regions);
  free(regions);
  MlirOperation copy = mlirOperationCreate(&st);
  hlo_op_each_property(op, set_property, &copy);
  for (intptr_t i = 0; i < nres; i++)
    hlo_ptrmap_put(map, mlirOperationGetResult(op, i).ptr,
                   (int64_t)(intptr_t)mlirOperationGetResult(copy, i).ptr);
  return copy;
}

