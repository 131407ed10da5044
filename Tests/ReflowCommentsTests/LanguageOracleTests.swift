// The code of each language is unchanged, by oracles not written here: the
// Swift compiler's IR, Perl's own deparser, Node running the script, clang's token dump, SQLite running
// the script, Python's tomllib, PyYAML and configparser, GNU make's database,
// and Pygments' lexers where no compiler is installed.

import Foundation
import ReflowComments
import Testing

/// Whether `command` runs and exits 0.
func succeeds(_ command: [String]) -> Bool {
  (try? run(command).status) == 0
}

/// A paragraph long enough that 40 columns wrap it, as comment lines under `leader`.
func longComment(_ leader: String) -> String {
  leader + " The first comment of the file, long enough that a narrow width wraps it onto several lines.\n" + leader
    + " It continues here.\n"
}

/// `sample` formatted at 40 columns as a file named `name`, and the output of `command` (with the file's path
/// appended) on the file before and after; both runs must exit 0.
func oracleOutputs(_ sample: String, named name: String, _ command: [String]) throws -> (before: String, after: String)
{
  let after = formattedFile(sample, named: name, width: 40)
  #expect(after != sample, "\(name): nothing was rewrapped")
  let before = try run(command + [try scratchFile(name, sample)])
  let now = try run(command + [try scratchFile(name, after)])
  #expect(before.status == 0 && now.status == 0, "\(name): \(command) failed")
  return (before.output, now.output)
}

struct LanguageOracleTests {
  /// Swift: the program the compiler makes of the file, as LLVM IR without debug information, is the same before
  /// and after; a comment's bytes never reach it, while a string's (a `//` line in a multi-line or raw string)
  /// would.
  @Test(.enabled(if: succeeds(["swiftc", "--version"])))
  func swiftCompiledCodeIsUnchanged() throws {
    let sample =
      longComment("///") + "public func greeting() -> String {\n" + longComment("  //")
      + "  let block = \"\"\"\n  // inside a multi-line string, printed, long enough to be wrapped were it a comment\n"
      + "  // and a second such line\n  \"\"\"\n" + "  let raw = #\"// \"raw\" string\"#  // trailing\n"
      + "  /* a block comment */ return block + raw\n}\n"
    let outputs = try oracleOutputs(
      sample, named: "a.swift", ["swiftc", "-emit-ir", "-Onone", "-gnone", "-module-name", "A", "-parse-as-library"])
    // The IR names its source file, whose folder differs between the two runs.
    func withoutPaths(_ ir: String) -> [Substring] {
      ir.split(separator: "\n").filter { !$0.contains("source_filename") && !$0.contains("reflow-comments-") }
    }
    #expect(withoutPaths(outputs.after) == withoutPaths(outputs.before))
    #expect(outputs.before.contains("define"))
  }

  @Test(.enabled(if: succeeds(["perl", "-e", "1"])))
  func perlDeparsedCodeIsUnchanged() throws {
    let sample =
      longComment("#") + "use strict;\nmy @array = (1, 2);\nmy $n = $#array;  # trailing\nprint <<\"END\";\n"
      + longComment("#") + "END\nmy $m = \"multi\n" + longComment("#") + "\";\nprint $m, q{# not};\n\n=pod\n\n"
      + longComment("#") + "\n=cut\n\n" + longComment("    #") + "print \"$n\\n\";\n"
    // Perl orders some of what it prints by its hash seed, random for each run unless set.
    let perl = ["PERL_HASH_SEED=0", "PERL_PERTURB_KEYS=0", "perl"]
    let outputs = try oracleOutputs(sample, named: "a.pl", perl + ["-MO=Deparse"])
    #expect(outputs.after == outputs.before)
    let printed = try oracleOutputs(sample, named: "a.pl", perl)
    #expect(printed.after == printed.before)
  }

  @Test(.enabled(if: succeeds(["node", "--version"])))
  func javascriptOutputIsUnchanged() throws {
    let sample =
      longComment("//") + "const t = `first\n" + longComment("//") + "last`;\nconst r = /\\/\\/ x/g;\n"
      + "console.log(t, '// not', r.source);  // trailing\n" + longComment("  //")
    let outputs = try oracleOutputs(sample, named: "a.js", ["node"])
    #expect(outputs.after == outputs.before)
  }

  @Test(.enabled(if: succeeds(["clang", "--version"])))
  func objectiveCTokensAreUnchanged() throws {
    let sample =
      longComment("//") + "@interface A\n- (int)value;  // trailing\n@end\n" + longComment("    //")
      + "static const char *s = \"// not a comment\";\nstatic char q = '\"';\n"
    let command = ["clang", "-x", "objective-c", "-fsyntax-only", "-Xclang", "-dump-tokens"]
    func tokens(_ text: String) throws -> [String] {
      let path = try scratchFile("a.m", text)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = command + [path]
      let pipe = Pipe()
      process.standardError = pipe
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      // Each token's kind and spelling, without its place and spacing flags.
      return String(decoding: data, as: UTF8.self).split(separator: "\n").map {
        String($0.split(separator: "\t").first ?? "")
      }
    }
    let after = formattedFile(sample, named: "a.m", width: 40)
    #expect(after != sample)
    let before = try tokens(sample)
    #expect(before.count > 20)
    #expect(try tokens(after) == before)
  }

