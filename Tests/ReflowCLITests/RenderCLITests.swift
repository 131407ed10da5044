// End-to-end: `reflow render` on the built binary. Plain and ANSI output of
// the sample at three widths are golden files; width and colour follow the
// terminal conventions; and a real terminal (tmux) shows the output with no
// row wrapped and every boxed chip's frame in line.

import Foundation
import Testing

@Suite struct RenderCLITests {
  @Test(arguments: ["plain", "ansi"], [30, 50, 80])
  func sampleMatchesGolden(format: String, width: Int) throws {
    let run = try runReflow(["render", "--format", format, "-w", "\(width)", "Samples/render.md"])
    #expect(run.status == 0)
    #expect(run.err.isEmpty)
    try CLIFixture.expectGolden("render-\(format)-w\(width).txt", run.outBytes)
  }

  @Test(arguments: ["boxed-w50.txt", "justify-w40.txt", "w60.svg", "w60.html"])
  func variantMatchesGolden(name: String) throws {
    let arguments: [String]
    switch name {
    case "boxed-w50.txt": arguments = ["--chip-style", "boxed", "--format", "plain", "-w", "50"]
    case "justify-w40.txt": arguments = ["--chip-align", "justify", "--format", "plain", "-w", "40"]
    case "w60.svg": arguments = ["--format", "svg", "-w", "60"]
    default: arguments = ["--format", "html", "-w", "60"]
    }
    let run = try runReflow(["render"] + arguments + ["Samples/render.md"], environment: ["NO_COLOR": nil])
    #expect(run.status == 0)
    try CLIFixture.expectGolden("render-\(name)", run.outBytes)
  }

  /// A page large enough to be drawn and emitted in slices on two threads writes what one thread writes.
  @Test(arguments: ["plain", "ansi"])
  func slicedOutputMatchesOneThread(format: String) throws {
    let sample = try Data(contentsOf: CLIFixture.root.appendingPathComponent("Samples/render.md"))
    let document = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-sliced-\(format).md")
    try Data(repeatElement(sample + Data("\n".utf8), count: 200).joined()).write(to: document)
    defer { try? FileManager.default.removeItem(at: document) }
    let one = try runReflow(["render", "--format", format, "-w", "60", "--jobs", "1", document.path])
    let two = try runReflow(["render", "--format", format, "-w", "60", "--jobs", "2", document.path])
    #expect(one.status == 0 && two.status == 0)
    #expect(one.out.split(separator: "\n", omittingEmptySubsequences: false).count > 8192)
    #expect(two.outBytes == one.outBytes)
  }

  @Test func theReadmePictureIsCurrent() throws {
    let run = try runReflow(
      ["render", "--format", "svg", "-w", "64", "--chip-style", "boxed", "Samples/render.md"],
      environment: ["NO_COLOR": nil])
    let picture = try Data(contentsOf: CLIFixture.root.appendingPathComponent("Documentation/render-sample.svg"))
    #expect(run.outBytes == [UInt8](picture), "regenerate Documentation/render-sample.svg (see README)")
  }

  @Test func theReadmeShowsRealOutput() throws {
    let readme = try String(contentsOf: CLIFixture.root.appendingPathComponent("README.md"), encoding: .utf8)
    let run = try runReflow(["render", "--format", "plain", "-w", "50", "--chip-style", "boxed", "Samples/render.md"])
    let shown = run.out.split(separator: "\n", omittingEmptySubsequences: false).prefix(24).joined(separator: "\n")
    #expect(readme.contains("```text\n" + shown + "\n```"))
  }

  @Test func widthAutoFallsBackToColumnsThenEighty() throws {
    let narrow = try runReflow(["render", "Samples/render.md"], environment: ["COLUMNS": "33"])
    let widths = narrow.out.split(separator: "\n").map { $0.unicodeScalars.count }
    #expect(narrow.status == 0)
    #expect(narrow.out == (try runReflow(["render", "-w", "33", "Samples/render.md"])).out)
    #expect(widths.contains { $0 > 20 })
    let unset = try runReflow(["render", "Samples/render.md"], environment: ["COLUMNS": nil])
    #expect(unset.out == (try runReflow(["render", "-w", "80", "Samples/render.md"])).out)
  }

  @Test func colourFollowsTheTerminalAndNoColor() throws {
    let piped = try runReflow(["render", "Samples/render.md"])
    #expect(!piped.out.contains("\u{1B}["), "a pipe gets plain text")
    let forced = try runReflow(["render", "--color", "always", "Samples/render.md"], environment: ["NO_COLOR": "1"])
    #expect(forced.out.contains("\u{1B}["), "--color always wins over NO_COLOR")
    let svg = try runReflow(["render", "--format", "svg", "Samples/render.md"], environment: ["NO_COLOR": "1"])
    #expect(!svg.out.contains("fill=\"#ff87ff\""), "NO_COLOR keeps even a picture grey")
  }

  @Test(arguments: [
    ["-w", "5"], ["-w", "wide"], ["--chip-style", "round"], ["--chip-spacing", "-1"], ["--color", "sometimes"],
    ["--format", "pdf"],
  ])
  func badOptionsAreUsageErrors(arguments: [String]) throws {
    let run = try runReflow(["render"] + arguments + ["Samples/render.md"])
    #expect(run.status == 2)
    #expect(run.out.isEmpty)
    #expect(run.err.contains("reflow render --help"))
  }

