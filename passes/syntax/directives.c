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
      str_item(out, sep, v);
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
  if (!colon)
    return rd_error_at(r, at, "expected ':' and the constant's type");
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
    rd_skip_ws(r);
    const char *at = rd_pos(r);
    if (!rd_type_list(r, &op->result_types, &op->nresults, &op->cap_results))
      return false;
    if (op->nresults != n)
      return rd_error_at(r, at, "%zu loop-carried values but %zu types", n, op->nresults);
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
    ok = rd_value(r, &a) && rd_expect(r, ":") && rd_type(r, &ta);
    if (ok) {
      rd_define(r, a, ta);
      hlo_str_printf(&firsts, "%s%.*s: %.*s", pairs ? ", " : "", (int)a.n, a.p, (int)ta.n, ta.p);
      rd_optional_location(r, &firsts);
    }
    ok = ok && rd_expect(r, ",") && rd_value(r, &b) && rd_expect(r, ":") && rd_type(r, &tb);
    if (ok) {
      rd_define(r, b, tb);
      hlo_str_printf(&seconds, ", %.*s: %.*s", (int)b.n, b.p, (int)tb.n, tb.p);
      rd_optional_location(r, &seconds);
    }
    ok = ok && rd_expect(r, ")");
    pairs++;
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
        str_item(&start, sep, a);
        str_item(&limit, sep, b);
        str_item(&stride, sep, c);
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
        str_item(&v, sep, d);
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
          str_item(&v, sep, d);
        }
        sep = ", ";
      } while (ok && rd_accept(r, ","));
      ok = ok && rd_expect(r, "]");
    }
    if (k == 1 && rows == 0)
      hlo_str_puts(&v, "> : tensor<0x2xi64>"); /* dense<[]> would have shape [0] */
    else if (k == 1)
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
  if (!ok)
    return rd_error_at(r, at, "expected exponent mantissa in format e#m#");
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
        rd_optional_location(r, &args);
        sep = ", ";
      }
    } while (ok && rd_accept(r, ","));
    ok = ok && rd_expect(r, ")");
  }
  ok = ok && rd_region(r, op, args.data ? args.data : "");
  hlo_str_free(&args);
  return ok;
}

/* (%x, ...) inits (%c, ...) dimension = N [attributes {...}] { ^bb0(...): ... }
 * chlo.scan: the operand and result segments (inputs then inits; outputs
 * then carries) are counted here, the results from the op's own `%r:N`. */
static bool read_operand_group(Reader *r, OpText *op, size_t *n) {
  *n = 0;
  if (!rd_expect(r, "("))
    return false;
  if (rd_accept(r, ")"))
    return true;
  do {
    Slice v;
    if (!rd_value(r, &v))
      return false;
    op_add_operand(r, op, v);
    (*n)++;
  } while (rd_accept(r, ","));
  return rd_expect(r, ")");
}

static bool read_scan(Reader *r, OpText *op) {
  size_t ninputs, ninits;
  int64_t dim;
  if (!read_operand_group(r, op, &ninputs) || !rd_expect(r, "inits") ||
      !read_operand_group(r, op, &ninits) || !rd_expect(r, "dimension") ||
      !rd_expect(r, "=") || !rd_int(r, &dim))
    return false;
  size_t nresults = rd_nresults(r);
  if (nresults < ninits)
    return rd_error(r, "%zu carries but the op defines %zu results", ninits, nresults);
  op_prop(op, "dimension", "%lld : i64", (long long)dim);
  op_prop(op, "operandSegmentSizes", "array<i32: %zu, %zu>", ninputs, ninits);
  op_prop(op, "resultSegmentSizes", "array<i32: %zu, %zu>", nresults - ninits, ninits);
  if (rd_accept(r, "attributes")) {
    if (!rd_at(r, "{"))
      return rd_error(r, "expected '{'");
    if (!rd_attr_dict(r, op))
      return false;
  }
  return rd_region(r, op, NULL);
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
  case C_SCAN:
    return read_scan(r, op);
  }
  return false;
}

/* ---- printers ---- */

static MlirAttribute attr_named(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString(name));
}

static bool is_i64_array(MlirAttribute a) {
  return !mlirAttributeIsNull(a) && mlirAttributeIsADenseI64Array(a);
}

