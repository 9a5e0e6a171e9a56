/*
 * Interpreter, checks: the ops and custom calls that make a program its
 * own test, as in StableHLO's interpreter (stablehlo/tests/CheckOps.td,
 * run by `stablehlo-translate --interpret`).
 *
 * Contract. Two spellings are run:
 *
 *   - the check dialect's ops, with StableHLO's semantics:
 *     check.expect_eq / expect_eq_const compare with IEEE equality (NaN
 *     differs from everything, -0.0 equals 0.0); expect_almost_eq /
 *     expect_almost_eq_const allow an absolute `tolerance` (default 1e-4),
 *     NaN matching NaN and infinities only themselves; expect_close allows
 *     a distance in units in the last place within [min_ulp_difference,
 *     max_ulp_difference] (defaults 0 and 1), non-finite values having to
 *     be bitwise equal or both NaN, complex numbers taking the larger
 *     distance of their parts; expect_serialized_eq compares a value with
 *     what `interpreter.probe` recorded under a probe_id, at its
 *     `iteration`-th execution, type and value;
 *   - the stablehlo.custom_call targets JAX's test programs use, with the
 *     defaults stablehlo-translate gives them: check.expect_close 0 to 3
 *     ulp, check.expect_almost_eq a tolerance of 1e-3, check.eq exact for
 *     integers and booleans and within 1e-4 otherwise, answering an i1
 *     (one, or hlomem's extension, one per element). check.expect_eq is
 *     hlomem's bit-exact comparison (NaN matching any NaN, -0.0 differing
 *     from 0.0), which its own tests rely on. Options may be attributes of
 *     the call or entries of its backend_config dictionary.
 *
 * A check is counted; a failure is reported at the check's location with
 * the first differing element and the run goes on.
 *
 * Probes are kept in memory for the run (recorded in order, cleared when
 * a run starts): expect_serialized_eq compares with values probed earlier
 * in the same run, which is what StableHLO's files check through the
 * index.csv and .npy files a probe writes. hlomem-run writes no files.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "internal.h"

typedef enum CheckKind {
  CHECK_EQ,        /* IEEE equality */
  CHECK_BITS,      /* bit-exact, NaN matching NaN */
  CHECK_ALMOST_EQ, /* absolute tolerance */
  CHECK_CLOSE,     /* ulp distance */
  CHECK_EQ_ANSWER, /* check.eq: exact for integers, else tolerance; answers i1 */
  CHECK_SERIALIZED /* against a probe */
} CheckKind;

typedef struct CheckAttr {
  CheckKind kind;
  const char *name;
  double tolerance;
  uint64_t min_ulp, max_ulp;
  const unsigned char *expected; /* *_const: the value, expanded */
  bool elementwise_answer;       /* check.eq returning one i1 per element */
  MlirStringRef probe_id;        /* expect_serialized_eq */
  uint64_t iteration;
} CheckAttr;

/* ---- one element ---- */

static uint64_t raw_bits(const unsigned char *p, int bytes) {
  uint64_t u = 0;
  memcpy(&u, p, (size_t)bytes); /* little-endian hosts */
  return u;
}

static double as_double(HloDtype dt, const unsigned char *p) {
  double d;
  hlo_convert(HLO_DT_F64, &d, dt, p, 1);
  return d;
}

/* StableHLO's ULPDifference: 0 for identical bits or two NaNs; for finite
 * values the number of representable values between them (through zero
 * when the signs differ); the largest count otherwise. */
static uint64_t ulp_difference(HloDtype dt, const unsigned char *a, const unsigned char *b) {
  int bytes = hlo_dtype_bytes(dt);
  uint64_t ua = raw_bits(a, bytes), ub = raw_bits(b, bytes);
  if (ua == ub)
    return 0;
  double va = as_double(dt, a), vb = as_double(dt, b);
  if (isfinite(va) && isfinite(vb)) {
    uint64_t sign = UINT64_C(1) << (8 * bytes - 1);
    uint64_t ma = ua & ~sign, mb = ub & ~sign;
    if ((ua & sign) != (ub & sign))
      return ma + mb;
    return ma > mb ? ma - mb : mb - ma;
  }
  if (isnan(va) && isnan(vb))
    return 0;
  return UINT64_MAX;
}

