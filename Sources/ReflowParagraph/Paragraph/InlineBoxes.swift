// Phase: the width rules, step 0. A box drawn inline in place of a mark in
// the text (render's chips) is measured at its full size when the text is
// segmented; a line narrower than the box makes it narrower (a chip's label
// is cut with `…`). The builder fits the boxes first, so that segmentation
// never reads the line width and one segmented paragraph serves every width.

/// The boxes drawn in place of marks in a paragraph's text, and how each narrows to fit a line.
package struct InlineBoxes {
  /// Each box's mark's offset in the text, in order, and the box's width at its full size, as the segments measure it.
  package var boxes: [(offset: Int, width: Int)]
  /// The width of box `index` (of ``boxes``) on a line of `lineWidth` columns: its full width where that fits.
  package var fitting: (_ index: Int, _ lineWidth: Int) -> Int

  /// Boxes at `boxes`, narrowed by `fitting`.
  package init(_ boxes: [(offset: Int, width: Int)], fitting: @escaping (_ index: Int, _ lineWidth: Int) -> Int) {
    self.boxes = boxes
    self.fitting = fitting
  }

  /// Fits every box to lines of `width` columns: each segment that holds one loses what the box gives up.
  ///
  /// Returns each box's width as fitted, by its mark's offset, for the
  /// cuts of later steps.
  func fit(_ segments: inout [TextSegment], width: Int) -> [Int: Int] {
    var fitted: [Int: Int] = [:]
    fitted.reserveCapacity(boxes.count)
    var segment = 0
    for (index, box) in boxes.enumerated() {
      let narrowed = fitting(index, width)
      fitted[box.offset] = narrowed
      guard narrowed != box.width else { continue }
      while segment < segments.count && Int(segments[segment].end) <= box.offset { segment += 1 }
      guard segment < segments.count, Int(segments[segment].start) <= box.offset else { continue }
      segments[segment].width -= Int32(box.width - narrowed)
    }
    return fitted
  }
}
