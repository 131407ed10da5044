// Whole documents: how lines group into paragraphs, which leads are kept,
// fmt's paragraph shapes, word spacing and line endings.

import PropertyBased
import Testing

@testable import ReflowText

@Suite struct DocumentFormatterTests {
  @Test func quoteMarkersAreKeptOnEveryLine_nestedOnesToo() {
    let mail = "> one two three four five\n> six\n>\n> > seven eight nine ten\n"
    #expect(formatDocument(mail, width: 16) == "> one two three\n> four five six\n>\n> > seven eight\n> > nine ten\n")
  }

  /// Comment lines with one leader in a row are a block: an empty line between two such lines ends it, as a line
  /// of spaces does, so a document cut at the blank line for parallel work formats the same.
  @Test func anEmptyLineEndsABlockOfCommentLines() {
    let lone = formatDocument("// well-known\n", width: 8)
    #expect(lone == "// well-\n// known\n")
    #expect(formatDocument("\t// the the the\n\n// well-known\n", width: 8).hasSuffix("\n\n" + lone))
    #expect(formatDocument("\t// the the the\n \n// well-known\n", width: 8).hasSuffix("\n\n" + lone))
  }

  /// A word starting with `>` never starts a later line, indented or not: two such lines in a row would read back as
  /// a quote (indented mail), so the unbreakable unit of a URL and `>textfile` wins over the width.
  @Test func aQuoteMarkerNeverStartsALaterLine() {
    let indented = "    $ w3m -dump http://example.com/help.html >textfile\n"
    let once = formatDocument(indented, width: 40)
    #expect(once == "    $ w3m -dump\n    http://example.com/help.html >textfile\n")
    #expect(formatDocument(once, width: 40) == once)
    let bullet = "- see the page http://example.com/help-info.html >textfile\n"
    #expect(formatDocument(bullet, width: 40) == "- see the page\n  http://example.com/help-info.html >textfile\n")
    #expect(formatDocument("one two >three\n", width: 8) == "one\ntwo >three\n")
  }

