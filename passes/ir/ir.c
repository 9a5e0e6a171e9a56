/*
 * Layer ir (passes/ir/, public headers ir.h, ops.def, loops.h): the only
 * code that knows StableHLO's ops, attributes and loop shapes
 * (docs/ir-layer.md). ir.c parses and sizes, attrs.c reads attributes,
 * optable.c is the op table, build.c builds ops, verify.c checks
 * structure, opaque_calls.c parses and verifies calls MLIR cannot
 * resolve, loops.c and while_rebuild.c read and rebuild counted loops.
 * It may call support and the MLIR C API; it knows no pass and no model.
 *
 * IR layer, part 1: context set-up, parsing, types and sizes, functions.
 *
 * Text goes through the syntax layer first (hlo_syntax_translate), which
 * rewrites StableHLO's pretty ops as generic ones MLIR reads with the
 * dialect unregistered; errors MLIR then finds in rewritten text are
 * mapped back to the input's line:col. Parsing goes through
 * mlirOperationCreateParse, which keeps the file name in locations but
 * wants exactly one top-level op. Files holding several
 * (test files, a bare func.func list) are parsed a second time inside a
 * generic "builtin.module" wrapper written on their first line, and
 * diagnostics on that line are shifted back so columns stay true. A text
 * MLIR rejects only for calls it cannot resolve is parsed again with the
 * calls hidden from its verifier (opaque_calls.c).
 */
#include "hlomem/ir.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mlir-c/Dialect/Func.h>
#include <mlir-c/Transforms.h>

#include "hlomem/diag.h"
#include "hlomem/syntax.h"
#include "internal.h"

static pthread_once_t passes_once = PTHREAD_ONCE_INIT;

static void register_upstream_passes(void) { mlirRegisterTransformsPasses(); }

MlirContext hlo_context_create(void) {
  pthread_once(&passes_once, register_upstream_passes);
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirDialectHandle func = mlirGetDialectHandle__func__();
  mlirDialectHandleRegisterDialect(func, ctx);
  mlirDialectHandleLoadDialect(func, ctx);
  hlo_diag_forward_mlir(ctx);
  return ctx;
}

/* Bumped when a context goes: memos keyed by the addresses of uniqued
 * things (types, op names) are stale. */
uint64_t hlo_context_generation_counter = 1;

void hlo_context_destroy(MlirContext ctx) {
  __atomic_add_fetch(&hlo_context_generation_counter, 1, __ATOMIC_RELEASE);
  mlirContextDestroy(ctx);
}

/* ---- parsing ---- */

bool hlo_is_bytecode(const char *data, size_t len) {
  return len >= 4 && memcmp(data, "ML\xefR", 4) == 0;
}

typedef struct Captured {
  HloSeverity severity;
  MlirLocation loc;
  char *message;
} Captured;

typedef struct Capture {
  Captured *items;
  size_t len, cap;
} Capture;

static void capture_push(Capture *c, HloSeverity severity, MlirLocation loc, char *message) {
  if (c->len == c->cap) {
    c->cap = c->cap ? c->cap * 2 : 8;
    c->items = hlo_xrealloc(c->items, c->cap * sizeof *c->items);
  }
  c->items[c->len++] = (Captured){severity, loc, message};
}

static void capture_one(Capture *c, MlirDiagnostic diag) {
  static const HloSeverity sev[] = {HLO_ERROR, HLO_WARNING, HLO_NOTE, HLO_REMARK};
  HloStr msg = {0};
  mlirDiagnosticPrint(diag, hlo_str_callback, &msg);
  unsigned s = (unsigned)mlirDiagnosticGetSeverity(diag);
  capture_push(c, s < 4 ? sev[s] : HLO_ERROR, mlirDiagnosticGetLocation(diag),
               msg.data ? msg.data : hlo_xstrdup(""));
  for (intptr_t i = 0, n = mlirDiagnosticGetNumNotes(diag); i < n; i++)
    capture_one(c, mlirDiagnosticGetNote(diag, i));
}

static MlirLogicalResult capture_handler(MlirDiagnostic diag, void *user) {
  capture_one(user, diag);
  return mlirLogicalResultSuccess();
}

