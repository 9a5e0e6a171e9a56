/*
 * hlomem-cse: common subexpression elimination with the rules of XLA's
 * HloCSE (xla/service/hlo_cse.cc), so that hlomem's figures start from the
 * program XLA will see: XLA runs HloCSE on whatever hlomem emits, while
 * MLIR's own `cse` never merges unregistered ops such as StableHLO's.
 *
 * Contract. Anchored on builtin.module; runs on every func.func with a
 * body. Within one block, a later op is merged into an earlier op (its
 * uses go to the earlier op's results and it is erased) when
 *   - both may be merged: StableHLO ops without effects of their own or in
 *     their regions; custom calls without has_side_effect and without
 *     called_computations; sharding annotations (sdy.sharding_constraint
 *     and sdy.reshard too, which XLA sees as @Sharding custom calls); func.call of a callee whose body, through calls
 *     to any depth, holds only such pure ops (hlo_op_is_recomputable_deep);
 *   - they have the same name, the same result types, the same operands in
 *     the same order, except that the two operands of add, multiply,
 *     maximum, minimum, and, or, xor match in either order, and that two
 *     iotas of the block with the same type and properties count as equal
 *     operands (XLA's eq_instructions);
 *   - they have the same discardable attributes and the same <{...}>
 *     properties (shardings among them: HloCSE is sharding-sensitive);
 *     attributes are uniqued, so handles are compared and constants are
 *     equal by value, bit for bit;
 *   - their regions are equal op for op (reduce bodies, while and if
 *     regions): same ops as above, block arguments matched by position,
 *     values from outside the regions identical.
 * Never merged: ops with side effects (custom calls with has_side_effect,
 * collectives, infeed/outfeed/send/recv, after_all, create_token,
 * composite), rng and rng_bit_generator, optimization_barrier, ops with
 * token operands or results, constants whose value a printer elided
 * (dense_resource<__elided__>), ops without operands (iota among them)
 * except constants, partition_id and replica_id, as in XLA, ops of other
 * dialects and unknown ops, ops without results, terminators.
 * Ops in different blocks are never merged, nested or not: XLA's CSE works
 * on one computation at a time, and every StableHLO region (a while body,
 * a reduce body, an if branch) becomes a computation of its own, whose
 * outer values arrive as parameters. Merging an op of a while body into an
 * equal op before the loop, as dominance would allow, hoists it out of the
 * loop and makes its result a carried value: a program XLA never sees.
 * When a merge leaves an iota of the block without uses, it is erased, as
 * XLA removes operands a removed instruction leaves unused.
 * Where HloCSE merges more, this pass does not: optimization barriers
 * (hlomem's rewrites pin recomputation with them), rng_bit_generator,
 * collectives without a channel, ops differing only in discardable
 * attributes XLA ignores (frontend attributes), regions equal up to the
 * order of their ops, and a callee's ops with its caller's (XLA inlines
 * calls first). docs/passes.md lists the rules and the differences.
 * Options: stats (a remark per function with the number of merged ops,
 * constants among them), explain (a remark for each op left in place that
 * equals an earlier one, and why).
 *
 * Why builtin.module: a func.call is merged only when its callee is pure,
 * which means reading another function; anchored on func.func, functions
 * are rewritten in parallel and the callee could be under rewrite in
 * another thread.
 *
 * Design. One walk over each function in program order, as MLIR's CSE,
 * with one hash table whose entries are scoped by block: a block pushes a
 * scope, its ops look up and insert entries of that scope only, and its
 * entries are popped when the block is done. Entries of one bucket are
 * chained newest first, so popping unlinks bucket heads. Regions are
 * cleaned before the op holding them is looked up, so equal bodies are
 * compared as XLA compares computations after CSE'ing them. The hash
 * covers the name, operands, result types, discardable attributes, the
 * property XLA hashes for that op (slice starts, dimensions, the constant's
 * value, ...) and the op names of regions; equality then compares every
 * property. An op's properties are listed once (hlo_op_each_property),
 * and only when it is compared with an op of equal hash: the cost is
 * linear in the function plus the ops compared.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "pipeline/catalog.h"

typedef struct CseOptions {
  bool stats;
  bool explain;
} CseOptions;

static const HloOptionInfo cse_options[] = {
    {"stats", HLO_OPT_BOOL, offsetof(CseOptions, stats), "false",
     "emit a remark per function with the number of merged ops", NULL},
    {"explain", HLO_OPT_BOOL, offsetof(CseOptions, explain), "false",
     "emit a remark for each op left in place that equals an earlier one, and why", NULL},
};

/* An op's <{...}> properties, read once. */
typedef struct Props {
  intptr_t n;
  MlirStringRef *names;
  MlirAttribute *values;
} Props;

