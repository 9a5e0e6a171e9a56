/*
 * Unit tests of the memory model: hand-checked cases, and random
 * straight-line programs whose peak is recomputed by brute force (every
 * point, every value) from the generator's own record of defs and uses.
 * CHECK lines are matched by FileCheck under ctest.
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

enum { MAX_OPS = 40, MAX_VALUES = 128 };

typedef struct Program {
  int nargs, nops;
  int64_t bytes[MAX_VALUES];   /* per value: args first, then results */
  int def[MAX_VALUES];         /* defining op, -1 for args */
  int nvalues;
  int operands[MAX_OPS][3], noperands[MAX_OPS];
  int results[MAX_OPS][2], nresults[MAX_OPS];
  int returned[MAX_VALUES], nreturned;
} Program;

static unsigned rng_state = 12345;
static unsigned rnd(unsigned n) {
  rng_state = rng_state * 1103515245u + 12345u;
  return (rng_state >> 8) % n;
}

static void random_program(Program *p, HloStr *out) {
  memset(p, 0, sizeof *p);
  p->nargs = 1 + (int)rnd(3);
  p->nops = 1 + (int)rnd(MAX_OPS - 1);
  HloStr header = {0}, body = {0}, *text = &body;
  hlo_str_puts(&header, "func.func @f(");
  for (int i = 0; i < p->nargs; i++) {
    p->bytes[p->nvalues] = 4 * (1 + rnd(1000));
    p->def[p->nvalues] = -1;
    hlo_str_printf(&header, "%s%%v%d: tensor<%lldxf32>", i ? ", " : "", p->nvalues,
                   (long long)p->bytes[p->nvalues] / 4);
    p->nvalues++;
  }
  for (int k = 0; k < p->nops; k++) {
    p->noperands[k] = 1 + (int)rnd(3);
    for (int j = 0; j < p->noperands[k]; j++)
      p->operands[k][j] = (int)rnd((unsigned)p->nvalues);
    p->nresults[k] = 1 + (int)rnd(2);
    hlo_str_puts(text, "  ");
    for (int j = 0; j < p->nresults[k]; j++) {
      int v = p->nvalues++;
      p->results[k][j] = v;
      p->def[v] = k;
      p->bytes[v] = 4 * (1 + rnd(1000));
      hlo_str_printf(text, "%s%%v%d", j ? ", " : "", v);
    }
    hlo_str_puts(text, " = \"test.op\"(");
    for (int j = 0; j < p->noperands[k]; j++)
      hlo_str_printf(text, "%s%%v%d", j ? ", " : "", p->operands[k][j]);
    hlo_str_puts(text, ") : (");
    for (int j = 0; j < p->noperands[k]; j++)
      hlo_str_printf(text, "%stensor<%lldxf32>", j ? ", " : "",
                     (long long)p->bytes[p->operands[k][j]] / 4);
    hlo_str_puts(text, ") -> (");
    for (int j = 0; j < p->nresults[k]; j++)
      hlo_str_printf(text, "%stensor<%lldxf32>", j ? ", " : "",
                     (long long)p->bytes[p->results[k][j]] / 4);
    hlo_str_puts(text, ")\n");
  }
  p->nreturned = (int)rnd(3);
  hlo_str_puts(text, "  \"func.return\"(");
  for (int j = 0; j < p->nreturned; j++) {
    p->returned[j] = (int)rnd((unsigned)p->nvalues);
    hlo_str_printf(text, "%s%%v%d", j ? ", " : "", p->returned[j]);
  }
  HloStr types = {0};
  hlo_str_append(&types, "", 0);
  for (int j = 0; j < p->nreturned; j++)
    hlo_str_printf(&types, "%stensor<%lldxf32>", j ? ", " : "",
                   (long long)p->bytes[p->returned[j]] / 4);
  hlo_str_printf(text, ") : (%s) -> ()\n}\n", types.data);
  hlo_str_printf(&header, ") -> (%s) {\n", types.data);
  hlo_str_append(out, header.data, header.len);
  hlo_str_append(out, body.data, body.len);
  hlo_str_free(&header);
  hlo_str_free(&body);
  hlo_str_free(&types);
}

/* Is value v used at point k (the return is point nops)? */
static bool used_at(const Program *p, int v, int k) {
  if (k == p->nops) {
    for (int j = 0; j < p->nreturned; j++)
      if (p->returned[j] == v)
        return true;
    return false;
  }
  for (int j = 0; j < p->noperands[k]; j++)
    if (p->operands[k][j] == v)
      return true;
  return false;
}

/* The peak by the definition: at every point, every value that exists and
 * is used at this point or later. */
static int64_t brute_force_peak(const Program *p) {
  int64_t peak = 0;
  for (int k = 0; k <= p->nops; k++) {
    int64_t live = 0;
    for (int v = 0; v < p->nvalues; v++) {
      if (p->def[v] < 0) {
        live += p->bytes[v];
        continue;
      }
      if (p->def[v] > k)
        continue;
      bool later = p->def[v] == k;
      for (int j = k; j <= p->nops && !later; j++)
        later = used_at(p, v, j);
      if (later)
        live += p->bytes[v];
    }
    if (live > peak)
      peak = live;
  }
  return peak;
}

static void test_random_programs(void) {
  printf("test_random_programs\n");
  // CHECK-LABEL: test_random_programs
  int mismatches = 0, runs = 400;
  for (int r = 0; r < runs; r++) {
    Program p;
    HloStr text = {0};
    random_program(&p, &text);
    MlirOperation m = parse(text.data);
    HloModuleMemory *mm = hlo_memory_analyze(m);
    int64_t got = mm->funcs[0].body->peak, want = brute_force_peak(&p);
    if (got != want) {
      if (mismatches++ < 3)
        printf("mismatch: model %lld, brute force %lld\n%s\n", (long long)got, (long long)want,
               text.data);
    }
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
    mlirOperationDestroy(m);
    hlo_str_free(&text);
  }
  printf("random programs: %d, mismatches: %d\n", runs, mismatches);
  // CHECK-NEXT: random programs: 400, mismatches: 0
}

int main(void) {
  ctx = hlo_context_create();
  test_intervals();
  test_declarations();
  test_random_programs();
  mlirContextDestroy(ctx);
  return 0;
}
