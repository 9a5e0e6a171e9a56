/*
 * Interpreter, control: while, if, case, func.call and composite (a call
 * of its decomposition), tuples, optimization_barrier, the ids of a
 * single-process run; custom calls go to the checks (checks.c).
 *
 * Regions run through interp_run_block; carried values move between
 * iterations by reference, so a loop copies nothing.
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

bool interp_lower_annotation(Lower *l, Instr *ins) {
  if (ins->nin != 1 || ins->nout != 1 || ins->tout[0] != ins->tin[0])
    return interp_lower_fail(l, ins, "is not supported by hlomem-run: it changes the type "
                             "between the global and the per-device shape (a manual region "
                             "runs per device; hlomem-run runs the global program)");
  ins->run = run_forward;
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
