// Markdown input: a document is read whole, because a link definition at the
// end can change a paragraph at the start. It is refused if it is no UTF-8 text,
// checked for UTF-8, rewrapped, and any paragraph the meaning check kept as
// written is reported.

import ReflowMarkdown
import ReflowText

/// Formats Markdown inputs one whole document at a time.
package struct MarkdownPipeline: InputFormatting {
  private let formatter: MarkdownFormatter
  private let lossy: Bool

  package var refusesInvalidUTF8: Bool { !lossy }

  package init(options: MarkdownFormatOptions, lossy: Bool) throws(MarkdownFormatError) {
    formatter = try MarkdownFormatter(options: options)
    self.lossy = lossy
  }

  package func run(_ input: InputFile, listingParagraphs: Bool, consume: (FormattedBatch) -> Bool)
    throws(PipelineFailure) -> PassedThroughBytes?
  {
    let (source, text) = try Self.readDocument(input, lossy: lossy)
    let result = text.withUnsafeBufferPointer { formatter.format(utf8: $0) }
    // The library's own words for each kept paragraph, after the file's name.
    for kept in result.keptAsWritten { printError("\(input.displayName):\(kept)") }
    let batch = FormattedBatch(
      input: source[...], output: [result.output], paragraphs: listingParagraphs ? result.paragraphs : nil)
    guard consume(batch) else { throw .consumer }
    return nil
  }

  /// Reads a whole document: the bytes as read, and the text to format (repaired when `lossy`).
  ///
  /// Input that is no UTF-8 text (a NUL byte, another encoding's byte-order mark) is refused, and invalid UTF-8 too
  /// unless `lossy`.
  package static func readDocument(_ input: InputFile, lossy: Bool) throws(PipelineFailure) -> (
    source: [UInt8], text: [UInt8]
  ) {
    let source: [UInt8]
    do { source = try input.readAll() } catch { throw .read(error) }
    if let nonText = source.withUnsafeBufferPointer({ NonText.find(in: $0) }) { throw .notText(nonText) }
    guard let invalid = source.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset(in:)) else {
      return (source, source)
    }
    guard lossy else { throw .invalidUTF8(offset: invalid) }
    return (source, source.withUnsafeBufferPointer(UTF8Validation.repaired))
  }
}
