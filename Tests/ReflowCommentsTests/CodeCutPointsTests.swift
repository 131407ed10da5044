// Where a source file can be cut: formatting the text before a cut line and
// the text from it on, each alone, gives the whole file's formatting, in files
// whose comment runs, block comments, strings, off directives, fences and
// license header carry state from line to line; and no cut line falls where
// such state is open.

import ReflowComments
import ReflowText
import Testing

private let long = "words that go on and on well past the width of forty columns that the formatter is given"

private let cSource = """
  // Copyright 2026 someone, under the MIT license, which names
  // a copyright and is kept as written.

  #include <stdio.h>
  int a = 1;
  int b = 2;
  // \(long)
  int c = 3;
  int d = 4;
  /* a block comment
     \(long)
     that goes on */
  int e = 5;
  int f = 6;
  const char *s = "// not a comment \\
  // still the string";
  int g = 7;
  int h = 8;
  // clang-format off
  int i = 9;
  int j = 10;
  int jj = 100;
  // \(long)
  // clang-format on
  int k = 11;
  int l = 12;
  // reflow: off
  int m = 13;
  int n = 14;
  int nn = 140;
  // \(long)
  // reflow: on
  int o = 15;
  int p = 16;
  // ```
  int q = 17;
  int r = 18;
  // ```
  // \(long)
  int t = 19;
  int u = 20;

  """

private let pythonSource = """
  x = 1
  y = 2
  TEXT = '''
  # \(long)
  z = 3
  w = 4
  '''
  v = 5
  u = 6
  # \(long)
  # and more
  t = 7
  s = 8

  """

@Suite struct CodeCutPointsTests {
  private static func formatted(_ text: some Collection<UInt8>, _ language: CommentLanguage) throws -> [UInt8] {
    let formatter = try CommentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 40)))
    let bytes = Array(text)
    let result = bytes.withUnsafeBufferPointer { formatter.format(utf8: $0, language: language) }
    #expect(result.kept == nil)
    return result.output
  }

  @Test(arguments: [(cSource, "a.c"), (pythonSource, "a.py")])
  func theTwoSidesOfACutFormatAsTheWholeFile(source: String, name: String) throws {
    let language = try #require(CommentLanguage(forFileNamed: name))
    let formatter = try CommentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 40)))
    let bytes = Array(source.utf8)
    let cuts = try #require(bytes.withUnsafeBufferPointer { formatter.cutPoints(utf8: $0, language: language) })
    #expect(!cuts.isEmpty)
    let whole = try Self.formatted(bytes, language)
    #expect(whole != bytes)
    for cut in cuts {
      let parts = try Self.formatted(bytes[..<cut], language) + Self.formatted(bytes[cut...], language)
      #expect(parts == whole, "cut at \(cut)")
    }
  }

  /// No cut falls where state a line carries to the next is open: in the license header, a block comment, a string,
  /// an off directive pair, a `reflow: off` region or a fence, nor right after a comment line.
  @Test func noCutFallsWhereStateIsOpen() throws {
    let language = try #require(CommentLanguage(forFileNamed: "a.c"))
    let formatter = try CommentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 40)))
    let bytes = Array(cSource.utf8)
    let lines = cSource.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let cuts = try #require(bytes.withUnsafeBufferPointer { formatter.cutPoints(utf8: $0, language: language) })
    let cutLines = cuts.map { cut in bytes[..<cut].filter { $0 == 0x0A }.count }
    let open = ["int i", "int j", "int m", "int n", "int q", "int r", "int c", "int e", "int k", "int o", "int t"]
    for line in cutLines { #expect(!open.contains { lines[line].hasPrefix($0) }, "\(lines[line])") }
    let expected = ["int a", "int f", "int g"]
    for start in expected { #expect(cutLines.contains { lines[$0].hasPrefix(start) }, "\(start)") }
  }
}
