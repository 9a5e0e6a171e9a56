/*
 * Shardings of an SPMD program and the per-device size of its values
 * (docs/memory-model.md, "Sharded programs").
 *
 * A program partitioned by XLA's SPMD partitioner is written once, on
 * global shapes, with annotations saying how values are split over the
 * devices: GSPMD's `mhlo.sharding` strings (arguments, results, the
 * `@Sharding` custom call, any op) or Shardy's `#sdy.sharding` attributes
 * over named meshes (`sdy.mesh`, `sdy.sharding_constraint`,
 * `sdy.manual_computation`). This module reads both languages, lowers
 * them to one form, propagates shardings to the values nobody annotated,
 * with the rules a partitioner follows, and gives each value's bytes on
 * one device.
 *
 * The one form: a sharding splits tensor dimensions by *factors* of the
 * device index. Devices are numbered 0..N-1; a factor (stride, size)
 * is the digit (index / stride) % size of that number, and a dimension
 * split by factors f1..fk (major to minor) is cut into f1.size * ... *
 * fk.size tiles, the device's digits choosing its tile. Factors of one
 * device space are comparable: two overlap when their digits share
 * devices, and a value may not use the same devices twice. Space 0 is
 * the module's device numbering; an annotation whose device order is no
 * product of digits of it (an arbitrary permutation) gets a space of its
 * own, whose factors are comparable only with each other. A factor on
 * no dimension (HLO_SHARD_PENDING) is a sum not yet reduced: a dot that
 * contracted a split dimension, Shardy's unreduced axes. It costs no
 * bytes; it only keeps those devices from splitting a dimension too.
 */
#ifndef HLOMEM_SHARDING_H
#define HLOMEM_SHARDING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <mlir-c/IR.h>

#include "hlomem/ir.h"
#include "hlomem/support.h"

enum {
  HLO_SHARD_MAX_FACTORS = 32, /* per sharding: 16 dimensions split by two primes each */
  HLO_SHARD_PENDING = -1,     /* HloShardFactor.dim of a pending sum */
};

typedef struct HloShardFactor {
  int8_t dim;      /* the tensor dimension it splits, or HLO_SHARD_PENDING */
  uint16_t space;  /* 0: the module's device numbering */
  int64_t stride;  /* the digit (device / stride) % size */
  int64_t size;
} HloShardFactor;

typedef enum HloShardKind {
  HLO_SHARD_TILED,   /* split by the factors; none: replicated */
  HLO_SHARD_MAXIMAL, /* whole, on one device */
  HLO_SHARD_MANUAL,  /* already per device: the type is the local shape */
} HloShardKind;

typedef struct HloSharding {
  uint8_t kind;     /* HloShardKind */
  uint8_t nfactors;
  int64_t device;   /* HLO_SHARD_MAXIMAL: which */
  HloShardFactor f[HLO_SHARD_MAX_FACTORS]; /* by dimension, major to minor within one */
} HloSharding;

/* Tiles of dimension `dim`: the product of its factors' sizes. */
int64_t hlo_sharding_tiles(const HloSharding *s, int dim);
/* The product of the sizes of all factors on dimensions (not pending). */
int64_t hlo_sharding_total_tiles(const HloSharding *s);
/* Bytes of one device's piece of a value of `type`: each dimension
 * divided by its tiles, rounded up (XLA pads the last tile); -1 when the
 * size is unknown. Maximal and manual shardings keep the whole size. */
int64_t hlo_sharding_type_bytes(const HloSharding *s, MlirType type);
/* Do two factors share devices? Factors of different spaces may: true. */
bool hlo_shard_factors_overlap(const HloShardFactor *a, const HloShardFactor *b);
/* "{devices: [2, 1] pending 4}" style text for remarks and tests:
 * "[{2}, {}]" (tiles per dimension, "{a*b}" for two factors), "pending N",
 * "replicated", "maximal device=N", "manual". */
void hlo_sharding_format(const HloSharding *s, int rank, HloStr *out);

/* ---- the two languages, read ---- */

/* Where an annotation is wrong: the character offset in its text. */
typedef struct HloShardError {
  size_t offset;
  bool unsupported; /* a valid form hlomem does not read, not a mistake */
  char message[200];
} HloShardError;

