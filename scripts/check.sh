#!/usr/bin/env bash
# The whole test suite: install what is missing, build twice (plain, and
# with AddressSanitizer + UndefinedBehaviorSanitizer), run the lit suite
# and the unit tests in both, and end with one summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh || exit 1

lit=/usr/lib/llvm-19/build/utils/lit/lit.py
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:strict_string_checks=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
summary=()
status=0
for kind in plain asan; do
  echo "== build ($kind)"
  if ! scripts/build.sh "$kind" > "build-$kind.log" 2>&1; then
    cat "build-$kind.log"
    summary+=("$kind: BUILD FAILED")
    status=1
    continue
  fi
  echo "== lit ($kind)"
  python3 "$lit" -sv "build-$kind/test" 2>&1 | tee "build-$kind/lit.log"
  lit_rc=${PIPESTATUS[0]}
  lit_passed=$(grep -Eo 'Passed *: *[0-9]+' "build-$kind/lit.log" | grep -Eo '[0-9]+$' || echo 0)
  echo "== unit tests ($kind)"
  ctest --test-dir "build-$kind" --output-on-failure 2>&1 | tee "build-$kind/ctest.log"
  ctest_rc=${PIPESTATUS[0]}
  ctest_total=$(grep -Eo 'tests failed out of [0-9]+' "build-$kind/ctest.log" | grep -Eo '[0-9]+$' || echo 0)
  ctest_failed=$(grep -Eo '[0-9]+ tests failed out of' "build-$kind/ctest.log" | grep -Eo '^[0-9]+' || echo 0)
  if [ "$lit_rc" -ne 0 ] || [ "$ctest_rc" -ne 0 ]; then status=1; fi
  summary+=("$kind: lit ${lit_passed} passed$([ "$lit_rc" -ne 0 ] && echo ' (FAILURES)'), unit $((ctest_total - ctest_failed))/${ctest_total} passed")
done
result=$([ "$status" -eq 0 ] && echo "ALL PASSED" || echo "FAILED")
echo "SUMMARY: $(IFS=';'; echo "${summary[*]}" | sed 's/;/; /g') -- $result"
exit "$status"
