// Pretty forms of the ops StableHLO's interpreter tests write besides
// StableHLO's own: chlo.scan (operands and results in two segments each,
// counted by the reader), interpreter.probe and interpreter.print; and a
// generic collective_broadcast with several operands and results, which
// newer StableHLO allows (a dynamic root as the last operand). Each reads
// as the generic op it stands for and prints back as stablehlo-opt does.
// RUN: hlomem-opt --split-input-file %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: hlomem-opt --split-input-file %s --print-form=pretty | FileCheck %s --strict-whitespace --check-prefix=PRETTY
// RUN: hlomem-opt --split-input-file %s --print-form=pretty -o %t.pretty
// RUN: hlomem-opt --split-input-file %t.pretty --print-form=pretty | diff %t.pretty -

// GENERIC-LABEL: sym_name = "running_max"
// GENERIC: %[[S:.*]]:3 = "chlo.scan"(%arg0, %arg1, %arg2) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 2, 1>, resultSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[V:.*]]: tensor<4xi64>, %[[W:.*]]: tensor<4xi64>, %[[C:.*]]: tensor<4xi64>):
// GENERIC-NEXT: %[[M:.*]] = "stablehlo.maximum"(%[[V]], %[[C]]) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
// GENERIC-NEXT: "stablehlo.return"(%[[M]], %[[W]], %[[M]]) : (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) -> ()
// GENERIC-NEXT: }) : (tensor<6x4xi64>, tensor<6x4xi64>, tensor<4xi64>) -> (tensor<6x4xi64>, tensor<6x4xi64>, tensor<4xi64>)
// PRETTY-LABEL: func.func @running_max
// PRETTY:      %0:3 = chlo.scan(%arg0, %arg1) inits (%arg2) dimension=0  {
// PRETTY-NEXT:   ^bb0(%arg3: tensor<4xi64>, %arg4: tensor<4xi64>, %arg5: tensor<4xi64>):
// PRETTY-NEXT:     %1 = stablehlo.maximum %arg3, %arg5 : tensor<4xi64>
// PRETTY-NEXT:     stablehlo.return %1, %arg4, %1 : tensor<4xi64>, tensor<4xi64>, tensor<4xi64>
// PRETTY-NEXT:   } : (tensor<6x4xi64>, tensor<6x4xi64>, tensor<4xi64>) -> (tensor<6x4xi64>, tensor<6x4xi64>, tensor<4xi64>)
func.func @running_max(%rows: tensor<6x4xi64>, %tags: tensor<6x4xi64>, %floor: tensor<4xi64>) -> tensor<6x4xi64> {
  %r:3 = chlo.scan(%rows, %tags) inits(%floor) dimension=0 {
  ^bb0(%row: tensor<4xi64>, %tag: tensor<4xi64>, %best: tensor<4xi64>):
    %m = stablehlo.maximum %row, %best : tensor<4xi64>
    stablehlo.return %m, %tag, %m : tensor<4xi64>, tensor<4xi64>, tensor<4xi64>
  } : (tensor<6x4xi64>, tensor<6x4xi64>, tensor<4xi64>) -> (tensor<6x4xi64>, tensor<6x4xi64>, tensor<4xi64>)
  func.return %r#0 : tensor<6x4xi64>
}

// -----

// Its own attributes (is_reverse) go to the properties, others to the
// dictionary; a scan without inits has an empty second segment.
// GENERIC-LABEL: sym_name = "suffix_squares"
// GENERIC: "chlo.scan"(%arg0) <{dimension = 1 : i64, is_reverse = true, operandSegmentSizes = array<i32: 1, 0>, resultSegmentSizes = array<i32: 1, 0>}> ({
// GENERIC: }) {note = "no carry"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
// PRETTY-LABEL: func.func @suffix_squares
// PRETTY: %0 = chlo.scan(%arg0) inits () dimension=1  attributes {is_reverse = true, note = "no carry"} {
func.func @suffix_squares(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = chlo.scan(%x) inits() dimension = 1 attributes {note = "no carry", is_reverse = true} {
  ^bb0(%col: tensor<2xf32>):
    %sq = stablehlo.multiply %col, %col : tensor<2xf32>
    stablehlo.return %sq : tensor<2xf32>
  } : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// GENERIC-LABEL: sym_name = "probed"
// GENERIC: %[[P:.*]] = "interpreter.probe"(%arg0) <{probe_id = "x/0"}> : (tensor<2xbf16>) -> tensor<2xbf16>
// GENERIC-NEXT: "interpreter.print"(%[[P]]) : (tensor<2xbf16>) -> ()
// GENERIC-NEXT: %{{.*}}:2 = "stablehlo.collective_broadcast"(%[[P]], %arg0, %arg1) <{has_dynamic_root, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<2xbf16>, tensor<2xbf16>, tensor<2xi32>) -> (tensor<2xbf16>, tensor<2xbf16>)
// PRETTY-LABEL: func.func @probed
// PRETTY:      %0 = interpreter.probe %arg0, probe_id = "x/0" : tensor<2xbf16>
// PRETTY-NEXT: interpreter.print %0 : tensor<2xbf16>
// PRETTY-NEXT: %1:2 = "stablehlo.collective_broadcast"(%0, %arg0, %arg1)
func.func @probed(%x: tensor<2xbf16>, %root: tensor<2xi32>) -> tensor<2xbf16> {
  %p = interpreter.probe %x, probe_id = "x/0" : tensor<2xbf16>
  interpreter.print %p : tensor<2xbf16>
  %b:2 = "stablehlo.collective_broadcast"(%p, %x, %root) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root}> : (tensor<2xbf16>, tensor<2xbf16>, tensor<2xi32>) -> (tensor<2xbf16>, tensor<2xbf16>)
  func.return %b#1 : tensor<2xbf16>
}
