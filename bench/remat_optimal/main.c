/*
 * hlomem-remat-optimal: the optimal rematerialization schedule of one
 * function under a memory budget, by Checkmate's mixed-integer program
 * (milp.c) over hlomem's memory and cost models (graph.c), written back as
 * a StableHLO module that hlomem-opt and hlomem-run read, so that its peak
 * and its results are checked by them and not by the program.
 *
 *   hlomem-remat-optimal INPUT --budget=BYTES|P%|min [-o OUT] [--json=FILE]
 *       [--function=NAME] [--cost=roofline|flops] [--device=h100|a100|cpu]
 *       [--sharing=xla|none] [--form=frontier|cover] [--order=program|warm]
 *       [--time-limit=SECONDS] [--min-time=SECONDS] [--warm=FILE]... [--verbose]
 *
 * Like hlomem-remat it works on one block, the function's body (@main,
 * else the function with the largest peak, or --function), region ops and
 * calls as units.
 *
 * Orders. Checkmate's form (--form=frontier, the default) fixes the order
 * in which the ops first run. It is solved in the program's order and,
 * with --order=warm (the default), in the order of the first runs of each
 * --warm schedule: hlomem-remat moves ops (an original left without uses
 * is dropped), which in the program's order is a run nothing reads plus a
 * later one; in the pass's own order its schedule is one the program can
 * choose. The cheapest schedule of all wins. Runs nothing reads are
 * dropped before comparing (prune); a schedule that had some was priced
 * above its cost, so the order of its own first runs is solved next
 * (refine), up to three times. --form=cover solves once, over every order.
 *
 * --budget=min first searches the smallest peak (bisection between a
 * floor and the best warm schedule's peak, feasibility probes), then the
 * cheapest schedule at it. --warm gives a schedule of the same function
 * to start from (hlomem-remat's output printed with --mlir-print-debuginfo:
 * its ops are matched to the input's by their locations, barriers
 * skipped); the input's own schedule is always offered. The emitted
 * schedule has no optimization barriers: the memory model measures
 * program order, which is all the check needs; a compiler that merges
 * equal ops or reorders them (XLA's CSE and scheduler) would need them, as
 * hlomem-remat adds them.
 *
 * The summary (stderr, and JSON with --json) gives the status over the
 * orders (optimal: every order's solve proven; feasible: a schedule, some
 * order unproven at the time limit; infeasible; unknown), each order's
 * program and result (JSON), the
 * recompute cost in the cost unit and in roofline seconds and FLOPs, the
 * best bound, the peak by the program's accounting and by the memory
 * model of the emitted module (which must fit the budget: anything else
 * is an error), and the program's size and times. Exit status 1 on
 * errors, 0 otherwise, a schedule found or not.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "remat_optimal.h"
#include "source.h"

static const char *program = "hlomem-remat-optimal";

typedef struct Options {
  const char *input, *output, *json, *function, *budget, *device;
  OptCost cost;
  HloSharing sharing;
  double time_limit;
  const char **warm;
  int nwarm;
  double min_time;    /* --min-time: seconds for the search of --budget=min */
  bool form_frontier; /* --form=frontier (default) or cover */
  bool warm_orders;   /* --order=warm (default): also the warm schedules' orders */
  bool verbose;
} Options;

static void usage(FILE *out) {
  fprintf(out,
          "usage: %s INPUT --budget=BYTES|P%%|min [-o OUT] [--json=FILE]\n"
          "         [--function=NAME] [--cost=roofline|flops] [--device=h100|a100|cpu]\n"
          "         [--sharing=xla|none] [--form=frontier|cover] [--order=program|warm]\n"
          "         [--time-limit=SECONDS] [--min-time=SECONDS] [--warm=FILE]... [--verbose]\n"
          "\n"
          "The optimal rematerialization schedule of one function under a memory budget\n"
          "(Checkmate's MILP over hlomem's memory and cost models, solved by GLPK),\n"
          "written as a StableHLO module.\n"
          "  --budget=B       peak to fit: bytes (512MiB), a percentage of the peak (60%%),\n"
          "                   or min (the smallest peak, then the cheapest schedule there)\n"
          "  -o OUT           the module with the schedule (not written without one)\n"
          "  --json=FILE      the summary as JSON (- for stdout)\n"
          "  --function=NAME  the function (default @main, else the largest peak)\n"
          "  --cost=C         roofline (default) or flops, as hlomem-remat's cost=\n"
          "  --device=D       the roofline's device (default h100)\n"
          "  --sharing=S      the memory model's buffer sharing, xla (default) or none\n"
          "  --form=F         frontier (default): Checkmate's form, op t first runs in\n"
          "                   stage t of a fixed order; cover: ops may first run later\n"
          "                   (every schedule of stages, a much weaker relaxation)\n"
          "  --order=O        frontier's orders: program, or warm (default): the\n"
          "                   program's and each warm schedule's order of first runs\n"
          "  --time-limit=S   seconds per solve (default 60)\n"
          "  --min-time=S     seconds for the search of --budget=min (default 4 x the limit)\n"
          "  --warm=FILE      a schedule of the function to start from (repeatable)\n"
          "  --verbose        GLPK's log on stderr\n",
          program);
}

