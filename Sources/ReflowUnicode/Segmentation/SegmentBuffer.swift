// Phase: content to segments, the storage the fast path writes to.
// Appending to an array checks that its storage is not shared, and whether
// the optimiser inlines that check (or calls out for it) changed with
// unrelated edits, by a tenth of the fast path's time. The fast path writes
// its segments here instead, where an append is a capacity test and a store,
// and hands them over in one copy at the end of the paragraph.

/// A growable run of segments written through a pointer, owned by one segmenter and reused from paragraph to paragraph.
///
/// It is a value holding a pointer, so it has no owner of its own: the
/// segmenter copies it out before a paragraph, writes the copy back after
/// (its storage may have moved), and frees it when it goes.
struct SegmentBuffer {
  private(set) var base: UnsafeMutablePointer<TextSegment>
  private(set) var capacity: Int
  /// How many segments the current paragraph has written.
  private(set) var count = 0

  init(capacity: Int = 256) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  /// The segment written last, if any.
  var last: TextSegment? { count == 0 ? nil : base[count - 1] }

  @inline(__always)
  mutating func append(_ segment: TextSegment) {
    if count == capacity { grow() }
    (base + count).initialize(to: segment)
    count += 1
  }

  /// Forgets the segments written, keeping the storage.
  mutating func removeAll() { count = 0 }

  /// The segments written, valid until the next append.
  var written: UnsafeBufferPointer<TextSegment> { UnsafeBufferPointer(start: base, count: count) }

  /// Doubles the storage, kept out of line: it happens a few times in a segmenter's life.
  @inline(never)
  private mutating func grow() {
    let larger = UnsafeMutablePointer<TextSegment>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  /// Gives back storage grown past ``keptCapacity`` for one long paragraph, so that it is not held twice, here and
  /// in the paragraph's segments, while that paragraph is laid out, nor kept for the rest of the run.
  mutating func shrink() {
    guard capacity > Self.keptCapacity else { return }
    base.deallocate()
    capacity = Self.keptCapacity
    base = .allocate(capacity: capacity)
    count = 0
  }

  /// The most storage kept from paragraph to paragraph: room for a long paragraph, while a far longer one's storage
  /// is given back.
  static let keptCapacity = 1 << 16

  /// Frees the storage; the buffer must not be used after.
  func deallocate() { base.deallocate() }
}
