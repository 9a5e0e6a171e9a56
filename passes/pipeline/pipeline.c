/*
 * Textual pass pipelines, in MLIR's syntax:
 *
 *   pipeline := element (',' element)*
 *   element  := op-name '(' pipeline? ')'      nested pipeline on op-name
 *             | pass-name ('{' options '}')?
 *
 * The parse flattens the tree into stages, one per pass, each with the
 * nesting it runs under. hlomem passes anchored on another op than the
 * current one are nested implicitly (func.func passes at module level run
 * on every function), as mlir-opt does. Upstream passes are added by text
 * through mlirOpPassManagerAddPipeline, which checks their names.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct Parser {
  const char *start, *p, *end;
  const char *root;
  HloStr *error;
  HloPipeline *out;
  const char *nesting[4];
  int depth;
} Parser;

static void skip_space(Parser *ps) {
  while (ps->p < ps->end && isspace((unsigned char)*ps->p))
    ps->p++;
}

static bool is_name_char(char c) {
  return isalnum((unsigned char)c) || c == '_' || c == '-' || c == '.';
}

static bool fail(Parser *ps, const char *what) {
  hlo_str_printf(ps->error, "invalid pass pipeline: %s at column %zu", what,
                 (size_t)(ps->p - ps->start) + 1);
  return false;
}

static void push_stage(Parser *ps, const HloPassInfo *pass, const char *name, size_t nlen,
                       const char *opts, size_t olen) {
  HloPipeline *out = ps->out;
  if (out->len == out->cap) {
    out->cap = out->cap ? out->cap * 2 : 8;
    out->stages = hlo_xrealloc(out->stages, out->cap * sizeof *out->stages);
  }
  HloStage *s = &out->stages[out->len++];
  memset(s, 0, sizeof *s);
  for (int i = 0; i < ps->depth; i++)
    s->nesting[s->depth++] = hlo_xstrdup(ps->nesting[i]);
  /* Implicit nesting: a func.func pass named at module level runs on each
   * function. */
  const char *current = ps->depth ? ps->nesting[ps->depth - 1] : ps->root;
  if (pass && strcmp(pass->anchor, current) != 0 && s->depth < 4)
    s->nesting[s->depth++] = hlo_xstrdup(pass->anchor);
  s->pass = pass;
  s->name = hlo_xstrndup(name, nlen);
  s->options = hlo_xstrndup(opts, olen);
}

static bool parse_pipeline(Parser *ps);

/* A named pipeline stands for the text its entry expands to, parsed in
 * place, at the current nesting. */
static bool expand_named(Parser *ps, const HloPipelineInfo *pipeline, const char *opts,
                         size_t olen) {
  void *options = hlo_pass_options_parse(&pipeline->info, opts, olen, ps->error);
  if (!options)
    return false;
  HloStr text = {0};
  pipeline->expand(options, &text);
  hlo_pass_options_free(&pipeline->info, options);
  hlo_str_append(&text, "", 0);
  Parser sub = *ps;
  sub.start = sub.p = text.data;
  sub.end = text.data + text.len;
  bool ok = sub.p == sub.end || parse_pipeline(&sub);
  while (ok && sub.p < sub.end && isspace((unsigned char)*sub.p))
    sub.p++;
  if (ok && sub.p != sub.end)
    ok = fail(&sub, "unexpected text in the expansion of a named pipeline");
  hlo_str_free(&text);
  return ok;
}

static bool parse_element(Parser *ps) {
  skip_space(ps);
  const char *name = ps->p;
  while (ps->p < ps->end && is_name_char(*ps->p))
    ps->p++;
  size_t nlen = (size_t)(ps->p - name);
  if (!nlen)
    return fail(ps, "expected a pass or operation name");
  skip_space(ps);
  if (ps->p < ps->end && *ps->p == '(') {
    if (ps->depth == 4)
      return fail(ps, "nesting too deep");
    ps->p++;
    char *op = hlo_xstrndup(name, nlen);
    ps->nesting[ps->depth++] = op;
    bool ok = parse_pipeline(ps);
    ps->depth--;
    free(op);
    if (!ok)
      return false;
    skip_space(ps);
    if (ps->p >= ps->end || *ps->p != ')')
      return fail(ps, "expected ')'");
    ps->p++;
    return true;
  }
  const char *opts = "";
  size_t olen = 0;
  if (ps->p < ps->end && *ps->p == '{') {
    int depth = 0;
    const char *start = ps->p + 1;
    for (; ps->p < ps->end; ps->p++) {
      if (*ps->p == '\'' || *ps->p == '"') {
        char q = *ps->p;
        const char *close = memchr(ps->p + 1, q, (size_t)(ps->end - ps->p - 1));
        if (!close)
          return fail(ps, "unterminated quote in pass options");
        ps->p = close;
        continue;
      }
      depth += (*ps->p == '{') - (*ps->p == '}');
      if (depth == 0)
        break;
    }
    if (ps->p >= ps->end)
      return fail(ps, "expected '}'");
    opts = start;
    olen = (size_t)(ps->p - start);
    ps->p++;
  }
  const HloPassInfo *pass = hlo_pass_lookup(name, nlen);
  const char *current = ps->depth ? ps->nesting[ps->depth - 1] : ps->root;
  if (pass && !strcmp(pass->anchor, "builtin.module") && strcmp(current, "builtin.module")) {
    hlo_str_printf(ps->error, "pass '%s' runs on builtin.module and cannot be nested under '%s'",
                   pass->name, current);
    return false;
  }
  const HloPipelineInfo *named = hlo_pipeline_lookup(name, nlen);
  if (named)
    return expand_named(ps, named, opts, olen);
  if (pass) {
    void *parsed = hlo_pass_options_parse(pass, opts, olen, ps->error);
    if (!parsed)
      return false;
    hlo_pass_options_free(pass, parsed);
  }
  push_stage(ps, pass, name, nlen, opts, olen);
  return true;
}

