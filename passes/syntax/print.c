/*
 * The printer: a module in the pretty form stablehlo-opt prints.
 *
 * Contract: hlo_syntax_print writes text that reads back (through the
 * reader, or through stablehlo-opt, JAX or torch_xla) as the same IR.
 * An op formats.def describes prints in its format, with ODS's spacing
 * rules, when the op has the operands, results, regions and attributes
 * the format can say; otherwise, and for any op no format describes, it
 * prints in generic form. builtin.module and func.func print in MLIR's
 * own pretty form. Locations (HloPrintOptions.debuginfo) print inline.
 *
 * Design: one walk of the IR. SSA names are numbered once for the printed
 * op, as MLIR's AsmState numbers them (below), so names agree between
 * pretty and generic ops and with what MLIR prints itself. An op is
 * printed into the output and cut back if its format turns out not to
 * fit. Its <{...}> properties are listed by the IR layer
 * (hlo_op_each_property): their names must all be ones the format knows,
 * or the op prints generic, built here as MLIR prints it, its regions
 * printed by this walk, so ops nested in a generic op still print
 * pretty. Each type is printed by MLIR once. (MLIR's own print of
 * the module goes through the C API's unbuffered stream, a call a token:
 * it cost more than the rest of the printer.)
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/internal.h"

typedef struct Subst {
  MlirValue from, to;
} Subst;

struct Printer {
  HloStr *out;
  HloPtrMap names;       /* value -> its SSA name, numbered as MLIR does */
  MlirOperation root;
  MlirAsmState state;    /* MLIR's names instead, when they may differ (hints) */
  bool mlir_names;       /* all names are MLIR's */
  MlirOpPrintingFlags full_flags;  /* MLIR's form, names over the module */
  const HloPrintOptions *opt;
  int indent;
  bool space, punct; /* ODS: emit a space before the next element; last was punctuation */
  Subst *subst;      /* while's cond arguments print as its body's */
  size_t nsubst, cap_subst;
  HloStr scratch;
  /* Types are uniqued and a module has few: each is printed by MLIR once
   * (every mlirTypePrint sets up a printer state, as much as the text). */
  HloPtrMap type_index; /* type -> its text's index in types */
  Slice *types;
  size_t ntypes, cap_types;
  HloArena arena;
};

static void print_op(Printer *p, MlirOperation op);

/* ---- output ---- */

void pr_append(Printer *p, const char *s, size_t n) { hlo_str_append(p->out, s, n); }
void pr_puts(Printer *p, const char *s) { hlo_str_append(p->out, s, strlen(s)); }

void pr_item(Printer *p, intptr_t i, int64_t v) {
  if (i)
    pr_puts(p, ", ");
  hlo_str_append_int(p->out, v);
}

void pr_printf(Printer *p, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  hlo_str_vprintf(p->out, fmt, ap);
  va_end(ap);
}

void pr_attr(Printer *p, MlirAttribute a) { mlirAttributePrint(a, hlo_str_callback, p->out); }
/* The text MLIR prints for `t`, kept for the whole print. */
static Slice type_text(Printer *p, MlirType t) {
  int64_t i;
  if (hlo_ptrmap_get(&p->type_index, t.ptr, &i))
    return p->types[i];
  p->scratch.len = 0;
  mlirTypePrint(t, hlo_str_callback, &p->scratch);
  Slice text = {hlo_arena_strndup(&p->arena, p->scratch.data ? p->scratch.data : "", p->scratch.len),
                p->scratch.len};
  if (p->ntypes == p->cap_types) {
    p->cap_types = p->cap_types ? 2 * p->cap_types : 64;
    p->types = hlo_xrealloc(p->types, p->cap_types * sizeof *p->types);
  }
  hlo_ptrmap_put(&p->type_index, t.ptr, (int64_t)p->ntypes);
  p->types[p->ntypes++] = text;
  return text;
}

void pr_type(Printer *p, MlirType t) {
  Slice s = type_text(p, t);
  pr_append(p, s.p, s.n);
}

/* ---- SSA names ----
 *
 * As MLIR's AsmState numbers them (SSANameState): each region is numbered
 * from the counters its op's region had once wholly numbered, so a
 * function starts at %0 and %arg0 (a module holds no values), a nested
 * region goes on after all of its parent region's values, and sibling
 * regions reuse the same numbers. An entry block's arguments are %argN,
 * other blocks' arguments and each op's results take the next %N, an op
 * of several results one N for all (%N#i). Only registered ops may ask
 * for names of their own (OpAsmOpInterface): a module holding one with
 * results other than func.call is named by MLIR itself. */

static bool str_is(MlirStringRef s, const char *t);
static MlirStringRef op_name(MlirOperation op);

enum { NAME_ARG = 1, NAME_GROUP = 2 };

static int64_t name_code(int64_t id, intptr_t index, int flags) {
  return (id << 24) | ((int64_t)index << 2) | flags;
}

/* A region to number, from the counters its parent's region left. */
typedef struct Pending {
  MlirRegion region;
  int64_t next_value, next_arg;
} Pending;

typedef struct Numbering {
  Pending *stack;
  size_t n, cap;
} Numbering;

static void number_later(Numbering *w, MlirOperation op, int64_t next_value, int64_t next_arg) {
  for (intptr_t r = 0, nreg = mlirOperationGetNumRegions(op); r < nreg; r++) {
    if (w->n == w->cap) {
      w->cap = w->cap ? 2 * w->cap : 64;
      w->stack = hlo_xrealloc(w->stack, w->cap * sizeof *w->stack);
    }
    w->stack[w->n++] = (Pending){mlirOperationGetRegion(op, r), next_value, next_arg};
  }
}

