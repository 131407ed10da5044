// Support: HTML kept where cmark-gfm rendered it. A document's HTML is as
// large as the document, and the meaning check needs two of them; copied
// into arrays, each would touch that much fresh memory a second time, and
// on this project's machines a page touched for the first time costs
// microseconds.

import CReflowArena

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// HTML that cmark-gfm rendered, in the buffer it was rendered to, which goes with this value.
///
/// The buffer comes from malloc through CReflowArena with no arena entered,
/// so it belongs to no tree and outlives the tree it was rendered from.
final class HTMLBuffer: @unchecked Sendable {
  private var start: UnsafeMutablePointer<CChar>?
  /// The number of bytes of HTML.
  private(set) var count: Int

  /// Takes over a buffer cmark-gfm rendered with no arena entered (nil: no HTML).
  init(rendered: UnsafeMutablePointer<CChar>?) {
    start = rendered
    count = rendered.map { strlen($0) } ?? 0
  }

  deinit {
    // A block from malloc that no arena owns is freed on any thread, whatever arena it has entered.
    rf_arena_free(start)
  }

  /// Calls `body` with the bytes, valid only inside it.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    guard let start else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    return start.withMemoryRebound(to: UInt8.self, capacity: count) {
      body(UnsafeBufferPointer(start: $0, count: count))
    }
  }

  /// The bytes as an array.
  var array: [UInt8] { withBytes { Array($0) } }

  /// Appends `other`'s bytes, this buffer growing where it lies when malloc can do that (a large one is
  /// remapped, not copied).
  func append(_ other: HTMLBuffer) {
    guard other.count > 0 else { return }
    // With no arena entered, even an empty buffer grows from malloc, into no arena that could go before it.
    let previous = rf_arena_enter(nil)
    defer { rf_arena_enter(previous) }
    guard let grown = rf_arena_realloc(start, count + other.count + 1)?.assumingMemoryBound(to: CChar.self) else {
      fatalError("cmark-gfm's HTML: out of memory")
    }
    other.withBytes { bytes in
      UnsafeMutableRawPointer(grown + count).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
    }
    count += other.count
    grown[count] = 0
    start = grown
  }
}
