// Records are not prose: a paragraph of two lines or more whose every line
// holds one item (a word, a path, a requirement, a comment) is kept as
// written, silently; a paragraph of prose with a short last line is still
// rewrapped.

import Testing

@testable import ReflowText

/// Formats `text` at `width` with the command line's defaults, and lists the paragraphs kept with a reason.
func formattedWithKept(_ text: String, width: Int) -> (output: String, kept: [KeptParagraph]) {
  let formatter = try! DocumentFormatter(
    options: DocumentOptions(wrap: TextWrapOptions(width: width, breaksLongWords: false, spacing: .preserve)))
  var kept: [KeptParagraph] = []
  var copy = text
  let output = copy.withUTF8 { formatter.format(utf8: $0, keptAsWritten: &kept) }
  return (String(decoding: output, as: UTF8.self), kept)
}

@Suite struct RecordParagraphTests {
  /// The requirements.txt came back as `requests flask>=2 # pinned pytest==8.0`, which pip rejects.
  @Test func aRequirementsFileIsKeptSilently() {
    let text = """
      # Core
      requests
      flask>=2  # pinned
      pytest==8.0
      requests[socks]~=2.3 ; python_version<"3.8"
      idna; sys_platform == "win32"

      """
    let (output, kept) = formattedWithKept(text, width: 72)
    #expect(output == text)
    #expect(kept.isEmpty)
  }

  /// A comment wrapped one word a line at a narrow width is a comment, not records: a wider run joins it again
  /// (found by the words property test under `-q`: `--- soft\u{AD}hyphen  the` at 15 columns stayed two lines).
  @Test(arguments: ["--- one\n--- two\n", "// one\n// two\n// three\n", "; one\n; two\n"])
  func aCommentOfOneWordLinesIsProse(text: String) {
    let output = formattedWithKept(text, width: 72).output
    #expect(output.split(separator: "\n").count == 1, "\(output)")
  }

  /// A word list and a list of names, one item a line, stay one item a line.
  @Test(arguments: ["apple\nbanana\ncherry\n", "Alice\nBob\nCarol\n", "  indented\n  words\n  here\n"])
  func oneWordLinesAreKept(text: String) {
    #expect(formattedWithKept(text, width: 72).output == text)
  }

  /// A short last line is common in prose: a paragraph of two lines whose second is one word is rewrapped.
  @Test func proseWithAOneWordLastLineIsRewrapped() {
    let text = "This paragraph has a long first line and a short\nsecond.\n"
    #expect(formattedWithKept(text, width: 72).output == "This paragraph has a long first line and a short second.\n")
  }

  /// A line of prose among one-word lines makes the paragraph prose.
  @Test func oneLineOfProseMakesTheParagraphProse() {
    let text = "requests\nthis line is prose\nflask\n"
    #expect(formattedWithKept(text, width: 72).output == "requests this line is prose flask\n")
  }

  /// What counts as one item, and what does not.
  @Test func singleItems() {
    func item(_ line: String) -> RecordParagraph.Item {
      var copy = line
      return copy.withUTF8 { RecordParagraph.item($0) }
    }
    #expect(item("# a comment line") == .comment)
    for word in [
      "requests", "word   ", "Zoë", "git+https://example.com/x.git", "end.", "/usr/share/doc/x", "main()", "{",
      "...", "$header_from:", "→bar",
    ] {
      #expect(item(word) == .word, "\(word)")
    }
    for open in ["well-", "soft\u{AD}", "/usr/share/", "--", "-- "] {
      #expect(item(open) == .openWord, "\(open)")
    }
    for requirement in [
      "flask>=2", "flask>=2  # pinned", "x ; python_version<\"3.8\"", "x; extra == 'socks'", "-r base.txt", "-e .",
    ] {
      #expect(item(requirement) == .requirement, "\(requirement)")
    }
    for prose in [
      "two words", "However; the rest", "a ; b", "see the # sign", "日本語の文章には", "ภาษาไทย", "👍🏽", "-v, soft\u{AD}",
      "# - リフローは", "# a comment that ends well-", "####  the", "Fixes #123", "Use #!/bin/sh for scripts",
      "#2748 construct properties",
    ] {
      #expect(item(prose) == .none, "\(prose)")
    }
  }

  /// Two lines of one item each are records, as the issue words it: Debian's documentation holds such pairs
  /// (`$header_from:` / `$header_subject:`, `Xtransport` / `XtransConnInfo`, `7-Zip` / `http://7-zip.org/`), and so
  /// are a comment over an item (the CMakeLists.txt became `# Enable C. project(x`, which puts the call
  /// inside the comment); two comment lines alone are a comment of prose.
  @Test func twoLinesOfOneItemEachAreRecords() {
    #expect(formattedWithKept("Hello\nworld\n", width: 72).output == "Hello\nworld\n")
    #expect(formattedWithKept("7-Zip\nhttp://7-zip.org/\n", width: 72).output == "7-Zip\nhttp://7-zip.org/\n")
    #expect(formattedWithKept("# one\n# two\n", width: 72).output == "# one # two\n")
    #expect(formattedWithKept("requests\nflask>=2\n", width: 72).output == "requests\nflask>=2\n")
    #expect(formattedWithKept("# Enable C.\nproject(x\n", width: 72).output == "# Enable C.\nproject(x\n")
  }

  /// Lines of a script written without spaces are no records, since a wrap ends them anywhere.
  ///
  /// Ideographs wrapped narrow join again at a wider width. So does a word a wrap broke at a hyphen or a slash, where the next line goes
  /// on with it; a path alone on each line is a list of paths (fontconfig's `/etc/fonts/fonts.conf` …).
  @Test func aNarrowWrapOfUnspacedTextJoinsAgain() {
    let broken = "see\n/usr/share/doc/some-package-name/\nexamples/configuration-file.conf\n"
    #expect(
      formattedWithKept(broken, width: 200).output
        == "see /usr/share/doc/some-package-name/ examples/configuration-file.conf\n")
    let paths = "   /etc/fonts/fonts.conf\n   /etc/fonts/fonts.dtd\n   ~/.fonts.conf\n"
    #expect(formattedWithKept(paths, width: 200).output == paths)
    let japanese = "日本語の文章\nには単語の\n間に空白が\n"
    #expect(formattedWithKept(japanese, width: 200).output == "日本語の文章には単語の間に空白が\n")
  }
}
