// End-to-end: plain text's guarantee, through the built binary. Only white
// space and kept prefixes change: no word is cut unless asked, `-q` touches
// comment lines only, every run settles, and a paragraph that would not is
// kept as written and named. Each case is one a new user met.

import Foundation
import Testing

/// The words a refill reads from `text`: joined by `reflow --wrap no`, split at white space.
private func refilledWords(_ text: String, _ arguments: [String] = []) throws -> [Substring] {
  let joined = try runReflow(["--wrap", "no"] + arguments, stdin: Data(text.utf8)).out
  return joined.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
}

@Suite struct PlainTextGuaranteeTests {
  /// fmt and par never change a word: a word wider than the line stands whole on a line of its own.
  @Test func wordsAreNeverCutByDefault() throws {
    let long = "Pneumonoultramicroscopicsilicovolcanoconiosis is long.\n"
    let narrow = try runReflow(["-w30"], stdin: Data(long.utf8)).out
    let wide = try runReflow(["-w200"], stdin: Data(narrow.utf8)).out
    #expect(wide == long)
    // A path wider than the line stands whole on its own line. Wrapped so that every line holds one item (`see`,
    // the path, `ok`), the paragraph then reads as records, kept as it stands at any width: the price of keeping
    // lists of one item a line (issue 56).
    let path = "see /usr/share/doc/some-package-name/examples/configuration-file.conf ok\n"
    let narrowPath = try runReflow(["-w30"], stdin: Data(path.utf8)).out
    #expect(narrowPath == "see\n/usr/share/doc/some-package-name/examples/configuration-file.conf\nok\n")
    #expect(try runReflow(["-w200"], stdin: Data(narrowPath.utf8)).out == narrowPath)
    let sentence = "see /usr/share/doc/some-package-name/examples/configuration-file.conf for more\n"
    let again = try runReflow(["-w200"], stdin: Data(try runReflow(["-w30"], stdin: Data(sentence.utf8)).outBytes)).out
    #expect(again == sentence)
    // Asked, it cuts; the help says so.
    let cut = try runReflow(["-w30", "--break-words"], stdin: Data(long.utf8)).out
    #expect(cut.split(separator: "\n").allSatisfy { $0.count <= 30 }, "\(cut)")
    #expect(try runReflow(["--help"]).out.contains("Off by default, as in fmt and par"))
  }

  /// A break between ideographs is no cut (a refill joins it back without a space), and it stays; a break between
  /// kana and Latin letters would come back as a space, and is never made.
  @Test func aBreakARefillUndoesIsNoCut() throws {
    let japanese = "日本語の文章には単語の間に空白がありません。リフローはICUの規則を使います。\n"
    let narrow = try runReflow(["-w", "12"], stdin: Data(japanese.utf8)).out
    #expect(narrow.split(separator: "\n").count > 3)
    #expect(!narrow.contains("は\nICU") && !narrow.contains("リフローは\n"), "\(narrow)")
    #expect(try refilledWords(narrow) == refilledWords(japanese))
  }

