/*
 * The named custom directives of the op formats (formats.def), each a
 * pair: a reader, from pretty text to generic attributes and regions, and
 * a printer, from the op back to the same pretty text. What each
 * directive reads and writes is in docs/syntax.md; the generic attribute
 * text is what stablehlo-opt prints in generic form, e.g. slice ranges
 * `[1:3, 0:8:2]` are start_indices = array<i64: 1, 0>, limit_indices =
 * array<i64: 3, 8>, strides = array<i64: 1, 2>.
 *
 * A printer returns false when the op does not have the attributes its
 * directive needs in the shape it needs: the op then prints generic.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/internal.h"

/* ---- helpers ---- */

bool type_element(Slice tensor, Slice *elem) {
  if (tensor.n < 8 || memcmp(tensor.p, "tensor<", 7) != 0)
    return false;
  const char *p = tensor.p + 7, *end = tensor.p + tensor.n - 1;
  for (;;) {
    const char *q = p;
    if (q < end && *q == '?')
      q++;
    else
      while (q < end && isdigit((unsigned char)*q))
        q++;
    if (q > p && q < end && *q == 'x') {
      p = q + 1;
      continue;
    }
    break;
  }
  /* up to a top-level comma (an encoding) or the end */
  int depth = 0;
  const char *e = p;
  for (; e < end; e++) {
    if (*e == '<')
      depth++;
    else if (*e == '>')
      depth--;
    else if (*e == ',' && depth == 0)
      break;
  }
  *elem = (Slice){p, (size_t)(e - p)};
  return e > p;
}

/* "[1, 2]" read into `out` as written, normalized. */
static bool read_int_list(Reader *r, HloStr *out) {
  if (!rd_expect(r, "["))
    return false;
  hlo_str_puts(out, "[");
  if (!rd_accept(r, "]")) {
    const char *sep = "";
    do {
      int64_t v;
      if (!rd_int(r, &v))
        return false;
      hlo_str_printf(out, "%s%lld", sep, (long long)v);
      sep = ", ";
    } while (rd_accept(r, ","));
    if (!rd_expect(r, "]"))
      return false;
  }
  hlo_str_puts(out, "]");
  return true;
}

static char *slice_dup(Slice s) { return hlo_xstrndup(s.p, s.n); }

/* ---- readers ---- */

static bool read_constant(Reader *r, OpText *op) {
  if (rd_accept(r, "(")) {
    /* stablehlo.constant() <{value = ...}> : () -> type, a generic body */
    if (!rd_expect(r, ")"))
      return false;
    if (rd_at(r, "<")) {
      rd_accept(r, "<");
      Slice dict;
      if (!rd_attr_value(r, &dict, false) || !rd_expect(r, ">"))
        return false;
      if (dict.n >= 2) {
        if (op->props.len)
          hlo_str_puts(&op->props, ", ");
        hlo_str_append(&op->props, dict.p + 1, dict.n - 2);
      }
    }
    if (!rd_attr_dict(r, op) || !rd_expect(r, ":"))
      return false;
    rd_skip_ws(r);
    const char *at = rd_pos(r);
    Slice fn;
    return rd_type(r, &fn) && rd_assign_function_type(r, op, fn, at);
  }
  if (!rd_attr_dict(r, op))
    return false;
  rd_skip_ws(r);
  const char *at = rd_pos(r);
  Slice value;
  if (!rd_attr_value(r, &value, true))
    return false;
  /* the type is the end of the value: find it again after ` : ` */
  const char *colon = NULL;
  int depth = 0;
  for (const char *p = value.p; p < value.p + value.n; p++) {
    if (*p == '"') {
      for (p++; p < value.p + value.n && *p != '"'; p++)
        if (*p == '\\')
          p++;
    } else if (*p == '<' || *p == '[' || *p == '(' || *p == '{') {
      depth++;
    } else if (*p == '>' || *p == ']' || *p == ')' || *p == '}') {
      depth--;
    } else if (*p == ':' && depth == 0) {
      colon = p;
    }
  }
  if (!colon) {
    (void)at;
    return rd_error(r, "expected ':' and the constant's type");
  }
  const char *t = colon + 1;
  while (isspace((unsigned char)*t))
    t++;
  op_prop_slice(op, "value", value);
  op_add_result_type(op, (Slice){t, (size_t)(value.p + value.n - t)});
  return true;
}

