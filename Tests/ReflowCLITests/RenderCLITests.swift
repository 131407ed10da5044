// End-to-end: `reflow render` on the built binary. Plain and ANSI output of
// the sample at three widths are golden files; width and colour follow the
// terminal conventions; and a real terminal (tmux) shows the output with no
// row wrapped and every boxed chip's frame in line.

import Foundation
import Testing

@Suite struct RenderCLITests {
  @Test(arguments: ["plain", "ansi"], [30, 50, 80])
  func sampleMatchesGolden(format: String, width: Int) throws {
    // swift test sets NO_COLOR for what it runs; ANSI asked for by name follows it, so it is cleared here. Links are
    // hyperlinks alone, as a terminal known to follow them gets them (RenderLinkTests: the other choices).
    let run = try runReflow(
      ["render", "--format", format, "--links", "osc8", "-w", "\(width)", "Samples/render.md"],
      environment: ["NO_COLOR": nil, "COLORFGBG": nil])
    #expect(run.status == 0)
    #expect(run.err.isEmpty)
    try CLIFixture.expectGolden("render-\(format)-w\(width).txt", run.outBytes)
  }

  @Test(arguments: ["boxed-w50.txt", "justify-w40.txt", "w60.svg", "w60.html"])
  func variantMatchesGolden(name: String) throws {
    let arguments: [String]
    switch name {
    case "boxed-w50.txt": arguments = ["--chip-style", "boxed", "--format", "plain", "-w", "50"]
    case "justify-w40.txt": arguments = ["--chip-align", "justify", "--format", "plain", "-w", "40"]
    case "w60.svg": arguments = ["--format", "svg", "-w", "60"]
    default: arguments = ["--format", "html", "-w", "60"]
    }
    let run = try runReflow(
      ["render"] + arguments + ["Samples/render.md"], environment: ["NO_COLOR": nil, "COLORFGBG": nil])
    #expect(run.status == 0)
    try CLIFixture.expectGolden("render-\(name)", run.outBytes)
  }

  /// `--chip-align` takes `--align`'s names; `leading` and `trailing`, its names before, still mean left and right.
  @Test func chipAlignTakesTheNamesAlignTakes() throws {
    let cloud = Data("`#swift` `#layout` `#text` `#unicode` `#terminal`\n".utf8)
    func lines(_ name: String) throws -> [Substring] {
      let run = try runReflow(
        ["render", "--code-chips", "--chip-align", name, "--format", "plain", "-w", "24", "--pager", "never"],
        stdin: cloud)
      #expect(run.status == 0, "\(name): \(run.err)")
      return run.out.split(separator: "\n")
    }
    let right = try lines("right")
    #expect(right.count > 1 && right.allSatisfy { $0.count == 24 || $0.last != " " })
    #expect(right.contains { $0.hasPrefix(" ") })
    #expect(try lines("trailing") == right)
    #expect(try lines("leading") == lines("left"))
    #expect(try lines("left").allSatisfy { !$0.hasPrefix(" ") })
  }

  /// A code line wider than the page: in colour it goes on in the next row after a dim `↪`, so no row is wider than
  /// the page and short lines are shaded only to its edge; plain output keeps the line whole, for copying.
  @Test func codeWiderThanThePageWrapsAtTheEdgeInColourOnly() throws {
    let long = "return \"" + String(repeating: "y", count: 70) + "\" + str(42)  # a comment"
    let document = Data("```python\ndef f():\n    \(long)\n```\n".utf8)
    let ansi = try runReflow(
      ["render", "--format", "ansi", "--color", "always", "-w", "60", "--pager", "never"], stdin: document)
    #expect(ansi.status == 0)
    let visible = ansi.out.replacing(/\x1b\[[0-9;]*m/, with: "").split(separator: "\n")
    #expect(visible.count == 3)
    #expect(visible.allSatisfy { $0.count == 60 }, "\(visible.map(\.count))")
    #expect(visible[2].hasPrefix("   ↪"))
    // Every character of the code is still there, in order, and the token colours go on across the cut.
    #expect(
      visible[1...].map { $0.dropFirst(3).replacing("↪", with: "") }.joined().contains(
        String(long.dropFirst(0).prefix(40))))
    #expect(visible.joined().replacing(" ", with: "").replacing("↪", with: "").contains(long.replacing(" ", with: "")))
    #expect(ansi.out.contains("\u{1B}[0;2;"))
    let plain = try runReflow(["render", "--format", "plain", "-w", "60", "--pager", "never"], stdin: document)
    #expect(plain.out.split(separator: "\n").contains { $0.hasSuffix(long) })
  }

