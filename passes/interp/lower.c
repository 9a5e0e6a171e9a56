/*
 * Interpreter, lowering: from MLIR to the program exec.c runs.
 *
 * The functions reachable from the entry (through func.call and
 * composite decompositions) are found first, so each gets a fixed index.
 * Each function is then lowered in one recursive walk: every block
 * argument and op result gets a slot and an interned static type, every
 * op an instruction whose family checks and decodes it, and every operand
 * use is charged to the op of the operand's own block that contains the
 * use (a use inside a while body counts at the while), which gives each
 * value its last use. Slots die after their last use; block arguments die
 * when their block ends.
 *
 * What a slot costs while live follows docs/memory-model.md: its model
 * bytes, except that a region's block arguments and the values its
 * terminator yields are the enclosing op's operands and results and cost
 * nothing inside, and the same holds for a function body when it runs as
 * a callee (as the entry, its arguments and results count).
 *
 * With buffer sharing (the default), each block's slots are then placed
 * in buffers, in program order, by the model's rules (restated here, not
 * shared with the analysis: the interpreter checks the model): a slot that
 * aliases or writes over another's buffer costs nothing, and the buffer's
 * owner, the slot that made it, is released when the last slot of the
 * buffer dies. The interpreter still computes into fresh storage; only
 * the count follows the buffers.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "internal.h"

/* Tensors above this size are refused rather than allocated. */
static const int64_t max_tensor_bytes = INT64_C(1) << 33;

enum { ROLE_VALUE, ROLE_FUNC_ARG, ROLE_FUNC_YIELD, ROLE_REGION_ARG, ROLE_REGION_YIELD };

enum {
  SLOT_CONSTANT = 1, /* made by stablehlo.constant: never written over */
  SLOT_OUTER = 2,    /* aliases a slot of an enclosing block: costs nothing here */
  SLOT_SHARED = 4,   /* lives in another slot's buffer: costs nothing */
  SLOT_FUSED = 8,    /* fused into its users' kernels, or a view: no buffer */
  SLOT_DONATED = 16, /* a donated function argument: written over, freed after its last use */
};

typedef struct Active {
  int32_t block;  /* serial number of a block being lowered */
  int32_t point;  /* the op of that block being lowered */
} Active;

struct Lower {
  HloInterp *p;
  HloPtrMap func_index; /* func.func -> index in p->funcs */
  HloPtrMap types;      /* MlirType -> IType* */
  bool failed;

  /* The function being lowered: per-slot tables, grown as slots appear. */
  HloPtrMap slot_of;    /* MlirValue -> slot */
  int32_t nslots, cap;
  const IType **slot_type;
  int32_t *def_block;   /* serial number of the defining block */
  int32_t *last_use;    /* op of that block; the defining op if unused */
  uint8_t *role;
  /* Buffer sharing, per slot. */
  int32_t *def_point;   /* defining op, -1 for block arguments */
  int32_t *at_last;     /* uses at its last use */
  int32_t *home;        /* the slot owning its buffer */
  int32_t *end;         /* owners: the buffer's last use */
  int32_t *end_uses;    /* owners: uses at that point */
  uint8_t *flags;       /* SLOT_* */
  int32_t nblocks;
  Active *active;
  int32_t depth, active_cap;
};

/* ---- diagnostics ---- */

static MlirStringRef op_name(MlirOperation op) {
  return mlirIdentifierStr(mlirOperationGetName(op));
}

static bool name_is(MlirOperation op, const char *name) {
  MlirStringRef n = op_name(op);
  return n.length == strlen(name) && memcmp(n.data, name, n.length) == 0;
}

bool interp_lower_fail(Lower *l, const Instr *ins, const char *fmt, ...) {
  HloStr msg = {0};
  va_list ap;
  va_start(ap, fmt);
  hlo_str_vprintf(&msg, fmt, ap);
  va_end(ap);
  MlirStringRef name = op_name(ins->mop);
  hlo_error(mlirOperationGetLocation(ins->mop), "'%.*s' op %s", (int)name.length, name.data,
            msg.data);
  hlo_str_free(&msg);
  l->failed = true;
  return false;
}

static bool op_fail(Lower *l, MlirOperation op, const char *fmt, ...) HLO_PRINTF(3, 4);
static bool op_fail(Lower *l, MlirOperation op, const char *fmt, ...) {
  HloStr msg = {0};
  va_list ap;
  va_start(ap, fmt);
  hlo_str_vprintf(&msg, fmt, ap);
  va_end(ap);
  hlo_error(mlirOperationGetLocation(op), "%s", msg.data);
  hlo_str_free(&msg);
  l->failed = true;
  return false;
}

void *interp_lower_alloc(Lower *l, size_t size) { return hlo_arena_alloc(&l->p->arena, size); }

/* ---- types ---- */

static void type_text(MlirType t, HloStr *out) {
  out->len = 0;
  hlo_type_print(t, out);
}