/* StableHLO's areApproximatelyEqual on one real part. */
static bool almost_equal(double a, double b, double tolerance) {
  if (isnan(a) || isnan(b))
    return isnan(a) && isnan(b);
  if (a == b)
    return true;
  if (!isfinite(a) || !isfinite(b))
    return false;
  return fabs(a - b) <= tolerance;
}

static bool is_real_or_complex(HloDtype dt) {
  return hlo_dtype_is_float(dt) || hlo_dtype_is_complex(dt);
}

static HloDtype part_dtype(HloDtype dt) {
  return dt == HLO_DT_C64 ? HLO_DT_F32 : dt == HLO_DT_C128 ? HLO_DT_F64 : dt;
}

/* Compares element a with b; `ulps` receives the distance for
 * expect_close. */
static bool element_ok(const CheckAttr *c, HloDtype dt, const unsigned char *a,
                       const unsigned char *b, uint64_t *ulps) {
  if (!is_real_or_complex(dt))
    return memcmp(a, b, (size_t)hlo_dtype_bytes(dt)) == 0;
  HloDtype part = part_dtype(dt);
  int nparts = hlo_dtype_is_complex(dt) ? 2 : 1, step = hlo_dtype_bytes(part);
  uint64_t worst = 0;
  for (int i = 0; i < nparts; i++) {
    const unsigned char *pa = a + i * step, *pb = b + i * step;
    double va = as_double(part, pa), vb = as_double(part, pb);
    switch (c->kind) {
    case CHECK_BITS:
      if (!(isnan(va) && isnan(vb)) && raw_bits(pa, step) != raw_bits(pb, step))
        return false;
      break;
    case CHECK_ALMOST_EQ:
    case CHECK_EQ_ANSWER:
      if (!almost_equal(va, vb, c->tolerance))
        return false;
      break;
    case CHECK_CLOSE: {
      uint64_t d = ulp_difference(part, pa, pb);
      worst = d > worst ? d : worst;
      break;
    }
    default: /* CHECK_EQ, CHECK_SERIALIZED */
      if (!(va == vb))
        return false;
    }
  }
  if (c->kind != CHECK_CLOSE)
    return true;
  *ulps = worst;
  return worst >= c->min_ulp && worst <= c->max_ulp;
}

/* ---- running ---- */

static void report_failure(const CheckAttr *c, const Instr *ins, const IType *t,
                           const unsigned char *a, const unsigned char *b, int64_t bad,
                           int64_t first, uint64_t ulps) {
  int esize = hlo_dtype_bytes(t->dt);
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
  if (c->kind == CHECK_ALMOST_EQ || c->kind == CHECK_EQ_ANSWER)
    if (hlo_dtype_is_float(t->dt) || hlo_dtype_is_complex(t->dt))
      hlo_str_printf(&msg, ", tolerance %g", c->tolerance);
  if (c->kind == CHECK_CLOSE) {
    if (ulps == UINT64_MAX)
      hlo_str_puts(&msg, ", not comparable in ulp");
    else
      hlo_str_printf(&msg, ", %llu ulp apart", (unsigned long long)ulps);
    hlo_str_printf(&msg, " (allowed %llu to %llu)", (unsigned long long)c->min_ulp,
                   (unsigned long long)c->max_ulp);
  }
  hlo_error(mlirOperationGetLocation(ins->mop), "%s", msg.data);
  hlo_str_free(&msg);
}

/* Compares a (the checked value) with b element by element; counts and
 * reports the outcome. `answer`, when not NULL, receives check.eq's i1s. */
static bool compare_values(Exec *x, const CheckAttr *c, const Instr *ins, const IType *t,
                           const unsigned char *a, const unsigned char *b,
                           unsigned char *answer) {
  int esize = hlo_dtype_bytes(t->dt);
  int64_t bad = 0, first = -1;
  uint64_t first_ulps = 0;
  for (int64_t i = 0; i < t->count; i++) {
    uint64_t ulps = 0;
    bool ok = element_ok(c, t->dt, a + i * esize, b + i * esize, &ulps);
    if (answer && c->elementwise_answer)
      answer[i] = ok;
    if (!ok && bad++ == 0) {
      first = i;
      first_ulps = ulps;
    }
  }
  if (answer && !c->elementwise_answer)
    answer[0] = bad == 0;
  interp_count_check(x, bad == 0);
  if (bad)
    report_failure(c, ins, t, a, b, bad, first, first_ulps);
  return true;
}