static void print_i64_array(Printer *p, MlirAttribute a) {
  pr_puts(p, "[");
  for (intptr_t i = 0, n = mlirDenseArrayGetNumElements(a); i < n; i++)
    pr_item(p, i, mlirDenseI64ArrayGetElement(a, i));
  pr_puts(p, "]");
}

/* `[{attrs}] value`: the value's type is the result's, or the op prints
 * generic. Large values the options elide print generic too, where MLIR
 * elides them. */
static bool print_constant(Printer *p, MlirOperation op, const OpFormat *f, int64_t elide) {
  MlirAttribute v = attr_named(op, "value");
  if (mlirAttributeIsNull(v) || mlirOperationGetNumResults(op) != 1 ||
      mlirOperationGetNumOperands(op) != 0 ||
      !mlirTypeEqual(mlirAttributeGetType(v), mlirValueGetType(mlirOperationGetResult(op, 0))))
    return false;
  if (elide > 0 && mlirAttributeIsAElements(v) && mlirElementsAttrGetNumElements(v) > elide)
    return false;
  pr_attr_dict(p, op, f, " ");
  pr_puts(p, " ");
  pr_attr(p, v);
  return true;
}

static const char *const commutative[] = {"stablehlo.add", "stablehlo.multiply",
                                          "stablehlo.maximum", "stablehlo.minimum",
                                          "stablehlo.and", "stablehlo.or", "stablehlo.xor"};

static bool name_is(MlirOperation op, const char *name) {
  MlirStringRef s = mlirIdentifierStr(mlirOperationGetName(op));
  return s.length == strlen(name) && memcmp(s.data, name, s.length) == 0;
}

/* The reduce body is one commutative binary op of the dialect on its two
 * scalar arguments, returned: `applies` says it all. */
static bool reduce_is_compact(MlirOperation op, MlirOperation *inner_out) {
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  if (mlirBlockIsNull(b) || mlirBlockGetNumArguments(b) != 2)
    return false;
  MlirOperation inner = mlirBlockGetFirstOperation(b);
  if (mlirOperationIsNull(inner))
    return false;
  MlirOperation ret = mlirOperationGetNextInBlock(inner);
  if (mlirOperationIsNull(ret) || !mlirOperationIsNull(mlirOperationGetNextInBlock(ret)) ||
      !name_is(ret, "stablehlo.return") || mlirOperationGetNumOperands(ret) != 1)
    return false;
  bool known = false;
  for (size_t i = 0; i < sizeof commutative / sizeof commutative[0]; i++)
    known = known || name_is(inner, commutative[i]);
  if (!known || mlirOperationGetNumRegions(inner) || mlirOperationGetNumOperands(inner) != 2 ||
      mlirOperationGetNumResults(inner) != 1 || mlirOperationGetNumDiscardableAttributes(inner))
    return false;
  MlirValue res = mlirOperationGetResult(inner, 0);
  MlirType t = mlirValueGetType(res);
  MlirType in0 = mlirValueGetType(mlirOperationGetOperand(op, 0));
  if (!mlirTypeIsARankedTensor(t) || mlirShapedTypeGetRank(t) != 0 || !mlirTypeIsAShaped(in0) ||
      !mlirTypeEqual(mlirShapedTypeGetElementType(t), mlirShapedTypeGetElementType(in0)))
    return false;
  for (int i = 0; i < 2; i++)
    if (!mlirValueEqual(mlirOperationGetOperand(inner, i), mlirBlockGetArgument(b, i)) ||
        !mlirTypeEqual(mlirValueGetType(mlirBlockGetArgument(b, i)), t))
      return false;
  if (!mlirValueEqual(mlirOperationGetOperand(ret, 0), res))
    return false;
  *inner_out = inner;
  return true;
}

static void print_region_arg(Printer *p, MlirValue arg) {
  pr_value(p, arg);
  pr_puts(p, ": ");
  pr_type(p, mlirValueGetType(arg));
}

