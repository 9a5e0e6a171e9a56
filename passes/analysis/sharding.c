/*
 * The shardings of a module's values and their per-device bytes
 * (sharding.h; docs/memory-model.md, "Sharded programs").
 *
 * Every value of the module gets an entry: its sharding (interned: a
 * program has few distinct ones), the dimensions still open to a split,
 * and whether the program wrote it. Annotations come first: function
 * argument and result attributes (`mhlo.sharding`, `sdy.sharding`),
 * `mhlo.sharding` or `sdy.sharding` on any op, the @Sharding custom call,
 * sdy.sharding_constraint and sdy.reshard, the in and out shardings of
 * sdy.manual_computation. Annotated dimensions are closed, except
 * Shardy's open ones (`{"x", ?}`) and the unspecified_dims JAX writes in
 * a @Sharding's backend_config. Unannotated arguments of public
 * functions are replicated and closed (JAX does not let propagation
 * reach parameters); arguments of private functions are what every call
 * passes them (dimension by dimension, where all calls agree).
 *
 * Propagation then runs rounds of a forward sweep (program order, into
 * regions and callees: while carries, if/case branches, calls, manual
 * and named computations) and a backward sweep (reverse order), applying
 * the rules of sharding_rules.c, until a round changes nothing. A
 * dimension that gets a split keeps it: a rule only fills open
 * dimensions no split reached yet, with factors that use no device the
 * value already uses. So the rounds end, and what a value gets first
 * (from its operands, forward) wins over what its users would give it.
 * A result of an op without a rule keeps its whole size, closed, and is
 * listed as undecided.
 */
#include "hlomem/sharding.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "sharding_internal.h"

enum { MAX_ROUNDS = 16 };

enum {
  V_ANNOTATED = 1,  /* written in the program */
  V_UNDECIDED = 2,  /* made by an op without a rule */
  V_CALLEE_ARG = 4, /* argument of a private function: what its calls pass */
  V_REDUCED = 8,    /* a sum reduced where it is made: `partial` is its local sums */
};

typedef struct Val {
  MlirValue value;
  int32_t sh;    /* interned sharding */
  uint32_t open; /* dimensions a rule may still split */
  int8_t rank;   /* -1: not a statically shaped tensor */
  uint8_t flags;
  int32_t partial; /* V_REDUCED: interned sharding of the sums before the collective */
} Val;

typedef struct Mesh {
  const char *name;
  size_t len;
  HloShardMesh mesh;
} Mesh;

typedef struct Func {
  MlirOperation op;
  MlirBlock entry;
  bool callee;    /* private, with calls: its arguments come from them */
  int32_t ncalls;
  MlirOperation *calls;
  int32_t nres;
  int32_t *res;   /* interned sharding of each result attribute, -1 none */
} Func;

struct HloShardingInfo {
  HloArena arena;
  MlirOperation module;
  int64_t ndevices;
  bool sharded, failed;
  HloShardSpaces spaces;
  int32_t nmeshes;
  Mesh *meshes;
  /* interned shardings, in the arena (their addresses stay put while
   * more are added); 0 is the replicated one */
  HloSharding **sh;
  int32_t nsh, capsh;
  int32_t *bucket, nbuckets, *chain;
  /* values */
  HloPtrMap ids;
  Val *vals;
  int32_t nvals, capvals;
  int32_t nfuncs;
  Func *funcs;
  HloPtrMap func_index;
  MlirValue *undecided;
  const char **why;
  int32_t nundecided, capundecided;
  int32_t nannotated;
  uint64_t changes;
};

/* ---- interning ---- */

static uint64_t sharding_hash(const HloSharding *s) {
  uint64_t h = 1469598103934665603ull ^ s->kind;
  h = (h ^ (uint64_t)s->device) * 1099511628211ull;
  for (int i = 0; i < s->nfactors; i++) {
    const HloShardFactor *f = &s->f[i];
    h = (h ^ (uint64_t)(uint8_t)f->dim) * 1099511628211ull;
    h = (h ^ f->space) * 1099511628211ull;
    h = (h ^ (uint64_t)f->stride) * 1099511628211ull;
    h = (h ^ (uint64_t)f->size) * 1099511628211ull;
  }
  return h;
}

static void rehash(HloShardingInfo *s) {
  int32_t n = s->nbuckets ? s->nbuckets * 2 : 256;
  free(s->bucket);
  s->bucket = hlo_xmalloc(sizeof *s->bucket * (size_t)n);
  for (int32_t i = 0; i < n; i++)
    s->bucket[i] = -1;
  s->nbuckets = n;
  for (int32_t i = 0; i < s->nsh; i++) {
    int32_t b = (int32_t)(sharding_hash(s->sh[i]) & (uint64_t)(n - 1));
    s->chain[i] = s->bucket[b];
    s->bucket[b] = i;
  }
}

static int32_t intern(HloShardingInfo *s, const HloSharding *x) {
  if (s->nbuckets) {
    int32_t b = (int32_t)(sharding_hash(x) & (uint64_t)(s->nbuckets - 1));
    for (int32_t i = s->bucket[b]; i >= 0; i = s->chain[i])
      if (shard_equal(s->sh[i], x))
        return i;
  }
  if (s->nsh == s->capsh) {
    s->capsh = s->capsh ? 2 * s->capsh : 64;
    s->sh = hlo_xrealloc(s->sh, sizeof *s->sh * (size_t)s->capsh);
    s->chain = hlo_xrealloc(s->chain, sizeof *s->chain * (size_t)s->capsh);
  }
  int32_t id = s->nsh++;
  s->sh[id] = hlo_arena_new(&s->arena, HloSharding, 1);
  *s->sh[id] = *x;
  if (s->nsh > s->nbuckets)
    rehash(s);
  else {
    int32_t b = (int32_t)(sharding_hash(x) & (uint64_t)(s->nbuckets - 1));
    s->chain[id] = s->bucket[b];
    s->bucket[b] = id;
  }
  return id;
}

/* ---- values ---- */

static uint32_t all_dims(int rank) { return rank <= 0 ? 0 : (uint32_t)((1ull << rank) - 1); }

static void add_value(HloShardingInfo *s, MlirValue v) {
  if (s->nvals == s->capvals) {
    s->capvals = s->capvals ? 2 * s->capvals : 1024;
    s->vals = hlo_xrealloc(s->vals, sizeof *s->vals * (size_t)s->capvals);
  }
  HloShape shape;
  int8_t rank = hlo_shape_of(mlirValueGetType(v), &shape) ? (int8_t)shape.rank : -1;
  s->vals[s->nvals] = (Val){v, 0, all_dims(rank), rank, 0, 0};
  hlo_ptrmap_put(&s->ids, v.ptr, s->nvals++);
}

static Val *val_of(HloShardingInfo *s, MlirValue v) {
  int64_t i;
  return hlo_ptrmap_get(&s->ids, v.ptr, &i) ? &s->vals[i] : NULL;
}

static const HloSharding *sharding_of(HloShardingInfo *s, MlirValue v) {
  Val *x = val_of(s, v);
  return x && x->rank >= 0 ? s->sh[x->sh] : NULL;
}

static void add_values_of_block(HloShardingInfo *s, MlirBlock b);

static void add_values_of_op(HloShardingInfo *s, MlirOperation op) {
  for (intptr_t r = 0, n = mlirOperationGetNumResults(op); r < n; r++)
    add_value(s, mlirOperationGetResult(op, r));
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(op); r < n; r++)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      add_values_of_block(s, b);
}

