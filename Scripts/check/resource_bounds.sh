#!/usr/bin/env bash
# The resource bounds of issue 7 at full size, on a release build: peak memory
# and time for a 1 GB stream through a pipe, a 25 MB paragraph (and a quarter of it), a 10 MB word,
# 100,000 nested quotes and a 1,000,000-chip tag cloud.
#
#   Scripts/check/resource_bounds.sh [stream megabytes (1000)]
#
# Needs GNU time (apt-get install time) for the peak memory.
set -euo pipefail
cd "$(dirname "$0")/../.."
megabytes=${1:-1000}
swift build -c release --product reflow 2>&1 | grep -v '^\[' || true
reflow=.build/release/reflow
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import random, sys
work = sys.argv[1]
random.seed(1)
words = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit', 'sed', 'do']
text = []
size = 0
while size < 25_000_000:
    word = random.choice(words)
    text.append(word)
    size += len(word) + 1
# A quarter of it too: four times the paragraph should take about four times the time and memory.
open(f'{work}/paragraph.txt', 'w').write(' '.join(text) + '\n')
open(f'{work}/quarter.txt', 'w').write(' '.join(text[:len(text) // 4]) + '\n')
open(f'{work}/word.txt', 'w').write('x' * 10_000_000 + ' tail\n')
open(f'{work}/quotes.md', 'w').write('>' * 100_000 + ' deep\n')
open(f'{work}/cloud.md', 'w').write(' '.join(f'[t{i % 1000}]{{.chip}}' for i in range(1_000_000)) + '\n')
open(f'{work}/block.txt', 'w').write(('a stream of words that never ends ' * 30 + '\n\n') * 1000)
PY
measure() {
  local label=$1
  shift
  /usr/bin/time -f "$label: %e s, peak %M KB" "$@" >/dev/null
}
python3 -c "
import sys
chunk = open('$work/block.txt', 'rb').read()
out = sys.stdout.buffer
for _ in range($megabytes * 1000000 // len(chunk) + 1): out.write(chunk)
" | measure "${megabytes} MB stream through a pipe" $reflow -w 50
measure "6.25 MB single paragraph (optimal)" $reflow -w 72 "$work/quarter.txt"
measure "25 MB single paragraph (optimal)" $reflow -w 72 "$work/paragraph.txt"
measure "10 MB word" $reflow -w 72 "$work/word.txt"
measure "100,000 nested quotes, --markdown" $reflow --markdown "$work/quotes.md"
measure "100,000 nested quotes, render" $reflow render -w 80 "$work/quotes.md"
measure "1,000,000-chip tag cloud, render" $reflow render -w 80 "$work/cloud.md"
