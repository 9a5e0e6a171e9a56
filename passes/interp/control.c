/*
 * Interpreter, control: while, if, case, chlo.scan, func.call and
 * composite (a call of its decomposition), tuples, optimization_barrier,
 * tokens (after_all, create_token), the ids of a single-process run;
 * custom calls go to the checks (checks.c).
 *
 * Regions run through interp_run_block; carried values move between
 * iterations by reference, so a loop copies nothing. A scan copies each
 * step's slices of its inputs out and its outputs in, and carries the
 * rest by reference as while does.
 */
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "internal.h"

/* ---- while, if, case ---- */

static bool run_while(Exec *x, Frame *f, const Instr *ins) {
  int32_t n = ins->nin;
  Buf **carry = hlo_xcalloc((size_t)(n ? n : 1), sizeof *carry);
  Buf **next = hlo_xcalloc((size_t)(n ? n : 1), sizeof *next);
  for (int32_t i = 0; i < n; i++)
    carry[i] = buf_ref(in_buf(f, ins, i));
  bool ok = true;
  for (;;) {
    Buf *pred = NULL;
    if (!(ok = interp_run_block(x, f, &ins->regions[0], carry, &pred)))
      break;
    bool go_on = pred->data[0] != 0;
    interp_buf_unref(x, pred);
    if (!go_on)
      break;
    if (!(ok = interp_run_block(x, f, &ins->regions[1], carry, next)))
      break;
    for (int32_t i = 0; i < n; i++) {
      interp_buf_unref(x, carry[i]);
      carry[i] = next[i];
    }
  }
  for (int32_t i = 0; i < n; i++) {
    if (ok)
      f->slots[ins->out[i]] = carry[i];
    else
      interp_buf_unref(x, carry[i]);
  }
  free(carry);
  free(next);
  return ok;
}

/* Runs region r, which takes no arguments, into the results. */
static bool run_branch(Exec *x, Frame *f, const Instr *ins, int32_t r) {
  Buf **out = hlo_xcalloc((size_t)(ins->nout ? ins->nout : 1), sizeof *out);
  bool ok = interp_run_block(x, f, &ins->regions[r], NULL, out);
  for (int32_t i = 0; ok && i < ins->nout; i++)
    f->slots[ins->out[i]] = out[i];
  free(out);
  return ok;
}

static bool run_if(Exec *x, Frame *f, const Instr *ins) {
  return run_branch(x, f, ins, in_data(f, ins, 0)[0] ? 0 : 1);
}

static bool run_case(Exec *x, Frame *f, const Instr *ins) {
  int64_t index = interp_read_index(ins->tin[0]->dt, in_data(f, ins, 0));
  if (index < 0 || index >= ins->nregions)
    index = ins->nregions - 1; /* out of range: the last branch */
  return run_branch(x, f, ins, (int32_t)index);
}

static bool lower_while(Lower *l, Instr *ins) {
  if (ins->nregions != 2 || ins->nout != ins->nin)
    return interp_lower_fail(l, ins, "expects two regions and one result per operand");
  for (int32_t i = 0; i < ins->nin; i++) {
    if (ins->tout[i] != ins->tin[i])
      return interp_lower_fail(l, ins, "result #%d does not have the type of operand #%d", i, i);
    for (int r = 0; r < 2; r++)
      if (ins->regions[r].nargs != ins->nin || ins->regions[r].targs[i] != ins->tin[i])
        return interp_lower_fail(l, ins, "expects the %s's arguments to have the operand types",
                                 r ? "body" : "condition");
  }
  const Block *cond = &ins->regions[0];
  const Instr *term = &cond->code[cond->ncode - 1];
  if (term->nin != 1 || term->tin[0]->kind != IT_TENSOR || term->tin[0]->rank != 0 ||
      term->tin[0]->dt != HLO_DT_I1)
    return interp_lower_fail(l, ins, "expects its condition to yield a tensor<i1>");
  if (!interp_check_yields(l, ins, &ins->regions[1], ins->nin, ins->tin, "its body"))
    return false;
  ins->run = run_while;
  return true;
}

