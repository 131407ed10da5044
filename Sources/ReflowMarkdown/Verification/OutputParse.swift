// Phase: the meaning check's parse of the output. The rewrapped document is
// parsed on a thread of its own as its pieces are written, and finished and
// rendered to HTML there too, so that the thread that rewrapped it is free
// to join the pieces meanwhile.

import Dispatch
import ReflowText

/// The output of a rewrap, parsed and rendered to HTML on a thread of its own as it is written.
final class OutputParse: @unchecked Sendable {
  private let parse = CmarkStreamingParse(footnotes: true)
  private let done = DispatchGroup()
  /// Whether the HTML is rendered in two halves at once (``CmarkTree/htmlSplittingTree()``).
  private let splitsHTML: Bool
  /// The output's HTML, written by the parse's thread before ``done`` is left.
  private var html: HTMLBuffer?

  /// A parse not yet started; `splitsHTML` when two threads may render its HTML.
  init(splitsHTML: Bool) { self.splitsHTML = splitsHTML }

  /// Starts the parse's thread: once `after` is done, it takes each of `pieces` in order as soon as its
  /// semaphore in `written` is signalled, then finishes the parse and renders the HTML.
  ///
  /// `after` is work that must end before the parse takes memory: the
  /// input's HTML, whose tree's memory the parse then reuses.
  func start(after: DispatchGroup, pieces: ParallelSlots<[UInt8]>, written: [DispatchSemaphore]) {
    // A queue of its own gets a thread of its own: waiting here never holds up the threads that rewrap.
    DispatchQueue(label: "reflow.markdown.output-parse").async(group: done) { [self] in
      after.wait()
      for piece in 0..<pieces.count {
        written[piece].wait()
        pieces.value(piece).withUnsafeBufferPointer { parse.feed($0) }
      }
      let tree = parse.finish()
      html = splitsHTML ? tree.htmlSplittingTree() : tree.htmlBuffer()
    }
  }

  /// The output's HTML, once the parse's thread has rendered it.
  func renderedHTML() -> HTMLBuffer {
    done.wait()
    return html!
  }
}
