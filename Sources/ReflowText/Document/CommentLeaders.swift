// Phase: configuration of whole documents. Which comment leaders a file's
// language writes, so that `-q` finds the comments of a shell script, a C
// file or a TeX paper and nothing that only looks like one.

/// The line comment leaders a language writes, by the characters they are made of.
///
/// Under `-q` a line is rewrapped only when it starts with one of these
/// leaders (or lies inside a `/* ... */` comment), and every other line is
/// code, kept as written. The set matters where a leader of one language is
/// code in another: `# define` is a directive in C, `%` a format in a
/// shell's `printf`. A file whose language is unknown (standard input with
/// no name) accepts them all, as par does.
public struct CommentLeaders: OptionSet, Sendable, Hashable {
  /// The leaders, one bit each.
  public let rawValue: UInt8

  /// Creates a set of leaders from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// `#`: shell, Python, Ruby, Perl, R, YAML, TOML, CMake, Makefiles.
  public static let hash = CommentLeaders(rawValue: 1)
  /// `//`, `///` and `//!`: C, C++, Java, JavaScript, Go, Rust, Swift, Kotlin.
  public static let slashes = CommentLeaders(rawValue: 2)
  /// `--`: Lua, SQL, Haskell, Ada.
  public static let dashes = CommentLeaders(rawValue: 4)
  /// `;` and `;;`: Lisp, Scheme, Clojure, assembly, INI files.
  public static let semicolons = CommentLeaders(rawValue: 8)
  /// `%`: TeX, LaTeX, Erlang, Prolog.
  public static let percent = CommentLeaders(rawValue: 16)

  /// Every leader: for text whose language is unknown.
  public static let all: CommentLeaders = [.hash, .slashes, .dashes, .semicolons, .percent]

  /// The leaders of the language a file name says, or ``all`` when the name says none Reflow knows.
  ///
  /// The name's extension decides (`.c`, `.py`, `.tex`), any case, and a few
  /// names with none (`Makefile`, `Dockerfile`, `CMakeLists.txt`). `.m` is
  /// both Objective-C and MATLAB, so it says nothing.
  public init(forFileNamed path: some StringProtocol) {
    let full = String(path)
    let lowered = String(full[(full.lastIndex(of: "/").map(full.index(after:)) ?? full.startIndex)...]).lowercased()
    if let known = Self.byName[lowered] {
      self = known
      return
    }
    guard let dot = lowered.lastIndex(of: "."), dot != lowered.startIndex else {
      self = .all
      return
    }
    self = Self.byExtension[String(lowered[lowered.index(after: dot)...])] ?? .all
  }

  /// Whole file names, lowercased, whose language has no extension to tell it.
  private static let byName: [String: CommentLeaders] = [
    "makefile": .hash, "gnumakefile": .hash, "dockerfile": .hash, "cmakelists.txt": .hash, "gemfile": .hash,
    "rakefile": .hash, "vagrantfile": .hash, "justfile": .hash, ".bashrc": .hash, ".profile": .hash,
  ]

  /// Extensions, lowercased, and the leaders of their language.
  private static let byExtension: [String: CommentLeaders] = {
    var table: [String: CommentLeaders] = [:]
    let families: [(CommentLeaders, [String])] = [
      (
        .hash,
        [
          "sh", "bash", "zsh", "ksh", "fish", "py", "pyw", "pyi", "rb", "pl", "pm", "r", "yaml", "yml", "toml", "cfg",
          "conf", "cmake", "mk", "tcl", "awk", "sed", "nix", "jl", "ex", "exs", "coffee", "ps1", "gitignore",
          "dockerignore", "properties", "env",
        ]
      ),
      (
        .slashes,
        [
          "c", "h", "cc", "cpp", "cxx", "hpp", "hh", "hxx", "mm", "cs", "java", "js", "mjs", "cjs", "jsx", "ts",
          "tsx", "go", "rs", "swift", "kt", "kts", "scala", "dart", "groovy", "gradle", "zig", "proto", "scss",
          "less", "glsl", "vert", "frag",
        ]
      ),
      ([.slashes, .hash], ["php"]),
      (.dashes, ["lua", "sql", "hs", "lhs", "elm", "ada", "adb", "ads", "vhd", "vhdl", "applescript"]),
      (.semicolons, ["lisp", "lsp", "el", "clj", "cljs", "cljc", "edn", "scm", "ss", "rkt", "asm", "s", "ini"]),
      (.percent, ["tex", "sty", "cls", "ltx", "dtx", "bib", "erl", "hrl", "pro"]),
    ]
    for (leaders, extensions) in families {
      for name in extensions { table[name] = leaders }
    }
    return table
  }()
}
