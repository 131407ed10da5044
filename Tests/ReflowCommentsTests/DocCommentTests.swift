// Doc comments are Markdown: rewrapped by the Markdown formatter, rendering
// the same after, tags on lines of their own.

import ReflowComments
import Testing

@Test func docCommentHeadingsStayOnTheirLine() {
  // Plain text would join the heading into the paragraph below it.
  let source = "/// # Overview\n/// The value is read\n/// and then written.\nfunc f() {}\n"
  let expected = "/// # Overview\n/// The value is read and then written.\nfunc f() {}\n"
  #expect(formatted(source, language: "swift", width: 80) == expected)
}

@Test func docCParametersAreListItems() {
  let source = """
    /// Reads the value
    /// and writes it.
    ///
    /// - Parameter name: The name
    ///   of the file.
    /// - Returns: The value.
    func f(name: String) -> Int {}

    """
  let expected = """
    /// Reads the value and writes it.
    ///
    /// - Parameter name: The name of the file.
    /// - Returns: The value.
    func f(name: String) -> Int {}

    """
  #expect(formatted(source, language: "swift", width: 80) == expected)
}

@Test func codeInDocCommentsIsKept() {
  let source = """
    /// Reads the value
    /// and writes it.
    ///
    /// ```swift
    /// let x = read()
    /// write(x)
    /// ```
    ///
    ///     let y = read()
    ///     write(y)
    func f() {}

    """
  let expected = """
    /// Reads the value and writes it.
    ///
    /// ```swift
    /// let x = read()
    /// write(x)
    /// ```
    ///
    ///     let y = read()
    ///     write(y)
    func f() {}

    """
  #expect(formatted(source, language: "swift", width: 80) == expected)
}

@Test func rustModuleDocsAreMarkdown() {
  let source = "//! # Crate\n//! The value is read\n//! and then written.\n\nfn f() {}\n"
  #expect(
    formatted(source, language: "rs", width: 80)
      == "//! # Crate\n//! The value is read and then written.\n\nfn f() {}\n")
}

@Test func javadocTagsEachStartALine() {
  let source = """
      /**
       * Reads the value
       * from the file.
       *
       * @param name the name
       *     of the file
       * @return the value
       */
      int f(String name);

    """
  let expected = """
      /**
       * Reads the value from the file.
       *
       * @param name the name of the file
       * @return the value
       */
      int f(String name);

    """
  #expect(formatted(source, language: "java", width: 80) == expected)
}

@Test func docCommentWidthCountsTheLeader() {
  let source = "    /// aaaa bbbb cccc dddd\n"
  #expect(formatted(source, language: "swift", width: 20) == "    /// aaaa bbbb\n    /// cccc dddd\n")
}

@Test func goDocBlocksStayAndGoParagraphsAreText() {
  let source = """
    // Package x reads the value
    // and then writes it.
    //
    // It reads:
    //   - the name of the file, which is a long item that runs on
    //   - the value
    //
    // # Usage of the package, a heading that is long enough to wrap
    package x

    """
  let expected = """
    // Package x reads the value and then writes it.
    //
    // It reads:
    //   - the name of the file, which is a long item that runs on
    //   - the value
    //
    // # Usage of the package, a heading that is long enough to wrap
    package x

    """
  #expect(formatted(source, language: "go", width: 50) == expected)
}

/// Found by the property test (seed jsRE3lwBs4USkPFPzlH/VWkIuIFD4y7Y3JIVH6ffiN8=): two lines of Chinese join with no
/// space, which a browser shows as it showed the line end (CSS Text's segment-break rule), and the oracle knows it.
@Test func wideCharactersJoinWithoutASpaceAndRenderTheSame() throws {
  let source = "/// 日本語\n/// 日本語\nfunc f() {}\n"
  let after = formatted(source, language: "swift", width: 20)
  #expect(after == "/// 日本語日本語\nfunc f() {}\n")
  #expect(try renderedByCmark(docCommentMarkdown(source)[0]) == renderedByCmark(docCommentMarkdown(after)[0]))
}

/// libstdc++ writes `*` and two spaces: every line of text keeps one space, and its tags still start their lines
/// (found joined in `bits/gslice.h` by a new user's review).
@Test func tagsAfterTwoSpacesEachStartALine() {
  let source =
    "/**\n *  Returns the offset of the slice\n *  in the array.\n *  @param o Offset in array.\n"
    + " *  @param l Array of lengths.\n */\nint f(int o, int l);\n"
  let expected =
    "/**\n *  Returns the offset of the slice in the array.\n *  @param o Offset in array.\n"
    + " *  @param l Array of lengths.\n */\nint f(int o, int l);\n"
  #expect(formatted(source, language: "cpp", width: 80) == expected)
}

/// JSDoc's `@example` and Doxygen's `\code` hold code that Markdown reads as a paragraph (joining it would render the
/// same): it is kept as written, and the prose around it is rewrapped.
@Test func codeAfterExampleAndCodeTagsIsKept() {
  let example = "/**\n * Reads the value\n * from the file.\n * @example\n * const x = read();\n * write(x);\n */\n"
  #expect(
    formatted(example + "function f() {}\n", language: "js", width: 80)
      == "/**\n * Reads the value from the file.\n * @example\n * const x = read();\n * write(x);\n */\n"
      + "function f() {}\n")
  let code = "/// \\code\n/// x = read();\n/// write(x);\n/// \\endcode\n/// Reads the value\n/// from the file.\n"
  #expect(
    formatted(code + "void f();\n", language: "cpp", width: 80)
      == "/// \\code\n/// x = read();\n/// write(x);\n/// \\endcode\n/// Reads the value from the file.\nvoid f();\n")
}

/// Blank doc lines around the text stay, and CR LF line ends are kept in a `/** */` block.
@Test func blankDocLinesAndCRLFStay() {
  let slashes = "///\n/// The value is read\n/// and then written.\n///\nfunc f() {}\n"
  #expect(
    formatted(slashes, language: "swift", width: 80)
      == "///\n/// The value is read and then written.\n///\nfunc f() {}\n")
  let block = "/**\r\n *\r\n * The value is read\r\n * and then written.\r\n */\r\nint f();\r\n"
  #expect(
    formatted(block, language: "java", width: 80)
      == "/**\r\n *\r\n * The value is read and then written.\r\n */\r\nint f();\r\n")
}
