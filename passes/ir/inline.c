/*
 * IR layer: inlining every call, as XLA's CallInliner does at the start
 * of compilation (xla/service/call_inliner.cc), for hlomem-inline and for
 * the figures of the report and hlomem-run, which measure the one flat
 * program XLA allocates (docs/passes.md, hlomem-inline).
 *
 * The call graph is walked twice: first depth first to refuse what cannot
 * be flattened (recursive chains, unknown callees, callees of several
 * blocks) before anything changes, then in post order, each callee
 * flattened before its body is copied into its callers with
 * hlo_op_copy_mapped (callsite locations). Shardings on a callee's
 * arguments and results become annotation ops; private functions no
 * longer referenced are erased. Each function's ops are walked once, in
 * the first pass, which keeps its call sites and custom calls for the
 * rest: a module with nothing to inline costs one walk.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"

enum { UNVISITED, IN_PROGRESS, DONE };

/* What a walk of a function body finds. */
typedef struct Sites {
  MlirOperation *ops; /* calls and composites, in walk order */
  int32_t n, cap;
  MlirOperation *custom; /* custom calls: they may name called_computations */
  int32_t ncustom, capcustom;
  int64_t nops; /* every op of the walk, the sites included */
} Sites;

typedef struct Func {
  MlirOperation op;
  MlirStringRef name;
  int state;
  bool referenced; /* still named by a call, composite or custom call */
  int64_t size;    /* ops of its body once flattened, saturating */
  Sites sites;
} Func;

typedef struct Inliner {
  MlirOperation module;
  Func *funcs;
  int32_t nfuncs;
  HloPtrMap by_name;      /* uniqued StringAttr of a name -> index in funcs */
  Func **stack;           /* functions being flattened, for cycle reports */
  int32_t depth;
  bool explain, failed;
  int64_t inlined;
  int64_t max_size;       /* the largest function once flattened */
  Func *largest;
} Inliner;

static MlirStringRef str(const char *s) { return mlirStringRefCreateFromCString(s); }

static Func *func_named(Inliner *in, MlirStringRef name) {
  MlirContext ctx = mlirOperationGetContext(in->module);
  int64_t i;
  return hlo_ptrmap_get(&in->by_name, mlirStringAttrGet(ctx, name).ptr, &i) ? &in->funcs[i] : NULL;
}

/* The function a call or composite invokes, by its symbol attribute. */
static bool callee_name(MlirOperation op, MlirStringRef *name) {
  HloOpId id = hlo_op_id(op);
  if (id == HLO_OP_CALL)
    return hlo_attr_string(op, "callee", name);
  if (id == HLO_OP_COMPOSITE)
    return hlo_attr_string(op, "decomposition", name);
  return false;
}

/* XLA keeps a call whose frontend attributes say inlineable = "false". */
static bool marked_not_inlineable(MlirOperation op) {
  MlirAttribute fe = mlirOperationGetDiscardableAttributeByName(op, str("mhlo.frontend_attributes"));
  if (mlirAttributeIsNull(fe) || !mlirAttributeIsADictionary(fe))
    return false;
  MlirAttribute v = mlirDictionaryAttrGetElementByName(fe, str("inlineable"));
  if (mlirAttributeIsNull(v) || !mlirAttributeIsAString(v))
    return false;
  MlirStringRef s = mlirStringAttrGetValue(v);
  return !(s.length == 4 && memcmp(s.data, "true", 4) == 0);
}

static void push_op(MlirOperation **ops, int32_t *n, int32_t *cap, MlirOperation op) {
  if (*n == *cap) {
    *cap = *cap ? 2 * *cap : 16;
    *ops = hlo_xrealloc(*ops, sizeof **ops * (size_t)*cap);
  }
  (*ops)[(*n)++] = op;
}

static MlirWalkResult collect_site(MlirOperation op, void *user) {
  MlirStringRef name;
  Sites *s = user;
  s->nops++;
  if (callee_name(op, &name))
    push_op(&s->ops, &s->n, &s->cap, op);
  else if (hlo_op_id(op) == HLO_OP_CUSTOM_CALL)
    push_op(&s->custom, &s->ncustom, &s->capcustom, op);
  return MlirWalkResultAdvance;
}

