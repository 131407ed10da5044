// Short options as GNU getopt reads them: a value may be attached (`-w72`,
// `-p#`) and flags may be clustered, the last of them taking a value
// (`-uw40`). fmt and par users write these in aliases, scripts and vim's
// `formatprg`; the argument parser takes only `-w 72`, so clusters are
// spread out before it sees them.

/// The short options of one command, and how to spread clusters of them into arguments the parser reads.
struct ShortOptions {
  /// Letters that are flags on their own.
  let flags: Set<Character>
  /// Letters whose option takes a value: the rest of the argument, or else the next argument.
  let withValues: Set<Character>
  /// Long options that take the next argument as their value, which is never spread (`--prefix -uw`).
  var longWithValues: Set<String> = []

  /// `reflow`'s: fmt's `-u -s -c -t -w -g -p`, par's `-q`, and `-i` and `-h`.
  static let reflow = ShortOptions(
    flags: ["u", "s", "c", "t", "q", "i", "h"], withValues: ["w", "g", "p"],
    longWithValues: LegacyArguments.optionsWithValues)
  /// `reflow render`'s.
  static let render = ShortOptions(flags: ["h"], withValues: ["w"])

  /// `arguments` with every cluster of short options spread out, one option to an argument, as getopt reads them.
  ///
  /// `-uw40` becomes `-u -w 40`, `-w72` becomes `-w 72` and `-p#` becomes
  /// `-p #`. An option's value is never looked into, and nothing after
  /// `--` is. A cluster holding a letter that is not an option is left
  /// whole, so the parser names it as the user wrote it; `-72` is no
  /// cluster, as a digit is no option.
  func expanded(_ arguments: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        result += arguments[(index - 1)...]
        break
      }
      guard let spread = spread(argument) else {
        result.append(argument)
        // A whole option that takes a value is followed by that value, which stays as it is (`-p -uw`).
        let takesValue =
          longWithValues.contains(argument)
          || (argument.count == 2 && argument.first == "-" && argument.last.map(withValues.contains) == true)
        if takesValue, index < arguments.count {
          result.append(arguments[index])
          index += 1
        }
        continue
      }
      result += spread.options
      if spread.wantsValue, index < arguments.count {
        result.append(arguments[index])
        index += 1
      }
    }
    return result
  }

  /// The first argument that starts with `-` and is neither an option, a cluster of options, an option's value,
  /// fmt's `-72`, nor after `--`; nil when there is none.
  ///
  /// The argument parser would read such a word as letters of short
  /// options, and `-dash.md` holds `-h`: it would print the help and exit
  /// 0, so a hook given a file of that name would pass without formatting
  /// it. A file whose name starts with a dash is named after `--`, or as
  /// `./-dash.md`.
  func unknownCluster(in arguments: [String]) -> String? {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" { return nil }
      if let spread = spread(argument) {
        if spread.wantsValue { index += 1 }
        continue
      }
      let takesValue =
        longWithValues.contains(argument)
        || (argument.count == 2 && argument.first == "-" && argument.last.map(withValues.contains) == true)
      if takesValue {
        index += 1
        continue
      }
      let isCluster = argument.count > 2 && argument.first == "-" && argument.dropFirst().first != "-"
      if isCluster && !argument.dropFirst().allSatisfy(\.isASCIIDigit) { return argument }
    }
    return nil
  }

  /// One argument spread out into the options it holds.
  ///
  /// `wantsValue` says whether the last of them still takes the next
  /// argument as its value. Nil when `argument` is not a cluster to spread:
  /// a long option, a word, a single option, or a cluster with a letter
  /// that is no option.
  private func spread(_ argument: String) -> (options: [String], wantsValue: Bool)? {
    guard argument.count > 2, argument.first == "-", argument.dropFirst().first != "-" else { return nil }
    var options: [String] = []
    var rest = argument.dropFirst()
    while let letter = rest.first {
      rest = rest.dropFirst()
      if flags.contains(letter) {
        options.append("-" + String(letter))
      } else if withValues.contains(letter) {
        options.append("-" + String(letter))
        if rest.isEmpty { return (options, true) }
        options.append(String(rest))
        return (options, false)
      } else {
        return nil
      }
    }
    return (options, false)
  }
}
