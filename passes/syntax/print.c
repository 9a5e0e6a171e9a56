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
 * Design: one walk of the IR. SSA names come from one MlirAsmState made
 * for the printed op (mlirValuePrintAsOperand), so names agree between
 * pretty and generic ops. An op is printed into the output and cut back if
 * its format turns out not to fit. Properties of an unregistered op cannot
 * be listed through the C API: MLIR prints the whole op once in generic
 * form (local scope: no alias or resource sections), and the walk finds
 * each op's text there at a cursor, since MLIR starts every op on a line
 * of its own in the order the walk visits them; a region is entered from
 * its op's text, so a pretty form that skips a body does not lose the
 * place. The names in an op's <{...}> must all be ones the format knows,
 * or the op prints generic: that same text, with names from the state and
 * the op's regions printed by this walk, so ops nested in a generic op
 * still print pretty. Printing each op alone instead set up a printer
 * state per op, more than the text cost. (mlirOperationPrintWithState is
 * not used: in MLIR 19 it prints the op a second time, numbering the
 * whole module again.)
 */
#define _DEFAULT_SOURCE /* madvise */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "syntax/internal.h"

typedef struct Subst {
  MlirValue from, to;
} Subst;

/* Generic text of an op: where its name, operands, <{...}> and
 * (regions) are. */
typedef struct GenericParts {
  const char *name, *name_end;       /* "name" with its quotes */
  const char *after_operands;        /* just past the operand list */
  bool successors;
  const char *props, *props_end;     /* inside <{ }> */
  const char *regions;               /* the " (" of regions, or NULL */
} GenericParts;

/* An op being printed, and where its text is in the generic print. */
typedef struct OpAt {
  MlirOperation op;
  const char *start;
  GenericParts g;
  bool parsed;
  const char *region_at;   /* in the region list, before region region_next */
  intptr_t region_next;
  bool once;               /* its regions print once, in order (module, func) */
  struct OpAt *outer;      /* the op whose region holds this one */
} OpAt;

