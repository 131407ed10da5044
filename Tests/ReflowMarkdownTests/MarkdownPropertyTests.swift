// The Markdown guarantee on random documents: paragraphs of words chosen to be
// hazards at the start of a line (bullets, numbers, hashes, quotes, fences,
// HTML, table pipes), inline constructs that hold spaces, CJK and emoji, with
// random line ends, hard breaks, containers and blocks in between.

import PropertyBased
import Testing

@testable import ReflowMarkdown

/// Words a wrapped line could start with, and the inline constructs around them.
let markdownWords = [
  "the", "text", "wraps,", "again", "and", "-", "+", "*", "1.", "2)", "123.", "#", "##", ">", ">>", "|", "|-|",
  "=", "===", "--", "---", "***", "___", ":--", "```", "~~~", "<div>", "</p>", "<span>", "<!--", "<?x",
  "`code span`", "``a ` b``", "[link text](http://x.y/z \"a title\")", "[ref]", "**bold words**", "_em_",
  "~~gone~~", "a\\", "\\-", "\\", "日本語の", "文章。", "한국어", "👩‍👩‍👧", "$a + b$", "<!-- c d -->",
  "&amp;", "www.example.com", "x@example.com", "<https://e.x>", "[", "]", "(", ")", "![alt](i.png)",
]
/// Unspaced Chinese and Japanese with markup inside, for the opt-in that breaks inside such runs.
let cjkWords = [
  "日本語の文章は長くなります", "*強調された語*です", "`コード の中`と", "「引用の文」。", "漢字、かな、カナ",
  "[リンクの文字](http://例え.jp)を", "中文句子没有空格，", "ぁぃぅ小さい仮名", "１２３全角", "\\*記号",
]

private let containerLeads = ["", "", "", "> ", "- ", "1. ", "> - ", "- > ", "  ", "* [ ] ", ">> "]
private let otherBlocks = [
  "# Heading", "```\ncode  with   spaces\n```", "    indented code", "---", "| a | b |\n|---|---|\n| c | d |",
  "<div>\nhtml block\n</div>", "[ref]: https://example.com/ref",
]

/// A random document built from `choices`.
func randomMarkdown(_ choices: [Int], words: [String] = markdownWords) -> String {
  var blocks: [String] = []
  var index = 0
  while index < choices.count {
    let choice = choices[index]
    index += 1
    if choice % 9 == 0 {
      blocks.append(otherBlocks[choice % otherBlocks.count])
      continue
    }
    let lead = containerLeads[choice % containerLeads.count]
    let continuation = String(repeating: " ", count: lead.count).replacingGreaterThan(from: lead)
    let count = 1 + choice % 12
    var text = ""
    for word in choices[index..<min(choices.count, index + count)] {
      let separator = word % 13 == 0 ? "  \n" : word % 4 == 0 ? "\n" : " "
      text += words[word % words.count] + separator
    }
    index += count
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    // A first word that opens a block would make another block, not a paragraph: start with prose.
    let body = lines.enumerated().map { ($0.offset == 0 ? lead + "start " : continuation) + $0.element }
    blocks.append(body.joined(separator: "\n"))
  }
  return blocks.joined(separator: "\n\n") + "\n"
}

extension String {
  /// Spaces the length of `lead`, keeping its `>` markers: the continuation of a container's lines.
  fileprivate func replacingGreaterThan(from lead: String) -> String {
    String(lead.map { $0 == ">" ? ">" : " " })
  }
}

@Suite struct MarkdownPropertyTests {
  @Test func randomDocumentsKeepTheGuarantee() async {
    await propertyCheck(count: 400, input: Gen.int(in: 0...99_999).array(of: 1...40), Gen.int(in: 6...60)) {
      choices, width in
      let document = randomMarkdown(choices)
      let problems = MarkdownGuarantee(width: width).problems(document)
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
  }

  @Test func breakingInsideCJKRunsKeepsTheGuarantee() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...99_999).array(of: 1...40), Gen.int(in: 6...60)) {
      choices, width in
      let document = randomMarkdown(choices, words: markdownWords + cjkWords + cjkWords)
      let problems = MarkdownGuarantee(width: width, breaksInsideCJKRuns: true).problems(document)
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
  }

  /// `--markdown` parses its output as it is written, piece by piece; the parse must be the whole text's, wherever
  /// the pieces end: inside a line, between a CR and its LF, inside a UTF-8 sequence, or at no byte at all.
  @Test func aParseFedInPiecesIsTheParseOfTheWhole() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...99_999).array(of: 1...40), Gen.int(in: 0...99_999).array(of: 0...12)
    ) {
      choices, cuts in
      let document = randomMarkdown(choices, words: markdownWords + cjkWords)
      // A third of the documents end their lines with CR LF.
      let bytes =
        choices[0] % 3 == 0 ? document.utf8.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] } : Array(document.utf8)
      let whole = bytes.withUnsafeBufferPointer { CmarkTree($0, footnotes: true).html() }
      let parse = CmarkStreamingParse(footnotes: true)
      var start = 0
      for end in (cuts.map { $0 % (bytes.count + 1) } + [bytes.count]).sorted() {
        bytes[start..<end].withUnsafeBufferPointer { parse.feed($0) }
        start = end
      }
      #expect(parse.finish().html() == whole, "\(cuts): \(document)")
    }
  }

  /// The case the property found: an empty piece between a CR and its LF changes nothing.
  ///
  /// cmark-gfm 0.29 forgets the CR when fed nothing, and reads the LF as a
  /// blank line, which ends the table's header and leaves a paragraph of pipes.
  @Test func anEmptyPieceBetweenACRAndItsLFChangesNothing() {
    let table = Array("| a | b |\r\n|---|---|\r\n| c | d |\r\n".utf8)
    let whole = table.withUnsafeBufferPointer { CmarkTree($0, footnotes: true).html() }
    #expect(String(decoding: whole, as: UTF8.self).contains("<table>"))
    let parse = CmarkStreamingParse(footnotes: true)
    let afterCR = table.firstIndex(of: 0x0D)! + 1
    for piece in [table[..<afterCR], table[afterCR..<afterCR], table[afterCR...]] {
      piece.withUnsafeBufferPointer { parse.feed($0) }
    }
    #expect(parse.finish().html() == whole)
  }

  @Test func greedyBreakingKeepsTheGuaranteeToo() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...99_999).array(of: 1...40), Gen.int(in: 6...60)) {
      choices, width in
      let problems = MarkdownGuarantee(width: width, algorithm: .greedy).problems(randomMarkdown(choices))
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
  }
}