static void add_values_of_block(HloShardingInfo *s, MlirBlock b) {
  for (intptr_t i = 0, n = mlirBlockGetNumArguments(b); i < n; i++)
    add_value(s, mlirBlockGetArgument(b, i));
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    add_values_of_op(s, op);
}

/* Fills v's open dimensions that have no split with src's splits (all of
 * a dimension's factors or none, none that share devices with v's), and
 * with `pending`, src's pending sums. A value of no factors yet, open
 * everywhere, takes a maximal or manual sharding whole. */
static void merge(HloShardingInfo *s, Val *v, const HloSharding *src, bool pending) {
  if (!src || !v || v->rank < 0 || !v->open)
    return;
  const HloSharding *cur = s->sh[v->sh];
  HloSharding next;
  if (src->kind != HLO_SHARD_TILED || cur->kind != HLO_SHARD_TILED) {
    if (src->kind == cur->kind || cur->kind != HLO_SHARD_TILED || cur->nfactors ||
        v->open != all_dims(v->rank) || (v->flags & V_ANNOTATED))
      return;
    next = *src;
  } else {
    bool useful = false;
    for (int i = 0; i < src->nfactors && !useful; i++) {
      int d = src->f[i].dim;
      useful = d >= 0 ? d < v->rank && (v->open >> d & 1) && !shard_has_dim(cur, d)
                      : pending;
    }
    if (!useful)
      return;
    next = *cur;
    for (int d = 0; d < v->rank; d++)
      if ((v->open >> d & 1) && !shard_has_dim(&next, d))
        shard_copy_dim(&next, d, src, d);
    if (pending)
      shard_copy_pending(&next, src);
  }
  if (!shard_equal(&next, cur)) {
    v->sh = intern(s, &next);
    s->changes++;
  }
}

static const char *op_subject(HloShardingInfo *s, MlirOperation op);

/* `why` is "no sharding rule for <op>" when NULL. */
static void mark_undecided(HloShardingInfo *s, Val *v, MlirOperation op, const char *why) {
  if (!v || v->rank < 0 || (v->flags & (V_UNDECIDED | V_ANNOTATED)))
    return;
  if (!why)
    why = hlo_arena_printf(&s->arena, "no sharding rule for %s", op_subject(s, op));
  v->flags |= V_UNDECIDED;
  v->open = 0;
  if (s->nundecided == s->capundecided) {
    s->capundecided = s->capundecided ? 2 * s->capundecided : 16;
    s->undecided = hlo_xrealloc(s->undecided, sizeof *s->undecided * (size_t)s->capundecided);
    s->why = hlo_xrealloc(s->why, sizeof *s->why * (size_t)s->capundecided);
  }
  s->undecided[s->nundecided] = v->value;
  s->why[s->nundecided++] = why;
}

/* ---- reading annotations ---- */

static MlirStringRef ident(const char *s) { return mlirStringRefCreateFromCString(s); }

static bool is_custom_call(MlirOperation op, const char *target) {
  MlirStringRef t;
  return hlo_op_id(op) == HLO_OP_CUSTOM_CALL && hlo_attr_string(op, "call_target_name", &t) &&
         t.length == strlen(target) && !memcmp(t.data, target, t.length);
}

/* The text of an attribute: a string's value, else the printed form. */
static const char *attr_text(HloShardingInfo *s, MlirAttribute a, size_t *len) {
  if (mlirAttributeIsAString(a)) {
    MlirStringRef r = mlirStringAttrGetValue(a);
    *len = r.length;
    return hlo_arena_strndup(&s->arena, r.data, r.length);
  }
  HloStr text = {0};
  mlirAttributePrint(a, hlo_str_callback, &text);
  const char *out = hlo_arena_strndup(&s->arena, text.data ? text.data : "", text.len);
  *len = text.len;
  hlo_str_free(&text);
  return out;
}

/* An annotation hlomem cannot read: an error (a warning when the form is
 * valid but not read); `whole` when the error is of the annotation as a
 * whole, with no position in its text. */
static void report(HloShardingInfo *s, MlirLocation loc, const HloShardError *e,
                   const char *what, const char *subject, const char *text, bool whole) {
  if (e->unsupported) {
    hlo_warning(loc, "%s of %s is not read: %s; the value keeps its whole size (%s)", what,
                subject, e->message, text);
    return;
  }
  s->failed = true;
  if (whole)
    hlo_error(loc, "invalid %s of %s: %s: %s", what, subject, text, e->message);
  else
    hlo_error(loc, "invalid %s of %s: at character %zu of %s: %s", what, subject, e->offset + 1,
              text, e->message);
}

static Mesh *find_mesh(HloShardingInfo *s, const char *name, size_t len) {
  for (int32_t i = 0; i < s->nmeshes; i++)
    if (s->meshes[i].len == len && !memcmp(s->meshes[i].name, name, len))
      return &s->meshes[i];
  return NULL;
}

/* One Shardy sharding of a value of `rank`, lowered; `manual` axes left
 * out. Sets *open to the open dimensions. */
static bool lower_sdy(HloShardingInfo *s, const HloSdySharding *x, int rank,
                      const HloSdyAxisRef *manual, int nmanual, HloSharding *out, uint32_t *open,
                      HloShardError *err) {
  HloShardMesh inlined, *mesh;
  if (x->mesh_name) {
    Mesh *m = find_mesh(s, x->mesh_name, x->mesh_len);
    if (!m) {
      err->offset = x->mesh_offset;
      err->unsupported = false;
      snprintf(err->message, sizeof err->message, "no sdy.mesh @%.*s in the module",
               (int)x->mesh_len, x->mesh_name);
      return false;
    }
    mesh = &m->mesh;
  } else {
    if (!hlo_shard_mesh_lower(&s->arena, &x->mesh, &s->spaces, &inlined, err)) {
      err->offset = x->mesh_offset;
      return false;
    }
    mesh = &inlined;
  }
  if (!hlo_sdy_lower(x, mesh, rank, manual, nmanual, out, err))
    return false;
  *open = 0;
  for (int d = 0; d < x->rank && d < 32; d++)
    if (x->dims[d].open)
      *open |= 1u << d;
  return true;
}

typedef struct Subject {
  MlirLocation loc;
  const char *text;
} Subject;

/* Sets value v as written: sharding, closed but for `open`. */
static void annotate(HloShardingInfo *s, Val *v, const HloSharding *x, uint32_t open) {
  if (!v || v->rank < 0)
    return;
  if (!(v->flags & V_ANNOTATED))
    s->nannotated++;
  v->flags |= V_ANNOTATED;
  v->sh = intern(s, x);
  v->open = open & all_dims(v->rank);
}

/* An mhlo.sharding string for `n` values of ranks `ranks`: the shardings
 * into out[0..n) (false for the values it gives none). */
static bool read_gspmd(HloShardingInfo *s, MlirAttribute a, int n, const int *ranks,
                       HloSharding *out, bool *given, const Subject *subj) {
  size_t len;
  const char *text = attr_text(s, a, &len);
  HloGspmd *g;
  bool tuple;
  HloShardError e = {0};
  HloArena scratch = {0};
  int m = hlo_gspmd_parse(&scratch, text, len, &g, &tuple, &e);
  bool ok = m >= 0;
  if (!ok)
    report(s, subj->loc, &e, "mhlo.sharding", subj->text, text, false);
  else if (tuple ? m != n : n != 1) {
    if (!(tuple && m == 0 && n == 0)) {
      e.unsupported = false;
      snprintf(e.message, sizeof e.message, "%d sharding%s for %d value%s", tuple ? m : 1,
               (tuple ? m : 1) == 1 ? "" : "s", n, n == 1 ? "" : "s");
      report(s, subj->loc, &e, "mhlo.sharding", subj->text, text, true);
      ok = false;
    }
  }
  for (int i = 0; ok && i < n; i++) {
    given[i] = false;
    if (ranks[i] < 0)
      continue;
    if (!hlo_gspmd_lower(&g[i], ranks[i], &s->spaces, &out[i], &e)) {
      report(s, subj->loc, &e, "mhlo.sharding", subj->text, text, true);
      ok = false;
      break;
    }
    given[i] = g[i].kind != HLO_GSPMD_UNKNOWN;
  }
  hlo_arena_free(&scratch);
  return ok;
}

