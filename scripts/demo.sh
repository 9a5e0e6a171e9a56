#!/usr/bin/env bash
# The main job on a shipped example: install what is missing, build, then
# run the default hlomem pipeline on GPT-2 small's training step
# (examples/gpt2_train_step.mlir, as hlomem-gen writes it) with a budget of
# half its peak, printing the memory report before and after, drawing both
# curves in one SVG timeline and writing the memory viewer, one HTML page
# with the step's buffers before and after. Both figures are of the
# program XLA would compile: XLA runs its CSE and its memory scheduler on
# whatever it is given, so the input and the output each go through
# hlomem-cse and hlomem-schedule before they are measured, in XLA's order
# (schedule=xla, which the axes name). The rewritten step keeps the
# input's source locations (--mlir-print-debuginfo), so that the viewer
# can say where each buffer comes from and what the passes removed.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh plain > build-plain.log || { cat build-plain.log; exit 1; }
out=build-plain/demo
mkdir -p "$out"
rm -f "$out/timeline.svg"
opt=build-plain/bin/hlomem-opt
as_xla_compiles="--hlomem-cse --hlomem-schedule"
report="out=- top=3 function=main schedule=xla svg=$out/timeline.svg"
viewer="top=10 schedule=xla"
$opt examples/gpt2_train_step.mlir -o /dev/null $as_xla_compiles \
  --hlomem-memory-report="$report label=before" \
  --hlomem-memory-report="$viewer format=json timeline out=$out/before.json"
$opt examples/gpt2_train_step.mlir -o "$out/gpt2_train_step.after.mlir" \
  --hlomem-default="budget=50% stats" --mlir-print-debuginfo
$opt "$out/gpt2_train_step.after.mlir" -o /dev/null $as_xla_compiles \
  --hlomem-memory-report="$report label=after overlay" \
  --hlomem-memory-report="$viewer format=html compare=$out/before.json out=$out/viewer.html"
echo
echo "rewritten step: $out/gpt2_train_step.after.mlir"
echo "peak memory over XLA's order, before and after: $out/timeline.svg"
echo "memory viewer, before and after (open in a browser): $out/viewer.html"
