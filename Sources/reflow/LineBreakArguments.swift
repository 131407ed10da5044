// The line-break options every command that sets text takes: whose rules
// (a locale), how strict about what may start a line, and whether words
// break between letters. One group, so that `reflow`, `--markdown` and
// `render` read the same flags and hand the library the same style.

import ArgumentParser
import ReflowText

/// `--locale`, `--line-break` and `--word-break`, read once for every command.
struct LineBreakArguments: ParsableArguments {
  @Option(help: "The locale whose line-break rules apply, such as ja, zh or ko (ISO 639); an unknown one is an error.")
  var locale: String = ""

  @Option(help: "Line-break strictness: loose, normal, strict or anywhere.")
  var lineBreak: LineBreakStrictness = .normal

  @Option(help: "Word breaking: normal, break-all or keep-all.")
  var wordBreak: WordBreakName = .normal

  /// The line-break style these arguments ask for.
  var style: LineBreakStyle { LineBreakStyle(locale: locale, strictness: lineBreak, wordBreak: wordBreak.value) }
}

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
