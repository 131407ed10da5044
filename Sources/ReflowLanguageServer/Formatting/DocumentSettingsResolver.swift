// The language server's settings: each document is resolved as
// `reflow --stdin-filepath PATH` resolves standard input (its configuration
// files, Markdown by name), with the editor's settings after the files'. The
// rules are the configuration library's, which the command uses too; this
// only turns the editor's JSON into settings and the result into the server's.

import ReflowComments
import ReflowConfiguration
import ReflowText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds a document's settings with the configuration library's search, as the command finds a file's.
final class DocumentSettingsResolver {
  /// How messages name the settings an editor sends, which are no file.
  static let editorSettings = "the editor's settings"

  /// The names of the files that hold settings, which the client is asked to watch and which are not themselves
  /// formatted.
  let configurationFileNames = [ProjectConfigFile.name, ".editorconfig"]

  /// The settings for the file at `path` (nil for a document that is no file), with `clientSettings` (the
  /// client's, keyed by long option name) winning over configuration files, and lines ending as `wrapping` says.
  ///
  /// A `codeLanguage` the client names makes the document source code in it, whatever its name.
  ///
  /// Every call reads the configuration files afresh: the server keeps what it was given until they change.
  func settings(
    forFileAt path: String?, clientSettings: [String: JSONValue], wrapping: LineWrapping,
    codeLanguage: CommentLanguage? = nil
  ) throws(ConfigError) -> DocumentSettings {
    var commandLine: [String] = []
    if let path { commandLine.append("--stdin-filepath=\(path)") }
    if clientSettings["no-config"] == .bool(true) { commandLine.append("--no-config") }
    switch wrapping {
    case .configured: break
    case .oneLinePerParagraph: commandLine.append("--wrap=no")
    case .sentencePerLine: commandLine.append("--wrap=sentence")
    }
    let resolved: ResolvedCommand
    var warnings: [ConfigError] = []
    do {
      let editor = try clientSettings.sorted { $0.key < $1.key }.map { key, value throws(ConfigError) in
        try ConfigSetting(file: Self.editorSettings, line: nil, key: key, value: Self.value(of: value, key: key))
      }
      let given = try Self.parse(commandLine)
      let resolver = CommandResolver(given: given, commandLine: commandLine, lastSettings: editor, forEditor: true)
      resolved = try resolver.command(for: "-")
      warnings = resolver.warnings
    } catch {
      throw Self.fromRoot(error)
    }
    // What the document is (FileKind): by its name, unless the settings say; an option of the other kind is refused.
    let kind = codeLanguage.map(FileKind.code) ?? resolved.kind(of: "-")
    if let refusal = kind.refusal(of: resolved.options, for: path ?? "-") {
      throw ConfigError(file: Self.editorSettings, line: nil, key: nil, reason: refusal)
    }
    let command = resolved.options
    let formatter: DocumentSettings.Formatter
    switch kind {
    case .markdown:
      formatter = .markdown(
        command.markdownOptions(
          threads: DocumentPipeline.threads(forJobs: command.jobs), mdx: path.map(FileKind.isMDX) == true))
    case .plainText: formatter = .plainText(command.documentOptions(commentLeaders: resolved.commentLeaders(for: "-")))
    case .code(let language): formatter = .code(command.commentOptions, language)
    }
    var settings = DocumentSettings(
      formatter: formatter, width: kind.isCode ? command.effectiveCommentWidth : command.effectiveWidth,
      widths: command.widths.options,
      lineEndingWhereNone: command.lineEnding)
    settings.warnings = warnings.map(Self.fromRoot)
    settings.isExcluded = path.map { Self.trailingPaths(of: $0).contains(where: command.selection.excludes) } ?? false
    return settings
  }

  /// The path as seen from each folder above it: `a.md`, `docs/a.md`, `proj/docs/a.md`, `/proj/docs/a.md`.
  ///
  /// An exclude glob with a slash is written relative to the folder a run starts in, which the server does not
  /// know; matching it against each of these takes the folder it was written for.
  private static func trailingPaths(of path: String) -> [String] {
    var found = [path]
    var rest = Substring(path)
    while let slash = rest.firstIndex(of: "/") {
      rest = rest[rest.index(after: slash)...]
      if !rest.isEmpty { found.append(String(rest)) }
    }
    return found
  }

  /// The command that `commandLine` alone gives.
  private static func parse(_ commandLine: [String]) throws(ConfigError) -> ReflowCommand {
    do { return try ReflowCommand.parse(commandLine) } catch {
      throw ConfigError(file: editorSettings, line: nil, key: nil, reason: ReflowCommand.message(for: error))
    }
  }

  /// A JSON value as a setting's value, as a TOML one would be.
  private static func value(of json: JSONValue, key: String) throws(ConfigError) -> SettingValue {
    func scalar(_ json: JSONValue) -> String? {
      switch json {
      case .string(let text): text
      case .integer(let number): String(number)
      case .number(let number): number == number.rounded() ? String(Int(number)) : String(number)
      default: nil
      }
    }
    func refuse(_ reason: String) -> ConfigError {
      ConfigError(file: editorSettings, line: nil, key: key, reason: reason)
    }
    if case .bool(let flag) = json { return .flag(flag) }
    if case .array(let elements) = json {
      return .list(
        try elements.map { element throws(ConfigError) in
          guard let text = scalar(element) else { throw refuse(SettingValue.arrayRefusal) }
          return text
        })
    }
    guard let text = scalar(json) else { throw refuse(SettingValue.shapeRefusal) }
    return .scalar(text)
  }

  /// The problem with its file named from the root, as the client has no current folder to read it from.
  private static func fromRoot(_ problem: ConfigError) -> ConfigError {
    var named = problem
    named.file = absolute(problem.file)
    return named
  }

  /// A configuration file's path from the root (messages name it from the current folder).
  private static func absolute(_ file: String) -> String {
    guard !file.hasPrefix("/"), file != editorSettings, file.contains("/") || file.hasPrefix(".") else { return file }
    guard let folder = getcwd(nil, 0) else { return file }
    defer { free(folder) }
    return String(cString: folder) + "/" + file
  }
}
