/*
 * Unit tests of the memory model: hand-checked cases, and random
 * straight-line programs whose peak is recomputed by brute force (every
 * point, every buffer, every value) from the generator's own record of
 * defs and uses, with XLA's buffer sharing and without: the programs mix
 * ops that share (elementwise ops, converts between types of one size,
 * dynamic_update_slice, optimization barriers) with constants and opaque
 * ops. CHECK lines are matched by FileCheck under ctest.
 */
// RUN: memory_test 2>&1 | FileCheck %s

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "hlomem/memory.h"

static MlirContext ctx;

static MlirOperation parse(const char *text) {
  MlirOperation m = hlo_parse_module(ctx, text, strlen(text), "memory_test.mlir");
  if (mlirOperationIsNull(m)) {
    fprintf(stderr, "parse failed:\n%s\n", text);
    exit(1);
  }
  return m;
}

static HloFuncMemory *func(HloModuleMemory *mm, const char *name) {
  for (int32_t i = 0; i < mm->nfuncs; i++)
    if (strlen(name) == mm->funcs[i].name.length &&
        !memcmp(name, mm->funcs[i].name.data, mm->funcs[i].name.length))
      return &mm->funcs[i];
  return NULL;
}

static void test_intervals(void) {
  printf("test_intervals\n");
  // CHECK-LABEL: test_intervals
  MlirOperation m = parse(
      "func.func @f(%a: tensor<10xf32>, %b: tensor<5xi8>) -> (tensor<10xf32>, tensor<5xi8>) {\n"
      "  %0:2 = \"test.two\"(%a) : (tensor<10xf32>) -> (tensor<10xf32>, tensor<3xf64>)\n"
      "  %1 = \"test.use\"(%0#0) : (tensor<10xf32>) -> tensor<7xi32>\n"
      "  %2 = \"stablehlo.negate\"(%a) : (tensor<10xf32>) -> tensor<10xf32>\n"
      "  return %2, %b : tensor<10xf32>, tensor<5xi8>\n"
      "}\n");
  HloModuleMemory *mm = hlo_memory_analyze(m);
  HloFuncMemory *f = func(mm, "f");
  HloBlockMemory *b = f->body;
  for (int32_t i = 0; i < b->nbuffers; i++) {
    HloBuffer *x = &b->buffers[i];
    printf("buffer %d: %lld bytes, [%d, %d]%s%s\n", i, (long long)x->bytes, x->def, x->last_use,
           x->is_arg ? " arg" : "", x->yielded ? " yielded" : "");
  }
  // CHECK-NEXT: buffer 0: 40 bytes, [-1, 3] arg
  // CHECK-NEXT: buffer 1: 5 bytes, [-1, 3] arg
  // CHECK-NEXT: buffer 2: 40 bytes, [0, 1]
  // CHECK-NEXT: buffer 3: 24 bytes, [0, 0]
  // CHECK-NEXT: buffer 4: 28 bytes, [1, 1]
  // CHECK-NEXT: buffer 5: 40 bytes, [2, 3] yielded
  for (int32_t k = 0; k < b->nops; k++)
    printf("point %d: live %lld local %lld\n", k, (long long)b->live[k],
           (long long)b->live_local[k]);
  // CHECK-NEXT: point 0: live 109 local 64
  // CHECK-NEXT: point 1: live 113 local 68
  // CHECK-NEXT: point 2: live 85 local 0
  // CHECK-NEXT: point 3: live 85 local 0
  printf("peak %lld at %d, local peak %lld at %d, args %lld, results %lld\n", (long long)b->peak,
         b->peak_at, (long long)b->local_peak, b->local_peak_at, (long long)f->arg_bytes,
         (long long)f->result_bytes);
  // CHECK-NEXT: peak 113 at 1, local peak 68 at 1, args 45, results 45
  HloBuffer **live;
  int32_t n = hlo_memory_live_at(mm, b, 1, &live);
  printf("live at 1:");
  for (int32_t i = 0; i < n; i++)
    printf(" %lld", (long long)live[i]->bytes);
  printf("\n");
  // CHECK-NEXT: live at 1: 40 40 28 5
  hlo_memory_free(mm);
  mlirOperationDestroy(m);
}

static void test_declarations(void) {
  printf("test_declarations\n");
  // CHECK-LABEL: test_declarations
  MlirOperation m = parse(
      "func.func private @ext(tensor<4xf32>) -> tensor<4xf32>\n"
      "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
      "  %0 = func.call @ext(%a) : (tensor<4xf32>) -> tensor<4xf32>\n"
      "  return %0 : tensor<4xf32>\n"
      "}\n");
  HloModuleMemory *mm = hlo_memory_analyze(m);
  HloFuncMemory *ext = func(mm, "ext"), *f = func(mm, "f");
  printf("ext has body %d, f peak %lld unknown %d failed %d\n", ext->body != NULL,
         (long long)f->body->peak, f->body->unknown, mm->failed);
  // CHECK-NEXT: ext has body 0, f peak 32 unknown 1 failed 0
  printf("entry: %.*s\n", (int)hlo_memory_entry(mm)->name.length, hlo_memory_entry(mm)->name.data);
  // CHECK-NEXT: entry: f
  hlo_memory_free(mm);
  mlirOperationDestroy(m);
}

