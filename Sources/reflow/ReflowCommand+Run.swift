// Running `reflow`: the files and folders given, each with the options its
// configuration files and the command line resolve to. The options and their
// checks are the configuration library's.

import ArgumentParser
import ReflowConfiguration

extension ReflowCommand {
  /// Runs over the files and folders given, each file with the options its configuration and `commandLine` (the
  /// arguments as parsed) resolve to.
  func run(commandLine: [String]) throws {
    let resolver = CommandResolver(given: self, commandLine: commandLine)
    let paths: [String]
    var excluded: [String] = []
    do {
      paths = try InputPaths.expand(files.isEmpty ? ["-"] : files, resolver: resolver, excluded: &excluded)
    } catch {
      printError("\(error)")
      throw ExitCode(2)
    }
    if paths.isEmpty {
      let named = files.filter { !excluded.contains($0) }.map { "'\($0)'" }
      let left = excluded.map { "'\($0)'" }
      printError(
        "no files to format"
          + (named.isEmpty ? "" : " in \(named.joined(separator: ", "))")
          + (left.isEmpty ? "" : "\(named.isEmpty ? ":" : ";") \(left.joined(separator: ", ")) left out by exclude"))
      return
    }
    // An option that does not apply to a file's kind stops the run before any file is formatted or rewritten.
    for path in paths {
      let refusal: String?
      do {
        refusal = try resolver.refusal(for: path)
      } catch {
        printError("\(error)")
        throw ExitCode(2)
      }
      if let refusal {
        printError(refusal)
        throw ExitCode(2)
      }
    }
    var settings = RunSettings(files: paths, check: check, inPlace: inPlace)
    settings.diff = diff
    settings.standardInputName = stdinFilepath ?? "-"
    settings.folderHint =
      "a folder is walked for its Markdown files with --markdown (or markdown = true in its .reflow.toml), "
      + "or for the files --include names (--include '*.txt', --include '*.swift')"
    let status = Runner(settings) { path in try resolver.command(for: path).pipeline(for: path) }.run()
    if status != 0 { throw ExitCode(status) }
  }
}
