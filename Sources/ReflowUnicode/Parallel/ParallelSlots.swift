// Support: results of parallel work. Each thread writes one slot of
// allocated storage, not an element of a shared array property, so two
// threads writing different slots never touch the same array header. Plain
// text, --markdown and render all collect their threads' work here.

/// One result slot per task of a `concurrentPerform`; each task writes only its own.
package final class ParallelSlots<Value>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Value?>

  /// Slots for `count` tasks, none set.
  package init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// How many tasks there are.
  package var count: Int { slots.count }

  /// Sets task `index`'s result; call once per task, from that task.
  package func set(_ index: Int, _ value: Value) { slots[index] = value }

  /// Task `index`'s result, once the task has set it and the caller has waited for that.
  package func value(_ index: Int) -> Value { slots[index]! }

  /// The values, in slot order; every slot must have been set.
  package var values: [Value] { slots.map { $0! } }
}

extension ParallelSlots where Value == [UInt8] {
  /// The pieces joined in order.
  package var joined: [UInt8] {
    let pieces = values
    if pieces.count == 1 { return pieces[0] }
    var result: [UInt8] = []
    result.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
    for piece in pieces { result += piece }
    return result
  }
}
