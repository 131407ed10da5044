// Phase: framing in. Bytes from the client's pipe become message bodies: a
// header block (`Content-Length: N`, any other header ignored) ends at a blank
// line and the next N bytes are the body. A header block that names no
// length, or a length that is no number, is reported and skipped to the next
// `Content-Length`, so one bad message never stalls the session.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the reader found next on the pipe.
public enum FramedInput: Equatable, Sendable {
  /// One message body, as sent.
  case message([UInt8])
  /// A header block that cannot be read, and why; the reader has skipped past it.
  case badHeader(String)
  /// The pipe was closed (in the middle of a message too: an editor that goes away ends the session).
  case end
}

/// Reads `Content-Length`-framed messages, as the base protocol of LSP frames them, from a byte source.
///
/// The source is a function so that tests can feed bytes in any chunking; ``init(fileDescriptor:)`` reads a pipe.
public struct MessageReader {
  /// The largest body accepted: a length above it is taken for a corrupt header, not a request to hold gigabytes.
  public static let maximumBodySize = 1 << 30
  /// The longest header block read before it is refused: headers are a few dozen bytes.
  static let maximumHeaderSize = 64 << 10
  /// The largest buffer kept once what it holds has been read: one large message (a whole document sent on
  /// opening it) would otherwise keep its size for the rest of the session.
  static let retainedCapacity = 1 << 20

  private let read: (inout [UInt8]) -> Bool
  private var buffer: [UInt8] = []
  /// Where unread bytes of `buffer` start; the buffer is compacted once this passes half of it.
  private var start = 0
  private var atEnd = false
  /// After a bad header: bytes are skipped up to the next `Content-Length`.
  private var resynchronizing = false

  /// A reader over `read`, which appends what arrived to its argument and returns false at the end of input.
  public init(read: @escaping (inout [UInt8]) -> Bool) { self.read = read }

  /// A reader over a file descriptor, normally standard input.
  public init(fileDescriptor: Int32) {
    self.init { buffer in
      let chunk = 64 << 10
      let old = buffer.count
      buffer.append(contentsOf: repeatElement(0, count: chunk))
      while true {
        let got = buffer.withUnsafeMutableBytes { systemRead(fileDescriptor, $0.baseAddress! + old, chunk) }
        if got < 0 && errno == EINTR { continue }
        buffer.removeLast(chunk - max(got, 0))
        return got > 0
      }
    }
  }

  /// The next message, header error or end of input.
  public mutating func next() -> FramedInput {
    while true {
      if resynchronizing {
        guard let found = find(Self.lengthName, from: start) else {
          // Keep enough of the tail for a name cut in two by the read.
          start = max(start, buffer.count - Self.lengthName.count)
          guard fill() else { return .end }
          continue
        }
        start = found
        resynchronizing = false
      }
      // Line ends left between two messages by a lax client are not a header.
      while start < buffer.count && (buffer[start] == 0x0A || buffer[start] == 0x0D) { start += 1 }
      guard let blank = headerEnd() else {
        if buffer.count - start > Self.maximumHeaderSize {
          resynchronizing = true
          start = buffer.count
          return .badHeader("the header is longer than \(Self.maximumHeaderSize) bytes without a blank line")
        }
        guard fill() else { return .end }
        continue
      }
      let header = buffer[start..<blank.lowerBound]
      start = blank.upperBound
      let length: Int
      switch Self.contentLength(of: header) {
      case .success(let found): length = found
      case .failure(let problem):
        resynchronizing = true
        return .badHeader(problem.reason)
      }
      while buffer.count - start < length {
        guard fill() else { return .end }
      }
      let body = Array(buffer[start..<(start + length)])
      start += length
      releaseLargeBuffer()
      return .message(body)
    }
  }

  /// Why a header block gives no length.
  struct HeaderProblem: Error {
    var reason: String
  }

  static let lengthName = Array("Content-Length".utf8)

  /// The body length a header block names.
  ///
  /// Header names are matched without regard to case, as in HTTP, whose
  /// header form the base protocol borrows; every header but the length is
  /// ignored (`Content-Type` names a charset that is always UTF-8).
  static func contentLength(of header: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
    var length: Int?
    for rawLine in header.split(separator: 0x0A, omittingEmptySubsequences: false) {
      let line = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        let text = String(decoding: line.prefix(80), as: UTF8.self)
        return .failure(HeaderProblem(reason: "the header line '\(text)' has no ':'"))
      }
      let name = line[..<colon]
      guard name.count == lengthName.count, zip(name, lengthName).allSatisfy({ lowercased($0) == lowercased($1) })
      else { continue }
      let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingBlanks
      guard let number = Int(value), number >= 0 else {
        return .failure(HeaderProblem(reason: "Content-Length '\(value)' is not a length in bytes"))
      }
      guard number <= maximumBodySize else {
        return .failure(HeaderProblem(reason: "Content-Length \(number) is larger than \(maximumBodySize) bytes"))
      }
      length = number
    }
    guard let length else { return .failure(HeaderProblem(reason: "the header has no Content-Length")) }
    return .success(length)
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

  /// The blank line that ends the header block starting at `start` (`\r\n\r\n`, or `\n\n` from a lax client): from
  /// the last header line's line feed to the blank line's; nil until it has arrived.
  private func headerEnd() -> Range<Int>? {
    var index = start
    while index < buffer.count {
      defer { index += 1 }
      guard buffer[index] == 0x0A else { continue }
      guard index + 1 < buffer.count else { return nil }
      if buffer[index + 1] == 0x0A { return index..<(index + 2) }
      guard buffer[index + 1] == 0x0D else { continue }
      guard index + 2 < buffer.count else { return nil }
      if buffer[index + 2] == 0x0A { return index..<(index + 3) }
    }
    return nil
  }

  private func find(_ needle: [UInt8], from: Int) -> Int? {
    guard buffer.count - from >= needle.count else { return nil }
    var index = from
    while index + needle.count <= buffer.count {
      if buffer[index] == needle[0] && buffer[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  /// The buffer's capacity, which stays small between large messages.
  var bufferCapacity: Int { buffer.capacity }

  /// Replaces a buffer past ``retainedCapacity`` with one just large enough for its unread bytes, once they are
  /// few: a buffer that holds most of the next large message is kept for it.
  private mutating func releaseLargeBuffer() {
    guard buffer.capacity > Self.retainedCapacity, (buffer.count - start) * 4 < buffer.capacity else { return }
    buffer = Array(buffer[start...])
    start = 0
  }

  /// Reads more input; false at the end.
  private mutating func fill() -> Bool {
    guard !atEnd else { return false }
    if start > 0 && start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    let before = buffer.count
    if !read(&buffer) { atEnd = true }
    return buffer.count > before
  }
}

/// `read(2)`, named apart from the reader's own `read`.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

extension String {
  /// The string without spaces and tabs at either end.
  var trimmingBlanks: String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: blank).reversed().drop(while: blank).reversed())
  }
}
