// The `reflow` command's arguments: GNU fmt's flags with fmt's meanings,
// par's prefixes, and Reflow's own layout options. Checking them is here;
// running them is in Runner.swift.

import ArgumentParser
import FlowLayout
import ReflowMarkdown
import ReflowText

struct ReflowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reflow",
    abstract: "Rewrap paragraphs of text with optimal line breaks, correct for every script.",
    usage: """
      reflow [<options>] [<files> ...]
      reflow render [<options>] [<files> ...]
      reflow lsp
      reflow help [render | lsp]
      """,
    // Each paragraph of prose is one line, which the parser wraps to the terminal; examples are short enough for 80
    // columns, so the help reads as filled text at any width.
    discussion: """
      Reads each FILE in order, or standard input when there is none or FILE is -, and writes the rewrapped text \
      to standard output. Paragraphs end at blank lines and where the indentation or quote marker (>) changes, \
      and a list bullet starts a new one; each keeps its own. A mail signature (a few short lines after a line \
      '-- ') is kept as written, and so are header fields two or more lines in a row (Subject:, From:) and a \
      commit's trailers (Signed-off-by:, even one); a line wider than the width whose value is a sentence \
      (Note: ...) is prose. A rule line (three or more of = - _ * ~ #) is a paragraph of its own. A line that \
      starts with //, --, ; or % keeps it on every line it is wrapped into, and joins only lines that start with \
      the same. With -q only comment lines change: lines that start with a comment leader of the file's \
      language (# too; by its extension, all of them for standard input), /* ... */ lines, rewrapped inside \
      their markers, and the lines inside a block comment; code, and a comment after code on its line, stay \
      byte for byte as written. Widths are terminal columns: CJK and emoji take two, combining marks none, \
      colour codes none; a tab inside a rewrapped line reaches its tab stop.

      Short options take attached values and cluster as in fmt (-w72, -uw40, -p'#'). Only white space and the \
      kept prefixes change: no word is cut unless --break-words asks (a word wider than the line goes on a line \
      of its own, as fmt leaves it), and URLs, e-mail addresses, option names (words that start with one or two \
      dashes) and rule lines are never cut, even then. (render cuts other long words, since it only draws, \
      and keeps these whole too; the library's breakLongWords is on, as in Python's and Rust's textwrap.) Every run settles: a second run \
      changes nothing. A paragraph whose rewrapped lines would read back as something else (a quote, a field, \
      lines of another paragraph) is kept as written and named on standard error, with its line. Right and \
      centred alignment are for reading: the spaces they add read back as indentation.

      Invalid UTF-8 in plain text is passed through unchanged, each byte one column, with a warning naming its \
      byte offset (not written when standard error is the output file, as in an editor's filter); --lossy \
      replaces it with U+FFFD and --strict-utf8 refuses the input before writing any of it. Markdown refuses it \
      unless --lossy.

      A file is Markdown by its name, *.md or *.markdown in any case, whether it is named, found in a FOLDER or \
      given as --stdin-filepath; --markdown or --no-markdown decides for every file, and markdown = true or \
      false in a .reflow.toml for the files below it.

      A FOLDER is walked for its files, in byte order: with --markdown its Markdown files, in plain text those \
      --include names. Hidden folders are skipped, and so are the files git ignores when the folder is in a \
      work tree; a symbolic link is not followed, and a file reached by two names is formatted once. Each file \
      takes its settings from every .reflow.toml in its folder and above it, up to one that says root = true, \
      the nearer file winning key by key (keys are the long option names: width = 72, markdown = true), and \
      from .editorconfig (max_line_length); flags win over both, and .reflow.toml over .editorconfig. Standard \
      input reads them only with --stdin-filepath.

      reflow render draws Markdown in a terminal instead of rewrapping it; reflow help render lists its options. \
      reflow lsp is a language server, which an editor starts to reflow selections, fill as you type and show \
      paragraphs to rewrap; reflow help lsp says how settings reach it.

      Examples:
        reflow -w 60 notes.txt             rewrap to 60 columns
        reflow -72 < mail.txt              fmt's old width form; > quotes kept
        reflow -uw40 notes.txt             fmt's clustered options
        reflow --align justify essay.txt   justified, with optimal breaks
        reflow -q script.sh                comments keep '# ' and '// '
        reflow -p '# ' script.sh           only '# ' lines, as fmt -p
        reflow --check -w 72 docs/*.txt    exit 1, naming files to change
        reflow -i -w 72 NOTES              rewrite the file in place
        reflow README.md                   Markdown by name: prose, not code
        reflow --markdown --check docs/    in CI: exit 1, naming files to change
        reflow --markdown --diff .         what would change, as a patch

      Exit status: 0 on success, -i included when it rewrote files; 1 if a file could not be read or written, \
      was refused for invalid UTF-8 or (with --check or --diff) would change; and 2 for a usage error or a bad \
      configuration file.
      """,
    version: ReflowVersion.number)

  @Option(name: [.short, .long], help: ArgumentHelp("The maximum line width, in columns.", valueName: "N"))
  var width: Int?

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "Aim lines at this width, as fmt does; -w stays the limit. Without -w, the width is N+10. Breakers other "
        + "than optimal break at N.", valueName: "N"))
  var goal: Int?

  @Option(
    help: ArgumentHelp(
      "How lines end: width (fill to the width), no (each paragraph one line), keep (split only lines too long), "
        + "or sentence (each sentence starts a line; longer ones still wrap).", valueName: "mode"))
  var wrap: WrapMode = .width

  @Flag(name: [.short, .long], help: "One space between words, two after a sentence.")
  var uniformSpacing = false

  @Flag(name: [.short, .long], help: "Split long lines, but never join short ones.")
  var splitOnly = false

  @Flag(name: [.short, .long], help: "Keep the indents of the first two lines; later lines take the second's.")
  var crownMargin = false

  @Flag(name: [.short, .long], help: "As --crown-margin, but the second line must be indented differently.")
  var taggedParagraph = false

  // Unconditional, so that a prefix may start with a dash: `-p --` for SQL comments.
  @Option(
    name: [.short, .long], parsing: .unconditional,
    help: ArgumentHelp("Rewrap only lines starting with STRING, and keep it on each line.", valueName: "STRING"))
  var prefix: String?

  @Flag(
    name: [.customShort("q"), .long], help: "Also keep comment leaders (#, //, --, ;, %, and * in /* */) on every line."
  )
  var comments = false

  @Flag(help: "Find no quote markers, list bullets, signatures or header fields: only indentation, as fmt.")
  var noDetectPrefixes = false

  @Option(help: "Alignment: left, right, center or justify. Justify leaves lines it cannot stretch left-aligned.")
  var align: AlignmentName = .left

  @Option(
    help:
      "The line breaker: greedy, optimal, knuth-plass or balance. Default: knuth-plass when justifying, otherwise optimal."
  )
  var algorithm: AlgorithmName?

  @Option(help: "Hyphenation: none, soft (at soft hyphens only; the default) or auto (English dictionary too).")
  var hyphenate: Hyphenation?

  @OptionGroup var widths: WidthArguments

  @OptionGroup var lineBreaking: LineBreakArguments

  @Flag(
    inversion: .prefixedNo,
    help: """
      Cut a word wider than the line between its characters, after punctuation where it can, so no line \
      overflows. Off by default, as in fmt and par: a cut comes back as two words on the next refill, so without \
      it such a word stands whole on a line of its own (breaks between ideographs are no cuts, and stay).
      """)
  var breakWords = false

  @Flag(
    help: """
      Also end lines after hyphens and slashes inside words that fit (well-|known, /usr/|share), as \
      Python's textwrap does. Off by default: a line end reads back as a space, so such a break would \
      come back as two words on the next refill.
      """)
  var breakOnHyphens = false

  @Flag(help: "Replace invalid UTF-8 with U+FFFD instead of passing it through.")
  var lossy = false

  @Flag(
    name: .customLong("strict-utf8"),
    help: "Refuse input with invalid UTF-8 before writing any of it (standard input is read whole first).")
  var strictUTF8 = false

  @Flag(help: "Write nothing; list the files that would change and exit 1 if any would.")
  var check = false

  @Flag(
    name: [.short, .long],
    help: "Rewrite each FILE in place, atomically, keeping its permissions, owner and hard links; exit 0 when done.")
  var inPlace = false

  @Flag(
    help:
      "Write a unified diff of what would change, which patch -p0 and git apply both apply; exit 1 if anything would.")
  var diff = false

  @Option(
    help: ArgumentHelp(
      "In a FOLDER, format the files matching GLOB (repeatable); --markdown takes the Markdown files without it.",
      valueName: "GLOB"))
  var include: [String] = []

  @Option(
    help: ArgumentHelp(
      "Leave out files and folders matching GLOB (repeatable): a GLOB without a slash is matched against each name "
        + "in the path, one with a slash against the whole path.", valueName: "GLOB"))
  var exclude: [String] = []

  @Flag(help: "Read no .reflow.toml or .editorconfig: only the command line's options apply.")
  var noConfig = false

  @Option(
    help: ArgumentHelp(
      "Format standard input as if it were the file PATH: its configuration applies, and *.md is Markdown.",
      valueName: "PATH"))
  var stdinFilepath: String?

  @Flag(
    inversion: .prefixedNo,
    help: """
      Read every file as Markdown (--no-markdown: as plain text), whatever its name; without either, *.md and \
      *.markdown (any case) are Markdown. Markdown prose is rewrapped without changing what it renders: code, \
      tables, HTML and headings stay as written, and no wrapped line starts a list, heading or quote.
      """)
  var markdown: Bool?

  @Flag(
    help: """
      For Markdown, skip the check that the output renders to the same HTML as the input (a second \
      parse: about half the time on large documents).
      """)
  var noVerify = false

  @Flag(
    name: .customLong("break-cjk"),
    help: """
      In Markdown, let lines break inside Chinese and Japanese runs that have no spaces (many \
      renderers show such a break as a space); --locale and --line-break choose the rules.
      """)
  var breakCJK = false

  @Option(
    help: ArgumentHelp(
      "The line ending for input that has none to copy (one line, or an editor's new buffer): lf, crlf or cr. "
        + "Other lines end as the input's do."))
  var lineEnding: LineEnding = .lf

  @Option(help: ArgumentHelp("Threads to format with; 0 means one per core.", valueName: "N"))
  var jobs: Int = 0

  @Argument(help: "Files and folders to read; - or nothing means standard input.")
  var files: [String] = []

  /// The maximum width: -w, or fmt's goal + 10, or 75.
  var effectiveWidth: Int { width ?? goal.map { $0 + 10 } ?? 75 }

  mutating func validate() throws {
    let width = effectiveWidth
    guard width > 0 else { throw ValidationError("the width must be at least 1, not \(width)") }
    if let goal {
      guard goal > 0 else { throw ValidationError("the goal must be at least 1, not \(goal)") }
      guard goal <= width else { throw ValidationError("the goal (\(goal)) cannot be wider than the width (\(width))") }
    }
    guard jobs >= 0 else { throw ValidationError("--jobs must be 0 or more, not \(jobs)") }
    if wrap == .no && align != .left {
      throw ValidationError("--wrap no puts each paragraph on one line, which has no width to align it in")
    }
    if wrap == .keep && (crownMargin || taggedParagraph) {
      throw ValidationError(
        "--wrap keep keeps every line's own indent, which --crown-margin and --tagged-paragraph replace")
    }
    let shapes = [splitOnly, crownMargin, taggedParagraph].filter { $0 }.count
    guard shapes <= 1 else {
      throw ValidationError("choose at most one of --split-only, --crown-margin and --tagged-paragraph")
    }
    if let prefix, prefix.contains("\n") { throw ValidationError("the prefix cannot contain a line end") }
    guard !(lossy && strictUTF8) else { throw ValidationError("--lossy and --strict-utf8 cannot be used together") }
    guard !(check && inPlace) else { throw ValidationError("--check and --in-place cannot be used together") }
    guard !(diff && inPlace) else { throw ValidationError("--diff and --in-place cannot be used together") }
    if stdinFilepath != nil && files.contains(where: { $0 != "-" }) {
      throw ValidationError("--stdin-filepath formats standard input, so it takes no files")
    }
    if inPlace && (files.isEmpty || files.contains("-")) {
      throw ValidationError("--in-place needs files to rewrite, not standard input")
    }
    // Files that are Markdown or plain text by their names are checked as each is reached (``FileKind``).
    if markdown == true, let option = plainTextOnlyOption {
      throw ValidationError("\(option) applies to plain text and cannot be used with --markdown")
    }
    if markdown == false, let option = markdownOnlyOption {
      throw ValidationError("\(option) applies only to Markdown and cannot be used with --no-markdown")
    }
  }

  /// The first option given that has no meaning, or no safe meaning, for Markdown: justified lines and inserted
  /// hyphens would change the text, and the prefix rules are plain text's.
  var plainTextOnlyOption: String? {
    let plainOnly: [(Bool, String)] = [
      (uniformSpacing, "--uniform-spacing"), (splitOnly, "--split-only"),
      (crownMargin, "--crown-margin"), (taggedParagraph, "--tagged-paragraph"), (prefix != nil, "--prefix"),
      (comments, "--comments"), (noDetectPrefixes, "--no-detect-prefixes"),
      (breakOnHyphens, "--break-on-hyphens"), (align == .justify, "--align justify"),
      (hyphenate.map { $0 != .none } == true, "--hyphenate"),
    ]
    return plainOnly.first(where: \.0)?.1
  }

  /// The first option given that applies only to Markdown: plain text has no meaning check to skip, and always
  /// breaks between CJK characters.
  var markdownOnlyOption: String? {
    noVerify ? "--no-verify" : breakCJK ? "--break-cjk" : nil
  }

  /// The Markdown options these arguments ask for, rewrapping large documents on `threads` threads.
  func markdownOptions(threads: Int) -> MarkdownFormatOptions {
    let algorithm = self.algorithm?.value ?? .optimal
    let (width, goal) = widthAndGoal(for: algorithm)
    return MarkdownFormatOptions(
      width: width, algorithm: wrap == .no ? .greedy : algorithm, alignment: align.value,
      widths: widths.options, verifiesMeaning: !noVerify,
      threads: threads, breaksInsideCJKRuns: breakCJK,
      lineBreakStyle: LineBreakStyle(locale: lineBreaking.locale, strictness: lineBreaking.lineBreak), goal: goal,
      keepsLineBreaks: wrap == .keep, breaksAtSentences: wrap == .sentence, lineEndingWhereNone: lineEnding)
  }

  /// The width and goal to give `algorithm`: the optimal breaker aims at the goal and lets lines run to the width,
  /// as fmt does; the others have no goal, and break at it.
  func widthAndGoal(for algorithm: LineBreakingAlgorithm) -> (width: Int, goal: Int?) {
    if wrap == .no { return (WrapMode.unboundedWidth, nil) }
    return algorithm.widthAndGoal(width: effectiveWidth, goal: goal)
  }

  /// What becomes of invalid UTF-8 in plain text: passed through unless told otherwise, so a filter in an editor
  /// never loses text (Markdown refuses it unless `--lossy`, since its parser would replace it).
  var invalidUTF8: InvalidUTF8Handling {
    lossy ? .replace : strictUTF8 ? .refuse : .passThrough
  }

  /// The document options these arguments ask for, for a file whose language writes `commentLeaders`.
  func documentOptions(commentLeaders: CommentLeaders = .all) -> DocumentOptions {
    let algorithm = wrap == .no ? .greedy : self.algorithm?.value ?? (align == .justify ? .knuthPlass : .optimal)
    let (width, goal) = widthAndGoal(for: algorithm)
    let wrap = TextWrapOptions(
      width: width, algorithm: algorithm, alignment: align.value,
      lineBreak: lineBreaking.style,
      hyphenation: hyphenate ?? .soft, breakLongWords: breakWords, keepsCopyableWordsWhole: true,
      wordInteriorBreaks: breakOnHyphens ? .always : .whenTooWide, widths: widths.options,
      spacing: uniformSpacing ? .sentences : .preserve, goal: goal, breaksAtSentences: self.wrap == .sentence)
    let shape: ParagraphShape =
      splitOnly || self.wrap == .keep
      ? .splitOnly : crownMargin ? .crownMargin : taggedParagraph ? .taggedParagraph : .sameIndent
    var prefixes: PrefixKinds = noDetectPrefixes ? [] : .default
    if comments { prefixes.insert(.commentLeaders) }
    return DocumentOptions(
      wrap: wrap, shape: shape, prefix: prefix, prefixes: prefixes, commentLeaders: commentLeaders)
  }

  /// Which files of a folder these options format.
  var selection: FileSelection { FileSelection(include: include, exclude: exclude) }

  /// The pipeline these options ask for, for a file of `kind` whose language writes `commentLeaders`.
  func makePipeline(for kind: FileKind, commentLeaders: CommentLeaders = .all) throws -> any InputFormatting {
    let cores = Runner.threads(forJobs: jobs)
    if kind == .markdown { return try MarkdownPipeline(options: markdownOptions(threads: cores), lossy: lossy) }
    return try DocumentPipeline(
      options: documentOptions(commentLeaders: commentLeaders), cores: cores, invalidUTF8: invalidUTF8,
      lineEndingWhereNone: lineEnding)
  }

  mutating func run() throws { try run(commandLine: CommandLine.arguments.dropFirst().map { $0 }) }

  /// Runs over the files and folders given, each file with the options its configuration and `commandLine` (the
  /// arguments as parsed) resolve to.
  func run(commandLine: [String]) throws {
    let resolver = CommandResolver(given: self, commandLine: commandLine)
    let paths: [String]
    var excluded: [String] = []
    do {
      paths = try InputPaths.expand(files.isEmpty ? ["-"] : files, resolver: resolver, excluded: &excluded)
    } catch {
      printError("\(error)")
      throw ExitCode(2)
    }
    if paths.isEmpty {
      let named = files.filter { !excluded.contains($0) }.map { "'\($0)'" }
      let left = excluded.map { "'\($0)'" }
      printError(
        "no files to format"
          + (named.isEmpty ? "" : " in \(named.joined(separator: ", "))")
          + (left.isEmpty ? "" : "\(named.isEmpty ? ":" : ";") \(left.joined(separator: ", ")) left out by exclude"))
      return
    }
    // An option that does not apply to a file's kind stops the run before any file is formatted or rewritten.
    for path in paths {
      let refusal: String?
      do {
        refusal = try resolver.command(for: path).refusal(for: path)
      } catch {
        printError("\(error)")
        throw ExitCode(2)
      }
      if let refusal {
        printError(refusal)
        throw ExitCode(2)
      }
    }
    var settings = RunSettings(files: paths, check: check, inPlace: inPlace)
    settings.diff = diff
    settings.standardInputName = stdinFilepath ?? "-"
    settings.folderHint =
      "a folder is walked for its Markdown files with --markdown (or markdown = true in its .reflow.toml), "
      + "or for the files --include names (--include '*.txt')"
    let status = Runner(settings) { path in try resolver.command(for: path).pipeline(for: path) }.run()
    if status != 0 { throw ExitCode(status) }
  }
}

