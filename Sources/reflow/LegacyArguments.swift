// Argument forms older than the argument parser: fmt's `-72`, and negative
// numbers given to numeric options.

/// Argument forms older than the argument parser.
enum LegacyArguments {
  /// Options whose value is the next argument, which may itself look like `-5` (`-p -5`).
  static let optionsWithValues: Set<String> = [
    "-w", "--width", "-g", "--goal", "-p", "--prefix", "--align", "--algorithm", "--hyphenate",
    "--ambiguous-width", "--tab-width", "--locale", "--line-break", "--word-break", "--jobs",
  ]

  /// The long names of the options whose value is a number, by every name they have.
  static let numericOptions: [String: String] = [
    "-w": "--width", "--width": "--width", "-g": "--goal", "--goal": "--goal", "--tab-width": "--tab-width",
    "--ambiguous-width": "--ambiguous-width", "--jobs": "--jobs",
  ]

  /// Replaces fmt's `-N` (such as `-72`) with `-w N`; option values and arguments after `--` stay.
  ///
  /// A negative number given to a numeric option (`-w -5`) is joined to
  /// it (`--width=-5`): the parser would read `-5` as an option and say the
  /// value is missing, where the check of the number says what is wrong.
  static func rewritten(_ arguments: [String]) -> [String] {
    var result: [String] = []
    var filesOnly = false
    for (index, argument) in arguments.enumerated() {
      if argument == "--" { filesOnly = true }
      let isValue = index > 0 && optionsWithValues.contains(arguments[index - 1])
      let isNumber = argument.count > 1 && argument.first == "-" && argument.dropFirst().allSatisfy(\.isASCIIDigit)
      if !filesOnly, isValue, isNumber, let option = numericOptions[arguments[index - 1]] {
        result[result.count - 1] = option + "=" + argument
      } else if !filesOnly, !isValue, isNumber {
        result += ["-w", String(argument.dropFirst())]
      } else {
        result.append(argument)
      }
    }
    return result
  }
}
