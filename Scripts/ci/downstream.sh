#!/usr/bin/env bash
# Builds Examples/Downstream, a package that depends on this one through its products as another project would,
# and runs it: every Swift block of the README and of the DocC getting-started articles, with the values they show.
# It turns the command's trait off, as a library user does, so the command's dependencies must stay out of its build.
set -euo pipefail
cd "$(dirname "$0")/../../Examples/Downstream"
swift build --product MyTool
for dependency in swift-argument-parser TOMLKit; do
  if [ -e ".build/checkouts/$dependency" ]; then
    echo "downstream.sh: $dependency was checked out for a package that uses only the libraries" >&2
    exit 1
  fi
done
# Render's code highlighting is ReflowHighlight's, which MyTool does not use: source-highlight's shim must not
# have been compiled, so a user without libsource-highlight-dev (or boost) can build.
if find .build/debug/CReflowHighlight.build -name '*.o' 2>/dev/null | grep -q .; then
  echo "downstream.sh: CReflowHighlight was compiled for a package that does not highlight code" >&2
  exit 1
fi
.build/debug/MyTool
