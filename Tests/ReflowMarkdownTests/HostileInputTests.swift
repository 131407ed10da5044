// Documents built to break a Markdown tool, down to the bridge: source
// positions cmark-gfm reports inverted. (Deep nesting and huge tag clouds run
// through the binary in ReflowCLITests/Hostile.)

import Testing

@testable import ReflowMarkdown

@Suite struct HostileInputTests {
  /// Found by the markdown-bridge fuzz target: cmark-gfm reports this HTML block as lines 3 to 2.
  @Test func noBlockEndsBeforeItStarts() {
    let document = MarkdownDocument("\u{0}\n>>+\r>>><?>>>>+\r\n\n*")
    #expect(document.blocks.contains { $0.kind == .htmlBlock })
    for block in document.blocks {
      guard let start = block.start, let end = block.end else { continue }
      #expect((start.line, start.column) <= (end.line, end.column), "\(block)")
    }
  }
}