static bool print_reduce(Printer *p, MlirOperation op, const OpFormat *f) {
  intptr_t n = mlirOperationGetNumOperands(op) / 2;
  MlirAttribute dims = attr_named(op, "dimensions");
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  if (n < 1 || mlirOperationGetNumOperands(op) != 2 * n || !is_i64_array(dims) ||
      mlirBlockIsNull(b) || mlirBlockGetNumArguments(b) != 2 * n)
    return false;
  for (intptr_t i = 0; i < n; i++) {
    pr_puts(p, i ? ", (" : "(");
    pr_value(p, mlirOperationGetOperand(op, i));
    pr_puts(p, " init: ");
    pr_value(p, mlirOperationGetOperand(op, i + n));
    pr_puts(p, ")");
  }
  MlirOperation inner;
  bool compact = reduce_is_compact(op, &inner);
  if (compact) {
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(inner));
    pr_puts(p, " applies ");
    pr_append(p, name.data, name.length);
  }
  pr_puts(p, " across dimensions = ");
  print_i64_array(p, dims);
  pr_attr_dict(p, op, f, " ");
  pr_puts(p, " : ");
  pr_function_type(p, op);
  if (!compact) {
    pr_newline(p);
    pr_puts(p, " reducer");
    for (intptr_t i = 0; i < n; i++) {
      pr_puts(p, "(");
      print_region_arg(p, mlirBlockGetArgument(b, i));
      pr_puts(p, ", ");
      print_region_arg(p, mlirBlockGetArgument(b, i + n));
      pr_puts(p, ") ");
    }
    pr_puts(p, " ");
    pr_region_body(p, mlirOperationGetRegion(op, 0), false);
  }
  return true;
}

static bool print_while(Printer *p, MlirOperation op, const OpFormat *f) {
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirBlock cond = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 1));
  if (mlirBlockIsNull(cond) || mlirBlockIsNull(body) || mlirBlockGetNumArguments(cond) != n ||
      mlirBlockGetNumArguments(body) != n || mlirOperationGetNumResults(op) != n)
    return false;
  for (intptr_t i = 0; i < n; i++) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(op, i));
    if (!mlirTypeEqual(t, mlirValueGetType(mlirOperationGetResult(op, i))) ||
        !mlirTypeEqual(t, mlirValueGetType(mlirBlockGetArgument(cond, i))) ||
        !mlirTypeEqual(t, mlirValueGetType(mlirBlockGetArgument(body, i))))
      return false;
  }
  pr_puts(p, "(");
  for (intptr_t i = 0; i < n; i++) {
    if (i)
      pr_puts(p, ", ");
    pr_value(p, mlirBlockGetArgument(body, i));
    pr_puts(p, " = ");
    pr_value(p, mlirOperationGetOperand(op, i));
  }
  pr_puts(p, ")");
  if (n) {
    pr_puts(p, " : ");
    for (intptr_t i = 0; i < n; i++) {
      if (i)
        pr_puts(p, ", ");
      pr_type(p, mlirValueGetType(mlirOperationGetOperand(op, i)));
    }
  }
  pr_attr_dict(p, op, f, " attributes ");
  pr_newline(p);
  pr_puts(p, " cond ");
  for (intptr_t i = 0; i < n; i++)
    pr_subst(p, mlirBlockGetArgument(cond, i), mlirBlockGetArgument(body, i));
  pr_region_body(p, mlirOperationGetRegion(op, 0), false);
  pr_puts(p, " do ");
  pr_region_body(p, mlirOperationGetRegion(op, 1), false);
  return true;
}

static bool print_barrier(Printer *p, MlirOperation op, const OpFormat *f) {
  intptr_t n = mlirOperationGetNumOperands(op);
  if (mlirOperationGetNumResults(op) != n)
    return false;
  for (intptr_t i = 0; i < n; i++)
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetOperand(op, i)),
                       mlirValueGetType(mlirOperationGetResult(op, i))))
      return false;
  pr_attr_dict(p, op, f, " ");
  if (!n) {
    pr_puts(p, "()");
    return true;
  }
  for (intptr_t i = 0; i < n; i++) {
    pr_puts(p, i ? ", " : " ");
    pr_value(p, mlirOperationGetOperand(op, i));
  }
  pr_puts(p, " : ");
  for (intptr_t i = 0; i < n; i++) {
    if (i)
      pr_puts(p, ", ");
    pr_type(p, mlirValueGetType(mlirOperationGetOperand(op, i)));
  }
  return true;
}

