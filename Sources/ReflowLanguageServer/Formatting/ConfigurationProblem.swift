// A configuration that cannot be used, said as the command line says it: the
// file, the line and the key at fault.

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
