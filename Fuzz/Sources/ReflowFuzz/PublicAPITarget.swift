// Target: the public API of the four libraries, as a user's code reaches it,
// with hostile values in every number a caller can set (0, negative, NaN,
// infinity, the largest integers) and empty, odd or huge strings. A thrown
// error is an answer; a trap, a hang or memory without end is a finding.

import FlowLayout
import ReflowMarkdown
import ReflowText

extension FuzzInput {
  /// An integer a careless or hostile caller might pass: the edges of `Int`, zero, signs, and a few ordinary sizes.
  mutating func hostileInt() -> Int {
    choice([0, 1, -1, 2, 3, 8, 20, 72, 80, -80, 1_000, 1 << 20, Int.max, Int.min, Int.max / 2, Int.max / 4, -(1 << 40)])
  }

  /// A `Double` a careless or hostile caller might pass: NaN, both infinities, the extremes, and ordinary sizes.
  mutating func hostileDouble() -> Double {
    choice([
      0, -0.0, 1, -1, 0.5, 3, 20, 72.5, 1e-300, -1e-300, 1e300, -1e300, .nan, .infinity, -.infinity,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 9_007_199_254_740_993,
    ])
  }

  /// A hostile scalar of the engine's type.
  mutating func hostile<Scalar: HostileScalar>(_: Scalar.Type) -> Scalar { Scalar.hostile(from: &self) }

  /// A short string from the input: empty, spaces, tabs, wide characters, escapes, or the input's own bytes.
  mutating func hostileString() -> String {
    switch byte() % 8 {
    case 0: ""
    case 1: " "
    case 2: "\t"
    case 3: "日本"
    case 4: "\u{1B}[1m> "
    case 5: String(repeating: "-", count: number(in: 0...200))
    case 6: "\u{AD}\u{200B}\n"
    default:
      String(
        decoding: UTF8Validation.repaired(UnsafeBufferPointer(rebasing: rest.prefix(number(in: 0...8)))), as: UTF8.self)
    }
  }

  /// The rest of the input as text, now and then repeated into a large document.
  mutating func hostileText() -> String {
    let times = choice([1, 1, 1, 2, 64, 2_000])
    let text = String(decoding: restAsText, as: UTF8.self)
    return times == 1 || text.isEmpty
      ? text : String(repeating: text, count: Swift.min(times, 200_000 / text.utf8.count + 1))
  }
}

/// A scalar the fuzzer can draw hostile values of.
protocol HostileScalar: FlowScalar {
  static func hostile(from input: inout FuzzInput) -> Self
}

extension Int: HostileScalar {
  static func hostile(from input: inout FuzzInput) -> Int { input.hostileInt() }
}

extension Double: HostileScalar {
  static func hostile(from input: inout FuzzInput) -> Double { input.hostileDouble() }
}

extension FuzzTarget {
  /// No public initializer, setter or call of FlowLayout, ReflowText or ReflowMarkdown traps, hangs or runs out of
  /// memory, whatever the numbers and strings.
  static let publicAPI = FuzzTarget(
    name: "public-api", summary: "every public call of the four libraries answers hostile values without a trap"
  ) { input in
    switch input.byte() % 6 {
    case 0: flowContainer(Double.self, &input)
    case 1: flowContainer(Int.self, &input)
    case 2: flowEngine(Double.self, &input)
    case 3: flowEngine(Int.self, &input)
    case 4: textWrap(&input)
    default: markdown(&input)
    }
  }

