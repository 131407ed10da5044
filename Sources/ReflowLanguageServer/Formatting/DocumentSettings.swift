// Settings: what a document is formatted with, and the service that finds it.
// The executable implements the service with the command line's own code
// (`.reflow.toml`, `.editorconfig`, the file kind by name, the long option
// names), so the server holds no rule of its own about settings.

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
  }

  /// Which formatter.
  public var formatter: Formatter
  /// The width lines are held to: a typed line past it is refilled, and diagnostics name it.
  public var width: Int
  /// How widths are measured (East Asian ambiguous width, and the like).
  public var widths: WidthOptions
  /// The line ending of a document that has none to copy.
  public var lineEndingWhereNone: LineEnding

  /// Settings for a document.
  public init(formatter: Formatter, width: Int, widths: WidthOptions, lineEndingWhereNone: LineEnding) {
    self.formatter = formatter
    self.width = width
    self.widths = widths
    self.lineEndingWhereNone = lineEndingWhereNone
  }
}

/// How the lines of a paragraph end: as configured, or as one of the code actions asks.
public enum LineWrapping: Sendable, Hashable, CaseIterable {
  /// As the settings say (`--wrap`, by default filled to the width).
  case configured
  /// Each paragraph on one line (`--wrap no`).
  case oneLinePerParagraph
  /// Each sentence starts a line (`--wrap sentence`).
  case sentencePerLine
}

/// A configuration that cannot be used: the file (or other source) and the place in it.
public struct ConfigurationProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// The configuration file's absolute path, or a name for settings that are no file (`initializationOptions`).
  public var file: String
  /// Its line, from 1, where known.
  public var line: Int?
  /// The key, where one is at fault.
  public var key: String?
  /// What is wrong.
  public var reason: String

  /// A problem in `file`.
  public init(file: String, line: Int?, key: String?, reason: String) {
    self.file = file
    self.line = line
    self.key = key
    self.reason = reason
  }

  /// `file:line: 'key': reason`, as the command line says it.
  public var description: String {
    var place = file
    if let line { place += ":\(line)" }
    if let key { return "\(place): '\(key)': \(reason)" }
    return "\(place): \(reason)"
  }
}

/// Finds the settings of a document: the executable's configuration search, behind a protocol.
public protocol DocumentSettingsProvider: AnyObject {
  /// The settings for the file at `path` (nil for a document that is no file), with `clientSettings` (the
  /// client's, keyed by long option name) winning over configuration files, and lines ending as `wrapping` says.
  func settings(forFileAt path: String?, clientSettings: [String: JSONValue], wrapping: LineWrapping)
    throws(ConfigurationProblem) -> DocumentSettings

  /// Forgets every configuration file read so far: the next request reads them again.
  func configurationChanged()

  /// The names of the files that hold settings (`.reflow.toml`, `.editorconfig`), which the client is asked to
  /// watch and which are not themselves formatted.
  var configurationFileNames: [String] { get }
}
