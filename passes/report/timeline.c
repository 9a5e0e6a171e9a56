/*
 * Timelines: what the memory viewer draws, taken from the memory model
 * and nothing else. For each function body, in the order the figures use
 * (program order, or XLA's when the report measures it): the usage and
 * live bytes of every point, every op's name, source location, JAX scope,
 * kind and callee, and every buffer (the owners of the model) with its
 * range, bytes, type and role. The page never recomputes a figure; it
 * stacks these ranges and reads these bytes.
 *
 * One fact here is not the model's: whether an op is a recomputation. An
 * op is one when an earlier op of its block has the same name, location,
 * attributes and result types and reads the same values, an
 * optimization_barrier's results read as its operands; that is what
 * hlomem-remat's clones are (and jax.checkpoint's), whatever pass made
 * them. Strings (op names, locations, types, shardings) are written once
 * per function, in a table the other fields index.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/ir.h"
#include "hlomem/sharding.h"
#include "viewer.h"

/* ---- maps keyed by strings ---- */

static uint64_t hash_bytes(const void *p, size_t n, uint64_t h) {
  const unsigned char *s = p;
  for (size_t i = 0; i < n; i++)
    h = (h ^ s[i]) * 0x100000001b3ull;
  return h;
}

static const uint64_t HASH_SEED = 0xcbf29ce484222325ull;

static size_t slot_of(const HloStrMap *m, const char *key) {
  size_t mask = m->cap - 1, i = (size_t)hash_bytes(key, strlen(key), HASH_SEED) & mask;
  while (m->keys[i] && strcmp(m->keys[i], key) != 0)
    i = (i + 1) & mask;
  return i;
}

bool hlo_strmap_get(const HloStrMap *m, const char *key, int64_t *val) {
  if (!m->cap)
    return false;
  size_t i = slot_of(m, key);
  if (!m->keys[i])
    return false;
  if (val)
    *val = m->vals[i];
  return true;
}

void hlo_strmap_put(HloStrMap *m, const char *key, int64_t val) {
  if ((m->len + 1) * 2 > m->cap) {
    HloStrMap bigger = {hlo_xcalloc(m->cap ? m->cap * 2 : 64, sizeof(char *)),
                        hlo_xcalloc(m->cap ? m->cap * 2 : 64, sizeof(int64_t)),
                        m->cap ? m->cap * 2 : 64, 0};
    for (size_t i = 0; i < m->cap; i++)
      if (m->keys[i])
        hlo_strmap_put(&bigger, m->keys[i], m->vals[i]);
    hlo_strmap_free(m);
    *m = bigger;
  }
  size_t i = slot_of(m, key);
  if (!m->keys[i]) {
    m->keys[i] = key;
    m->len++;
  }
  m->vals[i] = val;
}

