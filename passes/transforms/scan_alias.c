/*
 * hlomem-scan-alias: a scan's stacked output that is only the slices of a
 * read-only scanned input becomes that input. Anchored on builtin.module:
 * it reads the callees of calls in loop bodies.
 *
 * Matches a stablehlo.while whose trip count is exact (a counter from a
 * constant, stepped by a constant, compared with a constant, never
 * leaving its type: hlo_while_loop_info) and whose body yields, for
 * a carried buffer ys, dynamic_update_slice(ys, v, starts) where
 *  - v is one whole row: size 1 on one dimension d of ys, full size on
 *    the others (whose start indices are clamped to 0);
 *  - the start index on d, as a function of the iteration number k,
 *    writes each of ys's N rows exactly once in N iterations: row k or
 *    N-1-k in the closed form of loops.h (i, N-1-i, i/2 with a step of 2,
 *    JAX's normalisation of negative indices, ...), or any permutation of
 *    the rows when an index that is not affine is evaluated iteration by
 *    iteration (loops of up to ENUMERATE_MAX iterations);
 *  - v is a dynamic_slice of xs of v's own type reading the same row at
 *    every iteration, seen through ops that keep elements in row-major
 *    order (reshape, bitcast_convert between equal widths, identity
 *    convert, broadcast_in_dim and transpose that only add or move unit
 *    dimensions), through func.call results that the callee returns as
 *    such a view of one of its arguments, and through get_tuple_element
 *    of a tuple or of such a call;
 *  - xs, of ys's type, is carried and passed through unchanged by the
 *    body, or is a value defined before the loop;
 *  - nothing else in the loop reads ys or its updated value.
 * The loop then leaves ys equal to xs whatever ys started as. Uses of that
 * result are replaced by xs (the loop's operand, when xs is carried), the
 * slot leaves the loop (operand, both regions' block arguments, the
 * body's return and the result) and its initial buffer goes when nothing
 * else uses it. Nothing else changes; where a loop does not match, the IR
 * is left as it was.
 *
 * Options: explain (a remark for each loop and each stacked buffer left
 * alone, saying which condition failed; --hlomem-explain does the same),
 * stats (a remark per rewritten loop: buffers aliased and bytes saved).
 *
 * Loops are visited innermost first, in sweeps repeated until nothing
 * changes: aliasing an inner scan can make the outer loop's stacked buffer
 * a slice of its input (nested scans), and a callee's loop can do the same
 * for its caller. Refusals are reported from one last sweep that changes
 * nothing, so each is said once.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "hlomem/loops.h"
#include "pipeline/catalog.h"

typedef struct ScanOptions {
  bool explain;
  bool stats;
} ScanOptions;

static const HloOptionInfo scan_options[] = {
    {"explain", HLO_OPT_BOOL, offsetof(ScanOptions, explain), "false",
     "emit a remark for each loop and stacked buffer left alone, saying why", NULL},
    {"stats", HLO_OPT_BOOL, offsetof(ScanOptions, stats), "false",
     "emit a remark per rewritten loop with the buffers aliased and the bytes saved", NULL},
};

/* ---- views: the same elements in the same row-major order ---- */

static bool static_shape(MlirValue v, HloShape *s) { return hlo_shape_of(mlirValueGetType(v), s); }

static unsigned bit_width(MlirType t) {
  if (mlirTypeIsAInteger(t))
    return mlirIntegerTypeGetWidth(t);
  if (mlirTypeIsAFloat(t))
    return mlirFloatTypeGetWidth(t);
  return 0;
}

/* broadcast_in_dim that copies nothing: operand dims keep their order and
 * sizes, the new dims have size 1. */
static bool broadcast_is_view(MlirOperation op, const HloShape *in, const HloShape *out) {
  HloDims dims;
  if (!hlo_attr_dims(op, "broadcast_dimensions", &dims) || dims.n != in->rank)
    return false;
  bool mapped[HLO_MAX_RANK] = {false};
  for (int i = 0; i < dims.n; i++) {
    int64_t d = dims.v[i];
    if (d < 0 || d >= out->rank || (i > 0 && d <= dims.v[i - 1]) || out->dims[d] != in->dims[i])
      return false;
    mapped[d] = true;
  }
  for (int d = 0; d < out->rank; d++)
    if (!mapped[d] && out->dims[d] != 1)
      return false;
  return true;
}

