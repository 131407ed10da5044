// Phase: options for drawing Markdown in a terminal. Colour is a layout
// choice, not only a paint: without it, links carry note numbers and pills
// carry brackets, which take columns.

import FlowLayout
import ReflowText

/// How Markdown is drawn for a terminal.
public struct MarkdownRenderOptions: Sendable {
  /// The page width in columns; at least ``MarkdownRenderer/minimumWidth``.
  public var width: Int
  /// Whether styles, colours and OSC 8 hyperlinks are drawn; without them links are numbered notes.
  public var styled: Bool
  /// How chips look.
  public var chipStyle: ChipStyle
  /// How the lines of a tag cloud (a paragraph of chips only) sit.
  public var chipAlignment: HorizontalAlignment
  /// Columns between the chips of a tag cloud.
  public var chipSpacing: Int
  /// Blank rows between the lines of a tag cloud.
  public var chipLineSpacing: Int
  /// Whether inline code spans are drawn as chips.
  public var codeChips: Bool
  /// The line breaker for text.
  public var algorithm: LineBreakingAlgorithm
  /// Column widths of ambiguous characters and tabs.
  public var widths: WidthOptions
  /// How many threads may draw the blocks of one large document at once.
  public var threads: Int

  /// Creates options.
  public init(
    width: Int = 80, styled: Bool = false, chipStyle: ChipStyle = .pill, chipAlignment: HorizontalAlignment = .leading,
    chipSpacing: Int = 1, chipLineSpacing: Int = 0, codeChips: Bool = false,
    algorithm: LineBreakingAlgorithm = .optimal, widths: WidthOptions = WidthOptions(), threads: Int = 1
  ) {
    self.threads = threads
    self.width = width
    self.styled = styled
    self.chipStyle = chipStyle
    self.chipAlignment = chipAlignment
    self.chipSpacing = chipSpacing
    self.chipLineSpacing = chipLineSpacing
    self.codeChips = codeChips
    self.algorithm = algorithm
    self.widths = widths
  }
}
