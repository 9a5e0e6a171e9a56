/*
 * SPMD annotations on generated training steps, as JAX writes them for a
 * jitted step with in/out shardings and with_sharding_constraint: a
 * device mesh of two axes, "data" and "model" (devices numbered data
 * major, model minor, as jax.make_mesh lays them out), shardings on the
 * arguments and results, and constraints on intermediates, either in
 * GSPMD's language (mhlo.sharding strings, the @Sharding custom call) or
 * in Shardy's (sdy.mesh, #sdy.sharding, sdy.sharding_constraint).
 *
 * FSDP (fsdp:N) is the data axis with the parameters split over it too,
 * as JAX's FSDP recipes and MaxText shard them: each parameter along its
 * first dimension that the axis divides and the model axis leaves
 * whole; its gradient is returned split alike.
 *
 * A sharding is written per dimension: '.' not split, 'd' split over the
 * data axis, 'm' over the model axis. A constraint is differentiated as
 * JAX's sharding_constraint is: the cotangent gets the same constraint.
 * A partial sum (the output of a row-parallel layer) needs no op: the
 * partitioner reduces it where a full value is needed, so the program
 * keeps its global meaning and runs as written under hlomem-run.
 */
#include <stdlib.h>
#include <string.h>

#include "gen.h"

const char *const gen_shard_format_choices[] = {"gspmd", "sdy", NULL};

bool gen_shard_parse(const char *text, int format, GenShard *out, HloStr *error) {
  memset(out, 0, sizeof *out);
  out->data = out->model = 1;
  out->format = format;
  if (!strcmp(text, "none") || !*text)
    return true;
  const char *p = text;
  bool seen_data = false, seen_model = false;
  for (;;) {
    const char *colon = strchr(p, ':');
    const char *comma = strchr(p, ',');
    size_t len = colon ? (size_t)(colon - p) : 0;
    char *end;
    long long n = colon ? strtoll(colon + 1, &end, 10) : 0;
    bool fsdp = len == 4 && !strncmp(p, "fsdp", 4);
    bool data = fsdp || (len == 4 && !strncmp(p, "data", 4));
    bool model = len == 5 && !strncmp(p, "model", 5);
    if (!colon || (comma && comma < colon) || (!data && !model) || n < 1 || n > 4096 ||
        (*end && *end != ',') || (data && seen_data) || (model && seen_model)) {
      hlo_str_printf(error,
                     "--shard: expected none, data:N or fsdp:N, model:N, or both, as "
                     "data:N,model:M (N from 1 to 4096), got '%s'",
                     text);
      return false;
    }
    if (data)
      out->data = n, out->fsdp = fsdp, seen_data = true;
    else
      out->model = n, seen_model = true;
    if (!*end)
      return true;
    p = end + 1;
  }
}

bool gen_shard_active(const GenShard *s) { return s && s->data * s->model > 1; }

/* ---- the two languages ---- */

typedef struct Axis {
  char name;    /* 'd' or 'm' */
  int64_t size;
  int position; /* tensor dimension, or rank for the replicated rest */
} Axis;

/* GSPMD: the tile assignment over the mesh's devices (data major): the
 * axes in the order the tile dimensions meet them, an iota when that is
 * the mesh's order, transposed when not; axes splitting no dimension are
 * a last, replicated tile dimension. */
static void gspmd_text(const GenShard *s, const char *spec, int rank, HloStr *out) {
  Axis used[2];
  int nused = 0;
  int64_t tiles[HLO_MAX_RANK + 1], replicated = 1;
  for (int d = 0; d < rank; d++)
    tiles[d] = 1;
  const Axis mesh[2] = {{'d', s->data, -1}, {'m', s->model, -1}};
  for (int a = 0; a < 2; a++) {
    if (mesh[a].size == 1)
      continue;
    const char *at = strchr(spec, mesh[a].name);
    int pos = at && at - spec < rank ? (int)(at - spec) : rank;
    if (pos < rank)
      tiles[pos] = mesh[a].size;
    else
      replicated *= mesh[a].size;
    used[nused++] = (Axis){mesh[a].name, mesh[a].size, pos};
  }
  bool split = false;
  for (int d = 0; d < rank; d++)
    split |= tiles[d] > 1;
  if (!split) {
    hlo_str_puts(out, "{replicated}");
    return;
  }
  hlo_str_puts(out, "{devices=[");
  for (int d = 0; d < rank; d++)
    hlo_str_printf(out, "%s%lld", d ? "," : "", (long long)tiles[d]);
  if (replicated > 1)
    hlo_str_printf(out, ",%lld", (long long)replicated);
  if (nused == 2 && used[0].position > used[1].position) /* model first: the mesh transposed */
    hlo_str_printf(out, "]<=[%lld,%lld]T(1,0)", (long long)s->data, (long long)s->model);
  else
    hlo_str_printf(out, "]<=[%lld]", (long long)(s->data * s->model));
  if (replicated > 1)
    hlo_str_puts(out, " last_tile_dim_replicate");
  hlo_str_puts(out, "}");
}