/* The input as the user wrote it, when the parser read a translation. */
typedef struct Original {
  const char *data;
  size_t len;
  bool translated;
  const char *hlo_text; /* HLO text read through hlo_xla_translate: its translation */
} Original;

/* Where an op of translated HLO text came from: the location written at
 * the end of its line of the translation (`loc("file":L:C)`). */
static void map_hlo_position(const char *gen, const char *filename, unsigned *line,
                             unsigned *col) {
  const char *p = gen;
  for (unsigned l = 1; l < *line && p; l++) {
    p = strchr(p, '\n');
    if (p)
      p++;
  }
  if (!p)
    return;
  const char *eol = strchr(p, '\n');
  size_t n = eol ? (size_t)(eol - p) : strlen(p);
  size_t flen = strlen(filename);
  const char *found = NULL;
  for (const char *q = p; q + flen + 3 < p + n; q++)
    if (q[0] == '"' && !strncmp(q + 1, filename, flen) && q[flen + 1] == '"' && q[flen + 2] == ':')
      found = q + flen + 3;
  unsigned l, c;
  if (found && sscanf(found, "%u:%u", &l, &c) == 2) {
    *line = l;
    *col = c;
  }
}

/* Re-emits captured diagnostics; those on line 1 have their column moved
 * back by `shift` (the width of the implicit-module wrapper), and those in
 * translated text are mapped back to the input. */
static void replay(MlirContext ctx, Capture *c, const char *filename, unsigned shift,
                   const Original *orig) {
  for (size_t i = 0; i < c->len; i++) {
    MlirLocation loc = c->items[i].loc;
    HloStr file = {0};
    unsigned line, col;
    if ((shift || orig->translated || orig->hlo_text) &&
        hlo_location_split(loc, &file, &line, &col) && strcmp(file.data, filename) == 0) {
      if (shift && line == 1)
        col = col > shift ? col - shift : 1;
      if (orig->hlo_text)
        map_hlo_position(orig->hlo_text, filename, &line, &col);
      else if (orig->translated)
        hlo_syntax_map_position(orig->data, orig->len, &line, &col);
      loc = mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString(filename), line, col);
    }
    hlo_str_free(&file);
    hlo_emit(c->items[i].severity, loc, "%s", c->items[i].message);
  }
}

static void capture_free(Capture *c) {
  for (size_t i = 0; i < c->len; i++)
    free(c->items[i].message);
  free(c->items);
  memset(c, 0, sizeof *c);
}

/* True if every error is MLIR's failure to resolve a call's callee, which
 * it also reports for valid calls in opaque regions (opaque_calls.c). */
static bool only_unresolved_calls(const Capture *c) {
  size_t errors = 0;
  for (size_t i = 0; i < c->len; i++) {
    if (c->items[i].severity != HLO_ERROR)
      continue;
    if (strncmp(c->items[i].message, "'func.call' op '", 16) ||
        !strstr(c->items[i].message, "' does not reference a valid function"))
      return false;
    errors++;
  }
  return errors > 0;
}

/* The property names of what MLIR parsed from `text` (properties.c):
 * read from the text, or from bytecode's generic print. */
static void note_properties(MlirOperation op, MlirStringRef text) {
  if (!hlo_is_bytecode(text.data, text.length)) {
    hlo_properties_note_text(text.data, text.length);
    return;
  }
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOpPrintingFlagsUseLocalScope(flags);
  mlirOpPrintingFlagsAssumeVerified(flags);
  HloStr generic = {0};
  mlirOperationPrintWithFlags(op, flags, hlo_str_callback, &generic);
  mlirOpPrintingFlagsDestroy(flags);
  hlo_properties_note_text(generic.data ? generic.data : "", generic.len);
  hlo_str_free(&generic);
}

