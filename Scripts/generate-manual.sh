#!/usr/bin/env bash
# Regenerates Documentation/reflow.1 from the argument parser, with
# swift-argument-parser's generate-manual plugin. Run after changing an option;
# BehaviourTests fails while the page misses one or names another version.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package --allow-writing-to-package-directory generate-manual
# The page's footer names the version, read from the binary (Sources/reflow/Version.swift is its one source).
swift build --product reflow >/dev/null
version=$(.build/debug/reflow --version)
sed "s/^\.Os\$/.Os Reflow $version/" .build/plugins/GenerateManual/outputs/reflow/reflow.1 >Documentation/reflow.1
echo "wrote Documentation/reflow.1"
