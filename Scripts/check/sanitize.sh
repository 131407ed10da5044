#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer, then ThreadSanitizer.
#
#   Scripts/check/sanitize.sh [address] [thread]
#
# Each sanitizer builds into its own folder (.build/sanitize-<name>), so the
# ordinary build stays incremental. The reflow binary the end-to-end tests run
# is built with the same sanitizer, so the parallel paragraph pipeline and the
# parallel Markdown passes are checked in the process that runs them. A
# sanitizer report in the suite's own process stops it (halt_on_error); in the
# binary, a report makes the run exit with a status the tests do not expect.
# The tests that measure memory check nothing under a sanitizer (shadow memory
# and quarantine swamp what they measure); REFLOW_SANITIZER turns them off.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ $# -eq 0 ]; then set -- address thread; fi
export ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1:exitcode=86}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Scripts/check/lsan.supp:print_suppressions=0}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:exitcode=87}
# The Swift runtime's backtracer and the sanitizers both want the crash signals.
export SWIFT_BACKTRACE=enable=no
status=0
for sanitizer in "$@"; do
  echo "== $sanitizer"
  if REFLOW_SANITIZER=$sanitizer swift test --sanitize="$sanitizer" --build-path ".build/sanitize-$sanitizer"; then
    echo "== $sanitizer: clean"
  else
    echo "== $sanitizer: FAILED"
    status=1
  fi
done
exit $status
