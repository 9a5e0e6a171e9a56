/*
 * Module report (passes/report/): this pass, the SVG timeline it draws
 * (timeline_svg.c, timeline_svg.h) and the memory viewer, an HTML page
 * around the JSON report (viewer.h: timeline.c, compare.c, json_read.c,
 * viewer_html.c, viewer/). It may call the models and the IR layer; no
 * other pass.
 *
 * hlomem-memory-report: analysis only. For each function: the peak bytes
 * of the memory model, the op where the peak happens (and where inside it,
 * through regions and callees), the largest buffers live there, argument
 * and result totals, and the cost model's FLOPs, bytes and roofline time.
 * Anchored on builtin.module (the model is interprocedural).
 *
 * Options: format=text|json|html, out=FILE (default stderr, "-" for
 * stdout), timeline (JSON: every point and buffer, as the page draws
 * them), compare=FILE (JSON, html: the report of the program before,
 * written with timeline, set beside this one),
 * top=N, function=NAME (only that function), device=h100|a100|cpu,
 * svg=FILE with label=NAME and overlay (add this run's curve to an
 * existing timeline, for before/after plots), limit=BYTES (a warning for
 * each function whose peak exceeds it), sharing=xla|none (the memory
 * model's buffer sharing, docs/memory-model.md; none counts every value as
 * its own buffer), schedule=program|xla (xla: also
 * the peak under the order XLA's memory scheduler would give the module,
 * hlomem-schedule's, computed on the module and undone; the rest of the
 * report stays in program order), per-device=true|false (in a module
 * split over devices, sizes are one device's unless false; values whose
 * split no rule decides keep their whole size, each said in a remark),
 * shardings (a remark for every value of a sharded module: its split and
 * its bytes on one device), inline=true|false (the default measures a copy
 * with every call inlined, the one program XLA allocates; false counts a
 * call as its callee's local peak), fusion=xla|none (the default: values
 * XLA fuses into their users have no buffer; none counts every op's).
 * schedule=auto (the default) is xla for format=html, whose page draws the
 * order the figures use, and program otherwise.
 *
 * The report is built in memory and written at the end, so a failing run
 * never leaves a half-written file.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/cost.h"
#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "hlomem/memory.h"
#include "hlomem/schedule.h"
#include "pipeline/catalog.h"
#include "timeline_svg.h"
#include "viewer.h"

typedef struct ReportOptions {
  int format; /* 0 text, 1 json, 2 html */
  char *out;
  int64_t top;
  char *function;
  int device;
  char *svg;
  char *label;
  bool overlay;
  int64_t limit;
  int sharing; /* HloSharing */
  int schedule; /* 0 program, 1 xla, 2 auto: xla for html, else program */
  bool per_device;
  bool shardings;
  bool partitioner;
  bool inline_calls;
  int fusion; /* HloFusion */
  bool timeline;
  char *compare;
} ReportOptions;

static const char *const formats[] = {"text", "json", "html", NULL};
static const char *const device_names[] = {"h100", "a100", "cpu", NULL};
static const char *const sharings[] = {"xla", "none", NULL}; /* HloSharing order */
static const char *const fusions[] = {"xla", "none", NULL};  /* HloFusion order */
static const char *const schedules[] = {"program", "xla", "auto", NULL};

static const HloOptionInfo report_options[] = {
    {"format", HLO_OPT_ENUM, offsetof(ReportOptions, format), "text",
     "text, json, or html (the memory viewer: one page, needs out=FILE)", formats},
    {"out", HLO_OPT_STRING, offsetof(ReportOptions, out), "",
     "write the report to FILE ('-' for stdout; default stderr)", NULL},
    {"top", HLO_OPT_INT, offsetof(ReportOptions, top), "5",
     "number of live buffers and costly ops listed", NULL},
    {"function", HLO_OPT_STRING, offsetof(ReportOptions, function), "",
     "report only this function", NULL},
    {"device", HLO_OPT_ENUM, offsetof(ReportOptions, device), "h100",
     "device of the roofline cost model", device_names},
    {"svg", HLO_OPT_STRING, offsetof(ReportOptions, svg), "",
     "write a timeline of live bytes over the report's order to FILE", NULL},
    {"label", HLO_OPT_STRING, offsetof(ReportOptions, label), "",
     "name of this run's curve in the timeline", NULL},
    {"overlay", HLO_OPT_BOOL, offsetof(ReportOptions, overlay), "false",
     "add this run's curve to the timeline already in the svg FILE", NULL},
    {"limit", HLO_OPT_BYTES, offsetof(ReportOptions, limit), "0",
     "device memory limit: warn about functions whose peak exceeds it (0: none)", NULL},
    {"sharing", HLO_OPT_ENUM, offsetof(ReportOptions, sharing), "xla",
     "buffer sharing of the memory model: xla (as XLA's buffer assignment) or none", sharings},
    {"schedule", HLO_OPT_ENUM, offsetof(ReportOptions, schedule), "auto",
     "program, or xla: also the peak under XLA's memory scheduler's order (hlomem-schedule), "
     "over which timelines are drawn; auto: xla for format=html, else program",
     schedules},
    {"per-device", HLO_OPT_BOOL, offsetof(ReportOptions, per_device), "true",
     "in a module split over devices, one device's bytes (false: the whole program's)", NULL},
    {"shardings", HLO_OPT_BOOL, offsetof(ReportOptions, shardings), "false",
     "a remark per value of a module split over devices: its sharding and bytes per device",
     NULL},
    {"partitioner", HLO_OPT_BOOL, offsetof(ReportOptions, partitioner), "true",
     "in a module split over devices, count the buffers XLA's SPMD partitioner adds "
     "(all-gathers, reshards, a reduce-scatter's local sums)",
     NULL},
    {"fusion", HLO_OPT_ENUM, offsetof(ReportOptions, fusion), "xla",
     "fusion of the memory model: xla (values XLA fuses into their users have no buffer) or "
     "none",
     fusions},
    {"inline", HLO_OPT_BOOL, offsetof(ReportOptions, inline_calls), "true",
     "measure the program with every call inlined, as XLA allocates it (false: a call counts "
     "as its callee's local peak)",
     NULL},
    {"timeline", HLO_OPT_BOOL, offsetof(ReportOptions, timeline), "false",
     "json: every point and buffer of each function (what format=html draws)", NULL},
    {"compare", HLO_OPT_STRING, offsetof(ReportOptions, compare), "",
     "json, html: set this report beside FILE, the earlier one (written with timeline)", NULL},
};

