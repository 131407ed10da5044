#!/bin/bash
# Writes the transcripts of the two editor sessions the end-to-end tests drive through the README's recipes,
# Neovim 0.7 and Emacs with eglot, to Benchmarks/Transcripts (or the folder given): each step's buffer, and the
# end checked against `reflow -i`. Needs the debug build with its tests (swift build --build-tests), neovim,
# emacs-nox, elpa-eglot and elpa-markdown-mode.
set -euo pipefail
cd "$(dirname "$0")/../.."
folder="$(realpath -m "${1:-Benchmarks/Transcripts}")"
REFLOW_TRANSCRIPTS="$folder" swift test --skip-build \
  --filter 'NeovimLanguageServerTests.neovimTypes|EmacsLanguageServerTests' 2>&1 | grep -E '✘|✔ Test run|error' || true
for file in "$folder"/neovim-0.7.md "$folder"/emacs-eglot.md; do
  test -s "$file" || { echo "no transcript written: $file" >&2; exit 1; }
done
# As the repository's other Markdown: the buffers are in fences, which a rewrap keeps as they are.
.build/debug/reflow --markdown -w 80 -i "$folder"/neovim-0.7.md "$folder"/emacs-eglot.md
grep -H -A 2 '^## Checked' "$folder"/neovim-0.7.md "$folder"/emacs-eglot.md
