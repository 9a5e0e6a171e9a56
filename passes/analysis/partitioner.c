/*
 * What XLA's SPMD partitioner adds to one device's program: the
 * collectives and slices it inserts where an op reads an operand split
 * otherwise than the op needs, and the reduction of the partial sums an
 * op makes over a split dimension (docs/memory-model.md, "What the
 * partitioner adds", gives the rules and their sources).
 *
 * The one idea: each op reads each operand in the sharding its
 * partitioned form needs (shard_read, from its result's split); where
 * that differs from the operand's own, the partitioner reshards it, a
 * buffer of the read's size. The memory model groups equal reshards of
 * one value (XLA's reshard cache) into one buffer, live from the first
 * op reading it to the last.
 */
#include <string.h>

#include "hlomem/ir.h"
#include "hlomem/sharding.h"
#include "sharding_internal.h"

const char *hlo_collective_name(HloCollectiveKind kind) {
  static const char *const names[] = {
      [HLO_COLL_ALL_GATHER] = "all-gather",   [HLO_COLL_ALL_REDUCE] = "all-reduce",
      [HLO_COLL_REDUCE_SCATTER] = "reduce-scatter", [HLO_COLL_ALL_TO_ALL] = "all-to-all",
      [HLO_COLL_PERMUTE] = "collective-permute",  [HLO_COLL_SLICE] = "dynamic-slice",
  };
  return kind < sizeof names / sizeof *names ? names[kind] : "?";
}

static bool has_factor(const HloSharding *s, const HloShardFactor *f) {
  for (int i = 0; i < s->nfactors; i++)
    if (s->f[i].dim == f->dim && shard_same_devices(&s->f[i], f))
      return true;
  return false;
}

/* Factors of `a` on dimensions that `b` lacks. */
static bool lacks_any(const HloSharding *a, const HloSharding *b) {
  for (int i = 0; i < a->nfactors; i++)
    if (a->f[i].dim != HLO_SHARD_PENDING && !has_factor(b, &a->f[i]))
      return true;
  return false;
}

static bool same_tiles(const HloSharding *a, const HloSharding *b, int rank) {
  for (int d = 0; d < rank; d++)
    if (hlo_sharding_tiles(a, d) != hlo_sharding_tiles(b, d))
      return false;
  return true;
}

/* The collective that turns a value split as `from` into `to`; false
 * when they split it alike. */
static bool reshard_kind(const HloSharding *from, const HloSharding *to, int rank,
                         HloCollectiveKind *kind) {
  bool gathers = lacks_any(from, to), slices = lacks_any(to, from);
  if (!gathers && !slices)
    return false;
  if (gathers && slices)
    *kind = same_tiles(from, to, rank)                                        ? HLO_COLL_PERMUTE
            : hlo_sharding_total_tiles(from) == hlo_sharding_total_tiles(to) ? HLO_COLL_ALL_TO_ALL
                                                                              : HLO_COLL_ALL_GATHER;
  else
    *kind = gathers ? HLO_COLL_ALL_GATHER : HLO_COLL_SLICE;
  return true;
}

static bool summed_by(const HloSharding *value, const HloSharding *partial) {
  for (int i = 0; i < value->nfactors; i++)
    for (int k = 0; k < partial->nfactors; k++)
      if (value->f[i].dim != HLO_SHARD_PENDING && partial->f[k].dim == HLO_SHARD_PENDING &&
          hlo_shard_factors_overlap(&value->f[i], &partial->f[k]))
        return true;
  return false;
}

/* The devices one collective spans: the product of `s`'s factors (pending
 * sums included) that `other` lacks. */
static int64_t ways_lacking(const HloSharding *s, const HloSharding *other) {
  int64_t k = 1;
  for (int i = 0; i < s->nfactors; i++)
    if (s->f[i].dim == HLO_SHARD_PENDING || !has_factor(other, &s->f[i]))
      k *= s->f[i].size;
  return k;
}

/* Bytes each device sends, as ring algorithms move them (NCCL's
 * performance notes): an all-gather or reduce-scatter over k devices
 * (k-1)/k of the larger side, an all-reduce twice that, an all-to-all
 * (k-1)/k of its piece, a permute its piece; a slice moves nothing. */
static int64_t moved_bytes(HloCollectiveKind kind, int64_t bytes, int64_t k) {
  if (k < 1)
    k = 1;
  switch (kind) {
  case HLO_COLL_ALL_GATHER:
  case HLO_COLL_REDUCE_SCATTER:
  case HLO_COLL_ALL_TO_ALL:
    return bytes / k * (k - 1);
  case HLO_COLL_ALL_REDUCE:
    return 2 * (bytes / k * (k - 1));
  case HLO_COLL_PERMUTE:
    return bytes;
  case HLO_COLL_SLICE:
    return 0;
  }
  return 0;
}

static bool tiled(const HloShardingInfo *s, MlirValue v, HloSharding *out) {
  return hlo_sharding_of(s, v, out) && out->kind == HLO_SHARD_TILED;
}