/* transpose that only moves dims of size 1 among the others. */
static bool transpose_is_view(MlirOperation op, const HloShape *in) {
  HloDims perm;
  if (!hlo_attr_dims(op, "permutation", &perm) || perm.n != in->rank)
    return false;
  int64_t last = -1;
  for (int i = 0; i < perm.n; i++) {
    int64_t d = perm.v[i];
    if (d < 0 || d >= in->rank)
      return false;
    if (in->dims[d] == 1)
      continue;
    if (d < last)
      return false;
    last = d;
  }
  return true;
}

static bool is_view(MlirOperation op) {
  if (mlirOperationGetNumOperands(op) != 1 || mlirOperationGetNumResults(op) != 1)
    return false;
  MlirValue x = mlirOperationGetOperand(op, 0), y = mlirOperationGetResult(op, 0);
  HloShape in, out;
  if (!static_shape(x, &in) || !static_shape(y, &out))
    return false;
  switch (hlo_op_id(op)) {
  case HLO_OP_RESHAPE:
    return mlirTypeEqual(in.elem, out.elem);
  case HLO_OP_CONVERT:
    return mlirTypeEqual(in.elem, out.elem);
  case HLO_OP_BITCAST_CONVERT:
    return in.rank == out.rank && bit_width(in.elem) != 0 &&
           bit_width(in.elem) == bit_width(out.elem) &&
           !memcmp(in.dims, out.dims, sizeof in.dims[0] * (size_t)in.rank);
  case HLO_OP_BROADCAST_IN_DIM:
    return mlirTypeEqual(in.elem, out.elem) && broadcast_is_view(op, &in, &out);
  case HLO_OP_TRANSPOSE:
    return mlirTypeEqual(in.elem, out.elem) && transpose_is_view(op, &in);
  default:
    return false;
  }
}

typedef struct ViewTrace {
  int budget;          /* steps left: calls may recurse */
  MlirOperation stop;  /* the op that is not a view, if any */
  bool call_not_view;  /* stop is a call whose result is not a view */
} ViewTrace;

static MlirValue view_source(ViewTrace *t, MlirValue v);

/* The `element`-th operand of the stablehlo.tuple producing `v`, or null;
 * with element -1, `v` itself. */
static MlirValue tuple_operand(MlirValue v, intptr_t element) {
  if (element < 0)
    return v;
  if (!mlirValueIsAOpResult(v))
    return (MlirValue){NULL};
  MlirOperation op = mlirOpResultGetOwner(v);
  if (hlo_op_id(op) != HLO_OP_TUPLE || element >= mlirOperationGetNumOperands(op))
    return (MlirValue){NULL};
  return mlirOperationGetOperand(op, element);
}

/* Result `r` of a call (its tuple element `element` when that is >= 0),
 * seen in the callee: the call operand it is a view of, or null. */
static MlirValue through_call(ViewTrace *t, MlirOperation call, intptr_t r, intptr_t element) {
  MlirOperation callee = hlo_call_callee(call);
  MlirBlock entry = mlirOperationIsNull(callee) ? (MlirBlock){NULL} : hlo_func_entry(callee);
  if (mlirBlockIsNull(entry) || !mlirBlockIsNull(mlirBlockGetNextInRegion(entry)))
    return (MlirValue){NULL};
  MlirOperation ret = hlo_block_terminator(entry);
  if (mlirOperationIsNull(ret) || hlo_op_id(ret) != HLO_OP_FUNC_RETURN ||
      mlirOperationGetNumOperands(ret) != mlirOperationGetNumResults(call))
    return (MlirValue){NULL};
  MlirValue returned = tuple_operand(mlirOperationGetOperand(ret, r), element);
  if (mlirValueIsNull(returned))
    return returned;
  ViewTrace inner = {t->budget, {NULL}, false};
  MlirValue src = view_source(&inner, returned);
  t->budget = inner.budget;
  if (mlirValueIsNull(src) || !mlirValueIsABlockArgument(src) ||
      !mlirBlockEqual(mlirBlockArgumentGetOwner(src), entry))
    return (MlirValue){NULL};
  intptr_t j = mlirBlockArgumentGetArgNumber(src);
  if (j >= mlirOperationGetNumOperands(call))
    return (MlirValue){NULL};
  return mlirOperationGetOperand(call, j);
}

