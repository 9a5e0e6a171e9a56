/*
 * Unit tests of the StableHLO IR layer: op table, types and sizes,
 * attribute readers, loop analysis, builders and parsing. Each test prints
 * what it computed; the CHECK lines next to the calls are matched by
 * FileCheck (ctest runs `ir_test | FileCheck ir_test.c`).
 */
// RUN: ir_test 2>&1 | FileCheck %s

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hlomem/diag.h"
#include "hlomem/ir.h"
#include "hlomem/loops.h"
#include "hlomem/syntax.h"

static MlirContext ctx;

static MlirType type(const char *text) {
  return mlirTypeParseGet(ctx, mlirStringRefCreateFromCString(text));
}

static MlirOperation parse(const char *text) {
  MlirOperation m = hlo_parse_module(ctx, text, strlen(text), "test.mlir");
  if (mlirOperationIsNull(m)) {
    fprintf(stderr, "parse failed\n");
    exit(1);
  }
  return m;
}

/* The first op named `name` in the module, in pre-order. */
typedef struct Find {
  const char *name;
  MlirOperation found;
} Find;

static MlirWalkResult find_cb(MlirOperation op, void *user) {
  Find *f = user;
  if (hlo_op_name_is(op, f->name)) {
    f->found = op;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

static MlirOperation find(MlirOperation module, const char *name) {
  Find f = {name, {NULL}};
  mlirOperationWalk(module, find_cb, &f, MlirWalkPreOrder);
  return f.found;
}

static void print_dims(const char *what, const HloDims *d) {
  printf("%s = [", what);
  for (int i = 0; i < d->n; i++)
    printf("%s%lld", i ? ", " : "", (long long)d->v[i]);
  printf("]\n");
}

static void test_op_table(void) {
  printf("test_op_table\n");
  // CHECK-LABEL: test_op_table
  size_t n;
  const HloOpInfo *table = hlo_op_table(&n);
  int bad = 0;
  for (size_t i = 1; i < n; i++) {
    const HloOpInfo *e = &table[i];
    const HloOpInfo *found = hlo_op_info_by_name(e->name, strlen(e->name));
    bad += found != e || e->id != (HloOpId)i;
    /* Exactly one effect class per op. */
    unsigned cls = e->flags & (HLO_F_PURE | HLO_F_EFFECT | HLO_F_RECURSIVE | HLO_F_RNG);
    bad += cls == 0 || (cls & (cls - 1)) != 0;
  }
  printf("ops: %zu, inconsistent: %d\n", n - 1, bad);
  // CHECK: ops: 158, inconsistent: 0
  printf("unknown: %d\n", hlo_op_info_by_name("stablehlo.nope", 14)->id == HLO_OP_UNKNOWN);
  // CHECK-NEXT: unknown: 1
  printf("prefix is not a match: %d\n", hlo_op_info_by_name("stablehlo.ad", 12)->id);
  // CHECK-NEXT: prefix is not a match: 0
  const HloOpInfo *dus = hlo_op_info_by_id(HLO_OP_DYNAMIC_UPDATE_SLICE);
  printf("%s: kind %d, index operands %d..%d\n", dus->name, dus->kind, dus->index_first,
         dus->index_last);
  // CHECK-NEXT: stablehlo.dynamic_update_slice: kind 3, index operands 2..-1
}

static void test_sizes(void) {
  printf("test_sizes\n");
  // CHECK-LABEL: test_sizes
  static const char *types[] = {
      "tensor<2x3xf32>", "tensor<f32>",  "tensor<4xi1>",          "tensor<4xi4>",
      "tensor<4xbf16>",  "tensor<4xf16>", "tensor<4xf64>",         "tensor<4xcomplex<f32>>",
      "tensor<4xui64>",  "tensor<?x3xf32>", "tensor<*xf32>",       "!stablehlo.token",
      "tuple<tensor<2xf32>, tensor<3xi8>>", "tensor<4xf8E4M3FN>", "tensor<0x7xf32>",
      "tensor<4x!quant.uniform<i8:f32, 0.5>>", "i32", "index"};
  for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
    printf("%s: %lld\n", types[i], (long long)hlo_type_bytes(type(types[i])));
  // CHECK-NEXT: tensor<2x3xf32>: 24
  // CHECK-NEXT: tensor<f32>: 4
  // CHECK-NEXT: tensor<4xi1>: 4
  // CHECK-NEXT: tensor<4xi4>: 4
  // CHECK-NEXT: tensor<4xbf16>: 8
  // CHECK-NEXT: tensor<4xf16>: 8
  // CHECK-NEXT: tensor<4xf64>: 32
  // CHECK-NEXT: tensor<4xcomplex<f32>>: 32
  // CHECK-NEXT: tensor<4xui64>: 32
  // CHECK-NEXT: tensor<?x3xf32>: -1
  // CHECK-NEXT: tensor<*xf32>: -1
  // CHECK-NEXT: !stablehlo.token: 0
  // CHECK-NEXT: tuple<tensor<2xf32>, tensor<3xi8>>: 11
  // CHECK-NEXT: tensor<4xf8E4M3FN>: 4
  // CHECK-NEXT: tensor<0x7xf32>: 0
  // CHECK-NEXT: tensor<4x!quant.uniform<i8:f32, 0.5>>: -1
  // CHECK-NEXT: i32: 4
  // CHECK-NEXT: index: 8
  HloShape s;
  bool shaped = hlo_shape_of(type("tensor<5x7xi8>"), &s);
  printf("shape ok %d rank %d dims %lld,%lld\n", shaped, s.rank, (long long)s.dims[0],
         (long long)s.dims[1]);
  // CHECK-NEXT: shape ok 1 rank 2 dims 5,7
  printf("dynamic shape %d\n", hlo_shape_of(type("tensor<?xi8>"), &s));
  // CHECK-NEXT: dynamic shape 0
}

static const char *attr_module =
    "func.func @f(%a: tensor<8x16x32xf32>, %b: tensor<8x32x4xf32>, %i: tensor<4x1xi32>,\n"
    "             %x: tensor<1x28x28x3xf32>, %k: tensor<3x3x3x16xf32>) {\n"
    "  %0 = \"stablehlo.dot_general\"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<\n"
    "        lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],\n"
    "        lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}>\n"
    "        : (tensor<8x16x32xf32>, tensor<8x32x4xf32>) -> tensor<8x16x4xf32>\n"
    "  %1 = \"stablehlo.gather\"(%a, %i) <{dimension_numbers = #stablehlo.gather<\n"
    "        offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0],\n"
    "        index_vector_dim = 1>, slice_sizes = array<i64: 1, 16, 32>}>\n"
    "        : (tensor<8x16x32xf32>, tensor<4x1xi32>) -> tensor<4x16x32xf32>\n"
    "  %2 = \"stablehlo.convolution\"(%x, %k) <{dimension_numbers = \n"
    "        #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,\n"
    "        feature_group_count = 1 : i64, batch_group_count = 1 : i64}>\n"
    "        : (tensor<1x28x28x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x26x26x16xf32>\n"
    "  %3 = \"stablehlo.compare\"(%a, %a) <{comparison_direction = \n"
    "        #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>}>\n"
    "        : (tensor<8x16x32xf32>, tensor<8x16x32xf32>) -> tensor<8x16x32xi1>\n"
    "  %4 = \"stablehlo.transpose\"(%a) <{permutation = array<i64: 2, 0, 1>}>\n"
    "        : (tensor<8x16x32xf32>) -> tensor<32x8x16xf32>\n"
    "  %5 = \"stablehlo.reduce\"(%a, %a) ({\n"
    "  ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n"
    "    \"stablehlo.return\"(%p) : (tensor<f32>) -> ()\n"
    "  }) {dimensions = dense<[0, 2]> : tensor<2xi64>}\n"
    "        : (tensor<8x16x32xf32>, tensor<8x16x32xf32>) -> tensor<16xf32>\n"
    "  %6 = \"stablehlo.convolution\"(%x, %k) <{dimension_numbers = #stablehlo.conv<raw\n"
    "        input_batch_dimension = 0, input_feature_dimension = 3,\n"
    "        input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2,\n"
    "        kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1],\n"
    "        output_batch_dimension = 0, output_feature_dimension = 3,\n"
    "        output_spatial_dimensions = [1, 2]>}>\n"
    "        : (tensor<1x28x28x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x26x26x16xf32>\n"
    "  return\n"
    "}\n";

static void test_attributes(void) {
  printf("test_attributes\n");
  // CHECK-LABEL: test_attributes
  MlirOperation m = parse(attr_module);
  HloDotDims dot;
  printf("dot: %d\n", hlo_dot_dims(find(m, "stablehlo.dot_general"), &dot));
  print_dims("lhs_batch", &dot.lhs_batch);
  print_dims("rhs_contract", &dot.rhs_contract);
  // CHECK: dot: 1
  // CHECK-NEXT: lhs_batch = [0]
  // CHECK-NEXT: rhs_contract = [1]
  HloGatherDims g;
  bool ok = hlo_gather_dims(find(m, "stablehlo.gather"), &g);
  printf("gather: %d ivd %lld\n", ok, (long long)g.index_vector_dim);
  print_dims("offset_dims", &g.offset_dims);
  print_dims("operand_batching_dims", &g.operand_batching_dims);
  // CHECK-NEXT: gather: 1 ivd 1
  // CHECK-NEXT: offset_dims = [1, 2]
  // CHECK-NEXT: operand_batching_dims = []
  HloConvDims c;
  ok = hlo_conv_dims(find(m, "stablehlo.convolution"), &c);
  printf("conv: %d in b%lld f%lld k i%lld o%lld out f%lld\n", ok, (long long)c.input_batch,
         (long long)c.input_feature, (long long)c.kernel_input_feature,
         (long long)c.kernel_output_feature, (long long)c.output_feature);
  print_dims("input_spatial", &c.input_spatial);
  print_dims("kernel_spatial", &c.kernel_spatial);
  // CHECK-NEXT: conv: 1 in b0 f3 k i2 o3 out f3
  // CHECK-NEXT: input_spatial = [1, 2]
  // CHECK-NEXT: kernel_spatial = [0, 1]
  MlirOperation raw = mlirOperationGetNextInBlock(find(m, "stablehlo.reduce"));
  HloConvDims r;
  ok = hlo_conv_dims(raw, &r);
  printf("raw conv: %d same %d\n", ok, memcmp(&r, &c, sizeof r) == 0);
  // CHECK-NEXT: raw conv: 1 same 1
  MlirOperation cmp = find(m, "stablehlo.compare");
  MlirStringRef word;
  ok = hlo_enum_attr(hlo_attr(cmp, "compare_type"), "comparison_type", &word);
  printf("compare: %s type %d %.*s\n", hlo_compare_name(hlo_compare_direction(cmp)), ok,
         (int)word.length, word.data);
  // CHECK-NEXT: compare: GE type 1 FLOAT
  HloDims d;
  printf("transpose: %d\n", hlo_attr_dims(find(m, "stablehlo.transpose"), "permutation", &d));
  print_dims("permutation", &d);
  printf("reduce: %d\n", hlo_attr_dims(find(m, "stablehlo.reduce"), "dimensions", &d));
  print_dims("dimensions", &d);
  // CHECK-NEXT: transpose: 1
  // CHECK-NEXT: permutation = [2, 0, 1]
  // CHECK-NEXT: reduce: 1
  // CHECK-NEXT: dimensions = [0, 2]
  printf("missing: %d\n", hlo_dot_dims(find(m, "stablehlo.transpose"), &dot));
  // CHECK-NEXT: missing: 0
  mlirOperationDestroy(m);
}

static void test_dense(void) {
  printf("test_dense\n");
  // CHECK-LABEL: test_dense
  MlirOperation m = parse(
      "func.func @f() {\n"
      "  %0 = \"stablehlo.constant\"() <{value = dense<[1, -2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>\n"
      "  %1 = \"stablehlo.constant\"() <{value = dense<2.5> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>\n"
      "  %2 = \"stablehlo.constant\"() <{value = dense<[true, false, true, true, false, false, false, false, true]> : tensor<9xi1>}> : () -> tensor<9xi1>\n"
      "  %3 = \"stablehlo.constant\"() <{value = dense<[1.5, -0.25]> : tensor<2xbf16>}> : () -> tensor<2xbf16>\n"
      "  %4 = \"stablehlo.constant\"() <{value = dense<[65504.0, 6.0e-8]> : tensor<2xf16>}> : () -> tensor<2xf16>\n"
      "  %5 = \"stablehlo.constant\"() <{value = dense<4294967295> : tensor<ui32>}> : () -> tensor<ui32>\n"
      "  %6 = \"stablehlo.constant\"() <{value = dense<-7> : tensor<i64>}> : () -> tensor<i64>\n"
      "  return\n"
      "}\n");
  MlirOperation op = find(m, "stablehlo.constant");
  HloDense d;
  for (int i = 0; i < 7; i++, op = mlirOperationGetNextInBlock(op)) {
    if (!hlo_constant_dense(op, &d)) {
      printf("constant %d: unreadable\n", i);
      continue;
    }
    printf("constant %d: count %lld splat %d:", i, (long long)d.count, d.splat);
    for (int64_t k = 0; k < d.count && k < 9; k++)
      printf(" %g", hlo_dense_f64(&d, k));
    printf("\n");
  }
  // CHECK-NEXT: constant 0: count 3 splat 0: 1 -2 3
  // CHECK-NEXT: constant 1: count 16 splat 1: 2.5 2.5 2.5 2.5 2.5 2.5 2.5 2.5 2.5
  // CHECK-NEXT: constant 2: count 9 splat 0: 1 0 1 1 0 0 0 0 1
  // CHECK-NEXT: constant 3: count 2 splat 0: 1.5 -0.25
  // CHECK-NEXT: constant 4: count 2 splat 0: 65504 5.96046e-08
  // CHECK-NEXT: constant 5: count 1 splat 1: 4.29497e+09
  // CHECK-NEXT: constant 6: count 1 splat 1: -7
  int64_t v;
  MlirOperation last = find(m, "func.return");
  (void)last;
  MlirOperation c6 = find(m, "stablehlo.constant");
  for (int i = 0; i < 6; i++)
    c6 = mlirOperationGetNextInBlock(c6);
  bool ok = hlo_value_constant_i64(mlirOperationGetResult(c6, 0), &v);
  printf("scalar i64: %d %lld\n", ok, (long long)v);
  // CHECK-NEXT: scalar i64: 1 -7
  mlirOperationDestroy(m);
}

static const char *loop_template =
    "func.func @f(%%x: tensor<f32>) -> tensor<f32> {\n"
    "  %%c0 = \"stablehlo.constant\"() <{value = dense<%lld> : tensor<i64>}> : () -> tensor<i64>\n"
    "  %%r:2 = \"stablehlo.while\"(%%c0, %%x) ({\n"
    "  ^bb0(%%i: tensor<i64>, %%v: tensor<f32>):\n"
    "    %%lim = \"stablehlo.constant\"() <{value = dense<%lld> : tensor<i64>}> : () -> tensor<i64>\n"
    "    %%p = \"stablehlo.compare\"(%s) <{comparison_direction = #stablehlo<comparison_direction %s>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
    "    \"stablehlo.return\"(%%p) : (tensor<i1>) -> ()\n"
    "  }, {\n"
    "  ^bb0(%%i: tensor<i64>, %%v: tensor<f32>):\n"
    "    %%s = \"stablehlo.constant\"() <{value = dense<%lld> : tensor<i64>}> : () -> tensor<i64>\n"
    "    %%n = \"stablehlo.%s\"(%%i, %%s) : (tensor<i64>, tensor<i64>) -> tensor<i64>\n"
    "    \"stablehlo.return\"(%%n, %%v) : (tensor<i64>, tensor<f32>) -> ()\n"
    "  }) : (tensor<i64>, tensor<f32>) -> (tensor<i64>, tensor<f32>)\n"
    "  return %%r#1 : tensor<f32>\n"
    "}\n";

/* Parses `text` (one while loop) and prints what hlo_while_loop_info
 * proves of it. */
static void print_loop(const char *text) {
  MlirOperation m = parse(text);
  HloLoopInfo info;
  if (hlo_while_loop_info(find(m, "stablehlo.while"), &info))
    printf("iv %ld step %lld trips %lld\n", (long)info.iv, (long long)info.step,
           (long long)info.trips);
  else
    printf("unknown\n");
  mlirOperationDestroy(m);
}

static void loop_case(long long start, long long limit, const char *operands, const char *dir,
                      long long step, const char *op) {
  char text[4096];
  snprintf(text, sizeof text, loop_template, start, limit, operands, dir, step, op);
  printf("for i=%lld; %s %s; %s %lld: ", start, operands, dir, op, step);
  print_loop(text);
}

/* The limit carried in slot 1 from the constant 10; `next` is what the
 * body yields for it. */
static const char *carried_limit_template =
    "func.func @f(%%x: tensor<f32>) -> tensor<f32> {\n"
    "  %%c0 = \"stablehlo.constant\"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>\n"
    "  %%c10 = \"stablehlo.constant\"() <{value = dense<10> : tensor<1xi32>}> : () -> tensor<1xi32>\n"
    "  %%r:3 = \"stablehlo.while\"(%%c0, %%c10, %%x) ({\n"
    "  ^bb0(%%i: tensor<1xi32>, %%lim: tensor<1xi32>, %%v: tensor<f32>):\n"
    "    %%a = \"stablehlo.reshape\"(%%i) : (tensor<1xi32>) -> tensor<i32>\n"
    "    %%b = \"stablehlo.reshape\"(%%lim) : (tensor<1xi32>) -> tensor<i32>\n"
    "    %%p = \"stablehlo.compare\"(%%a, %%b) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
    "    \"stablehlo.return\"(%%p) : (tensor<i1>) -> ()\n"
    "  }, {\n"
    "  ^bb0(%%i: tensor<1xi32>, %%lim: tensor<1xi32>, %%v: tensor<f32>):\n"
    "    %%s = \"stablehlo.constant\"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>\n"
    "    %%n = \"stablehlo.add\"(%%i, %%s) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>\n"
    "    %%m = \"stablehlo.subtract\"(%%lim, %%s) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>\n"
    "    \"stablehlo.return\"(%%n, %s, %%v) : (tensor<1xi32>, tensor<1xi32>, tensor<f32>) -> ()\n"
    "  }) : (tensor<1xi32>, tensor<1xi32>, tensor<f32>) -> (tensor<1xi32>, tensor<1xi32>, tensor<f32>)\n"
    "  return %%r#2 : tensor<f32>\n"
    "}\n";

static void carried_limit_case(const char *next) {
  char text[4096];
  snprintf(text, sizeof text, carried_limit_template, next);
  printf("limit slot yields %s: ", next);
  print_loop(text);
}

static void test_loops(void) {
  printf("test_loops\n");
  // CHECK-LABEL: test_loops
  loop_case(0, 10, "%i, %lim", "LT", 1, "add");
  // CHECK-NEXT: for i=0; %i, %lim LT; add 1: iv 0 step 1 trips 10
  loop_case(0, 10, "%i, %lim", "LE", 1, "add");
  // CHECK-NEXT: for i=0; %i, %lim LE; add 1: iv 0 step 1 trips 11
  loop_case(0, 10, "%lim, %i", "GT", 1, "add");
  // CHECK-NEXT: for i=0; %lim, %i GT; add 1: iv 0 step 1 trips 10
  loop_case(9, -1, "%i, %lim", "GT", 1, "subtract");
  // CHECK-NEXT: for i=9; %i, %lim GT; subtract 1: iv 0 step -1 trips 10
  loop_case(0, 10, "%i, %lim", "NE", 2, "add");
  // CHECK-NEXT: for i=0; %i, %lim NE; add 2: iv 0 step 2 trips 5
  loop_case(0, 9, "%i, %lim", "NE", 2, "add");
  // CHECK-NEXT: for i=0; %i, %lim NE; add 2: unknown
  loop_case(0, 10, "%i, %lim", "LT", 3, "add");
  // CHECK-NEXT: for i=0; %i, %lim LT; add 3: iv 0 step 3 trips 4
  loop_case(0, 10, "%i, %lim", "LT", 1, "subtract");
  // CHECK-NEXT: for i=0; %i, %lim LT; subtract 1: unknown
  loop_case(5, 3, "%i, %lim", "LT", 1, "add");
  // CHECK-NEXT: for i=5; %i, %lim LT; add 1: iv 0 step 1 trips 0
  loop_case(0, 10, "%i, %lim", "LT", 1, "multiply");
  // CHECK-NEXT: for i=0; %i, %lim LT; multiply 1: unknown
  /* Limits and steps at the ends of 64 bits: no overflow, and no loop
     that stops only by wrapping. */
  loop_case(0, INT64_MAX, "%i, %lim", "LE", 1, "add");
  // CHECK-NEXT: for i=0; %i, %lim LE; add 1: unknown
  loop_case(INT64_MIN, INT64_MAX, "%i, %lim", "LT", 2, "add");
  // CHECK-NEXT: for i=-9223372036854775808; %i, %lim LT; add 2: unknown
  loop_case(0, INT64_MIN, "%i, %lim", "GE", 1, "subtract");
  // CHECK-NEXT: for i=0; %i, %lim GE; subtract 1: unknown
  loop_case(0, INT64_MIN, "%i, %lim", "NE", 1, "subtract");
  // CHECK-NEXT: for i=0; %i, %lim NE; subtract 1: unknown
  loop_case(INT64_MAX, INT64_MIN, "%i, %lim", "NE", 1, "add");
  // CHECK-NEXT: for i=9223372036854775807; %i, %lim NE; add 1: unknown
  loop_case(0, INT64_MAX, "%i, %lim", "LT", INT64_MAX / 2 + 1, "add");
  // CHECK-NEXT: for i=0; %i, %lim LT; add 4611686018427387904: unknown
  loop_case(1, INT64_MAX, "%i, %lim", "LT", INT64_MAX / 2, "add");
  // CHECK-NEXT: for i=1; %i, %lim LT; add 4611686018427387903: iv 0 step 4611686018427387903 trips 2
  carried_limit_case("%lim");
  // CHECK-NEXT: limit slot yields %lim: iv 0 step 1 trips 10
  carried_limit_case("%m");
  // CHECK-NEXT: limit slot yields %m: unknown
  carried_limit_case("%i");
  // CHECK-NEXT: limit slot yields %i: unknown
}

static void print_op(MlirOperation op) {
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  HloStr s = {0};
  mlirOperationPrintWithFlags(op, flags, hlo_str_callback, &s);
  mlirOpPrintingFlagsDestroy(flags);
  printf("%s\n", s.data);
  hlo_str_free(&s);
}

static void test_builders(void) {
  printf("test_builders\n");
  // CHECK-LABEL: test_builders
  MlirOperation m = parse("");
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirType in[2] = {type("tensor<4x8xf32>"), type("tensor<8x16xf32>")};
  MlirType out = type("tensor<4xf32>");
  MlirOperation f = hlo_build_func(m, "step", 2, in, 1, &out, "private", loc);
  MlirBlock entry = hlo_func_entry(f);
  HloBuilder b = hlo_builder_at_end(entry, loc);
  MlirValue x = mlirBlockGetArgument(entry, 0), w = mlirBlockGetArgument(entry, 1);
  HloDotDims dd = {{0}, {0}, {1, {1}}, {1, {0}}};
  MlirValue y = hlo_build_dot_general(&b, x, w, &dd, type("tensor<4x16xf32>"));
  MlirValue e = hlo_build_unary(&b, HLO_OP_EXPONENTIAL, y);
  MlirValue zero = hlo_build_constant_splat(&b, type("tensor<f32>"), 0);
  HloDims rd = {1, {1}};
  MlirValue s = hlo_build_reduce(&b, e, zero, &rd, HLO_OP_ADD);
  MlirValue bf = hlo_build_convert(&b, s, type("bf16"));
  MlirValue back = hlo_build_convert(&b, bf, type("f32"));
  HloDims start = {1, {1}}, limit = {1, {3}}, stride = {1, {1}};
  MlirValue sl = hlo_build_slice(&b, back, &start, &limit, &stride);
  MlirValue parts[2] = {sl, sl};
  MlirValue cat = hlo_build_concatenate(&b, 2, parts, 0);
  MlirValue p = hlo_build_compare(&b, HLO_CMP_LT, cat, cat);
  MlirValue sel = hlo_build_select(&b, p, cat, cat);
  hlo_build_return(&b, "func.return", 1, &sel);
  print_op(f);
  // CHECK: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4xf32>, sym_name = "step", sym_visibility = "private"}> ({
  // CHECK-NEXT: ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>):
  // CHECK-NEXT: %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  // CHECK-NEXT: %1 = "stablehlo.exponential"(%0) : (tensor<4x16xf32>) -> tensor<4x16xf32>
  // CHECK-NEXT: %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  // CHECK-NEXT: %3 = "stablehlo.reduce"(%1, %2) <{dimensions = array<i64: 1>}> ({
  // CHECK-NEXT: ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
  // CHECK-NEXT: %[[SUM:[0-9]+]] = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  // CHECK-NEXT: "stablehlo.return"(%[[SUM]]) : (tensor<f32>) -> ()
  // CHECK-NEXT: }) : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
  // CHECK-NEXT: %4 = "stablehlo.convert"(%3) : (tensor<4xf32>) -> tensor<4xbf16>
  // CHECK-NEXT: %5 = "stablehlo.convert"(%4) : (tensor<4xbf16>) -> tensor<4xf32>
  // CHECK-NEXT: %6 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 3>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
  // CHECK-NEXT: %7 = "stablehlo.concatenate"(%6, %6) <{dimension = 0 : i64}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  // CHECK-NEXT: %8 = "stablehlo.compare"(%7, %7) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK-NEXT: %9 = "stablehlo.select"(%8, %7, %7) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: "func.return"(%9) : (tensor<4xf32>) -> ()
  printf("verifies: %d\n", mlirOperationVerify(m) &&
                                hlo_verify_stablehlo(m) == 0);
  // CHECK: verifies: 1

  /* The printed module parses back to the same text. */
  HloStr text = {0};
  mlirOperationPrint(m, hlo_str_callback, &text);
  MlirOperation again = parse(text.data);
  HloStr text2 = {0};
  mlirOperationPrint(again, hlo_str_callback, &text2);
  printf("round trip: %d\n", strcmp(text.data, text2.data) == 0);
  // CHECK-NEXT: round trip: 1
  hlo_str_free(&text);
  hlo_str_free(&text2);
  mlirOperationDestroy(again);

  /* Reading back what the builders wrote. */
  HloDotDims rd2;
  MlirOperation dot = find(m, "stablehlo.dot_general");
  bool ok = hlo_dot_dims(dot, &rd2);
  printf("read back: %d %d\n", ok,
         rd2.lhs_contract.n == 1 && rd2.lhs_contract.v[0] == 1 && rd2.rhs_contract.v[0] == 0);
  // CHECK-NEXT: read back: 1 1
  MlirOperation callf = hlo_build_func(m, "caller", 2, in, 1, &out, NULL, loc);
  MlirBlock ce = hlo_func_entry(callf);
  HloBuilder cb = hlo_builder_at_end(ce, loc);
  MlirValue args[2] = {mlirBlockGetArgument(ce, 0), mlirBlockGetArgument(ce, 1)};
  MlirOperation call = hlo_build_call(&cb, "step", 2, args, 1, &out);
  MlirValue r = mlirOperationGetResult(call, 0);
  hlo_build_return(&cb, "func.return", 1, &r);
  MlirStringRef callee = hlo_func_name(hlo_call_callee(call));
  printf("callee: %.*s\n", (int)callee.length, callee.data);
  // CHECK-NEXT: callee: step
  printf("verifies with call: %d\n", mlirOperationVerify(m));
  // CHECK-NEXT: verifies with call: 1
  mlirOperationDestroy(m);
}

static void test_parsing(void) {
  printf("test_parsing\n");
  // CHECK-LABEL: test_parsing
  MlirOperation m = parse("func.func @a() { return }\nfunc.func @b() { return }\n");
  printf("implicit module: %d, functions: %ld\n", hlo_op_name_is(m, "builtin.module"),
         (long)hlo_block_num_ops(hlo_module_body(m)));
  // CHECK-NEXT: implicit module: 1, functions: 2
  mlirOperationDestroy(m);
  m = parse("func.func @only() { return }");
  printf("single op wrapped: %d\n", hlo_op_name_is(m, "builtin.module"));
  // CHECK-NEXT: single op wrapped: 1
  printf("lookup: %d %d\n", !mlirOperationIsNull(hlo_lookup_func(m, mlirStringRefCreateFromCString("only"))),
         mlirOperationIsNull(hlo_lookup_func(m, mlirStringRefCreateFromCString("other"))));
  // CHECK-NEXT: lookup: 1 1
  mlirOperationDestroy(m);
  printf("bytecode magic: %d %d\n", hlo_is_bytecode("ML\xefR\x06", 5), hlo_is_bytecode("ML", 2));
  // CHECK-NEXT: bytecode magic: 1 0
}

static void print_property(MlirStringRef name, MlirAttribute value, void *user) {
  (void)user;
  HloStr v = {0};
  mlirAttributePrint(value, hlo_str_callback, &v);
  printf("  %.*s = %s\n", (int)name.length, name.data, v.data);
  hlo_str_free(&v);
}

static void print_properties(const char *label, MlirOperation op) {
  printf("%s:\n", label);
  hlo_op_each_property(op, print_property, NULL);
}

static void test_properties(void) {
  printf("test_properties\n");
  // CHECK-LABEL: test_properties
  /* Properties in sorted order, a quoted name and a unit one included,
   * the discardable attribute left out; names in comments and strings
   * are not properties. */
  MlirOperation m = parse(
      "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
      "  // \"x.commented\"(%a) <{in_comment = 1}> : (tensor<4xf32>) -> ()\n"
      "  %0 = \"stablehlo.negate\"(%a) {note = \"<{in_string = 1}>\"} : (tensor<4xf32>) -> tensor<4xf32>\n"
      "  %1 = \"stablehlo.custom_call\"(%0) <{call_target_name = \"f\", \"odd, name\" = 1 : i32, "
      "has_side_effect = true, unit_flag}> {mhlo.sharding = \"{replicated}\"} : "
      "(tensor<4xf32>) -> tensor<4xf32>\n"
      "  %2 = \"stablehlo.reduce\"(%1, %1) <{dimensions = array<i64: 0>}> ({\n"
      "  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n"
      "    %s = \"stablehlo.add\"(%x, %y)\n      < {inner = 2 : i64}> : (tensor<f32>, tensor<f32>) -> tensor<f32>\n"
      "    \"stablehlo.return\"(%s) : (tensor<f32>) -> ()\n"
      "  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>\n"
      "  \"x.commented\"(%a) : (tensor<4xf32>) -> ()\n"
      "  return %1 : tensor<4xf32>\n"
      "}\n");
  MlirOperation call = find(m, "stablehlo.custom_call");
  print_properties("custom_call", call);
  // CHECK-NEXT: custom_call:
  // CHECK-NEXT:   call_target_name = "f"
  // CHECK-NEXT:   has_side_effect = true
  // CHECK-NEXT:   odd, name = 1 : i32
  // CHECK-NEXT:   unit_flag = unit
  print_properties("reduce", find(m, "stablehlo.reduce"));
  // CHECK-NEXT: reduce:
  // CHECK-NEXT:   dimensions = array<i64: 0>
  print_properties("negate", find(m, "stablehlo.negate"));
  // CHECK-NEXT: negate:
  print_properties("commented", find(m, "x.commented"));
  // CHECK-NEXT: commented:
  /* A newline and a space between the operands and the dict. */
  MlirOperation reduce = find(m, "stablehlo.reduce");
  MlirOperation add = mlirBlockGetFirstOperation(mlirRegionGetFirstBlock(mlirOperationGetRegion(reduce, 0)));
  print_properties("add", add);
  // CHECK-NEXT: add:
  // CHECK-NEXT:   inner = 2 : i64
  /* A clone keeps them (MLIR 19's own clone drops them); a builder's
   * property is listed as the parsed ones. */
  MlirOperation copy = hlo_op_clone(call);
  hlo_set_property(copy, "added_by_builder", hlo_i64_attr(ctx, 7));
  print_properties("clone", copy);
  // CHECK-NEXT: clone:
  // CHECK-NEXT:   added_by_builder = 7 : i64
  // CHECK-NEXT:   call_target_name = "f"
  // CHECK-NEXT:   has_side_effect = true
  // CHECK-NEXT:   odd, name = 1 : i32
  // CHECK-NEXT:   unit_flag = unit
  print_properties("original", call);
  // CHECK-NEXT: original:
  // CHECK-NEXT:   call_target_name = "f"
  // CHECK-NEXT:   has_side_effect = true
  // CHECK-NEXT:   odd, name = 1 : i32
  // CHECK-NEXT:   unit_flag = unit
  mlirOperationDestroy(copy);
  mlirOperationDestroy(m);
  /* A dict whose op cannot be told (a comment between it and the op)
   * counts for every op. */
  m = parse("func.func @g() {\n"
            "  \"x.hidden\"() // the dict is on the next line\n"
            "    <{far_away = 3 : i64}> : () -> ()\n"
            "  return\n"
            "}\n");
  print_properties("hidden", find(m, "x.hidden"));
  // CHECK-NEXT: hidden:
  // CHECK-NEXT:   far_away = 3 : i64
  mlirOperationDestroy(m);
}

/* The translation for MLIR's parser, printed with its first line. */
static void translate_for_parser(const char *label, const char *text) {
  HloStr out = {0};
  HloSyntaxError err;
  bool aliased;
  bool ok = hlo_syntax_translate_for_parser(text, strlen(text), "a\"b.mlir", &out, &aliased, &err);
  const char *nl = strchr(out.data, '\n');
  printf("%s: %d %d |%.*s|\n", label, ok, aliased, (int)(nl - out.data), out.data);
  hlo_str_free(&out);
}

static void test_type_aliases(void) {
  printf("test_type_aliases\n");
  // CHECK-LABEL: test_type_aliases
  const char *body = "  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                     "    %0 = stablehlo.add %a, %a : tensor<4xf32>\n"
                     "    %1 = stablehlo.add %0, %0 : tensor<4x!stablehlo.token>\n"
                     "    return %0 : tensor<4xf32>\n"
                     "  }\n";
  HloStr text = {0};
  hlo_str_printf(&text, "module {\n%s}\n", body);
  translate_for_parser("header", text.data);
  // CHECK-NEXT: header: 1 1 |!__hlo_t0 = tensor<4xf32> module {|
  HloStr out = {0};
  HloSyntaxError err;
  bool aliased;
  hlo_syntax_translate_for_parser(text.data, text.len, "a\"b.mlir", &out, &aliased, &err);
  printf("header loc: %s", strrchr(out.data, '}'));
  // CHECK-NEXT: header loc: } loc("a\22b.mlir":1:1)
  hlo_str_free(&out);
  text.len = 0;
  hlo_str_printf(&text, "// a comment\nmodule {\n%s}\n", body);
  translate_for_parser("comment first", text.data);
  // CHECK-NEXT: comment first: 1 1 |!__hlo_t0 = tensor<4xf32> // a comment|
  text.len = 0;
  hlo_str_printf(&text, "module { func.func @g() { return }\n%s}\n", body);
  translate_for_parser("op on line 1", text.data);
  // CHECK-NEXT: op on line 1: 1 0 |module { func.func @g() { return }|
  text.len = 0;
  hlo_str_printf(&text, "module {\n  func.func @g(%%a: tensor<4xf32>) {\n"
                        "    %%0 = stablehlo.abs %%a : tensor<4xf32> %%1 = stablehlo.abs %%0 : "
                        "tensor<4xf32>\n    return\n  }\n}\n");
  translate_for_parser("op after an op on its line", text.data);
  // CHECK-NEXT: op after an op on its line: 1 0 |module {|
  text.len = 0;
  hlo_str_printf(&text, "!__hlo_t0 = tensor<4xf32>\nmodule {\n%s}\n", body);
  translate_for_parser("name taken", text.data);
  // CHECK-NEXT: name taken: 1 0 |!__hlo_t0 = tensor<4xf32>|
  hlo_str_free(&text);

  /* Generic text: the signature that ends a line, not block arguments. */
  const char *generic = "\"builtin.module\"() ({\n"
                        "  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):\n"
                        "  %0 = \"x.op\"(%x) : (tensor<4xf32>) -> tensor<4xf32> loc(\"a\":1:2)\n"
                        "}) {x.attr} : () -> ()\n";
  HloStr g = {0};
  bool made = hlo_syntax_alias_generic(generic, strlen(generic), "g.mlir", &g);
  printf("generic: %d\n%s", made, g.data);
  // CHECK-NEXT: generic: 1
  // CHECK-NEXT: !__hlo_t0 = tensor<4xf32> "builtin.module"() ({
  // CHECK-NEXT:   ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
  // CHECK-NEXT:   %0 = "x.op"(%x) : (!__hlo_t0) -> !__hlo_t0 loc("a":1:2)
  // CHECK-NEXT: }) {x.attr} : () -> () loc("g.mlir":1:1)
  hlo_str_free(&g);
  const char *two = "\"builtin.module\"() ({ \"x.op\"() : () -> ()\n"
                    "  %0 = \"x.op\"() : () -> tensor<4xf32>\n"
                    "}) : () -> ()\n";
  printf("op after the header on line 1: %d\n",
         hlo_syntax_alias_generic(two, strlen(two), "g.mlir", &g));
  // CHECK-NEXT: op after the header on line 1: 0

  /* Aliased text MLIR complains of is read again plainly: the error is
   * where the input has it, not in the definitions on line 1. */
  const char *bad = "module {\n"
                    "  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                    "    %0 = stablehlo.add %a, %a : tensor<4xfoo>\n"
                    "    return %a : tensor<4xf32>\n"
                    "  }\n"
                    "}\n";
  fflush(stdout);
  MlirOperation m = hlo_parse_module(ctx, bad, strlen(bad), "bad.mlir");
  printf("bad element type read: %d\n", !mlirOperationIsNull(m));
  // CHECK-NEXT: bad.mlir:3:42: error: expected non-function type
  // CHECK: bad element type read: 0
}

int main(void) {
  ctx = hlo_context_create();
  test_op_table();
  test_sizes();
  test_attributes();
  test_dense();
  test_loops();
  test_builders();
  test_parsing();
  test_properties();
  test_type_aliases();
  hlo_context_destroy(ctx);
  return 0;
}
