// Each language's comments are rewrapped and its strings never are: the
// cases where a lexer that knows only the comment leaders would read a
// string's line (a here-document, a raw or multi-line string, a long bracket,
// a block scalar, a recipe) as a comment, and join it with the next.

import ReflowComments
import ReflowText
import Testing

/// The formatted text of `source`, a file named `fileName`, at `width` columns; "" (with an issue recorded) when the
/// name is no language Reflow rewraps.
func formattedFile(_ source: String, named fileName: String, width: Int = 80) -> String {
  guard let formatter = try? CommentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: width))),
    let language = CommentLanguage(forFileNamed: fileName)
  else {
    Issue.record("\(fileName) is no language")
    return ""
  }
  let result = Array(source.utf8).withUnsafeBufferPointer { formatter.format(utf8: $0, language: language) }
  #expect(result.kept == nil, "\(fileName) kept: \(String(describing: result.kept))")
  return String(decoding: result.output, as: UTF8.self)
}

/// Expects that `code`, which holds `leader` lines inside its strings, is kept, and that a comment of two lines
/// under `leader` after it is joined, in a file named by each of `names`.
func expectStringsKeptAndCommentsJoined(_ code: String, leader: String, names: [String]) {
  let comment = commented(leader)
  for name in names {
    #expect(formattedFile(code + comment.lines, named: name) == code + comment.joined, "\(name)")
  }
}