/* The interned type, or NULL with the reason in `why`. */
static const IType *lower_type(Lower *l, MlirType t, const char **why) {
  int64_t cached;
  if (hlo_ptrmap_get(&l->types, t.ptr, &cached))
    return (const IType *)(intptr_t)cached;
  IType *it = LOWER_NEW(l, IType);
  if (mlirTypeIsATuple(t)) {
    it->kind = IT_TUPLE;
    it->nelems = (int32_t)mlirTupleTypeGetNumTypes(t);
    it->elems = interp_lower_alloc(l, sizeof *it->elems * (size_t)(it->nelems ? it->nelems : 1));
    for (int32_t i = 0; i < it->nelems; i++)
      if (!(it->elems[i] = lower_type(l, mlirTupleTypeGetType(t, i), why)))
        return NULL;
  } else if (hlo_type_is_token(t)) {
    it->kind = IT_TOKEN;
  } else if (mlirTypeIsATensor(t)) {
    HloShape shape;
    if (!hlo_shape_of(t, &shape)) {
      *why = "dynamic and unranked shapes are not supported";
      return NULL;
    }
    it->kind = IT_TENSOR;
    it->dt = hlo_dtype_of(shape.elem);
    if (it->dt == HLO_DT_INVALID) {
      *why = "its element type is not supported";
      return NULL;
    }
    it->rank = shape.rank;
    it->count = 1;
    for (int d = 0; d < shape.rank; d++) {
      it->dims[d] = shape.dims[d];
      if (it->dims[d] && it->count > max_tensor_bytes / it->dims[d]) {
        *why = "it is too large to interpret";
        return NULL;
      }
      it->count *= it->dims[d];
    }
    it->size = it->count * hlo_dtype_bytes(it->dt);
    if (it->size > max_tensor_bytes) {
      *why = "it is too large to interpret";
      return NULL;
    }
  } else {
    *why = "only tensors, tuples and tokens are supported";
    return NULL;
  }
  int64_t bytes = hlo_type_bytes(t);
  it->model_bytes = bytes < 0 ? 0 : bytes;
  hlo_ptrmap_put(&l->types, t.ptr, (int64_t)(intptr_t)it);
  return it;
}

/* ---- slots ---- */

static void grow_slots(Lower *l) {
  l->cap = l->cap ? 2 * l->cap : 256;
  l->slot_type = hlo_xrealloc(l->slot_type, sizeof *l->slot_type * (size_t)l->cap);
  l->def_block = hlo_xrealloc(l->def_block, sizeof *l->def_block * (size_t)l->cap);
  l->last_use = hlo_xrealloc(l->last_use, sizeof *l->last_use * (size_t)l->cap);
  l->role = hlo_xrealloc(l->role, sizeof *l->role * (size_t)l->cap);
  l->def_point = hlo_xrealloc(l->def_point, sizeof *l->def_point * (size_t)l->cap);
  l->at_last = hlo_xrealloc(l->at_last, sizeof *l->at_last * (size_t)l->cap);
  l->home = hlo_xrealloc(l->home, sizeof *l->home * (size_t)l->cap);
  l->end = hlo_xrealloc(l->end, sizeof *l->end * (size_t)l->cap);
  l->end_uses = hlo_xrealloc(l->end_uses, sizeof *l->end_uses * (size_t)l->cap);
  l->flags = hlo_xrealloc(l->flags, sizeof *l->flags * (size_t)l->cap);
}

/* A new slot for `v`, defined in `block` at `point` (-1: an argument). */
static int32_t new_slot(Lower *l, MlirValue v, const IType *t, int32_t block, int32_t point,
                        int role) {
  if (l->nslots == l->cap)
    grow_slots(l);
  int32_t s = l->nslots++;
  l->slot_type[s] = t;
  l->def_block[s] = block;
  l->last_use[s] = point;
  l->role[s] = (uint8_t)role;
  l->def_point[s] = point;
  l->at_last[s] = 0;
  l->home[s] = s;
  l->flags[s] = 0;
  hlo_ptrmap_put(&l->slot_of, v.ptr, s);
  return s;
}

/* Records a use of slot s by the op being lowered. */
static void note_use(Lower *l, int32_t s) {
  for (int32_t d = l->depth - 1; d >= 0; d--) {
    if (l->active[d].block == l->def_block[s]) {
      if (l->active[d].point > l->last_use[s])
        l->last_use[s] = l->active[d].point, l->at_last[s] = 0;
      if (l->active[d].point == l->last_use[s])
        l->at_last[s]++;
      return;
    }
  }
}

/* ---- attribute helpers for the families ---- */

bool interp_attr_dims(Lower *l, const Instr *ins, const char *name, HloDims *out, bool required) {
  MlirAttribute a = hlo_attr(ins->mop, name);
  out->n = 0;
  if (mlirAttributeIsNull(a))
    return !required || interp_lower_fail(l, ins, "requires attribute '%s'", name);
  if (!hlo_attr_to_dims(a, out))
    return interp_lower_fail(l, ins, "has a malformed '%s' (expected at most %d integers)", name,
                             HLO_MAX_RANK);
  return true;
}

bool interp_attr_i64(Lower *l, const Instr *ins, const char *name, int64_t *out, bool required) {
  MlirAttribute a = hlo_attr(ins->mop, name);
  if (mlirAttributeIsNull(a))
    return !required || interp_lower_fail(l, ins, "requires attribute '%s'", name);
  if (!mlirAttributeIsAInteger(a))
    return interp_lower_fail(l, ins, "has a malformed '%s' (expected an integer)", name);
  *out = mlirIntegerAttrGetValueInt(a);
  return true;
}

bool interp_check_axes(Lower *l, const Instr *ins, const char *what, const HloDims *d, int rank) {
  bool seen[HLO_MAX_RANK] = {false};
  for (int i = 0; i < d->n; i++) {
    if (d->v[i] < 0 || d->v[i] >= rank)
      return interp_lower_fail(l, ins, "has %s %lld out of range for rank %d", what,
                               (long long)d->v[i], rank);
    if (seen[d->v[i]])
      return interp_lower_fail(l, ins, "repeats dimension %lld in %s", (long long)d->v[i], what);
    seen[d->v[i]] = true;
  }
  return true;
}

static bool is_scalar_of(const IType *t, HloDtype dt) {
  return t->kind == IT_TENSOR && t->rank == 0 && t->dt == dt;
}

