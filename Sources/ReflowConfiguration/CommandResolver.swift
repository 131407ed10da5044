// The command each file is formatted with. Settings from its configuration
// files are placed before the command line's own arguments and the whole is
// parsed again, so that flags win over `.reflow.toml`, which wins over
// `.editorconfig`, which wins over the defaults, and every setting is checked
// by the same parser as the command line.

import ArgumentParser
import ReflowText

/// The options one or more files are formatted with, and the pipelines made from them once they are used.
package final class ResolvedCommand {
  package let options: ReflowCommand
  /// One pipeline for each kind of file these options have formatted, and for plain text each language's
  /// comment leaders (``CommentLeaders``).
  private var pipelines: [PipelineKey: any InputFormatting] = [:]

  private struct PipelineKey: Hashable {
    var kind: FileKind
    var commentLeaders: CommentLeaders
    /// Whether a Markdown file is MDX (``FileKind/isMDX(_:)``).
    var mdx: Bool
  }

  /// The configuration setting the locale came from, to name when the locale is unknown.
  private let localeSetting: ConfigSetting?

  package init(_ options: ReflowCommand, localeSetting: ConfigSetting? = nil) {
    self.options = options
    self.localeSetting = localeSetting
  }

  /// The kind of the file at `path` (`-` is standard input, named by `--stdin-filepath`) under these options.
  package func kind(of path: String) -> FileKind {
    FileKind(
      path: path == "-" ? options.stdinFilepath : path, markdown: options.markdown,
      addedExtensions: options.addedMarkdownExtensions)
  }

  /// Why these options cannot format the file at `path` (an option of the other kind of file), or nil.
  package func refusal(for path: String) -> String? {
    kind(of: path).refusal(of: options, for: path)
  }

  /// The definition source-highlight reads the file at `path` with, when it is source code that Reflow does not
  /// format (``FileKind/unreadCodeDefinition(of:for:)``), or nil.
  package func unreadCodeDefinition(for path: String) -> String? {
    kind(of: path).unreadCodeDefinition(of: options, for: path)
  }

  /// The comment leaders `-q` keeps in the file at `path`: its language's, by its name, in plain text and in
  /// source code (which a formatter that has no comment front end, as the language server's, reads as plain text).
  package func commentLeaders(for path: String) -> CommentLeaders {
    let name = path == "-" ? options.stdinFilepath : path
    return kind(of: path) == .markdown ? .all : name.map { CommentLeaders(forFileNamed: $0) } ?? .all
  }

  /// The pipeline for the file at `path`, made the first time its kind is asked for; a thrown error is a usage
  /// error, such as a plain-text option for a file that is Markdown by its name.
  package func pipeline(for path: String) throws -> any InputFormatting {
    let kind = kind(of: path)
    let name = path == "-" ? options.stdinFilepath : path
    let key = PipelineKey(
      kind: kind, commentLeaders: commentLeaders(for: path), mdx: kind == .markdown && name.map(FileKind.isMDX) == true)
    if let made = pipelines[key] { return made }
    if let refusal = refusal(for: path) { throw UsageError(refusal) }
    let made: any InputFormatting
    do {
      made = try options.makePipeline(for: kind, commentLeaders: key.commentLeaders, mdx: key.mdx)
    } catch let error as TextError {
      // Only opening the rules checks a locale: one a configuration file set is named with its file and line.
      guard case .unknownLocale = error, let setting = localeSetting,
        setting.arguments == ["--locale=\(options.lineBreaking.locale)"]
      else { throw error }
      throw ConfigError(file: setting.file, line: setting.line, key: setting.key, reason: error.description)
    }
    pipelines[key] = made
    return made
  }
}

/// A usage error found once a file's options are known; it prints as its message.
package struct UsageError: Error, CustomStringConvertible {
  package var description: String

  package init(_ message: String) { description = message }
}

