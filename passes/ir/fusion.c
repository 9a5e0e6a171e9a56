/*
 * IR layer: XLA's fusion as the memory model needs it (docs/memory-model.md,
 * "Fusion"): which values XLA's GPU compiler writes to a buffer, decided
 * per block once, for the analysis, the interpreter's count and remat's
 * schedule model alike.
 *
 * The one idea is XLA's PriorityFusion rule: a producer is fused into all
 * of its users at once, duplicated into each, or into none of them
 * (priority_fusion.cc, CanFuseWithAllNonBitcastUsers). So ops are decided
 * last to first: an op whose every user is fused, or is a kernel that can
 * take it at that operand, is fused itself; anything else is a kernel
 * whose results are buffers. Views (reshapes, same-width bitcasts,
 * sharding annotations) have no buffer of their own either way: they are
 * XLA's bitcasts. A reduction is the hero of its kernel: it takes in its
 * inputs and at most a chain of one-operand elementwise ops after it, and
 * the end of that chain is a buffer.
 */
#include <stdlib.h>
#include <string.h>

#include "hlomem/ir.h"

bool hlo_op_is_view(MlirOperation op) {
  HloOpId id = hlo_op_id(op);
  if (id == HLO_OP_RESHAPE)
    return true;
  if (id == HLO_OP_BITCAST_CONVERT)
    return hlo_value_bytes(mlirOperationGetOperand(op, 0)) ==
           hlo_value_bytes(mlirOperationGetResult(op, 0));
  return hlo_op_is_annotation(op);
}

/* A splat constant, or one of at most one element: XLA's algebraic
 * simplifier makes the first a broadcast of a scalar, and fuses the
 * second into its users; larger constants keep their own storage. */
static bool is_fusible_constant(MlirOperation op) {
  MlirAttribute v = hlo_attr(op, "value");
  if (mlirAttributeIsNull(v) || !mlirAttributeIsADenseElements(v))
    return false;
  return mlirDenseElementsAttrIsSplat(v) || hlo_type_elements(mlirAttributeGetType(v)) <= 1;
}

bool hlo_op_fusible_producer(MlirOperation op) {
  if (mlirOperationGetNumResults(op) != 1 || hlo_op_is_view(op))
    return mlirOperationGetNumResults(op) == 1;
  switch (hlo_op_id(op)) {
  case HLO_OP_CONSTANT: return is_fusible_constant(op);
  case HLO_OP_IOTA:
  case HLO_OP_PARTITION_ID:
  case HLO_OP_REPLICA_ID:
  case HLO_OP_BROADCAST:
  case HLO_OP_BROADCAST_IN_DIM:
  case HLO_OP_CONCATENATE:
  case HLO_OP_DYNAMIC_SLICE:
  case HLO_OP_GATHER:
  case HLO_OP_PAD:
  case HLO_OP_REVERSE:
  case HLO_OP_SLICE:
  case HLO_OP_TRANSPOSE:
  case HLO_OP_TORCH_INDEX_SELECT:
  case HLO_OP_REDUCE:
  case HLO_OP_REDUCE_WINDOW:
  case HLO_OP_MAP: return true;
  default: return hlo_op_info(op)->kind == HLO_KIND_ELEMENTWISE;
  }
}

bool hlo_operand_fusible(MlirOperation user, intptr_t j) {
  if (hlo_op_is_view(user))
    return true;
  switch (hlo_op_id(user)) {
  case HLO_OP_BROADCAST:
  case HLO_OP_BROADCAST_IN_DIM:
  case HLO_OP_CONCATENATE:
  case HLO_OP_DYNAMIC_SLICE:
  case HLO_OP_GATHER:
  case HLO_OP_PAD:
  case HLO_OP_REVERSE:
  case HLO_OP_SLICE:
  case HLO_OP_TRANSPOSE:
  case HLO_OP_TORCH_INDEX_SELECT:
  case HLO_OP_REDUCE:
  case HLO_OP_REDUCE_WINDOW:
  case HLO_OP_MAP: return true;
  /* In-place ops write into operand 0 (their inputs, for scatter): that
   * buffer must exist; what they read besides may be fused. */
  case HLO_OP_DYNAMIC_UPDATE_SLICE: return j > 0;
  case HLO_OP_SCATTER: return j >= (mlirOperationGetNumOperands(user) - 1) / 2;
  default: return hlo_op_info(user)->kind == HLO_KIND_ELEMENTWISE;
  }
}