static bool fail(const char *fmt, const char *arg) {
  fprintf(stderr, "%s: error: ", program);
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  return false;
}

static const char *value_of(const char *arg, const char *name) {
  size_t n = strlen(name);
  return strncmp(arg, name, n) == 0 && arg[n] == '=' ? arg + n + 1 : NULL;
}

/* 0: go on; 1: error; 2: --help. */
static int parse_args(int argc, char **argv, Options *o) {
  o->time_limit = 60;
  o->device = "h100";
  o->cost = OPT_COST_ROOFLINE;
  o->sharing = HLO_SHARING_XLA;
  o->form_frontier = true;
  o->warm_orders = true;
  o->warm = hlo_xcalloc((size_t)argc, sizeof *o->warm);
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      usage(stdout);
      return 2;
    } else if (strcmp(a, "-o") == 0 && i + 1 < argc) {
      o->output = argv[++i];
    } else if ((v = value_of(a, "--budget"))) {
      o->budget = v;
    } else if ((v = value_of(a, "--json"))) {
      o->json = v;
    } else if ((v = value_of(a, "--function"))) {
      o->function = v;
    } else if ((v = value_of(a, "--device"))) {
      if (!hlo_device_lookup(v))
        return !fail("unknown device '%s' (h100, a100, cpu)", v);
      o->device = v;
    } else if ((v = value_of(a, "--cost"))) {
      if (strcmp(v, "roofline") && strcmp(v, "flops"))
        return !fail("unknown cost '%s' (roofline, flops)", v);
      o->cost = strcmp(v, "flops") == 0 ? OPT_COST_FLOPS : OPT_COST_ROOFLINE;
    } else if ((v = value_of(a, "--sharing"))) {
      if (!hlo_sharing_parse(v, &o->sharing))
        return !fail("unknown sharing '%s' (xla, none)", v);
    } else if ((v = value_of(a, "--time-limit"))) {
      char *end;
      o->time_limit = strtod(v, &end);
      if (*end || !(o->time_limit > 0))
        return !fail("bad time limit '%s' (seconds, more than 0)", v);
    } else if ((v = value_of(a, "--min-time"))) {
      char *end;
      o->min_time = strtod(v, &end);
      if (*end || !(o->min_time > 0))
        return !fail("bad time '%s' (seconds, more than 0)", v);
    } else if ((v = value_of(a, "--form"))) {
      if (strcmp(v, "frontier") && strcmp(v, "cover"))
        return !fail("unknown form '%s' (frontier, cover)", v);
      o->form_frontier = strcmp(v, "frontier") == 0;
    } else if ((v = value_of(a, "--order"))) {
      if (strcmp(v, "program") && strcmp(v, "warm"))
        return !fail("unknown order '%s' (program, warm)", v);
      o->warm_orders = strcmp(v, "warm") == 0;
    } else if ((v = value_of(a, "--warm"))) {
      o->warm[o->nwarm++] = v;
    } else if (strcmp(a, "--verbose") == 0) {
      o->verbose = true;
    } else if (a[0] == '-' && a[1]) {
      return !fail("unknown option '%s' (see --help)", a);
    } else if (!o->input) {
      o->input = a;
    } else {
      return !fail("a second input '%s': one program at a time", a);
    }
  }
  if (!o->input)
    return !fail("%s", "no input file (see --help)");
  if (!o->budget)
    return !fail("%s", "--budget is required");
  if (!(o->min_time > 0))
    o->min_time = 4 * o->time_limit;
  return 0;
}

/* ---- diagnostics ---- */

static const HloSource *diag_source;

static void sink(const HloDiag *d, void *user) {
  (void)user;
  HloStr file = {0};
  unsigned line = 0, col = 0;
  bool located = hlo_location_split(d->loc, &file, &line, &col);
  const HloSource *s =
      located && diag_source && strcmp(file.data, diag_source->name) == 0 ? diag_source : NULL;
  hlo_print_diagnostic(located ? file.data : NULL, line, col, d->severity, d->message, s);
  hlo_str_free(&file);
}

/* ---- budgets ---- */

/* Bytes, a percentage of the peak (rounded down), or min (-1). */
static bool parse_budget(const char *text, int64_t peak, int64_t *out) {
  if (strcmp(text, "min") == 0) {
    *out = -1;
    return true;
  }
  size_t n = strlen(text);
  if (n > 1 && text[n - 1] == '%') {
    char *end;
    double p = strtod(text, &end);
    if (end != text + n - 1 || !(p > 0) || !isfinite(p))
      return false;
    *out = (int64_t)floor((double)peak * p / 100.0);
    return true;
  }
  return hlo_parse_bytes(text, out) && *out >= 0;
}

/* ---- warm schedules ---- */

typedef struct Place {
  uint64_t key; /* line << 32 | column */
  int32_t op;
} Place;

static int by_key(const void *x, const void *y) {
  const Place *a = x, *b = y;
  return (a->key > b->key) - (a->key < b->key);
}

static bool place_of(MlirOperation op, uint64_t *key) {
  HloStr file = {0};
  unsigned line, col;
  bool ok = hlo_location_split(mlirOperationGetLocation(op), &file, &line, &col);
  hlo_str_free(&file);
  *key = (uint64_t)line << 32 | col;
  return ok;
}

