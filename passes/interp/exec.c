/*
 * Module interp (passes/interp/, internal header internal.h): the reference
 * interpreter behind hlomem-run and include/hlomem/interp.h. It owns the
 * lowering of a function to instructions (lower.c), their execution and
 * the memory count (this file), and the op kernels (control, data, dot,
 * elementwise, reduce, rng, types). It may call the IR layer and support;
 * no pass and no analysis: it measures what the memory model predicts, so
 * it must not share its code.
 *
 * Interpreter, execution: buffers, the memory count, blocks and calls.
 *
 * A block runs its instructions in order. Before an instruction runs, the
 * bytes of its results are charged; after it, the slots that die there
 * are released and their charge returned. Region ops and calls charge
 * their results up front like any op and then run their regions inside
 * that charge, so the count at any moment is what the memory model says
 * is live: the enclosing blocks' live values, the results being made, and
 * what the innermost blocks have created so far. The highest count and
 * the stack of instructions running when it was reached are the measured
 * peak.
 *
 * Small buffers (the scalars that reduce, sort and scatter bodies make by
 * the million) come from per-size free lists; large ones from the C
 * allocator, 64-byte aligned for the vector loops.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "internal.h"

enum {
  MAX_DEPTH = 512,   /* nested blocks and calls, against runaway recursion */
  HEADER = 64,       /* bytes before a buffer's data, keeping it aligned */
  POOL_CLASSES = 9,  /* 16 B .. 4 KiB */
};

typedef struct Site {
  const Frame *frame;
  const Instr *ins;
} Site;

struct Exec {
  HloInterp *p;
  HloRunStats *stats;
  int64_t live;
  int32_t depth;
  Site stack[MAX_DEPTH];
  Buf *pool[POOL_CLASSES];
};

/* ---- buffers ---- */

static void *aligned_or_die(size_t size) {
  size = (size + HEADER - 1) & ~(size_t)(HEADER - 1);
  void *p = aligned_alloc(HEADER, size);
  if (!p) {
    fprintf(stderr, "hlomem: fatal: out of memory allocating %zu bytes\n", size);
    abort();
  }
  return p;
}

static int pool_class(size_t size) {
  int c = 0;
  size_t cap = 16;
  while (cap < size && c < POOL_CLASSES) {
    cap *= 2;
    c++;
  }
  return c;
}

Buf *interp_buf_new(Exec *x, size_t size) {
  int c = pool_class(size);
  Buf *b;
  if (c < POOL_CLASSES && x->pool[c]) {
    b = x->pool[c];
    x->pool[c] = b->elems ? (Buf *)b->elems : NULL;
  } else {
    size_t cap = c < POOL_CLASSES ? (size_t)16 << c : (size + 63) & ~(size_t)63;
    b = aligned_or_die(HEADER + cap);
    b->cap = cap;
    b->data = (unsigned char *)b + HEADER;
  }
  b->refs = 1;
  b->nelems = 0;
  b->elems = NULL;
  return b;
}

Buf *interp_tuple_new(Exec *x, int32_t n) {
  Buf *b = interp_buf_new(x, 0);
  b->nelems = n;
  b->elems = hlo_xcalloc((size_t)(n ? n : 1), sizeof *b->elems);
  return b;
}

void interp_buf_unref(Exec *x, Buf *b) {
  if (!b || --b->refs > 0)
    return;
  if (b->nelems) {
    for (int32_t i = 0; i < b->nelems; i++)
      interp_buf_unref(x, b->elems[i]);
    free(b->elems);
  }
  int c = pool_class(b->cap);
  if (c < POOL_CLASSES && b->cap == (size_t)16 << c) {
    b->elems = (Buf **)x->pool[c]; /* the free list threads through elems */
    x->pool[c] = b;
    return;
  }
  free(b);
}

static void pool_free(Exec *x) {
  for (int c = 0; c < POOL_CLASSES; c++)
    while (x->pool[c]) {
      Buf *b = x->pool[c];
      x->pool[c] = (Buf *)b->elems;
      free(b);
    }
}

Buf *interp_result(Exec *x, Frame *f, const Instr *ins, int i) {
  Buf *b = interp_buf_new(x, (size_t)ins->tout[i]->size);
  f->slots[ins->out[i]] = b;
  return b;
}

void interp_result_share(Frame *f, const Instr *ins, int i, Buf *b) {
  f->slots[ins->out[i]] = buf_ref(b);
}

/* ---- the memory count ---- */

static void record_peak(Exec *x) {
  HloRunStats *s = x->stats;
  s->peak_bytes = x->live;
  int32_t n = x->depth < HLO_PEAK_DEPTH ? x->depth : HLO_PEAK_DEPTH;
  for (int32_t i = 0; i < n; i++) {
    const Instr *ins = x->stack[i].ins;
    s->peak_at[i] = (HloPeakSite){ins->mop, x->stack[i].frame->fn->op, ins->point, ins->npoints};
  }
  s->peak_depth = n;
}

static void charge(Exec *x, int64_t bytes) {
  x->live += bytes;
  if (x->live > x->stats->peak_bytes)
    record_peak(x);
}

static void release(Exec *x, Frame *f, int32_t slot) {
  interp_buf_unref(x, f->slots[slot]);
  f->slots[slot] = NULL;
  x->live -= f->charge[slot];
}

/* ---- blocks ---- */

bool interp_runtime_error(Exec *x, const Instr *ins, const char *fmt, ...) {
  HloStr msg = {0};
  va_list ap;
  va_start(ap, fmt);
  hlo_str_vprintf(&msg, fmt, ap);
  va_end(ap);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(ins->mop));
  hlo_error(mlirOperationGetLocation(ins->mop), "'%.*s' op %s", (int)name.length, name.data,
            msg.data);
  hlo_str_free(&msg);
  (void)x;
  return false;
}

