/*
 * --verify-diagnostics, as in mlir-opt: comments such as
 *
 *   // expected-error@+1 {{message}}        the next line
 *   // expected-remark @below {{message}}    the next line without a directive
 *   // expected-warning@above {{message}}    the line above
 *   // expected-error-re {{a {{[0-9]+}} b}}  a regex between inner {{ }}
 *
 * must each match one diagnostic of that severity on that line whose
 * message contains the text, and every error, warning and remark must be
 * expected. Notes are matched when expected and otherwise ignored.
 */
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tool.h"

typedef struct Expected {
  HloSeverity severity;
  unsigned line;         /* the line the diagnostic must be on */
  unsigned where, col;   /* where the comment is */
  char *text;
  bool is_regex, matched;
  regex_t re;
} Expected;

static const struct {
  const char *word;
  HloSeverity severity;
} kinds[] = {{"error", HLO_ERROR}, {"warning", HLO_WARNING},
             {"remark", HLO_REMARK}, {"note", HLO_NOTE}};

/* Escapes ERE metacharacters of a literal piece. */
static void regex_literal(HloStr *out, const char *p, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (strchr(".[]()*+?{}|^$\\", p[i]))
      hlo_str_append(out, "\\", 1);
    hlo_str_append(out, p + i, 1);
  }
}

/* Builds the regex of an expected-*-re body: literal text with {{re}}. */
static bool compile_regex(Expected *e, HloStr *error) {
  HloStr pattern = {0};
  const char *p = e->text;
  hlo_str_append(&pattern, "", 0);
  while (*p) {
    const char *open = strstr(p, "{{");
    if (!open) {
      regex_literal(&pattern, p, strlen(p));
      break;
    }
    regex_literal(&pattern, p, (size_t)(open - p));
    const char *close = strstr(open + 2, "}}");
    if (!close) {
      hlo_str_puts(error, "unterminated '{{' in expected-*-re");
      hlo_str_free(&pattern);
      return false;
    }
    hlo_str_append(&pattern, "(", 1);
    hlo_str_append(&pattern, open + 2, (size_t)(close - open - 2));
    hlo_str_append(&pattern, ")", 1);
    p = close + 2;
  }
  int rc = regcomp(&e->re, pattern.data, REG_EXTENDED | REG_NOSUB);
  if (rc) {
    char buf[128];
    regerror(rc, &e->re, buf, sizeof buf);
    hlo_str_printf(error, "invalid regex '%s': %s", pattern.data, buf);
  }
  hlo_str_free(&pattern);
  return rc == 0;
}

typedef struct Line {
  const char *p;
  size_t len;
} Line;

static bool has_directive(Line l) {
  for (size_t i = 0; i + 9 <= l.len; i++)
    if (memcmp(l.p + i, "expected-", 9) == 0)
      return true;
  return false;
}

/* Parses the directive at l.p[at]; false (with a message) if malformed,
 * `*found` false if these are not the words of a directive. */
