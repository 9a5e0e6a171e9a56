// The forms of both sharding languages on arguments, and the bytes of one
// device under each (the report's shardings=true remarks).
// RUN: hlomem-opt %s --split-input-file --verify-diagnostics --hlomem-memory-report='shardings=true out=/dev/null' -o /dev/null

// Every GSPMD form on arguments: the per-device bytes of each.
module attributes {mhlo.num_partitions = 8 : i32} {
  // expected-remark@+13 {{argument 0 [{8}, {}]: 256 B of 2.00 KiB per device, annotated}}
  // expected-remark@+12 {{argument 1 replicated: 2.00 KiB of 2.00 KiB per device, annotated}}
  // expected-remark@+11 {{argument 2 maximal device=3: 2.00 KiB of 2.00 KiB per device, annotated}}
  // expected-remark@+10 {{argument 3 [{2}, {4}]: 256 B of 2.00 KiB per device, annotated}}
  // expected-remark@+9 {{argument 4 [{2}, {}]: 1.00 KiB of 2.00 KiB per device, annotated}}
  // expected-remark@+8 {{argument 5 [{4}, {}]: 512 B of 2.00 KiB per device, annotated}}
  // expected-remark@+7 {{argument 6 manual: 256 B of 256 B per device, annotated}}
  // expected-remark@+6 {{argument 7 [{4}, {2}]: 16 B of 60 B per device, annotated}}
  // expected-remark@+5 {{argument 8 replicated: 2.00 KiB of 2.00 KiB per device}}
  // expected-remark@+4 {{argument 9 replicated: 64 B of 64 B per device}}
  // expected-remark@+3 {{argument 10 [{8}]: 8 B of 64 B per device, annotated}}
  // expected-remark@+2 {{argument 11 [{2}, {4}]: 64 B of 512 B per device, annotated}}
  // expected-remark@+1 {{argument 12 [{8}, {}]: 64 B of 512 B per device, annotated}}
  func.func @gspmd(%a0: tensor<16x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"},
                   %a1: tensor<16x32xf32> {mhlo.sharding = "{replicated}"},
                   %a2: tensor<16x32xf32> {mhlo.sharding = "{maximal device=3}"},
                   %a3: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0)}"},
                   %a4: tensor<16x32xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"},
                   %a5: tensor<16x32xf32> {mhlo.sharding = "{devices=[4,1,2]0,2,4,6,1,3,5,7 last_tile_dims={manual}}"},
                   %a6: tensor<2x32xf32> {mhlo.sharding = "{manual}"},
                   %a7: tensor<5x3xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"},
                   %a8: tensor<16x32xf32>,
                   %a9: tensor<16xf32> {mhlo.sharding = "{unknown shard_as 1}"},
                   %a10: tensor<16xf32> {mhlo.sharding = "{devices=[8]<=[8] metadata={op_name=\"jit(f)/x\" source_file=\"f.py\" source_line=3}}"},
                   %a11: tensor<16x8xf32> {mhlo.sharding = "{devices=[2,4]0,4,1,5,2,6,3,7}"},
                   %a12: tensor<16x8xf32> {mhlo.sharding = "{devices=[8,1]0,3,1,2,4,7,5,6}"}) {
    return
  }
}
// -----
// Every Shardy form on arguments: meshes by name or inlined, axes, sub-axes,
// open dimensions and priorities, replicated and unreduced axes.
module attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  sdy.mesh @permuted = <["x"=2, "y"=4], device_ids=[0, 2, 4, 6, 1, 3, 5, 7]>
  sdy.mesh @single = <[], device_ids=[2]>
  // expected-warning@+10 {{the sdy.sharding and the mhlo.sharding of argument 8 of @sdy split dimension 0 differently; hlomem follows sdy.sharding}}
  // expected-remark@+9 {{argument 0 [{4}, {}]: 512 B of 2.00 KiB per device, annotated}}
  // expected-remark@+8 {{argument 1 [{8}, {}]: 256 B of 2.00 KiB per device, annotated}}
  // expected-remark@+7 {{argument 2 [{2}, {2}]: 512 B of 2.00 KiB per device, annotated}}
  // expected-remark@+6 {{argument 3 [{}, {}] pending 2: 2.00 KiB of 2.00 KiB per device, annotated}}
  // expected-remark@+5 {{argument 4 [{4}, {2}]: 256 B of 2.00 KiB per device, annotated}}
  // expected-remark@+4 {{argument 5 maximal device=2: 2.00 KiB of 2.00 KiB per device, annotated}}
  // expected-remark@+3 {{argument 6 [{4}, {2}]: 16 B of 72 B per device, annotated}}
  // expected-remark@+2 {{argument 7 [{8}, {}]: 256 B of 2.00 KiB per device, annotated}}
  // expected-remark@+1 {{argument 8 [{4}, {}]: 512 B of 2.00 KiB per device, annotated}}
  func.func @sdy(%a0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
                 %a1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}]>},
                 %a2: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data":(1)2}, {"model", ?}p1]>},
                 %a3: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {?}], replicated={"data"}, unreduced={"model"}>},
                 %a4: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@permuted, [{"y"}, {"x"}]>},
                 %a5: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@single, [{}, {}]>},
                 %a6: tensor<6x3xf32> {sdy.sharding = #sdy.sharding<mesh<["a"=4, "b"=2]>, [{"a"}, {"b"}]>},
                 %a7: tensor<16x32xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}]>},
                 %a8: tensor<16x32xf32> {mhlo.sharding = "{replicated}", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    return
  }
}