/* if selects by a tensor<i1>, case by an integer scalar. */
static bool lower_branches(Lower *l, Instr *ins) {
  const IType *t = ins->tin[0];
  bool is_if = ins->op == HLO_OP_IF;
  if (t->kind != IT_TENSOR || t->rank != 0 ||
      (is_if ? t->dt != HLO_DT_I1 : !hlo_dtype_is_int(t->dt)))
    return interp_lower_fail(l, ins, "expects a %s selector",
                             is_if ? "tensor<i1>" : "scalar integer");
  if (ins->nregions < 1 || (is_if && ins->nregions != 2))
    return interp_lower_fail(l, ins, "has the wrong number of branches");
  for (int32_t r = 0; r < ins->nregions; r++) {
    if (ins->regions[r].nargs != 0)
      return interp_lower_fail(l, ins, "expects branches without arguments");
    if (!interp_check_yields(l, ins, &ins->regions[r], ins->nout, ins->tout, "each branch"))
      return false;
  }
  ins->run = is_if ? run_if : run_case;
  return true;
}

/* ---- chlo.scan ---- */

/* Step k of a scan along `dim`: inputs are sliced there, outputs stored
 * there; a slice is its tensor without that dimension. */
typedef struct Scan {
  int32_t ninputs, ncarries, noutputs;
  int64_t dim, steps;
  bool reverse;
} Scan;

/* Copies slice k along dim of `full` (shape t) to or from `part`. */
static void copy_slice(const IType *t, int64_t dim, int64_t k, unsigned char *full,
                       unsigned char *part, bool into_full) {
  int64_t strides[HLO_MAX_RANK], dims[HLO_MAX_RANK], fs[HLO_MAX_RANK], ps[HLO_MAX_RANK];
  itype_strides(t, strides);
  int r = 0;
  for (int d = 0; d < t->rank; d++)
    if (d != dim) {
      dims[r] = t->dims[d];
      fs[r++] = strides[d];
    }
  for (int64_t d = r - 1, inner = 1; d >= 0; d--) {
    ps[d] = inner;
    inner *= dims[d];
  }
  int es = hlo_dtype_bytes(t->dt);
  unsigned char *base = full + k * strides[dim] * es;
  if (into_full)
    interp_strided_copy(es, r, dims, base, fs, part, ps);
  else
    interp_strided_copy(es, r, dims, part, ps, base, fs);
}

static bool run_scan(Exec *x, Frame *f, const Instr *ins) {
  const Scan *sc = ins->attr;
  int32_t nargs = sc->ninputs + sc->ncarries, nyields = sc->noutputs + sc->ncarries;
  const Block *body = &ins->regions[0];
  Buf **args = hlo_xcalloc((size_t)(nargs ? nargs : 1), sizeof *args);
  Buf **yields = hlo_xcalloc((size_t)(nyields ? nyields : 1), sizeof *yields);
  Buf **outs = hlo_xcalloc((size_t)(sc->noutputs ? sc->noutputs : 1), sizeof *outs);
  for (int32_t i = 0; i < sc->noutputs; i++)
    outs[i] = interp_result(x, f, ins, i);
  for (int32_t i = 0; i < sc->ncarries; i++)
    args[sc->ninputs + i] = buf_ref(in_buf(f, ins, sc->ninputs + i));
  bool ok = true;
  for (int64_t step = 0; ok && step < sc->steps; step++) {
    int64_t k = sc->reverse ? sc->steps - 1 - step : step;
    for (int32_t i = 0; i < sc->ninputs; i++) {
      args[i] = interp_buf_new(x, (size_t)body->targs[i]->size);
      copy_slice(ins->tin[i], sc->dim, k, in_buf(f, ins, i)->data, args[i]->data, false);
    }
    ok = interp_run_block(x, f, body, args, yields);
    for (int32_t i = 0; i < sc->ninputs; i++)
      interp_buf_unref(x, args[i]);
    if (!ok)
      break;
    for (int32_t i = 0; i < sc->noutputs; i++) {
      copy_slice(ins->tout[i], sc->dim, k, outs[i]->data, yields[i]->data, true);
      interp_buf_unref(x, yields[i]);
    }
    for (int32_t i = 0; i < sc->ncarries; i++) {
      interp_buf_unref(x, args[sc->ninputs + i]);
      args[sc->ninputs + i] = yields[sc->noutputs + i];
    }
  }
  for (int32_t i = 0; i < sc->ncarries; i++) {
    if (ok)
      f->slots[ins->out[sc->noutputs + i]] = args[sc->ninputs + i];
    else
      interp_buf_unref(x, args[sc->ninputs + i]);
  }
  free(args);
  free(yields);
  free(outs);
  return ok;
}

