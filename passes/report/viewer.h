/* The memory viewer's parts (internal to passes/report): timelines of the
 * memory model as JSON, a JSON reader for reports written earlier, the
 * before/after comparison, and the HTML page around the JSON. */
#ifndef HLOMEM_REPORT_VIEWER_H
#define HLOMEM_REPORT_VIEWER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hlomem/memory.h"
#include "hlomem/support.h"

/* ---- a JSON document (json_read.c) ---- */

typedef enum HloJsonKind {
  HLO_JSON_NULL,
  HLO_JSON_BOOL,
  HLO_JSON_INT,    /* an integer that fits int64_t */
  HLO_JSON_DOUBLE, /* any other number */
  HLO_JSON_STRING,
  HLO_JSON_ARRAY,
  HLO_JSON_OBJECT,
} HloJsonKind;

typedef struct HloJson HloJson;
struct HloJson {
  uint8_t kind;     /* HloJsonKind */
  int32_t n;        /* items of an array or object; bytes of a string */
  union {
    bool b;
    int64_t i;
    double d;
    const char *s;  /* NUL-terminated, escapes resolved */
    HloJson *items; /* arrays and objects */
  } u;
  const char *key;  /* for the members of an object */
};

/* Parses `len` bytes into nodes of `arena`; NULL with "line L, column C:
 * ..." in `error` on malformed input. */
HloJson *hlo_json_parse(HloArena *arena, const char *text, size_t len, HloStr *error);
/* The member `key` of an object, or NULL (also when `obj` is no object). */
const HloJson *hlo_json_get(const HloJson *obj, const char *key);
/* A number as int64_t (doubles truncated); `fallback` for anything else. */
int64_t hlo_json_int(const HloJson *v, int64_t fallback);
/* A string, or `fallback`. */
const char *hlo_json_str(const HloJson *v, const char *fallback);

/* ---- maps keyed by NUL-terminated strings (timeline.c) ---- */

typedef struct HloStrMap {
  const char **keys; /* not owned: they must outlive the map */
  int64_t *vals;
  size_t cap, len;
} HloStrMap;

bool hlo_strmap_get(const HloStrMap *m, const char *key, int64_t *val);
void hlo_strmap_put(HloStrMap *m, const char *key, int64_t val);
void hlo_strmap_free(HloStrMap *m);

/* ---- timelines (timeline.c) ---- */

/* One function's points and buffers in one order, as the JSON report's
 * "timeline" holds them (docs/passes.md): per point, usage and live bytes
 * and the op's name, location, scope, kind and callee as indices into
 * `strings` (-1: none) and the point it recomputes (-1); per buffer (the
 * owners of the memory model) its range, bytes, type, argument or result
 * number, values, whether it is returned and, in a sharded module, its
 * global bytes and split. */
typedef struct HloTimeline {
  const char *function;
  const char *order;     /* "program" or "xla" */
  const char *heuristic; /* with "xla": XLA's scheduler's choice; else NULL */
  int32_t npoints;
  int64_t *usage, *live;
  int64_t peak_bytes;
  int32_t peak_point;
  int32_t *op_name, *op_loc, *op_scope, *op_kind, *op_callee, *op_recomputes;
  int32_t nbuffers;
  int32_t *def, *end, *type, *arg, *result, *values, *sharding;
  int64_t *bytes, *global_bytes;
  uint8_t *output;
  int32_t nlive;
  int32_t *live_at_peak; /* buffers live at the peak, largest first */
  int32_t nstrings;
  const char **strings;
} HloTimeline;

/* The timelines of every function with a body (or only of the function
 * named `only`, unless it is "") in the order the figures use: XLA's (the
 * analysis of hlo_memory_analyze_scheduled, `xla`, whose scheduler chose
 * `heuristic`) when given, else program order (`m`). */
typedef struct HloTimelines HloTimelines;

HloTimelines *hlo_timelines_build(HloModuleMemory *m, HloModuleMemory *xla, const char *heuristic,
                                  const char *only);
void hlo_timelines_free(HloTimelines *t);
int32_t hlo_timelines_count(const HloTimelines *t);
const HloTimeline *hlo_timelines_at(const HloTimelines *t, int32_t i);
const HloTimeline *hlo_timelines_find(const HloTimelines *t, MlirOperation func);
bool hlo_timelines_sharded(const HloTimelines *t);
/* "program order" or "XLA's order (postorder)": how axes name the order. */
const char *hlo_timelines_order_label(const HloTimelines *t);
/* Appends `, "timeline": {...}` for `f` (nothing for a declaration). */
void hlo_timeline_json(HloStr *out, const HloTimelines *t, const HloFuncMemory *f);
/* Appends one timeline object. */
void hlo_timeline_write(HloStr *out, const HloTimeline *t, bool sharded);

/* ---- before and after (compare.c) ---- */

/* Reads the report `path` wrote earlier (JSON with timelines) and appends
 * `,\n  "compare": {...}`: per function of both, the earlier curve and
 * what the buffers live at its peak became. false with a message in
 * `error` when the file cannot be read or is no such report. */
bool hlo_compare_json(HloStr *out, const HloTimelines *after, const char *path, HloStr *error);

/* ---- the page (viewer_html.c) ---- */

/* The page's script and style (viewer/viewer.js, viewer/viewer.css). */
extern const char hlo_viewer_js[], hlo_viewer_css[];

/* Appends the self-contained HTML page showing the report `json`. */
void hlo_viewer_html(HloStr *page, const char *json, size_t len);

#endif
