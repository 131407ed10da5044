// Phase: source files, the languages whose comments Reflow rewraps where
// source-highlight's own definition misreads a string as a comment (or has
// none). Each definition here names the case the library's file gets wrong;
// most add the missing strings and then include the library's file by its
// full path, so that the library still reads everything else.

import CReflowHighlight

/// Language definitions for finding comments, where the library's own would call a string's line a comment.
///
/// A comment front end rewrites every line a definition calls a comment, so
/// a definition that misses a kind of string (a here-document, a raw or
/// multi-line string, a long bracket) lets it rewrap the string's text. The
/// fixes only ever add strings: a byte wrongly read as a string is left
/// alone, which is safe, while one wrongly read as a comment is not.
public enum CommentSyntaxDefinitions {
  /// Each definition's language name and text.
  static var all: [(language: String, text: String)] {
    [
      (cpp, cppText), (rust, rustText), (java, javaText), (kotlin, kotlinText), (scala, scalaText),
      (csharp, csharpText),
      (javascript, javascriptText),
      (ruby, rubyText), (perl, perlText), (lua, luaText), (haskell, haskellText), (sql, sqlText),
      (toml, tomlText), (yaml, yamlText), (ini, iniText), (make, makeText), (cmake, cmakeText),
    ]
  }

  // The names these definitions are registered under: none is a name of the library's `lang.map`, which the library
  // would read first.

  /// The name of the definition for C++ (and Objective-C++).
  public static let cpp = "reflow-cpp"
  /// The name of the definition for Rust.
  public static let rust = "reflow-rust"
  /// The name of the definition for Java.
  public static let java = "reflow-java"
  /// The name of the definition for Kotlin.
  public static let kotlin = "reflow-kotlin"
  /// The name of the definition for Scala.
  public static let scala = "reflow-scala"
  /// The name of the definition for C#.
  public static let csharp = "reflow-csharp"
  /// The name of the definition for JavaScript and TypeScript.
  public static let javascript = "reflow-javascript"
  /// The name of the definition for Ruby.
  public static let ruby = "reflow-ruby"
  /// The name of the definition for Perl.
  public static let perl = "reflow-perl"
  /// The name of the definition for Lua.
  public static let lua = "reflow-lua"
  /// The name of the definition for Haskell.
  public static let haskell = "reflow-haskell"
  /// The name of the definition for SQL.
  public static let sql = "reflow-sql"
  /// The name of the definition for TOML.
  public static let toml = "reflow-toml"
  /// The name of the definition for YAML, for comments (render colours YAML by its own definition).
  public static let yaml = "reflow-yaml"
  /// The name of the definition for INI and `.cfg` files.
  public static let ini = "reflow-ini"
  /// The name of the definition for Makefiles.
  public static let make = "reflow-make"
  /// The name of the definition for CMake.
  public static let cmake = "reflow-cmake"

  /// The `include` line of the library's definition `file`, by its full path: a definition held in memory has no
  /// folder to include from.
  private static func include(_ file: String) -> String {
    "include \"" + String(cString: rf_highlight_data_dir()) + "/" + file + "\"\n"
  }