/* ---- random straight-line programs against brute force ---- */

/* Ops whose buffer sharing is known (docs/memory-model.md), and test.op,
 * an unknown op of random sizes that shares nothing. */
enum { K_TEST, K_NEGATE, K_ADD, K_CONVERT, K_DUS, K_BARRIER, K_CONSTANT, NKINDS };

enum { MAX_OPS = 40, MAX_VALUES = 160, MAX_OPERANDS = 3 };

typedef struct Program {
  int nargs, nops;
  int nvalues;
  int64_t bytes[MAX_VALUES];   /* per value: args first, then results */
  int elems[MAX_VALUES];       /* its type: elems x (f32 or i32) */
  bool is_int[MAX_VALUES];
  int def[MAX_VALUES];         /* defining op, -1 for args */
  int kind[MAX_OPS];
  int operands[MAX_OPS][MAX_OPERANDS], noperands[MAX_OPS];
  int results[MAX_OPS][2], nresults[MAX_OPS];
  int returned[MAX_VALUES], nreturned;
  int index_arg;               /* a tensor<i32> argument: dynamic_update_slice's index */
} Program;

static unsigned rng_state = 12345;
static unsigned rnd(unsigned n) {
  rng_state = rng_state * 1103515245u + 12345u;
  return (rng_state >> 8) % n;
}

static int new_value(Program *p, int def, int elems, bool is_int) {
  int v = p->nvalues++;
  p->def[v] = def;
  p->elems[v] = elems;
  p->is_int[v] = is_int;
  p->bytes[v] = 4 * (int64_t)(elems ? elems : 1);
  return v;
}

static bool same_type(const Program *p, int a, int b) {
  return p->elems[a] == p->elems[b] && p->is_int[a] == p->is_int[b];
}

static void type_text(const Program *p, int v, HloStr *out) {
  if (p->elems[v] == 0)
    hlo_str_printf(out, "tensor<%s>", p->is_int[v] ? "i32" : "f32");
  else
    hlo_str_printf(out, "tensor<%dx%s>", p->elems[v], p->is_int[v] ? "i32" : "f32");
}

/* A value of the same type as v, or -1. */
static int value_like(const Program *p, int v) {
  int n = 0, pick = -1;
  for (int u = 0; u < p->nvalues; u++)
    if (u != p->index_arg && same_type(p, u, v) && rnd((unsigned)++n) == 0)
      pick = u;
  return pick;
}

static int any_value(const Program *p) {
  int v;
  do
    v = (int)rnd((unsigned)p->nvalues);
  while (v == p->index_arg && p->nvalues > 1);
  return v;
}

/* Types come from a small set (16 or 32 elements, f32 or i32: one size,
 * two types) so that operands and results often match; test.op results
 * have random sizes. */
static void random_op(Program *p, int k) {
  int kind = (int)rnd(NKINDS);
  int *in = p->operands[k];
  p->kind[k] = kind;
  int a = any_value(p);
  switch (kind) {
  case K_TEST:
    p->noperands[k] = 1 + (int)rnd(3);
    for (int j = 0; j < p->noperands[k]; j++)
      in[j] = any_value(p);
    p->nresults[k] = 1 + (int)rnd(2);
    for (int j = 0; j < p->nresults[k]; j++)
      p->results[k][j] = new_value(p, k, 1 + (int)rnd(1000), false);
    return;
  case K_NEGATE:
  case K_CONVERT:
    p->noperands[k] = 1;
    in[0] = a;
    p->nresults[k] = 1;
    p->results[k][0] = new_value(p, k, p->elems[a],
                                 kind == K_CONVERT && rnd(2) ? !p->is_int[a] : p->is_int[a]);
    return;
  case K_ADD:
  case K_DUS:
    in[0] = a;
    in[1] = value_like(p, a);
    p->noperands[k] = 2;
    if (kind == K_DUS) {
      in[2] = p->index_arg;
      p->noperands[k] = 3;
    }
    p->nresults[k] = 1;
    p->results[k][0] = new_value(p, k, p->elems[a], p->is_int[a]);
    return;
  case K_BARRIER:
    p->noperands[k] = p->nresults[k] = 1 + (int)rnd(2);
    for (int j = 0; j < p->noperands[k]; j++)
      in[j] = any_value(p);
    for (int j = 0; j < p->noperands[k]; j++)
      p->results[k][j] = new_value(p, k, p->elems[in[j]], p->is_int[in[j]]);
    return;
  default:
    p->noperands[k] = 0;
    p->nresults[k] = 1;
    p->results[k][0] = new_value(p, k, rnd(2) ? 16 : 32, rnd(2));
    return;
  }
}