  /// `reflow -q script.sh`, the help's own example, rewraps the comment and leaves the code as written, its
  /// trailing comment too; so does a C line with one.
  @Test func commentsOnlyTouchesCommentLines() throws {
    let script = """
      set -e
      for f in *.txt; do   # trailing comment
        echo "$f"
      done
      # a comment that is long enough to be wrapped by reflow at a narrow width
      # like this one

      """
    let tree = try ScratchTree(["script.sh": script, "x.c": "int x = 1; // a long trailing comment\n"])
    let shell = try tree.reflow(["-q", "-w", "30", "script.sh"]).out
    #expect(shell.hasPrefix("set -e\nfor f in *.txt; do   # trailing comment\n  echo \"$f\"\ndone\n"), "\(shell)")
    #expect(
      shell.hasSuffix(
        "# a comment that is long\n# enough to be wrapped by\n# reflow at a narrow width\n# like this one\n"),
      "\(shell)")
    #expect(try tree.reflow(["-q", "-w", "20", "x.c"]).out == "int x = 1; // a long trailing comment\n")
  }

  /// Real files of six languages under `-q`: every line that is not a comment line is byte for byte as written, and
  /// the comments' words are kept.
  @Test(arguments: ["shell.sh", "module.py", "buffer.c", "Cache.swift", "config.lua", "paper.tex"])
  func commentsOnlyKeepsCodeByteForByte(file: String) throws {
    let path = "Tests/ReflowCLITests/Comments/\(file)"
    let input = try CLIFixture.text(of: path)
    let output = try runReflow(["-q", "-w", "40", path]).out
    let leader = CommentFixture.leader(of: file)
    #expect(CommentFixture.codeLines(input, leader: leader) == CommentFixture.codeLines(output, leader: leader))
    #expect(CommentFixture.commentWords(input, leader: leader) == CommentFixture.commentWords(output, leader: leader))
    #expect(output != input, "the comments were to be rewrapped at 40 columns")
  }

  /// `-v, --verbose` over `-q  Quiet.`: the preserved run of spaces a line ended at read back as one space, so the
  /// second run used to break elsewhere; now `-i` then `--check` finds nothing to do.
  @Test func optionListsSettle() throws {
    let options =
      "-v, --verbose  Print a lot of detail about everything that happens during the run of the program.\n"
      + "-q             Quiet.\n"
    let tree = try ScratchTree(["t": options])
    #expect(try tree.reflow(["-w40", "-i", "t"]).status == 0)
    let check = try tree.reflow(["-w40", "--check", "t"])
    let rewritten = try tree.text("t")
    #expect(check.status == 0, "\(rewritten)")
  }

  /// Indented mail keeps each quote level on its own lines, as par does.
  @Test func indentedMailKeepsItsQuotes() throws {
    let mail = "  Joe writes:\n  > Jane writes:\n  > > Is there a FAQ?\n"
    #expect(try runReflow(["-w", "40"], stdin: Data(mail.utf8)).out == mail)
  }

  /// `--wrap sentence` ends no sentence after initials.
  @Test func sentencesDoNotEndAtInitials() throws {
    let text = "The U.S. Army was there. J. R. R. Tolkien wrote books. Mr. Smith agreed.\n"
    #expect(
      try runReflow(["--wrap", "sentence", "-w", "72"], stdin: Data(text.utf8)).out
        == "The U.S. Army was there.\nJ. R. R. Tolkien wrote books.\nMr. Smith agreed.\n")
  }

  /// A single `Signed-off-by:` right under a commit's body is a trailer, not a word of the body.
  @Test func aLoneTrailerStaysATrailer() throws {
    let message =
      "Fix the frobnicator so that it no longer eats the widgets when the moon is full.\n"
      + "Signed-off-by: A U Thor <a@example.org>\n"
    let out = try runReflow(["-w", "72"], stdin: Data(message.utf8)).out
    #expect(out.hasSuffix("\nSigned-off-by: A U Thor <a@example.org>\n"), "\(out)")
  }

  /// `-u` never reads a line that the last pass ended after an abbreviation as a sentence's end: `-u -w 50` then
  /// `-u -w 60` is `-u -w 60`, whatever the widths. (Its sentences end with two spaces, as fmt's rule reads them: a
  /// line end after one written with one space reads as a sentence's end, as fmt reads it.)
  @Test func uniformSpacingRefillsAsIfNeverWrapped() throws {
    let text =
      "Then Dr. Jones' assistant, Mr. Brown, said that the U.S. office of J. R. Smith & Co. had closed.  "
      + "Nobody asked Dr. Who, e.g. at the front desk, why.  It was late.\n"
    for first in stride(from: 20, through: 60, by: 4) {
      let once = try runReflow(["-u", "-w", "\(first)"], stdin: Data(text.utf8)).outBytes
      let refilled = try runReflow(["-u", "-w", "60"], stdin: Data(once)).out
      let direct = try runReflow(["-u", "-w", "60"], stdin: Data(text.utf8)).out
      #expect(refilled == direct, "-w \(first)")
    }
  }

  /// A paragraph whose rewrapped lines would read back as something else is kept as written and named on standard
  /// error, with its line; the run still settles.
  @Test func aParagraphThatWouldNotSettleIsKeptAndNamed() throws {
    // Under sentence mode the second sentence must start a line, and `> #` there would read back as a quote.
    let text = "intro\n\nthe 1.  >\n# - 「引用」です。\n"
    let run = try runReflow(["--wrap", "sentence", "-w", "10"], stdin: Data(text.utf8))
    #expect(run.out == text)
    #expect(run.err.contains("standard input:3: paragraph kept as written: rewrapped, its lines would read back"))
  }
}

/// Reads the comment fixtures as an independent reader would: by each language's leader alone.
enum CommentFixture {
  /// The line comment leader of a fixture's language, by its extension.
  static func leader(of file: String) -> String {
    switch file.split(separator: ".").last! {
    case "sh", "py": "#"
    case "c", "swift": "//"
    case "lua": "--"
    default: "%"
    }
  }

  /// The forms of `leader` a line may start with: `//` has `///` and `//!` too.
  private static func forms(of leader: String) -> [String] {
    leader == "//" ? ["//", "///", "//!"] : [leader]
  }

  /// Whether `line` is a comment line: it starts with the leader, or with `*` or `/*` (a C block comment's lines).
  private static func isComment(_ line: Substring, leader: String) -> Bool {
    let text = line.drop { $0 == " " || $0 == "\t" }
    return forms(of: leader).contains { text.hasPrefix($0 + " ") || text == $0 } || text.hasPrefix("* ")
      || text.hasPrefix("/*") || text.hasPrefix("*/") || text == "*"
  }

  /// The lines that are not comment lines, in order.
  static func codeLines(_ text: String, leader: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false).filter { !isComment($0, leader: leader) }
  }

  /// The words of the comment lines, leaders left out.
  static func commentWords(_ text: String, leader: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false).filter { isComment($0, leader: leader) }
      .flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }) }
      .filter { word in word != "*" && !forms(of: leader).contains(String(word)) }
  }
}
