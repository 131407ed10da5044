// Phase: inlines. How a footnote's number is written, where it is referred
// to and in front of its text at the end of the page: in superscript digits,
// as print and GitHub set it, so it reads as a mark and not as part of the
// sentence or as a link note ("[1]", which plain pages use for links).

/// The mark of a footnote's number.
enum FootnoteMark {
  /// `number` in superscript digits (U+2070, U+00B9, U+00B2, U+00B3, U+2074 to U+2079), as UTF-8.
  static func superscript(_ number: Int32) -> [UInt8] {
    let digits: [Unicode.Scalar] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    var result: [UInt8] = []
    for digit in String(number).utf8 { result += Array(String(digits[Int(digit - 0x30)]).utf8) }
    return result
  }
}
