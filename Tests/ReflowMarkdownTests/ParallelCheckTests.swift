// The meaning check on two threads: the output's HTML rendered in two
// halves at once must be the whole document's HTML, byte for byte, and a
// document formatted on two threads must come out as it does on one.

import PropertyBased
import Testing

@testable import ReflowMarkdown

@Suite struct ParallelCheckTests {
  /// The HTML of `source` rendered whole, and rendered in two halves at once.
  private func renderings(_ source: [UInt8]) -> (whole: [UInt8], halves: [UInt8]) {
    source.withUnsafeBufferPointer { bytes in
      (CmarkTree(bytes, footnotes: true).html(), CmarkTree(bytes, footnotes: true).htmlSplittingTree().array)
    }
  }

  @Test func theHTMLOfTwoHalvesIsTheHTMLOfTheWhole() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...99_999).array(of: 1...60)) { choices in
      let document = randomMarkdown(choices, words: markdownWords + cjkWords)
      // A third of the documents end their lines with CR LF.
      let bytes =
        choices[0] % 3 == 0 ? document.utf8.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] } : Array(document.utf8)
      let (whole, halves) = renderings(bytes)
      #expect(halves == whole, "\(document)")
    }
  }

  @Test(arguments: MarkdownCorpus.own)
  func eachCorpusDocumentRendersTheSameInHalves(document: CorpusDocument) {
    let (whole, halves) = renderings(Array(document.text.utf8))
    #expect(halves == whole)
  }

  /// Footnote definitions are numbered across the document and gathered in one section at its end, so halves
  /// rendered apart would each open a section: a document with footnotes is rendered whole.
  @Test func aDocumentWithFootnotesIsRenderedWhole() {
    let notes = (1...6).map { "[^\($0)]: Note \($0)." }
    let source = "Text" + (1...6).map { "[^\($0)]" }.joined() + ".\n\n" + notes.joined(separator: "\n\n") + "\n"
    let (whole, halves) = renderings(Array(source.utf8))
    #expect(String(decoding: whole, as: UTF8.self).components(separatedBy: "<section").count == 2)
    #expect(halves == whole)
  }

  @Test func aDocumentOfOneBlockIsRenderedWhole() {
    for source in ["", "One paragraph only.\n", "| a |\n|---|\n| b |\n"] {
      let (whole, halves) = renderings(Array(source.utf8))
      #expect(halves == whole)
    }
  }

  @Test func buffersJoinInOrder() {
    let parts = ["# Heading\n\nFirst *part*.\n", "Second **part**, with <span>HTML</span>.\n", ""]
    let buffers = parts.map { part in
      Array(part.utf8).withUnsafeBufferPointer { CmarkTree($0).htmlBuffer() }
    }
    let expected = parts.flatMap { part in Array(part.utf8).withUnsafeBufferPointer { CmarkTree($0).html() } }
    buffers[0].append(buffers[1])
    buffers[0].append(buffers[2])
    #expect(buffers[0].array == expected)
    #expect(buffers[0].count == expected.count)
    // A buffer with no HTML at all (cmark-gfm out of memory) takes another's bytes whole.
    let empty = HTMLBuffer(rendered: nil)
    empty.append(buffers[1])
    #expect(empty.array == buffers[1].array)
  }

  /// The rewrap, the output's parse and the check all run on several threads for a document this large; what
  /// comes out must be what one thread gives, kept paragraphs included.
  @Test func twoThreadsFormatAsOneDoes() throws {
    var document = ""
    var choices = Array(0..<40)
    while document.utf8.count < 600 << 10 {
      choices = choices.map { ($0 * 7_919 + 13) % 99_991 }
      document += randomMarkdown(choices, words: markdownWords + cjkWords) + "\n"
    }
    let one = try MarkdownFormatter(options: MarkdownFormatOptions(width: 30, threads: 1)).format(document)
    let two = try MarkdownFormatter(options: MarkdownFormatOptions(width: 30, threads: 2)).format(document)
    #expect(two.output == one.output)
    #expect(two.keptAsWritten == one.keptAsWritten)
    #expect(two.paragraphs == one.paragraphs)
    #expect(one.output != Array(document.utf8))
  }
}