static bool print_slice(Printer *p, MlirOperation op) {
  MlirAttribute s = attr_named(op, "start_indices"), l = attr_named(op, "limit_indices"),
                st = attr_named(op, "strides");
  if (!is_i64_array(s) || !is_i64_array(l) || !is_i64_array(st))
    return false;
  intptr_t n = mlirDenseArrayGetNumElements(s);
  if (mlirDenseArrayGetNumElements(l) != n || mlirDenseArrayGetNumElements(st) != n)
    return false;
  pr_puts(p, "[");
  for (intptr_t i = 0; i < n; i++) {
    pr_printf(p, "%s%lld:%lld", i ? ", " : "", (long long)mlirDenseI64ArrayGetElement(s, i),
              (long long)mlirDenseI64ArrayGetElement(l, i));
    if (mlirDenseI64ArrayGetElement(st, i) != 1)
      pr_printf(p, ":%lld", (long long)mlirDenseI64ArrayGetElement(st, i));
  }
  pr_puts(p, "]");
  return true;
}

/* Reads `<k = [1, 2], k2 = [3]>` fields by name; false on any other
 * shape, so the op prints generic. */
#define MAX_FIELD 16
typedef struct IntList {
  int64_t v[MAX_FIELD];
  int n;
  bool seen;
} IntList;

static bool read_struct(Slice body, const char *const *keys, IntList *lists, int nkeys) {
  const char *s = body.p, *end = body.p + body.n;
  while (s < end && isspace((unsigned char)*s))
    s++;
  if (s == end || *s != '<' || end[-1] != '>')
    return false;
  s++;
  end--;
  for (;;) {
    while (s < end && isspace((unsigned char)*s))
      s++;
    if (s == end)
      return true;
    const char *k = s;
    while (s < end && (isalnum((unsigned char)*s) || *s == '_'))
      s++;
    int which = -1;
    for (int i = 0; i < nkeys; i++)
      if ((size_t)(s - k) == strlen(keys[i]) && !memcmp(k, keys[i], (size_t)(s - k)))
        which = i;
    if (which < 0 || lists[which].seen)
      return false;
    lists[which].seen = true;
    while (s < end && isspace((unsigned char)*s))
      s++;
    if (s == end || *s++ != '=')
      return false;
    while (s < end && isspace((unsigned char)*s))
      s++;
    if (s == end || *s++ != '[')
      return false;
    for (;;) {
      while (s < end && isspace((unsigned char)*s))
        s++;
      if (s < end && *s == ']') {
        s++;
        break;
      }
      int64_t v;
      const char *e = scan_decimal(s, end, &v);
      if (e == s || lists[which].n == MAX_FIELD)
        return false;
      lists[which].v[lists[which].n++] = v;
      s = e;
      while (s < end && isspace((unsigned char)*s))
        s++;
      if (s < end && *s == ',')
        s++;
    }
    while (s < end && isspace((unsigned char)*s))
      s++;
    if (s < end && *s == ',')
      s++;
  }
}

static void print_int_list(Printer *p, const IntList *l) {
  pr_puts(p, "[");
  for (int i = 0; i < l->n; i++)
    pr_item(p, i, l->v[i]);
  pr_puts(p, "]");
}

static bool print_dot_dims(Printer *p, MlirOperation op) {
  static const char *const keys[] = {"lhs_batching_dimensions", "rhs_batching_dimensions",
                                     "lhs_contracting_dimensions", "rhs_contracting_dimensions"};
  IntList l[4] = {0};
  Slice body;
  if (!opaque_body(attr_named(op, "dot_dimension_numbers"), "stablehlo", "dot", &body) ||
      !read_struct(body, keys, l, 4))
    return false;
  if (l[0].n || l[1].n) {
    pr_puts(p, "batching_dims = ");
    print_int_list(p, &l[0]);
    pr_puts(p, " x ");
    print_int_list(p, &l[1]);
    pr_puts(p, ", ");
  }
  pr_puts(p, "contracting_dims = ");
  print_int_list(p, &l[2]);
  pr_puts(p, " x ");
  print_int_list(p, &l[3]);
  return true;
}

static bool print_precision(Printer *p, MlirOperation op) {
  MlirAttribute a = attr_named(op, "precision_config");
  if (mlirAttributeIsNull(a))
    return true;
  if (!mlirAttributeIsAArray(a))
    return false;
  pr_puts(p, ", precision = [");
  for (intptr_t i = 0, n = mlirArrayAttrGetNumElements(a); i < n; i++) {
    Slice w;
    if (!opaque_body(mlirArrayAttrGetElement(a, i), "stablehlo", "precision ", &w))
      return false;
    pr_puts(p, i ? ", " : "");
    pr_append(p, w.p, w.n);
  }
  pr_puts(p, "]");
  return true;
}