  /// `FlowContainer`, every setting and proposal hostile, through all three of its entry points.
  private static func flowContainer<Scalar: HostileScalar>(_: Scalar.Type, _ input: inout FuzzInput) {
    var container = FlowContainer<Scalar>(
      itemSpacing: input.hostile(Scalar.self), lineSpacing: input.hostile(Scalar.self),
      alignment: input.choice(FlowAlignment.allCases), verticalAlignment: input.choice(FlowVerticalAlignment.allCases),
      padding: FlowEdgeInsets(
        top: input.hostile(Scalar.self), leading: input.hostile(Scalar.self), bottom: input.hostile(Scalar.self),
        trailing: input.hostile(Scalar.self)),
      direction: input.choice([.leftToRight, .rightToLeft]), sizing: input.choice([.hug, .fill]),
      breaker: input.choice(breakers(&input)))
    container.maximumLineCount = input.choice([nil, 0, -1, 1, 2, Int.max, Int.min])
    let indicator = FlowBox(
      width: input.hostile(Scalar.self), height: input.hostile(Scalar.self), baseline: input.hostile(Scalar.self))
    container.overflowIndicator = input.choice([.none, .lastSubview, .box { _ in indicator }])
    // 9,000 is more than a chunk of the one-shot layout's (FlowContainer.chunkViews), which then takes its chunked path.
    let count = input.choice([0, 1, 2, 5, 40, 3_000, 9_000])
    var sizes: [FlowSize<Scalar>] = []
    var baselines: [Scalar] = []
    for _ in 0..<count {
      sizes.append(FlowSize(width: input.hostile(Scalar.self), height: input.hostile(Scalar.self)))
      baselines.append(input.hostile(Scalar.self))
    }
    let proposal = ProposedFlowSize<Scalar>(
      width: input.choice([nil, input.hostile(Scalar.self)]), height: input.choice([nil, input.hostile(Scalar.self)]))
    _ = try? container.layout(sizes: sizes, baselines: input.choice([nil, baselines]), proposal: proposal)
    let subviews = zip(sizes, baselines).map { FixedSubview($0, firstBaseline: $1) }
    var cache = container.makeCache(subviews: subviews)
    _ = try? container.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    let origin = FlowPoint(x: input.hostile(Scalar.self), y: input.hostile(Scalar.self))
    _ = try? container.placeSubviews(
      in: FlowRect(origin: origin, size: FlowSize(width: input.hostile(Scalar.self), height: 0)), proposal: proposal,
      subviews: subviews, cache: &cache)
    _ = FlowViews.items(sizes: sizes, baselines: baselines, spacing: input.hostile(Scalar.self))
  }

  /// The breakers a caller can make, with hostile settings.
  private static func breakers(_ input: inout FuzzInput) -> [any LineBreaker] {
    var knuthPlass = KnuthPlassOptions()
    knuthPlass.tolerance = input.hostileDouble()
    knuthPlass.linePenalty = input.hostileDouble()
    knuthPlass.flaggedDemerits = input.hostileDouble()
    knuthPlass.fitnessDemerits = input.hostileDouble()
    knuthPlass.looseness = input.hostileInt()
    knuthPlass.raggedStretch = input.hostileDouble()
    return [
      GreedyLineBreaker(), OptimalLineBreaker(goalShortfall: input.hostileDouble()), BalancedLineBreaker(),
      KnuthPlassLineBreaker(options: knuthPlass),
    ]
  }

