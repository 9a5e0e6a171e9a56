/*
 * Interpreter, ops that apply a region per element: reduce, reduce_window,
 * select_and_scatter, map and sort.
 *
 * Any body runs through interp_apply_scalar, one call per step. The
 * bodies programs actually use are a single binary op on the two
 * arguments (add, maximum, ...) or a single comparison; those are
 * recognised at lowering and run as kernels instead, in exactly the same
 * order, so the answer does not depend on which path ran.
 *
 * The order: reduce folds the input elements of each result element in
 * row-major order, starting from the init value (the spec leaves the tree
 * to the implementation); reduce_window folds each window likewise,
 * padding and dilation holes included as init values; select_and_scatter
 * picks in each window, in row-major order, the element that `select`
 * keeps against every later one (select(kept, next) false moves to next;
 * padding takes no part, and a window of padding only scatters nothing),
 * then scatters the source values in row-major order of the source,
 * scatter(current, source) over a result filled with init; sort is a stable
 * merge sort (whatever is_stable says), taking the right element first
 * only when the comparator says it is less than the left one.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

HloOpId interp_body_binary(const Block *b) {
  if (b->nargs != 2 || b->ncode != 2)
    return HLO_OP_UNKNOWN;
  const Instr *op = &b->code[0], *term = &b->code[1];
  if (op->nin != 2 || op->nout != 1 || term->nin != 1 || term->in[0] != op->out[0])
    return HLO_OP_UNKNOWN;
  bool direct = op->in[0] == b->args[0] && op->in[1] == b->args[1];
  bool swapped = op->in[0] == b->args[1] && op->in[1] == b->args[0];
  if (!direct && !swapped)
    return HLO_OP_UNKNOWN;
  switch (op->op) {
  case HLO_OP_ADD:
  case HLO_OP_MULTIPLY:
  case HLO_OP_MAXIMUM:
  case HLO_OP_MINIMUM:
  case HLO_OP_AND:
  case HLO_OP_OR:
  case HLO_OP_XOR:
    return op->op; /* commutative: either order */
  default:
    return HLO_OP_UNKNOWN;
  }
}

/* A recognised binary body, as the fastest kernel available. */
typedef struct Combiner {
  CombineFn fn;
  const EwPlan *plan;
} Combiner;

static bool combiner_for(Lower *l, const Block *body, HloDtype dt, Combiner *c) {
  HloOpId op = interp_body_binary(body);
  c->fn = NULL;
  c->plan = NULL;
  if (op == HLO_OP_UNKNOWN)
    return false;
  c->fn = interp_combine_fn(op, dt);
  if (!c->fn)
    c->plan = interp_ew_binary_plan(l, op, dt);
  return c->fn || c->plan;
}

static inline void combine(const Combiner *c, int64_t n, void *acc, const void *x) {
  if (c->fn)
    c->fn(n, acc, x, acc);
  else
    interp_ew_binary_apply(c->plan, n, acc, x, acc);
}

static bool check_inits(Lower *l, Instr *ins, int n) {
  for (int k = 0; k < n; k++) {
    const IType *in = ins->tin[k], *init = ins->tin[n + k];
    if (in->kind != IT_TENSOR || init->kind != IT_TENSOR || init->rank != 0 ||
        init->dt != in->dt || !itype_same_shape(in, ins->tin[0]))
      return interp_lower_fail(l, ins, "expects inputs of one shape and scalar init values of "
                               "their element types");
  }
  return true;
}

/* ---- reduce ---- */

typedef struct Reduce {
  int n;
  int64_t out_strides[HLO_MAX_RANK]; /* per input dimension; 0 if reduced */
  bool fast;
  Combiner comb;
} Reduce;