static bool number_region(Printer *p, Pending at, Numbering *w) {
  bool entry = true;
  for (MlirBlock b = mlirRegionGetFirstBlock(at.region); !mlirBlockIsNull(b);
       b = mlirBlockGetNextInRegion(b), entry = false) {
    for (intptr_t i = 0, na = mlirBlockGetNumArguments(b); i < na; i++)
      hlo_ptrmap_put(&p->names, mlirBlockGetArgument(b, i).ptr,
                     entry ? name_code(at.next_arg++, 0, NAME_ARG)
                           : name_code(at.next_value++, 0, 0));
    for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op)) {
      intptr_t nr = mlirOperationGetNumResults(op);
      if (nr && !mlirTypeIDIsNull(mlirOperationGetTypeID(op)) &&
          !str_is(op_name(op), "func.call"))
        return false;
      for (intptr_t i = 0; i < nr; i++)
        hlo_ptrmap_put(&p->names, mlirOperationGetResult(op, i).ptr,
                       name_code(at.next_value, i, nr > 1 ? NAME_GROUP : 0));
      at.next_value += nr > 0;
    }
  }
  for (MlirBlock b = mlirRegionGetFirstBlock(at.region); !mlirBlockIsNull(b);
       b = mlirBlockGetNextInRegion(b))
    for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op))
      number_later(w, op, at.next_value, at.next_arg);
  return true;
}

/* Names the values under `root` as MLIR would; false if MLIR must. */
static bool number_values(Printer *p, MlirOperation root) {
  if (mlirOperationGetNumResults(root))
    return false;
  Numbering w = {0};
  number_later(&w, root, 0, 0);
  bool ok = true;
  while (ok && w.n)
    ok = number_region(p, w.stack[--w.n], &w);
  free(w.stack);
  return ok;
}

void pr_value(Printer *p, MlirValue v) {
  for (size_t i = 0; i < p->nsubst; i++)
    if (mlirValueEqual(p->subst[i].from, v)) {
      v = p->subst[i].to;
      break;
    }
  int64_t code;
  if (p->mlir_names || !hlo_ptrmap_get(&p->names, v.ptr, &code)) {
    if (!p->state.ptr) {
      MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
      mlirOpPrintingFlagsAssumeVerified(flags); /* names only: no verification */
      p->state = mlirAsmStateCreateForOperation(p->root, flags);
      mlirOpPrintingFlagsDestroy(flags);
    }
    mlirValuePrintAsOperand(v, p->state, hlo_str_callback, p->out);
    return;
  }
  pr_puts(p, code & NAME_ARG ? "%arg" : "%");
  hlo_str_append_int(p->out, code >> 24);
  if (code & NAME_GROUP) {
    pr_puts(p, "#");
    hlo_str_append_int(p->out, (code >> 2) & 0x3fffff);
  }
}

void pr_location(Printer *p, MlirLocation loc) {
  pr_puts(p, " ");
  mlirLocationPrint(loc, hlo_str_callback, p->out);
}

static void newline(Printer *p) {
  pr_puts(p, "\n");
  for (int i = 0; i < p->indent; i++)
    pr_puts(p, " ");
}

static bool str_is(MlirStringRef s, const char *t) {
  size_t n = strlen(t);
  return s.length == n && memcmp(s.data, t, n) == 0;
}

static MlirStringRef op_name(MlirOperation op) {
  return mlirIdentifierStr(mlirOperationGetName(op));
}

MlirAttribute pr_op_attr(MlirOperation op, Slice name) {
  return mlirOperationGetAttributeByName(op, (MlirStringRef){name.p, name.n});
}

/* ---- ODS spacing ---- */

static void space_before_element(Printer *p) {
  if (p->space)
    pr_puts(p, " ");
}

static void after_element(Printer *p) {
  p->space = true;
  p->punct = false;
}

static void print_literal(Printer *p, Slice v) {
  bool before;
  if (v.n != 1 && !(v.n == 2 && !memcmp(v.p, "->", 2)))
    before = true;
  else if (p->punct)
    before = !strchr(">)}],", v.p[0]);
  else
    before = !strchr("<>(){}[],", v.p[0]);
  if (p->space && before)
    pr_puts(p, " ");
  pr_append(p, v.p, v.n);
  p->space = !(v.n == 1 && strchr("<({[", v.p[0]));
  p->punct = v.p[0] != '_' && !isalpha((unsigned char)v.p[0]);
}

/* ---- regions ---- */

static void print_block_args(Printer *p, MlirBlock block) {
  for (intptr_t i = 0, n = mlirBlockGetNumArguments(block); i < n; i++) {
    MlirValue arg = mlirBlockGetArgument(block, i);
    if (i)
      pr_puts(p, ", ");
    pr_value(p, arg);
    pr_puts(p, ": ");
    pr_type(p, mlirValueGetType(arg));
  }
}

static void print_block_ops(Printer *p, MlirBlock block) {
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    newline(p);
    print_op(p, op);
  }
}

/* `{ ops }`, the entry block's arguments written as ^bb0(...) unless the
 * pretty form gives them itself. Regions of one block only. */
void pr_region_body(Printer *p, MlirRegion region, bool entry_args) {
  MlirBlock block = mlirRegionGetFirstBlock(region);
  pr_puts(p, "{");
  p->indent += 2;
  if (!mlirBlockIsNull(block)) {
    if (entry_args && mlirBlockGetNumArguments(block) > 0) {
      p->indent -= 2;
      newline(p);
      p->indent += 2;
      pr_puts(p, "^bb0(");
      print_block_args(p, block);
      pr_puts(p, "):");
    }
    print_block_ops(p, block);
  }
  p->indent -= 2;
  newline(p);
  pr_puts(p, "}");
}

