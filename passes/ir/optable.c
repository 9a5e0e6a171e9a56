/*
 * The op table, built from ops.def, and the effect queries over it. Lookup
 * is a binary search over names sorted once at first use; the sort runs
 * under pthread_once because passes call in from worker threads.
 */
#include "hlomem/ir.h"
#include "internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#define PURE HLO_F_PURE
#define EFFECT HLO_F_EFFECT
#define RECURSIVE HLO_F_RECURSIVE
#define RNG HLO_F_RNG
#define TERMINATOR HLO_F_TERMINATOR
#define COMMUTATIVE HLO_F_COMMUTATIVE
#define TRANSCENDENTAL HLO_F_TRANSCENDENTAL
#define VIEW HLO_F_VIEW
#define DYNAMIC HLO_F_DYNAMIC
#define BARRIER HLO_F_BARRIER

static const HloOpInfo op_table[HLO_OP_COUNT] = {
    {HLO_OP_UNKNOWN, "<unknown>", HLO_KIND_UNKNOWN, EFFECT, 0, -1, 0, -1, -1, -9, -9},
#define HLO_OP(id, name, kind, flags, mino, maxo, minr, maxr, regions, ifirst, ilast)            \
  {HLO_OP_##id, name, HLO_KIND_##kind, flags, mino, maxo, minr, maxr, regions, ifirst, ilast},
#include "hlomem/ops.def"
#undef HLO_OP
};

static const HloOpInfo *sorted[HLO_OP_COUNT - 1];
static pthread_once_t sorted_once = PTHREAD_ONCE_INIT;

static int by_name(const void *a, const void *b) {
  return strcmp((*(const HloOpInfo *const *)a)->name, (*(const HloOpInfo *const *)b)->name);
}

static void sort_table(void) {
  for (int i = 1; i < HLO_OP_COUNT; i++)
    sorted[i - 1] = &op_table[i];
  qsort(sorted, HLO_OP_COUNT - 1, sizeof sorted[0], by_name);
}

const HloOpInfo *hlo_op_table(size_t *count) {
  *count = HLO_OP_COUNT;
  return op_table;
}

const HloOpInfo *hlo_op_info_by_id(HloOpId id) {
  return id >= 0 && id < HLO_OP_COUNT ? &op_table[id] : &op_table[0];
}

/* Compares a length-delimited name with a NUL-terminated table name. */
static int name_cmp(const char *name, size_t len, const char *entry) {
  int c = strncmp(name, entry, len);
  if (c)
    return c;
  return entry[len] ? -1 : 0;
}

const HloOpInfo *hlo_op_info_by_name(const char *name, size_t len) {
  pthread_once(&sorted_once, sort_table);
  size_t lo = 0, hi = HLO_OP_COUNT - 1;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    int c = name_cmp(name, len, sorted[mid]->name);
    if (c == 0)
      return sorted[mid];
    if (c < 0)
      hi = mid;
    else
      lo = mid + 1;
  }
  return &op_table[0];
}

/* Every pass asks for the info of every op it visits, and an op's name
 * is an identifier MLIR interns once per context: a small per-thread table
 * by its address answers most asks with one comparison instead of a
 * binary search, as long as no context was destroyed since (a later one
 * may reuse the address for another name). */
enum { INFO_CACHE = 256 };

static _Thread_local struct {
  const void *name;
  uint64_t generation;
  const HloOpInfo *info;
} info_cache[INFO_CACHE];

const HloOpInfo *hlo_op_info(MlirOperation op) {
  MlirIdentifier id = mlirOperationGetName(op);
  size_t slot = hlo_hash_mix((uintptr_t)id.ptr) % INFO_CACHE;
  uint64_t now = hlo_context_generation();
  if (info_cache[slot].name == id.ptr && info_cache[slot].generation == now)
    return info_cache[slot].info;
  MlirStringRef name = mlirIdentifierStr(id);
  const HloOpInfo *info = hlo_op_info_by_name(name.data, name.length);
  info_cache[slot].name = id.ptr;
  info_cache[slot].generation = now;
  info_cache[slot].info = info;
  return info;
}

