// Support: when work is split between cores. Plain text, --markdown and
// render ask the same question of the same numbers, so a change to either
// reaches all three.

/// When a document's work is split between threads, and into how many parts.
package enum ParallelPolicy {
  /// Inputs smaller than this are done on one thread: below it, starting threads costs more than they save.
  package static let threshold = 256 << 10

  /// The most threads one document's work is split between: past this, the parts are too small to pay for
  /// their joins on the machines Reflow runs on.
  package static let maximumThreads = 16

  /// Pieces a batch of plain text, or a Markdown document being rewrapped, is cut into for each thread, so that
  /// no thread waits long for the last piece (and the output's parse can start on the first).
  package static let piecesPerThread = 4

  /// The threads to use for `byteCount` bytes of input when `requested` are allowed: one below ``threshold``.
  package static func threads(forBytes byteCount: Int, requested: Int) -> Int {
    byteCount < threshold ? 1 : Swift.max(1, Swift.min(requested, maximumThreads))
  }
}