/* GSPMD's sharding of one value, as XLA's HloSharding holds it. */
typedef enum HloGspmdKind {
  HLO_GSPMD_REPLICATED,
  HLO_GSPMD_MAXIMAL,
  HLO_GSPMD_MANUAL,
  HLO_GSPMD_TILED,
  HLO_GSPMD_UNKNOWN,   /* {unknown}: a placeholder shard_like/shard_as fills in */
  HLO_GSPMD_UNREDUCED, /* {unreduced}: a sum over every device, not yet reduced */
} HloGspmdKind;

typedef enum HloGspmdSubgroup {
  HLO_SUBGROUP_REPLICATED,
  HLO_SUBGROUP_MANUAL,
  HLO_SUBGROUP_UNREDUCED,
} HloGspmdSubgroup;

enum { HLO_GSPMD_MAX_DIMS = HLO_MAX_RANK + 4 };

typedef struct HloGspmd {
  uint8_t kind;           /* HloGspmdKind */
  int ndims;              /* of the tile assignment, subgroups included */
  int64_t dims[HLO_GSPMD_MAX_DIMS];
  int nsubgroups;         /* trailing dims that split no data */
  uint8_t subgroup[HLO_GSPMD_MAX_DIMS]; /* HloGspmdSubgroup of each, in order */
  int64_t device;         /* maximal */
  int64_t ndevices;       /* tiled: the product of dims */
  int64_t *devices;       /* tiled: the tile assignment, row-major (arena) */
  bool iota;              /* written as <=[...] */
  int nreshape;           /* iota: reshape dims and transpose */
  int64_t reshape[HLO_GSPMD_MAX_DIMS];
  int perm[HLO_GSPMD_MAX_DIMS];
  int64_t shard_group;    /* shard_as / shard_like N, -1 if none */
  bool shard_like;
} HloGspmd;

/* An mhlo.sharding string: one sharding, or a tuple's `n` of them
 * (`{{...}, {...}}`; `{}` is the empty tuple). Metadata, shard_as and
 * shard_like are read and kept aside; XLA's named form ({mesh[...], ...})
 * is refused. Returns the number of shardings (arena-allocated in *out),
 * or -1 with `err` set. `tuple` tells whether the text was a tuple. */
int hlo_gspmd_parse(HloArena *arena, const char *text, size_t len, HloGspmd **out, bool *tuple,
                    HloShardError *err);

/* A Shardy mesh: named axes and sizes, and an optional device order
 * (device_ids); no axes and one device id is a maximal mesh. */
typedef struct HloSdyMesh {
  const char *name;          /* symbol, without '@'; NULL for an inlined mesh */
  size_t name_len;
  int naxes;
  const char **axis;         /* names, without quotes (arena) */
  size_t *axis_len;
  int64_t *size;
  int ndevice_ids;
  int64_t *device_ids;
} HloSdyMesh;

/* An axis of a mesh, or a sub-axis "x":(pre)size of it. */
typedef struct HloSdyAxisRef {
  const char *name;
  size_t len;
  int64_t pre, size; /* sub-axis; pre == 0: the whole axis */
  size_t offset;     /* in the text, for errors */
} HloSdyAxisRef;

typedef struct HloSdyDim {
  int naxes;
  HloSdyAxisRef *axes; /* major to minor */
  bool open;           /* {..., ?}: propagation may split it further */
  int64_t priority;    /* p<N>, -1 when none */
} HloSdyDim;

typedef struct HloSdySharding {
  const char *mesh_name; /* @name, or NULL with `mesh` inlined */
  size_t mesh_len;
  HloSdyMesh mesh;
  size_t mesh_offset;
  int rank;
  HloSdyDim *dims;
  int nreplicated, nunreduced;
  HloSdyAxisRef *replicated, *unreduced;
} HloSdySharding;

/* `<["a"=2, "b"=4]>`, `<["a"=2], device_ids=[1, 0]>`, `<[], device_ids=[3]>`,
 * with or without `#sdy.mesh` in front. */
bool hlo_sdy_parse_mesh(HloArena *arena, const char *text, size_t len, HloSdyMesh *out,
                        HloShardError *err);
