// The column-width options both commands take: how wide East Asian
// Ambiguous characters are and where tab stops fall.

import ArgumentParser
import ReflowText

/// `--ambiguous-width` and `--tab-width`, checked once for either command.
package struct WidthArguments: ParsableArguments {
  /// The defaults, as ArgumentParser requires: values come from parsing.
  package init() {}

  @Option(help: ArgumentHelp("Columns for East Asian Ambiguous characters: 1 or 2.", valueName: "N"))
  package var ambiguousWidth: Int = 1

  @Option(help: ArgumentHelp("Columns between tab stops.", valueName: "N"))
  package var tabWidth: Int = 8

  package func validate() throws {
    guard ambiguousWidth == 1 || ambiguousWidth == 2 else {
      throw ValidationError("the ambiguous width must be 1 or 2, not \(ambiguousWidth)")
    }
    guard tabWidth > 0 else { throw ValidationError("the tab width must be at least 1, not \(tabWidth)") }
  }

  /// The widths these arguments ask for.
  package var options: WidthOptions { WidthOptions(ambiguousWidth: ambiguousWidth, tabWidth: tabWidth) }
}
