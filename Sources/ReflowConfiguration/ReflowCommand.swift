// The `reflow` command's arguments: GNU fmt's flags with fmt's meanings,
// par's prefixes, and Reflow's own layout options. They are also the keys of
// every configuration file, so checking them is here, in the configuration
// library; running them is the executable's (ReflowCommand+Run.swift).

import ArgumentParser
import FlowLayout
import ReflowMarkdown
import ReflowText

package struct ReflowCommand: ParsableCommand {
  /// The defaults, as ArgumentParser requires: values come from parsing.
  package init() {}

  package static let configuration = CommandConfiguration(
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
      Reads each FILE in order, or standard input when there is none or FILE is -, and writes it rewrapped to \
      standard output. Only white space and kept prefixes (quote markers, comment leaders, indents) change, and \
      no word is cut. *.md is Markdown, rewrapped only where its rendering stays the same. A source file (*.swift, \
      *.py, *.c, *.sh...) has only its comments rewrapped, its code kept byte for byte. A FOLDER is walked for \
      its Markdown files (--markdown) or the files --include names. Settings come from .reflow.toml and \
      .editorconfig; flags win over both.

      How paragraphs, prefixes, Markdown, folders and configuration files are read: man reflow.

      reflow render draws Markdown in a terminal instead of rewrapping it; reflow help render lists its options. \
      reflow lsp is a language server for editors; reflow help lsp says how settings reach it.

      Examples:
        reflow -w 60 notes.txt             rewrap to 60 columns
        reflow -72 < mail.txt              fmt's old width form; > quotes kept
        reflow -w 80 -i main.swift         rewrap the comments, not the code
        reflow -i -w 72 NOTES              rewrite the file in place
        reflow --markdown --check docs/    in CI: exit 1, naming files to change
        reflow --markdown --diff .         what would change, as a patch

      Exit status: 0 on success (-i too); 1 if a file could not be read or written, was refused for bad UTF-8, or \
      (with --check or --diff) would change; 2 for a usage error, a bad config file, or a named code file reflow \
      can't read.
      """,
    version: ReflowVersion.number)

  @Option(name: [.short, .long], help: ArgumentHelp("The maximum line width, in columns.", valueName: "N"))
  package var width: Int?

  @Option(
    help: ArgumentHelp(
      "In source code, the width of comments, from column 0 as -w; -w and the goal still apply to every other file.",
      valueName: "N"))
  package var commentWidth: Int?

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "Aim lines at this width, as fmt does; -w stays the limit. Without -w, the width is N+10. Breakers other "
        + "than optimal break at N.", valueName: "N"))
  package var goal: Int?

  @Option(
    help: ArgumentHelp(
      "How lines end: width (filled), no (a paragraph a line), keep (only long lines split) or sentence.",
      valueName: "mode"))
  package var wrap: WrapMode = .width

  @Flag(name: [.short, .long], help: "One space between words, two after a sentence.")
  package var uniformSpacing = false

  @Flag(name: [.short, .long], help: "Split long lines, but never join short ones.")
  package var splitOnly = false

  @Flag(name: [.short, .long], help: "Keep the indents of the first two lines; later lines take the second's.")
  package var crownMargin = false

  @Flag(name: [.short, .long], help: "As --crown-margin, but the second line must be indented differently.")
  package var taggedParagraph = false

  // Unconditional, so that a prefix may start with a dash: `-p --` for SQL comments.
  @Option(
    name: [.short, .long], parsing: .unconditional,
    help: ArgumentHelp("Rewrap only lines starting with STRING, and keep it on each line.", valueName: "STRING"))
  package var prefix: String?

  @Flag(
    name: [.customShort("q"), .long],
    help: "Also keep comment leaders (#, //, --, ;, %, and * in /* */) on every line; a source file is read so anyway."
  )
  package var comments = false

  @Flag(help: "Find no quote markers, list bullets, signatures or header fields: only indentation, as fmt.")
  package var noDetectPrefixes = false

  @Option(help: "Alignment: left, right, center or justify. Justify leaves lines it cannot stretch left-aligned.")
  package var align: AlignmentName = .left

  @Option(
    help:
      "The line breaker: greedy, optimal, knuth-plass or balance. Default: knuth-plass when justifying, otherwise optimal."
  )
  package var algorithm: AlgorithmName?

  @Option(help: "Hyphenation: none, soft (at soft hyphens only; the default) or auto (English dictionary too).")
  package var hyphenate: Hyphenation?

  @OptionGroup package var widths: WidthArguments

  @OptionGroup package var lineBreaking: LineBreakArguments

  @Flag(
    inversion: .prefixedNo,
    help: "Cut a word wider than the line, after punctuation where it can. Off by default, as in fmt and par.")
  package var breakWords = false

  @Flag(
    help: "Also end lines after hyphens and slashes inside words that fit (well-|known), as Python's textwrap.")
  package var breakOnHyphens = false

  @Flag(help: "Replace invalid UTF-8 with U+FFFD instead of passing it through.")
  package var lossy = false

  @Flag(
    name: .customLong("strict-utf8"),
    help: "Refuse input with invalid UTF-8 before writing any of it (standard input is read whole first).")
  package var strictUTF8 = false

  @Flag(help: "Write nothing; list the files that would change and exit 1 if any would.")
  package var check = false

  @Flag(
    name: [.short, .long],
    help: "Rewrite each FILE in place, atomically, keeping its permissions, owner and hard links; exit 0 when done.")
  package var inPlace = false

  @Flag(
    help:
      "Write a unified diff of what would change, which patch -p0 and git apply both apply; exit 1 if anything would.")
  package var diff = false

  @Option(
    help: ArgumentHelp(
      "In a FOLDER, format the files matching GLOB (repeatable); --markdown takes the Markdown files without it.",
      valueName: "GLOB"))
  package var include: [String] = []

  @Option(
    help: ArgumentHelp(
      "Leave out files and folders matching GLOB (repeatable): a GLOB without a slash is matched against each name "
        + "in the path, one with a slash against the whole path.", valueName: "GLOB"))
  package var exclude: [String] = []

  @Flag(help: "Read no .reflow.toml or .editorconfig: only the command line's options apply.")
  package var noConfig = false

  @Option(
    help: ArgumentHelp(
      "Format standard input as if it were the file PATH: its configuration applies, and *.md is Markdown.",
      valueName: "PATH"))
  package var stdinFilepath: String?

  @Flag(
    inversion: .prefixedNo,
    help: "Read every file as Markdown (--no-markdown: as plain text); without either, by its name (*.md).")
  package var markdown: Bool?

  @Option(
    name: .customLong("markdown-extensions"),
    help: ArgumentHelp(
      "Read files ending in .EXT as Markdown too, besides *.md and *.markdown (repeatable, or EXT,EXT).",
      valueName: "EXT"))
  package var markdownExtensions: [String] = []

  @Flag(
    help: "For Markdown, skip the check that the output renders to the same HTML as the input.")
  package var noVerify = false

  @Flag(
    name: .customLong("break-cjk"),
    help: """
      In Markdown, let lines break inside Chinese and Japanese runs that have no spaces (many \
      renderers show such a break as a space); --locale and --line-break choose the rules.
      """)
  package var breakCJK = false

  @Option(
    help: ArgumentHelp("The line ending where the input has none to copy (a new buffer): lf, crlf or cr."))
  package var lineEnding: LineEnding = .lf

  @Option(help: ArgumentHelp("Threads to format with; 0 means one per core.", valueName: "N"))
  package var jobs: Int = 0

  @Argument(help: "Files and folders to read; - or nothing means standard input.")
  package var files: [String] = []

  /// The maximum width: -w, or fmt's goal + 10, or 75.
  package var effectiveWidth: Int { width ?? goal.map { $0 + 10 } ?? 75 }

  package mutating func validate() throws {
    let width = effectiveWidth
    guard width > 0 else { throw ValidationError("the width must be at least 1, not \(width)") }
    if let goal {
      guard goal > 0 else { throw ValidationError("the goal must be at least 1, not \(goal)") }
      guard goal <= width else { throw ValidationError("the goal (\(goal)) cannot be wider than the width (\(width))") }
    }
    if let commentWidth, commentWidth <= 0 {
      throw ValidationError("the comment width must be at least 1, not \(commentWidth)")
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
    if hyphenate == .auto, let rewrite = inPlace ? "--in-place" : check ? "--check" : diff ? "--diff" : nil {
      // A dictionary hyphen reads back as part of its word, so the next run would neither remove it nor settle.
      throw ValidationError(
        "--hyphenate auto is for reading: the hyphens it adds would stay in the file, so it cannot be used with \(rewrite)"
      )
    }
    if stdinFilepath != nil && files.contains(where: { $0 != "-" }) {
      throw ValidationError("--stdin-filepath formats standard input, so it takes no files")
    }
    if inPlace && (files.isEmpty || files.contains("-")) {
      throw ValidationError("--in-place needs files to rewrite, not standard input")
    }
    if let bad = markdownExtensions.flatMap(Self.extensions(in:)).first(where: { $0.isEmpty || $0.contains("/") }) {
      throw ValidationError("--markdown-extensions takes extensions such as mdx or .qmd, not '\(bad)'")
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
  package var plainTextOnlyOption: String? {
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
  package var markdownOnlyOption: String? {
    noVerify ? "--no-verify" : breakCJK ? "--break-cjk" : nil
  }

  /// The Markdown options these arguments ask for, rewrapping large documents on `threads` threads.
  package func markdownOptions(threads: Int, mdx: Bool = false) -> MarkdownFormatOptions {
    let algorithm = self.algorithm?.value ?? .optimal
    let (width, goal) = widthAndGoal(for: algorithm)
    var options = MarkdownFormatOptions(
      width: width, algorithm: wrap == .no ? .greedy : algorithm, alignment: align.value,
      widths: widths.options, verifiesMeaning: !noVerify,
      threads: threads, breaksInsideCJKRuns: breakCJK,
      lineBreakStyle: LineBreakStyle(locale: lineBreaking.locale, strictness: lineBreaking.lineBreak), goal: goal,
      keepsLineBreaks: wrap == .keep, breaksAtSentences: wrap == .sentence, lineEndingWhereNone: lineEnding)
    options.keepsModuleLines = mdx
    return options
  }

  /// The width and goal to give `algorithm`: the optimal breaker aims at the goal and lets lines run to the width,
  /// as fmt does; the others have no goal, and break at it.
  package func widthAndGoal(for algorithm: LineBreakingAlgorithm) -> (width: Int, goal: Int?) {
    widthAndGoal(for: algorithm, width: effectiveWidth)
  }

  /// The width and goal to give `algorithm` for lines `width` columns wide, the goal no wider than they are.
  private func widthAndGoal(for algorithm: LineBreakingAlgorithm, width: Int) -> (width: Int, goal: Int?) {
    if wrap == .no { return (WrapMode.unboundedWidth, nil) }
    return algorithm.widthAndGoal(width: width, goal: goal.map { Swift.min($0, width) })
  }

  /// The width of a source file's comments: `--comment-width`, or the width of every other file.
  package var effectiveCommentWidth: Int { commentWidth ?? effectiveWidth }

  /// What becomes of invalid UTF-8 in plain text: passed through unless told otherwise, so a filter in an editor
  /// never loses text (Markdown refuses it unless `--lossy`, since its parser would replace it).
  package var invalidUTF8: InvalidUTF8Handling {
    lossy ? .replace : strictUTF8 ? .refuse : .passThrough
  }

  /// The document options these arguments ask for, for a file whose language writes `commentLeaders`.
  package func documentOptions(commentLeaders: CommentLeaders = .all) -> DocumentOptions {
    documentOptions(commentLeaders: commentLeaders, width: effectiveWidth)
  }

  /// The document options a source file's comments are formatted with: the width is ``effectiveCommentWidth``,
  /// counted from column 0 (``ReflowComments/CommentFormatter``).
  package var commentOptions: DocumentOptions { documentOptions(commentLeaders: .all, width: effectiveCommentWidth) }

  /// The document options for lines `width` columns wide.
  private func documentOptions(commentLeaders: CommentLeaders, width lineWidth: Int) -> DocumentOptions {
    let algorithm = wrap == .no ? .greedy : self.algorithm?.value ?? (align == .justify ? .knuthPlass : .optimal)
    let (width, goal) = widthAndGoal(for: algorithm, width: lineWidth)
    let wrap = TextWrapOptions(
      width: width, algorithm: algorithm, alignment: align.value,
      lineBreak: lineBreaking.style,
      hyphenation: hyphenate ?? .soft, breaksLongWords: breakWords, keepsCopyableWordsWhole: true,
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
  package var selection: FileSelection {
    FileSelection(include: include, exclude: exclude, addedMarkdownExtensions: addedMarkdownExtensions)
  }

  /// The extensions `--markdown-extensions` adds, lowercased and without their dots, as names are matched
  /// (``FileKind``).
  package var addedMarkdownExtensions: Set<String> {
    Set(markdownExtensions.flatMap(Self.extensions(in:)))
  }

  /// The extensions one `--markdown-extensions` value names: `mdx`, `.qmd` or `mdx,qmd`, in any case.
  private static func extensions(in value: String) -> [String] {
    value.split(separator: ",", omittingEmptySubsequences: false).map {
      var ext = String($0.filter { $0 != " " }).lowercased()
      if ext.hasPrefix(".") { ext.removeFirst() }
      return ext
    }
  }

  /// The pipeline these options ask for, for a file of `kind` whose language writes `commentLeaders`.
  package func makePipeline(for kind: FileKind, commentLeaders: CommentLeaders = .all, mdx: Bool = false) throws
    -> any InputFormatting
  {
    let cores = DocumentPipeline.threads(forJobs: jobs)
    switch kind {
    case .markdown: return try MarkdownPipeline(options: markdownOptions(threads: cores, mdx: mdx), lossy: lossy)
    case .code(let language): return try CodePipeline(options: commentOptions, language: language, lossy: lossy)
    case .plainText: break
    }
    return try DocumentPipeline(
      options: documentOptions(commentLeaders: commentLeaders), cores: cores, invalidUTF8: invalidUTF8,
      lineEndingWhereNone: lineEnding)
  }
}

/// The `--wrap` modes, for plain text and Markdown alike.
package enum WrapMode: String, ExpressibleByArgument, CaseIterable {
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
  package static let unboundedWidth = 1 << 40
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
package enum AlgorithmName: String, ExpressibleByArgument, CaseIterable {
  case greedy, optimal
  case knuthPlass = "knuth-plass"
  case balance

  package var value: LineBreakingAlgorithm {
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
package enum AlignmentName: String, ExpressibleByArgument, CaseIterable {
  case left, right, center, justify

  /// A name, or `leading` and `trailing`, which `--chip-align` took before it shared `--align`'s names.
  package init?(argument: String) {
    switch argument {
    case "leading": self = .left
    case "trailing": self = .right
    default: self.init(rawValue: argument)
    }
  }

  package var value: FlowAlignment {
    switch self {
    case .left: .leading
    case .right: .trailing
    case .center: .center
    case .justify: .justified
    }
  }
}