static bool validate(const void *opts, HloStr *error) {
  const ReportOptions *o = opts;
  if (o->top < 0) {
    hlo_str_puts(error, "option 'top' of pass 'hlomem-memory-report' must be at least 0");
    return false;
  }
  if (o->format == 2 && !o->out[0]) {
    hlo_str_puts(error, "option 'format=html' of pass 'hlomem-memory-report' needs out=FILE");
    return false;
  }
  if ((o->timeline || o->compare[0]) && o->format == 0) {
    hlo_str_puts(error, "options 'timeline' and 'compare' of pass 'hlomem-memory-report' need "
                        "format=json or format=html");
    return false;
  }
  if ((o->overlay || o->label[0]) && !o->svg[0]) {
    hlo_str_puts(error, "options 'label' and 'overlay' of pass 'hlomem-memory-report' need svg=FILE");
    return false;
  }
  return true;
}

/* ---- describing things ---- */

static void loc_of(MlirLocation loc, HloStr *out) {
  out->len = 0;
  hlo_location_format(loc, out);
}

static void op_name(MlirOperation op, HloStr *out) {
  MlirStringRef s = mlirIdentifierStr(mlirOperationGetName(op));
  out->len = 0;
  hlo_str_append(out, s.data, s.length);
}

static bool name_is(MlirStringRef name, const char *s) {
  return strlen(s) == name.length && memcmp(s, name.data, name.length) == 0;
}

typedef struct Where {
  HloStr op, loc;
} Where;

/* The op at the block's peak and, following transients, the innermost op
 * where the peak happens. `path` gets " > " separated op names. */
static void peak_path(const HloBlockMemory *b, int32_t at, HloStr *path, Where *inner) {
  path->len = 0;
  hlo_str_append(path, "", 0);
  while (at >= 0 && b->inner && b->inner[at]) {
    const HloBlockMemory *in = b->inner[at];
    MlirOperation op = b->ops[at];
    if (hlo_op_id(op) == HLO_OP_CALL) {
      MlirStringRef callee = hlo_func_name(in->owner);
      hlo_str_printf(path, "%s@%.*s", path->len ? " > " : "", (int)callee.length, callee.data);
    } else {
      MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
      hlo_str_printf(path, "%s%.*s", path->len ? " > " : "", (int)n.length, n.data);
    }
    b = in;
    at = in->local_peak_at;
  }
  if (at >= 0) {
    op_name(b->ops[at], &inner->op);
    loc_of(mlirOperationGetLocation(b->ops[at]), &inner->loc);
  }
}

static void describe_buffer(const HloBuffer *x, const HloBlockMemory *b, HloStr *what,
                            HloStr *loc) {
  what->len = loc->len = 0;
  hlo_str_append(what, "", 0);
  hlo_str_append(loc, "", 0);
  if (x->is_arg) {
    hlo_str_printf(what, "argument #%lld", (long long)mlirBlockArgumentGetArgNumber(x->value));
    return;
  }
  MlirOperation op = b->ops[x->def];
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  hlo_str_append(what, n.data, n.length);
  if (mlirOperationGetNumResults(op) > 1)
    hlo_str_printf(what, "#%lld", (long long)mlirOpResultGetResultNumber(x->value));
  hlo_location_format(mlirOperationGetLocation(op), loc);
}

typedef struct CostlyOp {
  MlirOperation op;
  double seconds;
  HloCost cost;
} CostlyOp;

static int by_seconds_desc(const void *x, const void *y) {
  const CostlyOp *a = x, *b = y;
  return (a->seconds < b->seconds) - (a->seconds > b->seconds);
}

/* The body's deep cost, and its `top` most expensive top-level ops. */
static HloCost func_cost(const HloBlockMemory *b, const HloDevice *dev, CostlyOp *top,
                         int64_t ntop, int64_t *nfound) {
  HloCost total = {0, 0, 0, 0};
  *nfound = 0;
  HloCostCache *cache = hlo_cost_cache_create();
  hlo_cost_cache_set_sharding(cache, b->shard);
  for (int32_t k = 0; k < b->nops; k++) {
    HloCost c = hlo_op_cost_cached(cache, b->ops[k]);
    hlo_cost_add(&total, c, 1);
    CostlyOp e = {b->ops[k], hlo_cost_seconds(dev, c), c};
    if (ntop == 0 || e.seconds <= 0)
      continue;
    if (*nfound < ntop) {
      top[(*nfound)++] = e;
    } else if (e.seconds > top[ntop - 1].seconds) {
      top[ntop - 1] = e;
    } else {
      continue;
    }
    qsort(top, (size_t)*nfound, sizeof *top, by_seconds_desc);
  }
  hlo_cost_cache_free(cache);
  return total;
}

static const char *seconds_str(double s, char buf[32]) {
  if (s >= 1)
    snprintf(buf, 32, "%.3f s", s);
  else if (s >= 1e-3)
    snprintf(buf, 32, "%.3f ms", s * 1e3);
  else if (s >= 1e-6)
    snprintf(buf, 32, "%.3f us", s * 1e6);
  else
    snprintf(buf, 32, "%.1f ns", s * 1e9);
  return buf;
}

static const char *count_str(double v, const char *unit, char buf[32]) {
  static const char *prefix[] = {"", "K", "M", "G", "T", "P", "E"};
  int p = 0;
  while (v >= 1000 && p < 6) {
    v /= 1000;
    p++;
  }
  snprintf(buf, 32, p ? "%.2f %s%s" : "%.0f %s%s", v, prefix[p], unit);
  return buf;
}