typedef struct Entry {
  MlirOperation op;
  uint64_t hash;
  uint32_t scope;
  bool blocked; /* explain only: an op that may not be merged, kept to say so */
  struct Entry *next;
} Entry;

typedef struct Cse {
  HloArena arena;
  Entry **buckets;
  size_t nbuckets;
  Entry **live; /* entries in the table, oldest first: popped by scope */
  size_t nlive, caplive;
  uint32_t scope, nscopes;
  HloPtrMap props;        /* op -> Props * */
  HloPtrMap iotas_passed; /* iotas the walk has gone past: safe to erase */
  HloPtrMap pure_callees; /* callee -> 0 or 1 */
  HloPtrMap infos;        /* op name identifier -> HloOpId: saves the name search */
  MlirIdentifier iota_name;
  bool explain;
  int64_t merged, constants;
  int64_t edits; /* every change to the IR, all functions: none means unchanged */
} Cse;

static const HloOpInfo *info_of(Cse *c, MlirOperation op) {
  MlirIdentifier name = mlirOperationGetName(op);
  int64_t id;
  if (hlo_ptrmap_get(&c->infos, name.ptr, &id))
    return hlo_op_info_by_id((HloOpId)id);
  const HloOpInfo *info = hlo_op_info(op);
  hlo_ptrmap_put(&c->infos, name.ptr, info->id);
  return info;
}

/* ---- hashing ---- */

static uint64_t mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

static uint64_t combine(uint64_t h, uint64_t x) { return mix(h ^ x) + x; }
static uint64_t ptr_bits(const void *p) { return (uint64_t)(uintptr_t)p; }

/* An iota defined in `block`: XLA compares such operands by value. */
static bool is_local_iota(const Cse *c, MlirValue v, MlirBlock block) {
  if (mlirValueIsABlockArgument(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  return mlirIdentifierEqual(mlirOperationGetName(def), c->iota_name) &&
         mlirBlockEqual(mlirOperationGetBlock(def), block);
}

static uint64_t operand_hash(const Cse *c, MlirValue v, MlirBlock block) {
  if (is_local_iota(c, v, block))
    return mix(ptr_bits(mlirValueGetType(v).ptr) ^ 0x107a);
  return mix(ptr_bits(v.ptr));
}

static bool is_commutative(const HloOpInfo *info, intptr_t noperands) {
  return (info->flags & HLO_F_COMMUTATIVE) && noperands == 2;
}

/* The property XLA's CseKey hashes for this op, if any. */
static const char *hashed_property(HloOpId id) {
  switch (id) {
  case HLO_OP_CONSTANT: return "value";
  case HLO_OP_SLICE: return "start_indices";
  case HLO_OP_PAD: return "edge_padding_low";
  case HLO_OP_DOT_GENERAL: return "dot_dimension_numbers";
  case HLO_OP_CONVOLUTION: return "dimension_numbers";
  case HLO_OP_REDUCE_WINDOW: return "window_dimensions";
  case HLO_OP_CONCATENATE: return "dimension";
  case HLO_OP_BROADCAST_IN_DIM: return "broadcast_dimensions";
  case HLO_OP_BROADCAST: return "broadcast_sizes";
  case HLO_OP_TRANSPOSE: return "permutation";
  case HLO_OP_REDUCE: return "dimensions";
  case HLO_OP_GET_TUPLE_ELEMENT: return "index";
  case HLO_OP_COMPARE: return "comparison_direction";
  case HLO_OP_DYNAMIC_SLICE: return "slice_sizes";
  case HLO_OP_CUSTOM_CALL: return "call_target_name";
  case HLO_OP_CALL: return "callee";
  default: return NULL;
  }
}

/* Names of the ops at the top of each block of each region: enough to
 * tell a max-reduce from a sum-reduce, and linear over a function. */
static uint64_t regions_hash(MlirOperation op, uint64_t h) {
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(op); r < n; r++)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b)) {
      h = combine(h, (uint64_t)mlirBlockGetNumArguments(b));
      for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o);
           o = mlirOperationGetNextInBlock(o))
        h = combine(h, ptr_bits(mlirOperationGetName(o).ptr));
    }
  return h;
}

