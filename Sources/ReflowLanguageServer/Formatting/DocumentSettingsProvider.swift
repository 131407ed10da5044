// The service that finds a document's settings. The executable implements it
// with the command line's configuration search, so the server holds no rule
// of its own about settings.

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
