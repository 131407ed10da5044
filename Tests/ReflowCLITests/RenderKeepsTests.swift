// End-to-end: `reflow render` keeps what a document says. A table with a
// header row and no body keeps its words at any width, and a linked image (a
// badge) opens the link's target, not the picture, in OSC 8, HTML and SVG.

import Foundation
import Testing

@Suite struct RenderKeepsTests {
  private let badge = Data("[![CI](https://x.example/badge.svg)](https://x.example/actions)\n".utf8)

  /// The output of `reflow render` with `arguments` on `source`, in colour.
  private func render(_ arguments: [String], _ source: Data) throws -> String {
    let run = try runReflow(
      ["render", "--color", "always"] + arguments, stdin: source,
      environment: ["NO_COLOR": nil, "TMUX": nil, "STY": nil, "TERM": "xterm-256color"])
    #expect(run.status == 0, "\(run.err)")
    return run.out
  }

  /// Narrow enough that the table is drawn as records, and wide enough that it is drawn as a grid.
  @Test(arguments: [12, 20, 30, 80])
  func aTableWithOnlyAHeaderRowKeepsItsWords(width: Int) throws {
    let source = Data("| Name | Description of the option in words |\n|---|---|\n".utf8)
    let run = try runReflow(["render", "--color", "never", "-w", "\(width)"], stdin: source)
    #expect(run.status == 0, "\(run.err)")
    let words = run.out.split(whereSeparator: { " \n│┌┐└┘─├┤┬┴┼".contains($0) })
    #expect(words == ["Name", "Description", "of", "the", "option", "in", "words"], "\(run.out)")
  }

  @Test func aLinkedImageOpensTheLinksTargetInOSC8() throws {
    let out = try render(["--format", "ansi", "--links", "osc8"], badge)
    #expect(out.contains("\u{1B}]8;;https://x.example/actions"), "\(out.debugDescription)")
    #expect(!out.contains("\u{1B}]8;;https://x.example/badge.svg"), "\(out.debugDescription)")
  }

  @Test(arguments: ["html", "svg"])
  func aLinkedImageOpensTheLinksTargetInADocument(format: String) throws {
    let out = try render(["--format", format], badge)
    #expect(out.contains("href=\"https://x.example/actions\""), "\(out)")
    #expect(!out.contains("href=\"https://x.example/badge.svg\""), "\(out)")
  }

  /// An image on its own still opens the picture.
  @Test func anImageAloneOpensItself() throws {
    let out = try render(["--format", "html"], Data("![CI](https://x.example/badge.svg)\n".utf8))
    #expect(out.contains("href=\"https://x.example/badge.svg\""), "\(out)")
  }
}
