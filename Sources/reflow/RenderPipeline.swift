// `reflow render`: a Markdown document is read whole, drawn into a page, and
// the page is emitted in the chosen format. Warnings (front matter shown as
// text) go to standard error with the file and line.

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

  init(options: MarkdownRenderOptions, format: RenderFormat, lossy: Bool) throws(MarkdownRenderError) {
    renderer = try MarkdownRenderer(options: options)
    self.format = format
    self.lossy = lossy
  }

  func run(_ input: InputFile, consume: (_ input: ArraySlice<UInt8>, _ output: [[UInt8]]) -> Bool)
    throws(PipelineFailure)
  {
    let (source, text) = try MarkdownPipeline.readDocument(input, lossy: lossy)
    let rendering = text.withUnsafeBufferPointer { renderer.render(utf8: $0) }
    for warning in rendering.warnings { printError("\(input.displayName):\(warning.line): \(warning.message)") }
    let output: [UInt8]
    switch format {
    case .plain: output = rendering.page.plainText()
    case .ansi: output = rendering.page.ansi()
    case .svg: output = rendering.page.svg(widths: renderer.options.widths)
    case .html: output = rendering.page.html()
    }
    guard consume(source[...], [output]) else { throw .consumer }
  }
}