bool hlo_op_name_is(MlirOperation op, const char *name) {
  MlirStringRef s = mlirIdentifierStr(mlirOperationGetName(op));
  return s.length == strlen(name) && memcmp(s.data, name, s.length) == 0;
}

bool hlo_op_in_dialect(MlirOperation op, const char *dialect) {
  MlirStringRef s = mlirIdentifierStr(mlirOperationGetName(op));
  size_t n = strlen(dialect);
  return s.length > n && strncmp(s.data, dialect, n) == 0 && s.data[n] == '.';
}

/* Resolves a negative (from-the-end) index bound against the operand count. */
static intptr_t resolve_bound(int8_t bound, intptr_t noperands) {
  return bound < 0 ? noperands + bound : bound;
}

bool hlo_operand_is_index(MlirOperation op, intptr_t index) {
  const HloOpInfo *info = hlo_op_info(op);
  intptr_t n = mlirOperationGetNumOperands(op);
  if (info->id == HLO_OP_SCATTER)
    return n % 2 == 1 && index == n / 2; /* inputs..., indices, updates... */
  if (info->index_first == -9)
    return false;
  return index >= resolve_bound(info->index_first, n) &&
         index <= resolve_bound(info->index_last, n);
}

/* Applies `test` to every op nested in `op`'s regions. */
static bool all_nested(MlirOperation op, bool (*test)(MlirOperation)) {
  intptr_t nregions = mlirOperationGetNumRegions(op);
  for (intptr_t r = 0; r < nregions; r++) {
    MlirRegion region = mlirOperationGetRegion(op, r);
    for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o);
           o = mlirOperationGetNextInBlock(o))
        if (!test(o))
          return false;
  }
  return true;
}

static bool string_is(MlirStringRef s, const char *lit) {
  return s.length == strlen(lit) && memcmp(s.data, lit, s.length) == 0;
}

bool hlo_op_is_annotation(MlirOperation op) {
  HloOpId id = hlo_op_id(op);
  if (id == HLO_OP_UNKNOWN &&
      (hlo_op_name_is(op, "sdy.sharding_constraint") || hlo_op_name_is(op, "sdy.reshard")))
    return mlirOperationGetNumOperands(op) == 1 && mlirOperationGetNumResults(op) == 1;
  if (id != HLO_OP_CUSTOM_CALL || mlirOperationGetNumOperands(op) != 1 ||
      mlirOperationGetNumResults(op) != 1)
    return false;
  MlirStringRef target;
  bool effect = false;
  if (!hlo_attr_string(op, "call_target_name", &target) ||
      (hlo_attr_bool(op, "has_side_effect", &effect) && effect))
    return false;
  return string_is(target, "Sharding") || string_is(target, "SPMDFullToShardShape") ||
         string_is(target, "SPMDShardToFullShape");
}

bool hlo_op_is_removable(MlirOperation op) {
  /* A dead annotation still says how its operand is split (Shardy's
   * dangling constraint): kept, as custom calls are. */
  const HloOpInfo *info = hlo_op_info(op);
  if (info->flags & HLO_F_EFFECT)
    return false;
  if (info->id == HLO_OP_CALL)
    return false;
  if (info->flags & HLO_F_RECURSIVE)
    return all_nested(op, hlo_op_is_removable);
  return (info->flags & (HLO_F_PURE | HLO_F_RNG)) != 0;
}

bool hlo_op_is_recomputable(MlirOperation op) {
  if (hlo_op_is_annotation(op))
    return true;
  const HloOpInfo *info = hlo_op_info(op);
  if (info->flags & (HLO_F_EFFECT | HLO_F_RNG | HLO_F_BARRIER))
    return false;
  if (info->id == HLO_OP_CALL)
    return false;
  if (info->flags & HLO_F_RECURSIVE)
    return all_nested(op, hlo_op_is_recomputable);
  return (info->flags & HLO_F_PURE) != 0;
}