static uint64_t op_hash(const Cse *c, MlirOperation op, const HloOpInfo *info) {
  MlirBlock block = mlirOperationGetBlock(op);
  uint64_t h = mix(ptr_bits(mlirOperationGetName(op).ptr));
  intptr_t n = mlirOperationGetNumOperands(op);
  h = combine(h, (uint64_t)n);
  if (is_commutative(info, n)) {
    h = combine(h, operand_hash(c, mlirOperationGetOperand(op, 0), block) +
                       operand_hash(c, mlirOperationGetOperand(op, 1), block));
  } else {
    for (intptr_t i = 0; i < n; i++)
      h = combine(h, operand_hash(c, mlirOperationGetOperand(op, i), block));
  }
  n = mlirOperationGetNumResults(op);
  h = combine(h, (uint64_t)n);
  for (intptr_t i = 0; i < n; i++)
    h = combine(h, ptr_bits(mlirValueGetType(mlirOperationGetResult(op, i)).ptr));
  n = mlirOperationGetNumDiscardableAttributes(op);
  for (intptr_t i = 0; i < n; i++) {
    MlirNamedAttribute a = mlirOperationGetDiscardableAttribute(op, i);
    h = combine(h, ptr_bits(a.name.ptr) ^ ptr_bits(a.attribute.ptr));
  }
  const char *prop = hashed_property(info->id);
  if (prop)
    h = combine(h, ptr_bits(mlirOperationGetInherentAttributeByName(
                                op, mlirStringRefCreateFromCString(prop)).ptr));
  return regions_hash(op, h);
}

/* ---- equality ---- */

typedef struct PropList {
  HloArena *arena;
  intptr_t n, cap;
  MlirStringRef *names;
  MlirAttribute *values;
} PropList;

static void add_property(MlirStringRef name, MlirAttribute value, void *user) {
  PropList *l = user;
  if (l->n == l->cap) {
    intptr_t cap = l->cap ? 2 * l->cap : 8;
    MlirStringRef *names = hlo_arena_new(l->arena, MlirStringRef, cap);
    MlirAttribute *values = hlo_arena_new(l->arena, MlirAttribute, cap);
    if (l->n) {
      memcpy(names, l->names, sizeof *names * (size_t)l->n);
      memcpy(values, l->values, sizeof *values * (size_t)l->n);
    }
    l->names = names;
    l->values = values;
    l->cap = cap;
  }
  l->names[l->n] = (MlirStringRef){hlo_arena_strndup(l->arena, name.data, name.length),
                                   name.length};
  l->values[l->n++] = value;
}

/* All attributes of a registered op (func.call), its inherent ones
 * included; the <{...}> properties of an unregistered one. */
