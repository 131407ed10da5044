// Framing: Content-Length headers in, message bodies out, however the pipe
// cuts the bytes; a bad header is reported and skipped, and the next message
// still reads.

import PropertyBased
import Testing

@testable import ReflowLanguageServer

/// A reader over `bytes`, handed over in pieces of `chunk` bytes.
private func reader(_ bytes: [UInt8], chunk: Int = 1 << 20) -> MessageReader {
  var rest = bytes[...]
  return MessageReader { buffer in
    guard !rest.isEmpty else { return false }
    buffer += rest.prefix(chunk)
    rest = rest.dropFirst(chunk)
    return true
  }
}

/// Everything `reader` finds up to the end.
private func readAll(_ reader: inout MessageReader) -> [FramedInput] {
  var found: [FramedInput] = []
  while true {
    let next = reader.next()
    if next == .end { return found }
    found.append(next)
  }
}

private func framed(_ text: String) -> [UInt8] { MessageWriter.framed(Array(text.utf8)) }

@Suite struct FramingTests {
  @Test func aMessageCutIntoSingleBytesReadsWhole() {
    var input = reader(framed(#"{"a":1}"#) + framed("{}"), chunk: 1)
    #expect(readAll(&input) == [.message(Array(#"{"a":1}"#.utf8)), .message(Array("{}".utf8))])
  }

  @Test func headerNamesAreMatchedWithoutCaseAndOtherHeadersAreIgnored() {
    let bytes = Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8)
    var input = reader(bytes)
    #expect(readAll(&input) == [.message(Array("{}".utf8))])
  }

  @Test func aHeaderWithoutLengthIsReportedAndTheNextMessageStillReads() {
    var input = reader(Array("Content-Type: text/plain\r\n\r\n{}".utf8) + framed("[1]"))
    let found = readAll(&input)
    #expect(found.count == 2)
    guard case .badHeader(let reason) = found.first else {
      Issue.record("expected a bad header, got \(found)")
      return
    }
    #expect(reason.contains("no Content-Length"))
    #expect(found.last == .message(Array("[1]".utf8)))
  }

  @Test func aLengthThatIsNoNumberIsReported() {
    var input = reader(Array("Content-Length: twelve\r\n\r\n{\"garbage\": 1}".utf8) + framed("{}"))
    let found = readAll(&input)
    #expect(found.first == .badHeader("Content-Length 'twelve' is not a length in bytes"))
    #expect(found.last == .message(Array("{}".utf8)))
  }

  @Test func aHeaderLineWithoutColonIsReported() {
    var input = reader(Array("hello\r\n\r\n".utf8) + framed("{}"))
    let found = readAll(&input)
    #expect(found.first == .badHeader("the header line 'hello' has no ':'"))
    #expect(found.last == .message(Array("{}".utf8)))
  }

  @Test func aPipeClosedInsideABodyEndsTheInput() {
    var input = reader(Array("Content-Length: 10\r\n\r\n{}".utf8))
    #expect(input.next() == .end)
  }

  @Test func aLaxClientsBareLineFeedsAreTaken() {
    var input = reader(Array("Content-Length: 2\n\n{}\r\nContent-Length: 2\r\n\r\n[]".utf8))
    #expect(readAll(&input) == [.message(Array("{}".utf8)), .message(Array("[]".utf8))])
  }

  /// A whole document sent once (on opening it) does not keep the reader's buffer at its size for the rest of the
  /// session (issue 58.5: memory after a document closes).
  @Test func aLargeMessageDoesNotKeepTheBufferLarge() {
    let large = String(repeating: "x", count: 4 * MessageReader.retainedCapacity)
    var input = reader(framed(large) + framed("{}") + framed("[]"), chunk: 64 << 10)
    #expect(input.next() == .message(Array(large.utf8)))
    #expect(input.next() == .message(Array("{}".utf8)))
    #expect(input.bufferCapacity <= MessageReader.retainedCapacity)
    #expect(input.next() == .message(Array("[]".utf8)))
    #expect(input.next() == .end)
  }

  @Test func framedBodiesReadBackTheSameHoweverThePipeCutsThem() async {
    let bodies = Gen.int(in: 0...0x10FFFF).compactMap { UnicodeScalar(UInt32($0)).map(Character.init) }.string(
      of: 0...40
    )
    .array(of: 0...8)
    await propertyCheck(count: 300, input: bodies, Gen.int(in: 1...64)) { bodies, chunk in
      let bytes = bodies.flatMap { MessageWriter.framed(Array($0.utf8)) }
      var input = reader(bytes, chunk: chunk)
      #expect(readAll(&input) == bodies.map { .message(Array($0.utf8)) })
    }
  }
}
