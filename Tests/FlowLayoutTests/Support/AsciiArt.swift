// Test support: draws a placed layout as text, one character per cell, so a
// snapshot shows at a glance where every box went.

import FlowLayout

enum AsciiArt {
  /// Box `i` is drawn with letter `i` (A, B, C, …), the truncation indicator with `+`, empty cells with `·`.
  static func draw(_ result: FlowLayoutResult<Int>, items: [FlowItem<Int>]) -> String {
    let width = result.size.width
    let height = result.size.height
    var grid = Array(repeating: Array(repeating: Character("·"), count: max(width, 1)), count: max(height, 0))
    let boxes = items.compactMap { item -> FlowBox<Int>? in
      if case .box(let box) = item { return box }
      return nil
    }
    func fill(_ position: FlowPoint<Int>, _ box: FlowBox<Int>, with mark: Character) {
      for row in position.y..<(position.y + box.height) where row >= 0 && row < grid.count {
        for column in position.x..<(position.x + box.width) where column >= 0 && column < grid[row].count {
          grid[row][column] = mark
        }
      }
    }
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    for (ordinal, position) in result.boxPositions.enumerated() {
      fill(position, boxes[ordinal], with: letters[ordinal % letters.count])
    }
    if let truncation = result.truncation { fill(truncation.position, truncation.box, with: "+") }
    return grid.map { String($0) }.joined(separator: "\n") + "\n"
  }
}