static const Props *props_of(Cse *c, MlirOperation op) {
  int64_t known;
  if (hlo_ptrmap_get(&c->props, op.ptr, &known))
    return (const Props *)(intptr_t)known;
  PropList l = {&c->arena, 0, 0, NULL, NULL};
  if (info_of(c, op)->id == HLO_OP_CALL) {
    for (intptr_t i = 0, n = mlirOperationGetNumAttributes(op); i < n; i++) {
      MlirNamedAttribute a = mlirOperationGetAttribute(op, i);
      add_property(mlirIdentifierStr(a.name), a.attribute, &l);
    }
  } else {
    hlo_op_each_property(op, add_property, &l);
  }
  Props *p = hlo_arena_new(&c->arena, Props, 1);
  *p = (Props){l.n, l.names, l.values};
  hlo_ptrmap_put(&c->props, op.ptr, (int64_t)(intptr_t)p);
  return p;
}

static bool same_properties(Cse *c, MlirOperation a, MlirOperation b) {
  const Props *p = props_of(c, a), *q = props_of(c, b);
  if (p->n != q->n)
    return false;
  for (intptr_t i = 0; i < p->n; i++)
    if (p->names[i].length != q->names[i].length ||
        memcmp(p->names[i].data, q->names[i].data, p->names[i].length) ||
        !mlirAttributeEqual(p->values[i], q->values[i]))
      return false;
  return true;
}

/* Discardable attributes are kept sorted by name, so they pair up. */
static bool same_discardable(MlirOperation a, MlirOperation b) {
  intptr_t n = mlirOperationGetNumDiscardableAttributes(a);
  if (n != mlirOperationGetNumDiscardableAttributes(b))
    return false;
  for (intptr_t i = 0; i < n; i++) {
    MlirNamedAttribute x = mlirOperationGetDiscardableAttribute(a, i);
    MlirNamedAttribute y = mlirOperationGetDiscardableAttribute(b, i);
    if (!mlirIdentifierEqual(x.name, y.name) || !mlirAttributeEqual(x.attribute, y.attribute))
      return false;
  }
  return true;
}

/* Name, counts, result types and attributes: all but operands and regions. */
static bool same_shell(Cse *c, MlirOperation a, MlirOperation b) {
  if (!mlirIdentifierEqual(mlirOperationGetName(a), mlirOperationGetName(b)))
    return false;
  intptr_t n = mlirOperationGetNumResults(a);
  if (n != mlirOperationGetNumResults(b) ||
      mlirOperationGetNumOperands(a) != mlirOperationGetNumOperands(b) ||
      mlirOperationGetNumRegions(a) != mlirOperationGetNumRegions(b))
    return false;
  for (intptr_t i = 0; i < n; i++)
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(a, i)),
                       mlirValueGetType(mlirOperationGetResult(b, i))))
      return false;
  return same_discardable(a, b) && same_properties(c, a, b);
}

static bool same_operand(Cse *c, MlirValue x, MlirValue y, MlirBlock block) {
  if (mlirValueEqual(x, y))
    return true;
  if (!is_local_iota(c, x, block) || !is_local_iota(c, y, block))
    return false;
  MlirOperation a = mlirOpResultGetOwner(x), b = mlirOpResultGetOwner(y);
  return same_shell(c, a, b);
}

/* Regions compared op for op. `map` takes values defined in a's regions
 * to their counterparts in b's; other values must be the same. */
static bool same_region_op(Cse *c, MlirOperation a, MlirOperation b, HloPtrMap *map);

static MlirValue mapped(const HloPtrMap *map, MlirValue v) {
  int64_t to;
  return hlo_ptrmap_get(map, v.ptr, &to) ? (MlirValue){(const void *)(intptr_t)to} : v;
}

static void map_value(HloPtrMap *map, MlirValue from, MlirValue to) {
  hlo_ptrmap_put(map, from.ptr, (int64_t)(intptr_t)to.ptr);
}