  /// C++: the library's file has no raw strings (`R"(…)"`, `u8R"x(…)x"`, over lines), so a `//` line inside one was
  /// a comment, and a quote inside one turned every later string inside out.
  static var cppText: String {
    #"""
    string delim `(?<![[:alnum:]_])(?:u8|[uUL])?R"([^()\\[:space:]]{0,16})\(` ")" + @{1} + "\"" multiline

    """# + include("cpp.lang")
  }

  /// Rust: the library's file has no block comments, so a quote inside `/* … */` opened a string that turned every
  /// later string inside out, and a `//` line inside one was read as a comment; Rust's block comments nest.
  static var rustText: String {
    #"""
    comment delim "/*" "*/" multiline nested

    """# + include("rust.lang")
  }

  /// Java: the library's file has no text blocks (`"""` over lines), so a `//` line inside one was a comment, and
  /// a quote inside one turned every later string inside out.
  static var javaText: String {
    #"""
    string delim "\"\"\"" "\"\"\"" escape "\\" multiline

    """# + include("java.lang")
  }

  /// Kotlin (the library has none): line comments, block comments that nest, raw `"""` strings over lines, strings
  /// and character literals.
  static let kotlinText = #"""
    comment start "//"
    comment delim "/*" "*/" multiline nested
    string delim "\"\"\"" "\"\"\"" multiline
    string delim "\"" "\"" escape "\\"
    string = '\'(?:[^\\\']|\\.|\\u[[:xdigit:]]{4})\''

    """#

  /// Scala: the library's file has no `"""` strings, so a `//` line inside one was a comment, and its block comments
  /// do not nest (Scala's do).
  static let scalaText = kotlinText

  /// C#: the library reads C# as C++, with no verbatim strings (`@"…"`, over lines, `""` a quote, a backslash no
  /// escape: `@"C:\"` ends there) and no raw strings (`"""…"""`, any number of quotes, over lines).
  static let csharpText = #"""
    comment start "//"
    comment delim "/*" "*/" multiline
    string delim `\$*("{3,})` @{1} multiline
    environment string delim `\$*@\$*"` `"(?!")` multiline begin
      specialchar = "\"\""
    end
    string delim `\$*"` "\"" escape "\\"
    string = '\'(?:[^\\\']|\\.)+\''

    """#

  /// JavaScript and TypeScript: the library's file has no template literals (`` `…` ``, over lines), so a `//` line
  /// inside one was a comment.
  static var javascriptText: String {
    #"""
    string delim "`" "`" escape "\\" multiline

    """# + include("javascript.lang")
  }

  /// Ruby: the library's file has no here-documents (`<<~EOS`, `<<-'EOS'`, `<<EOS`, two on one line), no `%q(…)`
  /// literals, no `?#` character, strings that end at their line, and reads the data after `__END__` as code.
  ///
  /// `<<~` and `<<-` end at their word after blanks, `<<` at the word alone. Two here-documents opened on one line
  /// are one string up to the second one's end. A `%` literal ends at its closing bracket, without counting nested
  /// pairs.
  static var rubyText: String {
    #"""
    string delim '^__END__$' '(?!)' multiline
    comment delim '^=begin\>' '^=end\>.*' multiline
    string delim `<<[~-]?([\'"\x60]?)[[:alpha:]_][[:word:]]*\1.*<<[~-]?([\'"\x60]?)([[:alpha:]_][[:word:]]*)\2` `^[[:blank:]]*` + @{3} + `$` multiline
    string delim `<<[~-]([\'"\x60]?)([[:alpha:]_][[:word:]]*)\1` `^[[:blank:]]*` + @{2} + `$` multiline
    string delim `<<([\'"\x60]?)([[:alpha:]_][[:word:]]*)\1` `^` + @{2} + `$` multiline
    string delim `%[qQwWiIrsx]?\(` ")" escape "\\" multiline
    string delim `%[qQwWiIrsx]?\[` "]" escape "\\" multiline
    string delim `%[qQwWiIrsx]?\{` "}" escape "\\" multiline
    string delim `%[qQwWiIrsx]?<` ">" escape "\\" multiline
    string delim `%[qQwWiIrsx]?\|` '\|' escape "\\" multiline
    string delim `%[qQwWiIrsx]?!` "!" escape "\\" multiline
    string delim `%[qQwWiIrsx]?/` "/" escape "\\" multiline
    string = '(?<![[:word:])\]}])\?[^[:blank:][:alnum:]](?![[:word:]])'
    string delim "\"" "\"" escape "\\" multiline
    string delim "'" "'" escape "\\" multiline
    string delim "`" "`" escape "\\" multiline

    """# + include("ruby.lang")
  }

  /// Perl: the library's file has no here-documents, no POD (`=pod` … `=cut`, documentation whose `#` lines are
  /// text), no `q(…)` over lines, strings that end at their line, and reads the data after `__END__` as code.
  static var perlText: String {
    #"""
    string delim '^__(?:END|DATA)__\>' '(?!)' multiline
    comment delim '^=[[:alpha:]]' '^=cut\>.*' multiline
    string delim `<<~?[[:blank:]]*([\'"]?)[[:alpha:]_][[:word:]]*\1.*<<~?[[:blank:]]*([\'"]?)([[:alpha:]_][[:word:]]*)\2` `^[[:blank:]]*` + @{3} + `$` multiline
    string delim `<<~[[:blank:]]*([\'"]?)([[:alpha:]_][[:word:]]*)\1` `^[[:blank:]]*` + @{2} + `$` multiline
    string delim `<<[[:blank:]]*([\'"])([[:alpha:]_][[:word:]]*)\1` `^` + @{2} + `$` multiline
    string delim `<<([[:alpha:]_][[:word:]]*)` `^` + @{1} + `$` multiline
    string delim `\<q[qwx]?[[:blank:]]*\(` ")" escape "\\" multiline
    string delim `\<q[qwx]?[[:blank:]]*\[` "]" escape "\\" multiline
    string delim `\<q[qwx]?[[:blank:]]*\{` "}" escape "\\" multiline
    string delim `\<q[qwx]?[[:blank:]]*<` ">" escape "\\" multiline
    string delim "\"" "\"" escape "\\" multiline
    string delim "'" "'" escape "\\" multiline

    """# + include("perl.lang")
  }

  /// Lua: the library's file knows long strings of level 0 only (`[[…]]`), so a `--` line inside `[==[…]==]` was
  /// a comment; long strings and long comments end at the closing bracket of their own level, and do not nest.
  static let luaText = #"""
    comment delim `--\[(=*)\[` "]" + @{1} + "]" multiline
    comment start "--"
    string delim `\[(=*)\[` "]" + @{1} + "]" multiline
    string delim "\"" "\"" escape "\\"
    string delim "'" "'" escape "\\"

    """#

  /// Haskell: the library's file has no quasi-quotes over lines (`[name|` ending its line, to `|]`) and no string
  /// gaps (a string that goes on after a backslash at a line's end); its nested `{- -}` comments are right.
  ///
  /// A quasi-quote is taken only when its opening ends the line, so that a list comprehension `[x|x <- xs]` stays
  /// code.
  static var haskellText: String {
    #"""
    string delim '\[[[:alpha:]_][[:word:].]*\|(?=[[:blank:]]*$)' '\|\]' multiline
    string delim "\"" "\"" escape "\\" multiline

    """# + include("haskell.lang")
  }

  /// SQL as the standard and SQLite, PostgreSQL and SQL Server read it: the library's file reads `'it''s'` as two
  /// strings and a backslash as an escape (so `'C:\'` went on over lines), has no dollar-quoted bodies (`$$…$$`,
  /// `$tag$…$tag$`) and no `[name]`, and calls `#` a comment (PostgreSQL's XOR).
  ///
  /// A backslash escapes only in PostgreSQL's `E'…'`. MySQL's backslash escapes and `#` comments are not read: a
  /// MySQL string holding `\'` can end early here, which leaves at most a trailing comment misread, never a line.
  static let sqlText = #"""
    comment start "--"
    comment delim "/*" "*/" multiline nested
    string delim `\$([[:alpha:]_][[:word:]]*)?\$` "$" + @{1} + "$" multiline
    string delim `(?<![[:word:]])[eE]'` "'" escape "\\" multiline
    environment string delim "'" `'(?!')` multiline begin
      specialchar = "''"
    end
    environment string delim "\"" `"(?!")` multiline begin
      specialchar = "\"\""
    end
    string delim "`" "`" multiline
    string delim "[" "]"

    """#

  /// TOML (the library has none): `#` comments; basic and literal strings, and their `"""` and `'''` forms over
  /// lines, which may end in up to two more quotes.
  static let tomlText = #"""
    comment start "#"
    string delim "\"\"\"" `"""(?!")` escape "\\" multiline
    string delim "'''" `'''(?!')` multiline
    string delim "\"" "\"" escape "\\"
    string delim "'" "'"

    """#

  /// YAML for comments: a `#` at a line's start or after a blank, and not inside a block scalar (`|`, `>`), which
  /// is text to the first line indented no deeper than the line that opened it, nor inside a quoted scalar over
  /// lines.
  ///
  /// A quote opens a scalar only where one starts (a line's start, after a
  /// blank, `[`, `{` or `,`): the apostrophe of `msg: don't` is text.
  /// The block scalar is measured from its line's indentation, which is at
  /// most the YAML parent's: a sibling key after `- key: |` is read as
  /// inside it, which is safe. Its end is found at the start of the next
  /// line, before any byte, so a comment there is that line's own.
  static let yamlText = #"""
    string delim `^([[:blank:]]*)(?:[^#[:blank:]].*[[:blank:]])?[|>][-+0-9]*(?=[[:blank:]]*(?:#.*)?$)` `^(?!` + @{1} + `[[:blank:]])(?=[^[:blank:]])` multiline
    comment = '(?:^|(?<=[[:blank:]]))#.*'
    string delim `(?:(?<=[[:blank:]\[{,])|^)"` "\"" escape "\\" multiline
    environment string delim `(?:(?<=[[:blank:]\[{,])|^)'` `'(?!')` multiline begin
      specialchar = "''"
    end

    """#

  /// INI and `.cfg`, as Python's configparser reads them by default: a comment is a whole line, its first
  /// non-blank byte `#` or `;`; elsewhere both are a value's text (the library's `desktop.lang` read `#` anywhere).
  static let iniText = #"""
    comment = '^[[:blank:]]*[#;].*'

    """#

  /// Makefiles, as GNU make reads them, where the library's file reads them as shell (a quote starting a string).
  ///
  /// A recipe line (led by a tab) is passed to the shell whole, so its `#`
  /// lines are kept as the shell and make's echo see them; `define` …
  /// `endef` is a variable's value; `\#` is a `#`.
  static let makeText = #"""
    string delim '^[[:blank:]]*define\>' '^[[:blank:]]*endef\>.*' multiline
    string = '^\t.*'
    string = '\\.'
    comment start "#"

    """#

  /// CMake (the library has none): `#` comments and bracket comments (`#[[…]]`, `#[==[…]==]`), bracket arguments
  /// (`[=[…]=]`) and quoted arguments over lines, and `\#`, an escaped `#`.
  static let cmakeText = #"""
    string = '\\.'
    comment delim `#\[(=*)\[` "]" + @{1} + "]" multiline
    comment start "#"
    string delim `\[(=*)\[` "]" + @{1} + "]" multiline
    string delim "\"" "\"" escape "\\" multiline

    """#
}