/* ---- annotations of a callee's arguments and results ---- */

/* The value `v` seen through the sharding `f` wrote on its argument or
 * result `index` (attribute dictionaries in arg_attrs / res_attrs). */
static MlirValue annotate(MlirOperation f, const char *attrs_name, intptr_t index, MlirValue v,
                          MlirOperation before, MlirLocation loc) {
  MlirAttribute all = mlirOperationGetAttributeByName(f, str(attrs_name));
  if (mlirAttributeIsNull(all) || !mlirAttributeIsAArray(all) ||
      index >= mlirArrayAttrGetNumElements(all))
    return v;
  MlirAttribute dict = mlirArrayAttrGetElement(all, index);
  if (!mlirAttributeIsADictionary(dict))
    return v;
  MlirAttribute gspmd = mlirDictionaryAttrGetElementByName(dict, str("mhlo.sharding"));
  MlirAttribute sdy = mlirDictionaryAttrGetElementByName(dict, str("sdy.sharding"));
  if (mlirAttributeIsNull(gspmd) && mlirAttributeIsNull(sdy))
    return v;
  HloBuilder b = hlo_builder_before(before);
  b.loc = loc;
  MlirContext ctx = mlirOperationGetContext(f);
  MlirType type = mlirValueGetType(v);
  MlirOperation op;
  if (!mlirAttributeIsNull(sdy)) {
    HloProp prop = {"sharding", sdy};
    op = hlo_build_op(&b, "sdy.sharding_constraint", 1, &v, 1, &type, 1, &prop, 0);
  } else {
    HloProp prop = {"call_target_name", mlirStringAttrGet(ctx, str("Sharding"))};
    op = hlo_build_op(&b, "stablehlo.custom_call", 1, &v, 1, &type, 1, &prop, 0);
    mlirOperationSetDiscardableAttributeByName(op, str("mhlo.sharding"), gspmd);
  }
  return mlirOperationGetResult(op, 0);
}

/* ---- inlining one call ---- */

/* Puts a copy of `callee`'s body (one block, already flat) in place of
 * `call`. */
static void inline_site(Inliner *in, MlirOperation call, MlirOperation callee) {
  MlirBlock body = hlo_func_entry(callee);
  MlirLocation loc = mlirOperationGetLocation(call);
  HloPtrMap map = {0};
  for (intptr_t i = 0, n = mlirBlockGetNumArguments(body); i < n; i++) {
    MlirValue arg = annotate(callee, "arg_attrs", i, mlirOperationGetOperand(call, i), call, loc);
    hlo_ptrmap_put(&map, mlirBlockGetArgument(body, i).ptr, (int64_t)(intptr_t)arg.ptr);
  }
  MlirBlock block = mlirOperationGetBlock(call);
  MlirOperation ret = hlo_block_terminator(body);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); op.ptr != ret.ptr;
       op = mlirOperationGetNextInBlock(op))
    mlirBlockInsertOwnedOperationBefore(block, call,
                                        hlo_op_copy_mapped(op, &map, loc));
  for (intptr_t i = 0, n = mlirOperationGetNumResults(call); i < n; i++) {
    MlirValue v = mlirOperationGetOperand(ret, i);
    int64_t to;
    if (hlo_ptrmap_get(&map, v.ptr, &to))
      v = (MlirValue){(const void *)(intptr_t)to};
    v = annotate(callee, "res_attrs", i, v, call, loc);
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(call, i), v);
  }
  mlirOperationDestroy(call);
  hlo_ptrmap_free(&map);
  in->inlined++;
}

static void keep_site(Inliner *in, MlirOperation call, const char *why, MlirStringRef name) {
  if (in->explain)
    hlo_remark(mlirOperationGetLocation(call), "hlomem-inline: call of @%.*s kept: %s",
               (int)name.length, name.data, why);
}

/* ---- the call graph, checked before anything changes ---- */

static void report_cycle(Inliner *in, MlirOperation call, Func *f) {
  HloStr chain = {0};
  int32_t start = 0;
  while (start < in->depth && in->stack[start] != f)
    start++;
  for (int32_t i = start; i < in->depth; i++)
    hlo_str_printf(&chain, "@%.*s -> ", (int)in->stack[i]->name.length, in->stack[i]->name.data);
  hlo_str_printf(&chain, "@%.*s", (int)f->name.length, f->name.data);
  hlo_error(mlirOperationGetLocation(call),
            "hlomem-inline: recursive call chain %s cannot be inlined", chain.data);
  hlo_str_free(&chain);
  in->failed = true;
}

