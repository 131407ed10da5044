// A project's `.reflow.toml`: its keys are `reflow`'s long option names, read
// with TOMLKit (toml++ underneath), and each becomes the arguments it names;
// `root = true` ends the search for more files above it.

import TOMLKit

/// One `.reflow.toml`, as the settings it holds.
package struct ProjectConfigFile {
  /// The file name looked for in a file's folder and each folder above it.
  package static let name = ".reflow.toml"

  /// The file's path, as messages name it.
  package let path: String
  /// Its settings, in the order of their keys.
  package let settings: [ConfigSetting]
  /// Whether it says `root = true`: the files in folders above it are not read.
  package let isRoot: Bool

  /// Reads and checks the shape of the file at `path`; the values are checked later, by the argument parser.
  package init(path: String) throws(ConfigError) {
    self.path = path
    let bytes: [UInt8]
    do {
      bytes = try InputFile(path: path).readAll()
    } catch {
      throw ConfigError(file: path, line: nil, key: nil, reason: error.reason)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let table: TOMLTable
    do {
      table = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      throw ConfigError(file: path, line: error.source.begin.line, key: nil, reason: error.description)
    } catch {
      throw ConfigError(file: path, line: nil, key: nil, reason: "\(error)")
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var settings: [ConfigSetting] = []
    var isRoot = false
    for key in table.keys {
      let line = Self.line(of: key, in: lines)
      // EditorConfig's key, with its meaning: the search for configuration files stops here.
      if key == "root" {
        guard let flag = table[key]!.bool else {
          throw ConfigError(file: path, line: line, key: key, reason: "expected true or false")
        }
        isRoot = flag
        continue
      }
      let value = try Self.value(key: key, value: table[key]!, file: path, line: line)
      settings.append(try ConfigSetting(file: path, line: line, key: key, value: value))
    }
    self.settings = settings
    self.isRoot = isRoot
  }

  /// A TOML value as a setting's value: a boolean, a number or a string, or an array of numbers and strings.
  private static func value(key: String, value: any TOMLValueConvertible, file: String, line: Int?)
    throws(ConfigError) -> SettingValue
  {
    func refuse(_ reason: String) -> ConfigError { ConfigError(file: file, line: line, key: key, reason: reason) }
    if let flag = value.bool { return .flag(flag) }
    if let array = value.array {
      return .list(
        try array.map { element throws(ConfigError) in
          guard let scalar = scalarText(element) else { throw refuse(SettingValue.arrayRefusal) }
          return scalar
        })
    }
    guard let scalar = scalarText(value) else {
      throw refuse("\(SettingValue.shapeRefusal), not a \(value.type)")
    }
    return .scalar(scalar)
  }

  private static func scalarText(_ value: any TOMLValueConvertible) -> String? {
    if let string = value.string { return string }
    if let number = value.int { return String(number) }
    return nil
  }

  /// The line where `key` is first written, 1-based: `key = ...`, a dotted `key.part = ...`, a quoted `"key" = ...`,
  /// or a table `[key]` or `[[key]]`; nil when it is not found.
  ///
  /// TOMLKit gives positions only for syntax errors, so a refused value is
  /// placed by its key here. After the first table header, every
  /// `name = value` line belongs to a table, and only headers are looked at.
  private static func line(of key: String, in lines: [Substring]) -> Int? {
    var inTable = false
    for (index, line) in lines.enumerated() {
      var text = line.drop(while: { $0 == " " || $0 == "\t" })
      let isTable = text.first == "["
      if isTable {
        inTable = true
        text = text.drop(while: { $0 == "[" }).drop(while: { $0 == " " || $0 == "\t" })
      } else if inTable {
        continue
      }
      let ends: Set<Character> = isTable ? [".", "]", " ", "\t"] : [".", "=", " ", "\t"]
      var name = text.prefix { !ends.contains($0) }
      if let quote = text.first, quote == "\"" || quote == "'" {
        name = text.dropFirst().prefix { $0 != quote }
      }
      if name == key { return index + 1 }
    }
    return nil
  }
}
