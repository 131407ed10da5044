// Phase: the meaning check's threads. The check compares the HTML of the
// input and of the output; both renderings run beside the rewrap, the
// input's while the tree is outlined and the output's as its pieces are
// written, and this type holds the semaphores that let them overlap, so that
// MarkdownFormatter.format reads as its algorithm alone.

import Dispatch
import ReflowText

/// The meaning check around one rewrap: the input's HTML rendered on another thread, the output parsed as it is
/// written, and both handed to the comparison once they are done.
///
/// The input's tree goes once it is outlined and its HTML rendered: the
/// output's parse then takes the memory the tree had (see CReflowArena),
/// where memory mapped afresh costs more to touch than the parse itself.
/// This is also where a cheaper check can live later (one that renders
/// only the paragraphs that changed, say): it would change what this type
/// starts and hands over, not the rewrap.
final class MeaningCheck: @unchecked Sendable {
  /// The parsed input, until it is outlined and, with the check on, its HTML rendered.
  private var tree: CmarkTree?
  /// The input's HTML, written by the rendering thread before ``rendering`` is left.
  private var inputHTML: HTMLBuffer?
  private let rendering = DispatchGroup()
  private let outlined = DispatchSemaphore(value: 0)
  /// The output's parse, fed as the splice writes; nil when the check is off.
  private let outputParse: OutputParse?

  /// Parses `source`; when `verifies`, starts rendering its HTML on another thread and readies the output's parse,
  /// whose HTML is rendered in two halves at once when `splitsHTML`.
  init(_ source: UnsafeBufferPointer<UInt8>, verifies: Bool, splitsHTML: Bool) {
    tree = CmarkTree(source, footnotes: true)
    outputParse = verifies ? OutputParse(splitsHTML: splitsHTML) : nil
    guard verifies else { return }
    DispatchQueue.global().async(group: rendering) { [self] in
      inputHTML = tree!.htmlBuffer()
      outlined.wait()
      tree = nil
    }
  }

  /// Whether the output's meaning is checked.
  var verifies: Bool { outputParse != nil }

  /// The input's outline; the tree goes as soon as nothing else reads it.
  func outline() -> MarkdownDocument {
    let document = MarkdownDocument(blocks: tree!.outline())
    if verifies { outlined.signal() } else { tree = nil }
    return document
  }

  /// Where the splice sends the output to be parsed as it is written; nil when the check is off.
  var feed: MarkdownFormatter.OutputFeed? {
    outputParse.map { MarkdownFormatter.OutputFeed(parse: $0, after: rendering) }
  }

  /// Waits for both renderings and calls `body` with the input's HTML and the output's.
  func compare<Result>(
    _ body: (_ input: UnsafeBufferPointer<UInt8>, _ output: UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    rendering.wait()
    let outputHTML = outputParse!.renderedHTML()
    // The output's parse took the input tree's memory; nothing more needs it unless the check fails.
    CmarkTree.releaseKeptMemory()
    return inputHTML!.withBytes { input in outputHTML.withBytes { output in body(input, output) } }
  }
}
