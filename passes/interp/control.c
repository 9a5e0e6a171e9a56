/*
 * Interpreter, control: while, if, case, func.call and composite (a call
 * of its decomposition), tuples, optimization_barrier, the ids of a
 * single-process run, and the check.* custom calls that make a program
 * its own test.
 *
 * Regions run through interp_run_block; carried values move between
 * iterations by reference, so a loop copies nothing. The checks follow
 * the StableHLO interpreter's check dialect: expect_eq is exact (NaN
 * equals NaN, -0.0 differs from 0.0), expect_almost_eq allows an absolute
 * `tolerance` (default 1e-4), expect_close a distance in units in the
 * last place between `min_ulp_difference` (0) and `max_ulp_difference`
 * (1); check.eq is expect_eq that also returns its answer as an i1.
 * Options are read from the op's attributes or its backend_config
 * dictionary. A failed check is reported and counted; the run goes on.
 */
#include <math.h>
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

/* ---- checks ---- */

typedef enum CheckKind { CHECK_EQ, CHECK_ALMOST_EQ, CHECK_CLOSE, CHECK_EQ_RESULT } CheckKind;

typedef struct CheckAttr {
  CheckKind kind;
  const char *name;
  double tolerance;
  uint64_t min_ulp, max_ulp;
  bool elementwise_result; /* check.eq returning one i1 per element */
} CheckAttr;

/* Distance in representable values between two floats of dtype dt, read
 * as doubles (exact for every float dtype); UINT64_MAX if not comparable. */
static uint64_t ulp_distance(HloDtype dt, double a, double b) {
  if (isnan(a) && isnan(b))
    return 0;
  if (a == b && signbit(a) == signbit(b))
    return 0;
  if (!isfinite(a) || !isfinite(b))
    return UINT64_MAX;
  /* Map to ordered integers: the bit patterns of the magnitudes, negated
   * for negative numbers. */
  HloTensor ta = {dt, 0, {0}, NULL}, tb = {dt, 0, {0}, NULL};
  uint64_t ua = 0, ub = 0;
  ta.data = &ua;
  tb.data = &ub;
  hlo_tensor_set_f64(&ta, 0, fabs(a));
  hlo_tensor_set_f64(&tb, 0, fabs(b));
  int64_t ia = a < 0 ? -(int64_t)ua : (int64_t)ua, ib = b < 0 ? -(int64_t)ub : (int64_t)ub;
  return ia > ib ? (uint64_t)ia - (uint64_t)ib : (uint64_t)ib - (uint64_t)ia;
}

static bool same_bits_or_nan(double a, double b) {
  return (isnan(a) && isnan(b)) || (a == b && signbit(a) == signbit(b));
}

/* Compares one real component (a part of a complex number, or a float). */
static bool component_ok(const CheckAttr *c, HloDtype dt, double a, double b) {
  switch (c->kind) {
  case CHECK_ALMOST_EQ:
    return (isnan(a) && isnan(b)) || a == b || fabs(a - b) <= c->tolerance;
  case CHECK_CLOSE: {
    uint64_t d = ulp_distance(dt, a, b);
    return d != UINT64_MAX && d >= c->min_ulp && d <= c->max_ulp;
  }
  default:
    return same_bits_or_nan(a, b);
  }
}

static bool element_ok(const CheckAttr *c, HloDtype dt, const unsigned char *a,
                       const unsigned char *b) {
  if (!hlo_dtype_is_float(dt) && !hlo_dtype_is_complex(dt))
    return memcmp(a, b, (size_t)hlo_dtype_bytes(dt)) == 0;
  HloDtype part = dt == HLO_DT_C64 ? HLO_DT_F32 : dt == HLO_DT_C128 ? HLO_DT_F64 : dt;
  int n = hlo_dtype_is_complex(dt) ? 2 : 1, step = hlo_dtype_bytes(part);
  for (int i = 0; i < n; i++) {
    double x[2];
    hlo_convert(HLO_DT_F64, &x[0], part, a + i * step, 1);
    hlo_convert(HLO_DT_F64, &x[1], part, b + i * step, 1);
    if (!component_ok(c, part, x[0], x[1]))
      return false;
  }
  return true;
}

static bool run_check(Exec *x, Frame *f, const Instr *ins) {
  const CheckAttr *c = ins->attr;
  const IType *t = ins->tin[0];
  const unsigned char *a = in_data(f, ins, 0), *b = in_data(f, ins, 1);
  int esize = hlo_dtype_bytes(t->dt);
  unsigned char *answer = ins->nout ? interp_result(x, f, ins, 0)->data : NULL;
  int64_t bad = 0, first = -1;
  for (int64_t i = 0; i < t->count; i++) {
    bool ok = element_ok(c, t->dt, a + i * esize, b + i * esize);
    if (answer && c->elementwise_result)
      answer[i] = ok;
    if (!ok && bad++ == 0)
      first = i;
  }
  if (answer && !c->elementwise_result)
    answer[0] = bad == 0;
  interp_count_check(x, bad == 0);
  if (bad) {
    HloTensor ta = {t->dt, 0, {0}, (void *)(a + first * esize)};
    HloTensor tb = {t->dt, 0, {0}, (void *)(b + first * esize)};
    HloStr msg = {0};
    hlo_str_printf(&msg, "%s failed: %lld of %lld elements differ; first at index ", c->name,
                   (long long)bad, (long long)t->count);
    hlo_format_index(t->rank, t->dims, first, &msg);
    hlo_str_puts(&msg, ": ");
    hlo_format_element(&ta, 0, &msg);
    hlo_str_puts(&msg, " (actual) vs ");
    hlo_format_element(&tb, 0, &msg);
    hlo_str_puts(&msg, " (expected)");
    if (c->kind == CHECK_ALMOST_EQ)
      hlo_str_printf(&msg, ", tolerance %g", c->tolerance);
    if (c->kind == CHECK_CLOSE)
      hlo_str_printf(&msg, ", allowed %llu to %llu ulp", (unsigned long long)c->min_ulp,
                     (unsigned long long)c->max_ulp);
    hlo_error(mlirOperationGetLocation(ins->mop), "%s", msg.data);
    hlo_str_free(&msg);
  }
  return true;
}

