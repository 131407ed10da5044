// `reflow render`: a Markdown document is read whole, drawn into a page, and
// the page is emitted in the chosen format. Warnings (front matter shown as
// text) go to standard error with the file and line.

import Dispatch
import ReflowConfiguration
import ReflowMarkdown
import ReflowText

/// The output formats of `reflow render`.
enum RenderFormat: String, CaseIterable {
  case plain, ansi, svg, html
}

/// Renders Markdown inputs one whole document at a time.
struct RenderPipeline: InputFormatting {
  private let renderer: MarkdownRenderer
  private let format: RenderFormat
  private let lossy: Bool

  var refusesInvalidUTF8: Bool { !lossy }

  init(options: MarkdownRenderOptions, format: RenderFormat, lossy: Bool) throws(MarkdownRenderError) {
    renderer = try MarkdownRenderer(options: options)
    self.format = format
    self.lossy = lossy
  }

  func run(_ input: InputFile, listingParagraphs: Bool, consume: (FormattedBatch) -> Bool)
    throws(PipelineFailure) -> PassedThroughBytes?
  {
    let (source, text) = try MarkdownPipeline.readDocument(input, lossy: lossy)
    var rendering = text.withUnsafeBufferPointer { renderer.render(utf8: $0) }
    for warning in rendering.warnings { printError("\(input.displayName):\(warning.lineNumber): \(warning.message)") }
    // Taken out of the rendering, so that nothing else holds the rows when they are handed away below.
    var page = TerminalPage()
    swap(&page, &rendering.page)
    let output: [[UInt8]]
    switch format {
    case .plain: output = emitInSlices(page) { $0.plainText(rows: $1) }
    case .ansi: output = emitInSlices(page) { $0.ansi(rows: $1) }
    case .svg: output = [page.svg(widths: renderer.options.widths)]
    case .html: output = [page.html()]
    }
    // The page's rows are freed while the output is written, not before.
    BackgroundRelease.release(consume page)
    // A drawn page has no paragraphs that map to its source lines.
    guard consume(FormattedBatch(input: source[...], output: output)) else { throw .consumer }
    return nil
  }

  /// Pages with fewer rows are emitted on one thread: below this, threads cost more than they save.
  static let parallelEmitRows = 8192

  /// The page's rows emitted in slices, on as many threads as the render may use, in order.
  ///
  /// Each slice is written as it is, never joined: a joined copy of a large
  /// page is as many fresh pages of memory again, and faulting those in cost
  /// more than the copy.
  private func emitInSlices(
    _ page: TerminalPage, _ emit: @escaping @Sendable (TerminalPage, Range<Int>) -> [UInt8]
  ) -> [[UInt8]] {
    let threads = renderer.options.threads
    guard threads > 1, page.rows.count >= Self.parallelEmitRows else { return [emit(page, page.rows.indices)] }
    let count = page.rows.count
    let slices = threads * 2
    return ParallelPolicy.map(slices) { slice in emit(page, count * slice / slices..<count * (slice + 1) / slices) }
  }
}
