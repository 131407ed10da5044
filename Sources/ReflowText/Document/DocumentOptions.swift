// Phase: configuration of whole documents. How lines are grouped into
// paragraphs and which line starts are kept: GNU fmt's modes and prefix, and
// par's automatic quote, comment and list detection.

/// How lines are grouped into paragraphs, named after GNU fmt's modes.
public enum ParagraphShape: String, Sendable, CaseIterable {
  /// Lines with the same indentation and markers form a paragraph; a list bullet starts a new one.
  case sameIndent
  /// fmt's `-c`: the first two lines keep their indents; the rest take the second line's.
  case crownMargin
  /// fmt's `-t`: as `crownMargin`, but a second line indented like the first starts a new paragraph.
  case taggedParagraph
  /// fmt's `-s`: every line is a paragraph of its own, so long lines are split and none are joined.
  case splitOnly
}

/// Settings for rewrapping a whole document: paragraphs, prefixes and the wrapping itself.
public struct DocumentOptions: Sendable {
  /// How each paragraph is wrapped.
  ///
  /// Its indents are ignored: each paragraph brings its own.
  public var wrap: TextWrapOptions
  /// How lines are grouped into paragraphs.
  public var shape: ParagraphShape
  /// fmt's `-p`: only lines starting with this (after any indentation) are rewrapped, and it is kept.
  ///
  /// Other lines are copied unchanged. With a prefix, quote markers and
  /// comment leaders are not looked for; bullets still are.
  public var prefix: String?
  /// Which line starts, besides indentation, are found and kept on every line.
  public var prefixes: PrefixKinds
  /// The comment leaders ``PrefixKinds/commentLeaders`` finds: those of the file's language
  /// (``CommentLeaders/init(forFileNamed:)``), or all of them.
  public var commentLeaders: CommentLeaders

  /// Creates options; the defaults rewrap paragraphs inside their indentation, quote markers and bullets.
  public init(
    wrap: TextWrapOptions = TextWrapOptions(), shape: ParagraphShape = .sameIndent, prefix: String? = nil,
    prefixes: PrefixKinds = .default, commentLeaders: CommentLeaders = .all
  ) {
    self.wrap = wrap
    self.shape = shape
    self.prefix = prefix
    self.prefixes = prefixes
    self.commentLeaders = commentLeaders
  }
}

/// Kinds of line starts found automatically, as par finds them.
///
/// Quote markers and comment leaders repeat on every output line, so joining
/// lines drops the repeated ones and splitting adds more: they are prefixes,
/// not text. `#` at the start of a line is as often a shell prompt as a
/// comment, so comment leaders are not looked for unless asked.
public struct PrefixKinds: OptionSet, Sendable {
  /// The kinds, one bit each.
  public let rawValue: UInt8

  /// Creates a set of kinds from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// `>` mail quotes, nested ones included (`> >`, `>>`), where a quote can begin: not on a line that continues an
  /// indented paragraph of unquoted text at the same indentation, where `>` is text (a shell redirect, say).
  public static let quotes = PrefixKinds(rawValue: 1)
  /// `#`, `//`, `--`, `;`, `%`, and ` * ` inside a C block comment, each followed by a space (`-q`).
  ///
  /// Only comment lines change: a line that starts with no leader (and
  /// lies outside a `/* ... */` comment) is code, kept as written, and so
  /// is a code line with a comment after it (`x = 1  # note`), whose
  /// comment is part of the code line. Which leaders count is the file's
  /// language's (``DocumentOptions/commentLeaders``).
  public static let commentLeaders = PrefixKinds(rawValue: 2)
  /// `-`, `*`, `+`, `•`, `1.`, `1)` and multi-level `3.2.1.` list bullets: each starts a paragraph whose later
  /// lines hang under its text.
  public static let bullets = PrefixKinds(rawValue: 4)
  /// A mail signature: the line `-- ` (RFC 3676's signature separator, with its space), quoted or not, and the
  /// lines after it up to a blank line, all kept as they are, when those are a few short lines (at most six, of at
  /// most 80 characters).
  ///
  /// A signature is a name, an address, a telephone number, one to a line;
  /// joined into a paragraph it reads as nonsense, as fmt and par leave it.
  /// A bare `--` is a dash in prose, and a separator followed by paragraphs
  /// of prose is no signature: those are wrapped.
  public static let signatures = PrefixKinds(rawValue: 8)
  /// Header fields: two or more lines in a row that each start with a field's name and a colon (`Subject:`,
  /// `Signed-off-by:`, `Files:`), under the same markers, all kept as they are.
  ///
  /// Mail headers, a commit message's trailers and Debian's control
  /// files are records, one field to a line; joined into a paragraph
  /// (`Signed-off-by: A <a@x.org> Reviewed-by: B <b@y.org>`), as fmt and
  /// par join them, the trailers no longer parse. A name starts with a
  /// capital letter and holds letters, digits and hyphens; one such line
  /// alone, the first line of a paragraph of prose, or a line wider than
  /// the width whose value is a sentence of eight words or more (`Note:
  /// ...` running on), is text. A rewrapped line after a paragraph's first
  /// never starts with a name, as it never starts with a bullet, so the
  /// output reads back as the same paragraphs.
  public static let fields = PrefixKinds(rawValue: 16)
  /// Comment lines: a line that starts with a `//`, `--`, `;` or `%` leader (then a blank) keeps it on every line
  /// it is wrapped into, as ``commentLeaders`` would, and joins only lines that start with the same leader.
  ///
  /// Such lines are a comment in C, SQL, Lisp or TeX; joined as text, its
  /// leaders would land inside the paragraph, and the code after it would
  /// be joined into the comment. One such line counts as well as several:
  /// a block of two, joined into one line, must not read back as text
  /// that the next refill joins to the line after it. `#` stays with
  /// ``commentLeaders`` only: a line that starts with `#` is as often a
  /// root prompt as a comment. A signature's `-- ` line keeps its own rule.
  public static let commentBlocks = PrefixKinds(rawValue: 32)

  /// Quotes, bullets, signatures, header fields and comment blocks: nothing in the text is lost or added.
  public static let `default`: PrefixKinds = [.quotes, .bullets, .signatures, .fields, .commentBlocks]
}

/// The line ending a document uses; output uses the same one.
public enum LineEnding: Sendable {
  /// `\n`.
  case lf
  /// `\r\n`.
  case crlf
  /// `\r` alone, as classic Mac OS wrote text; without it such a file would be one long line.
  case cr

  /// The line ending `text` uses: that of its first LF, or `.cr` when it has CRs and no LF at all.
  ///
  /// A lone CR before the first LF (a terminal log's progress bar) does not
  /// make the document a classic-Mac one: such a CR is white space inside its
  /// line, and every LF still ends a line. `.lf` when there is no line end.
  public static func of(_ text: UnsafeBufferPointer<UInt8>) -> LineEnding {
    guard let end = text.firstIndex(of: 0x0A) else { return text.contains(0x0D) ? .cr : .lf }
    return end > 0 && text[end - 1] == 0x0D ? .crlf : .lf
  }

  /// The byte that ends a line: LF, or CR for `.cr`. (The CR of a CR LF is white space to whatever
  /// looks for line ends byte by byte.)
  public var terminator: UInt8 { self == .cr ? 0x0D : 0x0A }

  /// The bytes that end a line.
  public var bytes: [UInt8] {
    switch self {
    case .lf: [0x0A]
    case .crlf: [0x0D, 0x0A]
    case .cr: [0x0D]
    }
  }
}
