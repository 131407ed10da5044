// Words in rendered tables, on a five-column table, Node's WebCrypto matrix
// and the corpus's tables at 50 and 80 columns: no word a cell could hold is
// cut, and only a word wider than any cell is.

import Testing

@testable import ReflowMarkdown

/// Tables change layout rather than cut a word a cell could hold (issue 46, point 5).
@Suite struct TableWordTests {
  /// The words of a table's cells that come out cut at `width`, of those a cell could hold whole.
  ///
  /// A cell can hold a word as wide as a one-column table's (four columns
  /// of frame); each such word must stand whole in some drawn line. The
  /// words are read from the table drawn on a page wide enough for every
  /// cell to take one line.
  private func cutWords(_ source: String, width: Int) -> [String] {
    let drawn = plainLines(renderPage(source, width: width))
    let wide = plainLines(renderPage(source, width: MarkdownRenderer.maximumWidth)).filter { $0.hasPrefix("│") }
    let words = wide.flatMap { $0.split(whereSeparator: { " │".contains($0) }).map(String.init) }.filter {
      columns($0) <= width - 4
    }
    return words.filter { word in
      !drawn.contains { line in line.split(whereSeparator: { " │".contains($0) }).contains { $0.contains(word) } }
    }
  }

  static let fiveColumns = """
    | Operating system | Architectures | Versions | Support type | Notes |
    |---|---|---|---|---|
    | GNU/Linux | x64 | kernel >= 4.18 | Tier 1 | e.g. Ubuntu 20.04, Debian 10, RHEL 8 |
    | macOS | x64, arm64 | >= 11.0 | Tier 1 | Experimental support for Node.js |
    | Windows | x64 | >= Windows 10/Server 2016 | Tier 1 | |

    """

  /// At 50 columns the grid used to give `Opera|ting`, `Experim|ental` and `Node.|js`; it is drawn as records.
  @Test(arguments: [50, 80])
  func aFiveColumnTableCutsNoWord(width: Int) {
    #expect(cutWords(Self.fiveColumns, width: width).isEmpty)
    let lines = plainLines(renderPage(Self.fiveColumns, width: width))
    #expect(lines.allSatisfy { columns($0) <= width })
    // At 80 the grid holds every word; at 50 it cannot, and the rows become records.
    #expect(lines.first?.hasPrefix("┌") == (width == 80), "\(lines)")
    if width == 50 { #expect(lines.prefix(2) == ["Operating system: GNU/Linux", "Architectures: x64"]) }
  }

  /// Node's Web Crypto matrix: thirteen columns, `Algo/rith/m` at 80 columns before.
  @Test(arguments: [50, 80])
  func nodesWebCryptoMatrixCutsNoWord(width: Int) throws {
    let path = "/usr/share/doc/nodejs/api/webcrypto.md"
    let document = try String(contentsOfFile: path, encoding: .utf8)
    let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
    guard let header = lines.firstIndex(where: { $0.hasPrefix("| Algorithm") && $0.contains("`digest`") }) else {
      Issue.record("\(path) has no matrix")
      return
    }
    let table = lines[header...].prefix { $0.hasPrefix("|") }.joined(separator: "\n") + "\n"
    #expect(table.split(separator: "\n").count > 10)
    #expect(cutWords(table, width: width).isEmpty)
  }

  /// Every table of the Markdown under /usr/share/doc, drawn alone at 50 and 80 columns: no word cut that a cell
  /// could hold whole.
  @Test(arguments: [50, 80])
  func corpusTablesCutNoWord(width: Int) {
    var tables = 0
    var cut: [String] = []
    for document in MarkdownCorpus.debian where document.text.contains("|") {
      let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false)
      for block in MarkdownDocument(document.text).blocks where block.kind == .table {
        guard let start = block.start, let end = block.end, end.line <= lines.count else { continue }
        // The table's own lines, without the indentation or quote markers of its containers.
        let table = lines[(start.line - 1)..<end.line].map { $0.dropFirst(Swift.min(start.column - 1, $0.count)) }
        guard table.allSatisfy({ $0.hasPrefix("|") || !$0.isEmpty }) else { continue }
        tables += 1
        let words = cutWords(table.joined(separator: "\n") + "\n", width: width)
        if !words.isEmpty { cut.append("\(document.name):\(start.line): \(words.prefix(3))") }
      }
    }
    #expect(tables >= 40)
    #expect(cut.isEmpty, "\(cut.count) of \(tables) tables cut words: \(cut.prefix(5))")
  }

  /// A word wider than any cell the page could give it is still cut, in the grid or in a record.
  @Test func aWordWiderThanAnyCellIsCut() {
    let long = String(repeating: "x", count: 60)
    let lines = plainLines(renderPage("| a | b |\n|---|---|\n| \(long) | y |\n", width: 40))
    #expect(lines.allSatisfy { columns($0) <= 40 }, "\(lines)")
    #expect(lines.joined().filter { $0 == "x" }.count == 60)
  }
}