static bool regions_are_single_blocks(MlirOperation op) {
  for (intptr_t i = 0, n = mlirOperationGetNumRegions(op); i < n; i++) {
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, i));
    if (!mlirBlockIsNull(b) && !mlirBlockIsNull(mlirBlockGetNextInRegion(b)))
      return false;
  }
  return true;
}

static void print_results(Printer *p, MlirOperation op);

/* MLIR's own text for the whole op, names from numbering the whole
 * module: for what this walk does not print (blocks with successors). */
static void print_by_mlir(Printer *p, MlirOperation op) {
  HloStr full = {0};
  mlirOperationPrintWithFlags(op, p->full_flags, hlo_str_callback, &full);
  for (size_t i = 0; i < full.len; i++) {
    pr_append(p, &full.data[i], 1);
    if (full.data[i] == '\n')
      for (int k = 0; k < p->indent; k++)
        pr_puts(p, " ");
  }
  hlo_str_free(&full);
}

/* ---- attributes ---- */

static bool is_bare_id(const char *s, size_t n) {
  if (!n || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
    return false;
  for (size_t i = 1; i < n; i++)
    if (!(isalnum((unsigned char)s[i]) || s[i] == '_' || s[i] == '$' || s[i] == '.'))
      return false;
  return true;
}

/* `"s"` with MLIR's escapes: \\, and \XX for '"' and what is not printable. */
static void print_quoted(Printer *p, MlirStringRef s) {
  static const char hex[] = "0123456789ABCDEF";
  pr_puts(p, "\"");
  size_t from = 0;
  for (size_t i = 0; i < s.length; i++) {
    unsigned char c = (unsigned char)s.data[i];
    if (c != '\\' && c != '"' && c >= 0x20 && c < 0x7f)
      continue;
    pr_append(p, s.data + from, i - from);
    char esc[3] = {'\\', hex[c >> 4], hex[c & 15]};
    if (c == '\\')
      pr_append(p, "\\\\", 2);
    else
      pr_append(p, esc, 3);
    from = i + 1;
  }
  pr_append(p, s.data + from, s.length - from);
  pr_puts(p, "\"");
}

static void print_name_or_string(Printer *p, MlirStringRef s) {
  if (is_bare_id(s.data, s.length))
    pr_append(p, s.data, s.length);
  else
    print_quoted(p, s);
}

typedef struct Named {
  MlirStringRef name;
  MlirAttribute value;
} Named;

static int named_cmp(const void *a, const void *b) {
  const Named *x = a, *y = b;
  size_t n = x->name.length < y->name.length ? x->name.length : y->name.length;
  int c = memcmp(x->name.data, y->name.data, n);
  return c ? c : (x->name.length > y->name.length) - (x->name.length < y->name.length);
}

static bool format_consumes(const OpFormat *f, MlirStringRef name) {
  for (int i = 0; i < f->nelems; i++) {
    const FElem *e = &f->elems[i];
    if (e->kind == F_ATTR && e->text.n == name.length && !memcmp(e->text.p, name.data, name.length))
      return true;
    for (int j = 0; j < e->nattrs; j++)
      if (e->attrs[j].n == name.length && !memcmp(e->attrs[j].p, name.data, name.length))
        return true;
  }
  return false;
}

/* `prefix{a = 1, b}`: the attributes the format does not print, sorted. */
static bool print_attr_dict(Printer *p, MlirOperation op, const OpFormat *f, const char *prefix) {
  Named stack[32], *all = stack;
  size_t n = 0, cap = 32;
  intptr_t nd = mlirOperationGetNumDiscardableAttributes(op);
  if ((size_t)nd + (size_t)f->ninherent > cap) {
    cap = (size_t)nd + (size_t)f->ninherent;
    all = hlo_xmalloc(cap * sizeof *all);
  }
  for (intptr_t i = 0; i < nd; i++) {
    MlirNamedAttribute a = mlirOperationGetDiscardableAttribute(op, i);
    MlirStringRef name = mlirIdentifierStr(a.name);
    if (!format_consumes(f, name))
      all[n++] = (Named){name, a.attribute};
  }
  for (int i = 0; i < f->ninherent; i++) {
    MlirStringRef name = {f->inherent[i].p, f->inherent[i].n};
    if (format_consumes(f, name) || !mlirOperationHasInherentAttributeByName(op, name))
      continue;
    MlirAttribute a = mlirOperationGetInherentAttributeByName(op, name);
    if (!mlirAttributeIsNull(a))
      all[n++] = (Named){name, a};
  }
  if (n) {
    qsort(all, n, sizeof *all, named_cmp);
    pr_puts(p, prefix);
    pr_puts(p, "{");
    for (size_t i = 0; i < n; i++) {
      if (i)
        pr_puts(p, ", ");
      print_name_or_string(p, all[i].name);
      if (!mlirAttributeIsAUnit(all[i].value)) {
        pr_puts(p, " = ");
        pr_attr(p, all[i].value);
      }
    }
    pr_puts(p, "}");
  }
  if (all != stack)
    free(all);
  return n > 0;
}

/* The text MLIR prints for `a`, into p->scratch. */
static Slice attr_text(Printer *p, MlirAttribute a) {
  p->scratch.len = 0;
  mlirAttributePrint(a, hlo_str_callback, &p->scratch);
  return (Slice){p->scratch.data ? p->scratch.data : "", p->scratch.len};
}

bool opaque_body(MlirAttribute a, const char *dialect, const char *prefix, Slice *out) {
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAOpaque(a) ||
      !str_is(mlirOpaqueAttrGetDialectNamespace(a), dialect))
    return false;
  MlirStringRef data = mlirOpaqueAttrGetData(a);
  size_t n = strlen(prefix);
  if (data.length < n || memcmp(data.data, prefix, n) != 0)
    return false;
  *out = (Slice){data.data + n, data.length - n};
  return true;
}