  /// Indented mail keeps each quote level on lines of its own, as par does: the rule that a `>` continuing an
  /// indented paragraph is text holds for a lone such line only, not for lines that each open with `>`.
  @Test func indentedMailKeepsItsQuotes() {
    let mail = "  Joe writes:\n  > Jane writes:\n  > > Is there a FAQ?\n"
    #expect(formatDocument(mail, width: 40) == mail)
    // A lone `>` line inside indented prose is still text (a shell redirect).
    #expect(
      formatDocument("  Run the command\n  > out.txt to keep it\n", width: 40)
        == "  Run the command > out.txt to keep it\n")
  }

  /// After a comment leader a `>` starting a line reads back as a quote marker, so the width yields to it there
  /// (found by the property test: `//  >` came back as a quote, and the paragraph was cut in two).
  @Test func aQuoteMarkerDoesNotStartALineAfterACommentLeader() {
    let comment = "\t//  Note:  >  the  Note:\n"
    let once = formatDocument(
      comment, width: 13, prefixes: PrefixKinds.default.union(.commentLeaders), spacing: .collapse)
    #expect(!once.contains("//  >\n"))
    #expect(
      formatDocument(once, width: 13, prefixes: PrefixKinds.default.union(.commentLeaders), spacing: .collapse) == once)
  }

  @Test func withoutQuoteDetection_markersAreText() {
    #expect(formatDocument("> a\n> b\n", width: 20, prefixes: []) == "> a > b\n")
  }

  @Test func aBulletStartsAParagraph_andItsLinesHangUnderTheText() {
    let list = "- alpha beta gamma delta\n- epsilon\n10. zeta eta theta iota\n"
    #expect(formatDocument(list, width: 14) == "- alpha beta\n  gamma delta\n- epsilon\n10. zeta eta\n    theta iota\n")
  }

  @Test func aBulletContinuationLineJoinsItsItem() {
    #expect(formatDocument("* one\n  two three\n", width: 40) == "* one two three\n")
  }

  @Test func aChangeOfIndentationStartsAParagraph() {
    #expect(formatDocument("  a b\n  c\n    d e\n", width: 40) == "  a b c\n    d e\n")
  }

  @Test func commentLeadersOnlyWhenAsked() {
    let code = "# one two three\n# four\n"
    #expect(formatDocument(code, width: 40, prefixes: [.commentLeaders]) == "# one two three four\n")
    #expect(formatDocument(code, width: 40) == "# one two three # four\n")
  }

  @Test func aStarLeadsCommentLinesOnlyInsideABlockComment() {
    let block = "/*\n * one two\n * three\n */\n* four\n* five\n"
    #expect(
      formatDocument(block, width: 40, prefixes: [.commentLeaders, .bullets])
        == "/*\n * one two three\n */\n* four\n* five\n")
  }

  @Test func aLineWithOnlyMarkersIsKeptAsItIs() {
    #expect(formatDocument("text\n-- \nsig\n", width: 40, prefixes: [.commentLeaders]) == "text\n-- \nsig\n")
  }

  @Test func aSignatureIsKeptAsWritten_upToABlankLine() {
    let mail = "Thanks for the patch. I will\nlook at it.\n\n-- \nAlice Example\nhttps://example.org\n\nP.S. one\ntwo\n"
    #expect(
      formatDocument(mail, width: 40)
        == "Thanks for the patch. I will look at it.\n\n-- \nAlice Example\nhttps://example.org\n\nP.S. one two\n")
    // A bare `--` (a separator whose space an editor dropped) is no signature, but a comment leader alone on its
    // line, kept as written: the lines after it are prose.
    #expect(formatDocument("a\n--\nAlice and\nBob\n", width: 40) == "a\n--\nAlice and Bob\n")
    // A separator followed by more than a few lines, or by long ones, is followed by prose. Joined to it, the
    // dashes would lead a comment line, which the next run reads apart from the prose: kept as written.
    let long = "-- \n" + String(repeating: "words that run on and on ", count: 4) + "\n"
    #expect(formatDocument(long, width: 40) == long)
    let many = "-- \n" + String(repeating: "a\n", count: 7)
    #expect(formatDocument(many, width: 40) == "-- a a a a a a a\n")
    // fmt's way, without detection: all one paragraph.
    #expect(formatDocument("a\n-- \nAlice\nBob\n", width: 40, prefixes: []) == "a -- Alice Bob\n")
  }

  @Test func aQuotedSignatureIsKept_untilItsQuoteEnds() {
    let reply = "> -- \n> Bob\n> bob@example.org\n>\n> one\n> two\n"
    #expect(formatDocument(reply, width: 40) == "> -- \n> Bob\n> bob@example.org\n>\n> one two\n")
    // A line quoted at another depth is not part of the signature.
    #expect(formatDocument("> -- \n> Bob\n> > one\n> > two\n", width: 40) == "> -- \n> Bob\n> > one two\n")
  }

  @Test func dashesWithTextOrIndentedAreNotASignature() {
    // `-- b` is a comment line (SQL, Lua), which joins no prose line; with a word glued to the dashes it is prose.
    #expect(formatDocument("a\n-- b\nc\n", width: 40) == "a\n-- b\nc\n")
    #expect(formatDocument("a b c d\n--x\ne\n", width: 40) == "a b c d --x e\n")
  }

  @Test func dashesThatWouldReadAsASignatureNeverStartALine() {
    // Greedy would start the second line with "--". Any line it starts may end right after it (at another width,
    // say), and alone on a line it reads back as a signature's separator, so it starts none.
    #expect(formatDocument("aaaa bbbb -- cc\n", width: 9) == "aaaa\nbbbb --\ncc\n")
    #expect(formatDocument("aaaa bbbb -- cc\n", width: 9, prefixes: []) == "aaaa bbbb\n-- cc\n")
    // Dashes that start a longer word are that word's start, free to start a line, even where the word is too
    // wide to stay whole and is broken after its hyphens.
    #expect(formatDocument("aaaa bbbb --cc-dd\n", width: 9) == "aaaa bbbb\n--cc-dd\n")
    let cutting = try! DocumentFormatter(
      options: DocumentOptions(
        wrap: TextWrapOptions(width: 9, algorithm: .greedy, breaksLongWords: true, keepsCopyableWordsWhole: true)))
    // An option name is never cut, as the command keeps it: it runs past the width on a line of its own.
    #expect(cutting.format("aaaaaaa --cc-dddddddd\n") == "aaaaaaa\n--cc-dddddddd\n")
    #expect(cutting.format("aaaaaaa cc-dddddddd\n") == "aaaaaaa\ncc-\ndddddddd\n")
  }

  @Test func headerFieldsInARowAreKeptAsWritten() {
    let commit = "Fix the parser\n\nSigned-off-by: A <a@x.org>\nReviewed-by: B <b@y.org>\nFixes: #123\n"
    #expect(formatDocument(commit, width: 72) == commit)
    // fmt's way, without detection: one paragraph.
    #expect(
      formatDocument(commit, width: 72, prefixes: [])
        == "Fix the parser\n\nSigned-off-by: A <a@x.org> Reviewed-by: B <b@y.org> Fixes: #123\n")
    // Quoted headers, and a field line too long for the width, stay as they are.
    let quoted = "> From: Alice Example <alice@example.org>\n> To: b\n>\n> one\n> two\n"
    #expect(formatDocument(quoted, width: 20) == "> From: Alice Example <alice@example.org>\n> To: b\n>\n> one two\n")
  }

  /// A line of prose that opens with a field's name right below a run of fields stays with the run, as written: a
  /// mail's long `Subject:` is not broken out of its headers, and wrapped, such a line's short first line would
  /// join the run on a second pass, which would set the rest again on its own (a fuzzing finding).
  @Test func proseRightBelowARunOfFieldsIsKeptWithIt() {
    let mail = "From: Alice\nTo: Bob\nSubject: a rather long subject line that goes on past the width\n\nBody.\n"
    #expect(formatDocument(mail, width: 40) == mail)
    let note = "A: x\nB: y\nNote: ccc a dddd a dddd dddd bb a a eeeee Warn:\n"
    #expect(formatDocument(note, width: 10) == note)
    // Below one field line, prose is a paragraph, the field line with it.
    #expect(
      formatDocument("A: x\nNote: aa bb cc dd ee ff gg hh\n", width: 20) == "A: x Note: aa bb cc\ndd ee ff gg hh\n")
  }

  @Test func oneFieldLineOrFieldsInProseOrBulletsAreText() {
    // A paragraph that starts with a field's name is prose: the next line joins it.
    #expect(
      formatDocument("Note: the parser\nfails on empty input.\n", width: 72)
        == "Note: the parser fails on empty input.\n")
    // So is one after a line of prose; two after it are a run, as trailers right after a commit's text.
    // A field line wider than the width whose value runs to eight words or more is prose.
    let note = "Note: " + String(repeating: "word ", count: 26) + "end.\nWorkaround: use the other one.\n"
    #expect(formatDocument(note, width: 60).split(separator: "\n").allSatisfy { $0.count <= 60 })
    #expect(
      formatDocument("We agreed on the\nOutcome: ship\nit.\n", width: 72) == "We agreed on the Outcome: ship it.\n")
    #expect(formatDocument("Fix it.\nFixes: #1\nCc: B\n", width: 72) == "Fix it.\nFixes: #1\nCc: B\n")
    // A lowercase name, or a colon with no blank after it, is no field.
    #expect(formatDocument("a: b\nc: d\n", width: 72) == "a: b c: d\n")
    #expect(formatDocument("See http://x.org\nHTTP://y.org\n", width: 72) == "See http://x.org HTTP://y.org\n")
    // Bullets are list items, whatever their text starts with.
    #expect(formatDocument("- Note: one\n- Todo: two three\n", width: 11) == "- Note: one\n- Todo: two\n  three\n")
  }

  @Test func aFieldNameNeverStartsALineAfterAParagraphsFirst() {
    // Greedy would start the second line with "Warning:": with the first, the two would read back as header
    // fields, kept as written, and the rest of the paragraph would be set again on its own.
    #expect(formatDocument("Note: aaaa Warning: bb\n", width: 14) == "Note:\naaaa Warning:\nbb\n")
    #expect(formatDocument("Note: aaaa Warning: bb\n", width: 14, prefixes: []) == "Note: aaaa\nWarning: bb\n")
    // A property test found this one: the optimal breaker put "Note:" and "Signed-off-by:" at two line starts.
    let optimal = try! DocumentFormatter(
      options: DocumentOptions(wrap: TextWrapOptions(width: 11, algorithm: .optimal, spacing: .collapse)))
    let once = optimal.format("> x  the  the  the  Note:  the  Signed-off-by:\n")
    #expect(optimal.format(once) == once)
  }

  /// A rule starting a line could end up alone on it and read back as a rule line, kept as written, which would cut
  /// the paragraph in two on a second pass (a fuzzing finding): it stays with the word before it.
  @Test func aRuleNeverStartsALine() {
    // Greedy (this suite's breaker) would leave `======` alone on the last line.
    let once = formatDocument("some words here and then\nmore text ======\n", width: 20)
    #expect(once == "some words here and\nthen more\ntext ======\n")
    #expect(formatDocument(once, width: 20) == once)
    // A rule that does not end the paragraph goes with the word after it, as a dash does; where neither
    // neighbour fits beside it, it stands alone between forced breaks, as the next pass reads it: a rule line
    // between two paragraphs, each line within the width.
    #expect(formatDocument("aaaaaa ===== bbbbbbbb cc\n", width: 14) == "aaaaaa\n===== bbbbbbbb\ncc\n")
    let alone = formatDocument("aaaaaaaa ===== bbbbbbbb cc\n", width: 10)
    #expect(alone == "aaaaaaaa\n=====\nbbbbbbbb\ncc\n")
    #expect(formatDocument(alone, width: 10) == alone)
    // The same before a paragraph's last word.
    #expect(formatDocument("aaaa ===== bbbbbb\n", width: 12) == "aaaa\n===== bbbbbb\n")
    #expect(formatDocument("aaaaaaaa ===== bbbbbb\n", width: 10) == "aaaaaaaa\n=====\nbbbbbb\n")
    // In a run of rules every other one holds the next word, so the run breaks after its second rule rather than
    // running past the width (found by fuzzing paragraph-model): a line of two rules reads back as text.
    let run = formatDocument("some text ===== ===== and more words\n", width: 12)
    #expect(run == "some text\n===== =====\nand more\nwords\n")
    #expect(formatDocument(run, width: 12) == run)
    // A rule that cannot share a line with the word after it keeps the word before it (found by fuzzing
    // paragraph-model: '#### ########BC…' ran past the width where '…### ####' fitted the line before).
    #expect(formatDocument("aaaa bbbb ==== cccccccccc\n", width: 12) == "aaaa\nbbbb ====\ncccccccccc\n")
    // A rule that UAX #14 holds to the word after it (no break before `}`) holds nothing more (found by fuzzing:
    // it kept the word before it too, and the three ran past the width).
    let whole = DocumentOptions(wrap: TextWrapOptions(width: 16, algorithm: .greedy, breaksLongWords: false))
    let glued = try! DocumentFormatter(options: whole).format("aaaaaaaaaa #### }bbbbbbbbbbbb\n")
    #expect(glued == "aaaaaaaaaa\n#### }bbbbbbbbbbbb\n")
    // A rule weighs the word after it with what UAX #14 holds to that word: '######## ####' fits, but not with
    // '}bbbbbbbbbbbb' held to it, so the first rule keeps the word before it.
    let held = try! DocumentFormatter(options: whole).format("aaaa ######## #### }bbbbbbbbbbbb\n")
    #expect(held == "aaaa ########\n#### }bbbbbbbbbbbb\n")
    // Two rules that each keep the word between them would make one piece past the width: the second weighs the
    // word before it with the first rule, and stands alone (found by fuzzing).
    let between = formatDocument("====== bbbbbbbbbb ====\n", width: 17)
    #expect(between == "====== bbbbbbbbbb\n====\n")
    #expect(formatDocument(between, width: 17) == between)
  }

  @Test func aBulletAloneOnItsLineIsKept_notJoinedIntoAListItem() {
    // Joined, "*" and "é the" would read back as a list item, and the indented line would join it.
    #expect(formatDocument("*\né the\n  again\n", width: 40) == "*\né the\n  again\n")
    #expect(formatDocument("1.\ntext\n", width: 40) == "1.\ntext\n")
  }

  @Test func aWordThatWouldReadAsABulletNeverStartsALine() {
    // Greedy would put "-" first on the second line, which would read back as a list item.
    #expect(formatDocument("aaaa bbbb - cc\n", width: 9) == "aaaa\nbbbb - cc\n")
    #expect(formatDocument("aaaa bbbb > cc\n", width: 9) == "aaaa\nbbbb > cc\n")
  }

  @Test func fmtPrefix_onlyPrefixedLinesAreRewrapped() {
    let text = "# a b c\n# d\ncode line\n  # e f\n"
    #expect(formatDocument(text, width: 40, prefix: "# ") == "# a b c d\ncode line\n  # e f\n")
  }

  @Test func crownMargin_keepsTheFirstTwoIndents() {
    let text = "  one two three\nfour five six seven\neight\n"
    #expect(formatDocument(text, width: 16, shape: .crownMargin) == "  one two three\nfour five six\nseven eight\n")
  }

  @Test func taggedParagraph_needsADifferentSecondIndent() {
    #expect(formatDocument("tag a\n    b c\n", width: 40, shape: .taggedParagraph) == "tag a b c\n")
    #expect(formatDocument("tag a\ntag b\n", width: 40, shape: .taggedParagraph) == "tag a\ntag b\n")
    // A tag alone hangs by three columns, as in fmt.
    #expect(formatDocument("tag one two three\n", width: 10, shape: .taggedParagraph) == "tag one\n   two\n   three\n")
  }

  @Test func splitOnly_splitsButNeverJoins() {
    #expect(formatDocument("a b c d\ne\n", width: 3, shape: .splitOnly) == "a b\nc d\ne\n")
  }

  @Test func spacing_preserveKeepsRunsInsideLines_sentencesFollowsFmtU() {
    let text = "One.  Two three. Mr. X\nfour.\nfive"
    #expect(formatDocument(text, width: 80) == "One.  Two three. Mr. X four. five")
    #expect(formatDocument(text, width: 80, spacing: .sentences) == "One.  Two three. Mr. X four.  five")
    #expect(formatDocument(text, width: 80, spacing: .collapse) == "One. Two three. Mr. X four. five")
  }

  /// A sentence that ends inside typeset quotes (`stop.”`) ends as one inside typed quotes does: two spaces under `-u`.
  @Test func spacing_sentencesReadsTypesetQuotesAsTypedOnes() {
    for (open, close) in [("\"", "\""), ("“", "”"), ("‘", "’"), ("«", "»")] {
      let text = "He said \(open)stop.\(close)\nThen left."
      #expect(
        formatDocument(text, width: 80, spacing: .sentences) == "He said \(open)stop.\(close)  Then left.", "\(close)")
    }
  }

  @Test func crlfLinesStayCRLF() {
    #expect(formatDocument("a b\r\nc\r\n\r\nd\r\n", width: 40, lineEnding: .crlf) == "a b c\r\n\r\nd\r\n")
    var bytes = Array("x\r\ny".utf8)
    #expect(bytes.withUnsafeBufferPointer { LineEnding.of($0) } == .crlf)
    bytes = Array("x\ny\r\n".utf8)
    #expect(bytes.withUnsafeBufferPointer { LineEnding.of($0) } == .lf)
  }

  @Test func loneCRLinesAreLines_andStayCR() {
    let classic = "one two three\rfour\r\rfive six\r"
    #expect(formatDocument(classic, width: 9, lineEnding: .cr) == "one two\rthree\rfour\r\rfive six\r")
    // A line feed inside a CR file is white space inside a line, as a CR is inside an LF file.
    #expect(formatDocument("a\nb c\rd", width: 40, lineEnding: .cr) == "a b c d")
    for (text, ending) in [("x\ry", LineEnding.cr), ("x\r", .cr), ("x\r\ny", .crlf), ("x\n\ry", .lf)] {
      let bytes = Array(text.utf8)
      #expect(bytes.withUnsafeBufferPointer { LineEnding.of($0) } == ending, "\(text.debugDescription)")
    }
  }

  @Test func aFinalLineEndIsKeptOnlyIfThereWasOne() {
    #expect(formatDocument("a b\nc", width: 40) == "a b c")
    #expect(formatDocument("a b\nc\n", width: 40) == "a b c\n")
  }

  @Test func leadsWiderThanTheLineLeaveTheLinesAsTheyAre() {
    #expect(formatDocument("          a b\n          c\n", width: 8) == "          a b\n          c\n")
  }

  @Test func independentEnds_areTheEndsOfBlankLines_howeverTheTextIsChunked() {
    let text = Array("a\n\nb\n  \nc \n".utf8)
    text.withUnsafeBufferPointer { bytes in
      #expect(DocumentFormatter.firstIndependentEnd(in: bytes) == 3)
      #expect(DocumentFormatter.firstIndependentEnd(in: bytes, from: 3) == 8)
      #expect(DocumentFormatter.firstIndependentEnd(in: bytes, from: 8) == nil)
    }
    // Fed in chunks that cut lines anywhere, the scanner finds the same ends.
    for chunk in 1...4 {
      var scanner = IndependentEndScanner()
      var ends: [Int] = []
      for start in stride(from: 0, to: text.count, by: chunk) {
        for index in start..<min(text.count, start + chunk) where scanner.endsBlankLine(text[index]) {
          ends.append(index + 1)
        }
      }
      #expect(ends == [3, 8], "chunks of \(chunk)")
    }
  }

  /// The bulk scan reads back from the last line end, eight bytes at a time; it must find what byte by byte finds.
  @Test func theBulkScanFindsTheLastBlankLineEndAsTheByteScanDoes() async {
    let lines = ["", " ", "\t ", "\r", "word", "a longer line of text, longer than eight bytes", "  x", "\u{3000}"]
    await propertyCheck(
      count: 500, input: Gen.int(in: 0...999).array(of: 0...30), Gen.int(in: 1...40), Gen.bool
    ) { choices, chunk, classicMac in
      let lineEnding: LineEnding = classicMac ? .cr : .lf
      let end = classicMac ? "\r" : "\n"
      let text = Array(choices.map { lines[$0 % lines.count] + end }.joined().utf8)
      var byByte = IndependentEndScanner(lineEnding: lineEnding)
      var bulk = IndependentEndScanner(lineEnding: lineEnding)
      text.withUnsafeBufferPointer { bytes in
        for start in stride(from: 0, to: bytes.count, by: chunk) {
          let piece = start..<min(bytes.count, start + chunk)
          var expected: Int?
          for index in piece where byByte.endsBlankLine(bytes[index]) { expected = index + 1 }
          let found = bulk.lastBlankLineEnd(in: UnsafeBufferPointer(rebasing: bytes[piece])).map { $0 + start }
          #expect(found == expected, "\(String(decoding: text, as: UTF8.self).debugDescription) in chunks of \(chunk)")
        }
      }
    }
  }

  @Test func independentEnds_ofAClassicMacDocument_areFoundAtCRs() {
    let text = Array("a\r\rb\r \t\rc\r".utf8)
    text.withUnsafeBufferPointer { bytes in
      #expect(DocumentFormatter.firstIndependentEnd(in: bytes, lineEnding: .cr) == 3)
      #expect(DocumentFormatter.firstIndependentEnd(in: bytes, from: 3, lineEnding: .cr) == 8)
      // Read as LF text it is one line, with CRs as white space: nowhere to cut.
      #expect(DocumentFormatter.firstIndependentEnd(in: bytes) == nil)
      #expect(DocumentFormatter.firstIndependentEnd(in: bytes, lineEnding: .crlf) == nil)
    }
  }
}
