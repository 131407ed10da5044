// The `reflow render` arguments: width and colour as terminal programs take
// them (auto means the terminal's own, then COLUMNS, then 80; colour honours
// NO_COLOR), the chip options, and the output format.

import ArgumentParser
import FlowLayout
import ReflowConfiguration
import ReflowHighlight
import ReflowMarkdown
import ReflowText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reflow render",
    abstract: "Draw Markdown in a terminal, with chips and tag clouds laid out by the flow engine.",
    // As in `reflow --help`: prose one line a paragraph, for the parser to wrap; examples within 80 columns.
    discussion: """
      Reads each FILE in order, or standard input when there is none or FILE is -, and draws it. A chip is \
      written [label]{.chip} or [label]{.chip color=green}; front-matter tags become a tag cloud under the \
      title. Widths are terminal columns: CJK and emoji take two.

      Examples:
        reflow render README.md                draw for this terminal
        reflow render --chip-style boxed a.md  chips in frames
        reflow render --format svg a.md        a picture for a README

      Exit status: 0 on success, 1 if a file could not be read or had invalid UTF-8, 2 for a usage error.
      """,
    version: ReflowVersion.number)

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The page width in columns, or auto: the terminal's, then COLUMNS, then 80.", valueName: "N|auto"))
  var width: String = "auto"

  @Option(help: ArgumentHelp("Colour and hyperlinks: auto (a terminal, unless NO_COLOR is set), always or never."))
  var color: ColorChoice = .auto

  @Option(help: ArgumentHelp("Output: plain, ansi, svg or html (default: ansi with colour, else plain)."))
  var format: RenderFormat?

  @Option(
    help: ArgumentHelp(
      "Links as osc8 (hyperlinks), notes (numbered, listed after the block) or both; auto: both inside tmux or screen and where the terminal is not known to follow hyperlinks. Without colour, notes."
    ))
  var links: LinkChoice = .auto

  @Option(help: ArgumentHelp("Chips as pill (one row) or boxed (three rows, framed)."))
  var chipStyle: ChipStyle = .pill

  @Option(help: ArgumentHelp("Tag-cloud lines: left, right, center or justify, as --align names them."))
  var chipAlign: AlignmentName = .left

  @Option(help: ArgumentHelp("Columns between the chips of a tag cloud.", valueName: "N"))
  var chipSpacing: Int = 1

  @Option(help: ArgumentHelp("Blank rows between the lines of a tag cloud.", valueName: "N"))
  var chipLineSpacing: Int = 0

  @Flag(help: "Draw inline code spans as chips.")
  var codeChips = false

  @Option(help: ArgumentHelp("Line breaking: optimal (default), greedy, knuth-plass or balance."))
  var algorithm: AlgorithmName?

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "Aim lines at this width, as fmt does; the page width stays the limit. Breakers other than optimal break at N.",
      valueName: "N"))
  var goal: Int?

  @OptionGroup var widths: WidthArguments

  @OptionGroup var lineBreaking: LineBreakArguments

  @Flag(help: "Replace invalid UTF-8 with U+FFFD instead of stopping with an error.")
  var lossy = false

  @Option(help: ArgumentHelp("Threads to draw large documents with; 0 means one per core.", valueName: "N"))
  var jobs: Int = 0

  @Option(
    help: ArgumentHelp(
      "Colours for a dark or light terminal, or auto: as COLORFGBG says, else mid-tones that read on either."
    ))
  var theme: ThemeChoice = .auto

  @Option(
    help: ArgumentHelp(
      "Page long output through $PAGER (less -R when unset): auto (a terminal, when the page is taller), always or never."
    ))
  var pager: PagerChoice = .auto

  @Argument(help: "Files to read; - or nothing means standard input.")
  var files: [String] = []

  mutating func validate() throws {
    if width != "auto" {
      guard let columns = Int(width) else {
        throw ValidationError("the width must be a number or auto, not '\(width)'")
      }
      guard columns >= MarkdownRenderer.minimumWidth else {
        throw ValidationError("the width must be at least \(MarkdownRenderer.minimumWidth), not \(columns)")
      }
    }
    guard chipSpacing >= 0 else { throw ValidationError("--chip-spacing must be 0 or more, not \(chipSpacing)") }
    guard chipLineSpacing >= 0 else {
      throw ValidationError("--chip-line-spacing must be 0 or more, not \(chipLineSpacing)")
    }
    guard jobs >= 0 else { throw ValidationError("--jobs must be 0 or more, not \(jobs)") }
    if let goal {
      guard goal > 0 else { throw ValidationError("the goal must be at least 1, not \(goal)") }
      if let columns = Int(width), goal > columns {
        throw ValidationError("the goal (\(goal)) cannot be wider than the width (\(columns))")
      }
    }
  }

  /// The page width: the number given, else the terminal's, else COLUMNS, else 80; never below the minimum.
  var effectiveWidth: Int {
    if let columns = Int(width) { return columns }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Swift.max(MarkdownRenderer.minimumWidth, Int(size.ws_col))
    }
    if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns > 0 {
      return Swift.max(MarkdownRenderer.minimumWidth, columns)
    }
    return 80
  }

  /// The format to emit: as asked, or ANSI when colour is on and plain text when it is off.
  var effectiveFormat: RenderFormat {
    if let format { return format }
    return colourWanted(forDocument: false) ? .ansi : .plain
  }

  /// Whether colour is on.
  ///
  /// `auto` means a terminal that is not dumb, with NO_COLOR unset or empty;
  /// SVG and HTML are documents, not terminals, so for them `auto` means on.
  func colourWanted(forDocument: Bool) -> Bool {
    switch color {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColour = getenv("NO_COLOR"), noColour.pointee != 0 { return false }
      if forDocument { return true }
      if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
      return isatty(STDOUT_FILENO) != 0
    }
  }

  var renderOptions: MarkdownRenderOptions {
    let format = effectiveFormat
    let styled: Bool
    switch format {
    case .plain: styled = false
    // Asked for by name, ANSI is coloured even when piped, unless NO_COLOR or --color never says otherwise.
    case .ansi, .svg, .html: styled = colourWanted(forDocument: true)
    }
    let algorithm = self.algorithm?.value ?? .optimal
    // A terminal narrower than the goal is aimed at its own width.
    let goal = self.goal.map { Swift.min($0, effectiveWidth) }
    return MarkdownRenderOptions(
      width: effectiveWidth, styled: styled, chipStyle: chipStyle, chipAlignment: chipAlign.value,
      chipSpacing: chipSpacing, chipLineSpacing: chipLineSpacing, codeChips: codeChips,
      algorithm: algorithm,
      widths: widths.options, threads: DocumentPipeline.threads(forJobs: jobs), background: background,
      links: links.style(forDocument: format == .svg || format == .html, environment: ProcessEnvironment.current),
      goal: goal, lineBreak: lineBreaking.style, codeHighlighting: SourceHighlight())
  }

  /// The background the colours are for: as asked, or as the terminal reports it, else either.
  var background: ThemeBackground {
    switch theme {
    case .dark: return .dark
    case .light: return .light
    case .auto: return ThemeBackground.reported(in: ProcessEnvironment.current) ?? .either
    }
  }

  mutating func run() throws {
    // Drawn as Markdown, a source file's comments would become headings and its code paragraphs.
    if let code = files.first(where: { FileKind(name: $0).isCode }) {
      printError("'\(code)' is source code, which render does not draw; reflow '\(code)' rewraps its comments")
      throw ExitCode(2)
    }
    let options = renderOptions
    let format = effectiveFormat
    let lossy = self.lossy
    var settings = RunSettings(files: files)
    // SVG and HTML are documents for a file or a browser, not pages to read in a terminal.
    let paged =
      format == .ansi || format == .plain ? PagedOutput.forChoice(pager, environment: ProcessEnvironment.current) : nil
    if let paged { settings.output = paged }
    // One pipeline serves every file: render reads no configuration files.
    var made: RenderPipeline?
    var status = Runner(settings) { _ in
      if let made { return made }
      made = try RenderPipeline(options: options, format: format, lossy: lossy)
      return made!
    }.run()
    do {
      try paged?.finish()
    } catch {
      // The pager went away before reading everything: the reader's choice, not a failure.
      if error.code != EPIPE {
        printError("cannot write output: \(error.reason)")
        status = 1
      }
    }
    if status != 0 { throw ExitCode(status) }
  }
}

/// `--color` values.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never
}

// The option values that are the libraries' own names.
extension RenderFormat: ExpressibleByArgument {}
extension ChipStyle: ExpressibleByArgument {}

/// `--theme` values.
enum ThemeChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, dark, light
}

extension PagerChoice: ExpressibleByArgument {}