void hlo_strmap_free(HloStrMap *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

/* ---- the string table of one timeline ---- */

typedef struct Strings {
  HloArena *arena;
  HloStrMap index;
  const char **items;
  int32_t n, cap;
  HloPtrMap names, types, locs; /* MLIR's uniqued pointers to indices */
} Strings;

/* `text` must end at text[len] with a NUL (an HloStr, a C string). */
static int32_t intern(Strings *s, const char *text, size_t len) {
  int64_t i;
  if (hlo_strmap_get(&s->index, text, &i))
    return (int32_t)i;
  char *key = hlo_arena_strndup(s->arena, text, len);
  if (s->n == s->cap) {
    s->cap = s->cap ? s->cap * 2 : 64;
    s->items = hlo_xrealloc(s->items, sizeof *s->items * (size_t)s->cap);
  }
  s->items[s->n] = key;
  hlo_strmap_put(&s->index, key, s->n);
  return s->n++;
}

static int32_t intern_ref(Strings *s, MlirStringRef text) {
  char *key = hlo_arena_strndup(s->arena, text.data, text.length);
  return intern(s, key, text.length);
}

static int32_t intern_name(Strings *s, MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  int64_t i;
  if (hlo_ptrmap_get(&s->names, name.data, &i))
    return (int32_t)i;
  int32_t k = intern_ref(s, name);
  hlo_ptrmap_put(&s->names, name.data, k);
  return k;
}

static int32_t intern_type(Strings *s, MlirType type, HloStr *scratch) {
  int64_t i;
  if (hlo_ptrmap_get(&s->types, type.ptr, &i))
    return (int32_t)i;
  scratch->len = 0;
  hlo_type_print(type, scratch);
  int32_t k = intern(s, scratch->data, scratch->len);
  hlo_ptrmap_put(&s->types, type.ptr, k);
  return k;
}

/* A location's "file:line:col" and the name it carries, if any (JAX's
 * "jit(step)/jit(main)/dot_general"): the first quoted string followed by
 * ":line:col" and the first followed by "(", in the printed location. */
static void split_location(const char *text, HloStr *file_line, HloStr *scope) {
  file_line->len = scope->len = 0;
  hlo_str_append(file_line, "", 0);
  hlo_str_append(scope, "", 0);
  for (const char *p = strchr(text, '"'); p; p = strchr(p, '"')) {
    const char *start = ++p;
    while (*p && *p != '"')
      p += p[0] == '\\' && p[1] ? 2 : 1;
    if (!*p)
      return;
    const char *stop = p++;
    if (*p == '(' && !scope->len) {
      hlo_str_append(scope, start, (size_t)(stop - start));
    } else if (*p == ':' && p[1] >= '0' && p[1] <= '9' && !file_line->len) {
      char *end;
      unsigned long line = strtoul(p + 1, &end, 10), col = 0;
      if (*end == ':')
        col = strtoul(end + 1, NULL, 10);
      hlo_str_append(file_line, start, (size_t)(stop - start));
      hlo_str_printf(file_line, ":%lu:%lu", line, col);
    }
    if (file_line->len && scope->len)
      return;
  }
}

/* The indices of an op's location and scope, -1 each when it has none. */
static void intern_location(Strings *s, MlirLocation loc, int32_t *at, int32_t *scope,
                            HloStr scratch[3]) {
  int64_t packed;
  if (!hlo_ptrmap_get(&s->locs, loc.ptr, &packed)) {
    scratch[0].len = 0;
    hlo_str_append(&scratch[0], "", 0);
    mlirLocationPrint(loc, hlo_str_callback, &scratch[0]);
    split_location(scratch[0].data, &scratch[1], &scratch[2]);
    int32_t a = scratch[1].len ? intern(s, scratch[1].data, scratch[1].len) : -1;
    int32_t c = scratch[2].len ? intern(s, scratch[2].data, scratch[2].len) : -1;
    packed = (int64_t)(uint32_t)(a + 1) | (int64_t)(c + 1) << 32;
    hlo_ptrmap_put(&s->locs, loc.ptr, packed);
  }
  *at = (int32_t)(packed & 0xffffffff) - 1;
  *scope = (int32_t)(packed >> 32) - 1;
}

/* ---- recomputations ---- */

typedef struct Props {
  int n, cap;
  MlirStringRef *names; /* valid while the context lives */
  MlirAttribute *values;
} Props;

static void collect_prop(MlirStringRef name, MlirAttribute value, void *user) {
  Props *p = user;
  if (p->n == p->cap) {
    p->cap = p->cap ? p->cap * 2 : 8;
    p->names = hlo_xrealloc(p->names, sizeof *p->names * (size_t)p->cap);
    p->values = hlo_xrealloc(p->values, sizeof *p->values * (size_t)p->cap);
  }
  p->names[p->n] = name;
  p->values[p->n++] = value;
}

typedef struct Recompute {
  HloPtrMap vn;     /* value -> the value it equals (barrier results, duplicates) */
  int32_t *table;   /* open addressing over points, -1 empty */
  uint64_t *hashes; /* per point */
  size_t mask;
  Props pa, pb;
} Recompute;

static const void *vn_of(const Recompute *r, MlirValue v) {
  int64_t to;
  return hlo_ptrmap_get(&r->vn, v.ptr, &to) ? (const void *)(intptr_t)to : v.ptr;
}

static uint64_t op_hash(const Recompute *r, MlirOperation op) {
  const void *parts[3] = {mlirIdentifierStr(mlirOperationGetName(op)).data,
                          mlirOperationGetLocation(op).ptr, NULL};
  uint64_t h = hash_bytes(parts, 2 * sizeof parts[0], HASH_SEED);
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; i++) {
    parts[2] = mlirValueGetType(mlirOperationGetResult(op, i)).ptr;
    h = hash_bytes(&parts[2], sizeof parts[2], h);
  }
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++) {
    parts[2] = vn_of(r, mlirOperationGetOperand(op, i));
    h = hash_bytes(&parts[2], sizeof parts[2], h);
  }
  return h;
}

