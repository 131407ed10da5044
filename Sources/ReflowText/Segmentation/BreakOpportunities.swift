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

/// UAX #14 line-break opportunities from ICU.
public enum LineBreaking {
  /// Every break opportunity in `text` after its start; the end of the text is always the last.
  public static func opportunities(in text: some StringProtocol, style: LineBreakStyle = LineBreakStyle())
    throws(TextError) -> [BreakOpportunity]
  {
    let iterator = try ICUBreakIterator(lineBreaksFor: style.icuLocale)
    var string = String(text)
    var result: [BreakOpportunity] = []
    string.withUTF8 { bytes in
      iterator.forEachBreak(in: bytes) { result.append(BreakOpportunity(offset: $0, isMandatory: $1)) }
    }
    return result
  }
}
