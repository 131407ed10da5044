// End-to-end: `reflow render` in a real terminal (tmux at a fixed pane width,
// read back with capture-pane): the pager, links inside tmux, and no row
// wrapped with every boxed chip's frame in line.

import Foundation
import Testing

/// `reflow render` in a real terminal: tmux, at a fixed pane width, read back with capture-pane.
@Suite(.serialized) struct RenderTerminalTests {
  /// The screen of a tmux pane `width` columns wide after running `reflow render` there with `arguments`.
  private func screen(width: Int, _ arguments: [String]) throws -> [String] {
    let command = ([CLIFixture.binary.path, "render"] + arguments).map { "'\($0)'" }.joined(separator: " ")
    guard let pane = try TmuxPane(width: width, height: 200, command: command) else { return [] }
    #expect(pane.waitForExit() != nil, "reflow render finished in the pane")
    return try pane.screen()
  }

  /// A page taller than the terminal opens in the pager (less, as PAGER is unset): the first screen shows the
  /// page's start, coloured, with less's prompt on the last row; q ends the run with status 0.
  @Test func aLongPageOpensInThePagerAndQuitsQuietly() throws {
    let page = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-pager-\(getpid()).md")
    let paragraphs = (1...80).map { "Paragraph \($0) of a page longer than the terminal." }
    try
      ("# A long page\n\n```python\n# a comment\nprint(\"hello\")\n```\n\n" + paragraphs.joined(separator: "\n\n")
      + "\n")
      .write(to: page, atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: page) }
    let command =
      "env -u PAGER -u LESS -u NO_COLOR TERM=xterm-256color '\(CLIFixture.binary.path)' render '\(page.path)' 2>&1"
    guard let pane = try TmuxPane(width: 60, height: 24, command: command) else { return }
    let shown = try pane.waitForScreen { $0.count == 24 && $0.last?.hasPrefix(":") == true }
    #expect(shown.first == "A long page")
    #expect(shown.count == 24 && shown.last == ":", "less's prompt on the last row: \(shown)")
    #expect(shown.contains("Paragraph 1 of a page longer than the terminal."))
    #expect(!shown.contains { $0.contains("Paragraph 30 ") }, "only the first screen")
    let coloured = try pane.screen(escapes: true)
    #expect(coloured.contains { $0.contains("\u{1B}[") && $0.contains("print") }, "colours reach the pager")
    try pane.send("q")
    #expect(pane.waitForExit() == 0)
    let after = try pane.screen()
    #expect(!after.contains { $0.contains("reflow:") }, "no message when the pager closes: \(after)")
  }

  /// Inside tmux, whose 3.3 passes no OSC 8 on unless told to, a link's destination is shown as a numbered note,
  /// with colour on (issue 46, point 6): it used to be an underlined text leading nowhere.
  @Test func insideTmuxLinksAreNotesToo() throws {
    let page = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-links-\(getpid()).md")
    try "See [the spec](https://spec.commonmark.org/) for more.\n".write(to: page, atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: page) }
    let command = "env -u NO_COLOR '\(CLIFixture.binary.path)' render --color always --pager never '\(page.path)'"
    guard let pane = try TmuxPane(width: 60, height: 24, command: command) else { return }
    #expect(pane.waitForExit() == 0)
    let shown = try pane.screen()
    #expect(shown.prefix(2) == ["See the spec[1] for more.", "[1]: https://spec.commonmark.org/"], "\(shown)")
  }

  /// A page that fits is written straight to the terminal, with no pager in front of it.
  @Test func aShortPageIsNotPaged() throws {
    // A pager that swallows nothing and takes 20 seconds: were it started, the run would not end in 10.
    let short =
      "printf '# Short\\n\\nOne line.\\n' | env PAGER='sleep 20' TERM=xterm-256color '\(CLIFixture.binary.path)' render"
    guard let pane = try TmuxPane(width: 60, height: 24, command: short) else { return }
    #expect(pane.waitForExit(seconds: 10) == 0, "ended without waiting for a pager")
    #expect(try pane.screen().prefix(4) == ["Short", "━━━━━", "", "One line."])
  }

  @Test(arguments: ["pill", "boxed"])
  func noRowWrapsAndBoxedChipsLineUp(style: String) throws {
    let width = 44
    // No -w: the width comes from the pane itself.
    let shown = try screen(
      width: width, ["--color", "always", "--links", "osc8", "--chip-style", style, "Samples/render.md"])
    let ansi = try runReflow([
      "render", "--color", "always", "--links", "osc8", "-w", "\(width)", "--chip-style", style, "Samples/render.md",
    ])
    let expected = withoutEscapes(ansi.out).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    // A wrapped row would push every later row down: the screen must be the output, row for row.
    #expect(shown == Array(expected))
    for (index, row) in shown.enumerated() where row.contains("╭") {
      #expect(index + 2 < shown.count)
      guard index + 2 < shown.count else { continue }
      #expect(cellColumns(of: "╭", in: row) == cellColumns(of: "╰", in: shown[index + 2]))
      #expect(cellColumns(of: "╮", in: row) == cellColumns(of: "╯", in: shown[index + 2]))
    }
    if style == "boxed" { #expect(shown.contains { $0.contains("╭") }) }
  }

  /// Screen columns of a character: tmux writes a wide character once, taking two cells.
  private func cellColumns(of character: Character, in row: String) -> [Int] {
    var result: [Int] = []
    var column = 0
    for each in row {
      if each == character { result.append(column) }
      column += each.unicodeScalars.contains { $0.properties.isEmojiPresentation || isWide($0) } ? 2 : 1
    }
    return result
  }

  private func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
      || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
      || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
  }
}
