#!/usr/bin/env bash
# Counts the instructions a release build of reflow runs on four fixed 1 MiB
# inputs (two of plain text, --markdown and render, one thread each), and the
# misses of the instruction cache Valgrind models, and fails when a count of
# instructions is more than 2 % over its budget in
# Benchmarks/instruction-budget.txt, or a count of misses more than 5 %.
#
#   Scripts/ci/instruction_budget.sh            check the counts against the budgets
#   Scripts/ci/instruction_budget.sh --update   write the counts measured as the new budgets
#   Scripts/ci/instruction_budget.sh --order    write the functions the runs spend most in, as the
#                                               release link's order (Benchmarks/function-order.txt)
#
# Why instructions and not time: a count under Valgrind does not depend on what
# else the machine is doing, so a 2 % bound can be checked on every run, where
# a timed test would flap. Speed once drifted 14 % through changes each timed
# as neutral; this catches the next such drift at the commit that makes it.
#
# Why the misses too: instructions alone once missed a cost. Code spread over
# more functions ran about as many instructions on prose and measurably more
# wall time, because the code each paragraph runs outgrew the instruction
# cache (Benchmarks/HISTORY.md, 2026-12-03). Valgrind's model of that cache is
# as deterministic as the count; its bound is wider, since code that only
# moves can move the misses a little.
#
# A budget may be raised, by the commit that needs it and with its reason: the
# last commit to change the budget file must also change Benchmarks/HISTORY.md.
# Each budget line also records its input's SHA-256, so that an input that
# changed (a new debian-reference-en) is named as such, not taken for a slower
# build.
set -euo pipefail
cd "$(dirname "$0")/../.."

budgets=Benchmarks/instruction-budget.txt
history=Benchmarks/HISTORY.md
# The Markdown input is the repository's own Markdown as it stood at this commit, which never changes.
markdown_commit=5959035
size=$((1 << 20))
update=false
order=false
[[ ${1:-} == --update ]] && update=true
[[ ${1:-} == --order ]] && order=true

# Linked afresh each time: SwiftPM does not know that the link reads Benchmarks/function-order.txt (Package.swift).
# Built as `make install` builds it, optimised across the modules at the link (ThinLTO), which SwiftPM takes from its
# command line only.
rm -f "$(swift build -c release --show-bin-path)/reflow"
swift build -c release --experimental-lto-mode=thin --product reflow >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Valgrind's DWARF reader gives up on Swift 6.3's debug information; the counts need none of it.
objcopy --strip-debug "$(swift build -c release --show-bin-path)/reflow" "$work/reflow"

# The link placed the hottest functions in the list's order (Package.swift): of the list's first 30, those the binary
# still defines stand at rising addresses.
if ! nm -n --defined-only "$work/reflow" | awk -v list=Benchmarks/function-order.txt '
  BEGIN { while (count < 30 && (getline name <list) > 0) rank[name] = ++count }
  ($3 in rank) { if (rank[$3] < last) disordered = 1; last = rank[$3]; seen++ }
  END { exit !(seen >= 10 && !disordered) }'; then
  echo "instruction_budget: the release build does not follow Benchmarks/function-order.txt; a .build made before" \
    "Package.swift set the link's flags keeps its objects (remove .build/*/release once), or lld is missing"
  exit 1
fi

# Plain text: the Debian Reference in English (878 KB), continued from its start to 1 MiB.
reference=/usr/share/debian-reference/debian-reference.en.txt.gz
gzip -dc "$reference" >"$work/once.txt"
cat "$work/once.txt" "$work/once.txt" >"$work/twice.txt"
head -c "$size" "$work/twice.txt" >"$work/plain.txt"
# Prose: the GNU GPL version 3 (35 KB, in every Debian), repeated to 1 MiB. Paragraphs of prose alone, two spaces after
# each sentence: every paragraph runs the whole way through the rules, the layout and the settling check.
license=/usr/share/common-licenses/GPL-3
while [[ $(stat -c %s "$work/license.txt" 2>/dev/null || echo 0) -lt $size ]]; do cat "$license" >>"$work/license.txt"; done
head -c "$size" "$work/license.txt" >"$work/prose.txt"
# Markdown: every Markdown file of the repository at $markdown_commit, in path order, repeated to 1 MiB.
if ! git cat-file -e "$markdown_commit^{commit}" 2>/dev/null; then
  echo "instruction_budget: commit $markdown_commit, whose Markdown is the input, is not in this clone" \
    "(a shallow one?): clone with the history"
  exit 1
fi
git ls-tree -r --name-only "$markdown_commit" | grep '\.md$' | while read -r path; do
  git show "$markdown_commit:$path"
  echo