static const char *const op_names[NKINDS] = {
    "test.op", "stablehlo.negate", "stablehlo.add", "stablehlo.convert",
    "stablehlo.dynamic_update_slice", "stablehlo.optimization_barrier", "stablehlo.constant"};

static void print_op(const Program *p, int k, HloStr *text) {
  hlo_str_puts(text, "  ");
  for (int j = 0; j < p->nresults[k]; j++)
    hlo_str_printf(text, "%s%%v%d", j ? ", " : "", p->results[k][j]);
  hlo_str_printf(text, " = \"%s\"(", op_names[p->kind[k]]);
  for (int j = 0; j < p->noperands[k]; j++)
    hlo_str_printf(text, "%s%%v%d", j ? ", " : "", p->operands[k][j]);
  hlo_str_puts(text, ")");
  if (p->kind[k] == K_CONSTANT)
    hlo_str_printf(text, " <{value = dense<0%s> : ", p->is_int[p->results[k][0]] ? "" : ".0");
  if (p->kind[k] == K_CONSTANT)
    type_text(p, p->results[k][0], text), hlo_str_puts(text, "}>");
  hlo_str_puts(text, " : (");
  for (int j = 0; j < p->noperands[k]; j++) {
    hlo_str_puts(text, j ? ", " : "");
    type_text(p, p->operands[k][j], text);
  }
  hlo_str_puts(text, ") -> (");
  for (int j = 0; j < p->nresults[k]; j++) {
    hlo_str_puts(text, j ? ", " : "");
    type_text(p, p->results[k][j], text);
  }
  hlo_str_puts(text, ")\n");
}

static void random_program(Program *p, HloStr *out) {
  memset(p, 0, sizeof *p);
  p->nargs = 2 + (int)rnd(3);
  p->nops = 1 + (int)rnd(MAX_OPS - 1);
  p->index_arg = new_value(p, -1, 0, true);
  for (int i = 1; i < p->nargs; i++)
    new_value(p, -1, rnd(2) ? 16 : 32, rnd(2));
  for (int k = 0; k < p->nops; k++)
    random_op(p, k);
  p->nreturned = (int)rnd(3);
  for (int j = 0; j < p->nreturned; j++)
    p->returned[j] = (int)rnd((unsigned)p->nvalues);

  HloStr types = {0};
  hlo_str_append(&types, "", 0);
  for (int j = 0; j < p->nreturned; j++) {
    hlo_str_puts(&types, j ? ", " : "");
    type_text(p, p->returned[j], &types);
  }
  hlo_str_puts(out, "func.func @f(");
  for (int i = 0; i < p->nargs; i++) {
    hlo_str_printf(out, "%s%%v%d: ", i ? ", " : "", i);
    type_text(p, i, out);
  }
  hlo_str_printf(out, ") -> (%s) {\n", types.data);
  for (int k = 0; k < p->nops; k++)
    print_op(p, k, out);
  hlo_str_puts(out, "  \"func.return\"(");
  for (int j = 0; j < p->nreturned; j++)
    hlo_str_printf(out, "%s%%v%d", j ? ", " : "", p->returned[j]);
  hlo_str_printf(out, ") : (%s) -> ()\n}\n", types.data);
  hlo_str_free(&types);
}

/* How many operands of point k (the return is point nops) are value v. */
static int uses_at(const Program *p, int v, int k) {
  int n = 0;
  if (k == p->nops) {
    for (int j = 0; j < p->nreturned; j++)
      n += p->returned[j] == v;
    return n;
  }
  for (int j = 0; j < p->noperands[k]; j++)
    n += p->operands[k][j] == v;
  return n;
}

/* Is any value of buffer b (among those placed so far) used after k? */
static bool used_after(const Program *p, const int *buffer, int b, int k) {
  for (int v = 0; v < p->nvalues; v++)
    if (buffer[v] == b)
      for (int j = k + 1; j <= p->nops; j++)
        if (uses_at(p, v, j))
          return true;
  return false;
}

/* Places every value in a buffer by the definition: a barrier's result is
 * its operand's buffer; negate, convert and add write over an operand of
 * the result's type whose buffer no value uses after the op; the update
 * writes over its operand's buffer if, besides, no other operand of the
 * op is in it; arguments' and constants' buffers are never written over.
 * buffer[v] is the first value of v's buffer. */