/* (%iterArg = %init, ...) : types [attributes {...}] cond {...} do {...} */
static bool read_while(Reader *r, OpText *op) {
  Slice iters[64];
  size_t n = 0;
  if (!rd_expect(r, "("))
    return false;
  if (!rd_accept(r, ")")) {
    do {
      Slice iter, init;
      if (!rd_value(r, &iter) || !rd_expect(r, "=") || !rd_value(r, &init))
        return false;
      if (n == 64)
        return rd_error(r, "more than 64 loop-carried values");
      iters[n++] = iter;
      op_add_operand(r, op, init);
    } while (rd_accept(r, ","));
    if (!rd_expect(r, ")"))
      return false;
  }
  if (n) {
    if (!rd_expect(r, ":"))
      return false;
    if (!rd_type_list(r, &op->result_types, &op->nresults, &op->cap_results))
      return false;
    if (op->nresults != n)
      return rd_error(r, "%zu loop-carried values but %zu types", n, op->nresults);
    for (size_t i = 0; i < n; i++)
      op->operand_types[i] = op->result_types[i];
  }
  if (rd_accept(r, "attributes")) {
    const OpFormat *f = op->format;
    op->format = NULL; /* every attribute here is discardable */
    bool ok = rd_attr_dict(r, op);
    op->format = f;
    if (!ok)
      return false;
  }
  HloStr args = {0};
  for (size_t i = 0; i < n; i++)
    hlo_str_printf(&args, "%s%.*s: %.*s", i ? ", " : "", (int)iters[i].n, iters[i].p,
                   (int)op->result_types[i].n, op->result_types[i].p);
  bool ok = true;
  for (int region = 0; region < 2 && ok; region++) {
    ok = rd_expect(r, region == 0 ? "cond" : "do");
    for (size_t i = 0; i < n && ok; i++)
      rd_define(r, iters[i], op->result_types[i]);
    ok = ok && rd_region(r, op, args.data ? args.data : "");
  }
  hlo_str_free(&args);
  return ok;
}

/* (%x init: %i), ... applies OP across dimensions = [..] {..} : fn
 * (%x init: %i), ... across dimensions = [..] {..} : fn
 *     reducer(%a: t, %b: t) ... { body } */
