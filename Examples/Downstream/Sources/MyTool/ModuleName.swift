// The README's answer to the module name question: an app with a type of its
// own named `FlowLayout`, as SwiftUI code often names its layout, still
// reaches the engine's types, unqualified or through Swift 6.3's module
// selector.

import FlowLayout

/// An app's own layout, named as the engine's module is.
struct FlowLayout {
  var spacing = 1
}

/// Lays the same views out through an unqualified name and through `FlowLayout::`; both are the engine's.
func moduleNameAnswer() throws {
  let sizes = [FlowSize(width: 5, height: 1), FlowSize(width: 6, height: 1)]
  let proposal = ProposedFlowSize(width: 8, height: nil)
  let unqualified = try FlowContainer<Int>(itemSpacing: FlowLayout().spacing).layout(sizes: sizes, proposal: proposal)
  let selected = try FlowLayout::FlowContainer<Int>(itemSpacing: 1).layout(sizes: sizes, proposal: proposal)
  check(selected, unqualified, "README module name: FlowLayout::FlowContainer beside the app's own FlowLayout")
  check(selected.lines.count, 2, "README module name: the engine's layout")
}
