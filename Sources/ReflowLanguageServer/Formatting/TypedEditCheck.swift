// Phase: filling as the user types, checked. The refill works out the text up
// to the cursor as a document of its own. Cut there, a construct that closes
// after the cursor reads as prose: a code span, a link's destination in angle
// brackets, an inline tag's attributes, a Liquid or Hugo highlight block, a
// definition's term, a doc comment's code span. The refill would break it,
// and the meaning check of the cut text cannot tell. So an edit stands only
// when the stretch around it, edited, formats as the stretch formats unedited:
// the refill then agrees with formatting the whole paragraph, units and all,
// and what formatting keeps as written it keeps too.

import ReflowText

/// Whether a refill worked out up to the cursor agrees with formatting the whole stretch around it.
enum TypedEditCheck {
  /// The longest stretch checked, in bytes: past it no edit is made, since formatting it once more on a keystroke
  /// would keep the editor waiting.
  static let longestStretch = 1 << 18

  /// Whether `stretch` of `text` with `edit` made in it formats to `formatted`, the stretch's own formatted bytes.
  ///
  /// Formatting settles, so a paragraph that formats to the same lines
  /// after the edit holds the same words and units as before it; and as
  /// formatting keeps the meaning of what it rewraps, so does the edit.
  static func agrees(
    _ edit: ByteEdit, in text: UnsafeBufferPointer<UInt8>, stretch: Range<Int>, formatted: [UInt8],
    formatter: SettingsFormatter, lineEnding: LineEnding
  ) -> Bool {
    guard stretch.count <= longestStretch, edit.range.lowerBound >= stretch.lowerBound,
      edit.range.upperBound <= stretch.upperBound
    else { return false }
    var edited: [UInt8] = []
    edited.reserveCapacity(stretch.count + edit.replacement.count)
    edited.append(contentsOf: text[stretch.lowerBound..<edit.range.lowerBound])
    edited.append(contentsOf: edit.replacement)
    edited.append(contentsOf: text[edit.range.upperBound..<stretch.upperBound])
    let again = edited.withUnsafeBufferPointer {
      formatter.format($0, range: 0..<$0.count, lineEnding: lineEnding)
    }
    return again.output == formatted
  }
}