static bool print_attr_elem(Printer *p, MlirOperation op, const FElem *e) {
  MlirAttribute a = pr_op_attr(op, e->text);
  if (mlirAttributeIsNull(a))
    return false;
  Slice s;
  switch ((AttrKind)e->sub) {
  case A_INT: {
    if (!mlirAttributeIsAInteger(a))
      return false;
    s = type_text(p, mlirAttributeGetType(a));
    if (s.n != e->arg.n || memcmp(s.p, e->arg.p, s.n))
      return false;
    s = attr_text(p, a);
    const char *colon = memchr(s.p, ':', s.n);
    pr_append(p, s.p, colon ? (size_t)(colon - s.p - 1) : s.n);
    return true;
  }
  case A_F64: {
    if (!mlirAttributeIsAFloat(a))
      return false;
    s = attr_text(p, a);
    if (s.n < 6 || memcmp(s.p + s.n - 6, " : f64", 6))
      return false;
    pr_append(p, s.p, s.n - 6);
    return true;
  }
  case A_BOOL:
    if (!mlirAttributeIsABool(a))
      return false;
    pr_puts(p, mlirBoolAttrGetValue(a) ? "true" : "false");
    return true;
  case A_STR:
    if (!mlirAttributeIsAString(a))
      return false;
    pr_attr(p, a);
    return true;
  case A_SYM: {
    if (!mlirAttributeIsAString(a))
      return false;
    pr_puts(p, "@");
    print_name_or_string(p, mlirStringAttrGetValue(a));
    return true;
  }
  case A_DIMS: {
    if (!mlirAttributeIsADenseI64Array(a))
      return false;
    pr_puts(p, "[");
    for (intptr_t i = 0, n = mlirDenseArrayGetNumElements(a); i < n; i++)
      pr_item(p, i, mlirDenseI64ArrayGetElement(a, i));
    pr_puts(p, "]");
    return true;
  }
  case A_TYPED:
    if (p->opt->elide_larger > 0 && mlirAttributeIsAElements(a) &&
        mlirElementsAttrGetNumElements(a) > p->opt->elide_larger)
      return false;
    pr_attr(p, a);
    return true;
  case A_ANY:
    pr_attr(p, a);
    return true;
  case A_ENUM: {
    char prefix[64];
    snprintf(prefix, sizeof prefix, "%.*s ", (int)e->arg.n, e->arg.p);
    if (!opaque_body(a, "stablehlo", prefix, &s) || !is_bare_id(s.p, s.n))
      return false;
    pr_puts(p, " ");
    pr_append(p, s.p, s.n);
    return true;
  }
  case A_WRAP: {
    s = attr_text(p, a);
    if (s.n < e->arg.n + e->arg2.n || memcmp(s.p, e->arg.p, e->arg.n) ||
        memcmp(s.p + s.n - e->arg2.n, e->arg2.p, e->arg2.n))
      return false;
    char *copy = hlo_xstrndup(s.p + e->arg.n, s.n - e->arg.n - e->arg2.n);
    pr_puts(p, copy);
    free(copy);
    return true;
  }
  }
  return false;
}

/* ---- types ---- */

static void print_type_list(Printer *p, MlirType (*get)(MlirOperation, intptr_t),
                            MlirOperation op, intptr_t from, intptr_t to) {
  for (intptr_t i = from; i < to; i++) {
    if (i > from)
      pr_puts(p, ", ");
    pr_type(p, get(op, i));
  }
}

static MlirType operand_type(MlirOperation op, intptr_t i) {
  return mlirValueGetType(mlirOperationGetOperand(op, i));
}
static MlirType result_type(MlirOperation op, intptr_t i) {
  return mlirValueGetType(mlirOperationGetResult(op, i));
}

static void print_function_type(Printer *p, MlirOperation op) {
  intptr_t nin = mlirOperationGetNumOperands(op), nout = mlirOperationGetNumResults(op);
  pr_puts(p, "(");
  print_type_list(p, operand_type, op, 0, nin);
  pr_puts(p, ") -> ");
  bool parens = nout != 1 || mlirTypeIsAFunction(result_type(op, 0));
  if (parens)
    pr_puts(p, "(");
  print_type_list(p, result_type, op, 0, nout);
  if (parens)
    pr_puts(p, ")");
}

static int operand_of_elem(const OpFormat *f, int elem) {
  int n = 0;
  for (int i = 0; i < elem; i++)
    if (f->elems[i].kind == F_OPERAND)
      n++;
  return n;
}

