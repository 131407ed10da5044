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

  @Option(help: "Hyphenation: none, soft (at soft hyphens only) or auto (English dictionary too).")
  var hyphenate: Hyphenation = .soft

  @Option(help: "Columns for East Asian Ambiguous characters: 1 or 2.")
  var ambiguousWidth: Int = 1

  @Option(help: "Columns between tab stops.")
  var tabWidth: Int = 8

  @Option(help: "The locale whose line-break rules apply, such as ja, zh or ko.")
  var locale: String = ""

  @Option(help: "Line-break strictness: loose, normal, strict or anywhere.")
  var lineBreak: LineBreakStrictness = .normal

  @Option(help: "Word breaking: normal, break-all or keep-all.")
  var wordBreak: WordBreakName = .normal

  @Flag(help: "Cut words wider than the line between characters instead of letting them overflow.")
  var breakWords = false

  @Flag(help: "Replace invalid UTF-8 with U+FFFD instead of stopping with an error.")
  var lossy = false

  @Argument(help: "Files to read; - or nothing means standard input.")
  var files: [String] = []

  mutating func validate() throws {
    guard width > 0 else { throw ValidationError("the width must be at least 1, not \(width)") }
    guard ambiguousWidth == 1 || ambiguousWidth == 2 else {
      throw ValidationError("the ambiguous width must be 1 or 2, not \(ambiguousWidth)")
    }
    guard tabWidth > 0 else { throw ValidationError("the tab width must be at least 1, not \(tabWidth)") }
  }

  mutating func run() throws {
    let options = TextWrapOptions(
      width: width, algorithm: algorithm.value, alignment: align.value,
      lineBreak: LineBreakStyle(locale: locale, strictness: lineBreak, wordBreak: wordBreak.value),
      hyphenation: hyphenate, breakLongWords: breakWords,
      widths: WidthOptions(ambiguousWidth: ambiguousWidth, tabWidth: tabWidth))
    let wrapper: TextWrapper
    do {
      wrapper = try TextWrapper(options: options)
    } catch {
      FileHandle.standardError.write(Data("reflow: \(error)\n".utf8))
      throw ExitCode(2)
    }
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
      var bytes = [UInt8](data)
      if let offset = bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset(in:)) {
        if lossy {
          bytes = bytes.withUnsafeBufferPointer(UTF8Validation.repaired)
        } else {
          let name = path == "-" ? "standard input" : "'\(path)'"
          FileHandle.standardError.write(
            Data("reflow: \(name): invalid UTF-8 at byte offset \(offset) (use --lossy to replace it)\n".utf8))
          failed = true
          continue
        }
      }
      let output = bytes.withUnsafeBufferPointer { wrapper.fill(utf8: $0) }
      do {
        try FileHandle.standardOutput.write(contentsOf: Data(output))
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

extension Hyphenation: ExpressibleByArgument {}
extension LineBreakStrictness: ExpressibleByArgument {}

/// The `--word-break` names.
enum WordBreakName: String, ExpressibleByArgument, CaseIterable {
  case normal
  case breakAll = "break-all"
  case keepAll = "keep-all"

  var value: WordBreak {
    switch self {
    case .normal: .normal
    case .breakAll: .breakAll
    case .keepAll: .keepAll
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
