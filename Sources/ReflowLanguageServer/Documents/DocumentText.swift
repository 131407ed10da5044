// Documents: an open document's bytes, edited in place. Writing a keystroke
// into one array moves every byte after it, so each key pressed in a large
// document cost what the document's length costs. Instead the latest edits
// are made in a small window: the bytes of one stretch of the array, copied
// out and changed there, while the array stays as it was. A later edit near
// the window widens it; one elsewhere, or a reader that wants all the text
// as one array, writes the window back first, moving the bytes after it
// once for all the keystrokes it held.

/// A document's UTF-8 bytes: an array, and a window of recent edits not yet written into it.
struct DocumentText: ByteText, Sendable {
  /// The bytes as of the last time the window was written back, but for `windowRange`.
  private var settled: [UInt8]
  /// The bytes of `settled` that the window replaces, in `settled`'s offsets.
  private var windowRange = 0..<0
  /// What those bytes are now.
  private var window: [UInt8] = []
  /// Whether there is a window.
  private(set) var hasWindow = false

  /// How far from the window an edit may be and still widen it, rather than write it back.
  static let reach = 4096
  /// How long a window grows before it is written back.
  static let windowLimit = 1 << 16

  init(_ bytes: [UInt8]) { settled = bytes }

  var count: Int { settled.count - windowRange.count + window.count }

  subscript(_ index: Int) -> UInt8 {
    if index < windowRange.lowerBound { return settled[index] }
    let inWindow = index - windowRange.lowerBound
    if inWindow < window.count { return window[inWindow] }
    return settled[index - window.count + windowRange.count]
  }

  /// The bytes as one array: the array itself when no edit waits in the window, else a copy with the window in
  /// place (``settle()`` writes it back instead).
  var bytes: [UInt8] {
    guard hasWindow else { return settled }
    return Array(settled[..<windowRange.lowerBound]) + window + settled[windowRange.upperBound...]
  }

  /// Replaces the bytes at `range` (offsets in the text as it is) with `replacement`.
  mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) {
    let windowEnd = windowRange.lowerBound + window.count
    if !hasWindow || range.upperBound + Self.reach < windowRange.lowerBound
      || range.lowerBound > windowEnd + Self.reach || window.count > Self.windowLimit
    {
      settle()
      windowRange = range
      window = replacement
      hasWindow = true
      return
    }
    // Widen the window to hold the range: before it the offsets are the array's; after it they are moved by what
    // the window added or took away.
    if range.lowerBound < windowRange.lowerBound {
      window.insert(contentsOf: settled[range.lowerBound..<windowRange.lowerBound], at: 0)
      windowRange = range.lowerBound..<windowRange.upperBound
    }
    let end = windowRange.lowerBound + window.count
    if range.upperBound > end {
      let more = range.upperBound - end
      window.append(contentsOf: settled[windowRange.upperBound..<(windowRange.upperBound + more)])
      windowRange = windowRange.lowerBound..<(windowRange.upperBound + more)
    }
    window.replaceSubrange(
      (range.lowerBound - windowRange.lowerBound)..<(range.upperBound - windowRange.lowerBound), with: replacement)
  }

  /// Writes the window back into the array, so that ``bytes`` is the array itself.
  mutating func settle() {
    guard hasWindow else { return }
    settled.replaceSubrange(windowRange, with: window)
    windowRange = 0..<0
    window = []
    hasWindow = false
  }
}
