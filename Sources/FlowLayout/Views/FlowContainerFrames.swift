// Phase: the container's frames. A placed layout becomes one frame a view,
// moved to the bounds' origin, in a function made for `Int` and `Double`:
// `placeSubviews` is generic over the subview type as well, so its own body is
// never specialised for a caller's types, and unspecialised code looks up the
// frames' type metadata again for every view.

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
    let positions = result.boxPositions
    let placed = Swift.min(positions.count, sizes.count)
    var frames = [FlowRect<Scalar>?](unsafeUninitializedCapacity: sizes.count) { buffer, count in
      for index in 0..<placed {
        let position = FlowPoint(x: positions[index].x + origin.x, y: positions[index].y + origin.y)
        (buffer.baseAddress! + index).initialize(to: FlowRect(origin: position, size: sizes[index]))
      }
      (buffer.baseAddress! + placed).initialize(repeating: nil, count: sizes.count - placed)
      count = sizes.count
    }
    if overflowIndicator.usesLastSubview, let truncation = result.truncation, let last = frames.indices.last {
      let position = FlowPoint(x: truncation.position.x + origin.x, y: truncation.position.y + origin.y)
      frames[last] = FlowRect(origin: position, size: sizes[last])
    }
    return frames
  }
}