static void sdy_text(const GenShard *s, const char *spec, int rank, HloStr *out) {
  hlo_str_puts(out, "#sdy.sharding<@mesh, [");
  for (int d = 0; d < rank; d++) {
    const char *axis = spec[d] == 'd' && s->data > 1    ? "\"data\""
                       : spec[d] == 'm' && s->model > 1 ? "\"model\""
                                                        : "";
    hlo_str_printf(out, "%s{%s}", d ? ", " : "", axis);
  }
  hlo_str_puts(out, "]>");
}

static int spec_rank_check(const char *spec, MlirType type) {
  HloShape shape;
  if (!hlo_shape_of(type, &shape) || (int)strlen(spec) != shape.rank)
    gen_bug("sharding '%s' for a value of another rank", spec);
  return shape.rank;
}

static MlirAttribute parse_attr(Gen *g, const HloStr *text) {
  MlirAttribute a = mlirAttributeParseGet(g->ctx, (MlirStringRef){text->data, text->len});
  if (mlirAttributeIsNull(a))
    gen_bug("cannot make the attribute %s", text->data);
  return a;
}

/* The value of an argument or result attribute: mhlo.sharding's string or
 * sdy.sharding's attribute; its name in *name. */
static MlirAttribute sharding_attr(Gen *g, const char *spec, MlirType type, const char **name) {
  const GenShard *s = g->shard;
  int rank = spec_rank_check(spec, type);
  HloStr text = {0};
  MlirAttribute a;
  if (s->format == 0) {
    gspmd_text(s, spec, rank, &text);
    a = mlirStringAttrGet(g->ctx, (MlirStringRef){text.data, text.len});
    *name = "mhlo.sharding";
  } else {
    sdy_text(s, spec, rank, &text);
    a = parse_attr(g, &text);
    *name = "sdy.sharding";
  }
  hlo_str_free(&text);
  return a;
}

/* ---- the module, arguments, results ---- */

void gen_shard_module(Gen *g) {
  const GenShard *s = g->shard;
  if (!gen_shard_active(s))
    return;
  MlirType i32 = g->i32;
  mlirOperationSetDiscardableAttributeByName(g->module,
                                             mlirStringRefCreateFromCString("mhlo.num_partitions"),
                                             mlirIntegerAttrGet(i32, s->data * s->model));
  if (s->format != 1)
    return;
  HloStr text = {0};
  hlo_str_puts(&text, "#sdy.mesh<[");
  if (s->data > 1)
    hlo_str_printf(&text, "\"data\"=%lld", (long long)s->data);
  if (s->model > 1)
    hlo_str_printf(&text, "%s\"model\"=%lld", s->data > 1 ? ", " : "", (long long)s->model);
  hlo_str_puts(&text, "]>");
  MlirBlock body = hlo_module_body(g->module);
  MlirOperation first = mlirBlockGetFirstOperation(body);
  HloBuilder b = mlirOperationIsNull(first) ? hlo_builder_at_end(body, g->loc)
                                            : hlo_builder_before(first);
  HloProp props[2] = {{"mesh", parse_attr(g, &text)},
                      {"sym_name", mlirStringAttrGet(g->ctx, mlirStringRefCreateFromCString("mesh"))}};
  hlo_build_op(&b, "sdy.mesh", 0, NULL, 0, NULL, 2, props, 0);
  hlo_str_free(&text);
}

/* Sets the arg_attrs or res_attrs of `func`: one dictionary per entry,
 * with the sharding of specs[i] (NULL: none). */
