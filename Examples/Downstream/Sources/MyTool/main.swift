// The README's and the DocC articles' Swift code, compiled and run as another
// project would run it: through the four products, with nothing internal in
// reach. Each block stands as the documentation shows it, in a function of
// its own; the checks after it hold the values the documentation's comments
// promise. `Scripts/ci/downstream.sh` builds and runs this (CI does), and a test
// in the main package checks that every documented block appears here.

import FlowLayout
import FlowLayoutSwiftUI
import Foundation
import ReflowMarkdown
import ReflowText

/// What the documented code printed, kept to be compared instead of written out.
nonisolated(unsafe) var printed: [String] = []

/// The documentation's examples print; here the printing is kept.
func print(_ item: Any, terminator: String = "\n") {
  printed.append("\(item)")
}

/// Stops the program, naming the example, when a value is not the one the documentation gives.
func check<Value: Equatable>(_ actual: Value, _ expected: Value, _ example: String) {
  guard actual != expected else { return }
  FileHandle.standardError.write(Data("\(example): documented \(expected), got \(actual)\n".utf8))
  exit(1)
}

// MARK: README, "Use it from Swift".

func readmeText() throws {
  let lines = try TextWrap.wrap("日本語と English を混ぜた文章", options: TextWrapOptions(width: 12))
  // ["日本語と", "English を混", "ぜた文章"]
  let kept = try TextWrap.wrap("first line\n\nsecond line", options: TextWrapOptions(width: 40))
  // ["first line", "", "second line"]: wrap keeps line breaks; fill and refill rewrap paragraphs
  let short = try TextWrap.shorten("Hello  world, and more", toWidth: 16)
  // "Hello [...]"
  let columns = TextWrap.displayWidth("👩‍👩‍👧 café")
  // 7
  let cut = try TextWrap.truncate("a long line of text", toWidth: 10)
  // "a long li…"
  check(lines, ["日本語と", "English を混", "ぜた文章"], "README text: wrap")
  check(kept, ["first line", "", "second line"], "README text: line breaks")
  check(short, "Hello [...]", "README text: shorten")
  check(columns, 7, "README text: displayWidth")
  check(cut, "a long li…", "README text: truncate")
}

func readmeMarkdown() throws {
  let formatter = try MarkdownFormatter(options: MarkdownFormatOptions(width: 30))
  let wrapped = formatter.format("A paragraph of *Markdown* that is wider than thirty columns.\n").text
  // "A paragraph of *Markdown* that\nis wider than thirty columns.\n"; format's result also lists the paragraphs
  // kept as written (keptAsWritten), each with its line and a reason whose description a user can read
  let page = try MarkdownRenderer(options: MarkdownRenderOptions(width: 30)).render("Some **bold** words.\n").page
  // page.plainTextString: "Some bold words.\n"; page.ansiString, page.htmlString, page.svgString()
  check(wrapped, "A paragraph of *Markdown* that\nis wider than thirty columns.\n", "README Markdown: format")
  check(page.plainTextString, "Some bold words.\n", "README Markdown: render")
}

func readmeTagCloud(readme: String) throws {
  let tags = ["swift", "text layout", "knuth-plass", "unicode", "cjk", "emoji", "terminal", "flow"]
  let chips = tags.map { "[\($0)]" }
  let container = FlowContainer<Int>(itemSpacing: 1, alignment: .center)
  let result = try container.layout(
    sizes: chips.map { FlowSize(width: $0.count, height: 1) },
    proposal: ProposedFlowSize(width: 28, height: nil))
  var rows = Array(repeating: Array(repeating: Character(" "), count: result.size.width), count: result.size.height)
  for (chip, position) in zip(chips, result.boxPositions) {
    // A chip wider than the page starts at column 0 and runs past the edge, in either direction: cut it there.
    for (offset, character) in chip.enumerated() where position.x + offset < result.size.width {
      rows[position.y][position.x + offset] = character
    }
  }
  print(rows.map { String($0).replacing(/\ +$/, with: "") }.joined(separator: "\n"))
  let shown = printed.last ?? ""
  check(readme.contains("prints\n\n```\n" + shown + "\n```"), true, "README tag cloud: the printed cloud\n\(shown)")

  // The same loop, right to left, with a chip wider than the page: it starts at column 0 and is cut at the edge.
  let wide = ["[a chip far wider than the twenty-eight columns]", "[rtl]"]
  let mirrored = try FlowContainer<Int>(itemSpacing: 1, direction: .rightToLeft).layout(
    sizes: wide.map { FlowSize(width: $0.count, height: 1) }, proposal: ProposedFlowSize(width: 28, height: nil))
  var cells = Array(
    repeating: Array(repeating: Character(" "), count: mirrored.size.width), count: mirrored.size.height)
  for (chip, position) in zip(wide, mirrored.boxPositions) {
    for (offset, character) in chip.enumerated() where position.x + offset < mirrored.size.width {
      cells[position.y][position.x + offset] = character
    }
  }
  check(
    cells.map { String($0) }, ["[a chip far wider than the t", "                       [rtl]"], "README tag cloud: RTL")
}

