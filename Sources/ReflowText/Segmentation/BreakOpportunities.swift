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
public final class LineBreakIterator {
  private let iterator: ICUBreakIterator

  /// Opens an iterator with the rules of `style`'s locale and strictness.
  public init(style: LineBreakStyle = LineBreakStyle()) throws(TextError) {
    iterator = try ICUBreakIterator(lineBreaksFor: style.icuLocale)
  }

  /// Calls `body(offset, isMandatory)` for every break opportunity in valid UTF-8 `text` after its start.
  public func forEachBreak(in text: UnsafeBufferPointer<UInt8>, _ body: (Int, Bool) -> Void) {
    iterator.forEachBreak(in: text, body)
  }
}

/// UAX #14 line-break opportunities from ICU, with Unicode 15.1's breaks beside quotation marks.
public enum BreakOpportunities {
  /// Every break opportunity in `text` after its start; the end of the text is always the last.
  ///
  /// ICU 72 implements Unicode 15.0; on top of it, a break is allowed
  /// before `“` and after `”` between East Asian characters, as Unicode
  /// 15.1's LB19a allows (中“中, 中”中), the tailoring every layout in
  /// Reflow uses.
  public static func of(_ text: some StringProtocol, style: LineBreakStyle = LineBreakStyle())
    throws(TextError) -> [BreakOpportunity]
  {
    let iterator = try ICUBreakIterator(lineBreaksFor: style.icuLocale)
    var string = String(text)
    var result: [BreakOpportunity] = []
    string.withUTF8 { bytes in
      iterator.forEachBreak(in: bytes) { result.append(BreakOpportunity(offset: $0, isMandatory: $1)) }
    }
    guard style.strictness != .anywhere, style.wordBreak != .keepAll else { return result }
    // The code points, their offsets, and where 15.1 adds a break among them.
    let scalars = string.unicodeScalars
    let classes = scalars.map { CodePointProperties($0.value) }
    var offsets: [Int] = []
    var offset = 0
    for scalar in scalars {
      offsets.append(offset)
      offset += UTF8.width(scalar)
    }
    let known = Set(result.map(\.offset))
    for index in classes.indices.dropFirst()
    where !known.contains(offsets[index]) && QuotationBreaks.allowsBreak(before: index, classes) {
      result.append(BreakOpportunity(offset: offsets[index], isMandatory: false))
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