/* One step back from `v`, produced by `op`: the value `v` is a view of
 * (through a view op, a call returning a view of an argument, or a
 * get_tuple_element of a tuple or of such a call), or null. */
static MlirValue view_step(ViewTrace *t, MlirOperation op, MlirValue v) {
  if (is_view(op))
    return mlirOperationGetOperand(op, 0);
  if (hlo_op_id(op) == HLO_OP_CALL)
    return through_call(t, op, mlirOpResultGetResultNumber(v), -1);
  int64_t index;
  if (hlo_op_id(op) != HLO_OP_GET_TUPLE_ELEMENT || mlirOperationGetNumOperands(op) != 1 ||
      !hlo_attr_int(op, "index", &index) || index < 0)
    return (MlirValue){NULL};
  MlirValue tuple = mlirOperationGetOperand(op, 0);
  if (!mlirValueIsAOpResult(tuple))
    return (MlirValue){NULL};
  MlirOperation producer = mlirOpResultGetOwner(tuple);
  if (hlo_op_id(producer) == HLO_OP_CALL)
    return through_call(t, producer, mlirOpResultGetResultNumber(tuple), (intptr_t)index);
  return tuple_operand(tuple, (intptr_t)index);
}

/* Follows `v` back through views to the first value that is none; null
 * when the trace runs out of steps. */
static MlirValue view_source(ViewTrace *t, MlirValue v) {
  while (mlirValueIsAOpResult(v)) {
    if (--t->budget < 0)
      return (MlirValue){NULL};
    MlirOperation op = mlirOpResultGetOwner(v);
    MlirValue back = view_step(t, op, v);
    if (mlirValueIsNull(back)) {
      t->stop = op;
      t->call_not_view = hlo_op_id(op) == HLO_OP_CALL;
      return v;
    }
    v = back;
  }
  return v;
}

/* ---- one stacked buffer ---- */

typedef struct Loop {
  MlirOperation op;
  HloLoopInfo info;
  MlirBlock cond, body;
  MlirOperation yield; /* the body's return */
} Loop;

/* Iterations an index that is not affine in k is checked one by one. */
enum { ENUMERATE_MAX = 4096 };

/* The row an index names at each iteration k: affine in k when the index
 * has that closed form (loops.h), else a table filled by evaluating it at
 * each iteration. */
typedef struct Rows {
  bool affine;
  HloLoopIndex f;
  int64_t *at; /* trips entries, when not affine */
} Rows;

/* A candidate: slot k, updated by `dus` each iteration. */
typedef struct Stack {
  intptr_t k;
  MlirOperation dus;
  MlirValue update;
  HloShape ys;
  int dim;    /* the scanned dimension */
  Rows rows;  /* the row written at each iteration */
} Stack;

typedef struct Alias {
  MlirValue with;     /* what the stacked result equals */
  intptr_t operand;   /* the loop operand it is, or -1 for an outer value */
  char rows[96];      /* "row k", "row 7 - k", "rows 3, 6, 1, ..." */
  int64_t bytes;
} Alias;

/* Why a candidate was refused, and scratch text for the message. */
typedef struct Why {
  HloStr text, a, b;
} Why;

static bool refuse(Why *w, const char *fmt, ...) HLO_PRINTF(2, 3);
static bool refuse(Why *w, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  w->text.len = 0;
  hlo_str_vprintf(&w->text, fmt, ap);
  va_end(ap);
  return false;
}

static const char *type_text(MlirType t, HloStr *out) {
  out->len = 0;
  hlo_type_print(t, out);
  return out->data;
}

static const char *op_text(MlirOperation op, HloStr *out) {
  MlirStringRef s = mlirIdentifierStr(mlirOperationGetName(op));
  out->len = 0;
  hlo_str_append(out, s.data, s.length);
  MlirStringRef callee;
  if (hlo_op_id(op) == HLO_OP_CALL && hlo_attr_string(op, "callee", &callee)) {
    hlo_str_puts(out, " @");
    hlo_str_append(out, callee.data, callee.length);
  }
  return out->data;
}

static bool has_one_use(MlirValue v) {
  MlirOpOperand use = mlirValueGetFirstUse(v);
  return !mlirOpOperandIsNull(use) && mlirOpOperandIsNull(mlirOpOperandGetNextUse(use));
}

