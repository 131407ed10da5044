// End-to-end: Neovim 0.7 (Debian's `neovim`), headless, drives `reflow lsp`
// through its own LSP client: a selection reflowed with
// vim.lsp.buf.range_formatting, then a paragraph typed past the width with
// each space asking for onTypeFormatting (Neovim/reflow_lsp.lua).

import Foundation
import Testing

@Suite struct NeovimLanguageServerTests {
  static let script = CLIFixture.tests.appendingPathComponent("Neovim/reflow_lsp.lua")
  static let first = "First paragraph stays as it is, however long it runs past the width."
  static let second = "Reflow treats every word as a box and every space as glue, and then it asks a single question."
  static let third = "Third paragraph also stays as it was written, long as it is."
  static let typed = "The quick brown fox jumps over the lazy dog and runs far away now"

  /// Runs Neovim over a document of three paragraphs; returns the buffer after the range format, after typing, and
  /// the cursor (row from 1, column from 0).
  func runNeovim() throws -> (ranged: String, typed: String, cursor: (Int, Int)) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-nvim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("notes.txt")
    try "\(Self.first)\n\n\(Self.second)\n\n\(Self.third)\n".write(to: document, atomically: true, encoding: .utf8)
    let results = folder.appendingPathComponent("results")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/nvim")
    // No swap file, no shada, no user configuration: the test's script is the whole setup.
    process.arguments = ["--headless", "--clean", "-n", "-i", "NONE", "-c", "luafile \(Self.script.path)"]
    var environment = ProcessInfo.processInfo.environment
    environment["REFLOW_BINARY"] = CLIFixture.binary.path
    environment["REFLOW_DOCUMENT"] = document.path
    environment["REFLOW_RESULTS"] = results.path
    environment["REFLOW_TYPED"] = Self.typed
    process.environment = environment
    process.currentDirectoryURL = folder
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // A hung editor fails the test rather than the run: it is stopped after a minute.
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "nvim: \(said)")
    let parts = try String(contentsOf: results, encoding: .utf8).split(
      separator: "\0", omittingEmptySubsequences: false)
    try #require(parts.count == 3)
    let cursor = parts[2].trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
    return (String(parts[0]), String(parts[1]), (cursor[0], cursor[1]))
  }

  @Test func neovimReflowsASelectionAndFillsAsItTypes() throws {
    #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/nvim"), "apt-get install -y neovim")
    let (ranged, typed, cursor) = try runNeovim()
    // The selection touched the second paragraph only: it is filled as `reflow -w 30` fills it, the others kept.
    let filled = try runReflow(["-w", "30"], stdin: Data("\(Self.second)\n".utf8)).out
    #expect(filled.split(separator: "\n").count > 1)
    #expect(ranged == "\(Self.first)\n\n\(filled)\n\(Self.third)\n")
    // Typing added a paragraph, refilled at each space past the width: every line but the one still being typed
    // is within it, and the words are the typed ones, in order.
    #expect(typed.hasPrefix(ranged + "\n"))
    let paragraph = typed.dropFirst(ranged.count + 1).split(separator: "\n")
    #expect(paragraph.count >= 2)
    #expect(paragraph.dropLast().allSatisfy { $0.count <= 30 })
    #expect(paragraph.joined(separator: " ").split(separator: " ") == Self.typed.split(separator: " "))
    // The cursor stayed with the typing: on the last line, on its last character after Escape.
    let lines = typed.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(cursor.0 == lines.count)
    #expect(cursor.1 == lines.last!.count - 1)
  }
}