static bool parse_directive(Line *lines, size_t nlines, size_t li, size_t at, Expected *e,
                            bool *found, HloStr *error) {
  Line l = lines[li];
  const char *p = l.p + at + 9, *end = l.p + l.len;
  *found = false;
  size_t k = 0;
  while (k < 4 && !((size_t)(end - p) >= strlen(kinds[k].word) &&
                    !memcmp(p, kinds[k].word, strlen(kinds[k].word))))
    k++;
  if (k == 4)
    return true;
  p += strlen(kinds[k].word);
  memset(e, 0, sizeof *e);
  e->severity = kinds[k].severity;
  e->where = (unsigned)li + 1;
  e->col = (unsigned)at + 1;
  e->line = e->where;
  if (end - p >= 3 && !memcmp(p, "-re", 3)) {
    e->is_regex = true;
    p += 3;
  }
  if (p < end && *p != ' ' && *p != '@' && *p != '{')
    return true; /* e.g. "expected-errors": not a directive */
  *found = true;
  while (p < end && *p == ' ')
    p++;
  if (p < end && *p == '@') {
    p++;
    if (end - p >= 5 && !memcmp(p, "above", 5)) {
      e->line = e->where - 1;
      p += 5;
    } else if (end - p >= 5 && !memcmp(p, "below", 5)) {
      size_t j = li + 1;
      while (j < nlines && has_directive(lines[j]))
        j++;
      e->line = (unsigned)j + 1;
      p += 5;
    } else if (p < end && (*p == '+' || *p == '-')) {
      char sign = *p++;
      long n = 0;
      if (p == end || *p < '0' || *p > '9') {
        hlo_str_puts(error, "expected a line offset after '@+' or '@-'");
        return false;
      }
      while (p < end && *p >= '0' && *p <= '9')
        n = n * 10 + (*p++ - '0');
      long line = (long)e->where + (sign == '+' ? n : -n);
      if (line < 1) {
        hlo_str_puts(error, "line offset points before the start of the file");
        return false;
      }
      e->line = (unsigned)line;
    } else {
      hlo_str_puts(error, "expected '@above', '@below', '@+N' or '@-N'");
      return false;
    }
  }
  while (p < end && *p == ' ')
    p++;
  /* The message runs to the last "}}" of the line. */
  const char *close = NULL;
  for (const char *q = p; q + 1 < end; q++)
    if (q[0] == '}' && q[1] == '}')
      close = q;
  if (end - p < 2 || p[0] != '{' || p[1] != '{' || !close || close < p + 2) {
    hlo_str_puts(error, "expected {{message}} after the expected-* directive");
    return false;
  }
  e->text = hlo_xstrndup(p + 2, (size_t)(close - p - 2));
  if (e->is_regex && !compile_regex(e, error)) {
    free(e->text);
    e->text = NULL;
    return false;
  }
  return true;
}

static bool message_matches(const Expected *e, const char *message) {
  if (e->is_regex)
    return regexec(&e->re, message, 0, NULL, 0) == 0;
  return strstr(message, e->text) != NULL;
}

bool verify_diagnostics(DiagLog *log, const char *filename, const char *text, size_t len,
                        const HloSource *in) {
  size_t nlines = 0, cap = 64;
  Line *lines = hlo_xmalloc(cap * sizeof *lines);
  for (const char *p = text, *end = text + len; p <= end;) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    if (nlines == cap)
      lines = hlo_xrealloc(lines, (cap *= 2) * sizeof *lines);
    lines[nlines++] = (Line){p, (size_t)((eol ? eol : end) - p)};
    if (!eol)
      break;
    p = eol + 1;
  }
  Expected *exp = NULL;
  size_t nexp = 0;
  bool ok = true;
  for (size_t li = 0; li < nlines; li++) {
    for (size_t at = 0; at + 9 <= lines[li].len; at++) {
      if (memcmp(lines[li].p + at, "expected-", 9) != 0)
        continue;
      Expected e;
      bool found;
      HloStr error = {0};
      if (!parse_directive(lines, nlines, li, at, &e, &found, &error)) {
        fprintf(stderr, "%s:%zu:%zu: error: %s\n", filename, li + 1, at + 1, error.data);
        ok = false;
      } else if (found) {
        exp = hlo_xrealloc(exp, (nexp + 1) * sizeof *exp);
        exp[nexp++] = e;
      }
      hlo_str_free(&error);
    }
  }

  for (size_t i = 0; i < log->len; i++) {
    ToolDiag *d = &log->items[i];
    bool matched = false;
    for (size_t j = 0; j < nexp && !matched; j++) {
      Expected *e = &exp[j];
      if (!e->matched && e->severity == d->severity && d->file && !strcmp(d->file, filename) &&
          e->line == d->line && message_matches(e, d->message))
        matched = e->matched = true;
    }
    if (!matched && d->severity != HLO_NOTE) {
      ToolDiag u = *d;
      HloStr msg = {0};
      hlo_str_printf(&msg, "unexpected %s: %s", hlo_severity_name(d->severity), d->message);
      u.severity = HLO_ERROR;
      u.message = msg.data;
      diag_print(&u, in);
      hlo_str_free(&msg);
      ok = false;
    }
  }
  for (size_t j = 0; j < nexp; j++) {
    if (!exp[j].matched) {
      fprintf(stderr, "%s:%u:%u: error: expected %s \"%s\" was not produced\n", filename,
              exp[j].where, exp[j].col, hlo_severity_name(exp[j].severity), exp[j].text);
      ok = false;
    }
    if (exp[j].is_regex)
      regfree(&exp[j].re);
    free(exp[j].text);
  }
  free(exp);
  free(lines);
  diag_log_clear(log);
  return ok;
}
