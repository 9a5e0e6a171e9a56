/*
 * hlomem-remat's emission: the state the search chose, written into the
 * function. Clones are copies of their original op by hlo_op_clone_local
 * (hlo_op_clone, which keeps <{...}> properties, at the cost of the op
 * alone rather than of the whole function), inserted in schedule order before
 * the next original op of the schedule; their operands, and the outer
 * values their regions read, are remapped to what the state says they
 * use. Original ops whose uses moved to clones are remapped the same way,
 * and the ops the state dropped are erased, last first. A clone takes
 * the hlomem.phase marker of the op it is placed before, so phase-marked
 * programs stay marked consistently.
 */
#include <stdlib.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "internal.h"

#define PHASE_ATTR "hlomem.phase"

typedef struct Remap {
  int32_t n;
  MlirValue *from, *to;
} Remap;

static MlirWalkResult remap_operands(MlirOperation op, void *user) {
  const Remap *r = user;
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++) {
    MlirValue v = mlirOperationGetOperand(op, i);
    for (int32_t j = 0; j < r->n; j++)
      if (mlirValueEqual(v, r->from[j])) {
        mlirOperationSetOperand(op, i, r->to[j]);
        break;
      }
  }
  return MlirWalkResultAdvance;
}

/* Points the uses in `op` (its regions included) of the model op's
 * inputs to the values node `node` of the state uses instead. */
static void remap(const Model *m, const State *s, const MlirValue *vals, int32_t node,
                  MlirOperation op, Remap *r) {
  const RematOp *o = &m->ops[s->nodes[node].op];
  const int32_t *now = node_inputs(s, node);
  r->n = 0;
  for (int32_t i = 0; i < o->ninputs; i++) {
    int32_t was = m->inputs[o->inputs0 + i];
    if (now[i] == was)
      continue;
    r->from[r->n] = m->values[was].value;
    r->to[r->n] = vals[now[i]];
    r->n++;
  }
  if (r->n)
    mlirOperationWalk(op, remap_operands, r, MlirWalkPreOrder);
}

static void copy_phase(MlirOperation from, MlirOperation to) {
  MlirStringRef name = mlirStringRefCreateFromCString(PHASE_ATTR);
  MlirAttribute phase = mlirOperationGetDiscardableAttributeByName(from, name);
  if (mlirAttributeIsNull(phase))
    mlirOperationRemoveDiscardableAttributeByName(to, name);
  else
    mlirOperationSetDiscardableAttributeByName(to, name, phase);
}

static bool results_unused(MlirOperation op) {
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; i++)
    if (!mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, i))))
      return false;
  return true;
}

bool remat_emit(const Model *m, const State *s) {
  MlirValue *vals = hlo_xcalloc((size_t)s->nvalues, sizeof *vals);
  for (int32_t v = 0; v < m->nvalues; v++)
    vals[v] = m->values[v].value;
  int32_t most = 1;
  for (int32_t k = 0; k < m->nops; k++)
    if (m->ops[k].ninputs > most)
      most = m->ops[k].ninputs;
  Remap r = {0, hlo_xmalloc(sizeof *r.from * (size_t)most),
             hlo_xmalloc(sizeof *r.to * (size_t)most)};

  /* Each clone goes before the next original op of the schedule. */
  int32_t *anchor = hlo_xmalloc(sizeof *anchor * (size_t)(s->norder ? s->norder : 1));
  for (int32_t k = s->norder - 1, next = -1; k >= 0; k--) {
    if (s->order[k] < m->nops)
      next = s->order[k];
    anchor[k] = next;
  }
  bool ok = true;
  for (int32_t k = 0; k < s->norder && ok; k++) {
    int32_t node = s->order[k];
    if (node < m->nops)
      continue;
    if (anchor[k] < 0) {
      hlo_error(mlirOperationGetLocation(m->func),
                "hlomem-remat: internal error: a clone is scheduled after the return");
      ok = false;
      break;
    }
    MlirOperation before = m->ops[anchor[k]].op;
    MlirOperation clone = hlo_op_clone_local(m->ops[s->nodes[node].op].op);
    remap(m, s, vals, node, clone, &r);
    copy_phase(before, clone);
    mlirBlockInsertOwnedOperationBefore(m->block, before, clone);
    for (int32_t i = 0, n = m->ops[s->nodes[node].op].nresults; i < n; i++)
      vals[s->nodes[node].result0 + i] = mlirOperationGetResult(clone, i);
  }
  for (int32_t node = 0; node < m->nops && ok; node++)
    if (!s->nodes[node].dead)
      remap(m, s, vals, node, m->ops[node].op, &r);
  for (int32_t node = m->nops - 1; node >= 0 && ok; node--) {
    if (!s->nodes[node].dead)
      continue;
    MlirOperation op = m->ops[node].op;
    if (!results_unused(op)) {
      hlo_error(mlirOperationGetLocation(op),
                "hlomem-remat: internal error: an op left the schedule but is still used");
      ok = false;
      break;
    }
    mlirOperationDestroy(op);
  }
  free(anchor);
  free(r.from);
  free(r.to);
  free(vals);
  return ok;
}