void interp_count_check(Exec *x, bool passed) {
  if (passed)
    x->stats->checks_passed++;
  else
    x->stats->checks_failed++;
}

HloInterp *interp_exec_program(Exec *x) { return x->p; }

bool interp_run_block(Exec *x, Frame *f, const Block *b, Buf *const *args, Buf **yields) {
  if (x->depth == MAX_DEPTH)
    return interp_runtime_error(x, x->stack[x->depth - 1].ins,
                                "nests calls and regions more than %d deep", MAX_DEPTH);
  Site *site = &x->stack[x->depth++];
  site->frame = f;
  site->ins = &b->code[0];
  for (int32_t i = 0; i < b->nargs; i++) {
    f->slots[b->args[i]] = buf_ref(args[i]);
    charge(x, f->charge[b->args[i]]);
  }
  bool ok = true;
  const Instr *end = &b->code[b->ncode - 1];
  for (const Instr *ins = b->code; ins < end; ins++) {
    site->ins = ins;
    int64_t results = 0;
    for (int32_t i = 0; i < ins->nout; i++)
      results += f->charge[ins->out[i]];
    charge(x, results);
    if (++x->stats->ops_executed > x->p->op_limit && x->p->op_limit > 0) {
      ok = interp_runtime_error(x, ins, "is operation %lld of the run, past the limit of %lld",
                                (long long)x->stats->ops_executed, (long long)x->p->op_limit);
      break;
    }
    if (!(ok = ins->run(x, f, ins)))
      break;
    for (int32_t i = 0; i < ins->nfree; i++)
      release(x, f, ins->free[i]);
  }
  if (ok) {
    for (int32_t i = 0; i < end->nin; i++)
      yields[i] = buf_ref(f->slots[end->in[i]]);
    for (int32_t i = 0; i < end->nfree; i++)
      release(x, f, end->free[i]);
  }
  x->depth--;
  for (int32_t i = 0; i < b->nargs; i++)
    if (f->slots[b->args[i]]) /* a donated argument is released after its last use */
      release(x, f, b->args[i]);
  return ok;
}

bool interp_apply_scalar(Exec *x, Frame *f, const Block *b, const void *const *args,
                         void *const *outs) {
  Buf *in[INTERP_MAX_SCALARS], *out[INTERP_MAX_SCALARS];
  for (int32_t i = 0; i < b->nargs; i++) {
    size_t size = (size_t)b->targs[i]->size;
    in[i] = interp_buf_new(x, size);
    memcpy(in[i]->data, args[i], size);
  }
  const Instr *term = &b->code[b->ncode - 1];
  bool ok = interp_run_block(x, f, b, in, out);
  for (int32_t i = 0; i < b->nargs; i++)
    interp_buf_unref(x, in[i]);
  if (!ok)
    return false;
  for (int32_t i = 0; i < term->nin; i++) {
    memcpy(outs[i], out[i]->data, (size_t)term->tin[i]->size);
    interp_buf_unref(x, out[i]);
  }
  return true;
}

static void frame_free(Exec *x, Frame *f) {
  for (int32_t s = 0; s < f->fn->nslots; s++)
    interp_buf_unref(x, f->slots[s]);
  free(f->slots);
}

bool interp_call(Exec *x, int32_t callee, Buf *const *args, Buf **results) {
  const Func *fn = &x->p->funcs[callee];
  Frame frame = {fn, hlo_xcalloc((size_t)(fn->nslots ? fn->nslots : 1), sizeof(Buf *)),
                 fn->charge[CHARGE_CALLEE]};
  bool ok = interp_run_block(x, &frame, &fn->body, args, results);
  frame_free(x, &frame);
  return ok;
}

/* ---- running a program ---- */

bool hlo_interp_run(HloInterp *p, const HloTensor *args, HloTensor *results, HloRunStats *stats) {
  Exec *x = hlo_xcalloc(1, sizeof *x);
  memset(stats, 0, sizeof *stats);
  interp_probes_reset(p);
  x->p = p;
  x->stats = stats;
  const Func *fn = &p->funcs[0];
  Frame frame = {fn, hlo_xcalloc((size_t)(fn->nslots ? fn->nslots : 1), sizeof(Buf *)),
                 fn->charge[CHARGE_ENTRY]};
  int32_t nargs = fn->body.nargs, nres = hlo_interp_num_results(p);
  Buf **in = hlo_xcalloc((size_t)(nargs ? nargs : 1), sizeof *in);
  Buf **out = hlo_xcalloc((size_t)(nres ? nres : 1), sizeof *out);
  for (int32_t i = 0; i < nargs; i++) {
    size_t size = (size_t)fn->body.targs[i]->size;
    in[i] = interp_buf_new(x, size);
    if (size)
      memcpy(in[i]->data, args[i].data, size);
  }
  bool ok = interp_run_block(x, &frame, &fn->body, in, out);
  for (int32_t i = 0; i < nargs; i++)
    interp_buf_unref(x, in[i]);
  if (ok && x->live != 0) {
    hlo_error(mlirOperationGetLocation(fn->op),
              "internal error: the memory count ends at %lld bytes, not 0", (long long)x->live);
    ok = false;
  }
  for (int32_t i = 0; i < nres && ok; i++) {
    HloTensor t = hlo_interp_result_type(p, i);
    hlo_tensor_alloc(&results[i], t.dtype, t.rank, t.dims);
    memcpy(results[i].data, out[i]->data, hlo_tensor_bytes(&results[i]));
  }
  for (int32_t i = 0; i < nres; i++)
    interp_buf_unref(x, out[i]);
  frame_free(x, &frame);
  pool_free(x);
  free(in);
  free(out);
  free(x);
  return ok;
}
