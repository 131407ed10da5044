// End-to-end: Emacs 28 with eglot 1.9 and markdown-mode (Debian's emacs-nox,
// elpa-eglot and elpa-markdown-mode), in batch mode, drives `reflow lsp`
// through the README's own Emacs Lisp block, read from README.md: a paragraph
// typed past the width, a line ended past it, the typing range-formatted, the
// code action "Reflow paragraph" picked from eglot's menu, and the file saved
// (Emacs/reflow_eglot.el). The saved file is what `reflow -i` makes of the
// same text.

import Foundation
import Testing

@Suite struct EmacsLanguageServerTests {
  static let driver = CLIFixture.tests.appendingPathComponent("Emacs/reflow_eglot.el")
  static let heading = "# Notes"
  static let paragraph =
    "Reflow treats every word as a box and every space as glue, and then it asks a single question."
  static let code = "```sh\nmake install PREFIX=/usr/local and a long line that stays as it is\n```"
  static let typed = "The quick brown fox jumps over the lazy dog and runs far away now"
  /// Within the width at every space, past it only with its last word: only the line end can ask for a refill.
  static let lineEnd = "one two three four five six sevenths"
  static let width = 30

  /// The README's Emacs recipe, at width 30 instead of 80.
  static func recipe() throws -> String {
    let block = try READMERecipes.block(in: "elisp", opening: "(with-eval-after-load 'eglot")
    let narrowed = block.replacingOccurrences(of: "(:width 80)", with: "(:width \(width))")
    try #require(narrowed != block, "the README's eglot block sets no (:width 80)")
    return narrowed
  }

  /// The document before Emacs opens it.
  static var opened: String { [heading, paragraph, code].joined(separator: "\n\n") + "\n" }

  /// The document as typed, had no edit been made on the way.
  static var asTyped: String { [heading, paragraph, code, typed, "\(lineEnd)\nend"].joined(separator: "\n\n") + "\n" }

  struct Session {
    /// The buffer after typing, after the range format and after the code action; the file as saved.
    var typed, ranged, acted, saved: String
    /// The code actions eglot offered on the paragraph.
    var offered: [String]
  }

  func session() throws -> Session {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-emacs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("notes.md")
    try Self.opened.write(to: document, atomically: false, encoding: .utf8)
    let recipe = folder.appendingPathComponent("recipe.el")
    try Self.recipe().write(to: recipe, atomically: false, encoding: .utf8)
    let results = folder.appendingPathComponent("results.json")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/emacs")
    // No init file: the recipe and the driver are the whole setup (the driver activates Debian's elpa packages).
    process.arguments = ["--batch", "-q", "-l", Self.driver.path]
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = CLIFixture.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin")
    environment["HOME"] = folder.path
    environment.merge([
      "REFLOW_RECIPE": recipe.path, "REFLOW_DOCUMENT": document.path, "REFLOW_RESULTS": results.path,
      "REFLOW_TYPED": Self.typed, "REFLOW_LINE_END": Self.lineEnd, "REFLOW_ACTION_LINE": "3",
    ]) { $1 }
    process.environment = environment
    process.currentDirectoryURL = folder
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // A hung editor fails the test rather than the run: it is stopped after two minutes.
    DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if process.isRunning { process.terminate() } }
    // Read while it runs: eglot's messages go to standard error and could fill the pipe.
    let said = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "emacs: \(String(decoding: said, as: UTF8.self))")
    let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any])
    return Session(
      typed: try #require(json["typed"] as? String), ranged: try #require(json["ranged"] as? String),
      acted: try #require(json["acted"] as? String), saved: try String(contentsOf: document, encoding: .utf8),
      offered: try #require(json["offered"] as? [String]))
  }

  static func words<S: StringProtocol>(_ text: S) -> [Substring] {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { Substring($0) }
  }

  @Test func emacsEglotTypesRangeFormatsAndReflowsAParagraphWithTheREADMERecipe() throws {
    #expect(
      FileManager.default.isExecutableFile(atPath: "/usr/bin/emacs"),
      "apt-get install -y emacs-nox elpa-eglot elpa-markdown-mode")
    let session = try session()
    // Typing: the paragraph was refilled at each space past the width (every line but the one being typed is
    // within it), the line ended past the width by its last word was refilled at C-j, and every word is there
    // once, in order.
    #expect(Self.words(session.typed) == Self.words(Self.asTyped))
    let typedParts = session.typed.components(separatedBy: "\n\n")
    try #require(typedParts.count == 5)
    let filled = typedParts[3].split(separator: "\n")
    #expect(filled.count >= 2)
    #expect(filled.dropLast().allSatisfy { $0.count <= Self.width })
    #expect(typedParts[4] == "one two three four five six\nsevenths\nend")
    // The range format filled what was typed and nothing else: the first paragraph and the code are as opened.
    #expect(session.ranged.hasPrefix(Self.opened + "\n"))
    #expect(session.ranged.components(separatedBy: "\n\n").last == "one two three four five six\nsevenths end")
    // eglot offered the paragraph's code actions, and "Reflow paragraph" filled it.
    #expect(session.offered.contains("Reflow paragraph"))
    #expect(session.acted != session.ranged)
    // Saved, the file is what `reflow -i` makes of the text as typed: the code block kept, the rest filled.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-emacs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("notes.md")
    try Self.asTyped.write(to: file, atomically: false, encoding: .utf8)
    _ = try runReflow(["-w", "\(Self.width)", "-i", file.path])
    let reflowed = try String(contentsOf: file, encoding: .utf8)
    #expect(session.saved == reflowed)
    // Saving added only the last line's end, as markdown-mode asks (require-final-newline).
    #expect(session.saved == session.acted + "\n")
    var transcript = EditorTranscript(
      title: "Emacs 28 with eglot and the README's recipe",
      setting:
        "`emacs --batch` (Debian's emacs-nox, elpa-eglot 1.9, elpa-markdown-mode), the README's eglot recipe at "
        + "width \(Self.width), on a Markdown file of a heading, a paragraph and a code block; driven by "
        + "`Tests/ReflowCLITests/Emacs/reflow_eglot.el` (code actions offered on the paragraph: "
        + "\(session.offered.joined(separator: ", "))).")
    transcript.steps = [
      ("Before: the file as opened", Self.opened),
      ("A paragraph typed, filled at each space past the width; a line ended past it with C-j", session.typed),
      ("What was typed selected and range-formatted (eglot-format)", session.ranged),
      ("The code action \"Reflow paragraph\" picked from eglot's menu on the first paragraph", session.acted),
      ("Saved", session.saved),
    ]
    transcript.check = (
      "The saved file against `reflow -w \(Self.width) -i` on the text as typed", session.saved == reflowed
    )
    try transcript.write(as: "emacs-eglot.md")
  }
}
