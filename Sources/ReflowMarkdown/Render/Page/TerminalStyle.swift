// Phase: the rendered page's vocabulary. A style is what a terminal can show
// for one cell: weight, slant, lines through or under, dimness, two colours
// and a hyperlink. It is a small value, so every run of a row carries its own.

/// A terminal colour: an index into the 256-colour palette that every emitter understands.
public struct TerminalColor: Hashable, Sendable {
  /// The palette index: 0–15 are the terminal's own colours, 16–255 the fixed cube and greys.
  public var index: UInt8

  /// Creates a colour from a palette index.
  public init(index: UInt8) { self.index = index }

  /// Palette 0.
  public static let black = TerminalColor(index: 0)
  /// Palette 1.
  public static let red = TerminalColor(index: 1)
  /// Palette 2.
  public static let green = TerminalColor(index: 2)
  /// Palette 3.
  public static let yellow = TerminalColor(index: 3)
  /// Palette 4.
  public static let blue = TerminalColor(index: 4)
  /// Palette 5.
  public static let magenta = TerminalColor(index: 5)
  /// Palette 6.
  public static let cyan = TerminalColor(index: 6)
  /// Palette 7.
  public static let white = TerminalColor(index: 7)
  /// Palette 8, bright black.
  public static let gray = TerminalColor(index: 8)
  /// Palette 208.
  public static let orange = TerminalColor(index: 208)
  /// Palette 135.
  public static let purple = TerminalColor(index: 135)
  /// Palette 211.
  public static let pink = TerminalColor(index: 211)
  /// The dark grey behind code blocks.
  public static let codeBackground = TerminalColor(index: 236)

  /// The colour a chip's `color=` attribute names, or nil for a name Reflow does not know.
  public init?(name: some StringProtocol) {
    let colours: [String: TerminalColor] = [
      "black": .black, "red": .red, "green": .green, "yellow": .yellow, "blue": .blue, "magenta": .magenta,
      "cyan": .cyan, "white": .white, "gray": .gray, "grey": .gray, "orange": .orange, "purple": .purple,
      "pink": .pink,
    ]
    guard let colour = colours[name.lowercased()] else { return nil }
    self = colour
  }

  /// The colour as red, green and blue, for SVG and HTML: xterm's palette.
  public var rgb: (red: UInt8, green: UInt8, blue: UInt8) {
    let system: [(UInt8, UInt8, UInt8)] = [
      (0, 0, 0), (205, 49, 49), (13, 188, 121), (229, 229, 16), (36, 114, 200), (188, 63, 188), (17, 168, 205),
      (229, 229, 229), (118, 118, 118), (241, 76, 76), (35, 209, 139), (245, 245, 67), (59, 142, 234),
      (214, 112, 214), (41, 184, 219), (255, 255, 255),
    ]
    let index = Int(self.index)
    if index < 16 { return system[index] }
    if index >= 232 {
      let level = UInt8(8 + (index - 232) * 10)
      return (level, level, level)
    }
    let cube = index - 16
    func level(_ step: Int) -> UInt8 { step == 0 ? 0 : UInt8(55 + step * 40) }
    return (level(cube / 36), level(cube / 6 % 6), level(cube % 6))
  }
}

/// How one run of cells is drawn.
public struct TerminalStyle: Hashable, Sendable {
  /// Bold, italic, underlined, struck through, dim.
  public var attributes: Attributes = []
  /// The text colour; nil for the terminal's own.
  public var foreground: TerminalColor?
  /// The cell colour; nil for the terminal's own.
  public var background: TerminalColor?
  /// The hyperlink the cells open, as an index into ``TerminalPage/links``; nil for none.
  public var link: Int32?

  /// Creates a style.
  public init(
    attributes: Attributes = [], foreground: TerminalColor? = nil, background: TerminalColor? = nil,
    link: Int32? = nil
  ) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
    self.link = link
  }

  /// The terminal's own style.
  public static let plain = TerminalStyle()

  /// The SGR attributes a style may switch on.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The bits, one per attribute.
    public let rawValue: UInt8
    /// Creates attributes from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// SGR 1.
    public static let bold = Attributes(rawValue: 1)
    /// SGR 2.
    public static let dim = Attributes(rawValue: 2)
    /// SGR 3.
    public static let italic = Attributes(rawValue: 4)
    /// SGR 4.
    public static let underline = Attributes(rawValue: 8)
    /// SGR 9.
    public static let strikethrough = Attributes(rawValue: 16)
  }

  /// This style with `other`'s attributes added and its colours and link, where set, on top.
  func layered(with other: TerminalStyle) -> TerminalStyle {
    TerminalStyle(
      attributes: attributes.union(other.attributes), foreground: other.foreground ?? foreground,
      background: other.background ?? background, link: other.link ?? link)
  }
}