static bool unused(MlirValue v) { return mlirOpOperandIsNull(mlirValueGetFirstUse(v)); }

/* The body updates its own ys in place, and nothing else in the loop
 * reads ys or the updated value. */
static bool updated_in_place(const Loop *l, Stack *st, Why *w) {
  MlirValue arg = mlirBlockGetArgument(l->body, st->k);
  MlirType type = mlirValueGetType(arg);
  if (!hlo_shape_of(type, &st->ys) || hlo_type_bytes(type) < 0)
    return refuse(w, "the stacked buffer has no static shape");
  if (mlirOperationGetNumOperands(st->dus) != 2 + st->ys.rank)
    return refuse(w, "the dynamic_update_slice does not have one start index per dimension");
  if (!mlirValueEqual(mlirOperationGetOperand(st->dus, 0), arg))
    return refuse(w, "the buffer is not updated in place: the update writes into another value");
  if (!has_one_use(arg))
    return refuse(w, "the stacked buffer is also read inside the loop");
  if (!unused(mlirBlockGetArgument(l->cond, st->k)))
    return refuse(w, "the loop condition reads the stacked buffer");
  if (!has_one_use(mlirOperationGetResult(st->dus, 0)))
    return refuse(w, "the updated buffer is also used inside the loop");
  st->update = mlirOperationGetOperand(st->dus, 1);
  return true;
}

/* The update is one row of ys: size 1 on one dimension, full on the rest. */
static bool one_whole_row(Stack *st, Why *w) {
  HloShape upd;
  int differ = 0;
  if (hlo_shape_of(mlirValueGetType(st->update), &upd) && upd.rank == st->ys.rank)
    for (int j = 0; j < upd.rank; j++)
      if (upd.dims[j] != st->ys.dims[j]) {
        differ++;
        st->dim = j;
      }
  if (differ == 1 && upd.dims[st->dim] == 1)
    return true;
  return refuse(w, "the update is not one whole row: %s into %s",
                type_text(mlirValueGetType(st->update), &w->a),
                type_text(mlirValueGetType(mlirOperationGetResult(st->dus, 0)), &w->b));
}

static int64_t row_at(const Rows *r, int64_t k) {
  return r->affine ? r->f.base + r->f.stride * k : r->at[k];
}

/* "row 7 - k", or the first rows of a table: "rows 0, 0, 1, 1, ...". */
static const char *rows_text(const Loop *l, const Rows *r, char *buf, size_t size) {
  char f[64];
  if (r->affine) {
    snprintf(buf, size, "row %s", hlo_loop_index_format(&r->f, f));
    return buf;
  }
  size_t len = (size_t)snprintf(buf, size, "rows");
  int64_t k = 0;
  for (; k < l->info.trips && len + 24 < size; k++)
    len += (size_t)snprintf(buf + len, size - len, "%s %lld", k ? "," : "", (long long)r->at[k]);
  if (k < l->info.trips)
    snprintf(buf + len, size - len, ", ...");
  return buf;
}

/* The rows `v` names over the loop: in closed form, else iteration by
 * iteration for loops of at most ENUMERATE_MAX iterations. */
static bool rows_of(const Loop *l, MlirValue v, const char *what, Rows *r, Why *w) {
  const char *stop;
  r->affine = hlo_loop_index(l->op, &l->info, v, &r->f, &stop);
  if (r->affine)
    return true;
  const char *first = stop;
  if (l->info.trips <= ENUMERATE_MAX) {
    r->at = hlo_xrealloc(r->at, sizeof *r->at * (size_t)(l->info.trips + 1));
    int64_t k = 0;
    while (k < l->info.trips && hlo_loop_index_at(l->op, &l->info, v, k, &r->at[k], &stop))
      k++;
    if (k == l->info.trips)
      return true;
  }
  return refuse(w, "the %s index is not a function of the iteration: it depends on %s", what,
                first);
}