/* `#sdy.sharding<@mesh, [{"a"}, {"b":(1)2, ?}p1], replicated={"c"}, unreduced={"d"}>`
 * (the prefix may be left out, the mesh may be inlined as mesh<...>). */
bool hlo_sdy_parse_sharding(HloArena *arena, const char *text, size_t len, HloSdySharding *out,
                            HloShardError *err);
/* `#sdy.sharding_per_value<[<@mesh, ...>, ...]>` or `[<@mesh, ...>, ...]`:
 * the number of shardings, or -1. */
int hlo_sdy_parse_sharding_list(HloArena *arena, const char *text, size_t len,
                                HloSdySharding **out, HloShardError *err);
/* `#sdy<manual_axes{"a", "b"}>` or `{"a", "b"}`: the number of axes, or -1. */
int hlo_sdy_parse_manual_axes(HloArena *arena, const char *text, size_t len, HloSdyAxisRef **out,
                              HloShardError *err);

/* ---- the two languages, lowered to factors ---- */

/* Device spaces: the module's numbering of `ndevices` devices is space 0;
 * the others are handed out as annotations need them. */
typedef struct HloShardSpaces {
  int64_t ndevices; /* 0: taken from the first tile assignment lowered */
  uint16_t next;    /* the next private space */
  int nkeys;        /* private spaces already given, by the device array's hash */
  uint64_t keys[64];
  uint16_t ids[64];
} HloShardSpaces;

/* A GSPMD sharding of a value of rank `rank` as factors. Checks what
 * XLA's HloSharding::Validate does: the tile assignment's data
 * dimensions match the rank, its devices are distinct, below the device
 * count and all of them. UNKNOWN and UNREDUCED give no factors. */
bool hlo_gspmd_lower(const HloGspmd *g, int rank, HloShardSpaces *spaces, HloSharding *out,
                     HloShardError *err);

/* A mesh with each axis as factors of the device numbering. */
typedef struct HloShardMesh {
  HloSdyMesh sdy;
  bool maximal;
  int64_t device;       /* maximal */
  int64_t total;        /* product of the axis sizes */
  int *nfactors;        /* per axis */
  HloShardFactor **factors; /* per axis, major to minor, prime sizes */
} HloShardMesh;

/* Checks the mesh as Shardy's verifier does (distinct names, positive
 * sizes, device_ids a permutation of 0..total-1) and splits its axes. */
bool hlo_shard_mesh_lower(HloArena *arena, const HloSdyMesh *mesh, HloShardSpaces *spaces,
                          HloShardMesh *out, HloShardError *err);
/* A Shardy sharding over `mesh` of a value of rank `rank`, as factors:
 * the axes and sub-axes splitting each dimension, the unreduced axes
 * pending; `manual` (may be NULL) lists axes left out because the value
 * is already local to them (a manual computation's body). Checks the
 * rank, the axis names, the sub-axes and that no axis is used twice. */
bool hlo_sdy_lower(const HloSdySharding *s, const HloShardMesh *mesh, int rank,
                   const HloSdyAxisRef *manual, int nmanual, HloSharding *out, HloShardError *err);

/* ---- a module's values ---- */

typedef struct HloShardingInfo HloShardingInfo;

/* Shardings of the arguments of the module's first function, for a
 * module cut out of a sharded one (hlomem-auto-chunk measures an outlined
 * function on its own): the device count and those shardings, in space 0
 * or spaces of their own as the original module numbered them. */
typedef struct HloShardingSeed {
  int64_t ndevices;
  int32_t nargs;
  const HloSharding *args;
} HloShardingSeed;

/* The devices a module is written for: mhlo.num_partitions, else the
 * largest sdy.mesh; 1 when neither says more. Reads no annotation. */
int64_t hlo_module_devices(MlirOperation module);

/* Reads the module's annotations and propagates them (docs/memory-model.md
 * lists the rules). A module is sharded when `mhlo.num_partitions` is
 * above 1, or an sdy.mesh has more than one device, or a seed says so;
 * otherwise nothing is read and every value keeps its whole size.
 * Malformed annotations are errors at their op (or function, for
 * argument and result attributes), forms hlomem does not read are
 * warnings there: both leave the value unannotated, and errors set
 * hlo_sharding_failed. Never NULL. */