static bool print_precision_algorithm(Printer *p, MlirOperation op) {
  if (!print_precision(p, op))
    return false;
  MlirAttribute a = attr_named(op, "algorithm");
  if (mlirAttributeIsNull(a))
    return true;
  Slice body;
  if (!opaque_body(a, "stablehlo", "dot_algorithm", &body) || !body.n || body.p[0] != '<')
    return false;
  pr_puts(p, ", algorithm = ");
  pr_append(p, body.p, body.n);
  return true;
}

static bool print_conv_dims(Printer *p, MlirOperation op) {
  Slice body;
  if (!opaque_body(attr_named(op, "dimension_numbers"), "stablehlo", "conv<", &body) || !body.n ||
      body.p[body.n - 1] != '>' || body.p[0] != '[')
    return false;
  for (size_t i = 0; i + 1 < body.n; i++) {
    char c = body.p[i];
    if (isspace((unsigned char)c))
      continue;
    if (!(isalnum((unsigned char)c) || strchr("[],x->", c)))
      return false;
    pr_append(p, &c, 1);
    if (c == ',')
      pr_puts(p, " ");
  }
  return true;
}

static bool print_window(Printer *p, MlirOperation op) {
  static const char *const keys[] = {"stride", "pad", "lhs_dilate", "rhs_dilate", "reverse"};
  static const char *const names[] = {"window_strides", "padding", "lhs_dilation",
                                      "rhs_dilation", "window_reversal"};
  bool first = true;
  for (int k = 0; k < 5; k++) {
    MlirAttribute a = attr_named(op, names[k]);
    if (mlirAttributeIsNull(a))
      continue;
    pr_puts(p, first ? "" : ", ");
    first = false;
    pr_printf(p, "%s = ", keys[k]);
    if (k == 1) {
      MlirType t = mlirAttributeGetType(a);
      if (!mlirAttributeIsADenseIntElements(a) || mlirShapedTypeGetRank(t) != 2 ||
          mlirShapedTypeGetDimSize(t, 1) != 2 ||
          !mlirTypeIsAInteger(mlirShapedTypeGetElementType(t)) ||
          mlirIntegerTypeGetWidth(mlirShapedTypeGetElementType(t)) != 64)
        return false;
      int64_t rows = mlirShapedTypeGetDimSize(t, 0);
      pr_puts(p, "[");
      for (int64_t i = 0; i < rows; i++)
        pr_printf(p, "%s[%lld, %lld]", i ? ", " : "",
                  (long long)mlirDenseElementsAttrGetInt64Value(a, (intptr_t)(2 * i)),
                  (long long)mlirDenseElementsAttrGetInt64Value(a, (intptr_t)(2 * i + 1)));
      pr_puts(p, "]");
    } else if (k == 4) {
      if (!mlirAttributeIsADenseBoolArray(a))
        return false;
      pr_puts(p, "[");
      for (intptr_t i = 0, n = mlirDenseArrayGetNumElements(a); i < n; i++)
        pr_printf(p, "%s%d", i ? ", " : "", mlirDenseBoolArrayGetElement(a, i) ? 1 : 0);
      pr_puts(p, "]");
    } else {
      if (!is_i64_array(a))
        return false;
      print_i64_array(p, a);
    }
  }
  return true;
}

static bool print_exp_mant(Printer *p, MlirOperation op) {
  MlirAttribute e = attr_named(op, "exponent_bits"), m = attr_named(op, "mantissa_bits");
  if (mlirAttributeIsNull(e) || mlirAttributeIsNull(m) || !mlirAttributeIsAInteger(e) ||
      !mlirAttributeIsAInteger(m))
    return false;
  pr_printf(p, "e%lldm%lld", (long long)mlirIntegerAttrGetValueInt(e),
            (long long)mlirIntegerAttrGetValueInt(m));
  return true;
}