static Schedule schedule_as_written(const Graph *g) {
  Schedule s = {g->nops, hlo_xmalloc(sizeof *s.ops * (size_t)g->nops)};
  for (int32_t k = 0; k < g->nops; k++)
    s.ops[k] = k;
  return s;
}

/* hlomem-remat writes the copy of a splat constant as a broadcast of a
 * scalar constant, both at the constant's location: the broadcast is the
 * constant's run, the scalar (a few bytes) part of it. */
typedef enum SplatPart { SPLAT_NONE, SPLAT_SCALAR, SPLAT_BROADCAST } SplatPart;

static SplatPart splat_clone_part(MlirOperation op, MlirOperation original) {
  if (hlo_op_id(original) != HLO_OP_CONSTANT || mlirOperationGetNumResults(op) != 1)
    return SPLAT_NONE;
  MlirType want = mlirValueGetType(mlirOperationGetResult(original, 0));
  MlirType have = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (hlo_op_id(op) == HLO_OP_CONSTANT && !mlirTypeEqual(want, have))
    return SPLAT_SCALAR;
  if (hlo_op_id(op) == HLO_OP_BROADCAST_IN_DIM && mlirTypeEqual(want, have))
    return SPLAT_BROADCAST;
  return SPLAT_NONE;
}

/* The ops of `func` as ops of the graph, matched by location; barriers
 * are skipped. false (with a warning) if an op matches none or several. */
static bool schedule_of_func(const Graph *g, MlirOperation func, const char *path, Schedule *s) {
  Place *places = hlo_xmalloc(sizeof *places * (size_t)g->nops);
  int32_t np = 0;
  for (int32_t k = 0; k < g->nops; k++)
    if (place_of(g->ops[k].op, &places[np].key))
      places[np++].op = k;
  qsort(places, (size_t)np, sizeof *places, by_key);
  bool unique = true;
  for (int32_t i = 1; i < np; i++)
    unique &= places[i].key != places[i - 1].key;
  MlirBlock block = hlo_func_entry(func);
  intptr_t cap = mlirBlockIsNull(block) ? 0 : hlo_block_num_ops(block);
  s->ops = hlo_xmalloc(sizeof *s->ops * (size_t)(cap + 1));
  s->n = 0;
  bool ok = unique && cap > 0;
  for (MlirOperation op = ok ? mlirBlockGetFirstOperation(block) : (MlirOperation){NULL};
       ok && !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (hlo_op_id(op) == HLO_OP_OPTIMIZATION_BARRIER)
      continue;
    Place key = {0, -1};
    const Place *hit = place_of(op, &key.key)
                           ? bsearch(&key, places, (size_t)np, sizeof *places, by_key)
                           : NULL;
    SplatPart part = hit ? splat_clone_part(op, g->ops[hit->op].op) : SPLAT_NONE;
    if (part == SPLAT_SCALAR)
      continue;
    ok = hit && (part == SPLAT_BROADCAST ||
                 hlo_op_info(op)->id == hlo_op_info(g->ops[hit->op].op)->id);
    if (ok)
      s->ops[s->n++] = hit->op;
  }
  free(places);
  if (!ok) {
    fprintf(stderr,
            "%s: warning: %s: its ops do not all match the input's by location; not used "
            "(print it with --mlir-print-debuginfo from the same input)\n",
            program, path);
    schedule_free(s);
  }
  return ok;
}

static bool read_warm(MlirContext ctx, const Graph *g, const char *path, Schedule *s) {
  HloStr text = {0}, error = {0};
  if (!hlo_read_file(path, &text, &error)) {
    fprintf(stderr, "%s: error: %s\n", program, error.data);
    hlo_str_free(&error);
    return false;
  }
  MlirOperation module = hlo_parse_module(ctx, text.data, text.len, path);
  hlo_str_free(&text);
  if (mlirOperationIsNull(module))
    return false;
  MlirOperation func = hlo_lookup_func(module, hlo_func_name(g->func));
  bool ok = !mlirOperationIsNull(func);
  if (!ok)
    fprintf(stderr, "%s: error: %s has no function @%.*s\n", program, path,
            (int)hlo_func_name(g->func).length, hlo_func_name(g->func).data);
  else
    schedule_of_func(g, func, path, s); /* an unmatched schedule is skipped */
  mlirOperationDestroy(module);
  return ok;
}

/* ---- the schedule written back ---- */

/* Drops the executions nothing needs: the solver may leave a run whose
 * results no later run reads (costs below its tolerance). Kept: the
 * terminator, ops that run once, and the first run of ops whose results
 * the input never uses. Dropping runs only shortens lifetimes. */