bool interp_check_scalar_body(Lower *l, const Instr *ins, const Block *b, int nargs,
                              const HloDtype *args, int nyields, const HloDtype *yields) {
  if (nargs > INTERP_MAX_SCALARS || nyields > INTERP_MAX_SCALARS)
    return interp_lower_fail(l, ins, "has more than %d operands, which is not supported",
                             INTERP_MAX_SCALARS / 2);
  if (b->nargs != nargs)
    return interp_lower_fail(l, ins, "expects a region with %d arguments, found %d", nargs,
                             b->nargs);
  for (int i = 0; i < nargs; i++)
    if (!is_scalar_of(b->targs[i], args[i]))
      return interp_lower_fail(l, ins, "expects region argument #%d of type tensor<%s>", i,
                               hlo_dtype_name(args[i]));
  const Instr *term = &b->code[b->ncode - 1];
  if (term->nin != nyields)
    return interp_lower_fail(l, ins, "expects its region to yield %d values, found %d", nyields,
                             term->nin);
  for (int i = 0; i < nyields; i++)
    if (!is_scalar_of(term->tin[i], yields[i]))
      return interp_lower_fail(l, ins, "expects its region to yield a tensor<%s> as value #%d",
                               hlo_dtype_name(yields[i]), i);
  return true;
}

bool interp_check_yields(Lower *l, const Instr *ins, const Block *b, int n, const IType **types,
                         const char *what) {
  const Instr *term = &b->code[b->ncode - 1];
  if (term->nin != n)
    return interp_lower_fail(l, ins, "expects %s to yield %d values, found %d", what, n, term->nin);
  for (int i = 0; i < n; i++)
    if (term->tin[i] != types[i])
      return interp_lower_fail(l, ins, "expects %s to yield value #%d of the op's type #%d", what,
                               i, i);
  return true;
}

bool interp_const_operand(Lower *l, const Instr *ins, int i, const char *what, int64_t *vals,
                          int64_t max, int64_t *n) {
  MlirValue v = mlirOperationGetOperand(ins->mop, i);
  const IType *t = ins->tin[i];
  MlirOperation def = mlirValueIsAOpResult(v) ? mlirOpResultGetOwner(v) : (MlirOperation){NULL};
  MlirAttribute value = mlirOperationIsNull(def) || hlo_op_id(def) != HLO_OP_CONSTANT
                            ? (MlirAttribute){NULL}
                            : hlo_attr(def, "value");
  if (mlirAttributeIsNull(value) || !mlirAttributeIsADenseElements(value))
    return interp_lower_fail(l, ins, "needs its %s (operand #%d) to be a stablehlo.constant: "
                             "hlomem-run runs dynamic ops whose shapes are known", what, i);
  if (t->kind != IT_TENSOR || !hlo_dtype_is_int(t->dt) || t->count > max)
    return interp_lower_fail(l, ins, "expects its %s to be at most %lld integers", what,
                             (long long)max);
  const unsigned char *bytes = interp_dense_bytes(l, value, t, true);
  for (int64_t k = 0; k < t->count; k++)
    vals[k] = interp_read_index(t->dt, bytes + k * hlo_dtype_bytes(t->dt));
  *n = t->count;
  return true;
}

int32_t interp_lower_callee(Lower *l, const Instr *ins, const char *attr) {
  MlirStringRef name;
  if (!hlo_attr_string(ins->mop, attr, &name)) {
    interp_lower_fail(l, ins, "requires a symbol attribute '%s'", attr);
    return -1;
  }
  MlirOperation module = l->p->module;
  MlirOperation callee = hlo_lookup_func(module, name);
  int64_t index;
  if (mlirOperationIsNull(callee) || !hlo_ptrmap_get(&l->func_index, callee.ptr, &index)) {
    interp_lower_fail(l, ins, "refers to @%.*s, which is not a function of the module",
                      (int)name.length, name.data);
    return -1;
  }
  return (int32_t)index;
}

MlirOperation interp_lower_func_op(Lower *l, int32_t index) { return l->p->funcs[index].op; }

/* ---- finding the functions ---- */

static void add_function(Lower *l, MlirOperation func, int32_t *n, int32_t *cap,
                         MlirOperation **list) {
  if (hlo_ptrmap_get(&l->func_index, func.ptr, NULL))
    return;
  if (*n == *cap) {
    *cap = *cap ? 2 * *cap : 8;
    *list = hlo_xrealloc(*list, sizeof **list * (size_t)*cap);
  }
  hlo_ptrmap_put(&l->func_index, func.ptr, *n);
  (*list)[(*n)++] = func;
}

typedef struct Discover {
  Lower *l;
  int32_t n, cap;
  MlirOperation *list;
} Discover;

static MlirWalkResult discover_callee(MlirOperation op, void *user) {
  Discover *d = user;
  HloOpId id = hlo_op_id(op);
  const char *attr = id == HLO_OP_CALL ? "callee" : id == HLO_OP_COMPOSITE ? "decomposition" : NULL;
  MlirStringRef name;
  if (!attr || !hlo_attr_string(op, attr, &name))
    return MlirWalkResultAdvance;
  MlirOperation callee = hlo_lookup_func(d->l->p->module, name);
  if (mlirOperationIsNull(callee)) {
    op_fail(d->l, op, "'%.*s' op refers to @%.*s, which is not a function of the module",
            (int)op_name(op).length, op_name(op).data, (int)name.length, name.data);
  } else if (mlirBlockIsNull(hlo_func_entry(callee))) {
    op_fail(d->l, op, "'%.*s' op calls @%.*s, which has no body: not supported", (int)op_name(op).length,
            op_name(op).data, (int)name.length, name.data);
  } else {
    add_function(d->l, callee, &d->n, &d->cap, &d->list);
  }
  return MlirWalkResultAdvance;
}

