// One comment formatter shared by tasks that run at once (issue 60, point
// 8): each call holds it alone, so every task gets the output one
// formatter gives on its own.

import ReflowComments
import ReflowText
import Testing

/// Compiles only for a Sendable type.
private func requireSendable<Value: Sendable>(_: Value.Type) {}

@Suite struct SharedCommentFormatterTests {
  /// Swift and Python sources, their comments too long for the width, so that each call fills the cache of
  /// formatters by width and runs the lexer.
  static let sources: [(file: String, text: String)] = [
    (
      "a.swift",
      """
      // A line comment long enough to be wrapped at a narrow width, with words to spare for the next line.
      func f() {
          // An indented comment that the formatter narrows by its indentation, and wraps again.
          let s = "// not a comment"
      }

      """
    ),
    (
      "b.py",
      """
      # A Python comment long enough to need two lines at the width the test sets, so it is rewrapped.
      def g():
          # Deeper, so the formatter for a narrower width is made and cached for the next call.
          return "# a string"

      """
    ),
    (
      "c.swift",
      """
      /// A doc comment of Markdown, wrapped by its own formatter: a list follows.
      ///
      /// - A first item with enough words in it to go over the width.
      /// - A second.
      struct S {}

      """
    ),
  ]

  /// The output for `source` from `formatter`.
  static func formatted(_ source: (file: String, text: String), _ formatter: CommentFormatter) -> [UInt8]? {
    guard let language = CommentLanguage(forFileNamed: source.file) else { return nil }
    var text = source.text
    return text.withUTF8 { formatter.format(utf8: $0, language: language).output }
  }

  @Test func commentFormatterIsSendable() {
    requireSendable(CommentFormatter.self)
  }

  /// 16 tasks on one formatter give the output of a formatter each.
  @Test func sixteenTasksShareOneCommentFormatter() async throws {
    let options = DocumentOptions(wrap: TextWrapOptions(width: 40))
    let alone = try Self.sources.map { Self.formatted($0, try CommentFormatter(options: options)) }
    for (index, output) in alone.enumerated() {
      #expect(output != nil && output != Array(Self.sources[index].text.utf8))
    }
    let shared = try CommentFormatter(options: options)
    let results = await withTaskGroup(of: (Int, [UInt8]?).self) { group in
      for task in 0..<16 {
        group.addTask { (task % Self.sources.count, Self.formatted(Self.sources[task % Self.sources.count], shared)) }
      }
      var results: [(Int, [UInt8]?)] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == 16)
    for (index, output) in results { #expect(output == alone[index]) }
  }
}