/* Over the loop, the update writes each of ys's rows exactly once. */
static bool each_row_once(const Loop *l, Stack *st, Why *w) {
  if (!rows_of(l, mlirOperationGetOperand(st->dus, 2 + st->dim), "update", &st->rows, w))
    return false;
  int64_t n = st->ys.dims[st->dim], trips = l->info.trips;
  const Rows *r = &st->rows;
  bool once = trips == n;
  if (once && r->affine) {
    once = (r->f.stride == 1 && r->f.base == 0) || (r->f.stride == -1 && r->f.base == n - 1);
  } else if (once) {
    bool *seen = hlo_xcalloc((size_t)n + 1, sizeof *seen);
    for (int64_t k = 0; k < trips && once; k++) {
      int64_t row = r->at[k];
      once = row >= 0 && row < n && !seen[row];
      if (once)
        seen[row] = true;
    }
    free(seen);
  }
  if (once)
    return true;
  char f[96];
  if (r->affine)
    return refuse(w,
                  "coverage is partial: iteration k writes row %s for k < %lld, "
                  "but dimension %d has %lld rows",
                  hlo_loop_index_format(&r->f, f), (long long)trips, st->dim, (long long)n);
  return refuse(w,
                "coverage is partial: the %lld iterations write %s, but dimension %d has %lld rows",
                (long long)trips, rows_text(l, r, f, sizeof f), st->dim, (long long)n);
}

/* The dynamic_slice the update is a view of. */
static bool update_is_slice(const Loop *l, const Stack *st, MlirOperation *ds, Why *w) {
  ViewTrace trace = {1024, {NULL}, false};
  MlirValue src = view_source(&trace, st->update);
  const char *no = "the update is not exactly a slice of an input";
  if (mlirValueIsNull(src))
    return refuse(w, "%s: too many ops to follow", no);
  if (!mlirOperationIsNull(trace.stop) && hlo_op_id(trace.stop) == HLO_OP_DYNAMIC_SLICE) {
    *ds = trace.stop;
    return true;
  }
  if (!mlirOperationIsNull(trace.stop))
    return refuse(w, trace.call_not_view ? "%s: %s returns something else" : "%s: it comes from %s",
                  no, op_text(trace.stop, &w->a));
  if (mlirBlockEqual(mlirBlockArgumentGetOwner(src), l->body))
    return refuse(w, "%s: it is carried value %ld", no, (long)mlirBlockArgumentGetArgNumber(src));
  return refuse(w, "%s: it is a block argument", no);
}

/* The slice reads row `rows` of an input of ys's type, whole rows only. */
static bool slice_matches(const Loop *l, const Stack *st, MlirOperation ds, Why *w) {
  MlirValue xs = mlirOperationGetOperand(ds, 0), slice = mlirOperationGetResult(ds, 0);
  HloDims sizes;
  HloShape upd;
  hlo_shape_of(mlirValueGetType(st->update), &upd);
  if (!mlirTypeEqual(mlirValueGetType(slice), mlirValueGetType(st->update)) ||
      !hlo_attr_dims(ds, "slice_sizes", &sizes) || sizes.n != upd.rank ||
      memcmp(sizes.v, upd.dims, sizeof sizes.v[0] * (size_t)upd.rank) != 0 ||
      mlirOperationGetNumOperands(ds) != 1 + st->ys.rank)
    return refuse(w, "slice sizes differ: the slice is %s, the update %s",
                  type_text(mlirValueGetType(slice), &w->a),
                  type_text(mlirValueGetType(st->update), &w->b));
  MlirType ys_type = mlirValueGetType(mlirOperationGetResult(st->dus, 0));
  if (!mlirTypeEqual(mlirValueGetType(xs), ys_type))
    return refuse(w, "the sliced input is a %s, the stacked buffer a %s",
                  type_text(mlirValueGetType(xs), &w->a), type_text(ys_type, &w->b));
  Rows read = {false, {0, 0}, NULL};
  bool same = rows_of(l, mlirOperationGetOperand(ds, 1 + st->dim), "slice", &read, w);
  if (!same) {
    free(read.at);
    return false;
  }
  int64_t k = 0;
  if (read.affine && st->rows.affine) {
    same = read.f.base == st->rows.f.base && read.f.stride == st->rows.f.stride;
  } else {
    while (k < l->info.trips && row_at(&read, k) == row_at(&st->rows, k))
      k++;
    same = k == l->info.trips;
  }
  char f1[64], f2[64];
  if (!same && read.affine && st->rows.affine)
    refuse(w, "update and slice indices differ: the update writes row %s, the slice reads row %s",
           hlo_loop_index_format(&st->rows.f, f1), hlo_loop_index_format(&read.f, f2));
  else if (!same)
    refuse(w,
           "update and slice indices differ: at iteration %lld the update writes row %lld, "
           "the slice reads row %lld",
           (long long)k, (long long)row_at(&st->rows, k), (long long)row_at(&read, k));
  free(read.at);
  return same;
}

