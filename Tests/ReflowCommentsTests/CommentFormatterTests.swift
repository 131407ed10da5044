// The comment front end: what is rewrapped, what is kept, and the width from column 0.

import ReflowComments
import ReflowText
import Testing

/// Formats `source` as a file in `language` at `width` columns; nil (with an issue recorded) when it cannot.
func formatComments(_ source: String, language: String, width: Int) -> CommentFormatter.Result? {
  guard let formatter = try? CommentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: width))),
    let language = CommentLanguage(forFileNamed: "a.\(language)")
  else {
    Issue.record("no formatter for .\(language) at width \(width)")
    return nil
  }
  let bytes = Array(source.utf8)
  return bytes.withUnsafeBufferPointer { formatter.format(utf8: $0, language: language) }
}

/// The formatted text of `source`.
func formatted(_ source: String, language: String, width: Int) -> String {
  formatComments(source, language: language, width: width).map { String(decoding: $0.output, as: UTF8.self) } ?? ""
}

/// Two comment lines that read as one sentence, and that sentence on one line.
let sentence = (lines: ["The value is read", "and then written."], joined: "The value is read and then written.")

/// `sentence` written as comment lines under `leader`, each ended by `end`.
func commented(_ leader: String, _ end: String = "\n") -> (lines: String, joined: String) {
  (sentence.lines.map { leader + " " + $0 + end }.joined(), leader + " " + sentence.joined + end)
}

@Test func lineCommentsAreJoinedAndCodeIsKept() {
  let source = "let x = 1\n// one two\n// three four five\nlet y = 2"
  #expect(formatted(source, language: "swift", width: 40) == "let x = 1\n// one two three four five\nlet y = 2")
}

@Test func widthCountsIndentationAndLeader() {
  let source = "    // aaaa bbbb cccc dddd\n"
  // 4 blanks and "// " leave 13 columns at -w 20: two words a line.
  #expect(formatted(source, language: "swift", width: 20) == "    // aaaa bbbb\n    // cccc dddd\n")
}

@Test func trailingCommentsAfterCodeAreKept() {
  let source = "let x = 1  // The value is read\nlet y = 2  // and then written.\n"
  #expect(formatted(source, language: "swift", width: 80) == source)
}

@Test func commentLeadersInsideStringsAreCode() {
  let source = "let s = \"\"\"\n  // The value is read\n  // and then written.\n  \"\"\"\n"
  #expect(formatted(source, language: "swift", width: 80) == source)
}

@Test func directivesAreKeptAndEndAParagraph() {
  let source =
    "#!/bin/sh\n" + commented("#").lines + "# shellcheck disable=SC2086\n" + commented("#").lines + "echo $x\n"
  let expected =
    "#!/bin/sh\n" + commented("#").joined + "# shellcheck disable=SC2086\n" + commented("#").joined + "echo $x\n"
  #expect(formatted(source, language: "sh", width: 80) == expected)
}

@Test func clangFormatOffRegionsAreKept() {
  let source =
    "// clang-format off\n" + commented("//").lines + "// clang-format on\n" + commented("//").lines + "int x;\n"
  let expected =
    "// clang-format off\n" + commented("//").lines + "// clang-format on\n" + commented("//").joined
    + "int x;\n"
  #expect(formatted(source, language: "c", width: 80) == expected)
}

@Test func reflowOffRegionsAreKept() {
  // The region spans code, so the comment runs inside it hold no directive of their own.
  let kept = "# reflow: off\n" + commented("#").lines + "x = 1\n" + commented("#").lines + "# reflow: on\n"
  #expect(formatted(kept + commented("#").lines, language: "py", width: 80) == kept + commented("#").joined)
}

/// A run that holds a line of code is kept whole; the prose before a blank comment line is not.
@Test func commentedOutCodeIsKept() {
  let source = """
    // The value is read
    // and then written.
    //
    // print("The value is read from the file")
    // print("and then it is written back")
    // if ready {
    //   start the engine now
    // }
    x()

    """
  let expected = """
    // The value is read and then written.
    //
    // print("The value is read from the file")
    // print("and then it is written back")
    // if ready {
    //   start the engine now
    // }
    x()

    """
  #expect(formatted(source, language: "swift", width: 80) == expected)
}

/// Statements a script language writes without a closing mark keep their run as written.
///
/// An assignment, a dictionary's entry, an import, a command after a prompt, a list's item, a mapping, commented out;
/// the same words in a sentence are rewrapped.
@Test(arguments: [
  "DEBUG = True", "self.size=10", "\"debug\": True,", "'name': 'value'", "import readline",
  "from os import path as p", "import os, sys", "continue", "print \"_setup:\", _setup", "return x",
  "export PATH=$HOME/bin:$PATH", "$ pip install reflow", "$ ./configure --prefix=/usr", ">>> import os",
  "% python -m timeit -s 's = 1'",
  "(r'\\s+', Text),", "['a', 'b'],  # two", "{\"key\": (1, 2)}", "L<Foo> -> L<Foo|Foo>", "'a' => 'b'",
  "read -> parse -> write",
])
func commentedOutStatementsAreKept(statement: String) {
  let source = "# Set this to turn the debugging\n# output on:\n# \(statement)\nx = 1\n"
  #expect(formatted(source, language: "py", width: 72) == source)
}

