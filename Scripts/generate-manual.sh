#!/usr/bin/env bash
# Regenerates Documentation/reflow.1 from the argument parser, with
# swift-argument-parser's generate-manual plugin. Run after changing an option;
# BehaviourTests fails while the page misses one.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package --allow-writing-to-package-directory generate-manual
cp .build/plugins/GenerateManual/outputs/reflow/reflow.1 Documentation/reflow.1
echo "wrote Documentation/reflow.1"