static bool same_props(Recompute *r, MlirOperation a, MlirOperation b) {
  intptr_t na = mlirOperationGetNumDiscardableAttributes(a);
  if (na != mlirOperationGetNumDiscardableAttributes(b))
    return false;
  for (intptr_t i = 0; i < na; i++) {
    MlirNamedAttribute x = mlirOperationGetDiscardableAttribute(a, i);
    MlirNamedAttribute y = mlirOperationGetDiscardableAttribute(b, i);
    if (!mlirIdentifierEqual(x.name, y.name) || !mlirAttributeEqual(x.attribute, y.attribute))
      return false;
  }
  r->pa.n = r->pb.n = 0;
  hlo_op_each_property(a, collect_prop, &r->pa);
  hlo_op_each_property(b, collect_prop, &r->pb);
  if (r->pa.n != r->pb.n)
    return false;
  for (int i = 0; i < r->pa.n; i++)
    if (r->pa.names[i].length != r->pb.names[i].length ||
        memcmp(r->pa.names[i].data, r->pb.names[i].data, r->pa.names[i].length) ||
        !mlirAttributeEqual(r->pa.values[i], r->pb.values[i]))
      return false;
  return true;
}

static bool same_op(Recompute *r, MlirOperation a, MlirOperation b) {
  intptr_t nr = mlirOperationGetNumResults(a), no = mlirOperationGetNumOperands(a);
  if (!mlirIdentifierEqual(mlirOperationGetName(a), mlirOperationGetName(b)) ||
      !mlirLocationEqual(mlirOperationGetLocation(a), mlirOperationGetLocation(b)) ||
      nr != mlirOperationGetNumResults(b) || no != mlirOperationGetNumOperands(b) ||
      mlirOperationGetNumRegions(a) != mlirOperationGetNumRegions(b))
    return false;
  for (intptr_t i = 0; i < nr; i++)
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(a, i)),
                       mlirValueGetType(mlirOperationGetResult(b, i))))
      return false;
  for (intptr_t i = 0; i < no; i++)
    if (vn_of(r, mlirOperationGetOperand(a, i)) != vn_of(r, mlirOperationGetOperand(b, i)))
      return false;
  return same_props(r, a, b);
}

/* recomputes[k]: the first point computing what point k computes again,
 * or -1. */
