#!/usr/bin/env bash
# Regenerates Documentation/reflow.1 from the argument parser, with the tool of
# swift-argument-parser's generate-manual plugin. Run after changing an option;
# BehaviourTests fails while the page misses one or names another version.
set -euo pipefail
cd "$(dirname "$0")/../.."
# The plugin's tool, run on the debug binary: the plugin itself would build the whole package again in release mode
# for the same help text.
swift build --product reflow >/dev/null
swift build --product generate-manual >/dev/null
pages=$(mktemp -d)
trap 'rm -rf "$pages"' EXIT
.build/debug/generate-manual .build/debug/reflow --output-directory "$pages"
# The page's footer names the version, read from the binary (Sources/ReflowConfiguration/Version.swift is its one source).
version=$(.build/debug/reflow --version)
# The parser knows only the formatter's options, and names a subcommand it does not have (its own `help`); the
# synopsis is written here instead: the formatter, `render`, `lsp` and `help`, each option described under OPTIONS.
# `reflow lsp` is dispatched before the parser too: its section, Documentation/language-server.mdoc, goes before
# EXIT STATUS, after the rules that `--help` leaves to this page (Documentation/reflow-rules.mdoc). The help's
# pointer to this page is left out of it.
sed "s/^\.Os\$/.Os Reflow $version/" "$pages/reflow.1" |
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
    /^How .*: man reflow\.$/ { pointer = 1; next }
    pointer && /^$/ { pointer = 0; next }
    /^\.Sh "EXIT STATUS"/ {
      while ((getline line < "Documentation/reflow-rules.mdoc") > 0) print line
      while ((getline line < "Documentation/language-server.mdoc") > 0) print line
    }
    /^\.Sh / { skipping = 0 }
    !skipping { print }
  ' >Documentation/reflow.1
echo "wrote Documentation/reflow.1"
