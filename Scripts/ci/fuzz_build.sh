#!/usr/bin/env bash
# Builds the Fuzz package with libFuzzer and AddressSanitizer: the fuzz targets and the downstream example's MyTool,
# which share the one build of the libraries. Prints the folder of the executables.
#
#   Scripts/ci/fuzz_build.sh replay   unoptimised: what a corpus replay and MyTool's run need (CI)
#   Scripts/ci/fuzz_build.sh timed    optimised: more executions in a timed run
#
# A replay runs each seed once, so an unoptimised build serves it and compiles in far less time; a timed run wants
# the optimiser. Both are release builds, apart: a debug build renames the executable's main, and libFuzzer's own
# main would then be linked in its place.
set -euo pipefail
cd "$(dirname "$0")/../.."

case ${1:-} in
  replay) scratch=Fuzz/.build/replay optimise=(-Xswiftc -Onone) ;;
  timed) scratch=Fuzz/.build optimise=() ;;
  *)
    echo "usage: Scripts/ci/fuzz_build.sh replay|timed" >&2
    exit 2
    ;;
esac

# SwiftPM links with gold, which cannot link libFuzzer's driver beside Swift's main; lld can.
toolset=$(mktemp)
trap 'rm -f "$toolset" "$toolset.log"' EXIT
echo '{"schemaVersion": "1.0", "swiftCompiler": {"extraCLIOptions": ["-use-ld=lld"]}}' >"$toolset"
# A failed build must stop the caller: an older binary left in .build would otherwise be run and reported clean.
flags=(--package-path Fuzz --scratch-path "$scratch" -c release --toolset "$toolset"
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing "${optimise[@]}")
if ! swift build "${flags[@]}" >"$toolset.log" 2>&1; then
  grep -v '^\[' "$toolset.log" >&2
  echo "fuzz_build.sh: the Fuzz package did not build" >&2
  exit 2
fi
grep -v '^\[' "$toolset.log" >&2 || true
swift build "${flags[@]}" --show-bin-path