static bool same_block(Cse *c, MlirBlock a, MlirBlock b, HloPtrMap *map) {
  intptr_t n = mlirBlockGetNumArguments(a);
  if (n != mlirBlockGetNumArguments(b))
    return false;
  for (intptr_t i = 0; i < n; i++) {
    MlirValue x = mlirBlockGetArgument(a, i), y = mlirBlockGetArgument(b, i);
    if (!mlirTypeEqual(mlirValueGetType(x), mlirValueGetType(y)))
      return false;
    map_value(map, x, y);
  }
  MlirOperation x = mlirBlockGetFirstOperation(a), y = mlirBlockGetFirstOperation(b);
  for (; !mlirOperationIsNull(x) && !mlirOperationIsNull(y);
       x = mlirOperationGetNextInBlock(x), y = mlirOperationGetNextInBlock(y))
    if (!same_region_op(c, x, y, map))
      return false;
  return mlirOperationIsNull(x) && mlirOperationIsNull(y);
}

static bool same_regions(Cse *c, MlirOperation a, MlirOperation b, HloPtrMap *map) {
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(a); r < n; r++) {
    MlirBlock x = mlirRegionGetFirstBlock(mlirOperationGetRegion(a, r));
    MlirBlock y = mlirRegionGetFirstBlock(mlirOperationGetRegion(b, r));
    for (; !mlirBlockIsNull(x) && !mlirBlockIsNull(y);
         x = mlirBlockGetNextInRegion(x), y = mlirBlockGetNextInRegion(y))
      if (!same_block(c, x, y, map))
        return false;
    if (!mlirBlockIsNull(x) || !mlirBlockIsNull(y))
      return false;
  }
  return true;
}

static bool same_region_op(Cse *c, MlirOperation a, MlirOperation b, HloPtrMap *map) {
  if (!same_shell(c, a, b))
    return false;
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(a); i < n; i++)
    if (!mlirValueEqual(mapped(map, mlirOperationGetOperand(a, i)), mlirOperationGetOperand(b, i)))
      return false;
  if (!same_regions(c, a, b, map))
    return false;
  for (intptr_t i = 0, n = mlirOperationGetNumResults(a); i < n; i++)
    map_value(map, mlirOperationGetResult(a, i), mlirOperationGetResult(b, i));
  return true;
}

/* True if `a` (the later op) computes what `b` does. */
static bool same_op(Cse *c, MlirOperation a, MlirOperation b, const HloOpInfo *info) {
  if (!same_shell(c, a, b))
    return false;
  MlirBlock block = mlirOperationGetBlock(a);
  intptr_t n = mlirOperationGetNumOperands(a);
  if (is_commutative(info, n)) {
    MlirValue a0 = mlirOperationGetOperand(a, 0), a1 = mlirOperationGetOperand(a, 1);
    MlirValue b0 = mlirOperationGetOperand(b, 0), b1 = mlirOperationGetOperand(b, 1);
    if (!(same_operand(c, a0, b0, block) && same_operand(c, a1, b1, block)) &&
        !(same_operand(c, a0, b1, block) && same_operand(c, a1, b0, block)))
      return false;
  } else {
    for (intptr_t i = 0; i < n; i++)
      if (!same_operand(c, mlirOperationGetOperand(a, i), mlirOperationGetOperand(b, i), block))
        return false;
  }
  if (mlirOperationGetNumRegions(a) == 0)
    return true;
  HloPtrMap map = {0};
  bool same = same_regions(c, a, b, &map);
  hlo_ptrmap_free(&map);
  return same;
}

/* ---- which ops may be merged ---- */

static bool has_token(MlirOperation op) {
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++)
    if (hlo_type_is_token(mlirValueGetType(mlirOperationGetOperand(op, i))))
      return true;
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; i++)
    if (hlo_type_is_token(mlirValueGetType(mlirOperationGetResult(op, i))))
      return true;
  return false;
}

static bool callee_is_pure(Cse *c, MlirOperation call) {
  MlirOperation callee = hlo_call_callee(call);
  if (mlirOperationIsNull(callee))
    return false;
  int64_t known;
  if (!hlo_ptrmap_get(&c->pure_callees, callee.ptr, &known)) {
    known = hlo_op_is_recomputable_deep(call);
    hlo_ptrmap_put(&c->pure_callees, callee.ptr, known);
  }
  return known != 0;
}

