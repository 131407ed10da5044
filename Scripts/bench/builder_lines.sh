#!/usr/bin/env bash
# Counts the lines of the code that turns text into items and lines for the
# three front ends (issue 25's "less code"): the shared paragraph builder
# (Sources/ReflowText/Paragraph), the segment refinements and measuring the
# builder took over from segmentation and render, render's segmenter adapter,
# and the three
# front ends' own files (plain text's TextWrapper, --markdown's
# ParagraphRewrapper, render's ParagraphLayout and, while it existed, its
# PieceCutter), at each revision given.
#
# Usage: Scripts/bench/builder_lines.sh REVISION...   (for example: df25b3d HEAD)
set -euo pipefail
cd "$(dirname "$0")/../.."
paths=(
  Sources/ReflowText/Paragraph
  Sources/ReflowParagraph/Paragraph
  Sources/ReflowUnicode/Segmentation/ContentSegmenter.swift
  Sources/ReflowUnicode/Segmentation/SegmentRefinement.swift
  Sources/ReflowUnicode/Unicode/DisplayWidthMeasurer.swift
  Sources/ReflowUnicode/Segmentation/ParagraphContent.swift
  Sources/ReflowText/Document/PlainTextLineStarts.swift
  Sources/ReflowText/Document/QuoteMarkers.swift
  Sources/ReflowMarkdown/Rewrap/MarkdownLineStarts.swift
  Sources/ReflowMarkdown/Rewrap/MarkdownQuoteMarkers.swift
  Sources/ReflowText/Segmentation/ContentSegmenter.swift
  Sources/ReflowText/Segmentation/SegmentRefinement.swift
  Sources/ReflowText/API/DisplayWidthMeasurer.swift
  Sources/ReflowText/API/TextWrapper.swift
  Sources/ReflowMarkdown/Rewrap/ParagraphRewrapper.swift
  Sources/ReflowMarkdown/Render/Layout/ParagraphLayout.swift
  Sources/ReflowMarkdown/Render/Layout/PieceCutter.swift
)
for revision in "$@"; do
  total=0
  while IFS= read -r file; do
    lines=$(git show "$revision:$file" | wc -l)
    total=$((total + lines))
  done < <(git ls-tree -r --name-only "$revision" -- "${paths[@]}")
  echo "$revision $total"
done
