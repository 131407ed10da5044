// Phase: code blocks, the languages Debian's source-highlight 3.1.9 lacks.
// The library reads language definitions from files only, so the few we add
// are written, once per process, into a private temporary folder that is
// removed when the process exits. They are definitions in the library's own
// language (see source-highlight's manual, "Language Definitions"): the
// library still does all the highlighting.

// Written with the C library, not Foundation: linking Foundation would cost
// every run of the command its start-up, for a file render writes rarely.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Language definitions for source-highlight that its data folder does not have.
enum ExtraLanguages {
  /// Each definition's file name and text.
  static let definitions: [(file: String, text: String)] = [("swift.lang", swift), ("yaml.lang", yaml)]

  /// Other names an info string gives these languages.
  static let aliases = ["yml": "yaml"]

  /// The folder that holds the definitions, written on first use; empty when it could not be written.
  static let directory: String = {
    let temporary = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((temporary + "/reflow-languages-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { return "" }
    let path = String(cString: made)
    for (file, text) in definitions {
      guard write(Array(text.utf8), to: path + "/" + file) else { return "" }
    }
    writtenDirectory = path
    atexit {
      guard let path = ExtraLanguages.writtenDirectory else { return }
      for (file, _) in ExtraLanguages.definitions { unlink(path + "/" + file) }
      rmdir(path)
    }
    return path
  }()

  /// Writes `bytes` to a new file at `path`, readable by its owner only; whether it all went.
  private static func write(_ bytes: [UInt8], to path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBufferPointer {
        Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { return false }
      written += result
    }
    return true
  }

  /// The folder to remove at exit, once written.
  nonisolated(unsafe) private static var writtenDirectory: String?

  /// Swift: keywords, declaration and attribute words, types (capitalised names), strings with their escapes and
  /// interpolations, comments (nested block comments too) and numbers.
  static let swift = #"""
    # Swift, for Reflow's render (written for Reflow; the library's own files have no Swift).

    environment comment start "///" begin
      type = '-[[:blank:]]*(?:Parameter|Parameters|Returns|Throws|Note)[[:alpha:]]*:'
    end
    comment start "//"
    comment delim "/*" "*/" multiline nested

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
