#!/bin/sh
# Builds hlomem-knapsack (release flags of the default build) and runs the
# knapsack benchmarks, which write docs/benchmarks-knapsack.md.
# Needs python3 and, for the PyTorch comparison, python3-torch (set PYTHON
# to the interpreter that has it, e.g. PYTHON=/usr/bin/python3).
#   bench/knapsack/run.sh [--quick] [--only=torch|remat|pisinger]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cmake -G Ninja -B "$root/build" -S "$root" >/dev/null
ninja -C "$root/build" hlomem-knapsack >/dev/null
exec "${PYTHON:-python3}" "$root/bench/knapsack/run.py" --tool "$root/build/bin/hlomem-knapsack" "$@"