/* Is `part` the tensor `full` without dimension dim? */
static bool is_slice_type(const IType *part, const IType *full, int64_t dim) {
  if (part->kind != IT_TENSOR || full->kind != IT_TENSOR || part->dt != full->dt ||
      part->rank != full->rank - 1)
    return false;
  for (int d = 0, k = 0; d < full->rank; d++)
    if (d != dim && part->dims[k++] != full->dims[d])
      return false;
  return true;
}

static bool segment_sizes(MlirOperation op, const char *name, int32_t *a, int32_t *b) {
  MlirAttribute seg = hlo_attr(op, name);
  if (mlirAttributeIsNull(seg) || !mlirAttributeIsADenseI32Array(seg) ||
      mlirDenseArrayGetNumElements(seg) != 2)
    return false;
  *a = mlirDenseI32ArrayGetElement(seg, 0);
  *b = mlirDenseI32ArrayGetElement(seg, 1);
  return *a >= 0 && *b >= 0;
}

/* chlo.scan: inputs then inits; outputs then carries; the body takes a
 * slice of each input and the carries and yields a slice of each output
 * and the new carries. */
bool interp_lower_scan(Lower *l, Instr *ins) {
  Scan *sc = LOWER_NEW(l, Scan);
  int32_t ncarries2;
  if (!segment_sizes(ins->mop, "operandSegmentSizes", &sc->ninputs, &sc->ncarries) ||
      !segment_sizes(ins->mop, "resultSegmentSizes", &sc->noutputs, &ncarries2) ||
      ncarries2 != sc->ncarries || sc->ninputs + sc->ncarries != ins->nin ||
      sc->noutputs + sc->ncarries != ins->nout)
    return interp_lower_fail(l, ins, "has operand or result segments that do not match its "
                             "operands and results");
  if (!interp_attr_i64(l, ins, "dimension", &sc->dim, true))
    return false;
  hlo_attr_bool(ins->mop, "is_reverse", &sc->reverse);
  if (ins->nregions != 1 || ins->regions[0].nargs != ins->nin)
    return interp_lower_fail(l, ins, "expects a body taking one argument per operand");
  const Block *body = &ins->regions[0];
  sc->steps = -1;
  for (int32_t i = 0; i < ins->nin + ins->nout; i++) {
    bool scanned = i < sc->ninputs || (i >= ins->nin && i < ins->nin + sc->noutputs);
    const IType *t = i < ins->nin ? ins->tin[i] : ins->tout[i - ins->nin];
    if (t->kind != IT_TENSOR)
      return interp_lower_fail(l, ins, "expects tensor operands and results");
    if (!scanned)
      continue;
    if (sc->dim < 0 || sc->dim >= t->rank || (sc->steps >= 0 && t->dims[sc->dim] != sc->steps))
      return interp_lower_fail(l, ins, "expects its inputs and outputs to have dimension %lld "
                               "of one size", (long long)sc->dim);
    sc->steps = t->dims[sc->dim];
  }
  if (sc->steps < 0)
    return interp_lower_fail(l, ins, "has neither inputs nor outputs");
  const Instr *term = &body->code[body->ncode - 1];
  if (term->nin != ins->nout)
    return interp_lower_fail(l, ins, "expects its body to yield %d values", ins->nout);
  for (int32_t i = 0; i < sc->ninputs; i++)
    if (!is_slice_type(body->targs[i], ins->tin[i], sc->dim))
      return interp_lower_fail(l, ins, "expects body argument #%d to be a slice of input #%d",
                               i, i);
  for (int32_t i = 0; i < sc->noutputs; i++)
    if (!is_slice_type(term->tin[i], ins->tout[i], sc->dim))
      return interp_lower_fail(l, ins, "expects the body's value #%d to be a slice of output #%d",
                               i, i);
  for (int32_t i = 0; i < sc->ncarries; i++) {
    const IType *init = ins->tin[sc->ninputs + i];
    if (body->targs[sc->ninputs + i] != init || term->tin[sc->noutputs + i] != init ||
        ins->tout[sc->noutputs + i] != init)
      return interp_lower_fail(l, ins, "expects carry #%d to keep the type of its init", i);
  }
  ins->attr = sc;
  ins->run = run_scan;
  return true;
}

