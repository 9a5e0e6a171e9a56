// Annotations hlomem cannot read: malformed ones are errors at the function
// (argument and result attributes) or op holding them, with the character
// where the text goes wrong; valid forms hlomem does not read are warnings,
// and the value keeps its whole size.
// RUN: hlomem-opt %s --split-input-file --verify-diagnostics --hlomem-memory-report='out=/dev/null' -o /dev/null
// RUN: not hlomem-opt %s --split-input-file --hlomem-memory-report='out=/dev/null' -o /dev/null

// A GSPMD string that does not parse: the character where it goes wrong.
module attributes {mhlo.num_partitions = 8 : i32} {
  // expected-error@+1 {{invalid mhlo.sharding of argument 0 of @bad_syntax: at character 13 of {devices=[8,]<=[8]}: expected tile assignment dimension, found ']'}}
  func.func @bad_syntax(%a: tensor<16x32xf32> {mhlo.sharding = "{devices=[8,]<=[8]}"}) {
    return
  }
}
// -----
// A tile assignment for another rank.
module attributes {mhlo.num_partitions = 8 : i32} {
  // expected-error@+1 {{invalid mhlo.sharding of argument 0 of @bad_rank: {devices=[8]<=[8]}: the tile assignment splits 1 dimension, the value has 2}}
  func.func @bad_rank(%a: tensor<16x32xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}) {
    return
  }
}
// -----
// More devices than the module has.
module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @bad_devices(%a: tensor<16xf32>) -> tensor<16xf32> {
    // expected-error@+1 {{invalid mhlo.sharding of stablehlo.custom_call @Sharding: {devices=[8]<=[8]}: device 4 is not below the 4 devices of the module}}
    %0 = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<16xf32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}
// -----
// A tuple of two shardings for an op of one result.
module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @bad_tuple(%a: tensor<16xf32>) -> tensor<16xf32> {
    // expected-error@+1 {{invalid mhlo.sharding of stablehlo.negate: { {replicated}, {replicated} }: 2 shardings for 1 value}}
    %0 = stablehlo.negate %a {mhlo.sharding = "{ {replicated}, {replicated} }"} : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}
// -----
// XLA's named form is valid, but not read: a warning, the whole size.
module attributes {mhlo.num_partitions = 2 : i32} {
  // expected-warning@+1 {{mhlo.sharding of argument 0 of @named is not read: named shardings (mesh[...]) in mhlo.sharding are not supported; the value keeps its whole size ({mesh[a=2], [{a}]})}}
  func.func @named(%a: tensor<16xf32> {mhlo.sharding = "{mesh[a=2], [{a}]}"}) {
    return
  }
}
// -----
// A sharding over a mesh the module does not have.
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  // expected-error@+1 {{invalid sdy.sharding of argument 0 of @no_mesh: at character 15 of #sdy.sharding<@other, [{"x"}]>: no sdy.mesh @other in the module}}
  func.func @no_mesh(%a: tensor<16xf32> {sdy.sharding = #sdy.sharding<@other, [{"x"}]>}) {
    return
  }
}
// -----
// An axis used twice, in a constraint.
module attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @twice(%a: tensor<16x16xf32>) -> tensor<16x16xf32> {
    // expected-error@+1 {{invalid sdy.sharding of sdy.sharding_constraint: at character 36 of #sdy.sharding<@mesh, [{"x"}, {"y", "x"}]>: axis "x" is used twice in the sharding}}
    %0 = sdy.sharding_constraint %a <@mesh, [{"x"}, {"y", "x"}]> : tensor<16x16xf32>
    return %0 : tensor<16x16xf32>
  }
}
// -----
// A mesh whose device ids are not a permutation.
module attributes {mhlo.num_partitions = 2 : i32} {
  // expected-error@+1 {{invalid mesh of sdy.mesh @mesh: #sdy.mesh<["x"=2], device_ids=[1, 1]>: device_ids are not a permutation of 0..1}}
  sdy.mesh @mesh = <["x"=2], device_ids=[1, 1]>
  func.func @bad_mesh(%a: tensor<16xf32>) {
    return
  }
}
// -----
// Shardings per value that do not match the results.
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @per_value(%a: tensor<16xf32>) -> tensor<16xf32> {
    // expected-error@+1 {{invalid sdy.sharding of stablehlo.negate: #sdy.sharding_per_value<[<@mesh, [{"x"}]>, <@mesh, [{}]>]>: 2 shardings for 1 result}}
    %0 = stablehlo.negate %a {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>, <@mesh, [{}]>]>} : tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}
// -----
// A manual computation whose in_shardings name an unknown axis.
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @manual(%a: tensor<16xf32>) -> tensor<16xf32> {
    // expected-error@+1 {{invalid in_shardings of sdy.manual_computation: at character 36 of #sdy.sharding_per_value<[<@mesh, [{"z"}]>]>: axis "z" is not in the mesh}}
    %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"z"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%b: tensor<8xf32>) {
      sdy.return %b : tensor<8xf32>
    } : (tensor<16xf32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}