static MlirOperation parse_captured(MlirContext ctx, MlirStringRef text, const char *filename,
                                    Capture *c) {
  MlirDiagnosticHandlerID id = mlirContextAttachDiagnosticHandler(ctx, capture_handler, c, NULL);
  MlirOperation op = mlirOperationCreateParse(ctx, text, mlirStringRefCreateFromCString(filename));
  mlirContextDetachDiagnosticHandler(ctx, id);
  if (!mlirOperationIsNull(op))
    note_properties(op, text);
  if (!mlirOperationIsNull(op) || !only_unresolved_calls(c))
    return op;
  if (hlo_is_bytecode(text.data, text.length)) {
    /* Bytecode cannot be parsed again with the calls hidden. */
    MlirLocation at = c->items[0].loc;
    capture_push(c, HLO_NOTE, at,
                 hlo_xstrdup("calls inside the regions of StableHLO ops are read from text "
                             "only: MLIR's bytecode reader cannot resolve their callees"));
    return op;
  }
  Capture again = {0};
  id = mlirContextAttachDiagnosticHandler(ctx, capture_handler, &again, NULL);
  op = hlo_parse_hiding_calls(ctx, text, filename);
  mlirContextDetachDiagnosticHandler(ctx, id);
  if (!mlirOperationIsNull(op))
    note_properties(op, text);
  if (!mlirOperationIsNull(op) || again.len) {
    capture_free(c);
    *c = again;
  } else {
    capture_free(&again);
  }
  return op;
}

static bool is_single_op_complaint(const Capture *c) {
  return c->len == 1 && c->items[0].severity == HLO_ERROR &&
         strstr(c->items[0].message, "source must contain a single top-level operation");
}

static MlirOperation wrap_in_module(MlirContext ctx, MlirOperation op, const char *filename) {
  MlirLocation loc = mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString(filename), 1, 1);
  MlirOperation module = mlirModuleGetOperation(mlirModuleCreateEmpty(loc));
  mlirBlockAppendOwnedOperation(hlo_module_body(module), op);
  return module;
}

/* Aliased text (hlo_syntax_translate_for_parser), taken only if MLIR
 * reads it without a word: a diagnostic may point into the aliases, and
 * the plain translation is then read instead, to say it where it is. */
static MlirOperation parse_clean(MlirContext ctx, const HloStr *text, const char *filename) {
  Capture c = {0};
  MlirDiagnosticHandlerID id = mlirContextAttachDiagnosticHandler(ctx, capture_handler, &c, NULL);
  MlirStringRef s = {text->data, text->len};
  MlirOperation op = mlirOperationCreateParse(ctx, s, mlirStringRefCreateFromCString(filename));
  mlirContextDetachDiagnosticHandler(ctx, id);
  if (!mlirOperationIsNull(op) && c.len) {
    mlirOperationDestroy(op);
    op = (MlirOperation){NULL};
  }
  capture_free(&c);
  if (mlirOperationIsNull(op))
    return op;
  note_properties(op, s);
  return hlo_op_name_is(op, "builtin.module") ? op : wrap_in_module(ctx, op, filename);
}

static MlirOperation parse_text(MlirContext ctx, const char *data, size_t len,
                                const char *filename, const Original *orig);

/* ---- element types MLIR 19 does not have ---- */

/* The small float types of MLIR 19 (f8E4M3FN, ...). Newer StableHLO
 * writes others (f4E2M1FN, f6E2M3FN, f8E3M4, f8E8M0FNU) that MLIR 19's
 * parser rejects with "expected non-function type" somewhere near them. */
static bool is_mlir19_small_float(const char *s, size_t n) {
  static const char *const known[] = {"f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ",
                                      "f8E4M3FNUZ", "f8E4M3B11FNUZ"};
  for (size_t i = 0; i < sizeof known / sizeof *known; i++)
    if (strlen(known[i]) == n && memcmp(known[i], s, n) == 0)
      return true;
  return false;
}