static void prune(const Graph *g, Schedule *s) {
  int32_t *latest = hlo_xmalloc(sizeof *latest * (size_t)g->nops);
  int32_t *src = hlo_xmalloc(sizeof *src * (size_t)(s->n + 1));
  bool *needed = hlo_xcalloc((size_t)s->n + 1, sizeof *needed);
  bool *seen = hlo_xcalloc((size_t)g->nops, sizeof *seen);
  int32_t *first_src = NULL;
  int64_t nsrc = 0;
  for (int32_t e = 0; e < s->n; e++)
    nsrc += g->ops[s->ops[e]].ninputs;
  first_src = hlo_xmalloc(sizeof *first_src * (size_t)(nsrc + 1));
  for (int32_t k = 0; k < g->nops; k++)
    latest[k] = -1;
  int64_t at = 0;
  for (int32_t e = 0; e < s->n; e++) {
    const OptOp *op = &g->ops[s->ops[e]];
    src[e] = (int32_t)at;
    for (int32_t i = 0; i < op->ninputs; i++) {
      int32_t p = g->values[g->inputs[op->inputs0 + i]].op;
      first_src[at++] = p < 0 ? -1 : latest[p];
    }
    bool used = false;
    for (int32_t i = 0; i < op->nresults; i++)
      used |= g->values[op->result0 + i].nusers > 0;
    needed[e] = op->once || (!used && !seen[s->ops[e]]);
    seen[s->ops[e]] = true;
    latest[s->ops[e]] = e;
  }
  for (int32_t e = s->n - 1; e >= 0; e--) {
    if (!needed[e])
      continue;
    const OptOp *op = &g->ops[s->ops[e]];
    for (int32_t i = 0; i < op->ninputs; i++)
      if (first_src[src[e] + i] >= 0)
        needed[first_src[src[e] + i]] = true;
  }
  int32_t n = 0;
  for (int32_t e = 0; e < s->n; e++)
    if (needed[e])
      s->ops[n++] = s->ops[e];
  s->n = n;
  free(latest);
  free(src);
  free(needed);
  free(seen);
  free(first_src);
}

typedef struct Remap {
  const Graph *g;
  const MlirValue *now;
} Remap;

static MlirWalkResult remap_operands(MlirOperation op, void *user) {
  const Remap *r = user;
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++) {
    int64_t id;
    if (hlo_ptrmap_get(&r->g->ids, mlirOperationGetOperand(op, i).ptr, &id))
      mlirOperationSetOperand(op, i, r->now[id]);
  }
  return MlirWalkResultAdvance;
}

/* Rebuilds the function's block as the schedule: each run a clone of its
 * op (regions included) reading the latest run of each producer, then the
 * originals erased, last first. */
static void emit(const Graph *g, const Schedule *s) {
  MlirValue *now = hlo_xmalloc(sizeof *now * (size_t)g->nvalues);
  for (int32_t v = 0; v < g->nvalues; v++)
    now[v] = g->values[v].value;
  Remap r = {g, now};
  MlirOperation terminator = g->ops[g->nops - 1].op;
  for (int32_t e = 0; e + 1 < s->n; e++) {
    const OptOp *op = &g->ops[s->ops[e]];
    MlirOperation clone = hlo_op_clone(op->op);
    mlirOperationWalk(clone, remap_operands, &r, MlirWalkPreOrder);
    mlirBlockInsertOwnedOperationBefore(g->block, terminator, clone);
    for (int32_t i = 0; i < op->nresults; i++)
      now[op->result0 + i] = mlirOperationGetResult(clone, i);
  }
  remap_operands(terminator, &r);
  for (int32_t k = g->nops - 2; k >= 0; k--)
    mlirOperationDestroy(g->ops[k].op);
  free(now);
}

static bool write_module(MlirOperation module, const char *path) {
  HloStr out = {0}, error = {0};
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOpPrintingFlagsAssumeVerified(flags);
  mlirOperationPrintWithFlags(module, flags, hlo_str_callback, &out);
  mlirOpPrintingFlagsDestroy(flags);
  hlo_str_puts(&out, "\n");
  bool ok = hlo_write_file_atomic(path, out.data, out.len, &error);
  if (!ok)
    fprintf(stderr, "%s: error: %s\n", program, error.data);
  hlo_str_free(&out);
  hlo_str_free(&error);
  return ok;
}

/* ---- orders ---- */

/* The order in which a schedule first runs each op, topological since an
 * op first runs after its inputs did; false if some op never runs. */
static bool first_run_order(const Graph *g, const Schedule *s, int32_t *order) {
  bool *seen = hlo_xcalloc((size_t)g->nops, sizeof *seen);
  int32_t n = 0;
  for (int32_t e = 0; e < s->n; e++)
    if (!seen[s->ops[e]]) {
      seen[s->ops[e]] = true;
      order[n++] = s->ops[e];
    }
  free(seen);
  return n == g->nops && order[n - 1] == g->nops - 1;
}

/* A numbering of the ops the program is solved in: Checkmate's form fixes
 * one topological order and runs op t in stage t. */
typedef struct Order {
  const char *name; /* "program", or the warm file whose first runs it follows */
  int32_t *place;   /* op -> its number here; NULL for program order */
  int32_t *order;   /* number -> op */
  Graph *g;         /* the graph so numbered (owned unless program order) */
  MilpResult r;     /* the solve at the budget */
} Order;

static void renumber(const int32_t *map, Schedule *s) {
  for (int32_t e = 0; e < s->n; e++)
    s->ops[e] = map[s->ops[e]];
}