static bool run_check(Exec *x, Frame *f, const Instr *ins) {
  const CheckAttr *c = ins->attr;
  const unsigned char *b = c->expected ? c->expected : in_data(f, ins, 1);
  unsigned char *answer = ins->nout ? interp_result(x, f, ins, 0)->data : NULL;
  return compare_values(x, c, ins, ins->tin[0], in_data(f, ins, 0), b, answer);
}

/* ---- probes ---- */

typedef struct ProbeRecord {
  MlirStringRef id;
  const IType *type;
  unsigned char *data;
} ProbeRecord;

struct ProbeLog {
  ProbeRecord *items;
  int64_t len, cap;
};

void interp_probes_reset(HloInterp *p) {
  ProbeLog *log = p->probes;
  for (int64_t i = 0; log && i < log->len; i++)
    free(log->items[i].data);
  if (log)
    log->len = 0;
}

void interp_probes_free(HloInterp *p) {
  interp_probes_reset(p);
  if (p->probes)
    free(p->probes->items);
  free(p->probes);
  p->probes = NULL;
}

static bool same_ref(MlirStringRef a, MlirStringRef b) {
  return a.length == b.length && memcmp(a.data, b.data, a.length) == 0;
}

static bool run_probe(Exec *x, Frame *f, const Instr *ins) {
  HloInterp *p = interp_exec_program(x);
  if (!p->probes)
    p->probes = hlo_xcalloc(1, sizeof *p->probes);
  ProbeLog *log = p->probes;
  if (log->len == log->cap) {
    log->cap = log->cap ? 2 * log->cap : 8;
    log->items = hlo_xrealloc(log->items, sizeof *log->items * (size_t)log->cap);
  }
  const IType *t = ins->tin[0];
  ProbeRecord *r = &log->items[log->len++];
  r->id = *(const MlirStringRef *)ins->attr;
  r->type = t;
  r->data = hlo_xmalloc((size_t)(t->size ? t->size : 1));
  memcpy(r->data, in_data(f, ins, 0), (size_t)t->size);
  interp_result_share(f, ins, 0, in_buf(f, ins, 0));
  return true;
}

static bool run_serialized_check(Exec *x, Frame *f, const Instr *ins) {
  const CheckAttr *c = ins->attr;
  const IType *t = ins->tin[0];
  const ProbeLog *log = interp_exec_program(x)->probes;
  const ProbeRecord *found = NULL;
  uint64_t seen = 0;
  for (int64_t i = 0; log && i < log->len && !found; i++)
    if (same_ref(log->items[i].id, c->probe_id) && seen++ == c->iteration)
      found = &log->items[i];
  MlirLocation loc = mlirOperationGetLocation(ins->mop);
  if (!found) {
    interp_count_check(x, false);
    hlo_error(loc, "%s failed: no value was probed as '%.*s' at iteration %llu of this run",
              c->name, (int)c->probe_id.length, c->probe_id.data,
              (unsigned long long)c->iteration);
    return true;
  }
  if (found->type != t) {
    interp_count_check(x, false);
    HloTensor want = {t->dt, t->rank, {0}, NULL}, got = {found->type->dt, found->type->rank,
                                                         {0}, NULL};
    memcpy(want.dims, t->dims, sizeof want.dims);
    memcpy(got.dims, found->type->dims, sizeof got.dims);
    HloStr a = {0}, b = {0};
    hlo_tensor_type_print(&want, &a);
    hlo_tensor_type_print(&got, &b);
    hlo_error(loc, "%s failed: probe '%.*s' recorded a %s, the check expects a %s", c->name,
              (int)c->probe_id.length, c->probe_id.data, b.data, a.data);
    hlo_str_free(&a);
    hlo_str_free(&b);
    return true;
  }
  /* StableHLO compares the check's operand as the actual value. */
  return compare_values(x, c, ins, t, in_data(f, ins, 0), found->data, NULL);
}

/* ---- options ---- */

/* An option: an attribute (or property) of the op, or for custom calls an
 * entry of its backend_config dictionary. */
static MlirAttribute option(const Instr *ins, const char *name) {
  MlirAttribute a = hlo_attr(ins->mop, name);
  if (!mlirAttributeIsNull(a) || ins->op != HLO_OP_CUSTOM_CALL)
    return a;
  MlirAttribute config = hlo_attr(ins->mop, "backend_config");
  if (!mlirAttributeIsNull(config) && mlirAttributeIsADictionary(config))
    return mlirDictionaryAttrGetElementByName(config, mlirStringRefCreateFromCString(name));
  return mlirAttributeGetNull();
}