/* ---- the two formats ---- */

typedef struct Report {
  const ReportOptions *o;
  const HloDevice *dev;
  HloModuleMemory *m;
  HloStr out;
  HloStr a, b, c; /* scratch */
  int nfuncs;
  int64_t devices; /* the module's, whether or not sizes are per device */
  HloModuleMemory *xla; /* the model under XLA's order, for schedule=xla */
  HloScheduleChoice choice;
  int64_t inlined; /* call sites inlined in the copy measured */
  HloTimelines *timelines; /* timeline, compare and html */
} Report;

static void text_header(Report *r) {
  HloStr loc = {0};
  loc_of(mlirOperationGetLocation(r->m->module), &loc);
  char *colon = strchr(loc.data, ':');
  if (colon)
    *colon = '\0';
  hlo_str_printf(&r->out, "hlomem memory report%s%s (cost model: %s, %s)\n",
                 loc.data[0] ? ": " : "", loc.data, r->dev->name, r->dev->description);
  hlo_str_printf(&r->out, "buffer sharing: %s; fusion: %s\n", hlo_sharing_name(r->m->sharing),
                 hlo_fusion_name(r->m->fusion));
  if (r->inlined)
    hlo_str_printf(&r->out, "calls: %lld inlined, as XLA does before it allocates\n",
                   (long long)r->inlined);
  hlo_str_free(&loc);
  if (r->m->shard) {
    const MlirValue *values;
    const char *const *why;
    int32_t undecided = hlo_sharding_undecided(r->m->shard, &values, &why);
    hlo_str_printf(&r->out,
                   "sizes: per device (%lld devices); %d value%s annotated, %d of whole size "
                   "(no rule decides their split)\n",
                   (long long)r->m->devices, hlo_sharding_num_annotated(r->m->shard),
                   hlo_sharding_num_annotated(r->m->shard) == 1 ? "" : "s", undecided);
  } else if (r->devices > 1) {
    hlo_str_printf(&r->out, "sizes: global, all devices' (the module is split over %lld devices)\n",
                   (long long)r->devices);
  }
  if (r->xla) {
    const HloScheduleChoice *c = &r->choice;
    hlo_str_printf(&r->out,
                   "schedule: XLA's memory scheduler takes %s (entry peak: list %lld B, "
                   "dfs %lld B, postorder %lld B)\n",
                   hlo_schedule_name(c->chosen), (long long)c->peak[HLO_SCHEDULE_LIST],
                   (long long)c->peak[HLO_SCHEDULE_DFS],
                   (long long)c->peak[HLO_SCHEDULE_POSTORDER]);
  }
}

/* The function's peak under XLA's order, beside the program order's. */
static void text_scheduled(Report *r, HloFuncMemory *f) {
  const HloFuncMemory *x = hlo_memory_func(r->xla, f->func);
  const HloBlockMemory *b = x ? x->body : NULL;
  if (!b || b->peak_at < 0)
    return;
  char b1[32];
  op_name(b->ops[b->peak_at], &r->a);
  loc_of(mlirOperationGetLocation(b->ops[b->peak_at]), &r->b);
  hlo_str_printf(&r->out, "  under XLA's schedule (%s): peak %s%s",
                 hlo_schedule_name(r->choice.chosen), b->unknown ? ">= " : "",
                 hlo_format_bytes(b->peak, b1));
  if (b->peak >= 1024)
    hlo_str_printf(&r->out, " (%lld B)", (long long)b->peak);
  hlo_str_printf(&r->out, " at op %d of %d, %s%s%s\n", b->peak_at + 1, b->nops, r->a.data,
                 r->b.len ? " at " : "", r->b.data);
}

/* "all-gather of argument #1 for stablehlo.dot_general", "reduce-scatter
 * of stablehlo.dot_general", and the op's location. */
static void describe_collective(const HloCollective *c, HloStr *what, HloStr *loc) {
  what->len = 0;
  hlo_str_printf(what, "%s of ", hlo_collective_name((HloCollectiveKind)c->what.kind));
  MlirValue v = c->what.value;
  if (mlirValueIsABlockArgument(v))
    hlo_str_printf(what, "argument #%lld", (long long)mlirBlockArgumentGetArgNumber(v));
  else {
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(mlirOpResultGetOwner(v)));
    hlo_str_append(what, n.data, n.length);
  }
  if (c->what.operand >= 0) {
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(c->op));
    hlo_str_puts(what, " for ");
    hlo_str_append(what, n.data, n.length);
  }
  if (c->readers > 1)
    hlo_str_printf(what, " (%d readers)", (int)c->readers);
  loc_of(mlirOperationGetLocation(c->op), loc);
}

static int larger_collective_first(const void *x, const void *y) {
  const HloCollective *a = *(const HloCollective *const *)x, *b = *(const HloCollective *const *)y;
  if (a->what.extra != b->what.extra)
    return a->what.extra > b->what.extra ? -1 : 1;
  return a->first < b->first ? -1 : a->first > b->first;
}