static bool is_word(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* A word fDIGITS EDIGITS MDIGITS... at p: its end, or NULL. */
static const char *small_float_end(const char *p, const char *end) {
  const char *q = p + 1;
  for (int part = 0; part < 3; part++) {
    if (part && (q >= end || *q++ != "EM"[part - 1]))
      return NULL;
    const char *digits = q;
    while (q < end && is_digit(*q))
      q++;
    if (q == digits)
      return NULL;
  }
  while (q < end && is_word(*q))
    q++;
  return q;
}

/* Reports the first small float element type of `data` (outside comments
 * and strings) that MLIR 19 lacks; false if there is none. Called only
 * when parsing failed, to say why in the user's terms instead of MLIR. */
static bool report_missing_float_type(MlirContext ctx, const char *data, size_t len,
                                      const char *filename) {
  const char *end = data + len;
  unsigned line = 1;
  const char *line_start = data;
  for (const char *p = data; p < end; p++) {
    char c = *p;
    if (c == '\n') {
      line++;
      line_start = p + 1;
    } else if (c == '/' && p + 1 < end && p[1] == '/') {
      while (p + 1 < end && p[1] != '\n')
        p++;
    } else if (c == '"') {
      for (p++; p < end && *p != '"' && *p != '\n'; p++)
        if (*p == '\\')
          p++;
    } else if (c == 'f' && (p == data || !is_word(p[-1]) ||
                            (p[-1] == 'x' && p - 1 > data && (is_digit(p[-2]) || p[-2] == '?')))) {
      const char *e = small_float_end(p, end);
      if (!e || is_mlir19_small_float(p, (size_t)(e - p)))
        continue;
      MlirLocation loc = mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString(filename),
                                                    line, (unsigned)(p - line_start) + 1);
      hlo_emit(HLO_ERROR, loc,
               "element type '%.*s' does not exist in MLIR 19 (later versions added it)",
               (int)(e - p), p);
      return true;
    }
  }
  return false;
}

/* XLA's HLO text: translated, then parsed. MLIR's complaints about the
 * translation are mapped back to the instruction each op came from. */
static MlirOperation parse_hlo_text(MlirContext ctx, const char *data, size_t len,
                                    const char *filename) {
  HloStr text = {0};
  HloSyntaxError err;
  if (!hlo_xla_translate(data, len, filename, &text, &err)) {
    MlirLocation loc = mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString(filename),
                                                  err.line, err.col);
    hlo_emit(HLO_ERROR, loc, "%s", err.message);
    hlo_str_free(&text);
    return (MlirOperation){NULL};
  }
  Original orig = {data, len, false, text.data};
  MlirOperation op = parse_text(ctx, text.data, text.len, filename, &orig);
  hlo_str_free(&text);
  return op;
}

MlirOperation hlo_parse_module(MlirContext ctx, const char *data, size_t len,
                               const char *filename) {
  return hlo_parse_module_as(ctx, data, len, filename, HLO_INPUT_AUTO);
}

MlirOperation hlo_parse_module_as(MlirContext ctx, const char *data, size_t len,
                                  const char *filename, HloInputForm form) {
  if (form == HLO_INPUT_HLO ||
      (form == HLO_INPUT_AUTO && !hlo_is_bytecode(data, len) && hlo_xla_detect(data, len)))
    return parse_hlo_text(ctx, data, len, filename);
  Original orig = {data, len, false, NULL};
  if (hlo_is_bytecode(data, len))
    return parse_text(ctx, data, len, filename, &orig);
  if (!hlo_syntax_needed(data, len)) {
    HloStr aliased = {0};
    MlirOperation op = {NULL};
    if (hlo_syntax_alias_generic(data, len, filename, &aliased))
      op = parse_clean(ctx, &aliased, filename);
    hlo_str_free(&aliased);
    return mlirOperationIsNull(op) ? parse_text(ctx, data, len, filename, &orig) : op;
  }
  HloStr text = {0};
  HloSyntaxError err;
  bool aliased;
  if (!hlo_syntax_translate_for_parser(data, len, filename, &text, &aliased, &err)) {
    MlirLocation loc = mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString(filename),
                                                  err.line, err.col);
    hlo_emit(HLO_ERROR, loc, "%s", err.message);
    hlo_str_free(&text);
    return (MlirOperation){NULL};
  }
  if (aliased) {
    MlirOperation op = parse_clean(ctx, &text, filename);
    if (!mlirOperationIsNull(op)) {
      hlo_str_free(&text);
      return op;
    }
    hlo_syntax_translate(data, len, &text, &err); /* it translated once already */
  }
  orig.translated = text.len != len || memcmp(text.data, data, len) != 0;
  MlirOperation op = parse_text(ctx, text.data, text.len, filename, &orig);
  hlo_str_free(&text);
  return op;
}