/* The function a site would inline, or NULL if it stays a call (said
 * under explain). */
static Func *site_target(Inliner *in, MlirOperation site, bool say) {
  MlirStringRef name;
  callee_name(site, &name);
  Func *g = func_named(in, name);
  if (!g)
    return NULL; /* reported by check_site */
  if (mlirBlockIsNull(hlo_func_entry(g->op))) {
    g->referenced = true;
    if (say)
      keep_site(in, site, "the callee is a declaration", name);
    return NULL;
  }
  if (marked_not_inlineable(site)) {
    g->referenced = true;
    if (say)
      keep_site(in, site, "its frontend attributes say inlineable = \"false\"", name);
    return NULL;
  }
  return g;
}

static void check_func(Inliner *in, Func *f);

static int64_t add_saturating(int64_t a, int64_t b) { return a > INT64_MAX - b ? INT64_MAX : a + b; }

/* Checks one site; returns the ops it stands for once flattened (1 for a
 * call that stays). */
static int64_t check_site(Inliner *in, MlirOperation site) {
  MlirStringRef name;
  callee_name(site, &name);
  if (!func_named(in, name)) {
    hlo_error(mlirOperationGetLocation(site),
              "hlomem-inline: @%.*s is not a function of the module", (int)name.length, name.data);
    in->failed = true;
    return 1;
  }
  Func *g = site_target(in, site, false);
  if (!g)
    return 1;
  if (g->state == IN_PROGRESS) {
    report_cycle(in, site, g);
    return 1;
  }
  if (!mlirBlockIsNull(mlirBlockGetNextInRegion(hlo_func_entry(g->op)))) {
    hlo_error(mlirOperationGetLocation(site),
              "hlomem-inline: @%.*s has several blocks; StableHLO functions have one",
              (int)name.length, name.data);
    in->failed = true;
    return 1;
  }
  check_func(in, g);
  return g->size;
}

/* Depth first over the call graph: recursive chains, unknown callees and
 * callees of several blocks are errors. Sizes once flattened are summed
 * on the way back (a callee's body minus its return, per site). */
static void check_func(Inliner *in, Func *f) {
  if (f->state != UNVISITED)
    return;
  f->state = IN_PROGRESS;
  in->stack[in->depth++] = f;
  Sites *sites = &f->sites;
  if (!mlirBlockIsNull(hlo_func_entry(f->op)))
    mlirOperationWalk(f->op, collect_site, sites, MlirWalkPreOrder);
  int64_t size = sites->nops - sites->n;
  for (int32_t i = 0; i < sites->n && !in->failed; i++)
    size = add_saturating(size, check_site(in, sites->ops[i]));
  f->size = size;
  if (size > in->max_size) {
    in->max_size = size;
    in->largest = f;
  }
  in->depth--;
  f->state = DONE;
}

/* ---- inlining, callees first ---- */

static void flatten(Inliner *in, Func *f) {
  if (f->state == DONE)
    return;
  f->state = DONE;
  for (int32_t i = 0; i < f->sites.n; i++) {
    Func *g = site_target(in, f->sites.ops[i], true);
    if (!g)
      continue;
    flatten(in, g);
    inline_site(in, f->sites.ops[i], g->op);
  }
}

/* ---- the pass ---- */

static bool is_private(MlirOperation func) {
  MlirAttribute v = mlirOperationGetAttributeByName(func, str("sym_visibility"));
  if (mlirAttributeIsNull(v) || !mlirAttributeIsAString(v))
    return false;
  MlirStringRef s = mlirStringAttrGetValue(v);
  return s.length == 7 && memcmp(s.data, "private", 7) == 0;
}