/* The partitioner's buffers live at the peak, largest first. */
static void text_collectives(Report *r, const HloBlockMemory *b) {
  char b1[32];
  if (!b->ncollectives)
    return;
  HloStr *out = &r->out;
  int32_t k = b->peak_at, counts[HLO_COLL_SLICE + 1] = {0};
  for (int32_t i = 0; i < b->ncollectives; i++)
    counts[b->collectives[i].what.kind]++;
  hlo_str_printf(out, "  the SPMD partitioner's collectives: %d (", (int)b->ncollectives);
  for (int kind = 0, any = 0; kind <= HLO_COLL_SLICE; kind++)
    if (counts[kind])
      hlo_str_printf(out, "%s%s %d", any++ ? ", " : "", hlo_collective_name((HloCollectiveKind)kind),
                     counts[kind]);
  hlo_str_printf(out, "); their buffers at the peak: %s\n",
                 hlo_format_bytes(b->partitioner[k], b1));
  const HloCollective **live = hlo_xmalloc(sizeof *live * (size_t)b->ncollectives);
  int32_t n = 0;
  for (int32_t i = 0; i < b->ncollectives; i++) {
    const HloCollective *c = &b->collectives[i];
    if (c->first <= k && k <= c->last && c->what.extra > 0)
      live[n++] = c;
  }
  qsort(live, (size_t)n, sizeof *live, larger_collective_first);
  for (int32_t i = 0; i < n && i < r->o->top; i++) {
    describe_collective(live[i], &r->a, &r->b);
    /* A reduction's buffer is the local sums, before the collective. */
    HloSharding shown = live[i]->what.to;
    if (live[i]->what.operand < 0)
      hlo_sharding_partial(b->shard, live[i]->what.value, &shown);
    r->c.len = 0;
    hlo_sharding_local_shape(&shown, mlirValueGetType(live[i]->what.value), &r->c);
    hlo_str_printf(out, "    %12s  %s  %s%s%s\n", hlo_format_bytes(live[i]->what.extra, b1),
                   r->c.data, r->a.data, r->b.len ? " at " : "", r->b.data);
  }
  free(live);
}

static void text_function(Report *r, HloFuncMemory *f) {
  char b1[32], b2[32], b3[32], b4[32];
  HloStr *out = &r->out;
  hlo_str_printf(out, "\n@%.*s", (int)f->name.length, f->name.data);
  if (!f->body) {
    hlo_str_puts(out, ": declaration, no body\n");
    return;
  }
  const HloBlockMemory *b = f->body;
  if (b->peak_at < 0) {
    hlo_str_puts(out, ": empty\n");
    return;
  }
  Where inner = {{0}, {0}};
  op_name(b->ops[b->peak_at], &r->a);
  loc_of(mlirOperationGetLocation(b->ops[b->peak_at]), &r->b);
  hlo_str_printf(out, ": peak %s%s", b->unknown ? ">= " : "", hlo_format_bytes(b->peak, b1));
  if (b->peak >= 1024)
    hlo_str_printf(out, " (%lld B)", (long long)b->peak);
  hlo_str_printf(out, " at op %d of %d, %s%s%s\n", b->peak_at + 1, b->nops, r->a.data,
                 r->b.len ? " at " : "", r->b.data);
  if (r->xla)
    text_scheduled(r, f);
  if (r->o->limit > 0)
    hlo_str_printf(out, "  %s the %s limit by %s\n", b->peak > r->o->limit ? "over" : "under",
                   hlo_format_bytes(r->o->limit, b1),
                   hlo_format_bytes(b->peak > r->o->limit ? b->peak - r->o->limit
                                                           : r->o->limit - b->peak,
                                    b2));
  int64_t transient = b->transient[b->peak_at];
  hlo_str_printf(out, "  live %s + transient %s", hlo_format_bytes(b->live[b->peak_at], b1),
                 hlo_format_bytes(transient, b2));
  if (transient > 0 && b->inner[b->peak_at]) {
    peak_path(b, b->peak_at, &r->c, &inner);
    hlo_str_printf(out, " inside %s, at %s%s%s", r->c.data, inner.op.data,
                   inner.loc.len ? " at " : "", inner.loc.len ? inner.loc.data : "");
  }
  hlo_str_puts(out, "\n");
  hlo_str_free(&inner.op);
  hlo_str_free(&inner.loc);
  hlo_str_printf(out, "  arguments: %d, %s; results: %d, %s; as a callee: %s local peak\n",
                 f->nargs, hlo_format_bytes(f->arg_bytes, b1), f->nresults,
                 hlo_format_bytes(f->result_bytes, b2), hlo_format_bytes(b->local_peak, b3));
  hlo_str_printf(out, "  kernels: %d%s\n", (int)b->kernels,
                 b->fusion == HLO_FUSION_XLA ? " (XLA's fusions and unfused ops)" : " (ops, unfused)");
  if (b->unknown) {
    loc_of(mlirValueIsAOpResult(b->first_unknown)
               ? mlirOperationGetLocation(mlirOpResultGetOwner(b->first_unknown))
               : mlirOperationGetLocation(f->func),
           &r->a);
    hlo_str_printf(out, "  unknown sizes: %d value%s (first at %s); the peak is a lower bound\n",
                   b->unknown, b->unknown == 1 ? "" : "s", r->a.data);
  }
  if (r->o->top > 0) {
    HloBuffer **live;
    int32_t n = hlo_memory_live_at(r->m, b, b->peak_at, &live);
    hlo_str_printf(out, "  largest live buffers at the peak (%d live):\n", n);
    for (int32_t i = 0; i < n && i < r->o->top; i++) {
      describe_buffer(live[i], b, &r->a, &r->b);
      r->c.len = 0;
      hlo_type_print(mlirValueGetType(live[i]->value), &r->c);
      hlo_str_printf(out, "    %12s  %s  %s%s%s\n", hlo_format_bytes(live[i]->bytes, b1),
                     r->c.data, r->a.data, r->b.len ? " at " : "", r->b.data);
    }
  }
  text_collectives(r, b);
  CostlyOp *top = hlo_xcalloc((size_t)(r->o->top ? r->o->top : 1), sizeof *top);
  int64_t ntop;
  HloCost cost = func_cost(b, r->dev, top, r->o->top, &ntop);
  hlo_str_printf(out, "  cost: %s, %s, %s accessed; roofline %s on %s\n",
                 count_str(cost.flops, "FLOP", b1), count_str(cost.transcendentals, "transc.", b2),
                 hlo_format_bytes((int64_t)cost.bytes, b3),
                 seconds_str(hlo_cost_seconds(r->dev, cost), b4), r->dev->name);
  if (ntop) {
    hlo_str_puts(out, "  costliest ops:\n");
    for (int64_t i = 0; i < ntop; i++) {
      op_name(top[i].op, &r->a);
      loc_of(mlirOperationGetLocation(top[i].op), &r->b);
      hlo_str_printf(out, "    %12s  %s%s%s\n", seconds_str(top[i].seconds, b1), r->a.data,
                     r->b.len ? " at " : "", r->b.data);
    }
  }
  free(top);
}

