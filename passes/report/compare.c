/*
 * Before and after (compare=FILE): the report of the program before the
 * passes, read back from the JSON an earlier run wrote, set beside this
 * run's timelines. For each function in both: the earlier curve, and what
 * the buffers live at the earlier peak became.
 *
 * Ops and buffers are matched by what survives a rewrite: an op by its
 * name and source location (the n-th such op before is the n-th after), a
 * buffer by its defining op's name and location, its result number and
 * type (arguments by number and type). The old peak's point in the new
 * program is the point of the first op, from the old peak on, that both
 * programs have. A buffer live at the old peak is kept if the new program
 * holds a buffer of its key there; otherwise it is removed: gone (no
 * buffer of that key is left: chunked, merged or dead), recomputed (the
 * new program computes it again later), or not live there (freed earlier
 * or made later). Locations must be the same in both files: a module
 * printed by hlomem-opt keeps them with --mlir-print-debuginfo.
 */
#include <stdlib.h>
#include <string.h>

#include "viewer.h"

typedef struct Before {
  HloArena arena;
  HloJson *doc;
  const char *module;
  int32_t n;
  HloTimeline *items;
} Before;

/* ---- reading the earlier report ---- */

typedef struct Check {
  HloStr *error;
  const char *function;
  bool failed;
} Check;

static void bad(Check *c, const char *field, const char *what) {
  if (!c->failed)
    hlo_str_printf(c->error, "function @%s: timeline %s %s", c->function, field, what);
  c->failed = true;
}

/* An array of n integers in [lo, hi). */
static int64_t *int_array(HloArena *a, Check *c, const HloJson *obj, const char *key, int32_t n,
                          int64_t lo, int64_t hi) {
  const HloJson *v = hlo_json_get(obj, key);
  int64_t *out = hlo_arena_new(a, int64_t, n);
  if (!v || v->kind != HLO_JSON_ARRAY) {
    bad(c, key, "is missing");
    return out;
  }
  if (v->n != n) {
    bad(c, key, "has the wrong length");
    return out;
  }
  for (int32_t i = 0; i < n; i++) {
    const HloJson *x = &v->u.items[i];
    if (x->kind != HLO_JSON_INT || x->u.i < lo || x->u.i >= hi) {
      bad(c, key, "holds a value out of range");
      return out;
    }
    out[i] = x->u.i;
  }
  return out;
}

static int32_t *narrow(HloArena *a, const int64_t *v, int32_t n) {
  int32_t *out = hlo_arena_new(a, int32_t, n);
  for (int32_t i = 0; i < n; i++)
    out[i] = (int32_t)v[i];
  return out;
}

static int32_t length_of(const HloJson *obj, const char *key) {
  const HloJson *v = hlo_json_get(obj, key);
  return v && v->kind == HLO_JSON_ARRAY ? v->n : -1;
}

