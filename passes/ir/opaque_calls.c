/*
 * Calls in opaque regions: a func.call inside the region of an
 * unregistered op that has exactly one region, such as the body of a
 * stablehlo.reduce_window that calls @logaddexp (JAX's cumlogsumexp).
 *
 * Contract. Such programs are valid, and MLIR 19's verifier rejects them:
 * SymbolTable::getNearestSymbolTable stops at an op of an unloaded dialect
 * with one region, because it might be a symbol table itself, so the
 * callee cannot be looked up from inside; yet the module's symbol table
 * check walks into that region and asks every func.call to resolve its
 * callee, and reports "'func.call' op 'logaddexp' does not reference a
 * valid function". The C API verifies on every parse, with no switch, and
 * every pass manager verifies the whole module after a pass. So hlomem
 *
 *   - parses such a text again with every call written as an unregistered
 *     "hlomem.parsed_call" (the callee in its properties), which MLIR does
 *     not look into, and rebuilds each as the func.call it was, in place
 *     (hlo_parse_hiding_calls, for ir.c's parser);
 *   - checks every call itself as MLIR would have: the callee is a
 *     func.func of the module, with the call's operand and result types
 *     (verify_calls);
 *   - verifies a module that has such calls with MLIR's verifier on each
 *     top-level op, which checks everything but the module's symbol table,
 *     plus the two checks of that table done here: unique symbol names and
 *     the calls (hlo_verify_module). Tools turn the pass manager's own
 *     verifier off for such modules and call this instead.
 *
 * The rewrite is lexical but exact about MLIR's tokens: comments, string
 * literals and `loc(...)` groups are copied as they are, and a call is
 * rewritten only where an op name `call` or `func.call` is followed by
 * `@callee(`, or the generic name "func.call" by `(`. Diagnostics are
 * emitted through MLIR's engine, so the parser's capture sees them.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <mlir-c/Diagnostics.h>

#include "hlomem/ir.h"
#include "internal.h"

static const char placeholder[] = "hlomem.parsed_call";

/* ---- which calls MLIR cannot resolve ---- */

/* MLIR's isPotentiallyUnknownSymbolTable: one region and no dialect. An
 * unregistered op has the dialect of its namespace if that is loaded; the
 * lookup loads nothing here, as hlomem's contexts register only func
 * (always loaded) and builtin. */
static bool is_opaque_region_owner(MlirOperation op) {
  if (mlirOperationGetNumRegions(op) != 1)
    return false;
  MlirContext ctx = mlirOperationGetContext(op);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (mlirContextIsRegisteredOperation(ctx, name))
    return false;
  const char *dot = memchr(name.data, '.', name.length);
  size_t ns = dot ? (size_t)(dot - name.data) : name.length;
  MlirDialect d = mlirContextGetOrLoadDialect(ctx, (MlirStringRef){name.data, ns});
  return mlirDialectIsNull(d);
}

static bool call_is_opaque(MlirOperation call) {
  for (MlirOperation p = mlirOperationGetParentOperation(call); !mlirOperationIsNull(p);
       p = mlirOperationGetParentOperation(p)) {
    if (hlo_op_name_is(p, "builtin.module"))
      return false;
    if (is_opaque_region_owner(p))
      return true;
  }
  return false;
}