static void json_key(HloStr *out, const char *key) {
  hlo_str_json(out, key, strlen(key));
  hlo_str_puts(out, ": ");
}

static void json_string(HloStr *out, const HloStr *s) {
  hlo_str_json(out, s->data ? s->data : "", s->len);
}

static void json_cost(HloStr *out, const HloDevice *dev, HloCost c) {
  hlo_str_printf(out,
                 "{\"flops\": %.17g, \"matmul_flops\": %.17g, \"transcendentals\": %.17g, "
                 "\"bytes_accessed\": %.17g, \"roofline_seconds\": %.6g}",
                 c.flops, c.matmul_flops, c.transcendentals, c.bytes, hlo_cost_seconds(dev, c));
}

/* "xla_schedule": the function's peak under XLA's order. */
static void json_scheduled(Report *r, HloFuncMemory *f) {
  const HloFuncMemory *x = hlo_memory_func(r->xla, f->func);
  const HloBlockMemory *b = x ? x->body : NULL;
  if (!b)
    return;
  hlo_str_printf(&r->out, ", \"xla_schedule\": {\"heuristic\": \"%s\", \"peak_bytes\": %lld, "
                          "\"peak_point\": %d",
                 hlo_schedule_name(r->choice.chosen), (long long)b->peak, b->peak_at);
  if (b->peak_at >= 0) {
    op_name(b->ops[b->peak_at], &r->a);
    loc_of(mlirOperationGetLocation(b->ops[b->peak_at]), &r->b);
    hlo_str_puts(&r->out, ", \"peak_op\": {\"name\": ");
    json_string(&r->out, &r->a);
    hlo_str_puts(&r->out, ", \"loc\": ");
    json_string(&r->out, &r->b);
    hlo_str_puts(&r->out, "}");
  }
  hlo_str_puts(&r->out, "}");
}

static void json_collectives(Report *r, const HloBlockMemory *b) {
  HloStr *out = &r->out;
  if (b->peak_at >= 0)
    hlo_str_printf(out, ", \"partitioner_bytes_at_peak\": %lld",
                   (long long)b->partitioner[b->peak_at]);
  hlo_str_puts(out, ", \"collectives\": [");
  for (int32_t i = 0; i < b->ncollectives; i++) {
    const HloCollective *c = &b->collectives[i];
    r->c.len = 0;
    hlo_sharding_local_shape(&c->what.to, mlirValueGetType(c->what.value), &r->c);
    op_name(c->op, &r->a);
    loc_of(mlirOperationGetLocation(c->op), &r->b);
    hlo_str_printf(out, "%s{\"kind\": \"%s\", \"shape\": ", i ? ", " : "",
                   hlo_collective_name((HloCollectiveKind)c->what.kind));
    json_string(out, &r->c);
    hlo_str_printf(out,
                   ", \"bytes\": %lld, \"extra_bytes\": %lld, \"moved_bytes\": %lld, \"op\": ",
                   (long long)c->what.bytes, (long long)c->what.extra, (long long)c->what.moved);
    json_string(out, &r->a);
    hlo_str_printf(out, ", \"operand\": %d, \"loc\": ", (int)c->what.operand);
    json_string(out, &r->b);
    HloSharding sums;
    if (c->what.operand < 0 && hlo_sharding_partial(b->shard, c->what.value, &sums)) {
      r->c.len = 0;
      hlo_sharding_local_shape(&sums, mlirValueGetType(c->what.value), &r->c);
      hlo_str_puts(out, ", \"sums_shape\": ");
      json_string(out, &r->c);
    }
    hlo_str_printf(out, ", \"first_point\": %d, \"last_point\": %d, \"readers\": %d}",
                   (int)c->first, (int)c->last, (int)c->readers);
  }
  hlo_str_puts(out, "]");
}

