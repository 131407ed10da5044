// Support: the memory cmark-gfm's trees leave behind, for a caller that
// knows no parse follows soon (a server whose document has closed).

/// The memory destroyed parse trees keep for the next parse.
package enum ParseMemory {
  /// Gives back what destroyed trees kept for the next parse: a long-running caller whose large document has gone
  /// would otherwise hold a tree's worth of it until its next parse.
  package static func releaseKept() { CmarkTree.releaseKeptMemory() }
}
