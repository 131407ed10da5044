// Block comments: prose inside `/* */` is rewrapped under its own leaders;
// the marks' lines, one-line comments and anything irregular stay.

import ReflowComments
import Testing

@Test func starredBlockCommentsAreRewrappedUnderTheirLeader() {
  let source = "/*\n * The value is read\n * and then written.\n *\n * Second.\n */\nint x;\n"
  let expected = "/*\n * The value is read and then written.\n *\n * Second.\n */\nint x;\n"
  #expect(formatted(source, language: "c", width: 80) == expected)
}

@Test func blockCommentLinesWithoutLeadersKeepTheirIndentation() {
  let source = "    /*\n       The value is read\n       and then written.\n    */\n    int x;\n"
  let expected = "    /*\n       The value is read and then written.\n    */\n    int x;\n"
  #expect(formatted(source, language: "c", width: 80) == expected)
}

@Test func blockCommentWidthCountsTheLeader() {
  let source = "  /*\n   * aaaa bbbb cccc dddd\n   */\n"
  // "   * " takes 5 columns: 13 are left at -w 18, two words a line.
  #expect(formatted(source, language: "java", width: 18) == "  /*\n   * aaaa bbbb\n   * cccc dddd\n   */\n")
}

@Test func oneLineBlockCommentsStay() {
  let source = "/* The value is read and then written, on one line that is too long. */\nint x;\n"
  #expect(formatted(source, language: "c", width: 30) == source)
}

@Test func blockCommentsWithTextOnTheirMarksLinesStay() {
  let opening = "/* The value is read\n * and then written.\n */\nint x;\n"
  let closing = "/*\n * The value is read\n * and then written. */\nint x;\n"
  #expect(formatted(opening, language: "c", width: 80) == opening)
  #expect(formatted(closing, language: "c", width: 80) == closing)
}

@Test func blockCommentsOfMixedLeadersStay() {
  let source = "/*\n * The value is read\n   and then written.\n */\nint x;\n"
  #expect(formatted(source, language: "c", width: 80) == source)
}

@Test func codeInBlockCommentsStays() {
  let source = "/*\n * x = read();\n * write(x);\n */\nint x;\n"
  #expect(formatted(source, language: "c", width: 80) == source)
}

@Test func licenseBlocksStay() {
  let header = "/*\n * Copyright 2024 Someone.\n * Licensed under the\n * Apache License.\n */\n#include <a.h>\n"
  let body = "/*\n * The value is read\n * and then written.\n */\n"
  let joined = "/*\n * The value is read and then written.\n */\n"
  #expect(formatted(header + body, language: "c", width: 80) == header + joined)
}

@Test func tagsInBlockCommentsStartALine() {
  let source = "/*\n * Reads the value\n * from the file.\n * @param name the name\n * @return the value\n */\n"
  let expected = "/*\n * Reads the value from the file.\n * @param name the name\n * @return the value\n */\n"
  #expect(formatted(source, language: "c", width: 80) == expected)
}

@Test func blockCommentsSettleAndKeepCodeByThePreprocessor() throws {
  let source = """
    int a; /* trailing, kept */
    /*
     * The first block comment of the file, long enough that a narrow width wraps it onto several lines.
     */
    int main(void) {
        /*
           A plain block, which wraps at its own indentation and keeps its marks' lines.
        */
        return 0;
    }

    """
  let first = formatted(source, language: "c", width: 40)
  #expect(first != source)
  #expect(formatted(first, language: "c", width: 40) == first)
  func preprocessed(_ text: String) throws -> String {
    let output = try run(["gcc", "-fpreprocessed", "-dD", "-E", "-P", try scratchFile("a.c", text)]).output
    return output.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
  }
  #expect(try preprocessed(first) == preprocessed(source))
}

/// Found by the doc comment corpus run (swift-docc-plugin): the comment after the license header's blank line
/// documents the first declaration and is rewrapped.
@Test func theCommentAfterALicenseHeaderIsProse() {
  let header = "// Copyright 2024 Someone.\n// Licensed under the Apache License.\n//\n// See LICENSE.txt.\n\n"
  let doc = "/// The value is read\n/// and then written.\n"
  let block = "/*\n * Copyright 2024 Someone.\n */\n\n/*\n * Licensed under the Apache License.\n */\n\n"
  #expect(
    formatted(header + doc + "enum A {}\n", language: "swift", width: 80) == header
      + "/// The value is read and then written.\n" + "enum A {}\n")
  #expect(
    formatted(block + commented("//").lines + "int x;\n", language: "c", width: 80) == block
      + commented("//").joined + "int x;\n")
}

/// Found by the corpus run over the system's C headers (zlib.h): a paragraph whose first line is indented deeper
/// than the rest is one paragraph, its first line's indentation kept.
@Test func aBlockParagraphWithADeeperFirstLineIsOneParagraph() {
  let source = "/*\n    The value is read\n  and then written, and the\n  value is kept.\n*/\nint x;\n"
  let expected = "/*\n    The value is read and then written, and the value is kept.\n*/\nint x;\n"
  #expect(formatted(source, language: "c", width: 80) == expected)
  #expect(formatted(expected, language: "c", width: 80) == expected)
}
