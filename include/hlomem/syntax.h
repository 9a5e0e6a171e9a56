/*
 * hlomem syntax layer: StableHLO's own (pretty) syntax in and out.
 *
 * The StableHLO dialect is not registered in hlomem's MLIR context, so
 * MLIR reads and prints its ops only in generic form. This layer reads the
 * pretty form by translating it to generic text that MLIR's parser then
 * reads, and prints modules in the pretty form stablehlo-opt prints. Both
 * directions interpret one table of op formats (docs/syntax.md).
 */
#ifndef HLOMEM_SYNTAX_H
#define HLOMEM_SYNTAX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <mlir-c/IR.h>

#include "hlomem/support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* An error in the pretty syntax itself, at the input's line and column. */
typedef struct HloSyntaxError {
  unsigned line, col;
  char message[256];
} HloSyntaxError;

/*
 * Translates MLIR text that may hold pretty StableHLO, CHLO, check and
 * Shardy ops into text MLIR's parser reads with those dialects
 * unregistered: pretty ops become generic ops, generic ops, func and
 * builtin ops pass through. Every op's first token keeps its line and
 * column, so MLIR gives each op the location it has in the input.
 * Returns false with *err filled on a syntax error.
 */
bool hlo_syntax_translate(const char *text, size_t len, HloStr *out, HloSyntaxError *err);

/*
 * The same translation for MLIR's parser alone: the builtin tensor types
 * of translated ops' signatures are written as type aliases, defined on
 * line 1 before the text, so that the parser builds each distinct type
 * once instead of at every use (a fifth of its work on a large module).
 * A module header on line 1 gets an explicit loc("filename":1:col), the
 * one MLIR would have given it; with another op on line 1, no aliases.
 * *aliased says whether aliases were written. Diagnostics of MLIR's
 * parser on aliased text may point into the definitions: on any, read
 * hlo_syntax_translate's text instead.
 */
bool hlo_syntax_translate_for_parser(const char *text, size_t len, const char *filename,
                                     HloStr *out, bool *aliased, HloSyntaxError *err);

/*
 * The same aliases for generic text, which needs no translation: on each
 * line, the tensor types of the signature that ends it. True with the
 * aliased text in *out; false (out untouched) if there is none to make,
 * or line 1 holds an op other than a module header that is the text's
 * last op.
 */
bool hlo_syntax_alias_generic(const char *text, size_t len, const char *filename, HloStr *out);

/*
 * Whether `text` holds anything hlo_syntax_translate would rewrite (a
 * pretty op, a source range): a fast scan, so that generic text goes to
 * MLIR's parser as it is.
 */
bool hlo_syntax_needed(const char *text, size_t len);

/*
 * Maps a line:col of hlo_syntax_translate's output back to the input
 * (errors MLIR's parser reports inside translated ops). Translates again
 * with position anchors; call it only when there is an error to report.
 */
void hlo_syntax_map_position(const char *text, size_t len, unsigned *line, unsigned *col);

/* Printing options; zero-initialised is the default. */
typedef struct HloPrintOptions {
  bool debuginfo;        /* locations, inline: loc("file":1:2) */
  int64_t elide_larger;  /* elide elements attributes larger than this; 0: never */
} HloPrintOptions;

/*
 * Prints an op (usually a builtin.module) in StableHLO's pretty form, as
 * stablehlo-opt prints it; an op no format describes, or that its format
 * cannot express, prints in generic form. Ends with a newline.
 */
void hlo_syntax_print(MlirOperation op, const HloPrintOptions *opt, HloStr *out);

/*
 * XLA's HLO text (docs/syntax.md, "XLA's HLO text"). hlo_xla_detect says
 * whether a text starts with an `HloModule` header (after blanks and
 * comments). hlo_xla_translate writes an HLO module as MLIR text MLIR's
 * parser reads: a `module` of func.func ops holding the StableHLO ops
 * XLA's HLO -> StableHLO translation makes, every op located at its
 * instruction (`filename`:line:col) or where its metadata says. Returns
 * false with *err filled at the input's line:col on any error.
 */
bool hlo_xla_detect(const char *text, size_t len);
bool hlo_xla_translate(const char *text, size_t len, const char *filename, HloStr *out,
                       HloSyntaxError *err);

/*
 * Prints a module as HLO text XLA's parser reads: @main is the ENTRY,
 * other functions and op regions are computations. Returns false with
 * *err filled (line and col of the op, when it has a file location) for
 * what HLO cannot say.
 */
bool hlo_xla_print(MlirOperation module, HloStr *out, HloSyntaxError *err);

#ifdef __cplusplus
}
#endif
/* ---- properties of unregistered ops (properties.c) ---- */

/* An op's <{...}> properties, sorted by name as MLIR keeps them: `fn` is
 * called for each (the name is valid for the process's life). MLIR 19's
 * C API reads an unregistered op's property by name but cannot list them,
 * so the IR layer keeps, per op name, every property name a parsed text or
 * a builder gave an op of that name (properties.c); listing an op asks
 * for each. */
typedef void (*HloPropertyFn)(MlirStringRef name, MlirAttribute value, void *user);
void hlo_op_each_property(MlirOperation op, HloPropertyFn fn, void *user);
/* Notes the names in every <{...}> of `text`, a text MLIR parsed (the IR
 * layer's parser calls it); and one property name a builder gives ops
 * named `op`. */
void hlo_properties_note_text(const char *text, size_t len);
void hlo_properties_note(MlirStringRef op, MlirStringRef name);

#endif
