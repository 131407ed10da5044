// End-to-end: `reflow render --links`: hyperlinks, notes or both, and what
// `auto` picks for the terminal the environment describes.

import Foundation
import Testing

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
