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
struct ConfigSetting: Equatable, Hashable {
  /// The file the setting is in.
  var file: String
  /// Its line, where known.
  var line: Int?
  /// The key as written.
  var key: String
  /// The arguments it stands for: `--width=72`, `--markdown`, `--exclude=a --exclude=b`, or none.
  var arguments: [String]
}

/// A configuration file that cannot be used, or a setting in it that the command refuses.
struct ConfigError: Error, CustomStringConvertible {
  var file: String
  var line: Int?
  var key: String?
  var reason: String

  var description: String {
    var place = file
    if let line { place += ":\(line)" }
    if let key { return "\(place): '\(key)': \(reason)" }
    return "\(place): \(reason)"
  }
}