static void find_recomputations(const HloBlockMemory *b, int32_t *recomputes) {
  size_t cap = 16;
  while (cap < (size_t)b->nops * 2)
    cap *= 2;
  Recompute r = {{0}, hlo_xmalloc(cap * sizeof(int32_t)),
                 hlo_xmalloc(sizeof(uint64_t) * (size_t)(b->nops ? b->nops : 1)), cap - 1,
                 {0}, {0}};
  memset(r.table, 0xff, cap * sizeof(int32_t));
  for (int32_t k = 0; k < b->nops; k++) {
    MlirOperation op = b->ops[k];
    recomputes[k] = -1;
    if (hlo_op_id(op) == HLO_OP_OPTIMIZATION_BARRIER) {
      for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; i++)
        hlo_ptrmap_put(&r.vn, mlirOperationGetResult(op, i).ptr,
                       (int64_t)(intptr_t)vn_of(&r, mlirOperationGetOperand(op, i)));
      continue;
    }
    if (mlirOperationGetNumResults(op) == 0 || !hlo_op_is_recomputable(op))
      continue;
    uint64_t h = r.hashes[k] = op_hash(&r, op);
    size_t i = (size_t)h & r.mask;
    for (; r.table[i] >= 0; i = (i + 1) & r.mask) {
      int32_t j = r.table[i];
      if (r.hashes[j] != h || !same_op(&r, op, b->ops[j]))
        continue;
      recomputes[k] = j;
      for (intptr_t x = 0, n = mlirOperationGetNumResults(op); x < n; x++)
        hlo_ptrmap_put(&r.vn, mlirOperationGetResult(op, x).ptr,
                       (int64_t)(intptr_t)vn_of(&r, mlirOperationGetResult(b->ops[j], x)));
      break;
    }
    if (recomputes[k] < 0)
      r.table[i] = k;
  }
  hlo_ptrmap_free(&r.vn);
  free(r.table);
  free(r.hashes);
  free(r.pa.names);
  free(r.pa.values);
  free(r.pb.names);
  free(r.pb.values);
}

/* ---- kinds ---- */

static bool is_chunk_callee(MlirStringRef callee) {
  /* hlomem-auto-chunk names its outlined functions CALLER__chunkN. */
  static const char mark[] = "__chunk";
  for (size_t i = 0; i + sizeof mark - 1 <= callee.length; i++)
    if (memcmp(callee.data + i, mark, sizeof mark - 1) == 0)
      return true;
  return false;
}

static const char *kind_name(MlirOperation op, bool recomputed) {
  if (recomputed)
    return "recomputed";
  const HloOpInfo *info = hlo_op_info(op);
  MlirStringRef callee;
  switch (info->id) {
  case HLO_OP_CALL:
    return hlo_attr_string(op, "callee", &callee) && is_chunk_callee(callee) ? "chunk call"
                                                                            : "call";
  case HLO_OP_BROADCAST:
  case HLO_OP_BROADCAST_IN_DIM:
  case HLO_OP_DYNAMIC_BROADCAST_IN_DIM:
    return "broadcast";
  case HLO_OP_OPTIMIZATION_BARRIER:
    return "barrier";
  default:
    break;
  }
  switch (info->kind) {
  case HLO_KIND_ELEMENTWISE: return "elementwise";
  case HLO_KIND_CONSTANT: return "constant";
  case HLO_KIND_DATA: return "data movement";
  case HLO_KIND_CONTRACTION: return "dot";
  case HLO_KIND_REDUCTION: return "reduction";
  case HLO_KIND_CONTROL: return "control flow";
  case HLO_KIND_CUSTOM: return "custom call";
  case HLO_KIND_RNG: return "rng";
  case HLO_KIND_COLLECTIVE: return "collective";
  case HLO_KIND_IO: return "io";
  default: return "other";
  }
}

/* ---- building ---- */

struct HloTimelines {
  HloArena arena;
  char label[64];
  bool sharded;
  int32_t n;
  HloTimeline *items;
  MlirOperation *funcs;
};

static void build_ops(HloTimeline *t, const HloBlockMemory *b, Strings *s, HloStr scratch[3]) {
  HloArena *a = s->arena;
  int32_t n = b->nops;
  t->op_name = hlo_arena_new(a, int32_t, n);
  t->op_loc = hlo_arena_new(a, int32_t, n);
  t->op_scope = hlo_arena_new(a, int32_t, n);
  t->op_kind = hlo_arena_new(a, int32_t, n);
  t->op_callee = hlo_arena_new(a, int32_t, n);
  t->op_recomputes = hlo_arena_new(a, int32_t, n);
  find_recomputations(b, t->op_recomputes);
  for (int32_t k = 0; k < n; k++) {
    MlirOperation op = b->ops[k];
    t->op_name[k] = intern_name(s, op);
    intern_location(s, mlirOperationGetLocation(op), &t->op_loc[k], &t->op_scope[k], scratch);
    const char *kind = kind_name(op, t->op_recomputes[k] >= 0);
    t->op_kind[k] = intern(s, kind, strlen(kind));
    MlirStringRef callee;
    t->op_callee[k] = hlo_op_id(op) == HLO_OP_CALL && hlo_attr_string(op, "callee", &callee)
                          ? intern_ref(s, callee)
                          : -1;
  }
}