/* The reduction of result r's partial sums, if it has some. */
static bool reduce_result(const HloShardingInfo *s, MlirOperation op, intptr_t r, HloReshard *out) {
  MlirValue v = mlirOperationGetResult(op, r);
  HloSharding partial;
  if (!hlo_sharding_partial(s, v, &partial) || !tiled(s, v, &out->to))
    return false;
  bool scatter = summed_by(&out->to, &partial);
  out->kind = scatter ? HLO_COLL_REDUCE_SCATTER : HLO_COLL_ALL_REDUCE;
  out->operand = -1;
  out->result = (int32_t)r;
  out->value = v;
  out->bytes = hlo_sharding_type_bytes(&out->to, mlirValueGetType(v));
  /* An all-reduce runs in place on the local sums (XLA's AliasInfo:
   * all-reduce-start); a reduce-scatter writes a smaller buffer while
   * the sums are still live. */
  int64_t sums = hlo_sharding_type_bytes(&partial, mlirValueGetType(v));
  out->extra = scatter ? sums : 0;
  out->moved = moved_bytes(out->kind, sums, ways_lacking(&partial, &out->to));
  return true;
}

/* A broadcast is made again on each device as its reader needs it, from
 * its operand resharded (XLA fuses it into the reader): the read moves
 * to the broadcast's operand. */
static bool through_broadcast(MlirValue *v, HloSharding *read) {
  if (!mlirValueIsAOpResult(*v))
    return true;
  MlirOperation b = mlirOpResultGetOwner(*v);
  if (hlo_op_id(b) != HLO_OP_BROADCAST_IN_DIM)
    return true;
  const HloSharding *res[1] = {read};
  HloSharding operand;
  shard_clear(&operand);
  if (!shard_backward(b, 0, NULL, res, &operand))
    return false;
  *v = mlirOperationGetOperand(b, 0);
  *read = operand;
  return true;
}

static bool reshard_operand(const HloShardingInfo *s, MlirOperation op, intptr_t j,
                            const HloSharding *local, HloReshard *out) {
  MlirValue v = mlirOperationGetOperand(op, j);
  HloSharding self;
  HloShape shape;
  if (!tiled(s, v, &self))
    return false;
  shard_clear(&out->to);
  if (!shard_read(op, (int)j, &self, local, &out->to) || !through_broadcast(&v, &out->to) ||
      !tiled(s, v, &self) || !hlo_shape_of(mlirValueGetType(v), &shape))
    return false;
  HloCollectiveKind kind;
  if (!reshard_kind(&self, &out->to, shape.rank, &kind))
    return false;
  out->kind = (uint8_t)kind;
  out->operand = (int32_t)j;
  out->result = 0;
  out->value = v;
  out->bytes = hlo_sharding_type_bytes(&out->to, mlirValueGetType(v));
  /* A slice read by an elementwise op is fused into its kernel. */
  bool fused = kind == HLO_COLL_SLICE && hlo_op_info(op)->kind == HLO_KIND_ELEMENTWISE;
  out->extra = fused ? 0 : out->bytes;
  int64_t piece = hlo_sharding_type_bytes(&self, mlirValueGetType(v));
  out->moved = kind == HLO_COLL_ALL_GATHER
                   ? moved_bytes(kind, out->bytes, ways_lacking(&self, &out->to))
                   : moved_bytes(kind, piece, ways_lacking(&self, &out->to));
  return true;
}

bool hlo_reshard_same(const HloReshard *a, const HloReshard *b) {
  return a->kind == b->kind && a->operand >= 0 && b->operand >= 0 &&
         mlirValueEqual(a->value, b->value) && shard_equal(&a->to, &b->to);
}

int hlo_partitioner_reshards(const HloShardingInfo *s, MlirOperation op, HloReshard *out,
                             int max) {
  if (!s || hlo_sharding_devices(s) <= 1 || hlo_op_is_annotation(op) ||
      mlirOperationGetNumResults(op) != 1)
    return 0;
  int n = 0;
  if (n < max && reduce_result(s, op, 0, &out[n]))
    n++;
  MlirValue res = mlirOperationGetResult(op, 0);
  HloSharding local;
  if (!hlo_sharding_partial(s, res, &local) && !tiled(s, res, &local))
    return n;
  for (intptr_t j = 0, nin = mlirOperationGetNumOperands(op); j < nin && n < max; j++)
    if (reshard_operand(s, op, j, &local, &out[n]))
      n++;
  return n;
}

void hlo_sharding_local_shape(const HloSharding *s, MlirType type, HloStr *out) {
  HloShape shape;
  if (!hlo_shape_of(type, &shape)) {
    hlo_str_puts(out, "?");
    return;
  }
  HloStr e = {0};
  mlirTypePrint(shape.elem, hlo_str_callback, &e);
  hlo_str_puts(&e, "");
  const char *name = e.data;
  if (!strcmp(name, "i1"))
    hlo_str_puts(out, "pred");
  else if (name[0] == 'i' || (name[0] == 's' && name[1] == 'i'))
    hlo_str_printf(out, "s%s", name + (name[0] == 'i' ? 1 : 2));
  else if (name[0] == 'u' && name[1] == 'i')
    hlo_str_printf(out, "u%s", name + 2);
  else
    hlo_str_puts(out, name);
  hlo_str_free(&e);
  hlo_str_puts(out, "[");
  for (int d = 0; d < shape.rank; d++) {
    int64_t t = s && s->kind == HLO_SHARD_TILED ? hlo_sharding_tiles(s, d) : 1;
    hlo_str_printf(out, "%s%lld", d ? "," : "", (long long)((shape.dims[d] + t - 1) / t));
  }
  hlo_str_puts(out, "]");
}
