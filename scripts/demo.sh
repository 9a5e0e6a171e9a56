#!/usr/bin/env bash
# The main job on a shipped example: install what is missing, build, then
# run the default hlomem pipeline on GPT-2 small's training step
# (examples/gpt2_train_step.mlir, as hlomem-gen writes it) with a budget of
# half its peak, printing the memory report before and after and drawing
# both curves in one SVG timeline.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh plain > build-plain.log || { cat build-plain.log; exit 1; }
out=build-plain/demo
mkdir -p "$out"
rm -f "$out/timeline.svg"
build-plain/bin/hlomem-opt examples/gpt2_train_step.mlir -o "$out/gpt2_train_step.after.mlir" \
  --hlomem-memory-report="out=- top=3 function=main svg=$out/timeline.svg label=before" \
  --hlomem-default="budget=50% stats" \
  --hlomem-memory-report="out=- top=3 function=main svg=$out/timeline.svg label=after overlay"
echo
echo "rewritten step: $out/gpt2_train_step.after.mlir"
echo "peak memory over program order, before and after: $out/timeline.svg"
