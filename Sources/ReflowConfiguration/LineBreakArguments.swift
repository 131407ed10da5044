// The line-break options every command that sets text takes: whose rules
// (a locale), how strict about what may start a line, and whether words
// break between letters. One group, so that `reflow`, `--markdown` and
// `render` read the same flags and hand the library the same style.

import ArgumentParser
import ReflowText

/// `--locale`, `--line-break` and `--word-break`, read once for every command.
package struct LineBreakArguments: ParsableArguments {
  /// The defaults, as ArgumentParser requires: values come from parsing.
  package init() {}

  @Option(help: "The locale whose line-break rules apply, such as ja, zh or ko (ISO 639); an unknown one is an error.")
  package var locale: String = ""

  @Option(help: "Line-break strictness: loose, normal, strict or anywhere.")
  package var lineBreak: LineBreakStrictness = .normal

  @Option(help: "Word breaking: normal, break-all or keep-all.")
  package var wordBreak: WordBreakName = .normal

  /// The line-break style these arguments ask for.
  package var style: LineBreakStyle {
    LineBreakStyle(locale: locale, strictness: lineBreak, wordBreak: wordBreak.value)
  }
}

extension LineBreakStrictness: ExpressibleByArgument {}

/// The `--word-break` names.
package enum WordBreakName: String, ExpressibleByArgument, CaseIterable {
  case normal
  case breakAll = "break-all"
  case keepAll = "keep-all"

  package var value: WordBreak {
    switch self {
    case .normal: .normal
    case .breakAll: .breakAll
    case .keepAll: .keepAll
    }
  }
}
