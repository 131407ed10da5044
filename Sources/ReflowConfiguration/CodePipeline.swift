// Source code: a file is read whole, because the lexer that finds its comments
// reads strings and here-documents from where they open. Only its comments
// are rewrapped; a file the comment formatter keeps as written is named, with
// why, and passed on byte for byte.

import ReflowComments
import ReflowText

/// Formats source files one whole file at a time, through ``ReflowComments/CommentFormatter``.
package final class CodePipeline: InputFormatting {
  private let formatter: CommentFormatter
  private let language: CommentLanguage
  private let lossy: Bool

  /// Invalid UTF-8 is refused unless `--lossy`, as in Markdown: the lexer reads UTF-8 only, and passing bytes
  /// through would need the code around them rewritten.
  package var refusesInvalidUTF8: Bool { !lossy }

  /// A pipeline for files in `language`, their comments formatted with `options` (``ReflowCommand/commentOptions``).
  package init(options: DocumentOptions, language: CommentLanguage, lossy: Bool) throws(TextError) {
    formatter = try CommentFormatter(options: options)
    self.language = language
    self.lossy = lossy
  }

  package func run(_ input: InputFile, listingParagraphs: Bool, consume: (FormattedBatch) -> Bool)
    throws(PipelineFailure) -> PassedThroughBytes?
  {
    let (source, text) = try MarkdownPipeline.readDocument(input, lossy: lossy)
    let result = text.withUnsafeBufferPointer { formatter.format(utf8: $0, language: language) }
    var output = result.output
    if let kept = result.kept {
      // The input as read, not as repaired: a kept file is passed on untouched.
      output = source
      if !StandardStreams.errorGoesToOutputFile {
        printError("\(input.displayName): kept as written: \(kept.sentence)")
      }
    }
    let paragraphs = listingParagraphs ? ChangedLineBlocks.blocks(from: source, to: output) : nil
    guard consume(FormattedBatch(input: source[...], output: [output], paragraphs: paragraphs)) else {
      throw .consumer
    }
    return nil
  }
}

extension CommentFormatter.KeptReason {
  /// Why a source file was kept as written, as the command and the language server say it after the file's name.
  package var sentence: String {
    switch self {
    case .unreadable: "its language's lexer could not read it through"
    case .codeChanged: "rewrapping its comments would change a byte of its code"
    case .unsettled: "its rewrapped comments would change again on the next run"
    }
  }
}