/// Resolves `reflow`'s options for each input path.
package final class CommandResolver {
  /// The command as given, for inputs with no configuration.
  private let given: ResolvedCommand
  /// The command line's arguments, parsed again after each configuration's settings.
  private let commandLine: [String]
  /// Nil with `--no-config`.
  private let search: ConfigSearch?
  /// Settings that win over every configuration file's and lose to the command line: an editor's, for `reflow lsp`.
  private let lastSettings: [ConfigSetting]
  private var resolved: [[ConfigSetting]: ResolvedCommand] = [:]
  /// Each path's command once found: a folder's files are looked up when the folder is walked and again when each
  /// is formatted, and finding one reads its `.editorconfig` files.
  private var byPath: [String: ResolvedCommand] = [:]
  /// The warnings printed, each once however many files share the configuration.
  private var warned: Set<String> = []

  /// Whether a key only the command line may give is left out with a warning rather than refused.
  private let forgivesCommandLineOnlyKeys: Bool
  /// Whether the settings are for `reflow lsp`, where a key no option has (a misspelt `widht`) is left out with a
  /// warning too: one wrong key must not stop an editor's formatting.
  private let forEditor: Bool
  /// The settings left out with a warning, in the order met, each once.
  package private(set) var warnings: [ConfigError] = []

  /// A resolver for `given`, parsed from `commandLine`; `lastSettings` are an editor's (``lastSettings``).
  ///
  /// Keys only the command line may give are refused, except when standard
  /// input is formatted as a file (`--stdin-filepath`) or `forEditor` says
  /// the settings are for `reflow lsp`: see ``withoutCommandLineOnly(_:)``.
  package init(given: ReflowCommand, commandLine: [String], lastSettings: [ConfigSetting] = [], forEditor: Bool = false)
  {
    self.given = ResolvedCommand(given)
    self.commandLine = commandLine
    self.lastSettings = lastSettings
    forgivesCommandLineOnlyKeys = forEditor || given.stdinFilepath != nil
    self.forEditor = forEditor
    search = given.noConfig ? nil : ConfigSearch()
  }

  /// The command for `path`: standard input (`-`) is formatted as if it were `--stdin-filepath`, and without one
  /// reads no configuration, as a filter in a pipe should not change with the folder it runs in.
  package func command(for path: String) throws(ConfigError) -> ResolvedCommand {
    if let known = byPath[path] { return known }
    let command = try resolve(path)
    byPath[path] = command
    return command
  }

  private func resolve(_ path: String) throws(ConfigError) -> ResolvedCommand {
    var settings: [ConfigSetting] = []
    if let place = path == "-" ? given.options.stdinFilepath : path, let search {
      settings = try search.settings(for: place)
    }
    settings = try withoutCommandLineOnly(settings + lastSettings)
    if settings.isEmpty { return given }
    if let known = resolved[settings] { return known }
    let command = ResolvedCommand(try parse(settings), localeSetting: settings.last { $0.key == "locale" })
    resolved[settings] = command
    return command
  }

  /// `settings` without those only the command line may give (``ConfigSetting/commandLineOnlyKeys``).
  ///
  /// Such a key is an error, naming its file, line and key, except when
  /// formatting standard input as a file (`--stdin-filepath`, and so every
  /// editor and `reflow lsp`): there it is left out with a warning, once,
  /// since an editor's formatting must keep working whatever a project's
  /// file says, and what the key asks for (rewriting files, a report, a
  /// patch) has no meaning for a buffer.
  private func withoutCommandLineOnly(_ settings: [ConfigSetting]) throws(ConfigError) -> [ConfigSetting] {
    guard settings.contains(where: \.isCommandLineOnly) else { return settings }
    var kept: [ConfigSetting] = []
    for setting in settings {
      guard setting.isCommandLineOnly else {
        kept.append(setting)
        continue
      }
      let reason = "--\(setting.key) is for the command line only, not for a configuration file"
      guard forgivesCommandLineOnlyKeys else {
        throw ConfigError(file: setting.file, line: setting.line, key: setting.key, reason: reason)
      }
      let warning = ConfigError(
        file: setting.file, line: setting.line, key: setting.key, reason: reason + "; left out")
      warn(warning)
    }
    return kept
  }

  /// The command with `settings` before the command line; the first setting the parser refuses is named.
  ///
  /// A setting that clashes with the command line (``clashes(_:with:)``)
  /// gives way to it, as the flags win over every configuration file.
  private func parse(_ settings: [ConfigSetting]) throws(ConfigError) -> ReflowCommand {
    var accepted: [String] = []
    var command = given.options
    for setting in settings {
      do {
        command = try ReflowCommand.parse(accepted + setting.arguments + commandLine)
        accepted += setting.arguments
      } catch {
        let message = ReflowCommand.message(for: error)
        // `key = false` for a flag that is off unless given, which therefore has no --no- form: nothing to do.
        if setting.arguments == ["--no-\(setting.key)"], message.hasPrefix("Unknown option") { continue }
        if Self.clashes(setting, with: commandLine) { continue }
        if forEditor, message.hasPrefix("Unknown option") {
          warn(ConfigError(file: setting.file, line: setting.line, key: setting.key, reason: message + "; left out"))
          continue
        }
        throw ConfigError(file: setting.file, line: setting.line, key: setting.key, reason: message)
      }
    }
    return command
  }

  /// Why the file at `path` cannot be formatted under its command, or nil: an option of another kind of file, or
  /// `--markdown` on the command line for source code (``FileKind/markdownFlagRefusal(for:)``).
  package func refusal(for path: String) throws(ConfigError) -> String? {
    let command = try command(for: path)
    if given.options.markdown == true, let refusal = command.kind(of: path).markdownFlagRefusal(for: path) {
      return refusal
    }
    return command.refusal(for: path)
  }

  /// Prints `warning` and keeps it in ``warnings``, once however many files share the configuration.
  private func warn(_ warning: ConfigError) {
    guard warned.insert(warning.description).inserted else { return }
    printError(warning.description)
    warnings.append(warning)
  }

  /// Whether `setting` is refused with `commandLine` although the parser takes it on its own: `width = 40` under
  /// `-g 50`, a goal wider than the width, or `crown-margin = true` under `--split-only`.
  private static func clashes(_ setting: ConfigSetting, with commandLine: [String]) -> Bool {
    (try? ReflowCommand.parse(setting.arguments)) != nil
      && (try? ReflowCommand.parse(setting.arguments + commandLine)) == nil
  }
}
