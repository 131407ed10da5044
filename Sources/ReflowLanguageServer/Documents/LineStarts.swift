// Positions: where each line of a document starts. LSP ends a line at LF,
// CR LF or CR, whichever comes; the formatters end one at the document's own
// terminator (a lone CR in an LF document is white space to them). Both are
// indexed the same way, and a byte offset becomes a line by binary search.
// An edit moves every line after it: rather than add its length to each,
// the index notes one pending shift for all the lines from some line on,
// and adds it to a line's start when it is read. The next edit near the
// same place only moves the lines between the two edits, so typing costs
// what the typed line costs, whatever the document's length.

/// Which bytes end a line.
public enum LineBreaks: Equatable, Sendable {
  /// LF, CR LF and CR, as LSP counts lines.
  case protocolLines
  /// One byte only: LF, or CR in a classic-Mac document (a CR LF's CR is then part of its line).
  case terminator(UInt8)
}

/// The start of every line of some UTF-8 text.
public struct LineStarts: Sendable {
  /// The offset each line starts at, but that those from `pendingFrom` on lack `pendingShift`.
  private var stored: [Int]
  /// The first line whose stored start lacks `pendingShift`; `stored.count` when none does.
  private var pendingFrom: Int
  /// What the lines from `pendingFrom` on have moved by since their starts were stored.
  private var pendingShift = 0
  /// Which bytes end a line.
  public let breaks: LineBreaks
  /// The text's length.
  public private(set) var end: Int

  /// Indexes `text`.
  public init(_ text: UnsafeBufferPointer<UInt8>, breaks: LineBreaks) {
    self.breaks = breaks
    end = text.count
    var starts = [0]
    starts.reserveCapacity(text.count / 40 + 1)
    Self.scan(text, from: 0, to: text.count, breaks: breaks, into: &starts)
    stored = starts
    pendingFrom = starts.count
  }

  /// The offset each line starts at, the first at 0; the text after the last line end is a line too (maybe empty).
  ///
  /// Built afresh on each call: for tests and callers that want every start; one line's start is ``start(of:)``.
  public var starts: [Int] {
    Array(stored[..<pendingFrom]) + stored[pendingFrom...].map { $0 + pendingShift }
  }

  /// The start of line `index` (which must exist).
  @inline(__always)
  private func stored(_ index: Int) -> Int {
    index < pendingFrom ? stored[index] : stored[index] + pendingShift
  }

  /// Appends the start of every line that begins after a line end in `text[from..<to]` (`to` itself included when
  /// a line end comes just before it).
  private static func scan(
    _ text: some ByteText, from: Int, to: Int, breaks: LineBreaks, into starts: inout [Int]
  ) {
    switch breaks {
    case .terminator(let byte):
      for index in from..<to where text[index] == byte { starts.append(index + 1) }
    case .protocolLines:
      var index = from
      while index < to {
        let byte = text[index]
        index += 1
        if byte == 0x0A {
          starts.append(index)
        } else if byte == 0x0D {
          if index < text.count && text[index] == 0x0A { index += 1 }
          starts.append(index)
        }
      }
    }
  }

  /// Updates the index after the bytes at `range` (offsets before the change) became `count` bytes, `text` being
  /// the text after it.
  ///
  /// Only the lines around the change are read again: typing in a large
  /// document costs what its line costs, plus moving the starts between
  /// this change and the last one. A CR just before the change may now
  /// pair with an LF in it, and an LF just after it with a CR in it, so the
  /// lines read again reach a byte past the change on either side.
  public mutating func replace(_ range: Range<Int>, withCount count: Int, in text: some ByteText) {
    let delta = count - range.count
    let first = line(containing: max(0, range.lowerBound - 1))
    // The first old start whose two bytes before it lie after the change: from there on, only offsets move.
    var kept = first + 1
    while kept < stored.count && stored(kept) < range.upperBound + 2 { kept += 1 }
    let rescanEnd = kept < stored.count ? stored(kept) + delta : text.count
    var found: [Int] = []
    Self.scan(text, from: stored(first), to: rescanEnd, breaks: breaks, into: &found)
    if kept < stored.count, found.last == rescanEnd { found.removeLast() }
    // The lines before `kept` are stored as they are; those from `kept` on keep one pending shift, the old one
    // and this change's together. Only the lines between the old pending line and `kept` are rewritten.
    if pendingShift != 0 && pendingFrom < kept {
      for index in pendingFrom..<kept { stored[index] += pendingShift }
    } else if pendingShift != 0 {
      for index in kept..<pendingFrom { stored[index] -= pendingShift }
    }
    pendingShift += delta
    stored.replaceSubrange((first + 1)..<kept, with: found)
    pendingFrom = first + 1 + found.count
    if pendingFrom == stored.count { pendingShift = 0 }
    end = text.count
  }

  /// Indexes `text`.
  public init(_ text: [UInt8], breaks: LineBreaks) {
    self = text.withUnsafeBufferPointer { Self($0, breaks: breaks) }
  }

  /// How many lines there are: one more than there are line ends.
  public var count: Int { stored.count }

  /// Where line `line` starts; the text's end for `count`.
  public func start(of line: Int) -> Int { line < stored.count ? stored(line) : end }

  /// Where the text of line `line` ends, before its line end.
  public func contentEnd(of line: Int, in text: some ByteText) -> Int {
    var stop = start(of: line + 1)
    guard line + 1 < stored.count else { return stop }
    switch breaks {
    case .terminator: stop -= 1
    case .protocolLines:
      stop -= 1
      if text[stop] == 0x0A && stop > stored(line) && text[stop - 1] == 0x0D { stop -= 1 }
    }
    return stop
  }

  /// The line holding byte `offset` (the last line for the text's end).
  public func line(containing offset: Int) -> Int {
    var low = 0
    var high = stored.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if stored(middle) <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The byte offset of `position`, or nil when its line is past the last; a character past its line's end is
  /// the line's end.
  public func offset(of position: Position, in text: some ByteText, encoding: PositionEncoding) -> Int? {
    guard position.line >= 0, position.character >= 0, position.line < count else { return nil }
    let start = stored(position.line)
    let line = start..<contentEnd(of: position.line, in: text)
    return start + encoding.byteOffset(units: position.character, in: text, line: line)
  }

  /// The position of byte `offset`.
  public func position(of offset: Int, in text: some ByteText, encoding: PositionEncoding) -> Position {
    let line = line(containing: offset)
    let units = encoding.units(in: text, bytes: stored(line)..<offset)
    return Position(line: line, character: units)
  }
}