static bool read_sdy_one(HloShardingInfo *s, MlirAttribute a, int rank, HloSharding *out,
                         uint32_t *open, const Subject *subj) {
  size_t len;
  const char *text = attr_text(s, a, &len);
  HloSdySharding x;
  HloShardError e = {0};
  if (!hlo_sdy_parse_sharding(&s->arena, text, len, &x, &e)) {
    report(s, subj->loc, &e, "sdy.sharding", subj->text, text, false);
    return false;
  }
  if (rank < 0)
    return false;
  if (!lower_sdy(s, &x, rank, NULL, 0, out, open, &e)) {
    report(s, subj->loc, &e, "sdy.sharding", subj->text, text, false);
    return false;
  }
  return true;
}

static const char *func_subject(HloShardingInfo *s, MlirOperation func, const char *what, int i) {
  MlirStringRef name = hlo_func_name(func);
  return hlo_arena_printf(&s->arena, "%s %d of @%.*s", what, i, (int)name.length, name.data);
}

static const char *op_subject(HloShardingInfo *s, MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  MlirStringRef target;
  if (hlo_op_id(op) == HLO_OP_CUSTOM_CALL && hlo_attr_string(op, "call_target_name", &target))
    return hlo_arena_printf(&s->arena, "%.*s @%.*s", (int)name.length, name.data,
                            (int)target.length, target.data);
  return hlo_arena_printf(&s->arena, "%.*s", (int)name.length, name.data);
}

/* Argument or result attributes of a function: one sharding per entry,
 * -1 where there is none. */
static void read_func_attrs(HloShardingInfo *s, Func *f, bool results, int32_t *out, int n,
                            const int *ranks, uint32_t *open) {
  MlirAttribute all = mlirOperationGetAttributeByName(f->op, ident(results ? "res_attrs"
                                                                            : "arg_attrs"));
  for (int i = 0; i < n; i++)
    out[i] = -1, open[i] = 0;
  if (mlirAttributeIsNull(all) || !mlirAttributeIsAArray(all))
    return;
  for (int i = 0; i < n && i < mlirArrayAttrGetNumElements(all); i++) {
    MlirAttribute dict = mlirArrayAttrGetElement(all, i);
    if (!mlirAttributeIsADictionary(dict))
      continue;
    MlirAttribute sdy = mlirDictionaryAttrGetElementByName(dict, ident("sdy.sharding"));
    MlirAttribute gspmd = mlirDictionaryAttrGetElementByName(dict, ident("mhlo.sharding"));
    Subject subj = {mlirOperationGetLocation(f->op),
                    func_subject(s, f->op, results ? "result" : "argument", i)};
    HloSharding x, y;
    uint32_t o = 0;
    bool have = false, given = false;
    if (!mlirAttributeIsNull(sdy))
      have = read_sdy_one(s, sdy, ranks[i], &x, &o, &subj);
    if (!mlirAttributeIsNull(gspmd) &&
        read_gspmd(s, gspmd, 1, &ranks[i], have ? &y : &x, &given, &subj) && given) {
      if (have && ranks[i] >= 0) {
        for (int d = 0; d < ranks[i]; d++)
          if (hlo_sharding_tiles(&x, d) != hlo_sharding_tiles(&y, d)) {
            hlo_warning(subj.loc,
                        "the sdy.sharding and the mhlo.sharding of %s split dimension %d "
                        "differently; hlomem follows sdy.sharding",
                        subj.text, d);
            break;
          }
      }
      have = true;
    }
    if (have) {
      out[i] = intern(s, &x);
      open[i] = o;
    }
  }
}

static void read_functions(HloShardingInfo *s) {
  for (int32_t k = 0; k < s->nfuncs; k++) {
    Func *f = &s->funcs[k];
    if (mlirBlockIsNull(f->entry))
      continue;
    int n = (int)mlirBlockGetNumArguments(f->entry);
    int *ranks = hlo_arena_new(&s->arena, int, n + 1);
    int32_t *sh = hlo_arena_new(&s->arena, int32_t, n + 1);
    uint32_t *open = hlo_arena_new(&s->arena, uint32_t, n + 1);
    for (int i = 0; i < n; i++)
      ranks[i] = val_of(s, mlirBlockGetArgument(f->entry, i))->rank;
    read_func_attrs(s, f, false, sh, n, ranks, open);
    for (int i = 0; i < n; i++) {
      Val *v = val_of(s, mlirBlockGetArgument(f->entry, i));
      if (sh[i] >= 0)
        annotate(s, v, s->sh[sh[i]], open[i]);
      else
        v->open = 0; /* replicated, or what the calls pass */
      if (f->callee && sh[i] < 0)
        v->flags |= V_CALLEE_ARG;
    }
    MlirOperation ret = hlo_block_terminator(f->entry);
    f->nres = mlirOperationIsNull(ret) ? 0 : (int32_t)mlirOperationGetNumOperands(ret);
    int *rranks = hlo_arena_new(&s->arena, int, f->nres + 1);
    uint32_t *ropen = hlo_arena_new(&s->arena, uint32_t, f->nres + 1);
    f->res = hlo_arena_new(&s->arena, int32_t, f->nres + 1);
    for (int i = 0; i < f->nres; i++) {
      Val *v = val_of(s, mlirOperationGetOperand(ret, i));
      HloShape shape;
      rranks[i] = v ? v->rank
                    : hlo_shape_of(mlirValueGetType(mlirOperationGetOperand(ret, i)), &shape)
                          ? shape.rank
                          : -1;
    }
    read_func_attrs(s, f, true, f->res, f->nres, rranks, ropen);
  }
}

/* unspecified_dims=[0,2] in a @Sharding's backend_config: dimensions JAX
 * left to propagation. */
static uint32_t unspecified_dims(MlirOperation op) {
  MlirStringRef cfg;
  if (!hlo_attr_string(op, "backend_config", &cfg))
    return 0;
  const char *key = "unspecified_dims=[";
  size_t klen = strlen(key);
  for (size_t i = 0; i + klen <= cfg.length; i++) {
    if (memcmp(cfg.data + i, key, klen) != 0)
      continue;
    uint32_t mask = 0;
    size_t j = i + klen;
    while (j < cfg.length && cfg.data[j] != ']') {
      int64_t d = 0;
      bool digits = false;
      while (j < cfg.length && cfg.data[j] >= '0' && cfg.data[j] <= '9') {
        d = d * 10 + (cfg.data[j++] - '0');
        digits = true;
      }
      if (digits && d < 32)
        mask |= 1u << d;
      if (j < cfg.length && cfg.data[j] != ']')
        j++;
    }
    return mask;
  }
  return 0;
}

static bool is_sdy(MlirOperation op, const char *name) { return hlo_op_name_is(op, name); }