static bool option_f64(Lower *l, const Instr *ins, const char *name, double *out) {
  MlirAttribute a = option(ins, name);
  if (mlirAttributeIsNull(a))
    return true;
  if (mlirAttributeIsAFloat(a))
    *out = mlirFloatAttrGetValueDouble(a);
  else if (mlirAttributeIsAInteger(a))
    *out = (double)mlirIntegerAttrGetValueInt(a);
  else
    return interp_lower_fail(l, ins, "has a malformed '%s' (expected a number)", name);
  if (!(*out >= 0))
    return interp_lower_fail(l, ins, "has a negative '%s'", name);
  return true;
}

/* A count: ui64 as StableHLO declares it, or any non-negative integer. */
static bool option_u64(Lower *l, const Instr *ins, const char *name, uint64_t *out) {
  MlirAttribute a = option(ins, name);
  if (mlirAttributeIsNull(a))
    return true;
  if (!mlirAttributeIsAInteger(a))
    return interp_lower_fail(l, ins, "has a malformed '%s' (expected a count)", name);
  MlirType t = mlirAttributeGetType(a);
  if (mlirTypeIsAInteger(t) && mlirIntegerTypeIsUnsigned(t)) {
    *out = mlirIntegerAttrGetValueUInt(a);
    return true;
  }
  if (mlirIntegerAttrGetValueInt(a) < 0)
    return interp_lower_fail(l, ins, "has a malformed '%s' (expected a count)", name);
  *out = (uint64_t)mlirIntegerAttrGetValueInt(a);
  return true;
}

/* ---- lowering ---- */

static bool check_operands(Lower *l, Instr *ins, CheckAttr *c, int n) {
  if (ins->nin != n)
    return interp_lower_fail(l, ins, "%s expects %d operand%s", c->name, n, n == 1 ? "" : "s");
  for (int i = 0; i < n; i++)
    if (ins->tin[i]->kind != IT_TENSOR || ins->tin[i] != ins->tin[0])
      return interp_lower_fail(l, ins, "%s expects %s", c->name,
                               n == 1 ? "a tensor operand" : "two tensors of the same type");
  if ((c->kind == CHECK_ALMOST_EQ || c->kind == CHECK_CLOSE) &&
      !is_real_or_complex(ins->tin[0]->dt))
    return interp_lower_fail(l, ins, "%s expects floating-point or complex tensors", c->name);
  return true;
}

/* The `value` of an *_const check, of the checked operand's type. */
static bool lower_expected_value(Lower *l, Instr *ins, CheckAttr *c) {
  MlirAttribute value = hlo_attr(ins->mop, "value");
  if (mlirAttributeIsNull(value) || !mlirAttributeIsADenseElements(value))
    return interp_lower_fail(l, ins, "%s requires a dense elements 'value'", c->name);
  MlirType operand = mlirValueGetType(mlirOperationGetOperand(ins->mop, 0));
  if (!mlirTypeEqual(mlirAttributeGetType(value), operand))
    return interp_lower_fail(l, ins, "%s expects a 'value' of its operand's type", c->name);
  c->expected = interp_dense_bytes(l, value, ins->tin[0], true);
  return true;
}

static bool lower_no_results(Lower *l, Instr *ins, const CheckAttr *c) {
  if (ins->nout != 0)
    return interp_lower_fail(l, ins, "%s has no results", c->name);
  return true;
}

static CheckAttr *new_check(Lower *l, CheckKind kind, const char *name) {
  CheckAttr *c = LOWER_NEW(l, CheckAttr);
  memset(c, 0, sizeof *c);
  c->kind = kind;
  c->name = name;
  c->tolerance = 1e-4;
  c->max_ulp = 1;
  return c;
}

static bool name_is(MlirStringRef s, const char *name) {
  return s.length == strlen(name) && memcmp(s.data, name, s.length) == 0;
}

