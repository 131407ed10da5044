// Documents: text read byte by byte at offsets. A document's line index and
// directive lines are kept up to date by reading the few bytes around each
// edit; those bytes may come from a contiguous buffer or from a document
// whose latest edits are not yet written into its array (``DocumentText``).

/// UTF-8 text whose bytes are read by offset, from 0 to `count`.
public protocol ByteText {
  /// How many bytes there are.
  var count: Int { get }
  /// The byte at `index`.
  subscript(_ index: Int) -> UInt8 { get }
}

extension UnsafeBufferPointer: ByteText where Element == UInt8 {}