  /// A front-matter title that the first heading repeats is drawn once, with the tags under it; another heading
  /// is drawn as well.
  @Test func aTitleTheFirstHeadingRepeatsIsDrawnOnce() throws {
    let same = try runReflow(
      ["render", "--format", "plain", "-w", "40"],
      stdin: Data("---\ntitle: Same  Title\ntags: [a, b]\n---\n\n# Same Title\n\nBody text.\n".utf8))
    #expect(same.status == 0)
    #expect(same.out == "Same  Title\n━━━━━━━━━━━\n\n[a] [b]\n\nBody text.\n")
    let other = try runReflow(
      ["render", "--format", "plain", "-w", "40"], stdin: Data("---\ntitle: Other\n---\n\n# Same Title\n".utf8))
    #expect(other.out.contains("Other\n") && other.out.contains("Same Title\n"))
  }

  /// A page large enough to be drawn and emitted in slices on two threads writes what one thread writes.
  @Test(arguments: ["plain", "ansi"])
  func slicedOutputMatchesOneThread(format: String) throws {
    let sample = try Data(contentsOf: CLIFixture.root.appendingPathComponent("Samples/render.md"))
    let document = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reflow-sliced-\(getpid())-\(format).md")
    try Data(repeatElement(sample + Data("\n".utf8), count: 200).joined()).write(to: document)
    defer { try? FileManager.default.removeItem(at: document) }
    let one = try runReflow(["render", "--format", format, "-w", "60", "--jobs", "1", document.path])
    let two = try runReflow(["render", "--format", format, "-w", "60", "--jobs", "2", document.path])
    #expect(one.status == 0 && two.status == 0)
    #expect(one.out.split(separator: "\n", omittingEmptySubsequences: false).count > 8192)
    #expect(two.outBytes == one.outBytes)
  }

  /// Fenced code coloured by language, in every format that draws colour, and plain without colour.
  @Test(arguments: ["ansi-w60.txt", "plain-w60.txt", "light-ansi-w60.txt", "w60.svg", "w60.html"])
  func highlightedCodeMatchesGolden(name: String) throws {
    let arguments: [String]
    switch name {
    case "ansi-w60.txt": arguments = ["--format", "ansi", "--color", "always"]
    case "plain-w60.txt": arguments = ["--format", "ansi", "--color", "never"]
    case "light-ansi-w60.txt": arguments = ["--format", "ansi", "--color", "always", "--theme", "light"]
    case "w60.svg": arguments = ["--format", "svg"]
    default: arguments = ["--format", "html"]
    }
    let run = try runReflow(
      ["render", "-w", "60"] + arguments + ["Samples/code.md"], environment: ["NO_COLOR": nil, "COLORFGBG": nil])
    #expect(run.status == 0)
    #expect(run.err.isEmpty)
    try CLIFixture.expectGolden("render-code-\(name)", run.outBytes)
  }