/* ---- recomputation through calls ----
 *
 * A call is as recomputable as its callee's body. The functions being
 * looked through are kept on a stack: a callee already on it closes a
 * recursive chain, which has no static cost and is never recomputed.
 * Answers are remembered per callee, so a call graph where functions
 * call the same ones many times is looked through once per function. */

enum { MAX_CALL_DEPTH = 64 };

typedef struct DeepCheck {
  MlirOperation stack[MAX_CALL_DEPTH];
  int depth;
  HloPtrMap known; /* callee -> 0 or 1 */
} DeepCheck;

static bool recomputable_deep(DeepCheck *c, MlirOperation op);

static bool region_recomputable_deep(DeepCheck *c, MlirRegion region) {
  for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
       b = mlirBlockGetNextInRegion(b))
    for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o);
         o = mlirOperationGetNextInBlock(o))
      if (!recomputable_deep(c, o))
        return false;
  return true;
}

static bool callee_recomputable(DeepCheck *c, MlirOperation call) {
  MlirOperation callee = hlo_call_callee(call);
  if (mlirOperationIsNull(callee) || mlirBlockIsNull(hlo_func_entry(callee)) ||
      c->depth == MAX_CALL_DEPTH)
    return false;
  int64_t known;
  if (hlo_ptrmap_get(&c->known, callee.ptr, &known))
    return known != 0;
  for (int i = 0; i < c->depth; i++)
    if (c->stack[i].ptr == callee.ptr)
      return false;
  c->stack[c->depth++] = callee;
  bool ok = region_recomputable_deep(c, mlirOperationGetRegion(callee, 0));
  c->depth--;
  /* A false found through a callee on the stack still holds for this
   * one: it reaches that callee, which reaches it back. */
  hlo_ptrmap_put(&c->known, callee.ptr, ok);
  return ok;
}

static bool recomputable_deep(DeepCheck *c, MlirOperation op) {
  if (hlo_op_is_annotation(op))
    return true;
  const HloOpInfo *info = hlo_op_info(op);
  if (info->id == HLO_OP_CALL)
    return callee_recomputable(c, op);
  if (info->flags & (HLO_F_EFFECT | HLO_F_RNG | HLO_F_BARRIER))
    return false;
  if (info->flags & HLO_F_RECURSIVE) {
    for (intptr_t r = 0, n = mlirOperationGetNumRegions(op); r < n; r++)
      if (!region_recomputable_deep(c, mlirOperationGetRegion(op, r)))
        return false;
    return true;
  }
  return (info->flags & HLO_F_PURE) != 0;
}

bool hlo_op_is_recomputable_deep(MlirOperation op) {
  DeepCheck c;
  c.depth = 0;
  c.known = (HloPtrMap){0};
  bool ok = recomputable_deep(&c, op);
  hlo_ptrmap_free(&c.known);
  return ok;
}

/* ---- buffer sharing ---- */

const char *hlo_sharing_name(HloSharing s) { return s == HLO_SHARING_NONE ? "none" : "xla"; }

const char *hlo_fusion_name(HloFusion f) { return f == HLO_FUSION_NONE ? "none" : "xla"; }

bool hlo_fusion_parse(const char *text, HloFusion *out) {
  if (strcmp(text, "xla") == 0)
    *out = HLO_FUSION_XLA;
  else if (strcmp(text, "none") == 0)
    *out = HLO_FUSION_NONE;
  else
    return false;
  return true;
}

bool hlo_sharing_parse(const char *text, HloSharing *out) {
  if (strcmp(text, "xla") == 0)
    *out = HLO_SHARING_XLA;
  else if (strcmp(text, "none") == 0)
    *out = HLO_SHARING_NONE;
  else
    return false;
  return true;
}

static int add_pair(HloSharePair *out, int max, int n, int32_t result, int32_t operand,
                    HloShareKind kind) {
  if (n < max)
    out[n] = (HloSharePair){result, operand, kind};
  return n + 1;
}