/* ---- blocks ---- */

static bool lower_block(Lower *l, MlirBlock mb, Block *b, bool is_function);

static int32_t block_serial(Lower *l) { return l->nblocks++; }

static void push_active(Lower *l, int32_t block) {
  if (l->depth == l->active_cap) {
    l->active_cap = l->active_cap ? 2 * l->active_cap : 16;
    l->active = hlo_xrealloc(l->active, sizeof *l->active * (size_t)l->active_cap);
  }
  l->active[l->depth++] = (Active){block, 0};
}

static bool lower_operands(Lower *l, MlirOperation op, Instr *ins) {
  intptr_t n = mlirOperationGetNumOperands(op);
  int32_t *in = interp_lower_alloc(l, sizeof *in * (size_t)(n ? n : 1));
  const IType **tin = interp_lower_alloc(l, sizeof *tin * (size_t)(n ? n : 1));
  for (intptr_t i = 0; i < n; i++) {
    int64_t s;
    if (!hlo_ptrmap_get(&l->slot_of, mlirOperationGetOperand(op, i).ptr, &s))
      return interp_lower_fail(l, ins, "uses operand #%d before it is defined", (int)i);
    in[i] = (int32_t)s;
    tin[i] = l->slot_type[s];
    note_use(l, (int32_t)s);
  }
  ins->nin = (int32_t)n;
  ins->in = in;
  ins->tin = tin;
  return true;
}

static bool lower_results(Lower *l, MlirOperation op, Instr *ins, int32_t block, int32_t point) {
  intptr_t n = mlirOperationGetNumResults(op);
  int32_t *out = interp_lower_alloc(l, sizeof *out * (size_t)(n ? n : 1));
  const IType **tout = interp_lower_alloc(l, sizeof *tout * (size_t)(n ? n : 1));
  for (intptr_t i = 0; i < n; i++) {
    MlirValue v = mlirOperationGetResult(op, i);
    const char *why = "";
    const IType *t = lower_type(l, mlirValueGetType(v), &why);
    if (!t) {
      HloStr text = {0};
      type_text(mlirValueGetType(v), &text);
      interp_lower_fail(l, ins, "result #%d has type %s, which hlomem-run cannot hold: %s",
                        (int)i, text.data, why);
      hlo_str_free(&text);
      return false;
    }
    out[i] = new_slot(l, v, t, block, point, ROLE_VALUE);
    if (ins->op == HLO_OP_CONSTANT)
      l->flags[out[i]] |= SLOT_CONSTANT;
    tout[i] = t;
  }
  ins->nout = (int32_t)n;
  ins->out = out;
  ins->tout = tout;
  return true;
}

static bool lower_regions(Lower *l, MlirOperation op, Instr *ins) {
  intptr_t n = mlirOperationGetNumRegions(op);
  ins->nregions = (int32_t)n;
  ins->regions = interp_lower_alloc(l, sizeof *ins->regions * (size_t)(n ? n : 1));
  for (intptr_t r = 0; r < n; r++) {
    MlirBlock first = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
    if (mlirBlockIsNull(first))
      return interp_lower_fail(l, ins, "has an empty region #%d", (int)r);
    if (!mlirBlockIsNull(mlirBlockGetNextInRegion(first)))
      return interp_lower_fail(l, ins, "has a region with several blocks, which is not supported");
    if (!lower_block(l, first, &ins->regions[r], false))
      return false;
  }
  return true;
}

/* Ops with regions outside the op table that lower_op still runs. */
static bool runs_unlisted_region_op(MlirOperation op) {
  return interp_is_test_op(op) || name_is(op, "chlo.scan");
}

