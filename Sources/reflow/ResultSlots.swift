// Support: results of parallel work. Each worker of a `concurrentPerform`
// writes one slot of allocated storage, never an element of a shared array
// property, so two workers never touch the same array header.

/// One output slot per task; each worker writes only its own, so no slot is shared.
final class ResultSlots: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<[UInt8]>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: [])
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  func set(_ index: Int, _ value: [UInt8]) { slots[index] = value }

  var all: [[UInt8]] { Array(slots) }
}
