// Phase: chips, drawn. A pill is one row: a coloured label with a space each
// side, or the label in brackets without colour. A boxed chip is three rows
// of box-drawing characters, its label on the middle row, the row the words
// beside it sit on. A label too wide for the line is cut with `…`, so a chip
// never overflows.

import ReflowText

/// How chips look.
public enum ChipStyle: String, Sendable, CaseIterable {
  /// One row: a background colour, or brackets without colour.
  case pill
  /// Three rows drawn with `╭─╮`, `│ │` and `╰─╯`.
  case boxed

  /// Columns a chip adds around its label.
  var frameWidth: Int { self == .pill ? 2 : 4 }
  /// Rows a chip takes.
  var height: Int { self == .pill ? 1 : 3 }

  /// The row, counted from the top, that holds the text of a box `rows` tall: a boxed chip's middle row, where
  /// its label and the words beside it sit.
  static func baselineRow(of rows: Int) -> Int { (rows - 1) / 2 }
}

/// Measures and draws chips in one style.
struct ChipPainter {
  let style: ChipStyle
  let theme: RenderTheme
  let widths: WidthOptions

  /// The chip's columns at full size, its label and frame.
  func fullWidth(_ chip: Chip, measurer: inout DisplayWidthMeasurer) -> Int {
    chip.label.withUnsafeBufferPointer { measurer.width(of: $0, in: 0..<$0.count) } + style.frameWidth
  }

  /// The chip's columns as drawn on a line of `width` columns, frame included: its full width, or less where its label
  /// is cut (``fittedLabel(_:fullWidth:width:)``).
  func fittedWidth(_ chip: Chip, fullWidth: Int, width: Int) -> Int {
    fittedLabel(chip, fullWidth: fullWidth, width: width).width + style.frameWidth
  }

  /// The label as drawn in at most `width` columns (frame included), cut with `…` when needed; `fullWidth` is the
  /// chip's ``fullWidth(_:measurer:)``.
  func fittedLabel(_ chip: Chip, fullWidth: Int, width: Int) -> (bytes: [UInt8], width: Int) {
    let room = Swift.max(1, width - style.frameWidth)
    let labelWidth = fullWidth - style.frameWidth
    guard labelWidth > room else { return (chip.label, labelWidth) }
    let label = String(decoding: chip.label, as: UTF8.self)
    // A column too narrow for `…` itself (wide under ambiguous-wide widths) gets the cut label without it.
    let cut =
      (try? TextWrap.truncate(label, toWidth: room, options: widths))
      ?? (try? TextWrap.truncate(label, toWidth: room, placeholder: "", options: widths)) ?? ""
    return (Array(cut.utf8), TextWrap.displayWidth(cut, options: widths))
  }

  /// Draws the chip's rows, `label` already fitted, onto `rows` starting at `top`.
  func draw(_ chip: Chip, label: (bytes: [UInt8], width: Int), into rows: inout [TerminalRow], top: Int) {
    let colour = chip.colour ?? RenderTheme.defaultChipColour
    switch style {
    case .pill:
      if theme.styled {
        rows[top].append([0x20] + label.bytes + [0x20], width: label.width + 2, style: theme.pill(colour))
      } else {
        rows[top].append([UInt8(ascii: "[")] + label.bytes + [UInt8(ascii: "]")], width: label.width + 2, style: .plain)
      }
    case .boxed:
      let border = theme.chipFrame(colour)
      let text = theme.chipLabel
      for (row, left, right) in [(top, "╭", "╮"), (top + 2, "╰", "╯")] {
        rows[row].append(Array(left.utf8), width: 1, style: border)
        rows[row].appendRepeated("─", count: label.width + 2, style: border)
        rows[row].append(Array(right.utf8), width: 1, style: border)
      }
      rows[top + 1].append(Array("│ ".utf8), width: 2, style: border)
      rows[top + 1].append(label.bytes, width: label.width, style: text)
      rows[top + 1].append(Array(" │".utf8), width: 2, style: border)
    }
  }
}