/* The fields of a timeline the comparison and the page use. */
static bool read_timeline(HloArena *a, const HloJson *t, HloTimeline *out, Check *c) {
  memset(out, 0, sizeof *out);
  out->function = c->function;
  out->order = hlo_json_str(hlo_json_get(t, "order"), "program");
  out->heuristic = hlo_json_str(hlo_json_get(t, "heuristic"), NULL);
  const HloJson *strings = hlo_json_get(t, "strings");
  const HloJson *ops = hlo_json_get(t, "ops"), *buffers = hlo_json_get(t, "buffers");
  int32_t n = length_of(t, "usage"), nb = length_of(buffers, "def");
  if (!strings || strings->kind != HLO_JSON_ARRAY || !ops || n < 0 || nb < 0) {
    bad(c, "", "lacks usage, ops, buffers or strings");
    return false;
  }
  out->nstrings = strings->n;
  out->strings = hlo_arena_new(a, const char *, strings->n);
  for (int32_t i = 0; i < strings->n; i++)
    if (!(out->strings[i] = hlo_json_str(&strings->u.items[i], NULL)))
      bad(c, "strings", "holds a non-string");
  int64_t ns = strings->n;
  out->npoints = n;
  out->usage = int_array(a, c, t, "usage", n, 0, INT64_MAX);
  out->live = int_array(a, c, t, "live", n, 0, INT64_MAX);
  out->peak_bytes = hlo_json_int(hlo_json_get(t, "peak_bytes"), 0);
  out->peak_point = (int32_t)hlo_json_int(hlo_json_get(t, "peak_point"), -1);
  if (out->peak_point < -1 || out->peak_point >= n)
    bad(c, "peak_point", "is out of range");
  out->op_name = narrow(a, int_array(a, c, ops, "name", n, -1, ns), n);
  out->op_loc = narrow(a, int_array(a, c, ops, "loc", n, -1, ns), n);
  out->nbuffers = nb;
  out->def = narrow(a, int_array(a, c, buffers, "def", nb, -1, n), nb);
  out->end = narrow(a, int_array(a, c, buffers, "end", nb, -1, n), nb);
  out->bytes = int_array(a, c, buffers, "bytes", nb, 0, INT64_MAX);
  out->type = narrow(a, int_array(a, c, buffers, "type", nb, -1, ns), nb);
  out->arg = narrow(a, int_array(a, c, buffers, "argument", nb, -1, INT32_MAX), nb);
  out->result = narrow(a, int_array(a, c, buffers, "result", nb, -1, INT32_MAX), nb);
  out->nlive = length_of(t, "live_at_peak");
  out->live_at_peak =
      narrow(a, int_array(a, c, t, "live_at_peak", out->nlive < 0 ? 0 : out->nlive, 0, nb),
             out->nlive < 0 ? 0 : out->nlive);
  return !c->failed;
}

static bool read_before(Before *b, const char *path, HloStr *error) {
  HloStr text = {0}, why = {0};
  if (!hlo_read_file(path, &text, &why)) {
    hlo_str_printf(error, "compare: %s", why.data);
    hlo_str_free(&why);
    hlo_str_free(&text);
    return false;
  }
  b->doc = hlo_json_parse(&b->arena, text.data ? text.data : "", text.len, &why);
  hlo_str_free(&text);
  if (!b->doc) {
    hlo_str_printf(error, "compare: %s: %s", path, why.data);
    hlo_str_free(&why);
    return false;
  }
  const HloJson *funcs = hlo_json_get(b->doc, "functions");
  if (!funcs || funcs->kind != HLO_JSON_ARRAY) {
    hlo_str_printf(error, "compare: %s is not an hlomem memory report (no \"functions\")", path);
    return false;
  }
  b->module = hlo_json_str(hlo_json_get(b->doc, "module"), "");
  b->items = hlo_arena_new(&b->arena, HloTimeline, funcs->n);
  int32_t with_timeline = 0;
  for (int32_t i = 0; i < funcs->n; i++) {
    const HloJson *f = &funcs->u.items[i];
    const HloJson *t = hlo_json_get(f, "timeline");
    if (!t)
      continue;
    with_timeline++;
    Check c = {&why, hlo_json_str(hlo_json_get(f, "name"), "?"), false};
    if (!read_timeline(&b->arena, t, &b->items[b->n], &c)) {
      hlo_str_printf(error, "compare: %s: %s", path, why.data);
      hlo_str_free(&why);
      return false;
    }
    b->n++;
  }
  hlo_str_free(&why);
  if (!with_timeline && funcs->n) {
    hlo_str_printf(error,
                   "compare: %s has no timelines; write it with "
                   "--hlomem-memory-report='format=json timeline'",
                   path);
    return false;
  }
  return true;
}

/* ---- matching ---- */

static const char *str_at(const HloTimeline *t, int32_t i) {
  return i >= 0 && i < t->nstrings ? t->strings[i] : "";
}

static const char *op_key(HloArena *a, const HloTimeline *t, int32_t k) {
  if (t->op_loc[k] < 0)
    return NULL;
  return hlo_arena_printf(a, "%s\x1f%s", str_at(t, t->op_name[k]), str_at(t, t->op_loc[k]));
}

/* A block argument has no defining op (def -1): it is keyed by number. */
static bool is_argument(const HloTimeline *t, int32_t i) { return t->def[i] < 0; }

