// Phase: the meaning check. Two Markdown sources mean the same when cmark-gfm
// renders them to the same HTML, up to whitespace: a line end and a space are
// the same to a browser, and a line end between two wide characters is
// nothing at all (CSS Text's segment-break rule, which the rewrapper uses
// when it joins CJK lines). Inside `<pre>`, `<textarea>`, `<script>` and
// `<style>` whitespace is compared exactly (RawTextElements), since there a
// browser keeps it. The comparison walks both renderings at once and
// builds no normalised copy, so checking a large document costs no memory,
// and it skips what both have in common at memory speed.

import ReflowText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compares rendered HTML with whitespace normalised.
struct HTMLComparison {
  private var measurer = DisplayWidthMeasurer()
  /// The spellings by which raw HTML may open `<pre>`, `<textarea>`, `<script>` or `<style>`
  /// (``RawTextElements/openings(in:)``); nil when any may, which is always right, and only slower.
  var rawOpenings: [[UInt8]]?

  /// Whether two renderings are the same once whitespace is normalised.
  ///
  /// `startingIn` is the state both start in: a paragraph's HTML compared on
  /// its own is inside a `<pre>` when raw HTML before it opened one.
  mutating func same(_ first: [UInt8], _ second: [UInt8], startingIn state: RawTextElements = RawTextElements())
    -> Bool
  {
    first.withUnsafeBufferPointer { one in
      second.withUnsafeBufferPointer { other in same(one, other, startingIn: state) }
    }
  }

  /// Whether two renderings, each in a buffer, are the same once whitespace is normalised.
  mutating func same(
    _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>,
    startingIn state: RawTextElements = RawTextElements()
  ) -> Bool {
    if first.count == second.count
      && (first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
    {
      return true
    }
    var left = NormalizedCursor(first, in: state, openings: rawOpenings)
    var right = NormalizedCursor(second, in: state, openings: rawOpenings)
    while true {
      left.skipSameText(as: &right)
      let byte = left.next(&measurer)
      guard byte == right.next(&measurer) else { return false }
      if byte == nil { return true }
    }
  }
}

/// Reads HTML a byte at a time with its whitespace normalised.
private struct NormalizedCursor {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  /// A space decided on but not yet returned.
  private var pendingSpace = false
  /// The element keeping its whitespace that the bytes read so far are inside, if any.
  private var raw: RawTextElements
  /// Whether tags move ``raw``.
  private let following: Bool
  /// The spellings that can open an element, when known (``RawTextElements/openings(in:)``).
  private let openings: [[UInt8]]?

  /// A cursor at the start, past any leading whitespace, which is dropped unless `raw` keeps it; with `openings`
  /// empty, tags are not read, and `raw` stays as it is.
  init(_ bytes: UnsafeBufferPointer<UInt8>, in raw: RawTextElements, openings: [[UInt8]]?) {
    self.bytes = bytes
    self.raw = raw
    self.openings = openings
    following = openings.map { !$0.isEmpty } ?? true
    guard !raw.keepsWhiteSpace else { return }
    while index < bytes.count && Self.isWhitespace(bytes[index]) { index += 1 }
  }

  /// Moves both cursors over the bytes they have in common, but for a whitespace run or a character they end in.
  ///
  /// Bytes that are the same in both read the same normalised, whitespace
  /// included, as long as each whitespace run is followed by the same
  /// character in both: a run that reaches the end of the common stretch may
  /// go on differently, and a character cut there is not yet known, so both
  /// are left to the cursors' rules. The common stretch is found eight bytes
  /// at a time: two renderings of a rewrapped document differ only where its
  /// lines were broken, a few times per paragraph.
  mutating func skipSameText(as other: inout NormalizedCursor) {
    guard !pendingSpace, !other.pendingSpace else { return }
    let limit = Swift.min(bytes.count - index, other.bytes.count - other.index)
    guard limit > 0, let mine = bytes.baseAddress, let theirs = other.bytes.baseAddress else { return }
    var length = ByteSearch.commonPrefixLength(mine + index, theirs + other.index, limit: limit)
    while length > 0 && Self.isWhitespace(mine[index + length - 1]) { length -= 1 }
    // The last character, if it is not ASCII, goes back whole: its bytes may differ past the stretch.
    if length > 0 && mine[index + length - 1] >= 0x80 {
      while length > 0 && mine[index + length - 1] & 0xC0 == 0x80 { length -= 1 }
      if length > 0 && mine[index + length - 1] >= 0xC0 { length -= 1 }
    }
    // The tags passed over move both cursors into or out of a `<pre>` alike.
    if following {
      let sameState = raw == other.raw
      raw.readTags(in: bytes, from: index, to: index + length, openings: openings)
      if sameState {
        other.raw = raw
      } else {
        other.raw.readTags(in: other.bytes, from: other.index, to: other.index + length, openings: openings)
      }
    }
    index += length
    other.index += length
  }

  mutating func next(_ measurer: inout DisplayWidthMeasurer) -> UInt8? {
    if pendingSpace {
      pendingSpace = false
      return 0x20
    }
    guard index < bytes.count else { return nil }
    guard Self.isWhitespace(bytes[index]), !raw.keepsWhiteSpace else {
      if following && bytes[index] == UInt8(ascii: "<")
        && (raw.keepsWhiteSpace || RawTextElements.isSpelled(at: index, in: bytes, asOneOf: openings))
      {
        raw.readTag(at: index, in: bytes)
      }
      index += 1
      return bytes[index - 1]
    }
    let start = index
    var hasLineEnd = false
    while index < bytes.count && Self.isWhitespace(bytes[index]) {
      if bytes[index] == 0x0A { hasLineEnd = true }
      index += 1
    }
    // Trailing whitespace is dropped, and so is a line end between two wide characters.
    if index == bytes.count { return nil }
    if hasLineEnd && measurer.joinsWithoutSpace(bytes, before: start, after: index) { return next(&measurer) }
    return 0x20
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
