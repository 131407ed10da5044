// The key the server keeps resolved settings and formatters under: a
// document's path and the line wrapping asked for.

/// Settings are found per file and per line wrapping.
struct SettingsKey: Hashable {
  var path: String?
  var wrapping: LineWrapping
}
