/*
 * The op table, built from ops.def, and the effect queries over it. Lookup
 * is a binary search over names sorted once at first use; the sort runs
 * under pthread_once because passes call in from worker threads.
 */
#include "hlomem/ir.h"

#include <pthread.h>
#include <stdlib.h>
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

const HloOpInfo *hlo_op_info(MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  return hlo_op_info_by_name(name.data, name.length);
}

bool hlo_op_name_is(MlirOperation op, const char *name) {
  MlirStringRef s = mlirIdentifierStr(mlirOperationGetName(op));
  return name_cmp(s.data, s.length, name) == 0;
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

bool hlo_op_is_removable(MlirOperation op) {
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
  const HloOpInfo *info = hlo_op_info(op);
  if (info->flags & (HLO_F_EFFECT | HLO_F_RNG | HLO_F_BARRIER))
    return false;
  if (info->id == HLO_OP_CALL)
    return false;
  if (info->flags & HLO_F_RECURSIVE)
    return all_nested(op, hlo_op_is_recomputable);
  return (info->flags & HLO_F_PURE) != 0;
}
