// Phase: break opportunities, exposed. The raw UAX #14 answer for a string,
// before any paragraph rules: useful to callers with their own layout, and
// what the conformance tests hold against Unicode's own test file.

/// A place where a line may, or must, end.
public struct BreakOpportunity: Hashable, Sendable {
  /// The UTF-8 offset the next line would start at.
  public var offset: Int
  /// A mandatory break, after a line or paragraph separator.
  public var isMandatory: Bool

  /// Creates a break opportunity.
  public init(offset: Int, isMandatory: Bool) {
    self.offset = offset
    self.isMandatory = isMandatory
  }
}

/// A reusable ICU line-break iterator: open one, then run it over many texts.
///
/// Tasks and threads may share one. ICU's iterator keeps the text it is
/// set to and its position, so two threads must not use it at once: each
/// call holds the iterator's lock for the whole run over its text, and a
/// second thread waits for it. Threads that break much text at once run
/// faster with an iterator each.
public final class LineBreakIterator: Sendable {
  /// ICU's iterator, used only while its lock is held.
  private let iterator: PthreadLocked<ICUBreakIterator>
  private let style: LineBreakStyle

  /// Opens an iterator with the rules of `style`'s locale and strictness.
  public init(style: LineBreakStyle = LineBreakStyle()) throws(TextError) {
    iterator = PthreadLocked(try ICUBreakIterator(lineBreaksFor: style.icuLocale))
    self.style = style
  }

  /// Calls `body(offset, isMandatory)` for every break opportunity ICU finds in valid UTF-8 `text` after its
  /// start: Unicode 15.0's rules, without Reflow's tailoring.
  public func forEachBreak(in text: UnsafeBufferPointer<UInt8>, _ body: (Int, Bool) -> Void) {
    iterator.withLock { $0.forEachBreak(in: text, body) }
  }

  /// Every break opportunity in valid UTF-8 `text` after its start, with Unicode 15.1's quotation-mark rules on
  /// top of ICU's, as ``BreakOpportunities/of(_:style:)`` gives them: the breaks every layout in Reflow uses.
  public func opportunities(in text: UnsafeBufferPointer<UInt8>) -> [BreakOpportunity] {
    var result: [BreakOpportunity] = []
    forEachBreak(in: text) { result.append(BreakOpportunity(offset: $0, isMandatory: $1)) }
    guard style.strictness != .anywhere else { return result }
    return QuotationBreaks.tailored(result, in: text, betweenLetters: style.wordBreak != .keepAll)
  }
}

/// UAX #14 line-break opportunities from ICU, with Unicode 15.1's breaks beside quotation marks.
public enum BreakOpportunities: Sendable {
  /// Every break opportunity in `text` after its start; the end of the text is always the last.
  ///
  /// ICU 72 implements Unicode 15.0; on top of it, Unicode 15.1's
  /// quotation-mark rules, the tailoring every layout in Reflow uses: a
  /// break is allowed before `“` and after `”` between East Asian
  /// characters (LB19a: 中“中, 中”中); after a quotation mark and spaces, an
  /// opening bracket may start a line (15.0's LB15 is gone: `"a" (b`); an
  /// initial mark that opens a quotation holds what follows it across
  /// spaces (LB15a: `said “ word`), and a final mark that closes one holds
  /// what precedes it (LB15b: `« mot »`).
  public static func of(_ text: some StringProtocol, style: LineBreakStyle = LineBreakStyle())
    throws(TextError) -> [BreakOpportunity]
  {
    var string = String(text)
    let iterator = try LineBreakIterator(style: style)
    return string.withUTF8 { iterator.opportunities(in: $0) }
  }
}

extension QuotationBreaks {
  /// ICU's opportunities `breaks` in `text`, with the breaks Unicode 15.1's quotation-mark rules add and without
  /// those they take away, in order; `betweenLetters` false (keep-all) leaves out LB19a's, which fall between
  /// letters.
  static func tailored(_ breaks: [BreakOpportunity], in text: UnsafeBufferPointer<UInt8>, betweenLetters: Bool)
    -> [BreakOpportunity]
  {
    var result = breaks
    // The code points and their offsets.
    var classes: [CodePointProperties] = []
    var offsets: [Int] = []
    var offset = 0
    while offset < text.count {
      let (scalar, length) = decodeScalar(text, at: offset)
      classes.append(CodePointProperties(scalar))
      offsets.append(offset)
      offset += length
    }
    var known = Set(result.map(\.offset))
    for index in classes.indices.dropFirst()
    where betweenLetters && !known.contains(offsets[index]) && allowsBreak(before: index, classes) {
      result.append(BreakOpportunity(offset: offsets[index], isMandatory: false))
      known.insert(offsets[index])
    }
    // At spaces beside quotation marks (LB15a, LB15b, and 15.0's LB15 gone).
    var index = 1
    while index < classes.count {
      guard classes[index].lineBreakClass == LineBreakClass.space else {
        index += 1
        continue
      }
      var afterSpaces = index
      while afterSpaces < classes.count && classes[afterSpaces].lineBreakClass == LineBreakClass.space {
        afterSpaces += 1
      }
      defer { index = afterSpaces }
      guard afterSpaces < classes.count else { continue }
      let rule = breaksAtSpaces(
        mark: classes[index - 1], before: index >= 2 ? classes[index - 2].lineBreakClass : nil,
        after: classes[afterSpaces],
        afterNext: afterSpaces + 1 < classes.count ? classes[afterSpaces + 1].lineBreakClass : nil)
      if rule == true && !known.contains(offsets[afterSpaces]) {
        result.append(BreakOpportunity(offset: offsets[afterSpaces], isMandatory: false))
      } else if rule == false {
        result.removeAll { $0.offset == offsets[afterSpaces] && !$0.isMandatory }
      }
    }
    result.sort { $0.offset < $1.offset }
    return result
  }
}

/// The former name of ``BreakOpportunities``, kept for one release.
@available(*, deprecated, renamed: "BreakOpportunities")
public typealias LineBreaking = BreakOpportunities

extension BreakOpportunities {
  /// The former name of ``of(_:style:)``, kept for one release.
  @available(*, deprecated, renamed: "of(_:style:)")
  public static func opportunities(in text: some StringProtocol, style: LineBreakStyle = LineBreakStyle())
    throws(TextError) -> [BreakOpportunity]
  {
    try of(text, style: style)
  }
}
