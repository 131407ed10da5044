// Phase: code blocks, coloured. GNU source-highlight reads a fenced block's
// lines by the language its info string names and says what each token is;
// this file turns those tokens into style runs over the line, one grapheme
// cluster at a time, so a token boundary inside a cluster never splits it.

import CReflowHighlight

/// What a token of code is, as the highlighting library names it (folded into the kinds a theme colours).
enum CodeTokenKind: Int32, CaseIterable {
  case normal = 0, keyword, type, string, special, comment, number, preprocessor, function, variable
  case removed, added, hunk
}

/// Colours fenced code blocks by their language, through GNU source-highlight.
///
/// Each highlighter owns a session of the library, which caches the
/// languages it has loaded; it is not thread-safe, so each thread that draws
/// blocks makes its own.
final class CodeHighlighter {
  private let session: OpaquePointer?

  /// A highlighter; one whose library cannot start (no data files) highlights nothing.
  init() {
    _ = ExtraLanguages.registered
    session = rf_highlight_session_open()
  }

  deinit { rf_highlight_session_close(session) }

  /// The language an info string names: its first word, lowercased, without Pandoc's `{.` or `.`; nil for none.
  ///
  /// ` ```python title="x" `, ` ```{.python} ` and ` ```Python ` all name `python`.
  static func language(ofInfo info: ArraySlice<UInt8>) -> String? {
    var word = info.drop { $0 == 0x20 || $0 == 0x09 }
    while let first = word.first, first == UInt8(ascii: "{") || first == UInt8(ascii: ".") { word = word.dropFirst() }
    let name = word.prefix { byte in
      byte != 0x20 && byte != 0x09 && byte != UInt8(ascii: "}") && byte != UInt8(ascii: ",")
        && byte != UInt8(ascii: "{")
    }
    guard !name.isEmpty, name.count <= 32 else { return nil }
    // Only names a language file could have: letters, digits, '+', '-', '_' and '#'.
    let allowed = name.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "#")
    }
    guard allowed else { return nil }
    let lowered = String(decoding: name, as: UTF8.self).lowercased()
    return ExtraLanguages.aliases[lowered] ?? lowered
  }

  /// Lines longer than this leave their block plain.
  ///
  /// The library's regular expressions rescan a line from each place a
  /// match fails, so its time grows faster than a line's length: a line of
  /// 16,000 quotation marks in Python took a second, one of a million did
  /// not end in a minute. Code written by people has shorter lines; longer
  /// ones are minified or generated, and read no better coloured.
  static let longestHighlightedLine = 1_000

  /// The tokens of each of `lines`, read as one block of `language`; nil when the library knows no such language
  /// or a line is longer than ``longestHighlightedLine``.
  ///
  /// A line the library fails on comes back as one normal token.
  func tokens(of lines: [[UInt8]], language: String) -> [[(kind: CodeTokenKind, range: Range<Int>)]]? {
    guard lines.allSatisfy({ $0.count <= Self.longestHighlightedLine }) else { return nil }
    guard let session, rf_highlight_begin(session, language) == 1 else { return nil }
    var result: [[(kind: CodeTokenKind, range: Range<Int>)]] = []
    result.reserveCapacity(lines.count)
    for line in lines {
      var collected = Collected()
      let covered = line.withUnsafeBufferPointer { bytes in
        withUnsafeMutablePointer(to: &collected) { pointer in
          bytes.withMemoryRebound(to: CChar.self) { characters in
            rf_highlight_line(session, characters.baseAddress, characters.count, collect, pointer)
          }
        }
      }
      result.append(covered == 1 ? collected.tokens : [(.normal, 0..<line.count)])
    }
    return result
  }

  /// The tokens of one line, as the library reports them.
  fileprivate struct Collected {
    var tokens: [(kind: CodeTokenKind, range: Range<Int>)] = []
  }
}

/// Receives one token from the library.
private func collect(context: UnsafeMutableRawPointer?, kind: Int32, start: Int, length: Int) {
  guard let context else { return }
  let collected = context.assumingMemoryBound(to: CodeHighlighter.Collected.self)
  collected.pointee.tokens.append((CodeTokenKind(rawValue: kind) ?? .normal, start..<(start + length)))
}
