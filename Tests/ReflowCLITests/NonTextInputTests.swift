// End-to-end: text before prose. A file that is no UTF-8 text (a program, a
// UTF-16 or UTF-32 document) is never rewritten, in any mode: named, it is
// refused with its name and exit 1 while the other files are formatted; met
// in a folder walk, it is skipped with one line; on standard input, nothing
// is written.

import Foundation
import Testing

/// A copy of a real program, as the issue's reproduction used.
private func program() throws -> [UInt8] {
  [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/bin/true")))
}

/// Text in UTF-16 with a byte-order mark and CR LF line ends, as Windows' Notepad once saved it.
private func utf16(_ text: String, bigEndian: Bool = false) -> [UInt8] {
  var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
  for unit in text.utf16 {
    let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
    bytes += bigEndian ? [high, low] : [low, high]
  }
  return bytes
}

private let utf16Lines = "a first line of text that is long\r\nand a second one\r\n"
private let prose = "some prose that is long enough to be wrapped at forty columns for sure\n"

@Suite struct NonTextInputTests {
  /// The issue's reproduction: `true` copied to t.txt came back from `-i` with 24,648 bytes changed, exit 0.
  @Test(arguments: [["-i"], ["--markdown", "-i"], ["-q", "-i"], ["--lossy", "-i"], ["--check"], ["--diff"], []])
  func aProgramIsRefusedByNameAndLeftAlone(flags: [String]) throws {
    let bytes = try program()
    let file = try temporaryFile("t.txt", contents: bytes)
    let other = try temporaryFile("prose.txt", contents: Array(prose.utf8))
    defer {
      try? FileManager.default.removeItem(at: file)
      try? FileManager.default.removeItem(at: other)
    }
    let run = try runReflow(flags + ["-w", "40", file.path, other.path])
    #expect(run.status == 1, "\(run.err)")
    #expect(run.err.contains("'\(file.path)': binary input (a NUL byte at byte offset "), "\(run.err)")
    #expect(!run.out.contains("\u{7F}ELF"))
    #expect([UInt8](try Data(contentsOf: file)) == bytes)
    // The other file is still formatted.
    if flags == ["-i"] { #expect(try String(contentsOf: other, encoding: .utf8) != prose) }
  }

  /// A UTF-16 file's CR LFs became spaces and its lines were joined; its byte-order mark now says what it is.
  @Test(arguments: [false, true])
  func aUTF16FileIsRefusedAndLeftAlone(bigEndian: Bool) throws {
    let bytes = utf16(utf16Lines, bigEndian: bigEndian)
    let file = try temporaryFile("u16.txt", contents: bytes)
    defer { try? FileManager.default.removeItem(at: file) }
    for flags in [["-i"], ["--markdown", "-i"], ["--markdown", "--lossy", "-i"], ["--strict-utf8", "-i"]] {
      let run = try runReflow(flags + ["-w", "20", file.path])
      #expect(run.status == 1, "\(flags): \(run.err)")
      #expect(run.err.contains("'\(file.path)': UTF-16\(bigEndian ? "BE" : "LE") text"), "\(flags): \(run.err)")
      #expect([UInt8](try Data(contentsOf: file)) == bytes)
    }
  }

  /// A UTF-32 file's byte-order mark is told from UTF-16's, which it starts with.
  @Test func aUTF32FileIsNamedAsUTF32() throws {
    let bytes: [UInt8] = [0xFF, 0xFE, 0, 0] + Array("a".utf8) + [0, 0, 0]
    let run = try runReflow(["-w", "20"], stdin: Data(bytes))
    #expect(run.status == 1)
    #expect(
      run.err == "reflow: standard input: UTF-32LE text (its byte-order mark says so), which reflow reads only as "
        + "UTF-8, left alone\n")
    #expect(run.outBytes.isEmpty)
  }

  /// A NUL far into a file is met after standard output has had the paragraphs before it: the message says where the
  /// output stops, not that the file was left alone, and the output is the formatted text up to a paragraph's end.
  @Test func aLateNulSaysWhereTheOutputStops() throws {
    let paragraphs = String(repeating: prose + "\n", count: 30_000)
    let file = try temporaryFile("late.txt", contents: Array(paragraphs.utf8) + Array("x\0y\n".utf8))
    let text = try temporaryFile("text.txt", contents: Array(paragraphs.utf8))
    defer {
      try? FileManager.default.removeItem(at: file)
      try? FileManager.default.removeItem(at: text)
    }
    let run = try runReflow(["-w", "40", file.path])
    #expect(run.status == 1)
    #expect(
      run.err.hasSuffix("; the output stops at a blank line before it\n") && !run.err.contains("left alone"),
      "\(run.err)")
    let whole = try runReflow(["-w", "40", text.path])
    #expect(!run.outBytes.isEmpty && run.outBytes.count < whole.outBytes.count)
    #expect(whole.outBytes.starts(with: run.outBytes) && run.out.hasSuffix("\n\n"))
    // With -i the file is left alone, and said to be.
    let inPlace = try runReflow(["-w", "40", "-i", file.path])
    #expect(inPlace.status == 1 && inPlace.err.hasSuffix(", left alone\n"), "\(inPlace.err)")
  }

  /// Through standard input: an error, exit 1, and nothing written.
  @Test func aProgramOnStandardInputWritesNothing() throws {
    let run = try runReflow(["-w", "40"], stdin: Data(try program()))
    #expect(run.status == 1)
    #expect(run.outBytes.isEmpty)
    #expect(run.err.hasPrefix("reflow: standard input: binary input (a NUL byte at byte offset "), "\(run.err)")
  }

  /// A NUL after a blank line: a short read is formatted in pieces, and the first piece was written before the NUL
  /// in the second was found (found by BadInputTests' random bytes: `\n\0` wrote a line end).
  @Test(arguments: ["\n\0", "text\n\n\0", "\n\0more\n"])
  func aNulAfterTheFirstPieceWritesNothing(text: String) throws {
    let file = try temporaryFile("late-nul-\(UUID().uuidString).txt", contents: Array(text.utf8))
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try runReflow(["-w", "40", file.path])
    #expect(run.status == 1)
    #expect(run.outBytes.isEmpty)
  }

  /// In a folder walk a binary and a UTF-16 file are skipped with one line each, the run goes on and exits 0.
  @Test func aFolderWalkSkipsWhatIsNoTextWithOneLine() throws {
    let tree = try ScratchTree(["prose.txt": prose])
    let bytes = try program()
    try Data(bytes).write(to: tree.root.appendingPathComponent("t.txt"))
    try Data(utf16(utf16Lines)).write(to: tree.root.appendingPathComponent("u16.txt"))
    let run = try tree.reflow(["-i", "-w", "40", "--include", "*.txt", "."])
    #expect(run.status == 0, "\(run.err)")
    #expect(
      run.err == "reflow: './t.txt': binary input (a NUL byte at byte offset 7), skipped\n"
        + "reflow: './u16.txt': UTF-16LE text (its byte-order mark says so), which reflow reads only as UTF-8, "
        + "skipped\n")
    #expect([UInt8](try Data(contentsOf: tree.root.appendingPathComponent("t.txt"))) == bytes)
    #expect(try tree.text("prose.txt") != prose)
  }

  /// A NUL byte past the first batch still stops the run before the file is replaced.
  @Test func aLateNulByteLeavesTheFileAsItWas() throws {
    var bytes = Array(String(repeating: prose + "\n", count: 20_000).utf8)
    bytes += [0] + Array(prose.utf8)
    let file = try temporaryFile("late.txt", contents: bytes)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try runReflow(["-i", "-w", "40", file.path])
    #expect(run.status == 1)
    #expect(run.err.contains("binary input (a NUL byte at byte offset \(bytes.count - prose.utf8.count - 1))"))
    #expect([UInt8](try Data(contentsOf: file)) == bytes)
  }
}
