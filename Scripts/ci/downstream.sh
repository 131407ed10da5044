#!/usr/bin/env bash
# Checks Examples/Downstream, a package that depends on this one through its products as another project would, and
# runs its code: every Swift block of the README and of the DocC getting-started articles, with the values they show.
# It turns the command's trait off, as a library user does, so the command's dependencies must stay out of its build.
#
# The code is compiled by the Fuzz package, which takes the same products with the trait off: one AddressSanitizer
# build of the libraries then serves the fuzz replay and this check, and after Scripts/ci/fuzz.sh 0 (as in CI) the
# build here has nothing left to do. The example's own manifest is only resolved.
set -euo pipefail
cd "$(dirname "$0")/../.."

(cd Examples/Downstream && swift package resolve)
for dependency in swift-argument-parser TOMLKit; do
  if [ -e "Examples/Downstream/.build/checkouts/$dependency" ]; then
    echo "downstream.sh: $dependency was checked out for a package that uses only the libraries" >&2
    exit 1
  fi
done

bin=$(Scripts/ci/fuzz_build.sh replay)
# Render's code highlighting is ReflowHighlight's, which MyTool does not use: source-highlight's shim must not
# have been compiled, so a user without libsource-highlight-dev (or boost) can build.
if find "$bin/CReflowHighlight.build" -name '*.o' 2>/dev/null | grep -q .; then
  echo "downstream.sh: CReflowHighlight was compiled for a package that does not highlight code" >&2
  exit 1
fi
"$bin/MyTool"