/* ---- calls ---- */

static bool run_call(Exec *x, Frame *f, const Instr *ins) {
  Buf **args = hlo_xcalloc((size_t)(ins->nin ? ins->nin : 1), sizeof *args);
  Buf **out = hlo_xcalloc((size_t)(ins->nout ? ins->nout : 1), sizeof *out);
  for (int32_t i = 0; i < ins->nin; i++)
    args[i] = in_buf(f, ins, i);
  bool ok = interp_call(x, ins->callee, args, out);
  for (int32_t i = 0; ok && i < ins->nout; i++)
    f->slots[ins->out[i]] = out[i];
  free(args);
  free(out);
  return ok;
}

/* The callee's signature must be the call's: checked on MLIR types, since
 * the callee may not be lowered yet. */
static bool lower_call(Lower *l, Instr *ins, const char *attr) {
  ins->callee = interp_lower_callee(l, ins, attr);
  if (ins->callee < 0)
    return false;
  MlirStringRef name;
  hlo_attr_string(ins->mop, attr, &name);
  MlirOperation callee = interp_lower_func_op(l, ins->callee);
  MlirBlock body = hlo_func_entry(callee);
  if (mlirBlockGetNumArguments(body) != ins->nin)
    return interp_lower_fail(l, ins, "passes %d arguments to @%.*s, which takes %d", ins->nin,
                             (int)name.length, name.data, (int)mlirBlockGetNumArguments(body));
  for (int32_t i = 0; i < ins->nin; i++)
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetOperand(ins->mop, i)),
                       mlirValueGetType(mlirBlockGetArgument(body, i))))
      return interp_lower_fail(l, ins, "passes operand #%d with a type @%.*s does not take", i,
                               (int)name.length, name.data);
  MlirOperation ret = hlo_block_terminator(body);
  if (mlirOperationGetNumOperands(ret) != ins->nout)
    return interp_lower_fail(l, ins, "expects %d results from @%.*s, which returns %d", ins->nout,
                             (int)name.length, name.data, (int)mlirOperationGetNumOperands(ret));
  for (int32_t i = 0; i < ins->nout; i++)
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(ins->mop, i)),
                       mlirValueGetType(mlirOperationGetOperand(ret, i))))
      return interp_lower_fail(l, ins, "expects result #%d of a type @%.*s does not return", i,
                               (int)name.length, name.data);
  ins->run = run_call;
  return true;
}

/* ---- tuples, barriers, ids ---- */

static bool run_tuple(Exec *x, Frame *f, const Instr *ins) {
  Buf *t = interp_tuple_new(x, ins->nin);
  for (int32_t i = 0; i < ins->nin; i++)
    t->elems[i] = buf_ref(in_buf(f, ins, i));
  f->slots[ins->out[0]] = t;
  return true;
}

