#!/usr/bin/env bash
# Formats the package in place, then lints strictly. `--check` only lints.
set -euo pipefail
cd "$(dirname "$0")/../.."
paths=(Package.swift Sources Tests Examples/Downstream/Package.swift Examples/Downstream/Sources)
[ -d Benchmarks ] && paths+=(Benchmarks/Package.swift Benchmarks/Benchmarks)
if [ "${1:-}" != "--check" ]; then
  swift format format --in-place --recursive --parallel "${paths[@]}"
fi
swift format lint --strict --recursive --parallel "${paths[@]}"
