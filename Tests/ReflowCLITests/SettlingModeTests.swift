// The modes that did not settle, run through the binary: `--hyphenate auto`,
// whose dictionary hyphens read back as part of their words, is refused where
// its output would be written back; `--align center` and `--align right`
// settle in one run; and `--wrap sentence` opens for Chinese and Japanese,
// which ICU lists no abbreviations for.

import Foundation
import Testing

@Suite struct SettlingModeTests {
  private let hyphenated = Array(
    "Representatives deliberated constitutional arrangements institutionalization extraordinarily.\n".utf8)

  /// On standard output, for reading, dictionary hyphens are added as before.
  @Test func autoHyphenationStillHyphenatesForReading() throws {
    let file = try temporaryFile("hyphens.txt", contents: hyphenated)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try runReflow(["--hyphenate", "auto", "-w", "20", file.path])
    #expect(run.status == 0)
    #expect(run.out.contains("-\n"), "\(run.out)")
  }

  /// Each way of writing back is refused, with the reason, and the file is left as it was.
  ///
  /// Written back, those hyphens would stay: wrapped at 20 and then at 70 the text read `constitu- tional`.
  @Test(arguments: [["-i"], ["--check"], ["--diff"]])
  func autoHyphenationIsRefusedWhereOutputIsWrittenBack(flag: [String]) throws {
    let file = try temporaryFile("hyphens.txt", contents: hyphenated)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try runReflow(["--hyphenate", "auto", "-w", "20"] + flag + [file.path])
    #expect(run.status == 2, "\(flag): \(run.err)")
    #expect(run.err.contains("--hyphenate auto is for reading"), "\(run.err)")
    #expect(run.outBytes.isEmpty)
    #expect([UInt8](try Data(contentsOf: file)) == hyphenated)
  }

  /// The same setting from a configuration file never puts its hyphens into the file under `-i`: refused, or given
  /// way to the flag (the flags win over every configuration file), the file gets no dictionary hyphen.
  @Test func autoHyphenationFromTheConfigurationNeverReachesTheFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-hyphen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("hyphenate = \"auto\"\n".utf8).write(to: folder.appendingPathComponent(".reflow.toml"))
    let file = folder.appendingPathComponent("notes.txt")
    try Data(hyphenated).write(to: file)
    let run = try runReflow(["-w", "20", "-i", "notes.txt"], directory: folder)
    let written = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    if run.status == 0 {
      #expect(!written.contains("-\n"), "\(written)")
    } else {
      #expect(run.err.contains("--hyphenate auto is for reading"), "\(run.err)")
      #expect(Array(written.utf8) == hyphenated)
    }
  }

  /// Centred and right-aligned text settles in one run: the padding the first run put before each line was read
  /// back as indentation, and `--check` passed only after four runs.
  @Test(arguments: ["center", "right"])
  func alignedTextSettlesInOneRun(alignment: String) throws {
    let text = Array(
      ("one two three four five six seven eight nine ten eleven twelve thirteen\n\n"
        + "  An indented paragraph, centred as well, with more words.\n\n"
        + "> quoted text to set in the quote, with a few more words\n").utf8)
    let file = try temporaryFile("aligned.txt", contents: text)
    defer { try? FileManager.default.removeItem(at: file) }
    let first = try runReflow(["--align", alignment, "-w", "30", "-i", file.path])
    #expect(first.status == 0, "\(first.err)")
    let once = [UInt8](try Data(contentsOf: file))
    #expect(once != text)
    let check = try runReflow(["--align", alignment, "-w", "30", "--check", file.path])
    #expect(check.status == 0, "\(alignment): \(check.err)\n\(String(decoding: once, as: UTF8.self))")
    // Every word kept, and every line within the width.
    #expect(
      String(decoding: once, as: UTF8.self).split(whereSeparator: \.isWhitespace).filter { $0 != ">" }
        == String(decoding: text, as: UTF8.self).split(whereSeparator: \.isWhitespace).filter { $0 != ">" })
    for line in String(decoding: once, as: UTF8.self).split(separator: "\n") { #expect(line.count <= 30) }
  }

  /// A centred or right-aligned bullet list settles in one run, with an unindented line after an item: padding hid
  /// the indent that hung an item's second line under it, so the next run read that line as a paragraph of its own
  /// and joined it to the line after.
  @Test(arguments: ["center", "right"])
  func alignedBulletListSettlesInOneRun(alignment: String) throws {
    let text = Array(
      ("* words on the bullet text long-word list is again so list\nitem is\n"
        + "and long-word here again the list so words and list bullet so\nso long-word\n1. x wraps bullet is\n").utf8)
    let once = try runReflow(["--align", alignment, "-w", "52"], stdin: Data(text))
    #expect(once.status == 0, "\(once.err)")
    let twice = try runReflow(["--align", alignment, "-w", "52"], stdin: Data(once.out.utf8))
    #expect(twice.out == once.out, "\(alignment):\n\(once.out)then:\n\(twice.out)")
    #expect(
      once.out.split(whereSeparator: \.isWhitespace)
        == String(decoding: text, as: UTF8.self).split(
          whereSeparator: \.isWhitespace))
  }

  /// `--wrap sentence` under Chinese and Japanese locales: ICU has no abbreviations for them, and its filtered
  /// sentence iterator failed to open (exit 2, blaming the line-break iterator).
  @Test(arguments: ["zh", "ja", "zh_Hans", "zh_Hant"])
  func sentenceModeOpensForChineseAndJapanese(locale: String) throws {
    let run = try runReflow(
      ["--wrap", "sentence", "--locale", locale, "-w", "40"],
      stdin: Data("中文的句子。第二句。日本語の文です。Dr. Smith は来た。\n".utf8))
    #expect(run.status == 0, "\(locale): \(run.err)")
    #expect(run.out == "中文的句子。\n第二句。\n日本語の文です。\nDr. Smith は来た。\n", "\(locale)")
  }
}
