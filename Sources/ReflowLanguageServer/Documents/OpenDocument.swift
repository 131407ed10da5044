// Documents: the server's copy of one open document, kept the same as the
// client's by applying each change it sends, whole or as a range replaced.

import ReflowComments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One document the client has open.
struct OpenDocument {
  let uri: String
  /// The file it is, when it is one.
  let path: String?
  /// Whether the client says it is Markdown (true) or plain text (false); nil lets its name decide.
  let isMarkdown: Bool?
  /// The source language the client says it is in, whose comments alone are formatted; nil lets its name decide.
  let codeLanguage: CommentLanguage?
  /// The client's version, which diagnostics name.
  var version: Int
  /// The server's own count of the changes applied, which results are kept by: it moves with every change, even
  /// one whose client sent no version.
  private(set) var revision = 0
  /// What each change touched, oldest first (``ChangeLog``).
  private(set) var changes = ChangeLog()
  /// Its text, as UTF-8, with the latest edits perhaps not yet written into one array.
  private(set) var storage: DocumentText
  /// Its lines as LSP counts them.
  private(set) var lines: LineStarts
  /// Its `reflow: off` and `reflow: on` lines, which say whether a stretch of it starts where formatting is off.
  private(set) var directives: DirectiveLines
  /// Where its first NUL byte is, if it has one: such a document is binary, and is not formatted.
  private(set) var firstNul: Int?

  init(uri: String, version: Int, text: String, languageId: String? = nil) {
    self.uri = uri
    path = DocumentURI.path(of: uri)
    isMarkdown = DocumentLanguage.isMarkdown(languageId: languageId)
    codeLanguage = DocumentLanguage.codeLanguage(languageId: languageId)
    self.version = version
    storage = DocumentText(Self.bytes(text))
    let bytes = storage.bytes
    lines = LineStarts(bytes, breaks: .protocolLines)
    directives = DirectiveLines(bytes)
    firstNul = Self.firstNul(in: bytes)
  }

  /// Its text, as UTF-8: the array it is kept in once ``settle()`` has written the latest edits into it, else a
  /// copy (so the documents handed to requests and lints are settled first, ``OpenDocuments``).
  var text: [UInt8] { storage.bytes }

  /// Writes the latest edits into the array the text is kept in, so that ``text`` is that array.
  mutating func settle() { storage.settle() }

  /// The UTF-8 bytes of `text`, with room to grow: the first keystroke in a document sent whole would otherwise
  /// copy all of it into a larger array.
  private static func bytes(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + text.utf8.count / 16 + 4096)
    bytes.append(contentsOf: text.utf8)
    return bytes
  }

  /// The offset of the first NUL byte of `text`, found with memchr (a document is scanned on every change).
  private static func firstNul(in text: [UInt8]) -> Int? {
    text.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress, let found = memchr(base, 0, bytes.count) else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }
  }

  /// Applies the changes of one `didChange`, in order.
  ///
  /// A range whose line is past the end is taken to the end, as a character past a line's end is taken to the
  /// line's end: the returned sentences say where, for the client's log. A change of the whole text is noted in
  /// ``changes`` as the lines it changed (``WholeTextChange``), not as all of them.
  mutating func apply(_ changes: [TextDocumentContentChangeEvent], version: Int?, encoding: PositionEncoding)
    -> [String]
  {
    var warnings: [String] = []
    var lowest = storage.count
    var firstLine = lines.count
    var linesAfter = lines.count
    defer {
      revision += 1
      self.changes.append(
        ChangeLog.Entry(revision: revision, firstByte: lowest, firstLine: firstLine, linesAfter: linesAfter))
    }
    for change in changes {
      guard let range = change.range else {
        let bytes = Self.bytes(change.text)
        storage.settle()
        let touched = storage.bytes.withUnsafeBufferPointer { old in
          bytes.withUnsafeBufferPointer { WholeTextChange(from: old, lines: lines, to: $0) }
        }
        lowest = min(lowest, touched.firstByte)
        firstLine = min(firstLine, touched.firstLine)
        linesAfter = min(linesAfter, touched.linesAfter)
        storage = DocumentText(bytes)
        lines = LineStarts(bytes, breaks: .protocolLines)
        directives = DirectiveLines(bytes)
        firstNul = Self.firstNul(in: bytes)
        continue
      }
      let bounds = [range.start, range.end].map { lines.offset(of: $0, in: storage, encoding: encoding) }
      if let past = zip([range.start, range.end], bounds).first(where: { $0.1 == nil })?.0 {
        warnings.append(
          "\(uri): a change at line \(past.line + 1), character \(past.character) is past the document's "
            + "\(lines.count) lines; applied at its end")
      }
      let replacement = Array(change.text.utf8)
      let lower = min(bounds[0] ?? storage.count, bounds[1] ?? storage.count)
      let upper = max(bounds[0] ?? storage.count, bounds[1] ?? storage.count)
      lowest = min(lowest, lower)
      // The line the change ends on may change (its end, or a line end put in it); those after it may not.
      firstLine = min(firstLine, lines.line(containing: lower))
      linesAfter = min(linesAfter, lines.count - 1 - lines.line(containing: upper))
      storage.replace(lower..<upper, with: replacement)
      lines.replace(lower..<upper, withCount: replacement.count, in: storage)
      directives.replace(lower..<upper, withCount: replacement.count, in: storage)
      // A NUL can only come with the change, or go with it.
      if firstNul != nil || replacement.contains(0) { firstNul = Self.firstNul(in: storage.bytes) }
    }
    if let version { self.version = version }
    return warnings
  }

  /// The first byte that may differ from the text at `revision`: the text's end when nothing changed since, 0 when
  /// the changes since are no longer remembered.
  func unchanged(since earlier: Int) -> Int {
    changes.unchangedBytes(since: earlier, end: storage.count)
  }

  /// The byte offset of `position`, or an error naming it when its line is past the end.
  func offset(of position: Position, encoding: PositionEncoding) throws(ResponseError) -> Int {
    guard position.line >= 0, position.character >= 0 else {
      throw .invalidParams("\(uri): line \(position.line), character \(position.character) is not a position")
    }
    guard let offset = lines.offset(of: position, in: storage, encoding: encoding) else {
      throw .invalidParams(
        "\(uri): line \(position.line + 1) is past the end of the document, which has \(lines.count) lines")
    }
    return offset
  }

  /// The position of byte `offset`.
  func position(of offset: Int, encoding: PositionEncoding) -> Position {
    lines.position(of: offset, in: storage, encoding: encoding)
  }
}
