// Streaming and cores: input is read in chunks, cut where a blank line lets
// paragraphs format independently, the pieces formatted on every core at
// once, and the results handed on in input order. Memory stays bounded by the
// batch size plus the largest run of lines between blank lines.

import Dispatch
import ReflowText

/// Why a document could not be formatted to the end.
enum PipelineFailure: Error {
  case read(SystemError)
  case invalidUTF8(offset: Int)
  /// A NUL byte: the input is binary, not text.
  case binary(offset: Int)
  /// The consumer of the output failed; it has already said why.
  case consumer
}

/// Formats whole inputs, handing each stretch of input and its output to a consumer in order.
protocol InputFormatting {
  /// Formats all of `input`; `consume` gets each stretch of input with its output (in pieces) and
  /// returns false to stop.
  func run(_ input: InputFile, consume: (_ input: ArraySlice<UInt8>, _ output: [[UInt8]]) -> Bool)
    throws(PipelineFailure)
}

/// Formats one input after another, in batches, with one formatter per core.
final class DocumentPipeline: InputFormatting, @unchecked Sendable {
  /// Bytes asked of each read.
  static let readSize = 256 << 10
  /// Bytes gathered before a batch is formatted, when input keeps coming.
  static let batchSize = 1 << 20

  private let formatters: [DocumentFormatter]
  private let lossy: Bool

  init(options: DocumentOptions, cores: Int, lossy: Bool) throws(TextError) {
    var formatters: [DocumentFormatter] = []
    for _ in 0..<Swift.max(cores, 1) { formatters.append(try DocumentFormatter(options: options)) }
    self.formatters = formatters
    self.lossy = lossy
  }

  /// The offset of the first invalid UTF-8 in a regular file, read once through before formatting.
  ///
  /// Checking first means an invalid file produces no output at all, rather than output that stops halfway.
  static func firstInvalidOffset(in input: InputFile) throws(SystemError) -> Int? {
    var buffer: [UInt8] = []
    var consumed = 0
    while true {
      let got = try input.read(appendingTo: &buffer, count: readSize)
      // The last sequence may be cut by the read: it waits for more (at most four bytes are carried).
      let end = got == 0 ? buffer.count : DocumentPipeline.startOfLastSequence(buffer)
      if let offset = buffer.withUnsafeBufferPointer({
        UTF8Validation.firstInvalidOffset(in: UnsafeBufferPointer(rebasing: $0[..<end]))
      }) {
        return consumed + offset
      }
      buffer.removeFirst(end)
      consumed += end
      if got == 0 { return nil }
    }
  }

  /// Where the last UTF-8 sequence of `bytes` starts: the last byte that is not a continuation byte,
  /// looking back no further than a sequence can be long.
  static func startOfLastSequence(_ bytes: [UInt8]) -> Int {
    var start = bytes.count
    while start > 0 && bytes.count - start < 4 {
      start -= 1
      if bytes[start] & 0xC0 != 0x80 { break }
    }
    return start
  }

  /// Formats all of `input`, handing each batch's input and output (in pieces) to `consume` in order.
  ///
  /// `consume` returns false to stop.
  func run(_ input: InputFile, consume: (_ input: ArraySlice<UInt8>, _ output: [[UInt8]]) -> Bool)
    throws(PipelineFailure)
  {
    var pending: [UInt8] = []
    var consumed = 0
    // The line ending, known once the first line end has been read; blank lines are looked for by it.
    var lineEnding: LineEnding?
    var searchedForLineEnd = 0
    // Bytes of `pending` already given to the scanner, and the last cut it found there.
    var scanned = 0
    var scanner = IndependentEndScanner()
    var independentEnd: Int?
    while true {
      let got: Int
      do { got = try input.read(appendingTo: &pending, count: DocumentPipeline.readSize) } catch { throw .read(error) }
      let atEnd = got == 0
      if lineEnding == nil {
        lineEnding = DocumentPipeline.lineEnding(of: pending, searchedUpTo: &searchedForLineEnd, atEnd: atEnd)
        if let lineEnding { scanner = IndependentEndScanner(lineEnding: lineEnding) }
      }
      var end: Int?
      if atEnd {
        end = pending.count
      } else if lineEnding != nil {
        pending.withUnsafeBufferPointer { bytes in
          if let end = scanner.lastBlankLineEnd(in: UnsafeBufferPointer(rebasing: bytes[scanned...])) {
            independentEnd = scanned + end
          }
        }
        scanned = pending.count
        // A short read means the writer is slow: format what is ready rather than wait.
        if let found = independentEnd, pending.count >= DocumentPipeline.batchSize || got < DocumentPipeline.readSize {
          end = found
        }
      }
      if let end, end > 0, let lineEnding {
        let batch = pending[..<end]
        let output = try format(batch, at: consumed, lineEnding: lineEnding)
        guard consume(batch, output) else { throw .consumer }
        pending.removeFirst(end)
        consumed += end
        scanned = Swift.max(0, scanned - end)
        independentEnd = nil
      }
      if atEnd { return }
    }
  }

