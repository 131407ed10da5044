// The public values a caller hands from one task or actor to another
// (issue 60, point 8). Each test compiles only while its type is Sendable:
// `Task.detached` and `MainActor.run` take and give Sendable values only.

import FlowLayout
import Testing

@testable import ReflowText

/// Compiles only for a Sendable type.
private func requireSendable<Value: Sendable>(_: Value.Type) {}

@Suite struct SendableValuesTests {
  /// "Segment once, lay out at many widths": segmented on a background task, wrapped on the main actor.
  @Test func aSegmentedParagraphGoesFromABackgroundTaskToTheMainActor() async throws {
    let text = "Segmented once, wrapped at every width a layout proposes."
    let paragraph = try await Task.detached {
      try TextWrapper(options: TextWrapOptions(width: 40)).segmented(text)
    }.value
    let lines = try await MainActor.run {
      try TextWrapper(options: TextWrapOptions(width: 40)).wrap(paragraph, toWidth: 20)
    }
    #expect(
      lines == (try TextWrap.fill(text, options: TextWrapOptions(width: 20)).split(separator: "\n").map(String.init)))
  }

  /// One line-break iterator shared by tasks that run at once: each call holds it alone, so every task gets the
  /// answer one iterator gives on its own.
  @Test func tasksShareOneLineBreakIterator() async throws {
    let iterator = try LineBreakIterator()
    let texts = (0..<16).map { "Task \($0) breaks “quoted” text, 中文和日本語 too, and (brackets) at width \($0)." }
    let alone = try texts.map { try BreakOpportunities.of($0) }
    let shared = await withTaskGroup(of: (Int, [BreakOpportunity]).self) { group in
      for (index, text) in texts.enumerated() {
        group.addTask {
          var string = text
          return (index, string.withUTF8 { iterator.opportunities(in: $0) })
        }
      }
      var results = [[BreakOpportunity]](repeating: [], count: texts.count)
      for await (index, breaks) in group { results[index] = breaks }
      return results
    }
    #expect(shared == alone)
  }

  /// One sentence finder shared by tasks that run at once: each call holds its ICU iterator and scratch arrays
  /// alone, so every task gets the starts one finder gives on its own, across the runs of white space it joins.
  @Test func tasksShareOneSentenceFinder() async throws {
    let boundaries = try SentenceBoundaries()
    let texts = (0..<16).map {
      "Task \($0) ends here.  Then e.g. a letter of Dr. Smith\nwrites to J. R. R. Tolkien.\tIt is \($0) o'clock. Done\($0)."
    }
    func starts(_ text: String, _ finder: SentenceBoundaries) -> [Int] {
      var string = text
      return string.withUTF8 { finder.starts(in: $0) }
    }
    let alone = try texts.map { starts($0, try SentenceBoundaries()) }
    let shared = await withTaskGroup(of: (Int, [Int]).self) { group in
      for _ in 0..<4 {
        for (index, text) in texts.enumerated() {
          group.addTask { (index, starts(text, boundaries)) }
        }
      }
      var results = [[[Int]]](repeating: [], count: texts.count)
      for await (index, found) in group { results[index].append(found) }
      return results
    }
    // Three starts each: the abbreviations and initials end no sentence, the double space and the tab do.
    #expect(alone.allSatisfy { $0.count == 3 })
    for (index, found) in shared.enumerated() { #expect(found.allSatisfy { $0 == alone[index] }) }
  }

  /// A measurer and fixed subviews made on one task and used on another.
  @Test func measurersAndFixedSubviewsCrossTasks() async {
    let measurer = DisplayWidthMeasurer()
    let subviews = [FixedSubview(FlowSize(width: 3, height: 1)), FixedSubview(FlowSize(width: 5, height: 1))]
    let widths = await Task.detached {
      var measurer = measurer
      var text = "日本 ok"
      let columns = text.withUTF8 { measurer.width(of: $0, in: 0..<$0.count) }
      return (columns, subviews.map { $0.sizeThatFits(ProposedFlowSize(width: nil, height: nil)).width })
    }.value
    #expect(widths.0 == 7)
    #expect(widths.1 == [3, 5])
  }

  /// The other public types a caller may hand across: each line compiles only while its type is Sendable.
  @Test func theOtherPublicValuesAreSendable() {
    requireSendable(SegmentedParagraph.self)
    requireSendable(LineBreakIterator.self)
    requireSendable(BreakOpportunities.self)
    requireSendable(DisplayWidthMeasurer.self)
    requireSendable(FixedSubview<Int>.self)
    requireSendable(FixedSubview<Double>.self)
    requireSendable(IgnoreDirectives.self)
    requireSendable(SentenceBoundaries.self)
    requireSendable(LineSpans<Int>.self)
    requireSendable(LineSpans<Double>.Iterator.self)
    // Shared by claiming them for each call (SharedFormatterTests).
    requireSendable(TextWrapper.self)
    requireSendable(DocumentFormatter.self)
  }
}
