// EditorConfig, read through libeditorconfig (the reference implementation):
// the properties that apply to one file, of which Reflow honours the line
// length.

import CReflowEditorConfig

/// The `.editorconfig` settings for one file, as Reflow's arguments.
package enum EditorConfigProperties {
  /// The settings for the file at `absolutePath`: `max_line_length` becomes `--width`, and `end_of_line` becomes
  /// `--line-ending`, the ending of lines where the input has none to copy (every other line keeps the input's).
  ///
  /// `max_line_length = off` (and any value that is no positive number) sets
  /// nothing, as EditorConfig says of values a tool does not understand.
  package static func settings(for absolutePath: String) throws(ConfigError) -> [ConfigSetting] {
    let handle = editorconfig_handle_init()
    defer { editorconfig_handle_destroy(handle) }
    let status = editorconfig_parse(absolutePath, handle)
    if status != 0 {
      let file =
        editorconfig_handle_get_err_file(handle).map { ConfigSearch.displayPath(String(cString: $0)) }
        ?? ".editorconfig"
      // A positive status is the line of a syntax error; a negative one is a library error.
      if status > 0 { throw ConfigError(file: file, line: Int(status), key: nil, reason: "not valid EditorConfig") }
      let message = editorconfig_get_error_msg(status).map { String(cString: $0) } ?? "error \(status)"
      throw ConfigError(file: file, line: nil, key: nil, reason: message)
    }
    var settings: [ConfigSetting] = []
    for index in 0..<editorconfig_handle_get_name_value_count(handle) {
      var name: UnsafePointer<CChar>?
      var value: UnsafePointer<CChar>?
      editorconfig_handle_get_name_value(handle, index, &name, &value)
      guard let name, let value else { continue }
      let key = String(cString: name)
      let text = String(cString: value)
      switch key {
      case "max_line_length":
        guard let columns = Int(text), columns > 0 else { continue }
        settings.append(ConfigSetting(file: ".editorconfig", line: nil, key: key, arguments: ["--width=\(columns)"]))
      case "end_of_line":
        // libeditorconfig lowercases values; one Reflow does not know is left to the default.
        guard ["lf", "crlf", "cr"].contains(text) else { continue }
        settings.append(ConfigSetting(file: ".editorconfig", line: nil, key: key, arguments: ["--line-ending=\(text)"]))
      default: continue
      }
    }
    return settings
  }
}
