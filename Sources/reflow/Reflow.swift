// The `reflow` command: arguments, files, standard streams and exit codes.
// No layout logic lives here; it all comes from ReflowText.

import ArgumentParser
import FlowLayout
import Foundation
import ReflowText

@main
struct Reflow: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reflow",
    abstract: "Rewrap paragraphs of text with optimal line breaks.",
    discussion: """
      Reads each FILE in order, or standard input when none is given or FILE is -, and
      writes the rewrapped text to standard output. Paragraphs are separated by blank lines.

      Examples:
        reflow -w 60 notes.txt
        reflow --align justify --algorithm knuth-plass essay.txt
      """)

  @Option(name: [.short, .long], help: "The maximum line width, in columns.")
  var width: Int = 75

  @Option(help: "The line breaker: greedy, optimal, knuth-plass or balance.")
  var algorithm: AlgorithmName = .optimal

  @Option(help: "Alignment: left, right, center or justify.")
  var align: AlignmentName = .left

  @Argument(help: "Files to read; - or nothing means standard input.")
  var files: [String] = []

  mutating func validate() throws {
    guard width > 0 else { throw ValidationError("the width must be at least 1, not \(width)") }
  }

  mutating func run() throws {
    let options = TextWrapOptions(width: width, algorithm: algorithm.value, alignment: align.value)
    var failed = false
    for path in files.isEmpty ? ["-"] : files {
      let data: Data
      do {
        data =
          path == "-"
          ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        FileHandle.standardError.write(Data("reflow: cannot open '\(path)': \(Reflow.reason(error))\n".utf8))
        failed = true
        continue
      }
      guard let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("reflow: \(path): input is not valid UTF-8\n".utf8))
        failed = true
        continue
      }
      do {
        try FileHandle.standardOutput.write(contentsOf: Data(try TextWrap.fill(text, options: options).utf8))
      } catch let error as CocoaError {
        // A full disk or a closed descriptor: say so and fail, rather than trap.
        FileHandle.standardError.write(Data("reflow: cannot write output: \(Reflow.reason(error))\n".utf8))
        throw ExitCode(1)
      }
    }
    if failed { throw ExitCode(1) }
  }

  static func reason(_ error: Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain, let text = strerror(Int32(code)) {
      return String(cString: text)
    }
    return (error as NSError).localizedDescription
  }
}

/// The `--algorithm` names.
enum AlgorithmName: String, ExpressibleByArgument, CaseIterable {
  case greedy, optimal
  case knuthPlass = "knuth-plass"
  case balance

  var value: LineBreakingAlgorithm {
    switch self {
    case .greedy: .greedy
    case .optimal: .optimal
    case .knuthPlass: .knuthPlass
    case .balance: .balance
    }
  }
}

/// The `--align` names.
enum AlignmentName: String, ExpressibleByArgument, CaseIterable {
  case left, right, center, justify

  var value: HorizontalAlignment {
    switch self {
    case .left: .leading
    case .right: .trailing
    case .center: .center
    case .justify: .justified
    }
  }
}
