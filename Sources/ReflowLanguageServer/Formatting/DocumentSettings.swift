// Settings: what a document is formatted with. The configuration library
// finds them with the command line's own code (`.reflow.toml`,
// `.editorconfig`, the file kind by name, the long option names), so the
// server holds no rule of its own about settings.

import ReflowComments
import ReflowConfiguration
import ReflowMarkdown
import ReflowText

/// The formatter and limits one document is formatted with.
public struct DocumentSettings: Sendable {
  /// Which formatter, with its options.
  public enum Formatter: Sendable {
    /// Plain text, as `reflow` formats it.
    case plainText(DocumentOptions)
    /// Markdown, as `reflow --markdown` formats it.
    case markdown(MarkdownFormatOptions)
    /// Source code in a language: only its comments change, as `reflow` formats a source file.
    case code(DocumentOptions, CommentLanguage)
  }

  /// Which formatter.
  public var formatter: Formatter
  /// The width lines are held to: a typed line past it is refilled, and diagnostics name it.
  public var width: Int
  /// How widths are measured (East Asian ambiguous width, and the like).
  public var widths: WidthOptions
  /// The line ending of a document that has none to copy.
  public var lineEndingWhereNone: LineEnding
  /// Whether the configuration's `exclude` names the document: it is then neither formatted nor linted, as a
  /// folder walk or a hook would not take it.
  public var isExcluded = false
  /// Settings left out, each with why (a misspelt key, one only the command line takes): shown on the document,
  /// while the rest of the settings apply.
  public var warnings: [ConfigError] = []

  /// Settings for a document.
  public init(formatter: Formatter, width: Int, widths: WidthOptions, lineEndingWhereNone: LineEnding) {
    self.formatter = formatter
    self.width = width
    self.widths = widths
    self.lineEndingWhereNone = lineEndingWhereNone
  }
}