static bool reduce_generic(Exec *x, Frame *f, const Instr *ins, const Reduce *r,
                           unsigned char *const *res, const int *es) {
  const IType *t = ins->tin[0];
  const void *args[INTERP_MAX_SCALARS];
  void *outs[INTERP_MAX_SCALARS];
  int64_t idx[HLO_MAX_RANK] = {0};
  for (int64_t flat = 0; flat < t->count; flat++) {
    int64_t o = 0;
    for (int d = 0; d < t->rank; d++)
      o += idx[d] * r->out_strides[d];
    for (int k = 0; k < r->n; k++) {
      args[k] = res[k] + o * es[k];
      args[r->n + k] = in_data(f, ins, k) + flat * es[k];
      outs[k] = res[k] + o * es[k];
    }
    if (!interp_apply_scalar(x, f, &ins->regions[0], args, outs))
      return false;
    for (int d = t->rank - 1; d >= 0 && ++idx[d] == t->dims[d]; d--)
      idx[d] = 0;
  }
  return true;
}

static void reduce_fast(Frame *f, const Instr *ins, const Reduce *r, unsigned char *res, int es) {
  const IType *t = ins->tin[0];
  const unsigned char *src = in_data(f, ins, 0);
  if (t->rank == 0) {
    combine(&r->comb, 1, res, src);
    return;
  }
  int last = t->rank - 1;
  int64_t run = t->dims[last], out_step = r->out_strides[last];
  int64_t rows = run ? t->count / run : 0;
  int64_t idx[HLO_MAX_RANK] = {0};
  for (int64_t row = 0; row < rows; row++) {
    int64_t o = 0;
    for (int d = 0; d < last; d++)
      o += idx[d] * r->out_strides[d];
    const unsigned char *in = src + row * run * es;
    unsigned char *out = res + o * es;
    if (out_step == 0) {
      for (int64_t j = 0; j < run; j++)
        combine(&r->comb, 1, out, in + j * es);
    } else {
      combine(&r->comb, run, out, in);
    }
    for (int d = last - 1; d >= 0 && ++idx[d] == t->dims[d]; d--)
      idx[d] = 0;
  }
}

static bool run_reduce(Exec *x, Frame *f, const Instr *ins) {
  const Reduce *r = ins->attr;
  unsigned char *res[INTERP_MAX_SCALARS];
  int es[INTERP_MAX_SCALARS];
  for (int k = 0; k < r->n; k++) {
    const IType *t = ins->tout[k];
    es[k] = hlo_dtype_bytes(t->dt);
    res[k] = interp_result(x, f, ins, k)->data;
    interp_fill(res[k], t->count, es[k], in_data(f, ins, r->n + k));
  }
  if (r->fast) {
    reduce_fast(f, ins, r, res[0], es[0]);
    return true;
  }
  return reduce_generic(x, f, ins, r, res, es);
}

bool interp_lower_reduce(Lower *l, Instr *ins) {
  int n = ins->nout;
  if (n < 1 || ins->nin != 2 * n || ins->nregions != 1)
    return interp_lower_fail(l, ins, "expects N inputs, N init values, N results and a body");
  if (!check_inits(l, ins, n))
    return false;
  const IType *in = ins->tin[0];
  HloDims dims;
  if (!interp_attr_dims(l, ins, "dimensions", &dims, true) ||
      !interp_check_axes(l, ins, "dimensions", &dims, in->rank))
    return false;
  HloDtype dts[INTERP_MAX_SCALARS];
  if (n > INTERP_MAX_SCALARS / 2)
    return interp_lower_fail(l, ins, "has more than %d inputs", INTERP_MAX_SCALARS / 2);
  for (int k = 0; k < n; k++)
    dts[k] = dts[n + k] = ins->tin[k]->dt;
  if (!interp_check_scalar_body(l, ins, &ins->regions[0], 2 * n, dts, n, dts))
    return false;
  Reduce *r = LOWER_NEW(l, Reduce);
  r->n = n;
  /* Results: the input's shape without the reduced dimensions. */
  int64_t kept[HLO_MAX_RANK];
  int nkept = 0;
  for (int d = 0; d < in->rank; d++) {
    bool reduced = false;
    for (int i = 0; i < dims.n; i++)
      reduced |= dims.v[i] == d;
    if (!reduced)
      kept[nkept++] = d;
  }
  for (int k = 0; k < n; k++) {
    const IType *t = ins->tout[k];
    bool ok = t->kind == IT_TENSOR && t->rank == nkept && t->dt == ins->tin[k]->dt;
    for (int i = 0; ok && i < nkept; i++)
      ok = t->dims[i] == in->dims[kept[i]];
    if (!ok)
      return interp_lower_fail(l, ins, "expects result #%d to be input #%d without the reduced "
                               "dimensions", k, k);
  }
  int64_t rstrides[HLO_MAX_RANK];
  itype_strides(ins->tout[0], rstrides);
  for (int i = 0; i < nkept; i++)
    r->out_strides[kept[i]] = rstrides[i];
  r->fast = n == 1 && combiner_for(l, &ins->regions[0], in->dt, &r->comb);
  ins->attr = r;
  ins->run = run_reduce;
  return true;
}