static Schedule schedule_copy(const Schedule *s) {
  Schedule c = {s->n, hlo_xmalloc(sizeof *c.ops * (size_t)(s->n + 1))};
  if (s->n) /* a warm file that matched nothing has no ops at all */
    memcpy(c.ops, s->ops, sizeof *c.ops * (size_t)s->n);
  return c;
}

/* ---- the run ---- */

typedef struct Run {
  const Options *o;
  MlirOperation module;
  Graph *g;
  int64_t budget;       /* bytes; the smallest peak found with --budget=min */
  Order *orders;
  int32_t norders;
  MilpStatus status;    /* over the orders: optimal only if each is proven */
  bool proven;          /* every order's solve ended proven */
  double bound;         /* the least of the orders' bounds */
  int32_t best_order;
  double cheapest;      /* the best schedule's recompute cost, */
  int64_t lowest;       /* peak, */
  bool best_pruned;     /* and whether the prune dropped runs of it */
  bool minimized;       /* --budget=min: */
  int64_t min_lower;    /* proven: no schedule peaks below */
  int32_t probes;       /* feasibility solves of the search */
  double min_seconds, seconds;
  Schedule min_schedule; /* the schedule of the smallest peak found */
  Schedule best;        /* pruned */
  int64_t peak_program, peak_model;
  double recompute_cost, recompute_seconds, recompute_flops;
  int32_t runs;
  Schedule *warm;       /* the input's own schedule, then the --warm files' */
  int32_t nwarm;
} Run;

static bool add_order(Run *run, const char *name, const Schedule *s) {
  Order *o = &run->orders[run->norders];
  o->name = name;
  if (!s) {
    o->g = run->g;
    run->norders++;
    return true;
  }
  int32_t n = run->g->nops;
  o->order = hlo_xmalloc(sizeof *o->order * (size_t)n);
  o->place = hlo_xmalloc(sizeof *o->place * (size_t)n);
  bool same = !first_run_order(run->g, s, o->order), identity = true;
  for (int32_t i = 0; !same && i < n; i++)
    identity &= o->order[i] == i;
  same |= identity;
  for (int32_t j = 1; !same && j < run->norders; j++)
    same = memcmp(run->orders[j].order, o->order, sizeof *o->order * (size_t)n) == 0;
  if (same) { /* program order, one we have, or not an order */
    free(o->order);
    free(o->place);
    memset(o, 0, sizeof *o);
    return false;
  }
  for (int32_t i = 0; i < n; i++)
    o->place[o->order[i]] = i;
  o->g = graph_reorder(run->g, o->order);
  run->norders++;
  return true;
}

/* The schedule's peak by the program's accounting, in the first order
 * (program's, then the others) that can express it: a schedule that moves
 * an op is a schedule of stages only in the order of its first runs. -1
 * if none can. */
static int64_t peak_in_orders(const Run *run, const Schedule *s) {
  int64_t peak = schedule_peak(run->g, s);
  for (int32_t i = 0; peak < 0 && i < run->norders; i++) {
    const Order *ord = &run->orders[i];
    if (!ord->place)
      continue;
    Schedule c = schedule_copy(s);
    renumber(ord->place, &c);
    peak = schedule_peak(ord->g, &c);
    schedule_free(&c);
  }
  return peak;
}

/* One solve in one order: the warm schedules renumbered into it, its
 * schedule renumbered back. */
static bool solve_in(Run *run, Order *ord, bool first, const Schedule *extra, MilpResult *r) {
  Schedule *warm = hlo_xcalloc((size_t)run->nwarm + 2, sizeof *warm);
  const Schedule **list = hlo_xcalloc((size_t)run->nwarm + 2, sizeof *list);
  int32_t n = 0;
  for (int32_t i = 0; i < run->nwarm + (extra != NULL); i++) {
    warm[n] = schedule_copy(i < run->nwarm ? &run->warm[i] : extra);
    if (ord->place)
      renumber(ord->place, &warm[n]);
    list[n] = &warm[n];
    n++;
  }
  MilpOptions mo = {run->budget, first, run->o->form_frontier, run->o->time_limit,
                    run->o->verbose, list, n};
  bool ok = milp_solve(ord->g, &mo, r);
  for (int32_t i = 0; i < n; i++)
    schedule_free(&warm[i]);
  free(warm);
  free(list);
  if (!ok)
    fprintf(stderr, "%s: error: GLPK failed\n", program);
  if (ok && r->schedule.n && ord->order)
    renumber(ord->order, &r->schedule);
  return ok;
}

/* The pruned schedule of order i's solve competes for *best: the
 * cheapest, then the lowest peak. Returns whether it ran ops the prune
 * dropped (its order then prices a move as a copy). */
static bool consider(Run *run, int32_t i, Schedule *best) {
  Order *ord = &run->orders[i];
  Schedule s = schedule_copy(&ord->r.schedule);
  int32_t before = s.n;
  prune(run->g, &s);
  double cost = schedule_recompute_cost(run->g, &s, NULL, NULL);
  int64_t peak = peak_in_orders(run, &s);
  if (!best->n || cost < run->cheapest || (cost == run->cheapest && peak < run->lowest)) {
    schedule_free(best);
    *best = s;
    run->cheapest = cost;
    run->lowest = peak;
    run->best_order = i;
    run->best_pruned = s.n < before;
  } else {
    schedule_free(&s);
  }
  return s.n < before;
}