static MlirWalkResult find_opaque_region_owner(MlirOperation op, void *user) {
  if (is_opaque_region_owner(op)) {
    *(MlirOperation *)user = op;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

MlirOperation hlo_find_opaque_region_owner(MlirOperation module) {
  MlirOperation found = {NULL};
  mlirOperationWalk(module, find_opaque_region_owner, &found, MlirWalkPreOrder);
  return found;
}

static MlirWalkResult find_opaque_call(MlirOperation op, void *user) {
  if (hlo_op_name_is(op, "func.call") && call_is_opaque(op)) {
    *(bool *)user = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

bool hlo_module_has_opaque_calls(MlirOperation module) {
  bool found = false;
  mlirOperationWalk(module, find_opaque_call, &found, MlirWalkPreOrder);
  return found;
}

/* ---- checking calls as MLIR's CallOp::verifySymbolUses does ---- */

static void call_error(MlirOperation call, const char *fmt, ...) HLO_PRINTF(2, 3);

static void call_error(MlirOperation call, const char *fmt, ...) {
  HloStr msg = {0};
  hlo_str_puts(&msg, "'func.call' op ");
  va_list ap;
  va_start(ap, fmt);
  hlo_str_vprintf(&msg, fmt, ap);
  va_end(ap);
  mlirEmitError(mlirOperationGetLocation(call), msg.data);
  hlo_str_free(&msg);
}

static void append_type(HloStr *s, MlirType t) { mlirTypePrint(t, hlo_str_callback, s); }

/* One error at most per call, the first mismatch, as MLIR reports. */
static int check_call(MlirOperation module, MlirOperation call) {
  MlirStringRef name;
  if (!hlo_attr_string(call, "callee", &name)) {
    call_error(call, "requires a 'callee' symbol reference attribute");
    return 1;
  }
  MlirOperation fn = mlirOperationGetNumRegions(module) ? hlo_lookup_func(module, name)
                                                        : (MlirOperation){NULL};
  if (mlirOperationIsNull(fn)) {
    call_error(call, "'%.*s' does not reference a valid function", (int)name.length, name.data);
    return 1;
  }
  MlirAttribute fty = mlirOperationGetAttributeByName(fn, mlirStringRefCreateFromCString("function_type"));
  if (mlirAttributeIsNull(fty) || !mlirAttributeIsAType(fty) ||
      !mlirTypeIsAFunction(mlirTypeAttrGetValue(fty)))
    return 0; /* MLIR's verifier of the func.func reports that */
  MlirType type = mlirTypeAttrGetValue(fty);
  intptr_t nin = mlirFunctionTypeGetNumInputs(type), nout = mlirFunctionTypeGetNumResults(type);
  if (nin != mlirOperationGetNumOperands(call)) {
    call_error(call, "incorrect number of operands for callee");
    return 1;
  }
  for (intptr_t i = 0; i < nin; i++) {
    MlirType want = mlirFunctionTypeGetInput(type, i);
    MlirType got = mlirValueGetType(mlirOperationGetOperand(call, i));
    if (!mlirTypeEqual(want, got)) {
      HloStr w = {0}, g = {0};
      append_type(&w, want);
      append_type(&g, got);
      call_error(call,
                 "operand type mismatch: expected operand type %s, but provided %s for "
                 "operand number %lld",
                 w.data, g.data, (long long)i);
      hlo_str_free(&w);
      hlo_str_free(&g);
      return 1;
    }
  }
  if (nout != mlirOperationGetNumResults(call)) {
    call_error(call, "incorrect number of results for callee");
    return 1;
  }
  for (intptr_t i = 0; i < nout; i++) {
    MlirType want = mlirFunctionTypeGetResult(type, i);
    MlirType got = mlirValueGetType(mlirOperationGetResult(call, i));
    if (!mlirTypeEqual(want, got)) {
      HloStr w = {0}, g = {0};
      append_type(&w, want);
      append_type(&g, got);
      call_error(call, "result type mismatch at index %lld: the callee returns %s, the call %s",
                 (long long)i, w.data, g.data);
      hlo_str_free(&w);
      hlo_str_free(&g);
      return 1;
    }
  }
  return 0;
}

typedef struct CallCheck {
  MlirOperation module;
  int errors;
} CallCheck;

static MlirWalkResult check_call_op(MlirOperation op, void *user) {
  CallCheck *c = user;
  if (hlo_op_name_is(op, "func.call"))
    c->errors += check_call(c->module, op);
  return MlirWalkResultAdvance;
}

static int verify_calls(MlirOperation module) {
  CallCheck c = {module, 0};
  mlirOperationWalk(module, check_call_op, &c, MlirWalkPreOrder);
  return c.errors;
}

/* MLIR's check that symbol names are unique in the module's body. */
static int check_symbol_names(MlirOperation module) {
  HloPtrMap seen = {0};
  int errors = 0;
  MlirStringRef sym_name = mlirStringRefCreateFromCString("sym_name");
  for (MlirOperation op = mlirBlockGetFirstOperation(hlo_module_body(module));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute name = mlirOperationGetAttributeByName(op, sym_name);
    if (mlirAttributeIsNull(name) || !mlirAttributeIsAString(name))
      continue;
    if (hlo_ptrmap_get(&seen, name.ptr, NULL)) {
      MlirStringRef s = mlirStringAttrGetValue(name);
      HloStr msg = {0};
      hlo_str_printf(&msg, "redefinition of symbol named '%.*s'", (int)s.length, s.data);
      mlirEmitError(mlirOperationGetLocation(op), msg.data);
      hlo_str_free(&msg);
      errors++;
      continue;
    }
    hlo_ptrmap_put(&seen, name.ptr, 1);
  }
  hlo_ptrmap_free(&seen);
  return errors;
}

int hlo_verify_module(MlirOperation module) {
  int errors = 0;
  if (!hlo_module_has_opaque_calls(module)) {
    errors += !mlirOperationVerify(module);
  } else {
    for (MlirOperation op = mlirBlockGetFirstOperation(hlo_module_body(module));
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
      errors += !mlirOperationVerify(op);
    errors += check_symbol_names(module);
    errors += verify_calls(module);
  }
  return errors + hlo_verify_stablehlo(module);
}

/* ---- hiding calls from MLIR's parser ---- */

static bool is_id_char(char c) {
  return isalnum((unsigned char)c) || c == '_' || c == '$' || c == '.' || c == '-';
}

static size_t skip_blanks(const char *s, size_t n, size_t i) {
  while (i < n && isspace((unsigned char)s[i]))
    i++;
  return i;
}

/* The end of the string literal opening at s[i] == '"', past its closing
 * quote; n if it does not close. */
static size_t string_end(const char *s, size_t n, size_t i) {
  for (i++; i < n; i++) {
    if (s[i] == '\\')
      i++;
    else if (s[i] == '"')
      return i + 1;
  }
  return n;
}

/* The end of the parenthesized group opening at s[i] == '(', past its
 * closing parenthesis (strings inside skipped); n if it does not close. */
static size_t group_end(const char *s, size_t n, size_t i) {
  int depth = 0;
  while (i < n) {
    if (s[i] == '"') {
      i = string_end(s, n, i);
      continue;
    }
    if (s[i] == '(')
      depth++;
    else if (s[i] == ')' && --depth == 0)
      return i + 1;
    i++;
  }
  return n;
}

/* A symbol reference @name or @"name" at s[i]; its end, or 0. */
static size_t symbol_end(const char *s, size_t n, size_t i) {
  if (i >= n || s[i] != '@')
    return 0;
  if (i + 1 < n && s[i + 1] == '"') {
    size_t e = string_end(s, n, i + 1);
    return e < n || s[e - 1] == '"' ? e : 0;
  }
  size_t e = i + 1;
  while (e < n && is_id_char(s[e]))
    e++;
  return e > i + 1 ? e : 0;
}

/* Custom form `call @f(%a, %b)` (or func.call) starting at the op name
 * s[i..name_end): appends `"hlomem.parsed_call"(%a, %b) <{callee = @f}>`
 * and returns where the text goes on, or 0 if this is not a call. */
static size_t hide_custom_call(const char *s, size_t n, size_t name_end, HloStr *out) {
  size_t sym = skip_blanks(s, n, name_end);
  size_t sym_end = symbol_end(s, n, sym);
  if (!sym_end)
    return 0;
  size_t open = skip_blanks(s, n, sym_end);
  if (open >= n || s[open] != '(')
    return 0;
  size_t close = group_end(s, n, open);
  if (close > n || s[close - 1] != ')')
    return 0;
  hlo_str_printf(out, "\"%s\"", placeholder);
  hlo_str_append(out, s + open, close - open);
  hlo_str_puts(out, " <{callee = ");
  hlo_str_append(out, s + sym, sym_end - sym);
  hlo_str_puts(out, "}>");
  return close;
}

/* Copies text to out with every func.call written as the placeholder op;
 * returns how many were rewritten. */
static size_t hide_calls(const char *s, size_t n, HloStr *out) {
  size_t count = 0, i = 0;
  while (i < n) {
    char c = s[i];
    size_t j = i + 1;
    if (c == '/' && j < n && s[j] == '/') {
      while (j < n && s[j] != '\n')
        j++;
    } else if (c == '"') {
      j = string_end(s, n, i);
      size_t next = skip_blanks(s, n, j);
      if (j - i == sizeof "\"func.call\"" - 1 && !memcmp(s + i, "\"func.call\"", j - i) &&
          next < n && s[next] == '(') {
        hlo_str_printf(out, "\"%s\"", placeholder);
        count++;
        i = j;
        continue;
      }
    } else if (c == '%' || c == '@' || c == '#' || c == '!' || c == '^' ||
               isdigit((unsigned char)c)) {
      /* value, symbol, attribute, type and block names, numbers */
      while (j < n && is_id_char(s[j]))
        j++;
    } else if (isalpha((unsigned char)c) || c == '_') {
      while (j < n && is_id_char(s[j]))
        j++;
      size_t len = j - i, paren = skip_blanks(s, n, j);
      if (len == 3 && !memcmp(s + i, "loc", 3) && paren < n && s[paren] == '(') {
        j = group_end(s, n, paren);
      } else if ((len == 4 && !memcmp(s + i, "call", 4)) ||
                 (len == 9 && !memcmp(s + i, "func.call", 9))) {
        size_t end = hide_custom_call(s, n, j, out);
        if (end) {
          count++;
          i = end;
          continue;
        }
      }
    }
    hlo_str_append(out, s + i, j - i);
    i = j;
  }
  return count;
}

typedef struct Placeholders {
  MlirOperation *ops;
  size_t len, cap;
} Placeholders;

static MlirWalkResult collect_placeholder(MlirOperation op, void *user) {
  Placeholders *p = user;
  if (hlo_op_name_is(op, placeholder)) {
    if (p->len == p->cap) {
      p->cap = p->cap ? 2 * p->cap : 16;
      p->ops = hlo_xrealloc(p->ops, p->cap * sizeof *p->ops);
    }
    p->ops[p->len++] = op;
  }
  return MlirWalkResultAdvance;
}

/* The placeholder rebuilt as the func.call it stands for, in its place:
 * same operands, result types, location, callee and other attributes. */
static void restore_call(MlirOperation ph) {
  MlirLocation loc = mlirOperationGetLocation(ph);
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString("func.call"), loc);
  intptr_t nops = mlirOperationGetNumOperands(ph), nres = mlirOperationGetNumResults(ph);
  for (intptr_t i = 0; i < nops; i++) {
    MlirValue v = mlirOperationGetOperand(ph, i);
    mlirOperationStateAddOperands(&st, 1, &v);
  }
  for (intptr_t i = 0; i < nres; i++) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(ph, i));
    mlirOperationStateAddResults(&st, 1, &t);
  }
  MlirContext ctx = mlirOperationGetContext(ph);
  MlirStringRef callee_name = mlirStringRefCreateFromCString("callee");
  MlirAttribute callee = mlirOperationGetAttributeByName(ph, callee_name);
  MlirNamedAttribute named = mlirNamedAttributeGet(mlirIdentifierGet(ctx, callee_name), callee);
  mlirOperationStateAddAttributes(&st, 1, &named);
  /* Attributes of the attr-dict: listed for an unregistered op, apart
     from its properties. */
  for (intptr_t i = 0, n = mlirOperationGetNumAttributes(ph); i < n; i++) {
    MlirNamedAttribute a = mlirOperationGetAttribute(ph, i);
    MlirStringRef an = mlirIdentifierStr(a.name);
    if (an.length != callee_name.length || memcmp(an.data, callee_name.data, an.length))
      mlirOperationStateAddAttributes(&st, 1, &a);
  }
  MlirOperation call = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(ph), ph, call);
  for (intptr_t i = 0; i < nres; i++)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(ph, i), mlirOperationGetResult(call, i));
  mlirOperationDestroy(ph);
}