static void read_manual_computation(HloShardingInfo *s, MlirOperation op) {
  Subject subj = {mlirOperationGetLocation(op), "sdy.manual_computation"};
  HloShardError e = {0};
  HloSdySharding *ins = NULL, *outs = NULL;
  HloSdyAxisRef *manual = NULL;
  size_t len;
  const char *text, *in_text = "", *out_text = "";
  MlirAttribute a;
  int nin = -1, nout = -1, nmanual = 0;
  if (!mlirAttributeIsNull(a = hlo_attr(op, "manual_axes"))) {
    text = attr_text(s, a, &len);
    if ((nmanual = hlo_sdy_parse_manual_axes(&s->arena, text, len, &manual, &e)) < 0) {
      report(s, subj.loc, &e, "manual_axes", subj.text, text, false);
      return;
    }
  }
  if (!mlirAttributeIsNull(a = hlo_attr(op, "in_shardings"))) {
    in_text = text = attr_text(s, a, &len);
    if ((nin = hlo_sdy_parse_sharding_list(&s->arena, text, len, &ins, &e)) < 0)
      report(s, subj.loc, &e, "in_shardings", subj.text, text, false);
  }
  if (!mlirAttributeIsNull(a = hlo_attr(op, "out_shardings"))) {
    out_text = text = attr_text(s, a, &len);
    if ((nout = hlo_sdy_parse_sharding_list(&s->arena, text, len, &outs, &e)) < 0)
      report(s, subj.loc, &e, "out_shardings", subj.text, text, false);
  }
  MlirBlock body = mlirOperationGetNumRegions(op)
                       ? mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))
                       : (MlirBlock){NULL};
  /* Results: the global values, split by every axis. */
  for (int i = 0; i < nout && i < mlirOperationGetNumResults(op); i++) {
    Val *v = val_of(s, mlirOperationGetResult(op, i));
    HloSharding x;
    uint32_t open;
    if (v && v->rank >= 0) {
      if (lower_sdy(s, &outs[i], v->rank, NULL, 0, &x, &open, &e))
        annotate(s, v, &x, 0);
      else
        report(s, subj.loc, &e, "out_shardings", subj.text, out_text, false);
    }
  }
  /* Body arguments: local to the manual axes, split by the free ones. */
  for (int i = 0; i < nin && !mlirBlockIsNull(body) && i < mlirBlockGetNumArguments(body); i++) {
    Val *v = val_of(s, mlirBlockGetArgument(body, i));
    HloSharding x;
    uint32_t open;
    if (v && v->rank >= 0) {
      if (lower_sdy(s, &ins[i], v->rank, manual, nmanual, &x, &open, &e))
        annotate(s, v, &x, 0);
      else
        report(s, subj.loc, &e, "in_shardings", subj.text, in_text, false);
    }
  }
}

static void read_op(HloShardingInfo *s, MlirOperation op) {
  intptr_t nres = mlirOperationGetNumResults(op);
  Subject subj = {mlirOperationGetLocation(op), NULL};
  if (is_sdy(op, "sdy.manual_computation")) {
    read_manual_computation(s, op);
    return;
  }
  if ((is_sdy(op, "sdy.sharding_constraint") || is_sdy(op, "sdy.reshard")) && nres == 1) {
    MlirAttribute a = hlo_attr(op, "sharding");
    Val *v = val_of(s, mlirOperationGetResult(op, 0));
    HloSharding x;
    uint32_t open;
    subj.text = op_subject(s, op);
    if (!mlirAttributeIsNull(a) && v && read_sdy_one(s, a, v->rank, &x, &open, &subj))
      annotate(s, v, &x, open);
    return;
  }
  if (nres == 0 || (hlo_op_info(op)->flags & HLO_F_TERMINATOR))
    return;
  MlirAttribute sdy = mlirOperationGetDiscardableAttributeByName(op, ident("sdy.sharding"));
  MlirAttribute gspmd = mlirOperationGetDiscardableAttributeByName(op, ident("mhlo.sharding"));
  if (mlirAttributeIsNull(sdy) && mlirAttributeIsNull(gspmd))
    return;
  subj.text = op_subject(s, op);
  int *ranks = hlo_xcalloc((size_t)nres, sizeof *ranks);
  HloSharding *x = hlo_xcalloc((size_t)nres, sizeof *x);
  bool *given = hlo_xcalloc((size_t)nres, sizeof *given);
  uint32_t *open = hlo_xcalloc((size_t)nres, sizeof *open);
  for (intptr_t r = 0; r < nres; r++)
    ranks[r] = val_of(s, mlirOperationGetResult(op, r))->rank;
  if (!mlirAttributeIsNull(sdy)) {
    size_t len;
    const char *text = attr_text(s, sdy, &len);
    HloSdySharding *list;
    HloShardError e = {0};
    int n = hlo_sdy_parse_sharding_list(&s->arena, text, len, &list, &e);
    if (n < 0) {
      report(s, subj.loc, &e, "sdy.sharding", subj.text, text, false);
    } else if (n != nres) {
      e.unsupported = false;
      snprintf(e.message, sizeof e.message, "%d sharding%s for %d result%s", n, n == 1 ? "" : "s",
               (int)nres, nres == 1 ? "" : "s");
      report(s, subj.loc, &e, "sdy.sharding", subj.text, text, true);
    } else {
      for (int r = 0; r < n; r++) {
        if (ranks[r] < 0)
          continue;
        if (lower_sdy(s, &list[r], ranks[r], NULL, 0, &x[r], &open[r], &e))
          given[r] = true;
        else
          report(s, subj.loc, &e, "sdy.sharding", subj.text, text, false);
      }
    }
  } else {
    read_gspmd(s, gspmd, (int)nres, ranks, x, given, &subj);
    if (is_custom_call(op, "Sharding") && nres == 1)
      open[0] = unspecified_dims(op);
  }
  for (intptr_t r = 0; r < nres; r++)
    if (given[r])
      annotate(s, val_of(s, mlirOperationGetResult(op, r)), &x[r], open[r]);
  free(ranks);
  free(x);
  free(given);
  free(open);
}

static void read_ops_of_block(HloShardingInfo *s, MlirBlock b);

static void read_ops_of_op(HloShardingInfo *s, MlirOperation op) {
  read_op(s, op);
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(op); r < n; r++)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      read_ops_of_block(s, b);
}

static void read_ops_of_block(HloShardingInfo *s, MlirBlock b) {
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    read_ops_of_op(s, op);
}

/* ---- the module: devices, meshes, functions ---- */

static int64_t module_partitions(MlirOperation module) {
  MlirAttribute a = mlirOperationGetDiscardableAttributeByName(module, ident("mhlo.num_partitions"));
  return !mlirAttributeIsNull(a) && mlirAttributeIsAInteger(a) ? mlirIntegerAttrGetValueInt(a) : 0;
}

static void read_meshes(HloShardingInfo *s, MlirBlock body, bool lower) {
  int32_t cap = 0;
  s->nmeshes = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!hlo_op_name_is(op, "sdy.mesh"))
      continue;
    MlirStringRef name;
    MlirAttribute a = hlo_attr(op, "mesh");
    if (!hlo_attr_string(op, "sym_name", &name) || mlirAttributeIsNull(a))
      continue;
    size_t len;
    const char *text = attr_text(s, a, &len);
    HloSdyMesh m;
    HloShardError e = {0};
    Subject subj = {mlirOperationGetLocation(op),
                    hlo_arena_printf(&s->arena, "sdy.mesh @%.*s", (int)name.length, name.data)};
    if (!hlo_sdy_parse_mesh(&s->arena, text, len, &m, &e)) {
      if (lower)
        report(s, subj.loc, &e, "mesh", subj.text, text, false);
      continue;
    }
    if (s->nmeshes == cap) {
      cap = cap ? 2 * cap : 4;
      Mesh *w = hlo_arena_new(&s->arena, Mesh, cap);
      if (s->nmeshes)
        memcpy(w, s->meshes, sizeof *w * (size_t)s->nmeshes);
      s->meshes = w;
    }
    Mesh *mesh = &s->meshes[s->nmeshes++];
    mesh->name = hlo_arena_strndup(&s->arena, name.data, name.length);
    mesh->len = name.length;
    m.name = mesh->name;
    m.name_len = mesh->len;
    if (!lower) {
      /* First pass: only the device count. */
      int64_t total = 1;
      for (int i = 0; i < m.naxes; i++)
        total = total > INT32_MAX / (m.size[i] ? m.size[i] : 1) ? INT32_MAX : total * m.size[i];
      mesh->mesh.total = total;
      continue;
    }
    if (!hlo_shard_mesh_lower(&s->arena, &m, &s->spaces, &mesh->mesh, &e)) {
      report(s, subj.loc, &e, "mesh", subj.text, text, true);
      s->nmeshes--;
    }
  }
}