static bool custom_call_is_pure(MlirOperation op) {
  bool effect = true;
  if (!mlirAttributeIsNull(hlo_attr(op, "has_side_effect")) &&
      (!hlo_attr_bool(op, "has_side_effect", &effect) || effect))
    return false;
  MlirAttribute called = hlo_attr(op, "called_computations");
  return mlirAttributeIsNull(called) ||
         (mlirAttributeIsAArray(called) && mlirArrayAttrGetNumElements(called) == 0);
}

/* dense_resource<__elided__> stands for data a printer left out: two such
 * constants look equal and need not be. */
static bool value_is_elided(MlirOperation op) {
  MlirAttribute value = hlo_attr(op, "value");
  if (mlirAttributeIsNull(value) || !mlirAttributeIsADenseResourceElements(value))
    return false;
  HloStr text = {0};
  mlirAttributePrint(value, hlo_str_callback, &text);
  bool elided = text.data && strstr(text.data, "__elided__");
  hlo_str_free(&text);
  return elided;
}

typedef enum Verdict { MERGE, SKIP, REFUSE } Verdict;

/* MERGE for ops that may be merged; REFUSE with `*why` for ops that may
 * not, and that explain reports when they repeat an earlier op; SKIP for
 * ops never worth a word (terminators, ops without results or operands,
 * ops hlomem does not know). */
static Verdict verdict(Cse *c, MlirOperation op, const HloOpInfo *info, const char **why) {
  *why = NULL;
  /* Sharding annotations are pure (XLA's @Sharding custom call has no side
   * effect, and Shardy's constraints become such calls); their shardings
   * are compared with their attributes, as HloCSE is sharding-sensitive. */
  if (hlo_op_is_annotation(op))
    return MERGE;
  if (info->id == HLO_OP_UNKNOWN || (info->flags & HLO_F_TERMINATOR) ||
      mlirOperationGetNumResults(op) == 0)
    return SKIP;
  if (info->id == HLO_OP_CONSTANT) {
    *why = value_is_elided(op) ? "its value was elided when it was printed" : NULL;
    return *why ? REFUSE : MERGE;
  }
  if (mlirOperationGetNumOperands(op) == 0 && info->id != HLO_OP_PARTITION_ID &&
      info->id != HLO_OP_REPLICA_ID)
    return SKIP;
  if (has_token(op))
    *why = "it carries a token";
  else if (info->id == HLO_OP_CALL)
    *why = callee_is_pure(c, op) ? NULL : "its callee has side effects or no body";
  else if (info->id == HLO_OP_CUSTOM_CALL)
    *why = custom_call_is_pure(op) ? NULL : "it has side effects";
  else if (info->kind == HLO_KIND_COLLECTIVE)
    *why = "it is a collective";
  else if (info->flags & HLO_F_EFFECT)
    *why = "it has side effects";
  else if (info->flags & HLO_F_RNG)
    *why = "it draws random numbers";
  else if (info->flags & HLO_F_BARRIER)
    *why = "it is an optimization barrier";
  else if (!hlo_op_is_recomputable(op))
    *why = "its regions hold calls or ops with side effects";
  return *why ? REFUSE : MERGE;
}

/* ---- the scoped table ---- */

static void table_grow(Cse *c) {
  size_t n = c->nbuckets ? 2 * c->nbuckets : 1024;
  Entry **buckets = hlo_xcalloc(n, sizeof *buckets);
  /* Oldest first, each at its bucket's head: chains stay newest first. */
  for (size_t i = 0; i < c->nlive; i++) {
    Entry *e = c->live[i];
    size_t b = (size_t)e->hash & (n - 1);
    e->next = buckets[b];
    buckets[b] = e;
  }
  free(c->buckets);
  c->buckets = buckets;
  c->nbuckets = n;
}