/* ---- reduce_window ---- */

typedef struct Window {
  int n, rank;
  int64_t size[HLO_MAX_RANK], stride[HLO_MAX_RANK], base_dil[HLO_MAX_RANK];
  int64_t win_dil[HLO_MAX_RANK], pad_lo[HLO_MAX_RANK];
  int64_t window_count; /* elements per window */
  bool fast;
  Combiner comb;
} Window;

static bool run_reduce_window(Exec *x, Frame *f, const Instr *ins) {
  const Window *w = ins->attr;
  const IType *in = ins->tin[0], *t = ins->tout[0];
  int64_t istrides[HLO_MAX_RANK];
  itype_strides(in, istrides);
  unsigned char *res[INTERP_MAX_SCALARS];
  int es[INTERP_MAX_SCALARS];
  for (int k = 0; k < w->n; k++) {
    es[k] = hlo_dtype_bytes(ins->tout[k]->dt);
    res[k] = interp_result(x, f, ins, k)->data;
  }
  const void *args[INTERP_MAX_SCALARS];
  void *outs[INTERP_MAX_SCALARS];
  int64_t oi[HLO_MAX_RANK] = {0};
  for (int64_t flat = 0; flat < t->count; flat++) {
    for (int k = 0; k < w->n; k++)
      memcpy(res[k] + flat * es[k], in_data(f, ins, w->n + k), (size_t)es[k]);
    int64_t wi[HLO_MAX_RANK] = {0};
    for (int64_t e = 0; e < w->window_count; e++) {
      /* The element's position in the padded, dilated input; holes and
       * padding read as the init value. */
      int64_t off = 0;
      bool real = true;
      for (int d = 0; d < w->rank && real; d++) {
        int64_t p = oi[d] * w->stride[d] + wi[d] * w->win_dil[d] - w->pad_lo[d];
        real = p >= 0 && p % w->base_dil[d] == 0 && p / w->base_dil[d] < in->dims[d];
        off += real ? p / w->base_dil[d] * istrides[d] : 0;
      }
      for (int k = 0; k < w->n; k++) {
        args[k] = res[k] + flat * es[k];
        args[w->n + k] = real ? in_data(f, ins, k) + off * es[k] : in_data(f, ins, w->n + k);
        outs[k] = res[k] + flat * es[k];
      }
      if (w->fast)
        combine(&w->comb, 1, outs[0], args[1]);
      else if (!interp_apply_scalar(x, f, &ins->regions[0], args, outs))
        return false;
      for (int d = w->rank - 1; d >= 0 && ++wi[d] == w->size[d]; d--)
        wi[d] = 0;
    }
    for (int d = t->rank - 1; d >= 0 && ++oi[d] == t->dims[d]; d--)
      oi[d] = 0;
  }
  return true;
}

bool interp_window_attr(Lower *l, Instr *ins, const char *name, int rank, int64_t *out) {
  HloDims d;
  if (!interp_attr_dims(l, ins, name, &d, false))
    return false;
  if (d.n == 0 && mlirAttributeIsNull(hlo_attr(ins->mop, name))) {
    for (int i = 0; i < rank; i++)
      out[i] = 1;
    return true;
  }
  if (d.n != rank)
    return interp_lower_fail(l, ins, "expects one '%s' per dimension", name);
  for (int i = 0; i < rank; i++) {
    if (d.v[i] <= 0 || d.v[i] > INT32_MAX)
      return interp_lower_fail(l, ins, "expects positive '%s'", name);
    out[i] = d.v[i];
  }
  return true;
}

