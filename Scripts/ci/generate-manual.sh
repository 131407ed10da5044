#!/usr/bin/env bash
# Regenerates Documentation/reflow.1 from the argument parser, with
# swift-argument-parser's generate-manual plugin. Run after changing an option;
# BehaviourTests fails while the page misses one or names another version.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift package --allow-writing-to-package-directory generate-manual
# The page's footer names the version, read from the binary (Sources/reflow/Version.swift is its one source).
swift build --product reflow >/dev/null
version=$(.build/debug/reflow --version)
# The parser knows only the formatter's options, and names a subcommand it does not have (its own `help`); the
# synopsis is written here instead: the formatter, `render`, `lsp` and `help`, each option described under OPTIONS.
# `reflow lsp` is dispatched before the parser too: its section, Documentation/language-server.mdoc, goes before
# EXIT STATUS.
sed "s/^\.Os\$/.Os Reflow $version/" .build/plugins/GenerateManual/outputs/reflow/reflow.1 |
  awk '
    /^\.Sh SYNOPSIS$/ {
      print
      print ".Nm"; print ".Op Ar OPTIONS"; print ".Op Ar FILE ..."
      print ".Nm"; print ".Cm render"; print ".Op Ar OPTIONS"; print ".Op Ar FILE ..."
      print ".Nm"; print ".Cm lsp"
      print ".Nm"; print ".Cm help"; print ".Op Cm render | lsp"
      skipping = 1
      next
    }
    /^\.Sh "EXIT STATUS"/ { while ((getline line < "Documentation/language-server.mdoc") > 0) print line }
    /^\.Sh / { skipping = 0 }
    !skipping { print }
  ' >Documentation/reflow.1
echo "wrote Documentation/reflow.1"