struct LanguageSyntaxTests {
  @Test func everyLanguageHasADefinitionTheLexerReads() {
    let formatter = try? CommentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 80)))
    let names = [
      "a.m", "a.mm", "a.cpp", "a.h", "a.rs", "a.kt", "a.kts", "a.scala", "a.cs", "a.ts", "a.tsx", "a.mts", "a.cts",
      "a.js",
      "a.rb", "a.pl",
      "a.pm", "A.java", "a.lua", "a.hs", "a.sql", "a.toml", "a.yml", "a.yaml", "a.ini", "a.cfg", "Makefile",
      "GNUmakefile",
      "a.mk", "CMakeLists.txt", "a.cmake",
    ]
    for name in names {
      guard let language = CommentLanguage(forFileNamed: "dir/" + name) else {
        Issue.record("\(name) is no language")
        continue
      }
      let read = Array("x\n".utf8).withUnsafeBufferPointer { formatter?.format(utf8: $0, language: language) }
      #expect(read != nil && read?.kept != .unreadable, "\(name): \(language.name)")
      #expect(CommentLanguage(named: language.name) == language)
    }
    #expect(CommentLanguage(forFileNamed: "notes.txt") == nil)
    #expect(CommentLanguage(forFileNamed: "makefile.txt") == nil)
  }

  /// Minified code is not read: the lexer's time grows faster than a line's length.
  @Test func aFileWithALineLongerThanTheLexerReadsIsKept() throws {
    let formatter = try CommentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 80)))
    let language = try #require(CommentLanguage(forFileNamed: "a.js"))
    for (length, kept) in [(1_000, nil), (1_001, CommentFormatter.KeptReason.unreadable)] {
      let source = commented("//").lines + "var s = \"" + String(repeating: "x", count: length - 11) + "\";\n"
      let result = Array(source.utf8).withUnsafeBufferPointer { formatter.format(utf8: $0, language: language) }
      #expect(result.kept == kept, "a line of \(length) bytes")
    }
  }

  @Test func objectiveCStringsAndCharactersAreCode() {
    let code = "NSString *s = @\"// not a comment\";\nchar q = '\"';\n/* block\n" + commented("//").lines + "*/\n"
    expectStringsKeptAndCommentsJoined(code, leader: "//", names: ["a.m", "a.mm"])
  }

  /// A raw string's quotes and backslashes are its text: read as a plain string's, they turned later strings inside
  /// out.
  @Test func swiftRawStringsAreCode() {
    let first = "let a = #\"He said \"hi\" \\\"#\n"
    let code =
      "let b = ##\"x \"# y\"##\nlet c = #\"\"\"\n" + commented("  //").lines + "  \"\"\" still\n  \"\"\"#\n"
    #expect(
      formattedFile(first + commented("//").lines + code, named: "a.swift") == first + commented("//").joined + code)
    expectStringsKeptAndCommentsJoined(code, leader: "//", names: ["a.swift"])
  }

  @Test func cppRawStringsAreCode() {
    let code =
      "auto s = R\"(He said \"hi\n" + commented("//").lines + ")\";\nauto t = u8R\"x(a )\" b\n" + commented("//").lines
      + ")x\";\n"
    expectStringsKeptAndCommentsJoined(code, leader: "//", names: ["a.cpp", "a.h", "a.hpp", "a.cc", "a.mm"])
  }

  @Test func rustBlockCommentsNestAndHoldNoStrings() {
    let code =
      "/* outer /* inner */\n" + commented("//").lines + "*/\n/* a \"quote\n*/\nlet s = \"x\n" + commented("//").lines
      + "\";\nlet r = r#\"a \"quote\n" + commented("//").lines + "\"#;\n"
    expectStringsKeptAndCommentsJoined(code, leader: "//", names: ["a.rs"])
  }

  @Test func javaTextBlocksAreCode() {
    let code = "String s = \"\"\"\n    He said \"hi\n" + commented("    //").lines + "    \"\"\";\n"
    expectStringsKeptAndCommentsJoined(code, leader: "//", names: ["A.java"])
  }

  @Test func kotlinRawStringsAndNestedBlockCommentsAreNoLineComments() {
    let code =
      "val s = \"\"\"He said \"hi\n" + commented("//").lines + "\"\"\"\nval q = '\"'\n/* a /* nested */\n"
      + commented("//").lines + "*/\n"
    expectStringsKeptAndCommentsJoined(code, leader: "//", names: ["a.kt", "a.kts"])
  }

  @Test func scalaMultiLineStringsAreCode() {
    let code = "val s = \"\"\"He said \"hi\n" + commented("//").lines + "  |\"\"\".stripMargin\n"
    expectStringsKeptAndCommentsJoined(code, leader: "//", names: ["a.scala"])
  }

  /// A verbatim string ends at its quote whatever backslash comes before, so the comment after `@"C:\"` is one.
  @Test func cSharpVerbatimAndRawStringsAreCode() {
    let code =
      "var p = @\"C:\\\";\nvar v = @\"one\n" + commented("//").lines + "\"\"quoted\"\"\";\nvar r = \"\"\"\n"
      + commented("    //").lines + "    \"\"\";\n"
    expectStringsKeptAndCommentsJoined(code, leader: "//", names: ["a.cs"])
  }

  @Test func templateLiteralsAreCode() {
    let code = "const t = `first\n" + commented("//").lines + "${x}`;\nconst r = /\\/\\/ x/g;\n"
    expectStringsKeptAndCommentsJoined(
      code, leader: "//", names: ["a.ts", "a.tsx", "a.mts", "a.cts", "a.js", "a.mjs"])
  }

  @Test func rubyHereDocumentsPercentLiteralsAndDataAreCode() {
    let code =
      "s = \"# not a comment\"\nx = <<~EOS\n" + commented("  #").lines + "EOS\ny = <<-'EOS' + <<B\n"
      + commented("#").lines + "  EOS\n" + commented("#").lines + "B\nw = %w[\n" + commented("  #").lines
      + "]\nc = ?#\n=begin\n" + commented("#").lines + "=end\n"
    expectStringsKeptAndCommentsJoined(code, leader: "#", names: ["a.rb"])
    #expect(formattedFile("x = 1\n__END__\n" + commented("#").lines, named: "a.rb").hasSuffix(commented("#").lines))
  }

  @Test func perlHereDocumentsPodAndStringsAreCode() {
    let code =
      "print <<\"END\";\n" + commented("#").lines + "END\nmy $n = $#array;\nmy $m = \"multi\n" + commented("#").lines
      + "\";\nmy @w = qw(\n" + commented("  #").lines + ");\n\n=pod\n\n" + commented("#").lines + "\n=cut\n\n"
    expectStringsKeptAndCommentsJoined(code, leader: "#", names: ["a.pl", "a.pm"])
    #expect(formattedFile("1;\n__DATA__\n" + commented("#").lines, named: "a.pl").hasSuffix(commented("#").lines))
  }

  @Test func luaLongStringsOfEveryLevelAndLongCommentsAreNoLineComments() {
    let code =
      "local s = \"-- not\"\nlocal l = [==[\n" + commented("--").lines + "]] still the string\n]==]\n--[[ block\n"
      + commented("--").lines + "]]\n"
    expectStringsKeptAndCommentsJoined(code, leader: "--", names: ["a.lua"])
  }

  @Test func haskellNestedBlockCommentsAndQuasiQuotesAreNoLineComments() {
    let code =
      "s = \"-- not\"\nx --> y = x\n{- outer {- inner -}\n" + commented("--").lines + "-}\nq = [sql|\n"
      + commented("--").lines + "|]\nl = [x|x <- xs]\n"
    expectStringsKeptAndCommentsJoined(code, leader: "--", names: ["a.hs"])
  }

  /// A backslash is no escape in standard SQL, so the comment after `'C:\'` is one.
  @Test func sqlStringsOverLinesAndDollarQuotedBodiesAreCode() {
    let code =
      "SELECT 'it''s -- no', 'C:\\';\nINSERT INTO t VALUES ('one\n" + commented("--").lines
      + "');\nCREATE FUNCTION f() RETURNS int AS $$\n" + commented("--").lines + "$$ LANGUAGE sql;\n"
    expectStringsKeptAndCommentsJoined(code, leader: "--", names: ["a.sql"])
  }

  @Test func tomlMultiLineStringsAreCode() {
    let code =
      "a = \"# not\"  # trailing\nb = \"\"\"\n" + commented("#").lines + "\"\"\"\nc = '''\n" + commented("#").lines
      + "'''\n"
    expectStringsKeptAndCommentsJoined(code, leader: "#", names: ["a.toml"])
  }

  @Test func yamlBlockScalarsAndQuotedScalarsAreCode() {
    let code =
      "url: http://example.com/#frag\nblock: |\n" + commented("  #").lines + "\n  more\nitems:\n  - run: >-\n"
      + commented("      #").lines + "quoted: \"first\n" + commented("  #").lines + "  last\"\nnext: 1\n"
    expectStringsKeptAndCommentsJoined(code, leader: "#", names: ["a.yml", "a.yaml"])
  }

  /// A block scalar ends at the start of the first line indented no deeper, so a comment there is the line's own.
  @Test func aCommentRightAfterABlockScalarIsRewrapped() {
    let code = "- run: |\n    echo one\n"
    expectStringsKeptAndCommentsJoined(code, leader: "#", names: ["a.yml"])
    expectStringsKeptAndCommentsJoined("key: >\n" + commented("  #").lines, leader: "#", names: ["a.yml"])
  }

  /// An apostrophe inside a plain scalar opens no string, which would have swallowed the comments after it.
  @Test func anApostropheInsideAYamlPlainScalarIsText() {
    expectStringsKeptAndCommentsJoined("msg: don't stop\n", leader: "#", names: ["a.yml"])
  }

  @Test func iniCommentsAreWholeLinesUnderEitherLeader() {
    let code = "[section]\nkey = value # part of the value\n"
    expectStringsKeptAndCommentsJoined(code, leader: ";", names: ["a.ini", "setup.cfg"])
    expectStringsKeptAndCommentsJoined(code, leader: "#", names: ["a.ini"])
  }

  /// A recipe line goes to the shell as written, and make echoes it: its `#` lines are kept.
  @Test func makefileRecipesAndDefinesAreCode() {
    let code =
      "X = a\\#b\ndefine BODY\n" + commented("#").lines + "endef\nall:\n" + commented("\t#").lines
      + "\techo done\n"
    expectStringsKeptAndCommentsJoined(code, leader: "#", names: ["Makefile", "GNUmakefile", "rules.mk"])
  }

  @Test func cmakeBracketAndQuotedArgumentsAreCode() {
    let code =
      "set(X \"first\n" + commented("#").lines + "\")\nset(Y [=[\n" + commented("#").lines + "]=])\n#[[ block\n"
      + commented("#").lines + "]]\nmessage(a\\#b)\n"
    expectStringsKeptAndCommentsJoined(code, leader: "#", names: ["CMakeLists.txt", "a.cmake"])
  }
}