bool interp_window_padding(Lower *l, Instr *ins, MlirAttribute padding, int n, int64_t *lo,
                           int64_t *hi) {
  for (int d = 0; d < n; d++)
    lo[d] = hi[d] = 0;
  if (mlirAttributeIsNull(padding))
    return true;
  HloDense dense;
  if (!hlo_dense_of(padding, &dense) || mlirTypeIsAFloat(dense.elem) || dense.count != 2 * n)
    return interp_lower_fail(l, ins, "expects 'padding' of %d x 2 integers", n);
  for (int d = 0; d < n; d++) {
    lo[d] = hlo_dense_i64(&dense, 2 * d);
    hi[d] = hlo_dense_i64(&dense, 2 * d + 1);
    if (lo[d] < -INT32_MAX || lo[d] > INT32_MAX || hi[d] < -INT32_MAX || hi[d] > INT32_MAX)
      return interp_lower_fail(l, ins, "has padding out of range");
  }
  return true;
}

bool interp_lower_reduce_window(Lower *l, Instr *ins) {
  int n = ins->nout;
  if (n < 1 || ins->nin != 2 * n || ins->nregions != 1 || n > INTERP_MAX_SCALARS / 2)
    return interp_lower_fail(l, ins, "expects N inputs, N init values, N results and a body");
  if (!check_inits(l, ins, n))
    return false;
  const IType *in = ins->tin[0];
  Window *w = LOWER_NEW(l, Window);
  w->n = n;
  w->rank = in->rank;
  HloDims size;
  if (!interp_attr_dims(l, ins, "window_dimensions", &size, true))
    return false;
  if (size.n != in->rank)
    return interp_lower_fail(l, ins, "expects one window dimension per input dimension");
  int64_t pad_hi[HLO_MAX_RANK] = {0};
  if (!interp_window_attr(l, ins, "window_strides", in->rank, w->stride) ||
      !interp_window_attr(l, ins, "base_dilations", in->rank, w->base_dil) ||
      !interp_window_attr(l, ins, "window_dilations", in->rank, w->win_dil) ||
      !interp_window_padding(l, ins, hlo_attr(ins->mop, "padding"), in->rank, w->pad_lo, pad_hi))
    return false;
  w->window_count = 1;
  int64_t expect[HLO_MAX_RANK];
  for (int d = 0; d < in->rank; d++) {
    if (size.v[d] <= 0 || size.v[d] > INT32_MAX)
      return interp_lower_fail(l, ins, "expects positive window dimensions");
    w->size[d] = size.v[d];
    w->window_count *= size.v[d];
    int64_t dilated = in->dims[d] == 0 ? 0 : (in->dims[d] - 1) * w->base_dil[d] + 1;
    int64_t padded = w->pad_lo[d] + dilated + pad_hi[d];
    int64_t window = (size.v[d] - 1) * w->win_dil[d] + 1;
    expect[d] = padded <= 0 || window > padded ? 0 : (padded - window) / w->stride[d] + 1;
  }
  HloDtype dts[INTERP_MAX_SCALARS];
  for (int k = 0; k < n; k++) {
    const IType *t = ins->tout[k];
    bool ok = t->kind == IT_TENSOR && t->rank == in->rank && t->dt == ins->tin[k]->dt;
    for (int d = 0; ok && d < in->rank; d++)
      ok = t->dims[d] == expect[d];
    if (!ok)
      return interp_lower_fail(l, ins, "expects result #%d to have one element per window", k);
    dts[k] = dts[n + k] = t->dt;
  }
  if (!interp_check_scalar_body(l, ins, &ins->regions[0], 2 * n, dts, n, dts))
    return false;
  w->fast = n == 1 && combiner_for(l, &ins->regions[0], in->dt, &w->comb);
  ins->attr = w;
  ins->run = run_reduce_window;
  return true;
}

/* ---- select_and_scatter ---- */

typedef struct SelectScatter {
  int rank;
  int64_t size[HLO_MAX_RANK], stride[HLO_MAX_RANK], pad_lo[HLO_MAX_RANK];
  int64_t window_count;
} SelectScatter;

