// The entry point: `reflow render`, `reflow lsp` and `reflow help` are told
// apart from files by the first argument, short options are read as GNU getopt reads
// them, any other word that starts with a dash is an unknown option, and GNU fmt's
// obsolete `-72` width form is rewritten, before parsing.
// Usage errors exit with 2, as fmt's and par's do, rather than the argument
// parser's 64, and help written nowhere (`--help >/dev/full`) is a failure.

import ArgumentParser
import ReflowConfiguration

@main
enum Entry {
  static func main() {
    let given = Array(CommandLine.arguments.dropFirst())
    // `reflow render ...`, `reflow lsp` and `reflow help ...` are commands of their own; files with those names
    // are still `reflow ./render`, `reflow ./lsp` and `reflow ./help`.
    switch given.first {
    case "render":
      let arguments = Array(given.dropFirst())
      run(
        RenderCommand.self, ShortOptions.render.expanded(arguments), shortOptions: .render,
        help: "reflow render --help")
    case "lsp":
      run(LanguageServerCommand.self, Array(given.dropFirst()), help: "reflow lsp --help")
    case "help":
      switch given.dropFirst().first {
      case nil: run(ReflowCommand.self, ["--help"], help: "reflow --help")
      case "render" where given.count == 2: run(RenderCommand.self, ["--help"], help: "reflow render --help")
      case "lsp" where given.count == 2: run(LanguageServerCommand.self, ["--help"], help: "reflow lsp --help")
      case let topic?:
        printError(
          "no help for '\(topic)': 'reflow help', 'reflow help render' or 'reflow help lsp' (a file named help is ./help)"
        )
        ReflowCommand.exit(withError: ExitCode(2))
      }
    default:
      run(
        ReflowCommand.self, LegacyArguments.rewritten(ShortOptions.reflow.expanded(given)), shortOptions: .reflow,
        help: "reflow --help")
    }
  }

  /// Parses and runs a command; a usage error exits with 2 and points at `help`.
  private static func run<Command: ParsableCommand>(
    _ type: Command.Type, _ arguments: [String], shortOptions: ShortOptions? = nil, help: String
  ) {
    if let unknown = shortOptions?.unknownCluster(in: arguments) {
      printError("Unknown option '\(unknown)' (a file whose name starts with - goes after --, or as ./\(unknown))")
      printError("see '\(help)'")
      Command.exit(withError: ExitCode(2))
    }
    do {
      var command = try Command.parseAsRoot(arguments)
      // The formatter parses its arguments again for each configuration file's settings.
      if let formatter = command as? ReflowCommand {
        try formatter.run(commandLine: arguments)
      } else {
        try command.run()
      }
    } catch {
      let code = Command.exitCode(for: error)
      if code == .validationFailure {
        printError(Command.message(for: error))
        printError("see '\(help)'")
        Command.exit(withError: ExitCode(2))
      }
      // Help, the version and completion scripts: written and checked here, since the parser's own print cannot
      // report a write that failed.
      if code == .success {
        let text = Command.fullMessage(for: error)
        if !text.isEmpty {
          do {
            try OutputFile.standardOutput.write(Array((text + "\n").utf8))
          } catch {
            printError("cannot write output: \(error.reason)")
            Command.exit(withError: ExitCode(1))
          }
        }
        Command.exit(withError: ExitCode.success)
      }
      Command.exit(withError: error)
    }
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
