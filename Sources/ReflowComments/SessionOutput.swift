// Phase: source files, what stays as written. A shell or Python session shown
// in a comment goes on past the blank comment lines inside its output: the
// lines a command printed are no prose, whatever they hold.

import ReflowUnicode

/// Tells the output of a session shown in a comment from the prose after it.
enum SessionOutput {
  /// Whether the run `run` of `lines` goes on with the session in the run `session`, the last one of the same comment
  /// that holds a prompt (``KeptComments/isPrompt(_:_:)``) or went on with one: only lines of the comment's leader
  /// alone lie between them, and the last line of `run` ends no sentence.
  ///
  /// A program prints lines of data, labels and values (`Read string
  /// (length 16): 78 6e 2d 2d`) that read as words, and often a blank line
  /// among them; rewrapped, they would join into one line no program
  /// printed. Prose after an example (`Then install it.`) ends its
  /// sentences, and is rewrapped. A run kept by mistake is kept as written,
  /// which damages nothing.
  static func continues(
    _ run: Range<Int>, session: Range<Int>, lines: [SourceLine], in text: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard let head = lines[run.lowerBound].comment, let sessionHead = lines[session.lowerBound].comment,
      text[head.indent].elementsEqual(text[sessionHead.indent]),
      text[head.leader].elementsEqual(text[sessionHead.leader])
    else { return false }
    let between = lines[session.upperBound..<run.lowerBound]
    guard
      between.allSatisfy({ line in
        line.comment.map { $0.text.isEmpty && text[$0.leader].elementsEqual(text[head.leader]) } ?? false
      })
    else { return false }
    return lines[run.upperBound - 1].comment.map { !endsSentence(text, $0.text) } ?? false
  }

  /// Whether the run `run` of `lines` shows a command after a prompt (`$ make`, `>>> f(1)`).
  static func holdsPrompt(_ run: Range<Int>, lines: [SourceLine], in text: UnsafeBufferPointer<UInt8>) -> Bool {
    lines[run].contains { line in
      line.comment.map { KeptComments.isPrompt(text, KeptComments.trimmedStart(text, $0.text)) } ?? false
    }
  }

  /// Whether `range` ends a sentence, by fmt's `-u` rule (``ReflowUnicode/SentenceEnds``), or with a colon that
  /// introduces what follows; trailing blanks aside.
  private static func endsSentence(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var end = range.upperBound
    while end > range.lowerBound && (text[end - 1] == 0x20 || text[end - 1] == 0x09) { end -= 1 }
    guard end > range.lowerBound else { return false }
    return text[end - 1] == UInt8(ascii: ":")
      || SentenceEnds.endsByPunctuation(UnsafeBufferPointer(rebasing: text[range.lowerBound..<end]))
  }
}