static bool print_type_elem(Printer *p, MlirOperation op, const OpFormat *f, const FElem *e) {
  intptr_t nin = mlirOperationGetNumOperands(op), nout = mlirOperationGetNumResults(op);
  switch ((TypeKind)e->sub) {
  case T_SAME: {
    if (nout != 1)
      return false;
    MlirType r = result_type(op, 0);
    bool same = true;
    for (intptr_t i = 0; i < nin; i++)
      same = same && mlirTypeEqual(operand_type(op, i), r);
    if (same)
      pr_type(p, r);
    else
      print_function_type(p, op);
    return true;
  }
  case T_FN:
    print_function_type(p, op);
    return true;
  case T_RESULTS:
    if (nout < 1)
      return false;
    print_type_list(p, result_type, op, 0, nout);
    return true;
  case T_COMPLEX: {
    if (nout != 1 || nin != 2)
      return false;
    MlirType r = result_type(op, 0);
    if (!mlirTypeIsARankedTensor(r) || !mlirTypeIsAComplex(mlirShapedTypeGetElementType(r)))
      return false;
    intptr_t rank = mlirShapedTypeGetRank(r);
    int64_t dims[16];
    if (rank > 16)
      return false;
    for (intptr_t i = 0; i < rank; i++)
      dims[i] = mlirShapedTypeGetDimSize(r, i);
    MlirType real = mlirRankedTensorTypeGet(
        rank, dims, mlirComplexTypeGetElementType(mlirShapedTypeGetElementType(r)),
        mlirRankedTensorTypeGetEncoding(r));
    if (mlirTypeEqual(operand_type(op, 0), real) && mlirTypeEqual(operand_type(op, 1), real))
      pr_type(p, r);
    else
      print_function_type(p, op);
    return true;
  }
  case T_SELECT: {
    if (nout != 1 || nin != 3)
      return false;
    MlirType r = result_type(op, 0);
    if (mlirTypeEqual(operand_type(op, 1), r) && mlirTypeEqual(operand_type(op, 2), r)) {
      pr_type(p, operand_type(op, 0));
      pr_puts(p, ", ");
      pr_type(p, r);
    } else {
      print_function_type(p, op);
    }
    return true;
  }
  case T_TUPLE: {
    if (nout != 1)
      return false;
    MlirType r = result_type(op, 0);
    if (!mlirTypeIsATuple(r) || mlirTupleTypeGetNumTypes(r) != nin)
      return false;
    for (intptr_t i = 0; i < nin; i++)
      if (!mlirTypeEqual(mlirTupleTypeGetType(r, i), operand_type(op, i)))
        return false;
    pr_type(p, r);
    return true;
  }
  case T_PAIRWISE:
  case T_OPERANDS:
    if (nin < 1)
      return false;
    print_type_list(p, operand_type, op, 0, nin);
    return true;
  case T_OPERAND: {
    intptr_t i = operand_of_elem(f, e->operand);
    if (i >= nin)
      return false;
    pr_type(p, operand_type(op, i));
    return true;
  }
  }
  return false;
}

/* ---- the generic form ---- */

/* An attribute as MLIR prints it in an op, large elements elided when
 * asked (--mlir-elide-elementsattrs-if-larger), at any depth. */
static void print_attr_value(Printer *p, MlirAttribute a);

static void print_named(Printer *p, MlirStringRef name, MlirAttribute value) {
  print_name_or_string(p, name);
  if (!mlirAttributeIsAUnit(value)) {
    pr_puts(p, " = ");
    print_attr_value(p, value);
  }
}

static bool elided(Printer *p, MlirAttribute a) {
  return mlirAttributeIsADenseElements(a) && !mlirDenseElementsAttrIsSplat(a) &&
         mlirElementsAttrGetNumElements(a) > p->opt->elide_larger;
}

static void print_attr_value(Printer *p, MlirAttribute a) {
  if (p->opt->elide_larger <= 0) {
    pr_attr(p, a);
  } else if (elided(p, a) ||
             (mlirAttributeIsASparseElements(a) &&
              (elided(p, mlirSparseElementsAttrGetIndices(a)) ||
               elided(p, mlirSparseElementsAttrGetValues(a))))) {
    pr_puts(p, "dense_resource<__elided__> : ");
    pr_type(p, mlirAttributeGetType(a));
  } else if (mlirAttributeIsAArray(a)) {
    pr_puts(p, "[");
    for (intptr_t i = 0, n = mlirArrayAttrGetNumElements(a); i < n; i++) {
      if (i)
        pr_puts(p, ", ");
      print_attr_value(p, mlirArrayAttrGetElement(a, i));
    }
    pr_puts(p, "]");
  } else if (mlirAttributeIsADictionary(a)) {
    pr_puts(p, "{");
    for (intptr_t i = 0, n = mlirDictionaryAttrGetNumElements(a); i < n; i++) {
      MlirNamedAttribute e = mlirDictionaryAttrGetElement(a, i);
      if (i)
        pr_puts(p, ", ");
      print_named(p, mlirIdentifierStr(e.name), e.attribute);
    }
    pr_puts(p, "}");
  } else {
    pr_attr(p, a);
  }
}

typedef struct PropsPrint {
  Printer *p;
  const OpFormat *format; /* props_known: the format asked about */
  bool first, known;
} PropsPrint;

static void check_property(MlirStringRef name, MlirAttribute value, void *user) {
  PropsPrint *pp = user;
  pp->known = pp->known && format_is_inherent(pp->format, name.data, name.length);
}

/* Every <{...}> property of `op` is an attribute the format knows. */
static bool props_known(Printer *p, MlirOperation op, const OpFormat *f) {
  PropsPrint pp = {p, f, true, true};
  hlo_op_each_property(op, check_property, &pp);
  return pp.known;
}

static void print_property(MlirStringRef name, MlirAttribute value, void *user) {
  PropsPrint *pp = user;
  pr_puts(pp->p, pp->first ? " <{" : ", ");
  pp->first = false;
  print_named(pp->p, name, value);
}