struct Printer {
  HloStr *out;
  MlirAsmState state;
  MlirOpPrintingFlags full_flags;  /* MLIR's form, names over the module */
  HloStr generic;    /* MLIR's generic print of the whole op, for properties */
  const char *cur;   /* where the next op's text in `generic` is looked for */
  const char *released; /* generic text before this went back to the kernel */
  OpAt *frame;       /* the op being printed */
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

void pr_value(Printer *p, MlirValue v) {
  for (size_t i = 0; i < p->nsubst; i++)
    if (mlirValueEqual(p->subst[i].from, v)) {
      v = p->subst[i].to;
      break;
    }
  mlirValuePrintAsOperand(v, p->state, hlo_str_callback, p->out);
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

/* ---- MLIR's generic text of the whole op, printed once ---- */

static const char *skip_string(const char *s, const char *end) {
  for (s++; s < end; s++) {
    if (*s == '\\')
      s++;
    else if (*s == '"')
      return s + 1;
  }
  return end;
}

static const char *skip_group(const char *s, const char *end, char open, char close) {
  int depth = 0;
  for (; s < end; s++) {
    if (*s == '"')
      s = skip_string(s, end) - 1;
    else if (*s == open)
      depth++;
    else if (*s == close && --depth == 0)
      return s + 1;
  }
  return end;
}

static const char *line_end(const char *s, const char *end) {
  const char *nl = memchr(s, '\n', (size_t)(end - s));
  return nl ? nl : end;
}

/* The first op at or after s: MLIR's generic printer starts every op on a
 * line of its own, with its results or its quoted name; the other lines
 * are block labels (^bb0...) and region ends (}). Attributes never span
 * lines (strings escape their newlines). */
static const char *next_op_line(const char *s, const char *end) {
  while (s < end) {
    while (s < end && *s == ' ')
      s++;
    if (s < end && (*s == '%' || *s == '"'))
      return s;
    s = line_end(s, end);
    if (s < end)
      s++;
  }
  return end;
}

/* Where an op's name, operands, <{...}> and " (regions" are in MLIR's
 * generic text of it, which starts at `s`. */
static bool generic_parts(const char *s, const char *end, GenericParts *g) {
  memset(g, 0, sizeof *g);
  const char *q = s;
  while (q < end && *q != '"' && *q != '\n')
    q++;
  if (q == end || *q != '"')
    return false;
  g->name = q;
  q = skip_string(q, end);
  g->name_end = q;
  if (q >= end || *q != '(')
    return false;
  q = skip_group(q, end, '(', ')');
  g->after_operands = q;
  if (q < end && *q == '[') {
    g->successors = true;
    q = skip_group(q, end, '[', ']');
  }
  if (q + 2 < end && q[0] == ' ' && q[1] == '<' && q[2] == '{') {
    const char *e = skip_group(q + 2, end, '{', '}');
    g->props = q + 3;
    g->props_end = e - 1;
    q = e + 1;
  }
  if (q + 1 < end && q[0] == ' ' && q[1] == '(')
    g->regions = q;
  return true;
}

/* Finds `op`'s text at the printer's cursor and makes it the op whose
 * regions print next. The walk visits ops in the order MLIR printed them,
 * and every region is entered from its op's text (open_region), so the
 * next op line is always this op's, even when a pretty form skips a body. */
static void enter_op(Printer *p, MlirOperation op, OpAt *at) {
  const char *end = p->generic.data + p->generic.len;
  memset(at, 0, sizeof *at);
  at->op = op;
  at->start = next_op_line(p->cur, end);
  at->parsed = generic_parts(at->start, end, &at->g);
  MlirStringRef name = op_name(op);
  if (!at->parsed || (size_t)(at->g.name_end - at->g.name) != name.length + 2 ||
      memcmp(at->g.name + 1, name.data, name.length)) {
    /* The text is MLIR's print of this very op: never reached. */
    fprintf(stderr, "hlomem: internal error: printer lost its place at '%.*s'\n",
            (int)name.length, name.data);
    abort();
  }
  at->region_at = at->g.regions ? at->g.regions + 2 : NULL;
  at->outer = p->frame;
  p->frame = at;
}

/* Past the region group opening at or after s ('{' ... '}'). */
static const char *skip_region(const char *s, const char *end) {
  while (s < end && *s != '{')
    s++;
  return skip_group(s, end, '{', '}');
}

/* Moves the cursor into the text of region i of the current op. */
static void open_region(Printer *p, intptr_t i) {
  OpAt *at = p->frame;
  const char *end = p->generic.data + p->generic.len;
  if (i < at->region_next) { /* printed again (a pretty form gave up): from the top */
    at->region_at = at->g.regions + 2;
    at->region_next = 0;
  }
  for (; at->region_next < i; at->region_next++)
    at->region_at = skip_region(at->region_at, end);
  const char *s = at->region_at;
  while (s < end && *s != '{')
    s++;
  p->cur = s < end ? s + 1 : end;
}

/* After the ops of region i were printed from the cursor: past its '}'. */
static void close_region(Printer *p, intptr_t i) {
  OpAt *at = p->frame;
  const char *end = p->generic.data + p->generic.len, *s = p->cur;
  int depth = 1;
  for (; s < end && depth; s++) {
    if (*s == '"')
      s = skip_string(s, end) - 1;
    else if (*s == '{')
      depth++;
    else if (*s == '}')
      depth--;
  }
  at->region_at = s;
  at->region_next = i + 1;
}

/* Just past the ')' closing the op's region list. */
static const char *regions_end(Printer *p) {
  OpAt *at = p->frame;
  const char *end = p->generic.data + p->generic.len;
  intptr_t n = mlirOperationGetNumRegions(at->op);
  for (; at->region_next < n; at->region_next++)
    at->region_at = skip_region(at->region_at, end);
  const char *s = at->region_at;
  while (s < end && *s != ')')
    s++;
  return s < end ? s + 1 : end;
}

/* Done with the current op: the cursor goes past the end of its text. */
static void leave_op(Printer *p) {
  OpAt *at = p->frame;
  const char *end = p->generic.data + p->generic.len;
  const char *s = at->g.regions ? regions_end(p) : at->g.after_operands;
  p->cur = line_end(s, end);
  p->frame = at->outer;
}

/* Between two ops of a module or function body, the generic text before
 * the cursor is never read again (only an op that can fail to print pretty
 * walks its regions twice): its pages go back to the kernel as the output
 * grows, so the two texts do not add up in the peak (110 MB at 1M ops).
 * Whole pages inside the buffer only, a few MiB at a time. */
static void release_read_text(Printer *p) {
  for (const OpAt *at = p->frame; at; at = at->outer)
    if (!at->once)
      return;
  uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
  uintptr_t from = ((uintptr_t)p->released + page - 1) & ~(page - 1);
  uintptr_t to = (uintptr_t)p->cur & ~(page - 1);
  if (to < from + ((uintptr_t)4 << 20))
    return;
  madvise((void *)from, to - from, MADV_DONTNEED);
  p->released = (const char *)to;
}

/* The index of `region` among the current op's regions. */
static intptr_t region_index(Printer *p, MlirRegion region) {
  MlirOperation op = p->frame->op;
  for (intptr_t i = 0, n = mlirOperationGetNumRegions(op); i < n; i++)
    if (mlirRegionEqual(mlirOperationGetRegion(op, i), region))
      return i;
  fprintf(stderr, "hlomem: internal error: a region printed outside its op\n");
  abort();
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
    release_read_text(p);
  }
}

/* `{ ops }`, the entry block's arguments written as ^bb0(...) unless the
 * pretty form gives them itself. Regions of one block only. */
void pr_region_body(Printer *p, MlirRegion region, bool entry_args) {
  MlirBlock block = mlirRegionGetFirstBlock(region);
  intptr_t index = region_index(p, region);
  open_region(p, index);
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
  close_region(p, index);
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

/* Every name in the <{...}> of `g` is an attribute the format knows. */
static bool props_known(const GenericParts *g, const OpFormat *f) {
  const char *s = g->props, *end = g->props_end;
  while (s && s < end) {
    while (s < end && (*s == ' ' || *s == ','))
      s++;
    const char *n = s;
    if (s < end && *s == '"')
      s = skip_string(s, end);
    else
      while (s < end && *s != ' ' && *s != ',' && *s != '}')
        s++;
    if (s > n && !format_is_inherent(f, n + (*n == '"'), (size_t)(s - n) - 2 * (*n == '"')))
      return false;
    int depth = 0;
    for (; s < end; s++) {
      if (*s == '"')
        s = skip_string(s, end) - 1;
      else if (*s == '(' || *s == '[' || *s == '{' || *s == '<')
        depth++;
      else if ((*s == ')' || *s == ']' || *s == '}' || *s == '>') && !(*s == '>' && s[-1] == '-'))
        depth--;
      else if (*s == ',' && depth == 0)
        break;
    }
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

/* `%r = "name"(%a) <{...}> ({...}) {...} : type`: MLIR's generic text with
 * this walk's names and regions. */
static void print_generic(Printer *p, MlirOperation op) {
  const GenericParts *g = &p->frame->g;
  const char *end = p->generic.data + p->generic.len;
  if (!regions_are_single_blocks(op) || g->successors ||
      (mlirOperationGetNumRegions(op) && !g->regions)) {
    print_by_mlir(p, op);
    return;
  }
  print_results(p, op);
  pr_append(p, g->name, (size_t)(g->name_end - g->name));
  pr_puts(p, "(");
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++) {
    if (i)
      pr_puts(p, ", ");
    pr_value(p, mlirOperationGetOperand(op, i));
  }
  pr_puts(p, ")");
  if (!g->regions) {
    pr_append(p, g->after_operands, (size_t)(line_end(g->after_operands, end) - g->after_operands));
    return;
  }
  pr_append(p, g->after_operands, (size_t)(g->regions - g->after_operands));
  pr_puts(p, " (");
  for (intptr_t i = 0, n = mlirOperationGetNumRegions(op); i < n; i++) {
    if (i)
      pr_puts(p, ", ");
    pr_region_body(p, mlirOperationGetRegion(op, i), true);
  }
  pr_puts(p, ")");
  const char *after = regions_end(p);
  pr_append(p, after, (size_t)(line_end(after, end) - after));
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

static void print_name_or_string(Printer *p, MlirStringRef s) {
  if (is_bare_id(s.data, s.length)) {
    pr_append(p, s.data, s.length);
  } else {
    HloStr q = {0};
    hlo_str_json(&q, s.data, s.length);
    pr_append(p, q.data, q.len);
    hlo_str_free(&q);
  }
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
      pr_printf(p, "%s%lld", i ? ", " : "", (long long)mlirDenseI64ArrayGetElement(a, i));
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
  if (!fits_shape(op, f) || !spread_operands(f, op, &s) || !props_known(&p->frame->g, f))
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
  p->frame->once = true;
  open_region(p, 0);
  if (!mlirBlockIsNull(body))
    print_block_ops(p, body);
  close_region(p, 0);
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
    p->frame->once = true;
    open_region(p, 0);
    print_block_ops(p, body);
    close_region(p, 0);
    p->indent -= 2;
    newline(p);
    pr_puts(p, "}");
  }
  return true;
}

/* ---- ops ---- */

static void print_op(Printer *p, MlirOperation op) {
  OpAt at;
  enter_op(p, op, &at);
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
  leave_op(p);
  if (p->opt->debuginfo)
    pr_location(p, mlirOperationGetLocation(op));
}

void hlo_syntax_print(MlirOperation op, const HloPrintOptions *opt, HloStr *out) {
  static const HloPrintOptions defaults = {0};
  Printer p = {0};
  p.out = out;
  p.opt = opt ? opt : &defaults;
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  MlirOpPrintingFlags generic = mlirOpPrintingFlagsCreate();
  p.full_flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(generic);
  mlirOpPrintingFlagsUseLocalScope(generic);
  if (p.opt->elide_larger > 0) {
    mlirOpPrintingFlagsElideLargeElementsAttrs(generic, p.opt->elide_larger);
    mlirOpPrintingFlagsElideLargeElementsAttrs(p.full_flags, p.opt->elide_larger);
  }
  mlirOperationPrintWithFlags(op, generic, hlo_str_callback, &p.generic);
  hlo_str_append(&p.generic, "", 0);
  p.cur = p.released = p.generic.data;
  p.state = mlirAsmStateCreateForOperation(op, flags);
  hlo_str_append(out, "", 0);
  print_op(&p, op);
  pr_puts(&p, "\n");
  mlirAsmStateDestroy(p.state);
  mlirOpPrintingFlagsDestroy(flags);
  mlirOpPrintingFlagsDestroy(generic);
  mlirOpPrintingFlagsDestroy(p.full_flags);
  free(p.subst);
  hlo_str_free(&p.scratch);
  hlo_str_free(&p.generic);
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