// MARK: The DocC articles' getting-started code.

func flowLayoutArticle() throws {
  let tags = ["swift", "unicode", "knuth-plass", "cjk", "emoji", "terminal"]
  let container = FlowContainer<Int>(itemSpacing: 1, lineSpacing: 0, alignment: .leading)
  let result = try container.layout(
    sizes: tags.map { FlowSize(width: $0.count + 2, height: 1) },
    proposal: ProposedFlowSize(width: 24, height: nil))
  // result.boxPositions: (0,0) (8,0) (0,1) (14,1) (0,2) (8,2); result.size: 24 by 3
  check(
    result.boxPositions.map { "(\($0.x),\($0.y))" }, ["(0,0)", "(8,0)", "(0,1)", "(14,1)", "(0,2)", "(8,2)"],
    "FlowLayout article: positions")
  check([result.size.width, result.size.height], [24, 3], "FlowLayout article: size")
}

func reflowTextArticle() throws {
  let lines = try TextWrap.wrap(
    "Reflow measures 日本語 and emoji 👍 in terminal columns.", options: TextWrapOptions(width: 20))
  // ["Reflow measures 日本", "語 and emoji 👍 in", "terminal columns."]

  let sentences = try TextWrap.wrap(
    "Dr. Lee wrote it. The second sentence is long enough to wrap.",
    options: TextWrapOptions(width: 30, breaksAtSentences: true))
  // ["Dr. Lee wrote it.", "The second sentence is long", "enough to wrap."]

  let columns = TextWrap.displayWidth("表示幅")
  // 6
  check(lines, ["Reflow measures 日本", "語 and emoji 👍 in", "terminal columns."], "ReflowText article: wrap")
  check(sentences, ["Dr. Lee wrote it.", "The second sentence is long", "enough to wrap."], "ReflowText article")
  check(columns, 6, "ReflowText article: displayWidth")

  let wrapper = try TextWrapper(options: TextWrapOptions(width: 40))
  let kept = wrapper.wrapEachLine("first line\nsecond line")
  // ["first line", "second line"]
  let joined = wrapper.wrapParagraph("first line\nsecond line")
  // ["first line second line"]
  check(kept, ["first line", "second line"], "ReflowText article: wrapEachLine")
  check(joined, ["first line second line"], "ReflowText article: wrapParagraph")
}

func reflowMarkdownArticle() throws {
  let formatter = try MarkdownFormatter(options: MarkdownFormatOptions(width: 30))
  let result = formatter.format("A paragraph of *Markdown* that is wider than thirty columns.\n\n    code stays\n")
  // result.text: "A paragraph of *Markdown* that\nis wider than thirty columns.\n\n    code stays\n"
  // result.keptAsWritten: [], each entry a paragraph left as written, with its line and a reason to show a user
  let wrapped = result.text
  check(result.keptAsWritten, [], "ReflowMarkdown article: kept as written")

  let renderer = try MarkdownRenderer(options: MarkdownRenderOptions(width: 30))
  let page = renderer.render("# Title\n\nSome **bold** words.\n").page
  let text = String(decoding: page.plainText(), as: UTF8.self)
  // "Title\n━━━━━\n\nSome bold words.\n"
  check(
    wrapped, "A paragraph of *Markdown* that\nis wider than thirty columns.\n\n    code stays\n",
    "ReflowMarkdown article: format")
  check(text, "Title\n━━━━━\n\nSome bold words.\n", "ReflowMarkdown article: render")
}

// MARK: The DocC landing pages.

func landingPages(readme: String) throws {
  let container = FlowContainer<Int>(itemSpacing: 1, lineSpacing: 1, alignment: .center)
  let tags = ["swift", "layout", "knuth-plass", "cjk", "emoji"]
  let result = try container.layout(
    sizes: tags.map { FlowSize(width: $0.count + 2, height: 1) },
    proposal: ProposedFlowSize(width: 20, height: nil))
  // result.boxPositions[i] is where tag i goes; result.size is the cloud's size.
  check(result.boxPositions.count, tags.count, "FlowLayout landing page")

  let lines = try TextWrap.wrap("日本語と English を混ぜた文章", options: TextWrapOptions(width: 12))
  // ["日本語と", "English を混", "ぜた文章"]
  check(lines, ["日本語と", "English を混", "ぜた文章"], "ReflowText landing page")

  do {
    let readme = "# Notes\n\nA paragraph written on one long line, as an editor that never wraps leaves it.\n"
    let formatter = try MarkdownFormatter(options: MarkdownFormatOptions(width: 60))
    let wrapped = formatter.format(readme).text
    // "# Notes\n\nA paragraph written on one long line, as an editor that\nnever wraps leaves it.\n"
    check(
      wrapped, "# Notes\n\nA paragraph written on one long line, as an editor that\nnever wraps leaves it.\n",
      "ReflowMarkdown landing page")
  }
  let formatter = try MarkdownFormatter(options: MarkdownFormatOptions(width: 60))
  let wrapped = formatter.format(readme).text
  check(formatter.format(wrapped).text, wrapped, "ReflowMarkdown landing page: formatting the README twice")
}

