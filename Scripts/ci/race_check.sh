#!/usr/bin/env bash
# Builds the reflow binary under ThreadSanitizer and runs it where it uses more
# than one thread: plain text, --markdown and render, each on an input large
# enough to be split into batches, on 2 threads, and `reflow lsp`, whose
# diagnostics run on a queue of their own. Each run must be free of reports
# and write what one thread writes.
#
#   Scripts/ci/race_check.sh
#
# CI runs this instead of the whole suite under ThreadSanitizer
# (Scripts/check/sanitize.sh thread): the threads live in the binary's pipelines, and
# building the test targets under the sanitizer took 17 of CI's minutes.
set -euo pipefail
cd "$(dirname "$0")/../.."

export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:exitcode=87}
export SWIFT_BACKTRACE=enable=no
build=.build/sanitize-thread
swift build --product reflow --sanitize=thread --build-path "$build" >/dev/null
reflow="$build/debug/reflow"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Plain text: Debian Reference's English text, 800 KB, several batches.
gzip -dc /usr/share/debian-reference/debian-reference.en.txt.gz >"$work/plain.txt"
# Markdown: the repository's own documents and samples, repeated past one batch.
for _ in $(seq 8); do cat README.md BENCHMARKS.md Samples/*.md Tests/ReflowMarkdownTests/Corpus/*.md; done \
  >"$work/doc.md"

status=0
check() {
  local name=$1
  shift
  "$reflow" "$@" --jobs 1 >"$work/one" || { echo "race_check: $name failed on one thread"; status=1; return; }
  # Two threads on CI's two cores; four found nothing more and doubled the step's time.
  for jobs in 2; do
    if ! "$reflow" "$@" --jobs "$jobs" >"$work/many"; then
      echo "race_check: $name on $jobs threads: a sanitizer report or a failure"
      status=1
    elif ! cmp -s "$work/one" "$work/many"; then
      echo "race_check: $name on $jobs threads writes other text than on one"
      status=1
    else
      echo "race_check: $name on $jobs threads: clean"
    fi
  done
}
check "plain text" -w 60 "$work/plain.txt"
check "--markdown" --markdown -w 60 "$work/doc.md"
check "render, ANSI" render --format ansi --color always --pager never -w 70 "$work/doc.md"

# --diff lists each paragraph's lines through the same batches and parallel pieces. It exits 1 when something
# would change, and its headers carry the time of the run, so they are left out of the comparison.
check_diff() {
  local name=$1
  shift
  for jobs in 1 2; do
    local code=0
    "$reflow" --diff "$@" --jobs "$jobs" >"$work/diff" || code=$?
    if [ "$code" != 1 ]; then
      echo "race_check: $name on $jobs threads: a sanitizer report or a failure (exit $code)"
      status=1
      continue
    fi
    grep -v '^--- \|^+++ ' "$work/diff" >"$work/diff.$jobs"
    if [ "$jobs" != 1 ] && ! cmp -s "$work/diff.1" "$work/diff.$jobs"; then
      echo "race_check: $name on $jobs threads writes another diff than on one"
      status=1
    elif [ "$jobs" != 1 ]; then
      echo "race_check: $name on $jobs threads: clean"
    fi
  done
}
check_diff "plain text --diff" -w 40 "$work/plain.txt"
check_diff "--markdown --diff" --markdown -w 40 "$work/doc.md"
# The language server: requests on the main thread while the diagnostics of each change are worked out on their
# own queue, over plain text and Markdown.
if python3 Tests/LanguageServer/race_session.py "$reflow" "$work/plain.txt" "$work/doc.md"; then
  echo "race_check: reflow lsp, requests during diagnostics: clean"
else
  echo "race_check: reflow lsp: a sanitizer report or a failure"
  status=1
fi
exit $status