  /// `FlowEngine` with items, measures and options that are all hostile.
  private static func flowEngine<Scalar: HostileScalar>(_: Scalar.Type, _ input: inout FuzzInput) {
    var items: [FlowItem<Scalar>] = []
    for _ in 0..<input.choice([0, 1, 3, 30, 2_000]) {
      switch input.byte() % 3 {
      case 0:
        items.append(
          .box(
            FlowBox(
              width: input.hostile(Scalar.self), height: input.hostile(Scalar.self),
              baseline: input.hostile(Scalar.self))))
      case 1:
        items.append(
          .glue(
            FlowGlue(
              width: input.hostile(Scalar.self), stretch: input.hostile(Scalar.self), shrink: input.hostile(Scalar.self)
            )))
      default:
        items.append(
          .penalty(
            FlowPenalty(
              width: input.hostile(Scalar.self), cost: input.hostileDouble(), isFlagged: input.byte() & 1 == 1)))
      }
    }
    let measures: LineMeasures<Scalar>? =
      switch input.byte() % 4 {
      case 0: try? LineMeasures(width: input.hostile(Scalar.self))
      case 1:
        try? LineMeasures(
          width: input.hostile(Scalar.self), firstIndent: input.hostile(Scalar.self),
          restIndent: input.hostile(Scalar.self))
      case 2:
        try? LineMeasures([
          LineMeasure(indent: input.hostile(Scalar.self), width: input.hostile(Scalar.self)),
          LineMeasure(indent: input.hostile(Scalar.self), width: input.hostile(Scalar.self)),
        ])
      default: .unbounded
      }
    guard let paragraph = try? FlowParagraph(items), let measures else { return }
    var options = FlowLayoutOptions(
      measures: measures, breaker: input.choice(breakers(&input)), alignment: input.choice(FlowAlignment.allCases),
      lastLineAlignment: input.choice([nil] + FlowAlignment.allCases),
      verticalAlignment: input.choice(FlowVerticalAlignment.allCases), lineSpacing: input.hostile(Scalar.self),
      emptyLineHeight: input.hostile(Scalar.self), padding: FlowEdgeInsets(all: input.hostile(Scalar.self)),
      direction: input.choice([.leftToRight, .rightToLeft]), sizing: input.choice([.hug, .fill]),
      maximumLineCount: input.choice([nil, 0, 1, 3, Int.max, Int.min]), truncationSpacing: input.hostile(Scalar.self))
    let indicator = FlowBox<Scalar>(width: input.hostile(Scalar.self))
    if input.byte() & 1 == 1 { options.truncationIndicator = { _ in indicator } }
    _ = try? FlowEngine.layout(paragraph, options: options)
  }

  /// Every `TextWrap` function, and a `TextWrapper` and `DocumentFormatter`, with hostile options.
  private static func textWrap(_ input: inout FuzzInput) {
    var widths = WidthOptions(ambiguousWidth: input.hostileInt(), tabWidth: input.hostileInt())
    widths.tabWidth = input.hostileInt()
    widths.ambiguousWidth = input.hostileInt()
    var options = TextWrapOptions(
      width: input.hostileInt(), initialIndent: input.hostileString(), subsequentIndent: input.hostileString(),
      algorithm: input.choice([.optimal, .greedy, .balance, .knuthPlass]),
      alignment: input.choice(FlowAlignment.allCases), breaksLongWords: input.byte() & 1 == 1,
      wordInteriorBreaks: input.choice(WordInteriorBreaks.allCases), widths: widths,
      spacing: input.choice(WordSpacing.allCases), goal: input.choice([nil, input.hostileInt()]),
      breaksAtSentences: input.byte() & 1 == 1, maximumLineCount: input.choice([nil, input.hostileInt()]),
      placeholder: input.hostileString(), expandsTabs: input.byte() & 1 == 1)
    options.lineBreak = LineBreakStyle(
      locale: input.choice(["", "ja", "zh", "xx-invalid", "\u{0}", "en_US_POSIX"]),
      strictness: input.choice(LineBreakStrictness.allCases), wordBreak: input.choice(WordBreak.allCases))
    options.hyphenation = input.choice([.none, .soft])
    let width = input.hostileInt()
    let text = input.hostileText()
    _ = TextWrap.displayWidth(text, options: widths)
    _ = TextWrap.expandTabs(text, options: widths)
    _ = try? TextWrap.truncate(text, toWidth: width, placeholder: options.placeholder, options: widths)
    _ = try? TextWrap.shorten(text, toWidth: width, placeholder: options.placeholder, options: options)
    _ = try? TextWrap.wrap(text, options: options)
    _ = try? TextWrap.fill(text, options: options)
    _ = try? TextWrap.refill(text, toWidth: width, options: options)
    _ = TextWrap.unfill(text)
    _ = TextWrap.indent(text, prefix: options.initialIndent)
    _ = TextWrap.dedent(text)
    // The byte-level entry points, given bytes that need not be valid UTF-8.
    let raw = Array(input.rest)
    var measurer = DisplayWidthMeasurer(options: widths)
    _ = raw.withUnsafeBufferPointer { measurer.width(of: $0, in: 0..<$0.count) }
    if let wrapper = try? TextWrapper(options: options) {
      _ = wrapper.wrapParagraph(text)
      _ = wrapper.fill(text)
      _ = raw.withUnsafeBufferPointer { wrapper.wrapParagraph(utf8: $0) }
      _ = raw.withUnsafeBufferPointer { wrapper.fill(utf8: $0) }
    }
    let document = DocumentOptions(
      wrap: options, shape: input.choice(ParagraphShape.allCases), prefix: input.choice([nil, options.initialIndent]),
      prefixes: PrefixKinds(rawValue: input.byte()))
    if let formatter = try? DocumentFormatter(options: document) {
      _ = formatter.format(text, lineEnding: input.choice([.lf, .crlf, .cr]))
    }
  }