static bool is_owner(const HloBlockMemory *b, int32_t i) {
  return b->buffers[i].home == i && b->buffers[i].storage != HLO_STORAGE_OUTER &&
         b->buffers[i].storage != HLO_STORAGE_FUSED;
}

static void build_buffers(HloTimeline *t, HloModuleMemory *m, const HloBlockMemory *b,
                          Strings *s, HloStr *scratch) {
  HloArena *a = s->arena;
  int32_t *ordinal = hlo_xmalloc(sizeof(int32_t) * (size_t)(b->nbuffers ? b->nbuffers : 1));
  int32_t n = 0;
  for (int32_t i = 0; i < b->nbuffers; i++)
    ordinal[i] = is_owner(b, i) ? n++ : -1;
  t->nbuffers = n;
  t->def = hlo_arena_new(a, int32_t, n);
  t->end = hlo_arena_new(a, int32_t, n);
  t->bytes = hlo_arena_new(a, int64_t, n);
  t->type = hlo_arena_new(a, int32_t, n);
  t->arg = hlo_arena_new(a, int32_t, n);
  t->result = hlo_arena_new(a, int32_t, n);
  t->values = hlo_arena_new(a, int32_t, n);
  t->output = hlo_arena_new(a, uint8_t, n);
  if (m->shard) {
    t->global_bytes = hlo_arena_new(a, int64_t, n);
    t->sharding = hlo_arena_new(a, int32_t, n);
  }
  for (int32_t i = 0; i < b->nbuffers; i++) {
    const HloBuffer *x = &b->buffers[i];
    if (x->storage == HLO_STORAGE_OUTER || ordinal[x->home] < 0)
      continue;
    int32_t o = ordinal[x->home];
    t->values[o]++;
    t->output[o] |= x->yielded;
    if (ordinal[i] < 0)
      continue;
    MlirType type = mlirValueGetType(x->value);
    t->def[o] = x->def;
    t->end[o] = x->end;
    t->bytes[o] = x->bytes;
    t->type[o] = intern_type(s, type, scratch);
    t->arg[o] = x->is_arg ? (int32_t)mlirBlockArgumentGetArgNumber(x->value) : -1;
    t->result[o] = x->is_arg ? -1 : (int32_t)mlirOpResultGetResultNumber(x->value);
    if (m->shard) {
      HloSharding sh;
      HloShape shape;
      t->global_bytes[o] = x->unknown ? 0 : hlo_value_bytes(x->value);
      t->sharding[o] = -1;
      if (hlo_sharding_of(m->shard, x->value, &sh) && hlo_shape_of(type, &shape)) {
        scratch->len = 0;
        hlo_sharding_format(&sh, shape.rank, scratch);
        t->sharding[o] = intern(s, scratch->data, scratch->len);
      }
    }
  }
  t->nlive = 0;
  if (b->peak_at >= 0) {
    HloBuffer **live;
    int32_t nlive = hlo_memory_live_at(m, b, b->peak_at, &live);
    t->live_at_peak = hlo_arena_new(a, int32_t, nlive);
    for (int32_t j = 0; j < nlive; j++) {
      int32_t o = ordinal[live[j] - b->buffers];
      if (o >= 0)
        t->live_at_peak[t->nlive++] = o;
    }
  }
  free(ordinal);
}

