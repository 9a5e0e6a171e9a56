#!/usr/bin/env bash
# Installs the Debian 12 packages hlomem builds and tests with, if missing.
# Needs root (or sudo); never prompts. --list prints them, one a line.
set -euo pipefail

packages=(
  build-essential cmake ninja-build python3 libzstd-dev libglpk-dev
  llvm-19-dev llvm-19-tools libmlir-19-dev mlir-19-tools
)
if [ "${1:-}" = "--list" ]; then
  printf '%s\n' "${packages[@]}"
  exit 0
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-deps: need root to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