/* Marks the functions a custom call names in called_computations. */
static void mark_custom_call_callees(Inliner *in, MlirOperation op) {
  MlirAttribute list = hlo_attr(op, "called_computations");
  if (mlirAttributeIsNull(list) || !mlirAttributeIsAArray(list))
    return;
  for (intptr_t i = 0, n = mlirArrayAttrGetNumElements(list); i < n; i++) {
    MlirAttribute ref = mlirArrayAttrGetElement(list, i);
    if (mlirAttributeIsAFlatSymbolRef(ref)) {
      Func *g = func_named(in, mlirFlatSymbolRefAttrGetValue(ref));
      if (g)
        g->referenced = true;
    }
  }
}

/* A custom call inlined into a caller is a copy of one its callee's walk
 * found: the callee's list names what both reference. */
static int32_t erase_unreferenced(Inliner *in) {
  for (int32_t i = 0; i < in->nfuncs; i++)
    for (int32_t j = 0; j < in->funcs[i].sites.ncustom; j++)
      mark_custom_call_callees(in, in->funcs[i].sites.custom[j]);
  int32_t erased = 0;
  for (int32_t i = 0; i < in->nfuncs; i++) {
    Func *f = &in->funcs[i];
    if (!f->referenced && is_private(f->op)) {
      mlirOperationDestroy(f->op);
      erased++;
    }
  }
  return erased;
}

bool hlo_inline_calls(MlirOperation module, const HloInlineOptions *o, HloInlineStats *stats) {
  Inliner in = {0};
  in.module = module;
  in.explain = o->explain;
  MlirBlock top = hlo_module_body(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(top); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    in.nfuncs += hlo_is_func(op);
  in.funcs = hlo_xcalloc((size_t)in.nfuncs + 1, sizeof *in.funcs);
  in.stack = hlo_xcalloc((size_t)in.nfuncs + 1, sizeof *in.stack);
  MlirContext ctx = mlirOperationGetContext(module);
  int32_t n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(top); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!hlo_is_func(op))
      continue;
    in.funcs[n] = (Func){op, hlo_func_name(op), UNVISITED, false, 0, {0}};
    hlo_ptrmap_put(&in.by_name, mlirStringAttrGet(ctx, in.funcs[n].name).ptr, n);
    n++;
  }
  /* The whole call graph is checked first: a module that cannot be
   * flattened is left as it was. */
  for (int32_t i = 0; i < in.nfuncs && !in.failed; i++)
    check_func(&in, &in.funcs[i]);
  HloInlineStats s = {0, 0, false};
  if (!in.failed && in.max_size > HLO_INLINE_MAX_OPS) {
    s.too_large = true;
    hlo_warning(mlirOperationGetLocation(in.largest->op),
                "hlomem-inline: calls left in place: inlined, @%.*s would have %lld ops (the "
                "limit is %lld)",
                (int)in.largest->name.length, in.largest->name.data, (long long)in.max_size,
                (long long)HLO_INLINE_MAX_OPS);
  } else if (!in.failed) {
    for (int32_t i = 0; i < in.nfuncs; i++)
      in.funcs[i].state = UNVISITED;
    for (int32_t i = 0; i < in.nfuncs; i++)
      flatten(&in, &in.funcs[i]);
    if (!o->keep_functions)
      s.erased = erase_unreferenced(&in);
    s.inlined = in.inlined;
  }
  if (stats)
    *stats = s;
  hlo_ptrmap_free(&in.by_name);
  for (int32_t i = 0; i < in.nfuncs; i++) {
    free(in.funcs[i].sites.ops);
    free(in.funcs[i].sites.custom);
  }
  free(in.funcs);
  free(in.stack);
  return !in.failed;
}

/* Is there a call or composite of a function with a body? */
static MlirWalkResult find_inlinable(MlirOperation op, void *user) {
  MlirStringRef name;
  if (!callee_name(op, &name) || marked_not_inlineable(op))
    return MlirWalkResultAdvance;
  MlirOperation *module = user;
  MlirOperation f = hlo_lookup_func(*module, name);
  if (mlirOperationIsNull(f) || mlirBlockIsNull(hlo_func_entry(f)))
    return MlirWalkResultAdvance;
  *module = (MlirOperation){NULL};
  return MlirWalkResultInterrupt;
}

bool hlo_module_has_inlinable_calls(MlirOperation module) {
  MlirOperation m = module;
  mlirOperationWalk(module, find_inlinable, &m, MlirWalkPreOrder);
  return mlirOperationIsNull(m);
}