/* The operand offset window `si` selects, -1 if it holds only padding. */
static bool select_in_window(Exec *x, Frame *f, const Instr *ins, const int64_t *si,
                             int64_t *selected) {
  const SelectScatter *s = ins->attr;
  const IType *in = ins->tin[0];
  int64_t istrides[HLO_MAX_RANK], wi[HLO_MAX_RANK] = {0};
  itype_strides(in, istrides);
  int es = hlo_dtype_bytes(in->dt);
  const unsigned char *operand = in_data(f, ins, 0);
  *selected = -1;
  for (int64_t e = 0; e < s->window_count; e++) {
    int64_t off = 0;
    bool real = true;
    for (int d = 0; d < s->rank && real; d++) {
      int64_t p = si[d] * s->stride[d] + wi[d] - s->pad_lo[d];
      real = p >= 0 && p < in->dims[d];
      off += p * istrides[d];
    }
    if (real && *selected < 0) {
      *selected = off;
    } else if (real) {
      unsigned char keep = 0;
      const void *args[2] = {operand + *selected * es, operand + off * es};
      void *outs[1] = {&keep};
      if (!interp_apply_scalar(x, f, &ins->regions[0], args, outs))
        return false;
      if (!keep)
        *selected = off;
    }
    for (int d = s->rank - 1; d >= 0 && ++wi[d] == s->size[d]; d--)
      wi[d] = 0;
  }
  return true;
}

static bool run_select_and_scatter(Exec *x, Frame *f, const Instr *ins) {
  const IType *src = ins->tin[1], *t = ins->tout[0];
  int es = hlo_dtype_bytes(t->dt);
  unsigned char *res = interp_result(x, f, ins, 0)->data;
  interp_fill(res, t->count, es, in_data(f, ins, 2));
  const unsigned char *source = in_data(f, ins, 1);
  int64_t si[HLO_MAX_RANK] = {0};
  for (int64_t flat = 0; flat < src->count; flat++) {
    int64_t selected;
    if (!select_in_window(x, f, ins, si, &selected))
      return false;
    if (selected >= 0) {
      const void *args[2] = {res + selected * es, source + flat * es};
      void *outs[1] = {res + selected * es};
      if (!interp_apply_scalar(x, f, &ins->regions[1], args, outs))
        return false;
    }
    for (int d = src->rank - 1; d >= 0 && ++si[d] == src->dims[d]; d--)
      si[d] = 0;
  }
  return true;
}

bool interp_lower_select_and_scatter(Lower *l, Instr *ins) {
  if (ins->nin != 3 || ins->nout != 1 || ins->nregions != 2)
    return interp_lower_fail(l, ins, "expects an operand, a source, an init value, one result "
                             "and two regions");
  const IType *in = ins->tin[0], *src = ins->tin[1], *init = ins->tin[2], *t = ins->tout[0];
  if (in->kind != IT_TENSOR || src->kind != IT_TENSOR || init->kind != IT_TENSOR ||
      src->dt != in->dt || init->dt != in->dt || init->rank != 0 || t != in)
    return interp_lower_fail(l, ins, "expects a source and a scalar init of the operand's "
                             "element type, and a result of the operand's type");
  SelectScatter *s = LOWER_NEW(l, SelectScatter);
  s->rank = in->rank;
  HloDims size;
  int64_t pad_hi[HLO_MAX_RANK];
  if (!interp_attr_dims(l, ins, "window_dimensions", &size, true) ||
      !interp_window_attr(l, ins, "window_strides", in->rank, s->stride) ||
      !interp_window_padding(l, ins, hlo_attr(ins->mop, "padding"), in->rank, s->pad_lo, pad_hi))
    return false;
  if (size.n != in->rank)
    return interp_lower_fail(l, ins, "expects one window dimension per operand dimension");
  s->window_count = 1;
  for (int d = 0; d < in->rank; d++) {
    if (size.v[d] <= 0 || size.v[d] > INT32_MAX)
      return interp_lower_fail(l, ins, "expects positive window dimensions");
    s->size[d] = size.v[d];
    s->window_count *= size.v[d];
    int64_t padded = s->pad_lo[d] + in->dims[d] + pad_hi[d];
    int64_t windows = padded <= 0 || size.v[d] > padded ? 0 : (padded - size.v[d]) / s->stride[d] + 1;
    if (src->rank != in->rank || src->dims[d] != windows)
      return interp_lower_fail(l, ins, "expects a source with one element per window (%lld "
                               "along dimension %d)", (long long)windows, d);
  }
  HloDtype pair[2] = {in->dt, in->dt}, pred = HLO_DT_I1;
  if (!interp_check_scalar_body(l, ins, &ins->regions[0], 2, pair, 1, &pred) ||
      !interp_check_scalar_body(l, ins, &ins->regions[1], 2, pair, 1, &in->dt))
    return false;
  ins->attr = s;
  ins->run = run_select_and_scatter;
  return true;
}