static void json_function(Report *r, HloFuncMemory *f) {
  HloStr *out = &r->out;
  hlo_str_puts(out, r->nfuncs++ ? ",\n    {" : "\n    {");
  json_key(out, "name");
  hlo_str_json(out, f->name.data, f->name.length);
  if (!f->body) {
    hlo_str_puts(out, ", \"declaration\": true}");
    return;
  }
  const HloBlockMemory *b = f->body;
  hlo_str_printf(out,
                 ", \"peak_bytes\": %lld, \"peak_is_lower_bound\": %s, \"unknown_values\": %d, "
                 "\"num_points\": %d, \"peak_point\": %d",
                 (long long)b->peak, b->unknown ? "true" : "false", b->unknown, b->nops,
                 b->peak_at);
  if (r->xla)
    json_scheduled(r, f);
  if (r->o->limit > 0)
    hlo_str_printf(out, ", \"limit_bytes\": %lld, \"fits_limit\": %s", (long long)r->o->limit,
                   b->peak <= r->o->limit ? "true" : "false");
  if (b->peak_at >= 0) {
    op_name(b->ops[b->peak_at], &r->a);
    loc_of(mlirOperationGetLocation(b->ops[b->peak_at]), &r->b);
    hlo_str_puts(out, ", \"peak_op\": {\"name\": ");
    json_string(out, &r->a);
    hlo_str_puts(out, ", \"loc\": ");
    json_string(out, &r->b);
    hlo_str_puts(out, "}");
    hlo_str_printf(out, ", \"live_bytes_at_peak\": %lld, \"transient_bytes_at_peak\": %lld",
                   (long long)b->live[b->peak_at], (long long)b->transient[b->peak_at]);
    if (b->inner[b->peak_at] && b->transient[b->peak_at] > 0) {
      Where inner = {{0}, {0}};
      peak_path(b, b->peak_at, &r->c, &inner);
      hlo_str_puts(out, ", \"peak_inside\": {\"path\": ");
      json_string(out, &r->c);
      hlo_str_puts(out, ", \"op\": ");
      json_string(out, &inner.op);
      hlo_str_puts(out, ", \"loc\": ");
      json_string(out, &inner.loc);
      hlo_str_puts(out, "}");
      hlo_str_free(&inner.op);
      hlo_str_free(&inner.loc);
    }
  }
  hlo_str_printf(out,
                 ", \"num_arguments\": %d, \"argument_bytes\": %lld, \"num_results\": %d, "
                 "\"result_bytes\": %lld, \"local_peak_bytes\": %lld, \"kernels\": %d",
                 f->nargs, (long long)f->arg_bytes, f->nresults, (long long)f->result_bytes,
                 (long long)b->local_peak, (int)b->kernels);
  hlo_str_puts(out, ", \"top_buffers\": [");
  if (b->peak_at >= 0) {
    HloBuffer **live;
    int32_t n = hlo_memory_live_at(r->m, b, b->peak_at, &live);
    for (int32_t i = 0; i < n && i < r->o->top; i++) {
      describe_buffer(live[i], b, &r->a, &r->b);
      r->c.len = 0;
      hlo_type_print(mlirValueGetType(live[i]->value), &r->c);
      hlo_str_puts(out, i ? ", {\"what\": " : "{\"what\": ");
      json_string(out, &r->a);
      hlo_str_puts(out, ", \"loc\": ");
      json_string(out, &r->b);
      hlo_str_puts(out, ", \"type\": ");
      json_string(out, &r->c);
      hlo_str_printf(out, ", \"bytes\": %lld, \"unknown\": %s}", (long long)live[i]->bytes,
                     live[i]->unknown ? "true" : "false");
    }
  }
  hlo_str_puts(out, "]");
  if (b->ncollectives)
    json_collectives(r, b);
  CostlyOp *top = hlo_xcalloc((size_t)(r->o->top ? r->o->top : 1), sizeof *top);
  int64_t ntop;
  HloCost cost = func_cost(b, r->dev, top, r->o->top, &ntop);
  hlo_str_puts(out, ", \"cost\": ");
  json_cost(out, r->dev, cost);
  hlo_str_puts(out, ", \"costliest_ops\": [");
  for (int64_t i = 0; i < ntop; i++) {
    op_name(top[i].op, &r->a);
    loc_of(mlirOperationGetLocation(top[i].op), &r->b);
    hlo_str_puts(out, i ? ", {\"op\": " : "{\"op\": ");
    json_string(out, &r->a);
    hlo_str_puts(out, ", \"loc\": ");
    json_string(out, &r->b);
    hlo_str_puts(out, ", \"cost\": ");
    json_cost(out, r->dev, top[i].cost);
    hlo_str_puts(out, "}");
  }
  hlo_str_puts(out, "]");
  if (r->timelines)
    hlo_timeline_json(out, r->timelines, f);
  hlo_str_puts(out, "}");
  free(top);
}

/* ---- the pass ---- */

static void warn_unknown(HloFuncMemory *f) {
  const HloBlockMemory *b = f->body;
  MlirLocation loc = mlirValueIsAOpResult(b->first_unknown)
                         ? mlirOperationGetLocation(mlirOpResultGetOwner(b->first_unknown))
                         : mlirOperationGetLocation(f->func);
  HloStr type = {0};
  hlo_type_print(mlirValueGetType(b->first_unknown), &type);
  hlo_warning(loc,
              "memory model: %d value%s of unknown size (first: %s) in @%.*s; its peak is "
              "reported as a lower bound",
              b->unknown, b->unknown == 1 ? "" : "s", type.data, (int)f->name.length,
              f->name.data);
  hlo_str_free(&type);
}

/* Values keeping their whole size in a sharded module: a remark for each
 * of the first few, then one for the rest. */
enum { MAX_UNDECIDED_REMARKS = 8 };

static void remark_undecided(const HloShardingInfo *s) {
  const MlirValue *values;
  const char *const *why;
  int32_t n = hlo_sharding_undecided(s, &values, &why);
  HloStr what = {0}, type = {0};
  for (int32_t i = 0; i < n && i < MAX_UNDECIDED_REMARKS; i++) {
    MlirValue v = values[i];
    what.len = type.len = 0;
    hlo_type_print(mlirValueGetType(v), &type);
    MlirLocation loc = mlirLocationUnknownGet(mlirTypeGetContext(mlirValueGetType(v)));
    if (mlirValueIsAOpResult(v)) {
      MlirOperation op = mlirOpResultGetOwner(v);
      MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
      loc = mlirOperationGetLocation(op);
      hlo_str_printf(&what, "result %lld of %.*s", (long long)mlirOpResultGetResultNumber(v),
                     (int)name.length, name.data);
    } else {
      hlo_str_printf(&what, "block argument %lld", (long long)mlirBlockArgumentGetArgNumber(v));
    }
    hlo_remark(loc,
               "hlomem-memory-report: per device, %s (%s) keeps its whole size, an upper bound: "
               "%s",
               what.data, type.data, why[i]);
  }
  if (n > MAX_UNDECIDED_REMARKS)
    hlo_remark(mlirLocationUnknownGet(mlirTypeGetContext(mlirValueGetType(values[0]))),
               "hlomem-memory-report: and %d more values keep their whole size",
               (int)(n - MAX_UNDECIDED_REMARKS));
  hlo_str_free(&what);
  hlo_str_free(&type);
}

/* shardings=true: every value's split, at its op (arguments at their
 * function). */
static void remark_value(const HloShardingInfo *s, MlirLocation loc, const char *what,
                         MlirValue v, HloStr *text) {
  HloSharding x;
  HloShape shape;
  if (!hlo_sharding_of(s, v, &x) || !hlo_shape_of(mlirValueGetType(v), &shape))
    return;
  char b1[32], b2[32];
  text->len = 0;
  hlo_sharding_format(&x, shape.rank, text);
  const MlirValue *values;
  const char *const *why;
  const char *whole = NULL;
  for (int32_t i = 0, n = hlo_sharding_undecided(s, &values, &why); i < n && !whole; i++)
    if (values[i].ptr == v.ptr)
      whole = why[i];
  hlo_remark(loc, "hlomem-memory-report: %s %s: %s of %s per device%s%s%s", what, text->data,
             hlo_format_bytes(hlo_sharding_value_bytes(s, v), b1),
             hlo_format_bytes(hlo_value_bytes(v), b2),
             hlo_sharding_annotated(s, v) ? ", annotated" : "",
             whole ? ", whole size: " : "", whole ? whole : "");
}

