/*
 * Pass options: "key=value flag key='a b'" parsed into a pass's options
 * struct through its option table. Defaults go through the same parser as
 * user values, so a table entry is the single truth about an option.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static void *field(void *options, const HloOptionInfo *o) { return (char *)options + o->offset; }

static void expected_choices(HloStr *error, const HloOptionInfo *o) {
  hlo_str_puts(error, "expected one of ");
  for (const char *const *c = o->choices; *c; c++)
    hlo_str_printf(error, "%s%s", c == o->choices ? "" : ", ", *c);
}

static bool parse_budget(const char *v, HloBudget *b) {
  size_t n = strlen(v);
  if (n > 1 && v[n - 1] == '%') {
    char *end;
    errno = 0;
    double p = strtod(v, &end);
    if (end != v + n - 1 || errno || !isfinite(p) || p <= 0 || isspace((unsigned char)*v))
      return false;
    *b = (HloBudget){true, p, 0};
    return true;
  }
  int64_t bytes;
  if (!hlo_parse_bytes(v, &bytes))
    return false;
  *b = (HloBudget){false, 0, bytes};
  return true;
}

/* Stores value text `v` into the option's field. */
static bool set_option(const HloPassInfo *info, const HloOptionInfo *o, void *options,
                       const char *v, HloStr *error) {
  char *end;
  errno = 0;
  switch (o->kind) {
  case HLO_OPT_BOOL:
    if (!strcmp(v, "true") || !strcmp(v, "1") || !strcmp(v, "on")) {
      *(bool *)field(options, o) = true;
      return true;
    }
    if (!strcmp(v, "false") || !strcmp(v, "0") || !strcmp(v, "off")) {
      *(bool *)field(options, o) = false;
      return true;
    }
    break;
  case HLO_OPT_INT: {
    long long x = strtoll(v, &end, 10);
    if (*v && !*end && !errno) {
      *(int64_t *)field(options, o) = x;
      return true;
    }
    break;
  }
  case HLO_OPT_DOUBLE: {
    double x = strtod(v, &end);
    if (*v && !*end && !errno && isfinite(x)) {
      *(double *)field(options, o) = x;
      return true;
    }
    break;
  }
  case HLO_OPT_STRING: {
    char **slot = field(options, o);
    free(*slot);
    *slot = hlo_xstrdup(v);
    return true;
  }
  case HLO_OPT_ENUM:
    for (int i = 0; o->choices[i]; i++) {
      if (!strcmp(v, o->choices[i])) {
        *(int *)field(options, o) = i;
        return true;
      }
    }
    break;
  case HLO_OPT_BYTES:
    if (hlo_parse_bytes(v, field(options, o)))
      return true;
    break;
  case HLO_OPT_BUDGET:
    if (parse_budget(v, field(options, o)))
      return true;
    break;
  }
  hlo_str_printf(error, "invalid value '%s' for option '%s' of pass '%s': ", v, o->name,
                 info->name);
  switch (o->kind) {
  case HLO_OPT_BOOL: hlo_str_puts(error, "expected true or false"); break;
  case HLO_OPT_INT: hlo_str_puts(error, "expected an integer"); break;
  case HLO_OPT_DOUBLE: hlo_str_puts(error, "expected a number"); break;
  case HLO_OPT_ENUM: expected_choices(error, o); break;
  case HLO_OPT_BYTES: hlo_str_puts(error, "expected a byte count such as 4096, 64KiB or 1.5GB"); break;
  case HLO_OPT_BUDGET:
    hlo_str_puts(error, "expected a byte count such as 512MiB or a percentage such as 60%");
    break;
  case HLO_OPT_STRING: break;
  }
  return false;
}

static const HloOptionInfo *find_option(const HloPassInfo *info, const char *name, size_t len) {
  for (size_t i = 0; i < info->noptions; i++)
    if (strlen(info->options[i].name) == len && !strncmp(info->options[i].name, name, len))
      return &info->options[i];
  return NULL;
}

