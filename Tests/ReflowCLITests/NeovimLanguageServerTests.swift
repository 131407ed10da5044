// End-to-end: Neovim 0.7 (Debian's `neovim`), headless, drives `reflow lsp`
// through the README's own recipe, read from README.md: a selection reflowed,
// a paragraph typed a key at a time, a macro replayed twenty times, a line fed
// at once, a line end typed past the width, the code action "Reflow paragraph"
// picked from the menu, and gq over the whole document (Neovim/reflow_lsp.lua). No line may be repeated or lost on the way, and
// the end is what `reflow -i` makes of the same text.

import Foundation
import Testing

@Suite struct NeovimLanguageServerTests {
  static let driver = CLIFixture.tests.appendingPathComponent("Neovim/reflow_lsp.lua")
  static let first = "First paragraph stays as it is, however long it runs past the width."
  static let second = "Reflow treats every word as a box and every space as glue, and then it asks a single question."
  static let third = "Third paragraph also stays as it was written, long as it is."
  static let typed = "The quick brown fox jumps over the lazy dog and runs far away now"
  static let macroLine = "Alpha beta gamma delta epsilon zeta eta theta iota kappa"
  static let pasted = "Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor"
  /// Within the width at every space, past it only with its last word: only the line end can ask for a refill.
  static let lineEnd = "one two three four five six sevenths"
  static let width = 30

  /// The README's Neovim 0.7 recipe: its functions, then its start for 0.7, at width 30 instead of 80.
  static func recipe() throws -> String {
    let functions = try READMERecipes.block(in: "lua", opening: "-- reflow lsp in Neovim 0.7 and later")
    let start = try READMERecipes.block(in: "lua", opening: "-- Neovim 0.7:")
    let narrowed = start.replacingOccurrences(
      of: "init_options = { width = 80 }", with: "init_options = { width = \(width) }")
    try #require(narrowed != start, "the README's Neovim 0.7 block sets no init_options = { width = 80 }")
    return functions + "\n" + narrowed
  }

  /// The document as typed, had no edit been made on the way.
  static var asTyped: String {
    let macro = Array(repeating: macroLine, count: 21).joined(separator: "\n")
    return [first, second, third, typed, macro, pasted, "\(lineEnd)\nend"].joined(separator: "\n\n") + "\n"
  }

  struct Session {
    /// After the range format, after typing the paragraph, after all typing, after the code action, and after gq
    /// over everything (each without the last line's end).
    var ranged, typed, typing, acted, formatted: String
    /// The code actions offered on the first paragraph.
    var offered: [String]
    /// The cursor after typing the paragraph: row from 1, column from 0.
    var cursor: (Int, Int)
  }

  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-nvim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Runs `nvim --headless` with `arguments` in `folder`, `reflow` first on its PATH; fails the test if it exits
  /// other than 0, and stops it after two minutes (a hung editor fails the test rather than the run).
  static func runNeovim(_ arguments: [String], in folder: URL, environment extra: [String: String] = [:]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/nvim")
    // No swap file, no shada, no user configuration: the recipe and the driver are the whole setup.
    process.arguments = ["--headless", "--clean", "-n", "-i", "NONE"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = CLIFixture.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin")
    environment.merge(extra) { $1 }
    process.environment = environment
    process.currentDirectoryURL = folder
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "nvim: \(said)")
  }