static void build_one(HloTimelines *ts, HloTimeline *t, HloModuleMemory *m, const HloFuncMemory *f,
                      const HloBlockMemory *b, const char *order, const char *heuristic) {
  HloArena *a = &ts->arena;
  Strings s = {a, {0}, NULL, 0, 0, {0}, {0}, {0}};
  HloStr scratch[3] = {{0}, {0}, {0}};
  t->function = hlo_arena_strndup(a, f->name.data, f->name.length);
  t->order = order;
  t->heuristic = heuristic;
  t->npoints = b->nops;
  t->peak_bytes = b->peak;
  t->peak_point = b->peak_at;
  t->usage = hlo_arena_new(a, int64_t, b->nops);
  t->live = hlo_arena_new(a, int64_t, b->nops);
  for (int32_t k = 0; k < b->nops; k++) {
    t->live[k] = b->live[k];
    t->usage[k] = b->live[k] + b->transient[k];
  }
  build_ops(t, b, &s, scratch);
  build_buffers(t, m, b, &s, &scratch[0]);
  t->nstrings = s.n;
  t->strings = hlo_arena_new(a, const char *, s.n);
  if (s.n)
    memcpy(t->strings, s.items, sizeof *s.items * (size_t)s.n);
  free(s.items);
  hlo_strmap_free(&s.index);
  hlo_ptrmap_free(&s.names);
  hlo_ptrmap_free(&s.types);
  hlo_ptrmap_free(&s.locs);
  for (int i = 0; i < 3; i++)
    hlo_str_free(&scratch[i]);
}

HloTimelines *hlo_timelines_build(HloModuleMemory *m, HloModuleMemory *xla, const char *heuristic,
                                  const char *only) {
  HloTimelines *ts = hlo_xcalloc(1, sizeof *ts);
  HloModuleMemory *source = xla ? xla : m;
  const char *order = xla ? "xla" : "program";
  if (xla)
    snprintf(ts->label, sizeof ts->label, "XLA's order (%s)", heuristic);
  else
    snprintf(ts->label, sizeof ts->label, "program order");
  ts->sharded = source->shard != NULL;
  ts->items = hlo_arena_new(&ts->arena, HloTimeline, source->nfuncs);
  ts->funcs = hlo_arena_new(&ts->arena, MlirOperation, source->nfuncs);
  for (int32_t i = 0; i < source->nfuncs; i++) {
    const HloFuncMemory *f = &source->funcs[i];
    if (!f->body || (only[0] && (strlen(only) != f->name.length ||
                                 memcmp(only, f->name.data, f->name.length) != 0)))
      continue;
    ts->funcs[ts->n] = f->func;
    build_one(ts, &ts->items[ts->n++], source, f, f->body, order,
              xla ? hlo_arena_strndup(&ts->arena, heuristic, strlen(heuristic)) : NULL);
  }
  return ts;
}

void hlo_timelines_free(HloTimelines *t) {
  if (!t)
    return;
  hlo_arena_free(&t->arena);
  free(t);
}

const char *hlo_timelines_order_label(const HloTimelines *t) { return t->label; }

bool hlo_timelines_sharded(const HloTimelines *t) { return t->sharded; }

int32_t hlo_timelines_count(const HloTimelines *t) { return t->n; }

const HloTimeline *hlo_timelines_at(const HloTimelines *t, int32_t i) { return &t->items[i]; }

const HloTimeline *hlo_timelines_find(const HloTimelines *t, MlirOperation func) {
  for (int32_t i = 0; i < t->n; i++)
    if (t->funcs[i].ptr == func.ptr)
      return &t->items[i];
  return NULL;
}

/* ---- JSON ---- */

/* Arrays of a million integers: written without printf. */
static void put_int(HloStr *out, int64_t v, bool comma) {
  char buf[24], *p = buf + sizeof buf;
  uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
  do
    *--p = (char)('0' + u % 10);
  while (u /= 10);
  if (v < 0)
    *--p = '-';
  if (comma)
    *--p = ',';
  hlo_str_append(out, p, (size_t)(buf + sizeof buf - p));
}

