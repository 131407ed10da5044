// Phase: the one-shot container's layout of many views, a chunk at a time.
// First fit decides each line from its first view on, so a run of views can
// be laid out alone: every line but its last is the whole layout's line. The
// next chunk starts with that last line's first view. The items of one chunk
// are small enough for the allocator to hand back for the next and for the
// processor's cache to keep; the items of all the views at once would be past
// glibc's ceiling for reuse, mapped afresh on every call and zeroed by the
// kernel page by page.

extension FlowContainer {
  /// The views a chunk holds: few enough that their items stay in the cache, far more than a line holds at any
  /// width that breaks.
  static var chunkViews: Int { 1 << 13 }

  /// The one-shot layout of `cache`'s first `viewCount` sizes for `proposal`, made `chunk` views at a time; nil when
  /// it cannot be made so with the same result, and the caller lays the views out at once.
  ///
  /// It can when lines are broken first fit, each line is placed within the
  /// proposed width (filling it, so no line's place depends on another's
  /// width), and no line limit counts the lines; and when every chunk but the
  /// last holds two lines or more (a proposal so wide that a chunk is one
  /// line is laid out at once). Settings the engine would turn away, and
  /// totals beyond 2^53, are left to the whole layout, which reports them as
  /// it always does; a bad size is reported by its item, as there.
  func chunkedLayout(
    of cache: Cache, viewCount: Int, proposal: ProposedFlowSize<Scalar>, chunk: Int = chunkViews
  ) throws(FlowLayoutError) -> FlowLayoutResult<Scalar>? {
    guard viewCount > chunk, breaker is GreedyLineBreaker, sizing == .fill, maximumLineCount == nil,
      case .none = overflowIndicator, viewCount * 2 - 1 <= FlowParagraph<Scalar>.maximumItemCount
    else { return nil }
    var options = engineOptions(indicator: nil)
    guard (try? options.validate(items: viewCount * 2 - 1)) != nil,
      let measures = try? measures(for: proposal, sizes: cache.sizes.prefix(viewCount)), !measures.isUnbounded
    else { return nil }
    options.measures = measures
    // Each chunk is laid out from y = 0 and moved down; the padding above and below is the whole layout's.
    options.padding.top = 0
    options.padding.bottom = 0
    let sizes = cache.sizes.prefix(viewCount)
    let baselines = cache.baselines.prefix(viewCount)
    var lines: [PlacedLine<Scalar>] = []
    var positions: [FlowPoint<Scalar>] = []
    positions.reserveCapacity(viewCount)
    var total = 0.0
    var start = 0
    var top = padding.top
    while true {
      let end = Swift.min(viewCount, start + chunk)
      let part = try FlowViews.paragraph(
        sizes: sizes[start..<end], baselines: baselines, spacing: itemSpacing, firstItem: 2 * start, total: &total)
      guard total <= FlowParagraph<Scalar>.largestExactTotal else { return nil }
      let result = try FlowEngine.layout(part, options: options)
      let isLast = end == viewCount
      let kept = isLast ? result.lines.count : result.lines.count - 1
      guard kept > 0 else { return nil }
      // Copied whole and then moved in place: appending one at a time checked the capacity for each.
      let keptBoxes = result.lines[kept - 1].boxes.upperBound
      if lines.isEmpty { lines.reserveCapacity(kept + kept * (viewCount / Swift.max(1, keptBoxes))) }
      let firstLine = lines.count
      lines.append(contentsOf: result.lines[..<kept])
      lines.withUnsafeMutableBufferPointer { moved in
        for index in firstLine..<moved.count {
          moved[index].items = (moved[index].items.lowerBound + 2 * start)..<(moved[index].items.upperBound + 2 * start)
          moved[index].boxes = (moved[index].boxes.lowerBound + start)..<(moved[index].boxes.upperBound + start)
          moved[index].breakIndex += 2 * start
          moved[index].origin.y += top
        }
      }
      let firstPosition = positions.count
      positions.append(contentsOf: result.boxPositions[..<keptBoxes])
      positions.withUnsafeMutableBufferPointer { moved in
        for index in firstPosition..<moved.count { moved[index].y += top }
      }
      if isLast {
        return FlowLayoutResult(
          lines: lines, boxPositions: positions, truncation: nil,
          size: FlowSize(width: result.size.width, height: top + result.size.height + padding.bottom))
      }
      // The next chunk starts with the line left out, where that line started.
      let next = result.lines[kept]
      top += next.origin.y
      start += next.boxes.lowerBound
    }
  }
}