static void read_funcs(HloShardingInfo *s, MlirBlock body) {
  int32_t n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    n += hlo_is_func(op);
  s->funcs = hlo_arena_new(&s->arena, Func, n + 1);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!hlo_is_func(op))
      continue;
    Func *f = &s->funcs[s->nfuncs];
    f->op = op;
    f->entry = hlo_func_entry(op);
    hlo_ptrmap_put(&s->func_index, op.ptr, s->nfuncs++);
    if (!mlirBlockIsNull(f->entry))
      add_values_of_block(s, f->entry);
  }
}

static Func *func_of(HloShardingInfo *s, MlirOperation func) {
  int64_t i;
  return !mlirOperationIsNull(func) && hlo_ptrmap_get(&s->func_index, func.ptr, &i)
             ? &s->funcs[i]
             : NULL;
}

static void collect_calls_in_block(HloShardingInfo *s, MlirBlock b, bool count);

static void collect_calls_in_op(HloShardingInfo *s, MlirOperation op, bool count) {
  if (hlo_op_id(op) == HLO_OP_CALL) {
    Func *f = func_of(s, hlo_call_callee(op));
    if (f) {
      if (!count)
        f->calls[f->ncalls] = op;
      f->ncalls++;
    }
  }
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(op); r < n; r++)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      collect_calls_in_block(s, b, count);
}

static void collect_calls_in_block(HloShardingInfo *s, MlirBlock b, bool count) {
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    collect_calls_in_op(s, op, count);
}

static void collect_calls(HloShardingInfo *s) {
  for (int pass = 0; pass < 2; pass++) {
    for (int32_t k = 0; k < s->nfuncs; k++) {
      Func *f = &s->funcs[k];
      if (pass == 1) {
        f->calls = hlo_arena_new(&s->arena, MlirOperation, f->ncalls + 1);
        f->ncalls = 0;
      }
    }
    for (int32_t k = 0; k < s->nfuncs; k++)
      if (!mlirBlockIsNull(s->funcs[k].entry))
        collect_calls_in_block(s, s->funcs[k].entry, pass == 0);
  }
  for (int32_t k = 0; k < s->nfuncs; k++) {
    Func *f = &s->funcs[k];
    MlirAttribute vis = hlo_attr(f->op, "sym_visibility");
    bool private = !mlirAttributeIsNull(vis) && mlirAttributeIsAString(vis) &&
                   mlirStringAttrGetValue(vis).length == 7 &&
                   !memcmp(mlirStringAttrGetValue(vis).data, "private", 7);
    f->callee = private && f->ncalls > 0;
  }
}

/* ---- propagation ---- */

static void forward_block(HloShardingInfo *s, MlirBlock b);
static void backward_block(HloShardingInfo *s, MlirBlock b);

static MlirBlock region_block(MlirOperation op, intptr_t r) {
  return r < mlirOperationGetNumRegions(op) ? mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r))
                                            : (MlirBlock){NULL};
}

/* Regions whose blocks work on scalars (reduce, sort, scatter bodies...):
 * nothing to propagate there. */
static bool scalar_regions(MlirOperation op) {
  HloOpKind k = hlo_op_info(op)->kind;
  return k == HLO_KIND_REDUCTION || k == HLO_KIND_DATA || k == HLO_KIND_COLLECTIVE;
}

static void forward_regions(HloShardingInfo *s, MlirOperation op) {
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(op); r < n; r++)
    for (MlirBlock b = region_block(op, r); !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      forward_block(s, b);
}

