// Typing: a space or a line end typed on a line past the width refills the
// paragraph up to the cursor as the formatter fills it; the text from the
// cursor on stays as typed, a line within the width asks for nothing, and a
// Markdown paragraph whose meaning would change is left as typed.

import ReflowMarkdown
import ReflowText
import Testing

@testable import ReflowLanguageServer

/// The refill for `marked` with the cursor at its `|`, which is taken out: the edit, the text, and the cursor.
private func refill(_ marked: String, trigger: String, formatter: SettingsFormatter) -> (ByteEdit?, [UInt8], Int) {
  let bytes = Array(marked.utf8)
  let cursor = bytes.firstIndex(of: UInt8(ascii: "|"))!
  var text = bytes
  text.remove(at: cursor)
  // Plain text from the stretch between blank lines around the cut; Markdown from the start, as with no earlier
  // result to read a stretch off.
  let edit = text.withUnsafeBufferPointer { buffer in
    TypedLineRefill.edit(
      in: text, lines: LineStarts(text, breaks: .protocolLines), cursor: cursor, trigger: trigger, formatter: formatter,
      stretchStart: {
        formatter.formatsStretches ? Neighbourhood.around($0..<$0, in: buffer, lineEnding: .lf).lowerBound : 0
      })
  }
  return (edit, text, cursor)
}

private func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

@Suite struct TypingTests {
  @Test func aLineWithinTheWidthAsksForNothing() throws {
    let (edit, _, _) = refill("Some short words |and more\n", trigger: " ", formatter: try plainFormatter(width: 30))
    #expect(edit == nil)
  }

  @Test func aSpacePastTheWidthRefillsUpToTheCursorAndLeavesTheRestAsTyped() throws {
    let formatter = try plainFormatter(width: 20)
    let typed = "Intro.\n\nThe quick brown fox jumps over the lazy dog |rest of line\nnext line\n"
    let (edit, text, cursor) = refill(typed, trigger: " ", formatter: formatter)
    let result = try #require(edit)
    // The edit ends before the typed space, so the cursor stays after it.
    #expect(result.range == 8..<(cursor - 1))
    let filled = try DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 20)))
      .format("The quick brown fox jumps over the lazy dog")
    #expect(filled.contains("\n"))
    #expect(string(applying([result], to: text)) == "Intro.\n\n\(filled) rest of line\nnext line\n")
  }

  @Test func aLineEndRefillsTheLineItEndedInsideItsQuote() throws {
    let formatter = try plainFormatter(width: 20)
    let typed = "> a quoted line that runs on well past the width of twenty\n> |\n"
    let (edit, text, _) = refill(typed, trigger: "\n", formatter: formatter)
    let result = try #require(edit)
    let filled = try DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 20)))
      .format("> a quoted line that runs on well past the width of twenty")
    #expect(filled.split(separator: "\n").allSatisfy { $0.hasPrefix("> ") && $0.count <= 20 })
    #expect(string(applying([result], to: text)) == "\(filled)\n> \n")
  }

  @Test func markdownRefillsAListItemUnderItsMarker() throws {
    let options = MarkdownFormatOptions(width: 20)
    let formatter = try SettingsFormatter(
      settings: DocumentSettings(
        formatter: .markdown(options), width: 20, widths: WidthOptions(), lineEndingWhereNone: .lf))
    let typed = "# Title\n\n- an item whose words run past twenty columns |\n"
    let (edit, text, _) = refill(typed, trigger: " ", formatter: formatter)
    let result = try #require(edit)
    let filled = try MarkdownFormatter(options: options).format("- an item whose words run past twenty columns\n").text
    #expect(filled.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("  ") })
    #expect(string(applying([result], to: text)) == "# Title\n\n\(filled.dropLast()) \n")
  }

  @Test func markdownWhoseMeaningWouldChangeIsLeftAsTyped() throws {
    let options = MarkdownFormatOptions(width: 20)
    let formatter = try SettingsFormatter(
      settings: DocumentSettings(
        formatter: .markdown(options), width: 20, widths: WidthOptions(), lineEndingWhereNone: .lf))
    // Refilled, "1." would open a list or end up inside the line before: the formatter keeps the paragraph.
    let typed = "# Title\n\nstart the  \n1.\nthe end of it all, which runs past twenty |\n"
    let kept = try MarkdownFormatter(options: options).format(
      "start the  \n1.\nthe end of it all, which runs past twenty\n")
    #expect(kept.text == "start the  \n1.\nthe end of it all, which runs past twenty\n")
    let (edit, _, _) = refill(typed, trigger: " ", formatter: formatter)
    #expect(edit == nil)
  }
}
