// Phase: source files, what stays as written. Each rule that keeps a comment
// line or a run of them lives here: tool directives, regions a tool or the
// user turned off, the file's first lines, license headers and commented-out
// code.

import ReflowText

/// Which comment lines are kept as written, and which runs of them read as code.
enum KeptComments {
  /// Text a tool reads, at the start of a comment's text: such a line is a directive, never prose.
  static let directivePrefixes: [[UInt8]] = [
    "type:", "noqa", "shellcheck ", "swiftlint:", "swift-format-ignore", "swift-tools-version", "eslint-", "eslint ",
    "go:", "MARK:", "pragma", "pylint:", "mypy:", "pyright:", "isort:", "fmt:", "yapf:", "NOLINT", "nolint",
    "clang-format", "clang-tidy", "prettier-ignore", "@ts-", "rubocop:", "vim:", "vi:", "-*-", "SPDX-",
    "jshint", "jslint", "istanbul ", "sourcery:", "lint:", "nosec", "coverage:", "#region", "#endregion",
  ].map { Array($0.utf8) }

  /// Directives that turn a formatter off and on again, each pair after a comment leader: every comment line from
  /// the first to the second is kept.
  static let offOnPairs: [(off: [UInt8], on: [UInt8])] = [
    ("clang-format off", "clang-format on"), ("fmt: off", "fmt: on"), ("yapf: disable", "yapf: enable"),
    ("swift-format-ignore-file", ""),
  ].map { (Array($0.0.utf8), Array($0.1.utf8)) }

  /// Marks of a license or copyright header, lowercased.
  static let licenseWords: [[UInt8]] = ["copyright", "license", "licence", "spdx-"].map { Array($0.utf8) }

  /// Whether each of `lines` is kept as written, by every rule that looks at one line or a region of them.
  ///
  /// - the first two lines when they name an encoding (`# -*- coding: utf-8 -*-`), and a leader with no space after
  ///   it (`#!`, `//go:`, `#pragma`, a rule of `////`): directives and drawings;
  /// - a comment whose text starts with a tool's directive (``directivePrefixes``);
  /// - `clang-format off` … `on`, `fmt: off` … `on`, `yapf: disable` … `enable`, and `reflow: off` … `on`
  ///   (``ReflowText/IgnoreDirectives``): the lines from one to the other;
  /// - Markdown code fences inside comments other than documentation (```` ``` ````, `~~~`) and the lines between
  ///   them;
  /// - a license header: the comments before a file's first code line, when they name a copyright or a license.
  static func keptLines(_ text: UnsafeBufferPointer<UInt8>, lines: [SourceLine]) -> [Bool] {
    keptLinesAndOpenPairs(text, lines: lines).kept
  }

  /// ``keptLines(_:lines:)``, and whether each line starts between a formatter's off directive and its on one
  /// (``offOnPairs``): state that a reading of the text from that line alone would not have.
  static func keptLinesAndOpenPairs(_ text: UnsafeBufferPointer<UInt8>, lines: [SourceLine]) -> (
    kept: [Bool], pairOpen: [Bool]
  ) {
    var kept = [Bool](repeating: false, count: lines.count)
    var pairOpen = [Bool](repeating: false, count: lines.count)
    let regions = IgnoreDirectives.offRegions(in: text)
    var regionIndex = 0
    var closing: [UInt8]?
    var inFence = false
    for (index, line) in lines.enumerated() {
      while regionIndex < regions.count && regions[regionIndex].upperBound <= line.content.lowerBound {
        regionIndex += 1
      }
      if regionIndex < regions.count && regions[regionIndex].contains(line.content.lowerBound) { kept[index] = true }
      pairOpen[index] = closing != nil
      guard let comment = line.comment else {
        if !line.isCommentOrBlank { inFence = false }
        continue
      }
      let words = trimmedStart(text, comment.text)
      if let on = closing {
        kept[index] = true
        if !on.isEmpty && starts(text, words, with: on) { closing = nil }
        continue
      }
      if let pair = offOnPairs.first(where: { starts(text, words, with: $0.off) }) {
        kept[index] = true
        closing = pair.on
        continue
      }
      // Documentation is Markdown: the Markdown formatter keeps its code blocks.
      if !comment.isDoc
        && (starts(text, words, with: Array("```".utf8)) || starts(text, words, with: Array("~~~".utf8)))
      {
        kept[index] = true
        inFence.toggle()
        continue
      }
      if (inFence && !comment.isDoc) || comment.isGlued
        || directivePrefixes.contains(where: { starts(text, words, with: $0) })
      {
        kept[index] = true
      }
      if index < 2 && contains(text, line.content, Array("coding".utf8)) { kept[index] = true }
    }
    keepLicenseHeader(text, lines: lines, kept: &kept)
    return (kept, pairOpen)
  }

