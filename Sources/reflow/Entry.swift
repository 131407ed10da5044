// The entry point: GNU fmt's obsolete `-72` width form is rewritten before
// parsing, and usage errors exit with 2, as fmt's and par's do, rather than
// the argument parser's 64.

import ArgumentParser

@main
enum Entry {
  static func main() {
    let given = Array(CommandLine.arguments.dropFirst())
    // `reflow render ...` is its own command; a file named "render" is still `reflow ./render`.
    if given.first == "render" {
      runRender(Array(given.dropFirst()))
      return
    }
    let arguments = LegacyArguments.rewritten(given)
    do {
      var command = try ReflowCommand.parseAsRoot(arguments)
      try command.run()
    } catch {
      if ReflowCommand.exitCode(for: error) == .validationFailure {
        printError(ReflowCommand.message(for: error))
        printError("see 'reflow --help'")
        ReflowCommand.exit(withError: ExitCode(2))
      }
      ReflowCommand.exit(withError: error)
    }
  }
}

/// Runs `reflow render`, with usage errors exiting 2 as for the main command.
private func runRender(_ arguments: [String]) {
  do {
    var command = try RenderCommand.parseAsRoot(arguments)
    try command.run()
  } catch {
    if RenderCommand.exitCode(for: error) == .validationFailure {
      printError(RenderCommand.message(for: error))
      printError("see 'reflow render --help'")
      RenderCommand.exit(withError: ExitCode(2))
    }
    RenderCommand.exit(withError: error)
  }
}

/// Argument forms older than the argument parser.
enum LegacyArguments {
  /// Options whose value is the next argument, which may itself look like `-5` (`-p -5`).
  static let optionsWithValues: Set<String> = [
    "-w", "--width", "-g", "--goal", "-p", "--prefix", "--align", "--algorithm", "--hyphenate",
    "--ambiguous-width", "--tab-width", "--locale", "--line-break", "--word-break", "--jobs",
  ]

  /// Replaces fmt's `-N` (such as `-72`) with `-w N`; option values and arguments after `--` stay.
  static func rewritten(_ arguments: [String]) -> [String] {
    var result: [String] = []
    var filesOnly = false
    for (index, argument) in arguments.enumerated() {
      if argument == "--" { filesOnly = true }
      let isValue = index > 0 && optionsWithValues.contains(arguments[index - 1])
      if !filesOnly, !isValue, argument.count > 1, argument.first == "-",
        argument.dropFirst().allSatisfy(\.isASCIIDigit)
      {
        result += ["-w", String(argument.dropFirst())]
      } else {
        result.append(argument)
      }
    }
    return result
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