  /// The line ending of input that starts with `pending`, once its first line end has been read.
  ///
  /// Nil while there is none yet, or while the first is a CR that ends what has
  /// been read (the LF of a CR LF may be in the next read). `searched` keeps how
  /// far the search got, so a first line that never ends is looked at once.
  static func lineEnding(of pending: [UInt8], searchedUpTo searched: inout Int, atEnd: Bool) -> LineEnding? {
    guard let end = pending[searched...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else {
      searched = pending.count
      return atEnd ? .lf : nil
    }
    searched = end
    // A CR that ends what has been read may be the first half of a CR LF.
    guard atEnd || pending[end] == 0x0A || end + 1 < pending.count else { return nil }
    return pending[end...].withUnsafeBufferPointer { LineEnding.of($0) }
  }

  /// Formats one batch of complete paragraphs, split between the formatters.
  private func format(_ batch: ArraySlice<UInt8>, at offset: Int, lineEnding: LineEnding) throws(PipelineFailure)
    -> [[UInt8]]
  {
    if let invalid = batch.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset(in:)) {
      guard lossy else { throw .invalidUTF8(offset: offset + invalid) }
      let repaired = batch.withUnsafeBufferPointer(UTF8Validation.repaired)
      return try format(repaired[...], at: offset, lineEnding: lineEnding)
    }
    return batch.withUnsafeBufferPointer { bytes in
      let pieces = split(bytes, lineEnding: lineEnding)
      if pieces.count == 1 { return [formatters[0].format(utf8: bytes, lineEnding: lineEnding)] }
      let results = ParallelSlots<[UInt8]>(count: pieces.count)
      let shared = SharedBuffer(bytes: bytes)
      DispatchQueue.concurrentPerform(iterations: pieces.count) { index in
        let piece = UnsafeBufferPointer(rebasing: shared.bytes[pieces[index]])
        results.set(index, formatters[index].format(utf8: piece, lineEnding: lineEnding))
      }
      return results.values
    }
  }

  /// Cuts a batch into one piece per formatter, at blank lines, of about equal size.
  private func split(_ text: UnsafeBufferPointer<UInt8>, lineEnding: LineEnding) -> [Range<Int>] {
    guard ParallelPolicy.threads(forBytes: text.count, requested: formatters.count) > 1 else { return [0..<text.count] }
    var pieces: [Range<Int>] = []
    var start = 0
    for part in 1..<formatters.count {
      let target = text.count * part / formatters.count
      guard target > start else { continue }
      let lineStart = (text[target...].firstIndex(of: lineEnding.terminator) ?? text.count - 1) + 1
      guard lineStart < text.count,
        let cut = DocumentFormatter.firstIndependentEnd(in: text, from: lineStart, lineEnding: lineEnding)
      else { break }
      pieces.append(start..<cut)
      start = cut
    }
    pieces.append(start..<text.count)
    return pieces
  }
}

/// A read-only buffer shared by the workers of one batch.
private struct SharedBuffer: @unchecked Sendable {
  let bytes: UnsafeBufferPointer<UInt8>
}
