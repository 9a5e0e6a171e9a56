/*
 * SVG timelines of live bytes over a program's points, in the order the
 * report measured (program order or XLA's), which the axis names. Each
 * curve is stored in the file itself, as the data-* attributes of its <g>
 * element, so a later run can re-read the file and draw its own curve
 * over the earlier ones (before/after a pass) on common axes. Long programs are reduced to at
 * most MAX_POINTS points, each the maximum of its stretch of ops, so the
 * peak always survives.
 */
#include "timeline_svg.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { MAX_POINTS = 1200, MAX_SERIES = 16 };

typedef struct Series {
  char *label, *function, *order;
  int64_t n;       /* ops in the program */
  int32_t npoints;
  int64_t *x, *y;
} Series;

static void series_free(Series *s) {
  free(s->label);
  free(s->function);
  free(s->order);
  free(s->x);
  free(s->y);
}

static void xml_escaped(HloStr *out, const char *s) {
  for (; *s; s++) {
    switch (*s) {
    case '&': hlo_str_puts(out, "&amp;"); break;
    case '<': hlo_str_puts(out, "&lt;"); break;
    case '>': hlo_str_puts(out, "&gt;"); break;
    case '"': hlo_str_puts(out, "&quot;"); break;
    default: hlo_str_append(out, s, 1);
    }
  }
}

static char *xml_unescaped(const char *s, size_t n) {
  HloStr out = {0};
  hlo_str_append(&out, "", 0);
  static const struct {
    const char *entity, *text;
  } entities[] = {{"&amp;", "&"}, {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}};
  for (size_t i = 0; i < n;) {
    size_t e = 0;
    while (e < 4 && strncmp(s + i, entities[e].entity, strlen(entities[e].entity)) != 0)
      e++;
    if (s[i] == '&' && e < 4) {
      hlo_str_puts(&out, entities[e].text);
      i += strlen(entities[e].entity);
    } else {
      hlo_str_append(&out, s + i, 1);
      i++;
    }
  }
  return out.data;
}

static Series sample(const char *label, const char *function, const char *order,
                     const int64_t *usage, int32_t n) {
  Series s = {hlo_xstrdup(label), hlo_xstrdup(function), hlo_xstrdup(order), n, 0, NULL, NULL};
  int32_t bucket = n > MAX_POINTS ? (n + MAX_POINTS - 1) / MAX_POINTS : 1;
  s.x = hlo_xmalloc(sizeof(int64_t) * (size_t)(n / bucket + 2));
  s.y = hlo_xmalloc(sizeof(int64_t) * (size_t)(n / bucket + 2));
  for (int32_t k = 0; k < n; k += bucket) {
    int32_t best = k;
    for (int32_t j = k; j < n && j < k + bucket; j++)
      if (usage[j] > usage[best])
        best = j;
    s.x[s.npoints] = best;
    s.y[s.npoints++] = usage[best];
  }
  return s;
}

/* Reads the value of attribute `name` inside the tag starting at `tag`. */
static char *attribute(const char *tag, const char *tag_end, const char *name) {
  HloStr key = {0};
  hlo_str_printf(&key, " %s=\"", name);
  const char *p = tag;
  char *value = NULL;
  while ((p = strstr(p, key.data)) && p < tag_end) {
    p += key.len;
    const char *q = strchr(p, '"');
    if (q && q < tag_end)
      value = xml_unescaped(p, (size_t)(q - p));
    break;
  }
  hlo_str_free(&key);
  return value;
}

