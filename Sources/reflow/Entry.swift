// The entry point: short options are read as GNU getopt reads them, and GNU
// fmt's obsolete `-72` width form is rewritten, before parsing, and usage errors exit with 2, as fmt's and par's do, rather than
// the argument parser's 64.

import ArgumentParser

@main
enum Entry {
  static func main() {
    let given = Array(CommandLine.arguments.dropFirst())
    // `reflow render ...` is its own command; a file named "render" is still `reflow ./render`.
    if given.first == "render" {
      run(RenderCommand.self, ShortOptions.render.expanded(Array(given.dropFirst())), help: "reflow render --help")
    } else {
      run(ReflowCommand.self, LegacyArguments.rewritten(ShortOptions.reflow.expanded(given)), help: "reflow --help")
    }
  }

  /// Parses and runs a command; a usage error exits with 2 and points at `help`.
  private static func run<Command: ParsableCommand>(_ type: Command.Type, _ arguments: [String], help: String) {
    do {
      var command = try Command.parseAsRoot(arguments)
      // The formatter parses its arguments again for each configuration file's settings.
      if let formatter = command as? ReflowCommand {
        try formatter.run(commandLine: arguments)
      } else {
        try command.run()
      }
    } catch {
      if Command.exitCode(for: error) == .validationFailure {
        printError(Command.message(for: error))
        printError("see '\(help)'")
        Command.exit(withError: ExitCode(2))
      }
      Command.exit(withError: error)
    }
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
