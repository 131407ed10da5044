// Phase: emitting, for Swift callers. Each byte emitter of a terminal page,
// decoded into a `String`: the page holds valid UTF-8, so the decoding loses
// nothing, and callers that print or compare need not decode themselves.

import ReflowText

extension TerminalPage {
  /// The page as plain text: ``plainText(rows:)`` as a string.
  public var plainTextString: String { String(decoding: plainText(), as: UTF8.self) }

  /// The page with ANSI styles and hyperlinks: ``ansi(rows:)`` as a string.
  public var ansiString: String { String(decoding: ansi(), as: UTF8.self) }

  /// The page as HTML: ``html()`` as a string.
  public var htmlString: String { String(decoding: html(), as: UTF8.self) }

  /// The page as an SVG picture: ``svg(widths:)`` as a string.
  public func svgString(widths: WidthOptions = WidthOptions()) -> String {
    String(decoding: svg(widths: widths), as: UTF8.self)
  }
}