/* Reads the curves an earlier run stored; false if the file is not ours. */
static bool read_series(const char *text, Series *out, int *count) {
  static const char marker[] = "<g class=\"hlomem-series\"";
  if (!strstr(text, "hlomem-timeline"))
    return false;
  for (const char *p = text; (p = strstr(p, marker)) && *count < MAX_SERIES; p++) {
    const char *end = strchr(p, '>');
    if (!end)
      return false;
    char *label = attribute(p, end, "data-label");
    char *function = attribute(p, end, "data-function");
    char *n = attribute(p, end, "data-ops");
    char *points = attribute(p, end, "data-points");
    char *order = attribute(p, end, "data-order"); /* files before it: program order */
    bool ok = label && function && n && points;
    Series s = {label, function, order ? order : hlo_xstrdup("program order"),
                ok ? strtoll(n, NULL, 10) : 0, 0, NULL, NULL};
    if (ok) {
      size_t cap = 16;
      s.x = hlo_xmalloc(cap * sizeof *s.x);
      s.y = hlo_xmalloc(cap * sizeof *s.y);
      char *q = points;
      for (;;) {
        char *e1, *e2;
        long long x = strtoll(q, &e1, 10);
        if (e1 == q || *e1 != ',')
          break;
        long long y = strtoll(e1 + 1, &e2, 10);
        if (e2 == e1 + 1)
          break;
        if ((size_t)s.npoints == cap) {
          cap *= 2;
          s.x = hlo_xrealloc(s.x, cap * sizeof *s.x);
          s.y = hlo_xrealloc(s.y, cap * sizeof *s.y);
        }
        s.x[s.npoints] = x;
        s.y[s.npoints++] = y;
        q = e2;
        while (*q == ' ')
          q++;
      }
    }
    free(n);
    free(points);
    if (!ok) {
      series_free(&s);
      return false;
    }
    out[(*count)++] = s;
  }
  return true;
}

/* A round tick step (1, 2 or 5 times a power of ten) for about 5 ticks. */
static double nice_step(double range) {
  double raw = range / 5;
  double mag = pow(10, floor(log10(raw > 0 ? raw : 1)));
  double f = raw / mag;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
}