static MlirOperation parse_text(MlirContext ctx, const char *data, size_t len,
                                const char *filename, const Original *orig) {
  /* An explicit block label keeps an empty input a valid one-block module. */
  static const char prefix[] = "\"builtin.module\"() ({^bb0:";
  static const char suffix[] = "\n}) : () -> ()\n";
  Capture first = {0};
  MlirOperation op = parse_captured(ctx, (MlirStringRef){data, len}, filename, &first);
  if (!mlirOperationIsNull(op) || hlo_is_bytecode(data, len) || !is_single_op_complaint(&first)) {
    /* MLIR's own complaint about such a type is misplaced and says
     * nothing of it: the one naming the type replaces it. */
    if (!(mlirOperationIsNull(op) && !hlo_is_bytecode(data, len) &&
          report_missing_float_type(ctx, orig->data, orig->len, filename)))
      replay(ctx, &first, filename, 0, orig);
    capture_free(&first);
    if (!mlirOperationIsNull(op) && !hlo_op_name_is(op, "builtin.module"))
      op = wrap_in_module(ctx, op, filename);
    return op;
  }
  capture_free(&first);

  size_t plen = sizeof prefix - 1, slen = sizeof suffix - 1;
  char *wrapped = hlo_xmalloc(plen + len + slen + 1);
  memcpy(wrapped, prefix, plen);
  memcpy(wrapped + plen, data, len);
  memcpy(wrapped + plen + len, suffix, slen + 1);
  Capture second = {0};
  op = parse_captured(ctx, (MlirStringRef){wrapped, plen + len + slen}, filename, &second);
  if (!(mlirOperationIsNull(op) && report_missing_float_type(ctx, orig->data, orig->len, filename)))
    replay(ctx, &second, filename, (unsigned)plen, orig);
  capture_free(&second);
  free(wrapped);
  return op;
}

/* ---- types ---- */

static int64_t round_to_pow2_bytes(unsigned bits) {
  int64_t bytes = 1;
  while (bytes * 8 < (int64_t)bits)
    bytes *= 2;
  return bytes;
}

int64_t hlo_element_bytes(MlirType t) {
  if (mlirTypeIsAInteger(t))
    return round_to_pow2_bytes(mlirIntegerTypeGetWidth(t));
  if (mlirTypeIsAFloat(t))
    return round_to_pow2_bytes(mlirFloatTypeGetWidth(t));
  if (mlirTypeIsAIndex(t))
    return 8;
  if (mlirTypeIsAComplex(t)) {
    int64_t e = hlo_element_bytes(mlirComplexTypeGetElementType(t));
    return e < 0 ? -1 : 2 * e;
  }
  return -1;
}

bool hlo_type_is_float(MlirType elem) { return mlirTypeIsAFloat(elem); }

bool hlo_type_is_token(MlirType t) {
  if (!mlirTypeIsAOpaque(t))
    return false;
  MlirStringRef ns = mlirOpaqueTypeGetDialectNamespace(t);
  MlirStringRef data = mlirOpaqueTypeGetData(t);
  return ns.length == 9 && memcmp(ns.data, "stablehlo", 9) == 0 && data.length == 5 &&
         memcmp(data.data, "token", 5) == 0;
}

/* Passes ask the shape of the same few types again and again, and each
 * C API query of a shaped type looks its interface up: a per-thread memo
 * by the type's (uniqued) address answers them. */
typedef struct ShapeMemo {
  const void *type;
  uint64_t generation;
  bool shaped;      /* a statically shaped ranked tensor */
  bool fits;        /* and of rank <= HLO_MAX_RANK */
  int64_t elements; /* -1: not shaped, or too many */
  int64_t bytes;    /* -1: not shaped, or too many */
  HloShape shape;
} ShapeMemo;

enum { SHAPE_MEMO = 256 };
static _Thread_local ShapeMemo shape_memo[SHAPE_MEMO];