static void table_insert(Cse *c, MlirOperation op, uint64_t hash, bool blocked) {
  if (c->nlive >= c->nbuckets)
    table_grow(c);
  if (c->nlive == c->caplive) {
    c->caplive = c->caplive ? 2 * c->caplive : 1024;
    c->live = hlo_xrealloc(c->live, sizeof *c->live * c->caplive);
  }
  Entry *e = hlo_arena_new(&c->arena, Entry, 1);
  size_t b = (size_t)hash & (c->nbuckets - 1);
  *e = (Entry){op, hash, c->scope, blocked, c->buckets[b]};
  c->buckets[b] = e;
  c->live[c->nlive++] = e;
}

/* Pops the entries inserted since `mark`, newest first. */
static void table_pop(Cse *c, size_t mark) {
  while (c->nlive > mark) {
    Entry *e = c->live[--c->nlive];
    c->buckets[(size_t)e->hash & (c->nbuckets - 1)] = e->next;
  }
}

/* The equal op of the current scope (there is at most one: a second is
 * merged or reported, never inserted), mergeable or refused as `blocked`
 * says; with `outer`, an equal op of an enclosing block instead (explain
 * only). */
static Entry *table_find(Cse *c, MlirOperation op, const HloOpInfo *info, uint64_t hash,
                         bool blocked, bool outer) {
  if (!c->nbuckets)
    return NULL;
  for (Entry *e = c->buckets[(size_t)hash & (c->nbuckets - 1)]; e; e = e->next)
    if (e->hash == hash && e->blocked == blocked && (e->scope == c->scope) != outer &&
        same_op(c, op, e->op, info))
      return e;
  return NULL;
}

/* ---- merging ---- */

static void erase_if_dead_iota(Cse *c, MlirValue v, MlirBlock block) {
  if (!is_local_iota(c, v, block) || !mlirOpOperandIsNull(mlirValueGetFirstUse(v)))
    return;
  MlirOperation iota = mlirOpResultGetOwner(v);
  int64_t passed;
  if (hlo_ptrmap_get(&c->iotas_passed, iota.ptr, &passed)) {
    mlirOperationDestroy(iota);
    c->edits++;
  }
}

static void merge_into(Cse *c, MlirOperation dup, MlirOperation kept) {
  for (intptr_t i = 0, n = mlirOperationGetNumResults(dup); i < n; i++)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(dup, i), mlirOperationGetResult(kept, i));
  /* Only iotas of the block can lose their last use with it. */
  MlirBlock block = mlirOperationGetBlock(dup);
  intptr_t n = mlirOperationGetNumOperands(dup), niotas = 0;
  MlirValue *iotas = NULL;
  for (intptr_t i = 0; i < n; i++) {
    MlirValue v = mlirOperationGetOperand(dup, i);
    if (!is_local_iota(c, v, block))
      continue;
    if (!iotas)
      iotas = hlo_xmalloc(sizeof *iotas * (size_t)n);
    iotas[niotas++] = v;
  }
  if (info_of(c, dup)->id == HLO_OP_CONSTANT)
    c->constants++;
  mlirOperationDestroy(dup);
  c->merged++;
  c->edits++;
  for (intptr_t i = 0; i < niotas; i++)
    erase_if_dead_iota(c, iotas[i], block);
  free(iotas);
}

/* XLA, on an op it keeps: a later operand that is an iota equal to an
 * earlier one is replaced by it. */
static void unify_iota_operands(Cse *c, MlirOperation op) {
  MlirBlock block = mlirOperationGetBlock(op);
  intptr_t n = mlirOperationGetNumOperands(op);
  for (intptr_t i = 0; i < n; i++) {
    MlirValue a = mlirOperationGetOperand(op, i);
    if (!is_local_iota(c, a, block))
      continue;
    for (intptr_t j = i + 1; j < n; j++) {
      MlirValue b = mlirOperationGetOperand(op, j);
      if (mlirValueEqual(a, b) || !same_operand(c, a, b, block))
        continue;
      mlirOperationSetOperand(op, j, a);
      c->edits++;
      erase_if_dead_iota(c, b, block);
    }
  }
}