static bool print_symbol_string(Printer *p, MlirAttribute a) {
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
    return false;
  MlirStringRef s = mlirStringAttrGetValue(a);
  bool bare = s.length > 0 && (isalpha((unsigned char)s.data[0]) || s.data[0] == '_');
  for (size_t i = 0; i < s.length && bare; i++)
    bare = isalnum((unsigned char)s.data[i]) || strchr("_$.", s.data[i]);
  pr_puts(p, "@");
  if (bare) {
    pr_append(p, s.data, s.length);
  } else {
    HloStr q = {0};
    hlo_str_json(&q, s.data, s.length);
    pr_append(p, q.data, q.len);
    hlo_str_free(&q);
  }
  return true;
}

static bool print_region_args(Printer *p, MlirOperation op) {
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  if (mlirBlockIsNull(b))
    return false;
  pr_puts(p, "(");
  for (intptr_t i = 0, n = mlirBlockGetNumArguments(b); i < n; i++) {
    if (i)
      pr_puts(p, ", ");
    print_region_arg(p, mlirBlockGetArgument(b, i));
  }
  pr_puts(p, ") ");
  pr_region_body(p, mlirOperationGetRegion(op, 0), false);
  return true;
}

static void print_operand_group(Printer *p, MlirOperation op, intptr_t from, intptr_t n) {
  pr_puts(p, "(");
  for (intptr_t i = 0; i < n; i++) {
    if (i)
      pr_puts(p, ", ");
    pr_value(p, mlirOperationGetOperand(op, from + i));
  }
  pr_puts(p, ")");
}

/* As ChloOps.cpp's ScanOp::print: `dimension=N` and the two spaces
 * around an absent attribute dictionary are its spelling; the function
 * type follows from the format. */
static bool print_scan(Printer *p, MlirOperation op, const OpFormat *f) {
  MlirAttribute dim = attr_named(op, "dimension"), seg = attr_named(op, "operandSegmentSizes");
  if (mlirAttributeIsNull(dim) || !mlirAttributeIsAInteger(dim) || mlirAttributeIsNull(seg) ||
      !mlirAttributeIsADenseI32Array(seg) || mlirDenseArrayGetNumElements(seg) != 2)
    return false;
  intptr_t ninputs = mlirDenseI32ArrayGetElement(seg, 0), ninits = mlirDenseI32ArrayGetElement(seg, 1);
  if (ninputs < 0 || ninits < 0 || ninputs + ninits != mlirOperationGetNumOperands(op))
    return false;
  print_operand_group(p, op, 0, ninputs);
  pr_puts(p, " inits ");
  print_operand_group(p, op, ninputs, ninits);
  pr_printf(p, " dimension=%lld ", (long long)mlirIntegerAttrGetValueInt(dim));
  pr_attr_dict(p, op, f, " attributes ");
  pr_puts(p, " ");
  pr_region_body(p, mlirOperationGetRegion(op, 0), true);
  return true;
}

bool directive_print(Printer *p, MlirOperation op, const FElem *e) {
  const OpFormat *f = format_lookup(mlirIdentifierStr(mlirOperationGetName(op)).data,
                                    mlirIdentifierStr(mlirOperationGetName(op)).length);
  MlirAttribute a;
  switch ((CustomKind)e->sub) {
  case C_CONSTANT:
    return print_constant(p, op, f, pr_elide(p));
  case C_WHILE:
    return print_while(p, op, f);
  case C_REDUCE:
    return print_reduce(p, op, f);
  case C_BARRIER:
    return print_barrier(p, op, f);
  case C_SLICE:
    return print_slice(p, op);
  case C_DOT_DIMS:
    return print_dot_dims(p, op);
  case C_PRECISION:
    return print_precision(p, op);
  case C_PRECISION_ALGORITHM:
    return print_precision_algorithm(p, op);
  case C_CONV_DIMS:
    return print_conv_dims(p, op);
  case C_WINDOW:
    return print_window(p, op);
  case C_EXP_MANT:
    return print_exp_mant(p, op);
  case C_CALL_TARGET:
    return print_symbol_string(p, attr_named(op, "call_target_name"));
  case C_CALLEE:
    a = attr_named(op, "callee");
    if (mlirAttributeIsNull(a) || !mlirAttributeIsAFlatSymbolRef(a))
      return false;
    pr_attr(p, a);
    return true;
  case C_REGION_ARGS:
    return print_region_args(p, op);
  case C_SCAN:
    return print_scan(p, op, f);
  }
  return false;
}