/* Solves in orders from .. norders-1 at run->budget, keeping the best
 * schedule and what is proven. */
static bool solve_orders(Run *run, int32_t from, bool first, const Schedule *extra,
                         Schedule *best) {
  for (int32_t i = from; i < run->norders; i++) {
    Order *ord = &run->orders[i];
    milp_result_free(&ord->r);
    if (!solve_in(run, ord, first, extra, &ord->r))
      return false;
    run->seconds += ord->r.build_seconds + ord->r.solve_seconds;
    MilpStatus st = ord->r.status;
    run->proven &= st == MILP_OPTIMAL || st == MILP_INFEASIBLE;
    if (st != MILP_INFEASIBLE)
      run->bound = fmin(run->bound, ord->r.bound);
    if (!ord->r.schedule.n)
      continue;
    consider(run, i, best);
    if (first)
      break;
  }
  run->status = best->n ? (run->proven ? MILP_OPTIMAL : MILP_FEASIBLE)
                        : (run->proven ? MILP_INFEASIBLE : MILP_UNKNOWN);
  return true;
}

static bool solve_all(Run *run, bool first, const Schedule *extra, Schedule *best) {
  run->proven = true;
  run->bound = HUGE_VAL;
  run->best_order = -1;
  schedule_free(best);
  return solve_orders(run, 0, first, extra, best);
}

/* A schedule whose runs the prune dropped was priced above its cost: in
 * the order of the first runs of what remains, it is priced right. So
 * that order is solved too, from that schedule, until the best schedule
 * keeps all its runs or REFINE_ROUNDS orders were added. */
enum { REFINE_ROUNDS = 3 };
static const char *const refined[REFINE_ROUNDS] = {"refined 1", "refined 2", "refined 3"};

static bool refine(Run *run) {
  for (int32_t round = 0; round < REFINE_ROUNDS && run->best.n && run->best_pruned; round++) {
    Schedule from = schedule_copy(&run->best);
    bool added = add_order(run, refined[round], &from);
    bool ok = !added || solve_orders(run, run->norders - 1, false, &from, &run->best);
    schedule_free(&from);
    if (!ok)
      return false;
    if (!added)
      break;
  }
  return true;
}

/* A peak no schedule can go below: at every op, the arguments, its
 * inputs, its results (less what may be written over an operand) and its
 * transient are live at once. */
static int64_t peak_floor(const Graph *g) {
  int64_t floor = 0;
  for (int32_t k = 0; k < g->nops; k++) {
    const OptOp *op = &g->ops[k];
    int64_t live = g->arg_bytes + op->out_bytes + op->transient;
    for (int32_t i = 0; i < op->ninputs; i++)
      if (g->values[g->inputs[op->inputs0 + i]].op >= 0)
        live += g->values[g->inputs[op->inputs0 + i]].bytes;
    for (int32_t r = 0; r < op->nresults; r++) {
      bool pairs = false;
      for (int32_t q = 0; q < op->npairs; q++)
        pairs |= g->pairs[op->pairs0 + q].result == op->result0 + r;
      live -= pairs ? g->values[op->result0 + r].bytes : 0;
    }
    if (live > floor)
      floor = live;
  }
  return floor;
}

/* --budget=min: the smallest peak, by bisection between the floor and the
 * best warm schedule's peak, each probe a feasibility solve in each order
 * stopping at the first schedule that fits. A probe left unsolved, or
 * --min-time spent, ends the search: what is proven is then
 * [min_lower, budget]. */
static bool minimize_peak(Run *run) {
  double start = hlo_now();
  int64_t hi = INT64_MAX;
  for (int32_t i = 0; i < run->nwarm; i++) {
    int64_t p = peak_in_orders(run, &run->warm[i]);
    if (p >= 0 && p < hi) {
      hi = p;
      schedule_free(&run->min_schedule);
      run->min_schedule = schedule_copy(&run->warm[i]);
    }
  }
  int64_t lo = peak_floor(run->g);
  while (lo < hi && hlo_now() - start < run->o->min_time) {
    run->budget = lo + (hi - lo) / 2;
    Schedule found = {0};
    run->probes++;
    if (!solve_all(run, true, NULL, &found))
      return false;
    if (run->status == MILP_INFEASIBLE) {
      lo = run->budget + 1;
    } else if (found.n && peak_in_orders(run, &found) >= 0) {
      hi = peak_in_orders(run, &found);
      schedule_free(&run->min_schedule);
      run->min_schedule = found;
    } else {
      schedule_free(&found);
      break;
    }
  }
  run->min_lower = lo < hi ? lo : hi;
  run->budget = hi;
  run->min_seconds = hlo_now() - start;
  run->seconds = 0;
  return true;
}

