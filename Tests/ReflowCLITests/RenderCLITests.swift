// End-to-end: `reflow render` on the built binary. Plain and ANSI output of
// the sample at three widths are golden files; width and colour follow the
// terminal conventions; bad input is refused or warned about.

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