/* Sends an op to the family that runs it. */
static bool lower_op(Lower *l, Instr *ins) {
  if (hlo_op_is_annotation(ins->mop))
    return interp_lower_annotation(l, ins);
  switch (ins->op) {
  case HLO_OP_WHILE:
  case HLO_OP_IF:
  case HLO_OP_CASE:
  case HLO_OP_CALL:
  case HLO_OP_COMPOSITE:
  case HLO_OP_CUSTOM_CALL:
  case HLO_OP_TUPLE:
  case HLO_OP_GET_TUPLE_ELEMENT:
  case HLO_OP_OPTIMIZATION_BARRIER:
  case HLO_OP_PARTITION_ID:
  case HLO_OP_REPLICA_ID:
  case HLO_OP_AFTER_ALL:
  case HLO_OP_CREATE_TOKEN:
    return interp_lower_control(l, ins);
  case HLO_OP_CONSTANT:
  case HLO_OP_IOTA:
  case HLO_OP_BROADCAST:
  case HLO_OP_BROADCAST_IN_DIM:
  case HLO_OP_CONCATENATE:
  case HLO_OP_DYNAMIC_SLICE:
  case HLO_OP_DYNAMIC_UPDATE_SLICE:
  case HLO_OP_GET_DIMENSION_SIZE:
  case HLO_OP_PAD:
  case HLO_OP_RESHAPE:
  case HLO_OP_REVERSE:
  case HLO_OP_SLICE:
  case HLO_OP_TRANSPOSE:
  case HLO_OP_BITCAST_CONVERT:
  case HLO_OP_DYNAMIC_IOTA:
  case HLO_OP_DYNAMIC_BROADCAST_IN_DIM:
  case HLO_OP_DYNAMIC_RESHAPE:
  case HLO_OP_DYNAMIC_PAD:
    return interp_lower_data(l, ins);
  case HLO_OP_GATHER:
  case HLO_OP_DYNAMIC_GATHER:
    return interp_lower_gather(l, ins);
  case HLO_OP_SCATTER:
    return interp_lower_scatter(l, ins);
  case HLO_OP_DOT:
  case HLO_OP_DOT_GENERAL:
    return interp_lower_dot(l, ins);
  case HLO_OP_REDUCE:
    return interp_lower_reduce(l, ins);
  case HLO_OP_REDUCE_WINDOW:
    return interp_lower_reduce_window(l, ins);
  case HLO_OP_SELECT_AND_SCATTER:
    return interp_lower_select_and_scatter(l, ins);
  case HLO_OP_MAP:
    return interp_lower_map(l, ins);
  case HLO_OP_SORT:
    return interp_lower_sort(l, ins);
  case HLO_OP_RNG_BIT_GENERATOR:
    return interp_lower_rng(l, ins);
  case HLO_OP_TRIANGULAR_SOLVE:
  case HLO_OP_FFT:
    return interp_lower_linalg(l, ins);
  case HLO_OP_CONVOLUTION:
  case HLO_OP_DYNAMIC_CONV:
    return interp_lower_convolution(l, ins);
  default:
    break;
  }
  if (ins->op == HLO_OP_UNKNOWN && interp_is_test_op(ins->mop))
    return interp_lower_test_op(l, ins);
  if (ins->op == HLO_OP_UNKNOWN && name_is(ins->mop, "chlo.mulhi"))
    return interp_lower_mulhi(l, ins);
  if (ins->op == HLO_OP_UNKNOWN && name_is(ins->mop, "chlo.scan"))
    return interp_lower_scan(l, ins);
  const HloOpInfo *info = hlo_op_info_by_id(ins->op);
  if (info->kind == HLO_KIND_ELEMENTWISE && ins->op != HLO_OP_UNIFORM_QUANTIZE &&
      ins->op != HLO_OP_UNIFORM_DEQUANTIZE)
    return interp_lower_elementwise(l, ins);
  return interp_lower_fail(l, ins, "is not supported by hlomem-run");
}

static bool is_terminator(HloOpId id, bool is_function) {
  return id == (is_function ? HLO_OP_FUNC_RETURN : HLO_OP_RETURN);
}

/* Lists, for each instruction of the block, the slots it defines that die
 * after it. */
/* A donated argument dies after its last use (the first op, if unused). */
static int32_t arg_death(const Lower *l, int32_t s) {
  return l->last_use[s] < 0 ? 0 : l->last_use[s];
}

static void build_free_lists(Lower *l, Block *b) {
  int32_t *count = hlo_xcalloc((size_t)b->ncode, sizeof *count);
  for (int32_t k = 0; k < b->ncode; k++)
    for (int32_t i = 0; i < b->code[k].nout; i++)
      count[l->last_use[b->code[k].out[i]]]++;
  for (int32_t i = 0; i < b->nargs; i++)
    if (l->flags[b->args[i]] & SLOT_DONATED)
      count[arg_death(l, b->args[i])]++;
  for (int32_t k = 0; k < b->ncode; k++) {
    b->code[k].free = interp_lower_alloc(l, sizeof(int32_t) * (size_t)(count[k] ? count[k] : 1));
    b->code[k].nfree = 0;
  }
  for (int32_t k = 0; k < b->ncode; k++)
    for (int32_t i = 0; i < b->code[k].nout; i++) {
      Instr *dies = &b->code[l->last_use[b->code[k].out[i]]];
      ((int32_t *)dies->free)[dies->nfree++] = b->code[k].out[i];
    }
  for (int32_t i = 0; i < b->nargs; i++)
    if (l->flags[b->args[i]] & SLOT_DONATED) {
      Instr *dies = &b->code[arg_death(l, b->args[i])];
      ((int32_t *)dies->free)[dies->nfree++] = b->args[i];
    }
  free(count);
}

/* ---- fusion and buffer sharing (docs/memory-model.md) ---- */

/* A fused value or a view has no buffer, and what it reads is used where
 * its users are: last instruction to first, so that chains resolve; an
 * operand read twice counts once (memory.c's rule). */
static void fuse_slots(Lower *l, Block *b, int32_t serial, const HloFusionPlan *fusion) {
  for (int32_t k = b->ncode - 1; k >= 0; k--) {
    const Instr *ins = &b->code[k];
    if (ins->nout != 1 || !hlo_fusion_nobuf(fusion, ins->mop))
      continue;
    int32_t r = ins->out[0];
    l->flags[r] |= SLOT_FUSED;
    for (int32_t j = 0; j < ins->nin; j++) {
      int32_t x = ins->in[j];
      bool seen = false;
      for (int32_t i = 0; i < j && !seen; i++)
        seen = ins->in[i] == x;
      if (seen || l->def_block[x] != serial)
        continue;
      if (l->last_use[r] > l->last_use[x]) {
        l->last_use[x] = l->last_use[r];
        l->at_last[x] = l->at_last[r];
      } else if (l->last_use[r] == l->last_use[x]) {
        l->at_last[x] = hlo_uses_add(l->at_last[x], l->at_last[r]);
      }
    }
  }
}

static void join_buffer(Lower *l, int32_t s, int32_t owner) {
  l->home[s] = owner;
  l->flags[s] |= SLOT_SHARED;
  if (l->last_use[s] > l->end[owner]) {
    l->end[owner] = l->last_use[s];
    l->end_uses[owner] = l->at_last[s];
  } else if (l->last_use[s] == l->end[owner]) {
    l->end_uses[owner] = hlo_uses_add(l->end_uses[owner], l->at_last[s]);
  }
}