  /// Swift and YAML, which source-highlight lacks, are coloured without a file written anywhere: with a temporary
  /// folder that cannot be written, their blocks are coloured as with one (they once came out plain, their
  /// definitions written to a temporary folder on every run).
  @Test func swiftAndYAMLAreColouredWithoutWritingAFile() throws {
    let document = Data("```swift\nlet answer = 42\n```\n\n```yaml\nkey: value\n```\n".utf8)
    let arguments = ["render", "--format", "ansi", "--color", "always", "-w", "40"]
    let usual = try runReflow(arguments, stdin: document, environment: ["NO_COLOR": nil, "COLORFGBG": nil])
    let unwritable = try runReflow(
      arguments, stdin: document, environment: ["NO_COLOR": nil, "COLORFGBG": nil, "TMPDIR": "/proc/no-such-folder"])
    #expect(unwritable.status == 0)
    #expect(unwritable.out == usual.out)
    // `let` and `key` in colours of their own, beyond the code background every row has.
    let plain = try runReflow(
      ["render", "--format", "ansi", "--color", "always", "-w", "40"], stdin: Data("```\nlet answer = 42\n```\n".utf8),
      environment: ["NO_COLOR": nil, "COLORFGBG": nil])
    #expect(!unwritable.out.hasPrefix(plain.out), "the Swift block is drawn as an unknown language's")
    #expect(
      unwritable.out.components(separatedBy: "\u{1B}[").count > plain.out.components(separatedBy: "\u{1B}[").count * 2)
  }

  @Test func noColorGivesPlainCode() throws {
    let run = try runReflow(
      ["render", "--format", "ansi", "-w", "60", "Samples/code.md"], environment: ["NO_COLOR": "1"])
    #expect(!run.out.contains("\u{1B}["))
    #expect(run.out.contains("def count(path: str) -> int:"))
  }

  @Test func theReadmePictureIsCurrent() throws {
    let run = try runReflow(
      ["render", "--format", "svg", "-w", "64", "--chip-style", "boxed", "Samples/render.md"],
      environment: ["NO_COLOR": nil, "COLORFGBG": nil])
    let picture = try Data(contentsOf: CLIFixture.root.appendingPathComponent("Documentation/render-sample.svg"))
    #expect(run.outBytes == [UInt8](picture), "regenerate Documentation/render-sample.svg (see README)")
  }

  @Test func theReadmeShowsRealOutput() throws {
    let readme = try String(contentsOf: CLIFixture.root.appendingPathComponent("README.md"), encoding: .utf8)
    let run = try runReflow(["render", "--format", "plain", "-w", "50", "--chip-style", "boxed", "Samples/render.md"])
    let shown = run.out.split(separator: "\n", omittingEmptySubsequences: false).prefix(24).joined(separator: "\n")
    #expect(readme.contains("```text\n" + shown + "\n```"))
  }

  @Test func widthAutoFallsBackToColumnsThenEighty() throws {
    let narrow = try runReflow(["render", "Samples/render.md"], environment: ["COLUMNS": "33"])
    let widths = narrow.out.split(separator: "\n").map { $0.unicodeScalars.count }
    #expect(narrow.status == 0)
    #expect(narrow.out == (try runReflow(["render", "-w", "33", "Samples/render.md"])).out)
    #expect(widths.contains { $0 > 20 })
    let unset = try runReflow(["render", "Samples/render.md"], environment: ["COLUMNS": nil])
    #expect(unset.out == (try runReflow(["render", "-w", "80", "Samples/render.md"])).out)
  }

  @Test func colourFollowsTheTerminalAndNoColor() throws {
    let piped = try runReflow(["render", "Samples/render.md"])
    #expect(!piped.out.contains("\u{1B}["), "a pipe gets plain text")
    let forced = try runReflow(["render", "--color", "always", "Samples/render.md"], environment: ["NO_COLOR": "1"])
    #expect(forced.out.contains("\u{1B}["), "--color always wins over NO_COLOR")
    // The first heading's colour (palette 168, a pink that reads on black and on white).
    let svg = try runReflow(["render", "--format", "svg", "Samples/render.md"], environment: ["NO_COLOR": "1"])
    #expect(!svg.out.contains("fill=\"#d75f87\""), "NO_COLOR keeps even a picture grey")
    let coloured = try runReflow(
      ["render", "--format", "svg", "Samples/render.md"], environment: ["NO_COLOR": nil, "COLORFGBG": nil])
    #expect(coloured.out.contains("fill=\"#d75f87\""))
  }

  @Test(arguments: [
    ["-w", "5"], ["-w", "wide"], ["--chip-style", "round"], ["--chip-spacing", "-1"], ["--color", "sometimes"],
    ["--format", "pdf"],
  ])
  func badOptionsAreUsageErrors(arguments: [String]) throws {
    let run = try runReflow(["render"] + arguments + ["Samples/render.md"])
    #expect(run.status == 2)
    #expect(run.out.isEmpty)
    #expect(run.err.contains("reflow render --help"))
  }

  @Test func badFrontMatterIsShownWithAWarningNamingTheLine() throws {
    let run = try runReflow(["render", "-w", "40"], stdin: Data("---\ntags: [a, b\n---\nText.\n".utf8))
    #expect(run.status == 0)
    #expect(run.err == "reflow: standard input:2: front matter does not parse (an unclosed list); shown as text\n")
    #expect(run.out == "---\ntags: [a, b\n---\n\nText.\n")
  }

  @Test func binaryAndInvalidInputAreRefused() throws {
    let binary = try runReflow(["render"], stdin: Data([0x61, 0x00]))
    #expect(binary.status == 1)
    #expect(binary.err.contains("binary input (a NUL byte at byte offset 1)"))
    let invalid = try runReflow(["render"], stdin: Data([0x61, 0xFF]))
    #expect(invalid.status == 1)
    #expect(invalid.err.contains("invalid UTF-8 at byte offset 1"))
    let lossy = try runReflow(["render", "--lossy"], stdin: Data([0x61, 0xFF]))
    #expect(lossy.status == 0)
    #expect(lossy.out == "a\u{FFFD}\n")
  }
}

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
      .write(to: page, atomically: true, encoding: .utf8)
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
    try "See [the spec](https://spec.commonmark.org/) for more.\n".write(to: page, atomically: true, encoding: .utf8)
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