static const char *buffer_key(HloArena *a, const HloTimeline *t, int32_t i) {
  if (is_argument(t, i))
    return hlo_arena_printf(a, "argument\x1f%d\x1f%s", t->arg[i], str_at(t, t->type[i]));
  int32_t k = t->def[i];
  return hlo_arena_printf(a, "%s\x1f%s\x1f%d\x1f%s", str_at(t, t->op_name[k]),
                          str_at(t, t->op_loc[k]), t->result[i], str_at(t, t->type[i]));
}

/* The point of `after` where the op at `before`'s peak, or the first op
 * from there on that both have, runs; -1 if none. `*matched` is that op's
 * point in `before`. */
static int32_t old_peak_in(HloArena *a, const HloTimeline *before, const HloTimeline *after,
                           int32_t *matched) {
  HloStrMap first = {0}, seen = {0};
  int32_t *next = hlo_xmalloc(sizeof(int32_t) * (size_t)(after->npoints + 1));
  for (int32_t k = after->npoints - 1; k >= 0; k--) {
    const char *key = op_key(a, after, k);
    int64_t head;
    if (!key)
      continue;
    next[k] = hlo_strmap_get(&first, key, &head) ? (int32_t)head : -1;
    hlo_strmap_put(&first, key, k);
  }
  int32_t found = -1;
  int32_t *occurrence = hlo_xcalloc((size_t)(before->npoints + 1), sizeof(int32_t));
  for (int32_t k = 0; k < before->npoints; k++) {
    const char *key = op_key(a, before, k);
    int64_t count = 0;
    if (!key)
      continue;
    hlo_strmap_get(&seen, key, &count);
    occurrence[k] = (int32_t)count;
    hlo_strmap_put(&seen, key, count + 1);
  }
  for (int32_t k = before->peak_point; k >= 0 && k < before->npoints && found < 0; k++) {
    const char *key = op_key(a, before, k);
    int64_t head;
    if (!key || !hlo_strmap_get(&first, key, &head))
      continue;
    int32_t p = (int32_t)head;
    for (int32_t o = 0; o < occurrence[k] && next[p] >= 0; o++)
      p = next[p];
    found = p;
    *matched = k;
  }
  hlo_strmap_free(&first);
  hlo_strmap_free(&seen);
  free(next);
  free(occurrence);
  return found;
}

typedef struct Counts {
  int32_t total, live, recomputed;
} Counts;