done >"$work/once.md"
while [[ $(stat -c %s "$work/doc.md" 2>/dev/null || echo 0) -lt $size ]]; do cat "$work/once.md" >>"$work/doc.md"; done
head -c "$size" "$work/doc.md" >"$work/markdown.md"

# Each run: a name, its input, and reflow's arguments before the input.
runs=(
  "plain plain.txt -w 72"
  "prose prose.txt -w 72"
  "markdown markdown.md --markdown -w 80"
  "render markdown.md render --color always -w 80"
)

# Deterministic hashing: Swift seeds its hashes afresh in each process, which moves a count by some 20,000.
export SWIFT_DETERMINISTIC_HASHING=1
status=0
measured=()
# check RUN WHAT COUNT BUDGET OVER UNDER: prints COUNT against BUDGET; fails when it is more than OVER % over, and
# asks for a lower budget when it is more than UNDER % under, so that the bound holds from there.
check() {
  local name=$1 what=$2 count=$3 budget=$4 over=$5 under=$6
  if [[ $budget -le 0 ]]; then
    echo "instruction_budget: $name has no budget for $what; measure anew with --update"
    return 1
  fi
  percent=$(awk -v c="$count" -v b="$budget" 'BEGIN { printf "%+.2f", (c - b) * 100 / b }')
  printf 'instruction_budget: %-9s %13s %s, budget %13s (%s %%)\n' "$name" "$count" "$what" "$budget" "$percent"
  if awk -v c="$count" -v b="$budget" -v o="$over" 'BEGIN { exit !(c > b * (1 + o / 100)) }'; then
    echo "instruction_budget: $name's $what are more than $over % over budget. Find the cost, or raise the budget" \
      "in $budgets (--update) and say why in $history, in the same commit."
    return 1
  elif awk -v c="$count" -v b="$budget" -v u="$under" 'BEGIN { exit !(c < b * (1 - u / 100)) }'; then
    echo "instruction_budget: $name's $what are more than $under % under budget: lower it (--update), so that the" \
      "$over % holds from here."
  fi
}
for run in "${runs[@]}"; do
  read -r name input arguments <<<"$run"
  digest=$(sha256sum "$work/$input" | cut -c1-16)
  # shellcheck disable=SC2086 # the arguments are words on purpose
  if ! valgrind --tool=cachegrind --cache-sim=yes --cachegrind-out-file="$work/$name.out" --log-file="$work/$name.log" \
    "$work/reflow" $arguments --jobs 1 "$work/$input" >/dev/null 2>"$work/$name.err"; then
    echo "instruction_budget: $name: reflow failed:"
    cat "$work/$name.err" "$work/$name.log"
    exit 1
  fi
  count=$(sed -n 's/.*I *refs: *//p' "$work/$name.log" | tr -d ,)
  misses=$(sed -n 's/.*I1 *misses: *//p' "$work/$name.log" | tr -d ,)
  measured+=("$name $digest $count $misses")
  line=$(grep "^$name " "$budgets" || true)
  read -r _ budget_digest budget budget_misses <<<"${line:-x x 0 0}"
  if $update || $order; then
    printf '%-9s %s %12s %10s\n' "$name" "$digest" "$count" "$misses"
  elif [[ -z $line ]]; then
    echo "instruction_budget: $name has no budget; measure it with --update"
    status=1
  elif [[ $budget_digest != "$digest" ]]; then
    echo "instruction_budget: $name: the input changed (SHA-256 $digest, budgeted $budget_digest); measure anew with --update"
    status=1
  else
    check "$name" instructions "$count" "$budget" 2 3 || status=1
    check "$name" "cache misses" "$misses" "${budget_misses:-0}" 5 8 || status=1
  fi
done

if $order; then
  # The runs' profiles, prose first, as Scripts/bench/function_order.py reads them.
  python3 Scripts/bench/function_order.py "$work/reflow" "$work"/{prose,plain,markdown,render}.out \
    >Benchmarks/function-order.txt
  echo "instruction_budget: wrote Benchmarks/function-order.txt; the budgets move with it: --update next."
  exit 0
fi
if $update; then
  {
    sed -n '/^#/p' "$budgets"
    printf '%s\n' "${measured[@]}" | awk '{ printf "%-9s %s %12s %10s\n", $1, $2, $3, $4 }'
  } >"$work/budgets"
  mv "$work/budgets" "$budgets"
  echo "instruction_budget: wrote $budgets; say why in $history, in the same commit."
  exit 0
fi

# A budget raised without a word: the last commit to change the budgets must change the history too.
if git diff --quiet HEAD -- "$budgets"; then
  last=$(git log -1 --format=%H -- "$budgets")
  if [[ -n $last ]] && ! git show --name-only --format= "$last" | grep -qx "$history"; then
    echo "instruction_budget: commit ${last:0:7} changed $budgets without a word in $history"
    status=1
  fi
fi
exit $status
