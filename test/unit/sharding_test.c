/*
 * Unit tests of the two sharding languages: GSPMD's mhlo.sharding strings
 * and Shardy's meshes and shardings, read, checked and lowered to factors
 * of the device numbering (include/hlomem/sharding.h). Each case prints
 * what was read, or the error and where; CHECK lines are matched by
 * FileCheck under ctest.
 */
// RUN: sharding_test 2>&1 | FileCheck %s

#include <stdio.h>
#include <string.h>

#include "hlomem/ir.h"
#include "hlomem/sharding.h"

static MlirContext ctx;

/* Factors as dim:(stride x size) with the space when not 0. */
static void print_factors(const HloSharding *s) {
  if (s->kind == HLO_SHARD_MAXIMAL) {
    printf(" maximal %lld", (long long)s->device);
    return;
  }
  if (s->kind == HLO_SHARD_MANUAL) {
    printf(" manual");
    return;
  }
  if (s->nfactors == 0)
    printf(" replicated");
  for (int i = 0; i < s->nfactors; i++) {
    const HloShardFactor *f = &s->f[i];
    if (f->dim == HLO_SHARD_PENDING)
      printf(" pending:");
    else
      printf(" %d:", f->dim);
    printf("%lldx%lld", (long long)f->stride, (long long)f->size);
    if (f->space)
      printf("@%d", f->space);
  }
}

static void gspmd(const char *text, int rank, int64_t ndevices) {
  HloArena arena = {0};
  HloGspmd *g;
  bool tuple;
  HloShardError err = {0};
  printf("gspmd %s rank %d:", text, rank);
  int n = hlo_gspmd_parse(&arena, text, strlen(text), &g, &tuple, &err);
  if (n < 0) {
    printf(" %s at %zu: %s\n", err.unsupported ? "unsupported" : "error", err.offset,
           err.message);
    hlo_arena_free(&arena);
    return;
  }
  HloShardSpaces spaces = {.ndevices = ndevices};
  if (tuple)
    printf(" tuple of %d:", n);
  for (int i = 0; i < n; i++) {
    if (g[i].kind == HLO_GSPMD_TILED && g[i].iota)
      printf(" [iota]");
    if (g[i].shard_group >= 0)
      printf(" [%s %lld]", g[i].shard_like ? "shard_like" : "shard_as",
             (long long)g[i].shard_group);
    HloSharding s;
    if (!hlo_gspmd_lower(&g[i], rank, &spaces, &s, &err)) {
      printf(" lowering error: %s", err.message);
      continue;
    }
    print_factors(&s);
    if (i + 1 < n)
      printf(" |");
  }
  printf("\n");
  hlo_arena_free(&arena);
}

static bool mesh_of(HloArena *arena, const char *text, HloShardSpaces *spaces, HloShardMesh *out) {
  HloSdyMesh m;
  HloShardError err = {0};
  if (!hlo_sdy_parse_mesh(arena, text, strlen(text), &m, &err)) {
    printf("mesh %s: error at %zu: %s\n", text, err.offset, err.message);
    return false;
  }
  if (!hlo_shard_mesh_lower(arena, &m, spaces, out, &err)) {
    printf("mesh %s: error: %s\n", text, err.message);
    return false;
  }
  return true;
}

static void mesh(const char *text, int64_t ndevices) {
  HloArena arena = {0};
  HloShardSpaces spaces = {.ndevices = ndevices};
  HloShardMesh m;
  if (mesh_of(&arena, text, &spaces, &m)) {
    printf("mesh %s:", text);
    if (m.maximal)
      printf(" maximal %lld", (long long)m.device);
    for (int a = 0; a < m.sdy.naxes; a++) {
      printf(" %.*s=%lld{", (int)m.sdy.axis_len[a], m.sdy.axis[a], (long long)m.sdy.size[a]);
      for (int i = 0; i < m.nfactors[a]; i++)
        printf("%s%lldx%lld%s", i ? " " : "", (long long)m.factors[a][i].stride,
               (long long)m.factors[a][i].size,
               m.factors[a][i].space ? "@p" : "");
      printf("}");
    }
    printf("\n");
  }
  hlo_arena_free(&arena);
}