static bool parse_pipeline(Parser *ps) {
  skip_space(ps);
  if (ps->p < ps->end && *ps->p == ')')
    return true; /* empty nested pipeline */
  for (;;) {
    if (!parse_element(ps))
      return false;
    skip_space(ps);
    if (ps->p < ps->end && *ps->p == ',') {
      ps->p++;
      continue;
    }
    return true;
  }
}

bool hlo_pipeline_parse(const char *text, const char *root, HloPipeline *out, HloStr *error) {
  Parser ps = {text, text, text + strlen(text), root, error, out, {NULL}, 0};
  size_t before = out->len;
  /* An explicit root anchor, "builtin.module(...)", is optional. */
  skip_space(&ps);
  size_t rlen = strlen(root);
  const char *after = ps.p + rlen;
  bool anchored = (size_t)(ps.end - ps.p) > rlen && !strncmp(ps.p, root, rlen);
  if (anchored) {
    while (after < ps.end && isspace((unsigned char)*after))
      after++;
    anchored = after < ps.end && *after == '(';
  }
  bool ok;
  if (anchored) {
    ps.p = after + 1;
    ok = parse_pipeline(&ps);
    skip_space(&ps);
    if (ok && (ps.p >= ps.end || *ps.p != ')'))
      ok = fail(&ps, "expected ')'");
    else if (ok)
      ps.p++;
  } else {
    ok = ps.p == ps.end || parse_pipeline(&ps);
  }
  skip_space(&ps);
  if (ok && ps.p != ps.end)
    ok = fail(&ps, "unexpected trailing text");
  if (!ok) {
    HloPipeline tail = {out->stages + before, out->len - before, 0};
    for (size_t i = 0; i < tail.len; i++) {
      HloStage *s = &tail.stages[i];
      for (int d = 0; d < s->depth; d++)
        free(s->nesting[d]);
      free(s->name);
      free(s->options);
    }
    out->len = before;
  }
  return ok;
}

void hlo_pipeline_free(HloPipeline *p) {
  for (size_t i = 0; i < p->len; i++) {
    HloStage *s = &p->stages[i];
    for (int d = 0; d < s->depth; d++)
      free(s->nesting[d]);
    free(s->name);
    free(s->options);
  }
  free(p->stages);
  memset(p, 0, sizeof *p);
}

void hlo_stage_print(const HloStage *s, HloStr *out) {
  for (int d = 0; d < s->depth; d++)
    hlo_str_printf(out, "%s(", s->nesting[d]);
  hlo_str_puts(out, s->name);
  if (s->options[0])
    hlo_str_printf(out, "{%s}", s->options);
  for (int d = 0; d < s->depth; d++)
    hlo_str_puts(out, ")");
}

static void append_error(MlirStringRef msg, void *user) {
  hlo_str_append(user, msg.data, msg.length);
}

bool hlo_stage_add(const HloStage *s, MlirOpPassManager pm, HloStr *error) {
  for (int d = 0; d < s->depth; d++)
    pm = mlirOpPassManagerGetNestedUnder(pm, mlirStringRefCreateFromCString(s->nesting[d]));
  if (s->pass) {
    MlirPass pass = hlo_create_pass(s->pass, s->options, error);
    if (!pass.ptr)
      return false;
    mlirOpPassManagerAddOwnedPass(pm, pass);
    return true;
  }
  HloStr text = {0};
  hlo_str_puts(&text, s->name);
  if (s->options[0])
    hlo_str_printf(&text, "{%s}", s->options);
  size_t mark = error->len;
  MlirLogicalResult r = mlirOpPassManagerAddPipeline(
      pm, (MlirStringRef){text.data, text.len}, append_error, error);
  hlo_str_free(&text);
  if (mlirLogicalResultIsFailure(r) && error->len == mark)
    hlo_str_printf(error, "cannot add pass '%s'", s->name);
  return mlirLogicalResultIsSuccess(r);
}

bool hlo_pass_manager_add_pipeline(MlirOpPassManager pm, const char *root, const char *pipeline,
                                   HloStr *error) {
  HloPipeline p = {0};
  bool ok = hlo_pipeline_parse(pipeline, root, &p, error);
  for (size_t i = 0; ok && i < p.len; i++)
    ok = hlo_stage_add(&p.stages[i], pm, error);
  hlo_pipeline_free(&p);
  return ok;
}
