/*
 * hlomem-default: the named pipeline that runs every hlomem pass in the
 * order that pays most: calls inlined and CSE with XLA's rules first, so
 * that every later stage and figure starts from the one flat program XLA
 * will see, then scans
 * (aliasing stacked activations away shrinks what later passes see), dead
 * loop slots and dead ops next, then
 * auto-chunking of the one huge intermediate, then, with a budget, in a
 * sharded module the partitioner's gathers held across the peak split
 * (hlomem-regather), then rematerialisation under
 * the budget on the program with the chunk calls inlined (searched also
 * from the program with small fused values held, hold=auto), from
 * XLA's scheduling order (XLA orders the result again; a schedule found in
 * program order may not survive it), and a last DCE. A pass that does not exist in this build is
 * left out; regather and remat run only when a budget is given.
 *
 * Options: budget=<bytes>|<p>% (for hlomem-remat), solver=..., num-chunks=
 * N|auto (for hlomem-auto-chunk), stats and explain (for every stage),
 * html=PAGE (the memory viewer before and after: hlomem-memory-report
 * after CSE writes PAGE.before.json, and at the end the page comparing
 * both, each in XLA's order).
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct DefaultOptions {
  char *budget;
  char *solver;
  char *num_chunks;
  bool stats;
  bool explain;
  char *html;
} DefaultOptions;

static const HloOptionInfo default_options[] = {
    {"budget", HLO_OPT_STRING, offsetof(DefaultOptions, budget), "",
     "memory budget for hlomem-remat (bytes or a percentage of the peak); no remat without it",
     NULL},
    {"solver", HLO_OPT_STRING, offsetof(DefaultOptions, solver), "exact",
     "knapsack solver of hlomem-remat", NULL},
    {"num-chunks", HLO_OPT_STRING, offsetof(DefaultOptions, num_chunks), "auto",
     "chunks of hlomem-auto-chunk: a count or auto", NULL},
    {"stats", HLO_OPT_BOOL, offsetof(DefaultOptions, stats), "false",
     "every stage reports what it did", NULL},
    {"explain", HLO_OPT_BOOL, offsetof(DefaultOptions, explain), "false",
     "every stage says why it did not apply", NULL},
    {"html", HLO_OPT_STRING, offsetof(DefaultOptions, html), "",
     "write the memory viewer of the step before and after to FILE (and FILE.before.json)",
     NULL},
};

/* Appends `name{options common}` when the pass exists. */
static void stage(HloStr *out, const DefaultOptions *o, const char *name, const char *options,
                  bool common) {
  const HloPassInfo *pass = hlo_pass_lookup(name, strlen(name));
  if (!pass)
    return;
  HloStr opts = {0};
  hlo_str_append(&opts, "", 0);
  if (options[0])
    hlo_str_puts(&opts, options);
  if (common && o->stats)
    hlo_str_printf(&opts, "%sstats", opts.len ? " " : "");
  if (common && o->explain)
    hlo_str_printf(&opts, "%sexplain", opts.len ? " " : "");
  hlo_str_printf(out, "%s%s", out->len ? "," : "", name);
  if (opts.len)
    hlo_str_printf(out, "{%s}", opts.data);
  hlo_str_free(&opts);
}

static void expand_default(const void *options, HloStr *out) {
  const DefaultOptions *o = options;
  HloStr opts = {0};
  stage(out, o, "hlomem-inline", "", true);
  stage(out, o, "hlomem-cse", "", true);
  if (o->html[0]) {
    hlo_str_printf(&opts, "format=json timeline schedule=xla out=%s.before.json", o->html);
    stage(out, o, "hlomem-memory-report", opts.data, false);
  }
  stage(out, o, "hlomem-scan-alias", "", true);
  stage(out, o, "hlomem-while-cleanup", "", true);
  stage(out, o, "hlomem-dce", "", false);
  opts.len = 0;
  hlo_str_printf(&opts, "num-chunks=%s", o->num_chunks);
  stage(out, o, "hlomem-auto-chunk", opts.data, true);
  if (o->budget[0]) {
    /* Remat searches the one flat program XLA will schedule: the chunk
     * calls inlined (their barriers keep the chunks apart). Without a
     * budget they stay calls, the invoke_subgraph form. */
    stage(out, o, "hlomem-inline", "", false);
    stage(out, o, "hlomem-regather", "", true);
    opts.len = 0;
    hlo_str_printf(&opts, "budget=%s solver=%s schedule=xla hold=auto", o->budget, o->solver);
    stage(out, o, "hlomem-remat", opts.data, true);
  }
  stage(out, o, "hlomem-dce", "", false);
  if (o->html[0]) {
    opts.len = 0;
    hlo_str_printf(&opts, "format=html schedule=xla compare=%s.before.json out=%s", o->html,
                   o->html);
    stage(out, o, "hlomem-memory-report", opts.data, false);
  }
  hlo_str_free(&opts);
}

const HloPipelineInfo hlo_default_pipeline = {
    {"hlomem-default",
     "The hlomem pipeline: inline, cse, scan-alias, while-cleanup, dce, auto-chunk, inline, "
     "regather and remat (with a budget), dce",
     "builtin.module", default_options, sizeof default_options / sizeof default_options[0],
     sizeof(DefaultOptions), NULL, NULL},
    expand_default,
};
