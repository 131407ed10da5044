// Cases the settling property tests found for records, kept as examples: each
// was read as records once wrapped, so the next refill no longer joined a word
// the wrap had broken.

import Testing

@testable import ReflowText

/// Cases the settling property tests found, kept as examples: each was read as records once wrapped, so the next
/// refill no longer joined a word the wrap had broken.
@Suite struct RecordParagraphFindings {
  /// `1. -v,  soft­hyphen` at -w 12, justified: `-v, soft­` read as an option and its argument, over `hyphen`.
  @Test func anOptionLikeLineBrokenAtASoftHyphenIsProse() {
    let mode = PlainTextMode.all.first { $0.description == "--align justify" }!
    let document = Array("1. -v,  soft\u{AD}hyphen\n".utf8)
    let once = formatPassingThrough(document, try! DocumentFormatter(options: mode.options(12)))
    #expect(refillWords(once, mode: mode) == refillWords(document, mode: mode))
  }

  /// `# - リフローはICUの soft­hyphen #` at -w 27: a `#` line broken at a soft hyphen read as a comment line.
  @Test func aCommentLineBrokenAtASoftHyphenIsProse() {
    let mode = PlainTextMode.all.first { $0.description == "default" }!
    let document = Array("# - リフローはICUの soft\u{AD}hyphen #\n".utf8)
    let once = formatPassingThrough(document, try! DocumentFormatter(options: mode.options(27)))
    #expect(refillWords(once, mode: mode) == refillWords(document, mode: mode))
  }
}

extension RecordParagraphFindings {
  /// `  >x  ####  the  the` at -w 11, balanced: the lines under the glued quote marker were read as records, whose
  /// markers a refill keeps on every line (`>the`) where it writes them once.
  @Test func linesUnderAQuoteMarkerAreNoRecords() {
    let mode = PlainTextMode.all.first { $0.description == "--algorithm balance" }!
    for text in ["  >x  ####  the  the\n", "  >x  the  the  the\n"] {
      let document = Array(text.utf8)
      let once = formatPassingThrough(document, try! DocumentFormatter(options: mode.options(11)))
      #expect(refillWords(once, mode: mode) == refillWords(document, mode: mode), "\(text)")
    }
  }
}