/* ---- map ---- */

static bool run_map(Exec *x, Frame *f, const Instr *ins) {
  const Combiner *c = ins->attr;
  const IType *t = ins->tout[0];
  unsigned char *res = interp_result(x, f, ins, 0)->data;
  if (c) {
    memcpy(res, in_data(f, ins, 0), (size_t)t->size);
    combine(c, t->count, res, in_data(f, ins, 1));
    return true;
  }
  int es = hlo_dtype_bytes(t->dt);
  const void *args[INTERP_MAX_SCALARS];
  void *outs[1];
  for (int64_t i = 0; i < t->count; i++) {
    for (int k = 0; k < ins->nin; k++)
      args[k] = in_data(f, ins, k) + i * hlo_dtype_bytes(ins->tin[k]->dt);
    outs[0] = res + i * es;
    if (!interp_apply_scalar(x, f, &ins->regions[0], args, outs))
      return false;
  }
  return true;
}

bool interp_lower_map(Lower *l, Instr *ins) {
  const IType *t = ins->tout[0];
  if (ins->nin < 1 || ins->nin > INTERP_MAX_SCALARS || ins->nout != 1 || ins->nregions != 1 ||
      t->kind != IT_TENSOR)
    return interp_lower_fail(l, ins, "expects inputs, one result and a body");
  HloDims dims;
  if (!interp_attr_dims(l, ins, "dimensions", &dims, true))
    return false;
  bool all = dims.n == t->rank;
  for (int i = 0; all && i < dims.n; i++)
    all = dims.v[i] == i;
  if (!all)
    return interp_lower_fail(l, ins, "expects dimensions to be all the result's dimensions");
  HloDtype dts[INTERP_MAX_SCALARS];
  for (int k = 0; k < ins->nin; k++) {
    if (ins->tin[k]->kind != IT_TENSOR || !itype_same_shape(ins->tin[k], t))
      return interp_lower_fail(l, ins, "expects inputs of the result's shape");
    dts[k] = ins->tin[k]->dt;
  }
  if (!interp_check_scalar_body(l, ins, &ins->regions[0], ins->nin, dts, 1, &t->dt))
    return false;
  Combiner *c = LOWER_NEW(l, Combiner);
  bool fast = ins->nin == 2 && dts[0] == t->dt && dts[1] == t->dt &&
              combiner_for(l, &ins->regions[0], t->dt, c);
  ins->attr = fast ? c : NULL;
  ins->run = run_map;
  return true;
}

/* ---- sort ---- */

typedef struct Sort {
  int64_t dim;
  /* A comparator that is one compare of inputs[key], arguments in order
   * (or swapped, flipping the direction); key < 0 runs the region. */
  int key;
  HloCompare dir;
  bool total_order;
} Sort;

typedef struct SortCtx {
  Exec *x;
  Frame *f;
  const Instr *ins;
  const Sort *s;
  int64_t base, stride; /* the slice being sorted, in elements */
  bool failed;
} SortCtx;

