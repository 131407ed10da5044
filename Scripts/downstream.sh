#!/usr/bin/env bash
# Builds Examples/Downstream, a package that depends on this one through its products as another project would,
# and runs it: every Swift block of the README and of the DocC getting-started articles, with the values they show.
set -euo pipefail
cd "$(dirname "$0")/../Examples/Downstream"
swift build --product MyTool
.build/debug/MyTool