static void render(HloStr *svg, const Series *series, int count) {
  static const char *colors[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e",
                                 "#9467bd", "#8c564b", "#e377c2", "#17becf"};
  const double W = 900, H = 420, left = 90, right = 20, top = 40, bottom = 50;
  double legend_h = 20.0 * count + 10;
  int64_t max_x = 1, max_y = 1;
  for (int i = 0; i < count; i++) {
    if (series[i].n > max_x)
      max_x = series[i].n;
    for (int32_t k = 0; k < series[i].npoints; k++)
      if (series[i].y[k] > max_y)
        max_y = series[i].y[k];
  }
  static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  int u = 0;
  double scale = 1;
  while ((double)max_y / scale >= 1024 && u < 4)
    scale *= 1024, u++;
  double ymax_units = (double)max_y / scale * 1.05;
  double ystep = nice_step(ymax_units);
  double ytop = ceil(ymax_units / ystep) * ystep;
  double pw = W - left - right, ph = H - top - bottom;
#define PX(x) (left + pw * (double)(x) / (double)(max_x > 1 ? max_x - 1 : 1))
#define PY(y) (top + ph * (1 - ((double)(y) / scale) / ytop))

  hlo_str_printf(svg,
                 "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"hlomem-timeline\" "
                 "width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" "
                 "font-family=\"sans-serif\" font-size=\"12\">\n",
                 W, H + legend_h, W, H + legend_h);
  hlo_str_puts(svg, "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
  /* The order of the curves, once if they share it, else curve by curve. */
  HloStr order = {0};
  hlo_str_append(&order, "", 0);
  bool same = true;
  for (int i = 1; i < count; i++)
    same &= strcmp(series[i].order, series[0].order) == 0;
  for (int i = 0; i < count && !same; i++) {
    hlo_str_printf(&order, "%s", i ? "; " : "");
    xml_escaped(&order, series[i].label);
    hlo_str_puts(&order, ": ");
    xml_escaped(&order, series[i].order);
  }
  if (same)
    xml_escaped(&order, count ? series[0].order : "program order");
  hlo_str_printf(svg, "<text x=\"450\" y=\"22\" text-anchor=\"middle\" font-size=\"15\">"
                      "Live bytes over %s", same ? order.data : "each run's order");
  if (count) {
    hlo_str_puts(svg, " - @");
    xml_escaped(svg, series[0].function);
  }
  hlo_str_puts(svg, "</text>\n");
  for (double t = 0; t <= ytop + ystep / 2; t += ystep) {
    double y = PY(t * scale);
    hlo_str_printf(svg,
                   "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                   "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%g %s</text>\n",
                   left, y, W - right, y, left - 6, y + 4, t, units[u]);
  }
  hlo_str_printf(svg,
                 "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"black\"/>\n"
                 "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">op index (%s), "
                 "0 to %lld</text>\n",
                 left, top + ph, W - right, top + ph, left + pw / 2, H - 15, order.data,
                 (long long)(max_x - 1));
  hlo_str_free(&order);
  for (int i = 0; i < count; i++) {
    const Series *s = &series[i];
    const char *color = colors[i % 8];
    hlo_str_puts(svg, "<g class=\"hlomem-series\" data-label=\"");
    xml_escaped(svg, s->label);
    hlo_str_puts(svg, "\" data-function=\"");
    xml_escaped(svg, s->function);
    hlo_str_puts(svg, "\" data-order=\"");
    xml_escaped(svg, s->order);
    hlo_str_printf(svg, "\" data-ops=\"%lld\" data-points=\"", (long long)s->n);
    int32_t peak = 0;
    for (int32_t k = 0; k < s->npoints; k++) {
      hlo_str_printf(svg, "%s%lld,%lld", k ? " " : "", (long long)s->x[k], (long long)s->y[k]);
      if (s->y[k] > s->y[peak])
        peak = k;
    }
    hlo_str_printf(svg, "\">\n<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\" points=\"",
                   color);
    for (int32_t k = 0; k < s->npoints; k++)
      hlo_str_printf(svg, "%s%.1f,%.1f", k ? " " : "", PX(s->x[k]), PY(s->y[k]));
    hlo_str_puts(svg, "\"/>\n");
    if (s->npoints)
      hlo_str_printf(svg, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\"/>\n",
                     PX(s->x[peak]), PY(s->y[peak]), color);
    char buf[32];
    double ly = H + 20.0 * i + 5;
    hlo_str_printf(svg,
                   "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
                   "stroke-width=\"3\"/><text x=\"%.1f\" y=\"%.1f\">",
                   left, ly, left + 30, ly, color, left + 38, ly + 4);
    xml_escaped(svg, s->label);
    hlo_str_printf(svg, ": peak %s at op %lld of %lld</text>\n</g>\n",
                   hlo_format_bytes(s->npoints ? s->y[peak] : 0, buf),
                   (long long)(s->npoints ? s->x[peak] : 0), (long long)s->n);
  }
  hlo_str_puts(svg, "</svg>\n");
#undef PX
#undef PY
}

bool hlo_timeline_svg_write(const char *path, const char *label, const char *function,
                            const char *order, const int64_t *usage, int32_t n, bool overlay,
                            HloStr *error) {
  Series series[MAX_SERIES + 1];
  int count = 0;
  struct stat st;
  if (overlay && stat(path, &st) == 0) {
    HloStr old = {0};
    if (!hlo_read_file(path, &old, error))
      return false;
    bool ours = read_series(old.data, series, &count);
    hlo_str_free(&old);
    if (!ours) {
      for (int i = 0; i < count; i++)
        series_free(&series[i]);
      hlo_str_printf(error, "'%s' is not an hlomem timeline; cannot overlay on it", path);
      return false;
    }
  }
  /* A curve with the same label and function is replaced. */
  int kept = 0;
  for (int i = 0; i < count; i++) {
    if (!strcmp(series[i].label, label) && !strcmp(series[i].function, function))
      series_free(&series[i]);
    else
      series[kept++] = series[i];
  }
  count = kept;
  if (count == MAX_SERIES) {
    series_free(&series[0]);
    memmove(series, series + 1, sizeof series[0] * (size_t)(--count));
  }
  series[count++] = sample(label, function, order, usage, n);
  HloStr svg = {0};
  render(&svg, series, count);
  bool ok = hlo_write_file_atomic(path, svg.data, svg.len, error);
  hlo_str_free(&svg);
  for (int i = 0; i < count; i++)
    series_free(&series[i]);
  return ok;
}