static void remark_refused(MlirOperation op, MlirOperation earlier, const char *why) {
  HloStr where = {0};
  hlo_location_format(mlirOperationGetLocation(earlier), &where);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  hlo_remark(mlirOperationGetLocation(op),
             "hlomem-cse: %.*s not merged with the equal op at %s: %s", (int)name.length, name.data, where.len ? where.data : "?", why);
  hlo_str_free(&where);
}

static void visit_op(Cse *c, MlirOperation op) {
  const HloOpInfo *info = info_of(c, op);
  const char *why;
  Verdict v = verdict(c, op, info, &why);
  if (v == SKIP || (v == REFUSE && !c->explain))
    return;
  uint64_t hash = op_hash(c, op, info);
  if (v == REFUSE) {
    Entry *e = table_find(c, op, info, hash, true, false);
    if (e)
      remark_refused(op, e->op, why);
    else
      table_insert(c, op, hash, true);
    return;
  }
  Entry *e = table_find(c, op, info, hash, false, false);
  if (e) {
    merge_into(c, op, e->op);
    return;
  }
  if (c->explain && (e = table_find(c, op, info, hash, false, true)))
    remark_refused(op, e->op,
                   "that op is in an enclosing block, and XLA's CSE works within one "
                   "computation (a region becomes a computation of its own)");
  table_insert(c, op, hash, false);
  unify_iota_operands(c, op);
}

static void visit_block(Cse *c, MlirBlock block);

static void visit_regions(Cse *c, MlirOperation op) {
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(op); r < n; r++)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      visit_block(c, b);
}

static void visit_block(Cse *c, MlirBlock block) {
  uint32_t outer = c->scope;
  size_t mark = c->nlive;
  c->scope = ++c->nscopes;
  for (MlirOperation op = mlirBlockGetFirstOperation(block), next; !mlirOperationIsNull(op);
       op = next) {
    next = mlirOperationGetNextInBlock(op);
    if (mlirIdentifierEqual(mlirOperationGetName(op), c->iota_name))
      hlo_ptrmap_put(&c->iotas_passed, op.ptr, 1);
    visit_regions(c, op);
    visit_op(c, op);
  }
  table_pop(c, mark);
  c->scope = outer;
}

static void run_cse(MlirOperation module, const void *opts, HloPassRun *run) {
  const CseOptions *o = opts;
  Cse c = {0};
  c.iota_name = mlirIdentifierGet(mlirOperationGetContext(module),
                                  mlirStringRefCreateFromCString("stablehlo.iota"));
  c.explain = hlo_explain_enabled(o->explain);
  for (MlirOperation f = mlirBlockGetFirstOperation(hlo_module_body(module));
       !mlirOperationIsNull(f); f = mlirOperationGetNextInBlock(f)) {
    if (!hlo_is_func(f) || mlirBlockIsNull(hlo_func_entry(f)))
      continue;
    c.merged = c.constants = 0;
    visit_regions(&c, f);
    if (o->stats) {
      MlirStringRef name = hlo_func_name(f);
      hlo_remark(mlirOperationGetLocation(f),
                 "hlomem-cse: merged %lld ops in @%.*s (constants: %lld)", (long long)c.merged,
                 (int)name.length, name.data, (long long)c.constants);
    }
  }
  if (c.edits == 0)
    hlo_pass_unchanged(run);
  free(c.buckets);
  free(c.live);
  hlo_ptrmap_free(&c.props);
  hlo_ptrmap_free(&c.iotas_passed);
  hlo_ptrmap_free(&c.pure_callees);
  hlo_ptrmap_free(&c.infos);
  hlo_arena_free(&c.arena);
}

const HloPassInfo hlo_cse_pass = {
    "hlomem-cse",
    "Merge equal StableHLO ops with the rules of XLA's HloCSE",
    "builtin.module",
    cse_options,
    sizeof cse_options / sizeof cse_options[0],
    sizeof(CseOptions),
    NULL,
    run_cse,
};