  /// Marks a file's license header as kept: the comments before its first code line, in groups that blank lines
  /// part, up to the last of the first groups that name a copyright or a license.
  ///
  /// A license is legal text whose owners chose its every line, and many
  /// projects check that it is byte for byte the same in every file. The
  /// comment after the blank line that ends it documents the code below it
  /// (often the first declaration's doc comment), and is prose like any other.
  private static func keepLicenseHeader(_ text: UnsafeBufferPointer<UInt8>, lines: [SourceLine], kept: inout [Bool]) {
    var keptEnd = 0
    var named = false
    var groupStart = 0
    var groupNames = false
    for index in 0...lines.count {
      let line = index < lines.count ? lines[index] : nil
      let blank = line.map { text[$0.content].allSatisfy { $0 == 0x20 || $0 == 0x09 } } ?? true
      if blank || line?.isCommentOrBlank != true {
        if groupNames {
          keptEnd = index
          named = true
        } else if named && index > groupStart {
          break
        }
        groupStart = index + 1
        groupNames = false
        if line?.isCommentOrBlank != true { break }
        continue
      }
      if let line, !groupNames {
        let lowered = text[line.content].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        groupNames = licenseWords.contains { word in lowered.firstRange(of: word) != nil }
      }
    }
    for index in 0..<keptEnd { kept[index] = true }
  }

  /// Whether the comment run's lines read as code that was commented out, so that the run is kept as written.
  ///
  /// A line is code when its text ends with `;`, `{` or `}`, ends with `)`
  /// after a call (`name(` with no space before the parenthesis), starts with
  /// a C preprocessor line (`#include`, `#define`, `#if`...), or starts with
  /// four spaces or a tab beyond the run's one space (an indented example, as
  /// Markdown reads it). Prose rarely ends a line so, and a run that holds one
  /// such line is kept whole, so that rewrapping can never move code into a
  /// sentence.
  static func readsAsCode(_ text: UnsafeBufferPointer<UInt8>, _ comments: some Sequence<LineComment>) -> Bool {
    comments.contains { comment in
      var end = comment.text.upperBound
      while end > comment.text.lowerBound && (text[end - 1] == 0x20 || text[end - 1] == 0x09) { end -= 1 }
      let body = comment.text.lowerBound..<end
      guard !body.isEmpty else { return false }
      if text[body.lowerBound] == 0x09 || starts(text, body, with: Array("    ".utf8)) { return true }
      let last = text[end - 1]
      if last == UInt8(ascii: ";") || last == UInt8(ascii: "{") || last == UInt8(ascii: "}") { return true }
      if last == UInt8(ascii: ")") && hasCall(text, body) { return true }
      let words = trimmedStart(text, body)
      return ["#include", "#define", "#if", "#else", "#endif", "#import"].contains {
        starts(text, words, with: Array($0.utf8))
      }
    }
  }

  /// Whether a Go comment run holds a block of Go's doc comment syntax, so that the run is kept as written.
  ///
  /// Go's doc comments are not Markdown: gofmt reads an indented line as a
  /// list item or a code block and a `# ` line as a heading, and reformats
  /// them its own way. Their other paragraphs are plain text, which the
  /// line path rewraps; a run holding one of these blocks stays as written.
  static func holdsGoDocBlocks(_ text: UnsafeBufferPointer<UInt8>, _ comments: [LineComment]) -> Bool {
    if let head = comments.first, starts(text, head.text, with: Array("# ".utf8)) { return true }
    return comments.contains { comment in
      !comment.text.isEmpty && (text[comment.text.lowerBound] == 0x20 || text[comment.text.lowerBound] == 0x09)
    }
  }

  /// Whether `range` holds a name directly followed by an opening parenthesis.
  private static func hasCall(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var index = range.lowerBound + 1
    while index < range.upperBound {
      if text[index] == UInt8(ascii: "(") {
        let before = text[index - 1]
        if before == UInt8(ascii: "_") || (before | 0x20 >= 0x61 && before | 0x20 <= 0x7A)
          || (before >= 0x30 && before <= 0x39)
        {
          return true
        }
      }
      index += 1
    }
    return false
  }

  /// `range` without its leading blanks.
  static func trimmedStart(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    while start < range.upperBound && (text[start] == 0x20 || text[start] == 0x09) { start += 1 }
    return start..<range.upperBound
  }

  /// Whether the bytes at `range` start with `prefix`.
  static func starts(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, with prefix: [UInt8]) -> Bool {
    range.count >= prefix.count && text[range.lowerBound..<(range.lowerBound + prefix.count)].elementsEqual(prefix)
  }

  /// Whether the bytes at `range` hold `word`.
  private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ word: [UInt8]) -> Bool {
    text[range].firstRange(of: word) != nil
  }
}