static void remark_block(const HloShardingInfo *s, MlirBlock b, HloStr *text, HloStr *what);

static void remark_op(const HloShardingInfo *s, MlirOperation op, HloStr *text, HloStr *what) {
  intptr_t n = mlirOperationGetNumResults(op);
  for (intptr_t r = 0; r < n; r++) {
    what->len = 0;
    if (n == 1)
      hlo_str_puts(what, "result");
    else
      hlo_str_printf(what, "result #%lld", (long long)r);
    remark_value(s, mlirOperationGetLocation(op), what->data, mlirOperationGetResult(op, r), text);
  }
  for (intptr_t r = 0, nr = mlirOperationGetNumRegions(op); r < nr; r++)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b)) {
      for (intptr_t i = 0, na = mlirBlockGetNumArguments(b); i < na; i++) {
        what->len = 0;
        hlo_str_printf(what, "region %lld argument %lld", (long long)r, (long long)i);
        remark_value(s, mlirOperationGetLocation(op), what->data, mlirBlockGetArgument(b, i),
                     text);
      }
      remark_block(s, b, text, what);
    }
}

static void remark_block(const HloShardingInfo *s, MlirBlock b, HloStr *text, HloStr *what) {
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    remark_op(s, op, text, what);
}

static void remark_shardings(const ReportOptions *o, HloModuleMemory *m) {
  HloStr text = {0}, what = {0};
  for (int32_t i = 0; i < m->nfuncs; i++) {
    HloFuncMemory *f = &m->funcs[i];
    MlirBlock entry = hlo_func_entry(f->func);
    if (mlirBlockIsNull(entry) || (o->function[0] && !name_is(f->name, o->function)))
      continue;
    for (intptr_t a = 0, n = mlirBlockGetNumArguments(entry); a < n; a++) {
      what.len = 0;
      hlo_str_printf(&what, "argument %lld", (long long)a);
      remark_value(m->shard, mlirOperationGetLocation(f->func), what.data,
                   mlirBlockGetArgument(entry, a), &text);
    }
    remark_block(m->shard, entry, &text, &what);
  }
  hlo_str_free(&text);
  hlo_str_free(&what);
}

static bool selected(const ReportOptions *o, HloFuncMemory *f) {
  return !o->function[0] || name_is(f->name, o->function);
}

/* XLA inlines every call before it allocates: the report measures a copy
 * of the module with its calls inlined, unless told not to. NULL when
 * there is nothing to inline or the inliner refused (it said why). */
static MlirOperation inlined_copy(const ReportOptions *o, MlirOperation module,
                                  HloInlineStats *stats, bool *failed) {
  *failed = false;
  if (!o->inline_calls || !hlo_module_has_inlinable_calls(module))
    return (MlirOperation){NULL};
  MlirOperation copy = hlo_op_clone(module);
  HloInlineOptions io = {false, false};
  if (!hlo_inline_calls(copy, &io, stats)) {
    mlirOperationDestroy(copy);
    *failed = true;
    return (MlirOperation){NULL};
  }
  return copy;
}