/* Result r and operand r for the first `count` results. */
static int pairwise(MlirOperation op, intptr_t count, HloShareKind kind, HloSharePair *out,
                    int max) {
  int n = 0;
  intptr_t nops = mlirOperationGetNumOperands(op);
  for (intptr_t r = 0; r < count && r < nops; r++)
    n = add_pair(out, max, n, (int32_t)r, (int32_t)r, kind);
  return n;
}

/* A carry the body yields unchanged (its block argument, at its own place)
 * is the init's value all along: XLA's dataflow gives the loop's output the
 * init's value and copy insertion copies nothing for it, even where the init
 * is an argument or stays live after the loop (IndicesToCopyForWhile). The
 * other carries are updated in place when they may be. */
static int while_pairs(MlirOperation op, intptr_t nresults, HloSharePair *out, int max) {
  MlirBlock body = mlirOperationGetNumRegions(op) > 1
                       ? mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 1))
                       : (MlirBlock){NULL};
  MlirOperation ret = mlirBlockIsNull(body) ? (MlirOperation){NULL} : hlo_block_terminator(body);
  intptr_t nargs = mlirBlockIsNull(body) ? 0 : mlirBlockGetNumArguments(body);
  intptr_t nyields = mlirOperationIsNull(ret) ? 0 : mlirOperationGetNumOperands(ret);
  int n = 0;
  for (intptr_t r = 0; r < nresults && r < mlirOperationGetNumOperands(op); r++) {
    bool through = r < nargs && r < nyields &&
                   mlirValueEqual(mlirOperationGetOperand(ret, r), mlirBlockGetArgument(body, r));
    n = add_pair(out, max, n, (int32_t)r, (int32_t)r,
                 through ? HLO_SHARE_ALIAS : HLO_SHARE_IF_ONLY_USE);
  }
  return n;
}

int hlo_op_share_pairs(MlirOperation op, HloSharePair *out, int max) {
  intptr_t nresults = mlirOperationGetNumResults(op);
  const HloOpInfo *info = hlo_op_info(op);
  if (hlo_op_is_annotation(op))
    return pairwise(op, nresults, HLO_SHARE_ALIAS, out, max);
  switch (info->id) {
  case HLO_OP_OPTIMIZATION_BARRIER:
    return pairwise(op, nresults, HLO_SHARE_ALIAS, out, max);
  case HLO_OP_DYNAMIC_UPDATE_SLICE:
    return pairwise(op, nresults, HLO_SHARE_IF_ONLY_USE, out, max);
  case HLO_OP_WHILE:
    return while_pairs(op, nresults, out, max);
  case HLO_OP_SCATTER: /* inputs..., indices, updates...: result i updates input i */
    return pairwise(op, nresults, HLO_SHARE_IF_ONLY_USE, out, max);
  default: break;
  }
  if (info->kind != HLO_KIND_ELEMENTWISE || nresults != 1)
    return 0;
  MlirType type = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (hlo_type_bytes(type) < 0)
    return 0;
  int n = 0;
  for (intptr_t j = 0, nops = mlirOperationGetNumOperands(op); j < nops; j++)
    if (mlirTypeEqual(mlirValueGetType(mlirOperationGetOperand(op, j)), type))
      n = add_pair(out, max, n, 0, (int32_t)j, HLO_SHARE_IF_DEAD);
  return n;
}

int32_t hlo_share_pair_uses(MlirOperation op, const HloSharePair *pairs, int n, int i) {
  if (hlo_op_id(op) != HLO_OP_WHILE)
    return 1;
  MlirValue x = mlirOperationGetOperand(op, pairs[i].operand);
  int32_t count = 0;
  for (int j = 0; j < n; j++) {
    if (pairs[j].kind != HLO_SHARE_IF_ONLY_USE ||
        !mlirValueEqual(mlirOperationGetOperand(op, pairs[j].operand), x))
      continue;
    if (count == 0 && j != i)
      return 0; /* an earlier carry starts from x */
    count++;
  }
  return count;
}