/* The sliced input as a value usable after the loop: the loop's operand
 * for a slot the body passes through, or a value defined before it. */
static bool input_after_loop(const Loop *l, MlirValue xs, Alias *a, Why *w) {
  if (mlirValueIsABlockArgument(xs) && mlirBlockEqual(mlirBlockArgumentGetOwner(xs), l->body)) {
    intptr_t s = mlirBlockArgumentGetArgNumber(xs);
    if (!mlirValueEqual(mlirOperationGetOperand(l->yield, s), xs))
      return refuse(w, "the sliced input (operand %ld) is written inside the loop", (long)s);
    a->with = mlirOperationGetOperand(l->op, s);
    a->operand = s;
    return true;
  }
  MlirOperation def = mlirValueIsAOpResult(xs)
                          ? mlirOpResultGetOwner(xs)
                          : mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(xs));
  for (MlirOperation p = def; !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
    if (mlirOperationEqual(p, l->op))
      return refuse(w, "the slice reads a value computed inside the loop");
  if (!hlo_value_defined_before(xs, l->op))
    return refuse(w, "the sliced input is not defined before the loop");
  a->with = xs;
  a->operand = -1;
  return true;
}

/* Does slot k, updated by `dus`, stack exactly the rows of an input? */
static bool stacks_input(const Loop *l, intptr_t k, MlirOperation dus, Alias *a, Why *w) {
  Stack st = {k, dus, {NULL}, {0}, -1, {false, {0, 0}, NULL}};
  MlirOperation ds;
  bool ok = updated_in_place(l, &st, w) && one_whole_row(&st, w) && each_row_once(l, &st, w) &&
            update_is_slice(l, &st, &ds, w) && slice_matches(l, &st, ds, w) &&
            input_after_loop(l, mlirOperationGetOperand(ds, 0), a, w);
  if (ok) {
    rows_text(l, &st.rows, a->rows, sizeof a->rows);
    a->bytes = hlo_type_bytes(mlirValueGetType(mlirBlockGetArgument(l->body, k)));
  }
  free(st.rows.at);
  return ok;
}

/* ---- one loop ---- */

typedef struct Sweep {
  bool say;               /* report refusals */
  bool stats;
  int64_t changed;
  HloSlotNumbers numbers; /* loops this run rebuilt, and their input slots */
} Sweep;

static void say_loop(const Sweep *sw, MlirOperation op, const char *why) {
  if (sw->say)
    hlo_remark(mlirOperationGetLocation(op), "hlomem-scan-alias: loop left alone: %s", why);
}

static MlirOperation updater(const Loop *l, intptr_t k) {
  MlirValue next = mlirOperationGetOperand(l->yield, k);
  if (!mlirValueIsAOpResult(next))
    return (MlirOperation){NULL};
  MlirOperation op = mlirOpResultGetOwner(next);
  return hlo_op_id(op) == HLO_OP_DYNAMIC_UPDATE_SLICE ? op : (MlirOperation){NULL};
}

/* `old` (now destroyed) lost the flagged slots and became `l->op`; slots
 * are named as in the input. */
static void report_aliases(const Sweep *sw, MlirOperation old, const Loop *l, intptr_t n,
                           const bool *drop, const Alias *aliases) {
  HloStr s = {0};
  int64_t bytes = 0, count = 0;
  for (intptr_t k = 0; k < n; k++) {
    if (!drop[k])
      continue;
    hlo_str_printf(&s, "%sresult %ld = ", count ? ", " : "",
                   (long)hlo_slot_number(&sw->numbers, old, k));
    if (aliases[k].operand >= 0)
      hlo_str_printf(&s, "operand %ld",
                     (long)hlo_slot_number(&sw->numbers, old, aliases[k].operand));
    else
      hlo_str_puts(&s, "outer value");
    hlo_str_printf(&s, " at %s", aliases[k].rows);
    bytes += aliases[k].bytes;
    count++;
  }
  hlo_remark(mlirOperationGetLocation(l->op),
             "hlomem-scan-alias: %lld stacked buffer%s aliased, %lld B saved: %s", (long long)count,
             count == 1 ? "" : "s", (long long)bytes, s.data);
  hlo_str_free(&s);
}

