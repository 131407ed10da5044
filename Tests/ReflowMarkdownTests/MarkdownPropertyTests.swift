// The Markdown guarantee on random documents: paragraphs of words chosen to be
// hazards at the start of a line (bullets, numbers, hashes, quotes, fences,
// HTML, table pipes), inline constructs that hold spaces, CJK and emoji, with
// random line ends, hard breaks, containers and blocks in between.

import PropertyBased
import Testing

/// Words a wrapped line could start with, and the inline constructs around them.
private let markdownWords = [
  "the", "text", "wraps,", "again", "and", "-", "+", "*", "1.", "2)", "123.", "#", "##", ">", ">>", "|", "|-|",
  "=", "===", "--", "---", "***", "___", ":--", "```", "~~~", "<div>", "</p>", "<span>", "<!--", "<?x",
  "`code span`", "``a ` b``", "[link text](http://x.y/z \"a title\")", "[ref]", "**bold words**", "_em_",
  "~~gone~~", "a\\", "\\-", "\\", "日本語の", "文章。", "한국어", "👩‍👩‍👧", "$a + b$", "<!-- c d -->",
  "&amp;", "www.example.com", "x@example.com", "<https://e.x>", "[", "]", "(", ")", "![alt](i.png)",
]
/// Unspaced Chinese and Japanese with markup inside, for the opt-in that breaks inside such runs.
private let cjkWords = [
  "日本語の文章は長くなります", "*強調された語*です", "`コード の中`と", "「引用の文」。", "漢字、かな、カナ",
  "[リンクの文字](http://例え.jp)を", "中文句子没有空格，", "ぁぃぅ小さい仮名", "１２３全角", "\\*記号",
]

private let containerLeads = ["", "", "", "> ", "- ", "1. ", "> - ", "- > ", "  ", "* [ ] ", ">> "]
private let otherBlocks = [
  "# Heading", "```\ncode  with   spaces\n```", "    indented code", "---", "| a | b |\n|---|---|\n| c | d |",
  "<div>\nhtml block\n</div>", "[ref]: https://example.com/ref",
]

/// A random document built from `choices`.
private func randomMarkdown(_ choices: [Int], words: [String] = markdownWords) -> String {
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

  @Test func greedyBreakingKeepsTheGuaranteeToo() async {
    await propertyCheck(count: 150, input: Gen.int(in: 0...99_999).array(of: 1...40), Gen.int(in: 6...60)) {
      choices, width in
      let problems = MarkdownGuarantee(width: width, algorithm: .greedy).problems(randomMarkdown(choices))
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
  }
}