// MARK: The code in doc comments.

func docComments() throws {
  do {
    let words: [Int] = [5, 3, 7, 2, 6]
    var items: [FlowItem<Int>] = []
    for (index, width) in words.enumerated() {
      if index > 0 { items.append(.glue(FlowGlue(width: 1, stretch: 1))) }
      items.append(.box(FlowBox(width: width)))
    }
    let result = try FlowEngine.layout(
      FlowParagraph(items),
      options: FlowLayoutOptions(measures: LineMeasures(width: 12), alignment: .justified))
    check(result.lines.count, 3, "FlowEngine")
  }
  do {
    let paragraphs = try [[5, 3], [7]].map { widths in
      try FlowParagraph(widths.map { FlowItem<Int>.box(FlowBox(width: $0)) })
    }
    let options = FlowLayoutOptions<Int>(measures: try LineMeasures(width: 12))
    var drawn = 0
    func draw(_ result: FlowLayoutResult<Int>) { drawn += result.boxPositions.count }
    let workspace = FlowLayoutWorkspace()
    for paragraph in paragraphs {
      let result = try FlowEngine.layout(paragraph, options: options, workspace: workspace)
      draw(result)
      workspace.reclaim(result)  // its arrays hold the next layout
    }
    check(drawn, 3, "FlowLayoutWorkspace")
  }
  do {
    let container = FlowContainer<Int>(itemSpacing: 1)
    let views = [3, 4, 5].map { FixedSubview(FlowSize(width: $0, height: 1)) }
    var cache = container.makeCache(subviews: views)
    let bounds = FlowRect(origin: FlowPoint(x: 2, y: 0), size: FlowSize(width: 9, height: 2))
    let proposal = ProposedFlowSize<Int>(width: 9, height: nil)
    var positions = [FlowPoint<Int>](repeating: FlowPoint(x: 0, y: 0), count: views.count)
    try container.placeSubviews(in: bounds, proposal: proposal, subviews: views, cache: &cache) { index, frame in
      if let frame { positions[index] = frame.origin }
    }
    check(positions.map { "(\($0.x),\($0.y))" }, ["(2,0)", "(6,0)", "(2,1)"], "FlowContainer one by one")
  }
  do {
    let wrapper = try TextWrapper(options: TextWrapOptions(width: 20))
    let lines = wrapper.wrapParagraph("日本語のテキストも、English text too, wraps in columns.")
    check(lines.allSatisfy { TextWrap.displayWidth($0) <= 20 }, true, "TextWrapper")
  }
  do {
    let wrapper = try TextWrapper(options: TextWrapOptions(width: 40))
    let paragraph = wrapper.segmented("Segmented once, wrapped at every width a layout proposes.")
    let wide = try wrapper.wrap(paragraph, toWidth: 40)
    let narrow = try wrapper.wrap(paragraph, toWidth: 20)
    // narrow: the lines TextWrapper(options: TextWrapOptions(width: 20)) gives
    let text = "Segmented once, wrapped at every width a layout proposes."
    check(wide, wrapper.wrapParagraph(text), "SegmentedParagraph at its wrapper's width")
    check(
      narrow, try TextWrapper(options: TextWrapOptions(width: 20)).wrapParagraph(text),
      "SegmentedParagraph at another width")
  }
  do {
    let formatter = try DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 30)))
    let quoted = formatter.format("> a quoted paragraph that is too long for one line\n")
    // "> a quoted paragraph that is\n> too long for one line\n"
    check(quoted, "> a quoted paragraph that is\n> too long for one line\n", "DocumentFormatter")
  }
  do {
    let formatter = try MarkdownFormatter(options: MarkdownFormatOptions(width: 40))
    let wrapped = formatter.format("> A quoted paragraph that is far too long for forty columns.\n").text
    check(wrapped.split(separator: "\n").count, 2, "MarkdownFormatter")
  }
  do {
    let renderer = try MarkdownRenderer(options: MarkdownRenderOptions(width: 40, styled: true))
    let page = renderer.render("Tags: [Swift]{.chip color=orange} [Linux]{.chip}\n").page
    print(String(decoding: page.ansi(), as: UTF8.self), terminator: "")
    check(printed.last?.contains("Swift"), true, "MarkdownRenderer")
  }
}

// The README is read from the repository this package depends on.
let readmePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("reflow/README.md")
let readme = try String(contentsOf: readmePath, encoding: .utf8)
try readmeText()
try readmeMarkdown()
try readmeTagCloud(readme: readme)
try flowLayoutArticle()
try reflowTextArticle()
try reflowMarkdownArticle()
try landingPages(readme: readme)
try docComments()
try moduleNameAnswer()
FileHandle.standardOutput.write(Data("the documented examples give what they promise\n".utf8))