static bool check_emitted(Run *run) {
  HloModuleMemory *mm =
      hlo_memory_analyze_with(run->module, &(HloMemoryOptions){.sharing = run->o->sharing,
                                                   .fusion = HLO_FUSION_NONE});
  HloFuncMemory *f = mm->failed ? NULL : hlo_memory_func(mm, run->g->func);
  run->peak_model = f && f->body ? f->body->peak : -1;
  hlo_memory_free(mm);
  if (run->peak_model < 0 || run->peak_model > run->budget) {
    fprintf(stderr,
            "%s: error: internal error: the emitted schedule peaks at %lld B by the memory "
            "model, over the budget of %lld B\n",
            program, (long long)run->peak_model, (long long)run->budget);
    return false;
  }
  if (run->peak_model != run->peak_program)
    fprintf(stderr,
            "%s: warning: the memory model counts %lld B where the program counts %lld B\n",
            program, (long long)run->peak_model, (long long)run->peak_program);
  return true;
}

static bool run_tool(Run *run) {
  const Options *o = run->o;
  run->orders = hlo_xcalloc((size_t)run->nwarm + 1 + REFINE_ROUNDS, sizeof *run->orders);
  add_order(run, "program", NULL);
  if (o->form_frontier && o->warm_orders)
    for (int32_t i = 1; i < run->nwarm; i++)
      add_order(run, o->warm[i - 1], &run->warm[i]);
  if (run->budget < 0) {
    run->minimized = true;
    if (!minimize_peak(run))
      return false;
  }
  if (!solve_all(run, false, run->minimized ? &run->min_schedule : NULL, &run->best) ||
      !refine(run))
    return false;
  if (!run->best.n)
    return true;
  run->runs = run->best.n - 1;
  run->peak_program = peak_in_orders(run, &run->best);
  run->recompute_cost = schedule_recompute_cost(run->g, &run->best, &run->recompute_seconds,
                                                &run->recompute_flops);
  emit(run->g, &run->best);
  return check_emitted(run);
}

/* ---- reports ---- */

static void json_order(HloStr *out, const Order *ord, bool last) {
  const MilpResult *r = &ord->r;
  hlo_str_puts(out, "    {\"order\": ");
  hlo_str_json(out, ord->name, strlen(ord->name));
  hlo_str_printf(out,
                 ", \"status\": \"%s\", \"objective\": %.17g, \"bound\": %.17g, "
                 "\"columns\": %d, \"rows\": %d, \"binaries\": %d, \"nonzeros\": %lld, "
                 "\"build_seconds\": %.6f, \"solve_seconds\": %.6f, \"warm_accepted\": %d}%s\n",
                 milp_status_name(r->status), r->objective, r->bound, r->columns, r->rows,
                 r->binaries, (long long)r->nonzeros, r->build_seconds, r->solve_seconds,
                 r->warm_accepted, last ? "" : ",");
}

static bool write_json(const Run *run) {
  const Graph *g = run->g;
  const Options *o = run->o;
  HloStr out = {0}, error = {0};
  MlirStringRef name = hlo_func_name(g->func);
  bool found = run->best.n > 0;
  hlo_str_puts(&out, "{\n  \"tool\": \"hlomem-remat-optimal\",\n  \"function\": ");
  hlo_str_json(&out, name.data, name.length);
  hlo_str_printf(&out,
                 ",\n  \"ops\": %d,\n  \"form\": \"%s\",\n  \"sharing\": \"%s\",\n"
                 "  \"cost\": \"%s\",\n  \"device\": \"%s\",\n  \"peak_before\": %lld,\n"
                 "  \"budget_bytes\": %lld,\n",
                 (int)g->nops - 1, o->form_frontier ? "frontier" : "cover",
                 hlo_sharing_name(o->sharing), o->cost == OPT_COST_FLOPS ? "flops" : "roofline",
                 o->device, (long long)g->peak, (long long)run->budget);
  if (run->minimized)
    hlo_str_printf(&out,
                   "  \"min_peak\": {\"status\": \"%s\", \"bytes\": %lld, \"lower\": %lld, "
                   "\"probes\": %d, \"seconds\": %.6f},\n",
                   run->min_lower == run->budget ? "optimal" : "feasible", (long long)run->budget,
                   (long long)run->min_lower, (int)run->probes, run->min_seconds);
  hlo_str_puts(&out, "  \"orders\": [\n");
  for (int32_t i = 0; i < run->norders; i++)
    json_order(&out, &run->orders[i], i + 1 == run->norders);
  hlo_str_printf(&out, "  ],\n  \"status\": \"%s\",\n  \"found\": %s,\n",
                 milp_status_name(run->status), found ? "true" : "false");
  if (found) {
    const char *by = run->orders[run->best_order].name;
    hlo_str_puts(&out, "  \"best_order\": ");
    hlo_str_json(&out, by, strlen(by));
    hlo_str_printf(&out,
                   ",\n  \"recompute_cost\": %.17g,\n  \"recompute_seconds\": %.17g,\n"
                   "  \"recompute_flops\": %.17g,\n  \"runs\": %d,\n"
                   "  \"peak_program\": %lld,\n  \"peak_after\": %lld,\n",
                   run->recompute_cost, run->recompute_seconds, run->recompute_flops,
                   (int)run->runs, (long long)run->peak_program, (long long)run->peak_model);
  }
  hlo_str_printf(&out, "  \"bound\": %.17g,\n  \"seconds\": %.6f\n}\n",
                 isfinite(run->bound) ? run->bound : -1.0, run->min_seconds + run->seconds);
  bool ok = hlo_write_file_atomic(o->json, out.data, out.len, &error);
  if (!ok)
    fprintf(stderr, "%s: error: %s\n", program, error.data);
  hlo_str_free(&out);
  hlo_str_free(&error);
  return ok;
}