@Test(arguments: [
  "import the data, then read it", "DEBUG == True holds then", "from here on import nothing.",
  "size=0 is special because it is", "a hdrcharset=BINARY header).", "of =.", "separator='SEPARATOR':",
  "'include_dirs': a list of directories", "args=['list', 'of', 'things'])", "return the value it read",
  "continue reading", "print it out.",
  "\"quoted words\": a sentence", "$ 5 a month, paid", "$", "(see 'foo' below) and more",
  "('quoted') words", "(no quotes here),", "input -> output, then more", "a -> b -> -> c", "a -> b c",
  "(but round this \"up\")", "(library names: eg. \"foo\", not \"libfoo.a\")", "('lambda' is reserved)",
])
func sentencesThatStartLikeStatementsAreRewrapped(line: String) {
  let source = "# Set this to turn the debugging\n# \(line)\nx = 1\n"
  let joined = "# Set this to turn the debugging \(line)\nx = 1\n"
  #expect(formatted(source, language: "py", width: 100) == joined)
}

/// A session's output goes on past a blank comment line: its lines are what a program printed, kept as written.
@Test(arguments: [("c", " *", "/*\n", " */\n"), ("py", "#", "", "")])
func sessionOutputAfterABlankCommentLineIsKept(language: String, leader: String, opening: String, closing: String) {
  let source =
    opening + """
      \(leader) $ ./example-tounicode
      \(leader) Input domain (ACE) encoded as UTF-8: xn--nxasmm1c.com
      \(leader)
      \(leader) Read string (length 16): 78 6e 2d 2d 6e 78 61 73 6d 6d 31 63 2e 63 6f 6d
      \(leader) ACE label (length 14): 'βόλος.com'

      """ + closing + "x = 1;\n"
  #expect(formatted(source, language: language, width: 60) == source)
}

/// Prose after a session ends its sentences, and is rewrapped; so is a paragraph after a comment's end.
@Test func proseAfterASessionIsRewrapped() {
  let source = """
    # $ make
    #
    # Then run the program, and it
    # prints the words.
    x = 1
    # Read string (length 16): 78 6e
    # ACE label

    """
  let expected = """
    # $ make
    #
    # Then run the program, and it prints the words.
    x = 1
    # Read string (length 16): 78 6e ACE label

    """
  #expect(formatted(source, language: "py", width: 60) == expected)
}

@Test func licenseHeadersAreKept() {
  let header = "// Copyright 2024 Someone.\n// Licensed under the\n// Apache License.\n\nimport A\n"
  #expect(formatted(header + commented("//").lines, language: "swift", width: 80) == header + commented("//").joined)
}

@Test func documentationTagsStartAParagraph() {
  let source = """
    /// Reads the value
    /// from the file.
    /// @param name the name of the file
    /// @return the value that was read from it
    int f();

    """
  let expected = """
    /// Reads the value from the file.
    /// @param name the name of the file
    /// @return the value that was read from it
    int f();

    """
  #expect(formatted(source, language: "java", width: 80) == expected)
}

@Test func blankCommentLinesSeparateParagraphs() {
  let source = commented("#").lines + "#\n" + commented("#").lines
  #expect(formatted(source, language: "py", width: 80) == commented("#").joined + "#\n" + commented("#").joined)
}

@Test func pythonDocstringsAreNotComments() {
  let code = "def f():\n    \"\"\"One\n    two.\"\"\"\n"
  #expect(formatted(code + commented("    #").lines, language: "py", width: 80) == code + commented("    #").joined)
}

@Test func crlfLineEndsAreKept() {
  let source = commented("//", "\r\n").lines + "x\r\n"
  #expect(formatted(source, language: "c", width: 80) == commented("//", "\r\n").joined + "x\r\n")
}

@Test func unknownLanguagesAreNotCode() {
  #expect(CommentLanguage(forFileNamed: "notes.txt") == nil)
  #expect(CommentLanguage(forFileNamed: "build.log") == nil)
  #expect(CommentLanguage(forFileNamed: "dir.d/A.SWIFT")?.name == "swift")
}

@Test func hereDocumentLinesAreNoComments() {
  let code = "cat <<EOF\n" + commented("#").lines + "EOF\ncat <<-'END' | sort\n" + commented("\t#").lines + "\tEND\n"
  #expect(formatted(code + commented("#").lines, language: "sh", width: 80) == code + commented("#").joined)
}

/// Two here-documents opened on one line, and a parameter expansion whose value runs over lines (`${x:-…}`): the
/// `#` lines inside them are what the script prints, no comments (found by a review as a new user).
@Test func hashLinesInASecondHereDocumentOrAnExpansionAreNoComments() {
  let code =
    "cat <<EOF; cat <<END\na\nEOF\n" + commented("#").lines + "END\necho ${x:-\n" + commented("#").lines + "}\n"
  #expect(formatted(code + commented("#").lines, language: "sh", width: 80) == code + commented("#").joined)
  // An expansion that ends on its line leaves the comments after it comments.
  let short = "echo ${HOME} ${#list[@]}\n"
  #expect(formatted(short + commented("#").lines, language: "sh", width: 80) == short + commented("#").joined)
}

/// Found by the corpus run's tokenize oracle (heapq.py): `#` lines inside a docstring are its text.
@Test func hashLinesInsideADocstringAreNoComments() {
  let docstring = "\"\"\"Usage:\n" + commented("#").lines + commented("    #").lines + "\"\"\"\n"
  #expect(formatted(docstring + commented("#").lines, language: "py", width: 80) == docstring + commented("#").joined)
}

/// `//` lines inside a block comment are its text.
@Test func slashLinesInsideABlockCommentAreNoLineComments() {
  let block = "/* Usage:\n" + commented("//").lines + "*/\n"
  #expect(formatted(block + commented("//").lines, language: "c", width: 80) == block + commented("//").joined)
}