  /// GCC's preprocessor in C++ mode with comments removed, as OracleTests runs it for C.
  @Test(.enabled(if: succeeds(["g++", "--version"])))
  func cppCodeAfterThePreprocessorRemovesCommentsIsUnchanged() throws {
    let sample =
      longComment("//") + "#include <string>\nauto s = R\"(He said \"hi\n" + longComment("//") + ")\";\n"
      + "auto t = u8R\"x(a )\" b\n" + longComment("  //") + ")x\";  // trailing\nint main() {\n"
      + longComment("    //") + "  return s[0] == '\"';\n}\n"
    let command = ["g++", "-x", "c++", "-std=c++17", "-fpreprocessed", "-dD", "-E", "-P"]
    let outputs = try oracleOutputs(sample, named: "a.cpp", command)
    func code(_ text: String) -> String {
      text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
    }
    #expect(code(outputs.after) == code(outputs.before))
    #expect(outputs.before.contains("// The first comment"))
  }

  /// The program's output, compiled by rustc before and after.
  @Test(.enabled(if: succeeds(["rustc", "--version"])))
  func rustProgramOutputIsUnchanged() throws {
    let sample =
      longComment("//") + "/* outer /* inner */\n" + longComment("//") + "*/\n/* a \"quote\n*/\nfn main() {\n"
      + longComment("    //") + "    let s = \"x\n" + longComment("//") + "\";\n    let r = r#\"a \"quote\n"
      + longComment("//") + "\"#;  // trailing\n    println!(\"{}{}{}\", s, r, '\"');\n}\n"
    func output(_ text: String) throws -> String {
      let source = try scratchFile("a.rs", text)
      let binary = (source as NSString).deletingLastPathComponent + "/a"
      #expect(try run(["rustc", "-o", binary, source]).status == 0)
      return try run([binary]).output
    }
    let after = formattedFile(sample, named: "a.rs", width: 40)
    #expect(after != sample)
    let before = try output(sample)
    #expect(before.contains("// The first comment"))
    #expect(try output(after) == before)
  }