  /// Types the session of Neovim/reflow_lsp.lua over a document of three paragraphs.
  func session() throws -> Session {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("notes.txt")
    try "\(Self.first)\n\n\(Self.second)\n\n\(Self.third)\n".write(to: document, atomically: false, encoding: .utf8)
    let recipe = folder.appendingPathComponent("recipe.lua")
    try Self.recipe().write(to: recipe, atomically: false, encoding: .utf8)
    let results = folder.appendingPathComponent("results.json")
    try Self.runNeovim(
      ["-c", "luafile \(Self.driver.path)"], in: folder,
      environment: [
        "REFLOW_RECIPE": recipe.path, "REFLOW_DOCUMENT": document.path, "REFLOW_RESULTS": results.path,
        "REFLOW_TYPED": Self.typed, "REFLOW_MACRO_LINE": Self.macroLine, "REFLOW_PASTED": Self.pasted,
        "REFLOW_LINE_END": Self.lineEnd,
      ])
    let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any])
    let cursor = try #require(json["cursor"] as? [Int])
    try #require(cursor.count == 2)
    return Session(
      ranged: try #require(json["ranged"] as? String), typed: try #require(json["typed"] as? String),
      typing: try #require(json["typing"] as? String), acted: try #require(json["acted"] as? String),
      formatted: try #require(json["formatted"] as? String), offered: try #require(json["offered"] as? [String]),
      cursor: (cursor[0], cursor[1]))
  }

  static func words<S: StringProtocol>(_ text: S) -> [Substring] {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { Substring($0) }
  }

  @Test func neovimTypesWithTheREADMERecipeAndNeverRepeatsOrLosesALine() throws {
    #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/nvim"), "apt-get install -y neovim")
    let session = try session()
    // The selection touched the second paragraph only: it is filled as `reflow -w 30` fills it, the others kept.
    let filled = try runReflow(["-w", "\(Self.width)"], stdin: Data("\(Self.second)\n".utf8)).out
    #expect(filled.split(separator: "\n").count > 1)
    #expect(session.ranged == "\(Self.first)\n\n\(filled)\n\(Self.third)")
    // Typing added a paragraph, refilled at each space past the width: every line but the one still being typed
    // is within it, and the words are the typed ones, in order.
    #expect(session.typed.hasPrefix(session.ranged + "\n\n"))
    let paragraph = session.typed.dropFirst(session.ranged.count + 2).split(separator: "\n")
    #expect(paragraph.count >= 2)
    #expect(paragraph.dropLast().allSatisfy { $0.count <= Self.width })
    #expect(Self.words(paragraph.joined(separator: " ")) == Self.words(Self.typed))
    // The cursor stayed with the typing: on the last line, on its last character after Escape.
    let lines = session.typed.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(session.cursor.0 == lines.count)
    #expect(session.cursor.1 == lines.last!.count - 1)
    // After the macro and the line fed at once, every word is there once, in the order typed: no reply was
    // applied to a buffer it was not computed for.
    #expect(Self.words(session.typing) == Self.words(Self.asTyped))
    #expect(session.typing.components(separatedBy: "\n\n").count == 7)
    // The line end refilled the line it ended, past the width only by its last word.
    let typedLast = session.typing.components(separatedBy: "\n\n").last!.split(separator: "\n")
    #expect(typedLast.count == 3, "\(typedLast)")
    #expect(typedLast.allSatisfy { $0.count <= Self.width })
    // The code action "Reflow paragraph", picked from the menu on the first paragraph, filled it and nothing else.
    #expect(session.offered.contains("Reflow paragraph"), "\(session.offered)")
    let firstFilled = try runReflow(["-w", "\(Self.width)"], stdin: Data("\(Self.first)\n".utf8)).out
    #expect(session.acted + "\n" == firstFilled + session.typing.dropFirst(Self.first.count + 1) + "\n")
    // gq over the whole document, through the recipe's formatexpr, leaves what `reflow -i` makes of the text.
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("notes.txt")
    try Self.asTyped.write(to: file, atomically: false, encoding: .utf8)
    _ = try runReflow(["-w", "\(Self.width)", "-i", file.path])
    let reflowed = try String(contentsOf: file, encoding: .utf8)
    #expect(session.formatted + "\n" == reflowed)
    var transcript = EditorTranscript(
      title: "Neovim 0.7 with the README's recipe",
      setting:
        "`nvim --headless` (Debian's neovim), the README's Neovim 0.7 recipe at width \(Self.width), on a "
        + "plain-text file of three paragraphs; driven by `Tests/ReflowCLITests/Neovim/reflow_lsp.lua` (code actions "
        + "offered on the first paragraph: \(session.offered.joined(separator: ", "))).")
    transcript.steps = [
      ("The second paragraph's selection range-formatted", session.ranged),
      ("A paragraph typed a key every 40 ms, filled at each space past the width", session.typed),
      ("A macro line replayed 20 times, a line fed at once, a line end typed past the width", session.typing),
      ("The code action \"Reflow paragraph\" picked on the first paragraph", session.acted),
      ("gggqG through the recipe's formatexpr", session.formatted),
    ]
    transcript.check = (
      "The buffer after gggqG against `reflow -w \(Self.width) -i` on the text as typed",
      session.formatted + "\n" == reflowed
    )
    try transcript.write(as: "neovim-0.7.md")
  }

  /// Every Lua block of the README compiles (Neovim 0.7's LuaJIT), the recipes for later versions included.
  @Test func everyLuaBlockOfTheREADMECompiles() throws {
    let blocks = try READMERecipes.blocks(in: "lua")
    #expect(blocks.count >= 4)
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var checks: [String] = []
    for (index, block) in blocks.enumerated() {
      let file = folder.appendingPathComponent("block\(index).lua")
      try block.write(to: file, atomically: false, encoding: .utf8)
      checks.append(
        "local _, e = loadfile('\(file.path)'); if e then io.stderr:write(e .. '\\n'); vim.cmd('cquit 1') end")
    }
    let script = folder.appendingPathComponent("check.lua")
    try (checks + ["vim.cmd('qall!')"]).joined(separator: "\n").write(to: script, atomically: false, encoding: .utf8)
    try Self.runNeovim(["-c", "luafile \(script.path)"], in: folder)
  }
}