/* `%r = "name"(%a) <{...}> ({...}) {...} : type`, as MLIR prints it, with
 * this walk's names and regions. */
static void print_generic(Printer *p, MlirOperation op) {
  if (!regions_are_single_blocks(op) || mlirOperationGetNumSuccessors(op)) {
    print_by_mlir(p, op);
    return;
  }
  print_results(p, op);
  print_quoted(p, op_name(op));
  pr_puts(p, "(");
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++) {
    if (i)
      pr_puts(p, ", ");
    pr_value(p, mlirOperationGetOperand(op, i));
  }
  pr_puts(p, ")");
  PropsPrint pp = {p, NULL, true, true};
  hlo_op_each_property(op, print_property, &pp);
  if (!pp.first)
    pr_puts(p, "}>");
  if (mlirOperationGetNumRegions(op)) {
    pr_puts(p, " (");
    for (intptr_t i = 0, n = mlirOperationGetNumRegions(op); i < n; i++) {
      if (i)
        pr_puts(p, ", ");
      pr_region_body(p, mlirOperationGetRegion(op, i), true);
    }
    pr_puts(p, ")");
  }
  intptr_t nd = mlirOperationGetNumDiscardableAttributes(op);
  for (intptr_t i = 0; i < nd; i++) {
    MlirNamedAttribute a = mlirOperationGetDiscardableAttribute(op, i);
    pr_puts(p, i ? ", " : " {");
    print_named(p, mlirIdentifierStr(a.name), a.attribute);
  }
  if (nd)
    pr_puts(p, "}");
  pr_puts(p, " : ");
  print_function_type(p, op);
}

/* ---- formats ---- */

/* How the op's operands spread over the format's operand elements:
 * single ones take one each, the one variadic element the rest. */
typedef struct Spread {
  intptr_t variadic; /* operands the variadic element takes */
} Spread;

static bool spread_operands(const OpFormat *f, MlirOperation op, Spread *s) {
  int singles = 0, variadics = 0;
  for (int i = 0; i < f->nelems; i++) {
    if (f->elems[i].kind == F_OPERAND)
      singles++;
    else if (f->elems[i].kind == F_OPERANDS || f->elems[i].kind == F_OPERANDS_COMMA)
      variadics++;
  }
  intptr_t n = mlirOperationGetNumOperands(op);
  if (variadics > 1)
    return false;
  if (variadics == 0) {
    s->variadic = 0;
    /* formats that read operands themselves (customs) */
    return singles == 0 || n == singles;
  }
  if (n < singles)
    return false;
  s->variadic = n - singles;
  return true;
}

static bool yields_results(const OpFormat *f) {
  for (int i = 0; i < f->nelems; i++) {
    const FElem *e = &f->elems[i];
    if (e->kind == F_TYPE && e->sub != T_OPERANDS && e->sub != T_OPERAND)
      return true;
    if (e->kind == F_CUSTOM && (e->sub == C_CONSTANT || e->sub == C_WHILE ||
                                e->sub == C_REDUCE || e->sub == C_BARRIER))
      return true;
  }
  return false;
}

static bool anchor_present(MlirOperation op, const OpFormat *f, int i, const Spread *s) {
  for (int j = i + 1; j < f->elems[i].match; j++) {
    const FElem *e = &f->elems[j];
    switch (e->kind) {
    case F_ATTR:
      return !mlirAttributeIsNull(pr_op_attr(op, e->text));
    case F_OPERANDS:
    case F_OPERANDS_COMMA:
      return s->variadic > 0;
    case F_TYPE:
      return e->sub == T_OPERANDS ? mlirOperationGetNumOperands(op) > 0 : true;
    case F_OPERAND:
      return true;
    default:
      break;
    }
  }
  return false;
}

static bool print_elems(Printer *p, MlirOperation op, const OpFormat *f, const Spread *s) {
  intptr_t next = 0;
  for (int i = 0; i < f->nelems; i++) {
    const FElem *e = &f->elems[i];
    switch (e->kind) {
    case F_LIT:
      print_literal(p, e->text);
      break;
    case F_NOSPACE:
      p->space = false;
      break;
    case F_OPERAND:
      space_before_element(p);
      pr_value(p, mlirOperationGetOperand(op, next++));
      after_element(p);
      break;
    case F_OPERANDS:
    case F_OPERANDS_COMMA:
      if (s->variadic)
        space_before_element(p);
      for (intptr_t k = 0; k < s->variadic; k++) {
        if (k && e->kind == F_OPERANDS)
          pr_puts(p, ", ");
        else if (k)
          pr_puts(p, " ");
        pr_value(p, mlirOperationGetOperand(op, next++));
        if (e->kind == F_OPERANDS_COMMA)
          pr_puts(p, ",");
      }
      after_element(p);
      break;
    case F_ATTR:
      space_before_element(p);
      if (!print_attr_elem(p, op, e))
        return false;
      after_element(p);
      break;
    case F_ATTR_DICT:
      print_attr_dict(p, op, f, " ");
      after_element(p);
      break;
    case F_TYPE:
      space_before_element(p);
      if (!print_type_elem(p, op, f, e))
        return false;
      after_element(p);
      break;
    case F_CUSTOM:
      /* these print their own spacing, as their C++ printers do */
      if (e->sub != C_PRECISION && e->sub != C_PRECISION_ALGORITHM && e->sub != C_CONSTANT &&
          e->sub != C_WHILE && e->sub != C_REDUCE && e->sub != C_BARRIER && e->sub != C_SCAN)
        space_before_element(p);
      if (!directive_print(p, op, e))
        return false;
      after_element(p);
      break;
    case F_OPT_BEGIN:
      if (!anchor_present(op, f, i, s))
        i = e->match;
      break;
    case F_OPT_END:
      break;
    }
  }
  return true;
}

