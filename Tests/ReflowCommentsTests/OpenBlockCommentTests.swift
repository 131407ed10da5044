// Block comments in GNU's style: text on the opening line, the next lines
// under it, `*/` after the last word or on a line of its own.

import ReflowComments
import Testing

@Test func gnuBlockCommentsAreRewrappedUnderTheirText() {
  let source = "  /* The value is read\n     and then written.\n\n     Second.  */\nint x;\n"
  let expected = "  /* The value is read and then written.\n\n     Second.  */\nint x;\n"
  #expect(formatted(source, language: "c", width: 80) == expected)
}

@Test func gnuBlockWidthCountsTheOpeningAndTheClosing() {
  let source = "/* aaaa bbbb cccc dddd */\nint x;\n"
  let lines = "/* aaaa bbbb\n   cccc dddd */\nint x;\n"
  // One line stays; two lines at -w 19 leave 19 - 3 - 3 = 13 columns, two words a line.
  #expect(formatted(source, language: "c", width: 19) == source)
  #expect(formatted("/* aaaa\n   bbbb cccc dddd */\nint x;\n", language: "c", width: 19) == lines)
}

@Test func gnuBlocksWithAClosingLineKeepIt() {
  let source = "/* The value is read\n   and then written.\n */\nint x;\n"
  #expect(formatted(source, language: "c", width: 80) == "/* The value is read and then written.\n */\nint x;\n")
}

@Test func gnuBlocksOfOtherShapesStay() {
  let indented = "/* The value is read:\n     x = read ();\n   and written.  */\nint x;\n"
  let starred = "/* The value is read\n * and then written.  */\nint x;\n"
  let code = "/* x = read ();\n   write (x);  */\nint x;\n"
  for source in [indented, starred, code] { #expect(formatted(source, language: "c", width: 80) == source) }
}