static void compare_function(HloStr *out, HloArena *a, const HloTimeline *before,
                             const HloTimeline *after) {
  hlo_str_puts(out, "{\"name\": ");
  hlo_str_json(out, after->function, strlen(after->function));
  hlo_str_printf(out, ", \"before\": {\"order\": \"%s\"", before->order);
  if (before->heuristic) {
    hlo_str_puts(out, ", \"heuristic\": ");
    hlo_str_json(out, before->heuristic, strlen(before->heuristic));
  }
  hlo_str_printf(out, ", \"num_points\": %d, \"peak_bytes\": %lld, \"peak_point\": %d",
                 before->npoints, (long long)before->peak_bytes, before->peak_point);
  if (before->peak_point >= 0) {
    const char *name = str_at(before, before->op_name[before->peak_point]);
    const char *loc = str_at(before, before->op_loc[before->peak_point]);
    hlo_str_puts(out, ", \"peak_op\": {\"name\": ");
    hlo_str_json(out, name, strlen(name));
    hlo_str_puts(out, ", \"loc\": ");
    hlo_str_json(out, loc, strlen(loc));
    hlo_str_puts(out, "}");
  }
  hlo_str_puts(out, ", \"usage\": [");
  for (int32_t k = 0; k < before->npoints; k++)
    hlo_str_printf(out, k ? ",%lld" : "%lld", (long long)before->usage[k]);
  hlo_str_printf(out, "]}, \"peak_ratio\": %.6g",
                 before->peak_bytes > 0 ? (double)after->peak_bytes / (double)before->peak_bytes
                                        : 0.0);

  int32_t matched = -1;
  int32_t at = before->peak_point >= 0 ? old_peak_in(a, before, after, &matched) : -1;
  hlo_str_printf(out, ", \"old_peak_at\": %d", at);
  if (at < 0) {
    hlo_str_puts(out, ", \"removed\": []}");
    return;
  }
  const char *mname = str_at(before, before->op_name[matched]);
  const char *mloc = str_at(before, before->op_loc[matched]);
  hlo_str_printf(out, ", \"old_peak_matched_point\": %d, \"old_peak_matched_op\": {\"name\": ",
                 matched);
  hlo_str_json(out, mname, strlen(mname));
  hlo_str_puts(out, ", \"loc\": ");
  hlo_str_json(out, mloc, strlen(mloc));
  hlo_str_printf(out, "}, \"usage_at_old_peak\": %lld", (long long)after->usage[at]);

  HloStrMap keys = {0};
  Counts *counts = hlo_xcalloc((size_t)after->nbuffers + 1, sizeof *counts);
  int32_t ncounts = 0;
  for (int32_t i = 0; i < after->nbuffers; i++) {
    const char *key = buffer_key(a, after, i);
    int64_t c;
    if (!hlo_strmap_get(&keys, key, &c)) {
      c = ncounts++;
      hlo_strmap_put(&keys, key, c);
    }
    counts[c].total++;
    counts[c].live += after->def[i] <= at && at <= after->end[i];
    counts[c].recomputed += after->def[i] >= 0 && after->op_recomputes &&
                            after->op_recomputes[after->def[i]] >= 0;
  }
  int64_t removed = 0, kept = 0;
  HloStr list = {0};
  hlo_str_append(&list, "", 0);
  int32_t nremoved = 0;
  for (int32_t j = 0; j < before->nlive; j++) {
    int32_t i = before->live_at_peak[j];
    int64_t c;
    Counts *k = hlo_strmap_get(&keys, buffer_key(a, before, i), &c) ? &counts[c] : NULL;
    if (k && k->live > 0) {
      k->live--;
      kept += before->bytes[i];
      continue;
    }
    const char *why = !k ? "gone" : k->recomputed ? "recomputed" : "not live there";
    removed += before->bytes[i];
    const char *type = str_at(before, before->type[i]);
    hlo_str_puts(&list, nremoved++ ? ",\n        {\"what\": " : "\n        {\"what\": ");
    if (is_argument(before, i)) {
      hlo_str_printf(&list, "\"argument #%d\", \"loc\": \"\"", before->arg[i]);
    } else {
      const char *name = str_at(before, before->op_name[before->def[i]]);
      const char *loc = str_at(before, before->op_loc[before->def[i]]);
      hlo_str_json(&list, name, strlen(name));
      hlo_str_puts(&list, ", \"loc\": ");
      hlo_str_json(&list, loc, strlen(loc));
    }
    hlo_str_puts(&list, ", \"type\": ");
    hlo_str_json(&list, type, strlen(type));
    hlo_str_printf(&list, ", \"bytes\": %lld, \"why\": \"%s\", \"before_buffer\": %d}",
                   (long long)before->bytes[i], why, i);
  }
  hlo_str_printf(out, ", \"removed_bytes\": %lld, \"kept_bytes\": %lld, \"removed\": [%s]}",
                 (long long)removed, (long long)kept, list.data);
  hlo_str_free(&list);
  hlo_strmap_free(&keys);
  free(counts);
}

bool hlo_compare_json(HloStr *out, const HloTimelines *after, const char *path, HloStr *error) {
  Before b = {{0}, NULL, NULL, 0, NULL};
  if (!read_before(&b, path, error)) {
    hlo_arena_free(&b.arena);
    return false;
  }
  hlo_str_puts(out, ",\n  \"compare\": {\"file\": ");
  hlo_str_json(out, path, strlen(path));
  hlo_str_puts(out, ", \"module\": ");
  hlo_str_json(out, b.module, strlen(b.module));
  hlo_str_puts(out, ", \"functions\": [");
  int nfound = 0;
  for (int32_t i = 0, n = hlo_timelines_count(after); i < n; i++) {
    const HloTimeline *t = hlo_timelines_at(after, i);
    for (int32_t j = 0; j < b.n; j++) {
      if (strcmp(b.items[j].function, t->function) != 0)
        continue;
      hlo_str_puts(out, nfound++ ? ",\n    " : "\n    ");
      compare_function(out, &b.arena, &b.items[j], t);
      break;
    }
  }
  hlo_str_puts(out, nfound ? "\n  ]}" : "]}");
  hlo_arena_free(&b.arena);
  return true;
}
