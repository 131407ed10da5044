// Phase: breaking. The rules every breaker shares: where a line may end, where
// the next one starts, and which forced breaks are really the paragraph's end.

/// Knuth and Plass's rules for legal breaks, shared by all breakers.
@usableFromInline
enum BreakpointRules {
  /// Whether a line may end at item `index`.
  ///
  /// A line may end at a penalty that does not forbid breaking, or at glue
  /// that directly follows a box (so a run of spaces offers one break, not many).
  @inline(__always)
  static func isLegalBreak<Scalar>(_ items: [FlowItem<Scalar>], at index: Int) -> Bool {
    switch items[index] {
    case .box: false
    case .glue: index > 0 && items[index - 1].isBox
    case .penalty(let penalty): penalty.allowsBreak
    }
  }

  /// The index where the line after a break at `index` starts.
  ///
  /// Glue and optional penalties after a break are discarded up to the next
  /// box, so a line never starts with a space. A forced break is kept, so two
  /// forced breaks in a row make an empty line.
  @inlinable @inline(__always)
  static func lineStart<Scalar, Items: RandomAccessCollection<FlowItem<Scalar>>>(
    _ items: Items, afterBreakAt index: Int
  ) -> Int where Items.Index == Int {
    var next = index + 1
    while next < items.count {
      switch items[next] {
      case .box: return next
      case .penalty(let penalty) where penalty.isForced: return next
      default: next += 1
      }
    }
    return next
  }

  /// The index of the last box, or `nil` when there is none.
  ///
  /// Forced breaks after the last box are ignored: the paragraph's end is
  /// already a break, and a trailing hard break must not add an empty line.
  @inlinable
  static func lastBoxIndex<Scalar>(_ items: [FlowItem<Scalar>]) -> Int? {
    items.lastIndex { $0.isBox }
  }
}