/* An option of a check: an attribute of the op, or an entry of its
 * backend_config dictionary. */
static MlirAttribute check_option(const Instr *ins, const char *name) {
  MlirAttribute a = hlo_attr(ins->mop, name);
  if (!mlirAttributeIsNull(a))
    return a;
  MlirAttribute config = hlo_attr(ins->mop, "backend_config");
  if (!mlirAttributeIsNull(config) && mlirAttributeIsADictionary(config))
    return mlirDictionaryAttrGetElementByName(config, mlirStringRefCreateFromCString(name));
  return mlirAttributeGetNull();
}

static bool option_f64(Lower *l, const Instr *ins, const char *name, double *out) {
  MlirAttribute a = check_option(ins, name);
  if (mlirAttributeIsNull(a))
    return true;
  if (mlirAttributeIsAFloat(a))
    *out = mlirFloatAttrGetValueDouble(a);
  else if (mlirAttributeIsAInteger(a))
    *out = (double)mlirIntegerAttrGetValueInt(a);
  else
    return interp_lower_fail(l, ins, "has a malformed '%s' (expected a number)", name);
  return true;
}

static bool option_u64(Lower *l, const Instr *ins, const char *name, uint64_t *out) {
  MlirAttribute a = check_option(ins, name);
  if (mlirAttributeIsNull(a))
    return true;
  if (!mlirAttributeIsAInteger(a) || mlirIntegerAttrGetValueInt(a) < 0)
    return interp_lower_fail(l, ins, "has a malformed '%s' (expected a count)", name);
  *out = (uint64_t)mlirIntegerAttrGetValueInt(a);
  return true;
}

static bool lower_check(Lower *l, Instr *ins, MlirStringRef target) {
  static const struct {
    const char *name;
    CheckKind kind;
  } targets[] = {{"check.expect_eq", CHECK_EQ},
                 {"check.expect_almost_eq", CHECK_ALMOST_EQ},
                 {"check.expect_close", CHECK_CLOSE},
                 {"check.eq", CHECK_EQ_RESULT}};
  CheckAttr *c = LOWER_NEW(l, CheckAttr);
  c->name = NULL;
  for (size_t i = 0; i < sizeof targets / sizeof *targets; i++)
    if (strlen(targets[i].name) == target.length &&
        memcmp(targets[i].name, target.data, target.length) == 0) {
      c->name = targets[i].name;
      c->kind = targets[i].kind;
    }
  if (!c->name)
    return interp_lower_fail(l, ins, "has target '%.*s', which hlomem-run does not support",
                             (int)target.length, target.data);
  if (ins->nin != 2 || ins->tin[0] != ins->tin[1] || ins->tin[0]->kind != IT_TENSOR)
    return interp_lower_fail(l, ins, "%s expects two tensors of the same type", c->name);
  HloDtype dt = ins->tin[0]->dt;
  if ((c->kind == CHECK_ALMOST_EQ || c->kind == CHECK_CLOSE) && !hlo_dtype_is_float(dt) &&
      !hlo_dtype_is_complex(dt))
    return interp_lower_fail(l, ins, "%s expects floating-point or complex tensors", c->name);
  if (c->kind == CHECK_EQ_RESULT && ins->nout == 1) {
    const IType *r = ins->tout[0];
    c->elementwise_result = r->rank != 0;
    if (r->kind != IT_TENSOR || r->dt != HLO_DT_I1 ||
        (r->rank != 0 && !itype_same_shape(r, ins->tin[0])))
      return interp_lower_fail(l, ins,
                               "check.eq returns a tensor<i1> or one i1 per element of its "
                               "operands");
  } else if (ins->nout != 0) {
    return interp_lower_fail(l, ins, "%s has no results", c->name);
  }
  c->tolerance = 1e-4;
  c->min_ulp = 0;
  c->max_ulp = 1;
  if (!option_f64(l, ins, "tolerance", &c->tolerance) ||
      !option_u64(l, ins, "min_ulp_difference", &c->min_ulp) ||
      !option_u64(l, ins, "max_ulp_difference", &c->max_ulp))
    return false;
  ins->attr = c;
  ins->run = run_check;
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
    return lower_check(l, ins, target);
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