static void alias_loop(Sweep *sw, MlirOperation op) {
  const char *bad;
  if (!hlo_while_is_well_formed(op, &bad)) {
    say_loop(sw, op, bad);
    return;
  }
  Loop l = {op, {0}, {NULL}, {NULL}, {NULL}};
  l.cond = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  l.body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 1));
  l.yield = hlo_block_terminator(l.body);
  intptr_t n = mlirOperationGetNumOperands(op), candidates = 0;
  for (intptr_t k = 0; k < n; k++)
    candidates += !mlirOperationIsNull(updater(&l, k));
  if (!candidates) {
    if (!hlo_slot_numbers_rebuilt(&sw->numbers, op))
      say_loop(sw, op, "no carried buffer is updated by dynamic_update_slice");
    return;
  }
  if (!hlo_while_loop_info(op, &l.info)) {
    say_loop(sw, op,
             hlo_while_loop_shape(op, &l.info)
                 ? "the trip count cannot be proven: the counter leaves the range of its type, "
                   "or is compared as unsigned across negative values"
                 : "the trip count cannot be proven (no carried counter that starts at a "
                   "constant, steps by a constant and is compared with a constant, each "
                   "written in the loop or carried unchanged from one)");
    return;
  }
  bool *drop = hlo_xcalloc((size_t)n, sizeof *drop);
  MlirValue *with = hlo_xcalloc((size_t)n, sizeof *with);
  Alias *aliases = hlo_xcalloc((size_t)n, sizeof *aliases);
  Why why = {{0}, {0}, {0}};
  intptr_t found = 0;
  for (intptr_t k = 0; k < n; k++) {
    MlirOperation dus = updater(&l, k);
    if (mlirOperationIsNull(dus))
      continue;
    if (stacks_input(&l, k, dus, &aliases[k], &why)) {
      drop[k] = true;
      with[k] = aliases[k].with;
      found++;
    } else if (sw->say) {
      hlo_remark(mlirOperationGetLocation(dus), "hlomem-scan-alias: stacked buffer not aliased: %s",
                 why.text.data);
    }
  }
  if (found) {
    MlirOperation rebuilt = hlo_while_remove_slots(op, drop, with);
    if (!mlirOperationIsNull(rebuilt)) {
      l.op = rebuilt;
      if (sw->stats)
        report_aliases(sw, op, &l, n, drop, aliases);
      hlo_slot_numbers_record(&sw->numbers, op, rebuilt, drop, n);
      sw->changed += found;
    } else {
      say_loop(sw, op, "the loop could not be rebuilt without its stacked buffers");
    }
  }
  hlo_str_free(&why.text);
  hlo_str_free(&why.a);
  hlo_str_free(&why.b);
  free(drop);
  free(with);
  free(aliases);
}

/* ---- the pass ---- */

/* One pass over every loop of the module, innermost first. Rebuilding a
 * loop replaces only that op: the loops nested in it move with its
 * regions, and the others are untouched. */
static int64_t sweep(MlirOperation module, Sweep *sw) {
  size_t n;
  MlirOperation *loops = hlo_while_loops(module, &n);
  sw->changed = 0;
  for (size_t i = 0; i < n; i++)
    alias_loop(sw, loops[i]);
  free(loops);
  return sw->changed;
}

static void run_scan_alias(MlirOperation module, const void *opts, HloPassRun *run) {
  const ScanOptions *o = opts;
  Sweep sw = {false, o->stats, 0, {{0}, {0}, NULL, 0, 0}};
  if (sweep(module, &sw) == 0)
    hlo_pass_unchanged(run);
  else
    while (sweep(module, &sw) > 0) {
    }
  if (hlo_explain_enabled(o->explain)) {
    sw.say = true;
    sweep(module, &sw);
  }
  hlo_slot_numbers_free(&sw.numbers);
}

const HloPassInfo hlo_scan_alias_pass = {
    "hlomem-scan-alias",
    "Replace a scan's stacked slices of a read-only input by that input",
    "builtin.module",
    scan_options,
    sizeof scan_options / sizeof scan_options[0],
    sizeof(ScanOptions),
    NULL,
    run_scan_alias,
};