static void ints32(HloStr *out, const char *key, const int32_t *v, int32_t n) {
  hlo_str_printf(out, "\"%s\": [", key);
  for (int32_t i = 0; i < n; i++)
    put_int(out, v[i], i > 0);
  hlo_str_puts(out, "]");
}

static void ints64(HloStr *out, const char *key, const int64_t *v, int32_t n) {
  hlo_str_printf(out, "\"%s\": [", key);
  for (int32_t i = 0; i < n; i++)
    put_int(out, v[i], i > 0);
  hlo_str_puts(out, "]");
}

void hlo_timeline_write(HloStr *out, const HloTimeline *t, bool sharded) {
  hlo_str_printf(out, "{\"order\": \"%s\"", t->order);
  if (t->heuristic)
    hlo_str_printf(out, ", \"heuristic\": \"%s\"", t->heuristic);
  hlo_str_printf(out, ", \"peak_bytes\": %lld, \"peak_point\": %d,\n      ",
                 (long long)t->peak_bytes, t->peak_point);
  ints64(out, "usage", t->usage, t->npoints);
  hlo_str_puts(out, ",\n      ");
  ints64(out, "live", t->live, t->npoints);
  hlo_str_puts(out, ",\n      \"ops\": {");
  ints32(out, "name", t->op_name, t->npoints);
  hlo_str_puts(out, ", ");
  ints32(out, "loc", t->op_loc, t->npoints);
  hlo_str_puts(out, ", ");
  ints32(out, "scope", t->op_scope, t->npoints);
  hlo_str_puts(out, ", ");
  ints32(out, "kind", t->op_kind, t->npoints);
  hlo_str_puts(out, ", ");
  ints32(out, "callee", t->op_callee, t->npoints);
  hlo_str_puts(out, ", ");
  ints32(out, "recomputes", t->op_recomputes, t->npoints);
  hlo_str_puts(out, "},\n      \"buffers\": {");
  ints32(out, "def", t->def, t->nbuffers);
  hlo_str_puts(out, ", ");
  ints32(out, "end", t->end, t->nbuffers);
  hlo_str_puts(out, ", ");
  ints64(out, "bytes", t->bytes, t->nbuffers);
  hlo_str_puts(out, ", ");
  ints32(out, "type", t->type, t->nbuffers);
  hlo_str_puts(out, ", ");
  ints32(out, "argument", t->arg, t->nbuffers);
  hlo_str_puts(out, ", ");
  ints32(out, "result", t->result, t->nbuffers);
  hlo_str_puts(out, ", ");
  ints32(out, "values", t->values, t->nbuffers);
  hlo_str_puts(out, ", \"output\": [");
  for (int32_t i = 0; i < t->nbuffers; i++)
    put_int(out, t->output[i], i > 0);
  hlo_str_puts(out, "]");
  if (sharded && t->global_bytes) {
    hlo_str_puts(out, ", ");
    ints64(out, "global_bytes", t->global_bytes, t->nbuffers);
    hlo_str_puts(out, ", ");
    ints32(out, "sharding", t->sharding, t->nbuffers);
  }
  hlo_str_puts(out, "},\n      ");
  ints32(out, "live_at_peak", t->live_at_peak, t->nlive);
  hlo_str_puts(out, ",\n      \"strings\": [");
  for (int32_t i = 0; i < t->nstrings; i++) {
    if (i)
      hlo_str_puts(out, ", ");
    hlo_str_json(out, t->strings[i], strlen(t->strings[i]));
  }
  hlo_str_puts(out, "]}");
}

void hlo_timeline_json(HloStr *out, const HloTimelines *ts, const HloFuncMemory *f) {
  const HloTimeline *t = hlo_timelines_find(ts, f->func);
  if (!t)
    return;
  hlo_str_puts(out, ",\n     \"timeline\": ");
  hlo_timeline_write(out, t, ts->sharded);
}