static void run_report(MlirOperation module_as_given, const void *opts, HloPassRun *run) {
  const ReportOptions *o = opts;
  hlo_pass_unchanged(run); /* it measures copies, or puts back the order it tried */
  HloInlineStats inlined = {0, 0, false};
  bool inline_failed;
  MlirOperation copy = inlined_copy(o, module_as_given, &inlined, &inline_failed);
  if (inline_failed) {
    hlo_pass_fail(run);
    return;
  }
  MlirOperation module = mlirOperationIsNull(copy) ? module_as_given : copy;
  HloMemoryOptions mo = {.sharing = (HloSharing)o->sharing,
                         .bytes = o->per_device ? HLO_BYTES_PER_DEVICE : HLO_BYTES_GLOBAL,
                         .fusion = (HloFusion)o->fusion,
                         .partitioner = o->partitioner};
  Report r = {o, hlo_device_lookup(device_names[o->device]), hlo_memory_analyze_with(module, &mo),
              {0}, {0}, {0}, {0}, 0, hlo_module_devices(module), NULL,
              {HLO_SCHEDULE_PROGRAM, {0}}, inlined.inlined, NULL};
  HloStr error = {0};
  if (r.m->failed) {
    hlo_pass_fail(run);
    goto done;
  }
  if (r.m->shard && o->shardings)
    remark_shardings(o, r.m);
  else if (r.m->shard)
    remark_undecided(r.m->shard);
  bool found = false;
  for (int32_t i = 0; i < r.m->nfuncs; i++)
    found |= selected(o, &r.m->funcs[i]);
  if (o->function[0] && !found) {
    hlo_error(mlirOperationGetLocation(module), "hlomem-memory-report: no function named @%s",
              o->function);
    hlo_pass_fail(run);
    goto done;
  }
  bool xla_order = o->schedule == 1 || (o->schedule == 2 && o->format == 2);
  if (xla_order &&
      !(r.xla = hlo_memory_analyze_scheduled(module, HLO_SCHEDULE_BEST, &mo, &r.choice))) {
    hlo_pass_fail(run);
    goto done;
  }
  if (o->format == 2 || o->timeline || o->compare[0])
    r.timelines =
        hlo_timelines_build(r.m, r.xla, hlo_schedule_name(r.choice.chosen), o->function);
  for (int32_t i = 0; i < r.m->nfuncs; i++) {
    HloFuncMemory *f = &r.m->funcs[i];
    if (!selected(o, f) || !f->body)
      continue;
    if (f->body->unknown)
      warn_unknown(f);
    if (o->limit > 0 && f->body->peak > o->limit) {
      char b1[32], b2[32];
      hlo_warning(mlirOperationGetLocation(f->func), "peak of @%.*s (%s) exceeds the limit of %s",
                  (int)f->name.length, f->name.data, hlo_format_bytes(f->body->peak, b1),
                  hlo_format_bytes(o->limit, b2));
    }
  }

  if (o->format == 0) {
    text_header(&r);
    if (!r.m->nfuncs)
      hlo_str_puts(&r.out, "\nno functions\n");
    for (int32_t i = 0; i < r.m->nfuncs; i++)
      if (selected(o, &r.m->funcs[i]))
        text_function(&r, &r.m->funcs[i]);
  } else {
    hlo_str_puts(&r.out, "{\n  \"module\": ");
    loc_of(mlirOperationGetLocation(module), &r.a);
    char *colon = strchr(r.a.data, ':');
    json_string(&r.out, &(HloStr){r.a.data, colon ? (size_t)(colon - r.a.data) : r.a.len, 0});
    if (r.xla)
      hlo_str_printf(&r.out,
                     ",\n  \"schedule\": {\"order\": \"xla\", \"heuristic\": \"%s\", "
                     "\"entry_peak_bytes\": {\"list\": %lld, \"dfs\": %lld, \"postorder\": %lld}}",
                     hlo_schedule_name(r.choice.chosen),
                     (long long)r.choice.peak[HLO_SCHEDULE_LIST],
                     (long long)r.choice.peak[HLO_SCHEDULE_DFS],
                     (long long)r.choice.peak[HLO_SCHEDULE_POSTORDER]);
    hlo_str_printf(&r.out,
                   ",\n  \"device\": {\"name\": \"%s\", \"matmul_flops_per_second\": %.6g, "
                   "\"vector_flops_per_second\": %.6g, \"bytes_per_second\": %.6g},\n"
                   "  \"sharing\": \"%s\",\n"
                   "  \"fusion\": \"%s\",\n"
                   "  \"calls_inlined\": %lld,\n"
                   "  \"devices\": %lld,\n"
                   "  \"per_device\": %s,\n",
                   r.dev->name, r.dev->matmul_flops, r.dev->vector_flops, r.dev->bandwidth,
                   hlo_sharing_name(r.m->sharing), hlo_fusion_name(r.m->fusion), (long long)r.inlined,
                   (long long)r.devices,
                   r.m->shard ? "true" : "false");
    if (r.m->shard) {
      const MlirValue *values;
      const char *const *why;
      hlo_str_printf(&r.out, "  \"annotated_values\": %d,\n  \"whole_size_values\": %d,\n",
                     hlo_sharding_num_annotated(r.m->shard),
                     hlo_sharding_undecided(r.m->shard, &values, &why));
    }
    hlo_str_puts(&r.out, "  \"functions\": [");
    for (int32_t i = 0; i < r.m->nfuncs; i++)
      if (selected(o, &r.m->funcs[i]))
        json_function(&r, &r.m->funcs[i]);
    hlo_str_puts(&r.out, r.nfuncs ? "\n  ]" : "]");
    if (o->compare[0] && !hlo_compare_json(&r.out, r.timelines, o->compare, &error)) {
      hlo_error(mlirOperationGetLocation(module), "hlomem-memory-report: %s", error.data);
      hlo_pass_fail(run);
      goto done;
    }
    hlo_str_puts(&r.out, "\n}\n");
  }
  if (o->format == 2) {
    HloStr page = {0};
    hlo_viewer_html(&page, r.out.data, r.out.len);
    hlo_str_free(&r.out);
    r.out = page;
  }

  if (o->out[0]) {
    if (!hlo_write_file_atomic(o->out, r.out.data, r.out.len, &error)) {
      hlo_error(mlirOperationGetLocation(module), "hlomem-memory-report: %s", error.data);
      hlo_pass_fail(run);
    }
  } else {
    fputs(r.out.data, stderr);
    fflush(stderr);
  }
  if (o->svg[0]) {
    HloFuncMemory *f = NULL;
    for (int32_t i = 0; i < r.m->nfuncs && !f; i++)
      if (o->function[0] && name_is(r.m->funcs[i].name, o->function))
        f = &r.m->funcs[i];
    if (!f)
      f = hlo_memory_entry(r.m);
    /* The curve is over the order the figures use: XLA's with schedule=xla. */
    const HloFuncMemory *x = f && r.xla ? hlo_memory_func(r.xla, f->func) : f;
    char order[64] = "program order";
    if (r.xla)
      snprintf(order, sizeof order, "XLA's order (%s)", hlo_schedule_name(r.choice.chosen));
    if (x && x->body) {
      const HloBlockMemory *b = x->body;
      int64_t *usage = hlo_xmalloc(sizeof *usage * (size_t)(b->nops ? b->nops : 1));
      for (int32_t k = 0; k < b->nops; k++)
        usage[k] = b->live[k] + b->transient[k];
      HloStr fname = {0};
      hlo_str_append(&fname, f->name.data, f->name.length);
      error.len = 0;
      if (!hlo_timeline_svg_write(o->svg, o->label[0] ? o->label : "peak", fname.data, order,
                                  usage, b->nops, o->overlay, &error)) {
        hlo_error(mlirOperationGetLocation(module), "hlomem-memory-report: %s", error.data);
        hlo_pass_fail(run);
      }
      hlo_str_free(&fname);
      free(usage);
    }
  }
done:
  hlo_str_free(&error);
  hlo_timelines_free(r.timelines);
  hlo_memory_free(r.m);
  hlo_memory_free(r.xla);
  if (!mlirOperationIsNull(copy))
    mlirOperationDestroy(copy);
  hlo_str_free(&r.out);
  hlo_str_free(&r.a);
  hlo_str_free(&r.b);
  hlo_str_free(&r.c);
}

const HloPassInfo hlo_memory_report_pass = {
    "hlomem-memory-report",
    "Report peak memory per function: where, what is live, and the cost model's view",
    "builtin.module",
    report_options,
    sizeof report_options / sizeof report_options[0],
    sizeof(ReportOptions),
    validate,
    run_report,
};