/// `--links`: hyperlinks, notes or both, and what `auto` picks for the terminal the environment describes.
@Suite struct RenderLinkTests {
  private let source = Data("See [the spec](https://spec.commonmark.org/) now.\n".utf8)
  private let hyperlink = "\u{1B}]8;;https://spec.commonmark.org/"
  private let note = "[1]: https://spec.commonmark.org/"

  /// The output of `render --color always` with `arguments`, in an environment with `variables` set and tmux's,
  /// screen's and the terminal's own names unset.
  private func render(_ arguments: [String], _ variables: [String: String?] = [:]) throws -> String {
    var environment: [String: String?] = [
      "NO_COLOR": nil, "TMUX": nil, "STY": nil, "TERM": "xterm-256color", "TERM_PROGRAM": nil, "VTE_VERSION": nil,
      "WT_SESSION": nil,
    ]
    for (name, value) in variables { environment[name] = value }
    let run = try runReflow(
      ["render", "--color", "always", "--format", "ansi", "-w", "60"] + arguments, stdin: source,
      environment: environment)
    #expect(run.status == 0, "\(run.err)")
    return run.out
  }

  @Test func eachChoiceShowsWhatItNames() throws {
    let osc8 = try render(["--links", "osc8"])
    #expect(osc8.contains(hyperlink) && !osc8.contains(note))
    let notes = try render(["--links", "notes"])
    #expect(!notes.contains(hyperlink) && withoutEscapes(notes).contains("See the spec[1] now.\n\(note)\n"))
    let both = try render(["--links", "both"])
    #expect(both.contains(hyperlink) && withoutEscapes(both).contains(note))
    // Without colour there are no escapes to carry a hyperlink: notes, whatever is asked.
    let plain = try runReflow(["render", "--color", "never", "--links", "osc8"], stdin: source)
    #expect(plain.out == "See the spec[1] now.\n\(note)\n")
  }

  @Test func autoGivesBothInsideTmuxOrScreenAndWhereTheTerminalIsUnknown() throws {
    for variables: [String: String?] in [
      ["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"], ["STY": "1.pts-0.host", "TERM": "screen"],
      [:], ["TERM": "linux"],
      // A hyperlink-following terminal inside tmux still goes through tmux.
      ["TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "WezTerm"],
    ] {
      let out = try render([], variables)
      #expect(out.contains(hyperlink) && withoutEscapes(out).contains(note), "\(variables)")
    }
  }

  @Test func autoGivesHyperlinksWhereTheTerminalFollowsThem() throws {
    for variables: [String: String?] in [
      ["TERM": "xterm-kitty"], ["TERM_PROGRAM": "iTerm.app"], ["TERM_PROGRAM": "WezTerm"], ["VTE_VERSION": "7200"],
      ["WT_SESSION": "1"],
    ] {
      let out = try render([], variables)
      #expect(out.contains(hyperlink) && !withoutEscapes(out).contains(note), "\(variables)")
    }
    // A VTE older than 0.50 does not follow them.
    #expect(withoutEscapes(try render([], ["VTE_VERSION": "4803"])).contains(note))
  }

  /// SVG and HTML are opened in a browser, which follows the links: auto adds no notes there.
  @Test func documentsGetLinksAlone() throws {
    let run = try runReflow(
      ["render", "--format", "html", "--links", "auto"], stdin: source, environment: ["TMUX": "x", "NO_COLOR": nil])
    #expect(run.out.contains("href=\"https://spec.commonmark.org/\"") && !run.out.contains("[1]"))
  }
}

/// The text a terminal shows for ANSI output: SGR sequences and OSC 8 hyperlinks removed.
private func withoutEscapes(_ text: String) -> String {
  var result = ""
  var scalars = text.unicodeScalars[...]
  while let first = scalars.first {
    scalars = scalars.dropFirst()
    guard first == "\u{1B}" else {
      result.unicodeScalars.append(first)
      continue
    }
    if scalars.first == "[" {
      while let next = scalars.first, !("@"..."~").contains(next) || next == "[" { scalars = scalars.dropFirst() }
      scalars = scalars.dropFirst()
    } else if scalars.first == "]" {
      while let next = scalars.first, next != "\\" { scalars = scalars.dropFirst() }
      scalars = scalars.dropFirst()
    }
  }
  return result
}