MlirOperation hlo_parse_hiding_calls(MlirContext ctx, MlirStringRef text, const char *filename) {
  HloStr hidden = {0};
  if (hlo_is_bytecode(text.data, text.length) || !hide_calls(text.data, text.length, &hidden)) {
    hlo_str_free(&hidden);
    return (MlirOperation){NULL};
  }
  MlirOperation op = mlirOperationCreateParse(ctx, (MlirStringRef){hidden.data, hidden.len},
                                              mlirStringRefCreateFromCString(filename));
  hlo_str_free(&hidden);
  if (mlirOperationIsNull(op))
    return op;
  Placeholders p = {0};
  mlirOperationWalk(op, collect_placeholder, &p, MlirWalkPostOrder);
  bool valid = true;
  for (size_t i = 0; i < p.len && valid; i++)
    valid = !mlirAttributeIsNull(mlirOperationGetAttributeByName(
                p.ops[i], mlirStringRefCreateFromCString("callee"))) &&
            !mlirBlockIsNull(mlirOperationGetBlock(p.ops[i]));
  if (valid) {
    for (size_t i = 0; i < p.len; i++)
      restore_call(p.ops[i]);
    /* A single top-level op that is not a module (a bare func.func) holds
       no function a call could name, as MLIR's parser would say too. */
    valid = verify_calls(op) == 0;
  }
  free(p.ops);
  if (!valid) {
    mlirOperationDestroy(op);
    return (MlirOperation){NULL};
  }
  return op;
}