static void backward_regions(HloShardingInfo *s, MlirOperation op) {
  for (intptr_t r = mlirOperationGetNumRegions(op) - 1; r >= 0; r--)
    for (MlirBlock b = region_block(op, r); !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      backward_block(s, b);
}

/* A block's arguments from the values `from` (n of them). */
static void args_from(HloShardingInfo *s, MlirBlock b, intptr_t n, MlirValue (*get)(void *, intptr_t),
                      void *user) {
  if (mlirBlockIsNull(b))
    return;
  for (intptr_t i = 0; i < n && i < mlirBlockGetNumArguments(b); i++)
    merge(s, val_of(s, mlirBlockGetArgument(b, i)), sharding_of(s, get(user, i)), true);
}

static MlirValue operand_at(void *op, intptr_t i) {
  return mlirOperationGetOperand(*(MlirOperation *)op, i);
}

static void results_from_terminator(HloShardingInfo *s, MlirOperation op, MlirBlock b) {
  if (mlirBlockIsNull(b))
    return;
  MlirOperation t = hlo_block_terminator(b);
  for (intptr_t r = 0, n = mlirOperationGetNumResults(op);
       !mlirOperationIsNull(t) && r < n && r < mlirOperationGetNumOperands(t); r++)
    merge(s, val_of(s, mlirOperationGetResult(op, r)),
          sharding_of(s, mlirOperationGetOperand(t, r)), true);
}

static void forward_while(HloShardingInfo *s, MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirBlock cond = region_block(op, 0), body = region_block(op, 1);
  args_from(s, cond, n, operand_at, &op);
  args_from(s, body, n, operand_at, &op);
  if (!mlirBlockIsNull(cond))
    forward_block(s, cond);
  if (!mlirBlockIsNull(body))
    forward_block(s, body);
  for (intptr_t r = 0; r < n && r < mlirOperationGetNumResults(op); r++)
    merge(s, val_of(s, mlirOperationGetResult(op, r)), sharding_of(s, mlirOperationGetOperand(op, r)),
          true);
  results_from_terminator(s, op, body);
}

/* A private function's arguments: per dimension, the split every call
 * passes alike. */
static void seed_callee(HloShardingInfo *s, Func *f) {
  for (intptr_t i = 0, n = mlirBlockGetNumArguments(f->entry); i < n; i++) {
    Val *v = val_of(s, mlirBlockGetArgument(f->entry, i));
    if (!(v->flags & V_CALLEE_ARG) || v->rank < 0)
      continue;
    HloSharding meet;
    shard_clear(&meet);
    bool first = true, all_same_kind = true;
    uint8_t kind = HLO_SHARD_TILED;
    for (int32_t c = 0; c < f->ncalls; c++) {
      if (i >= mlirOperationGetNumOperands(f->calls[c]))
        continue;
      const HloSharding *x = sharding_of(s, mlirOperationGetOperand(f->calls[c], i));
      if (!x)
        continue;
      if (first)
        kind = x->kind;
      all_same_kind &= x->kind == kind;
      for (int d = 0; d < v->rank; d++) {
        HloSharding one;
        shard_clear(&one);
        shard_copy_dim(&one, d, x, d);
        if (first) {
          shard_copy_dim(&meet, d, x, d);
          continue;
        }
        HloSharding mine;
        shard_clear(&mine);
        shard_copy_dim(&mine, d, &meet, d);
        if (!shard_equal(&one, &mine)) {
          /* the calls disagree: drop dimension d */
          HloSharding rest;
          shard_clear(&rest);
          for (int e = 0; e < v->rank; e++)
            if (e != d)
              shard_copy_dim(&rest, e, &meet, e);
          meet = rest;
        }
      }
      first = false;
    }
    if (!first && all_same_kind && kind != HLO_SHARD_TILED) {
      meet = *sharding_of(s, mlirOperationGetOperand(f->calls[0], i));
    }
    int32_t id = intern(s, &meet);
    if (id != v->sh) {
      v->sh = id;
      s->changes++;
    }
  }
}

static void forward_call(HloShardingInfo *s, MlirOperation op) {
  Func *f = func_of(s, hlo_call_callee(op));
  if (!f || mlirBlockIsNull(f->entry)) {
    for (intptr_t r = 0, n = mlirOperationGetNumResults(op); r < n; r++)
      mark_undecided(s, val_of(s, mlirOperationGetResult(op, r)), op,
                     "a call to a function without a body");
    return;
  }
  results_from_terminator(s, op, f->entry);
}

/* Does any tensor operand have this kind (maximal: every one, on one
 * device)? */
static bool operands_of_kind(HloShardingInfo *s, MlirOperation op, uint8_t kind, HloSharding *out) {
  bool any = false;
  for (intptr_t j = 0, n = mlirOperationGetNumOperands(op); j < n; j++) {
    const HloSharding *x = sharding_of(s, mlirOperationGetOperand(op, j));
    if (!x)
      continue;
    if (kind == HLO_SHARD_MANUAL && x->kind == HLO_SHARD_MANUAL) {
      *out = *x;
      return true;
    }
    if (kind == HLO_SHARD_MAXIMAL) {
      if (x->kind != HLO_SHARD_MAXIMAL || (any && x->device != out->device))
        return false;
      *out = *x;
      any = true;
    }
  }
  return any;
}

enum { INLINE_RESULTS = 4 };

static void forward_op(HloShardingInfo *s, MlirOperation op) {
  HloOpId id = hlo_op_id(op);
  intptr_t nres = mlirOperationGetNumResults(op), nin = mlirOperationGetNumOperands(op);
  switch (id) {
  case HLO_OP_WHILE:
    forward_while(s, op);
    return;
  case HLO_OP_IF:
  case HLO_OP_CASE:
    forward_regions(s, op);
    for (intptr_t r = 0, n = mlirOperationGetNumRegions(op); r < n; r++)
      results_from_terminator(s, op, region_block(op, r));
    return;
  case HLO_OP_CALL:
    forward_call(s, op);
    return;
  default: break;
  }
  if (hlo_op_name_is(op, "sdy.manual_computation")) {
    forward_regions(s, op);
    return;
  }
  if (hlo_op_name_is(op, "sdy.named_computation")) {
    args_from(s, region_block(op, 0), nin, operand_at, &op);
    forward_regions(s, op);
    results_from_terminator(s, op, region_block(op, 0));
    return;
  }
  if (nres == 0)
    return;
  if (hlo_op_is_annotation(op)) {
    /* Open dimensions of the annotation take the operand's splits; the
     * custom calls between global and local shapes pass nothing. */
    if (hlo_op_name_is(op, "sdy.sharding_constraint") || hlo_op_name_is(op, "sdy.reshard") ||
        is_custom_call(op, "Sharding"))
      merge(s, val_of(s, mlirOperationGetResult(op, 0)),
            nin ? sharding_of(s, mlirOperationGetOperand(op, 0)) : NULL, true);
    return;
  }
  if (mlirOperationGetNumRegions(op) > 0 && !scalar_regions(op))
    forward_regions(s, op);
  HloSharding inline_out[INLINE_RESULTS];
  HloSharding *out = nres <= INLINE_RESULTS ? inline_out : hlo_xmalloc(sizeof *out * (size_t)nres);
  const HloSharding *inline_in[8];
  const HloSharding **in = nin <= 8 ? inline_in : hlo_xmalloc(sizeof *in * (size_t)nin);
  for (intptr_t j = 0; j < nin; j++)
    in[j] = sharding_of(s, mlirOperationGetOperand(op, j));
  for (intptr_t r = 0; r < nres; r++)
    shard_clear(&out[r]);
  HloSharding special;
  bool ok = true;
  if (operands_of_kind(s, op, HLO_SHARD_MANUAL, &special) ||
      operands_of_kind(s, op, HLO_SHARD_MAXIMAL, &special)) {
    for (intptr_t r = 0; r < nres; r++)
      out[r] = special;
  } else {
    ok = shard_forward(op, in, out);
  }
  for (intptr_t r = 0; r < nres; r++) {
    Val *v = val_of(s, mlirOperationGetResult(op, r));
    if (ok)
      merge(s, v, &out[r], true);
    else
      mark_undecided(s, v, op, NULL);
  }
  if (out != inline_out)
    free(out);
  if (in != inline_in)
    free(in);
}

static void forward_block(HloShardingInfo *s, MlirBlock b) {
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    forward_op(s, op);
}

/* Ops have no previous-op navigation in MLIR's C API: the block's ops
 * are gathered, then walked from the end. */
static void backward_op(HloShardingInfo *s, MlirOperation op, const Func *f) {
  intptr_t nres = mlirOperationGetNumResults(op), nin = mlirOperationGetNumOperands(op);
  HloOpId id = hlo_op_id(op);
  if (id == HLO_OP_FUNC_RETURN && f) {
    for (intptr_t i = 0; i < nin && i < f->nres; i++)
      if (f->res[i] >= 0)
        merge(s, val_of(s, mlirOperationGetOperand(op, i)), s->sh[f->res[i]], false);
    return;
  }
  if (mlirOperationGetNumRegions(op) > 0 && !scalar_regions(op))
    backward_regions(s, op);
  if (nres == 0 || nin == 0)
    return;
  if (id == HLO_OP_WHILE) {
    for (intptr_t r = 0; r < nres && r < nin; r++)
      merge(s, val_of(s, mlirOperationGetOperand(op, r)),
            sharding_of(s, mlirOperationGetResult(op, r)), false);
    return;
  }
  if (hlo_op_is_annotation(op)) {
    if (hlo_op_name_is(op, "sdy.sharding_constraint") || hlo_op_name_is(op, "sdy.reshard") ||
        is_custom_call(op, "Sharding"))
      merge(s, val_of(s, mlirOperationGetOperand(op, 0)),
            sharding_of(s, mlirOperationGetResult(op, 0)), false);
    return;
  }
  if (id == HLO_OP_CALL || id == HLO_OP_IF || id == HLO_OP_CASE || id == HLO_OP_UNKNOWN)
    return;
  const HloSharding *inline_in[8], *inline_out[INLINE_RESULTS];
  const HloSharding **in = nin <= 8 ? inline_in : hlo_xmalloc(sizeof *in * (size_t)nin);
  const HloSharding **out =
      nres <= INLINE_RESULTS ? inline_out : hlo_xmalloc(sizeof *out * (size_t)nres);
  bool any_out = false;
  for (intptr_t r = 0; r < nres; r++) {
    out[r] = sharding_of(s, mlirOperationGetResult(op, r));
    any_out |= out[r] && out[r]->kind == HLO_SHARD_TILED && out[r]->nfactors > 0;
  }
  for (intptr_t j = 0; j < nin; j++)
    in[j] = sharding_of(s, mlirOperationGetOperand(op, j));
  for (intptr_t j = 0; j < nin && any_out; j++) {
    Val *v = val_of(s, mlirOperationGetOperand(op, j));
    if (!v || !v->open || v->rank < 0)
      continue;
    bool null_out = false;
    for (intptr_t r = 0; r < nres; r++)
      null_out |= !out[r];
    if (null_out)
      break;
    HloSharding implied;
    shard_clear(&implied);
    if (shard_backward(op, (int)j, in, out, &implied))
      merge(s, v, &implied, false);
  }
  if (in != inline_in)
    free(in);
  if (out != inline_out)
    free(out);
}

static void backward_block_of(HloShardingInfo *s, MlirBlock b, const Func *f) {
  intptr_t k;
  MlirOperation *ops = hlo_block_ops(b, &k);
  while (k > 0)
    backward_op(s, ops[--k], f);
  free(ops);
}

static void backward_block(HloShardingInfo *s, MlirBlock b) { backward_block_of(s, b, NULL); }

static void propagate(HloShardingInfo *s) {
  for (int round = 0; round < MAX_ROUNDS; round++) {
    uint64_t before = s->changes;
    for (int32_t k = 0; k < s->nfuncs; k++)
      if (s->funcs[k].callee)
        seed_callee(s, &s->funcs[k]);
    for (int32_t k = 0; k < s->nfuncs; k++)
      if (!mlirBlockIsNull(s->funcs[k].entry))
        forward_block(s, s->funcs[k].entry);
    for (int32_t k = s->nfuncs - 1; k >= 0; k--)
      if (!mlirBlockIsNull(s->funcs[k].entry))
        backward_block_of(s, s->funcs[k].entry, &s->funcs[k]);
    if (s->changes == before)
      break;
  }
}

/* ---- sums reduced where they are made ----
 *
 * GSPMD's shardings have no pending sums: the partitioner reduces the
 * partial sums of a dot, a convolution or a reduce over a split
 * dimension right after the op, with an all-reduce (in place) or, when
 * the result is wanted split over those devices, a reduce-scatter
 * (spmd/dot_handler.cc, PartitionedHlo::Reshard). So after the first
 * propagation each such result gets its reduced sharding: its own
 * annotation, else the split its first user (or the function's result
 * attribute) asks for on those devices, else none; the values are pinned
 * there and propagation runs again from the annotations, so nothing
 * downstream inherits sums the partitioner never leaves pending. */

static bool makes_sums(MlirOperation op) {
  switch (hlo_op_id(op)) {
  case HLO_OP_DOT:
  case HLO_OP_DOT_GENERAL:
  case HLO_OP_CONVOLUTION:
  case HLO_OP_REDUCE:
    return true;
  default:
    return false;
  }
}

static bool overlaps_pending(const HloSharding *x, const HloShardFactor *f) {
  for (int i = 0; i < x->nfactors; i++)
    if (x->f[i].dim == HLO_SHARD_PENDING && hlo_shard_factors_overlap(&x->f[i], f))
      return true;
  return false;
}

/* The pending factors of `out` the op makes itself (not its operands'). */
static int made_sums(HloShardingInfo *s, MlirOperation op, const HloSharding *out,
                     HloShardFactor *made) {
  int n = 0;
  for (int i = 0; i < out->nfactors; i++) {
    if (out->f[i].dim != HLO_SHARD_PENDING)
      continue;
    bool inherited = false;
    for (intptr_t j = 0, nin = mlirOperationGetNumOperands(op); j < nin && !inherited; j++) {
      const HloSharding *x = sharding_of(s, mlirOperationGetOperand(op, j));
      inherited = x && overlaps_pending(x, &out->f[i]);
    }
    if (!inherited)
      made[n++] = out->f[i];
  }
  return n;
}

static bool overlaps_made(const HloShardFactor *made, int nmade, const HloShardFactor *f) {
  for (int i = 0; i < nmade; i++)
    if (hlo_shard_factors_overlap(&made[i], f))
      return true;
  return false;
}

/* What the user `u` of operand j asks that operand to be. */
static bool asked_by(HloShardingInfo *s, MlirOperation u, intptr_t j, HloSharding *implied) {
  shard_clear(implied);
  if (hlo_op_id(u) == HLO_OP_FUNC_RETURN) {
    Func *f = func_of(s, mlirOperationGetParentOperation(u));
    if (!f || j >= f->nres || f->res[j] < 0)
      return false;
    *implied = *s->sh[f->res[j]];
    return true;
  }
  intptr_t nin = mlirOperationGetNumOperands(u), nres = mlirOperationGetNumResults(u);
  if (hlo_op_is_annotation(u)) {
    const HloSharding *x = nres ? sharding_of(s, mlirOperationGetResult(u, 0)) : NULL;
    if (x)
      *implied = *x;
    return x != NULL;
  }
  if (nin > 8 || nres > INLINE_RESULTS || nres == 0 || mlirOperationGetNumRegions(u) > 0)
    return false;
  const HloSharding *in[8], *out[INLINE_RESULTS];
  for (intptr_t k = 0; k < nin; k++)
    in[k] = sharding_of(s, mlirOperationGetOperand(u, k));
  for (intptr_t r = 0; r < nres; r++)
    if (!(out[r] = sharding_of(s, mlirOperationGetResult(u, r))))
      return false;
  return shard_backward(u, (int)j, in, out, implied);
}

/* The reduced sharding of v: `cur` without the sums made, split where a
 * user asks for those devices. */
static void reduced(HloShardingInfo *s, Val *v, const HloShardFactor *made, int nmade,
                    HloSharding *out) {
  const HloSharding *cur = s->sh[v->sh];
  *out = *cur;
  out->nfactors = 0;
  for (int i = 0; i < cur->nfactors; i++)
    if (!(cur->f[i].dim == HLO_SHARD_PENDING && overlaps_made(made, nmade, &cur->f[i])))
      out->f[out->nfactors++] = cur->f[i];
  if (v->flags & V_ANNOTATED)
    return;
  for (MlirOpOperand use = mlirValueGetFirstUse(v->value); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use)) {
    HloSharding implied;
    if (!asked_by(s, mlirOpOperandGetOwner(use), mlirOpOperandGetOperandNumber(use), &implied) ||
        implied.kind != HLO_SHARD_TILED)
      continue;
    bool took = false;
    for (int d = 0; d < v->rank; d++) {
      bool all_made = shard_has_dim(&implied, d) && !shard_has_dim(out, d);
      for (int i = 0; i < implied.nfactors && all_made; i++)
        if (implied.f[i].dim == d)
          all_made = overlaps_made(made, nmade, &implied.f[i]);
      if (all_made)
        took |= shard_copy_dim(out, d, &implied, d);
    }
    if (took)
      return;
  }
}

