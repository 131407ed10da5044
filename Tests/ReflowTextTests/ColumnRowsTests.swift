// Rows set in columns are a table, not prose: kept as written, silently, in
// plain text and in comments, while prose that keeps two spaces after its
// sentences still wraps.

import PropertyBased
import Testing

@testable import ReflowText

@Suite struct ColumnRowsTests {
  /// psql's table has no outer frame, so it is no table line (TableLines); its rows were joined
  /// (`1   | foo 2   | bar`, found by a new user's review).
  @Test func aTableWithoutAnOuterFrameIsKept() {
    let table = " id  | name\n-----+------\n 1   | foo\n 2   | bar\n"
    let (output, kept) = formattedWithKept("The query prints this:\n\n" + table, width: 72)
    #expect(output == "The query prints this:\n\n" + table)
    #expect(kept.isEmpty)
    // Single spaces around the bars line up as well.
    let narrow = "id | name\n---+-----\n 1 | foo\n 2 | bar\n"
    #expect(formattedWithKept(narrow, width: 72).output == narrow)
  }

  /// Debian Reference's listings and util-linux's option lists: rows whose cells line up, after a line introducing
  /// them or opening their paragraph.
  @Test func rowsInColumnsAreKept() {
    let listing =
      "Files in the folder:\nName        Size    Date\nfoo.txt     12K     2024-01-01\nbar.txt     3K      x\n"
    #expect(formattedWithKept(listing, width: 72).output == listing)
    let options =
      "  -c               compact instead of pretty-printed output;\n"
      + "  -n               use `null` as the single input value;\n"
    #expect(formattedWithKept(options, width: 40).output == options)
    let tabs = "\tTYPE\t\tfilesystem type\n\tUUID\t\tfilesystem uuid\n"
    #expect(formattedWithKept(tabs, width: 72).output == tabs)
  }

  /// Two spaces after a sentence's end (fmt's `-u`) start no column, even where two lines have them at one column.
  @Test func proseWithTwoSpacesAfterItsSentencesWraps() {
    let prose = "One sentence.  Then another one here,\nand two.      More words follow on.\n"
    #expect(
      formattedWithKept(prose, width: 80).output
        == "One sentence.  Then another one here, and two.      More words follow on.\n")
    // Nor do lines whose gaps do not line up.
    let ragged = "word  then more words\nanother  and then more\n"
    #expect(formattedWithKept(ragged, width: 72).output == "word  then more words another  and then more\n")
  }

  /// Two spaces after an outline's letter (`A.  Selection Options`) are a column's gap, not a sentence's end: the
  /// letter is an initial, which ends no sentence (lsof's Quick Start).
  @Test func anOutlinesLettersStartColumns() {
    let outline = "\t    A.  Selection Options\n\t    B.  Output Options\n\t    C.  Precautionary Options\n"
    #expect(formattedWithKept(outline, width: 72).output == outline)
    // A sentence that ends inside typeset quotes ends as one inside typed quotes does: two spaces after it are no gap.
    let quoted = "He said “stop.”  Then he left,\nand she said “go.”  Then more.\n"
    #expect(
      formattedWithKept(quoted, width: 80).output == "He said “stop.”  Then he left, and she said “go.”  Then more.\n")
  }

  /// Justified prose spreads its words with runs of two blanks, some of which fall at one column in two lines: it
  /// still wraps.
  @Test func justifiedProseWraps() {
    let justified = """
      The licenses for most software and other
      practical  works  are designed  to  take
      away your  freedom to  share and  change
      the works. By contrast,  the GNU General
      Public License is  intended to guarantee
      your freedom.

      """
    let (output, kept) = formattedWithKept(justified, width: 72)
    #expect(output.split(separator: "\n").count == 4)
    #expect(kept.isEmpty)
  }

  /// Numbers set flush right (`free`) line up where their cells end.
  @Test func rowsAlignedRightAreKept() {
    let rows = "Mem:        997184     976928\n-/+ buffers/cache:     675404\nSwap:      4545576          4\n"
    #expect(formattedWithKept(rows, width: 20).output == rows)
  }

  /// Lines where a wrap broke a run of ideographs are a paragraph's, whatever their gaps: kept as rows, they would
  /// never join again.
  @Test func linesThatContinueAWordAreNoRows() {
    let wrapped = "the     日本語の\n文章    word\n"
    #expect(formattedWithKept(wrapped, width: 72).output != wrapped)
    let table = "the     日本語の\nabc     word\n"
    #expect(formattedWithKept(table, width: 72).output == table)
  }

  /// A row too long for the width stands alone between rows of other indents (`ls --help`'s `-b`, cut at
  /// `characters`): it lines up with the line written above it, and is kept.
  @Test func aLongRowUnderARowIsKept() {
    let help = """
            --author               with -l, print the author of each file
        -b, --escape               print C-style escapes for nongraphic characters

      """
    #expect(formattedWithKept(help, width: 72).output == help)
    // A long line of prose under a row still wraps.
    let prose =
      "      --author               with -l, print the author of each file\n"
      + "  and this line of prose goes on past the width, so it wraps as it always did.\n"
    #expect(formattedWithKept(prose, width: 72).output != prose)
  }

  /// Comments hold tables too: the rows stay under their leaders.
  @Test func rowsInAPythonCommentAreKept() throws {
    let comment = "# Name        Size    Date\n# foo.txt     12K     2024-01-01\n# bar.txt     3K      x\n"
    let formatter = try DocumentFormatter(
      options: DocumentOptions(wrap: TextWrapOptions(width: 40, breaksLongWords: false), commentLeaders: .hash))
    var copy = comment
    #expect(String(decoding: copy.withUTF8 { formatter.format(utf8: $0) }, as: UTF8.self) == comment)
  }

  /// The sixteen-bytes-at-a-time scan finds what a byte-by-byte reading finds, across blocks: a tab, a `|`, or two
  /// spaces that follow no sentence's end.
  @Test func theGapScanAgreesWithAByteByByteReading() async {
    await propertyCheck(input: printedSeed, Gen.int(in: 0...5).array(of: 0...40)) { _, choices in
      let alphabet: [UInt8] = [0x20, 0x61, 0x7C, 0x09, 0xC3, 0x2E]
      let bytes = choices.map { alphabet[$0] }
      // A pair of spaces counts unless the run it is in opens the text or follows a full stop.
      func followsStop(_ index: Int) -> Bool {
        var start = index
        while start > 0 && bytes[start - 1] == 0x20 { start -= 1 }
        return start == 0 || bytes[start - 1] == 0x2E
      }
      var expected = false
      for index in bytes.indices
      where bytes[index] < 0x20 || bytes[index] == 0x7C
        || bytes[index] == 0x20 && index > 0 && bytes[index - 1] == 0x20 && !followsStop(index)
      {
        expected = true
      }
      #expect(bytes.withUnsafeBufferPointer(ColumnRows.mayHoldGap) == expected, "\(bytes)")
    }
  }
}
