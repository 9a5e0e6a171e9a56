#!/usr/bin/env bash
# The main job on a shipped example: install what is missing, build, and
# print the memory report of a small training step.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh plain > build-plain.log || { cat build-plain.log; exit 1; }
build-plain/bin/hlomem-opt examples/mlp_train_step.mlir --hlomem-memory-report='out=-' -o /dev/null