/* The local sums before the collective: the reduced dimensions' splits
 * on the summed devices are not there yet, the sums are. */
static void local_sums(const HloSharding *red, const HloShardFactor *made, int nmade,
                       HloSharding *out) {
  *out = *red;
  out->nfactors = 0;
  for (int i = 0; i < red->nfactors; i++)
    if (!overlaps_made(made, nmade, &red->f[i]))
      out->f[out->nfactors++] = red->f[i];
  for (int i = 0; i < nmade && out->nfactors < HLO_SHARD_MAX_FACTORS; i++)
    out->f[out->nfactors++] = made[i];
}

/* Pins every sum made by an op to its reduced sharding; true when an
 * unannotated value changed, so propagation must run again. */
static bool reduce_sums(HloShardingInfo *s, int32_t *pinned) {
  bool again = false;
  for (int32_t i = 0; i < s->nvals; i++) {
    Val *v = &s->vals[i];
    pinned[i] = -1;
    if (v->rank < 0 || !mlirValueIsAOpResult(v->value))
      continue;
    MlirOperation op = mlirOpResultGetOwner(v->value);
    if (!makes_sums(op) || mlirOperationGetNumResults(op) > INLINE_RESULTS)
      continue;
    intptr_t nin = mlirOperationGetNumOperands(op), nres = mlirOperationGetNumResults(op);
    const HloSharding *in[8];
    if (nin > 8)
      continue;
    for (intptr_t j = 0; j < nin; j++)
      in[j] = sharding_of(s, mlirOperationGetOperand(op, j));
    HloSharding out[INLINE_RESULTS];
    for (intptr_t r = 0; r < nres; r++)
      shard_clear(&out[r]);
    intptr_t r = mlirOpResultGetResultNumber(v->value);
    HloShardFactor made[HLO_SHARD_MAX_FACTORS];
    int nmade;
    if (!shard_forward(op, in, out) || !(nmade = made_sums(s, op, &out[r], made)))
      continue;
    HloSharding red, partial;
    reduced(s, v, made, nmade, &red);
    local_sums(&red, made, nmade, &partial);
    v->flags |= V_REDUCED;
    v->partial = intern(s, &partial);
    pinned[i] = intern(s, &red);
    again |= !(v->flags & V_ANNOTATED) && pinned[i] != v->sh;
  }
  return again;
}