static bool read_reduce(Reader *r, OpText *op) {
  Slice inits[64];
  size_t n = 0;
  do {
    Slice in, init;
    if (!rd_expect(r, "(") || !rd_value(r, &in) || !rd_expect(r, "init") || !rd_expect(r, ":") ||
        !rd_value(r, &init) || !rd_expect(r, ")"))
      return false;
    if (n == 64)
      return rd_error(r, "more than 64 reduced values");
    op_add_operand(r, op, in);
    inits[n++] = init;
  } while (rd_accept(r, ","));
  for (size_t i = 0; i < n; i++)
    op_add_operand(r, op, inits[i]);
  Slice inner = {NULL, 0};
  if (rd_accept(r, "applies")) {
    rd_skip_ws(r);
    if (rd_at(r, "\"")) {
      if (!rd_attr_value(r, &inner, false))
        return false;
      inner.p++;
      inner.n -= 2;
    } else if (!rd_keyword(r, &inner)) {
      return false;
    }
  }
  if (!rd_expect(r, "across") || !rd_expect(r, "dimensions") || !rd_expect(r, "="))
    return false;
  if (op->props.len)
    hlo_str_puts(&op->props, ", ");
  hlo_str_puts(&op->props, "dimensions = ");
  if (!rd_dims(r, &op->props) || !rd_attr_dict(r, op) || !rd_expect(r, ":"))
    return false;
  rd_skip_ws(r);
  const char *at = rd_pos(r);
  Slice fn;
  if (!rd_type(r, &fn) || !rd_assign_function_type(r, op, fn, at))
    return false;
  if (inner.p) {
    Slice elem;
    if (!op->noperands || !type_element(op->operand_types[0], &elem))
      return rd_error(r, "cannot find the element type of the reduced tensor");
    unsigned k = rd_fresh(r);
    HloStr body = {0};
    hlo_str_printf(&body,
                   "{^bb0(%%__hlo_r%ua: tensor<%.*s>, %%__hlo_r%ub: tensor<%.*s>): "
                   "%%__hlo_r%uc = \"%.*s\"(%%__hlo_r%ua, %%__hlo_r%ub) : "
                   "(tensor<%.*s>, tensor<%.*s>) -> tensor<%.*s> "
                   "\"stablehlo.return\"(%%__hlo_r%uc) : (tensor<%.*s>) -> ()}",
                   k, (int)elem.n, elem.p, k, (int)elem.n, elem.p, k, (int)inner.n, inner.p, k, k,
                   (int)elem.n, elem.p, (int)elem.n, elem.p, (int)elem.n, elem.p, k, (int)elem.n,
                   elem.p);
    rd_synthetic_region(r, op, body.data);
    hlo_str_free(&body);
    return true;
  }
  if (!rd_expect(r, "reducer"))
    return false;
  HloStr firsts = {0}, seconds = {0};
  bool ok = true;
  size_t pairs = 0;
  while (ok && rd_accept(r, "(")) {
    Slice a, ta, b, tb;
    ok = rd_value(r, &a) && rd_expect(r, ":") && rd_type(r, &ta) && rd_expect(r, ",") &&
         rd_value(r, &b) && rd_expect(r, ":") && rd_type(r, &tb) && rd_expect(r, ")");
    if (ok) {
      rd_define(r, a, ta);
      rd_define(r, b, tb);
      hlo_str_printf(&firsts, "%s%.*s: %.*s", pairs ? ", " : "", (int)a.n, a.p, (int)ta.n, ta.p);
      hlo_str_printf(&seconds, ", %.*s: %.*s", (int)b.n, b.p, (int)tb.n, tb.p);
      pairs++;
    }
  }
  if (ok && pairs) {
    hlo_str_append(&firsts, seconds.data, seconds.len);
    ok = rd_region(r, op, firsts.data);
  } else if (ok) {
    ok = rd_error(r, "expected reducer arguments");
  }
  hlo_str_free(&firsts);
  hlo_str_free(&seconds);
  return ok;
}

/* [attr-dict] %a, %b : t, u   or   [attr-dict] () */
static bool read_barrier(Reader *r, OpText *op) {
  if (!rd_attr_dict(r, op))
    return false;
  if (rd_accept(r, "("))
    return rd_expect(r, ")");
  do {
    Slice v;
    if (!rd_value(r, &v))
      return false;
    op_add_operand(r, op, v);
  } while (rd_accept(r, ","));
  if (!rd_expect(r, ":"))
    return false;
  size_t first = op->nresults;
  if (!rd_type_list(r, &op->result_types, &op->nresults, &op->cap_results))
    return false;
  if (op->nresults - first != op->noperands)
    return rd_error(r, "expected %zu types", op->noperands);
  for (size_t i = 0; i < op->noperands; i++)
    op->operand_types[i] = op->result_types[first + i];
  return true;
}

