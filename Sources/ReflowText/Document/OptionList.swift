// Phase: the whole document. A command's help lists its options a line each,
// the option first and its description after a gap (`tar --help`, `ls
// --help`); where a long option pushes a description past the others'
// column, the rows no longer line up, and joined as prose, each option lands
// in the middle of the line above. A paragraph whose every line opens with
// an option is such a list, and kept as written, silently.

/// Tells a list of a command's options from prose.
enum OptionList {
  /// Whether the lines `members` of `lines`, one paragraph, are two lines or more that each open with an option
  /// after their lead, `-` and a letter or digit (`-c`, `-1`) or `--` and one (`--create`), under at most one line
  /// that introduces them (`tar defaults to:`), and more than half of them read as rows (``row(_:in:)``), or half
  /// with a description among them.
  ///
  /// Prose puts a word first on most of its lines, and an option on one by chance, not on all; a change log wrapped
  /// narrow can open each line with one (`--disable-multilib in baseargs.`), but its lines go on as sentences. A
  /// unified diff's removed lines (`-line`) read as such a list too, and are as well kept as they stand.
  static func holds(_ members: Range<Int>, of lines: [DocumentLine], in text: UnsafeBufferPointer<UInt8>) -> Bool {
    var rows = members
    if members.count >= 3, optionEnd(lines[members.lowerBound], in: text) == nil,
      lines[members.lowerBound].endsWithColon(in: text)
    {
      rows = (members.lowerBound + 1)..<members.upperBound
    }
    guard rows.count >= 2 else { return false }
    var readAsRows = 0
    var described = 0
    for index in rows {
      guard let end = optionEnd(lines[index], in: text) else { return false }
      switch row(end..<lines[index].range.upperBound, in: text) {
      case .described:
        readAsRows += 1
        described += 1
      case .options: readAsRows += 1
      case .prose: break
      }
    }
    return readAsRows * 2 > rows.count || (readAsRows * 2 == rows.count && described > 0)
  }

  /// How the rest of an option's line reads.
  private enum Row {
    /// A description set apart: after a gap or a lone `:`.
    case described
    /// Options and arguments alone, or a command continued.
    case options
    /// Words of a sentence.
    case prose
  }

  /// Where the option that opens `line`'s text ends, or nil when the text opens with none.
  private static func optionEnd(_ line: DocumentLine, in text: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let lead = line.lead else { return nil }
    var index = line.range.lowerBound + lead.textStart
    guard index < line.range.upperBound, text[index] == UInt8(ascii: "-") else { return nil }
    index += 1
    if index < line.range.upperBound && text[index] == UInt8(ascii: "-") { index += 1 }
    guard index < line.range.upperBound, RecordParagraph.isLetterOrDigit(text[index]) else { return nil }
    while index < line.range.upperBound && text[index] != 0x20 && text[index] != 0x09 { index += 1 }
    return index
  }

  /// How the rest of an option's line, `rest`, reads.
  ///
  /// Described: a description after a gap (two blanks or more, or a tab, not after a sentence's end), or after a
  /// lone `:` or `-` among its first words (`-c cmd : program`). Options: nothing but options and arguments
  /// (``isOptionOrArgument(_:)``), as `-amin N -anewer FILE` or a command continued with `\`. Prose: anything
  /// else.
  private static func row(_ rest: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> Row {
    var index = rest.lowerBound
    var onlyOptions = true
    var words = 0
    while index < rest.upperBound {
      let blanks = index
      while index < rest.upperBound && (text[index] == 0x20 || text[index] == 0x09) { index += 1 }
      if index == rest.upperBound { break }
      if index - blanks >= 2 || (index > blanks && text[blanks] == 0x09) {
        let before = text[blanks - 1]
        if !".!?;".utf8.contains(before) { return .described }
      }
      let start = index
      while index < rest.upperBound && text[index] != 0x20 && text[index] != 0x09 { index += 1 }
      words += 1
      let word = UnsafeBufferPointer(rebasing: text[start..<index])
      if words <= 3 && (word.elementsEqual(":".utf8) || word.elementsEqual("-".utf8)) { return .described }
      if onlyOptions && !isOptionOrArgument(word) { onlyOptions = false }
    }
    let continues = index > rest.lowerBound && text[index - 1] == UInt8(ascii: "\\")
    return onlyOptions || continues ? .options : .prose
  }

  /// Whether `word` is an option (`-x`, `--name=VALUE`), or an argument: named in capitals or brackets (`FILE`,
  /// `N[bcwkMG]`, `[-/]MODE`, `<arg>`) or punctuation (`;`, `{}`, `\\`), with no small letter in its first two bytes.
  private static func isOptionOrArgument(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = word.first else { return true }
    if first == UInt8(ascii: "-") || first == UInt8(ascii: "<") || first == UInt8(ascii: "[") { return true }
    for byte in word.prefix(2) where byte >= 0x61 && byte <= 0x7A { return false }
    return true
  }
}