/* How many uses of the instruction may write over the buffer of its
 * operand at pair i, in place: that one; for a while, the carries the body
 * updates that start from that operand, when pair i is the first of them,
 * else 0 (memory.c's rule). */
static int32_t in_place_uses(const Instr *ins, const HloSharePair *pairs, int n, int i) {
  if (ins->op != HLO_OP_WHILE)
    return 1;
  int32_t x = ins->in[pairs[i].operand], count = 0;
  for (int j = 0; j < n; j++) {
    if (pairs[j].kind != HLO_SHARE_IF_ONLY_USE || ins->in[pairs[j].operand] != x)
      continue;
    if (count == 0 && j != i)
      return 0;
    count++;
  }
  return count;
}

/* May the instruction at point k write over the buffer of `owner`? Not a
 * function argument, not a constant, only a buffer dying at k (and, for
 * in-place ops, used there by the `uses` allowed alone). */
static bool may_overwrite(const Lower *l, int32_t owner, int32_t k, HloShareKind kind,
                          int32_t uses) {
  if ((l->flags[owner] & (SLOT_OUTER | SLOT_CONSTANT)) ||
      (l->role[owner] == ROLE_FUNC_ARG && !(l->flags[owner] & SLOT_DONATED)) ||
      l->end[owner] != k)
    return false;
  return kind != HLO_SHARE_IF_ONLY_USE || (uses > 0 && l->end_uses[owner] == uses);
}

/* The slot of `v` in the function being lowered. */
static int32_t slot_of(const Lower *l, MlirValue v) {
  int64_t s;
  return hlo_ptrmap_get(&l->slot_of, v.ptr, &s) ? (int32_t)s : -1;
}

/* Result pair i of the instruction may share with slot x: one of the
 * buffers its operand stands for. */
static void place_result(Lower *l, const Instr *ins, int32_t serial, HloSharePair *pairs,
                         int npairs, int i, int32_t x) {
  int32_t v = ins->out[pairs[i].result];
  if (l->home[v] != v || (l->flags[v] & (SLOT_OUTER | SLOT_FUSED)))
    return;
  if (x < 0 || l->def_block[x] != serial) {
    if (pairs[i].kind == HLO_SHARE_ALIAS)
      l->flags[v] |= SLOT_OUTER;
    return;
  }
  if (l->slot_type[v]->model_bytes != l->slot_type[x]->model_bytes)
    return; /* a buffer holds values of one size */
  int32_t owner = l->home[x];
  if (pairs[i].kind == HLO_SHARE_ALIAS) {
    if (l->flags[owner] & SLOT_OUTER)
      l->flags[v] |= SLOT_OUTER;
    else
      join_buffer(l, v, owner);
  } else if (may_overwrite(l, owner, ins->point, pairs[i].kind,
                           pairs[i].kind == HLO_SHARE_IF_ONLY_USE
                               ? in_place_uses(ins, pairs, npairs, i)
                               : 0)) {
    join_buffer(l, v, owner);
  }
}

/* The operand of each pair stands for what its kernel reads through
 * fused producers and views (memory.c's rule). */
static void place_results(Lower *l, const Instr *ins, int32_t serial, HloSharePair *pairs,
                          int npairs, const HloFusionPlan *fusion) {
  for (int i = 0; i < npairs; i++) {
    MlirValue sources[8];
    int ns = hlo_fusion_sources(fusion, mlirOperationGetOperand(ins->mop, pairs[i].operand),
                                pairs[i].kind == HLO_SHARE_IF_DEAD, sources, 8);
    for (int j = 0; j < ns && j < 8; j++)
      place_result(l, ins, serial, pairs, npairs, i, slot_of(l, sources[j]));
  }
}

static void init_owner(Lower *l, int32_t s) {
  l->home[s] = s;
  l->end[s] = l->last_use[s];
  l->end_uses[s] = l->at_last[s];
}

/* Places the block's slots in buffers, then gives each yielded buffer's
 * owner the yield role (in a while body, only if it is made after its
 * carry's buffer is last used: then it is the carry) and makes each owner
 * live until its buffer's end. */
static void place_buffers(Lower *l, Block *b, int32_t serial, bool is_function, bool carries,
                          const HloFusionPlan *fusion) {
  for (int32_t i = 0; i < b->nargs; i++)
    init_owner(l, b->args[i]);
  for (int32_t k = 0; k < b->ncode; k++)
    for (int32_t i = 0; i < b->code[k].nout; i++)
      init_owner(l, b->code[k].out[i]);
  HloSharePair *pairs = NULL;
  int cap = 0;
  for (int32_t k = 0; k < b->ncode - 1; k++) {
    const Instr *ins = &b->code[k];
    int n = hlo_op_share_pairs(ins->mop, pairs, cap);
    if (n > cap) {
      cap = n;
      pairs = hlo_xrealloc(pairs, sizeof *pairs * (size_t)cap);
      n = hlo_op_share_pairs(ins->mop, pairs, cap);
    }
    place_results(l, ins, serial, pairs, n, fusion);
  }
  free(pairs);

  const Instr *term = &b->code[b->ncode - 1];
  for (int32_t i = 0; i < term->nin; i++) {
    MlirValue v = mlirOperationGetOperand(term->mop, i);
    hlo_fusion_sources(fusion, v, false, &v, 1); /* a view yields what it views */
    int32_t s = slot_of(l, v);
    if (s < 0 || l->def_block[s] != serial)
      continue;
    int32_t owner = l->home[s];
    if ((l->flags[owner] & SLOT_OUTER) || l->def_point[owner] < 0)
      continue;
    int32_t times = 0;
    for (int32_t j = 0; j < term->nin; j++)
      times += l->def_block[term->in[j]] == serial && l->home[term->in[j]] == owner;
    /* In a loop body, a yielded buffer made while its carry's buffer is
     * still in use is a temporary that XLA copies into the carry. */
    bool copied = carries && !(times == 1 && i < b->nargs && l->end[b->args[i]] < l->def_point[owner]);
    l->role[owner] = copied        ? ROLE_VALUE
                     : is_function ? ROLE_FUNC_YIELD
                                   : ROLE_REGION_YIELD;
  }
  for (int32_t k = 0; k < b->ncode; k++)
    for (int32_t i = 0; i < b->code[k].nout; i++) {
      int32_t s = b->code[k].out[i];
      if (l->home[s] == s)
        l->last_use[s] = l->end[s];
    }
  for (int32_t i = 0; i < b->nargs; i++)
    if (l->flags[b->args[i]] & SLOT_DONATED)
      l->last_use[b->args[i]] = l->end[b->args[i]];
}