static void place_by_definition(const Program *p, bool share, int *buffer) {
  for (int v = 0; v < p->nvalues; v++)
    buffer[v] = -1;
  for (int v = 0; v < p->nargs; v++)
    buffer[v] = v;
  for (int k = 0; k < p->nops; k++) {
    const int *in = p->operands[k];
    for (int r = 0; r < p->nresults[k]; r++) {
      int v = p->results[k][r];
      buffer[v] = v;
      if (!share)
        continue;
      if (p->kind[k] == K_BARRIER) {
        buffer[v] = buffer[in[r]];
        continue;
      }
      int first = p->kind[k] == K_NEGATE || p->kind[k] == K_CONVERT || p->kind[k] == K_ADD
                      ? 0
                  : p->kind[k] == K_DUS ? 0
                                        : p->noperands[k];
      int last = p->kind[k] == K_ADD ? 1 : first;
      for (int j = first; j <= last && j < p->noperands[k]; j++) {
        int b = buffer[in[j]];
        if (!same_type(p, in[j], v) || p->def[b] < 0 || p->kind[p->def[b]] == K_CONSTANT ||
            used_after(p, buffer, b, k))
          continue;
        if (p->kind[k] == K_DUS) {
          int uses = 0;
          for (int i = 0; i < p->noperands[k]; i++)
            uses += buffer[in[i]] == b;
          if (uses != 1)
            continue;
        }
        buffer[v] = b;
        break;
      }
    }
  }
}

/* The peak by the definition: at every point, every buffer from its first
 * value's definition to the last use of any of its values (arguments at
 * every point). */
static int64_t brute_force_peak(const Program *p, bool share) {
  int buffer[MAX_VALUES];
  place_by_definition(p, share, buffer);
  int64_t peak = 0;
  for (int k = 0; k <= p->nops; k++) {
    int64_t live = 0;
    for (int b = 0; b < p->nvalues; b++) {
      if (buffer[b] != b)
        continue;
      bool here = p->def[b] < 0;
      for (int v = 0; v < p->nvalues && !here && p->def[b] <= k; v++) {
        if (buffer[v] != b || p->def[v] > k)
          continue;
        here = p->def[v] == k;
        for (int j = k; j <= p->nops && !here; j++)
          here = uses_at(p, v, j) > 0;
      }
      if (here)
        live += p->bytes[b];
    }
    if (live > peak)
      peak = live;
  }
  return peak;
}

static void test_random_programs(void) {
  printf("test_random_programs\n");
  // CHECK-LABEL: test_random_programs
  int mismatches = 0, runs = 400, differ = 0;
  for (int r = 0; r < runs; r++) {
    Program p;
    HloStr text = {0};
    random_program(&p, &text);
    MlirOperation m = parse(text.data);
    int64_t peaks[2];
    for (int mode = 0; mode < 2; mode++) {
      HloMemoryOptions o = {.sharing = mode ? HLO_SHARING_NONE : HLO_SHARING_XLA,
                            .fusion = HLO_FUSION_NONE}; /* the brute force does not fuse */
      HloModuleMemory *mm = hlo_memory_analyze_with(m, &o);
      int64_t got = mm->funcs[0].body->peak, want = brute_force_peak(&p, mode == 0);
      peaks[mode] = got;
      if (got != want && mismatches++ < 3)
        printf("mismatch (sharing=%s): model %lld, brute force %lld\n%s\n",
               hlo_sharing_name(o.sharing), (long long)got, (long long)want, text.data);
      /* The live-at list sums to the live bytes at the peak. */
      HloBlockMemory *b = mm->funcs[0].body;
      HloBuffer **live;
      int32_t n = hlo_memory_live_at(mm, b, b->peak_at, &live);
      int64_t sum = 0;
      for (int32_t i = 0; i < n; i++)
        sum += live[i]->bytes;
      if (sum != b->live[b->peak_at] && mismatches++ < 3)
        printf("live-at sum %lld != live %lld\n", (long long)sum, (long long)b->live[b->peak_at]);
      hlo_memory_free(mm);
    }
    if (peaks[0] > peaks[1] && mismatches++ < 3)
      printf("sharing raised the peak: %lld > %lld\n%s\n", (long long)peaks[0],
             (long long)peaks[1], text.data);
    differ += peaks[0] < peaks[1];
    mlirOperationDestroy(m);
    hlo_str_free(&text);
  }
  printf("random programs: %d, mismatches: %d\n", runs, mismatches);
  // CHECK-NEXT: random programs: 400, mismatches: 0
  printf("sharing lowered the peak of more than a third: %s\n", 3 * differ > runs ? "yes" : "no");
  // CHECK-NEXT: sharing lowered the peak of more than a third: yes
}

int main(void) {
  ctx = hlo_context_create();
  test_intervals();
  test_declarations();
  test_random_programs();
  hlo_context_destroy(ctx);
  return 0;
}