/// The `--wrap` modes, for plain text and Markdown alike.
enum WrapMode: String, ExpressibleByArgument, CaseIterable {
  /// Fill lines to the width.
  case width
  /// Each paragraph on one line, as `mdformat --wrap no` and prettier's `proseWrap: never`.
  case no
  /// Keep the lines as they are, splitting only those wider than the width (fmt's `-s`).
  case keep
  /// Each sentence starts a line; a sentence wider than the width wraps.
  case sentence

  /// The width `no` lays paragraphs out in: wider than any paragraph a file holds, and still far from overflowing
  /// the breakers' sums.
  static let unboundedWidth = 1 << 40
}

/// `--line-ending` takes EditorConfig's `end_of_line` names, which are the cases' own.
extension LineEnding: ExpressibleByArgument {
  /// The line ending `argument` names; nil for any other word.
  public init?(argument: String) {
    switch argument {
    case "lf": self = .lf
    case "crlf": self = .crlf
    case "cr": self = .cr
    default: return nil
    }
  }

  /// The names, for help and completion.
  public static var allValueStrings: [String] { ["lf", "crlf", "cr"] }
}

/// The `--algorithm` names.
enum AlgorithmName: String, ExpressibleByArgument, CaseIterable {
  case greedy, optimal
  case knuthPlass = "knuth-plass"
  case balance

  var value: LineBreakingAlgorithm {
    switch self {
    case .greedy: .greedy
    case .optimal: .optimal
    case .knuthPlass: .knuthPlass
    case .balance: .balance
    }
  }
}

extension Hyphenation: ExpressibleByArgument {}

/// The `--align` and `--chip-align` names: one vocabulary for both.
enum AlignmentName: String, ExpressibleByArgument, CaseIterable {
  case left, right, center, justify

  /// A name, or `leading` and `trailing`, which `--chip-align` took before it shared `--align`'s names.
  init?(argument: String) {
    switch argument {
    case "leading": self = .left
    case "trailing": self = .right
    default: self.init(rawValue: argument)
    }
  }

  var value: FlowAlignment {
    switch self {
    case .left: .leading
    case .right: .trailing
    case .center: .center
    case .justify: .justified
    }
  }
}