  /// javac's class file without debugging information (whose line numbers change when comment lines join).
  @Test(.enabled(if: succeeds(["javac", "-version"])))
  func javaClassFileIsUnchanged() throws {
    let sample =
      longComment("//") + "class A {\n" + longComment("  //") + "  String s = \"\"\"\n    He said \"hi\n"
      + longComment("    //") + "    \"\"\";  // trailing\n  char q = '\"';\n  String t = \"// not\";\n}\n"
    let after = formattedFile(sample, named: "A.java", width: 40)
    #expect(after != sample)
    func classFile(_ text: String) throws -> [UInt8] {
      let source = try scratchFile("A.java", text)
      let folder = (source as NSString).deletingLastPathComponent
      #expect(try run(["javac", "-g:none", "-d", folder, source]).status == 0)
      return [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/A.class")))
    }
    #expect(try classFile(after) == classFile(sample))
  }

  @Test(.enabled(if: succeeds(["python3", "-c", "import sqlite3"])))
  func sqliteResultsAreUnchanged() throws {
    let sample =
      longComment("--") + "CREATE TABLE t (a TEXT);\nINSERT INTO t VALUES ('it''s -- no'), ('C:\\');\n"
      + longComment("--") + "INSERT INTO t VALUES ('one\n" + longComment("--") + "two');\n" + longComment("  --")
      + "/* block\n" + longComment("--") + "*/\nINSERT INTO t VALUES (\"a\");\n"
    let script = """
      import sqlite3, sys
      db = sqlite3.connect(':memory:')
      db.executescript(open(sys.argv[1]).read())
      print(db.execute('SELECT a FROM t').fetchall())
      """
    let outputs = try oracleOutputs(sample, named: "a.sql", ["python3", "-c", script])
    #expect(outputs.after == outputs.before)
  }

  @Test func tomlTableIsUnchanged() throws {
    let sample =
      longComment("#") + "a = \"# not\"  # trailing\nb = \"\"\"\n" + longComment("#") + "\"\"\"\n"
      + longComment("#") + "[section]\nc = '''\n" + longComment("  #") + "'''\n" + longComment("  #") + "d = 1\n"
    let script = "import sys, tomllib; print(tomllib.load(open(sys.argv[1], 'rb')))"
    let outputs = try oracleOutputs(sample, named: "a.toml", ["python3", "-c", script])
    #expect(outputs.after == outputs.before)
  }

  @Test(.enabled(if: succeeds(["python3", "-c", "import yaml"])))
  func yamlDocumentIsUnchanged() throws {
    let sample =
      longComment("#") + "url: http://example.com/#frag  # trailing\nblock: |\n" + longComment("  #")
      + "\n  more\nitems:\n  - run: >-\n" + longComment("      #") + "  - other\nquoted: \"first\n"
      + longComment("  #") + "  last\"\n" + longComment("#") + "next: 1\n"
    let script = "import sys, yaml; print(yaml.safe_load(open(sys.argv[1])))"
    let outputs = try oracleOutputs(sample, named: "a.yaml", ["python3", "-c", script])
    #expect(outputs.after == outputs.before)
  }

  @Test func iniSectionsAreUnchanged() throws {
    let sample =
      longComment(";") + "[section]\nkey = value # part of the value\nmulti = first\n" + longComment("  #")
      + "  second\n" + longComment("#")
    let script = """
      import configparser, sys
      parser = configparser.ConfigParser()
      parser.read(sys.argv[1])
      print({name: dict(parser[name]) for name in parser.sections()})
      """
    let outputs = try oracleOutputs(sample, named: "a.ini", ["python3", "-c", script])
    #expect(outputs.after == outputs.before)
  }

  /// What `make -n` prints (the recipe, with the `define` in it), and the database `make -pn` prints, without its
  /// comment lines (the makefile's path and line numbers, the time) and the makefile's own name, sorted (its
  /// order of rules varies from run to run).
  @Test(.enabled(if: succeeds(["make", "--version"])))
  func makeDatabaseIsUnchanged() throws {
    let sample =
      longComment("#") + "X = a\\#b  # trailing\ndefine BODY\n" + longComment("#") + "endef\nall:\n"
      + longComment("\t#") + "\t@echo '$(X)' '$(BODY)'\n" + longComment("#")
    let script =
      "{ make -n -f \"$1\"; make -pn -f \"$1\" | grep -v '^#\\|^MAKEFILE_LIST\\|^CURDIR\\|Makefile:'; } | sort"
    let outputs = try oracleOutputs(sample, named: "Makefile", ["sh", "-c", script, "sh"])
    #expect(outputs.after == outputs.before)
    #expect(outputs.before.contains("# The first comment of the file"))
  }

  /// Pygments' lexer of each language, for the languages with no compiler here: every token that is not a comment
  /// or blanks is the same.
  @Test(.enabled(if: succeeds(["python3", "-c", "import pygments"])))
  func pygmentsTokensOtherThanCommentsAreUnchanged() throws {
    let samples: [(name: String, lexer: String, text: String)] = [
      (
        "a.rb", "ruby",
        longComment("#") + "x = <<~EOS\n" + longComment("  #") + "EOS\nw = %w[\n" + longComment("  #")
          + "]\ns = \"# not\"  # trailing\n" + longComment("  #") + "puts x, w, s\n"
      ),
      (
        "a.lua", "lua",
        longComment("--") + "local l = [==[\n" + longComment("--") + "]==]\n--[[ block\n" + longComment("--")
          + "]]\nlocal s = \"-- not\"  -- trailing\n" + longComment("  --")
      ),
      (
        "a.hs", "haskell",
        longComment("--") + "module A where\n{- outer {- inner -}\n" + longComment("--") + "-}\ns = \"-- not\"\n"
          + longComment("  --") + "x --> y = x\n"
      ),
      (
        "a.kt", "kotlin",
        longComment("//") + "val s = \"\"\"He said \"hi\n" + longComment("//") + "\"\"\"\n" + longComment("    //")
          + "val q = '\"'\n"
      ),
      (
        "a.scala", "scala",
        longComment("//") + "object A {\n  val s = \"\"\"He said \"hi\n" + longComment("//") + "\"\"\"\n"
          + longComment("  //")
          + "}\n"
      ),
      (
        "a.cs", "csharp",
        longComment("//") + "class A {\n  string p = @\"C:\\\";\n" + longComment("  //")
          + "  string v = @\"one\n" + longComment("//") + "\"\"q\"\"\";\n}\n"
      ),
      (
        "a.ts", "typescript",
        longComment("//") + "const t: string = `first\n" + longComment("//") + "`;\n" + longComment("  //")
          + "let n: number = 1;\n"
      ),
      (
        "a.go", "go",
        longComment("//") + "package a\n\nvar r = `raw\n" + longComment("//") + "`\nvar s = \"// not\" // trailing\n"
          + longComment("\t//") + "func F() {}\n"
      ),
      (
        "CMakeLists.txt", "cmake",
        longComment("#") + "set(X \"first\n" + longComment("#") + "\")\nset(Y [=[\n" + longComment("#")
          + "]=])\n" + longComment("  #") + "message(${X})\n"
      ),
    ]
    let script = """
      import sys
      from pygments.lexers import get_lexer_by_name
      from pygments.token import Comment
      lexer = get_lexer_by_name(sys.argv[1], stripnl=False, ensurenl=False)
      text = open(sys.argv[2]).read()
      for kind, value in lexer.get_tokens(text):
          if kind in Comment or not value.strip():
              continue
          print(kind, repr(value))
      """
    for sample in samples {
      let outputs = try oracleOutputs(sample.text, named: sample.name, ["python3", "-c", script, sample.lexer])
      #expect(outputs.after == outputs.before, "\(sample.name)")
      #expect(!outputs.before.isEmpty)
    }
  }
}
