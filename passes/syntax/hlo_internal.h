/* Internal interface of XLA's HLO text in the syntax layer: the parsed
 * module that hlo_read.c builds from HLO text and hlo_emit.c writes as
 * MLIR text (docs/syntax.md, "XLA's HLO text"). */
#ifndef HLOMEM_SYNTAX_HLO_INTERNAL_H
#define HLOMEM_SYNTAX_HLO_INTERNAL_H

#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hlomem/support.h"
#include "hlomem/syntax.h"

/* A piece of the input. */
typedef struct HSlice {
  const char *p;
  uint32_t n;
} HSlice;

/* A shape: an array (element type and dimensions), a tuple or a token. */
typedef enum HShapeKind { HS_ARRAY, HS_TUPLE, HS_TOKEN } HShapeKind;

typedef struct HShape {
  HShapeKind kind;
  const char *elem;  /* MLIR element type: "f32", "i1", "complex<f32>" */
  int rank;
  int64_t *dims;     /* -1: dynamic */
  int64_t *bounds;   /* bounded dynamic dimensions (<=N), or NULL */
  struct HShape **elems; /* tuple elements */
  int nelems;
  uint32_t nleaves;  /* arrays and tokens in it, depth first */
  const char *type;  /* HS_ARRAY / HS_TOKEN: the MLIR type */
} HShape;

typedef struct HAttr {
  HSlice key, val;
  bool used;
  uint32_t comp;        /* a computation written inline as the value
                           (`to_apply={ ... }`): 1 + its index among the
                           inline ones, which follow the named ones */
} HAttr;

typedef struct HInstr {
  HSlice name;          /* without % */
  const char *at;       /* the name in the input */
  bool root;
  HShape *shape;
  HSlice shape_src;     /* the shape as written */
  HSlice opcode;
  const char *opcode_at;
  HSlice payload;       /* constant: the literal; parameter: the number */
  HSlice *operands;     /* names */
  const char **operand_at;
  HShape **operand_shape; /* written before an operand name, or NULL */
  HSlice *operand_gte;  /* `#1#0` after an operand name, or empty */
  uint32_t *operand_nested; /* 1 + the index of an instruction written as
                               the operand (`add(x, multiply(y, z))`), or 0 */
  uint32_t noperands;
  uint32_t *operand_index; /* resolved: instruction indices */
  HAttr *attrs;
  uint32_t nattrs;
  int64_t param;        /* parameter number, -1 for other ops */
  bool anon;            /* written as an operand: no name to look up */
} HInstr;

typedef struct HComp {
  HSlice name;
  const char *at;
  bool entry;
  HInstr *instrs;
  uint32_t ninstrs;
  uint32_t root;
  uint32_t *params;     /* instruction index by parameter number */
  uint32_t nparams;
  uint32_t *order;      /* instructions, operands first */
  int func;             /* 1: emitted as a func.func */
  bool active;          /* being written as a region */
  bool emitted, scanned; /* written as a function; searched for calls */
  const char *sym;      /* its symbol, when a function */
  bool typing, typed;   /* shapes left out being inferred; inferred */
} HComp;

typedef struct HModule {
  HSlice name;
  HAttr *attrs;
  uint32_t nattrs;
  HComp *comps;
  uint32_t ncomps;
  uint32_t nnamed;      /* the named computations; inline ones follow */
  uint32_t entry;
} HModule;

/* XLA's stack frame index: raw entries, 1-based as written. */
typedef struct HStackIndex {
  HSlice *files, *functions, *locations, *frames;
  uint32_t nfiles, nfunctions, nlocations, nframes;
} HStackIndex;

typedef struct HNameTable {
  uint32_t *slots; /* index + 1; 0: empty */
  uint32_t mask;
} HNameTable;

/* The reader's state; errors longjmp to the caller of hlo_xla_translate. */
typedef struct HReader {
  const char *text, *end, *pos;
  const char *filename;
  HloArena arena;
  HModule mod;
  HNameTable comp_names;
  HStackIndex frames;
  jmp_buf fail;
  const char *err_at;
  char err[256];
  HloStr *out;
  /* emission */
  uint32_t next_id;
  const char *op_at; /* the op being written, for errors */
  int depth;         /* regions being written */
  int shape_depth;   /* tuples being read */
  const char **line_starts;  /* for locations */
  size_t nlines, last_line;
  const char *quoted_filename;
  struct HInstr *cur_instr, *positioned; /* the op being written; the last placed */
  bool implicit;   /* the op being written is placed at its line and column */
  int in_region;   /* regions being written */
  size_t counted;  /* output scanned for newlines */
  unsigned out_line;
  HloStr **live;   /* strings being built, freed on error */
  size_t nlive, caplive;
  /* reading */
  HComp *inlined;  /* computations written inline, in the order read */
  uint32_t ninlined, capinlined;
  struct HInstrList *instrs; /* the computation being read */
  int nesting;     /* inline computations and nested instructions open */
} HReader;

_Noreturn void hr_error(HReader *r, const char *at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

bool hs_eq(HSlice s, const char *lit);
HAttr *hr_attr(HInstr *in, const char *key);
uint32_t hr_comp_index(HReader *r, HSlice name, const char *at);
/* The computations an attribute names (`%c`, `{%a, %b}`) or writes
 * inline, as module indices. */
int hr_attr_comps(HReader *r, const HAttr *a, uint32_t *out, int max);

const char *hr_array_type(HReader *r, const HShape *s);

/* hlo_emit.c: the shapes of a computation's instructions written without
 * one, from their operands' (elementwise ops, compare, tuple,
 * get-tuple-element, dot) or their called computations'
 * (conditional, call), as XLA infers them; an error for other ops. */
void hr_infer_shapes(HReader *r, HComp *c);

/* hlo_emit.c: the parsed module as MLIR text. */
void hr_emit_module(HReader *r);

#endif
