#!/usr/bin/env bash
# Configures and builds hlomem into build-<kind> (kind: plain or asan).
set -euo pipefail
cd "$(dirname "$0")/.."
kind=${1:-plain}
case "$kind" in
  plain) flags=(-DHLOMEM_SANITIZE=OFF) ;;
  asan) flags=(-DHLOMEM_SANITIZE=ON) ;;
  *) echo "build.sh: unknown build kind '$kind' (plain or asan)" >&2; exit 1 ;;
esac
cmake -G Ninja -S . -B "build-$kind" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHLOMEM_WERROR=ON \
  "${flags[@]}" > "build-$kind.configure.log" || { cat "build-$kind.configure.log"; exit 1; }
ninja -C "build-$kind"
