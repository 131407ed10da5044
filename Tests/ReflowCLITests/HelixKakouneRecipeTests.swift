// The README's Helix and Kakoune recipes, read from README.md. Debian ships
// neither Helix nor kakoune-lsp, so no editor types with them here: their
// TOML is parsed instead (Python's tomllib), and what it starts and sends is
// checked against what `reflow lsp` takes.

import Foundation
import Testing

@Suite struct HelixKakouneRecipeTests {
  /// `toml` parsed by Python's tomllib, as JSON.
  static func parse(_ toml: String) throws -> [String: Any] {
    let script = "import json, sys, tomllib; print(json.dumps(tomllib.loads(sys.stdin.read())))"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(toml.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "tomllib: \(said)")
    return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func helixRecipeStartsReflowLspForMarkdownBesideMarksman() throws {
    let toml = try READMERecipes.block(in: "toml", opening: "[language-server.reflow]")
    let parsed = try Self.parse(toml)
    let server = try #require((parsed["language-server"] as? [String: Any])?["reflow"] as? [String: Any])
    #expect(server["command"] as? String == "reflow")
    #expect(server["args"] as? [String] == ["lsp"])
    #expect((server["config"] as? [String: Any])?["width"] as? Int == 80)
    let languages = try #require(parsed["language"] as? [[String: Any]])
    let markdown = try #require(languages.first { $0["name"] as? String == "markdown" })
    #expect(markdown["language-servers"] as? [String] == ["marksman", "reflow"])
  }

  @Test func kakouneRecipeDeclaresReflowLspWithItsSettingsSection() throws {
    let kak = try READMERecipes.block(in: "kak", opening: "hook global BufSetOption filetype=markdown")
    // The lsp_servers option's value: the TOML between `%{` and the brace that closes it.
    let start = try #require(kak.range(of: "lsp_servers %{\n"))
    let end = try #require(kak.range(of: "\n    }\n", range: start.upperBound..<kak.endIndex))
    let toml = kak[start.upperBound..<end.lowerBound].split(separator: "\n").map {
      $0.drop { $0 == " " }
    }.joined(separator: "\n")
    let parsed = try Self.parse(toml)
    let server = try #require(parsed["reflow"] as? [String: Any])
    #expect(server["command"] as? String == "reflow")
    #expect(server["args"] as? [String] == ["lsp"])
    // kakoune-lsp sends the section named by settings_section as initializationOptions.
    let section = try #require(server["settings_section"] as? String)
    let settings = try #require((server["settings"] as? [String: Any])?[section] as? [String: Any])
    #expect(settings["width"] as? Int == 80)
    #expect(kak.contains("lsp-enable-window"))
  }
}