static void sdy(const char *mesh_text, const char *text, int rank, const char *manual) {
  HloArena arena = {0};
  HloShardSpaces spaces = {.ndevices = 8};
  HloShardMesh m;
  if (!mesh_of(&arena, mesh_text, &spaces, &m))
    return;
  HloSdySharding s;
  HloShardError err = {0};
  printf("sdy %s rank %d:", text, rank);
  if (!hlo_sdy_parse_sharding(&arena, text, strlen(text), &s, &err)) {
    printf(" error at %zu: %s\n", err.offset, err.message);
    hlo_arena_free(&arena);
    return;
  }
  HloSdyAxisRef *axes = NULL;
  int naxes = 0;
  if (manual && (naxes = hlo_sdy_parse_manual_axes(&arena, manual, strlen(manual), &axes, &err)) < 0) {
    printf(" manual axes error at %zu: %s\n", err.offset, err.message);
    hlo_arena_free(&arena);
    return;
  }
  for (int d = 0; d < s.rank; d++)
    if (s.dims[d].open || s.dims[d].priority >= 0)
      printf(" [dim %d%s p%lld]", d, s.dims[d].open ? " open" : "", (long long)s.dims[d].priority);
  HloShardMesh inlined, *mm = &m;
  if (!s.mesh_name) {
    if (!hlo_shard_mesh_lower(&arena, &s.mesh, &spaces, &inlined, &err)) {
      printf(" inline mesh error: %s\n", err.message);
      hlo_arena_free(&arena);
      return;
    }
    mm = &inlined;
    printf(" [inline mesh]");
  }
  HloSharding out;
  if (!hlo_sdy_lower(&s, mm, rank, axes, naxes, &out, &err))
    printf(" %s at %zu: %s", err.unsupported ? "unsupported" : "error", err.offset, err.message);
  else
    print_factors(&out);
  printf("\n");
  hlo_arena_free(&arena);
}

static void sdy_list(const char *text) {
  HloArena arena = {0};
  HloSdySharding *v;
  HloShardError err = {0};
  int n = hlo_sdy_parse_sharding_list(&arena, text, strlen(text), &v, &err);
  if (n < 0)
    printf("list %s: error at %zu: %s\n", text, err.offset, err.message);
  else {
    printf("list %s: %d:", text, n);
    for (int i = 0; i < n; i++)
      printf(" <@%.*s rank %d>", (int)v[i].mesh_len, v[i].mesh_name, v[i].rank);
    printf("\n");
  }
  hlo_arena_free(&arena);
}

static void bytes(const char *type_text, const char *sharding, int64_t ndevices) {
  MlirType type = mlirTypeParseGet(ctx, mlirStringRefCreateFromCString(type_text));
  HloArena arena = {0};
  HloGspmd *g;
  bool tuple;
  HloShardError err = {0};
  HloShardSpaces spaces = {.ndevices = ndevices};
  HloShape shape;
  hlo_shape_of(type, &shape);
  HloSharding s;
  if (hlo_gspmd_parse(&arena, sharding, strlen(sharding), &g, &tuple, &err) != 1 ||
      !hlo_gspmd_lower(g, shape.rank, &spaces, &s, &err)) {
    printf("bytes: error %s\n", err.message);
    return;
  }
  HloStr text = {0};
  hlo_sharding_format(&s, shape.rank, &text);
  printf("bytes %s %s: %lld of %lld (%s)\n", type_text, sharding,
         (long long)hlo_sharding_type_bytes(&s, type), (long long)hlo_type_bytes(type), text.data);
  hlo_str_free(&text);
  hlo_arena_free(&arena);
}

