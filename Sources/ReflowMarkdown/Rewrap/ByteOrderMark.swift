// Phase: reading the source. A UTF-8 byte-order mark (EF BB BF) may open a
// file. It is kept as written and takes no columns: cmark-gfm skips it, so it
// sits before a document's first block, in the first line's markers or before
// a front-matter fence, and nothing that measures or copies markers may count
// it as three columns of text.

/// The UTF-8 byte-order mark at the start of a file.
enum ByteOrderMark {
  /// The mark's bytes.
  static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// How many bytes of the mark `text` starts with: 3, or 0 when it does not start with one.
  static func length(atStartOf text: some Collection<UInt8>) -> Int {
    var iterator = text.makeIterator()
    return iterator.next() == 0xEF && iterator.next() == 0xBB && iterator.next() == 0xBF ? 3 : 0
  }
}
