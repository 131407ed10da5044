// One setting from a configuration file, turned into the command-line
// arguments it stands for, with where it was written so that a bad one can
// be named.

/// A configuration key and the long option it becomes.
///
/// A project's settings are written with the long option names (`width = 72`,
/// `markdown = true`), so the argument parser that checks the command line
/// checks them too: there is one list of options and one set of rules for
/// their values, and a setting is simply an argument placed before the user's
/// own, which therefore win.
package struct ConfigSetting: Equatable, Hashable {
  /// The file the setting is in.
  package var file: String
  /// Its line, where known.
  package var line: Int?
  /// The key as written.
  package var key: String
  /// The arguments it stands for: `--width=72`, `--markdown`, `--exclude=a --exclude=b`, or none.
  package var arguments: [String]
}

extension ConfigSetting {
  /// The keys that say what a run does with its result, not how to format: only the command line gives them.
  package static let commandLineOnlyKeys: Set<String> = [
    "in-place", "check", "diff", "version", "help", "stdin-filepath",
  ]

  /// Whether this setting's key is one only the command line gives.
  package var isCommandLineOnly: Bool { Self.commandLineOnlyKeys.contains(key) }
}

/// A setting's value as written, whatever the format it was written in: TOML in `.reflow.toml`, JSON in an
/// editor's settings for `reflow lsp`.
package enum SettingValue: Equatable {
  /// `true` or `false`.
  case flag(Bool)
  /// A number or a string.
  case scalar(String)
  /// An array of numbers and strings.
  case list([String])

  /// Why an array element is refused, in either format.
  package static let arrayRefusal = "an array may hold only strings and numbers"
  /// Why a value of another shape (a table, a date, null) is refused.
  package static let shapeRefusal = "expected true, false, a number, a string or an array"
}

extension ConfigSetting {
  /// The setting `key = value` written in `file`, as the arguments it stands for.
  ///
  /// `true` is the flag itself and `false` its `--no-` form (or nothing, for
  /// a flag that is off unless given: see ``CommandResolver``); a number or
  /// a string is the option's value; an array repeats the option once per
  /// element.
  package init(file: String, line: Int?, key: String, value: SettingValue) throws(ConfigError) {
    guard key.first != "-", !key.isEmpty else {
      throw ConfigError(file: file, line: line, key: key, reason: "write the option's name without dashes")
    }
    let arguments: [String]
    switch value {
    case .flag(let on): arguments = on ? ["--\(key)"] : ["--no-\(key)"]
    case .scalar(let text): arguments = ["--\(key)=\(text)"]
    case .list(let elements): arguments = elements.map { "--\(key)=\($0)" }
    }
    self.init(file: file, line: line, key: key, arguments: arguments)
  }
}

/// A configuration file that cannot be used, or a setting in it that the command refuses: the file, the line and the
/// key at fault.
///
/// The command prints it and the language server shows it on the file, so both say a problem the same way.
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The configuration file, or a name for settings that are no file (the editor's).
  public var file: String
  /// Its line, from 1, where known.
  public var line: Int?
  /// The key, where one is at fault.
  public var key: String?
  /// What is wrong.
  public var reason: String

  /// A problem with `key` (nil when no key is at fault) at `line` of `file`.
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