static const ShapeMemo *shape_memo_of(MlirType t) {
  uint64_t now = hlo_context_generation();
  ShapeMemo *m = &shape_memo[((uintptr_t)t.ptr >> 4) % SHAPE_MEMO];
  if (m->type == t.ptr && m->generation == now)
    return m;
  m->type = t.ptr;
  m->generation = now;
  m->shaped = mlirTypeIsARankedTensor(t) && mlirShapedTypeHasStaticShape(t);
  m->fits = false;
  m->elements = m->bytes = -1;
  if (!m->shaped)
    return m;
  int64_t rank = mlirShapedTypeGetRank(t), n = 1;
  m->fits = rank <= HLO_MAX_RANK;
  m->shape.rank = m->fits ? (int)rank : 0;
  m->shape.elem = mlirShapedTypeGetElementType(t);
  for (int64_t i = 0; i < rank; i++) {
    int64_t d = mlirShapedTypeGetDimSize(t, i);
    if (i < HLO_MAX_RANK)
      m->shape.dims[i] = d;
    if (n >= 0 && d != 0 && n > INT64_MAX / d)
      n = -1;
    else if (n >= 0)
      n *= d;
  }
  m->elements = n;
  int64_t e = hlo_element_bytes(m->shape.elem);
  m->bytes = n < 0 || e < 0 || (n && e > INT64_MAX / n) ? -1 : n * e;
  return m;
}

bool hlo_shape_of(MlirType t, HloShape *out) {
  const ShapeMemo *m = shape_memo_of(t);
  if (!m->fits)
    return false;
  out->rank = m->shape.rank;
  memcpy(out->dims, m->shape.dims, sizeof out->dims[0] * (size_t)m->shape.rank);
  out->elem = m->shape.elem;
  return true;
}

int64_t hlo_type_elements(MlirType t) { return shape_memo_of(t)->elements; }

int64_t hlo_type_bytes(MlirType t) {
  const ShapeMemo *m = shape_memo_of(t);
  if (m->shaped)
    return m->bytes;
  if (mlirTypeIsATensor(t))
    return -1;
  if (mlirTypeIsATuple(t)) {
    int64_t sum = 0;
    for (intptr_t i = 0, n = mlirTupleTypeGetNumTypes(t); i < n; i++) {
      int64_t b = hlo_type_bytes(mlirTupleTypeGetType(t, i));
      if (b < 0)
        return -1;
      sum += b;
    }
    return sum;
  }
  if (hlo_type_is_token(t) || mlirTypeIsANone(t))
    return 0;
  return hlo_element_bytes(t);
}

int64_t hlo_value_bytes(MlirValue v) { return hlo_type_bytes(mlirValueGetType(v)); }

void hlo_type_print(MlirType t, HloStr *out) { mlirTypePrint(t, hlo_str_callback, out); }

MlirType hlo_tensor_type(MlirContext ctx, int rank, const int64_t *dims, MlirType elem) {
  (void)ctx;
  return mlirRankedTensorTypeGet(rank, dims, elem, mlirAttributeGetNull());
}

MlirType hlo_tensor_type_like(MlirType like, int rank, const int64_t *dims) {
  return mlirRankedTensorTypeGet(rank, dims, mlirShapedTypeGetElementType(like),
                                 mlirAttributeGetNull());
}

MlirType hlo_scalar_tensor_type(MlirType elem) {
  return mlirRankedTensorTypeGet(0, NULL, elem, mlirAttributeGetNull());
}

/* ---- functions and modules ---- */

MlirBlock hlo_module_body(MlirOperation module) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
}

bool hlo_is_func(MlirOperation op) { return hlo_op_name_is(op, "func.func"); }