static int compare_keys(const SortCtx *c, HloDtype dt, const unsigned char *a,
                        const unsigned char *b) {
  /* -1, 0, 1, or 2 when unordered (a NaN under FLOAT comparison). */
  if (hlo_dtype_is_float(dt)) {
    double x, y;
    hlo_convert(HLO_DT_F64, &x, dt, a, 1);
    hlo_convert(HLO_DT_F64, &y, dt, b, 1);
    if (c->s->total_order) {
      int64_t kx, ky;
      memcpy(&kx, &x, 8);
      memcpy(&ky, &y, 8);
      kx ^= (kx >> 63) & INT64_MAX;
      ky ^= (ky >> 63) & INT64_MAX;
      return (kx > ky) - (kx < ky);
    }
    if (x != x || y != y)
      return 2;
    return (x > y) - (x < y);
  }
  if (hlo_dtype_is_signed(dt)) {
    int64_t x = interp_read_index(dt, a), y = interp_read_index(dt, b);
    return (x > y) - (x < y);
  }
  uint64_t x = 0, y = 0;
  hlo_convert(HLO_DT_U64, &x, dt, a, 1);
  hlo_convert(HLO_DT_U64, &y, dt, b, 1);
  return (x > y) - (x < y);
}

/* comparator(element i, element j) of the slice. */
static bool sort_less(SortCtx *c, int64_t i, int64_t j) {
  const Instr *ins = c->ins;
  if (c->s->key >= 0) {
    HloDtype dt = ins->tin[c->s->key]->dt;
    int es = hlo_dtype_bytes(dt);
    const unsigned char *data = in_data(c->f, ins, c->s->key);
    int r = compare_keys(c, dt, data + (c->base + i * c->stride) * es,
                         data + (c->base + j * c->stride) * es);
    switch (c->s->dir) {
    case HLO_CMP_LT: return r == -1;
    case HLO_CMP_LE: return r == -1 || r == 0;
    case HLO_CMP_GT: return r == 1;
    case HLO_CMP_GE: return r == 1 || r == 0;
    case HLO_CMP_EQ: return r == 0;
    default: return r != 0;
    }
  }
  const void *args[INTERP_MAX_SCALARS];
  unsigned char answer = 0;
  void *outs[1] = {&answer};
  for (int k = 0; k < ins->nin; k++) {
    int es = hlo_dtype_bytes(ins->tin[k]->dt);
    const unsigned char *data = in_data(c->f, ins, k);
    args[2 * k] = data + (c->base + i * c->stride) * es;
    args[2 * k + 1] = data + (c->base + j * c->stride) * es;
  }
  if (!c->failed && !interp_apply_scalar(c->x, c->f, &ins->regions[0], args, outs))
    c->failed = true;
  return answer != 0;
}

/* Stable merge sort of perm[0..n) by sort_less; tmp has room for n. */
static void merge_sort(SortCtx *c, int64_t *perm, int64_t *tmp, int64_t n) {
  if (n < 2 || c->failed)
    return;
  int64_t half = n / 2;
  merge_sort(c, perm, tmp, half);
  merge_sort(c, perm + half, tmp, n - half);
  int64_t i = 0, j = half, k = 0;
  while (i < half && j < n)
    tmp[k++] = sort_less(c, perm[j], perm[i]) ? perm[j++] : perm[i++];
  while (i < half)
    tmp[k++] = perm[i++];
  while (j < n)
    tmp[k++] = perm[j++];
  memcpy(perm, tmp, sizeof *perm * (size_t)n);
}