static bool is_while_body(MlirBlock mb, MlirOperation owner) {
  return hlo_op_id(owner) == HLO_OP_WHILE && mlirOperationGetNumRegions(owner) > 1 &&
         mlirRegionGetFirstBlock(mlirOperationGetRegion(owner, 1)).ptr == mb.ptr;
}

static bool lower_block(Lower *l, MlirBlock mb, Block *b, bool is_function) {
  int32_t serial = block_serial(l);
  MlirOperation owner = mlirBlockGetParentOperation(mb);
  b->nargs = (int32_t)mlirBlockGetNumArguments(mb);
  int32_t *args = interp_lower_alloc(l, sizeof *args * (size_t)(b->nargs ? b->nargs : 1));
  const IType **targs = interp_lower_alloc(l, sizeof *targs * (size_t)(b->nargs ? b->nargs : 1));
  for (int32_t i = 0; i < b->nargs; i++) {
    MlirValue v = mlirBlockGetArgument(mb, i);
    const char *why = "";
    const IType *t = lower_type(l, mlirValueGetType(v), &why);
    if (!t) {
      HloStr text = {0};
      type_text(mlirValueGetType(v), &text);
      MlirStringRef name = op_name(owner);
      op_fail(l, owner,
              "'%.*s' op block argument #%d has type %s, which hlomem-run cannot hold: %s",
              (int)name.length, name.data, (int)i, text.data, why);
      hlo_str_free(&text);
      return false;
    }
    args[i] = new_slot(l, v, t, serial, -1, is_function ? ROLE_FUNC_ARG : ROLE_REGION_ARG);
    if (is_function && l->p->sharing == HLO_SHARING_XLA && hlo_func_arg_donated(owner, i))
      l->flags[args[i]] |= SLOT_DONATED;
    targs[i] = t;
  }
  b->args = args;
  b->targs = targs;

  b->ncode = (int32_t)hlo_block_num_ops(mb);
  if (b->ncode == 0)
    return op_fail(l, owner, "'%.*s' op has a block without a terminator",
                   (int)op_name(owner).length, op_name(owner).data);
  b->code = interp_lower_alloc(l, sizeof *b->code * (size_t)b->ncode);
  push_active(l, serial);
  int32_t k = 0;
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(mb); ok && !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op), k++) {
    Instr *ins = &b->code[k];
    ins->op = hlo_op_id(op);
    ins->mop = op;
    ins->point = k;
    ins->npoints = b->ncode;
    ins->callee = -1;
    l->active[l->depth - 1].point = k;
    bool last = k == b->ncode - 1;
    if (last != is_terminator(ins->op, is_function)) {
      ok = last ? op_fail(l, op, "'%.*s' op ends a block that must end with %s",
                          (int)op_name(op).length, op_name(op).data,
                          is_function ? "func.return" : "stablehlo.return")
                : interp_lower_fail(l, ins, "may only end a block");
      break;
    }
    /* An op hlomem-run does not know is refused before its regions,
     * whose terminators it would not know either. */
    if (ins->op == HLO_OP_UNKNOWN && !last && mlirOperationGetNumRegions(op) > 0 &&
        !runs_unlisted_region_op(op)) {
      ok = interp_lower_fail(l, ins, "is not supported by hlomem-run");
      break;
    }
    ok = lower_operands(l, op, ins) && lower_regions(l, op, ins) &&
         lower_results(l, op, ins, serial, k) && (last || lower_op(l, ins));
  }
  l->depth--;
  if (!ok)
    return false;

  /* Values the terminator hands back belong to the enclosing op. */
  const Instr *term = &b->code[b->ncode - 1];
  for (int32_t i = 0; i < term->nin; i++) {
    int32_t s = term->in[i];
    if (l->def_block[s] == serial && l->role[s] == ROLE_VALUE)
      l->role[s] = is_function ? ROLE_FUNC_YIELD : ROLE_REGION_YIELD;
  }
  HloFusionPlan *fusion = l->p->fusion == HLO_FUSION_XLA ? hlo_fusion_plan(mb) : NULL;
  if (fusion)
    fuse_slots(l, b, serial, fusion);
  if (l->p->sharing == HLO_SHARING_XLA)
    place_buffers(l, b, serial, is_function, is_while_body(mb, owner), fusion);
  hlo_fusion_plan_free(fusion);
  build_free_lists(l, b);
  return true;
}

/* ---- functions ---- */

