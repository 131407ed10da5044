// Phase: code blocks, the languages Debian's source-highlight 3.1.9 lacks.
// The library reads language definitions from files only, so the few we add
// are handed to the C boundary once per process, which keeps each in an
// anonymous memory file: nothing is written to any disk. They are
// definitions in the library's own language (see source-highlight's manual,
// "Language Definitions"): the library still does all the highlighting.

import CReflowHighlight

/// Language definitions for source-highlight that its data folder does not have.
enum ExtraLanguages {
  /// Each definition's language name and text.
  static let definitions: [(language: String, text: String)] =
    [("swift", swift), ("yaml", yaml), (shellWithHereDocuments, shell)] + CommentSyntaxDefinitions.all

  /// The name of ``shell``'s definition.
  static let shellWithHereDocuments = "reflow-sh"

  /// The library's shell definition with here-documents read as strings, so that a `#` line inside one, which the
  /// script prints, is no comment.
  ///
  /// A here-document runs from `<<WORD` (or `<<-`, the word quoted or not) to the line that holds the word alone,
  /// after tabs; two opened on one line are one string up to the second one's end. A here-string (`<<<`) is code.
  /// A parameter expansion (`${x:-…}`) is a string up to its first `}`, which may be lines on: a `#` line inside
  /// one is part of the value. The library's own definition is included by its full path: a definition held in
  /// memory has no folder to include from.
  static var shell: String {
    let folder = String(cString: rf_highlight_data_dir())
    return #"""
      normal = '<<<'
      string delim `<<-?[[:blank:]]*[\'"]?[[:alpha:]_][[:word:]]*[\'"]?.*<<-?[[:blank:]]*[\'"]?([[:alpha:]_][[:word:]]*)[\'"]?` `^\t*` + @{1} + `$` multiline
      string delim `<<-?[[:blank:]]*[\'"]?([[:alpha:]_][[:word:]]*)[\'"]?` `^\t*` + @{1} + `$` multiline
      string delim "${" "}" multiline nested
      include "\#(folder)/sh.lang"

      """#
  }

  /// Whether every definition is registered with the library; done on first use, once per process.
  ///
  /// Where memory files do not exist, none is, and blocks in these languages are drawn plain.
  static let registered: Bool = definitions.allSatisfy { definition in
    var text = definition.text
    return text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        rf_highlight_register_language(definition.language, $0.baseAddress, $0.count) == 1
      }
    }
  }

  /// Swift: keywords, declaration and attribute words, types (capitalised names), strings with their escapes and
  /// interpolations, raw strings (`#"…"#`, `##"""…"""##`, whose quotes and backslashes are text), comments (nested
  /// block comments too) and numbers.
  static let swift = #"""
    # Swift, for Reflow's render (written for Reflow; the library's own files have no Swift).

    environment comment start "///" begin
      type = '-[[:blank:]]*(?:Parameter|Parameters|Returns|Throws|Note)[[:alpha:]]*:'
    end
    comment start "//"
    comment delim "/*" "*/" multiline nested

    string delim `(#+)"""` `"""` + @{1} multiline
    string delim `(#+)"` `"` + @{1}
    environment string delim "\"\"\"" "\"\"\"" multiline begin
      specialchar = '\\\([^)]*\)|\\.'
    end
    environment string delim "\"" "\"" escape "\\" begin
      specialchar = '\\\([^)]*\)|\\.'
    end

    preproc = '#(?:if|elseif|else|endif|available|unavailable|selector|keyPath|sourceLocation|warning|error)\>'
    preproc = "import"

    keyword = "actor|any|as|associatedtype|async|await|borrowing|break|case|catch|class|consume|consuming|continue",
      "convenience|default|defer|deinit|didSet|do|dynamic|else|enum|extension|fallthrough|false|fileprivate|final",
      "for|func|get|guard|if|in|indirect|init|inout|internal|is|lazy|let|macro|mutating|nil|nonisolated",
      "nonmutating|open|operator|optional|override|package|precedencegroup|private|protocol|public|repeat",
      "required|rethrows|return|self|Self|set|some|static|struct|subscript|super|switch|throw|throws|true|try",
      "typealias|unowned|var|weak|where|while|willSet"

    type = '@[[:alpha:]_][[:word:]]*'
    type = '\<[[:upper:]][[:word:]]*\>'

    number = '\<(?:0x[[:xdigit:]_]+(?:\.[[:xdigit:]_]+)?(?:[pP][+-]?[[:digit:]]+)?|0o[0-7_]+|0b[01_]+|[[:digit:]][[:digit:]_]*(?:\.[[:digit:]][[:digit:]_]*)?(?:[eE][+-]?[[:digit:]]+)?)\>'

    function = '([[:alpha:]]|_)[[:word:]]*(?=\()'
    """#

  /// YAML: comments, keys, quoted strings with their escapes, anchors and aliases, document markers, tags, and
  /// the words YAML reads as values (true, null and the like), and numbers.
  static let yaml = #"""
    # YAML, for Reflow's render (written for Reflow; the library's own files have no YAML).

    comment = '(?:^|(?<=[[:blank:]]))#.*'

    environment string delim "\"" "\"" escape "\\" begin
      specialchar = '\\.'
    end
    string delim "'" "'"

    preproc = '^(?:---|\.\.\.)(?=[[:blank:]]|$)'
    preproc = '![[:alnum:]!/.:_-]*'
    variable = '[&*][[:alnum:]_-]+'

    type = '^[[:blank:]]*(?:-[[:blank:]]+)?[^[:blank:]#:"\'][^#:]*?(?=:(?:[[:blank:]]|$))'

    keyword = "true|false|True|False|TRUE|FALSE|yes|no|on|off|null|Null|NULL"

    number = '\<[+-]?(?:0x[[:xdigit:]]+|0o[0-7]+|[[:digit:]]+(?:\.[[:digit:]]*)?(?:[eE][+-]?[[:digit:]]+)?)\>'
    """#
}