/* [1:3, 0:8:2] */
static bool read_slice(Reader *r, OpText *op) {
  HloStr start = {0}, limit = {0}, stride = {0};
  bool ok = rd_expect(r, "[");
  const char *sep = ": ";
  if (ok && !rd_accept(r, "]")) {
    do {
      int64_t a, b, c = 1;
      ok = rd_int(r, &a) && rd_expect(r, ":") && rd_int(r, &b);
      if (ok && rd_accept(r, ":"))
        ok = rd_int(r, &c);
      if (ok) {
        hlo_str_printf(&start, "%s%lld", sep, (long long)a);
        hlo_str_printf(&limit, "%s%lld", sep, (long long)b);
        hlo_str_printf(&stride, "%s%lld", sep, (long long)c);
        sep = ", ";
      }
    } while (ok && rd_accept(r, ","));
    ok = ok && rd_expect(r, "]");
  }
  if (ok) {
    op_prop(op, "start_indices", "array<i64%s>", start.data ? start.data : "");
    op_prop(op, "limit_indices", "array<i64%s>", limit.data ? limit.data : "");
    op_prop(op, "strides", "array<i64%s>", stride.data ? stride.data : "");
  }
  hlo_str_free(&start);
  hlo_str_free(&limit);
  hlo_str_free(&stride);
  return ok;
}

/* [batching_dims = [0] x [0],] contracting_dims = [2] x [1] */
static bool read_dot_dims(Reader *r, OpText *op) {
  HloStr lb = {0}, rb = {0}, lc = {0}, rc = {0};
  bool ok = true;
  if (rd_accept(r, "batching_dims"))
    ok = rd_expect(r, "=") && read_int_list(r, &lb) && rd_expect(r, "x") &&
         read_int_list(r, &rb) && rd_expect(r, ",");
  ok = ok && rd_expect(r, "contracting_dims") && rd_expect(r, "=") && read_int_list(r, &lc) &&
       rd_expect(r, "x") && read_int_list(r, &rc);
  if (ok) {
    HloStr v = {0};
    const char *names[] = {"lhs_batching_dimensions", "rhs_batching_dimensions",
                           "lhs_contracting_dimensions", "rhs_contracting_dimensions"};
    HloStr *lists[] = {&lb, &rb, &lc, &rc};
    const char *sep = "";
    hlo_str_puts(&v, "#stablehlo.dot<");
    for (int i = 0; i < 4; i++)
      if (lists[i]->len > 2) {
        hlo_str_printf(&v, "%s%s = %s", sep, names[i], lists[i]->data);
        sep = ", ";
      }
    hlo_str_puts(&v, ">");
    op_prop(op, "dot_dimension_numbers", "%s", v.data);
    hlo_str_free(&v);
  }
  hlo_str_free(&lb);
  hlo_str_free(&rb);
  hlo_str_free(&lc);
  hlo_str_free(&rc);
  return ok;
}

/* precision = [DEFAULT, HIGH] */
static bool read_precision_list(Reader *r, OpText *op) {
  if (!rd_expect(r, "precision") || !rd_expect(r, "=") || !rd_expect(r, "["))
    return false;
  HloStr v = {0};
  hlo_str_puts(&v, "[");
  bool ok = true;
  if (!rd_accept(r, "]")) {
    const char *sep = "";
    do {
      Slice w;
      ok = rd_keyword(r, &w);
      if (ok)
        hlo_str_printf(&v, "%s#stablehlo<precision %.*s>", sep, (int)w.n, w.p);
      sep = ", ";
    } while (ok && rd_accept(r, ","));
    ok = ok && rd_expect(r, "]");
  }
  hlo_str_puts(&v, "]");
  if (ok)
    op_prop(op, "precision_config", "%s", v.data);
  hlo_str_free(&v);
  return ok;
}

static bool read_algorithm(Reader *r, OpText *op) {
  Slice v;
  if (!rd_expect(r, "=") || !rd_attr_value(r, &v, false))
    return false;
  op_prop(op, "algorithm", "#stablehlo.dot_algorithm%.*s", (int)v.n, v.p);
  return true;
}