static bool fits_shape(MlirOperation op, const OpFormat *f) {
  if (mlirOperationGetNumSuccessors(op) != 0)
    return false;
  intptr_t nregions = mlirOperationGetNumRegions(op);
  int want = 0;
  for (int i = 0; i < f->nelems; i++)
    if (f->elems[i].kind == F_CUSTOM)
      want += f->elems[i].sub == C_WHILE ? 2 : (f->elems[i].sub == C_REDUCE ||
                                                f->elems[i].sub == C_REGION_ARGS ||
                                                f->elems[i].sub == C_SCAN);
  if (nregions != want || !regions_are_single_blocks(op))
    return false;
  if (!yields_results(f) && mlirOperationGetNumResults(op) != 0)
    return false;
  return true;
}

static void print_results(Printer *p, MlirOperation op) {
  intptr_t n = mlirOperationGetNumResults(op);
  if (!n)
    return;
  size_t at = p->out->len;
  pr_value(p, mlirOperationGetResult(op, 0));
  if (n > 1) {
    /* "%0#0" names the group: print "%0:2" */
    char *hash = memchr(p->out->data + at, '#', p->out->len - at);
    if (hash)
      p->out->len = (size_t)(hash - p->out->data);
    pr_printf(p, ":%ld", (long)n);
  }
  pr_puts(p, " = ");
}

static bool in_func_body(MlirOperation op) {
  MlirOperation parent = mlirOperationGetParentOperation(op);
  return !mlirOperationIsNull(parent) && str_is(op_name(parent), "func.func");
}

static bool try_pretty(Printer *p, MlirOperation op, const OpFormat *f) {
  Spread s;
  if (!fits_shape(op, f) || !spread_operands(f, op, &s) || !props_known(p, op, f))
    return false;
  size_t at = p->out->len;
  print_results(p, op);
  MlirStringRef name = op_name(op);
  if (name.length > 5 && !memcmp(name.data, "func.", 5) && in_func_body(op))
    pr_append(p, name.data + 5, name.length - 5);
  else
    pr_append(p, name.data, name.length);
  p->space = true;
  p->punct = false;
  size_t nsubst = p->nsubst;
  bool ok = print_elems(p, op, f, &s);
  p->nsubst = nsubst;
  if (!ok)
    p->out->len = at;
  return ok;
}

/* ---- builtin.module and func.func ---- */

static void print_module(Printer *p, MlirOperation op) {
  pr_puts(p, "module");
  MlirAttribute name = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
  if (!mlirAttributeIsNull(name) && mlirAttributeIsAString(name)) {
    pr_puts(p, " @");
    print_name_or_string(p, mlirStringAttrGetValue(name));
  }
  intptr_t nd = mlirOperationGetNumDiscardableAttributes(op);
  if (nd) {
    pr_puts(p, " attributes {");
    for (intptr_t i = 0; i < nd; i++) {
      MlirNamedAttribute a = mlirOperationGetDiscardableAttribute(op, i);
      if (i)
        pr_puts(p, ", ");
      print_name_or_string(p, mlirIdentifierStr(a.name));
      if (!mlirAttributeIsAUnit(a.attribute)) {
        pr_puts(p, " = ");
        pr_attr(p, a.attribute);
      }
    }
    pr_puts(p, "}");
  }
  pr_puts(p, " ");
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  pr_puts(p, "{");
  p->indent += 2;
  if (!mlirBlockIsNull(body))
    print_block_ops(p, body);
  p->indent -= 2;
  newline(p);
  pr_puts(p, "}");
}

static void print_dict_entries(Printer *p, MlirAttribute dict) {
  for (intptr_t i = 0, n = mlirDictionaryAttrGetNumElements(dict); i < n; i++) {
    MlirNamedAttribute a = mlirDictionaryAttrGetElement(dict, i);
    if (i)
      pr_puts(p, ", ");
    print_name_or_string(p, mlirIdentifierStr(a.name));
    if (!mlirAttributeIsAUnit(a.attribute)) {
      pr_puts(p, " = ");
      pr_attr(p, a.attribute);
    }
  }
}

static MlirAttribute dict_at(MlirAttribute array, intptr_t i) {
  if (mlirAttributeIsNull(array) || !mlirAttributeIsAArray(array) ||
      i >= mlirArrayAttrGetNumElements(array))
    return (MlirAttribute){NULL};
  MlirAttribute d = mlirArrayAttrGetElement(array, i);
  return mlirAttributeIsADictionary(d) && mlirDictionaryAttrGetNumElements(d) ? d
                                                                            : (MlirAttribute){NULL};
}

static bool func_attr_is_own(MlirStringRef name) {
  static const char *const own[] = {"sym_name", "function_type", "sym_visibility", "arg_attrs",
                                    "res_attrs"};
  for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
    if (str_is(name, own[i]))
      return true;
  return false;
}

