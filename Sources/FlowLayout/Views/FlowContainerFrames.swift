// Phase: the container's frames. A placed layout becomes one frame a view,
// moved to the bounds' origin, in functions made for `Int` and `Double`:
// `placeSubviews` is generic over the subview type as well, so its own body is
// never specialised for a caller's types, and unspecialised code looks up the
// frames' type metadata again for every view. The frames are handed out one by
// one, or written into an array; the rule that makes them is one function.

extension FlowContainer {
  /// The frames of `result`'s boxes moved by `origin`, with `sizes`, and `nil` for the views the line limit hid.
  ///
  /// With ``FlowOverflowIndicator/lastSubview``, the last frame is the
  /// indicator's when views are hidden. The positions are moved here rather
  /// than by ``FlowLayoutResult/offset(by:)``, which would copy the cached
  /// layout's every position only for them to be read once.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  func frames(of result: FlowLayoutResult<Scalar>, movedBy origin: FlowPoint<Scalar>, sizes: [FlowSize<Scalar>])
    -> [FlowRect<Scalar>?]
  {
    [FlowRect<Scalar>?](unsafeUninitializedCapacity: sizes.count) { buffer, count in
      let base = buffer.baseAddress
      forEachFrame(of: result, movedBy: origin, sizes: sizes) { (base! + $0).initialize(to: $1) }
      count = sizes.count
    }
  }

  /// Calls `place` with each view's index and its frame (``frames(of:movedBy:sizes:)``), in order, once each.
  @_specialize(where Scalar == Int)
  @_specialize(where Scalar == Double)
  func placeEach(
    of result: FlowLayoutResult<Scalar>, movedBy origin: FlowPoint<Scalar>, sizes: [FlowSize<Scalar>],
    _ place: (Int, FlowRect<Scalar>?) -> Void
  ) {
    forEachFrame(of: result, movedBy: origin, sizes: sizes, place)
  }

  /// The one rule for the frames: each placed view at its position moved by `origin`, then `nil` for each hidden
  /// view, but the indicator's place for the last one when it stands for them.
  @inline(__always)
  private func forEachFrame(
    of result: FlowLayoutResult<Scalar>, movedBy origin: FlowPoint<Scalar>, sizes: [FlowSize<Scalar>],
    _ body: (Int, FlowRect<Scalar>?) -> Void
  ) {
    let positions = result.boxPositions
    let placed = Swift.min(positions.count, sizes.count)
    for index in 0..<placed {
      let position = FlowPoint(x: positions[index].x + origin.x, y: positions[index].y + origin.y)
      body(index, FlowRect(origin: position, size: sizes[index]))
    }
    guard placed < sizes.count else { return }
    let last = sizes.count - 1
    for index in placed..<last { body(index, nil) }
    if overflowIndicator.usesLastSubview, let truncation = result.truncation {
      let position = FlowPoint(x: truncation.position.x + origin.x, y: truncation.position.y + origin.y)
      body(last, FlowRect(origin: position, size: sizes[last]))
    } else {
      body(last, nil)
    }
  }
}