static bool read_precision_algorithm(Reader *r, OpText *op) {
  if (!rd_accept(r, ","))
    return true;
  if (rd_accept(r, "algorithm"))
    return read_algorithm(r, op);
  if (!read_precision_list(r, op))
    return false;
  if (!rd_accept(r, ","))
    return true;
  return rd_expect(r, "algorithm") && read_algorithm(r, op);
}

/* [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f] */
static bool read_conv_dims(Reader *r, OpText *op) {
  HloStr v = {0};
  hlo_str_puts(&v, "#stablehlo.conv<");
  bool ok = true;
  for (int part = 0; part < 3 && ok; part++) {
    if (part == 1)
      ok = rd_expect(r, "x");
    if (part == 2)
      ok = rd_expect(r, "->");
    ok = ok && rd_expect(r, "[");
    if (part)
      hlo_str_puts(&v, part == 1 ? "x" : "->");
    hlo_str_puts(&v, "[");
    const char *sep = "";
    while (ok && !rd_accept(r, "]")) {
      rd_skip_ws(r);
      Slice item;
      if (isdigit((unsigned char)*rd_pos(r))) {
        int64_t d;
        ok = rd_int(r, &d);
        hlo_str_printf(&v, "%s%lld", sep, (long long)d);
      } else {
        ok = rd_keyword(r, &item);
        if (ok)
          hlo_str_printf(&v, "%s%.*s", sep, (int)item.n, item.p);
      }
      sep = ", ";
      if (ok && !rd_at(r, "]"))
        ok = rd_expect(r, ",");
    }
    hlo_str_puts(&v, "]");
  }
  hlo_str_puts(&v, ">");
  if (ok)
    op_prop(op, "dimension_numbers", "%s", v.data);
  hlo_str_free(&v);
  return ok;
}

/* stride = [..], pad = [[l, h], ..], lhs_dilate = [..], rhs_dilate = [..], reverse = [..] */
static bool read_window(Reader *r, OpText *op) {
  static const char *const keys[] = {"stride", "pad", "lhs_dilate", "rhs_dilate", "reverse"};
  static const char *const names[] = {"window_strides", "padding", "lhs_dilation",
                                      "rhs_dilation", "window_reversal"};
  bool seen[5] = {0};
  for (;;) {
    int k = -1;
    for (int i = 0; i < 5 && k < 0; i++)
      if (rd_at(r, keys[i]))
        k = i;
    if (k < 0)
      return true;
    if (seen[k])
      return rd_error(r, "'%s' given twice", keys[k]);
    seen[k] = true;
    rd_accept(r, keys[k]);
    if (!rd_expect(r, "=") || !rd_expect(r, "["))
      return false;
    HloStr v = {0};
    bool ok = true;
    int64_t rows = 0;
    const char *sep = k == 1 ? "[" : ": ";
    hlo_str_puts(&v, k == 1 ? "dense<" : k == 4 ? "array<i1" : "array<i64");
    if (!rd_accept(r, "]")) {
      do {
        if (k == 1) {
          int64_t lo, hi;
          ok = rd_expect(r, "[") && rd_int(r, &lo) && rd_expect(r, ",") && rd_int(r, &hi) &&
               rd_expect(r, "]");
          hlo_str_printf(&v, "%s[%lld, %lld]", sep, (long long)lo, (long long)hi);
          rows++;
        } else if (k == 4) {
          Slice w;
          int64_t b;
          rd_skip_ws(r);
          if (isdigit((unsigned char)*rd_pos(r))) {
            ok = rd_int(r, &b);
            hlo_str_printf(&v, "%s%s", sep, b ? "true" : "false");
          } else {
            ok = rd_keyword(r, &w);
            hlo_str_printf(&v, "%s%.*s", sep, (int)w.n, w.p);
          }
        } else {
          int64_t d;
          ok = rd_int(r, &d);
          hlo_str_printf(&v, "%s%lld", sep, (long long)d);
        }
        sep = ", ";
      } while (ok && rd_accept(r, ","));
      ok = ok && rd_expect(r, "]");
    } else if (k == 1) {
      hlo_str_puts(&v, "[");
    }
    if (k == 1)
      hlo_str_printf(&v, "]> : tensor<%lldx2xi64>", (long long)rows);
    else
      hlo_str_puts(&v, ">");
    if (ok)
      op_prop(op, names[k], "%s", v.data);
    hlo_str_free(&v);
    if (!ok)
      return false;
    if (!rd_accept(r, ","))
      return true;
  }
}