static bool print_func(Printer *p, MlirOperation op) {
  MlirAttribute ft = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("function_type"));
  MlirAttribute name = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
  if (mlirAttributeIsNull(ft) || mlirAttributeIsNull(name) || !regions_are_single_blocks(op))
    return false;
  MlirType fn = mlirTypeAttrGetValue(ft);
  MlirAttribute vis = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_visibility"));
  MlirAttribute arg_attrs = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("arg_attrs"));
  MlirAttribute res_attrs = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("res_attrs"));
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  pr_puts(p, "func.func ");
  if (!mlirAttributeIsNull(vis) && mlirAttributeIsAString(vis)) {
    MlirStringRef v = mlirStringAttrGetValue(vis);
    pr_append(p, v.data, v.length);
    pr_puts(p, " ");
  }
  pr_puts(p, "@");
  print_name_or_string(p, mlirStringAttrGetValue(name));
  pr_puts(p, "(");
  intptr_t nin = mlirFunctionTypeGetNumInputs(fn), nout = mlirFunctionTypeGetNumResults(fn);
  for (intptr_t i = 0; i < nin; i++) {
    if (i)
      pr_puts(p, ", ");
    if (!mlirBlockIsNull(body)) {
      MlirValue arg = mlirBlockGetArgument(body, i);
      pr_value(p, arg);
      pr_puts(p, ": ");
    }
    pr_type(p, mlirFunctionTypeGetInput(fn, i));
    MlirAttribute d = dict_at(arg_attrs, i);
    if (!mlirAttributeIsNull(d)) {
      pr_puts(p, " {");
      print_dict_entries(p, d);
      pr_puts(p, "}");
    }
  }
  pr_puts(p, ")");
  if (nout) {
    pr_puts(p, " -> ");
    bool any_attrs = false;
    for (intptr_t i = 0; i < nout; i++)
      any_attrs = any_attrs || !mlirAttributeIsNull(dict_at(res_attrs, i));
    bool parens = nout > 1 || any_attrs || mlirTypeIsAFunction(mlirFunctionTypeGetResult(fn, 0));
    if (parens)
      pr_puts(p, "(");
    for (intptr_t i = 0; i < nout; i++) {
      if (i)
        pr_puts(p, ", ");
      pr_type(p, mlirFunctionTypeGetResult(fn, i));
      MlirAttribute d = dict_at(res_attrs, i);
      if (!mlirAttributeIsNull(d)) {
        pr_puts(p, " {");
        print_dict_entries(p, d);
        pr_puts(p, "}");
      }
    }
    if (parens)
      pr_puts(p, ")");
  }
  intptr_t nd = mlirOperationGetNumDiscardableAttributes(op);
  bool first = true;
  for (intptr_t i = 0; i < nd; i++) {
    MlirNamedAttribute a = mlirOperationGetDiscardableAttribute(op, i);
    MlirStringRef n = mlirIdentifierStr(a.name);
    if (func_attr_is_own(n))
      continue;
    pr_puts(p, first ? " attributes {" : ", ");
    first = false;
    print_name_or_string(p, n);
    if (!mlirAttributeIsAUnit(a.attribute)) {
      pr_puts(p, " = ");
      pr_attr(p, a.attribute);
    }
  }
  if (!first)
    pr_puts(p, "}");
  if (!mlirBlockIsNull(body)) {
    pr_puts(p, " {");
    p->indent += 2;
    print_block_ops(p, body);
    p->indent -= 2;
    newline(p);
    pr_puts(p, "}");
  }
  return true;
}

/* ---- ops ---- */

static void print_op(Printer *p, MlirOperation op) {
  MlirStringRef name = op_name(op);
  bool done = false;
  if (str_is(name, "builtin.module")) {
    print_module(p, op);
    done = true;
  } else if (str_is(name, "func.func")) {
    done = print_func(p, op);
  }
  if (!done) {
    const OpFormat *f = format_lookup(name.data, name.length);
    done = f && try_pretty(p, op, f);
    if (!done)
      print_generic(p, op);
  }
  if (p->opt->debuginfo)
    pr_location(p, mlirOperationGetLocation(op));
}

void hlo_syntax_print(MlirOperation op, const HloPrintOptions *opt, HloStr *out) {
  static const HloPrintOptions defaults = {0};
  Printer p = {0};
  p.out = out;
  p.opt = opt ? opt : &defaults;
  p.full_flags = mlirOpPrintingFlagsCreate();
  if (p.opt->elide_larger > 0)
    mlirOpPrintingFlagsElideLargeElementsAttrs(p.full_flags, p.opt->elide_larger);
  p.root = op;
  p.mlir_names = !number_values(&p, op);
  hlo_str_append(out, "", 0);
  print_op(&p, op);
  pr_puts(&p, "\n");
  if (p.state.ptr)
    mlirAsmStateDestroy(p.state);
  hlo_ptrmap_free(&p.names);
  mlirOpPrintingFlagsDestroy(p.full_flags);
  free(p.subst);
  hlo_str_free(&p.scratch);
  hlo_ptrmap_free(&p.type_index);
  free(p.types);
  hlo_arena_free(&p.arena);
}

/* ---- for directives.c ---- */

void pr_subst(Printer *p, MlirValue from, MlirValue to) {
  if (p->nsubst == p->cap_subst) {
    p->cap_subst = p->cap_subst ? p->cap_subst * 2 : 16;
    p->subst = hlo_xrealloc(p->subst, p->cap_subst * sizeof *p->subst);
  }
  p->subst[p->nsubst++] = (Subst){from, to};
}

void pr_newline(Printer *p) { newline(p); }
bool pr_attr_dict(Printer *p, MlirOperation op, const OpFormat *f, const char *prefix) {
  return print_attr_dict(p, op, f, prefix);
}
void pr_function_type(Printer *p, MlirOperation op) { print_function_type(p, op); }
bool pr_debuginfo(Printer *p) { return p->opt->debuginfo; }
int64_t pr_elide(Printer *p) { return p->opt->elide_larger; }
