// Phase: code blocks, coloured by GNU source-highlight. The library reads a
// fenced block's lines by the language its info string names and says what
// each token is; the renderer turns the tokens into style runs.

import CReflowHighlight
import ReflowMarkdown

/// A session of GNU source-highlight: it caches the languages it has loaded and is not thread-safe.
final class SourceHighlightSession: CodeHighlightingSession {
  private let session: OpaquePointer?

  /// A session; one whose library cannot start (no data files) highlights nothing.
  init() {
    _ = ExtraLanguages.registered
    session = rf_highlight_session_open()
  }

  deinit { rf_highlight_session_close(session) }

  /// The tokens of each of `lines`, read as one block of `language`; nil when the library knows no such language
  /// or a line is longer than ``SourceHighlight/longestHighlightedLine``.
  ///
  /// A line the library fails on comes back as one normal token.
  func tokens(of lines: [[UInt8]], language: String) -> [[CodeToken]]? {
    guard lines.allSatisfy({ $0.count <= SourceHighlight.longestHighlightedLine }) else { return nil }
    guard let session, rf_highlight_begin(session, language) == 1 else { return nil }
    var result: [[CodeToken]] = []
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
      result.append(covered == 1 ? collected.tokens : [CodeToken(kind: .normal, range: 0..<line.count)])
    }
    return result
  }

  /// The tokens of one line, as the library reports them.
  fileprivate struct Collected {
    var tokens: [CodeToken] = []
  }
}

/// Receives one token from the library.
private func collect(context: UnsafeMutableRawPointer?, kind: Int32, start: Int, length: Int) {
  guard let context else { return }
  let collected = context.assumingMemoryBound(to: SourceHighlightSession.Collected.self)
  collected.pointee.tokens.append(
    CodeToken(kind: CodeTokenKind(rawValue: kind) ?? .normal, range: start..<(start + length)))
}