static bool lower_function(Lower *l, Func *fn) {
  l->nslots = 0;
  l->nblocks = 0;
  l->depth = 0;
  hlo_ptrmap_free(&l->slot_of);
  memset(&l->slot_of, 0, sizeof l->slot_of);
  fn->name = hlo_func_name(fn->op);
  if (!lower_block(l, hlo_func_entry(fn->op), &fn->body, true))
    return false;
  fn->nslots = l->nslots;
  fn->types = interp_lower_alloc(l, sizeof *fn->types * (size_t)(l->nslots ? l->nslots : 1));
  int64_t *entry = interp_lower_alloc(l, sizeof *entry * (size_t)(l->nslots ? l->nslots : 1));
  int64_t *callee = interp_lower_alloc(l, sizeof *callee * (size_t)(l->nslots ? l->nslots : 1));
  for (int32_t s = 0; s < l->nslots; s++) {
    int64_t bytes = l->slot_type[s]->model_bytes;
    fn->types[s] = l->slot_type[s];
    if (l->flags[s] & (SLOT_SHARED | SLOT_OUTER | SLOT_FUSED))
      bytes = 0; /* another slot's buffer, or none */
    entry[s] = l->role[s] == ROLE_REGION_ARG || l->role[s] == ROLE_REGION_YIELD ? 0 : bytes;
    callee[s] = l->role[s] == ROLE_VALUE ? bytes : 0;
  }
  fn->charge[CHARGE_ENTRY] = entry;
  fn->charge[CHARGE_CALLEE] = callee;
  return true;
}

/* The entry's arguments and results cross the API as plain tensors. */
static bool check_entry_signature(Lower *l, const Func *fn) {
  for (int32_t i = 0; i < fn->body.nargs; i++)
    if (fn->body.targs[i]->kind != IT_TENSOR)
      return op_fail(l, fn->op, "argument #%d of @%.*s is not a tensor; hlomem-run passes tensors",
                     (int)i, (int)fn->name.length, fn->name.data);
  const Instr *ret = &fn->body.code[fn->body.ncode - 1];
  for (int32_t i = 0; i < ret->nin; i++)
    if (ret->tin[i]->kind != IT_TENSOR)
      return op_fail(l, fn->op, "result #%d of @%.*s is not a tensor; hlomem-run returns tensors",
                     (int)i, (int)fn->name.length, fn->name.data);
  return true;
}

HloInterp *hlo_interp_create(MlirOperation module, const char *entry) {
  return hlo_interp_create_with(module, entry, HLO_SHARING_XLA);
}

HloInterp *hlo_interp_create_with(MlirOperation module, const char *entry, HloSharing sharing) {
  return hlo_interp_create_model(module, entry, sharing, HLO_FUSION_XLA);
}

HloInterp *hlo_interp_create_model(MlirOperation module, const char *entry, HloSharing sharing,
                                   HloFusion fusion) {
  HloInterp *p = hlo_xcalloc(1, sizeof *p);
  p->module = module;
  p->sharing = sharing;
  p->fusion = fusion;
  Lower l;
  memset(&l, 0, sizeof l);
  l.p = p;
  MlirOperation main = hlo_lookup_func(module, mlirStringRefCreateFromCString(entry));
  if (mlirOperationIsNull(main)) {
    op_fail(&l, module, "the module has no function @%s", entry);
  } else if (mlirBlockIsNull(hlo_func_entry(main))) {
    op_fail(&l, main, "@%s is a declaration; hlomem-run needs its body", entry);
  } else {
    Discover d = {&l, 0, 0, NULL};
    add_function(&l, main, &d.n, &d.cap, &d.list);
    for (int32_t i = 0; i < d.n; i++)
      mlirOperationWalk(d.list[i], discover_callee, &d, MlirWalkPreOrder);
    p->nfuncs = d.n;
    p->funcs = interp_lower_alloc(&l, sizeof *p->funcs * (size_t)d.n);
    for (int32_t i = 0; i < d.n; i++)
      p->funcs[i].op = d.list[i];
    free(d.list);
    for (int32_t i = 0; i < p->nfuncs && !l.failed; i++)
      lower_function(&l, &p->funcs[i]);
    if (!l.failed)
      check_entry_signature(&l, &p->funcs[0]);
  }
  hlo_ptrmap_free(&l.func_index);
  hlo_ptrmap_free(&l.types);
  hlo_ptrmap_free(&l.slot_of);
  free(l.slot_type);
  free(l.def_block);
  free(l.last_use);
  free(l.role);
  free(l.def_point);
  free(l.at_last);
  free(l.home);
  free(l.end);
  free(l.end_uses);
  free(l.flags);
  free(l.active);
  if (l.failed) {
    hlo_interp_destroy(p);
    return NULL;
  }
  return p;
}

void hlo_interp_destroy(HloInterp *p) {
  if (!p)
    return;
  interp_probes_free(p);
  hlo_arena_free(&p->arena);
  free(p);
}

MlirOperation hlo_interp_entry(const HloInterp *p) { return p->funcs[0].op; }
void hlo_interp_set_op_limit(HloInterp *p, int64_t ops) { p->op_limit = ops < 0 ? 0 : ops; }
int hlo_interp_num_args(const HloInterp *p) { return p->funcs[0].body.nargs; }

int hlo_interp_num_results(const HloInterp *p) {
  const Block *b = &p->funcs[0].body;
  return b->code[b->ncode - 1].nin;
}

static HloTensor tensor_of(const IType *t) {
  HloTensor out;
  memset(&out, 0, sizeof out);
  out.dtype = t->dt;
  out.rank = t->rank;
  for (int d = 0; d < t->rank; d++)
    out.dims[d] = t->dims[d];
  return out;
}

HloTensor hlo_interp_arg_type(const HloInterp *p, int i) {
  return tensor_of(p->funcs[0].body.targs[i]);
}

HloTensor hlo_interp_result_type(const HloInterp *p, int i) {
  const Block *b = &p->funcs[0].body;
  return tensor_of(b->code[b->ncode - 1].tin[i]);
}