static void set_attrs(Gen *g, MlirOperation func, const char *which, int n, const MlirType *types,
                      const char *const *specs) {
  MlirAttribute *dicts = hlo_xcalloc((size_t)n + 1, sizeof *dicts);
  for (int i = 0; i < n; i++) {
    if (!specs[i]) {
      dicts[i] = mlirDictionaryAttrGet(g->ctx, 0, NULL);
      continue;
    }
    const char *name;
    MlirAttribute a = sharding_attr(g, specs[i], types[i], &name);
    MlirNamedAttribute na = mlirNamedAttributeGet(
        mlirIdentifierGet(g->ctx, mlirStringRefCreateFromCString(name)), a);
    dicts[i] = mlirDictionaryAttrGet(g->ctx, 1, &na);
  }
  mlirOperationSetAttributeByName(func, mlirStringRefCreateFromCString(which),
                                  mlirArrayAttrGet(g->ctx, n, dicts));
  free(dicts);
}

void gen_shard_signature(Gen *g, MlirOperation func, const char *const *args,
                         const char *const *results) {
  if (!gen_shard_active(g->shard))
    return;
  MlirBlock entry = hlo_func_entry(func);
  int nargs = (int)mlirBlockGetNumArguments(entry);
  MlirType *types = hlo_xcalloc((size_t)nargs + 1, sizeof *types);
  for (int i = 0; i < nargs; i++)
    types[i] = mlirValueGetType(mlirBlockGetArgument(entry, i));
  set_attrs(g, func, "arg_attrs", nargs, types, args);
  free(types);
  MlirOperation ret = hlo_block_terminator(entry);
  int nres = (int)mlirOperationGetNumOperands(ret);
  types = hlo_xcalloc((size_t)nres + 1, sizeof *types);
  for (int i = 0; i < nres; i++)
    types[i] = mlirValueGetType(mlirOperationGetOperand(ret, i));
  set_attrs(g, func, "res_attrs", nres, types, results);
  free(types);
}

/* ---- constraints ---- */

/* Specs travel through the tape as one integer: two bits a dimension. */
static int64_t spec_code(const char *spec) {
  int64_t code = 0;
  for (int d = 0; spec[d]; d++)
    code |= (int64_t)(spec[d] == 'd' ? 1 : spec[d] == 'm' ? 2 : 0) << (2 * d);
  return code;
}

static void spec_of(int64_t code, int rank, char *spec) {
  for (int d = 0; d < rank; d++) {
    int a = (int)(code >> (2 * d) & 3);
    spec[d] = a == 1 ? 'd' : a == 2 ? 'm' : '.';
  }
  spec[rank] = 0;
}

static MlirValue build_constraint(Gen *g, MlirValue x, const char *spec) {
  const GenShard *s = g->shard;
  MlirType type = mlirValueGetType(x);
  int rank = spec_rank_check(spec, type);
  HloStr text = {0};
  MlirOperation op;
  if (s->format == 0) {
    gspmd_text(s, spec, rank, &text);
    HloProp target = {"call_target_name",
                      mlirStringAttrGet(g->ctx, mlirStringRefCreateFromCString("Sharding"))};
    op = hlo_build_op(&g->b, "stablehlo.custom_call", 1, &x, 1, &type, 1, &target, 0);
    mlirOperationSetDiscardableAttributeByName(
        op, mlirStringRefCreateFromCString("mhlo.sharding"),
        mlirStringAttrGet(g->ctx, (MlirStringRef){text.data, text.len}));
  } else {
    sdy_text(s, spec, rank, &text);
    HloProp sharding = {"sharding", parse_attr(g, &text)};
    op = hlo_build_op(&g->b, "sdy.sharding_constraint", 1, &x, 1, &type, 1, &sharding, 0);
  }
  hlo_str_free(&text);
  return mlirOperationGetResult(op, 0);
}

static void constraint_back(Gen *g, AdTape *t, AdNode *n, const MlirValue *ct) {
  char spec[HLO_MAX_RANK + 1];
  spec_of(n->param[0], gen_shape(n->in[0]).rank, spec);
  ad_accumulate(g, t, n->in[0], build_constraint(g, ct[0], spec));
}

static const AdRule constraint_rule = {"sharding_constraint", NULL, constraint_back};

MlirValue op_shard(Gen *g, MlirValue x, const char *spec) {
  if (!gen_shard_active(g->shard))
    return x;
  ad_pause(g);
  MlirValue y = build_constraint(g, x, spec);
  ad_resume(g);
  int64_t code = spec_code(spec);
  ad_composite(g, &constraint_rule, 1, &x, 1, &y, &code, 1);
  return y;
}