  @Test func badFrontMatterIsShownWithAWarningNamingTheLine() throws {
    let run = try runReflow(["render", "-w", "40"], stdin: Data("---\ntags: [a, b\n---\nText.\n".utf8))
    #expect(run.status == 0)
    #expect(run.err == "reflow: standard input:2: front matter does not parse (an unclosed list); shown as text\n")
    #expect(run.out == "---\ntags: [a, b\n---\n\nText.\n")
  }

  @Test func binaryAndInvalidInputAreRefused() throws {
    let binary = try runReflow(["render"], stdin: Data([0x61, 0x00]))
    #expect(binary.status == 1)
    #expect(binary.err.contains("binary input (a NUL byte at byte offset 1)"))
    let invalid = try runReflow(["render"], stdin: Data([0x61, 0xFF]))
    #expect(invalid.status == 1)
    #expect(invalid.err.contains("invalid UTF-8 at byte offset 1"))
    let lossy = try runReflow(["render", "--lossy"], stdin: Data([0x61, 0xFF]))
    #expect(lossy.status == 0)
    #expect(lossy.out == "a\u{FFFD}\n")
  }
}

/// `reflow render` in a real terminal: tmux, at a fixed pane width, read back with capture-pane.
@Suite(.serialized) struct RenderTerminalTests {
  static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

  /// The screen of a tmux pane `width` columns wide after running `reflow render` there with `arguments`.
  private func screen(width: Int, _ arguments: [String]) throws -> [String] {
    guard let tmux = Self.tmux else {
      Issue.record("tmux is not installed: apt-get install tmux")
      return []
    }
    let socket = "reflow-test-\(getpid())"
    func start(_ tmuxArguments: [String], output: Pipe? = nil) throws -> Process {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: tmux)
      process.arguments = ["-L", socket, "-f", "/dev/null"] + tmuxArguments
      process.standardOutput = output ?? FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      try process.run()
      return process
    }
    func run(_ tmuxArguments: [String]) throws -> String {
      let out = Pipe()
      let process = try start(tmuxArguments, output: out)
      let data = out.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
    let done = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).done").path
    try? FileManager.default.removeItem(atPath: done)
    let command = ([CLIFixture.binary.path, "render"] + arguments).map { "'\($0)'" }.joined(separator: " ")
    // The server this starts inherits a descriptor Foundation would wait on: the client is not waited for.
    let session = try start([
      "new-session", "-d", "-x", "\(width)", "-y", "200", "-c", CLIFixture.root.path,
      "\(command); touch '\(done)'; sleep 60",
    ])
    _ = session
    defer { _ = try? run(["kill-server"]) }
    let deadline = Date().addingTimeInterval(20)
    while !FileManager.default.fileExists(atPath: done) && Date() < deadline { usleep(50_000) }
    #expect(FileManager.default.fileExists(atPath: done), "reflow render finished in the pane")
    let captured = try run(["capture-pane", "-p", "-S", "0", "-E", "199"])
    var lines = captured.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  @Test(arguments: ["pill", "boxed"])
  func noRowWrapsAndBoxedChipsLineUp(style: String) throws {
    let width = 44
    // No -w: the width comes from the pane itself.
    let shown = try screen(width: width, ["--color", "always", "--chip-style", style, "Samples/render.md"])
    let ansi = try runReflow([
      "render", "--color", "always", "-w", "\(width)", "--chip-style", style, "Samples/render.md",
    ])
    let expected = withoutEscapes(ansi.out).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    // A wrapped row would push every later row down: the screen must be the output, row for row.
    #expect(shown == Array(expected))
    for (index, row) in shown.enumerated() where row.contains("╭") {
      #expect(index + 2 < shown.count)
      guard index + 2 < shown.count else { continue }
      #expect(cellColumns(of: "╭", in: row) == cellColumns(of: "╰", in: shown[index + 2]))
      #expect(cellColumns(of: "╮", in: row) == cellColumns(of: "╯", in: shown[index + 2]))
    }
    if style == "boxed" { #expect(shown.contains { $0.contains("╭") }) }
  }

  /// The text a terminal shows for ANSI output: SGR sequences and OSC 8 hyperlinks removed.
  private func withoutEscapes(_ text: String) -> String {
    var result = ""
    var scalars = text.unicodeScalars[...]
    while let first = scalars.first {
      scalars = scalars.dropFirst()
      guard first == "\u{1B}" else {
        result.unicodeScalars.append(first)
        continue
      }
      if scalars.first == "[" {
        while let next = scalars.first, !("@"..."~").contains(next) || next == "[" { scalars = scalars.dropFirst() }
        scalars = scalars.dropFirst()
      } else if scalars.first == "]" {
        while let next = scalars.first, next != "\\" { scalars = scalars.dropFirst() }
        scalars = scalars.dropFirst()
      }
    }
    return result
  }

  /// Screen columns of a character: tmux writes a wide character once, taking two cells.
  private func cellColumns(of character: Character, in row: String) -> [Int] {
    var result: [Int] = []
    var column = 0
    for each in row {
      if each == character { result.append(column) }
      column += each.unicodeScalars.contains { $0.properties.isEmojiPresentation || isWide($0) } ? 2 : 1
    }
    return result
  }

  private func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
      || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
      || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
  }
}
