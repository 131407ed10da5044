// The command each file is formatted with. Settings from its configuration
// files are placed before the command line's own arguments and the whole is
// parsed again, so that flags win over `.reflow.toml`, which wins over
// `.editorconfig`, which wins over the defaults, and every setting is checked
// by the same parser as the command line.

import ArgumentParser
import ReflowText

/// The options one or more files are formatted with, and the pipelines made from them once they are used.
final class ResolvedCommand {
  let options: ReflowCommand
  /// One pipeline for each kind of file these options have formatted, and for plain text each language's
  /// comment leaders (``CommentLeaders``).
  private var pipelines: [PipelineKey: any InputFormatting] = [:]

  private struct PipelineKey: Hashable {
    var kind: FileKind
    var commentLeaders: CommentLeaders
  }

  init(_ options: ReflowCommand) { self.options = options }

  /// The kind of the file at `path` (`-` is standard input, named by `--stdin-filepath`) under these options.
  func kind(of path: String) -> FileKind {
    FileKind(path: path == "-" ? options.stdinFilepath : path, markdown: options.markdown)
  }

  /// Why these options cannot format the file at `path` (an option of the other kind of file), or nil.
  func refusal(for path: String) -> String? {
    kind(of: path).refusal(of: options, for: path)
  }

  /// The comment leaders `-q` keeps in the file at `path`: its language's, by its name, in plain text.
  func commentLeaders(for path: String) -> CommentLeaders {
    let name = path == "-" ? options.stdinFilepath : path
    return kind(of: path) == .plainText ? name.map { CommentLeaders(forFileNamed: $0) } ?? .all : .all
  }

  /// The pipeline for the file at `path`, made the first time its kind is asked for; a thrown error is a usage
  /// error, such as a plain-text option for a file that is Markdown by its name.
  func pipeline(for path: String) throws -> any InputFormatting {
    let kind = kind(of: path)
    let key = PipelineKey(kind: kind, commentLeaders: commentLeaders(for: path))
    if let made = pipelines[key] { return made }
    if let refusal = refusal(for: path) { throw UsageError(refusal) }
    let made = try options.makePipeline(for: kind, commentLeaders: key.commentLeaders)
    pipelines[key] = made
    return made
  }
}

/// A usage error found once a file's options are known; it prints as its message.
struct UsageError: Error, CustomStringConvertible {
  var description: String

  init(_ message: String) { description = message }
}

/// Resolves `reflow`'s options for each input path.
final class CommandResolver {
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

  init(given: ReflowCommand, commandLine: [String], lastSettings: [ConfigSetting] = []) {
    self.given = ResolvedCommand(given)
    self.commandLine = commandLine
    self.lastSettings = lastSettings
    search = given.noConfig ? nil : ConfigSearch()
  }

  /// The command for `path`: standard input (`-`) is formatted as if it were `--stdin-filepath`, and without one
  /// reads no configuration, as a filter in a pipe should not change with the folder it runs in.
  func command(for path: String) throws(ConfigError) -> ResolvedCommand {
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
    settings += lastSettings
    if settings.isEmpty { return given }
    if let known = resolved[settings] { return known }
    let command = ResolvedCommand(try parse(settings))
    resolved[settings] = command
    return command
  }

  /// The command with `settings` before the command line; the first setting the parser refuses is named.
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
        throw ConfigError(file: setting.file, line: setting.line, key: setting.key, reason: message)
      }
    }
    return command
  }
}