MlirStringRef hlo_func_name(MlirOperation func) {
  MlirAttribute a = mlirOperationGetAttributeByName(func, mlirStringRefCreateFromCString("sym_name"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
    return mlirStringRefCreate("", 0);
  return mlirStringAttrGetValue(a);
}

MlirBlock hlo_func_entry(MlirOperation func) {
  if (mlirOperationGetNumRegions(func) < 1)
    return (MlirBlock){NULL};
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

MlirOperation hlo_lookup_func(MlirOperation module, MlirStringRef name) {
  MlirBlock body = hlo_module_body(module);
  if (mlirBlockIsNull(body))
    return (MlirOperation){NULL};
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!hlo_is_func(op))
      continue;
    MlirStringRef n = hlo_func_name(op);
    if (n.length == name.length && memcmp(n.data, name.data, name.length) == 0)
      return op;
  }
  return (MlirOperation){NULL};
}

bool hlo_func_arg_donated(MlirOperation func, intptr_t i) {
  MlirAttribute all = mlirOperationGetAttributeByName(func, mlirStringRefCreateFromCString("arg_attrs"));
  if (mlirAttributeIsNull(all) || !mlirAttributeIsAArray(all) || i >= mlirArrayAttrGetNumElements(all))
    return false;
  MlirAttribute dict = mlirArrayAttrGetElement(all, i);
  if (!mlirAttributeIsADictionary(dict))
    return false;
  MlirAttribute alias =
      mlirDictionaryAttrGetElementByName(dict, mlirStringRefCreateFromCString("tf.aliasing_output"));
  if (!mlirAttributeIsNull(alias) && mlirAttributeIsAInteger(alias))
    return true;
  MlirAttribute donor =
      mlirDictionaryAttrGetElementByName(dict, mlirStringRefCreateFromCString("jax.buffer_donor"));
  return !mlirAttributeIsNull(donor) && mlirAttributeIsABool(donor) && mlirBoolAttrGetValue(donor);
}

MlirOperation hlo_call_callee(MlirOperation call) {
  MlirStringRef name;
  if (!hlo_attr_string(call, "callee", &name))
    return (MlirOperation){NULL};
  for (MlirOperation p = mlirOperationGetParentOperation(call); !mlirOperationIsNull(p);
       p = mlirOperationGetParentOperation(p))
    if (hlo_op_name_is(p, "builtin.module"))
      return hlo_lookup_func(p, name);
  return (MlirOperation){NULL};
}

/* mlirBlockGetTerminator only knows registered terminators; a region of
 * unregistered ops ends in stablehlo.return, so fall back to the last op. */
MlirOperation hlo_block_terminator(MlirBlock block) {
  MlirOperation last = mlirBlockGetTerminator(block);
  if (!mlirOperationIsNull(last))
    return last;
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    last = op;
  return last;
}

intptr_t hlo_block_num_ops(MlirBlock block) {
  intptr_t n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    n++;
  return n;
}

MlirOperation *hlo_block_ops(MlirBlock block, intptr_t *n) {
  size_t len = 0, cap = 64;
  MlirOperation *ops = hlo_xmalloc(sizeof *ops * cap);
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (len == cap)
      ops = hlo_xrealloc(ops, sizeof *ops * (cap *= 2));
    ops[len++] = op;
  }
  *n = (intptr_t)len;
  return ops;
}

/* ---- program order ---- */

MlirOperation hlo_op_ancestor_in_block(MlirOperation op, MlirBlock block) {
  while (!mlirOperationIsNull(op)) {
    if (mlirBlockEqual(mlirOperationGetBlock(op), block))
      return op;
    op = mlirOperationGetParentOperation(op);
  }
  return op;
}

bool hlo_value_defined_before(MlirValue value, MlirOperation op) {
  if (mlirValueIsABlockArgument(value))
    return !mlirOperationIsNull(hlo_op_ancestor_in_block(op, mlirBlockArgumentGetOwner(value)));
  MlirOperation def = mlirOpResultGetOwner(value);
  MlirOperation at = hlo_op_ancestor_in_block(op, mlirOperationGetBlock(def));
  if (mlirOperationIsNull(at) || mlirOperationEqual(at, def))
    return false;
  /* The C API has no isBeforeInBlock: walk forward from the definition. */
  for (MlirOperation o = mlirOperationGetNextInBlock(def); !mlirOperationIsNull(o);
       o = mlirOperationGetNextInBlock(o))
    if (mlirOperationEqual(o, at))
      return true;
  return false;
}
