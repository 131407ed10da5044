// End-to-end: configuration files and the flags. Flags win over both files,
// `-g` too: a width a file sets gives way to a goal the command line asks for.
// Every configuration error names its file, line and key, a locale and a
// table included. Keys that only the command line may give (in-place, check,
// diff, version) are errors in a file, and left out with a warning when an
// editor formats standard input through `--stdin-filepath`.

import Foundation
import Testing

@Suite struct ConfigurationRuleTests {
  @Test func aGoalOnTheCommandLineWinsOverBothFilesWidths() throws {
    let tree = try ScratchTree([
      ".reflow.toml": "width = 60\n", ".editorconfig": "root = true\n[*]\nmax_line_length = 40\n", "a.txt": longLine,
      "editor/.editorconfig": "root = true\n[*]\nmax_line_length = 40\n", "editor/.reflow.toml": "root = true\n",
      "editor/a.txt": longLine,
    ])
    // .reflow.toml's 60 holds a goal of 50.
    let both = try tree.reflow(["-g", "50", "a.txt"])
    #expect(both.status == 0, "\(both.err)")
    #expect(widest(both.out) <= 60 && widest(both.out) > 40, "\(both.out)")
    // .editorconfig's 40 alone cannot: the goal wins, and the width is fmt's goal + 10.
    let editor = try tree.reflow(["-g", "50", "editor/a.txt"])
    #expect(editor.status == 0, "\(editor.err)")
    #expect(widest(editor.out) <= 60 && widest(editor.out) > 40, "\(editor.out)")
    #expect(editor.err.isEmpty, "\(editor.err)")
    // A width on the command line wins over a goal in a file.
    try tree.write("goal/.reflow.toml", "root = true\ngoal = 70\n")
    try tree.write("goal/a.txt", longLine)
    let goal = try tree.reflow(["-w", "30", "goal/a.txt"])
    #expect(goal.status == 0, "\(goal.err)")
    #expect(filled(goal.out, to: 30), "\(goal.out)")
  }

  /// Two files that clash with each other, not with a flag, are still an error, naming the one that lost.
  @Test func filesThatClashWithEachOtherAreStillAnError() throws {
    let tree = try ScratchTree([".reflow.toml": "root = true\nwidth = 40\ngoal = 50\n", "a.txt": longLine])
    let run = try tree.reflow(["a.txt"])
    #expect(run.status == 2)
    #expect(run.err.hasPrefix("reflow: .reflow.toml:"), "\(run.err)")
    #expect(run.err.contains("the goal (50) cannot be wider than the width (40)"), "\(run.err)")
  }

  @Test(arguments: [
    ("root = true\nwidth = 60\nlocale = \"xx\"\n", ".reflow.toml:3: 'locale': ", "unknown locale 'xx'"),
    ("root = true\nwidth = 60\n[section]\nx = 1\n", ".reflow.toml:3: 'section': ", "not a table"),
    ("root = true\n[[list]]\nx = 1\n", ".reflow.toml:2: 'list': ", "an array may hold only"),
    ("root = true\nwrap.mode = 1\n", ".reflow.toml:2: 'wrap': ", "not a table"),
  ])
  func everyConfigurationErrorNamesItsFileLineAndKey(toml: String, place: String, reason: String) throws {
    let tree = try ScratchTree([".reflow.toml": toml, "a.txt": longLine])
    for arguments in [["a.txt"], ["--stdin-filepath", "a.txt"]] {
      let run = try tree.reflow(arguments, stdin: longLine)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.out.isEmpty)
      #expect(run.err.hasPrefix("reflow: \(place)"), "\(run.err)")
      #expect(run.err.contains(reason), "\(run.err)")
    }
  }

  /// The locale a flag gives is the flag's error, not the file's.
  @Test func aLocaleTheCommandLineGivesIsNotBlamedOnTheFile() throws {
    let tree = try ScratchTree([".reflow.toml": "root = true\nlocale = \"xx\"\n", "a.txt": longLine])
    let run = try tree.reflow(["--locale", "en", "a.txt"])
    #expect(run.status == 0, "\(run.err)")
  }

  @Test(arguments: ["in-place = true", "check = true", "diff = true", "version = true", "stdin-filepath = \"a.txt\""])
  func aKeyOnlyTheCommandLineGivesIsAnErrorInAFile(setting: String) throws {
    let tree = try ScratchTree([".reflow.toml": "root = true\nwidth = 30\n\(setting)\n", "a.txt": longLine])
    let key = String(setting.prefix { $0 != " " })
    let run = try tree.reflow(["a.txt"])
    #expect(run.status == 2)
    #expect(run.out.isEmpty)
    #expect(
      run.err
        == "reflow: .reflow.toml:3: '\(key)': --\(key) is for the command line only, not for a configuration file\n",
      "\(run.err)")
    #expect(try tree.text("a.txt") == longLine)
  }

  /// An editor formats through --stdin-filepath: what a project's file says must not stop it.
  @Test(arguments: ["in-place = true", "check = true", "diff = true", "version = true"])
  func stdinFilepathFormatsWithAWarningWhateverTheFileSays(setting: String) throws {
    let tree = try ScratchTree([".reflow.toml": "root = true\nwidth = 30\n\(setting)\n"])
    let key = String(setting.prefix { $0 != " " })
    let run = try tree.reflow(["--stdin-filepath", "notes.txt"], stdin: longLine)
    #expect(run.status == 0, "\(run.err)")
    #expect(filled(run.out, to: 30), "\(run.out)")
    #expect(
      run.err == "reflow: .reflow.toml:3: '\(key)': --\(key) is for the command line only, not for a configuration "
        + "file; left out\n", "\(run.err)")
  }
}
