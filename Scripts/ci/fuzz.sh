#!/usr/bin/env bash
# Builds the fuzz targets in Fuzz/ with libFuzzer and AddressSanitizer, then
# runs each target for a fixed time from its committed seed corpus.
#
#   Scripts/ci/fuzz.sh [seconds per target (600)] [target ...]
#
# With 0 seconds each target only replays its committed seed corpus, from an
# unoptimised build: what CI runs, so that CI never fails on a new input a random run
# happened to find.
#
# New corpus entries go to a scratch folder, not to Fuzz/Corpus; an input that
# breaks an invariant is saved as Fuzz/findings/<target>-crash-<hash> and the
# script exits non-zero. The last lines print one row per target: executions,
# coverage, corpus size and the result.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=${1:-600}
shift || true

# A replay (0 s) runs from the unoptimised build, a timed run from the optimised one (Scripts/ci/fuzz_build.sh says
# why). An input slower than `timeout` seconds is a finding; unoptimised code is given longer.
build=timed
timeout=20
if [ "$seconds" -eq 0 ]; then
  build=replay
  timeout=120
fi
binary=$(Scripts/ci/fuzz_build.sh "$build")/ReflowFuzz
test -x "$binary"

if [ $# -eq 0 ]; then
  set -- utf8-decoding segmentation line-breakers paragraph-model plain-text-guarantee markdown-bridge markdown-rewrap \
    markdown-render public-api
fi

mkdir -p Fuzz/findings
summary=()
status=0
for target in "$@"; do
  scratch=$(mktemp -d)
  log="$scratch/log"
  echo "== $target: $seconds s"
  result=clean
  # The Swift runtime's backtracer would catch the crash before libFuzzer could save the input.
  if [ "$seconds" -eq 0 ]; then limit=(-runs=0); else limit=(-max_total_time="$seconds"); fi
  if ! REFLOW_FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 \
    "$binary" "$scratch" "Fuzz/Corpus/$target" "${limit[@]}" -max_len=2048 -timeout="$timeout" \
    -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="Fuzz/findings/$target-" >"$log" 2>&1; then
    result=FINDING
    status=1
    grep -E "invariant broken|ERROR|Test unit written" "$log" | head -5
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  coverage=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  corpus=$(grep -oE 'corp: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  summary+=("$(printf '%-16s %10s runs  cov %6s  corpus %5s  %s' "$target" "${runs:-?}" "${coverage:-?}" "${corpus:-?}" "$result")")
  rm -rf "$scratch"
done
printf '%s\n' "${summary[@]}"
exit $status