/* Reads one value: quoted with ' or ", braced with {}, or up to space. */
static bool read_value(const char **p, const char *end, HloStr *out, HloStr *error) {
  const char *s = *p;
  out->len = 0;
  hlo_str_append(out, "", 0);
  if (s < end && (*s == '\'' || *s == '"')) {
    char q = *s++;
    const char *start = s;
    while (s < end && *s != q)
      s++;
    if (s == end) {
      hlo_str_printf(error, "unterminated %c in pass options", q);
      return false;
    }
    hlo_str_append(out, start, (size_t)(s - start));
    *p = s + 1;
    return true;
  }
  if (s < end && *s == '{') {
    int depth = 0;
    const char *start = s + 1;
    for (; s < end; s++) {
      depth += (*s == '{') - (*s == '}');
      if (depth == 0)
        break;
    }
    if (s == end) {
      hlo_str_puts(error, "unbalanced '{' in pass options");
      return false;
    }
    hlo_str_append(out, start, (size_t)(s - start));
    *p = s + 1;
    return true;
  }
  const char *start = s;
  while (s < end && !isspace((unsigned char)*s))
    s++;
  hlo_str_append(out, start, (size_t)(s - start));
  *p = s;
  return true;
}

static void list_options(const HloPassInfo *info, HloStr *error) {
  if (!info->noptions) {
    hlo_str_printf(error, "; '%s' takes no options", info->name);
    return;
  }
  hlo_str_puts(error, "; valid options: ");
  for (size_t i = 0; i < info->noptions; i++)
    hlo_str_printf(error, "%s%s", i ? ", " : "", info->options[i].name);
}

void *hlo_pass_options_parse(const HloPassInfo *info, const char *text, size_t len,
                             HloStr *error) {
  void *options = hlo_xcalloc(1, info->options_size ? info->options_size : 1);
  for (size_t i = 0; i < info->noptions; i++) {
    const HloOptionInfo *o = &info->options[i];
    if (o->default_value && !set_option(info, o, options, o->default_value, error)) {
      hlo_pass_options_free(info, options);
      return NULL;
    }
  }
  const char *p = text, *end = text + len;
  HloStr value = {0};
  bool ok = true;
  while (ok) {
    while (p < end && isspace((unsigned char)*p))
      p++;
    if (p == end)
      break;
    const char *name = p;
    while (p < end && !isspace((unsigned char)*p) && *p != '=')
      p++;
    size_t nlen = (size_t)(p - name);
    const HloOptionInfo *o = find_option(info, name, nlen);
    if (!o) {
      hlo_str_printf(error, "unknown option '%.*s' for pass '%s'", (int)nlen, name, info->name);
      list_options(info, error);
      ok = false;
      break;
    }
    if (p < end && *p == '=') {
      p++;
      ok = read_value(&p, end, &value, error) && set_option(info, o, options, value.data, error);
    } else if (o->kind == HLO_OPT_BOOL) {
      *(bool *)field(options, o) = true;
    } else {
      hlo_str_printf(error, "option '%s' of pass '%s' needs a value", o->name, info->name);
      ok = false;
    }
  }
  hlo_str_free(&value);
  if (ok && info->validate && !info->validate(options, error))
    ok = false;
  if (!ok) {
    hlo_pass_options_free(info, options);
    return NULL;
  }
  return options;
}

void hlo_pass_options_free(const HloPassInfo *info, void *options) {
  if (!options)
    return;
  for (size_t i = 0; i < info->noptions; i++)
    if (info->options[i].kind == HLO_OPT_STRING)
      free(*(char **)field(options, &info->options[i]));
  free(options);
}

/* A deep copy, for the pass clones MLIR makes per worker thread. */
void *hlo_pass_options_clone(const HloPassInfo *info, const void *options) {
  void *copy = hlo_xmalloc(info->options_size ? info->options_size : 1);
  memcpy(copy, options, info->options_size);
  for (size_t i = 0; i < info->noptions; i++) {
    if (info->options[i].kind != HLO_OPT_STRING)
      continue;
    char **slot = field(copy, &info->options[i]);
    if (*slot)
      *slot = hlo_xstrdup(*slot);
  }
  return copy;
}
