#!/usr/bin/env bash
# Compares two reflow binaries' output, byte for byte, on every input this
# machine offers: the samples, Debian Reference's text in English, Chinese and
# Japanese, and every Markdown file under /usr/share/doc, at widths 20, 40
# and 80, in eight modes: plain text as it is, with -u, and greedy with a
# goal; --markdown as it is and with Knuth-Plass; render, plain and ANSI, and
# plain greedy with a goal (a goal a quarter short of the width).
#
# Usage: Scripts/bench/compare_outputs.sh OLD_BINARY NEW_BINARY
# Prints one line per input, mode and width whose output differs, then a count.
# A refactoring is checked with it: every line it prints must be a case that a
# changed rule explains.
set -uo pipefail
old=$1 new=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$(dirname "$0")/../.."
for lang in en zh-cn ja; do
  zcat "/usr/share/debian-reference/debian-reference.$lang.txt.gz" > "$work/reference.$lang.txt"
done
texts=(Samples/*.txt "$work"/reference.*.txt)
markdown=(Samples/*.md Tests/ReflowMarkdownTests/Corpus/*.md)
while IFS= read -r -d '' file; do markdown+=("$file"); done < <(find /usr/share/doc -name '*.md' -print0 | sort -z)
checked=0 differing=0
compare() { # label, then the arguments after the binary
  local label=$1; shift
  "$old" "$@" > "$work/old" 2>/dev/null; local old_status=$?
  "$new" "$@" > "$work/new" 2>/dev/null; local new_status=$?
  checked=$((checked + 1))
  if [ $old_status != $new_status ] || ! cmp -s "$work/old" "$work/new"; then
    differing=$((differing + 1))
    echo "differs: $label (exit $old_status / $new_status)"
  fi
}
for width in 20 40 80; do
  goal=$((width * 3 / 4))
  for file in "${texts[@]}"; do
    compare "plain -w $width $file" -w "$width" "$file"
    compare "plain -u -w $width $file" -u -w "$width" "$file"
    compare "plain greedy -g $goal -w $width $file" --algorithm greedy -g "$goal" -w "$width" "$file"
  done
  for file in "${markdown[@]}"; do
    compare "--markdown -w $width $file" --markdown -w "$width" "$file"
    compare "--markdown knuth-plass -w $width $file" --markdown --algorithm knuth-plass -w "$width" "$file"
    compare "render plain -w $width $file" render --format plain -w "$width" "$file"
    compare "render ansi -w $width $file" render --format ansi -w "$width" "$file"
    compare "render plain greedy -g $goal -w $width $file" render --format plain --algorithm greedy -g "$goal" \
      -w "$width" "$file"
  done
done
echo "$checked runs, $differing differ"