static bool run_get_tuple_element(Exec *x, Frame *f, const Instr *ins) {
  (void)x;
  interp_result_share(f, ins, 0, in_buf(f, ins, 0)->elems[*(const int64_t *)ins->attr]);
  return true;
}

static bool run_token(Exec *x, Frame *f, const Instr *ins) {
  interp_result(x, f, ins, 0);
  return true;
}

static bool run_forward(Exec *x, Frame *f, const Instr *ins) {
  (void)x;
  for (int32_t i = 0; i < ins->nin; i++)
    interp_result_share(f, ins, i, in_buf(f, ins, i));
  return true;
}

static bool run_zero_id(Exec *x, Frame *f, const Instr *ins) {
  memset(interp_result(x, f, ins, 0)->data, 0, 4);
  return true;
}

bool interp_lower_control(Lower *l, Instr *ins) {
  switch (ins->op) {
  case HLO_OP_WHILE:
    return lower_while(l, ins);
  case HLO_OP_IF:
  case HLO_OP_CASE:
    return lower_branches(l, ins);
  case HLO_OP_CALL:
    return lower_call(l, ins, "callee");
  case HLO_OP_COMPOSITE:
    return lower_call(l, ins, "decomposition");
  case HLO_OP_CUSTOM_CALL: {
    MlirStringRef target;
    if (!hlo_attr_string(ins->mop, "call_target_name", &target))
      return interp_lower_fail(l, ins, "requires a 'call_target_name'");
    return interp_lower_check_call(l, ins, target);
  }
  case HLO_OP_TUPLE: {
    const IType *t = ins->tout[0];
    if (t->kind != IT_TUPLE || t->nelems != ins->nin)
      return interp_lower_fail(l, ins, "must return a tuple of its operands");
    for (int32_t i = 0; i < ins->nin; i++)
      if (t->elems[i] != ins->tin[i])
        return interp_lower_fail(l, ins, "must return a tuple of its operands' types");
    ins->run = run_tuple;
    return true;
  }
  case HLO_OP_GET_TUPLE_ELEMENT: {
    int64_t *index = LOWER_NEW(l, int64_t);
    if (!interp_attr_i64(l, ins, "index", index, true))
      return false;
    const IType *t = ins->tin[0];
    if (t->kind != IT_TUPLE || *index < 0 || *index >= t->nelems ||
        t->elems[*index] != ins->tout[0])
      return interp_lower_fail(l, ins, "must return element %lld of its tuple operand",
                               (long long)*index);
    ins->attr = index;
    ins->run = run_get_tuple_element;
    return true;
  }
  case HLO_OP_OPTIMIZATION_BARRIER:
    if (ins->nout != ins->nin)
      return interp_lower_fail(l, ins, "must return its operands");
    for (int32_t i = 0; i < ins->nin; i++)
      if (ins->tout[i] != ins->tin[i])
        return interp_lower_fail(l, ins, "must return its operands unchanged in type");
    ins->run = run_forward;
    return true;
  case HLO_OP_AFTER_ALL:
  case HLO_OP_CREATE_TOKEN:
    /* A token orders effects; one process has nothing to order. */
    for (int32_t i = 0; i < ins->nin; i++)
      if (ins->tin[i]->kind != IT_TOKEN)
        return interp_lower_fail(l, ins, "expects token operands");
    if (ins->nout != 1 || ins->tout[0]->kind != IT_TOKEN)
      return interp_lower_fail(l, ins, "must return a token");
    ins->run = run_token;
    return true;
  case HLO_OP_PARTITION_ID:
  case HLO_OP_REPLICA_ID:
    if (ins->tout[0]->kind != IT_TENSOR || ins->tout[0]->rank != 0 ||
        ins->tout[0]->dt != HLO_DT_U32)
      return interp_lower_fail(l, ins, "must return a tensor<ui32>");
    ins->run = run_zero_id;
    return true;
  default:
    return interp_lower_fail(l, ins, "is not supported by hlomem-run");
  }
}