/* e8m10 */
static bool read_exp_mant(Reader *r, OpText *op) {
  Slice w;
  rd_skip_ws(r);
  const char *at = rd_pos(r);
  if (!rd_keyword(r, &w))
    return false;
  char *s = slice_dup(w), *m = strchr(s, 'm'), *end;
  bool ok = s[0] == 'e' && m && isdigit((unsigned char)s[1]) && isdigit((unsigned char)m[1]);
  long e = 0, mant = 0;
  if (ok) {
    e = strtol(s + 1, &end, 10);
    ok = end == m;
    mant = strtol(m + 1, &end, 10);
    ok = ok && *end == '\0';
  }
  free(s);
  if (!ok) {
    (void)at;
    return rd_error(r, "expected exponent mantissa in format e#m#");
  }
  op_prop(op, "exponent_bits", "%ld : i32", e);
  op_prop(op, "mantissa_bits", "%ld : i32", mant);
  return true;
}

/* (%a: t, ...) { body } */
static bool read_region_args(Reader *r, OpText *op) {
  if (!rd_expect(r, "("))
    return false;
  HloStr args = {0};
  bool ok = true;
  if (!rd_accept(r, ")")) {
    const char *sep = "";
    do {
      Slice name, type;
      ok = rd_value(r, &name) && rd_expect(r, ":") && rd_type(r, &type);
      if (ok) {
        rd_define(r, name, type);
        hlo_str_printf(&args, "%s%.*s: %.*s", sep, (int)name.n, name.p, (int)type.n, type.p);
        sep = ", ";
      }
    } while (ok && rd_accept(r, ","));
    ok = ok && rd_expect(r, ")");
  }
  ok = ok && rd_region(r, op, args.data ? args.data : "");
  hlo_str_free(&args);
  return ok;
}

bool directive_read(Reader *r, OpText *op, const FElem *e) {
  Slice sym;
  switch ((CustomKind)e->sub) {
  case C_CONSTANT:
    return read_constant(r, op);
  case C_WHILE:
    return read_while(r, op);
  case C_REDUCE:
    return read_reduce(r, op);
  case C_BARRIER:
    return read_barrier(r, op);
  case C_SLICE:
    return read_slice(r, op);
  case C_DOT_DIMS:
    return read_dot_dims(r, op);
  case C_PRECISION:
    if (!rd_accept(r, ","))
      return true;
    return read_precision_list(r, op);
  case C_PRECISION_ALGORITHM:
    return read_precision_algorithm(r, op);
  case C_CONV_DIMS:
    return read_conv_dims(r, op);
  case C_WINDOW:
    return read_window(r, op);
  case C_EXP_MANT:
    return read_exp_mant(r, op);
  case C_CALL_TARGET:
    if (!rd_symbol(r, &sym))
      return false;
    if (sym.p[1] == '"')
      op_prop(op, "call_target_name", "%.*s", (int)sym.n - 1, sym.p + 1);
    else
      op_prop(op, "call_target_name", "\"%.*s\"", (int)sym.n - 1, sym.p + 1);
    return true;
  case C_CALLEE:
    if (!rd_symbol(r, &sym))
      return false;
    op_prop_slice(op, "callee", sym);
    return true;
  case C_REGION_ARGS:
    return read_region_args(r, op);
  }
  return false;
}
