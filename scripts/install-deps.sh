#!/usr/bin/env bash
# Installs the Debian 12 packages hlomem builds and tests with, if missing.
# Needs root (or sudo); never prompts. --list prints them, one a line.
# chromium runs the memory viewer's browser tests (test/viewer): where it
# cannot be installed, a warning says so and those tests are skipped.
set -euo pipefail

packages=(
  build-essential cmake ninja-build python3 libzstd-dev libglpk-dev
  llvm-19-dev llvm-19-tools libmlir-19-dev mlir-19-tools
)
optional=(chromium)
if [ "${1:-}" = "--list" ]; then
  printf '%s\n' "${packages[@]}" "${optional[@]}"
  exit 0
fi

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
missing=() missing_optional=()
for p in "${packages[@]}"; do installed "$p" || missing+=("$p"); done
for p in "${optional[@]}"; do installed "$p" || missing_optional+=("$p"); done
if [ ${#missing[@]} -eq 0 ] && [ ${#missing_optional[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null; then
    if [ ${#missing[@]} -eq 0 ]; then
      echo "install-deps: warning: not root, cannot install ${missing_optional[*]}; the browser tests will be skipped" >&2
      exit 0
    fi
    echo "install-deps: need root to install: ${missing[*]} ${missing_optional[*]}" >&2
    exit 1
  fi
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
if [ ${#missing_optional[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing_optional[*]}"
  $sudo apt-get install -y -q --no-install-recommends "${missing_optional[@]}" ||
    echo "install-deps: warning: could not install ${missing_optional[*]}; the browser tests will be skipped" >&2
fi
