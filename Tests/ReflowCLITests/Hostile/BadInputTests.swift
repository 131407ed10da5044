// Input that is not text, or not what it claims: random bytes, NUL bytes,
// classic Mac line ends, and a file that another program writes to while
// Reflow reads it.

import Foundation
import PropertyBased
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct BadInputTests {
  @Test func randomBytesPassThrough_orAreRefusedWithTheFileAndOffset_orKeptWhenLossy() async throws {
    await propertyCheck(count: 40, input: Gen.int(in: 0...255).array(of: 1...600)) { values in
      let bytes = values.map { UInt8($0) }
      let file = try! temporaryFile("random-\(UUID().uuidString).bin", contents: bytes)
      defer { try? FileManager.default.removeItem(at: file) }
      // No UTF-8 text at all (a NUL, another encoding's byte-order mark): refused in every mode, nothing written.
      if bytes.contains(0) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
        for flags in [[], ["--lossy"], ["--strict-utf8"]] {
          let refused = try! runReflow(flags + ["-w", "30", file.path])
          #expect(refused.status == 1)
          #expect(refused.outBytes.isEmpty)
          #expect(refused.err.contains("left alone"), "\(refused.err)")
        }
        return
      }
      // Passed through: every byte but white space comes back, in order (quote markers are repeated, so left out).
      let passed = try! runReflow(["-w", "30", file.path])
      #expect(passed.status == 0)
      let kept: (UInt8) -> Bool = { ![0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, UInt8(ascii: ">")].contains($0) }
      #expect(passed.outBytes.filter(kept) == bytes.filter(kept))
      let strict = try! runReflow(["--strict-utf8", "-w", "30", file.path])
      if String(validating: bytes, as: UTF8.self) == nil {
        #expect(strict.status == 1)
        #expect(strict.outBytes.isEmpty)
        #expect(strict.err.hasPrefix("reflow: '\(file.path)': invalid UTF-8 at byte offset "), "\(strict.err)")
      } else {
        #expect(strict.status == 0)
      }
      let lossy = try! runReflow(["--lossy", "-w", "30", file.path])
      #expect(lossy.status == 0)
      #expect(String(validating: lossy.outBytes, as: UTF8.self) != nil)
      // Everything visible survives, in order; quote markers (`>`) found at a line start are repeated on
      // every line of their paragraph, so they are left out of the comparison.
      func visible(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != ">" }
      }
      let input = visible(String(decoding: bytes, as: UTF8.self))
      #expect(keepsEverything(input, visible(lossy.out)), "\(input) became \(visible(lossy.out))")
    }
  }

  /// A NUL byte makes plain text binary, as it does Markdown: refused, and nothing written.
  @Test func nulBytesInPlainTextMakeItBinary() throws {
    let text: [UInt8] = Array("one two\0three four five".utf8) + [0x0A]
    let run = try runReflow(["-w", "12"], stdin: Data(text))
    #expect(run.status == 1)
    #expect(run.outBytes.isEmpty)
    #expect(run.err == "reflow: standard input: binary input (a NUL byte at byte offset 7), left alone\n")
  }

  @Test func classicMacLineEndsAreLines_andComeBackAsCR() throws {
    let text = Array("one two three four\r\rfive six\r".utf8)
    let run = try runReflow(["-w", "9"], stdin: Data(text))
    #expect(run.status == 0)
    #expect(run.out == "one two\rthree\rfour\r\rfive six\r")
    let markdown = try runReflow(["--markdown", "-w", "9"], stdin: Data(text))
    #expect(markdown.out == "one two\rthree\rfour\r\rfive six\r")
  }

  /// Appends a line to `file` every few hundred microseconds until `stop` is set.
  private final class Appender: @unchecked Sendable {
    let file: URL
    private let lock = NSLock()
    private var stopped = false
    private(set) var appended: [String] = []
    private let done = DispatchSemaphore(value: 0)

    init(file: URL) { self.file = file }

    func start() {
      Thread.detachNewThread {
        let handle = try! FileHandle(forWritingTo: self.file)
        var count = 0
        while !self.lock.withLock({ self.stopped }) {
          handle.seekToEndOfFile()
          let line = "appended line \(count)\n"
          handle.write(Data(line.utf8))
          self.lock.withLock { self.appended.append(line) }
          count += 1
          usleep(200)
        }
        try? handle.close()
        self.done.signal()
      }
    }

    func stop() {
      lock.withLock { stopped = true }
      done.wait()
    }
  }

  @Test func aFileWrittenToWhileItIsRewrittenInPlaceIsLeftAsItNowIs() throws {
    let file = try temporaryFile("changing.txt", contents: try bigText(copies: 400))
    defer { try? FileManager.default.removeItem(at: file) }
    let appender = Appender(file: file)
    appender.start()
    let run = try runReflow(["-i", "-w", "30", file.path])
    appender.stop()
    #expect(run.status == 1)
    #expect(run.err.contains("changed while it was read; left as it now is"), "\(run.err)")
    let now = try String(contentsOf: file, encoding: .utf8)
    #expect(appender.appended.allSatisfy { now.contains($0) }, "an appended line was lost")
  }

  @Test func aFileWrittenToWhileItIsReadIsReported() throws {
    let file = try temporaryFile("growing.txt", contents: try bigText(copies: 400))
    defer { try? FileManager.default.removeItem(at: file) }
    let appender = Appender(file: file)
    appender.start()
    let run = try runReflow(["-w", "30", file.path])
    appender.stop()
    #expect(run.status == 1)
    #expect(run.err.contains("'\(file.path)' changed while it was read"), "\(run.err)")
  }
}

/// Whether `output` is `input` with each soft hyphen (U+00AD) either still there, or shown as "-" where a
/// line broke at it, as soft hyphenation does.
private func keepsEverything(_ input: [Unicode.Scalar], _ output: [Unicode.Scalar]) -> Bool {
  // Every place in the output the input read so far can have matched up to; a soft hyphen may match
  // itself or a "-", so there can be more than one.
  var reachable: Set<Int> = [0]
  for scalar in input {
    var next: Set<Int> = []
    for matched in reachable where matched < output.count {
      if output[matched] == scalar || (scalar == "\u{AD}" && output[matched] == "-") { next.insert(matched + 1) }
    }
    reachable = next
  }
  return reachable.contains(output.count)
}