static void propagate_reduced(HloShardingInfo *s) {
  Val *before = hlo_xmalloc(sizeof *before * (size_t)(s->nvals + 1));
  memcpy(before, s->vals, sizeof *before * (size_t)s->nvals);
  int32_t nannotated = s->nannotated;
  propagate(s);
  int32_t *pinned = hlo_xmalloc(sizeof *pinned * (size_t)(s->nvals + 1));
  if (reduce_sums(s, pinned)) {
    for (int32_t i = 0; i < s->nvals; i++) {
      Val *v = &s->vals[i];
      int32_t partial = v->partial;
      uint8_t reduced_flag = v->flags & V_REDUCED;
      *v = before[i];
      v->flags |= reduced_flag;
      v->partial = partial;
      if (pinned[i] >= 0 && !(v->flags & V_ANNOTATED)) {
        v->sh = pinned[i];
        v->open = 0;
      }
    }
    s->nannotated = nannotated;
    s->nundecided = 0;
    propagate(s);
  }
  free(pinned);
  free(before);
}

/* ---- seeds ---- */

static void apply_seed(HloShardingInfo *s, const HloShardingSeed *seed) {
  if (!seed || s->nfuncs == 0 || mlirBlockIsNull(s->funcs[0].entry))
    return;
  MlirBlock entry = s->funcs[0].entry;
  for (int32_t i = 0; i < seed->nargs && i < mlirBlockGetNumArguments(entry); i++) {
    Val *v = val_of(s, mlirBlockGetArgument(entry, i));
    if (v && v->rank >= 0) {
      annotate(s, v, &seed->args[i], 0);
      v->flags &= (uint8_t)~V_CALLEE_ARG;
    }
  }
}

/* ---- the API ---- */

int64_t hlo_module_devices(MlirOperation module) {
  HloShardingInfo s = {0};
  MlirBlock body = hlo_module_body(module);
  int64_t n = module_partitions(module);
  if (n == 0 && !mlirBlockIsNull(body)) {
    read_meshes(&s, body, false);
    for (int32_t i = 0; i < s.nmeshes; i++)
      if (s.meshes[i].mesh.total > n)
        n = s.meshes[i].mesh.total;
  }
  hlo_arena_free(&s.arena);
  return n > 1 ? n : 1;
}

static HloShardingInfo *analyze(MlirOperation module, const HloShardingSeed *seed,
                                bool partitioned) {
  HloShardingInfo *s = hlo_xcalloc(1, sizeof *s);
  s->module = module;
  HloSharding replicated;
  shard_clear(&replicated);
  intern(s, &replicated);
  MlirBlock body = hlo_module_body(module);
  if (mlirBlockIsNull(body))
    return s;
  int64_t n = seed ? seed->ndevices : module_partitions(module);
  if (n == 0) {
    read_meshes(s, body, false);
    for (int32_t i = 0; i < s->nmeshes; i++)
      if (s->meshes[i].mesh.total > n)
        n = s->meshes[i].mesh.total;
  }
  s->ndevices = n > 1 ? n : 1;
  s->sharded = n > 1;
  if (!s->sharded)
    return s;
  s->spaces.ndevices = s->ndevices;
  read_meshes(s, body, true);
  hlo_ptrmap_reserve(&s->ids, 1024);
  read_funcs(s, body);
  collect_calls(s);
  read_functions(s);
  for (int32_t k = 0; k < s->nfuncs; k++)
    if (!mlirBlockIsNull(s->funcs[k].entry))
      read_ops_of_block(s, s->funcs[k].entry);
  apply_seed(s, seed);
  if (partitioned)
    propagate_reduced(s);
  else
    propagate(s);
  return s;
}

HloShardingInfo *hlo_sharding_analyze(MlirOperation module, const HloShardingSeed *seed) {
  return analyze(module, seed, false);
}

HloShardingInfo *hlo_sharding_analyze_partitioned(MlirOperation module,
                                                  const HloShardingSeed *seed) {
  return analyze(module, seed, true);
}

void hlo_sharding_free(HloShardingInfo *s) {
  if (!s)
    return;
  hlo_ptrmap_free(&s->ids);
  hlo_ptrmap_free(&s->func_index);
  free(s->vals);
  free(s->sh);
  free(s->chain);
  free(s->bucket);
  free(s->undecided);
  free(s->why);
  hlo_arena_free(&s->arena);
  free(s);
}

bool hlo_sharding_failed(const HloShardingInfo *s) { return s->failed; }

int64_t hlo_sharding_devices(const HloShardingInfo *s) { return s->ndevices; }

int64_t hlo_sharding_value_bytes(const HloShardingInfo *s, MlirValue v) {
  if (!s || !s->sharded)
    return hlo_value_bytes(v);
  int64_t i;
  if (!hlo_ptrmap_get(&s->ids, v.ptr, &i) || s->vals[i].rank < 0)
    return hlo_value_bytes(v);
  return hlo_sharding_type_bytes(s->sh[s->vals[i].sh], mlirValueGetType(v));
}

bool hlo_sharding_of(const HloShardingInfo *s, MlirValue v, HloSharding *out) {
  int64_t i;
  if (!s || !s->sharded || !hlo_ptrmap_get(&s->ids, v.ptr, &i) || s->vals[i].rank < 0)
    return false;
  *out = *s->sh[s->vals[i].sh];
  return true;
}

bool hlo_sharding_partial(const HloShardingInfo *s, MlirValue v, HloSharding *out) {
  int64_t i;
  if (!s || !s->sharded || !hlo_ptrmap_get(&s->ids, v.ptr, &i) || !(s->vals[i].flags & V_REDUCED))
    return false;
  *out = *s->sh[s->vals[i].partial];
  return true;
}

bool hlo_sharding_annotated(const HloShardingInfo *s, MlirValue v) {
  int64_t i;
  return s && s->sharded && hlo_ptrmap_get(&s->ids, v.ptr, &i) &&
         (s->vals[i].flags & V_ANNOTATED);
}

int32_t hlo_sharding_undecided(const HloShardingInfo *s, const MlirValue **values,
                               const char *const **why) {
  *values = s->undecided;
  *why = s->why;
  return s->nundecided;
}

int32_t hlo_sharding_num_annotated(const HloShardingInfo *s) { return s->nannotated; }
