// Phase: input, for callers that have views rather than text. Sizes and a
// spacing in, items out: the seeds' tag-cloud model expressed as boxes and glue.

/// Turns a list of view sizes into flow items.
///
/// Each view becomes a box; between two views sits glue of the item spacing.
/// The glue stretches equally, so a justified line spreads its views evenly,
/// and it is where lines break, so a line never starts or ends with spacing.
/// That is what makes an exact fit stay on its line.
public enum FlowViews {
  /// Items for views of the given sizes, `spacing` apart.
  ///
  /// - Parameters:
  ///   - sizes: Each view's size, usually its ideal size.
  ///   - baselines: Each view's distance from top to baseline; `nil` puts baselines at the bottom.
  ///   - spacing: The horizontal space between neighbouring views on a line.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  public static func items<Scalar: FlowScalar>(
    sizes: [FlowSize<Scalar>], baselines: [Scalar]? = nil, spacing: Scalar
  ) -> [FlowItem<Scalar>] {
    var items: [FlowItem<Scalar>] = []
    items.reserveCapacity(Swift.max(0, sizes.count * 2 - 1))
    let baselines = baselines ?? []
    for index in sizes.indices {
      if index > 0 { items.append(.glue(glue(spacing))) }
      items.append(.box(box(sizes[index], baseline: index < baselines.count ? baselines[index] : nil)))
    }
    return items
  }

  /// The paragraph for views of the given sizes, each box checked as it is made.
  ///
  /// The same items as ``items(sizes:baselines:spacing:)`` followed by
  /// ``FlowParagraph/init(_:)``, in one pass over the views rather than a
  /// pass to make the items and another over twice as many to check them,
  /// which for a container of many views would rival breaking the lines.
  /// `spacing` has been checked by the caller, so the
  /// glue is valid as made.
  ///
  /// `firstItem` is the index the first view's item has in the whole
  /// paragraph, for a part of it (``FlowContainer``'s chunks), and errors
  /// name items by it; `total` is the sum of the items before them, and
  /// comes back with these added.
  ///
  /// - Throws: ``FlowLayoutError`` naming the first bad size, by its item's
  ///   index (view `i` is item `2i`), or a total beyond 2^53.
  static func paragraph<Scalar: FlowScalar>(
    sizes: ArraySlice<FlowSize<Scalar>>, baselines: ArraySlice<Scalar>, spacing: Scalar, firstItem: Int = 0,
    total: inout Double
  ) throws(FlowLayoutError) -> FlowParagraph<Scalar> {
    let count = Swift.max(0, sizes.count * 2 - 1)
    if count > FlowParagraph<Scalar>.maximumItemCount { throw .tooManyItems }
    var failure: FlowLayoutError?
    let between = glue(spacing)
    let glueTotal = between.width.doubleValue + between.stretch.doubleValue
    // Written in place, item by item: appending checked the capacity and the buffer's uniqueness for each of them.
    let items = [FlowItem<Scalar>](unsafeUninitializedCapacity: count) { buffer, written in
      for (offset, index) in sizes.indices.enumerated() {
        let box = box(sizes[index], baseline: index < baselines.endIndex ? baselines[index] : nil)
        do throws(FlowLayoutError) {
          total += try FlowParagraph.check(box, item: firstItem + 2 * offset)
        } catch {
          failure = error
          return
        }
        if offset > 0 {
          (buffer.baseAddress! + written).initialize(to: .glue(between))
          written += 1
          total += glueTotal
        }
        (buffer.baseAddress! + written).initialize(to: .box(box))
        written += 1
      }
    }
    if let failure { throw failure }
    if total > FlowParagraph<Scalar>.largestExactTotal { throw .totalTooLarge }
    return FlowParagraph(checked: items, boxCount: sizes.count)
  }

  /// A view's box: its size, and its baseline or else its bottom.
  @inline(__always)
  private static func box<Scalar: FlowScalar>(_ size: FlowSize<Scalar>, baseline: Scalar?) -> FlowBox<Scalar> {
    FlowBox(width: size.width, height: size.height, baseline: baseline ?? size.height)
  }

  /// The glue between two views: the spacing, stretching evenly when a line is justified.
  @inline(__always)
  private static func glue<Scalar: FlowScalar>(_ spacing: Scalar) -> FlowGlue<Scalar> {
    FlowGlue(width: spacing, stretch: 1)
  }
}
