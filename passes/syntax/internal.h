/* Internal interface of the syntax layer (passes/syntax/): the compiled
 * op formats, the reader's and printer's state, and the custom directives
 * that both interpret. */
#ifndef HLOMEM_SYNTAX_INTERNAL_H
#define HLOMEM_SYNTAX_INTERNAL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include <mlir-c/IR.h>

#include "hlomem/support.h"
#include "hlomem/syntax.h"

/* A piece of text: of the input, or of an arena. */
typedef struct Slice {
  const char *p;
  size_t n;
} Slice;

/* A decimal integer (optional '-') in [p, end): where it ends, p if none.
 * The reader's text is not NUL-terminated (split chunks, embedders), so
 * no strtol. */
static inline const char *scan_decimal(const char *p, const char *end, int64_t *v) {
  const char *s = p;
  bool neg = s < end && *s == '-';
  if (neg)
    s++;
  uint64_t x = 0;
  const char *digits = s;
  while (s < end && *s >= '0' && *s <= '9')
    x = x * 10 + (uint64_t)(*s++ - '0');
  if (s == digits)
    return p;
  *v = neg ? (int64_t)(0 - x) : (int64_t)x;
  return s;
}

/* FNV-1a, for the reader's tables of names and types. */
static inline uint32_t syntax_hash(const char *s, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

/* ---- type aliases for MLIR's parser (alias.c) ---- */

/* Aliased types, numbered in the order first written. */
typedef struct SyntaxAliases {
  Slice *types;
  size_t n, cap;
  uint32_t *slots; /* open addressing by text: number + 1, 0 empty */
  size_t cap_slots;
} SyntaxAliases;

/* A builtin tensor type of a builtin element type (`tensor<8x?xf32>`):
 * its text means the same anywhere, before any alias of the input. */
bool syntax_plain_tensor_type(const char *p, size_t n);
/* Writes the type's alias, `!__hlo_tN`, numbering it on first sight. */
void syntax_alias_write(SyntaxAliases *a, const char *p, size_t n, HloStr *out);
/* Puts the definitions before `out`, on its line 1. */
void syntax_aliases_prepend(const SyntaxAliases *a, HloStr *out);
void syntax_aliases_free(SyntaxAliases *a);
/* ` loc("filename":line:col)`, the name escaped as MLIR reads it. */
void syntax_write_loc(HloStr *out, const char *filename, unsigned line, unsigned col);

/* ---- formats (format.c) ---- */

typedef enum FKind {
  F_LIT,           /* punctuation or keyword */
  F_NOSPACE,       /* '' */
  F_OPERAND,       /* %x */
  F_OPERANDS,      /* %x* */
  F_OPERANDS_COMMA,/* %x*, */
  F_ATTR,          /* @a:kind */
  F_ATTR_DICT,     /* attr-dict */
  F_TYPE,          /* type:kind */
  F_CUSTOM,        /* custom:name(attrs) */
  F_OPT_BEGIN,     /* (? */
  F_OPT_END,       /* ?) */
} FKind;

typedef enum AttrKind {
  A_INT,   /* integer with a fixed type: `1` is `1 : i64` */
  A_F64,   /* float: `0.5` is `5.000000e-01 : f64` */
  A_BOOL,
  A_STR,
  A_SYM,   /* @name, a string attribute in generic form */
  A_DIMS,  /* [1, 2] is array<i64: 1, 2> */
  A_TYPED, /* an attribute with its `: type` */
  A_ANY,   /* an attribute without type */
  A_ENUM,  /* LT is #stablehlo<comparison_direction LT> */
  A_WRAP,  /* <...> is PREFIX<...>SUFFIX */
} AttrKind;

typedef enum TypeKind {
  T_SAME,     /* SameOperandsAndResultType: one type, or a function type */
  T_FN,       /* a function type */
  T_RESULTS,  /* the result types, comma-separated */
  T_COMPLEX,  /* the result type; operands are its real counterpart */
  T_SELECT,   /* pred type, result type; or a function type */
  T_TUPLE,    /* the result tuple type */
  T_PAIRWISE, /* operand types, results the same */
  T_OPERANDS, /* the operand types, comma-separated */
  T_OPERAND,  /* the type of one named operand */
} TypeKind;

typedef enum CustomKind {
  C_CONSTANT,
  C_WHILE,
  C_REDUCE,
  C_BARRIER,
  C_SLICE,
  C_DOT_DIMS,
  C_PRECISION,
  C_PRECISION_ALGORITHM,
  C_CONV_DIMS,
  C_WINDOW,
  C_EXP_MANT,
  C_CALL_TARGET,
  C_CALLEE,
  C_REGION_ARGS,
  C_SCAN,
} CustomKind;

#define FORMAT_MAX_ATTRS 5

typedef struct FElem {
  FKind kind;
  Slice text;       /* literal, operand name or attribute name */
  int sub;          /* AttrKind, TypeKind or CustomKind */
  Slice arg, arg2;  /* enum name or int type; wrap prefix and suffix */
  int operand;      /* T_OPERAND: index of the named operand element */
  int match;        /* F_OPT_BEGIN: index of its F_OPT_END */
  Slice attrs[FORMAT_MAX_ATTRS];
  int nattrs;
} FElem;

typedef struct OpFormat {
  Slice name;
  Slice dialect;   /* "stablehlo", "func", ... */
  FElem *elems;
  int nelems;
  Slice *inherent; /* every attribute the op owns: the format's and the listed ones */
  int ninherent;
  bool has_region; /* C_WHILE, C_REDUCE, C_REGION_ARGS or C_SCAN */
} OpFormat;

/* The format of `name` (a full op name), or NULL. */
const OpFormat *format_lookup(const char *name, size_t len);
bool format_is_inherent(const OpFormat *f, const char *name, size_t len);
/* Every format, for tests and docs. */
const OpFormat *format_at(size_t i);
size_t format_count(void);

/* ---- the reader (read.c) ---- */

typedef struct Reader Reader;

/* One op being translated: what the generic form needs. */
typedef struct OpText {
  const OpFormat *format;
  Slice name;
  HloStr props;   /* "a = 1, b = [2]" */
  HloStr attrs;   /* discardable */
  Slice *operands;
  Slice *operand_types; /* .p == NULL: not given, looked up */
  size_t noperands, cap_operands;
  Slice *result_types;
  size_t nresults, cap_results;
  int nregions;   /* regions written so far */
} OpText;

/* `sep` then `v` in decimal: an item of a list being written. */
static inline void str_item(HloStr *s, const char *sep, int64_t v) {
  hlo_str_puts(s, sep);
  hlo_str_append_int(s, v);
}

/* Cursor primitives the directives use. Each returns false after
 * recording an error at the current position. */
void rd_skip_ws(Reader *r);
bool rd_at(Reader *r, const char *lit);       /* next token is lit */
bool rd_accept(Reader *r, const char *lit);   /* consume lit if next */
bool rd_expect(Reader *r, const char *lit);
bool rd_at_value(Reader *r);                  /* next token is %name */
bool rd_value(Reader *r, Slice *name);
bool rd_int(Reader *r, int64_t *v);
bool rd_keyword(Reader *r, Slice *word);      /* bare identifier */
bool rd_symbol(Reader *r, Slice *sym);        /* @name or @"name" */
bool rd_type(Reader *r, Slice *type);
bool rd_type_list(Reader *r, Slice **types, size_t *n, size_t *cap);
bool rd_attr_value(Reader *r, Slice *value, bool with_type);
bool rd_attr_dict(Reader *r, OpText *op);
bool rd_error(Reader *r, const char *fmt, ...) HLO_PRINTF(2, 3);
bool rd_error_at(Reader *r, const char *pos, const char *fmt, ...) HLO_PRINTF(3, 4);
const char *rd_pos(Reader *r);
void op_add_operand(Reader *r, OpText *op, Slice name);
void op_add_result_type(OpText *op, Slice type);
void op_prop(OpText *op, const char *name, const char *fmt, ...) HLO_PRINTF(3, 4);
void op_prop_slice(OpText *op, const char *name, Slice value);
/* Writes the generic op's head before its first region, then the region
 * `{ ^bb0(args): ... }` translated in place. args: "%a: t, %b: u". */
bool rd_region(Reader *r, OpText *op, const char *entry_args);
void rd_synthetic_region(Reader *r, OpText *op, const char *body);
void rd_optional_location(Reader *r, HloStr *out);
unsigned rd_fresh(Reader *r);
/* Reads [1, 2] as array<i64: 1, 2>. */
bool rd_dims(Reader *r, HloStr *out);
/* Operand and result types from a function type read at `at`. */
bool rd_assign_function_type(Reader *r, OpText *op, Slice fn, const char *at);
/* The element type of a tensor type, e.g. "f32" of "tensor<2x3xf32>". */
bool type_element(Slice tensor, Slice *elem);
/* Records the type of a block argument or result name. */
void rd_define(Reader *r, Slice name, Slice type);
Slice rd_lookup(Reader *r, Slice use);
Slice rd_intern(Reader *r, const char *fmt, ...) HLO_PRINTF(2, 3);
size_t rd_nresults(Reader *r); /* results the op being read defines */

/* ---- the printer (print.c) ---- */

typedef struct Printer Printer;
void pr_puts(Printer *p, const char *s);
void pr_append(Printer *p, const char *s, size_t n);
void pr_printf(Printer *p, const char *fmt, ...) HLO_PRINTF(2, 3);
/* `v`, after ", " unless it is item 0 of a list. */
void pr_item(Printer *p, intptr_t i, int64_t v);
void pr_attr(Printer *p, MlirAttribute a);
void pr_type(Printer *p, MlirType t);
void pr_value(Printer *p, MlirValue v);
void pr_location(Printer *p, MlirLocation loc);
/* Prints a region the way the pretty forms do: entry block arguments
 * omitted, ops indented one level deeper. */
void pr_region_body(Printer *p, MlirRegion region, bool entry_args);
MlirAttribute pr_op_attr(MlirOperation op, Slice name);
/* While's cond block arguments print with its body's names. */
void pr_subst(Printer *p, MlirValue from, MlirValue to);
void pr_newline(Printer *p);
/* `prefix{a = 1, b}` of the attributes the format does not print, if any;
 * true if it printed. */
bool pr_attr_dict(Printer *p, MlirOperation op, const OpFormat *f, const char *prefix);
void pr_function_type(Printer *p, MlirOperation op);
bool pr_debuginfo(Printer *p);
int64_t pr_elide(Printer *p);

/* ---- custom directives (directives.c): each a reader and a printer ---- */

bool directive_read(Reader *r, OpText *op, const FElem *e);
/* false: the op cannot be written in this form (the printer falls back
 * to the generic form). */
bool directive_print(Printer *p, MlirOperation op, const FElem *e);
/* The opaque text of #stablehlo<name VALUE> or #dialect.name<...>, or empty. */
bool opaque_body(MlirAttribute a, const char *dialect, const char *prefix, Slice *out);

#endif
