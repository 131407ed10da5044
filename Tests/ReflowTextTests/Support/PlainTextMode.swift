// Test support: `reflow`'s plain-text modes as formatter options, a document
// formatted as the plain-text pipeline formats it, and the words a refill reads
// from it.

import FlowLayout
import PropertyBased
import Testing

@testable import ReflowText

#if canImport(Glibc)
  import Glibc
#endif

/// One of `reflow`'s plain-text modes, as the options the command line gives the formatter.
struct PlainTextMode: CustomStringConvertible, Sendable {
  var description: String
  var options: @Sendable (Int) -> DocumentOptions

  /// The command line's defaults with `change` applied: optimal breaks, preserved spacing, soft hyphens, no cuts.
  init(_ name: String, _ change: @escaping @Sendable (inout DocumentOptions) -> Void = { _ in }) {
    description = name
    options = { width in
      var options = DocumentOptions(
        wrap: TextWrapOptions(width: width, breaksLongWords: false, spacing: .preserve))
      change(&options)
      return options
    }
  }

  /// Every mode of the acceptance list: `--wrap` modes, `-u`, `-s`, `-c`, `-t`, `-p`, `-q`, justification, breakers.
  ///
  /// Right and centred alignment are left out: the spaces they put before a
  /// line read back as its indentation, as they do for fmt's readers, so
  /// they are for text that is read, not rewrapped again.
  static let all: [PlainTextMode] = [
    PlainTextMode("default"),
    PlainTextMode("--wrap sentence") { $0.wrap.breaksAtSentences = true },
    PlainTextMode("--wrap keep") { $0.shape = .splitOnly },
    PlainTextMode("--wrap no") {
      $0.wrap.width = 1 << 40
      $0.wrap.algorithm = .greedy
    },
    PlainTextMode("-u") { $0.wrap.spacing = .sentences },
    PlainTextMode("-c") { $0.shape = .crownMargin },
    PlainTextMode("-t") { $0.shape = .taggedParagraph },
    PlainTextMode("-q") { $0.prefixes.insert(.commentLeaders) },
    PlainTextMode("-p '# '") { $0.prefix = "# " },
    PlainTextMode("--align justify") {
      $0.wrap.alignment = .justified
      $0.wrap.algorithm = .knuthPlass
    },
    PlainTextMode("--algorithm greedy") { $0.wrap.algorithm = .greedy },
    PlainTextMode("--algorithm balance") { $0.wrap.algorithm = .balance },
    PlainTextMode("--no-detect-prefixes") { $0.prefixes = [] },
  ]
}

/// Formats `document` as the plain-text pipeline does: invalid bytes pass through unchanged.
func formatPassingThrough(_ document: [UInt8], _ formatter: DocumentFormatter) -> [UInt8] {
  document.withUnsafeBufferPointer { bytes in
    guard UTF8Validation.firstInvalidOffset(in: bytes) != nil, let escaped = InvalidBytes.escaped(bytes) else {
      return formatter.format(utf8: bytes)
    }
    var output = escaped.text.withUnsafeBufferPointer { formatter.format(utf8: $0) }
    InvalidBytes.restore(&output)
    return output
  }
}

/// The words a refill reads from `document` in `mode`: each paragraph joined onto one line by the same mode with no
/// width, split at white space, without the words that are markers (a quote's `>`, a comment's `//`), which a
/// prefix repeats or drops from line to line.
///
/// This is the test the guarantee names: a break that a refill undoes (a line end, a break between ideographs)
/// changes no word; a cut inside a word, or a space put where there was none, does. White space after CJK
/// punctuation separates no words (a line end there reads back as nothing, and the space goes with it), so a word
/// that ends with such punctuation is read together with the next.
func refillWords(_ document: [UInt8], mode: PlainTextMode) -> [Substring] {
  var options = mode.options(1 << 40)
  options.wrap.algorithm = .greedy
  options.wrap.alignment = .leading
  options.wrap.breaksAtSentences = false
  if options.shape == .splitOnly { options.shape = .sameIndent }
  // The reader's paragraphs as they are: no paragraph kept as written because a next run would read it otherwise.
  let refill = try! DocumentFormatter(options: options)
  refill.checksReadBack = false
  let joined = String(decoding: formatPassingThrough(document, refill), as: UTF8.self)
  // The markers a line may open with, which joining drops from later lines.
  let isMarker: (Substring) -> Bool = { word in
    word.allSatisfy { $0 == ">" } || word.allSatisfy { $0 == ";" } || word.allSatisfy { $0 == "%" }
      || ["#", "//", "///", "//!", "--", "*"].contains(word)
  }
  // Each word is cut after CJK punctuation and the markers go, wherever they stand (a paragraph kept as written
  // keeps them inside its lines, and a refill glues one to punctuation a line ended with); then every word after
  // such punctuation is joined to it, which is how a refill reads a line end or a space there.
  var pieces: [Substring] = []
  for word in joined.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
    var start = word.startIndex
    var index = word.startIndex
    while index < word.endIndex {
      let next = word.index(after: index)
      if next < word.endIndex,
        word[index].unicodeScalars.contains(where: {
          CodePointProperties($0.value).isCJKPunctuation
        })
      {
        pieces.append(word[start..<next])
        start = next
      }
      index = next
    }
    pieces.append(word[start...])
  }
  var words: [Substring] = []
  for word in pieces where !isMarker(word) {
    if let last = words.last, let mark = last.unicodeScalars.last, CodePointProperties(mark.value).isCJKPunctuation {
      words[words.count - 1] = Substring(last + word)
    } else {
      words.append(word)
    }
  }
  return words
}