HloShardingInfo *hlo_sharding_analyze(MlirOperation module, const HloShardingSeed *seed);
/* The same, as XLA's SPMD partitioner leaves the values: a sum made by a
 * dot, a convolution or a reduce over a split dimension is reduced where
 * it is made (all-reduce, or reduce-scatter into the split its
 * annotation, its function result or its first user asks for), and
 * propagation runs again from there (docs/memory-model.md, "What the
 * partitioner adds"). hlo_sharding_partial tells the local sums. */
HloShardingInfo *hlo_sharding_analyze_partitioned(MlirOperation module,
                                                  const HloShardingSeed *seed);
void hlo_sharding_free(HloShardingInfo *s);
bool hlo_sharding_failed(const HloShardingInfo *s);
/* The number of devices; 1 for a module that is not sharded. */
int64_t hlo_sharding_devices(const HloShardingInfo *s);
/* Bytes of `v` on one device (hlo_value_bytes when not sharded). */
int64_t hlo_sharding_value_bytes(const HloShardingInfo *s, MlirValue v);
/* The sharding of a tensor value; false for values the analysis did not
 * see (ops added after it) or that are not tensors. */
bool hlo_sharding_of(const HloShardingInfo *s, MlirValue v, HloSharding *out);
/* A sum the partitioner reduces where it is made (a dot, convolution or
 * reduce over a split dimension): `out` gets its local sums' sharding,
 * before the all-reduce or reduce-scatter that gives the value its own.
 * False for every other value. */
bool hlo_sharding_partial(const HloShardingInfo *s, MlirValue v, HloSharding *out);
/* Was the value's sharding written in the program (argument, result,
 * annotation op, sdy.sharding or mhlo.sharding on its op)? */
bool hlo_sharding_annotated(const HloShardingInfo *s, MlirValue v);
/* Values that keep their whole size because no rule decides their
 * sharding (ops hlomem has no rule for, in a sharded module), in program
 * order; *why gets, for each, the reason (static strings). */
int32_t hlo_sharding_undecided(const HloShardingInfo *s, const MlirValue **values,
                               const char *const **why);
/* How many values carry an annotation of their own. */
int32_t hlo_sharding_num_annotated(const HloShardingInfo *s);


/* ---- what the SPMD partitioner adds (partitioner.c) ---- */

typedef enum HloCollectiveKind {
  HLO_COLL_ALL_GATHER,
  HLO_COLL_ALL_REDUCE,
  HLO_COLL_REDUCE_SCATTER,
  HLO_COLL_ALL_TO_ALL,
  HLO_COLL_PERMUTE,  /* collective-permute: the same tiles on other devices */
  HLO_COLL_SLICE,    /* dynamic-slice: a finer split, cut locally */
} HloCollectiveKind;

/* One collective or slice the partitioner inserts at an op. */
typedef struct HloReshard {
  uint8_t kind;     /* HloCollectiveKind */
  int32_t operand;  /* the operand resharded for the op, or -1: result `result` reduced */
  int32_t result;
  MlirValue value;  /* the operand, or the result */
  HloSharding to;   /* what the collective makes */
  int64_t bytes;    /* one device's piece of `value` split as `to` */
  int64_t extra;    /* what it adds to the program's buffers: the reshard (0 when fused
                       into the op's kernel), a reduce-scatter's local sums (0 in place) */
  int64_t moved;    /* bytes each device sends over the interconnect (ring algorithms) */
} HloReshard;

const char *hlo_collective_name(HloCollectiveKind kind);
/* The reshards op `op` needs (at most `max`), after the analysis: the
 * reduction of its result's partial sums first, then its operands in
 * order. 0 for a module that is not sharded, annotation ops, ops with
 * several results and ops whose reads are not modelled. */
int hlo_partitioner_reshards(const HloShardingInfo *s, MlirOperation op, HloReshard *out,
                             int max);
/* Are a and b reshards of one value into one sharding (XLA's reshard
 * cache gives them one buffer)? Reductions never are. */
bool hlo_reshard_same(const HloReshard *a, const HloReshard *b);
/* One device's shape of a value of `type` split as `s`, in HLO's
 * syntax (f32[12,50]); `s` may be NULL (whole). */
void hlo_sharding_local_shape(const HloSharding *s, MlirType type, HloStr *out);

#endif