static bool run_sort(Exec *x, Frame *f, const Instr *ins) {
  const Sort *s = ins->attr;
  const IType *t = ins->tin[0];
  unsigned char *res[INTERP_MAX_SCALARS];
  for (int k = 0; k < ins->nout; k++)
    res[k] = interp_result(x, f, ins, k)->data;
  if (t->count == 0)
    return true;
  int64_t strides[HLO_MAX_RANK];
  itype_strides(t, strides);
  int64_t len = t->dims[s->dim], stride = strides[s->dim];
  int64_t *perm = hlo_xmalloc(sizeof *perm * (size_t)(2 * len + 1)), *tmp = perm + len;
  SortCtx c = {x, f, ins, s, 0, stride, false};
  int64_t idx[HLO_MAX_RANK] = {0};
  for (;;) {
    c.base = 0;
    for (int d = 0; d < t->rank; d++)
      c.base += idx[d] * strides[d];
    for (int64_t i = 0; i < len; i++)
      perm[i] = i;
    merge_sort(&c, perm, tmp, len);
    if (c.failed)
      break;
    for (int k = 0; k < ins->nout; k++) {
      int es = hlo_dtype_bytes(ins->tout[k]->dt);
      const unsigned char *src = in_data(f, ins, k);
      for (int64_t i = 0; i < len; i++)
        memcpy(res[k] + (c.base + i * stride) * es, src + (c.base + perm[i] * stride) * es,
               (size_t)es);
    }
    int d = t->rank - 1;
    for (; d >= 0; d--) {
      if (d == s->dim)
        continue;
      if (++idx[d] < t->dims[d])
        break;
      idx[d] = 0;
    }
    if (d < 0)
      break;
  }
  free(perm);
  return !c.failed;
}

/* Recognises `return compare(arg[2k], arg[2k+1])`, either order. */
static void sort_key(const Instr *ins, Sort *s) {
  const Block *b = &ins->regions[0];
  s->key = -1;
  if (b->ncode != 2 || b->code[0].op != HLO_OP_COMPARE || b->code[1].in[0] != b->code[0].out[0])
    return;
  const Instr *cmp = &b->code[0];
  HloCompare dir = hlo_compare_direction(cmp->mop);
  for (int k = 0; k < ins->nin && dir != HLO_CMP_INVALID; k++) {
    int32_t lhs = b->args[2 * k], rhs = b->args[2 * k + 1];
    bool direct = cmp->in[0] == lhs && cmp->in[1] == rhs;
    bool swapped = cmp->in[0] == rhs && cmp->in[1] == lhs;
    if (!direct && !swapped)
      continue;
    static const HloCompare flip[] = {HLO_CMP_INVALID, HLO_CMP_EQ, HLO_CMP_NE, HLO_CMP_LE,
                                      HLO_CMP_LT,      HLO_CMP_GE, HLO_CMP_GT};
    MlirAttribute type = hlo_attr(cmp->mop, "compare_type");
    MlirStringRef word = {"", 0};
    if (!mlirAttributeIsNull(type))
      hlo_enum_attr(type, "comparison_type", &word);
    HloDtype dt = ins->tin[k]->dt;
    if (hlo_dtype_is_complex(dt) || dt == HLO_DT_I1)
      return;
    s->key = k;
    s->dir = direct ? dir : flip[dir];
    s->total_order = word.length == 10 && memcmp(word.data, "TOTALORDER", 10) == 0;
    return;
  }
}

bool interp_lower_sort(Lower *l, Instr *ins) {
  int n = ins->nin;
  if (n < 1 || ins->nout != n || ins->nregions != 1 || n > INTERP_MAX_SCALARS / 2)
    return interp_lower_fail(l, ins, "expects N inputs, N results and a comparator");
  const IType *t = ins->tin[0];
  HloDtype dts[INTERP_MAX_SCALARS];
  for (int k = 0; k < n; k++) {
    if (ins->tin[k]->kind != IT_TENSOR || ins->tout[k] != ins->tin[k] ||
        !itype_same_shape(ins->tin[k], t))
      return interp_lower_fail(l, ins, "expects inputs of one shape and results of their types");
    dts[2 * k] = dts[2 * k + 1] = ins->tin[k]->dt;
  }
  HloDtype pred = HLO_DT_I1;
  if (!interp_check_scalar_body(l, ins, &ins->regions[0], 2 * n, dts, 1, &pred))
    return false;
  Sort *s = LOWER_NEW(l, Sort);
  s->dim = -1;
  if (!interp_attr_i64(l, ins, "dimension", &s->dim, false))
    return false;
  if (s->dim < 0)
    s->dim += t->rank;
  if (s->dim < 0 || s->dim >= t->rank)
    return interp_lower_fail(l, ins, "has a dimension out of range for rank %d", t->rank);
  sort_key(ins, s);
  ins->attr = s;
  ins->run = run_sort;
  return true;
}