/* The check dialect's ops and interpreter.probe. */
static bool lower_check_op(Lower *l, Instr *ins, MlirStringRef name) {
  static const struct {
    const char *name;
    CheckKind kind;
    bool is_const;
  } ops[] = {{"check.expect_eq", CHECK_EQ, false},
             {"check.expect_eq_const", CHECK_EQ, true},
             {"check.expect_almost_eq", CHECK_ALMOST_EQ, false},
             {"check.expect_almost_eq_const", CHECK_ALMOST_EQ, true},
             {"check.expect_close", CHECK_CLOSE, false},
             {"check.expect_serialized_eq", CHECK_SERIALIZED, false}};
  for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
    if (!name_is(name, ops[i].name))
      continue;
    CheckAttr *c = new_check(l, ops[i].kind, ops[i].name);
    int n = ops[i].is_const || c->kind == CHECK_SERIALIZED ? 1 : 2;
    if (!check_operands(l, ins, c, n) || !lower_no_results(l, ins, c))
      return false;
    if (ops[i].is_const && !lower_expected_value(l, ins, c))
      return false;
    if (!option_f64(l, ins, "tolerance", &c->tolerance) ||
        !option_u64(l, ins, "min_ulp_difference", &c->min_ulp) ||
        !option_u64(l, ins, "max_ulp_difference", &c->max_ulp))
      return false;
    if (c->kind == CHECK_SERIALIZED) {
      if (!hlo_attr_string(ins->mop, "probe_id", &c->probe_id))
        return interp_lower_fail(l, ins, "%s requires a string 'probe_id'", c->name);
      if (!option_u64(l, ins, "iteration", &c->iteration))
        return false;
    }
    ins->attr = c;
    ins->run = c->kind == CHECK_SERIALIZED ? run_serialized_check : run_check;
    return true;
  }
  if (name_is(name, "interpreter.probe")) {
    MlirStringRef *id = LOWER_NEW(l, MlirStringRef);
    if (!hlo_attr_string(ins->mop, "probe_id", id))
      return interp_lower_fail(l, ins, "requires a string 'probe_id'");
    if (ins->nin != 1 || ins->nout != 1 || ins->tin[0]->kind != IT_TENSOR ||
        ins->tout[0] != ins->tin[0])
      return interp_lower_fail(l, ins, "expects one tensor operand and a result of its type");
    ins->attr = id;
    ins->run = run_probe;
    return true;
  }
  return interp_lower_fail(l, ins, "is not supported by hlomem-run");
}

bool interp_is_test_op(MlirOperation op) {
  return hlo_op_in_dialect(op, "check") || hlo_op_name_is(op, "interpreter.probe");
}

bool interp_lower_test_op(Lower *l, Instr *ins) {
  return lower_check_op(l, ins, mlirIdentifierStr(mlirOperationGetName(ins->mop)));
}

/* The custom calls: stablehlo-translate's defaults, hlomem's bit-exact
 * expect_eq, check.eq's answer. */
bool interp_lower_check_call(Lower *l, Instr *ins, MlirStringRef target) {
  static const struct {
    const char *name;
    CheckKind kind;
  } targets[] = {{"check.expect_eq", CHECK_BITS},
                 {"check.expect_almost_eq", CHECK_ALMOST_EQ},
                 {"check.expect_close", CHECK_CLOSE},
                 {"check.eq", CHECK_EQ_ANSWER}};
  CheckAttr *c = NULL;
  for (size_t i = 0; i < sizeof targets / sizeof *targets && !c; i++)
    if (name_is(target, targets[i].name))
      c = new_check(l, targets[i].kind, targets[i].name);
  if (!c)
    return interp_lower_fail(l, ins, "has target '%.*s', which hlomem-run does not support",
                             (int)target.length, target.data);
  c->tolerance = c->kind == CHECK_ALMOST_EQ ? 1e-3 : 1e-4;
  c->max_ulp = 3;
  if (!check_operands(l, ins, c, 2))
    return false;
  if (c->kind == CHECK_EQ_ANSWER && ins->nout == 1) {
    const IType *r = ins->tout[0];
    c->elementwise_answer = r->rank != 0;
    if (r->kind != IT_TENSOR || r->dt != HLO_DT_I1 ||
        (r->rank != 0 && !itype_same_shape(r, ins->tin[0])))
      return interp_lower_fail(l, ins, "check.eq returns a tensor<i1> or one i1 per element of "
                               "its operands");
  } else if (!lower_no_results(l, ins, c)) {
    return false;
  }
  if (!option_f64(l, ins, "tolerance", &c->tolerance) ||
      !option_u64(l, ins, "min_ulp_difference", &c->min_ulp) ||
      !option_u64(l, ins, "max_ulp_difference", &c->max_ulp))
    return false;
  ins->attr = c;
  ins->run = run_check;
  return true;
}