  /// `MarkdownFormatter` and `MarkdownRenderer` with hostile options, and every way to draw the page.
  private static func markdown(_ input: inout FuzzInput) {
    var widths = WidthOptions()
    widths.tabWidth = input.hostileInt()
    let formatOptions = MarkdownFormatOptions(
      width: input.hostileInt(), algorithm: input.choice([.optimal, .greedy, .balance, .knuthPlass]),
      alignment: input.choice(FlowAlignment.allCases), widths: widths, verifiesMeaning: input.byte() & 1 == 1,
      threads: input.choice([0, 1, 2, -1, Int.max]), breaksInsideCJKRuns: input.byte() & 1 == 1,
      goal: input.choice([nil, input.hostileInt()]), keepsLineBreaks: input.byte() & 1 == 1,
      breaksAtSentences: input.byte() & 1 == 1)
    let renderOptions = MarkdownRenderOptions(
      width: input.hostileInt(), styled: input.byte() & 1 == 1, chipStyle: input.choice(ChipStyle.allCases),
      chipAlignment: input.choice(FlowAlignment.allCases), chipSpacing: input.hostileInt(),
      chipLineSpacing: input.hostileInt(), codeChips: input.byte() & 1 == 1,
      algorithm: input.choice([.optimal, .greedy, .balance, .knuthPlass]), widths: widths,
      threads: input.choice([0, 1, 2, -1, Int.max]), highlightsCode: input.byte() & 1 == 1)
    let rows = input.choice([nil, 0..<0, 0..<1, 3..<9, -5..<2, 0..<Int.max])
    let text = input.hostileText()
    let raw = Array(input.rest)
    if let formatter = try? MarkdownFormatter(options: formatOptions) {
      _ = formatter.format(text)
      _ = raw.withUnsafeBufferPointer { formatter.format(utf8: $0) }
    }
    guard let renderer = try? MarkdownRenderer(options: renderOptions) else { return }
    _ = raw.withUnsafeBufferPointer { renderer.render(utf8: $0) }
    var page = renderer.render(text).page
    if input.byte() & 1 == 1, !page.rows.isEmpty {
      let row = input.number(in: 0...page.rows.count - 1)
      // A caller may edit a page before drawing it: runs past the row's end, links that are not there, widths
      // that do not match.
      page.rows[row].width = input.hostileInt()
      if !page.rows[row].runs.isEmpty {
        page.rows[row].runs[0].end = Int32(clamping: input.hostileInt())
        page.rows[row].runs[0].style.link = input.choice([nil, -1, 0, 5, Int32.max])
      }
      page.rows[row].bytes.removeLast(input.number(in: 0...page.rows[row].bytes.count))
    }
    _ = page.plainText(rows: rows)
    _ = page.ansi(rows: rows)
    _ = page.html()
    _ = page.svg(widths: widths)
  }
}