int main(void) {
  ctx = hlo_context_create();

  printf("test_gspmd_forms\n");
  // CHECK-LABEL: test_gspmd_forms
  gspmd("{replicated}", 2, 8);
  // CHECK-NEXT: gspmd {replicated} rank 2: replicated
  gspmd("{maximal device=3}", 2, 8);
  // CHECK-NEXT: gspmd {maximal device=3} rank 2: maximal 3
  gspmd("{manual}", 1, 8);
  // CHECK-NEXT: gspmd {manual} rank 1: manual
  gspmd("{unknown}", 1, 8);
  // CHECK-NEXT: gspmd {unknown} rank 1: replicated
  gspmd("{unreduced}", 1, 8);
  // CHECK-NEXT: gspmd {unreduced} rank 1: replicated
  gspmd("{devices=[8,1]<=[8]}", 2, 8);
  // CHECK-NEXT: gspmd {devices=[8,1]<=[8]} rank 2: [iota] 0:4x2 0:2x2 0:1x2
  gspmd("{devices=[2,4]<=[8]}", 2, 8);
  // CHECK-NEXT: gspmd {devices=[2,4]<=[8]} rank 2: [iota] 0:4x2 1:2x2 1:1x2
  gspmd("{devices=[2,4]<=[4,2]T(1,0)}", 2, 8);
  // CHECK-NEXT: gspmd {devices=[2,4]<=[4,2]T(1,0)} rank 2: [iota] 0:1x2 1:4x2 1:2x2
  gspmd("{devices=[2,2]0,2,1,3}", 2, 4);
  // CHECK-NEXT: gspmd {devices=[2,2]0,2,1,3} rank 2: 0:1x2 1:2x2
  gspmd("{devices=[4]0,3,1,2}", 1, 4);
  // CHECK-NEXT: gspmd {devices=[4]0,3,1,2} rank 1: 0:2x2@1 0:1x2@1
  gspmd("{devices=[2,1,4]0,1,2,3,4,5,6,7 last_tile_dim_replicate}", 2, 8);
  // CHECK-NEXT: rank 2: 0:4x2
  gspmd("{devices=[1,1,8]<=[8] last_tile_dim_replicate}", 2, 8);
  // CHECK-NEXT: rank 2: [iota] replicated
  gspmd("{devices=[2,2,2]<=[8] last_tile_dims={manual, unreduced}}", 1, 8);
  // CHECK-NEXT: rank 1: [iota] 0:4x2 pending:1x2
  gspmd("{devices=[4,1,2]<=[8] last_tile_dims={replicated}}", 2, 8);
  // CHECK-NEXT: rank 2: [iota] 0:4x2 0:2x2
  gspmd("{devices=[2,1]<=[2] metadata={op_name=\"jit(f)/{x}\" source_file=\"a.py\" source_line=3}}", 2, 2);
  // CHECK-NEXT: rank 2: [iota] 0:1x2
  gspmd("{devices=[2]<=[2] shard_like 4}", 1, 2);
  // CHECK-NEXT: rank 1: [iota] [shard_like 4] 0:1x2
  gspmd("{{replicated}, {devices=[2,1]<=[2]}}", 2, 2);
  // CHECK-NEXT: tuple of 2: replicated | [iota] 0:1x2
  gspmd("{{replicated}, {manual}, {manual}, {manual}, {manual}, /*index=5*/{maximal device=1}}", 1, 2);
  // CHECK-NEXT: tuple of 6: replicated | manual | manual | manual | manual | maximal 1
  gspmd("{}", 1, 2);
  // CHECK-NEXT: gspmd {} rank 1: tuple of 0:

  printf("test_gspmd_errors\n");
  // CHECK-LABEL: test_gspmd_errors
  gspmd("{devices=[2,]0,1}", 1, 2);
  // CHECK-NEXT: error at 12: expected tile assignment dimension, found ']'
  gspmd("{devices=[2,1]0,1,2}", 2, 2);
  // CHECK-NEXT: error at 14: more devices than the 2 tiles of the assignment
  gspmd("{devices=[4,1]0,1,2}", 2, 4);
  // CHECK-NEXT: error at 14: 3 devices for a tile assignment of 4
  gspmd("{replicated device=1}", 2, 2);
  // CHECK-NEXT: error at 1: replicated shardings should not have any devices assigned
  gspmd("{maximal}", 2, 2);
  // CHECK-NEXT: error at 1: maximal shardings should have exactly one device assigned
  gspmd("{devices=[4]<=[2,2]}", 1, 4);
  // CHECK-NEXT: error at 19: expected 'T(' to give the iota's transpose
  gspmd("{devices=[4]<=[2,2]T(0,0)}", 1, 4);
  // CHECK-NEXT: error at 19: the transpose (T(...)) is not a permutation of 0..1
  gspmd("{devices=[4]<=[3]}", 1, 4);
  // CHECK-NEXT: error at 14: the iota reshape dimensions hold 3 devices, the tile assignment 4
  gspmd("{devices=[0,2]<=[2]}", 2, 2);
  // CHECK-NEXT: error at 9: tile assignment dimension 0 is 0; dimensions must be positive
  gspmd("{devices=[2]<=[2] bogus}", 1, 2);
  // CHECK-NEXT: error at 18: unexpected 'b' in a sharding
  gspmd("{devices=[2]<=[2]", 1, 2);
  // CHECK-NEXT: error at 17: expected '}' to end the sharding
  gspmd("{replicated} x", 1, 2);
  // CHECK-NEXT: error at 13: unexpected 'x' after the sharding
  gspmd("{devices=[2]<=[2] last_tile_dim_replicate last_tile_dims={manual}}", 1, 2);
  // CHECK-NEXT: error at 1: last_tile_dim_replicate and last_tile_dims= cannot be combined
  gspmd("{devices=[2]<=[2] last_tile_dims={bogus}}", 1, 2);
  // CHECK-NEXT: error at 34: expected a subgroup type (replicated, manual, unreduced)
  gspmd("{devices=[1]0}", 1, 2);
  // CHECK-NEXT: error at 1: non-maximal shardings must have more than one device assigned
  gspmd("{mesh[a=2], [{a}]}", 1, 2);
  // CHECK-NEXT: unsupported at 1: named shardings (mesh[...]) in mhlo.sharding are not supported
  gspmd("{devices=[2,2]0,1,2,2}", 2, 4);
  // CHECK-NEXT: lowering error: device 2 is not unique in the tile assignment
  gspmd("{devices=[2,2]0,1,2,3}", 2, 8);
  // CHECK-NEXT: lowering error: the tile assignment has 4 devices, the module 8
  gspmd("{devices=[2,2]0,1,2,7}", 2, 4);
  // CHECK-NEXT: lowering error: device 7 is not below the 4 devices of the module
  gspmd("{devices=[8]<=[8]}", 2, 8);
  // CHECK-NEXT: lowering error: the tile assignment splits 1 dimension, the value has 2
  gspmd("{maximal device=9}", 1, 8);
  // CHECK-NEXT: lowering error: device 9 is not below the 8 devices of the module

  printf("test_meshes\n");
  // CHECK-LABEL: test_meshes
  mesh("#sdy.mesh<[\"data\"=4, \"model\"=2]>", 8);
  // CHECK-NEXT: data=4{4x2 2x2} model=2{1x2}
  mesh("<[\"a\"=2, \"b\"=2], device_ids=[0, 2, 1, 3]>", 4);
  // CHECK-NEXT: a=2{1x2} b=2{2x2}
  mesh("<[\"a\"=4], device_ids=[0, 3, 1, 2]>", 4);
  // CHECK-NEXT: a=4{2x2@p 1x2@p}
  mesh("<[], device_ids=[3]>", 8);
  // CHECK-NEXT: maximal 3
  mesh("<[]>", 8);
  // CHECK-NEXT: mesh <[]>:
  mesh("<[\"a\"=2, \"a\"=2]>", 4);
  // CHECK-NEXT: error: the mesh names axis "a" twice
  mesh("<[\"a\"=0]>", 4);
  // CHECK-NEXT: error at 2: axis "a" has size 0; sizes must be positive
  mesh("<[\"a\"=2], device_ids=[0, 0]>", 2);
  // CHECK-NEXT: error: device_ids are not a permutation of 0..1
  mesh("<[\"a\"=2], devices=[0, 1]>", 2);
  // CHECK-NEXT: error at 10: expected device_ids after ','

  printf("test_sdy_forms\n");
  // CHECK-LABEL: test_sdy_forms
  const char *m42 = "<[\"data\"=4, \"model\"=2]>";
  sdy(m42, "#sdy.sharding<@mesh, [{\"data\"}, {}]>", 2, NULL);
  // CHECK-NEXT: rank 2: 0:4x2 0:2x2
  sdy(m42, "<@mesh, [{\"data\", \"model\"}, {}]>", 2, NULL);
  // CHECK-NEXT: rank 2: 0:4x2 0:2x2 0:1x2
  sdy(m42, "<@mesh, [{\"model\"}, {\"data\", ?}p1]>", 2, NULL);
  // CHECK-NEXT: [dim 1 open p1] 0:1x2 1:4x2 1:2x2
  sdy(m42, "<@mesh, [{?}, {\"model\"}p0]>", 2, NULL);
  // CHECK-NEXT: [dim 0 open p-1] [dim 1 p0] 1:1x2
  sdy(m42, "<@mesh, [{\"data\":(2)2}, {\"data\":(1)2}]>", 2, NULL);
  // CHECK-NEXT: rank 2: 0:2x2 1:4x2
  sdy(m42, "<@mesh, [{}, {}], replicated={\"data\"}, unreduced={\"model\"}>", 2, NULL);
  // CHECK-NEXT: rank 2: pending:1x2
  sdy(m42, "<@mesh, [{}], unreduced=max{\"data\"}>", 1, NULL);
  // CHECK-NEXT: rank 1: pending:4x2 pending:2x2
  sdy(m42, "<@mesh, []>", 0, NULL);
  // CHECK-NEXT: rank 0: replicated
  sdy(m42, "<mesh<[\"x\"=2, \"y\"=4]>, [{\"y\"}, {\"x\"}]>", 2, NULL);
  // CHECK-NEXT: [inline mesh] 0:2x2 0:1x2 1:4x2
  sdy(m42, "<mesh<[], device_ids=[5]>, [{}]>", 1, NULL);
  // CHECK-NEXT: [inline mesh] maximal 5
  sdy(m42, "<@mesh, [{\"data\"}, {\"model\"}]>", 2, "#sdy<manual_axes{\"data\"}>");
  // CHECK-NEXT: rank 2: 1:1x2
  sdy(m42, "<@\"my mesh\", [{}]>", 1, NULL);
  // CHECK-NEXT: rank 1: replicated
  sdy_list("#sdy.sharding_per_value<[<@mesh, [{\"data\"}, {}]>, <@other, []>]>");
  // CHECK-NEXT: : 2: <@mesh rank 2> <@other rank 0>
  sdy_list("[<@mesh, [{}]>]");
  // CHECK-NEXT: : 1: <@mesh rank 1>

  printf("test_sdy_errors\n");
  // CHECK-LABEL: test_sdy_errors
  sdy(m42, "<@mesh, [{\"data\"}, {\"data\"}]>", 2, NULL);
  // CHECK-NEXT: error at 20: axis "data" is used twice in the sharding
  sdy(m42, "<@mesh, [{\"data\"}], replicated={\"data\"}>", 1, NULL);
  // CHECK-NEXT: error at 32: axis "data" is used twice in the sharding
  sdy(m42, "<@mesh, [{\"data\"}, {\"data\":(2)2}]>", 2, NULL);
  // CHECK-NEXT: error at 20: axis "data" is used twice in the sharding
  sdy(m42, "<@mesh, [{\"nope\"}]>", 1, NULL);
  // CHECK-NEXT: error at 10: axis "nope" is not in the mesh
  sdy(m42, "<@mesh, [{\"data\":(1)4}]>", 1, NULL);
  // CHECK-NEXT: error at 10: sub-axis "data":(1)4 does not fit axis "data" of size 4
  sdy(m42, "<@mesh, [{\"data\":(0)2}]>", 1, NULL);
  // CHECK-NEXT: error at 10: sub-axis "data":(0)2: the pre-size must be at least 1
  sdy(m42, "<@mesh, [{\"data\":(1)1}]>", 1, NULL);
  // CHECK-NEXT: error at 10: sub-axis "data":(1)1: the size must be above 1
  sdy(m42, "<@mesh, [{\"data\"}]>", 2, NULL);
  // CHECK-NEXT: error at 1: 1 dimension sharding for a value of rank 2
  sdy(m42, "<@mesh, [{\"data\"}p01]>", 1, NULL);
  // CHECK-NEXT: error at 17: priorities with leading zeros are not allowed, got: p01
  sdy(m42, "<@mesh, [{}p1]>", 1, NULL);
  // CHECK-NEXT: error at 11: an empty closed dimension sharding has no priority
  sdy(m42, "<@mesh, [{\"data\"}px]>", 1, NULL);
  // CHECK-NEXT: error at 17: expecting priority in format 'p<number>', got: px
  sdy(m42, "<@mesh, [{\"data\" \"model\"}]>", 1, NULL);
  // CHECK-NEXT: error at 17: expected ',', found '"'
  sdy(m42, "<@mesh, [{?, \"data\"}]>", 1, NULL);
  // CHECK-NEXT: error at 11: expected '}', found ','
  sdy(m42, "<@mesh, [{}], replicated={\"x\"}, replicated={\"y\"}>", 1, NULL);
  // CHECK-NEXT: error at 32: replicated axes given twice
  sdy(m42, "<@mesh, [{}], bogus={\"x\"}>", 1, NULL);
  // CHECK-NEXT: error at 14: expected replicated={...} or unreduced={...} after ','
  sdy(m42, "<[{}]>", 1, NULL);
  // CHECK-NEXT: error at 1: expected a mesh (@name or mesh<...>), found '['
  sdy(m42, "<@mesh, [{\"data\"}]>", 1, "{\"data\":(1)2}");
  // CHECK-NEXT: manual axes error at 1: manual axes are whole axes
  sdy("<[\"x\"=6]>", "<@mesh, [{\"x\":(1)3}]>", 1, NULL);
  // CHECK-NEXT: unsupported at 10: sub-axis "x":(1)3 splits a prime factor
  sdy_list("[<@mesh, [{}]>, ]");
  // CHECK-NEXT: error at 16: expected '<', found ']'

  printf("test_bytes\n");
  // CHECK-LABEL: test_bytes
  bytes("tensor<16x32xf32>", "{devices=[8,1]<=[8]}", 8);
  // CHECK-NEXT: bytes tensor<16x32xf32> {devices=[8,1]<=[8]}: 256 of 2048 ([{8}, {}])
  bytes("tensor<7x3xf32>", "{devices=[4,1,2]<=[8] last_tile_dim_replicate}", 8);
  // CHECK-NEXT: 24 of 84 ([{4}, {}])
  bytes("tensor<8x6xbf16>", "{devices=[2,3]<=[6]}", 6);
  // CHECK-NEXT: 16 of 96 ([{2}, {3}])
  bytes("tensor<4x4xf32>", "{maximal device=0}", 2);
  // CHECK-NEXT: 64 of 64 (maximal device=0)
  bytes("tensor<4x4xf32>", "{devices=[2,1,2]<=[4] last_tile_dims={unreduced}}", 4);
  // CHECK-NEXT: 32 of 64 ([{2}, {}] pending 2)

  hlo_context_destroy(ctx);
  return 0;
}
