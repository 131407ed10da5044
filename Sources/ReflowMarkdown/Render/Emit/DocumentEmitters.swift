// Phase: emitting, for documents. SVG draws the page as a terminal shows it,
// cell by cell, for a README picture; HTML puts the same rows in a <pre>.
// Wide characters and emoji get their own positioned element in SVG, because
// no font's glyph is exactly two cells wide: placed one by one, columns stay
// true whatever font the viewer has. Text is escaped for XML, and links
// follow cmark-gfm's safe rule (SafeLinks).

import ReflowText

extension TerminalPage {
  /// The cell size and colours of the SVG picture.
  private enum Picture {
    static let cellWidth = 8.4
    static let rowHeight = 18.0
    static let padding = 12.0
    static let fontSize = 14.0
    static let background = "#1e1e1e"
    static let foreground = "#d4d4d4"
  }

  /// The page as an SVG picture of a dark terminal, one text element per run of narrow characters.
  public func svg(widths: WidthOptions = WidthOptions()) -> [UInt8] {
    let columns = rows.reduce(1) { Swift.max($0, $1.width) }
    let width = Double(columns) * Picture.cellWidth + 2 * Picture.padding
    let height = Double(rows.count) * Picture.rowHeight + 2 * Picture.padding
    var output = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
      viewBox="0 0 \(format(width)) \(format(height))" font-family="ui-monospace, 'DejaVu Sans Mono', Menlo, \
      Consolas, monospace" font-size="\(format(Picture.fontSize))">
      <rect width="100%" height="100%" rx="8" fill="\(Picture.background)"/>

      """
    var measurer = DisplayWidthMeasurer(options: widths)
    for (rowIndex, row) in rows.enumerated() {
      let top = Picture.padding + Double(rowIndex) * Picture.rowHeight
      let baseline = top + Picture.rowHeight * 0.75
      var column = 0
      row.forEachRun { text, style in
        let cells = Array(text)
        let runStart = column
        var elements = ""
        cells.withUnsafeBufferPointer { bytes in
          var narrow = ""
          var narrowStart = column
          func flush() {
            defer { narrow = "" }
            guard !narrow.allSatisfy({ $0 == " " }) else { return }
            let x = Picture.padding + Double(narrowStart) * Picture.cellWidth
            let length = Double(narrow.count) * Picture.cellWidth
            elements += "<text x=\"\(format(x))\" y=\"\(format(baseline))\" textLength=\"\(format(length))\" "
            elements += "lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">\(xmlEscaped(narrow))</text>"
          }
          measurer.forEachCluster(in: bytes, 0..<bytes.count) { start, end, width in
            if width == 1 {
              if narrow.isEmpty { narrowStart = column }
              narrow += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            } else {
              flush()
              let x = Picture.padding + Double(column) * Picture.cellWidth
              let cluster = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
              elements += "<text x=\"\(format(x))\" y=\"\(format(baseline))\">\(xmlEscaped(cluster))</text>"
            }
            column += width
          }
          flush()
        }
        if let background = style.background {
          let x = Picture.padding + Double(runStart) * Picture.cellWidth
          output +=
            "<rect x=\"\(format(x))\" y=\"\(format(top))\" width=\"\(format(Double(column - runStart) * Picture.cellWidth))\" "
          output += "height=\"\(format(Picture.rowHeight))\" fill=\"\(Self.hex(background))\"/>\n"
        }
        guard !elements.isEmpty else { return }
        var group = "<g fill=\"\(style.foreground.map(Self.hex) ?? Picture.foreground)\""
        if style.attributes.contains(.bold) { group += " font-weight=\"bold\"" }
        if style.attributes.contains(.italic) { group += " font-style=\"italic\"" }
        if style.attributes.contains(.dim) { group += " opacity=\"0.6\"" }
        let decorations = [(TerminalStyle.Attributes.underline, "underline"), (.strikethrough, "line-through")]
          .filter { style.attributes.contains($0.0) }.map(\.1)
        if !decorations.isEmpty { group += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
        let drawn = group + ">" + elements + "</g>"
        if let link = destination(ofLink: style.link), SafeLinks.allows(link) {
          output += "<a href=\"\(xmlEscaped(link))\">" + drawn + "</a>\n"
        } else {
          output += drawn + "\n"
        }
      }
    }
    output += "</svg>\n"
    return Array(output.utf8)
  }

  /// The page as HTML: a <pre> of spans, with hyperlinks as links.
  public func html() -> [UInt8] {
    var output = """
      <pre class="reflow" style="background:\(Picture.background);color:\(Picture.foreground);\
      padding:1em;border-radius:8px;line-height:1.3">
      """
    for row in rows {
      row.forEachRun { text, style in
        var css: [String] = []
        if let colour = style.foreground { css.append("color:\(Self.hex(colour))") }
        if let colour = style.background { css.append("background:\(Self.hex(colour))") }
        if style.attributes.contains(.bold) { css.append("font-weight:bold") }
        if style.attributes.contains(.italic) { css.append("font-style:italic") }
        if style.attributes.contains(.dim) { css.append("opacity:0.6") }
        let decorations = [(TerminalStyle.Attributes.underline, "underline"), (.strikethrough, "line-through")]
          .filter { style.attributes.contains($0.0) }.map(\.1)
        if !decorations.isEmpty { css.append("text-decoration:\(decorations.joined(separator: " "))") }
        var piece = xmlEscaped(String(decoding: text, as: UTF8.self))
        if !css.isEmpty { piece = "<span style=\"\(css.joined(separator: ";"))\">\(piece)</span>" }
        if let link = destination(ofLink: style.link), SafeLinks.allows(link) {
          piece = "<a href=\"\(xmlEscaped(link))\">\(piece)</a>"
        }
        output += piece
      }
      output += "\n"
    }
    output += "</pre>\n"
    return Array(output.utf8)
  }

  private static func hex(_ colour: TerminalColor) -> String {
    let (red, green, blue) = colour.rgb
    return "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }
}

/// A number without a trailing ".0", for compact SVG.
private func format(_ value: Double) -> String {
  // A whole number an `Int` holds; any other (a fraction, or a row width a caller set past Int's range) as a Double.
  Int(exactly: value).map(String.init) ?? String((value * 100).rounded() / 100)
}