static void summary(const Run *run) {
  MlirStringRef name = hlo_func_name(run->g->func);
  fprintf(stderr, "%s: @%.*s: %d ops, peak %lld B, budget %lld B%s: %s", program,
          (int)name.length, name.data, (int)run->g->nops - 1, (long long)run->g->peak,
          (long long)run->budget,
          !run->minimized                     ? ""
          : run->min_lower == run->budget ? " (the smallest peak)"
                                              : " (the smallest peak found)",
          milp_status_name(run->status));
  if (run->best.n)
    fprintf(stderr,
            " in %d order%s, recompute cost %.6g (%.6g s, %.6g FLOP) in %d runs, bound %.6g; "
            "peak %lld B (program), %lld B (memory model)",
            (int)run->norders, run->norders == 1 ? "" : "s", run->recompute_cost,
            run->recompute_seconds, run->recompute_flops, (int)run->runs,
            isfinite(run->bound) ? run->bound : -1.0, (long long)run->peak_program,
            (long long)run->peak_model);
  fprintf(stderr, "; %.3f s\n", run->min_seconds + run->seconds);
}

static HloFuncMemory *pick(HloModuleMemory *mm, const char *name) {
  if (!name)
    return hlo_memory_entry(mm);
  for (int32_t i = 0; i < mm->nfuncs; i++) {
    MlirStringRef n = mm->funcs[i].name;
    if (n.length == strlen(name) && memcmp(n.data, name, n.length) == 0)
      return &mm->funcs[i];
  }
  return NULL;
}

static bool load(MlirContext ctx, Run *run, HloSource *src) {
  const Options *o = run->o;
  HloStr error = {0};
  if (!hlo_source_open(o->input, src, &error)) {
    fprintf(stderr, "%s\n", error.data);
    hlo_str_free(&error);
    return false;
  }
  diag_source = src;
  run->module = hlo_parse_module(ctx, src->data, src->len, src->name);
  if (mlirOperationIsNull(run->module) || hlo_verify_module(run->module) > 0)
    return false;
  HloModuleMemory *mm =
      hlo_memory_analyze_with(run->module, &(HloMemoryOptions){.sharing = o->sharing,
                                                   .fusion = HLO_FUSION_NONE});
  HloFuncMemory *f = mm->failed ? NULL : pick(mm, o->function);
  if (!mm->failed && !f && o->function)
    fail("no function @%s", o->function);
  else if (!mm->failed && !f)
    fail("%s", "no function with a body");
  if (f)
    run->g = graph_build(f->func, f->body, o->sharing, o->cost, hlo_device_lookup(o->device));
  hlo_memory_free(mm);
  if (!run->g)
    return false;
  if (!parse_budget(o->budget, run->g->peak, &run->budget))
    return fail("bad budget '%s' (bytes, a percentage, or min)", o->budget);
  run->warm = hlo_xcalloc((size_t)o->nwarm + 1, sizeof *run->warm);
  run->warm[run->nwarm++] = schedule_as_written(run->g);
  for (int i = 0; i < o->nwarm; i++) {
    Schedule s = {0};
    if (!read_warm(ctx, run->g, o->warm[i], &s))
      return false;
    run->warm[run->nwarm++] = s; /* empty when it did not match: skipped */
  }
  return true;
}

static void run_free(Run *run) {
  for (int32_t i = 0; i < run->nwarm; i++)
    schedule_free(&run->warm[i]);
  free(run->warm);
  for (int32_t i = 0; i < run->norders; i++) {
    Order *o = &run->orders[i];
    milp_result_free(&o->r);
    if (o->order)
      graph_free(o->g);
    free(o->order);
    free(o->place);
  }
  free(run->orders);
  schedule_free(&run->best);
  schedule_free(&run->min_schedule);
  graph_free(run->g);
}

int main(int argc, char **argv) {
  hlo_tool_catch_fatal_errors(program);
  Options o = {0};
  int rc = parse_args(argc, argv, &o);
  if (rc) {
    free(o.warm);
    return rc == 2 ? 0 : 1;
  }
  MlirContext ctx = hlo_context_create();
  hlo_diag_set_sink(sink, NULL);
  HloSource src = {0};
  Run run = {.o = &o};
  bool ok = load(ctx, &run, &src) && run_tool(&run);
  if (ok) {
    summary(&run);
    if (o.json)
      ok = write_json(&run);
    if (ok && o.output && run.best.n)
      ok = write_module(run.module, o.output);
  }
  run_free(&run);
  if (!mlirOperationIsNull(run.module))
    mlirOperationDestroy(run.module);
  hlo_diag_set_sink(NULL, NULL);
  hlo_source_close(&src);
  hlo_context_destroy(ctx);
  free(o.warm);
  return ok ? 0 : 1;
}
