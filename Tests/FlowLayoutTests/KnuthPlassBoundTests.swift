// The Knuth–Plass search's bounded active list: a break's work is bounded
// whatever the width, and lines of ordinary widths keep TeX's breaks.

import Testing

@testable import FlowLayout

@Suite struct KnuthPlassBoundTests {
  /// Word widths from 1 to 9 columns, the same on every run.
  static func wordWidths(_ count: Int) -> [Int] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 60) % 9 + 1
    }
  }

  /// Two-column characters with a break between each two, as Chinese text is laid out.
  static func ideographs(_ count: Int) -> [FlowItem<Int>] {
    var items: [FlowItem<Int>] = []
    for index in 0..<count {
      if index > 0 { items.append(.glue(FlowGlue(width: 0, stretch: 1))) }
      items.append(.box(FlowBox(width: 2)))
    }
    return items
  }

  /// The search over `items` at `width`, with at most `maximumActive` active nodes, after it has chosen its breaks.
  static func search(
    _ items: [FlowItem<Int>], width: Int, justified: Bool, maximumActive: Int
  ) throws -> (breaks: LineEnds, search: TotalFitSearch<Int>) {
    let table = try #require(BreakCandidates(items, withGlueSums: true))
    var search = TotalFitSearch(
      table: table, measures: measure(width), justified: justified, options: KnuthPlassOptions(),
      maximumActive: maximumActive)
    let breaks = search.breaks()
    return (breaks, search)
  }

  /// Lines of about a hundred words: the whole search weighs each break against hundreds of nodes, the bounded one
  /// against at most its bound, and every line still fits.
  @Test(arguments: [false, true])
  func aBreaksWorkStaysWithinTheBound(justified: Bool) throws {
    let items = words(Self.wordWidths(2_000), stretch: 2)
    let breaks = try #require(BreakCandidates(items, withGlueSums: true)).count
    let whole = try Self.search(items, width: 600, justified: justified, maximumActive: .max)
    let bounded = try Self.search(items, width: 600, justified: justified, maximumActive: 32)
    // Both passes may run, each weighing every break.
    #expect(bounded.search.weighings <= 2 * 32 * breaks)
    #expect(whole.search.weighings > 4 * 32 * breaks)
    #expect(naturalWidths(items, bounded.breaks).allSatisfy { $0 <= 600 })
  }

  /// At 72 columns, of words or of ideographs, the list never reaches the breaker's bound, so its breaks are the
  /// whole search's; at 200 it does, and the half it keeps still leads to the same breaks.
  @Test(arguments: [72, 200], [false, true])
  func ordinaryWidthsKeepTheWholeSearchsBreaks(width: Int, justified: Bool) throws {
    for items in [words(Self.wordWidths(2_000), stretch: 2), Self.ideographs(2_000)] {
      let whole = try Self.search(items, width: width, justified: justified, maximumActive: .max)
      let breaker = KnuthPlassLineBreaker().breakLines(
        paragraph(items), measures: measure(width), justified: justified)
      #expect(breaker == whole.breaks)
      #expect(whole.breaks.lineCount > 1)
      if width == 72 { #expect(whole.search.peakActive < KnuthPlassLineBreaker.maximumActiveNodes) }
    }
  }
}
